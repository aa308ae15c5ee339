"""Failures around a build: a killed build's workers, a full disk, read-only and unreadable
folders, and files deckgen did not make (which it must never delete)."""
from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from decks import many_questions, seeds_project
from helpers import run_cli

DECKGEN = [sys.executable, "-m", "deckgen.cli"]


def session_members(session: int) -> list[int]:
    """Pids of the live processes in a session (from /proc: no zombies)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if int(fields[3]) == session and fields[0] != "Z":
            found.append(int(entry))
    return found


def children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


#: Loaded by every Python process of the killed run (PYTHONPATH): each of deckgen's worker processes
#: renders or parses one question, says so (a file in the hold folder), then waits in the middle of
#: its share; so the run provably has work left when it is killed, on a machine of any speed. Test
#: code only: deckgen itself has no such hook.
HOLD_HOOK = r'''
import functools, multiprocessing, os, time
from pathlib import Path
hold = Path(os.environ["DECKGEN_TEST_HOLD"])

def held(work):
    done = []
    @functools.wraps(work)
    def job(*args):
        # (parent_process: set in a worker whatever the start method, fork or forkserver)
        if len(done) == 1 and multiprocessing.parent_process() is not None:  # a worker, one question in
            (hold / f"worker-{os.getpid()}").touch()
            while True:  # only the kill of the run ends this wait
                time.sleep(0.05)
        done.append(1)
        return work(*args)
    return job

import deckgen.build, deckgen.package.incremental
deckgen.build._parse_one = held(deckgen.build._parse_one)
deckgen.package.incremental._work = held(deckgen.package.incremental._work)
'''


def wait_for(condition, seconds: float) -> bool:
    """Whether `condition()` came true within `seconds` (a bound for a hang, never a measure)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


