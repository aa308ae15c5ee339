"""Field HTML and card sides: golden files for the seeds, and the safety of untrusted text."""
from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckgen import build, render
from deckgen.render import markup as markup_module, recall
from deckgen.preview import card_sides, fill
from deckgen.project import Project
from deckgen.render.recall import without_letters
from decks import REPO, variants_project
from helpers import OPTION_LETTER, STYLE_OR_SCRIPT, visible_text
from golden import assert_golden

GOLDEN = Path(__file__).parent / "golden" / "html"


@pytest.fixture(scope="module")
def seed_notes():
    (deck,), _ = build.render_decks(Project(REPO), ("gpu-infra",), use_cache=False)
    return deck.notes()


@pytest.mark.parametrize("index", [0, 1, 2])
def test_golden_card_sides(seed_notes, index):
    note = seed_notes[index]
    front, back = card_sides(note, render.note_type())
    assert_golden(GOLDEN / f"{note.question_id}-front.html", front)
    assert_golden(GOLDEN / f"{note.question_id}-back.html", back)


def test_seed_000_back_marks_c_and_lists_the_five_memory_items(seed_notes):
    _, back = card_sides(seed_notes[0], render.note_type())
    assert '<li class="dg-option dg-correct" data-letter="C">' in back
    assert back.count("dg-option dg-correct") == 1
    for item in ("Model Parameters:", "Gradients:", "Optimizer States:", "Activations:", "Batch Data:"):
        assert f"<li>{item}" in back
    assert "<details class=\"dg-full\">" in back


def test_fields_are_rendered_with_a_fresh_converter():
    # A reference defined in one field must not turn text of the next field into a link.
    render.to_html("[docs]: https://example.com/\n\nsee [docs]")
    assert render.to_html("see [docs]") == "<p>see &#91;docs&#93;</p>"


@pytest.mark.parametrize("source, shown", [
    ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
    ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
    ("[x](javascript:alert(1))", "<span>x</span>"),
    ("[x](https://example.com)", '<a href="https://example.com" rel="noopener noreferrer">x</a>'),
    ("![x](https://example.com/a.png)", "!&#91;x&#93;(https://example.com/a.png)"),
    ("{{Question}}", "&#123;&#123;Question&#125;&#125;"),
    ("[sound:a.mp3]", "&#91;sound:a.mp3&#93;"),
])
def test_untrusted_markdown_is_inert(source, shown):
    assert render.to_html(source, inline=True) == shown


def test_fill_never_expands_field_content():
    out = fill("{{#A}}<b>{{A}}</b>{{/A}}{{^B}}none{{/B}}{{C}}", {"A": "{{C}}", "B": "", "C": "c"})
    assert out == "<b>{{C}}</b>nonec"


PROSE = st.text(alphabet=st.characters(codec="utf-8", categories=("L", "N", "P", "S", "Zs")) | st.just("\n"),
                max_size=200)
LISTS = st.lists(st.sampled_from(["1. ", "2. ", "- ", "", "\n", "\n\n", "word", "two words", ":", ".", " ", "10. ",
                                  "- - ", "1) ", "#"]), max_size=30).map("".join)


@settings(max_examples=3000 if os.environ.get("CI") else 300, deadline=None)
@given(PROSE | LISTS)
def test_the_plain_prose_shortcut_agrees_with_the_markdown_converter(text):
    shortcut = markup_module._plain_paragraphs(text)
    if shortcut is not None:
        converter = markup_module._converter()
        converter.reset()
        assert shortcut == converter.convert(text)


def test_the_shortcut_takes_plain_prose_and_leaves_markup_to_the_converter():
    assert markup_module._plain_paragraphs("Training — “quoted” (x): 3.5 GB.\n\nSecond.") is not None
    assert markup_module._plain_paragraphs("Intro:\n\n1. Model Parameters: weights.\n2. Gradients.") == (
        "<p>Intro:</p>\n<ol>\n<li>Model Parameters: weights.</li>\n<li>Gradients.</li>\n</ol>")
    for markup in ("a\n\n\nb", "a *b*", "1. a\n\n2. b", "- - x", "p\n- item", "a <b>", "[x](y)", "a_b_c", "# h", "a  \nb", "x &amp; y"):
        assert markup_module._plain_paragraphs(markup) is None, markup


