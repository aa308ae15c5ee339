"""Parse's patterns rewritten so that a search skips to where a match can start, or tried only where their words
are, give what the originals gave. The originals are kept here as the reference and compared with the code on
random texts made of the pieces they look for.
"""
from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from strategies import MANY

NAME_PIECES = ["the", "The", "the ", "the  ", "NVLink", "GPU", "Transformer", "Engine", "SmoothQuant", "nvidia-smi",
               "ib_write_bw", "DCGM_FI", "x.y", "a-b", "-", "_", ".", " ", "  ", "\n", "\t", "é", "É", "1", "A", "a",
               "Ab", "aB", "bthe", "_the", "-the"]
name_texts = st.lists(st.sampled_from(NAME_PIECES) | st.text(max_size=2), max_size=20).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(name_texts)
@example("uses NVLink-C2C and nvidia-smi, ib_write_bw")
@example("x-NVLink aB_c é1A")
def test_code_name_is_the_original(text: str) -> None:
    from deckgen.parse.answernames import CODE_NAME
    original = re.compile(r"(?<![\w-])(?:[A-Za-z]+[A-Z0-9_][\w.-]*|[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[A-Z][a-z]+[A-Z]\w*)"
                          r"(?![\w-])")
    assert [(m.span(), m[0]) for m in CODE_NAME.finditer(text)] == [(m.span(), m[0]) for m in original.finditer(text)]


@settings(max_examples=MANY, deadline=None)
@given(name_texts)
@example("the Transformer Engine and the  SmoothQuant")
@example("bthe Transformer Engine, Foo-the Bar, the the Foo Bar")
@example("the\nTransformer Engine")
@example("choose Spectrum-X over the Spectrum-4 switch")
def test_capitalised_names_are_the_originals(text: str) -> None:
    from deckgen.parse.answernames import _capitalised_names
    original = re.compile(r"(?:\b(the)\s+)?(?<![\w-])([A-Z][\w-]*(?:\s+[A-Z][\w-]*)+|[A-Z][a-z]+(?:[A-Z]|-[A-Z0-9])[\w-]*)")  # (never a
    # longer name's tail: "OccupancyMax…" of "cudaOccupancyMax…")
    assert list(_capitalised_names(text)) == [(m[2], bool(m[1])) for m in original.finditer(text)]


# --- Patterns tried only where their words are: every match holds one of the words looked for (lower case, in a text
# without answerkind.FOLDS; non-ASCII letters among the pieces: "K" is the Kelvin sign, which lower() makes "k").
ASK_PIECES = ["Which", "which", "WHICH", "select", "SELECT", "choose", "pick", "identify", "name", "the", "two", "TWO", "three",
              "2", "3", "4", "NOT", "not", "Not", "EXCEPT", "except", "FALSE", "false", "INCORRECT", "incorrect", "UNTRUE",
              "inaccurate", "is", "are", "IS", "true", "correct", "accurate", "valid", "?", ".", " ", "  ", "\n", "-", "é", "—",
              "\u212a", "ẞ", "Ω", "1", "x"]
ask_texts = st.lists(st.sampled_from(ASK_PIECES) | st.text(max_size=2), max_size=16).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(ask_texts)
@example("Which two are NOT correct?")
@example("which \u212a is false?")
def test_negated_and_count_words_are_in_every_match(stem: str) -> None:
    from deckgen.parse.answer import COUNT_WORDS, NEGATED, NEGATED_WORDS, WHICH_N, WHICH_WORDS, expected_count, negated
    from deckgen.parse.answerkind import lowered
    lower = lowered(stem)
    if lower and NEGATED.search(stem):
        assert any(word in lower for word in NEGATED_WORDS)
    if lower and WHICH_N.search(stem):
        assert any(word in lower for word in COUNT_WORDS) and any(word in lower for word in WHICH_WORDS)
    asking = [part for part in re.split(r"(?<=[.!?])\s+", stem) if "?" in part or re.match(r"(?:which|what|select|choose|"
                                                                                          r"identify)\b", part, re.I)]
    assert negated.__wrapped__(stem) == any(NEGATED.search(part) for part in asking or [stem])
    match = WHICH_N.search(stem)
    assert expected_count.__wrapped__(stem) == (COUNT_WORDS[match[1].lower()] if match else 1)


def test_lowered_is_empty_where_a_fold_is() -> None:
    from deckgen.parse.answerkind import lowered
    assert lowered("Whıch") == lowered("İs") == lowered("ſelect") == ""
    assert lowered("Which — \u212a") == "which — k"


