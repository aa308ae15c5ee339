"""deckgen reads a card file exactly as `yaml.safe_load` does, or refuses it with `path:line`.

Maintainers' scripts, linters and editors read card files with the safe loader, so deckgen may not
read one otherwise: every generated card-file-shaped document (tags of every kind, YAML 1.1's
implicit types, quoting, escapes, block scalars, anchors and aliases, odd keys) goes through
deckgen's reader (the fast path where it applies, libyaml's composer otherwise) and through
`yaml.safe_load`, and
- what deckgen reads is the very value the safe loader makes (types included: 12 is not "12");
- what the safe loader refuses, deckgen refuses, naming the line;
- a card deckgen accepts holds in each field what the safe loader gives it, of the field's type
  (text fields text, `order` a whole number, …); anything else is a `path:line` error.
deckgen refuses more than the safe loader on purpose (aliases, merge keys, duplicate keys, keys
that are not names, control characters), always with a line.
"""
from __future__ import annotations

import math
import os
import tempfile
from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from deckgen.cardfiles import load_question, yamlio
from deckgen.errors import Report, SourceError

EXAMPLES = 800 if os.environ.get("CI") else 300
FOLDER = Path(tempfile.mkdtemp(prefix="deckgen-safe-load-")) / "cards" / "demo"
FOLDER.mkdir(parents=True)
PATH = FOLDER / "q1.yaml"

IMPLICIT = ["yes", "No", "on", "OFF", "y", "n", "true", "False", "~", "null", "NULL", "0o12", "012", "0x1F", "0b101",
            "1_000", "1:30", "190:20:30", "+12", "-0", ".inf", "-.Inf", ".NaN", "1.5", "1e3", "1.0e+3", "1_0.5",
            "2020-01-01", "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10", "=", "<<", "C", "A", "B",
            "q1", "Which GPU?", "NCCL", "tag-a", "0", "7", "123456789012345678901", "aGVsbG8=", "x:y", "a # b"]
TAGS = ["!foo", "!!python/name:os.system", "!!python/object/apply:os.system", "!!binary", "!!timestamp", "!!set",
        "!!str", "!!int", "!!float", "!!bool", "!!null", "!!omap", "!!pairs", "!!seq", "!!map", "!", "!!merge",
        "!!value", "!<tag:yaml.org,2002:str>", "!!python/bytes"]
ESCAPES = ["\\x41", "\\u00e9", "\\U0001F600", "\\t", "\\n", "\\0", "\\N", "\\_", "\\L", "\\P", "\\e", "\\\\",
           '\\"', "\\/", " ", "a", "\u00e9", "'", "yes", "12"]

words = st.sampled_from(IMPLICIT)
decorations = st.tuples(st.sampled_from([""] * 4 + TAGS), st.sampled_from(["", "", "", "&a ", "&b "]))


@st.composite
def scalars(draw, flow: bool = False) -> str:
    """One scalar as YAML source: plain, quoted, escaped; maybe tagged or anchored; or an alias."""
    tag, anchor = draw(decorations)
    form = draw(st.sampled_from(["plain", "plain", "single", "double", "alias"]))
    word = draw(words)
    if form == "alias":
        return draw(st.sampled_from(["*a", "*b"]))
    if form == "single":
        text = "'" + word.replace("'", "''") + "'"
    elif form == "double":
        text = '"' + "".join(draw(st.lists(st.sampled_from(ESCAPES), max_size=4))) + '"'
    else:
        text = word if not flow or word not in ("x:y", "a # b") else "x"
    return " ".join(part for part in (tag, anchor.strip(), text) if part)


@st.composite
def values(draw, indent: int) -> str:
    """What follows `key:`: an inline scalar or flow collection, or a block list, mapping or text."""
    pad = " " * indent
    kind = draw(st.sampled_from(["scalar"] * 5 + ["flow-list", "flow-map", "block-list", "block-map", "block-text",
                                                  "empty"]))
    tag, anchor = draw(decorations)
    head = " ".join(part for part in (tag, anchor.strip()) if part)
    head = f" {head}" if head else ""
    if kind == "scalar":
        return " " + draw(scalars())
    if kind == "empty":
        return head
    if kind == "flow-list":
        return f"{head} [" + ", ".join(draw(st.lists(scalars(flow=True), max_size=3))) + "]"
    if kind == "flow-map":
        pairs = draw(st.lists(st.tuples(st.sampled_from("ABCDx"), scalars(flow=True)), max_size=3))
        return f"{head} {{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}"
    if kind == "block-list":
        return head + "".join(f"\n{pad}- {item}" for item in draw(st.lists(scalars(), min_size=1, max_size=3)))
    if kind == "block-map":
        keys = draw(st.lists(st.sampled_from(["A", "B", "C", "title", "points", "1", "yes", "<<"]), min_size=1,
                             max_size=3))
        return head + "".join(f"\n{pad}  {key}: {draw(scalars())}" for key in keys)
    style = draw(st.sampled_from(["|", "|-", ">", ">-"]))
    lines = draw(st.lists(words, min_size=1, max_size=3))
    return f"{head} {style}" + "".join(f"\n{pad}  {line}" for line in lines)


BASE = {"id": " q1", "order": " 3", "tags": " [a, b]", "question": " Which memory?", "options": "\n  A: one\n  B: two",
        "answer": " [A]", "answer_text": " One.", "short_explanation": " Short.", "full_explanation": " |\n  Full.",
        "rationales": "\n  B: Two is wrong.", "infographic": "\n  layout: key-points\n  title: T\n  points: [p]"}
