"""Fill the templates and write them into a folder, refusing to write over anything."""
from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import yaml

from ..cardfiles import load_deck_config
from ..errors import Report, display_path
from ..project import NoProject, UsageError, find_project

#: Project files: template name -> path in the new project.
PROJECT_FILES = {
    "gitignore": ".gitignore",
    "README.md": "README.md",
    "requirements.txt": "requirements.txt",
    "ci.yml": ".github/workflows/ci.yml",
    "release.yml": ".github/workflows/release.yml",
    "gitkeep": "media/.gitkeep",
}
#: A deck's files (`@DECK@` is the deck's folder, named after its id).
DECK_FILES = {
    "deck.yaml": "cards/@DECK@/deck.yaml",
    "gitkeep": "cards/@DECK@/raw/.gitkeep",
}
PLACEHOLDER = re.compile(r"@[A-Z_]+@")


@dataclass(frozen=True)
class Created:
    """What `deckgen init` wrote."""

    paths: list[Path]
    """Every file written, in order."""
    raw: Path
    """The new deck's raw/ folder."""
    requirement: str | None
    """What the new project's CI installs (None when a deck was added)."""

    def summary(self, folder: Path) -> list[str]:
        """The lines that tell a maintainer what was written and what to do next (`folder`: the
        folder `deckgen init` was given)."""
        go = "" if self.requirement is None or display_path(folder) == "." else f"cd {display_path(folder)} && "
        lines = [f"created {display_path(path)}" for path in self.paths]
        lines += [f"Next: put raw question texts in {display_path(self.raw)}/ as <order>_<id>.txt, then",
                  f"  {go}deckgen parse && deckgen build"]
        if self.requirement:
            lines.append(f"CI installs {self.requirement} (requirements.txt: edit it to install deckgen another way).")
        return lines


def new_project(folder: Path, deck_id: str, name: str, requirement: str) -> Created:
    """Write a new project with one deck into `folder` (made if missing)."""
    try:
        project = find_project(folder)
    except NoProject:
        pass
    else:
        raise UsageError(f"{Path(folder).resolve()} is already inside the deckgen project {project.root}; "
                         "add a deck to it with: deckgen init --deck ID")
    values = _values(deck_id, name, requirement)
    paths = _write_new(Path(folder), {**_fill(PROJECT_FILES, values), **_deck_files(values)})
    return Created(paths, Path(folder) / "cards" / deck_id / "raw", requirement)


def add_deck(start: Path, deck_id: str, name: str) -> Created:
    """Add a deck to the project holding `start`."""
    root = find_project(start).root
    paths = _write_new(root, _deck_files(_values(deck_id, name, "")))
    return Created(paths, root / "cards" / deck_id / "raw", None)


def _values(deck_id: str, name: str, requirement: str) -> dict[str, str]:
    return {"@DECK_ID@": _yaml_scalar(deck_id), "@DECK_NAME@": _yaml_scalar(name.strip()),
            "@TITLE@": name.strip(), "@DECK@": deck_id, "@REQUIREMENT@": requirement}


def deck_problems(deck_id: str, name: str) -> list[str]:
    """What every build would refuse in the deck.yaml `init` writes for this id and name (none: [])."""
    return _checked(_fill(DECK_FILES, _values(deck_id, name, "")), deck_id)


def _deck_files(values: dict[str, str]) -> dict[str, str]:
    """A deck's files, once its deck.yaml passes the checks every build makes (id, name); the id
    is checked before it names a folder."""
    files = _fill(DECK_FILES, values)
    problems = _checked(files, values["@DECK@"])
    if problems:
        raise UsageError("; ".join(problems))
    return files


def _checked(files: dict[str, str], deck_id: str) -> list[str]:
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "deck.yaml").write_text(files[f"cards/{deck_id}/deck.yaml"], "utf-8")
        report = Report()
        load_deck_config(Path(folder), report)
    return [problem.message for problem in report.errors]


def _yaml_scalar(text: str) -> str:
    """`text` as it can stand after `key: ` in YAML: plain when that reads back the same."""
    try:
        if yaml.safe_load(f"key: {text}") == {"key": text}:
            return text
    except yaml.YAMLError:
        pass
    return json.dumps(text, ensure_ascii=False)  # (a JSON string is a YAML double-quoted scalar)


def _fill(files: dict[str, str], values: dict[str, str]) -> dict[str, str]:
    """Template name -> path: filled path -> filled text."""
    templates = resources.files(__package__) / "templates"
    filled = {}
    for template, target in files.items():
        text = (templates / template).read_text("utf-8")
        for key, value in values.items():
            text, target = text.replace(key, value), target.replace(key, value)
        assert not PLACEHOLDER.search(text), f"unfilled {PLACEHOLDER.search(text)[0]} in {template}"
        filled[target] = text
    return filled


def _write_new(root: Path, files: dict[str, str]) -> list[Path]:
    """Write every file, or none when any already exists."""
    existing = [name for name in files if (root / name).exists()]
    if existing:
        raise UsageError(f"{', '.join(existing)} already exist{'s' if len(existing) == 1 else ''} in "
                         f"{root.resolve()}; deckgen init never writes over a file")
    written = []
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "x", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        written.append(path)
    return written
