"""Card files as deckgen writes them, written without PyYAML (and giving the same result).

Writing YAML through PyYAML is most of what `deckgen parse` spends on card files. The files deckgen
writes keep to a small subset: block mappings of plain keys; plain, single-quoted and literal-block
text; whole numbers; flow and block lists. `fast_dump` writes that subset as PyYAML would, and
returns None for anything it is not sure of, which `yamlio` then leaves to PyYAML; `fastread` reads
the same subset back. tests/test_parse_speed.py holds it to PyYAML's results.
"""
from __future__ import annotations

import re
from functools import lru_cache

import yaml


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
NOT_FAST_TEXT = re.compile("[\x00-\x09\x0b-\x1f\x7f-\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f"
                            "\u3000\ud800-\udfff\ufeff\ufffe\uffff\U00010000-\U0010ffff]")
# The same characters in UTF-8 (surrogates apart, which do not encode), looked for in what is left of
# the encoded text once printable ASCII and line ends are deleted (bytes.translate): that leaves whole
# UTF-8 sequences and control bytes, a few dozen bytes where the text has thousands of characters.
# Encoding, deleting and searching the rest costs a third of searching a non-ASCII str for NOT_FAST_TEXT.
NOT_FAST_UTF8 = re.compile(rb"[\x00-\x09\x0b-\x1f\x7f\xf0-\xf4]|\xc2[\x80-\xa0]|\xe1\x9a\x80"
                           rb"|\xe2\x80[\x80-\x8a\xa8\xa9\xaf]|\xe2\x81\x9f|\xe3\x80\x80|\xef\xbb\xbf|\xef\xbf[\xbe\xbf]")
PLAIN_BYTES = bytes([0x0a, *range(0x20, 0x7f)])
# A one-line text cannot be plain (the emitters' analyze_scalar rules) when it starts with an indicator,
# has a space at either end or " #" within; in block context, ": " within or ":" at the end; in a
# flow list, any of ,?[]{}: at all. Empty text and words such as "yes" or "12" are quoted because
# they would read back as something else (`resolves_to_str`).
INDICATOR_START = re.compile(r"---|\.\.\.|[-?:](?: |$)|[#,\[\]{}&*!|>'\"%@`]")
INDICATOR_FIRST = "-.?:#,[]{}&*!|>'\"%@`"  # (the characters INDICATOR_START can start with: looked up before it is tried)
_FLOW_INDICATOR = re.compile(r"[,?\[\]{}:]")
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
_STR = "tag:yaml.org,2002:str"


def resolves_to_str(text: str) -> bool:
    """Whether plain `text` reads back as a string (not a number, bool, null, date…): Resolver.resolve."""
    resolvers = yaml.SafeDumper.yaml_implicit_resolvers  # (the Loader's too: one Resolver table)
    first, anywhere = resolvers.get(text[:1]), resolvers.get(None)
    if not (first or anywhere):
        return True  # (most texts: no resolver for their first character, and none for any)
    for tag, pattern in (first or []) + (anywhere or []):
        if pattern.match(text):
            return tag == _STR
    return True


@lru_cache(maxsize=256)
def plain_key(key: str) -> bool:
    return bool(_KEY.fullmatch(key)) and resolves_to_str(key)


def _text(text: str, indent: int, flow: bool = False) -> str:
    """A string as `yamlio._str` and the emitter would write it (when it has no `NOT_FAST_TEXT`
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
    if (text[:1] in INDICATOR_FIRST and INDICATOR_START.match(text) or " #" in text or text[:1] == " " or text[-1:] == " "
            or (_FLOW_INDICATOR.search(text) if flow else ": " in text or text[-1:] == ":")
            or not resolves_to_str(text)):
        return "'" + text.replace("'", "''") + "'"
    return text


def fast_dump(data: dict) -> str | None:
    """`yamlio.pyyaml_dump(data)` written directly; None when it holds anything it cannot be sure of."""
    written = _written(data)
    return None if written is None else written[0]


def fast_dump_utf8(data: dict) -> bytes | None:
    """fast_dump(data) in UTF-8 (what a card file holds), which its check makes anyway."""
    written = _written(data)
    return None if written is None else written[1]


def _written(data: dict) -> tuple[str, bytes] | None:
    """fast_dump's text and its UTF-8."""
    out: list[str] = []
    try:
        if type(data) is not dict or not data:
            raise _Unsure
        _mapping(data, 0, out, "", set())
        text = "".join(out)
        encoded = text.encode("utf-8")
    except (_Unsure, UnicodeEncodeError):  # (a lone surrogate does not encode)
        return None
    # Every string is in the text as itself (the rest is ASCII), so one check covers them all.
    return None if _unsure_in_utf8(encoded) else (text, encoded)


def has_unsure_character(text: str) -> bool:
    """Whether `text` holds a `NOT_FAST_TEXT` character (found in its UTF-8: see `NOT_FAST_UTF8`)."""
    try:
        return _unsure_in_utf8(text.encode("utf-8"))
    except UnicodeEncodeError:  # a lone surrogate
        return True


def _unsure_in_utf8(encoded: bytes) -> bool:
    return NOT_FAST_UTF8.search(encoded.translate(None, PLAIN_BYTES)) is not None


def _mapping(data: dict, indent: int, out: list[str], first_pad: str, seen: set[int]) -> None:
    """A block mapping; its first key goes after `first_pad` (a list item's "- ")."""
    _once(data, seen)
    pad = " " * indent
    for key, value in data.items():
        if type(key) is not str or not plain_key(key):
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
