"""The one-line answer (`answertext`, `answerform`, `answerkind`, `answerpick`): a line of the text that
reads alone and gives what the question asks for, or nothing and why. The texts here are written in
other words and on other topics than the corpus, so that the rules are held to the form, not to it."""
from __future__ import annotations

from pathlib import Path

import pytest

from deckgen.parse import answerform, answerkind, answerphrase, answertext, lists, parse_file, parse_text
from deckgen.parse.answercandidates import answer_candidates
from deckgen.parse.answertext import answer_line
from helpers import raw_text


@pytest.mark.parametrize("line, why", [
    ("Quick recap: the planner rewrites the query before it runs.", "leading label"),
    ("Storage tier: Each shard keeps three replicas.", "leading label"),
    ("It keeps three replicas of every shard.", "leading pronoun"),
    ("These replicas live on separate racks.", "leading pronoun"),
    ("So the planner picks the index scan.", "needs the sentence before it"),
    ("The planner, therefore, picks the index scan.", "needs the sentence before it"),
    ("Is wrong because the planner never caches plans.", "needs the sentence before it"),
    ("When the table holds fewer than a thousand rows.", "a subordinate clause alone"),
    ("The cost is rows × × pages.", "values dropped"),
    ('The log says "checkpoint starting and stops.', "a quotation or parenthesis left open"),
    ("In large clusters it usually runs on a dedicated host.", "a pronoun that needs the sentence before it"),
    ("Option C is wrong because replicas do not shard.", "talks about the options"),
    ("The index scan reads only the pages that hold matching rows and skips the rest of the table, "
     "which keeps the number of random reads low even when the table grows to millions of rows over time.",
     "over 35 words"),
    ("The planner picks the index scan for the", "cut off"),
    ("Stale plans are mistakes it can catch but not undo.", "a pronoun that needs the sentence before it"),
    ("If it isn't running, or its version differs from the driver's, the array returns error 17.",
     "a pronoun that needs the sentence before it"),
    ("Once they fail over, the standby controller serves the reads.", "a pronoun that needs the sentence before it"),
    ("Addresses for LoomFS it does not give; the host does that.", "a pronoun that needs the sentence before it"),
])
def test_a_line_that_needs_more_than_itself_is_caught(line, why):
    assert why in answerform.reads_alone(line)


@pytest.mark.parametrize("line", ["--data-dir=/srv/pg:/srv/pg.", "The docs are at https://example.org/pg.",
                                  "Set work_mem = 64MB for the session."])
def test_a_flag_a_path_or_an_address_drops_no_value(line):
    assert answerform.reads_alone(line) == []


@pytest.mark.parametrize("line", [
    "If the map daemon isn't running, the array returns error 17.",
    "The planner picks the index scan.",
    "pg_stat_statements records the time of every statement.",
    "Three replicas, one per rack.",
    "Vacuum reclaims dead rows; autovacuum runs it on a schedule.",
    "Verify that a map daemon is running for the array and bring one up if not.",  # (an ellipsis, not a cut)
])
def test_a_line_that_reads_alone_passes(line):
    assert answerform.reads_alone(line) == []


def test_the_same_after_a_lead_phrase_points_back():
    assert answerform.fitted("On the replica nodes the same rule applies, which is why the agent stops first.") is None
    assert answerform.fitted("On the replica nodes the rule applies too.") == "On the replica nodes the rule applies too."


def test_a_sentence_is_made_into_a_line_without_rewording():
    # a short label goes; one that names the answer stays, set off by a dash
    assert answerform.fitted("Storage tier: each shard keeps three replicas on separate racks.") == \
        "Each shard keeps three replicas on separate racks."
    assert answerform.fitted("Write-ahead log: every change is written there before the table.", keep_label=True) \
        == "Write-ahead log — every change is written there before the table."
    # a leading "It" gets what it stands for; "Its" and "It's" too
    assert answerform.fitted("It rewrites the query before it runs.", referent="The planner") == \
        "The planner rewrites the query before it runs."
    assert answerform.fitted("It's the process that reclaims dead rows.", referent="Autovacuum") == \
        "Autovacuum is the process that reclaims dead rows."
    # a conclusion stands without its "So"; a command keeps its first word as written
    assert answerform.fitted("So the planner falls back to a sequential scan.") == \
        "The planner falls back to a sequential scan."
    assert answerform.fitted("pg_ctl reload re-reads the configuration files.") == \
        "pg_ctl reload re-reads the configuration files."
    # a pronoun no sentence resolves: no line
    assert answerform.fitted("They are kept on separate racks.") is None
    # a line over about 25 words loses an aside that qualifies ("for …", "e.g. …"), names and all; a figure's stays
    assert answerform.fitted("Loom Direct lets the DMA engine of the disk or of the network adapter (for NVMe-oF and "
                             "RDMA-capable shelves) move blocks straight to or from the memory of the accelerator.") == \
        "Loom Direct lets the DMA engine of the disk or of the network adapter move blocks straight to or from the " \
        "memory of the accelerator."
    assert "(FP8)" in answerform.fitted("The planner keeps every weight of the model in the smallest format (FP8) that "
                                        "the accelerator supports, which halves the memory the model needs on each card.")


def test_a_long_sentence_is_cut_where_a_clause_ends_never_inside_a_list():
    long = ("The planner estimates the cost of every candidate plan from the table statistics and the cost "
            "settings; it then picks the cheapest plan, which is usually the index scan for selective filters.")
    assert answerform.fitted(long) == ("The planner estimates the cost of every candidate plan from the table "
                                       "statistics and the cost settings; it then picks the cheapest plan.")
    listed = "The license includes full vendor support, with access to experts, security fixes, and long-term branches."
    assert answerform.clause_cut(listed, 12) == "The license includes full vendor support"
    # parentheses that hold a value or a command stay
    kept = ("The most thorough check (pg_amcheck --heapallindexed) reads every page of every table and index in "
            "the database and compares them, which takes hours on a large cluster but finds silent corruption.")
    assert "(pg_amcheck --heapallindexed)" in answerform.fitted(kept)


@pytest.mark.parametrize("asked, answers, kind", [
    ("Which utility should the DBA run to find the slow statements?", 1, "thing"),
    ("Which extension is missing from the server?", 1, "thing"),
    ("What must be installed on each replica?", 1, "thing"),
    ("Which statement best describes how MVCC handles concurrent updates?", 1, "statement"),
    ("What is the most likely cause of the replication lag?", 1, "cause"),
    ("Why does the query ignore the index?", 1, "cause"),
    ("What should the DBA do FIRST?", 1, "action"),
    ("What is the best next action for the DBA?", 1, "action"),  # (no "should … do": the action named)
    ("What is the recommended first step for the on-call engineer?", 1, "action"),
    ("Roughly how many connections can the pooler keep open?", 1, "number"),
    ("Total replication bandwidth per node (all replicas combined)?", 1, "number"),  # (a terse prompt: the quantity's name)
    ("What is the main benefit of a connection pooler?", 1, "benefit"),
    ("Which TWO settings reduce checkpoint spikes? (Choose two.)", 2, "multi"),
    ("Which statement about vacuum is NOT correct?", 1, "negative"),
])
def test_the_kind_of_answer_is_read_from_the_question_form(asked, answers, kind):
    assert answerkind.kind(asked, answers) == kind


