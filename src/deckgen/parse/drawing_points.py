"""The lines of a proposed drawing: key points (a list's items, or the sentences that carry the most
facts) and the few words of a wrong-option note, each a whole sentence of the text or a clause of one
cut where the clause is complete, and each passing `drawing_form.fault` (else it is left out).

A sentence too long for a point loses, in turn, what it can lose and still say the same (a leading
discourse word, a lead clause, asides that give examples), then what follows its first complete clause:
it is cut only before "; ", " — ", or a comma that opens another clause (", which", ", so", ", and the
…"). Never inside a list, a formula or a parenthesis: a shortened formula is another formula.
"""
from __future__ import annotations

import re
from operator import itemgetter

from .answertext import topic_words
from .drawing_form import ITEM_CHARS, ITEM_WORDS, NOTE_WORDS, OPEN_WORDS, fault
from .phrases import DISCOURSE, SUBORDINATE, capitalise, paragraph_sentences, without_concession, word_count
from ..model import Question
from .words import keywords

LABEL = re.compile(r"^([^:]{2,40}):\s+(\S.*)$", re.S)
# Where a sentence may end early (`_cuts` finds them, word by word): the text before is a complete clause,
# and what follows only adds to it (a reason, a result, an aside, a second predicate of the same subject);
# never before a condition ("… when the last client exits"), which the head would need to stay true.
# Strong: before "; ", ": ", " — ", or a comma that opens another clause (", which", ", so", ", and the …",
# ", such as", ", building …").
AFTER_COMMA = frozenset("which so while whereas but because since and or nor meaning where although though thus "
                        "hence yet unlike including e.g.".split())
AFTER_COMMA_PAIRS = frozenset({"so that", "rather than", "instead of", "such as", "for example", "for instance"})
# Weak: before a reason, a means or a purpose ("… because …", "… by caching …", "… to reach …"), a
# restrictive "that"/"where" clause, or a second verb of a list ("…, calculates the loss"); only in a
# head with no comma or clause mark of its own (else it may end inside a list or a lead clause).
WEAK_WORDS = frozenset({"because", "since", "including"})
WEAK_PAIRS = frozenset({"so that", "such as"})
NOT_A_VERB = frozenset("the a an it them this that these those its their each every all any some one two three many "
                       "more most".split())
# Endings of adjectives and nouns, seldom of a verb's base form ("… to different GPUs", "… to storage").
NOT_VERB_ENDINGS = ("ent", "ant", "al", "ous", "ive", "ic", "ed", "s", "ing", "ion", "ty", "ory", "age", "ness", "ment",
                    "ure", "er", "ly", "ar")
VERB_OBJECTS = frozenset("the a an its their each all every".split())
LOWER_WORD = re.compile(r"[a-z]+")
TOKEN = re.compile(r"\S+")
CLAUSE_MARK = re.compile(r"[,;:()—–]")
# A verb, roughly: an auxiliary, an -ed form, an -s form before its object, or a word (not a preposition)
# before an article ("require a forward pass").
HAS_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|can|could|will|would|does|do|did|must|should|may|might)\b"
                      r"|\b[a-z]{3,}ed\b|\b[a-z]{3,}s\s+(?:the|a|an|its|their|each|every|all|(?-i:[A-Z0-9]))"
                      r"|\b(?!(?:from|with|into|onto|over|under|about|after|before|between|through|across|within|"
                      r"without|during|than|that|like|near|upon|along|among|around|behind|beyond|inside|outside|"
                      r"toward|towards|against|for|and|but|nor|not|all|per|via|off|out)\b)[a-z]{3,}\s+(?:a|an|the)\b")
# A head whose only commas are a list it completes ("… includes A, B, and C | that …").
COMPLETE_LIST = re.compile(r"^[^,;:()—–]+(?:,\s[^,;:()—–]+)*,\s(?:and|or)\s[^,;:()—–]+$")
# A verb that needs the "that …" after it ("X shows that …"): no cut there.
REPORTING = re.compile(r"\b(?:shows?|means?|ensures?|says?|indicates?|requires?|confirms?|suggests?|proves?|notes?|"
                       r"states?|implies|assumes?|believes?|knows?|finds?|found|given|so|such|is|are|was|were|"
                       r"guarantees?|claims?|expects?|predicts?|checks?|verif(?:y|ies)|reports?|warns?|"
                       r"learns?|decides?|determines?|sees?|believe|think|thinks)$",
                       re.I)
