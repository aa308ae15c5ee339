"""Cards of the forms the readers of the held-out sets BK to BM failed (twenty-eighth session), read by `parse`.
Written for these tests, on a topic of their own (a bakery), in other words than the held-out texts that showed the
forms.
"""
from __future__ import annotations

import pytest

from helpers import parsed_question as parsed

from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.furniture import _without_furniture

LOAVES = ["A. About 2 hours", "B. About 5 hours", "C. About 9 hours", "D. About 12 hours"]


@pytest.mark.parametrize("line, kept", [
    ("Time = 3 batches × 40 min = 120 min [1 mark].", "Time = 3 batches × 40 min = 120 min."),
    ("Working (3 marks): count the batches first.", "Working: count the batches first."),
    ("Question 9 [2 marks]", ""),  # (a counter alone on its line: all furniture)
    ("Q6. (2 marks) A bakery bakes rye at dawn.", "Q6. A bakery bakes rye at dawn."),
])
def test_an_exam_papers_marks_are_not_the_texts(line, kept):
    assert _without_furniture(line) == kept


def test_marks_on_the_working_never_reach_the_drawing(tmp_path):
    question = parsed(tmp_path, "Question 4 [2 marks] A bakery proves 3 batches of rye, one after the other, for 40 "
                      "minutes each, then bakes them together for 45 minutes. How long does a morning's rye take?", LOAVES,
                      "Proving is serial and baking is shared, so the answer is about 2 hours.",
                      "Working (2 marks): Proving = 3 × 40 min = 120 min [1 mark]. Baking adds 45 min, but the last proof "
                      "overlaps the oven's heating [1 mark].\nB adds the baking twice. C and D count every batch's bake "
                      "apart.")
    shown = [question.question, question.full_explanation, *question.infographic.points]
    assert not any("mark]" in text or "marks)" in text or "marks]" in text for text in shown), shown


@pytest.mark.parametrize("line", [
    "Thanks for getting in touch about order #4510",
    "Thank you for your patience while the oven was repaired",
    "Hi Maria, the rye starter needs feeding twice a day",
])
def test_a_letters_greeting_carries_no_fact(line):
    assert no_fact(line)


@pytest.mark.parametrize("line", [
    "Thankfully the starter keeps for a week in the fridge",
    "High-hydration doughs need a longer proof",
])
def test_words_that_only_start_like_a_greeting_are_facts(line):
    assert not no_fact(line)
