"""Supplied SVGs against a published corpus of attack vectors: DOMPurify's test payloads.

`data/svg_attack_vectors.json` holds every payload of DOMPurify's `test/fixtures/expect.mjs` that
touches SVG (source, commit and licence in the file). They are HTML fragments, so each is tried
twice inside an `<svg>` root: as written (mostly not well-formed XML) and rewritten as well-formed
XML by a tolerant tokeniser, so that it reaches the allowlist. Either the SVG is refused, or what
the package would hold runs and fetches nothing.
"""
from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from deckgen.render import svgclean

CORPUS = json.loads((Path(__file__).parent / "data" / "svg_attack_vectors.json").read_text(encoding="utf-8"))
VECTORS = CORPUS["vectors"]
ROOT = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'xmlns:html="http://www.w3.org/1999/xhtml" xmlns:ev="http://www.w3.org/2001/xml-events">')
# html.parser lowercases names; SVG's are case-sensitive.
CASED = {name.lower(): name for name in (*svgclean.ELEMENTS, *svgclean.ATTRIBUTES, "foreignObject", "feImage",
                                         "animateMotion", "animateTransform", "attributeName", "attributeType")}


class _ToXml(HTMLParser):
    """HTML-ish markup -> well-formed XML, keeping every element, attribute and declaration."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.open: list[str] = []

    def _tag(self, tag, attrs, close):
        names = set()
        parts = [CASED.get(tag, tag)]
        for key, value in attrs:
            key = CASED.get(key, key)
            if re.fullmatch(r"[A-Za-z_][\w.:-]*", key) and key not in names and key.count(":") <= 1:
                names.add(key)
                parts.append(f'{key}="{html.escape(value or "", quote=True)}"')
        self.out.append(f"<{' '.join(parts)}{'/' if close else ''}>")

    def handle_starttag(self, tag, attrs):
        if re.fullmatch(r"[A-Za-z_][\w.:-]*", tag):
            self._tag(tag, attrs, False)
            self.open.append(CASED.get(tag, tag))

    def handle_startendtag(self, tag, attrs):
        if re.fullmatch(r"[A-Za-z_][\w.:-]*", tag):
            self._tag(tag, attrs, True)

    def handle_endtag(self, tag):
        tag = CASED.get(tag, tag)
        if tag in self.open:
            while self.open:
                name = self.open.pop()
                self.out.append(f"</{name}>")
                if name == tag:
                    break

    def handle_data(self, data):
        self.out.append(html.escape(data, quote=False))

    def handle_comment(self, data):
        if "--" not in data:
            self.out.append(f"<!--{data}-->")

    def handle_pi(self, data):
        self.out.append(f"<?{data.rstrip('?')}?>")

    def handle_decl(self, decl):
        self.out.append(f"<!{decl}>")

    def unknown_decl(self, data):
        self.out.append(f"<![{data}]]>" if data.startswith("CDATA[") else "")

    def xml(self, text: str) -> str:
        self.feed(text)
        self.close()
        return "".join(self.out) + "".join(f"</{name}>" for name in reversed(self.open))


def unsafe(svg: str) -> list[str]:
    """What in an SVG could run code or fetch when it is opened on its own."""
    text = re.sub(r'xmlns(:\w+)?="[^"]*"', "", svg).lower()
    checks = {
        "script": r"<(\w+:)?script", "event attribute": r"\son\w+\s*=", "javascript: URL": r"javascript:",
        "foreignObject": r"<(\w+:)?foreignobject", "HTML element": r"<(\w+:)?(iframe|img|embed|object|a|meta)[\s/>]",
        "animation": r"<(\w+:)?(set|animate\w*)[\s/>]", "external URL": r"(https?|ftp)://|//[a-z0-9]",
        "non-raster data URL": r"data:(?!image/(png|jpeg|gif|webp);)", "stylesheet or import": r"xml-stylesheet|@import",
        "DOCTYPE or entity": r"<!(doctype|entity)", "feImage": r"<(\w+:)?feimage",
        "url() off the page": r"url\(\s*['\"]?\s*[^#'\"\s)]", "CSS escape": r"\\",
        "other CSS function": r"(expression|image-set|image|element|src|local)\(",
    }
    return [what for what, pattern in checks.items() if re.search(pattern, text)]


def documents(vector: dict) -> list[tuple[str, bytes]]:
    payload = vector["payload"]
    return [("as written", f"{ROOT}{payload}</svg>".encode("utf-8")),
            ("as well-formed XML", f"{ROOT}{_ToXml().xml(payload)}</svg>".encode("utf-8"))]


def test_the_corpus_is_there_and_its_vectors_are_hostile():
    assert len(VECTORS) >= 70 and "DOMPurify" in CORPUS["source"] and "Apache" in CORPUS["licence"]
    hostile = [v for v in VECTORS if unsafe(v["payload"])]
    assert len(hostile) >= 0.8 * len(VECTORS)  # the check below is not vacuous


@pytest.mark.parametrize("vector", VECTORS, ids=[f"{i}" for i in range(len(VECTORS))])
def test_every_vector_is_refused_or_neutralised(vector):
    for form, data in documents(vector):
        try:
            cleaned = svgclean.clean_svg(data).decode("utf-8")
        except svgclean.Refused as refused:
            assert str(refused) and "\n" not in str(refused)
            continue
        assert unsafe(cleaned) == [], (form, vector["title"], cleaned[:300])
        assert svgclean.clean_svg(cleaned.encode()) == cleaned.encode()  # written out once and for all


def test_most_well_formed_vectors_reach_the_allowlist():
    """The rewritten forms are parsed (not refused as malformed), so the allowlist is what stops them."""
    reasons = []
    for vector in VECTORS:
        try:
            svgclean.clean_svg(documents(vector)[1][1])
        except svgclean.Refused as refused:
            reasons.append(str(refused))
    malformed = [r for r in reasons if "not valid SVG/XML" in r]
    assert len(malformed) <= len(VECTORS) // 4, malformed
