"""Parse's regexes built per phrase, walked with str methods instead, give what the regexes gave.

`answerphrase.last_end` stands for a regex made of a phrase's last words, `answercandidates._numbered` for
one made of a list's first item, `answertext.starts_named` for one made of the question's names: each was
compiled afresh for every question. The regexes are kept here
as the reference and compared with the code on random texts made of the pieces they look for.
"""
from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen.parse.answerphrase import last_end
from deckgen.parse.answercandidates import _numbered
from deckgen.parse.answertext import NAME
from deckgen.parse.phrases import starts_named
from strategies import MANY

WORDS = ["the", "The", "THE", "gpu", "GPU", "gpus", "a", "b", "ab", "x_y", "1", "10", "é", "K", "\u212a", "ſ", "s",
         "i", "İ", "ı", "—", "’", "²", "Ω", "low-latency", "GB/s", "-", "a-b", "a--b", "-a", "a-"]
JOINTS = [" ", "-", "_", ", ", ". ", "—", "(", ")", "'", "\n", "  ", "", "1.", "1)", "\t"]
lines = st.lists(st.sampled_from(WORDS) | st.sampled_from(JOINTS) | st.text(max_size=2), max_size=25).map("".join)
tails = st.lists(st.sampled_from(WORDS) | st.text(min_size=1, max_size=3), min_size=1, max_size=3)


def original_last_end(tail: list[str], line: str) -> int:
    found = None
    for found in re.finditer(r"(?<![\w-])" + r"\W+".join(map(re.escape, tail)) + r"(?![\w-])", line, flags=re.I):
        pass
    return found.end() if found else -1


@settings(max_examples=MANY, deadline=None)
@given(tails, lines)
@example(["the", "gpu"], "The GPU, the  gpu-the gpu")
@example(["a", "a"], "a a a a")
@example(["s"], "s ſ")
@example(["k"], "k \u212a")
@example(["the", "low-latency", "path"], "The low-latency path, the  low-latency path.")
@example(["a", "-b"], "a -b a --b")
def test_last_end_is_the_regexs(tail: list[str], line: str) -> None:
    assert last_end(tail, line) == original_last_end(tail, line)


@settings(max_examples=MANY, deadline=None)
@given(st.sampled_from(WORDS + [" the", "", "\nthe"]) | st.text(max_size=3), lines)
@example("the gpu", "x\n1.  the gpu")
@example(" the", "1.  the")
@example("", "1) ")
def test_numbered_is_the_regex(prefix: str, source: str) -> None:
    expected = re.search(rf"(?m)^1[.)]\s+{re.escape(prefix)}", source) is not None
    assert _numbered(prefix, source) == expected


STEMS = st.lists(st.sampled_from(["The", "NVLink", "H100", "GPU", "GPUs", "What", "is", "the", "NVLink-C2C", "é",
                                  "_x", " ", "  ", "\n", "?", "-"]) | st.text(max_size=2), max_size=12).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(STEMS, STEMS)
@example("What is NVLink?", "The  NVLink fabric")
@example("What is NVLink?", "The NVLink-C2C fabric")
@example("Is H100 or GPU?", "GPUs are")
def test_starts_named_is_the_regex(asked: str, sentence: str) -> None:
    names = NAME.findall(asked)
    named = "|".join(re.escape(n) for n in names)
    expected = bool(named and re.compile(rf"(?:The\s+)?(?:{named})\b").match(sentence))
    assert bool(names and starts_named(sentence, names)) == expected


# --- Patterns searched in parts or only where their words are: each part's result is the whole pattern's.
PIECES = ["you", "You", "your", "Your", "yours", "we", "We", "were", "I", "I/O", "AI", "correct answer", "Correct answer",
          "A is wrong", "B is correct", "H is right", "I is wrong", "option A", "Options (B)", "choice C", "answers  D",
          "answer", "(A)", "(B", "(I)", "y", "w", "o", "e", "ou", "r", " ", ",", ".", "'", "’", "_", "-", "é", "1"]
pieced = st.lists(st.sampled_from(PIECES) | st.text(max_size=2), max_size=20).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(pieced)
@example("Your GPU")
@example("I/O and you")
@example("yo your")
@example("xwe we")
@example("see Option (A)")
@example("Let's see what you get")
def test_unfit_at_is_the_regexs(text: str) -> None:
    from deckgen.parse.drawing_points import unfit_at
    unfit = re.compile(r"^Let(?:'s|’s| us) |\b(?:[Yy]ou|[Yy]our|[Ww]e|I)\b|[Cc]orrect answer|\b[A-H] is (?:wrong|incorrect|correct|"
                       r"right)\b|\b(?:[Oo]ptions?|[Cc]hoices?|[Aa]nswers?)\s+\(?[A-H]\b|\([A-H]\)")
    found = unfit.search(text)
    assert unfit_at(text) == (found.start() if found else -1)


