"""The options' names a card shows where the text lists no options: the answer's name from its one-line answer, a
flattened table's row or a command, each only when parse is sure of it (`confident_name`)."""
from __future__ import annotations

import re

from ..model import LETTERS
from . import answerkind, answerlead
from .analysis import Analysis
from .answernames import letter_named
from .answerphrase import answer_name
from .phrases import sentences
from .words import STOP

QUOTED = re.compile(r"^[\"“]([^\"“”]+)[\"”]$")  # (an option's name that is its statement quoted whole)
#: The most words of an option's name found in its one-line answer (or as many as the longest wrong one's).
NAME_WORDS = 6
POINTS_BACK = re.compile(r"(?:it|it's|it’s|its|this|that|these|those|they|there|here|each|every|such|some)\b", re.I)
# A person the text speaks to or of, which starts a clause, never a name ("You want NVMe over Fabrics"; not
# "I/O scheduler").
PERSON = re.compile(r"(?i:you|your|we|our|she|he|her|his)\b|I\s")
# A word that is a name by its form: a capital past its first letter, a digit, or an inner - _ . ("NeMo",
# "DOCA", "ConnectX-7", "instance_group").
NAME_TOKEN = re.compile(r"[A-Za-z][\w.+/-]*?(?:[A-Z]|\d|[-_.][a-z])[\w.+/-]*")
ARTICLE = re.compile(r"(?:the|an?)\s+", re.I)
# Where a name's definition starts: "NVIDIA Virtual GPU Manager: software …", "X — the layer that …".
DEFINED = re.compile(r":\s|\s[—–]\s")
# A flattened table's row: "Dynamic batching | No | Little" (its first cell names what the row is about).
TABLE_ROW = re.compile(r"^([^|\n]{2,60}?)\s+\|\s+[^|\n]+(?:\|[^|\n]+)*$", re.M)
# A command's first word: lower case, joined by - _ . ("nvidia-smi", "nvidia-bug-report.sh") or plain ("dcgmi").
COMMAND_TOOL = re.compile(r"[a-z][a-z0-9_]*(?:[-.][a-z0-9_]+)+|[a-z][a-z0-9]{2,}")
# An adverb that ends a clause's first words, never a name ("The CUDA runtime then …").
ADVERB = frozenset("then now here there still already first again too instead".split())


#: Why a card whose question asks for a thing stays a recall card (`review: {options: …}`).
UNNAMED = "the answer's name was not found with confidence"


def complete_options(options: dict[str, str], result: Analysis, answer: tuple[str, ...], answer_text: str,
                     stem: str, everything: str, review: dict[str, str] | None = None) -> dict[str, str]:
    """Listed options; else the option names the analysis gives, the answer's in the few words of the
    one-line answer that name it, when together they cover every letter. Only a question that asks for a
    thing ("Which tool …", "Which metrics …") has an answer a name can give; one that asks for a cause, a
    benefit or a claim stays a recall card (its answer is a clause, and a clause is no option's name); one
    that asks for a thing and whose answer has no name found does too, marked in `review` for the maintainer."""
    if options:
        return options
    if not result.option_names or not answer:
        return {}
    named = dict(result.option_names)
    if len(answer) > 1:  # ("Which TWO statements …?" told only in the analysis, each quoted: all of them named, or none shown)
        letters = LETTERS[:LETTERS.index(max([*named, *answer, *result.rationales])) + 1]
        return named if set(named) == set(letters) and len(letters) > len(answer) else {}
    if answer[0] not in named and (paren := letter_named(answer[0], " ".join([everything, *result.rationales.values()]))):  # ("Only D
        # (A100 80GB) lacks FP8", in the analysis)
        named[answer[0]] = paren
    if answer[0] not in named:
        if answerkind.kind(answerkind.asking_sentence(sentences(stem.replace("\n\n", " ")))) != "thing":
            return {}
        wrong = list(named.values())
        name = answer_name(answer_text, stem, everything, wrong) if answer_text else ""
        # "NVIDIA Virtual GPU Manager: software on the host …": the term a definition follows
        for name in (answerlead.named(answer_text), name, DEFINED.split(name, 1)[0], command_name(everything, wrong),
                     table_name(everything, wrong)):
            if confident_name(name, everything, list(named.values()), stem):
                named[answer[0]] = name
                break
    # Every letter the question uses (named, answered or called wrong) must have a name.
    letters = LETTERS[:LETTERS.index(max([*named, *answer, *result.rationales])) + 1]
    if set(named) != set(letters) or len(letters) < 2:  # (one option named, the answer's: no choice to show)
        if review is not None and set(named) | set(answer) == set(letters) and answer[0] not in named:
            review["options"] = UNNAMED  # (every wrong option has its name: only the answer's is missing)
        return {}
    text = f"{stem}\n{everything}"
    own = {letter: _own_case(named[letter], text) for letter in letters}
    # (commands, where the text runs one of them with a flag: "sinfo -R"; else words, as capitalised: "Optimizer")
    commands = any(f"{name} -" in text for name in own.values() if name[:1].islower())
    return own if commands else {letter: QUOTED.sub(r"\1", named[letter]) for letter in letters}  # ('"PUE is …"': its words)