# A note keeps what corrects the option: its "not …", "only …", "instead …" part.
CORRECTION = frozenset("not no never only nothing cannot instead rather without unrelated neither nor".split())
# Where a sentence turns to what corrects its first clause.
TURN = re.compile(r",\s+but\s+|;\s+|\s[—–]\s+|,\s+whereas\s+|,\s+while\s+")
# A note's leftover verdict ("Is incorrect because …", "Is true: …", "Wrong:").
VERDICT = re.compile(r"^(?:(?:is|are|was)\s+)?(?:incorrect|wrong|false|true|correct|accurate|right|invalid|"
                     r"not correct|not the answer)\b\s*(?:because\s+|:\s*|—\s*|-\s+|,\s*)?|^because\s+", re.I)
# The figures and names a fact carries: digits, and a capital or "_" inside a word ("NVLink", "H100",
# "preferred_batch_size"). (The capital comes first in the pattern, so that the search skips to it.)
DIGIT = re.compile(r"\d")
NAME_MARK = re.compile(r"[A-Z_](?<=[A-Za-z0-9].)")
# Speaks to the reader, or of the options by letter (case-sensitive: the letters are capitals, and a
# pattern without re.I is searched several times faster).
UNFIT = re.compile(r"\b(?:[Yy]ou|[Yy]our|[Ww]e|I)\b|[Cc]orrect answer|\b[A-H] is (?:wrong|incorrect|correct|right)\b|"
                   r"\b(?:[Oo]ptions?|[Cc]hoices?|[Aa]nswers?)\s+\(?[A-H]\b|\([A-H]\)")
PRONOUN = re.compile(r"(?:It|Its|They|Their|This|That|These|Those|Such|Here|There)\b", re.I)
# A paragraph that tells what happens without the answer, or used to: its sentences, alone, say the
# opposite of the text (the first keeps its lead, "Without GPUDirect RDMA, …").
COUNTERFACTUAL = re.compile(r"(?:Without|Traditionally|Historically|In the past|Previously|Before)\b")
SUBJECT = re.compile(r"^(.{2,60}?)\s+(?:is|are|was|were|has|have|requires?|needs?|runs?|uses?|provides?|"
                     r"[a-z]{2,}[^s\W]s)\b")
# A subject that is a plain noun phrase: no clause word, no verb before its last word ("FlashAttention-2
# improves how work" is not one).
PLAIN_SUBJECT = re.compile(r"(?!.*\b(?:how|what|which|that|when|where|why|if|whether|and|or|but)\b)"
                           r"(?!.*\b[a-z]+s\s+\S)[^,;:]+$")
SECOND_SUBJECT = re.compile(r"(?:,\s+(?:and|but|while|whereas)|;)\s+(?:the\s+)?(?-i:[A-Z])")
# "NVIDIA Unified Fabric Manager (UFM)": the short name in parentheses stands for it.
ACRONYM = re.compile(r"\(((?-i:[A-Z][A-Za-z0-9-]{1,10}))\)$")
LABEL_LIKE = re.compile(r"^[A-Z][\w/+.-]*(?:\s+[\w/+.-]+){0,3}$")
# ", exposed through four OSFP ports," — a participle's aside between commas.
PARTICIPLE_ASIDE = re.compile(r",\s+(?:[a-z]+ed|[a-z]+en|known as|also called)\s[^,;:()]{2,60},\s")
# Before a trailing phrase that only says where or how much more ("… of up to 400 Gb/s | to the fabric").
PHRASE_CUT = re.compile(r"\s+(?=(?:to|for|in|on|at|across|between|within|inside|over|through|via|from|with|during|"
                        r"under)\s+(?:the|a|an|each|every|all|its|their|[A-Z0-9])\S*\s)")
