"""Text fitted to boxes with real font metrics: greedy line breaking at DejaVu Sans advance widths.

The widths are those of the TTF files bundled in `deckgen/fonts/`, extracted once into
`fonts/advances.json` by `tools/font_metrics.py` (a test checks the two agree), so a wrapped line
never leaves its box in a browser that uses that font, and fonts that replace it (Arial,
Helvetica, Roboto, SF) are narrower.
"""
from __future__ import annotations

import functools
import json
import re
from importlib import resources

FIT = 0.96  # wrap at 96% of a box: browsers kern and round, the measurement does not
UNKNOWN_EM = 1.3  # advance assumed for glyphs DejaVu lacks (CJK, emoji come from wider fonts)
_SPACES = re.compile(r"[^\S\u00a0\u202f]+")
_INVALID_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")

Runs = list[tuple[str, bool]]  # (text, bold)


def wrap(runs: Runs, size: float, width: float, max_lines: int) -> list[Runs]:
    """Greedy line breaking at measured widths; text past `max_lines` becomes an ellipsis."""
    limit = width * FIT
    cap = max_lines * int(limit / (size * 0.25) + 2)  # more characters than fit: bounds the work
    cleaned = [(clean(text), bold) for text, bold in runs]
    cut = any(len(text) > cap for text, _ in cleaned)
    lines: list[Runs] = [[]]
    used = 0.0
    for piece, advance, bold, space in _pieces(cleaned, cap, size, limit):
        if lines[-1] and used + space + advance > limit:
            if len(lines) == max_lines:
                cut = True
                break
            lines.append([])
            used = 0.0
        line = lines[-1]
        if line:
            piece, used = " " + piece, used + space
        if line and line[-1][1] == bold:  # same weight: extend the run
            line[-1] = (line[-1][0] + piece, bold)
        else:
            line.append((piece, bold))
        used += advance
    if cut:
        lines[-1] = _ellipsize(lines[-1], size, limit)
    return [line for line in lines if line]


def _pieces(cleaned: Runs, cap: int, size: float, limit: float):
    """(word, width, bold, width of a space) for each word; words wider than a line are cut."""
    for text, bold in cleaned:
        space = width(" ", bold, size)
        for word in text[:cap].split(" "):
            measured = width(word, bold, size)
            if measured <= limit:
                yield word, measured, bold, space
                continue
            piece = ""
            for char in word:
                if piece and width(piece + char, bold, size) > limit:
                    yield piece, width(piece, bold, size), bold, space
                    piece = ""
                piece += char
            yield piece, width(piece, bold, size), bold, space


def _ellipsize(line: Runs, size: float, limit: float) -> Runs:
    """The line shortened until it fits with a trailing ellipsis."""
    line = list(line)
    while line:
        text, bold = line[-1]
        if sum(width(t, b, size) for t, b in line) + width("…", bold, size) <= limit:
            line[-1] = (text.rstrip(" ,;:.") + "…", bold)
            return line
        line[-1] = (text[:-1], bold)
        if not line[-1][0].strip():
            line.pop()
    return [("…", False)]


class _Advances(dict):
    """Character -> advance width in em; characters the font lacks get UNKNOWN_EM."""

    def __missing__(self, char: str) -> float:
        return UNKNOWN_EM


@functools.cache
def _advances(bold: bool) -> _Advances:
    """Advance widths of the bundled font, read once per process."""
    table = json.loads(resources.files("deckgen").joinpath("fonts", "advances.json").read_bytes())
    font = table["DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"]
    upm = font["units_per_em"]
    return _Advances((chr(first + offset), advance / upm)
                     for first, advances in font["runs"] for offset, advance in enumerate(advances))


def width(text: str, bold: bool, size: float) -> float:
    """Width of `text` at `size`, kerning ignored."""
    return size * _em_width(text, bold)


@functools.lru_cache(maxsize=1 << 16)
def _em_width(text: str, bold: bool) -> float:
    """Width in em; cached, since the same words come back again and again."""
    return sum(map(_advances(bold).__getitem__, text))


def clean(text: str) -> str:
    """Whitespace collapsed to single spaces (no-break spaces kept) and non-XML characters dropped."""
    return _SPACES.sub(" ", _INVALID_XML.sub("", text)).strip()
