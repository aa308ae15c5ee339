"""Load and render every question of a deck, reusing what an earlier build already did.

The cache, `build/.cache/<deck>.sqlite`, keeps one row per question file: a key (the file's bytes,
the deck settings, its supplied image's stamp and the version of deckgen's own code), what a
build needs to know without the note (id, order, content hash, warnings), and the note as Anki
stores it; media, deflated, sit in a table of their own. A question whose key is unchanged is
neither re-read as YAML, nor re-rendered, nor re-drawn; a no-op rebuild reads only the small
columns, and a build after one change writes one row. A file whose size, inode, modification and
change times are those recorded, and older than the cache, is not even re-hashed (git's index does
the same; files touched around the time the cache was written are hashed, against racing edits).
Rows carry CRC checksums and the cache its code version: a damaged, foreign or stale cache is
discarded and rebuilt, never trusted. Cold builds spread the work over the machine's cores.
"""
from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sqlite3
import time
import zlib
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from . import cardfile, render
from .archive import Member
from .errors import DeckgenError, Report
from .media import EXTENSIONS
from .model import DeckConfig
from .project import Project, write_atomic
from .render import RenderedNote

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (code TEXT NOT NULL, written_ns INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS questions (
    name TEXT PRIMARY KEY, key TEXT NOT NULL, stat TEXT NOT NULL, digest TEXT NOT NULL,
    qid TEXT NOT NULL, ord INTEGER NOT NULL,
    id_line INTEGER, content_hash TEXT NOT NULL, media TEXT NOT NULL, warnings BLOB NOT NULL,
    entry_crc INTEGER NOT NULL,
    guid TEXT NOT NULL, tags TEXT NOT NULL, flds TEXT NOT NULL, sfld TEXT NOT NULL, note_crc INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS media (
    name TEXT PRIMARY KEY, sha256 TEXT NOT NULL, crc INTEGER NOT NULL, size INTEGER NOT NULL,
    deflated BLOB NOT NULL, sum INTEGER NOT NULL
);
"""
ENTRY_COLUMNS = "name, key, stat, digest, qid, ord, id_line, content_hash, media, warnings, entry_crc"
#: Files modified this close to when the cache was written are hashed again (racy edits).
RACY_NS = 2_000_000_000
#: Below this many questions to render, starting worker processes costs more than it saves.
PARALLEL_FROM = 400


@dataclass(frozen=True)
class Entry:
    """What the cache keeps of one question file, besides its note."""

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

    def crc(self, warnings_blob: bytes) -> int:
        text = "\0".join(map(str, (self.key, self.stat, self.digest, self.question_id, self.order, self.id_line,
                                      self.content_hash, "\n".join(self.media))))
        return zlib.crc32(warnings_blob, zlib.crc32(text.encode()))


def _note_crc(guid: str, tags: str, flds: str, sfld: str) -> int:
    return zlib.crc32("\0".join((guid, tags, sfld, flds)).encode())


#: What a cached question depends on: the code that loads, checks and renders one question file,
#: the fonts its drawing is measured with, and this module's cache format. (Not the parser, the
#: CLI or the packaging, which never change what is cached.)
RENDERING_CODE = ("archive.py", "cardfile.py", "checked.py", "errors.py", "incremental.py", "infographic.py",
                  "media.py", "model.py", "render.py", "textfit.py", "yamlio.py", "fonts")


@cache
def code_version() -> str:
    """Changes whenever the code or fonts that rendering depends on change."""
    digest = hashlib.sha256()
    package = Path(__file__).parent
    for name in RENDERING_CODE:
        for path in sorted(p for p in [package / name, *(package / name).glob("*")] if p.is_file()):
            digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def cache_path(project: Project, config: DeckConfig) -> Path:
    return project.build / ".cache" / f"{config.slug}.sqlite"


class _Store:
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
                code, self.written_ns = db.execute("SELECT code, written_ns FROM meta").fetchone() or ("", 0)
                if code != code_version():
                    return []
                return db.execute(sql, args).fetchall()
        except (sqlite3.Error, ValueError, TypeError):
            self.broken = True
            return []

    def entries(self) -> dict[str, Entry]:
        found = {}
        for name, key, stat, digest, qid, order, id_line, content_hash, media, warnings, crc in self._query(
                f"SELECT {ENTRY_COLUMNS} FROM questions"):
            try:
                entry = Entry(key, stat, digest, qid, order, id_line, content_hash,
                              tuple(filter(None, media.split("\n"))), tuple(pickle.loads(warnings)))
            except Exception:  # damaged: the checksum below would fail too
                continue
            if entry.crc(warnings) == crc:
                found[name] = entry
        return found

    def notes(self, entries: dict[str, Entry]) -> dict[str, RenderedNote]:
        """The notes of `entries` whose stored content is intact."""
        media = {name: Member(name, sha, crc, size, deflated)
                 for name, sha, crc, size, deflated, total in self._query("SELECT * FROM media")
                 if zlib.crc32(deflated) == total}
        found = {}
        for name, guid, tags, flds, sfld, crc in self._query("SELECT name, guid, tags, flds, sfld, note_crc "
                                                             "FROM questions"):
            entry = entries.get(name)
            if entry is None or _note_crc(guid, tags, flds, sfld) != crc or not all(m in media for m in entry.media):
                continue
            # The entry's own checksum passed, so its content hash is the note's.
            found[name] = render.RenderedNote(entry.question_id, guid, entry.order, flds,
                                              tuple(tags.split()), tuple(media[m] for m in entry.media),
                                              entry.content_hash, sfld)
        return found

    def write(self, rows: dict[str, tuple[Entry, RenderedNote]], keep: set[str],
              restamped: dict[str, Entry]) -> None:
        """Replace `rows`, update `restamped` entries' stats, delete every row not in `keep`
        (call while holding the write lock)."""
        if self.broken or not self._query("SELECT 1"):
            self.path.unlink(missing_ok=True)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.closing(sqlite3.connect(self.path, timeout=30)) as db, db:
            db.executescript(SCHEMA)
            stale = {name for (name,) in db.execute("SELECT name FROM questions")} - keep
            db.executemany("DELETE FROM questions WHERE name = ?", [(name,) for name in stale])
            db.executemany(f"INSERT OR REPLACE INTO questions VALUES ({', '.join('?' * 16)})", (
                (name, e.key, e.stat, e.digest, e.question_id, e.order, e.id_line, e.content_hash, "\n".join(e.media),
                 blob, e.crc(blob), n.guid, " ".join(n.tags), n.flds, n.sort_field,
                 _note_crc(n.guid, " ".join(n.tags), n.flds, n.sort_field))
                for name, (e, n) in rows.items() for blob in [pickle.dumps(list(e.warnings))]))
            db.executemany("UPDATE questions SET stat = ?, entry_crc = ? WHERE name = ?", (
                (e.stat, e.crc(pickle.dumps(list(e.warnings))), name) for name, e in restamped.items()))
            db.executemany("INSERT OR IGNORE INTO media VALUES (?, ?, ?, ?, ?, ?)", (
                (m.name, m.sha256, m.crc, m.size, m.deflated, zlib.crc32(m.deflated))
                for _, note in rows.values() for m in note.media))
            used = {m for (names,) in db.execute("SELECT media FROM questions") for m in names.split("\n")}
            unused = {name for (name,) in db.execute("SELECT name FROM media")} - used
            db.executemany("DELETE FROM media WHERE name = ?", [(name,) for name in unused])
            db.execute("DELETE FROM meta")
            db.execute("INSERT INTO meta VALUES (?, ?)", (code_version(), time.time_ns()))


def _media_stamps(project: Project) -> dict[str, str]:
    """Name -> size and modification time of every file in media/, read with one listing."""
    try:
        with os.scandir(project.media) as entries:
            return {e.name: f"{e.stat().st_size}:{e.stat().st_mtime_ns}" for e in entries if e.is_file()}
    except OSError:
        return {}


def _settings(config: DeckConfig) -> bytes:
    """What every question's rendering depends on besides its own file."""
    return repr((config.id, config.name, config.description, config.tags, code_version())).encode()


def file_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest() + ("+media" if b"media/" in data else "")


def _key(digest: str, settings: bytes, question_id: str, stamps: dict[str, str]) -> str:
    """The file's digest, the deck settings and code version, and the stamps of its images."""
    parts = [digest.encode(), settings]
    parts += [f"{name}={stamps[name]}".encode() for name in (f"{question_id}.{ext}" for ext in EXTENSIONS)
              if name in stamps]
    if digest.endswith("+media"):  # a declared image: any file of media/ may be it
        parts.append(repr(sorted(stamps.items())).encode())
    return hashlib.sha256(b"\0".join(parts)).hexdigest()


def _work(job: tuple[str, DeckConfig, str]) -> tuple[RenderedNote | None, int | None, list, list]:
    """Load and render one question file (in a worker process on cold builds)."""
    path, config, root = Path(job[0]), job[1], Path(job[2])
    report = Report()
    question = cardfile.load_question(path, report, root)
    note = None
    if question is not None:
        try:
            note = render.render_question(question, config, root)
        except DeckgenError as err:
            report.errors.append(err)
    id_line = question.line_of("id") if question else None
    return note, id_line, report.errors, report.warnings


class DeckRender:
    """One deck's questions, loaded and rendered or taken from the cache."""

    def __init__(self, project: Project, config: DeckConfig, use_cache: bool = True):
        self.project, self.config, self.use_cache = project, config, use_cache
        self.store = _Store(cache_path(project, config))
        self.entries: dict[str, Entry] = {}
        self._fresh: dict[str, RenderedNote] = {}
        self._notes: dict[str, RenderedNote] | None = None
        self._removed: set[str] = set()
        self._restamped: set[str] = set()

    @property
    def changed(self) -> bool:
        """Whether anything was rendered, or question files were removed."""
        return bool(self._fresh or self._removed)

    def load(self, report: Report, progress: Callable[[int], None] | None = None) -> None:
        """Every question file to an Entry; what the cache lacks is loaded and rendered."""
        cached = self.store.entries() if self.use_cache else {}
        trusted_before = self.store.written_ns - RACY_NS
        stamps = _media_stamps(self.project)
        folder, settings = str(self.config.folder), _settings(self.config)
        misses: list[tuple[str, str, str, str]] = []
        with os.scandir(folder) as found:
            files = sorted((f.name, f.stat()) for f in found
                           if f.name.endswith(".yaml") and f.name != "deck.yaml" and not f.name.startswith("."))
        for name, info in files:
            stat = f"{info.st_size}:{info.st_ino}:{info.st_mtime_ns}:{info.st_ctime_ns}"
            hit = cached.get(name)
            if hit is not None and hit.stat == stat and max(info.st_mtime_ns, info.st_ctime_ns) < trusted_before:
                digest = hit.digest  # not modified since it was hashed, nor around that time
            else:
                with open(os.path.join(folder, name), "rb") as handle:
                    digest = file_digest(handle.read())
            key = _key(digest, settings, name[:-5], stamps)
            if hit is not None and hit.key == key:
                if hit.stat != stat:  # touched, not changed: remember the new stat
                    hit = replace(hit, stat=stat)
                    self._restamped.add(name)
                self.entries[name] = hit
                report.warnings.extend(hit.warnings)
                if progress:
                    progress(1)
            else:
                misses.append((name, key, stat, digest))
        self._render(misses, report, progress)
        self._removed = set(cached) - set(self.entries)

    def _render(self, misses: list[tuple[str, str, str, str]], report: Report, progress) -> None:
        jobs = [(str(self.config.folder / name), self.config, str(self.project.root)) for name, *_ in misses]
        workers = min(2, os.cpu_count() or 1)
        if workers > 1 and len(jobs) >= PARALLEL_FROM:
            with ProcessPoolExecutor(workers) as pool:
                self._collect(misses, pool.map(_work, jobs, chunksize=64), report, progress)
        else:
            self._collect(misses, map(_work, jobs), report, progress)

    def _collect(self, misses, results, report: Report, progress) -> None:
        for (name, key, stat, digest), (note, id_line, errors, warnings) in zip(misses, results):
            report.errors.extend(errors)
            report.warnings.extend(warnings)
            if note is not None:
                self.entries[name] = Entry(key, stat, digest, note.question_id, note.order, id_line,
                                           note.content_hash, tuple(m.name for m in note.media), tuple(warnings))
                self._fresh[name] = note
            if progress:
                progress(1)

    def ordered(self) -> list[Entry]:
        return sorted(self.entries.values(), key=lambda e: (e.order, e.question_id))

    def notes(self) -> list[RenderedNote]:
        """Every note, in new-card order: fresh ones, the rest from the cache."""
        if self._notes is None:
            wanted = {name: self.entries[name] for name in self.entries if name not in self._fresh}
            found = self.store.notes(wanted) if wanted else {}
            damaged = sorted(set(wanted) - set(found))
            if damaged:  # rows that fail their checksum: render those questions again
                report = Report()
                self._render([(n, e.key, e.stat, e.digest) for n in damaged for e in [self.entries[n]]], report, None)
                if report.errors:
                    raise report.errors[0]
            self._notes = {**found, **self._fresh}
        by_order = sorted(self.entries, key=lambda n: (self.entries[n].order, self.entries[n].question_id))
        return [self._notes[name] for name in by_order]

    def save(self) -> None:
        """Write what changed to the cache (call while holding the write lock)."""
        if self.changed or self._restamped:
            self.store.write({name: (self.entries[name], note) for name, note in self._fresh.items()},
                             keep=set(self.entries),
                             restamped={name: self.entries[name] for name in self._restamped - set(self._fresh)})


def output_digest(lock: bytes, apkg: bytes) -> str:
    """What a written package was made from and what it holds, for spotting no-op rebuilds."""
    return hashlib.sha256(code_version().encode() + hashlib.sha256(lock).digest()
                          + hashlib.sha256(apkg).digest()).hexdigest()


def _stamp_path(project: Project, config: DeckConfig) -> Path:
    return project.build / ".cache" / f"{config.slug}.output"


def output_stamp(project: Project, config: DeckConfig) -> str:
    try:
        return _stamp_path(project, config).read_text("ascii").strip()
    except (OSError, UnicodeDecodeError):
        return ""


def record_output(project: Project, config: DeckConfig, digest: str) -> None:
    if output_stamp(project, config) != digest:
        write_atomic(_stamp_path(project, config), digest.encode("ascii"), durable=False)
