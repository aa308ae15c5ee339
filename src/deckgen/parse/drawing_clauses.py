"""The clauses of a sentence that stand alone, for a key point when the sentence gives no line as a whole
(`drawing_cut.clause_head` gives none): each clause after a joint ("…; GPU memory is managed by the driver"), and a
first clause followed by a clause of its own after a comma.
"""
from __future__ import annotations

import re

from .drawing_cut import HAS_VERB, _dangles, _semicolon_list, clause_head, fits
from .drawing_form import ITEM_WORDS, fault
from .drawing_lines import items_from, key_value
from .drawing_refers import ORDER_NAMED
from .phrases import capitalise, word_count

# Where a sentence joins clauses that each have their own subject: "; ", ": " or ", and the …" (a
# determiner or a capital after the joint: "…, and slurmstepd reports …" is no list's last noun).
JOINT = re.compile(r";\s+|:\s+|,\s+(?:and|but|while|whereas)\s+(?=(?:the|a|an|each|every|some|many|most|all|no)\s|"
                   r"(?-i:[A-Z]))")
# A clause's start: a subject of one to six words with no verb or clause word of its own, then its verb
# (an auxiliary, or a word in -s or -ed after it).
# A clause's start: not a phrase of place, time or condition; a subject of one to six words with no verb or
# clause word of its own, then its verb: an auxiliary, a word in -ed, or one in -s before its object ("tools
# for latency" is no verb and its object); or a name and a word in -s ("DCGM_FI_X reports …").
_PHRASE_FIRST = (r"(?!(?:for|in|on|at|with|by|from|during|after|before|under|over|to|of|as|since|while|although|"
                 r"though|unless|until|once|without|within|across|through|via|per|like|when|if|because)\b)")
CLAUSE_START = re.compile(r"^(?-i:[A-Z][\w./+-]*[A-Z_0-9][\w./+-]*)\s+[a-z]{2,}[^s\W]s\s|"  # ("DCGM_X reports …")
                          r"^" + _PHRASE_FIRST + r"(?![a-z]{3,}ed\s+(?:and|or|by|through|with|via|from|into|on|in|at|as)\b)"  # (no
                          # participle: "programmed and managed through NVIDIA DOCA")
                          r"(?:(?!(?:that|which|who|whose|where|when|if|because)\b)"
                          r"[\w'’./+-]+\s+){1,6}?(?:(?:is|are|was|were|has|have|had|can|could|will|would|must|"
                          r"should|may|might|does|do|did|cannot)\b|[a-z]{3,}ed\s|[a-z]{2,}[^s\W]s\s+(?:the|a|an|its|"
                          r"their|each|every|all|no|only|one|two|(?-i:[A-Z0-9]))\b)", re.I)
TURNED = ("but ", "yet ", "though ", "although ", "while ", "whereas ")  # (the half a sentence turns from: "X drops to P8, but it still draws …")
CONDITION = re.compile(r"(?:if|when|whenever|unless|once|until|in\s+case|without)\s", re.I)  # (and "Without it there are no …, and no operator is …")
# "The closer the data sits …, the faster …": a correlative's first half says nothing alone.
CORRELATIVE = re.compile(r"^the\s+(?:more|less|fewer|[a-z]+er)\b", re.I)


def clauses(sentence: str, limit: int = ITEM_WORDS) -> list[str]:
    """The sentence's clauses that stand alone, for a sentence that gives no line as a whole: each clause
    after a joint ("…; GPU memory is managed by the driver"), and a first clause followed by a clause of
    its own after a comma ("Video is decoded by the NVDEC engines, frames … are batched …"), each made to
    fit by `clause_head`."""
    text = sentence.strip().rstrip(".!? ")
    # (After a colon, a clause goes on in lower case: "… than expected: each worker is …"; "State: Active"
    # is a label and its value.)
    items = items_from(text) if ": " in text else -1  # (after "… has two halves:", its items: no clause)
    # (In a sentence led by its condition, a clause after a comma is still under it: "If it says Yes, it means …, and
    # the GPU is a candidate for RMA" is no "The GPU is a candidate for RMA".)
    conditional = CONDITION.match(text) is not None
    listed = ";" in text and _semicolon_list(text)  # ("accepts all; a count, such as 2; …": a list's items)
    if text[:3].lower() in ("the", "ord", "seq") and ORDER_NAMED.match(text):
        return []  # ("The order 1 → 3 → 4 → 5 → 2: the tension is set only after …": said of a wrong option's order, not a fact)
    starts = [0] + [joint.end() for joint in JOINT.finditer(text)
                    if not 0 <= items - 2 <= joint.start() and not (conditional and text[joint.start()] == ",") and _is_clause(text[:joint.start()] if text[joint.start()] != "," else
                                  text[:joint.start()].rpartition(", ")[2], 6)  # (", and the C" may end a list)
                    and CLAUSE_START.match(text[joint.end():])
                    and (text[joint.start()] != ":" or text[joint.end():joint.end() + 1].islower()
                         and not key_value(text, joint.start()))
                    and not (text[joint.start()] == ";" and listed)]
    found = []
    for start in starts[1:] if len(starts) > 1 else ():
        part = capitalise(text[start:])
        found.append(clause_head(part, limit) or _first_clause(part, limit))
    found.append(_first_clause(text, limit))
    return [line for line in found if line]


def _is_clause(text: str, words: int = 0) -> bool:
    """Whether `text` ends in a clause (a verb; or, given `words`, as many words: no label is that long)."""
    last = text.rpartition("; ")[2].rpartition(": ")[2]
    return bool(HAS_VERB.search(text) or CLAUSE_START.match(last) or (words and word_count(last) >= words))


def _first_clause(text: str, limit: int) -> str:
    """The text's first clause, when what follows its first comma is a clause of its own."""
    first, comma, rest = text.partition(", ")
    joint = JOINT.search(text)
    if joint and (not comma or joint.start() < len(first)):
        first, rest = text[:joint.start()], text[joint.end():]
    if rest and CLAUSE_START.match(rest) and not rest.startswith(TURNED) and re.match(_PHRASE_FIRST, first, re.I) and _is_clause(first) \
            and not CORRELATIVE.match(first) and fits(first, limit) and word_count(first) >= 4 \
            and not _dangles(first) and not fault(first):
        return first
    return ""
