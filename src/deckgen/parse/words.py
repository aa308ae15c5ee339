"""The words of explanation text: content words by a crude stem, as sentences are compared and weighed.

Used by `answertext` (which sentence states the answer), `answerphrase` and `drawing` (which facts to
draw). A word is a run of letters and digits, with "+_/.-" inside it ("NVLink", "fp16", "all-reduce",
"C++"); stop words do not count.

Speed: the same sentences are weighed several times per question and thousands of sentences per
deck, while the chunks between white space ("memory-bound", "GPUs,", "(like") recur through a deck.
A word never spans white space, so a text's words are its chunks' words in turn: each chunk is read
once (by `WORD` and `stem`), then looked up: a sentence's keywords in 2.1 µs instead of 4.1, a whole
explanation's stem counts in 49 µs instead of 84 (on the benchmark's texts).
"""
from __future__ import annotations

import functools
import re
from collections import Counter
from itertools import chain
from operator import itemgetter


STOP = frozenset(
    "a an the of to in on for and or by with is are be been was were as at from its it this that these those "
    "than into per not no vs via each all any which what who how why when where does do did can could should "
    "would will may might must has have had their there they them you your we our so such also only more most "
    "very just about over under between both either following statement statements best correctly describes "
    "describe true through requirement requirements meet meets purpose situation job case scenario".split())
WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9+_/.-]*[A-Za-z0-9+]|[A-Za-z0-9]")
# The figures and names a fact carries: digits, and a capital or "_" inside a word ("NVLink", "H100",
# "preferred_batch_size"), in one scan (the capital comes first in the pattern, so that the search skips to it).
FACT_MARK = re.compile(r"[\dA-Z_](?:(?<=\d)|(?<=[A-Za-z0-9][A-Z_]))")
NON_ASCII = re.compile(r"[^\x00-\x7f]")
# An order's steps as an option or an answer box gives them: "4, 7, 3, 6, 5, 2, 1, 8", "2 → 4 → 1".
ORDER_STEPS = re.compile(r"\d{1,2}(?:\s*(?:,|->|→|–|-)\s*\d{1,2}){2,}")
# A text's UTF-8 bytes as `fact_marks` reads them: "d" a digit, "C" a capital, "a" a small letter, " " any other.
MARK_BYTES = bytes.maketrans(bytes(range(256)), bytes(ord("d") if 48 <= c <= 57 else ord("C") if 65 <= c <= 90 else
                                                      ord("a") if 97 <= c <= 122 else 32 for c in range(256)))


# The same sentences are weighed several times per question (~26 distinct texts): 256 keeps nearly
# every hit 4,096 had (17,555 of 17,764 on the bench's 1,500 texts), and parse ran 1-2 % faster with it.
@functools.lru_cache(maxsize=256)
def keywords(text: str) -> frozenset[str]:
    """Content words of `text` as `stem` makes them; a hyphenated word counts whole and by its parts
    ("memory-intensive" is about memory)."""
    chunks = text.split()
    try:
        return frozenset(chain.from_iterable(map(_KEYWORDS.__getitem__, chunks)))
    except KeyError:  # a chunk not read yet
        _learn(chunks)
        return frozenset(chain.from_iterable(map(_KEYWORDS.__getitem__, chunks)))


WORDS, LETTER_WORD = re.compile(r"[^\W\d_]{2,}"), re.compile(r"[^\W\d_]")


def wordless(text: str) -> bool:
    """`text` says nothing of its own: its words are none of the content words (`keywords`: "And all.", "No."), or it has
    no word at all, only figures or marks ("2, 4, 6, 1, 3, 5", a lone quote); a word of one letter ("x") is a word."""
    if len(text) > 40:  # (a longer note says something: "And all.", "Yes, that too." are short)
        return False
    words = WORDS.findall(text)
    return not keywords(" ".join(words)) if words else not LETTER_WORD.search(text)


