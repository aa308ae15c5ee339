"""The section headings of a raw question text ("Select an answer to reveal the explanation.", "Short Explanation and
Infographic", "Full explanation below image", "Full Explanation"), where they are, and which lines each section
holds. Used by `sections`.

A question bank's page ("QUESTION 37", the options, "Answer: B") may open its explanation with its own heading,
"Explanation:" or "Explanation/Reference:", before the collected headings or instead of them: with no short
explanation's heading, the whole explanation is the full one (no line of it is known to be the short one).
"""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import ParseError

# Section marker lines, in the order they must appear.
SELECT = "select"
EXPLANATION = "explanation"
SHORT = "short"
BELOW_IMAGE = "below-image"
FULL = "full"
MARKERS = {
    # (a site's own verb and noun for it: "Choose an answer to reveal …", "Pick an option to see …")
    # ("Select 2 answers and press Submit to reveal the explanation.")
    SELECT: re.compile(r"(?:please\s+)?(?:select|choose|pick|click|tap)\s+(?:an?\s+|one\s+|the\s+|your\s+|(?:two|three|2|3|all)\s+)?(?:answer|option)(?:\(s\)|s)?"
                       r"(?:\s+and\s+(?:press|click|hit|tap)\s+[\"“]?\w+[\"”]?)?\s+(?:to|for)\s+"
                       r"(?:(?:reveal|see|show|view)\s+(?:the\s+)?(?:answer\s+and\s+)?explanation|check\s+your\s+answer)\.?", re.I),
    # ("Pick one answer to show explanation", "Select an option to check your answer.")
    SHORT: re.compile(r"short explanation(?:\s+(?:and|&|\+)\s+infographic)?:?", re.I),  # (and "… & Infographic")
    BELOW_IMAGE: re.compile(r"full explanation below(?: (?:the )?image)?\.?", re.I),  # (and "Full explanation below" alone)
    FULL: re.compile(r"full explanation:?", re.I),
    EXPLANATION: re.compile(r"explanation(?:\s*/\s*reference)?:?", re.I),  # (a question bank's: "Explanation/Reference:")
}
MARKER_TITLES = {
    SELECT: "Select an answer to reveal the explanation.",
    EXPLANATION: "Explanation",
    SHORT: "Short Explanation and Infographic",
    BELOW_IMAGE: "Full explanation below image",
    FULL: "Full Explanation",
}
ORDER = (SELECT, EXPLANATION, SHORT, BELOW_IMAGE, FULL)
# All markers in one pattern, tried in the order of MARKERS (the first that matches the line wins); group n is the nth's.
MARKER_LINE = re.compile("|".join(f"({pattern.pattern})" for pattern in MARKERS.values()), re.I)
MARKER_KEYS = tuple(MARKERS)
MARKER_FIRST = "SsſCcPpTtFfEe"  # (what the markers' first words start with, under re.I: "ſ" is an "s")
# A marker set as a Markdown heading, in bold or italics, after an emoji or a bullet ("### **Short Explanation and Infographic**").
DECORATED = re.compile(r"#{1,6}[ \t]+(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?[ \t]*)?[*_]{0,2}(.+?)[*_]{0,2}[ \t]*"
                       r"|(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?[ \t]*)?[*_]{1,2}(.+?)[*_]{1,2}[ \t]*"
                       r"|[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?[ \t]*(.+?)[ \t]*"
                       r"|[•·▪‣◦*-][ \t]+(.+?)[ \t]*")  # (and after a stray bullet: "• Select an answer to reveal …")


