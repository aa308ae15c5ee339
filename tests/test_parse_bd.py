"""Cards of the forms the readers of the held-out sets BD and BE failed in the twenty-sixth session's first reading,
read by `parse`. Written for these tests, on a topic of their own (a bakery), in other words than the held-out texts
that showed the forms.
"""
from __future__ import annotations

import pytest

from helpers import parse_raw, parsed_question as parsed, raw_text

OVENS = ["A. A deck oven", "B. A convection oven", "C. A rack oven", "D. A steam-injected deck oven"]
LOWER_OVENS = [line[0].lower() + line[1:] for line in OVENS]


def test_lower_case_letters_each_with_its_full_stop_are_one_group(tmp_path):
    # ("b. and c. are both wrong for same reason, they are still TCP." after options lettered "a.")
    question = parsed(tmp_path, "Which oven gives a baguette its crackling crust?", LOWER_OVENS,
                      "Correct is answer d. Steam keeps the crust soft long enough for the loaf to rise.",
                      "Steam gelatinises the starch on the surface, which sets into a thin glossy crust.\n"
                      "Why other answers are wrong:\n"
                      "b. and c. are both wrong for same reason, they move dry air. A fan dries the surface early.\n"
                      "Incorrect: a — a deck oven with no steam bakes a dull, thick crust.")
    assert question.answer == ("D",)
    assert set(question.rationales) == {"A", "B", "C"}


def test_answers_explained_with_no_verdict_before_the_analysis_are_the_bodys(tmp_path):
    # ("(B) sharded ckpt: …", "(D) async ckpt: …", "tl;dr they stack: …", then "A, C and E are all wrong. …")
    question = parsed(tmp_path, "Which TWO shorten a sourdough's proof? (Choose two.)",
                      ["A. A colder room", "B. A warmer room", "C. Less starter", "D. More starter", "E. More salt"],
                      "B + D. warmth and more starter both speed the yeast up.",
                      "yeast works faster as it warms, up to about 35 °C.\n"
                      "(B) warmer room: the dough at 27 °C proves in about half the time it takes at 20 °C.\n"
                      "(D) more starter: more yeast and bacteria from the start means the dough doubles sooner.\n"
                      "tl;dr they stack: warmth speeds each cell, more starter adds cells.\n"
                      "A, C and E are all wrong. A (colder room) slows the yeast down. C (less starter) gives it fewer "
                      "cells to start with. E (more salt) holds the yeast back.")
    assert question.answer == ("B", "D")
    assert set(question.rationales) == {"A", "C", "E"}
    assert "27 °C proves in about half the time" in question.full_explanation


@pytest.mark.parametrize("said", [
    "So yeah, the answer's C, the rack oven turns the whole trolley.",
    "ok so its C, the rack oven turns the whole trolley.",
    "The best is C. The rack oven turns the whole trolley.",
    "The appropriate oven is C, the rack oven, since it turns the whole trolley."])
def test_an_answer_stated_in_other_words_is_the_key(tmp_path, said):
    # ("So yeah, the answer's C, ECN/DCQCN isn't in effect …", "ok so its C, …", "The best is D.", "The appropriate setting
    # is D, device="mixed".")
    question = parsed(tmp_path, "Which oven bakes forty trays evenly at once?", None, said,
                      "A rack oven rolls a whole trolley in and turns it through the heat.")
    assert question.answer == ("C",)


