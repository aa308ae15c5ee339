"""`deckgen parse`'s pipeline around the parser (reading raw files, the analysis, lists, card files and
the command's own bookkeeping) gives what it gave before its faster formulations.

Each original is kept here as the reference and compared with the code, exhaustively where the input
is one character and on random texts made of the pieces the code looks for elsewhere. ~3 s; ~8 s in CI.
"""
from __future__ import annotations

import itertools
import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen.cardfiles import fastdump, yamlio
from deckgen.parse import analysis, lists, rawfile
from strategies import MANY, cards, texts

#: Cases per property: ~1 s each in CI (MANY there), ~0.25 s here.
EXAMPLES = MANY // 8

# Code points around every edge of NOT_FAST_TEXT's ranges, and whole planes beyond the BMP.
EDGES = [*range(0x10000), *range(0x10000, 0x10100), 0x1f600, 0xeffff, 0x10ffff]


def test_unsure_characters_are_found_in_utf8_as_in_the_text():
    for code in EDGES:
        char = chr(code)
        for text in (char, f"é{char}\n"):
            assert fastdump.has_unsure_character(text) == bool(fastdump.NOT_FAST_TEXT.search(text)), hex(code)


@settings(max_examples=EXAMPLES // 2, deadline=None)
@given(st.lists(texts | st.sampled_from(["\u1680", "\u200b", "\ufeff", "\ufffe", "\ud800", "\x9f", "\xa0",
                                          "\u3000", "\u205f", "\u2060", "’", "—", "\n"]), max_size=8).map("".join))
def test_unsure_characters_are_found_in_any_text(text):
    assert fastdump.has_unsure_character(text) == bool(fastdump.NOT_FAST_TEXT.search(text))


ORIGINAL_BULLET = re.compile(r"(?<!\b[A-H])(?:^|\s)[-–•*·▪]\s+|\n+", re.M)


def original_items(text: str) -> tuple[list[str], int, int]:
    """analysis._items as it was: split at every ORIGINAL_BULLET (and a bare head, "Option A" on its line, takes
    the line after it, as it does since held-out F)."""
    items: list[str] = []
    begin = end = position = gap_start = 0
    gap = ""
    for match in [*ORIGINAL_BULLET.finditer(text), None]:
        stop = match.start() if match else len(text)
        piece = text[position:stop].strip()
        if piece:
            if analysis._letters_of(piece):
                if not items:
                    begin = gap_start
                items.append(piece)
            elif items and "\n" in gap and analysis._head(items[-1]) and analysis._head(items[-1])[2]:
                break
            elif items and "\n" in gap and not analysis._head(items[-1]):
                break
            elif items:
                items[-1] += f" {gap.strip()} {piece}" if gap.strip() else f" {piece}"
            if items:
                end = stop
            gap, gap_start = "", stop
        if match:
            gap += match.group()
            position = match.end()
    return items, begin, end


# Pieces of an analysis: bullets and what may stand before them (a lone letter, a word, spaces, line
# ends), letter forms and words.
ITEM_PIECES = ["-", "–", "•", "*", "·", "▪", " ", "  ", "\n", "\n\n", "\t", "\u00a0", "A", "B", "H", "I", "(C)",
               "D.", "E)", "Option A:", "Option", "B is incorrect", "is wrong", "and", "x", "word", "Fibre Channel (C)",
               "- A is incorrect because", "\n- ", " - ", "\n\n- B.", "é", "’", ":", "."]


def joined(pieces: list[str], gaps: list[str]) -> st.SearchStrategy[str]:
    """Texts of the pieces (and of a few random characters), each followed by one of the gaps."""
    return st.lists(st.tuples(st.sampled_from(pieces) | st.text(max_size=2), st.sampled_from(gaps)), max_size=30).map(
        lambda pairs: "".join(piece + gap for piece, gap in pairs))


item_texts = joined(ITEM_PIECES, ["", " ", "\n"])


@settings(max_examples=EXAMPLES * 3 // 2, deadline=None)
@given(item_texts)
@example("Intro:\n- A is incorrect because x.\n- B. y - (C) z\n\nAfter.")
@example("A - B is incorrect - C. x")
@example("- A is wrong.\n-\n- B is wrong")
def test_the_analysis_is_split_into_the_same_items(text):
    assert analysis._items(text) == original_items(text)


ORIGINAL_RUN_IN_ONE = re.compile(r"(?:(?<=[:.!?])|^)\s*(?:1[.)]|\(1\))\s+(?=\S)")
ORIGINAL_RUN_IN_NEXT = re.compile(r"(?:(?<=[.!?:;)])\s+(\d{1,4})\.|\s(\d{1,4})\)|\s\((\d{1,4})\))\s+(?=\S)")
ORIGINAL_RUN_IN_BULLETS = re.compile(r"(?:(?<=:)|^)\s*[-–•*·▪]\s+(?=\S)")


def original_split_run_in(paragraph: str) -> tuple[str, list[str], bool]:
    """lists._split_run_in as it was."""
    starts = ORIGINAL_RUN_IN_ONE.finditer(paragraph) if "1" in paragraph else ()
    for one in itertools.islice(starts, 3):
        begin, number, items = one.end(), 2, []
        for marker in ORIGINAL_RUN_IN_NEXT.finditer(paragraph, begin):
            if (marker[1] or marker[2] or marker[3]) == str(number):
                items.append(paragraph[begin:marker.start()].strip())
                begin, number = marker.end(), number + 1
        items.append(paragraph[begin:].strip())
        if len(items) >= 2:
            return paragraph[:one.start()].strip(), items, True
    bullets = (ORIGINAL_RUN_IN_BULLETS.search(paragraph) if ": " in paragraph or paragraph[:1] in "-–•*·▪"
               else None)
    if bullets:
        items = [i.strip() for i in lists.BULLET_SPLIT.split(paragraph[bullets.end():]) if i.strip()]
        if len(items) >= 2:
            return paragraph[:bullets.start()].strip(), items, False
    return paragraph, [], False


# Pieces of run-in lists: numbers in every marker form, what may stand before them, bullets, words.
LIST_PIECES = ["1.", "1)", "(1)", "2.", "2)", "(2)", "3.", "(3)", "4)", "10.", "12345.", " ", "  ", "\n", "\t", ":",
               ".", "!", "?", ";", ")", "(", "-", "–", "•", "*", "·", "▪", "x", "Word", "1", "2", "é", "’", ": 1. ",
               ". 2. ", " 2) ", " (3) ", ": - ", " - ", "\u00a0", ": (1) ", " (2) ", "! 1) ", "? 1. "]
list_texts = joined(LIST_PIECES, [" ", " ", "", "\n"])


@settings(max_examples=EXAMPLES * 3 // 2, deadline=None)
@given(list_texts)
@example(" - a - b")
@example("Steps: (1) a (2) b 3) c")
@example("1. a. 2. b 3. c")
@example("Why? 1) a 2) b")
def test_run_in_lists_are_found_as_before(paragraph):
    assert lists._split_run_in(paragraph) == original_split_run_in(paragraph)


def original_list_blocks(markdown: str) -> list[tuple[str, list[str]]]:
    """lists.list_blocks as it was."""
    found: list[tuple[str, list[str]]] = []
    before = ""
    for block in markdown.split("\n\n"):
        lines = block.split("\n")
        if all(map(lists.ITEM_MARK.match, lines)):
            found.append((before, [lists.ITEM_MARK.sub("", line, count=1) for line in lines]))
        before = block
    return found


@settings(max_examples=EXAMPLES // 2, deadline=None)
@given(st.lists(st.sampled_from(["1. a", "2. b", "- c", "-", "12. x", "٣. y", "²", "text", "", " ", "\n", "\n\n",
                                 "\n\n\n", "1.", "- ", "x\n- y"]) | st.text(max_size=2), max_size=20).map("".join))
def test_lists_in_markdown_are_found_as_before(markdown):
    assert lists.list_blocks(markdown) == original_list_blocks(markdown)


def test_unusual_characters_are_found_in_utf8_as_in_the_text():
    for code in EDGES:
        if 0xd800 <= code < 0xe000:  # (no decoded text holds a surrogate)
            continue
        for text in (chr(code), f"é{chr(code)}\r\n"):
            assert rawfile._unusual_in_utf8(text.encode()) == bool(rawfile.UNUSUAL.search(text)), hex(code)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(texts | st.sampled_from(["\r", "\r\n", "  ", " \n", "\u2028", "\u200b", "\ufeff", "\u1680", "é"]),
                max_size=8).map("".join).filter(lambda text: not re.search("[\ud800-\udfff]", text)))
def test_a_raw_file_is_normalised_as_its_text_is(text):
    assert rawfile._normalise(text, rawfile._unusual_in_utf8(text.encode())) == rawfile.normalise(text)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(st.sampled_from(["correct", "answer", "option", "choice", "right", "best", "answeright", "bestright",
                                 "corr", "ect", "r", "ight", "b", "est", "opt", "ion", "choi", "ce", " ", "x", "é"]),
                max_size=20).map("".join))
def test_clues_are_found_where_the_pattern_found_them(text):
    clue = re.compile("|".join(analysis.CLUE_WORDS))  # (the pattern the search was before)
    assert analysis._clues(text) == [match.span() for match in clue.finditer(text)]


@settings(max_examples=EXAMPLES // 6, deadline=None)
@given(cards() | st.dictionaries(texts, texts, min_size=1, max_size=3))
def test_card_files_in_utf8_are_their_text_encoded(card):
    assert yamlio.dump_utf8(card) == yamlio.dump(card).encode("utf-8")
