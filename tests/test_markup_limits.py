"""Markdown in linear time or refused: every shape that made Python-Markdown quadratic or recursive
is refused by `check`, `build` and `parse` alike with `path:line`, or rendered; RecursionError
never escapes. (Timings are in bench/bench_markdown.py, not asserted here.)"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

from deckgen.render import markup
from decks import seeds_project
from helpers import run_cli

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from bench_markdown import SHAPES  # noqa: E402

CARD = "cards/gpu-infra/0d68aac94525f419.yaml"


def with_field(root: Path, key: str, text: str) -> int:
    """Set a card file's field; returns the line of its key."""
    path = root / CARD
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data[key] = text
    written = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=10**9)
    path.write_text(written, encoding="utf-8")
    return next(i for i, line in enumerate(written.splitlines(), 1) if line.startswith(f"{key}:"))


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_each_worst_shape_is_refused_at_its_line_by_check_and_build(tmp_path, shape):
    root = seeds_project(tmp_path)
    line = with_field(root, "full_explanation", SHAPES[shape][0](60_000))
    outputs = []
    for command in ("check", "build"):
        result = run_cli(root, command)
        assert result.exit_code == 1, (command, result.output)
        (problem,) = [l for l in result.stderr.splitlines() if l.startswith(CARD)]
        assert problem.startswith(f"{CARD}:{line}: 'full_explanation' "), problem
        outputs.append(problem)
    assert outputs[0] == outputs[1]  # the same result from both
    assert not (root / "build" / "gpu-infra.apkg").exists()


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_the_worst_of_each_shape_within_the_limits_builds(tmp_path, shape):
    root = seeds_project(tmp_path)
    text = SHAPES[shape][1](markup.MAX_FIELD_CHARS).strip()
    assert markup.markdown_problem(text) is None
    with_field(root, "short_explanation", text)
    result = run_cli(root, "build")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("text", [
    "".join("    " * i + "- x\n" for i in range(300)),
    "".join("  " * i + "* x\n" for i in range(300)),
    ">" * 300 + " x",
    "- " * 300 + "x",
    "1. " * 300 + "x",
    "\t" * 300 + "- x",
])
def test_recursion_never_escapes(text):
    assert markup.markdown_problem(text) is not None
    with pytest.raises(markup.MarkdownTooComplex):
        markup.to_html(text)


def test_within_the_limits_the_converter_is_unchanged():
    """The limits only refuse: what passes renders as before (the seeds' golden HTML holds the rest)."""
    text = "A [link](http://x) and (a note) with \\[escaped\\] and `code`.\n\n- one\n    - two\n\n> quoted"
    assert markup.markdown_problem(text) is None
    assert '<a href="http://x" rel="noopener noreferrer">link</a>' in markup.to_html(text)


def test_escaped_brackets_do_not_count_as_unclosed():
    assert markup.markdown_problem("\\[" * 100) is None
    assert "unclosed '['" in markup.markdown_problem("[" * 17)[1]
    assert markup.markdown_problem(("[" * 16 + "\n\n") * 50) is None  # paragraphs reset the count


def test_a_raw_text_past_the_limits_is_reported_by_parse_with_its_line(tmp_path):
    root = seeds_project(tmp_path)
    raw = sorted((root / "cards" / "gpu-infra" / "raw").glob("*.txt"))[0]
    text = raw.read_text(encoding="utf-8")
    lines = text.split("\n")
    full = next(i for i, line in enumerate(lines) if line.strip() == "Full Explanation")
    raw.write_text("\n".join(lines[:full + 1] + ["[" * 8000] + lines[full + 1:]), encoding="utf-8")
    rel = raw.relative_to(root).as_posix()
    result = run_cli(root, "parse", "--force", rel)
    assert result.exit_code == 1, result.output
    (problem,) = [l for l in result.stderr.splitlines() if l.startswith(rel)]
    assert problem.startswith(f"{rel}:{full + 2}: ") and "unclosed '['" in problem


def test_long_paragraphs_are_refused_at_their_first_line():
    assert markup.markdown_problem(("a\n" * 100 + " \n") * 10) is None  # whitespace-only lines separate too
    line, message = markup.markdown_problem("b\n\n" + "a\n" * 301)
    assert line == 3 and "more than 300 lines" in message
