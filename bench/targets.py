"""What the benchmark measures: the steps, their targets, and where the project and its deck are.

No imports beyond the standard library (bench/run.py reads REPO before it knows genanki is there).
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent

DECK = Path("cards") / "bench"
MB = 1_000_000
RSS_TARGET_MB = 400
# step -> (time target in seconds, the sizes it applies to: None = every size)
TARGETS: dict[str, tuple[float, int | None]] = {
    "parse": (8.0, 10_000),
    "cold build": (10.0, 10_000),
    "no-op rebuild": (1.0, None),
    "one changed": (1.5, None),
}
STEPS = ("parse", "cold build", "no-op rebuild", "one changed")
