"""Which key points a drawing keeps: only those a strict learner accepts, at most MAX_POINTS of them,
ranked by how much of the answer and of the question's words, figures and names they carry, shown in the
text's order ("say less, never wrong").

A proposed point (`drawing_points`) has passed the form check; this step reads it against the sentence of
the text it was taken from and against the question, and keeps it only when:
- its thought is whole (`drawing_lean.complete`): the whole sentence, or a head that ends where its thought
  ends — not before a complement ("replaces supported operators | with GPU implementations") nor inside a
  list of predicates ("stops the GPU clients, | creates the instances"). A head cut too early gives way to
  its whole sentence when that fits a line (~22 words), else it is dropped;
- it leans on no sentence before it (`drawing_lean.leans`, `loose_pronoun`);
- it is not told of a path the answer replaces ("The classic storage path … Storage hands the bytes to
  the CPU …"; "Without X, …" until a sentence names X again): alone, it would read as the answer's path;
- it carries a fact (`_Check.filler`): a figure, a name, or two of the question's and answer's words; not a
  bare class ("X is a command-line tool"), a relation with nothing said of it ("X differs from Y"), a noun
  phrase a colon introduced, or a short explanation's image (a third of its words never used by the full
  explanation: "hires separate staff for the building");
- it is no step of a procedure ("Wait for jobs to finish", `drawing_step`): to a question about order the steps of a numbered
  list come first, in order, and only there; and it tells no picture of the voice's (`drawing_image`). The room the points
leave is filled with the full explanation's whole sentences of up to a line and a half, or a long sentence's first clause where
a connective opens the next (`drawing_whole`), that pass the same checks; such a sentence takes the place of a kept point that
is its own head. A comparison's columns lose the items that lean on the sentence before (`select_columns`)."""
from __future__ import annotations

import dataclasses
import itertools
import re

from ..model import Column
from .answersure import announces  # ("… needs two things inside the container" before its ":")
from .drawing_ask import asked
from .drawing_empty import empty
from .drawing_form import ITEM_CHARS, ITEM_WORDS, fault
from .drawing_image import Pictures
from .drawing_lines import DASHED_ASIDE, has_verb, is_label
from .drawing_lean import leans, loose_pronoun
from .drawing_nofact import no_fact
from .drawing_points import renamed, unfit_at
from .drawing_refers import points_ahead
from .drawing_sources import find as _find, sources_of
from .drawing_step import step as procedure_step
from .drawing_whole import FINITE, WHOLE_CHARS, head, holds, whole, whole_fault
from .phrases import without_parentheses, word_boundary, word_count
from .answertext import topic_words
from .words import keywords

MAX_POINTS = 4
# A procedure's step: a verb's base form before its object ("Drain the node …", "Verify with nvidia-smi …").
IMPERATIVE = re.compile(r"[A-Z][a-z]+\s+(?:the|a|an|all|every|each|with|it|them|its|their)\b")
ORDER = re.compile(r"\b(?:order|sequence|steps?|first|next|procedure)\b", re.I)
# Where a sentence's first clause ends for good: a semicolon, a dash, a colon after a clause.
HEAD = re.compile(r";\s+|\s[—–]\s+(?!" + DASHED_ASIDE + r")|(?<=\w{3}):\s+(?=[a-z])")
DIGIT, FLAG = re.compile(r"\d"), re.compile(r"\s--?[A-Za-z]")
FIRST = re.compile(r"[A-Z][\w-]+")
CAPITAL = re.compile(r"(?<=\s)[A-Z]")  # (a name's mark, as the rank counts it: cheap)
INNER_CAPITAL = re.compile(r"[A-Za-z][A-Z]")
RANK_MARK = re.compile(r"[\dA-Z](?:(?<=\d)|(?<=\s[A-Z]))")  # (DIGIT or CAPITAL, in one scan that skips to them)
NON_ASCII = re.compile(r"[^\x00-\x7f]")
# A point's UTF-8 bytes as `_marks` maps them: "d" a digit, "C" a capital, "a" a small letter, "s" white space, " " other.
POINT_BYTES = bytes.maketrans(bytes(range(256)), bytes(
    ord("d") if 48 <= c <= 57 else ord("C") if 65 <= c <= 90 else ord("a") if 97 <= c <= 122 else
    ord("s") if c < 128 and chr(c).isspace() else 32 for c in range(256)))
