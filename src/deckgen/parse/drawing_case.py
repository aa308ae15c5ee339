"""A line's first word in its own case: a command or a name the texts write in lower case ("trtexec", "dcgmi"),
which parse capitalised where a sentence starts. Used by the drawing's points and notes."""
from __future__ import annotations

import re

from ..model import Question

# A lower-case word where a sentence, line or bullet starts.
STARTS_LOWER = re.compile(r"(?:^|[.!?]\s+|\n\s*|[•–—]\s+|\s-\s+)([a-z][\w-]*)")
CAPITAL_START = re.compile(r"(?:^|[.!?]\s+)[A-Z]")
VERB_ARTICLE = re.compile(r"[a-z]+\s+(?:the|a|an|its|their|each|all|every)\b")  # ("restart the daemon")


def own_case(line: str, question: Question) -> str:
    """`line` with its first word in lower case when that is how the question's texts write it where
    English would capitalise (an option's or a line's first word, a sentence's or a bullet's: "B.
    trtexec", "• B – trtexec builds …") and never with a capital in the question, options or
    explanations: a command or a name of its own case ("trtexec", "dcgmi"), which parse capitalised."""
    first = line.split(" ", 1)[0]
    if not (first[:1].isupper() and first[1:].isalpha() and first[1:].islower()) or len(first) < 3:
        return line
    word = first.lower()
    own = [question.question, *question.options.values(), question.short_explanation, question.full_explanation]
    texts = own + list(question.rationales.values())
    if not any(word in text for text in texts) or any(first in text for text in own):
        return line
    # (A writer who starts every sentence, or every option that is a phrase, in lower case tells
    # nothing by it: "restart the daemon", "drain the node".)
    options = list(question.options.values())
    prose = not any(o[:1].isupper() for o in options) \
        and 2 * sum(bool(VERB_ARTICLE.match(o)) for o in options) >= len(options)
    starts = (not prose and any(o.startswith(word) for o in options)) or any(
        match[1] == word for text in texts if word in text and CAPITAL_START.search(text)
        for match in STARTS_LOWER.finditer(text))
    return word + line[len(first):] if starts else line
