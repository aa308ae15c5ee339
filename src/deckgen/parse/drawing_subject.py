"""What a question about statements is about, as its drawing's title: "Which statement about the paged KV cache
in TensorRT-LLM is NOT true?" -> "The paged KV cache in TensorRT-LLM"; "Which THREE statements about PyTorch FSDP,
compared with DeepSpeed ZeRO, are correct?" -> "PyTorch FSDP vs DeepSpeed ZeRO"; "… about speculative decoding,
as supported in TensorRT-LLM, is true?" -> "Speculative decoding". Never the scenario's ("these counters",
"this setup": which ones the title cannot say) nor a phrase longer than a title reads ("MIG device names,
CUDA_VISIBLE_DEVICES and MIG state on an A100 80GB")."""
from __future__ import annotations

import re

from .drawing_reads import Words
from .phrases import capitalise

NUMBER = r"(?:(?:two|three|four|2|3|4)\s+)?"
CLAIMS, SAID = r"(?:statements?|options?|choices?|sentences?|claims?|affirmations?|assertions?)", r"(?:correct|true|false|accurate|valid|incorrect)"
_ON = r"(?:about|regarding|concerning|on)"
ABOUT = re.compile(r"^(?:which|what)\s+(?:one\s+)?" + NUMBER + r"(?:(?:of|from) (?:the following|following|the next|these|those|the|his|her|"
                   r"their|my|our|your)\s+)?" + NUMBER + CLAIMS
                   + r"\s+(?:" + _ON + r"\s+(.{3,120}?)\s+(?:is|are)\s+(?:not\s+)?(?:actually\s+|really\s+|in fact\s+)?"
                   r"(?:the\s+)?" + SAID + r"(?:\s+one)?|(?:is|are)\s+(?:not\s+)?" + SAID + r"\s+(?:about|regarding|concerning)\s+(.{3,80}))$", re.I)
# "Which statement best describes X", "X can be used for all of the following EXCEPT", "All of the following statements
# about X are true EXCEPT" (and "… concerning X is correct EXCEPT")
DESCRIBES = re.compile(r"^(?:which|what)\s+" + NUMBER + r"(?:statements?|options?)\s+(?:best\s+|correctly\s+)?describes?\s+(.{3,40}?)"
                       r"$|^(.{3,40}?)\s+(?:can|is used to|is used for)\b.*\bEXCEPT$"
                       r"|^all (?:of )?(?:the )?following " + CLAIMS + r" " + _ON + r" (.{3,80}?),? (?:are|is) (?:correct|true|accurate),? EXCEPT$", re.I)
# After the subject's comma: what it is compared with ("…, compared with DeepSpeed ZeRO"), or an aside that only places
# it ("…, as supported in TensorRT-LLM", "…, when used with …"); any other comma is a list's, and the subject stays whole.
COMPARED = re.compile(r"(?:compared|contrasted)\s+(?:with|to)\s+([^,]{2,40}?)$", re.I)
ASIDE = re.compile(r"(?:as|when|if|where|once)\b", re.I)
POINTER_WORD = Words("this these those such same")
ACTOR_WORD = Words("they we you your our he she")  # (a scenario's actor: "What should they add …", "… that you can set")
SUBJECT_WORDS = 8  # ("GPU time-slicing with the NVIDIA Kubernetes device plugin")


def statements_about(asked: str) -> str:
    """The subject of the question sentence `asked` about statements, capitalised; empty where there is none or it
    points at the scenario, holds "following", or runs past SUBJECT_WORDS."""
    about = ABOUT.match(asked) or DESCRIBES.match(asked)
    said = next((group for group in about.groups() if group), "").strip().rstrip(",") if about else ""
    if ", " in said:
        head, tail = said.split(", ", 1)
        compared = COMPARED.match(tail)
        said = f"{head} vs {compared[1]}" if compared else head if ASIDE.match(tail) else said
    words = said.split()
    if not 0 < len(words) <= SUBJECT_WORDS or "following" in words or POINTER_WORD.found(said):
        return ""
    return capitalise(re.sub(r"^an?\s+|^the\s+(?=(?-i:[A-Z0-9][\w.-]*[A-Z0-9])$)", "", said, flags=re.I))  # ("a rail-optimized compute fabric": the kind itself;
    # "the L40S": the name)