SHORT = "Short version: the slow statements are found by pg_stat_statements, not by the server log."
FULL = ("pg_stat_statements is an extension that records planning and execution statistics for every "
        "statement the server runs. pg_stat_statements groups statements by their normalised text, so the "
        "slowest ones rise to the top of its view. The server log shows only what crosses a threshold.")


def test_a_thing_question_gets_the_line_that_names_the_thing():
    line, why = answer_line("A database runs slowly. Which extension should the DBA enable to find the slowest "
                            "statements?", {}, ("B",), SHORT, FULL, ["The server log"])
    assert (line, why) == ("pg_stat_statements is an extension that records planning and execution statistics "
                           "for every statement the server runs.", "")


def test_no_line_that_names_the_thing_leaves_it_for_the_maintainer():
    short = "Here is the thing: slow statements hide in plain sight. They only show up when you aggregate."
    full = "Aggregating by statement text is what reveals them. Logs show single slow runs."
    line, why = answer_line("Which extension should the DBA enable to find the slowest statements?", {}, ("B",),
                            short, full, ["The server log"])
    assert (line, why) == ("", "no sentence names the answer")


def test_listed_options_answer_briefly_each_with_its_pronoun_resolved():
    stem = "A team evaluates the Citus Extension for sharding. Which TWO statements are correct? (Choose two.)"
    options = {"A": "It distributes each table across worker nodes by a distribution column, and it routes every "
                    "query to the workers that hold the matching shards.",
               "B": "It needs a separate license for every worker.",
               "C": "The coordinator node plans distributed queries and merges the partial results that the "
                    "workers send back to it."}
    line, why = answer_line(stem, options, ("A", "C"), "The Citus Extension shards tables.", "", [])
    assert why == ""
    assert line.startswith("The Citus Extension distributes each table across worker nodes")
    assert "; the coordinator node plans distributed queries" in line
    assert len(line.split()) <= answerform.MAX_WORDS and answerform.reads_alone(line) == []


def test_two_answers_that_do_not_fit_one_line_leave_it_rather_than_give_one_of_them():
    stem = "Which TWO statements about Loom shelves are correct? (Choose two.)"
    short = ("The smallest Loom shelf profile 1s.8tb holds one drive sled of the six in a shelf and around 8 TB of usable "
             "flash for one vault. Loom is cutting one physical shelf in hardware into up to six separate storage vaults "
             "of its own.")
    line, why = answer_line(stem, {}, ("A", "C"), short, "Shelves are divided in hardware.", [])
    # (either sentence alone is half the answer: over ~35 words together, neither is given)
    assert (line, why) == ("", "the question asks for two answers and no two short lines give them")


def test_a_stated_answers_gist_after_its_letter_is_the_line():
    # ("So the answer is D: drain the node, …": the gist the text gives the answer, not a later step's sentence)
    stem = "A shelf drops out of the vault and its drives vanish from loomctl. What should you do next?"
    full = ("When a shelf drops out, every vault on it fails. If the shelf stays in the pool, new writes land on it and "
            "fail too. Next, run loom-report.sh before any power cycle, because a power cycle clears the shelf's log. "
            "If the shelf drops out of the vault again and its drives vanish from loomctl a second time, it is a "
            "hardware case: send loom-report.sh and the LoomOS shelf log to Loom Enterprise Support.\n\n"
            "A) A smaller stripe does nothing for a shelf that is gone.\nB) A new client version cannot bring it back.\n"
            "C) Rebalancing moves data onto the failing shelf.\n\nSo the answer is D: drain the shelf, collect "
            "loom-report.sh, power-cycle it and run diagnostics.")
    question = parse_text(raw_text(stem, short="A dropout is a hardware or platform problem.", full=full),
                          path=Path("raw/000_q1.txt"), qid="q1", order=0, source="raw/000_q1.txt").question
    assert question.answer == ("D",)
    assert question.answer_text == "Drain the shelf, collect loom-report.sh, power-cycle it and run diagnostics."
    from deckgen.parse.answerlead import option_said
    assert option_said(full, ("D",)) == question.answer_text
    assert option_said(full, ("C",)) == ""  # (the gist of the letter stated, and only of the answer)
    # (and a value in parentheses after it: "The correct answer is C (about 140 GB).")
    assert option_said("Weights take 2 bytes each. The correct answer is C (about 140 GB). A is INT4.", ("C",)) == \
        "About 140 GB."


def test_a_parsed_card_carries_the_reason_it_has_no_answer_line():
    text = raw_text("Which extension should the DBA enable to find the slowest statements?",
                    short="Slow statements hide in plain sight. They only show up when you aggregate.",
                    full="Aggregating is what reveals them. Logs show single runs.")
    question = parse_text(text, path=Path("raw/000_q1.txt"), qid="q1", order=0, source="raw/000_q1.txt").question
    assert question.answer_text == ""
    # (The text names no option and no letter: a recall card, with no letter to set; its line is what is missing.)
    assert question.review == {"answer_text": "no sentence names the answer",
                               "infographic": "no line of the text could be drawn whole"}


def test_a_false_option_is_answered_by_the_sentence_that_corrects_it():
    stem = "A team reviews how the planner works. Which statement about the planner is NOT correct?"
    options = {"A": "The planner uses table statistics.", "B": "The planner caches every plan forever.",
               "C": "The planner picks the cheapest plan."}
    short = "The planner never caches plans forever: cached plans are dropped when statistics change. It is fast."
    assert answer_line(stem, options, ("B",), short, "", []) == (
        "The planner never caches plans forever: cached plans are dropped when statistics change.", "")
    # no sentence corrects it: the false statement is not shown as the answer
    assert answer_line(stem, options, ("B",), "The planner uses statistics.", "", []) == (
        "", "the answer is a false statement no sentence corrects")


