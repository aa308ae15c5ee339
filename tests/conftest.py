"""Fixtures shared by the test modules."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

# Flags for Debian's chromium: no sandbox as root, and no background network traffic.
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def _chromium() -> str | None:
    if Path("/usr/bin/chromium").exists():
        return "/usr/bin/chromium"
    return shutil.which("chromium")


@pytest.fixture(scope="session")
def browser():
    """Headless Debian Chromium driven by Playwright (never a downloaded browser).

    Skips where Chromium is missing, except in CI (`CI` set), where a skip would hide a gap.
    """
    executable = _chromium()
    if executable is None:
        reason = "headless Chromium is missing: apt-get install chromium (or put chromium on PATH)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
