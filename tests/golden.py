"""Golden-file comparison shared by the test modules.

Refresh every golden file after an intended change of output with:
    DECKGEN_UPDATE_GOLDEN=1 .venv/bin/pytest
then review the diff of tests/golden/ before committing it.
"""
from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

UPDATE_VARIABLE = "DECKGEN_UPDATE_GOLDEN"


def assert_golden(path: Path, actual: str | bytes) -> None:
    """Compare `actual` with the golden file at `path`, or (re)write it when DECKGEN_UPDATE_GOLDEN is set."""
    data = actual.encode("utf-8") if isinstance(actual, str) else actual
    if os.environ.get(UPDATE_VARIABLE, "") not in ("", "0"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        return
    if not path.exists():
        pytest.fail(f"golden file {path} is missing: create it with {UPDATE_VARIABLE}=1 pytest")
    expected = path.read_bytes()
    if expected == data:
        return
    diff = difflib.unified_diff(
        expected.decode("utf-8", "replace").splitlines(keepends=True),
        data.decode("utf-8", "replace").splitlines(keepends=True),
        fromfile=f"{path} (golden)",
        tofile=f"{path} (actual)",
    )
    pytest.fail(
        f"output differs from golden file {path}; if the change is intended, refresh it with "
        f"{UPDATE_VARIABLE}=1 pytest\n" + "".join(diff),
        pytrace=False,
    )
