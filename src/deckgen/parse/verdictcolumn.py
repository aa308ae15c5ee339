"""A table of the options whose verdict column speaks in the voice's own words ("| A | … | SOLD |" over three rows of
"| … | Passed |", "Sakto gyud (correct)" over "Mali"): where no cell of that column says right or wrong in words the
analysis reads, and its cells take two values only, the fewer rows (one, two or three, against more of the other value)
are the answers and the rest the wrong options, as an odd one out is (a cell that leads with a plain verdict is read as it
is). Rewritten as cells the analysis reads ("Correct", "Wrong"); every other table as it is. The same holds for a list of the
options, a line each, that ends each line with its verdict in such words ("1. Option A, run lfsck … Verdict: refused." over
"… Verdict: cleared."): rewritten "Verdict: correct." and "Verdict: wrong." (`odd_said`)."""
from __future__ import annotations

import re
from typing import Callable

VERDICT_HEADER = re.compile(r"^(?:the\s+)?(?:verdict|result|status|outcome|ruling|call|decision|judge?ment|rating|grade)s?$", re.I)
# A word of a verdict the analysis reads already (tables.POSITIVE, NEGATIVE and what LEAD_VERDICT reads before a dash).
PLAIN = re.compile(r"\b(?:correct|incorrect|right|wrong|true|false|yes|no|valid|invalid|accurate|inaccurate|ok|okay|keep|kept|"
                   r"reject(?:ed)?|drop(?:ped)?|discard(?:ed)?|answer|distractor)\b|[✓✔✅✗✘❌]", re.I)
MOST_ANSWERS = 3
GLOSS = re.compile(r"\s*\([^()]*\)")
LABEL = re.compile(r"(?i:verdict|ruling|status|decision|outcome|judge?ment)[ \t]*[:—–-]")
# A line led by an option's letter (after its list's number: "2. Option B, …", "(C) …", "D. …") that ends in a verdict label and a
# word or two of the voice's own: "… Verdict: refused.", "… Ruling — cleared for entry!".
SAID = re.compile(r"(?im)^[ \t]*(?:\d{1,2}[.)][ \t]+)?(?:(?:option|choice)[ \t]+)?\(?[A-H]\)?[.,:)\]—–-][^\n]*?[.;!][ \t]+"
                  r"(?:(?:the|my|our|final)[ \t]+)?(?:verdict|ruling|status|decision|outcome|judge?ment)[ \t]*[:—–-][ \t]*"
                  r"(?P<word>[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,3}?)[.!]?[ \t]*$")


def odd_ones(lines: list[str], cells_of: Callable[[str], list[str]], letter_cell: re.Pattern[str]) -> list[str]:
    """`lines` with each such table's verdict cells rewritten (see the module's doc); `cells_of` splits a row into its cells,
    and `letter_cell` matches a first cell that holds an option's letter (tables' own)."""
    out = list(lines)
    for start, column, rows in _tables(lines, cells_of, letter_cell):
        values = [GLOSS.sub("", cells_of(lines[at])[column]).strip().lower() for at in rows]  # ("Mali (wrong)" is "Mali")
        kinds = sorted(set(values), key=values.count)
        if len(kinds) != 2 or any(PLAIN.match(value) for value in kinds):  # (a cell that leads with a plain verdict: read already)
            continue
        few, many = values.count(kinds[0]), values.count(kinds[1])
        if not (1 <= few <= MOST_ANSWERS and few < many and many >= 2):
            continue
        for at, value in zip(rows, values):
            cells = cells_of(lines[at])
            cells[column] = "Correct" if value == kinds[0] else "Wrong"  # (its words no reason: "CONFIRMED, root cause")
            out[at] = "| " + " | ".join(cells) + " |"
    return out


def odd_said(text: str) -> str:
    """`text` with the verdicts of such a list rewritten (see the module's doc), or as it is."""
    if not LABEL.search(text):
        return text
    said = list(SAID.finditer(text))
    values = [" ".join(match["word"].lower().split()) for match in said]
    kinds = sorted(set(values), key=values.count)
    if len(said) < 3 or len(kinds) != 2 or any(PLAIN.search(value) for value in kinds):
        return text
    few, many = values.count(kinds[0]), values.count(kinds[1])
    if not (1 <= few <= MOST_ANSWERS and few < many and many >= 2):
        return text
    for match, value in zip(reversed(said), reversed(values)):
        text = f"{text[:match.start('word')]}{'correct' if value == kinds[0] else 'wrong'}{text[match.end('word'):]}"
    return text


def _tables(lines: list[str], cells_of: Callable[[str], list[str]], letter_cell: re.Pattern[str]):
    """(the header's index, its verdict column, the indexes of its rows led by a letter) of each table whose last column's
    header names a verdict (VERDICT_HEADER)."""
    at = 0
    while at < len(lines):
        header = cells_of(lines[at])
        if len(header) >= 3 and VERDICT_HEADER.match(header[-1]) and not letter_cell.match(header[0]):
            rows, nxt = [], at + 1
            while nxt < len(lines) and (not lines[nxt].strip() or (cells := cells_of(lines[nxt])) and len(cells) == len(header)):
                if lines[nxt].strip() and letter_cell.match(cells[0]):  # (rows parted by blank lines too)
                    rows.append(nxt)
                nxt += 1
            if len(rows) >= 3:
                yield at, len(header) - 1, rows
            at = nxt
        else:
            at += 1

