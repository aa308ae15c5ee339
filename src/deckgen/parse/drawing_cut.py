"""Where a sentence may be cut for a drawing: `clause_head` gives a sentence as one line, whole, or what it
can lose and still say the same (a lead clause of reason or concession, an aside in commas, parentheses
that hold no value), or its first complete clause(s); or nothing when no line passes the form check.

A cut is only where the words before it are a complete clause and what follows only adds to it, never
inside a list, a formula, a parenthesis or before a condition: a shortened formula is another formula,
and "training stops" is the opposite of the text without its "With synchronous checkpointing,". The clauses of
a sentence that gives no line as a whole are `drawing_clauses`'s.
"""
from __future__ import annotations

import re

from .drawing_form import ITEM_CHARS, ITEM_WORDS, LOWER_WORD, OPEN_WORDS, fault
from .drawing_reads import leads_back
from .drawing_open import first_of_pair, held_open
from .drawing_lines import CLOSING_VERB, DASHED_ASIDE, FINITE, NOUN_PHRASE_START, RELATIVE_CUT, has_verb, key_value, outside_items, VALUE_STARTS
from .phrases import DISCOURSE, EMPTY_CALL, capitalise, without_concession, word_count

# Where a sentence may end early (`_cuts` finds them, word by word): the text before is a complete clause,
# and what follows only adds to it (a reason, a result, an aside, a second predicate of the same subject);
# never before a condition ("… when the last client exits"), which the head would need to stay true.
# Strong: before "; ", ": ", " — ", or a comma that opens another clause (", which", ", so", ", and the …",
# ", such as", ", building …").
AFTER_COMMA = frozenset("which so while whereas but because since and or nor meaning where although though thus with "
                        "hence yet unlike including e.g.".split())
AFTER_COMMA_PAIRS = frozenset({"so that", "rather than", "instead of", "such as", "for example", "for instance"})
# Weak: before a reason, a means or a purpose ("… because …", "… by caching …", "… to reach …"), a
# restrictive "that"/"where" clause, or a second verb of a list ("…, calculates the loss"); only in a
# head with no comma or clause mark of its own (else it may end inside a list or a lead clause).
NOT_A_VERB = frozenset("the a an it them this that these those its their each every all any some one two three many "
                       "more most".split())
# Endings of adjectives and nouns, seldom of a verb's base form ("… to different GPUs", "… to storage").
NOT_VERB_ENDINGS = ("ent", "ant", "al", "ous", "ive", "ic", "ed", "s", "ing", "ion", "ty", "ory", "age", "ness", "ment",
                    "ure", "er", "ly", "ar")
VERB_OBJECTS = frozenset("the a an its their each all every".split())
CLAUSE_MARK = re.compile(r"[,;:()—–]")
# A verb, roughly: an auxiliary, an -ed form, an -s form before its object, or a word (not a preposition)
# before an article ("require a forward pass").
HAS_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|can|could|will|would|does|do|did|must|should|may|might|"
                      r"came|went|took|gave|became|began|brought|grew|knew|ran|saw|sent|showed|told|thought|wrote)\b"  # (and a
                      # past tense of its own: "BF16 support came with Ampere")
                      r"|(?<![\w-])[a-z]{3,}ed(?=\s)|\b[a-z]{3,}s\s+(?:the|a|an|its|their|each|every|all|(?-i:[A-Z0-9]))"
                      r"|\b(?!(?:from|with|into|onto|over|under|about|after|before|between|through|across|within|"
                      r"without|during|than|that|like|near|upon|along|among|around|behind|beyond|inside|outside|"
                      r"toward|towards|against|for|and|but|nor|not|all|per|via|off|out)\b)[a-z]{3,}\s+(?:a|an|the)\b")
