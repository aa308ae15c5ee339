"""The two things a question compares, and the answer line that compares them: the best sentence on each
side, or, when no sentence of the text compares them ("the differences between training and inference")
and those do not fit half a line each: each side's main clause, with the side named as its subject.

A writer who explains two phases side by side says what happens in each with the side in a lead
("During each step of training, the system performs …") or in a head before a colon ("The computations
during inference are much simpler: the model executes …"), and a subject that only names the kind of
thing compared ("the system", "the model"). That subject stands for the side: "Training performs …;
inference executes …" (a side named in the singular: its verb agrees). Asides in parentheses and short
purpose tails ("to generate predictions") go; no other word is changed. A sentence of any other shape gives no side, and the line stays empty.
"""
from __future__ import annotations

import re

from . import answerform as form
from .answerkind import lowered
from .phrases import capitalise, holds_any, without_parentheses, word_count
from .words import STOP, keywords, stem

# Words that name the kind of thing compared, not which one ("the model training phase").
GENERIC = {"model", "phase", "stage", "step", "workl", "proce", "produ", "syste", "optio", "appro"}
CONTRAST = re.compile(r"\b(?:between|versus|vs\.?|compared? (?:to|with)|differ\w*|compare)\b", re.I)
CONTRAST_WORDS = ("between", "versus", "vs", "compare", "differ")  # (one is in each match, lower case)
PAIR = re.compile(r"\bbetween\s+(?:the\s+)?(.{3,60}?)\s+and\s+(?:the\s+)?(.{3,60}?)(?:[?,.;]|\s+(?:for|in|on|at|during|"
                  r"when|to|with|inside|within|of|is|are)\b|\s+(?:phase|workload|stage)s?\b|$)", re.I)
# The same pair after "compare" or "contrast": "compares GPU time-slicing with Multi-Instance GPU (MIG) as …".
COMPARE_PAIR = re.compile(r"\b(?:compar(?:e|es|ing)|contrast(?:s|ing)?)\s+(?:the\s+)?(.{3,60}?)\s+(?:with|to|against|and)\s+(?:the\s+)?(.{3,60}?)"
                          r"(?:[?,.;]|\s+(?:for|in|on|at|during|when|as|inside|within|is|are)\b|$)", re.I)


def _pair(text: str) -> re.Match[str] | None:
    """The two things `text` compares, named after "between" or "compare", as a match of two groups."""
    return (PAIR.search(text) if contrasted(text) else None) or (COMPARE_PAIR.search(text) if "ompar" in text or "ontrast" in text else None)

# A lead that sets the scene: "During each step of training, ", "In inference, ".
LEAD = re.compile(r"^(?:During|In|For|At|When|Within)\b([^,:;]{1,60}),\s+")
# A short purpose tail that ends a clause: "… a forward pass to generate predictions," ("to" + a verb + its object:
# an article and a noun, or a plural; "to the GPU", "to host memory" are no purpose).
PURPOSE = re.compile(r"\s+to\s+(?!(?:the|a|an|its|their|each|every|all|this|that|these|those|one|two|\d)\b)[a-z]+\s+"
                     r"(?:(?:the|a|an|its|their)\s+[a-z-]+|[a-z-]+s)(?=,|$)")
# A subject that names only the kind of thing compared, before its verb in the present ("the system performs").
GENERIC_SUBJECT = re.compile(r"^(?:the|a|an|each)\s+(?:system|model|workload|process|phase|stage|job|network)\s+"
                             r"(?=[a-z]{3,}s\b)")


def side_clause(sentence: str, side: str) -> str:
    """The clause of `sentence` that says what `side` does, with `side` as its subject, or ""."""
    if side.endswith("s"):
        return ""  # ("backups": a plural would not agree with the verb, "reads")
    text = " ".join(without_parentheses(sentence).split()).rstrip(". ")
    lead = LEAD.match(text)
    if lead and side.lower() in lead[1].lower():
        rest = text[lead.end():]
    else:
        head, colon, rest = text.partition(": ")
        if not colon or side.lower() not in head.lower():
            return ""
    subject = GENERIC_SUBJECT.match(rest)
    if not subject or side.lower() in rest.lower() or re.search(r"[:;]", rest):
        return ""
    return f"{side} {PURPOSE.sub('', rest[subject.end():])}"


