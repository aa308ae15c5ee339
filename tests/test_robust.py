"""Robustness: crashes mid-build, concurrent builds, oversized and hostile files, paths out of media/."""
from __future__ import annotations

import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from ankitools import import_package, open_collection
from decks import many_questions, seeds_project
from helpers import DECK_YAML, make_project, real_image, run_cli

DECKGEN = [sys.executable, "-m", "deckgen.cli"]
def run(root: Path, *args: str, epoch: str = "1700000000") -> subprocess.Popen:
    env = {**os.environ, "SOURCE_DATE_EPOCH": epoch}
    return subprocess.Popen([*DECKGEN, *args], cwd=root, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)


def digest(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None


def assert_complete_package(path: Path) -> None:
    with zipfile.ZipFile(path) as archive:
        assert archive.testzip() is None
        assert {"collection.anki2", "media"} <= set(archive.namelist())


def test_sigkill_at_random_moments_never_leaves_a_broken_package(tmp_path):
    root = tmp_path / "project"
    deck = many_questions(root, 200)
    apkg = root / "build" / "big.apkg"
    rng = random.Random(7)
    previous = None
    kills = 20 if os.environ.get("CI") else 8
    for round_ in range(kills):
        # Alternate the sources, so the new package differs from the old one.
        question = deck / "q00001.yaml"
        question.write_text(question.read_text().replace("(1) When", f"(1{round_}) When", 1))
        shutil.rmtree(root / "build" / ".cache", ignore_errors=True)  # a cold build: the longest window
        process = run(root, "build", epoch=str(1_700_000_000 + round_))
        time.sleep(rng.uniform(0.0, 1.5))
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        after_kill = digest(apkg)
        finished = run(root, "build", epoch=str(1_700_000_000 + round_))
        assert finished.wait(timeout=300) == 0, finished.stderr.read().decode()
        complete = digest(apkg)
        assert after_kill in (previous, complete), "a killed build left a package that is neither old nor new"
        previous = complete
        leftovers = [p.name for p in [*root.glob("build/.*.tmp"), *deck.glob(".*.tmp")]]
        assert leftovers == []
    assert_complete_package(apkg)
    col = open_collection(tmp_path / "anki")
    assert len(import_package(col, apkg).new) == 200
    col.close()


def test_two_builds_at_once_do_not_corrupt_output_or_cache(tmp_path):
    root = tmp_path / "project"
    many_questions(root, 60)
    reference = run(root, "build")
    assert reference.wait(timeout=300) == 0
    good = digest(root / "build" / "big.apkg")
    for _ in range(3):
        shutil.rmtree(root / "build")
        first, second = run(root, "build"), run(root, "build")
        assert first.wait(timeout=300) == 0 and second.wait(timeout=300) == 0
        assert digest(root / "build" / "big.apkg") == good
        assert_complete_package(root / "build" / "big.apkg")
    again = run_cli(root, "build")
    assert again.exit_code == 0


def test_next_build_removes_what_a_crash_left(tmp_path):
    root = seeds_project(tmp_path)
    build_dir = root / "build"
    (build_dir / ".deckgen-123-0123456789ab.tmp").mkdir(parents=True)
    (build_dir / ".deckgen-123-0123456789ac.tmp").write_bytes(b"half")
    (root / "cards" / "gpu-infra" / ".deckgen-124-0123456789ab.tmp").write_bytes(b"half")
    assert run_cli(root, "build").exit_code == 0
    assert list(build_dir.glob(".*.tmp")) == [] and list((root / "cards").rglob(".*.tmp")) == []


LIMITS = {
    "huge raw text": ("cards/demo/raw/000_huge.txt", b"Which?\n" + b"x" * (10 << 20),
                      "cards/demo/raw/000_huge.txt:1: file is larger than 1024 KiB"),
    "binary raw text": ("cards/demo/raw/001_bin.txt", b"\x7fELF\x02\x01\x00\x00" * 100,
                        "cards/demo/raw/001_bin.txt:1: binary data (a NUL byte)"),
    "invalid UTF-8": ("cards/demo/raw/002_latin.txt", "Which\n\nis caf\xe9?".encode("latin-1"),
                      "cards/demo/raw/002_latin.txt:3: not valid UTF-8 (byte 0xe9)"),
}


@pytest.mark.parametrize("case", sorted(LIMITS))
def test_bad_raw_texts_get_a_clear_error(tmp_path, case):
    name, data, expected = LIMITS[case]
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, name: data})
    result = run_cli(root, "parse")
    assert result.exit_code == 1
    assert expected in result.stderr


