"""Reading the full explanation: the analysis of the options, as items.

The analysis is found by its items, not by its intro: the first bullet, line or sentence that opens with option letters
and what it says of them ("- A is incorrect because …", "• Option C: …", "(A) is not right", "B and C are both wrong:",
"Incorrect: A — …", "- Fibre Channel (C) is …", "Why not NVIDIA DCGM (B)? …", "D. …") starts it, whatever introduces it
("Let's analyze the incorrect options:", "Why not the others?"), and that short intro is dropped with it. Each item has
its letters, its verdict (wrong, correct, or true / false of the option's statement, which a "Which is NOT" question turns
around) and its note (a group's made each letter's own by `groupnotes`), which runs to the next item, in one paragraph,
behind bullets, or one per line. The answer a text states is read by `stated`."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..model import LETTERS
from . import analysis_rest
from .analysis_start import INLINE_NAMED, comma_heads, LAST_SAID, own_verdict, paren_run, said_claim, said_last, start as _start
from .phrases import capitalise
from .keyclause import stated_by_clause
from .words import keywords, wordless
from .analysis_intro import (SPEAKER, back_to_correct, command_named, correction, intro_cuts, judges_others, pointed_only, said_then, says_nothing,
                             tags_only, unjudged, with_name, without_intro)
from .groupnotes import own_notes, with_group
from .tables import as_items
from .itemhead import IS_THE_ANSWER, MARKS, chained, SAYS_CORRECT, TRAILING_VERDICT, TRAILING_WORDS, bare, gist_verdict, head as _head, is_the_answer, may_head, verdict_after
from .stated import CLUE_WORDS, MENTIONED, STATED, STATED_FALSE, _clues, pointed_answer, stated_answers, without_statement  # noqa: F401

L = f"[{LETTERS}]"
# What separates items: a bullet after a space (not after a lone letter: "A - B") or at a line's start, or line ends. Each
# match starts with the space or line end it needs, so that the search skips to the next one in C instead of trying a
# lookbehind at every character (~4x faster); a bullet at a line's start is one that follows a separator ending in a line
# end (or starts the text: LEADING_BULLET), and is taken with it. Adjacent separators split a text as one does, so the
# items are those that `(?<!\b[A-H])(?:^|\s)[-–•*·▪]\s+|\n+` (re.M) made (tests/test_formulations_pipeline.py).
BULLET = re.compile(r"\s(?:(?<!\b[A-H]\s)[-–•*·▪]\s+|(?<=\n)\n*)(?:(?<=\n)(?:[-–•*·▪]|\d{1,2}[.)](?=[ \t]+(?:(?:[Oo]ption|[Cc]hoice|[Ss]tatement|[Ww]hy[ \t]+not)[ \t]+)?[(\[]?[A-H]\b))\s+)*")  # ("2. B is …")
LEADING_BULLET = re.compile(r"(?:[-–•*·▪]|\d{1,2}[.)])\s+(?:(?<=\n)[-–•*·▪]\s+)*")
# Where a sentence (or a mark: "B ✔  E ✔") may start an item in a paragraph ("… one machine. B is wrong because …"), and
# where the first item may ("Incorrect options: A is wrong …", "… as follows. B and C are …").
SENTENCE_END = re.compile(r"[.!?][\"”’)]?[ \t]+(?=[(A-Z])")
MARK_END = re.compile(r"(?:[.!?][\"”’)]?|(?<=[A-H)]\s)[✔✓✅✗✘❌])[ \t]+(?=[(A-Z]|[✔✓✅✗✘❌][ \t]*\(?[A-H][.):]\s)")  # (and "… gen. ✘ B. …")
# ("… it is a hand-made solution; option B is also not correct, …; and the option D is wrong because …")
SEMICOLON_ITEM = re.compile(rf"[ \t]*;[ \t]+(?:and[ \t]+)?(?=(?:the[ \t]+)?(?:[Oo]ptions?|[Cc]hoices?)[ \t]+\(?{L}\b|\(?{L}\)?[ \t]+(?:is|are)[ \t]|\(?{L}\)?[ \t]+wrong[ \t]+because\b|only[ \t]+{L}[ \t]+correct\b)"
                            rf"|,[ \t]+(?:while|and|whereas)[ \t]+(?=\(?{L}\)?[ \t]+is[ \t]+(?:also[ \t]+)?(?:wrong|incorrect)[ \t]+because\b)")  # (", while B is wrong because …")
BE = re.compile(r"\b(?:is|are|was|were)\b", re.I)
PAREN_LETTER, RIGHT_ONE = re.compile(rf"\s*\(({L})\)"), re.compile(r"\b(?:(?:right|correct|best)\s+(?:one|answer|option|choice|pick)|one\s+(?:we|you)\s+want|the\s+answer(?:\s+correct)?(?:\s+to\s+(?:this|the)\s+question,?)?)\s+is\s*$|\b(?:final\s+)?answer\s*:\s*$|\b(?:is|['’]s)\s+the\s+(?:right|correct|best)\s+(?:one|answer|option|choice|pick)\s*,?\s*$|(?:^|[.!?]\s+|,\s+and\s+)(?:so\s+|and\s+)?that['’]s\s*$", re.I)
ONLY = re.compile(rf"(?:so\s+)?only\s+\(({L})\)\s+(?!is\s+(?:wrong|incorrect|false))"  # ("Only (D) carries …",
                  rf"|(?:that|this|which)\s+leaves\s+(?:only\s+|just\s+)?\(({L})\)[:.,]?\s", re.I)  # "That leaves (D): …")
LETTER, PREFIXES, ROW_CELLS = re.compile(L), ("option", "choice", "statement", "answer"), re.compile(r"[^|\n]{1,80}\s\|\s[^|\n]{1,120}\s\|\s")  # (a row: "X | log stays stuck | …")
REFERENCE = re.compile(r"(?:the\s+)?(?:\w+\s+)?(?:options?|choices?|answers?|alternatives?|statements?)", re.I)  # ("The first option (A)")
# An item that opens with its option's claim quoted whole, a sentence, then says why ('A: "It is an Ethernet network built on
# SN4600C switches." This is exactly …'): the claim names the option; not a message it quotes ('"No device found" means …').
QUOTED_CLAIM = re.compile(r'[\"“](?:([A-Z][^\"“”\n]{8,300}[.!?])[\"”]\s+(?=[A-Z])|([^\"“”\n]{8,300})[\"”](?=:\s|\s+[—–]\s))')  # (or before its colon: '“setup.sh …”: …')


def _quoted_claim(reason: str) -> str:
    """The claim `reason` opens with, quoted whole (QUOTED_CLAIM), without its stop; "" where it opens with none."""
    return (found[1] or found[2]).rstrip(".") if (found := QUOTED_CLAIM.match(reason)) else ""


CONCLUDES = ("So ", "So,", "Thus", "Hence", "Then", "Mark", "Pick", "Answer", "Therefore", "Final")  # (where a group of letters may be stated)
# A letter in parentheses that is a word of its sentence ("That leaves (A) and (C)", "(A) is the filter …"): without it, it breaks.
LETTER_NOUN = re.compile(rf"(?:^|[.!?:;]\s+|\b(?:and|or|nor|leaves?|is|are|was|were|of|than|with|between|to|from|like|in|on|for|but)\s+)\(({L})\)")
LEAD_CONJUNCTION, LETTER_ASIDE = re.compile(r"^(?:,|and|or|&|as well as|why not)\s+", re.I), re.compile(rf",\s+(?:as\s+in|as\s+with|like)\s+\(({L})\),(?=\s+[a-z])")
AND_LEAD, OF_CHOICE = re.compile(r"(?:(?:And|But)\s+(?:also\s+)?)?"), re.compile(r"answer|option|choice|pick", re.I)  # (AND_LEAD: "" too)

@dataclass
class Analysis:
    """What the full explanation says, taken apart."""

    body: str  # (the full explanation without the analysis of the wrong options)
    rationales: dict[str, str] = field(default_factory=dict)  # (wrong letter -> why; empty when the text says no why)
    option_names: dict[str, str] = field(default_factory=dict)  # (letter -> option text the analysis names: "Data preprocessing (A)")
    correct: dict[str, str] = field(default_factory=dict)  # (letter -> why, for an item that calls its option correct)
    unmarked: set[str] = field(default_factory=set)  # (letters whose own items give no verdict: a stated answer outweighs them)
    verdictless: set[str] = field(default_factory=set)  # (those and the letters of groups with none: "A and D lift the trophy.")
    judged: set[str] = field(default_factory=set)  # (letters an item gives a verdict of its own: "B is wrong …", "A — SOLD" is none)
    intro: str = ""  # (the sentence that introduced the analysis, not the body's; it may state the answer: "The right choice is C.")
    loose: set[str] = field(default_factory=set)  # (letters a NOT question's items call plain "correct": of the choice or the
    # statement, which `sections` tells by the letters called correct otherwise)


NUMBERED = re.compile(r"\d{1,2}[.)][ \t]+[(\[][A-H][)\]]")
# A letter of a group's head with its option's name in parentheses after it ("A (H100 SXM) and B (H200 SXM) are …").
GROUP_NAMED = re.compile(r"(?<![\w(])([A-H])\s+\(([^()\n]{2,40})\)")


def analyse(full: str, negated: bool = False, expected: int = 1) -> Analysis:
    """Take the full explanation apart; `negated`: the question asks which option is NOT true; `expected`: how many answers.
    To such a question, items that call more letters correct than it asks for, and as many wrong as it does, judge the statements."""
    full = as_items(full, expected)  # (a table's verdict cells, checkboxes, dot leaders: items as the analysis reads them)
    full = comma_heads(full)  # ("Option A, <its text>. <why>. Verdict: incorrect.": "Option A: …")
    start = back_to_correct(full, _start(full))
    body, items, intro = full, [], ""
    if start is not None:
        items, begin, end = _items(full[start:])
        if items and (tags_only(items) or unjudged(items)) and (later := _start(full[start + end:])) is not None \
                and (tags_only(items) or judges_others(_items(full[start + end + later:])[0], items)):
            start += end + later  # (a list of things each tagged with its letter, or the answers each explained with no
            items, begin, end = _items(full[start:])  # verdict, before the analysis: the body's)
        if items:
            before, rest = without_intro(full[:start + begin]), full[start + end:].strip()
            body = f"{before}\n\n{rest}" if before and rest else before or rest
            intro = full[len(before):start + begin].strip()
    result = Analysis(body=body, intro=intro)
    for part in (part for item in items for chain in chained(item) for part in _sentence_items(chain)):
        _read_item(part, result, negated)
    if negated and len(result.correct) > expected == len(result.rationales) and not result.loose and result.judged >= set(result.correct) | set(result.rationales):
        result.correct, result.rationales = dict(result.rationales), dict(result.correct)  # ("Option A — Correct, …" four times over "Option E — NOT correct" to "Which is NOT true?": the statements')
    return result


def rest_reading(full: str, result: Analysis, negated: bool = False) -> Analysis | None:
    """The analysis read from a section an intro announces as about the options that are not the answer (`analysis_rest`:
    there an item led by letters needs no verdict word), when it calls more letters wrong than `result` (what `analyse`
    read) or gives notes it left empty, starts no later than it and calls no letter correct (but one it says is the only
    one: "Only (D) carries …"), nor one `result` calls correct; else None. Only where `analyse` leaves the answer or notes
    open (it costs more)."""
    section = analysis_rest.find(full, negated)
    if section is None or result.rationales and (start := _start(full)) is not None and start < section.intro:
        return None
    before, rest = full[:section.intro].rstrip(" -–•*·▪\n"), full[section.end:].strip()
    reading = Analysis(body=f"{before}\n\n{rest}" if before and rest else before or rest)
    for letters, text, named in section.items:
        if named or _head(text) or ONLY.match(text):
            _read_item(text, reading, negated)
        else:  # "E doesn't fit either, …": the whole sentence says why ("The option B, restart …": after its comma)
            text = analysis_rest.after_lead(text)
            for letter in dict.fromkeys(letters):
                _add(reading.rationales, letter, capitalise(text))
    wrong, said = set(reading.rationales), {m[1] or m[2] for _, text, _ in section.items if (m := ONLY.match(text))}
    if not (wrong > set(result.rationales) or wrong == set(result.rationales) and not all(result.rationales.values())) \
            or wrong & set(result.correct) or set(reading.correct) - said:
        return None
    return reading


def _items(text: str) -> tuple[list[str], int, int]:
    """Items of the analysis, and where they begin and end in `text`.

    A piece that names no option continues the item before it, joined with its own separator so no
    dash is lost; one that starts a new paragraph ends the analysis.
    """
    items: list[str] = []
    begin = end = position = gap_start = 0
    gap = ""
    leading = LEADING_BULLET.match(text)
    separators = BULLET.finditer(text, leading.end()) if leading else BULLET.finditer(text)
    for match in [*((leading,) if leading else ()), *separators, None]:
        stop = match.start() if match else len(text)
        piece = text[position:stop].strip()
        if piece:
            # (after a dash inside a line, "… at the runtime level - it makes …, GFD (C) is …": a new item only
            # where the piece names its letter first, "- Fibre Channel (C) is …"; a letter deep in it is the prose's)
            if (_head(piece) or INLINE_NAMED.match(piece)) if gap_start and "\n" not in gap and gap.strip() in ("-", "–") \
                    else _letters_of(piece):
                if not items:
                    begin = gap_start
                items.append(piece)
            elif items and "\n" in gap and not bare(items[-1]):
                break  # (a bare head, "Option A" on its line, takes the line after it: "Nope. You can't …")
            elif items:
                items[-1] += f" {gap.strip()} {piece}" if gap.strip() else f" {piece}"
            if items:
                end = stop
            gap, gap_start = "", stop
        if match:
            gap += match.group()
            position = match.end()
    return items, begin, end


def _letters_of(item: str) -> list[str]:
    head = _head(item)
    return head[0] if head else PAREN_LETTER.findall(item)


def _sentence_items(item: str) -> list[str]:
    """An item of the analysis split where a sentence in it opens another ("… one machine. B is wrong
    because …", "… not data cache. D is wrong also, …"); not where a sentence only names an option ("…
    Tree all-reduce (D) is better here."), which may be the answer."""
    ends = MARK_END if any(mark in item for mark in MARKS) else SENTENCE_END  # (may_head, as head() would, before a slice)
    cuts = [(end, end + lead) for end in (match.end() for match in ends.finditer(item)) for lead in [len(AND_LEAD.match(item, end)[0])]
            if may_head(item, end + lead) and _head(item[end + lead:], inside=True)  # (after its "And": "… row. And D is wrong …")
            or item.startswith("Only ", end + lead) and _head(item[end + lead + 5:], inside=True)]  # ("… design. Only D is wrong, …")
    if ": " in item:  # (and after an intro's colon: "… correct. Analysis of the other statements: Statement A reverses …")
        cuts = sorted(cuts + [cut for cut in intro_cuts(item) if may_head(item, cut[1]) and _head(item[cut[1]:], inside=True)])
    if ";" in item or item.count(" wrong because") + item.count(" incorrect because") > 1:  # ("…; option B is also not correct, …": a semicolon (or ", while") before an option
        # named as a subject, not one of the item's own group, "B, C and D are wrong: B describes …; D is incorrect …")
        group = _letters_of(item)
        cuts = sorted(cuts + [(match.start(), match.end()) for match in SEMICOLON_ITEM.finditer(item)
                              if may_head(item, match.end()) and (head := _head(item[match.end():], inside=True))
                              and (len(group) < 2 or not set(head[0]) <= set(group))])
    cuts = sorted({*cuts, *paren_run(item)}) if "; (" in item else cuts  # ("…: (A) …; (B) …; (C) …")
    parts, start = [], 0
    for end, after in cuts:
        parts.append(item[start:end].strip() + ("." if item[end:end + 1] == "," else ""))  # (", while B is …": A's ends)
        start = after
    parts.append(item[start:].strip())
    return [part for part in parts if part]


# The answer called after a wrong option's reason, in a sentence of a few words and its letter: "… Final whistle: A.",
# "… So: D.", "… So the right answer is C, and it is the first thing to do." (no part of that option's note).
LETTER_CALLED = re.compile(r"(?<=[.!?])\s+(?:(?:(?:[A-Z][\w'’-]*(?:\s+[\w'’-]+){0,3}):|So,?|Hence,?|Thus,?)\s+\(?(?-i:[A-H])\)?[.!]?"
                           r"|(?:So,?\s+)?(?:the\s+)?(?:right|correct)\s+answer\s+is\s+\(?(?-i:[A-H])\)?\b[^.!?]*[.!?]?)$", re.I)


def _read_item(item: str, result: Analysis, negated: bool = False) -> None:
    """Rationale, answer or option names from one item of the analysis. A true statement is a wrong
    answer to a question that asks which is NOT true, and a false one its answer."""
    item = item[item.index(" ") + 1:].lstrip() if NUMBERED.match(item) else item  # ("• 3. (C) …": a stray bullet kept its number)
    stated = STATED_FALSE.search(item) if negated else None  # ("Verdict: the statement that is NOT correct is (C).")
    if stated and (stated.start() < 3 or not _head(item) or item[:stated.start()].strip().lower() in PREFIXES):
        result.correct.update((letter, capitalise(item[stated.end():].lstrip(" :;,—–-")))  # ("… is false: MIG does not …")
                              for letter in stated.groups() if letter)
        return
    only = item.startswith("Only ") and _head(item[5:])  # ("Only D is wrong, because …": the one the others are not)
    head = only or _head(item)
    if head:
        letters, verdict, reason, marked, name = head
        if reason[:5] == "that " and not (verdict or marked or only):  # ("offered: (A) that …; (B) that …": the options told, no notes)
            return
        if only and len(letters) == 1 and (not verdict or negated and verdict in ("wrong", "false")):
            verdict = "correct"  # ("Only D fits …"; of a question for the false one, "Only B is wrong …": the answer)
        name, verdict, reason = gist_verdict(*said_claim(name, verdict, reason, len(letters)), negated)  # ("(D) <the option>. No. <why>")
        reason = "" if verdict and len(reason.split()) == 1 and item.rstrip().lower().endswith(", " + reason.strip().lower()) else reason  # (a
        # word called after the verdict is no note: "D is the wrong order, lad.")
        trailing = None if (trailing := TRAILING_VERDICT.search(reason, max(0, len(reason) - 32))) and reason[trailing.start()] == ":" \
            and LAST_SAID.search(reason, max(0, len(reason) - 120)) else trailing  # ("… no context. wrong.", "… falls: false."; not "Verdict: false.")
        reason = reason[:trailing.start()].rstrip(" ,;") + "." if trailing and trailing.start() else reason
        verdict = verdict or (TRAILING_WORDS.get(trailing["word"].lower(), "") if trailing else "")  # ("… — Correct.")
        if not trailing and (said := said_last(reason, verdict)):  # ("… Verdict: incorrect."; "C: yes, … Verdict: not the best action.")
            reason, verdict = said
        ungrouped, reason = reason, with_name(reason, name) if len(letters) == 1 else with_group(reason, letters, item, verdict)
        if len(letters) == 1 and (name or (command := command_named(reason) or _quoted_claim(reason))):  # (or its command: "A: sudo
            result.option_names.setdefault(letters[0], capitalise(name, hyphenated=True) if name else command)  # nvidia-smi …", its claim)
        elif len(letters) > 1 and "(" in item:  # ("A (H100 SXM) and B (H200 SXM) are both Hopper": each letter's name)
            for found in GROUP_NAMED.finditer(item, 0, max(0, item.find(ungrouped)) if ungrouped else 120):
                result.option_names.setdefault(found[1], capitalise(found[2], hyphenated=True))
        says = SAYS_CORRECT.match(reason) if not verdict and len(letters) == 1 else None
        if says or not verdict and len(letters) == 1 and is_the_answer(reason[:160]):
            verdict, reason = "correct", reason[says.end():] if says else reason
        verdict = verdict or (own_verdict(reason, letters[0], negated, item) if len(letters) == 1 else "")  # ("… The correct answer is A.")
        if negated and verdict == "correct" and not says and not OF_CHOICE.search(item, 0, 40) and "the answer" not in item[:80]:
            result.loose |= set(letters)  # ("(A) Correct. …": the statement, if other items call more letters correct)
        verdict = "false" if negated and verdict == "wrong" and item[:10].lower() == "statement " else verdict  # ("Statement A is wrong …")
        if verdict in ("true", "false"):
            verdict = "correct" if (verdict == "true") != negated else "wrong"
        if len(letters) > 1 and verdict != "correct" and says_nothing(reason):
            reason = ""  # ("A, B and D all hold, so they are not the answer.": each option's own note says why)
        own = own_notes(ungrouped if reason else "", list(dict.fromkeys(letters))) if len(set(letters)) > 1 else {}
        result.unmarked = result.unmarked | set(letters) if not (verdict or marked) and len(set(letters)) == 1 else result.unmarked - set(letters) if verdict != "correct" else result.unmarked | (set(letters) & set(result.rationales) - result.judged)  # ("Correct answer: A" after A's item with no verdict: a stated answer)
        result.verdictless = result.verdictless | set(letters) if not (verdict or marked) else result.verdictless - set(letters)
        result.judged = result.judged | set(letters) if verdict else result.judged
        for letter in dict.fromkeys(letters):
            if verdict == "correct":
                result.correct[letter] = capitalise(own.get(letter, reason))
            else:
                _add(result.rationales, letter, capitalise(own.get(letter, correction(reason))))
        return
    if not (letters := PAREN_LETTER.findall(item)) or pointed_answer(item):  # (and "Key: (A)" after the items)
        result.correct.update((letter, result.correct.get(letter, "")) for letter in pointed_answer(item))  # ("That's C.")
        return
    # "Model validation (B) and real-time inference (D) only require …": the words before each "(X)", back to the previous
    # letter or a conjunction, name that option, as written where it starts the item ("dcgmi diag (B)"), else capitalised.
    previous, item = 0, LETTER_ASIDE.sub(r" (\1)", item)  # ("Frames before the smoke, as in (C), means …": "… smoke (C) means …")
    for match in PAREN_LETTER.finditer(item):
        name = LEAD_CONJUNCTION.sub("", item[previous:match.start()].strip())
        if 0 < len(name.split()) <= 8 and not REFERENCE.fullmatch(name) and not RIGHT_ONE.search(name) and not BE.search(name) \
                and keywords(name):  # (not a clause: "Remaining is (D) …", "Some are choosing (A) …"; nor "So only (D) is false")
            result.option_names.setdefault(match[1], capitalise(name, hyphenated=True) if previous else name)
        previous = match.end()
    reason = item[item.find("?") + 1:].strip() if item[:8].lower() == "why not " and "?" in item else \
        "" if LETTER_NOUN.search(item) else LEAD_CONJUNCTION.sub("", PAREN_LETTER.sub("", item).strip())  # ("…; and restart X (d) is …": no "and";
    # no note where a letter is a word of the sentence: "That leaves (A) and (C), and both set well." would read "That leaves and, and …")
    if len(set(letters)) == 1:  # "Adding instances (C) is the right fix", "So (B) is the only option …": the answer, named
        verdict = verdict_after(item, after := PAREN_LETTER.search(item).end()) \
            or ("correct" if IS_THE_ANSWER.match(item[after:].lstrip()) or ONLY.match(item)  # ("Only (D) …")
                or RIGHT_ONE.search(item, 0, max(0, item.find("(", after - 4))) or letters[0] not in result.correct
                and letters[0] not in result.judged and (f"({letters[0]})." in item and stated_by_clause(item, negated, "") == set(letters)
                                                         or len(item) < 160 and stated_answers(item, set(), negated)[0] == tuple(letters)) else "")  # ("Right one is (C) …", "…, and that's (B), 2.9 L/s.", "The only statement that sings true is (A).")
        verdict = ("correct" if (verdict == "true") != negated else "wrong") if verdict in ("true", "false") else verdict
        reason = (said_then(item, item.find("("), after) if verdict else "") or reason  # ("So only (D) is false: …")
        if verdict == "correct":
            result.correct[letters[0]] = result.correct.get(letters[0], "") if says_nothing(reason) or result.correct.get(letters[0]) or re.search(r"\b(?:is|are)\s*[,.]", reason) else reason  # ("… is (D)."; not over its item's, nor "So the answer is, 130 TB/s")
            return
    if len(set(letters)) > 1 and not negated and (" are (" in item or " is (" in item or item.startswith(CONCLUDES)) and set(stated_answers(item, set())[0]) == set(letters):
        result.correct.update((letter, result.correct.get(letter, "")) for letter in letters)  # ("So the three pieces of good iron are (B), (D) and (F).")
        return
    if len(set(letters)) > 1 and all(letter in result.rationales for letter in letters) or set(letters) <= set(result.correct):
        return  # ("Because (A), (C) and (D) all describe …", after their items: each has its own note; "… is 1410 MHz, variant (C).": the answer's)
    for letter in dict.fromkeys(letters):  # "(A) … (A)" says it once
        _add(result.rationales, letter, reason)


def _add(rationales: dict[str, str], letter: str, reason: str) -> None:
    """Record `letter` as wrong, with `reason` added to what is already said (which may be nothing)."""
    reason = "" if SPEAKER.match(reason) or reason[-1:] == "?" and not SENTENCE_END.search(reason) else reason  # ("Student: What about C?", "[C] then, up to 1024?")
    reason = LETTER_CALLED.sub("", reason) if reason[-1:] in ".!ABCDEFGH)" else reason  # ("… Final whistle: A.": the answer's)
    reason = "" if wordless(reason := pointed_only(reason)) else reason  # (no note: "And all.", of "(E) is wrong and all.")
    rationales[letter] = " ".join(part for part in (rationales.get(letter, ""), reason) if part)
