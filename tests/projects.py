"""Hypothesis strategies for whole deckgen projects, as a careless or hostile maintainer makes them.

A project is a dict of files (path relative to the project -> bytes, or a `Special` for what is not
a regular file), drawn from named INGREDIENTS: raw texts as collected and mangled, card files valid
and broken, deck.yaml, locks, release manifests and media. `test_cli_property` runs the real CLI over
them. Ingredients whose bugs are being fixed on other branches are listed in AWAITING: their
generators stay here but are not drawn until the integrator empties the list after the merge.
"""
from __future__ import annotations

import json
import re
import struct
import zlib
from dataclasses import dataclass

import yaml
from hypothesis import event, strategies as st

from helpers import BELOW_IMAGE, FULL, SEED_NAMES, SELECT, SHORT, seed_text
from strategies import mutated_lines

#: Ingredients left out until the branch fixing them is merged (then remove the name from here).
#: Empty: h12a's (media checks, Markdown limits) and h12b's (locks, number ranges, special files,
#: foreign temporary files, deck.yaml as Anki reads it, hidden card files) are merged and drawn.
AWAITING: set[str] = set()

LETTERS = "ABCDEFGH"
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
SEEDS = [seed_text(name) for name in SEED_NAMES]


@dataclass(frozen=True)
class Special:
    """Something in the project that is not a regular file: a folder, a FIFO or a symbolic link."""

    kind: str  # "folder" | "fifo" | "link"
    target: str = ""  # a link's target (relative to the link, or absolute)


# --- text -------------------------------------------------------------------------------------------

WORDS = ["GPU", "memory", "the", "is", "fast.", "Which", "TWO", "of", "these?", "A", "(B)", "C.", "D)", "Option",
         "incorrect", "because", "wrong", "and", "NVLink", "1.", "2.", ":", "-", "–", "•", "e.g.", "Let's"]
MARKUP = ["**b**", "_i_", "`code`", "# H", "> q", "1. one", "- item", "* star", "---", "| a | b |", "~~s~~",
          "[y](http://example.com)", "<http://example.com>", "\\", "&amp;", "&#x3C;", "  \n", "\n\n", "\n- x\n"]
HOSTILE = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "{{Question}}", "{{c1::x}}",
           "{{FrontSide}}", "[sound:x.mp3]", "[latex]x[/latex]", "<b onmouseover=alert(2)>b</b>",
           "javascript:alert(3)", "[x](javascript:alert(4))", "![i](http://example.com/i.png)",
           "<!-- c -->", "<style>*{display:none}</style>", "]]>", "%s", "{0}", "$(rm -rf x)", "\x1f"]
UNICODE = ["é", "’", "“”", "—", "…", "\u00a0", "\u200b", "\u200e", "\u202e", "\u2028", "\ufeff", "\U0001f600",
           "e\u0301", "日本語", "\ufffd", "𝔘", "\u0085", "\t", "İ", "ß", "\u0301" * 30, "\u3000", "١٢"]


def _pool(seed: int, size: int = 400) -> list[str]:
    """Texts made of words, markup, hostile fragments and odd Unicode, made once: drawing one is a
    single choice, where composing each from its pieces would cost Hypothesis a dozen draws."""
    import random

    rng = random.Random(seed)
    kinds = [WORDS, WORDS, MARKUP, HOSTILE, UNICODE]
    return [" ".join(rng.choice(rng.choice(kinds)) for _ in range(rng.randint(1, 12))) for _ in range(size)]


#: Field text: mostly words, sometimes markup, hostile fragments, odd Unicode or anything at all.
texts = st.one_of(st.sampled_from(_pool(1)), st.sampled_from(_pool(2)), st.sampled_from(_pool(3)), st.text(max_size=30))
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
#: Text a card may hold (no control characters, not blank), as hostile and odd as the rest.
card_texts = st.one_of(
    *(st.sampled_from([t for t in _pool(seed) if t.strip() and not _CONTROL.search(t)]) for seed in (1, 2, 3)),
    st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=30).filter(str.strip))
