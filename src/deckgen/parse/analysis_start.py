"""Where the analysis of the options starts in the full explanation: its first item (a bullet or a line before a letter
form: "- A is incorrect because …", "Option C: …", "(A) …", "- Fibre Channel (C) is …"), or an earlier sentence that opens
one inside a paragraph ("Incorrect options: A is wrong because …"), or an earlier pair of lines naming an option each; and
the verdict an item says of itself last ("… So A, it is wrong.", "… Verdict: incorrect."). Used by `analysis`.
"""
from __future__ import annotations

import heapq
import re

from ..model import LETTERS
from .analysis_intro import labelled_answer
from .analysis_rest import named_line as _named_line
from .itemhead import MARKS, head as _head, may_head
from .stated import stated_answers

L = f"[{LETTERS}]"
# How an item of the analysis starts: a letter form ("A is incorrect", "Option C:", "B.", "A and D are").
LETTER_FORM = (rf"(?:[✗✘❌✓✔✅][ \t]*)?(?:(?:Options?|Answers?|Choices?|Statements?)\s+\(?{L}\b|[(\[]?{L}[)\]]?(?:\s*[.):—–]\s|(?<=\])\s|,\s*[\"“]|\s*(?:,|and|&|or)\s*{L}\b"
               rf"|\s+(?:(?:is|are|was|were)\s+(?:incorrect|wrong|not|false|correct|right|the)|(?:wrong|incorrect)\s+(?:because|since)|(?-i:Wrong|Incorrect|Correct)(?=\s+(?-i:[A-Z0-9])))\b"
               rf"|\s+\([^()\n]{{1,60}}\)(?:\s*[:—–]\s|\s+(?:is|was)\s+(?:incorrect|wrong|not|false)\b)|\s+[✗✘❌✓✔✅]\s))")  # ("- D (out of memory): OOM …",
# "- A (--int8) is incorrect because …", "- A ✗ …", "- ✗ A. …", '• A, "the plugin polls …": no.')
# The first item: a bullet (at the text's start or after a space) before a letter form or a name with its letter ("Fibre
# Channel (C)"), or a line that starts with a letter form (the bullet first: the search skips straight to the next one).
# (a name, its asides too, and its letter before any sentence's end: "Isolated cache (like Redis) and … (C)")
INLINE_NAMED = re.compile(rf"(?:[^\n(.;:]|\((?!{L}\))[^()\n]{{0,60}}\)){{0,200}}?\({L}\)")
# (a dash inside a line, "… at the runtime level - it makes …. GFD (C) is …", only before a short name and its letter)
FIRST_BULLET = re.compile(rf"[-–•*·▪](?:(?<!\S.)(?<!\S[ \t].)\s+(?=(?-i:{LETTER_FORM})|[^\n]{{0,200}}?\({L}\))"
                          rf"|(?<=\S[ \t].)\s+(?=(?-i:{LETTER_FORM})|{INLINE_NAMED.pattern}))")  # (the bullet first: searched fast)
FIRST_LINE = re.compile(rf"(?:[ \t]*\d{{1,2}}[.)][ \t]+(?=Option))?(?-i:{LETTER_FORM})")  # (and "1. Option A said …", numbered)
NUMBER = re.compile(r"[ \t]*\d{1,2}[.)][ \t]+")
ITEM_LEAD = re.compile(r"[.!?:][\"”’)]?[ \t]+(?=[(A-Z])")
DASH_LEAD = re.compile(r"[ \t][—–][ \t]+(?=\(?[A-H]\)?[\s,.:)])")  # (after a dash, before a letter: "Why not the others — A is wrong …")
# "Wrong ones, in one breath: (A) 8,192 tokens is one GPU, …; (B) 131,072 tokens counts …; (C) …": a run of items, each led by its
# letter in parentheses after a semicolon (the letters in order)
SEMICOLON_PAREN = re.compile(rf"[ \t]*;[ \t]+(?=\(({L})\)[ \t])")
PAREN_RUN = re.compile(rf"\(({L})\)[ \t][^;\n]{{3,300}}(?:;[ \t]+\({L}\)[ \t][^;\n]{{3,300}}){{2,}}")
PAREN_LETTER = re.compile(rf"\(({L})\)")
MARK_LEAD = re.compile(ITEM_LEAD.pattern + r"|[ \t]+(?=[✔✓✅✗✘❌][ \t]*\(?[A-H][.):]\s)")  # (where a mark is: "Option Check ✘ A. …")


