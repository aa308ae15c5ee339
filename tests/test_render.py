"""Field HTML and card sides: golden files for the seeds, and the safety of untrusted text."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckgen import build, render
from deckgen.render import markup as markup_module
from deckgen.preview import card_sides, fill
from deckgen.project import Project
from decks import REPO
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
