"""The incremental build: unchanged questions are reused, output bytes never depend on the cache."""
from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
from pathlib import Path

import pytest

from deckgen import build, cardfiles, render
from deckgen.cardfiles import cardfile
from deckgen.package import cachestore, incremental
from deckgen.project import Project
from decks import many_questions, seeds_project, variants_project
from helpers import real_image

EPOCH = "1700000000"


@pytest.fixture(autouse=True)
def fixed_time(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)


def apkg_digest(root: Path) -> str:
    (apkg,) = (root / "build").glob("*.apkg")
    return hashlib.sha256(apkg.read_bytes()).hexdigest()


def count_renders(monkeypatch) -> list[str]:
    """Ids of the questions rendered from now on (each must also have been re-read from YAML)."""
    calls: list[str] = []
    loads: list[str] = []
    real_render, real_load = render.render_question, cardfiles.load_question

    def counting_render(question, config, root):
        assert question.path.stem in loads, "rendered without being loaded"
        calls.append(question.id)
        return real_render(question, config, root)

    def counting_load(path, report, root=None):
        loads.append(path.stem)
        return real_load(path, report, root)

    monkeypatch.setattr(render, "render_question", counting_render)
    monkeypatch.setattr(cardfiles, "load_question", counting_load)
    return calls


def test_cold_incremental_and_parallel_builds_are_byte_identical(tmp_path, monkeypatch):
    digests = []
    for name, parallel_from, cache in (("cold", 10_000, False), ("parallel", 1, False), ("warm", 10_000, True)):
        root = variants_project(tmp_path / name)
        monkeypatch.setattr(incremental, "PARALLEL_FROM", parallel_from)
        build.build(Project(root), use_cache=cache)
        if cache:  # the second build reuses every question
            build.build(Project(root))
        digests.append(apkg_digest(root))
    assert len(set(digests)) == 1, digests


def test_unchanged_questions_are_not_loaded_or_rendered_again(tmp_path, monkeypatch):
    root = seeds_project(tmp_path)
    project = Project(root)
    build.build(project)
    first = apkg_digest(root)
    calls = count_renders(monkeypatch)
    build.build(project)
    assert calls == [] and apkg_digest(root) == first
    yaml = root / "cards" / "gpu-infra" / "811a374ada030feb.yaml"
    yaml.write_text(yaml.read_text().replace("The AI lifecycle", "The AI life cycle", 1))
    build.build(project)
    assert calls == ["811a374ada030feb"] and apkg_digest(root) != first


