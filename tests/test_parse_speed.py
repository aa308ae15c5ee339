"""`deckgen parse`'s faster code gives the same bytes as before.

The card-file writer (`fastdump.fast_dump`) writes exactly what PyYAML writes, or leaves it to PyYAML: it
is compared with PyYAML (libyaml where installed, and the pure-Python emitter, so the fast path holds
for either) on random strings and random card dicts. Card files are also written when maintainers' YAML
is regenerated, so not one byte may change. Each faster formulation in parsing is compared with the
original one, kept here as the reference.
"""
from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen import cli, parse
from deckgen.parse import codeblocks
from deckgen.cardfiles import cardfile, fastdump, fastread, yamlio
from deckgen.parse import markers, phrases, rawfile
from deckgen.errors import Report, display_path
from deckgen.parse import parse_file
from deckgen.project import deck_folder_of
from deckgen.cardfiles.yamlio import Flow
from helpers import DECK_YAML, raw_text
from strategies import MANY, cards, texts

GOLDEN = Path(__file__).parent / "golden" / "yaml"
SEEDS = Path(__file__).parent.parent / "cards" / "gpu-infra" / "raw"


class PurePythonWriter(yaml.SafeDumper):
    """yamlio's writer on PyYAML's pure-Python emitter (used where libyaml is missing)."""


PurePythonWriter.add_representer(str, yamlio._str)
PurePythonWriter.add_representer(Flow, lambda d, v: d.represent_sequence("tag:yaml.org,2002:seq", v,
                                                                         flow_style=True))


def pure_python_dump(data: dict) -> str:
    return yaml.dump(data, Dumper=PurePythonWriter, sort_keys=False, allow_unicode=True, width=100000,
                     default_flow_style=False, indent=2)


def assert_same_as_pyyaml(data: dict) -> str | None:
    fast = fastdump.fast_dump(data)
    if fast is not None:
        assert fast == yamlio.pyyaml_dump(data)
        assert fast == pure_python_dump(data)
    assert yamlio.dump(data) == yamlio.pyyaml_dump(data)
    return fast


@settings(max_examples=MANY, deadline=None)
@given(texts)
def test_any_string_in_every_place_is_written_as_pyyaml_writes_it(text):
    assert_same_as_pyyaml({"k": text, "list": [text], "flow": Flow([text, "x"]), "map": {"n": text},
                           "items": [{"h": text, "i": [text]}], "after": "end"})


@settings(max_examples=MANY // 3, deadline=None)
@given(cards())
def test_random_cards_are_written_as_pyyaml_writes_them(card):
    assert_same_as_pyyaml(card)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(texts, texts | st.integers() | st.lists(texts, max_size=2), min_size=1, max_size=4))
def test_any_keys_are_written_as_pyyaml_writes_them(data):
    assert_same_as_pyyaml(data)


def test_every_character_is_written_as_pyyaml_writes_it():
    """Each character of the Basic Multilingual Plane alone, at a line's start and end, after a space
    and in a flow list, in documents the fast path writes (characters it leaves to PyYAML apart)."""
    fast = [chr(code) for code in range(0x10000)
            if not 0xd800 <= code < 0xe000 and fastdump.fast_dump({"k": f"{chr(code)}a {chr(code)}\nb{chr(code)}"})]
    assert len(fast) > 60000  # nearly all of them are written by the fast path
    for start in range(0, len(fast), 512):
        chars = fast[start:start + 512]
        data = {f"k{n}": f"{c}a {c}\nb{c}" for n, c in enumerate(chars)}
        data |= {f"s{n}": c for n, c in enumerate(chars)}
        data["flow"] = Flow(chars)
        assert assert_same_as_pyyaml(data) is not None


@pytest.mark.parametrize("text, shown", [
    ("plain words", "plain words"), ("a: b", "'a: b'"), ("it's", "it's"), ("'quoted'", "'''quoted'''"),
    ("yes", "'yes'"), ("", "''"), ("12", "'12'"), ("- item", "'- item'"), ("a #b", "'a #b'"), ("#x", "'#x'"),
    ("x" * 81, "|\n  " + "x" * 81), ("one\n\ntwo\n", "|\n  one\n\n  two"),
    ("a\n  indented", "|\n  a\n    indented"),
])
def test_common_strings_take_the_fast_path(text, shown):
    data = {"k": text}
    assert assert_same_as_pyyaml(data) == f"k: {shown}\n"


@pytest.mark.parametrize("text", [" lead\nx", "trailing \nx", "last line\nends ", "x" * 81 + " ", "tab\tx",
                                  "\U0001f600", "a\u2028b", "\n\n", "nbsp\xa0"])
