"""Cards of the forty-eighth held-out set's kinds (AU), read by `parse`. Written for these tests, on a topic of their own
(a bakery), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from helpers import parse_raw, raw_text

OPTIONS = ["A. Bake the loaves at a lower oven temperature for longer", "B. Proof the dough in a warm, humid cabinet",
           "C. Add twice the yeast to the same dough", "D. Knead the dough for one minute only"]
FACTS = "Dough rises when yeast has warmth and moisture. A proofing cabinet keeps both steady."


@pytest.mark.parametrize("analysis", [
    # the option restated in bold, its letter first, then a dash (the bold goes before the analysis is read)
    "**A. Bake at a lower oven temperature** — the oven only sets the crumb; the rise happens before it.\n"
    "**C. Add twice the yeast** — more yeast without warmth still rises slowly, and the bread tastes of it.\n"
    "**D. Knead the dough for one minute only** — short kneading leaves the gluten weak.\nThe correct answer is B.",
    # in quotes, as the options say it
    '"A. Bake the loaves at a lower oven temperature for longer" — the oven only sets the crumb.\n'
    '"C. Add twice the yeast to the same dough" — more yeast without warmth still rises slowly.\n'
    '"D. Knead the dough for one minute only" — short kneading leaves the gluten weak.\nRoot cause: B.',
])
def test_an_option_restated_in_bold_or_quotes_then_a_dash_is_its_item(tmp_path, analysis):
    question = parse_raw(tmp_path, raw_text("The bread does not rise. What is the BEST next action?", OPTIONS, FACTS,
                                            f"{FACTS}\n{analysis}")).question
    assert question.answer == ("B",)
    assert question.rationales["A"] == "The oven only sets the crumb; the rise happens before it." if "**" in analysis \
        else question.rationales["A"] == "The oven only sets the crumb."
    assert question.rationales["D"] == "Short kneading leaves the gluten weak."


def test_root_cause_states_the_answer(tmp_path):
    full = f"{FACTS}\nRoot cause: B.\nA is wrong: the oven only sets the crumb."
    question = parse_raw(tmp_path, raw_text("The bread does not rise. What is the most likely cause?", None, FACTS,
                                            full)).question
    assert question.answer == ("B",)


@pytest.mark.parametrize("said", ["NOT TRUE", "NOT ACCURATE"])
def test_not_true_so_this_is_the_answer_is_a_not_questions_answer(tmp_path, said):
    full = (f"{FACTS}\nA - TRUE. The oven sets the crumb.\nB - TRUE. The cabinet keeps the dough warm.\n"
            f"C - {said}, so this is the answer. Twice the yeast does not rise a cold dough.\nD - TRUE. Short kneading "
            "leaves the gluten weak.")
    question = parse_raw(tmp_path, raw_text("Which statement about the bakery's dough is NOT true?", OPTIONS, FACTS,
                                            full)).question
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}


def test_a_prompt_line_and_a_head_that_announces_a_table_are_no_points():
    from deckgen.parse.drawing_nofact import no_fact

    assert no_fact("[oven-ctl->zone]% preheat -z 2 220")
    assert no_fact("baker@oven01:~$ ovenctl status")
    assert no_fact("The programs available on the deck oven are as follows")
    assert not no_fact("The deck oven follows the program set for each zone")


def test_a_flag_after_the_words_that_name_it_is_not_a_chatty_lead():
    from deckgen.parse.phrases import without_lead

    text = "The key options are --zone (the deck to heat) and --temp (in degrees), and the oven keeps both."
    assert without_lead(text) == text  # (not "-zone (the deck to heat) …": the dash is the flag's)
    assert without_lead("The key point - proof the dough warm.") == "Proof the dough warm."


def test_a_line_about_what_the_question_sets_aside_is_not_the_answer():
    from deckgen.parse.answersure import set_aside

    asked = "Ignoring the flour, the sugar and any oven overhead, how much water does one batch of dough need?"
    assert set_aside("The flour of one batch already weighs 10 kg, so the mixer runs twice.", asked)
    assert not set_aside("One batch of dough needs 6.5 litres of water.", asked)
    assert not set_aside("The flour of one batch already weighs 10 kg.", "How much water does one batch of dough need?")


def test_a_point_led_by_with_that_whats_left_or_the_scenario_leans_on_what_came_before():
    from deckgen.parse.drawing_lean import leans

    assert leans("With that, the oven waits ten minutes before it bakes")
    assert leans("What's left is the proof: forty minutes in the cabinet")
    assert leans("In the scenario, the cabinet holds 30 °C")
    assert not leans("With steam, the crust stays thin")


def test_the_statement_that_x_is_the_false_one_names_an_except_cards_false_statement():
    from deckgen.parse.answerlead import stated

    short = ("A cabinet keeps the dough warm and humid. So the statement that the dough must proof in the oven is the false "
             "one.")
    assert stated(short, "All of the following are true EXCEPT:", "negative") == ("false", "The dough must proof in the oven")


def test_your_next_move_is_to_gives_the_action_wherever_the_short_explanation_says_it():
    from deckgen.parse.answerlead import stated

    short = ("Think of the alarm as the oven putting its hand up. It could only heat three decks. That is a heater fault, "
             "not a recipe problem. Your next move is to open the panel and find out which heater failed.")
    assert stated(short, "What is the BEST next action?", "action") == (
        "line", "Open the panel and find out which heater failed.")
    assert stated(short, "What is the most likely cause?", "cause") != (
        "line", "Open the panel and find out which heater failed.")


def test_a_wrong_options_note_is_not_cut_at_a_keys_colon():
    from deckgen.parse.drawing_notes import note

    reason = ("Without a proofer, the dough stays in State: Cold and the yeast could not rise at all. proofctl shows Warm, so "
              "the proofer ran.")
    assert not note(reason, "The proofer is not running").startswith("Cold and the yeast")


def test_a_numbered_heading_with_no_verb_is_no_point():
    from deckgen.parse.drawing_nofact import no_fact

    assert no_fact("Symptom 2: too few loaves in the cabinet")
    assert not no_fact("Symptom 1: the oven reports E4 every hour")
