"""The correct letter(s): inferred from the analysis of the wrong options, checked against what the
text states.

Inference: the options are the listed ones; with none listed, four (A–D), or as many as the
highest letter the text names. The answer is what the analysis does not call wrong. When the
analysis calls every implied option wrong with answers still to find, the text implies more
options than it names: A–D all wrong means the answer is E.

A stated answer ("The correct answer is D.", "Answer: C", "Option B is correct", an analysis item
"B is correct because …") wins when it fits the question; when it disagrees with the inference,
a warning names both. A mere mention ("… option B, fixes that.") decides only what the inference
leaves open. A warning is given only when the text does not tell.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..model import LETTERS
from . import answerkind, answerlead
from .analysis import Analysis
from .answernames import letter_named
from .answerphrase import answer_name
from .phrases import holds_any, sentences
from .words import STOP

WHICH_N = re.compile(r"\b(?:which|select|choose|pick|identify|name)\s+(?:the\s+)?(two|three|2|3)\b(?!-)", re.I)
# "Which statement … is NOT correct?", "… EXCEPT", "Which is false?": the answer is the untrue option.
NEGATED = re.compile(r"\b(?:NOT|EXCEPT|FALSE|INCORRECT|UNTRUE)\b|(?i:\b(?:is|are)\s+(?:false|untrue|inaccurate|"
                     r"incorrect|not\s+(?:true|correct|accurate|valid))\b[^.?]*\?)")
NEGATED_WORDS = ("not", "except", "false", "untrue", "inaccurate", "incorrect")  # (one is in each match, lower case)
EXCEPTION_ASKED = ("exception", "odd one out")  # (what a question asks for where its stem's NOT or EXCEPT is said before it)
WHICH_WORDS = ("which", "select", "choose", "pick", "identify", "name")  # (WHICH_N's, with one of COUNT_WORDS)
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")
QUOTED = re.compile(r"^[\"“]([^\"“”]+)[\"”]$")  # (an option's name that is its statement quoted whole)
ASKING = re.compile(r"(?:which|what|select|choose|identify)\b", re.I)
COUNT_WORDS = {"two": 2, "2": 2, "three": 3, "3": 3}
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
#: Options a question implies when the text lists none and names no letter past D.
IMPLIED_OPTIONS = 4


@dataclass(frozen=True)
class Decision:
    """The answer and why it could not be told, if it could not."""

    answer: tuple[str, ...]
    """Correct letters; empty when the text does not tell."""
    problem: str = ""
    """A warning for the maintainer, or ""."""
    disputed: frozenset[str] = frozenset()
    """Letters the text states as the answer that the analysis calls wrong: neither reading is to be trusted."""


@functools.lru_cache(maxsize=16)  # (asked of one stem several times: by parse_text, its answer and its rest reading)
def expected_count(stem: str) -> int:
    """How many answers the stem asks for ("Which TWO …" -> 2)."""
    lower = answerkind.lowered(stem)  # (searched only where its words are: most stems have no count)
    match = WHICH_N.search(stem) if not lower or holds_any(lower, COUNT_WORDS) and holds_any(lower, WHICH_WORDS) else None
    return COUNT_WORDS[match[1].lower()] if match else 1


@functools.lru_cache(maxsize=16)  # (asked of one stem several times: by parse_text, its answer, its rest reading, the drawing)
def negated(stem: str) -> bool:
    """Whether the question asks for the option that is NOT true: read in the sentences that ask (the
    scenario may stress a NOT of its own: "The jobs must NOT share GPUs.")."""
    lower = answerkind.lowered(stem)  # (NEGATED's words looked for first: most stems have none)
    if lower and not holds_any(lower, NEGATED_WORDS):
        return False
    asking = [part for part in SENTENCE_BREAK.split(stem) if "?" in part or ASKING.match(part)]
    if any(NEGATED.search(part) for part in asking or [stem]):
        return True
    # "… are true EXCEPT one. Which one is the exception?": a question that asks for the exception the stem's
    # sentence before it names.
    return any(holds_any(part.lower(), EXCEPTION_ASKED) for part in asking) and NEGATED.search(stem) is not None


def decide(*, options: tuple[str, ...], wrong: set[str], named: set[str], stated: tuple[str, ...],
           mentioned: tuple[str, ...], expected: int) -> Decision:
    """The answer from the option letters listed, the letters called wrong and named, and the letters
    the text states (or only mentions) as the answer."""
    contradicted = set(stated) & wrong
    if contradicted:
        inferred = _inferred(options, wrong, named | set(mentioned), expected)
        if not options and inferred and LETTERS.index(max(inferred)) >= implied_count(wrong, named | set(mentioned)):
            inferred = ()  # (a letter past every one named: the analysis misread, not a fifth option)
        return Decision(inferred, f"the text states the answer is {_letters(stated)}, but the analysis of the wrong "
                                  f"options calls {_letters(sorted(contradicted))} wrong; "
                                  + (f"using {_letters(inferred)}, the letter it leaves" if inferred else
                                     "set `answer:` in the YAML by hand"), frozenset(contradicted))
    if options and not set(stated) <= set(options):  # (the options misread: "A) 50 GB/s  B) 400 GB/s …" as one)
        return Decision((), f"cannot tell the answer: the text states {_letters(stated)}, but the options listed are "
                            f"{_letters(options)}; set `answer:` in the YAML by hand")
    inferred = _inferred(options, wrong, named | set(stated) | set(mentioned), expected)
    fits = len(stated) == expected and (not options or set(stated) <= set(options))
    if fits:
        if inferred and set(inferred) != set(stated):
            return Decision(stated, f"the text states the answer is {_letters(stated)}, but the analysis of the "
                                    f"wrong options leaves {_letters(inferred)}; using {_letters(stated)} "
                                    "(check `answer:`)")
        return Decision(stated)
    if len(inferred) == expected:
        return Decision(inferred)
    candidates = inferred or _remaining(options, wrong, named | set(mentioned))
    clues = [letter for letter in mentioned if letter in candidates]
    if len(clues) == expected:
        return Decision(tuple(clues))
    if stated:
        why = f"the text states {_letters(stated)}, but the question asks for {expected} answer(s)"
    elif not wrong:
        why = "the text names no wrong option by its letter"
    else:
        why = (f"the analysis calls {_letters(sorted(wrong))} wrong, which leaves "
               f"{_letters(candidates) or 'no letter'}, but the question asks for {expected}")
    return Decision((), f"cannot tell the answer: {why}; set `answer:` in the YAML by hand")


def _inferred(options: tuple[str, ...], wrong: set[str], named: set[str], expected: int) -> tuple[str, ...]:
    remaining = _remaining(options, wrong, named)
    if not options and wrong and len(remaining) < expected:
        # Every implied option is called wrong: the text implies more options than it names.
        count = implied_count(wrong, named)
        remaining = remaining + tuple(LETTERS[count:count + expected - len(remaining)])
    return remaining if len(remaining) == expected else ()


def _remaining(options: tuple[str, ...], wrong: set[str], named: set[str]) -> tuple[str, ...]:
    if options:
        return tuple(letter for letter in options if letter not in wrong)
    if not wrong:
        return ()
    return tuple(letter for letter in LETTERS[:implied_count(wrong, named)] if letter not in wrong)


def implied_count(wrong: set[str], named: set[str]) -> int:
    """How many options a text that lists none implies: four, or up to the last letter it names."""
    return max(IMPLIED_OPTIONS, LETTERS.index(max(wrong | named)) + 1)


def _letters(letters) -> str:
    return ", ".join(letters)


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
    if not result.option_names or len(answer) != 1:
        return {}
    named = dict(result.option_names)
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