def test_strings_it_is_unsure_of_are_left_to_pyyaml(text):
    assert fastdump.fast_dump({"k": text}) is None
    assert yamlio.dump({"k": text}) == yamlio.pyyaml_dump({"k": text})


def test_shared_and_unusual_values_are_left_to_pyyaml():
    shared = ["a"]
    for data in ({"a": shared, "b": shared}, {"a": 1.5}, {"a": True}, {"a": None}, {"on": "x"}, {"a": ("x",)},
                 {1: "x"}, {"a": [["x"]]}, {"a": [{}]}, {}):
        assert fastdump.fast_dump(data) is None


def no_fallback(data: dict) -> str:
    raise AssertionError(f"left to PyYAML: {data!r}")


@pytest.mark.parametrize("golden", sorted(GOLDEN.glob("*.yaml")), ids=lambda p: p.stem)
def test_golden_card_files_are_written_by_the_fast_path(tmp_path, monkeypatch, golden):
    path = tmp_path / "cards" / "d" / golden.name
    path.parent.mkdir(parents=True)
    path.write_bytes(golden.read_bytes())
    question = cardfile.load_question(path, Report(), tmp_path)
    assert question is not None
    monkeypatch.setattr(yamlio, "pyyaml_dump", no_fallback)
    assert cardfile.to_yaml(question) == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", sorted(SEEDS.glob("*.txt")), ids=lambda p: p.stem)
def test_seed_parses_are_written_by_the_fast_path(monkeypatch, seed):
    question = parse_file(seed).question
    expected = cardfile.to_yaml(question)
    monkeypatch.setattr(yamlio, "pyyaml_dump", no_fallback)
    assert cardfile.to_yaml(question) == expected


# --- parse: each faster formulation against the original one ----------------------------------


# An initial ("U.S.") ends no sentence; an acronym ("… on one GPU.") does.
# (Since issue 19: a capital is an initial only after a space, "(" or another initial's stop, not after
# "/" as in "I/O."; a sentence may start with a number or a lower-case command such as "nvidia-smi".)
# (Since issue 19's fourth session: a letter stated as the answer ends its sentence, "The answer is D. Training …".)
# (Since issue 19's thirty-first session "the answer's C." ends too, and since its thirty-second a unit after a figure: "… 400 W. The …")
ORIGINAL_SENTENCE_END = re.compile(r"(?:(?<=\d [A-Z])|(?<=\bis [A-H])|(?<=['’]s [A-H])|(?<=\bare [A-H])|(?<=\band [A-H])|(?<![\s(.][A-Z])(?<!^[A-Z]))"
                                   r"(?<!\be\.g)(?<!\bi\.e)(?<!\bvs)(?<!\betc)[.!?]"
                                   r"(?=\s+(?:[A-Z0-9“\"'(]|[a-z][a-z0-9]*[-_][a-z0-9])|$)")


def original_normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = re.sub(r"[\u200b\u200c\u200d\u2060\ufeff]", "", text)
    text = re.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", "", text)
    text = unicodedata.normalize("NFC", text)
    return "\n".join(rawfile.SPACES.sub(" ", line).strip() for line in text.split("\n"))


# Pieces of explanations, with the letters re.I matches in other forms (İ ı ſ K).
PIECES = ["Let's", "let’s", "LET US", "Now, let's", "Now let’s", "analyze", "review", "go over", "the", "The",
          "other", "incorrect", "wrong", "remaining", "options", "answers", "choices", "ones", "are", "not",
          "correct", "Why", "In", "By", "contrast", "Option", "answer", "is", "A", "B", "(C)", "D.", ":", "?", ".",
          "!", ",", "e.g.", "i.e.", "vs.", "etc.", "U.S.", "“Quote.”", "'x'", "(y)", " ", "  ", "\n", "\n\n", "\t",
          "\u00a0", "\u2028", "\u200b", "\ufeff", "\x85", "\u3000", "\u2000", "\u0130", "\u0131", "\u017f",
          "\u212a", "e\u0301", "1.", "2."]
explanations = st.lists(st.sampled_from(PIECES) | st.text(max_size=4), max_size=40).map(
    lambda parts: "".join(parts) if len(parts) % 2 else " ".join(parts))


@settings(max_examples=MANY, deadline=None)
@given(explanations)
@example("Let's Let's Let's D.")  # (the fresh-clone CI run at f543db6: the reference had fallen behind "'s D.")
@example("It draws 400 W. The cap is set.")
def test_sentence_ends_are_where_they_were(text):
    assert [m.span() for m in phrases.SENTENCE_END.finditer(text)] == \
        [m.span() for m in ORIGINAL_SENTENCE_END.finditer(text)]
    found = phrases.sentences(text.strip().split("\n\n", 1)[0])
    assert phrases.first_sentence(text) == (found[0] if found else "")


