"""The wrong-option notes of a proposed drawing ("misconceptions, corrected" on a recall card): for each
wrong option, a few words of its rationale that say what is wrong with it, or nothing.

A note is read alone, next to the option it corrects (or, on a recall card, with no option at all), so
it must carry the correction, never only the wrong claim ("PUE is a ratio" of "PUE is a ratio; shrinking
the IT load … raises PUE" reads as support for the option). It is, in this order:
- the rationale's only sentence, whole, when it fits a note (a writer's whole reason is a correction);
- a sentence of the rationale, whole or cut where a clause ends, that holds a negation ("… , not X",
  "does not …", "has nothing to do with …", "X only …"; "still", "already", "actually" only where no
  negation is left out), or a whole one with its turn ("A large batch raises throughput but makes each
  request wait longer"); a head without a negation only when the rationale holds none and no turn;
- the clause after a turn (", but", "; ", ", so", " and does not …") that holds a negation, when it names its subject
  ("it" and an elided subject are replaced by the head's subject when that is a plain noun phrase: "trtexec does not
  sweep …" of "trtexec builds engines, but it does not sweep …"; "they all share …" with no plural subject before it
  is left out), and says what is wrong, not what would follow (", so the new data would still hide it");
- else nothing: the drawing shows fewer notes ("say less, never wrong").
A note is a statement: not a fragment that lost its subject ("Not the full matrix", "Only the data path …" after a ";"),
not a clause that points back ("Both describe …"). The same note for two letters is kept once (`_owns`). A first word
in lower case ("trtexec", "lspci") keeps its case.
"""
from __future__ import annotations

import functools
import re

from ..model import Question
from .drawing_case import own_case
from .drawing_cut import FINITE, HAS_VERB, clause_head
from .drawing_form import NOTE_WORDS
from .drawing_lines import REPORTED, has_verb, key_value
from .drawing_nofact import verdict_only
from .drawing_points import CLAUSE_JOINT, PLAIN_SUBJECT, SUBJECT, VERDICT, loose
from .drawing_reads import Words
from .phrases import capitalise, holds_any
from .words import keywords

DEFINITE_END = re.compile(r"\b(?:the|a|an|another|one|any|each)\s+[\w-]+$", re.I)  # ("the role": before "that …" it waits for its clause)
# No correction: a quoted claim with only its verdict ('"change anytime" -> not correct'), or a line that ends on a
# pronoun its own words do not name ("Slurm does not need it").
NO_CORRECTION = re.compile(r"^[\"“][^\"”]{1,200}[\"”]\s*(?:->|→|—|–|-|:)\s*(?:not\s+)?(?:correct|true|right|wrong|false)\b"
                           r"|\s(?:need|needs|use|uses|do|does|support|supports|require|requires)\s+(?:it|them)$", re.I)
SENTENCE_END = re.compile(r"(?<=[.!?])(?<!e\.g\.)(?<!i\.e\.)(?<!vs\.)\s+(?=[A-Z])")  # (neither after "i.e.": "…, i.e. PUE − 1")
SENTENCE_SPACE = re.compile(r" (?=[A-Z])(?<=[.!?] )(?<!e\.g\. )(?<!i\.e\. )(?<!vs\. )")  # (the same in a text of single spaces, from its spaces)
NEGATION = frozenset("not no never nothing cannot without unrelated unchanged unaffected neither nor none instead rather".split())  # (what
# says the option's claim is not so, or is so only in part, or after all)
RESTRICTION = frozenset({"only"})  # ("only" corrects a claim when a subject comes before it: "Lighting is only 1% of facility power")
# Words that correct a claim only where no negation is left out ("The servers are still cooled by air",
# not "DCGM monitors GPUs on nodes that are already running" of "…, but it does not image servers").
WEAK = frozenset("still already actually".split())
AUXILIARY = r"(?:does|do|did|is|are|was|were|has|have|can|cannot|could|would|will|should|must)"
REVERSAL = re.compile(r"^(?:the\s+)?(?:reverse|opposite)\s+is\s+(?:true|the\s+case)(?:\s*[:;—–]\s*|[.!]?$)", re.I)
NAME_WORD = re.compile(r"^.+[A-Z0-9_]|^-|[a-z]-[a-z]")  # ("MPS", "NetQ", "-pm", "nvidia-smi"; not "let", "Persistence")
# A rationale whose subject was its letter, dropped by the analysis ("Option B is a real command …" -> "Is a real …", "Sets …").
VERB_FIRST = re.compile(rf"(?i:{AUXILIARY})\s|[A-Z][a-z]+[^s\W]s\s+(?:the|an?|its|only|up|what|from)\s")
# Where a sentence turns from what the option claims to what corrects it (the clause after the turn
# corrects only with a negation of its own: "…, but clients share memory bandwidth" names no option).
TURNS = (re.compile(r",?\s+but\s+"),
         re.compile(r";\s+|:\s+|\s[—–]\s+|,\s+(?:while|whereas|yet|so|and)\s+"),
         # a second predicate of the same subject ("X profiles kernels and does not tune servers")
         re.compile(r",?\s+(?:and|but)\s+(?=" + AUXILIARY + r"\b)"))
