"""The whole CLI, property-based: generated projects (`projects.py`) through parse -> check ->
build -> build --frozen -> preview -> release, with edits between builds.

Whatever the sources, every command ends within CASE_SECONDS with exit 0, 1 or 2, never a
traceback; every line on stderr is `path:line: message`, `path: message` or a summary; a failed
build leaves the previous package and lock as they were; check, build and preview agree; a built
package passes `build --frozen` and imports cleanly into the real Anki engine (new notes first, then
updated in place), with safe fields and media; nothing outside build/, the card files and the lock
is ever written. DECKGEN_FUZZ_CASES sets the number of cases (1,200 in CI, 300 elsewhere).
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, given, settings, strategies as st

from ankitools import open_collection
from deckgen.cli import main
from packagecheck import check_import, check_page
from projects import (ACTIVE, AWAITING, Plan, Special, broken_card, cards, dump, lock_damage, lock_value_damage,
                      projects)

pytestmark = pytest.mark.anki

CASES = int(os.environ.get("DECKGEN_FUZZ_CASES") or (1200 if os.environ.get("CI") else 300))
#: A case is a few small files and a dozen commands (~0.1 s): one that takes this long hangs.
CASE_SECONDS = 30

PROBLEM = re.compile(r"(?::[1-9]\d*)?: (?=\S)")  # what follows the path
SUMMARY = re.compile(r"Aborted: [1-9]\d* errors?( in [1-9]\d* files?)?\.|.*; [1-9]\d* files? could not be parsed\.")
BUILD_ONLY = re.compile(r"deckgen\.lock|SOURCE_DATE_EPOCH")
WROTE = re.compile(r"wrote (\S+\.apkg) \((\d+) notes")


class CaseTimeout(BaseException):
    """A case ran past CASE_SECONDS (a BaseException, so that CliRunner does not catch it)."""


def _timeout(signum, frame):
    raise CaseTimeout(f"a case ran for more than {CASE_SECONDS} s")


def write(root: Path, plan: Plan) -> None:
    root.mkdir()
    for name, content in sorted(plan.files.items(), key=lambda item: isinstance(item[1], Special)):
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if os.path.lexists(path) and isinstance(content, Special):  # the special thing replaces it
            path.rename(path.with_name(path.name + ".moved"))
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif content.kind == "folder":
            path.mkdir(exist_ok=True)
        elif content.kind == "fifo":
            os.mkfifo(path)
        else:
            path.symlink_to(content.target)


def sources(root: Path) -> dict[str, bytes | str]:
    """What no command may change: everything but build/, card files and locks."""
    found: dict[str, bytes | str] = {}
    for folder, subfolders, files in os.walk(root):
        relative = Path(folder).relative_to(root)
        if relative.parts[:1] == ("build",):
            subfolders.clear()
            continue
        for name in files + [d for d in subfolders if os.path.islink(os.path.join(folder, d))]:
            path = Path(folder) / name
            written = relative.parts[:1] == ("cards",) and (name.endswith(".yaml") and name != "deck.yaml"
                                                           or name == "deckgen.lock")
            if written:
                continue
            if path.is_symlink():
                found[str(relative / name)] = "-> " + os.readlink(path)
            elif path.is_file():
                found[str(relative / name)] = path.read_bytes()
    return found


def outputs(root: Path) -> dict[str, bytes]:
    """Packages and locks: what a failed build must leave as it was."""
    return {str(p.relative_to(root)): p.read_bytes() for p in [*root.glob("build/*.apkg"), *root.glob("cards/*/deckgen.lock")]
            if p.is_file()}


def check_line(line: str, root: Path, prefix: str, where: str) -> None:
    """`path:line: message` or `path: message` with a path in the project (which may hold ':'), or a
    summary; `prefix` is the project's folder as the command saw it."""
    if SUMMARY.fullmatch(line) or line.startswith("error: ") and len(line) > 7:
        return
    for match in PROBLEM.finditer(line):
        path = line[:match.start()].removeprefix("error: ")
        inside = path.removeprefix(prefix)
        if path.startswith(prefix) and (os.path.lexists(root / inside) or inside.split("/")[0] in (
                "cards", "media", "build", "releases")):
            return
    raise AssertionError(f"{where}: not `path:line: message` with a path in the project: {line!r}")


