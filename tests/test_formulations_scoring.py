"""Tokenizing and sentence scoring (issue 11: speed) give what the original formulations gave.

Each original is kept here as the reference and compared with the code on random texts made of the
pieces the code looks for: words that stem alike, stop words, hyphens, "+_/.-" inside and around words,
and white space and letters that change when lowered. (The originals of `keywords` and the stem counts
came here from test_parse_formulations.py.) About 3 s; ~7 s in CI.
"""
from __future__ import annotations

import re
import sys
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from deckgen.parse import answertext, phrases, words
from strategies import MANY

WORD_PIECES = ["GPU", "GPUs", "memory", "memory-bound", "Memory-Intensive", "the", "a", "of", "compute",
               "computes", "computation", "x", "NVLink", "1", "16", "fp16", "--", "-x-", "e.g.", "C++", "+a",
               "a_", "_a", "a/b", "a.b.", "high-bandwidth", "all-to-all", "the-of", "is-a", "(like", "NCCL)",
               "GPU,", "GPU.", "’s", "'s", "İ", "K", "ſ", "ΑΣ", "ß", "É", "é", "\u0130x"]
SPACES = [" ", " ", " ", "  ", "\n", "\n\n", "\t", "\xa0", "\u2028", "\x1c", "\x85", "\u3000", ""]
pieces = st.lists(st.tuples(st.sampled_from(WORD_PIECES) | st.text(max_size=4), st.sampled_from(SPACES)),
                  max_size=40).map(lambda pairs: "".join(w + s for w, s in pairs))


def original_keywords(text: str) -> frozenset[str]:
    tokens = words.WORD.findall(text.lower())
    found = {"" if word in words.STOP or len(word) < 2 else words.stem(word) for word in tokens}
    found.discard("")
    for word in tokens:
        if "-" in word and word not in words.STOP and len(word) >= 2:
            found.update(words.stem(part) for part in word.split("-") if part not in words.STOP and len(part) > 2)
    return frozenset(found)


def original_stem_counts(text: str) -> Counter:
    stems = Counter("" if word in words.STOP or len(word) < 2 else words.stem(word)
                    for word in words.WORD.findall(text.lower()))
    del stems[""]
    return stems


def original_frequent_stems(everything: str) -> tuple[tuple[str, int], ...]:
    return tuple((w, n) for w, n in original_stem_counts(everything).most_common(12) if n >= 3)


