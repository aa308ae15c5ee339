"""The report: one table per size, met/missed against the targets, and the machine it ran on."""
from __future__ import annotations

import os
import platform
import statistics
import subprocess

import genanki

from targets import REPO, RSS_TARGET_MB, TARGETS


def mark(met: bool | None) -> str:
    return "-" if met is None else ("met" if met else "MISSED")


def table(result: dict) -> str:
    n = result["n"]
    rows = [("step", "time s", "target", "", "cpu s", "of it sys", "peak MB", "target", "", "runs / notes")]
    for name, figures in result["steps"].items():
        runs = figures["runs"]
        spread = f"{len(runs)} runs {min(r['wall_s'] for r in runs):.2f}-{max(r['wall_s'] for r in runs):.2f}" \
            if len(runs) > 1 else "1 run"
        notes = "/".join(r["note"].removeprefix("lock changes ") for r in runs if r["note"])
        notes = f"lock changes {notes}" if notes else ""
        if figures["processes"] > 1:
            notes = (f"{figures['processes']} processes: largest {figures['largest_process_mb']:.0f} MB, "
                     f"all {figures['process_tree_mb']:.0f} MB" + (f"; {notes}" if notes else ""))
        target = f"≤ {figures['target_s']:g}" if figures["target_s"] is not None \
            else f"(≤ {TARGETS[name][0]:g} @ {TARGETS[name][1]:,})"
        rows.append((name, f"{figures['median_s']:.2f}", target, mark(figures["time_met"]),
                     f"{statistics.median(r['cpu_s'] for r in runs):.2f}",
                     f"{statistics.median(r.get('sys_s', 0.0) for r in runs):.2f}", f"{figures['peak_rss_mb']:.0f}",
                     f"≤ {RSS_TARGET_MB}", mark(figures["rss_met"]), spread + (f"; {notes}" if notes else "")))
    rows.append(("genanki floor", f"{result['floor']['median_s']:.2f}", "", "", "", "", "", "", "",
                 f"{len(result['floor']['runs'])} runs {min(result['floor']['runs']):.2f}-{max(result['floor']['runs']):.2f}, in-process"))
    rows.append(("cold / floor", f"{result['cold_over_floor']:.1f}x", "", "", "", "", "", "", "", ""))
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    lines = [f"N = {n:,}  (repeat {result['repeat']}; generate {result['generate_s']:.1f} s)"]
    for index, row in enumerate(rows):
        lines.append("  ".join(str(cell).ljust(width) if i in (0, 2, 3, 7, 8, 9) else str(cell).rjust(width)
                               for i, (cell, width) in enumerate(zip(row, widths))).rstrip())
        if index == 0:
            lines.append("  ".join("-" * w for w in widths))
    check = result["parse_check"]
    lines.append(f"parse check: {check['intended']}/{check['of']} answers as intended, "
                 f"{check['warnings']} warnings")
    for miss in check["mismatches"][:5]:
        lines.append(f"  {miss['file']}: answer {miss['got']}, expected {miss['expected']} "
                     f"(analysis {miss['style']}, options listed {miss['options_listed']})")
    for warning in check["warning_examples"]:
        lines.append(f"  {warning}")
    return "\n".join(lines)


def machine() -> dict:
    revision = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--", "src"],
                           capture_output=True, text=True).stdout.strip()
    return {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform(),
            "genanki": getattr(genanki, "__version__", "?"), "git": revision + ("+dirty src" if dirty else ""),
            "loadavg_start": os.getloadavg()}

