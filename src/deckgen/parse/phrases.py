"""Sentences and short phrases of explanation text.

Used by `parse` for the one-line answer and the proposed drawing. Phrases are shortened at clause
boundaries, never reworded and never cut mid-phrase: a maintainer refines them in the card file.
"""
from __future__ import annotations

import functools
import itertools
import re

# The punctuation comes first and the look-behinds after it (each one character longer), so that the
# regex engine skips straight to the next . ! or ? instead of trying the look-behinds everywhere.
# A lone capital before the stop is an initial ("U.S.", "J. Smith"); an acronym ("… on one GPU.") ends.
SENTENCE_END = re.compile(r"[.!?](?<!\b[A-Z].)(?<!\be\.g.)(?<!\bi\.e.)(?<!\bvs.)(?<!\betc.)(?=\s+[A-Z“\"'(]|$)")
# Chatty leads of a short explanation ("Here's the deal:", "Bottom line:", "Think of it this way:").
LEAD = re.compile(r"^(?:[^\s:—]+\s+){0,6}?[^\s:—]+\s*(?::|—|–|\s-)\s*(?=\S)")
LEAD_WORDS = re.compile(r"deal|line|way|thing|short|gist|idea|story|bottom|simple|key|point|basically", re.I)
DISCOURSE = re.compile(
    r"^(?:In contrast|By contrast|However|Instead|As a result|In short|In practice|In other words|Therefore|"
    r"Thus|So|Also|Finally|Meanwhile|For example|Here|Now|Put simply|Simply put|Overall|In this case)\s*,\s*",
    re.I)
CONCESSION = re.compile(r"^(?:While|Although|Though|Even though|Whereas|Despite)\b[^,]{0,120},\s*", re.I)
CONCESSION_SUBJECT = re.compile(r"^\w+(?: though)?\s+(.{2,50}?)\s+(?:is|are|was|were|can|may|might|do|does|have|has)\b")
# Where a long phrase may be cut: before these, the words so far still make a complete phrase.
CLAUSE = re.compile(
    r"(?:;|:\s|\s[—–]\s|—|,\s+(?=(?:which|so|but|nor|while|whereas|meaning|making|allowing|letting|giving|"
    r"because|since|although|though|where|when|or|then|thus|including|such as|for example|e\.g\.|"
    r"unlike|rather|instead|not)\b)|\s+(?=(?:because|since|so that|so|whereas|while|rather than|instead of|"
    r"unless|which|that is|before|after|until|without)\s))")
# Other places a phrase may end: before a relative clause, a preposition, "and".
BOUNDARY = re.compile(r",\s+|,?\s+(?=(?:such as|that|which|who|whose|where|and|but|or|in|on|at|for|with|through|across|between|to|"
                      r"from|by|over|into|onto|within|inside|under|via|during|per|as|using|like|up to|"
                      r"without)\s)")
# "X is a technology that gives …" -> "X gives …".
DEFINITION = re.compile(r"^(.{2,60}?)\s+(?:is|are)\s+(?:an?|the)\s+(?:[\w-]+\s+){0,8}?(?:that|which)\s+(?=\w)")
# A lead clause before the main one ("When it builds an engine, …", "Because a GPU can …, batching …").
SUBORDINATE = re.compile(r"^(?:When|Whenever|Because|If|Once|As|Since|After|Before|Until|Unless|Although|Though|"
                         r"While)\b[^,;:]{0,100},\s+(?=\S)"
                         r"|^(?:In|On|At|For|From|By|With|Without|During|Inside|Within)\s(?:[^\s,;:]+\s){0,3}?[^\s,;:]+,\s+(?=\S)")
# Asides set off by a comma: ", for example, …", ", such as GPUs, CPUs, and NVLink switch chips, …".
ASIDE = re.compile(r",\s+(?:for example|for instance|e\.g\.|most importantly|especially|in particular|notably|"
                   r"such as|including|like|by contrast|in contrast|however|therefore|in turn|of course)\b", re.I)
CLAUSE_END = re.compile(r"[;:.!?]|\s[—–]\s")
# Words a phrase cannot end with ("… with the", "… such as", "… a fraction"): it would be cut off.
DANGLING = frozenset(
    "and or but the of a an to with for by in on at from as that which is are its their into per via than so "
    "such not nor up can will must may should would could has have be been being also only just even each "
    "every this these those while many much more less few several some all both any small large big high low "
    "new single full same other very due according prior rather instead because one".split())
