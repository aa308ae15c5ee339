"""The answer line is left empty, with the reason, when the sentence weighed best may be true and still
not the answer (`answersure`): say less, never wrong. The texts are made up, on other topics and in
other voices than the corpus, so that the rules are held to the form of the text."""
from __future__ import annotations

from deckgen.parse import answerform
from deckgen.parse.answersure import doubt
from deckgen.parse.answertext import answer_line
from deckgen.parse.words import keywords


def test_a_not_question_without_its_options_gets_no_line():
    stem = ("A team moves its reporting database to a new cluster. Which statement about the write-ahead log is "
            "NOT correct?")
    short = ("People often think the log slows every commit down. The log is a record of intent, not of results, "
             "and it is not replayed on every read.")
    full = ("The write-ahead log records each change before the data files see it. After a crash, the server "
            "replays the log from the last checkpoint. Replicas stream the log to stay current.")
    line, why = answer_line(stem, {}, ("C",), short, full, [])
    assert (line, why) == ("", "the false statement is not given, so no line can correct it")


def test_a_definition_of_what_the_question_names_is_no_answer_to_which_statements():
    stem = ("A shop runs nightly batch reports and a live storefront on the same hardware. Which TWO statements "
            "about using Postgres and Redis for these workloads are correct? (Choose two.)")
    short = ("Think of the two as a filing cabinet and a sticky note. They grew up solving different problems.")
    full = ("Postgres is a relational database widely used for reporting and transactional systems. Reports join "
            "many tables and need consistent snapshots of them.\n\nRedis is an in-memory store built for fast "
            "lookups. A storefront reads sessions and carts thousands of times a second.")
    line, why = answer_line(stem, {}, ("A", "D"), short, full, [])
    assert (line, why) == ("", "the best sentence defines what the question names")


def test_a_line_about_another_name_than_the_one_the_text_keeps_using_is_no_thing_answer():
    stem = ("A web team wants every request through its gateway traced without changing the services. Which "
            "component adds the --trace flag to the gateway?")
    short = ("The gateway is great at routing but knows nothing about tracing. Spyglass fills the gap: it hooks "
             "into the gateway and adds flags such as --trace and --sample.")
    full = ("Spyglass is an open-source plugin for the gateway. HOOKS is the gateway's extension interface for "
            "request handling, and Spyglass uses it to add tracing flags to the gateway, including --trace, "
            "--sample and --export. Spyglass sends its spans to any collector. Spyglass runs in the gateway "
            "process.\n\nWhy the others are wrong:\n- A: The collector only stores spans; it adds no flags.")
    line, why = answer_line(stem, {}, ("B",), short, full, ["The collector"])
    assert (line, why) == ("", "the best sentence is about another thing than the answer")


def test_a_requirement_for_every_case_is_not_the_cause_of_this_one():
    stem = ("After a new shelf of disks is added, every backup job that asks for the tape library fails at once "
            "with \"unknown device class\", while disk-only jobs run. What is the most likely cause?")
    short = "The disks are fine and the library answers. The catalogue simply never heard of the device class."
    full = ("For a job's device request to be accepted, the director has to know the device class in three "
            "places:\n\n- the director's own device list\n- the storage daemon's resource file\n- the pool "
            "definition\n\nThe error is returned when the requested class is missing from the director's list.")
    line, why = answer_line(stem, {}, ("B",), short, full, [])
    assert (line, why) == ("", "the best sentence states a requirement, not the cause")


def test_a_line_that_says_one_of_the_two_things_asked_is_no_answer():
    stem = ("An architect evaluates a storage appliance for a log archive. Which statement correctly describes how "
            "the cache tier and the disk tier are linked and how the disk tier can serve cold reads?")
    short = ("The two tiers share one controller, so data moves between them without a network hop. Cold "
             "reads go to disk.")
    full = ("The appliance places a flash cache tier and a disk tier behind one controller, linked by an "
            "internal bus. The controller keeps one namespace across both tiers.")
    line, why = answer_line(stem, {}, ("C",), short, full, [])
    assert (line, why) == ("", "the question asks two things and the best sentence says one")


