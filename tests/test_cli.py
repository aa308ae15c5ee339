"""`deckgen parse` and `deckgen check` as a user runs them: exit codes, statuses and the exact error lines."""
from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from click.testing import CliRunner

from golden import assert_golden
from helpers import DECK_YAML, SEED_NAMES, make_project, raw_text, run_cli, seed_text

GOLDEN = Path(__file__).parent / "golden" / "yaml"

# (a text with a fact for the drawing's key point: one with none is marked for review, and parse would say so)
GOOD = raw_text("Which memory gives an H100 its bandwidth?", ["A. GDDR6", "B. HBM3"],
                full="HBM3 stacks DRAM dies beside the GPU and gives the H100 SXM about 3.35 TB/s of memory bandwidth. "
                     "Let's analyze the incorrect options: - A is incorrect because GDDR6 is slower.")


def seed_project(tmp_path: Path) -> Path:
    return make_project(tmp_path, {"cards/gpu-infra/deck.yaml": DECK_YAML.replace("id: demo", "id: gpu-infra"),
                                   **{f"cards/gpu-infra/raw/{name}": seed_text(name) for name in SEED_NAMES}})


# --- parse -----------------------------------------------------------------------------------

def test_parse_seeds_then_check(tmp_path):
    root = seed_project(tmp_path)
    result = run_cli(root, "parse")
    assert result.exit_code == 0, result.output
    assert result.stdout == ("new       cards/gpu-infra/0d68aac94525f419.yaml\n"
                             "new       cards/gpu-infra/4b5c0af25e637c0f.yaml\n"
                             "new       cards/gpu-infra/811a374ada030feb.yaml\n"
                             "3 new.\n"
                             "2 cards need a look: infographic 2 (deckgen check --review lists them)\n")
    assert result.stderr == ""
    for path in sorted((root / "cards" / "gpu-infra").glob("*.yaml")):
        if path.name != "deck.yaml":
            assert_golden(GOLDEN / path.name, path.read_bytes())
    checked = run_cli(root, "check")
    assert (checked.exit_code, checked.stdout) == (0, "ok: 1 deck, 3 questions, 2 need a look (deckgen check --review "
                                                      "lists them).\n")


def test_parse_statuses_new_unchanged_kept_and_force(tmp_path):
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, "cards/demo/raw/000_q1.txt": GOOD,
                                   "cards/demo/raw/001_q2.txt": GOOD})
    card = root / "cards" / "demo" / "q1.yaml"

    first = run_cli(root, "parse")
    assert first.stdout == "new       cards/demo/q1.yaml\nnew       cards/demo/q2.yaml\n2 new.\n"
    written = card.read_bytes()
    assert written.startswith(b"id: q1\norder: 0\nsource: raw/000_q1.txt\ntags: []\n")

    again = run_cli(root, "parse")
    assert again.stdout == "unchanged cards/demo/q1.yaml\nunchanged cards/demo/q2.yaml\n2 unchanged.\n"
    assert card.read_bytes() == written

    edited = written.replace(b"tags: []", b"tags: [hbm]")
    card.write_bytes(edited)
    kept = run_cli(root, "parse")
    assert kept.exit_code == 0
    assert kept.stdout == ("kept      cards/demo/q1.yaml  (differs in tags; deckgen parse --force "
                           "cards/demo/raw/000_q1.txt replaces it)\n"
                           "unchanged cards/demo/q2.yaml\n1 unchanged, 1 kept.\n")
    assert card.read_bytes() == edited

    forced = run_cli(root, "parse", "--force", "cards/demo/raw/000_q1.txt")
    assert forced.stdout == "updated   cards/demo/q1.yaml: tags\n1 updated.\n"
    assert card.read_bytes() == written


def edited_project(tmp_path: Path) -> Path:
    """Two parsed questions, each edited by a maintainer (q1 in two fields, q2 in one)."""
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, "cards/demo/raw/000_q1.txt": GOOD,
                                   "cards/demo/raw/001_q2.txt": GOOD})
    assert run_cli(root, "parse").exit_code == 0
    for name, edits in (("q1", {"tags: []": "tags: [hbm]", "answer_text: ": "answer_text: Mine. "}),
                        ("q2", {"tags: []": "tags: [mine]"})):
        card = root / "cards" / "demo" / f"{name}.yaml"
        text = card.read_text()
        for old, new in edits.items():
            text = text.replace(old, new, 1)
        card.write_text(text)
    return root


