"""The voice's own words for right and wrong, where the text says what they mean ('At home we say "thik" when a thing is
correct and "bhul" when it is a mistake', 'I … mark them thik (correct) or bhul (mistake)', '(“through t’ dip” is right,
“back in t’ pen” is wrong)'), or by how many options each marks (`counted`): made the plain words
("correct", "wrong") wherever they stand as words in the explanations, for every step to read them as verdicts ('The
"proprietary licence" statement: bhul.', "the thik one is A"). A word the text does not define is read as it is. Used by
`sections`."""
from __future__ import annotations

import re
from collections import Counter

RIGHT = ("correct", "right", "true", "good", "valid")
WRONG = ("wrong", "incorrect", "false", "mistake", "mistaken", "error", "bad", "invalid")
MEANING = "|".join(RIGHT + WRONG)
GLOSSES = tuple(f"({word})" for meaning in RIGHT + WRONG for word in (meaning, meaning.capitalize()))  # (looked for before any regex)
# A sentence that says how the voice marks or says things ("we say", "I mark them", "we call"): only there is a word defined.
DEFINING = re.compile(r"\b(?:we|I|they|you)\s+(?:\w+\s+){0,2}?(?:say|said|call|mark|write|use)s?\b[^.!?\n]{0,200}", re.I)
# Its word and what it means: 'thik (correct)', '"thik" when a thing is correct' (the meaning within a few words).
GLOSSED = re.compile(rf"[\"“‘']?\b([^\W\d_][\w'’-]{{1,15}})\b[\"”’']?\s+\((?:=\s*|means?\s+|meaning\s+)?({MEANING})\)", re.I)
WHEN = re.compile(rf"[\"“‘']([^\W\d_][\w'’-]{{1,15}})[\"”’']\s+(?:when|if|for|means|meaning|=)\s+(?:[\w'’-]+\s+){{0,5}}?(?:an?\s+)?({MEANING})\b",
                  re.I)


# Two phrases of the voice's, quoted, told as the two verdicts in one breath: '(“through t’ dip” is right, “back in t’ pen”
# is wrong)' — "is" only as a parenthesis (elsewhere a quoted claim may be judged so), "means" or "=" anywhere.
QUOTED = r"[\"“]([^\W\d_][^\"“”\n]{1,28}?)[\"”]"
PAIRED = re.compile(rf"(\(?){QUOTED}\s+(is|means|=)\s+({MEANING})\b[,;]?\s+(?:and\s+|while\s+)?{QUOTED}\s+(?:is|means|=)\s+({MEANING})\b(\)?)",
                    re.I)


def defined(text: str) -> dict[str, str]:
    """The voice's words `text` defines, each to "correct" or "wrong" (or two quoted phrases told as the two verdicts:
    `_paired`); none where it defines words of one kind only, or a word both ways."""
    words: dict[str, str] = {}
    if ("” is " in text or '" is ' in text or " means " in text or '" = ' in text) and (pair := _paired(text)):
        return pair
    if not any(gloss in text for gloss in GLOSSES) and not any(f"{mark} when " in text for mark in "\"”'’"):
        return words  # (neither a gloss nor a quoted word's "when" anywhere: no regex run over the text)
    for sentence in DEFINING.finditer(text):
        for match in (*GLOSSED.finditer(sentence[0]), *WHEN.finditer(sentence[0])):
            word, meaning = match[1].lower(), "correct" if match[2].lower() in RIGHT else "wrong"
            if word in RIGHT + WRONG or words.get(word, meaning) != meaning:
                return {}
            words[word] = meaning
    return words if len(set(words.values())) == 2 else {}


def _paired(text: str) -> dict[str, str]:
    """The two phrases PAIRED finds, each to its meaning, where they mean the two verdicts, each of four words or fewer."""
    for match in PAIRED.finditer(text):
        first, second = (match[2].lower(), _meaning(match[4])), (match[5].lower(), _meaning(match[6]))
        if (match[3].lower() != "is" or match[1] and match[7]) and first[1] != second[1] \
                and all(len(word.split()) <= 4 and word not in RIGHT + WRONG for word, _ in (first, second)):
            return dict((first, second))
    return {}


def _meaning(word: str) -> str:
    """A verdict word's meaning: "correct" or "wrong"."""
    return "correct" if word.lower() in RIGHT else "wrong"


def plain(text: str, words: dict[str, str]) -> str:
    """`text` with each of the voice's `words` made its plain meaning, where it stands as a word and not inside quotes or
    the definition's gloss ("thik (correct)")."""
    if not words:
        return text
    found = re.compile(r"(?<![\"“‘'\w-])(" + "|".join(map(re.escape, words)) + r")(?![\"”’'\w-])(?!\s+\()", re.I)
    return found.sub(lambda match: words[match[1].lower()], text)


# A line that gives an option its verdict in one word of the voice's: the option's letter or its quoted claim, a dash or a
# colon, the word and a stop ('"Both hold the GPU only while a call is executing" - kachcha. True for …', "C: pakka.").
ITEM_WORD = re.compile(r"^((?:[-•*▪]\s+)?(?:(?:Option|Choice|Statement)\s+)?(?:\(?[A-H]\)?|[\"“][^\"“”\n]{3,300}[\"”](?:[ \t]+\([A-H]\))?)[ \t]*[-–—:][ \t]*)"
                       r"([A-Za-z][\w'’-]{2,15}(?:[ \t][a-z][\w'’-]{1,15}){0,3})(?=[.,;!]|[ \t]+[-–—][ \t])"
                       r"(,[ \t]+(?:[a-z][a-z'’]*(?:[ \t][a-z][a-z'’]*){0,5}|(?:this|that|it)(?:[ \t]+is|['’]s)[ \t][a-z][a-z'’ \t]{1,60})(?=[.;!][ \t]+\S))?",
                       re.M)  # (or two to four: "good stuff", "does not hold", "this is the cause"; a capital, "Genuine — …", "Not