words = st.lists(st.sampled_from(WORDS[:10]), min_size=1, max_size=6).map(" ".join)
tags = st.sampled_from(["gpu", "gpu-memory", "a_b", "x1", "Ünï", "a::b", "日本"])
ids = st.from_regex(r"[0-9a-z][0-9a-z_-]{0,10}", fullmatch=True)
#: Prose long enough to matter but without Markdown's pathological patterns (those are AWAITING).
long_words = st.sampled_from(["x" * 5000, "日" * 3000, "-" * 4000, "a\u0301" * 2000, "W" * 100_000])
huge_texts = st.tuples(st.sampled_from(["word ", "The GPU is fast. ", "a, b; c: d. ", "日本語 ", "x" * 70 + " "]),
                       st.integers(2_000, 20_000)).map(lambda pair: (pair[0] * pair[1])[:100_000])
pathological_texts = st.sampled_from([
    "[" * 8000, "&amp;" * 20_000, "".join("  " * i + "- x\n" for i in range(250)), "> " * 2000 + "x",
    "*a " * 5000, "<" * 10000, "`" * 10000, "[a](" * 3000,
])


# --- raw texts --------------------------------------------------------------------------------------

def raw_lines(stem: str, options: list[str], short: str, full: str | None) -> list[str]:
    lines = [stem, *options, SELECT, SHORT, short]
    return lines + ([BELOW_IMAGE, FULL, full] if full is not None else [])


@st.composite
def generated_raw(draw) -> str:
    """A raw text in the collected format, with varied options and analysis."""
    count = draw(st.integers(0, 8))
    style = draw(st.sampled_from(["{}. {}", "{}) {}", "({}) {}"]))
    options = [style.format(letter, draw(texts)) for letter in LETTERS[:count]]
    analysis = " ".join(f"- {letter} is incorrect because {draw(words)}."
                        for letter in draw(st.lists(st.sampled_from(LETTERS[:max(count, 4)]), max_size=4)))
    stem = draw(texts) + draw(st.sampled_from(["", " Which TWO apply?", " Pick 3."]))
    full = draw(st.none() | texts.map(lambda t: f"{t}\nLet's analyze the incorrect options: {analysis}"))
    return "\n".join(raw_lines(stem, options, draw(texts), full))


def mutated_raw() -> st.SearchStrategy[str]:
    """A seed or generated text with lines dropped, duplicated, swapped, cut short or inserted."""
    return mutated_lines(st.sampled_from(SEEDS) | generated_raw(),
                         texts | st.sampled_from([SELECT, SHORT, FULL, BELOW_IMAGE, "A. x", "(H) y"]))


@st.composite
def options_past_h(draw) -> str:
    """Option lines A–H and then more: A again, I, or (A)."""
    extra = draw(st.lists(st.sampled_from(["A. again", "I. ninth", "(A) again", "B) b", "A. "]), min_size=1,
                          max_size=3))
    options = [f"{letter}. option {letter}" for letter in LETTERS] + extra
    return "\n".join(raw_lines(draw(texts), options, "Short.", "Full. - A is incorrect because x."))


@st.composite
def encoded(draw, text: str) -> bytes:
    """The text as bytes, as other tools save it: CRLF, a BOM, lone CRs, Latin-1, cut mid-character…"""
    how = draw(st.sampled_from(["utf-8", "crlf", "bom", "cr", "latin-1", "cut", "nul", "utf-16"]))
    event(f"raw encoding: {how}")
    if how == "crlf":
        return text.replace("\n", "\r\n").encode()
    if how == "bom":
        return b"\xef\xbb\xbf" + text.encode()
    if how == "cr":
        return text.replace("\n", "\r").encode()
    if how == "latin-1":
        return text.encode("latin-1", "replace")
    if how == "cut":
        data = text.encode()
        return data[:draw(st.integers(0, len(data)))]
    if how == "nul":
        data = text.encode()
        at = draw(st.integers(0, len(data)))
        return data[:at] + b"\x00" + data[at:]
    if how == "utf-16":
        return text.encode("utf-16")
    return text.encode()


