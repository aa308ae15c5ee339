"""Lines of a text that are no statement, by their form (`drawing_form.fault` reads them): output (a log line,
a command or configuration line), a list item that starts with its verb, a head with no verb of its own; and what a
sentence's intro before its colon introduces (`after_intro`: never a term's label, "Mixed: …", only a voice's).
"""
from __future__ import annotations

import re

from .phrases import capitalise, word_count

# A line that starts with its verb ("Works, but slow, and CPU busy", "Skips the optimizer step …", "Detects the
# GPUs"): a word in -s before an article or an object (a plural subject is followed by its verb instead).
VERB_FIRST = re.compile(r"(?!(?:Across|Besides|Towards|Unless|Whereas|Thus|Sometimes|Perhaps|Always|Afterwards|Plus|"
                        r"Regardless|Nevertheless|Was|Has|Is|Does|Its|Yes|This|Less|Various|Numerous|Previous)\b)"
                        r"(?:(?:Works|Fails|Helps|Matters|Breaks|Stops|Starts|Runs),"
                        r"|(?:Serves|Runs|Sits|Lives|Works|Depends|Relies|Falls|Listens|Waits|Writes|Reads|Talks|Connects|"
                        r"Belongs)\s+(?:on|in|at|to|from|with|anywhere|everywhere|locally|inside|alongside)\b"
                        r"|[A-Z][a-z]{2,}(?<!s)s\s+(?:the|a|an|it|them|its|their|all|every|each|any|one|this|these|those|no)\b"
                        r"|(?:Adds|Solves|Gives|Takes|Makes|Shows|Requires|Provides|Offers|Supports|Keeps|Sends|Creates|Removes|"
                        r"Allows|Enables|Lets|Converts|Replaces|Launches|Reduces|Increases|Exposes|Ensures|Prevents|Handles|"
                        r"Performs)\s+\S)")  # ("Adds short hardware tests, …", "Solves Ax = b by …": what does?)
# A log line ("node01:21544:21544 [0] NCCL INFO Bootstrap : …", "2024-05-01 12:00:01 ERROR …"): output, not a fact.
LOG_LINE = re.compile(r"\S*\w:\d+(?::\d+)*\s|\[[\d.:\s-]+\]\s|\d{4}-\d\d-\d\d[T\s]|\d\d:\d\d:\d\d\s")  # (matched)
LOG_LEVEL = re.compile(r"\s\[\d+\]\s+(?:\S+\s+)?(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE)\b")
LEVELS = ("INFO", "WARN", "ERROR", "DEBUG", "TRACE")
TAG_LEVEL = re.compile(r"[A-Z][\w.-]{1,15}[ \t]{1,6}(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE)\s")  # ("NCCL INFO NCCL_IB_HCA set to …": a log's line)
# A command line's tokens: flags, paths, settings, ports, environment names ("docker run --gpus all -e NGC_API_KEY …").
COMMAND_TOKEN = re.compile(r"^(?:--?[A-Za-z][\w-]*|\S*[/=]\S*|\S*\d:\d\S*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$")
# A cut before a relative clause needs a clause before it: "The NVIDIA device plugin, which …" is a subject alone.
RELATIVE_CUT, NOUN_PHRASE_START = (", which ", ", who ", ", whose ", ", where "), re.compile(
    r"(?:The|A|An|Each|Every|This|These|Its|Their|Together|With|For|In|On|At|By|From|Of|Along|Alongside)\s")
# What a clause has and a list's last item has not: a subject pronoun or an auxiliary verb.
FINITE = re.compile(r"\b(?:it|they|he|she|we|is|are|was|were|has|have|had|can|could|will|would|does|do|did|must|"
                    r"should|may|might|cannot)\b", re.I)
VERB_FORM = re.compile(r"(?:^|\s)([\w-]*[A-Za-z][\w-]*|[\d.,–-]+%)\s+[a-z]{2,}(?:s|ed)(?=\s+(?!such\s+as\b|including\b)[\w\"'“‘`])")
# A finite verb, roughly (`has_verb`): an auxiliary or a subject pronoun, or a word in -s or -ed after a word
# that is no article or preposition, or after a share ("… of roughly 10–20% repeats text") (and before no "such as": "GPU servers such as the DGX H100" has none).
NOT_BEFORE_VERB = frozenset("the a an with of in on for by to from this that these those its their each every all any "
                            "some no many more most few several other such per via into onto over under".split())
