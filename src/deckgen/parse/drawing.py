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
from collections.abc import Callable
from dataclasses import replace

from . import answerlead, lists
from .answer import negated
from .answerkind import kind
from .answerpick import VALUE
from .answerphrase import answer_name, answer_phrase, stops_whole
from .answertext import NAME, compared
from .drawing_form import BOX_WORDS, fault
from .drawing_notes import own_case, wrong_notes
from .drawing_points import clause_head, key_facts, list_point, loose
from .drawing_select import MAX_POINTS as CHOSEN_POINTS, select_columns, select_points
from .drawing_title import shortened, title as make_title
from .drawing_title_answer import answer_title
from ..model import Column, Infographic, Part, Question
from .phrases import CONCESSION, COUNTERFACTUAL, DISCOURSE, capitalise, sentences, without_parentheses, word_count
from .words import keywords

POINT_WORDS = 14  # (a column's item: half the drawing's width)
MAX_POINTS, MAX_COLUMN_ITEMS, KEY_FACTS = 6, 4, 6
CONTRASTED = re.compile(r"^(?:In contrast|By contrast|Conversely|On the other hand|Unlike [^,]{1,40}),\s+"
                        r"|^[^,]{1,60},\s+(?:by|in) contrast,\s+", re.I)
SUBJECT = re.compile(r"^(.{2,60}?)\s+(?:is|are|was|were|has|have|requires?|needs?|runs?|uses?|provides?)\b")
SHARE = re.compile(r"(?:^|,\s+|\band\s+|:\s+)(?:an?\s+|the\s+|two\s+|one\s+)?([A-Za-z0-9][^,;:()]{2,50}?)\s+"
                   r"\((\d+(?:\.\d+)?)\s*(%|[A-Za-z]{1,8})\)")
OPTION_ASIDE = re.compile(r"\s*\((?:option|choice)\s+[A-H]\)(?=\s+[a-z])")  # (before its verb, not after a quoted question)
# An intro that ends in its subject alone ("During a sweep, the SM:"), and an item that is that subject's predicate, a verb in
# -s in lower case first ("computes paths …").
INTRO_SUBJECT = re.compile(r"(?:^|[,.;]\s+)((?:the|an?)\s+(?:[\w-]+\s+){0,2}?[\w-]+|(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z][\w-]*)){0,3})"
                           # ("On start-up, the master SM performs the following functions:": the doer of each item)
                           r"(?:\s+(?:performs|handles|carries\s+out|is\s+responsible\s+for)\s+(?:the\s+following|these|several|"
                           r"\w+)\s+(?:functions|tasks|jobs|steps|duties))?:\s*$", re.I)
PREDICATE = re.compile(r"[a-z]{2,}[^s\W]s\s+(?!(?:are|were|have|do|can|will|must|should|may)\b)\S")
FIGURE_OPENS = re.compile(r"\(\d")  # (SHARE's "(" before its figure)
# A question that asks for a thing ("Which tool …", "What framework …"): the answer's name can title it.
THING = re.compile(r"^(?:[^,]{3,120},\s+)?(?:which|what)\s+(?:of the following\s+)?(?!(?:is|are|was|were|does|do|did|should|would|"
                   r"could|can|will|must|happens?|causes?|statements?|options?|choices?|answers?|of)\b)[\w-]+", re.I)
# An aside in parentheses, dropped from a column's sentence too long to draw whole.
ASIDE = re.compile(r"\s+\((?![^()]*\d)[^()]{3,80}\)")
# "This process requires …" in the paragraph whose first sentence says what the process is.
THIS_KIND = re.compile(r"^(?:This|That|The)\s+(process|phase|stage|step|approach|method|technique|mode)\b")
LONG_WORD = re.compile(r"[a-z]{6,}")
FLAG = re.compile(r"\s--?[A-Za-z]")
OPTION_LABEL = re.compile(r"^([^:]{2,60}):\s+(?!\d)\S")  # (not "Add nvidia.com/gpu: 1 under …")
# An answer line whose subject is what solves the problem it points back at ("Moving to X fixes that: …").
FIX_VERBS = ("fixes", "solves", "addresses", "resolves", "removes", "avoids", "eliminates", "prevents", "cures")  # (looked up first)
FIXES = re.compile(r"^([^,;:]{8,90}?)\s+(?:" + "|".join(FIX_VERBS) + r")\s+(?:that|this|it|the\s+(?:problem|issue|bottleneck|gap))\b")


