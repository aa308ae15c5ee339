"""The note type (fields, template, CSS) and the rendered note, in the form the package stores it.

The field list and the ids are frozen: adding, removing, renaming or reordering a field or template
makes Anki skip every existing note on re-import. Templates and CSS may change freely.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..archive import Member

#: The note type's fields, in order, with stable ids. NEVER add, remove, rename or reorder one:
#: every learner's existing notes would be skipped on their next import.
FIELDS: tuple[tuple[str, int], ...] = (
    ("Question", 7_406_211_183_120_001),
    ("Options", 7_406_211_183_120_002),
    ("Answer", 7_406_211_183_120_003),
    ("AnswerText", 7_406_211_183_120_004),
    ("ShortExplanation", 7_406_211_183_120_005),
    ("Infographic", 7_406_211_183_120_006),
    ("FullExplanation", 7_406_211_183_120_007),
    ("Rationales", 7_406_211_183_120_008),
    ("Source", 7_406_211_183_120_009),
    ("ID", 7_406_211_183_120_010),
)
#: The one card template, with its stable id. Its HTML and the CSS may change freely.
TEMPLATE = ("Multiple choice", 7_406_211_183_130_001)

_TAG = re.compile(r"<[^>]*>")

@dataclass(frozen=True)
class RenderedNote:
    """A question as an Anki note, in the form the package stores it."""

    question_id: str
    """The question's id."""
    guid: str
    """Anki's note GUID, from the deck id and the question id."""
    order: int
    """New-card position."""
    flds: str
    """HTML of each field, in FIELDS order, joined by U+001F as Anki stores them (card files cannot
    hold control characters, so no field contains one)."""
    tags: tuple[str, ...]
    """Anki tags, sorted."""
    media: tuple[Member, ...]
    """Media the fields reference, named by content and deflated for the package."""
    content_hash: str
    """Changes exactly when what Anki stores for the note changes (see `make_note`)."""
    sort_field: str
    """The first field as text, for Anki's sort column."""

    @property
    def fields(self) -> tuple[str, ...]:
        """HTML of each field, in FIELDS order."""
        return tuple(self.flds.split("\x1f"))


@dataclass(frozen=True)
class NoteType:
    """The note type's templates and CSS (fields and ids are the constants above)."""

    front: str
    back: str
    css: str

    @property
    def content_hash(self) -> str:
        """Changes exactly when the fields, templates or CSS change."""
        text = "\x00".join([repr(FIELDS), repr(TEMPLATE), self.front, self.back, self.css])
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    @property
    def schema_hash(self) -> str:
        """Changes only when the field or template list changes (what strands learners' notes)."""
        return hashlib.sha256(repr((FIELDS, TEMPLATE[1])).encode()).hexdigest()[:16]


@cache
def note_type() -> NoteType:
    files = resources.files(__package__) / "templates"
    return NoteType(front=(files / "front.html").read_text("utf-8"),
                    back=(files / "back.html").read_text("utf-8"),
                    css=(files / "card.css").read_text("utf-8"))


def make_note(question_id: str, guid: str, order: int, flds: str, tags: tuple[str, ...],
              media: tuple[Member, ...]) -> RenderedNote:
    """A RenderedNote, with the hash and sort field derived from its content."""
    # Each field and the tags, each followed by a NUL: the hash every lock file already holds.
    text = flds.replace("\x1f", "\x00") + "\x00" + " ".join(tags) + "\x00"
    return RenderedNote(question_id, guid, order, flds, tags, media, hashlib.sha256(text.encode()).hexdigest(),
                        _TAG.sub("", flds.split("\x1f", 1)[0])[:1000])


def note_guid(deck_id: str, question_id: str) -> str:
    """The GUID Anki matches notes by: from the deck id and question id alone, never the text."""
    import genanki  # imported here: a no-op rebuild never needs it

    return genanki.guid_for("deckgen", deck_id, question_id)
