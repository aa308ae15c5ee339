"""Pages saved from a course's quizzes and from writers whose English drops words, read by `parse`: the lesson's
breadcrumb and the quiz's controls as furniture, feedback on every option ("A — Not quite: …", "C — Correct! …"),
verdicts without their verb ("A wrong because …", "B correct, …"), a bare "So B and D." as the stated answer, and the
answer line, points and notes such pages led to. Each text is written for these tests, on a topic of its own (object
storage tiers), in other words than the held-out texts that showed the form.
"""
from __future__ import annotations

import pytest

from deckgen.parse.answerform import reads_alone as line_faults
from deckgen.parse.drawing_cut import clause_head
from deckgen.parse.drawing_form import fault
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_reads import reads_alone
from deckgen.parse.furniture import _without_furniture
from helpers import parse_raw, raw_text

STEM = "A team keeps training shards in object storage. Which tier should hold the shards read every epoch?"
SHORT = "Shards read every epoch belong on the hot tier, which serves reads at low latency."


@pytest.mark.parametrize("line", [
    "Module 3 · Lesson 4 — Object storage for training data", "Module 3 · Lesson 4: Object storage for training data",
    "Lesson 2.5 quiz: Storage tiers (hot, warm, cold)", "MODULE 1 · LESSON 1 — TIERS", "Quiz 2.5 — question 3/8 — attempt 1 of 2",
    "Knowledge check (4 of 9)   |   Attempt 2 of 3", "Module 2 · Lesson 3 | Storage | Check your understanding 2/6",
    "Select 2 answers, then click Submit", "End-of-lesson quiz · Question 1 of 4",
    "(The options appear as buttons in the player and were not included in this export.)",
    "Quiz question 3 of 7                          Attempt 2 of 2", "31 learners found this answer useful   Report an issue"])
def test_a_courses_breadcrumb_controls_and_export_notes_are_furniture(line):
    assert _without_furniture(line) == ""


@pytest.mark.parametrize("line", ["Lesson 4 covers the cold tier.", "Module 3 · Lesson 4 — Tiers. Which tier is cheapest?",
                                  "Unit 2 - the hot tier serves reads at low latency", "Chapter 1: which tier is cheapest?",
                                  "(options B and C are not included in the price)"])
def test_a_sentence_that_names_a_lesson_is_content(line):
    assert _without_furniture(line) == line


def test_a_learners_comment_with_its_author_on_its_line_is_no_content(tmp_path):
    full = ("The hot tier is flash-backed.\nA. Incorrect. Archive reads take hours.\nC. Incorrect. Cold reads cost extra.\n"
            "Comment from learner (Ana P.): I picked cold at first, good to know about read charges.")
    question = parse_raw(tmp_path, raw_text(STEM, ["A. The archive tier", "B. The hot tier", "C. The cold tier"], SHORT, full))
    assert "Ana P." not in question.question.full_explanation and "picked cold" not in question.question.full_explanation


def test_the_breadcrumb_over_a_courses_question_leaves_the_stem(tmp_path):
    text = "Module 3 · Lesson 4 — Object storage for training data\nQuiz 3.4 — question 2/5 — attempt 1 of 3\n" + raw_text(
        STEM, ["A. The archive tier", "B. The hot tier", "C. The cold tier"], SHORT,
        "The hot tier is flash-backed.\nA. Incorrect. Archive reads take hours.\nC. Incorrect. Cold reads cost extra.")
    assert parse_raw(tmp_path, text).question.question == STEM


FEEDBACK = ("The hot tier is flash-backed and sits close to the compute nodes.\n"
            "A — Not quite: the archive tier restores objects in hours, not seconds.\n"
            "B — Try again — the cold tier charges for every read.\n"
            "C — Correct! The hot tier serves every epoch's reads at low latency.\n"
            "D — Not quite: a local page cache is lost when the node restarts.")


