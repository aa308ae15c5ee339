"""A drawing's point reads alone (issue 19 item 5, "each point is a complete statement"): the forms of a line
that leans on what the text said before it, as readers who did not write the rules found them. The lines are
made up, on other topics than the corpus's: the rules read the form, not the words of one text.
"""
from __future__ import annotations

import pytest

from deckgen.parse.drawing_cut import clause_head
from deckgen.parse.drawing_form import fault
from deckgen.parse.drawing_lean import leans, loose_pronoun


@pytest.mark.parametrize("line", [
    "One trap: by default the linter sorts imports alphabetically, and the formatter sorts them by group",
    "Catch: the cache is flushed on every deploy",
    "The gotcha - a replica lags behind the primary under heavy writes",
    "Main caveat: Postgres holds the lock until the transaction commits",
    "Related gotchas: a stale lock file blocks the next deploy",  # (and the plurals: twenty-eighth session)
    "Some examples: LOG_LEVEL=debug (every module)",
    "Business read-out: release notes are a page long instead of a whole changelog",
])
def test_a_label_that_only_announces_a_caveat_is_chatty(line):
    assert fault(line) == "chatty lead"


@pytest.mark.parametrize("line", [
    "Cache tier: a shared Redis node inside each zone",  # a plain label names what follows
    "Trap door: a hinged panel in the stage floor",  # (a name, not a discourse marker)
])
def test_a_plain_label_still_leads_a_point(line):
    assert fault(line) == ""


@pytest.mark.parametrize("line", [
    "Automatic failover between regions is part of the design, which is why banks pick it",
    "Row-level security sits at the heart of the architecture",
])
def test_part_of_an_unnamed_design_leans_on_the_text_before(line):
    assert leans(line)


@pytest.mark.parametrize("line", [
    "Automatic failover is part of the design of Aurora Global Database",
    "Row-level security is part of the PostgreSQL architecture",
])
def test_a_design_the_point_names_stands(line):
    assert not leans(line)


def test_what_it_ties_together_is_a_whole_the_text_before_described():
    assert leans("A small orchestration layer on the build hosts ties it all together")
    assert leans("Terraform brings them together in one plan")
    assert not leans("Terraform brings the network and the database together in one plan")


@pytest.mark.parametrize("line", [
    "For testing the free tier is enough, for production the customers of the hosting program can renew them yearly",
    "Auditors must sign them before the quarter closes",
])
def test_an_object_them_that_cannot_be_its_own_verbs_subject_is_loose(line):
    assert loose_pronoun(line)


@pytest.mark.parametrize("line", [
    "Stop the worker processes and start them again after the migration",
    "Browsers cache the stylesheets and reuse them on every page",
    "Both replicas and the witness between them must agree on the term",
])
def test_them_with_a_plural_to_stand_for_stays(line):
    assert not loose_pronoun(line)


def test_a_number_keeps_the_parenthesis_that_names_it_or_the_line_is_not_drawn():
    sentence = ("The error codes the gateway logs for a refused connection include 4011 (AUTH_EXPIRED, the session "
                "token aged out before renewal), 4012 (quota exceeded) and 4013 (REGION_BLOCKED, the caller's region "
                "is on the deny list)")
    assert "4011, 4012 and 4013" not in clause_head(sentence)
    # an aside after a name (not a bare number) may still go when the sentence is too long to draw whole
    aside = ("The edge gateway (an Envoy proxy that the platform team runs in every region and upgrades every "
             "quarter) refuses any request whose token is older than 30 minutes")
    assert clause_head(aside) == "The edge gateway refuses any request whose token is older than 30 minutes"


@pytest.mark.parametrize("line, why", [
    ("Since A through D are all wrong, the answer is E", "talks of the options"),
    ("The answer is B because the cache is shared", "talks of the options"),
    ("Options A and C both describe the old scheduler", "talks of the options"),
    ("A and B are both real library versions, which is exactly why they tempt", "talks of the options"),
    ("Award 1 mark for choosing C and 1 mark for naming the lock", "talks of the options"),
    ("On A specifically, the cache holds ten entries per user", "talks of the options"),
    ("On B, the lock is only needed for writes", "talks of the options"),
    ("Needs: a kernel module, a supported file system and a flat PCIe tree", "a verb without its subject"),
    ("Works, but slow, and the CPU stays busy", "a verb without its subject"),
    ("Skips the optimizer step for that iteration", "a verb without its subject"),
    ("Connecting all eight ports of one system to a single leaf switch makes", "cut off"),
    ("Pinning the queue to one core in every replica gives", "cut off"),
])
def test_a_line_about_the_options_a_verb_without_its_subject_or_before_its_object_is_not_drawn(line, why):
    assert fault(line) == why