# --- recall cards: no letter for an option the learner never saw -------------------------------

@pytest.fixture(scope="module")
def variant_notes(tmp_path_factory):
    root = variants_project(tmp_path_factory.mktemp("variants"))
    (deck,), _ = build.render_decks(Project(root), ("demo",), use_cache=False)
    return {note.question_id: note for note in deck.notes()}


def drawing_texts(note) -> list[str]:
    (image,) = note.media
    root = ElementTree.fromstring(image.data())
    return ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]


@pytest.mark.parametrize("question_id", ["recall", "recall2", "nofigure"])
def test_a_card_without_options_shows_no_letter(variant_notes, question_id):
    note = variant_notes[question_id]
    for side in card_sides(note, render.note_type()):
        markup = STYLE_OR_SCRIPT.sub("", side)
        assert "dg-letter" not in markup and "data-letter" not in markup
        assert not OPTION_LETTER.findall(visible_text(side)), visible_text(side)
    for text in drawing_texts(note) if note.media else ():
        assert not OPTION_LETTER.findall(text), text


def test_a_recall_card_states_the_answer_in_words_and_lists_misconceptions(variant_notes):
    note = variant_notes["recall2"]
    fields = dict(zip((name for name, _ in render.FIELDS), note.fields))
    assert fields["Answer"] == ""  # the back template shows AnswerText alone, and the recall headings
    assert visible_text(fields["AnswerText"]) == "NVLink inside a node, and InfiniBand between nodes."
    _, back = card_sides(note, render.note_type())
    assert "Common misconceptions, corrected" in back and "Why the other options are wrong" not in back
    # C and E had the same analysis: a misconception is listed once.
    assert back.count("<li class=\"dg-misconception\">") == 2
    assert "Misconceptions, corrected" in drawing_texts(note) and "Why not the others" not in drawing_texts(note)
    assert drawing_texts(note).count("Serial links are too slow") == 1


def test_a_card_with_options_stays_multiple_choice(variant_notes):
    _, back = card_sides(variant_notes["opt1"], render.note_type())
    assert '<span class="dg-letter">C</span>' in back and "Why the other options are wrong" in back
    assert "Common misconceptions" not in back
    assert "Why not the others" in drawing_texts(variant_notes["opt1"])


@pytest.mark.parametrize("question_id, prompt", [
    ("opt1", "Pick an option, then show the answer."),
    ("two", "Pick two options, then show the answer."),
    ("recall", "No options are shown: answer in your own words, then show the answer."),
    ("recall2", "No options are shown: name both answers, then show the answer."),
])
def test_the_front_asks_for_as_many_answers_as_the_question_has(variant_notes, question_id, prompt):
    front, _ = card_sides(variant_notes[question_id], render.note_type())
    assert prompt in visible_text(front)
    assert "Pick an option" not in visible_text(front) or question_id == "opt1"


def test_an_empty_drawing_spec_gives_no_figure(variant_notes):
    note = variant_notes["nofigure"]
    _, back = card_sides(note, render.note_type())
    assert note.media == () and "<figure" not in back and "<img" not in back


def test_the_drawing_comes_right_under_the_answer(variant_notes):
    _, back = card_sides(variant_notes["opt1"], render.note_type())
    assert back.index('class="dg-answer"') < back.index("<figure") < back.index('class="dg-short"')


