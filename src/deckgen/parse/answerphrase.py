"""The few words that name the answer: the answer box of a drawing, the text of an option the text
names only through its one-line answer.

Of every stretch of the one-line answer between two clause boundaries, the one with the most of the
explanations' recurring words and the question's; or, for an option's name, the subject of "X is …".
"""
from __future__ import annotations

import re

from .answertext import QUESTION_WORDS, topic_words
from .phrases import DISCOURSE, capitalise, compact, sentences, shorten, word_count
from .words import keywords

PHRASE_START = re.compile(r"(?:[;:]|\s[—–])\s+")
PHRASE_END = re.compile(r"\s*(?:[,;:(]|\s[—–]\s)|\s+(?=(?:so that|so|because|which|that|where|while|and|but|in|on|of|"
                        r"at|for|with|through|to|from|by|over|into|within|via|during|as)\s)")
# A phrase may not end on a word that needs its "of …" ("a fraction", "most").
OPEN_END = re.compile(r"\b(?:fraction|part|most|some|all|one|number|amount|type|kind|set|lot|range|sum|rest|half|"
                      r"majority|share|portion|each|many|much)$", re.I)
NAME_SUBJECT = re.compile(r"^(.{2,80}?)\s+(?:is|are|was|were|has|have|needs?|requires?|demands?|provides?|gives?|"
                          r"uses?|runs?|lets?|connects?|implements?)\b")


def answer_name(text: str, stem_text: str, everything: str, wrong_names: list[str]) -> str:
    """What a one-line answer names, as an option's text: the subject of 'X is …' when it is a plain
    noun phrase ("The model training phase with backpropagation"), else its few words that name it."""
    sentence = DISCOURSE.sub("", text.split("; ")[0])
    subject = NAME_SUBJECT.match(sentence)
    if subject and word_count(subject[1]) <= 8 and not re.search(r"[,:;]", subject[1]) \
            and not re.match(r"(?:but|and|so|when|if|because|while|this|that|these|it|they|there)\b", subject[1], re.I) \
            and keywords(subject[1]) - keywords(stem_text):  # not the stem's own actor ("The team")
        return capitalise(subject[1])
    return answer_phrase(text, stem_text, everything, wrong_names, 10, whole=False)


def answer_phrase(text: str, stem_text: str, everything: str, wrong_names: list[str], limit: int,
                  whole: bool = True) -> str:
    """The few words of a one-line answer that say the most about the answer: of every stretch between
    two clause boundaries, the one with the most of the answer's words and the question's."""
    first = compact(text.split("; ")[0].strip().rstrip("."))
    if word_count(first) <= limit:
        return capitalise(first)
    topic = topic_words(stem_text, everything, wrong_names)
    asked = [s for s in sentences(stem_text.replace("\n\n", " ")) if s.endswith("?") or QUESTION_WORDS.match(s)]
    question = keywords(" ".join(asked[-1:]))
    starts = [0] + [m.end() for m in PHRASE_START.finditer(first)]
    ends = [len(first)] + [m.start() for m in PHRASE_END.finditer(first)]
    best, best_score = "", -1.0
    ends.sort()
    for start in starts:
        for end in ends:
            if end <= start:
                continue
            phrase = first[start:end].strip()
            count = word_count(phrase)
            if count > limit:
                break
            if count < 3 or OPEN_END.search(phrase):
                continue
            words = keywords(phrase)
            score = 2.0 * len(words & topic) + 1.5 * len(words & question) + 2.5 * (start == 0) + 0.05 * count
            if score > best_score:
                best, best_score = phrase, score
    if whole and word_count(best) < 8 and word_count(first) <= limit + 8:
        return capitalise(first)  # no cut keeps enough: the whole (compacted) sentence, a little longer
    return shorten(best or first, limit)
