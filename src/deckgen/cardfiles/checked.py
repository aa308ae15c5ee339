"""Typed access to a YAML mapping read by `yamlio`, recording every problem with its line.

Card files and deck.yaml are both read through it, so every wrong key or type is reported the
same way: `path:line: message`, with the nearest valid key for a misspelt one.
"""
from __future__ import annotations

import difflib
import re
from pathlib import Path

from . import yamlio
from ..errors import Report, SourceError
from ..model import LETTERS, MAX_ORDER
from .yamlio import Node

#: Past this many, one file's problems are summarised (a broken file would drown the others).
MAX_ERRORS_PER_FILE = 20
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


class Reader:
    """Typed access to a mapping Node, recording every problem in a Report."""

    def __init__(self, node: Node, path: Path, report: Report, prefix: str = ""):
        self.node, self.path, self.report, self.prefix = node, path, report, prefix
        self.lines: dict[str, int] = {}
        self.suggested: set[str] = set()
        """Valid keys offered for misspelt ones (`answr` -> answer): their absence is no news."""

    def unknown_keys(self, allowed: tuple[str, ...]) -> None:
        unknown = [(key, child) for key, child in self.node.value.items() if key not in allowed]
        for key, child in unknown[:MAX_ERRORS_PER_FILE + 1]:  # the rest are only counted
            near = difflib.get_close_matches(key, allowed, n=1)
            self.suggested.update(near)
            hint = f"did you mean '{near[0]}'?" if near else "valid keys: " + ", ".join(allowed)
            self.error(child.line, f"unknown key '{self.prefix}{key}'; {hint}")
        for key, child in unknown[MAX_ERRORS_PER_FILE + 1:]:
            self.error(child.line, f"unknown key '{self.prefix}{key}'")

    def error(self, line: int, message: str) -> None:
        self.report.error(message, self.path, line)

    def get(self, key: str) -> Node | None:
        child = self.node.value.get(key)
        if child is not None:
            self.lines[self.prefix + key] = child.line
        return child

    def text(self, key: str, default: str = "", required: bool = False) -> str:
        child = self.get(key)
        if child is None or child.value is None:
            if required:
                self.error(self.node.line, f"missing key '{self.prefix}{key}'")
            return default
        if child.tag != "str":
            self.error(child.line, f"'{self.prefix}{key}' must be text, not {kind(child)}{quote_hint(child)}")
            return default
        value = self.string(child, key)
        if required and not value:
            self.error(child.line, f"'{self.prefix}{key}' is empty")
        return value

    def string(self, node: Node, key: str) -> str:
        """A scalar as text; control characters (a YAML escape such as "\\0") are refused."""
        value = str(node.value).strip()
        control = CONTROL.search(value)
        if control:
            self.error(node.line, f"'{self.prefix}{key}' contains the control character "
                                  f"U+{ord(control[0]):04X}; remove it")
            return ""
        return value

    def integer(self, key: str, default: int = 0, maximum: int = MAX_ORDER) -> int:
        child = self.get(key)
        if child is None:
            return default
        if child.tag != "int" or not 0 <= child.value <= maximum:
            self.error(child.line, f"'{self.prefix}{key}' must be a whole number from 0 to {maximum}, not {kind(child)}")
            return default
        return child.value

    def texts(self, key: str) -> tuple[str, ...]:
        child = self.get(key)
        if child is None or child.value is None:
            return ()
        if not isinstance(child.value, list):
            self.error(child.line, f"'{self.prefix}{key}' must be a list, not {kind(child)}")
            return ()
        out = []
        for item in child.value:
            if item.tag != "str":
                self.error(item.line, f"items of '{self.prefix}{key}' must be text, not {kind(item)}{quote_hint(item)}")
            else:
                out.append(self.string(item, key))
        return tuple(out)

    def letter_map(self, key: str) -> dict[str, str]:
        child = self.get(key)
        if child is None or child.value is None:
            return {}
        if not isinstance(child.value, dict):
            self.error(child.line, f"'{self.prefix}{key}' must be a mapping of letters to text, "
                                   f"not {kind(child)}")
            return {}
        out = {}
        for letter, item in child.value.items():
            self.lines[f"{self.prefix}{key}.{letter}"] = item.line
            if len(letter) != 1 or letter not in LETTERS:
                self.error(item.line, f"'{self.prefix}{key}' has '{letter}', which is not an option letter "
                                      f"({LETTERS[0]}–{LETTERS[-1]})")
            elif item.tag != "str" or not item.value.strip():
                self.error(item.line, f"'{self.prefix}{key}.{letter}' must be non-empty text"
                           + (f", not {kind(item)}{quote_hint(item)}" if item.tag not in ("str", "null", "") else ""))
            else:
                out[letter] = self.string(item, f"{key}.{letter}")
        return {letter: out[letter] for letter in sorted(out)}

    def named_texts(self, key: str, names: tuple[str, ...]) -> dict[str, str]:
        """A mapping of `names` to non-empty text (`review: {answer_text: why}`), in the order of `names`;
        the line of each is kept as `key.name`."""
        child = self.get(key)
        if child is None or child.value is None:
            return {}
        if not isinstance(child.value, dict):
            self.error(child.line, f"'{self.prefix}{key}' must be a mapping of field names to text, not {kind(child)}")
            return {}
        out = {}
        for name, item in child.value.items():
            self.lines[f"{self.prefix}{key}.{name}"] = item.line
            if name not in names:
                near = difflib.get_close_matches(name, names, n=1)
                hint = f"did you mean '{near[0]}'?" if near else "use one of " + ", ".join(names)
                self.error(item.line, f"'{self.prefix}{key}' has '{name}', which is not a field of the card; {hint}")
            elif item.tag != "str" or not item.value.strip():
                self.error(item.line, f"'{self.prefix}{key}.{name}' must be non-empty text (why the field needs "
                                      "a look)" + (f", not {kind(item)}{quote_hint(item)}"
                                                   if item.tag not in ("str", "null", "") else ""))
            else:
                out[name] = self.string(item, f"{key}.{name}")
        return {name: out[name] for name in names if out.get(name)}

    def mapping(self, key: str) -> "Reader | None":
        child = self.get(key)
        if child is None or child.value is None:
            return None
        if not isinstance(child.value, dict):
            self.error(child.line, f"'{self.prefix}{key}' must be a mapping, not {kind(child)}")
            return None
        reader = Reader(child, self.path, self.report, f"{self.prefix}{key}.")
        reader.lines = self.lines
        return reader


