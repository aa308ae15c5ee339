"""The sentence that introduces the analysis of the options ("Why the other options are wrong:", "In contrast,
the others fall short."), which goes with the analysis: what is left before it is the explanation's body."""
from __future__ import annotations

import re

INNER_SENTENCE_END = re.compile(r"[.!?:…]\s+\S")
INTRO_WORDS = 16  # (an intro is dropped with the analysis when it is short: one sentence of at most this many words)
SENTENCE_GAP = re.compile(r"[.!?…][\"”’)]?\s+|\n")
INTRO_WORD = re.compile(r"\b(?:options?|choices?|answers?|others?|incorrect|wrong|alternatives?|distractors?|"
                        r"contrast|rest|remaining|excluded|ruled out)\b", re.I)


def without_intro(before: str) -> str:
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
