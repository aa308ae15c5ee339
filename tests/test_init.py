"""`deckgen init`: a ready deck repository that parses, builds and imports into Anki at once."""
from __future__ import annotations

import contextlib
import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from ankitools import assert_clean, import_package, open_collection, rendered_cards
from helpers import SEED_NAMES, run_cli, seed_text
from test_workflows import run_actionlint

from deckgen.cli import main
from deckgen.scaffold import requirement
from deckgen.scaffold.names import requirement_of

CREATED = [
    ".gitignore", "README.md", "requirements.txt", ".github/workflows/ci.yml",
    ".github/workflows/release.yml", "media/.gitkeep", "cards/bio/deck.yaml", "cards/bio/raw/.gitkeep",
]


def files_under(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def test_init_yes_writes_a_ready_project_and_says_what_next(tmp_path):
    result = run_cli(tmp_path, "init", "bio", "--yes")
    assert result.exit_code == 0, result.output
    assert files_under(tmp_path / "bio") == sorted(CREATED)
    assert result.stdout.splitlines()[:len(CREATED)] == [f"created bio/{name}" for name in CREATED]
    assert "cd bio && deckgen parse && deckgen build" in result.stdout
    # No license is chosen for the deck (CREATED has no LICENSE); the stub says one is worth picking.
    stub = (tmp_path / "bio" / "README.md").read_text()
    assert "This repository has none yet" in stub and "CC BY-SA" in stub and "MIT" in stub
    deck = yaml.safe_load((tmp_path / "bio" / "cards" / "bio" / "deck.yaml").read_text())
    assert (deck["id"], deck["name"], deck["version"]) == ("bio", "Bio", "1.0.0")
    checked = run_cli(tmp_path / "bio", "check")
    assert (checked.exit_code, checked.stdout) == (0, "ok: 1 deck, 0 questions.\n")


def test_init_asks_for_the_id_and_name_and_quotes_the_name_where_yaml_needs_it(tmp_path):
    with contextlib.chdir(tmp_path):
        result = CliRunner().invoke(main, ["init", "--name", "Cells: # 1"], input="cells\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Deck id (never changes once released) [")  # default: the folder's name
    deck_yaml = (tmp_path / "cards" / "cells" / "deck.yaml").read_text()
    assert yaml.safe_load(deck_yaml)["name"] == "Cells: # 1"
    assert run_cli(tmp_path, "check").exit_code == 0


@pytest.mark.parametrize("deck_id", ["Bad Id", "../up", "a: b"])
def test_init_refuses_a_bad_deck_id_and_writes_nothing(tmp_path, deck_id):
    result = run_cli(tmp_path, "init", "new", "--deck-id", deck_id, "--yes")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"deck id '{deck_id}' may hold only a-z, 0-9, '.', '-', '_'")
    assert list(tmp_path.iterdir()) == []


def test_an_id_yaml_would_read_as_a_number_is_quoted_in_deck_yaml_only(tmp_path):
    assert run_cli(tmp_path, "init", "--deck-id", "2024", "--yes").exit_code == 0
    assert yaml.safe_load((tmp_path / "cards" / "2024" / "deck.yaml").read_text())["id"] == "2024"
    assert "`cards/2024/raw/`" in (tmp_path / "README.md").read_text()
    assert run_cli(tmp_path, "check").exit_code == 0


def test_init_never_writes_over_a_file(tmp_path):
    (tmp_path / "README.md").write_text("mine\n")
    result = run_cli(tmp_path, "init", "--deck-id", "bio", "--yes")
    assert result.exit_code == 2
    assert result.stderr == (f"README.md already exists in {tmp_path}; deckgen init never writes over a file\n")
    assert files_under(tmp_path) == ["README.md"] and (tmp_path / "README.md").read_text() == "mine\n"


def test_init_in_a_project_points_to_init_deck_which_adds_one_from_any_subfolder(tmp_path):
    assert run_cli(tmp_path, "init", "--deck-id", "bio", "--yes").exit_code == 0
    raw = tmp_path / "cards" / "bio" / "raw"
    again = run_cli(raw, "init", "--yes")
    assert (again.exit_code, again.stderr) == (2, f"{raw} is already inside the deckgen project {tmp_path}; "
                                                  "add a deck to it with: deckgen init --deck ID\n")
    added = run_cli(raw, "init", "--deck", "chem", "--name", "Chemistry")
    assert added.exit_code == 0, added.output
    assert files_under(tmp_path / "cards" / "chem") == ["deck.yaml", "raw/.gitkeep"]
    assert run_cli(tmp_path, "check").stdout == "ok: 2 decks, 0 questions.\n"
    twice = run_cli(tmp_path, "init", "--deck", "chem", "--yes")
    assert twice.exit_code == 2 and "cards/chem/deck.yaml" in twice.stderr


