"""A proposed drawing (`model.Infographic`) from a question's text, by the text's structure.

- a list in the full explanation -> key points, one per item (the item's label in bold: "Label: rest");
- two things contrasted, paragraph against paragraph ("In contrast, inference …") -> a comparison;
- shares of a whole ("a 2-byte weight (2 bytes), a master copy (4 bytes) …") -> a breakdown;
- otherwise the sentences that carry the most facts (figures, names, the stem's words) -> key points.

Every text is a complete phrase of at most about 12 words, shortened at clause boundaries (never cut
with "…"); the title names the concept in at most about 60 characters. With too little text the
drawing holds less (the answer and one fact), never filler; with nothing to say there is no drawing
(an empty Infographic: the render draws no figure for it). The same function serves `parse` and,
for a card file without `infographic:`, the build.
"""
from __future__ import annotations

import re
from operator import itemgetter

from . import lists
from .answerphrase import answer_phrase
from .answertext import NAME, compared, topic_words
from ..model import Column, Infographic, Part, Question
from .phrases import (CONCESSION, DISCOURSE, SUBORDINATE, capitalise, main_clause, paragraph_sentences, sentences,
                      shorten, word_count)
from .words import keywords

POINT_WORDS, WRONG_WORDS, BOX_WORDS, TITLE_CHARS = 12, 10, 14, 60
MAX_POINTS, MAX_COLUMN_ITEMS, KEY_FACTS = 6, 4, 5
LABEL = re.compile(r"^([^:]{2,40}):\s+(\S.*)$", re.S)
TITLE_LEAD = re.compile(
    r"^(?:which|what)\s+(?:of the following\s+)?(?:statements?|options?|choices?|answers?)?\s*"
    r"(?:best|most|correctly|accurately|most accurately)?\s*(?:describes?|explains?|states?|summari[sz]es?|"
    r"(?:is|are)\s+(?:correct|true))\s+(?:about\s+)?", re.I)
CONTRASTED = re.compile(r"^(?:In contrast|By contrast|Conversely|On the other hand|Unlike [^,]{1,40}),\s+"
                        r"|^[^,]{1,60},\s+(?:by|in) contrast,\s+", re.I)
SUBJECT = re.compile(r"^(.{2,60}?)\s+(?:is|are|was|were|has|have|requires?|needs?|runs?|uses?|provides?)\b")
SHARE = re.compile(r"(?:^|,\s+|\band\s+|:\s+)(?:an?\s+|the\s+|two\s+|one\s+)?([A-Za-z0-9][^,;:()]{2,50}?)\s+"
                   r"\((\d+(?:\.\d+)?)\s*(%|[A-Za-z]{1,8})\)")
# The figures and names a fact carries: digits, and a capital or "_" inside a word ("NVLink", "H100",
# "preferred_batch_size"). (The capital comes first in the pattern, so that the search skips to it.)
DIGIT = re.compile(r"\d")
NAME_MARK = re.compile(r"[A-Z_](?<=[A-Za-z0-9].)")
UNFIT = re.compile(r"\b(?:you|your|we|I)\b|correct answer")
PRONOUN = re.compile(r"(?:It|Its|They|Their|This|That|These|Those|Such|Here|There)\b", re.I)
# A list's intro that tells what happens without the answer (not "Before …:", which leads steps to take).
COUNTERFACTUAL = re.compile(r"(?:Without|Traditionally|Historically|In the past|Previously)\b")
LABEL_LIKE = re.compile(r"^[A-Z][\w/+.-]*(?:\s+[\w/+.-]+){0,3}$")