TURN_MARKS = (("but",), (";", ":", "—", "–", ","), ("and", "but"))  # (what each turn cannot match without)
# A pronoun among a sentence's first three words, past its first ("Reinstalling it does not …", "You get it if …").
EARLY_PRONOUN = re.compile(r"\S+(?:\s+\S+)?\s+(?:it|them)\b(?!\s+is\b)", re.I)
# An option's claim quoted whole, with nothing after it but its verdict.
CLAIM_ONLY = re.compile(r"[\"“][^\"“”]{8,}[\"”](?:\s*$|[.!]?\s*(?:[—–-]\s*)?(?-i:[A-Z]))")  # (a quote, then nothing or another sentence)
QUOTED_CLAIM = re.compile(r"[\"“][^\"”]+[\"”]\s*(?:[-–—:]\s*)?(?:(?:is\s+|that's\s+)?(?:wrong|false|incorrect|not true|untrue|"
                          r"nope|no|a myth)\b[.!]?)?$", re.I)
CONDITION = re.compile(r"(?:without|if|unless|once|until|absent|whenever|when|in the absence of|had|were it not)\b", re.I)  # ("Without it, …", "If …")
TURNED = re.compile(r",?\s+(?:but|yet|whereas|although|though)\s+|;\s|\s[—–]\s|,\s+(?:while|and)\s+")  # (a second clause after a turn: its first alone may be the claim)
# A fragment: a correction word or a verb with no subject before it ("Not the full matrix", "Only the
# path …" after a ";", "Does not offload …", "Are available …").
FRAGMENT = re.compile(r"^(?:not|only|rather|instead|nor|but|and|or|both|either|neither|the two|the former|the latter|"
                      r"is|are|was|were|do|does|did|has|have|had|can|cannot|could|would|will|should|must|may|might)\b", re.I)
FRAGMENT_WORDS = frozenset("not only rather instead nor but and or both either neither is are was were do does did has have "
                           "had can cannot could would will should must may might".split())  # (its one-word leads)