def test_parse_force_needs_the_raw_texts_named_or_all(tmp_path):
    root = edited_project(tmp_path)
    before = {p.name: p.read_bytes() for p in (root / "cards" / "demo").glob("*.yaml")}
    blanket = run_cli(root, "parse", "--force")
    assert blanket.exit_code == 2
    assert blanket.stderr == ("--force replaces card files, losing the edits in them: name the raw texts to parse "
                              "again (e.g. deckgen parse --force cards/<deck>/raw/<file>.txt), or use --force --all "
                              "on a terminal\n")
    scripted = run_cli(root, "parse", "--force", "--all")  # CliRunner's input is no terminal, like CI
    assert scripted.exit_code == 2
    assert scripted.stderr == ("--force --all asks for confirmation on a terminal; in a script name the raw texts "
                               "or folders to parse again instead\n")
    assert run_cli(root, "parse", "--all").exit_code == 2
    assert {p.name: p.read_bytes() for p in (root / "cards" / "demo").glob("*.yaml")} == before
    folder = run_cli(root, "parse", "--force", "cards/demo/raw")
    assert folder.stdout == ("updated   cards/demo/q1.yaml: tags, answer_text\n"
                             "updated   cards/demo/q2.yaml: tags\n2 updated.\n")


@pytest.mark.parametrize("answer", ["n", "y"])
def test_parse_force_all_lists_what_it_replaces_and_asks_first(tmp_path, monkeypatch, answer):
    from deckgen import cli

    root = edited_project(tmp_path)
    card = root / "cards" / "demo" / "q1.yaml"
    edited = card.read_bytes()
    monkeypatch.setattr(cli, "_on_terminal", lambda: True)
    with contextlib.chdir(root):
        result = CliRunner().invoke(cli.main, ["parse", "--force", "--all"], input=answer + "\n")
    assert result.stdout.startswith("cards/demo/q1.yaml: tags, answer_text\ncards/demo/q2.yaml: tags\n")
    assert "Replace the fields above in 2 card files with the raw texts' parse, losing your edits? [y/N]" \
        in result.stderr
    if answer == "n":
        assert result.exit_code == 1 and card.read_bytes() == edited
    else:
        assert result.exit_code == 0
        assert result.stdout.endswith("updated   cards/demo/q1.yaml: tags, answer_text\n"
                                      "updated   cards/demo/q2.yaml: tags\n2 updated.\n")
        assert b"tags: []" in card.read_bytes()


def test_parse_twice_gives_identical_bytes(tmp_path):
    root = seed_project(tmp_path)
    run_cli(root, "parse")
    cards = [root / "cards" / "gpu-infra" / f"{name[4:-4]}.yaml" for name in SEED_NAMES]
    first = [path.read_bytes() for path in cards]
    for path in cards:
        path.unlink()
    assert run_cli(root, "parse").exit_code == 0
    assert [path.read_bytes() for path in cards] == first


def test_good_texts_are_written_and_each_broken_one_is_named(tmp_path):
    root = make_project(tmp_path, {
        "cards/demo/deck.yaml": DECK_YAML,
        "cards/demo/raw/000_good.txt": GOOD,
        "cards/demo/raw/001_empty.txt": "",
        "cards/demo/raw/002_binary.txt": b"Stem\n\x00\x01\x02",
        "cards/demo/raw/003_latin1.txt": GOOD.replace("HBM3 stacks", "Caf\xe9 stacks").encode("latin-1"),
        "cards/demo/raw/004_nostem.txt": "\n" + GOOD.split("\n", 3)[3],
        "cards/demo/raw/005_order.txt": GOOD.replace("Short Explanation and Infographic\n", "").replace(
            "Full Explanation\n", "Full Explanation\nShort Explanation and Infographic\n"),
        "cards/demo/raw/006_also_good.txt": raw_text("Which is it?", full=None),
        "cards/demo/raw/notes.txt": "not a question",
    })
    result = run_cli(root, "parse")
    assert result.exit_code == 1
    # (no options and no letter: a recall card, whose short explanation's one sentence answers it; with no full
    # explanation its drawing has no key point, and says so)
    assert result.stdout == ("new       cards/demo/good.yaml\nnew       cards/demo/also_good.yaml\n"
                             "1 card needs a look: infographic 1 (deckgen check --review lists them)\n")
    assert result.stderr.splitlines() == [
        "cards/demo/raw/006_also_good.txt:5: no full explanation; the card shows the short explanation only (warning)",
        "cards/demo/raw/001_empty.txt:1: file is empty; expected a question stem followed by the explanation sections",
        "cards/demo/raw/002_binary.txt:2: binary data (a NUL byte); a question text must be plain UTF-8 text",
        "cards/demo/raw/003_latin1.txt:9: not valid UTF-8 (byte 0xe9); save the file as UTF-8",
        "cards/demo/raw/004_nostem.txt:1: no question stem before 'Select an answer to reveal the explanation.' "
        "(line 2); "
        "the text must start with the question",
        "cards/demo/raw/005_order.txt:6: 'Full explanation below image' comes before 'Short Explanation and "
        "Infographic' (line 8); the sections must be in the order: 'Select an answer to reveal the explanation.', "
        "'Short Explanation and Infographic', 'Full explanation below image', 'Full Explanation'",
        "cards/demo/raw/notes.txt:1: file name must be <order>_<id>.txt, e.g. 000_0d68aac94525f419.txt "
        "(the id becomes the note's identity; never reuse one)",
        "2 new; 6 files could not be parsed.",
    ]
    assert sorted(p.name for p in (root / "cards" / "demo").glob("*.yaml")) == ["also_good.yaml", "deck.yaml",
                                                                              "good.yaml"]