@pytest.mark.parametrize("text, shown", [
    ("C — Model training", "Model training"),
    ("B + D: NVLink and InfiniBand", "NVLink and InfiniBand"),
    ("Model validation (B) and inference (D) only", "Model validation and inference only"),
    ("Both (options B and D) work.", "Both work."),
    ("The correct answer is D. TensorRT fuses layers.", "TensorRT fuses layers."),
    ("TensorRT fuses layers.\nAnswer: C", "TensorRT fuses layers."),
    ("A BCM deployment has head nodes.", "A BCM deployment has head nodes."),
    ("Use FP8 (E4M3) or BF16.", "Use FP8 (E4M3) or BF16."),
    ("The answer is a. Not a letter.", "The answer is a. Not a letter."),
    ("the correct answer is B and D.", ""),
])
def test_recall_texts_lose_their_letter_references(text, shown):
    assert without_letters(text) == shown


def test_a_recall_card_for_the_false_statement_lists_the_other_options_as_true(tmp_path):
    """"Which is NOT …": the other options' notes are true statements; the back and the drawing say so."""
    from deckgen.model import DeckConfig, Infographic, Question
    from deckgen.render.fields import render_question
    config = DeckConfig("demo", "Demo", "", (), "1.0.0", tmp_path)
    spec = Infographic("key-points", "Facts about the object store", "Writes are synchronous",
                       points=("The gateway speaks the S3 protocol",),
                       wrong=(("A", "The gateway caches hot objects on local flash"),))
    asked = Question(id="neg", order=0, source="raw/000_neg.txt", tags=(),
                     question="Which statement about the object store is NOT true?", options={}, answer=("B",),
                     answer_text="Writes to the object store are not synchronous.", short_explanation="",
                     full_explanation="", rationales={"A": "The gateway caches hot objects on local flash."},
                     infographic=spec)
    for question, heading, drawn in ((asked, "True statements (the other options)", "True statements"),
                                     (dataclasses.replace(asked, question="Which statement about the object "
                                                          "store is true?"),
                                      "Common misconceptions, corrected", "Misconceptions, corrected")):
        note = render_question(question, config, tmp_path)
        _, back = card_sides(note, render.note_type())
        assert visible_text(back).count(heading) == 1
        assert "Why the other options are wrong" not in back
        assert drawn in drawing_texts(note)


def test_a_recall_card_whose_notes_all_go_shows_no_heading_over_nothing(tmp_path):
    from deckgen.model import DeckConfig, Infographic, Question
    from deckgen.render.fields import render_question
    config = DeckConfig("demo", "Demo", "", (), "1.0.0", tmp_path)
    question = Question(id="it", order=0, source="raw/000_it.txt", tags=(), question="Which step comes first?",
                        options={}, answer=("B",), answer_text="Train the supervised model first.",
                        short_explanation="", full_explanation="",
                        rationales={"A": "It starts with the reward model.", "C": "A and C are both wrong."},
                        infographic=Infographic())
    _, back = card_sides(render_question(question, config, tmp_path), render.note_type())
    assert "misconceptions" not in visible_text(back).lower()
    assert "It starts with the reward model" not in visible_text(back)


