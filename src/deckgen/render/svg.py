"""SVG building blocks for the drawings: wrapped text lines, boxes and centred labels.

Coordinates are written with at most one decimal, always the same way, so the same drawing
always gives the same bytes.
"""
from __future__ import annotations

import html

from .textfit import Runs, wrap

LINE = 1.3  # line height, in em
ASCENT = 0.93  # DejaVu Sans ascent, in em: from a line's top to its baseline


def text(out: list[str], runs: Runs, x: float, y: float, width: float, size: float, cls: str,
         max_lines: int) -> float:
    """Wrapped text whose first line's top is at `y`; returns the y below its last line."""
    lines = wrap(runs, size, width, max_lines)
    emit(out, lines, x, y, size, cls)
    return y + len(lines) * LINE * size


def emit(out: list[str], lines: list[Runs], x: float, y: float, size: float, cls: str,
         anchor: str = "") -> None:
    """One <text> per line; bold runs become <tspan>s."""
    extra = f' text-anchor="{anchor}"' if anchor else ""
    for i, line in enumerate(lines):
        base = n(y + ASCENT * size + i * LINE * size)
        all_bold = all(bold for _, bold in line)
        weight = ' font-weight="700"' if all_bold else ""
        parts = [f'<tspan font-weight="700">{esc(t)}</tspan>' if bold and not all_bold else esc(t)
                 for t, bold in line]
        out.append(f'<text class="{cls}" x="{n(x)}" y="{base}" font-size="{size}"{weight}{extra}>'
                   f'{"".join(parts)}</text>')


def centred(cx: float, cy: float, label: str, size: float, cls: str) -> str:
    """Bold text centred on a point (0.36 em is half DejaVu's cap height)."""
    return (f'<text class="{cls}" x="{n(cx)}" y="{n(cy + 0.36 * size)}" font-size="{size}"'
            f' font-weight="700" text-anchor="middle">{esc(label)}</text>')


def rect(x: float, y: float, w: float, h: float, r: float, cls: str, extra: str = "") -> str:
    extra = f" {extra}" if extra else ""
    return (f'<rect class="{cls}" x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"'
            f' rx="{r}"{extra}/>')


def esc(value: str) -> str:
    return html.escape(value, quote=True)


def n(value: float) -> str:
    """A coordinate with at most one decimal, always printed the same way."""
    return f"{value:.1f}".rstrip("0").rstrip(".")
