"""The names a text writes: in their own case or as code ("NVLink", "nvidia-smi"), capitalised words past a
sentence's first, and the name a question gives that "It" in an option stands for. Used by `answerform` (and
through it by `answerpick`, `answersure`, `answerphrase`).
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from .phrases import word_boundary

# A name written in its own case or code ("NVLink", "DCGM_FI_PROF_SM_ACTIVE", "nvidia-smi", "ib_write_bw").
# (Its first letter first, then the look-behind that was `(?<![\w-])` before it, then each form's rest: the search
# skips to the next letter instead of trying every position; tests/test_formulations_parsespeed3.py holds it to
# `(?<![\w-])(?:[A-Za-z]+[A-Z0-9_][\w.-]*|[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[A-Z][a-z]+[A-Z]\w*)(?![\w-])`.)
CODE_NAME = re.compile(r"[A-Za-z](?<![\w-].)(?:[A-Za-z]*[A-Z0-9_][\w.-]*|(?<=[a-z])[a-z0-9]*(?:[-_][a-z0-9]+)+"
                       r"|(?<=[A-Z])[a-z]+[A-Z]\w*)(?![\w-])")
PROPER = re.compile(r"[A-Z](?<=[a-z,;] [A-Z])[\w-]+(?:\s+[A-Z][\w-]+)*")  # (was `(?<=[a-z,;] )[A-Z]…`: its capital first)
# ("the Transformer Engine", and a name of one word with a capital inside: "SmoothQuant", "TensorRT")
# (`(?:\b(the)\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)+|[A-Z][a-z]+[A-Z][\w-]*)` searched for its name alone, its capital
# first: the search skips to the next capital; `_capitalised_names` finds the "the" before it)
CAPITALISED = re.compile(r"[A-Z](?<![\w-].)(?:[\w-]*(?:\s+[A-Z][\w-]*)+|[a-z]+(?:[A-Z]|-[A-Z0-9])[\w-]*)")  # ("NVLink", "Spectrum-X"; never
# the tail of a longer name: "OccupancyMax…" of "cudaOccupancyMax…")
_DOER = r"((?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,4}?)(?:\s+\([A-Z][\w-]*\))?"  # (its acronym after it left out: "… Storage (GDS)")
# (and as a learner of English may ask it: "What SHARP is doing exactly?", "What is SHARP doing?", "What SHARP does?")
WHAT_DO = re.compile(rf"^what\s+(?:does|do)\s+{_DOER}\s+(?:actually\s+|really\s+|mainly\s+)?do\??$"
                     rf"|^what\s+(?:is|are)\s+{_DOER}\s+(?:actually\s+|really\s+)?doing(?:\s+exactly)?\??$"
                     rf"|^what\s+(?!(?:is|are|does|do|should|must|can|would|will)\s){_DOER}\s+(?:(?:is|are)\s+(?:actually\s+|really\s+)?"
                     rf"doing|does)(?:\s+exactly)?\??$", re.I)


def doer(asked: str) -> str:
    """X, of "What does X do?" (or its other forms, WHAT_DO); "" when `asked` is none of them."""
    does = WHAT_DO.match(asked)
    return next(group for group in does.groups() if group) if does else ""
LEAD_NAME = re.compile(r"^[A-Z][\w-]*(?:\s+[A-Z][\w-]*)+")


# A name with a colon inside ("Run:ai"), not a label before its text ("Note: …", "Fix:apply").
COLON_NAME = re.compile(r"(?<![\w:])[A-Z][A-Za-z]*:[a-z]{1,4}(?![\w:])")


def names(text: str) -> set[str]:
    """The names a text writes in their own case or as code ("Run:ai" too), and its capitalised words past the first
    (the first too when the second is capitalised: "Triton Model Analyzer")."""
    found = set(CODE_NAME.findall(text)) | {w for m in PROPER.findall(text) for w in m.split()}
    found |= set(COLON_NAME.findall(text)) if ":" in text else set()
    lead = LEAD_NAME.match(text)
    return found | set(lead[0].split()) if lead else found


# The code the asking sentence points at ("about this call", "this command"): what an option's "It" stands for, unnamed.
POINTED_CODE = re.compile(r"\b(?:this|that)\s+(?:call|command|function|snippet|code|script|kernel|query|invocation)\b", re.I)


def stem_referent(stem_text: str, asked: str, everything: str) -> str:
    """What "It" in an option stands for: the name the asking sentence (else the stem) gives, when the
    explanations use it too ("the Transformer Engine"); to "What does X do?", X ("Triton's dynamic batcher")."""
    does = doer(asked)  # (an option's "It …" answers what X does: it is X, however the explanations call it)
    if does and len(does.split()) <= 5:
        return does[:1].lower() + does[1:] if does.startswith("The ") else does
    if POINTED_CODE.search(asked):
        return ""  # ("Which TWO statements about this call are correct?": "It" is the call shown, not a name the stem gives)
    for source in (asked, stem_text):
        for name, the in _capitalised_names(source):
            if name.isupper() and not any(c.isdigit() for c in name) or name.split()[0] in ("Which", "What", "How", "Why", "A", "An", "The"):  # (not "TWO"; "GB200 NVL72" is a name)
                continue
            if f"{name}’s " in source or f"{name}'s " in source:
                continue  # (a name's own thing is the subject: "… about NanoVDB’s ValueOnIndex grid type", not NanoVDB: KC 6515)
            if name in everything:
                return f"the {name}" if the else name
    return ""


def _capitalised_names(text: str) -> Iterator[tuple[str, bool]]:
    r"""(group 2, whether group 1 is "the") of each match of CAPITALISED's pattern with its "the" in `text`. (A match
    starts where its name does, or at a "the" before it: never inside another's name, which takes every [\w-] after
    it; between "the" and the name there is no capital to start another. tests/test_formulations_parsespeed3.py.)"""
    for match in CAPITALISED.finditer(text):
        at = match.start()
        while at and text[at - 1].isspace():  # (\s+ before the name, then "the" after a word boundary)
            at -= 1
        yield match[0], at < match.start() and at >= 3 and text.startswith("the", at - 3) and word_boundary(text, at - 3)


def letter_named(letter: str, text: str) -> str:
    """The name `text` gives option `letter` in parentheses after it ("Only D (A100 80GB) lacks FP8"), where it gives one
    name only; else ""."""
    if f"{letter} (" not in text and f"{letter}\n(" not in text:
        return ""  # (most texts: no letter before a parenthesis)
    found = {" ".join(match[1].split()) for match in re.finditer(rf"(?<![\w(]){letter}\s+\(([^()\n]{{2,40}})\)", text)}
    return found.pop() if len(found) == 1 and not VOTES.fullmatch(next(iter(found))) else ""


VOTES = re.compile(r"[\d.]+\s*%(?:\s*of\s+votes)?")  # ("Discussion: C (92%)  B (8%)": the readers' votes, no name)
