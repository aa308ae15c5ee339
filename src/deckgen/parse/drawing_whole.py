"""Whole sentences and first clauses as a drawing's points (`drawing_select` chooses among them): a
sentence is drawn whole when it fits a line and a half (WHOLE_CHARS, ITEM_WORDS), judged by `fault` to its
end; a longer one gives its first clause only where a connective opens the next (", which …", ", so …",
", and the …", ", and to …"), never inside a series, nor where the clause points back ("on that GPU"); a
proposed head cut before its complement gives way to its whole sentence (`whole`).
"""
from __future__ import annotations

import re

from .drawing_form import ITEM_CHARS, ITEM_WORDS, fault
from .drawing_lean import complete
from .phrases import word_count

WHOLE_CHARS = ITEM_CHARS + 30  # (a whole sentence of ~22 words, kept rather than cut before its complement)
# A verb that makes what a colon introduced a clause (without one it is a noun phrase: "Idle gaps …").
FINITE = re.compile(r"\b(?:is|are|was|were|has|have|had|can|could|will|would|does|do|did|must|should|may|might|"
                    r"cannot)\b|\b[a-z]{3,}(?:s|ed)\s+(?:the|a|an|its|their|each|every|all)\b")
# Where a long sentence's first clause ends: a comma before a connective that opens a clause of its own
# (", which …", ", so …", ", and the …"), not before the next item of a series (", compression, DMA").
CONNECTIVE = re.compile(r",\s+(?:which|so|but|while|whereas|because|although|though|"
                        r"and\s+(?:it|they|the|its|their|when|if|with|to|through|from|into|for|by))\s")
# A verb before its preposition ("connects to", "moved through"): the head has a verb of its own.
VERB_PREPOSITION = re.compile(r"\b[a-z]{3,}(?:s|ed)\s+(?:to|through|from|into|with|over|across|onto)\s")
# A series the head closes itself (", and congestion indicators"): the connective after it ends the clause.
CLOSED = re.compile(r",\s+(?:and|or)\s+[^,]+$")
# A demonstrative before a noun ("on that GPU"): the head would need the sentence before it (a relative
# "that" is read the same way: fewer heads rather than a broken one).
POINTS_BACK = re.compile(r"\b(?:this|that|these|those)\s+[a-z]", re.I)


def head(sentence: str) -> str:
    """The sentence, when it fits a line and a half; else its longest head that fits a line and ends where
    its thought ends (`complete`: before ", which …", ", and <a clause of its own>" …); else the sentence."""
    if word_count(sentence) <= ITEM_WORDS and len(sentence) <= WHOLE_CHARS:
        return sentence
    at = sentence.rfind(", ", 0, ITEM_CHARS + 1)
    while at > 0:
        first, rest = sentence[:at], sentence[at:].rstrip(".!? ")
        if word_count(first) <= ITEM_WORDS and (first.count(",") <= 1 or CLOSED.search(first)) \
                and CONNECTIVE.match(rest) and (FINITE.search(first) or VERB_PREPOSITION.search(first)) \
                and not POINTS_BACK.search(first) and complete(rest, False, first):
            return first
        at = sentence.rfind(", ", 0, at)
    return sentence


def whole(point: str, found) -> str:
    """The point, when its thought is whole; else its whole sentence when that fits; else empty."""
    if not found:
        return point
    text, end, listed = found[:3]
    if complete(text[end:].rstrip(".!? "), listed, point):
        return point
    sentence = text.rstrip()
    if listed or word_count(sentence) > ITEM_WORDS or len(sentence) > WHOLE_CHARS or whole_fault(sentence):
        return ""
    sentence = sentence.rstrip(".")
    return sentence if not whole_fault(sentence.split(": ", 1)[-1]) else ""


def holds(line: str, other: str) -> bool:
    """Whether `line` holds `other` ("X saves the state so that …" holds "X saves the state")."""
    return " ".join(other.rstrip(". \n").lower().split()) in " ".join(line.lower().split())


def whole_fault(text: str) -> str:
    """Why a whole sentence may not be drawn (`fault`): it may run to WHOLE_CHARS (a line and a half)."""
    return fault(text, chars=WHOLE_CHARS)
