"""Cards and lines of the forms the readers of the held-out sets GI to GL (forty-third session) failed, and of older sets'
forms the session's diffs showed, read by `parse`. Written for these tests, on a topic of their own (a canal lock), in
other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from helpers import parsed_question as parsed

from deckgen.parse.drawing_title import title

WHICH_GATE = "Which part of the lock holds the water back while the chamber is emptied?"
WHICH_GATE_OPTIONS = ["A. The top paddle", "B. The towpath bollard", "C. The bottom gate", "D. The balance beam"]
SHORT = "The gates hold the water; paddles only let it through."
BODY = "A lock lifts a boat by filling a chamber between two pairs of gates.\n\n"


def _lines(marks_and_reasons: list[tuple[str, str]], lead: str = "{letter} - ") -> str:
    """An analysis of a line per option, from A: `lead`, the voice's mark, then its reason."""
    return "\n".join(lead.format(letter=letter) + f"{mark} {reason}"
                     for letter, (mark, reason) in zip("ABCDEFGH", marks_and_reasons))


@pytest.mark.parametrize("marks", [
    # (GK 4580: "A - straight path. …" over "B - crooked path. …": the voice's marks in lower case had been read as none)
    ["crooked path.", "crooked path.", "straight path.", "crooked path."],
    # (and a mark told on by a clause: "crooked path that falls off the cliff." is "crooked path")
    ["crooked path.", "crooked path, borrowed from the next valley.", "straight path.", "crooked path that ends in the canal."],
])
def test_a_lower_case_mark_leading_each_line_singles_out_the_answer(tmp_path, marks):
    reasons = ["A paddle lets water through; it holds nothing back.", "A bollard holds ropes, not water.",
               "Its leaves meet in a mitre that the head of water presses shut.", "The beam only swings the gate."]
    question = parsed(tmp_path, WHICH_GATE, WHICH_GATE_OPTIONS, SHORT, f"{BODY}{_lines(list(zip(marks, reasons)))}")
    assert question.answer == ("C",)
    assert question.rationales["B"] == "A bollard holds ropes, not water."


def test_a_mark_after_the_options_name_of_several_words_and_a_colon_is_read(tmp_path):
    # (GK 4581: "A, the Spectrum-4 switch ASIC: pan scale, for this question." over "B, the BlueField-3 SuperNIC: good white
    # salt.": a name of four words before the mark's colon had hidden it)
    lines = ["A, the lock's top paddle: dry ditch, for this question. It lets the water through.",
             "B, the bollard by the gate: dry ditch. Ropes are tied to it.",
             "C, the chamber's bottom gate: full basin. Its leaves meet in a mitre the water presses shut.",
             "D, the gate's balance beam: dry ditch. It only swings the gate."]
    question = parsed(tmp_path, WHICH_GATE.replace("part", "part (A to D)"), [], SHORT, BODY + "\n".join(lines))
    assert question.answer == ("C",)


WHICH_COMMAND = "Which command opens the top paddle of lock 3 from the keeper's hut?"


def test_a_line_that_names_no_command_is_no_answer_line_to_which_command(tmp_path):
    # (k-fg, k-dc: "The outer layer is the GPU instance (GI): …" and "Port 1 of leaf07 (LID 12) is a 4X link …" had been the
    # answer lines of "Which nvidia-smi command prints …?" and "Which command should the helper use?")
    analysis = ("A. lockctl close 3: dry ditch. It shuts the gate instead.\n"
                "B. lockctl paddle 3 --open: full basin. It raises the top paddle of lock 3.\n"
                "C. lockctl status 3: dry ditch. It only reads the levels.\n"
                "D. lockctl drain 3: dry ditch. It opens the bottom paddles.")
    body = "The top paddle of a lock is the sluice in its upper gate: open, it lets the upper pound fill the chamber.\n\n"
    question = parsed(tmp_path, WHICH_COMMAND, [], "The keeper's console does it from the hut.", f"{body}{analysis}")
    assert question.answer == ("B",)
    assert question.answer_text == ""


ORDER_STEM = "In which order does a boat go down through the lock?\n\nI. Open the bottom gate\nII. Close the top gate\nIII. Open the bottom paddles\nIV. Drive out"


