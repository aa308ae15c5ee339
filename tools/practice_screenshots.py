"""Screenshots of the practice page for the README: python tools/practice_screenshots.py [PAGE] [OUT_DIR].

PAGE defaults to build/gpu-infra.html (run `deckgen build` first), OUT_DIR to docs/. For each of
practice (a question answered wrong: its feedback and the card's back), exam (running: one answer
picked, one question flagged) and review (the score, the topics, the first missed question), it
shoots a phone (360 px) and a desktop (1000 px) in day and night mode: the first screen only, in
256 colours, so each file stays small. Needs a Chromium (deckgen/browser.py).
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

from deckgen.browser import ARGS, find_chromium, missing_reason

SIZES = {360: 740, 1000: 720}


def practice(page) -> None:
    """The first multiple-choice question answered wrong, scrolled to its feedback."""
    article = page.locator("#pq-questions article").filter(has=page.locator("fieldset")).first
    if not article.count():
        page.locator("#pq-view").select_option("list")
        article = page.locator("#pq-questions article").filter(has=page.locator("fieldset")).first
    article.locator("input").nth(1).check()
    article.get_by_role("button", name="Check answer").click()
    article.locator("fieldset").evaluate("node => node.scrollIntoView({block: 'start'})")


def exam(page) -> None:
    """An exam of every question, on its first multiple-choice one: an option picked, another question flagged."""
    page.get_by_role("button", name="Exam").click()
    page.get_by_label("Include recall questions").check()
    page.get_by_role("button", name="Start exam").click()
    cells = page.locator("#pq-sheet button")
    cells.nth(cells.count() - 1).click()
    page.get_by_role("button", name="Flag for review").click()
    for number in range(cells.count()):
        cells.nth(number).click()
        choices = page.locator("#pq-exam-question input")
        if choices.count():
            choices.nth(1).check()
            break
    page.evaluate("window.scrollTo(0, 0)")


def review(page) -> None:
    exam(page)
    page.get_by_role("button", name="Submit exam").click()
    page.get_by_role("button", name="Submit anyway").click()
    page.evaluate("window.scrollTo(0, 0)")


def small_png(data: bytes) -> bytes:
    out = io.BytesIO()
    Image.open(io.BytesIO(data)).convert("RGB").quantize(256, dither=Image.Dither.NONE).save(out, "PNG", optimize=True)
    return out.getvalue()


def shoot(page_file: Path, out: Path) -> list[Path]:
    executable = find_chromium()
    if executable is None:
        sys.exit(missing_reason())
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=list(ARGS))
        for state, act in (("practice", practice), ("exam", exam), ("review", review)):
            for width, height in SIZES.items():
                for mode in ("day", "night"):
                    context = browser.new_context(viewport={"width": width, "height": height},
                                                  color_scheme="dark" if mode == "night" else "light",
                                                  reduced_motion="reduce", device_scale_factor=1)
                    page = context.new_page()
                    page.on("dialog", lambda dialog: dialog.accept())
                    page.goto(page_file.resolve().as_uri())
                    page.wait_for_selector("html[data-ready='1']", state="attached")
                    act(page)
                    page.wait_for_timeout(150)  # drawings decoded
                    target = out / f"practice-{state}-{mode}-{width}.png"
                    target.write_bytes(small_png(page.screenshot()))
                    written.append(target)
                    context.close()
        browser.close()
    return written


if __name__ == "__main__":
    page_arg = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("build/gpu-infra.html")
    out_arg = Path(sys.argv[2]) if len(sys.argv) > 2 else Path("docs")
    for path in shoot(page_arg, out_arg):
        print(f"{path} ({path.stat().st_size / 1024:.0f} KiB)")
