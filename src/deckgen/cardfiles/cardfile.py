"""Question YAML and deck.yaml <-> model objects, with validation that reports every problem.

Conversion happens once, here, at the boundary: later stages only see `Question` and `Deck`.
"""
from __future__ import annotations

import dataclasses
import difflib
from pathlib import Path

from ..render import check_question_image, markdown_fields_problems
from . import yamlio
from ..errors import Report, SourceError, plural
from ..model import LAYOUTS, LETTERS, MAX_WEIGHT, QUESTION_ID, Column, Infographic, Part, Question
from .ankinames import tag_problem
from .checked import MAX_ERRORS_PER_FILE, Reader, kind, root
from .yamlio import Flow

QUESTION_KEYS = ("id", "order", "source", "tags", "question", "options", "answer", "answer_text",
                 "short_explanation", "full_explanation", "rationales", "infographic", "review")
#: The fields a review mark may name: those a learner sees (parse marks `answer`, `answer_text`,
#: `options` and `infographic`; a maintainer may mark any of them for a colleague).
REVIEW_FIELDS = ("question", "options", "answer", "answer_text", "short_explanation", "full_explanation",
                 "rationales", "infographic")
#: Written above `review:` (PyYAML writes no comments: the block is added after the fields).
REVIEW_COMMENT = "# Needs a look (deckgen check --review): fix each field named below, then delete its line.\n"
INFOGRAPHIC_KEYS = ("layout", "title", "answer", "points", "columns", "parts", "wrong", "image")


def load_question(path: Path, report: Report, project_root: Path | None = None) -> Question | None:
    """One question file; None (with problems in `report`) when it is not valid."""
    before = len(report.errors)
    reader = root(path, report)
    if reader is None:
        return None
    reader.unknown_keys(QUESTION_KEYS)
    qid = reader.text("id", required=True)
    if qid and not QUESTION_ID.fullmatch(qid):
        reader.error(reader.lines["id"], f"id '{qid}' may hold only letters, digits, '-' and '_' (≤ 64)")
    elif qid and qid != path.stem and (path.parent / f"{qid}.yaml").is_file():
        # A copied file that kept its id: renaming it as below would overwrite the original.
        reader.error(reader.lines["id"], f"duplicate id '{qid}' (also in {qid}.yaml); every question needs "
                                         "its own id: give this one a new id and name the file after it")
    elif qid and qid != path.stem:
        reader.error(reader.lines["id"], f"id '{qid}' does not match the file name '{path.name}'; "
                                         "rename the file to <id>.yaml (the id is the note's identity)")
    answer = _answer(reader)
    media_root = project_root or path.parent.parent.parent
    question = Question(
        id=qid,
        order=reader.integer("order"),
        source=reader.text("source"),
        tags=tags_of(reader, "tags"),
        question=reader.text("question", required=True),
        options=reader.letter_map("options"),
        answer=answer,
        answer_text=reader.text("answer_text"),
        short_explanation=reader.text("short_explanation"),
        full_explanation=reader.text("full_explanation"),
        rationales=reader.letter_map("rationales"),
        infographic=_infographic(reader, qid, media_root),
        review=reader.named_texts("review", REVIEW_FIELDS),
        path=path,
        lines=reader.lines,
    )
    _check_letters(question, report)
    answer_given = reader.get("answer") is not None and bool(reader.get("answer").value)
    if not answer and not answer_given and "answer" not in reader.suggested:
        # (A misspelt `answr:` or an answer already reported as wrong is not also "no answer".)
        report.warn("no answer; the card cannot mark the correct option (set `answer:`)", path,
                    question.line_of("answer") or 1)
    for key, line, message in markdown_fields_problems(question):  # the renderer's limits, before it runs
        report.error(f"'{key}' {message} (line {line} of the text)", path, question.line_of(key) or 1)
    if qid and not question.infographic.image:  # an image named after the question replaces its drawing
        for problem in check_question_image(qid, None, media_root):
            report.error(f"{problem} (named after this question)", path, reader.lines.get("id", 1))
    if reader.get("infographic") is None and len(report.errors) == before:
        # No drawing spec: the one `parse` would propose from the text, or, with too little text, none
        # (an empty Infographic); never an empty box. Its code loads only for such files.
        from ..parse import propose_infographic
        question = dataclasses.replace(question, infographic=propose_infographic(question))
    found = report.errors[before:]
    if len(found) > MAX_ERRORS_PER_FILE:
        report.errors[before:] = found[:MAX_ERRORS_PER_FILE] + [SourceError(
            f"… and {plural(len(found) - MAX_ERRORS_PER_FILE, 'more problem')} in this file; fix the ones "
            "above first",
            path)]
    return question if len(report.errors) == before else None


