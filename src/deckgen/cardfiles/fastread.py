"""Card files as deckgen writes them, read without libyaml's composer (and giving the same Nodes).

`fast_read` reads the subset `fastdump.fast_dump` writes into the Nodes `yamlio` would make of it,
and returns None for anything it is not sure of, which `yamlio` then leaves to libyaml.
tests/test_yamlread.py holds it to libyaml's results.
"""
from __future__ import annotations

import re
from typing import Any, NamedTuple

from .fastdump import INDICATOR_START, NOT_FAST_TEXT, plain_key, resolves_to_str


class Node(NamedTuple):
    """A YAML value with the line (1-based) it starts on. (A named tuple: tens of them are made
    per card file, and a tuple is the cheapest object to make.)"""

    value: Any
    """str, int, float, bool or None for scalars; dict[str, Node] or list[Node] for collections."""
    line: int
    tag: str = ""
    """The resolved YAML tag of a scalar (`int`, `str`, …), for type messages."""



# Reading. libyaml's composer builds a node and two position marks per value and asks the
# resolver, in Python, about each: most of loading a card. `fast_read` reads the subset
# `fast_dump` writes (block mappings of plain keys; plain, single-quoted and literal-block text;
# whole numbers; flow and block lists; a comment line between top-level keys, as above `review:`)
# straight into the Nodes `_convert` would make of libyaml's tree, and gives up (None) on anything
# else: other comments, blank lines between keys, other quoting
# or block styles, tabs, anchors, unusual indentation, empty values, characters the writer would
# escape (`NOT_FAST_TEXT`). The full reader then reads, or reports, the file.
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
    if not text.endswith("\n") or NOT_FAST_TEXT.search(text):
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
        if not indent and line[:1] == "#" and mapping:  # a comment between top-level keys
            i += 1
            continue
        entry = _ENTRY.fullmatch(line, indent) if line.startswith(pad) else None
        if entry is None:
            if line and _indent(line) < indent:
                break  # the parent's next entry
            raise _NotFast
        if entry[1] in mapping or not plain_key(entry[1]):
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
            or INDICATOR_START.match(rest)):
        raise _NotFast
    following = lines[i + 1] if i + 1 < len(lines) else ""
    if _indent(following) > indent and following.strip(" ") and not following.startswith(" " * indent + "- "):
        raise _NotFast  # a plain text continued on the next line
    if resolves_to_str(rest):
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
                    or INDICATOR_START.match(value) or not resolves_to_str(value)):
                raise _NotFast
        items.append(Node(value, line, "str"))
        if pos == len(inner):
            break
        if not inner.startswith(", ", pos):
            raise _NotFast
        pos += 2
    return items
