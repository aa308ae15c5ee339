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

import dataclasses
import itertools
import re

from . import lists
from ..model import Column
from .drawing_form import ITEM_CHARS, ITEM_WORDS, fault
from .drawing_points import UNFIT, loose
from .phrases import paragraph_sentences, word_count
from .answertext import topic_words
from .words import keywords

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
EXAMPLES_ASIDE = re.compile(r"^,\s+(?:such as|including|e\.g\.|for example|for instance|like)\s")
LIST_END = re.compile(r"(?:,\s+|\s)(?:and|or)\s+[^,;:—–]+")
AFTER_ASIDE = re.compile(r"^\s*[;:]|^\s+[—–]\s|^,\s+(?:which|so|but|while|whereas|because|although|and|or)\b")
EXAMPLES = re.compile(r"^\s+(?:such as|including|for example|e\.g\.)\s")
AND_NO_COMMA = re.compile(r"^\s+and\s+(?:then\s+)?[a-z]+(?:s|es|ed)\s")
# After a comma, a clause with its own subject: a lower-case word that is not a verb before its object
# ("…, frames from many sources are combined", "…, the CPU parks them …").
NEW_CLAUSE = re.compile(r"^,\s+(?:the|a|an|its|their|each|every|all|many|most|some|[a-z]+(?<!s)(?:\s+[a-z]+){1,3}\s+(?:is|are|was|were)|"
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
    r"above|preceding|following|related|corresponding|respective|matching)\b"
    r"|^(?:[Tt]he|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose)\s+(?:setup|approach|result|idea|technique|method|process|"
    r"combination|arrangement|effect|benefit|problem|issue|trade-?off|difference|reason|solution|change|step|"
    r"outcome|consequence|fix|catch|trick|upshot|case|tiers?|layers?|pieces?|parts?)\b"  # (a shell noun: what the sentence before said)
    r"|^(?:As a consequence|Consequently|As such|In addition|Additionally|For this reason|That way|This way|"
    r"Going further|Beyond that|On top of that|In practice|Even so|After that)\b"
    r"|\bthat\s+[\w-]+['’]s\b"                                           # "Compare that GPU's memory"
    r"|\bthat\s+(?:is|was|comes to|works out to)\s+(?:roughly|about|around|approximately|nearly|almost|over|under|"
    r"just|only|\d)"                                                        # "… that is roughly 980 GB"
    r"|\b[Tt]he\s+(?:next|previous)\s+(?:level|step|stage|layer|one|tier)\b"
    r"|\b(?:[Ee]verything|[Aa]nything|[Nn]othing|[Ee]veryone|[Ss]omething)\s+else\b"
    r"|^(?:[Ss]ame|[Bb]oth|[Ee]ither|[Nn]either|[Ss]till|[Ee]ven so)\b"
    r"|\b(?:all|the)\s+(?:two|three|four|five|six)\b(?!\s+[a-z])"                # "combine all three, …"
    r"|\b(?:to match|accordingly|in turn|instead|otherwise|inside|outside|within|there|here)\W*$"  # (inside what?)
    r"|\b(?:inside|outside|within|there|here),"
    r"|\b[Tt]he\s+(?:tiers|layers|levels|pieces|parts|halves|stages|phases)\b(?!\s+(?:of|that|which|where)\b)"  # (of what?)
    r"|\b(?:much|far|even|significantly|considerably|a lot)\s+(?:more|less|better|worse|[a-z]{3,}er)\b(?!.*\bthan\b)")  # ("… a much more accurate picture": than what?)                # "updates the labels to match"
# The words without which no pattern of LEANS, SAME or BOTH can match (read first: most lines have none).
LEAN_WORDS = frozenset("""
    that do does did doing done also likewise similarly additionally furthermore moreover then too well though
    either alternative latter former rest remainder opposite remaining aforementioned affected above preceding
    following related corresponding respective matching setup approach result idea technique method process
    combination arrangement effect benefit problem issue tradeoff trade off difference reason solution change step
    outcome consequence fix catch trick upshot case tier tiers layer layers piece pieces part parts consequently
    such addition way further beyond top practice even after next previous else same both neither still two three
    four five six match accordingly turn instead otherwise much far significantly considerably lot inside outside
    within there here levels halves stages phases""".split())
