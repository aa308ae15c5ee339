"""Review marks (`review:` in a card file): read and written by every reader and writer, counted by
parse and check, listed by check --review, refused by release --refuse-review, and never part of a note."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from deckgen.build import Written
from deckgen.cardfiles import cardfile, fastread, yamlio
from deckgen.errors import Report
from deckgen.parse import Parsed, parse_text
from deckgen.review import count_line
from helpers import DECK_YAML, make_project, raw_text, run_cli
from test_cardfile import VALID, load

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