def test_a_courses_feedback_on_every_option_gives_the_key_and_the_notes_without_its_verdict(tmp_path):
    question = parse_raw(tmp_path, raw_text(STEM, None, SHORT, FEEDBACK)).question
    assert question.answer == ("C",)
    assert question.rationales == {"A": "The archive tier restores objects in hours, not seconds.",
                                   "B": "The cold tier charges for every read.",
                                   "D": "A local page cache is lost when the node restarts."}


def test_what_the_feedback_says_of_the_answer_is_the_line_when_no_option_is_listed(tmp_path):
    question = parse_raw(tmp_path, raw_text(STEM, None, "Reads every epoch need low latency.", FEEDBACK)).question
    assert question.answer_text == "The hot tier serves every epoch's reads at low latency."


def test_the_few_words_a_verdict_gives_the_answer_are_the_line(tmp_path):
    full = ("The bucket's metrics show the read latency of each tier.\nA - no. The archive tier is never read here.\n"
            "C - no. The cold tier holds only old checkpoints.\nD - no. The page cache is warm.\n"
            "B correct, hot tier on flash.")
    question = parse_raw(tmp_path, raw_text(STEM, None, "Look at which tier serves the reads.", full)).question
    assert (question.answer, question.answer_text) == (("B",), "Hot tier on flash.")


def test_verdicts_without_their_verb_are_items_and_so_with_letters_states_the_answer(tmp_path):
    stem = "Which TWO statements about storage tiers are correct? (Choose two.)"
    options = ["A) Cold tier serve reads faster than hot tier.", "B) Hot tier keep data on flash.",
               "C) Archive tier restore objects in milliseconds.", "D) Cold tier cost less per terabyte than hot tier.",
               "E) Every tier charge the same for reads."]
    full = ("Tiers trade price for latency.\nWrong ones: A wrong because cold tier is on disks, slower. C wrong because "
            "archive restore take hours. E wrong because cold and archive charge for each read.")
    analysed = parse_raw(tmp_path, raw_text(stem, options, "Hot is fast and costly, cold is slow and cheap.", full))
    assert analysed.question.answer == ("B", "D")
    assert analysed.question.rationales == {"A": "Cold tier is on disks, slower.", "C": "Archive restore take hours.",
                                            "E": "Cold and archive charge for each read."}
    stated = parse_raw(tmp_path, raw_text(stem, options, "Hot is fast and costly, cold is slow and cheap. So B and D.",
                                          "Tiers trade price for latency."), name="001_q2.txt")
    assert stated.question.answer == ("B", "D")


def test_a_group_called_wrong_without_its_verb_is_an_item(tmp_path):
    stem = "Which tier should hold the shards read every epoch?"
    options = ["A. The hot tier", "B. The cold tier", "C. The archive tier", "D. The tape library"]
    full = "Hot is flash.\nB and C both wrong: their reads are billed and slow.\nD wrong because tape must be mounted first."
    question = parse_raw(tmp_path, raw_text(stem, options, "Hot is fast.", full)).question
    assert question.answer == ("A",)
    assert question.rationales["B"] == question.rationales["C"] == "Their reads are billed and slow."


@pytest.mark.parametrize("stem, options, short, full", [
    ("Which statement correctly describes how the storage gateway handles a burst of reads?",
     ["A. The gateway rejects every read above the tier's quota until an administrator raises it.",
      "B. Reads up to the quota are served from the hot tier, and the extra reads are borrowed from idle cold-tier "
      "bandwidth that may be reclaimed later when another bucket needs its own share back again.",
      "C. The gateway hands the extra reads to the client library, which retries them without any notion of quotas."],
     "Bursts borrow idle bandwidth.",
     "Quotas are shares, not ceilings.\nA — Not quite: quotas are not ceilings.\nC — Not quite: the gateway keeps the quota."),
    # (a contrast with a subject of its own, no article: ", while drive and controller firmware is updated …")
    ("Which statement about updating the storage nodes is true?",
     ["A. The package manager updates every node's firmware along with its software.",
      "B. The nodes' software is updated with the distribution's package manager from its usual repositories, while "
      "drive and controller firmware is updated separately with the vendor's firmware update tool.",
      "C. Each update needs a fresh installation of the node's image from the vendor's media."],
     "Two tools, two layers.",
     "Software and firmware are updated apart.\nA — Not quite: packages never flash firmware.\nC — Not quite: no reinstall."),
])
def test_a_statement_is_not_cut_before_its_second_claim(tmp_path, stem, options, short, full):
    question = parse_raw(tmp_path, raw_text(stem, options, short, full)).question
    assert question.answer == ("B",)
    assert question.answer_text == "" and "half its claim" in question.review["answer_text"]