# What follows a head that is a clause of its own, with its verb: the rest of the answer, not an aside.
SECOND_CLAUSE = re.compile(r"(?:,\s+and|;)\s+(?:the\s+|a\s+|an\s+|no\s+)?[\w-]+(?:\s+[\w-]+){0,3}?\s+"
                           r"(?:is|are|was|were|has|have|had|does|did|can|cannot|will|must)\b")


# A list's intro that says its items are what may be the case: "Typical findings are:", "Possible causes:", "Common
# culprits include:", "Typical reasons inside containers:".
POSSIBLE = re.compile(r"\b(?:typical|possible|common|usual|likely|potential)\s+(?:[\w-]+\s+)?(?:reasons?|causes?|findings?|"
                      r"culprits?|problems?|issues?|suspects?|failures?|mistakes?)\b[^.\n]{0,60}:\s*$", re.I)


def propose_infographic(question: Question) -> Infographic:
    """The drawing `parse` proposes for `question` (its infographic field is not read)."""
    if "(option" in question.full_explanation or "(choice" in question.full_explanation:  # ("Dynamic batching (option A) …":
        question = replace(question, full_explanation=OPTION_ASIDE.sub("", question.full_explanation))  # a fact of it)
    full = question.full_explanation
    box, name = _answer_box(question)
    wrong = wrong_notes(question)
    title = make_title(question.question, name, f"{question.question}\n\n{question.short_explanation}\n\n{full}")
    # (A list of what happens without the answer, "Without GPUDirect RDMA, … involves several steps:",
    # shows what it avoids: its key facts are elsewhere.)
    # (nor a list of what may be the case, "Typical findings are:", "Possible causes:": alone, each reads as a fact)
    found = [(intro, items) for intro, items in lists.list_blocks_read(full)
             if len(items) >= 2 and not COUNTERFACTUAL.match(intro.rpartition("\n\n")[2])
             and not POSSIBLE.search(intro[-80:])]
    if found:
        # ("During a sweep, the SM:" before "computes paths …": the intro's subject goes before each verb that needs it)
        doer = INTRO_SUBJECT.search(found[0][0][-80:])
        points = _unique([list_point(f"{capitalise(doer[1])} {item[0].lower()}{item[1:]}" if doer and PREDICATE.match(
            item[:1].lower() + item[1:]) else item) for item in found[0][1][:MAX_POINTS]])  # (its verb in either case)
        if len(points) < KEY_FACTS:
            # A short list, or one whose items did not fit, leaves room for the facts around it.
            points = _unique(points + key_facts(question, max(2, KEY_FACTS - len(points)), points, box))
        # (A list is the writer's own key points: kept whole, up to MAX_POINTS, where the choice keeps four.)
        limit = max(CHOSEN_POINTS, min(MAX_POINTS, len(found[0][1])))
        points = [_command_case(point, question) for point in select_points(question, points, box, limit)]
        return Infographic("key-points", title, box, points=tuple(points), wrong=wrong)
    columns = select_columns(question, _comparison(full, question.question))
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
    # (a command that starts a point keeps its own case: "dcgmi dmon -e 1002,1004 -d 1000", not "Dcgmi …")
    points = [_command_case(point, question)
              for point in select_points(question, key_facts(question, KEY_FACTS, box=box), box)]
    if not points and not box:
        return Infographic()
    return Infographic("key-points", title, box, points=tuple(points), wrong=wrong)


def unsure(infographic: Infographic) -> str:
    """Why the maintainer should look at a proposed drawing (empty: nothing to say): none could be made
    of whole lines, or it has no title, since no line names the concept (a drawing is shown without its
    heading rather than with a stem cut off)."""
    if infographic == Infographic():
        return "no line of the text could be drawn whole"
    return "" if infographic.title else "no title names the concept"


