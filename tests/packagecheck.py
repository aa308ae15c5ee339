"""What a built package must be, whatever its sources: checks of its media, its fields and of its
import into the real Anki engine, for `test_cli_property`."""
from __future__ import annotations

import json
import re
import struct
import zipfile
import zlib
from html.parser import HTMLParser
from pathlib import Path
from xml.etree import ElementTree

from ankitools import import_package, rendered_cards

SVG_NS = "{http://www.w3.org/2000/svg}"
#: SVG elements a card image may hold (what deckgen draws, and plain shapes and text).
SVG_ELEMENTS = {"svg", "g", "title", "desc", "defs", "style", "rect", "circle", "ellipse", "line", "polyline",
                "polygon", "path", "text", "tspan", "linearGradient", "radialGradient", "stop", "clipPath"}
#: HTML elements no field may hold: they run code, load things or change the page.
FORBIDDEN_TAGS = {"script", "style", "iframe", "frame", "frameset", "object", "embed", "svg", "math", "form",
                  "input", "button", "meta", "link", "base", "template", "textarea", "select", "video", "audio",
                  "source", "track", "applet", "noscript", "portal"}
SAFE_HREF = re.compile(r"(https?://|mailto:)", re.I)


def check_svg(name: str, data: bytes) -> None:
    """An allowlist: UTF-8, no doctype or processing instructions, known elements, no event
    attributes, references only inside the image, CSS without escapes, imports or external urls."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise AssertionError(f"{name}: not UTF-8") from None
    assert "<!DOCTYPE" not in text and "<!ENTITY" not in text, f"{name}: a doctype"
    assert not re.search(r"<\?(?!xml\s)", text), f"{name}: a processing instruction"
    root = ElementTree.fromstring(data)
    for element in root.iter():
        namespace, _, tag = element.tag.rpartition("}")
        assert namespace in ("", SVG_NS[:-1]) and tag in SVG_ELEMENTS, f"{name}: element <{element.tag}>"
        for attribute, value in element.attrib.items():
            local = attribute.rpartition("}")[2].lower()
            assert not local.startswith("on"), f"{name}: event attribute {attribute}"
            if local in ("href", "src"):
                assert value.strip().startswith("#"), f"{name}: {attribute}={value!r}"
            _check_css(name, value)
        if tag == "style":
            _check_css(name, element.text or "")


def _check_css(name: str, css: str) -> None:
    lowered = css.lower()
    assert "\\" not in css and "@import" not in lowered and "expression(" not in lowered, f"{name}: CSS {css[:80]!r}"
    for target in re.findall(r"url\(\s*['\"]?([^'\")]*)", lowered):
        assert target.strip().startswith("#"), f"{name}: url({target})"


def check_png(name: str, data: bytes) -> None:
    """A complete PNG: signature, IHDR first, every chunk's CRC, IEND last with nothing after it."""
    assert data.startswith(b"\x89PNG\r\n\x1a\n"), f"{name}: no PNG signature"
    at, kinds = 8, []
    while at < len(data):
        assert at + 12 <= len(data), f"{name}: cut short"
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        assert len(body) == length and at + 12 + length <= len(data), f"{name}: cut short"
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body), f"{name}: bad CRC in {kind!r}"
        kinds.append(kind)
        at += 12 + length
        if kind == b"IEND":
            break
    assert kinds[:1] == [b"IHDR"] and kinds[-1:] == [b"IEND"] and at == len(data), f"{name}: chunks {kinds}"


def check_media(apkg: Path) -> set[str]:
    """Every packaged media file is a complete, safe image; returns their names."""
    with zipfile.ZipFile(apkg) as archive:
        assert archive.testzip() is None
        names = json.loads(archive.read("media"))
        for number, name in names.items():
            data = archive.read(number)
            assert re.fullmatch(r"[\x21-\x7e]{1,120}", name) and not re.search(r'[\[\]<>:"/?*^\\|]', name), name
            if name.lower().endswith(".svg"):
                check_svg(name, data)
            elif name.lower().endswith(".png"):
                check_png(name, data)
            elif name.lower().endswith((".jpg", ".jpeg")):
                assert data.startswith(b"\xff\xd8\xff") and data.rstrip(b"\0").endswith(b"\xff\xd9"), name
            else:
                assert name.lower().endswith(".webp") and data[8:12] == b"WEBP", name
                assert struct.unpack("<I", data[4:8])[0] + 8 == len(data), f"{name}: RIFF size"
    return set(names.values())


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.scripts: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, attrs))

    handle_startendtag = handle_starttag

    def handle_data(self, data):
        if self.tags and self.tags[-1][0] == "script":
            self.scripts.append(data)


def check_page(page: str) -> None:
    """A preview page runs only its own script: no script, event attribute or frame from the sources
    (whose hostile texts all call alert)."""
    parser = _Tags()
    parser.feed(page)
    parser.close()
    assert not any("alert" in script for script in parser.scripts), "a script from the sources"
    for tag, attrs in parser.tags:
        assert tag not in ("iframe", "object", "embed", "base", "meta") or tag == "meta" and not any(
            name == "http-equiv" for name, _ in attrs), f"<{tag}> in a preview page"
        for name, value in attrs:
            assert not (name.startswith("on") and "alert" in (value or "")), f"{name}={value!r} in a preview page"
            assert not (name in ("href", "src") and (value or "").strip().lower().startswith("javascript")), value


def check_field(field: str, media: set[str]) -> None:
    """A field shows its text and runs nothing: no dangerous element, no event or style attribute,
    links only to the web or mail, images only of packaged media; and nothing Anki interprets."""
    assert not set("{}[]") & set(field), f"Anki syntax left in a field: {field[:200]!r}"
    parser = _Tags()
    parser.feed(field)
    parser.close()
    for tag, attrs in parser.tags:
        assert tag not in FORBIDDEN_TAGS, f"<{tag}> in a field: {field[:200]!r}"
        for attribute, value in attrs:
            assert not attribute.startswith("on") and attribute not in ("style", "srcdoc", "formaction"), attribute
            if attribute == "href":
                assert SAFE_HREF.match(value or ""), f"link to {value!r}"
            if attribute == "src":
                assert tag == "img" and value in media, f"<{tag} src={value!r}>"


def check_import(col, apkg: Path, notes: int, media: set[str], deck: str, first: bool, fresh: bool) -> None:
    """Import into Anki as Anki desktop does: every note new, or (`first` False) new, updated in place
    or unchanged, never conflicting; cards render; Anki's checks find nothing to fix (nor, in a `fresh`
    collection, unused media). `media` collects the names of every package's media imported so far."""
    media |= check_media(apkg)
    count = col.note_count()
    log = import_package(col, apkg)
    assert (log.conflicting, log.missing_notetype, log.first_field_match) == ([], [], []), log
    assert log.found_notes == notes == len(log.new) + len(log.updated) + len(log.duplicate), log
    assert col.note_count() == count + len(log.new), log
    if first:
        assert len(log.new) == notes, log
    if notes:  # (Anki makes the decks that cards go to)
        assert deck in {d.name for d in col.decks.all_names_and_ids()}, f"deck {deck!r} is not in Anki"
    for card, question, answer in rendered_cards(col):
        for side in (question, answer):
            assert "template has a problem" not in side.lower() and "{{" not in side, side[:300]
        for field in card.note().fields:
            check_field(field, media)
    message, ok = col.fix_integrity()
    assert ok and message.strip() == "Database rebuilt and optimized.", message
    report = col.media.check()
    assert not report.missing and not report.missing_media_notes, report.report
    if fresh:  # (an update leaves the media it replaced unused)
        assert not report.unused, report.report
