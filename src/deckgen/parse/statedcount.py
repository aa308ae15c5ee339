"""Answers a text states by counting them ("The two growth levers are B and C.", "B and D are the two that pass.", "we carry
home only the two true sentences: A and B."), and a list of the answers' letters in lower case made upper ("The answer is a, c
and e"); and those it states in a plain short sentence of their own: "D is right." (its letter, then the verdict, then the
sentence's end: never "D is right about the clock, but …"), or a value the short explanation opens with, said to be an
option's ("24,656 bytes, which is C."). Used by `stated`; and an answer line led by a letter, no line (`letter_led`, used by
`sections`)."""
from __future__ import annotations

import re

from ..model import LETTERS
from .keyclause import COUNTS

L = f"[{LETTERS}]"
_NEXT_LETTER = rf"(?:\s*(?:,|and|&|\+|,\s*and)\s*[(\[]?((?-i:{L}))[)\]]?)?"  # (and "Answer: A + D")
LETTER_RUN = rf"[(\[]?((?-i:{L}))[)\]]?{_NEXT_LETTER}{_NEXT_LETTER}(?![\w-])"  # (one, two or three: "Answer: A, C, D", "[A], [C] and [E]")
# "The two growth levers are B and C.", "So the three are A, C and E.", "So the two that go into the bucket are A and C.": the answers, as many as it counts (not "The two traps are …", "the two that don't fit are …")
COUNTED_ARE = re.compile(rf"(?:^|(?<=[.!?:;,]\s))(?:The|the|(?i:so|then|thus|and),?\s+the)\s+(?P<count>two|three|pair|trio)\s+(?![^.!?;\n]{{0,40}}(?:\b(?:wrong|incorrect|false|bad|other|"
                         rf"remaining|misconceptions?|mistakes?|traps?|distractors?|decoys?|myths?|fail\w*|not|never|out)\b|n['’]t\b))"
                         rf"(?:(?:[\w'’-]+\s+){{0,5}}?[\w-]+\s+)?(?:(?:that|which)\s+(?:[\w'’-]+\s+){{1,6}}?)?(?:are|is|be)\s+{LETTER_RUN}(?=\s*[.!;]|:\s|\s*$)", re.M)  # (and "… clean sweeps is A, B and D")
# "B and D are the two that pass.": the answers, counted after them (not "A and C are the two traps.")
ARE_THE_COUNT = re.compile(rf"(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?(?:,\s*[(\[]?((?-i:{L}))[)\]]?)?,?\s+(?:and|&)\s+[(\[]?((?-i:{L}))[)\]]?\s+(?:are\s+(?:the\s+(?:(?:true|right|correct|sound|good|accurate|valid)\s+(?:two|three|[a-z]+)|two|three)\b|(?:true|correct)(?=[.!:]))|(?:ring|hold)\s+true\b)"
                           rf"(?![^.!?;\n]{{0,40}}\b(?:wrong|incorrect|false|bad|other|remaining|traps?|distractors?|decoys?|myths?|mistakes?)\b)")
# "… we carry home only the two true sentences: A and B.": the answers, counted before a colon that gives their letters.
COUNTED_COLON = re.compile(rf"\bthe\s+(?P<count>two|three)\s+(?:true|correct|right|valid|accurate)\s+(?:sentences|statements|claims|"
                           rf"ones|options|answers|choices)\s*:\s*{LETTER_RUN}(?=\s*[.!;]|\s*$)", re.I | re.M)
# "The answer is a, c and e": two letters or more in lower case, as options listed "a." … are read (one alone is a word: "is a").
LOWER_SAID = re.compile(r"((?:\b(?:It|That|[Aa]nswer)['’]s|\bSo\b[^.!?\n]{0,160}?\sis)\s+)([b-h])(?=[.!](?:\s|$))")  # ("It's e.", "So the … one, is c.": not "It's a.")
LOWER_LISTED = re.compile(r"\b(answers?\s+(?:is|are)\s*:?\s+)([a-hA-H](?:\s*(?:,\s*and|,|and|&)\s*[a-h])+)(?=\s*(?:[.;:!—–-]|$))", re.M)  # (its first
# letter may have been made upper case already: "The answer is A, c and e")
LOWER_COUNTED = re.compile(r"\b((?:[Tt]he|[Ss]o\s+the)\s+(?:two|three)(?:\s+[\w'’-]+){1,3}\s+(?:is|are)\s*:?\s+)([a-hA-H](?:\s*(?:,\s*and|,|and|&)\s*[a-h])+)(?=\s*(?:[.;:!—–-]|$))", re.M)  # ("The three wheels are a, c and e: …")


