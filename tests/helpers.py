"""Small helpers the test modules share: tiny projects in tmp_path, raw texts, the CLI.

    from helpers import make_project, raw_text, run_cli, DECK_YAML

    root = make_project(tmp_path, {
        "cards/demo/deck.yaml": DECK_YAML,
        "cards/demo/raw/000_q1.txt": raw_text("Which is fastest?", full="HBM is. - B is incorrect because …"),
    })
    result = run_cli(root, "parse")          # runs in `root`, so messages show cards/demo/…
    assert result.exit_code == 0, result.output
"""
from __future__ import annotations

import contextlib
import html
import re
from pathlib import Path

from click.testing import CliRunner, Result

from deckgen.cli import main
from deckgen.parse import Parsed, parse_file

#: The repository's own raw seed texts (part of the repo, read relative to this file).
SEEDS_DIR = Path(__file__).resolve().parent.parent / "cards" / "gpu-infra" / "raw"
#: The three seeds' file names, in order.
SEED_NAMES = ("000_0d68aac94525f419.txt", "002_4b5c0af25e637c0f.txt", "003_811a374ada030feb.txt")

#: A valid deck.yaml for a deck folder `cards/demo/`.
DECK_YAML = "id: demo\nname: Demo Deck\ndescription: A deck for tests.\ntags: [demo]\nversion: 1.0.0\n"

#: A capital A-H standing alone: a letter naming an option (the test decks' recall cards have no
#: "A" article, so on them any such letter is one).
OPTION_LETTER = re.compile(r"(?<![\w-])[A-H](?![\w-])")
STYLE_OR_SCRIPT = re.compile(r"<(style|script)\b.*?</\1>", re.S)

SELECT = "Select an answer to reveal the explanation."
SHORT = "Short Explanation and Infographic"
BELOW_IMAGE = "Full explanation below image"
FULL = "Full Explanation"


def make_project(tmp_path: Path, files: dict[str, str | bytes]) -> Path:
    """Write `files` (path relative to the project -> content) under `tmp_path`; return `tmp_path`.

    Text is written as UTF-8 exactly as given (no newline translation); bytes as they are.
    Nothing else is created: add `cards/<deck>/deck.yaml` (e.g. DECK_YAML) when a test needs a deck.
    """
    for name, content in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return tmp_path


def seed_text(name: str) -> str:
    """The content of one seed raw text, e.g. seed_text(SEED_NAMES[0])."""
    return (SEEDS_DIR / name).read_bytes().decode("utf-8")


def raw_text(stem: str, options: list[str] | None = None, short: str = "The short explanation.",
             full: str | None = "The full explanation.") -> str:
    """A raw question text in the seed format; `options` are whole lines ("A. …"), `full=None` leaves
    the full explanation (and its markers) out."""
    lines = [stem, *(options or []), SELECT, SHORT, short]
    if full is not None:
        lines += [BELOW_IMAGE, FULL, full]
    return "\n".join(lines) + "\n"


def parse_raw(tmp_path: Path, content: str | bytes, name: str = "000_q1.txt") -> Parsed:
    """Write a raw text to tmp_path/raw/<name> and parse it as `deckgen parse` does."""
    path = tmp_path / "raw" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return parse_file(path)


def parsed_question(tmp_path: Path, *text):
    """The question `parse` reads of the raw text `raw_text(*text)`."""
    return parse_raw(tmp_path, raw_text(*text)).question


def run_cli(project: Path, *args: str) -> Result:
    """`deckgen ARGS...` through click's CliRunner, run inside `project` (so paths print relative to it).

    `result.stdout`, `result.stderr` and `result.exit_code` hold what a user would see.
    """
    with contextlib.chdir(project):
        return CliRunner().invoke(main, list(args), prog_name="deckgen", catch_exceptions=False)


def visible_text(card_html: str) -> str:
    """The text a learner sees on a card side: no tags, styles or scripts; spaces collapsed."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", STYLE_OR_SCRIPT.sub(" ", card_html))).split())


def real_image(fmt: str = "PNG", size: tuple[int, int] = (2, 2), colour: tuple[int, int, int] = (255, 128, 0),
               **options) -> bytes:
    """A real image made by Pillow (supplied images are decoded whole when checked)."""
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, fmt, **options)
    return out.getvalue()
