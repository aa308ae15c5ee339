"""Rendered notes -> the questions a practice page holds, as JSON safe to embed in HTML.

The page is made from the notes as the package holds them (so from the cache on a rebuild, never
from the card files again): each field's HTML is the card's own. What the page needs apart (each
option's text, which are correct, the back without the front) is read back from the markup that
`render.fields` writes, whose text parts are escaped, so a tag found there is always deckgen's.
"""
from __future__ import annotations

import base64
import functools
import html
import json
import re
from collections.abc import Sequence

from ..archive import Member
from ..errors import BuildError
from ..model import DeckConfig
from ..package.lock import Lock
from ..preview import fill
from ..render import FIELDS, NoteType, RenderedNote

_INDEX = {name: index for index, (name, _) in enumerate(FIELDS)}
_OPTION = re.compile(r'<li class="dg-option( dg-correct)?" data-letter="([A-H])"><span class="dg-letter">[A-H]'
                     r'</span><div class="dg-option-text">(.*?)</div></li>', re.S)
_PROMPT = re.compile(r'<p class="dg-(?:hint|recall)">(.*?)</p>', re.S)
_TAG = re.compile(r"<[^>]+>")
# Options that name other options: their order is part of their meaning, so an exam keeps it.
_REFERS = re.compile(r"\b(?:all|none|both|neither|either|each|any) of (?:the )?(?:above|below|following|these|those"
                     r"|options|answers|choices)\b|\b(?:both|either|neither|options?|choices?|answers?) (?-i:[A-H])\b"
                     r"|\b(?-i:[A-H]) (?:and|or|&|nor) (?-i:[A-H])\b", re.I)
#: The page's JavaScript reads this format; raise it when the data's shape changes.
DATA_FORMAT = 1


_ROT13 = bytes.maketrans(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                         b"NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")


def obscure(text: str) -> str:
    """ROT13: answers a glance at the page's source should not give away (the page undoes it).
    (On the UTF-8 bytes: letters are ASCII, and every other character's bytes are above 0x7F.)"""
    return text.encode("utf-8").translate(_ROT13).decode("utf-8")


def embeddable_json(value) -> str:
    """JSON for a `<script type="application/json">` block: ASCII (so no U+2028/U+2029 either), no
    `<`, `>` or `&` that could end the block or start markup; keys sorted, so the same data give the
    same bytes."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


@functools.cache
def _back_template(back: str) -> str:
    """The note type's back template below the line: from the back's own `<div class="dg dg-back">`
    to its end, without the verdict (which the page writes itself) and the outer wrapper."""
    inner = back[back.index('<div class="dg dg-back">'):back.rindex("</div>")].strip()
    return re.sub(r'\s*<p class="dg-verdict"[^>]*></p>', "", inner)


def back_html(fields: Sequence[str], notetype: NoteType) -> str:
    """The card's back below the line (answer, drawing, explanations, other options), from the
    note type's own back template and a note's fields."""
    return fill(_back_template(notetype.back), dict(zip(_INDEX, fields)))


def plain(field_html: str, limit: int = 140) -> str:
    """A field as one line of text, shortened (what the options say, when looking for references)."""
    text = html.unescape(" ".join(_TAG.sub(" ", field_html).split()))
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"


def question_item(note: RenderedNote, note_id: int, deck_tags: frozenset[str], notetype: NoteType) -> dict:
    """What the page knows of one question; the answer and back are `obscure`d."""
    fields = note.fields
    options = _OPTION.findall(fields[_INDEX["Options"]])
    if len(options) != fields[_INDEX["Options"]].count('<li class="dg-option'):  # render.fields' markup changed
        raise BuildError(f"the practice page cannot read the options of question {note.question_id}; "
                         "please report it")
    prompt = _PROMPT.search(fields[_INDEX["Options"]])
    correct = "".join(letter for mark, letter, _ in options if mark)
    texts = " ".join(plain(text, 10_000) for _, _, text in options)
    return {
        "id": note.question_id,
        "h": note.content_hash[:16],
        "nid": note_id,
        "tags": [tag for tag in note.tags if tag not in deck_tags],
        "q": fields[_INDEX["Question"]],
        "o": [[letter, text] for _, letter, text in options],
        "n": max(1, len(correct)) if options else 1,
        "p": prompt[1] if prompt else "",
        "fixed": bool(_REFERS.search(texts)),
        "k": obscure(correct),
        "b": obscure(back_html(fields, notetype)),
    }


def question_line(note: RenderedNote, note_id: int, deck_tags: frozenset[str], notetype: NoteType) -> bytes:
    """One question as a line of the page's data block (ASCII JSON, no newline)."""
    return embeddable_json(question_item(note, note_id, deck_tags, notetype)).encode("ascii")


def media_line(member: Member) -> bytes:
    """One image as a line of the page's data block: its raw-deflated bytes as the package holds
    them, base64 (the page inflates a drawing only when it shows it; an SVG deflates to about a
    quarter of its size)."""
    return (embeddable_json(member.name) + ':"').encode("ascii") + base64.b64encode(member.deflated) + b'"'


def data_block(config: DeckConfig, question_lines: Sequence[bytes], media_lines: Sequence[bytes]) -> list[bytes]:
    """The page's data, as chunks to write in turn: the deck, then one line per image (sorted by
    name), then one per question (in new-card order), so that a rebuild can take unchanged lines
    from the last page (`output`). The page parses it whole: `{"deck":…,"format":1,"media":{…},
    "questions":[…]}`, each line but a section's last ending in a comma."""
    deck = embeddable_json({"id": config.id, "name": config.name, "version": config.version})
    chunks = [f'{{"deck":{deck},"format":{DATA_FORMAT},"media":{{'.encode("ascii")]
    for lines, end in ((media_lines, MEDIA_END), (question_lines, QUESTIONS_END)):
        for number, line in enumerate(lines, 1):
            chunks += [b"\n", line, b"," if number < len(lines) else b""]
        chunks += [b"\n", end]
    return chunks


#: The lines that close the data block's images and questions.
MEDIA_END = b'},"questions":['
QUESTIONS_END = b"]}"


def page_lines(config: DeckConfig, notes: Sequence[RenderedNote], lock: Lock,
               notetype: NoteType) -> tuple[list[bytes], list[bytes]]:
    """(question lines, media lines) of every note, made afresh."""
    deck_tags = frozenset(config.tags)
    media = {member.name: member for note in notes for member in note.media}
    return ([question_line(note, lock.notes[note.question_id].note_id, deck_tags, notetype) for note in notes],
            [media_line(media[name]) for name in sorted(media)])


def held_bytes(notes: Sequence[RenderedNote]) -> int:
    """The text and drawings a page holds, in bytes (UTF-8 field HTML and the images): what its size
    is measured against."""
    return sum(len(note.flds.encode("utf-8")) + sum(m.size for m in note.media) for note in notes)
