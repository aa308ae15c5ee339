"""Cards of the forty-fifth held-out set's kinds (AR, and the boxes of earlier sets' "Which THREE" cards), read by
`parse`. Written for these tests, on a topic of their own (a print shop), in other words than the held-out texts
that showed the forms.
"""
from __future__ import annotations

from deckgen.model import Infographic, Question
from deckgen.parse.drawing_box import answer_box

OPTIONS = {"A": "A laser printer, for the bulk of the plain pages", "B": "A fax machine on every desk",
           "C": "A large-format plotter, for the posters", "D": "A typewriter", "E": "A guillotine cutter, for trimming"}


def _question(stem: str, answer: tuple[str, ...], line: str) -> Question:
    return Question(id="q", order=1, source="raw/1_q.txt", tags=(), question=stem, options=OPTIONS, answer=answer,
                    answer_text=line, short_explanation="", full_explanation="", rationales={}, infographic=Infographic())


def test_three_answers_too_long_to_box_each_are_boxed_by_the_lines_short_names():
    question = _question("Which THREE machines does the shop need? (Choose three.)", ("A", "C", "E"),
                         "A laser printer; a large-format plotter; a guillotine cutter.")
    assert answer_box(question)[0] == "A, C, E — A laser printer; a large-format plotter; a guillotine cutter"


def test_three_answers_whose_line_runs_past_a_box_or_names_fewer_are_no_box():
    stem = "Which THREE machines does the shop need? (Choose three.)"
    long_line = ("A laser printer for the bulk of the plain pages; a large-format plotter for the posters; "
                 "a guillotine cutter for trimming.")
    assert answer_box(_question(stem, ("A", "C", "E"), long_line))[0] == ""
    assert answer_box(_question(stem, ("A", "C", "E"), "A laser printer; a large-format plotter."))[0] == ""
