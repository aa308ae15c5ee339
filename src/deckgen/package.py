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
from dataclasses import dataclass
from pathlib import Path

from . import archive, cachestore
from .archive import Member
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


@dataclass(frozen=True)
class Notes:
    """What goes into a package: notes in memory, and notes still in the build cache."""

    fresh: Sequence[RenderedNote]
    """Notes rendered by this build."""
    cached: Sequence[tuple[str, str, int]] = ()
    """(cache row name, question id, order) of notes to copy from the cache, checksums checked."""
    cache: Path | None = None
    """The cache file holding them (`cachestore`)."""
    media: Sequence[Member] = ()
    """Media of the cached notes."""


class CacheDamaged(Exception):
    """Rows of the cache failed their checksum: the caller renders those notes again."""


def database(config: DeckConfig, notes: Notes, notetype: NoteType, lock: Lock) -> bytes:
    """The collection database of one deck; ids and times come from the lock. (Its SQLite version
    stamp is fixed when it is zipped.) Every note goes in through one INSERT … SELECT in new-card
    order, whether it was rendered now or is copied from the cache inside SQLite, so the database
    is the same bytes either way."""
    import genanki  # imported here, like the other heavy modules: a no-op rebuild never needs them

    deck = genanki.Deck(anki_deck_id(config.id), config.name, description=to_html(config.description))
    deck.add_model(_model(config, notetype))
    connection = sqlite3.connect(":memory:")
    try:
        db = connection.cursor()
        genanki.Package(deck).write_to_db(db, lock.notetype_mod, iter(()))
        # One small table in new-card order drives both inserts, so no large row is ever sorted.
        cached = {qid: name for name, qid, _ in notes.cached}
        order = sorted([(n.order, n.question_id) for n in notes.fresh] + [(o, q) for _, q, o in notes.cached])
        db.execute("CREATE TEMP TABLE seqs (seq INTEGER PRIMARY KEY, question_id TEXT, name TEXT, note_id INTEGER,"
                   " mod INTEGER, ord INTEGER)")
        db.executemany("INSERT INTO seqs VALUES (?, ?, ?, ?, ?, ?)",
                       [(seq, qid, cached.get(qid), lock.notes[qid].note_id, lock.notes[qid].mod, order_)
                        for seq, (order_, qid) in enumerate(order)])
        db.execute("CREATE TEMP TABLE fresh (question_id TEXT PRIMARY KEY, guid TEXT, tags TEXT, flds TEXT,"
                   " sfld TEXT)")
        db.executemany("INSERT INTO fresh VALUES (?, ?, ?, ?, ?)",
                       [(n.question_id, n.guid, " ".join(n.tags), n.flds, n.sort_field) for n in notes.fresh])
        source, check = "seqs s JOIN fresh f USING (question_id)", ""
        columns = [f"f.{c}" for c in ("guid", "tags", "flds", "sfld")]
        if notes.cached:  # copied inside SQLite, rows whose checksum fails left out (and counted)
            cachestore.attach(connection, notes.cache, "cached")
            source = "seqs s LEFT JOIN fresh f USING (question_id) LEFT JOIN cached.questions q ON q.name = s.name"
            columns = [f"coalesce(f.{c}, q.{c})" for c in ("guid", "tags", "flds", "sfld")]
            check = f" WHERE f.question_id IS NOT NULL OR {cachestore.NOTE_CHECK.format(table='q')}"
        guid, tags, flds, sfld = columns
        # genanki's columns: id guid mid mod usn tags flds sfld csum flags data
        inserted = db.execute(f"INSERT INTO notes SELECT s.note_id, {guid}, {model_id(config.id)}, s.mod, -1,"
                              f" ' ' || {tags} || ' ', {flds}, {sfld}, 0, 0, '' FROM {source}{check}"
                              " ORDER BY s.seq").rowcount
        if inserted != len(order):
            raise CacheDamaged()
        # a new card: id nid did ord mod usn type queue due ivl factor reps lapses left odue odid flags data
        db.execute(f"INSERT INTO cards SELECT note_id, note_id, {deck.deck_id}, 0, mod, -1, 0, 0, ord,"
                   " 0, 0, 0, 0, 0, 0, 0, 0, '' FROM seqs ORDER BY seq")
        if notes.cached:
            connection.commit()
            db.execute("DETACH cached")
        connection.commit()
        return connection.serialize()
    finally:
        connection.close()


def package(config: DeckConfig, notes: Notes, notetype: NoteType, lock: Lock) -> bytes:
    """The `.apkg` for one deck: its database, the media map, the media notes reference."""
    by_name = {m.name: m for m in notes.media} | {m.name: m for note in notes.fresh for m in note.media}
    media = [by_name[name] for name in sorted(by_name)]
    # The database is deflated fast (level 1) and on both cores: it is rewritten on every change,
    # while media are deflated harder, once, when drawn.
    db = archive.member("collection.anki2", database(config, notes, notetype, lock),
                        level=1, threads=min(2, os.cpu_count() or 1),
                        patch=(SQLITE_VERSION_OFFSET, SQLITE_VERSION_FIXED))
    index = json.dumps({str(i): m.name for i, m in enumerate(media)}, sort_keys=True).encode()
    entries = [("collection.anki2", db), ("media", archive.member("media", index))]
    entries += [(str(i), m) for i, m in enumerate(media)]
    try:
        return archive.zip_bytes(entries)
    except ValueError as err:
        raise BuildError(f"{err}: split the deck into smaller decks", config.folder / "deck.yaml") from None
