"""Cards of the fifty-first and fifty-second held-out sets' kinds (AX, AY), and of the forms the readers of the two
sets before them (AV, AW) still failed, read by `parse`. Written for these tests, on a topic of their own (a
sourdough bakery), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from deckgen.errors import ParseError
from deckgen.parse.drawing_form import fault
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_reads import leads_back
from helpers import parse_raw, raw_text

FACTS = "A starter is flour and water fermented by wild yeast and lactic bacteria. It is fed twice a day."


def test_the_other_side_of_a_comparison_needs_the_sentence_before_it():
    # ("For comparison, a traditional enterprise rack is typically 5–15 kW": than the NVL72's 120 kW, said before)
    assert leads_back("For comparison, a home oven reaches about 250 °C")
    assert leads_back("By comparison, rye dough ferments in half the time")
    assert not leads_back("A deck oven reaches 300 °C, far more than a home oven's 250 °C")


def test_a_head_of_possible_causes_cut_before_its_list_is_no_point():
    # ("Typical reasons IB isn't seen in a container" of "…: /dev/infiniband not passed through, …")
    assert no_fact("Typical reasons a loaf comes out flat")
    assert no_fact("Common causes: a weak starter")
    assert not no_fact("Common causes of a flat loaf are a weak starter and over-proofing")


def test_a_title_that_is_a_question_with_no_subject_is_a_stem_cut_off():
    assert fault("How much should be proofed", "title") == "a stem cut off"
    assert fault("How long should the dough rest", "title") == ""


def test_a_run_of_nos_says_nothing_of_what_it_is_said():
    assert no_fact("No kneading, no yeast, no sugar")
    assert not no_fact("No-knead bread needs a long, cool fermentation")


def test_a_block_a_scraper_took_twice_is_read_once(tmp_path):
    block = ["Question 3 / 40", "Which flour ferments fastest in a starter?", "Select an answer to reveal the explanation.",
             "Short Explanation and Infographic", "Whole rye: its bran carries the most wild yeast and sugars.",
             "Full explanation below image", ""]
    text = "\n".join([*block[:1], *block[1:], *block[1:], "Full Explanation", FACTS,
                      "A is wrong because white flour has less bran.", "C is wrong because spelt ferments slower.",
                      "D is wrong because semolina holds little yeast."]) + "\n"
    question = parse_raw(tmp_path, text).question
    assert question.question == "Which flour ferments fastest in a starter?"
    assert question.answer == ("B",)
    assert question.short_explanation == "Whole rye: its bran carries the most wild yeast and sugars."


def test_a_heading_repeated_with_other_words_is_still_two_questions(tmp_path):
    text = raw_text("Which flour ferments fastest?", None, "Whole rye.", FACTS) + raw_text("Which salt?", None, "Sea salt.")
    with pytest.raises(ParseError, match="appears twice"):
        parse_raw(tmp_path, text)


def test_the_correct_choice_named_in_parentheses_is_the_answer(tmp_path):
    full = (f"{FACTS}\nThe correct choice (C) is therefore: feed, wait, bake. Why the other actions are wrong:\n"
            "Throwing the starter away is too early: a sluggish starter recovers in two feeds.")
    question = parse_raw(tmp_path, raw_text("The starter rises slowly after a cold week. What should the baker do?",
                                            None, "Feed it twice a day in a warm place before baking.", full)).question
    assert question.answer == ("C",)


def test_items_run_into_one_paragraph_with_semicolons_are_each_read(tmp_path):
    full = (f"{FACTS}\nB is wrong because a cold oven sets no crust; A is wrong because steam only helps in the first "
            "minutes; D is wrong because a lid on a loaf tin traps the steam too long.")
    question = parse_raw(tmp_path, raw_text("What gives a sourdough loaf its crust?", None,
                                            "A hot oven with steam early on.", full)).question
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    assert question.rationales["A"].startswith("Steam only helps")


def test_a_command_that_opens_a_note_keeps_its_case():
    from deckgen.parse.phrases import capitalise

    # ("lsmod | grep nvidia_fs only says …", "dcgmi diag performs …", "systemctl status …": "Lsmod" is no command)
    assert capitalise("proofctl status starter") == "proofctl status starter"
    assert capitalise("lsbake | grep rye only says the oven is on") == "lsbake | grep rye only says the oven is on"
    assert capitalise("dcbake reports the crust colour") == "dcbake reports the crust colour"
    assert capitalise("sinfo shows the ovens") == "sinfo shows the ovens"
    for word in ("more", "slow", "strong", "the", "no", "psychology", "xid", "rhythm", "splice", "schedule", "phrase"):
        assert capitalise(f"{word} dough rises") == f"{word.capitalize()} dough rises"


def test_a_comparison_answer_is_not_cut_before_its_other_side(tmp_path):
    options = ["A. A levain is a portion of starter fed for one bake and used at its peak, while the mother starter lives "
               "on in the fridge for years and never goes into a loaf whole.",
               "B. A levain and a starter are two names for the same jar.", "C. A levain contains commercial yeast.",
               "D. A starter is only used for rye."]
    full = (f"{FACTS}\nB is wrong because the levain is built from the starter.\nC is wrong because a levain holds "
            "only wild yeast.\nD is wrong because starters raise any flour.")
    question = parse_raw(tmp_path, raw_text("Which statement describes the difference between a levain and a starter?",
                                            options, "A levain is built from the starter for one bake.", full)).question
    assert question.answer == ("A",)
    assert not question.answer_text.startswith("A levain is a portion of starter fed for one bake and used at its peak.")


def test_a_dotted_keys_colon_before_its_value_is_no_place_to_cut():
    from deckgen.parse.drawing_lines import key_value
    from deckgen.parse.drawing_notes import note
    from deckgen.parse.drawing_lines import after_intro as _after_intro

    text = 'A proofer with bakery.io/proof.target: "26" only warms the dough; it adds no yeast.'
    assert key_value(text, text.index(": "))
    assert not note(text).startswith('"26"')
    sentence = "The baker must set oven.io/steam-seconds: 20 (or bake with a lid, where the steam stays in the pot)."
    assert _after_intro(sentence) == sentence


def test_thats_and_the_letters_alone_state_the_answer(tmp_path):
    short = "Rye and a long cold proof give the sour. That's B and D! The rest change the crumb, not the taste."
    options = ["A) More yeast", "B) Rye flour in the levain", "C) A hotter oven", "D) A cold overnight proof",
               "E) Extra sugar", "F) A longer bake"]
    full = f"{FACTS}\nA, C and E only change the rise or the crust, not the sourness."
    question = parse_raw(tmp_path, raw_text("Which TWO make a loaf more sour? (Choose two.)", options, short, full)).question
    assert question.answer == ("B", "D")


def test_a_not_questions_only_false_one_is_what_follows_its_colon(tmp_path):
    full = (f"{FACTS}\nWhy the other statements are true:\n(A) is true. A starter holds wild yeast.\n(B) is true. It is "
            "fed with flour and water.\n(C) is true. It can live for years.\nSo only (D) is false: no commercial yeast "
            "is ever added to a starter.")
    question = parse_raw(tmp_path, raw_text("All of the following statements about a sourdough starter are true EXCEPT:",
                                            None, "A starter is wild: nothing from a packet goes in.", full)).question
    assert question.answer == ("D",)
    assert question.answer_text == "No commercial yeast is ever added to a starter."


def test_a_verdicts_count_of_reasons_is_no_part_of_the_note():
    from deckgen.parse.itemhead import head

    assert head("D (bake at 150 °C): wrong on two counts. The crust stays pale and the crumb gummy.")[2] == \
        "The crust stays pale and the crumb gummy."
    assert head("(A) and (D) are both wrong, for opposite reasons.")[2] == ""  # (each item after it says its own)
    assert head("C: wrong on different grounds. The oven is cold.")[2] == "The oven is cold."


def test_the_texts_own_second_question_and_what_the_question_is_saying_are_no_points():
    from deckgen.parse.drawing_reads import reads_alone

    assert reads_alone("For the second question, look at the oven itself") == "talks of the question"
    assert reads_alone("The question is saying the dough should not be kneaded") == "talks of the question"
    assert reads_alone("Good to check afterwards, but it does not raise the dough") == "a verb without its subject"
    assert reads_alone("A second rise gives the loaf a finer crumb") == ""


def test_who_runs_the_command_is_no_part_of_it(tmp_path):
    short = "He should run ovenctl -z 2 -t 250. The -t option sets the top heat in degrees, and the oven holds it."
    full = (f"{FACTS}\nWhy not ovenctl -z 2 -f 250 (A)? -f sets the fan, not the heat.\nWhy not ovenctl -z 2 -l 250 "
            "(B)? -l sets the light.\nWhy not ovenctl -z 2 -s 250 (C)? -s sets the steam.")
    question = parse_raw(tmp_path, raw_text("Which ovenctl command sets the top heat of zone 2 to 250 degrees?", None,
                                            short, full)).question
    assert question.answer == ("D",)
    assert question.answer_text == "ovenctl -z 2 -t 250"
    assert question.infographic.title != "ovenctl -z 2 -t 250"  # (the scenario's values name no concept)


def test_a_cut_before_that_after_a_bare_noun_is_no_cut():
    from deckgen.parse.drawing_notes import note

    # ("… is commonly used precisely on GPUs | that lack MIG support": on every GPU, it would say)
    assert note("A banneton does not need a cloth liner and is commonly used precisely on doughs that lack the strength "
                "to hold their shape, such as rye.") != "A banneton does not need a cloth liner and is commonly used " \
        "precisely on doughs"


def test_a_title_that_asks_what_can_be_drawn_is_a_stem_cut_off():
    assert fault("What conclusions can be drawn", "title") == "a stem cut off"


def test_an_options_first_words_quoted_with_dots_name_it(tmp_path):
    options = ["A. A cold proof slows the yeast so the bacteria make more acid, giving a sourer loaf.",
               "B. Cold proofing kills the wild yeast, so the loaf must be baked straight from the fridge.",
               "C. Both cold and warm proofs give the same sourness; only the crust changes.",
               "D. A cold proof is only possible with commercial yeast."]
    full = (f"{FACTS}\nWhy other answers are wrong:\n- \"Cold proofing kills the wild yeast...\" – it only slows it; "
            "the dough rises again when warm.\n- \"Both cold and warm proofs give the same sourness...\" – the cold one "
            "is sourer.\n- \"A cold proof is only possible with...\" – wild yeast works in the cold too.\nAnswer: A")
    question = parse_raw(tmp_path, raw_text("What does a cold overnight proof change?", options,
                                            "It slows the yeast more than the bacteria.", full)).question
    assert question.answer == ("A",)
    assert set(question.rationales) == {"B", "C", "D"}


def test_lines_that_need_what_came_before_or_lost_their_subject_are_no_points():
    from deckgen.parse.drawing_reads import reads_alone

    assert reads_alone("The first is the heat of the deck oven") == "needs the sentence before it"
    assert reads_alone("The second place is the proofing cabinet") == "needs the sentence before it"
    assert reads_alone("The first loaf of the day is baked at 250 °C") == ""
    assert reads_alone("Not only fixed oven times") == "a verb without its subject"
    assert reads_alone("Not only does steam set the crust, it also makes it shine") == ""
    assert no_fact("B. Rye levain = more acid + denser crumb")
    assert fault("How a rye loaf compares", "title") != ""


def test_a_name_with_a_colon_in_it_is_named_whole():
    from deckgen.parse.drawing_scene import STEM_NAME

    assert STEM_NAME.search("In NVIDIA Run:ai, project team-a has a quota of 8.")[0] == "NVIDIA Run:ai"


def test_an_answer_box_is_not_the_half_a_sentence_turns_from():
    from deckgen.parse.drawing_cut import clause_head

    # ("The switches have PFC only on priority 3 | , but the RDMA packets are arriving untagged …": the cause is after it)
    assert clause_head("The oven holds 250 °C on the top deck only, but the loaves are loaded on the bottom deck where "
                       "the stone is still cold from the night before.", 12, "box") != \
        "The oven holds 250 °C on the top deck only"
    from deckgen.parse.answerphrase import answer_phrase

    line = "The oven holds 250 °C on the top deck only, but the loaves are loaded on the bottom deck with a cold stone."
    assert answer_phrase(line, "The top deck is set to 250 °C. What is the most likely cause of the pale crust?", "",
                         [], 14) != "The oven holds 250 °C on the top deck only"


def test_a_commands_scenario_values_are_no_title_and_its_level_is_one():
    from deckgen.parse.drawing_title_answer import values_only

    assert values_only("ovenctl -z 2 -t 250") and values_only("batchctl -j 48213") and values_only("#PROOF --trays=tray:4")
    assert not values_only("ovenctl diag -r 3") and not values_only("ovenctl topo -m")


def test_a_comparisons_lead_goes_and_its_claim_stays():
    from deckgen.parse.drawing_cut import clause_head

    assert clause_head("For comparison, a home oven reaches about 250 °C on its top shelf.", 22, "point") == \
        "A home oven reaches about 250 °C on its top shelf"


def test_a_comparisons_answer_option_a_little_long_is_given_whole(tmp_path):
    options = ["a. A levain gets more sour than the starter because it is older.",
               "b. A levain is used up in one bake after a single feed, while the mother starter is kept going in the "
               "fridge and is fed again every week for years.", "c. Both are the same jar under two names.", "d. A starter needs commercial yeast."]
    full = (f"{FACTS}\nA is wrong because a levain is younger.\nC is wrong because they are two jars.\nD is wrong "
            "because a starter is wild.")
    question = parse_raw(tmp_path, raw_text("How does a levain compare with the mother starter it is built from?",
                                            options, "The levain is used up; the starter lives on.", full)).question
    assert question.answer == ("B",)
    assert question.answer_text == ("A levain is used up in one bake after a single feed, while the mother starter is "
                                    "kept going in the fridge and is fed again every week for years.")


def test_full_explanation_below_alone_is_the_pages_heading(tmp_path):
    text = raw_text("Which flour ferments fastest in a starter?", None, "Whole rye ferments fastest.", None) \
        + "Full explanation below\nFull Explanation\n" + FACTS + "\nA is wrong because white flour has less bran.\n"
    question = parse_raw(tmp_path, text).question
    assert "Full explanation below" not in question.short_explanation


def test_a_note_that_only_judges_the_option_or_speaks_for_the_scene_is_no_note():
    from deckgen.parse.drawing_notes import note
    from deckgen.parse.drawing_reads import reads_alone

    assert note("Replace the oven stone is waste time and money. The stone is fine: it heats evenly, as the probe "
                "shows.") != "Replace the oven stone is waste time and money"
    assert reads_alone("Our ovens don't have steam injection") == "leading pronoun"


def test_a_short_order_opening_the_short_explanation_is_the_next_step(tmp_path):
    short = ("Give Proofbox credentials for bakehub.io. Generate a key on the account page and write it to the "
             "credentials file with $token as the login, then pull the recipe again.")
    full = (f"{FACTS}\nA is wrong because running as root changes nothing about the hub's view of you.\nC is wrong "
            "because the 401 is about who you are, not about the tag.\nD is wrong because a browser login only sets a "
            "cookie.")
    question = parse_raw(tmp_path, raw_text("Pulling a private recipe from bakehub.io fails with 401. What should the "
                                            "baker do NEXT?", None, short, full)).question
    assert question.answer == ("B",)
    assert question.answer_text == "Give Proofbox credentials for bakehub.io."


def test_a_statement_called_not_correct_so_it_is_the_answer_is_the_answer(tmp_path):
    full = (f"{FACTS}\nOther statements are all correct, let me explain one by one.\n(A) – Correct. A starter is fed "
            "twice a day.\n(B) – Correct. Rye ferments fastest.\n(C) – Correct. A cold proof makes it sourer.\n"
            "(E) – Correct. A levain is built from the starter.\n(D) – This one is NOT correct, so it is the answer. "
            "A starter needs no commercial yeast.")
    question = parse_raw(tmp_path, raw_text("All of the following statements about sourdough are correct EXCEPT:", None,
                                            "Sourdough is leavened by wild yeast alone.", full)).question
    assert question.answer == ("D",)
    assert set(question.rationales) == {"A", "B", "C", "E"}


def test_option_c_named_in_parentheses_and_called_correct_names_the_answer(tmp_path):
    full = (f"{FACTS}\nWhy not A (10%)? That divides by every tray.\nWhy not B (15.6%)? That is the ratio of the two "
            "times.\nWhy not D (125%)? That is the formula upside down.\nHence, option C (80%) is the correct answer.")
    question = parse_raw(tmp_path, raw_text("Eight ovens bake 6.4 times as many loaves as one tray of eight did. What is "
                                            "the scaling efficiency?", None, "Efficiency is 80%.", full)).question
    assert question.answer == ("C",)
    assert question.options == {"A": "10%", "B": "15.6%", "C": "80%", "D": "125%"}


def test_a_count_with_fewer_items_than_it_announces_is_no_point():
    assert no_fact('There are three kinds: "cold" proofs take the fridge and slow the yeast')
    assert not no_fact("There are two kinds: cold and warm")
    assert no_fact("In a bakery there are two oven")
    assert no_fact("In the modern bakery, the guild describes three kinds of oven")


def test_more_of_what_readers_failed_is_no_line():
    from deckgen.parse.drawing_reads import reads_alone

    assert fault("What flour should that baker use", "title") == "refers back"
    assert fault("What temperature must be shown in the same line", "title") == "refers back"
    assert fault("Crust of the rye loaf compared", "title") != ""
    assert fault("What correctly describes one proof", "title") != ""
    assert no_fact("The correct one is 250 °C")
    assert reads_alone("Other useful flours are rye and spelt") == "leading pronoun"
    assert reads_alone("If question is about who bakes, answer is the oven") == "talks of the question"


def test_options_named_by_their_text_and_a_verdict_are_read_where_not_all_are(tmp_path):
    options = ["A. Stone oven", "B. Proofing box", "C. Dough sheeter", "D. Bread slicer", "E. Flour silo"]
    full = (f"{FACTS}\nThe correct answer is B.\nStone oven is wrong because it bakes the loaf; it does not proof it.\n"
            "Dough sheeter is wrong because it rolls laminated dough flat.\nBread slicer doesn't fit either: it cuts the "
            "baked loaf.\nFlour silo stores flour, long before any dough exists.")
    question = parse_raw(tmp_path, raw_text("Which equipment holds dough at a steady warm temperature to rise?", options,
                                            "A proofing box keeps the dough warm and humid.", full)).question
    assert question.answer == ("B",)
    assert {"A", "C", "D"} <= set(question.rationales)


def test_a_groups_they_is_said_as_its_letters():
    from deckgen.parse.groupnotes import with_group

    assert with_group("They only proof the dough.", ["B", "E"], "B and E are both wrong. They only proof the dough.") == \
        "B and E only proof the dough."


def test_a_pages_label_and_a_ticket_are_no_title_and_the_heading_after_the_label_is():
    from deckgen.parse.drawing_title import title

    stem = ("Knowledge Check 5.2: Sourdough starter chemistry\n\nA bakery is moving its starters to rye. The "
            "head baker reviews some statements about starters. Which of the following statements is NOT true?")
    assert title(stem) == "Sourdough starter chemistry"
    ticket = ("BAKERY DRILL – OVEN WINDOW OW-0419\nOven 7 is due for a burner service. The shift must end cleanly. What "
              "should the baker do first?")
    assert "OW-0419" not in title(ticket)


def test_a_point_that_opens_with_its_verb_has_no_subject():
    from deckgen.parse.drawing_reads import reads_alone

    assert reads_alone("Adds a second rise, normally about an hour") == "a verb without its subject"
    assert reads_alone("Solves slack doughs by folding them every half hour") == "a verb without its subject"
    assert reads_alone("Bakers fold slack doughs every half hour") == ""