def test_a_supplied_image_change_invalidates_only_that_question(tmp_path, monkeypatch):
    root = seeds_project(tmp_path)
    build.build(Project(root))
    calls = count_renders(monkeypatch)
    png = real_image()
    (root / "media" / "0d68aac94525f419.png").write_bytes(png)
    build.build(Project(root))
    assert calls == ["0d68aac94525f419"]


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage", "foreign-code"])
def test_a_damaged_or_stale_cache_is_rebuilt_never_trusted(tmp_path, monkeypatch, damage):
    root = seeds_project(tmp_path / "damaged")
    reference = seeds_project(tmp_path / "reference")
    for project_root in (root, reference):
        build.build(Project(project_root))
        # A change, so that the next build must read every cached note to repackage the deck.
        yaml = project_root / "cards" / "gpu-infra" / "811a374ada030feb.yaml"
        yaml.write_text(yaml.read_text().replace("The AI lifecycle", "The AI life cycle", 1))
    build.build(Project(reference), use_cache=False)
    project = Project(root)
    (deck,) = build.render_decks(project)[0]
    path = incremental.cache_path(project, deck.config)
    data = bytearray(path.read_bytes())
    if damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "flip":  # inside the rows' blobs, past SQLite's own header
        for offset in range(len(data) // 3, len(data), 97):
            data[offset] ^= 0x5A
    elif damage == "garbage":
        data = bytearray(b"not a cache at all" * 100)
    else:
        for module in (incremental, cachestore):  # as if another version of deckgen had written it
            monkeypatch.setattr(module, "code_version", lambda: "0" * 64)
    path.write_bytes(bytes(data))
    calls = count_renders(monkeypatch)
    build.build(project)
    assert "811a374ada030feb" in calls  # the changed question, at least
    if damage != "flip":
        assert sorted(calls) == ["0d68aac94525f419", "4b5c0af25e637c0f", "811a374ada030feb"]
    assert apkg_digest(root) == apkg_digest(reference)
    build.build(project)  # and the cache it wrote is sound again
    assert apkg_digest(root) == apkg_digest(reference)


def test_no_op_rebuild_rewrites_a_tampered_package(tmp_path):
    root = seeds_project(tmp_path)
    build.build(Project(root))
    good = apkg_digest(root)
    (apkg,) = (root / "build").glob("*.apkg")
    apkg.write_bytes(b"not a package")
    build.build(Project(root))
    assert apkg_digest(root) == good


def test_cached_questions_keep_their_warnings(tmp_path):
    root = variants_project(tmp_path)
    yaml = root / "cards" / "demo" / "recall.yaml"
    yaml.write_text(yaml.read_text().replace("answer: [B]", "answer: []"))
    first = build.build(Project(root)).warnings
    second = build.build(Project(root)).warnings
    assert [str(w) for w in first] == [str(w) for w in second] and len(first) == 1
    assert "no answer" in str(first[0])


def test_an_edit_that_keeps_size_and_time_is_still_seen(tmp_path, monkeypatch):
    """Files touched around the time the cache was written are hashed again (racy edits)."""
    root = seeds_project(tmp_path)
    build.build(Project(root))
    yaml = root / "cards" / "gpu-infra" / "811a374ada030feb.yaml"
    before = yaml.stat()
    yaml.write_text(yaml.read_text().replace("The AI lifecycle", "The AI lifecyclE", 1))
    os.utime(yaml, ns=(before.st_atime_ns, before.st_mtime_ns))
    calls = count_renders(monkeypatch)
    build.build(Project(root))
    assert calls == ["811a374ada030feb"]


def test_a_touched_file_is_not_rendered_again(tmp_path, monkeypatch):
    root = seeds_project(tmp_path)
    build.build(Project(root))
    yaml = root / "cards" / "gpu-infra" / "811a374ada030feb.yaml"
    yaml.touch()
    calls = count_renders(monkeypatch)
    build.build(Project(root))
    build.build(Project(root))
    assert calls == []


def test_the_code_version_covers_every_module_rendering_imports():
    """A module that rendering a question uses must be in RENDERING_CODE, or an upgrade of it
    would leave stale notes in the cache."""
    import subprocess
    import sys
    probe = ("import sys; from deckgen.cardfiles import load_question; from deckgen import render; "
             "from deckgen.package import cachestore, incremental; from deckgen.render import infographic, markup; "
             "markup._converter(); "
             "print(' '.join(m for m in sys.modules if m.startswith('deckgen.')))")
    used = set(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
               .stdout.split())

    def covered(module: str) -> bool:
        path = module.split(".", 1)[1].replace(".", "/")
        return any(path == entry.removesuffix(".py") or path.startswith(entry + "/")
                   or path + "/__init__" == entry.removesuffix(".py") for entry in cachestore.RENDERING_CODE)

    assert {"deckgen.render.infographic", "deckgen.cardfiles.cardfile"} <= used
    missing = {m for m in used if not covered(m)} - {"deckgen.project"}
    assert not missing, missing


def test_a_change_deflates_again_only_the_database_chunks_around_it(tmp_path, monkeypatch):
    root, cold = tmp_path / "warm", tmp_path / "cold"
    for project_root in (root, cold):
        many_questions(project_root, 1500)
    build.build(Project(root))
    lock = "cards/big/deckgen.lock"  # the cold build starts from the same lock (note ids, times)
    (cold / lock).write_bytes((root / lock).read_bytes())
    offered: list[tuple[list[str], set[str]]] = []
    real = incremental.DeckRender.reuse_chunks

    def spy(self, keys):
        found = real(self, keys)
        offered.append((keys, set(found)))
        return found

    monkeypatch.setattr(incremental.DeckRender, "reuse_chunks", spy)
    path = incremental.cache_path(Project(root), build.render_decks(Project(root))[0][0].config)
    with contextlib.closing(sqlite3.connect(path)) as db:
        rows_before = dict(db.execute("SELECT key, rowid FROM chunks"))
    for project_root in (root, cold):
        yaml = project_root / "cards" / "big" / "q00300.yaml"
        yaml.write_text(yaml.read_text().replace("When sizing GPU", "When sizing a GPU", 1))
    build.build(Project(root))
    (keys, found), (index_keys, index_found) = offered  # the database's chunks, the media index's
    # Deflated again: the chunk with the note's page, the next one (its window reaches back into
    # that page) and the one with the card's page (its modification time changed).
    assert len(set(keys)) >= 6 and 1 <= len(set(keys) - found) <= 3, (len(keys), len(found))
    assert set(index_keys) == index_found  # no medium changed: the media index is as it was
    with contextlib.closing(sqlite3.connect(path)) as db:
        rows_after = dict(db.execute("SELECT key, rowid FROM chunks"))
    kept = found | index_found
    assert {key: rows_after[key] for key in kept} == {key: rows_before[key] for key in kept}  # not rewritten
    assert set(rows_after) == set(keys) | set(index_keys)  # and nothing else kept
    build.build(Project(cold), use_cache=False)
    assert apkg_digest(root) == apkg_digest(cold)

    # A chunk whose stored bytes no longer match their checksum is deflated again, not used.
    with sqlite3.connect(path) as db:
        damaged = db.execute("UPDATE chunks SET deflated = zeroblob(length(deflated))").rowcount
    assert damaged == len(set(keys) | set(index_keys))
    (root / "build" / "big.apkg").unlink()
    offered.clear()
    build.build(Project(root))
    assert [found for _, found in offered] == [set(), set()] and apkg_digest(root) == apkg_digest(cold)