class Case:
    """One generated project, its commands, and what they must do."""

    def __init__(self, root: Path, plan: Plan, data, anki: Path, outside: bool):
        self.root, self.plan, self.data, self.anki = root, plan, data, anki
        # From outside, commands run in the project's parent folder with `-C project`.
        self.cwd = root.parent if outside else root
        self.prefix = "project/" if outside else ""
        self.col = None
        self.imported: set[str] = set()
        self.media: set[str] = set()
        self.log: list[str] = []

    def run(self, *args: str) -> Result:
        before = sources(self.root)
        previous = outputs(self.root)
        started = time.perf_counter()
        command = [args[0], *(["-C", "project"] if self.prefix else []), *args[1:]]
        with contextlib.chdir(self.cwd):
            result = CliRunner().invoke(main, command, prog_name="deckgen", env=self.plan.env)
        self.log.append(f"deckgen {' '.join(args)} -> {result.exit_code} in {time.perf_counter() - started:.2f} s")
        where = f"`deckgen {' '.join(args)}` (ingredients {self.plan.used})"
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise AssertionError(f"{where} raised:\n"
                                 + "".join(traceback.format_exception(result.exception))) from result.exception
        assert result.exit_code in (0, 1, 2), where
        assert "Traceback" not in result.output, f"{where}:\n{result.output}"
        if result.exit_code != 2:
            for line in result.stderr.splitlines():
                check_line(line.removesuffix(" (warning)"), self.root, self.prefix, where)
        assert sources(self.root) == before, f"{where} changed files it must not touch"
        if args[0] == "build" and result.exit_code != 0:
            assert outputs(self.root) == previous, f"{where} failed but changed the package or lock"
        return result

    def build(self, *args: str) -> Result:
        result = self.run("build", *args)
        if result.exit_code == 0:
            again = outputs(self.root)
            frozen = self.run("build", "--frozen", *args)
            assert frozen.exit_code == 0, f"a build's own lock is stale: {frozen.stderr}"
            assert outputs(self.root) == again, "a build --frozen right after a build changed its output"
            for path, notes in WROTE.findall(result.stdout):
                apkg = self.cwd / path
                deck = yaml.safe_load((self.root / "cards" / apkg.stem / "deck.yaml").read_bytes())
                if self.col is None:
                    self.col = open_collection(self.anki)
                check_import(self.col, apkg, int(notes), self.media, deck["name"].strip(),
                             first=path not in self.imported, fresh=not self.imported)
                self.imported.add(path)
        return result

    def preview(self, *args: str) -> Result:
        result = self.run("preview", *args)
        if result.exit_code == 0:
            for page in (self.root / "build" / "preview").glob("*.html"):
                check_page(page.read_text("utf-8"))
        return result

    def edit(self) -> None:
        """Between builds: a card rewritten or removed, the lock, the cache or the output damaged."""
        draw = self.data.draw
        found = {kind: sorted(p for p in self.root.glob(pattern) if p.is_file()) for kind, pattern in (
            ("card", "cards/*/*.yaml"), ("lock", "cards/*/deckgen.lock"), ("cache", "build/.cache/*"),
            ("output", "build/*.apkg"))}
        found["card"] = [p for p in found["card"] if p.name != "deck.yaml"]
        kinds = ["card", "remove", "touch", "lock", "cache", "output", "no build/"]
        what = draw(st.sampled_from(kinds + ["lock-values"] * ("lock-values" in self.plan.used)), label="edit")
        files = found.get({"remove": "card", "touch": "card", "lock-values": "lock"}.get(what, what), [])
        if what == "no build/":
            shutil.rmtree(self.root / "build", ignore_errors=True)
        if not files:
            return
        path = draw(st.sampled_from(files), label="file")
        if what == "card":
            card = draw(cards(path.stem))
            path.write_text(dump(draw(broken_card(card)) if draw(st.booleans()) else card), "utf-8")
        elif what == "remove":
            path.unlink()
        elif what == "touch":
            os.utime(path)
        elif what == "lock":
            path.write_text(lock_damage(path.read_text(), draw(st.integers(0, 10**6))))
        elif what == "lock-values":
            try:
                lock = json.loads(path.read_text())
            except ValueError:
                return  # (damaged already)
            if isinstance(lock, dict) and isinstance(lock.get("notes"), dict):
                path.write_text(json.dumps(draw(lock_value_damage(lock))))
        else:  # the cache or the package: cut short, overwritten in part, or something else entirely
            data = path.read_bytes()
            at = draw(st.integers(0, len(data)))
            path.write_bytes(draw(st.sampled_from([data[:at], data[:at] + bytes(64) + data[at + 64:],
                                                   b"not a database", b""])))


