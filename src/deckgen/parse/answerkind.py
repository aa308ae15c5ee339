"""What a question asks for, read from the form of its asking sentence (its last question).

"Which tool/component … should/is …" asks for a thing, "Which statement …" for a claim, "Why …" or
"… the most likely cause" for a cause, "What should … do" for an action, "How many/much …" for a
number, "What is the main benefit …" for what improves, "Which TWO …" for several answers, "… NOT …"
for the false statement. The forms are those of exam questions, whoever writes them: no topic's words.
"""
from __future__ import annotations

import functools
import re

from .phrases import holds_any, sentences, without_parentheses

# The asking sentence's form.
MULTI = re.compile(r"\b(?:two|three|four|2|3|4)\s+(?:\w+\s+)?(?:statements|options|answers|choices|actions|steps|"
                   r"reasons|causes)\b|\bchoose\s+(?:two|three|four|2|3|4)\b|\bselect\s+(?:two|three|2|3)\b", re.I)
NEGATIVE = re.compile(r"\b(?:EXCEPT|(?<!at\s)LEAST)\b|(?<![,—–]\s)(?<!\band\s)(?<!\bbut\s)\bNOT\b|(?-i:\bNOT\b)|\b(?:is|are|does|do)\s+not\s+(?:true|correct|accurate)\b|"
                      r"\b(?:false|incorrect|inaccurate)\b", re.I)
WHY_BEFORE = re.compile(r"\bwhy\b", re.I)  # (a cause asked of what is not so: "Which component explains why X was not built?")
EVERY_BEFORE = re.compile(r"\b(?:every|all)\s+[\w-]+\s+$", re.I)  # ("every test except that one": the one left out)
HOW_MUCH = re.compile(r"\bhow\s+(?:many|much)\b", re.I)  # (a count asked of what is not so: "how much of the 80 GB is not given …?")
LATER_ASKED = re.compile(r",\s+(?:how|what|which|who|when|where|why)\b", re.I)  # (the question after a lead clause's "not": "Since I am not touching X, how long …?")
GLOSSED_NEGATIVE = re.compile(r"\b(?:is|are)\s+[^\W\d_]+\s+\((?:wrong|false|incorrect|untrue)\)[^.?]*\?", re.I)  # ("Which one is lepat (wrong)?")
NUMBER_ASKED = re.compile(r"\bhow\s+(?:many|much|long|large|big|fast)\b(?!\s+of\b)|"
                          r"(?:^|,\s+)what\s+(?:is|are|was|would be|will be)\s+"
                          r"(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:number|value|ratio|size|count|amount|total|capacity|"
                          r"bandwidth|throughput|latency|speed|rate|percentage|pue)\b"
                          # ("What sustained aggregate write bandwidth must the storage deliver?": the quantity the head, then its verb)
                          r"|(?:^|,\s+)what\s+(?:[\w-]+\s+){0,4}?(?:bandwidth|throughput|latency|capacity|speed|rate|size)\s+"
                          r"(?:must|should|does|do|will|would|can|is|are)\b"
                          # a terse prompt that is the quantity's name alone ("Total NVLink bandwidth per GPU (…)?")
                          r"|^(?:(?:total|max(?:imum)?|min(?:imum)?|peak|aggregate|effective)\s+)?(?:[\w-]+\s+){0,3}?"
                          r"(?:bandwidth|throughput|latency|capacity|power draw|number of [\w-]+)\s+(?:per|of|for|in)\b[^?]{0,80}\?$", re.I)
HOW_WORDS, TERSE_WORDS = ("many", "much", "long", "large", "big", "fast"), ("bandwidth", "throughput", "latency", "capacity",
                                                                        "power draw", "number of")
QUANTITY_WORDS = ("number", "value", "ratio", "size", "count", "amount", "total", "capacity", "bandwidth", "throughput", "latency",
                  "speed", "rate", "percentage", "pue")
BENEFIT = re.compile(r"\b(?:benefits?|advantages?|gains?|payoff)\b", re.I)
CAUSE = re.compile(r"^why\b|\b(?:cause|reason|explanation|explains?|root cause)\b", re.I)
ACTION = re.compile(r"\b(?:should|must)\s+(?:\w+\s+){0,4}?(?:do|take|perform|try)\b|^what\s+(?:action|step|fix)\b|"
                    r"\b(?:next|first)\s*\?$|\bFIRST\b|\b(?:next|first)\s+(?:action|step)\b", re.I)
STATEMENT = re.compile(r"\b(?:statement|describes?|describe|descriptions?|definitions?|true|correct|accurate|best explains?)\b", re.I)
THING = re.compile(r"(?:^|,\s+)(?:which|what)\s+(?!(?:of the following\s+)?(?:statements?|descriptions?|definitions?|options?|answers?|choices?|"
                   r"actions?|steps?|is|are|was|were|does|do|did|happens?|should|would|could|can|will)\b)", re.I)
