"""Lines that speak of another thing than the answer: of another one of the things the question names by number ("that
level-2 run" answered by a sentence on level 1), or an option's claim retold ('The "swapped" reading says …', "The comparison
that says …"). Used by `answersure` (an answer line) and `drawing_form` (a point, a box, a title)."""
from __future__ import annotations

import re

from .phrases import holds_any

# A thing and its number ("level 2", "level-2", "Xid 79", "port 8001"), as the question and a line name them.
NUMBERED = re.compile(r"\b([A-Za-z]{3,12})[ -](\d{1,4})\b")
# An option's claim, told as what the option or a reading of it says ("The first reading, A, said …", "the reading offered as C said").
RETOLD = re.compile(r"^(?:(?:The|That|This)\s+)?(?:[\"“][^\"”\n]{1,80}[\"”]\s+|(?:[\w-]+\s+){0,3}?)(?:readings?|claims?|comparisons?|statements?|"
                    r"options?|answers?|ideas?|theory|theories|versions?|guess(?:es)?|choices?|suggestions?|proposals?)(?:,?\s*(?:(?:offered|given|listed)\s+as\s+)?\(?(?-i:[A-H])\)?,?)?\s+(?:(?:that|which)\s+)?"
                    r"(?:says|said|claims|claimed|holds|argues|suggests|states|insists|assumes)\b", re.I)


RETOLD_WORDS = (" say", " said", " claim", " hold", " argue", " sugg", " stat", " insist", " assum")  # (one is in each RETOLD match)
# A statement's content, told after "that" ("The statement that none is the default only while …, letter C, is not true."): not the
# one that holds ("The statement that holds is D").
CONTENT = re.compile(r"(?:The|That|This)\s+(?:statements?|claims?|ideas?|notions?|assertions?)\s+that\s+(?!(?:is|are|was|holds?|stands?|fits?|works?|rings?)\b)")


def other_numbered(line: str, asked: str) -> bool:
    """The line names a thing the question names with its number ("that level-2 run") only with other numbers ("Level 1 is
    the entrance squeeze, a few seconds …"): it speaks of another one."""
    asked_ones = {(word.lower(), number) for word, number in NUMBERED.findall(asked)} if any(c.isdigit() for c in asked) else set()
    named = {(word.lower(), number) for word, number in NUMBERED.findall(line)} if asked_ones else set()
    same_kind = {one for one in named if one[0] in {word for word, _ in asked_ones}}
    return bool(same_kind) and not same_kind & asked_ones


# The voice's own word for an option, then what it says, and no verb of its own: "The thread saying only pipeline parallelism
# reduces weight memory", "The sentence that describes the TensorRT provider handing …" (a claim retold, cut from its verdict).
SAYING = re.compile(r"^(?:The|That|This)\s+[\w-]+\s+(?:saying|(?:that|which)\s+(?:says|describes|claims))\b")


def retold(text: str) -> bool:
    """The text retells what an option, or a reading of it, says ("The comparison that says Nsight Compute draws …")."""
    return holds_any(text, RETOLD_WORDS) and RETOLD.match(text) is not None or (" saying " in text or " that " in text or " which " in text) \
        and SAYING.match(text) is not None or text[:1] == "T" and " that " in text[:40] and CONTENT.match(text) is not None


def speaks_of_another(line: str, asked: str) -> str:
    """Why an answer line speaks of another thing than the answer (see the module's doc), or ""."""
    if other_numbered(line, asked):
        return "the best sentence speaks of another one than the question names"
    return "the best sentence retells an option's claim" if retold(line) else ""


# A figure and its unit ("3.94 GB/s", "1,040 bytes"); a wrong option's note that starts with its option's figure ("3.9 GB/s: tin. …").
FIGURE = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z%/]+)?")
HEAD_FIGURE = re.compile(r"^\W{0,3}(?:about\s+|~\s*|≈\s*)?(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z%/]+)?", re.I)


def wrong_figure(line: str, notes: tuple[str, ...]) -> bool:
    """Whether `line` gives as its last figure, within rounding (2 %), the figure a wrong option's note starts with, in its unit:
    to "How much …?", the sum of a wrong option ("One Gen5 lane gives … ≈ 3.94 GB/s" where "A — 3.9 GB/s: tin. …")."""
    heads = [(float(head[1].replace(",", "")), (head[2] or "").lower()) for note in notes if (head := HEAD_FIGURE.match(note))]
    found = FIGURE.findall(line)[-1:]  # (its result, the last: "3 × 80 GB = 240 GB" gives 240 GB, whatever it sums)
    return any(value and abs(float(figure.replace(",", "")) - value) <= 0.02 * value and unit_of.lower() == unit
               for figure, unit_of in found for value, unit in heads)
