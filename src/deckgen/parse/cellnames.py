"""A table of the options whose rows are led by each option's own words, not its letter ("-r localhost:5555 | Sa i bon |
Connect to …" where option d is "Start dcgm-exporter with -r localhost:5555", or its claim quoted in most of its words: '"Both
rank only by accuracy" | Wrong | …'): each such first cell led by its option's letter,
so that the table is read as one led by letters (`tables`, `verdictcolumn`). Only where three rows or more each name one
option alone, each a different one; every other table as it is. A first cell in other words than its option's, unquoted
("C++ linkage, mangled symbol name | The cause | …" of "The kernel has C++ linkage, so its symbol … is a mangled name", KM
6717), counts only where every option's row is so found, each once. And paragraphs, one for each option, each led by what
its option says, in a text that writes no option's letter (`lettered_paragraphs`)."""
from __future__ import annotations

import re
from typing import Callable

from .optiontext import option_named_by

SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“])")  # (where a sentence ends: `described`'s too)
SPEAKER = re.compile(r"[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*){0,2}:[ \t]")  # (a turn of a dialogue: "Bah Lamphrang: No, …")
NUMBER_LEAD = re.compile(r"^(?:\d{1,2}[.)]|[-•*·▪])[ \t]+")  # (a paragraph's number or bullet)
LONE_LETTER = re.compile(r"\b[B-H]\b(?![-+#/]|\.\w)")  # (not "C-style", "C++" nor "E.g")
LETTER_LED = re.compile(r"\b(?:Option|Choice|Not|Answer)[ \t:]+[(\[]?[A-H]\b|[(\[][A-H][)\]]|(?m:^)[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:[^\w\s][ \t]*)?(?:[A-H][,]|[A-Ha-h](?:[).:]|[ \t]*\||[ \t]+[—–-][ \t]))")  # (an
# option's letter besides LONE_LETTER's: "Option A", "Not A -", "(B)", "[B]", or leading a line, "B. …", "2. B) …", "» A. …", a table's row "B | Wrong | …")

CELL = "|"


def lettered_rows(text: str, options: dict[str, str]) -> str:
    """`text` with each row whose first cell names one option alone led by that option's letter (see the module's doc)."""
    if CELL not in text or len(options) < 3:
        return text
    lines = text.split("\n")
    texts = {letter: " ".join(option.lower().split()) for letter, option in options.items()}
    named: dict[int, str] = {}
    loose: dict[int, str] = {}
    for at, line in enumerate(lines):
        first = line.split(CELL, 1)[0] if line.count(CELL) >= 2 else ""
        cell = " ".join(first.lower().split())
        if len(cell) < 2 or cell.isalpha() and len(cell) < 4:
            continue  # (a letter's own cell, "B", is read as it is)
        holding = [letter for letter, option in texts.items() if cell in option]
        if len(holding) == 1 or not holding and cell[:1] in "\"“" and (holding := [option_named_by(first.strip(), options)])[0]:
            named[at] = holding[0]  # (or the option's claim quoted in other words, most of them its own: `optiontext.option_named_by`)
        elif not holding and " " in cell and (letter := option_named_by(first, options, share=0.5, margin=1)):  # (the most, half)
            loose[at] = letter
    if loose and len(named) + len(loose) == len(options) and len(set(named.values()) | set(loose.values())) == len(options):
        named |= loose
    if len(named) < 3 or len(set(named.values())) != len(named):
        return text
    for at, letter in named.items():
        lines[at] = f"{letter}) {lines[at].lstrip()}"  # (the option's words kept after it: "D) -r localhost:5555 | …")
    return "\n".join(lines)


def lettered_paragraphs(full: str, options: dict[str, str], matched: Callable[..., list[str]]) -> str:
    """`full` with "Option B: " before each of a run of paragraphs, one for each option, whose first sentences name every option
    once by what it says (`matched`: `described._matched`), the last such run first; `full` unchanged where none is sure, or where
    any option's letter is written (KW 6903, KX 6922)."""
    if "\n\n" not in full or LONE_LETTER.search(full) or LETTER_LED.search(full):
        return full  # (a lone capital first, "C": most texts have one, and the other forms are costlier to look for)
    paragraphs = full.split("\n\n")
    firsts = [SENTENCE_END.split(paragraph.strip(), 1)[0] for paragraph in paragraphs]
    for start in range(len(paragraphs) - len(options), -1, -1):
        window = firsts[start:start + len(options)]
        if all(len(first.split()) >= 4 and not SPEAKER.match(first) for first in window) and (letters := matched(window, options, 0, ())):
            paragraphs[start:start + len(options)] = [f"Option {letter}: {NUMBER_LEAD.sub('', paragraph.lstrip())}" for letter, paragraph
                                                       in zip(letters, paragraphs[start:start + len(options)])]  # (its number gone: "2. flint …")
            return "\n\n".join(paragraphs)
    return full
