"""The drawing's form checks, searched in parts or only where their words are, give what the patterns gave.

Each test keeps the original form (a regex, or a set of a text's words) as the reference and compares it
with the faster one on random texts made of the pieces the pattern looks for, with the characters that
case-insensitive matching folds ("ı", "İ", "ſ", "K") among them.
"""
from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from strategies import MANY

FOLDS = ["ı", "İ", "ſ", "\u212a", "é", "’", "—", "–", "“", "”", "\n", "\t", "\xa0", " ", "  ", ",", ":", ";", ".", "-",
         "(", ")", "[", "]", "_", "1", "2024", "x", "X"]


def texts(pieces: list[str], joint: str = " ") -> st.SearchStrategy[str]:
    drawn = st.sampled_from(pieces + FOLDS) | st.text(max_size=2)
    return st.lists(drawn, max_size=14).map(joint.join) | st.lists(drawn, max_size=14).map("".join)


RUN_PIECES = ["this", "This", "THIS", "these", "those", "here", "there", "where", "such", "that", "thats", "athat",
              "that2", "this_", "such-as"]


@settings(max_examples=MANY, deadline=None)
@given(texts(RUN_PIECES))
@example("With this, a")
@example("thisthat")
@example("this")
@example("İthis")
def test_has_run_is_the_set_of_runs(text: str) -> None:
    from deckgen.parse.drawing_form import LOWER_WORD
    from deckgen.parse.drawing_refers import DEMONSTRATIVES, _has_run
    lower = text.lower()
    words = set(LOWER_WORD.findall(lower))
    assert _has_run(lower, DEMONSTRATIVES) == bool(words & DEMONSTRATIVES)
    assert _has_run(lower, ("such", "that")) == ("such" in words or "that" in words)


OPTION_PIECES = ["answer", "Answers", "ANSWER", "option", "Option", "choices", "correct", "right", "Right", "is", "are",
                 "were", "ARE", "all", "both", "wrong", "incorrect", "through", "to", "and", "A", "B", "H", "I", "a",
                 "(C)", "(D", "answeſ", "rıght", "rİght", "optİon", "aſ"]


@settings(max_examples=MANY, deadline=None)
@given(texts(OPTION_PIECES))
@example("the answer is E")
@example("A through D are all wrong")
@example("A to B were")
@example("they are both incorrect")
@example("the anſwer is B")
@example("the rıght is C")
def test_talks_of_options_is_the_regex(text: str) -> None:
    from deckgen.parse.drawing_reads import OPTION_TALK, _talks_of_options
    assert _talks_of_options(text) == bool(OPTION_TALK.search(text))


VERDICT_PIECES = ["A", "B", "H", "I", "a", "h", "(", ")", "(C)", "(D", "is", "Is", "IS", "İs", "ıs", "are", "Are",
                  "ARE", "was", "Was", "not", "wrong", "correct", "true", "off", "Adam", "Every"]


@settings(max_examples=MANY, deadline=None)
@given(texts(VERDICT_PIECES))
@example("D is wrong because")
@example("(C) is off")
@example("A\tis true")
@example("Are not correct")
@example("a is wrong")
@example("C) is right")
def test_verdict_gate_keeps_the_old_gates_matches(text: str) -> None:
    from deckgen.parse.drawing_reads import VERDICT
    old = text[:1] in "ABCDEFGH(" or text[:3].lower() in ("is ", "are", "was")
    new = text[:1] in "ABCDEFGH(" and (text[:1] == "(" or text[1:2] == ")" or text[1:2].isspace()) \
        or text[:3].lower() in ("is ", "are", "was")
    assert (old and VERDICT.match(text) is not None) == (new and VERDICT.match(text) is not None)


CUT_PIECES = ["instead of", "Instead", "rather than", "without", "unlike", "when", "whenever", "because", "if", "If",
              "İf", "ıf", "although", "though", "while", "since", "after", "before", "until", "unless", "as soon as",
              "once", "even when", "so that", "in order to", "despite", "for example", "such as", "including", "the",
              "The", "a", "an", "An", "A", "x:", ":", ": ", "words", "of", "one", "two", "x-y"]


