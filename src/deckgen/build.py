"""The orchestration: each command as a short list of stage calls; only the last step writes."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from . import cardfile, package, parse, render
from . import preview as preview_pages
from . import lock as lockfile
from .errors import DeckgenError, ParseError, Report
from .model import Deck
from .project import Project, deck_folder_of, replace_folder, write_atomic
from .render import RenderedNote


@dataclass
class ParseOutcome:
    """What `parse` did with each raw text."""

    written: list[tuple[str, Path]] = field(default_factory=list)
    """(status, yaml path): status is new, updated, unchanged or kept."""
    errors: list[DeckgenError] = field(default_factory=list)
    warnings: list[DeckgenError] = field(default_factory=list)


def parse_sources(project: Project, paths: tuple[str, ...] = (), force: bool = False) -> ParseOutcome:
    """Raw texts -> one YAML file each; a broken text is reported and the others still parsed."""
    outcome = ParseOutcome()
    seen: dict[tuple[Path, str], Path] = {}
    for raw in project.raw_files(paths):
        folder = deck_folder_of(raw)
        try:
            parsed = parse.parse_file(raw, folder)
        except ParseError as err:
            outcome.errors.append(err)
            continue
        outcome.warnings.extend(parsed.warnings)
        key = (folder, parsed.question.id)
        if key in seen:
            outcome.errors.append(ParseError(f"id '{parsed.question.id}' is already used by {seen[key].name}; "
                                             "every question needs its own id", raw, 1))
            continue
        seen[key] = raw
        target = folder / f"{parsed.question.id}.yaml"
        text = cardfile.to_yaml(parsed.question).encode("utf-8")
        old = target.read_bytes() if target.exists() else None
        if old == text:
            status = "unchanged"
        elif old is not None and not force:
            status = "kept"
        else:
            write_atomic(target, text)
            status = "new" if old is None else "updated"
        outcome.written.append((status, target))
    return outcome


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
        deck = cardfile.load_deck(folder, report, project.root)
        if deck is not None:
            decks.append(deck)
    if strict and report.warnings:
        report.errors.extend(report.warnings)
        report.warnings = []
    report.raise_if_errors()
    return Loaded(tuple(decks), tuple(report.warnings))



@dataclass(frozen=True)
class BuiltDeck:
    """One deck's package, ready to be written."""

    deck: Deck
    notes: tuple[RenderedNote, ...]
    lock: lockfile.Lock
    lock_changes: tuple[str, ...]
    apkg: bytes

    @property
    def media_count(self) -> int:
        return len({m.name for note in self.notes for m in note.media})


@dataclass(frozen=True)
class BuildResult:
    """What `build` wrote."""

    decks: tuple[BuiltDeck, ...]
    paths: tuple[Path, ...]
    warnings: tuple[DeckgenError, ...]


def render_deck(deck: Deck, project: Project, report: Report,
                progress: Callable[[int], None] | None = None) -> list[RenderedNote]:
    """Every question of a deck as note fields; problems are collected, not raised one by one."""
    notes = []
    for question in deck.questions:
        try:
            notes.append(render.render_question(question, deck.config, project.root))
        except DeckgenError as err:
            report.errors.append(err)
        if progress:
            progress(1)
    return notes


def package_decks(project: Project, names: tuple[str, ...] = (), strict: bool = False, frozen: bool = False,
                  progress: Callable[[int], None] | None = None) -> tuple[list[BuiltDeck], Loaded]:
    """load -> check -> render -> package, in memory; nothing is written."""
    loaded = load(project, names, strict)
    notetype = render.note_type()
    now = lockfile.build_time()
    report = Report()
    built = []
    for deck in loaded.decks:
        notes = render_deck(deck, project, report, progress)
        old = lockfile.read(deck.config.folder)
        new = lockfile.update(old, notetype, notes, now)
        changes = lockfile.differences(old, new) if old != new else []
        if frozen and changes:
            report.error("lock file is stale (" + "; ".join(changes[:5])
                         + (f"; and {len(changes) - 5} more" if len(changes) > 5 else "")
                         + "): run `deckgen build` and commit the lock", deck.config.folder / lockfile.LOCK_NAME)
        if report.errors:
            continue
        data = package.package(deck.config, notes, notetype, new)
        built.append(BuiltDeck(deck, tuple(notes), new, tuple(changes), data))
    report.raise_if_errors()
    return built, loaded


def build(project: Project, names: tuple[str, ...] = (), strict: bool = False, frozen: bool = False,
          progress: Callable[[int], None] | None = None) -> BuildResult:
    """`deckgen build`: every deck to `build/<deck>.apkg`, and its lock updated beside deck.yaml."""
    built, loaded = package_decks(project, names, strict, frozen, progress)
    paths = []
    for item in built:
        target = project.build / f"{item.deck.config.slug}.apkg"
        write_atomic(target, item.apkg)
        if item.lock_changes:
            write_atomic(item.deck.config.folder / lockfile.LOCK_NAME, lockfile.dump(item.lock))
        paths.append(target)
    return BuildResult(tuple(built), tuple(paths), loaded.warnings)


def preview(project: Project, names: tuple[str, ...] = (), strict: bool = False,
            progress: Callable[[int], None] | None = None) -> tuple[Path, int, tuple[DeckgenError, ...]]:
    """`deckgen preview`: `build/preview/` with an index and a page per card; returns (index, cards)."""
    loaded = load(project, names, strict)
    report = Report()
    decks = [(deck.config.name, render_deck(deck, project, report, progress)) for deck in loaded.decks]
    report.raise_if_errors()
    files = preview_pages.pages(decks, render.note_type())
    folder = project.build / "preview"
    replace_folder(folder, files)
    return folder / "index.html", sum(len(notes) for _, notes in decks), loaded.warnings
