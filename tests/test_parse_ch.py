"""Cards of the forms the readers of the held-out sets CF to CI (thirty-third session) failed, read by `parse`.
Written for these tests, on a topic of their own (bread baking), in other words than the held-out texts that showed the
forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.answer import negated
from deckgen.parse.answerform import reads_alone as answer_reads_alone
from deckgen.parse.dialogue import speakers
from deckgen.parse.drawing_form import fault
from deckgen.parse.drawing_lines import not_a_line

STEM = "A sourdough loaf comes out dense and sour, and the starter no longer doubles. What is the most likely cause?"
SHORT = "A starter kept too cold for too long grows slowly: warm it and feed it twice a day before baking again."
OPTIONS = ["A. The oven was too hot", "B. The flour was too strong", "C. The starter was kept too cold",
           "D. The dough was shaped too tightly", "E. The salt was left out"]
# (an analysis that calls every option but C wrong)
OTHERS_WRONG = ("Why the others are wrong:\n"
                "A - a hot oven burns the crust, it does not sour the crumb.\n"
                "B - strong flour gives more rise, not less.\n"
                "D - tight shaping makes a tall loaf.\n"
                "E - without salt the dough rises faster.")


def test_a_verdict_cell_that_leads_with_its_verdict_and_an_ellipsis_is_read_with_its_reason(tmp_path):
    # ("| C | … | CORRECT... 16 IN USE, 16 ALLOWED |": the verdict, then its reason after "...")
    full = ("A cold starter rises slowly, and a slow starter gives a dense, sour loaf.\n\n"
            "...ANALYSIS OF THE OPTIONS...\n"
            "OPTION | WHAT THE OPTION CLAIMED              | VERDICT\n"
            "A      | THE OVEN WAS TOO HOT                 | INCORRECT... A HOT OVEN BURNS THE CRUST, IT DOES NOT SOUR THE CRUMB\n"
            "B      | THE FLOUR WAS TOO STRONG             | INCORRECT... STRONG FLOUR GIVES MORE RISE, NOT LESS\n"
            "C      | THE STARTER WAS KEPT TOO COLD        | CORRECT... IT NO LONGER DOUBLES\n"
            "D      | THE DOUGH WAS SHAPED TOO TIGHTLY     | INCORRECT... TIGHT SHAPING MAKES A TALL LOAF\n"
            "E      | THE SALT WAS LEFT OUT                | INCORRECT… WITHOUT SALT THE DOUGH RISES FASTER")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("C",)
    assert question.rationales["A"] == "A HOT OVEN BURNS THE CRUST, IT DOES NOT SOUR THE CRUMB"
    assert question.rationales["E"] == "WITHOUT SALT THE DOUGH RISES FASTER"


def test_a_plain_word_with_an_ellipsis_in_a_fact_table_is_no_verdict(tmp_path):
    # (a table with no letter rows stays as it was: "Right... " in a cell of a fact table decides nothing)
    full = ("Temperatures for a healthy starter:\n"
            "Place | Temperature | Note\n"
            "Fridge | 4 °C | Right... for storing, not for rising\n"
            "Counter | 24 °C | Best for rising\n\n"
            f"{OTHERS_WRONG}")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("C",)


@pytest.mark.parametrize("closing", [
    "THE TRUE STATEMENT IS C.",  # (a voice that shouts: the words of a stated answer in capitals)
    "So the answer correct is C, the cold starter.",  # (a non-native order: "la respuesta correcta es C")
    "The answer correct is (C).",
])
def test_an_answer_stated_in_capitals_or_in_a_non_native_order_is_read(tmp_path, closing):
    full = ("A cold starter rises slowly, and a slow starter gives a dense, sour loaf.\n\n"
            "The oven, the flour, the shaping and the salt change the rise or the crust, never the taste.\n"
            f"{closing}")  # (no letter called wrong: the stated answer alone gives the key)
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("C",)


def test_an_answer_in_a_non_native_order_that_the_analysis_calls_wrong_is_still_disputed(tmp_path):
    full = ("A cold starter rises slowly, and a slow starter gives a dense, sour loaf.\n\n"
            "Why the others are wrong:\n"
            "A - a hot oven burns the crust, it does not sour the crumb.\n"
            "B - strong flour gives more rise, not less.\n"
            "C - wrong: a cold starter is slow, but it was kept warm here.\n"
            "D - tight shaping makes a tall loaf.\n"
            "The answer correct is C.")
    question = parsed(tmp_path, STEM, OPTIONS[:4], SHORT, full)
    assert question.answer == ()


@pytest.mark.parametrize("line", [
    "Leg four, step IV. The dough rests for an hour before it is shaped",  # (a voice's heading run into its text)
    "The Past, step 1. The baker weighs the flour and the water",
    "Final stop, step 5: a loaf that sounds hollow when tapped",
    "Course 4, tasting and serving (step S). The crumb should spring back when pressed",
    "R, time zero. The starter is fed with equal weights of flour and water",
    "P.S. The crumb shot, all in one go because the oven is hot",
    "PS the starter is fed twice a day before a bake",
])
def test_a_heading_run_into_its_text_is_never_a_point(line):
    assert fault(line) == "a heading run into its text"


@pytest.mark.parametrize("line", [
    "Step 2: the dough rests for an hour before it is shaped",  # (a plain step label: what step 2 is)
    "Rye, by contrast, holds less gas than wheat. Its loaves stay flat",
    "No salt. The dough rises faster and tastes flat",
    "Proofing at 24 °C takes about four hours, the baker's rule of thumb",
])
def test_a_plain_step_label_or_a_short_first_sentence_is_no_heading_run_into_its_text(line):
    assert fault(line) != "a heading run into its text"


def test_an_answer_in_a_non_native_order_with_its_letter_in_parentheses_after_grouped_items_is_no_option_named(tmp_path):
    # ("The answer correct is (C)." after items that group the other letters: no option C named "The answer correct is")
    full = ("A cold starter rises slowly, and a slow starter gives a dense, sour loaf.\n\n"
            "A and E both blame the oven or the salt, and neither makes the crumb sour.\n"
            "B and D are about the flour and the shaping, which change the rise but not the taste.\n"
            "The answer correct is (C).")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("C",)
    assert "C" not in question.rationales


@pytest.mark.parametrize("line", [
    "The sequence that shapes the loaf before the first rise",
    "The answer that swaps the flour and the water weights",
    "The one that bakes at 180 °C instead of 250 °C",
    "The ordering that begins with the bake describes the reverse",
])
def test_a_point_that_tells_an_option_by_what_it_says_talks_of_the_options(line):
    assert fault(line) == "talks of the options"


def test_a_plain_order_that_a_process_follows_is_a_point():
    assert fault("The order that bakers follow is mix, rest, fold, shape, proof and bake") == ""


def test_to_a_number_with_no_option_listed_the_line_gives_the_figure_beside_the_answers_letter(tmp_path):
    # (the steps of a sum each give a figure; the one the text gives beside the answer's letter is the answer)
    stem = ("A bakery bakes 8 batches of 40 loaves, each loaf taking 500 g of flour. How much flour does the bakery need "
            "for one day?")
    full = ("We count step by step:\n\n"
            "1. One loaf takes 500 g of flour.\n"
            "2. One batch of 40 loaves: 40 × 500 g = 20 kg.\n"
            "3. The 8 batches of the day: 8 × 20 kg = 160 kg, the flour of one day.\n\n"
            "The options the page hides: A is 20 kg, one batch only, and B, 320 kg, counts every loaf twice. "
            "D is 40 kg, two batches. Only C, 160 kg, has every factor.\n\n"
            "So the answer is C.")
    question = parsed(tmp_path, stem, [], "Multiply the flour of one loaf by the loaves of a batch and by the batches.", full)
    assert question.answer == ("C",)
    assert "160 kg" in question.answer_text and "= 20 kg" not in question.answer_text


def test_letters_called_wrong_only_as_items_under_an_intro_are_the_answer_the_text_states(tmp_path):
    # (items with no verdict of their own under "why the other options don't fit", then "So the correct answers are …")
    stem = "Which TWO habits keep a sourdough starter healthy?"
    full = ("A starter is a culture of wild yeast and lactic bacteria that lives on flour and water.\n\n"
            "Now let's look at why the other options don't fit!\n"
            "B, D and E all starve or chill the culture. B is wrong because a sealed jar suffocates the yeast; D is wrong "
            "because a week in the fridge with no feed leaves it sluggish; E is wrong because chlorinated water slows it.\n"
            "A and C both describe the routine exactly as bakers keep it: equal weights of flour and water at every "
            "feed, and a warm shelf near 24 °C.\n"
            "So the correct answers are A and C!")
    question = parsed(tmp_path, stem, [], "Feed it equal weights of flour and water, and keep it warm.", full)
    assert question.answer == ("A", "C")


def test_an_item_that_calls_itself_the_correct_one_before_its_letter_in_parentheses_is_the_answer(tmp_path):
    full = ("A cold starter rises slowly, and a slow starter gives a dense, sour loaf.\n\n"
            "Now the other choices, one by one:\n"
            "Baking at a hotter oven – cannot be. The crust burns, the crumb is no less sour.\n"
            "Warming the starter and feeding it twice a day – this is the correct one, (C).\n"
            "Adding more salt – wrong way, salt slows the yeast even more.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("C",)
    assert "C" not in question.rationales


def test_an_except_said_before_a_question_that_only_asks_which_one_is_a_not_question(tmp_path):
    stem = ("A baker lists five facts about proofing. Every one of them is right EXCEPT one. Which is it?")
    options = ["[A] Dough proofs faster when it is warm.", "[B] A poke that springs back slowly shows it is ready.",
               "[C] Salt slows the yeast.", "[D] Cold proofing overnight deepens the taste.",
               "[E] Dough must proof in the dark, or the yeast dies."]
    full = ("Yeast works faster in warmth and slower in cold, and light does nothing to it.\n\n"
            "We begin with A, which is true: warm dough proofs faster. B is also true: a slow spring means it is "
            "ready. C holds too, since salt draws water from the yeast. D is true as well, as the cold slows the "
            "yeast while the bacteria keep working. That leaves E, which imagines that light harms the yeast. Light "
            "does nothing to it. E is the statement that is not true, and so E is the answer.")
    question = parsed(tmp_path, stem, options, "Light does not harm yeast: dough can proof anywhere warm.", full)
    assert negated(stem)
    assert question.answer == ("E",)  # (read as a question for a true statement, B and D "also true" were its answers)
    assert "in the dark" not in question.answer_text  # (its correction or none, never the false option as the answer)


def test_a_verdict_said_last_in_the_statements_words_accurate_or_true_statement_is_read(tmp_path):
    stem = "Which TWO statements about proofing are accurate?"
    options = ["A) Dough proofs faster when it is cold.", "B) Warm dough proofs faster.",
               "C) Salt speeds the yeast up.", "D) Light kills the yeast.", "E) Cold proofing deepens the taste."]
    full = ("Yeast works faster in warmth.\n\n"
            "Now the tasting panel, one note at a time, reasons first and verdict last.\n\n"
            "A) Cold slows the yeast down, so this has it backwards. Verdict: inaccurate, into the bin.\n\n"
            "B) Warmth speeds the yeast up. Verdict: accurate, onto the plate.\n\n"
            "C) Salt slows the yeast. Verdict: not accurate.\n\n"
            "D) Light does nothing to yeast. Verdict: inaccurate.\n\n"
            "E) The bacteria keep working in the cold while the yeast slows. Verdict: true statement.")
    question = parsed(tmp_path, stem, options, "Warmth speeds proofing, and a cold proof deepens the taste.", full)
    assert question.answer == ("B", "E")


def test_numbered_statements_each_with_its_verdict_last_are_read_as_items(tmp_path):
    stem = "All of the following statements about proofing are true EXCEPT which one?"
    options = ["A - Warm dough proofs faster.", "B - Salt slows the yeast.", "C - Light kills the yeast.",
               "D - A cold proof deepens the taste."]
    full = ("Yeast works faster in warmth and slower in cold.\n\n"
            "Now we go through statements one by one. First reason, then verdict.\n\n"
            "1. Statement A. Warmth speeds the yeast up, and the dough rises in half the time. Verdict: true statement.\n\n"
            "2. Statement B. Salt draws water from the yeast cells. Verdict: true statement.\n\n"
            "3. Statement C. Light does nothing to yeast; dough proofs in a lit kitchen every day. Verdict: not true.\n\n"
            "4. Statement D. The bacteria keep working in the cold while the yeast slows. Verdict: true statement.")
    question = parsed(tmp_path, stem, options, "Light does not harm yeast.", full)
    assert question.answer == ("C",)


def test_a_statement_named_by_its_letter_in_parentheses_names_no_option_statement(tmp_path):
    stem = "Five statements about proofing were put to the panel. Which one is NOT correct?"
    full = ("Yeast works faster in warmth.\n\n"
            "Answer: D. The remaining statements are each correct.\n"
            "(A) \"Warm dough proofs faster\" — correct.\n"
            "(B) \"Salt slows the yeast\" — correct.\n"
            "(C) \"A cold proof deepens the taste\" — correct.\n"
            "(E) \"A slow spring back shows the dough is ready\" — correct.\n"
            "Statement (D), that light \"kills the yeast\", is dismissed: light does nothing to yeast.")
    question = parsed(tmp_path, stem, [], "Light does nothing to yeast.", full)
    assert question.answer == ("D",)
    assert question.options.get("D", "") != "Statement"


@pytest.mark.parametrize("line, why", [
    ("Starter fed twice a day before the bake No Yes", "a table's row"),  # (a space-aligned table's last two cells)
    ("Proofing basket lined with rice flour ✓ ✗", "a table's row"),
    ("Jæja, the cause is C.", "the answer's letter alone"),
    ("So the answer is C.", "the answer's letter alone"),
    ("OVEN AT 250 °C STOP CRUST BURNS STOP NOT IT STOP", "a verdict on an option"),
    ("A hotter oven burns the crust, not it.", "a verdict on an option"),
])
def test_a_tables_row_the_answers_letter_alone_or_an_options_verdict_is_never_a_line(line, why):
    assert why in answer_reads_alone(line)
    assert fault(line, "box")  # (the box's own checks may say why first: "So the answer is C." talks of the options)


@pytest.mark.parametrize("line", [
    "Salt slows the yeast, so add it after the autolyse",
    "The answer is to feed the starter twice a day",
    "Whether or not it rises depends on the warmth of the kitchen",
    "Bakers say yes to a long cold proof, and no to a short warm one",
])
def test_lines_that_only_look_like_a_row_a_letter_or_a_verdict_are_lines(line):
    assert not_a_line(line) == ""


@pytest.mark.parametrize("line", [
    # (", …, could never reach": the relative clause's verb cut off, after a figure in parentheses or a name with a digit)
    "The crust is now set by the heat of the stone, giving a colour (deep brown) that a Gen2 home oven",
    "The loaf rises by 40 % in the first hour, giving a volume (1.4 L) that the 1 L tin",
])
def test_a_relative_clause_cut_before_its_verb_is_cut_off(line):
    assert fault(line) == "cut off"


@pytest.mark.parametrize("line", [
    "The loaves are divided into batches that each share one proofing basket",  # ("each" is the clause's subject)
    "A bakery is a place where it is not acceptable that a new baker become the head baker overnight",
    "The crumb shows the gas that the yeast makes",
    "Bakers keep the starter that the bakery has fed for years",
])
def test_a_relative_clause_with_its_verb_is_no_cut(line):
    assert not_a_line(line) == ""


def test_a_thats_in_the_reply_to_a_question_about_that_letter_points_at_it_and_states_no_answer(tmp_path):
    # ('Player: "… like option B says?"' / 'Coach: "Because … That's B, and it's a turnover."': the option asked of)
    full = ("A starter that stops doubling has gone cold.\n\n"
            "Kitchen Q&A (the analysis):\n"
            "Apprentice: \"Chef, why not just add more flour, like option B says?\"\n"
            "Chef: \"Because more flour feeds nothing if the culture is cold. You would be feeding a sleeping starter. "
            "That's B, and it's a wasted bag.\"\n"
            "Apprentice: \"What about D, a hotter oven?\"\n"
            "Chef: \"A hotter oven burns the crust and leaves the crumb sour. D is out.\"")
    question = parsed(tmp_path, STEM, [], "Play call: warm the starter and feed it twice a day.", full)
    assert "B" not in question.answer


def test_a_that_is_option_in_the_reply_to_a_question_describing_an_option_is_no_clue_to_the_answer(tmp_path):
    # ("the option that says …, doesn't it?" / "… That is option B and it has the two swapped.": the option described)
    full = ("A starter that stops doubling has gone cold.\n\n"
            "RECRUIT: The option that says the oven is too cold and the starter too hot, that one has the right words, "
            "doesn't it?\n"
            "OFFICER: Right words, wrong places. That is option B and it has the two swapped.\n\n"
            "RECRUIT: What about C? It says salt speeds the yeast.\n"
            "OFFICER: Salt slows the yeast. C is wrong.\n\n"
            "RECRUIT: And D, the shaping?\n"
            "OFFICER: Shaping changes the height, not the taste. D is wrong.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert "B" not in question.answer


def test_a_thats_in_the_reply_to_a_question_that_asks_which_is_right_states_the_answer(tmp_path):
    full = ("A starter that stops doubling has gone cold.\n\n"
            "Apprentice: A hotter oven would not help, and nor would more salt. Which one is right, then?\n"
            "Chef: Think about where the culture lives. That's C. Warm the starter and feed it.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("C",)


BODY = ("A starter kept cold grows slowly; a slow starter gives a dense, sour loaf. Warm it to 24 °C and feed it twice a "
        "day before baking again.")


@pytest.mark.parametrize("short, closing, answer", [
    ("Baker's call: C. " + SHORT, "", ("C",)),  # (a voice's label before the letter, leading the short explanation)
    ("Answer first, before the bread cools: C. " + SHORT, "", ("C",)),  # (an ordinal inside the label names no step)
    (SHORT, "Final score: C.", ("C",)),  # (on a short line of its own)
    (SHORT, "CLOSING BELL: C.", ("C",)),
    (SHORT, "Game, set and match: C, the cold starter.", ("C",)),
    (SHORT, "Passenger in 14C: So it is C: the starter was kept too cold.", ("C",)),
])
def test_an_answer_stated_after_a_voices_label_is_read(tmp_path, short, closing, answer):
    question = parsed(tmp_path, STEM, [], short, f"{BODY}\n\n{closing}" if closing else BODY)
    assert question.answer == answer


@pytest.mark.parametrize("closing", [
    "Your answer: B\nCorrect answer: C",  # (the reader's pick is no answer)
    "Your answer: B   |   Time: 01:12\nCorrect answer: C",
    "Close second: B.\nCorrect answer: C",
    "Why the other options are wrong: B.\nCorrect answer: C",
    "First: B, then the rest.\nSo the answer is C.",  # (a step's label, not the answer's)
])
def test_a_label_of_the_readers_pick_a_runner_up_or_the_wrong_ones_states_no_answer(tmp_path, closing):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}\n\n{closing}")
    assert question.answer == ("C",)


def test_a_chats_guesses_each_after_a_name_state_no_answer(tmp_path):
    full = (f"{BODY}\n\nChat while we wait:\n"
            "flour_fiend: A! the oven is way too hot\n"
            "Martha: B, the flour is too strong\n"
            "Keith: C, the starter was kept cold\n")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ()


def test_an_answer_stated_with_its_letter_and_a_comma_shows_no_letter(tmp_path):
    # ("Answer: D, nvidia-bug-report.sh. …": on a recall card the letter is no word of the line)
    stem = "The bakery's inspector wants one file that holds the whole oven log. Which tool writes it?"
    short = ("Answer: C, oven-report.sh. This is the tool that comes with the oven itself and writes one oven-report.log.gz "
             "with every log of the day.")
    question = parsed(tmp_path, stem, [], short, "A. dmesg reads the kernel only. B. journalctl reads one unit. "
                                                 "D. top shows the load now.")
    assert question.answer_text.startswith("oven-report.sh"), question.answer_text


@pytest.mark.parametrize("line", ["How the oven decides the bake time.", "Why the crumb turns sour."])
def test_a_sections_heading_is_no_answer_line(line):
    assert "a heading, not a statement" in answer_reads_alone(line)


def test_a_dialogues_turn_is_never_a_point(tmp_path):
    # ("Aigerim: Ermek, look, port 9 on leaf05 has …": what a speaker says leans on the turns around it)
    full = ("A cold starter rises slowly, and a slow starter gives a dense, sour loaf. Warming the starter to 24 °C "
            "doubles it again within eight hours. Feeding it twice a day keeps the culture strong.\n\n"
            "Mirja: Pekka, look, the starter in jar 3 has not risen in 12 hours at 14 °C in the cellar\n"
            "Pekka: Yes, the cellar is too cold for the culture, it sleeps down there\n"
            "Mirja: So we move jar 3 next to the oven where it stays at 24 °C all day\n"
            "Pekka: And we feed it twice a day with equal weights of flour and water\n\n"
            f"{OTHERS_WRONG}")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("C",)
    points = question.infographic.points if question.infographic else ()
    assert points and not any(point.startswith(("Mirja:", "Pekka:")) for point in points), points


@pytest.mark.parametrize("text, names", [
    ("Tumpa: Dada, the first one?\nDada: No, baba.\nTumpa: Accha, then?\nDada: Shotti, the classic trap.", {"Tumpa", "Dada"}),
    ("Note: one.\nNote: two.\nStep 1: mix.\nStep 2: rest.", set()),  # (a section's labels, never speakers)
    ("Q: why?\nA: because.\nQ: how?\nA: so.", set()),  # (a Q&A's one letter)
])
def test_a_dialogues_speakers_are_the_names_that_head_two_lines_each(text, names):
    assert speakers(text) == names


def test_out_after_an_items_letter_calls_it_wrong_and_the_item_with_no_verdict_is_the_answer(tmp_path):
    # ("A — Out. The driver container …" four times and "D — In. … Correct call.": a line judge's calls)
    full = ("A cold starter rises slowly.\n\nThe rulings:\n\n"
            "A — Out. A hot oven burns the crust, it does not sour the crumb.\n\n"
            "B — Out. Strong flour gives more rise, not less.\n\n"
            "C — In. The starter was kept cold, and a cold culture is slow. Good call.\n\n"
            "D — Out. Tight shaping makes a tall loaf.\n\n"
            "E — Out! Without salt the dough rises faster.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("C",)
    assert question.rationales["A"].startswith("A hot oven")


def test_out_of_after_an_items_letter_is_its_note_no_verdict(tmp_path):
    full = ("A cold starter rises slowly.\n\nWhy the others are wrong:\n"
            "A - out of the oven too early, the crumb is gummy, not sour.\n"
            "B - strong flour gives more rise, not less.\n"
            "D - tight shaping makes a tall loaf.\n"
            "E - without salt the dough rises faster.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, full)
    assert question.answer == ("C",)
    assert "out of the oven" in question.rationales["A"].lower()


def test_a_rating_column_in_the_voices_words_gives_the_odd_one_out_as_the_answer(tmp_path):
    full = ("A cold starter rises slowly.\n\n"
            "OPTION | CLAIM                      | TAPE SAYS                                  | RATING\n"
            "A)     | OVEN TOO HOT               | A HOT OVEN BURNS THE CRUST, NOT THE CRUMB    | SELL ▼\n"
            "B)     | FLOUR TOO STRONG           | STRONG FLOUR GIVES MORE RISE                 | SELL ▼\n"
            "C)     | STARTER KEPT COLD          | A COLD CULTURE IS SLOW AND SOUR              | BUY ▲\n"
            "D)     | DOUGH SHAPED TOO TIGHTLY   | TIGHT SHAPING MAKES A TALL LOAF              | SELL ▼")
    question = parsed(tmp_path, STEM, OPTIONS[:4], SHORT, full)
    assert question.answer == ("C",)


def test_numbered_items_each_led_by_a_letter_in_brackets_are_read(tmp_path):
    # ("1. [A] puts bfb-install in the oven before the oven exists. …")
    full = ("A cold starter rises slowly.\n\nWhy the other answers fall flat\n"
            "1. [A] blames the oven, but a hot oven burns the crust, it does not sour the crumb.\n"
            "2. [B] blames the flour, but strong flour gives more rise, not less.\n"
            "3. [D] blames the shaping, but tight shaping makes a tall loaf.\n"
            "The only one that explains the loaf is [C].")
    question = parsed(tmp_path, STEM, OPTIONS[:4], SHORT, full)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    assert question.rationales["A"].startswith("Blames the oven")
