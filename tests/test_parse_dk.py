"""Cards of the forms the readers of the held-out sets DK to DN (thirty-sixth session) failed, read by `parse`.
Written for these tests, on a topic of their own (sailing), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

NOT_STEM = "Four signs hang in the harbour office about reefing a mainsail. Three are sound seamanship. Which statement is NOT true?"
NOT_OPTIONS = ["[A] Reef before the wind rises, not after the boat is overpowered.",
               "[B] The first reef takes in the lowest row of reef points.",
               "[C] A reefed sail should be hoisted as loosely as possible to spill wind.",
               "[D] Easing the mainsheet while reefing takes the load off the sail."]
NOT_SHORT = "A reefed sail must be hoisted tight: a loose luff lets the sail bag and heel the boat further."
NOT_BODY = "Reefing shrinks the sail area. The halyard is tightened again after every reef, so that the sail keeps its shape.\n\n"


@pytest.mark.parametrize("lead", ["The sign about", "The sign about the"])
def test_items_named_by_quoted_words_and_marked_after_a_dash_read_the_odd_mark_as_the_answer(tmp_path, lead):
    # (DN 3095: the odd mark "a forgery" over three of "authentic" was read as no verdict, and the one item it did not
    # letter, its quote led by four words, left as the answer: A for C)
    analysis = (f"{lead} “reefing before the wind rises” – genuine. A boat reefed early stays in control.\n"
                "The sign about “the lowest row of reef points” – genuine. The first reef always uses the lowest row.\n"
                "The sign about “a loosely hoisted reefed sail” – a fake. A loose luff bags the sail and heels the boat.\n"
                "The sign about “easing the mainsheet while reefing” – genuine. An eased sheet unloads the sail.")
    question = parsed(tmp_path, NOT_STEM, NOT_OPTIONS, NOT_SHORT, f"{NOT_BODY}{analysis}")
    assert question.answer == ("C",)
    assert "genuine" not in " ".join(question.rationales.values())


def test_dashed_marks_that_do_not_single_one_out_leave_the_answer_open(tmp_path):
    # (two of each: no odd one; the items all lettered and none with a verdict leave no letter as the answer)
    analysis = ("The sign about “reefing before the wind rises” – genuine. A boat reefed early stays in control.\n"
                "The sign about “the lowest row of reef points” – genuine. The first reef always uses the lowest row.\n"
                "The sign about “a loosely hoisted reefed sail” – a fake. A loose luff bags the sail and heels the boat.\n"
                "The sign about “easing the mainsheet while reefing” – a fake. An eased sheet unloads the sail.")
    question = parsed(tmp_path, NOT_STEM, NOT_OPTIONS, NOT_SHORT, f"{NOT_BODY}{analysis}")
    assert question.answer == ()
