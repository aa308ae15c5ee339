"""Cards of the forms the readers of the held-out sets JW to KH (fifty-third session) failed, read by `parse`. Written for
these tests, on a topic of their own (a village bakery before dawn), in other words than the held-out texts that showed
the forms.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from deckgen.parse.answer import decide
from deckgen.parse.drawing_clauses import clauses
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_notes import note
from deckgen.parse.drawing_select import _first_clause
from deckgen.parse.phrases import capitalise
from helpers import parsed_question as parsed

LOAVES = "The baker sets out the morning's work. In which order should it be done so that the bread is ready at six?"
LOAVES_OPTIONS = ["(A) 1 → 3 → 2 → 4", "(B) 2 → 1 → 4 → 3", "(C) 3 → 1 → 2 → 4", "(D) 4 → 3 → 1 → 2"]


def test_a_letter_called_right_before_a_colon_is_the_stated_answer(tmp_path):
    # (JY 6439: "(C) is right: GPU Operator, then KAI, …" in the short explanation, the analysis naming each option by its
    # words with no verdict the parser reads: every other letter was left, and A keyed)
    analysis = ('"Shape first, then the starter" (A) falls at once: there is no dough to shape.\n\n'
                '"Starter, mix, bake, then shape" (B) bakes the dough before it has a form.\n\n'
                '"Fire, starter, mix, shape" (C) is the loaf that sells: each step finds the last one done.\n\n'
                '"Shape, fire, starter, mix" (D) has the oven hot for an hour with nothing in it.')
    question = parsed(tmp_path, LOAVES, LOAVES_OPTIONS,
                      "(C) is right: the fire, then the starter, the mix and the shaping. Each step needs the one before.",
                      "Bread waits for nobody.\n\n" + analysis)
    assert question.answer == ("C",)


FLAGS = "A baker notes how the dough mixer's switches work. All of the following are true EXCEPT:"
FLAGS_OPTIONS = ["A. -S slows the hook for rye.", "B. -W adds water in three pulses.", "C. -T shows the dough's heat.",
                 "D. The mixer rejects -G; the gentle fold needs a hand.", "E. -R runs the hook backwards for a minute."]


def test_a_flag_called_the_exception_is_no_letter(tmp_path):
    # (JX 6419: "The statement about -G is the exception: it is not true, …" was read as the letter G stated, beside D:
    # "the text states D, G" and no key)
    table = ("Statement | Verdict | Reason\n"
             "-S slows the hook | Holds | The slow gear is for rye.\n"
             "-W adds water in pulses | Holds | Three pulses, as the card says.\n"
             "-T shows the heat | Holds | The probe sits in the bowl.\n"
             "The mixer rejects -G | FAILS | The mixer accepts -G, the gentle fold.\n"
             "-R runs backwards | Holds | One minute, to free the hook.")
    question = parsed(tmp_path, FLAGS, FLAGS_OPTIONS, "The mixer folds gently with -G.",
                      "The mixer's card lists every switch.\n\n" + table +
                      "\n\nThe statement about -G is the exception: the mixer folds gently when asked with -G.")
    assert question.answer == ("D",)


def test_items_whose_verdicts_are_one_repeated_denial_and_one_other_phrase():
    # (JW 6384: "[A] --cache-control none: not this one. …" three times and "[D] --clock-control none: the flag to add.":
    # every item read as wrong with no verdict of the parser's, and no key; the answer's "none" is no denial of its item)
    notes = {"A": "--steam off: not this one. Steam makes the crust shine; it does not brown the top.",
             "B": "--shelf low: not this one. A low shelf browns the bottom, not the top.",
             "C": "--fan slow: not this one. A slow fan bakes more evenly; the top stays pale.",
             "D": "--top-shade none: the switch to turn. With no shade, the upper element browns the top."}
    letters = {"A", "B", "C", "D"}
    decision = decide(options=("A", "B", "C", "D"), wrong=letters, named=set(), stated=(), mentioned=(), expected=1,
                      loose=letters, notes=notes)
    assert decision.answer == ("D",)
    # (two items that open alike, each its own: no such verdict, and no key guessed)
    notes["B"] = "--shelf low: the switch to turn. A low shelf browns the bottom, not the top."
    assert decide(options=("A", "B", "C", "D"), wrong=letters, named=set(), stated=(), mentioned=(), expected=1,
                  loose=letters, notes=notes).answer == ()


def test_numbered_items_each_closing_on_a_verdict_all_but_one_the_same_denial(tmp_path):
    # (JZ 6451: "1. III → II → IV → I: puts … Not the right order." three times, "This is the right order." once: no key)
    analysis = ("1. 1 → 3 → 2 → 4: the starter is fed after the dough is mixed, so the mix has nothing to rise on. "
                "Not the right order.\n"
                "2. 2 → 1 → 4 → 3: the loaves are shaped before the oven is lit. Not the right order.\n"
                "3. 3 → 1 → 2 → 4: the oven is lit first, the starter fed while it heats, then the mix and the shaping, "
                "so the loaves go in as the oven reaches its heat. This is the right order.\n"
                "4. 4 → 3 → 1 → 2: the loaves are baked before they are shaped. Not the right order.")
    question = parsed(tmp_path, LOAVES, LOAVES_OPTIONS, "Light the oven while the starter wakes.",
                      "An oven takes an hour to heat.\n\n" + analysis)
    assert question.answer == ("C",)


CRUST = "The baker's rolls go soft an hour after baking. What is the best next action?"
CRUST_OPTIONS = ["a. Raise the oven to 260 °C so the rolls bake faster.",
                 "b. After baking, and before bagging, set each roll on a cooling rack for forty minutes.",
                 "c. Switch from wheat flour to spelt so the crumb holds less water.",
                 "d. Raise the bag's size so the rolls are not pressed together."]


def test_paragraphs_led_by_what_an_option_does_each_ending_on_the_action_or_not(tmp_path):
    # (JW 6385: "Calling cuptiActivityFlushAll(…) after the final synchronize, before main() returns …, makes … This is
    # the action to take." among paragraphs that each end "Not the action to take.": no key)
    analysis = ("Raising the oven to 260 °C only browns the crust sooner; the steam inside still has to get out. "
                "Not the action to take.\n\n"
                "Setting each roll on a cooling rack after baking, before it is bagged and while the steam is still "
                "leaving, lets the crust dry. This is the action to take.\n\n"
                "Switching to spelt changes the taste, and the steam still softens the crust in the bag. "
                "Not the action to take.\n\n"
                "Raising the bag's size gives the rolls room, but the steam still fills the bag. Not the action to take.")
    question = parsed(tmp_path, CRUST, CRUST_OPTIONS, "Steam trapped in the bag softens the crust.",
                      "A roll keeps steaming for half an hour.\n\n" + analysis)
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("Raising the oven")


def test_parse_reads_the_same_card_under_any_hash_seed():
    # (JW 6396: five lines led by each option's quoted words were lettered under two hash seeds of eight: the words' weights
    # were summed in a set's order, and the last bit of the sum decided a margin)
    raw = Path(__file__).parent / "corpus/keyed/jw/raw/6396_33e292294ebb23d0.txt"
    code = ("import sys; from pathlib import Path; from deckgen.parse import parse_file; from deckgen.cardfiles import to_yaml; "
            "print(to_yaml(parse_file(Path(sys.argv[1])).question))")
    cards = set()
    for seed in ("0", "1", "2", "3", "4", "5", "6", "7"):
        result = subprocess.run([sys.executable, "-c", code, str(raw)], env=dict(os.environ, PYTHONHASHSEED=seed),
                                capture_output=True, text=True, check=True)
        cards.add(result.stdout)
    assert len(cards) == 1
    assert "answer: [B]" in cards.pop()


def test_an_answer_line_led_by_the_answers_letter_is_left_for_the_maintainer(tmp_path):
    # (JX 6408: "Answer: B. The Orin Nano has no PVA, so …" gave the line "B. The Orin Nano has no PVA, …" on a recall card,
    # a letter it never shows, then a reason, not the action; JX 6406 "E stands alone and holds water.", JZ 6450 "The correct
    # answers are A and D. spark.plugins=…")
    stem = ("A customer brings back a sourdough loaf that never rose. The starter was fed at midnight and the dough mixed "
            "at four. What is the best next action?")
    analysis = ("Now the options on the counter. A, buying new flour, costs a morning and changes nothing, because the "
                "flour was never the problem. B, feeding the starter again and waiting until it doubles, is the move: a "
                "starter fed at midnight was spent by four. C, adding yeast, makes bread that is no longer sourdough. "
                "D, a hotter oven, only browns a loaf that has not risen. So B is the deal.")
    question = parsed(tmp_path, stem, None,
                      "Answer: B. The starter was spent, so no new flour will make the dough rise. Feed it and wait.",
                      "A starter peaks some hours after feeding. " + analysis)
    assert question.answer == ("B",)
    assert question.answer_text == ""
    assert question.review["answer_text"] == "the only line found leads with an option's letter"


def test_a_point_never_takes_the_subject_of_a_sentence_whose_it_is_another_thing(tmp_path):
    # (JX 6415: "PTX is a virtual instruction set. NVRTC produces it when -arch names a virtual architecture. It carries no
    # machine code for any GPU; …" was drawn "NVRTC carries no machine code for any GPU", false: "it" is PTX)
    stem = "A baker keeps a sourdough starter. Which statement about the starter is correct?"
    options = ["A. It is made with commercial yeast.", "B. It is a culture of wild yeast and lactic bacteria.",
               "C. It must be kept in the freezer.", "D. It is fed once a month."]
    full = ("A sourdough starter is a culture of wild yeast and lactic bacteria living in flour and water. "
            "The baker feeds it at 20:00 with 100 g of rye flour and 100 g of water. It holds no packet yeast such as "
            "Saccharomyces cerevisiae; its wild yeast, Kazachstania humilis, and Lactobacillus sanfranciscensis leaven "
            "the bread at 24 °C in 8 hours.\n\n"
            "A is wrong: no commercial yeast is added. C is wrong: a starter is kept at room temperature or in the "
            "fridge. D is wrong: it is fed every day.")
    question = parsed(tmp_path, stem, options, "A starter is a culture of wild yeast and lactic bacteria.", full)
    points = question.infographic.points
    assert not any(point.startswith("The baker holds") for point in points)


def test_a_clause_under_a_sentences_without_is_never_drawn_alone():
    # (JZ 6450: "Without it there are no startup lines from the plugin, and no operator is ever swapped for a Gpu version."
    # was drawn "No operator is ever swapped for a Gpu version", false alone: the plugin does swap them)
    sentence = ("Without a starter fed the evening before there is no rise in the morning dough, and no loaf is ever ready "
                "for the six o'clock bread van that waits at the bakery door.")
    assert not any(line.startswith("No loaf") for line in clauses(sentence))


def test_a_verdict_closing_an_item_after_a_label_of_the_voices_leaves_no_label(tmp_path):
    # (JX 6412: "… Disposition: incorrect." closing every item left "Disposition." at the end of each note)
    stem = "The loaves come out flat. Which change should the baker make?"
    options = ["A. Bake them 10 minutes longer.", "B. Use a hotter oven.", "C. Let the dough rise 2 hours longer.",
               "D. Add more salt."]
    analysis = ("Option A bakes a flat loaf longer: it browns, and stays flat. Disposition: incorrect.\n\n"
                "Option B browns the crust sooner, but a dough that has not risen stays low. Disposition: incorrect.\n\n"
                "Option C gives the yeast the time it needs, and the dough doubles. Disposition: correct.\n\n"
                "Option D slows the yeast down, so the loaf rises even less. Disposition: incorrect.")
    question = parsed(tmp_path, stem, options, "Flat loaves did not rise long enough.", analysis)
    assert question.answer == ("C",)
    assert not any("Disposition" in note for note in question.rationales.values())


def test_a_launcher_running_a_file_keeps_its_case():
    # (KB 6495: "Answer: E, python train_fno_darcy.py +training.seed=42." gave the line and the box "Python train_fno_darcy.py
    # …", a command that does not run)
    assert capitalise("python bake.py +oven.heat=240") == "python bake.py +oven.heat=240"
    assert capitalise("torchrun proof.py +dough.rest=30") == "torchrun proof.py +dough.rest=30"
    assert capitalise("python keeps the bakery's books") == "Python keeps the bakery's books"


def test_an_options_it_stands_for_what_the_question_asks_about_not_for_its_owner(tmp_path):
    # (KC 6515: "Which statement about NanoVDB’s ValueOnIndex grid type is true?" and "E) It stores no voxel values at all …"
    # gave the line "NanoVDB stores no voxel values at all …", false: only that grid type stores none)
    stem = "A baker reads the manual of his new oven. Which statement about BakeOS’s ProofBox drawer is true?"
    options = ["A) It bakes the loaves at 250 °C.", "B) It holds the dough at 28 °C and 80 % humidity while it rises.",
               "C) It cools the loaves after baking.", "D) It grinds the flour."]
    full = ("BakeOS runs ovens with three parts, and the ProofBox drawer under the deck is where dough rises.\n\n"
            "A is wrong: the deck above bakes; the ProofBox never goes past 40 °C. C is wrong: a rack cools the loaves. "
            "D is wrong: BakeOS runs no mill.")
    question = parsed(tmp_path, stem, options, "The ProofBox drawer keeps the dough warm and moist.", full)
    assert question.answer == ("B",)
    assert not question.answer_text.startswith("BakeOS")


def test_a_row_marked_answer_in_a_table_of_the_voices_verdicts(tmp_path):
    # (KB 6496: rows "A -  1, 2, 3, 4, 5  Step 1 asks for … mu'yuk" and "D -  2, 1, 3, 4, 5  Every step finds … lek (answer)":
    # every row read as wrong with no verdict, and no key)
    table = ("Option  Order       What happens                          Verdict\n"
             "A -     1, 3, 2, 4  The dough is mixed before the starter  nai\n"
             "B -     3, 1, 2, 4  The oven is lit last                   nai\n"
             "C -     2, 1, 3, 4  Every step finds the last one done     ja (answer)\n"
             "D -     4, 3, 2, 1  The loaves are baked first             nai")
    question = parsed(tmp_path, LOAVES, LOAVES_OPTIONS, "Feed, mix, shape, bake.", "Each step needs the one before.\n\n" + table)
    assert question.answer == ("C",)


def test_a_dialogue_turn_that_reads_out_a_claim_by_its_letter_is_never_a_point(tmp_path):
    # (KD 6538: "Rocco: Back to C, then. With two objectives listed, only the first one … gets ignored." / "Jen: That's the
    # misfire. …": the false claim C was drawn as a fact; the reader names a letter in every turn, the judge none, and says
    # "True." of each other claim)
    stem = ("Two bakers check the notes on the proving cabinet. All of the following statements are true EXCEPT which "
            "one?")
    full = ("A proving cabinet holds dough at a set heat and humidity until it has risen, usually 26 to 30 °C at 75 to 85 "
            "% humidity.\n\n"
            "Ana: A says the cabinet keeps the dough at 28 °C by default.\n"
            "Ben: That is the factory setting on the dial. True.\n"
            "Ana: B says the humidity tray must be filled every morning.\n"
            "Ben: An empty tray dries the skin of the dough. True.\n"
            "Ana: Back to C, then. With two racks loaded, only the top rack is proved and the bottom one stays cold.\n"
            "Ben: That's the misfire. The fan moves warm air past every rack, top and bottom alike.\n"
            "Ana: D says the door must stay shut while the dough proves.\n"
            "Ben: Every opening lets the warm, wet air out. True.\n\n"
            "Answer: C")
    question = parsed(tmp_path, stem, None, "The fan warms every rack alike.", full)
    assert question.answer == ("C",)
    assert not any("stays cold" in point for point in question.infographic.points)


def test_a_clause_is_never_cut_at_a_colon_inside_a_quote():
    # (keyed GZ 4894, once its reader's turns went: "In a runtime stage the RUN nvcc line would stop with ‘nvcc: not
    # found’." was drawn "… would stop with ‘nvcc")
    assert _first_clause("Without its starter the dough would stop with ‘flat: no rise’ on the card.") == ""
    assert _first_clause("The oven heats to 250 °C; the crust browns in ten minutes.") == "The oven heats to 250 °C"


def test_a_pages_vote_tallies_are_never_content(tmp_path):
    # (JW 6392 "A 6%   B 11%   C 29%   D 54%   (212 votes)", JX 6405 "A - 58% (121 votes)", JY 6431 "D (41 votes)   B (17
    # votes)", JZ 6447 "A 3   B 41   C 24   D 7   E 2": kept in the full explanation, under "Community vote distribution")
    for tally in ("A 6%   B 11%   C 29%   D 54%   (212 votes)", "C - 58% (121 votes)\nA - 31% (65 votes)",
                  "C (41 votes)   B (17 votes)   A (3 votes)", "A 3   B 41   C 24   D 7"):
        question = parsed(tmp_path, LOAVES, LOAVES_OPTIONS, "Light the oven first.",
                          "An oven takes an hour to heat. A is wrong: the starter waits. B is wrong: the loaves wait. "
                          f"D is wrong: nothing is shaped.\n\nCommunity vote distribution\n{tally}\n")
        assert question.answer == ("C",)
        assert "votes" not in question.full_explanation and "41" not in question.full_explanation


def test_a_wrong_options_note_is_never_its_claim_quoted():
    # (KB 6482 '"The leading dimension is given in bytes": ld is counted in elements …, so false.', KC 6517 '"The conversion
    # dropped the OpenVDB transform." Not the cause: …': the drawing showed the claims under "Misconceptions, corrected")
    assert note('"The dough rises best at 40 °C." Not the cause: yeast slows above 35 °C.') == ""
    assert note('"The oven needs no steam"') == ""
    assert note('"--top-shade none" only shades the top element, not the deck.') != ""


def test_items_all_but_one_closing_on_the_same_phrase_of_the_voices_own(tmp_path):
    # (KG 6591: "2, 1, 4, 5, 3, 6 — Thin ice. …" three times and "2, 4, 1, 5, 3, 6 — Good trail. …": every item read with no
    # verdict, and no key; to a question for one answer the odd one out is it, whatever the voice's words)
    analysis = ("A) 1 → 3 → 2 → 4 — Cold oven. The starter is fed after the mix, so the dough has nothing to rise on.\n"
                "B) 2 → 1 → 4 → 3 — Cold oven. The loaves are shaped before anything is lit.\n"
                "C) 3 → 1 → 2 → 4 — Warm bread. The oven heats while the starter wakes, and the loaves go in at six.\n"
                "D) 4 → 3 → 1 → 2 — Cold oven. The loaves are baked before they are shaped.")
    question = parsed(tmp_path, LOAVES, LOAVES_OPTIONS, "Light the oven first.", "Each step needs the one before.\n\n" + analysis)
    assert question.answer == ("C",)


def test_a_sign_off_is_no_fact():
    # (KG 6591 "Mahsi' choo to whoever put the scratch file in good order the second time", KG 6595 "Masì cho to whoever keeps
    # the old recordings", keyed FB 3896 "Iyairaikere for reading, and keep the two colds apart": drawn as key points)
    assert no_fact("Danke schön to whoever swept the flour off the bakehouse floor before the first batch")
    assert no_fact("Merci bien for reading, and keep the rye starter apart from the wheat")
    assert not no_fact("The proof box keeps the dough at 28 °C for reading the rise against the line on the tub")
