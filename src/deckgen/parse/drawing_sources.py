"""The sentences and list items a drawing's points are taken from (`sources`), and which of them a point
was taken from (`find`): for each, its text, lowered, whether it is a list's item (2: a numbered list's),
whether it tells of a path the answer replaces (or is what a command printed: the paragraph after its "$ " line),
whether it is from the short explanation, and its index.

Such a path is told after "the classic path …" or "Without X, …" in its paragraph, until a sentence names
X or the answer: the sentences after it describe that path, not the answer's ("The classic storage path …
Storage hands the bytes to the CPU …"), and alone would read as the answer's path. So does a sentence whose subject is
that way ("Standard ECMP hashes each flow onto one path").
"""
from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate, chain

from ..model import LETTERS, Question
from . import lists
from .answerkind import FOLDS
from .dialogue import TURN_LABEL, speakers
from .drawing_nofact import SHELL_PROMPT
from .phrases import holds_any, paragraph_sentences
from .words import keywords

# A sentence that tells the path the answer replaces: the sentences after it in its paragraph describe
# that path, not the answer's ("The classic storage path … Storage hands the bytes to the CPU …").
WITHOUT = re.compile(r"Without\s+([^,;:]{2,40}?),\s")
OLD_PATH = re.compile(r"^(?:without|traditionally|historically|previously|in the past|before)\b"  # (read lowered)
                      r"|\b(?:classic|traditional|conventional|legacy|usual|old|normal|default|standard|naive|"
                      r"regular)\s+(?:[\w/-]+\s+)?(?:path|way|approach|route|flow|setup|method|design|model|case)\b")  # ("I/O path")
# A sentence whose subject is the old way itself ("Standard ECMP hashes each flow onto one path"): it tells that way.
OLD_SUBJECT = re.compile(r"(?:in\s+)?(?:standard|traditional|conventional|classic|legacy)\s+[\w/-]+,?\s+(?:[a-z]+s|the|a|an|each|"
                         r"every)\s")  # (read lowered; and "In traditional Ethernet the switch uses ECMP …")
# (The words OLD_PATH reads, looked for in the sentence first: a substring test is far cheaper than a search.)
OLD_SUBJECT_WORDS = ("standard", "traditional", "conventional", "classic", "legacy", "in standard", "in traditional",
                     "in conventional", "in classic", "in legacy")
OLD_STARTS = ("without", "traditionally", "historically", "previously", "in the past", "before")
OLD_ADJECTIVES = ("classic", "traditional", "conventional", "legacy", "usual", "old", "normal", "default", "standard",
                  "naive", "regular")
# A paragraph that opens with an image ("Here's my favourite analogy: the library has 16 study rooms …",
# "Picture a restaurant kitchen …"): its sentences tell the image, not the facts, until one names the answer.
# ("Think of the driver as two halves" is no image: the halves are the facts)
IMAGE = re.compile(r"\banalog(?:y|ies)\b|\bmetaphor\b|^(?:picture|imagine)\s|^think\s+(?:of|about)\s+[^,.]{2,60}?\s+"
                   r"(?:as|like)\s+(?:a|an)\s")  # (read lowered)
# A product's name as a label: capitals and an acronym of two capitals or more ("GB200 NVL72: …", "DGX H100: …"; not
# "Instructor: …", "Step 1: …", "A: …")
NAME_LABEL = re.compile(r"((?=[^:]{0,40}?\b[A-Z][A-Z0-9]+\b)[A-Z][\w.+-]*(?:\s+[A-Z0-9][\w.+-]*){0,3}):\s")
# A paragraph that goes on with a sentence a line before it began ("Something like" / "all_reduce_perf -b 8 …" / "from the
# nccl-tests suite runs an all-reduce …"): its first words, in lower case, need what stood before.
CONTINUES = re.compile(r"(?:from|and|or|but|with|to|in|on|of|for|which|that|where|so|as|then|into|by)\s")
# A stated answer that the sentence splitter left in front of the next sentence.
STATED = re.compile(r"^(?:The )?(?:correct )?answer is \(?[A-H]\)?\.\s+(?=[A-Z])", re.I)


