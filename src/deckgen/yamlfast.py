"""Card files as deckgen writes them, written and read without PyYAML (and giving the same result).

Writing and reading YAML through PyYAML is most of what `deckgen parse` and a cold build spend on
card files. The files deckgen writes keep to a small subset: block mappings of plain keys; plain,
single-quoted and literal-block text; whole numbers; flow and block lists. `fast_dump` writes that
subset as PyYAML would, and `fast_read` reads it into the Nodes `yamlio` would make of it; each
returns None for anything it is not sure of, which `yamlio` then leaves to PyYAML and libyaml.
tests/test_parse_speed.py and tests/test_yamlread.py hold both to PyYAML's and libyaml's results.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, NamedTuple

import yaml


class Node(NamedTuple):
    """A YAML value with the line (1-based) it starts on. (A named tuple: tens of them are made
    per card file, and a tuple is the cheapest object to make.)"""

    value: Any
    """str, int, float, bool or None for scalars; dict[str, Node] or list[Node] for collections."""
    line: int
    tag: str = ""
    """The resolved YAML tag of a scalar (`int`, `str`, …), for type messages."""


class Flow(list):
    """A list written in flow style: `[C]`."""


# Writing. `fast_dump` writes a card file directly, with the style PyYAML (libyaml or pure Python
# alike) would choose (`yamlio.pyyaml_dump`). Whatever it cannot be sure of is left to PyYAML whole:
# tests/test_parse_speed.py compares the two on random cards.

class _Unsure(Exception):
    """A value `fast_dump` leaves to PyYAML."""


# Characters outside the text every YAML emitter writes as itself (printable BMP characters without
# tabs, controls, line separators, a BOM or non-ASCII spaces: Python's strip() and YAML disagree
# about those).
_NOT_FAST_TEXT = re.compile("[\x00-\x09\x0b-\x1f\x7f-\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f"
                            "\u3000\ud800-\udfff\ufeff\ufffe\uffff\U00010000-\U0010ffff]")
# A one-line text cannot be plain (the emitters' analyze_scalar rules) when it starts with an indicator,
# has a space at either end or " #" within; in block context, ": " within or ":" at the end; in a
# flow list, any of ,?[]{}: at all. Empty text and words such as "yes" or "12" are quoted because
# they would read back as something else (`_resolves_to_str`).
_INDICATOR_START = re.compile(r"---|\.\.\.|[-?:](?: |$)|[#,\[\]{}&*!|>'\"%@`]")
_FLOW_INDICATOR = re.compile(r"[,?\[\]{}:]")
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
_STR = "tag:yaml.org,2002:str"


def _resolves_to_str(text: str) -> bool:
    """Whether plain `text` reads back as a string (not a number, bool, null, date…): Resolver.resolve."""
    resolvers = yaml.SafeDumper.yaml_implicit_resolvers  # (the Loader's too: one Resolver table)
    for tag, pattern in resolvers.get(text[:1], []) + resolvers.get(None, []):
        if pattern.match(text):
            return tag == _STR
    return True


@lru_cache(maxsize=256)
def _plain_key(key: str) -> bool:
    return bool(_KEY.fullmatch(key)) and _resolves_to_str(key)


def _text(text: str, indent: int, flow: bool = False) -> str:
    """A string as `yamlio._str` and the emitter would write it (when it has no `_NOT_FAST_TEXT`
    character); a literal block is indented by `indent`."""
    if "\n" in text or len(text) > 80:
        # `yamlio._str` asks for a literal block; one starting with a space or line break would need an
        # indentation indicator (|2), and one with trailing spaces is written another way.
        if flow or text[0] in " \n" or " \n" in text or text[-1] == " ":
            raise _Unsure
        pad = " " * indent
        body = text.rstrip("\n")
        if "\n" not in body:
            return f"|\n{pad}{body}"
        return "|\n" + "\n".join(pad + line if line else "" for line in body.split("\n"))
    if (_INDICATOR_START.match(text) or " #" in text or text[:1] == " " or text[-1:] == " "
            or (_FLOW_INDICATOR.search(text) if flow else ": " in text or text[-1:] == ":")
            or not _resolves_to_str(text)):
        return "'" + text.replace("'", "''") + "'"
    return text


def fast_dump(data: dict) -> str | None:
    """`yamlio.pyyaml_dump(data)` written directly; None when it holds anything it cannot be sure of."""
    out: list[str] = []
    try:
        if type(data) is not dict or not data:
            raise _Unsure
        _mapping(data, 0, out, "", set())
    except _Unsure:
        return None
    text = "".join(out)
    # Every string is in the text as itself (the rest is ASCII), so one check covers them all.
    return None if _NOT_FAST_TEXT.search(text) else text


def _mapping(data: dict, indent: int, out: list[str], first_pad: str, seen: set[int]) -> None:
    """A block mapping; its first key goes after `first_pad` (a list item's "- ")."""
    _once(data, seen)
    pad = " " * indent
    for key, value in data.items():
        if type(key) is not str or not _plain_key(key):
            raise _Unsure
        out.append(f"{first_pad}{key}:")
        first_pad = pad
        kind = type(value)
        if kind is str:
            out.append(f" {_text(value, indent + 2)}\n")
        elif kind is int:
            out.append(f" {value}\n")
        elif kind is Flow:
            _once(value, seen)
            if any(type(item) is not str for item in value):
                raise _Unsure
            out.append(" [" + ", ".join(_text(item, 0, flow=True) for item in value) + "]\n")
        elif kind is dict:
            out.append("\n" if value else " {}\n")
            _mapping(value, indent + 2, out, pad + "  ", seen)
        elif kind is list:
            out.append("\n" if value else " []\n")
            _sequence(value, indent, out, seen)  # a list in a mapping is not indented further
        else:
            raise _Unsure


def _sequence(items: list, indent: int, out: list[str], seen: set[int]) -> None:
    """A block list's items, each after "- "."""
    _once(items, seen)
    pad = " " * indent
    for item in items:
        if type(item) is str:
            out.append(f"{pad}- {_text(item, indent + 2)}\n")
        elif type(item) is dict and item:
            _mapping(item, indent + 2, out, pad + "- ", seen)
        else:
            raise _Unsure


def _once(container: dict | list, seen: set[int]) -> None:
    """PyYAML writes an object met twice as an anchor and aliases (&id001, *id001): left to it."""
    if id(container) in seen:
        raise _Unsure
    seen.add(id(container))


# Reading. libyaml's composer builds a node and two position marks per value and asks the
# resolver, in Python, about each: most of loading a card. `fast_read` reads the subset
# `fast_dump` writes (block mappings of plain keys; plain, single-quoted and literal-block text;
# whole numbers; flow and block lists) straight into the Nodes `_convert` would make of libyaml's
# tree, and gives up (None) on anything else: comments, blank lines between keys, other quoting
# or block styles, tabs, anchors, unusual indentation, empty values, characters the writer would
# escape (`_NOT_FAST_TEXT`). The full reader then reads, or reports, the file.
# tests/test_yamlread.py checks that both readers agree on generated and on mangled card files.

_ENTRY = re.compile(r"([A-Za-z_][A-Za-z0-9_]{0,63}):(?: (.*))?")
_ITEM_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}:(?: |$)")
_WHOLE_NUMBER = re.compile(r"0|[1-9][0-9]{0,17}")
_NOT_PLAIN_IN_FLOW = re.compile(r"[,?\[\]{}:]| #")
_FAST_DEPTH = 6  # deeper (or deeply nested garbage) goes to the full reader (which allows 8)


