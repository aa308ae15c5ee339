"""Rendered notes -> `.apkg` bytes, identical for identical input.

genanki (pinned) writes the collection into an in-memory SQLite database: schema, deck and note
type. The notes and their cards are then inserted in bulk, in genanki's own row layout (writing
them one by one through genanki is most of its cost). The database is serialised, its SQLite
version stamp fixed, and zipped with the media deflated at render time (`archive`).
"""
from __future__ import annotations

import hashlib
import itertools
import json
import os
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .. import archive
from . import cachestore
from ..archive import Member
from ..errors import BuildError
from .lock import Lock
from ..model import DeckConfig
from ..render import FIELDS, TEMPLATE, NoteType, RenderedNote, to_html

# Bytes 96-99 of an SQLite file hold the version of the library that wrote it; fixed, so the
# package does not depend on the machine's SQLite.
SQLITE_VERSION_OFFSET = 96
SQLITE_VERSION_FIXED = (3_040_000).to_bytes(4, "big")
#: Large enough for a whole note per page (no overflow chains); SQLite's largest.
PAGE_SIZE = 65536


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
    stamp is fixed when it is zipped.) Notes go in one by one in new-card order, those rendered now
    from memory and those from the cache copied inside SQLite, run by run, so the database is the
    same bytes either way. Its 64 KiB pages hold whole notes, so a changed note changes a page or
    two of it, not every page after it (`archive` then deflates only those again)."""
    import genanki  # imported here, like the other heavy modules: a no-op rebuild never needs them

    deck = genanki.Deck(anki_deck_id(config.id), config.name, description=to_html(config.description))
    deck.add_model(_model(config, notetype))
    connection = sqlite3.connect(":memory:")
    try:
        connection.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        db = connection.cursor()
        genanki.Package(deck).write_to_db(db, lock.notetype_mod, iter(()))
        fresh = {n.question_id: n for n in notes.fresh}
        order = sorted([(n.order, n.question_id, None) for n in notes.fresh]
                       + [(o, q, name) for name, q, o in notes.cached])
        # One small table in new-card order drives the copies from the cache and the cards.
        db.execute("CREATE TEMP TABLE seqs (seq INTEGER PRIMARY KEY, name TEXT, note_id INTEGER, mod INTEGER,"
                   " ord INTEGER)")
        db.executemany("INSERT INTO seqs VALUES (?, ?, ?, ?, ?)",
                       [(seq, name, lock.notes[qid].note_id, lock.notes[qid].mod, order_)
                        for seq, (order_, qid, name) in enumerate(order)])
        if notes.cached:
            cachestore.attach(connection, notes.cache, "cached")
        # genanki's columns: id guid mid mod usn tags flds sfld csum flags data
        mid, inserted, seq = model_id(config.id), 0, 0
        for from_cache, run in itertools.groupby(order, key=lambda item: item[2] is not None):
            run = list(run)
            if from_cache:  # rows whose checksum fails are left out, and counted below
                inserted += db.execute(
                    f"INSERT INTO notes SELECT s.note_id, CAST(q.guid AS TEXT), {mid}, s.mod, -1,"
                    " ' ' || CAST(q.tags AS TEXT) || ' ',"
                    " CAST(q.flds AS TEXT), CAST(q.sfld AS TEXT), 0, 0, '' FROM seqs s JOIN cached.questions q"
                    f" ON q.name = s.name WHERE s.seq BETWEEN ? AND ? AND {cachestore.NOTE_CHECK.format(table='q')}"
                    " ORDER BY s.seq", (seq, seq + len(run) - 1)).rowcount
            else:
                # Fields go in as UTF-8 made row by row (binding a str would keep a UTF-8 copy of
                # every non-ASCII note alive beside it) and become text again inside SQLite.
                db.executemany(f"INSERT INTO notes VALUES (?, ?, {mid}, ?, -1, ?, CAST(? AS TEXT),"
                               " CAST(? AS TEXT), 0, 0, '')",
                               ((lock.notes[n.question_id].note_id, n.guid, lock.notes[n.question_id].mod,
                                 f" {' '.join(n.tags)} ", n.flds.encode(), n.sort_field.encode())
                                for n in (fresh[qid] for _, qid, _ in run)))
                inserted += len(run)
            seq += len(run)
        if inserted != len(order):
            raise CacheDamaged()
        # a new card: id nid did ord mod usn type queue due ivl factor reps lapses left odue odid flags data
        db.execute(f"INSERT INTO cards SELECT note_id, note_id, {deck.deck_id}, 0, mod, -1, 0, 0, ord,"
                   " 0, 0, 0, 0, 0, 0, 0, 0, '' FROM seqs ORDER BY seq")
        connection.commit()
        if notes.cached:
            db.execute("DETACH cached")
        return connection.serialize()
    finally:
        connection.close()


def make_apkg(config: DeckConfig, notes: Notes, notetype: NoteType, lock: Lock,
            reuse: archive.Reuse | None = None) -> tuple[bytes, dict[str, bytes]]:
    """The `.apkg` for one deck (its database, the media map, the media notes reference), and the
    deflated chunks of its database and media map by key, for `reuse` to offer the next build."""
    by_name = {m.name: m for m in notes.media} | {m.name: m for note in notes.fresh for m in note.media}
    media = [by_name[name] for name in sorted(by_name)]
    # The database is deflated fast (level 1) and on both cores, and only where it changed: it is
    # rewritten on every change, while media are deflated harder, once, when drawn.
    db, chunks = archive.packed("collection.anki2", database(config, notes, notetype, lock),
                                level=1, threads=min(2, os.cpu_count() or 1),
                                patch=(SQLITE_VERSION_OFFSET, SQLITE_VERSION_FIXED), reuse=reuse, sha256=False)
    index = json.dumps({str(i): m.name for i, m in enumerate(media)}, sort_keys=True).encode()
    index_member, index_chunks = archive.packed("media", index, reuse=reuse)  # unchanged unless media are
    chunks |= index_chunks
    entries = [("collection.anki2", db), ("media", index_member)]
    entries += [(str(i), m) for i, m in enumerate(media)]
    try:
        return archive.zip_bytes(entries), chunks
    except ValueError as err:
        raise BuildError(f"{err}: split the deck into smaller decks", config.folder / "deck.yaml") from None
