"""Options lettered in lower case ("a) …", "b. …", "(c) …"), as some writers and sites letter them: the
letters are read as the upper-case ones every other step reads, in the option lines and where the rest of
the text names an option by its letter.

A text's letters are read as lower-case option letters only when its stem holds a run of option lines
that starts at "a" and goes on letter by letter (three or more), or, where the stem lists none, when the
text after it has two lines or more that start with a letter in parentheses, in order ("(a) 70 GB — …",
"(c) 280 GB — …"). Then, after the stem, a letter is an option's where its form says so, and nowhere else (an
"a" is an article too):
- at a line's start (after a bullet, a mark or a label: "Incorrect: b — …"), before ")", "." or a dash, or in parentheses ("b) ✓", "(c) …", "- d. …",
  "❌ a) 600 GB/s - …");
- after "option(s)", "choice(s)", "statement(s)", "variant(s)" or "and"/"or"/"," in such a list ("options a and c"), and after "answer(s)" before
  what is said of it ("Answers a and d are both …", not "answer a question");
- in parentheses after a word ("reinstalling it (a) only loses time"), or in a run of such ("(a), (b) and (d) are all …");
- as a sentence's subject before its verb ("b fails: …", "c and d are both wrong", "…, and b is your answer");
- after "answer is", "correct is", "correct are", "correct:", "answer =", "So:", "So it is" ("Correct is b.", "correct are a and c", "the answer is c) 900 GB/s.", "So: d.", "So it is c.");
- after an arrow or a colon, at a line's end ("→ b.", "Chalk it up: a."); after "Why not" before its question mark ("Why not b? …").
"""
from __future__ import annotations

import re

from ..model import LETTERS

# An option line as every step reads it: "A. ", "(A) ", "[A] ", "A - ", and after a page's radio button or checkbox
# "○ A. ", "( ) A.", "[ ] A.", where a letter and a space will do too ("☐ A  NVIDIA Spectrum-4 switches"); and behind a
# list's number, "1. (a) srun …".
OPTION_LINE = re.compile(r"^(?:[-*•▪][ \t]+(?=[(\[]?[A-H][.)\]]))?(?:(?P<mark>[○◯◦●◉☐□▢⚪]\s*|\(\s?\)\s*|\[[\sxX✓✔]\]\s*|(?:Option|Choice)\s+(?=[A-H][.:)]\s))|\d{1,2}[.)]\s+"
                         r"(?=[(\[]))?(?:[(\[](?P<p>[A-H])[)\]]|(?P<l>[A-H])(?:[.)]|(?<=n [A-H]|e [A-H]):|\s+[-–—](?=\s)|(?(mark)(?=\s)|(?!))))"
                         r"\s+(?P<text>\S.*)$")  # ("Option A: 10.2 kW": a colon only after "Option"/"Choice")
# "A: …": an option only in a run of three or more such lines from A ("A: Dynamic batching", "B: …"), since a
# stem's line may start so too (a dialogue's "A: …").
COLON_OPTION = re.compile(r"^(?P<p>(?!))?(?P<l>[A-H]):\s+(?P<text>\S.*)$")
BARE_OPTION = re.compile(r"^(?P<p>(?!))?(?P<l>[A-H])\s+(?P<text>\S.*)$")  # ("A   cuDF offers …": only in a run, see bare_options)
LOWER_OPTION = re.compile(r"^(?:[○◯◦●◉☐□▢⚪]\s*|\d{1,2}[.)]\s+(?=\())?(?:\((?P<p>[a-h])\)|(?P<l>[a-h])[.)])\s+\S")
LINE_START = re.compile(r"^(\s*(?:[-•*]\s+)?(?:[✗✘❌✓✔✅]\s*)?(?:(?i:(?:in)?correct|wrong)\s*:\s*)?)(?:\((?P<p>[a-h])\)|(?P<l>[a-h])(?=[.)]|:\s|\s+[-–—:]\s|\s+(?:->|→|=>)\s))")
# Letters grouped at a line's start before a dash, a colon or "both": "Incorrect: b, c — both forget …", "b and d: …".
LINE_GROUP = re.compile(r"^(\s*(?:[-•*]\s+)?(?:[✗✘❌✓✔✅]\s*)?(?:(?i:(?:in)?correct|wrong)\s*:\s*)?)([a-h](?:(?:\s*,\s*|\s+(?:and|&)\s+)[a-h])+)"
                        r"(?=\s*[-–—:]\s|\s+(?:both|all|each)\s|\.(?:\s|$))")  # ("a and e both blame …", "b, c and e. nvidia-modeset.ko …")
