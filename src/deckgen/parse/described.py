"""Wrong options named inside a paragraph by what they say: after an intro that announces them ("Why the other choices
fail: The statement that in-flight batching waits for every sequence … is describing static batching. The claim that the
paged cache lives in host memory by default is also wrong. …", "Why the other answers are not good: the option which says
that activations stay in FP16 …, and the option with 4-bit weights …, both describe weight-only methods.", "On the other
choices:" then lines led by an option's quoted words, "Now about the wrong ones. Setting NCCL_P2P_DISABLE=1 only removes
…"), or each with its own verdict ("Statement which says Nsight Compute records … is wrong.").

`with_letters` puts each such sentence's letters before it ("Option B is wrong: The statement that …"), so that the
analysis reads its layouts. It does so only with confidence: the descriptions must be as many as the wrong options, and
of the ways to give each a different listed option (never an answer the text states), one must score clearly best, the
words only one option holds counting most; each description's option must score twice what any other option does for
it, unless another description claims that option twice as strongly.

Where every option is described, each followed by its own verdict ("the claim that … is false, because …; the statement that
… is the correct comparison; …", "Raising the render resolution … so it is not the best action."), each is lettered with its
verdict, a paragraph of its own (`_judged`). A table whose rows name the options by their gist, with a column of two marks
("Payload can stay unloaded; reference cannot | Holds | …"), has its rows lettered (`gist_rows`, before the voice's marks are read).
"""
from __future__ import annotations

import re
from itertools import permutations
from math import fsum

from .cellnames import SENTENCE_END, lettered_paragraphs, lettered_rows
from .stated import stated_answers
from .words import keywords

# The words that lead a description of an option, and the description (quoted, or to a comma or the sentence's end: what
# is said of it too, whose words few options hold).
_NOUN = r"(?:option|choice|answer|statement|claim|idea|notion|suggestion|assertion)"
_SAYS = r"(?:(?:that|which)\s+(?:says|states|suggests|claims|proposes)|saying|stating|suggesting|claiming|proposing)"
DESCRIBED = re.compile(
    rf"(?:^|(?<=[.!?:;]\s)|(?<=,\s)|(?<=\sand\s))(?:(?:Finally|Also|Likewise|Similarly|Lastly|And),?\s+)?"
    rf"(?:(?:[Tt]he\s+)?(?i:{_NOUN})\s+{_SAYS}(?:\s+that)?|[Tt]he\s+(?:option|choice|answer|statement|claim)\s+(?:with|about)|[Tt]he\s+(?:statement|claim|idea|"
    rf"notion|suggestion|assertion|note)\s+that)\s+(?P<said>[\"“][^\"“”\n]{{4,300}}[\"”]|(?:[^\"“,;:!?.\n]|\.(?=\d)){{4,200}})", re.M)
# A sentence led by an option's words in quotes, the subject of what it says of them ('"Identical apart from licensing" is
# wrong because …').
QUOTED_LEAD = re.compile(r"(?:^|(?<=[.!?]\s))[\"“](?P<said>[^\"“”\n]{4,300})[\"”](?=\s+[a-z]|(?<=[.!?][\"”])\s+[A-Z])", re.M)  # (or a claim
# quoted whole, then what is said of it: '“The pool grew by taking more from its upstream ….” This fits both facts …')
# A sentence led by what an option does, as a gerund ("Setting NCCL_P2P_DISABLE=1 only removes …", "And forcing
# NCCL_ALGO=Ring does the opposite …").
GERUND_LEAD = re.compile(r"(?:^|(?<=[.!?:]\s))(?:And\s+|Also\s+)?(?P<said>(?i:setting|using|forcing|enabling|disabling|adding|running|calling|"
                         r"choosing|picking|increasing|decreasing|raising|lowering|switching|turning\s+(?:on|off))\s+[^,;.\n]{2,120}?)"
                         r"(?=\s+(?:is|are|only|does|do|would|will|just|also|won['’]t|doesn['’]t|cannot|can['’]t|[a-z]{2,}(?<![su])s)\b|,\s)",
                         re.M)  # (to its verb: "… bends it further"; or to a comma: "Calling cuptiActivityFlushAll(…) after the final synchronize, before …")
# The words each lead holds (lower case): DESCRIBED's, QUOTED_LEAD's quote after a line's or sentence's end, GERUND_LEAD's.
DESCRIBED_WORDS = ("says", "saying", "stating", "suggest", "claim", "propos", "option with", "option about", "choice with",
                   "choice about", "answer with", "answer about", "statement that", "statement about", "claim about", "idea that", "notion that", "assertion that",
                   "note that")
