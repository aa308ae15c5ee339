"""A Q&A or a dialogue on the other options, read as the analysis's items: a Q&A whose questions name the options by
their text ("Q: … nvidia-smi dmon …?" / "A: …") or by their letters ("Q. Sequence (C) sets … A. That's backwards."), and a
dialogue whose learner asks of them by their letters ("Student: What about B?" / "Instructor: It does. …"); and whether a
"That's B" in a reply points at the option a question asked of, not at the answer (`names_asked`, `replies_on`)."""
from __future__ import annotations

import functools
import re
from collections import Counter

from ..model import LETTERS
from .phrases import capitalise


# A Q&A's question, then its answer on the next line ("Q: Can't I just watch nvidia-smi dmon …?" / "A: You'd see …").
QA_PAIR = re.compile(r"(?m)^[ \t]*Q:[ \t]*(?P<question>[^\n]*\?)[ \t]*\n(?:[ \t]*\n)?[ \t]*A:[ \t]*(?P<answer>\S[^\n]*)$")


def qa_items(full: str, options: dict[str, str]) -> str:
    """A Q&A on the other options whose questions each name one option by its text ("Q: … nvidia-smi dmon …?"): each
    pair as that option's item ("B (nvidia-smi dmon): You'd see …"), when every pair names one, and a different one."""
    pairs = list(QA_PAIR.finditer(full)) if "Q:" in full and options else []
    named = [_named_option(pair["question"], options) for pair in pairs]
    if len(pairs) >= 2 and all(named) and len(set(named)) == len(named):
        for pair, letter in reversed(list(zip(pairs, named))):
            full = f"{full[:pair.start()]}{letter} ({options[letter]}): {pair['answer']}{full[pair.end():]}"
        return full
    # ("Q: Why not (a)?" / "A: Advertising … is the job of …": a question that asks of one option by its letter, among
    # questions that ask of none, "Q: What is DCGM in the first place?")
    lettered = [(pair, found[0]) for pair in pairs if len(found := _asked_letters(pair["question"], options)) == 1]
    if len(lettered) >= 2 and len({letter for _, letter in lettered}) == len(lettered):
        for pair, letter in reversed(lettered):
            full = f"{full[:pair.start()]}{letter}: {pair['answer']}{full[pair.end():]}"
    return full


# A transcript's turn, in a paragraph or on a line of its own: "Q. Sequence (C) sets the ready state first … A. That's
# backwards. …" (up to the next "Q." or the line's end).
TURN = re.compile(r"(?m)(?:^|(?<=\s))Q[.:][ \t]+(?P<question>[^\n]*?)[ \t]+A[.:][ \t]+(?P<answer>[^\n]*?)(?=[ \t]+Q[.:][ \t]|[ \t]*$)")


def turn_items(full: str) -> str:
    """A transcript whose questions ask of one option by its letter at a time ("Q. … Sequence (A) starts the service
    first. Is that acceptable? A. No. Two problems: …"): each such turn as that option's item, on a line of its own ("A:
    Two problems: …"), when two turns or more ask of a different option each; a turn whose answer agrees ("Q. So the only
    one you would sign is the one marked (B)? A. Yes.") states the answer, and the turns that ask of none stay as they are."""
    if "Q. " not in full and "Q: " not in full:
        return full
    lettered = [(turn, found[0]) for turn in TURN.finditer(full) if len(found := _asked_letters(turn["question"], {})) == 1]
    agreed = [(turn, letter) for turn, letter in lettered if CONFIRMS.match(turn["answer"])]
    lettered = [(turn, letter) for turn, letter in lettered if (turn, letter) not in agreed]
    if len(lettered) < 2 or len({letter for _, letter in lettered}) < len(lettered):
        return full
    said = {turn.start(): f"The correct answer is ({letter})." for turn, letter in agreed if not NEGATED.search(turn["question"])}
    for turn, letter in sorted(lettered + agreed, key=lambda pair: -pair[0].start()):  # (the witness's "No." answers the
        # question, not the option's truth; "… the one marked (B)? A. Yes.": the answer, as said)
        item = said.get(turn.start(), "") if (turn, letter) in agreed else f"{letter}: {capitalise(DENIES.sub('', turn['answer']))}"
        full = f"{full[:turn.start()].rstrip(' ')}\n{item}\n{full[turn.end():].lstrip(' ')}" if item else full
    return full