class _NotFast(Exception):
    """Outside the subset `fast_read` reads."""


def fast_read(text: str) -> Node | None:
    """What `yamlio.read` gives for `text`, when `text` keeps to the subset `fast_dump` writes; else None."""
    if not text.endswith("\n") or _NOT_FAST_TEXT.search(text):
        return None
    lines = text[:-1].split("\n")
    try:
        root, end = _fast_mapping(lines, 0, 0, 0)
    except _NotFast:
        return None
    return root if end == len(lines) else None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _fast_mapping(lines: list[str], i: int, indent: int, depth: int) -> tuple[Node, int]:
    """The block mapping whose keys stand at `indent` from line `i`; and the line after it."""
    if depth >= _FAST_DEPTH:
        raise _NotFast
    start, mapping, pad = i, {}, " " * indent
    while i < len(lines):
        line = lines[i]
        entry = _ENTRY.fullmatch(line, indent) if line.startswith(pad) else None
        if entry is None:
            if line and _indent(line) < indent:
                break  # the parent's next entry
            raise _NotFast
        if entry[1] in mapping or not _plain_key(entry[1]):
            raise _NotFast
        key_line, rest = i + 1, entry[2]
        if rest is None:  # a block list at the same indentation, or a mapping two deeper
            following = lines[i + 1] if i + 1 < len(lines) else ""
            if following.startswith(" " * indent + "- "):
                items, i = _fast_sequence(lines, i + 1, indent, depth + 1)
                value = Node(items, key_line)
            elif _indent(following) == indent + 2 and following.strip(" "):
                value, i = _fast_mapping(lines, i + 1, indent + 2, depth + 1)
            else:
                raise _NotFast  # an empty value (null), or something unusual
        elif rest[:1] == "[" and rest[-1:] == "]":
            value, i = Node(_fast_flow(rest[1:-1], key_line), key_line), i + 1
        elif rest == "{}":
            value, i = Node({}, key_line), i + 1
        else:
            value, i = _fast_scalar(lines, i, rest, indent)
        mapping[entry[1]] = Node(value.value, key_line, value.tag)  # a value carries its key's line
    if not mapping:
        raise _NotFast
    return Node(mapping, start + 1), i