QUOTE_LEADS = ('\n"', "\n“", '. "', ". “", '? "', "? “", '! "', "! “")
GERUNDS = ("setting", "using", "forcing", "enabling", "disabling", "adding", "running", "calling", "choosing", "picking", "increasing",
           "decreasing", "raising", "lowering", "switching", "turning")
# What announces the wrong options, in the words before the first description ("Why the other choices fail:", "Now about
# the wrong ones.").
INTRO = re.compile(r"\b(?:other|wrong|incorrect|remaining|rest|distractors?|fail|fails|not\s+good|not\s+right)\b[^.!?\n]{0,40}[:.]\s*$",
                   re.I)
# A description's own verdict, in its sentence ("Statement which says … is wrong."): descriptions that each carry one need
# no intro.
JUDGED = re.compile(r"\b(?:wrong|incorrect|not\s+correct|false|untrue|mistaken)\b", re.I)
LEAD_ADVERB = re.compile(r"^(?:Finally|Also|Likewise|Similarly|Lastly|And),?\s+")
MIN_HELD = 1  # content words of a description its option must hold at least
SCORE = 1.0  # what the best matching must score over the next: a word only one option holds, or two words two options hold
MAX_SPAN = 2000  # characters from the intro to the last description at most
MAX_CANDIDATES = 6  # (720 matchings at most)
MARGIN = 2  # how many times what a rival option scores for a description its own option must score
VERDICT_WORDS = keywords("also wrong incorrect false untrue mistaken right correct true")  # (what is said of it, no words of its own)


def with_letters(full: str, options: dict[str, str], answers: int = 1, short: str = "", negated: bool = False) -> str:
    """`full` with "Option B is wrong: " (or "Options A and D are wrong: ") before each sentence that names wrong options
    by what they say (see the module's doc); `full` unchanged where any description is unsure. The answers the `short`
    explanation or `full` states are no wrong option's."""
    if len(options) < 3:
        return full
    full = _colon_led(full, options) if ": " in full or " — " in full or " – " in full else full  # ("About the range 1 to 20,000: NVIDIA
    # documents …" for every option, "The tag-family idea — won't fit this slot. …")
    full = lettered_rows(full, options)  # (a table's rows led by their option's words: "-r localhost:5555 | Sa i bon | …")
    full = lettered_paragraphs(full, options, _matched)  # ("A stale hierarchy would hurt FGMRES just as much, … Not the cause.": a
    # paragraph for each option, led by what it says, no letter anywhere)
    lower = full.lower()  # (each lead's pattern searched only where its words are: most texts have none)
    found = sorted([*(DESCRIBED.finditer(full) if any(word in lower for word in DESCRIBED_WORDS) else ()),
                    *(QUOTED_LEAD.finditer(full) if any(lead in full for lead in QUOTE_LEADS) or full[:1] in "\"“" else ()),
                    *(GERUND_LEAD.finditer(full) if _gerund_led(lower) else ())], key=lambda match: match.start())
    if found and len(found) == len(options) > answers:  # (every option described, each with its own verdict)
        return _judged(full, found, options, answers, negated)
    if not found or len(found) != len(options) - answers:
        return full  # (every wrong option described, each once: see _matched; none when every option is an answer)
    floor = intro.end() if (intro := INTRO.search(full, max(0, found[0].start() - 120), found[0].start())) else \
        full.rfind("\n", 0, found[0].start()) + 1
    if not intro and not all(JUDGED.search(full, match.start(), _sentence_end(full, match.end())) for match in found):
        return full  # (no intro, and a description that says no verdict of its own: a claim of the explanation's)
    letters = _matched([match["said"] for match in found], options, answers, stated_answers(f"{short}\n\n{full}", set())[0])
    if not letters:
        return full
    if found[-1].start() - floor > MAX_SPAN:
        return full  # (the descriptions follow their intro: a claim of the explanation's far from it is none)
    starts: dict[int, list[str]] = {}
    for match, letter in zip(found, letters):
        start = _sentence_start(full, match.start(), floor)
        starts.setdefault(start, []).append(letter)
    for start in sorted(starts, reverse=True):
        group = sorted(starts[start])
        lead = (f"Option {group[0]} is wrong: " if len(group) == 1
                else f"Options {', '.join(group[:-1])} and {group[-1]} are wrong: ")
        rest = LEAD_ADVERB.sub("", full[start:])
        full = full[:start] + lead + rest[:1].upper() + rest[1:]
    return full