def test_a_false_claim_that_restricts_is_corrected_by_the_sentence_that_widens_it(tmp_path):
    stem = "Which statement about the hot tier is NOT true?"
    options = ["a. The hot tier can only be read from nodes in the same rack.", "b. The hot tier keeps data on flash.",
               "c. The hot tier costs more per terabyte than the cold tier."]
    short = ("Any node in the cluster can read the hot tier: racks, login nodes and cloud bursts alike. "
             "Therefore the rack statement is false.")
    full = "Statement B is accurate: flash backs the tier. Statement C is accurate: flash costs more."
    question = parse_raw(tmp_path, raw_text(stem, options, short, full)).question
    assert (question.answer, question.answer_text) == (
        ("A",), "Any node in the cluster can read the hot tier: racks, login nodes and cloud bursts alike.")


@pytest.mark.parametrize("line", ["For backups the same idea: copy the shards to the cold tier every night.",
                                  "On the login nodes same story — mount the bucket read-only."])
def test_a_line_that_carries_the_same_idea_to_another_case_does_not_read_alone(line):
    assert "leading pronoun" in line_faults(line)


@pytest.mark.parametrize("text", ["About the archive tier: restores take hours because it keeps data on tape",
                                  "The cold tier keeps old checkpoints, yes."])
def test_a_reply_to_a_topic_is_no_point(text):
    assert reads_alone(text)


def test_a_topic_label_before_a_sentence_of_its_own_is_a_point():
    assert reads_alone("About the archive tier: restores take hours because tape is slow") == ""


def test_a_subject_before_its_relative_aside_is_no_head():
    sentence = ("Flash-backed tiers such as the hot tier, which can serve a million reads a second, cost about ten times "
                "more per terabyte than disk-backed tiers built from the same racks of commodity servers.")
    assert clause_head(sentence) != "Flash-backed tiers such as the hot tier"


def test_a_clause_before_a_relative_aside_and_an_adverb_keeps_its_head():
    sentence = ("Eight NVMe drives, with their own controller, hold the hot tier on each storage node, which is rebuilt "
                "from the cold tier after a failure, usually within an hour of the drive being replaced by the vendor.")
    assert clause_head(sentence) == "Eight NVMe drives, with their own controller, hold the hot tier on each storage node"


def test_a_line_that_only_backs_the_reasoning_carries_no_fact():
    assert no_fact("The latency histogram confirms the diagnosis.")
    assert not no_fact("The latency histogram shows reads above 10 ms.")


def test_a_line_that_quotes_the_question_does_not_read_alone():
    assert reads_alone("The scenario says the cold tier is never read") == "talks of the question"
    assert reads_alone("The question of cost decides the tier") == ""


def test_what_would_follow_from_a_wrong_option_is_no_note(tmp_path):
    full = ("The hot tier is flash-backed.\nA. Incorrect. Archive restores take hours.\n"
            "C. Incorrect. Doubling the cache TTL keeps the same objects longer, so the new misses would still reach "
            "the cold tier.")
    question = parse_raw(tmp_path, raw_text(STEM, None, SHORT, full)).question
    assert question.rationales["C"].startswith("Doubling the cache TTL")
    assert "C" not in question.infographic.wrong


def test_the_first_half_of_what_a_sentence_before_split_refers_back():
    assert fault("Incremental snapshots just skip the first half for unchanged objects") == "refers back"
