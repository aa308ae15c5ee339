"""What is inside a built `.apkg`: tables, ids, times, media; and the zip writer itself."""
from __future__ import annotations

import io
import json
import os
import random
import sqlite3
import zipfile

import pytest

from deckgen import archive, render
from deckgen.package import apkg as apkg_module
from deckgen.render import FIELDS, TEMPLATE
from decks import seeds_project
from helpers import run_cli


@pytest.fixture
def apkg(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    root = seeds_project(tmp_path)
    assert run_cli(root, "build").exit_code == 0
    return zipfile.ZipFile(root / "build" / "gpu-infra.apkg")


def test_the_shipped_decks_lock_is_the_one_its_build_writes(tmp_path):
    # (a fresh clone's "make deck" must not rewrite a tracked file: a render change that changes a note or the note type
    # commits the lock its build writes, else learners' next import would not update those notes)
    root = seeds_project(tmp_path, lock=True)
    lock = root / "cards" / "gpu-infra" / "deckgen.lock"
    shipped = lock.read_bytes()
    built = run_cli(root, "build")
    assert built.exit_code == 0 and "lock:" not in built.stdout.splitlines()[0]
    assert lock.read_bytes() == shipped


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
    assert int(model["id"]) == apkg_module.model_id("gpu-infra") and model["mod"] == 1700000000
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


@pytest.mark.parametrize("size", [0, 10, archive.UNIT * archive.MAX_UNITS * 3 + 12345])
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


@pytest.mark.parametrize("offset", [0, 96, archive.UNIT - 2, archive.UNIT * 5 + 5, 70 * archive.UNIT - 4])
def test_archive_patch_overwrites_bytes_without_a_copy(offset):
    data = os.urandom(70 * archive.UNIT)
    new = b"\xAA\xBB\xCC\xDD"
    patched = data[:offset] + new + data[offset + 4:]
    for threads in (1, 2):
        assert archive.member("x", data, threads=threads, patch=(offset, new)) == archive.member("x", patched)


def chunked(data: bytes, known: dict[str, bytes]) -> tuple[archive.Member, dict[str, bytes], int]:
    """archive.packed with `known` offered for reuse; also how many chunks it deflated itself."""
    offered: list[str] = []

    def reuse(keys):
        offered.extend(keys)
        return {key: known[key] for key in keys if key in known}

    member, chunks = archive.packed("x", data, level=1, threads=2, reuse=reuse)
    assert list(chunks) == list(dict.fromkeys(offered))
    return member, chunks, len(set(offered) - set(known))


@pytest.mark.parametrize("edit", ["one byte", "a unit inserted", "a unit removed"])
def test_archive_deflates_again_only_the_chunks_around_a_change(edit):
    rng = random.Random(160)  # fixed: the chunk boundaries this data gets are the same every run
    units = [rng.randbytes(archive.UNIT) for _ in range(160)]
    before, chunks, made = chunked(b"".join(units), {})
    assert made == len(chunks) >= 3  # content-defined chunks (at most MAX_UNITS long), none known yet
    if edit == "one byte":
        units[80] = units[80][:100] + bytes([units[80][100] ^ 1]) + units[80][101:]
    elif edit == "a unit inserted":
        units.insert(80, rng.randbytes(archive.UNIT))
    else:
        del units[80]
    data = b"".join(units)
    after, _, made = chunked(data, chunks)
    assert 1 <= made <= 3, made  # the chunk with the change, and the one its window reaches into
    assert after == archive.member("x", data, level=1)  # exactly what a cold build makes
    assert after.data() == data and after != before


def test_archive_chunk_keys_cover_content_and_level():
    data, other = os.urandom(100 * archive.UNIT), os.urandom(100 * archive.UNIT)
    _, chunks, _ = chunked(data, {})
    poisoned = dict.fromkeys(chunks, b"\x03\x00")  # were any key reused for other data, this would show
    member, made_chunks, made = chunked(other, poisoned)
    assert made == len(made_chunks) and member.data() == other
    _, level_six = archive.packed("x", data, level=6, reuse=lambda keys: poisoned)
    assert not set(level_six) & set(chunks)