def test_a_false_figure_is_answered_by_the_sentence_that_gives_the_true_one_without_its_aside_on_the_option():
    stem = "A team reviews how the planner works. Which statement about the planner is NOT correct?"
    options = {"A": "The planner uses table statistics.", "B": "The planner keeps at most 64 MB of cached plans per "
               "session, so it fits any server.", "C": "The planner picks the cheapest plan."}
    short = ("The false statement is B. The planner keeps up to 512 MB of cached plans per session, eight times the "
             "figure given in the statement, and it must be sized with the server.")
    assert answer_line(stem, options, ("B",), short, "", []) == (
        "The planner keeps up to 512 MB of cached plans per session, and it must be sized with the server.", "")
    # the same figure again, or one in another unit, corrects nothing
    for same in ("The planner keeps cached plans per session in 64 MB of memory.",
                 "The planner keeps cached plans per session for 30 minutes."):
        assert answer_line(stem, options, ("B",), same, "", []) == (
            "", "the answer is a false statement no sentence corrects")


def test_a_false_denial_is_answered_by_the_sentence_that_affirms():
    stem = "A team reviews how the planner works. Which statement about the planner is NOT correct?"
    options = {"A": "The planner uses table statistics.", "B": "The planner cannot reuse cached plans; every query "
               "is planned again from scratch.", "C": "The planner picks the cheapest plan."}
    short = ("The planner is not a one-shot tool. The planner reuses cached plans for prepared queries until the "
             "statistics change. That is why B is false.")
    assert answer_line(stem, options, ("B",), short, "", []) == (
        "The planner reuses cached plans for prepared queries until the statistics change.", "")
    # a sentence that repeats the denial corrects nothing
    assert answer_line(stem, options, ("B",), "The planner never reuses cached plans.", "", []) == (
        "", "the answer is a false statement no sentence corrects")


def test_a_line_whose_end_leans_on_the_text_is_cut_at_the_complete_clause_before():
    line = ("The session cache is a shared tier, and every node reads only from its own local copy of it, so a "
            "stale entry can be served like this")
    assert answerform.fitted(line + ".") == ("The session cache is a shared tier, and every node reads only from its "
                                             "own local copy of it.")
    assert answerform.fitted("The session cache is served like this.") is None  # (no clause before it)


def test_to_a_not_question_the_analysis_of_the_answer_itself_gives_the_correction():
    stem = "A team reviews how the planner works. Which statement about the planner is NOT correct?"
    own = ("False, so this is the answer for the NOT question. The planner does not cache plans forever; cached plans "
           "are dropped when the statistics change.")
    # (a recall card: the false statement is not given, the analysis of its letter corrects it)
    assert answer_line(stem, {}, ("B",), "The planner is fast.", "", [], own=own) == (
        "The planner does not cache plans forever; cached plans are dropped when the statistics change.", "")
    assert answer_line(stem, {}, ("B",), "The planner is fast.", "", [])[0] == ""


def test_a_bare_count_answers_with_what_it_counts():
    options = {"A": "2", "B": "3", "C": "4"}
    stem = "A rack has a 35 kW budget. What is the maximum number of Z9 storage shelves it can hold?"
    assert answer_line(stem, options, ("B",), "Three fit.", "", []) == ("3 Z9 storage shelves.", "")
    assert answer_line("How many NVMe drives does one Z9 shelf need?", options, ("C",), "Four.", "", []) == (
        "4 NVMe drives.", "")
    # (one is left as written: "1 shelves" would be wrong)
    assert answer_line(stem, {"A": "1", "B": "2"}, ("A",), "One fits.", "", [])[0] != "1 Z9 storage shelves."


def test_an_options_it_stands_for_a_one_word_name_with_a_capital_inside():
    stem = "A team tunes its cache. Which statement describes QuickLRU correctly?"
    options = {"A": "It writes every block twice.", "B": "It keeps the blocks read most recently in memory."}
    assert answer_line(stem, options, ("B",), "QuickLRU ranks blocks by their last read.", "", []) == (
        "QuickLRU keeps the blocks read most recently in memory.", "")


def test_several_long_answers_are_each_said_briefly_before_an_example_or_a_relative_clause():
    stem = "Which THREE of the following statements are correct? (Choose three.)"
    options = {"A": "Z9 is a storage shelf platform, for example twelve NVMe drives joined by a PCIe switch, that "
                    "server makers integrate into their own systems.",
               "B": "Z7 shelves are complete appliances designed and sold by the vendor, which ship with their own OS "
                    "and are backed by the vendor's support.",
               "C": "Z5 is a modular reference design, which lets builders assemble many shelf configurations from a "
                    "common set of parts.", "D": "Z3 is a tape library."}  # (a restrictive "that" is never cut: test_parse_hk)
    assert answer_line(stem, options, ("A", "B", "C"), "Three are right.", "", []) == (
        "Z9 is a storage shelf platform; Z7 shelves are complete appliances designed and sold by the vendor; "
        "Z5 is a modular reference design.", "")


def test_a_name_that_is_not_what_the_question_lists_is_said_so_in_the_questions_words():
    stem = "Which of the following is NOT a component that the cache operator deploys?"
    options = {"A": "Eviction daemon", "B": "Prometheus exporter", "C": "PostgreSQL 16 database"}
    assert answer_line(stem, options, ("C",), "PostgreSQL is an application.", "", []) == (
        "PostgreSQL 16 database is not a component that the cache operator deploys.", "")
    # ("All of the following are components that … EXCEPT:": one of those the question lists)
    every = "All of the following are components that the cache operator can deploy and manage EXCEPT:"
    assert answer_line(every, options, ("C",), "PostgreSQL is an application.", "", []) == (
        "PostgreSQL 16 database is not one of the components that the cache operator can deploy and manage.", "")
    # (a statement is corrected by a sentence of the text, never so)
    claim = {"A": "The daemon evicts blocks.", "B": "The exporter exposes metrics.", "C": "The operator runs a database."}
    assert answer_line(stem, claim, ("C",), "PostgreSQL is an application.", "", [])[0] == ""


def test_a_contrast_with_it_as_its_subject_is_the_correction_with_the_subject_resolved():
    stem = "The planner can do all of the following EXCEPT:"
    options = {"A": "Use table statistics.", "B": "Cache every plan forever in shared memory.",
               "C": "Pick the cheapest plan."}
    short = "The Query Planner keep statistics for each table. But it don't cache plans forever in shared memory."
    assert answer_line(stem, options, ("B",), short, "", []) == (
        "The Query Planner don't cache plans forever in shared memory.", "")
    # with no subject named before it, "it" stays unknown: no line
    assert answerform.fitted("But it does not cache plans forever.") is None


def test_a_series_of_predicates_is_not_cut_before_its_last_item():
    # "…, pushes …, and keeps …" ends a series: no cut inside it; over 30 words, the sentence is too long
    # to read as one line (a learner rubric fails 33 words), so none: another sentence, or an empty line
    series = ("The operator gives every cluster a controller that provisions and patches each database node, "
              "rotates the credentials of all of them, and keeps their settings in sync from a single console.")
    assert answerform.fitted(series) is None
    shorter = series.replace("rotates the credentials of all of them, ", "rotates credentials, ")
    assert answerform.fitted(shorter) == shorter
    # "…, and the log …" starts a clause of its own: a cut there keeps a complete one
    clause = ("The replica replays the write-ahead log as soon as it arrives from the primary over the network, "
              "and the lag it reports is the distance between the two positions in the log.")
    assert answerform.fitted(clause) == ("The replica replays the write-ahead log as soon as it arrives from the "
                                         "primary over the network.")


