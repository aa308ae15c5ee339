"""Question -> the HTML of each note field, plus the media the note needs; and the note type.

Source text is untrusted Markdown: raw HTML is not recognised (it shows as text), links keep only
safe schemes, images are not allowed, and characters Anki would interpret inside a field
(`{{…}}`, `[sound:…]`, `[latex]`) are written as entities so they show as text.
"""
from __future__ import annotations

import hashlib
import html
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from xml.etree import ElementTree

from . import archive, media
from .archive import Member
from .errors import BuildError
from .model import DeckConfig, Question

#: The note type's fields, in order, with stable ids. NEVER add, remove, rename or reorder one:
#: every learner's existing notes would be skipped on their next import.
FIELDS: tuple[tuple[str, int], ...] = (
    ("Question", 7_406_211_183_120_001),
    ("Options", 7_406_211_183_120_002),
    ("Answer", 7_406_211_183_120_003),
    ("AnswerText", 7_406_211_183_120_004),
    ("ShortExplanation", 7_406_211_183_120_005),
    ("Infographic", 7_406_211_183_120_006),
    ("FullExplanation", 7_406_211_183_120_007),
    ("Rationales", 7_406_211_183_120_008),
    ("Source", 7_406_211_183_120_009),
    ("ID", 7_406_211_183_120_010),
)
#: The one card template, with its stable id. Its HTML and the CSS may change freely.
TEMPLATE = ("Multiple choice", 7_406_211_183_130_001)

SAFE_SCHEMES = ("http://", "https://", "mailto:")
_TAG = re.compile(r"<[^>]*>")
# Anki interprets these in rendered field text; as entities they are only text.
def anki_inert(text: str) -> str:
    """`{`, `}`, `[`, `]` as character references (chained replace: far faster than translate)."""
    if "{" in text or "}" in text or "[" in text or "]" in text:
        text = text.replace("{", "&#123;").replace("}", "&#125;").replace("[", "&#91;").replace("]", "&#93;")
    return text


@dataclass(frozen=True)
class RenderedNote:
    """A question as an Anki note, in the form the package stores it."""

    question_id: str
    """The question's id."""
    guid: str
    """Anki's note GUID, from the deck id and the question id."""
    order: int
    """New-card position."""
    flds: str
    """HTML of each field, in FIELDS order, joined by U+001F as Anki stores them (card files cannot
    hold control characters, so no field contains one)."""
    tags: tuple[str, ...]
    """Anki tags, sorted."""
    media: tuple[Member, ...]
    """Media the fields reference, named by content and deflated for the package."""
    content_hash: str
    """Changes exactly when what Anki stores for the note changes (see `make_note`)."""
    sort_field: str
    """The first field as text, for Anki's sort column."""

    @property
    def fields(self) -> tuple[str, ...]:
        """HTML of each field, in FIELDS order."""
        return tuple(self.flds.split("\x1f"))


@dataclass(frozen=True)
class NoteType:
    """The note type's templates and CSS (fields and ids are the constants above)."""

    front: str
    back: str
    css: str

    @property
    def content_hash(self) -> str:
        """Changes exactly when the fields, templates or CSS change."""
        text = "\x00".join([repr(FIELDS), repr(TEMPLATE), self.front, self.back, self.css])
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    @property
    def schema_hash(self) -> str:
        """Changes only when the field or template list changes (what strands learners' notes)."""
        return hashlib.sha256(repr((FIELDS, TEMPLATE[1])).encode()).hexdigest()[:16]


@cache
def note_type() -> NoteType:
    files = resources.files("deckgen") / "templates"
    return NoteType(front=(files / "front.html").read_text("utf-8"),
                    back=(files / "back.html").read_text("utf-8"),
                    css=(files / "card.css").read_text("utf-8"))


