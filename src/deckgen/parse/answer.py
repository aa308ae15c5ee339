"""The correct letter(s): inferred from the analysis of the wrong options, checked against what the
text states.

Inference: the options are the listed ones; with none listed, four (A–D), or as many as the
highest letter the text names. The answer is what the analysis does not call wrong. When the
analysis calls every implied option wrong with answers still to find, the text implies more
options than it names: A–D all wrong means the answer is E.

A stated answer ("The correct answer is D.", "Answer: C", "Option B is correct", an analysis item
"B is correct because …") wins when it fits the question; when it disagrees with the inference,
a warning names both. A mere mention ("… option B, fixes that.") decides only what the inference
leaves open, and nothing where a letter read as wrong only as an item says it is right. A warning
is given only when the text does not tell.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..model import LETTERS
from . import answerkind
from .keyclause import DENIES
from .phrases import holds_any, word_count

WHICH_N = re.compile(r"\b(?:which|select|choose|pick|identify|name)\s+(?:the\s+)?(two|three|2|3)\b(?!-)", re.I)
# "Which statement … is NOT correct?", "… EXCEPT", "Which is false?": the answer is the untrue option.
NEGATED = re.compile(r"\b(?:NOT|EXCEPT|FALSE|INCORRECT|UNTRUE)\b|(?i:\b(?:is|are|sounds?|seems?|looks?|rings?)\s+(?:the\s+)?(?:false|untrue|inaccurate|"
                     r"incorrect|not\s+(?:true|correct|accurate|valid))\b[^.?]*\?|\bwhich\s+(?:[\w-]+\s+){0,2}(?:is|are)\s+wrong\s*\?)")  # (and "Which
# note is wrong?"; not "What is wrong with the node?", a cause)
NEGATED_WORDS = ("not", "except", "false", "untrue", "inaccurate", "incorrect", "wrong")  # (one is in each match, lower case, and in a
# voice's word glossed: `answerkind.GLOSSED_NEGATIVE`, "Which one is lepat (wrong)?")
EXCEPTION_ASKED = ("exception", "odd one out")  # (what a question asks for where its stem's NOT or EXCEPT is said before it)
WHICH_WORDS = ("which", "select", "choose", "pick", "identify", "name")  # (WHICH_N's, with one of COUNT_WORDS)
SENTENCE_END = re.compile(r"[.?!:](?=\s|$)")
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")
ANSWER_MARK = re.compile(r"(?:\((?:the\s+)?(?:correct\s+|right\s+)?answer\)|\s[—–-]\s+(?:correct|right))[.!]?\s*$", re.I)  # (a note's last words:
# "… lek (answer)", "… nothing left on the beach - correct.")
VERDICT_HEAD = re.compile(r"^[^:—–]{1,60}(?::|\s[—–])\s+")  # (an item's head before its verdict: "--cache-control none: not this one.", "2, 1, 4 — Thin ice.")
# A sentence that starts with a word that says the option fits ("Fits: on the RMA path.", "Correct.", "Accepted."): an item that
# gives it, read as wrong only as an item of the analysis is, makes no answer inferred from the rest
AFFIRMS = re.compile(r"(?:^|[.!;]\s+)(?:fits|correct|right|accurate|accepted|approved|admitted|kept)\b(?!\s+(?:not|never|in\s+principle|but)\b)[.!:,]"
                     r"|\bis\s+the\s+only\s+one\s+(?:that|which)\s+(?!(?:fails|breaks|won['’]t|doesn['’]t|does\s+not|is\s+not|isn['’]t|cannot)\b)"
                     r"|\bis\s+the\s+(?:true|correct|right|accurate)\s+(?:comparison|statement|one|description|order)\b", re.I)  # ("… is
# the only one that follows the grain", "The one that hands … to quiet is the true comparison": a letter read as wrong only as an
# item is, that its note calls the one)
# A word that calls an item's option right anywhere in its note (a mention decides nothing where such an item is read as wrong)
RIGHT_WORD = re.compile(r"\b(?:right|correct|true)\b", re.I)
QUOTED_CLAIM = re.compile(r"^[\"“][^\"“”\n]{8,300}[\"”][.:]?[ \t]+(?=\S)")  # (the option's claim quoted before the voice's words:
# '"Every GET streams … through the proxy." Giaman. …' over '"…" Em i stret. …', KX 6920)
SHORT_HEAD = re.compile(r"[^\W\d_][\w'’-]*(?:,?[ \t]+[^\W\d_][\w'’-]*){0,2}(?:[ \t]+[—–-][ \t]+|:[ \t]+|[.!][ \t]+(?=[A-Z]))")  # ("Kare — ", "Aue, kare. ")
TELL_ME = re.compile(r"\b(?:tell\s+(?:me|us)|say|decide|mark|tick|pick|choose|select|name|identify)\s+$", re.I)  # (an order to answer)
EXCEPT_ONE = re.compile(r"\b(?:EXCEPT|[Ee]xcept\s+one)\b")  # ("… solid beta EXCEPT one.")
ASKING = re.compile(r"(?:which|what|select|choose|identify)\b", re.I)
COUNT_WORDS = {"two": 2, "2": 2, "three": 3, "3": 3}
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
    found = WHICH_N.finditer(stem) if not lower or holds_any(lower, COUNT_WORDS) and holds_any(lower, WHICH_WORDS) else ()
    match = next((match for match in found if match[0][:5].lower() != "which" or match[1].isupper() or (stop := SENTENCE_END.search(stem, match.end())) is None
                  or stop[0] in "?:" or TELL_ME.search(stem, max(0, match.start() - 16), match.start())), None)  # (not a story's "… which
    # two physical cards it is sitting on."; but "… tell me which THREE of these are correct about …." asks, as does a count in
    # capitals: "… she asks us which TWO statements about INT4_AWQ_CFG are true.")
    return COUNT_WORDS[match[1].lower()] if match else 1


@functools.lru_cache(maxsize=16)  # (asked of one stem several times: by parse_text, its answer, its rest reading, the drawing)
def negated(stem: str) -> bool:
    """Whether the question asks for the option that is NOT true: read in the sentences that ask (the
    scenario may stress a NOT of its own: "The jobs must NOT share GPUs.")."""
    lower = answerkind.lowered(stem)  # (NEGATED's words looked for first: most stems have none)
    if lower and not holds_any(lower, NEGATED_WORDS):
        return False
    parts = SENTENCE_BREAK.split(stem)
    if stem.rstrip().endswith(":") and NEGATED.search(parts[-1]):
        return True  # ("… are true EXCEPT:" after a story's own question, '"for all models, why not?"')
    asking = [part for part in parts if "?" in part or ASKING.match(part)]
    asking += [parts[at - 1] for at, part in enumerate(parts) if at and (answerkind.WHICH_BACK.match(part) or _excepted(parts, at))]  # ("…
    # correctly EXCEPT one. Which is it?", "… solid EXCEPT one. Which one is the loose hold?": the sentence before says what it asks for)
    if any(NEGATED.search(part) or answerkind.GLOSSED_NEGATIVE.search(part) for part in asking or [stem]):
        return True
    # "… are true EXCEPT one. Which one is the exception?": a question that asks for the exception the stem's
    # sentence before it names.
    return any(holds_any(part.lower(), EXCEPTION_ASKED) for part in asking) and NEGATED.search(stem) is not None


def excepted(stem: str) -> bool:
    """The stem asks "Which one …?" of the one its sentence before excepts ("Every statement below is solid EXCEPT one. Which
    one is the loose hold?"): what it asks for is the false one, in the voice's own words."""
    parts = SENTENCE_BREAK.split(stem) if "xcept" in stem or "XCEPT" in stem else []
    return any(_excepted(parts, at) for at in range(1, len(parts)))


def _excepted(parts: list[str], at: int) -> bool:
    """The sentence `at` of `parts` asks "Which one …?" (or "Which statement …?", "Which claim should be spiked?") after one that
    excepts ("… EXCEPT one.")."""
    return parts[at][:6].lower() == "which " and EXCEPT_ONE.search(parts[at - 1]) is not None


def decide(*, options: tuple[str, ...], wrong: set[str], named: set[str], stated: tuple[str, ...],
           mentioned: tuple[str, ...], expected: int, loose: set[str] = frozenset(), notes: dict[str, str] | None = None) -> Decision:
    """The answer from the option letters listed, the letters called wrong and named, and the letters
    the text states (or only mentions) as the answer; `loose`: letters whose items give no verdict (called wrong only
    as items of the analysis are, unless that leaves no answer); `notes`: the analysis's note on each letter it reads."""
    contradicted = set(stated) & wrong
    if contradicted and contradicted <= loose | _undenied(notes, contradicted, wrong) and len(stated) == expected and (not options or set(stated) <= set(options)) \
            and not any(notes[other] == notes.get(letter) for letter in contradicted for other in notes or () if other not in stated):
        return decide(options=options, wrong=wrong - contradicted, named=named, stated=stated, mentioned=mentioned,
                      expected=expected, loose=loose - contradicted)  # (called wrong only as an item with no verdict of its own is:
        # "A and C both describe the hardware as it is built." under "why the other options don't fit", then "So the correct
        # answers are A and C!": the text states them, and no item gives a verdict against them, nor groups them with a wrong one)
    if contradicted:  # (the letter the analysis leaves, only where each letter stated is called wrong by a verdict of its own:
        # "The correct answer is A." over "A is incorrect because …"; not over an item with none, "B, C" stated to "Which order
        # …?" where C's item says no verdict)
        inferred = _inferred(options, wrong, named | set(mentioned), expected, loose) if not contradicted & loose else ()
        if not options and inferred and LETTERS.index(max(inferred)) >= implied_count(wrong, named | set(mentioned)):
            inferred = ()  # (a letter past every one named: the analysis misread, not a fifth option)
        return Decision(inferred, f"the text states the answer is {_letters(stated)}, but the analysis of the wrong "
                                  f"options calls {_letters(sorted(contradicted))} wrong; "
                                  + (f"using {_letters(inferred)}, the letter it leaves" if inferred else
                                     "set `answer:` in the YAML by hand"), frozenset(contradicted))
    if options and not set(stated) <= set(options):  # (the options misread: "A) 50 GB/s  B) 400 GB/s …" as one)
        return Decision((), f"cannot tell the answer: the text states {_letters(stated)}, but the options listed are "
                            f"{_letters(options)}; set `answer:` in the YAML by hand")
    inferred = _inferred(options, wrong, named | set(stated) | set(mentioned), expected, loose)
    fits = len(stated) == expected and (not options or set(stated) <= set(options))
    if fits:
        if inferred and set(inferred) != set(stated):
            return Decision(stated, f"the text states the answer is {_letters(stated)}, but the analysis of the "
                                    f"wrong options leaves {_letters(inferred)}; using {_letters(stated)} "
                                    "(check `answer:`)")
        return Decision(stated)
    if len(inferred) == expected and not (notes and not stated and wrong <= loose and any(AFFIRMS.search(notes.get(letter, "")) for letter in wrong)):
        return Decision(inferred)  # (not where a letter read as wrong only as an item says it fits: "… Fits: on the RMA path.")
    if not stated and notes and wrong == loose and len(wrong) >= 3 and (group := _one_group(notes, wrong, expected) or _odd_verdicts_out(notes, wrong, expected)
                                                                        or _marked_answer(notes, wrong, expected)):
        return Decision(group)
    candidates = inferred or _remaining(options, wrong, named | set(mentioned))
    clues = [letter for letter in mentioned if letter in candidates and (not stated or letter in stated)]  # (never a mention against the
    # letters stated: "Apprentice: Option A sounds handy." where the text states C, and a guess D)
    if len(clues) == expected and not any(RIGHT_WORD.search(notes.get(letter, "")) and not DENIES.search(notes.get(letter, ""))
                                          or AFFIRMS.search(notes.get(letter, "")) for letter in wrong & loose if notes):  # (not where a letter called wrong only as an item
        # with no verdict is says it is right: '"ECMP hashes …" — this one stands like a living root bridge. Every part is right: …')
        return Decision(tuple(clues))
    if not stated and wrong & loose and (retry := decide(options=options, wrong=wrong - loose, named=named, stated=stated,
                                                         mentioned=mentioned, expected=expected)).answer \
            and set(retry.answer) <= loose and not retry.problem:
        return retry  # ("B is wrong …; E is wrong …. A and D lift the trophy.": the letters with no verdict are the answer)
    if stated:
        why = f"the text states {_letters(stated)}, but the question asks for {expected} answer(s)"
    elif not wrong:
        why = "the text names no wrong option by its letter"
    else:
        why = (f"the analysis calls {_letters(sorted(wrong))} wrong, which leaves "
               f"{_letters(candidates) or 'no letter'}, but the question asks for {expected}")
    return Decision((), f"cannot tell the answer: {why}; set `answer:` in the YAML by hand")


def _one_group(notes: dict[str, str], letters: set[str], expected: int) -> tuple[str, ...]:
    """Where every letter is read only as an item in groups whose opening sentence names their letters, "A and D both come up
    winners." and "B, C and E all go back in the drum.", the one group as large as the answers asked for, every other group
    of another size; () where there is none, or more than one, or a letter stands alone."""
    groups: dict[str, set[str]] = {}
    for letter in letters:
        first = SENTENCE_BREAK.split(notes.get(letter, ""), 1)[0]
        groups.setdefault(first, set()).add(letter)
    if len(groups) < 2 or any(len(group) < 2 or not all(re.search(rf"\b{letter}\b", first) for letter in group) for first, group in groups.items()):
        return ()
    sized = [group for group in groups.values() if len(group) == expected]
    return tuple(sorted(sized[0])) if len(sized) == 1 else ()


def _odd_verdicts_out(notes: dict[str, str], letters: set[str], expected: int) -> tuple[str, ...]:
    """Where every letter is read only as an item with no verdict, the `expected` ones whose notes do not open (after their
    head), or close, with the one shared every other note (two or more) does: "[D] --clock-control none: the flag to add." among
    "[A] --cache-control none: not this one. It stops …", …; "… This is the right order." among "… Not the right order."; to a
    question for one answer, a phrase of the voice's with no shared too ("2, 1, 4, 5, 3, 6 — Thin ice." on all but "— Good trail.":
    KG 6591; for more, it may be the answers' own, "True."); () elsewhere."""
    for end in (0, -1):
        said = {letter: VERDICT_HEAD.sub("", SENTENCE_BREAK.split(notes.get(letter, "").strip())[end]).lower() for letter in letters}
        shared = [verdict for verdict in set(said.values()) if word_count(verdict) <= 6 and (expected == 1 or DENIES.search(verdict))
                  and sum(said[letter] == verdict for letter in letters) == len(letters) - expected]
        kept = sorted(letter for letter in letters if said[letter] != shared[0]) if len(shared) == 1 else []
        if len(letters) - expected >= 2 and kept and not any(DENIES.search(said[letter]) for letter in kept) \
                and len({notes.get(letter, "") for letter in letters}) == len(letters):  # (never a group's items, one note each:
            return tuple(kept)  # "B and C both describe …" and "A and E are both …", _one_group's)
    return _two_verdicts(notes, letters, expected) or _two_phrases(notes, letters, expected)


def _two_verdicts(notes: dict[str, str], letters: set[str], expected: int) -> tuple[str, ...]:
    """Where every note opens with a few words of the voice's, a head before a dash or a colon ("Kare — the input quantizers …",
    "Not the cause: without …") or a short sentence ("Kare.", "Aue, kare.", "Tika."), and those words (or their last) are one
    of two, the one on as many notes as the answers asked for (and not on as many of the others) is theirs: a verdict column
    of the voice's words; () elsewhere, or where the answers' words deny or the others' affirm."""
    heads = {letter: (match[0] if (match := SHORT_HEAD.match(QUOTED_CLAIM.sub("", notes.get(letter, ""), count=1))) else "") for letter in letters}
    if not all(heads.values()) or len({notes.get(letter, "") for letter in letters}) != len(letters) \
            or 2 * expected == len(letters) or len(letters) - expected < 2:
        return ()
    whole = {letter: " ".join(head.rstrip(" .!—–-:").lower().split()) for letter, head in heads.items()}
    for said in (whole, {letter: head.split()[-1] for letter, head in whole.items()}):
        kept = sorted(letter for letter in letters if sum(said[letter] == said[other] for other in letters) == expected)
        if len(set(said.values())) == 2 and len(kept) == expected and not any(DENIES.search(heads[letter]) for letter in kept) \
                and not RIGHT_WORD.search(next(iter(set(said.values()) - {said[kept[0]]}))):
            return tuple(kept)
    return ()


def _two_phrases(notes: dict[str, str], letters: set[str], expected: int) -> tuple[str, ...]:
    """Where each note holds, anywhere, one of two short sentences of the voice's (or their heads before a comma), the one on as
    many notes as the answers asked for, and the other on all the rest ("…, in GPU memory. Ripe pod, keep it. …" on three, "…
    Black pod. …" and "… Black pod, throw it on the heap. …", to a "Which THREE"): those letters; () where the counts are
    alike, or another phrase is on as many, or the answers' words deny or the others' affirm."""
    short = {letter: {" ".join(part.lower().rstrip(" .!").split()) for said in SENTENCE_BREAK.split(notes.get(letter, "").strip())
                      if said and word_count(said) <= 8 for part in {said, re.split(r"[,;—–]", said, 1)[0]}} for letter in letters}
    if 2 * expected == len(letters) or len(letters) - expected < 2 or len({notes.get(letter, "") for letter in letters}) != len(letters):
        return ()
    holders: dict[str, frozenset[str]] = {}  # (each phrase's letters: a sentence and its head on the same notes are one)
    for letter, found in short.items():
        for said in found:
            holders[said] = holders.get(said, frozenset()) | {letter}
    theirs = {group for group in holders.values() if len(group) == expected}
    others = {group for group in holders.values() if len(group) == len(letters) - expected}
    if len(theirs) != 1 or len(others) != 1 or (kept := next(iter(theirs))) | next(iter(others)) != letters:
        return ()  # (one of each, together every note, never a guess among several)
    if any(DENIES.search(said) for said, group in holders.items() if group == kept) \
            or any(RIGHT_WORD.search(said) for said, group in holders.items() if group == letters - kept):
        return ()
    return tuple(sorted(kept))


def _marked_answer(notes: dict[str, str], letters: set[str], expected: int) -> tuple[str, ...]:
    """The `expected` letters whose notes end marked "(answer)" ("D - 2, 1, 3, 4, 5  Every step finds … lek (answer)" in a table
    whose verdict column is the voice's: KB 6496); () where as many are not."""
    marked = sorted(letter for letter in letters if ANSWER_MARK.search(notes.get(letter, "")[-40:]))
    return tuple(marked) if len(marked) == expected else ()


def _undenied(notes: dict[str, str] | None, letters: set[str], wrong: set[str]) -> set[str]:
    """`letters` whose notes' first sentences deny nothing where every other wrong letter's first sentence denies ("B: this is
    cause." among "A: not cause.", "C: not cause.", the text stating B): the stated answer's item, read as wrong only as an item is."""
    first = {letter: SENTENCE_BREAK.split(notes.get(letter, ""), 1)[0] for letter in wrong} if notes else {}
    if not first or any(DENIES.search(first[letter]) for letter in letters) or not all(
            DENIES.search(first[letter]) for letter in wrong - letters) or len(wrong - letters) < 2:
        return set()
    return set(letters)


def _inferred(options: tuple[str, ...], wrong: set[str], named: set[str], expected: int,
              loose: set[str] = frozenset()) -> tuple[str, ...]:
    remaining = _remaining(options, wrong, named)
    if not options and wrong and len(remaining) == expected - 1 and not wrong & loose:
        # Every implied option but the answers less one is called wrong: the text implies one more option than it names
        # (never two: "B, C and E are wrong … A and D lift the trophy", read as all five wrong, is no F and G; nor where an
        # item gives no verdict: "A. <what it says>. <why>. Verdict: correct …" read as A–D with none, is no E).
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
