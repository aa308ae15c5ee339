"""Markdown's worst shapes: 1 MiB of each is refused at once, and the worst that pass render fast.

    .venv/bin/python bench/bench_markdown.py [--before]

For each shape that makes Python-Markdown quadratic or recursive (issue 12: 8,000 `[` took 8.6 s,
150,000 `&amp;` 66 s, lists ~250 deep raised RecursionError), prints:
  1 MiB      the time to refuse a 1 MiB field of it (`markdown_problem`, what check, build and parse run)
  at limit   the largest field of that shape within the limits, its size, and the time to render it
             (`to_html`; it must also pass the check, or the line says so)
`--before` also renders a smaller field of each shape with no limit, to show the growth the limits cut
(each in a child process, given up on after 60 s). Figures only: nothing is asserted (tests/test_markup_limits.py
holds the behaviour).
"""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from deckgen.render import markup  # noqa: E402

LIMIT, NEST, LINES = markup.MAX_FIELD_CHARS, markup.MAX_NESTING, markup.MAX_BLOCK_LINES


def _fill(unit: str, size: int, separator: str = "") -> str:
    """`unit` repeated to about `size` characters."""
    return (unit * (size // len(unit) + 1))[:size - len(separator)] + separator


def _blocks(block: str, size: int) -> str:
    """Blocks of `block` separated by blank lines, up to `size` characters."""
    return ((block.rstrip("\n") + "\n\n") * (size // (len(block) + 1)))[:size].rstrip("\n")


SHAPES = {
    # shape: (1 MiB of it, the worst of it within the limits)
    "unclosed [": (lambda n: "[" * n, lambda n: _blocks("[" * NEST + "x", n)),
    "[a]( unclosed": (lambda n: _fill("[a](", n), lambda n: _blocks("[a](" * NEST + "x", n)),
    "nested [[…]]": (lambda n: _fill("[", n // 2) + "]" * (n // 2),
                     lambda n: _fill("[" * NEST + "a" + "]" * NEST + " ", n)),
    "&amp;": (lambda n: _fill("&amp;", n), lambda n: _fill("&amp;", n)),
    "escaped \\[": (lambda n: _fill("\\[", n), lambda n: _fill("\\[", n)),
    "*a emphasis": (lambda n: _fill("*a ", n), lambda n: _fill("*a ", n)),
    "`a code": (lambda n: _fill("`a ", n), lambda n: _fill("`a ", n)),
    "links": (lambda n: _fill("[a](http://x) ", n), lambda n: _fill("[a](http://x) ", n)),
    "--- rules": (lambda n: _fill("---\n", n), lambda n: _blocks("---\n" * (LINES - 1), n)),
    "setext a/=": (lambda n: _fill("a\n=\n", n), lambda n: _blocks("a\n=\n" * (LINES // 2 - 1), n)),
    "- items": (lambda n: _fill("- a\n", n), lambda n: _blocks("- a\n" * (LINES - 1), n)),
    "nested lists": (lambda n: "".join("    " * (i % 300) + "- x\n" for i in range(n // 600)),
                     lambda n: _blocks("".join("    " * i + "- x\n" for i in range(NEST)), n)),
    "> quotes": (lambda n: ">" * n + " x", lambda n: _blocks(">" * NEST + " x", n)),
    "- - - markers": (lambda n: _fill("- ", n) + "x", lambda n: _blocks("- " * NEST + "x", n)),
}


#: The inputs issue 12 measured (before the limits: 8.6 s, 66 s, RecursionError).
ISSUE = {
    "8,000 [": lambda: "[" * 8000,
    "150,000 &amp;": lambda: "&amp;" * 150_000,
    "lists 250 deep": lambda: "".join("    " * i + "- x\n" for i in range(250)),
}


def _time(function, *args) -> tuple[float, object]:
    start = time.perf_counter()
    try:
        result = function(*args)
    except Exception as error:  # (RecursionError before the limits; MarkdownTooComplex after)
        result = type(error).__name__
    return time.perf_counter() - start, result


def main() -> None:
    before = "--before" in sys.argv
    print(f"limits: {LIMIT:,} characters a field, {NEST} levels, {LINES} lines a paragraph")
    print(f"{'shape':16} {'1 MiB: refused in':>18}   {'at limit: chars':>16} {'render':>8}  check")
    worst = 0.0
    for name, (huge, within) in SHAPES.items():
        refuse_time, problem = _time(markup.markdown_problem, huge(1 << 20))
        text = within(LIMIT)
        check = markup.markdown_problem(text)
        markup.to_html("warm *up*")
        render_time, result = _time(markup.to_html, text)
        worst = max(worst, render_time)
        status = "passes" if check is None else f"refused: {check[1][:40]}"
        print(f"{name:16} {refuse_time * 1000:15.1f} ms{'' if problem else ' (NOT refused)'}   "
              f"{len(text):16,} {render_time:7.3f}s  {status}{'' if isinstance(result, str) and check else ''}")
    print(f"worst render within the limits: {worst:.3f} s")
    print("\nthe issue's inputs, now:")
    for name, make in ISSUE.items():
        text = make()
        took, result = _time(lambda t: markup.markdown_problem(t) or markup.to_html(t), text)
        print(f"  {name:16} {took * 1000:8.1f} ms  {result[1] if isinstance(result, tuple) else result}")
    if before:
        print("\nwithout limits (the converter alone, in a child process, 60 s at most):")
        jobs = [(f"{name} ×8,000 chars", f"b.SHAPES[{name!r}][0](8000)") for name in SHAPES]
        jobs += [(name, f"b.ISSUE[{name!r}]()") for name in ISSUE]
        for label, make in jobs:
            print(f"  {label:28} {_unlimited(make)}", flush=True)


def _unlimited(make: str) -> str:
    """Time Python-Markdown (our converter, no limits) on the text `make` builds, in a child."""
    code = ("import sys,time;sys.path[:0]=['src','bench'];sys.setrecursionlimit(1000)\n"
            "from deckgen.render import markup\nimport bench_markdown as b\n"
            f"t={make};c=markup._converter();s=time.perf_counter()\n"
            "try: c.reset();c.convert(t);r='ok'\nexcept RecursionError: r='RecursionError'\n"
            "print(f'{time.perf_counter()-s:.2f} s {r}')")
    try:
        return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                              cwd=Path(__file__).resolve().parent.parent).stdout.strip()
    except subprocess.TimeoutExpired:
        return "> 60 s (given up)"

if __name__ == "__main__":
    main()
