"""The orchestration: each command as a short list of stage calls; only the last step writes."""
from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from . import cardfiles, package, practice, render
from .errors import DeckgenError, ParseError, Report
from .package import DeckRender, lock as lockfile
from .model import Deck, DeckConfig
from .project import Project, exclusive_writes, replace_folder, write_atomic, write_together
from .sources import read_regular


class Written(NamedTuple):
    """What `parse` did with one raw text's card file."""

    status: str
    """new, updated (replaced, with --force), unchanged, or kept (it differs; not replaced)."""
    path: Path
    """The card file."""
    raw: Path
    """The raw text it was parsed from."""
    fields: tuple[str, ...] = ()
    """The top-level keys whose values differ between the card file and the raw text's parse
    (updated or kept); `("the whole file",)` when the old file was not YAML."""
    review: tuple[str, ...] = ()
    """The fields the card file (as it is after parse) marks for a look (`review:`)."""


@dataclass
class ParseOutcome:
    """What `parse` did with each raw text."""

    written: list[Written] = field(default_factory=list)
    errors: list[DeckgenError] = field(default_factory=list)
    warnings: list[DeckgenError] = field(default_factory=list)


#: Below this many raw texts, starting worker processes costs more than it saves.
PARSE_PARALLEL_FROM = 400


def _parse_one(job: tuple[str, str]) -> tuple[str, tuple[ParseError, ...], bytes, tuple[str, ...]] | ParseError:
    """A raw text (its path as text) -> (id, warnings, card file bytes, fields marked for review), or why not."""
    from . import parse

    raw, source = Path(job[0]), job[1]
    try:
        parsed = parse.parse_file(raw, source=source)
    except ParseError as err:
        return err
    except Exception as err:  # a bug: reported against this text, and the others are still parsed
        return ParseError(f"deckgen failed on this text ({type(err).__name__}); please report it, with the file", raw)
    return parsed.question.id, parsed.warnings, cardfiles.to_yaml_utf8(parsed.question), tuple(parsed.question.review)


def parse_sources(project: Project, paths: tuple[str, ...] = (), force: bool = False) -> ParseOutcome:
    """Raw texts -> one YAML file each; a broken text is reported and the others still parsed."""
    from . import parse  # only this command reads raw text

    outcome = ParseOutcome()
    raws, refused = project.raw_files(paths)
    outcome.errors.extend(refused)
    known: dict = {}
    located = [parse.locate(raw, known) for raw in raws]
    jobs = [(str(raw), source) for raw, (_, source) in zip(raws, located)]
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
    """Write each parsed text's card file (holding the write lock): new, updated, unchanged, or kept (a
    maintainer's edit, unless `force`); a second text with an id already written in its deck is an error."""
    seen: dict[tuple[Path, str], Path] = {}
    for raw, (folder, _), result in results:
        if isinstance(result, ParseError):
            outcome.errors.append(result)
            continue
        qid, warnings, text, marked = result
        outcome.warnings.extend(warnings)
        if (folder, qid) in seen:
            outcome.errors.append(ParseError(f"id '{qid}' is already used by {seen[folder, qid].name}; "
                                             "every question needs its own id", raw, 1))
            continue
        seen[folder, qid] = raw
        target = folder / f"{qid}.yaml"
        try:
            old = read_regular(target, cardfiles.MAX_YAML_BYTES)  # (a FIFO or folder named <id>.yaml is refused, not waited on)
        except FileNotFoundError:
            old = None
        except DeckgenError as err:
            outcome.errors.append(ParseError(f"{target.name}, its card file, {err.message}", raw))
            continue
        if old == text:
            outcome.written.append(Written("unchanged", target, raw, (), marked))
            continue
        fields = cardfiles.changed_keys(old, text, target) if old is not None else ()
        if old is not None and not force:
            outcome.written.append(Written("kept", target, raw, fields, cardfiles.review_fields(old, target)))
            continue
        # Atomic (never half a file), but not flushed to disk file by file: the raw texts
        # remain, so what a power cut loses `deckgen parse --force` makes again.
        write_atomic(target, text, durable=False)
        outcome.written.append(Written("new" if old is None else "updated", target, raw, fields, marked))


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
            package.check_lock(deck.config.folder, deck.config.id, project.root, report)
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
    pages: tuple[Path, ...] = ()  # each deck's practice page, build/<deck>.html