def fact_marks(text: str) -> tuple[int, int]:
    """(its digits, its names' marks): FACT_MARK's matches in `text` that are digits, and the others. (Counted in its
    bytes mapped to MARK_BYTES: the capitals less those first or after a byte of no letter or digit. Searched where
    the bytes cannot tell: a "_", or a digit past ASCII, which \\d matches.)"""
    if "_" in text or not text.isascii() and any(map(str.isdigit, NON_ASCII.findall(text))):
        marks = FACT_MARK.findall(text)
        digits = sum(map(str.isdigit, marks))
        return digits, len(marks) - digits
    found = text.encode("utf-8", "surrogatepass").translate(MARK_BYTES)
    return found.count(b"d"), found.count(b"C") - found.count(b" C") - (found[:1] == b"C")


def stem_counts(text: str) -> dict[str, int]:
    """How often each stem occurs in `text` (stop words left out), in the order the stems first occur."""
    # (The chunks' stems joined as one text and split again: string methods in C, where a chain of the
    # chunks' tuples cost twice as much.)
    chunks = text.split()
    try:
        return Counter(" ".join(map(_STEMS.__getitem__, chunks)).split())
    except KeyError:  # a chunk not read yet
        _learn(chunks)
        return Counter(" ".join(map(_STEMS.__getitem__, chunks)).split())


def stem(word: str) -> str:
    """A crude stem that groups a word's forms: a long word's first five letters ("computational",
    "computations" -> "compu"), else the word without a plural's s."""
    if len(word) > 5 and word.isalpha():
        return word[:5]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


#: A chunk of text between white space, as written -> the stems of its words in turn (stop words and
#: single letters left out; joined by spaces, as a stem holds none), and its keywords (those stems, and
#: a hyphenated word's parts).
_STEMS: dict[str, str] = {}
_KEYWORDS: dict[str, tuple[str, ...]] = {}


def _learn(chunks: list[str]) -> None:
    """Reads the chunks not read yet (the words of `chunk.lower()` are those of the lowered text's
    chunk: lower() never turns white space into a letter or back)."""
    if len(_STEMS) > 100_000:  # (a bound on memory, ~25 MB; the chunks of a deck are far fewer)
        _STEMS.clear()
        _KEYWORDS.clear()
    for chunk in chunks:
        if chunk in _STEMS:
            continue
        words = WORD.findall(chunk.lower())
        stems = tuple(stem(word) for word in words if word not in STOP and len(word) >= 2)
        parts = [stem(part) for word in words if "-" in word for part in word.split("-")
                 if part not in STOP and len(part) > 2]
        _STEMS[chunk] = " ".join(stems)
        _KEYWORDS[chunk] = tuple(set(stems).union(parts))


def topic_words(stem_text: str, everything: str, wrong_names: list[str]) -> frozenset[str]:
    """The words the explanations keep using that the stem and the wrong options do not: the answer's."""
    return _topic_words(stem_text, everything, tuple(wrong_names))


@functools.lru_cache(maxsize=8)  # asked for by the answer, its scores, its phrase and the drawing (~3.5 times a text)
def _topic_words(stem_text: str, everything: str, wrong_names: tuple[str, ...]) -> frozenset[str]:
    excluded = keywords(stem_text).union(*(keywords(name) for name in wrong_names))
    return frozenset(w for w, n in _frequent_stems(everything) if w not in excluded)


@functools.lru_cache(maxsize=8)  # asked for by the answer, its box, the option's name and the drawing
def _frequent_stems(everything: str) -> tuple[tuple[str, int], ...]:
    """The twelve commonest stems of a text that are used at least three times (ties in the order
    the stems first occur)."""
    # = the first twelve of Counter.most_common() that are used three times (a stable sort is what
    # most_common() does; the stems used fewer times rank after all others): no heap in Python.
    return tuple(sorted([(w, n) for w, n in stem_counts(everything).items() if n >= 3], key=itemgetter(1),
                        reverse=True)[:12])
