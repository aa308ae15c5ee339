"""Safe YAML reading with line numbers, and the writer that keeps card files pleasant to edit.

Reading composes the node tree with libyaml (where present) and converts it without PyYAML's
constructor: aliases are refused (no "billion laughs"), nesting depth is bounded, and every value
carries the line it came from. Card files as deckgen writes them take a shorter way, in both
directions (`fastdump`, `fastread`); PyYAML is the reference it is tested against, and the way for the rest.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from ..errors import SourceError
from ..sources import read_regular
from .fastdump import Flow, fast_dump, fast_dump_utf8
from .fastread import Node, fast_read

__all__ = ["Flow", "Node", "MAX_DEPTH", "MAX_YAML_BYTES", "compose", "data_of", "dump", "key_lines", "parse_text",
           "plain", "pyyaml_dump", "read"]

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

#: A card file is a few KiB; anything this large is a mistake, refused before parsing.
MAX_YAML_BYTES = 1 << 20
MAX_DEPTH = 8
#: Characters YAML does not allow in a file (control characters other than tab and line breaks).
#: (Character classes here and in `fastdump` list what is excluded, not what is allowed: the same
#: sets, but ten times cheaper to compile, which every deckgen command pays.)
_NOT_YAML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]")


#: Where a tag (`!x`, `!!x`, `!`) may start: at a line's start, after a space, `[`, `{` or `,`.
_TAG = re.compile(r"(?:^|[ \t\[{,])!", re.M)


def read(path: Path) -> Node:
    """Read one YAML document into Nodes; SourceError with path:line when it is not safe YAML."""
    try:
        data = read_regular(path, MAX_YAML_BYTES)  # (never blocks, on a FIFO say)
    except FileNotFoundError as err:
        raise SourceError(f"cannot read: {err.strerror}", path) from None
    if len(data) > MAX_YAML_BYTES:
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
    return parse_text(text, path)


def parse_text(text: str, path: Path) -> Node:
    """YAML text into Nodes: deckgen's own card files the fast way, anything else by libyaml."""
    fast = fast_read(text)
    return fast if fast is not None else compose(text, path)


def data_of(text: str, path: Path) -> Any:
    """YAML text as plain Python values (`path` names it in messages)."""
    return plain(parse_text(text, path))


def key_lines(path: Path) -> dict[str, int]:
    """The line of each top-level key of a YAML file (for messages about a value in it)."""
    node = read(path)
    return {key: child.line for key, child in node.value.items()} if isinstance(node.value, dict) else {}


def compose(text: str, path: Path) -> Node:
    """`text` read by libyaml's composer into Nodes: any YAML, or a SourceError with path:line."""
    # libyaml and PyYAML's own parser (which `yaml.safe_load` uses) disagree on the non-specific tag
    # `!` (`answer: !` is '' to one, None to the other): a text with a tag is read by the latter.
    loader = (yaml.SafeLoader if _TAG.search(text) else Loader)(text)
    try:
        root = loader.get_single_node()
    except yaml.composer.ComposerError as err:
        if "single document" in str(err.context) or "another document" in str(err.problem):
            mark = err.problem_mark
            raise SourceError("more than one YAML document (---); put one question per file", path,
                              mark.line + 1 if mark else None) from None
        raise SourceError(f"not valid YAML: {err.problem or err.context}", path,
                          err.problem_mark.line + 1 if err.problem_mark else None) from None
    except yaml.MarkedYAMLError as err:
        line, context = _line_of_mistake(err)
        raise SourceError(f"not valid YAML: {err.problem or err.context}{context}", path, line) from None
    except yaml.YAMLError as err:
        raise SourceError(f"not valid YAML: {err}", path) from None
    finally:
        loader.dispose()
    return _convert(root, path, set(), 0) if root is not None else Node(None, 1)


def _line_of_mistake(err: yaml.MarkedYAMLError) -> tuple[int | None, str]:
    """The line to fix. libyaml notices some mistakes only on a later line: a key without its `:`
    at the next line, an unclosed quote at the end of the file, an unclosed `[` at the next key.
    Its context mark then points at where the token began, which is where the mistake is; for
    the other errors ("while parsing a block mapping": where the mapping began, maybe line 1) the
    problem mark is the place. Returns (line, the context to add to the message)."""
    context = err.context or ""
    if err.context_mark and (context.startswith("while scanning") or context.startswith("while parsing a flow")):
        return err.context_mark.line + 1, f" ({context})" if err.problem else ""
    mark = err.problem_mark or err.context_mark
    return (mark.line + 1 if mark else None), ""