@settings(max_examples=MANY // 5, deadline=None)
@given(pieces)
def test_keywords_and_stem_counts_are_read_by_chunk_as_from_the_whole_text(text):
    assert words.keywords.__wrapped__(text) == original_keywords(text)
    counts = words.stem_counts(text)
    assert list(counts.items()) == list(original_stem_counts(text).items())  # the same order too
    assert words._frequent_stems.__wrapped__(text) == original_frequent_stems(text)


def test_lowering_keeps_white_space_apart_from_words():
    """What reading chunk by chunk relies on: no character's lower case is white space where the
    character was none, or the other way round (every code point)."""
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        lowered = char.lower()
        assert lowered.split() == ([] if char.isspace() else [lowered]), hex(code)


def test_a_full_chunk_cache_starts_again():
    words._learn([f"w{n}" for n in range(100_001)])
    text = "Memory-bound kernels wait on HBM, not on compute."
    words._learn(text.split())
    assert len(words._STEMS) < 100
    assert words.keywords.__wrapped__(text) == original_keywords(text)


# The words of the wording patterns, whole and cut, in other cases, and the letters that IGNORECASE
# matches with an ASCII one.
WORDING = ["that's why", "That is why", "this is why", "which is why", "the answer", "in short", "bottom line",
           "the key", "fix", "fixes", "solve", "solves", "is designed for", "is designed to", "purpose-built",
           "exactly", "is the default", "is the best", "as a result", "far more", "far less", "a fraction of",
           "much more", "much lower", "understanding", "knowing", "think of", "imagine", "picture", "remember",
           "is divided into", "is split into", "is critical for", "is crucial to", "is key because",
           "is important for", "like a", "like an", "like the", "think", "rethink", "likes", "keys", "why",
           "Option", "option", "OPTION", "choice", "answer", "Answer (B)", "options", "opt", "ion", "B", "(C)",
           "D)", "x", "İ", "ı", "ſ", "K", "optıon", "anſwer", "choİce", "-", "_", "é"]
wording = st.lists(st.tuples(st.sampled_from(WORDING) | st.text(max_size=3),
                             st.sampled_from([" ", " ", "", ", ", ".", "\n", "-", "\xa0"])),
                   max_size=12).map(lambda pairs: "".join(w + s for w, s in pairs))


@settings(max_examples=MANY // 5, deadline=None)
@given(wording)
def test_wording_is_searched_only_where_its_words_are_and_found_as_before(text):
    lower = text.lower()
    assert answertext._cued(lower) == bool(answertext.CUES.search(lower))
    assert answertext._background(lower) == bool(answertext.BACKGROUND.search(lower))
    assert answertext._mentioned(text, lower) == {m[1] for m in answertext.MENTIONED.finditer(text)}


def test_the_letters_ignorecase_matches_with_ascii_ones_are_known():
    """Besides ASCII letters: "İ", "ı", "ſ" (ASCII_FOLDS), and "K" (the Kelvin sign), which lower() lowers to "k"."""
    letter = re.compile("[a-z]", re.I)
    found = {chr(code) for code in range(128, sys.maxunicode + 1) if letter.fullmatch(chr(code))}
    assert found == set(answertext.ASCII_FOLDS.pattern[1:-1]) | {"\u212a"}
    assert "\u212a".lower() == "k"


ORIGINAL_NUMBER = re.compile(r"\b\d+(?:\.\d+)?\b")
ORIGINAL_NAME = re.compile(r"\b(?:[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9-]*|[A-Z][a-z]+[A-Z][A-Za-z0-9]*)\b")
NAMED = ["NVLink", "H100", "GPU", "GPUs", "A", "Ab", "AbC", "aB", "xNVLink", "NV-Link", "Nv-", "B2", "x2", "2",
         "16", "2.5", "2.", ".5", "1.2.3", "v1.5", "٣", "2٣", "É", "ÉA", "AÉ", "_A", "A_", "-", ".", " ", "\n", "é"]
named_texts = st.lists(st.sampled_from(NAMED) | st.text(max_size=3), max_size=12).map("".join)


@settings(max_examples=MANY // 5, deadline=None)
@given(named_texts)
def test_numbers_and_names_are_found_as_before(text):
    assert [m.span() for m in answertext.NUMBER.finditer(text)] == [m.span() for m in ORIGINAL_NUMBER.finditer(text)]
    assert [m.span() for m in answertext.NAME.finditer(text)] == [m.span() for m in ORIGINAL_NAME.finditer(text)]
    assert bool(answertext.NAME.match(text)) == bool(ORIGINAL_NAME.match(text))


def original_without_lead(text: str) -> str:
    # (The lead words are whole words: "Activation checkpointing trades compute for memory:" holds "point" and
    # is no chatty lead.)
    match = phrases.LEAD.match(text)
    if match and phrases.word_count(match.group()) <= 6 and re.search(r"\b(?:deal|line|way|thing|short|gist|idea|"
                                                                       r"story|bottom|simple|key|point|basically)\b",
                                                                       match.group(), re.I):
        return phrases.capitalise(text[match.end():])
    return text


LEADS = ["Here's", "the", "deal", "Bottom", "line", "Think", "of it this way", "Key", "point", "x", "ab", "GPU",
         ":", ": ", " :", "—", " — ", "–", "x–y", " -", "- ", "-", "a-b", " ", "  ", "\n", "\t", "\xa0", "\x1c",
         "\u2028", "\x85", "tl;dr"]
leads = st.lists(st.sampled_from(LEADS) | st.text(max_size=2), max_size=20).map(
    lambda parts: "".join(parts) if len(parts) % 2 else " ".join(parts))


@settings(max_examples=MANY // 5, deadline=None)
@given(leads)
def test_a_chatty_lead_goes_as_before(text):
    assert phrases.without_lead(text) == original_without_lead(text)


@settings(max_examples=MANY // 5, deadline=None)
@given(st.from_regex(answertext.CUES) | st.from_regex(answertext.BACKGROUND))
def test_every_wording_the_patterns_can_match_passes_the_word_checks(text):
    """Texts made from the patterns themselves: a word added to CUES or BACKGROUND and not to the word
    checks before them (`_cued`, `_background`) fails here."""
    lower = text.lower()
    assert answertext._cued(lower) == bool(answertext.CUES.search(lower))
    assert answertext._background(lower) == bool(answertext.BACKGROUND.search(lower))
