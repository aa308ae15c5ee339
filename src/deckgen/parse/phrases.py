"""Sentences and short phrases of explanation text.

Used by the rest of `parse` (the one-line answer, option names, the drawing proposal). Phrases are
cut, never reworded: a maintainer refines them in the card file.
"""
from __future__ import annotations

import re

# The punctuation comes first and the look-behinds after it (each one character longer), so that the
# regex engine skips straight to the next . ! or ? instead of trying the look-behinds everywhere.
SENTENCE_END = re.compile(r"[.!?](?<![A-Z].)(?<!\be\.g.)(?<!\bi\.e.)(?<!\bvs.)(?<!\betc.)(?=\s+[A-Z“\"'(]|$)")
SUBJECT = re.compile(r"^(.{2,80}?)\s+(?:is|are|was|were|has|have|requires?|demands?|needs?)\b")
CONTRAST = re.compile(r"^(?:In contrast|By contrast|On the other hand|Conversely),\s+", re.I)
CONCESSION = re.compile(r"^(?:While|Although|Though|Even though|Whereas)\b[^,]*,\s*", re.I)


def capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


def sentences(text: str) -> list[str]:
    """Sentences of a paragraph (abbreviations such as e.g. and i.e. do not end one)."""
    out, start = [], 0
    for match in SENTENCE_END.finditer(text):
        out.append(text[start:match.end()].strip())
        start = match.end()
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return [s for s in out if s]


def first_sentence(text: str) -> str:
    """sentences(first paragraph)[0], without splitting the rest of the paragraph."""
    paragraph = text.strip().partition("\n\n")[0]
    start = 0
    for match in SENTENCE_END.finditer(paragraph):
        sentence = paragraph[start:match.end()].strip()
        if sentence:
            return sentence
        start = match.end()
    return paragraph[start:].strip()


def subject_of(sentence: str) -> str:
    """'The model training phase with backpropagation is …' -> its subject, when short."""
    sentence = CONTRAST.sub("", sentence)
    match = SUBJECT.match(sentence)
    if match and len(match[1].split()) <= 8 and not re.search(r"[,:;]", match[1]):
        return capitalise(match[1])
    return ""


def few_words(text: str, limit: int = 10) -> str:
    """A rationale cut down to the few words an infographic can show."""
    text = CONCESSION.sub("", first_sentence(text) or text)
    for stop in (";", " — ", " – ", ", meaning", ", which", " because ", " since ", ", so "):
        if stop in text:
            head = text.partition(stop)[0]
            if len(head.split()) >= 3:
                text = head
    words = text.rstrip(".").split()
    short = " ".join(words[:limit])
    return capitalise(short + ("…" if len(words) > limit else ""))
