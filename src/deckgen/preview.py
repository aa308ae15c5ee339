"""Preview pages: every card's front and back as packaged, to open from disk without Anki.

The pages use the note type's own templates and CSS; the fields are filled in by a small
implementation of the part of Anki's template language the templates use ({{Field}},
{{#Field}}…{{/Field}}, {{^Field}}…{{/Field}}, {{FrontSide}}). Field values are inserted once and
never scanned again, as in Anki.
"""
from __future__ import annotations

import html
import re
from collections.abc import Sequence
from importlib import resources

from .render import FIELDS, NoteType, RenderedNote

SECTION = re.compile(r"\{\{([#^])([^{}]+?)\}\}(.*?)\{\{/\2\}\}", re.S)
FIELD = re.compile(r"\{\{([^#^/{}][^{}]*?)\}\}")
TAG = re.compile(r"<[^>]+>")
SLOT = re.compile(r"@(\w+)@")


def fill(template: str, fields: dict[str, str]) -> str:
    """Anki's template substitution, for the constructs deckgen's templates use."""
    def section(match: re.Match) -> str:
        present = bool(fields.get(match[2].strip(), "").strip())
        return match[3] if present == (match[1] == "#") else ""

    previous = None
    while previous != template:  # sections may nest
        previous, template = template, SECTION.sub(section, template)
    return FIELD.sub(lambda m: fields.get(m[1].strip(), ""), template)


def card_sides(note: RenderedNote, notetype: NoteType) -> tuple[str, str]:
    """(front HTML, back HTML) of a note's card, as Anki renders them."""
    fields = {name: value for (name, _), value in zip(FIELDS, note.fields)}
    front = fill(notetype.front, fields)
    back = fill(notetype.back, {**fields, "FrontSide": front})
    return front, back


def page_name(note: RenderedNote) -> str:
    return f"card-{note.order:05d}-{note.question_id}.html"


def _chrome(name: str, **values: str) -> str:
    """A preview page template with its @name@ slots filled (CSS and JS braces stay untouched)."""
    text = (resources.files("deckgen") / "templates" / name).read_text("utf-8")
    return SLOT.sub(lambda m: values[m[1]], text)


def card_page(note: RenderedNote, notetype: NoteType, deck_name: str, position: str) -> str:
    """One card's page: front first; a button shows the back, as Anki does."""
    front, back = card_sides(note, notetype)
    title = html.escape(TAG.sub("", note.fields[0])[:80])
    return _chrome("preview-card.html", title=title, deck=html.escape(deck_name), position=position,
                   css=notetype.css, front=front, back=back)


def index_page(decks: Sequence[tuple[str, Sequence[RenderedNote]]], notetype: NoteType) -> str:
    """A list of every card, by deck."""
    sections = []
    for deck_name, notes in decks:
        rows = "".join(
            f'<li><a href="{page_name(n)}">{html.escape(TAG.sub("", n.fields[0])[:160])}</a>'
            f' <span class="pv-answer">{html.escape(TAG.sub(" ", n.fields[2]).strip())}</span></li>'
            for n in notes)
        sections.append(f"<section><h2>{html.escape(deck_name)} <small>{len(notes)} cards</small></h2>"
                        f"<ol>{rows}</ol></section>")
    return _chrome("preview-index.html", css=notetype.css, decks="".join(sections))


def pages(decks: Sequence[tuple[str, Sequence[RenderedNote]]], notetype: NoteType) -> dict[str, bytes]:
    """Every file of the preview folder: pages and media, by name."""
    files: dict[str, bytes] = {"index.html": index_page(decks, notetype).encode("utf-8")}
    for deck_name, notes in decks:
        for number, note in enumerate(notes, 1):
            files[page_name(note)] = card_page(note, notetype, deck_name,
                                               f"{number} of {len(notes)}").encode("utf-8")
            for item in note.media:
                files[item.name] = item.data()
    return files