LOWER_WORD = re.compile(r"[a-z]+")
LOOSE = re.compile(r"\b(?:it|them|they)\b")
NOUN_BEFORE = re.compile(r"\b(?:the|a|an|each|every|one|its|their)\s+(?:[\w-]+\s+){0,2}[\w-]+")
# A procedure's step: a verb's base form before its object ("Drain the node …", "Verify with nvidia-smi …").
IMPERATIVE = re.compile(r"[A-Z][a-z]+\s+(?:the|a|an|all|every|each|with|it|them|its|their)\b")
ORDER = re.compile(r"\b(?:order|sequence|steps?|first|next|procedure)\b", re.I)
# Where a sentence's first clause ends for good: a semicolon, a dash, a colon after a clause.
HEAD = re.compile(r";\s+|\s[—–]\s+|(?<=\w{3}):\s+(?=[a-z])")
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
OLD_PATH = re.compile(r"^(?:without|traditionally|historically|previously|in the past|before)\b"  # (read lowered)
                      r"|\b(?:classic|traditional|conventional|legacy|usual|old|normal|default|standard|naive|"
                      r"regular)\s+(?:[\w-]+\s+)?(?:path|way|approach|route|flow|setup|method|design|model|case)\b")
# (The words OLD_PATH reads, looked for in the whole text first: a substring test is far cheaper than a search.)
OLD_WORDS = ("without", "traditionally", "historically", "previously", "in the past", "before", "classic",
             "traditional", "conventional", "legacy", "usual", "old", "normal", "default", "standard", "naive",
             "regular")
# A bare class ("Triton Model Analyzer is a command-line tool"): a name, "is a", a few words, the end.
BARE_CLASS = re.compile(r"^(?!(?:Each|Every|All|Any|No|The|A|An|Some|Most|Many)\s)[^,;:]{2,60}?\s+(?:is|are)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}[\w-]+$")
# A verb that makes what a colon introduced a clause (without one it is a noun phrase: "Idle gaps …").
FINITE = re.compile(r"\b(?:is|are|was|were|has|have|had|can|could|will|would|does|do|did|must|should|may|might|"
                    r"cannot)\b|\b[a-z]{3,}(?:s|ed)\s+(?:the|a|an|its|their|each|every|all)\b")
# A stated answer that the sentence splitter left in front of the next sentence.
STATED = re.compile(r"^(?:The )?(?:correct )?answer is \(?[A-H]\)?\.\s+(?=[A-Z])", re.I)
DIGIT = re.compile(r"\d")
FIRST = re.compile(r"[A-Z][\w-]+")
CAPITAL = re.compile(r"(?<=\s)[A-Z]")  # (a name's mark, as the rank counts it: cheap)
INNER_CAPITAL = re.compile(r"[A-Za-z][A-Z]")


def select_points(question, points: tuple[str, ...] | list[str], box: str = "",
                  limit: int = MAX_POINTS) -> tuple[str, ...]:
    """The points a strict learner accepts, at most `limit`, in the text's order: the proposed `points`
    that pass, ranked by the answer's and the stem's words, figures and names they carry; then, in the
    room they leave, the full explanation's whole short sentences that pass."""
    full, short = question.full_explanation, question.short_explanation
    if not points and not full.strip():
        return ()
    memo: dict[str, frozenset[str]] = {}

    def words(text: str) -> frozenset[str]:
        if text not in memo:
            memo[text] = keywords(text)
        return memo[text]

    stem_words = words(question.question)
    answer_words = words(" ".join([box, question.answer_text,
                                   *(question.options.get(letter, "") for letter in question.answer)]))
    sources = _sources(full, short, answer_words)
    check = _Check(full, stem_words | answer_words | topic_words(question.question, f"{short}\n\n{full}", []), words)

    def rank(point: str) -> float:
        found = words(point)
        return 2 * len(found & answer_words) + len(found & stem_words) + min(2, len(DIGIT.findall(point)) / 2) \
            + 0.25 * len(CAPITAL.findall(point))

    kept: list[tuple[float, int, str]] = []
    # A question about order ("In what order …", "What should be done FIRST"): the steps of a numbered
    # list come first, in order, up to the first that fails; to another question a procedure's step tells
    # what to do, not what is so, and only fills the room the other points leave.
    stem = question.question
    mark = stem.rfind("?")
    asked_for = stem[max(stem.rfind(". ", 0, mark), stem.rfind("\n", 0, mark)) + 1:mark] if mark > 0 else ""
    steps = 0 if ORDER.search(asked_for) else -2
    for proposed in points:
        step = _find(proposed, sources)
        numbered = bool(step) and step[2] == 2
        if numbered and steps == -1:
            continue
        point = _whole(proposed, step)
        source = step if point == proposed else _find(point, sources) if point else None
        if point and check.accepted(point, source):
            first = numbered and steps >= 0
            steps += first
            score = 100 - steps if first else rank(point) - (100 if numbered and IMPERATIVE.match(point) else 0)
            kept.append((score, source[5] if source else -1, point))
        elif numbered and steps >= 0:
            steps = -1
    chosen: list[tuple[float, int, str]] = []
    seen: set[str] = set()
    ranked = [(*k, True) for k in sorted(kept, key=lambda k: (-k[0], k[1]))]
    more = itertools.chain(ranked, _candidates(sources, rank, limit))  # (made only when the points leave room)
    for score, order, point, proposed in more:
        found = words(point)
        listed = order >= 0 and sources[order][2]  # (a list's items differ by construction: "Level 1", "Level 2")
        if found and not listed and len(found - seen) * 3 < len(found):  # (says again what a better point said)
            continue
        if not proposed:
            point = point.rstrip(".")
            if fault(point) or not check.accepted(point, _find(point, sources)):
                continue
        chosen.append((score, order, point))
        seen |= found
        if len(chosen) == limit:
            break
    if not chosen:  # (nothing else: a whole short sentence of the short explanation, when one passes)
        for score, order, point, _ in _candidates(sources, rank, 1, chatty=True):
            point = point.rstrip(".")
            if not fault(point) and check.accepted(point, _find(point, sources)):
                return (point,)
    return tuple(point for _, _, point in sorted(chosen, key=lambda k: k[1]))  # (in the text's order)