def _command_case(point: str, question: Question) -> str:
    """A point that is a command with its flags ("Dcgmi dmon -e 1002 -d 1000") in its own case, as the
    texts write it (`own_case`); prose keeps its capital."""
    return own_case(point, question) if "-" in point and FLAG.search(point) else point


def _answer_box(question: Question) -> tuple[str, Callable[[], str]]:
    """The answer in a few words (the option's text, or the few words of the one-line answer that name
    it), and what gives the answer's short name for a title; each empty when nothing passes the form
    check."""
    if question.answer and all(letter in question.options for letter in question.answer):
        if negated(question.question):  # ("Which is NOT true?": the option is the false claim; drawn as
            return "", str              # the answer, it would read as a fact)
        limit = BOX_WORDS if len(question.answer) == 1 else BOX_WORDS // len(question.answer) - 2
        texts = [_option_box(question.options[letter], limit) for letter in question.answer]
        box = " + ".join(f"{letter} — {text}" for letter, text in zip(question.answer, texts)) if all(texts) else ""
        texts = texts if all(texts) else [_option_box(question.options[letter], limit, whole=False)
                                          for letter in question.answer]  # (a title may name less)
        name = texts[0] if len(texts) == 1 and word_count(texts[0]) <= 8 else ""
        if len(texts) == 1 and texts[0] and not name:  # ("dcgmi diag -r 3 to run the long … suite")
            name = answer_title(texts[0], shortened)
        if len(texts) == 2 and all(texts) and sum(word_count(text) for text in texts) <= 6:
            second = texts[1][:1].lower() + texts[1][1:] if texts[1].startswith(("The ", "A ", "An ")) else texts[1]
            name = f"{texts[0]} and {second}"  # ("Which TWO components …": both names)
        return box, lambda: name
    if not question.answer_text:
        return "", str
    everything = f"{question.short_explanation}\n\n{question.full_explanation}"
    asked = [s for s in sentences(question.question.replace("\n\n", " ")) if s.endswith("?")]

    announced = capitalise(answerlead.named(question.answer_text), hyphenated=True)  # ("The tool you want is …")

    def name() -> str:  # (looked for only when the title needs it)
        found = (announced or answer_name(question.answer_text, question.question, everything, [])) \
            if asked and THING.match(asked[-1]) else ""
        return found if word_count(found) <= 6 and not fault(found, "title", names=True) else ""
    parts = question.answer_text.split("; ")
    if len(parts) == 2:  # two answers, or two things compared: a few words on each
        phrases = [answer_phrase(part, question.question, everything, [], BOX_WORDS // 2 - 1).rstrip(".")
                   for part in parts]
        sides = compared(question.question)
        if sides and not all(keywords(phrase) & keywords(side) for phrase, side in zip(phrases, sides)):
            return "", str  # ("The system performs a forward pass" does not say which side it is)
        if not all(stops_whole(phrase, part) for phrase, part in zip(phrases, parts)):
            return "", str  # each side whole, or no box ("Training performs a forward pass" of three steps)
        box = "; ".join(phrases[:1] + [p[:1].lower() + p[1:] if not NAME.match(p) else p for p in phrases[1:]])
        return (box if not fault(box, "box") else ""), str
    # "Moving to X fixes that: …": what fixes it is the answer, whatever the line says after.
    fixer = FIXES.match(question.answer_text) if any(verb in question.answer_text for verb in FIX_VERBS) else None
    # "How much …?": the box keeps the line's last figure ("FP16 is 2 bytes per parameter" of "…, so … = 140 GB" is
    # not the answer), and the answer is no title (a figure, or a sum, names no concept).
    figure = figures[-1][0] if asked and kind(asked[-1], len(question.answer)) == "number" and \
        (figures := VALUE.findall(question.answer_text)) else ""
    for make in (lambda: fixer[1] if fixer else "", lambda: announced, lambda: without_parentheses(announced),
                 lambda: answer_phrase(question.answer_text, question.question, everything, [], BOX_WORDS),
                 lambda: clause_head(question.answer_text, BOX_WORDS, "box"), name):
        text = make().strip().rstrip(". ")
        if text and not fault(text, "box") and not loose(text) and stops_whole(text, question.answer_text) \
                and figure in text:  # (a question that asks for no thing, "What is the most likely cause?": the answer names it)
            return text, (lambda: name() or answer_title(text, shortened)) if not figure else str
    return "", name


def _option_box(option: str, limit: int, whole: bool = True) -> str:
    """An option's text in at most `limit` words: whole, its label ("NVIDIA Virtual GPU Manager: software
    on …" -> "NVIDIA Virtual GPU Manager"), or its first complete clause; empty when none passes."""
    option = " ".join(option.split()).rstrip(". ")
    label = OPTION_LABEL.match(option)
    for text in (option, label[1].strip() if label else "", clause_head(option, limit, "box")):
        # (never a head before the answer's second half: "…, and the module was not rebuilt, so no driver …")
        if text and word_count(text) <= limit and not fault(text, "box") and not SECOND_CLAUSE.match(option[len(text):]) \
                and (text in (option, label and label[1].strip()) or  # a head of the option, cut where it is whole
                     not whole or option.lower().startswith(text.lower()[:12]) and stops_whole(text, option)):
            return text
    return ""


def _comparison(full: str, stem: str = "") -> tuple[Column, ...]:
    """Two columns when a paragraph is contrasted with the one before ("In contrast, …"); in each, the
    sentences that carry the question's own words first ("how do the resource requirements compare" ->
    "Model training requires massive computational power …" before "Model training is the process …")."""
    paragraphs = [p for p in full.split("\n\n") if p.strip() and not lists.list_blocks(p)]
    for before, after in zip(paragraphs, paragraphs[1:]):
        if not CONTRASTED.match(after):
            continue
        right = _subject(sentences(after)[0])
        left = _subject(sentences(before)[0]) if right else ""  # (the paragraph before split only when the contrast names a side)
        if left and right and left.lower() != right.lower():
            asked = {word[:5] for word in LONG_WORD.findall(stem.lower())}  # (its long words, "requirements" too)
            columns = (Column(left, _column_items(before, left, asked)), Column(right, _column_items(after, right, asked)))
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


def _column_items(paragraph: str, heading: str, asked: set[str] = frozenset()) -> tuple[str, ...]:
    items: list[str] = []
    said = sentences(CONTRASTED.sub("", paragraph))
    for sentence in said:
        named = THIS_KIND.match(sentence)
        if named and re.search(rf"\b(?:the|a|an)\s+{named[1]}\b", said[0], flags=re.I):
            # "Model training is the process of …. This process requires …": the process is the heading's
            sentence = heading + sentence[named.end():]
        item = clause_head(sentence, POINT_WORDS) or clause_head(ASIDE.sub("", sentence), POINT_WORDS)
        if item:
            items.append(item)
    theirs = {word[:5] for word in re.findall(r"[a-z]{6,}", heading.lower())}
    hits = [len({word[:5] for word in re.findall(r"[a-z]{6,}", item.lower())} & (asked - theirs)) for item in items]
    ranked = [item for _, _, item in sorted(zip((-h for h in hits), range(len(items)), items))]
    return tuple(_unique(ranked)[:MAX_COLUMN_ITEMS])


def _breakdown(full: str, stem: str) -> tuple[Part, ...]:
    """Parts of a whole named in one sentence with their size in one unit ('x (2 bytes), y (4 bytes)'),
    when the sentence is about what the question asks."""
    # (Each of SHARE's matches holds a "(" before a digit, and a sentence is part of the text: one without three
    # such has no sentence of three shares, and the question's words are not read.)
    if full.count("(") < 3 or len(FIGURE_OPENS.findall(full)) < 3:
        return ()
    asked = keywords(" ".join(s for s in sentences(stem.replace("\n\n", " ")) if s.endswith("?")))
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

