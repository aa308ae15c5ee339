"""What a card shows in place of option letters when it cannot show the options (a recall card).

Most raw texts never list their options; they only name them by letter ("B is incorrect
because…"). A card without option texts is studied as a recall card, and a letter there would
refer to an option the learner never saw. So such a card states the answer in words, turns the
wrong options' analysis into misconceptions, and its texts lose what is left of letter references:
a leading "C —", a "(B)" or "(options B and D)" aside, and a bare "The correct answer is D."
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable

from ..model import Column, Infographic

#: What a recall card calls the wrong options' notes: what they get wrong, or, when the question asks
#: for the one false statement ("Which is NOT …", "… EXCEPT"), the true statements they are.
MISCONCEPTIONS, TRUE_STATEMENTS = "Common misconceptions, corrected", "True statements (the other options)"
# The asking sentence of a question for the false one: "NOT"/"EXCEPT" in capitals, "Which … is not …",
# "Which statement is false/incorrect?". ("Why does the job not start?" asks for a cause: not this.)
QUESTIONS = re.compile(r"[^.?!]+\?")
ASKS_FALSE = re.compile(r"(?-i:\bNOT\b|\bEXCEPT\b)|^(?:[^,?]*,\s+)?(?:which|what)\b[^?]*?\b(?:is|are|does|do|was|"
                        r"were)\s+not\b|\b(?:is|are)\s+(?:false|incorrect|inaccurate|untrue)\b", re.I)

# A recall card's stem may still say "Which of the following…": the prompt says why nothing follows.
_NOT_SHOWN = "No options are shown: "
_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}
_LETTER = r"\(?[A-H]\)?"
_LETTERS = rf"{_LETTER}(?:\s*(?:\+|,|&|and|or)\s*{_LETTER})*"
# "C — text", "B + D: text", "(A) text", "A. text" at the start of a text.
_LEADING_FIRST = frozenset("ABCDEFGH(")
_LEADING = re.compile(rf"\A\s*{_LETTERS}\s*(?:[—–:.)]|-\s)\s*")
# A lower-case word with a digit, "_", ".", "/" or "-" in it: a command or a name of its own case.
COMMAND_SHAPE = re.compile(r"^[a-z][\w.-]*[\d_./-]")
# " (B)", " (B and D)", " (options B and D)", " (choice C)" anywhere.
_ASIDE = re.compile(r"[ \t]*\((?:(?:options?|choices?|answers?)\s+)?[A-H](?:\s*(?:,|and|or|&|/)\s*[A-H])*\)")
# "The correct answer is D." or "Answer: C" as a sentence or line of its own.
# (The words in any case, the letters only as capitals.)
_STATED = re.compile(r"(?:(?<=\A)|(?<=[.!?]\s)|(?<=\n))[ \t]*(?i:(?:the\s+)?(?:correct\s+|right\s+)?answer"
                     r"(?:\s+is|:)\s*(?:option\s+)?)[A-H](?:\s*(?:and|&|,)\s*[A-H])*\s*(?:[.!]\s*|(?=\n)|\Z)")


# "So the answer is C: the queue delay is too large …", "The answer is B, NCCL_TOPO_FILE.": a sentence that states the key
# and then the answer in words, which stay.
_STATED_LEAD = re.compile(r"(?:(?<=\A)|(?<=[.!?]\s)|(?<=\n))[ \t]*(?i:(?:(?:so|right,?\s+so|therefore|thus|hence),?\s+)?(?:the\s+)?"
                          r"(?:correct\s+|right\s+)?answer\s+is\s+(?:option\s+)?)[A-H](?:\s*(?:and|&|,)\s*[A-H])*\s*[:,—–]\s+(?P<next>\S)")
# "It's the pull model, so the answer is C.": the key said after the sentence's own words, which stay.
_STATED_TAIL = re.compile(r"[,;]\s+(?i:so\s+)?(?i:the\s+)?(?i:answer\s+is\s+)(?:option\s+)?[A-H](?:\s*(?:and|&|,)\s*[A-H])*(?=\s*[.!])")
# "So it's C, and the doc can go out …", "So it's B.", "That's C, start opensm …", "It's (C), --set …" (the key, then the
# sentence's other words, which stay)
_SO_ITS = re.compile(r"(?:(?<=\A)|(?<=[.!?]\s)|(?<=\n))[ \t]*(?i:so,?\s+it(?:['’]s|\s+is)\s+(?:option\s+)?|(?:that|it)(?:['’]s|\s+is)\s+)"
                     r"\(?[A-H]\)?"  # (not "That is option B, the one with …": a pointer, which counts against the card)
                     r"(?:\s*(?:and|&|,)\s*[A-H])*\s*(?:[.!]\s*|,\s+(?:and\s+)?(?P<next>\S))")
# "A (35 GB) and D (280 GB) are both wrong", "and B (P_Key mismatch) is the wrong layer": a letter with its option's name
# in parentheses, which the name stands for ("35 GB and 280 GB are both wrong").
_NAMED = re.compile(r"(?<![\w'’./-])(?:(?i:option|choice)\s+)?[A-H]\s+\((?![A-H]\))([^()\n]{2,40})\)")
# "A, settin' the limit tae 0.5, gets bounced …", "B, DCGM Exporter, runs as …": a sentence led by a letter with its
# option's words between commas, which stand for it ("Settin' the limit tae 0.5 gets bounced …").
_NOT_A_NAME = ("as|however|though|although|too|also|again|in|on|at|of|for|by|like|such|which|who|where|when|if|then|so|"
               "instead|once|still|yet|even|unlike|with|without|because|since|sadly|clearly|obviously")  # (an aside: "D, as usual, is …")
_COMMA_NAMED = re.compile(r"(?:(?<=\A)|(?<=[.!?]\s)|(?<=\n))[ \t]*[A-H],\s+(?![A-H]\b|(?i:" + _NOT_A_NAME + r")\b)"
                          r"((?:[^,;:.!?\n]|\.(?=\w)|:(?=\s?\d)){2,80}?),\s+(?=[a-z])")
# ", which is option D", " (that is option B)": an aside that names the option's letter.
_WHICH_IS = re.compile(r"[,:]?\s+(?:which|that)(?:\s+is|['’]s)\s+(?:option|answer|choice)\s+\(?[A-Ha-h]\)?(?![\w-])")

# ", which makes D the only move", " making (B) the right answer": a clause that only calls the answer's letter.
_MAKES = re.compile(r",?\s+(?:which\s+makes|making)\s+(?:option\s+)?\(?[A-H]\)?\s+the\s+(?:only|right|correct|best)\s+"
                    r"(?:move|answer|choice|option|pick|one)\b")


def without_letters(text: str) -> str:
    """`text` without references to option letters (what a recall card shows)."""
    # Each pattern runs only where it could match: most texts need none (a cold build scrubs ~10
    # texts per question).
    scrubbed = text
    if scrubbed.lstrip()[:1] in _LEADING_FIRST:
        scrubbed = _LEADING.sub("", scrubbed, count=1)
    if "t's" in scrubbed or "t’s" in scrubbed or "t is" in scrubbed:  # (before the asides: "It's (C), --set …")
        scrubbed = _SO_ITS.sub(lambda m: (m["next"] or "").upper(), scrubbed)  # ("So it's C, and the doc can go out …")
    if "(" in scrubbed:
        scrubbed = _ASIDE.sub("", _NAMED.sub(r"\1", scrubbed))
    if ", " in scrubbed and _COMMA_NAMED.search(scrubbed):
        scrubbed = _COMMA_NAMED.sub(lambda m: m[1][:1].upper() + m[1][1:] + " ", scrubbed)  # ("B, DCGM Exporter, runs as …")
    if "nswer" in scrubbed or "NSWER" in scrubbed:
        scrubbed = _STATED.sub("", scrubbed)
        scrubbed = _STATED_LEAD.sub(lambda m: m["next"].upper(), scrubbed)  # ("So the answer is C: the queue delay …")
        scrubbed = _STATED_TAIL.sub("", scrubbed)  # ("It's the pull model, so the answer is C.")
    if "which is " in scrubbed or "that is " in scrubbed or "that's " in scrubbed:
        scrubbed = _WHICH_IS.sub("", scrubbed)  # ("… then hand out the MIG UUIDs, which is option d.")
    if "makes " in scrubbed or "making " in scrubbed:
        scrubbed = _MAKES.sub("", scrubbed)  # ("… up to them, which makes D the only move.")
    return text if scrubbed is text else scrubbed.strip()


def front_prompt(picks: int, options_shown: bool) -> str:
    """What the front asks the learner to do: pick (or recall) one answer, or all of several."""
    if options_shown:
        what = "an option" if picks < 2 else f"{_NUMBER_WORDS.get(picks, picks)} options"
        return f"Pick {what}, then show the answer."
    if picks < 2:
        return f"{_NOT_SHOWN}answer in your own words, then show the answer."
    many = "both" if picks == 2 else f"all {_NUMBER_WORDS.get(picks, picks)}"
    return f"{_NOT_SHOWN}name {many} answers, then show the answer."


def asks_for_false(stem: str) -> bool:
    """Whether the question asks for the one false statement ("Which is NOT …", "All … EXCEPT", "Which
    statement is false?"): its wrong options are then true statements, not misconceptions."""
    lower = stem.lower()
    if not ("not" in lower or "except" in lower or "false" in lower or "ncorrect" in lower or "naccurate" in lower
            or "untrue" in lower):
        return False  # (the cheap test first: most stems say none of these)
    asked = QUESTIONS.findall(" ".join(stem.split()))  # (the asking sentence: the last question)
    return bool(ASKS_FALSE.search(asked[-1].strip() if asked else stem.strip().rpartition("\n")[2]))


def misconceptions(reasons: Iterable[str]) -> list[str]:
    """Why the wrong options are wrong, as misconceptions: without letters, each text once, and without a sentence that
    still names options by their letters ("A and D both wrong.", "C and D are touching the wrong layer.", "With B, …"),
    which a learner who never saw the options cannot follow (a text left with none is no misconception); nor one led by a
    word for its option ("It …", "This …")."""
    texts = (_subjected(_unlettered(without_letters(reason).strip())) for reason in reasons)
    return list(dict.fromkeys(text for text in texts if text and not _FOR_OPTION.match(text)))


# A note that opens with its verb, its subject the option ("Gets the driver rule backwards: a newer driver is fine …",
# "Describes blue-green deployment, not a canary"): what follows its colon, or nothing.
_VERB_FIRST = re.compile(r"(?:Gets|Describes|Mixes|Confuses|Assumes|Claims|Treats|Swaps|Ignores|Forgets|Puts|Blames|Misses|"
                         r"Overlooks|Reverses|Flips|Says|Suggests|Means|Refers|Matches|Explains|Tries|Picks|Chooses|Skips|"
                         r"Drops|Adds|Removes|Uses|Gives|Makes|Turns|Thinks|Believes|Expects|Wants|Targets|Addresses|Fixes|"
                         r"Solves)\s")


def _subjected(text: str) -> str:
    """`text`, or of one that opens with its verb (`_VERB_FIRST`), what follows its first sentence's colon, else ""."""
    if not _VERB_FIRST.match(text):
        return text
    first = _SENTENCE_END.split(text, 1)[0]
    rest = text[first.find(": ") + 2:] if ": " in first else ""
    return capitalised(rest) if len(rest.split()) >= 5 and not _FOR_THEM.match(rest) else ""


# A note led by a word for its option ("It starts with the reward model …", "This swaps …"): on a card that shows no
# options, nothing it could stand for.
_FOR_OPTION = re.compile(r"(?:It|It['’]s|Its|This|That|That['’]s|They|They['’]re|These|Those)\b")


# A letter that names an option in a sentence: a list of letters ("A and D", "A, B, C and D", "B/C"), "option B", "only E",
# "in A", "With B," and a letter B–H as a sentence's subject before its verb ("D is …"); never an article's "A".
_LETTER_REF = re.compile(r"(?<![\w'’./-])[A-H](?:\s*(?:,|and|or|nor|&|/)\s*[A-H](?![\w'’-]))+(?!\w)"
                         r"|\b(?i:options?|choices?|answers?|only|in)\s+(?-i:[A-H])(?![\w'’-])"
                         r"|(?:^|(?<=\s))(?:With|For|As for)\s+[A-H],"
                         r"|(?:^|(?<=[.!?]\s))[B-H]\s+(?:is|are|was|were|does|do|would|will|only|just|also|says|claims|suggests|"
                         r"puts|places|gives|describes|confuses|mixes|assumes|wants|needs|has)\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“(])")


def _unlettered(text: str) -> str:
    """`text` without its sentences that name options by their letters (see _LETTER_REF); of a sentence whose letters are
    all in a verdict before its colon, what follows it ("A and D are both refuted by the log: a batch-size mismatch is
    fixed from the first frame …" -> "A batch-size mismatch is fixed …"), unless that opens with a word for them ("both …")."""
    if not text or not _LETTER_REF.search(text):
        return text
    return " ".join(kept for sentence in _SENTENCE_END.split(text) if (kept := _after_verdict(sentence))).strip()


_LONE_LETTER = re.compile(r"(?<![\w'’./-])([A-H])(?![\w'’-])")
# What stands for the letters a verdict before a colon named: the text after the colon needs them.
_FOR_THEM = re.compile(r"(?:both|they|them|their|it|its|each|either|neither|all|these|those|the\s+(?:two|three|former|latter))\b", re.I)


def _after_verdict(sentence: str) -> str:
    """`sentence` where it names no letter; what follows its verdict's colon where only that names letters; else ""."""
    if not _LETTER_REF.search(sentence):
        return sentence
    verdict, colon, rest = sentence.partition(": ")
    named = set(_LONE_LETTER.findall(verdict))  # (and none of them alone in what follows: "A simply swaps …, while C claims …")
    if not colon or _LETTER_REF.search(rest) or len(rest.split()) < 5 or _FOR_THEM.match(rest) \
            or named & set(_LONE_LETTER.findall(rest)):
        return ""
    return capitalised(rest)


def capitalised(note: str) -> str:
    """A misconception with a capital, unless its first word is a name in lower case: a command's shape
    (a digit, "-", "_", "." or "/" in it, or an option such as "-tv" after it: "nvidia-smi", "lspci -tv")."""
    words = note.split(" ", 2)
    if COMMAND_SHAPE.search(words[0]) or (len(words) > 1 and words[1].startswith("-")):
        return note
    return note[:1].upper() + note[1:]


def drawing_without_letters(spec: Infographic) -> Infographic:
    """`spec` with every text stripped of option letters (the wrong notes lose theirs when drawn)."""
    columns = tuple(Column(without_letters(c.heading), tuple(map(without_letters, c.items))) for c in spec.columns)
    parts = tuple(dataclasses.replace(p, label=without_letters(p.label), detail=without_letters(p.detail))
                  for p in spec.parts)
    return dataclasses.replace(spec, title=without_letters(spec.title), answer=without_letters(spec.answer),
                               points=tuple(map(without_letters, spec.points)), columns=columns, parts=parts)
