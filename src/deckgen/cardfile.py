"""Question YAML and deck.yaml <-> model objects, with validation that reports every problem.

Conversion happens once, here, at the boundary: later stages only see `Question` and `Deck`.
"""
from __future__ import annotations

import difflib
import re
from pathlib import Path

from . import media, yamlio
from .errors import Report, SourceError
from .model import LAYOUTS, LETTERS, Column, Deck, DeckConfig, Infographic, Part, Question
from .yamlio import Flow, Node

QUESTION_KEYS = ("id", "order", "source", "tags", "question", "options", "answer", "answer_text",
                 "short_explanation", "full_explanation", "rationales", "infographic")
REQUIRED_KEYS = ("id", "question")
INFOGRAPHIC_KEYS = ("layout", "title", "answer", "points", "columns", "parts", "wrong", "image")
DECK_KEYS = ("id", "name", "description", "tags", "version")
ID = re.compile(r"^[0-9A-Za-z][0-9A-Za-z_-]{0,63}$")
DECK_ID = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")
VERSION = re.compile(r"^\d+\.\d+\.\d+$")
TAG = re.compile(r"^[^\s\"]+$")
#: Past this many, one file's problems are summarised (a broken file would drown the others).
MAX_ERRORS_PER_FILE = 20
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


class _Reader:
    """Typed access to a mapping Node, recording every problem in a Report."""

    def __init__(self, node: Node, path: Path, report: Report, prefix: str = ""):
        self.node, self.path, self.report, self.prefix = node, path, report, prefix
        self.lines: dict[str, int] = {}

    def unknown_keys(self, allowed: tuple[str, ...]) -> None:
        unknown = [(key, child) for key, child in self.node.value.items() if key not in allowed]
        for key, child in unknown[:MAX_ERRORS_PER_FILE + 1]:  # the rest are only counted
            near = difflib.get_close_matches(key, allowed, n=1)
            hint = f"did you mean '{near[0]}'?" if near else "valid keys: " + ", ".join(allowed)
            self.error(child.line, f"unknown key '{self.prefix}{key}'; {hint}")
        for key, child in unknown[MAX_ERRORS_PER_FILE + 1:]:
            self.error(child.line, f"unknown key '{self.prefix}{key}'")

    def error(self, line: int, message: str) -> None:
        self.report.error(message, self.path, line)

    def get(self, key: str) -> Node | None:
        child = self.node.value.get(key)
        if child is not None:
            self.lines[self.prefix + key] = child.line
        return child

    def text(self, key: str, default: str = "", required: bool = False) -> str:
        child = self.get(key)
        if child is None or child.value is None:
            if required:
                self.error(self.node.line, f"missing key '{self.prefix}{key}'")
            return default
        if isinstance(child.value, (dict, list)) or child.tag not in ("str", "int", "float"):
            self.error(child.line, f"'{self.prefix}{key}' must be text, not {_kind(child)}")
            return default
        value = self.string(child, key)
        if required and not value:
            self.error(child.line, f"'{self.prefix}{key}' is empty")
        return value

    def string(self, node: Node, key: str) -> str:
        """A scalar as text; control characters (a YAML escape such as "\\0") are refused."""
        value = str(node.value).strip()
        control = CONTROL.search(value)
        if control:
            self.error(node.line, f"'{self.prefix}{key}' contains the control character "
                                  f"U+{ord(control[0]):04X}; remove it")
            return ""
        return value

    def integer(self, key: str, default: int = 0) -> int:
        child = self.get(key)
        if child is None:
            return default
        if child.tag != "int" or child.value < 0:
            self.error(child.line, f"'{self.prefix}{key}' must be a whole number ≥ 0, not {_kind(child)}")
            return default
        return child.value

    def texts(self, key: str) -> tuple[str, ...]:
        child = self.get(key)
        if child is None or child.value is None:
            return ()
        if not isinstance(child.value, list):
            self.error(child.line, f"'{self.prefix}{key}' must be a list, not {_kind(child)}")
            return ()
        out = []
        for item in child.value:
            if isinstance(item.value, (dict, list)) or item.value is None:
                self.error(item.line, f"items of '{self.prefix}{key}' must be text, not {_kind(item)}")
            else:
                out.append(self.string(item, key))
        return tuple(out)

    def letter_map(self, key: str) -> dict[str, str]:
        child = self.get(key)
        if child is None or child.value is None:
            return {}
        if not isinstance(child.value, dict):
            self.error(child.line, f"'{self.prefix}{key}' must be a mapping of letters to text, "
                                   f"not {_kind(child)}")
            return {}
        out = {}
        for letter, item in child.value.items():
            self.lines[f"{self.prefix}{key}.{letter}"] = item.line
            if len(letter) != 1 or letter not in LETTERS:
                self.error(item.line, f"'{self.prefix}{key}' has '{letter}', which is not an option letter "
                                      f"({LETTERS[0]}–{LETTERS[-1]})")
            elif isinstance(item.value, (dict, list)) or item.value is None or not str(item.value).strip():
                self.error(item.line, f"'{self.prefix}{key}.{letter}' must be non-empty text")
            else:
                out[letter] = self.string(item, f"{key}.{letter}")
        return {letter: out[letter] for letter in sorted(out)}

    def mapping(self, key: str) -> "_Reader | None":
        child = self.get(key)
        if child is None or child.value is None:
            return None
        if not isinstance(child.value, dict):
            self.error(child.line, f"'{self.prefix}{key}' must be a mapping, not {_kind(child)}")
            return None
        reader = _Reader(child, self.path, self.report, f"{self.prefix}{key}.")
        reader.lines = self.lines
        return reader