NAMED = re.compile(r"\b((?:[Oo]ptions?|[Cc]hoices?|[Ss]tatements?|[Vv]ariants?)\s+)([a-h])((?:(?:\s*,\s*|\s+(?:and|or)\s+)[a-h])*)(?:\.(?=\s+(?:is|are|was)\s))?(?![\w'’-])")
STATED = re.compile(r"\b((?:[Aa]nswer|[Cc]orrect|ANS|Ans|So(?=:)|So,?\s+it(?=\s+is\s|['’]s\s))(?:\s+(?:answer|option|one|choice))?\s*(?:is|=|:|(?<=orrect)\s+are)\s+(?:answer\s+|option\s+)?\(?|\bis\s+answer\s+\()([a-h])"
                    r"((?:(?:\s*,\s*|\s+(?:and|&|\+)\s+)[a-h](?![\w'’-]))*)"  # (and the letters after it: "Ans: b, e", "Answer: a + c")
                    r"(?=\)?(?:[.,;!]|\s*$)|\)\s|\s+\()")  # (and "this is answer (a).", "Answer: a, c and d (draft, …).")
GROUP_LEAD = re.compile(r"(?<=[.!?:] )([a-h])(?= [a-z])")
SLASHED = re.compile(r"^(\s*(?:[-•*]\s+)?)([a-h](?:/[a-h])+)(?=\s*[:.)]|\s+[-–—]\s)")  # ("a/c/d: wrong. …")
WHY_NOT = re.compile(r"\b((?:[Ww]hy|[Aa]nd)\s+not\s+)([a-h])(?=\s*[?:])")  # ("Why not b? A100 has no FP8 …")
COLON_END = re.compile(r"(:[ \t]+)([a-h])(?=[.!]?[ \t]*$)")  # (a line's last words, a label and a letter: "… Chalk it up: a.")
ARROW = re.compile(r"(→\s*\(?)([a-h])(?=\)?[.!]?\s*$)")
# "Answers a and d are both …", "Answer b is wrong": after "answer(s)" only before what is said of it (not "answer a question")
ANSWER_NAMED = re.compile(r"\b([Aa]nswers?\s+)([a-h])((?:(?:\s*,\s*|\s+(?:and|or)\s+)[a-h])*)"
                          r"(?=\s+(?:is|are|was|were|and|or)\s|\s*[,:;]\s)")
# "b fails: …", "c and d are both wrong", "…; c is wrong because …": letters as a sentence's (or a clause's) subject,
# before its verb ("a is" is no English)
SUBJECT_LETTERS = re.compile(r"(?:^|(?<=[.!?:;] )|(?<=, and ))([a-h])((?:(?:\s*,\s*|\s+(?:and|or)\s+)[a-h])*)"
                             r"(?=\s+(?:is|are|was|were|fails?|failed)\b)")
PAIRED = re.compile(r"^(\s*(?:[-•*]\s+)?(?:[A-H]([).])(?:\s*,\s*|\s+(?:and|or|&)\s+))+)([a-h])(?=\2)")  # (from a line's start;
# "b. and c. are both wrong …" too)
INLINE_PAREN = re.compile(r"(?<=\w )(\()([a-h])(?=\)\s)")  # ("… reinstall Kubernetes (a) only lose time")
LIST_LETTER = re.compile(r"(?<=[\s,])[a-h]\b")
PAREN_RUN = re.compile(r"\([a-h]\)(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)\([a-h]\))+")  # ("(a), (b) and (d)")
PAREN_GROUP = re.compile(r"\([a-h](?:\s*,\s*(?:and\s+)?[a-h]|\s+(?:and|&)\s+[a-h])+\)")  # ("(a and c)", "(b, d)")
PAREN_LETTER = re.compile(r"\(([a-h])\)")
PAREN_LINE = re.compile(r"^\s*(?:[-•*]\s+)?\(([a-h])\)\s+\S")
LOWER = "abcdefgh"


def upper_letters(lines: list[str], stem_end: int) -> list[str]:
    """`lines` with lower-case option letters upper-cased (see the module's doc); as they were when the
    stem (`lines[:stem_end]`) has no run of lower-case option lines from "a", or has upper-case ones."""
    found = [(at, match["p"] or match["l"]) for at, line in enumerate(lines[:stem_end])
             if (match := LOWER_OPTION.match(line))]
    letters = _run(found)
    if any(OPTION_LINE.match(line) for line in lines[:stem_end]):
        return lines
    if not letters and not found:  # (a page that hides its options: lines "(a) 70 GB — …", "(c) …" in its analysis)
        letters = _explained(lines[stem_end:])
    if not letters:
        return lines
    out = list(lines)
    for at, letter in found:
        if letter in letters:
            out[at] = _upper_first(out[at], letter)
    for at in range(stem_end, len(out)):
        out[at] = _named(out[at], letters)
    return out


