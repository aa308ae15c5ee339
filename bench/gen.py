"""Synthetic deckgen projects for benchmarks: N raw question texts in the seed format.

    python bench/gen.py N OUT [--seed S] [--check]

writes OUT/cards/bench/deck.yaml and OUT/cards/bench/raw/<NNNNN>_<16-hex id>.txt. Texts are
random words from a fixed vocabulary (bench/words.py), in exactly the layout of the three seeds in
cards/gpu-infra/raw/ (stem; sometimes listed options; the four section markers; the short
explanation; full-explanation paragraphs, sometimes with a run-in numbered list or an "In contrast, …"
paragraph; the run-in analysis of the wrong options in one of the three phrasings). The same
(index, seed) always gives the same text, and question i is the same whatever N is.

Only the standard library is used, so any Python 3.11 runs it. `--check` runs the venv's
`deckgen parse` on the generated project and compares each YAML's `answer:` with the intended one.
"""
from __future__ import annotations

import argparse
import hashlib
import random
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from words import ENUM_LEADS, PHRASE_OPENERS, QUESTION_OPENERS, Words

DECK_YAML = """\
# Synthetic benchmark deck written by bench/gen.py.
id: bench
name: Bench
description: |
  Synthetic questions for timing deckgen.
tags: [bench]
version: 1.0.0
"""

LETTERS = "ABCDEFGH"


@dataclass
class Generated:
    """One synthetic question: its raw text and what a correct parse must find."""

    index: int
    id: str
    text: str
    answer: tuple[str, ...]
    letters: tuple[str, ...]
    listed_options: bool
    analysis_style: str
    parts: dict[str, object] = field(default_factory=dict)
    """Raw pieces (stem, options, short, full, rationales), e.g. to size benchmark fields."""

    @property
    def file_name(self) -> str:
        return f"{self.index:05d}_{self.id}.txt"


def question_id(index: int) -> str:
    """The question id, from the index alone (not the seed)."""
    return hashlib.sha256(f"deckgen-bench:{index}".encode()).hexdigest()[:16]


def generate_one(index: int, seed: int = 0) -> Generated:
    """Question `index` of the synthetic deck for `seed`."""
    rng = random.Random(f"deckgen-bench:{seed}:{index}")
    w = Words(rng)
    size = rng.choice((0.5, 1, 1, 1, 1.5, 2, 3))  # a few long texts among mostly seed-sized ones

    # Stem and options.
    listed = rng.random() < 0.4
    count = rng.choice((4, 4, 4, 5)) if listed else 4
    letters = tuple(LETTERS[:count])
    # Without listed options the analysis must name a letter after the answer, or the answer
    # cannot be told from the text (the seeds' answers are C, B, B of A-D): never the last letter.
    answer = rng.choice(letters if listed else letters[:-1])
    wrong = [letter for letter in letters if letter != answer]
    stem = w.sentences(0, 2 if size < 2 else 4)
    question = f"{rng.choice(QUESTION_OPENERS)} {' '.join(w.clause(6, 18))}?"
    stem_lines = [f"{stem} {question}".strip()]
    # Listed options may be long; unlisted ones are only named in the analysis ("Data preprocessing
    # (A) is …"), where the seeds use short names.
    options = {letter: w.title(1, 5) + (" " + " ".join(w.clause(3, 8)) if listed and rng.random() < 0.4 else "")
               for letter in letters}
    if listed:
        style = rng.choice(("{l}. {t}", "{l}) {t}", "({l}) {t}"))
        stem_lines += [style.format(l=letter, t=text) for letter, text in options.items()]

    # Short explanation.
    short = w.sentences(max(1, int(2 * size)), max(2, int(7 * size)))
    if rng.random() < 0.6:
        short = f"{rng.choice(PHRASE_OPENERS)} {short[:1].lower()}{short[1:]}"

    # Full explanation: the answer sentence first, then paragraphs.
    answer_name = options[answer]
    first = f"{answer_name} {rng.choice(('is', 'remains', 'provides'))} {' '.join(w.clause(6, 16))}."
    paragraphs = [first + " " + w.sentences(0, int(2 * size))]
    if rng.random() < 0.45:
        items = []
        for _ in range(rng.randint(3, 6)):
            items.append(f"{w.title(1, 3)}: {w.sentence(6, 20)}")
        lead = f"{w.sentence(6, 14)[:-1]} {rng.choice(ENUM_LEADS)}"
        enumeration = lead + " " + " ".join(f"{n}. {item}" for n, item in enumerate(items, 1))
        if rng.random() < 0.5:
            paragraphs[0] += " " + enumeration
        else:
            paragraphs.append(enumeration)
    for _ in range(rng.randint(0, max(1, int(2 * size)))):
        paragraphs.append(w.sentences(2, max(3, int(6 * size))))
    if rng.random() < 0.35:
        subject = w.noun_phrase(rng.randint(1, 2))
        paragraphs.append(f"In contrast, {subject} {rng.choice(('is', 'requires', 'has'))} "
                          f"{' '.join(w.clause(6, 16))}. {w.sentences(1, 3)}")

    # The analysis of the wrong options.
    style = rng.choice(("analyze", "review", "contrast"))
    rationales: dict[str, str] = {}
    bullets = []
    if style == "analyze":
        intro = rng.choice(("Let's analyze the incorrect options:", "Let’s analyze the incorrect options:"))
        for letter in wrong:
            reason = w.reason()
            rationales[letter] = reason
            bullets.append(f"- {letter} is incorrect because {reason}")
    elif style == "review":
        intro = rng.choice(("Let’s review the incorrect options:", "Let's review the incorrect options:"))
        for letter in wrong:
            reason = w.reason()
            reason = reason[:1].upper() + reason[1:]
            rationales[letter] = reason
            bullets.append(f"- Option {letter}: {reason}")
    else:
        intro = "In contrast:"
        pending = list(wrong)
        while pending:
            verb = rng.choice(("is", "only", "usually", "rarely"))
            if len(pending) >= 2 and rng.random() < 0.35:
                a, b = pending[:2]
                pending = pending[2:]
                reason = w.reason()
                text = (f"{options[a][:1].upper()}{options[a][1:]} ({a}) and "
                        f"{options[b][:1].lower()}{options[b][1:]} ({b}) {verb} {reason}")
                rationales[a] = rationales[b] = reason
            else:
                a = pending.pop(0)
                reason = w.reason()
                text = f"{options[a]} ({a}) {verb} {reason}"
                rationales[a] = reason
            bullets.append(f"- {text}")
    analysis = intro + " " + " ".join(bullets)
    if rng.random() < 0.3:
        paragraphs[-1] += " " + analysis  # run into the last paragraph, as in seed 000
    else:
        paragraphs.append(analysis)

    text = "\n".join([
        *stem_lines,
        "Select an answer to reveal the explanation.",
        "Short Explanation and Infographic",
        short,
        "Full explanation below image",
        "Full Explanation",
        *paragraphs,
    ])
    parts = {"stem": stem_lines[0], "options": options if listed else {}, "answer": (answer,),
             "answer_text": first, "short": short, "full": paragraphs[:-1] if paragraphs[-1] == analysis
             else paragraphs, "rationales": rationales}
    return Generated(index, question_id(index), text, (answer,), letters, listed, style, parts)


