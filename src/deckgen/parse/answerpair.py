"""The answer line of a question that compares two things ("the differences between training and
inference"), when no sentence of the text compares them and the best sentence on each side does not fit
half a line: each side's main clause, with the side named as its subject.

A writer who explains two phases side by side says what happens in each with the side in a lead
("During each step of training, the system performs …") or in a head before a colon ("The computations
during inference are much simpler: the model executes …"), and a subject that only names the kind of
thing compared ("the system", "the model"). That subject stands for the side: "Training performs …;
inference executes …" (a side named in the singular: its verb agrees). Asides in parentheses go; no other
word is changed. A sentence of any other
shape gives no side, and the line stays empty.
"""
from __future__ import annotations

import re

from . import answerform as form
from .phrases import capitalise, without_parentheses, word_count

# A lead that sets the scene: "During each step of training, ", "In inference, ".
LEAD = re.compile(r"^(?:During|In|For|At|When|Within)\b([^,:;]{1,60}),\s+")
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
    return f"{side} {rest[subject.end():]}"


def side_by_side(sentences: tuple[str, str], sides: tuple[str, str]) -> str:
    """Both sides' clauses as one line ("Training performs …; inference executes …."), or "" when a side
    has none or the line is longer than an answer line may be."""
    clauses = [side_clause(sentence, side) for sentence, side in zip(sentences, sides)]
    if not all(clauses):
        return ""
    line = f"{capitalise(clauses[0])}; {clauses[1]}."
    return line if word_count(line) <= form.MAX_WORDS and not form.reads_alone(line) else ""