def start(full: str) -> int | None:
    """Where the analysis starts: its first item (`_first_item`), or an earlier sentence that opens one inside a paragraph
    ("Incorrect options: A is wrong because …"), or an earlier pair of lines naming an option each ("… (A) requires …")."""
    first = _first_item(full)
    end = len(full) if first is None else first
    # (the letters a later item calls wrong: lines that name only others, "Sharded checkpointing (B) changes …", before
    # "A, C and E are wrong, …", explain the answers, not the wrong options)
    line_end = full.find("\n", first) if first is not None else -1
    later = _head(full[first:line_end if line_end >= 0 else len(full)]) if first is not None else None
    called = set(later[0]) if later and later[1] == "wrong" else set()
    line = 0
    while line < end:
        after = full.find("\n", line) + 1 or len(full)
        text = full[line:after]
        head = _head(text)
        if head and head[1] != "correct" and (head[1] or head[3]):
            first = end = line  # ("Statement B is false: …", "Incorrect: A — …")
        elif (named := _named_line(text)) and (following := _named_line(full[after:].lstrip("\n"))) not in (None, named) \
                and not (called and {named, following}.isdisjoint(called)):
            first = end = line
        line = after
    if "; (" in full and (run := _run_start(full, end)) is not None:
        first = end = run
    leads = (MARK_LEAD if any(mark in full for mark in MARKS) else ITEM_LEAD).finditer(full, 0, end)
    dashed = DASH_LEAD.finditer(full, 0, end) if "— " in full or "– " in full else ()  # (looked for only where a dash is)
    for match in heapq.merge(leads, dashed, key=lambda found: found.start()) if dashed else leads:
        if not may_head(full, match.end()):
            continue  # (most sentences: no head can start there, and the rest of the line is not cut out)
        line_end = full.find("\n", match.end())
        head = _head(full[match.end():line_end if line_end >= 0 else len(full)], inside=True)
        # (not "C is correct because …", which the body may say, nor "Option B would …", nor "Correct answer: D - …")
        if head and head[1] != "correct" and (head[1] or head[3]) and not labelled_answer(full, match.end(), line_end):
            line = full.rfind("\n", 0, match.end()) + 1  # (from a number before it on its line: "1. A is true. …")
            return line if NUMBER.fullmatch(full, line, match.end()) else match.end()
    return first


def _first_item(full: str) -> int | None:
    """Where the first item of the analysis starts: the first bullet before a letter form or a lettered
    name, or an earlier line that starts with a letter form."""
    bullet = FIRST_BULLET.search(full)
    end = bullet.start() if bullet else len(full)
    line = 0
    while line <= end:
        if FIRST_LINE.match(full, line):
            return line
        line = full.find("\n", line) + 1
        if not line:
            break
    return bullet.start() if bullet else None


def paren_run(item: str) -> list[tuple[int, int]]:
    """Where `item` is cut into such a run's items (SEMICOLON_PAREN): before each "; (X) " whose letters follow the item's
    first "(X)" in order (or with one left out that comes last, the answer's: "(A) …; (C) …; (D) …; (B) …", `_in_order`), and before that one after an intro's colon ("Wrong ones, in one breath: (A) …"); [] where there is
    no such run."""
    first = PAREN_LETTER.search(item)
    found = list(SEMICOLON_PAREN.finditer(item))
    letters = [first[1] if first else "", *(match[1] for match in found)]
    if not (first and len(found) >= 2 and _in_order(letters)):
        return []
    intro = [(first.start(), first.start())] if item[:first.start()].rstrip().endswith(":") else []
    return intro + [(match.start(), match.end()) for match in found]


def _in_order(letters: list[str]) -> bool:
    """The letters follow each other ("A", "B", "C"), or all but the last do, but for one left out, which comes last
    (the answer's item after the wrong ones': "A", "C", "D", "E", "B")."""
    at = [LETTERS.index(letter) for letter in letters]
    if at == list(range(at[0], at[0] + len(at))):
        return True
    skipped = [index for index in range(at[0], at[-2] + 1) if index not in at[:-1]]
    return sorted(at[:-1]) == at[:-1] and skipped == [at[-1]] and len(set(at)) == len(at)


