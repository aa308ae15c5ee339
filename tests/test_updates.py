"""Re-importing a newer build into real Anki keeps every learner's history and own edits."""
from __future__ import annotations

import dataclasses
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from anki.scheduler_pb2 import CardAnswer

from ankitools import assert_clean, import_package, open_collection
from decks import seeds_project
from deckgen import render
from helpers import run_cli

pytestmark = pytest.mark.anki
V1_TIME, V2_TIME = 1_700_000_000, 1_700_100_000


def build(root: Path, monkeypatch, epoch: int, *args: str) -> Path:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", str(epoch))
    result = run_cli(root, "build", *args)
    assert result.exit_code == 0, result.output
    return root / "build" / "gpu-infra.apkg"


def study_everything(col) -> None:
    """Answer every card once with the v3 scheduler, as a learner would."""
    for card_id in col.find_cards(""):
        card = col.get_card(card_id)
        card.start_timer()
        states = col._backend.get_scheduling_states(card.id)
        col.sched.answer_card(col.sched.build_answer(card=card, states=states, rating=CardAnswer.GOOD))


def scheduling(col) -> dict[int, tuple]:
    rows = col.db.all("select id, type, queue, due, ivl, factor, reps, lapses from cards")
    return {row[0]: tuple(row[1:]) for row in rows}


def review_log(col) -> list[tuple]:
    return col.db.all("select id, cid, ease, ivl, lastIvl, type from revlog order by id")


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text("utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), "utf-8")


def test_update_keeps_history_and_learner_edits(tmp_path, monkeypatch):
    root = seeds_project(tmp_path / "project")
    deck = root / "cards" / "gpu-infra"
    col = open_collection(tmp_path / "anki")
    first = import_package(col, build(root, monkeypatch, V1_TIME))
    assert len(first.new) == 3
    study_everything(col)
    history, log_before = scheduling(col), review_log(col)
    assert len(log_before) == 3

    # A learner edits a note this release will not change.
    (kept_id,) = col.find_notes("ID:811a374ada030feb")
    kept = col.get_note(kept_id)
    kept["AnswerText"] = "My own mnemonic: training = gym, inference = match day."
    col.update_note(kept)

    # The maintainers edit a stem and a rationale, restyle the cards and add a question.
    edit(deck / "0d68aac94525f419.yaml", "When sizing GPU resources", "When sizing GPU capacity")
    edit(deck / "4b5c0af25e637c0f.yaml", "Inference does not execute", "Inference never executes")
    added = (deck / "0d68aac94525f419.yaml").read_text("utf-8").replace("0d68aac94525f419", "a1b2c3d4e5f60718")
    (deck / "a1b2c3d4e5f60718.yaml").write_text(added.replace("order: 0", "order: 9"), "utf-8")
    restyled = dataclasses.replace(render.note_type(), css=render.note_type().css + "\n.dg-question { font-weight: 600; }\n")
    monkeypatch.setattr(render, "note_type", lambda: restyled)
    second = import_package(col, build(root, monkeypatch, V2_TIME))

    (stem_id,) = col.find_notes("ID:0d68aac94525f419")
    (rationale_id,) = col.find_notes("ID:4b5c0af25e637c0f")
    assert sorted(second.updated) == sorted([stem_id, rationale_id])
    # Anki logs a matched note it did not update (not newer) as "duplicate": only the unchanged one.
    assert len(second.new) == 1 and second.duplicate == [kept_id] and second.conflicting == []
    assert len(set(col.db.list("select guid from notes"))) == col.note_count()
    assert "When sizing GPU capacity" in col.get_note(stem_id)["Question"]
    assert "Inference never executes" in col.get_note(rationale_id)["Rationales"]
    assert col.get_note(kept_id)["AnswerText"] == "My own mnemonic: training = gym, inference = match day."
    assert col.note_count() == 4 and col.card_count() == 4
    assert [nt.name for nt in col.models.all_names_and_ids() if "+" in nt.name] == []
    # The new CSS is live: Anki renders the studied cards with it.
    assert ".dg-question { font-weight: 600; }" in col.get_card(col.find_cards(f"nid:{kept_id}")[0]).question()
    after = scheduling(col)
    assert {cid: after[cid] for cid in history} == history
    assert review_log(col) == log_before
    assert_clean(col)
    col.close()


def test_unchanged_notes_keep_their_time_and_frozen_detects_stale_lock(tmp_path, monkeypatch):
    root = seeds_project(tmp_path / "project")
    deck = root / "cards" / "gpu-infra"
    build(root, monkeypatch, V1_TIME)
    lock_v1 = (deck / "deckgen.lock").read_text()
    build(root, monkeypatch, V2_TIME)
    assert (deck / "deckgen.lock").read_text() == lock_v1  # nothing changed: no new times
    edit(deck / "811a374ada030feb.yaml", "The AI lifecycle", "The AI life cycle")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", str(V2_TIME))
    stale = run_cli(root, "build", "--frozen")
    assert stale.exit_code == 1
    assert "question 811a374ada030feb changed" in stale.stderr
    assert (deck / "deckgen.lock").read_text() == lock_v1
    build(root, monkeypatch, V2_TIME)
    lines = {line.split(":")[0].strip().strip('"'): line for line in (deck / "deckgen.lock").read_text().splitlines()}
    assert f'"mod": {V2_TIME}' in lines["811a374ada030feb"]
    assert f'"mod": {V2_TIME}' not in lines["0d68aac94525f419"]


def _build_in_process(root: Path, seed: str, env_epoch: str | None) -> str:
    env = {k: v for k, v in os.environ.items() if k != "SOURCE_DATE_EPOCH"}
    env["PYTHONHASHSEED"] = seed
    if env_epoch:
        env["SOURCE_DATE_EPOCH"] = env_epoch
    subprocess.run([sys.executable, "-m", "deckgen.cli", "build", "--frozen"], cwd=root, env=env, check=True,
                   capture_output=True)
    return hashlib.sha256((root / "build" / "gpu-infra.apkg").read_bytes()).hexdigest()


def test_same_sources_give_identical_bytes_across_processes_clocks_and_mtimes(tmp_path, monkeypatch):
    first = seeds_project(tmp_path / "one")
    build(first, monkeypatch, V1_TIME)
    second = tmp_path / "two"
    shutil.copytree(first / "cards", second / "cards")
    (second / "media").mkdir()
    for path in (second / "cards").rglob("*"):
        os.utime(path, (1_000_000_000, 1_000_000_000))
    assert _build_in_process(first, "1", None) == _build_in_process(second, "4242", "1999999999")
