"""Code in a raw text — a fenced block ("```" … "```"), two lines or more in a row indented four spaces or more, or
Python whose decorators and `def` lines stand at the margin above its indented body —
kept as code in the explanations a card shows.

`rawfile.normalise` strips every line but these, which keep their indentation (`kept`). Every reader of the text reads
its lines stripped, as it always did (`stripped`); the short and full explanations get each block back whole, as a
Markdown code block (each line indented four spaces: Python-Markdown renders it as <pre><code>), where their paragraphs
hold the block's lines as they were read (`with_code`), and stay as they are where they do not. Used by `rawfile` and
`sections`.
"""
from __future__ import annotations

import re

# Unicode line and paragraph separators (and NEL) are spaces here: a raw text's lines end with \n only.
SPACES = re.compile(r"[ \t\u0085\u00a0\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+")
SPACE_RUNS = re.compile(f"{SPACES.pattern[:-1]}(?:{SPACES.pattern}|(?<! ))")  # (SPACES but a lone " ", which it replaces by itself: 2-3x faster)
FENCE = re.compile(r"[ \t]*(?:```|~~~)[\w+.-]*[ \t]*")  # ("```", "```yaml", "~~~")
INDENT = 4  # (the indentation, in spaces, of a code line outside a fence; a tab counts as four)


# A line of YAML: a key and its colon, a value after it or not ("kind: ResourceQuota", "  hard:", "- alert: X"), or a
# list's item ("  - name: nvidia.com/gpu"); a head (a key alone) or a value of one word makes it surely code.
YAML_LINE = re.compile(r"( *)(?:- +)?(?:(?:[\w./-]+|\"[^\"\n]*\")[ \t]*:(?:[ \t]+(\S+)?.*)?|(?<=- )\S.*)")
YAML_LINES = 3  # (a run of YAML lines, one indented at least, of which two are surely code, is a block)


# A Python line that opens a definition at the margin: a decorator ("@cuda.jit", "@cuda.jit(device=True)"), a def or a class.
PY_HEAD = re.compile(r"@[A-Za-z_][\w.]*(?:\(.*\))?|(?:async[ \t]+)?def[ \t]+\w+[ \t]*\(.*\)[ \t]*(?:->[^:]+)?:|class[ \t]+\w+(?:\(.*\))?:")


def kept(lines: list[str]) -> dict[int, str]:
    """{index: the line without its end's spaces, tabs as four spaces} of each line inside a fence, and of each line
    indented INDENT spaces or more; the fences' own lines are not (a block is two such lines or more: `stripped`).
    A run of YAML lines at the margin, their keys indented two spaces ("kind: ResourceQuota" / "spec:" / "  hard:"),
    is kept too, indented INDENT spaces more (`yaml_runs`), and so is Python defined at the margin (`python_runs`)."""
    found: dict[int, str] = {**python_runs(lines), **yaml_runs(lines)}
    inside = False
    for index, line in enumerate(lines):
        line = line.rstrip().expandtabs(INDENT)
        if FENCE.fullmatch(line):
            inside = not inside
            continue
        if (inside and line or line[:INDENT] == " " * INDENT and line.strip()) and index not in found:
            found[index] = line
    return found if not inside else {}  # (a fence never closed: no code)


def yaml_runs(lines: list[str]) -> dict[int, str]:
    """{index: the line indented INDENT spaces more} of each line of a run of YAML_LINES YAML lines or more (YAML_LINE),
    one of them indented, two of them a head or a key with a value of one word: a manifest pasted at the margin."""
    found: dict[int, str] = {}
    run: list[tuple[int, str, re.Match[str]]] = []
    for index, line in enumerate([*lines, ""]):
        line = line.rstrip().expandtabs(INDENT)
        match = YAML_LINE.fullmatch(line) if ":" in line or "- " in line else None
        if match and len(line) <= 120 and (line[:1] == " " or line[:1] == "-" and ":" in line or _surely(line, match)):
            # (at the margin, a head, a key with a value of one word or a list's item: not "CANDIDATE: A minimal rule …")
            run.append((index, line, match))
            continue
        if len(run) >= YAML_LINES and any(found_line[:1] == " " for _, found_line, _ in run) \
                and sum(_surely(found_line, match) for _, found_line, match in run) >= 2:
            found.update((at, " " * INDENT + found_line) for at, found_line, _ in run)
        run = []
    return found