@settings(max_examples=MANY, deadline=None)
@given(texts(CUT_PIECES))
@example("Four words come first: the end")
@example("a b c d e: an x y")
@example("a b c d e:\tThe x\n")
@example("a b c d: e: the x")
@example("İf it runs")
def test_cut_off_prechecks_keep_the_patterns(text: str) -> None:
    from deckgen.parse.drawing_form import COLON_NP, LEAD_ONLY, LEAD_STARTS, _colon_phrase
    colon = ":" in text and COLON_NP.search(text) is not None
    assert colon == (":" in text and _colon_phrase(text[text.rfind(":") + 1:].split())
                     and COLON_NP.search(text) is not None)
    lead = LEAD_ONLY.match(text) is not None
    assert lead == ((text[:2].lower() in LEAD_STARTS or not text[:2].isascii()) and LEAD_ONLY.match(text) is not None)


END_PIECES = ["and", "the", "add-on", "all-to-all", "on", "it's", "most", "least", "matters", "to", "be", "x_", "_on",
              "on_", "2on", "é", "ſ", "\"", "'", "’", "”", ")", "—", "-", "--", "a1", "in", "order"]


@settings(max_examples=MANY, deadline=None)
@given(st.lists(st.sampled_from(END_PIECES) | st.text(min_size=1, max_size=3), min_size=1, max_size=6).map(" ".join))
@example("works add-on")
@example("a on_")
@example("a é")
def test_open_end_is_the_original(text: str) -> None:
    from deckgen.parse.drawing_form import (AFTER_TO, DETERMINERS, GERUND_AFTER, LAST_WORD, MODALS, NEEDS_TO, OPEN_LAST,
                                            OPEN_WORDS, PARTICIPLES, SUBORDINATORS, TRANSITIVE, BE, _open_end)

    def original(words: list[str]) -> bool:
        last = words[-1].strip("\"'’”)")
        before = words[-2] if len(words) > 1 else ""
        if last in ("most", "least") and before.endswith("s") and before not in OPEN_WORDS:
            return False
        tail = LAST_WORD.search(last) if last.count("-") < 2 else None
        if last in OPEN_WORDS or last in OPEN_LAST or (tail and tail[1] in OPEN_WORDS):
            return True
        if (before == "to" and last in AFTER_TO) or (before == "in" and last == "order") \
                or (before in GERUND_AFTER and last.endswith("ing")) or (before in MODALS and last in TRANSITIVE) \
                or (last in NEEDS_TO and before in ("the", "a", "an", "its", "their")) \
                or (last in PARTICIPLES and (before not in BE or last == "used")):
            return True
        return (len(words) >= 3 and words[-3] in SUBORDINATORS and words[-2] in DETERMINERS) \
            or (len(words) >= 4 and words[-4] in SUBORDINATORS and words[-3] in DETERMINERS)

    words = text.lower().split()[-5:]
    if words:
        assert bool(_open_end(words)) == bool(original(words))


LINE_PIECES = ["node01:21544:21544", "[0]", "NCCL", "INFO", "2024-05-01", "12:00:01", "[12.5]", "[ 1.2 ]", "ERROR", "a",
               "=", " = ", "×", "→", "->", " + ", ",", ":", "--flag", "/proc/x", "x=1", "٣", "²", "1", "12", "T", "\\"]