def sources_of(question: Question, answer: frozenset[str]) -> list[tuple]:
    """`sources` of `question`'s explanations, with its wrong options' letters (none while its answer is not known, when an
    item led by a letter may be any option's)."""
    keyed = bool(question.answer)
    wrong = frozenset({*(question.options or LETTERS), *question.rationales} - set(question.answer)) if keyed else frozenset()  # (on
    # a recall card every other letter)
    return sources(question.full_explanation, question.short_explanation, answer, wrong, keyed)


def sources(full: str, short: str, answer: frozenset[str], wrong: frozenset[str] = frozenset(), keyed: bool = True) -> list[tuple]:
    """(text, lowered, from a list (2: a numbered one), told of a path the answer replaces or printed by a command,
    from the short explanation, index) for each list item and sentence of the explanations. Such a path is told
    after "the classic path …" or "Without X, …" in its paragraph, until a sentence names X or the answer; and so is
    each sentence of a paragraph or an item that opens with a guess at a `wrong` option's letter (`_of_wrong`), of a paragraph led
    by a letter where the answer is not `keyed`, and of a dialogue's turn that reads out a claim (`_claimant`)."""
    found: list[tuple] = Sources()
    for text, chatty in ((full, False), (short, True)):
        claimant = _claimant(text)
        lettered = not keyed and not TRANSCRIPT.search(text)  # (items led by letters that may be any option's; not a transcript's "A. …")
        for _, items in lists.list_blocks_read(text):
            numbered = 2 if f"1. {items[0]}" in text else 1
            found += [(line, line.lower(), numbered, _of_wrong(line, wrong), chatty, len(found) + n)
                      for n, line in enumerate(" ".join(item.split()) for item in items)]
        paragraphs = [(opening, paragraph, [sentence.lower() for sentence in paragraph]) for opening, paragraph in paragraph_sentences(text)]
        # (an old path's adjective looked for in a sentence only among those the explanation's sentences hold, most
        # none: a sentence, lower-cased, is part of theirs lower-cased and joined, and so is a part of it)
        joined = " ".join(chain.from_iterable(lowered for _, _, lowered in paragraphs))
        adjectives = tuple(adjective for adjective in OLD_ADJECTIVES if adjective in joined)
        stated = "answer is" in joined  # (and STATED's words looked for in a sentence only where the text holds them)
        prompt, announced = "", False
        for opening, paragraph, lowered in paragraphs:
            output = prompt == "$" or prompt == "[" and len(paragraph) == 1 and not paragraph[0].endswith((".", "!", "?"))
            prompt = "" if not paragraph else "$" if paragraph[0].startswith("$ ") else "[" if paragraph[0][:1] == "[" \
                and SHELL_PROMPT.match(paragraph[0]) else ""  # (after a command's "$ " line, what it prints, "Power limit for
            # GPU … was set to 500.00 W", is no fact of the answer's either; after its "[basecm->…]% " line, a line with no
            # stop: "Initial ramdisk for image gpu-image was regenerated successfully")
            # (nor a command a line announces, set in lower case as no sentence is: "… with a single command:" / "nv set
            # qos …", "Useful commands for this step:" / "sminfo - queries the master SM; …")
            output = output or announced and len(paragraph) == 1 and paragraph[0][:1].islower() and paragraph[0].isascii()
            announced = bool(paragraph) and paragraph[-1].rstrip().endswith(":") or announced and output
            first = lowered[0] if paragraph else ""  # (IMAGE searched only where its words are)
            image = ("analog" in first or "metaphor" in first or first.startswith(("picture", "imagine", "think"))) \
                and bool(IMAGE.search(first))  # (to its end: "Without MPS, the kitchen …")
            old, back = image or _of_wrong(opening, wrong), answer
            claimed = bool(claimant) and opening.startswith(claimant) or lettered and ITEM_OPENING.match(opening) is not None \
                or bool(wrong) and (quoted := QUOTED_ITEM.match(opening)) is not None and quoted[1] in wrong
            # (a paragraph under a name's label, "GB200 NVL72: 72 Blackwell GPUs … . Power draw is on the order of 120 kW
            # per rack.": a later sentence that does not name it speaks of it unnamed, and is no point alone)
            label = NAME_LABEL.match(paragraph[0]) if paragraph and ":" in paragraph[0][:40] else None
            for at, (sentence, lower) in enumerate(zip(paragraph, lowered)):
                unnamed = bool(label) and at > 0 and label[1] not in sentence and not NAME_LABEL.match(sentence) \
                    or not at and CONTINUES.match(sentence) is not None  # (a sentence's rest after its command's own line)
                if stated and "answer is" in lower or not sentence.isascii() and FOLDS.search(sentence):  # (answerkind.FOLDS)
                    bare = STATED.sub("", sentence)  # ("The correct answer is A. Serving latency …": one sentence read)
                    if bare != sentence:
                        sentence, lower = bare, bare.lower()
                if old and not image and len(keywords(sentence) & back) >= min(2, len(back)):
                    old = False
                told = lower.startswith(OLD_SUBJECT_WORDS) and OLD_SUBJECT.match(lower) is not None
                found.append((sentence, lower, 0, old or told or output or unnamed or claimed, chatty, len(found)))
                if not old and (lower.startswith(OLD_STARTS) or (adjectives and holds_any(lower, adjectives))) \
                        and OLD_PATH.search(lower):
                    old = True
                    without = WITHOUT.match(sentence)
                    back = answer | keywords(without[1]) if without else answer
    return found


