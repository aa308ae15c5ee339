"""The deck lock: per note, a content hash, the time it last changed, and its Anki ids.

Anki updates an existing note only when the incoming modification time is strictly newer. So a
note's time must change exactly when its content does: a new time for every changed note (or Anki
keeps the old text), and the old time for every unchanged one (or a learner's own edit is
overwritten). The lock, committed beside `deck.yaml`, is that memory between builds. It is read
as untrusted input (`lockread`): every value is checked against the range Anki accepts.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, replace
from collections.abc import Sequence
from typing import Protocol

from ..errors import BuildError
from ..project import UsageError
from ..render import NoteType

LOCK_NAME = "deckgen.lock"
FORMAT = 1
#: Times are seconds since 1970, up to the end of the year 9999 (Anki keeps them in int64 columns;
#: no date library reads past that). Note ids start at a time × 1000, so they stay below
#: JavaScript's largest exact integer (AnkiDroid and Anki's web views read ids as numbers).
MAX_TIME = 253_402_300_799
MAX_NOTE_ID = (1 << 53) - 1


@dataclass(frozen=True)
class NoteStamp:
    """What the lock remembers of one note."""

    note_id: int
    """Anki note id (also used as the card id); fixed when the note first appears."""
    content_hash: str
    """`RenderedNote.content_hash` of the last build."""
    mod: int
    """Seconds since the epoch when the content last changed."""


@dataclass(frozen=True)
class Lock:
    """A deck's lock file."""

    deck_id: str | None
    """The `deck.yaml` id it was written for (None in locks written before deckgen recorded it)."""
    notetype_hash: str
    """`NoteType.content_hash` of the last build."""
    notetype_schema: str
    """`NoteType.schema_hash`: changes only with the field or template list."""
    notetype_mod: int
    """Seconds since the epoch when the templates or CSS last changed."""
    notes: dict[str, NoteStamp]
    """Question id -> stamp, sorted by question id."""


def build_time() -> int:
    """`SOURCE_DATE_EPOCH` when set (reproducible builds), else the clock."""
    value = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if value:
        if not (value.isascii() and value.isdigit() and len(value) <= 12 and 1 <= int(value) <= MAX_TIME):
            shown = value if len(value) <= 40 else value[:40] + "…"
            raise UsageError(f"SOURCE_DATE_EPOCH must be whole seconds since 1970, from 1 to {MAX_TIME} "
                             f"(the end of 9999), not {shown!r}")
        return int(value)
    return int(time.time())


def dump(lock: Lock) -> bytes:
    """Stable JSON, one note per line, so a diff shows which notes changed."""
    head = {"format": FORMAT, "deck": lock.deck_id,
            "notetype": {"hash": lock.notetype_hash, "schema": lock.notetype_schema, "mod": lock.notetype_mod}}
    lines = [json.dumps(head, sort_keys=True)[:-1] + ', "notes": {']
    items = sorted(lock.notes.items())
    for index, (qid, stamp) in enumerate(items):
        # Ids are [0-9A-Za-z_-] and hashes hex (checked on the way in), so no JSON escaping is needed.
        entry = f'{{"hash": "{stamp.content_hash}", "id": {stamp.note_id}, "mod": {stamp.mod}}}'
        lines.append(f'  "{qid}": {entry}' + ("," if index < len(items) - 1 else ""))
    lines.append("}}")
    return ("\n".join(lines) + "\n").encode("utf-8")


class Stamped(Protocol):
    """What the lock needs of a note (a RenderedNote, or its cache entry)."""

    question_id: str
    order: int
    content_hash: str


def update(old: Lock | None, deck_id: str, notetype: NoteType, notes: Sequence[Stamped], now: int) -> Lock:
    """The lock after a build: new times only for what changed, ids kept, new ids for new notes."""
    previous = old.notes if old else {}
    if old and old.notetype_hash == notetype.content_hash:
        notetype_mod = old.notetype_mod
    else:
        notetype_mod = max(now, old.notetype_mod + 1) if old else now
    stamps: dict[str, NoteStamp] = {}
    next_id = max([now * 1000] + [s.note_id + 1 for s in previous.values()])
    for note in sorted(notes, key=lambda n: (n.order, n.question_id)):
        stamp = previous.get(note.question_id)
        if stamp is None:
            stamps[note.question_id] = NoteStamp(next_id, note.content_hash, now)
            next_id += 1
            if next_id > MAX_NOTE_ID + 1:
                raise BuildError(f"note ids would pass {MAX_NOTE_ID}: the lock's ids are far in the future; "
                                 "delete the lock to number the notes afresh")
        elif stamp.content_hash != note.content_hash:
            stamps[note.question_id] = replace(stamp, content_hash=note.content_hash, mod=max(now, stamp.mod + 1))
        else:
            stamps[note.question_id] = stamp
    return Lock(deck_id, notetype.content_hash, notetype.schema_hash, notetype_mod, dict(sorted(stamps.items())))


def differences(old: Lock | None, new: Lock) -> list[str]:
    """What a build would change in the lock (empty when it is current)."""
    if old is None:
        return ["the deck has no lock file yet"]
    found = []
    if old.deck_id is None:
        found.append("the lock does not record its deck id yet")
    elif old.deck_id != new.deck_id:
        found.append(f"the deck id changed from '{old.deck_id}'")
    if old.notetype_hash != new.notetype_hash:
        found.append("the note type's templates or CSS changed")
    for qid in sorted(set(old.notes) | set(new.notes)):
        before, after = old.notes.get(qid), new.notes.get(qid)
        if before is None:
            found.append(f"question {qid} is new")
        elif after is None:
            found.append(f"question {qid} was removed")
        elif before.content_hash != after.content_hash:
            found.append(f"question {qid} changed")
    return found
