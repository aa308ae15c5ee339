"""Infographic specs → SVG drawings that explain an answer at a glance.

A drawing is a rounded card: the title, the answer in a green badge, the layout's body (numbered
key points, two columns compared, or a part-of-whole bar) and the wrong options struck through.
Text is wrapped with DejaVu Sans advance widths read from the bundled TTF, so no line leaves the
canvas; the canvas grows with the content. The card has its own background and a dark variant
(`prefers-color-scheme`), because the card's CSS cannot reach inside an `<img>`.
"""
from __future__ import annotations

import functools
import html
import math
import re

from ..errors import BuildError
from .textfit import Runs, clean as _clean, width as _width, wrap as _wrap
from ..model import LAYOUTS, Infographic, Part

WIDTH = 640
PAD = 32
INNER = WIDTH - 2 * PAD
GAP = 24
# DejaVu Sans first: it is what the widths are measured with. The fallbacks (Arial, Helvetica,
# Roboto or SF as `sans-serif`) are all narrower, so a fallback never overflows. Verdana, about
# as wide and not metric-compatible, is left out on purpose.
FONT_FAMILY = "'DejaVu Sans', 'Bitstream Vera Sans', Arial, Helvetica, sans-serif"
LINE = 1.32  # line height, in em
ASCENT = 0.93  # DejaVu Sans ascent, in em: from a line's top to its baseline

# Past these, text ends with an ellipsis and lists say "+ N more": a drawing must stay legible
# on a phone and under 30 KB however long the source text is.
MAX_LINES = {"title": 3, "answer": 3, "point": 4, "item": 4, "head": 2, "label": 2, "note": 2}
MAX_POINTS, MAX_ITEMS, MAX_PARTS, MAX_WRONG, MAX_COLUMNS = 10, 8, 6, 8, 3

#: CSS class -> (property, light colour, dark colour). Text classes keep >= 4.5:1 on their box.
PALETTE = {
    "card": ("fill", "#ffffff", "#151c2c"),
    "card-edge": ("stroke", "#e2e8f0", "#334155"),
    "rule": ("fill", "#e2e8f0", "#334155"),
    "title": ("fill", "#0f172a", "#f8fafc"),
    "text": ("fill", "#1e293b", "#e2e8f0"),
    "muted": ("fill", "#475569", "#cbd5e1"),
    "ok-box": ("fill", "#ecfdf3", "#0b2a1b"),
    "ok-edge": ("stroke", "#86efac", "#166534"),
    "ok-dot": ("fill", "#16a34a", "#16a34a"),
    "ok-text": ("fill", "#14532d", "#bbf7d0"),
    "bad-box": ("fill", "#fef2f2", "#3b1218"),
    "bad-edge": ("stroke", "#dc2626", "#f87171"),
    "bad-text": ("fill", "#b91c1c", "#fca5a5"),
    "accent": ("fill", "#1d4ed8", "#2563eb"),
    "on-accent": ("fill", "#ffffff", "#ffffff"),
}
# Fills by index, "light/dark": column panels, their heading pills and bullets; breakdown segments.
_SERIES = {
    "col": ("#eff6ff/#17244a", "#f5f3ff/#261d47", "#f0fdfa/#0d2e2b"),
    "head": ("#1d4ed8/#1d4ed8", "#6d28d9/#6d28d9", "#0f766e/#0f766e"),
    "dot": ("#2563eb/#60a5fa", "#7c3aed/#a78bfa", "#0d9488/#2dd4bf"),
    "seg": ("#2563eb/#3b82f6", "#7c3aed/#8b5cf6", "#d97706/#f59e0b", "#0d9488/#14b8a6",
            "#db2777/#ec4899", "#64748b/#94a3b8"),
}
PALETTE.update({f"{name}{i}": ("fill", *pair.split("/"))
                for name, pairs in _SERIES.items() for i, pair in enumerate(pairs)})
