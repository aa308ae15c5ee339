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
from decks import VARIANTS, variants_project
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
UNTOLD_WHY = "cannot tell the answer: the text names no wrong option by its letter"


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
    # A reason is text as the safe loader reads it: a number, a yes or bytes is refused, not made text.
    text = VALID + "review:\n  answer: 12\n  options: yes\n  infographic: !!binary aGk=\n"
    assert load(tmp_path, text)[1] == [
        f"cards/demo/q1.yaml:{line}: 'review.answer' must be non-empty text (why the field needs a look), not int 12"
        " (YAML reads it so when unquoted: put it in quotes to keep it as text)",
        f"cards/demo/q1.yaml:{line + 1}: 'review.options' must be non-empty text (why the field needs a look), "
        "not bool True (YAML reads it so when unquoted: put it in quotes to keep it as text)",
        f"cards/demo/q1.yaml:{line + 2}: 'review.infographic' must be non-empty text (why the field needs a look), "
        "not binary b'hi'"]
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


# --- parse -----------------------------------------------------------------------------------

def test_the_count_of_cards_that_need_a_look_by_field():
    assert count_line([("answer_text",), ("answer_text", "infographic"), (), ("options",)]) == \
        "3 cards need a look: answer_text 2, infographic 1, options 1"
    assert count_line([("answer",), ()]) == "1 card needs a look: answer 1"
    assert count_line([(), ()]) == ""


def test_the_parse_report_ends_with_the_cards_that_need_a_look(capsys):
    from deckgen.build import ParseOutcome
    from deckgen.cli import _report_parse

    parsed = [Parsed(parse_text(raw_text(f"Question {n}?"), path=Path(f"raw/00{n}_q{n}.txt"), qid=f"q{n}",
                                order=n, source=f"raw/00{n}_q{n}.txt").question, ()) for n in range(3)]
    parsed[0] = Parsed(dataclasses.replace(parsed[0].question, review={
        "answer": "cannot tell the answer: the text names no wrong option by its letter", "answer_text": "the answer is not known: set "
        "`answer:` first", "infographic": "no line of the text could be drawn whole"}), ())
    parsed[1] = Parsed(dataclasses.replace(parsed[1].question, review={"answer_text": "no sentence names the answer"}), ())
    parsed[2] = Parsed(dataclasses.replace(parsed[2].question, review={}), ())
    outcome = ParseOutcome(written=[Written("new", Path(f"/p/cards/demo/{p.question.id}.yaml"), Path("raw"), (),
                                            tuple(p.question.review)) for p in parsed])
    _report_parse(outcome)
    assert capsys.readouterr().out.splitlines()[-2:] == [
        "3 new.", "2 cards need a look: answer_text 2, answer 1, infographic 1 (deckgen check --review lists them)"]


def test_parse_marks_an_answer_it_cannot_tell_and_check_counts_and_lists_it(tmp_path):
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, "cards/demo/raw/000_untold.txt": UNTOLD})
    parsed = run_cli(root, "parse")
    assert parsed.exit_code == 0
    assert parsed.stdout == ("new       cards/demo/untold.yaml\n1 new.\n"
                             "1 card needs a look: answer 1, answer_text 1, infographic 1 (deckgen check --review lists them)\n")
    card = root / "cards" / "demo" / "untold.yaml"
    text = card.read_text("utf-8")
    # (no answer line either, nor a box: with the answer unknown, any would be a guess; the box is marked as waiting)
    assert text.endswith(cardfile.REVIEW_COMMENT + f"review:\n  answer: '{UNTOLD_WHY}'\n"
                         "  answer_text: 'the answer is not known: set `answer:` first'\n"
                         "  infographic: no title names the concept; its answer box waits for the answer\n")
    line = text.count("\n")
    checked = run_cli(root, "check")
    assert checked.exit_code == 0
    assert checked.stdout == "ok: 1 deck, 1 question, 1 needs a look, 1 warning (deckgen check --review lists them).\n"
    listed = run_cli(root, "check", "--review")
    assert listed.exit_code == 0
    assert listed.stdout == (f"cards/demo/untold.yaml:{line - 2}: answer: {UNTOLD_WHY}\n"
                             f"cards/demo/untold.yaml:{line - 1}: answer_text: the answer is not known: set `answer:` first\n"
                             f"cards/demo/untold.yaml:{line}: infographic: no title names the concept; its answer box waits for the answer\n"
                             "ok: 1 deck, 1 question, 1 needs a look, 1 warning.\n")
    # The maintainer sets the answer and deletes the mark: parse keeps the file and counts nothing.
    card.write_text(text.replace("answer: []", "answer: [B]").split(cardfile.REVIEW_COMMENT)[0], "utf-8")
    again = run_cli(root, "parse")
    assert again.stdout.splitlines()[-1] == "1 kept."
    assert run_cli(root, "check").stdout == "ok: 1 deck, 1 question.\n"
    assert run_cli(root, "check", "--review").stdout == "ok: 1 deck, 1 question.\n"


