"""Infographic specs → SVG drawings that explain an answer at a glance.

A drawing is a rounded card: the title, the answer in a green badge, the layout's body (numbered
key points, columns compared row by row, or a part-of-whole bar) and the wrong options: each letter
struck through when the card shows its options, else the misconceptions they stand for, with no
letter. Text is wrapped with DejaVu Sans advance widths read from the bundled TTF, so no line
leaves the canvas; the canvas grows with the content. The card has its own background and a dark
variant (`prefers-color-scheme`), because the card's CSS cannot reach inside an `<img>`.

Sizes are set for a phone: a 360 px screen shows the WIDTH-unit canvas about 344 px wide, so the
smallest text (MIN_SIZE units) renders at about 14.6 px there; on a desktop the card's CSS caps
the drawing's width, so it never dwarfs the text around it.
"""
from __future__ import annotations

import functools
import math
import re

from ..errors import BuildError
from ..model import LAYOUTS, Infographic, Part
from .recall import capitalised, drawing_without_letters, misconceptions
from .textfit import Runs, clean, wrap, width as text_width
from .svg import ASCENT, LINE, centred, emit, esc, n, rect, text

WIDTH = 400
PAD = 20
INNER = WIDTH - 2 * PAD
GAP = 18
#: Font sizes in canvas units; nothing is drawn smaller than MIN_SIZE.
TITLE, ANSWER, BODY, MIN_SIZE = 22, 20, 18, 17
BAR = 28  # height of the breakdown's bar
# DejaVu Sans first: it is what the widths are measured with. The fallbacks (Arial, Helvetica,
# Roboto or SF as `sans-serif`) are all narrower, so a fallback never overflows. Verdana, about
# as wide and not metric-compatible, is left out on purpose.
FONT_FAMILY = "'DejaVu Sans', 'Bitstream Vera Sans', Arial, Helvetica, sans-serif"

# Past these, text ends with an ellipsis and lists say "+ N more": a drawing must stay legible
# on a phone and under 30 KB however long the source text is.
MAX_LINES = {"title": 3, "answer": 5, "point": 4, "item": 5, "head": 2, "label": 2, "note": 3}
MAX_POINTS, MAX_ITEMS, MAX_PARTS, MAX_WRONG, MAX_COLUMNS = 8, 6, 6, 6, 3

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
    "warn-dot": ("fill", "#b45309", "#f59e0b"),
    "accent": ("fill", "#1d4ed8", "#2563eb"),
    "on-accent": ("fill", "#ffffff", "#ffffff"),
}
# Fills by index, "light/dark": column cells, their heading pills; breakdown segments.
_SERIES = {
    "col": ("#eff6ff/#17244a", "#f5f3ff/#261d47", "#f0fdfa/#0d2e2b"),
    "head": ("#1d4ed8/#1d4ed8", "#6d28d9/#6d28d9", "#0f766e/#0f766e"),
    "seg": ("#2563eb/#3b82f6", "#7c3aed/#8b5cf6", "#d97706/#f59e0b", "#0d9488/#14b8a6",
            "#db2777/#ec4899", "#64748b/#94a3b8"),
}
PALETTE.update({f"{name}{i}": ("fill", *pair.split("/"))
                for name, pairs in _SERIES.items() for i, pair in enumerate(pairs)})
_STATIC_CSS = (
    ".tick{fill:none;stroke:#fff;stroke-width:3;stroke-linecap:round;stroke-linejoin:round}"
    ".strike{stroke-width:2.5;stroke-linecap:round}"
    ".bang{fill:none;stroke:#fff;stroke-width:2.6;stroke-linecap:round}"
)
_LABEL = re.compile(r"([^:]{1,40}):\s+(\S.*)", re.DOTALL)


def has_content(spec: Infographic) -> bool:
    """Whether `spec` gives anything to draw (or names an image); an empty one means no figure."""
    texts = (spec.title, spec.answer, *spec.points, *(reason for _, reason in spec.wrong),
             *(text for column in spec.columns for text in (column.heading, *column.items)))
    return bool(spec.image or spec.parts or any(text.strip() for text in texts))


