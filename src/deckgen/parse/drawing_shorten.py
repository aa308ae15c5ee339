"""A title made short (`drawing_title`'s, and the answer's title): cut only before a phrase or clause that adds to it
("… on the host | for the container"), never inside one, nor inside a list, and never where the head left a clause,
a verb or an adjective open ("What happens when a GPU", "What lets kernels", "… the lossless").
"""
from __future__ import annotations

import re

from .drawing_form import TITLE_CHARS
from .phrasecut import DANGLING
from .phrases import capitalise, word_count

TITLE_WORDS = 10
# What may follow the words a title keeps: a phrase or clause that starts afresh.
PHRASE_START = re.compile(r"\s*(?:,(?!\d)|[;(]|\s[—–]\s)|\s+(?:for|with|during|through|via|by|across|over|under|"
                          r"after|before|from|and|or|when|while|where|which|that|because|so that|without|using|"
                          r"in order)\s|\s+to\s+(?=(?:the|a|an|each|every|its|their|all|(?-i:[A-Z0-9]))\b|[a-z]+\s)")
BETWEEN = re.compile(r"\bbetween\s+(?:[\w./-]+\s+){0,3}[\w./-]+$", re.I)  # ("between X", its "and Y" to come)
LIST_GOES_ON = re.compile(r",\s+[^,;]{1,40},?\s+(?:and|or)\s+[^,;]{1,40}?(?=,|\s+(?:for|to|in|on|with)\s|$)")
# A head that leaves a clause unfinished ("What happens when a GPU | and its adapter sit …").
OPEN_CLAUSE = re.compile(r"\b(?:when|if|how|why|where|whether|because|while|that|which)(?:\s+\S+){1,3}$", re.I)
SMALL_CLAUSE = re.compile(r"\b(?:lets|let|makes|make|helps|help|allows|allow|enables|enable|has|have|gets|get|keeps|"
                          r"keep|causes|cause)\s+\S+$", re.I)
# "… the optimizer states" -> "… optimizer states" (not "the largest", nor "What the host"). (Each match starts a
# word: tried only there, "(?<!\S)", it finds what r"(\S+) the …" found, without trying every letter of a word.)
INNER_THE = re.compile(r"(?<!\S)(\S+) the (?=[a-z])(?![a-z]+est\b)")
VERBS_S = frozenset("saves needs uses gets takes holds carries occupies stores makes keeps sees runs writes reads sends returns lists "
                   "shows reports gives puts sets lets goes comes draws".split())  # (a verb after one thing: "the job saves")
PHRASE_WORDS = frozenset("of for in on to at with from by and or".split())
MASS = frozenset("memory bandwidth power data traffic throughput latency storage compute energy heat".split())  # ("… to cut memory …")
PLURAL = re.compile(r"(?!(?:is|was|has|does|this|its|thus|plus|gas|bus|less|unless|across)$)[a-z][\w-]*[^su's]s")  # ("states", "adapters")
ADJECTIVE_END = re.compile(r"\b(?:the|a|an)\s+(?:[a-z-]+\s+)?[a-z-]+(?:less|ful|ive|ous|able|ible|ed)$")
CLAUSE_WORDS = ("when", "if", "how", "why", "where", "whether", "because", "while", "that", "which")
SMALL_VERBS = ("lets", "let", "makes", "make", "helps", "help", "allows", "allow", "enables", "enable", "has", "have", "gets",
               "get", "keeps", "keep", "causes", "cause")
ADJECTIVE_ENDINGS = ("less", "ful", "ive", "ous", "able", "ible", "ed")
AND_OR = re.compile(r",?\s+(?:and|or)\s")
# An article and one modifier before "and": the noun they qualify comes after the pair ("an experiment-tracking | and
# model-registry workflow").
MODIFIER_END = re.compile(r"\b(?:a|an|the)\s+[a-z]+-[a-z-]+$|\b(?:a|an|the)\s+[a-z]{3,}ing$")
LAST_ITEM = re.compile(r",\s+[^,]{1,40}$")


INSTEAD = re.compile(r"\s+(?:rather\s+than|instead\s+of)\s")
# A verb the phrase cut off completes: a passive's agent ("Xid errors are most often caused | by application bugs"), or
# what a verb of origin or reliance takes ("The DCGM_FI_PROF_* fields come | from the GPU's counters").
PASSIVE_END = re.compile(r"\b(?:is|are|was|were|be|been|being)\s+(?:(?:most|more|less|often|usually|mostly|mainly|\w+ly)\s+){0,3}[a-z]+(?:ed|en)$")
TAKES_PHRASE = frozenset("come comes came depend depends rely relies belong belongs consist consists refer refers lead leads "
                         "result results stem stems derive derives originate originates".split())
STRESSED = re.compile(r"\b(?:MAXIMUM|MINIMUM|MOST|BEST|LEAST)\b")