def generate(n: int, out: Path, seed: int = 0) -> None:
    """Write a project with `n` synthetic raw texts to `out` (cards/bench/deck.yaml + raw/)."""
    deck = Path(out) / "cards" / "bench"
    raw = deck / "raw"
    raw.mkdir(parents=True, exist_ok=True)
    (deck / "deck.yaml").write_text(DECK_YAML, encoding="utf-8")
    for index in range(n):
        item = generate_one(index, seed)
        (raw / item.file_name).write_text(item.text + "\n", encoding="utf-8")


ANSWER_LINE = re.compile(r"^answer: *\[(?P<letters>[^\]]*)\]", re.M)


def check(n: int, out: Path, seed: int = 0, deckgen: str | None = None) -> list[str]:
    """Run `deckgen parse` on a generated project; one message per text parsed wrongly."""
    deckgen = deckgen or find_deckgen()
    run = subprocess.run([deckgen, "parse"], cwd=out, capture_output=True, text=True)
    problems = [f"deckgen parse exited {run.returncode}: {run.stderr.strip()[-2000:]}"] if run.returncode else []
    problems += [f"warning: {line}" for line in run.stderr.splitlines() if line.endswith("(warning)")]
    if not run.returncode:  # what parse wrote must also pass `deckgen check`
        run = subprocess.run([deckgen, "check"], cwd=out, capture_output=True, text=True)
        problems += [f"deckgen check: {line}" for line in run.stderr.splitlines()] if run.returncode else []
    deck = Path(out) / "cards" / "bench"
    for index in range(n):
        item = generate_one(index, seed)
        path = deck / f"{item.id}.yaml"
        if not path.exists():
            problems.append(f"{item.file_name}: no YAML written")
            continue
        match = ANSWER_LINE.search(path.read_text("utf-8"))
        got = tuple(x.strip() for x in match["letters"].split(",") if x.strip()) if match else ()
        if got != item.answer:
            problems.append(f"{item.file_name}: answer {list(got)}, expected {list(item.answer)} "
                            f"(analysis '{item.analysis_style}', options listed: {item.listed_options})")
    return problems


def find_deckgen() -> str:
    """The project's venv `deckgen` (next to this Python, or in <repo>/.venv), else PATH's."""
    for candidate in (Path(sys.executable).parent / "deckgen",
                      Path(__file__).resolve().parent.parent / ".venv" / "bin" / "deckgen"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which("deckgen")
    if not found:
        sys.exit("cannot find the deckgen command; create the venv (make deck) or put it on PATH")
    return found


def deckgen_python(deckgen: str) -> str:
    """The Python that runs a `deckgen` console script (from its #! line), else this one."""
    try:
        with open(deckgen, "rb") as handle:
            first = handle.readline().decode("utf-8", "replace").strip()
    except OSError:
        return sys.executable
    interpreter = first[2:].strip().split()[0] if first.startswith("#!") and len(first) > 2 else ""
    return interpreter if interpreter and Path(interpreter).is_file() and "env" not in Path(interpreter).name \
        else sys.executable


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("n", type=int, help="number of raw texts")
    parser.add_argument("out", type=Path, help="project folder to create (cards/bench/ inside)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--check", action="store_true",
                        help="then run `deckgen parse` there and compare every answer with the intended one")
    args = parser.parse_args(argv)
    if args.n < 0 or args.n > 99999:
        parser.error("N must be between 0 and 99999")
    generate(args.n, args.out, args.seed)
    print(f"wrote {args.n} raw texts to {args.out / 'cards' / 'bench' / 'raw'}")
    if args.check:
        problems = check(args.n, args.out, args.seed)
        for problem in problems[:50]:
            print(problem)
        print(f"check: {args.n - sum(1 for p in problems if p.endswith(')'))}/{args.n} answers as intended, "
              f"{len(problems)} problems")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