raw_names = st.one_of(
    st.tuples(st.integers(0, 999), ids).map(lambda p: f"{p[0]:03d}_{p[1]}.txt"),
    st.sampled_from(["notes.txt", "1_.txt", "_x.txt", "001_a b.txt", "001_x.TXT", "٠١_x.txt", "00_" + "a" * 64 + ".txt",
                     "00_" + "a" * 65 + ".txt", "001_é.txt", "001_x.txt.txt", "-1_x.txt", "001_x", "001_x\n.txt",
                     "001_" + "a" * 240 + ".txt", "001_tab\t.txt", "1:2_x.txt"]),
)


# --- card files -------------------------------------------------------------------------------------

@st.composite
def infographics(draw, letters: str, answer: list[str]) -> dict:
    layout = draw(st.sampled_from(["key-points", "comparison", "breakdown"]))
    text = card_texts if draw(st.integers(0, 9)) else long_words  # one drawing in ten has an endless word
    spec: dict = {"layout": layout, "title": draw(text), "answer": draw(card_texts)}
    if layout == "key-points":
        spec["points"] = draw(st.lists(text, max_size=draw(st.sampled_from([3, 3, 12]))))
    elif layout == "comparison":
        spec["columns"] = [{"heading": draw(words), "items": draw(st.lists(text, max_size=draw(st.sampled_from([3, 9]))))}
                           for _ in range(draw(st.integers(1, 3)))]
    else:
        weight = st.integers(1, 9) | st.floats(0.01, 1000)
        spec["parts"] = [{"label": draw(words), "weight": draw(weight), "detail": draw(text)}
                         for _ in range(draw(st.integers(1, 7)))]
    wrong = [letter for letter in letters if letter not in answer]
    if wrong and draw(st.booleans()):
        spec["wrong"] = {letter: draw(words) for letter in wrong}
    return spec


@st.composite
def cards(draw, qid: str) -> dict:
    """A card that passes `check` most of the time (a missing answer is only a warning)."""
    letters = LETTERS[:draw(st.integers(0, 8))]
    known = letters or "ABCD"
    answer = sorted(draw(st.lists(st.sampled_from(known), max_size=min(3, len(known)), unique=True)))
    wrong = [letter for letter in known if letter not in answer]
    return {
        "id": qid,
        "order": draw(st.integers(0, 10_000)),
        "source": draw(st.sampled_from([f"raw/000_{qid}.txt", "", "../x.txt"])),
        "tags": draw(st.lists(tags, max_size=3, unique=True)),
        "question": draw(card_texts),
        "options": {letter: draw(card_texts) for letter in letters},
        "answer": answer,
        "answer_text": draw(card_texts),
        "short_explanation": draw(card_texts),
        "full_explanation": draw(card_texts),
        "rationales": {letter: draw(card_texts) for letter in wrong if draw(st.booleans())},
        "infographic": draw(infographics(letters, answer)),
    }


def dump(data, style: str = "block") -> str:
    """YAML as a maintainer might write it: block style, flow style, or ASCII with escapes."""
    return yaml.dump(data, Dumper=DUMPER, sort_keys=False, allow_unicode=style != "ascii",
                     width=80 if style == "ascii" else 10**6, default_flow_style=style == "flow")


WRONG_VALUES = [None, True, "yes", 3, -1, 2.5, [], {}, ["a", ["b"]], {"x": 1}, "", "   ", b"\x00bin", {1, 2}, "a\nb",
                [[[[[[[[["deep"]]]]]]]]]]
UNKNOWN_KEYS = ["answr", "Question", "extra", "options2", "infographic ", "ID", 1, None, True]


@st.composite
def broken_card(draw, card: dict) -> dict:
    """A card with wrong types, unknown or missing keys."""
    card = dict(card)
    for _ in range(draw(st.integers(1, 3))):
        what = draw(st.sampled_from(["type", "unknown", "missing", "nested-type", "letters"]))
        key = draw(st.sampled_from(sorted(card, key=str)))
        if what == "type":
            card[key] = draw(st.sampled_from(WRONG_VALUES))
        elif what == "unknown":
            card[draw(st.sampled_from(UNKNOWN_KEYS))] = draw(texts)
        elif what == "missing":
            card.pop(key, None)
        elif what == "nested-type" and isinstance(card.get("infographic"), dict):
            spec = dict(card["infographic"])
            spec[draw(st.sampled_from(["layout", "points", "columns", "parts", "wrong", "image", "title", "bogus"]))] \
                = draw(st.sampled_from(WRONG_VALUES + [[{"label": None}], [{"weight": "x"}], {"Z": "z"}, "radar"]))
            card["infographic"] = spec
        elif what == "letters":
            card[draw(st.sampled_from(["answer", "options", "rationales"]))] = draw(st.sampled_from(
                [["Z"], ["A", "A"], ["a"], {"A": "x", "C": "y"}, {"I": "x"}, {"AB": "x"}, {"A": ""}, ["A", "B", "C", "D"]]))
    return card