@settings(max_examples=MANY, deadline=None)
@given(texts(LINE_PIECES))
@example("node01:21544:21544 [0] NCCL INFO Bootstrap")
@example("2024-05-01 12:00:01 ERROR x")
@example("[1.5] x")
@example("٣٣٣٣-٣٣-٣٣ x")
@example("91827.batch batch 05:12:37 COMPLETED 0:0 14.2G")
@example("ERROR ERROR node01:21544:21544")
@example("NCCL      INFO Bootstrap")
def test_output_line_is_the_original(text: str) -> None:
    from deckgen.parse.drawing_lines import LOG_LINE, TAG_LEVEL, _command_line, _log_level, _output_row, output_line

    def original_row(text: str) -> bool:
        fields = text.split()
        if len(fields) < 6 or any(mark in text for mark in (" = ", "×", "→", "->", " + ", ", ", ": ")):
            return False
        words, most = 0, len(fields) // 4
        for field in fields:
            if field.isalpha() and not field.isupper():
                words += 1
                if words > most:
                    return False
        return True

    assert _output_row(text) == original_row(text)
    original = (text.count(" -") + text.count("=") + text.count("/") >= 2 and _command_line(text)
                or text.endswith(" \\") or " # " in text and text[:1].islower() or "{" in text and "}" in text
                or LOG_LINE.match(text) is not None or "] " in text and _log_level(text) or original_row(text)
                or TAG_LEVEL.match(text) is not None)  # (a tag and a level: "NCCL INFO …", "ERROR ERROR node01:…")
    assert output_line(text) == original


TITLE_PIECES = ["they", "They", "THEY", "we", "We", "were", "you", "your", "yours", "our", "hour", "he", "the", "she",
                "What", "what", "which", "Which", "should", "can", "will", "the", "an", "a", "our", "their", "this",
                "these", "those", "such", "same", "that", "this_", "shE", "ſhe", "İ", "two", "TWO", "three", "both",
                "compare", "compared", "comparison", "differs", "differences", "versus", "vs.", "vſ", "dıffer",
                "the two", "both GPUs", "of"]


@settings(max_examples=MANY, deadline=None)
@given(texts(TITLE_PIECES))
@example("What should the admin add")
@example("How they run")
@example("ſhe runs")
@example("Which of the two phases")
@example("training vs inference")
def test_title_checks_are_the_regexs(text: str) -> None:
    from deckgen.parse.drawing_refers import REFERS_BACK
    from deckgen.parse.drawing_scene import TWO_ASKED, UNNAMED, _two_asked, unnamed
    from deckgen.parse.drawing_title import ACTOR, BACK_WORD, POINTER_WORD, _actor
    assert _actor(text) == bool(ACTOR.search(text))
    assert POINTER_WORD.found(text) == bool(re.search(r"\b(?:this|these|those|such|same)\b", text, re.I))
    assert (BACK_WORD.found(text) and REFERS_BACK.search(text) is not None) == bool(REFERS_BACK.search(text))
    assert unnamed(text) == bool(UNNAMED.search(text))
    assert _two_asked(text) == bool(TWO_ASKED.search(text))


HEAD_WORDS = ["What", "happens", "when", "When", "WHEN", "if", "ıf", "a", "the", "an", "GPU", "and", "its", "lets",
              "LETS", "leṭs", "kernels", "lossless", "useful", "active", "ed", "tested", "x-ed", "for", "large", "which",
              "that", "help", "helps", "é", "\n", "\t", " ", ",", "the optimizer", "the largest", "the best", "The",
              "what the", "Why the", "the é", "xthe", "the-x"]
heads = st.lists(st.sampled_from(HEAD_WORDS) | st.text(max_size=2), max_size=12)


@settings(max_examples=MANY, deadline=None)
@given(heads.map(" ".join) | heads.map("".join), st.sampled_from([1, 3]))
@example("What happens when a GPU", 3)
@example("What lets kernels", 3)
@example("for the lossless", 3)
@example("What happens when\ta GPU\n", 3)
@example("a b lets x\n", 3)
def test_whole_head_and_inner_the_are_the_originals(head: str, least: int) -> None:
    from deckgen.parse.drawing_shorten import ADJECTIVE_END, DANGLING, INNER_THE, OPEN_CLAUSE, SMALL_CLAUSE, whole_head
    from deckgen.parse.phrases import word_count
    if word_count(head) >= least:
        original = (not OPEN_CLAUSE.search(head) and not ADJECTIVE_END.search(head)
                    and head.rsplit(None, 1)[-1].lower() not in DANGLING and not SMALL_CLAUSE.search(head))
        assert whole_head(head, least) == original
    else:
        assert not whole_head(head, least)

    def lean(m: re.Match[str]) -> str:
        return m[0] if m[1].lower() in ("what", "which", "how", "why", "where", "when") else f"{m[1]} "
    assert INNER_THE.sub(lean, head) == re.sub(r"(\S+) the (?=[a-z])(?![a-z]+est\b)", lean, head)


