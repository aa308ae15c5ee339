"""The typed model every pipeline stage shares.

Stages convert to and from these objects at their edges (raw text and YAML in, HTML and `.apkg`
out); nothing between the stages passes dicts of strings around.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

#: A question id (a card file's name, part of its note's GUID) and a deck id (deck.yaml's `id`), as
#: every reader checks them: card files, raw file names, the lock file.
QUESTION_ID = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]{0,63}")
DECK_ID = re.compile(r"[a-z0-9][a-z0-9._-]{0,63}")

#: Option letters a question may use, in order.
LETTERS = "ABCDEFGH"
#: The largest new-card `order`: Anki's database check flags new cards whose position is 1,000,000 or more.
MAX_ORDER = 999_999
#: Infographic weights are relative; a bound keeps them finite and the drawing meaningful.
MAX_WEIGHT = 1_000_000

#: Infographic layouts the drawing stage knows.
LAYOUTS = ("key-points", "comparison", "breakdown")


@dataclass(frozen=True)
class Column:
    """One side of a comparison infographic."""

    heading: str
    """Short column title, e.g. "Training"."""
    items: tuple[str, ...]
    """Bullet points in the column, plain text."""


@dataclass(frozen=True)
class Part:
    """One segment of a breakdown (part-of-whole) infographic."""

    label: str
    """Segment name, e.g. "Activations"."""
    weight: float = 1.0
    """Relative size of the segment; only the ratios between parts matter."""
    detail: str = ""
    """A few words under the label."""


@dataclass(frozen=True)
class Infographic:
    """What a drawing needs, or a maintainer-supplied image that replaces the drawing."""

    layout: str = "key-points"
    """One of LAYOUTS."""
    title: str = ""
    """Headline of the drawing."""
    answer: str = ""
    """The correct answer in a few words."""
    points: tuple[str, ...] = ()
    """Key points (layout key-points), plain text."""
    columns: tuple[Column, ...] = ()
    """Two columns side by side (layout comparison)."""
    parts: tuple[Part, ...] = ()
    """Segments of a whole (layout breakdown)."""
    wrong: tuple[tuple[str, str], ...] = ()
    """(letter, a few words on why it is wrong) for each wrong option, in letter order."""
    image: str | None = None
    """`media/<file>` supplied by a maintainer; when set, it is shown instead of a drawing."""


class ReviewMark(NamedTuple):
    """A card file's field left for the maintainer (`review:`), where it is said."""

    path: Path | None
    """The card file."""
    line: int | None
    """Line of the mark in it."""
    field: str
    """The field that needs a look, e.g. `answer_text`."""
    why: str
    """Why, e.g. "no sentence names the answer"."""


@dataclass(frozen=True)
class Question:
    """One multiple-choice question, as stored in `cards/<deck>/<id>.yaml`."""

    id: str
    """Stable identity, from the raw file name; never derived from the text."""
    order: int
    """New-card order within the deck."""
    source: str
    """Raw text this question was parsed from, relative to the deck folder."""
    tags: tuple[str, ...]
    """Anki tags."""
    question: str
    """The stem, Markdown."""
    options: dict[str, str]
    """Letter -> option text (Markdown), in letter order; empty when unknown."""
    answer: tuple[str, ...]
    """Correct letter(s); empty when the parser could not decide."""
    answer_text: str
    """The answer in one line, Markdown."""
    short_explanation: str
    """Markdown."""
    full_explanation: str
    """Markdown, with real lists."""
    rationales: dict[str, str]
    """Wrong letter -> why it is wrong (Markdown), in letter order."""
    infographic: Infographic
    """Drawing spec or supplied image."""
    review: dict[str, str] = field(default_factory=dict)
    """Field -> why parse was unsure of it and left it for the maintainer (`answer_text`, `options`,
    `answer`, `infographic`); the maintainer fixes the field and deletes the mark."""
    path: Path | None = field(default=None, compare=False)
    """YAML file this question was loaded from, for messages."""
    lines: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    """Line of each key in `path` (dotted keys for nested ones: `rationales.A`), for messages."""

    def review_marks(self) -> tuple[ReviewMark, ...]:
        """The fields that need a look, each with its line in the card file."""
        return tuple(ReviewMark(self.path, self.line_of(f"review.{name}"), name, why)
                     for name, why in self.review.items())

    def line_of(self, key: str) -> int | None:
        """Line of `key` in the YAML file, falling back to its parent key."""
        while key:
            if key in self.lines:
                return self.lines[key]
            key = key.rpartition(".")[0]
        return None


@dataclass(frozen=True)
class DeckConfig:
    """Settings of one deck, from `cards/<deck>/deck.yaml`."""

    id: str
    """Namespace for every Anki id of this deck; never changes once published."""
    name: str
    """Anki deck name; `::` makes subdecks."""
    description: str
    """Shown on the deck's overview screen in Anki (Markdown)."""
    tags: tuple[str, ...]
    """Tags added to every note of the deck."""
    version: str
    """Release version, `MAJOR.MINOR.PATCH`; the major must grow when the note type's fields change."""
    folder: Path
    """The deck folder `cards/<deck>/`."""

    @property
    def slug(self) -> str:
        """Folder name, used for output file names."""
        return self.folder.name


@dataclass(frozen=True)
class Deck:
    """A deck's settings and its questions, in new-card order."""

    config: DeckConfig
    questions: tuple[Question, ...]