def _run_start(full: str, end: int) -> int | None:
    """Where a run of items in parentheses (PAREN_RUN, its letters in order) before `end` starts: at its paragraph's start
    where only an intro and its colon lead it there, else at its first letter; None where there is none."""
    for match in PAREN_RUN.finditer(full, 0, end):
        if paren_run(match[0]):
            paragraph = full.rfind("\n", 0, match.start()) + 1
            return paragraph if full[paragraph:match.start()].rstrip().endswith(":") else match.start()
    return None


# An item that names its own letter as the answer at its end ("4. Path A (1, 2, 3, 4, 5): … STAGE CLEAR! The correct answer
# is A."), or calls its statement the one the question asks for ("Option C, … — pause here. This is the statement that is
# not true.": the answer to a question for the false one, a wrong option to one for the true one)
OWN_ANSWER = re.compile(r"\b(?:the\s+)?(?:correct|right)\s+(?:answer|order|one|choice|option)\s+is\s+(?:option\s+)?\(?([A-H])\)?[.!]?\s*$", re.I)
# Its last sentence naming its own letter and a verdict ("… So A, it is wrong.", "… Thus (B) is correct.").
SO_IT_IS = re.compile(r"(?:^|[.;!]\s+)(?:so|thus|hence),?\s+(?:option\s+)?\(?((?-i:[A-H]))\)?(?:,\s+it)?\s+is\s+(not\s+)?(?:the\s+(?=\w+\s+(?:one|statement)\b))?"
                      r"(correct|right|true|wrong|incorrect|false)(?:\s+(?:one|statement))?[.!]?\s*$", re.I)  # (and "… So C is the false one.")
# ("… This order is right.", "… This choice is wrong.": of the item's own option; never of a statement, which a "NOT" question turns)
THIS_ONE_IS = re.compile(r"(?:^|[.;!]\s+)(?:so,?\s+)?(?:(?:this|that)\s+(?:order|sequence|option|choice|answer|pick|step|move)\s+is\s+"
                         r"(correct|right|wrong|incorrect)|(?:this|that|it)\s+is\s+(?:(the)|not\s+the)\s+(?:cause|culprit))[.!]?\s*$", re.I)  # (and "… This is the cause.")
# ("… This is option C.", "… That is answer B.": of the item's own letter, it is the answer's item)
THIS_IS_OWN = re.compile(r"(?:^|[.;!]\s+)(?:so,?\s+)?(?:this|that|it)\s+is\s+(?:option|choice|answer|letter)\s+\(?((?-i:[A-H]))\)?[.!]?\s*$", re.I)
LAST_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")  # (before a note's last sentence)
# ('"II, III, I, IV, V" is the only one that follows the grain: …': an item that says so of its option, the answer's)
ONLY_ONE = re.compile(r"(?:[\"“][^\"“”\n]{1,200}[\"”]\s+)?(?:it\s+)?is\s+the\s+only\s+(?:one|order|sequence|option|choice|statement)\s+(?:that|which)\s+"
                      r"(?:follows|fits|works|holds|passes|survives|keeps|gets|does\s+it|stands)\b")
# ("… That's the whip built in its proper order, and it's the one to pick.": its own item, the answer's)
ONE_TO_PICK = re.compile(r"(?:^|[.;!,]\s+)(?:and\s+|so\s+)?(?:it|this|that)(?:['’]s|\s+is)\s+the\s+one\s+(?:to\s+(?:pick|choose|take|tick|mark|select|go\s+with)|you\s+want)[.!]?\s*$", re.I)
THE_ONE = re.compile(r"\b(?:this|that|it)\s+is\s+the\s+(?:statement|one|option|claim)\s+(?:that|which)\s+is\s+(not\s+)?(?:true|correct|accurate)\b"
                     r"|\b(?:this|that|it)\s+is\s+the\s+(false|untrue)\s+(?:one|statement|claim)\b", re.I)  # ("Rotten strap, and this is the false one.")


