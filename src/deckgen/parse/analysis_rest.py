"""The section an intro announces as about the options that are not the answer, read as items by their
letters.

An intro ("Now, the wrong ones.", "Why not the others:", "What's wrong with the rest:", "OK, the other
two.", "Analysis of the incorrect sequences:", "The traps here:"; for a "Which is NOT" question also "The
true statements:") is one short sentence or line that speaks of the other, remaining, wrong
or excluded options, and that an item led by letters follows at once; an intro that names letters ("Why
A, C and D don't work:") announces those only, and may say so by a negation. From there every item the
text leads with letters is a verdict on those letters, whatever verb follows: "A doesn't hold up: …",
"E doesn't fit either, …", "C additionally launches …", "A and C both …", "A, B and E …", "Option D …",
"(A) dynamic batching fails …", "iSCSI (A): wraps …", "polygraphy inspect (A) only prints …", "1. A …",
"**A** …", "Not A: …", "A, because …". Items are one per line (behind a bullet or a number or not; a line
ending in a colon takes the next as its note), or run into the intro's paragraph, parted by periods,
semicolons, ", and then" (before a named item) or (when letters alone lead the next) commas. The section
ends at the first line not led by letters. Outside such a section, the verdict words of `itemhead` are needed.

A section is only a reading when it is sure: none is found when an item may speak of the answer (a
"correct", "right", "best" or "true" not negated in it, or a contrast right after its letters: "C
instead …", "C, by contrast, …"), or when the intro names other letters than its items'; `analysis`
and `sections` keep the verdict-word reading when the letters contradict it, the options or a stated
answer. Used by `analysis`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import LETTERS

L = f"[{LETTERS}]"
ONE = rf"(?:\({L}\)|{L})"
# Two letters or more: "A and C", "A, B and E", "(A) and (C)", "B/D".
SEVERAL = rf"{ONE}(?:(?:\s*[,/]\s*(?:and\s+|or\s+)?|\s+(?:and|&|or)\s+){ONE})+"
# What can follow a lone "A" that is a letter and not the article: a verb's contraction or auxiliary, an
# adverb, or a verb in -s ("A runs", not "A bus", "A class", "A series", "A chassis", "A physics …").
A_VERB = (r"(?:[a-z]+n['’]t|is|are|was|were|has|had|does|did|would|will|can|could|should|might|may|must|only|"
          r"just|also|both|again|simply|merely|additionally|likewise|alone|too|instead|still|never|already|"
          r"[a-z]+(?<![sui])(?<!ie)(?<!ic)s)\b")
# Bold around the letters ("**A** adds …", "__B.__ …"), dropped from the item's text.
BOLD = r"(?:\*\*|__)?"
# How an item of the section starts (after a bullet or a number, if any, and "Not"): group "prefixed",
# "letters" or "named" holds its letters.
LEAD = re.compile(
    rf"(?P<bullet>(?:[-–•*·▪]|\d{{1,2}}[.)])\s+)?{BOLD}(?:"
    rf"(?i:(?:the\s+)?(?:options?|choices?|answers?|statements?))\s+(?P<prefixed>{SEVERAL}|{ONE}){BOLD}(?![\w'’-])"
    rf"|(?i:not\s+)?(?:And\s+)?(?P<letters>{SEVERAL}{BOLD}(?=[\s:,;—–-])"
    rf"|\({L}\){BOLD}(?=\s)|{L}{BOLD}(?:\s*[.):—–]|\s+--?|\s*->|\s*→){BOLD}(?=\s)"
    rf"|[B-H]{BOLD}(?=\s+[a-z])|A{BOLD}(?=\s+{A_VERB})|{L}{BOLD}(?=\s+\([^()\n]{{1,60}}\)(?:\s|:\s))"  # "A (X) does …", "A (X): …"
    rf"|{L}{BOLD}(?=,\s+(?:because|since)\b)|{L}{BOLD}(?=,\s+(?:(?:the|an?)\s|[\d~≈]|(?![A-H]\b)[A-Z])[^,;.!?\n]{{0,60}},\s+[a-z]))"  # "A, because …", "C, the X, …",
    # "C, 1024 bytes, is …", "B, DCGM Exporter, runs as …" (a name in capitals; not "A, B and D are …")
    rf"|(?P<name>[^\s.!?:;()](?:[^\n.!?:;()]|[.:](?=\S)){{0,80}}?)\s\((?:(?i:option|choice)\s+)?(?P<named>{L})\)"
    rf"(?=[\s:,;.—–-]))")
# A line that asks of one option by its letter, in a few words: "And C, thermal throttling?", "What about (D)?".
ASKED_OF = re.compile(rf"(?:(?:And|But|So|Then|Or|Now|Okay|OK|Well),?\s+|What\s+about\s+|How\s+about\s+)(?:(?i:option|choice)\s+)?\(?{L}\)?"
                      rf"(?:,\s+[^\n?]{{1,60}})?\?\s*")
# "(option A)" after a name, which the analysis reads as "(A)".
OPTION_IN_PARENTHESES = re.compile(rf"\((?i:option|choice)\s+({L})\)")
PART_END = re.compile(r"(?:;(?:\s+and)?|,(?:\s+and(?:\s+then)?)?)$")
BOLD_MARK = re.compile(r"\*\*|__")
#: The most words of an option's name before its "(X)".
NAME_WORDS = 8  # (the most words before "(X)" in a line that names its option)
# A line that names its option by a letter in parentheses after a few words ("Enabling dynamic batching (A) requires …").
NAMED_LINE = re.compile(rf"[^\n.!?:;()]{{2,80}}?\s\(({L})\)\??\s+\S")  # (and "Why not NVIDIA DCGM (B)? …")
LETTER, QUOTED_NAME = re.compile(L), re.compile(r"[\"“][^\"“”\n]{2,78}[\"”]\s\(")
VERDICT_LEAD = re.compile(rf"{ONE}\s+(?:[\w'’-]+\s+){{0,3}}[\w'’-]+:\s+(?=\S)")  # (the letter and at most four words)
# A name set off by commas before its verb, once "Option A, " is gone: "600 GB/s, is …" ("restart switches, this is …" stays).
APPOSITIVE = re.compile(r"^((?:[^,;.]|\.(?=\S)){1,80}),(\s+(?:(?:just|only|also|simply|merely|still|never|already)\s+)?(?:is|are|was|were|has|have|does|do|can|cannot|will|(?!this\b)[a-z]{3,}s)\b)")
# An intro's word for the options that are not the answer; STATEMENT_WORDS may instead speak of the
# statements of a "Which is NOT" question, whose false one is the answer.
# ("Other approaches exist." announces nothing: "other" speaks of the options after "the", or before them.)
REST = (r"others|(?:the|each|every)\s+other|other\s+(?:options?|choices?|answers?|ones?|two|three|four|picks?|"
        r"candidates?|statements?)|rest|remaining|alternatives?|distractors?|decoys?|wrong|incorrect|false|untrue|"
        r"inaccurate|eliminat\w*|ruled?\s+out|exclud\w*|reject\w*|discard\w*|fail\w*|mistak\w*|traps?|pitfalls?|"
        r"misconceptions?")
REST_WORD = re.compile(rf"\b(?:{REST})\b", re.I)
# A negation, which announces the wrong options only in an intro that names them ("Why A, C and D don't work:").
NEGATIONS = r"n['’]t|not|never|fall\s+short|miss(?:es)?"
# What announces the true statements, the wrong answers of a "Which is NOT" question ("The true ones:").
TRUE_WORD = re.compile(r"\b(?:true|accurate|valid|holds?)\b", re.I)
STATEMENT_WORDS = re.compile(r"\b(?:wrong|incorrect|false|untrue|inaccurate)\b", re.I)
# A word that may call an option the answer (or, in a "Which is NOT" question, its statement false).
NOT = r"(?<!not )(?<!n't )(?<!n’t )(?<!never )(?<!not the )(?<!n't the )(?<!n’t the )(?<!not a )"
POSITIVE = re.compile(rf"{NOT}(?<!opposite is )(?<!reverse is )\b(?:correct|right(?!\s+(?:after|away|before|now|then|here|there|back|into|through)\b)"
                      r"(?!\s+(?!(?:answers?|choices?|options?|ones?|picks?)\b)"
                      r"[a-z]+\s+(?:for|of|is|are|was|were)\b)|best|true(?!\s+(?-i:[A-Z]))|accurate|valid)\b|[✔✓✅]",
                      re.I)  # ("(C) X ✔ — …"; not "right away", nor "The opposite is true.", which says the option is wrong, nor "True GDS …",
# nor "the right unit for 3,200 is Gb/s": a fact whose subject is "the right unit")
NEGATED_POSITIVE = re.compile(rf"{NOT}\b(?:false|untrue|inaccurate|incorrect|wrong)\b", re.I)
# An option's letter in an intro ("Why not B or D?", "Unlike the others, (C) …"; not the article in "A
# quick look at the rest"): an intro that names letters announces those only.
NAMES_LETTER = re.compile(rf"\({L}\)|(?<![\w(])(?:[B-H](?![\w’'-])|A(?=\s*[,?.:;)]|\s+(?:and|or|&)\s))")
# What turns an item to the answer right after its letters ("C, by contrast, …", "D instead starts …").
CONTRAST = re.compile(r"\W*(?:instead|by\s+contrast|in\s+contrast|on\s+the\s+other\s+hand|however|though|"
                      r"alone|by\s+itself|on\s+its\s+own|is\s+the\s+one|does\s+exactly)\b", re.I)
# A word that opens a sentence and says nothing of the options ("Right then, the others.", "OK, …").
DISCOURSE = re.compile(r"^(?:(?:all\s+)?right|alright|ok(?:ay)?|so|now|well)\b(?:\s*,|\s+then\b)?\s*", re.I)
# Every word that may make an intro, searched in the text in lower case when its letters keep their
# positions there (a search that ignores case costs three times as much), else ignoring case; with no \b before it,
# so that the search skips to the words' first letters (find checks the start of the word).
INTRO_WORD = re.compile(rf"(?:{REST}|{NEGATIONS})\b")
NEGATED_INTRO_WORD = re.compile(rf"(?:{REST}|{NEGATIONS}|true|accurate|valid|holds?)\b")
INTRO_WORD_ANY_CASE = re.compile(INTRO_WORD.pattern, re.I)
NEGATED_INTRO_WORD_ANY_CASE = re.compile(NEGATED_INTRO_WORD.pattern, re.I)
# Where the intro ends: the end of its sentence or line.
INTRO_END = re.compile(r"[.!?:][\"”’)]?(?=\s)|[ \t]*(?=\n)|[.!?:]?\s*$")
SENTENCE_GAP = re.compile(r"[.!?:…](?<!\bvs\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)[\"”’)]?\s+")  # (not "vs.", "e.g.")
# Where another item may start inside a line: after a sentence or a semicolon, or at a bullet ("… wrong:
# - NGC (A) … - DCGM (C) …").
# ("…; and option D, 1.8 TB/s, is …")
ITEM_GAP = re.compile(r";[ \t]+and[ \t]+(?=\S)|[.!?;][\"”’)]?[ \t]+(?=\S)|(?<=\S)[ \t]+(?=[-–•*·▪][ \t])")
# A sentence that points at the answer after the wrong ones ("That leaves C, 900 GB/s."): it ends the section.
LEAVES = re.compile(rf"(?:(?:That|This|Which)\s+leaves\s+(?:only\s+|just\s+)?|(?:[Ii]t|[Tt]here)\s+(?:stays|remains)\s+only\s+(?:answer\s+)?|So,?\s+(?=\(?{L}\)?\s+is\s+(?:the\s+(?:one|answer|"
                    rf"pick|keeper)|correct|right)\b))(?:(?i:option|choice)\s+)?\(?{L}\)?(?![\w'’-])")  # ("So B is the one …")
# A comma, where a run-in item may start when it is led by letters alone ("A reorders the queue, B evicts
# running work, and D …"; not by a name, which a note may give after a comma).
COMMA_GAP = re.compile(r",[ \t]+(?:and[ \t]+)?(?=[A-H(])")
# ", and then", where a run-in item led by a name may start ("CUDA graphs (B) are …, and then raising max_num_seqs (E)
# actually goes the wrong way").
LETTER_BEFORE = re.compile(rf"(?:^|(?<=[\s,(]))\(?{L}\)?$")  # (a letter alone before the comma: a list of letters)
AND_THEN_GAP = re.compile(r",[ \t]+and[ \t]+then[ \t]+(?=\S)")
BLANK = re.compile(r"\s*")
#: An intro is one sentence of at most this many words.
INTRO_WORDS = 16


@dataclass(frozen=True)
class Section:
    """The items an intro announces, and where the intro starts and the section ends."""

    intro: int
    """Where the intro starts in the full explanation."""
    first: int
    """Where the first item starts."""
    end: int
    """Where the last item ends."""
    items: tuple[tuple[tuple[str, ...], str, bool], ...]
    """(letters, the item's text, whether it is led by a name: "iSCSI (A): …"), in order."""


def find(full: str, negated: bool = False) -> Section | None:
    """The section of `full` an intro announces as about the options that are not the answer, or None
    (no intro, or an item that may speak of the answer)."""
    lower = full.lower()
    if len(lower) == len(full):  # (no letter grew: "İ" is two in lower case)
        words_found = (NEGATED_INTRO_WORD if negated else INTRO_WORD).finditer(lower)
    else:
        words_found = (NEGATED_INTRO_WORD_ANY_CASE if negated else INTRO_WORD_ANY_CASE).finditer(full)
    for match in words_found:
        if match.start() and full[match.start() - 1].isalnum() != (match.group()[1:2] in "'’"):
            continue  # (inside a word, as "rest" in "interest"; or an "n't" after no letter)
        if negated and STATEMENT_WORDS.fullmatch(match.group()):
            continue  # ("the false one" is the answer of a "Which is NOT" question)
        end = INTRO_END.search(full, match.end()).end()
        first = BLANK.match(full, end).end()
        if not _lead(full, first):
            continue
        line_start = full.rfind("\n", 0, match.start()) + 1
        gaps = [gap.end() for gap in SENTENCE_GAP.finditer(full, line_start, match.start())]
        intro = gaps[-1] if gaps else line_start
        words = DISCOURSE.sub("", full[intro:end])
        named = {letter for name in NAMES_LETTER.findall(words) for letter in LETTER.findall(name)}
        led = _lead(full, intro) or _lead(full, line_start)  # (an intro is no item: but a group's verdict that heads its
        # letters' own items is, "B, D and E are all wrong, each for its own reason:")
        if len(words.split()) > INTRO_WORDS or led and not (set(led) == named and full[:end].rstrip()[-1:] == ":") or \
                (NEGATED_POSITIVE if negated else POSITIVE).search(words) or \
                (not named and not REST_WORD.fullmatch(match.group())
                 and not (negated and TRUE_WORD.fullmatch(match.group()))):
            continue
        section = _section(full, intro, first, negated)
        # An intro that names letters announces those: "Why A, C and D don't work:", not "Unlike B, …".
        if section and named and not {letter for item in section.items for letter in item[0]} <= named:
            return None
        return section
    return _after_stated(full, negated) if "answer is" in lower else None


# A stated answer right before items led by other letters ("The correct answer is A. B and D both try to solve a routing
# problem with …. C gets it backwards: …"): the items are of the options it does not state.
STATED_INTRO = re.compile(rf"(?:^|(?<=[.!?]\s)|(?<=\n))(?:[Tt]he\s+)?(?:[Cc]orrect|[Rr]ight)\s+answer\s+is\s+\(?({L})\)?[.:][ \t]+(?=\S)")


def _after_stated(full: str, negated: bool) -> Section | None:
    """The section of items led by letters right after a stated answer (STATED_INTRO), none of them its letter; or None.
    The statement stays the body's."""
    for match in STATED_INTRO.finditer(full):
        section = _section(full, match.end(), match.end(), negated) if _lead(full, match.end()) else None
        if section and match[1] not in {letter for item in section.items for letter in item[0]}:
            return section
    return None


def after_lead(text: str) -> str:
    """An item's text after "Option B, " or "C, " (its name's comma before its verb dropped: "Option A, 600 GB/s, is the
    figure …" -> "600 GB/s is the figure …") or after a few words of verdict and a colon ("D is out first: "); `text` as it is
    when it is led otherwise ("E doesn't fit either, …")."""
    if (said := VERDICT_LEAD.match(text)) is not None:  # ("D is out first: it reverses the design.")
        return text[said.end():]
    lead = LEAD.match(text)
    if not (lead and (lead["prefixed"] or lead["letters"]) and text[lead.end():][:1] == ","):
        return text  # (and "C, the NVIDIA Container Toolkit, configures …" -> "the NVIDIA Container Toolkit configures …")
    return APPOSITIVE.sub(r"\1\2", text[lead.end():].lstrip(" ,"), count=1)


def _lead(text: str, position: int) -> tuple[str, ...]:
    """The letters an item that starts at `position` leads with, or () if it leads with none."""
    match = LEAD.match(text, position)
    if not match:
        return ()
    if match["named"]:
        if len(match["name"].split()) > NAME_WORDS:
            return ()
        return (match["named"],)
    return tuple(LETTER.findall(match["prefixed"] or match["letters"]))


def _bare_lead(text: str, position: int) -> bool:
    """Whether an item led by letters alone ("B evicts …", "Option D …") starts at `position`."""
    match = LEAD.match(text, position)
    return bool(match and (match["letters"] or match["prefixed"]))


def _section(full: str, intro: int, first: int, negated: bool) -> Section | None:
    """The items from `first` on: each line led by letters (one that ends in a colon takes the next line as
    its note), split where a sentence or a clause after a semicolon is led by letters, or one after a comma
    by letters alone; None if one may speak of the answer."""
    items: list[tuple[tuple[str, ...], str, bool]] = []
    line, end = first, first
    while line < len(full):
        stop = full.find("\n", line)
        stop = len(full) if stop < 0 else stop
        start = BLANK.match(full, line, stop).end()
        if start == stop:  # (a blank line)
            line = stop + 1
            continue
        if not _lead(full, start):
            if items and ASKED_OF.fullmatch(full, start, stop):  # (a dialogue's question of the next letter, "And C, thermal
                line = stop + 1  # throttling?", before the line that answers it, "C doesn't fit either. …")
                continue
            if items and items[-1][1].endswith(":"):  # ("- A won't help:" and its note on the next line)
                letters, text, named = items.pop()
                items.append((letters, f"{text} {full[start:stop].strip()}", named))
                line, end = stop + 1, stop
                continue
            break
        left = next((gap.end() for gap in ITEM_GAP.finditer(full, start, stop) if LEAVES.match(full, gap.end())), None)
        stop = left - 1 if left else stop  # (the rest of the line is the body's: "That leaves C, 900 GB/s.")
        starts = sorted([start] + [gap.end() for gap in ITEM_GAP.finditer(full, start, stop) if _lead(full, gap.end())]
                        + [gap.end() for gap in COMMA_GAP.finditer(full, start, stop) if _bare_lead(full, gap.end())
                           and not LETTER_BEFORE.search(full, max(start, gap.start() - 4), gap.start())]  # (not "a, b, c and e are …")
                  + [gap.end() for gap in AND_THEN_GAP.finditer(full, start, stop) if _lead(full, gap.end())])
        for begin, finish in zip(starts, [*starts[1:], stop]):
            lead = LEAD.match(full, begin)
            text = full[lead.end("bullet") if lead["bullet"] else begin:finish].strip()
            if "**" in lead.group() or "__" in lead.group():
                text = BOLD_MARK.sub("", lead.group()[len(lead["bullet"] or ""):]) + full[lead.end():finish].rstrip()
            text = PART_END.sub(".", text)  # ("A reorders the queue; B …", "…, and D …": a sentence each)
            if (NEGATED_POSITIVE if negated else POSITIVE).search(text):  # (the section's last item, after two or more, ends it:
                # "…; and option C, 200 GPU-hours, is where the beam falls true …": no reading when more follow)
                return Section(intro, first, begin, tuple(items)) if len(items) >= 2 and finish == stop and not _more(full, stop) else None
            if CONTRAST.match(full, lead.end()):
                return None
            letters = _lead(full, begin)
            named = bool(lead["named"])
            if named:
                text = OPTION_IN_PARENTHESES.sub(r"(\1)", text)
            items.append((letters, text, named))
        line, end = stop + 1, stop
        if left:
            break
    return Section(intro, first, end, tuple(items)) if items else None


def _more(full: str, stop: int) -> bool:
    """Whether a line led by letters follows the line that ends at `stop` (blank lines apart)."""
    return stop < len(full) and bool(_lead(full, BLANK.match(full, stop + 1).end()))


def named_line(line: str) -> str | None:
    """The letter of a line that names its option in its first few words ("Dynamic batching (A) …")."""
    match = NAMED_LINE.match(line) if 3 <= line.find("(") <= 81 else None  # (its "(" is the line's first, at 3 to 81)
    if match and (len(line[:match.start(1)].split()) <= NAME_WORDS or QUOTED_NAME.fullmatch(line, 0, match.start(1))
                  and line[match.end(1) + 1:match.end(1) + 3].lstrip()[:1].islower()):  # (or a claim quoted whole, then what it
        return match[1]  # is: '"One worker serves pods and VMs if labelled …" (B) is false.'; not '"…" (B) - no.')
    return None
