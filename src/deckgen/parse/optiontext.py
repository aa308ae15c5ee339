"""Options a text names by their text, not by their letter, as some practice sites write every analysis: a paragraph
that opens "The option that says "<the option's text>" is incorrect because …" (or says it in other words: "The option
about caching model weights in NVLink memory is incorrect."), a line led by an option's text and a colon for every
option but one ("About 6.5 kW: this is one DGX A100's power."), a sentence led by an option's quoted text ('"NVLink
domain" describes …'), two or more lines led by an option's quoted words and a dashed verdict ('"Triton will serve all
three versions" — this one is wrong.'), lines under an intro to the wrong ones whose subject is an option's text ("Why
not the other ones:" / "OpenSM is the subnet manager …"), a numbered list of one item per option in their order, each
led by its option's gist and a colon ("1. Changing the dispatcher to alltoall: …"), and the answer stated as its option's
text ("Hence, the correct answer is: <the option's text>") or, where every option is an order of steps' labels, as that
order ("So the right sequence is 2, then 4, then 1, then 3."). `parse` puts each option's letter where its text names it, before the
analysis reads the text, so that it reads the layouts it knows: "Option A is incorrect because …", "the correct
answer is C: …". A text is named only with confidence: an item's words must point at one option, each item at a
different one; a stated answer must be an option's text itself.
"""
from __future__ import annotations

import re

from .words import keywords

# A paragraph that names its option by what it says, then calls it wrong: "The option that says "…" is incorrect
# because …", "The option saying GDS replaces … is incorrect.", "The option about caching … is wrong."
# (the words that tell what an option says: `answerlead.OPTION_SAID` reads them too)
SAYS = (r"(?:(?:that|which)\s+(?:says|states|suggests|claims|reads|proposes)|saying|stating|suggesting|claiming|"
        r"proposing)")
TEXT_ITEM = re.compile(
    rf"(?m)^(?:The|This|That)\s+(?:option\s+(?:{SAYS}|about)|(?:claim|statement|idea|suggestion|notion)\s+that)\s*:?\s*"
    r"(?P<said>[\"“][^\"”\n]{4,300}[\"”]|[^\"“\n]{4,300}?)\s+"
    r"(?P<verdict>is\s+(?:also\s+)?(?:incorrect|wrong|false|not\s+correct|untrue|mistaken))\b")  # ("The claim that NFS
# cannot carry RDMA traffic is false.")
# The answer stated as its option's text, to the end of its line: "Hence, the correct answer is: A PUE of 1.25 …".
TEXT_ANSWER = re.compile(r"(?m)\b(?P<lead>(?:the\s+)?(?:correct|right)\s+answer\s+is)\s*:?\s*(?P<said>[^\n]{8,400})$",
                         re.I)
# A line that starts an item with its letter: "(A) …", "B) …", "Option C …", "D. …", "A: …", "- B — …".
LETTER_ITEM = re.compile(r"(?m)^[ \t]*(?:[-•*][ \t]*)?(?:\([A-H]\)|[A-H]\)|(?:Option|Choice|Answer)\s+[A-H]\b|[A-H][ \t]*[.:—–-][ \t])")
# A line led by an option's text in quotes, the subject of what the line says of it ('"Reboot both nodes" is premature
# because …'), unless that is its praise ('"Run ibstat …" is the right first step').
QUOTED_SUBJECT = re.compile(r"[\"“]([^\"“”\n]{1,300})[\"”]\s+(?!is\s+(?:the\s+)?(?:right|correct|best|answer|one)\b)[a-z]")
# A few words before an option's quoted text that a line speaks of ('Setting "truncate": "END" is wrong …'), unless the line
# praises it; the quoted text.
QUOTE_LEAD = re.compile(r"[A-Z][\w’']*(?:\s+[a-z][\w’']*){0,2}(?:\s+(?:the|a|an))?\s+(?=[\"“])")  # ("The frame about the “…”")
PRAISE, QUOTED_SPAN = re.compile(r"\b(?:right|correct|best|the\s+answer)\b", re.I), re.compile(r"[\"“]([^\"“”\n]{8,200})[\"”]")
# A line led by an option's text and its verdict ("Triton Model Analyzer is incorrect because …"), and an option's closing
# aside, which such a line may leave out ("Business Logic Scripting" of "Business Logic Scripting (BLS)").
VERDICT_LED = re.compile(r"([^\n]{2,120}?)\s+(?:(?:is|are)\s+(?:incorrect|wrong|not\s+(?:correct|right|the\s+answer))|"
                         r"(?:does\s+not|doesn['’]t)\s+fit)\b")  # (and "NVIDIA cuDNN doesn't fit either: …")
