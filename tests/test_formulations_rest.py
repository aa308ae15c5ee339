"""`parse` reads the answer key from a section that an intro announces as about the wrong options (issue 19,
item 2): there every item led by letters is a verdict on them, whatever verb follows; outside such a
section, verdict words are needed; where the reading is unsure, no answer and a review mark.

The texts are made up for these tests, in voices and on a subject that none of the corpora use.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from deckgen.parse import Parsed, parse_file
from helpers import raw_text

STEM = "Which Slurm feature lets short jobs start in the idle gaps before a large reservation begins?"
OPTIONS = ["A. Fair-share weighting", "B. Preemption", "C. Backfill scheduling", "D. Gang scheduling",
           "E. Job arrays"]
SHORT = "Backfill looks ahead in the queue and starts any job that will finish before the reserved nodes are due."
BODY = "The backfill plugin walks the pending queue in priority order and fills idle nodes with jobs that fit."


def parse(tmp_path: Path, full: str, stem: str = STEM, options: list[str] | None = OPTIONS,
          short: str = SHORT) -> Parsed:
    path = tmp_path / "raw" / "000_q1.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(raw_text(stem, options=options, short=short, full=full), encoding="utf-8")
    return parse_file(path)


def test_a_statement_called_true_after_its_letter_is_a_wrong_answer_to_a_which_is_not_question(tmp_path):
    stem = "Which statement about Slurm backfill is NOT true?"
    parsed = parse(tmp_path, f"{BODY}\nA: true. The look-ahead window is bounded.\nB: true. Reservations are kept.\n"
                             "D: accurate. The plugin runs on an interval.\nC is the false one: backfill never delays "
                             "a reserved job.", stem=stem, options=["A. a", "B. b", "C. c", "D. d"])
    assert parsed.question.answer == ("C",)
    assert sorted(parsed.question.rationales) == ["A", "B", "D"]
    assert not parsed.warnings
