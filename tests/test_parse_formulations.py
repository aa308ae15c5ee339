"""`parse`'s faster formulations (issue 11: speed) give what the original ones gave.

Each original is kept here as the reference and compared with the code on random texts made of the
pieces the patterns look for. (test_parse_speed.py holds the earlier ones.) About 5 s; ~20 s in CI.
"""
from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from deckgen.parse import analysis, analysis_start, answertext, drawing_points, lists, phrases
from strategies import MANY

L = analysis.L
# (A bullet inside a line, after a word and a space, only before a short name and its letter with no sentence's end
# between them, since issue 19: "… at the runtime level - it makes …. GFD (C) is …" starts no analysis.)
ORIGINAL_FIRST_ITEM = re.compile(rf"(?:(?<=\s)|^)(?<!\S[ \t])[-–•*·▪]\s+(?=(?-i:{analysis_start.LETTER_FORM})|[^\n]{{0,200}}?\({L}\))"
                                 rf"|(?<=\S[ \t])[-–•*·▪]\s+(?=(?-i:{analysis_start.LETTER_FORM})|{analysis_start.INLINE_NAMED.pattern})"
                                 rf"|^(?=(?-i:{analysis_start.LETTER_FORM}))", re.M)
ORIGINAL_BACKGROUND = re.compile(r"^(?:understanding|knowing|think of|imagine|picture|remember)\b"
                                 r"|\bis (?:divided|split) into\b|\bis (?:critical|crucial|key|important) "
                                 r"(?:for|to|because)\b|\blike (?:a|an|the)\b|\b(?:think|imagine)\b")
ORIGINAL_NAME_MARK = re.compile(r"(?<=[A-Za-z0-9])[A-Z_]")

PIECES = ["A", "B", "(C)", "D.", "E)", "Option", "Options", "Answer", "Choice", "is", "are", "incorrect", "not",
          "correct", "and", "or", "&", ",", ":", "—", "-", "–", "•", "*", "·", "▪", "Fibre Channel", " ", "  ",
          "\n", "\n\n", "\t", "\u00a0", "x", "NVLink", "H100", "batch_size", "É", "é", "1.", "2.", "- 1.",
          "understanding", "think", "think of", "imagine", "is divided into", "is split into", "is key to",
          "is crucial because", "like a", "like", "unlike the", "rethink", "is", "which", "so that", "because",
          "such as", "for example", "e.g.", "in", "to", "up to", "rather than", ";", "(", ")", "the", "with",
          "- A is incorrect", "x- B. ", "• (C) ", "x• Option D", "- Fibre Channel (C)", "\nA is wrong", "\nB) ",
          "(x)", "(", "is a", "are the", "that", "I", "you", "your", "we", "correct answer", "X"]
pieces = st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=30).map(
    lambda parts: "".join(parts) if len(parts) % 3 == 0 else " ".join(parts))


@settings(max_examples=MANY // 2, deadline=None)
@given(pieces)
def test_the_analysis_starts_where_it_did(text):
    match = ORIGINAL_FIRST_ITEM.search(text)
    assert analysis_start._first_item(text) == (match.start() if match else None)


@settings(max_examples=MANY // 2, deadline=None)
@given(pieces)
def test_background_and_names_are_found_as_before(text):
    lower = text.lower()
    assert bool(answertext.BACKGROUND.search(lower)) == bool(ORIGINAL_BACKGROUND.search(lower))
    assert [m.span() for m in drawing_points.NAME_MARK.finditer(text)] == \
        [m.span() for m in ORIGINAL_NAME_MARK.finditer(text)]


@settings(max_examples=MANY // 2, deadline=None)
@given(pieces)
def test_searches_skipped_by_their_words_find_what_they_found(text):
    # (An aside that opens the text takes the space after it along, since issue 19.)
    stripped = phrases.PARENTHESES.sub("", text)
    assert phrases.without_parentheses(text) == (stripped.lstrip() if text.startswith("(") else stripped)
    assert phrases.without_definition(text) == phrases.DEFINITION.sub(r"\1 ", text, count=1)


@settings(max_examples=MANY // 2, deadline=None)
@given(st.lists(st.sampled_from(["1. a", "2.  b", "- c", "-d", "1.x", "x", "", "- ", "10. e", " - f"]), max_size=8)
       .map("\n".join), st.lists(st.sampled_from(["\n\n", "intro:", "text"]), max_size=3).map("".join))
def test_list_blocks_are_read_as_before(block, before):
    markdown = f"{before}\n\n{block}"
    expected = []
    previous = ""
    for part in markdown.split("\n\n"):
        lines = part.split("\n")
        if all(re.match(r"(?:\d+\.|-)\s", line) for line in lines):
            expected.append((previous, [re.sub(r"^(?:\d+\.|-)\s+", "", line) for line in lines]))
        previous = part
    assert lists.list_blocks(markdown) == expected