def test_a_line_cut_before_the_part_that_holds_the_questions_words_is_no_answer():
    stem = ("Before resharding, an operator wants to see how each shard maps to its replica and to its disk, and "
            "which node holds the primary copy. Which command displays this mapping as a table?")
    short = "Quick answer: shardctl status, with its table option."
    full = ("The shardctl status command reports the cluster state as seen by the coordinator, and its -t (table) "
            "option prints every shard with its replica, its disk and its primary node as one table row per shard "
            "for the whole cluster. Operators run shardctl status -t before every resharding.")
    line, why = answer_line(stem, {}, ("A",), short, full, [])
    assert (line, why) == ("", "the best sentence answers only in a part too long to keep")


def test_a_cause_that_tells_of_the_setup_and_not_of_what_went_wrong_is_no_answer():
    stem = ("A bank turns on disk encryption for the database volumes of its reporting cluster. Nightly reports that "
            "read from cache finish on time, but the loader that writes many small files to the volumes now runs "
            "twice as long. What is the most likely cause?")
    short = "Encryption is cheap for reads that stay in memory."
    full = ("With encryption on, the cluster and the key server set up a key-exchange session for the database "
            "volumes, and every block write to disk is encrypted and checksummed on its own. Work that stays in "
            "memory barely notices.")
    line, why = answer_line(stem, {}, ("B",), short, full, [])
    assert (line, why) == ("", "the best sentence tells of the setup, not of what went wrong")
    # (a second part whose own words the explanations never use is answered without them)
    stem = ("A site meters 1,250 kW at the facility and 1,000 kW at the IT load. What is the facility's power "
            "usage effectiveness, and what does it indicate?")
    full = ("Power usage effectiveness is facility power divided by IT power: 1.25 for this facility, so 0.25 W "
            "of overhead is spent for every watt of IT load.")
    line, why = answer_line(stem, {}, ("B",), "Divide the two meters.", full, [])
    assert line and why == ""


def test_a_thing_line_whose_names_are_all_the_stems_is_background():
    stem = ("A developer wants to push images to the company's Harbor registry with Podman. She has just created "
            "a robot account token in Harbor. What must she type as the login name?")
    short = "Not her own login: the login name is the robot's name, $robotkey, and the password is the token."
    full = ("The Harbor registry at harbor.corp authenticates Podman clients with robot account tokens. Type the "
            "robot name $robotkey as the login name and paste the token as the password. The token expires with the account. Quote $robotkey "
            "in scripts so the shell does not expand it; $robotkey only works for the projects it was "
            "granted.\n\nB is incorrect because her personal account is for the web portal.")
    line, why = answer_line(stem, {}, ("A",), short, full, ["her personal account"])
    assert (line, why) == ("", "no sentence names the answer")


def test_a_line_that_points_back_or_tells_a_later_step_is_no_answer():
    stem = ("A render farm has six nodes, and nodes 1 and 2 already run a colleague's jobs. Which scheduler "
            "option keeps a new job on nodes 5 and 6 only?")
    short = ("Use the pin list: --nodelist=node5,node6 at submit time. The Quarry scheduler then hands the job "
             "only these two nodes, and the job numbers them 0 and 1.")
    full = ("The Quarry scheduler reads --nodelist when the job is queued. Nodes outside the list are never "
            "offered. Quarry keeps the list for every task of the job.")
    line, why = answer_line(stem, {}, ("C",), short, full, [])
    # (never "The Quarry scheduler then hands the job only these two nodes": since the twenty-eighth session a "then" after
    # the subject is read before the line is weighed, and another sentence that reads alone may answer instead)
    assert "then hands" not in line and (line or why == "the best sentence needs the one before it"), (line, why)


def test_how_to_check_is_no_cause():
    stem = "Throughput on one shelf dropped by a fifth while the others are fine. What is the most likely cause?"
    line = "The administrator can confirm with loomctl status -d POWER."
    why = doubt(line, line, "cause", stem.split(". ")[-1], stem, keywords(stem), frozenset(), line)
    assert why == "the best sentence tells how to check, not the cause"
    line = "A power cap set by the facility script holds every shelf at 500 W."
    assert doubt(line, line, "cause", stem.split(". ")[-1], stem, keywords(stem), frozenset(), line) == ""