def propose_infographic(question: Question) -> Infographic:
    """The drawing `parse` proposes for `question` (its infographic field is not read)."""
    full = question.full_explanation
    box = _answer_box(question).strip()
    notes = ((letter, shorten(reason, WRONG_WORDS).strip()) for letter, reason in question.rationales.items())
    wrong = tuple((letter, note) for letter, note in notes if note)
    title = _title(question.question).strip()
    # (A list of what happens without the answer, "Without GPUDirect RDMA, … involves several steps:",
    # shows what it avoids: its key facts are elsewhere.)
    found = [(intro, items) for intro, items in lists.list_blocks(full)
             if len(items) >= 2 and not COUNTERFACTUAL.match(intro.rpartition("\n\n")[2])]
    if found:
        points = _unique([_point(item) for item in found[0][1][:MAX_POINTS]])
        if len(points) < KEY_FACTS:
            # A short list leaves room for the facts around it.
            points = _unique(points + _key_facts(question, max(2, KEY_FACTS - len(points)), points, box))
        return Infographic("key-points", title, box, points=tuple(points), wrong=wrong)
    columns = _comparison(full)
    if columns:
        return Infographic("comparison", title, box, columns=columns, wrong=wrong)
    parts = _breakdown(full, question.question)
    if parts:
        extreme = re.search(r"\b(?:largest|most|biggest|highest|greatest|(smallest|least|lowest|fewest))\b",
                            question.question, flags=re.I)
        if extreme and not (question.options and question.answer):
            # "Which part is the largest?": the answer is that part.
            part = (min if extreme[1] else max)(parts, key=lambda p: p.weight)
            box = f"{part.label} ({part.detail})"
        return Infographic("breakdown", title, box, parts=parts, wrong=wrong)
    points = _key_facts(question, KEY_FACTS, box=box)
    if not points and not box:
        return Infographic()
    return Infographic("key-points", title, box, points=tuple(points), wrong=wrong)