@pytest.mark.parametrize("line", [
    "Each team gets whatever the shared pool provides",  # (the object came first)
    "Each release note lists the minimum driver version it requires",
    "The option that each replica needs is set in the pool config",
    "Workers read shards in parallel, so the answer comes back fast",  # (no letter: an answer, not an option)
    "Runtime: the kernel module loads at boot",  # (a noun label)
    "Needs of each tenant are met by quotas",  # (no colon: the subject "Needs")
    "On Linux, the lock is only needed for writes",  # (a name after "On", not a letter)
    "Select A100 nodes for the nightly build",  # (a name after the verb of choosing)
    "Pick a node with the most free memory",
])
def test_lines_that_only_look_alike_are_still_drawn(line):
    assert fault(line) == ""


@pytest.mark.parametrize("line, why", [
    ("node01:2154:2154 [0] TRACER INFO Bootstrap : Using eth0:10.0.0.1<0>", "a command or log line, not a statement"),
    ("2025-03-01 12:00:01 ERROR shard 7 lost its lease", "a command or log line, not a statement"),
    ("podman run --device all -e API_KEY -p 8000:8000 registry.example/app:latest",
     "a command or log line, not a statement"),
    ("Detects the accelerators (type and count)", "a verb without its subject"),
    ("Downloads the weights from the registry and caches them locally", "a verb without its subject"),
])
def test_output_and_command_lines_and_list_items_that_start_with_their_verb_are_not_points(line, why):
    assert fault(line) == why


@pytest.mark.parametrize("line, kind", [
    ("trtexec --onnx=model.onnx --saveEngine=model.plan --fp16", "box"),  # (the answer may be a command)
    ("Registers, shared memory, the L2 cache and HBM", "box"),  # (a plural noun first)
    ("Nodes in the pool share one scheduler", "point"),
    ("The scheduler runs --dry-run first to check quotas", "point"),  # (a statement with one flag)
])
def test_a_command_answer_a_plural_subject_and_a_statement_with_a_flag_still_pass(line, kind):
    assert fault(line, kind) == ""


def test_a_sentence_is_not_cut_to_its_subject_before_a_relative_clause():
    sentence = ("The tracing plugin, which the platform team deploys on every gateway node, tells the collector how "
                "many spans each request produced and where they were sent.")
    assert clause_head(sentence) != "The tracing plugin"
    assert clause_head("Drain the node with the scheduler's drain command, which stops new jobs from landing on it "
                       "while the running ones finish and the queue is rebuilt elsewhere.") \
        == "Drain the node with the scheduler's drain command"  # (an imperative is a clause)


def test_a_configuration_line_is_no_point():
    assert fault("NodeName=node[01-16] CPUs=112 RealMemory=2000000 Gres=acc:8 State=UNKNOWN") \
        == "a command or log line, not a statement"
    assert fault("In the config, the line GresTypes=acc enables the generic resource on every node") == ""


@pytest.mark.parametrize("title_text", ["Of is NOT something the tracer runs", "Is the cache shared"])
def test_a_title_that_starts_inside_the_stem_or_keeps_its_NOT_is_a_stem_cut_off(title_text):
    assert fault(title_text, "title") == "a stem cut off"


@pytest.mark.parametrize("sentence", [
    # (the items a head announces, "… has two halves:", are no statement alone; the head alone says nothing)
    "The compiler has two halves: the front end (lexer, parser and type checker) and the code generator",
    "The kit is made of three parts designed to be used together: a soldering iron, with a 60 W element and a "
    "ceramic tip, a stand and a spool of lead-free solder",
])
def test_the_items_a_head_announces_are_drawn_with_it_or_not_at_all(sentence):
    from deckgen.parse.drawing_clauses import clauses
    from deckgen.parse.drawing_lines import after_intro as _after_intro

    head = sentence.split(": ")[0]
    for line in [clause_head(_after_intro(sentence))] + clauses(sentence):
        assert line == "" or line.startswith(head + ":"), line


