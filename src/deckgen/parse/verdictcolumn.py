"""The options' verdicts said in the voice's own words, read as the odd one out: a table of the options whose last column
marks each row ("| A | … | SOLD |" over three rows of "| … | Passed |", "Sakto gyud (correct)" over "Mali", "lies flat" over
"frog it"), or leads each verdict cell with a word of its own ("DING DING DING! …" over "Bzzzt! …"); a list of the options, a
line each, that ends each line with a short sentence ("… Negative." over "… Affirm.", "… Verdict: refused." over "…
Verdict: cleared.") or leads its reason with one ("B) 20%: Winner! …" over "Bzzzt! …"), or with a short sentence whose first
word is the mark ("Sinks near the reef." over "Stands firm like the moai."), or a word before a dash or a few before a colon ("a.
Ghalat — …" over "c. Changa — …", "A. Sinks midstream: …" over "C. Reaches the far bank: …", its letters in lower case too). Where every option of the table or
list has such a mark, the odd one says nothing the analysis reads as right or wrong and the others at most refuse plainly
("Verdict: summit." over "Verdict: wrong trail.", "APPROVED!" over "REJECTED!"; a plain verdict alone is read as it is, but a table's
cell that only approves, "Fires true" over "Cracked in the kiln", is the odd one), and the
marks take two values only (a mark that leads its line may approve plainly: "I, II, IV, III: burns true." over "…: gutters."),
those that take one as often as the question asks for answers (one, or the two of a "Which TWO",
against two or more of the other) are the answers and the rest the wrong options. Rewritten as verdicts the analysis reads
("Correct", "Wrong"); every other table and list as it is. A list led by the voice's own word for "option" ("1. Stop A,
15.36 TB. …", "2. Stop B, …") is read with "Option" for it, where it leaves out the answer's letter (`voiced_options`)."""
from __future__ import annotations

import re
from typing import Callable

from .keyclause import DENIES

RULE = re.compile(r"[-+=:| ]{3,}")
VERDICT_HEADER = re.compile(r"^(?:the\s+)?(?:verdict|result|status|outcome|ruling|call|decision|judge?ment|rating|grade)s?$", re.I)
VOICED_HEADER = re.compile(r"^[^\W\d_][\w-]*['’]s\s+(?:verdict|ruling|call|judge?ment)$", re.I)  # ("Trimmer's verdict": over short marks alone)
PAIR_HEADER = re.compile(r"^([^\W\d_][\w'’-]{1,15})\s+(?:or|/)\s+([^\W\d_][\w'’-]{1,15})\??$")  # ("Sweet or sour": the two words the cells lead with)
# A word of a verdict the analysis reads already (tables.POSITIVE, NEGATIVE and what LEAD_VERDICT reads before a dash).
PLAIN = re.compile(r"\b(?:correct|incorrect|right|wrong|true|false|yes|no|valid|invalid|accurate|inaccurate|ok|okay|keep|kept|"
                   r"reject(?:ed)?|drop(?:ped)?|discard(?:ed)?|answer|distractor)\b|[✓✔✅✗✘❌]", re.I)
REFUSES = re.compile(r"\b(?:incorrect|wrong|false|no|not|invalid|inaccurate|reject(?:ed)?|drop(?:ped)?|discard(?:ed)?|distractor)\b|[✗✘❌]", re.I)
GLOSS = re.compile(r"\s*\([^()]*\)")
RELATIVE = re.compile(r",| that | which ")
# A mark of a word or three and its stop: leading a reason (after a figure's label: "20%: Winner! …"), or its last sentence
# ("… Negative.", "… Verdict: refused."); words after its comma hold no colon ("Oya, this is wrong: …" is a verdict, then why).
MARK_LEAD = re.compile(r"^(?:[^\s:]{1,60}(?:[ \t]+[^\s:]{1,60}){0,5}:[ \t]+)?(?P<mark>[^\W\d_][\w'’-]*(?:[ \t]+[\w'’-]+){0,2}!+"
                       r"|[^\W\d_][\w'’-]*(?:[ \t]+[\w'’-]+){0,2}(?:,[ \t]+[^.!?\n,:]{1,40}|[ \t]+(?:that|which)[ \t]+[^.!?\n,:]{1,40})?\.|(?-i:[A-Z])[\w'’-]*(?:[ \t]+[\w'’-]+){1,3}:|(?-i:[A-Z][A-Z'’-]+(?:[ \t]+[A-Z][A-Z'’-]+){0,2})(?=[ \t]+[—–-][ \t])|(?-i:[A-Z])[\w'’-]*(?=[ \t]+[—–][ \t](?!(?-i:[A-Z])[ \t]+[—–-][ \t]))|(?-i:[A-Z])[a-z'’]+(?:[ \t]+[a-z'’]+){1,2}(?=[ \t]+-[ \t]))(?=[ \t])")  # (or
