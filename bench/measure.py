"""Running one `deckgen` child, measured, on a fixed copy of the code under test.

`measured` gives a `Run`: wall time around the child, CPU time and the largest single process's peak
RSS from os.wait4, and the summed PSS of the child and its workers sampled by `TreeMemory`.
`code_under_test` decides which src/deckgen the children import (a snapshot taken at the start, or
the live tree). A child that exits non-zero raises `StepFailed` with its stderr.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import signal
import statistics
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import gen
from targets import MB, REPO


class StepFailed(Exception):
    def __init__(self, step: str, command: list[str], status: int, stderr: str):
        super().__init__(f"{step}: `{' '.join(command)}` exited {status}")
        self.step, self.stderr = step, stderr


@dataclass
class Run:
    wall_s: float
    cpu_s: float
    rss_mb: float
    """The larger of the two below: what is compared with the budget."""
    largest_mb: float = 0.0
    """Peak RSS of the largest single process (os.wait4 ru_maxrss)."""
    tree_mb: float = 0.0
    """Peak summed PSS of the child and all its descendants at one time (sampled every 50 ms)."""
    processes: int = 0
    """Most processes alive at one sample."""
    sys_s: float = 0.0
    """The system (kernel) part of cpu_s: on a virtual machine, creating 10,000 files costs 0.5-5 s of it,
    from one minute to the next; a wall time that moves with it moved with the file system."""
    note: str = ""
    edited: str = ""


@dataclass
class Step:
    name: str
    runs: list[Run] = field(default_factory=list)

    @property
    def median_s(self) -> float:
        return statistics.median(r.wall_s for r in self.runs)

    @property
    def peak_rss_mb(self) -> float | None:
        values = [r.rss_mb for r in self.runs if r.rss_mb]
        return max(values) if values else None



class TreeMemory(threading.Thread):
    """Samples the summed PSS of every process in a session (a child and its workers) every 50 ms.

    os.wait4 gives the largest single process's peak RSS; a build that forks worker processes
    holds several at once, so this total is the figure to compare with a memory budget.
    """

    def __init__(self, session: int, interval: float = 0.05):
        super().__init__(daemon=True)
        self.session, self.interval = session, interval
        self.stopped = threading.Event()
        self.peak_kib = 0
        self.peak_processes = 0

    def run(self) -> None:
        while True:
            self.sample()
            if self.stopped.wait(self.interval):
                return

    def sample(self) -> None:
        total = count = 0
        try:
            entries = [e.name for e in os.scandir("/proc") if e.name.isdigit()]
        except OSError:
            return
        for pid in entries:
            try:
                with open(f"/proc/{pid}/stat", "rb") as handle:
                    fields = handle.read().rsplit(b")", 1)[1].split()
                if int(fields[3]) != self.session:  # state ppid pgrp session ...
                    continue
                total += _pss_kib(pid)
                count += 1
            except (OSError, IndexError, ValueError):
                continue  # the process ended meanwhile
        if total > self.peak_kib:
            self.peak_kib = total
        self.peak_processes = max(self.peak_processes, count)

    def stop(self) -> None:
        self.stopped.set()
        self.join()


def _pss_kib(pid: str) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as handle:
            for line in handle:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    with open(f"/proc/{pid}/status", "rb") as handle:  # no smaps_rollup: RSS instead
        for line in handle:
            if line.startswith(b"VmRSS:"):
                return int(line.split()[1])
    return 0


def measured(command: list[str], cwd: Path, env: dict[str, str], step: str, timeout: float,
             log: Path) -> tuple[Run, str, str]:
    """Run `command`: wall time; CPU time and largest-process peak RSS from os.wait4 on that child;
    peak summed PSS of the child and its descendants, sampled; stdout; stderr."""
    out_path, err_path = log.with_suffix(".out"), log.with_suffix(".err")
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        started = time.perf_counter()
        child = subprocess.Popen(command, cwd=cwd, env=env, stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                                 start_new_session=True)
        sampler = TreeMemory(child.pid)
        sampler.start()
        timer = threading.Timer(timeout, _kill_group, (child.pid,))
        timer.start()
        try:
            _, status, usage = os.wait4(child.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - started
        sampler.stop()
        child.returncode = os.waitstatus_to_exitcode(status)  # so Popen does not wait again
    stdout = out_path.read_text("utf-8", "replace")
    stderr = err_path.read_text("utf-8", "replace")
    if child.returncode != 0:
        if child.returncode < 0 and wall >= timeout:
            stderr += f"\n[bench] killed after the {timeout:.0f} s timeout (--timeout)"
        raise StepFailed(step, command, child.returncode, stderr)
    # Linux reports ru_maxrss in KiB; it covers the child and its reaped descendants, the largest one.
    largest = usage.ru_maxrss * 1024 / MB
    tree = sampler.peak_kib * 1024 / MB
    return Run(wall, usage.ru_utime + usage.ru_stime, max(largest, tree), sys_s=usage.ru_stime, largest_mb=largest,
               tree_mb=tree, processes=sampler.peak_processes), stdout, stderr


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)  # the session this script started for that child
    except ProcessLookupError:
        pass


# ---------------------------------------------------------------- the code under test

def source_digest(package: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


def code_under_test(mode: str, workdir: Path, deckgen: str) -> tuple[dict[str, str], dict]:
    """Environment for the deckgen children, and what code they run.

    `snapshot` (default) copies src/deckgen once, before the first step, and puts the copy first on
    PYTHONPATH: every step of every size then runs the same code even while others edit src/ (a
    changing tree would also invalidate a build cache keyed on the code between two steps).
    `live` runs the working tree as it is at each moment.
    """
    live = REPO / "src" / "deckgen"
    if mode == "live":
        return {}, {"mode": "live", "src": str(live), "digest_start": source_digest(live)}
    problem = ""
    for attempt in range(5):  # someone may be half-way through saving a file: try again
        target = workdir / "src"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(live, target / "deckgen", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(target), os.environ.get("PYTHONPATH", "")]))}
        probe = subprocess.run([gen.deckgen_python(deckgen), "-c",
                                "import deckgen, deckgen.cli; print(deckgen.__file__)"],
                               env=dict(os.environ, **env), capture_output=True, text=True)
        if probe.returncode == 0 and probe.stdout.strip().startswith(str(target)):
            return env, {"mode": "snapshot", "src": str(target / "deckgen"),
                         "digest_start": source_digest(target / "deckgen"), "copied_from": str(live)}
        problem = probe.stderr.strip()[-2000:] or f"deckgen imported from {probe.stdout.strip()}"
        time.sleep(2)
    raise StepFailed("snapshot of src/", ["import deckgen"], 1, problem)

