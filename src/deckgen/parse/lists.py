"""Run-in lists of the explanations as real Markdown lists.

The practice-exam texts run lists into single lines: "… simultaneously: 1. Model Parameters: …
2. Gradients: …" or "… two ways: - first … - second …". `to_markdown` makes them Markdown lists
again, and keeps prose that merely starts like Markdown syntax as prose.
"""
from __future__ import annotations

import re

# A list starts with "1. " right after ":" or "." (spaces between allowed) or at the paragraph's start.
NUMBERED_ONE = re.compile(r"1\.\s+(?=\S)")
NUMBERED_ITEM = re.compile(r"(?<=[.!?:)])\s+(\d+)\.(?=\s+\S)")
MARKDOWN_START = re.compile(r"^(#|>|\d+[.)]\s|[-+*]\s)")


def _numbered_start(paragraph: str) -> tuple[int, int] | None:
    """Where the list's "1. " starts (with the spaces before it) and ends. Found from each "1." back,
    not by trying a pattern at every position: the spaces before different "1."s never overlap."""
    for one in NUMBERED_ONE.finditer(paragraph):
        start = one.start()
        while start and paragraph[start - 1].isspace():  # str.isspace() is the regex \s
            start -= 1
        if start == 0 or paragraph[start - 1] in ":.":
            return start, one.end()
    return None


def split_numbered(paragraph: str) -> tuple[str, list[str]]:
    """'intro: 1. a 2. b' -> ('intro:', ['a', 'b']); no list -> (paragraph, [])."""
    start = _numbered_start(paragraph)
    if not start:
        return paragraph, []
    intro, begin, number, items = paragraph[:start[0]].rstrip(), start[1], 2, []
    # One pass over every "N." marker: a paragraph of thousands of items stays linear.
    for marker in NUMBERED_ITEM.finditer(paragraph, begin):
        if marker[1] == str(number):
            items.append(paragraph[begin:marker.start()].strip())
            begin, number = marker.end(), number + 1
    items.append(paragraph[begin:].strip())
    return (intro, items) if len(items) >= 2 else (paragraph, [])


def _split_bullets(paragraph: str) -> tuple[str, list[str]]:
    """'intro: - a - b' -> ('intro:', ['a', 'b']) when the intro ends with a colon."""
    match = re.search(r":\s+[-–•]\s+", paragraph)
    if not match:
        return paragraph, []
    items = [i.strip() for i in re.split(r"\s[-–•]\s+", paragraph[match.end():]) if i.strip()]
    return (paragraph[:match.start() + 1], items) if len(items) >= 2 else (paragraph, [])


def to_markdown(text: str) -> str:
    """Paragraphs of plain text as Markdown, run-in lists made real lists."""
    blocks = []
    for paragraph in (p.strip() for p in text.split("\n\n")):
        if not paragraph:
            continue
        intro, numbered = split_numbered(paragraph)
        marker = "{n}."
        if not numbered:
            intro, numbered = _split_bullets(paragraph)
            marker = "-"
        if intro:
            blocks.append(_escape_start(intro))
        if numbered:
            blocks.append("\n".join(f"{marker.format(n=n)} {item}" for n, item in enumerate(numbered, 1)))
    return "\n\n".join(blocks)


def _escape_start(paragraph: str) -> str:
    """Keep prose that happens to start like Markdown syntax ('1986. …', '# 1') as prose."""
    match = MARKDOWN_START.match(paragraph)
    if not match:
        return paragraph
    if match[1][0].isdigit():
        cut = match[1].index(match[1].strip()[-1])
        return paragraph[:cut] + "\\" + paragraph[cut:]
    return "\\" + paragraph