NAMED_PIECES = ["NVLink", "NVLink-C2C", "GPU", "GPUs", "The", "the", "a", "1", ",", ";", "(", " ", "  ", "-", "_", "é",
                "\n", "x", "NVLinkX", "NVLink-", "Ab"]
named_texts = st.lists(st.sampled_from(NAMED_PIECES) | st.text(max_size=2), max_size=16).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(named_texts, named_texts)
@example("NVLink joins", "uses NVLink-C2C and, NVLink")
@example("NVLink- x", "a NVLink- x")
@example("GPU", "(GPU")
@example("GPU x", "a; GPU x")
@example("GPU x", "a1 GPU")
def test_named_is_the_regex(point: str, full: str) -> None:
    from deckgen.parse.drawing_select import FIRST, _Check
    first = FIRST.match(point)
    expected = bool(first) and re.search(rf"[a-z0-9,;(] {re.escape(first[0])}\b", full) is not None
    assert _Check(full, frozenset(), None)._named(point) == expected


LEAN_PIECES = ["that", "That", "that's", "it’s", "It's", "there's", "does that", "do so", "of that", "that same",
               "also", "Also", "likewise", "then", ", then", "too", "as well", "though", "either", "The latter",
               "the rest", "the rests", "The approach", "This trade-off", "These tradeoffs", "As such", "Consequently",
               "In practice", "After that", "that GPU's", "that is roughly", "that is 9", "the next level",
               "everything else", "Same", "Both", "Even so", "all three", "the two", "to match", "instead", "there",
               "here,", "The tiers", "the layers of", "much more", "far better", "a lot faster", "than", "GPU", "the",
               " ", "  ", ",", ".", "\n", "-", "'", "’", "A", "1", "é", "ſ"]
lean_texts = st.lists(st.sampled_from(LEAN_PIECES) | st.text(max_size=2), max_size=14).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(lean_texts)
@example("we do that")
@example("The trade-offs matter")
@example("it works as well")
@example("everything else")
def test_points_back_is_leans_search(point: str) -> None:
    from deckgen.parse.drawing_lean import LEANS, points_back
    assert points_back(point) == bool(LEANS.search(point))


NOTE_PIECES = ["not", "NOT", "no", "None", "nothing", "cannot", "can't", "don't", "won’t", "isn't", "n't", "rather",
               "instead", "neither", "nor", "without", "unrelated", "notable", "knot", "no_x", "but", "But", "yet",
               "whereas", "although", "though", ";", "—", "–", ",", "while", "and", "band", "from", "differs", ":",
               "the", " ", "  ", "\t", "\n", "x", "é", "ſ", "1", "'"]
note_texts = st.lists(st.sampled_from(NOTE_PIECES) | st.text(max_size=2), max_size=14).map(" ".join)
note_joined = st.lists(st.sampled_from(NOTE_PIECES), max_size=10).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(note_texts | note_joined)
@example("it doesn't")
@example("x, and y")
@example("a\tbut b")
@example("GPU: reads")
@example("not not not not not not : ; not")
def test_note_checks_are_the_regexs(text: str) -> None:
    from deckgen.parse.drawing_notes import NEGATES, TURNED, _negates, _turned
    from deckgen.parse.drawing_lines import LABEL_WORDS, has_verb
    from deckgen.parse.drawing_select import HEAD, _first_clause
    assert _negates(text) == bool(NEGATES.search(text))
    assert _turned(text) == bool(TURNED.search(text))
    first = HEAD.split(text, maxsplit=1)[0]  # (and no label: a few words before the mark, with no verb; nor an item a
    # colon lists, nor a head inside a dashed aside)
    listed = ": " in first or text[len(first):].lstrip()[:1] == ":"
    aside = (first.count(" — ") + first.count(" – ")) % 2
    label = len(first.split()) <= LABEL_WORDS and not has_verb(first)
    expected = first if first == text or not (label or listed and not has_verb(first.rpartition(": ")[2]) or aside) else ""
    assert _first_clause(text) == expected


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(["NVLink", "H100", "x_y", "_a", "A", "a", "1", "٣", "²", "GB/s", " ", "é", "É", "—A",
                                 "\n", "ſ", "K", "\u212a", "AB", "9Z"])
                | st.text(max_size=3), max_size=12).map("".join))