@pytest.mark.parametrize("reason, shown", [
    # (a group's note: its verdict sentence on letters goes, its reasons stay; a letter in parentheses goes too)
    ("A and D both wrong. ConnectX-7 adapters are network devices. They carry traffic between nodes.",
     ["ConnectX-7 adapters are network devices. They carry traffic between nodes."]),
    ("C and D are touching the wrong layer. Enabling MIG mode (C) does not initialise the NVSwitch fabric.",
     ["Enabling MIG mode does not initialise the NVSwitch fabric."]),
    ("B and E are both wrong, because they mix hot and cold air. With B, all the rows face one way.", []),
    ("A, B, C and D are all things that Guardrails does, so they are not the answer:", []),
    ("Only E, retraining the weights, is not something Guardrails does.", []),
    # (a group's verdict before a colon, and its reasons after it, which name no letter: the reasons stay; but not where
    # they speak of the letters again, "A swaps …, while C …", nor where "both" stands for them)
    ("A and D are both refuted by the log: a batch-size mismatch (A) is fixed from the first frame, and a memory leak (D) "
     "is ruled out by flat RAM.",
     ["A batch-size mismatch is fixed from the first frame, and a memory leak is ruled out by flat RAM."]),
    ("Options A and C fail together: A simply swaps the two definitions, while C claims they are the same thing.", []),
    ("Options A and D can be dismissed together: both point at the repository layout, not at the engine.", []),
    # (led by a word for its option, which the card does not show: "It" stands for nothing)
    ("It starts with the reward model, but the reward model needs the SFT model's answers to rank.", []),
    ("This swaps the two steps.", []),
    # (led by its verb, its option the subject: what follows the colon, or nothing)
    ("Option B gets the feeding rule backwards: a strong colony needs less sugar in autumn, not more.",
     ["A strong colony needs less sugar in autumn, not more."]),
    ("Describes a swarm, not a split, which takes frames from a hive.", []),
    # (an article's "A", a name's letter: no option)
    ("A failed power supply is reported by the BMC. Plan B is a spare unit.",
     ["A failed power supply is reported by the BMC. Plan B is a spare unit."]),
])
def test_a_recall_cards_misconceptions_lose_the_sentences_that_name_options_by_their_letters(reason, shown):
    # (set BI and BJ's readers: "A and D both wrong. …", "C and D are touching the wrong layer. …" on cards that show no options)
    assert recall.misconceptions([reason]) == shown


@pytest.mark.parametrize("text, shown", [
    # (the key stated before the answer in words: the words stay; an aside that names the option's letter goes)
    ("So the answer is C: the queue delay is too large at low traffic.", "The queue delay is too large at low traffic."),
    ("Right, so the answer is C, 210 GB/s.", "210 GB/s."),
    ("Hand out the UUIDs last: that is option d. Nothing is split before.", "Hand out the UUIDs last. Nothing is split before."),
    ("The fix is a token, which is option D, and it works.", "The fix is a token, and it works."),
    ("That is option B, the one with a token.", "That is option B, the one with a token."),
    # (and set BN's: the key after the sentence's own words, "…, so the answer is C.", and "So it's C, and …")
    ("It's the pull model, so the answer is C. The scrape comes later.", "It's the pull model. The scrape comes later."),
    ("Fine. So it's C, and the doc can go out once the arrows are right.", "Fine. The doc can go out once the arrows are right."),
    ("So it's B. The token is the fix.", "The token is the fix."),
    ("So it's the token that fixes it.", "So it's the token that fixes it."),
    # (a letter with its option's name in parentheses: the name stands for it, "B (P_Key mismatch) is the wrong layer")
    ("A (35 GB) and D (280 GB) are both short.", "35 GB and 280 GB are both short."),
    ("The cable is fine, and B (a token mismatch) is the wrong layer.", "The cable is fine, and a token mismatch is the wrong layer."),
    ("Option C (140 GB) is the FP16 figure.", "140 GB is the FP16 figure."),
    # (and "That's C, …", "It's (C), …": the key, then what it says)
    ("Nobody swept the fabric. That's C, start the manager on a node.", "Nobody swept the fabric. Start the manager on a node."),
    ("It's (C), the token flag.", "The token flag."),
    ("That is A100 territory.", "That is A100 territory."),
    # (a letter with its option's words between commas: the words stand for it; not an aside, "D, as usual, …")
    ("A, setting the limit to 0.5, gets bounced. C, DCGM Exporter, runs as a DaemonSet.",
     "Setting the limit to 0.5 gets bounced. DCGM Exporter runs as a DaemonSet."),
    ("Fine. D, as usual, is the odd one.", "Fine. D, as usual, is the odd one."),
    ("A, B and C are wrong.", "A, B and C are wrong."),
])
def test_a_recall_cards_texts_lose_the_key_stated_before_the_answer_and_asides_naming_its_letter(text, shown):
    # (set BM's and BK's readers: "So the answer is C: …", "which is option D" on cards that show no options)
    assert without_letters(text) == shown
