"""The drawing's answer box: the answer in a few words (the option's text, or the few words of the one-line answer
that name it), and what gives the answer's short name for the drawing's title."""
from __future__ import annotations

import re
from collections.abc import Callable

from . import answerlead
from .answer import negated
from .answerform import IMPERATIVE, NEGATION
from .answerkind import kind
from .answerpair import compares
from .answeroptions import OTHER_SIDE
from .answerphrase import answer_name, answer_phrase, stops_whole
from .answertext import NAME, compared
from .drawing_form import BOX_WORDS, fault
from .drawing_lines import FINITE, has_verb
from .drawing_points import clause_head, loose
from .drawing_title import shortened
from .drawing_title_answer import answer_title
from ..model import Question
from .phrases import capitalise, sentences, without_parentheses, word_count
from .words import keywords

# A question that asks for a thing ("Which tool …", "What framework …"): the answer's name can title it.
THING = re.compile(r"^(?:[^,]{3,120},\s+)?(?:which|what)\s+(?:of the following\s+)?(?!(?:is|are|was|were|does|do|did|should|would|"
                   r"could|can|will|must|happens?|causes?|statements?|options?|choices?|answers?|of)\b)[\w-]+", re.I)
OPTION_LABEL = re.compile(r"^([^:]{2,60}):\s+(?![\d\[\"'“`{(])\S")  # (not "Add nvidia.com/gpu: 1 under …", nor a clause before a value:
# "Keep the sm_80 config, add a second config with GPU Arch: [\"sm_90\"] and …")
# An answer line whose subject is what solves the problem it points back at ("Moving to X fixes that: …").
FIX_VERBS = ("fixes", "solves", "addresses", "resolves", "removes", "avoids", "eliminates", "prevents", "cures")  # (looked up first)
FIXES = re.compile(r"^([^,;:]{8,90}?)\s+(?:" + "|".join(FIX_VERBS) + r")\s+(?:that|this|it|the\s+(?:problem|issue|bottleneck|gap))\b")

# What follows a head that is a clause of its own, with its verb: the rest of the answer, not an aside.
KEY_VALUE = re.compile(r"[\"“]?[\w.-]+[\"”]?\s*[:=]\s*[\"“]?[\w./-]+[\"”]?")
SECOND_CLAUSE = re.compile(r"(?:,\s+and|;)\s+(?:the\s+|a\s+|an\s+|no\s+)?[\w-]+(?:\s+[\w-]+){0,4}?\s+"
                           r"(?:is|are|was|were|has|have|had|does|did|can|cannot|will|must|[a-z]{3,}(?<!s)s)\b")  # (", and the SuperNIC at the
# destination handles …")


def answer_box(question: Question) -> tuple[str, Callable[[], str]]:
    """The answer in a few words (the option's text, or the few words of the one-line answer that name
    it), and what gives the answer's short name for a title; each empty when nothing passes the form
    check."""
    listed = question.answer and all(letter in question.options for letter in question.answer)
    if question.answer and negated(question.question):  # ("Which is NOT true?": the option is the false claim; drawn as
        # the answer, it would read as a fact: its correction, if short; or the line's few words where they deny)
        box = _corrected_box(question)
        box = box if listed else box.partition(" — ")[2] or _text_box(question)[0]  # (no letter where no option is listed)
        return (box if NEGATION.search(box) else ""), str
    if listed:
        box, name = _options_box(question)
        if SEQUENCE.search(question.question) and any(_steps(text) and " ".join(text.split()).rstrip(". ") not in box for text in
                                                      (question.options[letter] for letter in question.answer)):
            return "", name  # ("Which sequence of steps is correct?": a sequence is drawn whole, its first words are one step)
        if not box and len(question.answer) > 2:  # ("Which THREE …?": the line's three short names, after the letters)
            return _answers_box(question), name
        if box or not question.answer_text \
                or any(question.options[letter][:1].islower() and COMMAND_FLAG.search(question.options[letter]) for letter in question.answer):
            return box, name  # (a command too long to draw is no box: its few words would be a command of their own)
        # An option too long to draw, or too bare ("7"): the few words of the one-line answer that name it
        # ("7 1g.10gb GPU instances"), after its letter.
        parts = _text_box(question)[0].split("; ")
        return (" + ".join(f"{letter} — {part}" for letter, part in zip(question.answer, parts))
                if len(parts) == len(question.answer) and all(parts) else ""), name
    if len(question.answer) > 2:  # (three answers or more that the options do not list: their line's names, or none)
        return _answers_box(question), str
    return _text_box(question)