def _fast_sequence(lines: list[str], i: int, indent: int, depth: int) -> tuple[list[Node], int]:
    """The items of a block list whose dashes stand at `indent`, from line `i`; and the line after."""
    if depth >= _FAST_DEPTH:
        raise _NotFast
    items, dash = [], " " * indent + "- "
    while i < len(lines) and lines[i].startswith(dash):
        rest = lines[i][len(dash):]
        if _ITEM_KEY.match(rest):  # "- key: …": a mapping whose keys stand two further in
            lines[i] = " " * (indent + 2) + rest
            item, i = _fast_mapping(lines, i, indent + 2, depth + 1)
        else:
            item, i = _fast_scalar(lines, i, rest, indent)
        items.append(item)
    if i < len(lines) and _indent(lines[i]) >= indent and lines[i].strip(" ") and not _ENTRY.fullmatch(
            lines[i], indent):
        raise _NotFast  # neither the next key nor the parent's: a continuation, a nested list…
    return items, i


def _fast_scalar(lines: list[str], i: int, rest: str, indent: int) -> tuple[Node, int]:
    """The text or number after "key: " or "- " on line `i`; and the line after it."""
    if rest == "|":
        return _fast_literal(lines, i, indent)
    if rest[:1] == "'":
        inner = rest[1:-1]
        if len(rest) < 2 or rest[-1] != "'" or "'" in inner.replace("''", ""):
            raise _NotFast
        return Node(inner.replace("''", "'"), i + 1, "str"), i + 1
    if (not rest or rest[0] == " " or rest[-1] in " :" or " #" in rest or ": " in rest
            or _INDICATOR_START.match(rest)):
        raise _NotFast
    following = lines[i + 1] if i + 1 < len(lines) else ""
    if _indent(following) > indent and following.strip(" ") and not following.startswith(" " * indent + "- "):
        raise _NotFast  # a plain text continued on the next line
    if _resolves_to_str(rest):
        return Node(rest, i + 1, "str"), i + 1
    if _WHOLE_NUMBER.fullmatch(rest):
        return Node(int(rest), i + 1, "int"), i + 1
    raise _NotFast  # a float, bool, null, date…


def _fast_literal(lines: list[str], i: int, indent: int) -> tuple[Node, int]:
    """A literal block ("|") whose text lines are indented two further than `indent`."""
    pad, body, j = " " * (indent + 2), [], i + 1
    while j < len(lines):
        line = lines[j]
        if line and not line.strip(" "):
            raise _NotFast  # a line of spaces: text or indentation? left to libyaml
        if line.startswith(pad):
            body.append(line[len(pad):])
        elif line:
            break  # less indented: the block has ended
        else:
            body.append("")
        j += 1
    if not body or not body[0] or body[0][0] == " ":
        raise _NotFast  # YAML takes the indentation from the first line: it must be `pad`
    while not body[-1]:
        body.pop()
    return Node("\n".join(body) + "\n", i + 1, "str"), j


def _fast_flow(inner: str, line: int) -> list[Node]:
    """The items of a flow list `[a, 'b c']` (between its brackets)."""
    items: list[Node] = []
    pos = 0
    while inner:
        if inner.startswith("'", pos):
            end = pos + 1
            while (end := inner.find("'", end)) >= 0 and inner.startswith("''", end):
                end += 2
            if end < 0:
                raise _NotFast
            value, pos = inner[pos + 1:end].replace("''", "'"), end + 1
        else:
            end = inner.find(", ", pos)
            end = len(inner) if end < 0 else end
            value, pos = inner[pos:end], end
            if (not value or value[0] == " " or value[-1] == " " or _NOT_PLAIN_IN_FLOW.search(value)
                    or _INDICATOR_START.match(value) or not _resolves_to_str(value)):
                raise _NotFast
        items.append(Node(value, line, "str"))
        if pos == len(inner):
            break
        if not inner.startswith(", ", pos):
            raise _NotFast
        pos += 2
    return items
