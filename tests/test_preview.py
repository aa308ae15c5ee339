"""`deckgen preview DECK` replaces that deck's pages only, and the index lists every deck."""
from __future__ import annotations

import shutil

from decks import VARIANTS, seeds_project
from helpers import make_project, run_cli


def two_decks(tmp_path):
    root = seeds_project(tmp_path)
    return make_project(root, VARIANTS)  # adds deck `demo` beside `gpu-infra`


def test_previewing_one_deck_keeps_the_others_pages_and_the_index_lists_every_deck(tmp_path):
    root = two_decks(tmp_path)
    preview = root / "build" / "preview"
    first = run_cli(root, "preview", "gpu-infra")
    assert (first.exit_code, first.stdout) == (0, "wrote 3 card pages: open build/preview/index.html\n")
    index = (preview / "index.html").read_text()
    assert "<h2>demo <small>not previewed yet</small></h2><p>Run <code>deckgen preview demo</code>.</p>" in index
    assert index.count('href="gpu-infra/card-') == 3

    pages = sorted(p.name for p in (preview / "gpu-infra").iterdir())
    second = run_cli(root, "preview", "demo")
    assert second.exit_code == 0, second.output
    assert sorted(p.name for p in (preview / "gpu-infra").iterdir()) == pages
    index = (preview / "index.html").read_text()
    assert index.count('href="gpu-infra/card-') == 3
    assert index.count('href="demo/card-') == len([n for n in VARIANTS if n.endswith(".yaml")]) - 1
    assert "<h2>AI Infrastructure::GPU Training and Inference <small>3 cards</small></h2>" in index
    assert "not previewed yet" not in index


def test_a_removed_decks_pages_go(tmp_path):
    root = two_decks(tmp_path)
    assert run_cli(root, "preview").exit_code == 0
    shutil.rmtree(root / "cards" / "demo")
    assert run_cli(root, "preview").exit_code == 0
    assert sorted(p.name for p in (root / "build" / "preview").iterdir()) == ["gpu-infra", "index.html"]