WORD_PIECES = ["no", "No", "NO", "not", "nothing", "cannot", "can't", "don't", "won’t", "N'T", "n't", "rather",
               "instead", "ınstead", "İnstead", "inſtead", "neither", "nor", "none", "without", "unrelated", "notable",
               "knot", "no_x", "x_no", "no2", "still", "STILL", "ſtill", "already", "actually", "only", "Only", "ONLY",
               "but", "yet", "whereas", "though", "while", "and", ";", "—", "–", "é", "noé", "“no”", "’", "µs"]


@settings(max_examples=MANY, deadline=None)
@given(texts(WORD_PIECES))
@example("it doesn't")
@example("“no” way")
@example("noé")
@example("İ no")
@example("a N’T")
def test_note_word_checks_are_the_regexs(text: str) -> None:
    from deckgen.parse.drawing_notes import NEGATES, RESTRICTS, TURNED, WEAKLY, _corrects, _negates, _turned
    from deckgen.parse.drawing_reads import Words
    assert _negates(text) == bool(NEGATES.search(text))
    assert _turned(text) == bool(TURNED.search(text))
    for source in ("", "does not", text):
        original = bool(NEGATES.search(text) or RESTRICTS.search(text)) \
            or bool(WEAKLY.search(text)) and not NEGATES.search(source)
        assert _corrects(text, source) == original
    words = Words("no not nothing still we")
    assert words.found(text) == bool(re.search(r"\b(?:no|not|nothing|still|we)\b", text, re.I))


CLAIM_PIECES = ['"', "“", "”", "change anytime", "->", "→", "—", ":", "not", "correct", "wrong", "Slurm", "does",
                "need", "needs", "use", "it", "IT", "ıt", "them", "THEM", "\n", "x", "é"]


@settings(max_examples=MANY, deadline=None)
@given(texts(CLAIM_PIECES))
@example('"change anytime" -> not correct')
@example("Slurm does not need it")
@example("Slurm does not need it\n")
@example("Slurm does not need ıt")
def test_no_correction_is_the_regex(text: str) -> None:
    from deckgen.parse.drawing_notes import NO_CORRECTION, _no_correction
    assert _no_correction(text) == bool(NO_CORRECTION.search(text))


@settings(max_examples=MANY, deadline=None)
@given(texts(WORD_PIECES + ["it", "does", "is", "can", ",", ", but", "; ", ": ", " — ", ", and does"]))
@example("X profiles kernels, but it does not tune servers")
@example("X runs; only Y")
def test_no_clause_after_a_turn_corrects_where_the_sentence_does_not(sentence: str) -> None:
    from deckgen.parse.drawing_notes import TURNS, _corrects
    if not _corrects(sentence, ""):
        for turn in TURNS:
            for match in turn.finditer(sentence):
                assert not _corrects(sentence[match.end():], "")


ASK_PIECES = ["Which", "which", "WHICH", "What", "what", "How", "how", "Why", "when", "Where", "two", "TWO", "three",
              "2", "4", "of", "the", "following", "EXCEPT", "except", "correctly", "accurately", "Q:", "q.", "Question:",
              "(choose two)", "(Select", "pick)", "roughly", "about", "Ignoring", "Besides", "State", "the", "total", "?",
              ",", ", which", ",\twhat", ", roughly how", "ſ", "ı"]


