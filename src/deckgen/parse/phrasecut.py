"""Where a phrase too long for its place is cut: at a clause boundary, else before a relative clause,
a preposition or an "and", never after a word that would dangle ("… with the"). Used by
`phrases.shorten` once the phrase's asides are gone and it is still too long.
"""
from __future__ import annotations

import re


def _one_of(words: str) -> str:
    """The alternation of `words` ("because|before|since") grouped by first letter
    ("b(?:ecause|efore)|s(?:ince)"): the regex engine tries one branch per letter, not one per word.
    Only for a look-ahead, where whichever word fits will do (the order of the words does not matter)."""
    groups: dict[str, list[str]] = {}
    for word in words.split("|"):
        groups.setdefault(word[0], []).append(word[1:])
    return "|".join(f"{first}(?:{'|'.join(rests)})" for first, rests in groups.items())


# Where a long phrase may be cut: before these, the words so far still make a complete phrase.
# (Both patterns are "one of the characters a match starts with, then what that character starts",
# the alternatives for one character in their original order: the leading character class lets the
# regex engine skip to those characters instead of trying every alternative at every position. Same
# matches as the plain `;|:\s|\s[—–]\s|—|,\s+(?=(?:…)\b)|\s+(?=(?:…)\s)` and `,\s+|,?\s+(?=(?:…)\s)`.)
CLAUSE = re.compile(
    r"[;:,—\s](?:(?<=\s)(?:[—–]\s|\s*(?=(?:%s)\s))|(?<=[;—])|(?<=:)\s|(?<=,)\s+(?=(?:%s)\b))" % (
        _one_of("because|since|so that|so|whereas|while|rather than|instead of|unless|which|that is|before|after|"
                "until|without"),
        _one_of(r"which|so|but|nor|while|whereas|meaning|making|allowing|letting|giving|because|since|although|"
                r"though|where|when|or|then|thus|including|such as|for example|e\.g\.|unlike|rather|instead|not")))
# Other places a phrase may end: before a relative clause, a preposition, "and".
BOUNDARY = re.compile(r"[,\s](?:(?<=\s)\s*(?=(?:%s)\s)|(?<=,)\s+)" % _one_of(
    "such as|that|which|who|whose|where|and|but|or|in|on|at|for|with|through|across|between|to|from|by|over|into|"
    "onto|within|inside|under|via|during|per|as|using|like|up to|without"))
# Words a phrase cannot end with ("… with the", "… such as", "… a fraction"): it would be cut off.
DANGLING = frozenset(
    "and or but the of a an to with for by in on at from as that which is are its their into per via than so "
    "such not nor up can will must may should would could has have be been being also only just even each "
    "every this these those while many much more less few several some all both any small large big high low "
    "new single full same other very due according prior rather instead because one".split())
DANGLING_PAIRS = frozenset({("with", "respect"), ("a", "fraction"), ("a", "part"), ("a", "number"),
                            ("the", "rest")})
PAIR_ENDS = frozenset(last for _, last in DANGLING_PAIRS)


def cut(text: str, limit: int) -> str:
    """The longest head of `text` within `limit` words that ends at a clause boundary, when one keeps
    at least 2/5 of it; else the longest that ends at any boundary, when one keeps half; else the first
    `limit` words. (Heads are measured before their dangling words go: only the one kept is cleaned.)"""
    end_of_limit, end_of_next = _word_ends(text, limit)
    # A whole clause may run one word over ("about" `limit` words); any other cut may not. (The other
    # boundaries are only looked for when no clause boundary keeps enough.)
    clause = _last_start(CLAUSE, text, end_of_next)
    if clause:
        head = clean(text[:clause])
        if len(head.split()) >= max(3, limit * 2 / 5):
            return head
    boundary = _last_start(BOUNDARY, text, end_of_limit)
    if boundary:
        head = clean(text[:boundary])
        if len(head.split()) >= max(3, limit / 2):
            return head
    # No boundary keeps enough: the first `limit` words, without what would dangle at the end.
    return clean(text[:end_of_limit])


def _last_start(pattern: re.Pattern, text: str, end: int) -> int:
    """Where the last match of `pattern` that starts by `end` starts (0: none)."""
    start = 0
    for match in pattern.finditer(text, 0, end + 40):  # room for the look-ahead
        if match.start() > end:
            break
        start = match.start()  # matches come in order: the last that fits is the longest head
    return start


class _FirstWords(dict):
    """n -> a pattern matching the first n words of a text (only a text with n words matches), its
    group 1, and the word after them if there is one: one regex match instead of a step per word.
    (Possessive, so that no word is split to make up n.)"""

    def __missing__(self, count: int) -> re.Pattern:
        self[count] = pattern = re.compile(r"(\s*+(?:\S++\s++){%d}\S++)(?:\s++\S++)?" % (count - 1))
        return pattern


FIRST_WORDS = _FirstWords()


def _word_ends(text: str, limit: int) -> tuple[int, int]:
    """Where the `limit`th word of `text` ends and where the word after it ends (the end of `text` for
    a word it does not have; for a `limit` below 1, the end of `text` and where the first word ends)."""
    if limit < 1:
        return len(text), (_word_ends(text, 1)[0] if limit == 0 else len(text))
    words = FIRST_WORDS[limit].match(text)
    if not words:
        return len(text), len(text)
    return words.end(1), (words.end() if words.end() > words.end(1) else len(text))


def clean(text: str) -> str:
    """No dangling punctuation or function word at the end, no parenthesis left open."""
    if "(" in text and text.count("(") > text.count(")"):
        text = text[:text.rfind("(")]
    while True:
        text = text.rstrip(" \t\n,:;-–—(")
        words = text[-40:].rsplit(None, 2)
        last = words[-1].lower() if words else ""
        # (Only a last word that ends a pair can make one: the pair is looked up for those alone.)
        if last in PAIR_ENDS and len(words) >= 2 and (words[-2].lower(), last) in DANGLING_PAIRS:
            drop = len(words[-2]) + 1 + len(last)
        elif last in DANGLING:
            drop = len(last)
        else:
            return text
        text = text[:len(text) - drop]