def test_a_count_that_is_the_subject_or_points_back_announces_nothing():
    from deckgen.parse.drawing_lines import items_from

    assert items_from("Two settings tune the pool: min_size keeps idle connections open") == -1
    assert items_from("The two can also be combined: a read replica gives each region its own copy") == -1
    assert items_from("Each row names a link between two hosts: A means the pair is joined by a switch") == -1
    assert items_from("The dashboard comes in several editions: Lite for one team, Pro for a company") > 0


@pytest.mark.parametrize("text, verb", [
    ("the front-end libraries (parsers and checkers) and the code generators (one per target)", False),
    ("everything in levels 1 and 2 plus the soak tests", False),
    ("the scheduler places each job on the least loaded node", True),
    ("the cache is flushed on every deploy", True),
])
def test_a_noun_before_a_parenthesis_or_after_a_number_is_no_verb(text, verb):
    from deckgen.parse.drawing_lines import has_verb

    assert has_verb(text) is verb


def test_what_a_colon_introduces_is_drawn_alone_only_when_it_is_a_clause():
    from deckgen.parse.drawing_lines import after_intro as _after_intro

    definition = "Tier 3 = the slow soak test: everything in tiers 1 and 2 plus the thermal runs"
    assert _after_intro(definition) == definition
    assert _after_intro("What happens on a deploy is simple: the cache is flushed") == "The cache is flushed"


@pytest.mark.parametrize("line, why", [
    ("Runs anywhere there is a container runtime: laptop, data center, cloud", "a verb without its subject"),
    ("queue_policy { default_timeout: 100, allow_timeout_override: true }", "a command or log line, not a statement"),
    ("helm upgrade --install spyglass charts/spyglass \\", "a command or log line, not a statement"),
    ("D is basically backwards", "a verdict on an option"),  # (an option by its letter: no correction)
    ("sinfo -R   # reason, user and time of every drained node", "a command or log line, not a statement"),
    ("scontrol update nodename=n7 state=resume", "a command or log line, not a statement"),
    ("Notes: DRAINING means jobs still run, DRAINED means the node is empty", "chatty lead"),
    ("C is off — there is no per-model file the server reads", "a verdict on an option"),
])
def test_a_subjectless_verb_and_a_configuration_block_are_no_points(line, why):
    assert fault(line) == why


def test_an_answer_of_two_clauses_is_not_boxed_or_titled_by_its_first():
    from deckgen.parse.drawing_box import _option_box

    # (the first half is what happened, the second what is wrong: its head alone points at the wrong cause)
    option = ("The nightly upgrade replaced the database engine, and the extension was not rebuilt for it, so no "
              "query that uses it can run.")
    assert _option_box(option, 8) == "" and _option_box(option, 8, whole=False) == ""
    # (a consequence after ", so" may go: the head states the answer)
    option = "The disk keeps a write cache of its own, giving it low latency, so a flush is rarely needed."
    assert _option_box(option, 14) == "The disk keeps a write cache of its own, giving it low latency"


@pytest.mark.parametrize("text, expected", [
    ("sinfo -R lists the reason of every drained node", "sinfo -R lists the reason of every drained node"),
    ("sudo systemctl restart spyglass", "sudo systemctl restart spyglass"),
    ("scontrol update nodename=n1 state=resume", "scontrol update nodename=n1 state=resume"),
    ("router scores -> top-k -> dispatch", "Router scores -> top-k -> dispatch"),  # (an arrow is no flag)
    ("somebody set TRACE_LEVEL=1 in the shell", "Somebody set TRACE_LEVEL=1 in the shell"),
])
def test_a_command_keeps_its_case_and_prose_gets_its_capital(text, expected):
    from deckgen.parse.phrases import capitalise

    assert capitalise(text) == expected


def test_a_letter_stated_as_the_answer_ends_its_sentence_and_an_initial_does_not():
    from deckgen.parse.phrases import sentences

    assert sentences("The correct answer is C. Training compute grows with the data. J. Smith measured it.") == (
        "The correct answer is C.", "Training compute grows with the data.", "J. Smith measured it.")


