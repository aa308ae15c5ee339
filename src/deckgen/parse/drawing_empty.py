"""A point that says nothing a learner recalls the answer by: a bare class ("Triton Model Analyzer is a command-line tool"), a
relation with nothing said of it ("X differs from Y"), or a picture of the voice's said as what a thing is ("The handle
(cudssCreate) is the crane itself", "cluster.sync() is the meeting in the chowk", "The KV cache is the spoil heap of
generation"). Used by `drawing_select`."""
from __future__ import annotations

import re

EMPTY_RELATION = re.compile(r"\b(?:differs?|is different|are different|varies|vary)\s+from\b[^,;:]*$")
BARE_CLASS = re.compile(r"^(?!(?:Each|Every|All|Any|No|The|A|An|Some|Most|Many)\s)[^,;:]{2,60}?\s+(?:is|are)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}[\w-]+$")
# A thing said to be "the" other thing, in a few lower-case words; not a claim of the text's ("… is the right choice", "… is
# the weaker model", "… is the old style and is deprecated", "… is the one talking to the hardware").
METAPHOR = re.compile(r"^(?:[^\s;:]+\s+){1,8}?(?:is|are)\s+(?:just\s+|only\s+|simply\s+)?the\s+(?!(?:\S+\s+)*?(?:that|which|who|one|"
                      r"ones|way|choices?|problem|answer|option|number|right|wrong|correct|best|worst|only|usual|old|new|default|safe|more|most|"
                      r"less|least|first|last|same|main|real|classic|standard|key|deprecated|(?:bett|weak|strong|saf|fast|slow|bigg|small|"
                      r"larg|high|low|easi|hard|simpl|cheap|new|old|earli|lat|great|wid)(?:er|est))\b)"
                      r"(?P<np>(?:[a-z][a-z'’]*\s+){0,5}[a-z][a-z'’]*)$")  # (a word of its own with a hyphen, "the kernel-mode driver": the
# text's term)


# A thing said to be like, or to work like, a picture ("Noise … is like white noise in the ear canal", "A reference works like
# the Chandra meeting the Bhaga at Tandi: …"), to the picture's end.
LIKENED = re.compile(r"\b(?:is|are|works?|acts?|behaves?|runs?)\s+(?:just\s+|much\s+|a\s+bit\s+)?like\s+(?P<np>(?:::|[^,.;:()]){3,80})")


def empty(point: str, words, literal: frozenset[str]) -> bool:
    """`point` is a bare class, an empty relation, or says its subject is "the" thing, or is like a thing, named in words
    (`words(text)`: a text's keywords) none of which `literal`, the question's, the options' and the answer's, holds, with no
    figure."""
    if BARE_CLASS.match(point) or "from" in point and EMPTY_RELATION.search(point):
        return True
    said = (METAPHOR.match(point) if " the " in point else None) or (LIKENED.search(point) if "like " in point else None)
    return said is not None and not words(said["np"]) & literal and not any(char.isdigit() for char in point) \
        and not any(mark in said["np"] for mark in "_:/<=")  # (a picture holds no name of code: "like std::vector")
