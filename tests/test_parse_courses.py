"""Pages saved from a course's quizzes and from writers whose English drops words, read by `parse`: the lesson's
breadcrumb and the quiz's controls as furniture, feedback on every option ("A — Not quite: …", "C — Correct! …"),
verdicts without their verb ("A wrong because …", "B correct, …"), a bare "So B and D." as the stated answer, and the
answer line, points and notes such pages led to. Each text is written for these tests, on a topic of its own (object
storage tiers), in other words than the held-out texts that showed the form.
"""
from __future__ import annotations

import pytest

from deckgen.parse.furniture import _without_furniture
from helpers import parse_raw, raw_text

STEM = "A team keeps training shards in object storage. Which tier should hold the shards read every epoch?"
SHORT = "Shards read every epoch belong on the hot tier, which serves reads at low latency."


@pytest.mark.parametrize("line", [
    "Module 3 · Lesson 4 — Object storage for training data", "Module 3 · Lesson 4: Object storage for training data",
    "Lesson 2.5 quiz: Storage tiers (hot, warm, cold)", "MODULE 1 · LESSON 1 — TIERS", "Quiz 2.5 — question 3/8 — attempt 1 of 2",
    "Knowledge check (4 of 9)   |   Attempt 2 of 3", "Module 2 · Lesson 3 | Storage | Check your understanding 2/6",
    "Select 2 answers, then click Submit", "End-of-lesson quiz · Question 1 of 4",
    "(The options appear as buttons in the player and were not included in this export.)"])
def test_a_courses_breadcrumb_controls_and_export_notes_are_furniture(line):
    assert _without_furniture(line) == ""


@pytest.mark.parametrize("line", ["Lesson 4 covers the cold tier.", "Module 3 · Lesson 4 — Tiers. Which tier is cheapest?",
                                  "Unit 2 - the hot tier serves reads at low latency", "Chapter 1: which tier is cheapest?",
                                  "(options B and C are not included in the price)"])
def test_a_sentence_that_names_a_lesson_is_content(line):
    assert _without_furniture(line) == line


def test_the_breadcrumb_over_a_courses_question_leaves_the_stem(tmp_path):
    text = "Module 3 · Lesson 4 — Object storage for training data\nQuiz 3.4 — question 2/5 — attempt 1 of 3\n" + raw_text(
        STEM, ["A. The archive tier", "B. The hot tier", "C. The cold tier"], SHORT,
        "The hot tier is flash-backed.\nA. Incorrect. Archive reads take hours.\nC. Incorrect. Cold reads cost extra.")
    assert parse_raw(tmp_path, text).question.question == STEM
