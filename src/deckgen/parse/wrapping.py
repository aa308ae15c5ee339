"""Hard-wrapped pages made whole again: a page saved with a browser's "save as text", or copied from a PDF, breaks
every paragraph into lines of about 70–80 characters, where the site's own text has one paragraph, option or item to a
line. Each step of `parse` reads a line as a unit (an option, an item of the analysis, a paragraph), so the lines of one
paragraph are joined first: into the paragraph's last line, the others left blank so that line numbers stay.

A text is taken as hard-wrapped only when it shows it several times (a line that ends mid-sentence near the page's
width, and a next line that goes on in lower case); then a line is joined to the next when the next line's first word
would have fitted on it, or when its last word ends no clause ("… Hopper GPU with": the line was broken for width, not
by its writer), never before an option, a bullet, an item of the analysis or a section's heading, nor after a colon
that announces a list or a command. A page break's header and footer (blanked as furniture) do not end the paragraph
they fall in. A word hyphenated across the break is made whole ("compat-" "ibility") unless the text writes it with its
hyphen elsewhere, or the part before the hyphen is a word of its own and the whole word is nowhere else ("large-model").
"""
from __future__ import annotations

import re

# A line that starts something of its own: an option or item by its letter ("A.", "(b)", "C)", "D:", "Option A",
# "Why not C?"), a bullet, a numbered step, a stated answer ("Answer: C") or a command prompt.
STARTS_OWN = re.compile(r"(?:\(?[A-Ha-h][.):]|\([A-Ha-h]\)|\[[A-Ha-h]\])(?:\s|$)|[-–•*▪·]\s|\d{1,2}[.)]\s|(?:Options?|Choices?|"
                        r"Statements?|Why\s+not|Answers?|Correct\s+answers?|Ans|Key|Ref|Source|Note)\b|\$\s|#\s")
# Where a wrapped line may not end: a word that goes on ("… the", "… and") proves a wrap; a sentence's end does not.
SENTENCE_END = re.compile(r"[.!?][\"”’)]?$")
CONTINUES = re.compile(r"[a-z0-9(\"“‘'$/<-]")  # (a next line that goes on: lower case, a number, a quote or a path)
HYPHENATED = re.compile(r"[A-Za-z]{2,}-$")
# Words no line of a writer's ends with: a line that does was broken for width, whatever its length ("… Hopper GPU with").
OPEN_END = frozenset("and or nor the a an of to with for by in on at from into as than that which whose is are was were be "
                     "its their this these".split())
WRAP_SIGNS = 5  # (lines that end mid-sentence near the width, before a line that goes on: a text with fewer is not wrapped)
SLACK = 2  # (characters a line may stop short of the width and still have been broken for it)
MAX_WIDTH = 100  # (a page wrapped wider than this is not one a reader's tool wrapped)


def unwrapped(lines: list[str], raw: list[str], markers: re.Pattern[str]) -> list[str]:
    """`lines` (furniture blanked; `raw`, the page's lines as it gave them) with each hard-wrapped paragraph joined
    into its last line; `lines` itself when the text is not hard-wrapped. `markers` matches a section's heading."""
    width = _width(lines)
    if not width:
        return lines
    out = list(lines)
    text = "\n".join(lines).lower()
    head, joined = None, ""  # (the paragraph's first line, and its text so far)
    for index, line in enumerate(lines):
        if not line:
            continue
        if head is not None and _goes_on(lines, raw, head, index, width, markers):
            out[_end_of(lines, head, index)], joined = "", _join(joined, line, text)
            out[index] = joined  # (on its last line: a blank line after a part of it would end it for `stemlines.split_options`)
            continue
        head, joined = index, line
    return out


def _width(lines: list[str]) -> int:
    """The width `lines` were wrapped at (their longest line of prose), or 0 when they were not hard-wrapped."""
    lengths = [len(line) for line in lines if line]
    width = max((length for length in lengths if length <= MAX_WIDTH), default=0)
    if width < 50 or sum(length > MAX_WIDTH for length in lengths) > 2:
        return 0
    signs = sum(1 for line, after in zip(lines, lines[1:])
                if len(line) >= width - 25 and after and not SENTENCE_END.search(line) and CONTINUES.match(after)
                and not STARTS_OWN.match(after))
    return width if signs >= WRAP_SIGNS else 0


def _goes_on(lines: list[str], raw: list[str], head: int, index: int, width: int, markers: re.Pattern[str]) -> bool:
    """The paragraph that starts at `head` goes on at `lines[index]`: the next line's first word would have fitted on
    the last line, or that line's last word ends no clause; the last line announces no list and the next starts nothing
    of its own; across blank lines only where a page break's furniture made them and the sentence goes on."""
    end = _end_of(lines, head, index)
    last, after = lines[end], lines[index]  # (the paragraph's last line as the page broke it)
    if not last or STARTS_OWN.match(after) or markers.fullmatch(after) or markers.fullmatch(last) or last.endswith(":"):
        return False
    if len(last) + 1 + len(after.split(None, 1)[0]) <= width - SLACK and last.rsplit(None, 1)[-1].lower() not in OPEN_END:
        return False  # (the writer ended the line: the next word would have fitted, and its last word ends a clause)
    gap = range(end + 1, index)
    if gap:  # (blank lines between: only a page break's, inside a sentence)
        return all(not lines[at] for at in gap) and any(raw[at].strip() for at in gap if at < len(raw)) \
            and not SENTENCE_END.search(last) and CONTINUES.match(after) is not None
    return True


def _end_of(lines: list[str], head: int, index: int) -> int:
    """The index of the paragraph's last non-empty line before `index` (its head's, or a line joined into it)."""
    return max(at for at in range(head, index) if lines[at])


def _join(paragraph: str, line: str, text: str) -> str:
    """`line` joined onto `paragraph`: with a space, or, after a word hyphenated across the break, as one word ("compat-"
    "ibility"), its hyphen kept where the text writes the word with it elsewhere ("user-" "mode", "user-mode") or where
    the part before it is a word of its own and the whole word is not in the text ("large-" "model")."""
    if HYPHENATED.search(paragraph) and line[:1].islower():
        head, rest = paragraph.rsplit(None, 1)[-1][:-1], line.split(None, 1)[0]
        kept = f"{head}-{rest}".lower() in text or len(head) > 3 and (head + rest).lower().strip(".,;:)?!\"'”’") not in text
        # ("user-mode" written elsewhere; "large-" "model": a word of its own before the hyphen)
        return paragraph + line if kept else paragraph[:-1] + line
    return f"{paragraph} {line}"
