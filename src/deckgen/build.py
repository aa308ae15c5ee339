"""The orchestration: each command as a short list of stage calls; only the last step writes."""
from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from . import cardfiles, package, render
from .package import lock as lockfile
from .errors import Aborted, DeckgenError, ParseError, Report
from .package import DeckRender
from .model import Deck, DeckConfig
from .project import Project, exclusive_writes, replace_folder, write_atomic
from .sources import read_regular


@dataclass
class ParseOutcome:
    """What `parse` did with each raw text."""

    written: list[tuple[str, Path]] = field(default_factory=list)
    """(status, yaml path): status is new, updated, unchanged or kept."""
    errors: list[DeckgenError] = field(default_factory=list)
    warnings: list[DeckgenError] = field(default_factory=list)


#: Below this many raw texts, starting worker processes costs more than it saves.
PARSE_PARALLEL_FROM = 400


def _parse_one(job: tuple[Path, str]) -> tuple[str, tuple[ParseError, ...], bytes] | ParseError:
    """A raw text -> (question id, warnings, card file bytes), or why it cannot be parsed."""
    from . import parse

    raw, source = job
    try:
        parsed = parse.parse_file(raw, source=source)
    except ParseError as err:
        return err
    except Exception as err:  # a bug: reported against this text, and the others are still parsed
        return ParseError(f"deckgen failed on this text ({type(err).__name__}: {str(err)[:80]}); "
                          "please report it, with the file", raw)
    return parsed.question.id, parsed.warnings, cardfiles.to_yaml(parsed.question).encode("utf-8")


def parse_sources(project: Project, paths: tuple[str, ...] = (), force: bool = False) -> ParseOutcome:
    """Raw texts -> one YAML file each; a broken text is reported and the others still parsed."""
    from . import parse  # only this command reads raw text

    outcome = ParseOutcome()
    raws, refused = project.raw_files(paths)
    outcome.errors.extend(refused)
    known: dict = {}
    located = [parse.locate(raw, known) for raw in raws]
    jobs = [(raw, source) for raw, (_, source) in zip(raws, located)]
    workers = min(2, os.cpu_count() or 1)
    # Each card file is written as its text comes back, while the workers parse the next ones;
    # results come in file order, so messages and outputs are the same as parsed one by one.
    with exclusive_writes(project):
        if workers > 1 and len(jobs) >= PARSE_PARALLEL_FROM:
            from .workers import worker_pool  # (multiprocessing: ~20 ms to import)

            with worker_pool(workers) as pool:
                _write_parsed(zip(raws, located, pool.map(_parse_one, jobs, chunksize=64)), outcome, force)
        else:
            _write_parsed(zip(raws, located, map(_parse_one, jobs)), outcome, force)
    return outcome


def _write_parsed(results, outcome: ParseOutcome, force: bool) -> None:
    """Write each parsed text's card file (call while holding the write lock): new, updated,
    unchanged, or kept (edited by a maintainer, unless `force`); a second text with an id
    already written in its deck is an error."""
    seen: dict[tuple[Path, str], Path] = {}
    for raw, (folder, _), result in results:
        if isinstance(result, ParseError):
            outcome.errors.append(result)
            continue
        qid, warnings, text = result
        outcome.warnings.extend(warnings)
        if (folder, qid) in seen:
            outcome.errors.append(ParseError(f"id '{qid}' is already used by {seen[folder, qid].name}; "
                                             "every question needs its own id", raw, 1))
            continue
        seen[folder, qid] = raw
        target = folder / f"{qid}.yaml"
        try:
            old = read_regular(target, len(text))  # (a FIFO or folder named <id>.yaml is refused, not waited on)
        except FileNotFoundError:
            old = None
        except DeckgenError as err:
            outcome.errors.append(ParseError(f"{target.name}, its card file, {err.message}", raw))
            continue
        if old == text:
            status = "unchanged"
        elif old is not None and not force:
            status = "kept"
        else:
            # Atomic (never half a file), but not flushed to disk file by file: the raw texts
            # remain, so what a power cut loses `deckgen parse --force` makes again.
            write_atomic(target, text, durable=False)
            status = "new" if old is None else "updated"
        outcome.written.append((status, target))


@dataclass(frozen=True)
class Loaded:
    """Decks that passed every check, and the warnings found on the way."""

    decks: tuple[Deck, ...]
    warnings: tuple[DeckgenError, ...]


def load(project: Project, names: tuple[str, ...] = (), strict: bool = False) -> Loaded:
    """Load and check every named deck; Aborted with every problem when anything is wrong."""
    report = Report()
    decks = []
    for folder in project.deck_folders(names):
        deck = cardfiles.load_deck(folder, report, project.root)
        if deck is not None:
            decks.append(deck)
            _read_lock(project, deck.config, report)
    cardfiles.check_unique_deck_ids([deck.config for deck in decks], report)
    if strict and report.warnings:
        report.errors.extend(report.warnings)
        report.warnings = []
    report.raise_if_errors()
    return Loaded(tuple(decks), tuple(report.warnings))



def render_decks(project: Project, names: tuple[str, ...] = (), strict: bool = False,
                 progress: Callable[[int], None] | None = None,
                 use_cache: bool = True) -> tuple[list[DeckRender], tuple[DeckgenError, ...]]:
    """load -> check -> render for every named deck, reusing unchanged work; Aborted on any problem."""
    report = Report()
    rendered = []
    for folder in project.deck_folders(names):
        config = cardfiles.load_deck_config(folder, report, project.root)
        if config is None:
            continue
        deck = DeckRender(project, config, use_cache)
        deck.load(report, progress)
        cardfiles.check_unique_ids(folder, [(e.question_id, name, e.id_line) for name, e in deck.entries.items()],
                                  report)
        rendered.append(deck)
    cardfiles.check_unique_deck_ids([deck.config for deck in rendered], report)
    if strict and report.warnings:
        report.errors.extend(report.warnings)
        report.warnings = []
    report.raise_if_errors()
    return rendered, tuple(report.warnings)