# (a value, not a name's digits: "H100", "v2"; its first digit first, the character before it then: the search skips to digits)
FIGURE = re.compile(r"\d(?<![\w.-]\d)(?:\d*[.,]\d+(?:[.,]\d+)*|\d+)(?![\w-])")
NAME_BEFORE = frozenset("abcdefghijklmnopqrstuvwxyz0123456789,;(")
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
    # (= keywords of the texts joined by spaces, a text's words being its chunks': each text's own, read once a question)
    answer_words = frozenset().union(keywords(box), keywords(question.answer_text),
                                     *(keywords(question.options.get(letter, "")) for letter in question.answer))
    sources = sources_of(question, answer_words)
    literal = words(asked(question.question)) | words(" ".join(question.options.values()))  # (not the scene's words)
    check = _Check(full, stem_words | answer_words | topic_words(question.question, f"{short}\n\n{full}", []), words, sources,
                   answer_words | literal, Pictures(question.question, sources, words, literal))

    def rank(point: str) -> float:
        found, (digits, names) = words(point), _rank_marks(point)
        return 2 * len(found & answer_words) + len(found & stem_words) + min(2, digits / 2) + 0.25 * names

    kept: list[tuple[float, int, str, bool, tuple | None]] = []  # (…, checked already, the point's source)
    # A question about order ("In what order …", "What should be done FIRST"): the steps of the numbered
    # list the points come from are drawn first, each its point or its whole item, in order, up to the
    # first that cannot be drawn; to another question a procedure's step tells what to do, not what is
    # so: its numbered item only fills the room the other points leave, and a step that opens with its verb
    # is not drawn (`drawing_step`).
    stem = question.question
    mark = stem.rfind("?")
    asked_for = stem[max(stem.rfind(". ", 0, mark), stem.rfind("\n", 0, mark)) + 1:mark] if mark > 0 else ""
    found = [_find(proposed, sources) for proposed in points]
    steps = _steps(points, found, sources, check) if ORDER.search(asked_for) else []
    kept += [(100 - n, index, step, True, None) for n, (index, step) in enumerate(steps)]
    # (A point is checked (`accepted`) only when its rank reaches it: those past the last one chosen are not.)
    for proposed, step in zip(points, found):
        numbered = bool(step) and step[2] == 2
        if numbered and steps:
            continue
        point = whole(proposed, step)
        source = step if point == proposed else _find(point, sources) if point else None
        if point:
            score = rank(point) - (100 if numbered and IMPERATIVE.match(point) else 0)
            kept.append((score, source[5] if source else -1, point, False, source))
    chosen: list[tuple[float, int, str]] = []
    seen: set[str] = set()
    shown: set[str] = set()  # (the figures the points chosen give)
    ranked = [(score, order, point, True, checked, source)
              for score, order, point, checked, source in sorted(kept, key=lambda k: (-k[0], k[1]))]
    more = itertools.chain(ranked, _candidates(sources, rank, limit))  # (made only when the points leave room)
    for score, order, point, proposed, checked, source in more:
        found = words(point)
        listed = order >= 0 and sources[order][2]  # (a list's items differ by construction: "Level 1", "Level 2")
        if found and not listed and (len(found - seen) * 3 < len(found) or found <= stem_words):  # (says again what a better
            continue  # point said, or only what the question says: "The embedding model needs about 8 GB")
        if proposed and not checked and not check.accepted(point, source):
            continue
        if not proposed:
            point = point.rstrip(".")
            bare = without_parentheses(point) if "(" in point else point  # (and one with an aside more)
            if any(holds(other, point) or holds(other, bare) for _, _, other in chosen):
                continue
            if whole_fault(point) or not check.accepted(point, _find(point, sources)):
                continue
            at = next((n for n, (_, _, other) in enumerate(chosen) if holds(point, other)), -1)
            if at >= 0:  # (a point kept is this sentence's head: the whole sentence says it, and more)
                chosen[at] = (chosen[at][0], chosen[at][1], point)
                seen |= found
                continue
        if len(figures := set(FIGURE.findall(point))) >= 2 and figures <= shown:  # (its figures again: "Eight 700 W
            continue  # GPUs account for 5.6 kW" after "8x H100 SXM at up to 700 W each = 5.6 kW"; looked for last: cheaper)
        chosen.append((score, order, point))
        seen, shown = seen | found, shown | figures
        if len(chosen) == limit:
            break
    if not chosen:  # (nothing else: a whole short sentence of the short explanation, when one passes)
        for score, order, point, *_ in _candidates(sources, rank, 1, chatty=True):
            point = point.rstrip(".")
            if not whole_fault(point) and check.accepted(point, _find(point, sources)):
                return (point,)
    return tuple(point for _, _, point in sorted(chosen, key=lambda k: k[1]))  # (in the text's order)


