"""deckgen's one exception root, and the collection of problems that validation reports together."""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Callable

# Line breaks and other control characters in a file name or in text quoted from a file (a card
# named "a\nb.yaml", a tag "a\u2028b") would break the output's one problem per line: shown escaped.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


class DeckgenError(Exception):
    """A problem a user can fix; renders as `path:line: message`."""

    def __init__(self, message: str, path: Path | str | None = None, line: int | None = None):
        super().__init__(message)
        self.message = message
        self.path = Path(path) if path is not None else None
        self.line = line

    def __reduce__(self):
        # Problems travel back from worker processes; keep their path and line.
        return (self.__class__, (self.message, self.path, self.line))

    def __str__(self) -> str:
        if self.path is None:
            return printable(self.message)
        where = display_path(self.path)
        if self.line is not None:
            where += f":{self.line}"
        return f"{where}: {printable(self.message)}"


class ParseError(DeckgenError):
    """A raw question text that cannot be a question."""


class SourceError(DeckgenError):
    """A deck or question YAML file that is not valid."""


class BuildError(DeckgenError):
    """Rendering or packaging failed."""


class ReleaseError(DeckgenError):
    """A release that would not reach learners intact."""


class Aborted(DeckgenError):
    """Several problems, reported together; raised once after every problem was collected."""

    def __init__(self, problems: list[DeckgenError], warnings: list[DeckgenError] | None = None):
        self.problems = list(problems)
        self.warnings = list(warnings or [])
        files = {p.path for p in self.problems if p.path is not None}
        summary = f"Aborted: {plural(len(self.problems), 'error')}"
        if files:
            summary += f" in {plural(len(files), 'file')}"
        super().__init__(summary + ".")


class Report:
    """Collects errors and warnings so that every problem is reported, then stops once."""

    def __init__(self) -> None:
        self.errors: list[DeckgenError] = []
        self.warnings: list[DeckgenError] = []

    def error(self, message: str, path: Path | str | None = None, line: int | None = None) -> None:
        self.errors.append(SourceError(message, path, line))

    def warn(self, message: str, path: Path | str | None = None, line: int | None = None) -> None:
        self.warnings.append(DeckgenError(message, path, line))

    def extend(self, other: "Report") -> None:
        self.errors.extend(other.errors)
        self.warnings.extend(other.warnings)

    def raise_if_errors(self) -> None:
        if self.errors:
            raise Aborted(self.errors, self.warnings)


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """`1 note`, `2 notes`, `0 notes` (`nouns` where adding "s" is wrong)."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def display_path(path: Path) -> str:
    """A path relative to the working directory when it is below it, as users typed it (printable)."""
    try:
        # (the folder resolved, not the file: a message about a link names the link, not its target)
        resolved = path.parent.resolve() / path.name if path.name not in ("", ".", "..") else path.resolve()
        return printable(str(resolved.relative_to(Path.cwd().resolve())))
    except (ValueError, OSError):
        return printable(str(path))


def path_display() -> Callable[[Path], str]:
    """`display_path` for many files: each folder is resolved once, not each of thousands of files
    (folders are keyed by their text, cheaper to hash than a Path)."""
    folders: dict[str, str | None] = {}

    def shown(path: Path) -> str:
        folder = os.path.dirname(path)
        if folder not in folders:
            try:
                inside = str(path.parent.resolve().relative_to(Path.cwd().resolve()))
                folders[folder] = "" if inside == "." else inside + "/"
            except (ValueError, OSError):
                folders[folder] = None
        prefix = folders[folder]
        return display_path(path) if prefix is None else printable(prefix + path.name)
    return shown


def printable(text: str) -> str:
    """`text` on one line: control characters and line separators as escapes (`\\n`, `\\x85`)."""
    return _UNPRINTABLE.sub(lambda match: repr(match[0])[1:-1], text) if _UNPRINTABLE.search(text) else text