@dataclass(frozen=True)
class BuiltDeck:
    """One deck's package, ready to be written."""

    render: DeckRender
    lock: lockfile.Lock
    lock_changes: tuple[str, ...]
    apkg: bytes
    reused: bool = False
    """The package on disk was checked against its recorded digest and is kept as it is."""
    chunks: dict[str, bytes] | None = None
    """The deflated chunks of its database and media map, for the next build (none when reused)."""

    @property
    def config(self) -> DeckConfig:
        return self.render.config

    @property
    def note_count(self) -> int:
        return len(self.render.entries)

    @property
    def media_count(self) -> int:
        return len({name for entry in self.render.entries.values() for name in entry.media})


@dataclass(frozen=True)
class BuildResult:
    """What `build` wrote."""

    decks: tuple[BuiltDeck, ...]
    paths: tuple[Path, ...]
    warnings: tuple[DeckgenError, ...]


def package_decks(project: Project, names: tuple[str, ...] = (), strict: bool = False, frozen: bool = False,
                  progress: Callable[[int], None] | None = None,
                  use_cache: bool = True) -> tuple[list[BuiltDeck], tuple[DeckgenError, ...]]:
    """load -> check -> render -> package, in memory; nothing is written."""
    rendered, warnings = render_decks(project, names, strict, progress, use_cache)
    notetype = render.note_type()
    now = lockfile.build_time()
    report = Report()
    built = []
    for deck in rendered:
        config = deck.config
        before = len(report.errors)
        old, written = _read_lock(project, config, report)
        if len(report.errors) > before:
            continue
        new = lockfile.update(old, config.id, notetype, deck.ordered(), now)
        changes = lockfile.differences(old, new) if old != new else []
        if not changes and written != lockfile.dump(new):
            changes = ["it is not byte for byte what a build writes: edited by hand, or merged?"]
        if frozen and changes:
            report.error("lock file is stale (" + "; ".join(changes[:5])
                         + (f"; and {len(changes) - 5} more" if len(changes) > 5 else "")
                         + "): run `deckgen build` and commit the lock", config.folder / lockfile.LOCK_NAME)
            continue
        apkg, chunks = None if deck.changed else _unchanged_output(project, config, new), None
        reused = apkg is not None
        if apkg is None:
            try:
                apkg, chunks = package.make_apkg(config, deck.package_notes(), notetype, new, deck.reuse_chunks)
            except package.CacheDamaged:  # rows that fail their checksum are rendered again
                apkg, chunks = package.make_apkg(config, package.Notes(deck.notes()), notetype, new, deck.reuse_chunks)
        built.append(BuiltDeck(deck, new, tuple(changes), apkg, reused, chunks))
    report.raise_if_errors()
    return built, warnings


def _read_lock(project: Project, config: DeckConfig, report: Report) -> tuple[lockfile.Lock | None, bytes]:
    """A deck's lock and its bytes (none when there is no lock); a damaged one's problems go to `report`."""
    try:
        return package.read_lock(config.folder, config.id, project.root)
    except Aborted as err:
        report.errors.extend(err.problems)
        return None, b""


def _output_path(project: Project, config: DeckConfig) -> Path:
    return project.build / f"{config.slug}.apkg"


def _unchanged_output(project: Project, config: DeckConfig, lock: lockfile.Lock) -> bytes | None:
    """The existing package when nothing it was made from changed (a no-op rebuild)."""
    try:
        data = _output_path(project, config).read_bytes()
    except OSError:
        return None
    expected = package.output_digest(lockfile.dump(lock), data)
    return data if package.output_stamp(project, config) == expected else None


def build(project: Project, names: tuple[str, ...] = (), strict: bool = False, frozen: bool = False,
          progress: Callable[[int], None] | None = None, use_cache: bool = True) -> BuildResult:
    """`deckgen build`: every deck to `build/<deck>.apkg`, and its lock updated beside deck.yaml."""
    built, warnings = package_decks(project, names, strict, frozen, progress, use_cache)
    paths = []
    with exclusive_writes(project):
        for item in built:
            config = item.config
            # The lock first: a crash after it leaves a lock that the next build reproduces exactly.
            if item.lock_changes:
                write_atomic(config.folder / lockfile.LOCK_NAME, lockfile.dump(item.lock))
            item.render.save(item.chunks)
            target = _output_path(project, config)
            if not item.reused:  # a reused package was verified already: neither read nor hashed again
                write_atomic(target, item.apkg)
                package.record_output(project, config,
                                          package.output_digest(lockfile.dump(item.lock), item.apkg))
            paths.append(target)
    return BuildResult(tuple(built), tuple(paths), warnings)


def preview(project: Project, names: tuple[str, ...] = (), strict: bool = False,
            progress: Callable[[int], None] | None = None) -> tuple[Path, int, tuple[DeckgenError, ...]]:
    """`deckgen preview`: `build/preview/` with an index and a page per card; returns (index, cards)."""
    from . import preview as preview_pages

    rendered, warnings = render_decks(project, names, strict, progress)
    files = preview_pages.pages([(deck.config.name, deck.notes()) for deck in rendered], render.note_type())
    folder = project.build / "preview"
    with exclusive_writes(project):
        replace_folder(folder, files)
        for deck in rendered:
            deck.save()
    return folder / "index.html", sum(len(deck.entries) for deck in rendered), warnings