DANGLING_PAIRS = frozenset({("with", "respect"), ("a", "fraction"), ("a", "part"), ("a", "number"),
                            ("the", "rest")})
PARENTHESES = re.compile(r"\s*\([^()]*\)")
WORD_RUN = re.compile(r"\S+")
THEY_IT = re.compile(r"(?:they|it)\b", re.I)
# A main clause that starts with one of these refers back to the lead clause.
REFERS_BACK = re.compile(r"(?:it|they|this|these|that|those|he|she)\b", re.I)


@functools.lru_cache(maxsize=16)  # the stem is split by the answer, its box, the title and the breakdown
def sentences(text: str) -> tuple[str, ...]:
    """Sentences of a paragraph (abbreviations such as e.g. and i.e. do not end one)."""
    out, start = [], 0
    for match in SENTENCE_END.finditer(text):
        out.append(text[start:match.end()].strip())
        start = match.end()
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return tuple(s for s in out if s)


@functools.lru_cache(maxsize=8)  # the one-line answer and the drawing read the same explanations
def paragraph_sentences(markdown: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(the paragraph's first words, its sentences with a chatty lead dropped) for each prose paragraph
    of a Markdown text; lists are left out (they are read as lists)."""
    found = []
    for block in markdown.split("\n\n"):
        if block[:1] in "-0123456789" and re.match(r"(?:\d+\.|-)\s", block):
            continue
        found.append((block[:40], sentences(without_lead(block))))
    return tuple(found)


def first_sentence(text: str) -> str:
    """sentences(first paragraph)[0], without splitting the rest of the paragraph."""
    paragraph = text.strip().partition("\n\n")[0]
    start = 0
    for match in SENTENCE_END.finditer(paragraph):
        sentence = paragraph[start:match.end()].strip()
        if sentence:
            return sentence
        start = match.end()
    return paragraph[start:].strip()


def word_count(text: str) -> int:
    return len(text.split())


def without_lead(text: str) -> str:
    """A short explanation without its chatty lead ("Here's the deal:"), when the lead is one."""
    # A lead of at most six words (the mark counted as one when it stands alone) has its colon or dash
    # within the text's first six chunks: LEAD (2.5 µs per paragraph) is tried only where they hold one.
    head = " ".join(text.split(None, 6)[:6])
    match = (":" in head or "—" in head or "–" in head or " -" in head) and LEAD.match(text)
    if match and word_count(match.group()) <= 6 and LEAD_WORDS.search(match.group()):
        return capitalise(text[match.end():])
    return text


def capitalise(text: str, hyphenated: bool = False) -> str:
    """Upper-case the first letter, unless the first word is a name written in its own case
    ("cuDNN", "nvidia-smi", "iPhone"); `hyphenated`: a lower-case hyphenated word is an ordinary word
    ("real-time inference", as in an option's name)."""
    first = text.split(" ", 1)[0].rstrip(",.;:").replace("’", "").replace("'", "")
    if hyphenated:
        first = first.replace("-", "")
    if not first[:1].islower() or not first.isalpha() or not first.islower():
        return text
    return text[:1].upper() + text[1:]


def shorten(text: str, limit: int = 12, keep_parentheses: bool = False) -> str:
    """The first sentence of `text` as a complete phrase of at most about `limit` words: its main
    clause, without asides, cut at a clause boundary (or, failing one, before a relative clause, a
    preposition or an "and"), never mid-phrase, never with "…"."""
    text = first_sentence(text) or text
    words = text.split()
    if len(words) > 4 * limit:  # what lies this far past the cut cannot be kept: the work stays linear
        text = " ".join(words[:4 * limit])
    text = without_concession(DISCOURSE.sub("", text.strip()))
    text = text.rstrip(".!? ")
    if word_count(text) > limit:
        text = main_clause(text)
        if word_count(text) > limit and not keep_parentheses:
            text = without_asides(without_parentheses(text))
        if word_count(text) > limit:
            text = without_definition(text)
        if word_count(text) > limit + 1:  # "about" `limit` words: one more rather than a cut
            text = _cut(text, limit)
    return capitalise(_clean(text))


def without_concession(text: str) -> str:
    """'While FPGAs are sometimes used, they are not required' -> 'FPGAs are not required': the
    concession goes, and a pronoun that stood for its subject gets the subject back."""
    match = CONCESSION.match(text)
    if not match:
        return text
    main = text[match.end():]
    pronoun = THEY_IT.match(main)
    if pronoun:
        subject = CONCESSION_SUBJECT.match(match.group())
        if not subject:
            return text
        return capitalise(subject[1]) + main[pronoun.end():]
    return main


def main_clause(text: str) -> str:
    """`text` without a lead clause ("When it builds an engine, …"), unless the main clause needs it
    (it starts with a pronoun that refers back to it)."""
    main = SUBORDINATE.sub("", text, count=1)
    if main == text or word_count(main) < 4 or REFERS_BACK.match(main):
        return text
    return main


def without_asides(text: str) -> str:
    """`text` without its comma asides; an aside that lists things ends after the list's last item
    (", such as GPUs, CPUs, and NVLink switch chips, and circulates …" keeps ", and circulates …")."""
    match = ASIDE.search(text)
    while match:
        end, position = None, match.end()
        while end is None:
            comma = text.find(", ", position)
            stop = CLAUSE_END.search(text, position)
            if comma < 0 or (stop and stop.start() < comma):
                end = stop.start() if stop else len(text)
            elif re.match(r"(?:and|or)\s", text[comma + 2:]):
                last = text.find(", ", comma + 2)
                stop = CLAUSE_END.search(text, comma + 2)
                end = last if last >= 0 and not (stop and stop.start() < last) else (stop.start() if stop else len(text))
                if end == last and re.match(r",\s+(?:and|or)\s", text[last:]):
                    end = last + 1
            elif (nxt := text.find(", ", comma + 2)) >= 0 and word_count(text[comma + 2:nxt]) <= 4:
                position = comma + 2
            else:
                end = comma
        # The aside goes with the comma that closed it.
        text = text[:match.start()] + (text[end + 1:] if text.startswith(",", end) else text[end:])
        match = ASIDE.search(text, match.start() + 1)
    return text


def compact(text: str) -> str:
    """A sentence without what it can lose and still say the same: its lead clause ("When …, "),
    asides in parentheses or commas, "is a technology that" (for phrases shown in a small space)."""
    text = without_concession(DISCOURSE.sub("", text.strip()))
    text = main_clause(text)
    text = without_asides(without_parentheses(text))
    return capitalise(without_definition(text))


def without_parentheses(text: str) -> str:
    """`text` without its asides in parentheses (only a text with "(" is searched)."""
    return PARENTHESES.sub("", text) if "(" in text else text


def without_definition(text: str) -> str:
    """'X is a technology that gives …' -> 'X gives …' (only a text with "that" or "which" is searched)."""
    return DEFINITION.sub(r"\1 ", text, count=1) if "that" in text or "which" in text else text


def _cut(text: str, limit: int) -> str:
    """The longest head of `text` within `limit` words that ends at a clause boundary, when one keeps
    at least 2/5 of it; else the longest that ends at any boundary, when one keeps half; else the first
    `limit` words. (Heads are measured before their dangling words go: only the one kept is cleaned.)"""
    ends = [match.end() for match in itertools.islice(WORD_RUN.finditer(text), max(0, limit + 1))]
    end_of_limit = ends[limit - 1] if 0 < limit <= len(ends) else len(text)
    best = {}
    # A whole clause may run one word over ("about" `limit` words); any other cut may not.
    for rank, (pattern, end) in enumerate(((CLAUSE, ends[limit] if 0 <= limit < len(ends) else len(text)),
                                           (BOUNDARY, end_of_limit))):
        for match in pattern.finditer(text, 0, end + 40):  # room for the look-ahead
            if match.start() > end:
                break
            best[rank] = match.start()  # matches come in order: the last that fits is the longest
    for rank, share in ((0, 2 / 5), (1, 1 / 2)):
        for candidate in sorted({best.get(rank, 0), best.get(1, 0)} if rank else {best.get(0, 0)}, reverse=True):
            head = _clean(text[:candidate])
            if candidate and word_count(head) >= max(3, limit * share):
                return head
    # No boundary keeps enough: the first `limit` words, without what would dangle at the end.
    return _clean(text[:end_of_limit])


def _clean(text: str) -> str:
    """No dangling punctuation or function word at the end, no parenthesis left open."""
    if text.count("(") > text.count(")"):
        text = text[:text.rfind("(")]
    while True:
        text = text.rstrip(" \t\n,:;-–—(")
        words = text[-40:].rsplit(None, 2)
        last = words[-1].lower() if words else ""
        if len(words) >= 2 and (words[-2].lower(), last) in DANGLING_PAIRS:
            cut = len(words[-2]) + 1 + len(last)
        elif last in DANGLING:
            cut = len(last)
        else:
            return text
        text = text[:len(text) - cut]
