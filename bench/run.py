"""Speed and memory figures for deckgen at 1,000 and 10,000 questions.

    python bench/run.py [--sizes 1000,10000] [--repeat R] [--json PATH] [--keep] [--profile]

For each size N, in a fresh temporary project (bench/gen.py writes N synthetic raw texts):

  parse          `deckgen parse` from raw texts only (no YAML yet), in a fresh copy of the project
  cold build     `deckgen build` on the project exactly as `parse` left it: no build/, no lock,
                 no cache (anything a build added is removed first; XDG_CACHE_HOME points inside
                 the project)
  no-op rebuild  `deckgen build` again, nothing changed
  one changed    `deckgen build` after appending a word to one rationale in one question's YAML
  genanki floor  the same number of notes (10 fields, sizes like the rendered ones) written by
                 genanki alone (`Package.write_to_file`), timed in this process

Each step runs `deckgen` (the venv's) as a child process, cwd = the project, on a copy of
src/deckgen taken at the start (`--src live` for the working tree), so that others editing src/
meanwhile change neither the code measured nor a cache keyed on it. Wall time is measured around
the child; CPU time (child and workers) and the largest single process's peak RSS come from
`os.wait4` on it; and the summed PSS of the child and all its descendants (worker pools) is sampled
every 50 ms. "peak MB" is the larger of the two, compared with the budget. Times are medians over
--repeat runs (default 3 below 10,000 questions, 1 from 10,000); memory is the largest of the runs.
`--profile` adds, at the largest size, one cold `deckgen parse` and one cold `deckgen build` under
cProfile, run serially so the profile sees the work a worker pool would otherwise hide.

The figures are reported, not asserted: the exit status is 0 unless a step fails (then its
stderr is printed and the status is 1). MB here is 10^6 bytes. Needs the venv's Python
(for genanki); run with another Python it re-executes itself with <repo>/.venv/bin/python.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
VENV_PYTHON = REPO / ".venv" / "bin" / "python"

try:
    import genanki
except ImportError:  # not the venv: re-run under it (genanki is pinned there)
    if VENV_PYTHON.is_file() and Path(sys.prefix).resolve() != VENV_PYTHON.parent.parent.resolve():
        os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), str(Path(__file__).resolve()), *sys.argv[1:]])
    sys.exit("genanki is not importable; run with the project's venv Python (make deck creates it)")

sys.path.insert(0, str(HERE))
import gen  # noqa: E402  (bench/gen.py, beside this file)

DECK = Path("cards") / "bench"
MB = 1_000_000
RSS_TARGET_MB = 400
# step -> (time target in seconds, the sizes it applies to: None = every size)
TARGETS: dict[str, tuple[float, int | None]] = {
    "parse": (8.0, 10_000),
    "cold build": (10.0, 10_000),
    "no-op rebuild": (1.0, None),
    "one changed": (1.5, None),
}
STEPS = ("parse", "cold build", "no-op rebuild", "one changed")


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


# ---------------------------------------------------------------- running one child, measured

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
    return Run(wall, usage.ru_utime + usage.ru_stime, max(largest, tree), largest_mb=largest, tree_mb=tree,
               processes=sampler.peak_processes), stdout, stderr


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)  # the session this script started for that child
    except ProcessLookupError:
        pass


# ---------------------------------------------------------------- project state between steps

def snapshot(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


def reset_to(root: Path, keep: set[str]) -> None:
    """Remove every file and folder under root that is not in `keep` (and build/ always)."""
    shutil.rmtree(root / "build", ignore_errors=True)
    for path in sorted(root.rglob("*"), key=lambda p: len(p.parts), reverse=True):
        if str(path.relative_to(root)) in keep:
            continue
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)


RATIONALE_ENTRY = re.compile(r"^(?P<indent>\s+)(?P<letter>[A-H]):(?P<value>.*)$")


def edit_rationale(path: Path, tag: str) -> bool:
    """Append a word to the first rationale in a question YAML, changing only that text."""
    lines = path.read_text("utf-8").split("\n")
    try:
        start = next(i for i, line in enumerate(lines) if re.match(r"^rationales:\s*$", line))
    except StopIteration:
        return False
    match = RATIONALE_ENTRY.match(lines[start + 1]) if start + 1 < len(lines) else None
    if not match:
        return False
    word = f"bench-edit-{tag}"
    value = match["value"].strip()
    if value[:1] in "|>":  # block scalar: its first content line
        lines[start + 2] = lines[start + 2].rstrip() + " " + word
    elif value[:1] in "'\"" and len(value) > 1 and value.endswith(value[0]):
        lines[start + 1] = lines[start + 1].rstrip()[:-1] + " " + word + value[0]
    elif value and value[:1] not in "'\"":
        lines[start + 1] = lines[start + 1].rstrip() + " " + word
    else:
        return False
    path.write_text("\n".join(lines), "utf-8")
    return True


LOCK_CHANGES = re.compile(r"lock: (\d+) changes?")


def lock_changes(stdout: str) -> int:
    return sum(int(m[1]) for m in LOCK_CHANGES.finditer(stdout))


# ---------------------------------------------------------------- the genanki floor

FLOOR_FIELDS = ["Question", "Options", "Answer", "AnswerText", "ShortExplanation", "Infographic",
                "FullExplanation", "Rationales", "Source", "ID"]


def _p(text: str) -> str:
    return f"<p>{text}</p>"


def floor_fields(n: int, seed: int) -> list[list[str]]:
    """Note fields shaped like the rendered ones, from the same synthetic questions."""
    notes = []
    for index in range(n):
        item = gen.generate_one(index, seed)
        parts = item.parts
        options = parts["options"]
        notes.append([
            _p(parts["stem"]),
            ('<ol class="dg-option-list">' + "".join(
                f'<li class="dg-option" data-letter="{k}"><span class="dg-letter">{k}</span>'
                f'<div class="dg-option-text">{v}</div></li>' for k, v in options.items()) + "</ol>")
            if options else "",
            f'<span class="dg-letter">{item.answer[0]}</span>',
            _p(parts["answer_text"]),
            _p(parts["short"]),
            f'<img src="deckgen-{item.id}.svg" alt="{parts["stem"][-120:]}">',
            "\n".join(_p(x) for x in parts["full"]),
            '<ul class="dg-rationales">' + "".join(
                f'<li class="dg-rationale"><span class="dg-letter">{k}</span>'
                f'<div class="dg-rationale-text">{_p(v)}</div></li>' for k, v in parts["rationales"].items())
            + "</ul>",
            f"raw/{item.file_name}",
            item.id,
        ])
    return notes


def floor_once(fields: list[list[str]], workdir: Path) -> float:
    """Seconds for genanki alone to write these notes: Model, Notes, Deck, Package.write_to_file."""
    old_tempdir = tempfile.tempdir
    tempfile.tempdir = str(workdir)  # genanki leaves its temporary database behind; keep it here
    try:
        started = time.perf_counter()
        model = genanki.Model(
            1_607_392_319, "bench floor", fields=[{"name": name} for name in FLOOR_FIELDS],
            templates=[{"name": "Card 1", "qfmt": "{{Question}}<br>{{Options}}",
                        "afmt": "{{FrontSide}}<hr id=answer>" + "".join(f"{{{{{f}}}}}" for f in FLOOR_FIELDS[2:])}],
            css=".card { font-family: sans-serif; }")
        deck = genanki.Deck(2_059_400_110, "Bench floor")
        for values in fields:
            deck.add_note(genanki.Note(model=model, fields=values, guid=genanki.guid_for("bench", values[-1])))
        genanki.Package(deck).write_to_file(str(workdir / "floor.apkg"))
        return time.perf_counter() - started
    finally:
        tempfile.tempdir = old_tempdir


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


# ---------------------------------------------------------------- one size

def bench_size(n: int, repeat: int, args: argparse.Namespace, deckgen: str, code_env: dict[str, str],
               say) -> dict:
    root = Path(tempfile.mkdtemp(prefix=f"deckgen-bench-{n}-"))
    project, logs = root / "project", root / "logs"
    logs.mkdir()
    result: dict = {"n": n, "repeat": repeat, "dir": str(root), "steps": {}}
    env = dict(os.environ, XDG_CACHE_HOME=str(project / ".cache"), **code_env)
    env.pop("SOURCE_DATE_EPOCH", None)
    steps = {name: Step(name) for name in STEPS}
    try:
        started = time.perf_counter()
        gen.generate(n, project, args.seed)
        result["generate_s"] = time.perf_counter() - started
        raw_state = snapshot(project)
        say(f"  generated {n} texts in {result['generate_s']:.1f} s ({root})")

        def step(name: str, index: int, command: list[str]) -> tuple[Run, str, str]:
            run, out, err = measured(command, project, env, name, args.timeout,
                                     logs / f"{name.replace(' ', '-')}-{index}")
            steps[name].runs.append(run)
            say(f"  {name:14} run {index + 1}: {run.wall_s:7.2f} s  cpu {run.cpu_s:6.2f} s  "
                f"peak {run.rss_mb:5.0f} MB (largest process {run.largest_mb:.0f} MB, "
                f"all {run.processes} processes {run.tree_mb:.0f} MB)")
            return run, out, err

        pristine = root / "pristine"
        shutil.copytree(project, pristine, symlinks=True)
        for index in range(repeat):
            # Each run parses into a fresh copy of the project: re-creating 10,000 files in a folder
            # just emptied of them is slow on this file system (ext4 keeps the folder's size), and
            # that is no part of what `parse` costs in a project.
            shutil.rmtree(project)
            shutil.copytree(pristine, project, symlinks=True)
            _, _, err = step("parse", index, [deckgen, "parse"])
        result["parse_check"] = parse_check(n, args.seed, project, err)
        parsed_state = snapshot(project)

        for index in range(repeat):
            reset_to(project, parsed_state)
            step("cold build", index, [deckgen, "build"])
        for index in range(repeat):
            run, out, _ = step("no-op rebuild", index, [deckgen, "build"])
            run.note = f"lock changes {lock_changes(out)}"
        yamls = sorted((project / DECK).glob("*.yaml"))
        yamls = [p for p in yamls if p.name != "deck.yaml"]
        for index in range(repeat):
            target = yamls[(n // 2 + 97 * index) % len(yamls)]
            for candidate in [target, *yamls]:
                if edit_rationale(candidate, str(index)):
                    target = candidate
                    break
            else:
                raise StepFailed("one changed", ["edit a rationale"], 1, "no question YAML with a rationale to edit")
            run, out, _ = step("one changed", index, [deckgen, "build"])
            run.note = f"lock changes {lock_changes(out)}"
            run.edited = target.name

        fields = floor_fields(n, args.seed)
        floor = Step("genanki floor")
        for index in range(max(repeat, 3)):  # cheap, and noisy on a shared machine: always a median
            work = root / f"floor-{index}"
            work.mkdir()
            seconds = floor_once(fields, work)
            floor.runs.append(Run(seconds, seconds, 0.0))
            shutil.rmtree(work, ignore_errors=True)
            say(f"  {'genanki floor':14} run {index + 1}: {seconds:7.2f} s (in-process)")
        del fields

        for name, item in steps.items():
            target, applies = TARGETS[name]
            applicable = applies is None or applies == n
            result["steps"][name] = {
                "median_s": item.median_s, "peak_rss_mb": item.peak_rss_mb,
                "target_s": target if applicable else None,
                "time_met": (item.median_s <= target) if applicable else None,
                "rss_target_mb": RSS_TARGET_MB, "rss_met": item.peak_rss_mb <= RSS_TARGET_MB,
                "largest_process_mb": max(r.largest_mb for r in item.runs),
                "process_tree_mb": max(r.tree_mb for r in item.runs),
                "processes": max(r.processes for r in item.runs),
                "runs": [asdict(r) for r in item.runs]}
        result["floor"] = {"median_s": floor.median_s, "runs": [r.wall_s for r in floor.runs]}
        result["cold_over_floor"] = steps["cold build"].median_s / floor.median_s

        if args.profile and n == max(args.sizes):
            result["profiles"] = []
            for command, state in (("parse", raw_state), ("build", parsed_state)):
                reset_to(project, state)
                say(f"  profiling a cold `deckgen {command}` (serial, under cProfile)")
                result["profiles"].append(profile_command(command, project, env, deckgen, logs, args.timeout,
                                                          args.profile_lines))
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    return result


ANSWER_LINE = re.compile(r"^answer: *\[(?P<letters>[^\]]*)\]", re.M)


def parse_check(n: int, seed: int, project: Path, stderr: str) -> dict:
    """Did parse find the intended answer of every generated text? (A miss is a parser bug.)"""
    mismatches = []
    for index in range(n):
        item = gen.generate_one(index, seed)
        path = project / DECK / f"{item.id}.yaml"
        match = ANSWER_LINE.search(path.read_text("utf-8")) if path.exists() else None
        got = [x.strip() for x in match["letters"].split(",") if x.strip()] if match else None
        if got != list(item.answer):
            mismatches.append({"file": item.file_name, "got": got, "expected": list(item.answer),
                               "style": item.analysis_style, "options_listed": item.listed_options})
    warnings = [line for line in stderr.splitlines() if "(warning)" in line]
    return {"intended": n - len(mismatches), "of": n, "mismatches": mismatches[:20],
            "mismatch_count": len(mismatches), "warnings": len(warnings), "warning_examples": warnings[:5]}


PROFILE_DRIVER = """
import cProfile, sys
try:  # a worker pool would hide the work from the profile: render serially
    import deckgen.package.incremental as incremental
    incremental.PARALLEL_FROM = float("inf")
