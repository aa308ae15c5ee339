"""Load and render every question of a deck, reusing what an earlier build already did.

The cache under `build/.cache/` has two files per deck. The index maps each question file to a key
(its bytes, the deck settings, its supplied image's stamp and the version of deckgen's own code)
and to what a build needs without the note itself: id, order, content hash, warnings. The payload
holds the rendered notes, media deflated. A question whose key is unchanged is neither re-read as
YAML, nor re-rendered, nor re-drawn; a no-op rebuild reads only the index. Each file carries a
checksum: a damaged, foreign or stale cache is discarded and rebuilt, never trusted. Cold builds
spread the work over the machine's cores.
"""
from __future__ import annotations

import hashlib
import os
import pickle
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

MAGIC = b"deckgen-cache-2\n"
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


def cache_path(project: Project, config: DeckConfig, part: str = "index") -> Path:
    return project.build / ".cache" / f"{config.slug}.{part}"


def _read(path: Path) -> dict:
    """A cache file's dict; empty when it is missing, damaged or from other code."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    header = MAGIC + code_version().encode() + b"\n"
    body = data[len(header) + 32:]
    if not data.startswith(header) or hashlib.sha256(body).digest() != data[len(header):len(header) + 32]:
        return {}
    try:
        found = pickle.loads(body)
    except Exception:  # a checksum match makes this unlikely; still, a cache is never trusted
        return {}
    return found if isinstance(found, dict) else {}


def _dump(items: dict) -> bytes:
    body = pickle.dumps(items, protocol=pickle.HIGHEST_PROTOCOL)
    return MAGIC + code_version().encode() + b"\n" + hashlib.sha256(body).digest() + body


def _media_stamps(project: Project) -> dict[str, str]:
    """Name -> size and modification time of every file in media/, read with one listing."""
    try:
        with os.scandir(project.media) as entries:
            return {e.name: f"{e.stat().st_size}:{e.stat().st_mtime_ns}" for e in entries if e.is_file()}
    except OSError:
        return {}


def _key(data: bytes, config: DeckConfig, question_id: str, stamps: dict[str, str]) -> str:
    digest = hashlib.sha256(data)
    images = [f"{name}={stamps[name]}" for name in
              (f"{question_id}.{ext}" for ext in EXTENSIONS) if name in stamps]
    settings = (config.id, config.name, config.description, config.tags, tuple(images), code_version())
    digest.update(repr(settings).encode())
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
        self.entries: dict[str, Entry] = {}
        self._fresh: dict[str, RenderedNote] = {}
        self._notes: dict[str, RenderedNote] | None = None
        self.changed = False
        """Whether the cache must be written (something was rendered, or files were removed)."""

    def load(self, report: Report, progress: Callable[[int], None] | None = None) -> None:
        """Every question file to an Entry; what the cache lacks is loaded and rendered."""
        cached = _read(cache_path(self.project, self.config)) if self.use_cache else {}
        stamps = _media_stamps(self.project)
        misses: list[tuple[str, str]] = []
        for path in sorted(self.config.folder.glob("*.yaml")):
            if path.name == "deck.yaml":
                continue
            key = _key(path.read_bytes(), self.config, path.stem, stamps)
            hit = cached.get(path.name)
            if isinstance(hit, Entry) and hit.key == key:
                self.entries[path.name] = hit
                report.warnings.extend(hit.warnings)
                if progress:
                    progress(1)
            else:
                misses.append((path.name, key))
        self._render(misses, report, progress)
        self.changed = bool(misses) or set(cached) != set(self.entries) or not self.use_cache

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
        """Every note, in new-card order: fresh ones, the rest from the cache's payload."""
        if self._notes is None:
            wanted = set(self.entries) - set(self._fresh)
            payload = _read(cache_path(self.project, self.config, "payload")) if wanted else {}
            found = {name: payload[name] for name in wanted
                     if isinstance(payload.get(name), RenderedNote)
                     and payload[name].content_hash == self.entries[name].content_hash}
            if len(found) != len(wanted):  # a damaged payload: render those questions again
                report = Report()
                self._render([(n, self.entries[n].key) for n in sorted(wanted - set(found))], report, None)
                if report.errors:
                    raise report.errors[0]
                found.update({n: self._fresh[n] for n in wanted - set(found)})
                self.changed = True
            self._notes = {**found, **self._fresh}
        by_id = {note.question_id: note for note in self._notes.values()}
        return [by_id[entry.question_id] for entry in self.ordered()]

    def save(self) -> None:
        """Write the index and payload, when anything changed (call while holding the write lock)."""
        if not self.changed:
            return
        self.notes()
        notes = {name: self._notes[name] for name in self.entries}
        write_atomic(cache_path(self.project, self.config, "payload"), _dump(notes), durable=False)
        write_atomic(cache_path(self.project, self.config), _dump(self.entries), durable=False)


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
