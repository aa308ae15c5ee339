"""Reading the full explanation: the analysis of the wrong options, and the answer a text states.

The analysis is found by its items, not by its intro: the first bullet (or line) that talks about
an option ("- A is incorrect because …", "• Option C: …", "- Fibre Channel (C) is …", "D. …") starts
it, whatever sentence introduces it ("Let's analyze the incorrect options:", "Why not the others?",
"Here's why the other choices fall short:", "In contrast:"). That short intro is dropped with it.
Items may be run into one line or written one per line. This module is used only by `parse`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..model import LETTERS
from .phrases import capitalise

L = f"[{LETTERS}]"
# How an item of the analysis starts: a letter form ("A is incorrect", "Option C:", "B.", "A and D are").
LETTER_FORM = (rf"(?:(?:Options?|Answers?|Choices?)\s+\(?{L}\b|\(?{L}\)?(?:\s*[.):—–]\s|\s*(?:,|and|&|or)\s*{L}\b"
               rf"|\s+(?:is|are|was|were)\s+(?:incorrect|wrong|not|false|correct|right|the)\b))")
# The first item: a bullet (at the text's start or after a space) before a letter form or before a name
# with its letter ("Fibre Channel (C)"), or a line that starts with a letter form. (The bullet comes
# first in the pattern so that the search skips straight to the next bullet.)
FIRST_BULLET = re.compile(rf"[-–•*·▪](?<!\S.)\s+(?=(?-i:{LETTER_FORM})|[^\n]{{0,200}}?\({L}\))")
FIRST_LINE = re.compile(rf"(?-i:{LETTER_FORM})")
# What separates items: a bullet after a space (not after a lone letter: "A - B") or at a line's start,
# or line ends. Each match starts with the space or line end it needs, so that the search skips to the
# next one in C instead of trying a lookbehind at every character (~4x faster); a bullet at a line's
# start is one that follows a separator ending in a line end (or starts the text: LEADING_BULLET), and
# is taken with it. Adjacent separators split a text as one does, so the items are those that
# `(?<!\b[A-H])(?:^|\s)[-–•*·▪]\s+|\n+` (re.M) made (tests/test_formulations_pipeline.py).
BULLET = re.compile(r"\s(?:(?<!\b[A-H]\s)[-–•*·▪]\s+|(?<=\n)\n*)(?:(?<=\n)[-–•*·▪]\s+)*")
LEADING_BULLET = re.compile(r"[-–•*·▪]\s+(?:(?<=\n)[-–•*·▪]\s+)*")
OPTION_COLON = re.compile(rf"^(?:Option|Answer|Choice)\s+\(?({L})\)?\s*[.):—–-]?\s*(.+)$", re.S)
LETTERS_WRONG = re.compile(
    rf"^(?:(?:Options?|Answers?|Choices?)\s+)?\(?({L}\)?(?:\s*(?:,|and|&|or)\s*\(?{L}\)?)*)\s*[.):—–-]?\s*"
    rf"(?:is|are|was|were)\s+(?:incorrect|wrong|not correct|false)\b[\s,:;.—–-]*(?:because\s+)?(.*)$", re.S | re.I)
LETTER_ONLY = re.compile(rf"^\(?({L})\)?\s*[.):—–-]\s+(.+)$", re.S)
LETTER_CORRECT = re.compile(
    rf"^(?:(?:Option|Answer|Choice)\s+)?\(?({L})\)?\s*[.):—–-]?\s*(?:is|was)\s+(?:the\s+)?(?:correct|right|best)\b"
    rf"(?:\s+(?:answer|option|choice))?[\s,:;.—–-]*(?:because\s+)?(.*)$", re.S | re.I)
SAYS_CORRECT = re.compile(r"^(?:(?:this|it)\s+is\s+)?(?:the\s+)?(?:correct|right)\b[\s,:;.—–-]*(?:because\s+)?",
                          re.I)
PAREN_LETTER = re.compile(rf"\s*\(({L})\)")
# (Compiled once rather than looked up in re's cache per item: the analysis reads ~3 items a text.)
LETTER = re.compile(L)
LEAD_CONJUNCTION = re.compile(r"^(?:,|and|or|&|as well as)\s+", re.I)
INNER_SENTENCE_END = re.compile(r"[.!?:…]\s+\S")
# An intro is dropped with the analysis when it is short: one sentence of at most this many words.
INTRO_WORDS = 16
SENTENCE_GAP = re.compile(r"[.!?…][\"”’)]?\s+|\n")
INTRO_WORD = re.compile(r"\b(?:options?|choices?|answers?|others?|incorrect|wrong|alternatives|distractors|"
                        r"contrast)\b", re.I)

# A stated answer: "The correct answer is D.", "Answer: C" on a line of its own, "Option B is correct".
# Letters stay upper case under re.I: "the correct answer is a combination …" states no answer.
_LETTERS = rf"\(?((?-i:{L}))\)?(?:\s*(?:,|and|&)\s*\(?((?-i:{L}))\)?)?(?![\w-])"
STATED = re.compile(
    rf"\b(?:correct|right|best)\s+(?:answers?|options?|choices?)\s+(?:is|are|would be|here is)\s*:?\s*"
    rf"(?:options?\s+|choices?\s+)?{_LETTERS}"
    rf"|\b(?:options?|choices?|answers?)\s+{_LETTERS}\s+(?:is|are)\s+(?:the\s+)?(?:correct|right|best)\b"
    rf"|(?<![\w(])((?-i:{L}))\s+is\s+(?:the\s+)?correct\b", re.I)
# "Answer: C" (or "Correct answer: (C)") on a line of its own.
STATED_LINE = re.compile(rf"(?:(?:the\s+)?correct\s+)?answers?\s*[:=—–-]\s*(?:options?\s+)?{_LETTERS}\.?", re.I)
# The words every phrasing of a stated answer holds (none a prefix of another: see _clues).
CLUE_WORDS = ("correct", "answer", "option", "choice", "right", "best")
# A weaker sign: the text speaks of "option B" outside the analysis (as in "… option B, fixes that.").
MENTIONED = re.compile(rf"\b(?:option|choice|answer)\s+\(?((?-i:{L}))\)?(?![\w-])", re.I)
CORRECT_STATEMENT = re.compile(
    r"^(?:the\s+)?(?:correct|right|best)\s+(?:answers?|options?|choices?)\s+(?:is|are)\b[^.]*?(?:\.\s+|$)"
    r"|^answers?\s*:\s*\(?[A-H]\)?\.?\s*", re.I)


@dataclass
class Analysis:
    """What the full explanation says, taken apart."""

    body: str
    """The full explanation without the analysis of the wrong options."""
    rationales: dict[str, str] = field(default_factory=dict)
    """Wrong letter -> why (empty when the text calls it wrong without saying why)."""
    option_names: dict[str, str] = field(default_factory=dict)
    """Letter -> option text, where the analysis names an option (`Data preprocessing (A)`)."""
    correct: dict[str, str] = field(default_factory=dict)
    """Letter -> why, for an item of the analysis that calls its option correct."""


def analyse(full: str) -> Analysis:
    """Take the full explanation apart."""
    start = _first_item(full)
    body, items = full, []
    if start is not None:
        items, begin, end = _items(full[start:])
        if items:
            before = _without_intro(full[:start + begin])
            rest = full[start + end:].strip()
            body = f"{before}\n\n{rest}" if before and rest else before or rest
    result = Analysis(body=body)
    for item in items:
        _read_item(item, result)
    return result


def _first_item(full: str) -> int | None:
    """Where the first item of the analysis starts: the first bullet before a letter form or a lettered
    name, or an earlier line that starts with a letter form."""
    bullet = FIRST_BULLET.search(full)
    end = bullet.start() if bullet else len(full)
    line = 0
    while line <= end:
        if FIRST_LINE.match(full, line):
            return line
        line = full.find("\n", line) + 1
        if not line:
            break
    return bullet.start() if bullet else None


def stated_answers(text: str, wrong: set[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(letters the text says are correct, letters it only speaks of as options, not called wrong)."""
    # Only around the words every phrasing holds: one case-insensitive search of the whole text costs
    # more than all the rest of the analysis.
    stated, mentioned = set(), set()
    windows = [(max(0, start - 30), end + 40) for start, end in _clues(text.lower())]
    for start, end in _merged(windows):
        stated |= {letter for match in STATED.finditer(text, start, end) for letter in match.groups() if letter}
        mentioned |= {m[1] for m in MENTIONED.finditer(text, start, end)}
    for line in text.split("\n"):
        if len(line) <= 40:
            match = STATED_LINE.fullmatch(line.strip())
            stated |= {letter for letter in (match.groups() if match else ()) if letter}
    return tuple(sorted(stated)), tuple(sorted(mentioned - wrong - stated))


