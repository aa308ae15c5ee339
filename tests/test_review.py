"""Review marks (`review:` in a card file): read and written by every reader and writer, counted by
parse and check, listed by check --review, refused by release --refuse-review, and never part of a note."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from deckgen import build, render
from deckgen.build import Written
from deckgen.cardfiles import cardfile, fastread, yamlio
from deckgen.errors import Report
from deckgen.parse import Parsed, parse_text
from deckgen.preview import card_sides
from deckgen.project import Project
from deckgen.review import count_line
from decks import VARIANTS
from golden import assert_golden
from helpers import DECK_YAML, make_project, raw_text, run_cli, visible_text
from test_cardfile import VALID, load

GOLDEN_HTML = Path(__file__).parent / "golden" / "html"

MARKS = ("# Needs a look (deckgen check --review): fix each field named below, then delete its line.\n"
         "review:\n  answer_text: no sentence names the answer\n  infographic: the title is a fragment of the stem\n")
MARKED = VALID + MARKS
#: A text whose answer parse cannot tell: it names no wrong option.
UNTOLD = raw_text("Which memory gives an H100 its bandwidth?", ["A. GDDR6", "B. HBM3"],
                  full="HBM3 is stacked next to the die, which gives it a wide bus.")
UNTOLD_WHY = "cannot tell the answer: the text names no wrong options"


# --- card files ------------------------------------------------------------------------------

def test_marks_are_read_with_their_lines_and_written_back_byte_for_byte(tmp_path):
    question, errors, _ = load(tmp_path, MARKED)
    assert errors == []
    assert question.review == {"answer_text": "no sentence names the answer",
                               "infographic": "the title is a fragment of the stem"}
    first = VALID.count("\n") + 3
    assert [(m.line, m.field) for m in question.review_marks()] == [(first, "answer_text"), (first + 1, "infographic")]
    assert cardfile.to_yaml(question) == MARKED
    assert cardfile.to_yaml_utf8(question) == MARKED.encode()


def test_the_fast_reader_reads_the_comment_and_marks_as_libyaml_does():
    text = (Path(__file__).parent / "golden" / "yaml" / "0d68aac94525f419.yaml").read_text("utf-8") + MARKS
    fast = fastread.fast_read(text)
    assert fast is not None and fast == yamlio.compose(text, Path("q1.yaml"))
    assert yamlio.plain(fast)["review"]["answer_text"] == "no sentence names the answer"


def test_a_card_without_marks_has_no_review_key(tmp_path):
    question, errors, _ = load(tmp_path, VALID)
    assert (errors, question.review) == ([], {})
    assert "review" not in cardfile.to_yaml(question) and "#" not in cardfile.to_yaml(question)


def test_written_marks_follow_the_card_order_whatever_order_parse_gave(tmp_path):
    question, _, _ = load(tmp_path, VALID)
    marked = dataclasses.replace(question, review={"infographic": "the title is a fragment of the stem",
                                                   "answer_text": "no sentence names the answer"})
    assert cardfile.to_yaml(marked) == MARKED


def test_review_emptied_by_the_maintainer_is_no_mark(tmp_path):
    question, errors, warnings = load(tmp_path, VALID + "review:\n")
    assert (errors, warnings, question.review) == ([], [], {})


def test_wrong_marks_are_errors_with_their_line(tmp_path):
    line = VALID.count("\n") + 2
    text = VALID + f"review:\n  answer_txt: why\n  answer: ''\n  options:\n  infographic: [a]\n"
    assert load(tmp_path, text)[1] == [
        f"cards/demo/q1.yaml:{line}: 'review' has 'answer_txt', which is not a field of the card; "
        "did you mean 'answer_text'?",
        f"cards/demo/q1.yaml:{line + 1}: 'review.answer' must be non-empty text (why the field needs a look)",
        f"cards/demo/q1.yaml:{line + 2}: 'review.options' must be non-empty text (why the field needs a look)",
        f"cards/demo/q1.yaml:{line + 3}: 'review.infographic' must be non-empty text (why the field needs a look)"]
    assert load(tmp_path, VALID + "review: fix the answer\n")[1] == [
        f"cards/demo/q1.yaml:{line - 1}: 'review' must be a mapping of field names to text, not str 'fix the answer'"]
    assert load(tmp_path, VALID + "review:\n  id: why\n")[1] == [
        f"cards/demo/q1.yaml:{line}: 'review' has 'id', which is not a field of the card; use one of question, "
        "options, answer, answer_text, short_explanation, full_explanation, rationales, infographic"]


def test_review_fields_of_a_card_file():
    assert cardfile.review_fields(MARKED.encode(), Path("q1.yaml")) == ("answer_text", "infographic")
    assert cardfile.review_fields(VALID.encode(), Path("q1.yaml")) == ()
    assert cardfile.review_fields(b"review: [\n", Path("q1.yaml")) == ()


# --- the card a learner sees -----------------------------------------------------------------

def _no_answer_line(card: str) -> str:
    """A card file of tests/decks.py with an empty answer line, marked for review."""
    start = card.index("answer_text:")
    return (card[:start] + "answer_text: ''\n" + card[card.index("\nshort_explanation:", start) + 1:]
            + "review:\n  answer_text: no sentence names the answer\n")


@pytest.mark.parametrize("name", ["recall", "opt1"])
def test_an_empty_answer_line_gives_a_clean_back_led_by_the_short_explanation(tmp_path, name):
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML,
                                   f"cards/demo/{name}.yaml": _no_answer_line(VARIANTS[f"cards/demo/{name}.yaml"])})
    (deck,), _ = build.render_decks(Project(root), use_cache=False)
    _, back = card_sides(deck.notes()[0], render.note_type())
    assert_golden(GOLDEN_HTML / f"{name}-no-answer-line-back.html", back)
    after_front = visible_text(back.split("<hr id=\"answer\">")[1])
    assert "Not set" not in after_front and "no sentence names" not in after_front  # the mark never shows
    if name == "recall":  # nothing to say under "Answer": the short explanation leads
        assert "Answer" not in after_front and after_front.startswith("In short")
    else:  # the answer key, then at once the short explanation
        assert after_front.startswith("Answer C GPU memory (VRAM) In short The GPU reads weights from VRAM.")