except (ImportError, AttributeError):
    pass
from deckgen.cli import main
sys.argv = ["deckgen", %r]
cProfile.run("main()", %r)
"""


def profile_command(command: str, project: Path, env: dict[str, str], deckgen: str, logs: Path,
                    timeout: float, lines: int) -> dict:
    """`deckgen <command>` once under cProfile, serial (no worker processes); the top entries."""
    import io
    import pstats
    prof = logs / f"{command}.prof"
    run, _, _ = measured([gen.deckgen_python(deckgen), "-c", PROFILE_DRIVER % (command, str(prof))],
                         project, env, f"profiled {command}", timeout, logs / f"profile-{command}")
    tops = {}
    for order in ("cumulative", "tottime"):
        text = io.StringIO()
        pstats.Stats(str(prof), stream=text).strip_dirs().sort_stats(order).print_stats(lines)
        kept = [line for line in text.getvalue().splitlines()
                if line.strip() and not line.lstrip().startswith(("Ordered by", "List reduced"))
                and not line.startswith(str(prof)) and str(prof) not in line]
        tops[order] = "\n".join(kept)
    return {"command": command, "wall_s": run.wall_s, "lines": lines, "prof": str(prof),
            "top_cumulative": tops["cumulative"], "top_tottime": tops["tottime"]}


# ---------------------------------------------------------------- report

def mark(met: bool | None) -> str:
    return "-" if met is None else ("met" if met else "MISSED")


def table(result: dict) -> str:
    n = result["n"]
    rows = [("step", "time s", "target", "", "cpu s", "peak MB", "target", "", "runs / notes")]
    for name, figures in result["steps"].items():
        runs = figures["runs"]
        spread = f"{len(runs)} runs {min(r['wall_s'] for r in runs):.2f}-{max(r['wall_s'] for r in runs):.2f}" \
            if len(runs) > 1 else "1 run"
        notes = "/".join(r["note"].removeprefix("lock changes ") for r in runs if r["note"])
        notes = f"lock changes {notes}" if notes else ""
        if figures["processes"] > 1:
            notes = (f"{figures['processes']} processes: largest {figures['largest_process_mb']:.0f} MB, "
                     f"all {figures['process_tree_mb']:.0f} MB" + (f"; {notes}" if notes else ""))
        target = f"≤ {figures['target_s']:g}" if figures["target_s"] is not None \
            else f"(≤ {TARGETS[name][0]:g} @ {TARGETS[name][1]:,})"
        rows.append((name, f"{figures['median_s']:.2f}", target, mark(figures["time_met"]),
                     f"{statistics.median(r['cpu_s'] for r in runs):.2f}", f"{figures['peak_rss_mb']:.0f}",
                     f"≤ {RSS_TARGET_MB}", mark(figures["rss_met"]), spread + (f"; {notes}" if notes else "")))
    rows.append(("genanki floor", f"{result['floor']['median_s']:.2f}", "", "", "", "", "", "",
                 f"{len(result['floor']['runs'])} runs {min(result['floor']['runs']):.2f}-{max(result['floor']['runs']):.2f}, in-process"))
    rows.append(("cold / floor", f"{result['cold_over_floor']:.1f}x", "", "", "", "", "", "", ""))
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    lines = [f"N = {n:,}  (repeat {result['repeat']}; generate {result['generate_s']:.1f} s)"]
    for index, row in enumerate(rows):
        lines.append("  ".join(str(cell).ljust(width) if i in (0, 2, 3, 6, 7, 8) else str(cell).rjust(width)
                               for i, (cell, width) in enumerate(zip(row, widths))).rstrip())
        if index == 0:
            lines.append("  ".join("-" * w for w in widths))
    check = result["parse_check"]
    lines.append(f"parse check: {check['intended']}/{check['of']} answers as intended, "
                 f"{check['warnings']} warnings")
    for miss in check["mismatches"][:5]:
        lines.append(f"  {miss['file']}: answer {miss['got']}, expected {miss['expected']} "
                     f"(analysis {miss['style']}, options listed {miss['options_listed']})")
    for warning in check["warning_examples"]:
        lines.append(f"  {warning}")
    return "\n".join(lines)


def machine() -> dict:
    revision = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--", "src"],
                           capture_output=True, text=True).stdout.strip()
    return {"python": platform.python_version(), "cpus": os.cpu_count(), "platform": platform.platform(),
            "genanki": getattr(genanki, "__version__", "?"), "git": revision + ("+dirty src" if dirty else ""),
            "loadavg_start": os.getloadavg()}


def sizes(text: str) -> list[int]:
    try:
        values = [int(part.replace("_", "")) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"sizes are whole numbers separated by commas, not {text!r}") from None
    if not values or any(v < 1 or v > 99_999 for v in values):
        raise argparse.ArgumentTypeError("each size must be between 1 and 99,999")
    return values


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 2)[2])
    parser.add_argument("--sizes", type=sizes, default=[1000, 10000], help="comma-separated (default 1000,10000)")
    parser.add_argument("--repeat", type=int, default=None,
                        help="runs per step, median reported (default 3 below 10,000 questions, else 1)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--seed", type=int, default=0, help="seed for the synthetic texts")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds before a step is killed (default 1800)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary projects and logs")
    parser.add_argument("--profile", action="store_true",
                        help="after the largest size, one cold parse and one cold build under cProfile, serially")
    parser.add_argument("--profile-lines", type=int, default=15, help="entries of the profile to show (default 15)")
    parser.add_argument("--src", choices=("snapshot", "live"), default="snapshot",
                        help="run a copy of src/deckgen taken at the start (default), or the live tree")
    parser.add_argument("--deckgen", help="the deckgen command (default: the venv's)")
    parser.add_argument("-q", "--quiet", action="store_true", help="only the tables")
    args = parser.parse_args(argv)
    deckgen = args.deckgen or gen.find_deckgen()

    def say(text: str) -> None:
        if not args.quiet:
            print(text, file=sys.stderr, flush=True)

    report = {"machine": machine(), "deckgen": deckgen, "results": []}
    code_dir = Path(tempfile.mkdtemp(prefix="deckgen-bench-code-"))
    status = 0
    try:
        code_env, report["code"] = code_under_test(args.src, code_dir, deckgen)
    except StepFailed as err:
        print(f"{err}\n{err.stderr}", file=sys.stderr)
        return 1
    print(f"deckgen {report['machine']['git']}, src {report['code']['digest_start']} ({args.src}); "
          f"{report['machine']['cpus']} CPUs, load {report['machine']['loadavg_start'][0]:.2f} at start\n", flush=True)
    for n in args.sizes:
        repeat = args.repeat or (3 if n < 10_000 else 1)
        say(f"N = {n:,}:")
        try:
            result = bench_size(n, repeat, args, deckgen, code_env, say)
        except StepFailed as err:
            print(f"\n{err}\n--- stderr (last 200 lines) ---", file=sys.stderr)
            print("\n".join(err.stderr.splitlines()[-200:]), file=sys.stderr)
            report["results"].append({"n": n, "failed": str(err), "stderr_tail": err.stderr[-5000:]})
            status = 1
            break
        report["results"].append(result)
        print(table(result) + "\n", flush=True)
        for profile in result.get("profiles", ()):
            print(f"profile of one serial cold `deckgen {profile['command']}` at N = {n:,} "
                  f"({profile['wall_s']:.1f} s under cProfile), top {profile['lines']} by cumulative time:\n"
                  f"{profile['top_cumulative']}\n\ntop {profile['lines']} by own time:\n"
                  f"{profile['top_tottime']}\n", flush=True)
    report["machine"]["loadavg_end"] = os.getloadavg()
    report["code"]["digest_live_end"] = source_digest(REPO / "src" / "deckgen")
    if report["code"]["digest_live_end"] != report["code"]["digest_start"]:
        print(f"note: src/deckgen changed during the run (now {report['code']['digest_live_end']}); "
              + ("the figures are for the snapshot taken at the start." if args.src == "snapshot"
                 else "with --src live, steps may have run different code."), flush=True)
    if not args.keep:
        shutil.rmtree(code_dir, ignore_errors=True)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2) + "\n", "utf-8")
    return status


if __name__ == "__main__":
    sys.exit(main())