def play(folder: Path, plan: Plan, data) -> Case:
    """The commands of one case, with the properties that hold between them."""
    draw = data.draw
    case = Case(folder / "project", plan, data, folder / "anki", draw(st.integers(0, 4), label="outside") == 0)
    write(case.root, plan)
    decks = draw(st.sampled_from([(), (), ("demo",), ("nope",), (case.prefix + "cards/demo",)]), label="decks")
    strict = draw(st.sampled_from([(), (), ("--strict",)]), label="strict")
    parse_args = draw(st.sampled_from([(), (), ("--force",), (case.prefix + "cards/demo/raw",), ("missing.txt",)]),
                      label="parse")
    case.run("parse", *parse_args)
    checked = case.run("check", *strict, *decks)
    built = case.build(*strict, *decks)
    previewed = case.preview(*strict, *decks)
    # Only build reads the lock and SOURCE_DATE_EPOCH: otherwise check and build agree.
    problems = [line for line in built.stderr.splitlines() if not line.startswith("Aborted")]
    if not (checked.exit_code == 0 and problems and all(BUILD_ONLY.search(line) for line in problems)):
        assert built.exit_code == checked.exit_code, f"check exit {checked.exit_code}, build {built.exit_code}:\n" \
                                                     f"{checked.stderr}\n{built.stderr}"
    assert previewed.exit_code == checked.exit_code, f"check and preview disagree:\n{checked.stderr}\n{previewed.stderr}"
    for _ in range(draw(st.integers(0, 2), label="edits")):
        case.edit()
        case.build(*draw(st.sampled_from([(), ("--strict",)]), label="strict"))
    if draw(st.integers(0, 3), label="release") == 0:
        if "release-manifest" in plan.used:
            case.run("release", "--previous", case.prefix + "releases/manifest.json")
        elif case.run("release").exit_code == 0:
            shutil.copy(case.root / "build" / "release" / "manifest.json", folder / "manifest.json")
            again = case.run("release", "--previous", str(folder / "manifest.json"))
            assert again.exit_code == 0, f"a release is refused right after the same one:\n{again.stderr}"
    return case


RAN = {"cases": 0, "imports": 0}


@settings(max_examples=CASES, derandomize=True, database=None, deadline=None, print_blob=True,
          suppress_health_check=list(HealthCheck))
@given(plan=projects(), data=st.data())
def run_case(plan: Plan, data) -> None:
    RAN["cases"] += 1
    previous = signal.signal(signal.SIGALRM, _timeout)
    signal.alarm(CASE_SECONDS)
    try:
        with tempfile.TemporaryDirectory(prefix="deckgen-case-") as folder:
            case = play(Path(folder), plan, data)
            RAN["imports"] += len(case.imported)
            if case.col is not None:
                case.col.close()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_any_project_through_every_command():
    started = time.perf_counter()
    run_case()
    took = time.perf_counter() - started
    print(f"\n{RAN['cases']} cases ({len(ACTIVE)} ingredients, {len(AWAITING)} awaiting), "
          f"{RAN['imports']} packages imported into Anki, in {took:.0f} s")
    assert RAN["cases"] >= CASES


#: The installed `deckgen` command, as users run it (in a separate process: start-up, exit status).
DECKGEN = Path(sys.executable).with_name("deckgen")


@settings(max_examples=6, derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
@given(plan=projects())
def test_the_installed_command_on_generated_projects(plan):
    command = [str(DECKGEN)] if DECKGEN.exists() else [sys.executable, "-m", "deckgen.cli"]
    with tempfile.TemporaryDirectory(prefix="deckgen-case-") as folder:
        root = Path(folder)
        write(root / "project", plan)
        for args in (["parse"], ["check"], ["build"], ["build", "--frozen"], ["preview"]):
            where = f"`deckgen {' '.join(args)}` (ingredients {plan.used})"
            done = subprocess.run([*command, *args], cwd=root / "project", env={**os.environ, **plan.env},
                                  capture_output=True, text=True, timeout=CASE_SECONDS)
            assert done.returncode in (0, 1, 2) and "Traceback" not in done.stdout + done.stderr, where
            for line in done.stderr.splitlines() if done.returncode != 2 else ():
                check_line(line.removesuffix(" (warning)"), root / "project", "", where)
