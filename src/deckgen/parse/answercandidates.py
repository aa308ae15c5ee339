"""The sentences that may state the answer (`answertext` weighs them): each sentence of the short and the full explanation,
what follows its colon, a list's items and its intro with the items' labels; not a question, an image, an option's quoted
claim and its note (`answerwording.unjudged_paragraphs`), nor a table's row. A sentence its writer labels background
("Background, explained slowly, …: cuML estimators accept …") is weighed but never chosen.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from . import lists
from .analysis import without_statement
from .answerpick import step_action
from .answerwording import LABELLED_BACKGROUND, _mentioned, analogy, aside, unjudged_paragraphs
from .drawing_nofact import simile
from .phrases import capitalise, sentences, word_count
from .stated import KEY_LEAD
from .words import keywords

ANSWER_LEAD = re.compile(r"^(?:bottom line|in short|in a nutshell|the short answer|short answer|the answer|"
                         r"the key|key point|the gist|tl;?dr)\b[^:—]{0,30}[:—]", re.I)
COUNTS = {word: n for n, word in enumerate("two three four five six seven eight".split(), 2)}
COUNT = re.compile(rf"\b(?:{'|'.join(COUNTS)})\b", re.I)


class Candidate(NamedTuple):
    """A sentence that may state the answer (a named tuple: made some twenty times a question, faster than a dataclass)."""

    text: str
    led: bool = False  # it follows a lead such as "Bottom line:"
    previous: int = -1  # the index of the sentence before it in the same paragraph, or -1
    step: int = 0  # its place in a numbered list (1, 2, …), or 0
    after_key: bool = False  # it follows a sentence that only states the key ("It is A. A100-4-20C is a MIG-backed vGPU.")
    background: bool = False  # its writer labels it background ("Background first. …"): weighed, never chosen


def answer_candidates(short: str, full: str) -> list[Candidate]:
    """The sentences of the short and the full explanation that may state the answer: each prose sentence (without a lead
    that only states the key, and what follows a colon too), each list's items and its intro with their labels."""
    found: list[Candidate] = []
    for source in (short, full):
        for start, paragraph in unjudged_paragraphs(source):  # (not an item on an option named by its claim: another's note)
            led, previous, after_key = bool(ANSWER_LEAD.match(start)), -1, False
            # ("Picture an apartment building versus a meeting room. … vGPU is the meeting room: …": the image's words)
            image = keywords(paragraph[0]) if paragraph and analogy(paragraph[0]) else frozenset()
            for sentence in paragraph:
                if image and len(keywords(sentence) & image) >= 2:
                    continue
                bare = without_statement(sentence)  # (and "The correct is the letter C. WebDataset puts …": the rest, led)
                keyed = sentence[:1] in "TY" and " is " in sentence[:60] and KEY_LEAD.match(sentence) is not None or bare != sentence.strip()
                sentence, after_key = bare, after_key or not bare and keyed  # ("It is A." alone: the next states the answer)
                background = sentence[:1] in "Bb" and LABELLED_BACKGROUND.match(sentence) is not None  # ("Background, explained slowly, …: …")
                if not sentence or sentence.endswith("?") or aside(sentence) or sentence.count(" | ") > 1 or simile(sentence):
                    continue  # (an image or a quoted claim, `aside`; a table's row: "LTSB | 3 years | …"; "…, like throwing …")
                found.append(Candidate(sentence, led or keyed or after_key, previous, after_key=after_key, background=background))  # (led: "The right move is C: …" too)
                previous, led, after_key = len(found) - 1, False, False
                head, colon, rest = sentence.partition(": ")  # (what follows a colon often states the point on its own)
                if (colon and word_count(rest) >= 6 and word_count(head) >= 4 and rest[:1].isalpha()
                        and not _mentioned(head, head.lower()) and not AFTER_COLON_PHRASE.match(rest)):  # ("count: 2" is a value,
                    # not a clause; "…: on certified servers, in vSphere and in the clouds" is a phrase of the head's)
                    found.append(Candidate(capitalise(rest), background=background))
        for before, items in lists.list_blocks_read(source):
            numbered = _numbered(items[0][:40], source)
            found += [Candidate(step_action(item), step=numbered and place) for place, item in enumerate(items, 1)]
            # The list's intro with its items' labels: "From fastest to slowest, the levels are: Registers, …".
            intro = without_statement((sentences(before) or [""])[-1])  # (not "The correct answer is D. …")
            labels = [item.split(":", 1)[0] for item in items if ":" in item[:60]]
            said = COUNT.search(intro)  # "… runs in two phases:" with three labels: they are not all phases
            if intro.endswith(":") and len(labels) == len(items) == COUNTS.get(said and said[0].lower(), len(items)):
                found.append(Candidate(f"{intro} {', '.join(labels)}."))
    return found


AFTER_COLON_PHRASE = re.compile(r"(?:on|in|at|from|for|with|by|to|into|across|through|under|over)\s", re.I)


# ((?m)^1[.)](\s+) with its "1" first, the search skipping to it: then the look-behind for a line's start)
NUMBERED = re.compile(r"1(?<![^\n].)[.)](\s+)")


def _numbered(prefix: str, source: str) -> bool:
    r"""Whether a line of `source` is "1." or "1)", white space, then `prefix`: the regex
    `(?m)^1[.)]\s+<prefix>`, without compiling one for every list (0.1 ms)."""
    return any(source.startswith(prefix, at) for match in NUMBERED.finditer(source)
               for at in range(match.start(1) + 1, match.end() + 1))