def own_verdict(reason: str, letter: str, negated: bool, item: str = "") -> str:
    """"correct" or "wrong" where an item of `letter` says so of itself (OWN_ANSWER, SO_IT_IS, THIS_ONE_IS, ONE_TO_PICK, ONLY_ONE, THIS_IS_OWN, THE_ONE), or its
    first sentence, `item`'s, states it ("C, 32 MiB, is the right spit.", "C - 16 GPU-hours is the right count, …", "B) CUFFT_INVERSE
    is the right stroke."), else ""."""
    own = OWN_ANSWER.search(reason, max(0, len(reason) - 60)) if "answer" in reason or "order" in reason or "one" in reason else None
    if own:
        return "correct" if own[1] == letter else ""
    so = SO_IT_IS.search(reason, max(0, len(reason) - 40)) if " is " in reason[-40:] else None
    if so:
        word = {"right": "correct", "incorrect": "wrong"}.get(so[3].lower(), so[3].lower())
        flipped = {"correct": "wrong", "wrong": "correct", "true": "false", "false": "true"}[word] if so[2] else word
        return flipped if so[1] == letter else ""
    this = THIS_ONE_IS.search(reason, max(0, len(reason) - 40)) if not negated and " is " in reason[-30:] else None
    if this:
        return "correct" if this[1] and this[1].lower() in ("correct", "right") or this[2] else "wrong"
    if not negated and (" one " in reason[-40:] and ONE_TO_PICK.search(reason, max(0, len(reason) - 60)) or " only " in reason[:240] and ONLY_ONE.match(reason)):
        return "correct"
    if named := THIS_IS_OWN.search(reason, max(0, len(reason) - 30)) if " is " in reason[-30:] else None:
        return "correct" if named[1] == letter else ""
    if not negated and letter in reason[-120:] and stated_answers(" ".join(LAST_BREAK.split(reason.strip())[-2:]), set(), negated)[0] == (letter,):
        return "correct"  # ("… This stone holds. … So the cause is the last one, letter D: somebody …": its last sentences state it;
        # two, as a text's: "C, m-tio." alone would read as a short explanation's lead)
    one = THE_ONE.search(reason) if " the " in reason else None
    if not one and (item[1:3] in (", ", ") ") or item[1:4] in (" - ", " – ", " — ")) and not negated and " is " in item[:90] \
            and stated_answers(_dashed(LAST_BREAK.split(item.strip(), 1)[0]), set())[0] == (letter,):
        return "correct"
    return "" if not one else "correct" if bool(one[1] or one[2]) == negated else "wrong"


def _dashed(first: str) -> str:
    """An item's first sentence with its head "B) " read as "B - " ("B) CUFFT_INVERSE is the right stroke.")."""
    return f"{first[0]} - {first[3:]}" if first[1:3] == ") " else first


# An item that tells its option's claim after "said:" ("Statement A said: the command loads … . That is exactly …"): the claim
# names the option (a text that lists none names it so), the rest is the note.
SAID_CLAIM = re.compile(r"(?i:said|says|reads|claims|states)\s*:\s+(?:[\"“](?P<quoted>[^\"“”\n]{8,300})[\"”]|(?P<claim>[^\n]{8,300}?[.!?]))\s+(?=\S)")


def said_claim(name: str | None, verdict: str, reason: str, letters: int) -> tuple[str | None, str, str]:
    """(name, verdict, reason) of an item of one letter whose reason opens with its option's claim after "said:" (SAID_CLAIM): the
    claim is its name and the rest its reason; as they were otherwise."""
    said = SAID_CLAIM.match(reason) if letters == 1 and reason[:1] in "sSrRcC" else None
    return (name or (said["quoted"] or said["claim"]).rstrip("."), verdict, reason[said.end():]) if said else (name, verdict, reason)