def test_an_item_of_the_wrong_ones_may_give_its_value_between_commas(tmp_path):
    # ("The wrong ones, real quick. A and D, 9000 bytes and 9216 bytes, are both …. C, 1024 bytes, is what you'd get if …")
    question = parsed(tmp_path, "How long does a 1 kg loaf bake at 220 °C?", None,
                      "About 40 minutes, until the crust is deep brown and the base sounds hollow.",
                      "A 1 kg loaf needs about 40 minutes at 220 °C; a 500 g loaf about 30.\n"
                      "The wrong ones, real quick. A and D, 15 minutes and 20 minutes, are both times for rolls. "
                      "C, 90 minutes, is what a slow oven at 150 °C would take.")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_an_option_that_is_not_a_solution_is_wrong(tmp_path):
    # ("B is not a solution, since running "conda update --all" before every job makes …")
    question = parsed(tmp_path, "The crust burns before the crumb is baked. What should the baker do?", OVENS[:3] + [
                      "D. Lower the temperature and bake longer"], "Lower the heat and bake longer.",
                      "A crust browns fast above 230 °C while the crumb still needs time to reach 96 °C.\n"
                      "A is not a solution, since a deck oven burns the base as well.\n"
                      "B is not a solution, since the fan browns the crust even faster.\n"
                      "C is not the fix, because turning the trolley does not slow the browning.")
    assert question.answer == ("D",)
    assert set(question.rationales) == {"A", "B", "C"}


def test_an_answer_line_loses_the_letter_its_sentence_opens_with(tmp_path):
    # ("c. There is no subnet manager on an Ethernet fabric. …" of a "Which is NOT true" question)
    question = parsed(tmp_path, "All of the following are true of a baguette EXCEPT:",
                      ["a. It is baked with steam", "b. Its dough is lean", "c. It needs an egg wash", "d. It is scored"],
                      "c. A baguette gets no egg wash at all. Its crust shines from the steam alone.",
                      "A lean dough of flour, water, salt and yeast is scored and baked with steam.\n"
                      "a. is true: steam gives the crust its shine.\nb. is true: there is no fat nor sugar.\n"
                      "d. is true: the cuts let it open.")
    assert question.answer == ("C",)
    assert question.answer_text == "A baguette gets no egg wash at all."


def test_a_flattened_tables_row_is_no_answer_line(tmp_path):
    # ("Long-Term Support Branch (LTSB) | about every 30 months | 3 years | quarterly bug fixes …" as the line)
    question = parsed(tmp_path, "Your bakery wants to plan its week. For how long does a proofed croissant dough keep in the "
                      "fridge, chilled and covered, before it has to be baked?", None,
                      "Croissant dough keeps for 2 days! After that the butter layers weep, so there is always a day of "
                      "slack to plan the bake. It sits between bread dough and brioche dough.",
                      "Doughs keep differently: Dough | Kept in the fridge | Kept covered | Notes. Croissant dough | 2 days "
                      "| chilled | butter weeps after. Bread dough | kept in the fridge and covered for 3 days before it "
                      "has to be baked | chilled | sour after. Brioche dough | 2 days | chilled | eggs spoil.")
    assert question.answer_text == "Croissant dough keeps for 2 days."


def test_a_box_is_no_that_clause_cut_before_its_verb(tmp_path):
    # ("The most probable cause is that one of the switch ports" of "… is still configured with an MTU of 1500 bytes.")
    question = parsed(tmp_path, "A sourdough loaf came out flat and dense although the starter was active. What is the most "
                      "probable cause of this result?", None,
                      "The most probable cause is that one of the proofing baskets in the cold room (towards the door or "
                      "towards the wall) was left far too long. The dough overproved.",
                      "A dough that overproves loses its gas and collapses in the oven.")
    assert question.answer_text.startswith("The most probable cause is that one of the proofing baskets")
    assert question.infographic.answer == ""


@pytest.mark.parametrize("lead", ["for a common reason: they", "for same reason, they"])
def test_a_groups_reason_loses_its_lead_and_takes_the_letters_as_subject(tmp_path, lead):
    # ("Options c and d are both incorrect for a common reason: they start the workload before the GPU driver …")
    question = parsed(tmp_path, "Which oven gives a baguette its crackling crust?", OVENS, "A steam-injected deck oven.",
                      "Steam keeps the surface soft while the loaf rises, then sets into a thin crust.\n"
                      f"A is wrong because a deck oven with no steam bakes a dull crust.\nB and C are both wrong {lead} "
                      "blow dry air over the loaf, so the crust sets before the loaf has risen.")
    assert question.rationales["B"] == question.rationales["C"]
    assert question.rationales["B"].startswith("B and C blow dry air over the loaf")


