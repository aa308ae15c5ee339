"""Sentences and short phrases of explanation text, and the first infographic spec made of them.

Used by `parse` (and by `analysis` for the one-line answer). Phrases are cut, never reworded: a
maintainer refines the proposal in the card file.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .model import Column, Infographic

if TYPE_CHECKING:
    from .analysis import Analysis

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


def title_of(stem: str) -> str:
    """The question sentence of the stem."""
    found = [s for s in sentences(stem.replace("\n\n", " ")) if s.endswith("?")]
    return found[-1] if found else first_sentence(stem)


def key_sentences(body: str, count: int = 4) -> tuple[str, ...]:
    """Fallback key points: the body's first sentences, shortened."""
    found: list[str] = []
    for paragraph in body.split("\n\n"):
        found += sentences(paragraph)
        if len(found) >= count:
            break
    return tuple(few_words(s, 14) for s in found[:count])


def comparison_columns(body: str) -> tuple[Column, ...]:
    """Two columns when a paragraph contrasts itself with the one before ("In contrast, …")."""
    paragraphs = [p for p in body.split("\n\n") if p.strip()]
    for before, after in zip(paragraphs, paragraphs[1:]):
        if not CONTRAST.match(after):
            continue
        left, right = subject_of(first_sentence(before)), subject_of(first_sentence(after))
        if left and right and len(left.split()) <= 4 and len(right.split()) <= 4:
            return (Column(left, _column_items(before)), Column(right, _column_items(after)))
    return ()


def _column_items(paragraph: str) -> tuple[str, ...]:
    return tuple(few_words(s, 12) for s in sentences(CONTRAST.sub("", paragraph))[:4])


def propose_infographic(stem: str, options: dict[str, str], answer: tuple[str, ...], answer_text: str,
                        result: Analysis) -> Infographic:
    """A first drawing spec, for a maintainer to refine."""
    if answer and all(letter in options for letter in answer):
        answer_label = " + ".join(f"{letter} — {options[letter]}" for letter in answer)
    else:
        answer_label = " — ".join(part for part in (" + ".join(answer), answer_text) if part)
    few = ((letter, few_words(reason)) for letter, reason in sorted(result.rationales.items()))
    wrong = tuple((letter, words) for letter, words in few if words)
    columns = comparison_columns(result.body)
    if result.enumeration and len(result.enumeration) >= 3 or not columns:
        layout, points = "key-points", tuple(result.enumeration or key_sentences(result.body))
        columns = ()
    else:
        layout, points = "comparison", ()
    return Infographic(layout=layout, title=title_of(stem), answer=answer_label,
                       points=points, columns=columns, wrong=wrong)