def _asked_letters(question: str, options: dict[str, str]) -> list[str]:
    """The option letters a question asks of ("Why not (A)?", "What about B?", and in parentheses in lower case, "Why
    not (a)?", where the options are lettered so)."""
    found = [letter for match in ASKED_LETTER.finditer(question) for letter in match.groups() if letter]
    found += [letter.upper() for letter in LOWER_ASKED.findall(question) if letter.upper() in options]
    return list(dict.fromkeys(found))


# A dialogue's learner, then its teacher on the next line ("Student: What about B? …" / "Instructor: It does. …").
SPEAKER_PAIR = re.compile(r"(?m)^[ \t]*(?:Student|Learner|Candidate|Trainee|Me)[ \t]*:[ \t]*(?P<asked>[^\n]*)\n(?:[ \t]*\n)?"
                          r"[ \t]*(?:Instructor|Teacher|Tutor|Trainer|Mentor|Expert|Coach)[ \t]*:[ \t]*(?P<reply>\S[^\n]*)$")
# The option a learner's line asks about: "That's option A.", "What about B?", "And D sounded nice.", "(C)".
ASKED_LETTER = re.compile(r"\b(?:[Oo]ption|[Cc]hoice)\s+\(?([A-H])\)?(?![\w-])|\b[Ww]hat\s+about\s+\(?([A-H])\)?(?![\w-])"
                          r"|^(?:And|But|So|Then|Or)\s+\(?([A-H])\)?(?![\w'’-])|\(([A-H])\)")

LOWER_ASKED = re.compile(r"\(([a-h])\)")
CONFIRMS = re.compile(r"(?:yes|yep|yeah|exactly|right|correct|spot\s+on|bingo|precisely)\b", re.I)
NEGATED = re.compile(r"\b(?:not|wrong|incorrect|false|never)\b|n['’]t\b", re.I)  # (a question a "Yes." would deny by)
DENIES = re.compile(r"^(?:no|nope|nah|not\s+quite)\b[.,!:;—–-]*\s*", re.I)


def dialogue_items(full: str) -> str:
    """A dialogue on the options whose learner asks of one option by its letter at a time ("Student: What about B?
    …" / "Instructor: It does. Triton loads …"): each such pair as that option's item ("B: It does. Triton loads …"),
    when two pairs or more ask of a different option each; the pairs that ask of none, or whose teacher agrees ("So
    D?" / "Exactly."), stay as they are."""
    pairs = list(SPEAKER_PAIR.finditer(full)) if ":" in full and ("Student" in full or "Learner" in full
                                                                   or "Candidate" in full or "Trainee" in full or "Me:" in full) else []
    asked = [{letter for match in ASKED_LETTER.finditer(pair["asked"]) for letter in match.groups() if letter} for pair in pairs]
    lettered = [(pair, letters.pop()) for pair, letters in zip(pairs, asked)
                if len(letters) == 1 and not CONFIRMS.match(pair["reply"])]  # ("So D?" / "Exactly. …": the answer, as said)
    if len(lettered) < 2 or len({letter for _, letter in lettered}) < len(lettered):
        return _named_turns(full) if ":" in full else full
    for pair, letter in reversed(lettered):  # (the teacher's "No." answers the learner's question, not the option's truth)
        full = f"{full[:pair.start()]}{letter}: {DENIES.sub('', pair['reply'])}{full[pair.end():]}"
    return full


# Two speakers by name, one reading an option out by its letter, the other judging it on the next line ("Anand: … A says
# every import re-parses the header." / "Rosa: That's the dynamic way, …. A is wrong.").
NAMED_PAIR = re.compile(r"(?m)^[ \t]*(?P<one>[A-Z][\w'’-]{1,20})[ \t]*:[ \t]*(?P<asked>[^\n]*)\n(?:[ \t]*\n)?"
                        r"[ \t]*(?P<other>[A-Z][\w'’-]{1,20})[ \t]*:[ \t]*(?P<reply>\S[^\n]*)$")
