"""Which headless Chromium the browser tests and tools/screenshots.py drive (deckgen itself needs none).

`DECKGEN_CHROMIUM` (a path or a command name) wins; else the first of the usual names on PATH.
Hosted Ubuntu runners have `google-chrome` and a Chromium build linked as `chromium`;
Debian's package installs `chromium`.
"""
from __future__ import annotations

import os
import shutil
import sys

#: The environment variable that names the browser.
ENV_VAR = "DECKGEN_CHROMIUM"
#: Command names tried in order when the variable is not set.
NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
#: Headless, no sandbox (tests may run as root), and no background network traffic.
ARGS = ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync")


def find_chromium() -> str | None:
    """The browser's path, or None when there is none."""
    named = os.environ.get(ENV_VAR)
    if named:
        return shutil.which(named)
    return next(filter(None, map(shutil.which, NAMES)), None)


def missing_reason() -> str:
    """Why no browser was found, and what to do."""
    named = os.environ.get(ENV_VAR)
    if named:
        return f"{ENV_VAR}={named} is not an executable file or a command on PATH"
    return (f"no headless Chromium: none of {', '.join(NAMES)} is on PATH; install one "
            f"(apt-get install chromium) or set {ENV_VAR} to its path")


if __name__ == "__main__":  # `python -m deckgen.browser`: print the browser found (CI checks it early)
    found = find_chromium()
    print(found or missing_reason(), file=sys.stdout if found else sys.stderr)
    sys.exit(0 if found else 1)
