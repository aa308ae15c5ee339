"""Question -> the HTML of each note field, plus the media the note needs."""
from __future__ import annotations

import html
from pathlib import Path, PurePosixPath

from .. import archive
from ..archive import Member
from ..errors import BuildError
from ..model import DeckConfig, Question
from . import media
from .markup import anki_inert, to_html
from .notetype import FIELDS, RenderedNote, make_note, note_guid


def _letter(letter: str) -> str:
    return f'<span class="dg-letter">{letter}</span>'


def _options(q: Question) -> str:
    if not q.options:
        return ""
    items = []
    for letter, text in q.options.items():
        correct = " dg-correct" if letter in q.answer else ""
        items.append(f'<li class="dg-option{correct}" data-letter="{letter}">{_letter(letter)}'
                     f'<div class="dg-option-text">{to_html(text, inline=True)}</div></li>')
    return '<ol class="dg-option-list">' + "".join(items) + "</ol>"


def _answer(q: Question) -> str:
    if not q.answer:
        return "Not set for this question"
    parts = []
    for letter in q.answer:
        text = q.options.get(letter)
        parts.append(_letter(letter) + (f" {to_html(text, inline=True)}" if text else ""))
    return "<br>".join(parts)


def _rationales(q: Question) -> str:
    if not q.rationales:
        return ""
    items = []
    for letter, reason in q.rationales.items():
        option = q.options.get(letter)
        name = f'<div class="dg-rationale-option">{to_html(option, inline=True)}</div>' if option else ""
        items.append(f'<li class="dg-rationale">{_letter(letter)}<div class="dg-rationale-text">'
                     f"{name}{to_html(reason)}</div></li>")
    return '<ul class="dg-rationales">' + "".join(items) + "</ul>"


def infographic_media(q: Question, project_root: Path) -> Member:
    """The supplied image for a question (as `media.packaged_bytes` gives it), or else its drawing."""
    supplied = media.find_image(q.id, q.infographic.image, project_root)
    if supplied is not None:
        try:
            data = media.packaged_bytes(supplied, project_root)
        except (OSError, ValueError) as error:  # (changed since it was checked; ValueError: svgclean.Refused)
            raise BuildError(f"image {supplied} cannot be used ({error}): run deckgen check",
                             q.path, q.line_of("infographic.image")) from None
        return archive.member(media.media_name(data, PurePosixPath(supplied).suffix), data)
    from . import infographic  # the drawing code and its font metrics load only when something is drawn

    data = infographic.draw(q.infographic)
    return archive.member(media.media_name(data, "svg"), data)


def render_question(q: Question, config: DeckConfig, project_root: Path) -> RenderedNote:
    """All fields of one note, and its media."""
    image = infographic_media(q, project_root)
    alt = anki_inert(html.escape(q.infographic.title or "Infographic", quote=True))
    fields = {
        "Question": to_html(q.question),
        "Options": _options(q),
        "Answer": _answer(q),
        "AnswerText": to_html(q.answer_text),
        "ShortExplanation": to_html(q.short_explanation),
        "Infographic": f'<img src="{image.name}" alt="{alt}">',
        "FullExplanation": to_html(q.full_explanation),
        "Rationales": _rationales(q),
        "Source": anki_inert(html.escape(q.source)),
        "ID": html.escape(q.id),
    }
    tags = tuple(sorted(set(config.tags) | set(q.tags)))
    return make_note(q.id, note_guid(config.id, q.id), q.order, "\x1f".join(fields[name] for name, _ in FIELDS),
                     tags, (image,))


