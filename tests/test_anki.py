"""Built packages imported into the real Anki engine, as a learner's Anki desktop would."""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ankitools import assert_clean, import_package, open_collection, rendered_cards
from decks import seeds_project, variants_project
from helpers import OPTION_LETTER, STYLE_OR_SCRIPT, run_cli, visible_text

pytestmark = pytest.mark.anki


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, {name: value or "" for name, value in attrs}))


def real_tags(card_html: str) -> list[tuple[str, dict[str, str]]]:
    """Elements a browser would create from the HTML (escaped text is not one)."""
    parser = _Tags()
    parser.feed(card_html)
    return parser.tags


def build(root: Path) -> Path:
    result = run_cli(root, "build")
    assert result.exit_code == 0, result.output
    (apkg,) = sorted((root / "build").glob("*.apkg"))
    return apkg


def imported(tmp_path: Path, name: str, make_project):
    """A fresh collection, and the log of importing the project's built package into it."""
    col = open_collection(tmp_path / f"anki-{name}")
    return col, import_package(col, build(make_project(tmp_path / name)))


@pytest.fixture
def seeds(tmp_path):
    col, log = imported(tmp_path, "seeds", seeds_project)
    yield col, log
    col.close()


@pytest.fixture
def variants(tmp_path):
    col, log = imported(tmp_path, "variants", variants_project)
    yield col, log
    col.close()


def test_shipped_deck_imports_as_three_new_notes(seeds):
    col, log = seeds
    assert (len(log.new), log.updated, log.duplicate, log.conflicting) == (3, [], [], [])
    assert col.note_count() == 3 and col.card_count() == 3
    assert "AI Infrastructure::GPU Training and Inference" in [d.name for d in col.decks.all_names_and_ids()]
    assert_clean(col)


def test_every_card_renders_with_front_and_back(seeds, variants):
    for col, _ in (seeds, variants):
        for card, question, answer in rendered_cards(col):
            for side in (question, answer):
                assert "template has a problem" not in side.lower()
                assert "{{" not in side  # every field reference was expanded by Anki
            front = visible_text(question)
            assert len(front) > 20, front
            assert "Answer" in visible_text(answer)


def test_correct_answer_marked_on_the_back_without_scripts(seeds):
    col, _ = seeds
    for card, _, answer in rendered_cards(col):
        note = card.note()
        if "dg-option-list" in note["Options"]:
            correct = re.findall(r'class="dg-option dg-correct" data-letter="([A-H])"', answer)
            assert correct and correct == re.findall(r'dg-letter">([A-H])<', note["Answer"])
            assert visible_text(note["Answer"]).split()[0] in "ABCDEFGH"
        else:  # a recall card: the answer in words, no letter
            assert note["Answer"] == "" and "dg-letter" not in STYLE_OR_SCRIPT.sub("", answer)
            assert visible_text(note["AnswerText"])


def test_variants_import_and_media_present(variants):
    col, log = variants
    assert len(log.new) == 6 and not log.conflicting and not log.duplicate
    media_dir = Path(col.media.dir())
    for card, question, answer in rendered_cards(col):
        images = [attrs["src"] for tag, attrs in real_tags(answer) if tag == "img"]
        if card.note()["ID"] == "nofigure":  # nothing to draw: no figure at all
            assert images == [] and "<figure" not in answer
            continue
        assert len(images) == 1 and (media_dir / images[0]).is_file(), images
    assert_clean(col)
    two = col.get_note(col.find_notes("ID:two")[0])
    assert two["Answer"].count("dg-letter") == 2
    recall = col.get_card(col.find_cards("ID:recall")[0])
    assert "answer in your own words" in visible_text(recall.question())


def test_recall_cards_show_no_letter_in_anki(variants):
    """Cards without option texts, as Anki renders them: the answer in words, misconceptions without
    letters, and the front asks for as many answers as the question has."""
    col, _ = variants
    for question_id, prompt in (("recall", "answer in your own words"), ("recall2", "name both answers"),
                                ("nofigure", "answer in your own words")):
        card = col.get_card(col.find_cards(f"ID:{question_id}")[0])
        for side in (card.question(), card.answer()):
            assert "dg-letter" not in STYLE_OR_SCRIPT.sub("", side)
            assert not OPTION_LETTER.findall(visible_text(side)), visible_text(side)
        assert prompt in visible_text(card.question())
    back = visible_text(col.get_card(col.find_cards("ID:recall2")[0]).answer())
    assert "Common misconceptions, corrected" in back and "Why the other options are wrong" not in back
    two = col.get_card(col.find_cards("ID:two")[0])
    assert "Pick two options" in visible_text(two.question())
    assert "Why the other options are wrong" in visible_text(two.answer())


def test_hostile_text_shows_as_text_and_never_runs(variants):
    col, _ = variants
    card = col.get_card(col.find_cards("ID:hostile")[0])
    for side in (card.question(), card.answer()):
        tags = real_tags(side)
        # The template's own script (one, from the front) is the only one.
        assert [t for t, _ in tags if t == "script"] == ["script"]
        assert [t for t, _ in tags if t == "style"] == ["style"]  # Anki's, holding the note type's CSS
        assert not {t for t, _ in tags} & {"iframe", "svg", "object", "embed", "a"}
        assert not [name for _, attrs in tags for name in attrs if name.startswith("on")]
        assert all(re.fullmatch(r"deckgen-[0-9a-f]{16}\.svg", attrs["src"]) for t, attrs in tags if t == "img")
    text = visible_text(card.question())
    for shown in ('<script>alert("stem")</script>', "{{Question}}", "{{c1::cloze}}", "[sound:evil.mp3]"):
        assert shown in text
    assert card.question_av_tags() == [] and card.answer_av_tags() == []


def test_the_practice_pages_anki_search_finds_exactly_the_missed_notes(variants, tmp_path):
    """The review screen's `nid:` search (note ids from the lock, as the page holds them) finds those
    notes and no others once a learner has imported the deck."""
    col, _ = variants
    page = (tmp_path / "variants" / "build" / "demo.html").read_text("utf-8")
    data = json.loads(re.search(r'<script type="application/json" id="pq-data">(.*?)</script>', page, re.S)[1])
    missed = {q["id"]: q["nid"] for q in data["questions"] if q["id"] in ("opt1", "recall2")}
    found = col.find_notes("nid:" + ",".join(map(str, missed.values())))  # what the page builds
    assert sorted(col.get_note(nid)["ID"] for nid in found) == ["opt1", "recall2"]
    assert sorted(found) == sorted(missed.values())