def _ordered(tmp_path, analysis: str, orders: list[str]):
    """The question read of ORDER_STEM with `orders` as options A, B, …, and `analysis` after the body."""
    return parsed(tmp_path, ORDER_STEM, [f"{letter}. {order}" for letter, order in zip("ABCD", orders)],
                  "Shut the water above out before you let the water below in.", f"{BODY}{analysis}")


def test_an_item_that_names_its_own_letter_last_is_the_answers(tmp_path):
    # (GL 4616: items named by their orders, the answer's ending "This is option C.", had been read as four wrong options)
    analysis = ('The order "III, II, I, IV" drains the chamber with the top gate still open: the pound above runs out with it.\n'
                'The order "I, II, III, IV" opens the bottom gate against the full chamber; no keeper can push it.\n'
                'The order "II, III, I, IV" shuts the water above out, lets the chamber down, then opens the way. This is option C.\n'
                'The order "II, I, III, IV" pushes the bottom gate before the level falls; it will not swing.')
    assert _ordered(tmp_path, analysis, ["III, II, I, IV", "I, II, III, IV", "II, III, I, IV", "II, I, III, IV"]).answer == ("C",)


def test_a_sentence_after_the_items_that_states_a_letter_in_parentheses_and_its_value_is_the_answer(tmp_path):
    # (GK 4582: "So the true note is (B), 25.6 Tb/s." after the wrong options' items had been read as B's note, a fourth wrong one)
    analysis = ("1. (A) 2.4 m is the fall of the top cill alone; the chamber falls further.\n"
                "2. (C) 9.6 m counts both locks of the flight twice.\n"
                "3. (D) 1.2 m is half the top cill, as if the gate were open.\n\n"
                "So the true fall is (B), 4.8 m.")
    question = parsed(tmp_path, "How far does a boat fall in lock 3?", ["A. 2.4 m", "B. 4.8 m", "C. 9.6 m", "D. 1.2 m"],
                      "Upper pound level less lower pound level.", f"{BODY}{analysis}")
    assert question.answer == ("B",)


@pytest.mark.parametrize("stem, expected", [
    # (GL 4607, 4604: a class named by its module path had made the title too long to keep)
    ("Which comparison between lockkit.gates.MitreGate and lockkit.gates.GuillotineGate is correct?", "MitreGate vs GuillotineGate"),
    ("Which statement about close_on_drain in lockkit.control.PaddleController is NOT true?", "close_on_drain in PaddleController"),
    ("Which statement about the default lockkit.fit() call is true?", "The default lockkit.fit() call"),  # (a call keeps its path)
    # (GL 4612, k-da: "Which of his statements about …", "Which THREE of the statements about …")
    ("Which of his statements about paddle_gear is NOT true?", "paddle_gear"),
    ("Which THREE of the statements about staircase locks on the Caen Hill flight are true?", "Staircase locks on the Caen Hill flight"),
    # (GJ 4564, GL 4614: the kind asked for, after "of these" or "of his keys", before a clause with no "that")
    ("Which THREE of these are real lock gate types you can order from the yard?", "Lock gate types"),
    ("Which TWO of his words are real parts of a mitre gate?", "Parts of a mitre gate"),
    ("For the narrow, deep locks of the northern canals, which statement correctly compares mitre gates with guillotine gates?",
     "Mitre gates vs guillotine gates"),  # (after a lead)
    # (GK 4589: a lead before the question, with a comma of its own, had been taken for the title: "long-lived flows of AI training")
    ("For the heavy, slow barges of the coal trade, which statement correctly compares the traditional timber mitre gates with "
     "the newer steel guillotine gates?", ""),
])
def test_a_question_that_names_its_subject_in_more_forms_is_titled_by_it(stem, expected):
    assert title(stem) == expected


def test_a_spaced_colon_of_a_tools_output_is_no_place_to_cut_a_line():
    # (GJ 4579: "… that Fabric shows State : Completed and Status : Success." had lost its ": Success")
    from deckgen.parse.answercut import clause_cut
    line = ("Open the top paddle from the hut console and check again that the panel shows Level : Equal and Gate : "
            "Unlocked before the boat moves")
    assert not clause_cut(line, 30).endswith("Gate")