def _subject_only(phrase: str, part: str) -> bool:
    """`phrase` is the head of `part` before its verb: its subject alone ("A single flipped bit" of "A single flipped bit
    in a protected word is corrected …")."""
    verb = FINITE.search(part)  # (its clause's verb: no comma between them, not ", so the fabric is …")
    return verb is not None and verb.start() >= len(phrase) and part.lower().startswith(phrase.lower()) \
        and not any(mark in part[len(phrase):verb.start()] for mark in ",;:")


def _answers_box(question: Question) -> str:
    """To three answers or more, the one-line answer when it names each of them briefly ("NVIDIA Container Toolkit;
    DCGM Exporter; …"), one part for each letter, and fits the box after its letters ("A, C, E — …"); else ""."""
    parts = question.answer_text.rstrip(". ").split("; ")
    return f"{', '.join(question.answer)} — {'; '.join(parts)}" if len(parts) == len(question.answer) \
        and word_count(question.answer_text) <= BOX_WORDS and not any(fault(part, "box") or loose(part) for part in parts) else ""


def _corrected_box(question: Question) -> str:
    """To "Which is NOT true?", the one-line answer when it is short and says what is not so ("NameNode is not a
    component of a Lustre file system"), after its letter; else ""."""
    text = question.answer_text.strip().rstrip(". ")
    return f"{question.answer[0]} — {text}" if len(question.answer) == 1 and word_count(text) <= BOX_WORDS \
        and NEGATION.search(text) and not fault(text, "box") and not loose(text) and not ITS.search(text) else ""


def _options_box(question: Question) -> tuple[str, Callable[[], str]]:
    """The answer's options in a few words each, and what gives its short name for a title."""
    limit = BOX_WORDS if len(question.answer) == 1 else BOX_WORDS // len(question.answer) - 2
    two_sides = len(question.answer) == 1 and compares(question.question)
    texts = [_option_box(question.options[letter], limit, two_sides=two_sides) for letter in question.answer]
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


def _text_box(question: Question) -> tuple[str, Callable[[], str]]:
    """The few words of the one-line answer that name the answer, and what gives its short name."""
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
    if len(parts) == 2 and (len(question.answer) == 2 or compared(question.question)):  # two answers, or two things compared
        phrases = [answer_phrase(part, question.question, everything, [], BOX_WORDS // 2 - 1).rstrip(".")
                   for part in parts]
        sides = compared(question.question) if len(question.answer) != 2 else None  # (two answers: each its own)
        if sides and not all(keywords(phrase) & keywords(side) for phrase, side in zip(phrases, sides)):
            return "", str  # ("The system performs a forward pass" does not say which side it is)
        if not all(stops_whole(phrase, part) for phrase, part in zip(phrases, parts)) \
                or any(_subject_only(phrase, part) for phrase, part in zip(phrases, parts)):
            return "", str  # each side whole, or no box ("Training performs a forward pass" of three steps); each with
            # what it says of its side (not "A single flipped bit; a double-bit error can be detected but not corrected")
        box = "; ".join(phrases[:1] + [p[:1].lower() + p[1:] if not NAME.match(p) else p for p in phrases[1:]])
        return (box if not fault(box, "box") else ""), str
    # "Moving to X fixes that: …": what fixes it is the answer, whatever the line says after.
    fixer = FIXES.match(question.answer_text) if any(verb in question.answer_text for verb in FIX_VERBS) else None
    # "How much …?": the box keeps the line's last figure ("FP16 is 2 bytes per parameter" of "…, so … = 140 GB" is
    # not the answer), and the answer is no title (a figure, or a sum, names no concept).
    figure = figures[-1] if asked and kind(asked[-1], len(question.answer)) == "number" and \
        (figures := NUMBER.findall(question.answer_text)) else ""  # (its last, with a unit or not: "… = floor(4.12) = 4.")
    first = first_predicate(question.answer_text)  # (a box of its own, and a cut whole by its own rule)
    for make in (lambda: fixer[1] if fixer else "", lambda: announced, lambda: without_parentheses(announced),
                 lambda: answer_phrase(question.answer_text, question.question, everything, [], BOX_WORDS),
                 lambda: clause_head(question.answer_text, BOX_WORDS, "box"), lambda: first,
                 name):
        text = make().strip().rstrip(". ")
        text = question.answer_text[0] + text[1:] if question.answer_text[:1].islower() and text[1:] \
            and question.answer_text.startswith(text[1:], 1) else text  # (a command keeps its case: "docker pull …")
        if text and not fault(text, "box") and not loose(text) and not HEDGE_END.search(text) and not _open_that(text) \
                and (stops_whole(text, question.answer_text) or text == first) \
                and (not figure or figure in NUMBER.findall(text)):  # (not "= 42 kW" for "= 4")  # (a question that asks for no thing, "What is the most likely cause?": the answer names it)
            return text, (lambda: name() or answer_title(text, shortened)) if not figure else str
    return "", name


# A statement's subject and first predicate, before a second predicate of the same subject ("NCCL couldn't use the
# InfiniBand devices from inside the container | and fell back to TCP sockets") or the reason it may have ("The GPU
# stopped responding on the PCIe bus | , typically because of …"): the first is said whole. Not an order's first step
# ("Drain the node | and …"), nor inside a clause of time or condition ("… once every process has been stopped | and …").
SECOND_PREDICATE = re.compile(r"\s+and\s+(?:then\s+)?(?=(?:never|also|still|fell|went|lost|took|ran|left|came|became|kept|got|"
                              r"made|gave|sent|stays?|[a-z]{2,}ed|[a-z]{3,}[^s\W]s)\s)|,\s+(?:(?:typically|usually|often|mostly|"
                              r"probably|most\s+likely)\s+)?because\b")
HEDGE_END = re.compile(r",\s+(?:usually|typically|often|mostly|probably|(?:most\s+)?likely)$")  # (a cut before its "because")
CLAUSE_WORDS = re.compile(r"\b(?:once|when|whenever|if|unless|until|after|before|while|because|since|that|which|who|whose|where|"
                          r"so|but|or)\b|[,;:()]", re.I)


# "The most probable cause is that one of the switch ports": a clause that "is that" opens, cut before its verb.
THAT_CLAUSE = re.compile(r"\b(?:is|was|are|were|means|shows)\s+that\s+(?P<clause>.+)$")


def _open_that(text: str) -> bool:
    """Whether `text` ends in a that-clause with no verb (THAT_CLAUSE)."""
    return " that " in text and (found := THAT_CLAUSE.search(text)) is not None and not has_verb(found["clause"])


def first_predicate(line: str) -> str:
    """The line's subject and first predicate (SECOND_PREDICATE), when they fit a box and read whole; else ""."""
    cut = SECOND_PREDICATE.search(line)
    head = line[:cut.start()] if cut else ""
    return head if head and not IMPERATIVE.match(head) and not CLAUSE_WORDS.search(head) and 4 <= word_count(head) <= BOX_WORDS \
        and has_verb(head) else ""


COMMAND_FLAG = re.compile(r"\s--?[A-Za-z]")
NUMBER = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?![\d])")
ITS = re.compile(r"\bits\b", re.I)  # ("… is not in its scope": whose, the box does not say)