# --- release and the lock --------------------------------------------------------------------

def _mark(root: Path, name: str = "opt1", why: str = "the title is a fragment of the stem") -> int:
    """Add a review mark to a card of the variants deck; its line."""
    card = root / "cards" / "demo" / f"{name}.yaml"
    card.write_text(card.read_text("utf-8") + f"review:\n  infographic: {why}\n", "utf-8")
    return card.read_text("utf-8").count("\n")


def test_release_refuses_marked_cards_when_told_to(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    root = variants_project(tmp_path)
    line = _mark(root)
    assert run_cli(root, "build").exit_code == 0
    refused = run_cli(root, "release", "--refuse-review")
    assert refused.exit_code == 1
    assert refused.stderr == (f"cards/demo/opt1.yaml:{line}: infographic still needs a look (the title is a fragment "
                              "of the stem): fix the field and delete the mark\nAborted: 1 error in 1 file.\n")
    assert not (root / "build" / "release").exists()
    assert run_cli(root, "release").exit_code == 0  # not told to: marks are no errors


def test_a_mark_changes_neither_the_note_nor_its_time_in_the_lock(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    root = variants_project(tmp_path)
    lock, apkg = root / "cards" / "demo" / "deckgen.lock", root / "build" / "demo.apkg"
    assert run_cli(root, "build").exit_code == 0
    before = lock.read_bytes(), apkg.read_bytes()
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1800000000")  # a changed note would get this time
    _mark(root)
    marked = run_cli(root, "build")
    assert marked.exit_code == 0 and "lock:" not in marked.stdout
    assert (lock.read_bytes(), apkg.read_bytes()) == before
    card = root / "cards" / "demo" / "opt1.yaml"
    card.write_text(card.read_text("utf-8").split("review:")[0], "utf-8")  # the maintainer deletes the mark
    assert run_cli(root, "build").exit_code == 0
    assert (lock.read_bytes(), apkg.read_bytes()) == before


def test_the_build_cache_keeps_the_marks_for_preview_and_release(tmp_path):
    root = variants_project(tmp_path)
    line = _mark(root)
    listing = root / "build" / "preview" / "demo" / "cards.json"
    for _ in range(2):  # cold, then every card from the cache
        assert run_cli(root, "preview").exit_code == 0
        cards = {card[0]: card[3] for card in json.loads(listing.read_text("utf-8"))["cards"]}
        assert [marks for marks in cards.values() if marks] == [[["infographic", "the title is a fragment of the stem"]]]
    (deck,), _ = build.render_decks(Project(root))
    assert not deck.changed  # (all from the cache)
    ((mark,),) = deck.review_marks().values()
    assert (mark.path, mark.line, mark.field) == (root / "cards" / "demo" / "opt1.yaml", line, "infographic")


def test_an_index_listing_from_before_review_marks_still_lists_its_cards():
    from deckgen.preview import index_page

    page = index_page([("demo", {"name": "Demo", "cards": [["card-00000-q1.html", "Which?", "C"]]})],
                      render.note_type())
    assert "1 card</small>" in page and "need" not in page.split("<main")[1].split("<section>")[1]
