"""Which key points a drawing keeps: only those a strict learner accepts, at most MAX_POINTS of them,
ranked by how much of the answer and of the question's key words they carry ("say less, never wrong").

A proposed point (`drawing_points`) passes the form check line by line; this step reads each one against
the sentence of the text it was taken from and against the question, and keeps it only when:
- its thought is whole: it is the whole sentence, or a head that ends at a clause mark (";", ":", a dash,
  ", which …", ", and …") — not before a complement ("replaces supported operators | with GPU
  implementations", "provides the gang scheduling | that distributed training requires") nor inside a
  list of predicates ("stops the GPU clients, | creates the instances"). A head cut too early is
  replaced by its whole sentence when that is short enough, else dropped;
- it refers back to nothing (`_leans`): no "that's" / "does that" / "half that spacing", no adverb that
  adds to or sets against the sentence before ("also", "then", "too", "as well", ", though,"), no
  relational definite ("the alternative", "the latter", "the affected row", "the next level"), no
  "the same X" or "both" with nothing in the line to be the same as or both of, no "everything else";
- it does not lose a context that turns it over: a sentence told after "the classic path …" or
  "Without X, …" (a path the answer replaces) reads as the answer's own path once shown alone;
- it carries a fact (`_filler`): a figure, a name, or two of the question's key words; a bare class
  ("X is a command-line tool") is not one; a line with no verb (outside a list) is a fragment; a line
  in a chat's voice ("that's", "it's") or a short explanation's image (words the full explanation never
  uses: "hires separate staff for the building") is not a fact.
The rules read the form of a line and its place in the text, not its topic.
"""
from __future__ import annotations

import re

from . import lists
from .drawing_form import ITEM_CHARS, ITEM_WORDS, fault
from .drawing_points import UNFIT, loose
from .phrases import paragraph_sentences, sentences, word_count
from .answertext import topic_words
from .words import keywords

W = [2, 1, 0, 1, 0.25, 0]

MAX_POINTS = 4
WHOLE_CHARS = ITEM_CHARS + 30  # (a whole sentence of ~22 words, kept rather than cut before its complement)
# Where a head may end and its thought still be whole: before a clause mark, or a comma that opens
# another clause or an aside.
CLAUSE_END = re.compile(r"^(?:\s*[;:]|\s+[—–-]\s|\s*\(|,\s+(?:which|who|whose|where|with|while|whereas|and|but|so|because|since|"
                        r"although|though|as|including|such as|e\.g\.|i\.e\.|for example|for instance|unlike|"
                        r"rather than|instead of|[a-z]+ing)\b)"
                        r"|^\s+(?:so that|because|since|although|though|while|whereas|before|after|once|until)\b")
# A head that ends before ", and" is whole unless what follows is a second verb of a list ("…, and reports").
AND_VERB = re.compile(r"^,\s+and\s+(?:then\s+)?[a-z]+(?:s|ed)\s+(?:the|a|an|its|their|each|every|it|them|all|any|"
                      r"(?-i:[A-Z0-9]))\b", re.I)
EXAMPLES = re.compile(r"^\s+(?:such as|including|for example|e\.g\.)\s")
AND_NO_COMMA = re.compile(r"^\s+and\s+(?:then\s+)?[a-z]+(?:s|es|ed)\s")
# After a comma, a clause with its own subject: a lower-case word that is not a verb before its object
# ("…, frames from many sources are combined", "…, the CPU parks them …").
NEW_CLAUSE = re.compile(r"^,\s+(?:the|a|an|its|their|each|every|all|many|most|some|[a-z]+(?<!s)\s+[a-z]+\s+(?:is|are|was|were)|"
                        r"[a-z]+s\s+(?!(?:the|a|an|its|their|each|every|all|any|one|two|it|them)\b)[a-z]+)\b")
