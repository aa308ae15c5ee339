"""A plain-text table's rows as every step reads them: a row's cells (parted by "|", or by dot leaders: 'A = "nvidia-smi
-q" ........ WRONG - query only'), a row's cell wrapped onto the next line joined to it, a rule ("---|---", "---+---"), and the
rows as a text shows them where the analysis read none of them (`whole_rows`)."""
from __future__ import annotations

import re

from .verdictcolumn import RULE

DOTS = re.compile(r"\s*\.{4,}\s*")
# A table set in columns of spaces: a header of three cells or more, one of them a verdict's ("Option  Value  Verdict  Why"),
# over rows led by an option's letter ("A       200,000 bits      Wrong    Uses exactly 60 fps …").
VERDICT_HEAD = re.compile(r"(?i:verdict|correct\??|right\??|true\??|ok\??|answer|status|result)")
SPACED_HEADER = re.compile(rf"[ \t]*(?:Option|Choice|Letter|Opt\.?)(?:[ \t]{{2,}}\S[^\n]*?)?[ \t]{{2,}}{VERDICT_HEAD.pattern}(?:[ \t]{{2,}}\S[^\n]*)?")
SPACED_ROW = re.compile(r"[ \t]*[(\[]?[A-Ha-h][.)\]]?[ \t]{2,}\S.*[ \t]{2,}\S.*")  # ("[A]     quadtree_on_points    …")
COLUMNS = re.compile(r"[ \t]{2,}")
PLAIN_VERDICT = re.compile(r"(?i:right|wrong|correct|incorrect|true|false|yes|no|ok|not\s+it|✓|✗|✔|✘)[.!]?(?:\s+[-–—]\s+\S.*)?")  # (and
# why, after a dash: "Not it - builds the chart, pairs nothing", "Correct - this is the station")


def spaced(lines: list[str]) -> list[str]:
    """`lines` with a table set in columns of spaces (SPACED_HEADER over SPACED_ROW lines) set with "|" between its cells (read
    before its spaces are made one)."""
    lines = list(lines)
    for at, line in enumerate(lines):
        if "  " in line and SPACED_HEADER.fullmatch(line) and at + 1 < len(lines) and SPACED_ROW.fullmatch(lines[at + 1]):
            end = at + 1
            while end < len(lines) and SPACED_ROW.fullmatch(lines[end]):
                end += 1
            rows = [COLUMNS.split(row.strip()) for row in lines[at:end]]
            column = next((i for i, cell in enumerate(rows[0]) if VERDICT_HEAD.fullmatch(cell)), None)
            if column is not None and all(len(row) == len(rows[0]) and PLAIN_VERDICT.fullmatch(row[column]) for row in rows[1:]):  # (a plain verdict
                lines[at:end] = [" | ".join(row) for row in rows]  # in each row's cell: "Wrong", "CORRECT"; not "Ti maolek — …")
    return lines


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
