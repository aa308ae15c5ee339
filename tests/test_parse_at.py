"""Cards of the forty-seventh held-out set's kinds (AT), read by `parse`. Written for these tests, on a topic of their
own (a greenhouse), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from helpers import parse_raw, raw_text

OPTIONS = ["A. Misting nozzles", "B. Shade cloth", "C. A drip line", "D. A heat pump"]
FACTS = "A drip line waters each pot at its roots. It wastes little water and keeps the leaves dry."


@pytest.mark.parametrize("analysis, answer", [
    # "X) is not the answer, …" and "X) is also not the answer, …": a verdict on the choice (an EXCEPT card's
    # true options, a non-native writer's words)
    ("In an EXCEPT question the true ones are the wrong choices. A) is not the answer, misting cools the air. B) is "
     "not the answer, shade cloth blocks the sun. D) is also not the answer, a heat pump warms the house at night.",
     ("C",)),
    # "D is a trap, too.": a wrong option
    ("A and B are both wrong: A (misting) wets the leaves, and B (shade cloth) waters nothing. D is a trap, too. A "
     "heat pump moves heat and no water.", ("C",)),
    # grouped letters each with its option's name in parentheses, and "So we go with C"
    ("Why not the others? A (misting) and B (shade cloth) is wrong because they do not water the roots. D (heat "
     "pump) is wrong too, it only warms the air. So we go with C, the drip line.", ("C",)),
])
def test_a_wrong_options_verdict_in_a_writers_own_words_is_read(tmp_path, analysis, answer):
    stem = "The greenhouse has all of the following EXCEPT:" if "EXCEPT" in analysis else \
        "Which device should the grower choose to water the pots at the roots?"
    question = parse_raw(tmp_path, raw_text(stem, OPTIONS, FACTS, f"{FACTS}\n{analysis}")).question
    assert question.answer == answer
    assert set(question.rationales) == {"A", "B", "D"}


def test_we_go_with_a_letter_states_the_answer_and_no_name_is_one(tmp_path):
    full = f"{FACTS}\nB is wrong: shade cloth waters nothing. So we go with C, the drip line."
    question = parse_raw(tmp_path, raw_text("Which device waters the pots at the roots?", None, FACTS, full)).question
    assert question.answer == ("C",)
    full = f"{FACTS}\nB is wrong: shade cloth waters nothing. In spring we go with A100 fans in the vents."
    assert parse_raw(tmp_path, raw_text("Which device waters the pots at the roots?", None, FACTS, full)).question.answer == ()


@pytest.mark.parametrize("point", ["The greenhouse controller is built from two main pieces",
                                   "There is two pieces in every irrigation setup", "The drip kit consists of two parts"])
def test_a_head_that_counts_parts_it_does_not_name_is_no_point(point):
    from deckgen.parse.drawing_nofact import no_fact

    assert no_fact(point)
    assert not no_fact("The greenhouse controller is built from two boards: a sensor hub and a valve driver")


def test_so_the_command_is_gives_the_command_alone_in_its_own_case_on_the_line_and_in_the_box(tmp_path):
    short = ("Valve logs live on the controller, not on the hub. So the command is gh-valve log --zone 3, simple as that.")
    full = "The hub only keeps the last hour.\nThe correct answer is B. A is wrong, the hub keeps one hour only."
    question = parse_raw(tmp_path, raw_text("Which command show the valve log of zone 3?", None, short, full)).question
    assert question.answer == ("B",)
    assert question.answer_text.rstrip(".") == "gh-valve log --zone 3"
    assert question.infographic.answer == "gh-valve log --zone 3"


def test_the_key_and_its_names_are_no_point():
    from deckgen.parse.drawing_nofact import no_fact

    assert no_fact("Correct: A, C, E (misting, shade cloth, the drip line)")
    assert no_fact("Answer: C (the drip line)")
    assert not no_fact("Correct watering matters: a drip line waters each pot at its roots")


def test_a_key_that_names_each_of_three_answers_gives_their_line_and_box_where_no_options_are_listed(tmp_path):
    full = ("The greenhouse controller runs most of the house.\n"
            "Correct: A, C, E (misting, the drip line, night heating).\n"
            "B and D is wrong because they belong to other tools.")
    question = parse_raw(tmp_path, raw_text("Which THREE tasks can the greenhouse controller run? (Choose three.)", None,
                                            "It mists, waters and heats.", full)).question
    assert question.answer == ("A", "C", "E")
    assert question.answer_text == "Misting; the drip line; Night heating."
    assert question.infographic.answer == "A, C, E — Misting; the drip line; Night heating"
    # (names that do not count the letters name none of them)
    full = full.replace("(misting, the drip line, night heating)", "(misting, the drip line)")
    assert parse_raw(tmp_path, raw_text("Which THREE tasks can the greenhouse controller run? (Choose three.)", None,
                                        "It mists, waters and heats.", full)).question.infographic.answer == ""


def test_pick_your_answer_to_reveal_the_explanation_is_the_pages_prompt_not_the_last_options_words(tmp_path):
    text = raw_text("Which device waters the pots at the roots?", OPTIONS, FACTS, f"{FACTS}\nThe correct answer is C.")
    text = text.replace("Select an answer to reveal the explanation.", "Pick your answer to reveal explanation")
    question = parse_raw(tmp_path, text).question
    assert question.options["D"] == "A heat pump"


def test_the_key_closing_the_last_wrong_options_note_is_not_part_of_the_note(tmp_path):
    full = (f"{FACTS}\nNow the options. A is wrong, misting wets the leaves. B is wrong, shade cloth waters nothing. D is "
            "wrong because a heat pump moves no water. Correct answer is C.")
    question = parse_raw(tmp_path, raw_text("Which statement about watering the pots is true?", None, FACTS, full)).question
    assert question.answer == ("C",)
    assert question.rationales["D"] == "A heat pump moves no water."


def test_a_group_note_that_only_calls_its_options_true_descriptions_says_nothing():
    from deckgen.parse.analysis_intro import says_nothing

    assert says_nothing("correct descriptions of the greenhouse, therefore they are not the answer for this question.")
    assert not says_nothing("correct descriptions of the greenhouse, therefore the drip line waters each pot.")


def test_one_for_a_thing_named_before_does_not_read_alone():
    from deckgen.parse.answerform import reads_alone

    assert reads_alone("The hub is unmanaged, so it won't run one for you, and nobody has started the controller yet.")
    assert reads_alone("The old house has no controller, so the grower has to install one.")
    assert not reads_alone("The grower has to install one drip line per bench.")


def test_the_statement_which_says_x_is_the_wrong_one_is_corrected_and_no_fragment_boxes_it(tmp_path):
    short = ("The controller runs in any greenhouse. So statement which say the controller is only working in glass houses "
             "is the wrong one.")
    full = ("The controller is sold as one box. Install is possible everywhere where is mains power: glass house, poly "
            "tunnel, shade house, grow room.\nCorrect answer: C. Options A, B and D describe the controller right, so they "
            "are not the exception.")
    question = parse_raw(tmp_path, raw_text("All of following statements about the greenhouse controller is true EXCEPT:",
                                            None, short, full)).question
    assert question.answer == ("C",)
    assert question.answer_text.startswith("Install is possible everywhere where is mains power")
    assert question.infographic.answer == ""  # (not "glass house, poly tunnel, shade house, grow room")


def test_a_step_done_again_refers_back_and_talk_of_an_except_question_is_no_point():
    from deckgen.parse.drawing_form import fault
    from deckgen.parse.drawing_nofact import no_fact

    assert fault("Run the valve test again, and every zone should now report OPEN") == "refers back"
    assert fault("Because the pump trips again after every restart, the fault is in the pump") == ""
    assert no_fact("In an EXCEPT question the true statements are the wrong choices")


def test_a_check_of_an_output_field_that_names_no_output_leans_on_the_step_before():
    from deckgen.parse.drawing_lean import leans

    assert leans('Check "Zone: OPEN" and "Pump state: Running"')
    assert leans('Confirm "Flow: 2 l/h".')
    assert not leans('Check "Flow: 2 l/h" in the valve log')


def test_a_readers_comment_under_the_question_is_page_furniture(tmp_path):
    stem = ("Which device waters the pots at the roots?\n"
            "Comment (green_thumb, 2 months ago): Had exactly this in our house last year, we lost a day on it.")
    question = parse_raw(tmp_path, raw_text(stem, OPTIONS, FACTS, f"{FACTS}\nThe correct answer is C.")).question
    assert question.question == "Which device waters the pots at the roots?"


def test_two_statements_are_not_cut_before_an_example_after_which_their_claim_goes_on():
    from deckgen.parse.answeroptions import from_options

    texts = ["The controller performs watering operations, such as misting, inside each bench manifold as the water moves "
             "through the house.", "By reading the soil sensor first, the controller reduces the amount of water crossing "
             "the benches and lowers the bills."]
    line, why = from_options(texts, "Which TWO statements about the controller are correct? (Choose two.)",
                             "Which TWO statements about the controller are correct?", "")
    assert line == "" and "half its claim" in why  # (not "The controller opens valves; …")
