"""Cards and lines of the forms the readers of the held-out sets failed in the forty-sixth session, read by `parse`.
Written for these tests, on a topic of their own (a windmill grinding grain), in other words than the held-out texts that
showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

SAILS = ("A mill's four sails turn 12 times a minute and the gearing turns the stone 5 times for each turn of the sails. "
         "How many turns a minute does the stone make?")
SAILS_OPTIONS = ["A - 12 turns", "B - 17 turns", "C - 60 turns", "D - 48 turns"]
SAILS_SHORT = "The stone turns 5 times for each of the 12 turns of the sails: 12 x 5 = 60 turns a minute."


@pytest.mark.parametrize("dash", ["-", "–", "—"])
def test_an_item_led_by_its_letter_and_a_dash_that_calls_its_value_the_right_count_is_the_answer(tmp_path, dash):
    # (HH 5056: "C - 16 GPU-hours is the right count, same like the elder monk would write in his book. …", the only item;
    # the others told inside it: the item was read as the wrong option's, and the card had no answer)
    body = (f"C {dash} 60 turns is the right count, same as the miller chalks on his board. The gearing multiplies the sails' "
            "turns, so the stone makes 12 x 5 turns a minute; answer A, 12 turns, counts the sails only, answer B adds "
            "instead of multiplying, and answer D takes four sails for the gearing.")
    question = parsed(tmp_path, SAILS, SAILS_OPTIONS, SAILS_SHORT, body)
    assert question.answer == ("C",)
    assert "C" not in question.rationales


def test_an_item_led_by_its_letter_and_a_dash_that_denies_the_count_is_no_answer(tmp_path):
    body = ("A - 12 turns is not the right count, it is the sails' own. The gearing multiplies them.\n\n"
            "B - 17 turns adds the gearing to the sails.\n\nD - 48 turns takes the four sails for the gearing.\n\n"
            "So the stone makes 60 turns: C.")
    question = parsed(tmp_path, SAILS, SAILS_OPTIONS, SAILS_SHORT, body)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}


STONES = ("The miller has four pairs of stones and one shaft to drive them. Each of his four apprentices chalked a plan on "
          "the door:")
STONES_OPTIONS = ["A. Drive all four pairs at once from the great spur wheel.", "B. Drive one pair at a time and let the rest stand.",
                  "C. Drive two pairs in the light wind and all four in a strong one.", "D. Drive no pair until the wind is gale force."]
STONES_BODY = ("A is wrong: it stalls the sails in a light wind.\n\nB is wrong: it wastes a strong wind.\n\n"
               "D is wrong: it stands idle most days.\n\nC is right: it matches the stones to the wind.")
ASKED = "The wind changes through the day. Comparing the four, which plan grinds the most grain over a whole day?"


@pytest.mark.parametrize("gap", ["\n", ""])
def test_the_question_asked_under_the_options_is_the_stems(tmp_path, gap):
    # (HI 5067: the stem ended "… for all of them:", the options, then "Every grid is big enough … Comparing the four, which
    # card gives the highest theoretical occupancy on one H100 SM?": the card asked no question)
    options = [*STONES_OPTIONS[:3], STONES_OPTIONS[3] + "\n" + gap + ASKED]
    question = parsed(tmp_path, STONES, options, "Matching the stones to the wind grinds the most.",
                      STONES_BODY)
    assert question.question.endswith("\n\n" + ASKED)
    assert question.options["D"] == STONES_OPTIONS[3][3:]
    assert question.answer == ("C",)


@pytest.mark.parametrize("line", ["I picked B here, why is that one wrong for a whole day?",
                                  "Which plan would you pick on a calm day, A or B?"])
def test_a_readers_line_or_one_naming_a_letter_under_the_options_is_no_question(tmp_path, line):
    options = [*STONES_OPTIONS[:3], STONES_OPTIONS[3] + "\n\n" + line]
    question = parsed(tmp_path, STONES + " " + ASKED, options, "Matching the stones to the wind grinds the most.",
                      STONES_BODY)
    assert line not in question.question


def test_a_question_under_the_options_of_a_stem_that_asks_one_is_no_part_of_it(tmp_path):
    line = "What do the other millers in the valley think about this one then?"
    options = [*STONES_OPTIONS[:3], STONES_OPTIONS[3] + "\n\n" + line]
    question = parsed(tmp_path, STONES + " " + ASKED, options, "Matching the stones to the wind grinds the most.",
                      STONES_BODY)
    assert line not in question.question