def _answer(reader: Reader) -> tuple[str, ...]:
    child = reader.get("answer")
    if child is None or child.value is None:
        return ()
    items = child.value if isinstance(child.value, list) else [child]
    capitals = [str(item.value).upper() for item in items if isinstance(item.value, str)]
    if len(capitals) == len(items) and all(c in LETTERS for c in capitals) and capitals != [i.value for i in items]:
        reader.error(child.line, f"answer letters are capitals: did you mean [{', '.join(capitals)}]?")
        return ()
    letters = []
    for item in items:
        if item.value not in tuple(LETTERS):
            capital = str(item.value).upper() if isinstance(item.value, str) else ""
            hint = f"; did you mean {capital}?" if capital in tuple(LETTERS) else ""
            reader.error(item.line, f"answer must be option letters ({LETTERS[0]}–{LETTERS[-1]}), "
                                    f"not {kind(item)}{hint}")
        elif item.value in letters:
            reader.error(item.line, f"answer lists {item.value} twice")
        else:
            letters.append(item.value)
    return tuple(sorted(letters))


def tags_of(reader: Reader, key: str) -> tuple[str, ...]:
    tags = reader.texts(key)
    for tag in tags:
        problem = tag_problem(tag)
        if problem:
            reader.error(reader.lines[reader.prefix + key], problem)
    return tags


def _infographic(reader: Reader, qid: str, project_root: Path) -> Infographic:
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
        for problem in check_question_image(qid, image, project_root):
            spec.error(reader.lines["infographic.image"], problem)
    return Infographic(
        layout=layout, title=spec.text("title"), answer=spec.text("answer"), points=spec.texts("points"),
        columns=_columns(spec), parts=_parts(spec), wrong=tuple(spec.letter_map("wrong").items()),
        image=image)


def _columns(spec: Reader) -> tuple[Column, ...]:
    return tuple(Column(item.text("heading", required=True), item.texts("items"))
                 for item in _list_of_mappings(spec, "columns", ("heading", "items")))


def _parts(spec: Reader) -> tuple[Part, ...]:
    parts = []
    for item in _list_of_mappings(spec, "parts", ("label", "weight", "detail")):
        weight = item.get("weight")
        value = 1.0
        if weight is not None:
            # (checked as a number before float(): a 400-digit int overflows it; .inf and .nan are floats)
            if weight.tag not in ("int", "float") or not 0 < weight.value <= MAX_WEIGHT:
                item.error(weight.line, f"'weight' must be a number greater than 0 and at most {MAX_WEIGHT}, "
                                        f"not {kind(weight)}")
            else:
                value = float(weight.value)
        parts.append(Part(item.text("label", required=True), value, item.text("detail")))
    return tuple(parts)


def _list_of_mappings(spec: Reader, key: str, keys: tuple[str, ...]) -> list[Reader]:
    child = spec.get(key)
    if child is None or child.value is None:
        return []
    if not isinstance(child.value, list):
        spec.error(child.line, f"'{spec.prefix}{key}' must be a list, not {kind(child)}")
        return []
    readers = []
    for item in child.value:
        if not isinstance(item.value, dict):
            spec.error(item.line, f"items of '{spec.prefix}{key}' must be mappings ({', '.join(keys)})")
            continue
        reader = Reader(item, spec.path, spec.report, f"{spec.prefix}{key}[].")
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


def changed_keys(old: bytes, new: bytes, path: Path) -> tuple[str, ...]:
    """The top-level keys whose values differ between two card files, in the documented order
    (what `parse --force` replaces); `("the whole file",)` when `old` is not readable YAML."""
    try:
        before = yamlio.plain(yamlio.parse_text(old.decode("utf-8"), path))
    except (SourceError, UnicodeDecodeError):
        return ("the whole file",)
    if not isinstance(before, dict):
        return ("the whole file",)
    after = yamlio.plain(yamlio.parse_text(new.decode("utf-8"), path))
    keys = [*QUESTION_KEYS, *(key for key in before if key not in QUESTION_KEYS)]
    return tuple(key for key in keys if before.get(key) != after.get(key))


def review_fields(data: bytes, path: Path) -> tuple[str, ...]:
    """The fields a card file's `review:` names; none when it has none or is not readable YAML."""
    try:
        card = yamlio.plain(yamlio.parse_text(data.decode("utf-8"), path))
    except (SourceError, UnicodeDecodeError, ValueError):
        return ()
    marks = card.get("review") if isinstance(card, dict) else None
    return tuple(map(str, marks)) if isinstance(marks, dict) else ()


def to_yaml(question: Question) -> str:
    """The card file text for a question, keys in the documented order; its review marks, if any,
    last, under a comment that says how to clear them."""
    text = yamlio.dump(_card_data(question))
    return text + REVIEW_COMMENT + yamlio.dump(_marks(question)) if question.review else text


def to_yaml_utf8(question: Question) -> bytes:
    """to_yaml(question) in UTF-8, as the file holds it."""
    data = yamlio.dump_utf8(_card_data(question))
    if not question.review:
        return data
    return data + REVIEW_COMMENT.encode("ascii") + yamlio.dump_utf8(_marks(question))


def _marks(question: Question) -> dict:
    """`review:` with the fields in the order of the card (any other name after them: check reports it)."""
    rank = {name: n for n, name in enumerate(REVIEW_FIELDS)}
    ordered = sorted(question.review, key=lambda name: rank.get(name, len(rank)))
    return {"review": {field: question.review[field] for field in ordered}}


def _card_data(question: Question) -> dict:
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
    return {
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
    }


def _part(part: Part) -> dict:
    out: dict = {"label": part.label, "weight": int(part.weight) if part.weight.is_integer() else part.weight}
    if part.detail:
        out["detail"] = part.detail
    return out
