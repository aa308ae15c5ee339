"""A page's references, never content: where to read more, under their heading ("Reference" / "NVIDIA Triton
Inference Server User Guide – Batchers, …") or after their label on one line ("References: NVIDIA DOCA SDK
documentation."). Blanked line by line, as page furniture is (`furniture.without_furniture` calls it).
"""
from __future__ import annotations

import re

# An analysis's item, which ends the references above it: "A: …", "(B) …", "Option C, …", "Why not D?", "✗ …".
ITEM_START = re.compile(r"\W{0,3}(?:(?:options?|choices?|answers?|statements?)\s+\(?[A-Ha-h]\)?(?![\w-])|\(?[A-Ha-h]\)?\s*[.):—–-]|"
                        r"why\s+not\b|[✗✘❌✓✔✅]|(?:in)?correct\b|wrong\b)", re.I)

# A page's references under its heading ("Reference" / "NVIDIA Triton Inference Server User Guide – Batchers, …"), or
# after its label on one line ("References: NVIDIA DOCA SDK documentation."): where to read more, never a fact.
REFERENCES = re.compile(r"(?:references?|sources?|further\s+reading|see\s+also|learn\s+more|documentation|docs)\s*:?\s*", re.I)
REFERENCE_LINE = re.compile(r"(?:references?|sources?|further\s+reading|see\s+also)\s*:\s+\S[^\n]{0,240}", re.I)
REFERENCE_LINES = 3  # (the most lines of references under their heading; an analysis's item ends them: "A: …", "(B) …")


def without_references(lines: list[str], stem_lines: int) -> list[str]:
    """`lines` with a page's references blanked: their heading (past the stem, its first `stem_lines` lines) and up to
    REFERENCE_LINES lines under it that start no item of an analysis, or a line led by their label."""
    out, under = list(lines), 0
    for index, line in enumerate(lines):
        if index < stem_lines or not line.strip():
            under = 0 if not line.strip() and under else under
            continue
        if (heading := line.lstrip()[:1].isupper()) and REFERENCES.fullmatch(line.strip()):  # (a capital: "source:" is a YAML key)
            out[index], under = "", REFERENCE_LINES
        elif heading and REFERENCE_LINE.fullmatch(line.strip()):  # (its references on the line: what follows is the page's again)
            out[index], under = "", 0
        elif under and not ITEM_START.match(line):
            out[index], under = "", under - 1
        else:
            under = 0
    return out
