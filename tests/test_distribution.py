"""The distribution: `python -m build` makes an sdist and a wheel that `twine check` accepts, the
wheel holds every package data file, and installed alone into a fresh virtual environment it starts
a deck repository that parses, builds and checks. (~30 s: a build, a venv and an install.)"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

from helpers import SEED_NAMES, SEEDS_DIR

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "src" / "deckgen"


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """sdist and wheel, built by `python -m build` from the files git tracks (what a clone has)."""
    if not (REPO / ".git").exists():
        pytest.skip("needs the git checkout (the files it tracks)")
    source, out = tmp_path_factory.mktemp("source"), tmp_path_factory.mktemp("dist")
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True).stdout
    for name in filter(None, tracked.decode().split("\0")):
        if (REPO / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, source / name)
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(source)],
                   check=True, capture_output=True, timeout=600)
    return out


def test_build_makes_an_sdist_and_a_wheel_that_twine_accepts(dist):
    (sdist,), (wheel,) = sorted(dist.glob("*.tar.gz")), sorted(dist.glob("*.whl"))
    assert sdist.name.startswith("anki_deckgen-") and wheel.name.startswith("anki_deckgen-")
    checked = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", str(sdist), str(wheel)],
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_wheel_holds_every_file_of_the_package(dist):
    (wheel,) = dist.glob("*.whl")
    wanted = {f"deckgen/{p.relative_to(PACKAGE)}" for p in PACKAGE.rglob("*")
              if p.is_file() and "__pycache__" not in p.parts}
    assert {"deckgen/render/fonts/DejaVuSans.ttf", "deckgen/scaffold/templates/ci.yml"} <= wanted
    with zipfile.ZipFile(wheel) as archive:
        assert wanted - set(archive.namelist()) == set()


def test_the_wheel_and_the_sdist_declare_mit_and_carry_both_license_texts(dist):
    """PEP 639: `License-Expression: MIT`, and LICENSE and the fonts' license inside both archives."""
    (sdist,), (wheel,) = sorted(dist.glob("*.tar.gz")), sorted(dist.glob("*.whl"))
    mit = (REPO / "LICENSE").read_text(encoding="utf-8")
    fonts = (PACKAGE / "render" / "fonts" / "LICENSE").read_text(encoding="utf-8")
    assert mit.startswith("MIT License") and "Copyright (c) 2026 the deckgen authors" in mit
    assert "Bitstream Vera" in fonts
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
        licenses = {n.split(".dist-info/licenses/", 1)[1]: archive.read(n).decode()
                    for n in names if ".dist-info/licenses/" in n}
        beside_the_fonts = archive.read("deckgen/render/fonts/LICENSE").decode()
    assert "License-Expression: MIT\n" in metadata
    assert {"License-File: LICENSE", "License-File: src/deckgen/render/fonts/LICENSE"} <= set(metadata.splitlines())
    assert licenses == {"LICENSE": mit, "src/deckgen/render/fonts/LICENSE": fonts}
    assert beside_the_fonts == fonts
    with tarfile.open(sdist) as archive:
        root = archive.getnames()[0].split("/")[0]
        pkg_info = archive.extractfile(f"{root}/PKG-INFO").read().decode()
        assert archive.extractfile(f"{root}/LICENSE").read().decode() == mit
        assert archive.extractfile(f"{root}/src/deckgen/render/fonts/LICENSE").read().decode() == fonts
    assert "License-Expression: MIT\n" in pkg_info


def test_the_wheel_alone_in_a_fresh_venv_starts_parses_builds_and_checks_a_deck(dist, tmp_path):
    (wheel,) = dist.glob("*.whl")
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    pip = subprocess.run([env_dir / "bin" / "python", "-m", "pip", "install", "--quiet", str(wheel)],
                         capture_output=True, text=True, timeout=600)
    assert pip.returncode == 0, pip.stderr
    deckgen = env_dir / "bin" / "deckgen"
    project = tmp_path / "empty"
    project.mkdir()

    def run(*args: str, cwd: Path = project) -> str:
        # Outside the checkout, so only the installed wheel can answer.
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
        done = subprocess.run([deckgen, *args], cwd=cwd, capture_output=True, text=True, timeout=300, env=env)
        assert done.returncode == 0, f"deckgen {' '.join(args)}:\n{done.stdout}{done.stderr}"
        return done.stdout

    run("init", "--yes", "--deck-id", "gpu", "--name", "GPU Memory")
    shutil.copy(SEEDS_DIR / SEED_NAMES[0], project / "cards" / "gpu" / "raw")
    assert run("parse").endswith("1 new.\n")
    assert run("build").startswith("wrote build/gpu.apkg (1 note")
    assert run("check", cwd=project / "cards" / "gpu").startswith("ok: 1 deck, 1 question")
    assert "anki-deckgen==" in (project / "requirements.txt").read_text()