# A verb in a clause of a list ("and B places Y"): a lower-case word ending in -s after the clause's first two.
VERBISH = re.compile(r"^(?:and|or)\s+\S+\s+(?:\S+\s+)?[a-z]+s\b")
# A head whose only commas are a list it completes ("… includes A, B, and C | that …").
COMPLETE_LIST = re.compile(r"^[^,;:()—–]+(?:,\s[^,;:()—–]+)+,\s(?:and|or)\s[^,;:()—–]+$")
# A verb that needs the "that …" after it ("X shows that …"): no cut there.
REPORTING = re.compile(r"\b(?:shows?|means?|ensures?|says?|indicates?|requires?|confirms?|suggests?|proves?|notes?|"
                       r"states?|implies|assumes?|believes?|knows?|finds?|found|given|so|such|is|are|was|were|"
                       r"guarantees?|claims?|expects?|predicts?|checks?|verif(?:y|ies)|reports?|warns?|"
                       r"learns?|decides?|determines?|sees?|believe|think|thinks|what\s+\w+|makes?|lets?|helps?)$",
                       re.I)
# A series going on after a comma, two items or more before its "and"/"or" (", networking, storage and software"); not an
# aside that lists ("…, such as A, B, and C") nor a relative clause.
SERIES_AFTER = re.compile(r",\s+(?!(?:which|such|including|like|for|e\.g\.|where|while|that|as)\b)[\w/+-]+(?:\s+[\w/+-]+){0,2},"
                          r"\s+[\w/+-]+(?:\s+[\w/+-]+){0,2},?\s+(?:and|or)\s")
LIST_GOES_ON = re.compile(r"(?:[\w/+-]+\s+){0,3}?[\w/+-]+(?:,|\s+(?:and|or)\s)")
# ", exposed through four OSFP ports," — a participle's aside between commas.
# (its participle before a preposition or an adverb: ", exposed through four OSFP ports, "; not before its noun, ", validated
# state, " of "a clean, validated state", two adjectives)
PARTICIPLE_ASIDE = re.compile(r",\s+(?:(?:[a-z]+ed|[a-z]+en)\s+(?:by|to|as|in|on|for|with|through|from|at|into|over|under|"
                              r"across|within|via|during|after|before|per|using|[a-z]+ly)\b|known as\b|also called\b)[^,;:()]{2,60},\s")
# Before a trailing phrase that only says where or how much more ("… of up to 400 Gb/s | to the fabric").
PHRASE_CUT = re.compile(r"\s+(?=(?:to|for|in|on|at|across|between|within|inside|over|through|via|from|with|during|"
                        r"under)\s+(?:the|a|an|each|every|all|its|their|[A-Z0-9])\S*\s)")
SAFE_LEAD_STARTS = ("Be", "Si", "Al", "Th", "Ev", "De", "Gi")
SAFE_LEAD = re.compile(r"^(?:Because|Since|Although|Though|Even though|Despite|Given that)\b[^,;:]{0,100},\s+(?=\S)")
# ", by contrast," inside a sentence points at the one before: it goes.
INNER_CONNECTIVE = re.compile(r",\s+(?:by contrast|in contrast|however|therefore|thus|in turn|for example|for instance|"
                              r"of course|in practice|as a result),(?=\s)", re.I)
# A word that needs the "to …" after it ("… they are required | to compute …").
NEEDS_TO = re.compile(r"\b(?:required|needed|used|able|unable|designed|meant|expected|allowed|enough|going|want|wants|"
                      r"need|needs|has|have|had|likely|unlikely|possible|impossible|hard|easy|ready|free|tends?|"
                      r"seems?|appears?|tries|try|helps?|lets?|way|chance|time|ability|attempt|effort|decision|"
                      r"order|reason|right|degree|extent|sure|supposed|forced|asked|told|configured|set)$", re.I)
# "… upgrade the host driver to a branch | that supports …": an indefinite noun needs its "that" clause.
# (After a preposition: the object of a verb, "explores a search space | that …", stands without it.)
INDEFINITE = re.compile(r"\b(?:to|for|with|into|on|in|at|from|by|of|onto|under)\s+(?:(?:a|an|any|some|one)\s+"
                        r"(?:[\w-]+\s+)?[\w-]+|(?!(?:the|this|that|these|those|its|their|each|every)\s)(?:[\w-]+\s+){0,2}[\w-]+)$", re.I)