def select_columns(question, columns: tuple[Column, ...]) -> tuple[Column, ...]:
    """A comparison's columns without the items that lean on the sentence before them ("… are also
    essential", "… over it"); the columns as they were when that would empty one."""
    kept = tuple(dataclasses.replace(column, items=tuple(item for item in column.items
                                                         if not (_leans(item) or _loose(item))))
                 for column in columns)
    return kept if all(column.items for column in kept) else columns


def _candidates(sources, rank, limit: int, chatty: bool = False):
    """The full explanation's (or the short one's) whole sentences, or first clauses to a semicolon or
    dash, that fit a line, best first (a generator: made when first asked for)."""
    heads = ((index, HEAD.split(source[0], maxsplit=1)[0]) for index, source in enumerate(sources)
             if not (source[2] or source[3]) and source[4] == chatty)
    yield from sorted(((rank(text), index, text, False) for index, text in heads
                       if 5 <= text.count(" ") + 1 <= ITEM_WORDS and len(text) <= ITEM_CHARS),
                      key=lambda k: (-k[0], k[1]))[:limit + 4]


class _Check:
    """Whether a point may be drawn: it leans on no sentence before it, tells no path the answer replaces,
    and carries a fact."""

    def __init__(self, full: str, asked: frozenset[str], words):
        self.full, self.asked, self.words = full, asked, words

    def accepted(self, point: str, source) -> bool:
        return not (_leans(point) or _loose(point) or (source and source[3]) or self.filler(point, source))

    def filler(self, point: str, source) -> bool:
        """The point carries no fact that helps recall the answer."""
        if BARE_CLASS.match(point) or EMPTY_RELATION.search(point) or UNFIT.search(point.replace("I/O", "IO")):
            return True
        if source and not source[2] and _after_colon(point, source) and not FINITE.search(point):
            return True  # (a noun phrase a colon introduced: "The profiler shows the symptom: idle gaps …")
        listed = bool(source and source[2])  # (a list's item is one of the facts the list gives)
        if not listed and not _figure_or_name(point) and not self._named(point) \
                and len(self.words(point) & self.asked) < 2:
            return True
        # A short explanation's image: words the full explanation never uses ("hires separate staff for the
        # building", "the suitcase can't carry"), a third of the line's or more.
        if source and source[4] and not listed and self.full.strip() and not DIGIT.search(point):
            found = self.words(point)
            new = found - self.words(self.full)
            if len(new) >= 2 and 3 * len(new) >= len(found):
                return True
        return False

    def _named(self, point: str) -> bool:
        """The point's first word is a name: the text writes it capitalised inside a sentence too."""
        first = FIRST.match(point)
        return bool(first) and re.search(rf"[a-z0-9,;(] {re.escape(first[0])}\b", self.full) is not None