def draw(spec: Infographic, letters: bool = True, true_notes: bool = False) -> bytes:
    """The SVG drawing of `spec`, UTF-8; the same spec always gives the same bytes.

    Without `letters` (a card that does not show its options) no letter is drawn: the answer
    loses a leading "C —" and the wrong options become misconceptions; or, with `true_notes` (the question asks
    for the false statement, "Which is NOT …"), the true statements they are (with letters: said to be true).
    """
    body = _BODIES.get(spec.layout)
    if body is None:
        raise BuildError(f"unknown infographic layout {spec.layout!r}: use one of {', '.join(LAYOUTS)}")
    if not letters:
        spec = drawing_without_letters(spec)
    out: list[str] = []
    y = text(out, [(spec.title, True)], PAD, PAD, INNER, TITLE, "title", MAX_LINES["title"])
    y = _answer(out, spec.answer, y + GAP if y > PAD else y)
    y = body(out, spec, y)
    y = _wrong(out, spec.wrong, y, true_notes) if letters else _misconceptions(out, spec.wrong, y, true_notes)
    # Every block leaves a GAP below itself; the last one's becomes the bottom padding.
    return _document(spec.title, out, (y - GAP if y > PAD else y) + PAD).encode("utf-8")


def _answer(out: list[str], answer: str, y: float) -> float:
    """A green badge with a check mark and the answer in bold."""
    if not answer.strip():
        return y
    pad, r = 12, 13
    tx = PAD + pad + 2 * r + 10
    lines = wrap([(answer, True)], ANSWER, PAD + INNER - pad - tx, MAX_LINES["answer"])
    th = len(lines) * LINE * ANSWER
    h = max(th, 2 * r) + 2 * pad
    text_top = y + pad + (max(th, 2 * r) - th) / 2
    cx, cy = PAD + pad + r, max(text_top + LINE * ANSWER / 2, y + pad + r)
    out.append(rect(PAD, y, INNER, h, 14, "ok-box ok-edge", 'stroke-width="2"'))
    out.append(f'<circle class="ok-dot" cx="{n(cx)}" cy="{n(cy)}" r="{r}"/>')
    out.append(f'<path class="tick" d="M{n(cx - 6)} {n(cy + 0.5)}l4 4.5 8-9.5"/>')
    emit(out, lines, tx, text_top, ANSWER, "ok-text")
    return y + h + GAP


def _key_points(out: list[str], spec: Infographic, y: float) -> float:
    """Numbered points; a leading "Label:" is set in bold."""
    r = 13
    tx = PAD + 2 * r + 10
    for number, point in enumerate(spec.points[:MAX_POINTS], 1):
        top = y
        y = text(out, _label_runs(point), tx, y, PAD + INNER - tx, BODY, "text", MAX_LINES["point"])
        cy = top + LINE * BODY / 2
        out.append(f'<circle class="accent" cx="{PAD + r}" cy="{n(cy)}" r="{r}"/>')
        out.append(centred(PAD + r, cy, str(number), MIN_SIZE, "on-accent"))
        y = max(y, top + 2 * r) + 10
    y = _more(out, len(spec.points) - MAX_POINTS, tx, y, PAD + INNER - tx)
    return y + GAP - 10 if spec.points else y