YAML_LIMITS = {
    "100,000 lines": ("id: big\nquestion: q\n" + "".join(f"k{i}: v\n" for i in range(100_000)),
                      "cards/demo/big.yaml: … and 99980 more problems in this file; fix the ones above first"),
    "alias bomb": ('a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
                   "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                   "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\nid: big\n",
                   "cards/demo/big.yaml:1: anchors and aliases (&name, *name) are not allowed"),
    "deep nesting": ("id: big\nquestion: " + "[" * 50_000 + "]" * 50_000 + "\n",
                     "cards/demo/big.yaml:2: not valid YAML"),
    "nesting past the limit": ("id: big\nquestion:\n" + "".join("  " * i + "- \n" for i in range(1, 12)),
                               "cards/demo/big.yaml:10: nested more than 8 levels deep"),
    "binary": ("\x00\x01\x02", "cards/demo/big.yaml:1: binary data (a NUL byte)"),
}


@pytest.mark.parametrize("case", sorted(YAML_LIMITS))
def test_hostile_yaml_gets_a_clear_error_in_bounded_memory(tmp_path, case):
    text, expected = YAML_LIMITS[case]
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML, "cards/demo/big.yaml": text})
    # A separate process with a memory ceiling: an expansion bomb would fail it, not the machine.
    limit = "import resource; resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)); "
    out = subprocess.run([sys.executable, "-c", limit + "from deckgen.cli import main; main()", "check"],
                         cwd=root, capture_output=True, text=True, timeout=120)
    assert out.returncode == 1, out.stderr
    assert expected in out.stderr


@pytest.mark.parametrize("image, message", [
    ("../secret.png", "is not directly inside media/"),
    ("/etc/passwd", "must be relative to the project root"),
    ("media/link.png", "is a link to a file outside media/"),
    ("media/a[1].png", "which Anki strips: rename the file"),
])
def test_images_outside_media_or_with_names_anki_changes_are_refused(tmp_path, image, message):
    root = seeds_project(tmp_path)
    (tmp_path / "outside.png").write_bytes(real_image())
    (root / "media" / "link.png").symlink_to(tmp_path / "outside.png")
    (root / "media" / "a[1].png").write_bytes(real_image())
    path = root / "cards" / "gpu-infra" / "0d68aac94525f419.yaml"
    text = path.read_text()
    start = text.index("infographic:")
    path.write_text(text[:start] + f"infographic:\n  image: '{image}'\n")
    line = text[:start].count("\n") + 2
    result = run_cli(root, "check")
    assert result.exit_code == 1
    (problem,) = [l for l in result.stderr.splitlines() if l.startswith("cards/gpu-infra/0d68aac94525f419.yaml")]
    assert problem.startswith(f"cards/gpu-infra/0d68aac94525f419.yaml:{line}: ") and message in problem


def test_exit_codes(tmp_path):
    root = seeds_project(tmp_path)
    assert run_cli(root, "check").exit_code == 0
    assert run_cli(root, "check", "no-such-deck").exit_code == 2
    assert run_cli(root, "build", "--no-such-option").exit_code == 2
    (root / "cards" / "gpu-infra" / "0d68aac94525f419.yaml").write_text("id: [\n")
    assert run_cli(root, "build").exit_code == 1