SAFE_LEAD_STARTS = ("Be", "Si", "Al", "Th", "Ev", "De", "Gi")
SAFE_LEAD = re.compile(r"^(?:Because|Since|Although|Though|Even though|Despite|Given that)\b[^,;:]{0,100},\s+(?=\S)")
# ", by contrast," inside a sentence points at the one before: it goes.
INNER_CONNECTIVE = re.compile(r",\s+(?:by contrast|in contrast|however|therefore|thus|in turn|for example|for instance|"
                              r"of course|in practice|as a result),(?=\s)", re.I)
# A word that needs the "to …" after it ("… they are required | to compute …").
NEEDS_TO = re.compile(r"\b(?:required|needed|used|able|unable|designed|meant|expected|allowed|enough|going|want|wants|"
                      r"need|needs|has|have|had|likely|unlikely|possible|impossible|hard|easy|ready|free|tends?|"
                      r"seems?|appears?|tries|try|helps?|lets?|way|chance|time|ability|attempt|effort|decision|"
                      r"order|reason|right|degree|extent|sure|supposed|forced|asked|told|configured|set)$", re.I)
# "… upgrade the host driver to a branch | that supports …": an indefinite noun needs its "that" clause.
# (After a preposition: the object of a verb, "explores a search space | that …", stands without it.)
INDEFINITE = re.compile(r"\b(?:to|for|with|into|on|in|at|from|by|of|onto|under)\s+(?:a|an|any|some|one)\s+"
                        r"(?:[\w-]+\s+)?[\w-]+$", re.I)
# What a clause has and a list's last item has not: a subject pronoun or an auxiliary verb.
FINITE = re.compile(r"\b(?:it|they|he|she|we|is|are|was|were|has|have|had|can|could|will|would|does|do|did|must|"
                    r"should|may|might|cannot)\b", re.I)
# A head that ends on a value ("… a dedicated link of up to 400 Gb/s"): what follows only places it.
VALUE_END = re.compile(r"\d[\d.,]*\s*(?:[A-Za-z/%]{1,6})?$")
NEGATION = re.compile(r"\b(?:not|no|never|only|cannot|without|nothing|none)\b|n't\b", re.I)
VALUE_PARENTHESES = re.compile(r"\s*\((?![^()]*\d)[^()]*\)")


def clause_head(sentence: str, limit: int = ITEM_WORDS, kind: str = "point") -> str:
    """`sentence` as one line of at most `limit` words: whole, or what it can lose, or its first complete
    clause(s); empty when none passes the form check."""
    text = sentence.strip().rstrip(".!? ")
    if "," in text:
        text = INNER_CONNECTIVE.sub("", without_concession(DISCOURSE.sub("", text)))
    text = capitalise(text)
    variants = list(dict.fromkeys(_variants(text)))
    for variant in variants:
        if _fits(variant, limit) and not fault(variant, kind):
            return variant
    for variant in variants:
        near = variant[:ITEM_CHARS + 30]  # (a head is at most ITEM_CHARS long: no cut past it is looked for)
        for start, weak in reversed(_cuts(near)):
            head = variant[:start].rstrip(" ,;")
            end = head[-30:]  # (the tests below read the head's last words)
            if weak and ((CLAUSE_MARK.search(head) and not COMPLETE_LIST.search(head)) or word_count(head) < 5
                         or (variant.startswith(" to ", start) and (NEEDS_TO.search(end) or end.endswith("ed")))
                         or (variant.startswith((" that", " where"), start)
                             and (REPORTING.search(end) or INDEFINITE.search(end)))):
                continue
            if variant.startswith(":", start) and not (", " in head or FINITE.search(head) or word_count(head) >= 8):
                continue  # (a label before its colon is not a statement: "Shared memory and L1 cache")
            if not weak and variant.startswith(",", start) and variant[start + 2:start + 40].split(" ", 1)[0].endswith("ing") \
                    and not HAS_VERB.search(head.split(",", 1)[0]):
                continue  # (a subject before its participle: "Parallel file systems, writing shards …, all reduce")
            if not weak and ", " in head and variant.startswith((", and", ", or"), start) \
                    and not FINITE.search(re.split(r"[,;:]", variant[start + 2:])[0]):
                continue  # (the head would end inside a list: "supports A, B" of "supports A, B, and C")
            if _fits(head, limit) and word_count(head) >= 4 and not _dangles(head) and not fault(head, kind):
                return head
    if kind == "point":  # a long clause may lose a trailing phrase of place or extent, unless negated
        for variant in variants:
            for match in reversed(list(PHRASE_CUT.finditer(variant[:ITEM_CHARS + 30]))):
                head = variant[:match.start()]
                if _fits(head, limit) and VALUE_END.search(head[-16:]) and word_count(head) >= 8 \
                        and "," not in head and ";" not in head and not NEGATION.search(head) \
                        and not fault(head, kind):
                    return head
    return ""


def _cuts(text: str) -> list[tuple[int, bool]]:
    """(where a head may end, whether the place is weak) in `text`, in text order (see AFTER_COMMA and
    WEAK_WORDS). Each mark is found with str.find: a regex's look-ahead at every space cost more than the
    rest of `clause_head`."""
    cuts = []
    for mark, weak, offset in MARKS:
        start = text.find(mark)
        while start >= 0:
            after = text[start + len(mark):start + len(mark) + 40].split(None, 2)
            word = after[0] if after else ""
            nxt = after[1] if len(after) > 1 else ""
            more = len(after) > 2 or (len(after) == 2 and text[start + len(mark):].rstrip() != text[start + len(mark):])
            if _cut_here(mark, text, start, word, nxt, more):
                cuts.append((start + offset, weak if mark != ", " else _comma_weak(word, nxt)))
            start = text.find(mark, start + 1)
    cuts.sort()
    # (A place right after another's punctuation is the same place: ", because" is one cut, not two.)
    return [cut for k, cut in enumerate(cuts) if not (k and cuts[k - 1][0] == cut[0] - 1)]


# (mark, weak, where the head ends relative to the mark)
MARKS = ((";", False, 0), (":", False, 0), (" — ", False, 0), (" – ", False, 0), (", ", False, 0),
         (" because ", True, 0), (" since ", True, 0), (" including ", True, 0), (" so that ", True, 0),
         (" such as ", True, 0), (" by ", True, 0), (" to ", True, 0), (" that ", True, 0), (" where ", True, 0),
         (" and ", True, 0), (" or ", True, 0))


def _cut_here(mark: str, text: str, start: int, word: str, nxt: str, more: bool) -> bool:
    """Whether the place of `mark` at `start` is a cut (`word`, `nxt`: the words after it; `more`: a
    space follows `nxt`)."""
    if mark in (";", ":"):
        return text[start + 1:start + 2].isspace()
    if mark == ", ":
        bare = word.lower().rstrip(",;:.")
        return (bare in AFTER_COMMA or f"{bare} {nxt.lower().rstrip(',;:.')}" in AFTER_COMMA_PAIRS
                or (bare.endswith("ing") and LOWER_WORD.fullmatch(bare) is not None)
                or (word.endswith("s") and LOWER_WORD.fullmatch(word) is not None and nxt in VERB_OBJECTS and more))
    if mark in (" — ", " – ", " because ", " since ", " including ", " so that ", " such as "):
        return start > 0 and not text[start - 1].isspace()
    if mark in (" and ", " or "):  # a second predicate ("… is handled on the CPU | or requires …")
        return (word.endswith("s") and LOWER_WORD.fullmatch(word) is not None and bool(nxt)
                and nxt in VERB_OBJECTS | {"no", "only", "minimal", "little", "more", "less"}
                and HAS_VERB.search(text[:start]) is not None)
    if mark == " by ":
        return word.endswith("ing") and LOWER_WORD.fullmatch(word) is not None and bool(nxt)
    if mark == " to ":
        return LOWER_WORD.fullmatch(word) is not None and word not in NOT_A_VERB and bool(nxt) \
            and not word.endswith(NOT_VERB_ENDINGS)  # ("to different GPUs", "to storage": not a purpose)
    # " that " / " where ": a restrictive clause, not after a comma, not "that is"
    return text[start - 1:start] not in (",", "") and word not in ("is", "are") and word[:1].isalnum()


def _comma_weak(word: str, nxt: str) -> bool:
    """", calculates the loss" (a second verb of a list) is a weak place; ", which …" a strong one."""
    bare = word.lower().rstrip(",;:.")
    return not (bare in AFTER_COMMA or f"{bare} {nxt.lower().rstrip(',;:.')}" in AFTER_COMMA_PAIRS
                or (bare.endswith("ing") and LOWER_WORD.fullmatch(bare) is not None))


def _variants(text: str):
    """`text`, then without its lead clause, its asides, its parentheses that hold no value."""
    yield text
    # (A lead clause of reason or concession may go; one of time, place or condition stays: without it
    # the main clause may say the opposite, "With synchronous checkpointing, training stops …".)
    shorter = SAFE_LEAD.sub("", text, count=1) if "," in text and text[:2] in SAFE_LEAD_STARTS else text
    if shorter != text and not re.match(r"(?:it|they|this|these|that|those|he|she)\b", shorter, re.I):
        yield capitalise(shorter)
    if "," in shorter:
        shorter = PARTICIPLE_ASIDE.sub(" ", shorter)
        if shorter != text:
            yield capitalise(shorter)
    if "(" in shorter:
        bare = VALUE_PARENTHESES.sub("", shorter)
        if bare != shorter:
            yield capitalise(bare.strip())


def _dangles(head: str) -> bool:
    """The head's last word needs what follows it (the form check's first test, cheaply, before it)."""
    return head[head.rfind(" ") + 1:].lower() in OPEN_WORDS


def _fits(text: str, limit: int, chars: int = ITEM_CHARS) -> bool:
    return word_count(text) <= limit and len(text) <= chars


# "it" or "them" refers to something the point does not name, unless a lead clause names it first.
LOOSE_PRONOUN = re.compile(r"\b(?:it|them|they)\b")
LEAD_CLAUSE = re.compile(r"^(?:When|If|Once|Because|As|While|Since|After|Before|Although|Though|Unless)\b[^,]*,")


def loose(point: str) -> bool:
    """The point leans on a pronoun for what it is about ("Many file systems support it"): one in its
    first clause, with no lead clause before it to name what it stands for."""
    first = re.split(r"[,;:]\s|\s[—–]\s", point, maxsplit=1)[0]
    return bool(LOOSE_PRONOUN.search(first)) and not LEAD_CLAUSE.match(point)


def list_point(item: str) -> str:
    """A list item as a key point: the whole item, or 'Label: rest' with the rest made to fit (or the rest
    alone, when it is a sentence of its own that names what the label names)."""
    item = " ".join(item.split()).rstrip(".!? ")
    match = LABEL.match(item)
    if not match or word_count(match[1]) > 5:
        return clause_head(item)
    if _fits(item, ITEM_WORDS) and not fault(item):
        return item
    rest = clause_head(match[2], ITEM_WORDS - word_count(match[1]))
    if not rest:
        return ""
    point = f"{match[1]}: {match[2][:1]}{rest[1:]}"  # the rest keeps its case
    if _fits(point, ITEM_WORDS) and not fault(point):
        return point
    return rest if match[2][:1].isupper() and keywords(match[1]) & keywords(rest) else ""


def note(reason: str) -> str:
    """A wrong option's note: the clause that says what is wrong with it or what it really is."""
    reason = " ".join(reason.split())
    first = ""
    for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z])", reason)[:2]:
        sentence = VERDICT.sub("", sentence.strip(), count=1)
        line = clause_head(sentence, NOTE_WORDS, "note") if sentence else ""
        if line and _corrects(line):
            return line
        # "RoCE does provide RDMA, but Ethernet is not lossless by default": the clause after the "but"
        # is the correction, when it stands alone.
        for match in reversed(list(TURN.finditer(sentence))):
            tail = clause_head(capitalise(sentence[match.end():].strip()), NOTE_WORDS, "note")
            if tail and _corrects(tail) and not loose(tail):
                return tail
        first = first or line
    return first


def _corrects(line: str) -> bool:
    return bool(CORRECTION & set(line.lower().replace(",", " ").split())) or "n't" in line or "n’t" in line