def test_the_old_way_is_no_correction_of_a_false_claim():
    from deckgen.parse.answernot import corrected
    from deckgen.parse.answercandidates import Candidate

    false = "Spyglass still copies every span through a staging buffer in host memory."
    candidates = [Candidate("Without Spyglass, every span is not sent directly: it goes through a staging buffer "
                            "in host memory first."),
                  Candidate("Spyglass never copies a span through a staging buffer in host memory.")]
    assert corrected(false, candidates, "Which statement about Spyglass is NOT true?", [])[0].startswith("Spyglass never")
    assert corrected(false, candidates[:1], "Which statement about Spyglass is NOT true?", [])[0] == ""


def test_letters_stated_as_the_answers_end_their_sentence_and_are_no_point():
    from deckgen.parse.phrases import sentences

    assert sentences("Correct are A and C. PFC pauses one priority.") == ("Correct are A and C.", "PFC pauses one priority.")
    assert fault("Correct are A and C") == "talks of the options"


def test_a_list_item_in_lower_case_with_no_verb_goes_on_its_intro_and_is_no_point():
    from deckgen.parse.drawing_points import list_point

    assert list_point("max_batch_size of the model") == ""  # (under "The analyzer searches:")
    assert list_point("the pool grows by one worker per queued job") != ""  # (a clause of its own)
    assert list_point("Drain the node and stop every process on it") != ""  # (a step)


def test_a_notes_concession_is_not_cut_from_the_correction_after_its_but():
    # (the head before ", but" concedes what the wrong option said; the correction is after it)
    text = ("Many of the charts can be downloaded at no cost, but running them in production needs the paid "
            "support licence for every node in the cluster")
    assert not clause_head(text, kind="note").startswith("Many of the charts can be downloaded at no cost")


def test_a_point_is_not_the_half_its_sentence_turns_from():
    # (readers failed "Dynamic batching is frequently combined with concurrent model execution" of "…, but the two
    # address different problems": alone it says what the sentence is written to qualify)
    for text in ("The merge queue is often paired with the shelf prefetcher, but the two solve different problems and "
                 "are tuned apart", "Loom 8.6 and later add an optional portability mode for Z-series shelves, yet it "
                 "has to be asked for when the volume is built", "The shelf is not just a fast disk enclosure, though"):
        assert clause_head(text) != text.partition(",")[0]
        assert clause_head(text + " on every one of the older racks in the hall") != text.partition(",")[0]
    # (nor a box: the half a cause's line turns from is often the stem's own fact, "The switches have PFC only on
    # priority 3 | , but the RDMA packets arrive untagged" (AX 1732), or a concession (AF 1371, AM 1503, Q 1065))
    assert clause_head("The merge queue was full on every shelf in the rack, but nobody had raised its limit", kind="box") \
        != "The merge queue was full on every shelf in the rack"
    # nor the words that announce a list, before its colon
    backends = ", ".join(f"Loom {n} (shelf firmware {n}.0 or later)" for n in range(1, 8))
    assert clause_head(f"Supported shelf backends are among others: {backends}") != "Supported shelf backends are among others"


def test_a_steps_one_word_name_goes_and_its_statement_stays():
    from deckgen.parse.drawing_points import list_point

    assert list_point("Verify. loomctl -L lists each slice with a UUID of the form SL-<uuid>") == \
        "loomctl -L lists each slice with a UUID of the form SL-<uuid>"
    assert list_point("Verify.") == "" or not list_point("Verify.").startswith("Verify. ")


def test_a_chatty_takeaway_label_is_no_lead_of_a_point():
    assert fault("The takeaway: idle workers get used, but reservations are still honoured") == "chatty lead"
    assert fault("The upshot: idle workers get used, but reservations are still honoured") == "chatty lead"


def _facts(full: str, stem: str = "Which setting lets a pod ask for a slice?", count: int = 4) -> list[str]:
    import dataclasses

    from deckgen.model import Infographic, Question
    from deckgen.parse.drawing_points import key_facts

    blank = Question(id="q", order=0, source="raw/000_q.txt", tags=(), question="", options={}, answer=(),
                     answer_text="", short_explanation="", full_explanation="", rationales={}, infographic=Infographic())
    return key_facts(dataclasses.replace(blank, question=stem, full_explanation=full), count)


def test_a_keys_value_before_and_is_no_intro_whose_rest_is_a_point():
    full = ("A pod therefore requests, for instance, loom.io/slice-2g: 1 and is scheduled only onto a node that "
            "has a free slice of exactly that size.")
    assert not any(point.startswith("1 and") for point in _facts(full))