# A head that announces the items after its colon ("… has two halves:", "… comes in several editions:"): what
# follows is their list, not a statement of its own; a line that stops before the list is over is cut off.
ANNOUNCES = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|various|a\s+few)\s+"
                       r"(?:[\w-]+\s+){0,5}?[\w-]+$", re.I)
# An aside between dashes, then the verb of the subject before it ("A daemon that was already running — and never got
# restarted — has no driver …"): no clause ends before it.
CLOSING_VERB = (r"\s[—–]\s+(?:[a-z]+\s+)?(?:is|are|was|were|has|have|had|can|cannot|will|does|do|did|must|should|would|could|"
                r"needs?|gets?|runs?|takes?|makes?|keeps?|happens|goes|stays|sits|lives|comes|moves|ends|works|fails|remains|"
                r"depends|matters|belongs|stops|starts)\b")  # (the aside's closing dash, then the verb: "everything — reading, …,
# collation — happens in the main process")
DASHED_ASIDE = r"[^—–]{1,80}" + CLOSING_VERB


def announces(head: str) -> bool:
    """Whether `head` ends by announcing items (a count and what it counts, after a word of the clause: not
    "Two settings control …", not "The two can be …")."""
    match = ANNOUNCES.search(head)
    before = head[:match.start()].rstrip().lower() if match else ""
    return bool(before) and not before.endswith(("the", "these", "those", "all", "both")) and not FINITE.search(match[0])


def items_from(text: str) -> int:
    """Where the items a head announces start in `text` (after its colon; the first with no verb such as "is" of
    its own: "… between two devices: NV# means the pair is joined …" gives clauses); -1 when none does."""
    at = text.find(": ")
    while at >= 0:
        if announces(text[:at]) and not FINITE.search(text[at + 2:].split(", ", 1)[0]):
            return at + 2
        at = text.find(": ", at + 2)
    return -1


def outside_items(text: str, cuts: list[tuple[int, bool]]) -> list[tuple[int, bool]]:
    """The `cuts` (place, weak) of `text` that end no line inside the items a head announces ("… is made of two
    parts: Spectrum-4 switches", cut before ", and BlueField-3 SuperNICs"): none from its colon to the last item."""
    items = items_from(text) if ": " in text else -1
    return [cut for cut in cuts if not (0 <= items - 2 <= cut[0] and " and " not in text[items:cut[0]]
                                        and ", or " not in text[items:cut[0]])]


LABEL_WORDS = 6  # (the most words of a label before a colon)


def is_label(head: str) -> bool:
    """What stands before a colon is a label, not a statement: a few words and no verb ("Level 1 (-r 1), quick")."""
    return len(head.split()) <= LABEL_WORDS and not has_verb(head)


def has_verb(text: str) -> bool:
    """Whether `text` holds a finite verb, roughly: an auxiliary or a subject pronoun, or a word in -s or -ed
    that no article or preposition leads ("… plugin tells …", not "with paged KV cache", "the cached rows";
    `drawing_cut.HAS_VERB` takes any -ed word for one, right for where a cut may end, not for whether a head
    has a verb at all)."""
    if FINITE.search(text):
        return True
    return any(match[1].lower() not in NOT_BEFORE_VERB for match in VERB_FORM.finditer(text))


def output_line(text: str) -> bool:
    """A command line, a configuration line or a log line: output, not a statement."""
    return (("/" in text or "=" in text or " -" in text)  # (counted only where one is: else the sum is 0)
            and text.count(" -") + text.count("=") + text.count("/") >= 2 and _command_line(text)
            or text.endswith(" \\")  # (a command's line that goes on on the next: "helm upgrade --install … \\")
            or " # " in text and text[:1].islower()  # (a command with its shell comment: "sinfo -R  # reason, …")
            or "{" in text and "}" in text  # (a configuration's text: 'instance_group [ { count: 2, … } ]')
            or _log_line(text) or "] " in text and _log_level(text) or _output_row(text)
            or text[:1].isupper() and any(level in text[:32] for level in LEVELS) and TAG_LEVEL.match(text) is not None)  # (TAG_LEVEL's
    # level starts within 1 + 15 + 6 characters: the prefilter's window holds it)