# a word or three in capitals before a dash: "(A) HOT — …" over "(B) NOT — …"; not the first of a run of letters, a step order:
# "Option B, T – R – S – …")
# (or after an option's quoted words and a dash: '… about “db allows, dbx revokes” – authentic. …' over '– a forgery.')
CELL_WORD = re.compile(r"^(?P<mark>(?-i:[A-Z])[a-z'’]+)(?=[ \t]+[—–-][ \t]+\S)")  # (a table's verdict cell: its word, a dash, why)
MARK_DASHED = re.compile(r"[”\"»][ \t]+[—–-][ \t]+(?P<mark>(?:[^\W\d_][\w'’-]*[ \t]+){0,2}[^\W\d_][\w'’-]*[.!]+)(?=[ \t]|$)")
MARK_LAST = re.compile(r"(?:^|[.!?;][ \t]+)(?:[^\W\d_][\w'’-]*[ \t]*:[ \t]+)?(?P<mark>(?:[^\W\d_][\w'’-]*[ \t]+){0,3}[^\W\d_][\w'’-]*(?:,[ \t]+[\w'’-]+(?:[ \t]+[\w'’-]+){0,3})?[.!]+)[ \t]*$")
# A short first sentence whose first word is the mark, and the rest the voice's image ("Sinks near the reef." over "Stands
# firm like the moai."): compared by that word alone; never a word any sentence may start with.
MARK_FIRST = re.compile(r"^(?P<mark>(?P<word>(?-i:[A-Z])[a-z'’-]+)(?:,?[ \t]+[^\s.!?:]+){0,9}[.!]+)(?=[ \t]|$)")
COMMON_FIRST = frozenset("the a an this that these those it its they their there here we you i one option choice answer "
                         "not no only also both all each every some any when if in on for with to by as at of".split())
# A line led by an option's letter (after its list's bullet or number: "2. Option B, …", "- Option C: …", "(C) …", "[D] …", "E - …").
LINE = re.compile(r"^[ \t]*(?:[-•*▪][ \t]+)?(?:\d{1,2}[.)][ \t]+)?(?:(?i:option|choice)[ \t]+)?[(\[]?([A-Ha-h])[)\]]?(?:[.,:)\]]|[ \t]+[—–-]|[ \t]+\([^()\n]{1,40}\):)[ \t]+(?=\S)")
# (and "D (2, 4, 3, 1): … Pono.": the option's gist in parentheses, then a colon)


def odd_ones(lines: list[str], cells_of: Callable[[str], list[str]], letter_cell: re.Pattern[str], expected: int = 1) -> list[str]:
    """`lines` with each such table's verdict cells rewritten (see the module's doc); `cells_of` splits a row into its cells,
    `letter_cell` matches a first cell that holds an option's letter (tables' own), `expected` answers are asked for."""
    out = list(lines)
    for start, column, rows in _tables(lines, cells_of, letter_cell):
        cells = [cells_of(lines[at])[column] for at in rows]
        odd, leads = _odd([_value(cell) for cell in cells], expected, approves=True, many=True), None
        header = cells_of(lines[start])[column]
        pair = PAIR_HEADER.match(header)
        if odd is None and (VERDICT_HEADER.match(header) or VOICED_HEADER.match(header) or pair):  # ("DING DING DING! Install, …")
            leads = [MARK_LEAD.match(cell) for cell in cells]
            leads = leads if all(leads) else [CELL_WORD.match(cell) for cell in cells]  # ("Loose - lines the plates up" over "Tight - …")
            values = [_value(lead["mark"]) for lead in leads if lead]
            odd = _odd(values, expected, many=True) if all(leads) and (not pair or set(values) == {pair[1].lower(), pair[2].lower()}) else None  # ("Sour. …" /
            # "Sweet. …" under "Sweet or sour")
        marks_only = odd is None and VERDICT_HEADER.match(header) and all(len(cell.split()) <= 4 for cell in cells) \
            and not all(PLAIN.fullmatch(cell.strip(" .!")) for cell in cells)  # (marks, not reasons; a bare "Right" is read as it is)
        approving = [index for index, cell in enumerate(cells) if _approves(cell)] if marks_only else []
        if odd is None and not (len(approving) == expected and len(cells) - expected >= 2):
            continue  # (else the rows whose verdict approves plainly, as many as answers are asked for: "right count" over "short
            # sack", "wrong division" and "other family's rice")
        for index, (at, cell) in enumerate(zip(rows, cells)):
            row = cells_of(lines[at])
            right = _value(leads[index]["mark"] if leads else cell) == odd if odd is not None else index in approving
            row[column] = "Correct" if right else "Wrong"  # (its words no reason: "CONFIRMED, root cause")
            out[at] = "| " + " | ".join(row) + " |"
    return out


