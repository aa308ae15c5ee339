"""One benchmark size: generate, parse, cold build, no-op rebuild, one changed, the floor, profiles.

`bench_size` returns the figures of one size as a dict (what report.table prints and --json keeps).
Between steps the project is put back into a known state (`snapshot`, `reset_to`); `parse_check`
says whether parse found the intended answer of every generated text.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import tempfile
import time
from dataclasses import asdict
from pathlib import Path

import gen
from floor import floor_fields, floor_once
from measure import Run, Step, StepFailed, measured
from targets import DECK, RSS_TARGET_MB, STEPS, TARGETS


def bench_size(n: int, repeat: int, args: argparse.Namespace, deckgen: str, code_env: dict[str, str],
               say, leftovers: list[Path]) -> dict:
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
            say(f"  {name:14} run {index + 1}: {run.wall_s:7.2f} s  cpu {run.cpu_s:6.2f} s "
                f"(sys {run.sys_s:5.2f})  "
                f"peak {run.rss_mb:5.0f} MB (largest process {run.largest_mb:.0f} MB, "
                f"all {run.processes} processes {run.tree_mb:.0f} MB)")
            return run, out, err

        # Each run parses its own copy of the project, all made before the first run, and no file is
        # deleted until every size has run (run.py removes them): ext4 does not hand out again, for
        # 5-10 minutes, an inode whose file was deleted (`recently_deleted` in its inode allocator), and
        # creating 10,000 card files soon after deleting 20,000 files cost 3-5 s of kernel time scanning
        # past them (perf: recently_deleted, find_inode_bit) - a cost of the benchmark's own clean-up,
        # not of `parse`. The copies are written out (sync) before the clock starts, for the same reason.
        copies = [root / f"parse-{index}" for index in range(repeat)]
        for copy in copies:
            shutil.copytree(project, copy, symlinks=True)
        os.sync()
        for index, copy in enumerate(copies):
            project = copy  # (`step` runs in `project`)
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
        leftovers.append(root)  # removed by the caller once every size has run (see the parse runs)
    return result


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


def parse_check(n: int, seed: int, project: Path, stderr: str) -> dict:
    """Did parse find the intended answer of every generated text? (A miss is a parser bug.)"""
    mismatches = []
    for index in range(n):
        item = gen.generate_one(index, seed)
        path = project / DECK / f"{item.id}.yaml"
        match = gen.ANSWER_LINE.search(path.read_text("utf-8")) if path.exists() else None
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