# "Which THREE of the following are Kubernetes CSI sidecar containers that run alongside a CSI driver" -> "Kubernetes CSI sidecar
# containers": the kind each answer is (its relative clause goes; a title candidate, checked as every other is)
KIND_ASKED = re.compile(r"^(?:which|what)\s+" + NUMBER + r"(?:of\s+(?:the\s+following|these|them|(?:his|her|their|my|our|your)\s+[\w-]+)\s+)?(?:are|is)\s+"
                        r"(?:an?\s+|the\s+)?((?:[\w-]+\s+){1,5}?[\w-]+)(?:\s+((?:that|which|who|you|we|they|I)\s.+))?$", re.I)  # (and "… of his keys are
# real provider options of X", "… are real GPU instance profiles you can cut from it")


# A verdict the question puts on its kind ("sound entries", "genuine fields", "supported constraint names"): no part of the concept.
JUDGED = re.compile(r"^(?:sound|genuine|valid|correct|true|real|legitimate|required|supported|right|proper|actual|accurate|good|"
                    r"necessary|needed|mandatory)\s+", re.I)


def kind_asked(asked: str) -> str:
    """The kind the question sentence `asked` asks for (KIND_ASKED), capitalised, without a verdict on it (JUDGED); empty where
    it asks for none, or for a participle's ("are counted inside TTFT"), a purpose ("required | for GPUDirect RDMA to work"), a way,
    or the kind is a word alone ("entries")."""
    found = KIND_ASKED.match(asked) if " are " in asked or " is " in asked else None
    kind = JUDGED.sub("", found[1]) if found else ""
    if " " not in kind and found and found[2] and found[2][:5] in ("that ", "which") and not POINTER_WORD.found(found[2]) \
            and not ACTOR_WORD.found(found[2]):
        kind = f"{kind} {found[2]}"  # (a word alone keeps its clause: "genuine fields that belong inside the … block" -> "Fields that
        # belong inside the … block"; not one that points at the scenario or names its actor)
    return capitalise(kind) if " " in kind and not re.match(r"[a-z]+ed\b|(?:for|to|in|on|of|with|by|at|from|way|ways)\b", kind, re.I) else ""


# The question's lead words: its "Which" or "What", a count ("Which TWO …"), and a "is" ("What is …"): what it leaves, a
# clause with its verb, "… is the open-source toolkit built", or a verb in -ing.
ASKED_LEAD = r"\b(?:which|what)\s+(?:(?:one|two|three|four|five)\s+)?(?:of\s+the\s+following\s+)?((?:is|are|was|were)\s+)?"
LEAD_BEFORE = re.compile(ASKED_LEAD + r"$", re.I)
LEFT_VERB = re.compile(r"\b(?:is|are|was|were|does|do|did|has|have|can|will|would|should|must)\b", re.I)


def chopped_stem(short: str, stem: str) -> bool:
    """Whether the title `short` is the question with its lead words taken off and a verb left in it: the stem chopped, no
    concept named ("NVIDIA component is the open-source toolkit built" of "Which NVIDIA component is the open-source toolkit
    built for …?", "Causing the failure" of "What is causing the failure?")."""
    at = stem.lower().find(short.lower())
    found = LEAD_BEFORE.search(stem, max(0, at - 60), at) if at > 0 else None  # (its lead words right before it)
    return found is not None and (short.split(None, 1)[0].lower().endswith("ing") if found[1] else LEFT_VERB.search(short) is not None)