@pytest.mark.anki
def test_a_raw_text_dropped_into_a_new_project_parses_builds_and_imports_into_anki(tmp_path):
    root = tmp_path / "deck"
    assert run_cli(tmp_path, "init", "deck", "--deck-id", "gpu", "--name", "GPU::Memory", "--yes").exit_code == 0
    (root / "cards" / "gpu" / "raw" / SEED_NAMES[0]).write_text(seed_text(SEED_NAMES[0]))
    parsed = run_cli(root, "parse")
    assert parsed.exit_code == 0, parsed.output
    built = run_cli(root, "build")
    assert built.exit_code == 0, built.output
    assert built.stdout.startswith("wrote build/gpu.apkg (1 note")
    assert run_cli(root, "build", "--frozen").exit_code == 0
    assert run_cli(root, "release").exit_code == 0  # (outside git: a first release)
    workflow = (root / ".github" / "workflows" / "release.yml").read_text()
    attached = re.search(r'gh release upload "\$TAG" (\S+)', workflow)[1]
    assert sorted(p.name for p in root.glob(attached)) == [  # the release workflow attaches the practice page
        "CHANGES.md", "SHA256SUMS", "gpu-1.0.0.apkg", "gpu-1.0.0.html", "manifest.json"]
    col = open_collection(tmp_path / "anki")
    try:
        assert len(import_package(col, root / "build" / "gpu.apkg").new) == 1
        assert col.decks.by_name("GPU::Memory") is not None
        ((_, question, answer),) = rendered_cards(col)
        assert "When sizing GPU resources" in question and "backpropagation" in answer
        assert_clean(col)
    finally:
        col.close()


def test_the_workflows_init_writes_pass_actionlint_and_run_check_build_frozen_and_release(tmp_path):
    run_cli(tmp_path, "init", "--deck-id", "bio", "--yes")
    workflows = sorted((tmp_path / ".github" / "workflows").glob("*.yml"))
    assert run_actionlint(*workflows) == []
    ci, release = (p.read_text() for p in workflows)
    for text in (ci, release):
        steps = re.findall(r"^\s+run: (.*)$", text, re.M)
        assert steps[:3] == ["pip install -r requirements.txt", "deckgen check", "deckgen build --frozen"]
        assert "chromium" not in text.lower()  # deckgen itself needs no browser
    assert "fetch-depth: 0" in release and "deckgen release" in release and 'tags: ["v*"]' in release
    assert "gh release upload \"$TAG\" build/release/*" in release
    requirements = (tmp_path / "requirements.txt").read_text().splitlines()
    assert [line for line in requirements if line and not line.startswith("#")] == [requirement()]


def test_ci_installs_the_running_deckgen_from_where_it_came():
    assert requirement_of("0.3.0", None) == "anki-deckgen==0.3.0"
    assert requirement_of("0.3.0", '{"url": "file:///home/me/deckgen", "dir_info": {"editable": true}}') \
        == "anki-deckgen==0.3.0"
    git = '{"url": "https://github.com/me/deckgen.git", "vcs_info": {"vcs": "git", "commit_id": "abc123"}}'
    assert requirement_of("0.3.0", git) == "anki-deckgen @ git+https://github.com/me/deckgen.git@abc123"
    wheel = '{"url": "https://example.org/anki_deckgen-0.3.0-py3-none-any.whl", "archive_info": {}}'
    assert requirement_of("0.3.0", wheel) == "anki-deckgen @ https://example.org/anki_deckgen-0.3.0-py3-none-any.whl"


def test_init_honours_dash_c_before_the_command_name(tmp_path):
    (tmp_path / "here").mkdir()
    result = run_cli(tmp_path, "-C", "here", "init", "decks", "--deck-id", "bio", "--yes")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "here" / "decks" / "cards" / "bio" / "deck.yaml").is_file()
    assert "  cd here/decks && deckgen parse && deckgen build" in result.stdout.splitlines()


def test_init_asks_again_for_an_id_or_a_name_that_would_be_refused(tmp_path):
    with contextlib.chdir(tmp_path):
        result = CliRunner().invoke(main, ["init"], input="Bad Id\ncells\nCells::\nCells::Mitosis\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.count("Deck id (never changes once released)") == 2
    assert result.stdout.count("Deck name in Anki (:: makes subdecks)") == 2
    assert result.stderr.splitlines()[0].startswith("deck id 'Bad Id' may hold only a-z, 0-9, '.', '-', '_'")
    assert "Cells::" in result.stderr.splitlines()[1]
    deck = yaml.safe_load((tmp_path / "cards" / "cells" / "deck.yaml").read_text())
    assert (deck["id"], deck["name"]) == ("cells", "Cells::Mitosis")


def test_init_refuses_a_bad_id_given_before_asking_for_a_name(tmp_path):
    with contextlib.chdir(tmp_path):
        result = CliRunner().invoke(main, ["init", "--deck-id", "Bad Id"], input="Name\n")
    assert result.exit_code == 2
    assert "Deck name" not in result.stdout
    assert result.stderr.startswith("deck id 'Bad Id' may hold only")
    assert list(tmp_path.iterdir()) == []