# What points back at the sentences before the line.
LEANS = re.compile(
    r"\b(?:that|it|what|there|here)['’]s\b"                          # "that's", "it's" (also a chat's voice)
    r"|\b(?:do|does|did|doing|done)\s+(?:that|this|so)\b"              # "until X does that"
    r"|\b(?:of|in|to|at|on|for|with|from|by|half|like|than|after|before|beyond|past|below|above)\s+that\b"
    r"(?!\s+(?:the|a|an|it|its|they|their|is|are|was|were|can|will|each|every|all|no|any|[A-Z0-9]))"
    r"|\bthat\s+(?:same|very|kind|sort|much)\b"
    r"|\b(?:also|likewise|similarly|additionally|furthermore|moreover)\b"
    r"|(?<!,)\s+then\s+(?!\w+\s+(?:is|are)\b)"                          # "TensorRT can then build" (not "if …, then")
    r"|,?\s+(?:too|as well|though|either)(?:[.,]|$)"                  # "… support it as well", "…, though, is"
    r"|\b[Tt]he\s+(?:alternative|latter|former|rest|remainder|opposite|remaining|aforementioned|affected|"
    r"above|preceding|following)\b"
    r"|\b[Tt]he\s+(?:next|previous)\s+(?:level|step|stage|layer|one|tier)\b"
    r"|\b(?:[Ee]verything|[Aa]nything|[Nn]othing|[Ee]veryone|[Ss]omething)\s+else\b"
    r"|^(?:[Ss]ame|[Bb]oth|[Ee]ither|[Nn]either|[Ss]till|[Ee]ven so)\b"
    r"|\b(?:all|the)\s+(?:two|three|four|five|six)\b(?!\s+[a-z])")                # "combine all three, …"
# A pronoun with nothing in the line before it to stand for ("Many file systems support it").
PRONOUN = re.compile(r"\b(?:it|its|they|them|their)\b", re.I)
# A relation with nothing said of it ("X differs from Y").
EMPTY_RELATION = re.compile(r"\b(?:differs?|is different|are different|varies|vary)\s+from\b[^,;:]*$")
SAME = re.compile(r"\b(?:the|that)\s+same\b", re.I)
# What "the same X" is the same as, told after it: "as …", a relative clause, "… the CPU uses"; or the idiom
# "at the same time".
SAME_TOLD = re.compile(r"\s+(?:time\b|(?:[\w-]+\s+){1,2}(?:as|that|which|who|the|(?-i:[A-Z]))\b)", re.I)
BOTH = re.compile(r"\bboth\b", re.I)
# A reading of the line that needs "as …" or a pair named in it ("the GPU and the NIC … the same switch").
PAIR = re.compile(r"\b(?:and|each|every|between|across|all|multiple|several|many|two|three|both)\b", re.I)
# A sentence that tells the path the answer replaces: the sentences after it in its paragraph describe
# that path, not the answer's ("The classic storage path … Storage hands the bytes to the CPU …").
WITHOUT = re.compile(r"Without\s+([^,;:]{2,40}?),\s")
OLD_PATH = re.compile(r"\b(?:classic|traditional|conventional|legacy|usual|old|normal|default|standard|naive|"
                      r"regular)\s+(?:[\w-]+\s+)?(?:path|way|approach|route|flow|setup|method|design|model|case)\b"
                      r"|^(?:Without|Traditionally|Historically|Previously|In the past|Before)\b", re.I)
# A bare class ("Triton Model Analyzer is a command-line tool"): a subject, "is a", a few words, the end.
BARE_CLASS = re.compile(r"^[^,;:]{2,60}?\s+(?:is|are)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}[\w-]+$")
# A verb, roughly (a line without one is a fragment: "Idle gaps between kernels …").
VERB = re.compile(r"\b(?:is|are|was|were|be|been|has|have|had|can|could|will|would|does|do|did|must|should|may|"
                  r"might|cannot)\b|\b[a-z]{2,}(?:ed|es)\b|(?<![\w-])[a-z]{3,}[^s\W]s\s+(?!of\b)[\w(\"'“‘]"
                  r"|^[A-Z][a-z]+\s+(?:the|a|an|with|to)\b", re.I)
DIGIT = re.compile(r"\d")
# A name: a capitalised word after the first, or a word with a capital, digit or "_" inside ("NVLink").
NAME = re.compile(r"\b[A-Z][A-Z_]+\w*|\b[a-z]+[A-Z_]\w*|\b\w*[A-Za-z]\d\w*")
CAPITALISED = re.compile(r"(?<=[a-z0-9,;(] )[A-Z][\w-]+")
WORD = re.compile(r"[A-Za-z][\w-]*")


