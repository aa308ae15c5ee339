"""An answer stated as a clause whose subject says it is the answer, in words of any voice: "the accurate comparison is D",
"the correct launch order is D", "So the right one is the B", "the answer spinning on the turntable is c — 100 Gb/s", "The
answer it is D." (the letter ends the clause; a letter in lower case only before a dash or a stop); "That's your answer:
A and C"; and letters after a label that says "answer" ("the answer: b and d."). To a question that asks
for the false one, only a subject that says "answer" ("the accurate statement is B" is a true one there); never a
subject that denies ("the answer is not B", "Wrong answer: b."), nor the reader's pick ("Your answer: C"). Used by `stated`."""
from __future__ import annotations

import re

# "is B", "is the B", "is option B", "is variant c." (after it, the clause ends; " is " first, a literal the search skips to)
IS_LETTER = re.compile(r" is (?:the )?(?:(?:option|variant|letter|choice|answer) )?\(?([A-H]|[a-h](?=\s*[—–.]))\)?(?=\s*(?:[.!;,—–]|$))", re.M)
# The subject before it: "the", then a few words (one that says it is the answer among them), an "it" of a non-native voice.
SUBJECT = re.compile(r"\b(?:the|our|my|your)\s+((?:[\w'’-]+\s+){0,6})(?:it\s+)?$", re.I)
ANSWER_WORD = re.compile(r"\b(?:answer|correct|right|best|accurate|good|true|proper|appropriate|winner|winning|pick)\b"
                         r"|\bnext\s+(?:action|step|move)\b|\bto\s+\w+\s+next\b", re.I)  # (never "the next one is B": a walk through the options)
# A word that denies (a subject's "the answer is not B"; an odd mark's "Definitely not our stop.", `verdictcolumn`)
DENIES = re.compile(r"\b(?:not|never|no|nor|nothing|none|wrong|false|incorrect|inaccurate|bad|worst)\b|n['’]t\b", re.I)
# "answer: A and C" (its literal first, the search skipping to it), after "That's your", "Here is the", …
ANSWER_LETTERS = re.compile(r"answers?\s*[:—–-]\s*\(?([A-H])\)?(?:\s*(?:,|and|&)\s*\(?([A-H])\)?)?(?:\s*(?:,|and|&)\s*\(?([A-H])\)?)?(?![\w-])")
THATS_YOUR = re.compile(r"\b(?:that['’]s|that\s+is|this\s+is|here['’]s|here\s+is)\s+(?:your|the|our|my)\s+$", re.I)
# "the answer: b and d.", "CAPTAIN'S ANSWER: c, nvidia-smi topo -m." (letters after a label that says "answer", in either
# case, each then a stop or a comma: never "answer: a combination of …")
LOWER_KEY = re.compile(r"(?i:answers?)[ \t]*:[ \t]*\(?([a-hA-H])\)?(?:[ \t]*(?:,|and|&)[ \t]*\(?([a-hA-H])\)?)?"
                       r"(?:[ \t]*(?:,|and|&)[ \t]*\(?([a-hA-H])\)?)?(?=[ \t]*[.,;!]|[ \t]*$)", re.M)
# Before such a label, what makes it no key: a denial, or the reader's own pick ("Your answer: C ✗", "You selected: B")
NOT_KEY = re.compile(DENIES.pattern + r"|\b(?:your?|selected|picked|chose|guess\w*)\b", re.I)
REACH = 80  # (characters before "is" the subject is looked for in, back to its sentence's start)


def stated_by_clause(text: str, negated: bool = False) -> set[str]:
    """The letters `text` states so (see the module's doc)."""
    stated: set[str] = set()
    for match in IS_LETTER.finditer(text):
        start = max(0, match.start() - REACH)
        window = text[start:match.start() + 1]  # (with the space before "is")
        window = window[max(window.rfind(". "), window.rfind("! "), window.rfind("? "), window.rfind("\n"), window.rfind(": ")) + 1:]
        subject = SUBJECT.search(window)
        if subject and ANSWER_WORD.search(subject[1]) and not DENIES.search(subject[1]) \
                and not (negated and "answer" not in subject[1].lower()):
            stated.add(match[1].upper())
    for match in LOWER_KEY.finditer(text) if "nswer" in text or "NSWER" in text else ():
        if not NOT_KEY.search(text, max(0, match.start() - 30, text.rfind("\n", 0, match.start()) + 1), match.start()):
            stated |= {letter.upper() for letter in match.groups() if letter}
    for match in ANSWER_LETTERS.finditer(text) if "answer" in text else ():
        if THATS_YOUR.search(text, max(0, match.start() - 20), match.start()):
            stated |= {letter for letter in match.groups() if letter}
    return stated