def test_a_group_that_says_each_has_its_own_reason_gives_each_its_own_note(tmp_path):
    # ("Statements B, D and F are all wrong, although each of them for a different reason. B is wrong because …";
    # "B and D are both wrong about the ping command itself. For B, 8972 is not too big, … For D, -M do …")
    question = parsed(tmp_path, "Which oven gives a baguette its crackling crust?", OVENS, "A steam-injected deck oven.",
                      "Steam keeps the surface soft while the loaf rises, then sets into a thin crust.\n"
                      "A, B and C are all wrong, although each of them for a different reason. A is wrong because a dry "
                      "deck bakes a dull crust. B is wrong because the fan dries the surface. C is wrong because a rack "
                      "oven holds no steam.")
    assert question.rationales == {"A": "A dry deck bakes a dull crust.", "B": "The fan dries the surface.",
                                   "C": "A rack oven holds no steam."}
    question = parsed(tmp_path, "Which oven gives a baguette its crackling crust?", OVENS, "A steam-injected deck oven.",
                      "Steam keeps the surface soft while the loaf rises, then sets into a thin crust.\n"
                      "A is wrong because a deck oven with no steam bakes a dull crust.\n"
                      "B and C are both wrong about the air itself. For B, the fan dries the surface early. For C, the "
                      "rack turns in dry air.")
    assert question.rationales["B"] == "The fan dries the surface early."
    assert question.rationales["C"] == "The rack turns in dry air."


def test_an_option_named_by_its_quoted_text_is_no_key_point(tmp_path):
    # ('"Jumbo frames set to 9000 on the hosts": nope, …', '"the NVMe RAID at /raid is saturated" - nah', 'The option
    # "install mode of the category is set to FULL" is wrong' as points)
    from deckgen.parse.drawing_nofact import no_fact
    for point in ['"Jumbo croissants baked at 200 °C"', '"the deck oven is too hot" - nah',
                  'The option "the proofing room is too cold" is wrong', '"Use a rack oven for baguettes" — a rack oven holds no steam']:
        assert no_fact(point), point
    for point in ['The name "mixed" means the dough is laminated by hand and machine', 'A "poolish" is a wet preferment']:
        assert not no_fact(point), point


TEXT_NAMED = ("Now, the other answers.\n"
              '"The oven is too cold": a cold oven gives a pale crust, not a flat loaf.\n'
              '"The flour is too strong": strong flour holds more gas, not less.\n'
              '"The salt was left out": without salt the dough rises faster, and it rose.')


def test_wrong_options_named_by_their_quoted_text_are_marked_for_a_look_on_a_card_with_no_options(tmp_path):
    # ('"GPUDirect RDMA is disabled": that would cost you bandwidth …' with no options listed: no letter to give them)
    question = parsed(tmp_path, "A sourdough loaf came out flat although the starter was active. What is the most likely "
                      "cause?", None, "The answer's B: the dough overproved and lost its gas.",
                      "A dough that overproves loses its gas and collapses in the oven.\n" + TEXT_NAMED)
    assert question.answer == ("B",)
    assert question.rationales == {}
    assert question.review["rationales"] == "the analysis names the wrong options by their text, not by their letters"


def test_wrong_options_named_by_their_quoted_text_and_a_colon_get_their_letters(tmp_path):
    # ('"The pytorch image is a CPU-only build": no such thing. …' of "C) The nvcr.io/nvidia/pytorch image is a CPU-only
    # build, and a separate GPU tag has to be pulled")
    question = parsed(tmp_path, "A sourdough loaf came out flat although the starter was active. What is the most likely "
                      "cause?", ["A. The oven was too cold for the loaf", "B. The dough overproved and lost its gas",
                                 "C. The bread flour is too strong for sourdough", "D. The salt was left out of the dough"],
                      "The dough overproved.", "A dough that overproves loses its gas and collapses in the oven.\n"
                      + TEXT_NAMED)
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}
    assert question.rationales["C"] == "Strong flour holds more gas, not less."