def select_points(question, points: tuple[str, ...] | list[str], box: str = "",
                  limit: int = MAX_POINTS) -> tuple[str, ...]:
    """The points a strict learner accepts, at most `limit`, in the text's order: the proposed `points`
    that pass, and the full explanation's whole short sentences that pass, ranked together by the
    answer's and the stem's words, figures and names they carry."""
    full, short = question.full_explanation, question.short_explanation
    if not points and not full.strip():
        return ()
    stem_words = keywords(question.question)
    answer_words = keywords(" ".join([box, question.answer_text,
                                      *(question.options.get(letter, "") for letter in question.answer)]))
    sources = _sources(full, short, answer_words)
    full_words = keywords(full) if full.strip() else frozenset()
    asked = stem_words | answer_words
    # A name: a word the text writes capitalised inside a sentence ("… on Kubernetes"), or one with a
    # capital, digit or "_" inside ("NVLink", "H100").
    names = frozenset(w.lower() for w in CAPITALISED.findall(f"{question.question} {full} {short}"))

    topic = topic_words(question.question, f"{short}\n\n{full}", [])
    shown = keywords(box)

    def rank(point: str) -> float:
        words = keywords(point)
        return W[0] * len(words & answer_words) + W[1] * len(words & stem_words) + W[2] * len(words & topic) \
            + W[3] * min(2, len(DIGIT.findall(point)) / 2) + W[4] * _names(point, names) - W[5] * len(words & shown)

    def accepted(point: str, source) -> bool:
        return not (_leans(point) or loose(point) or (source and source[3])
                    or _filler(point, source, full_words, asked, names))

    kept: list[tuple[float, int, str]] = []
    steps = 0  # (the steps of a numbered list are kept first, in order, up to the first that fails)
    for point in points:
        step = _find(point, sources)
        if step and step[2] == 2 and steps < 0:
            continue
        point = _whole(point, sources)
        source = _find(point, sources) if point else None
        if point and accepted(point, source):
            first = step and step[2] == 2
            steps += bool(first)
            kept.append((100 - steps if first else rank(point), sources.index(source[5]) if source else -1, point))
        elif step and step[2] == 2:
            steps = -1
    # The full explanation's whole sentences that fit a line, best first (checked only while needed).
    candidates = sorted(((rank(text), index, text) for index, (text, listed, old, chatty) in enumerate(sources)
                         if not (listed or old or chatty) and 5 <= word_count(text) <= ITEM_WORDS
                         and len(text) <= ITEM_CHARS), key=lambda k: (-k[0], k[1]))
    chosen: list[tuple[float, int, str]] = []
    seen: set[str] = set()
    pool = sorted(kept, key=lambda k: (-k[0], k[1]))
    merged = sorted(pool + candidates[:limit + 4], key=lambda k: (-k[0], k[1]))
    for score, order, point in merged:
        words = keywords(point)
        if words and len(words - seen) * 3 < len(words):  # (says again what a better point said)
            continue
        if (score, order, point) not in pool:
            point = point.rstrip(".")
            if fault(point) or PRONOUN.search(point) or not accepted(point, _find(point, sources)):
                continue
        chosen.append((score, order, point))
        seen |= words
        if len(chosen) == limit:
            break
    return tuple(point for _, _, point in sorted(chosen, key=lambda k: k[1]))


def _sources(full: str, short: str, answer: frozenset[str]) -> list[tuple[str, bool, bool, bool]]:
    """(text, from a list, told of a path the answer replaces, from the short explanation) for each
    sentence and list item of the explanations. Such a path is told after "the classic path …" or
    "Without X, …" in its paragraph, until a sentence names X or the answer again."""
    found: list[tuple[str, bool, bool, bool]] = []
    for text, chatty in ((full, False), (short, True)):
        for _, items in lists.list_blocks(text):
            ordered = 2 if f"1. {items[0]}" in text else 1  # (a numbered list: steps in their order)
            found += [(" ".join(item.split()), ordered, False, chatty) for item in items]
        for _, paragraph in paragraph_sentences(text):
            old, back = False, answer
            for sentence in paragraph:
                words = keywords(sentence)
                if old and len(words & back) >= min(2, len(back)):
                    old = False
                found.append((sentence, False, old, chatty))
                lead = OLD_PATH.search(sentence)
                if lead and not old:
                    old = True
                    without = WITHOUT.match(sentence)
                    back = answer | keywords(without[1]) if without else answer
    return found


