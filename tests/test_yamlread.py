"""The card-file reader's fast path reads exactly what libyaml reads, or leaves the file to it.

`fastread.fast_read` reads the YAML subset deckgen's writer produces straight into Nodes. It must
give the very Nodes (values, lines, tags) that libyaml's composer gives, for every text it accepts:
checked on the shipped cards, on every random card file the writer makes (which it must all accept,
so that builds are fast), and on those files mangled at random, as a maintainer's edit might.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckgen.cardfiles import cardfile, fastdump, fastread, yamlio
from deckgen.errors import SourceError
from deckgen.cardfiles.yamlio import Flow
from strategies import MANY, cards, texts

REPO = Path(__file__).resolve().parent.parent
PATH = Path("card.yaml")


def libyaml(text: str) -> yamlio.Node:
    return yamlio.compose(text, PATH)


def fast_and_same(text: str) -> yamlio.Node | None:
    """The fast reading of `text`, asserted equal to libyaml's when there is one."""
    fast = fastread.fast_read(text)
    if fast is not None:
        assert fast == libyaml(text), text
    return fast


def test_shipped_and_test_cards_take_the_fast_path():
    files = [p for p in (REPO / "cards").rglob("*.yaml") if p.name not in ("deck.yaml", "deckgen.lock")]
    files += list((REPO / "tests" / "golden" / "yaml").glob("*.yaml"))
    assert len(files) >= 6
    for path in files:
        assert fast_and_same(path.read_text("utf-8")) is not None, path


@settings(max_examples=MANY, deadline=None)
@given(texts)
def test_any_string_in_every_place_reads_back_as_libyaml_reads_it(text):
    data = {"k": text, "list": [text], "flow": Flow([text, "x"]), "map": {"n": text},
            "items": [{"h": text, "i": [text]}], "after": "end"}
    fast = fast_and_same(yamlio.dump(data))
    if fastdump.fast_dump(data) is not None:
        assert fast is not None  # whatever the writer writes itself, the reader reads itself


@settings(max_examples=MANY // 3, deadline=None)
@given(cards())
def test_random_card_files_read_back_as_libyaml_reads_them(card):
    fast = fast_and_same(yamlio.dump(card))
    if fastdump.fast_dump(card) is not None and card["order"] >= 0:
        assert fast is not None


@settings(max_examples=MANY // 3, deadline=None)
@given(cards(), st.dictionaries(st.sampled_from(cardfile.REVIEW_FIELDS), texts, min_size=1, max_size=3))
def test_card_files_with_review_marks_read_back_as_libyaml_reads_them(card, marks):
    # (as `cardfile.to_yaml` writes them: after the fields, under a comment line)
    text = yamlio.dump(card) + cardfile.REVIEW_COMMENT + yamlio.dump({"review": marks})
    fast = fast_and_same(text)
    if fastdump.fast_dump({**card, "review": marks}) is not None and card["order"] >= 0:
        assert fast is not None


# Edits as a maintainer's hand might make them, and as YAML's indicators invite.
PIECES = [" ", "  ", "\n", "\n\n", "-", "- ", ":", ": ", "'", "''", "|", "|-", ">", "#", " #", "[", "]", ",", "{}",
          "&a ", "*a", "!x ", "?", "~", "null", "yes", "1", "-1", "0.5", "0o7", "x", "\u00e9", "---\n", "...", "\t"]
edits = st.lists(st.tuples(st.sampled_from(["insert", "replace", "dup", "drop", "indent", "dedent"]),
                           st.integers(0, 10**6), st.sampled_from(PIECES)), min_size=1, max_size=4)


def mangle(text: str, changes) -> str:
    for kind, where, piece in changes:
        lines = text.split("\n")
        line = where % len(lines)
        if kind == "insert":
            at = where % (len(text) + 1)
            text = text[:at] + piece + text[at:]
        elif kind == "replace":
            at = where % (len(text) + 1)
            text = text[:at] + piece + text[at + 1 + where % 3:]
        elif kind == "dup":
            text = "\n".join(lines[:line + 1] + lines[line:])
        elif kind == "drop":
            text = "\n".join(lines[:line] + lines[line + 1:])
        elif kind == "indent":
            text = "\n".join(lines[:line] + [" " * (1 + where % 4) + lines[line]] + lines[line + 1:])
        else:
            text = "\n".join(lines[:line] + [lines[line][1 + where % 2:]] + lines[line + 1:])
    return text


@settings(max_examples=MANY // 3, deadline=None)
@given(cards(), edits)
def test_mangled_card_files_read_as_libyaml_reads_them_or_are_left_to_it(card, changes):
    text = mangle(yamlio.dump(card), changes)
    try:
        fast_and_same(text)
    except SourceError as err:  # libyaml refused a text the fast path read
        pytest.fail(f"fast path read what libyaml refuses ({err}):\n{text}")


@settings(max_examples=MANY // 3, deadline=None)
@given(edits)
def test_mangled_shipped_cards_read_as_libyaml_reads_them_or_are_left_to_it(changes):
    for path in sorted((REPO / "cards" / "gpu-infra").glob("[0-9a-f]*.yaml")):
        try:
            fast_and_same(mangle(path.read_text("utf-8"), changes))
        except SourceError as err:
            pytest.fail(f"fast path read what libyaml refuses ({err})")


def test_mangling_exercises_both_readers():
    """Many mangled files still take the fast path (and agree), many are left to libyaml."""
    rng = random.Random(6)
    texts = [p.read_text("utf-8") for p in sorted((REPO / "cards" / "gpu-infra").glob("[0-9a-f]*.yaml"))]
    outcomes = {True: 0, False: 0}
    for _ in range(600):
        changes = [(rng.choice(["insert", "replace", "dup", "drop", "indent", "dedent"]), rng.randrange(10**6),
                    rng.choice(PIECES)) for _ in range(rng.randint(1, 2))]
        try:
            outcomes[fast_and_same(mangle(rng.choice(texts), changes)) is not None] += 1
        except SourceError as err:
            pytest.fail(f"fast path read what libyaml refuses ({err})")
    assert outcomes[True] > 100 and outcomes[False] > 100, outcomes


@pytest.mark.parametrize("text", [
    "a:\n  b: 1\n  # a comment\n  c: 2\n", "# a comment first\na: 1\n", "a: 1\n\nb: 2\n", "a: x  # note\n", "a: \"quoted\"\n", "a: |-\n  x\n",
    "a: >\n  x\n", "a: &x 1\nb: *x\n", "a:\n", "a: 1.5\n", "a: yes\n", "a: 0x7\n", "a: 007\n", "---\na: 1\n",
    "a: plain\n  continued\n", "a:\n  - indented\n", "a: |\n    first line deeper\n  then\n", "a: 1",
    "a:\tx\n", "a: 1\r\n", "\ufeffa: 1\n", "a: b\na: c\n", "yes: x\n", "a: [x, [y]]\n", "a: {b: 1}\n",
])
def test_what_the_writer_never_writes_is_left_to_libyaml(text):
    assert fastread.fast_read(text) is None


def test_the_fast_reader_gives_up_before_the_depth_the_full_reader_refuses():
    deep = "".join(f"{'  ' * level}k{level}:\n" for level in range(fastread._FAST_DEPTH + 1)) + "  " * (
        fastread._FAST_DEPTH + 1) + "end: x\n"
    assert fastread._FAST_DEPTH < yamlio.MAX_DEPTH
    assert fastread.fast_read(deep) is None and libyaml(deep).value  # read, the full way