def _approves(cell: str) -> bool:
    """A verdict cell that approves plainly ("right count", "Correct"), refusing nothing ("right idea, wrong tool") and
    denying nothing."""
    return PLAIN.search(cell) is not None and not REFUSES.search(cell) and not DENIES.search(cell)


# A list's item led by the voice's own word for an option ("1. Stop A, 15.36 TB. …", "Door B: …"), the same word in each.
VOICE_PREFIX = re.compile(r"(?m)^([ \t]*(?:\d{1,2}[.)][ \t]+)?)((?-i:[A-Z])[a-z]{1,12})[ \t]+((?-i:[A-H]))(,(?=[ \t])|(?=[:.)]|[ \t]+[—–-]))")
KNOWN_PREFIXES = frozenset("option choice answer statement".split())


def voiced_options(text: str) -> str:
    """`text` with the voice's own word for "option" before each letter of a list ("Stop A, …", "Stop B, …") read as
    "Option" (its comma a colon: "Option A: …", an item with no verdict, a wrong option's): where two lines or more lead so
    with the same word and letters of their own, and leave out a letter before their last (the answer's); else as it is."""
    found = [match for match in VOICE_PREFIX.finditer(text) if match[2].lower() not in KNOWN_PREFIXES]
    words = [match[2] for match in found]
    word = max(set(words), key=words.count) if words else ""
    letters = [match[3] for match in found if match[2] == word]
    if len(letters) < 2 or len(set(letters)) < len(letters) or set(letters) == set("ABCDEFGH"[:"ABCDEFGH".index(max(letters)) + 1]):
        return text  # (a list of every option up to its last, "Round A" among them, may hold the answer's item: no verdict read)
    return VOICE_PREFIX.sub(lambda match: f"{match[1]}Option {match[3]}{':' if match[4] else ''}" if match[2] == word else match[0], text)


# A voice's own verdict word glossed with a plain one after an item's letter: "A. SAHI (true). …", "C. GALAT (false). …".
_PLAIN_GLOSS = r"\(((?i:true|false|correct|incorrect|wrong|right))\)"
GLOSS_WORD = re.compile(_PLAIN_GLOSS)  # (searched first, from its literal)
GLOSSED = re.compile(r"(?m)^([ \t]*(?:[-•*▪][ \t]+)?(?:\d{1,2}[.)][ \t]+)?(?:(?i:option|choice)[ \t]+)?[(\[]?[A-H][)\]]?(?:[.:)]|[ \t]+[—–-])[ \t]+)"
                     r"(?:[^\W\d_][\w'’-]*[ \t]+){1,3}" + _PLAIN_GLOSS + r"[.!:]?(?=[ \t])")


AFTER_MARK = re.compile(r"^\s*(?:[—–-]\s+)?")  # (a dash after a mark, not a flag's: "-mig 1 enables …")


def odd_lines(text: str, expected: int = 1) -> str:
    """`text` with the marks of each such list rewritten (see the module's doc), or as it is; `expected` answers are asked for."""
    text = voiced_options(text)
    text = GLOSSED.sub(r"\1\2.", text) if "(" in text and GLOSS_WORD.search(text) else text  # ("A. SAHI (true). …" -> "A. true. …")
    lines, start = text.split("\n"), 0
    if sum(1 for line in lines if LINE.match(line)) < 3:
        return text
    while start < len(lines):
        group, at = [], start
        while at < len(lines) and (not lines[at].strip() or LINE.match(lines[at])):
            group += [at] if lines[at].strip() else []
            at += 1
        start = at + 1 if at == start else at
        if len(group) < 3 or sorted(LINE.match(lines[i])[1].upper() for i in group) != list("ABCDEFGH"[:len(group)]):
            continue  # (every option from A, each once: "Fold." twice over "Bluff." of A, B and D, C apart, singles out no answer)
        rests = [lines[i][LINE.match(lines[i]).end():] for i in group]
        for pattern in (MARK_LAST, MARK_LEAD, MARK_DASHED, MARK_FIRST):
            marks = [pattern.search(rest) for rest in rests]
            values = [_value(mark["word" if pattern is MARK_FIRST else "mark"]) for mark in marks if mark]
            odd = _odd(values, expected, approves=pattern is MARK_LEAD) if all(marks) and not (pattern is MARK_FIRST and (COMMON_FIRST.intersection(values) or any(
                PLAIN.search(GLOSS.sub("", mark["mark"])) for mark in marks))) else None  # (a plain verdict in the sentence: the analysis reads it)
            if odd is None:
                continue
            for i, rest, mark, value in zip(group, rests, marks, values):
                verdict = "Correct." if value == odd else "Wrong."
                kept = rest[:mark.start("mark")] if pattern is MARK_LAST else f"{rest[:mark.start('mark')]}{AFTER_MARK.sub('', rest[mark.end():]).rstrip()} " \
                    if pattern in (MARK_LEAD, MARK_FIRST) else f"{rest[:mark.start('mark')].rstrip(' —–-')}. {rest[mark.end():].strip()} "
                lines[i] = f"{lines[i][:len(lines[i]) - len(rest)]}{kept}{verdict}"
            break
    return "\n".join(lines)


