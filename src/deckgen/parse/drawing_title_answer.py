"""A title made from the answer, for a question that names no concept of its own and asks for no thing
("What is the most likely cause?", "What should the administrator do first?"): the answer phrase, read
as a name. "The most likely cause is a physical connection problem" -> "A physical connection problem";
"The degradation is most plausibly attributed to drift" -> "Drift as the cause of the degradation"; "Drain the
node in the workload manager so that no new jobs are scheduled" -> "Drain the node in the workload
manager" (cut only where a phrase or clause that adds to it starts). Empty when nothing passes the form
check: the title then falls back as before.
"""
from __future__ import annotations

import re
from itertools import pairwise

from .drawing_form import fault
from .drawing_lines import has_verb
from .phrases import capitalise, word_count

# "The (most likely) cause is X", "The root cause was X": the restated question goes.
CAUSE_IS = re.compile(r"^(?:the\s+)?(?:(?:most|more)\s+)?(?:likely\s+|probable\s+|plausible\s+|root\s+|underlying\s+)?"
                      r"(?:cause|reason|explanation)\s+(?:is|was)\s+(?:most\s+likely\s+|probably\s+|likely\s+)?(.{3,})$",
                      re.I)
# "The degradation is most plausibly attributed to drift": what is explained, and by what.
ATTRIBUTED = re.compile(r"^(the\s+)?([^,;:]{3,40}?)\s+(?:is|are|was|were)\s+(?:(?:most|more)\s+)?(?:\w+ly\s+)?"
                        r"(?:attributed\s+to|caused\s+by|due\s+to|explained\s+by|the\s+result\s+of)\s+([^,;:]{2,40})$",
                        re.I)


PARTICIPLE_END = re.compile(r"\b(?:[a-z]+(?:ed|en)|fed|led|held|built|run|set|kept|sent|made|bought|put)$")
# A "to" that opens a verb's complement, not a purpose ("to the NVSwitch chips", not "to run …").
COMPLEMENT = re.compile(r"to\s+(?:the|a|an|its|their|each|every|all|this|these|one|(?-i:[A-Z0-9]))\b", re.I)


def answer_title(phrase: str, shortened) -> str:
    """`phrase` (the answer box, or the correct option's text) as a title; `shortened` cuts a text that is
    too long at a phrase boundary (drawing_title's, passed in to keep the modules apart)."""
    text = " ".join(phrase.split()).rstrip(". ")
    cause = CAUSE_IS.match(text)
    if cause:
        text = capitalise(cause[1])
    else:
        blamed = ATTRIBUTED.match(text)
        if blamed:
            what = blamed[2] if re.match(r"\S+[A-Z0-9]", blamed[2]) else blamed[2][:1].lower() + blamed[2][1:]
            text = f"{capitalise(blamed[3])} as the cause of {'the ' if blamed[1] else ''}{what}"
    # (whole when short; else its head before a phrase that adds to it; else without its inner "the")
    short = shortened(text, 8, lean=False) or shortened(text)
    rest = text[len(short):].lstrip(" ,") if short and text[1:].startswith(short[1:]) else ""
    if rest.startswith("by ") and PARTICIPLE_END.search(short):
        return ""  # (cut between a participle and its agent: "The power supplies fed | by the offline PDU lost input")
    if rest and has_verb(short):
        return ""  # (a sentence cut short is no name: "Spectrum-X pairs Spectrum-4 switches | with BlueField-3 …";
        # an order cut after its object is one: "Drain the node in the workload manager | so that …")
    if short and text[1:].startswith(short[1:]) and COMPLEMENT.match(text[len(short):].lstrip(" ,")):
        return ""  # (cut before its complement: "All 18 links of each GPU go | to the NVSwitch chips"; not before a
        # purpose: "dcgmi diag -r 3 | to run the long suite")
    text = text[:1] + short[1:] if short and text[:1].islower() else short  # ("dcgmi diag", as written)
    return text if text and word_count(text) <= 10 and not fault(text, "title", names=True) else ""


VALUES_PART = re.compile(r",\s+|\s+(?:and|or)\s+")
# "About 10.2 kW", "32 GPUs": a value names no concept; nor does a flag's setting of the scenario ("-pl 250", "-j 48213",
# "--gres=gpu:4"), as a level or an index of one digit may ("dcgmi diag -r 3", "nvidia-smi nvlink -e -i 3").
SCENE_FLAG = re.compile(r"(?:^|\s)-{1,2}[A-Za-z][\w-]*(?:=|\s\S*(?:\d\d|=))")
VALUE = re.compile(r"^(?:(?:about|approximately|roughly|around|nearly|up to|over|under)\s+|~)?[\d.,]+\s*(?:°?[^\W\d_][\w/%]*)?"
                   r"(?:\s*(?:to|–|-)\s*[\d.,]+\s*(?:°?[^\W\d_][\w/%]*)?)?$", re.I)  # (and a range: "18 °C to 27 °C")


def values_only(name: str) -> bool:
    """A name made only of values: "About 10.2 kW", or a list of them ("3 systems, about 104,400 BTU/hr"; "900 GB/s,
    ~7x"), or a command with its values ("sacct -j 48213"): the answer itself, no concept ("nvidia-smi topo -m" is one)."""
    flag = SCENE_FLAG.search(name)  # (not "fsck -n /dev/sdb1 to check the volume": what it does names the action)
    return all(VALUE.match(part) for part in VALUES_PART.split(name)) or flag is not None and not any(
        word.isalpha() and len(word) > 3 and not before.startswith("-") for before, word in pairwise(name[flag.start():].split()))