# A line led by what it speaks of and a colon, no option's letter ("About the range 1 to 20,000: …", "The reading that U(3,3) is
# exactly zero: …", "The uniform set, can be 1.0 but never 0.0: caught and held."): one such line for each option, in a run.
COLON_LED = re.compile(r"(?!(?:Option|Choice|Answer|Statement|Note|Step|Q|A)\b)(?![(\[]?[A-Ha-h][)\].,:]?\s)(?P<lead>[^:\n]{8,140}?):[ \t]+(?=\S)")
# Such a lead's verdict before it, in a word or a few and a dash ("Needed — semantic label on the pallets: …", "Not needed — the
# GUI: …"), kept for the item; or a line led by what it speaks of, a dash and its verdict in a few words of the voice's, then a
# stop ("The tag-family idea — won't fit this slot. A family mismatch …").
MARK_LEAD = re.compile(r"(?P<mark>[A-Z][\w'’-]{1,15}(?:[ \t][a-z][\w'’-]{1,15}){0,2})[ \t]+[—–][ \t]+(?=\S)")
DASH_MARKED = re.compile(r"(?!(?:Option|Choice|Answer|Statement|Note|Step)\b)(?![(\[]?[A-Ha-h][)\].,:]?\s)(?P<lead>[^—–:\n]{6,140}?)[ \t]+[—–][ \t]+"
                         r"(?P<mark>[a-z][\w'’-]{1,15}(?:[ \t][a-z][\w'’-]{1,15}){0,4})\.[ \t]+(?=\S)")
NAME = re.compile(r"\b[A-Za-z_]\w*(?:[a-z][A-Z]|_)\w*")  # (a name in code: capitals inside it or an underscore)
LEAD_BREAK = re.compile(r"(?<=[a-z]{2})[.!?][ \t]+\S")  # (a sentence's end inside a lead; not a number's "1." nor "~.")
LEAD_WORDS = (2, 20)  # words a lead holds (not a speaker's name: "Greenhorn: …")


def _colon_led(full: str, options: dict[str, str]) -> str:
    """`full` with "Option B: " for the lead of each line of a run of COLON_LED lines (or DASH_MARKED ones), one for each
    option, that names its option by what it says (`_matched`, every option once), its verdict kept where the lead has one
    ("Option B — Not needed. Annotators work …"); `full` unchanged where any is unsure."""
    lines = full.split("\n")
    led = [(at, match) for at, line in enumerate(lines) if (match := (COLON_LED.match(line) if ": " in line else None)
                                                           or (DASH_MARKED.match(line) if " — " in line or " – " in line else None))
           and LEAD_WORDS[0] <= len(match["lead"].split()) <= LEAD_WORDS[1] and not LEAD_BREAK.search(match["lead"])]  # (a phrase,
    # not a paragraph's sentences before its first colon: "Checkpoints come in two kinds. x only initialises weights: …", KT 6847)
    runs: list[list[tuple[int, re.Match[str]]]] = []
    for at, match in led:  # (consecutive lines of one kind, blank lines between them allowed)
        if runs and all(not line.strip() for line in lines[runs[-1][-1][0] + 1:at]) and match.re is runs[-1][-1][1].re:
            runs[-1].append((at, match))
        else:
            runs.append([(at, match)])
    run = next((run for run in runs if len(run) == len(options)), None)
    marked = [_marked(match) for _, match in run or ()]
    if any(mark for mark, _ in marked) and not all(mark for mark, _ in marked):
        return full  # (a dash inside some leads only: a name's, "NVLink — the bridge")
    letters = _matched([name for _, name in marked], options, 0, ()) if run else []
    for (at, match), letter, (mark, _) in zip(run or (), letters, marked):
        rest = lines[at][match.end():]
        lines[at] = f"Option {letter} — {mark}. {rest[:1].upper()}{rest[1:]}" if mark else f"Option {letter}: {rest}"
    return "\n".join(lines) if letters else full