def _clues(lowered: str) -> list[tuple[int, int]]:
    """The spans of the CLUE_WORDS in `lowered`, leftmost and not overlapping, as a regex of the six would
    find them; found by str.find, one C loop per word (the regex tries six words at every a, b, c, o and
    r: twice the time). No word is a prefix of another, so at most one matches where one starts: the
    occurrences in order, each after the last one taken."""
    found = []
    for word in CLUE_WORDS:
        at = lowered.find(word)
        while at >= 0:
            found.append((at, at + len(word)))
            at = lowered.find(word, at + 1)
    found.sort()
    clues, end = [], 0
    for span in found:
        if span[0] >= end:
            clues.append(span)
            end = span[1]
    return clues


def _merged(windows: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping (start, end) windows, in order, as one: each part of the text is searched once.
    (A window ends mid-text; what the patterns find needs no more than the 40 characters after a clue.)"""
    merged: list[tuple[int, int]] = []
    for start, end in windows:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def without_statement(sentence: str) -> str:
    """A sentence without its lead "The correct answer is D." (which says nothing about the subject)."""
    return CORRECT_STATEMENT.sub("", sentence).strip()


def _without_intro(before: str) -> str:
    """The text before the analysis without the sentence that introduces it."""
    before = before.rstrip(" -–•*·▪\n")
    head, gap, last = before.rpartition("\n\n")
    if len(last.split()) <= INTRO_WORDS and INTRO_WORD.search(last) and not INNER_SENTENCE_END.search(last):
        return head.rstrip()
    if before.endswith((":", "?")):
        ends = [m.end() for m in SENTENCE_GAP.finditer(before, 0, len(before) - 1)]
        cut = ends[-1] if ends else 0
        if len(before[cut:].split()) <= INTRO_WORDS and (cut or INTRO_WORD.search(before)):
            return before[:cut].rstrip()
    return before


def _items(text: str) -> tuple[list[str], int, int]:
    """Items of the analysis, and where they begin and end in `text`.

    A piece that names no option continues the item before it, joined with its own separator so no
    dash is lost; one that starts a new paragraph ends the analysis.
    """
    items: list[str] = []
    begin = end = position = gap_start = 0
    gap = ""
    leading = LEADING_BULLET.match(text)
    separators = BULLET.finditer(text, leading.end()) if leading else BULLET.finditer(text)
    for match in [*((leading,) if leading else ()), *separators, None]:
        stop = match.start() if match else len(text)
        piece = text[position:stop].strip()
        if piece:
            if _letters_of(piece):
                if not items:
                    begin = gap_start
                items.append(piece)
            elif items and "\n" in gap:
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


def _letters_of(item: str) -> list[str]:
    for pattern in (LETTER_CORRECT, OPTION_COLON, LETTERS_WRONG, LETTER_ONLY):
        match = pattern.match(item)
        if match:
            return LETTER.findall(match[1])
    return PAREN_LETTER.findall(item)


def _read_item(item: str, result: Analysis) -> None:
    """Rationale (and option names) from one item of the analysis."""
    correct = LETTER_CORRECT.match(item)
    if correct:
        result.correct[correct[1]] = capitalise(correct[2].strip())
        return
    for pattern in (OPTION_COLON, LETTERS_WRONG, LETTER_ONLY):
        match = pattern.match(item)
        if match:
            reason = match[2].strip()
            letters = dict.fromkeys(LETTER.findall(match[1]))
            says = SAYS_CORRECT.match(reason)
            if says and len(letters) == 1:
                result.correct[next(iter(letters))] = capitalise(reason[says.end():])
                return
            for letter in letters:
                _add(result.rationales, letter, capitalise(reason))
            return
    letters = PAREN_LETTER.findall(item)
    if not letters:
        return
    # "Model validation (B) and real-time inference (D) only require …": the words before each
    # "(X)", back to the previous letter or a conjunction, name that option.
    # A name that starts the item is written as the writer meant it ("dcgmi diag (B)"); one after a
    # conjunction is capitalised ("… and real-time inference (D)" -> "Real-time inference").
    previous = 0
    for match in PAREN_LETTER.finditer(item):
        name = LEAD_CONJUNCTION.sub("", item[previous:match.start()].strip())
        if 0 < len(name.split()) <= 8:
            result.option_names.setdefault(match[1], capitalise(name, hyphenated=True) if previous else name)
        previous = match.end()
    reason = PAREN_LETTER.sub("", item).strip()
    for letter in dict.fromkeys(letters):  # "(A) … (A)" says it once
        _add(result.rationales, letter, reason)


def _add(rationales: dict[str, str], letter: str, reason: str) -> None:
    """Record `letter` as wrong, with `reason` added to what is already said (which may be nothing)."""
    rationales[letter] = " ".join(part for part in (rationales.get(letter, ""), reason) if part)
