"""Cards of the forms the readers of the held-out set BH failed in its first reading (twenty-sixth session), read by
`parse`. Written for these tests, on a topic of their own (a greenhouse), in other words than the held-out texts that
showed the forms.
"""
from __future__ import annotations

import pytest

from helpers import parsed_question as parsed

from deckgen.parse import described

HEATERS = ["A. A gas heater", "B. A heat pump", "C. A thermal curtain", "D. An open door", "E. A compost heap"]
LOWER_WAYS = ["a. Watering at noon lets the leaves scorch under the drops in full sun.",
              "b. Drip lines put the water at the roots and keep the leaves dry.",
              "c. A misting system wets the foliage every hour through the night.",
              "d. Watering in the early morning lets the leaves dry before the sun is high.",
              "e. Flooding the beds once a week replaces daily watering for every crop."]


def test_letters_in_parentheses_after_the_sentence_that_states_them_are_the_key(tmp_path):
    # ("The two correct statements are the one about … and the one about … (a and c).", options lettered "a.")
    question = parsed(tmp_path, "Which TWO watering habits keep tomato leaves healthy? (Choose two.)", LOWER_WAYS,
                      "The two correct habits are the one about drip lines and the one about the early morning (b and d). "
                      "Dry leaves give blight no film of water to grow in.",
                      "Blight spores need a film of water on a leaf for a few hours to germinate.")
    assert question.answer == ("B", "D")


def test_letters_in_parentheses_in_a_sentence_of_wrong_options_state_no_key(tmp_path):
    question = parsed(tmp_path, "Which TWO watering habits keep tomato leaves healthy? (Choose two.)", LOWER_WAYS,
                      "Dry leaves give blight no film of water to grow in.",
                      "The wrong habits are the ones that wet the leaves (a, c and e).")
    assert question.answer == ()


def test_a_question_that_asks_for_the_exception_after_its_except_is_negated(tmp_path):
    # ("All of the following statements … are true EXCEPT one. Which one is the exception?", then "A is true: …")
    question = parsed(tmp_path, "All of the following statements about a thermal curtain are true EXCEPT one. "
                                "Which one is the exception?", None,
                      "The odd claim is that a curtain heats the house. It only keeps the heat in.",
                      "A curtain drawn at dusk holds the day's heat under the roof.\n"
                      "Why the rest hold: A is true: it cuts the heat lost through the roof glass at night. B is true: it "
                      "shades the plants at noon in summer. D is true: it must be opened in the morning for light.")
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}


def test_the_false_statement_named_with_its_quoted_words_between_commas_is_the_key(tmp_path):
    # ('which is why statement C, "the operator creates all pods …", is the false one.')
    question = parsed(tmp_path, "Which statement about a thermal curtain is NOT true?", None,
                      "A curtain keeps heat in; it makes none.",
                      'A curtain drawn at dusk holds the day\'s heat, which is why statement B, "the curtain warms the '
                      'house by itself, so no heater is needed", is the false one.')
    assert question.answer == ("B",)


def test_a_group_that_names_each_letter_as_an_option_is_one_item(tmp_path):
    # ("Option A and option E are both wrong, because …")
    question = parsed(tmp_path, "What keeps a greenhouse above freezing on a still winter night at the least cost?",
                      HEATERS, "A thermal curtain keeps the day's heat under the roof at no running cost.",
                      "Glass loses most of its heat by radiation to a clear sky.\n"
                      "Option A and option B are both wrong, because they burn fuel or power all night. Option D is wrong, "
                      "because an open door lets the warm air out. Option E is wrong, because a compost heap warms far "
                      "too little air.")
    assert question.answer == ("C",)
    assert question.rationales["A"].startswith("A and B")
    assert set(question.rationales) == {"A", "B", "D", "E"}


def test_letters_called_the_distractors_are_wrong(tmp_path):
    # ("B and C are the classic distractors because they are also GPU Operator components, but …")
    question = parsed(tmp_path, "What keeps a greenhouse above freezing on a still winter night at the least cost?",
                      HEATERS, "A thermal curtain keeps the day's heat under the roof at no running cost.",
                      "Answer: C. A and B are the classic distractors because they do heat the house, but at a price. "
                      "D is wrong because an open door lets the warm air out. E is wrong because a compost heap warms "
                      "far too little air.")
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D", "E"}
    assert question.rationales["A"].startswith("A and B")