def _own_case(name: str, text: str) -> str:
    """A name of one word in the case the text writes it ("squeue", which the analysis's item started: "Squeue")."""
    lower = name[:1].lower() + name[1:]
    if " " in name or lower == name or name in text:
        return name
    at = text.find(lower)  # (as a word of its own: no pattern made for each name)
    while at >= 0:
        before, after = text[at - 1:at], text[at + len(lower):at + len(lower) + 1]
        if not (before.isalnum() or before in ("_", "-") and before) and not (after.isalnum() or after in ("_", "-") and after):
            return lower
        at = text.find(lower, at + 1)
    return name


def table_name(everything: str, wrong_names: list[str]) -> str:
    """When the explanations compare the options in a table ("Approach | Works without batching | …",
    "Dynamic batching | No | …", "Multiple model instances | Yes | …"): the first cell of the one row
    (past the header) that no wrong option names, when every other row is a wrong option's. Else ""."""
    cells = [match[1].strip() for match in TABLE_ROW.finditer(everything)][1:]
    wrong = [name.lower() for name in wrong_names]
    matched = [cell for cell in cells if any(cell.lower() in name for name in wrong)]
    others = [cell for cell in cells if cell not in matched]
    return others[0] if matched and len(others) == 1 else ""


def command_name(everything: str, wrong_names: list[str]) -> str:
    """When every wrong option is a command ("nvidia-smi -q", "dcgmi discovery -l"), the command of the
    same tools the explanations give most (at least twice, and more than any other), as they write it
    (with its flags, if they write some): "dcgmi diag", "nvidia-smi topo -m". Else ""."""
    tools = {name.split()[0] for name in wrong_names if name.split()}
    if not tools or not all(COMMAND_TOOL.fullmatch(tool) for tool in tools):
        return ""
    if sum(len(name.split()) > 1 for name in wrong_names) * 2 < len(wrong_names):
        return ""  # ("ext4", "xfs": names written in lower case, not commands with their arguments)
    taken = {" ".join(name.split()[:2]) for name in wrong_names} | tools
    pattern = re.compile(rf"(?<![\w-])((?:{'|'.join(map(re.escape, sorted(tools)))})(?:\s+(?!-)[a-z][\w-]*)?)"
                         r"((?:\s+--?[\w-]+(?:\s+\d+(?:[.,:/]\d+)*)?)*)")
    found: dict[str, list[str]] = {}
    for match in pattern.finditer(everything):
        command = " ".join(match[1].split())
        if not _ends_whole(everything, match.end()):
            continue  # ("dcgmi dmon -e 1002" of "-e 1002,1004x": a command cut is another command)
        if command not in taken and command.split()[-1] not in STOP:  # ("ext4 is …", "nvidia-smi can …")
            found.setdefault(command, []).append(" ".join(match.group().split()))
    ranked = sorted(found.items(), key=lambda item: -len(item[1]))
    if not ranked or len(ranked[0][1]) < 2 or (len(ranked) > 1 and len(ranked[1][1]) == len(ranked[0][1])):
        return ""
    forms = ranked[0][1]
    return max(forms, key=lambda form: (forms.count(form), len(form)))