YAML_ODDITIES = ["&a x", "*a", "!!binary aGk=", "!!set {a}", "!!omap [a: 1]", "!!python/object:os.system x",
                 "!!timestamp 2024-01-01", "<<: {a: 1}", "? [a]\n: b", "---", "...", "%YAML 1.1", "{a: 1, a: 2}",
                 "'unterminated", '"\\x00"', '"\\ud800"', "|\n  block", ">-\n  folded", "\t- tab", "- [", "key: [1, 2",
                 "yes: no", "~: null", "1: one", "0x1F", ".inf", "2001-12-14t21:59:43.10-05:00", "@reserved", "`x",
                 '"a\\nb": 1', 'tags: ["x\\ny", "p\\u2028q"]', '"\\x85": x']


@st.composite
def mangled_text(draw, text: str) -> str:
    """YAML text with lines dropped, duplicated, re-indented, cut, or YAML oddities inserted."""
    lines = text.split("\n")
    for _ in range(draw(st.integers(1, 4))):
        index = draw(st.integers(0, max(len(lines) - 1, 0)))
        action = draw(st.sampled_from(["drop", "duplicate", "indent", "cut", "insert", "value"]))
        if not lines:
            lines = [""]
        if action == "drop":
            del lines[index]
        elif action == "duplicate":
            lines.insert(index, lines[index])
        elif action == "indent":
            lines[index] = draw(st.sampled_from([" ", "  ", "- ", "\t", ""])) + lines[index].lstrip()
        elif action == "cut":
            lines[index] = lines[index][:draw(st.integers(0, len(lines[index])))]
        elif action == "insert":
            lines.insert(index, draw(st.sampled_from(YAML_ODDITIES)))
        else:
            key = lines[index].partition(":")[0]
            lines[index] = f"{key}: {draw(st.sampled_from(YAML_ODDITIES))}"
    return "\n".join(lines)


# --- deck.yaml, locks, manifests ----------------------------------------------------------------------

deck_names = st.lists(st.lists(st.sampled_from(["AI", "GPU Infra", "日本語", "<b>x</b>", "a&b", "Ünï", "x'y", "é—e"]),
                               min_size=1, max_size=3).map(" ".join), min_size=1, max_size=3).map("::".join)


@st.composite
def deck_yamls(draw, deck_id: str) -> dict:
    data = {"id": deck_id, "name": draw(deck_names), "description": draw(card_texts),
            "tags": draw(st.lists(tags, max_size=3, unique=True)), "version": draw(st.sampled_from(["1.0.0", "2.10.3"]))}
    return {key: value for key, value in data.items() if key in ("id", "name") or draw(st.booleans())}


anki_deck_values = st.sampled_from([
    ("name", "::".join(["L"] * 25)), ("name", "A:::B"), ("name", "A::"), ("name", " A :: B "), ("name", "A::\u200b::B"),
    ("tags", ["::"]), ("tags", ["a::"]), ("tags", ["a\u3000b"]), ("version", "١.٠.٠"), ("version", "01.0.0"),
    ("name", "A" * 5000),
])


def lock_damage(text: str, cut: int) -> str:
    """A lock file cut short, as a bad merge or a full disk leaves it."""
    return text[:cut % max(len(text), 1)]


lock_values = st.sampled_from([0, -1, True, "17", 1e19, 2**63, 2**64, None, [], 1.5, "x" * 64,
                              99_999_999_999, 12])  # (the last two: in the year 5138, before 2020)


