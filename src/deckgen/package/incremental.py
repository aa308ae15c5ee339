"""Load and render every question of a deck, reusing what an earlier build already did.

The cache (`cachestore`, `build/.cache/<deck>.sqlite`) keeps one row per question file: a key (the file's bytes,
the deck settings, its supplied image's stamp and the version of deckgen's own code), what a
build needs to know without the note (id, order, content hash, warnings), and the note as Anki
stores it; media, deflated, sit in a table of their own. A question whose key is unchanged is
neither re-read as YAML, nor re-rendered, nor re-drawn; a no-op rebuild reads only the small
columns, and a build after one change writes one row. A file whose size, inode, modification and
change times are those recorded, and older than the cache, is not even re-hashed (git's index does
the same; files touched around the time the cache was written are hashed, against racing edits).
Rows carry CRC checksums and the cache its code version: a damaged, foreign or stale cache is
discarded and rebuilt, never trusted. Cold builds spread the work over the machine's cores. The
deflated chunks of the last package's database are kept too: after a small change, only the
chunks around it are deflated again (`archive`).
"""
from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

from .. import cardfiles, render
from . import apkg
from .cachestore import Entry, Store, cache_path, code_version
from ..errors import BuildError, DeckgenError, Report
from ..render import IMAGE_EXTENSIONS
from ..model import DeckConfig, ReviewMark
from ..project import Project, write_atomic
from ..sources import question_files, read_regular
from ..render import RenderedNote

#: Files modified this close to when the cache was written are hashed again (racy edits).
RACY_NS = 2_000_000_000
#: Below this many questions to render, starting worker processes costs more than it saves.
PARALLEL_FROM = 400


def _media_stamps(project: Project) -> dict[str, str]:
    """Name -> kind, size and modification time of every entry in media/, read with one listing
    (links, broken ones and folders too: the image check reports them, so they are part of the key)."""
    try:
        with os.scandir(project.media) as entries:
            return {e.name: _stamp(e) for e in entries}
    except OSError:
        return {}


def _stamp(entry: os.DirEntry) -> str:
    try:
        info = entry.stat()
    except OSError:  # a broken link
        info = entry.stat(follow_symlinks=False)
    return f"{info.st_mode:o}:{info.st_size}:{info.st_mtime_ns}:{int(entry.is_symlink())}"


def _settings(config: DeckConfig) -> bytes:
    """What every question's rendering depends on besides its own file."""
    return repr((config.id, config.name, config.description, config.tags, code_version())).encode()


def file_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest() + ("+media" if b"media/" in data else "")


def _key(digest: str, settings: bytes, question_id: str, stamps: dict[str, str]) -> str:
    """The file's digest, the deck settings and code version, and the stamps of its images."""
    parts = [digest.encode(), settings]
    if stamps:  # (media/ is empty or missing in most projects)
        parts += [f"{name}={stamps[name]}".encode() for name in (f"{question_id}.{ext}" for ext in IMAGE_EXTENSIONS)
                  if name in stamps]
    if digest.endswith("+media"):  # a declared image: any file of media/ may be it
        parts.append(repr(sorted(stamps.items())).encode())
    return hashlib.sha256(b"\0".join(parts)).hexdigest()


def _work(job: tuple[str, DeckConfig, str]) -> tuple[RenderedNote | None, int | None, list, list, str, tuple]:
    """Load and render one question file (in a worker process on cold builds); also its digest and
    review marks ((field, why, line) each: they are not part of the note)."""
    path, config, root = Path(job[0]), job[1], Path(job[2])
    try:
        digest = file_digest(read_regular(path, cardfiles.MAX_YAML_BYTES))  # (a larger file is refused by load_question)
    except (OSError, DeckgenError):
        digest = ""  # unreadable: load_question says so
    report = Report()
    question = cardfiles.load_question(path, report, root)
    note = None
    if question is not None:
        try:
            note = render.render_question(question, config, root)
        except DeckgenError as err:
            report.errors.append(err)
        except Exception as err:  # a bug: reported against this file, and the others are still built
            report.errors.append(BuildError(f"deckgen failed on this question ({type(err).__name__}); please "
                                            "report it, with the file", path))
    id_line = question.line_of("id") if question else None
    marks = tuple((m.field, m.why, m.line) for m in question.review_marks()) if question else ()
    return note, id_line, report.errors, report.warnings, digest, marks