def _steps(points, found, sources, check) -> list[tuple[int, str]]:
    """(index, line) of each step of the numbered list the points come from, in order: the step's point,
    or its whole item when that fits a line; up to the first step that cannot be drawn."""
    by_item = {step[5]: point for point, step in zip(points, found) if step and step[2] == 2}
    if not by_item:
        return []
    first = min(by_item)
    while first > 0 and sources[first - 1][2] == 2:  # (back to the list's first item)
        first -= 1
    out = []
    for index in range(first, len(sources)):
        if sources[index][2] != 2 or (index > first and sources[index][0] == sources[first][0]):
            break
        point = by_item.get(index) or sources[index][0].rstrip(".")
        point = whole(point, _find(point, sources)) if index in by_item else \
            (point if word_count(point) <= ITEM_WORDS and len(point) <= WHOLE_CHARS else "")
        if not point or fault(point[:ITEM_CHARS] if index not in by_item else point) \
                or not check.accepted(point, _find(point, sources), in_order=True):
            break
        out.append((index, point))
    return out


def select_columns(question, columns: tuple[Column, ...]) -> tuple[Column, ...]:
    """A comparison's columns without the items that lean on the sentence before them ("… are also
    essential", "… over it"); the columns as they were when that would empty one."""
    kept = tuple(dataclasses.replace(column, items=tuple(item for item in column.items
                                                         if not (leans(item) or loose_pronoun(item))))
                 for column in columns)
    return kept if all(column.items for column in kept) else columns


def _candidates(sources, rank, limit: int, chatty: bool = False):
    """The full explanation's (or the short one's) whole sentences, or first clauses to a semicolon or
    dash, that fit a line, best first (a generator: made when first asked for)."""
    # (a clause keeps no space that stood before its ";": "GPU GPU ; ?")
    heads = ((index, head(_first_clause(source[0]).rstrip())) for index, source in enumerate(sources)
             if not (source[2] or source[3]) and source[4] == chatty)
    yield from sorted(((rank(text), index, text, False, False, None) for index, text in heads
                       if 5 <= text.count(" ") + 1 <= ITEM_WORDS and len(text) <= WHOLE_CHARS),
                      key=lambda k: (-k[0], k[1]))[:limit + 4]