_STATIC_CSS = (
    ".tick{fill:none;stroke:#fff;stroke-width:3.5;stroke-linecap:round;stroke-linejoin:round}"
    ".strike{stroke-width:2.5;stroke-linecap:round}"
)
_LABEL = re.compile(r"([^:]{1,40}):\s+(\S.*)", re.DOTALL)



def draw(spec: Infographic) -> bytes:
    """The SVG drawing of `spec`, UTF-8; the same spec always gives the same bytes."""
    body = _BODIES.get(spec.layout)
    if body is None:
        raise BuildError(f"unknown infographic layout {spec.layout!r}: use one of {', '.join(LAYOUTS)}")
    out: list[str] = []
    y = _text(out, [(spec.title, True)], PAD, PAD, INNER, 30, "title", MAX_LINES["title"])
    y = _answer(out, spec.answer, y + GAP if y > PAD else y)
    y = _wrong(out, spec.wrong, body(out, spec, y))
    # Every block leaves a GAP below itself; the last one's becomes the bottom padding.
    return _document(spec.title, out, (y - GAP if y > PAD else y) + PAD).encode("utf-8")


def _answer(out: list[str], answer: str, y: float) -> float:
    """A green badge with a check mark and the answer in bold."""
    if not answer.strip():
        return y
    pad, r, size = 16, 18, 24
    tx = PAD + pad + 2 * r + 14
    lines = _wrap([(answer, True)], size, PAD + INNER - pad - tx, MAX_LINES["answer"])
    th = len(lines) * LINE * size
    h = max(th, 2 * r) + 2 * pad
    text_top = y + pad + (max(th, 2 * r) - th) / 2
    cx, cy = PAD + pad + r, max(text_top + LINE * size / 2, y + pad + r)
    out.append(_rect(PAD, y, INNER, h, 16, "ok-box ok-edge", 'stroke-width="2"'))
    out.append(f'<circle class="ok-dot" cx="{_n(cx)}" cy="{_n(cy)}" r="{r}"/>')
    out.append(f'<path class="tick" d="M{_n(cx - 8)} {_n(cy + 0.5)}l5.5 6 11-12.5"/>')
    _emit(out, lines, tx, text_top, size, "ok-text")
    return y + h + GAP


def _key_points(out: list[str], spec: Infographic, y: float) -> float:
    """Numbered points; a leading "Label:" is set in bold."""
    r, size = 17, 24
    tx = PAD + 2 * r + 16
    for number, point in enumerate(spec.points[:MAX_POINTS], 1):
        top = y
        y = _text(out, _label_runs(point), tx, y, PAD + INNER - tx, size, "text", MAX_LINES["point"])
        cy = top + LINE * size / 2
        out.append(f'<circle class="accent" cx="{PAD + r}" cy="{_n(cy)}" r="{r}"/>')
        out.append(_centred(PAD + r, cy, str(number), 20, "on-accent"))
        y = max(y, top + 2 * r) + 14
    y = _more(out, len(spec.points) - MAX_POINTS, tx, y, PAD + INNER - tx)
    return y + GAP - 14 if spec.points else y


def _comparison(out: list[str], spec: Infographic, y: float) -> float:
    """Tinted panels side by side, each with a heading pill; item rows line up across panels."""
    columns = spec.columns[:MAX_COLUMNS]  # the card file allows two; three still fit legibly
    if not columns:
        return y
    gap, inset, size = 16, 10, 22
    width = (INNER - gap * (len(columns) - 1)) / len(columns)
    xs = [PAD + i * (width + gap) for i in range(len(columns))]
    text_x, text_w = inset + 22, width - 2 * inset - 22  # text_x is relative to the panel
    body: list[str] = []
    heads = [_wrap([(c.heading, True)], 24, width - 2 * inset - 24, MAX_LINES["head"]) for c in columns]
    head_h = max(len(lines) for lines in heads) * LINE * 24 + 20
    for i, (x, lines) in enumerate(zip(xs, heads)):
        body.append(_rect(x + inset, y + inset, width - 2 * inset, head_h, 12, f"head{i}"))
        top = y + inset + (head_h - len(lines) * LINE * 24) / 2
        _emit(body, lines, x + width / 2, top, 24, "on-accent", "middle")
    row = y + inset + head_h + 16
    for r in range(min(MAX_ITEMS, max(len(c.items) for c in columns))):
        bottom = row
        for i, (x, column) in enumerate(zip(xs, columns)):
            if r < len(column.items):
                body.append(f'<circle class="dot{i}" cx="{_n(x + inset + 8)}"'
                            f' cy="{_n(row + LINE * size / 2)}" r="5"/>')
                runs = _label_runs(column.items[r])
                item_bottom = _text(body, runs, x + text_x, row, text_w, size, "text", MAX_LINES["item"])
                bottom = max(bottom, item_bottom)
        row = bottom + 10
    row = max(_more(body, len(c.items) - MAX_ITEMS, x + text_x, row, text_w) for x, c in zip(xs, columns))
    out.extend(_rect(x, y, width, row + 6 - y, 16, f"col{i}") for i, x in enumerate(xs))
    out.extend(body)
    return row + 6 + GAP