TALK_PIECES = ["question", "Question", "above", "is", "distractor", "the other", "options", "withheld", "Statement", "option",
               "Choice", "(A)", "(B", "(a)", "(A and C)", "A", "C", "wrong", "Incorrect", "correct", "right", "RIGHT", "eight", "—",
               "–", "-", " - ", ".", "!", ":", "fixes", "does", "that", "this", "by", "with", " ", "  ", "\t", "é", "(", ")"]
talk_texts = st.lists(st.sampled_from(TALK_PIECES) | st.text(max_size=2), max_size=16).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(talk_texts)
@example("Use it - right.")
@example("see (C)")
def test_talk_words_are_in_every_match(point: str) -> None:
    from deckgen.parse.drawing_nofact import TALK, TALK_DASHES, TALK_LETTERS, TALK_VERDICTS, TALK_WORDS
    if TALK.search(point):
        lower = point.lower()
        assert any(word in lower for word in TALK_WORDS) or any(letter in point for letter in TALK_LETTERS) \
            or any(word in lower for word in TALK_VERDICTS) and any(dash in point for dash in TALK_DASHES)


KIND_PIECES = ASK_PIECES + ["how many", "How much", "What", "what is the", "bandwidth", "per", "benefit", "advantage", "why",
                            "cause", "reason", "explains", "should", "must", "do", "FIRST", "first", "next", "statement",
                            "describes", "tool", "component", "one", "of", ","]
kind_texts = st.lists(st.sampled_from(KIND_PIECES) | st.text(max_size=2), max_size=14).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(kind_texts)
@example("What is the total bandwidth — per GPU?")
@example("Why does \u212a fail?")
def test_kind_is_the_searches_alone(asked: str) -> None:
    from unittest import mock

    from deckgen.parse import answerkind
    with mock.patch.object(answerkind, "lowered", lambda text: ""):  # (every pattern searched)
        expected = answerkind.kind(asked)
    assert answerkind.kind(asked) == expected


LINE_PIECES = ["therefore", "Thus", "HENCE", "is wrong", "are incorrect", "option", "Choice", "(B)", "the others", "correct answer",
               "answer is", "similar to", "Think of", "like a", "like the", "is split into", "is critical for", "let's",
               "Understanding the", "knowing how", "It", "GPU", "the", "—", "é", "\u212a", " ", ",", ".", "x"]
line_texts = st.lists(st.sampled_from(LINE_PIECES) | st.text(max_size=2), max_size=14).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(line_texts)
@example("The GPU — similar to a CPU — is fast.")
def test_reads_alone_and_fitted_are_the_searches_alone(line: str) -> None:
    from unittest import mock

    from deckgen.parse import answerform
    with mock.patch.object(answerform, "lowered", lambda text: ""):
        expected = answerform.reads_alone(line), answerform.fitted(line)
    assert (answerform.reads_alone(line), answerform.fitted(line)) == expected


CLUTTER_PIECES = ["We use cookies", "accept all cookies", "cookies", "Tags: #xid #gpu", "tag:", "Practice Exams", "exam dumps",
                  "ExamDumps", "exam-style dump", "free questions", "★ Bookmark", "bookmarked", "upvoted 3 times", "upvoted",
                  "site is not affiliated with", "Go Premium", "unlock all", "Upgrade to PRO", "Quiz Arena", "Timed Quiz",
                  "trademarks", "Home > Exams > NVIDIA AI", "A > B > C D", " > ", "—", " - ", "ſ", "ı", "İ", "\u212a", "é",
                  "nswer", "pinned:", "share", "the", "GPU", " ", "  ", "\t", ".", "?", "1"]
clutter_lines = st.lists(st.sampled_from(CLUTTER_PIECES) | st.text(max_size=2), max_size=10).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(clutter_lines)
@example("ExamTopix \u212aooKies — unloc\u212a all")
@example("Tags: #a #b — see")
@example("Home > Exams > AI Infrastructure > Inference Serving")
def test_clutter_is_its_whole_pattern(line: str) -> None:
    from deckgen.parse import clutter
    whole = re.compile("|".join([clutter.CLUTTER_REST.pattern, *(pattern for _, pattern in clutter.SCANNED)]), re.I)
    lower = line[:80].lower()
    expected = len(line) <= clutter.CLUTTER_CHARS and not clutter.COUNTER_TEXT.match(line) and (
        ("cookie" in line.lower() or line[:1] in clutter.FIRST_MARKS or lower[:1] == "q"
         or any(mark in line for mark in clutter.MARKS) or any(word in lower for word in clutter.WORDS))
        and whole.fullmatch(line) is not None or clutter._menu(line, lower))
    assert clutter.clutter(line) == expected



