"""Write src/deckgen/render/fonts/advances.json: the advance width of every character of the bundled fonts.

    python tools/font_metrics.py

deckgen wraps infographic text at these widths. Reading them from the TTF files with fontTools
took ~0.1 s per process (most of a one-question rebuild's drawing), so they are extracted once,
here, and `tests/test_infographic.py` checks that the table still matches the fonts.
"""
from __future__ import annotations

import json
from pathlib import Path

from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parent.parent / "src" / "deckgen" / "render" / "fonts"
NAMES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


def advances(path: Path) -> dict:
    """{"units_per_em": n, "runs": [[first code point, [advance, …]], …]} for consecutive code points."""
    font = TTFont(path)
    hmtx = font["hmtx"].metrics
    runs: list[list] = []
    for codepoint, glyph in sorted(font.getBestCmap().items()):
        if runs and runs[-1][0] + len(runs[-1][1]) == codepoint:
            runs[-1][1].append(hmtx[glyph][0])
        else:
            runs.append([codepoint, [hmtx[glyph][0]]])
    return {"units_per_em": font["head"].unitsPerEm, "runs": runs}


def table() -> dict:
    return {name: advances(FONTS / name) for name in NAMES}


if __name__ == "__main__":
    (FONTS / "advances.json").write_text(json.dumps(table(), separators=(",", ":")) + "\n", "ascii")