def package_decks(project: Project, names: tuple[str, ...] = (), strict: bool = False, frozen: bool = False,
                  progress: Callable[[int], None] | None = None, use_cache: bool = True,
                  same_deck: bool = True) -> tuple[list[BuiltDeck], tuple[DeckgenError, ...]]:
    """load -> check -> render -> package, in memory; nothing is written. (`same_deck`: see `next_lock`.)"""
    rendered, warnings = render_decks(project, names, strict, progress, use_cache)
    notetype = render.note_type()
    now = lockfile.build_time()
    report = Report()
    built = []
    for deck in rendered:
        config = deck.config
        locked = package.next_lock(config.folder, config.id, project.root, notetype, deck.ordered(), now, report,
                                   same_deck)
        if locked is None:  # damaged: reported
            continue
        new, changes = locked
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
    """`deckgen build`: every deck to `build/<deck>.apkg` and practice page `<deck>.html`; its lock updated."""
    built, warnings = package_decks(project, names, strict, frozen, progress, use_cache)
    with exclusive_writes(project):
        pages = [practice.make_page(project, item.config, item.lock, item.render) for item in built]
        # All or nothing, locks first; then the caches, whose failures are warnings (they only save work).
        write_together([(item.config.folder / lockfile.LOCK_NAME, lockfile.dump(item.lock))
                        for item in built if item.lock_changes]
                       + [(_output_path(project, item.config), item.apkg)  # (a reused one was verified)
                          for item in built if not item.reused]
                       + [(page.target, page.chunks) for page in pages if page.chunks])
        unsaved = [problem for item, page in zip(built, pages) for problem in [
            *item.render.save(item.chunks),
            *(() if item.reused else package.record_output(
                project, item.config, package.output_digest(lockfile.dump(item.lock), item.apkg))),
            *practice.save_index(page)]]
    return BuildResult(tuple(built), tuple(_output_path(project, item.config) for item in built),
                       (*warnings, *unsaved), tuple(page.target for page in pages))


def preview(project: Project, names: tuple[str, ...] = (), strict: bool = False,
            progress: Callable[[int], None] | None = None) -> tuple[Path, int, tuple[DeckgenError, ...]]:
    """`deckgen preview`: a folder of card pages per deck in `build/preview/`, and an index of every
    deck (those not named keep their pages); returns (index, cards)."""
    from . import preview as preview_pages

    rendered, warnings = render_decks(project, names, strict, progress)
    notetype = render.note_type()
    pages = {deck.config.slug: preview_pages.deck_pages(deck.config.name, deck.notes(), notetype, deck.review_marks())
             for deck in rendered}
    folder = project.build / "preview"
    with exclusive_writes(project):
        for slug, files in pages.items():
            replace_folder(folder / slug, files)
        decks = [deck_folder.name for deck_folder in project.deck_folders()]
        for entry in folder.iterdir():  # pages of removed decks, and of the layout before deck folders
            if entry.name == "index.html" or entry.name in decks or entry.name.startswith("."):
                continue
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry)
            else:
                entry.unlink()
        index = preview_pages.index_page([(name, preview_pages.read_listing(folder / name)) for name in decks],
                                         notetype)
        write_atomic(folder / "index.html", index.encode("utf-8"))
        unsaved = [problem for deck in rendered for problem in deck.save()]
    return folder / "index.html", sum(len(deck.entries) for deck in rendered), (*warnings, *unsaved)
