"""Load and render every question of a deck, reusing what an earlier build already did.

The cache under `build/.cache/` maps each question file to its loaded Question and rendered note,
keyed by the file's bytes, the deck settings, the supplied image's stamp and the version of
deckgen's own code and templates. A question whose key is unchanged is neither re-read as YAML,
nor re-rendered, nor re-drawn. The cache file carries a checksum: a damaged, foreign or stale one
is discarded and rebuilt, never trusted. Cold builds spread the work over the machine's cores.
"""
from __future__ import annotations

import hashlib
import os
import pickle
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from . import cardfile, render
from .errors import DeckgenError, Report
from .media import EXTENSIONS
from .model import DeckConfig, Question
from .project import Project, write_atomic
from .render import RenderedNote

MAGIC = b"deckgen-cache-1\n"
#: Below this many questions to render, starting worker processes costs more than it saves.
PARALLEL_FROM = 400


@dataclass(frozen=True)
class Item:
    """One question file, loaded and rendered."""

    key: str
    question: Question
    note: RenderedNote
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
    return project.build / ".cache" / f"{config.slug}.cache"


def read_cache(path: Path) -> dict[str, Item]:
    """The cached items by file name; empty when the cache is missing, damaged or from other code."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    header = MAGIC + code_version().encode() + b"\n"
    body = data[len(header) + 32:]
    if not data.startswith(header) or hashlib.sha256(body).digest() != data[len(header):len(header) + 32]:
        return {}
    try:
        items = pickle.loads(body)
    except Exception:  # a checksum match makes this unlikely; still, a cache is never trusted
        return {}
    return items if isinstance(items, dict) else {}


def dump_cache(items: dict[str, Item]) -> bytes:
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
    settings = (config.id, config.name, config.tags, tuple(images), code_version())
    digest.update(repr(settings).encode())
    if b"media/" in data:  # a declared image: its stamp counts too
        digest.update(repr(sorted(stamps.items())).encode())
    return digest.hexdigest()


def _load_and_render(path: Path, config: DeckConfig, root: Path) -> tuple[Item | None, list, list]:
    report = Report()
    question = cardfile.load_question(path, report, root)
    note = None
    if question is not None:
        try:
            note = render.render_question(question, config, root)
        except DeckgenError as err:
            report.errors.append(err)
    item = Item("", question, note, tuple(report.warnings)) if note is not None else None
    return item, report.errors, report.warnings


def _work(job: tuple[str, DeckConfig, str]) -> tuple[Item | None, list, list]:
    path, config, root = job
    return _load_and_render(Path(path), config, Path(root))


def load_and_render(project: Project, config: DeckConfig, report: Report, use_cache: bool = True,
                    progress: Callable[[int], None] | None = None,
                    jobs: int | None = None) -> tuple[dict[str, Item], bool]:
    """Every question file of a deck folder as an Item, by file name, and whether anything differs
    from the cache; problems go to `report`."""
    cached = read_cache(cache_path(project, config)) if use_cache else {}
    stamps = _media_stamps(project)
    items: dict[str, Item] = {}
    misses: list[tuple[str, str]] = []
    for path in sorted(config.folder.glob("*.yaml")):
        if path.name == "deck.yaml":
            continue
        key = _key(path.read_bytes(), config, path.stem, stamps)
        hit = cached.get(path.name)
        if hit is not None and hit.key == key:
            items[path.name] = Item(key, replace(hit.question, path=path), hit.note, hit.warnings)
            report.warnings.extend(hit.warnings)
            if progress:
                progress(1)
        else:
            misses.append((path.name, key))
    workers = jobs or min(2, os.cpu_count() or 1)
    job_list = [(str(config.folder / name), config, str(project.root)) for name, _ in misses]
    if workers > 1 and len(job_list) >= PARALLEL_FROM:
        with ProcessPoolExecutor(workers) as pool:
            results = pool.map(_work, job_list, chunksize=64)
            items.update(_collect(misses, results, report, progress))
    else:
        items.update(_collect(misses, map(_work, job_list), report, progress))
    changed = bool(misses) or set(cached) != set(items)
    return dict(sorted(items.items())), changed


def _collect(misses, results, report: Report, progress) -> dict[str, Item]:
    found = {}
    for (name, key), (item, errors, warnings) in zip(misses, results):
        report.errors.extend(errors)
        report.warnings.extend(warnings)
        if item is not None:
            found[name] = Item(key, item.question, item.note, item.warnings)
        if progress:
            progress(1)
    return found


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
        write_atomic(_stamp_path(project, config), digest.encode("ascii"))