def _kind(node: Node) -> str:
    if isinstance(node.value, dict):
        return "a mapping"
    if isinstance(node.value, list):
        return "a list"
    if node.value is None:
        return "empty"
    return f"{node.tag or 'text'} {node.value!r}"


def _root(path: Path, report: Report) -> _Reader | None:
    try:
        node = yamlio.read(path)
    except Exception as err:  # SourceError from the reader: recorded, the other files go on
        report.errors.append(err)
        return None
    if not isinstance(node.value, dict):
        report.error(f"expected a mapping of keys (id:, question:, …), found {_kind(node)}", path, node.line)
        return None
    return _Reader(node, path, report)


def load_question(path: Path, report: Report, project_root: Path | None = None) -> Question | None:
    """One question file; None (with problems in `report`) when it is not valid."""
    before = len(report.errors)
    reader = _root(path, report)
    if reader is None:
        return None
    reader.unknown_keys(QUESTION_KEYS)
    qid = reader.text("id", required=True)
    if qid and not ID.match(qid):
        reader.error(reader.lines["id"], f"id '{qid}' may hold only letters, digits, '-' and '_' (≤ 64)")
    elif qid and qid != path.stem and (path.parent / f"{qid}.yaml").is_file():
        # A copied file that kept its id: renaming it as below would overwrite the original.
        reader.error(reader.lines["id"], f"duplicate id '{qid}' (also in {qid}.yaml); every question needs "
                                         "its own id: give this one a new id and name the file after it")
    elif qid and qid != path.stem:
        reader.error(reader.lines["id"], f"id '{qid}' does not match the file name '{path.name}'; "
                                         "rename the file to <id>.yaml (the id is the note's identity)")
    answer = _answer(reader)
    question = Question(
        id=qid,
        order=reader.integer("order"),
        source=reader.text("source"),
        tags=_tags(reader, "tags"),
        question=reader.text("question", required=True),
        options=reader.letter_map("options"),
        answer=answer,
        answer_text=reader.text("answer_text"),
        short_explanation=reader.text("short_explanation"),
        full_explanation=reader.text("full_explanation"),
        rationales=reader.letter_map("rationales"),
        infographic=_infographic(reader, qid, project_root or path.parent.parent.parent),
        path=path,
        lines=reader.lines,
    )
    _check_letters(question, report)
    found = report.errors[before:]
    if len(found) > MAX_ERRORS_PER_FILE:
        report.errors[before:] = found[:MAX_ERRORS_PER_FILE] + [SourceError(
            f"… and {len(found) - MAX_ERRORS_PER_FILE} more problems in this file; fix the ones above first",
            path)]
    return question if len(report.errors) == before else None