# A reader's guess at a letter opening a paragraph or an item ("Pretty sure it's B.", "I think it's C, the …"): a comment, and what
# it goes on to say is that option's case.
LETTER_OPENING = re.compile(r"(?:[\w.-]+:\s+)?(?i:pretty sure|i think|i'm sure|i reckon|surely|must be)\s+(?i:it['’]s|it is)\s+"
                            r"(?:(?i:option|choice)\s+)?[(\[]?([A-H])[)\]]?(?=[,.:;!)]|\s[—–-]\s|$)")


def _of_wrong(opening: str, wrong: frozenset[str]) -> bool:
    """`opening` (a paragraph's or an item's first words) is a guess at a letter of `wrong` (LETTER_OPENING): its sentences argue
    for a wrong option ("Pretty sure it's B. The plan cache is a CPU thing, CUDA doesn't cache FFT plans."), no fact a point may
    state."""
    return bool(wrong) and (found := LETTER_OPENING.match(opening)) is not None and found[1] in wrong


# An item led by an option's letter ("d. 1, 3, 4, 2, 5, 6: Cutting before …", "(B) …", "Option C: …").
ITEM_OPENING = re.compile(r"(?:[-•*][ \t]*)?(?:\(?[A-Ha-h][.)]|\(?[A-H]\)?[ \t]*[:—–|-]|(?:Option|Choice)[ \t]+\(?[A-H]\b)[ \t]")
# An item led by a wrong option's letter and its quoted claim ('C “Move the job to Qiskit Aer.” A state-vector simulator …'),
# which the analysis did not read: what it says is that option's case.
QUOTED_ITEM = re.compile(r"\(?([A-H])[.)]?[ \t]+[\"“][^\"“”\n]{20}")  # (matched on a paragraph's first 40 characters: a claim,
# no term quoted, 'A “bounce buffer” is …')
TRANSCRIPT = re.compile(r"(?m)^Q[.:][ \t]")  # (a transcript's question, whose answer's "A. …" is no option's)
# A letter alone in a dialogue's turn ("That strip is tight. A holds.", "B leaks."): the speaker judges an option.
TURN_LETTER = re.compile(r"(?<![\w'’(-])[A-H](?![\w'’-])(?!\s+(?:says|said|claims|states|reads|suggests|thinks|proposes|wants|is\s+saying)\b)")  # (not "D says …": a claim read out)
NAMED_LETTER = re.compile(r"(?<![\w'’(-])(?:[B-H]|A(?=[.,:;!?)]))(?![\w'’-])")  # (a letter a turn names, no article: "B says …", "Start with A.")
TURN_VERDICT = re.compile(r"\b(?:true|false|right|wrong|correct|incorrect)[.!]", re.I)  # ("… True.", "Right, max: 50 …" is none)
JUDGE_TURNS, ASKS = 3, -100  # turns that judge a letter that make a speaker the judge of the other's claims; what a question counts