LIST_NUMBER = re.compile(r"^\d{1,2}[.)][ \t]+")
ASIDE = re.compile(r"\s*\([^()]*\)\s*$")
TERM_LINE = re.compile(r"[ \t]*[^\s:][^:\n]{0,40}:[ \t]+\S")  # (a term and its colon at a line's start)
# A line led by an option's text and a dash, in a list or in quotes ("- NVLink Bridge — …", '"nvsm" - …', '❌ "nvsm" — …').
DASH_LED = re.compile(r"(?:[-•*✗✘❌]\s+)?([\"“][^\"”\n]{1,200}[\"”]|[^—–\n]{1,120}?)\s+[—–-]\s+")
# A dash-led line's verdict ('"Triton will serve all three versions by default" — this one is wrong.', '… — wrong two times.').
DASH_VERDICT = re.compile(r"(?:this\s+(?:one\s+)?is\s+|(?:it|that)\s+is\s+)?(?:wrong|incorrect|false|not\s+(?:correct|true|right))\b", re.I)
# Where a sentence led by a quoted text starts inside a line: the gap before it.
QUOTED_SENTENCE = re.compile(r"(?<=[.!?])[ \t]+(?=[\"“][^\"“”\n]{1,80}[\"”]\s+[a-z])")
# A line led by an option's value, the subject of its verb: "1,024 is what you get if …", "4,096 (64 x 64) assumes …".
VALUE_VERBS = r"(?:is|are|was|were|would|assumes?|means?|gives?|comes?|counts?|only|just)\b"
VALUE_SUBJECT = re.compile(rf"(\d[\d.,]*(?:\s*(?!{VALUE_VERBS})[A-Za-z%°]{{1,8}}(?:/[A-Za-z]{{1,4}})?)?)\s+(?:\([^()\n]{{1,40}}\)\s+)?{VALUE_VERBS}")
# An item of an analysis that names its option by its quoted text alone ('"GPUDirect RDMA is disabled": that would cost you
# bandwidth …', '"the NVMe RAID is saturated" - nah', 'The option "install mode is FULL" is wrong because …').
QUOTED_ITEM = re.compile(r"(?m)(?:^|(?<=[.!?])[ \t]+)(?:[-•*][ \t]*)?(?:The\s+(?:option|choice|answer)\s+)?[\"“«][^\"“”«»\n]{8,200}[\"”»]"
                         r"(?:[ \t]*[:—–-][ \t]|[ \t]+is\s+(?:wrong|incorrect|false|not\s+(?:right|correct|it))\b)")
# "Wrong choices:" / "CUDA Toolkit — it is for …" / "NCCL — …"; "Why the other flags don't do it:" / "--memory-limit 24GB: …"
NAMED_ITEMS = re.compile(r"(?im)^[^\n]{0,50}\b(?:wrong|incorrect|other|others|rest|distractors?)\b[^\n]{0,40}:[ \t]*\n+"
                         r"(?:[ \t]*(?:[-•*][ \t]*)?[^\s:—–.(][^:\n—–]{0,60}?(?:[ \t][—–][ \t]|:[ \t])[^\n]+(?:\n+|$)){2}")
# An intro to the wrong options, ended by its colon ("Why not the other ones:", "… for the folks who picked something
# else:"), and the subject an option's text makes of a line under it: "The 1,000 ms answer is …", "OpenSM is …".
OTHERS_INTRO = re.compile(r"\b(?:wrong|incorrect|other|others|rest|else|distractors?)\b", re.I)
SUBJECT_LEAD = re.compile(r"^(?:[-•*][ \t]*)?(?:the\s+)?", re.I)
SUBJECT_VERB = re.compile(r"(?:\s+(?:answer|option|choice|one))?\s+(?:is|are|was|were|does|do|did|has|have|only|just|would|"
                          r"can|cannot|can't|won't|doesn't|isn't|comes?|gives?|means?)\b")