def test_a_line_that_counts_what_it_does_not_list_is_no_answer():
    stem = ("After moving the mail server into a jail, outgoing mail stalls in the queue although the relay "
            "answers from the host. What is the most likely cause?")
    sentence = ("The relay transport needs two things inside the jail: the resolver configuration and the relay "
                "socket under /var/spool/relay.")
    line = "The relay transport needs two things inside the jail."
    why = doubt(line, sentence, "cause", stem.split(". ")[-1], stem, keywords(stem), frozenset(), sentence)
    assert why == "the best sentence announces what it does not say"
    # (a count followed by a claim of its own is that claim's detail)
    line = "The relay transport has two halves that must run the same version."
    sentence = line[:-1] + ": the daemon and the client library."
    assert doubt(line, sentence, "cause", stem.split(". ")[-1], stem, keywords(stem), frozenset(), sentence) == ""
    # (a count in a later clause, after a claim of its own, is that claim's detail)
    line = "The relay transport reads the jail's resolver first and runs in two phases."
    sentence = line[:-1] + ": lookup, then delivery."
    assert doubt(line, sentence, "cause", stem.split(". ")[-1], stem, keywords(stem), frozenset(), sentence) == ""
    # ("everything" announces, even after an aside's commas)
    line = "The installer readies a node by deploying, as containers, everything the node needs."
    sentence = line[:-1] + ": the relay, the resolver and the spool."
    why = doubt(line, sentence, "cause", stem.split(". ")[-1], stem, keywords(stem), frozenset(), sentence)
    assert why == "the best sentence announces what it does not say"


def test_a_demonstrative_before_a_noun_the_stem_does_not_use_points_back():
    stem = "A studio chains three render passes into one job. Which scheduler feature runs them as one pipeline?"
    line = "The pipeline job itself has no binary, only this description of the passes."
    assert doubt(line, line, "thing", stem.split(". ")[-1], stem, keywords(stem), frozenset({"pipelin"}),
                 line) == "the best sentence needs the one before it"


def test_a_line_that_answers_in_the_questions_own_noun_names_the_thing():
    stem = ("A tester opens the staging console, which asks for a login name and a password. She holds a fresh "
            "access key. What must she type as the login name?")
    short = "Quick one: the login name is literally the word $svcbot, and the password is the access key."
    full = ("The staging console authenticates API clients with access keys. Type $svcbot as the login name; "
            "$svcbot tells the console to read the password as a key.\n\nB is incorrect because the e-mail "
            "address signs in to the portal only.")
    line, why = answer_line(stem, {}, ("A",), short, full, ["the e-mail address"])
    assert "$svcbot" in line and why == ""


def test_where_the_questions_subject_belongs_is_not_what_it_is():
    stem = "A buyer asks what the Loom portal actually is. Which statement describes the Loom portal correctly?"
    line = "The Loom portal (Loom Workspace Portal) is part of the Weave business suite."
    assert doubt(line, line, "statement", stem.split(". ")[-1], stem, keywords(stem), frozenset(), line) == \
        "the best sentence says what the question's subject belongs to, not what it is"
    line = "The Loom portal is part of the Weave suite, and it serves each team's dashboards from one host."
    assert doubt(line, line, "statement", stem.split(". ")[-1], stem, keywords(stem), frozenset(), line) == ""


def test_a_line_cut_before_the_next_answer_is_no_answer_to_a_several_answer_question():
    stem = ("Your team runs a log archive on spinning disks and the nightly scans stall. The storage folks ask which "
            "features they need to turn on so that bursts are not lost and scans keep streaming. Which TWO should "
            "they enable? (Choose two.)")
    short = ("OK so, disks hate small random writes. To keep the archive healthy you switch on write coalescing for "
             "the log volume, so a burst is merged into one large write instead of many small ones, and you turn on "
             "read-ahead for the archive volume, so sequential scans never wait on the disk. Those two together are "
             "the classic recipe.")
    full = "Disks seek for every small request. Each seek costs milliseconds."
    line, why = answer_line(stem, {}, ("B", "D"), short, full, [])
    assert (line, why) == ("", "the question asks for several answers and the line gives one")


def test_a_thing_line_led_by_a_new_name_stays_though_the_text_says_it_once():
    stem = "Which cache gives the Z9 controller its read speed?"
    full = "FlashTier is stacked next to the controller, which gives it a wide bus."
    line, why = answer_line(stem, {}, ("B",), "Short and sweet.", full, ["the spindles"])
    assert line.startswith("FlashTier is stacked") and why == ""