def python_runs(lines: list[str]) -> dict[int, str]:
    """{index: the line indented INDENT spaces more} of each line of Python defined at the margin: decorators and a `def`
    or `class` line (PY_HEAD), then the indented lines of its body up to a line at the margin ("@cuda.jit" / "def
    trim(arr):" / "    i = cuda.grid(1)"); a head with no indented line after it is prose's."""
    found: dict[int, str] = {}
    index = 0
    while index < len(lines):
        heads = index
        while heads < len(lines) and lines[heads][:1] in "@dca" and PY_HEAD.fullmatch(lines[heads].rstrip()):
            heads += 1
        body = heads
        while body < len(lines) and (_indented(lines[body]) or body > heads and not lines[body].strip()
                                     and body + 1 < len(lines) and _indented(lines[body + 1])):
            body += 1  # (a blank line inside the body, an indented line after it: "        return d" / "" / "    def __call__ …")
        if heads > index and body > heads and lines[heads - 1].rstrip()[-1:] == ":":
            found.update((at, " " * INDENT + lines[at].rstrip().expandtabs(INDENT)) for at in range(index, body) if lines[at].strip())
        index = max(body, index + 1)
    return found


def stripped(text: str) -> tuple[str, list[tuple[str, str]]]:
    """`text` (normalised: only code lines keep their indentation) with every line stripped, and its blocks: (the block
    as the explanations read it, its fences and lines one paragraph each; the block as a Markdown code block)."""
    fenced = "```" in text or "~~~" in text
    if not fenced and "\n " not in text and "\n\t" not in text and text[:1] not in (" ", "\t"):
        return text, []  # (most texts: no code, and no line to strip)
    lines = text.split("\n")
    blocks: list[tuple[str, str]] = []
    run: list[str] = []
    opened = None  # (the opening fence of the block read, if it has one)
    for at, line in enumerate([*lines, ""]):
        if run and not line.strip() and opened is None and at + 1 < len(lines) and _indented(lines[at + 1]) \
                and PY_HEAD.fullmatch(run[0].strip()):
            run.append("")  # (a blank line inside Python's definition: the lines after it keep their depth in it)
            continue
        if fenced and FENCE.fullmatch(line):
            if opened is None:
                blocks += _block(run)
                run, opened = [], line.strip()
            else:
                blocks += _block(run, (opened, line.strip()))
                run, opened = [], None
        elif opened is not None or line[:1] in (" ", "\t") and line.strip():
            run.append(line)
        else:
            blocks += _block(run)
            run = []
    return "\n".join(SPACE_RUNS.sub(" ", line).strip() for line in lines), blocks  # (the lines `rawfile.normalise`
    # kept read as it reads every other line; the others are so already)


def _indented(line: str) -> bool:
    """A line of code's body: indented, not blank."""
    return line[:1] in (" ", "\t") and bool(line.strip())


def _block(run: list[str], fences: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """[(the block as read, as a code block)] of the code lines `run`, inside `fences` or not; [] for none."""
    code = [line for line in run if line.strip()]
    if not code or not fences and len(code) < 2:
        return []  # (one indented line is no block: "with …:" / "    loss = …" of code the text runs at the margin)
    depth = min(len(line) - len(line.lstrip(" ")) for line in code)  # (the block's own indentation goes)
    plain = [SPACE_RUNS.sub(" ", line).strip() for line in code]  # (as every reader reads them)
    read = "\n\n".join([*fences[:1], *plain, *fences[1:]])
    lines = [(" " * INDENT + line[depth:]) if line.strip() else "" for line in run]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return [(read, "\n".join(lines))]


def with_code(markdown: str, blocks: list[tuple[str, str]]) -> str:
    """`markdown` with each block, where its paragraphs stand as they were read, as the block's code (its fences gone)."""
    for read, code in blocks:  # (whole paragraphs only: not the tail of one that ends with the block's first line; a
        # paragraph the explanation escaped, "\- key: dedicated" for "- key: dedicated", is still the block's line)
        paragraphs = "\n\n".join(("\\\\?" if part[:1] in "-*+#>" else "") + re.escape(part) for part in read.split("\n\n"))
        markdown = re.sub(rf"(?:^|(?<=\n\n)){paragraphs}(?=\n\n|$)", lambda _: code, markdown, count=1)
    return markdown


def _surely(line: str, match: re.Match[str]) -> bool:
    """Whether the YAML line `line` (YAML_LINE's `match`) is surely code: a key in lower case ("labels:", "- alert:") with
    no value or a value of one word ("kind: ResourceQuota"); not a note's heading ("Decision:")."""
    key, colon, value = line.lstrip(" -").partition(":")
    return bool(colon) and key[:1].islower() and (value.strip() or None) == match[2]