# A numbered list's item ("1. Changing the dispatcher to alltoall: this is the right next step. …") that names no option by its
# letter; the end of its lead words (its colon, its first sentence's stop or a dash).
NUMBERED_ITEM = re.compile(r"(?m)^[ \t]*(\d{1,2})[.)][ \t]+(?![(\[]?[A-H]\b)(.+)$")
ITEM_LETTER, LEAD_END = re.compile(r"[(\[][A-H][)\]]|\b(?:[Oo]ptions?|[Cc]hoices?|[Ss]tatements?|[Aa]nswers?)\s+[A-H]\b"), re.compile(r":\s|[.!?]\s|\s[—–-]\s")
SHARE = 0.6  # an item's content words an option must hold at least (4 of 5, 3 of 4 or 5, 2 of 3) ...
MARGIN = 2  # ... and at least twice as many as any other option holds


def with_letters(full: str, options: dict[str, str], answers: int = 1) -> str:
    """`full` with the letter of each option it names by its text: "Option A is incorrect because …" for "The option
    that says "…" is incorrect because …", "the correct answer is C: …" before an option's text. The items are
    lettered only when there are two or more and each names a different option (lines each led by one, only when they
    name every option but the `answers` the question asks for); `full` unchanged otherwise."""
    if not options:
        return full
    full = _numbered(full, options) if "1" in full else full
    full = _order_said(full, options) if "rder is" in full or "equence is" in full else full
    # ("About 6.5 kW: this is one DGX A100's power." on a line of its own, for every option but one: each "Option A: …")
    # (or by its text and a dash, in a list or in quotes: "- NVLink Bridge — a small bridge …", '"nvsm" - NVIDIA System …';
    # or quoted as what the line speaks of: '"Reboot both nodes and rerun the test" is premature because …')
    texts = {plain(text): letter for letter, text in options.items()}
    full = _lettered_rows(full, texts) if "|" in full else full
    dashed = not LETTER_ITEM.search(full)  # (a dash after an option's text leads no item where items have their letters)
    # (a paragraph of sentences each led by an option's quoted text, '… wrong ones. "DGX BasePOD" is a different …. "NVLink
    # domain" describes …': each sentence's option its line, where they are lettered)
    split = QUOTED_SENTENCE.sub("\n", full) if dashed and ("“" in full or '"' in full) else full
    lines = [(line, letter, end) for line in split.split("\n") for letter, end in [_led(line, texts, dashed, options)] if letter]
    colon = [line for line, _, end in lines if line[end - 2:end] == ": "]
    if colon and sum(1 for line in split.split("\n") if TERM_LINE.match(line)) > 2 * len(colon):  # (a glossary of terms, three of
        lines = [item for item in lines if item[0] not in colon]  # them options: "SymbolErrorCounter: total minor link errors …")
    said = [(line, letter, end) for line, letter, end in lines  # (each says its verdict: '"…" — this one is wrong.')
            if end == 0 and VERDICT_LED.match(line) or end and DASH_VERDICT.match(line, end)]
    lines = lines if len(lines) >= max(2, len(options) - answers) or len(said) < 2 else said
    if len(lines) >= 2 and (len(lines) >= len(options) - answers or lines == said) and len({letter for _, letter, _ in lines}) == len(lines) \
            and len(texts) == len(options):  # (each of the other options so, or all: a table of facts names fewer)
        named = {line: (letter, end + (short := _short_verdict(line, end)), "Wrong. " if short else "") for line, letter, end in lines}
        full = "\n".join(f"Option {named[line][0]}: {named[line][2]}{line[named[line][1]:]}" if line in named else line
                          for line in split.split("\n"))  # (a short verdict made plain: not "True for the porter, …" read alone)
    elif "\n" in full and ":" in full:
        full = _subjects_under_intro(full, options, answers)
    if "option" not in full and "nswer is" not in full:
        return full
    items = list(TEXT_ITEM.finditer(full)) if "option" in full else []
    letters = [option_named_by(item["said"], options) for item in items]
    if len(items) >= 2 and all(letters) and len(set(letters)) == len(letters):
        for item, letter in reversed(list(zip(items, letters))):
            full = f"{full[:item.start()]}Option {letter} {item['verdict']}{full[item.end():]}"
    for match in reversed(list(TEXT_ANSWER.finditer(full)) if "nswer is" in full else []):
        said = plain(match["said"])
        found = [letter for letter, text in options.items() if plain(text) == said]
        if len(found) == 1:
            full = f"{full[:match.end('lead')]} {found[0]}: {full[match.start('said'):]}"
    return full