ITEM_PIECES = ["1. ", "2) ", "(A)", "(B) ", "A. ", "B, ", "C (", "D - ", "▸ ", "-- ", "- ", "• ", "Option ", "Choice ",
               "Trap #1 (that's C): ", "[1] ", '"reinstall now" ', "→ ", ": ", "option B", "answer C,", "Choice (D).",
               "is the correct answer", "is the exception", "is the only option that", "is the one that fits", "✔ this is the one",
               "= answer", "the ", "only", "wrong", "x", "é", "ı", "\u212a", "\n", "\n\n", " ", "  ", "\t", ",", ".", "a", "Why"]
item_texts = st.lists(st.sampled_from(ITEM_PIECES) | st.text(max_size=2), max_size=16).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(item_texts)
@example("C is the correct answer")
@example("is the one that fits")
def test_is_the_answer_is_the_search(text: str) -> None:
    from deckgen.parse.itemhead import IS_THE_ANSWER, is_the_answer
    assert is_the_answer(text) == (IS_THE_ANSWER.search(text) is not None)


@settings(max_examples=MANY, deadline=None)
@given(item_texts)
@example("NVLink, option B, fixes that (answer C).")
@example(", nearly three times the figure given in the option, is x")
def test_letter_words_are_in_every_match(text: str) -> None:
    from deckgen.parse.answerkind import lowered
    from deckgen.parse.answerpick import ASIDE_NOUNS, LETTER_ASIDE, LETTER_REFERENCE, LETTER_WORDS, OPTION_ASIDE
    from deckgen.parse.answeroptions import _without_letters
    lower = lowered(text)
    if lower and (LETTER_ASIDE.search(text) or LETTER_REFERENCE.search(text)):
        assert any(word in lower for word in LETTER_WORDS)
    if lower and OPTION_ASIDE.search(text):
        assert any(noun in lower for noun in ASIDE_NOUNS)
    assert _without_letters(text) == LETTER_REFERENCE.sub("", text)


@settings(max_examples=MANY, deadline=None)
@given(item_texts)
@example("1. (A) NeMo Curator — wrong.\n- A, reinstall the toolkit: premature.\n▸ D (out of memory): x")
def test_leads_line_by_line_are_the_sub(text: str) -> None:
    from deckgen.parse.tables import LEADS, _lead, _leads
    assert _leads(text) == LEADS.sub(_lead, text)


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(["\n", "\n\n", "Why the others fail", "-----", " ", "\t", "Expert's verdict", "x.", "A", "é"])
                | st.text(max_size=3), max_size=12).map("".join))
@example("Body.\n\nWhy the other two picks fail\n")
@example("\n\nHeading\n\n-----")
def test_orphan_heading_searched_from_the_last_lines(body: str) -> None:
    from deckgen.parse.answerhints import ORPHAN_HEADING, without_orphan_heading
    expected = body
    while (match := ORPHAN_HEADING.search(expected)) and match.start() > 0:
        expected = expected[:match.start()]
    assert without_orphan_heading(body) == expected


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from([".", "!", "?", "…", "\n", " ", "  ", "\t", '"', "”", ")", "vs.", "e.g.", "i.e.", "etc.", "x", "A",
                                 "Myth vs. reality"]) | st.text(max_size=2), max_size=16).map("".join))
def test_sentence_gap_is_the_original(text: str) -> None:
    from deckgen.parse.analysis_intro import SENTENCE_GAP
    original = re.compile(r"[.!?…](?<!\bvs\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)[\"”’)]?\s+|\n")
    for end in (len(text), max(0, len(text) - 1)):
        assert [m.span() for m in SENTENCE_GAP.finditer(text, 0, end)] == [m.span() for m in original.finditer(text, 0, end)]