@example("NVLink 4 gives H100 900 GB/s")
@example("٣٣ x_Y")
@example("\ud800A aB")
def test_fact_marks_are_the_two_counts(sentence: str) -> None:
    from deckgen.parse.drawing_points import DIGIT, NAME_MARK
    from deckgen.parse.words import FACT_MARK, fact_marks
    marks = FACT_MARK.findall(sentence)
    digits = sum(map(str.isdigit, marks))
    assert (digits, len(marks) - digits) == (len(DIGIT.findall(sentence)), len(NAME_MARK.findall(sentence)))
    assert fact_marks(sentence) == (digits, len(marks) - digits)  # (its bytes counted, or the pattern searched)


def original_kind(asked: str, answers: int = 1) -> str:
    from deckgen.parse.answerkind import (ACTION, BENEFIT, CAUSE, EVERY_BEFORE, HOW_MUCH, LATER_ASKED, MULTI, NEGATIVE, NUMBER_ASKED,
                                          STATEMENT, THING, THING_ASKED, WHY_BEFORE)
    said = NEGATIVE.search(asked)  # (a count asked of what is "not" so is no negative question: "how much … is not given …?"; nor
    # a cause asked of it, "… why X was not built?", nor the question after a lead clause's "not"; nor "every test except that one")
    negative = said and not (said[0] == "not" and (HOW_MUCH.search(asked) or LATER_ASKED.search(asked, said.end())
                                                   or WHY_BEFORE.search(asked, 0, said.start()))) \
        and not (said[0] == "except" and EVERY_BEFORE.search(asked, 0, said.start()))
    for name, hit in (("multi", answers > 1 or MULTI.search(asked)), ("negative", negative),
                      ("thing", THING_ASKED.search(asked)), ("number", NUMBER_ASKED.search(asked)),
                      ("benefit", BENEFIT.search(asked)), ("cause", CAUSE.search(asked)),
                      ("statement", STATEMENT.search(asked) and not THING.search(asked)),
                      ("thing", THING.search(asked)), ("action", ACTION.search(asked))):
        if hit:
            return name
    return "other"


ASK_PIECES = ["Which", "which", "WHICH", "What", "what", "How many", "how much", "Why", "two", "THREE", "3", "options",
              "statements", "NOT", "not", "except", "LEAST", "false", "is not true", "benefit", "advantages", "cause",
              "reason", "explains", "describes", "true", "correct", "should", "must", "do", "FIRST", "next", "tool",
              "component", "is", "are", "the", "number", "bandwidth", ",", "?", " ", "-", "é", "ſ", "K"]
asks = st.lists(st.sampled_from(ASK_PIECES) | st.text(max_size=2), max_size=12).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(asks, st.sampled_from([1, 1, 2]))
@example("Which TWO statements are correct?", 1)
@example("Which is NOT true?", 1)
@example("What should the admin do FIRST?", 1)
@example("Whiſch tool?", 1)
def test_kind_is_the_regexs(asked: str, answers: int) -> None:
    from deckgen.parse.answerkind import kind
    assert kind(asked, answers) == original_kind(asked, answers)


HEAD_PIECES = ["A", "B", "(C)", "(D", "H", "I", "a", "The", "the ", "Option", "options ", "Answers ", "choice ",
               "statement ", "Correct", "INCORRECT", "wrong", "Right", "false", "True", "Why not", "why  not", "✗", "✔",
               " is wrong", " are both incorrect", ":", " —", ".", " ", "\n", "and", ",", "é", "ſ", "K", "x"]
head_texts = st.lists(st.sampled_from(HEAD_PIECES) | st.text(max_size=2), max_size=10).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(head_texts, st.booleans())
@example("A is wrong because x", True)
@example("(B) is incorrect", False)
@example("Why not C? x", True)
@example("The options A and D both x", True)
@example("True: B x", False)
@example("Incorrect — A x", False)
@example("Statement C is false", True)
@example("The  options B, C are wrong", True)
def test_no_head_starts_where_head_start_does_not_match(text: str, inside: bool) -> None:
    from deckgen.parse.itemhead import HEAD, HEAD_START, head
    if not HEAD_START.match(text):
        assert HEAD.match(text) is None and head(text, inside) is None


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(["NVLink", " H100", " A", "a B", "\tC", "1", "٣", " ", "x", "É", " É"])
                | st.text(max_size=3), max_size=12).map("".join))