def test_a_commands_comment_is_no_point():
    full = ("Slices are set up by the Loom daemon on each node. loomctl -i 0 -c EXCLUSIVE # recommended: only the "
            "slice daemon owns the device. The Loom daemon hands each pod its slice over a local socket.")
    facts = _facts(full)
    assert facts and not any("owns the device" in point for point in facts)


def test_an_images_paragraph_gives_no_point_of_its_own():
    from deckgen.parse.drawing_sources import sources

    full = ("Here's my favourite analogy: the office has 16 desks, and each team has booked 8. Without Loomq, the "
            "desks stand empty at night.\n\nLoomq lends idle GPUs to other projects and reclaims them on demand.")
    flagged = {text: old for text, _, _, old, _, _ in sources(full, "", frozenset({"loomq"}))}
    assert flagged == {"Here's my favourite analogy: the office has 16 desks, and each team has booked 8.": True,
                       "Without Loomq, the desks stand empty at night.": True,
                       "Loomq lends idle GPUs to other projects and reclaims them on demand.": False}
    # ("Think of the driver as two halves" frames the facts that follow: no image)
    framed = sources("Think of the Loom driver as two halves. The kernel half is built per kernel version.", "",
                     frozenset())
    assert not any(old for _, _, _, old, _, _ in framed)


@pytest.mark.parametrize("line, output", [
    ("4411.batch batch 03:10:07 COMPLETED 0:0 9.1G cpu=32,gres/gpu=4,mem=256G", True),
    ("sudo loom-smi -i 0 -pl 500", True),
    ("Global batch = 32 × 16 = 512 samples per step", False),  # (a formula)
    ("Loom 3: 141 GB HBM3e, 4.8 TB/s memory bandwidth", False),  # (a specification)
    ("SATA 6G → SAS 12G → NVMe 64G → CXL 128G", False),  # (a flow)
    ("Each of the 8 nodes reads 1.1 GB/s from the array", False),  # (a sentence)
])
def test_a_row_of_a_commands_output_is_no_statement(line, output):
    assert (fault(line) == "a command or log line, not a statement") is output


def test_a_part_named_before_what_is_said_of_it_is_no_point():
    from deckgen.parse.drawing_points import list_point

    assert list_point("IPv4 or IPv6 header, whose DSCP field classifies the storage traffic") == ""
    assert list_point("Collect diagnostic data with loom-bug-report.sh, which gathers the kernel logs") != ""  # (a step)


def test_a_head_cut_before_the_examples_that_say_which_is_not_whole():
    from deckgen.parse.drawing_lean import complete

    assert not complete(" such as compression and encryption", False, "The controller has accelerators for functions")
    assert complete(" such as compression and encryption", False, "The controller offloads storage functions to Arm cores")


def test_a_labelled_item_cut_after_its_lead_clause_keeps_the_rests_own_first_letter():
    from deckgen.parse.drawing_points import list_point

    item = ("Out-of-order blocks: because writes can now land out of order, the controller places them directly into "
            "the right stripe on disk, so the reader still sees ordered data.")
    assert list_point(item) == "Out-of-order blocks: the controller places them directly into the right stripe on disk"
    assert list_point("Networking: Open vSwitch offload with ASAP² moves the data plane into the NIC, which frees the "
                      "host cores for the tenants and keeps the latency low.").startswith("Networking: Open vSwitch")


def test_a_labelled_item_is_never_cut_inside_a_series():
    from deckgen.parse.drawing_points import list_point

    point = list_point("QuickDF: a GPU table library with a familiar API, used for loading, joining, grouping, filtering "
                       "and transforming tables of records;")
    assert not point.endswith(("loading", "joining", "grouping")), point


def test_a_list_row_of_values_with_no_verb_goes_on_its_intro():
    from deckgen.parse.drawing_points import list_point

    assert list_point("1g.5gb, ID 19, up to 7") == ""  # (a table's row: which profile? the intro said)
    assert list_point("12 NVMe drives hold the write cache") != ""  # (a statement that starts with its count)


