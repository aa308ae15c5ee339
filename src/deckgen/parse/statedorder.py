"""Answers the explanations state in other ways than a verdict on a letter. An order of steps in the options' own numbers,
and so the option it is: "The order 1, 2, 3, 4, 5 is the right one.", "…, so the order is 3, 5, 1, 6, 2, 4.", "Right — 2, 5,
3, 1, 4 goes context, SAL, …" (`order_stated`): only where every option is such an order (three steps or more, each a
different one), a sentence holds exactly one option's order, with words right before or after it that say it is the order
("the order is …", "Right — …", "… is the right one") and none in the sentence that refuse it ("wrong", "not"), and every
such sentence names the same option. And the options parted into groups that lead their paragraphs ("B, C and E all hold
up." over "A and D both fall down.", `group_stated`).
"""
from __future__ import annotations

import re

STEP = r"(?:\d{1,2}|[IVX]{1,4}|[ivx]{1,4})"
ORDER = re.compile(rf"(?<![\w.]){STEP}(?:[^\S\n]*(?:,|→|->|>|–|—)[^\S\n]*{STEP}){{2,}}(?!\w|\.\d)")
SPLIT = re.compile(r"[^\S\n]*(?:,|→|->|>|–|—)[^\S\n]*")
# What says an order is the one, right before it ("the order is", "Right —", "the working order:") or right after it ("… is the right one").
AFFIRMS_BEFORE = re.compile(r"(?:\border\s+is|\b(?:right|correct)\s*[—–:-]|\b(?:right|correct|working|proper)\s+order(?:\s+is|\s*:))\s*(?:option\s+)?$", re.I)
AFFIRMED_AFTER = re.compile(r"\s*(?:is\s+(?:the\s+)?(?:right|correct|proper)\b|is\s+the\s+(?:only\s+)?(?:one|answer)\b)", re.I)  # ("… is the only
# one where every call finds its ground prepared", LD 7050)
REFUSES = re.compile(r"\b(?:wrong|not|never|incorrect|fails?|breaks?|instead)\b|n['’]t\b", re.I)
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n")


# The order stated, then its option's letter: "The right order is R, S, P, Q, T, which is option E."
ORDER_NAMED = re.compile(r"\b(?:right|correct|working|proper)\s+order\s+is\s+[^.;:!?\n]{3,80}?,\s+which\s+is\s+(?:option|choice)\s+\(?([A-H])\)?[.!]", re.I)


def order_stated(texts: tuple[str, ...], options: dict[str, str]) -> tuple[str, ...]:
    """The one option whose order a sentence of `texts` states as the order (see the module's doc), or the letter the
    sentence that states the order names ("… which is option E."), or ()."""
    named = {match[1] for text in texts if " order " in text for match in ORDER_NAMED.finditer(text)}
    if len(named) == 1:
        return tuple(named)
    orders = {letter: _steps(text.strip().rstrip(".")) for letter, text in options.items()}
    if len(options) < 3 or not all(orders.values()) or len(set(orders.values())) != len(orders):
        return ()
    found: set[str] = set()
    for text in texts:
        if "," not in text and "→" not in text and ">" not in text:
            continue
        for sentence in SENTENCE_END.split(text):
            held = {letter: match for match in ORDER.finditer(sentence) for letter, order in orders.items() if _steps(match[0]) == order}
            if len(held) == 1 and not REFUSES.search(sentence) and (AFFIRMS_BEFORE.search(sentence, 0, (match := next(iter(held.values()))).start())
                                                                     or AFFIRMED_AFTER.match(sentence, match.end())):
                found |= set(held)
    return tuple(found) if len(found) == 1 else ()


def _steps(text: str) -> tuple[str, ...]:
    """The steps of `text` when it is an order alone ("3 → 5 → 1", "II, IV, I"), else ()."""
    return tuple(step.upper() for step in SPLIT.split(text)) if ORDER.fullmatch(text) else ()


# A paragraph led by a group of letters and what they all do ("B, C and E all hold up. B is …", "A and D both fall down. …").
GROUP_LEAD = re.compile(r"^[ \t]*\(?([A-H])\)?((?:,[ \t]*\(?[A-H]\)?)*)[ \t]+and[ \t]+\(?([A-H])\)?[ \t]+(?:all|both)[ \t]+([a-z][\w'’-]*(?:[ \t]+[a-z][\w'’-]*){0,4})[.!:]", re.M)  # (up to five
# words: "A and C both get the pipe graph wrong.")


def group_stated(full: str, options: dict[str, str], expected: int) -> tuple[str, ...]:
    """The answers where the analysis parts every option into groups, each a paragraph led by its letters and what they all do
    in a word or two ("B, C and E all hold up." over "A and D both fall down."), and one group alone holds as many letters as
    the question asks for (two or more) with words of its own; () otherwise."""
    if expected < 2 or " all " not in full and " both " not in full:
        return ()
    groups = [(sorted({match[1], *re.findall(r"[A-H]", match[2]), match[3]}), match[4].lower()) for match in GROUP_LEAD.finditer(full)]
    letters = [letter for group, _ in groups for letter in group]
    if len(groups) < 2 or sorted(letters) != sorted(options) or len({said for _, said in groups}) != len(groups):
        return ()
    sized = [group for group, _ in groups if len(group) == expected]
    return tuple(sized[0]) if len(sized) == 1 else ()