READ_OUT = re.compile(r"(?:^|[.!?:]\s+)(?:(?:And|Then|Now|Next|Last|Finally),?\s+)?(?:[Oo]ption\s+)?\(?([A-H])\)?(?::\s|\s+(?:says|claims|reads|"
                      r"suggests|proposes|wants|offers|reckons|thinks|holds)\b)")
# (a letter a turn says, never the article: "Back to C, then.", "Haan ji, A first.", "D is wrong.", not "A pass is …")
LETTER_SAID = re.compile(r"(?<![\w'’(])\(?((?!A\s+(?!(?:is|was|says|said|and|or|too|then|first|alone|goes|fails|works|holds|has|does)\b)[a-z])"
                         r"[A-H])\)?(?![\w'’-])")
# (a reply's word to the speaker before a comma, "Right, max: 50 …. True.": no verdict on the option)
INTERJECTION = re.compile(r"^(?:no|nope|nah|yes|yep|yeah|right|exactly|sure|well|okay|ok|hmm)\s*,\s*", re.I)


def _named_turns(full: str) -> str:
    """The NAMED_PAIR turns whose first reads out one option by its letter and whose reply names no other: each reply as that
    option's item ("A: That's the dynamic way, …. A is wrong."), where two pairs or more read out a different option each, and
    the speakers' other turns before the last pair name no option ("Back to C, then.": the dialogue is read as it is); those
    turns then without their names (a name that no longer heads two lines would leave its turn read as a fact); the turns
    after the last pair, its close ("So B's the only one showing a green."), as they are."""
    lettered = []
    for pair in NAMED_PAIR.finditer(full):
        read = set(READ_OUT.findall(pair["asked"]))
        if pair["one"] != pair["other"] and len(read) == 1 and not set(LETTER_SAID.findall(pair["reply"])) - read:
            lettered.append((pair, read.pop()))
    if len(lettered) < 2 or len({letter for _, letter in lettered}) < len(lettered):
        return full
    names, spans = {pair[key] for pair, _ in lettered for key in ("one", "other")}, [pair.span() for pair, _ in lettered]
    others = [turn for turn in TURN_LABEL.finditer(full, 0, spans[-1][1]) if turn[1] in names
              and not any(start <= turn.start() < end for start, end in spans)]  # (those after the last pair stay as they are)
    if any(LETTER_SAID.search(full, turn.end(), full.find("\n", turn.end()) % (len(full) + 1)) for turn in others):
        return full
    for turn in reversed(others):
        full = full[:turn.start()] + full[turn.end():]
    for pair, letter in reversed(lettered):
        at = sum(turn.end() - turn.start() for turn in others if turn.start() < pair.start())  # (the names taken out before it)
        full = f"{full[:pair.start() - at]}{letter}: {capitalise(INTERJECTION.sub('', pair['reply']))}{full[pair.end() - at:]}"
    return full


def _named_option(question: str, options: dict[str, str]) -> str:
    """The one option whose name the question holds (its text, or its last two words: "Nsight Systems" of "NVIDIA
    Nsight Systems"), or ""."""
    lower = f" {question.lower()} "
    found = [letter for letter, text in options.items()
             if _holds_words(lower, text.lower()) or len(text.split()) > 2 and _holds_words(lower, " ".join(text.split()[-2:]).lower())]
    return found[0] if len(found) == 1 else ""


def _holds_words(text: str, name: str) -> bool:
    """`name` stands in `text` as whole words ("4" is not found in "H100 with 48 links")."""
    at = text.find(name)
    while at >= 0:
        if not text[at - 1:at].isalnum() and not text[at + len(name):at + len(name) + 1].isalnum():
            return True
        at = text.find(name, at + 1)
    return False


# A transcript's speaker at a line's start ("HOST 1: …", "ANNA: …", "Host 2: …"): a name in capitals, or a host's or a
# guest's role, with its number if any.
SPEAKER_LABEL = re.compile(r"[ \t]*((?:[A-Z][A-Z'’-]{1,15}|(?:Host|Guest|Speaker|Caller|Presenter|Moderator|Panell?ist|Anchor))"
                           r"(?:[ \t]+\d{1,2})?)[ \t]*:[ \t]+(?=\S)")
