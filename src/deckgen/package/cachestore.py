"""The build cache's storage: one SQLite file per deck, rows checked by CRC, any damage read as empty.

`incremental` decides what to reuse; this module only keeps it. Each question file has a row with
its key, a small entry (what a build needs without the note) and the note as Anki stores it;
media, deflated, are kept once each in a table of their own, and so are the deflated chunks of
the last package's database (by a key of their content, see `archive.packed`). The file records
the version of the rendering code it was written by: another version reads as an empty cache.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import pickle
import sqlite3
import time
import zlib
from collections.abc import Collection, Mapping
from functools import cache
from pathlib import Path
from typing import NamedTuple

from ..archive import Member
from ..errors import BuildError, DeckgenError
from ..model import DeckConfig
from ..project import Project, writing
from ..render import RenderedNote

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (code TEXT NOT NULL, written_ns INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS questions (
    name TEXT PRIMARY KEY, key TEXT NOT NULL, stat TEXT NOT NULL, digest TEXT NOT NULL,
    qid TEXT NOT NULL, ord INTEGER NOT NULL,
    id_line INTEGER, content_hash TEXT NOT NULL, media TEXT NOT NULL, warnings BLOB NOT NULL,
    review TEXT NOT NULL, entry_crc INTEGER NOT NULL,
    guid BLOB NOT NULL, tags BLOB NOT NULL, flds BLOB NOT NULL, sfld BLOB NOT NULL, note_crc INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS media (
    name TEXT PRIMARY KEY, sha256 TEXT NOT NULL, crc INTEGER NOT NULL, size INTEGER NOT NULL,
    deflated BLOB NOT NULL, sum INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS chunks (key TEXT PRIMARY KEY, deflated BLOB NOT NULL, sum INTEGER NOT NULL);
"""
PAGE_SIZE = 65536
MMAP_SIZE = 1 << 30  # the cache is read where it lies (memory-mapped), not copied in by read()
SQLITE_CORRUPT, SQLITE_NOTADB = 11, 26  # primary result codes of a damaged file (extended ones add high bits)
NO_WARNINGS = pickle.dumps([])
ENTRY_COLUMNS = "name, key, stat, digest, qid, ord, id_line, content_hash, media, warnings, review, entry_crc"


class Entry(NamedTuple):
    """What the cache keeps of one question file, besides its note. (A named tuple: a build reads
    one per question file, and tuples are the cheapest objects to make.)"""

    key: str
    """The file's digest combined with everything else its note depends on."""
    stat: str
    """Size, inode, modification and change time of the file when `digest` was computed (the
    change time cannot be set back, so a file whose times were restored is hashed again)."""
    digest: str
    """SHA-256 of the file's bytes, and "+media" when it names an image in media/."""
    question_id: str
    order: int
    id_line: int | None
    content_hash: str
    media: tuple[str, ...]
    warnings: tuple[DeckgenError, ...]
    review: tuple[tuple[str, str, int | None], ...] = ()
    """The file's review marks: (field, why, line); not part of the note."""

    def crc(self, warnings_blob: bytes) -> int:
        text = "\0".join(map(str, (self.key, self.stat, self.digest, self.question_id, self.order, self.id_line,
                                      self.content_hash, "\n".join(self.media), self.review_json())))
        return zlib.crc32(warnings_blob, zlib.crc32(text.encode()))

    def review_json(self) -> str:
        return json.dumps(self.review, ensure_ascii=False) if self.review else ""


def _note_crc(guid: bytes, tags: bytes, flds: bytes, sfld: bytes) -> int:
    """Of a note's columns as the cache keeps them: UTF-8 blobs, which reach this check (run by
    SQLite for every row it copies) without being decoded."""
    if not all(type(column) is bytes for column in (guid, tags, flds, sfld)):
        return -1  # not as written: matches no checksum
    return zlib.crc32(flds, zlib.crc32(b"\0".join((guid, tags, sfld, b""))))


def _note_row(note: RenderedNote) -> tuple[bytes, bytes, bytes, bytes, int]:
    """guid, tags, flds, sfld and their checksum, as stored."""
    columns = (note.guid.encode(), " ".join(note.tags).encode(), note.flds.encode(), note.sort_field.encode())
    return (*columns, _note_crc(*columns))