def gist_rows(full: str, options: dict[str, str], answers: int = 1) -> str:
    """`full` with "B) " before each row of a table (lines of three cells or more, a header above them allowed) whose rows are one
    for each option, none led by a letter, with a column of verdicts (a word or three, two values, one on as many rows as there
    are answers), the first cells naming every option once in their own words ("Payload can stay unloaded; reference cannot |
    Holds | …" over "… | Fails | …"): `_matched`, as sure as of descriptions."""
    lines = full.split("\n")
    rows = [at for at, line in enumerate(lines) if line.count("|") >= 2 and line.strip(" -+=:|")]
    block = rows[:1]
    for at in rows[1:]:  # (the first run of rows, blank lines between them allowed)
        if any(line.strip(" -+=:|") for line in lines[block[-1] + 1:at]):  # (blank lines and a rule, "----+----", between them)
            break
        block.append(at)
    block = [at for at in block if lines[at].split("|", 1)[0].strip()]  # (a row's lines after its first, their first cell blank, go with it)
    body = block[1:] if len(block) == len(options) + 1 else block if len(block) == len(options) else []
    cells = [lines[at].split("|", 1)[0].strip() for at in body]
    if not body or any(LETTER_CELL.match(cell) for cell in cells) or not _verdict_column([lines[at] for at in body], answers):
        return full
    letters = _matched(cells, options, 0, ())
    for at, letter in zip(body, letters):
        lines[at] = f"{letter}) {lines[at].lstrip()}"
    return "\n".join(lines) if letters else full


def _verdict_column(rows: list[str], answers: int) -> bool:
    """Whether a column of `rows` past the first holds a word or three on each, of two values, one on `answers` rows."""
    table = [[" ".join(cell.lower().strip(" .!").split()) for cell in row.split("|")] for row in rows]
    for column in range(1, min(len(cells) for cells in table)):
        said = [cells[column] for cells in table]
        if all(VERDICT_CELL.fullmatch(cell) for cell in said) and len(set(said)) == 2 and answers in map(said.count, set(said)):
            return True
    return False


VERDICT_CELL = re.compile(r"[^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*){0,2}")
LETTER_CELL = re.compile(r"[(\[]?(?:[A-Ha-h]|Option|Choice)\b")
POSITIVE = re.compile(r"\b(?:correct|right|true|accurate|best|holds|stands)\b|\bthe\s+(?:action|step|fix)\s+to\s+take\b|\b(?:this|that|it)\s+is\s+the\s+cause\b", re.I)
NOT_BEST = re.compile(r"\bnot\s+(?:the\s+)?(?:best|right|cause)\b|\bnot\s+the\s+(?:action|step|fix)\s+to\s+take\b|\b(?:does\s+not|doesn['’]t)\s+(?:hold|stand)\b", re.I)  # (a verdict of its own: "… so
# it is not the best action.", "— does not hold", "Not the action to take.")
VERDICT_SPAN, VERDICT_WORDS_IN = 400, 4  # characters after a description its verdict is looked for in (to the next description),
# and its own last words


def _judged(full: str, found: list[re.Match[str]], options: dict[str, str], answers: int, negated: bool = False) -> str:
    """`full` with "Option B is wrong: " (or "… is right: ") before each of the descriptions of every option, each followed by its
    own verdict before the next ("the claim that … is false, because …; the statement that … is the correct comparison; …"), a
    paragraph each (`_matched`, all of them); as it was unless the wrong ones are as many as the options less the answers and
    every other says it holds (to a "Which is NOT true?", `negated`, the false ones as many as the answers, and "true", "false")."""
    ends = [match.start() for match in found[1:]] + [len(full)]
    said = [" ".join(match["said"].split()[-VERDICT_WORDS_IN:]) + full[match.end():min(end, match.end() + VERDICT_SPAN)]
            for match, end in zip(found, ends)]  # (its verdict ends what the description holds, "… no decimation is false", or follows)
    wrong = [bool(JUDGED.search(text) or NOT_BEST.search(text)) for text in said]
    if sum(wrong) != (answers if negated else len(options) - answers) or not all(POSITIVE.search(text) for text, bad in zip(said, wrong) if not bad):
        return full  # (to "Which is NOT true?" the false ones are the answers)
    letters = _matched([match["said"] for match in found], options, 0, ())
    for match, letter, bad in reversed(list(zip(found, letters, wrong))):
        before, rest = full[:match.start()].rstrip(" \t"), LEAD_ADVERB.sub("", full[match.start():])
        before = before[:-1].rstrip() + "." if before.endswith((";", ",")) else before.removesuffix(" and").removesuffix(";")
        said = ("false" if bad else "true") if negated else ("wrong" if bad else "right")
        full = f"{before}\n\nOption {letter} is {said}: {rest[:1].upper()}{rest[1:]}"
    return full


