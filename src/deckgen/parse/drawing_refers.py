"""Points that point back at what the sentences before them said, by words `drawing_reads` does not look for:
- a "that" or "this" standing for a thing ("FAISS exploits that: …", "CUTLASS builds its plan around that, …"), or for what
  the sentence before said ("In FFmpeg that is …"), or the object of the subject's verb ("trtllm-build reads that folder …");
- an "instead" or an "afterwards" with nothing before it ("Call cusparseLtSpMMACompressedSize instead: …", "Setting the
  resource afterwards does not move …");
- one of a list the card does not give ("The first counter is …", "One is arrivals: …", "… reports the first two …", "The
  /run/udev one …"), or the list announced ("… once two things are done");
- an option's order told by its steps ("The order 2, 5, 1, 3, 4 starts the server before …"), or a wrong option's claim
  quoted as the point's first sentence ('"initial_pool_size is ignored …" The pool size arguments apply …').
"""
from __future__ import annotations

import re

# (not "so that, …", "that is,", nor "like that." of a quoted phrase: a pronoun at a clause's end)
DEMONSTRATIVE_END = re.compile(r"(?<!\bso )(?<!\bnow )\b(?:that|this)(?=\s*(?:[,:;!]|\.(?!\w)|$))(?!,\s+(?:is|i\.e\.))", re.I)
DEMONSTRATIVE_ENDS = ("that,", "that:", "that;", "that!", "that.", "this,", "this:", "this;", "this!", "this.")  # (looked for first)
ORDINAL_LEADS = ("the first ", "the second ", "the third ", "the other ", "the latter ", "the former ")
INSTEAD_END = re.compile(r"\binstead(?=\s*(?:[,:;!]|\.(?!\w)|$))", re.I)
AFTERWARDS = re.compile(r"^[^,;:]*\bafterwards?\b", re.I)
ONE_OF_LIST = re.compile(r"(?:one|the\s+other)\s+is\b|the\s+(?:first|second|third|other)\s+[\w-]+\s+(?:is|are|was)\b"
                         r"|the\s+(?:first|former|latter)\s+(?-i:[a-z]{2,}s)\b", re.I)  # (and "The first makes the operator …")
LIST_NOUNS = ("things", "steps", "jobs", "parts", "ways", "reasons", "counts", "checks")
LIST_TO_COME = re.compile(rf"\b(?:two|three|four|five|several)\s+(?:{'|'.join(LIST_NOUNS)})\b(?!\s+(?:of|out)\b)[^:,;]{{0,40}}$", re.I)  # (not "three parts out of four")
# ("trtllm-build reads that folder through …", "Persistence keeps that state loaded, …": the subject's verb and its object
# pointed at, where `drawing_reads.OBJECT_POINTER` wants a place after it; never a verb that says what follows, "means that …")
SAID_VERBS = "means|shows|says|states|ensures|implies|requires|guarantees|assumes|confirms|indicates|suggests|explains|reports|warns|notes|proves|expects|knows|checks|verifies|tells"
OBJECT_POINTED = re.compile(rf"(?:The\s+)?[\w:.-]+\s+(?!(?:{SAID_VERBS})\s)[a-z]{{3,}}s\s+(?:this|that|these|those)\s+[a-z][a-z-]{{2,}}"
                            r"(?=\s+(?:through|into|via|across|over|onto|and|loaded|intact|alive|open|up|down|out|as)\b|\s*[,.;:!]|\s*$)")
ORDER_NAMED = re.compile(r"(?:the\s+)?(?:order|sequence|ordering)\s+\(?[\dA-Z]\)?(?:\s*(?:,|→|->|>|–|-)\s*\(?[\dA-Z]\)?){2,}\s", re.I)  # ("The
# order 2, 5, 1, 3, 4 starts the server before …": an option's, told by its steps)
# ("In FFmpeg that is -rc vbr", "For the NVIDIA driver that means …": a "that" standing for what the sentence before said;
# "The creator reports the first two …", "…; the first one stays", "The /run/udev one …": one of things named before)
PLACE_THAT = re.compile(r"(?:in|for|on|with|under|inside)\s+[^,;:]{1,40}?,?\s+(?:that|this)\s+(?:is|are|was|means|becomes|gives|takes)\b", re.I)
ONE_OF_THEM = re.compile(r"(?:^|[;:]\s+|\b[a-z]{3,}s\s+)the\s+(?:first|second|third|other|latter|former)\s+(?:one|two|three|ones)\b(?!\s+of\b)"
                         r"|^the\s+\S+\s+one\b(?!\s+of\b)", re.I)  # (not "… the first layers …, and the last one by rows")
QUOTED_CLAIM = re.compile(r"[\"“][^\"“”\n]{8,300}[.!?][\"”]\s")


def refers_back(text: str, point: bool = True) -> str:
    """Why `text` needs the sentences before it by a word of those above (empty: it does not); a "that", "this", "instead" or a
    list announced only of a `point`: an answer's "… and contract that small network instead", "X fixes that: …" speak of
    what the question tried or met, and its announcements are read where it is chosen."""
    lower = text.lower()
    if point and (any(end in lower for end in DEMONSTRATIVE_ENDS) or lower.endswith(("that", "this"))) and DEMONSTRATIVE_END.search(text):
        return "refers back"  # (as `drawing_form.fault` says of a demonstrative: "With this, …")
    if point and (" this " in lower or " that " in lower or " these " in lower or " those " in lower) and OBJECT_POINTED.match(text):
        return "refers back"
    if point and lower[:2] in ("in", "fo", "on", "wi", "un") and PLACE_THAT.match(text) \
            or point and (any(lead in lower for lead in ORDINAL_LEADS) or lower[:4] == "the " and " one" in lower[:60]) and ONE_OF_THEM.search(text):
        return "refers back"
    if point and "instead" in lower and INSTEAD_END.search(text) or "afterward" in lower and AFTERWARDS.search(text):
        return "refers back"
    if lower[:3] in ("one", "the") and ONE_OF_LIST.match(text):
        return "refers back"  # (one of a list the card does not give)
    if point and any(word in lower for word in LIST_NOUNS) and LIST_TO_COME.search(text):  # (an answer line's, `answercut.ANNOUNCES`)
        return "announces a list the card does not give"  # ("… a terrace wall is only useful once two things are done")
    if point and lower[:3] in ("the", "ord", "seq") and ORDER_NAMED.match(text):
        return "talks of the options"
    if text[:1] in "\"“" and QUOTED_CLAIM.match(text):
        return "a claim quoted, not a fact"
    return ""