# The labels in capitals that head a section's line, not a speaker's turn ("NOTE: …", "FIX: …", "PLAN: …").
NOT_SPEAKERS = frozenset("NOTE NOTES TIP TIPS WARNING CAUTION IMPORTANT ANSWER ANSWERS CORRECT INCORRECT WRONG RIGHT KEY STEP "
                         "OPTION WHY WHAT HOW FIX CAUSE SYMPTOM SYMPTOMS PLAN RESULT RESULTS SUMMARY TLDR FAQ EXAMPLE INPUT OUTPUT "
                         "ERROR INFO DEBUG WARN TODO RE FYI PS NB".split())


# A turn's speaker by name, heading a line ("Tumpa: Dada, …", "Mr Dlamini: Yebo, …", "PLAYER KING: A base deceit!").
TURN_LABEL = re.compile(r"(?m)^[ \t]*((?:(?:Mr|Mrs|Ms|Dr)\.?[ \t]+)?[A-Z][\w'’.-]{1,20}(?:[ \t]+[A-Z][\w'’.-]{1,20}){0,2})[ \t]*:[ \t]+(?=\S)")


@functools.lru_cache(maxsize=8)
def speakers(text: str) -> frozenset[str]:
    """The names that head two lines of `text` or more, where two names or more do: a dialogue's speakers (never a
    section's label, NOT_SPEAKERS, nor a Q&A's one letter)."""
    if text.count(": ") < 4:
        return frozenset()
    counts = Counter(label for label in TURN_LABEL.findall(text) if label.split()[0].upper().rstrip(".") not in NOT_SPEAKERS)
    names = frozenset(label for label, count in counts.items() if count >= 2)
    return names if len(names) >= 2 else frozenset()


def spoken(point: str, names: frozenset[str]) -> bool:
    """Whether `point` is a turn of the dialogue whose speakers are `names` ("Tumpa: Dada, …"): what a speaker says leans
    on the turns around it, as a drawing's point never may."""
    return bool(names) and ": " in point[:50] and point.split(":", 1)[0].strip() in names


def in_turn(point: str, text: str, names: frozenset[str]) -> bool:
    """Whether `point` is said in a turn of the asker of `text`'s dialogue (`asker`), wherever in the turn ("Apprentice:
    Why not A, master? | 3, 5, 2, 4, 1 — the driver's on first, same as yours."): a learner's guess, most often wrong."""
    at = text.find(point[1:40].rstrip(" .")) if names and len(point) > 12 else -1
    label = TURN_LABEL.match(text, text.rfind("\n", 0, at) + 1) if at > 0 else None
    return bool(label) and label[1] == asker(text, names)


def asked(note: str, text: str) -> bool:
    """Whether a wrong option's `note` is said in a turn of the asker of `text`'s dialogue (`in_turn`): its guess ("Sonu: C?
    Put the facility water straight in, more capacity."), never why the option is wrong."""
    return ": " in text and in_turn(note, text, speakers(text))


def asker(text: str, names: frozenset[str]) -> str:
    """The speaker of `names` whose turns ask most ("Alf: (B), then. One awkward node and the whole thing falls over?"),
    the first to speak of those who ask as many; "" where none asks."""
    turns = [(match[1], text[match.end():text.find("\n", match.end()) % (len(text) + 1)]) for match in TURN_LABEL.finditer(text)
             if match[1] in names]
    asks = Counter(name for name, said in turns if "?" in said)
    return max(asks, key=lambda name: (asks[name], -[name for name, _ in turns].index(name)), default="")