def _marked(match: re.Match[str]) -> tuple[str, str]:
    """(the verdict a COLON_LED `match` holds before its lead and a dash, or a DASH_MARKED one after it, or ""; what the
    lead names)."""
    if "mark" in match.re.groupindex:
        return match["mark"], match["lead"]
    found = MARK_LEAD.match(match["lead"])
    return (found["mark"], match["lead"][found.end():]) if found else ("", match["lead"])


def _words(text: str, parts: bool = False) -> frozenset[str]:
    """`text`'s keywords and its names whole ("curandSetPseudoRandomGeneratorSeed", whose keyword is its first letters);
    with `parts`, the words of a name in snake case too ("bounding_box_2d_tight" holds "tight")."""
    names = NAME.findall(text)
    return keywords(text) | frozenset(name.lower() for name in names) | (
        keywords(" ".join(name.replace("_", " ") for name in names if "_" in name)) if parts else frozenset())


def _gerund_led(lower: str) -> bool:
    """Whether a sentence or line of `lower` (a text lowered) starts with one of GERUNDS (after "and" too)."""
    for word in GERUNDS:
        at = lower.find(word)
        while at >= 0:
            if at == 0 or lower[at - 1] == "\n" or lower[max(0, at - 2):at] in (". ", ": ") or lower[max(0, at - 4):at] == "and ":
                return True
            at = lower.find(word, at + 1)
    return False


def _sentence_end(full: str, at: int) -> int:
    """Where the sentence holding `at` ends (past its full stop, or at its line's end)."""
    found = SENTENCE_END.search(full, at)
    line_end = full.find("\n", at)
    return min(found.start() if found else len(full), line_end if line_end >= 0 else len(full))


def _sentence_start(full: str, at: int, floor: int) -> int:
    """Where the sentence holding `at` starts (not before `floor`, the intro's end)."""
    starts = [match.end() for match in SENTENCE_END.finditer(full, floor, at + 1)]
    start = starts[-1] if starts else floor
    while start < at and full[start].isspace():
        start += 1
    return start


def _matched(descriptions: list[str], options: dict[str, str], answers: int, stated: tuple[str, ...]) -> list[str]:
    """The option each description names, each a different one, together every option but the answers (those the text
    states, when it states as many as are asked for): the matching that scores best, by SCORE over any other, where each
    description's option holds MIN_HELD of its content words and scores MARGIN times what any other option does for it,
    unless that option is another description's by MARGIN times as much; [] when there is none. Where there is none by the
    words as they are, tried again with the words of names in snake case ("Tight vs loose boxes" of "bounding_box_2d_tight …")."""
    candidates = [letter for letter in options if letter not in stated] if len(stated) == answers else list(options)
    if len(descriptions) != len(options) - answers or len(candidates) > MAX_CANDIDATES:
        return []
    snake = "_" in "".join(options.values())
    return _matching(descriptions, options, candidates, False) or (_matching(descriptions, options, candidates, True) if snake else [])


def _matching(descriptions: list[str], options: dict[str, str], candidates: list[str], parts: bool) -> list[str]:
    """`_matched`'s matching of `descriptions` to `candidates`, by the words of `_words(…, parts)`."""
    texts = {letter: _words(text, parts) for letter, text in options.items()}
    weight = {word: 1 / sum(word in held for held in texts.values()) for held in texts.values() for word in held}
    said = [_words(text.strip("\"“” "), parts) - VERDICT_WORDS for text in descriptions]
    # (fsum: the sum correctly rounded, whatever order the set gives its words in; a plain sum's last bit followed the hash
    # seed, and a score at a margin's edge with it: JW 6396 was lettered under two seeds of eight)
    score = [{letter: fsum(weight[word] for word in words & texts[letter]) for letter in candidates} for words in said]
    scored = sorted(((sum(row[letter] for row, letter in zip(score, letters)), letters)
                     for letters in permutations(candidates, len(said))
                     if all(len(words & texts[letter]) >= min(MIN_HELD, len(words)) > 0 for words, letter in zip(said, letters))),
                    reverse=True)
    if not scored or len(scored) > 1 and scored[0][0] - scored[1][0] < SCORE:
        return []
    letters = scored[0][1]
    claim = dict(zip(letters, (row[letter] for row, letter in zip(score, letters))))
    for row, letter in zip(score, letters):
        if any(row[letter] < MARGIN * other for rival, other in row.items()
               if rival != letter and not (rival in claim and claim[rival] >= MARGIN * other)):
            return []  # (an option that may be this description's as well)
    return list(letters)