class _Check:
    """Whether a point may be drawn: it leans on no sentence before it, tells no path the answer replaces,
    and carries a fact; it calls no "the domain" what the sentence before named "an NVLink domain"."""

    def __init__(self, full: str, asked: frozenset[str], words, sources=(), literal: frozenset[str] = frozenset(), pictures=None):
        self.full, self.asked, self.words, self.sources, self.literal, self.pictures = full, asked, words, sources, literal, pictures  # (`empty`)

    def accepted(self, point: str, source, in_order: bool = False) -> bool:
        # (pure checks, any of which rejects: `filler`, the one that rejects most, first; a step only `in_order`)
        return not ((source and source[3]) or self.filler(point, source) or leans(point) or loose_pronoun(point)
                    or self._renamed(point, source) or (source and (announces(point, source[0]) or points_ahead(point, source[0])))
                    or not in_order and procedure_step(point) or self.pictures and self.pictures.pictured(point, source[0] if source else ""))

    def _renamed(self, point: str, source) -> bool:
        """`drawing_points.renamed`, against the sentence before the point's (a list's item stands alone)."""
        return bool(source) and not source[2] and source[5] > 0 and renamed(point, self.sources[source[5] - 1][0])

    def filler(self, point: str, source) -> bool:
        """The point carries no fact that helps recall the answer."""
        if empty(point, self.words, self.literal):  # (the stem's and the answer's words: `literal`)
            return True
        if source and not source[2] and _after_colon(point, source) and not FINITE.search(point):
            return True  # (a noun phrase a colon introduced: "The profiler shows the symptom: idle gaps …")
        # A table's row or a heading run into the text ("GPU memory 80 GB HBM3 80 GB HBM2e"): no verb, no sentence
        # end; a formula, a command or a flow is a fact ("Global batch = 32 × 16 = 512", "perfctl watch -e 201 -i
        # 500", "Request -> queue -> batch -> GPU").
        if source and not source[2] and not source[0].rstrip().endswith((".", "!", "?")) and not has_verb(point) \
                and not ("=" in point and DIGIT.search(point)) and not FLAG.search(point) and point.count("->") < 2:
            return True
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
        # (the costliest tests last: each test here is pure, and the point is filler when any holds)
        return unfit_at(point.replace("I/O", "IO")) >= 0 or no_fact(point)

    def _named(self, point: str) -> bool:
        """The point's first word is a name: the text writes it capitalised inside a sentence too."""
        first = FIRST.match(point)
        if not first:
            return False
        # (= re.search(rf"[a-z0-9,;(] {re.escape(name)}\b", full), walked with str.find: a regex made for
        # each question cost a compile, and pushed the fixed patterns out of re's cache)
        needle, full = " " + first[0], self.full
        at = full.find(needle, 1)
        while at > 0:
            if full[at - 1] in NAME_BEFORE and word_boundary(full, at + len(needle)):
                return True
            at = full.find(needle, at + 1)
        return False


def _first_clause(text: str) -> str:
    """HEAD.split(text, maxsplit=1)[0] ("" where what stands before the mark is a label: a few words and no verb, "Level 1
    (-r 1), quick: …", or any before a colon, "Example from the DPU:"; or an item a colon lists: "…: DGX A100 – 6.5 kW")."""
    if ";" in text or ":" in text or "—" in text or "–" in text:
        first = HEAD.split(text, maxsplit=1)[0]
        listed, aside = ": " in first or text[len(first):].lstrip()[:1] == ":", (first.count(" — ") + first.count(" – ")) % 2
        quoted = first.count("‘") > first.count("’") or first.count("“") > first.count("”")  # (cut inside a quote: "… stop with ‘nvcc")
        return first if first == text or not (is_label(first) or listed and not has_verb(first.rpartition(": ")[2]) or aside or quoted) else ""
    return text


def _figure_or_name(point: str) -> bool:
    """A digit, or a name's mark: a capital after the first word, two capitals or a capital after a small
    letter ("NVLink"), a "_" or a "/" ("DCGM_FI_…", "/proc/…")."""
    if "_" in point or "/" in point:
        return True
    marks = _marks(point)  # (DIGIT, CAPITAL and INNER_CAPITAL looked for in its bytes, where they tell)
    if marks is None:
        return bool(DIGIT.search(point) or CAPITAL.search(point) or INNER_CAPITAL.search(point))
    return b"d" in marks or b"sC" in marks or b"aC" in marks or b"CC" in marks


def _rank_marks(point: str) -> tuple[int, int]:
    """(digits, names' marks) of `point`: RANK_MARK's matches that are digits, and the others (capitals after white
    space), counted in its bytes where they tell."""
    marks = _marks(point)
    if marks is not None:
        return marks.count(b"d"), marks.count(b"sC")
    found = RANK_MARK.findall(point)
    digits = sum(map(str.isdigit, found))
    return digits, len(found) - digits


def _marks(point: str) -> bytes | None:
    """`point`'s bytes mapped to POINT_BYTES; None where they cannot tell: a white space or a digit past ASCII (\\s
    and \\d match them)."""
    if not point.isascii() and any(char.isspace() or char.isdecimal() for char in NON_ASCII.findall(point)):
        return None
    return point.encode("utf-8", "surrogatepass").translate(POINT_BYTES)


def _after_colon(point: str, source) -> bool:
    start = source[1] - len(" ".join(point.rstrip(".!? ").split()))
    return start > 0 and source[0][:start].rstrip().endswith(":")