# A verb in a clause: an auxiliary, or a lower-case "-s" word with a word before and after it.
PRESENT = re.compile(r"\S\s+[a-z]{2,}s\s+\S")
NEGATES = re.compile(r"\b(?:" + "|".join(NEGATION) + r")\b|n[’']t\b", re.I)
NEGATION_WORDS, WEAK_WORDS = Words(" ".join(sorted(NEGATION))), Words(" ".join(sorted(WEAK)))  # (NEGATES's and WEAKLY's words)
NOT_ENDING = re.compile(r"n[’']t\b", re.I)
RESTRICTS, WEAKLY = re.compile(r"\s(?:" + "|".join(RESTRICTION) + r")\b", re.I), re.compile(r"\b(?:" + "|".join(WEAK) + r")\b", re.I)
# (A turn written with single spaces, each a match of TURNED: `_turned` looks for these first.)
TURN_LITERALS = (", and ", "; ", " — ", " – ", " but ", ", while ", " yet ", " whereas ", " although ", " though ")
ADVERB = re.compile(r"\s(?:only|also|still|just|never|always|often|even|already|[a-z]+ly)$")
NOUN_AFTER, LATER_VERB = re.compile(r"\s+" + AUXILIARY + r"\b"), re.compile(r"(?:\s+[\w-]+){1,4}?\s+(?:would|could|will|can|cannot|should|must|might|may)\s")
PARENTHESES, EXAMPLE_END = re.compile(r"\([^()]*\)"), re.compile(r"[,;:.)]\s|\s[—–]\s")
ONLY_WAY, ALTERNATIVE = re.compile(r"\bonly\s+(?:at|with|via|through|by|in|from|on)\s"), re.compile(r",\s+(?:or\s+)?(?:with|via|through|by|at|in|from|on)\s")
# A second clause with a subject and verb of its own (", while MIG re-partitioning needs …"; not ", and GPU monitoring").
OTHER_SUBJECT = re.compile(r"(?:,\s+(?:and|but|while|whereas)|;)\s+(?:the\s+)?(?!(?:it|they)\s)(?:[\w-]+\s+){1,3}?"
                           r"(?:is|are|was|were|has|have|needs?|requires?|[a-z]{2,}[^s\W]s)\b(?=\s+\w)")  # (its object after)
# A note that denies its subject does something to "it" and names nothing else ("The GPU Operator does not deploy it").
DENIES_IT = re.compile(r"(?:The\s+)?[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:does\s+not|doesn['’]t|do\s+not|don['’]t|cannot|can['’]t|"
                       r"never|will\s+not|won['’]t)\s+[a-z]+(?:\s+or\s+[a-z]+)?\s+(?:it|them)$")
REPORTING = re.compile(r"\b(?:says|said|states|notes|writes|claims|mentions|suggests|documents|explains)\s+(?!that\b)")  # (what is reported, no "that")
NO_ONE = frozenset("nothing none nobody neither no everything everyone".split())  # ("Nothing | suggests …, and it …")
# A subject never ends in a preposition ("AutoDetect=nvml in" of "AutoDetect=nvml in gres.conf discovers …").
OPEN_SUBJECT = frozenset("in on of to for with at by from into onto under over the a an".split())
PRONOUN = re.compile(r"^(it|they)\s+(?=[a-z])|^(?=" + AUXILIARY + r"(?:n['’]t)?\b)", re.I)  # (and "… but doesn't fix …")


def wrong_notes(question: Question) -> tuple[tuple[str, str], ...]:
    """(letter, note) for each wrong option whose rationale has a correcting phrase; a note once."""
    seen, notes = set[str](), []
    for letter, reason in question.rationales.items():
        name = _short_name(question.options.get(letter, ""))
        if name and VERB_FIRST.match(reason):  # ("Option A is the limit …" read as "Is the limit …": "3 is the limit …")
            reason = f"{name} {reason[0].lower()}{reason[1:]}"
        text = _named_it(note(reason, question.options.get(letter, "")), name)
        if text and text.lower() not in seen and _owns(question, letter, reason, text):
            seen.add(text.lower())
            notes.append((letter, own_case(text, question)))
    return tuple(notes)


def _owns(question: Question, letter: str, reason: str, text: str) -> bool:
    """A note of a rationale letters share ("C and D are both wrong: …") goes, where their options are known, with the one
    whose words it shares most; with the first when it shares as many with two and some with each (else none)."""
    group = [other for other, said in question.rationales.items() if said == reason]
    if len(group) < 2 or not all(other in question.options for other in group):
        return True
    words = keywords(text) - keywords(question.question)
    shared = [len(words & keywords(question.options[other])) for other in group]
    return max(shared) > 0 and letter == (group[shared.index(max(shared))] if shared.count(max(shared)) == 1 else
                                          group[0] if min(shared) else "")


def _short_name(option: str) -> str:
    """The option's text when it is a short name (a few words, no verb, no comma), else empty."""
    return name if (name := option.strip().rstrip(".")) and len(name.split()) <= 6 and not has_verb(name) and "," not in name else ""


