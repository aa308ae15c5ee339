"""Cards and lines of the forms the readers of the held-out sets GY to HB (forty-fifth session) failed, read by `parse`.
Written for these tests, on a topic of their own (a canal lock), in other words than the held-out texts that showed the
forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

COMPARE = "Which statement correctly compares the top gate and the bottom gate of a canal lock?"
COMPARE_OPTIONS = [
    "A. Both gates open only while the boat is inside; between boats they stand open to the canal.",
    "B. The top gate stays open all day, while the bottom gate shuts after each boat.",
    "C. The top gate opens only when the chamber is full and shuts behind the boat; the bottom gate opens only when the "
    "chamber is empty, so the two are never open at once.",
    "D. Neither gate can open until the paddles are wound fully shut.",
]
COMPARE_SHORT = "A gate opens only on level water: the top one on a full chamber, the bottom one on an empty one."
COMPARE_BODY = ("A lock is a chamber with a gate at each end, and a gate can only be opened when the water on both sides of "
                "it stands at the same level.\n\n")


def _lines(marks: tuple[str, str, str, str], c_quote: str, b_quote: str) -> str:
    return ("Now each statement, sollid or slapp:\n\n"
            f'"Both gates open only while the boat is inside" - {marks[0]}. True for the top gate, not for the bottom one; '
            "a gate never stands open to the canal.\n\n"
            f'"{c_quote}" - {marks[1]}. That is the whole rule of a lock.\n\n'
            f'"{b_quote}" - {marks[2]}, it would drain the pound.\n\n'
            f'"Neither gate can open until the paddles are wound fully shut" - {marks[3]}. The paddles fill and empty the '
            "chamber; they do not hold the gates.\n\n"
            "So the only sollid one is the level-water rule.")


def test_the_voices_two_words_counted_on_the_options_lines_read_as_verdicts(tmp_path):
    # (HA 4909: 'Now each statement, pakka or kachcha:' over four lines, one "pakka" and three "kachcha", each led by its
    # option's quoted words; the answer's line had been read as wrong, and the card taught the letter left unquoted)
    analysis = _lines(("slapp", "sollid", "slapp", "slapp"), "The top gate opens only when the chamber is full and shuts "
                      "behind the boat", "The top gate stays open all day")
    question = parsed(tmp_path, COMPARE, COMPARE_OPTIONS, COMPARE_SHORT, COMPARE_BODY + analysis)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    assert "True for the top gate" in question.rationales["A"]  # (its short verdict read, not "True for …" as one)
    # (words counted so are made plain only where they mark an option's line)
    assert "sollid one" in question.full_explanation


def test_an_option_mentioned_with_its_verdict_wrong_is_no_clue_to_the_answer(tmp_path):
    # (HA 4909 read in part: "Option D: Wrong. …", a line the analysis did not read as an item, had been the one option the
    # text mentions, and the card taught D)
    body = (COMPARE_BODY + "Option A: wrong. A gate never stands open to the canal; it would drain the pound.\n\n"
            "The bottom gate is the heavier of the two.\n\n"
            "Option D: Wrong. The paddles fill and empty the chamber; they do not hold the gates.")
    question = parsed(tmp_path, COMPARE, COMPARE_OPTIONS, COMPARE_SHORT, body)
    assert "D" not in question.answer


def test_words_counted_either_way_are_no_verdicts(tmp_path):
    # (two marks, two options each, to a question with one answer: either could be the answer's)
    analysis = _lines(("slapp", "sollid", "slapp", "sollid"), "The top gate opens only when the chamber is full and shuts "
                      "behind the boat", "The top gate stays open all day")
    question = parsed(tmp_path, COMPARE, COMPARE_OPTIONS, COMPARE_SHORT, COMPARE_BODY + analysis)
    assert question.answer == ()


ORDER = ("A boat is to go down through a lock. Its steps, written down in no order:\n\n"
         "P. Open the bottom paddles and let the chamber empty.\n"
         "Q. Open the bottom gate and take the boat out.\n"
         "R. Fill the chamber and open the top gate.\n"
         "S. Bring the boat in and shut the top gate behind it.\n\n"
         "Which order takes the boat down?")


def test_a_run_of_step_letters_is_no_voices_mark(tmp_path):
    # (HB 4923: "2. Order B, T – R – S – U – P – Q: …" had read "T" as the voice's mark that set B apart from "R" on the
    # other lines, and the card taught B, a wrong order, where the text closes "So the … is C.")
    analysis = ("Here is each order the page gives, tried like a lock-keeper tries a gate:\n\n"
                "1. Order A, R – P – S – Q: he empties the chamber before the boat is in. A wasted pound.\n"
                "2. Order B, S – R – P – Q: the boat goes in before the top gate is open. Splintered wood.\n"
                "3. Order C, R – S – P – Q: fill, bring her in, empty, take her out. Every step on level water.\n"
                "4. Order D, R – Q – S – P: the bottom gate opens on a full chamber. A flood.\n\n"
                "So the order that takes her down is C.")
    question = parsed(tmp_path, ORDER, None, "Fill, in, empty, out.", "A lock works on level water.\n\n" + analysis)
    assert question.answer == ("C",)


def test_a_statement_against_an_item_with_no_verdict_gives_no_letter_the_analysis_leaves():
    # (HB 4923: "B, C" stated, C read as wrong only as an item with no verdict of its own: the letter the analysis left, B,
    # had been the answer; where the letter stated is called wrong by a verdict of its own, the letter left is kept)
    from deckgen.parse.answer import decide
    misread = decide(options=("A", "B", "C", "D"), wrong={"A", "C", "D"}, named=set(), stated=("B", "C"), mentioned=(),
                     expected=1, loose={"C"})
    assert misread.answer == () and misread.problem
    called = decide(options=("A", "B", "C", "D"), wrong={"A", "C", "D"}, named=set(), stated=("A",), mentioned=(), expected=1)
    assert called.answer == ("B",) and "the letter it leaves" in called.problem


WHICH_THREE = "Which THREE does a lock-keeper do before a boat goes down? (Choose three.)"
THREE_OPTIONS = ["a. Shut the top gate", "b. Open the top paddles", "c. Open the bottom paddles", "d. Wind the top gate open",
                 "e. Check the bottom gate is shut"]


def test_a_list_of_the_answers_letters_in_lower_case_is_stated(tmp_path):
    # (GZ 4895 "The answer is a, c and e - compute, utility and video.": read as A alone, the card had no key)
    body = ("The answer is a, c and e - shut, empty, check.\n\nA boat goes down on falling water: the top gate shut behind "
            "her, the bottom paddles drawn, and the bottom gate held shut until the levels meet.")
    question = parsed(tmp_path, WHICH_THREE, THREE_OPTIONS, "Shut, empty, check.", body)
    assert question.answer == ("A", "C", "E")
    alone = parsed(tmp_path, WHICH_THREE, THREE_OPTIONS, "Shut, empty, check.", "The answer is a matter of levels.")
    assert alone.answer == ()  # (one letter in lower case is a word: "is a matter")


WHICH_TWO = "Which TWO statements about a lock's paddles are true? (Choose two.)"
TWO_OPTIONS = ["A. The paddles let water in and out of the chamber.", "B. A paddle is wound up with a windlass.",
               "C. The paddles hold the gates shut.", "D. A paddle is opened with a boat hook."]


def test_answers_counted_before_a_colon_are_stated(tmp_path):
    # (GZ 4894 "we carry home only the two true sentences: A and B.": the card had no key)
    body = ("Paddles are sluices in the gates and the ground; they fill and empty the chamber, and the keeper winds them "
            "with a windlass.\n\nSo, like a good day's tally, we keep only the two true sentences: A and B.")
    assert parsed(tmp_path, WHICH_TWO, TWO_OPTIONS, "Water and windlass.", body).answer == ("A", "B")


def test_a_conclusion_that_names_the_option_after_so_is_stated(tmp_path):
    # (GZ 4897 "Each step stands on the one before it, so this is option D.")
    body = ("Where option A empties the chamber first and option D opens the bottom gate on a full chamber, the keeper fills, "
            "brings her in, empties and takes her out. Each step waits on level water, so this is option C.")
    question = parsed(tmp_path, ORDER, ["A. P, R, S, Q", "B. S, R, P, Q", "C. R, S, P, Q", "D. R, Q, S, P"], "Fill first.", body)
    assert question.answer == ("C",)


ORDER_OPTIONS = ["A. P, R, S, Q", "B. R, S, P, Q", "C. S, R, P, Q", "D. R, Q, S, P"]


def _ordered(tmp_path, items: str):
    """The order question with ORDER_OPTIONS (B is fill, in, empty, out) and `items` as its analysis."""
    return parsed(tmp_path, ORDER, ORDER_OPTIONS, "Fill first.", "A lock works on level water.\n\n" + items)


def test_so_the_only_one_singled_out_is_the_answer(tmp_path):
    # (HB 4933 "So the only boat that comes out of the bottom gate still floating is (B)." after items marked "Holed." and
    # "Sound, …": every option had been read as wrong)
    items = ("1. (A) P, R, S, Q - empties a chamber with no boat in it. Holed.\n"
             "2. (B) R, S, P, Q - fill, in, empty, out: every step on level water. Sound, each one in its place.\n"
             "3. (C) S, R, P, Q - the boat meets a shut gate. Holed.\n"
             "4. (D) R, Q, S, P - the bottom gate opens on a full chamber. Holed.\n\n"
             "So the only boat that comes out of the bottom gate still floating is (B).")
    question = _ordered(tmp_path, items)
    assert question.answer == ("B",)
    from deckgen.parse.stated import SO_THE_ONLY  # (one singled out by what is wrong with it is no answer)
    assert not SO_THE_ONLY.search("So the only boat that fails at the first gate is (C).")


def test_a_lists_odd_mark_that_approves_plainly_after_its_label_is_the_answer(tmp_path):
    # (GY 4863 "(D) I, II, III, IV, V, VI: burns true." over three "…: gutters.": every option had been read as wrong)
    items = ("Now each order on the rack:\n"
             "1. (A) P, R, S, Q: gutters. A chamber emptied with no boat in it.\n"
             "2. (B) R, S, P, Q: burns true. Fill, in, empty, out.\n"
             "3. (C) S, R, P, Q: gutters. The boat meets a shut gate.\n"
             "4. (D) R, Q, S, P: gutters. The bottom gate opens on a full chamber.")
    question = _ordered(tmp_path, items)
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


FLIGHT = "A flight of three locks has how many gates in all?"


def _assert_six_gates(tmp_path, options: list[str], analysis: str) -> None:
    """The flight question with `options` and `analysis` is read as C (six gates), A, B and D its wrong options."""
    question = parsed(tmp_path, FLIGHT, options, "Two gates a lock.", "Each lock has a top gate and a bottom gate.\n\n" + analysis)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}


# (GY 4871 "Option | Sum she did | Sweet or sour" with cells "Sour. Forgot the churn; …" and one "Sweet. …"; HB 4924 "| 240 GB
# | right count | …" among "short sack", "wrong division" and "other family's rice": every option had been read as wrong; a
# column of reasons, "Forgot to multiply by the peak", is read as before)
VERDICT_TABLES = [("Option | What was counted | Sweet or sour", ["(A) 2 | the top gate only | Sour. A lock has two gates.",
                                                                  "(B) 4 | every gate and paddle | Sour. Paddles are not gates.",
                                                                  "(C) 6 | two gates on each of three locks | Sweet. Three locks, two gates each.",
                                                                  "(D) 12 | each gate twice | Sour. A gate is counted once."],
                   ["A. 2", "B. 4", "C. 6", "D. 12"]),
                  ("Answer | Verdict | Why", ["2 | half a lock | This is one lock's top and bottom gate.",
                                              "4 | wrong sum | Two locks' gates, as if the flight had two.",
                                              "6 | right count | Three locks, two gates each.",
                                              "12 | every gate twice | Each gate counted from both sides."],
                   ["a. 2", "b. 4", "c. 6", "d. 12"])]


@pytest.mark.parametrize(("header", "rows", "options"), VERDICT_TABLES)
def test_a_verdict_column_of_marks_gives_the_row_that_stands_apart(tmp_path, header, rows, options):
    table = "Here is how each one comes out:\n\n" + "\n".join([header, "------ | ------ | ------", *rows]) + "\n"
    _assert_six_gates(tmp_path, options, table)


WHICH_CAUSE = "A narrowboat sits on the lock floor and will not rise when the top paddles are drawn. What is the cause?"
CAUSE_OPTIONS = ["A. The windlass is the wrong size.", "B. The top gate is open.", "C. A bottom paddle is left open.",
                 "D. The boat is too long for the lock."]


def test_an_answer_lines_lead_that_names_the_letter_is_dropped(tmp_path):
    # (GZ 4898 "D is the cause: the runtime tag carries no nvcc, …", HB 4938 "B is the true one, boys: Capacity stays at 4,
    # …" had been the answer lines, "D is the cause:" and "One, boys:" before the claim)
    for lead in ("C is the cause: ", "C is the true one, lads: "):
        body = (f"{lead}water drawn in at the top runs straight out at the bottom, so the level never climbs.\n\n"
                "A is wrong because the windlass only winds the paddles. B is wrong because an open top gate would let the "
                "boat float out, not sit. D is wrong because a long boat still rises.")
        question = parsed(tmp_path, WHICH_CAUSE, None, "Water runs out as fast as it comes in.", body)  # (a recall card)
        assert question.answer == ("C",)
        assert question.answer_text.startswith("Water drawn in at the top runs straight out"), question.answer_text


def test_the_answers_item_called_the_correct_one_keeps_no_one_in_its_note(tmp_path):
    # (k-dv "One, because it is explaining all the three symptoms …", HB 4938 "One, boys: …": "C is the correct one, …")
    body = ("A is wrong because the windlass only winds the paddles. B is wrong because an open top gate would let the boat "
            "float out. D is wrong because a long boat still rises.\n\nC is the correct one: the water drawn in at the top "
            "runs straight out at the bottom.")
    question = parsed(tmp_path, WHICH_CAUSE, CAUSE_OPTIONS, "Water runs out as fast as it comes in.", body)
    assert question.answer == ("C",)
    assert "One:" not in question.full_explanation and "one: the water" not in question.full_explanation.lower()


WHICH_TOOL = "Which tool does a lock-keeper use to wind the paddles up?"


def test_a_crafts_runs_true_after_an_options_name_is_its_verdict(tmp_path):
    # (HD 4962 "(C) initcheck: drives true." and HD 4971 "TorchInductor — sews on true." among marks of the voice's own:
    # every option had been read as wrong; "enable: true." in a note is a setting, no verdict: k-ft 4259)
    items = ("(A) boat hook: bends in the hand. It pushes the boat off the wall and winds nothing.\n"
             "(B) mooring pin: wrong tool altogether. It holds the boat to the bank.\n"
             "(C) windlass: drives true. It fits the paddle spindle and winds the gear up.\n"
             "(D) lock key: that one opens the sanitary station, a different door. Into the bucket.")
    question = parsed(tmp_path, WHICH_TOOL, ["A. Boat hook", "B. Mooring pin", "C. Windlass", "D. Lock key"],
                      "The windlass winds the paddles.", "A paddle is wound up and down on a rack.\n\n" + items)
    assert question.answer == ("C",)
    dashed = items.replace("(C) windlass: drives true.", "(C) windlass — sews on true.")
    assert parsed(tmp_path, WHICH_TOOL, ["A. Boat hook", "B. Mooring pin", "C. Windlass", "D. Lock key"],
                  "The windlass winds the paddles.", "A paddle is wound up and down on a rack.\n\n" + dashed).answer == ("C",)
    setting = ("A. The hook pushes off, it winds nothing: wrong.\nB. The pin holds the boat: wrong.\n"
               "C. The windlass needs its gear set to engage: true. The key is C.\n"
               "D. The key opens the station, with its lock set to open: true. Wrong.")
    assert parsed(tmp_path, WHICH_TOOL, ["A. Boat hook", "B. Mooring pin", "C. Windlass", "D. Lock key"],
                  "The windlass winds the paddles.", setting).answer != ("D",)


def test_an_answer_line_gives_no_order_but_the_one_the_explanation_gives_first(tmp_path):
    # (HC 4947: "The order 2, 4, 5, 3, 1 calls xgb.dask.train before dtrain exists." under "Now the wrong orders", after
    # "C is the right picking order: 2, 4, 3, 5, 1.", had been the answer line and the answer box)
    short = "C is the right lock order: 2, 1, 3, 4. You cannot empty a chamber with the boat still outside."
    body = ("Now the wrong orders, as the keepers chalk them up:\n\n"
            "The order 1, 2, 3, 4 fills the chamber before the gate is open.\n\n"
            "The order 2, 3, 1, 4 empties the chamber before the boat is in.\n\n"
            "The order 2, 1, 3, 4 is the only one where each step finds the water it needs.")
    stem = ("Steps to take a boat down:\n\n1. Fill the chamber\n2. Open the top gate\n3. Bring the boat in\n4. Empty it\n\n"
            "In which order do the steps go?")
    question = parsed(tmp_path, stem, None, short, body)
    assert question.answer == ("C",)
    assert "1, 2, 3, 4" not in question.answer_text and "2, 3, 1, 4" not in question.answer_text
    assert "1, 2, 3, 4" not in question.infographic.answer and "2, 3, 1, 4" not in question.infographic.answer


def test_more_ways_a_text_states_its_answers(tmp_path):
    # (HD 4967 "It's e.", HD 4969 "…, and they're A, C and E.", HC 4955 "…, and this is B.", HF 5008 "A, C and E ring true.",
    # HC 4952 "So the two bonds as bind this besom tight be A and C.", HE 4999 "So the three clean sweeps is A, B and D.": the
    # cards had no key)
    from deckgen.parse.stated import stated_answers
    said = {"It's c. The windlass fits the spindle.": ("C",),
            "Three tools hold proof at the lock, and they're A, C and E.": ("A", "C", "E"),
            "The boat would float out, and this is B.": ("B",),
            "A, C and E ring true. The keeper winds, fills and checks.": ("A", "C", "E"),
            "So the two gates as hold this pound tight be A and C.": ("A", "C"),
            "So the three clean locks is A, B and D.": ("A", "B", "D")}
    for sentence, letters in said.items():
        assert stated_answers(sentence, set(), False)[0] == letters, sentence
    for sentence in ("It's a. Nope.", "So the two wrong ones is A and B.", "The two traps be A and C."):
        assert stated_answers(sentence, set(), False)[0] == (), sentence
    body = ("A is wrong because the hook pushes off. B is wrong because the pin holds the boat. D is wrong because the key "
            "opens the station. It's c. The windlass fits the spindle.")
    question = parsed(tmp_path, WHICH_TOOL, ["a. Boat hook", "b. Mooring pin", "c. Windlass", "d. Lock key"],
                      "The windlass winds the paddles.", body)
    assert question.answer == ("C",)


def test_a_statements_content_told_after_that_is_no_answer_line(tmp_path):
    # (HC 4955: "The statement that none is the default only while the CPU Manager policy is none." had been the answer
    # line, cut from "…, letter C, is not true.", a wrong option's claim)
    from deckgen.parse.answerother import retold
    assert retold("The statement that the bottom gate opens on a full chamber.")
    assert retold("The claim that paddles hold the gates shut")
    assert not retold("The statement that is true is B.") and not retold("The gate that opens first is the top one.")
    # (HG 5028 "The first reading, A, said Self CUDA is the average per call …" had been the answer line, a wrong option's claim)
    assert retold("The first reading, A, said the top gate opens on an empty chamber.")
    assert retold("The reading offered as C said the paddles hold the gates.")
    assert not retold("The keeper said the top gate opens on a full chamber.")


def test_letters_and_whom_the_voice_hails_are_no_answer_line():
    # (HF 5013 "B and D, sir" had been the answer line and box of a recall card, where the letters are removed)
    from deckgen.parse.stated import states_letters_only
    assert states_letters_only("B and D, sir.", "So which two? B and D, sir. The flat index …")
    assert states_letters_only("C, my friend.", "Well, my friend, C, my friend.")
    assert not states_letters_only("C, because the pool fits.", "C, because the pool fits.")


def test_a_turn_of_the_dialogue_is_no_answer_line(tmp_path):
    # (HF 5005 "Bikash — say it use Hopper's asynchrony — …" of "Bikash: Option A say it use …", the asker's turn)
    dialogue = ("Jim: Option A say it winds the paddles up with a square socket.\nKeeper: That one is the real tool.\n"
                "Jim: Option B say it holds the boat to the bank.\nKeeper: Wrong tool. That is the mooring pin.\n"
                "Jim: Option C say it opens the sanitary station.\nKeeper: Wrong. That is the key.\n"
                "Jim: So only one real tool.\nKeeper: Yes. The answer is A.")
    question = parsed(tmp_path, WHICH_TOOL, None, "Ask the keeper, he knows his tools.", dialogue)
    assert question.answer == ("A",)
    assert not question.answer_text.startswith("Jim")


def test_a_letter_and_its_value_stated_give_the_key_and_the_line(tmp_path):
    # (HI 5074 "C, 32 MiB, is the right spit. Here's the digging: …" had been read as C's item, a wrong one, and HG 5021
    # "D, 28 steps." opening the full explanation was not read; HJ 5090 "B is the good coal."; HG 5033 "So the statement that
    # is NOT true, …, is c."; HH 5055 "So the three good posts to keep under the council house are b, d and e.")
    from deckgen.parse.stated import stated_answers, without_statement
    assert without_statement("C, 6 gates, is the right count.") == "6 gates"
    assert without_statement("C, 6 gates.") == "6 gates"
    assert stated_answers("Here is the short of it: B is the good tool. The others wind nothing.", set(), False)[0] == ("B",)
    assert stated_answers("So the tool the keeper throws out, the odd one, is c.", set(), False)[0] == ("C",)
    assert stated_answers("So the three good tools to keep in the lock-keeper's hut are b, d and e.", set(), False)[0] == ("B", "D", "E")
    body = ("C, 6 gates, is the right count. Here is the counting: each of the three locks has a top gate and a bottom "
            "gate.\n\nA, 2 gates, counts one lock only. B, 4 gates, counts two locks. D, 12 gates, counts each gate twice.")
    question = parsed(tmp_path, FLIGHT, None, "Two gates a lock.", body)
    assert question.answer == ("C",)
    assert question.answer_text.startswith("6 gates")


def test_no_name_is_the_tail_of_a_longer_name(tmp_path):
    # (HI 5062: option D's "It writes into numBlocks …" had been made "OccupancyMaxActiveBlocksPerMultiprocessor writes …",
    # the stem's cudaOccupancyMaxActiveBlocksPerMultiprocessor with its first word lost: a function that does not exist)
    from deckgen.parse.answernames import CAPITALISED
    assert [m[0] for m in CAPITALISED.finditer("call cudaOccupancyMaxActive(&n) then read SmoothQuant and Spectrum-X")] == \
        ["SmoothQuant", "Spectrum-X"]
