"""A point's figures and names' marks, counted in its bytes mapped to classes (`drawing_select._marks`), give what the
patterns gave: the rank's digits and capitals after white space (RANK_MARK), and whether a point has a figure or a
name's mark (DIGIT, CAPITAL, INNER_CAPITAL). The patterns are the reference, on random texts made of the pieces they
look for and of the characters the bytes cannot tell (white space and digits past ASCII).
"""
from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from strategies import MANY

MARK_PIECES = ["NVLink", " H100", " A", "a B", "\tC", "\x1cD", "\x85E", "\xa0F", "\u2009G", "1", "٣", "²", " ", "x",
               "É", " É", "AB", "_", "/", "é", "ſ", "K", "\u212a", "\n", "—"]
points = st.lists(st.sampled_from(MARK_PIECES) | st.text(max_size=3), max_size=12).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(points)
@example(" A 1 B2 \tC")
@example("\xa0A \u2009B ٣")
@example("\ud800A")
def test_rank_marks_are_the_pattern_s(point: str) -> None:
    from deckgen.parse.drawing_select import RANK_MARK, _rank_marks
    marks = RANK_MARK.findall(point)
    digits = sum(map(str.isdigit, marks))
    assert _rank_marks(point) == (digits, len(marks) - digits)


@settings(max_examples=MANY, deadline=None)
@given(points)
@example("nvLink")
@example("a\u2009B")
@example("x٣")
def test_figure_or_name_is_the_patterns(point: str) -> None:
    from deckgen.parse.drawing_select import CAPITAL, DIGIT, INNER_CAPITAL, _figure_or_name
    assert _figure_or_name(point) == (bool(DIGIT.search(point) or CAPITAL.search(point) or INNER_CAPITAL.search(point))
                                      or "_" in point or "/" in point)