#: What a cached question depends on: the code that loads, checks and renders one question file,
#: the fonts its drawing is measured with, and the package stage (this cache's format and the
#: chunks it keeps). Not the parser or the CLI, which never change what is cached.
RENDERING_CODE = ("archive.py", "errors.py", "model.py", "sources.py", "cardfiles", "render", "package")


@cache
def code_version() -> str:
    """Changes whenever the code or fonts that rendering depends on change."""
    digest = hashlib.sha256()
    package = Path(__file__).parent.parent
    for name in RENDERING_CODE:
        for path in sorted(p for p in [package / name, *(package / name).rglob("*")]
                           if p.is_file() and "__pycache__" not in p.parts):
            digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def cache_path(project: Project, config: DeckConfig) -> Path:
    return project.build / ".cache" / f"{config.slug}.sqlite"


#: The condition a cached note's row meets when its checksum holds, for copying inside SQLite
#: (its text columns are blobs: `CAST(… AS TEXT)` them).
NOTE_CHECK = "deckgen_note_crc({table}.guid, {table}.tags, {table}.flds, {table}.sfld) = {table}.note_crc"


def attach(connection: sqlite3.Connection, path: Path, schema: str) -> None:
    """Attach a cache file read-only to another database, with the checksum function its rows need."""
    connection.create_function("deckgen_note_crc", 4, _note_crc, deterministic=True)
    connection.execute(f"ATTACH ? AS {schema}", (f"{path.resolve().as_uri()}?mode=ro",))
    connection.execute(f"PRAGMA {schema}.mmap_size = {MMAP_SIZE}")