def _explained(lines: list[str]) -> str:
    """The letters "a" to the last one of two or more lines after the stem that each start with a letter in
    parentheses, in order ("(a) 70 GB — …", "(c) 280 GB — …", "(d) …"); "" when there are none."""
    seen = [match[1] for line in lines if (match := PAREN_LINE.match(line))]
    return LOWER[:LOWER.index(seen[-1]) + 1] if len(seen) >= 2 and seen == sorted(set(seen)) else ""


def colon_options(lines: list[str]) -> bool:
    """The stem's options are written "A: …" (see COLON_OPTION): a run of three or more such lines from A."""
    return len(_run([(0, match["l"].lower()) for line in lines if (match := COLON_OPTION.match(line))])) >= 3


def bare_options(lines: list[str]) -> set[int]:
    """The lines of the stem's options written "A   cuDF offers …" (see BARE_OPTION): three or more such lines in a
    row, lettered from A (an "A" alone at a line's start is an article too: "B" and "C" on the lines after it are
    not); empty when there is no such run."""
    letters = "".join(match["l"] if (match := BARE_OPTION.match(line)) else " " for line in lines)
    start = letters.find("ABC")
    if start < 0:
        return set()
    end = start
    while end < len(letters) and letters[end] == chr(ord("A") + end - start):
        end += 1
    return set(range(start, end))


def _run(found: list[tuple[int, str]]) -> str:
    """The letters of the longest run of option lines "a", "b", "c" … (three or more), or ""."""
    best = run = ""
    for _, letter in found:
        run = run + letter if letter == chr(ord("a") + len(run)) else ("a" if letter == "a" else "")
        best = max(best, run, key=len)
    return best if len(best) >= 3 else ""


def _upper_first(line: str, letter: str) -> str:
    at = line.index(letter)
    return line[:at] + letter.upper() + line[at + 1:]


def _named(line: str, letters: str) -> str:
    """One line after the stem with the option letters its forms name upper-cased."""
    start = LINE_START.match(line)
    if start and (start["p"] or start["l"]) in letters:
        at = start.start("p") if start["p"] else start.start("l")
        line = line[:at] + line[at].upper() + line[at + 1:]
    if not start and (group := LINE_GROUP.match(line)) and all(letter in letters for letter in LIST_LETTER.findall(" " + group[2])):
        line = group[1] + LIST_LETTER.sub(lambda n: n[0].upper(), " " + group[2])[1:] + line[group.end():]
    while start and (paired := PAIRED.search(line)) and paired[3] in letters:  # ("A) and b) both …": the next one too)
        line = line[:paired.start(3)] + paired[3].upper() + line[paired.end(3):]
    line = NAMED.sub(lambda m: m[1] + m[2].upper() + LIST_LETTER.sub(lambda n: n[0].upper(), m[3])  # ("option a. is" -> "option A is")
                     if m[2] in letters else m[0], line)
    line = ANSWER_NAMED.sub(lambda m: m[1] + m[2].upper() + LIST_LETTER.sub(lambda n: n[0].upper(), m[3])
                            if m[2] in letters else m[0], line)
    line = SUBJECT_LETTERS.sub(lambda m: m[1].upper() + LIST_LETTER.sub(lambda n: n[0].upper(), m[2])
                               if m[1] in letters else m[0], line)
    if " and " in line or ", " in line:  # ("… the one about iteration-level scheduling (a and c).")
        line = PAREN_GROUP.sub(lambda m: "(" + LIST_LETTER.sub(lambda n: n[0].upper(), " " + m[0][1:-1])[1:] + ")"
                               if all(letter in letters for letter in LIST_LETTER.findall(" " + m[0][1:-1])) else m[0], line)
    if "), (" in line or ") and (" in line:
        line = PAREN_RUN.sub(lambda m: m[0] if any(letter not in letters for letter in PAREN_LETTER.findall(m[0]))
                             else PAREN_LETTER.sub(lambda n: f"({n[1].upper()})", m[0]), line)
    line = INLINE_PAREN.sub(lambda m: m[1] + m[2].upper() if m[2] in letters else m[0], line)
    line = STATED.sub(lambda m: m[1] + m[2].upper() + LIST_LETTER.sub(lambda n: n[0].upper(), m[3]) if m[2] in letters else m[0],
                      line)
    if "/" in line[:12] and (slashed := SLASHED.match(line)) and all(letter in letters for letter in slashed[2][::2]):
        group = slashed[2][::2]  # (and each sentence of the line one of them leads: "a only change …, c disable …")
        line = slashed[1] + slashed[2].upper() + GROUP_LEAD.sub(lambda m: m[1].upper() if m[1] in group else m[0],
                                                                line[slashed.end():])
    line = WHY_NOT.sub(lambda m: m[1] + m[2].upper() if m[2] in letters else m[0], line) if "ot " in line else line
    line = COLON_END.sub(lambda m: m[1] + m[2].upper() if m[2] in letters else m[0], line) if ":" in line else line
    return ARROW.sub(lambda m: m[1] + m[2].upper() if m[2] in letters else m[0], line)