# genuine — …", and a dash after it; a claim's letter after it, '"…" (A) — …'; and a few more words of the verdict's after a
# comma, "Dry pound, no good. …", or its picture of the option, "yes, this is the barn next to the house. …", which go with it
# where the line goes on: "wrong. …")


def counted(full: str, options: int, answers: int) -> dict[str, str]:
    """The voice's two words for right and wrong where one marks as many options as the question has answers and the other
    the rest (as many lines of each: none), one line each for every option (where the text lists none, four lines or more):
    the first is "correct" ("Now each statement, pakka or kachcha:" and three options kachcha, one pakka, to a question with
    one answer). None where the counts could be read either way."""
    if "\n" not in full:
        return {}
    marks = [word.lower() for _, word, _ in ITEM_WORD.findall(full)]
    kinds, options = set(marks), options or (len(marks) if len(marks) >= 4 else -1)  # (a text that lists none: four lines or more)
    if len(marks) != options or len(kinds) != 2 or kinds & set(RIGHT + WRONG):
        return {}
    first, second = sorted(kinds, key=marks.count)
    if marks.count(first) != marks.count(second) and answers in (marks.count(first), marks.count(second)):  # (the answers' mark on as
        # many lines as the answers, the other on the rest: "in the routine" on three lines of five to a Which THREE)
        right = first if marks.count(first) == answers else second
        return {right: "correct", (first if right == second else second): "wrong"}
    return {}


def in_plain_words(short: str, full: str, options: int = 0, answers: int = 1, negated: bool = False) -> tuple[str, str]:
    """The short and the full explanation with the words either defines made plain (`defined`, `plain`), or, to a question
    that is not a "Which is NOT", the words counted on `options` options for `answers` answers (`counted`), made plain only
    where they mark an option's line (elsewhere the word may mean what it says: "the rejected shape")."""
    if words := defined(f"{short}\n{full}"):
        return plain(short, words), plain(full, words)
    return short, counted_plain(full, options, answers, negated)


def counted_plain(full: str, options: int, answers: int, negated: bool = False) -> str:
    """`full` with the voice's two words `counted` on the options' lines made plain there (also read again once `described`
    has lettered lines that named their options by what they say: "Option B — Not needed. …"); as it was otherwise."""
    if negated:
        return full
    if not (words := counted(full, options, answers)):
        return _closing_marks(full, options, answers) if options > 2 and "\n" in full else full
    return ITEM_WORD.sub(lambda item: item[1] + words[item[2].lower()], full)


TOKEN = re.compile(r"[\w'’-]+")
WORD, LETTER = re.compile(r"[^\W\d_][\w'’-]{2,15}"), re.compile(r"(?<![\w'’-])[A-H](?![\w'’-])")
CLOSING = 6  # words an item's closing verdict holds at most ("Galat on both counts.", "Sahi, this one.")


def _closing_marks(full: str, options: int, answers: int) -> str:
    """`full` with the voice's two words that close the options' items made plain there, where one closes as many items as the
    question has answers and the other every other option's, each a line of its own, and neither is found anywhere else in the
    text ("… the nvJPEG library does not read it. So this is galat." on four lines, "… all point here. Sahi, this one." on one:
    "… does not read it. Wrong.", "… all point here. Correct."); as it was otherwise."""
    closing: dict[str, list[int]] = {}
    lines = full.split("\n")
    for at, line in enumerate(lines):
        head, stop, last = line.rstrip().rstrip(".!").rpartition(". ")
        if stop and head and len(last.split()) <= CLOSING and not any(word in last.lower() for word in RIGHT + WRONG) \
                and not LETTER.search(last) and "|" not in line:  # (plain already, a letter's, "C is out", or a table's row)
            said = TOKEN.findall(last)  # (its first word, or one after "is": "Sahi, this one.", "So this is galat.")
            for word in {found.lower() for at_word, found in enumerate(said) if (not at_word or said[at_word - 1].lower() in ("is", "are"))
                         and WORD.fullmatch(found)}:
                closing.setdefault(word, []).append(at)
    said_anywhere = Counter(TOKEN.findall(full.lower())) if closing else Counter()
    alone = {word: at for word, at in closing.items() if word not in RIGHT + WRONG and len(at) in (answers, options - answers)
             and said_anywhere[word] == len(at)}  # (found nowhere else)
    wrong = [word for word, at in alone.items() if len(at) == options - answers]
    right = [word for word, at in alone.items() if len(at) == answers and len(wrong) == 1 and not set(at) & set(alone[wrong[0]])]
    if answers == options - answers or len(wrong) != 1 or len(right) != 1:
        return full
    filled = [at for at, line in enumerate(lines) if line.strip()]
    items = sorted(filled.index(at) for at in alone[wrong[0]] + alone[right[0]])
    if items != list(range(items[0], items[0] + options)):
        return full  # (the items a run of lines, one for each option, blank lines apart: not a procedure's steps)
    for word, plain_word in ((wrong[0], "Wrong."), (right[0], "Correct.")):
        for at in closing[word]:  # (the closing sentence made the plain verdict whole: not "Set it wrong" of "Set it aside")
            lines[at] = lines[at].rstrip().rstrip(".!").rpartition(". ")[0] + ". " + plain_word
    return "\n".join(lines)
