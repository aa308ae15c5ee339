"""The practice page at 100, 1,000 and 10,000 questions: its size against the text and drawings it
holds, the time to make it, and its time to interactive in headless Chromium.

Run: .venv/bin/python bench/bench_practice.py [--sizes 100,1000,10000] [--repeat 3]

Each size is a synthetic project (`gen.py`), parsed and built with the venv's `deckgen`. "Held" is
what the page carries: every note's field HTML (UTF-8) and its images' bytes. Time to interactive is
`performance.mark("deckgen-ready")`, set when the page's script has shown the first question and
every control works, measured from navigation start, from file:// (median of `--repeat` fresh tabs).
Targets (issue 20): 1,000 questions interactive in under 1 s; the page within 2× what it holds.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from gen import generate
from playwright.sync_api import sync_playwright

from deckgen import practice, render
from deckgen.browser import ARGS, find_chromium, missing_reason
from deckgen.build import package_decks
from deckgen.project import find_project

DECKGEN = Path(sys.executable).with_name("deckgen")


def made(root: Path) -> tuple[int, float, int]:
    """(bytes held, seconds to make the page in-process from the cached notes, page bytes)."""
    built, _ = package_decks(find_project(root))
    item = built[0]
    notes = item.render.notes()
    start = time.perf_counter()
    page = practice.practice_page(item.config, notes, item.lock, render.note_type())
    return practice.held_bytes(notes), time.perf_counter() - start, len(page)


def interactive_ms(browser, page_file: Path, repeat: int) -> tuple[float, float]:
    """Median (time to interactive, DOMContentLoaded) in ms from navigation start."""
    ready, loaded = [], []
    for _ in range(repeat):
        context = browser.new_context(viewport={"width": 1000, "height": 800})
        page = context.new_page()
        page.goto(page_file.as_uri(), timeout=120_000)
        page.wait_for_selector("html[data-ready='1']", state="attached", timeout=120_000)
        ready.append(page.evaluate("performance.getEntriesByName('deckgen-ready')[0].startTime"))
        loaded.append(page.evaluate("performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd"))
        context.close()
    return statistics.median(ready), statistics.median(loaded)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    executable = find_chromium()
    if executable is None:
        sys.exit(missing_reason())
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-practice-") as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=list(ARGS))
        for n in map(int, args.sizes.split(",")):
            root = Path(tmp) / str(n)
            generate(n, root)
            subprocess.run([DECKGEN, "parse"], cwd=root, check=True, capture_output=True)
            start = time.perf_counter()
            subprocess.run([DECKGEN, "build"], cwd=root, check=True, capture_output=True)
            build_s = time.perf_counter() - start
            held, make_s, size = made(root)
            tti, dcl = interactive_ms(browser, root / "build" / "bench.html", args.repeat)
            rows.append((n, size, held, make_s, build_s, tti, dcl))
        browser.close()
    print("| questions | page | held (text + drawings) | page / held | make the page | cold build (all) "
          "| DOMContentLoaded | interactive |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for n, size, held, make_s, build_s, tti, dcl in rows:
        print(f"| {n:,} | {size / 2**20:.2f} MiB | {held / 2**20:.2f} MiB | {size / held:.2f} | {make_s:.2f} s "
              f"| {build_s:.2f} s | {dcl:.0f} ms | {tti:.0f} ms |")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    sys.exit(main())
