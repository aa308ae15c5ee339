"""Rendered notes -> `.apkg` bytes, identical for identical input.

genanki (pinned) writes the collection into an in-memory SQLite database: schema, deck and note
type. The notes and their cards are then inserted in bulk, in genanki's own row layout (writing
them one by one through genanki is most of its cost). The database is serialised, its SQLite
version stamp fixed, and zipped with the media deflated at render time (`archive`).
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections.abc import Sequence

from . import archive
from .errors import BuildError
from .lock import Lock
from .model import DeckConfig
from .render import FIELDS, TEMPLATE, NoteType, RenderedNote, to_html

# Bytes 96-99 of an SQLite file hold the version of the library that wrote it; fixed, so the
# package does not depend on the machine's SQLite.
SQLITE_VERSION_OFFSET = 96
SQLITE_VERSION_FIXED = (3_040_000).to_bytes(4, "big")


def _stable_id(kind: str, deck_id: str) -> int:
    """A 53-bit id from the deck id alone (safe as a JavaScript number on every client)."""
    digest = hashlib.sha256(f"deckgen:{kind}:{deck_id}".encode()).digest()
    return (1 << 40) + int.from_bytes(digest[:8], "big") % ((1 << 53) - (1 << 40))


def model_id(deck_id: str) -> int:
    return _stable_id("model", deck_id)


def anki_deck_id(deck_id: str) -> int:
    return _stable_id("deck", deck_id)


def notetype_name(config: DeckConfig) -> str:
    return f"deckgen multiple choice ({config.id})"


def _model(config: DeckConfig, notetype: NoteType):
    import genanki

    return genanki.Model(
        model_id(config.id),
        notetype_name(config),
        fields=[{"name": name, "id": field_id} for name, field_id in FIELDS],
        templates=[{"name": TEMPLATE[0], "id": TEMPLATE[1], "qfmt": notetype.front, "afmt": notetype.back}],
        css=notetype.css,
        sort_field_index=0,
    )


def database(config: DeckConfig, notes: Sequence[RenderedNote], notetype: NoteType, lock: Lock) -> bytes:
    """The collection database of one deck; ids and times come from the lock. (Its SQLite version
    stamp is fixed when it is zipped.)"""
    import genanki  # imported here, like the other heavy modules: a no-op rebuild never needs them

    deck = genanki.Deck(anki_deck_id(config.id), config.name, description=to_html(config.description))
    deck.add_model(_model(config, notetype))
    connection = sqlite3.connect(":memory:")
    try:
        cursor = connection.cursor()
        genanki.Package(deck).write_to_db(cursor, lock.notetype_mod, iter(()))
        mid, did = model_id(config.id), deck.deck_id
        rows = [(lock.notes[n.question_id], n) for n in notes]
        cursor.executemany(  # genanki's columns: id guid mid mod usn tags flds sfld csum flags data
            "INSERT INTO notes VALUES(?,?,?,?,?,?,?,?,?,?,?)",
            [(s.note_id, n.guid, mid, s.mod, -1, " " + " ".join(n.tags) + " ", n.flds, n.sort_field, 0, 0, "")
             for s, n in rows])
        cursor.executemany(  # a new card: id nid did ord mod usn type queue due ivl factor reps lapses ...
            "INSERT INTO cards VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            [(s.note_id, s.note_id, did, 0, s.mod, -1, 0, 0, n.order, 0, 0, 0, 0, 0, 0, 0, 0, "")
             for s, n in rows])
        connection.commit()
        return connection.serialize()
    finally:
        connection.close()


def package(config: DeckConfig, notes: Sequence[RenderedNote], notetype: NoteType, lock: Lock) -> bytes:
    """The `.apkg` for one deck: its database, the media map, the media notes reference."""
    ordered = sorted(notes, key=lambda n: (n.order, n.question_id))
    by_name = {m.name: m for note in ordered for m in note.media}
    media = [by_name[name] for name in sorted(by_name)]
    # The database is deflated fast (level 1) and on both cores: it is rewritten on every change,
    # while media are deflated harder, once, when drawn.
    db = archive.member("collection.anki2", database(config, ordered, notetype, lock),
                        level=1, threads=min(2, os.cpu_count() or 1),
                        patch=(SQLITE_VERSION_OFFSET, SQLITE_VERSION_FIXED))
    index = json.dumps({str(i): m.name for i, m in enumerate(media)}, sort_keys=True).encode()
    entries = [("collection.anki2", db), ("media", archive.member("media", index))]
    entries += [(str(i), m) for i, m in enumerate(media)]
    try:
        return archive.zip_bytes(entries)
    except ValueError as err:
        raise BuildError(f"{err}: split the deck into smaller decks", config.folder / "deck.yaml") from None