def test_a_sentence_that_introduces_a_list_says_its_claim_and_a_stated_answer_is_no_line():
    assert answerform.fitted("A vacuum pass runs in two phases:") == "A vacuum pass runs in two phases."
    assert "talks about the options" in answerform.reads_alone("The correct answer is B, the planner.")
    assert "talks about the options" in answerform.reads_alone("The right choice here is the planner.")
    # the intro with its items' labels, only when the intro's count agrees with them
    listed = "The correct answer is C. A vacuum pass runs in {} phases:\n\n1. Scan: it finds dead rows.\n" \
             "2. Cleanup: it frees them.\n3. Cost: it reads every page."
    def intros(count):
        return [c.text for c in answer_candidates("", lists.to_markdown(listed.format(count))) if "Scan, " in c.text]
    assert intros("three") == ["A vacuum pass runs in three phases: Scan, Cleanup, Cost."]
    assert intros("two") == []


def test_two_phases_compared_side_by_side_are_each_said_by_their_main_clause():
    stem = ("A team sizes the disks of a log store for two kinds of work. Which statement best describes the main "
            "difference between ingestion and compaction in this store?")
    short = "Ingestion and compaction stress different parts of the store, and each needs its own sizing."
    full = ("During each ingestion cycle, the system parses every incoming record, writes the parsed rows to a new "
            "segment file, and then updates the manifest (the segment list) for every open reader.\n\n"
            "Compaction is another matter. The work done in compaction is much simpler: the system merges small "
            "segment files into larger ones to save seeks.")
    line, why = answer_line(stem, {}, ("C",), short, full, [])
    assert (line, why) == ("Ingestion parses every incoming record, writes the parsed rows to a new segment file, "
                           "and then updates the manifest for every open reader; compaction merges small segment "
                           "files into larger ones.", "")
    # (a purpose tail goes: "to save seeks"; "to a new segment file" is no purpose)
    # A plural side would not agree with its verb ("Backups reads …"): no side is said for it.
    from deckgen.parse.answerpair import side_clause
    assert side_clause("During nightly backups, the system reads every block.", "backups") == ""
    assert side_clause("During a backup, the system reads every block.", "backup") == "backup reads every block"
    assert side_clause("During a backup, it reads every block.", "backup") == ""  # (no generic subject)


def test_a_lead_is_chatty_by_its_words_not_by_the_letters_inside_a_word():
    from deckgen.parse.phrases import without_lead
    # ("Pipelining" holds "line", "Savepointing" holds "point": neither is a "Bottom line:" or "Key point:")
    assert without_lead("Pipelining trades latency for throughput: each stage works on another batch.") == \
        "Pipelining trades latency for throughput: each stage works on another batch."
    assert without_lead("Savepointing costs little: a savepoint is a marker.").startswith("Savepointing")
    assert without_lead("Bottom line: each stage works on another batch.") == "Each stage works on another batch."


def test_the_baseline_before_the_answer_is_not_the_answer():
    stem = "A team enables plan caching on its database. What happens to planning time and memory when it is on?"
    short = "Caching is an old trick."
    full = ("In a normal query cycle, planning time grows with every statement, because the planner builds a fresh "
            "plan in memory for each one.\n\nWith plan caching, the planner keeps each prepared plan and reuses it, "
            "so repeated statements skip planning at the cost of some memory per session.")
    line, why = answer_line(stem, {}, ("B",), short, full, [])
    assert why == "" and line.startswith("With plan caching, the planner keeps each prepared plan")


def test_what_to_do_first_is_the_first_step_of_a_numbered_procedure():
    stem = ("A replica reports a corrupted WAL segment while queries still run on the primary. What should the "
            "DBA do FIRST?")
    short = "A damaged record that is replayed on a replica reaches every query that reads the replica."
    full = ("A safe recovery flow looks like this:\n\n1. Pause the replay on the replica (for example, with "
            "pg_wal_replay_pause()) so that no damaged record is applied.\n2. Restore the segment from the archive "
            "and resume replay on the replica.\n3. Compare the replica with the primary and rebuild the replica "
            "if they differ.")
    line, why = answer_line(stem, {}, ("D",), short, full, [])
    assert (line, why) == ("Pause the replay on the replica so that no damaged record is applied.", "")


def test_a_benefit_question_is_answered_by_the_sentence_that_names_the_benefit():
    stem = "A team moves its hot tables to NVMe drives. What is the primary benefit of NVMe for this database?"
    short = ("SATA drives queue commands one at a time over a single channel. NVMe talks to the CPU over PCIe "
             "lanes with many parallel queues. The payoff is far lower read latency for random lookups, under "
             "100 microseconds instead of several milliseconds.")
    full = ("NVMe exposes up to 64K queues. Each queue holds up to 64K commands. SATA exposes one queue of 32 "
            "commands. NVMe drives sit on PCIe lanes, and NVMe drives expose far more queues than SATA drives.")
    line, why = answer_line(stem, {}, ("B",), short, full, [])
    assert line.startswith("The payoff is far lower read latency") and why == ""


def test_a_cause_is_what_is_missing_not_a_rule_or_the_fix():
    stem = ("After a rebuild, every client of the cluster times out when it connects, although the network and the "
            "nodes are healthy. What is the most likely cause?")
    short = "No quorum witness is configured. The nodes wait for a vote that never comes."
    full = ("Every cluster needs a quorum witness before its nodes accept client sessions, usually with a spare "
            "witness. Until a quorum witness answers, the nodes refuse client sessions. The fix here is to register "
            "a quorum witness on a third host.")
    line, why = answer_line(stem, {}, ("E",), short, full, [])
    assert (line, why) == ("No quorum witness is configured.", "")
    line, why = answer_line(stem, {}, ("E",), "The nodes wait for a vote that never comes.", full, [])
    assert not line.startswith(("Every cluster needs", "The fix")), line
    # A step to take is no cause either, whether a label says so ("Fixes: …") or its verb does ("Register …").
    for steps in ("- Fixes: a new quorum witness on the third host is registered before the nodes accept client "
                  "sessions.",
                  "- Register a quorum witness on the third host before the nodes accept client sessions."):
        line, why = answer_line(stem, {}, ("E",), "The nodes wait for a vote.", f"{steps}\n- The witness "
                                "casts the third vote, so two nodes hold a quorum.", [])
        assert not line.lower().startswith(("register", "a new quorum witness")), line


