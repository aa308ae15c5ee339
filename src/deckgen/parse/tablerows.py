"""A plain-text table's rows as every step reads them: a row's cells (parted by "|", or by dot leaders: 'A = "nvidia-smi
-q" ........ WRONG - query only'), a row's cell wrapped onto the next line joined to it, a rule ("---|---", "---+---"), and the
rows as a text shows them where the analysis read none of them (`whole_rows`)."""
from __future__ import annotations

import re

from .verdictcolumn import RULE

DOTS = re.compile(r"\s*\.{4,}\s*")


def joined(lines: list[str]) -> list[str]:
    """`lines` with a row's wrapped cells joined to its row, each to its own: "A | Correct statement. This path is the
    defining feature," then "  | so it cannot be the exception." (its first cell blank) is one row; so are three cells, and
    a bordered table's ("| A | … |" then "|   | … |")."""
    out: list[str] = []
    for line in lines:
        stripped = line.strip()
        row = next((at for at in range(len(out) - 1, max(-1, len(out) - 3), -1) if out[at].strip()), -1)  # (blank lines apart)
        bordered = row >= 0 and line[:4].lstrip()[:1] == "|" and not stripped[1:].split("|", 1)[0].strip() and out[row].strip()[:1] == "|"  # ("| | (TRUE) | …"; no code block's)
        if row >= 0 and stripped.startswith("|") and len(cells_of(out[row])) >= 2 and (bordered or not out[row].strip().startswith("|")) \
                and (stripped.count("|") == 1 or line.count("|") == out[row].count("|")):  # (or "   |       | the packages are …")
            out[row] = f"{out[row].rstrip()} {stripped[1:].strip()}" if stripped.count("|") == 1 else "|".join(
                f"{cell.rstrip()} {more.strip()}" if more.strip() else cell for cell, more in zip(out[row].split("|"), line.split("|")))
            del out[row + 1:]
            continue
        out.append(line)
    return out


def cells_of(line: str) -> list[str]:
    return [cell.strip() for cell in (line.strip().strip("|").split("|") if "|" in line else DOTS.split(line.strip()) if "...." in line else [])]


def rule(cells: list[str]) -> bool:
    return all(set(cell) <= set("-:= ") for cell in cells) and any("-" in cell or "=" in cell for cell in cells)


def rule_line(line: str) -> bool:
    """Whether `line` is a plain-text table's rule: "---+---", "+---+---+", "|---|---|"."""
    return ("+" in line or "|" in line) and RULE.fullmatch(line.strip()) is not None


def whole_rows(lines: list[str]) -> list[str]:
    """`lines` as a text shows them where the analysis read no row: each row's wrapped cells joined to it, no rule (but a
    code block's, indented)."""
    return [line for line in joined(lines) if not rule_line(line) or line[:4] == "    "]
