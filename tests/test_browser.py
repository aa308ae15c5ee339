"""One helper finds the browser for the tests and tools/screenshots.py; the workflows agree with it."""
from __future__ import annotations

import re
from pathlib import Path

import yaml

from deckgen import browser
from deckgen.browser import ENV_VAR, NAMES, find_chromium, missing_reason

REPO = Path(__file__).resolve().parent.parent


def executable(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_text("#!/bin/sh\n")
    path.chmod(0o755)
    return path


def test_the_variable_names_the_browser_by_path_or_by_command(tmp_path, monkeypatch):
    chrome = executable(tmp_path, "my-chrome")
    monkeypatch.setenv("PATH", str(tmp_path))
    for value in (str(chrome), "my-chrome"):
        monkeypatch.setenv(ENV_VAR, value)
        assert find_chromium() == str(chrome)
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "nope"))
    executable(tmp_path, "chromium")
    assert find_chromium() is None  # a wrong variable is not silently replaced by another browser
    assert missing_reason() == f"{ENV_VAR}={tmp_path / 'nope'} is not an executable file or a command on PATH"


def test_without_the_variable_the_first_usual_name_on_path(tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert find_chromium() is None and ENV_VAR in missing_reason()
    executable(tmp_path, "google-chrome")
    assert find_chromium() == str(tmp_path / "google-chrome")
    executable(tmp_path, "chromium-browser")
    assert find_chromium() == str(tmp_path / "chromium-browser")
    assert NAMES[:3] == ("chromium", "chromium-browser", "google-chrome")


def test_the_workflows_that_run_the_tests_name_a_browser_the_helper_looks_for():
    testing = []
    for path in sorted((REPO / ".github" / "workflows").glob("*.yml")):
        workflow = yaml.safe_load(path.read_text())
        for job in workflow["jobs"].values():
            for step in job["steps"]:
                run = step.get("run", "")
                assert not re.search(r"apt(-get)? install.*chrom", run), f"{path.name}: hosted runners have Chrome"
                if "make test" in run or "pytest" in run:
                    testing.append(path.name)
                    env = {**job.get("env", {}), **step.get("env", {})}
                    assert env.get(ENV_VAR) in NAMES, f"{path.name}: set {ENV_VAR} to one of {NAMES}"
                    assert env.get("CI") == "true"  # a missing browser then fails instead of skipping
    assert "ci.yml" in testing


def test_the_tests_and_the_screenshot_tool_use_the_helper():
    for path in (REPO / "tests" / "conftest.py", REPO / "tools" / "screenshots.py"):
        text = path.read_text()
        assert "from deckgen.browser import" in text and "/usr/bin/chromium" not in text, path
    assert browser.__doc__ and ENV_VAR in browser.__doc__
