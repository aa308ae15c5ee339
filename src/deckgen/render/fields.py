"""Question -> the HTML of each note field, plus the media the note needs.

A question with option texts makes a multiple-choice card: the options to pick from, the answer's
letter on the back, and why each other option is wrong. Without option texts it makes a recall card
(see `recall`): no letter anywhere, the answer in words, the wrong options' analysis as common
misconceptions (or, when the question asks for the false statement, as the true statements they are).
The back template tells the two apart by the Answer field, empty on recall cards.
"""
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
from .recall import MISCONCEPTIONS, TRUE_STATEMENTS, asks_for_false, front_prompt, misconceptions, without_letters

NO_ANSWER = "Not set for this question"


def _letter(letter: str) -> str:
    return f'<span class="dg-letter">{letter}</span>'


def _options(q: Question) -> str:
    """The options to pick from and how many to pick; on a recall card, only the prompt."""
    if not q.options:
        return f'<p class="dg-recall">{front_prompt(len(q.answer), False)}</p>'
    items = []
    for letter, text in q.options.items():
        correct = " dg-correct" if letter in q.answer else ""
        items.append(f'<li class="dg-option{correct}" data-letter="{letter}">{_letter(letter)}'
                     f'<div class="dg-option-text">{to_html(text, inline=True)}</div></li>')
    return (f'<ol class="dg-option-list">{"".join(items)}</ol>'
            f'<p class="dg-hint">{front_prompt(len(q.answer), True)}</p>')


def _answer(q: Question) -> str:
    """The correct option(s), letter and text; empty on a recall card, where AnswerText says it."""
    if not q.options:
        return ""
    if not q.answer:
        return NO_ANSWER
    parts = []
    for letter in q.answer:
        text = q.options.get(letter)
        parts.append(_letter(letter) + (f" {to_html(text, inline=True)}" if text else ""))
    return "<br>".join(parts)


def _rationales(q: Question) -> str:
    """Why each other option is wrong; on a recall card, under its own heading, the misconceptions they
    correct (or, for a question asking for the false statement, the true statements they are)."""
    if not q.rationales:
        return ""
    if not q.options:
        texts = misconceptions(q.rationales.values())
        if not texts:
            return ""  # (no heading over nothing)
        true = asks_for_false(q.question)
        kind = "dg-true-statement" if true else "dg-misconception"
        items = (f'<li class="{kind}">{to_html(text)}</li>' for text in texts)
        return (f'<h2 class="dg-label">{TRUE_STATEMENTS if true else MISCONCEPTIONS}</h2>'
                f'<ul class="{kind}s">{"".join(items)}</ul>')
    items = []
    for letter, reason in q.rationales.items():
        option = q.options.get(letter)
        name = f'<div class="dg-rationale-option">{to_html(option, inline=True)}</div>' if option else ""
        items.append(f'<li class="dg-rationale">{_letter(letter)}<div class="dg-rationale-text">'
                     f"{name}{to_html(reason)}</div></li>")
    return '<ul class="dg-rationales">' + "".join(items) + "</ul>"


def infographic_media(q: Question, project_root: Path) -> Member | None:
    """The supplied image for a question (as `media.packaged_bytes` gives it), else its drawing; None
    when there is nothing to draw."""
    supplied = media.find_image(q.id, q.infographic.image, project_root)
    if supplied is not None:
        try:
            data = media.packaged_bytes(supplied, project_root)
        except (OSError, ValueError) as error:  # (changed since it was checked; ValueError: svgclean.Refused)
            raise BuildError(f"image {supplied} cannot be used ({error}): run deckgen check",
                             q.path, q.line_of("infographic.image")) from None
        return archive.member(media.media_name(data, PurePosixPath(supplied).suffix), data)
    from . import infographic  # the drawing code and its font metrics load only when something is drawn

    if not infographic.has_content(q.infographic):
        return None
    data = infographic.draw(q.infographic, letters=bool(q.options), true_notes=asks_for_false(q.question))
    return archive.member(media.media_name(data, "svg"), data)


def render_question(q: Question, config: DeckConfig, project_root: Path) -> RenderedNote:
    """All fields of one note, and its media."""
    image = infographic_media(q, project_root)
    shown = (lambda text: text) if q.options else without_letters
    figure = ""
    if image is not None:
        alt = anki_inert(html.escape(shown(q.infographic.title) or "Infographic", quote=True))
        figure = f'<img src="{image.name}" alt="{alt}">'
    answer_text = to_html(shown(q.answer_text))
    fields = {
        "Question": to_html(q.question),
        "Options": _options(q),
        "Answer": _answer(q),
        "AnswerText": answer_text,  # (none: the back leads with the short explanation)
        "ShortExplanation": to_html(shown(q.short_explanation)),
        "Infographic": figure,
        "FullExplanation": to_html(shown(q.full_explanation)),
        "Rationales": _rationales(q),
        "Source": anki_inert(html.escape(q.source)),
        "ID": html.escape(q.id),
    }
    tags = tuple(sorted(set(config.tags) | set(q.tags)))
    return make_note(q.id, note_guid(config.id, q.id), q.order, "\x1f".join(fields[name] for name, _ in FIELDS),
                     tags, () if image is None else (image,))
