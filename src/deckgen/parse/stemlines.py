"""The stem and its options: the option lines under the question (`A. …`, `A) …`, `(A) …`, `[A] …`, `A - …`, a page's radio buttons,
lower-case letters made upper by `letters`), a wrapped line taken with the option above it, and what ends them: a blank line, a page's
key ("Correct answer: C"), a reader's line ("I picked B …?"). A question asked under the options, where the stem asks none, is the
stem's."""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import ParseError
from ..model import LETTERS
from .answerhints import KEY_LINE
from .letters import BARE_OPTION, COLON_OPTION, OPTION_LINE, bare_options, colon_options, inline_options, run_on
from .stated import STATED_LINE

QUESTION_TURN, READER = re.compile(r"Q[.:]\s"), re.compile(r"I(?:\s|['’]m\s)[^\n]*\?")  # (an interview's question, its answer under it; a reader's line under the options: "I picked B …?? Can …")
# The question asked under the options where the stem asks none ("… for all of them:" / the options / "Comparing the four, which
# card gives the highest occupancy?"): a line of six words or more that asks it and names no option by its letter (nor a READER's).
ASKED_UNDER = re.compile(r"(?=(?:\S+\s+){5})(?:[^\n?]*?\b)?(?i:which|what|how|why)\b(?![^\n]*\b[A-H]\b)[^\n]*\?")


def split_options(lines: list[str], path: Path) -> tuple[str, dict[str, str]]:
    """The stem, and the options listed as `A. …` / `A) …` / `(A) …` lines after it (or run into its last line)."""
    options: dict[str, str] = {}
    stem: list[str] = []
    gap = False  # (a blank line after the options ends the last one: "✅ Correct answers: A, D", a page's prompt)
    bare = set() if any(map(OPTION_LINE.match, lines)) else bare_options(lines)  # ("A   cuDF offers …", in a run)
    pattern = COLON_OPTION if colon_options(lines) else BARE_OPTION if bare else OPTION_LINE
    for index, line in enumerate(lines):
        gap = gap or bool(options) and not line
        match = pattern.match(line) if pattern is not BARE_OPTION or index in bare else None
        if match and not options and line[:2] in ("A.", "A:") and QUESTION_TURN.match(next(filter(None, lines[:index][::-1]), "")) \
                and next(filter(None, lines[index + 1:]), "")[:2] not in ("B.", "B)", "B:"):
            match = None  # (a transcript's answer under its question, "Q. Were those the five steps?" / "A. Yes."; not A of A–D)
        if match and gap and (match["p"] or match["l"]) in options:
            continue  # (a letter seen already, after a blank line: a page's "[A] …" or a restatement, no option)
        if match and (options or LETTERS[len(options)] == (match["p"] or match["l"])):
            letter = match["p"] or match["l"]
            if len(options) == len(LETTERS):
                raise ParseError(f"option {letter} after option {LETTERS[-1]}: a question has at most "
                                 f"{len(LETTERS)} options ({LETTERS[0]}–{LETTERS[-1]})", path, index + 1)
            if letter != LETTERS[len(options)]:
                raise ParseError(f"option {letter} is out of order; expected {LETTERS[len(options)]}",
                                 path, index + 1)
            mark = line[match.start("l") + 1:match.start("l") + 2] if match["l"] else ""
            # ("A) 50 GB/s  B) 400 GB/s  C) 900 GB/s  D) 3,200 GB/s": the options run on one line)
            options.update(run_on(match["text"], letter, bool(match["p"]), mark) if match["p"] or mark in (".", ")") else [(letter, match["text"])])
            gap = False
        elif options and line and ASKED_UNDER.fullmatch(line) and not READER.match(line) and not any("?" in part for part in stem):
            stem.append(line)  # (the question under the options, where the stem asks none; no wrapped option's line)
            gap = True
        elif options and line and not gap and (STATED_LINE.fullmatch(line) or "nswer" in line and KEY_LINE.match(line)
                                               or line[:1] == "I" and READER.match(line)):  # (or a reader: "I picked B …?")
            gap = True  # (a page's key ends the options: "Correct answer: C", "The correct answers are: …" is no part of D)
        elif options and line and not gap:  # (a wrapped option line continues the option above it)
            last = next(reversed(options))
            options[last] += " " + line
        elif not options and not (stem and STATED_LINE.fullmatch(line)):  # (a page's key under its question: "Key: C")
            stem.append(line)
    last = max((at for at, line in enumerate(stem) if line), default=-1)  # (the blank lines of furniture after it aside)
    if not options and last >= 0 and (inline := inline_options(stem[last])):  # ("… is true? A. … B. … C. …" on one line)
        stem[last], options = inline
    return paragraphs(stem), options


def paragraphs(lines: list[str]) -> str:
    """Lines joined as Markdown paragraphs (one paragraph per non-empty line)."""
    return "\n\n".join(line for line in lines if line)
