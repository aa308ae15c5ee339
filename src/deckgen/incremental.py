"""Load and render every question of a deck, reusing what an earlier build already did.

The cache, `build/.cache/<deck>.sqlite`, keeps one row per question file: a key (the file's bytes,
the deck settings, its supplied image's stamp and the version of deckgen's own code), a small
entry (id, order, content hash, warnings) and the rendered note with its media deflated. A
question whose key is unchanged is neither re-read as YAML, nor re-rendered, nor re-drawn; a
no-op rebuild reads only the entries, and a build after one change rewrites one row. Every blob
carries its checksum and the cache its code version: a damaged, foreign or stale cache is
discarded and rebuilt, never trusted. Cold builds spread the work over the machine's cores.
"""
from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sqlite3
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from . import cardfile, render
from .errors import DeckgenError, Report
from .media import EXTENSIONS
from .model import DeckConfig
from .project import Project, write_atomic
from .render import RenderedNote

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (code TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS questions (
    name TEXT PRIMARY KEY, key TEXT NOT NULL,
    entry BLOB NOT NULL, entry_sum BLOB NOT NULL, note BLOB NOT NULL, note_sum BLOB NOT NULL
);
"""
#: Below this many questions to render, starting worker processes costs more than it saves.
PARALLEL_FROM = 400


@dataclass(frozen=True)
class Entry:
    """What the index keeps of one question file."""

    key: str
    question_id: str
    order: int
    id_line: int | None
    content_hash: str
    media: tuple[str, ...]
    warnings: tuple[DeckgenError, ...]


@cache
def code_version() -> str:
    """Changes whenever deckgen's code, templates or fonts change (what rendering depends on)."""
    digest = hashlib.sha256()
    package = Path(__file__).parent
    for path in sorted(p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def cache_path(project: Project, config: DeckConfig) -> Path:
    return project.build / ".cache" / f"{config.slug}.sqlite"


def _blob(value: object) -> tuple[bytes, bytes]:
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    return data, hashlib.sha256(data).digest()


def _unblob(data: bytes, checksum: bytes) -> object:
    """The value, or None when the bytes are not what was written."""
    if hashlib.sha256(data).digest() != checksum:
        return None
    try:
        return pickle.loads(data)
    except Exception:  # a checksum match makes this unlikely; still, a cache is never trusted
        return None


class _Store:
    """The SQLite file behind the cache; any damage reads as an empty cache."""

    def __init__(self, path: Path):
        self.path = path
        self.broken = False

    def _query(self, sql: str, *args) -> list[tuple]:
        if self.broken or not self.path.exists():
            return []
        try:
            with contextlib.closing(sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True,
                                                    timeout=30)) as db:
                (code,) = db.execute("SELECT code FROM meta").fetchone() or ("",)
                if code != code_version():
                    return []
                return db.execute(sql, args).fetchall()
        except (sqlite3.Error, ValueError, TypeError):
            self.broken = True
            return []

    def entries(self) -> dict[str, tuple[str, object]]:
        rows = self._query("SELECT name, key, entry, entry_sum FROM questions")
        return {name: (key, _unblob(entry, checksum)) for name, key, entry, checksum in rows}

    def notes(self, names: set[str]) -> dict[str, object]:
        rows = self._query("SELECT name, note, note_sum FROM questions")
        return {name: _unblob(note, checksum) for name, note, checksum in rows if name in names}

    def write(self, rows: dict[str, tuple["Entry", RenderedNote]], keep: set[str]) -> None:
        """Replace `rows`, delete every row not in `keep` (call while holding the write lock)."""
        if self.broken or not self._query("SELECT 1"):
            self.path.unlink(missing_ok=True)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.closing(sqlite3.connect(self.path, timeout=30)) as db, db:
            db.executescript(SCHEMA)
            (code,) = db.execute("SELECT code FROM meta").fetchone() or ("",)
            if code != code_version():
                db.execute("DELETE FROM questions")
                db.execute("DELETE FROM meta")
                db.execute("INSERT INTO meta VALUES (?)", (code_version(),))
            stale = {name for (name,) in db.execute("SELECT name FROM questions")} - keep
            db.executemany("DELETE FROM questions WHERE name = ?", [(name,) for name in stale])
            db.executemany("INSERT OR REPLACE INTO questions VALUES (?, ?, ?, ?, ?, ?)",
                           ((name, entry.key, *_blob(entry), *_blob(note)) for name, (entry, note) in rows.items()))


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


def _key(data: bytes, settings: bytes, question_id: str, stamps: dict[str, str]) -> str:
    digest = hashlib.sha256(data)
    digest.update(settings)
    for name in (f"{question_id}.{ext}" for ext in EXTENSIONS):
        if name in stamps:
            digest.update(f"{name}={stamps[name]}".encode())
    if b"media/" in data:  # a declared image: its stamp counts too
        digest.update(repr(sorted(stamps.items())).encode())
    return digest.hexdigest()


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

    @property
    def changed(self) -> bool:
        """Whether the cache must be written (something was rendered, or files were removed)."""
        return bool(self._fresh or self._removed)

    def load(self, report: Report, progress: Callable[[int], None] | None = None) -> None:
        """Every question file to an Entry; what the cache lacks is loaded and rendered."""
        cached = self.store.entries() if self.use_cache else {}
        stamps = _media_stamps(self.project)
        folder, settings = str(self.config.folder), _settings(self.config)
        names = sorted(name for name in os.listdir(folder)
                       if name.endswith(".yaml") and name != "deck.yaml" and not name.startswith("."))
        misses: list[tuple[str, str]] = []
        for name in names:
            with open(os.path.join(folder, name), "rb") as handle:
                key = _key(handle.read(), settings, name[:-5], stamps)
            row_key, hit = cached.get(name, ("", None))
            if isinstance(hit, Entry) and hit.key == key == row_key:
                self.entries[name] = hit
                report.warnings.extend(hit.warnings)
                if progress:
                    progress(1)
            else:
                misses.append((name, key))
        self._render(misses, report, progress)
        self._removed = set(cached) - set(self.entries)

    def _render(self, misses: list[tuple[str, str]], report: Report, progress) -> None:
        jobs = [(str(self.config.folder / name), self.config, str(self.project.root)) for name, _ in misses]
        workers = min(2, os.cpu_count() or 1)
        if workers > 1 and len(jobs) >= PARALLEL_FROM:
            with ProcessPoolExecutor(workers) as pool:
                self._collect(misses, pool.map(_work, jobs, chunksize=64), report, progress)
        else:
            self._collect(misses, map(_work, jobs), report, progress)

    def _collect(self, misses, results, report: Report, progress) -> None:
        for (name, key), (note, id_line, errors, warnings) in zip(misses, results):
            report.errors.extend(errors)
            report.warnings.extend(warnings)
            if note is not None:
                self.entries[name] = Entry(key, note.question_id, note.order, id_line, note.content_hash,
                                           tuple(m.name for m in note.media), tuple(warnings))
                self._fresh[name] = note
            if progress:
                progress(1)

    def ordered(self) -> list[Entry]:
        return sorted(self.entries.values(), key=lambda e: (e.order, e.question_id))

    def notes(self) -> list[RenderedNote]:
        """Every note, in new-card order: fresh ones, the rest from the cache."""
        if self._notes is None:
            wanted = set(self.entries) - set(self._fresh)
            found = {name: note for name, note in (self.store.notes(wanted) if wanted else {}).items()
                     if isinstance(note, RenderedNote) and note.content_hash == self.entries[name].content_hash}
            if len(found) != len(wanted):  # damaged rows: render those questions again
                report = Report()
                self._render([(n, self.entries[n].key) for n in sorted(wanted - set(found))], report, None)
                if report.errors:
                    raise report.errors[0]
            self._notes = {**found, **self._fresh}
        return [self._notes[name] for name in sorted(self.entries, key=lambda n: (self.entries[n].order,
                                                                                  self.entries[n].question_id))]

    def save(self) -> None:
        """Write what changed to the cache (call while holding the write lock)."""
        if self.changed:
            self.store.write({name: (self.entries[name], note) for name, note in self._fresh.items()},
                             keep=set(self.entries))


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