# The order stated as its steps' labels after "the right order is" ("So the right sequence is 2, then 4, then 1, then 3, then 5."),
# and a step's label in it or in an option that is an order ("B) 2 → 4 → 1 → 3 → 5").
ORDER_SAID = re.compile(r"(?i)\b(?P<lead>(?:the\s+)?(?:correct|right|proper)\s+(?:order|sequence)\s+is)\s*:?\s*(?P<run>[^.!?\n]{3,160})")
STEP_LABEL, NOT_STEP = re.compile(r"(?<![\w.])(?:\d{1,2}|[P-Z]|[IVX]{1,4})(?![\w.])"), re.compile(r"[^\s,;→>–—-]")


def _order_said(full: str, options: dict[str, str]) -> str:
    """`full` with the letter of the one option that is the order "the right order is" gives by its steps' labels put before
    it ("the right sequence is B: 2, then 4, then …"), where every option is an order of labels alone; as it was otherwise."""
    runs = {letter: STEP_LABEL.findall(text) for letter, text in options.items()}
    if not options or not all(len(run) >= 3 and _labels_only(text) for run, text in zip(runs.values(), options.values())):
        return full
    for match in reversed(list(ORDER_SAID.finditer(full))):  # (its labels alone: not "A: I, II, …", nor "cluster, …: 3, 4, 1, 2")
        found = [letter for letter, run in runs.items() if run == STEP_LABEL.findall(match["run"])] if _labels_only(match["run"]) else []
        if len(found) == 1:
            full = f"{full[:match.end('lead')]} {found[0]}: {full[match.start('run'):]}"
    return full


def _labels_only(text: str) -> bool:
    """Whether `text` is an order of steps' labels and nothing else ("2 → 4 → 1 → 3", "2, then 4, then 1 and 3")."""
    return not NOT_STEP.search(STEP_LABEL.sub("", text).replace("then", "").replace("and", ""))


def _numbered(full: str, options: dict[str, str]) -> str:
    """`full` with the items of a numbered list that holds one for each option, in the options' order, each led by its option's
    gist and a colon, and names none by its letter, led by its option's letter instead ("1. Changing the dispatcher to alltoall:
    this is the right next step." under "a. Change to --moe-token-dispatcher-type alltoall …": "Option A: this is the right
    next step."), as `_led` letters a line led by its option's text: only where each gist shares no fewer words with its own
    option than with any other (a tie: the list's order tells), or each opens with its option's whole text; as it was otherwise."""
    items, letters = list(NUMBERED_ITEM.finditer(full)), list(options)
    if len(items) != len(options) or [int(item[1]) for item in items] != list(range(1, len(options) + 1)) \
            or LETTER_ITEM.search(full) or any(ITEM_LETTER.search(item[2]) for item in items):
        return full
    leads = [LEAD_END.search(item[2]) for item in items]
    whole = all(lead and plain(item[2][:lead.start()]) == plain(options[letter]) for item, letter, lead in zip(items, letters, leads))
    for item, letter, lead in zip(items, letters, leads) if not whole else ():
        words = keywords(item[2][:lead.start()]) if lead and lead[0][0] == ":" else set()
        held = [len(words & keywords(text)) for text in options.values()]
        if not (own := held[letters.index(letter)]) or any(count > own for count in held) or min(held) == own:  # (a tie: the order tells;
            return full  # but one no option is further from: steps every option orders)
    for item, letter, lead in reversed(list(zip(items, letters, leads))):
        full = f"{full[:item.start(1)]}Option {letter}: {full[item.start(2) + lead.end():]}"
    return full


