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


@pytest.mark.parametrize("command", ["build", "parse"])
def test_workers_die_with_a_killed_build(tmp_path, command):
    root = tmp_path / "project"
    deck = many_questions(root, 1200)
    if command == "parse":  # raw texts, from the card files' text
        raw = deck / "raw"
        raw.mkdir()
        seed = (Path(__file__).parent.parent / "cards/gpu-infra/raw/000_0d68aac94525f419.txt").read_text()
        for index in range(1200):
            (raw / f"{index:04d}_r{index:05d}.txt").write_text(seed.replace("When sizing", f"({index}) When sizing"))
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1700000000"}
    process = subprocess.Popen([*DECKGEN, command], cwd=root, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 60
    while len(children(process.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    workers = children(process.pid)
    assert len(workers) >= 2, "the cold run never started its worker processes"
    time.sleep(0.3)  # mid-work
    assert process.poll() is None and len(children(process.pid)) >= 2, "finished before it could be killed"
    process.send_signal(signal.SIGKILL)  # the main process only, as the OOM killer does
    process.wait()
    time.sleep(1.0)
    assert session_members(process.pid) == [], "workers outlived the killed deckgen"
    # The next run neither waits on an orphan nor fails.
    again = subprocess.run([*DECKGEN, command], cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr
