"""The lines of a proposed drawing: key points (a list's items, or the sentences that carry the most
facts), each a whole sentence of the text or a clause of one cut where the clause is complete, and each
passing `drawing_form.fault` (else it is left out). The wrong-option notes are `drawing_notes`'s; where a sentence too
long for a line is cut, `drawing_cut.clause_head`'s.
"""
from __future__ import annotations

import re
from operator import itemgetter

from .answertext import topic_words
from .drawing_clauses import clauses
from .drawing_cut import clause_head, fits
from .drawing_lines import after_intro, has_verb, is_label
from .drawing_form import ITEM_CHARS, ITEM_WORDS, LOOSE_PRONOUN, fault
from .phrases import COUNTERFACTUAL, SUBORDINATE, capitalise, paragraph_sentences, plural_subject, word_count
from ..model import Question
from .words import fact_marks, keywords

LABEL = re.compile(r"^([^:]{2,40}):\s+(\S.*)$", re.S)
FIRST_CLAUSE = re.compile(r",\s+(?:whose|followed by)\s")
STEP_LABEL = re.compile(r"^[A-Z][a-z]{2,15}(?:\s+[a-z][a-z-]{1,15}){0,2}\.\s+(?=\S)")  # ("Verify.", "Hardware isolation.")
#: A list's item is drawn whole up to a line and a half, as a whole sentence is (drawing_whole.WHOLE_CHARS).
WHOLE_ITEM_CHARS = ITEM_CHARS + 30
# A note's leftover verdict ("Is incorrect because …", "Is true: …", "Wrong:").
VERDICT = re.compile(r"^(?:(?:is|are|was)\s+)?(?:incorrect|wrong|false|true|correct|accurate|right|invalid|"
                     r"not correct|not the answer)\b\s*(?:because\s+|:\s*|—\s*|-\s+|,\s*)?|^because\s+", re.I)
# The figures and names a fact carries: digits, and a capital or "_" inside a word ("NVLink", "H100",
# "preferred_batch_size"): `words.fact_marks` counts them.
DIGIT = re.compile(r"\d")
NAME_MARK = re.compile(r"[A-Z_](?<=[A-Za-z0-9].)")
# What speaks to the reader, or of the options by letter: "you", "your", "we" or "I" as a word, "correct
# answer", "B is wrong", "option B", "(B)" (case-sensitive: the letters are capitals). Searched in parts
# (`unfit_at`; tests/test_formulations_parsespeed.py holds them to the one pattern they were): one search
# for all five tried each at every position (~7 µs a sentence). The first part starts with its first letters, so that the search skips to them; each other
# part is searched only where its words are.
UNFIT_WORD = re.compile(r"[YyWwI](?<!\w.)(?:(?<=[Yy])our?|(?<=[Ww])e|(?<=I))(?!\w)")
UNFIT_ANSWER = re.compile(r"[Cc]orrect answer")
UNFIT_VERDICT = re.compile(r"\b[A-H] is (?:wrong|incorrect|correct|right)\b")
UNFIT_OPTION = re.compile(r"\b(?:[Oo]ptions?|[Cc]hoices?|[Aa]nswers?)\s+\(?[A-H]\b")
UNFIT_LETTER = re.compile(r"\([A-H]\)")
UNFIT_KEYED = re.compile(r"[A-H](?:['’]s| is) the\b(?![^:.;]*:\s)")  # (a sentence that opens by calling a letter the one: "B is the strand
# to splice."; not a lead the point goes without, "C is the sound shoe here: the Fabric Manager package …")
OBJECT_IT = re.compile(r"\bit\b(?!\s+(?:[a-z]+s|can|could|will|would|may|might|must|should|did|had|then|also|only|still|never|always|just)\b)")  # ("NVRTC produces it when …", not "…, and it is …")
PRONOUN = re.compile(r"(?:It|Its|They|Their|This|That|These|Those|Such|Here|There)\b", re.I)
# A paragraph that tells what happens without the answer, or used to: its sentences, alone, say the
# opposite of the text (the first keeps its lead, "Without GPUDirect RDMA, …").
WITHOUT = re.compile(r"Without\s+([^,;:]{2,40}?),\s")
SUBJECT = re.compile(r"^(.{2,60}?)\s+(?:is|are|was|were|has|have|requires?|needs?|runs?|uses?|provides?|[a-z]{2,}[^s\W]s)\b")
DETERMINERS = frozenset("the a an this that these those its their our your each every some any all most many few several both no".split())
KEY_NOUNS = frozenset("letter answer option choice pick key".split())  # ("The letter is C: gdscheck -p. It ships …": "it" is no key)
# A subject that is a plain noun phrase: no clause word, no verb before its last word (not "FlashAttention-2 improves how work").
PLAIN_SUBJECT = re.compile(r"(?!.*\b(?:how|what|which|that|when|where|why|if|whether|and|or|but)\b)"
                           r"(?!.*\b[a-z]+s\s+\S)(?!.*\s(?:only|also|still|just|even|never|always|often|usually|typically|"
                           r"simply|merely|really|actually|already|mostly|mainly|rarely)$)[^,;:]+$")  # ("X only | turns off …")
# (", and the problem is …": a second subject, lower case too; not ", and it is …", the same one)
SECOND_SUBJECT = re.compile(r"(?:,\s+(?:and|but|while|whereas)|;)\s+(?:the\s+)?(?:(?-i:[A-Z])|(?!(?:it|they)\s)[a-z-]+\s+(?:is|are|was|were|has|have)\b)"
                            r"|,\s+(?:and|but|while|whereas)\s+the\s"  # (", and the nvidia-fs kernel driver set up …": whose "it"?)
                            r"|;\s+(?!(?:it|they)\s)[a-z][\w-]*(?:\s+[\w-]+){0,2}?\s+[a-z]{3,}s\b")  # ("…; mode 1 enhances more …": not "Mode 0")
# "NVIDIA Unified Fabric Manager (UFM)": the short name in parentheses stands for it.
ACRONYM = re.compile(r"\(((?-i:[A-Z][A-Za-z0-9-]{1,10}))\)$")
# "It is enabled …" (a verb after "It"; not "It is a …", "It is why …").
IT_VERB = re.compile(r"[Ii]t\s+(?!is\s+(?:not\s+)?(?:a|an|the|also|why|because|what|how|true|possible|"
                     r"important|critical|easy|hard)\b)[a-z]+")
OWN_SUBJECT = re.compile(r"(?:When|Whenever|Because|If|Once|As|Since|After|Before|Until|Although|Though|While)(\s+)"
                         r"(?=(?:the|a|an|its|their|this|that|these|those|(?-i:[A-Z]))\b)", re.I)  # (a lead's own subject)
# A subject that only tells what a source says ("The NCCL guide says: run …"): no "it" of the next sentence is the guide.
SAYS = re.compile(r"\s+(?:says|said|states|notes|explains|writes|recommends|documents|tells|warns|describes|calls|defines|lists|names)\b")  # ("NVIDIA describes
# Cascaded as …. It is …": whose "it" is the object's)
INDEFINITE = re.compile(r"(?:an?|any|some|each|every)\s", re.I)
PLURAL_LEAD = re.compile(r"\s(?:and|are|were|have)\s")  # (a lead of two things, not "it": "If X and Y are available, it …")
TERM_LINE = re.compile(r"[a-z][\w-]{1,20}:\s")  # (a term defined on its line: what follows is said of it alone)


# Where a line's first clause ends.
CLAUSE_JOINT = re.compile(r"[,;:]\s|\s[—–]\s")
# A lead phrase, then "it" ("For every pair of GPUs, and for every GPU-NIC pair, it shows …"): it names nothing "it" is.
PHRASE_LEAD_PRONOUN = re.compile(r"(?:For|In|On|At|With|Across|During|Within|Per|Under|From)\s[^.;:]{0,80}?,\s+(?:it|they)\s+[a-z]")


def unfit_at(text: str) -> int:
    """Where the first of the UNFIT_ parts' matches in `text` starts (-1: nowhere). (Each other part is searched only
    where its words are, UNFIT_VERDICT's " is wrong", " is correct" …; one by one: no tuple of them made per text.)"""
    found = UNFIT_WORD.search(text)
    at = 0 if text.startswith(("Let's ", "Let’s ", "Let us ")) else found.start() if found else -1  # (and "Let's walk …")
    at = 0 if text[1:3] in ("'s", "’s", " i") and UNFIT_KEYED.match(text) else at  # ("D's the one to drive into the yard.")
    if "(" in text and (found := UNFIT_LETTER.search(text)) and (at < 0 or found.start() < at):
        at = found.start()
    if "orrect answer" in text and (found := UNFIT_ANSWER.search(text)) and (at < 0 or found.start() < at):
        at = found.start()
    if " is " in text and (" is wrong" in text or " is incorrect" in text or " is correct" in text or " is right" in text) \
            and (found := UNFIT_VERDICT.search(text)) and (at < 0 or found.start() < at):
        at = found.start()
    if ("ption" in text or "hoice" in text or "nswer" in text) and (found := UNFIT_OPTION.search(text)) \
            and (at < 0 or found.start() < at):
        at = found.start()
    return at


# "… is called an NVLink domain. NVIDIA extends the domain beyond …", "The NVIDIA Persistence Daemon …
# NVIDIA recommends the daemon": "the <noun>" is the named thing the sentence before introduced; alone,
# the point does not say which.
NAMED_KIND = re.compile(r"\b(?:an?|one|the|each|every)\s+(?:[a-z][\w-]*\s+){0,2}?((?:[A-Z][\w-]*|[a-z]+[A-Z][\w-]*)"
                        r"(?:\s+[A-Z][\w-]*)*)\s+([a-z][\w-]*)(?=\s*[.,;:)]|\s+(?:is|are|was|were|that|which)\b)")
NAME_OF_KIND = re.compile(r"\b((?:[A-Z][\w-]*\s+){1,3}([A-Z][a-z]+))\b")  # ("NVIDIA Persistence Daemon")
THE_NOUN = re.compile(r"\b[Tt]he\s+([a-z][\w-]*)\b")


def renamed(point: str, before: str) -> bool:
    """The point calls "the <noun>" what the sentence before named "<Name> <noun>" (or "<Name> <Noun>"),
    and never names it."""
    if not before or ("the " not in point and "The " not in point):
        return False
    lowered = before.lower()
    nouns = [noun for noun in THE_NOUN.findall(point) if f" {noun}" in lowered]  # (the search only where it may be)
    if not nouns:
        return False
    named = {m[2]: f"{m[1]} {m[2]}" for m in NAMED_KIND.finditer(before)}
    named.update((m[2].lower(), m[1]) for m in NAME_OF_KIND.finditer(before))
    return any(noun in named and named[noun].lower() not in point.lower() for noun in nouns)


# "X includes frameworks and tools | such as NIM, Triton …": kinds of things, cut before the examples that
# are the facts.
KINDS = re.compile(r"\b(?:includes?|supports?|provides?|offers?|contains?|covers?|bundles?|ships?|adds?)\s+"
                   r"(?:[a-z]{3,}s,\s+)*[a-z]{3,}s(?:,?\s+(?:and|or)\s+[a-z]{3,}s)?$")
EXAMPLES = (" such as ", ", such as ", " including ", ", including ", " like ", ", like ", " (such as ", " (e.g.")


def kinds_only(point: str, sentence: str) -> bool:
    """The point ends in kinds of things its sentence goes on to give examples of, and drops them."""
    if not point.endswith("s") or not KINDS.search(point):  # (the search only for a point that ends in a plural)
        return False
    last = point.rsplit(None, 1)[-1]
    at = sentence.find(last)
    return at >= 0 and sentence.startswith(EXAMPLES, at + len(last))


def loose(point: str) -> bool:
    """The point leans on a pronoun for what it is about ("Many file systems support it"): one in its
    first clause, with no lead clause before it to name what it stands for."""
    if ("it" not in point and "them" not in point and "they" not in point) or not LOOSE_PRONOUN.search(point):
        return False  # (none in the whole line: the common case; the search only where its words are)
    first = CLAUSE_JOINT.split(point, maxsplit=1)[0]
    return bool(LOOSE_PRONOUN.search(first)) or bool(PHRASE_LEAD_PRONOUN.match(point))


SERIES_NEXT = re.compile(r"^,\s+[\w-]+(?:,|\s+(?:and|or)\b)")


def list_point(item: str) -> str:
    """A list item as a key point: the whole item, or 'Label: rest' with the rest made to fit (or the rest
    alone, when it is a sentence of its own that names what the label names)."""
    item = " ".join(item.split()).rstrip(".!? ")  # (a list's "…;", "…; and": the pattern tried only on an item so ended)
    item = re.sub(r"\s*[;,](?:\s+(?:and|or))?$", "", item) if item.endswith((";", ",", "and", "or")) else item
    step = STEP_LABEL.match(item)
    if step and has_verb(item[step.end():]) and (" " not in step[0].strip() or not has_verb(step[0])):  # ("Verify. nvidia-smi …")
        item = item[step.end():]
    match = LABEL.match(item)
    if not match or word_count(match[1]) > 5:
        # (an item in lower case, "max_batch_size of the model", goes on its list's intro: no statement alone; so
        # does a part named before what is said of it, "IPv4 or IPv6 header, whose DSCP field classifies …")
        if not has_verb(item) and (item[:1].islower() or item[:1].isdigit() and "," in item or word_count(item) <= 6 and not
                                   any(map(str.isdigit, item)) and "=" not in item) or _named_part(item):  # ("MIG Manager")
            return ""
        head = clause_head(item)
        return "" if head and head != item and _in_series(head, item) else head
    if fits(item, ITEM_WORDS, WHOLE_ITEM_CHARS) and not fault(item, chars=WHOLE_ITEM_CHARS):
        return item  # (whole over a line and a half, as a whole sentence is, rather than cut before its complement)
    limit = ITEM_WORDS - word_count(match[1])
    rest = clause_head(match[2], limit)
    if not rest:
        return ""
    first = rest
    while rest:  # (the label and the rest too long together: a shorter cut of the rest, if it has one)
        # the rest keeps its case; one cut after a lead clause ("because …, the SuperNIC places …") starts small
        lead = match[2][:1] if match[2][1:24] == rest[1:24] else rest[:1].lower()
        point = f"{match[1]}: {lead}{rest[1:]}"
        if fits(point, ITEM_WORDS) and not fault(point) and not _in_series(rest, match[2]):
            return point
        limit = min(limit, word_count(rest)) - 1
        rest = clause_head(match[2], limit) if limit >= 3 else ""
    return first if match[2][:1].isupper() and keywords(match[1]) & keywords(first) else ""


