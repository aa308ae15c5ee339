"""Screenshots of preview pages for the README: python tools/screenshots.py [OUT_DIR].

Needs `deckgen preview` to have run, and a Chromium (`DECKGEN_CHROMIUM`, else chromium,
chromium-browser or google-chrome on PATH: deckgen/browser.py). Shots are 360 px wide (a phone) and
1000 px wide (a desktop), front (the second option picked, on a multiple-choice card) and back (its
drawing loaded), day and night.
"""
from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from deckgen.browser import ARGS, find_chromium, missing_reason

PREVIEW = Path("build/preview")


def shoot(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    pages = sorted(PREVIEW.glob("*/card-*.html"))
    executable = find_chromium()
    if executable is None:
        sys.exit(missing_reason())
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=list(ARGS))
        for number, page_file in enumerate(pages):
            for width in (360, 1000):
                for mode in ("day", "night"):
                    page = browser.new_page(viewport={"width": width, "height": 740}, device_scale_factor=1)
                    page.goto(page_file.resolve().as_uri() + f"#{mode}")
                    options = page.locator(".dg-option")
                    if options.count():
                        options.nth(1).click()
                    page.screenshot(path=out / f"card{number}-{width}-{mode}-front.png", full_page=True)
                    page.locator("#pv-flip").click()
                    page.wait_for_function("[...document.images].every(image => image.complete)")
                    page.screenshot(path=out / f"card{number}-{width}-{mode}-back.png", full_page=True)
                    page.close()
        browser.close()


if __name__ == "__main__":
    shoot(Path(sys.argv[1] if len(sys.argv) > 1 else "build/screenshots"))