def test_it_after_a_name_and_a_verb_of_saying_is_that_name():
    # (GL 4606: "… and read which interface NCCL reports it has chosen" had been read as an "it" the sentence before names)
    from deckgen.parse.answerform import reads_alone
    assert reads_alone("Run the cycle again and read which paddle LockCtl reports it has opened.") == []
    assert reads_alone("These are faults it can detect.") != []  # (a plural noun before "it": a sentence before names it)


@pytest.mark.parametrize("point, alone", [
    ("On the Caen Hill flight", True),  # (GJ 4570, k-co: a lead phrase cut from its sentence)
    ("For one lock chamber", True),
    ("On a staircase flight the top gate of one lock is the bottom gate of the next", False),
    ("With a full chamber the bottom gate cannot open", False),
])
def test_a_point_that_is_only_a_lead_phrase_is_not_drawn(point, alone):
    from deckgen.parse.drawing_form import fault
    assert (fault(point) == "a lead clause alone") is alone


def test_an_order_to_tell_which_three_asks_for_three_answers():
    # (GP 4685: "… tell me which THREE of these are correct about …." had been read as asking for one: a wrong key, E)
    from deckgen.parse.answer import expected_count
    assert expected_count("Before the inspection, tell me which THREE of these are correct about staircase locks.") == 3
    assert expected_count("The keeper wrote down which two gates he had greased that morning.") == 1  # (a story's)


def test_options_named_with_their_sizes_are_no_parts_of_a_whole(tmp_path):
    # (GP 4686: "Option B (40 GB), option C (60 GB) and option D (80 GB)" had been drawn as a breakdown whose largest
    # part, "Option D (80 GB)", filled the answer box of a card whose answer was not known)
    stem = "Two boats of 20 t each are in the chamber. How much displacement at most is the chamber still free to take?"
    full = ("A chamber takes 80 t of boats when full. Each boat of 20 t takes its share, so two take 40 t.\n\n"
            "The sizes offered, Option B (40 t), option C (60 t) and option D (80 t), are what the largest barge takes.")
    question = parsed(tmp_path, stem, [], "80 t less two 20 t boats.", full)
    assert question.answer == ()
    assert question.infographic.answer == ""
    assert question.infographic.layout != "breakdown"


def test_a_line_whose_result_is_a_wrong_options_figure_is_no_answer_line():
    # (GM 4620: "One Gen5 lane is giving … ≈ 3.94 GB/s" where the analysis says "A — 3.9 GB/s: tin. …" had been the answer
    # line of a question whose answer is about 63 GB/s)
    from deckgen.parse.answerother import wrong_figure
    notes = ("3.9 m: too shallow. That is one lock's fall alone.", "12 m: the whole flight, counted twice.")
    assert wrong_figure("One lock falls 1.3 m × 3 ≈ 3.93 m.", notes)
    assert not wrong_figure("Three locks of 3.9 m fall 3 × 3.9 m ≈ 11.7 m.", notes)  # (its result is its own)


@pytest.mark.parametrize("text, letters", [
    ("It is the mitre gate, option C.", ("C",)),  # (GM 4638)
    ("So the cause is the last one, letter D: the paddle was left up.", ("D",)),  # (GJ 4567)
    ("The wrong pick is the bollard, option B.", ()),  # (a wrong one, said the same way)
    ("It is not the bollard, option B.", ()),
    ("That rules out the bollard, option B.", ()),
])
def test_an_answer_named_then_given_its_letter_after_a_comma_is_stated(text, letters):
    from deckgen.parse.stated import stated_answers
    assert stated_answers(text, set(), False)[0] == letters


def test_a_short_explanation_led_by_the_letter_and_its_value_states_the_answer(tmp_path):
    # (GK 4594, GP 4686: "D, 32 GPUs. Kueue turns …" with no wrong option named by its letter had left the key empty)
    question = parsed(tmp_path, "How many tonnes can the chamber still take with two 20 t boats in it?", [],
                      "B, 40 t. Each boat takes 20 t of the chamber's 80 t.",
                      "A chamber takes 80 t of boats when full; two boats of 20 t leave 40 t.")
    assert question.answer == ("B",)
    assert question.answer_text == "40 t."


