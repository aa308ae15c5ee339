"""Safe YAML reading with line numbers, and the writer that keeps card files pleasant to edit.

Reading goes through the parser's event stream (libyaml's when present) rather than a
constructor: anchors and aliases are refused (no "billion laughs"), nesting depth is bounded, and
every value carries the line it came from.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import yaml

from .errors import SourceError

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

#: A card file is a few KiB; anything this large is a mistake, refused before parsing.
MAX_YAML_BYTES = 1 << 20
MAX_DEPTH = 8
#: Characters YAML does not allow in a file (control characters other than tab and line breaks).
_NOT_YAML = re.compile("[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


@dataclass(frozen=True)
class Node:
    """A YAML value with the line (1-based) it starts on."""

    value: Any
    """str, int, float, bool or None for scalars; dict[str, Node] or list[Node] for collections."""
    line: int
    tag: str = ""
    """The resolved YAML tag of a scalar (`int`, `str`, …), for type messages."""


def read(path: Path) -> Node:
    """Read one YAML document into Nodes; SourceError with path:line when it is not safe YAML."""
    try:
        data = path.read_bytes() if path.stat().st_size <= MAX_YAML_BYTES else None
    except OSError as err:
        raise SourceError(f"cannot read: {err.strerror}", path) from None
    if data is None:
        raise SourceError(f"file is larger than {MAX_YAML_BYTES // 1024} KiB; a card file is a few KiB",
                          path, 1)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SourceError(f"not valid UTF-8 (byte 0x{data[err.start]:02x}); save the file as UTF-8", path,
                          data[:err.start].count(b"\n") + 1) from None
    # Checked here rather than left to the YAML reader, whose message has an offset but no line.
    bad = _NOT_YAML.search(text)
    if bad:
        line = text[:bad.start()].count("\n") + 1
        if bad[0] == "\x00":
            raise SourceError("binary data (a NUL byte); a card file is YAML text", path, line)
        raise SourceError(f"the character U+{ord(bad[0]):04X} is not allowed in YAML; remove it", path, line)
    try:
        return _build(yaml.parse(text, Loader=Loader), path)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else None
        raise SourceError(f"not valid YAML: {err.problem or err.context}", path, line) from None
    except yaml.YAMLError as err:
        raise SourceError(f"not valid YAML: {err}", path) from None


def _build(events, path: Path) -> Node:
    """Nodes from the event stream, iteratively, so deep nesting cannot exhaust the stack."""
    stack: list[tuple[Any, int, list]] = []  # (container, line, pending mapping key and its line)
    root: Node | None = None
    for event in events:
        line = event.start_mark.line + 1 if event.start_mark else 0
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise SourceError("anchors and aliases (&name, *name) are not allowed in card files; "
                              "write the value out", path, line)
        if isinstance(event, yaml.DocumentStartEvent) and root is not None:
            raise SourceError("more than one YAML document (---); put one question per file", path, line)
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            if len(stack) >= MAX_DEPTH:
                raise SourceError(f"nested more than {MAX_DEPTH} levels deep; card files are flat", path, line)
            container: Any = {} if isinstance(event, yaml.MappingStartEvent) else []
            stack.append((container, line, []))
            continue
        if isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            container, start, _ = stack.pop()
            node = Node(container, start)
        elif isinstance(event, yaml.ScalarEvent):
            node = _scalar(event, line)
        else:
            continue
        if not stack:
            root = node
            continue
        container, _, pending = stack[-1]
        if isinstance(container, list):
            container.append(node)
        elif not pending:
            if not isinstance(node.value, (str, int)) or isinstance(node.value, bool):
                raise SourceError("mapping keys must be plain names", path, node.line)
            key = str(node.value)
            if key in container:
                raise SourceError(f"key '{key}' appears twice (first on line {container[key].line})",
                                  path, node.line)
            pending.append((key, node.line))
        else:
            # A value carries its key's line: `tags:` on one line, its items below, is reported at `tags:`.
            key, key_line = pending.pop()
            container[key] = replace(node, line=key_line)
    return root if root is not None else Node(None, 1)


_RESOLVER = yaml.resolver.Resolver()
_CONSTRUCTOR = yaml.SafeLoader("")
_TYPED = {"tag:yaml.org,2002:" + name for name in ("int", "float", "bool", "null")}


def _scalar(event: yaml.ScalarEvent, line: int) -> Node:
    if event.style or event.tag == "tag:yaml.org,2002:str":
        return Node(event.value, line, "str")
    tag = _RESOLVER.resolve(yaml.ScalarNode, event.value, event.implicit)
    if tag not in _TYPED:
        # Dates and other tags stay text: a card file has no use for them.
        return Node(event.value, line, "str")
    value = _CONSTRUCTOR.yaml_constructors[tag](_CONSTRUCTOR, yaml.ScalarNode(tag, event.value))
    return Node(value, line, tag.rsplit(":", 1)[-1])


def plain(node: Node) -> Any:
    """The Python value of a Node, without lines."""
    if isinstance(node.value, dict):
        return {key: plain(child) for key, child in node.value.items()}
    if isinstance(node.value, list):
        return [plain(child) for child in node.value]
    return node.value


class _Writer(Dumper):
    """Block scalars for long or multi-line text, flow style for short lists, no line wrapping."""


class Flow(list):
    """A list written in flow style: `[C]`."""


# Characters that would be invisible or ambiguous as themselves (tabs, controls, YAML's other line
# breaks, a BOM): text holding one is double-quoted, where they show as escapes (\t, \N, \L, …).
_INVISIBLE = re.compile("[^\n\x20-\x7e\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010fffd]|[\u2028\u2029\ufeff]")


def _str(dumper: yaml.Dumper, text: str) -> yaml.ScalarNode:
    if _INVISIBLE.search(text):
        return dumper.represent_scalar("tag:yaml.org,2002:str", text, style='"')
    if "\n" in text or len(text) > 80:
        # Trailing spaces cannot stand in a block scalar either; let the emitter quote those.
        if not any(line != line.rstrip() for line in text.split("\n")):
            return dumper.represent_scalar("tag:yaml.org,2002:str", text.rstrip("\n") + "\n", style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", text)


_Writer.add_representer(str, _str)
_Writer.add_representer(Flow, lambda d, v: d.represent_sequence("tag:yaml.org,2002:seq", v, flow_style=True))


def dump(data: dict) -> str:
    """YAML text for a card file: keys in the given order, UTF-8 as itself, stable."""
    return yaml.dump(data, Dumper=_Writer, sort_keys=False, allow_unicode=True, width=100000,
                     default_flow_style=False, indent=2)