# Options run into the stem's line after its question ("… is true? A. A Subnet Manager is … B. If no … C. …"): a
# letter that opens a sentence, "A." or "A)" or "(A)", after a sentence's end.
INLINE_OPTION = re.compile(r"(?<=[.?!:])[\"”]?\s+(?:\((?P<p>[A-H])\)|(?P<l>[A-H])[.)])\s+(?=\S)")
OPTIONS_LEAD = re.compile(r"(?:options|choices|answer\s+choices)\s*:\s+(?=\(?A[.)]?\s)", re.I)
SPACED_OPTION = re.compile(r"(?<=\s)(?:\((?P<p>[A-H])\)|(?P<l>[A-H])[.)])\s+(?=\S)")


def inline_options(line: str) -> tuple[str, dict[str, str]] | None:
    """The question and its options when `line` runs them on after it, lettered from A in turn (three or more, each
    once, the first after a question mark or a colon); else None."""
    listed = OPTIONS_LEAD.match(line)  # ("Options: A) 3.5 kW   B) 6.5 kW   C) …": a line of its own, spaces between)
    found = list((SPACED_OPTION if listed else INLINE_OPTION).finditer(line)) if " A" in line or "(A)" in line else []
    letters = "".join(match["p"] or match["l"] for match in found)
    if len(found) < 3 or letters != LETTERS[:len(letters)] or line[:found[0].start()].rstrip()[-1:] not in "?:":
        return None
    ends = [match.start() for match in found[1:]] + [len(line)]
    options = {match["p"] or match["l"]: line[match.end():end].strip() for match, end in zip(found, ends)}
    return ("" if listed else line[:found[0].start()]), options


def run_on(text: str, letter: str, paren: bool, mark: str) -> list[tuple[str, str]]:
    """An option's text split where the next options run on after it in its own form ("50 GB/s  B) 400 GB/s  C) …"
    after "A)" -> [("A", "50 GB/s"), ("B", "400 GB/s"), …]): letters in turn from `letter`, each after white space and
    before its text, "(B)" when the first was "(A)", else "B" and the first's `mark` ("." or ")"), two or more of them
    for "." (an option may say "Plan B. …"); else the text alone."""
    form = re.compile(r"(?<=\s)\((?P<x>[A-H])\)\s+(?=\S)" if paren else r"(?<=\s)(?P<x>[A-H])" + re.escape(mark) + r"\s+(?=\S)")
    found = [] if letter == LETTERS[-1] else list(form.finditer(text))
    runs = "".join(match["x"] for match in found)
    expected = LETTERS[LETTERS.index(letter) + 1:][:len(runs)]
    if not found or runs != expected or mark == "." and len(found) < 2:
        return [(letter, text)]
    ends = [match.start() for match in found] + [len(text)]
    return [(letter, text[:ends[0]].strip())] + [(match["x"], text[match.end():end].strip())
                                                 for match, end in zip(found, ends[1:])]


# A letter written as a squared emoji ("🅰 Slurm workload manager", "Why not 🅱?", "🅱 ✅ 🅲 ✅"), with or without its
# variation selector.
SQUARED = re.compile("[\U0001F170-\U0001F179]\ufe0f?")
SQUARED_CHARS = tuple(map(chr, range(0x1F170, 0x1F17A)))  # (looked for with `in`: no time in a text with no emoji at all)


def has_squared(text: str) -> bool:
    """Whether `text` holds a squared letter (a search of SQUARED through every character cost 1 % of parse)."""
    return any(char in text for char in SQUARED_CHARS)


def squared_letters(lines: list[str], stem_end: int) -> list[str]:
    """`lines` with each squared letter made plain ("🅱" -> "B"); in the stem (`lines[:stem_end]`) a line led by one
    and a space is its option ("🅰 Slurm workload manager" -> "A. Slurm workload manager")."""
    out = []
    for at, line in enumerate(lines):
        lead = SQUARED.match(line) if at < stem_end else None
        if lead and line[lead.end():lead.end() + 1] == " ":
            line = f"{line[0]}. {line[lead.end():].lstrip()}"
        out.append(SQUARED.sub(lambda match: chr(ord(match[0][0]) - 0x1F170 + ord("A")), line))
    return out

