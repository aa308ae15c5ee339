"""The faster phrase shortening (`phrases.shorten`, `phrasecut`) gives what the original gave.

The original patterns and functions are kept here as the reference and compared with the code on
random texts made of the pieces they look for. About 2.5 s; ~8 s in CI.
"""
from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen.parse import phrasecut, phrases
from strategies import MANY

ORIGINAL_CLAUSE = re.compile(
    r"(?:;|:\s|\s[—–]\s|—|,\s+(?=(?:which|so|but|nor|while|whereas|meaning|making|allowing|letting|giving|"
    r"because|since|although|though|where|when|or|then|thus|including|such as|for example|e\.g\.|"
    r"unlike|rather|instead|not)\b)|\s+(?=(?:because|since|so that|so|whereas|while|rather than|instead of|"
    r"unless|which|that is|before|after|until|without)\s))")
ORIGINAL_BOUNDARY = re.compile(
    r",\s+|,?\s+(?=(?:such as|that|which|who|whose|where|and|but|or|in|on|at|for|with|through|across|between|to|"
    r"from|by|over|into|onto|within|inside|under|via|during|per|as|using|like|up to|without)\s)")

# What the patterns, the cleaning and the shortening look for, with spaces of other kinds and the
# letters whose lower case is longer ("İ").
PIECES = ["which", "so", "so that", "but", "while", "because", "such as", "for example", "e.g.", "rather than",
          "instead of", "that is", "not", "and", "or", "in", "to", "up to", "with", "with respect", "a fraction",
          "a", "the", "the rest", "of", "is", "are", "an", "that", "than", "one", ";", ":", ",", ", ", " — ", "—",
          " – ", "–", "-", "(", ")", "(x)", "(a (b", ".", "!", "?", "e.g.", "U.S.", "\n", "\n\n", "\t", "  ",
          "\u00a0", "\u2028", "\u3000", "İ", "’", "'", "GPU", "NVLink", "cuDNN", "nvidia-smi", "real-time",
          "However,", "In short,", "So,", "While GPUs are used,", "Although it runs,", "they", "it", "When",
          "When it builds,", "In practice,", "X is a technology that", "is a tool which", "for instance",
          "including", "especially", "The", "model", "batches", "requests"]
texts = st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=40).map(
    lambda parts: "".join(parts) if len(parts) % 4 == 0 else " ".join(parts))


def original_clean(text: str) -> str:
    if text.count("(") > text.count(")"):
        text = text[:text.rfind("(")]
    while True:
        text = text.rstrip(" \t\n,:;-–—(")
        words = text[-40:].rsplit(None, 2)
        last = words[-1].lower() if words else ""
        if len(words) >= 2 and (words[-2].lower(), last) in phrasecut.DANGLING_PAIRS:
            cut = len(words[-2]) + 1 + len(last)
        elif last in phrasecut.DANGLING:
            cut = len(last)
        else:
            return text
        text = text[:len(text) - cut]


def original_word_end(text: str, count: int) -> int:
    for match in re.finditer(r"\S+", text):
        count -= 1
        if count == 0:
            return match.end()
    return len(text)


def original_cut(text: str, limit: int) -> str:
    end_of_limit = original_word_end(text, limit)
    best = {}
    for rank, (pattern, end) in enumerate(((ORIGINAL_CLAUSE, original_word_end(text, limit + 1)),
                                           (ORIGINAL_BOUNDARY, end_of_limit))):
        for match in pattern.finditer(text, 0, end + 40):
            if match.start() <= end:
                best[rank] = match.start()
    for rank, share in ((0, 2 / 5), (1, 1 / 2)):
        for candidate in sorted({best.get(rank, 0), best.get(1, 0)} if rank else {best.get(0, 0)}, reverse=True):
            head = original_clean(text[:candidate])
            if candidate and len(head.split()) >= max(3, limit * share):
                return head
    return original_clean(text[:end_of_limit])


