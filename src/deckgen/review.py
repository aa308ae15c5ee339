"""Review marks (`review:` in a card file): the fields parse was unsure of, or a maintainer flagged,
left for a maintainer's look. Counted by `parse` and `check`, listed by `check --review`, shown by
`preview`, refused by `release --refuse-review`. A mark never reaches the learner: it is not
rendered, and it changes neither a note's content hash nor its time in the lock.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from .errors import ReleaseError, display_path, plural
from .model import Deck, ReviewMark


def count_line(cards: Iterable[Iterable[str]]) -> str:
    """How many cards need a look, by field: "3 cards need a look: answer_text 2, infographic 1"
    for the marked fields of each card; "" when no card has a mark."""
    fields: Counter[str] = Counter()
    marked = 0
    for names in cards:
        names = set(names)
        marked += bool(names)
        fields.update(names)
    if not marked:
        return ""
    by_field = ", ".join(f"{name} {count}" for name, count in sorted(fields.items(), key=lambda i: (-i[1], i[0])))
    return f"{plural(marked, 'card')} {'needs' if marked == 1 else 'need'} a look: {by_field}"


def check_report(decks: Sequence[Deck], warnings: int, list_marks: bool) -> list[str]:
    """What `check` prints of decks that passed: each review mark (with `list_marks`), then the summary
    ("ok: 1 deck, 84 questions, 3 need a look, 2 warnings.")."""
    questions = [q for deck in decks for q in deck.questions]
    marked = sum(1 for q in questions if q.review)
    lines = listing([mark for q in questions for mark in q.review_marks()]) if list_marks else []
    looks = f", {marked} need{'s' if marked == 1 else ''} a look" if marked else ""
    hint = " (deckgen check --review lists them)" if marked and not list_marks else ""
    warned = f", {plural(warnings, 'warning')}" if warnings else ""
    return [*lines, f"ok: {plural(len(decks), 'deck')}, {plural(len(questions), 'question')}{looks}{warned}{hint}."]


def listing(marks: Sequence[ReviewMark]) -> list[str]:
    """Each mark as `path:line: field: why`."""
    return [f"{display_path(mark.path)}:{mark.line}: {mark.field}: {mark.why}" if mark.path else
            f"{mark.field}: {mark.why}" for mark in marks]


def refused(marks: Sequence[ReviewMark]) -> list[ReleaseError]:
    """Each mark as an error, for a release told to refuse marked cards (`--refuse-review`)."""
    return [ReleaseError(f"{mark.field} still needs a look ({mark.why}): fix the field and delete the mark",
                         mark.path, mark.line) for mark in marks]