# A head that ends on a value ("… a dedicated link of up to 400 Gb/s"): what follows only places it.
VALUE_END = re.compile(r"\d[\d.,]*\s*(?:[A-Za-z/%]{1,6})?$")
DIGIT = re.compile(r"\d")
# What ends the words after ", and" that may hold its clause's verb: a comma, or a relative clause ("…, and
# bloom filters that every table is built on" is a list's last item, whatever verb its "that" clause has).
RELATIVE = re.compile(r"[,;:]|\s(?:that|which|who|whose|where)\s")
NEGATION = re.compile(r"\b(?:not|no|never|only|cannot|without|nothing|none)\b|n't\b", re.I)
DASH_ASIDE_THEN_VERB, CLOSING_AT = re.compile(r"\s[—–]\s" + DASHED_ASIDE), re.compile(CLOSING_VERB)
VALUE_PARENTHESES = re.compile(r"(?<!\d)(?<!\d\s)(?:^|\s+)\((?![^()]*\d)[^()]*\)")  # (not after a bare number, nor a call's argument)


def clause_head(sentence: str, limit: int = ITEM_WORDS, kind: str = "point") -> str:
    """`sentence` as one line of at most `limit` words: whole, or what it can lose, or its first complete
    clause(s); empty when none passes the form check."""
    text = sentence.strip().rstrip(".!? ")
    if "," in text:
        text = INNER_CONNECTIVE.sub("", without_concession(DISCOURSE.sub("", text)))
    text = capitalise(text)
    if fits(text, limit) and not fault(text, kind):
        return text  # (the sentence whole: its shorter variants are not made)
    variants = list(dict.fromkeys(_variants(text))) if "," in text or "(" in text else [text]  # (none without either)
    for variant in variants[1:]:
        if fits(variant, limit) and not fault(variant, kind):
            return variant
    # (A variant that needs the sentence before it by its first words gives no head that does not.)
    variants = [variant for variant in variants if not leads_back(variant)]
    for variant in variants:
        near = variant[:ITEM_CHARS + 30]  # (a head is at most ITEM_CHARS long: no cut past it is looked for)
        for start, weak in reversed(outside_items(near, _cuts(near))):
            head = variant[:start].rstrip(" ,;")
            if not fits(head, limit) or word_count(head) < 4 or variant.startswith(TURNS, start):
                continue  # (the cheapest tests first: most places leave a head too long; a note's "…, but" has its
                # correction, and a point's what the sentence is for: "Dynamic batching is often combined with …")
            end = head[-30:]  # (the tests below read the head's last words)
            if weak and ((CLAUSE_MARK.search(head) and not COMPLETE_LIST.search(head)) or word_count(head) < 5
                         or (variant.startswith((" to ", " so that "), start) and (NEEDS_TO.search(end) or end.endswith("ed")))
                         or (variant.startswith((" that", " where"), start)
                             and (REPORTING.search(end) or INDEFINITE.search(end)))):
                continue
            if variant.startswith((" —", " –"), start) and (DASH_ASIDE_THEN_VERB.match(variant, start) or (
                    head.count(" — ") + head.count(" – ")) % 2 and CLOSING_AT.match(variant, start)):
                continue  # (the subject before its aside, or the aside: "A daemon that was running | — and never got restarted | — has …")
            if variant.startswith((";", " —", " –"), start) and ": " in head and not HAS_VERB.search(head.rpartition(": ")[2]):
                continue  # (inside what a colon lists: "… to its peers: P100 (NVLink 1) 160 GB/s; V100 …")
            if variant.startswith(":", start) and (not HAS_VERB.search(head.rpartition(": ")[2]) or ANNOUNCES.search(end)
                                                   or (semi := variant.find(";", start)) > 0 and not HAS_VERB.search(variant, start, semi)):
                continue  # (a label before its colon is not a statement: "Shared memory and L1 cache"; nor what announces the
                # list of items after it, "… to its peers: P100 (NVLink 1) 160 GB/s; V100 …", or counts it: "Supported
                # backends are among others")
            if not weak and variant.startswith(",", start) and variant[start + 2:start + 40].split(" ", 1)[0].endswith("ing") \
                    and not variant.startswith(", including ", start) and not HAS_VERB.search(head):
                continue  # (a subject before its participle: "Parallel file systems, writing shards …, all reduce";
                # a lead phrase has its clause after it: "With X, the adapter performs DMA …, eliminating …")
            if not weak and ", " in head and variant.startswith((", and", ", or"), start) \
                    and not (FINITE.search(RELATIVE.split(variant[start + 2:], 1)[0]) and HAS_VERB.search(head)):
                continue  # (the head would end inside a list: "supports A, B" of "supports A, B, and C", or
                # "A, B" of the subject "A, B, and C can …")
            if variant.startswith(",", start) and ASIDE_THEN_TO.match(variant, start) and OBJECT_THEN_TO.search(head[-80:]):
                continue  # ("allows a third-party PCIe device | , such as a ConnectX adapter, to read …": its object)
            if variant.startswith(",", start) and (SERIES_AFTER.match(variant, start) or held_open(head, variant, start)):
                continue  # ("… design: validated compute | , networking, storage and software …": inside a series)
            if variant.startswith(",", start) and first_of_pair(head, variant[start:]):
                continue  # ("supports a "single" strategy | , where …, and a "mixed" strategy": one of the two)
            if not _dangles(head) and not _clause_left_open(head) \
                    and not (variant.startswith(RELATIVE_CUT, start) and (NOUN_PHRASE_START.match(head) or ASIDE_THEN_VERB.match(
                        variant, start)) and not has_verb(head)) \
                    and not fault(head, kind):
                return head
    if kind == "point":  # a long clause may lose a trailing phrase of place or extent, unless negated
        for variant in variants:
            if not DIGIT.search(variant, 0, ITEM_CHARS + 30):
                continue  # (VALUE_END needs a digit in the head: none where the heads are)
            for match in reversed(list(PHRASE_CUT.finditer(variant[:ITEM_CHARS + 30]))):
                head = variant[:match.start()]
                if fits(head, limit) and VALUE_END.search(head[-16:]) and word_count(head) >= 8 \
                        and "," not in head and ";" not in head and not NEGATION.search(head) \
                        and not fault(head, kind):
                    return head
    return ""


