"""Markdown -> safe HTML for a note field.

Source text is untrusted Markdown: raw HTML is not recognised (it shows as text), links keep only
safe schemes, images are not allowed, and characters Anki would interpret inside a field
(`{{…}}`, `[sound:…]`, `[latex]`) are written as entities so they show as text.
"""
from __future__ import annotations

import re
from functools import cache
from xml.etree import ElementTree

SAFE_SCHEMES = ("http://", "https://", "mailto:")

# Anki interprets these in rendered field text; as entities they are only text.
def anki_inert(text: str) -> str:
    """`{`, `}`, `[`, `]` as character references (chained replace: far faster than translate)."""
    if "{" in text or "}" in text or "[" in text or "]" in text:
        text = text.replace("{", "&#123;").replace("}", "&#125;").replace("[", "&#91;").replace("]", "&#93;")
    return text


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