def _named_it(text: str, name: str) -> str:
    """A note that denies its subject does something to "it" and names nothing else ("The GPU Operator does not
    deploy it"): "it" is the option, named when its text is a short name ("… does not deploy NVIDIA UFM"); else no
    note (readers fail a dangling "it"). ("… the scheduler does not read them" after "Metrics …": not so.)"""
    if not text.endswith((" it", " them")) or not DENIES_IT.match(text):
        return text
    return f"{text.rsplit(None, 1)[0]} {name}" if name else ""


def note(reason: str, option: str = "") -> str:
    """A wrong option's note (see the module's doc), first letter upper-cased; none that is the option's claim quoted, alone or
    before a verdict ('"… transform." Not the cause': KB 6482, KC 6517), not one of a quoted subject ('"dcgmi discovery -l" only …')."""
    return "" if CLAIM_ONLY.match(line := _note(reason, option)) else line


def _note(reason: str, option: str) -> str:  # (`note`'s phrase, the option's claim quoted too)
    said = " ".join(reason.split())  # (its only spaces single ones: a sentence ends only at ". ", "! " or "? ")
    said = SENTENCE_SPACE.split(said) if ". " in said or "! " in said or "? " in said else [said]
    sentences = [REVERSAL.sub("", VERDICT.sub("", s.strip(), count=1)) for s in said]  # ("The reverse is true: X" says X)
    sentences = [s for s in sentences if s]
    # (A head without a negation is the writer's correction only when the rationale holds no other:
    # no turn to a second clause, no negation anywhere.)
    plain = not any(_negates(s) or _turned(PARENTHESES.sub("", s) if "(" in s else s) for s in sentences)
    for index, sentence in enumerate(sentences[:3]):
        if sentence[:1] in "\"“" and QUOTED_CLAIM.match(sentence) or not index and len(sentences) > 2 and len(sentences[1].split()) <= 6:
            continue  # (the option's claim quoted, with its verdict, '"With GDS you do not need a file system." Wrong', or told before a few words': "… never bound to a stream. Won't hold water. …")
        own = ""  # (the subject a later sentence's "It" stands for: a clause after its turn keeps it)
        if index and option and (pronoun := PRONOUN.match(sentence)):  # ("X displays clocks. It says nothing about …":
            resolved = _resolved(sentence, sentences[0])  # "X says nothing …", X the option's words or a name)
            own = resolved[:len(resolved) - len(sentence) + pronoun.end()].strip()
            own = own if own and (own.lower() in option.lower() or all(map(NAME_WORD.search, own.split()))) else ""
            sentence = resolved if own else sentence
        if index and EARLY_PRONOUN.match(sentence) or verdict_only(sentence):
            continue  # (a later sentence's "Reinstalling it …": "it" is what a sentence before named; "… is premature": why?)
        if line := _statement(sentence, plain, head=True):
            return line
        if not _corrects(sentence, ""):
            continue  # (no clause after a turn corrects where the whole sentence does not: each is its end, after a space)
        for turn, marks in zip(TURNS, TURN_MARKS):
            if not holds_any(sentence, marks):
                continue  # (none of the turn's marks: no search)
            for match in turn.finditer(sentence):
                if not _corrects(sentence[match.end():], ""):
                    continue  # (cheap first: no line of this clause can correct)
                if _conditioned(sentence, match) or match[0][:1] == ":" and (" " not in sentence[:match.start()].strip() or key_value(sentence, match.start())) \
                        or " that " in sentence[:match.start()] and REPORTED.search(sentence, 0, match.start()) \
                        or REPORTING.search(sentence, 0, match.start()) and PRONOUN.match(sentence[match.end():]) \
                        or match[0].split()[-1:] == ["so"] and (" would " in (after := f" {sentence[match.end():match.end() + 60]} ") or " will " in after):
                    continue  # (… a key before its value, "max_batch_size: 0 means …"; ", so X would …"; "X says [that] … but is not …": whose?)
                tail = _resolved(sentence[match.end():].strip(), sentence[:match.start()], own, _short_name(option))
                line = _statement(tail, False)  # (with no option's text beside it, a later sentence's clause names the
                if line and (option or not index or keywords(line) & keywords(sentences[0])):  # option's thing, or is no note:
                    return line  # "the GPU is still on the bus" of "A double-bit ECC error is Xid 48. That's …; the GPU …")
    return ""