class Store:
    """The SQLite file behind the cache; any damage reads as an empty cache."""

    def __init__(self, path: Path):
        self.path = path
        self.broken = False
        self.written_ns = 0

    def _query(self, sql: str, *args) -> list[tuple]:
        if self.broken or not self.path.exists():
            return []
        try:
            with contextlib.closing(sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True,
                                                    timeout=30)) as db:
                db.execute(f"PRAGMA mmap_size = {MMAP_SIZE}")
                code, self.written_ns = db.execute("SELECT code, written_ns FROM meta").fetchone() or ("", 0)
                if code != code_version():
                    return []
                return db.execute(sql, args).fetchall()
        except (sqlite3.Error, ValueError, TypeError):
            self.broken = True
            return []

    def entries(self) -> dict[str, Entry]:
        found = {}
        for name, key, stat, digest, qid, order, id_line, content_hash, media, warnings, review, crc in self._query(
                f"SELECT {ENTRY_COLUMNS} FROM questions"):
            try:
                entry = Entry(key, stat, digest, qid, order, id_line, content_hash,
                              tuple(filter(None, media.split("\n"))),
                              () if warnings == NO_WARNINGS else tuple(pickle.loads(warnings)),
                              tuple(tuple(mark) for mark in json.loads(review)) if review else ())
            except Exception:  # damaged: the checksum below would fail too
                continue
            if entry.crc(warnings) == crc:
                found[name] = entry
        return found

    def media(self) -> dict[str, Member]:
        """Every intact media file, by name."""
        return {name: Member(name, sha, crc, size, deflated)
                for name, sha, crc, size, deflated, total in self._query("SELECT * FROM media")
                if zlib.crc32(deflated) == total}

    def notes(self, entries: dict[str, Entry]) -> dict[str, RenderedNote]:
        """The notes of `entries` whose stored content is intact."""
        media = self.media()
        found = {}
        for name, guid, tags, flds, sfld, crc in self._query("SELECT name, guid, tags, flds, sfld, note_crc "
                                                             "FROM questions"):
            entry = entries.get(name)
            if entry is None or _note_crc(guid, tags, flds, sfld) != crc or not all(m in media for m in entry.media):
                continue
            # The entry's own checksum passed, so its content hash is the note's.
            found[name] = RenderedNote(entry.question_id, guid.decode(), entry.order, flds.decode(),
                                       tuple(tags.decode().split()), tuple(media[m] for m in entry.media),
                                       entry.content_hash, sfld.decode())
        return found

    def chunks(self, keys: list[str]) -> dict[str, bytes]:
        """The intact deflated chunks among `keys` (see `archive.packed`)."""
        return {key: deflated for key, deflated, total in self._query(
                    "SELECT key, deflated, sum FROM chunks WHERE key IN (SELECT value FROM json_each(?))",
                    json.dumps(keys))
                if type(deflated) is bytes and zlib.crc32(deflated) == total}

    def write(self, rows: dict[str, tuple[Entry, RenderedNote]], keep: set[str],
              restamped: dict[str, Entry], chunks: Mapping[str, bytes] | None = None,
              intact: Collection[str] = ()) -> None:
        """Replace `rows`, update `restamped` entries' stats, delete every row not in `keep`; when
        `chunks` are given, they become the deflated chunks kept (those in `intact` are there
        already). Call while holding the write lock."""
        fresh = self.broken or not self._query("SELECT 1")
        with writing(self.path):
            for attempt in range(2):
                try:
                    if fresh:
                        self.path.unlink(missing_ok=True)
                    self._write(rows, keep, restamped, chunks, () if fresh else intact)
                    return
                except sqlite3.DatabaseError as err:
                    if attempt or (getattr(err, "sqlite_errorcode", None) or 0) & 0xFF not in (SQLITE_CORRUPT,
                                                                                                 SQLITE_NOTADB):
                        # A full disk ("database or disk is full"), a read-only folder: SQLite rolled back.
                        raise BuildError(f"cannot write the build cache: {err}", self.path) from None
                    fresh = True  # damaged where reading did not look: start afresh

    def _write(self, rows: dict[str, tuple[Entry, RenderedNote]], keep: set[str], restamped: dict[str, Entry],
               chunks: Mapping[str, bytes] | None, intact: Collection[str]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.closing(sqlite3.connect(self.path, timeout=30)) as db, db:
            # Whole notes per page (no overflow chains) in a new file; and no flush to disk: a
            # killed build loses nothing the journal does not restore, and what a power cut
            # damages is found by SQLite or the checksums and rebuilt.
            db.execute(f"PRAGMA page_size = {PAGE_SIZE}")
            db.execute("PRAGMA synchronous = OFF")
            db.executescript(SCHEMA)
            stale = {name for (name,) in db.execute("SELECT name FROM questions")} - keep
            db.executemany("DELETE FROM questions WHERE name = ?", [(name,) for name in stale])
            db.executemany(f"INSERT OR REPLACE INTO questions VALUES ({', '.join('?' * 17)})", (
                (name, e.key, e.stat, e.digest, e.question_id, e.order, e.id_line, e.content_hash, "\n".join(e.media),
                 blob, e.review_json(), e.crc(blob), *_note_row(n))
                for name, (e, n) in rows.items() for blob in [pickle.dumps(list(e.warnings))]))
            db.executemany("UPDATE questions SET stat = ?, entry_crc = ? WHERE name = ?", (
                (e.stat, e.crc(pickle.dumps(list(e.warnings))), name) for name, e in restamped.items()))
            db.executemany("INSERT OR IGNORE INTO media VALUES (?, ?, ?, ?, ?, ?)", (
                (m.name, m.sha256, m.crc, m.size, m.deflated, zlib.crc32(m.deflated))
                for _, note in rows.values() for m in note.media))
            used = {m for (names,) in db.execute("SELECT media FROM questions") for m in names.split("\n")}
            unused = {name for (name,) in db.execute("SELECT name FROM media")} - used
            db.executemany("DELETE FROM media WHERE name = ?", [(name,) for name in unused])
            if chunks is not None:
                db.execute("DELETE FROM chunks WHERE key NOT IN (SELECT value FROM json_each(?))",
                           (json.dumps(list(chunks)),))
                db.executemany("INSERT OR REPLACE INTO chunks VALUES (?, ?, ?)",
                               [(key, data, zlib.crc32(data)) for key, data in chunks.items() if key not in intact])
            db.execute("DELETE FROM meta")
            db.execute("INSERT INTO meta VALUES (?, ?)", (code_version(), time.time_ns()))
