"""Rendered notes -> `.apkg` bytes, identical for identical input.

genanki fills an in-memory SQLite database (its `write_to_file` would take zip times from the
clock and leave a temporary database behind); we serialise that database and zip it ourselves
with fixed entry times and order.
"""
from __future__ import annotations

import hashlib
import io
import json
import re
import sqlite3
import zipfile
from collections.abc import Sequence

import genanki

from .lock import Lock
from .model import DeckConfig
from .render import FIELDS, TEMPLATE, MediaFile, NoteType, RenderedNote, to_html

ZIP_TIME = (1980, 1, 1, 0, 0, 0)
# Bytes 96-99 of an SQLite file hold the version of the library that wrote it; fixed, so the
# package does not depend on the machine's SQLite.
SQLITE_VERSION_OFFSET = 96
SQLITE_VERSION_FIXED = (3_040_000).to_bytes(4, "big")
TAG = re.compile(r"<[^>]*>")


def _stable_id(kind: str, deck_id: str) -> int:
    """A 53-bit id from the deck id alone (safe as a JavaScript number on every client)."""
    digest = hashlib.sha256(f"deckgen:{kind}:{deck_id}".encode()).digest()
    return (1 << 40) + int.from_bytes(digest[:8], "big") % ((1 << 53) - (1 << 40))


def model_id(deck_id: str) -> int:
    return _stable_id("model", deck_id)


def anki_deck_id(deck_id: str) -> int:
    return _stable_id("deck", deck_id)


def note_guid(deck_id: str, question_id: str) -> str:
    return genanki.guid_for("deckgen", deck_id, question_id)


def notetype_name(config: DeckConfig) -> str:
    return f"deckgen multiple choice ({config.id})"


def _model(config: DeckConfig, notetype: NoteType) -> genanki.Model:
    return genanki.Model(
        model_id(config.id),
        notetype_name(config),
        fields=[{"name": name, "id": field_id} for name, field_id in FIELDS],
        templates=[{"name": TEMPLATE[0], "id": TEMPLATE[1], "qfmt": notetype.front, "afmt": notetype.back}],
        css=notetype.css,
        sort_field_index=0,
    )


def package(config: DeckConfig, notes: Sequence[RenderedNote], notetype: NoteType, lock: Lock) -> bytes:
    """The `.apkg` for one deck; ids and times come from the lock."""
    model = _model(config, notetype)
    deck = genanki.Deck(anki_deck_id(config.id), config.name, description=to_html(config.description))
    ordered = sorted(notes, key=lambda n: (n.order, n.question_id))
    ids = []
    for note in ordered:
        stamp = lock.notes[note.question_id]
        ids += [stamp.note_id, stamp.note_id]  # genanki asks for the note id, then its card's
        deck.add_note(genanki.Note(model=model, fields=list(note.fields), tags=list(note.tags),
                                   guid=note_guid(config.id, note.question_id), due=note.order,
                                   sort_field=TAG.sub("", note.fields[0])[:1000]))
    connection = sqlite3.connect(":memory:")
    try:
        cursor = connection.cursor()
        genanki.Package(deck).write_to_db(cursor, lock.notetype_mod, iter(ids))
        cursor.executemany("UPDATE notes SET mod = ? WHERE id = ?",
                           [(lock.notes[n.question_id].mod, lock.notes[n.question_id].note_id) for n in ordered])
        connection.commit()
        database = bytearray(connection.serialize())
    finally:
        connection.close()
    database[SQLITE_VERSION_OFFSET:SQLITE_VERSION_OFFSET + 4] = SQLITE_VERSION_FIXED
    return _zip(bytes(database), _unique_media(ordered))


def _unique_media(notes: Sequence[RenderedNote]) -> list[MediaFile]:
    by_name = {m.name: m for note in notes for m in note.media}
    return [by_name[name] for name in sorted(by_name)]


def _zip(database: bytes, media: list[MediaFile]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        def add(name: str, data: bytes, compress: bool = True) -> None:
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED
            info.create_system = 3
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)

        add("collection.anki2", database)
        add("media", json.dumps({str(i): m.name for i, m in enumerate(media)}, sort_keys=True).encode())
        for index, item in enumerate(media):
            add(str(index), item.data, compress=item.name.endswith(".svg"))
    return buffer.getvalue()