def key_facts(question: Question, count: int, exclude: list[str] = (), box: str = "") -> list[str]:
    """The sentences of the explanations that carry the most facts (figures, names, the words the
    explanations keep using), made to fit, in text order; none that leans on the sentence before."""
    stem_words = keywords(question.question)
    topic = topic_words(question.question, f"{question.short_explanation}\n\n{question.full_explanation}", [])
    seen = set().union(keywords(box), *(keywords(p) for p in exclude))
    scored = []
    full = paragraph_sentences(question.full_explanation)
    # A long full explanation holds the facts; the short one retells them in a chattier way (its
    # sentences come only after all of the full one's).
    sources = ((full, 0.0), (paragraph_sentences(question.short_explanation), 100.0))
    for paragraphs, penalty in sources:
        for _, paragraph in paragraphs:
            counterfactual = bool(paragraph) and bool(COUNTERFACTUAL.match(paragraph[0]))
            for index, sentence in enumerate(paragraph):
                if len(sentence) > 400 or (counterfactual and index):
                    continue
                words = keywords(sentence)
                facts = min(3, len(DIGIT.findall(sentence)) // 2) + 0.5 * len(NAME_MARK.findall(sentence))
                score = facts + 0.5 * len(words & stem_words) + 0.5 * len(words & topic) - 0.3 * len(words & seen)
                scored.append((score - penalty, len(scored), sentence, facts + len(words & (stem_words | topic))))
    chosen, taken = [], set(seen)
    # (The best `count` + 4 are weighed: past them a sentence carries too little to be worth its cost.)
    for score, order, sentence, weight in sorted(scored, key=itemgetter(0), reverse=True)[:count + 4]:
        if order and sentence[:2] in ("It", "it", "Wh", "Be", "If", "On", "As", "Af", "Si", "Un", "In", "Fo", "Wi"):
            before = scored[order - 1][2]
            # (Not after a sentence with a second subject of its own: "X does A, and Y adds B. It …")
            match = SUBJECT.match(before) if not SECOND_SUBJECT.search(before) else None
            subject = match[1] if match else ""
            short = ACRONYM.search(subject)
            subject = short[1] if short else subject
            plain = subject and word_count(subject) <= 4 and PLAIN_SUBJECT.match(subject) and "(" not in subject
            resolved = _resolved(sentence, subject if plain else "")
            if resolved != sentence:
                weight += len((keywords(resolved) - keywords(sentence)) & (stem_words | topic))
                sentence = resolved
        if weight < 2 or (score < -50 and weight - len(keywords(sentence) & (stem_words | topic)) < 1.5):
            continue  # filler: no figure, no name, hardly a word of the question's (or, in the chattier
            # short explanation, hardly a figure or a name)
        if (sentence.endswith(("?", ":")) or UNFIT.search(sentence) or PRONOUN.match(sentence)
                or PRONOUN.match(SUBORDINATE.sub("", sentence))):
            continue
        if len(keywords(sentence) - taken) < 3:  # (a line cut from it can only say less)
            continue
        point = clause_head(_after_intro(sentence))
        words = keywords(point)
        if not point or len(words - taken) < 3 or loose(point):
            continue
        chosen.append((order, point))
        taken |= words
        if len(chosen) == count:
            break
    return [point for _, point in sorted(chosen)]


def _resolved(sentence: str, subject: str) -> str:
    """'It is enabled per model …' after 'Dynamic batching is …' -> 'Dynamic batching is enabled …'; the
    same for the main clause after a lead ('When it builds an engine, it applies …' -> 'TensorRT applies')."""
    main = SUBORDINATE.sub("", sentence)
    if subject and re.match(r"[Ii]t\s+(?!is\s+(?:not\s+)?(?:a|an|the|also|why|because|what|how|true|possible|"
                            r"important|critical|easy|hard)\b)[a-z]+", main):
        return capitalise(subject) + main[2:]
    return sentence


def _after_intro(sentence: str) -> str:
    """After a short intro ending in a colon, what the colon introduces."""
    head, colon, rest = sentence.partition(": ")
    if colon and word_count(head) <= 8 and word_count(rest) >= 4 and not LABEL_LIKE.match(head):
        return capitalise(rest)
    return sentence