class DeckRender:
    """One deck's questions, loaded and rendered or taken from the cache."""

    def __init__(self, project: Project, config: DeckConfig, use_cache: bool = True):
        self.project, self.config, self.use_cache = project, config, use_cache
        self.store = Store(cache_path(project, config))
        self.entries: dict[str, Entry] = {}
        self._fresh: dict[str, RenderedNote] = {}
        self._notes: dict[str, RenderedNote] | None = None
        self._removed: set[str] = set()
        self._restamped: set[str] = set()
        self._intact_chunks: set[str] = set()
        self._settings, self._stamps = b"", {}  # what keys are made of: set by `load`

    @property
    def changed(self) -> bool:
        """Whether anything was rendered, or question files were removed."""
        return bool(self._fresh or self._removed)

    def load(self, report: Report, progress: Callable[[int], None] | None = None) -> None:
        """Every question file to an Entry; what the cache lacks is loaded and rendered."""
        cached = self.store.entries() if self.use_cache else {}
        trusted_before = self.store.written_ns - RACY_NS
        self._stamps = stamps = _media_stamps(self.project)
        self._settings = settings = _settings(self.config)
        folder = str(self.config.folder)
        misses: list[tuple[str, str | None, str, str | None]] = []
        files, problems = question_files(self.config.folder, self.project.root)
        report.errors.extend(problems)
        for name, info in files:
            stat = f"{info.st_size}:{info.st_ino}:{info.st_mtime_ns}:{info.st_ctime_ns}"
            hit = cached.get(name)
            if hit is None:  # not cached: a miss whatever its bytes, hashed by whoever renders it
                misses.append((name, None, stat, None))
                continue
            if hit.stat == stat and max(info.st_mtime_ns, info.st_ctime_ns) < trusted_before:
                digest = hit.digest  # not modified since it was hashed, nor around that time
            else:
                with open(os.path.join(folder, name), "rb") as handle:
                    digest = file_digest(handle.read())
            key = _key(digest, settings, name[:-5], stamps)
            if hit.key == key:
                if hit.stat != stat:  # touched, not changed: remember the new stat
                    hit = hit._replace(stat=stat)
                    self._restamped.add(name)
                self.entries[name] = hit
                report.warnings.extend(hit.warnings)
                if progress:
                    progress(1)
            else:
                misses.append((name, key, stat, digest))
        self._render(misses, report, progress)
        self._removed = set(cached) - set(self.entries)

    def _render(self, misses: list[tuple[str, str | None, str, str | None]], report: Report, progress) -> None:
        jobs = [(str(self.config.folder / name), self.config, str(self.project.root)) for name, *_ in misses]
        workers = min(2, os.cpu_count() or 1)
        if workers > 1 and len(jobs) >= PARALLEL_FROM:
            from ..workers import worker_pool  # only cold builds need it (~20 ms)

            with worker_pool(workers) as pool:
                self._collect(misses, pool.map(_work, jobs, chunksize=64), report, progress)
        else:
            self._collect(misses, map(_work, jobs), report, progress)

    def _collect(self, misses, results, report: Report, progress) -> None:
        for (name, key, stat, digest), (note, id_line, errors, warnings, read, marks) in zip(misses, results):
            report.errors.extend(errors)
            report.warnings.extend(warnings)
            if key is None:
                digest = read
                key = _key(digest, self._settings, name[:-5], self._stamps)
            if note is not None:
                self.entries[name] = Entry(key, stat, digest, note.question_id, note.order, id_line,
                                           note.content_hash, tuple(m.name for m in note.media), tuple(warnings),
                                           marks)
                self._fresh[name] = note
            if progress:
                progress(1)

    def review_marks(self) -> dict[str, tuple[ReviewMark, ...]]:
        """Question id -> the marks of its card file, for the questions that have any."""
        return {entry.question_id: tuple(ReviewMark(self.config.folder / name, line, field, why)
                                         for field, why, line in entry.review)
                for name, entry in sorted(self.entries.items()) if entry.review}

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

    def notes_of(self, question_ids: set[str]) -> dict[str, RenderedNote]:
        """The notes of these questions, by id: those this build rendered without touching the
        cache, else every note."""
        fresh = {note.question_id: note for note in self._fresh.values()}
        if not question_ids <= fresh.keys():
            fresh = {note.question_id: note for note in self.notes()}
        return {qid: fresh[qid] for qid in question_ids}

    def package_notes(self) -> apkg.Notes:
        """The notes for `package`: this build's in memory, the rest copied inside SQLite from the
        cache (far cheaper than through Python)."""
        cached = [(name, e.question_id, e.order) for name, e in self.entries.items() if name not in self._fresh]
        if not cached:
            return apkg.Notes(list(self._fresh.values()))
        media = self.store.media()
        wanted = {m for name, _, _ in cached for m in self.entries[name].media}
        if not wanted <= set(media):
            raise apkg.CacheDamaged()
        return apkg.Notes(list(self._fresh.values()), cached, self.store.path, [media[m] for m in sorted(wanted)])

    def reuse_chunks(self, keys: list[str]) -> dict[str, bytes]:
        """The deflated chunks (of the database or the media map) the last package had in common
        with this one, among `keys` (`archive.packed`)."""
        found = self.store.chunks(keys) if self.use_cache else {}
        self._intact_chunks |= found.keys()  # (asked once for the database, once for the media map)
        return found

    def save(self, chunks: dict[str, bytes] | None = None) -> list[DeckgenError]:
        """Write what changed to the cache, with the deflated `chunks` of a package just made
        (call while holding the write lock). The cache only saves work: what cannot be written is
        returned, for a warning, and a build stands without it (SQLite rolls a failed write back,
        so the cache stays as it was, its rows still checked against each file's content)."""
        new_chunks = chunks is not None and not set(chunks) <= self._intact_chunks
        if self.changed or self._restamped or new_chunks:
            try:
                self.store.write({name: (self.entries[name], note) for name, note in self._fresh.items()},
                                 keep=set(self.entries),
                                 restamped={name: self.entries[name] for name in self._restamped - set(self._fresh)},
                                 chunks=chunks, intact=self._intact_chunks)
            except DeckgenError as err:
                return [err]
        return []


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


def record_output(project: Project, config: DeckConfig, digest: str) -> list[DeckgenError]:
    """Note what the package just written was made from; what cannot be written is returned (as `save`)."""
    try:
        if output_stamp(project, config) != digest:
            write_atomic(_stamp_path(project, config), digest.encode("ascii"), durable=False)
    except DeckgenError as err:
        return [err]
    return []
