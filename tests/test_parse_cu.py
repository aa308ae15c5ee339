"""Cards of the forms the readers of the held-out sets CS to CX (thirty-fifth session) failed, read by `parse`.
Written for these tests, on a topic of their own (bread baking), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.drawing_title import title
from deckgen.parse.stated import stated_answers

STEM = "A sourdough loaf comes out of the oven dense and flat, with a sour smell. What is the most likely cause?"
OPTIONS = ["A. The oven was too hot", "B. The starter was past its peak", "C. Too much salt", "D. The flour was too strong"]
SHORT = "A starter used long after its peak has spent its food: the yeast is tired, the acid high, and the dough barely rises."
BODY = ("A starter peaks some hours after feeding, when it has doubled and its dome is still round. After that the yeast "
        "runs out of food, acid builds up, and a dough leavened with it rises slowly if at all.\n\n")
WRONG = "A is wrong: a hot oven burns the crust but the loaf still springs.\nC is wrong: salt slows the rise, it does not sour it."


@pytest.mark.parametrize("stated", [
    "The cause is B, the tired starter.",  # (the subject a cause question asks for)
    "The culprit is B.",
    "The loaf you want is B.",  # (what the reader is after: "The plant you want is B, …")
    "So only B stays.",  # (the one option left standing, in a turn or a sentence of its own)
    "Baker: So only B stays.",
    "Only B - a starter past its peak - fits every sign.",
    "Then only (B) remains.",
])
def test_an_answer_stated_by_what_the_question_asks_for_or_as_the_only_one_left_is_read(tmp_path, stated):
    # (only A and C named wrong by letter, D never: no fourth wrong option, so only the stated answer makes B the key)
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{WRONG}")
    assert question.answer == ("B",)


@pytest.mark.parametrize("stated", [
    "Only B is wrong about the smell.",  # (the rest of its clause denies)
    "Only B fits nothing we saw.",
    "The cause is not B.",
    "Some bakers think only D follows the recipe.",  # (not a sentence's start: a claim reported mid-sentence)
    "The flour you want is not B.",
])
def test_only_or_a_subject_that_denies_or_reports_another_view_states_no_answer(tmp_path, stated):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{WRONG}")
    assert question.answer == ()


def test_only_one_left_states_nothing_to_a_question_that_asks_for_the_false_one(tmp_path):
    # (to a NOT question, the one claim that "stays" true is a wrong answer)
    stem = "A baker lists four claims about sourdough starters. Which statement is NOT true?"
    question = parsed(tmp_path, stem, OPTIONS, SHORT, f"{BODY}So only B stays.\n\n{WRONG}")
    assert question.answer != ("B",)


@pytest.mark.parametrize("stem", [
    "Our bakery draws 40 kW in all, its ovens 30 kW. What, pray tell, is the PUE (Power Usage Effectiveness) of this bakery?",
    "Our bakery draws 40 kW in all, its ovens 30 kW. What, by the baker's rule, is the PUE (Power Usage Effectiveness) of this bakery?",
])
def test_a_voices_aside_after_the_question_word_is_no_part_of_the_title(stem):
    # ("What, by order of the Council, is the DCiE of this hall?" had no title)
    assert title(stem) == "PUE (Power Usage Effectiveness)"


def test_a_question_word_with_no_aside_after_its_comma_keeps_no_title_of_the_scenario():
    assert title("Which, if any, of the loaves rose?") == ""


def test_a_guess_that_a_later_sentence_rules_out_is_no_stated_answer_and_the_ruled_out_leave_the_key(tmp_path):
    # ("Bride: … That's D." then "Planner: … D is out.": D was the key; A, B and D each ruled out leave C)
    full = (f"{BODY}The bake-off, transcribed:\n"
            "Apprentice: So the oven was too hot? That's option A?\n"
            "Baker: No. A hot oven burns the crust, but the loaf still springs. A is out.\n"
            "Apprentice: And the flour was too strong. That's D.\n"
            "Baker: Strong flour makes a taller loaf, not a flat one. D is out.\n"
            "Apprentice: Then the salt?\n"
            "Baker: Salt slows the rise but never sours it. C is out.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("B",)


def test_a_letter_ruled_out_is_taken_back_only_where_the_question_asks_for_a_true_one():
    # (to a NOT question, "D is wrong." may say the false statement is D, the answer: nothing is taken back there)
    said = "Which one lies? The answer is D. D is wrong."
    assert stated_answers(said, set(), negated=True)[0] == ("D",)
    assert stated_answers(said, set(), negated=False)[0] == ()
    assert stated_answers("The answer is D. Well, D is wrong about the salt, but it is the best of them.", set())[0] == ("D",)


TWO_STEM = "A sourdough loaf comes out dense and flat. Which TWO changes would help it rise?"
TWO_OPTIONS = ["A. Bake it hotter", "B. Feed the starter and use it at its peak", "C. Add more salt",
               "D. Give the dough a longer warm proof", "E. Use colder water"]
TWO_WRONG = "A is wrong: a hot oven burns the crust.\nC is wrong: salt slows the rise."


@pytest.mark.parametrize("stated", [
    "So the two good answers are b and d.",  # (letters in lower case, before a stop)
    "The winners are B and D.",
    "So the correct ones are B and D gyud.",  # (a voice's particle before the stop)
    "The bakers' call is B and D.",
])
def test_answers_stated_as_a_list_after_a_subject_that_says_answer_are_read(tmp_path, stated):
    question = parsed(tmp_path, TWO_STEM, TWO_OPTIONS, SHORT, f"{BODY}{stated}\n\n{TWO_WRONG}")
    assert question.answer == ("B", "D")


@pytest.mark.parametrize("stated", [
    "So the correct ones are B, D and E gyud.",  # (three letters to a TWO: never the first alone)
    "The wrong ones are b and d.",
    "The next call is B and D.",  # (a walk through the options)
    "The winners are a lot less obvious than B and D.",
])
def test_a_list_cut_short_or_a_subject_that_does_not_say_answer_states_none(tmp_path, stated):
    question = parsed(tmp_path, TWO_STEM, TWO_OPTIONS, SHORT, f"{BODY}{stated}\n\n{TWO_WRONG}")
    assert question.answer not in (("B",), ("B", "D"))


@pytest.mark.parametrize("stated", ["Bottom line up front: the call is (B).", "Loaf B is our winner!"])
def test_a_call_or_a_winner_states_the_answer(tmp_path, stated):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{WRONG}")
    assert question.answer == ("B",)


@pytest.mark.parametrize("stem, expected", [
    ("A bakery tests two leavens side by side. Which statement compares the sourdough starter and the poolish correct?",
     "Sourdough starter vs poolish"),  # (a non-native "correct" after them goes, and each side's article)
    ("Which affirmation compares correctly the levain build and the final dough mix of a rye bread?",
     "Levain build vs final dough mix of a rye bread"),  # (sides of more than three words)
    ("Which statement compares bulk fermentation and cold retard correct?", "Bulk fermentation vs cold retard"),
    ("A bakery sells rye bread. Which TWO of the next statements about rye flour are correct?", "Rye flour"),
    ("A bakery proofs 40 loaves a night. Approximately what is the hydration of a 70 % dough?", "Hydration of a 70 % dough"),
])
def test_a_title_names_the_things_the_question_itself_compares_or_is_about(stem, expected):
    assert title(stem) == expected


@pytest.mark.parametrize("stem", [
    "Two bakers shape their loaves differently. Which statement correctly compares these two methods?",
    "Which statement compares the two doughs correctly?",
    "Which statement best compares a banneton lined with linen and a loaf tin?",  # (a side with another joining word)
])
def test_a_comparison_of_things_the_question_only_points_at_names_none_of_its_own(stem):
    assert " vs " not in title(stem)


@pytest.mark.parametrize("stated", ["FINAL ANSWER: B AND D.", "Final answer: b and d."])
def test_letters_after_an_answer_label_joined_by_and_in_any_case_are_read(tmp_path, stated):
    question = parsed(tmp_path, TWO_STEM, TWO_OPTIONS, SHORT, f"{BODY}{stated}\n\n{TWO_WRONG}")
    assert question.answer == ("B", "D")


def test_an_option_said_to_do_it_alone_is_the_answer(tmp_path):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}So (B) alone fits every sign on the bench.\n\n{WRONG}")
    assert question.answer == ("B",)


TOOL_STEM = "A baker needs to read the core temperature of every loaf on the rack. Which tool should she use?"
TOOL_FULL = ("A probe thermometer, the thermoprobe, reads the crumb at the centre in seconds; the thermoprobe logs each loaf, "
             "and bakers keep the thermoprobe in the apron pocket. {said}\n\nA loaf at 96 °C in the centre is baked through.\n\n"
             "A is wrong: an oven thermometer reads the air, not the loaf.\nB is wrong: a hygrometer reads humidity.\n"
             "D is wrong: a scale weighs the loaf.")


@pytest.mark.parametrize("said, line", [
    ("So the right answer is C, thermoprobe.", "Thermoprobe."),  # (a tool's name the text keeps using)
    ("This is why the correct answer is C, the core-temperature probe.", "The core-temperature probe."),
])
def test_a_name_after_the_stated_answers_letter_and_a_comma_is_the_answer_line(tmp_path, said, line):
    question = parsed(tmp_path, TOOL_STEM, [], "Read the loaf, not the oven.", TOOL_FULL.format(said=said))
    assert question.answer == ("C",)
    assert question.answer_text == line


def test_a_word_after_the_stated_answers_letter_that_names_nothing_is_no_answer_line(tmp_path):
    question = parsed(tmp_path, TOOL_STEM, [], "Read the loaf, not the oven.", TOOL_FULL.format(said="So the right answer is C, obviously."))
    assert question.answer == ("C",)
    assert question.answer_text != "Obviously."


@pytest.mark.parametrize("stated", [
    "The winning move is B: feed the starter and bake at its peak.",  # (the letter, then its gist after a colon)
    "Answer’s B, folks: the starter is tired.",
    "Baker: So the only sound loaf is [B].",  # (the one option left, its letter in brackets)
    "The correct entry on the form is item B.",
    "Baker's answer for the logbook: B. Feed it, wait for it to double, and bake the next loaf only when its dome is round.",
])
def test_more_forms_of_a_stated_answer_are_read(tmp_path, stated):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{WRONG}")
    assert question.answer == ("B",)


@pytest.mark.parametrize("stated", ["The only wrong move is B: it sours the dough.", "Your answer for the logbook: B."])
def test_a_subject_that_denies_or_the_readers_own_pick_states_no_answer(tmp_path, stated):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{WRONG}")
    assert question.answer == ()


def test_to_a_question_that_asks_for_the_false_one_a_subject_that_says_false_states_it(tmp_path):
    stem = "A baker lists four claims about sourdough starters. Which statement is NOT true?"
    full = (f"{BODY}Field conclusion, entered in the bakery log: the incorrect reading is C.\n\n"
            "A is true: a starter peaks after feeding.\nB is true: past its peak it sours.")
    assert parsed(tmp_path, stem, OPTIONS, SHORT, full).answer == ("C",)
    full = f"{BODY}The reading that is not incorrect is C.\n\nA is true: a starter peaks after feeding."
    assert parsed(tmp_path, stem, OPTIONS, SHORT, full).answer != ("C",)


TABLE = ("A probe reads the crumb at the centre of the loaf; nothing else on the bench does.\n\n"
         "Item | Tool declared | Decision | Grounds\n"
         "A | Oven thermometer | REFUSED | Reads the air in the oven, never the crumb at the centre of the loaf.\n"
         "B | Hygrometer | REFUSED | Reads the humidity of the proofing cabinet. Does not read any temperature at all.\n"
         "C | Probe thermometer | ADMITTED | Reads the core of the loaf in seconds, which tells when it is baked through.\n"
         "D | Kitchen scale | REFUSED | Weighs the dough before shaping; a loaf's weight says nothing of its core.")


def test_a_tables_verdict_column_before_its_last_and_its_name_cells_give_the_key_and_the_options_names(tmp_path):
    # ("| Item | Component declared | Decision | Grounds |" with "ADMITTED" once: DA 2822 had no key, then a line with no name)
    question = parsed(tmp_path, TOOL_STEM, [], "Read the loaf, not the oven.", TABLE)
    assert question.answer == ("C",)
    assert question.options["C"] == "Probe thermometer"
    assert question.answer_text == "Probe thermometer."
    assert set(question.rationales) == {"A", "B", "D"}


def test_a_wrong_options_note_that_starts_with_its_verb_takes_its_name_in_lower_case():
    # ("Keeps the driver state loaded …. Does not train NVLinks …" of a row whose name cell gives the option's name:
    # "NVIDIA Persistence Daemon Does not train …" was drawn)
    from deckgen.parse.drawing_notes import note
    reason = "Proofing cabinet keeps the dough warm and humid while it rises. Does not read the temperature of the baked loaf."
    assert note(reason, "Proofing cabinet") == "Proofing cabinet does not read the temperature of the baked loaf"


@pytest.mark.parametrize("stated", [
    "BAKER: Build the loaf first? Shape, then proof. That's [A].\nJUDGE: DING DING DING! [B] is CORRECT!",  # (a guess, then the verdict)
    "So true statement is B.",  # (a non-native voice's missing article)
    "Correct is variant B — feed it first, then bake.",
    "The crumb, the crust, the smell and the rise all point the same way, and the oven was fine all along. Final whistle: B.",
])
def test_a_verdict_after_a_guess_and_other_voices_statements_are_read(tmp_path, stated):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{WRONG}")
    assert question.answer == ("B",)


NOT_STEM = "A baker lists four claims about sourdough starters. Which statement is NOT true?"
TRUE_ONES = "A is true: a starter peaks after feeding.\nB is true: past its peak it sours."


@pytest.mark.parametrize("stated", ["So (D) is the false one, and it is the answer.", "The one that's NOT true is D."])
def test_to_a_not_question_the_one_said_false_or_not_true_is_the_answer(tmp_path, stated):
    assert parsed(tmp_path, NOT_STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{TRUE_ONES}").answer == ("D",)


def test_a_tables_row_whose_cell_ends_with_a_check_mark_is_the_answer(tmp_path):
    # ("D | 8 GiB | Perfect form: … ✔" under "Spot-check on the other plates …": DD 2892 was keyed E, a fifth option)
    full = (f"{BODY}Spot-check on the other loaves people bake:\n"
            "Option | Cause | What went wrong\n"
            "A | Hot oven | A hot oven burns the crust, but the loaf still springs.\n"
            "B | Tired starter | A starter past its peak has eaten its food and soured the dough. ✔\n"
            "C | Salt | Salt slows the rise but never sours the loaf.\n"
            "D | Strong flour | Strong flour makes a taller loaf, not a flat one.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("B",)


def test_to_a_not_question_a_line_that_judges_the_false_one_by_its_letter_is_no_answer_line(tmp_path):
    # ("Only d gets the colony wrong, because …": a verdict, not what is not so)
    options = ["A. A starter peaks after feeding", "B. A starter past its peak sours the dough", "C. Salt slows the rise",
               "D. Salt sours the loaf and flattens it"]
    full = (f"{BODY}The answer is D. Checking every loaf: a, b and c are all faithful. Only d gets the loaf wrong, because salt never sours a "
            "loaf and never flattens it.\n\nA is true: a starter peaks after feeding.")
    question = parsed(tmp_path, NOT_STEM, options, SHORT, full)
    assert question.answer == ("D",)
    assert "Only d" not in question.answer_text


def test_it_is_after_a_turns_label_states_the_answer(tmp_path):
    # ("NIGEL: C it is. Chapeau to the admin!": DE 2904 had no key)
    stated = "JUDGE: Option D is tempting, since strong flour changes a loaf. So which is it?\nBAKER: B it is. Bake it!"
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{WRONG}")
    assert question.answer == ("B",)


def test_an_item_under_the_other_options_intro_that_says_it_is_the_only_one_left_is_the_answer(tmp_path):
    # ('The "Recipe Y gives …" plate is the only one that survives the taste test.' under "Tasting the other plates:": DH 2977
    # was keyed A, the one letter no item named)
    full = (f"{BODY}Tasting the other loaves:\n"
            "A. The hot-oven loaf is undercooked: a hot oven burns the crust, but the loaf still springs.\n"
            "C. The salty loaf mixes up slow and sour: salt slows the rise but never sours it.\n"
            "D. The strong-flour loaf forgets that strong flour makes a taller loaf, not a flat one.\n"
            "B. The tired-starter loaf is the only one that survives the taste test.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("B",)


def test_letters_read_as_wrong_only_as_items_leave_no_answer_where_one_of_their_notes_says_it_fits():
    # ("… Fits: on the RMA path." read as a wrong option's note: DH 2965 was keyed A and B for A and D)
    from deckgen.parse.answer import decide
    notes = {"C": "An application bug. Does not fit: fix the code.", "D": "The confirmed failure. Fits: on the RMA path.",
             "E": "ECC doing its job. Does not fit: keep watching."}
    args = dict(options=("A", "B", "C", "D", "E"), wrong={"C", "D", "E"}, named=set(), stated=(), mentioned=(), expected=2,
                loose={"C", "D", "E"})
    assert decide(**args, notes=notes).answer == ()
    assert decide(**args, notes={**notes, "D": "A real failure, but not this one. Does not fit."}).answer == ("A", "B")


def test_a_positive_word_before_a_noun_after_an_items_letter_is_no_verdict(tmp_path):
    # ("(C) | … | correct compressed format, about half the storage | COMPLIANT" read "C — correct …": DJ 3002 was keyed C for D)
    full = (f"{BODY}INSPECTION LOG\n"
            "Item | Statement (abridged) | Inspection result | Status\n"
            "(A) | peaks after feeding | matches what every baker sees | COMPLIANT\n"
            "(B) | past its peak it sours | right acid profile for an old starter | COMPLIANT\n"
            "(C) | salt slows the rise | correct baking chemistry, salt tightens gluten | COMPLIANT\n"
            "(D) | salt sours the loaf | salt never sours a loaf; acid does | NON-COMPLIANT - this is the statement that is NOT true")
    question = parsed(tmp_path, NOT_STEM, OPTIONS, SHORT, full)
    assert question.answer in ((), ("D",))
    from deckgen.parse.analysis import analyse
    read = analyse(full, negated=True)
    assert read.rationales["C"].startswith("Correct baking chemistry")  # (its words, not a verdict taken off them)
    assert read.rationales["B"].startswith("Right acid profile") and set(read.correct) <= {"D"}  # (D's "this is the statement
    # that is NOT true" says it is the answer)


@pytest.mark.parametrize("stated", [
    "COMPUTATION COMPLETE. CORRECT RESPONSE: B. The starter was spent.",  # (a label of a response, a sequence, an order)
    "LOGGED. CORRECT SEQUENCE: B. END OF PLAYBACK.",
    "The loaf you are looking for is B.",
])
def test_a_correct_response_or_the_one_you_are_looking_for_states_the_answer(tmp_path, stated):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{WRONG}")
    assert question.answer == ("B",)


CLAIMS = {"A": "A hot oven burns the crust, but the loaf still springs.",
          "B": "A starter past its peak has eaten its food and soured the dough.",
          "C": "Salt slows the rise but never sours the loaf.",
          "D": "Strong flour makes a taller loaf, not a flat one."}


@pytest.mark.parametrize("lead, odd, others, order", [
    ("{letter} - ", "Verdict: summit.", "Verdict: wrong trail.", "ABCD"),  # (the odd mark against plain refusals: CW 2740)
    ("{n}. [{letter}] ", "This is the one.", "Not this one.", "ABCD"),  # (letters in brackets after a number: CU 2706)
    ("- Option {letter}: ", "Sunshine.", "Loaf busted.", "ACDB"),  # (a bulleted list, the answer's item last: CU 2717)
])
def test_a_list_of_the_options_with_the_voices_own_marks_takes_the_odd_one(tmp_path, lead, odd, others, order):
    # (B's mark said once, the others' three times: the odd one is the answer's, whatever words the voice uses)
    items = [f"{lead.format(letter=letter, n=n)}{CLAIMS[letter]} {odd if letter == 'B' else others}" for n, letter in enumerate(order, 1)]
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, BODY + "Each loaf, one by one:\n" + "\n".join(items))
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}
