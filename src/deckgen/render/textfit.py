"""Text fitted to boxes with real font metrics: greedy line breaking at DejaVu Sans advance widths.

The widths are those of the TTF files bundled in `deckgen/render/fonts/`, extracted once into
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
    # Each line is a list of [words, bold] runs, joined at the end.
    lines: list[list[list]] = [[]]
    line, used = lines[0], 0.0
    for text, bold in cleaned:
        ems, space = _em_cache(bold), size * _em_width(" ", bold)
        for word in text[:cap].split(" "):
            em = ems.get(word)
            if em is None:
                em = _em_width(word, bold)
            advance = size * em
            for piece, advance in ((word, advance),) if advance <= limit else _cut(word, bold, size, limit):
                if line and used + space + advance > limit:
                    if len(lines) == max_lines:
                        cut = True
                        break
                    line, used = [], 0.0
                    lines.append(line)
                if line:
                    used += space
                if line and line[-1][1] == bold:  # same weight: extend the run
                    line[-1][0].append(piece)
                else:
                    line.append([[" " + piece] if line else [piece], bold])
                used += advance
            else:
                continue
            break
        else:
            continue
        break
    out = [[(" ".join(words), weight) for words, weight in each] for each in lines]
    if cut:
        out[-1] = _ellipsize(out[-1], size, limit)
    return [each for each in out if each]


def _cut(word: str, bold: bool, size: float, limit: float):
    """(piece, width) of a word wider than a line, cut where it overflows."""
    piece = ""
    for char in word:
        if piece and width(piece + char, bold, size) > limit:
            yield piece, width(piece, bold, size)
            piece = ""
        piece += char
    yield piece, width(piece, bold, size)


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
    table = json.loads(resources.files(__package__).joinpath("fonts", "advances.json").read_bytes())
    font = table["DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"]
    upm = font["units_per_em"]
    return _Advances((chr(first + offset), advance / upm)
                     for first, advances in font["runs"] for offset, advance in enumerate(advances))


def width(text: str, bold: bool, size: float) -> float:
    """Width of `text` at `size`, kerning ignored."""
    return size * _em_width(text, bold)


def _em_width(text: str, bold: bool) -> float:
    """Width in em; cached, since the same words come back again and again."""
    cache = _em_cache(bold)
    em = cache.get(text)
    if em is None:
        if len(cache) >= 1 << 16:
            cache.clear()
        em = cache[text] = sum(map(_advances(bold).__getitem__, text))
    return em


@functools.cache
def _em_cache(bold: bool) -> dict[str, float]:
    return {}


def clean(text: str) -> str:
    """Whitespace collapsed to single spaces (no-break spaces kept) and non-XML characters dropped."""
    return _SPACES.sub(" ", _INVALID_XML.sub("", text)).strip()
