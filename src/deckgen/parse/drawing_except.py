"""Title candidates for a question that asks which option is NOT one of a kind ("Which of the following is NOT a
recommended airflow practice for these racks" -> "Recommended airflow practices for these racks") or what all the options
but one are ("All of the following are part of Spectrum-X EXCEPT" -> "Parts of Spectrum-X", "A DPU can do all of the
following EXCEPT" -> "What a DPU can do"). Used by `drawing_title`.
"""
from __future__ import annotations

import re

from .phrases import capitalise

DOING = re.compile(r"\b(is|are)\s+doing\b")
# "Which of the following is NOT a recommended airflow practice for these racks" -> "Recommended airflow
# practices for these racks": what the options are kinds of (the head noun, made plural where its ending tells how).
NOT_ONE_OF = re.compile(r"^which\s+(?:(?:one\s+)?of\s+(?:the\s+following|these|those)|one)\s+is\s+not\s+(?:a|an)\s+"
                        r"((?:[\w-]+\s+){0,3}?)([a-z]{3,}[^sxzhy\W]|[a-z]{2,}[^aeiou\W]y)"
                        r"((?:\s+(?:of|for|in|on|with|from|to|that)\s+[^,]{3,60})?)$", re.I)


THAT_OWN_VERB = re.compile(r" that\s+(?:is|was|has|does|can|could|should|must|will|would|may|might|[a-z]+s)\b")

# "All of following are components that the NVIDIA GPU Operator can deploy and manage on the GPU nodes EXCEPT"
# -> "What the NVIDIA GPU Operator can deploy and manage …" (what the options are said to be, by its clause)
ALL_BUT = re.compile(r"^(?:all|each)\s+of\s+(?:the\s+)?following\s+(?:are|is)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?[\w-]+\s+"
                     r"(?:that|which)\s+(.{3,100}?)\s+EXCEPT$", re.I)
# "All of the following are valid sbatch options for requesting GPUs on this partition EXCEPT" -> "Valid sbatch options
# for requesting GPUs …" (never the claim itself: "All of the following are valid …" says the opposite of the question)
ALL_ARE = re.compile(r"^(?:all|each)\s+of\s+(?:the\s+)?following\s+(?:are|is)\s+(an?\s+)?(?!.*\b(?:that|which)\s)"
                     r"([a-z][\w-]*\s.{2,80}?)\s+EXCEPT$", re.I)
ONE_OF = re.compile(r"^(part|component|feature|element|piece|function|benefit|capability|property|characteristic|example|"
                    r"advantage|responsibility|requirement|use|task|role)(\s+of\s)", re.I)  # ("… are part of X" -> "Parts of X")


# "A DPU can do all of the following EXCEPT" -> "What a DPU can do" (what the options are said to be, by its verb)
CAN_ALL = re.compile(r"^((?:an?\s+|the\s+)?.{3,50}?)\s+(can|could|will|should)\s+((?:be\s+used\s+)?\w+)\s+all\s+of\s+"
                     r"(?:the\s+)?following,?\s+EXCEPT$", re.I)
# "Triton Inference Server provides all of the following EXCEPT" -> "What Triton Inference Server provides"
# ("X deploys and manages all of the following components EXCEPT" -> "What X deploys and manages": the kind goes)
_DOES = r"(?:provides|offers|supports|includes|does|performs|handles|manages|deploys|enables|requires)"
DOES_ALL = re.compile(r"^((?:an?\s+|the\s+)?.{3,50}?)\s+(" + _DOES + r"(?:\s+and\s+" + _DOES + r")?)\s+all\s+of\s+"
                      r"(?:the\s+)?following(?:\s+[a-z-]+){0,2}?,?\s+EXCEPT$", re.I)


def not_one_of(text: str):
    """A title candidate for "Which of the following is NOT a …" (see NOT_ONE_OF), or for "All of the following
    are … that X does EXCEPT" (see ALL_BUT)."""
    match = NOT_ONE_OF.match(text)
    if match and not (match[3].startswith(" that ") and THAT_OWN_VERB.match(match[3])):
        # (the kind, in the plural: "… NOT a profile that the A100 supports" -> "Profiles that the A100 supports"; not
        # where the clause's verb agrees with the noun, "… NOT a component that is deployed by X")
        noun = _plural(match[2])
        yield capitalise(f"{match[1]}{noun}{match[3]}")
    if match and match[3].startswith(" that "):  # ("… NOT a component that X deploys" -> "What X deploys")
        yield f"What {DOING.sub(lambda doing: 'does' if doing[1] == 'is' else 'do', match[3][6:])}"  # ("is doing": "does")
    if text.endswith("EXCEPT"):
        match = CAN_ALL.match(text) or DOES_ALL.match(text)
        if match:  # ("What a DPU can do", "What Triton Inference Server provides")
            subject = match[1][:1].lower() + match[1][1:] if match[1][:2] in ("A ", "An", "Th") else match[1]
            yield " ".join(["What", subject, *(part for part in match.groups()[1:] if part)])
        match = ALL_BUT.match(text)  # (ALL_ARE reads only a kind with no "that" clause: one of the two at most)
        if match:
            yield f"What {match[1]}"
        match = ALL_ARE.match(text)
        if match:  # (each is one of the kind: "… are part of Spectrum-X" -> "Parts of Spectrum-X", not "Part of …")
            kind = ONE_OF.match(match[2])
            yield capitalise(_plural(kind[1]) + match[2][len(kind[1]):] if kind else match[2])


def _plural(noun: str) -> str:
    """"profile" -> "profiles", "capability" -> "capabilities"."""
    return noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"