@cache
def _converter():
    """A Markdown converter without raw HTML or images, whose links keep only safe schemes.
    (markdown is imported here: a no-op rebuild never needs it.)"""
    import markdown
    from markdown.extensions import Extension
    from markdown.treeprocessors import Treeprocessor

    class SafeLinks(Treeprocessor):
        """Links keep only http(s) and mailto targets; any other link becomes its text."""

        def run(self, root: ElementTree.Element) -> None:
            for parent in root.iter():
                for child in list(parent):
                    if child.tag == "a" and not child.get("href", "").strip().lower().startswith(SAFE_SCHEMES):
                        child.tag = "span"
                        child.attrib.clear()
                    elif child.tag == "a":
                        child.set("rel", "noopener noreferrer")

    class Untrusted(Extension):
        def extendMarkdown(self, md: markdown.Markdown) -> None:  # noqa: N802 (markdown's API)
            md.preprocessors.deregister("html_block")
            for name in ("html", "image_link", "image_reference", "short_image_ref"):
                md.inlinePatterns.deregister(name)
            md.treeprocessors.register(SafeLinks(md), "safe_links", 0)

    return markdown.Markdown(extensions=[Untrusted()], output_format="html")


# Prose and simple lists with none of Markdown's inline syntax: most fields. Such text converts to
# its paragraphs and list items as they are, ~40x cheaper than running the converter (a
# property test checks that both agree on every text the shortcut takes).
_MARKUP_CHARS = re.compile(r"[\\`*_\[\]<>&!#~|\t\r\x00-\x08\x0b-\x1f\x7f]|  $| \n|\n ")
_BLOCK_START = re.compile(r"^(?:[-+*>#=]|\d+[.)])")
_ORDERED = re.compile(r"\d+\. (\S.*)")
_BULLET = re.compile(r"- (\S.*)")


def _plain_paragraphs(text: str) -> str | None:
    """The HTML Markdown would make of plain prose and lists, or None when it needs the converter."""
    if _MARKUP_CHARS.search(text) or text != text.strip() or "\n\n\n" in text:
        return None
    out, previous_list = [], False
    for block in text.split("\n\n"):
        lines = block.split("\n")
        for pattern, tag in ((_ORDERED, "ol"), (_BULLET, "ul")):
            items = [pattern.fullmatch(line) for line in lines]
            if all(items):
                if previous_list or any(_BLOCK_START.match(item[1]) for item in items):
                    return None  # a loose or nested list: Markdown's own rules apply
                out.append(f"<{tag}>\n" + "".join(f"<li>{item[1]}</li>\n" for item in items) + f"</{tag}>")
                previous_list = True
                break
        else:
            if any(not line or line[0] == " " or line[-1] == " " or _BLOCK_START.match(line) for line in lines):
                return None
            out.append(f"<p>{block}</p>")
            previous_list = False
    return "\n".join(out)


def to_html(text: str, inline: bool = False) -> str:
    """Markdown -> safe HTML; `inline` drops the paragraph around a single paragraph."""
    out = _plain_paragraphs(text) if text else ""
    if out is None:
        converter = _converter()
        converter.reset()  # no state (footnotes, references) leaks from one field to the next
        out = converter.convert(text)
    if inline and out.startswith("<p>") and out.endswith("</p>") and out.count("<p>") == 1:
        out = out[3:-4]
    return anki_inert(out)


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
    """The supplied image for a question, or else its drawing."""
    supplied = media.find_image(q.id, q.infographic.image, project_root)
    if supplied is not None:
        data = supplied.read_bytes()
        return archive.member(media.media_name(data, supplied.suffix), data)
    if q.infographic.image:
        raise BuildError(f"image {q.infographic.image} is missing", q.path, q.line_of("infographic.image"))
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


def make_note(question_id: str, guid: str, order: int, flds: str, tags: tuple[str, ...],
              media: tuple[Member, ...]) -> RenderedNote:
    """A RenderedNote, with the hash and sort field derived from its content."""
    # Each field and the tags, each followed by a NUL: the hash every lock file already holds.
    text = flds.replace("\x1f", "\x00") + "\x00" + " ".join(tags) + "\x00"
    return RenderedNote(question_id, guid, order, flds, tags, media, hashlib.sha256(text.encode()).hexdigest(),
                        _TAG.sub("", flds.split("\x1f", 1)[0])[:1000])


def note_guid(deck_id: str, question_id: str) -> str:
    """The GUID Anki matches notes by: from the deck id and question id alone, never the text."""
    import genanki  # imported here: a no-op rebuild never needs it

    return genanki.guid_for("deckgen", deck_id, question_id)