@pytest.mark.parametrize("line, loose_", [
    ("Cron, LDAP or mail relays are not part of it", True),
    ("The shelf exporter is a small service built on top of it that turns shelf counters into metrics", True),
    ("Drain the shelf in the scheduler so that no new jobs are placed on it", False),  # (the shelf)
    ("The array uses compression through a plugin when the shelf supports it", False),  # (not after a preposition)
])
def test_it_after_a_preposition_needs_a_noun_of_its_own_before_it(line, loose_):
    """"… part of it", "… built on top of it": the thing "it" stands for is neither the line's subject nor what the
    subject is said to be; with no other noun before it, the line needs the sentence before it and is not drawn."""
    assert (fault(line) == "a pronoun that needs the sentence before it") == loose_


@pytest.mark.parametrize("rest, whole_", [
    (", which are outside the scope of the Loom monitor", False),  # (the head alone reads as the monitor's job)
    (", but not for the archive tier", False),
    (", so shelves are not rebuilt twice", True),  # (a consequence only adds)
    (", which keeps the copy off the host CPU", True),
    (", but only when the administrator turns it on in the shelf plugin", False),  # ("Sharing a GPU … is possible")
    (", while the current width shows that only half of the lanes trained", True),
])
def test_a_head_is_not_whole_where_what_follows_denies_or_bounds_it(rest, whole_):
    """"Host provisioning involves network boot, golden images, and configuration management | , which are outside
    the scope of the Loom monitor": a head cut before a clause that denies or bounds it says more than the text."""
    from deckgen.parse.drawing_lean import complete
    assert complete(rest, False, "Host provisioning involves network boot, golden images, and configuration "
                                 "management") == whole_


def test_it_takes_no_subject_that_ends_in_an_adverb_of_the_verb():
    # ("X only turns off …. It does not make …": "X only" is no subject; "X only does not make …" says another thing)
    full = ("The loomctl tool reads shelf state from the Z9 controller over the wire. "
            "ZETA_NOCACHE only turns off the read cache of the Z9 controller inside a shelf. "
            "It does not make loomctl choose another Z9 controller path for traffic between shelves.")
    facts = _facts(full, "Why does loomctl pick the slow Z9 controller path?")
    assert not any("only does" in fact or "only do" in fact for fact in facts), facts


def test_a_list_items_closing_semicolon_is_the_lists_punctuation_not_a_cut():
    from deckgen.parse.drawing_points import list_point
    assert list_point("Loom Exporter: exposes shelf telemetry as Prometheus metrics;") == \
        "Loom Exporter: exposes shelf telemetry as Prometheus metrics"
    assert list_point("Loom Validator: confirms that the shelf and its cache work; and") == \
        "Loom Validator: confirms that the shelf and its cache work"


@pytest.mark.parametrize("point", ["The controller sees that label and schedules its shelves onto the node",
                                   "\"NET/LOOM : No shelf found\" followed by \"Using disk\" is exactly that fallback"])
def test_that_before_a_thing_the_text_named_before_refers_back(point):
    assert fault(point) == "refers back"


def test_that_after_a_verb_of_checking_is_no_pointer():
    assert fault("The shelf validator checks that driver and toolkit are working") == ""


@pytest.mark.parametrize("point", ["Students often mix up the mesh numbers, so let's put them side by side",
                                   "The big trick is adaptive striping", "Think of a Loom vault as three layers"])
def test_talk_to_the_reader_or_a_chats_announcement_is_no_fact(point):
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(point)
    assert not no_fact("Adaptive striping spreads each write over every path")


@pytest.mark.parametrize("point", ["Common causes: shelf devices (/dev/loom/ctl*) not passed into the container",
                                   "Typical reasons in containers: the mesh libraries missing from the image",
                                   "Driver, shelf toolkit, vault plugin, LFD, Loom Exporter, Mesh Manager"])
def test_one_of_what_may_be_the_case_or_a_bare_list_is_no_fact(point):
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(point)


@pytest.mark.parametrize("point", ["Common shelves hold 24 drives, and each drive spins at 7,200 rpm",
                                   "Mesh, Loom, vault and shelf links connect the racks, hosts, and shelves"])
def test_a_sentence_that_only_looks_like_a_label_or_a_list_is_a_fact(point):
    from deckgen.parse.drawing_nofact import no_fact
    assert not no_fact(point)


def test_a_head_that_announces_several_things_each_different_is_no_fact():
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact("Loom provides several command-line views of the shelf mesh, and each answers a different question")
    assert no_fact("Loom provides several views of the shelf mesh")
    assert not no_fact("Loom provides several views of the mesh, and loomctl shows each link's speed")


