"""Card files: YAML <-> Question round trips, every check with its line, and hostile YAML."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckgen.cardfiles import cardfile, deckfile, yamlio
from deckgen.errors import DeckgenError, Report, SourceError
from deckgen.model import Column, Infographic, Part, Question
from helpers import DECK_YAML, make_project, real_image

GOLDEN = Path(__file__).parent / "golden" / "yaml"
#: Generated cases per property (see test_parse; with CI set, 7,200 in all: see strategies.MANY for why not more).
EXAMPLES = 1200 if os.environ.get("CI") else 300

VALID = """\
id: q1
order: 4
source: raw/004_q1.txt
tags: [gpu-memory, hbm]
question: Which memory gives an H100 its bandwidth?
options:
  A: GDDR6
  B: HBM3
  C: DDR5
answer: [B]
answer_text: HBM3 is stacked next to the GPU die.
short_explanation: Stacked memory, *wide* bus.
full_explanation: |
  HBM3 stacks DRAM dies on an interposer.

  1. Wide bus.
  2. Short wires.
rationales:
  A: GDDR6 is used on consumer cards.
  C: DDR5 is system memory.
infographic:
  layout: breakdown
  title: Where the bandwidth comes from
  answer: B — HBM3
  parts:
  - label: Bus width
    weight: 3
    detail: 5120 bits
  - label: Clock
    weight: 1.5
  wrong:
    A: Consumer cards
    C: System memory
"""


def load(tmp_path: Path, text: str, name: str = "q1.yaml") -> tuple[Question | None, list[str], list[str]]:
    """Load a question file written into tmp_path/cards/demo/; (question, errors, warnings) as users see them."""
    root = make_project(tmp_path, {f"cards/demo/{name}": text})
    report = Report()
    question = cardfile.load_question(root / "cards" / "demo" / name, report, root)
    return question, [_shown(e, root) for e in report.errors], [_shown(w, root) for w in report.warnings]


def _shown(problem: DeckgenError, root: Path) -> str:
    return f"{problem.path.relative_to(root).as_posix()}:{problem.line}: {problem.message}"


def errors_of(tmp_path: Path, text: str) -> list[str]:
    return load(tmp_path, text)[1]


# --- round trips -----------------------------------------------------------------------------

@pytest.mark.parametrize("golden", sorted(GOLDEN.glob("*.yaml")), ids=lambda p: p.stem)
def test_seed_yaml_round_trips_byte_for_byte(tmp_path, golden):
    text = golden.read_text(encoding="utf-8")
    question, errors, warnings = load(tmp_path, text, golden.name)
    assert (errors, warnings) == ([], [])
    assert cardfile.to_yaml(question) == text


def test_seed_goldens_exist():
    assert sorted(p.stem for p in GOLDEN.glob("*.yaml")) == ["0d68aac94525f419", "4b5c0af25e637c0f",
                                                             "811a374ada030feb"]


def test_question_with_options_tags_and_parts_round_trips(tmp_path):
    question, errors, _ = load(tmp_path, VALID)
    assert errors == []
    assert question.tags == ("gpu-memory", "hbm")
    assert question.options == {"A": "GDDR6", "B": "HBM3", "C": "DDR5"}
    assert question.answer == ("B",)
    assert question.question == "Which memory gives an H100 its bandwidth?"
    assert question.infographic.parts == (Part("Bus width", 3.0, "5120 bits"), Part("Clock", 1.5, ""))
    assert question.infographic.wrong == (("A", "Consumer cards"), ("C", "System memory"))
    assert question.line_of("rationales.C") == 20
    assert question.line_of("infographic.parts") == 25
    assert cardfile.to_yaml(question) == VALID


def test_comparison_infographic_round_trips(tmp_path):
    text = VALID[:VALID.index("infographic:")] + """\
infographic:
  layout: comparison
  title: HBM or GDDR
  answer: B — HBM3
  columns:
  - heading: HBM3
    items:
    - Stacked dies
    - 5120-bit bus
  - heading: GDDR6
    items:
    - Separate chips