HEAD_PIECES = ["A", "B", "G", "H", "(C)", "[D]", "E:", "F.", "B is wrong", "However", "GPUs", "Both", "Because", "Answer",
               "Correct:", "Chosen", "Discarded", "Excluded", "False", "Why not", "The option", "Options A and D", "Incorrect",
               "H100", "B_x", "Bé", "B1", "✗", "✔", " ", "\n", ".", ",", "-", "—", "is", "are", "correct", "wrong", "Rıght",
               "ſtatement C", "\u212aept", "İncorrect", "Each", "For", "During", "Data", "Also", "A single", "Ruled out",
               "STATEMENTS", "why NOT", "Accepted:", "Eliminated", "CHOSEN", "Selected"]
head_texts = st.lists(st.sampled_from(HEAD_PIECES) | st.text(max_size=2), max_size=10).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(head_texts)
@example("B")
@example("GPUs are fast. B is wrong because")
def test_a_head_starts_where_may_head_says(text: str) -> None:
    from deckgen.parse.itemhead import HEAD, HEAD_FIRST, HEAD_START, _head, head, may_head
    for at in range(len(text) + 1):
        if HEAD.match(text[at:]) and text[at:at + 1] in HEAD_FIRST:  # (as head() tried it; where _start tries it, a
            assert may_head(text, at)                                 # capital or "(" that HEAD_START takes is one)
        if text[at:at + 1] in "(ABCDEFGHIJKLMNOPQRSTUVWXYZ" and HEAD_START.match(text, at):
            assert text[at:at + 1] in HEAD_FIRST
    found = _head(text, False) if text[:1] in HEAD_FIRST and HEAD_START.match(text) else None
    assert head(text) == (found and (list(found[0]), *found[1:]))


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(["The correct answer is A. ", "answer is (B). ", "Answer IS C. ", "The ", "correct ", "answer",
                                 " is ", "D", ". ", "ſ", "ı", "\u212a", "é", "x", "A"]) | st.text(max_size=2), max_size=8).map("".join))
def test_stated_answer_words_are_in_every_match(sentence: str) -> None:
    from deckgen.parse.answerkind import FOLDS
    from deckgen.parse.drawing_sources import STATED
    if STATED.sub("", sentence) != sentence and not FOLDS.search(sentence):
        assert "answer is" in sentence.lower()


SCORE_PIECES = ["This", "That", "THIS", "these", "It", "its", "They", "Their", "Such", "Here", "İt", "ıt", "ſuch", "That's why",
                "This is the", "that is exactly what", "why", "WHY", "reason", "Explains", "Picture", "Imagine a", "Think of",
                "Think about the", "x", " ", "'s", "’s", "é", "\u212a"]
score_texts = st.lists(st.sampled_from(SCORE_PIECES) | st.text(max_size=2), max_size=8).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(score_texts)
@example("İt is")
@example("ſuch a case")
def test_scored_patterns_start_where_their_words_do(sentence: str) -> None:
    from deckgen.parse.answerkind import lowered
    from deckgen.parse.answertext import ANAPHORA, ANAPHORA_FIRST, POINTS_BACK, RESTATES, WHY, WHY_WORDS
    from deckgen.parse.answerwording import ANALOGY, QUOTED_CLAIM, analogy, aside
    if ANAPHORA.match(sentence):
        assert sentence[:1] in ANAPHORA_FIRST
    if POINTS_BACK.match(sentence) or RESTATES.match(sentence):
        assert sentence[:1] in "Tt"
    if WHY.search(sentence) and (lower := lowered(sentence)):
        assert any(word in lower for word in WHY_WORDS)
    assert analogy(sentence) == bool(ANALOGY.match(sentence))
    assert aside(sentence) == bool(ANALOGY.match(sentence) or QUOTED_CLAIM.match(sentence))


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(["Answer", "ANS:", "The Correct", "the right", "Quiz", "KEYED", "key", "İ", "Σ", "ς", "\u212a",
                                 "ß", "ﬁ", "- ", "✅ ", " ", "x", "é"]) | st.text(max_size=3), max_size=6).map("".join))
@example("\u212aey: B")
@example("İanswer")
def test_a_lines_lead_is_read_in_its_first_words_lowered(line: str) -> None:
    from deckgen.parse.stated import LEAD_CHARS, LEAD_STARTS
    lead = line.lstrip(" \t-•*✅✔✓☑")
    assert lead[:LEAD_CHARS].lower().startswith(LEAD_STARTS) == lead.lower().startswith(LEAD_STARTS)


MORE_PIECES = ["because", "so that", "as a result", "which is why", "means", "since", "due to", "between", "Versus", "vs.", "VS",
               "compared to", "Differs", "compare", "in order to", "In Order To", "1.", "1)", "1. ", "\n1) ", "11.", "x1.", "NVLink",
               "a Triton", ", Model Analyzer", "; Foo", "ab C", " ", "\n", "\t", "ſ", "ı", "\u212a", "é", "A", "the"]