# "Which tool should …", "Which component is …": a noun after "which" (not a statement, an action).
THING_ASKED = re.compile(r"(?:^|,\s+)which\s+(?!(?:of\s+the\s+following\s+)?(?:statements?|descriptions?|definitions?)\b)(?:\w+[\s-]+){0,2}?(?!(?:statements?|descriptions?|definitions?|options?|answers?|choices?|"
                         r"actions?|steps?|changes?|explanations?|reasons?|causes?)\b)[a-z-]+s?\s+"
                         r"(?:should|would|could|can|must|does|do|is|are|will)\b", re.I)
# THING_ASKED and THING searched as two each: their "^" form matched at the start, their ", " form searched, which skips to
# a comma in C (the alternation was tried at every position).
THING_ASKED_AT, THING_ASKED_AFTER = (re.compile(THING_ASKED.pattern.replace(r"(?:^|,\s+)", lead, 1), re.I) for lead in ("", r",\s+"))
THING_AT, THING_AFTER = (re.compile(THING.pattern.replace(r"(?:^|,\s+)", lead, 1), re.I) for lead in ("", r",\s+"))
# ACTION's forms, each searched only where its words are (the five in one pattern were tried at every position).
ACTION_MUST = re.compile(r"\b(?:should|must)\s+(?:\w+\s+){0,4}?(?:do|take|perform|try)\b", re.I)
ACTION_WHAT = re.compile(r"what\s+(?:action|step|fix)\b", re.I)  # (matched at the start)
ACTION_LAST = re.compile(r"\b(?:next|first)\s*\?$|\bFIRST\b|\b(?:next|first)\s+(?:action|step)\b", re.I)
QUESTION_START = re.compile(r"\s(?=(?:Which|What|How|Why|When|Where|Who)(?:\s|['’]s\s))")
ASKING = re.compile(r"^(?:which|what|why|how|when|where|who)\b", re.I)
# What re.IGNORECASE matches with an ASCII letter and lower() does not lower to one (answertext.ASCII_FOLDS: every code
# point checked in tests): a text without them holds a case-insensitive pattern's ASCII word only if its lower case does.
FOLDS = re.compile("[\u0130\u0131\u017f]")


def lowered(text: str) -> str:
    """text.lower() where a case-insensitive pattern's ASCII words are looked for in it (see FOLDS), else ""."""
    return text.lower() if text.isascii() or not folds(text) else ""


def folds(text: str) -> bool:
    """FOLDS.search(text) is not None, as three scans for a character in C (a sevenfold speed-up; and none in a text of
    code points below 256)."""
    return "\u0130" in text or "\u0131" in text or "\u017f" in text


# A last paragraph that is a question of its own, whatever its case ("what do you do first?", "most likely cause?"): not
# read with the output lines before it as one sentence.
OWN_QUESTION = re.compile(r"(?:(?:so|now|and|then|well),?\s+)?(?:(?:in|at|for|from|by|to|on|of|with)\s+)?"  # ("In which order …?")
                          r"(?:what|which|how|why|when|where|who|most likely|best|correct)\b[^\n]{0,120}\?$", re.I)


def own_question(stem: str) -> str:
    """The stem's last paragraph when it is a question of its own (see OWN_QUESTION), else ""."""
    last = stem.rpartition("\n\n")[2].strip()
    return last if OWN_QUESTION.match(last) else ""


def stem_sentences(stem: str) -> list[str]:
    """The stem's sentences, its paragraphs read as one text; only its last paragraph when that asks on its own
    ("… Disabled, Enabled" and "what do you do first?": output lines have no sentence end)."""
    last = own_question(stem)
    return [last] if last else sentences(stem.replace("\n\n", " "))


# A question that only asks which one, its subject in the sentence before: "Every one is right EXCEPT one. Which is it?"
WHICH_BACK = re.compile(r"(?:so,?\s+)?which\s+(?:one\s+)?(?:is\s+(?:it|that|this)|one)?\s*\?(?=\s|$)", re.I)


