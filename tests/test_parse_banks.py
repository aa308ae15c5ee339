"""Pages of a question bank and of a writer who explains at length, read by `parse` (held-out set AL): a bank's own
explanation heading ("Explanation:", "Explanation/Reference:") before the collected headings or instead of them, its
"NEW QUESTION 81 - (Exam Topic 2)" header, its terse "Not B - …" items; an answer stated right before the items, items
led by a letter and the option's name between commas ("C, the …, does …"), run on after "; and", and "That leaves C,
…" after them. And the lines, points and titles that set's cards showed: points that lean on the sentence before ("moves
that work", "The extra copy …", "The only clue is …", "up to four", "Nevertheless …"), one item of a list its subject
promised, filler and exam technique as points, the normal case as a cause, a last clause naming "the statement C", the
question kept as a clause for a title. Written for these tests, on a topic of their own (rack power distribution), in
other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from deckgen.errors import ParseError
from deckgen.parse.answerform import fitted
from deckgen.parse.answersure import doubt
from deckgen.parse.drawing_lean import complete, points_back
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_reads import reads_alone
from deckgen.parse.drawing_title import title
from deckgen.parse.words import keywords
from helpers import parse_raw, raw_text

STEM = "A rack holds four servers of 10 kW each. Which PDU rating covers the rack with one feed lost?"
OPTIONS = ["A. 20 kW", "B. 30 kW", "C. 40 kW per feed, two feeds", "D. 10 kW"]
EXPLAINED = ("A redundant pair of feeds must each carry the whole rack: 40 kW per feed keeps the rack up when one feed "
             "is lost.")
ITEMS = "Not A - half the load only.\nNot B - three servers, not four.\nNot D - one server's worth."


def bank_page(*heads: str, header: str = "NEW QUESTION 81\n- (Exam Topic 2)") -> str:
    """A question bank's page: its header, the stem, the options, its answer line, `heads` and the explanation."""
    return "\n".join([header, STEM, *OPTIONS, "Answer: C", *heads, EXPLAINED, ITEMS,
                      "Reference: https://example.com/pdu-sizing"]) + "\n"


@pytest.mark.parametrize("heads", [("Explanation:",), ("Explanation",  "Explanation/Reference:"), ("Explanation/Reference:",)])
def test_a_banks_explanation_heading_alone_opens_the_full_explanation(tmp_path, heads):
    question = parse_raw(tmp_path, bank_page(*heads)).question
    assert (question.answer, question.short_explanation) == (("C",), "")
    assert question.full_explanation.startswith(EXPLAINED) and "Explanation" not in question.full_explanation
    assert question.rationales == {"A": "Half the load only.", "B": "Three servers, not four.", "D": "One server's worth."}
    assert question.question == STEM  # (the bank's header is furniture)


def test_a_banks_heading_over_the_collected_ones_opens_nothing_of_its_own(tmp_path):
    full = bank_page("Explanation/Reference:", "Full Explanation")
    question = parse_raw(tmp_path, full).question
    assert (question.short_explanation, question.full_explanation.split("\n\n")[0]) == ("", EXPLAINED)
    both = parse_raw(tmp_path, bank_page("Explanation:", "Short Explanation and Infographic", "Two feeds, each whole.",
                                         "Full Explanation")).question
    assert (both.short_explanation.strip(), both.full_explanation.split("\n\n")[0]) == ("Two feeds, each whole.", EXPLAINED)


def test_an_explanation_line_under_the_short_heading_is_its_text_and_a_second_with_text_between_is_an_error(tmp_path):
    text = raw_text(STEM, OPTIONS, "Explanation:\nTwo feeds, each whole.", EXPLAINED + "\n" + ITEMS)
    assert parse_raw(tmp_path, text).question.short_explanation.startswith("Explanation:")
    with pytest.raises(ParseError, match="'Explanation' appears twice"):
        parse_raw(tmp_path, bank_page("Explanation:", "Two feeds.", "Explanation:"))


def test_a_page_with_no_explanation_heading_of_either_kind_is_still_no_question(tmp_path):
    with pytest.raises(ParseError, match="no 'Short Explanation and Infographic' line"):
        parse_raw(tmp_path, bank_page())


def test_an_answer_stated_right_before_the_items_is_read(tmp_path):
    full = f"{EXPLAINED}\nThe right choice is C.\nA is wrong: half the load only.\nB is wrong: three servers, not four."
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, "Size each feed for the whole rack.", full)).question
    assert question.answer == ("C",)
    assert "The right choice" not in question.full_explanation  # (it introduced the items)


def test_items_led_by_a_letter_and_the_options_name_between_commas_are_read_after_an_intro(tmp_path):
    stem = "Which part of the rack turns one feed's loss into no outage?"
    full = ("Redundancy comes from the second feed. Now, the wrong ones. B and E are both wrong: they only measure power. "
            "C, the rack's breaker panel, trips a circuit but doesn't carry the load of a lost feed. And D, the UPS "
            "battery, just bridges a few minutes; great for a clean shutdown, no help for a lasting loss.")
    question = parse_raw(tmp_path, raw_text(stem, None, "The second feed carries the whole rack.", full)).question
    assert question.answer == ("A",)
    assert question.rationales["C"] == "The rack's breaker panel trips a circuit but doesn't carry the load of a lost feed."
    assert question.rationales["D"] == ("The UPS battery just bridges a few minutes; great for a clean shutdown, no help "
                                        "for a lasting loss.")