def test_a_nested_shell_prompt_and_what_it_printed_are_no_key_points(tmp_path):
    # ("[basecm10->softwareimage[gpu-image]->kernelmodules]% add bnxt_en", then "Initial ramdisk for image gpu-image was
    # regenerated successfully" as points)
    question = parsed(tmp_path, "The baguettes of the new oven come out pale although the old ovens bake them well. What is "
                      "the most likely cause?", None,
                      "The most likely cause is that the baguette program of the new oven has no steam step.",
                      "Each oven runs the programs of its controller, and a program bakes only the steps it lists.\n"
                      "The steam step keeps the crust soft while the loaf rises, which gives it its colour and shine.\n"
                      "[bakery->oven[deck-2]->program[baguette]]% add steam 12\n"
                      "Program baguette for oven deck-2 was saved and loaded successfully\n"
                      "After the save, the controller reloads the program in about a minute, and the next bake has "
                      "its steam.")
    points = question.infographic.points
    assert not any("% add steam" in point or "saved and loaded" in point for point in points), points


def test_items_led_by_other_letters_after_a_stated_answer_are_the_wrong_options(tmp_path):
    # ("The correct answer is A. B and D both try to solve a routing problem with …. C gets it backwards: …")
    question = parsed(tmp_path, "What keeps a baguette's crust thin and crackling?", None,
                      "Steam in the first minutes of the bake. Steam injection is the answer.",
                      "Steam condenses on the cold dough and keeps its surface soft while the loaf rises.\n"
                      "The correct answer is A. B and D both try to fix the crust with the dough instead of the oven: "
                      "more water and a longer proof change the crumb, not the crust. C gets it backwards: a hotter "
                      "dry oven sets the crust before the loaf has risen.")
    assert question.answer == ("A",)
    assert set(question.rationales) == {"B", "C", "D"}
    assert question.rationales["C"].startswith("A hotter dry oven sets the crust")


def test_a_name_the_short_explanation_calls_the_answer_is_the_line(tmp_path):
    # ("… . Adaptive routing with SuperNIC-based reordering is the answer.")
    question = parsed(tmp_path, "What keeps a baguette's crust thin and crackling?", None,
                      "This is where a deck oven shines. Instead of drying the dough, the oven floods it with steam for "
                      "the first minutes, so the surface stays soft while the loaf springs. Steam injection is the answer.",
                      "Steam condenses on the cold dough and keeps its surface soft while the loaf rises.")
    assert question.answer_text == "Steam injection."


def test_the_one_a_note_says_is_left_is_no_part_of_that_note(tmp_path):
    # ("D: MAIN skips the disk check …. That leaves A, the claim that NOSYNC guarantees …. Burn-in, …")
    question = parsed(tmp_path, "Which of the following statements about proofing is NOT true?", None,
                      "A cold proof slows the yeast; it does not stop it.",
                      "Yeast slows as it cools and nearly stops near 4 °C.\n"
                      "B, C and D are true, which is why they are not the answer. B: a warm proof doubles the dough "
                      "fastest. C: a cold proof builds more flavour. D: an overproved dough collapses in the oven. That "
                      "leaves A, the claim that a cold proof stops the yeast. It only slows it down.")
    assert question.answer == ("A",)
    assert question.rationales["D"] == "An overproved dough collapses in the oven."


def test_a_run_in_list_whose_items_end_with_no_stop_is_a_list(tmp_path):
    # ("Steps in practice are following: 1. On server, load … > /proc/fs/nfsd/portlist 2. On client, load rpcrdma module
    # (older kernels are using xprtrdma) 3. Mount with proto=rdma,port=20049 4. Check …": points ended "… portlist 2")
    from deckgen.parse import lists
    text = ("Shaping is done in order: 1. Pre-shape the dough into a loose round and rest it 20 min 2. shape it into a "
            "tight batard 3. Place it seam up in a floured banneton 4. Cover it and proof it in the fridge overnight.")
    assert lists.list_blocks(lists.to_markdown(text)) == [("Shaping is done in order:", [
        "Pre-shape the dough into a loose round and rest it 20 min", "shape it into a tight batard",
        "Place it seam up in a floured banneton", "Cover it and proof it in the fridge overnight."])]
    assert lists.list_blocks(lists.to_markdown("The oven has 2 decks: 1. The top deck bakes at 240 °C and the lower one "
                                               "at 2. It holds 6 trays.")) == []  # (fewer than three items)


