"""The drawing's form checks in their faster forms give what their plain forms gave.

`drawing_reads.reads_alone` searches an ASCII text's CHATTY and OBJECT_IT in the text lowered, with the patterns
compiled without re.I: the plain searches are kept here as the reference and compared on random texts made of the
words the patterns look for, with the characters re.I folds otherwise ("İ", "ı", "ſ", "K"). `drawing_lean.leans` reads
an ASCII line's letter runs as bytes first: LOWER_WORD.findall's runs are kept here as the reference.
"""
from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen.parse.drawing_form import LOWER_WORD
from deckgen.parse.drawing_lean import LEAN_BYTES, LEAN_WORDS, LETTER_BYTES, leans
from deckgen.parse.drawing_reads import CHATTY, CHATTY_LOWER, OBJECT_IT, OBJECT_IT_LOWER
from strategies import MANY

WORDS = ["it", "It", "IT", "iT", "İt", "ıt", "of", "OF", "Of", "into", "onto", "without", "about", "under", "with",
         "take", "Take", "TAKE", "key", "Key", "\u212aey", "tl;dr", "TL;DR", "tl;Dr", "heads-up", "Heads-Up", "line",
         "bottom", "Bottom", "quick", "that", "That", "THAT", "also", "then", "same", "both", "x-y", "The same", "its", "it's", "it’s", "item", "a", "The", "ſhort", "short", "SHORT", "1", "_"]
JOINTS = [" ", "  ", ":", ": ", " - ", " — ", " – ", "—", "\t", "\n", ";", "'", "’", ".", ",", ""]
texts = st.lists(st.sampled_from(WORDS) | st.sampled_from(JOINTS) | st.text(max_size=2), max_size=20).map("".join)


def _same(first, second) -> bool:
    return (first is None) == (second is None) and (first is None or first.span() == second.span())


@settings(max_examples=MANY, deadline=None)
@given(texts)
@example("Bottom line: it works")
@example("Quick TAKE — the GPU")
@example("TL;DR: fine")
@example("It runs on top of IT")
@example("Built on top of It.")
@example("Part of it’s design")
def test_lowered_searches_are_the_plain_ones(text: str) -> None:
    if text.isascii():
        assert _same(CHATTY_LOWER.match(text.lower()), CHATTY.match(text))
        assert _same(OBJECT_IT_LOWER.search(text.lower()), OBJECT_IT.search(text))


@settings(max_examples=MANY, deadline=None)
@given(texts)
@example("It works as well")
@example("The rest of it's fine")
@example("GPU-THAT runs")
def test_lean_words_as_bytes_are_the_runs(text: str) -> None:
    found = set(LOWER_WORD.findall(text.lower()))
    if text.isascii():
        runs = text.lower().encode().translate(LETTER_BYTES).split()
        assert {run.decode() for run in runs} == found
        assert LEAN_BYTES.isdisjoint(runs) == found.isdisjoint(LEAN_WORDS)
    if "'" not in text and "’" not in text and found.isdisjoint(LEAN_WORDS):
        assert not leans(text)