def shortened(text: str, most: int = TITLE_WORDS, lean: bool = True) -> str:
    """`text` made to fit a title, cut only before a phrase or clause that adds to it ("… on the host |
    for the container"), never inside one ("… of each GPU's compute | capacity", "… sit | on different
    sockets"); empty when it cannot."""
    text = capitalise(text.strip())
    if "MUM" in text or "MOST" in text or "BEST" in text or "LEAST" in text:  # (a stem's stress is no name: "MAXIMUM number …")
        text = capitalise(STRESSED.sub(lambda m: m[0].lower(), text))
    if word_count(text) <= most and len(text) <= TITLE_CHARS:
        return text
    # ("Why partitioning only the optimizer states saves so much memory": its inner "the" can go first)
    leaner = text if " the " not in text or not lean else INNER_THE.sub(lambda m: m[0] if _keeps_the(m, text) else f"{m[1]} ", text)
    if lean and word_count(leaner) <= TITLE_WORDS and len(leaner) <= TITLE_CHARS:
        return leaner
    starts = list(PHRASE_START.finditer(text, 0, TITLE_CHARS + 1))
    if (" rather " in text or " instead " in text) and (instead := INSTEAD.search(text)) and instead.start() <= TITLE_CHARS:
        starts.append(instead)  # (its words may end past the title's length: "… with direct liquid cooling | rather than …")
    for match in reversed(starts):
        head = text[:match.start()].rstrip(" ,")
        if LIST_GOES_ON.match(text, match.start()) or (AND_OR.match(text, match.start())
                                                       and (LAST_ITEM.search(head) or BETWEEN.search(head[-60:])
                                                            or MODIFIER_END.search(head[-40:]))):
            continue  # (not inside a list: "the libraries | , drivers, and runtime services", "…, drivers, | and …",
            # nor a pair: "a path between storage | and GPU memory")
        if text.startswith((" by ", " from ", " on ", " to ", " of ", " in "), match.start()) \
                and (head.rsplit(None, 1)[-1].lower() in TAKES_PHRASE or text.startswith(" by ", match.start()) and PASSIVE_END.search(head[-60:])):
            continue  # (a verb left without what it takes: "… are most often caused | by …", "… fields come | from …")
        title = head.rstrip(";")
        if len(title) <= TITLE_CHARS and word_count(title) <= most and whole_head(title, 3):
            return _with_its_name(title, text[match.start():])
    return ""


def _keeps_the(match: re.Match[str], text: str) -> bool:
    """An INNER_THE match keeps its "the": after a question word, or before one thing ("when building the engine", "… arrive
    for the whole clip", "How much GPU memory the container gets": without it a title reads chopped, readers of sets IY to
    JB failed such); before things, or stuff, it may go ("Why partitioning only optimizer states saves …", "… to cut memory of …")."""
    if match[1].lower() in ("what", "which", "how", "why", "where", "when"):
        return True
    for word in text[match.end():].split(None, 3)[:3]:  # (its noun among its next three words: "the frozen model shards")
        if (bare := word.rstrip(",.;:")) in MASS or PLURAL.fullmatch(bare) and bare not in VERBS_S:
            return False
        if bare in PHRASE_WORDS:
            return True
    return True


def _with_its_name(head: str, tail: str) -> str:
    """A head that names nothing keeps the name its cut-off phrase held, without an owner's name before it: "The
    compute-optimal guidance | from DeepMind's Chinchilla scaling-law study" -> "The compute-optimal guidance from Chinchilla"."""
    words = tail.split()
    if any(word[:1].isupper() for word in head.split()[1:]) or not words \
            or words[0].lower() not in ("from", "of", "in", "by", "for"):
        return head
    named = [i for i, word in enumerate(words) if word[:1].isupper()]
    if not named:
        return head
    kept = [word for word in words[1:named[-1] + 1] if not word.endswith(("'s", "’s"))]
    longer = f"{head} {words[0]} {' '.join(kept)}"
    named_only = kept and all(word[:1].isupper() for word in kept)  # (not "… by DMA directly into GPU | memory")
    return longer if named_only and len(longer) <= TITLE_CHARS and word_count(longer) <= TITLE_WORDS else head


def whole_head(head: str, least: int) -> bool:
    """The head of a question cut before a phrase stands as a title: `least` words or more, no clause left
    at its subject ("What happens when a GPU"), no word left without its noun ("… for large") and no
    verb without the clause it takes ("What lets kernels"), no adjective without its noun ("… the lossless")."""
    words = head.split()
    if len(words) < least:
        return False
    # (Each pattern ends the head: OPEN_CLAUSE's word ends one of its last four words but the last, SMALL_CLAUSE's
    # verb its last but one, ADJECTIVE_END's ending its last; searched only then, or in a text re.I folds otherwise.)
    plain = head.isascii()
    return not ((not plain or any(word.lower().endswith(CLAUSE_WORDS) for word in words[-4:-1])) and OPEN_CLAUSE.search(head)) \
        and not (words[-1].endswith(ADJECTIVE_ENDINGS) and ADJECTIVE_END.search(head)) \
        and words[-1].lower() not in DANGLING \
        and not ((not plain or len(words) > 1 and words[-2].lower().endswith(SMALL_VERBS)) and SMALL_CLAUSE.search(head))