def test_a_step_after_a_short_lead_of_place_is_a_step(tmp_path):
    # ("On server, load the RDMA transport module and tell nfsd to listen …" as a point)
    from deckgen.parse.drawing_step import step
    assert step("On the mixer, set the speed to 2 and knead the dough for 8 minutes")
    assert step("In the proofer, raise the humidity to 80 %")
    assert step("Drain oven02 in the schedule, cool it, and check")  # ("Drain dgx01 in Slurm, reboot it, and validate")
    assert step("Check probe -t (the core at 96 °C) and watch the crust")  # ("Check gdscheck -p (…) and watch …")
    assert not step("In Lustre, a metadata server manages the namespace")
    assert not step("On a deck oven, the loaves bake directly on the stone")


def test_a_not_questions_statements_quoted_with_their_verdict_after_a_dash_name_its_options(tmp_path):
    # ('A) "Applications access GDS through the cuFile API …" — this is true, as explained above.', 'B) "…" — this is NOT
    # true. This is the conventional path …', 'D) "…" — this is also true.', then "Therefore, the answer is B.")
    question = parsed(tmp_path, "Which of the following statements about a poolish is NOT true?", None,
                      "A poolish is a wet preferment of equal flour and water by weight.",
                      "A poolish ferments for 12 to 16 hours at room temperature before it goes into the dough.\n"
                      "Please let us explain each statement.\n"
                      "A) “A poolish is made with equal weights of flour and water” — this is true, as explained above.\n"
                      "B) “A poolish is a stiff preferment of twice as much flour as water” — this is NOT true. That is "
                      "a biga, which is stiff.\n"
                      "C) “A poolish ferments for half a day or more before the dough is mixed” — this is true. The long "
                      "ferment builds flavour.\n"
                      "D) “A poolish takes a small pinch of yeast, not a full dose” — this is also true.\n"
                      "Therefore, the answer is B.")
    assert question.answer == ("B",)
    assert question.options["B"] == "A poolish is a stiff preferment of twice as much flour as water"
    assert set(question.options) == {"A", "B", "C", "D"}
    assert question.rationales["C"] == "The long ferment builds flavour."
    assert "answer is B" not in question.rationales.get("D", "")


def test_a_section_name_under_a_question_counter_is_no_part_of_the_question(tmp_path):
    # ("Question 52" / "Cluster Provisioning & Lifecycle" / "You manage a BCM 10 cluster …": the title was the section's)
    question = parse_raw(tmp_path, raw_text("Question 52\nBread & Viennoiserie\nA bakery's baguettes come out pale. "
                                            "What is the most likely cause?", OVENS, "No steam in the first minutes.",
                                            "Steam keeps the crust soft while the loaf rises.")).question
    assert question.question.startswith("A bakery's baguettes come out pale.")
    assert question.infographic.title != "Bread & Viennoiserie"


def test_a_note_whose_item_gives_no_verdict_keeps_a_subject(tmp_path):
    # ("Options c and d are both incorrect for a common reason: …. Option d is additionally impossible in practice, …")
    question = parsed(tmp_path, "Which oven gives a baguette its crackling crust?", OVENS, "A steam-injected deck oven.",
                      "Steam keeps the surface soft while the loaf rises, then sets into a thin crust.\n"
                      "Option A is incorrect because a dry deck bakes a dull crust. Options B and C are both incorrect "
                      "for a common reason: they blow dry air over the loaf. Option C is additionally too small for a "
                      "bakery's batch.")
    assert question.rationales["C"].endswith("It is additionally too small for a bakery's batch.")


