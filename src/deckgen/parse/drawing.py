"""The first infographic spec proposed for a question, made of its explanation's phrases.

A maintainer refines the proposal in the card file.
"""
from __future__ import annotations

from ..model import Column, Infographic
from .analysis import Analysis
from .phrases import CONTRAST, few_words, first_sentence, sentences, subject_of


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