def _led(line: str, texts: dict[str, str], dashed: bool, options: dict[str, str]) -> tuple[str, int]:
    """(the letter of the option `line` is led by, where what it says of it starts), or ("", 0): its text and a colon,
    else (if `dashed`) its text and a dash, else its words quoted as the subject of the line (`option_named_by`: a quote
    may leave out the option's last words, "Run HPL across the full cluster right away" of "… right away to save time")."""
    head, colon, _ = line.partition(": ")
    named = plain(LIST_NUMBER.sub("", head, 1) if head[:1].isdigit() else head)  # (after a list's number: "3. GPU Speed Of Light …: …")
    if colon and head[-1:] != " " and named in texts:  # (not a tool's output, "SW Power Cap : Active")
        return texts[named], len(head) + 2
    if colon and head[:1] in "\"“" and head[-1:] in "\"”" and (letter := option_named_by(head, options)):
        return letter, len(head) + 2  # ('"The pytorch image is a CPU-only build": no such thing. …': most of its words)
    led = DASH_LED.match(line) if dashed and (" - " in line or " — " in line or " – " in line) else None
    if led and (letter := texts.get(plain(led[1])) or (_begun(led[1], options) or option_named_by(led[1], options)
                                                       if led[1][:1] in "\"“" else _without_aside(plain(led[1]), options))):
        return letter, led.end()  # (quoted, its first words and "..." may stand for it: '"Time-slicing is supported …..." – …';
        # or unquoted without its option's aside: "NVIDIA driver container – …" of "NVIDIA driver container (nvidia-driver-…)")
    said = VERDICT_LED.match(line) if " is " in line or " are " in line or " fit" in line else None  # ("Triton Model Analyzer is incorrect
    if said and (letter := texts.get(plain(said[1])) or _without_aside(plain(said[1]), options)):  # because …": the line whole)
        return letter, 0
    value = VALUE_SUBJECT.match(line) if line[:1].isdigit() else None  # ("1,024 is what you get if …", "4,096 (64 x 64)
    if value and (letter := texts.get(plain(value[1]))):  # assumes …": an option's value, the subject of what is said)
        return letter, 0
    quoted = QUOTED_SUBJECT.match(line) if line[:1] in "\"“" else None  # (kept: it is the subject of what is said)
    if quoted:
        return option_named_by(quoted[1], options), 0
    lead = QUOTE_LEAD.match(line) if ("\"" in line[:24] or "“" in line[:24]) and not PRAISE.search(line) else None
    if lead:  # (a few words before it: 'Setting "truncate": "END" is wrong because …', 'Yung "the NIM … long inputs" — …')
        rest = line[lead.end():].lower()
        exact = [letter for letter, text in options.items() if rest.startswith(text.strip().rstrip(".").lower())]
        said = exact[0] if len(exact) == 1 else option_named_by(span[1], options) if (span := QUOTED_SPAN.match(rest)) else ""
        return said, 0
    return "", 0


def _subjects_under_intro(full: str, options: dict[str, str], answers: int) -> str:
    """`full` with "Option X: " before each line under an intro that announces the wrong ones ("Why not the other
    ones:", "And for the folks who picked something else:") whose subject is an option's text ("UFM Telemetry is only
    the collecting layer.", "The 1,000 ms answer is …"): only where the lines that follow it (blank ones apart) are
    one for each option but the `answers`, each of another, and the line after them is none."""
    lines, need = full.split("\n"), len(options) - answers
    for at, line in enumerate(lines):
        if not (line.rstrip().endswith(":") and len(line) <= 90 and OTHERS_INTRO.search(line)):
            continue
        under = [index for index in range(at + 1, len(lines)) if lines[index].strip()][:need + 1]
        letters = [_subject_of(lines[index], options) for index in under]
        if len(under) >= need >= 2 and all(letters[:need]) and len(set(letters[:need])) == need \
                and (len(under) == need or not letters[need]):
            for index, letter in zip(under, letters[:need]):
                lines[index] = f"Option {letter}: {lines[index].strip()}"
            return "\n".join(lines)
    return full


def _subject_of(line: str, options: dict[str, str]) -> str:
    """The one option whose text is the subject `line` opens with, a verb after it ("OpenSM is the subnet manager",
    "The 1,000 ms answer is …"), or ""."""
    said = SUBJECT_LEAD.sub("", line.strip()).lower()
    found = [letter for letter, text in options.items() if (bare := plain(text)) and said.startswith(bare)
             and SUBJECT_VERB.match(said, len(bare))]
    return found[0] if len(found) == 1 else ""