def counted_letters(text: str, notes: str) -> set[str]:
    """The letters `text` (or an item's `notes`: "B and D are the two arrows …") states as the answers, as many as it counts."""
    stated: set[str] = set()
    if "he two " in text or "he three " in text or "he pair " in text or "he trio " in text:  # (and "So the pair is A and C.")
        stated |= {letter for pattern in (COUNTED_ARE, COUNTED_COLON) for match in pattern.finditer(text)
                   if len(letters := [letter for letter in match.groups()[1:] if letter]) == COUNTS[match["count"].lower()] for letter in letters}
    if any(" are the " in part or " are true" in part or " are correct" in part or " ring true" in part or " hold true" in part for part in (text, notes)):  # (and "… are the true three"; "A and C are true.")
        stated |= {letter for part in (text, notes) for match in ARE_THE_COUNT.finditer(part) for letter in match.groups() if letter}
    return stated


def upper_listed(text: str) -> str:
    """`text` with a list of answers' letters in lower case after "answer is" (LOWER_LISTED) or a count ("The three wheels are a,
    c and e", LOWER_COUNTED), or one after "It's" or "the answer's" (LOWER_SAID) or before "it is." on its line ("Cap'n: c it
    is."), made upper case."""
    for pattern, words in ((LOWER_LISTED, ("nswer",)), (LOWER_COUNTED, ("he two ", "he three "))):
        text = pattern.sub(lambda match: match[1] + match[2].upper().replace("AND", "and"), text) if any(word in text for word in words) else text
    said = "t's " in text or "t’s " in text or "So " in text or "r's " in text or "r’s " in text  # (and "the answer's c.")
    text = LOWER_SAID.sub(lambda match: match[1] + match[2].upper(), text) if said else text
    at = text.find(" it is")  # ("Cap'n: c it is." on its line: the letter leads the line, or follows a speaker's colon)
    while at >= 1:
        if text[at + 6:at + 7] in (".", "!") and text[at - 1] in "bcdefgh" and (at == 1 or text[at - 2] == "\n" or text[at - 3:at - 1] == ": "):
            text = text[:at - 1] + text[at - 1].upper() + text[at:]
        at = text.find(" it is", at + 6)
    return text


# "D is right.", "(B) is right!", "B and D are right." opening a sentence, the verdict its last word.
IS_RIGHT = re.compile(rf"(?:^|(?<=[.!?]\s)|(?<=\n))[(\[]?({L})[)\]]?(?:(?:\s*,\s*|\s+and\s+)[(\[]?({L})[)\]]?)?(?:,?\s+and\s+[(\[]?({L})[)\]]?)?"
                      rf"\s+(?:is|are)\s+(?:both\s+|all\s+)?right[.!:](?=\s|$)")  # (and "(C) is right: GPU Operator, then …")
# "24,656 bytes, which is C." leading a line: the value, then the option it is.
VALUE_WHICH = re.compile(rf"(?m)^[ \t]*(?:about\s+|~\s*)?\d[\d.,]*(?:\s*[^\W\d][\w/%°-]*){{0,3}},\s+which\s+is\s+(?:option\s+|choice\s+)?[(\[]?({L})[)\]]?[.!](?=\s|$)")


def plain_stated(text: str) -> set[str]:
    """The letters `text` states in IS_RIGHT's or VALUE_WHICH's sentences."""
    found: set[str] = set()
    if " right." in text or " right!" in text or " right:" in text:
        found |= {letter for match in IS_RIGHT.finditer(text) for letter in match.groups() if letter}
    if "which is" in text:
        found |= {match[1] for match in VALUE_WHICH.finditer(text)}
    return found


# A line led by an option's letter ("B. The Orin Nano has no PVA, …", "E stands alone and holds water.", "D claims that …"; "A" only
# with its mark, never the article: "A pending workload …") or by the letters stated ("The correct answers are A and D. …").
LETTER_LED = re.compile(r"(?:\(?[B-H]\)?[.):]?\s|\(?A\)?[.):]\s|\(A\)\s|(?:The\s+)?(?:correct|right)\s+answers?\s+(?:is|are)\s+\(?[A-H]\b)")


def letter_led(line: str) -> bool:
    """Whether the answer line `line` leads with an option's letter: alone, a learner who answered in words reads a letter the
    card may not show, and what follows it is the item's verdict or reason, not the answer (readers of JX and JZ failed 3 of 3)."""
    return LETTER_LED.match(line) is not None


def reads_out(lines: list[str], label: str) -> bool:
    """Whether the speaker `label` leads lines with two letters or more ("Mose: A says put …", "Mose: C, export …"): one who reads
    the options out, not one who gives the answer (KO 6750)."""
    led = {found[1] for line in lines if line.startswith(label) and (found := READ_OUT.match(line, len(label)))}
    return len(led) >= 2


READ_OUT = re.compile(rf"[ \t]*:[ \t]*\(?({L})\)?(?=[,.:]\s|\s+(?:says|said|claims|is|was|would|wants)\b)")  # (not "Sexton: A pass is …")
