"""The README is the manual: its promises about commands and CI stay true."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckgen.cli import main

REPO = Path(__file__).resolve().parent.parent
README = (REPO / "README.md").read_text("utf-8")


def test_readme_opens_with_the_two_commands_and_ci_runs_the_test_command():
    first_block = re.search(r"```sh\n(.*?)```", README, re.S)[1]
    commands = [line.split("#")[0].strip() for line in first_block.splitlines()]
    assert commands == ["make deck", "make test"]
    assert README.index("```sh") < README.index("## ")
    ci = (REPO / ".ci" / "run").read_text()
    assert re.search(r"^make test$", ci, re.M)


@pytest.mark.parametrize("name", sorted(main.commands))
def test_every_command_has_help_an_example_and_a_readme_section(name):
    command = main.commands[name]
    example = re.search(r"^\s*Example: (.*)$", command.help or "", re.M)
    assert example and f"deckgen {name}" in example[1]
    section = re.search(rf"### `deckgen {name}[ `].*?(?=\n## |\n### |\Z)", README, re.S)
    assert section, f"README has no section for deckgen {name}"
    assert re.search(rf"^\$ .*\bdeckgen {name}\b", section[0], re.M), f"no example of deckgen {name}"


def test_every_image_the_readme_shows_exists():
    for target in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", README):
        assert (REPO / target).is_file(), target