def _option_box(option: str, limit: int, whole: bool = True, two_sides: bool = False) -> str:
    """An option's text in at most `limit` words: whole, its label ("NVIDIA Virtual GPU Manager: software
    on …" -> "NVIDIA Virtual GPU Manager"), or its first complete clause; empty when none passes. To a question
    that compares two things (`two_sides`), never a head before the other side ("…; tokens per second reflects …")."""
    option = " ".join(option.split()).rstrip(" ")
    option = option.rstrip(". ") if option[-2:-1].isalnum() or option[-2:-1] in ")\"'”’%" else option  # (never "~." of a key sequence)
    if KEY_VALUE.fullmatch(option):
        return option  # (a setting and its value, whole: '"input_type": "query"', not its key alone)
    label = OPTION_LABEL.match(option)
    command = option[:1].islower() and COMMAND_FLAG.search(option)  # (a command whole or not at all: not "Ngc batch")
    for text in (option,) if command else (option, label[1].strip() if label else "", clause_head(option, limit, "box")):
        # (never a head before the answer's second half: "…, and the module was not rebuilt, so no driver …")
        rest = option[len(text):]  # (nor before a clause after a semicolon: "… its bundled HPC-X; to use another MPI, you build …")
        if text and word_count(text) <= limit and not fault(text, "box") and not SECOND_CLAUSE.match(rest) \
                and not (rest[:1] == ";" and has_verb(rest[1:])) \
                and not (two_sides and OTHER_SIDE.search(option, len(text))) and (text in (option, label and label[1].strip()) or  # a head of the option, cut where it is whole
                     not whole or option.lower().startswith(text.lower()[:12]) and stops_whole(text, option)):
            return text
    return ""


SEQUENCE = re.compile(r"\b(?:sequence|order|steps)\b", re.I)  # (a question that asks for one)


def _steps(option: str) -> bool:
    """Whether `option` is a sequence of three steps or more ("Enable MIG mode …, create GPU instances, create …")."""
    return ", " in option and re.sub(r"\([^()]*\)", "", option).count(", ") >= 2