def _comparison(out: list[str], spec: Infographic, y: float) -> float:
    """A heading pill per column, then one row per item: tinted cells side by side. When every
    column's item starts with the same "Label:", the label heads the row once."""
    columns = spec.columns[:MAX_COLUMNS]  # the card file allows two; three still fit
    if not columns:
        return y
    gap, inset = 10, 10
    width = (INNER - gap * (len(columns) - 1)) / len(columns)
    xs = [PAD + i * (width + gap) for i in range(len(columns))]
    heads = [wrap([(c.heading, True)], BODY, width - 2 * inset, MAX_LINES["head"]) for c in columns]
    head_h = max(len(lines) for lines in heads) * LINE * BODY + 14
    for i, (x, lines) in enumerate(zip(xs, heads)):
        out.append(rect(x, y, width, head_h, 10, f"head{i}"))
        top = y + (head_h - len(lines) * LINE * BODY) / 2
        emit(out, lines, x + width / 2, top, BODY, "on-accent", "middle")
    y += head_h + 8
    for r in range(min(MAX_ITEMS, max(len(c.items) for c in columns))):
        cells = [_split_label(c.items[r]) if r < len(c.items) else None for c in columns]
        labels = {cell[0].casefold() for cell in cells if cell}
        shared = len(labels) == 1 and "" not in labels and all(cells)
        if shared:
            y = text(out, [(cells[0][0], True)], PAD, y + 4, INNER, MIN_SIZE, "muted", 1) + 4
        texts, bottom = [], y
        for i, (x, cell) in enumerate(zip(xs, cells)):
            if cell is None:
                continue
            runs = [(cell[1], False)] if shared else _label_runs(columns[i].items[r])
            bottom = max(bottom, text(texts, runs, x + inset, y + 8, width - 2 * inset, MIN_SIZE, "text",
                                      MAX_LINES["item"]))
        out.extend(rect(x, y, width, bottom + 8 - y, 10, f"col{i}") for i, (x, cell) in enumerate(zip(xs, cells))
                   if cell is not None)
        out.extend(texts)
        y = bottom + 8 + 8
    hidden = max(len(c.items) for c in columns) - MAX_ITEMS
    return _more(out, hidden, PAD, y, INNER) + GAP - 8


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
    gap, least = 3, 8  # a tiny part still shows as a sliver
    free = INNER - gap * (len(segments) - 1) - least * len(segments)
    x = float(PAD)
    for share, cls in segments:
        out.append(rect(x, y, least + free * share, BAR, 7, cls))
        x += least + free * share + gap
    y += BAR + GAP
    for i, (part, share) in enumerate(zip(spec.parts[:MAX_PARTS], shares)):
        y = _legend_row(out, part, share, i, y)
    return _more(out, len(spec.parts) - MAX_PARTS, PAD + 28, y, INNER - 28) + GAP - 12


def _legend_row(out: list[str], part: Part, share: float, i: int, y: float) -> float:
    """Swatch, bold label, percentage on the right, and the detail below."""
    tx = PAD + 28
    percent = f"{round(share * 100)}%"
    pct_w = text_width(percent, True, BODY)
    out.append(rect(PAD, y + (LINE * BODY - 18) / 2, 18, 18, 5, f"seg{i}"))
    out.append(f'<text class="text" x="{PAD + INNER}" y="{n(y + ASCENT * BODY)}" font-size="{BODY}"'
               f' font-weight="700" text-anchor="end">{percent}</text>')
    label_w = PAD + INNER - tx - pct_w - 10
    y = text(out, [(part.label, True)], tx, y, label_w, BODY, "text", MAX_LINES["label"])
    if part.detail.strip():
        y = text(out, [(part.detail, False)], tx, y + 2, PAD + INNER - tx, MIN_SIZE, "muted", MAX_LINES["note"])
    return y + 12


def _section(out: list[str], heading: str, y: float) -> float:
    """A rule and a small heading above the wrong options."""
    out.append(rect(PAD, y, INNER, 2, 1, "rule"))
    return text(out, [(heading, True)], PAD, y + 14, INNER, MIN_SIZE, "muted", 1) + 10


