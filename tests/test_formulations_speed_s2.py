"""The drawing's shortcuts, compared with the code they stand for (kept here as the reference) on random texts made of
the pieces they read.

`drawing._breakdown` returns at once for a full explanation with fewer than three "(" before a digit (each of SHARE's
matches holds one, and each sentence is part of the text), before it reads the question's words; it read them first,
and split every text with three "(" into sentences.

`drawing_select.select_points` takes the answer's words as the union of its texts' keywords (each text's own, read
once a question), where it read the texts joined by spaces: a text's keywords are its chunks', and no chunk spans
the space that joins two texts.
"""
from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen.model import Part
from deckgen.parse.drawing import SHARE, _breakdown, _part_label
from deckgen.parse.phrases import sentences
from deckgen.parse.words import keywords
from strategies import MANY


def original_breakdown(full: str, stem: str) -> tuple[Part, ...]:
    asked = keywords(" ".join(s for s in sentences(stem.replace("\n\n", " ")) if s.endswith("?")))
    if full.count("(") < 3:
        return ()
    for sentence in sentences(full.replace("\n\n", " ")):
        if sentence.count("(") < 3:
            continue
        shares = SHARE.findall(sentence)
        units = {unit for _, _, unit in shares}
        if len(shares) >= 3 and len(units) == 1 and keywords(sentence) & asked:
            return tuple(Part(_part_label(label), float(size), f"{size} {unit}".replace(" %", "%"))
                         for label, size, unit in shares)
    return ()


PIECES = ["a weight (2 bytes)", "the master copy (4 bytes)", "and two moments (8 bytes)", ", ", ": ", " and ", "(", ")",
          "( 2 bytes)", "(2", "(٣ GB)", "(²)", "(2.5 %)", "(10 GB)", "weights", "memory", " ", "\n\n", ". ", "? ",
          "What uses the memory?", "bytes", "(x)", "1", "B"]
texts = st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=20).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(texts, texts)
@example("A weight (2 bytes), a master copy (4 bytes) and two moments (8 bytes).", "What uses the memory?")
@example("Weights (٣ GB), copies (4 GB), moments (8 GB) use memory.", "What uses memory?")
@example("Weights (2 GB),\n\ncopies (4 GB), moments (8 GB) use memory.", "What uses memory?")
def test_breakdown_is_the_original(full: str, stem: str) -> None:
    assert _breakdown(full, stem) == original_breakdown(full, stem)


WORD_PIECES = ["GPU", "gpus", "NVLink", "all-reduce", "the", "a", "é", "İ", "K", "\u212a", "x_y", "C++", " ", "\n", "\t",
               "\u00a0", "\u2009", "-", ".", "", "memory-intensive", "(like", "GPUs,"]
word_texts = st.lists(st.sampled_from(WORD_PIECES) | st.text(max_size=3), max_size=8).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(st.lists(word_texts, max_size=4))
@example(["", "GPU"])
@example(["memory-", "intensive"])
@example(["a\u00a0", " b"])
def test_answer_words_are_the_joined_texts(texts: list[str]) -> None:
    assert frozenset().union(*map(keywords, texts)) == keywords(" ".join(texts))