WAYS = ["A. It waters the beds at noon so that the soil stays warm through the afternoon.",
        "B. It waters the roots through drip lines and keeps the leaves dry all day.",
        "C. It floods the beds once a week instead of watering every day.",
        "D. It sprays the leaves every hour from dusk to dawn with a misting system."]


def test_wrong_options_named_by_what_they_say_in_a_paragraph_are_lettered(tmp_path):
    # ("Why the other choices fail: The statement that in-flight batching waits … is describing static batching. The
    # claim that the paged cache lives in host memory … is also wrong. … Finally, the idea that paging reduces …")
    question = parsed(tmp_path, "How does the gardener keep blight off the tomatoes?", WAYS,
                      "Drip lines keep the leaves dry, and blight needs wet leaves.",
                      "Blight spores need a film of water on a leaf for a few hours.\n"
                      "Why the other choices fail: The statement that the beds are watered at noon to keep the soil warm "
                      "mixes up warmth with dryness. The claim that the beds are flooded once a week is also wrong, as "
                      "seedlings dry out between floods. Finally, the idea that the leaves are misted every hour at night "
                      "is the surest way to invite blight.")
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("The statement that the beds are watered at noon")
    assert question.rationales["C"].startswith("The claim that the beds are flooded")
    assert question.rationales["D"].startswith("The idea that the leaves are misted")


def test_two_options_named_by_what_they_say_in_one_sentence_are_one_group():
    # ("the option which says that activations stay in FP16 …, and the option with 4-bit weights …, both describe …")
    full = ("Why the other answers are not good: the option which says the beds are watered at noon, and the option with "
            "hourly misting from dusk to dawn, both wet the leaves. The option about flooding is also wrong: seedlings dry "
            "out between floods.")
    options = {line[0]: line[3:] for line in WAYS}
    assert described.with_letters(full, options) == (
        "Why the other answers are not good: Options A and D are wrong: The option which says the beds are watered at noon, "
        "and the option with hourly misting from dusk to dawn, both wet the leaves. Option C is wrong: The option about "
        "flooding is also wrong: seedlings dry out between floods.")


@pytest.mark.parametrize("full", [
    # (no intro that announces the wrong options: the text's own claims)
    "The statement that the beds are watered at noon is a myth. The claim that the beds are flooded once a week is old. "
    "The idea that the leaves are misted every hour at night is worse.",
    # (two descriptions for three wrong options)
    "Why the others fail: The statement that the beds are watered at noon mixes up warmth with dryness. The claim that the "
    "beds are flooded once a week is also wrong.",
    # (two descriptions of one option)
    "Why the others fail: The statement that the beds are watered at noon mixes up warmth with dryness. The claim that "
    "watering at noon keeps the soil warm is also wrong. The idea that the leaves are misted every hour at night is worse.",
])
def test_descriptions_that_do_not_name_every_wrong_option_each_once_are_left(full):
    options = {line[0]: line[3:] for line in WAYS}
    assert described.with_letters(full, options) == full


def test_the_answer_stated_before_its_letter_in_parentheses_is_the_key_not_a_wrong_option(tmp_path):
    # (set BI, read at the twenty-seventh session's first commit: "So the answer is (B), the only statement which is not
    # correct." after "(A) – True." lines was read as B called wrong, and the key as a fifth option)
    question = parsed(tmp_path, "All of the following statements about a thermal curtain are correct EXCEPT:", None,
                      "The statement which is not correct is that a curtain heats the house.",
                      "A curtain only keeps the day's heat under the roof.\n"
                      "About the other statements, they are all correct:\n"
                      "(A) – True. It cuts the heat lost through the roof glass at night.\n"
                      "(C) – True. It shades the plants at noon in summer.\n"
                      "(D) – True. It must be opened in the morning for light.\n"
                      "So the answer is (B), the only statement which is not correct.")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_a_question_whose_every_option_is_an_answer_has_no_description_to_letter():
    # (found by the fuzz test: "Pick 3 of these." with three options and no full explanation)
    options = {"A": "A gas heater", "B": "A heat pump", "C": "A thermal curtain"}
    assert described.with_letters("", options, 3, "All three.") == ""
    assert described.with_letters("The heat pump and the others all work.", options, 3) == "The heat pump and the others all work."
