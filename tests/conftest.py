"""Fixtures shared by the test modules."""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

from deckgen.browser import ARGS, find_chromium, missing_reason

# No property test may depend on the machine's speed: no per-example deadline, and no health check
# that fails a test for generating its examples slowly (a loaded or slower machine is not a bug).
# Nor on luck: every run tries the same examples (derandomised), so a run that passes passes again; a
# maintainer who sets DECKGEN_MANY (tests/strategies.py) asks for more examples and new ones, as a search
# for what the fixed ones miss (one such run found a formulation test's oracle out of date, 2026-12-03).
# A test's own @settings still set everything else.
settings.register_profile("deckgen", deadline=None, suppress_health_check=[HealthCheck.too_slow],
                          derandomize=not os.environ.get("DECKGEN_MANY"))
settings.load_profile("deckgen")


@pytest.fixture(scope="session")
def browser():
    """Headless Chromium (deckgen.browser finds it) driven by Playwright (never a downloaded browser).

    Skips where Chromium is missing, except in CI (`CI` set), where a skip would hide a gap.
    """
    executable = find_chromium()
    if executable is None:
        reason = missing_reason()
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=executable, args=list(ARGS))
        yield chromium
        chromium.close()