# A verb whose object takes "to" and an infinitive after it ("allows X to read"), its object last in the head; and an
# aside that ends before that "to" (", such as a ConnectX adapter, to read …").
OBJECT_THEN_TO = re.compile(r"\b(?:allows?|enables?|lets|permits?|forces?|causes?|tells?|asks?)\s+(?:[\w-]+\s+){0,5}[\w-]+$")
ASIDE_THEN_TO = re.compile(r",\s+(?:such\s+as|including|like|for\s+example|e\.g\.)\s[^.;,]{1,80},\s+to\s+[a-z]")
# A relative clause set in commas, then the verb of the subject before it ("Air-cooled GPU servers | , which can draw
# up to 10.2 kW, depend on …"): the head is a subject alone.
ASIDE_THEN_VERB = re.compile(r",\s+(?:which|who|whose|where)\s[^,;:()]{2,80},\s+(?!(?:and|or|but|so|while|which|where|as|the|a|"
                             r"an|with|for|in|on|at|to|from|by|including|such|e\.g|i\.e)\b|[a-z]+(?:ly|ing)\b)[a-z]+\s")
def _cuts(text: str) -> list[tuple[int, bool]]:
    """(where a head may end, whether the place is weak) in `text`, in text order (see AFTER_COMMA and
    MARKS). Each mark is found with str.find: a regex's look-ahead at every space cost more than the
    rest of `clause_head`; the words after a mark are read only for a mark whose rule reads them."""
    cuts = []
    listed = text.find(";") if ";" in text and _semicolon_list(text) else 0
    for mark, weak, rule in MARKS:
        start = text.find(mark)
        while start >= 0:
            if listed and start >= listed:  # (a head cut inside a list of items leaves the list unfinished)
                pass
            elif rule == "joint":  # (not between a key and its quoted value: 'with platform: "ensemble"', nor 'show State: Active')
                if text[start + 1:start + 2].isspace() and (mark == ";" or text[start + 2:start + 3] not in VALUE_STARTS
                                                            and not key_value(text, start)):
                    cuts.append((start, weak))
            elif rule == "after word":  # (" — ", " because " …: after a word, not a space)
                cuts += [(start, weak)] if start > 0 and not text[start - 1].isspace() else []
            else:
                after = text[start + len(mark):start + len(mark) + 40].split(None, 2)
                word = after[0] if after else ""
                nxt = after[1] if len(after) > 1 else ""
                if rule == "comma":
                    strong = _comma_strong(word, nxt)  # (else a second verb of a list, ", calculates the loss", is weak:
                    # more after its object's first word, a word or the text's end in white space)
                    if strong or (word.endswith("s") and nxt in VERB_OBJECTS and LOWER_WORD.fullmatch(word) is not None
                                  and (len(after) > 2 or text[-1].isspace())):
                        cuts.append((start, not strong))
                elif _cut_here(rule, text, start, word, nxt):
                    cuts.append((start, weak))
            start = text.find(mark, start + 1)
    cuts.sort()
    # (A place right after another's punctuation is the same place: ", because" is one cut, not two.)
    return [cut for k, cut in enumerate(cuts) if not (k and cuts[k - 1][0] == cut[0] - 1)]