def side_by_side(sentences: tuple[str, str], sides: tuple[str, str]) -> str:
    """Both sides' clauses as one line ("Training performs …; inference executes …."), or "" when a side
    has none or the line is longer than an answer line may be."""
    clauses = [side_clause(sentence, side) for sentence, side in zip(sentences, sides)]
    if not all(clauses):
        return ""
    line = f"{capitalise(clauses[0])}; {clauses[1]}."
    return line if word_count(line) <= form.MAX_WORDS and not form.reads_alone(line) else ""


def parallel(candidates: list, scored: list[float], order: list[int], first: set[str],
              second: set[str]) -> list[int | None]:
    """The best sentence on each of two things, chosen together: two that say the same kind of thing
    ("a forward pass, the loss and a backward pass" / "a single forward pass") make the answer."""
    sides = [[i for i in order if keywords(candidates[i].text) & side and not keywords(candidates[i].text) & other][:8]
             for side, other in ((first, second), (second, first))]
    if not all(sides):
        return [None, None]
    def together(a: int, b: int) -> float:
        shared = keywords(candidates[a].text) & keywords(candidates[b].text) - first - second
        return scored[a] + scored[b] + 1.5 * min(4, len(shared))
    return list(max(((a, b) for a in sides[0] for b in sides[1]), key=lambda p: together(*p)))


# What runs between two ends, not a comparison of them: "a direct DMA path between storage and GPU memory".
JOINING = re.compile(r"\b(?:paths?|links?|connections?|traffic|transfers?|cop(?:y|ies)|data|communication|channels?|"
                     r"tunnels?|bridges?|interconnects?|cables?|hops?|moves?|flows?)\s+(?:\w+\s+)?$", re.I)
JOINED = re.compile(r"\s(?:and|with|to|against)\s")
COMPARES = re.compile(r"\b(?:differ\w*|compare\w*|contrast\w*|versus|vs\.?)\b", re.I)


def _joins(text: str, pair: re.Match[str]) -> bool:
    """The pair "between" names is two ends something runs between (JOINING before it), and the text compares nothing
    else (no "differ", "compare", "versus")."""
    return JOINING.search(text, max(0, pair.start() - 40), pair.start()) is not None and not COMPARES.search(text)


def compares(text: str) -> bool:
    """The question compares two things: `contrasted`, or "Which statement correctly compares the two metrics?"."""
    return contrasted(text) or "compares" in text or "contrasts" in text


def contrasted(text: str) -> bool:
    """bool(CONTRAST.search(text)), searched only where its words are (`answerkind.lowered`)."""
    lower = lowered(text)
    return (not lower or holds_any(lower, CONTRAST_WORDS)) and CONTRAST.search(text) is not None


def compared(stem_text: str) -> tuple[str, str] | None:
    """The names of the two things the stem compares ("training", "inference"), or None."""
    match = _pair(stem_text)
    if not match or _joins(stem_text, match) or any(JOINED.search(side) for side in match.groups()):
        return None  # (nor a side cut at the wrong joining word: "a banneton lined | with linen and a loaf tin")
    names = [" ".join(w for w in side.split() if stem(w.lower()) not in GENERIC and w.lower() not in STOP)
             for side in (match[1], match[2])]
    return (names[0], names[1]) if all(names) else None


def pair_of(stem_text: str) -> tuple[set[str], set[str]] | None:
    """The two things the stem compares ("between training and inference"), as keywords."""
    match = _pair(stem_text)
    if not match or _joins(stem_text, match):
        return None
    first, second = keywords(match[1]) - GENERIC, keywords(match[2]) - GENERIC
    return (first - second, second - first) if first - second and second - first else None


def one_side(line: str, pair: tuple[set[str], set[str]]) -> bool:
    """`line` speaks of one of the two things compared (`pair_of`), not of the other: half the answer."""
    words = keywords(line)
    return bool(words & pair[0]) != bool(words & pair[1])
