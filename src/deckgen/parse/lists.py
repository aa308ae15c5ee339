"""Plain explanation text -> Markdown, with lists in any layout made real Markdown lists.

The collected texts write lists in several ways: run into one line ("… are: 1. Registers: … 2. L2
cache: …", "1) … 2) …", "intro: • a • b"), or one item per line ("1. …" / "- …" / "• …" / "– …" lines).
All become Markdown lists (numbered `1.` or `-` bullets). Text that only looks like a list stays
prose: a numbered list starts at 1 and counts up, each number right after the end of a sentence or
clause ("… above 64. What" and "INT4. Which" are no lists).
"""
from __future__ import annotations

import functools
import itertools
import re

# A numbered item's marker at the start of a line: "1." "1)" "(1)".
NUMBER_LINE = re.compile(r"(?:(\d{1,4})[.)]|\((\d{1,4})\))\s+(?=\S)")
ITEM_MARK = re.compile(r"^(?:\d+\.|-)\s+")  # a list item as to_markdown writes it
LIST_BLOCK_START = re.compile(r"\n\n[-\d]")
BULLET_LINE = re.compile(r"[-–•*·▪]\s+(?=\S)")
# The patterns below start with a character (the search skips to the next one in C) where they were
# `(?:(?<=[:.!?])|^)…`, `(?:(?<=[.!?:;)])\s+(\d{1,4})\.|\s…` and `(?:(?<=:)|^)…`, which tried a
# lookbehind at every character (a third of to_markdown); tests/test_formulations_pipeline.py holds
# _split_run_in to the original.
# A run-in list's first marker: at the paragraph's start (RUN_IN_START) or right after ":" "." "!" "?"
# (spaces between; group 1 of RUN_IN_ONE).
RUN_IN_START = re.compile(r"\s*(?:1[.)]|\(1\))\s+(?=\S)")
RUN_IN_ONE = re.compile(r"[:.!?](\s*(?:1[.)]|\(1\))\s+)(?=\S)")
# Later run-in markers: "N." after a sentence or clause end; "N)" and "(N)" after any space.
RUN_IN_NEXT = re.compile(r"\s(?:(?<=[.!?:;)]\s)\s*(\d{1,4})\.|(\d{1,4})\)|\((\d{1,4})\))\s+(?=\S)")
# A run-in bulleted list's first bullet: at the paragraph's start, or right after ":" (group 1).
RUN_IN_BULLETS_START = re.compile(r"\s*[-–•*·▪]\s+(?=\S)")
RUN_IN_BULLETS = re.compile(r":(\s*[-–•*·▪]\s+)(?=\S)")
BULLET_SPLIT = re.compile(r"\s[-–•*·▪]\s+(?=\S)")
MARKDOWN_START = re.compile(r"^(#|>|\d+[.)]\s|[-+*]\s)")
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z“\"'(])")


def to_markdown(text: str) -> str:
    """Paragraphs (lines) of plain text as Markdown blocks, every list a real list."""
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
    blocks: list[str] = []
    index = 0
    while index < len(paragraphs):
        found, end = _line_list(paragraphs, index)
        if found is not None:
            blocks += _list_blocks(*found)
            index = end
            continue
        blocks += _run_in(paragraphs[index])
        index += 1
    return "\n\n".join(blocks)


def list_blocks(markdown: str) -> list[tuple[str, list[str]]]:
    """(the paragraph before, items) of each Markdown list in `markdown`, as `to_markdown` writes them."""
    found: list[tuple[str, list[str]]] = []
    # A list block starts with "-" or a digit (ITEM_MARK), at the start or after "\n\n": a text without
    # one (most) needs no splitting, and most blocks are passed over by their first character.
    if not (markdown[:1] == "-" or markdown[:1].isdigit() or LIST_BLOCK_START.search(markdown)):
        return found
    before = ""
    for block in markdown.split("\n\n"):
        if (block[:1] == "-" or block[:1].isdigit()) and all(map(ITEM_MARK.match, lines := block.split("\n"))):
            found.append((before, [ITEM_MARK.sub("", line, count=1) for line in lines]))
        before = block
    return found