def test_a_why_question_is_answered_by_the_sentence_that_names_the_reason():
    stem = "Why does the database keep a write-ahead log on a separate disk from its tables?"
    short = "Keeping the log apart is a classic layout."
    full = ("The database writes every change to the write-ahead log on its own disk before it touches the tables, "
            "which keeps the separate disk busy with sequential writes. The reason is isolation of failures, not "
            "speed. A table disk that dies leaves the log intact for recovery.")
    line, why = answer_line(stem, {}, ("C",), short, full, [])
    assert (line, why) == ("The reason is isolation of failures, not speed.", "")


def test_a_few_words_of_a_line_stop_only_where_its_phrase_is_complete():
    from deckgen.parse.answerphrase import stops_whole
    line = ("The gateway pairs a packet parser with a rule cache, so lookups stay cheap, and it logs drops, "
            "retries, and timeouts.")
    assert stops_whole("The gateway pairs a packet parser with a rule cache", line)  # (", so": a new clause)
    assert not stops_whole("The gateway pairs a packet parser", line)  # ("pairs X" needs its "with Y")
    assert not stops_whole("It logs drops, retries", line)  # (inside a list)
    assert stops_whole("Backups run nightly", "Backups run nightly.")
    assert not stops_whole("The job keeps a log of", "The job keeps a log of every step.")
    assert not stops_whole("Workers fetch pages and parse", "Workers fetch pages and parse them into records.")
    assert stops_whole("Batching cuts the per-request overhead",
                       "Batching cuts the per-request overhead by grouping calls into one round trip.")
    assert not stops_whole("Each report is signed", "Each report is signed by the auditor before release.")
    assert not stops_whole("The link gives each node", "The link gives each node up to 50 GB/s.")  # (a value next)


@pytest.mark.parametrize("phrase, line", [
    # a relative clause's subject, its verb next
    ("The relay is a sealed, rack-scale unit whose power draw",
     "The relay is a sealed, rack-scale unit whose power draw is on the order of 40 kW per rack."),
    ("Each shard receives its own", "Each shard receives its own dedicated disks, cache and queue."),  # its noun next
    ("The window setting lets the broker", "The window setting lets the broker merge small writes into one."),
    ("Replies have to cross the backbone, or be routed",  # (a passive's "through …" next)
     "Replies have to cross the backbone, or be routed through the old proxy, which adds latency."),
    ("Resizing needs a restart, and the restart cannot happen",  # (a negation the condition after it scopes)
     "Resizing needs a restart, and the restart cannot happen while clients still hold the volume."),
])
def test_a_few_words_do_not_stop_where_the_next_word_is_still_needed(phrase, line):
    from deckgen.parse.answerphrase import stops_whole
    assert not stops_whole(phrase, line)
    assert stops_whole(line.rstrip("."), line)


def test_a_line_that_gives_the_result_of_the_sentence_before_does_not_read_alone():
    assert answerform.reads_alone("The result is a cache that never goes cold.")
    assert answerform.reads_alone("The net effect was fewer retries on every node.")
    assert not answerform.reads_alone("The resulting cache never goes cold.")


def test_an_option_given_as_a_reason_clause_is_the_line_without_its_because():
    stem = "A service restarts every night. Why does the cache grow so large?"
    options = {"A": "Because the pool keeps every page it ever loaded, about 90% of its memory.",
               "B": "Because of the logs."}
    assert answer_line(stem, options, ("A",), "", "", []) == (
        "The pool keeps every page it ever loaded, about 90% of its memory.", "")
    # "Because A, B does C": the reason leads a main clause, which is not dropped
    options["A"] = "Because the pool never evicts, the cache keeps every page it ever loaded."
    assert answer_line(stem, options, ("A",), "", "", [])[0] != "The pool never evicts, the cache keeps every page."


def test_an_option_is_not_cut_where_the_cut_drops_a_number_the_question_names():
    stem = "Port 80 and port 443 both refuse connections. Which statement describes the two failures?"
    option = ("Port 80 refuses connections because the listener on the host was never started again after the "
              "last upgrade of the web server package, while port 443 refuses them because its certificate expired.")
    line, why = answer_line(stem, {"A": option, "B": "Both ports are blocked."}, ("A",), "", "", [])
    assert (line, why) == ("", "the answer option is too long to cut without what the question asks about")


def test_a_line_is_cut_before_a_participle_clause():
    sentence = ("The storage tier is a dedicated flash array that serves every read of the training data, "
                "using the four front-end ports of each controller")
    assert answerform.clause_cut(sentence, 17) == (
        "The storage tier is a dedicated flash array that serves every read of the training data")


def test_an_option_box_is_the_option_whole_or_cut_where_it_is_whole():
    from deckgen.parse.answerphrase import stops_whole
    option = "Xid 94 is a contained error that affects only the application that hit the bad memory"
    assert not stops_whole("Xid 94 is a contained error that affects only the application", option)
    assert stops_whole("The tool is a plugin for Spark 3.x", "The tool is a plugin for Spark 3.x that speeds up SQL.")


def test_a_sentence_about_the_thing_the_sentence_before_introduced_is_not_a_line():
    stem = "A lab links two boards. Which statement describes how each board reads the other board's memory?"
    short = ("The boards are joined by FastBus, a board-to-board bridge with 400 GB/s of bandwidth. "
             "The bridge is coherent, so each board reads the other's memory directly in one address space.")
    line, _ = answer_line(stem, {}, ("B",), short, "", [])
    assert not line.startswith("The bridge")
    from deckgen.parse.answerpick import _points_back
    assert _points_back("The bridge is coherent.", "FastBus, a board-to-board bridge, joins them.")
    assert not _points_back("The bridge is coherent.", "The boards are joined by FastBus.")


def test_a_cause_is_neither_the_quoted_symptom_nor_a_step_of_the_remedy():
    stem = 'Every upload fails with "quota exceeded for bucket" although the bucket is empty. What is the most likely cause?'
    short = ('The message "quota exceeded for bucket" is printed by the gateway whenever an upload is refused. '
             'After raising the limit, the operator reloads the gateway and retries every upload from the queue.')
    line, why = answer_line(stem, {}, ("C",), short, "", [])
    assert not line.startswith(("The message", "After raising")), line


def test_a_line_a_little_long_loses_a_clause_only_where_the_answer_is_not():
    from deckgen.parse.words import keywords
    sentence = ("The scheduler keeps a queue of pending builds for every project, "
                "so the delay a build sees is the queue's length divided by the number of runners.")  # (27 words)
    assert answerform.fitted(sentence, asked=keywords("How long is the delay a build sees?")) == sentence
    assert answerform.fitted(sentence, asked=keywords("Which component holds the pending builds?")) == (
        "The scheduler keeps a queue of pending builds for every project.")