@settings(max_examples=MANY, deadline=None)
@given(texts(ASK_PIECES))
@example("Besides X, which tool fits?")
@example("Ignoring the switches, PDUs and cooling, what is the draw?")
@example("Q: default port of X?")
@example("Which TWO changes are required (choose two)?")
@example("All of these are valid EXCEPT which one")
@example("Which statement describes X correctly?")
@example("which" + " " * 45 + "two steps")
def test_asked_is_the_original(stem: str) -> None:
    from deckgen.parse.answerkind import stem_sentences
    from deckgen.parse.drawing_ask import (ANSWER_COUNT, CHOOSE, EXCEPT_WHICH, LEAD_BEFORE, PROMPT, Q_LABEL, QUESTION_START,
                                           asked, uncounted)
    from deckgen.parse.phrases import capitalise
    said = stem_sentences(stem)
    questions = [s for s in said if s.endswith(("?", "EXCEPT:", "EXCEPT"))]
    if not questions and said and PROMPT.match(said[-1]):
        questions = [PROMPT.sub("What is ", said[-1], count=1)]
    text = Q_LABEL.sub("", CHOOSE.sub("", questions[-1] if questions else ""))
    starts = list(QUESTION_START.finditer(text))
    text = text[starts[-1].end():] if starts else text
    text = EXCEPT_WHICH.sub(" EXCEPT", LEAD_BEFORE.sub("", text.strip()).rstrip("?.: "))
    assert asked(stem) == capitalise(re.sub(r"\s+(?:correctly|accurately)$", "", text))
    assert uncounted(stem) == ANSWER_COUNT.sub(r"\1 ", stem)


FIRST_PIECES = ["It", "it's", "It’s", "This", "these", "So", "so,", "Also", "the latter", "The same", "As a result", "in turn",
                "The", "Not", "not", "Only", "Both", "the two", "The former", "Is", "are", "Cannot", "do-it", "x", "é",
                "İs", "ıs", "_not", "not_", "not-x", "nor'", "“not”"]


@settings(max_examples=MANY, deadline=None)
@given(texts(FIRST_PIECES))
@example("It runs")
@example("So, it")
@example("the two GPUs")
@example("Not the full matrix")
@example("nor-x")
def test_first_words_are_the_regexs(text: str) -> None:
    from deckgen.parse.drawing_notes import FRAGMENT, _fragment
    from deckgen.parse.drawing_reads import FIRST_WORD
    assert _fragment(text) == bool(FRAGMENT.match(text))
    lower = text[:40].lower()
    word = lower.partition(" ")[0]
    if word.isalpha():
        assert FIRST_WORD.match(lower)[0] == word


@settings(max_examples=MANY, deadline=None)
@given(texts(["A.", "B!", "c?", "Done.", "x", "X", "É", "é", ".", "!", "?", "A", "a", "1.", "e.g.", "Z"]))
@example("One. Two! three? Four.")
@example("x.  Y")
def test_sentence_space_splits_as_sentence_end(text: str) -> None:
    from deckgen.parse.drawing_notes import SENTENCE_END, SENTENCE_SPACE
    said = " ".join(text.split())
    assert SENTENCE_SPACE.split(said) == SENTENCE_END.split(said)


STEM_PIECES = ["Statements", "statement", "options", "choice", "choıce", "optıon", "ſtatement", "is", "are", "IS", "not",
               "correct", "Incorrect", "true", "falſe", "false", "accurate", "what", "which", "Which", "how", "the", "a",
               "that", "must", "can", "be", "used", "drawn", "much", "should", "largest", "the best", ",", "x", "GPU", "é"]