@example(" A 1 B2 \tC")
def test_rank_marks_are_digits_and_capitals(point: str) -> None:
    from deckgen.parse.drawing_select import CAPITAL, DIGIT, RANK_MARK
    marks = RANK_MARK.findall(point)
    digits = sum(map(str.isdigit, marks))
    assert (digits, len(marks) - digits) == (len(DIGIT.findall(point)), len(CAPITAL.findall(point)))


TALK_PIECES = ["is wrong", "are  incorrect", "IS WRONG", "option A", "Choices (B", "the others", "The Others",
               "correct answer", "right option", "answer is C", "(D)", "(d)", "therefore", "Thus", "HENCE", "x", " ",
               ",", "A", "b"]
talk = st.lists(st.sampled_from(TALK_PIECES) | st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGH ()", max_size=3),
                max_size=10).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(talk)
@example("The others fail")
@example("see (B) here")
def test_answer_line_patterns_hold_their_words(text: str) -> None:
    """answerform.reads_alone searches WRONG_TALK and INNER_CONNECTIVE in an ASCII line only where one of
    their words is: each match holds one."""
    from deckgen.parse.answerform import INNER_CONNECTIVE, WRONG_TALK, WRONG_TALK_WORDS
    lower = text.lower()
    if WRONG_TALK.search(text):
        assert any(word in lower for word in WRONG_TALK_WORDS)
    if INNER_CONNECTIVE.search(text):
        assert any(word in lower for word in ("therefore", "thus", "hence"))


CLAIMS = st.lists(st.sampled_from(["The", "the", "correct", "Correct", "answer", "ANSWERS", "is", "are", "right", "best",
                                   "option", "two", "Three", "both", "the following", "Several", "ſ", "\u0131", "İ", "Imagine",
                                   "like a", "LIKE THE", "key", "\u212aey", "into", "Let's", "knowing", "best", "MOST", "fastest",
                                   "K", "\u212a", ":", " ", "  ", ".", "D", "(B)", "\n"]) | st.text(max_size=2),
                  max_size=14).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(CLAIMS)
@example("the correct answer is D. It is")
@example("Answers: (B). The rest")
@example("two of them ſix")
@example("It is like a cache that holds \u212aey facts")
@example("(B) The")
def test_prechecks_keep_the_regexes(text: str) -> None:
    """`stated.without_statement` tries its pattern only on a sentence that starts with one of its first letters;
    `answersure.announces`, `answerform.fitted` and `answertext._scores` search COUNTED, ASIDE_LINE and SUPERLATIVE
    only in a line that holds one of their words (or, under re.I, is not ASCII)."""
    from deckgen.parse.answerform import ASIDE_LINE, ASIDE_WORDS
    from deckgen.parse.answersure import COUNTED, COUNTED_WORDS
    from deckgen.parse.answertext import SUPERLATIVE, SUPERLATIVES
    from deckgen.parse.phrases import holds_any
    from deckgen.parse.phrases import capitalise
    from deckgen.parse.stated import CORRECT_STATEMENT, KEY_LEAD, SHORT_LEAD, without_statement
    lead = KEY_LEAD.match(text) if " is " in text[:60] else None  # (its key's lead, or its letter's, or the statement: no precheck)
    expected = capitalise(text[lead.end():].strip()) if lead and text[:1] in "TY" else \
        CORRECT_STATEMENT.sub("", SHORT_LEAD.sub("", text, count=1) if SHORT_LEAD.match(text) else text).strip()
    assert without_statement(text) == expected
    if COUNTED.search(text) and text.isascii():
        assert holds_any(text.lower(), COUNTED_WORDS)
    if ASIDE_LINE.search(text) and text.isascii():
        assert holds_any(text.lower(), ASIDE_WORDS)
    if SUPERLATIVE.search(text.lower()):
        assert holds_any(text.lower(), SUPERLATIVES)


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(["Dynamic", "batching", " ", "  ", "(A)", "(B)", "(", ")", "x" * 40, "\n", ".", "é"])
                | st.text(max_size=3), max_size=12).map("".join))
@example("Dynamic batching (A) requires more")
@example("ab (A) x")
@example("a (A) x")
def test_named_line_keeps_the_regex(line: str) -> None:
    """`analysis_rest.named_line` tries NAMED_LINE only where the line's first "(" is at 3 to 81."""
    from deckgen.parse.analysis_rest import NAME_WORDS, NAMED_LINE, named_line
    match = NAMED_LINE.match(line)
    expected = match[1] if match and len(line[:match.start(1)].split()) <= NAME_WORDS else None
    assert named_line(line) == expected