def test_an_answer_option_over_about_25_words_loses_its_aside_then_a_clause_that_adds_to_it():
    # (a learner reads no more than about 25 words as one line: the option is the answer, said shorter where it can be)
    def line(option: str) -> str:
        return answer_line("What should the DBA do FIRST?", {"A": "Reboot.", "C": option}, ("C",), "", "", [])[0]
    aside = ("Drain the replica, run the checker with its full scan (not the quick one), then restart the service; if "
             "the errors return, restore it from the last backup.")  # (28 words)
    assert line(aside) == ("Drain the replica, run the checker with its full scan, then restart the service; if the errors "
                           "return, restore it from the last backup.")
    clause = ("Drain the replica, run the checker with its full scan over every table, then restart the service; if the "
              "errors return, restore it from the last backup.")  # (27 words)
    assert line(clause) == "Drain the replica, run the checker with its full scan over every table, then restart the service."
    degree = ("The Loom shelf is a liquid-cooled, rack-scale array whose power draw is on the order of 40 kW per rack, far "
              "beyond what conventional air cooling can remove.")  # (28 words: its degree goes)
    assert line(degree) == "The Loom shelf is a liquid-cooled, rack-scale array whose power draw is on the order of 40 kW per rack."
    kept = "Drain the replica, run the checker with its full scan, then restart the service and watch its log for errors."
    assert line(kept) == kept  # (20 words: whole)


def test_a_tendency_of_a_kind_of_thing_is_not_the_cause_of_this_case():
    stem = "A nightly export job is killed after ten minutes with an out-of-memory message. What is the most likely cause?"
    short = ("Export jobs often buffer far more rows than expected. "
             "The job went over the 8 GB memory limit its container was given, and the kernel killed it.")
    line, _ = answer_line(stem, {}, ("B",), short, "", [])
    assert line == "The job went over the 8 GB memory limit its container was given, and the kernel killed it."


@pytest.mark.parametrize("line", [
    "Each migration is tied to the schema version it was written with",
    "The scheduler pins a job to the rack it starts on",
    "A wheel only installs on the interpreter it was built for",
])
def test_an_answer_line_may_end_in_a_relative_clause_s_preposition(line):
    # (a drawing's point never ends so: the corpus's score reads any line ending in "on" as cut, and a
    # point can be left out where the answer line cannot)
    assert answerform.reads_alone(line + ".") == []
    assert answerform.clause_cut(line + ", so a copy moved to another host fails at load time", 14) == line


@pytest.mark.parametrize("line", [
    "The job fails at once, and it runs on",
    "The service restarts whenever it depends on",
    "The index is rebuilt and then it connects to",
])
def test_a_preposition_after_a_clause_that_is_not_relative_still_cuts_an_answer_line(line):
    assert answerform.reads_alone(line + ".") == ["cut off"]
    assert answerform.clause_cut(line + ", so a copy moved to another host fails at load time", 14) == ""


@pytest.mark.parametrize("lead", ["Consequently", "Hence", "Moreover", "Furthermore", "In addition"])
def test_a_connective_that_leans_on_the_sentence_before_goes_from_an_answer_line(lead):
    from deckgen.parse.answerform import fitted
    assert fitted(f"{lead}, the Loom shelf never drops a block on overflow.") == "The Loom shelf never drops a block on overflow."


def test_a_correction_may_share_one_word_of_the_claim_when_it_shares_three_of_the_statement():
    # ("models" and "inference" are the stem's words too: the claim's own word is "retrains")
    stem = "The team serves its models with the Loom inference server. Loom provides all of the following EXCEPT:"
    options = {"A": "Dynamic batching of inference requests.", "B": "Automatic retraining of deployed models using the "
               "incoming inference requests as training data.", "C": "Metrics for Prometheus."}
    full = "Loom loads a fixed model version and serves it. Loom never retrains models from inference traffic."
    assert answer_line(stem, options, ("B",), "Loom serves models.", full, []) == (
        "Loom never retrains models from inference traffic.", "")


def test_a_terse_notes_label_with_an_equals_sign_goes_from_the_line():
    from deckgen.parse.answerform import fitted
    assert fitted("remaining one = false statement: Loom doesn't touch the shelf layout, so nothing is repartitioned.") == (
        "Loom doesn't touch the shelf layout, so nothing is repartitioned.")


def test_the_asking_sentence_starts_at_a_whats_after_a_list_run_into_it():
    from deckgen.parse.answerkind import asking_sentence
    said = ("The counters show: - drops on the cache's class - out-of-sequence blocks and retries What's the first thing "
            "you should fix?",)
    assert asking_sentence(said) == "What's the first thing you should fix?"


def test_a_definition_goes_only_before_a_clause_whose_subject_is_the_name():
    from deckgen.parse.phrases import without_definition
    assert without_definition("Loom is a tool that pins hot blocks") == "Loom pins hot blocks"
    assert without_definition("Loom is the software that the vendor uses in Z9 shelves") == (
        "Loom is the software that the vendor uses in Z9 shelves")
    assert without_definition("Loom is the software that Acme uses in Z9 shelves") == (
        "Loom is the software that Acme uses in Z9 shelves")


def test_a_brief_answer_is_never_cut_before_a_verbs_that_clause():
    from deckgen.parse.answerpick import BRIEF  # (answeroptions cuts at it)
    assert BRIEF.split("Enabling cache mode requires that no process holds the shelf", 1)[0] == (
        "Enabling cache mode requires that no process holds the shelf")  # (not "Enabling cache mode requires")
    assert BRIEF.split("Z9 is a shelf platform, which builders extend", 1)[0] == "Z9 is a shelf platform"
    assert BRIEF.split("#wrong is the number of result elements that failed the check", 1)[0] == (
        "#wrong is the number of result elements that failed the check")  # (a restrictive "that" defines its noun: HK 5113)


def test_a_sentence_that_rules_a_cause_out_is_never_the_cause():
    stem = ("A storage array's write latency is normal for the first hour of each backup and then doubles. The controller "
            "log shows: Cache Flush Throttle : Active  Battery Learn Cycle : Not Active. What is the most likely cause of "
            "the higher latency?")
    full = ("The controller log states why the array slows its writes. Only the cache flush throttle is active here. "
            "The battery learn cycle reason is not active, which shows that the write cache is not disabled by the "
            "battery, and the rebuild reason is not active either.\n\nA full journal volume makes the controller "
            "throttle cache flushes until the journal drains.")
    line, _ = answertext.answer_line(stem, {}, ("C",), "The cache flush throttle is active and the battery cycle is not.",
                                     full, [], ("Option A, a battery learn cycle, would appear as Battery Learn Cycle: Active.",))
    assert "not active" not in line
    # (nor is a few words of it cut before the clause its verb takes: "…, which shows")
    assert not answerphrase.stops_whole("The cap is not active, which shows",
                                        "The cap is not active, which shows that the nodes are fine.")