def test_same_id_in_two_raw_files(tmp_path):
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, "cards/demo/raw/000_q1.txt": GOOD,
                                   "cards/demo/raw/001_q1.txt": GOOD})
    result = run_cli(root, "parse")
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "cards/demo/raw/001_q1.txt:1: id 'q1' is already used by 000_q1.txt; every question needs its own id",
        "1 new; 1 file could not be parsed."]


def test_parse_named_paths_and_a_missing_one(tmp_path):
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, "cards/demo/raw/000_q1.txt": GOOD,
                                   "cards/demo/raw/001_q2.txt": GOOD})
    one = run_cli(root, "parse", "cards/demo/raw/001_q2.txt")
    assert one.stdout == "new       cards/demo/q2.yaml\n1 new.\n"
    folder = run_cli(root, "parse", "cards/demo")
    assert folder.stdout == "new       cards/demo/q1.yaml\nunchanged cards/demo/q2.yaml\n1 new, 1 unchanged.\n"
    missing = run_cli(root, "parse", "cards/demo/raw/nope.txt")
    assert missing.exit_code == 2
    assert missing.stderr == "no such file or folder: cards/demo/raw/nope.txt\n"


def test_parse_with_no_raw_texts(tmp_path):
    result = run_cli(make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML}), "parse")
    assert (result.exit_code, result.stdout) == (0, "nothing parsed.\n")


# --- check -----------------------------------------------------------------------------------

QUESTION = """\
id: {id}
order: 0
question: Which memory gives an H100 its bandwidth?
options:
  A: GDDR6
  B: HBM3
answer: [B]
rationales:
  A: GDDR6 is slower.
"""


def check_project(tmp_path: Path, files: dict[str, str | bytes]) -> Path:
    return make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, **files})


def test_check_valid_project(tmp_path):
    root = check_project(tmp_path, {"cards/demo/q1.yaml": QUESTION.format(id="q1"),
                                    "cards/demo/q2.yaml": QUESTION.format(id="q2")})
    result = run_cli(root, "check")
    assert (result.exit_code, result.stdout, result.stderr) == (0, "ok: 1 deck, 2 questions.\n", "")
    named = run_cli(root, "check", "demo")
    assert (named.exit_code, named.stdout) == (0, "ok: 1 deck, 2 questions.\n")


def test_check_reports_every_problem_together(tmp_path):
    root = check_project(tmp_path, {
        "cards/demo/deck.yaml": DECK_YAML.replace("version: 1.0.0", "version: one"),
        "cards/demo/a1.yaml": QUESTION.format(id="a1").replace("order: 0", "ordr: 0"),
        "cards/demo/a2.yaml": QUESTION.format(id="a2").replace("order: 0", "order: first"),
        "cards/demo/a3.yaml": QUESTION.format(id="a3").replace("answer: [B]", "answer: [C]"),
        "cards/demo/a4.yaml": QUESTION.format(id="a1"),
        "cards/demo/a5.yaml": QUESTION.format(id="a5") + "infographic: {image: media/nope.png}\n",
        "cards/demo/a6.yaml": QUESTION.format(id="a6").replace("answer: [B]", "answer: [A]"),
        "cards/demo/ok.yaml": QUESTION.format(id="ok"),
    })
    result = run_cli(root, "check")
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        "cards/demo/deck.yaml:5: version 'one' must be MAJOR.MINOR.PATCH in ASCII digits, e.g. 1.0.0",
        "cards/demo/a1.yaml:2: unknown key 'ordr'; did you mean 'order'?",
        "cards/demo/a2.yaml:2: 'order' must be a whole number from 0 to 999999, not str 'first'",
        "cards/demo/a3.yaml:7: answer C is not among the options (A, B)",
        "cards/demo/a4.yaml:1: duplicate id 'a1' (also in a1.yaml); every question needs its own id: "
        "give this one a new id and name the file after it",
        "cards/demo/a5.yaml:10: image media/nope.png does not exist: add the file to media/ or fix the path",
        "cards/demo/a6.yaml:9: rationale says why A is wrong, but A is the answer",
        "Aborted: 7 errors in 7 files.",
    ]