def _semicolon_list(text: str) -> bool:
    """Semicolons part the items of a list, not clauses: three parts or more, the last led by "and" or "or", one
    with no verb ("accepts all; a count, such as 2; device= followed by …; and, optionally, capabilities=")."""
    parts = text.split("; ")
    return len(parts) > 2 and parts[-1].startswith(("and ", "and, ", "or ", "or, ")) and not all(map(HAS_VERB.search, parts))


ANNOUNCES = re.compile(r"\b(?:among\s+others|the\s+following|as\s+follows|include|includes|are|is|were|was|be)$", re.I)
TURNS = (", but ", ", yet ", ", though", ", although ")  # (a head before them says the half the sentence turns from)


# (mark, weak, the rule that tells whether a place of the mark is a cut)
MARKS = ((";", False, "joint"), (":", False, "joint"), (" — ", False, "after word"), (" – ", False, "after word"), (", ", False, "comma"),
         (" because ", True, "after word"), (" since ", True, "after word"), (" including ", True, "after word"),
         (" so that ", True, "after word"), (" such as ", True, "after word"), (" by ", True, "by"), (" to ", True, "to"),
         (" that ", True, "that"), (" where ", True, "that"), (" and ", True, "and"), (" or ", True, "and"))
AND_OBJECTS = VERB_OBJECTS | {"no", "only", "minimal", "little", "more", "less"}


def _cut_here(rule: str, text: str, start: int, word: str, nxt: str) -> bool:
    """Whether the place of a word's mark at `start` is a cut (`word`, `nxt`: the words after it)."""
    if rule == "and":  # a second predicate ("… is handled on the CPU | or requires …")
        return (word.endswith("s") and bool(nxt) and nxt in AND_OBJECTS and LOWER_WORD.fullmatch(word) is not None
                and HAS_VERB.search(text[:start]) is not None)
    if rule == "by":
        return word.endswith("ing") and bool(nxt) and LOWER_WORD.fullmatch(word) is not None
    if rule == "to":
        return LOWER_WORD.fullmatch(word) is not None and word not in NOT_A_VERB and bool(nxt) \
            and not word.endswith(NOT_VERB_ENDINGS)  # ("to different GPUs", "to storage": not a purpose)
    # " that " / " where ": a restrictive clause, not after a comma, not "that is", nor "that" before a noun that ends
    # the clause ("… can remove | that heat, since …": its object)
    return text[start - 1:start] not in (",", "") and word not in ("is", "are", "much", "many", "far") and word[:1].isalnum() \
        and not (text.startswith(" that ", start) and word[-1:] in ",.;:")