def test_a_line_that_ends_on_them_and_names_nothing_plural_needs_the_sentence_before_it():
    assert "a pronoun that needs the sentence before it" in answerform.reads_alone("The shelf doesn't need them.")
    assert "a pronoun that needs the sentence before it" not in answerform.reads_alone(
        "The controller loads the modules and unloads them.")


def test_a_false_statement_is_corrected_by_a_sentence_whose_it_names_the_subject_before():
    stem = "Which of the following is NOT a function performed by the Loom operator?"
    options = {"A": "Installing the shelf driver on each node", "B": "Labelling nodes with their disk models",
               "C": "Managing the fabric switches and assigning addresses to the adapters"}
    short = "The Loom Operator automates the storage software stack on each node. It does not manage the network fabric."
    line, why = answertext.answer_line(stem, options, ("C",), short, "The operator runs as a set of pods.", [])
    assert line == "The Loom Operator does not manage the network fabric.", why


def test_a_diagrams_row_is_no_answer_line():
    assert "a diagram's row" in answerform.reads_alone("model.onnx --> loomctl --onnx=model.onnx --save=model.plan.")


def test_a_steps_short_label_before_its_order_is_not_the_answer_line():
    from deckgen.parse.answerpick import step_action
    item = ("Protect the workload and the scheduler. Drain the shelf so the scheduler stops placing jobs there. "
            "Same idea in K8s: cordon.")
    assert step_action(item) == "Drain the shelf so the scheduler stops placing jobs there."
    kept = "Preserve the logs. The bug report collects the driver state."  # (no order after the label: as it is)
    assert step_action(kept) == kept


@pytest.mark.parametrize("own, expected", [
    ("FALSE. Shelf states: Down, Syncing, Online. No map, no traffic.", ""),
    ("FALSE. A new shelf does not go Online by itself. No map, no traffic.", "A new shelf does not go Online by itself."),
])
def test_a_false_statements_correction_is_a_claim_never_a_verbless_fragment(own, expected):
    """To "Which is NOT true?", the analysis's correction of the false one is a line with a verb; "No map, no
    traffic." says no claim, so with nothing else the line is left for the maintainer."""
    stem = "Loom shelf manager. All of the following are true EXCEPT:"
    options = {"A": "Each fabric needs one master manager.", "B": "The manager can run on a switch.",
               "C": "The manager assigns every shelf its address.", "D": "A new shelf goes Online by itself."}
    line, _ = answertext.answer_line(stem, options, ("D",), "The manager maps the fabric.",
                                     "Only the manager brings a shelf Online.", [], own=own)
    assert line == expected


def test_a_figure_asked_for_is_the_one_the_text_computes_not_one_a_wrong_option_gives_or_a_side_figure(tmp_path):
    """"How much …?" with the wrong options' figures named ("A (12 TB) …"): the line gives the figure the text
    gives as a result ("= 48 TB", "about 48 TB") that no wrong option gives, not a figure said in passing that
    shares more of the stem's words ("Three 20 TB shelves give you 60 TB, which …")."""
    stem = ("A vault keeps four copies of every archive. Roughly how much raw disk does a 12 TB archive take up in "
            "the vault?")
    short = "Simple sums. Four copies at 12 TB each, so 4 × 12 TB = 48 TB of raw disk."
    full = ("The rule for raw disk is just copies × archive size:\n"
            "- one copy: 12 TB\n- two copies: 24 TB\n- four copies: 4 × 12 = 48 TB\n\n"
            "A vault with four copies is looking at about 48 TB before the catalogue and snapshots. Three 20 TB "
            "shelves give you 60 TB, which technically holds a 12 TB archive's four copies in the vault but leaves "
            "no raw disk for snapshots.\n"
            "Why the other answers don't add up:\n"
            "- A (12 TB) counts one copy of the archive.\n"
            "- C (24 TB) counts two copies, as a mirror would.\n"
            "- D (96 TB) counts eight copies.")
    path = tmp_path / "000_vault.txt"
    path.write_text(raw_text(stem, short=short, full=full))
    question = parse_file(path).question
    assert question.answer == ("B",)
    assert question.answer_text == "Four copies at 12 TB each, so 4 × 12 TB = 48 TB of raw disk."


def test_a_verdict_on_a_letter_before_what_the_option_says_goes_and_so_does_a_last_clause_about_the_scenario():
    # ("The accurate one is choice A: …", its letter already gone: "The accurate one is: …")
    for lead in ("The accurate one is choice A: ", "So the correct answer is (C) — ", "The accurate one is: "):
        assert answerform.fitted(f"{lead}every shelf needs an active fabric manager to assign its addresses.") == \
            "Every shelf needs an active fabric manager to assign its addresses."
    # (the rule, without "…, and here there is none": which here?)
    assert answerform.fitted("Every shelf needs an active fabric manager to assign its addresses, and here there is "
                             "none.") == "Every shelf needs an active fabric manager to assign its addresses."


def test_a_line_that_counts_the_answers_without_naming_them_is_no_line_for_several():
    stem = "Which TWO cache features should you configure to raise the hit rate? (Choose two.)"
    full = ("Both features are set per volume in the cache's config file. Combine the two features, then use the cache's "
            "own profiler to find the best block size and ring count for your latency budget.")
    line, why = answer_line(stem, {}, ("A", "C"), "The cache fixes that in two ways.", full, [])
    assert line == "" and why, line


def test_an_options_it_answers_what_does_x_do_as_x():
    stem = "A colleague suggests the merge block. What does Loom's write merger do?"
    options = {"A": "It splits a large volume across several shelves.",
               "B": "It combines small writes arriving at the shelf into larger ones, within a configurable delay."}
    line, why = answer_line(stem, options, ("B",), "The merger batches.", "The merger waits a little.", [])
    assert line.startswith("Loom's write merger combines small writes"), (line, why)


def test_how_a_healthy_setup_looks_is_never_the_cause():
    stem = ("Two shelves, one sync job. Sync between shelves is slow. With LOOM_DEBUG=INFO the log contains:\n\n"
            "LOOM INFO Using network Socket\n\nMost likely cause?")
    short = "Loom is not using the fabric at all. It fell back to its socket transport, typically because LOOM_FAB_OFF=1 is set."
    full = ("A healthy setup logs lines like \"NET/FAB : Using [0]fab0 ...\" and \"Using network FAB\". Ports are up, so the "
            "fabric is fine.")
    line, _ = answer_line(stem, {}, ("A",), short, full, [])
    assert not line.startswith("A healthy setup"), line


def test_a_claim_before_a_colon_is_no_label():
    # ("The workload is metadata-bound: …" says its claim; "The levels are: …" and "Compute networking: …" are labels)
    assert "leading label" not in answerform.reads_alone(
        "The workload is metadata-bound: millions of small-file opens are saturating the metadata server.")
    assert "leading label" in answerform.reads_alone("The levels are: registers, cache, HBM.")
    assert "leading label" in answerform.reads_alone("Compute networking: eight adapters per node.")