def _odd(values: list[str], expected: int, approves: bool = False, many: bool = False) -> str | None:
    """The value as many marks take as answers are `expected`, where they take two values (or more, all others refusing plainly), the other more than one, and
    neither is a plain verdict (see the module's doc), or, with `approves` (a cell that is its mark alone, which the analysis
    reads only where it leads with a verdict), the odd one approves plainly; else None."""
    kinds = set(values)
    if len(kinds) > 2 and many:  # (a table's, three or more: every other refusing plainly, "Best next step" over "Wrong palm" and "Not yet ripe", KM 6707)
        odd = [kind for kind in kinds if values.count(kind) == expected and not REFUSES.search(kind)]
        return odd[0] if len(odd) == 1 and all(REFUSES.search(kind) for kind in kinds - {odd[0]}) and not PLAIN.search(odd[0]) \
            and not DENIES.search(odd[0]) and max(values.count(kind) for kind in kinds - {odd[0]}) >= 2 \
            and all(len(kind.split()) <= 4 for kind in kinds) else None  # (marks, one said again: never each row's reason)
    if len(kinds) != 2:
        return None
    odd = [kind for kind in kinds if values.count(kind) == expected and len(values) - expected >= 2]
    other = (kinds - set(odd)).pop() if len(odd) == 1 else ""
    if not other or PLAIN.search(odd[0]) and (not approves or REFUSES.search(odd[0]) or PLAIN.search(other)) or PLAIN.search(other) and not REFUSES.search(other):
        return None  # (the others' mark may be a plain refusal: "summit" over "wrong trail", "APPROVED" over "REJECTED"; the odd one a
    # plain approval over the voice's word: "Fires true" over "Cracked in the kiln")
    return odd[0] if not DENIES.search(odd[0]) else None  # (never one that denies: "Definitely not our stop.")


def _value(mark: str) -> str:
    """A mark as it is compared: its gloss gone ("Mali (wrong)" is "Mali"), in lower case, its stop and what follows a comma gone."""
    return RELATIVE.split(" ".join(GLOSS.sub("", mark).lower().split()).rstrip(".!"), 1)[0]  # ("Negative, unable." is "negative",
    # "crooked path that falls off the cliff." is "crooked path")


def _tables(lines: list[str], cells_of: Callable[[str], list[str]], letter_cell: re.Pattern[str]):
    """(the header's index, its verdict column, the indexes of its rows led by a letter) of each table with a column whose
    header names a verdict (VERDICT_HEADER, wherever it stands), or whose last column holds a word or three in every row."""
    at = 0
    while at < len(lines):
        header = cells_of(lines[at])
        if len(header) >= 3 and not letter_cell.match(header[0]):
            rows, nxt = [], at + 1
            while nxt < len(lines) and (not (line := lines[nxt].strip()) or (rule := RULE.fullmatch(line))
                                        or (cells := cells_of(lines[nxt])) and len(cells) == len(header)):  # (a "---+---" rule too)
                if line and not rule and letter_cell.match(cells[0]):  # (rows parted by blank lines too)
                    rows.append(nxt)
                nxt += 1
            named = [index for index, cell in enumerate(header) if index and (VERDICT_HEADER.match(cell) or PAIR_HEADER.match(cell) or VOICED_HEADER.match(cell)
                                                                              and all(len(cells_of(lines[row])[index].split()) <= 5 for row in rows))]  # ("| … | Decision | Grounds |")
            if len(rows) >= 3 and (named or all(len(cells_of(lines[i])[-1].split()) <= 3 for i in rows)):
                yield at, named[-1] if named else len(header) - 1, rows
            at = nxt
        else:
            at += 1
