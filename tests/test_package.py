"""What is inside a built `.apkg`: tables, ids, times, media; and the zip writer itself."""
from __future__ import annotations

import io
import json
import os
import sqlite3
import zipfile

import pytest

from deckgen import archive, package, render
from deckgen.render import FIELDS, TEMPLATE
from decks import seeds_project
from helpers import run_cli


@pytest.fixture
def apkg(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    root = seeds_project(tmp_path)
    assert run_cli(root, "build").exit_code == 0
    return zipfile.ZipFile(root / "build" / "gpu-infra.apkg")


def database(apkg: zipfile.ZipFile, tmp_path) -> sqlite3.Connection:
    path = tmp_path / "collection.anki2"
    path.write_bytes(apkg.read("collection.anki2"))
    return sqlite3.connect(path)


def test_entries_and_media_map(apkg):
    assert apkg.testzip() is None
    names = apkg.namelist()
    assert names[:2] == ["collection.anki2", "media"] and names[2:] == ["0", "1", "2"]
    media = json.loads(apkg.read("media"))
    assert sorted(media) == ["0", "1", "2"]
    for index, name in media.items():
        assert name.startswith("deckgen-") and name.endswith(".svg") and len(name.encode()) < 120
        assert apkg.read(index).startswith(b"<svg")
    assert all(info.date_time == (1980, 1, 1, 0, 0, 0) for info in apkg.infolist())


def test_ids_guids_and_times_come_from_the_deck_id_and_the_lock(apkg, tmp_path):
    db = database(apkg, tmp_path)
    models = json.loads(db.execute("select models from col").fetchone()[0])
    (model,) = models.values()
    assert int(model["id"]) == package.model_id("gpu-infra") and model["mod"] == 1700000000
    assert [(f["name"], f["id"]) for f in model["flds"]] == list(FIELDS)
    assert [(t["name"], t["id"]) for t in model["tmpls"]] == [TEMPLATE]
    guids = [row[0] for row in db.execute("select guid from notes order by id")]
    assert guids == [render.note_guid("gpu-infra", q) for q in
                     ("0d68aac94525f419", "4b5c0af25e637c0f", "811a374ada030feb")]
    assert {row[0] for row in db.execute("select mod from notes")} == {1700000000}
    cards = db.execute("select id, nid, due, queue, type from cards order by due").fetchall()
    assert [(c[0] == c[1], c[2], c[3], c[4]) for c in cards] == [(True, 0, 0, 0), (True, 2, 0, 0), (True, 3, 0, 0)]
    decks = json.loads(db.execute("select decks from col").fetchone()[0])
    assert "AI Infrastructure::GPU Training and Inference" in [d["name"] for d in decks.values()]


@pytest.mark.parametrize("size", [0, 10, archive.CHUNK * 3 + 12345])
def test_archive_deflate_is_the_same_on_any_number_of_threads_and_inflates_back(size):
    data = os.urandom(size // 2) + bytes(size - size // 2)
    one, two = archive.member("x", data, threads=1), archive.member("x", data, threads=2)
    assert one == two and one.data() == data
    written = archive.zip_bytes([("x", one), ("y", archive.member("y", b"hello"))])
    with zipfile.ZipFile(io.BytesIO(written)) as read:
        assert read.testzip() is None and read.read("x") == data and read.read("y") == b"hello"


def test_archive_refuses_more_entries_than_a_zip_holds():
    tiny = archive.member("m", b"")
    with pytest.raises(ValueError):
        archive.zip_bytes([(str(i), tiny) for i in range(archive.MAX_ENTRIES + 1)])


@pytest.mark.parametrize("offset", [0, 96, archive.CHUNK - 2, archive.CHUNK + 5, 3 * archive.CHUNK - 4])
def test_archive_patch_overwrites_bytes_without_a_copy(offset):
    data = os.urandom(3 * archive.CHUNK)
    new = b"\xAA\xBB\xCC\xDD"
    patched = data[:offset] + new + data[offset + 4:]
    for threads in (1, 2):
        assert archive.member("x", data, threads=threads, patch=(offset, new)) == archive.member("x", patched)