def test_a_clause_is_never_cut_between_two_verbs_that_share_their_object():
    # ("… from the MDS, it reads | and writes the file data …": "it reads." says nothing)
    sentence = ("After a client gets the table's layout from the catalog, it reads and writes the pages directly on the "
                "storage servers, so bulk I/O never passes through the catalog.")
    assert not (answerform.fitted(sentence, limit=17) or "").endswith("it reads.")


def test_a_false_claims_negation_inside_its_clause_is_not_the_claims():
    """"The shelf can join two vaults into one for archives that do not fit on one vault" affirms (the "do not" is
    the inner clause's): its correction is the sentence that denies it, never a true statement of another option
    that shares its words ("A shelf can be split into up to seven volumes")."""
    stem = "Your team runs several Loom vaults. Which of the following statements about shelves is NOT true?"
    options = {"A": "A shelf can be split into up to seven volumes.", "B": "Each volume has its own disks.",
               "C": "The Loom operator can hand a volume to a pod.",
               "D": "A shelf can join two vaults into a single larger volume for archives that do not fit on one vault."}
    short = ("Shelves only go one way. A single vault can be split into up to seven volumes, each with its own disks. "
             "If an archive is too big for one vault, you need archive striping, not shelves.")
    line, why = answertext.answer_line(stem, options, ("D",), short, "Each volume is a subset of one vault.", [])
    assert line == "If an archive is too big for one vault, you need archive striping, not shelves.", why


@pytest.mark.parametrize("sentence", ["LOOM = Layered Object Order Manager.", "LOOM stands for Layered Object Order Manager.",
                                      "LOOM is short for Layered Object Order Manager."])
def test_what_a_names_letters_stand_for_is_no_answer_line(sentence):
    """"Which statement about LOOM is true?": the expansion of its name claims nothing (the sentence after it does)."""
    assert answerform.fitted(sentence) is None
    short = f"{sentence} The shelves merge every write on its way to the disks."
    line, _ = answertext.answer_line("Which statement about LOOM is true?", {}, ("B",), short, "Loom runs on every shelf.", [])
    assert line != sentence
    assert answerform.fitted("busbw = algbw × 2(n-1)/n.") == "busbw = algbw × 2(n-1)/n."  # (a formula is no name's letters)


def test_that_as_an_object_before_and_needs_the_sentence_before_it():
    assert "a pronoun that needs the sentence before it" in answerform.reads_alone(
        "The next step is to confirm that and reload the shelf driver for the running kernel.")
    assert "a pronoun that needs the sentence before it" not in answerform.reads_alone(
        "The shelf driver must match the kernel that runs and the headers installed.")


def test_an_answers_name_as_an_option_has_no_article_before_it():
    from deckgen.parse.answerphrase import answer_name
    text = "A LoomCard-3 is basically a shelf controller with its own cores, running its own OS."
    assert answer_name(text, "Which product keeps the shelf software off the host?", text, ["Mesh switch"]) == "LoomCard-3"
    assert answer_name("An ordered merge keeps every write in order.", "Which method keeps writes in order?", "",
                       []).startswith("An ordered")  # (no name after it: the phrase as it is)


def test_several_answers_said_together_keep_to_about_a_lines_words_or_are_left_for_the_maintainer():
    from deckgen.parse.answeroptions import from_options
    texts = ["The Loom shelf cores run their own operating system, installed from a shelf image, so vault services run "
             "apart from the tenant's host.",
             "The Loom datapath can be offloaded to the shelf's embedded switch hardware (LSW / LOOM-DOCA), freeing host "
             "cores."]
    line, why = from_options(texts, "Which TWO statements about Loom shelves are true?", "Which TWO statements about Loom "
                             "shelves are true?", "")
    assert line == "" and why == "the answer options do not fit on one line"  # (34 words together, where 28 fit)
    short, _ = from_options(["Loom shelves run their own OS.", "Loom offloads the datapath."], "Which TWO are true?",
                            "Which TWO are true?", "")
    assert short == "Loom shelves run their own OS; Loom offloads the datapath."


def test_a_connective_after_its_verb_goes_and_the_line_reads_alone():
    # ("The appropriate next step is therefore to …": "therefore" there needs nothing before it once it goes)
    assert answerform.fitted("The appropriate next step is therefore to reseat the shelf cable.") == \
        "The appropriate next step is to reseat the shelf cable."
    assert answerform.fitted("Therefore the shelf must be reseated.") == "The shelf must be reseated."
    assert answerform.fitted("The mesh runs slower, thus the shelf gets retrained.") is None  # (not after a verb: it leans)


def test_a_best_sentence_that_leans_gives_way_to_the_next_as_good():
    stem = ("A training node's CPUs sit at 100% decoding and resizing images while its GPUs wait for data. Which library "
            "most directly addresses this data loading bottleneck?")
    short = ("Your shelves aren't slow, they're hungry. Loom LDL (the Loom Data Library) fixes this by moving the image "
             "decoding and resizing onto the shelf controller.")
    full = "Loom LDL is a shelf-accelerated library for data loading.\n\nIt plugs into the trainer."
    line, why = answertext.answer_line(stem, {}, ("D",), short, full, ["Loom Mesh", "Loom Vault"])
    assert line == "Loom LDL is a shelf-accelerated library for data loading.", why
    # (one far behind the best is no such line: left for the maintainer, marked)
    line, why = answertext.answer_line(stem, {}, ("D",), short, "Loom LDL is a library.\n\nIt plugs into the trainer.",
                                       ["Loom Mesh", "Loom Vault"])
    assert line == "" and why == "the best sentence needs the one before it"


def test_a_path_between_two_ends_is_no_comparison_of_them():
    from deckgen.parse.answerpair import compared, pair_of
    # ("Which technology provides a direct DMA path between storage and GPU memory?": a thing, asked of its ends)
    assert pair_of("Which technology provides a direct copy path between the shelf and vault memory?") is None
    assert compared("Which link carries traffic between the shelf and the vault?") is None
    assert compared("How do resource needs differ between training and inference?") == ("training", "inference")
    assert pair_of("What is the main difference between Loom and Vault?") is not None


def test_checks_under_their_label_are_no_cause():
    # ("Quick checks: mlnx_qos -i <netdev> on hosts to see trust mode …" tells how to look, not what went wrong)
    from deckgen.parse.answerform import NOT_CAUSE
    assert NOT_CAUSE.match("Quick checks: loomctl qos -i <shelf> on hosts to see which priorities pause")
    assert not NOT_CAUSE.match("Pause frames are not enabled for the shelf traffic class")