def test_a_sentence_whose_subject_is_the_old_way_tells_the_path_the_answer_replaces():
    from deckgen.parse.drawing_sources import sources
    full = ("The big trick is striping. Standard RAID hashes each file onto one shelf, so two huge files can collide "
            "on the same shelf. Loom spreads every block across all shelves.")
    told = {text: old for text, _, _, old, *_ in sources(full, "", frozenset({"loom", "sprea"}))}
    assert told["Standard RAID hashes each file onto one shelf, so two huge files can collide on the same shelf."]
    assert not told["Loom spreads every block across all shelves."]
    assert not told["The big trick is striping."]
    lead = sources("In traditional RAID the controller hashes each file onto one shelf. Loom spreads every block.", "",
                   frozenset({"loom"}))
    assert lead[0][3] and not lead[1][3]


def test_a_box_or_point_that_ends_on_its_infinitives_verb_is_cut_off():
    assert fault("The appropriate next step is to examine", "box") == "cut off"
    assert fault("The goal of the mesh is to examine every link it carries", "box") == ""


def test_a_point_led_by_a_wrong_options_letter_or_leaning_on_a_counted_problem_is_not_drawn():
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact("D Magnum Loom is a software suite for shelf I/O, it is not a switch")
    assert not no_fact("A Loom shelf holds 24 drives")  # (an article)
    assert fault("The dynamic merger fixes the first problem") == "refers back"
    assert fault("Enabling mesh mode is the first step of the setup") == ""


@pytest.mark.parametrize("point", ["Until that is dealt with, every job scheduled onto shelf 7 is likely to fail",
                                   "When that happens, the shelf is drained"])
def test_a_lead_clause_whose_subject_is_that_refers_back(point):
    assert fault(point) == "refers back"


def test_the_same_thing_with_only_a_phrase_after_it_leans_on_the_line_before():
    from deckgen.parse.drawing_lean import leans
    assert leans("Shelf covers in empty bays do the same thing at the scale of a single shelf")
    assert not leans("Loom reads each block from the same shelf the writer used")  # (told after it)


def test_a_line_that_goes_further_than_the_text_before_leans_on_it():
    from deckgen.parse.answersure import LEANS, doubt
    from deckgen.parse.drawing_lean import leans
    line = "Loom Mesh goes further with adaptive striping between shelves and vaults"
    assert leans(line)
    assert doubt(line + ".", line + ".", "cause", "What is the most likely cause?", "Writes stall.", frozenset(),
                 frozenset()) == LEANS
    assert not leans("Loom Mesh stripes each write further across the shelves")


@pytest.mark.parametrize("point", ["Afterwards, check that every shelf came up with loomctl get shelves",
                                   "Afterward, the vault should show Pending: No"])
def test_what_comes_afterwards_leans_on_the_step_before(point):
    from deckgen.parse.drawing_lean import leans
    assert leans(point)


@pytest.mark.parametrize("point", ["As an aside, the shelf firmware itself often ships with Loom Mesh",
                                   "Suppose a security advisory requires an updated shelf package on every node",
                                   "The vaults are served by Loom License System, which has two kinds of service instance",
                                   "Okay class, extended resources such as loom.io/shelf follow stricter rules than CPU"])
def test_an_aside_a_what_if_a_call_to_the_class_and_kinds_not_named_are_no_facts(point):
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(point)
    assert not no_fact("Extended resources such as loom.io/shelf follow stricter rules than CPU and memory")


def test_that_as_the_subject_of_a_figure_leans_on_the_line_before():
    from deckgen.parse.drawing_lean import leans
    assert leans("At 450 GB/s one-way over the mesh that takes about 44 ms")
    assert not leans("At 450 GB/s one-way over the mesh a 20 GB shard takes about 44 ms")


def test_an_answer_line_between_both_of_what_the_sentence_before_named_leans():
    from deckgen.parse.answersure import LEANS, doubt
    line = "The Loom hub is the boundary between both: it has a heat exchanger and redundant pumps."
    assert doubt(line, line, "thing", "Which component is this?", "Which component is this?", frozenset(),
                 frozenset()) == LEANS
    told = "The Loom hub is the boundary between both the shelf loop and the vault loop."
    assert doubt(told, told, "thing", "Which component is this?", "Which component is this?", frozenset(),
                 frozenset()) != LEANS