def _statement(sentence: str, plain: bool, head: bool = False) -> str:
    """`sentence` (or its head) as a note when it says what is wrong; else empty. `plain`: a line
    without a negation may stand (the rationale has none to lose);
    `head`: the sentence is a whole one of the rationale (a pronoun after its first word refers inside
    it), not the clause after a turn."""
    text = sentence.rstrip(".!? ")
    if not text or text.count(" ") < 3 or _fragment(text) or _no_correction(text) \
            or not (plain or _corrects(sentence, "") or (head and _turned(text))):  # (three words or fewer, "No tests run": no note)
        return ""  # (no line of it can correct: clause_head, the costly part, is not run; `sentence`'s stop, no
        # word, changes no word `_corrects` reads, and its negation is known: `note` asked it)
    text = capitalise(text)
    line = clause_head(text, NOTE_WORDS, "note")
    if not line or (not head and loose(line)) or line != text and verdict_only(line):  # (a line that passes `fault`; not its
        return ""  # verdict cut before its why, "The arithmetic does not work | : 3 x 3.3 kW = 9.9 kW, below …")
    first = CLAUSE_JOINT.split(line, maxsplit=1)[0]
    if not (PRESENT.search(first) or HAS_VERB.search(first) or FINITE.search(first)):  # (the cheapest first)
        return ""  # (no verb in its first clause: a list's items, "ECC counters, but …")
    whole = head and line == text and _turned(line)  # (the turn and what follows)
    if line != text and (text[len(line):len(line) + 4] == " to " or text.startswith(f"{line} ") and len(text[len(line):].split()) <= 3):
        return ""  # (cut before "to …", "… has neither the bandwidth nor the role", or its last words, "… isn't applied | that way")
    if line != text and text[len(line):len(line) + 6] in (" that ", " which", " who ") and DEFINITE_END.search(line):
        return ""  # (cut before the relative clause its noun needs: "… is exactly the component | that makes …")
    if line != text and (_example_goes_on(text[len(line):]) or " only " in line and ONLY_WAY.search(line) and ALTERNATIVE.match(text[len(line):])):
        return ""  # (cut before "such as X in requests …": the clause's own end goes too; or before the rest of what "only" allows:
        # "The secret goes in only at the password prompt | , with -p/--password, or with --password-stdin")
    return line if plain or whole or _corrects(line, text) else ""


def _conditioned(sentence: str, turn: re.Match[str]) -> bool:
    """The clause before a turn to a second predicate ("but", "and", "while", "yet") opens with a condition that
    governs both ("without it, pods could request GPUs but the runtime would not mount …"): the clause after the
    turn alone says the opposite of the text."""
    if turn[0].lstrip(",").strip() in (";", ":", "—", "–"):
        return False
    start = max(sentence.rfind(mark, 0, turn.start()) for mark in ("; ", ": ", " — ", " – "))
    return bool(CONDITION.match(sentence[start + 2 if start >= 0 else 0:turn.start()].lstrip(" —–")))


def _example_goes_on(rest: str) -> bool:
    """What a line was cut before is an example ("such as X", "like X") that runs on past a few words
    before the clause ends: the words after the example belong to the main clause."""
    lead = rest.lstrip(", ")
    if not lead.startswith(("such as ", "like ", "e.g. ")):
        return False
    return len(EXAMPLE_END.split(lead.split(" ", 2 if lead.startswith("such") else 1)[-1], 1)[0].split()) > 3


