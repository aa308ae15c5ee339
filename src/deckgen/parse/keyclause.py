"""An answer stated as a clause whose subject says it is the answer, in words of any voice: "the accurate comparison is D",
"the correct launch order is D", "So the right one is the B", "the answer spinning on the turntable is c — 100 Gb/s", "The
answer it is D." (the letter ends the clause; a letter in lower case only before a dash or a stop); "That's your answer:
A and C"; letters after a label that says "answer" ("the answer: b and d."); a subject that names what the question asks
for ("The cause is A, the missing toleration.", "The plant you want is B"); and the one option left ("So only B stays.",
"Only A - 2, 3, 1, 4, 5 follows the protocol.", "So yeah, only D, Run:ai, checks every box.", "(C) alone moves …"). To a question that asks
for the false one, only a subject that says "answer" ("the accurate statement is B" is a true one there); never a
subject that denies ("the answer is not B", "Wrong answer: b."), nor the reader's pick ("Your answer: C"). Used by `stated`."""
from __future__ import annotations

import re

# "is B", "is the B", "is option B", "is variant c.", "are b and d.", "are B, C and E gyud." (after it, the clause ends, or a
# voice's particle and its stop; a letter in lower case only before a stop or a dash)
IS_LETTER = re.compile(r" (?:is|are) (?:the )?(?:(?:options?|variants?|letters?|choices?|answers?) )?\(?([A-Ha-h])\)?"
                       r"(?:(?:,| and| &) \(?([A-Ha-h])\)?)?(?:(?:,| and|, and| &) \(?([A-Ha-h])\)?)?(?=\s*(?:[.!;,—–]|$)|\s+[^\W\d_A-Z]{1,4}[.!])"
                       r"(?!,?\s*(?:and|&)?\s*\(?[A-Ha-h]\b)", re.M)  # (the whole list: not "are B" of "are B, C and E gyud.")
LOWER_END = re.compile(r"\s*(?:[.!—–]|$)")
# The subject before it: "the", then a few words (one that says it is the answer among them), an "it" of a non-native voice.
SUBJECT = re.compile(r"\b(?:the|our|my|your)\s+((?:[\w'’-]+\s+){0,6})(?:it\s+)?$", re.I)
ANSWER_WORD = re.compile(r"\b(?:answer|correct|right|best|accurate|good|true|proper|appropriate|winners?|winning|pick|cause|culprit|answers|verdict)\b"
                         r"|(?<!next\s)(?<!first\s)\bcall\b"
                         r"|\bnext\s+(?:action|step|move)\b|\bto\s+\w+\s+next\b|\b(?:you|we)\s+(?:want|need|seek|are\s+after)\s*$", re.I)  # (never
# "the next one is B": a walk through the options; "The plant you want is B", "The cause is A, the missing toleration.")
# A word that denies (a subject's "the answer is not B"; an odd mark's "Definitely not our stop.", `verdictcolumn`)
DENIES = re.compile(r"\b(?:not|never|no|nor|nothing|none|wrong|false|incorrect|inaccurate|bad|worst)\b|n['’]t\b", re.I)
# "answer: A and C" (its literal first, the search skipping to it), after "That's your", "Here is the", …
ANSWER_LETTERS = re.compile(r"answers?\s*[:—–-]\s*\(?([A-H])\)?(?:\s*(?:,|and|&)\s*\(?([A-H])\)?)?(?:\s*(?:,|and|&)\s*\(?([A-H])\)?)?(?![\w-])")
THATS_YOUR = re.compile(r"\b(?:that['’]s|that\s+is|this\s+is|here['’]s|here\s+is)\s+(?:your|the|our|my)\s+$", re.I)
# "the answer: b and d.", "CAPTAIN'S ANSWER: c, nvidia-smi topo -m." (letters after a label that says "answer", in either
# case, each then a stop or a comma: never "answer: a combination of …")
LOWER_KEY = re.compile(r"(?i:answers?)[ \t]*:[ \t]*\(?([a-hA-H])\)?(?:[ \t]*(?:,|(?i:and)|&)[ \t]*\(?([a-hA-H])\)?)?"
                       r"(?:[ \t]*(?:,|(?i:and)|&)[ \t]*\(?([a-hA-H])\)?)?(?=[ \t]*[.,;!]|[ \t]*$)", re.M)  # ("FINAL ANSWER: B AND D.")