def find_markers(lines: list[str], path: Path) -> dict[str, int]:
    """Line index of each section marker; errors for missing, repeated or misplaced ones. A question bank's
    "Explanation" heading counts only before the collected ones (after them, it is a line of their text), once
    (the same heading again with nothing between, "Explanation" over "Explanation/Reference:", is one)."""
    found: dict[str, int] = {}
    for index, line in enumerate(lines):
        decorated = DECORATED.fullmatch(line) if line[:1] in "#*_-" or not line[:1].isascii() else None
        line = next(group for group in decorated.groups() if group) if decorated else line
        match = MARKER_LINE.fullmatch(line) if line[:1] in MARKER_FIRST else None
        if not match:
            continue
        key = MARKER_KEYS[match.lastindex - 1]
        if key == EXPLANATION and (SHORT in found or FULL in found):
            continue
        if key == EXPLANATION and key in found and not any(lines[found[key] + 1:index]):
            found[key] = index  # (the section starts under the last)
            continue
        if key in found:
            raise ParseError(f"'{MARKER_TITLES[key]}' appears twice (first on line {found[key] + 1});"
                             " a text holds one question", path, index + 1)
        found[key] = index
    if SHORT not in found and EXPLANATION not in found:
        line = found[SELECT] + 2 if SELECT in found else 1
        raise ParseError(f"no '{MARKER_TITLES[SHORT]}' line; a question text has the sections: stem, "
                         f"'{MARKER_TITLES[SELECT]}', '{MARKER_TITLES[SHORT]}', '{MARKER_TITLES[FULL]}'",
                         path, min(line, len(lines)))
    present = sorted(found, key=found.get)
    expected = [key for key in ORDER if key in found]
    if present != expected:
        for before, after in zip(expected, present):
            if before != after:
                raise ParseError(
                    f"'{MARKER_TITLES[after]}' comes before '{MARKER_TITLES[before]}' "
                    f"(line {found[before] + 1}); the sections must be in the order: "
                    + ", ".join(f"'{MARKER_TITLES[k]}'" for k in ORDER if k != EXPLANATION),
                    path, found[after] + 1)
    return found


def without_copy(lines: list[str]) -> list[str]:
    """`lines` with the first of two copies of one block blanked (so that line numbers stay), where a scraper took a
    block that holds a section's heading twice, back to back and word for word (the stem, its prompt, "Short
    Explanation and Infographic" and the short explanation, then all of them again); else `lines` as they are."""
    body = [index for index, line in enumerate(lines) if line.strip()]
    seen: dict[str, int] = {}
    for at, index in enumerate(body):
        line = lines[index].strip()
        if line[:1] not in MARKER_FIRST or not MARKER_LINE.fullmatch(line):
            continue
        if line.lower() not in seen:
            seen[line.lower()] = at
            continue
        first_at = seen[line.lower()]
        period = at - first_at
        start = first_at  # (the copies' lines agree, one period apart, from `start` for at least a period)
        while start > 0 and lines[body[start - 1]] == lines[body[start - 1 + period]]:
            start -= 1
        end = first_at
        while end < at and end + period < len(body) and lines[body[end]] == lines[body[end + period]]:
            end += 1
        if end - start < period:
            return lines  # (a heading repeated with other words around it: two questions, `find_markers` says so)
        blanked = set(body[start:start + period])
        return ["" if index in blanked else line for index, line in enumerate(lines)]
    return lines


def short_lines(markers: dict[str, int], count: int) -> tuple[int, int]:
    """Where the short explanation's lines start and end (the end excluded) among `count` lines: under its heading, or
    under a question bank's "Explanation" heading up to the full explanation's; none (an empty span) when the page
    has neither a short explanation's heading nor a full one's (all it explains is the full explanation)."""
    end = min((markers[key] for key in (BELOW_IMAGE, FULL) if key in markers), default=count)
    if SHORT in markers:
        return markers[SHORT] + 1, end
    return (markers[EXPLANATION] + 1, end) if FULL in markers or BELOW_IMAGE in markers else (end, end)


def full_start(markers: dict[str, int]) -> int | None:
    """The index of the line under which the full explanation starts (its heading's; "Full explanation below image"
    with no heading under it: that line's), or None where there is none."""
    for key in (FULL, BELOW_IMAGE):
        if key in markers:
            return markers[key]
    return markers[EXPLANATION] if SHORT not in markers and EXPLANATION in markers else None


def first(markers: dict[str, int]) -> str:
    """The marker that comes first."""
    return min(markers, key=markers.get)


# A Markdown heading run into the sentence it heads ("### Changed — Data path: with GDS the storage device DMAs …"): the
# heading is the page's furniture, the sentence is the text. (Two marks or more: "# follow-up: …" is a shell's comment.)
HEADING_LABEL = re.compile(r"[ \t]*#{2,6}[ \t]+(?:[^\s:#]+[ \t]+){0,5}?[^\s:#]+:[ \t]+(?=\S)")


def without_heading_labels(lines: list[str]) -> list[str]:
    """`lines` with each heading run into its sentence left out, the sentence's first letter in upper case."""
    if not any(line.lstrip()[:2] == "##" for line in lines):
        return lines
    return [line[match.end()].upper() + line[match.end() + 1:] if (match := HEADING_LABEL.match(line)) else line for line in lines]
