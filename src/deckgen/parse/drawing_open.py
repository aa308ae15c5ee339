"""What a cut of a sentence for a drawing would leave open (`drawing_cut.clause_head` asks before it cuts at a comma):
the first of two things the sentence pairs ("a "single" strategy | , …, and a "mixed" strategy"), the second thing a
verb needs after "with" ("compares the bandwidth down, to the nodes, | with the bandwidth up"), the last of a subject's
verbs (", gets a grace period, | and is then degraded") and the second of two things after an aside on the first ("has
one PF, which the host driver owns, | and a number of VFs"): each cut there says less than the sentence, and
something else.
"""
from __future__ import annotations

import re


# A thing paired after a comma: its article, a few words, and the noun that ends its phrase (", and a "mixed" strategy,").
PAIRED = re.compile(r",\s+(?:and|or)\s+(?:a|an|the)\s+(?:\S+\s+){0,3}?[\"'“‘]?([\w-]+)[\"'”’]?"
                    r"(?=\s*[,.;:]|\s+(?:where|which|that|who)\b|\s*$)", re.I)
# A verb whose second thing comes after "with" ("compares the bandwidth down, to the nodes, | with the bandwidth up"); the
# last of a subject's verbs, after its others (", gets a grace period, | and is then degraded"); the second of two things
# after an aside on the first ("has one PF, which the host driver owns, | and a number of VFs").
WITH_VERB = re.compile(r"\b(?:compar|combin|replac|swapp?|contrast|associat)(?:es|e|ed|ing|s)\b", re.I)  # (not "pairs", "matches": nouns too)
LAST_VERB = re.compile(r",\s+(?:and|or)\s+(?:then\s+)?(?:is|are|was|were|has|have|had|can|cannot|will|would|must|may|gets?|becomes?|"
                       r"stays?|runs?|falls?|returns?|drops?)\b")
ASIDE_THEN_PAIR = re.compile(r",\s+(?:which|who|whose|where)\s[^,;:()]{2,80},\s+(?:and|or)\s+(?:a|an|the|one|two|its|their|\d+)\s")


def held_open(head: str, variant: str, start: int) -> bool:
    """Whether a cut at `start` (a comma) leaves out what the head's own words hold open (WITH_VERB, LAST_VERB,
    ASIDE_THEN_PAIR)."""
    rest = variant[start:start + 120]
    return rest.startswith(", with ") and WITH_VERB.search(head) is not None \
        or ", " in head and LAST_VERB.match(rest) is not None \
        or rest.startswith((", which ", ", where ", ", who ", ", whose ")) and ASIDE_THEN_PAIR.match(rest) is not None


def first_of_pair(head: str, rest: str) -> bool:
    """The head ends on the first of two things the sentence pairs after it (", and a "mixed" strategy" after "a
    "single" strategy"): cut there, it says one of the two. (Its noun, not a word before it: "the mount options".)"""
    noun = head.rsplit(None, 1)[-1].strip("\"'“”‘’").lower()
    return len(noun) > 2 and (", and " in rest or ", or " in rest) and noun in rest[:160].lower() \
        and any(match[1].lower() == noun for match in PAIRED.finditer(rest[:160]))
