"""The project is found the way git finds its repository: upward from the current folder, or from -C DIR."""
from __future__ import annotations

import pytest

from helpers import DECK_YAML, make_project, raw_text, run_cli

from deckgen.project import find_project


@pytest.fixture
def project(tmp_path):
    return make_project(tmp_path / "repo", {"cards/demo/deck.yaml": DECK_YAML,
                                            "cards/demo/raw/000_q1.txt": raw_text("Which is fastest?")})


def test_commands_run_from_any_folder_inside_the_project(project):
    raw = project / "cards" / "demo" / "raw"
    parsed = run_cli(raw, "parse")
    assert parsed.exit_code == 0, parsed.output
    assert (project / "cards" / "demo" / "q1.yaml").is_file()
    assert run_cli(raw, "check").stdout.startswith("ok: 1 deck, 1 question")
    assert run_cli(project / "cards", "build").exit_code == 0
    assert (project / "build" / "demo.apkg").is_file() and not (raw / "build").exists()


@pytest.mark.parametrize("where", ["before", "after"])
def test_dash_c_works_before_or_after_the_command_name(project, tmp_path, where):
    args = ["-C", "repo/cards/demo", "check"] if where == "before" else ["check", "-C", "repo/cards/demo"]
    result = run_cli(tmp_path, *args)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("ok: 1 deck")


def test_no_project_names_the_folder_searched_and_suggests_init(tmp_path):
    for command in ("check", "build", "preview", "release"):
        result = run_cli(tmp_path, command)
        assert (result.exit_code, result.stderr) == (2, (
            f"no deckgen project in {tmp_path} or any folder above it (none has cards/<deck>/deck.yaml); "
            "start one with: deckgen init\n")), command


def test_parse_in_an_empty_folder_leaves_nothing_behind(tmp_path):
    (tmp_path / "stray.txt").write_text(raw_text("Which is fastest?"))
    result = run_cli(tmp_path, "parse")
    assert result.exit_code == 2 and "start one with: deckgen init" in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stray.txt"]


def test_the_nearest_project_wins_and_a_cards_folder_without_a_deck_is_no_project(tmp_path):
    outer = make_project(tmp_path, {"cards/outer/deck.yaml": DECK_YAML, "inner/cards/notes.txt": "x"})
    inner = make_project(tmp_path / "nested", {"cards/demo/deck.yaml": DECK_YAML})
    assert find_project(inner / "cards" / "demo").root == inner
    assert find_project(outer / "inner" / "cards").root == outer
