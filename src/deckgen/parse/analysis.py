"""Reading the full explanation: the analysis of the wrong options and the stated answer.

The practice-exam texts run the analysis into single lines: "Let's analyze the incorrect options:
- A is incorrect because … - C is …". This module finds that structure again (run-in lists of the
explanation itself are `lists`' work).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..model import LETTERS
from .lists import split_numbered
from .phrases import capitalise, first_sentence

L = f"[{LETTERS}]"
APOS = "['’]"

# Where the analysis of the wrong options starts, in the phrasings the texts use (a new phrasing
# needs its anchor in INTRO_ANCHORS below).
INTRO = re.compile(
    rf"(?:Let{APOS}s|Let us|Now,? let{APOS}s)\s+(?:analy[sz]e|review|break down|look at|examine|"
    rf"go (?:through|over)|consider|evaluate)\b[^:\n]{{0,80}}?:"
    rf"|Why (?:the |not the )?(?:other|remaining|incorrect|wrong)?\s*(?:options|answers|choices|ones)"
    rf"(?: are (?:wrong|incorrect|not correct))?\s*[:?]"
    rf"|(?:The )?(?:other|incorrect|wrong|remaining) (?:options|answers|choices)(?: are (?:wrong|incorrect))?\s*:"
    rf"|(?:In|By) contrast\s*:",
    re.I)
# "correct" starting a word; the literal first lets the regex engine jump from one "correct" to the next.
CORRECT_WORD = re.compile(r"correct(?<!\wcorrect)")
# A bullet that starts talking about an option, for texts with no intro phrase.
FIRST_BULLET = re.compile(rf"(?:^|\s)[-–•*]\s+(?=(?:Option\s+)?{L}\b|[^-–•\n]{{0,80}}\({L}\))")
BULLET = re.compile(r"(?:^|\s)[-–•*]\s+|\n+", re.M)
OPTION_COLON = re.compile(rf"^(?:Option|Answer|Choice)\s+({L})\s*[.):—–-]?\s*(.+)$", re.S)
LETTERS_WRONG = re.compile(
    rf"^(?:(?:Options?|Answers?|Choices?)\s+)?({L}(?:\s*(?:,|and|&|or)\s*{L})*)\s*[.):—–-]?\s*"
    rf"(?:is|are)\s+(?:incorrect|wrong|not correct|false)\b[\s,:;.—–-]*(?:because\s+)?(.*)$", re.S | re.I)
LETTER_ONLY = re.compile(rf"^({L})\s*[.):—–-]\s+(.+)$", re.S)
PAREN_LETTER = re.compile(rf"\s*\(({L})\)")
# Letters stay upper case under re.I: "the correct answer is a combination …" states no answer.
STATED = re.compile(
    rf"\b(?:the\s+)?correct\s+(?:answer|option|choice)\s+is\s+(?:option\s+)?\(?((?-i:{L}))\)?(?![\w-])"
    rf"|\b(?:Option\s+)?((?-i:{L}))\s+is\s+(?:the\s+)?correct\b", re.I)


@dataclass
class Analysis:
    """What the full explanation says, taken apart."""

    body: str
    """The full explanation without the analysis of the wrong options."""
    rationales: dict[str, str] = field(default_factory=dict)
    """Wrong letter -> why (empty when the text calls it wrong without saying why)."""
    option_names: dict[str, str] = field(default_factory=dict)
    """Letter -> option text, where the analysis names an option (`Data preprocessing (A)`)."""
    stated_answer: tuple[str, ...] = ()
    """Letters the text itself calls correct."""
    answer_text: str = ""
    """The one-line answer."""
    enumeration: tuple[str, ...] = ()
    """Items of the first run-in numbered list."""


def analyse(full: str, option_letters: tuple[str, ...] = ()) -> Analysis:
    """Take the full explanation apart."""
    folded = _fold(full)
    start = _search_intro(full, folded) or FIRST_BULLET.search(full)
    body, items = full, []
    if start:
        offset = start.end() if start.re is INTRO else start.start()
        items, begin, end = _items(full[offset:])
        if items:
            # Prose between the intro and the first item stays in the body with its intro;
            # closing paragraphs after the last item go back to the body too.
            lead = full[offset:offset + begin].strip()
            body = full[:offset + begin].rstrip() if lead else full[:start.start()].rstrip()
            rest = full[offset + end:].strip()
            body = f"{body}\n\n{rest}" if body and rest else body or rest
    result = Analysis(body=body)
    for item in items:
        _read_item(item, result)
    # Both phrasings of STATED start the word "correct" ("incorrect" is no match): most texts need
    # no search at all.
    found = STATED.finditer(full) if folded is None or CORRECT_WORD.search(folded) else ()
    stated = sorted({m[1] or m[2] for m in found} - set(result.rationales))
    result.stated_answer = tuple(stated)
    result.answer_text = first_sentence(body)
    for paragraph in body.split("\n\n"):
        _, numbered = split_numbered(paragraph)
        if numbered:
            result.enumeration = tuple(numbered)
            break
    return result


def _fold(text: str) -> str | None:
    """`text` with each letter as re.I compares it (lower case; ı -> i, ſ -> s), position for position;
    None when lower-casing changes the length (İ), so that positions would not carry over."""
    folded = text.lower()
    if len(folded) != len(text):
        return None
    if "ı" in folded or "ſ" in folded:
        folded = folded.replace("ı", "i").replace("ſ", "s")
    return folded


# Every INTRO match holds one of these (in folded text) within INTRO_LEAD characters of its start
# ("The remaining options", "Now, let's", "By contrast", "Why"). INTRO's case-insensitive
# alternatives cost the regex engine a try at every position, so it is tried only just before them.
INTRO_ANCHORS = ("let's", "let’s", "let us", "why ", "options", "answers", "choices", "contrast")
INTRO_LEAD = len("the remaining ")


def _search_intro(full: str, folded: str | None) -> re.Match | None:
    """INTRO.search(full): the first position before an anchor where INTRO matches."""
    if folded is None:
        return INTRO.search(full)
    upcoming = {anchor: folded.find(anchor) for anchor in INTRO_ANCHORS}
    tried = 0  # every position before this is tried or cannot start a match
    while True:
        anchor = min((at for at in upcoming.values() if at >= 0), default=-1)
        if anchor < 0:
            return None
        for position in range(max(tried, anchor - INTRO_LEAD), anchor + 1):
            match = INTRO.match(full, position)
            if match:
                return match
        tried = anchor + 1
        for word, at in upcoming.items():
            if at == anchor:  # each word's occurrences are found once, in order: linear
                upcoming[word] = folded.find(word, tried)


def _items(text: str) -> tuple[list[str], int, int]:
    """Items of the analysis, and where they begin and end in `text`.

    A piece that names no option continues the item before it, joined with its own separator so no
    dash is lost; one that starts a new paragraph ends the analysis.
    """
    items: list[str] = []
    begin = end = position = gap_start = 0
    gap = ""
    for match in [*BULLET.finditer(text), None]:
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
    for pattern in (OPTION_COLON, LETTERS_WRONG, LETTER_ONLY):
        match = pattern.match(item)
        if match:
            return re.findall(L, match[1])
    return PAREN_LETTER.findall(item)


def _read_item(item: str, result: Analysis) -> None:
    """Rationale (and option names) from one item of the analysis."""
    for pattern in (OPTION_COLON, LETTERS_WRONG, LETTER_ONLY):
        match = pattern.match(item)
        if match:
            for letter in dict.fromkeys(re.findall(L, match[1])):
                _add(result.rationales, letter, capitalise(match[2].strip()))
            return
    letters = PAREN_LETTER.findall(item)
    if not letters:
        return
    # "Model validation (B) and real-time inference (D) only require …": the words before each
    # "(X)", back to the previous letter or a conjunction, name that option.
    previous = 0
    for match in PAREN_LETTER.finditer(item):
        name = re.sub(r"^(?:,|and|or|&|as well as)\s+", "", item[previous:match.start()].strip(), flags=re.I)
        if 0 < len(name.split()) <= 8:
            result.option_names.setdefault(match[1], capitalise(name))
        previous = match.end()
    reason = capitalise(PAREN_LETTER.sub("", item).strip())
    for letter in dict.fromkeys(letters):  # "(A) … (A)" says it once
        _add(result.rationales, letter, reason)


def _add(rationales: dict[str, str], letter: str, reason: str) -> None:
    """Record `letter` as wrong, with `reason` added to what is already said (which may be nothing)."""
    rationales[letter] = " ".join(part for part in (rationales.get(letter, ""), reason) if part)