@settings(max_examples=MANY, deadline=None)
@given(texts(STEM_PIECES))
@example("Statements are correct")
@example("GPU options is")
@example("x is not falſe")
@example("The command that runs")
@example("How much should be provisioned")
def test_stem_title_is_the_regex(text: str) -> None:
    from deckgen.parse.drawing_form import STEM_TITLE, _stem_title
    original = re.compile(
        r"^(?:statements?|components?|options?|answers?|choices?|is|are|was|were|do|does|did|"
        r"has|have|had|can|could|will|would|should|must|may|might|happens?|occurs?|"
        r"makes?|gets?|goes|seems?|appears?|describes?|explains?|in what|which|"
        r"most likely|best|correct|(?:what|which)\s+(?:\w+\s+)?(?:statements?|options?|choices?|answers?))\b|^(?!(?:what|how|why|when|"
        r"where|who)\b)[^,]*\b(?:must|should|would|could|"
        r"will|can)\b|^(?:the|an?)\s+(?:[\w-]+\s+)?(?:that|which)\b"
        r"|^(?:the|an?)\s+[\w-]+$|\b(?:is|are)\s+(?:not\s+)?(?:correct|true|false|incorrect|"
        r"accurate)\b|\b(?:statements?|options?|choices?)\s+(?:is|are)\b"
        r"|^(?:what|which)\b.*\b(?:is|are|be)\s+\w+(?:ed|en|t|wn|ne)$"
        r"|^how\s+(?:much|many|often|long)\s+(?:should|must|can|will)\s+be\s+\w+(?:ed|en|t)$"
        r"|^(?!(?:what|how|why|when|where|who)\b)[^,]*\s(?:is|are)\s+the\s+(?:largest|smallest|most|least|"
        r"best|highest|lowest|main|primary|first|fastest|slowest)\b", re.I)
    assert STEM_TITLE.pattern == original.pattern
    assert _stem_title(text) == bool(original.search(text))


@settings(max_examples=MANY, deadline=None)
@given(texts(["The", "the", "latter", "Former", "same", "other", "others", "The same", "the  latter", "\tthe", "x"]))
@example("The latter is faster")
@example(" the same")
def test_anaphor_pairs_are_looked_for_where_their_words_are(text: str) -> None:
    from deckgen.parse.drawing_reads import ANAPHOR_PAIRS, reads_alone
    lower = text[:40].lower()
    pair = lower.lstrip().startswith("the") and " ".join(lower.split()[:2]) in ANAPHOR_PAIRS
    assert pair == (lower.lstrip().startswith("the") and any(word in lower for word in ("latter", "former", "same", "other"))
                    and " ".join(lower.split()[:2]) in ANAPHOR_PAIRS)
    reads_alone(text)


@settings(max_examples=MANY, deadline=None)
@given(texts(["Moving to X", "fixes", "solves", "cures", "that", "the problem", "it", "NVLink", "H100", "A", "x-y", " "]))
@example("Moving to NVLink fixes that: it")
@example("NVLink-C2C")
def test_answer_box_and_title_prechecks_keep_the_patterns(text: str) -> None:
    from deckgen.parse.answertext import NAME
    from deckgen.parse.drawing_box import FIX_VERBS, FIXES
    if FIXES.match(text):
        assert any(verb in text for verb in FIX_VERBS)
    if NAME.fullmatch(text):
        assert " " not in text


END_PIECES = ["the", "to", "be", "in", "order", "for", "building", "can", "read", "need", "used", "is", "that", "a",
              "add-on", "all-to-all", "most", "matters", "(", ")", "[", "]", '"', "“", "”", "x", "\u2028", "\x1c"]


@settings(max_examples=MANY, deadline=None)
@given(texts(END_PIECES))
@example("a b c d e f the")
@example("  that the")
def test_cut_off_reads_the_last_words_and_marks_as_before(text: str) -> None:
    from deckgen.parse.drawing_form import _open_end
    lower = text[-90:].lower()
    if lower.split():
        assert _open_end(lower.rsplit(None, 4)) == _open_end(lower.split()[-5:])
    for left, right in (("(", ")"), ("[", "]"), ("“", "”")):
        assert ((left in text or right in text) and text.count(left) != text.count(right)) == (text.count(left) != text.count(right))
    assert bool('"' in text and text.count('"') % 2) == bool(text.count('"') % 2)
    assert (("/" in text or "=" in text or " -" in text) and text.count(" -") + text.count("=") + text.count("/") >= 2) \
        == (text.count(" -") + text.count("=") + text.count("/") >= 2)