def _answer(reader: _Reader) -> tuple[str, ...]:
    child = reader.get("answer")
    if child is None or child.value is None:
        return ()
    items = child.value if isinstance(child.value, list) else [child]
    letters = []
    for item in items:
        if item.value not in tuple(LETTERS):
            reader.error(item.line, f"answer must be option letters ({LETTERS[0]}–{LETTERS[-1]}), "
                                    f"not {_kind(item)}")
        elif item.value in letters:
            reader.error(item.line, f"answer lists {item.value} twice")
        else:
            letters.append(item.value)
    return tuple(sorted(letters))


def _tags(reader: _Reader, key: str) -> tuple[str, ...]:
    tags = reader.texts(key)
    for tag in tags:
        if not TAG.match(tag):
            reader.error(reader.lines[reader.prefix + key], f"tag '{tag}' must be one word (Anki splits tags on spaces)")
    return tags


def _infographic(reader: _Reader, qid: str, project_root: Path) -> Infographic:
    spec = reader.mapping("infographic")
    if spec is None:
        return Infographic()
    spec.unknown_keys(INFOGRAPHIC_KEYS)
    layout = spec.text("layout", "key-points")
    if layout not in LAYOUTS:
        near = difflib.get_close_matches(layout, LAYOUTS, n=1)
        spec.error(reader.lines["infographic.layout"], f"unknown layout '{layout}'; "
                   + (f"did you mean '{near[0]}'?" if near else "use one of " + ", ".join(LAYOUTS)))
    image = spec.text("image") or None
    if image:
        for problem in media.check_image(image, project_root):
            spec.error(reader.lines["infographic.image"], problem)
    return Infographic(
        layout=layout, title=spec.text("title"), answer=spec.text("answer"), points=spec.texts("points"),
        columns=_columns(spec), parts=_parts(spec), wrong=tuple(spec.letter_map("wrong").items()),
        image=image)


def _columns(spec: _Reader) -> tuple[Column, ...]:
    return tuple(Column(item.text("heading", required=True), item.texts("items"))
                 for item in _list_of_mappings(spec, "columns", ("heading", "items")))


def _parts(spec: _Reader) -> tuple[Part, ...]:
    parts = []
    for item in _list_of_mappings(spec, "parts", ("label", "weight", "detail")):
        weight = item.get("weight")
        value = 1.0
        if weight is not None:
            if weight.tag not in ("int", "float") or not weight.value > 0:
                item.error(weight.line, f"'weight' must be a number > 0, not {_kind(weight)}")
            else:
                value = float(weight.value)
        parts.append(Part(item.text("label", required=True), value, item.text("detail")))
    return tuple(parts)


def _list_of_mappings(spec: _Reader, key: str, keys: tuple[str, ...]) -> list[_Reader]:
    child = spec.get(key)
    if child is None or child.value is None:
        return []
    if not isinstance(child.value, list):
        spec.error(child.line, f"'{spec.prefix}{key}' must be a list, not {_kind(child)}")
        return []
    readers = []
    for item in child.value:
        if not isinstance(item.value, dict):
            spec.error(item.line, f"items of '{spec.prefix}{key}' must be mappings ({', '.join(keys)})")
            continue
        reader = _Reader(item, spec.path, spec.report, f"{spec.prefix}{key}[].")
        reader.unknown_keys(keys)
        readers.append(reader)
    return readers


def _check_letters(q: Question, report: Report) -> None:
    """Options, answer and rationales agree with each other."""
    path = q.path
    if q.options:
        expected = LETTERS[:len(q.options)]
        if "".join(q.options) != expected:
            report.error(f"options must be lettered {', '.join(expected)} without gaps, "
                         f"found {', '.join(q.options)}", path, q.line_of("options"))
        for letter in q.answer:
            if letter not in q.options:
                report.error(f"answer {letter} is not among the options ({', '.join(q.options)})",
                             path, q.line_of("answer"))
        for letter in q.rationales:
            if letter not in q.options:
                report.error(f"rationale for {letter}, which is not among the options", path,
                             q.line_of(f"rationales.{letter}"))
    for letter in q.rationales:
        if letter in q.answer:
            report.error(f"rationale says why {letter} is wrong, but {letter} is the answer", path,
                         q.line_of(f"rationales.{letter}"))
    if not q.answer:
        report.warn("no answer; the card cannot mark the correct option (set `answer:`)", path,
                    q.line_of("answer") or 1)