def _convert(node: yaml.Node, path: Path, seen: set[int], depth: int, line: int | None = None) -> Node:
    """Nodes from libyaml's composed tree, each value what `yaml.safe_load` makes of it. A node met
    twice is an alias (*name): refused, so an alias bomb cannot expand; nesting is bounded; a tag
    the safe loader refuses, or one that makes a set or pairs, is refused."""
    start = node.start_mark.line + 1
    if id(node) in seen:
        raise SourceError("anchors and aliases (&name, *name) are not allowed in card files; "
                          "write the value out", path, start)
    seen.add(id(node))
    if isinstance(node, yaml.ScalarNode):
        return _scalar(node, path, line or start)
    if depth >= MAX_DEPTH:
        raise SourceError(f"nested more than {MAX_DEPTH} levels deep; card files are flat", path, start)
    if node.tag != (_SEQ if isinstance(node, yaml.SequenceNode) else _MAP):
        raise SourceError(f"the tag {_shown_tag(node.tag)} is not allowed here; card files hold text, numbers, "
                          "lists and mappings: remove the tag", path, start)
    if isinstance(node, yaml.SequenceNode):
        return Node([_convert(item, path, seen, depth + 1) for item in node.value], line or start)
    mapping: dict[str, Node] = {}
    for key_node, value_node in node.value:
        if key_node.tag == _MERGE:
            raise SourceError("merge keys (<<) are not allowed in card files; write the keys out", path,
                              key_node.start_mark.line + 1)
        key = _convert(key_node, path, seen, depth + 1)
        if key.tag != "str":  # (safe_load keeps 1: or yes: as a number or bool, which no key is)
            raise SourceError("mapping keys must be plain names" + (f", not {key.tag} {key.value!r:.40}" if key.tag
                                                                     else ""), path, key.line)
        name = key.value
        if name in mapping:
            raise SourceError(f"key '{name}' appears twice (first on line {mapping[name].line})", path, key.line)
        # A value carries its key's line: `tags:` on one line, its items below, is reported at `tags:`.
        mapping[name] = _convert(value_node, path, seen, depth + 1, key.line)
    return Node(mapping, line or start)


_CONSTRUCTOR = yaml.SafeLoader("")
_SEQ, _MAP, _MERGE, _VALUE = ("tag:yaml.org,2002:" + name for name in ("seq", "map", "merge", "value"))
#: The scalar tags `yaml.safe_load` constructs (str, int, float, bool, null, binary, timestamp).
_SCALAR_TAGS = {tag for tag in yaml.SafeLoader.yaml_constructors
                if tag and tag.startswith("tag:yaml.org,2002:") and tag not in (_SEQ, _MAP)
                and tag.rsplit(":", 1)[-1] not in ("set", "omap", "pairs")}


def _shown_tag(tag: str) -> str:
    return "!!" + tag[len("tag:yaml.org,2002:"):] if tag.startswith("tag:yaml.org,2002:") else tag


def _scalar(node: yaml.ScalarNode, path: Path, line: int) -> Node:
    """The value `yaml.safe_load` makes of a scalar (its tag written, or resolved from a plain one)."""
    if node.tag not in _SCALAR_TAGS:
        if node.tag in (_MERGE, _VALUE):  # YAML 1.1 gives these tags to the plain words `<<` and `=`
            raise SourceError(f"YAML reads {node.value!r:.40} as the tag {_shown_tag(node.tag)}, which the safe "
                              "loader refuses; put it in quotes", path, line)
        raise SourceError(f"the tag {_shown_tag(node.tag)[:60]} is not allowed (YAML's safe loader cannot read "
                          "it); card files hold text, numbers, lists and mappings: remove the tag", path, line)
    try:
        value = _CONSTRUCTOR.yaml_constructors[node.tag](_CONSTRUCTOR, node)
    except ValueError:
        if len(node.value) > 4000:
            raise  # (a number of thousands of digits: reported once, for the file)
        value = _NOT_READ
    except Exception:  # what safe_load raises for `!!int x`, `!!bool x`, `!!binary ?`: no YAMLError
        value = _NOT_READ
    if value is _NOT_READ:
        raise SourceError(f"{node.value!r:.40} is not a valid {_shown_tag(node.tag)}", path, line)
    return Node(value, line, node.tag.rsplit(":", 1)[-1])


_NOT_READ = object()


def plain(node: Node) -> Any:
    """The Python value of a Node, without lines."""
    if isinstance(node.value, dict):
        return {key: plain(child) for key, child in node.value.items()}
    if isinstance(node.value, list):
        return [plain(child) for child in node.value]
    return node.value


class _Writer(Dumper):
    """Block scalars for long or multi-line text, flow style for short lists, no line wrapping."""


# Characters that would be invisible or ambiguous as themselves (tabs, controls, YAML's other line
# breaks, a BOM): text holding one is double-quoted, where they show as escapes (\t, \N, \L, …).
_INVISIBLE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff"
                        "\U0010fffe\U0010ffff]")


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
    text = fast_dump(data)
    return pyyaml_dump(data) if text is None else text


def dump_utf8(data: dict) -> bytes:
    """dump(data) in UTF-8 (the fast writer's check encodes it anyway: not twice)."""
    encoded = fast_dump_utf8(data)
    return pyyaml_dump(data).encode("utf-8") if encoded is None else encoded


def pyyaml_dump(data: dict) -> str:
    """The card file as PyYAML writes it: the reference whose bytes `fast_dump` reproduces."""
    return yaml.dump(data, Dumper=_Writer, sort_keys=False, allow_unicode=True, width=100000,
                     default_flow_style=False, indent=2)