def test_a_stated_answers_chat_after_its_value_is_no_part_of_the_line(tmp_path):
    # ("The answer is 4096 bytes, and honestly this one trips up a lot of people.")
    question = parsed(tmp_path, "How warm should the water be for a 25 °C dough in a cold bakery?", None,
                      "The answer is 30 °C, and honestly this one catches out a lot of new bakers. Warm water makes up "
                      "for the cold flour.", "The water is the easiest thing to warm, so it carries the dough's heat.")
    assert question.answer_text == "30 °C."


def test_a_point_that_speaks_of_the_other_half_or_of_so_little_leans_on_the_sentence_before(tmp_path):
    # ("… handles the other half of the bargain with Direct Data Placement …", "With so little entropy, static hashing …")
    from deckgen.parse.drawing_lean import leans
    assert leans("The proofer handles the other half of the work with steady humidity")
    assert leans("With so little yeast, the dough rises for a whole night")
    assert leans("The other side of the oven bakes faster")
    assert not leans("A few loaves crack along the score")


def test_a_clause_that_opens_with_its_participle_is_no_point_of_its_own(tmp_path):
    # ("BlueField-3 SuperNIC – up to 400Gb/s …; handles Direct Data Placement …; programmed and managed through NVIDIA
    # DOCA." gave the point "Programmed and managed through NVIDIA DOCA")
    from deckgen.parse.drawing_clauses import CLAUSE_START
    assert not CLAUSE_START.match("programmed and managed through the oven's controller")
    assert not CLAUSE_START.match("Deployed on every deck of the oven")
    assert CLAUSE_START.match("Shared ovens are booked by the hour")


def test_wrong_options_named_in_lines_under_their_intro_are_marked_for_a_look_on_a_card_with_no_options(tmp_path):
    # ("Wrong choices:" / "CUDA Toolkit — it is for programming the GPU …" / "NCCL — …"; "Why the other flags don't do
    # it:" / "--memory-limit 24GB: this one is about host RAM …")
    question = parsed(tmp_path, "Which tool keeps a dough at exactly 26 °C while it proves?", None,
                      "A proofing cabinet. Correct answer: D.",
                      "A proofing cabinet holds its temperature and humidity for hours.\nWrong choices:\n"
                      "Deck oven — it bakes at 250 °C, far too hot for a dough to prove.\n"
                      "Fridge — it holds 4 °C, which slows a dough down instead.\n"
                      "Mixer — it kneads the dough and holds no temperature at all.")
    assert question.answer == ("D",)
    assert question.rationales == {}
    assert question.review["rationales"] == "the analysis names the wrong options by their text, not by their letters"


def test_a_statement_called_correct_states_the_answer(tmp_path):
    # ("Statement (A) is correct. A MIG strategy is …" in the short explanation of a question that lists no options)
    question = parsed(tmp_path, "Which statement about a poolish is correct?", None,
                      "Statement (B) is correct. A poolish is a wet preferment of equal flour and water.",
                      "The statement that a poolish is stiff misreads it: that is a biga. The claim that it takes a full "
                      "dose of yeast misreads it too.")
    assert question.answer == ("B",)


def test_a_value_the_short_explanation_opens_with_is_the_answer(tmp_path):
    # ("2,048. In a non-blocking two-level fat tree … 64-port switches …" where "64" is an option too)
    question = parsed(tmp_path, "How many loaves fit in a 4-deck oven with 16-loaf decks?",
                      ["(A) 16", "(B) 64", "(C) 128", "(D) 4"],
                      "64. Each of the 4 decks holds 16 loaves, so 4 x 16 = 64 loaves, one 16-loaf batch a deck.",
                      "A deck oven bakes on each deck at once.\n"
                      "16 is what one deck holds; the other three decks stay empty.\n"
                      "128 (2 x 64) assumes two rows a deck, which a 16-loaf deck does not have.\n"
                      "4 is just the count of decks, not of loaves.")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}
    assert question.rationales["D"] == "4 is just the count of decks, not of loaves."


