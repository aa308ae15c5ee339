"""deck.yaml -> DeckConfig, and a deck folder's questions -> Deck (for `deckgen check`)."""
from __future__ import annotations

import re
from pathlib import Path

from .ankinames import deck_name_problem
from .cardfile import load_question, tags_of
from .checked import root
from ..errors import Report
from ..render import markdown_problem, media_folder_problem
from ..model import DECK_ID, Deck, DeckConfig
from ..sources import question_files, refused_file

DECK_KEYS = ("id", "name", "description", "tags", "version")
#: ASCII digits only (`\d` would take "١.٠.٠"), without leading zeros, as semantic versioning has it.
VERSION = re.compile(r"(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,8})\.(0|[1-9][0-9]{0,8})")
#: build/<folder>.apkg, the cache and their temporary files are named after the deck folder, up to
#: ~30 bytes longer: a longer name would pass the file system's limit of 255.
MAX_FOLDER_BYTES = 120
CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def load_deck_config(folder: Path, report: Report, project_root: Path | None = None) -> DeckConfig | None:
    """`folder`/deck.yaml; a link out of `project_root` (when given) is refused unread."""
    if project_root is not None:
        _check_media_folder(project_root, report)
    if len(folder.name.encode("utf-8", "surrogateescape")) > MAX_FOLDER_BYTES or CONTROL.search(folder.name):
        report.error(f"a deck folder's name must be at most {MAX_FOLDER_BYTES} bytes, without control "
                     "characters (output files are named after it): rename the folder", folder)
        return None
    path = folder / "deck.yaml"
    if not path.is_file():
        report.error("missing deck.yaml (id, name); every deck folder needs one", folder)
        return None
    before = len(report.errors)
    refused = refused_file(path, project_root) if project_root is not None else None
    if refused:
        report.errors.append(refused)
        return None
    reader = root(path, report)
    if reader is None:
        return None
    reader.unknown_keys(DECK_KEYS)
    deck_id = reader.text("id", required=True)
    if deck_id and not DECK_ID.fullmatch(deck_id):
        reader.error(reader.lines["id"], f"deck id '{deck_id}' may hold only a-z, 0-9, '.', '-', '_'")
    version = reader.text("version", "1.0.0")
    if not VERSION.fullmatch(version):
        reader.error(reader.lines.get("version", 1), f"version '{version[:40]}' must be MAJOR.MINOR.PATCH in ASCII "
                                                     "digits, e.g. 1.0.0")
    name = reader.text("name", required=True)
    problem = deck_name_problem(name) if name else None
    if problem:
        reader.error(reader.lines["name"], problem)
    description = reader.text("description")
    if problem := markdown_problem(description):  # rendered as Markdown on the deck's overview
        reader.error(reader.lines["description"], f"'description' {problem[1]} (line {problem[0]} of the text)")
    config = DeckConfig(id=deck_id, name=name, description=description,
                        tags=tags_of(reader, "tags"), version=version, folder=folder)
    return config if len(report.errors) == before else None


def _check_media_folder(project_root: Path, report: Report) -> None:
    """media/ linked out of the project is refused by name, once a run (no image is looked for there)."""
    problem = media_folder_problem(project_root)
    folder = project_root / "media"  # (shown as the link's own name, not where it leads)
    if problem and all((error.message, error.path) != (problem, folder) for error in report.errors):
        report.error(problem, folder)


def load_deck(folder: Path, report: Report, project_root: Path) -> Deck | None:
    """A deck folder: deck.yaml and every question YAML beside it, ids checked for duplicates."""
    config = load_deck_config(folder, report, project_root)
    questions = []
    files, problems = question_files(folder, project_root)
    report.errors.extend(problems)
    for name, _ in files:
        question = load_question(folder / name, report, project_root)
        if question is not None:
            questions.append(question)
    check_unique_ids(folder, [(q.id, q.path.name, q.line_of("id")) for q in questions], report)
    if config is None:
        return None
    return Deck(config, tuple(sorted(questions, key=lambda q: (q.order, q.id))))


def check_unique_ids(folder: Path, questions: list[tuple[str, str, int | None]], report: Report) -> None:
    """Every question of a deck has its own id (the note's identity): (id, file name, line of id)."""
    seen: dict[str, str] = {}
    for qid, name, line in questions:
        if qid in seen:
            report.error(f"duplicate id '{qid}' (also in {seen[qid]}); every question needs its own id",
                         folder / name, line)
        seen.setdefault(qid, name)


def check_unique_deck_ids(configs: list[DeckConfig], report: Report) -> None:
    """Every deck has its own id: Anki ids and note GUIDs derive from it, so two decks sharing one
    would share notes (the second import overwrites the first deck's)."""
    seen: dict[str, DeckConfig] = {}
    for config in configs:
        first = seen.setdefault(config.id, config)
        if first is not config:
            report.error(f"deck id '{config.id}' is also the id of {first.folder.name}/deck.yaml; every deck needs "
                         "its own id (its Anki ids and note GUIDs derive from it)", config.folder / "deck.yaml", 1)