@pytest.mark.parametrize("command", ["build", "parse"])
def test_workers_die_with_a_killed_build(tmp_path, command):
    root = tmp_path / "project"
    deck = many_questions(root, 800)
    if command == "parse":  # raw texts, from the card files' text
        raw = deck / "raw"
        raw.mkdir()
        seed = (Path(__file__).parent.parent / "cards/gpu-infra/raw/000_0d68aac94525f419.txt").read_text()
        for index in range(800):
            (raw / f"{index:04d}_r{index:05d}.txt").write_text(seed.replace("When sizing", f"({index}) When sizing"))
    hook, hold = tmp_path / "hook", tmp_path / "hold"
    hook.mkdir()
    hold.mkdir()
    (hook / "sitecustomize.py").write_text(HOLD_HOOK)
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1700000000"}
    held_env = {**env, "DECKGEN_TEST_HOLD": str(hold),
                "PYTHONPATH": os.pathsep.join(filter(None, [str(hook), env.get("PYTHONPATH")]))}
    process = subprocess.Popen([*DECKGEN, command], cwd=root, env=held_env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        held = wait_for(lambda: len(list(hold.glob("worker-*"))) >= 2 or process.poll() is not None, 120)
        assert held and process.poll() is None, "the run never held two workers in the middle of their work"
        assert len(children(process.pid)) >= 2
        process.send_signal(signal.SIGKILL)  # the main process only, as the OOM killer does
        process.wait()
        # No process of the run is left 1 s after the kill (workers die at once: the kernel kills them).
        assert wait_for(lambda: session_members(process.pid) == [], 1.0), "workers outlived the killed deckgen"
    finally:
        for pid in session_members(process.pid):  # a failed test leaves no orphan behind
            os.kill(pid, signal.SIGKILL)
    # The next run neither waits on an orphan nor fails.
    again = subprocess.run([*DECKGEN, command], cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr


# --- I/O failures: real ones, made in a user and mount namespace (a tiny tmpfs, a read-only bind
# mount, an unprivileged user): no mock of the file system ---

NAMESPACE_SCRIPT = r'''
import hashlib, json, os, subprocess, sys
from pathlib import Path
root, setup, grow = Path(sys.argv[1]), json.loads(sys.argv[2]), sys.argv[3]
def deckgen(*args):
    return subprocess.run([sys.executable, "-m", "deckgen.cli", *args], cwd=root, capture_output=True, text=True,
                          env={**os.environ, "SOURCE_DATE_EPOCH": "1700000000"}, timeout=300)
def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None
for size, where in setup["tmpfs"]:
    (root / where).mkdir(parents=True, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(root / where)], check=True)
first = deckgen("build")
assert first.returncode == 0, first.stderr
before = {name: digest(root / name) for name in ("build/big.apkg", "cards/big/deckgen.lock")}
exec(grow)
for where in setup["readonly"]:
    subprocess.run(["mount", "--bind", str(root / where), str(root / where)], check=True)
    subprocess.run(["mount", "-o", "remount,bind,ro", str(root / where)], check=True)
second = deckgen("build")
after = {name: digest(root / name) for name in before}
later = []  # with setup["again"]: the next build, then a cold one (no cache): what each wrote
for _ in range(2 if setup["again"] else 0):
    run = deckgen("build")
    later.append({"rc": run.returncode, "stderr": run.stderr, "after": {name: digest(root / name) for name in before}})
    subprocess.run(["find", str(root / "build/.cache"), "-mindepth", "1", "-delete"], check=True)  # (a mount point stays)
print(json.dumps({"rc": second.returncode, "stderr": second.stderr, "before": before, "after": after, "later": later,
                  "leftovers": sorted(p.name for p in [*root.glob("build/.deckgen-*"), *root.glob("build/.cache/.deckgen-*"),
                                                       *root.glob("cards/big/.deckgen-*")])}))
'''

MORE_QUESTIONS = ("import shutil\n"
                  "for i in range(10, 300):\n"
                  "    text = (root / 'cards/big/q00001.yaml').read_text().replace('q00001', f'q{i:05d}')\n"
                  "    (root / f'cards/big/q{i:05d}.yaml').write_text(text.replace('(1) When', f'({i}) When'))\n")
ONE_CHANGED = ("p = root / 'cards/big/q00001.yaml'\n"
               "p.write_text(p.read_text().replace('(1) When', '(one) When'))\n")


def in_namespace(root: Path, tmpfs=(), readonly=(), grow=ONE_CHANGED, user_only=False, again=False) -> dict:
    import json

    if shutil.which("unshare") is None:
        pytest.fail("unshare (util-linux) is needed to make real I/O failures")
    setup = json.dumps({"tmpfs": list(tmpfs), "readonly": list(readonly), "again": again})
    # -r: root in a new user namespace, so mounts need no privilege; -U alone: an unprivileged user
    flags = ["-U"] if user_only else ["-r", "-m"]
    out = subprocess.run(["unshare", *flags, sys.executable, "-c", NAMESPACE_SCRIPT, str(root), setup, grow],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def only_problem(result: dict) -> str:
    assert result["rc"] == 1, result["stderr"]
    assert "Traceback" not in result["stderr"]
    assert result["leftovers"] == []
    (line,) = result["stderr"].splitlines()
    return line


def test_a_full_disk_under_the_package_leaves_the_previous_one(tmp_path):
    root = tmp_path / "project"
    many_questions(root, 10)
    # build/ holds 144 KiB: the first package (14 KiB) and practice page (92 KiB) fit, a package of 300
    # questions (67 KiB) does not.
    result = in_namespace(root, tmpfs=[("144k", "build"), ("64m", "build/.cache")], grow=MORE_QUESTIONS)
    assert only_problem(result) == "build/big.apkg: cannot write: No space left on device"
    assert result["after"] == result["before"], "the package and the lock are both as they were"


def test_a_full_disk_under_the_cache_still_builds_the_package(tmp_path):
    """The build cache only saves work: a cache that cannot be written is a warning; the package and
    the lock are both new, and the cache, rolled back, is not trusted for more than it holds."""
    root = tmp_path / "project"
    many_questions(root, 10)
    # build/.cache holds 1.5 MiB: the first cache (0.5 MiB) fits, one of 300 questions (1.8 MiB) does not;
    # the package and the practice page beside it have room.
    result = in_namespace(root, tmpfs=[("64m", "build"), ("1536k", "build/.cache")], grow=MORE_QUESTIONS,
                          again=True)
    warning = "build/.cache/big.sqlite: cannot write the build cache: database or disk is full (warning)"
    assert result["rc"] == 0, result["stderr"]
    assert [line for line in result["stderr"].splitlines() if line.startswith("build/")] == [warning]
    assert result["leftovers"] == []
    new = result["after"]
    assert all(new[name] != result["before"][name] for name in new), "both the package and the lock are new"
    # The next build (the cache as this one left it) and a cold one write the very same package and lock.
    assert [(run["rc"], run["after"]) for run in result["later"]] == [(0, new), (0, new)], result["later"]


def test_a_read_only_deck_folder(tmp_path):
    root = tmp_path / "project"
    many_questions(root, 10)
    result = in_namespace(root, readonly=["cards/big"])
    assert only_problem(result) == "cards/big/deckgen.lock: cannot write: Read-only file system"
    assert result["after"] == result["before"]


def test_an_unwritable_build_folder(tmp_path):
    root = tmp_path / "project"
    many_questions(root, 10)
    grow = ONE_CHANGED + "os.chmod(root / 'build', 0o555)\n"
    result = in_namespace(root, grow=grow, user_only=True)  # not root: the folder's mode holds
    (root / "build").chmod(0o755)
    assert only_problem(result) == "build/big.apkg: cannot write: Permission denied"
    assert result["after"] == result["before"], "the package and the lock are both as they were"


# --- deckgen removes only what it made ---

def test_files_and_folders_deckgen_did_not_make_are_never_removed(tmp_path):
    root = seeds_project(tmp_path)
    deck = root / "cards" / "gpu-infra"
    build = root / "build"
    build.mkdir()
    mine = [deck / ".notes.tmp", deck / ".backup.old", build / ".upload.tmp", deck / ".deckgen-1-0123456789ab.tmp.txt"]
    for path in mine:
        path.write_text("keep me")
    for folder in (deck / ".drafts.old", build / ".site.tmp", deck / ".deckgen-1-0123456789ab.tmp"):
        folder.mkdir()
        (folder / "kept.txt").write_text("keep me")
    (deck / ".deckgen-1-0123456789ac.tmp").symlink_to(root / "media")  # a link with deckgen's name: not followed
    assert run_cli(root, "build").exit_code == 0
    assert run_cli(root, "preview").exit_code == 0
    assert run_cli(root, "preview").exit_code == 0  # replaces build/preview: the old one goes, nothing else
    for path in mine:
        assert path.read_text() == "keep me"
    for folder in (deck / ".drafts.old", build / ".site.tmp", deck / ".deckgen-1-0123456789ab.tmp"):
        assert (folder / "kept.txt").read_text() == "keep me"
    assert (deck / ".deckgen-1-0123456789ac.tmp").is_symlink() and (root / "media").is_dir()
    assert sorted(p.name for p in build.iterdir()) == [".cache", ".site.tmp", ".upload.tmp", ".write.lock",
                                                        "gpu-infra.apkg", "gpu-infra.html", "preview"]


def test_a_killed_previews_leftovers_are_removed(tmp_path):
    """`replace_folder` makes its temporary and old folders beside each deck's pages in build/preview/:
    what a killed preview left there goes with the next write, like build/'s own."""
    root = seeds_project(tmp_path)
    assert run_cli(root, "preview").exit_code == 0
    preview = root / "build" / "preview"
    leftovers = [preview / ".deckgen-1-0123456789ab.tmp", preview / ".deckgen-1-0123456789ab.old"]
    for folder in leftovers:
        folder.mkdir()
        (folder / "card-00000-x.html").write_text("half")
    (preview / ".notes.tmp").mkdir()  # not a name deckgen gives: kept
    assert run_cli(root, "preview").exit_code == 0
    assert not any(folder.exists() for folder in leftovers)
    assert (preview / ".notes.tmp").is_dir() and (preview / "gpu-infra" / "cards.json").is_file()