@st.composite
def lock_value_damage(draw, lock: dict) -> dict:
    """A lock that parses as JSON, with values of wrong types or out of range, or duplicated ids."""
    notes = lock.get("notes", {})
    if not all(isinstance(stamp, dict) for stamp in notes.values()):
        return lock  # (damaged already)
    choice = draw(st.sampled_from(["note", "notetype", "duplicate", "hash"]))
    if choice == "note" and notes:
        stamp = notes[draw(st.sampled_from(sorted(notes)))]
        stamp[draw(st.sampled_from(["id", "mod"]))] = draw(lock_values)
    elif choice == "notetype" and isinstance(lock.get("notetype"), dict):
        lock["notetype"]["mod"] = draw(lock_values)
    elif choice == "duplicate" and len(notes) > 1:
        first, second = sorted(notes)[:2]
        notes[second]["id"] = notes[first]["id"]
    elif notes:
        notes[sorted(notes)[0]]["hash"] = draw(st.sampled_from(["", "zz", "x" * 64, "A" * 64]))
    return lock


MANIFEST_DECK = {"deck": "demo", "folder": "demo", "file": "demo-1.0.0.apkg", "version": "1.0.0", "media": {},
                 "notes": {}, "notetype": {"hash": "h", "schema": "s", "mod": 1}}
anything = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                    max_size=3), max_leaves=8)


@st.composite
def manifests(draw) -> bytes:
    """A release manifest with one value of the wrong type or shape (or a wholly wrong deck)."""
    deck = json.loads(json.dumps(MANIFEST_DECK))
    where = draw(st.sampled_from(["deck", "version", "file", "media", "notes", "notetype", "note", "whole"]))
    if where == "whole":
        deck = draw(anything)
    elif where == "note":
        deck["notes"] = {"q1": draw(st.fixed_dictionaries({"hash": anything, "mod": anything, "title": anything}))}
    elif where == "notetype":
        deck["notetype"][draw(st.sampled_from(["hash", "schema", "mod"]))] = draw(anything)
    else:
        deck[where] = draw(anything)
    return json.dumps({"format": 1, "decks": [deck]}).encode()


# --- media ------------------------------------------------------------------------------------------