def kind(node: Node) -> str:
    if isinstance(node.value, dict):
        return "a mapping"
    if isinstance(node.value, list):
        return "a list"
    if node.value is None:
        return "empty"
    if isinstance(node.value, int) and not isinstance(node.value, bool) and abs(node.value) >= 10 ** 20:
        return "a whole number of more than 20 digits"
    shown = repr(node.value)
    return f"{node.tag or 'text'} {shown if len(shown) <= 60 else shown[:60] + '…'}"


def quote_hint(node: Node) -> str:
    """For a scalar that YAML reads as something other than text (`12`, `yes`, `2024-01-01`): how
    to keep it as text. (A card file is read as `yaml.safe_load` reads it, whatever the field.)"""
    if node.tag in ("int", "float", "bool", "timestamp"):
        return " (YAML reads it so when unquoted: put it in quotes to keep it as text)"
    return ""


def root(path: Path, report: Report) -> Reader | None:
    try:
        node = yamlio.read(path)
    except SourceError as err:  # recorded; the other files go on
        report.errors.append(err)
        return None
    except ValueError:  # (Python refuses to convert a number of more than 4300 digits)
        report.error("holds a number thousands of digits long; no value in a card file needs one", path)
        return None
    if not isinstance(node.value, dict):
        report.error(f"expected a mapping of keys (id:, question:, …), found {kind(node)}", path, node.line)
        return None
    return Reader(node, path, report)