# A verdict said last, once the reasons are given: as a label's value ("… Verdict: incorrect.", "… Judgement: correct.", "… Verdict:
# correct, this is the best next action.", "… So: not correct.") or as a clause that points at the answer ("…; this is the answer.",
# "…, clean line, that's the one.", "…. These three are the correct ones."). Of the statement: "… Correct statement, so it is not the
# answer.", "… Statement is false, this is the one we search."; crossed out: "… Crossed out: it makes things worse.", "…: crossed out";
# of the statement after a semicolon or comma ("…; this is true.", "… is false, so this is the EXCEPT.")
LAST_SAID = re.compile(r"(?:[.;!]\s+|\s[—–-]\s+)(?:(?:the|my|our|final)\s+)?(?:verdict|judge?ment|ruling|disposition|finding|assessment|so)\s*[:—–-]\s*(?:[^.!?\n,:]{1,40},\s+(?=not\s+the\s))?"
                       r"(?P<word>not\s+(?:correct|true|accurate|the\s+(?:answer|(?:best|right)\s+[a-z]+))|wrong|incorrect|correct|right|true|false|accurate|inaccurate)\b(?:\s+statement)?(?:[,;]\s+[^.!?\n]{1,60})?[.!]?\s*$"
                       r"|[;,.]\s+(?:so\s+)?(?:(?:this|that|it)(?:\s+is|['’]s)|(?:these|those|they)(?:\s+(?:two|three|four|both))?\s+are)\s+(?:the|our|my)\s+"
                       r"(?:(?:correct|right)\s+(?:answers?|ones?|choices?|options?)|answers?|one)[.!]?\s*$"
                       r"|[.;]\s+(?:(?P<said>correct|true|false|incorrect|accurate|inaccurate)\s+statement|(?:(?:so\s+)?(?:the|this|that)\s+)?statement\s+is\s+"
                       r"(?P<is>true|false|correct|incorrect|accurate|inaccurate|not\s+(?:true|correct|accurate)))\b(?:[,;]\s+[^.!?\n]{1,60})?[.!]?\s*$"  # (and "So this statement is NOT true, and it is the answer.")
                       r"|[.;:]\s+(?P<out>crossed\s+out|ruled\s+out|struck\s+out)\b[^.!?\n]{0,80}[.!]?\s*$"
                       r"|[;,]\s+(?:so\s+)?(?:(?:this|it)(?:\s+is|['’]s)\s+(?P<it>true|false|accurate|inaccurate)(?:\s+and\s+not\s+the\s+answer)?"
                       r"|this\s+is\s+the\s+(?P<exc>except(?:ion)?|odd\s+one\s+out))[.!]?\s*$"
                       r"|[.!]\s+(?P<dashed>(?-i:Wrong|Incorrect|Correct|Right))(?:\s+(?-i:[a-z]+))?\s+[—–]\s+[^\n]{1,160}$", re.I)  # ("…; this is
# true.", "… is false, so this is the EXCEPT.", "…. Wrong move — the line only gets slower.", "…. Right — this is the best next action.")
LAST_WORDS = {"wrong": "wrong", "incorrect": "wrong", "not correct": "wrong", "correct": "correct", "right": "correct", "true": "true", "false": "false", "not true": "false", "accurate": "true", "inaccurate": "false", "not accurate": "false"}  # ("Verdict: accurate, onto the plate.")


def last_verdict(said: re.Match[str]) -> str:
    """The verdict of a LAST_SAID match, of the choice or, where it speaks of the statement, of the statement."""
    if said["out"] or said["exc"]:  # (the exception: the answer, to a question that asks for it; `_read_item` reads it so)
        return "wrong" if said["out"] else "false"
    if of_statement := said["said"] or said["is"] or said["it"]:
        return "true" if of_statement.lower() in ("correct", "true", "accurate") else "false"
    word = " ".join((said["word"] or said["dashed"] or "correct").lower().split())
    return "wrong" if word.startswith("not the ") else LAST_WORDS[word]  # ("Verdict: not the answer.", "…, not the best action.")


LABELLED = re.compile(r"[.;!]\s+(?:(?:the|my|our|final)\s+)?(?:verdict|judge?ment|ruling)\s*:", re.I)


def said_last(reason: str, verdict: str) -> tuple[str, str] | None:
    """(the reason without it, the verdict) of an item's verdict said last (LAST_SAID), where the item's head gave none, or the
    verdict is labelled so ("C: yes, the old paths would exist again … Verdict: works by accident, not the best action."); else None."""
    if verdict and not ("erdict" in (tail := reason[-130:]) or "uling" in tail or "udg" in tail):
        return None  # (a head's verdict stands unless a label says another: looked for first, no search of most items)
    last = LAST_SAID.search(reason, max(0, len(reason) - 120))
    if not last or verdict and not LABELLED.match(last[0]):
        return None
    return reason[:last.start()].rstrip(" ,;") + ".", last_verdict(last)


