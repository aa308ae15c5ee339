"""The wording of a sentence as `answertext` weighs it: the words with which these texts state an answer ("that's
why", "is designed for"), background and analogies ("Understanding this is crucial"), and the option letters it
mentions. Each pattern is searched only where its words are.
"""
from __future__ import annotations

import re

from .analysis import MENTIONED
from .answerform import NEGATION
from .phrases import paragraph_sentences
from .words import keywords

CUES = re.compile(r"\b(?:that's why|that is why|this is why|which is why|the answer|in short|bottom line|"
                  r"the key|fix(?:es)?|solves?|is designed (?:for|to)|purpose-built|exactly|is the (?:default|"
                  r"reference|standard|right|best)|as a result|far (?:more|less|larger|smaller)|"
                  r"a fraction of|much (?:more|less|simpler|lighter|higher|lower))\b")
BACKGROUND = re.compile(r"^(?:understanding|knowing|think of|imagine|picture|remember)\b|\b(?:is (?:divided|split) into"
                        r"|is (?:critical|crucial|key|important) (?:for|to|because)|like (?:a|an|the)|think|imagine)\b")
ANALOGY = re.compile(r"(?:Picture|Imagine|Think of|Think about)\s+(?:a|an|the|it|this|each|your|two)\b")
QUOTED_CLAIM = re.compile(r"[\"“][^\"”]{12,}[\"”]\s*[–—:-]")
# A sentence its writer labels background ("Background, explained slowly, …: cuML estimators accept …", "Background first.").
LABELLED_BACKGROUND = re.compile(r"background(?:\s*[,:.—–-]|\s+first\b)", re.I)
# A paragraph led by an option's claim quoted whole and its verdict after a dash or colon, or a quoted sentence and why: an item
# of an analysis that names options by their claims ('“The A100 has no FP32 CUDA cores, …” — felled by the spec sheet. The
# A100 has …', '"… so a cudaDeviceSynchronize() is missing." thrust::reduce hands its result back … No sync is missing.').
CLAIM_ITEM = re.compile(r"(?:\(?[A-H][.)]?[ \t]+)?[\"“](?:[^\"“”\n]{12,300}[\"”][ \t]*[–—:-]|[^\"“”\n]{10,300}[.!?][\"”](?=[ \t]+\S))[ \t]*([^.!?\n]{0,80})")
PRAISED = re.compile(r"\b(?:right|correct|true|best|answer)\b", re.I)
# What re.IGNORECASE matches with an ASCII letter, and lower() does not lower to one (every code point
# checked in tests): a text without them has a word of a case-insensitive pattern only if its lower case has.
ASCII_FOLDS = re.compile("[\u0130\u0131\u017f]")


# The patterns of a sentence's wording are searched only where their words are (a search without a
# first letter to skip to tries every position: 2-3 µs per sentence, 0.1 µs per word looked for).
def _cued(lower: str) -> bool:
    """bool(CUES.search(lower))."""
    return (("why" in lower or "answer" in lower or "short" in lower or "bottom line" in lower or "the key" in lower
             or "fix" in lower or "solve" in lower or "designed" in lower or "purpose-built" in lower
             or "exactly" in lower or "is the " in lower or "result" in lower or "far " in lower
             or "fraction" in lower or "much " in lower) and bool(CUES.search(lower)))


def _background(lower: str) -> bool:
    """bool(BACKGROUND.search(lower))."""
    return (("think" in lower or "imagine" in lower or "like a" in lower or "like the" in lower
             or "critical" in lower or "crucial" in lower or "is key" in lower or "important" in lower
             or "divided into" in lower or "split into" in lower
             or lower.startswith(("understanding", "knowing", "picture", "remember")))
            and bool(BACKGROUND.search(lower)))


def _mentioned(sentence: str, lower: str) -> set[str]:
    """The letters MENTIONED finds in `sentence` (`lower` is its lower case)."""
    if ("option" in lower or "choice" in lower or "answer" in lower
            or not sentence.isascii() and ASCII_FOLDS.search(sentence)):
        return {m[1] for m in MENTIONED.finditer(sentence)}
    return set()


# To "What does X provide?", when X came and where it runs is background ("MIG was introduced with the Ampere
# architecture … and is supported on Hopper"), and a sentence whose subject is another thing ("NVIDIA vGPU is a
# software layer …") tells what that thing provides.
PROVIDES = re.compile(r"what\s+does\s+(.{2,80}?)\s+(?:provide|do|offer|enable|deliver|give|add)\b", re.I)
HISTORY = re.compile(r"\b(?:was|were)\s+(?:first\s+)?(?:introduced|released|launched|announced)\b|\bis\s+(?:also\s+)?supported\s+on\b")


def _of_doer(lower: str, subject: str, asked: str) -> float:
    """What a sentence (`lower`, its lower case; `subject`, its subject or "") loses as an answer to "What does X
    do?" (`asked`): 20 (none) for X's history, 3 for another subject than X; 0 to any other question."""
    does = PROVIDES.match(asked) if asked[:4] in ("What", "what") else None
    if not does:
        return 0.0
    history = ("introduced" in lower or "released" in lower or "launched" in lower or "announced" in lower
               or "supported on" in lower) and HISTORY.search(lower) is not None
    other = bool(subject) and not keywords(subject) & keywords(does[1])
    return 20.0 * history + 3.0 * other


def analogy(sentence: str) -> bool:
    """bool(ANALOGY.match(sentence)), tried only where its first letter is."""
    return sentence[:1] in "PIT" and ANALOGY.match(sentence) is not None


def aside(sentence: str) -> bool:
    """A sentence that states no answer: an image, its parts after a colon ("Think of it like a passport: …"), or an
    option's claim quoted to be judged ('"sbatch is blocking …" – this is exactly the reverse.')."""
    return analogy(sentence) or sentence[:1] in "\"“" and QUOTED_CLAIM.match(sentence) is not None


def astray(line: str, statement: str) -> bool:
    """`line`, said of the false `statement` (to "Which is NOT true?"), shares none of its words: the voice's image ("The ink
    ran under the skin where it never should go." of "Once you turn it on with nvidia-smi -pm 1, it stays Enabled …")."""
    said, stated = keywords(line), keywords(statement)
    return bool(said and stated) and not said & stated


def restates(line: str, statement: str) -> bool:
    """`line` denies what the false `statement` itself denies, in its words ("Plain cudaEventCreate() keeps no time; …" of "… keeps
    no timestamp; …"): the claim told again, not its correction ("There's no cudaEventEnableTiming in the runtime.")."""
    return any(re.search(rf"\b{re.escape(denial[0])}\s+{re.escape(word[:4])}", statement, re.I)
               for denial in NEGATION.finditer(line) if (word := line[denial.end():].split(None, 1)[:1]) and (word := word[0]))


def unjudged_paragraphs(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """`paragraph_sentences(text)` but the items led by an option's quoted claim (CLAIM_ITEM; its letter before it or not: 'C
    “Move the job to Qiskit Aer.” A state-vector simulator must hold …'), of two such or more, whose
    verdict does not praise it: what one says is why its option is wrong, and which option that is no letter tells (never
    the answer's line: "The A100 has 6,912 FP32 CUDA cores …" of a claim "felled by the spec sheet")."""
    found = paragraph_sentences(text)
    if "” " not in text and '" ' not in text:
        return found
    items = [(block[:40], claim[1]) for block in text.split("\n\n") if (claim := CLAIM_ITEM.match(block))]
    judged = {start for start, verdict in items if not PRAISED.search(verdict)} if len(items) >= 2 else set()
    return tuple(pair for pair in found if pair[0] not in judged) if judged else found