# Before such a label, what makes it no key: a denial, or the reader's own pick ("Your answer: C ✗", "You selected: B")
NOT_KEY = re.compile(DENIES.pattern + r"|\b(?:your?|selected|picked|chose|guess\w*)\b", re.I)
# "Only A - 2, 3, 1, 4, 5 follows the protocol.", "So only B stays.": the one option that does what was asked, its gist after
# a dash or between commas; never one the rest of its clause denies ("Only B is wrong"), nor to a question that asks for the
# false one (only its one true claim would "hold").
ONLY = re.compile(r"(?:^|(?<=[.!?:]\s)|(?<=\n))(?i:(?:so|then|thus|hence|and)[, ]+(?:yeah,?\s+)?)?(?:(?i:only)\s+(?i:option\s+|choice\s+|letter\s+)?"
                  r"[(\[]?([A-H])[)\]]?|[(\[]?([A-H])[)\]]?\s+alone)(?:\s+[—–-]\s+[^.;!?\n]{2,60}?|,\s+[^,.;!?\n]{2,60},)?\s+(?i:still\s+|really\s+)?"
                  r"(?i:stays|remains|survives|is\s+left|follows|fits|works|holds|passes|meets|matches|satisfies|checks|ticks|covers|does|gives|moves|keeps|gets|"
                  r"solves|fixes|answers|is\s+(?:correct|right|valid))"
                  r"(?![\w-])([^.!?\n]*)", re.M)
# "Card D is our winner!", "(B) is the clear winner."
OUR_WINNER = re.compile(r"(?<![\w(-])\(?([A-H])\)?\s+is\s+(?:the|our|my)\s+(?:clear\s+|big\s+|only\s+)?winner\b")
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
            letters = [letter for letter in match.groups() if letter]
            if all(letter.isupper() for letter in letters) or LOWER_END.match(text, match.end()):
                stated |= {letter.upper() for letter in letters}
    for match in LOWER_KEY.finditer(text) if "nswer" in text or "NSWER" in text else ():
        if not NOT_KEY.search(text, max(0, match.start() - 30, text.rfind("\n", 0, match.start()) + 1), match.start()):
            stated |= {letter.upper() for letter in match.groups() if letter}
    for match in ANSWER_LETTERS.finditer(text) if "answer" in text else ():
        if THATS_YOUR.search(text, max(0, match.start() - 20), match.start()):
            stated |= {letter for letter in match.groups() if letter}
    stated |= {match[1] for match in OUR_WINNER.finditer(text)} if "winner" in text else set()
    if not negated and ("nly " in text or " alone " in text):
        stated |= {match[1] or match[2] for match in ONLY.finditer(text) if not DENIES.search(match[0])}
    return stated


# A letter ruled out in a sentence of its own ("D is out.", "So B is wrong!", "Planner: … D is out."): never a stated answer,
# whatever a guess said before it ("Bride: … That's D.")
RULED_OUT = re.compile(r"(?:^|(?<=[.!?:]\s))(?:(?i:so|then|and)[, ]+)?(?:(?i:option|choice|letter)\s+)?\(?([A-H])\)?\s+(?:is|['’]s)\s+"
                       r"(?i:(?:out|wrong|incorrect|false|not\s+(?:it|right|correct|the\s+answer)))[.!]", re.M)


def ruled_out(text: str) -> set[str]:
    """The letters `text` rules out so (see RULED_OUT)."""
    return {match[1] for match in RULED_OUT.finditer(text)}