# (The answer reads the lists of both explanations, the drawing and its sources those of the full one again: the
# same texts, read once.)
@functools.lru_cache(maxsize=8)
def list_blocks_read(markdown: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """list_blocks(markdown), as tuples (kept for the text's later readers)."""
    return tuple((before, tuple(items)) for before, items in list_blocks(markdown))


def _line_list(paragraphs: list[str], index: int) -> tuple[tuple[list[str], bool] | None, int]:
    """Items written one per line from paragraphs[index] on: ((items, numbered), index after) or None."""
    first = paragraphs[index]
    match = NUMBER_LINE.match(first)
    if match and (match[1] or match[2]) == "1":
        items, number, end = [first[match.end():]], 2, index + 1
        while end < len(paragraphs):
            nxt = NUMBER_LINE.match(paragraphs[end])
            if not nxt or (nxt[1] or nxt[2]) != str(number):
                break
            items.append(paragraphs[end][nxt.end():])
            number, end = number + 1, end + 1
        if len(items) >= 2 or (index and paragraphs[index - 1].endswith(":")):
            return (items, True), end
    if BULLET_LINE.match(first):
        items, end = [], index
        while end < len(paragraphs) and BULLET_LINE.match(paragraphs[end]):
            items.append(BULLET_LINE.sub("", paragraphs[end], count=1))
            end += 1
        if len(items) >= 2 or (index and paragraphs[index - 1].endswith(":")):
            return (items, False), end
    return None, index


def _run_in(paragraph: str) -> list[str]:
    """A paragraph as Markdown blocks: its prose, and the run-in list inside it if any."""
    intro, items, numbered = _split_run_in(paragraph)
    if not items and " 3. " in paragraph and " 2. " in paragraph:
        intro, items, numbered = _split_bare_run_in(paragraph)
    if not items:
        return [_escape_start(paragraph)]
    return ([_escape_start(intro)] if intro else []) + _list_blocks(items, numbered)


def _list_blocks(items: list[str], numbered: bool) -> list[str]:
    """The list, and the prose run on after its last item ("… bubbles. Large runs combine all
    three.") as a paragraph after it: the last item keeps as many sentences as the longest other."""
    most = max((len(SENTENCE_BREAK.split(item)) for item in items[:-1]), default=1)
    sentences = SENTENCE_BREAK.split(items[-1])
    tail = ""
    if len(items) > 1 and len(sentences) > most:
        items = items[:-1] + [" ".join(sentences[:most])]
        tail = " ".join(sentences[most:])
    lines = [f"{n}. {item}" if numbered else f"- {item}" for n, item in enumerate(items, 1)]
    return ["\n".join(lines)] + ([_escape_start(tail)] if tail else [])


def _split_run_in(paragraph: str) -> tuple[str, list[str], bool]:
    """'intro: 1. a 2. b' -> ('intro:', ['a', 'b'], True); 'intro: - a - b' -> (…, False); else no items."""
    starts = _first_markers(paragraph) if "1" in paragraph else ()  # (most paragraphs hold no list)
    for start, end in itertools.islice(starts, 3):  # a few tries: linear on "1. 1. 1. …"
        begin, number, items = end, 2, []
        for marker in RUN_IN_NEXT.finditer(paragraph, begin):
            if (marker[1] or marker[2] or marker[3]) == str(number):
                items.append(paragraph[begin:marker.start()].strip())
                begin, number = marker.end(), number + 1
        items.append(paragraph[begin:].strip())
        if len(items) >= 2:
            return paragraph[:start].strip(), items, True
    bullets = _first_bullet(paragraph)  # (found first: cheaper than looking for ": " in every paragraph)
    if bullets and (": " in paragraph or paragraph[:1] in "-–•*·▪"):
        items = [i.strip() for i in BULLET_SPLIT.split(paragraph[bullets[1]:]) if i.strip()]
        if len(items) >= 2:
            return paragraph[:bullets[0]].strip(), items, False
    return paragraph, [], False


# A run-in list whose items end with no stop ("Steps are following: 1. On server, … > /proc/fs/nfsd/portlist 2. On client,
# load rpcrdma … 3. Mount …"): each next number after a space, in order.
BARE_NEXT = re.compile(r"\s(\d{1,3})\.\s+(?=\S)")


def _split_bare_run_in(paragraph: str) -> tuple[str, list[str], bool]:
    """_split_run_in's reading of a list whose numbers follow no stop (BARE_NEXT), from its first "1." on, where it has three
    items or more; else no items."""
    for start, end in itertools.islice(_first_markers(paragraph), 1):
        begin, number, items = end, 2, []
        for marker in BARE_NEXT.finditer(paragraph, begin):
            if marker[1] == str(number):
                items.append(paragraph[begin:marker.start()].strip())
                begin, number = marker.end(), number + 1
        items.append(paragraph[begin:].strip())
        if len(items) >= 3:
            return paragraph[:start].strip(), items, True
    return paragraph, [], False


def _first_markers(paragraph: str):
    """(start, end) of each "1." that may start a run-in list, in order."""
    first = RUN_IN_START.match(paragraph)
    if first:
        yield first.span()
    for one in RUN_IN_ONE.finditer(paragraph, first.end() if first else 0):
        yield one.span(1)


def _first_bullet(paragraph: str) -> tuple[int, int] | None:
    """(start, end) of the bullet that may start a run-in bulleted list."""
    first = RUN_IN_BULLETS_START.match(paragraph)
    if first:
        return first.span()
    after_colon = RUN_IN_BULLETS.search(paragraph)
    return after_colon.span(1) if after_colon else None


def _escape_start(paragraph: str) -> str:
    """Keep prose that happens to start like Markdown syntax ('1986. …', '# 1') as prose."""
    match = MARKDOWN_START.match(paragraph)
    if not match:
        return paragraph
    if match[1][0].isdigit():
        cut = match[1].index(match[1].strip()[-1])
        return paragraph[:cut] + "\\" + paragraph[cut:]
    return "\\" + paragraph