def load_deck_config(folder: Path, report: Report) -> DeckConfig | None:
    path = folder / "deck.yaml"
    if not path.is_file():
        report.error("missing deck.yaml (id, name); every deck folder needs one", folder)
        return None
    before = len(report.errors)
    reader = _root(path, report)
    if reader is None:
        return None
    reader.unknown_keys(DECK_KEYS)
    deck_id = reader.text("id", required=True)
    if deck_id and not DECK_ID.match(deck_id):
        reader.error(reader.lines["id"], f"deck id '{deck_id}' may hold only a-z, 0-9, '.', '-', '_'")
    version = reader.text("version", "1.0.0")
    if not VERSION.match(version):
        reader.error(reader.lines.get("version", 1), f"version '{version}' must be MAJOR.MINOR.PATCH, e.g. 1.0.0")
    name = reader.text("name", required=True)
    if name and any(not part.strip() for part in name.split("::")):
        reader.error(reader.lines["name"], f"deck name '{name}' has an empty part between '::'")
    config = DeckConfig(id=deck_id, name=name, description=reader.text("description"),
                        tags=_tags(reader, "tags"), version=version, folder=folder)
    return config if len(report.errors) == before else None


def load_deck(folder: Path, report: Report, project_root: Path) -> Deck | None:
    """A deck folder: deck.yaml and every question YAML beside it, ids checked for duplicates."""
    config = load_deck_config(folder, report)
    questions = []
    for path in sorted(folder.glob("*.yaml")):
        if path.name == "deck.yaml":
            continue
        question = load_question(path, report, project_root)
        if question is not None:
            questions.append(question)
    check_unique_ids(folder, [(q.id, q.path.name, q.line_of("id")) for q in questions], report)
    if config is None:
        return None
    return Deck(config, tuple(sorted(questions, key=lambda q: (q.order, q.id))))


def check_unique_ids(folder: Path, questions: list[tuple[str, str, int | None]], report: Report) -> None:
    """Every question of a deck has its own id (the note's identity): (id, file name, line of id)."""
    seen: dict[str, str] = {}
    for qid, name, line in questions:
        if qid in seen:
            report.error(f"duplicate id '{qid}' (also in {seen[qid]}); every question needs its own id",
                         folder / name, line)
        seen.setdefault(qid, name)


def to_yaml(question: Question) -> str:
    """The card file text for a question, keys in the documented order."""
    spec = question.infographic
    if spec.image:
        infographic: dict = {"image": spec.image}
    else:
        infographic = {"layout": spec.layout, "title": spec.title, "answer": spec.answer}
        if spec.points:
            infographic["points"] = list(spec.points)
        if spec.columns:
            infographic["columns"] = [{"heading": c.heading, "items": list(c.items)} for c in spec.columns]
        if spec.parts:
            infographic["parts"] = [_part(p) for p in spec.parts]
        if spec.wrong:
            infographic["wrong"] = dict(spec.wrong)
    return yamlio.dump({
        "id": question.id,
        "order": question.order,
        "source": question.source,
        "tags": Flow(question.tags),
        "question": question.question,
        "options": dict(question.options),
        "answer": Flow(question.answer),
        "answer_text": question.answer_text,
        "short_explanation": question.short_explanation,
        "full_explanation": question.full_explanation,
        "rationales": dict(question.rationales),
        "infographic": infographic,
    })


def _part(part: Part) -> dict:
    out: dict = {"label": part.label, "weight": int(part.weight) if part.weight.is_integer() else part.weight}
    if part.detail:
        out["detail"] = part.detail
    return out
