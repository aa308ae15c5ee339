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
# The parts, beside this file: targets.py (what is measured and its targets), measure.py (one child
# run, measured; the code under test), steps.py (one size, step by step), floor.py (the genanki
# floor), report.py (the table), gen.py and words.py (the synthetic project).
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/'s modules, beside this file
from targets import REPO  # noqa: E402  (standard library only: safe before the genanki check)

VENV_PYTHON = REPO / ".venv" / "bin" / "python"

# Before anything imports genanki (floor, report): not the venv? Re-run under it (genanki is pinned there).
try:
    import genanki  # noqa: F401
except ImportError:
    if VENV_PYTHON.is_file() and Path(sys.prefix).resolve() != VENV_PYTHON.parent.parent.resolve():
        os.execv(str(VENV_PYTHON), [str(VENV_PYTHON), str(Path(__file__).resolve()), *sys.argv[1:]])
    sys.exit("genanki is not importable; run with the project's venv Python (make deck creates it)")

import gen  # noqa: E402
from measure import StepFailed, code_under_test, source_digest  # noqa: E402
from report import machine, table  # noqa: E402
from steps import bench_size  # noqa: E402


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
    leftovers: list[Path] = []  # each size's projects: deleted at the end, not between sizes
    try:
        for n in args.sizes:
            repeat = args.repeat or (3 if n < 10_000 else 1)
            say(f"N = {n:,}:")
            try:
                result = bench_size(n, repeat, args, deckgen, code_env, say, leftovers)
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
    finally:  # (also on ^C)
        if not args.keep:
            for folder in leftovers:
                shutil.rmtree(folder, ignore_errors=True)
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