def _breakdown(out: list[str], spec: Infographic, y: float) -> float:
    """A segmented part-of-whole bar, then one legend row per part with its share of the whole."""
    if not spec.parts:
        return y
    weights = [p.weight if math.isfinite(p.weight) and p.weight > 0 else 0.0 for p in spec.parts]
    total = sum(weights)
    shares = [w / total if total else 1 / len(weights) for w in weights]
    segments = [(share, f"seg{i}") for i, share in enumerate(shares[:MAX_PARTS])]
    if len(shares) > MAX_PARTS:  # the parts left out still take their room, in grey
        segments.append((sum(shares[MAX_PARTS:]), "rule"))
    gap, least = 4, 10  # a tiny part still shows as a sliver
    free = INNER - gap * (len(segments) - 1) - least * len(segments)
    x = float(PAD)
    for share, cls in segments:
        out.append(_rect(x, y, least + free * share, 32, 8, cls))
        x += least + free * share + gap
    y += 32 + GAP
    for i, (part, share) in enumerate(zip(spec.parts[:MAX_PARTS], shares)):
        y = _legend_row(out, part, share, i, y)
    return _more(out, len(spec.parts) - MAX_PARTS, PAD + 36, y, INNER - 36) + GAP - 16


def _legend_row(out: list[str], part: Part, share: float, i: int, y: float) -> float:
    """Swatch, bold label, percentage on the right, and the detail below."""
    tx, size = PAD + 36, 24
    percent = f"{round(share * 100)}%"
    pct_w = _width(percent, True, size)
    out.append(_rect(PAD, y + (LINE * size - 22) / 2, 22, 22, 6, f"seg{i}"))
    out.append(f'<text class="text" x="{PAD + INNER}" y="{_n(y + ASCENT * size)}" font-size="{size}"'
               f' font-weight="700" text-anchor="end">{percent}</text>')
    label_w = PAD + INNER - tx - pct_w - 12
    y = _text(out, [(part.label, True)], tx, y, label_w, size, "text", MAX_LINES["label"])
    if part.detail.strip():
        y = _text(out, [(part.detail, False)], tx, y + 2, PAD + INNER - tx, 22, "muted", MAX_LINES["note"])
    return y + 16


def _wrong(out: list[str], wrong: tuple[tuple[str, str], ...], y: float) -> float:
    """A rule, then each wrong letter struck through in a red ring with a few words why."""
    if not wrong:
        return y
    out.append(_rect(PAD, y, INNER, 2, 1, "rule"))
    y = _text(out, [("Why not the others", True)], PAD, y + 20, INNER, 22, "muted", 1) + 12
    r, size = 17, 22
    tx = PAD + 2 * r + 16
    for letter, reason in wrong[:MAX_WRONG]:
        top, cx, cy = y, PAD + r, y + r
        out.append(f'<circle class="bad-box bad-edge" cx="{cx}" cy="{_n(cy)}" r="{r}" stroke-width="2"/>')
        out.append(_centred(cx, cy, _clean(letter)[:2], 20, "bad-text"))
        out.append(f'<path class="bad-edge strike" d="M{cx - 11} {_n(cy)}h22"/>')
        text_top = cy - LINE * size / 2  # first line centred on the ring
        y = _text(out, [(reason, False)], tx, text_top, PAD + INNER - tx, size, "muted", MAX_LINES["note"])
        y = max(y, top + 2 * r) + 12
    return _more(out, len(wrong) - MAX_WRONG, tx, y, PAD + INNER - tx) + GAP - 12