"""
    question, errors, _ = load(tmp_path, text)
    assert errors == []
    assert question.infographic.columns == (Column("HBM3", ("Stacked dies", "5120-bit bus")),
                                            Column("GDDR6", ("Separate chips",)))
    assert cardfile.to_yaml(question) == text


def test_supplied_image_round_trips(tmp_path):
    png = real_image()
    make_project(tmp_path, {"media/q1.png": png})
    text = VALID[:VALID.index("infographic:")] + "infographic:\n  image: media/q1.png\n"
    question, errors, _ = load(tmp_path, text)
    assert errors == []
    assert question.infographic == Infographic(image="media/q1.png")
    assert cardfile.to_yaml(question) == text


def test_writer_uses_block_scalars_and_utf8_as_itself(tmp_path):
    question = Question(id="q1", order=0, source="raw/000_q1.txt", tags=(), question="Short “quoted” stem—ok?",
                        options={}, answer=("A",), answer_text="x" * 81, short_explanation="one\ntwo",
                        full_explanation="tab\there", rationales={"B": "trailing space \nline"},
                        infographic=Infographic())
    text = cardfile.to_yaml(question)
    assert "question: Short “quoted” stem—ok?\n" in text
    assert f"answer_text: |\n  {'x' * 81}\n" in text
    assert "short_explanation: |\n  one\n  two\n" in text
    assert 'full_explanation: "tab\\there"\n' in text  # a tab would be invisible as itself
    assert '  B: "trailing space \\nline"\n' in text
    assert list(read_text(tmp_path, text)) == [key for key in cardfile.QUESTION_KEYS if key != "review"]  # (no marks)


def read_text(tmp_path: Path, text: str):
    """YAML text read back through yamlio, as plain Python values."""
    path = tmp_path / "x.yaml"
    path.write_text(text, encoding="utf-8")
    return yamlio.plain(yamlio.read(path))


@pytest.mark.parametrize("value, shown", [("a\u2028b", '"a\\Lb"'), ("a\x85b", '"a\\Nb"'),
                                          ("\ufeffa", '"\\uFEFFa"'), ("bell\x07", '"bell\\a"')])
def test_writer_escapes_invisible_characters(tmp_path, value, shown):
    assert yamlio.dump({"k": value}) == f"k: {shown}\n"
    assert read_text(tmp_path, yamlio.dump({"k": value})) == {"k": value}


# --- checks, each with its line ---------------------------------------------------------------

def replace_line(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("old, new, error", [
    ("short_explanation: Stacked", "short_explenation: Stacked",
     "cards/demo/q1.yaml:12: unknown key 'short_explenation'; did you mean 'short_explanation'?"),
    ("infographic:\n  layout: breakdown", "infographic:\n  layuot: breakdown",
     "cards/demo/q1.yaml:22: unknown key 'infographic.layuot'; did you mean 'layout'?"),
    ("  - label: Clock", "  - label: Clock\n    colour: red",
     "cards/demo/q1.yaml:30: unknown key 'infographic.parts[].colour'; valid keys: label, weight, detail"),
    ("order: 4", "order: four", "cards/demo/q1.yaml:2: 'order' must be a whole number from 0 to 999999, not str 'four'"),
    ("order: 4", "order: -1", "cards/demo/q1.yaml:2: 'order' must be a whole number from 0 to 999999, not int -1"),
    ("tags: [gpu-memory, hbm]", "tags: gpu-memory",
     "cards/demo/q1.yaml:4: 'tags' must be a list, not str 'gpu-memory'"),
    ("tags: [gpu-memory, hbm]", "tags: [gpu memory]",
     "cards/demo/q1.yaml:4: tag 'gpu memory' must be one word (Anki splits tags on spaces)"),
    ("answer_text: HBM3 is stacked next to the GPU die.", "answer_text: [HBM3]",
     "cards/demo/q1.yaml:11: 'answer_text' must be text, not a list"),
    ("answer_text: HBM3 is stacked next to the GPU die.", "answer_text: true",
     "cards/demo/q1.yaml:11: 'answer_text' must be text, not bool True (YAML reads it so when unquoted: put it in quotes to keep it as text)"),
    ("options:\n  A: GDDR6", "options:\n  A: [GDDR6]", [
        "cards/demo/q1.yaml:7: 'options.A' must be non-empty text",
        "cards/demo/q1.yaml:6: options must be lettered A, B without gaps, found B, C",
        "cards/demo/q1.yaml:19: rationale for A, which is not among the options"]),
    ("  C: DDR5\nanswer", "  c: DDR5\nanswer", [
        "cards/demo/q1.yaml:9: 'options' has 'c', which is not an option letter (A–H)",
        "cards/demo/q1.yaml:20: rationale for C, which is not among the options"]),
    ("answer: [B]", "answer: [E]", "cards/demo/q1.yaml:10: answer E is not among the options (A, B, C)"),
    ("answer: [B]", "answer: [BB]", "cards/demo/q1.yaml:10: answer must be option letters (A–H), not str 'BB'"),
    ("answer: [B]", "answer: [B, B]", "cards/demo/q1.yaml:10: answer lists B twice"),
    ("answer: [B]", "answer: [A]", "cards/demo/q1.yaml:19: rationale says why A is wrong, but A is the answer"),
    ("  C: DDR5 is system memory.", "  D: DDR5 is system memory.",
     "cards/demo/q1.yaml:20: rationale for D, which is not among the options"),
    ("  C: DDR5\nanswer", "  D: DDR5\nanswer", [
        "cards/demo/q1.yaml:6: options must be lettered A, B, C without gaps, found A, B, D",
        "cards/demo/q1.yaml:20: rationale for C, which is not among the options"]),
    ("id: q1", "id: q2", "cards/demo/q1.yaml:1: id 'q2' does not match the file name 'q1.yaml'; "
                         "rename the file to <id>.yaml (the id is the note's identity)"),
    ("id: q1", "id: 'q 1'", "cards/demo/q1.yaml:1: id 'q 1' may hold only letters, digits, '-' and '_' (≤ 64)"),
    ("question: Which memory gives an H100 its bandwidth?", "question: ''",
     "cards/demo/q1.yaml:5: 'question' is empty"),
    ("    weight: 3", "    weight: 0", "cards/demo/q1.yaml:27: 'weight' must be a number greater than 0 and at most 1000000, not int 0"),
    ("layout: breakdown", "layout: breakdwn",
     "cards/demo/q1.yaml:22: unknown layout 'breakdwn'; did you mean 'breakdown'?"),
    ("title: Where the bandwidth comes from", 'title: "Where\\0"',
     "cards/demo/q1.yaml:23: 'infographic.title' contains the control character U+0000; remove it"),
    ("infographic:\n  layout: breakdown", "infographic:\n  image: media/nope.png\n  layout: breakdown",
     "cards/demo/q1.yaml:22: image media/nope.png does not exist: add the file to media/ or fix the path"),
], ids=["unknown-key", "unknown-nested-key", "unknown-part-key", "order-text", "order-negative", "tags-scalar",
        "tag-space", "text-list", "text-bool", "option-list", "option-lowercase", "answer-not-option",
        "answer-not-letter", "answer-twice", "rationale-for-answer", "rationale-not-option", "option-gap",
        "id-mismatch", "id-invalid", "empty-question", "weight-zero", "unknown-layout", "control-character",
        "missing-image"])
def test_each_check_names_its_line(tmp_path, old, new, error):
    assert errors_of(tmp_path, replace_line(VALID, old, new)) == ([error] if isinstance(error, str) else error)


def test_missing_required_keys_and_wrong_root(tmp_path):
    assert errors_of(tmp_path, "order: 1\n") == ["cards/demo/q1.yaml:1: missing key 'id'",
                                                "cards/demo/q1.yaml:1: missing key 'question'"]
    assert errors_of(tmp_path, "- id: q1\n") == [
        "cards/demo/q1.yaml:1: expected a mapping of keys (id:, question:, …), found a list"]


def test_question_without_answer_is_a_warning(tmp_path):
    question, errors, warnings = load(tmp_path, "id: q1\nquestion: Which?\nanswer: []\n")
    assert (errors, question.answer) == ([], ())
    assert warnings == ["cards/demo/q1.yaml:3: no answer; the card cannot mark the correct option (set `answer:`)"]


@pytest.mark.parametrize("old, new, error", [
    ("answer: [B]", "answer: [b]", "cards/demo/q1.yaml:10: answer letters are capitals: did you mean [B]?"),
    ("answer: [B]", "answer: [a, c]", "cards/demo/q1.yaml:10: answer letters are capitals: did you mean [A, C]?"),
    ("answer: [B]", "answer: b", "cards/demo/q1.yaml:10: answer letters are capitals: did you mean [B]?"),
    ("answer: [B]", "answr: [B]", "cards/demo/q1.yaml:10: unknown key 'answr'; did you mean 'answer'?"),
], ids=["lower-case", "two-lower-case", "scalar", "misspelt-key"])
def test_a_mistyped_answer_is_one_error_with_the_fix_and_no_second_warning(tmp_path, old, new, error):
    question, errors, warnings = load(tmp_path, replace_line(VALID, old, new))
    assert (errors, warnings) == ([error], [])


@pytest.mark.parametrize("line, error", [
    ("  B Model validation", "not valid YAML: could not find expected ':' (while scanning a simple key)"),
    ('  B: "Model validation', "not valid YAML: found unexpected end of stream (while scanning a quoted scalar)"),
    ("  B: [Model validation", "not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence)"),
    ("  B: Model: validation", "not valid YAML: mapping values are not allowed in this context"),
    ("   B: Model validation", "not valid YAML: mapping values are not allowed in this context"),
], ids=["no-colon", "unclosed-quote", "unclosed-bracket", "colon-in-text", "indent"])
def test_a_yaml_mistake_is_reported_at_its_own_line(tmp_path, line, error):
    """libyaml notices the first three only on a later line (or at the end of the file)."""
    lines = [f"line{n}: x" for n in range(1, 7)] + ["options:", "  A: Data", line, "  C: Training", "answer: [C]"]
    assert errors_of(tmp_path, "\n".join(lines) + "\n") == [f"cards/demo/q1.yaml:9: {error}"]


def test_every_problem_of_a_file_is_reported(tmp_path):
    text = replace_line(replace_line(VALID, "order: 4", "ordre: 4"), "answer: [B]", "answer: [E]")
    assert errors_of(tmp_path, text) == [
        "cards/demo/q1.yaml:2: unknown key 'ordre'; did you mean 'order'?",
        "cards/demo/q1.yaml:10: answer E is not among the options (A, B, C)"]


@pytest.mark.parametrize("text, error", [
    ("id: q1\nquestion: x\nid: q2\n", "cards/demo/q1.yaml:3: key 'id' appears twice (first on line 1)"),
    ("id: &a q1\nquestion: *a\n", "cards/demo/q1.yaml:1: anchors and aliases (&name, *name) are not allowed in "
                                  "card files; write the value out"),
    ("id: q1\nquestion: x\n---\nid: q2\n", "cards/demo/q1.yaml:3: more than one YAML document (---); "
                                           "put one question per file"),
    ("id: q1\nquestion: [x\n", "cards/demo/q1.yaml:2: not valid YAML: "),  # the rest is libyaml's wording
    ("id: q1\nquestion: x\n  bad: indent\n", "cards/demo/q1.yaml:3: not valid YAML: "),
    ("id: q1\n" + "x: " + "[" * 9 + "]" * 9 + "\n", "cards/demo/q1.yaml:2: nested more than 8 levels deep; "
                                                    "card files are flat"),
    ("id: q1\n[a]: x\n", "cards/demo/q1.yaml:2: mapping keys must be plain names"),
    (b"id: q1\nquestion: caf\xe9\n", "cards/demo/q1.yaml:2: not valid UTF-8 (byte 0xe9); save the file as UTF-8"),
    (b"id: q1\n\nquestion: \x00\n", "cards/demo/q1.yaml:3: binary data (a NUL byte); a card file is YAML text"),
    ("id: q1\nquestion: a\x1bb\n", "cards/demo/q1.yaml:2: the character U+001B is not allowed in YAML; remove it"),
], ids=["duplicate-key", "alias", "two-documents", "unclosed", "indent", "deep", "complex-key", "utf8", "nul",
        "control"])
def test_unsafe_or_broken_yaml_names_its_line(tmp_path, text, error):
    root = make_project(tmp_path, {"cards/demo/q1.yaml": text})
    report = Report()
    assert cardfile.load_question(root / "cards/demo/q1.yaml", report, root) is None
    assert len(report.errors) == 1
    shown = _shown(report.errors[0], root)
    assert shown == error or error.endswith("YAML: ") and shown.startswith(error)


def test_too_large_yaml_is_refused(tmp_path):
    assert errors_of(tmp_path, "id: q1\nquestion: " + "x" * (1 << 20) + "\n") == [
        "cards/demo/q1.yaml:1: file is larger than 1024 KiB; a card file is a few KiB"]


def test_duplicate_ids_across_two_files_in_a_deck(tmp_path):
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, "cards/demo/q1.yaml": VALID,
                                   "cards/demo/q2.yaml": VALID})
    report = Report()
    deck = deckfile.load_deck(root / "cards" / "demo", report, root)
    assert [_shown(e, root) for e in report.errors] == [
        "cards/demo/q2.yaml:1: duplicate id 'q1' (also in q1.yaml); every question needs its own id: "
        "give this one a new id and name the file after it"]
    assert [q.path.name for q in deck.questions] == ["q1.yaml"]


@pytest.mark.parametrize("text, errors", [
    ("name: Demo\n", ["cards/demo/deck.yaml:1: missing key 'id'"]),
    ("id: Demo Deck\nname: Demo\n",
     ["cards/demo/deck.yaml:1: deck id 'Demo Deck' may hold only a-z, 0-9, '.', '-', '_'"]),
    ("id: demo\nname: A::::B\nversion: 1.0\n", [
        "cards/demo/deck.yaml:3: 'version' must be text, not float 1.0 (YAML reads it so when unquoted: put it in "
        "quotes to keep it as text)",
        "cards/demo/deck.yaml:2: deck name 'A::::B' has an empty level (nothing between two '::', or at an end): "
        "Anki would name it 'blank'"]),
    ("id: demo\nname: Demo\nnaem: x\n", ["cards/demo/deck.yaml:3: unknown key 'naem'; did you mean 'name'?"]),
    ("id: demo\nname: Demo\ntags: [a b]\n",
     ["cards/demo/deck.yaml:3: tag 'a b' must be one word (Anki splits tags on spaces)"]),
    ("id: demo\nname: 'A:::B'\n", ["cards/demo/deck.yaml:2: deck name 'A:::B' has ':::' (a level that starts or "
                                    "ends with ':'), which is ambiguous: use '::' between levels"]),
    ("id: demo\nname: " + "::".join("L" * 12) + "\n", ["cards/demo/deck.yaml:2: deck name '" + "::".join("L" * 12)
                                                    + "' has 12 levels; Anki refuses more than 11 "
                                                      "(deck nesting level too deep)"]),
    ("id: demo\nname: 'A :: B'\n", ["cards/demo/deck.yaml:2: deck name 'A :: B' has a space next to '::' or at an "
                                     "end, which Anki removes"]),
    ("id: demo\nname: 'say \"hi\"'\n", ["cards/demo/deck.yaml:2: deck name 'say \"hi\"' holds a control "
                                         "character or \", which Anki removes"]),
    ("id: demo\nname: Demo\ntags: ['::', 'a::', ok::fine]\n", [
        "cards/demo/deck.yaml:3: tag '::' has an empty level (nothing between two '::', or at an end): "
        "Anki would name it 'blank'",
        "cards/demo/deck.yaml:3: tag 'a::' has an empty level (nothing between two '::', or at an end): "
        "Anki would name it 'blank'"]),
    ("id: demo\nname: Demo\ntags: ['a\u3000b', \"e\u0301\"]\n", [
        "cards/demo/deck.yaml:3: tag 'a\u3000b' must be one word (Anki splits tags on spaces)",
        "cards/demo/deck.yaml:3: tag 'e\u0301' is not in Unicode NFC form, which Anki converts it to "
        "(retype it, or normalise the file)"]),
    ("id: demo\nname: Demo\nversion: \u0661.\u0660.\u0660\n",
     ["cards/demo/deck.yaml:3: version '\u0661.\u0660.\u0660' must be MAJOR.MINOR.PATCH in ASCII digits, e.g. 1.0.0"]),
], ids=["no-id", "bad-id", "version-and-name", "unknown-key", "tag", "triple-colon", "12-levels", "spaced-level",
        "quote", "empty-tag-levels", "tag-space-nfc", "arabic-version"])
def test_bad_deck_yaml(tmp_path, text, errors):
    root = make_project(tmp_path, {"cards/demo/deck.yaml": text})
    report = Report()
    assert deckfile.load_deck_config(root / "cards" / "demo", report, root) is None
    assert [_shown(e, root) for e in report.errors] == errors


def test_missing_deck_yaml(tmp_path):
    root = make_project(tmp_path, {"cards/demo/q1.yaml": VALID})
    report = Report()
    assert deckfile.load_deck(root / "cards" / "demo", report, root) is None
    assert [e.message for e in report.errors] == ["missing deck.yaml (id, name); every deck folder needs one"]


# --- generated input: only deckgen's own errors escape -----------------------------------------

YAMLISH = st.sampled_from(["id", "question", "answer", "options", "rationales", "tags", "infographic", "image",
                           "layout", "parts", "columns", "weight", ":", ": ", "- ", "\n", "\n  ", "\n    ", "[",
                           "]", "{", "}", ",", "&a", "*a", "!!str", "!!binary", "!!python/object", "|", ">", "'",
                           '"', "\\0", "\\x85", "#", "---", "...", "? ", "A", "B", "q1", "1", "-1", "1.5", "true",
                           "null", "~", "media/x.png", "../x", "\t", "%YAML 1.1\n", "\u2028", "\ufeff", "<<"])
yamlish_text = st.lists(YAMLISH | st.text(max_size=5), max_size=40).map("".join)
golden_lines = st.sampled_from(sorted(GOLDEN.glob("*.yaml"))).map(
    lambda p: ["id: q1", *p.read_text(encoding="utf-8").split("\n")[1:]])  # the fuzzed file is q1.yaml


@st.composite
def mutated_golden(draw) -> str:
    """A golden card file with lines dropped, duplicated, re-indented or inserted."""
    lines = draw(golden_lines)
    for _ in range(draw(st.integers(1, 4))):
        index = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["drop", "duplicate", "indent", "insert"]))
        if action == "drop":
            del lines[index]
        elif action == "duplicate":
            lines.insert(index, lines[index])
        elif action == "indent":
            lines[index] = draw(st.sampled_from([" ", "  ", "- ", ""])) + lines[index][draw(st.integers(0, 3)):]
        else:
            lines.insert(index, draw(yamlish_text))
        if not lines:
            lines = [""]
    return "\n".join(lines)


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    """A project shared by every example of a property (one file, rewritten each time)."""
    return make_project(tmp_path_factory.mktemp("fuzz"), {"cards/demo/deck.yaml": DECK_YAML})


fuzz_settings = settings(max_examples=EXAMPLES, deadline=None,
                         suppress_health_check=[HealthCheck.too_slow])


def check_load(project: Path, data: bytes) -> None:
    path = project / "cards" / "demo" / "q1.yaml"
    path.write_bytes(data)
    try:
        yamlio.read(path)
    except SourceError as err:
        assert err.path == path and isinstance(err.line, int) and err.line >= 1, str(err)
    report = Report()
    question = cardfile.load_question(path, report, project)
    for problem in report.errors + report.warnings:
        assert isinstance(problem, DeckgenError) and problem.path == path, str(problem)
        assert isinstance(problem.line, int) and problem.line >= 1, str(problem)
    if question is not None:
        # A file that loads writes back to text that loads to the same question.
        path.write_text(cardfile.to_yaml(question), encoding="utf-8")
        again = cardfile.load_question(path, Report(), project)
        assert again == question


@fuzz_settings
@given(st.binary(max_size=300))
def test_load_question_on_random_bytes(project, data):
    check_load(project, data)


@fuzz_settings
@given(yamlish_text | yamlish_text.map("id: q1\nquestion: x\n".__add__) | mutated_golden())
def test_load_question_on_yamlish_text(project, text):
    check_load(project, text.encode("utf-8", "surrogatepass"))