def _resolved(tail: str, head: str, subject: str = "", name: str = "") -> str:
    """The clause after a turn with its leading "it" ("they") replaced by the head's subject when that is a plain noun
    phrase ("…; it does not run …" -> "DCGM Exporter does not run …"); `subject`, the head's when known; `name`, the
    option's, where the head describes it ("a collective … library; it has nothing to do …": NCCL, not "a collective")."""
    if not (pronoun := PRONOUN.match(tail)):
        return tail
    rest = tail[pronoun.end():] if pronoun[1] else tail[:1].lower() + tail[1:]  # (an auxiliary's sentence: "Does not …" -> "X does not …")
    if name and (head[:2] in ("A ", "a ") or head[:3] in ("An ", "an ")) and (pronoun[1] or "").lower() == "it":
        return f"{name} {rest}"  # (the option, which the head describes)
    if subject and head.startswith(subject):
        return f"{subject} {rest}"
    # (not after a second subject, ", while MIG re-partitioning needs … so it …": which one?)
    match = SUBJECT.match(head) if not OTHER_SUBJECT.search(head) else None
    subject = ADVERB.sub("", match[1]) if match else ""  # ("GPU Feature Discovery only | labels …")
    if match and match[0].endswith("s") and not match[0].endswith((" is", " has", " does", " was")) \
            and ((noun := NOUN_AFTER.match(head, match.end())) or LATER_VERB.match(head, match.end())):
        subject = match[0] if noun else ""  # (a plural noun: "ECC errors | are …"; "GPU clocks | stuck … would …": unknown)
    plural = subject.endswith("s") or " and " in subject
    if not subject or subject.rsplit(None, 1)[-1].lower() in OPEN_SUBJECT or len(subject.split()) > 4 \
            or subject.split(None, 1)[0].lower() in NO_ONE \
            or not PLAIN_SUBJECT.match(subject) or "(" in subject \
            or (pronoun[1] and (pronoun[1].lower() == "they") != plural) \
            or (not pronoun[1] and tail.startswith(("are ", "were ", "have ", "do ")) and not plural):
        return tail  # (nor when the verb does not agree with it: "Faster switch port | speeds … are")
    return f"{subject} {rest}"


def _fragment(text: str) -> bool:
    """bool(FRAGMENT.match(text)): a first word of ASCII letters (not "the") looked up, any other searched."""
    first = text.partition(" ")[0]
    if first.isalpha() and first.isascii() and first.lower() != "the":
        return first.lower() in FRAGMENT_WORDS
    return FRAGMENT.match(text) is not None


def _no_correction(text: str) -> bool:
    """bool(NO_CORRECTION.search(text)), searched only where it can match: after a quote that opens the text, or
    before an "it" or "them" that ends it (in an end re.I may fold, "ıt", always)."""
    end = text[:-1] if text[-1:] == "\n" else text
    return (text[:1] in "\"“" or not text[-5:].isascii() or end[-4:].lower().endswith(("it", "them"))) \
        and NO_CORRECTION.search(text) is not None


@functools.lru_cache(maxsize=64)  # (a rationale's sentence is asked again by `note`, `_statement` and `_corrects`)
def _negates(text: str) -> bool:
    """bool(NEGATES.search(text)): its words looked up (`Words`), its "n't" searched only where one is."""
    if NEGATION_WORDS.found(text):
        return True
    lower = text.lower()
    return ("n't" in lower or "n’t" in lower) and NOT_ENDING.search(text) is not None


def _turned(text: str) -> bool:
    """bool(TURNED.search(text)), searched only where its marks or words are."""
    if not (";" in text or "—" in text or "–" in text or "but" in text or "yet" in text or "whereas" in text
            or "though" in text or ("," in text and ("while" in text or "and" in text))):
        return False
    return any(turn in text for turn in TURN_LITERALS) or TURNED.search(text) is not None


def _corrects(line: str, source: str) -> bool:
    """The line holds a negation, or an "only" after its first word, or a "still" ("already",
    "actually") where `source`, the text it was cut from, holds no negation the line left out."""
    if _negates(line) or "only" in line.lower() and RESTRICTS.search(line):
        return True
    return WEAK_WORDS.found(line) and not _negates(source)