def _claimant(text: str) -> str:
    """The label ("Ravi: ") of the one speaker of a two-speaker dialogue whose turns read out claims the other judges by
    letter ("Ravi: Fourth strip. The function ignores hStream …" / "Me: … D leaks."): at most one of the claimant's turns,
    and JUDGE_TURNS or more of the judge's, none a question, name a letter; "" where there is none."""
    names = speakers(text) if ": " in text else frozenset()
    if len(names) != 2:
        return ""
    judged, named, verdicts = dict.fromkeys(names, 0), dict.fromkeys(names, 0), dict.fromkeys(names, 0)
    for match in TURN_LABEL.finditer(text):
        turn = text[match.end():text.find("\n", match.end()) % (len(text) + 1)].rstrip()
        if match[1] in judged and TURN_LETTER.search(turn):
            judged[match[1]] += ASKS if turn.endswith("?") else 1  # (a turn that asks of a letter makes its speaker no judge)
        if match[1] in judged:
            named[match[1]] += bool(NAMED_LETTER.search(turn))
            verdicts[match[1]] += bool(TURN_VERDICT.search(turn))
    judge, other = sorted(names, key=lambda name: -judged[name])
    if judged[judge] >= JUDGE_TURNS and judged[other] <= 1:
        return f"{other}: "
    # (or one who reads out every claim by its letter, "B says …", "Back to C, then. With two objectives …", to one who names
    # none and says whether each holds, "… True.": KD 6538 drew the false C as a fact)
    reader, judge = sorted(names, key=lambda name: -named[name])
    return f"{reader}: " if named[reader] >= JUDGE_TURNS and not named[judge] and verdicts[judge] >= JUDGE_TURNS else ""


class Sources(list):
    """What `sources` gives: its list, with the lowered texts joined for `find` (at its first call; the list is read,
    never changed, after it is made)."""

    joined: tuple[str, list[int]] | None = None


def find(point: str, sources) -> tuple | None:
    """(the text, where the point ends in it, from a list, after an old path, chatty, index) of the
    sentence or item the point was taken from (by its last words), or None."""
    words = point.rstrip(".!? ").lower().split()
    # (The first source whose lowered text holds the tail, found by one search of them all joined by line ends: a tail
    # is words joined by spaces, never across a line end. Then, as before, the tail's last place in it.)
    joined = _joined(sources) if type(sources) is Sources and sources else None
    for size in (8, 4):  # (eight words first: "… in system memory" ends more than one sentence)
        tail = " ".join(words[-size:])
        if joined:
            at = joined[0].find(tail)
            if at >= 0:
                text, lowered, listed, old, chatty, index = sources[bisect_right(joined[1], at) - 1]
                return text, lowered.rfind(tail) + len(tail), listed, old, chatty, index
        else:
            for text, lowered, listed, old, chatty, index in sources:
                at = lowered.rfind(tail)
                if at >= 0:
                    return text, at + len(tail), listed, old, chatty, index
        if len(words) <= 4:
            break
    return None


def _joined(sources: Sources) -> tuple[str, list[int]]:
    """The sources' lowered texts joined by line ends, and where each starts."""
    if sources.joined is None:
        starts = list(accumulate((len(source[1]) + 1 for source in sources[:-1]), initial=0))
        sources.joined = ("\n".join(source[1] for source in sources), starts)
    return sources.joined
