"""Preview pages: every card's front and back as packaged, to open from disk without Anki.

`build/preview/index.html` lists every deck; each deck's pages and media are in a folder of their
own, `build/preview/<deck>/`, so previewing one deck leaves the others' pages as they were. A card whose
file has review marks (`review:`) carries a badge naming each field and why, on its page and in the
index, which counts them and can show only those cards; the card itself never shows a mark.

The pages use the note type's own templates and CSS; the fields are filled in by a small
implementation of the part of Anki's template language the templates use ({{Field}},
{{#Field}}…{{/Field}}, {{^Field}}…{{/Field}}, {{FrontSide}}). Field values are inserted once and
never scanned again, as in Anki.
"""
from __future__ import annotations

import functools
import html
import json
import re
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path

from .errors import plural
from .model import ReviewMark
from .render import FIELDS, NoteType, RenderedNote

SECTION = re.compile(r"\{\{([#^])([^{}]+?)\}\}(.*?)\{\{/\2\}\}", re.S)
FIELD = re.compile(r"\{\{([^#^/{}][^{}]*?)\}\}")
TAG = re.compile(r"<[^>]+>")
SLOT = re.compile(r"@(\w+)@")
#: In each deck's preview folder: what the index lists of it.
LISTING = "cards.json"


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
    return SLOT.sub(lambda m: values[m[1]], _template(name))


@functools.cache  # read once, not once per card page
def _template(name: str) -> str:
    return (resources.files("deckgen") / "templates" / name).read_text("utf-8")


def card_page(note: RenderedNote, notetype: NoteType, deck_name: str, position: str,
              marks: Sequence[ReviewMark] = ()) -> str:
    """One card's page: front first; a button shows the back, as Anki does. Its review marks, if
    any, above the card (in the preview's bar, not in the card)."""
    front, back = card_sides(note, notetype)
    title = html.escape(note.sort_field[:80])
    review = ""
    if marks:
        items = "".join(f"<li><b>{html.escape(m.field)}</b>: {html.escape(m.why)} "
                        f"<small>({html.escape(m.path.name if m.path else '')}:{m.line})</small></li>" for m in marks)
        review = f'<section class="pv-review" role="note"><b>Needs a look</b><ul>{items}</ul></section>'
    return _chrome("preview-card.html", title=title, deck=html.escape(deck_name), position=position,
                   css=notetype.css, review=review, front=front, back=back)


def _answer_line(note: RenderedNote) -> str:
    """The answer as the index lists it: the answer key, or on a recall card the answer in words."""
    key, words = (TAG.sub(" ", field).strip() for field in note.fields[2:4])
    return key or words[:160]


def deck_pages(deck_name: str, notes: Sequence[RenderedNote], notetype: NoteType,
               marks: Mapping[str, Sequence[ReviewMark]] | None = None) -> dict[str, bytes]:
    """Every file of one deck's preview folder: a page per card, its media, and `cards.json`
    (the deck's entry in the index, kept so that previewing another deck can list this one).
    `marks`: question id -> its review marks."""
    marks = marks or {}
    files: dict[str, bytes] = {}
    for number, note in enumerate(notes, 1):
        files[page_name(note)] = card_page(note, notetype, deck_name, f"{number} of {len(notes)}",
                                           marks.get(note.question_id, ())).encode("utf-8")
        for item in note.media:
            files[item.name] = item.data()
    listing = {"name": deck_name, "cards": [
        [page_name(n), n.sort_field[:160], _answer_line(n), [[m.field, m.why] for m in marks.get(n.question_id, ())]]
        for n in notes]}
    files[LISTING] = json.dumps(listing, ensure_ascii=False, indent=0).encode("utf-8")
    return files


def read_listing(folder: Path) -> dict | None:
    """A deck preview folder's `cards.json`; None when it has none (not previewed yet) or it is damaged."""
    try:
        listing = json.loads((folder / LISTING).read_text("utf-8"))
        return listing if isinstance(listing, dict) and isinstance(listing.get("cards"), list) else None
    except (OSError, ValueError):
        return None


def index_page(decks: Sequence[tuple[str, dict | None]], notetype: NoteType) -> str:
    """Every deck of the project, by its folder name, with its cards (`cards.json`) or how to preview it."""
    sections = []
    for folder, listing in decks:
        if listing is None:
            sections.append(f"<section><h2>{html.escape(folder)} <small>not previewed yet</small></h2>"
                            f"<p>Run <code>deckgen preview {html.escape(folder)}</code>.</p></section>")
            continue
        cards = listing["cards"]
        rows = "".join(_index_row(folder, *card) for card in cards)
        marked = sum(1 for card in cards if len(card) > 3 and card[3])
        looks = f", {marked} need{'s' if marked == 1 else ''} a look" if marked else ""
        sections.append(f"<section><h2>{html.escape(listing.get('name', folder))} "
                        f"<small>{plural(len(cards), 'card')}{looks}</small></h2><ol>{rows}</ol></section>")
    return _chrome("preview-index.html", css=notetype.css, decks="".join(sections))


def _index_row(folder: str, page: str, title: str, answer: str, marks: Sequence = ()) -> str:
    """A card in the index, with a badge per review mark (the field; why, on hover)."""
    badges = "".join(f' <span class="pv-review" title="{html.escape(str(why))}">needs a look: '
                     f"{html.escape(str(field))}</span>" for field, why in marks)
    flag = ' class="pv-marked"' if marks else ""
    return (f'<li{flag}><a href="{html.escape(folder)}/{html.escape(page)}">{html.escape(title)}</a>'
            f' <span class="pv-answer">{html.escape(answer)}</span>{badges}</li>')