def _short_verdict(line: str, end: int) -> int:
    """How much of `line` from `end` is a verdict's sentence of a few words ("wrong two times. "), which says no why: what
    the item's reading keeps of it is its verdict alone; 0 when there is none."""
    verdict = DASH_VERDICT.match(line, end) if end else None
    stop = line.find(". ", end)
    return stop + 2 - end if verdict and stop > 0 and len(line[verdict.end():stop].split()) <= 3 else 0


def _begun(said: str, options: dict[str, str]) -> str:
    """The one option whose text `said`, quoted and closed by "..." or "…", begins, or whose first clause it is, whole to
    its semicolon, comma or colon ('"Both hold the GPU only while a call is executing"' of "Both hold the GPU only while a
    call is executing; between calls …"): its first words at least four."""
    bare = plain(said.strip().strip("\"“”").rstrip("…"))
    if len(bare.split()) < 4:
        return ""
    cut = said.rstrip("\"” ").endswith(("...", "…"))
    found = [letter for letter, text in options.items() if (texts := plain(text)).startswith(bare)
             and (cut or texts[len(bare):len(bare) + 1] in (";", ",", ":"))]
    return found[0] if len(found) == 1 else ""


def option_named_by(said: str, options: dict[str, str], share: float = SHARE, margin: float = MARGIN) -> str:
    """The one option `said` names: the option whose text it is, or the one holding most of its content words, two at
    least (`share` of them, by `margin` times and more than the next); "" when none does so."""
    bare = plain(said)
    same = [letter for letter, text in options.items() if plain(text) == bare]
    if same:
        return same[0] if len(same) == 1 else ""
    words = keywords(said)
    held = sorted(((len(words & keywords(text)), letter) for letter, text in options.items()), reverse=True)
    if not words or len(held) < 2:
        return ""
    (most, letter), (next_most, _) = held[0], held[1]
    return letter if most >= 2 and most >= share * len(words) and most >= margin * next_most and most > next_most else ""


# A table's row led by its first cell ("3 → 5 → 4 → 2 → 1  | Sound   | Install, load …", "ethtool -m eth2 | CORRECT … | …").
ROW_HEAD = re.compile(r"(?m)^([ \t]*\|?[ \t]*)([^|\n]*[^|\s])(?=[ \t]*\|)")


def _lettered_rows(full: str, texts: dict[str, str]) -> str:
    """`full` with each row of a table that names every option (three or more) by its text, each once, in its first cell, led
    by its option's letter ("C — 3 → 5 → 4 → 2 → 1 | Sound | …"), for `tables` to read by letter; as it was otherwise."""
    rows = [(match, letter) for match in ROW_HEAD.finditer(full) if (letter := texts.get(plain(match[2])))]
    if len(rows) < 3 or len({letter for _, letter in rows}) < len(rows) or len(rows) < len(set(texts.values())):
        return full
    for match, letter in reversed(rows):
        full = f"{full[:match.start(2)]}{letter} — {full[match.start(2):]}"
    return full


def plain(text: str) -> str:
    """`text` compared as an option's text: no quotes around it nor a closing full stop, in lower case, its spaces one each."""
    return " ".join(text.strip().strip("\"“”").rstrip(".").lower().split())


def _without_aside(said: str, options: dict[str, str]) -> str:
    """The one option whose text without its closing aside is `said` ("Business Logic Scripting" of "Business Logic
    Scripting (BLS)"), or ""."""
    found = [letter for letter, text in options.items() if "(" in text and plain(ASIDE.sub("", text)) == said]
    return found[0] if len(found) == 1 else ""


def names_by_text(full: str) -> bool:
    """Whether the analysis names two options or more by their quoted text alone (QUOTED_ITEM), or in lines led by a name
    and a dash or a colon under an intro that announces the wrong ones (NAMED_ITEMS), which give no letter."""
    return ('"' in full or "“" in full or "«" in full) and len(QUOTED_ITEM.findall(full)) >= 2 or ":\n" in full and NAMED_ITEMS.search(full) is not None