# A clause's mark in a name: a comma, colon or semicolon, not one inside a value list ("-e 1002,1004").
CLAUSE_MARK = re.compile(r"[,:;](?!\d)|(?<!\d)[,:;]")
# A verb in lower case: a name is no clause ("The gradients use E5M2"; "NVIDIA Run:ai" is a name).
CLAUSE_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|does|did|can|could|will|would|should|must|may|might|use|"
                         r"uses|needs|runs|makes|gets|lets|gives)\b")


def _ends_whole(text: str, at: int) -> bool:
    """A command found up to `at` ends there: white space, the text's end, or a mark that ends a clause
    and is followed by white space ("… -d 1000."), not a value list or a word that goes on ("1002,1004")."""
    if at >= len(text) or text[at].isspace():
        return True
    return text[at] in ".,;:)!?" and (at + 1 >= len(text) or text[at + 1].isspace())


def confident_name(name: str, everything: str, wrong_names: list[str], stem: str = "") -> bool:
    """Whether the few words taken as the answer's name are a name: no clause mark, no word that points
    back ("It", "Each"), no longer than six words or the longest wrong option's name, not what the
    question already names; and either a term the explanations use more than once (the name, its last
    words, or a word that is a name by its form: "NVIDIA Magnum IO": "Magnum IO"; "NeMo"), or shaped as
    the wrong options' names are: no longer than the longest (past a leading article), holding a name's
    word if each of them does, and not an article before plain words unless one of them is ("The GPU
    count alone"). A clause or a description ("A common practice", "The main win", "The maximum width
    of 16 confirms that the GPU") is none of these."""
    words = name.split()
    longest = max(len(wrong.split()) for wrong in wrong_names) if wrong_names else 0
    if not words or len(words) > max(NAME_WORDS, longest) or CLAUSE_MARK.search(name) or POINTS_BACK.match(name) \
            or PERSON.match(name) or CLAUSE_VERB.search(name):  # ("The gradients use E5M2": a claim)
        return False
    if words[-1] in STOP or words[-1] in ADVERB:  # ("The CUDA runtime then": the start of a clause)
        return False
    bare = ARTICLE.sub("", name).lower()
    if bare in stem.lower():
        return False
    lower = everything.lower()
    tokens = [word for word in words if NAME_TOKEN.fullmatch(word)]
    ends = [" ".join(words[start:]) for start in range(max(1, len(words) - 1))] + tokens
    if any(lower.count(end.lower()) >= 2 for end in ends):
        return True
    named = [any(NAME_TOKEN.fullmatch(word) for word in wrong.split()) for wrong in wrong_names]
    article = ARTICLE.match(name) is not None
    return (len(words) - article <= longest and (not all(named) or bool(tokens))
            and (bool(tokens) or not article or any(ARTICLE.match(wrong) for wrong in wrong_names)))


# The options told in the explanation, where the page did not list them: a line or a sentence that says it gives them ("The
# statements on the page were:", "The options were: A. $HOME, B. …", "The choices were A. 30 days, B. …"), then each in turn.
TOLD = re.compile(r"(?im)(?:^|(?<=[.!?][ \t]))[^\n.:]{0,80}\b(?:options|statements|choices|answers|orders|sequences)\b[^\n.:]{0,40}"
                  r"(?:\b(?:were|are)(?:\s+(?:on|in|at|from|given|shown|listed|posted)\b[^\n.:,]{0,30})?|,\s+as\s+[^\n.:]{0,40}\bthem)\s*:[ \t]*$"
                  r"|(?<![^\s.])[^\n.:]{0,80}\b(?:options|statements|choices|answers)\b[^\n.:]{0,40}\b(?:were|are)\s*:?[ \t]+(?=A[.)][ \t])")  # (and "… stop. The four
