"""Cards and lines of the forms the readers of the held-out sets FK to FN (forty-first session) failed, and of older sets'
forms the session's diffs showed, read by `parse`. Written for these tests, on a topic of their own (sourdough baking), in
other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse import answerform
from deckgen.parse.analysis import analyse
from deckgen.parse.answer import decide
from deckgen.parse.answertext import answer_line
from deckgen.parse.keyclause import ruled_out
from deckgen.parse.stated import stated_answers

STEM = "A starter doubles in four hours at 24 °C. Which step makes a loaf ready to bake the next morning?"
OPTIONS = ["A. Feed the starter twice", "B. Retard the shaped dough in the fridge overnight",
           "C. Proof the dough at 30 °C", "D. Add more salt to the dough"]
SHORT = "Cold slows the yeast, so a shaped loaf can wait in the fridge until the morning."
BODY = "Retarding is proofing in the cold: at 4 °C the yeast works about ten times more slowly.\n\n"
REASONS = ("feeding makes the starter strong, not the loaf slow.", "the fridge slows the yeast so the loaf waits overnight.",
           "warmth speeds the yeast, so the loaf is ready in two hours.", "salt tightens the dough but does not hold it overnight.")


def test_a_label_before_a_pronoun_stays_and_the_pronoun_is_never_the_answers():
    # (FM 4110: "Failover walks the other way: it gives the mastership away …" had been made "Takeover gives the mastership away …")
    line = answerform.fitted("Warmth walks the other way: it speeds the yeast up so the loaf is ready by noon.", referent="Retarding")
    assert line is not None and not line.startswith("Retarding")
    assert answerform.fitted("Cold proofing: the yeast slows about tenfold in the fridge overnight.", referent="Retarding") \
        == "The yeast slows about tenfold in the fridge overnight."  # (a label before a clause of its own goes)


@pytest.mark.parametrize("b_note, answer", [
    ("This is the cause. A warm night exhausts the yeast.", ("B",)),
    ("Not the cause either. A warm night only speeds the yeast.", ()),
])
def test_an_answer_stated_whose_item_denies_nothing_among_items_that_deny_is_the_answer(b_note, answer):
    # (FL 4081: "Answer is B: …" and "2. B, "…": this is cause." among "not cause." had been left for a contradiction)
    notes = {"A": "Not the cause. Feeding makes the starter strong.", "B": b_note,
             "C": "Not the cause. A hot oven gives a dark crust.", "D": "No. Salt only slows the yeast."}
    decision = decide(options=(), wrong=set(notes), named=set(), stated=("B",), mentioned=(), expected=1, notes=notes)
    assert decision.answer == answer


@pytest.mark.parametrize("text, letters", [
    ("It is D, the proofing basket with a linen liner.", ("D",)),  # (FN 4127)
    ("It is B. The fridge slows the yeast.", ("B",)),  # (FK 4067)
    ("It is B, and it is wrong.", ()),
    ("Pick E. With the lid on, the crust stays soft.", ("E",)),  # (FN 4139)
    ("Answer D. Salt is the one the baker forgot.", ("D",)),  # (FN 4138)
    ("Pick one of the four loaves.", ()),
    ("So the flour that rises right is the one of letter B.", ("B",)),  # (FK 4069)
])
def test_an_answer_stated_in_more_forms_is_read(text, letters):
    assert stated_answers(text, set())[0] == letters


def test_the_counted_answers_may_be_named_in_more_words():
    # (FK 4065: "The three bells from our own furnace are A, C and D.")
    assert stated_answers("The three loaves from our own wood oven are A, C and D.", set())[0] == ("A", "C", "D")
    assert stated_answers("The three loaves that burned in our own oven are not A, C and D.", set())[0] == ()


@pytest.mark.parametrize("text, letters", [
    ("Proofing first is backwards. D is the wrong order, lad.", {"D"}),  # (FM 4105)
    ("It rises, then sinks. B is no good.", {"B"}),
    ("D is the right order, lad.", set()),
])
def test_a_letter_ruled_out_in_more_words_is_no_answer(text, letters):
    assert ruled_out(text) == letters


def test_a_learners_pick_an_item_rules_out_is_no_second_answer(tmp_path):
    # (FM 4105: "Answer: C (I, II, III, IV)." and Tom's "That's option D." had been read as two answers to a question for one)
    analysis = ("Answer: C (feed, mix, shape, bake).\n\n"
                "Tom: Can't we just bake it now? That's what the recipe says. That's option D.\n"
                "Marit: You'd bake a dough that never rose. D is the wrong order, lad.\n"
                "Tom: So C: feed, mix, shape, bake.\n"
                "Marit: That's the one.")
    question = parsed(tmp_path, "In which order are the steps done?", [], "Feed, mix, shape, then bake.", f"{BODY}{analysis}")
    assert question.answer == ("C",)


def test_an_item_that_gives_its_options_gist_in_parentheses_before_a_colon_is_read_by_its_mark(tmp_path):
    # (FN 4137: "A (4, 2, 3, 1): … Hewa." over "D (2, 4, 3, 1): … Pono." had been read as four wrong options)
    orders = ("4, 2, 3, 1", "2, 3, 1, 4", "3, 4, 1, 2", "2, 4, 3, 1")
    analysis = "\n".join(f"{letter} ({order}): {reason.capitalize()} {'Pono.' if letter == 'D' else 'Hewa.'}"
                         for letter, order, reason in zip("ABCD", orders, REASONS))
    question = parsed(tmp_path, "In which order are the steps done?", [], "Feed, mix, shape, then bake.", f"{BODY}{analysis}")
    assert question.answer == ("D",)
    assert question.rationales["A"] == "Feeding makes the starter strong, not the loaf slow."


def test_a_statements_verdict_said_last_after_a_semicolon_is_read(tmp_path):
    # (FN 4128: "…; this is true." and "… is false, so this is the EXCEPT." had been read as five wrong options)
    stem = "All of the following are true of a cold retard EXCEPT:"
    options = ["A - It slows the yeast.", "B - It needs a 30 °C fridge.", "C - It deepens the flavour.", "D - It fits an overnight plan."]
    analysis = ("A - The cold slows the yeast about tenfold; this is true.\n"
                "B - A fridge runs at about 4 °C, so a 30 °C fridge is false, so this is the EXCEPT.\n"
                "C - The slow night lets acids build up; this is true.\n"
                "D - The loaf waits in the fridge until the morning; this is true.")
    question = parsed(tmp_path, stem, options, "A fridge is cold, never 30 °C.", f"{BODY}{analysis}")
    assert question.answer == ("B",)


def test_a_group_that_points_at_the_exception_gives_it_no_verdict_of_its_own(tmp_path):
    # (BO: "C and E are …. Only D lacks it, so it is the exception." is no verdict on C and E)
    stem = "All of these loaves are leavened EXCEPT which one?"
    options = ["A. Sourdough", "B. Brioche", "C. Ciabatta", "D. Matzo", "E. Focaccia"]
    analysis = ("Why the others are leavened:\n"
                "A and B rise with wild or baker's yeast, which is what leavening means.\n"
                "C and E rise with yeast as well. Only D has no yeast, so it is the exception.")
    question = parsed(tmp_path, stem, options, "Matzo is baked flat, with no yeast.", f"{BODY}{analysis}")
    assert question.answer == ("D",)
    assert set(question.rationales) >= {"C", "E"}


def test_a_stray_bullet_before_a_numbered_item_leaves_no_number_in_its_note(tmp_path):
    # (CI: "• 3. (C) version_policy …" had kept "3." as the option's name and in its note)
    analysis = "\n".join(f"{'• ' if letter == 'C' else ''}{number}. ({letter}) {reason.capitalize()}"
                         f"{' Correct.' if letter == 'B' else ' Wrong.'}" for number, letter, reason in zip("1234", "ABCD", REASONS))
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["C"].startswith("Warmth speeds the yeast")


def test_a_voices_mark_before_a_colon_is_read_as_the_odd_one_out(tmp_path):
    # (FK 4070: "A. Sinks midstream: …" over "C. Reaches the far bank: …" had been read as five wrong options)
    analysis = "\n".join(f"{letter}. {'Rises by morning' if letter == 'B' else 'Falls flat'}: {reason}"
                         for letter, reason in zip("ABCD", REASONS))
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("Feeding makes the starter strong")


def test_the_false_statements_correction_is_never_the_voices_image(tmp_path):
    # (FN 4133: "c. Blowout. The ink ran under the skin …" had given the image as the answer line)
    stem = "Which statement about a cold retard is false?"
    options = ["a. It slows the yeast.", "b. It deepens the flavour.", "c. It keeps the dough fresh for a month.", "d. It fits an overnight plan."]
    analysis = ("a. Sound. The cold slows the yeast about tenfold.\n"
                "b. Sound. The slow night lets acids build up.\n"
                "c. Collapsed. The icing ran off the cake where it never should go. A retarded dough keeps for a day or two, never a month. "
                "This is the false statement.\n"
                "d. Sound. The loaf waits in the fridge until the morning.")
    question = parsed(tmp_path, stem, options, "A retard holds a dough overnight, not for weeks.", f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert "icing" not in question.answer_text


def test_a_table_whose_rows_quote_the_options_in_other_words_is_read_by_its_letters(tmp_path):
    # (FN 4129: '"Both rank only by accuracy, highest accuracy wins" | Wrong, … | …' rows had not been lettered)
    options = ["A) Feeding the starter twice makes the loaf wait until the morning",
               "B) Retarding the shaped dough in the fridge makes the loaf wait overnight",
               "C) Proofing the dough at 30 degrees makes the loaf wait until the morning",
               "D) Adding more salt to the dough makes it wait for a whole day"]
    analysis = ("Statement | Verdict | Why\n"
                '"Feeding twice holds the loaf" | Wrong, the starter only | Feeding makes the starter strong.\n'
                '"The fridge retard holds the shaped dough overnight" | Right, it rises by morning | The cold slows the yeast.\n'
                '"Proofing at 30 degrees holds it" | Wrong, too warm | Warmth speeds the yeast.\n'
                '"More salt holds it a whole day" | Wrong, too salty | Salt does not hold a dough that long.')
    question = parsed(tmp_path, STEM, options, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_lines_led_by_a_number_and_an_options_text_are_read_by_its_letter(tmp_path):
    # (FL 4089: "3. GPU Speed Of Light Roofline Chart: this string is the right one." had not been lettered)
    options = ["A) Autolyse", "B) Bulk ferment", "C) Cold retard", "D) Final proof"]
    analysis = "Four steps, I knead each:\n" + "\n".join(
        f"{number}. {option[3:]}: {'this step is the right one.' if letter == 'C' else 'not this step.'} {reason.capitalize()}"
        for number, letter, option, reason in zip("1234", "ABCD", options, REASONS))
    question = parsed(tmp_path, STEM, options, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert question.answer_text == "Cold retard."


def test_words_before_a_letter_that_name_nothing_are_no_options_name():
    # (AY: "So only (D) is false: …" had named D "So only")
    analysis = ("Why the other statements are true:\n(A) is true. The cold slows the yeast.\n(B) is true. Acids build up.\n"
                "(C) is true. The loaf waits until the morning.\nSo only (D) is false: no loaf keeps for a month in the fridge.")
    assert "D" not in analyse(analysis, negated=True).option_names
    assert analyse("The other options are wrong:\n- Shaping (A) and baking (C) only come after the proof.").option_names \
        == {"A": "Shaping", "C": "Baking"}


def test_a_closing_sentence_that_states_a_letter_in_parentheses_is_no_part_of_its_note(tmp_path):
    # (FK 4062: "The only statement that sings true is (A)." after A's item had been read as more of A's note, "… is.")
    marks = {"A": "Sinks.", "C": "Sinks.", "D": "A flat note.", "B": "Rises true."}
    analysis = "Verdict first:\n" + "\n".join(f"({letter}) {marks[letter]} {reason.capitalize()}"
                                              for letter, reason in zip("ACDB", (REASONS[0], *REASONS[2:], REASONS[1]))) \
        + "\n\nThe only step that rises true is (B)."
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert not any(note.endswith(" is.") for note in question.rationales.values())


def test_a_question_for_the_one_the_sentence_before_excepts_asks_for_the_false_one(tmp_path):
    # (CF: "Every statement below is solid beta EXCEPT one. Which one is the loose hold?" had been read as asking for a true
    # one, its answer line the false statement as a fact, once the key was read)
    stem = "Every statement below holds EXCEPT one. Which one is the fallen loaf?"
    options = ["(A) A cold retard slows the yeast.", "(B) A cold retard keeps a dough fresh for a month.",
               "(C) A cold retard deepens the flavour.", "(D) A cold retard fits an overnight plan."]
    analysis = ("1. Statement (A): solid. The cold slows the yeast about tenfold.\n"
                "2. Statement (B): fallen. A retarded dough keeps for a day or two, never a month.\n"
                "3. Statement (C): solid. The slow night lets acids build up.\n"
                "4. Statement (D): solid. The loaf waits in the fridge until the morning.\n\nSo the EXCEPT answer is (B).")
    question = parsed(tmp_path, stem, options, "A retard holds a dough overnight, not for weeks.", f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.answer_text != "A cold retard keeps a dough fresh for a month."


def test_a_closing_sentence_that_states_the_key_keeps_the_answers_own_note(tmp_path):
    # (CZ: "So answer is (C). Kiitos." after "3. Option (C) is NOT true. In compatibility mode there is no DMA …" had become
    # C's note, "So answer is. Kiitos.")
    stem = "Which statement about a cold retard is NOT true?"
    options = ["(A) It slows the yeast.", "(B) It deepens the flavour.", "(C) It keeps a dough fresh for a month.", "(D) It fits an overnight plan."]
    analysis = ("1. Option (A) is true. The cold slows the yeast about tenfold.\n2. Option (B) is true. The slow night lets acids build up.\n"
                "3. Option (C) is NOT true. A retarded dough keeps for a day or two, never a month.\n"
                "4. Option (D) is true. The loaf waits in the fridge until the morning.\n\nSo answer is (C). Kiitos.")
    question = parsed(tmp_path, stem, options, "A retard holds a dough overnight.", f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert question.answer_text == "A retarded dough keeps for a day or two, never a month."


@pytest.mark.parametrize("text, letters", [
    ("Bring the dough in slowly: answer is B. Cold holds it.", ("B",)),  # (FL 4087)
    ("Losa: Yes. Write it in the book: A, C and D. Fakafetai.", ("A", "C", "D")),  # (FN 4135)
    ("Only one loaf rises by morning, and it is B.", ("B",)),  # (FR 4219, FQ 4192)
    ("[B] and [E] are the two that rise true.", ("B", "E")),  # (FQ 4184)
    ("C is the change to make: retard the shaped dough.", ("C",)),  # (FP 4169)
    ("C is the change to make when the oven is cold.", ()),
    ("Choose c. The fridge holds the dough.", ("C",)),  # (FQ 4196: options a. to d.)
])
def test_an_answer_stated_in_still_more_forms_is_read(text, letters):
    assert stated_answers(text, set())[0] == letters


def test_an_item_that_calls_its_option_the_right_one_in_a_word_of_the_voice_is_the_answer(tmp_path):
    # (FP 4172: "B) 544 TB is the right haul." had been read as an item calling B wrong)
    stem = "A dough of 1,000 g is 65 % water. How much flour does it hold?"
    options = ["A) 350 g", "B) 606 g", "C) 650 g", "D) 1,000 g"]
    analysis = "B) 606 g is the right bake.\n\nFlour is the dough over 1.65: 1,000 g / 1.65 = 606 g, and the water 394 g."
    question = parsed(tmp_path, stem, options, "Baker's percentages count water against flour.", analysis)
    assert question.answer == ("B",)


def test_an_option_mentioned_with_what_is_said_of_it_after_is_no_clue(tmp_path):
    # (FR 4208: "Switching to NO_SHARD, the option (B), is the herd in every small yaranga: …" had made B the answer, wrongly)
    analysis = ("Retarding in the fridge is the right move: the cold holds the loaf overnight.\n"
                "Proofing at 30 °C, the option (C), is the loaf in a hot tent: it is ready by noon, not the next morning.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer != ("C",)
    assert stated_answers("So we bake it: that's answer C, and that's a wrap.", set())[1] == ("C",)  # (a mention that ends its clause)


def test_a_word_left_after_a_verdict_is_no_note():
    # (FM 4105: "D is the wrong order, lad." had left D the note "Lad.")
    notes = analyse("Marit: You'd bake a dough that never rose.\nD is the wrong order, lad.\nC is the right order.").rationales
    assert notes.get("D", "") == ""


def test_a_tables_why_column_gives_the_note_not_the_voices_words_after_its_verdict(tmp_path):
    # (FN 4129: "| Wrong, the two birds swapped | Training's score is …" had given A the note "The two birds swapped")
    analysis = ("Option | Verdict | Why\n"
                "A | Wrong, a flat loaf | Feeding makes the starter strong, not the loaf slow.\n"
                "B | Right, it rises by morning | The fridge slows the yeast so the loaf waits overnight.\n"
                "C | Wrong, a burnt crust | Warmth speeds the yeast, so the loaf is ready by noon.\n"
                "D | Wrong, a salty brick | Salt tightens the dough but does not hold it overnight.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"] == "Feeding makes the starter strong, not the loaf slow."


@pytest.mark.parametrize("point, dropped", [
    ("My nephew did half of the second way", True),  # (FK 4068)
    ("In my bakery every loaf ends up on the counter or in the bin", True),  # (FM 4100)
    ("I think the starter was too young", True),
    ("Count the loaves inside the basket with me: loaf 1, loaf 3 and loaf 5", True),  # (CD)
    ("C alone is a loaf that rises", True),  # (FM 4113)
    ("The 1g.10gb+me profile (ID 20) adds the media extensions", False),
    ("I/O goes through a bounce buffer in host memory", False),
    ("Steps I, II and III run before the bake", False),
    ("C — yes. Widen the bowl, then fold the dough", True),  # (FQ 4196)
    ("Like baker looking at his own hands", True),  # (FP 4165)
    ("Every fold goes on in its turn — a sound loaf", True),  # (FO 4156, FP 4177)
    ("With a cold retard the yeast works ten times slower, so his number is ten times too big", True),  # (FR 4211)
    ('Sinks — "a fridge at 30 °C keeps the dough fresh"', True),  # (FO 4143)
    ("Like cuDNN, NCCL writes its version in a header", False),
    ("A cold retard takes 12 hours — 4 °C in the fridge", False),
])
def test_a_point_in_the_tellers_own_words_or_of_an_option_by_its_letter_is_no_fact(point, dropped):
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(point) is dropped


def test_a_readers_thread_under_handles_with_points_and_a_bare_poll_are_page_clutter(tmp_path):
    # (FQ 4191: "Comments" / "taiga_dev · 3 points" / … had kept the thread, and a reply had become the answer line)
    analysis = ("Retarding holds the loaf: the cold slows the yeast about tenfold.\n"
                "A 14%   B 71%   C 9%   D 6%\nComments\ncrumb_dev · 3 points\nIt is C for sure, warm is faster.\n"
                "    levain_42 · 5 points\n    You skipped the fridge in the question. With the fridge it waits, so B.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert "points" not in question.full_explanation and "71%" not in question.full_explanation
    assert "so B" not in question.answer_text


def test_a_line_that_likens_its_subject_to_a_picture_is_no_answer_line():
    # (FP 4165: "The other three are one PE alone, like throwing something to the next boat …" after "Correct are A, C and E.")
    stem = "Which THREE of the following steps are done before the bake, so that every loaf gets them? (Choose three.)"
    short = ("Correct are A, C and E. These three are the big net: every loaf must have them, otherwise the oven waits forever. "
             "The other three are one baker alone, like throwing bread to the next boat or only looking at your own hands.")
    line, why = answer_line(stem, {}, ("A", "C", "E"), short, "Feeding, shaping and retarding come first.", ["Slice the loaf"])
    assert "like throwing" not in line and why


@pytest.mark.parametrize("text, letters", [
    ("B and D are the two that ring true; the other three are stale.", ("B", "D")),  # (FS 4232)
    ("A, B and F are the true three.", ("A", "B", "F")),  # (FS 4225)
    ("So, with the oven opened and the loaves sorted, the two good bakes are B and D.", ("B", "D")),  # (FT 4242)
    ("Both rose; so the three full loaves that let the shop open are B, C and E.", ("B", "C", "E")),  # (FV 4298)
    ("A and C, baker. When the dough is cold it waits.", ("A", "C")),  # (FT 4253)
    ("It is fed, shaped and left to set overnight in the fridge, slowly, the old way, and that is the one to do: B.", ("B",)),  # (FU 4278)
    ("A, B and E are the sound loaves.", ("A", "B", "E")),  # (FU 4267)
    ("A, B and E are the burnt loaves.", ()),
    ("The right flour is b, 65 % water.", ("B",)),  # (FV 4284: options a. to d.)
])
def test_an_answer_counted_or_led_in_more_forms_is_read(text, letters):
    assert stated_answers(text, set())[0] == letters


@pytest.mark.parametrize("stem, count, negative", [
    ("Job 9021 runs with two GPUs, which tells us nothing about which two physical cards it sits on. Which command gives the indices?", 1, False),  # (FU 4266)
    ("Which TWO statements about a cold retard are true?", 2, False),
    ("All of the following notes about a cold retard are correct EXCEPT one. Which note is wrong?", 1, True),  # (FV 4295)
    ("The starter smells of acetone. What is wrong with the starter?", 1, False),
    ("The manager asks \"for all loaves, why not?\" All of the following statements about a cold retard are true EXCEPT:", 1, True),  # (FT 4256)
    ("You ask which of the following assertions about a cold retard is NOT true. I have copied them out for you thus:", 1, True),  # (DY)
])
def test_what_a_question_asks_for_is_read_in_its_asking_sentence(stem, count, negative):
    from deckgen.parse.answer import expected_count, negated
    assert (expected_count(stem), negated(stem)) == (count, negative)



def test_lower_case_items_led_by_a_voices_word_before_a_dash_are_read_as_the_odd_one_out(tmp_path):
    # (FU 4265: "a. Ghalat — …" over "c. Changa — …" had been read as four items with no verdict)
    options = ["a. Feed the starter twice", "b. Retard the shaped dough in the fridge overnight", "c. Proof the dough at 30 °C",
               "d. Add more salt to the dough"]
    analysis = "\n".join(f"{letter}. {'Changa' if letter == 'b' else 'Ghalat'} — {reason}" for letter, reason in zip("abcd", REASONS))
    question = parsed(tmp_path, STEM, options, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("Feeding makes the starter strong")


@pytest.mark.parametrize("line", ["Helpful (38) · Not helpful (2)", "Votes: A C E — 412 · A B C — 35", "A 14%   B 71%   C 9%   D 6%"])
def test_a_pages_votes_in_more_forms_are_clutter(line):
    # (FQ 4196, FO 4154, FQ 4191: left in the full explanation)
    from deckgen.parse.clutter import clutter
    assert clutter(line)


@pytest.mark.parametrize("a_note, answer", [
    ("This one rises like a good loaf. Every part is right: the cold slows the yeast.", ()),
    ("This one sinks like a stone: the cold does not hold a dough for a month.", ("D",)),
])
def test_a_mention_decides_no_answer_where_a_letter_called_wrong_only_as_an_item_says_it_is_right(a_note, answer):
    # (FZ 4365: A, the answer, read as an item with no verdict ("… Every part is right: …"), and "Option D: there is no such
    # split." as a mention of D: D, wrongly)
    notes = {"A": a_note, "B": "Here the two bakers have swapped their aprons."}
    decision = decide(options=("A", "B", "C", "D"), wrong={"A", "B"}, named=set(), stated=(), mentioned=("D",), expected=1,
                      loose={"A", "B"}, notes=notes)
    assert decision.answer == answer


@pytest.mark.parametrize("text, negated, letters", [
    ("Only one seam keeps the water out, and that's B: tight.", False, ("B",)),  # (FW 4319)
    ("The fix is loss scaling. This is option A, the correct choice.", False, ("A",)),  # (FY 4357)
    ("Mark (A) and (C).", False, ("A", "C")),  # (FW 4302)
    ("So the correct is the B.", False, ("B",)),  # (DX: a subject is looked for in its own clause, never one before it that denies)
    ("Half of them rise, so the long cold proof is not obligatory in nothing, so the correct is the B.", False, ("B",)),
])
def test_an_answer_pointed_at_or_marked_in_more_forms_is_read(text, negated, letters):
    assert stated_answers(text, set(), negated)[0] == letters