def _find(point: str, sources) -> tuple[str, int, bool, bool, bool] | None:
    """(the source text, where the point ends in it, from a list, after an old path, chatty) of the
    sentence or item the point was taken from (by its last words), or None."""
    words = point.rstrip(".!? ").split()
    for size in (8, 4):  # (eight words first: "… in system memory" ends more than one sentence)
        tail = " ".join(words[-size:]).lower()
        for text, listed, old, chatty in sources:
            at = text.lower().rfind(tail)
            if at >= 0:
                return text, at + len(tail), listed, old, chatty, (text, listed, old, chatty)
        if len(words) <= 4:
            break
    return None


def _whole(point: str, sources) -> str:
    """The point, when its thought is whole; else its whole sentence when that fits; else empty."""
    found = _find(point, sources)
    if not found:
        return point
    text, end, listed = found[:3]
    if _complete(text[end:].rstrip(".!? "), listed, point):
        return point
    whole = text.rstrip()
    if listed or word_count(whole) > ITEM_WORDS or len(whole) > WHOLE_CHARS or fault(whole[:ITEM_CHARS]):
        return ""
    whole = whole.rstrip(".")
    return whole if not fault(whole.split(": ", 1)[-1][:ITEM_CHARS]) else ""


def _complete(rest: str, listed: bool, head: str) -> bool:
    """What follows a head (`rest`) only adds to a thought the head has finished: nothing; another clause
    after a clause mark; examples ("such as …"); a second verb after "and"; or, after a comma, a clause
    with a subject of its own ("…, frames from many sources are combined") — not a verb of a series
    ("…, creates the instances"), not a complement ("… with GPU implementations", "… that training
    requires"). A list's item, cut by the list's rules, may end before a comma."""
    if not rest.strip():
        return True
    if CLAUSE_END.match(rest):
        return not AND_VERB.match(rest)
    if EXAMPLES.match(rest) or (AND_NO_COMMA.match(rest) and word_count(head) >= 5):
        return True
    if rest.startswith(","):
        return listed or bool(NEW_CLAUSE.match(rest))
    return False


def _leans(point: str) -> bool:
    """The point needs a sentence before it to be understood."""
    if LEANS.search(point):
        return True
    same = SAME.search(point)
    if same and not SAME_TOLD.match(point[same.end():]) and not PAIR.search(point[:same.start()]) \
            and not PAIR.search(point[same.end():]):
        return True
    both = BOTH.search(point)
    return bool(both) and not re.search(r"\band\b", point)


def _after_colon(point: str, source) -> bool:
    start = source[1] - len(" ".join(point.rstrip(".!? ").split()))
    return start > 0 and source[0][:start].rstrip().endswith(":")


def _names(point: str, names: frozenset[str]) -> int:
    return len(NAME.findall(point)) + sum(w[0].isupper() and w.lower() in names for w in WORD.findall(point))


def _filler(point: str, source, full_words: frozenset[str], asked: frozenset[str], names: frozenset[str]) -> bool:
    """The point carries no fact that helps recall the answer."""
    if BARE_CLASS.match(point) or EMPTY_RELATION.search(point) or UNFIT.search(point):
        return True
    if source and not source[2] and _after_colon(point, source) and not VERB.search(point):
        return True  # (a noun phrase a colon introduced: "The profiler shows the symptom: idle gaps …")
    listed = bool(source and source[2])  # (a list's item is one of the facts the list gives)
    if not listed and not DIGIT.search(point) and not _names(point, names) and len(keywords(point) & asked) < 2:
        return True
    # A short explanation's image: words the full explanation never uses ("hires separate staff for the
    # building", "the suitcase can't carry"), half of the line's or more.
    if source and source[4] and not source[2] and full_words and not DIGIT.search(point):
        words = keywords(point)
        new = words - full_words
        if len(new) >= 2 and 2 * len(new) >= len(words):
            return True
    return False
