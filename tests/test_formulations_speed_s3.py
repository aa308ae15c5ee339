"""Faster forms of parse's steps give what the obvious forms gave.

`rawfile.SPACE_RUNS` replaces the runs of spaces `rawfile.SPACES` matches, but a lone " " (which SPACES replaced
by itself); the original substitution is kept here as the reference and compared on random texts of spaces.
"""
from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen.parse.rawfile import SPACE_RUNS, SPACES
from strategies import MANY

SPACE_PIECES = [" ", "  ", "\t", "\xa0", "\u2003", "\u200a", "\u200b", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000",
                "\x85", "\n", "a", "b.", "é", ""]
spaced = st.lists(st.sampled_from(SPACE_PIECES) | st.text(max_size=2), max_size=20).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(spaced)
@example(" a  b\t c \xa0d ")
@example(" ")
@example("\t")
def test_space_runs_replace_as_spaces_did(text: str) -> None:
    assert SPACE_RUNS.sub(" ", text) == SPACES.sub(" ", text)