def png(width: int = 2, height: int = 2) -> bytes:
    """A real PNG of `width` x `height` grey pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + b"\x80\x80\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="5" fill="#123"/></svg>'
#: Images whose problem the current checks find by extension, magic bytes or the SVG blocklist.
BAD_IMAGES = [b"", b"GIF89a" + bytes(20), b"<html><script>alert(1)</script></html>", b"\xff\xd8\xff" + bytes(10),
              b"<svg><script>alert(1)</script></svg>", b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
              b"<svg", b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>', b"<notsvg/>",
              b'<svg xmlns="http://www.w3.org/2000/svg"><image href="http://example.com/x.png"/></svg>']
#: Images the current checks pass but should not: AWAITING "media-raster-decoding".
UNDECODABLE_IMAGES = [png()[:30], png() + b"<html><script>alert(1)</script>", png()[:16]
                      + struct.pack(">II", 40000, 40000) + png()[24:], b"\x89PNG\r\n\x1a\n" + bytes(5000)]
#: SVG vectors a blocklist misses: AWAITING "media-svg-allowlist".
SVG_VECTORS = [
    b'<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" '
    b'srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject></svg>',
    b'<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(http://example.com/x)" width="5" height="5"/></svg>',
    b'<svg xmlns="http://www.w3.org/2000/svg"><style>rect{fill:u\\72l(http://example.com/x)}</style></svg>',
    b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a><animate '
    b'attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
    b'<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>',
    '<?xml-stylesheet href="http://example.com/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>'.encode("utf-16"),
]
image_names = st.one_of(
    st.tuples(ids, st.sampled_from(["png", "svg", "jpg", "webp", "PNG", "gif", "txt"])).map("IMG-{0[0]}.{0[1]}".format),
    st.sampled_from(["a[1].png", "a b.png", "x" * 130 + ".png", "日本.png", ".png", "a:b.svg"]),
)
declared_paths = st.one_of(image_names.map("media/".__add__),
                           st.sampled_from(["../x.png", "/etc/passwd", "media/../media/x.png", "media/sub/x.png",
                                            "media\\x.png", "C:x.png", "", " ", "media/"]))


# --- whole projects -----------------------------------------------------------------------------------

@dataclass
class Plan:
    """The project to write, and what went into it."""

    files: dict[str, bytes | Special]
    decks: list[str]
    env: dict[str, str]
    used: list[str]

    def card_path(self, draw, qid: str) -> str:
        return f"{draw(st.sampled_from(self.decks))}/{qid}.yaml"


def _raw(draw, plan: Plan, text: str | bytes, name: str | None = None) -> None:
    deck = draw(st.sampled_from(plan.decks))
    name = name or f"{draw(st.integers(0, 999)):03d}_{draw(ids)}.txt"
    plan.files[f"{deck}/raw/{name}"] = text if isinstance(text, bytes) else text.encode()


def _card(draw, plan: Plan, card: dict | None = None, qid: str | None = None) -> None:
    qid = qid or draw(ids)
    card = card or draw(cards(qid))
    plan.files[plan.card_path(draw, qid)] = dump(card, draw(st.sampled_from(["block", "block", "flow", "ascii"]))).encode()


def _image(draw, plan: Plan, data: bytes, extension: str | None = None) -> None:
    """A card declaring `media/<name>`, and that file (named so that it is never a question's implicit
    image, whose checks are AWAITING "media-implicit", when a later edit drops the declaration)."""
    name = f"IMG-{draw(ids)}.{extension}" if extension else draw(image_names)
    qid = draw(ids)
    card = draw(cards(qid))
    card["infographic"] = {"image": f"media/{name}"}
    plan.files[f"media/{name}"] = data
    _card(draw, plan, card, qid)


def _deck_yaml(draw, plan: Plan) -> None:
    deck = draw(st.sampled_from(plan.decks))
    data = draw(deck_yamls(deck.rsplit("/", 1)[1].lower()[:60] or "x"))
    how = draw(st.sampled_from(["broken", "mangled", "empty", "missing", "list"]))
    if how == "broken":
        text = dump(draw(broken_card(data)))
    elif how == "mangled":
        text = draw(mangled_text(dump(data)))
    elif how == "list":
        text = "- id: x\n"
    else:
        text = ""
    if how == "missing":
        plan.files.pop(f"{deck}/deck.yaml", None)
    else:
        plan.files[f"{deck}/deck.yaml"] = text.encode()


def _second_deck(draw, plan: Plan) -> None:
    name = draw(st.sampled_from(["other", "Zweites Deck", "x" * 200, "y" * 250, "日本語", "e\u0301", "-dash", "a.b",
                                 "deck two", "new\nline", "tab\there", "co:lon", "a;b", "[x]", "$HOME", "%s"]))
    folder = f"cards/{name}"
    if folder not in plan.decks:
        deck_id = draw(st.sampled_from(["other", "second-1", "z.9"]))
        plan.files[f"{folder}/deck.yaml"] = dump(draw(deck_yamls(deck_id))).encode()
        plan.decks.append(folder)
        _card(draw, plan)


def _anki_rules(draw, plan: Plan) -> None:
    deck = draw(st.sampled_from(plan.decks))
    if draw(st.booleans()):
        key, value = draw(anki_deck_values)
        plan.files[f"{deck}/deck.yaml"] = dump({"id": "demo", "name": "Demo", key: value}).encode()
    else:  # a second deck with the first one's id
        plan.files["cards/twin/deck.yaml"] = dump({"id": "demo", "name": "Twin"}).encode()
        plan.decks.append("cards/twin")
        _card(draw, plan)


def _number_ranges(draw, plan: Plan) -> None:
    what = draw(st.sampled_from(["order", "weight", "raw-name", "epoch"]))
    if what == "order":
        qid = draw(ids)
        card = draw(cards(qid))
        card["order"] = draw(st.sampled_from([2**63, 2**64, 10**30, 10**400]))
        _card(draw, plan, card, qid)
    elif what == "weight":
        qid = draw(ids)
        card = draw(cards(qid))
        card["infographic"] = {"layout": "breakdown", "parts": [
            {"label": "a", "weight": draw(st.sampled_from([10**400, float("inf"), float("nan"), 1e308, 5e-324]))},
            {"label": "b", "weight": 1}]}
        _card(draw, plan, card, qid)
    elif what == "raw-name":
        _raw(draw, plan, SEEDS[0], draw(st.sampled_from(["99999999999999999999_x.txt", "9223372036854775808_y.txt"])))
    else:
        plan.env["SOURCE_DATE_EPOCH"] = draw(st.sampled_from(["99999999999999999999", "9223372036854775807", "0"]))


def _special_files(draw, plan: Plan) -> None:
    deck = draw(st.sampled_from(plan.decks))
    path, special = draw(st.sampled_from([
        ("raw/x.txt", Special("folder")), ("x.yaml", Special("folder")), ("raw/001_fifo.txt", Special("fifo")),
        ("link.yaml", Special("link", "/etc/hostname")), ("dangling.yaml", Special("link", "nowhere.yaml")),
        ("loop.yaml", Special("link", "loop.yaml")), ("raw/002_link.txt", Special("link", "/etc/hostname")),
    ]))
    plan.files[f"{deck}/{path}"] = special


def _foreign_temp_files(draw, plan: Plan) -> None:
    deck = draw(st.sampled_from(plan.decks))
    plan.files[draw(st.sampled_from([f"{deck}/.notes.tmp", f"{deck}/.keep.old/x", "media/.x.tmp",
                                     f"{deck}/.deckgen.lock.mine.tmp"]))] = b"mine"


def _media_links(draw, plan: Plan) -> None:
    qid = draw(ids)
    card = draw(cards(qid))
    card["infographic"] = {"image": "media/x.png"}
    _card(draw, plan, card, qid)
    if draw(st.booleans()):
        plan.files["media"] = Special("link", "/etc")
    else:
        plan.files["media/x.png"] = Special("link", "/etc/hostname")


def _card_with(draw, plan: Plan, qid: str, **fields) -> None:
    """A generated card with some of its fields replaced."""
    _card(draw, plan, {**draw(cards(qid)), **fields}, qid)


def _card_mangled(draw, plan: Plan) -> None:
    text = dump(draw(cards("q2")), draw(st.sampled_from(["block", "flow", "ascii"])))
    plan.files[plan.card_path(draw, "q2")] = draw(mangled_text(text)).encode("utf-8", "surrogatepass")


def _card_names(draw, plan: Plan) -> None:
    name = draw(st.sampled_from(["a b", "Q1", "é", "x" * 70, "x" * 250, "-x", "q1.yaml", "x.YAML", "new\nline", "c:1"]))
    plan.files[f"{draw(st.sampled_from(plan.decks))}/{name}.yaml"] = dump(draw(cards(draw(ids)))).encode()


def _implicit_media(draw, plan: Plan) -> None:
    _card(draw, plan, None, "pic")
    extension = draw(st.sampled_from(["svg", "png"]))
    plan.files[f"media/pic.{extension}"] = draw(st.sampled_from(SVG_VECTORS + BAD_IMAGES + UNDECODABLE_IMAGES))


def _hidden_card(draw, plan: Plan) -> None:
    deck = draw(st.sampled_from(plan.decks))
    plan.files[f"{deck}/.hidden.yaml"] = draw(st.sampled_from([b"id: [", dump(draw(cards("hidden"))).encode()]))


FIELDS = ["question", "full_explanation", "short_explanation", "answer_text"]
EPOCHS = ["", " ", "1", "1700000000", " 1700000000 ", "abc", "-1", "1.5", "1e9", "١٧٠٠٠٠٠٠٠٠"]

#: name -> function(draw, plan) adding one ingredient to the project.
INGREDIENTS = {
    "raw-seed": lambda draw, plan: _raw(draw, plan, draw(st.sampled_from(SEEDS))),
    "raw-generated": lambda draw, plan: _raw(draw, plan, draw(generated_raw())),
    "raw-mutated": lambda draw, plan: _raw(draw, plan, draw(mutated_raw())),
    "raw-encodings": lambda draw, plan: _raw(draw, plan, draw(encoded(draw(st.sampled_from(SEEDS) | generated_raw())))),
    "raw-options-past-h": lambda draw, plan: _raw(draw, plan, draw(options_past_h())),
    "raw-names": lambda draw, plan: _raw(draw, plan, draw(st.sampled_from(SEEDS)), draw(raw_names)),
    "raw-huge": lambda draw, plan: _raw(draw, plan, "\n".join(raw_lines(draw(huge_texts), [], "s", draw(huge_texts)))),
    "card-valid": lambda draw, plan: _card(draw, plan),
    "card-broken": lambda draw, plan: _card(draw, plan, draw(broken_card(draw(cards("q1")))), "q1"),
    "card-mangled": _card_mangled,
    "card-huge": lambda draw, plan: _card_with(draw, plan, "big", **{draw(st.sampled_from(FIELDS)): draw(huge_texts)}),
    "card-names": _card_names,
    "card-duplicate-id": lambda draw, plan: [_card(draw, plan, {**draw(cards("dup")), "id": "dup"}, name)
                                             for name in ("dup", "dup2")],
    "card-image": lambda draw, plan: _image(draw, plan, draw(st.sampled_from([png(), png(3, 1), SVG])),
                                            draw(st.sampled_from(["png", "svg", None]))),
    "card-image-bad": lambda draw, plan: _image(draw, plan, draw(st.sampled_from(BAD_IMAGES + [png(), SVG]))),
    "card-image-path": lambda draw, plan: _card_with(draw, plan, "img", infographic={"image": draw(declared_paths)}),
    "deck-yaml": _deck_yaml,
    "second-deck": _second_deck,
    "release-manifest": lambda draw, plan: plan.files.__setitem__("releases/manifest.json", draw(manifests())),
    "epoch": lambda draw, plan: plan.env.__setitem__("SOURCE_DATE_EPOCH", draw(st.sampled_from(EPOCHS))),
    # AWAITING: drawn only once their names leave AWAITING.
    "media-implicit": _implicit_media,
    "media-raster-decoding": lambda draw, plan: _image(draw, plan, draw(st.sampled_from(UNDECODABLE_IMAGES)), "png"),
    "media-svg-allowlist": lambda draw, plan: _image(draw, plan, draw(st.sampled_from(SVG_VECTORS)), "svg"),
    "media-links": _media_links,
    "markdown-pathological": lambda draw, plan: _card_with(draw, plan, "slow", **{
        draw(st.sampled_from(FIELDS)): draw(pathological_texts)}),
    "number-ranges": _number_ranges,
    "lock-values": lambda draw, plan: None,  # the lock is damaged between builds (`test_cli_property`)
    "special-files": _special_files,
    "foreign-temp-files": _foreign_temp_files,
    "deck-anki-rules": _anki_rules,
    "hidden-card-files": _hidden_card,
}
#: Ingredients drawn now.
ACTIVE = sorted(set(INGREDIENTS) - AWAITING)
#: How often each is drawn: valid cards and texts more often, so that more cases reach Anki.
WEIGHTS = {"card-valid": 4, "raw-generated": 2, "raw-seed": 2, "card-image": 2}
#: Ingredients that leave a deck buildable (a raw text that cannot be parsed stops only `parse`):
#: half the projects are made of these alone, so that half reach the package and Anki.
BUILDABLE = {"raw-seed", "raw-generated", "raw-mutated", "raw-encodings", "raw-options-past-h", "raw-names",
             "raw-huge", "card-valid", "card-huge", "card-image", "second-deck", "release-manifest",
             "foreign-temp-files", "lock-values"}


@st.composite
def projects(draw) -> Plan:
    """A project of one deck (sometimes two) with a few ingredients; most build, many do not."""
    plan = Plan({"cards/demo/deck.yaml": dump(draw(deck_yamls("demo"))).encode()}, ["cards/demo"],
                {"SOURCE_DATE_EPOCH": "1700000000"}, [])
    buildable = draw(st.booleans())
    weighted = [name for name in ACTIVE for _ in range(WEIGHTS.get(name, 1)) if name in BUILDABLE or not buildable]
    for name in draw(st.lists(st.sampled_from(weighted), min_size=1, max_size=5)):
        event(f"ingredient: {name}")
        plan.used.append(name)
        INGREDIENTS[name](draw, plan)
    return plan