def test_an_item_whose_last_sentences_state_its_own_letter_is_the_answers(tmp_path):
    # (GJ 4567: "… This stone holds. … So the cause is the last one, letter D: …" closing D's own item)
    analysis = ('"The top paddle was left up" — this stone falls. A paddle up drains the pound, it does not jam the gate.\n\n'
                '"The balance beam is cracked" — falls also. A cracked beam still swings the gate.\n\n'
                '"The gate was never greased" — falls. Grease makes it easier, not possible.\n\n'
                '"A log is wedged behind the bottom gate" — this stone holds. The gate cannot meet its mitre. '
                'So the cause is the last one, letter D: the log.')
    question = parsed(tmp_path, "Why will the bottom gate not close?",
                      ["A. The top paddle was left up", "B. The balance beam is cracked", "C. The gate was never greased",
                       "D. A log is wedged behind the bottom gate"], "Something holds the leaves apart.", f"{BODY}{analysis}")
    assert question.answer == ("D",)


@pytest.mark.parametrize("point", [
    "The thread saying only the top gate holds the water back",  # (GN 4649: the voice's word for an option, and its claim)
    "The sentence that describes the bottom gate opening against a full chamber",  # (GL 4619)
])
def test_an_options_claim_retold_in_the_voices_words_is_no_point(point):
    from deckgen.parse.drawing_form import fault
    assert fault(point) == "an option's claim retold"


def test_a_quoted_claim_and_its_verdict_give_the_claim_as_the_answer_line():
    # (GP 4698: '"The paths … do not exist inside the container" (B): this is the true cause, as explained above.' had
    # been the answer line as written)
    from deckgen.parse.answerform import fitted
    assert fitted('"The bottom paddles were left open when the top gate was pushed" (B): this is the true cause, as '
                  'explained above.') == "The bottom paddles were left open when the top gate was pushed."


def test_a_note_is_never_cut_before_the_other_ways_its_only_allows():
    # (GO 4670: "The secret goes in only at the password prompt, with -p/--password, or with --password-stdin." had been
    # cut to "… only at the password prompt", which denied the answer's --password-stdin)
    from deckgen.parse.drawing_notes import note
    cut = note("The lock has no remote switch at all; the paddles open only at the gate, with the windlass, or with "
               "the hut console, which is the answer's way.")
    assert "only at the gate" not in cut or "hut console" in cut


def test_a_voices_verdict_after_its_image_and_a_colon_is_read(tmp_path):
    # (GP 4697: "… Well-modified malt: correct." over "… Green malt sent to the kiln: wrong." had been read as four wrong
    # options; a label's "RESULT: Wrong" stays the label's, k-dg)
    analysis = ("A - Shut the top gate, drain, open the bottom gate, drive out. Water held, way opened: correct.\n"
                "B - Opens the bottom gate against the full chamber; no keeper can push it. Gate against the pound: wrong.\n"
                "C - Drains with the top gate open and empties the pound above. Wrong.\n"
                "D - Drives out before the gate is open. Bow against oak: wrong.")
    assert _ordered(tmp_path, analysis, ["II, III, I, IV", "I, II, III, IV", "III, II, I, IV", "IV, II, III, I"]).answer == ("A",)


def test_an_item_of_its_letter_that_only_says_it_is_the_answer_states_it(tmp_path):
    # (GM 4632: "(B) is the answer." opening the full explanation had been read as B's item, a wrong option's)
    full = ("(B) is the answer.\n\nA lock's gates are worked from the hut; each paddle has its own switch.\n\n"
            "Tapping each gate in turn:\n(A) Dead clunk. A paddle has one switch, not two.\n"
            "(B) Rings like a bell. The hut console opens the top paddle.\n(C) Flat note. The beam is pushed by hand.\n"
            "(D) Clunk. The bollard holds ropes.")
    question = parsed(tmp_path, WHICH_COMMAND, ["A. Two switches", "B. The hut console", "C. The beam", "D. The bollard"],
                      "The console in the hut works every paddle.", full)
    assert question.answer == ("B",)