def unspoken(lines: list[str]) -> list[str]:
    """The lines of a transcript without its speakers' labels ("HOST 2: B and D can go together." -> "B and D can go
    together."): where two speakers or more, each heading two lines or more, take three turns or more; a card quotes
    what they say, and reads each option's verdict in it."""
    if not any(": " in line for line in lines):
        return lines
    found = [SPEAKER_LABEL.match(line) if line[:1].isupper() or line[:1] in " \t" else None for line in lines]
    said = [" ".join(match[1].split()) if match else "" for match in found]
    counts = Counter(label for label in said if label and label.split()[0].upper() not in NOT_SPEAKERS)
    speakers = {label for label, count in counts.items() if count >= 2}
    turns = [label for label in said if label in speakers]
    if len(speakers) < 2 or sum(a != b for a, b in zip(turns, turns[1:])) < 2:
        return lines
    return [line[match.end():] if match and label in speakers else line for line, match, label in zip(lines, found, said)]


def asking(text: str, at: int) -> bool:
    """The sentence that goes on at `at` is a question (it ends in "?"), or its line's turn ends asking in a few words
    ("Choice b puts the detector right after the decoder. Saves time, no?")."""
    end = SENTENCE_STOP.search(text, at, at + 300)
    return end is not None and (end[0] == "?" or end[0] in ".!" and TAG_QUESTION.match(text, end.end()) is not None)


SENTENCE_STOP = re.compile(r"[.!?\n]")
TAG_QUESTION = re.compile(r"[ \t]+(?:[^\s.!?]+[ \t]+){0,3}[^\s.!?]+\?[ \t]*(?:\n|$)")  # (a turn's last words asking, "Saves time, no?")


def names_asked(text: str, match: re.Match[str]) -> bool:
    """A "That's option A." right after a question names the option the question describes ("Isn't the registry what
    makes the model faster? That's option A."), as a dialogue's learner does: it states no answer; so does one in the
    reply to a question about that letter or an option it describes (`replies_on`)."""
    return match[0].lower().startswith(("that", "this", "it", "so it")) \
        and (text[max(0, match.start() - 3):match.start()].rstrip().endswith("?") or replies_on(text, match.start(), match[0]))


def pointed_letters(text: str, pattern: re.Pattern[str]) -> set[str]:
    """The letters `pattern`'s matches ("That's B.") point at, but those that name the option a question asked of
    (`names_asked`), and those said in the very words that name one ("Is that four GPUs total? That is (A)." … "What
    about …? Forty-eight. That is (D)."): this text's way of naming an option is no answer."""
    found = [(match, names_asked(text, match)) for match in pattern.finditer(text)]
    naming = {LETTER.sub("_", match[0]) for match, asked in found if asked}
    return {letter for match, asked in found if not asked and LETTER.sub("_", match[0]) not in naming
            for letter in match.groups() if letter}


LETTER = re.compile(r"(?<![\w'’])[A-H](?!\w)")


def replies_on(text: str, at: int, said: str) -> bool:
    """Whether `at` is in the reply to a question (its "?" in the 400 characters before) that asks of the letter `said`
    names ('"… like option B says?" / "Because … That's B, and it's a turnover."') or of an option it describes ("the
    option that says …, doesn't it?"), not which one is right."""
    before = text[max(0, at - 400):at]
    mark = before.rfind("?")
    if mark < 0:
        return False
    asked = before[max(before.rfind(stop, 0, mark) for stop in (". ", "\n", "! ", ": ")) + 1:mark]
    if ASKS_WHICH.search(asked):
        return False  # ("Which one is right, then?" / "That's B.": the answer)
    letters = {letter for letter in LETTERS if letter in said}
    return any(re.search(rf"\b{letter}\b", asked) for letter in letters) or "option" in asked.lower() or "the one" in asked.lower()


ASKS_WHICH = re.compile(r"\b(?:which|what(?:['’]s|\s+is)\s+(?:the\s+)?(?:answer|right|correct))\b", re.I)


# A sentence that reports what someone else wrote or picked ("Someone in the forum wrote 720 px, answer A.").
REPORTED_GUESS = re.compile(r"\b(?:wrote|writes|said|says|claimed|claims|suggested|suggests|guessed|guesses|thinks|thought|picked|"
                            r"picks|voted|votes|chose|posted|posts|reckons|reckoned)\b", re.I)


def reported(text: str, at: int) -> bool:
    """The sentence of `text` up to `at` reports another's guess: what follows at `at` ("answer A") is theirs, not the text's."""
    return REPORTED_GUESS.search(text, text.rfind(".", 0, at) + 1, at) is not None