def test_a_question_run_into_a_code_block_is_asked_from_its_question_word():
    from deckgen.parse.answerkind import asking_sentence, kind
    merged = ('A tester writes the job below, and it starts, but probe() returns False inside it. job: cmd: ["run", '
              '"--fast"] Which change makes the runner give this job one slot?')
    asked = asking_sentence((merged,))
    assert asked == "Which change makes the runner give this job one slot?"
    assert kind(asked) != "negative"  # (the scenario's "False" is no "Which is false?")


def test_one_step_of_a_numbered_list_is_no_answer_to_a_question_that_asks_for_the_order():
    stem = "A team builds a search index over its wiki. What is the correct order of the indexing steps?"
    full = ("Think of a kitchen line.\n\n1. Split: cut each page into passages of a few hundred words.\n"
            "2. Embed: run each passage through the embedding model to get its vector.\n"
            "3. Store: write the vectors with their page ids into the vector store.")
    line, why = answer_line(stem, {}, ("B",), "Picture a kitchen line.", full, [])
    assert (line, why) == ("", "the question asks for an order and the best sentence does not give it")
    # Asked for one step, the step is the answer.
    line, why = answer_line(stem.replace("the correct order of the indexing steps", "done to each passage "
                                         "to get its vector"), {}, ("B",), "Not much.", full, [])
    assert why == "" and "embedding model" in line


def test_an_order_question_gets_no_line_that_gives_no_order_and_a_count_with_nothing_counted_is_no_line():
    stem = "A team deploys a model to a new accelerator. What is the correct sequence of the steps?"
    full = "Think of a kitchen line.\n\nAn engine is tuned for the exact accelerator model that built it."
    line, why = answer_line(stem, {}, ("D",), "Picture a kitchen line.", full, [])
    assert (line, why) == ("", "the question asks for an order and the best sentence does not give it")
    stem = "A scheduler must hand out accelerators. Which TWO changes are needed?"
    full = "Two pieces of configuration are needed before it will schedule them."
    line, why = answer_line(stem, {}, ("A", "D"), "Picture a kitchen line.", full, [])
    assert line == ""


def test_an_images_sentences_and_a_line_led_by_each_one_or_the_two_are_no_answer():
    stem = "A team shares one accelerator between tenants. Which statement about the shared mode is true?"
    short = ("Picture an apartment building versus a shared meeting room. The shared mode is the meeting room: every "
             "tenant gets its own locker.")
    full = "Each one gets its own memory slice. The two can also be combined in one pool."
    line, why = answer_line(stem, {}, ("E",), short, full, [])
    assert "meeting room" not in line and not line.startswith(("Each one", "The two"))


def test_three_answers_on_a_recall_card_are_no_join_of_two_sentences():
    """"Which THREE …?" with no options listed: two sentences joined give two answers at most, and the best two
    by their words may be background ("After a change, the daemons must be restarted"): the line is left for the
    maintainer, and says why."""
    stem = "A cluster must schedule its Loom shelves per job. Which THREE settings are required? (Choose three.)"
    short = ("Three settings must be present: the shelf type must be declared in loom.conf, each host entry must "
             "state how many shelves it has, and shelves.conf on the hosts must map those shelves to device files.")
    full = ("After a settings change, the loomctld and loomd daemons must be restarted and the shelves checked again. "
            "When a job is given shelves, the scheduler sets LOOM_VISIBLE_SHELVES so that the job sees only its "
            "shelves.\n\nB is wrong because a global LOOM_VISIBLE_SHELVES exposes every shelf to every job.\n"
            "E is wrong because the shelf operator serves other clusters.")
    line, why = answer_line(stem, {}, ("A", "C", "D"), short, full, [])
    assert (line, why) == ("", "the question asks for 3 answers and no line is known to give each")


def test_a_line_cut_after_words_that_announce_an_example_is_cut_off():
    assert "cut off" in answerform.reads_alone("Each host entry declares the shelf count and the type, for example.")
    assert "cut off" in answerform.reads_alone("The map names the devices, e.g.")
    assert answerform.reads_alone("Each host entry declares the shelf count, for example eight shelves.") == []