NESTED = {"options": ("A", "B"), "rationales": ("B",), "infographic": ("title", "points")}


@st.composite
def card_files(draw) -> str:
    """A card file whose fields (some of them, or a nested value) hold generated YAML."""
    entries = dict(BASE)
    for key in draw(st.lists(st.sampled_from(sorted(BASE)), min_size=1, max_size=3, unique=True)):
        if key in NESTED and draw(st.booleans()):
            inner = draw(st.sampled_from(NESTED[key]))
            lines = [line for line in BASE[key].split("\n")[1:] if not line.startswith(f"  {inner}:")]
            entries[key] = "\n" + "\n".join([*lines, f"  {inner}:{draw(values(2))}"])
        else:
            entries[key] = draw(values(0))
    if draw(st.integers(0, 9)) == 0:  # a key no card has, in YAML's odd forms
        entries[draw(st.sampled_from(["<<", "1", "yes", "~", "!!str answer", "&a note"]))] = draw(values(0))
    return "".join(f"{key}:{value}\n" for key, value in entries.items())


REFUSED = object()


def same(mine, theirs) -> bool:
    """Equal values of the very same types (True is not 1, 12 not 12.0, a date not its text)."""
    if type(mine) is not type(theirs):
        return False
    if isinstance(mine, dict):
        return mine.keys() == theirs.keys() and all(same(mine[k], theirs[k]) for k in mine)
    if isinstance(mine, list):
        return len(mine) == len(theirs) and all(same(a, b) for a, b in zip(mine, theirs))
    if isinstance(mine, float) and math.isnan(mine):
        return math.isnan(theirs)
    return mine == theirs


def safe_load(text: str):
    try:
        return yaml.safe_load(text)
    except Exception:  # (a YAMLError, or what its constructors raise: ValueError for `!!int x`, …)
        return REFUSED


def text_of(value, key: str) -> str:
    assert value is None or type(value) is str, f"deckgen accepted {key}: {value!r}, which is not text"
    return (value or "").strip()


def texts_of(value, key: str) -> tuple[str, ...]:
    assert value is None or type(value) is list, f"deckgen accepted {key}: {value!r}, which is not a list"
    return tuple(text_of(item, key) for item in value or [])


def letters_of(value, key: str) -> dict[str, str]:
    assert value is None or type(value) is dict, f"deckgen accepted {key}: {value!r}, which is not a mapping"
    return {letter: text_of(text, key) for letter, text in sorted((value or {}).items())}


def assert_holds_what_safe_load_reads(question, data: dict) -> None:
    for key in ("id", "source", "question", "answer_text", "short_explanation", "full_explanation"):
        assert getattr(question, key) == text_of(data.get(key), key), key
    order = data.get("order", 0)
    assert type(order) is int and question.order == order, f"deckgen accepted order: {order!r}"
    assert question.tags == texts_of(data.get("tags"), "tags")
    assert question.options == letters_of(data.get("options"), "options")
    assert question.rationales == letters_of(data.get("rationales"), "rationales")
    answer = data.get("answer")
    assert question.answer == tuple(sorted(texts_of([answer] if type(answer) is str else answer, "answer")))
    spec = data.get("infographic")
    assert spec is None or type(spec) is dict, f"deckgen accepted infographic: {spec!r}"
    if spec is None:
        return  # (none: deckgen proposes one from the text)
    assert question.infographic.title == text_of(spec.get("title"), "infographic.title")
    assert question.infographic.points == texts_of(spec.get("points"), "infographic.points")


@settings(max_examples=EXAMPLES, database=None)
@given(card_files())
def test_card_files_read_as_yaml_safe_load_reads_them(text):
    theirs = safe_load(text)
    try:
        mine = yamlio.plain(yamlio.parse_text(text, PATH))
    except SourceError as err:
        assert err.line is not None and 1 <= err.line <= text.count("\n") + 1, f"{err} (no line)\n{text}"
        mine = REFUSED
    if mine is not REFUSED:
        assert theirs is not REFUSED, f"deckgen read what yaml.safe_load refuses:\n{text}"
        assert same(mine, theirs), f"deckgen read {mine!r}, yaml.safe_load {theirs!r}:\n{text}"
    PATH.write_text(text, "utf-8")
    report = Report()
    question = load_question(PATH, report, FOLDER.parent.parent)
    if question is None:
        assert report.errors and all(err.line is not None for err in report.errors), [str(e) for e in report.errors]
    else:
        assert mine is not REFUSED
        assert_holds_what_safe_load_reads(question, theirs)


def test_the_documents_reach_every_outcome():
    """The generator is worth its cost: accepted cards, and refusals by both readers and by deckgen alone."""
    outcomes = set()

    @settings(max_examples=300, database=None, derandomize=True)
    @given(card_files())
    def classify(text):
        theirs = safe_load(text)
        try:
            yamlio.parse_text(text, PATH)
            read = True
        except SourceError:
            read = False
        PATH.write_text(text, "utf-8")
        accepted = load_question(PATH, Report(), FOLDER.parent.parent) is not None
        outcomes.add(("safe_load refuses" if theirs is REFUSED else "safe_load reads",
                      "deckgen reads" if read else "deckgen refuses", accepted))

    classify()
    assert {("safe_load reads", "deckgen reads", True), ("safe_load reads", "deckgen reads", False),
            ("safe_load refuses", "deckgen refuses", False), ("safe_load reads", "deckgen refuses", False)} <= outcomes