def test_line_breaks_in_names_and_quoted_text_keep_one_problem_per_line(tmp_path):
    # Found by test_cli_property: a file name or a tag holding a line break split a problem over lines.
    root = check_project(tmp_path, {
        "cards/demo/a\nb.yaml": QUESTION.format(id="ab"),
        "cards/demo/q1.yaml": QUESTION.format(id="q1") + 'tags: ["x\\ny", "p\\u2028q"]\n',
        "cards/demo/raw/000_x\n.txt": "Which?",
    })
    parsed = run_cli(root, "parse")
    assert parsed.stderr.splitlines()[0].startswith("cards/demo/raw/000_x\\n.txt:1: file name must be")
    result = run_cli(root, "check")
    assert result.stderr.splitlines() == [
        "cards/demo/a\\nb.yaml:1: id 'ab' does not match the file name 'a\\nb.yaml'; rename the file to <id>.yaml "
        "(the id is the note's identity)",
        "cards/demo/q1.yaml:10: tag 'x\\ny' must be one word (Anki splits tags on spaces)",
        "cards/demo/q1.yaml:10: tag 'p\\u2028q' must be one word (Anki splits tags on spaces)",
        "Aborted: 3 errors in 2 files.",
    ]


@pytest.mark.parametrize("folder", ["d" * 121, "new\nline"])
def test_a_deck_folder_name_too_long_or_with_a_line_break_is_an_error(tmp_path, folder):
    # Found by test_cli_property: a 250-byte folder name made the cache's file name too long (a traceback).
    root = make_project(tmp_path, {f"cards/{folder}/deck.yaml": DECK_YAML,
                                   f"cards/{folder}/q1.yaml": QUESTION.format(id="q1")})
    shown = folder.replace("\n", "\\n")
    for command in ("check", "build"):
        result = run_cli(root, command)
        assert result.exit_code == 1
        assert result.stderr.splitlines() == [
            f"cards/{shown}: a deck folder's name must be at most 120 bytes, without control characters "
            "(output files are named after it): rename the folder", "Aborted: 1 error in 1 file."]
    assert not (root / "build" / f"{folder}.apkg").exists()


def test_check_warnings_pass_unless_strict(tmp_path):
    root = check_project(tmp_path, {"cards/demo/q1.yaml": QUESTION.format(id="q1").replace("answer: [B]\n", "")})
    warning = "cards/demo/q1.yaml:1: no answer; the card cannot mark the correct option (set `answer:`)"
    relaxed = run_cli(root, "check")
    assert (relaxed.exit_code, relaxed.stdout) == (0, "ok: 1 deck, 1 question, 1 warning.\n")
    assert relaxed.stderr == f"{warning} (warning)\n"
    strict = run_cli(root, "check", "--strict")
    assert strict.exit_code == 1
    assert strict.stderr.splitlines() == [warning, "Aborted: 1 error in 1 file."]


def test_check_unknown_deck_is_a_usage_error(tmp_path):
    root = check_project(tmp_path, {"cards/demo/q1.yaml": QUESTION.format(id="q1")})
    result = run_cli(root, "check", "nope")
    assert result.exit_code == 2
    assert result.stderr == "no deck 'nope'; decks: demo\n"


def test_check_unknown_option_is_a_usage_error(tmp_path):
    result = run_cli(check_project(tmp_path, {}), "check", "--nope")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: No such option '--nope'.\n")
    assert result.stderr.startswith("Usage: deckgen check [OPTIONS] [DECK]...")


@pytest.mark.parametrize("command", ["parse", "check"])
def test_help_has_an_example(tmp_path, command):
    result = run_cli(tmp_path, command, "--help")
    assert result.exit_code == 0
    assert f"Example: deckgen {command}" in result.stdout


def test_counts_of_one_are_singular(tmp_path):
    # With something to draw: a question whose drawing spec is empty has no figure, so no media.
    drawn = QUESTION.format(id="q1") + "infographic: {title: Why HBM3}\n"
    root = check_project(tmp_path, {"cards/demo/q1.yaml": drawn})
    assert run_cli(root, "check").stdout == "ok: 1 deck, 1 question.\n"
    built = run_cli(root, "build").stdout.splitlines()
    assert built[0] == "wrote build/demo.apkg (1 note, lock: 1 change)"
    assert built[1] == "wrote build/demo.html (practice page: open it in a browser)"
    assert built[2].startswith("built 1 deck: 1 note, 1 card, 1 media, ")
    assert run_cli(root, "preview").stdout == "wrote 1 card page: open build/preview/index.html\n"
    (root / "cards/demo/q2.yaml").write_text(QUESTION.format(id="q2"))
    assert run_cli(root, "build").stdout.splitlines()[0] == "wrote build/demo.apkg (2 notes, lock: 1 change)"
