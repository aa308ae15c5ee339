"""Whether a line points back at what the sentences before it said (`refers_back`, asked by `drawing_form.fault` of every
point, note, title and box):
- a "this", "these" or "those", a "that" before a noun that needs the sentence before ("that message", "after that"), a
  last "afterwards", "… again", one counted before ("The second requirement …"), a predicate left out ("… are not, so …");
- a "that" standing for a thing ("FAISS exploits that: …", "CUTLASS builds its plan around that, …"), or for what
  the sentence before said ("In FFmpeg that is …"), or the object of the subject's verb ("trtllm-build reads that folder …");
- an "instead" or an "afterwards" with nothing before it ("Call cusparseLtSpMMACompressedSize instead: …", "Setting the
  resource afterwards does not move …");
- one of a list the card does not give ("The first counter is …", "One is arrivals: …", "… reports the first two …", "The
  /run/udev one …"), or the list announced ("… once two things are done");
- an option's order told by its steps ("The order 2, 5, 1, 3, 4 starts the server before …"), or a wrong option's claim
  quoted as the point's first sentence ('"initial_pool_size is ignored …" The pool size arguments apply …').
`pointer_words` reads the words of the last four, an answer line's too (`answerform.reads_alone`); `points_ahead` whether a
point is its sentence cut before a colon whose words it points at ("…, with one exception", "The docs give the rule").
"""
from __future__ import annotations

import re

# A demonstrative that points at something the line does not name ("this idea", "these systems"; "such as" names it).
REFERS_BACK = re.compile(r"\b(?:this|these|those)\b|\bsuch\b(?!\s+as\b)|\bthat\s+(?:[a-z-]+\s+)?(?:one|idea|"
                         r"trade-?off|case|step|way|point|problem|path|approach|number|value|figure|limit)\b"
                         r"|\bthat\s+(?:search|sweep|setting|behaviou?r|overhead|bottleneck|gap|difference|detour|trick|variable|flag|"
                         r"parameter|command|module|message|label|fallback|warning|mode|output|field|entry|token|policy|symptom|resource|guidance|advice|"
                         r"failure|fault)\b|\bafter that\b|^(?:until|unless|once|when|if|before)\s+that\s+(?:is|was|has|happens)\b", re.I)
# "The second requirement is met by ASAP2", "The second family are …", "The first limits each …": which the text counted is said before.
ORDINAL_BACK = re.compile(r"The\s+(?:first|second|third|fourth|fifth|last|latter|former|other)\s+(?:requirement|point|option|command|step|case|one|"
                          r"issue|problem|condition|part|goal|need|constraint|symptom|clue)s?\b|The\s+(?:second|third|fourth|fifth)\b(?!-|\s+[\w-]+\s+of\b)"
                          r"|The\s+first\s+[a-z]{3,}(?<!s)s\s+(?:the|a|an|each|every|its|their|all|any|no|one|\d)")  # (not "The second tier of the cache …")
ORDINAL_INSIDE = re.compile(r"(?<=\s)the\s+(?:first|second|third|latter|former)\s+(?:problem|issue|symptom|requirement|constraint|clue|half)s?\b")
# "in that message", "from that node": after a preposition, "that" is no relative pronoun but points back.
THAT_THING = re.compile(r"(?<![\w-])(?:in|on|at|from|of|by|for|with|into|onto|over|under|behind|near|beyond|past|within|than|outside|inside|"
                        r"until|without|through|across|around|about|during|beside)\s+that\s+"
                        r"(?!is\b|was\b)[a-z][\w-]*\b|\bthat\s+(?:much|many|far)\b(?!\s+(?:as|of)\b)"
                        r"|\b(?:is|are|was|were)\s+that\s+[a-z][\w-]*(?=\s*(?:[,.;:!]|$))", re.I)  # ("… need that much", "A CUDA stream is
# that tide.": the picture before it)
DEMONSTRATIVES = frozenset({"this", "these", "those", "here"})
AGAIN = re.compile(r"^(?!(?:because|since|as|if|when|once|the|an?|it|this|that|they|we|you)\b)(?:re)?[a-z]+\s+(?:\S+\s+){0,4}?again\b")  # ("Run ibstat again, and …", "… afterwards": after what?)
# A predicate left out, said by the clause before ("… persists, but the GPU instances are not, so …").
ELIDED = re.compile(r"\b(?:is|are|was|were|do|does|did|has|have|can|will|would|should)\s+not\s*(?:[,;]|$)"
                    r"|\b(?:is|are|was|were|do|does|did|has|have|ca|wo|would|should)n[’']t\s*(?:[,;]|$)", re.I)
LOWER_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")  # (a run's letters, `_has_run`)
# (not "so that, …", "that is,", nor "like that." of a quoted phrase: a pronoun at a clause's end)
DEMONSTRATIVE_END = re.compile(r"(?<!\bso )(?<!\bnow )\bthat(?=\s*(?:[,:;!]|\.(?!\w)|$))(?!,\s+(?:is|i\.e\.))", re.I)
DEMONSTRATIVE_ENDS = ("that,", "that:", "that;", "that!", "that.")  # (looked for first)
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
OBJECT_POINTED = re.compile(rf"(?:The\s+)?[\w:.-]+\s+(?!(?:{SAID_VERBS})\s)[a-z]{{3,}}s\s+that\s+[a-z][a-z-]{{2,}}"
                            r"(?=\s+(?:through|into|via|across|over|onto|and|loaded|intact|alive|open|up|down|out|as)\b|\s*[,.;:!]|\s*$)")