def _in_series(head: str, text: str) -> bool:
    """`head`, cut from `text`, ends inside a series ("used for loading, joining | , aggregating and filtering")."""
    at = text.find(head[1:24])
    rest = text[at - 1 + len(head):] if at > 0 else ""
    return bool(SERIES_NEXT.match(rest))  # (or at its first item: "Logical state - Down | , Initializing, Armed")


def _named_part(item: str) -> bool:
    """An item whose first clause is a noun phrase with no verb, before a clause that says something of it
    (", whose …", ", followed by …"): a part of what the list's intro tells (an imperative step has no verb `has_verb` knows)."""
    first = FIRST_CLAUSE.split(item, maxsplit=1)
    return len(first) > 1 and not has_verb(first[0]) and first[0][:1].isupper() and has_verb(first[1])


def key_facts(question: Question, count: int, exclude: list[str] = (), box: str = "") -> list[str]:
    """The sentences of the explanations that carry the most facts (figures, names, the words the
    explanations keep using), made to fit, in text order; none that leans on the sentence before."""
    stem_words = keywords(question.question)
    topic = topic_words(question.question, f"{question.short_explanation}\n\n{question.full_explanation}", [])
    asked = stem_words | topic
    seen = set().union(keywords(box), *(keywords(p) for p in exclude))
    chosen: list[tuple[int, str]] = []
    taken, lower = set(seen), f"{question.question}\n{question.short_explanation}\n{question.full_explanation}".lower()
    # The full explanation holds the facts; the short one retells them in a chattier way: its sentences
    # are weighed only when the full one's leave room (and need a figure or a name).
    for source, chatty in ((question.full_explanation, False), (question.short_explanation, True)):
        scored = []
        first = len(chosen) + (1000 if chatty else 0)  # (a sentence's order: this, and its place among those scored)
        for _, paragraph in paragraph_sentences(source):
            counterfactual = bool(paragraph) and bool(COUNTERFACTUAL.match(paragraph[0]))
            # ("Without X, … . X removes the detour. …": the text is back on X from the sentence naming it.)
            without = WITHOUT.match(paragraph[0]) if counterfactual else None
            for index, sentence in enumerate(paragraph):
                if counterfactual and index and without and without[1] in sentence:
                    counterfactual = False
                if len(sentence) > 400 or (counterfactual or TERM_LINE.match(paragraph[0])) and index \
                        or (" # " in sentence and sentence[:1].islower()):  # (after "single: on each node, …", of single only)
                    continue  # (a command with its comment: "nvidia-smi -c EXCLUSIVE_PROCESS # recommended: only …")
                words = keywords(sentence)
                digits, names = fact_marks(sentence)
                facts = min(3, digits // 2) + 0.5 * names
                score = facts + 0.5 * len(words & stem_words) + 0.5 * len(words & topic) - 0.3 * len(words & seen)
                scored.append((score, first + len(scored), sentence, paragraph, index, facts, words))
        # (The best `count` + 4 are weighed: past them a sentence carries too little to be worth its cost. What
        # only they need, the sentence before and the weight, is found for them alone.)
        for _, order, sentence, paragraph, index, facts, words in sorted(scored, key=itemgetter(0), reverse=True)[:count + 4]:
            before = paragraph[index - 1] if index else ""
            sentence, weight = _with_subject(sentence, before, facts + len(words & asked), asked)
            if weight < 2 or (chatty and facts < 1.5):
                continue  # filler: no figure, no name, hardly a word of the question's
            if len(keywords(sentence) - taken) < 3:  # (a line cut from it can only say less)
                continue
            unfit = unfit_at(sentence)
            if unfit >= 0:  # (speaks to the reader: the clause before a colon or semicolon may still stand)
                sentence = _before_joint(sentence, unfit)
                if len(keywords(sentence) - taken) < 3:
                    continue
            if not sentence or sentence.endswith(("?", ":")):
                continue
            # The sentence as one line; else its clauses that stand alone ("…; GPU memory is managed by
            # the driver"). A sentence that leans on a pronoun gives only a later clause of its own.
            leans = PRONOUN.match(sentence) or ("," in sentence and PRONOUN.match(SUBORDINATE.sub("", sentence)))
            point = "" if leans else clause_head(after_intro(sentence, lower))
            for point in [point] if point else clauses(sentence):
                words = keywords(point)
                if len(words - taken) >= 3 and not loose(point) and not renamed(point, before) \
                        and not kinds_only(point, sentence):
                    chosen.append((order, point))
                    taken |= words
                    break
            if len(chosen) == count:
                break
        if len(chosen) >= count:
            break
    return [point for _, point in sorted(chosen)]


def _with_subject(sentence: str, before: str, weight: float, asked: frozenset[str]) -> tuple[str, float]:
    """A sentence that starts with "It" (or a lead clause and "it"), with the subject of the sentence
    before in its place when that is a plain noun phrase; and its weight counted again."""
    if not before or before.rstrip()[-1:] == "?" or sentence[:2] not in (  # (no subject of a question: "What does …? It …")
            "It", "it", "Wh", "Be", "If", "On", "As", "Af", "Si", "Un", "In", "Fo", "Wi"):
        return sentence, weight
    # (Not after a second subject, "X does A, and Y adds B. It …", nor another thing's "it": "NVRTC produces it …. It carries …", PTX: JX 6415)
    match = SUBJECT.match(before) if not SECOND_SUBJECT.search(before) and not OBJECT_IT.search(before) else None
    subject = match[1] if match and before[match.end():match.end() + 1] != "," and not SAYS.match(before, match.end(1)) else ""  # (not
    # "Right | folks, hold on …", nor "The NCCL guide | says: …" before "If PCI switches have ACS on, it has to be disabled.")
    short = ACRONYM.search(subject)
    subject = short[1] if short else subject
    plain = subject and word_count(subject) <= 4 and PLAIN_SUBJECT.match(subject) and "(" not in subject \
        and subject.rsplit(None, 1)[-1].lower() not in DETERMINERS | KEY_NOUNS and not plural_subject(before, match.end(1))  # (not "The | pods …", "Copying the | queries …")
    resolved = _resolved(sentence, subject if plain else "")
    if resolved == sentence:
        return sentence, weight
    return resolved, weight + len((keywords(resolved) - keywords(sentence)) & asked)


def _resolved(sentence: str, subject: str) -> str:
    """'It is enabled per model …' after 'Dynamic batching is …' -> 'Dynamic batching is enabled …'; the same for the
    main clause after a lead ('When it builds an engine, it applies …' -> 'TensorRT applies'), whose own subject comes
    first ('When the GPU Operator is installed …, it loads …' -> 'The GPU Operator loads …'; else left as it is)."""
    main = SUBORDINATE.sub("", sentence) if "," in sentence else sentence  # (a lead clause ends in a comma)
    if main is not sentence and (own := OWN_SUBJECT.match(sentence)):
        lead = SUBJECT.match(sentence[own.end(1):]) if not PLURAL_LEAD.search(sentence, own.end(1), sentence.find(",")) else None
        subject = lead[1] if lead and PLAIN_SUBJECT.match(lead[1]) and word_count(lead[1]) <= 4 and not INDEFINITE.match(lead[1]) else ""  # (not
        # "When a kernel reads memory no store wrote, it reports …": "it" is the tool the text speaks of)
    return capitalise(subject) + main[2:] if subject and IT_VERB.match(main) else sentence


def _before_joint(sentence: str, end: int) -> str:
    """The sentence up to its last colon or semicolon before `end` ("X is the profiler: you run …" -> "X is the profiler");
    empty when there is none, or no statement before it ("Level 1 (-r 1), quick: …"; "Sanity check from the guide: …")."""
    joint = max(sentence.rfind(": ", 0, end), sentence.rfind("; ", 0, end))
    head = sentence[:joint] if joint > 0 and not is_label(sentence[:joint]) else ""
    return head if sentence[joint:joint + 1] == ";" or has_verb(head) else ""