# orders on offer were:" closing a paragraph, its orders each on a line "A: initialize() → …"; "Four statements were on the
# landing:", "The statements, as the analysis calls them:", each on a line "(A) …")
TOLD_MARKS = ("were:", "are:", "were A.", "are A.", "were A)", "are A)", ":\n\nA.", ":\n\nA)", ":\n\nA:", ":\n\n(A)")
BLOCK_END = re.compile(r"\n(?![ \t]*\n|[ \t]*(?:[A-H][.):]|\([A-H]\))[ \t])")  # (the first line after the intro not led by a letter, nor blank)
TOLD_ITEM = re.compile(r"(?:^|\n|[,;]?[ \t]+)(?:([A-H])(?:[.)]|(?<=\n[A-H]):)|(?:^|(?<=\n))\(([A-H])\))[ \t]+")
VERDICT_WORD = re.compile(r"^\W*(?:not\s+)?(?:wrong|incorrect|correct|right|true|false)\b|\b(?:is|are|was)\s+(?:not\s+)?(?:wrong|incorrect|correct)\b"
                          r"|[:—–-]\s*(?:wrong|incorrect|correct)\b|\bbecause\b(?=.*\b(?:wrong|incorrect|correct)\b)", re.I)  # (a verdict, not a statement's own
# "because", "to stay correct": "Rows remapped because of correctable errors …")


def told_options(full: str) -> tuple[dict[str, str], str]:
    """The options the full explanation tells (TOLD), three or more, each after its letter in turn from A, on a line of its
    own or in one sentence, none with a verdict (an analysis is no list of the options); and `full` without them, for the
    analysis to read no option as its own note ('B. each replica gets an isolated quarter …'). ({}, `full`) where none."""
    said = TOLD.search(full) if any(mark in full for mark in TOLD_MARKS) else None  # (a few strings looked for: no scan of every place)
    if not said:
        return {}, full
    inline = full[said.end():said.end() + 2] in ("A.", "A)")
    rest = full[said.end():]
    block = rest.split("\n", 1)[0] if inline else rest[:next((match.start() for match in BLOCK_END.finditer(rest, 1)), len(rest))]
    block = block[:stop.start() + 1] if inline and (stop := re.search(r"\.(?=\s+[A-Z]|\s*$)", block)) else block
    letters = list(TOLD_ITEM.finditer(block))
    if len(letters) < 3 or [match[1] or match[2] for match in letters] != list(LETTERS[:len(letters)]):
        return {}, full
    options = {match[1] or match[2]: block[match.end():after.start() if after else len(block)].strip().rstrip(".;,")
               for match, after in zip(letters, [*letters[1:], None])}
    if any(not text or VERDICT_WORD.search(text) for text in options.values()):
        return {}, full
    return options, (full[:said.start()] + full[said.end() + len(block):]).strip()


# An analysis item led by its letter and the option's own claim in quotes ("4. D — “With compression unset, a homogeneous graph
# gets CSR output …” True. The loader …"): the options a text that lists none quotes, one per letter; the quote closed where
# the claim ends (not inside one: '"{} updates … and {"Targets": …}"').
QUOTED_ITEM = re.compile(r'(?m)^[ \t]*(?:\d{1,2}[.)][ \t]*)?[(\[]?([A-H])[)\]]?[ \t]*[—–:.)-][ \t]*[“"]([^”"\n]{8,300})[”"](?=[ \t.,:;!?—–-]|$)')


def quoted_options(full: str) -> dict[str, str]:
    """The options the analysis quotes, each after its letter at a line's start, four or more, A, B, C … in turn, each once
    and of three words or more (`QUOTED_ITEM`); {} where any is missing, out of turn or alike."""
    found = [(match[1], match[2].strip().rstrip(".")) for match in QUOTED_ITEM.finditer(full)] if "“" in full or '"' in full else []
    letters = [letter for letter, _ in found]
    if len(found) < 4 or letters != list(LETTERS[:len(found)]) or len({text for _, text in found}) < len(found) \
            or any(len(text.split()) < 3 for _, text in found):
        return {}
    return dict(found)