def _log_line(text: str) -> bool:
    """LOG_LINE matches `text` (tried only where it can: its first token holds a colon, or "[" or a digit opens it)."""
    return (":" in text or text[:1] == "[" or text[:1].isdecimal()) and LOG_LINE.match(text) is not None


def _output_row(text: str) -> bool:
    """A row of a command's output ("91827.batch batch 05:12:37 COMPLETED 0:0 14.2G cpu=64,gres/gpu=8"): six
    fields or more, hardly a word among them, no label nor list (a formula, a flow or a specification is a fact:
    "Global batch = 32 × 16 = 512", "H200: 141 GB HBM3e, 4.8 TB/s memory bandwidth")."""
    if ", " in text or ": " in text or " = " in text or " + " in text or "->" in text or "×" in text or "→" in text:
        return False  # (its marks looked for one by one, before the split: a generator cost more)
    fields = text.split()
    if len(fields) < 6:
        return False
    words, most = 0, len(fields) // 4  # (a line of prose shows its words within its first few fields: stop there)
    for field in fields:
        if field.isalpha() and not field.isupper():
            words += 1
            if words > most:
                return False
    return True


def _command_line(text: str) -> bool:
    """Half its words or more (three at least) are flags, paths, settings or environment names."""
    words = text.split()
    flags = sum(1 for word in words if COMMAND_TOKEN.match(word))
    return flags >= (2 if words[0].islower() else 3) and 2 * flags >= len(words)  # ("scontrol update n=1 s=r")


def _log_level(text: str) -> bool:
    """LOG_LEVEL is in `text` (searched only where a level's word is)."""
    return any(level in text for level in LEVELS) and LOG_LEVEL.search(text) is not None


VALUE_STARTS, KEY_NAME = tuple("\"'“‘`"), re.compile(r"[\w-]+(?:[./][\w-]+)+")  # (a quoted value after "key: ", and a key)
# A setting written inline: a key in lower case ("privileged: true", "driver: nvidia, device_ids: ['1']") and a
# literal, a list or a map, or a word before the next setting's key.
LOWER_KEY = re.compile(r"[a-z][a-z0-9_.-]*")
CODE_VALUE = re.compile(r"(?:true|false|null)\b|[\[{]|[\w.-]+(?:,\s+|\s+and\s+)[a-z][a-z0-9_.-]*:\s")


def key_value(text: str, colon: int) -> bool:
    """The colon at `colon` parts a key and its value inside a sentence: a capitalised word after one in lower case, and a
    capitalised value or a figure ("… show State: Active", "Rate: 400"); a dotted or slashed key and a figure or a quoted
    value ('nvidia.com/gpu.present: "true"', "nvidia.com/mig-1g.5gb: 1"); a setting in code (LOWER_KEY, CODE_VALUE)."""
    before = text[:colon].rsplit(None, 2)[-2:]
    value = text[colon + 2:colon + 3]
    if before and LOWER_KEY.fullmatch(before[-1]) and CODE_VALUE.match(text, colon + 2):
        return True
    return len(before) == 2 and before[0].islower() and before[1][:1].isupper() and (value.isupper() or value.isdigit()) \
        or bool(before) and (value.isdigit() or value in VALUE_STARTS) and KEY_NAME.fullmatch(before[-1]) is not None


# What a source says, a clause of its own after "that" ("NVIDIA documentation says directly that both fibres …"): a clause
# after its turn may be that clause's, not the source's.
REPORTED = re.compile(r"\b(?:says|states|notes|shows|means|specifies|explains|confirms|ensures)\s+(?:[a-z]+ly\s+)?that\s")


