"""Cards and lines of the forms the readers of the held-out sets EA to EL (thirty-eighth session) failed, and of older sets'
forms the session's diffs showed (CH, CM, CQ, CR, DQ, DU), read by `parse`. Written for these tests, on a topic of their own
(brewing tea), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.answercut import clause_cut
from deckgen.parse.answerkind import kind
from deckgen.parse.drawing_form import fault
from deckgen.parse.groupnotes import named_parts
from deckgen.parse.itemhead import TRAILING_VERDICT, head
from deckgen.parse.keyclause import stated_by_clause

STEM = "A pot of green tea tastes bitter although the leaves are fresh. What is the most likely cause?"
OPTIONS = ["A. The leaves were too fresh", "B. The water was boiling", "C. The pot was too small", "D. The cup was cold"]
SHORT = "Boiling water scalds green tea leaves and pulls out their bitter catechins; 70 to 80 degrees is enough."
BODY = "Green tea is not fermented, so its leaves keep the catechins that hot water draws out.\n\n"
TWO_STEM = "Which TWO habits give a good pot of green tea? (Choose two.)"
TWO_OPTIONS = ["A. Boiling water", "B. Water at 75 degrees", "C. Steeping for ten minutes", "D. Steeping for two minutes",
               "E. Milk and sugar"]
TWO_SHORT = "Water well below the boil and a short steep keep green tea sweet."


@pytest.mark.parametrize("stated, answer", [
    ("Apprentice: So the two keys are B and D.\nMaster: Cut them.", ("B", "D")),  # (EB 3366, after a speaker's label)
    ("So the two are B and D. Enjoy.", ("B", "D")),  # (EB 3369 "So the three are A, C and E.": no noun)
    ("So the two that go into the pot are B and D.", ("B", "D")),  # (EC 3393: a relative clause)
    ("So the two are B, D and E.", ()),  # (three letters where it counts two: none read)
    ("So the two that don't work are A and E.", ()),  # (a clause that denies)
    ("So the two traps are A and E.", ()),
])
def test_letters_a_sentence_counts_as_many_as_it_says_are_the_answers(tmp_path, stated, answer):
    question = parsed(tmp_path, TWO_STEM, TWO_OPTIONS, TWO_SHORT, f"{BODY}{stated}")
    assert question.answer == answer


def test_numbered_items_led_by_their_letters_are_each_read(tmp_path):
    # (ED 3404 "1. A is true. …" to "5. E is true. …": only the first item read, no key, and "1." left in the explanation)
    stem = "Which statement about brewing green tea is NOT true?"
    options = ["A. Green tea is not fermented", "B. Water at 75 degrees suits it", "C. Leaves can be steeped twice",
               "D. Boiling water makes it sweeter", "E. A short steep keeps it light"]
    analysis = ("The leaves, one by one:\n"
                "1. A is true. Green leaves are steamed or pan-fired before they can ferment.\n"
                "2. B is true. Cooler water leaves the bitter catechins in the leaf.\n"
                "3. C is true. Good leaves give a second and a third pot.\n"
                "4. D is NOT true, and that makes it the answer. Boiling water draws out the bitterness.\n"
                "5. E is true. Two minutes keep the tea light.")
    question = parsed(tmp_path, stem, options, "Boiling water makes green tea bitter, not sweet.", f"{BODY}{analysis}")
    assert question.answer == ("D",)
    assert set(question.rationales) == {"A", "B", "C", "E"}
    assert "1." not in question.full_explanation.split()


def test_an_item_that_ends_on_a_verdict_with_a_short_tail_is_read(tmp_path):
    # (EB 3375 "[C] 1,979 TFLOPS. Dense FP8 … Correct, OK signal." over "… Not correct.": every letter read as wrong, no key)
    analysis = ("Option by option:\n"
                "1. [A] Fresh leaves. Fresh leaves are the best you can have. Not correct.\n"
                "2. [B] Boiling water. It scalds the leaves and draws out the catechins. Correct, fine brew.\n"
                "3. [C] A small pot. The size of the pot changes nothing. Not correct.\n"
                "4. [D] A cold cup. The cup cools the tea, it does not make it bitter. Not correct.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"] == "Fresh leaves. Fresh leaves are the best you can have."


@pytest.mark.parametrize("reason, word", [
    ("It scalds the leaves. Correct, fine brew.", "Correct"),
    ("It scalds the leaves. Not correct.", "Not correct"),
    ("It scalds the leaves. Correct, but only in theory.", None),  # (a tail that takes it back)
    ("It scalds the leaves. Correct, wrong pot.", None),
])
def test_a_verdict_after_the_reason_takes_a_short_tail_that_denies_nothing(reason, word):
    found = TRAILING_VERDICT.search(reason, max(0, len(reason) - 32))
    assert (found["word"] if found else None) == word


def test_a_sentence_that_points_at_a_letter_in_parentheses_names_no_wrong_option(tmp_path):
    # (EC 3391 "So one boat takes the gun on this leg, and that's (B), 2.9 L/s." read as B's note: every letter wrong, no key)
    analysis = ("Now the rest of the pots, and where they went wrong:\n"
                "(A) and (D) are both blaming the wrong thing. Fresh leaves and a cold cup add no bitterness.\n"
                "(C), a small pot, is simply too little water for the leaves. Wrong as well.\n"
                "So one pot wins this round, and that's (B), the boiling water.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("A and D are both blaming")  # (not "It are both …")


@pytest.mark.parametrize("stated", [
    "JUDGE: Correct! [D] is the false statement and the answer to this question.",  # (ED 3414)
    "Answer is D.\n\nStatement D is wrong in two places at once. Boiling water draws bitterness out, it never adds sweetness.",  # (EB
    # 3376: the answer stated, and its statement called wrong: read as a contradiction, no key)
])
def test_an_answer_to_a_question_for_the_false_one_is_read_from_its_own_words(tmp_path, stated):
    stem = "Which statement about brewing green tea is NOT true?"
    options = ["A. Green tea is not fermented", "B. Water at 75 degrees suits it", "C. Leaves can be steeped twice",
               "D. Boiling water makes it sweeter"]
    question = parsed(tmp_path, stem, options, "Boiling water makes green tea bitter.", f"{BODY}{stated}")
    assert question.answer == ("D",)


def test_the_one_a_sentence_says_it_makes_is_the_answer(tmp_path):
    # (EC 3395 "…; the only tune that fixes the actual fault … is switching to the standby filter …, which makes it [B], massive.")
    analysis = ("None of the other three fix it: fresh leaves are no fault, wrong; a small pot only makes less tea, so "
                "that's wrong too; and a cold cup only cools the tea, wrong again; the only fix is water below the boil, "
                "which makes it [B], easy.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)


def test_letters_grouped_in_lower_case_before_both_are_read_as_options(tmp_path):
    # (EA 3353 "a and e both blame something outside the slice map. …", "b and d both invent a rule …": no key)
    options = ["a. The leaves were too fresh", "b. The water was boiling", "c. The pot was too small",
               "d. The cup was cold", "e. The kettle was new"]
    analysis = ("Now the other answers, two by two:\n"
                "a and e both blame something that never touches the leaves.\n"
                "c and d both blame the china. The pot and the cup change the heat, not the bitterness.")
    question = parsed(tmp_path, STEM, options, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D", "E"}


def test_a_shared_note_is_not_cut_at_option_texts_in_parentheses():
    # (DU 3224 "a (SW Power Cap) is about …, and e (Applications Clocks Setting) is about …": "SW Power Cap) is about …")
    note = "A and E are not about heat. a (Fresh leaves) is about the leaf, and e (New kettle) is about the kettle."
    notes = named_parts({"A": note, "E": note}, {"A": "Fresh leaves", "E": "New kettle"})
    assert notes == {"A": note, "E": note}


def test_a_contrast_with_not_after_a_comma_asks_for_no_false_statement():
    # (ED 3400 "I need tonight's live floor plan, not the brochure: which command … lists …?": read as a NOT question)
    assert kind("I need the real recipe, not the label: which kettle setting brews green tea?", 1) != "negative"
    assert kind("Which kettle setting does not suit green tea?", 1) == "negative"


@pytest.mark.parametrize("line", [
    "Seventy degrees and two minutes, so the right pot is B",  # (EB 3370 "…, so the correct dose is D")
    "The tea comes to the cup at C",  # (EB 3360 "The bird comes to the fist at C")
    "Right answer up front, friends: D (2, 4, 1, 3)",  # (EB 3367)
    "Today's brew: C, a short steep at 75 degrees",  # (CH 2440 "Today's forecast: C, /usr/local/…")
    "Right group: A, C, E – all three cool the water",  # (CM 2558)
    "Vậy đáp án là A, C và E",  # (DQ 3159: the answer's letters in any language's list, not a fact)
])
def test_a_point_that_names_an_options_letter_for_a_fact_is_not_drawn(line):
    assert fault(line) != ""


@pytest.mark.parametrize("line", [
    "Green tea brews best at 75 °C",
    "Vitamin C survives a short steep",
    "The B side of the kettle base holds the thermostat",
])
def test_a_point_with_a_capital_letter_that_names_no_option_is_still_drawn(line):
    assert fault(line) == ""


@pytest.mark.parametrize("item", [
    "D is looking correct but it is the wrong water. Green tea wants 75 degrees.",  # (EE 3433: read as correct, two keys stated)
    "D is almost right, but the water is too hot.",
])
def test_an_item_that_only_looks_right_gives_no_verdict(item):
    assert head(item) is None


def test_an_option_that_is_right_in_part_but_wrong_is_no_answer(tmp_path):
    # (EH 3480 "B (2xDR4 single-mode): the right glass, but DR4 stops at 500 m …": B read as correct beside C, no key)
    stem = "Which kettle setting suits green tea best?"
    options = ["A. 100 degrees", "B. 90 degrees", "C. 75 degrees", "D. 40 degrees"]
    analysis = ("Notes on the other settings:\n"
                "A (100 degrees): a full boil scalds the leaves.\n"
                "B (90 degrees): the right idea, but still hot enough to draw out the bitterness.\n"
                "C (75 degrees): sweet and clear. Healthy, this is the one.\n"
                "D (40 degrees): far too cool to open the leaves.")
    question = parsed(tmp_path, stem, options, "Green tea brews best well below the boil, at about 75 degrees.", f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert "B" in question.rationales


@pytest.mark.parametrize("verdict", ["Wrong pot.", "Not this one."])
def test_a_verdict_of_the_voices_own_noun_or_not_this_one_calls_an_item_wrong(tmp_path, verdict):
    # (EF 3442 "… Wrong tram." for A, C and D, "This is your tram." for B; EF 3455 "… Not this one.": no verdict read, no key)
    analysis = ("Going through the pots:\n"
                f"1. Option A (fresh leaves) adds no bitterness at all. {verdict}\n"
                "2. Option B (boiling water) scalds the leaves. This is your pot.\n"
                f"3. Option C (a small pot) changes only how much tea you get. {verdict}\n"
                f"4. Option D (a cold cup) only cools the tea. {verdict}")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_a_letter_pointed_at_and_called_a_dud_is_no_stated_answer(tmp_path):
    # (EF 3451 'Bartender: "… That's B, and it's a dud."' read as stating B beside "A and C")
    full = (f"{BODY}Guest: So it's the fresh leaves?\nHost: Fresh leaves never made tea bitter. That's A, and it's a dud.\n\n"
            "C is wrong: a small pot changes nothing.\nD is wrong: a cold cup only cools it.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ()  # (A, the dud, is no answer; nor can B be told from it here)


def test_an_answer_labelled_after_its_item_that_gave_no_verdict_is_the_answer(tmp_path):
    # (EG 3460 "A. dask cuda worker … — one worker per GPU, … Right as rain." then "Correct answer: A": read as a contradiction)
    analysis = ("Now let's line up the kettles, one at a time:\n"
                "A. fresh leaves — they add no bitterness at all. Wrong.\n"
                "B. boiling water — it scalds the leaves and pulls out the catechins. Right as rain.\n"
                "C. a small pot — it only makes less tea. Wrong.\n"
                "D. a cold cup — it only cools the tea. Wrong.\n\n"
                "Correct answer: B")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert "B" not in question.rationales


def test_a_clause_is_not_cut_before_an_aside_of_examples_and_its_verb():
    # (CQ 2622: "If a line's Type and File match a detected GPU, the other properties you wrote down." of "…, such as Cores or
    # Links, are checked against what NVML found, …")
    line = clause_cut("If the pot is warmed first, the other leaves you add later, such as mint or jasmine, are steeped at "
                      "the same heat, and the tea stays sweet for longer than an hour.", 16)
    assert not line.endswith("you add later")


@pytest.mark.parametrize("item, verdict", [
    ('C, "a small pot cannot brew green tea": true as far as it goes, and it is no fault at all.', ""),  # (EE 3422: read as
    # true, so the answer: a wrong key)
    ("C: true in principle, but the pot is not the cause.", ""),
    ('C, "a small pot cannot brew green tea": no. Any pot brews it.', "false"),  # (EG 3478: an option quoted, then its verdict)
    ("C: true. Any pot brews it.", "true"),
])
def test_a_verdict_word_that_concedes_is_no_verdict(item, verdict):
    assert head(item)[1] == verdict


def test_items_that_quote_their_option_after_its_letter_are_read(tmp_path):
    # (EG 3478 '• A, "the plugin polls nvidia-smi every 30 seconds …": no. …': no item read, no key)
    analysis = ("Match review, shot by shot:\n"
                '• A, "fresh leaves make green tea bitter": no. Fresh leaves add no bitterness.\n'
                '• B, "boiling water scalds the leaves and draws out their catechins, which is what you taste in a bitter cup '
                'of green tea brewed in a hurry by someone who never owned a thermometer": that is the whole story.\n'
                '• C, "a small pot makes tea bitter": no. The pot changes only how much you get.\n'
                '• D, "a cold cup makes tea bitter": no. It only cools the tea.')
    question = parsed(tmp_path, STEM, [], SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)


def test_a_voices_verdict_word_glossed_with_a_plain_one_is_read(tmp_path):
    # (EH 3489 "A. SAHI (true). …" over "B. GALAT (false). …": every letter read as wrong, no key)
    stem = "Which statement about brewing green tea is true?"
    options = ["A. Water at 75 degrees suits it", "B. Boiling water makes it sweeter", "C. It must steep ten minutes",
               "D. Milk is needed"]
    analysis = ("Option by option, verdict first:\n"
                "A. SAHI (true). Cooler water keeps the catechins in the leaf.\n"
                "B. GALAT (false). Boiling water makes it bitter.\n"
                "C. GALAT (false). Two minutes are enough.\n"
                "D. GALAT (false). Green tea is drunk plain.")
    question = parsed(tmp_path, stem, options, "Green tea wants water well below the boil.", f"{BODY}{analysis}")
    assert question.answer == ("A",)


LOWER_OPTIONS = ["a. The leaves were too fresh", "b. The water was boiling", "c. The pot was too small", "d. The cup was cold"]


@pytest.mark.parametrize("stated", [
    "The right brew is b: water at 100 degrees scalds the leaves.",  # (EH 3483 "The right collation is b: 2, 3, 4, 1.")
    "Jawab (answer): b. Enjoy your tea!",  # (EG 3464 "Jogap (answer): b and d.")
    "b is the one: boiling water scalds the leaves.",  # (EF 3444 "c is the one: it give vLLM the free 40 GB …")
    "So it is b. Enjoy the cup.",  # (EL 3564 "So it is c.")
    "Four in the pot, one scalding the leaves: that's b, and b is your answer.",  # (EI 3503 "… that's b, and b is your answer.")
])
def test_an_answer_stated_in_lower_case_letters_is_read(tmp_path, stated):
    question = parsed(tmp_path, STEM, LOWER_OPTIONS, SHORT, f"{BODY}{stated}")
    assert question.answer == ("B",)


def test_a_letter_said_to_be_correct_after_so_is_the_answer(tmp_path):
    # (EG 3477 "… Every part of it is matching the behaviour. So B, it is correct.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}Boiling water scalds the leaves. So B, it is correct.")
    assert question.answer == ("B",)


@pytest.mark.parametrize("line, drawn", [
    ("Scene 1: The leaves wake up", False),  # (EG 3461 "SCENE 1: The workers wake up")
    ("Frame 2, the kettle", False),  # (EE 3439 "Frame 1, nvidia-smi topo -m"; CR 2641 "Play 1, the platform archive")
    ("Act 3: the second steep", False),
    ("Move 2, open the tin, then warm the pot with a splash of water", True),  # (a step in many words, not a heading)
    ("Step 3: the second steep draws out more flavour", True),  # (a verb: a statement after its label)
    ("Xid 79, the GPU has fallen off the bus", True),  # (a name with its number, not a heading)
])
def test_a_voices_numbered_heading_is_not_drawn(line, drawn):
    assert (fault(line) == "") == drawn


@pytest.mark.parametrize("text, stated", [
    ("Boiling water is the only thing that scalds the leaves, so B is the call.", {"B"}),  # (EG 3476 "…, so C is the call.")
    ("Team tea: B is our pick!", {"B"}),
    ("B is the call that the kettle makes when it boils.", set()),  # (a call of another kind: its clause goes on)
])
def test_a_letter_called_the_call_or_the_pick_is_stated(text, stated):
    assert stated_by_clause(text) == stated


def test_statements_called_correct_together_are_no_answer_to_a_question_for_the_false_one(tmp_path):
    # (EJ 3531 "(A), (B), (C) and (E) are all correct description, …" read as four stated answers beside "(D)")
    stem = "Which statement about brewing green tea is NOT true?"
    options = ["A. Green tea is not fermented", "B. Water at 75 degrees suits it", "C. Leaves can be steeped twice",
               "D. Boiling water makes it sweeter", "E. A short steep keeps it light"]
    full = (f"{BODY}Now for the choices:\n(A), (B), (C) and (E) are all correct descriptions of green tea.\n"
            "(D) only is the wrong statement: boiling water makes the tea bitter.\n\nSo the answer is (D).")
    question = parsed(tmp_path, stem, options, "Boiling water makes green tea bitter, not sweet.", full)
    assert question.answer == ("D",)


def test_a_verdict_column_reads_its_words_without_their_asides_beside_glossed_verdicts():
    # (the glossed-verdict test's pattern once shadowed the asides' one: "Mali (too hot)" and "Mali (too cold)" read as two
    # different marks, and no odd one was found)
    from deckgen.parse.tables import LETTER_CELL
    from deckgen.parse.tablerows import cells_of
    from deckgen.parse.verdictcolumn import odd_ones
    rows = ["| Pot | Claim | Verdict |", "| A | x | Mali (too hot) |", "| B | y | Sakto (just right) |", "| C | z | Mali (too cold) |",
            "| D | w | Mali (too long) |"]
    assert odd_ones(rows, cells_of, LETTER_CELL)[2] == "| B | y | Correct |"
