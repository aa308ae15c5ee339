"""The voice's own word for an option ("Stall A: …", "Variant B is saying …", "Exhibit C, the two kinds …", "1. Plate (A)
starts …"): a capitalised word that leads lines with every letter from A to its last, three or more, is made "Option"
there, before each letter, for `analysis` to read the items it leads by their own verdicts ("Option A: … Wrong."). (A list that
leaves out a letter, the answer's, is read by `verdictcolumn.voiced_options`, its items the wrong options.) Used by
`sections`."""
from __future__ import annotations

import re

# A line led by a word and a letter (after a number or a bullet, and a "The"): "Stall A:", "3. Parcel C said …", "Plate (D)"
LEAD = re.compile(r"^(?:\d{1,2}[.)][ \t]+|[-•*▪][ \t]+)?(?:The[ \t]+)?([A-Z][a-z]{2,15})[ \t]+\(?([A-H])\)?(?=[:,.)]?\s)", re.M)
NEW_LEAD = re.compile("\n" + LEAD.pattern[1:])
# (words that lead a letter as themselves: the analysis's own, and a sentence's first words, "On A, …", "About B: …")
NOT_NAMES = frozenset("Option Options Choice Choices Statement Statements Answer Answers Letter The On In At For About If To "
                      "And But So Then Is As With From By Of Or Not Why What How Only Also Both All Was Were Are Has".split())


def as_options(full: str) -> str:
    """`full` with the voice's word for an option, where it has one, made "Option" ("Stall A: …" → "Option A: …")."""
    words: dict[str, set[str]] = {}
    for match in NEW_LEAD.finditer("\n" + full):  # (each line's start from its literal "\n": LEAD would be tried everywhere)
        if match[1] not in NOT_NAMES:
            words.setdefault(match[1], set()).add(match[2])
    named = {word for word, letters in words.items() if len(letters) >= 3 and letters == set("ABCDEFGH"[:"ABCDEFGH".index(max(letters)) + 1])}
    return LEAD.sub(lambda match: f"{match[0][:match.start(1) - match.start()]}Option{match[0][match.end(1) - match.start():]}"
                    if match[1] in named else match[0], full) if named else full  # (at the lines' starts only: "Only Exhibit D …" stays)