# A space-aligned table's row run into one line ("SP 3 assigned to the RoCE lossless traffic pool No Yes": its last two
# cells), a line that only names the answer's letter ("Jæja, the cause is B."), an option's verdict ("… NOT IT STOP").
ROW_CELLS = frozenset("Yes No True False Y N ✓ ✔ ✗ ✘".split())
LETTER_ONLY = re.compile(r"(?:[^\W\d]+,\s+)?(?:so,?\s+)?the\s+[\w-]+(?:(?:\s+[\w-]+){2,4})?\s+is\s+\(?(?-i:[A-H])\)?[.!]?$", re.I)  # ("… the stitch to work next is B")
NOT_IT = re.compile(r"\bnot\s+it(?:\s*[.!;]|\s*$|\s+(?-i:STOP)\b)", re.I)


# A relative clause cut before its verb: "giving a number (23.8 GiB/s) that a Gen4 x4 link" (", …, could never deliver").
VERBLESS_RELATIVE = re.compile(r"\s(?:that|which|whom)\s+(?:a|an|the|its|their|this|these)\s+(?P<tail>[^,;:.()\[\]]{1,50}?)\.?$", re.I)


def not_a_line(text: str) -> str:
    """Why `text` is a table's row, the answer's letter alone, an option's verdict or a relative clause cut before its
    verb, not a line (empty: it is none). (Each form looked for where its words are: `fault` asks of every cut weighed.)"""
    tail = text[-70:]  # (a relative clause the line ends on starts in its last 70 characters)
    if " that " in tail or " which " in tail or " whom " in tail:
        at = max(tail.rfind(" that "), tail.rfind(" which "), tail.rfind(" whom "))  # (only the last can end the line)
        cut = VERBLESS_RELATIVE.match(tail, at)
        if cut and len(cut["tail"].split()) <= 4 and not has_verb(cut["tail"]) \
                and not any(word.endswith(("s", "ed")) for word in cut["tail"].split()[1:]):
            return "cut off"
    end = text.rstrip(".! ")
    last = end[-1:]
    if last in "soeYN✓✔✗✘":
        cells = end.rsplit(None, 2)
        if len(cells) == 3 and cells[1] in ROW_CELLS and cells[2] in ROW_CELLS:
            return "a table's row"
    elif last in "ABCDEFGH" and end[-2:-1] in " (" and " is " in text and LETTER_ONLY.fullmatch(text.strip()):
        return "the answer's letter alone"
    if ("ot it" in tail or "OT IT" in tail) and NOT_IT.search(tail):
        return "a verdict on an option"
    if text[:1] in "•▪·✓✔✗✘" or text.rstrip()[-1:] == "|":
        return "a list's mark or a table's cell"  # ("• Frame 4, the fine print …", "✓ The one left standing …", "… into OOM. |")
    if text.rstrip()[-1:] == "!" and not has_verb(text):
        return "an exclamation, not a statement"  # ("Introducing first, in the BLUE corner!")
    if ": " in text[:40] and LETTER_LABEL.match(text):
        return "talks of the options"  # ('Contestant B: right address, wrong name! …': an option named by its letter)
    return ""


def letter_said(text: str) -> str:
    """Why a drawing's point `text` says an option's letter where a fact would be ("Today's forecast: C, /usr/local/…",
    "… 112 GB, so the correct dose is D", "The bird comes to the fist at C"), or is a voice's numbered heading with no verb
    ("Play 1, the platform archive"): empty where it is neither. (Not an answer line's test: there a line that states only
    letters is left empty, and said why, by `sections`.)"""
    run = LETTER_RUN.search(text) if ", " in text else None  # (its first; the character before it looked at here)
    before = text[run.start() - 1] if run and run.start() else " "
    if ": " in text[:44] and LABEL_LETTERS.match(text) or run and not (before.isalnum() or before in "_.+/-"):
        return "talks of the options"  # (and "Vậy đáp án là A, C và E": letters in a list, whatever its "and")
    end = text.rstrip(".! ")
    if end[-1:] in "ABCDEFGH)" and LETTER_END.search(end):
        return "the answer's letter alone"
    heading = NUMBERED_HEADING.match(text) if text[:1].isupper() else None  # ("Frame 1, nvidia-smi topo -m", "SCENE 2: The pool gets dug")
    return "a numbered heading" if heading and not has_verb(heading["rest"]) else ""