# "Option A, export NCCL_P2P_DISABLE=1. … Verdict: incorrect." on a line: its letter, its text, a verdict said last (LAST_SAID); no number
COMMA_HEAD = re.compile(r"^[ \t]*(?:\d{1,2}[.)][ \t]+)?((?:Option|Choice)[ \t]+\(?[A-H]\)?),(?:[ \t]+(?P<value>\d[\d.,]*(?:[ \t]*[^\W\d][\w/%]*){0,2})\.(?=[ \t]+[A-Z]))?(?=[ \t][^\n]*?(?:[.;!][ \t]+(?i:(?:the|my|our|final)"
                        r"[ \t]+)?(?i:verdict|judge?ment|ruling)[ \t]*:|\b(?i:crossed|ruled|struck)[ \t]+out\b|[.!][ \t]+(?:Wrong|Incorrect|Correct|Right)(?:[.!]|,[^\n.!?]{1,30}[.!])?[ \t]*$"
                        r"|[ \t][—–][ \t][^\n]{0,60}?\b(?:true|false|correct|incorrect|wrong)\b|[.!][ \t]+(?:Wrong|Incorrect|Correct|Right)(?:[ \t]+[a-z]+)?[ \t]+[—–][ \t][^\n]*$))", re.M)  # ('Option C, <its text> — pause here. This is …')
VALUE_DASH_HEAD = re.compile(r"^[ \t]*(?:\d{1,2}[.)][ \t]+)?((?:Option|Choice)[ \t]+\(?[A-H]\)?),[ \t]+(?P<value>\d[\d.,]*(?:[ \t]*[^\W\d][\w/%]*){0,2})[ \t]+[—–-][ \t]+", re.M)
# "1. A, raise threads per block to 1024 — wrong. That's …", "A, 0 lanes: wrong, …": a bare letter (not a group's, "A, C and
# D"), its option's text and a verdict word after a dash or a colon (not a phrase it starts: "— wrong gas in the pipe."), or
# the line's last ("1. A, 0.287 MiB (…): that's the min_shape, one image. Wrong.").
LETTER_COMMA_HEAD = re.compile(r"\n[ \t]*(?:\d{1,2}[.)][ \t]+)?([A-H]),(?=[ \t](?![A-H]\b)[^\n]*?(?:(?:[ \t][—–]|:)[ \t](?i:wrong|incorrect|correct|right|true|false)[.,;!]"
                               r"|[.!][ \t]+(?:Wrong|Incorrect|Correct|Right)[.!]?[ \t]*$))", re.M)  # (searched from its line's "\n": ~3x faster)


def comma_heads(full: str) -> str:
    """`full` with each item's head that gives its option's text after a comma (COMMA_HEAD, LETTER_COMMA_HEAD) made a colon's."""
    if "Option " in full or "Choice " in full:  # (its value a name, where the option is one: "Option C, 164 KB. That's …" -> "Option C (164 KB): That's …")
        full = COMMA_HEAD.sub(lambda match: f"{match[1]} ({match['value']}):" if match["value"] else f"{match[1]}:", full)
        if len(VALUE_DASH_HEAD.findall(full)) >= 3:  # ("Option A, 16,384 bytes - crumbles in the hand. …", each
            full = VALUE_DASH_HEAD.sub(lambda match: f"{match[1]} ({match['value']}): ", full)  # a value and the voice's verdict: KL 6693)
    if not (": " in full or " — " in full or " – " in full):
        return full
    pieces, at, full = [], 0, "\n" + full
    for match in LETTER_COMMA_HEAD.finditer(full):  # (its comma made a colon, or a short gist before a colon put in parentheses:
        gist = GIST_COLON.match(full, match.end())  # "B, 0.5 kg: that counts …" -> "B (0.5 kg): that counts …", its name)
        pieces += [full[at:match.start(1)], f"{match[1]} ({gist[1]}):" if gist else f"{match[1]}:"]
        at = gist.end() if gist else match.end()
    return ("".join(pieces) + full[at:])[1:]


GIST_COLON = re.compile(r"[ \t]([^():\n—–]{1,40}):(?=[ \t])(?![ \t]+(?i:wrong|incorrect|correct|right|true|false)\b)(?![^\n.!?]*?:[ \t])")  # (not
# its verdict's, nor a colon of the option's own text: "C, the request nvidia.com/sriov_rdma: "1" under resources: this is …")