_BODIES = {"key-points": _key_points, "comparison": _comparison, "breakdown": _breakdown}


def _more(out: list[str], hidden: int, x: float, y: float, width: float) -> float:
    """A "+ N more" line for list items left out."""
    if hidden <= 0:
        return y
    return _text(out, [(f"+ {hidden} more", False)], x, y, width, 22, "muted", 1) + 8


def _label_runs(point: str) -> Runs:
    """'Label: text' → the label in bold, then the text."""
    match = _LABEL.fullmatch(point.strip())
    return [(match[1] + ":", True), (match[2], False)] if match else [(point, False)]


def _text(out: list[str], runs: Runs, x: float, y: float, width: float, size: float, cls: str,
          max_lines: int) -> float:
    """Wrapped text whose first line's top is at `y`; returns the y below its last line."""
    lines = _wrap(runs, size, width, max_lines)
    _emit(out, lines, x, y, size, cls)
    return y + len(lines) * LINE * size


def _emit(out: list[str], lines: list[Runs], x: float, y: float, size: float, cls: str,
          anchor: str = "") -> None:
    """One <text> per line; bold runs become <tspan>s."""
    extra = f' text-anchor="{anchor}"' if anchor else ""
    for i, line in enumerate(lines):
        base = _n(y + ASCENT * size + i * LINE * size)
        all_bold = all(bold for _, bold in line)
        weight = ' font-weight="700"' if all_bold else ""
        parts = [f'<tspan font-weight="700">{_esc(t)}</tspan>' if bold and not all_bold else _esc(t)
                 for t, bold in line]
        out.append(f'<text class="{cls}" x="{_n(x)}" y="{base}" font-size="{size}"{weight}{extra}>'
                   f'{"".join(parts)}</text>')


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _n(value: float) -> str:
    """A coordinate with at most one decimal, always printed the same way."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _rect(x: float, y: float, w: float, h: float, r: float, cls: str, extra: str = "") -> str:
    extra = f" {extra}" if extra else ""
    return (f'<rect class="{cls}" x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}"'
            f' rx="{r}"{extra}/>')


def _centred(cx: float, cy: float, text: str, size: float, cls: str) -> str:
    """Bold text centred on a point (0.36 em is half DejaVu's cap height)."""
    return (f'<text class="{cls}" x="{_n(cx)}" y="{_n(cy + 0.36 * size)}" font-size="{size}"'
            f' font-weight="700" text-anchor="middle">{_esc(text)}</text>')


@functools.cache
def _css() -> str:
    """The palette as CSS rules, with the dark colours under a prefers-color-scheme query."""
    light = "".join(f".{c}{{{p}:{day}}}" for c, (p, day, _) in PALETTE.items())
    dark = "".join(f".{c}{{{p}:{night}}}" for c, (p, _, night) in PALETTE.items())
    return f"{light}{_STATIC_CSS}@media (prefers-color-scheme:dark){{{dark}}}"


def _document(title: str, body: list[str], height: float) -> str:
    h = _n(math.ceil(height))
    # Only a relative width: the drawing scales to the card, which caps it (e.g. max-width 640px).
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 {WIDTH} {h}"'
            f' font-family="{FONT_FAMILY}" role="img">')
    return "\n".join([
        head,
        f"<title>{_esc(_clean(title)[:300])}</title>",
        f"<style>{_css()}</style>",
        _rect(1, 1, WIDTH - 2, math.ceil(height) - 2, 24, "card card-edge", 'stroke-width="2"'),
        *body,
        "</svg>\n",
    ])