def _comma_strong(word: str, nxt: str) -> bool:
    """", which …" (another clause) is a strong place after a comma."""
    bare = word.lower().rstrip(",;:.")
    return bare in AFTER_COMMA or f"{bare} {nxt.lower().rstrip(',;:.')}" in AFTER_COMMA_PAIRS or (bare.endswith("ing") and LOWER_WORD.fullmatch(bare) is not None)


def _variants(text: str):
    """`text`, then without its lead clause, its asides, its parentheses that hold no value."""
    yield text
    # (A lead clause of reason or concession may go; one of time, place or condition stays: without it
    # the main clause may say the opposite, "With synchronous checkpointing, training stops …".)
    shorter = SAFE_LEAD.sub("", text, count=1) if "," in text and text[:2] in SAFE_LEAD_STARTS else text
    if shorter != text and re.search(r",\s+(?:it|they|he|she|we)\s", shorter):
        shorter = text  # (the lead went on past a list's comma: "Because it has its own processor, | firmware …, it works …")
    if shorter != text and not re.match(r"(?:it|they|this|these|that|those|he|she)\b", shorter, re.I):
        yield capitalise(shorter)
    if "," in shorter:
        shorter = PARTICIPLE_ASIDE.sub(_aside_gone, shorter) if shorter.count(",") > 1 else shorter  # (an aside between two)
        if shorter != text:
            yield capitalise(shorter)
    if "(" in shorter:
        bare = EMPTY_CALL.sub(r"\1", VALUE_PARENTHESES.sub("", shorter))
        if bare != shorter:
            yield capitalise(bare.strip())


def _clause_left_open(head: str) -> bool:
    """The head is a list of clauses whose last has no verb yet ("A limits X, B places Y, and higher
    memory bandwidth | , such as …")."""
    if ", and " not in head:  # (", or roughly 128 GB/s" restates a value; it is no clause)
        return False
    segments = head.split(", ")
    if not segments[-1].startswith("and "):
        return False
    # (A list's items are alike: the item before the last tells a list of clauses from one of nouns after
    # a clause, "… discovers the fabric, building a view of every switch, adapter, and link".)
    before = segments[-2] if len(segments) > 2 else ""
    last = segments[-1]
    return bool(before and (HAS_VERB.search(before) or FINITE.search(before))) \
        and not (HAS_VERB.search(last) or FINITE.search(last) or VERBISH.search(last))


def _aside_gone(match: re.Match) -> str:
    """", exposed through four OSFP ports, " goes; ", disaggregated serving places prefill …, " is a clause of its
    own (a verb after its first word) and stays; so does ", targeted stress, " in a list that goes on, and one its contrast
    goes on from (", loaded into application processes, | not into the kernel")."""
    inner = match[0].split(None, 2)[-1]
    keep = re.search(r"\b[a-z]{3,}s\s+[a-z]", inner) or LIST_GOES_ON.match(match.string, match.end()) or match.string.startswith(("not ", "never ", "but ", "and not "), match.end())
    return match[0] if keep else " "


def _dangles(head: str) -> bool:
    """The head's last word needs what follows it (the form check's first test, cheaply, before it)."""
    return head[head.rfind(" ") + 1:].lower() in OPEN_WORDS


def fits(text: str, limit: int, chars: int = ITEM_CHARS) -> bool:
    return len(text) <= chars and len(text.split()) <= limit  # (the length first: it splits nothing)
