"""`parse` reads the answer key from a section that an intro announces as about the wrong options (issue 19,
item 2): there every item led by letters is a verdict on them, whatever verb follows; outside such a
section, verdict words are needed; where the reading is unsure, no answer and a review mark.

The texts are made up for these tests, in voices and on a subject that none of the corpora use.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from deckgen.parse import Parsed, parse_file
from helpers import raw_text

STEM = "Which Slurm feature lets short jobs start in the idle gaps before a large reservation begins?"
OPTIONS = ["A. Fair-share weighting", "B. Preemption", "C. Backfill scheduling", "D. Gang scheduling",
           "E. Job arrays"]
SHORT = "Backfill looks ahead in the queue and starts any job that will finish before the reserved nodes are due."
BODY = "The backfill plugin walks the pending queue in priority order and fills idle nodes with jobs that fit."


def parse(tmp_path: Path, full: str, stem: str = STEM, options: list[str] | None = OPTIONS,
          short: str = SHORT) -> Parsed:
    path = tmp_path / "raw" / "000_q1.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(raw_text(stem, options=options, short=short, full=full), encoding="utf-8")
    return parse_file(path)


# (the analysis after the body, the wrong letters): sections an intro announces, in many wordings, whose
# items carry no verdict word.
SECTIONS = [
    # grouped letters and a lone one, run into the intro's paragraph
    ("Right then, the distractors. B and D both reshuffle whole allocations instead of filling gaps: one evicts "
     "running work, the other starts a job only when all its nodes are free. A merely reorders the queue by past "
     "usage. E runs many copies of one script and fills nothing.", "ABDE"),
    # the option named before its letter, run in, with no verdict word
    ("Why the other picks fall short: fair-share weighting (A) reorders the queue by past usage and leaves the "
     "gap empty. preemption (B) suspends running jobs to make room. gang scheduling (D) time-slices whole "
     "allocations. job arrays (E) submit many copies of one script.", "ABDE"),
    # one per line, "Name (X): …"
    ("Where the rest go astray:\nFair-share weighting (A): reorders by past usage.\nPreemption (B): evicts running "
     "work.\nGang scheduling (D): time-slices allocations.\nJob arrays (E): a submission shortcut.", "ABDE"),
    # bare letters at line starts, one letter named twice
    ("Looking at the incorrect choices:\nA and B both change which job runs first, not whether a gap is used; B also "
     "kills work in progress.\nB additionally needs a partition with a preemption mode.\nD swaps allocations in "
     "and out.\nE only multiplies one job.", "ABDE"),
    # bullets, the same contraction after each letter
    ("So what about the others?\n- A won't help: it only reorders the queue.\n- B won't help: it evicts running "
     "jobs.\n- D won't help: it time-slices allocations.\n- E won't help: it submits copies of one script.", "ABDE"),
    # the traps a writer names as such, each with its verb
    ("The traps here:\nA reorders the queue by past usage.\nB evicts running work.\nD and E reshuffle whole "
     "allocations.", "ABDE"),
    # "Option X", a bare letter and "Options X and Y", with plain verbs
    ("None of the remaining options fits:\nOption A reorders the queue by past usage.\nB evicts running work.\n"
     "Options D and E describe other scheduling modes entirely.", "ABDE"),
]


@pytest.mark.parametrize("listed", [True, False], ids=["listed", "unlisted"])
@pytest.mark.parametrize("analysis, wrong", SECTIONS, ids=range(len(SECTIONS)))
def test_items_led_by_letters_after_an_intro_are_verdicts_whatever_their_verb(tmp_path, analysis, wrong, listed):
    parsed = parse(tmp_path, f"{BODY}\n{analysis}", options=OPTIONS if listed else None)
    assert parsed.question.answer == ("C",)
    assert sorted(parsed.question.rationales) == list(wrong)
    assert not parsed.warnings and "answer" not in parsed.question.review
    assert parsed.question.full_explanation == BODY


def test_the_whole_sentence_of_an_item_with_no_verdict_word_is_its_note(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nNow, the wrong ones. A merely reorders the queue. B and D both reshuffle "
                             f"allocations. E doesn't fit either, it only multiplies one job.")
    assert parsed.question.rationales["A"] == "A merely reorders the queue."
    assert parsed.question.rationales["E"] == "E doesn't fit either, it only multiplies one job."
    assert parsed.question.rationales["B"] == "B and D both reshuffle allocations."


def test_a_section_of_true_statements_leaves_the_false_one_in_a_which_is_not_question(tmp_path):
    stem = "Which statement about Slurm backfill is NOT true?"
    parsed = parse(tmp_path, f"{BODY}\nThe remaining statements all hold:\nA describes the look-ahead window.\n"
                             "B describes how a reservation is protected.\nD describes the plugin's interval.",
                   stem=stem, options=["A. a", "B. b", "C. c", "D. d"], short="Backfill never delays a reserved job.")
    assert parsed.question.answer == ("C",)
    assert sorted(parsed.question.rationales) == ["A", "B", "D"]


def test_a_section_that_calls_the_stated_answer_wrong_is_not_read(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nNow, the other ones. A and C both reorder the queue. D and E kill running "
                             "jobs.", short="The answer is C: backfill starts a job that ends before the reservation.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales == {}


def test_a_section_that_names_a_letter_past_the_options_is_not_read(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nNow, the other ones. A and B both reorder the queue. D and E kill running "
                             "jobs.", options=OPTIONS[:4])
    assert parsed.question.answer == ()
    assert parsed.question.rationales == {}


def test_a_lone_a_that_is_an_article_leads_no_item(tmp_path):
    options = ["A. Backfill scheduling", "B. Preemption", "C. Gang scheduling", "D. Job arrays"]
    parsed = parse(tmp_path, f"{BODY}\nSo why not the others? A job array (D) only multiplies one script. B evicts "
                             "running work. C swaps allocations.", options=options)
    assert parsed.question.answer == ("A",)
    assert sorted(parsed.question.rationales) == ["B", "C", "D"]


def test_an_item_that_may_speak_of_the_answer_leaves_the_section_unread(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nWhy not the others? A reorders the queue. C looks ahead, the right behaviour "
                             "here. D swaps allocations.", options=None)
    assert parsed.question.answer == ()
    assert parsed.question.review["answer"]


@pytest.mark.parametrize("analysis", [
    # letters after a sentence that announces nothing: verdict words are needed
    "Backfill needs a time limit on every job. B and D both reshuffle allocations. A merely reorders the queue.",
])
def test_letters_that_no_intro_announces_give_no_answer(tmp_path, analysis):
    parsed = parse(tmp_path, f"{BODY}\n{analysis}", options=None)
    assert parsed.question.answer == ()
    assert parsed.question.rationales == {}


def test_a_statement_called_true_after_its_letter_is_a_wrong_answer_to_a_which_is_not_question(tmp_path):
    stem = "Which statement about Slurm backfill is NOT true?"
    parsed = parse(tmp_path, f"{BODY}\nA: true. The look-ahead window is bounded.\nB: true. Reservations are kept.\n"
                             "D: accurate. The plugin runs on an interval.\nC is the false one: backfill never delays "
                             "a reserved job.", stem=stem, options=["A. a", "B. b", "C. c", "D. d"])
    assert parsed.question.answer == ("C",)
    assert sorted(parsed.question.rationales) == ["A", "B", "D"]
    assert not parsed.warnings


@pytest.mark.parametrize("analysis, options", [
    # the last item turns to the answer: with the options listed, or with none (when a fifth would be implied)
    ("Why not the others? A reorders the queue. B evicts running work. D swaps allocations.\nC instead starts "
     "short jobs in the gap.", OPTIONS),
    ("Why not the others? A reorders the queue. B evicts running work. D swaps allocations.\nC starts short jobs "
     "in the gap.", None),
])
def test_an_item_that_may_be_the_answers_gives_no_answer(tmp_path, analysis, options):
    parsed = parse(tmp_path, f"{BODY}\n{analysis}", options=options)
    assert parsed.question.answer == ()


def test_an_intro_that_names_the_wrong_letters_announces_them(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nWhy A, B, D and E don't work:\n- A only reorders the queue.\n- B evicts "
                             "running work.\n- D and E reshuffle whole allocations.")
    assert parsed.question.answer == ("C",)
    assert sorted(parsed.question.rationales) == ["A", "B", "D", "E"]


def test_an_intro_that_names_other_letters_than_its_items_announces_nothing(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nUnlike the others, C looks ahead. A only reorders the queue. B evicts "
                             "running work. D and E reshuffle allocations.", options=None)
    assert parsed.question.answer == ()


def test_an_item_whose_note_is_on_the_next_line_keeps_it(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nSo what about the others?\n- A won't help:\nit only reorders the queue.\n"
                             "- B won't help:\nit evicts running work.\n- D and E won't help:\nthey swap allocations.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales["B"] == "It evicts running work."  # (its few words of verdict gone with the letter)


def test_a_negation_announces_no_section_unless_it_names_the_letters(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nBackfill does not touch priorities. A, B, C and D are all settings a site "
                             "still tunes.")
    assert parsed.question.answer == ()


@pytest.mark.parametrize("name", ["The SLURM controller then", "The backfill plugin also", "Backfill of",
                                  "You want SLURM backfill", "We use SLURM backfill"])
def test_the_first_words_of_a_clause_are_no_options_name(name):
    from deckgen.parse.optionnames import confident_name
    everything = f"{name} starts the job. The SLURM controller and the backfill plugin also decide. Backfill of jobs."
    assert not confident_name(name, everything, ["Fair-share weighting", "Preemption", "Gang scheduling"])


@pytest.mark.parametrize("analysis", [
    # run in, items parted by semicolons
    "The distractors, briefly: A reorders the queue; B evicts running work; D swaps allocations; E multiplies one job.",
    # the option's name in parentheses after its letter, or "(option X)" after its name
    "Ruling out the rest:\nA (fair-share weighting) reorders the queue.\nB (preemption) evicts running work.\n"
    "D (gang scheduling) swaps allocations.\nE (job arrays) multiplies one job.",
    "Ruling out the rest:\nFair-share weighting (option A) reorders the queue.\nPreemption (option B) evicts running "
    "work.\nGang scheduling (option D) swaps allocations.\nJob arrays (option E) multiply one job.",
])
def test_more_item_forms_in_a_section(tmp_path, analysis):
    parsed = parse(tmp_path, f"{BODY}\n{analysis}")
    assert parsed.question.answer == ("C",)
    assert sorted(parsed.question.rationales) == ["A", "B", "D", "E"]
    assert parsed.question.rationales["B"].lower().endswith("evicts running work.")


@pytest.mark.parametrize("analysis", [
    "As for the other four: A reorders the queue, B evicts running work, D swaps allocations, and E multiplies "
    "one job.",
    "The rest fall short. A, because it reorders the queue. B, because it evicts running work. D, since it "
    "swaps allocations. E, because it multiplies one job.",
    "The incorrect options:\n1. A reorders the queue.\n2. B evicts running work.\n3. D swaps allocations.\n"
    "4. E multiplies one job.",
    "Why the others miss:\n**A** reorders the queue.\n**B** evicts running work.\n**D.** Swaps allocations.\n"
    "**E** multiplies one job.",
    "Eliminating the rest:\nNot A: it reorders the queue.\nNot B: it evicts running work.\nNot D or E: they "
    "reshuffle allocations.",
])
def test_run_in_numbered_bold_and_negated_items_in_a_section(tmp_path, analysis):
    parsed = parse(tmp_path, f"{BODY}\n{analysis}")
    assert parsed.question.answer == ("C",)
    assert sorted(parsed.question.rationales) == ["A", "B", "D", "E"]
    assert "evicts running work." in parsed.question.rationales["B"]
    assert not any(mark in note for note in parsed.question.rationales.values() for mark in ("**", "1.", ", and"))


@pytest.mark.parametrize("start", ["A bus", "A class", "A series", "A status", "A chassis", "A metrics"])
def test_an_article_before_a_noun_in_s_leads_no_item(start):
    from deckgen.parse.analysis_rest import _lead
    assert _lead(f"{start} of nodes waits.", 0) == ()
    assert _lead("A runs the queue.", 0) == _lead("A uses a queue.", 0) == ("A",)


@pytest.mark.parametrize("listed", [True, False], ids=["listed", "unlisted"])
def test_notes_the_verdict_words_leave_open_are_read_from_the_section(tmp_path, listed):
    parsed = parse(tmp_path, f"{BODY}\nWhy not the others?\nA is wrong because it reorders the queue.\nB evicts "
                             "running work.\nC swaps allocations.\nAnswer: D", options=OPTIONS[:4] if listed else None)
    assert parsed.question.answer == ("D",)
    assert sorted(parsed.question.rationales) == ["A", "B", "C"]


def test_an_intro_to_the_true_statements_announces_the_wrong_answers_of_a_which_is_not_question(tmp_path):
    stem = "Which statement about Slurm backfill is NOT true?"
    parsed = parse(tmp_path, f"{BODY}\nThe true statements, for the record:\nA describes the look-ahead window.\n"
                             "B describes how a reservation is protected.\nD describes the plugin's interval.",
                   stem=stem, options=["A. a", "B. b", "C. c", "D. d"], short="Backfill never delays a reserved job.")
    assert parsed.question.answer == ("C",)
    assert sorted(parsed.question.rationales) == ["A", "B", "D"]
    # (in a question that asks for the true one, the same intro announces nothing)
    assert parse(tmp_path, f"{BODY}\nThe true statements, for the record:\nA describes the look-ahead window.\n"
                           "B describes how a reservation is protected.\nD describes the plugin's interval.",
                 options=["A. a", "B. b", "C. c", "D. d"]).question.answer == ()


def test_a_letter_that_grows_in_lower_case_moves_no_position(tmp_path):
    parsed = parse(tmp_path, f"{BODY} The İzmir site runs it too.\nNow, the wrong ones. B and D both reshuffle "
                             "allocations. A merely reorders the queue. E only multiplies one job.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales["A"] == "A merely reorders the queue."


def test_other_before_a_plain_noun_announces_nothing(tmp_path):
    parsed = parse(tmp_path, f"{BODY}\nOther approaches exist.\nA reorders the queue.\nB evicts running work.\n"
                             "C starts short jobs early.\nD swaps allocations.")
    assert parsed.question.answer == ()


@pytest.mark.parametrize("group", ["Options A, B, D and E are all wrong, for the reasons below.",
                                   "A, B, D and E all fall short, so none of them is the answer.",
                                   "Statements A, B, D and E are incorrect."])
def test_a_group_note_that_only_repeats_the_verdict_is_no_part_of_each_options_note(tmp_path: Path,
                                                                                   group: str) -> None:
    """A group's sentence before the options' own notes, saying only that they are wrong, adds nothing to
    each note (it was prefixed to every one); a group note that says why stays."""
    items = ("A: reorders the queue by past usage.\nB: evicts running work.\nD: time-slices whole allocations.\n"
             "E: a submission shortcut.")
    parsed = parse(tmp_path, f"{BODY}\n\n{group}\n{items}")
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales["B"] == "Evicts running work."
    kept = parse(tmp_path, f"{BODY}\n\nA and B are both wrong because they reorder work.\n{items}")
    assert kept.question.rationales["B"] == "A and B reorder work. Evicts running work."  # ("they": the group's letters)