def original_first_sentence(text: str) -> str:
    paragraph = text.strip().partition("\n\n")[0]
    start = 0
    for match in phrases.SENTENCE_END.finditer(paragraph):
        sentence = paragraph[start:match.end()].strip()
        if sentence:
            return sentence
        start = match.end()
    return paragraph[start:].strip()


def original_capitalise(text: str, hyphenated: bool = False) -> str:
    first = text.split(" ", 1)[0].rstrip(",.;:").replace("’", "").replace("'", "")
    if hyphenated:
        first = first.replace("-", "")
    if not first[:1].islower() or not first.isalpha() or not first.islower():
        return text
    if first == "sudo" or any(phrases.COMMAND_WORD.match(word) or word == "|" for word in text.split(" ", 4)[1:4]) \
            or phrases.command_name(first):
        return text  # (a command keeps its case: "sinfo -R", "lsmod | grep …", "dcgmi diag"; the fuzzer found "which -A")
    return text[:1].upper() + text[1:]


def original_main_clause(text: str) -> str:
    main = phrases.SUBORDINATE.sub("", text, count=1)
    if main == text or len(main.split()) < 4 or phrases.REFERS_BACK.match(main):
        return text
    return main


def original_shorten(text: str, limit: int = 12, keep_parentheses: bool = False) -> str:
    text = original_first_sentence(text) or text
    words = text.split()
    if len(words) > 4 * limit:
        text = " ".join(words[:4 * limit])
    text = phrases.without_concession(phrases.DISCOURSE.sub("", text.strip()))
    text = text.rstrip(".!? ")
    if len(text.split()) > limit:
        text = original_main_clause(text)
        if len(text.split()) > limit and not keep_parentheses:
            text = phrases.without_asides(phrases.without_parentheses(text))
        if len(text.split()) > limit:
            text = phrases.without_definition(text)
        if len(text.split()) > limit + 1:
            text = original_cut(text, limit)
    return original_capitalise(original_clean(text))


@settings(max_examples=MANY // 3, deadline=None)
@given(texts, st.integers(0, 200), st.integers(0, 200))
def test_boundaries_are_found_where_they_were(text, start, end):
    for pattern, original in ((phrasecut.CLAUSE, ORIGINAL_CLAUSE), (phrasecut.BOUNDARY, ORIGINAL_BOUNDARY)):
        assert [m.span() for m in pattern.finditer(text, start, end)] == \
            [m.span() for m in original.finditer(text, start, end)]


@settings(max_examples=MANY // 3, deadline=None)
@given(texts, st.integers(-1, 14))
def test_phrases_are_cut_and_cleaned_as_before(text, limit):
    assert phrasecut.cut(text, limit) == original_cut(text, limit)
    assert phrasecut.clean(text) == original_clean(text)


# Ends that change a text's word count when they go, or leave a parenthesis open after a cut.
ENDS = ["", ".", " .", " ?!", " (a (b c", " (x (y", " (a) (b c (d"]


@settings(max_examples=MANY // 3, deadline=None)
@given(texts, st.sampled_from(ENDS), st.integers(-3, 14), st.booleans(), st.booleans())
@example("The model (a (b c d e f g h i j k l m n o p", "", 6, False, False)  # cut, then cleaned once more
@example("a b c d e f g h i j k l m", " .", 12, False, False)  # the stop goes with a word
def test_phrases_are_shortened_as_before(text, end, limit, near_its_length, keep_parentheses):
    text += end
    if near_its_length:  # where a word more or less decides whether a step is taken
        limit += len(text.split()) - 5
    assert phrases.shorten(text, limit, keep_parentheses) == original_shorten(text, limit, keep_parentheses)
    assert phrases.first_sentence(text) == original_first_sentence(text)
    assert phrases.main_clause(text) == original_main_clause(text)
    assert phrases.capitalise(text, keep_parentheses) == original_capitalise(text, keep_parentheses)
