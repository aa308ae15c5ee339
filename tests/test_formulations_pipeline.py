"""`deckgen parse`'s pipeline around the parser (reading raw files, the analysis, lists, card files and
the command's own bookkeeping) gives what it gave before its faster formulations.

Each original is kept here as the reference and compared with the code, exhaustively where the input
is one character and on random texts made of the pieces the code looks for elsewhere. A few seconds.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from deckgen.cardfiles import fastdump
from strategies import MANY, texts

# Code points around every edge of NOT_FAST_TEXT's ranges, and whole planes beyond the BMP.
EDGES = [*range(0x10000), *range(0x10000, 0x10100), 0x1f600, 0xeffff, 0x10ffff]


def test_unsure_characters_are_found_in_utf8_as_in_the_text():
    for code in EDGES:
        char = chr(code)
        for text in (char, f"é{char}\n"):
            assert fastdump.has_unsure_character(text) == bool(fastdump.NOT_FAST_TEXT.search(text)), hex(code)


@settings(max_examples=MANY // 3, deadline=None)
@given(st.lists(texts | st.sampled_from(["\u1680", "\u200b", "\ufeff", "\ufffe", "\ud800", "\x9f", "\xa0",
                                          "\u3000", "\u205f", "\u2060", "’", "—", "\n"]), max_size=8).map("".join))
def test_unsure_characters_are_found_in_any_text(text):
    assert fastdump.has_unsure_character(text) == bool(fastdump.NOT_FAST_TEXT.search(text))