def test_items_run_on_after_a_semicolon_and_and_end_where_that_leaves_the_answer(tmp_path):
    stem = "What rating should each feed of the rack have?"
    full = (f"{EXPLAINED}\nSo, about the other picks: option A, 20 kW, is half the load, so it trips; option B, 30 kW, "
            "covers three servers and not the fourth; and option D, 10 kW, is one server's worth, which no rack of four "
            "can live on. That leaves C, 40 kW.")
    question = parse_raw(tmp_path, raw_text(stem, None, "Each feed carries the whole rack.", full)).question
    assert question.answer == ("C",)
    assert question.rationales == {"A": "20 kW is half the load, so it trips.",
                                   "B": "30 kW covers three servers and not the fourth.",
                                   "D": "10 kW is one server's worth, which no rack of four can live on."}


def test_a_prompt_that_asks_for_the_answers_ends_the_last_option(tmp_path):
    text = raw_text(STEM, OPTIONS, "Each feed carries the whole rack.", ITEMS).replace(
        "Select an answer to reveal the explanation.", "Select the answers to reveal the explanation.")
    assert parse_raw(tmp_path, text).question.options["D"] == "10 kW"


@pytest.mark.parametrize("point, leans", [
    ("The PDU moves that load onto the second feed", True),  # (which load?)
    ("The extra feed doubles the copper run", True),
    ("The extra power for the cooling grows with the rack", False),
    ("The only clue is the breaker's trip log", True),
    ("The only way to lose no server is a second feed", False),
    ("A 2U chassis holds up to four", True),
    ("A 2U chassis holds up to four servers", False),
])
def test_a_point_that_leans_on_what_came_before(point, leans):
    assert points_back(point) == leans


def test_one_item_of_a_list_the_subject_promised_is_not_whole():
    assert not complete(", which trips first, and a busbar, rated higher", False, "The two limits are the breaker")
    assert complete(", which trips first", False, "The two limits are the breaker")
    assert complete(", and a busbar", False, "The limits are the breaker, the busbar or the cord")


@pytest.mark.parametrize("point", ["Getting power to a rack normally takes a whole stack of things",
                                   "In a data hall, not all feeds are equal",
                                   "Pay attention to the key words in the stem: \"one feed lost\", \"whole rack\""])
def test_filler_and_exam_technique_are_no_points(point):
    assert no_fact(point)


def test_a_connective_that_sets_against_the_sentence_before_needs_it():
    assert reads_alone("Nevertheless the PDU reports a trip")
    assert not reads_alone("The PDU reports a trip")


def test_what_is_seen_when_all_is_well_is_no_cause():
    stem = "A rack loses power whenever one feed is switched off. What is the most likely cause?"
    normal = "When both feeds are live, the meter normally shows the load split evenly between the PDUs."
    assert doubt(normal, normal, "cause", stem.split(". ")[1], stem, keywords(stem), frozenset()) == (
        "the best sentence tells what is seen when all is well, not the cause")
    here = "The meter normally shows the load split evenly, but here one PDU carries all of it."
    assert doubt(here, here, "cause", stem.split(". ")[1], stem, keywords(stem), frozenset()) == ""


def test_a_last_clause_that_names_the_statement_by_its_letter_is_cut():
    assert fitted("Older PDUs do not meter each outlet, so the statement C is false and it is the answer.") == (
        "Older PDUs do not meter each outlet.")


@pytest.mark.parametrize("stem", ["A rack diagram has one block blanked out. Which component is missing from the diagram?",
                                  "A team installs PDUs. Which rack power component is responsible for advertising each "
                                  "outlet to the building management system as a metered point?"])
def test_the_question_kept_as_a_clause_is_no_title(stem):
    assert not title(stem).startswith(("What component is", "What rack power component is"))


def test_several_long_answer_options_are_said_by_their_names_to_a_question_about_features(tmp_path):
    stem = "Which TWO features does a metered PDU provide? (Choose two.)"
    options = ["A. Per-outlet metering, that reports the current drawn by each server, every few seconds and per phase, to the "
               "management network and the facility's monitoring system.",
               "B. Turning AC into DC for every server in the rack, with no power supply left in the chassis.",
               "C. Remote switching of outlets, so a hung server can be power-cycled from the console by an operator who is "
               "not in the data hall.",
               "D. Cooling the rack with fans of its own."]
    full = "B is wrong: the servers keep their own power supplies.\nD is wrong: a PDU has no fans."
    question = parse_raw(tmp_path, raw_text(stem, options, "A metered PDU measures and switches.", full)).question
    assert question.answer == ("A", "C")
    assert question.answer_text == "Per-outlet metering; Remote switching of outlets."
