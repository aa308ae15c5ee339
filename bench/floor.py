"""The genanki floor: the same number of notes as a benchmark size, written by genanki alone.

The notes have deckgen's 10 fields, sized like the rendered ones from the same synthetic questions;
`floor_once` times Model, Notes, Deck and `Package.write_to_file` in this process.
"""
from __future__ import annotations

import tempfile
import time
from pathlib import Path

import genanki

import gen

FLOOR_FIELDS = ["Question", "Options", "Answer", "AnswerText", "ShortExplanation", "Infographic",
                "FullExplanation", "Rationales", "Source", "ID"]


def _p(text: str) -> str:
    return f"<p>{text}</p>"


def floor_fields(n: int, seed: int) -> list[list[str]]:
    """Note fields shaped like the rendered ones, from the same synthetic questions."""
    notes = []
    for index in range(n):
        item = gen.generate_one(index, seed)
        parts = item.parts
        options = parts["options"]
        notes.append([
            _p(parts["stem"]),
            ('<ol class="dg-option-list">' + "".join(
                f'<li class="dg-option" data-letter="{k}"><span class="dg-letter">{k}</span>'
                f'<div class="dg-option-text">{v}</div></li>' for k, v in options.items()) + "</ol>")
            if options else "",
            f'<span class="dg-letter">{item.answer[0]}</span>',
            _p(parts["answer_text"]),
            _p(parts["short"]),
            f'<img src="deckgen-{item.id}.svg" alt="{parts["stem"][-120:]}">',
            "\n".join(_p(x) for x in parts["full"]),
            '<ul class="dg-rationales">' + "".join(
                f'<li class="dg-rationale"><span class="dg-letter">{k}</span>'
                f'<div class="dg-rationale-text">{_p(v)}</div></li>' for k, v in parts["rationales"].items())
            + "</ul>",
            f"raw/{item.file_name}",
            item.id,
        ])
    return notes


def floor_once(fields: list[list[str]], workdir: Path) -> float:
    """Seconds for genanki alone to write these notes: Model, Notes, Deck, Package.write_to_file."""
    old_tempdir = tempfile.tempdir
    tempfile.tempdir = str(workdir)  # genanki leaves its temporary database behind; keep it here
    try:
        started = time.perf_counter()
        model = genanki.Model(
            1_607_392_319, "bench floor", fields=[{"name": name} for name in FLOOR_FIELDS],
            templates=[{"name": "Card 1", "qfmt": "{{Question}}<br>{{Options}}",
                        "afmt": "{{FrontSide}}<hr id=answer>" + "".join(f"{{{{{f}}}}}" for f in FLOOR_FIELDS[2:])}],
            css=".card { font-family: sans-serif; }")
        deck = genanki.Deck(2_059_400_110, "Bench floor")
        for values in fields:
            deck.add_note(genanki.Note(model=model, fields=values, guid=genanki.guid_for("bench", values[-1])))
        genanki.Package(deck).write_to_file(str(workdir / "floor.apkg"))
        return time.perf_counter() - started
    finally:
        tempfile.tempdir = old_tempdir