def test_wrong_options_quoted_behind_a_cross_mark_get_their_letters_in_a_which_two_question(tmp_path):
    # ('❌ "nvidia-smi -q -d PAGE_RETIREMENT" — close, but …' for three of five options, a "Which TWO" question)
    question = parsed(tmp_path, "Which TWO keep a baguette's crust crackling? (Choose two.)",
                      ["A) Steam in the first minutes", "B) A fan at full speed", "C) A very hot deck",
                       "D) An egg wash", "E) A cold oven"], "Steam and a hot deck.",
                      "The crust sets thin when the loaf springs in steam on a hot deck.\nWhy the other picks don't score:\n"
                      "❌ “A fan at full speed” — it dries the surface before the loaf springs.\n"
                      "❌ “An egg wash” — it makes the crust soft and shiny, not crackling.\n"
                      "❌ “A cold oven” — the loaf spreads before the crust sets.")
    assert question.answer == ("A", "C")
    assert set(question.rationales) == {"B", "D", "E"}


def test_an_option_quoted_in_guillemets_is_no_key_point(tmp_path):
    # ('«GPU is idle and clocks are dropping to idle state» — Idle reason is Not Active' as a point)
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact("«The oven is too cold for the dough» — the probe reads 240 °C")


@pytest.mark.parametrize("line", [
    "Asked 1 year, 3 months ago · Viewed 6k times", "asked by crumb_lover · 23 votes · 4 answers",
    "✔ Accepted answer · 31 votes", "Question 7 of 15 | 🔥 Streak: 6 | ⭐ 1,240 XP", "🎯 DOUBLE XP ROUND!",
    "🏆 +40 XP (double round!) • Streak extended to 7", "🎮 BOSS LEVEL — The Sourdough Showdown   (worth 150 pts)",
    "🏆 Boss defeated! +150 pts • Streak x4 bonus unlocked"])
def test_a_qa_sites_and_a_quiz_games_lines_are_page_furniture(line):
    from deckgen.parse.clutter import clutter
    assert clutter(line)


@pytest.mark.parametrize("line", ["The oven – a deck of 16 loaves – bakes at 240 °C", "Set the proofer – proof_ctl -t 26",
                                  "A streak of flour on the crust is fine"])
def test_a_line_of_text_with_a_dash_or_a_score_word_is_no_furniture(line):
    from deckgen.parse.clutter import clutter
    assert not clutter(line)


@pytest.mark.parametrize("title", ["13:25 the baker collects the readings from deck 2", "Quick one for the bakers channel 🙃 fresh oven",
                                   "The readings below from deck 2", "The best change to make in the proofing room",
                                   "Most appropriate order of shaping steps"])
def test_a_title_is_no_scene_of_the_stem(title):
    # ("13:25 on-call collects the output below from GPU 0", "Quick one for the exam channel 🙃 fresh cluster", "The best
    # modification to do in the training loop" as titles)
    from deckgen.parse.drawing_ask import title_fault
    assert title_fault(title)
    assert not title_fault("How a steam oven sets the crust")


def test_a_quiz_platforms_question_type_is_page_furniture():
    # ("Question type: Multiple response (select TWO)" over the stem, and as the title)
    from deckgen.parse.clutter import clutter
    assert clutter("Question type: Multiple response (select TWO)")
    assert not clutter("Question type matters: a NOT question asks for the false statement.")


def test_a_groups_letters_each_behind_a_dash_in_its_clause_give_each_its_own_note(tmp_path):
    # ("Statements (A), (B) and (D) are accurate and are therefore not the answer: (A) – this is …; (B) – -pm accepts …;
    # (D) – …": each clause its letter's, without its semicolon)
    question = parsed(tmp_path, "All of the following are true of a poolish EXCEPT:",
                      ["(A) It is wet", "(B) It ferments overnight", "(C) It is stiff", "(D) It takes little yeast"],
                      "A poolish is wet, not stiff.", "A poolish is a preferment of equal flour and water.\n"
                      "The correct answer is (C). Statements (A), (B) and (D) are accurate and are therefore not the answer: "
                      "(A) – equal weights of flour and water make it wet; (B) – it ferments for 12 to 16 hours; (D) – a "
                      "pinch of yeast is enough for the long ferment.")
    assert question.answer == ("C",)
    assert question.rationales == {"A": "Equal weights of flour and water make it wet.", "B": "It ferments for 12 to 16 hours.",
                                   "D": "A pinch of yeast is enough for the long ferment."}