# (Since issue 19's twenty-sixth session, normalise keeps a code line's spaces, and `codeblocks.stripped` reads it as every
# other line is read: what every step reads is unchanged.)
def read(text: str) -> str:
    return codeblocks.stripped(parse.normalise(text))[0]


@settings(max_examples=MANY, deadline=None)
@given(explanations)
def test_normalise_is_unchanged(text):
    assert read(text) == original_normalise(text)


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(["```", "```yaml", "~~~", "    ", "\t", "  x", "x", " ", "\u00a0", "\u2028", "\u200b",
                                 "e\u0301", "\n", "\n\n", "a  b"]), max_size=30).map("".join))
def test_code_is_read_as_before(text):
    assert read(text) == original_normalise(text)


def test_normalise_is_unchanged_for_every_character():
    for code in range(0x10000):
        if 0xd800 <= code < 0xe000:
            continue
        text = f"a {chr(code)} b\n{chr(code)}x"
        assert read(text) == original_normalise(text), hex(code)
        text = f"x:\n    a {chr(code)}  b\n    {chr(code)}x\n```\n  {chr(code)}\n```"
        assert read(text) == original_normalise(text), hex(code)


@settings(max_examples=1000, deadline=None)
@given(st.sampled_from([markers.MARKER_TITLES[key] for key in markers.ORDER] + ["full explanation below image",
                                                                          "SHORT EXPLANATION:", "x"])
       .flatmap(lambda line: st.sampled_from([line, line + ".", line + ":", line[:-1], line.upper()])))
def test_marker_lines_are_read_as_before(line):
    expected = next((key for key, pattern in markers.MARKERS.items() if pattern.fullmatch(line)), None)
    match = markers.MARKER_LINE.fullmatch(line)
    assert (markers.MARKER_KEYS[match.lastindex - 1] if match else None) == expected


def test_locate_gives_the_deck_folder_and_source_parse_file_gives(tmp_path, monkeypatch):
    deck = tmp_path / "cards" / "d"
    (deck / "raw").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    for folder in (deck / "raw", deck, elsewhere):
        (folder / "000_a.txt").write_text("x")
    (deck / "raw" / "001_link.txt").symlink_to(elsewhere / "000_a.txt")
    (tmp_path / "linked").symlink_to(deck / "raw")
    monkeypatch.chdir(tmp_path)
    paths = [deck / "raw" / "000_a.txt", deck / "raw" / "001_link.txt", deck / "000_a.txt",
             elsewhere / "000_a.txt", tmp_path / "linked" / "000_a.txt", Path("cards/d/raw/000_a.txt"),
             Path("linked/000_a.txt"), Path("elsewhere/000_a.txt")]
    known: dict = {}
    for path in paths * 2:
        deck_folder = deck_folder_of(path)
        try:
            source = path.resolve().relative_to(deck_folder.resolve()).as_posix()
        except ValueError:
            source = path.name
        assert parse.locate(path, known) == (deck_folder, source), path


def test_parse_shows_each_path_as_other_commands_do(tmp_path, monkeypatch):
    """Written paths are shown by folder (not resolved one by one) exactly as display_path shows them:
    inside the working folder, outside it, and for a card file that is a symbolic link."""
    root = tmp_path / "project"
    deck = root / "cards" / "demo"
    (deck / "raw").mkdir(parents=True)
    (deck / "deck.yaml").write_text(DECK_YAML)
    text = raw_text("Which is fast?", ["A. x", "B. y"], full="A is. Let's analyze: - B is incorrect because y.")
    for name in ("000_q1.txt", "001_q2.txt"):
        (deck / "raw" / name).write_text(text)
    (tmp_path / "elsewhere").mkdir()
    for cwd in (root, root / "cards", tmp_path / "elsewhere"):
        monkeypatch.chdir(cwd)
        result = CliRunner().invoke(cli.main, ["parse", "-C", str(root)])
        assert result.exit_code == 0, result.output
        status = "new" if cwd == root else "unchanged"
        assert result.stdout.splitlines()[:2] == [f"{status:9} {display_path(deck / name)}"
                                                  for name in ("q1.yaml", "q2.yaml")]
    card = deck / "q2.yaml"
    card.rename(tmp_path / "elsewhere" / "q2.yaml")
    card.symlink_to(tmp_path / "elsewhere" / "q2.yaml")
    monkeypatch.chdir(root)
    result = CliRunner().invoke(cli.main, ["parse"])
    assert result.stdout.splitlines()[1] == f"unchanged {display_path(card)}"
    assert display_path(card) == "cards/demo/q2.yaml"  # it names the link, not where it leads