def _wrong(out: list[str], wrong: tuple[tuple[str, str], ...], y: float, true: bool = False) -> float:
    """Each wrong letter struck through in a red ring, with a few words why; with `true` ("Which is NOT …?"), under a
    heading that says they are true (a note that states one is then not read as false)."""
    if not wrong:
        return y
    y = _section(out, "Why not the others: they are true" if true else "Why not the others", y)
    r = 13
    tx = PAD + 2 * r + 10
    for letter, reason in wrong[:MAX_WRONG]:
        top, cx, cy = y, PAD + r, y + r
        out.append(f'<circle class="bad-box bad-edge" cx="{cx}" cy="{n(cy)}" r="{r}" stroke-width="2"/>')
        out.append(centred(cx, cy, clean(letter)[:2], MIN_SIZE, "bad-text"))
        out.append(f'<path class="bad-edge strike" d="M{cx - 9} {n(cy)}h18"/>')
        text_top = cy - LINE * MIN_SIZE / 2  # first line centred on the ring
        y = text(out, [(reason, False)], tx, text_top, PAD + INNER - tx, MIN_SIZE, "muted", MAX_LINES["note"])
        y = max(y, top + 2 * r) + 10
    return _more(out, len(wrong) - MAX_WRONG, tx, y, PAD + INNER - tx) + GAP - 10


def _misconceptions(out: list[str], wrong: tuple[tuple[str, str], ...], y: float, true: bool = False) -> float:
    """What the wrong options get wrong, each once, behind a warning mark and without its letter; with
    `true`, the true statements they are (the question asked for the false one), behind a check mark."""
    notes = misconceptions(clean(reason) for _, reason in wrong)
    if not notes:
        return y
    y = _section(out, "True statements" if true else "Misconceptions, corrected", y)
    r = 10
    tx = PAD + 2 * r + 12
    for note in notes[:MAX_WRONG]:
        top, cx, cy = y, PAD + r + 1, y + LINE * MIN_SIZE / 2
        out.append(f'<circle class="{"ok-dot" if true else "warn-dot"}" cx="{cx}" cy="{n(cy)}" r="{r}"/>')
        out.append(f'<path class="tick" d="M{cx - 5} {n(cy + 0.5)}l3.5 3.5 6.5-7.5"/>' if true else
                   f'<path class="bang" d="M{cx} {n(cy - 5)}v5.5M{cx} {n(cy + 5)}v0.1"/>')
        note = capitalised(note)  # a note of its own, not the end of "C is wrong: …"
        y = text(out, [(note, False)], tx, top, PAD + INNER - tx, MIN_SIZE, "text", MAX_LINES["note"]) + 10
    return _more(out, len(notes) - MAX_WRONG, tx, y, PAD + INNER - tx) + GAP - 10


_BODIES = {"key-points": _key_points, "comparison": _comparison, "breakdown": _breakdown}


def _more(out: list[str], hidden: int, x: float, y: float, width: float) -> float:
    """A "+ N more" line for list items left out."""
    if hidden <= 0:
        return y
    return text(out, [(f"+ {hidden} more", False)], x, y, width, MIN_SIZE, "muted", 1) + 8


def _split_label(item: str) -> tuple[str, str]:
    """'Label: text' → (label, text); ('', item) without a label."""
    match = _LABEL.fullmatch(item.strip())
    return (match[1].strip(), match[2]) if match else ("", item)


def _label_runs(point: str) -> Runs:
    """'Label: text' → the label in bold, then the text."""
    label, rest = _split_label(point)
    return [(label + ":", True), (rest, False)] if label else [(point, False)]


@functools.cache
def _css() -> str:
    """The palette as CSS rules, with the dark colours under a prefers-color-scheme query."""
    light = "".join(f".{c}{{{p}:{day}}}" for c, (p, day, _) in PALETTE.items())
    dark = "".join(f".{c}{{{p}:{night}}}" for c, (p, _, night) in PALETTE.items())
    return f"{light}{_STATIC_CSS}@media (prefers-color-scheme:dark){{{dark}}}"


def _document(title: str, body: list[str], height: float) -> str:
    h = n(math.ceil(height))
    # Only a relative width: the drawing scales to the card, whose CSS caps it.
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 {WIDTH} {h}"'
            f' font-family="{FONT_FAMILY}" role="img">')
    return "\n".join([
        head,
        f"<title>{esc(clean(title)[:300])}</title>",
        f"<style>{_css()}</style>",
        rect(1, 1, WIDTH - 2, math.ceil(height) - 2, 18, "card card-edge", 'stroke-width="2"'),
        *body,
        "</svg>\n",
    ])