def asking_sentence(stem_sentences: tuple[str, ...]) -> str:
    """The sentence of the stem that asks (the last question, else the last sentence)."""
    asked = [s for s in stem_sentences if s.endswith("?") or ASKING.match(s)]
    if stem_sentences and stem_sentences[-1].endswith(":") and not any(s.endswith("?") for s in stem_sentences):
        asked = [stem_sentences[-1]]  # ("… are correct EXCEPT:" after a story whose "When the buyer comes, …" reads as asking)
    sentence = (asked or list(stem_sentences) or [""])[-1]
    if sentence in stem_sentences[1:] and WHICH_BACK.match(sentence):  # ("… correctly EXCEPT one. Which is it?")
        return f"{stem_sentences[stem_sentences.index(sentence) - 1]} {sentence}"
    # (a capitalised question word inside it starts the question: a code block before it has no sentence
    # end, '… returns False inside it. apiVersion: v1 … print(x))"] Which change …')
    starts = [m.end() for m in QUESTION_START.finditer(sentence)] if " Wh" in sentence or " How" in sentence else []
    return sentence[starts[-1]:] if starts else sentence


def kind(asked: str, answers: int = 1) -> str:
    """What the asking sentence asks for: "multi", "negative", "thing", "number", "benefit", "cause",
    "action", "statement" or "other"."""
    return "multi" if answers > 1 else _kind(asked)


# (The answer, its checks and the drawing ask of the same sentence: a third of the calls are asked again.)
@functools.lru_cache(maxsize=64)
def _kind(asked: str) -> str:
    """kind(asked) of one answer."""
    # (A pattern is searched only where one of its words is, lower case (`lowered`): a word none of the
    # sentences has is cheap to look for; each case-insensitive search tried every position.)
    lower = lowered(asked)

    def found(pattern: re.Pattern, words: tuple[str, ...]) -> bool:
        return (not lower or holds_any(lower, words)) and pattern.search(asked) is not None
    if found(MULTI, ("two", "three", "four", "2", "3", "4")):
        return "multi"
    if found(NEGATIVE, ("not", "except", "least", "false", "incorrect", "inaccurate")) \
            and (said := NEGATIVE.search(without_parentheses(asked).partition(" so that ")[0])) \
            and not (said[0] == "not" and (HOW_MUCH.search(asked) or LATER_ASKED.search(asked, said.end()) or WHY_BEFORE.search(asked, 0, said.start()))) \
            and not (said[0] == "except" and EVERY_BEFORE.search(asked, 0, said.start())):  # (not an aside's, "(not counting …)", nor a
        # purpose's: "How do I start a container …, so that GPUs 0 and 3 are not visible inside it?", nor a count's: "how much … is
        # not given …?", nor a cause's: "… explains why the driver was not built?"; nor "… with every test except that one?", a
        # thing: KW 6912, KX 6934)
        return "negative"
    if "(" in asked and GLOSSED_NEGATIVE.search(asked):
        return "negative"
    if (not lower or "which" in lower) and (THING_ASKED_AT.match(asked) or THING_ASKED_AFTER.search(asked)):
        return "thing"
    if (not lower or "how" in lower and holds_any(lower, HOW_WORDS) or "what" in lower and holds_any(lower, QUANTITY_WORDS)
            or holds_any(lower, TERSE_WORDS)) and NUMBER_ASKED.search(asked) is not None:  # (the words of each of its forms)
        return "number"
    if found(BENEFIT, ("benefit", "advantage", "gain", "payoff")):
        return "benefit"
    if found(CAUSE, ("why", "cause", "reason", "explanation", "explain")):
        return "cause"
    thing = (not lower or holds_any(lower, ("which", "what"))) and (THING_AT.match(asked) or THING_AFTER.search(asked)) is not None
    if not thing and found(STATEMENT, ("statement", "describe", "description", "definition", "true", "correct", "accurate", "explain")):
        return "statement"
    if thing and not (found(ACTION_LAST, ("next", "first")) and found(ACTION_MUST, ("should", "must"))):
        return "thing"  # (not "What engineer should do next?", its article dropped: what to do)
    if found(ACTION_MUST, ("should", "must")) or (not lower or "what" in lower) and ACTION_WHAT.match(asked) \
            or found(ACTION_LAST, ("next", "first")):
        return "action"
    return "other"


# A quantity the question asks for whose unit is known, and a figure in such a unit: a bandwidth is given in bytes or
# bits a second ("900 GB/s", "400 Gb/s", "200 Gbps"), whatever else the sentence counts ("18 links").
RATE_ASKED = re.compile(r"\b(?:bandwidth|throughput)\b", re.I)
RATE_VALUE = re.compile(r"\d\s*(?:[KMGTP]i?B|[KMGTP]b|[KMGTP]bit)(?:/s|ps)\b|\d\s*(?:[KMGTP]bps|GT/s)\b")


def in_asked_unit(line: str, asked: str) -> bool:
    """`line` gives a figure in the unit the question's quantity is measured in, where that unit is known (a
    bandwidth); True where it is not."""
    return not RATE_ASKED.search(asked) or RATE_VALUE.search(line) is not None