def test_an_option_named_without_its_aside_and_a_dash_gets_its_letter(tmp_path):
    # ("NVIDIA driver container – This is the flagship …" of "a. NVIDIA driver container (nvidia-driver-daemonset)")
    question = parsed(tmp_path, "A bakery's oven controller runs all of the following EXCEPT:",
                      ["a. Steam injection (steam-ctl)", "b. Deck heating", "c. A proof timer", "d. The dough mixer"],
                      "The mixer has a controller of its own.", "The oven controller drives what happens inside the oven.\n"
                      "Steam injection – it opens the steam valve for the first minutes of a bake.\n"
                      "Deck heating – it holds each deck at its set temperature.\n"
                      "A proof timer – it counts down the proof in the oven's proofer drawer.\n"
                      "So the answer is d.")
    assert question.answer == ("D",)
    assert set(question.rationales) == {"A", "B", "C"}


def test_a_quiz_games_level_and_lives_are_page_furniture():
    # ("Level 9 • Lives: ❤️❤️🖤" over the stem, and as the title)
    from deckgen.parse.clutter import clutter
    assert clutter("Level 9 • Lives: ❤️❤️🖤")


CODE_TEXT = raw_text(
    "Which oven program keeps a baguette's crust thin?", OVENS, "The steam program, set like this:\n```yaml\nprogram:\n"
    "  steam: 12\n  deck: 240\n```\nIt opens the valve at once.",
    "The controller prints its state:\n    Deck 1\n        Temperature   : 240\n        Steam         : On\n"
    "Steam keeps the surface soft while the loaf rises.\nA is wrong because a dry deck bakes a dull crust.\n"
    "B is wrong because the fan dries the surface.\nC is wrong because a rack oven holds no steam.")


def test_code_in_an_explanation_keeps_its_lines_and_indentation(tmp_path):
    # (a fenced ConfigMap and nvidia-smi's indented output were shown one stripped line per paragraph)
    question = parse_raw(tmp_path, CODE_TEXT).question
    assert "    program:\n      steam: 12\n      deck: 240" in question.short_explanation
    assert "```" not in question.short_explanation
    assert "    Deck 1\n        Temperature   : 240\n        Steam         : On" in question.full_explanation
    assert question.answer == ("D",) and set(question.rationales) == {"A", "B", "C"}


def test_code_is_read_as_before_by_every_other_step(tmp_path):
    # (the code's lines are read stripped, as before: only the explanations shown get them back whole)
    from deckgen.parse import codeblocks
    from deckgen.parse.rawfile import normalise
    text, blocks = codeblocks.stripped(normalise(CODE_TEXT))
    assert text == "\n".join(" ".join(line.split()) for line in CODE_TEXT.split("\n"))
    assert len(blocks) == 2


def test_a_code_block_renders_as_preformatted_text():
    from deckgen.render.markup import to_html
    assert to_html("The state:\n\n    Deck 1\n        Steam : On") == \
        "<p>The state:</p>\n<pre><code>Deck 1\n    Steam : On\n</code></pre>"


def test_code_replaces_whole_paragraphs_only():
    # (a block whose first line ends another paragraph is not cut into it)
    from deckgen.parse.codeblocks import with_code
    blocks = [("ls\n\nfoo", "    ls\n    foo")]
    assert with_code("Run it: ls\n\nfoo\n\nDone.", blocks) == "Run it: ls\n\nfoo\n\nDone."
    assert with_code("Run it:\n\nls\n\nfoo\n\nDone.", blocks) == "Run it:\n\n    ls\n    foo\n\nDone."