def _sources(full: str, short: str, answer: frozenset[str]) -> list[tuple]:
    """(text, lowered, from a list (2: a numbered one), told of a path the answer replaces, from the short
    explanation, index) for each list item and sentence of the explanations. Such a path is told after
    "the classic path …" or "Without X, …" in its paragraph, until a sentence names X or the answer."""
    found: list[tuple] = []
    for text, chatty in ((full, False), (short, True)):
        lowered = text.lower()
        told = any(word in lowered for word in OLD_WORDS)  # (most texts tell no such path)
        for _, items in lists.list_blocks(text):
            numbered = 2 if f"1. {items[0]}" in text else 1
            found += [(" ".join(item.split()), numbered, False, chatty) for item in items]
        for _, paragraph in paragraph_sentences(text):
            old, back = False, answer
            for sentence in paragraph:
                sentence = STATED.sub("", sentence)  # ("The correct answer is A. Serving latency …": one sentence read)
                if old and len(keywords(sentence) & back) >= min(2, len(back)):
                    old = False
                found.append((sentence, 0, old, chatty))
                if told and not old and OLD_PATH.search(sentence.lower()):
                    old = True
                    without = WITHOUT.match(sentence)
                    back = answer | keywords(without[1]) if without else answer
    return [(text, text.lower(), listed, old, chatty, index)
            for index, (text, listed, old, chatty) in enumerate(found)]


def _find(point: str, sources) -> tuple | None:
    """(the text, where the point ends in it, from a list, after an old path, chatty, index) of the
    sentence or item the point was taken from (by its last words), or None."""
    words = point.rstrip(".!? ").lower().split()
    for size in (8, 4):  # (eight words first: "… in system memory" ends more than one sentence)
        tail = " ".join(words[-size:])
        for text, lowered, listed, old, chatty, index in sources:
            at = lowered.rfind(tail)
            if at >= 0:
                return text, at + len(tail), listed, old, chatty, index
        if len(words) <= 4:
            break
    return None


def _whole(point: str, found) -> str:
    """The point, when its thought is whole; else its whole sentence when that fits; else empty."""
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
    aside = EXAMPLES_ASIDE.match(rest)
    if aside and not listed:  # (", such as A, B, and C, with …": the sentence goes on after the examples)
        last = LIST_END.search(rest, aside.end())
        after = rest[last.end():] if last else ""
        return not after.strip() or bool(AFTER_ASIDE.match(after))
    if CLAUSE_END.match(rest):
        return not AND_VERB.match(rest)
    if EXAMPLES.match(rest) or (AND_NO_COMMA.match(rest) and word_count(head) >= 5 and "," not in head):
        return True
    if rest.startswith(","):
        return listed or bool(NEW_CLAUSE.match(rest))
    return False


def _loose(point: str) -> bool:
    """A pronoun ("it", "they") with no noun before it in the line to stand for ("Many file systems
    support it"; not "Reset the GPU once no process is using it")."""
    if not loose(point):
        return False
    at = LOOSE.search(point)
    return not (at and NOUN_BEFORE.search(point[:at.start()]))


def _leans(point: str) -> bool:
    """The point needs a sentence before it to be understood."""
    found = set(LOWER_WORD.findall(point.lower()))
    if not (found & LEAN_WORDS) and "'" not in point and "’" not in point:
        return False  # (none of the words the patterns read: the common case, and cheap)
    if LEANS.search(point):
        return True
    same = SAME.search(point)
    if same and not SAME_TOLD.match(point[same.end():]) and not PAIR.search(point[:same.start()]) \
            and not re.match(r"\s+(?:\S+\s+){0,3}(?:each|every|per)\b", point[same.end():]):
        return True
    both = BOTH.search(point)  # (told in the line: "X and Y both …", "both X and Y")
    return bool(both) and not re.search(r"\band\s+(?:\S+\s+){0,3}$", point[:both.start()]) \
        and not re.match(r"\s+(?:\S+\s+){0,3}and\b", point[both.end():])


def _figure_or_name(point: str) -> bool:
    """A digit, or a name's mark: a capital after the first word, two capitals or a capital after a small
    letter ("NVLink"), a "_" or a "/" ("DCGM_FI_…", "/proc/…")."""
    return bool(DIGIT.search(point) or CAPITAL.search(point) or INNER_CAPITAL.search(point)) or "_" in point \
        or "/" in point


def _after_colon(point: str, source) -> bool:
    start = source[1] - len(" ".join(point.rstrip(".!? ").split()))
    return start > 0 and source[0][:start].rstrip().endswith(":")


