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

# Python-Markdown is quadratic (or recursive) in a few shapes of input: each unclosed `[` or `(`
# after `](` is scanned to the end of its paragraph; block rules search the rest of a block once
# per line they take; every level of list or quote nesting is a level of recursion. So a field is
# refused, at check time (`check`, `build` and `parse` alike), past these limits; within them the
# worst shapes render in well under a second (bench/bench_markdown.py measures them).
#: Characters in one Markdown field (a long full explanation is ~5,000).
MAX_FIELD_CHARS = 20_000
#: Levels of list and quote nesting, and of unclosed `[` or `(` in one paragraph.
MAX_NESTING = 16
#: Lines in one paragraph or list (a run of lines without a blank line).
MAX_BLOCK_LINES = 300
_CONTAINER = re.compile(r"[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t]))")
# A line nested deeper than MAX_NESTING starts with more than MAX_NESTING of these characters (found
# by a search that starts from each "\n": far cheaper than a MULTILINE "^", since most fields have none).
_DEEP_PREFIX = f"[ \\t>*+\\-0-9.)]{{{MAX_NESTING + 1}}}"
_DEEP_FIRST, _DEEP_NEXT = re.compile(_DEEP_PREFIX), re.compile("\n" + _DEEP_PREFIX)
_OPEN_CLOSE = {"[": "]", "(": ")"}


def markdown_problem(text: str) -> tuple[int, str] | None:
    """(line within the text, message) for a field past the limits above; None within them.
    Linear, and cheap for ordinary fields (most tests are skipped by a count)."""
    if len(text) > MAX_FIELD_CHARS:
        return 1, (f"is {len(text):,} characters long, over the limit of {MAX_FIELD_CHARS:,} for one field: "
                   "shorten it or split the question")
    if text.count("\n") >= MAX_BLOCK_LINES:
        line = 1
        for block in re.split(r"(\n[ \t]*\n)", text):  # blocks, and the blank lines between them
            if block.count("\n") >= MAX_BLOCK_LINES:
                return line, (f"has a paragraph or list of more than {MAX_BLOCK_LINES} lines: put blank lines "
                              "between its parts")
            line += block.count("\n")
    starts = [0] if _DEEP_FIRST.match(text) else []
    for start in (*starts, *(found.start() + 1 for found in _DEEP_NEXT.finditer(text))):
        depth, pos = 0, start
        while found := _CONTAINER.match(text, pos):
            depth += 1 + found[0].expandtabs(4).count(" ") // 4
            pos = found.end()
        if depth > MAX_NESTING:
            return text.count("\n", 0, start) + 1, (
                f"nests lists or quotes more than {MAX_NESTING} levels deep: flatten it")
    for opening, closing in _OPEN_CLOSE.items():
        if text.count(opening) > MAX_NESTING:
            line = _unclosed(text, opening, closing)
            if line:
                return line, (f"has more than {MAX_NESTING} unclosed '{opening}' in one paragraph: close them or "
                              f"write them as \\{opening}")
    return None


def markdown_fields_problems(question) -> list[tuple[str, int, str]]:
    """(field key, line within it, message) for each Markdown field of a Question past the limits;
    the key is the card file's (`options.A`, `full_explanation`, …)."""
    # (parse derives the answer text from the full explanation: it comes after it)
    texts = [question.question, *question.options.values(), question.short_explanation,
             question.full_explanation, question.answer_text, *question.rationales.values()]
    joined = "\n" + "\n".join(texts)
    if (max(map(len, texts)) <= MAX_FIELD_CHARS and joined.count("\n") < MAX_BLOCK_LINES
            and joined.count("[") <= MAX_NESTING and joined.count("(") <= MAX_NESTING
            and not _DEEP_NEXT.search(joined)):
        return []  # all the fields together are within every limit (a question's usual case: one pass)
    fields = [("question", question.question), *((f"options.{k}", v) for k, v in question.options.items()),
              ("short_explanation", question.short_explanation), ("full_explanation", question.full_explanation),
              ("answer_text", question.answer_text), *((f"rationales.{k}", v) for k, v in question.rationales.items())]
    return [(key, problem[0], problem[1]) for key, text in fields if (problem := markdown_problem(text))]


def _unclosed(text: str, opening: str, closing: str) -> int:
    """The line where a paragraph's count of unclosed `opening` passes MAX_NESTING, else 0."""
    depth, line = 0, 1
    for token in re.finditer(rf"\\.|\n[ \t]*\n|\n|\{opening}|\{closing}", text):  # (escaped ones cost nothing)
        kind = token[0]
        if kind == opening:
            depth += 1
            if depth > MAX_NESTING:
                return line
        elif kind == closing:
            depth = max(0, depth - 1)
        else:
            line += kind.count("\n")
            if kind.count("\n") > 1:
                depth = 0
    return 0

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


class MarkdownTooComplex(ValueError):
    """A text past the limits reached the converter (the checks refuse it before that)."""


def to_html(text: str, inline: bool = False) -> str:
    """Markdown -> safe HTML; `inline` drops the paragraph around a single paragraph."""
    out = _plain_paragraphs(text) if text else ""
    if out is None:
        problem = markdown_problem(text)
        if problem:
            raise MarkdownTooComplex(f"line {problem[0]}: {problem[1]}")
        converter = _converter()
        converter.reset()  # no state (footnotes, references) leaks from one field to the next
        out = converter.convert(text)
    if inline and out.startswith("<p>") and out.endswith("</p>") and out.count("<p>") == 1:
        out = out[3:-4]
    return anki_inert(out)