ORDER_NAMED = re.compile(r"(?:the\s+)?(?:order|sequence|ordering)\s+\(?[\dA-Z]\)?(?:\s*(?:,|→|->|>|–|-)\s*\(?[\dA-Z]\)?){2,}\s", re.I)  # ("The
# order 2, 5, 1, 3, 4 starts the server before …": an option's, told by its steps)
# ("In FFmpeg that is -rc vbr", "For the NVIDIA driver that means …": a "that" standing for what the sentence before said;
# "The creator reports the first two …", "…; the first one stays", "The /run/udev one …": one of things named before)
PLACE_THAT = re.compile(r"(?:in|for|on|with|under|inside)\s+[^,;:]{1,40}?,?\s+that\s+(?:is|are|was|means|becomes|gives|takes)\b", re.I)
ONE_OF_THEM = re.compile(r"(?:^|[;:]\s+|\b[a-z]{3,}s\s+)the\s+(?:first|second|third|other|latter|former)\s+(?:one|two|three|ones)\b(?!\s+of\b)"
                         r"|^the\s+\S+\s+one\b(?!\s+of\b)", re.I)  # (not "… the first layers …, and the last one by rows")
# (a head's last words that point at what its colon says: "with one exception", "give the rule", "is special")
AHEAD = re.compile(r"(?:\b(?:one|a\s+single)\s+(?:more\s+)?(?:exception|change|thing|difference|catch|question|rule|condition|caveat|"
                   r"problem|detail|way|place|piece|step|trap|twist)s?(?:\s+[a-z-]+)?|\bthe\s+(?:rule|reason|catch|trick|difference|twist|answer|idea)"
                   r"|\b(?:is|are)\s+(?:special|different|simple))\.?$", re.I)
QUOTED_CLAIM = re.compile(r"[\"“][^\"“”\n]{8,300}[.!?][\"”]\s")


def pointer_words(text: str, point: bool = True) -> str:
    """Why `text` needs the sentences before it by a word of those above (empty: it does not); a "that", "instead" or a list
    announced only of a `point`: an answer's "… and contract that small network instead", "X fixes that: …" speak of
    what the question tried or met, and its announcements are read where it is chosen."""
    lower = text.lower()
    if point and (any(end in lower for end in DEMONSTRATIVE_ENDS) or lower.endswith("that")) and DEMONSTRATIVE_END.search(text):
        return "refers back"
    if point and " that " in lower and OBJECT_POINTED.match(text):
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


def refers_back(text: str, kind: str = "point") -> str:
    """Why `text`, drawn as a `kind` ("point", "note", "title", "box"), needs the sentences before it (empty: it does not)."""
    why = pointer_words(text, kind == "point")
    if why:
        return why
    lower = text.lower()  # (each word looked for first, with `in`: most lines have none; a run's walk cost more than all)
    points_back = ("this" in lower or "these" in lower or "those" in lower or "here" in lower) and _has_run(lower, DEMONSTRATIVES) \
        or ("such" in lower or "that" in lower) and _has_run(lower, ("such", "that")) and REFERS_BACK.search(text) \
        or lower.rstrip(". ").endswith((" afterwards", " afterward")) or " again" in lower and AGAIN.search(lower) is not None
    if points_back and kind in ("point", "note", "title"):
        return "a stem cut off" if kind == "title" else "refers back"
    if "that " in text and THAT_THING.search(text) or text[:4] == "The " and ORDINAL_BACK.match(text) \
            or any(word in text for word in ("first ", "second ", "third ", "latter ", "former ")) and ORDINAL_INSIDE.search(text):
        return "refers back"  # ("The out-of-memory killer in that message …": which message? "The second requirement …")
    if ("not" in text or "n't" in text or "n’t" in text) and ELIDED.search(text):
        return "refers back"  # ("The GPU instances are not, so …": are not what?)
    return ""


def _has_run(lower: str, words) -> bool:
    """Whether one of `words` is a whole run of lower-case letters in `lower` (= not words.isdisjoint(re.findall("[a-z]+",
    lower)), walked with str.find: the runs of every line cost more than looking for a few words)."""
    for word in words:
        at = lower.find(word)
        while at >= 0:
            if lower[at - 1:at] not in LOWER_LETTERS and lower[at + len(word):at + len(word) + 1] not in LOWER_LETTERS:
                return True
            at = lower.find(word, at + 1)
    return False


def points_ahead(point: str, sentence: str) -> bool:
    """Whether `point` is `sentence` cut before its colon and ends pointing at what follows it (AHEAD): "All tensors must be
    contiguous and on the GPU, with one exception", "The column tagged as item id is special" (never what it says)."""
    head = point.rstrip(" .")
    at = sentence.find(head) if head else -1
    return at >= 0 and sentence.startswith(":", at + len(head)) and bool(AHEAD.search(head))