LETTER_LIST = re.compile(r"(?<![\w=.-])\(?[A-H]\)?(?:,\s*\(?[A-H]\)?)*,?\s+(?:and|or|&)\s+\(?[A-H]\)?(?![\w=-])(?!\s+(?!(?:is|was|has|does)\b)[A-Za-z]+s\b)")  # (option letters
# in a list; not before a plural they qualify, "A and B shifts", "the A and B PDUs")
LETTER_LABEL = re.compile(r"[^:\n]{0,30}[\s(][A-H]\)?:\s")  # (a label that ends on an option's letter)
# (a label, then option letters alone: "Right answer up front, dudes: D (3, 4, 2, 5, 1)", "Right group: A, C, E – all three …")
LABEL_LETTERS = re.compile(r"[^:\n]{0,40}:\s+\(?[A-H]\)?(?:,\s*\(?[A-H]\)?)*(?:,|\.|\s+[–—-]\s|\s+\(|\s+is\s+the\s|$)")
LETTER_RUN = re.compile(r"[A-H],\s+[A-H](?![\w.+/-])")  # (the character before it looked at after: a class first is searched fast)
# A voice's numbered heading: a word of a sequence, its number, then what it is about, in a few words or after an article
# ("Turn 2, the Fabric Manager package", "Frame 1, nvidia-smi topo -m"; not a step's list, "Step 1: …", "Item 1: …").
NUMBERED_HEADING = re.compile(r"(?i:scene|act|frame|play|turn|count|pitch|mile|cue|move|round|leg|stop|chapter|take|shot|lap|bar|verse|panel|clue|"
                              r"station|spec)\s+(?:\d{1,2}|[IVX]{1,4}|one|two|three|four|five)[,:.]\s+(?P<rest>(?i:the|a|an|our|my|your)\s.+|(?:\S+\s+){0,3}\S+)$")
LETTER_END = re.compile(r"(?:\b(?:is|at|are)|:)\s+\(?[A-H]\)?$")  # (a line that ends on an option's letter)
SUBJECT_FIRST = re.compile(r"(?:the|a|an|each|every|all|its|their|(?-i:[A-Z])[\w./-]*|[a-z]\w*[-_.][\w.-]*)\s", re.I)  # (a clause's subject)
LABEL_LIKE = re.compile(r"^[A-Za-z][\w/+.-]+(?:\s+[\w/+.-]+){0,3}$")  # (and a term defined on its line: "single: on each node …"; not a speaker's letter, "T: Because …")


def _voice_label(head: str, rest: str, text: str) -> bool:
    """A label of the voice's own before a whole clause ("Warm-up: DVFS … is how …", "Cast off: …"): none of its words
    is used again in `text` (the card's, lower case), as a term's ("Mixed: every profile …", "With GDS: …") would be, and
    it starts in capitals (a term defined on its line does not: "cold: every object is kept on disks …")."""
    words = re.findall(r"[a-z][a-z0-9-]{2,}", head.lower())
    return bool(text) and bool(words) and head[:1].isupper() and word_count(rest) >= 5 and SUBJECT_FIRST.match(rest) is not None \
        and not any(map(str.isdigit, head)) and all(text.count(word) < 2 for word in words)


def after_intro(sentence: str, text: str = "") -> str:
    """After a short intro ending in a colon, what the colon introduces (after a label, only a voice's: `_voice_label`)."""
    head, colon, rest = sentence.partition(": ")
    if colon and (rest[:1].isdigit() and rest.split(None, 2)[1:2] in (["and"], ["or"]) or key_value(sentence, len(head))):
        return sentence  # (a key's value, and the sentence goes on: "… requests nvidia.com/mig-1g.10gb: 1 and is …", "…: 1 (or …)")
    if colon and word_count(head) <= 8 and word_count(rest) >= 4 and (not LABEL_LIKE.match(head) or _voice_label(head, rest, text)) \
            and items_from(sentence) != len(head) + 2 and has_verb(rest):  # (not the items "… has two halves:" announces: no statement)
        return capitalise(rest)
    return sentence
