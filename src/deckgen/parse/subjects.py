"""Analyses a forum or a writer tells in paragraphs, rewritten as the items the analysis reads:
- an option quoted on a line of its own, its reply in the paragraph under it ("> (A) Keep the node in service …" then
  "Running the same quick check more often won't help. …"): "A (Keep the node in service …): Running …";
- a paragraph whose sentences each open with an option's letter as their subject, in order, with no verdict word:
"B is hash-based ECMP, the thing adaptive routing replaces; …. C describes link-failure rerouting; …. D mixes it up
with congestion control: …". Three letters or more, each after the one before, and none praised: the analysis of the
wrong options, said without "wrong" (a page that hides its options, its answer the letter left out). Rewritten as the
items the analysis reads ("B — wrong: B is hash-based ECMP …"): each note keeps its sentences whole.
"""
from __future__ import annotations

import re

from ..model import LETTERS

# A sentence that opens with a letter, then a lower-case verb ("B is …", "C describes …", "D mixes …"); not "A single …".
OPENING = re.compile(rf"(?:^|(?<=[.!?]\s))([{LETTERS[1:]}])\s+(?=[a-z]+\s)")
PRAISE = re.compile(r"\b(?:correct|right|best|answer|true|valid|works|✓|✔)\b", re.I)
LEAST = 3
VERDICT_OPENING = re.compile(r"[A-H]\s+(?:is|are)\s+(?:also\s+)?(?:wrong|incorrect|false|not\s+(?:correct|right|true))\b")


def as_items(paragraph: str) -> str:
    """The paragraph as its letters' items ("B — wrong: …" on a line each), or as it is (see the module's doc)."""
    if paragraph[1:2] != " " or paragraph[:1] not in LETTERS[1:] or "\n" in paragraph or len(paragraph) > 2000:
        return paragraph  # (its first letter looked at first: most paragraphs open otherwise)
    starts = [(match.start(), match[1]) for match in OPENING.finditer(paragraph)]
    letters = [letter for _, letter in starts]
    if len(starts) < LEAST or starts[0][0] != 0 or letters != sorted(set(letters)) \
            or any(LETTERS.index(b) != LETTERS.index(a) + 1 for a, b in zip(letters, letters[1:])):
        return paragraph
    parts = [paragraph[start:end].strip() for (start, _), (end, _) in zip(starts, [*starts[1:], (len(paragraph), "")])]
    if any(PRAISE.search(part) or VERDICT_OPENING.match(part) for part in parts):
        return paragraph  # (and items that give their verdict, "B is wrong because …": the analysis reads them as they are)
    return "\n".join(f"{letter} — wrong: {part}" for letter, part in zip(letters, parts))


# "> (A) Keep the node in service …" on its line, then a blank line and the reply (no other quote).
QUOTED = re.compile(rf"(?m)^[ \t]*>[ \t]*\(([{LETTERS}])\)[ \t]+([^\n()]{{3,120}}?)[ \t]*\n(?:[ \t]*\n)?(?=[ \t]*[^>\s])")


def rewritten(text: str) -> str:
    """`text` with its quoted options and their replies, and each paragraph of letters as subjects, rewritten
    (paragraphs parted by a blank line)."""
    if ">" in text and len(QUOTED.findall(text)) >= 2:
        text = QUOTED.sub(lambda match: f"{match[1]} ({match[2]}): ", text)
    if not any(f"\n\n{letter} " in text for letter in LETTERS[1:]) and not (text[1:2] == " " and text[:1] in LETTERS[1:]):
        return text  # (no paragraph opens with a letter and a space)
    return "\n\n".join(as_items(paragraph) for paragraph in text.split("\n\n"))