def _answer_box(question: Question) -> str:
    """The answer in a few words: the option's text, or the one-line answer, shortened."""
    if question.answer and all(letter in question.options for letter in question.answer):
        limit = 10 if len(question.answer) == 1 else 6
        return " + ".join(f"{letter} — {shorten(question.options[letter], limit)}" for letter in question.answer)
    if not question.answer_text:
        return ""
    everything = f"{question.short_explanation}\n\n{question.full_explanation}"
    parts = question.answer_text.split("; ")
    if len(parts) == 2:  # two answers, or two things compared: a few words on each, named
        phrases = [answer_phrase(part, question.question, everything, [], BOX_WORDS // 2 + 1).rstrip(".")
                   for part in parts]
        sides = compared(question.question)
        if sides:
            phrases = [phrase if keywords(phrase) & keywords(side) else f"{capitalise(side)}: {phrase[:1].lower()}"
                       f"{phrase[1:]}" for phrase, side in zip(phrases, sides)]
        return "; ".join(phrases[:1] + [p[:1].lower() + p[1:] if not NAME.match(p) else p for p in phrases[1:]])
    return answer_phrase(question.answer_text, question.question, everything, [], BOX_WORDS)


# The question words _title drops (compiled once: _title runs for every question).
CHOOSE = re.compile(r"\s*\((?:choose|select|pick)[^)]*\)", re.I)
HOW_DO = re.compile(r"^how\s+(?:do|does|did)\s+", re.I)
WHAT_IS = re.compile(r"^(?:what|which)\s+(?:is|are)\s+(?:the\s+)?", re.I)
# "Which Triton feature should be enabled to increase throughput" -> "Triton feature to increase throughput"
WHICH_FOR = re.compile(r"^(?:which|what)\s+(.{3,50}?)\s+(?:should|would|could|can|does|do|is|are|must|will)\s+"
                       r"(?:\w+\s+){0,3}?(?:be\s+)?\w+(?=\s+(?:to|for)\b)", re.I)
IN_ORDER_TO = re.compile(r"\bin order to\b", re.I)
WHAT_DOES = re.compile(r"^what\s+does\s+(\S+(?:\s+[A-Z0-9]\S*)?)\s+(provide|do|need|offer|require|mean|indicate|"
                       r"measure|add|use|solve)\b", re.I)


def _title(stem: str) -> str:
    """A short phrase naming the concept: the question sentence without its question words, shortened."""
    asked = [s for s in sentences(stem.replace("\n\n", " ")) if s.endswith("?")]
    text = CHOOSE.sub("", asked[-1] if asked else sentences(stem)[0])
    text = TITLE_LEAD.sub("", main_clause(text.rstrip("?. ")))
    text = HOW_DO.sub("How ", text)
    text = WHAT_IS.sub("", text)
    text = WHICH_FOR.sub(r"\1", text)
    text = _without_question_words(text)
    text = IN_ORDER_TO.sub("to", text)
    text = WHAT_DOES.sub(lambda m: f"What {m[1]} {m[2]}{'es' if m[2] == 'do' else 's'}", text)
    head = text.partition(", ")[0]
    text = head if word_count(head) >= 3 else text
    title = capitalise(shorten(text, 10))
    while len(title) > TITLE_CHARS and word_count(title) > 3:
        title = shorten(title, word_count(title) - 2)
    return title


_LEAD = r"^(?:which|what)\s+(?:of the following\s+)?(?:(?:two|three|2|3)\s+(?=\w))?"
_OBJECT = r"(?=\s+(?:the|a|an|each|its|their|more|most|these|this|those|all|every|[A-Z0-9])\b)"
WHICH_PLURAL = re.compile(_LEAD + r"[a-z-]+s\s+((?:best\s+|most\s+)?[a-z]+[^s]s)" + _OBJECT, re.I)
WHICH_DOES = re.compile(_LEAD + r"((?:[\w-]+\s+){0,2}?[\w-]+)\s+((?:best\s+|most\s+)?[a-z]+[^s]s)" + _OBJECT, re.I)
WHICH_IS_USED = re.compile(_LEAD + r"((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:is|are|do|does|did|should|would|could|can|"
                           r"will|must)\s+(?:they|it|we|you|the\s+\w+(?:\s+\w+)?)\s+\w+", re.I)
WHICH_LEAD = re.compile(_LEAD + r"(?!does\b)", re.I)


def _without_question_words(text: str) -> str:
    """'Which of the following phases demands …' -> 'What demands …'; 'Which component gives …' -> 'The
    component that gives …'; 'Which parallelism strategy are they using' -> 'Parallelism strategy'."""
    match = WHICH_PLURAL.match(text)
    if match:
        return "What " + text[match.start(1):]
    match = WHICH_DOES.match(text)
    if match:
        return f"The {match[1]} that {text[match.start(2):]}"
    match = WHICH_IS_USED.match(text)
    if match and not re.match(r"(?:which|what)\s+does\b", text, flags=re.I):
        # "Which figure should the electrical design be based on" -> "Figure for the electrical design"
        actor = re.match(r"the\s+\w+(?:\s+\w+)?", text[match.end(1):].split(None, 1)[1], flags=re.I)
        return match[1] if " " in match[1] or not actor else f"{match[1]} for {actor[0]}"
    return WHICH_LEAD.sub("", text)


def _point(item: str) -> str:
    """A list item as a key point: 'Label: rest' with the rest shortened."""
    match = LABEL.match(item)
    if match and word_count(match[1]) <= 5:
        rest = shorten(match[2], max(4, POINT_WORDS - word_count(match[1])))
        return f"{match[1]}: {match[2][:1]}{rest[1:]}"  # the rest keeps its case
    return shorten(item, POINT_WORDS)


def _key_facts(question: Question, count: int, exclude: list[str] = (), box: str = "") -> list[str]:
    """The sentences of the explanations that carry the most facts (figures, names, the words the
    explanations keep using), shortened, in text order; none that leans on the sentence before."""
    stem_words = keywords(question.question)
    topic = topic_words(question.question, f"{question.short_explanation}\n\n{question.full_explanation}", [])
    seen = set().union(keywords(box), *(keywords(p) for p in exclude))
    scored = []
    full = paragraph_sentences(question.full_explanation)
    # A long full explanation holds the facts; the short one retells them in a chattier way.
    sources = (full,) if sum(len(p) for _, p in full) >= 8 else (full, paragraph_sentences(question.short_explanation))
    for paragraphs in sources:
        for _, paragraph in paragraphs:
            for sentence in paragraph:
                if len(sentence) > 400:  # no key point can be made of it
                    continue
                words = keywords(sentence)
                score = (min(3, len(DIGIT.findall(sentence)) // 2) + 0.5 * len(NAME_MARK.findall(sentence))
                         + 0.5 * len(words & stem_words) + 0.5 * len(words & topic) - 0.3 * len(words & seen))
                scored.append((score, len(scored), sentence))
    # The best first; what would not stand alone is passed over (checked only for those looked at).
    chosen, taken = [], set(seen)
    for score, order, sentence in sorted(scored, key=itemgetter(0), reverse=True):  # (stable: ties in text order)
        if order and sentence[:2] in ("It", "it", "Wh", "Be", "If", "On", "As", "Af", "Si", "Un", "In", "Fo", "Wi"):
            match = SUBJECT.match(scored[order - 1][2])
            sentence = _resolved(sentence, match[1] if match and word_count(match[1]) <= 4 else "")
        if (sentence.endswith(("?", ":")) or _unfit(sentence) or PRONOUN.match(sentence)
                or PRONOUN.match(SUBORDINATE.sub("", sentence))):
            continue
        point = _fact(sentence)
        words = keywords(point)
        if word_count(point) < 4 or len(words - taken) < 3 or PRONOUN.match(point):
            continue
        chosen.append((order, point))
        taken |= words
        if len(chosen) == count:
            break
    return [point for _, point in sorted(chosen)]


def _unfit(sentence: str) -> bool:
    """It speaks to the reader or of "the correct answer" (the pattern is tried only where its words are)."""
    return (("you" in sentence or "we" in sentence or "I" in sentence or "correct answer" in sentence)
            and bool(UNFIT.search(sentence)))


def _resolved(sentence: str, subject: str) -> str:
    """'It is enabled per model …' after 'Dynamic batching is …' -> 'Dynamic batching is enabled …'; the
    same for the main clause after a lead ('When it builds an engine, it applies …' -> 'TensorRT applies')."""
    main = SUBORDINATE.sub("", sentence)
    if subject and re.match(r"[Ii]t\s+(?!is\s+(?:not\s+)?(?:a|an|the|also|why|because|what|how|true|possible|"
                            r"important|critical|easy|hard)\b)[a-z]+", main):
        return capitalise(subject) + main[2:]
    return sentence


def _fact(sentence: str) -> str:
    """A sentence as a key point: after a short intro ending in a colon, what the colon introduces."""
    head, colon, rest = sentence.partition(": ")
    if colon and word_count(head) <= 8 and word_count(rest) >= 4 and not LABEL_LIKE.match(head):
        sentence = capitalise(rest)
    return shorten(sentence, POINT_WORDS)


def _comparison(full: str) -> tuple[Column, ...]:
    """Two columns when a paragraph is contrasted with the one before ("In contrast, …")."""
    paragraphs = [p for p in full.split("\n\n") if p.strip() and not lists.list_blocks(p)]
    for before, after in zip(paragraphs, paragraphs[1:]):
        if not CONTRASTED.match(after):
            continue
        left, right = _subject(sentences(before)[0]), _subject(sentences(after)[0])
        if left and right and left.lower() != right.lower():
            columns = (Column(left, _column_items(before, left)), Column(right, _column_items(after, right)))
            if all(len(c.items) >= 2 for c in columns):
                return columns
    return ()


def _subject(sentence: str) -> str:
    sentence = CONCESSION.sub("", DISCOURSE.sub("", CONTRASTED.sub("", sentence)))
    sentence = re.sub(r",\s+(?:by|in) contrast,", "", sentence, flags=re.I)
    match = SUBJECT.match(sentence)
    if not match or word_count(match[1]) > 4 or re.search(r"[,:;]", match[1]):
        return ""
    subject = re.sub(r"^(?:the|a|an)\s+", "", match[1], flags=re.I)
    subject = re.sub(r"\s+(?:phase|process|stage|step)$", "", subject, flags=re.I)
    return capitalise(subject)


def _column_items(paragraph: str, heading: str) -> tuple[str, ...]:
    items: list[str] = []
    for sentence in sentences(CONTRASTED.sub("", paragraph)):
        item = shorten(sentence, POINT_WORDS - 2)
        if word_count(item) >= 3 and not re.match(r"(?:This|It|These)\b", item):
            items.append(item)
    return tuple(_unique(items)[:MAX_COLUMN_ITEMS])


def _breakdown(full: str, stem: str) -> tuple[Part, ...]:
    """Parts of a whole named in one sentence with their size in one unit ('x (2 bytes), y (4 bytes)'),
    when the sentence is about what the question asks."""
    asked = keywords(" ".join(s for s in sentences(stem.replace("\n\n", " ")) if s.endswith("?")))
    if full.count("(") < 3:
        return ()
    for sentence in sentences(full.replace("\n\n", " ")):
        if sentence.count("(") < 3:
            continue
        shares = SHARE.findall(sentence)
        units = {unit for _, _, unit in shares}
        if len(shares) >= 3 and len(units) == 1 and keywords(sentence) & asked:
            return tuple(Part(_part_label(label), float(size), f"{size} {unit}".replace(" %", "%"))
                         for label, size, unit in shares)
    return ()


def _part_label(label: str) -> str:
    """'each parameter typically carries a 16-bit weight' -> '16-bit weight'; 'and two FP32 moments' ->
    'two FP32 moments'."""
    label = re.sub(r"^(?:and|or)\s+", "", label.strip(), flags=re.I)
    label = re.split(r"\s(?:a|an|the)\s", f" {label}")[-1].strip()
    return capitalise(label)


def _unique(items: list[str]) -> list[str]:
    seen, out = set(), []
    for item in items:
        if item and item.lower() not in seen:
            seen.add(item.lower())
            out.append(item)
    return out