more_texts = st.lists(st.sampled_from(MORE_PIECES) | st.text(max_size=2), max_size=14).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(more_texts)
@example("1. a\n1) b\n x1. c")
@example("uses a Triton Model Analyzer, Nsight Systems")
def test_more_patterns_are_the_originals(text: str) -> None:
    from deckgen.parse.answerkind import lowered
    from deckgen.parse.answernames import PROPER
    from deckgen.parse.answerpair import CONTRAST, contrasted
    from deckgen.parse.answercandidates import NUMBERED
    from deckgen.parse.answertext import BECAUSE, BECAUSE_WORDS
    from deckgen.parse.drawing_title import IN_ORDER_TO
    lower = text.lower()
    if BECAUSE.search(lower):
        assert any(word in lower for word in BECAUSE_WORDS)
    assert contrasted(text) == (CONTRAST.search(text) is not None)
    if IN_ORDER_TO.search(text):
        assert "order" in lower
    assert [m.span(1) for m in NUMBERED.finditer(text)] == [m.span(1) for m in re.finditer(r"(?m)^1[.)](\s+)", text)]
    assert PROPER.findall(text) == re.findall(r"(?<=[a-z,;] )[A-Z][\w-]+(?:\s+[A-Z][\w-]+)*", text)
    assert lowered(text) in ("", lower)


FIRST_PIECES = ["Select an answer to reveal the explanation.", "ſhort explanation:", "Short Explanation and Infographic",
                "Full explanation below image", "FULL EXPLANATION", "click an option to see the explanation", "Question 3 of 9 A",
                "Q #4/10 — x", "Time remaining: 01:12 A", "What is the GPU seeing", "what are they observing", "Which tool",
                "WHAT KIND OF", "x", " ", "é", "ı", "\u212a"]
first_texts = st.lists(st.sampled_from(FIRST_PIECES) | st.text(max_size=2), max_size=4).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(first_texts)
def test_first_letters_and_words_are_in_every_match(line: str) -> None:
    from deckgen.parse.answerkind import lowered
    from deckgen.parse.answerlead import ASKED_NOUN
    from deckgen.parse.drawing_scene import SEEN, SEEN_WORDS
    from deckgen.parse.furniture import COUNTER_HEAD
    from deckgen.parse.markers import MARKER_FIRST, MARKER_LINE
    if MARKER_LINE.fullmatch(line):
        assert line[:1] in MARKER_FIRST
    if COUNTER_HEAD.match(line):
        assert line[:1] in "QqTt"
    lower = lowered(line)
    if lower and SEEN.search(line):
        assert any(word in lower for word in SEEN_WORDS)
    if lower and ASKED_NOUN.search(line):
        assert "which" in lower or "what" in lower


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(["- a", "-- b", "...", "? x", "#1", "[x]", "{a}", "&a", "*a", "!a", "|a", ">a", "'a", '"a', "%a", "@a",
                                 "`a", ":", ": a", "?", "x", "a: b", " ", "é", "yes", "1"]) | st.text(max_size=3), max_size=3).map("".join))
def test_indicator_start_starts_with_its_first_characters(text: str) -> None:
    from deckgen.cardfiles.fastdump import INDICATOR_FIRST, INDICATOR_START
    if INDICATOR_START.match(text):
        assert text[:1] in INDICATOR_FIRST and text[:1]


SOURCE_WORDS = st.sampled_from(["the", "GPU", "gpu", "memory", "in", "system", "moves", "data", "é", "x", "a\nb", "  ", ""])
source_texts = st.lists(SOURCE_WORDS, max_size=12).map(" ".join)


@settings(max_examples=MANY, deadline=None)
@given(st.lists(source_texts, max_size=6), st.lists(st.lists(SOURCE_WORDS, max_size=10).map(" ".join), max_size=4))
@example(["the gpu moves data", "data in system memory"], ["In system memory.", "", "moves"])
def test_find_in_the_joined_sources_is_the_loop(texts: list[str], points: list[str]) -> None:
    from deckgen.parse.drawing_sources import Sources, find
    plain = [(text, text.lower(), 0, False, False, n) for n, text in enumerate(texts)]
    joined = Sources(plain)
    for point in points:
        assert find(point, joined) == find(point, plain)
