"""Cards of the forms the readers of the held-out sets KI to KL (fifty-fourth session) failed, or that the last session
left noticed, read by `parse`. Written for these tests, on a topic of their own (a harbour's ferry timetable), in other
words than the texts that showed the forms.
"""
from __future__ import annotations

import pytest

from deckgen.parse.drawing_form import fault
from deckgen.parse.drawing_points import _with_subject
from deckgen.parse.drawing_refers import refers_back
from helpers import parsed_question as parsed

FERRY = "All of the following statements about the harbour ferry are true EXCEPT which one?"
FERRY_SHORT = "The ferry never sails in a gale: the harbour master closes the gate above force 8."


@pytest.mark.parametrize("intro, lettering", [
    ("The five statements pinned on the quay were:", "({})"),
    ("Five statements were on the notice board:", "{}."),
    ("The statements, as the harbour master calls them:", "{}:"),
])
def test_statements_listed_only_in_the_explanation_are_the_options(tmp_path, intro, lettering):
    # (keyed fm 4102 "(A) Every DRAM bank …" after "The five statements that went round our team chat were:"; ii 5592 "Four
    # statements were on the landing:"; kd 6528 "The statements, as the analysis calls them:" / "A: …"; iv 5856 a statement
    # opening "Because …": each card asked for the false statement and showed none)
    statements = ["The first sailing leaves at six.", "Because the berth is short, only one ferry docks at a time.",
                  "Tickets bought on board cost a pound more, because the purser keeps the change.",
                  "The last boat waits for the late train.", "The ferry sails in any weather, gales included."]
    listed = "\n".join(f"{lettering.format(letter)} {text}" for letter, text in zip("ABCDE", statements))
    question = parsed(tmp_path, FERRY, None, FERRY_SHORT,
                      f"The harbour keeps its own hours.\n\n{intro}\n{listed}\n\nA, B, C and D are all so: the timetable "
                      "says each of them.\n\nE is the one that is not so. Above force 8 the gate stays shut.")
    assert question.answer == ("E",)
    assert question.options["B"] == "Because the berth is short, only one ferry docks at a time"
    assert question.options["E"] == "The ferry sails in any weather, gales included"
    assert "options" not in question.review


def test_an_analysis_after_a_line_that_names_the_options_is_no_list_of_them(tmp_path):
    # (a list whose items give verdicts is the analysis, whatever its line above says)
    question = parsed(tmp_path, FERRY, None, FERRY_SHORT,
                      "Here is how the options are on the notice board:\nA. Correct: the first sailing is at six.\n"
                      "B. Correct, the berth takes one ferry.\nC. This is correct as well.\nD. Correct.\n"
                      "E. Wrong: above force 8 the gate stays shut.")
    assert question.options == {}


SAILINGS = ["(A) Ring the bell, cast off, count heads, raise the ramp",
            "(B) Count heads, raise the ramp, ring the bell, cast off",
            "(C) Raise the ramp, count heads, cast off, ring the bell",
            "(D) Cast off, ring the bell, raise the ramp, count heads",
            "(E) Ring the bell, raise the ramp, cast off, count heads"]


def test_items_whose_verdicts_are_two_words_of_the_voices_own_one_on_the_answer(tmp_path):
    # (KI 6620: "T, Q, S, R, P — Kare." ×3, "— Aue, kare." and "— Tika." on the answer; all were read as wrong)
    analysis = ("Count heads, raise the ramp, ring the bell, cast off — Tika. Nobody is left on the quay.\n\n"
                "Ring the bell, cast off, count heads, raise the ramp — Kare. The ramp is still down when she moves.\n\n"
                "Raise the ramp, count heads, cast off, ring the bell — Kare. The bell is for the quay, before the lines go.\n\n"
                "Cast off, ring the bell, raise the ramp, count heads — Aue, kare. Heads counted at sea are too late.\n\n"
                "Ring the bell, raise the ramp, cast off, count heads — Kare. The count comes after the ferry has left.")
    question = parsed(tmp_path, "In which order does the deckhand close the morning sailing?", SAILINGS,
                      "Heads first, then the ramp, then the bell and the lines.", analysis)
    assert question.answer == ("B",)


def test_a_count_in_capitals_asks_for_that_many_answers_inside_a_sentence(tmp_path):
    # (KI 6625: "… she asks us which TWO statements about INT4_AWQ_CFG are true.", read as a question for one; its items
    # "Tika — …" on the two answers, "Kare — …" on the others)
    options = ["A. The first ferry leaves at five.", "B. The ferry carries twelve cars.", "C. Foot passengers board last.",
               "D. The ramp takes two cars at once.", "E. The crossing takes forty minutes."]
    analysis = ("A. Kare — the first ferry leaves at six.\n\nB. Tika — the deck holds twelve cars in three lanes.\n\n"
                "C. Kare — foot passengers board first, before the cars.\n\nD. Kare — the ramp takes one car at a time.\n\n"
                "E. Tika — forty minutes from quay to quay in fair weather.")
    question = parsed(tmp_path, "The purser tells the new hands about the ferry, and then she asks them which TWO statements "
                      "are true.", options, "Twelve cars and forty minutes.", analysis)
    assert question.answer == ("B", "E")


def test_heads_of_a_verdict_of_the_voices_own_before_a_colon(tmp_path):
    # (KL 6686: "Not the cause: …" on four items, "The cause: …" on one, a question that lists no options)
    analysis = ("A (the tide table was wrong) — Not the cause: the tide table was right for the day.\n"
                "B (the engine failed) — Not the cause: the engine ran the whole crossing.\n"
                "C (the harbour master closed the gate in the gale) — The cause: the gate stays shut above force 8.\n"
                "D (the crew was late) — Not the cause: the crew was all on board by five.\n"
                "E (no tickets were sold) — Not the cause: the tickets were sold as usual.")
    question = parsed(tmp_path, "The morning ferry did not sail. What is the most likely cause?", None,
                      "A gale closes the harbour.", analysis)
    assert question.answer == ("C",)


def test_an_item_that_calls_its_option_the_best_next_action(tmp_path):
    # (KK 6670: "2. Asking for one extra GPU page …: the best next action." in a list numbered for lettered options)
    options = ["A. Wait for the tide to turn.", "B. Move the cars to the port lane.", "C. Call the coastguard.",
               "D. Sell more tickets."]
    analysis = ("1. Waiting for the tide: not the next step. The tide has nothing to do with the list to starboard.\n"
                "2. Moving the cars to the port lane: the best next action. It levels the deck before she sails.\n"
                "3. Calling the coastguard: makes it worse. Nobody is in danger at the quay.\n"
                "4. Selling more tickets: more cars only add weight to the side that is already low.")
    question = parsed(tmp_path, "The ferry lists to starboard at the quay. What should the deckhand do next?", options,
                      "Level the load before casting off.", analysis)
    assert question.answer == ("B",)


def test_an_item_that_closes_on_a_dash_and_correct_marks_the_answer(tmp_path):
    # (KJ 6656: "The 18 MiB answer (D) counts both the values and the metadata, with nothing left on the beach - correct.")
    options = ["A. 40 cars", "B. 24 cars", "C. 36 cars", "D. 48 cars"]
    analysis = ("Four trips of twelve cars each make 48.\n\n"
                "The 48-car answer (D) counts every trip, with nobody left on the quay - correct.\n\n"
                "The 24-car answer (B) counts only the two morning trips. The afternoon ones sail too.\n\n"
                "The 36-car answer (C) leaves out the last trip. It sails at six.\n\n"
                "The 40-car answer (A) takes ten cars a trip. The deck holds twelve.")
    question = parsed(tmp_path, "How many cars does the ferry carry in a day of four full trips?", options,
                      "Twelve cars a trip, four trips.", analysis)
    assert question.answer == ("D",)


def test_items_led_by_a_long_quoted_claim_then_its_letter_and_verdict(tmp_path):
    # (KL 6684: '"One worker serves pods and VMs if labelled container,vm-passthrough" (B) is false.': a claim of more than
    # seven words before its letter read no item, and the answer was left)
    options = ["A. Every ferry in the fleet now sails at dawn.", "B. One ferry can carry cars and cattle on the same trip.",
               "C. The harbour sells tickets for the island bus.", "D. Changing a ferry's route changes its crew."]
    analysis = ('"Every ferry in the fleet now sails at dawn" (A) is false. Only the island ferry does.\n\n'
                '"One ferry carries cars and cattle together if the deck is split in two lanes" (B) is false. Cattle sail alone.\n\n'
                '"The harbour sells tickets for the island bus" (C) is false. The bus sells its own.\n\n'
                '"Changing a route changes the crew" (D) is true. Each route has its own licensed crew.')
    question = parsed(tmp_path, "Which statement about the harbour is true?", options, "Routes and crews go together.",
                      analysis)
    assert question.answer == ("D",)


@pytest.mark.parametrize("point", [
    "The night ferry exploits that: it sails on the evening tide",  # (KI 6635 "FAISS exploits that: …")
    "The timetable is built around that, the way a baker plans the morning",  # (KL 6699)
    "Book the car deck instead: it holds the vans",  # (KJ 6656 "Call cusparseLtSpMMACompressedSize instead: …")
    "Changing the timetable afterwards does not move the sailings already sold",  # (KJ 6646)
    "The first bell is the warning to the quay",  # (KL 6692 "The first counter is the pending arrivals")
    "One is the tide: the ferry waits for high water",  # (KL 6695 "One is arrivals: …")
    "The crossing is only safe once two things are done",  # (a list announced, not given)
    "“The ferry sails in any gale.” The gate stays shut above force 8",  # (KJ 6647: the wrong option's claim, quoted)
])
def test_a_point_that_points_back_at_what_came_before_does_not_read_alone(point):
    assert refers_back(point)


@pytest.mark.parametrize("point", [
    "The ferry carries twelve cars so that, at high tide, the deck stays level",
    "Three parts out of four of the deck hold cars",
    "The deckhand uses the port ramp instead of the bow door",
])
def test_a_point_whose_that_instead_or_count_points_nowhere_back_reads_alone(point):
    assert refers_back(point) == ""


def test_an_answer_box_may_say_what_to_do_instead():
    # (keyed is 5785: "… and contract that small network instead", the answer to what the question tried)
    assert refers_back("Board the cars from the stern instead", "box") == ""


def test_a_point_cut_inside_braces_is_cut_off():
    # (KI 6621: "… with block_sizes {-1" of "… with block_sizes {-1: 16, "type": "dynamic"}"; keyed jk 6147 '"C2C"}: …')
    assert fault("The timetable sets the sailings with hours {6") == "cut off"
    assert fault("The timetable sets the sailings with hours {6: 30, 7: 15}") != "cut off"


def test_it_never_stands_for_a_quantifier_read_as_a_subject():
    # (KJ 6644: "Most allocations then never touch a shared lock, … . It is built to work with the per-thread default stream."
    # was drawn "Most is built to work with …": "allocations" read as a verb)
    sentence, _ = _with_subject("It is built to carry cars in all weathers.", "Most ferries then never wait for the tide.",
                                1.0, frozenset())
    assert not sentence.startswith("Most ")


def test_the_false_statement_is_never_the_answer_line_when_code_hides_the_asking_sentence(tmp_path):
    # (KL 6682: a YAML block above "All of the following statements about this configuration are true EXCEPT:" ran into the
    # asking sentence, which was read as asking for a statement; the answer line was option B, the false claim, word for word)
    stem = ("The harbour keeps two ferries. She now edits the ferry resource so that cars may board:\n\n"
            "spec:\n  configuration:\n    lanes:\n      - laneSelector: \"10DE:2236\"\n        cattle: false\n\n"
            "All of the following statements about this configuration are true EXCEPT:")
    options = ["A) The ferry has three lanes for cars on its deck.",
               "B) Setting cattle to false lets the ferry carry cattle on every crossing of the day.",
               "C) The config is read by the harbour office each morning.", "D) The lanes value counts car lanes only."]
    analysis = ("1. A) True: three lanes.\n2. B) Not true, and this is the answer. False keeps cattle off the ferry.\n"
                "3. C) True: the office reads it at six.\n4. D) True: foot passengers have no lane.")
    question = parsed(tmp_path, stem, options, "cattle: false keeps cattle off.", analysis)
    assert question.answer == ("B",)
    assert "lets the ferry carry cattle" not in question.answer_text


def test_an_answer_line_that_says_the_first_and_the_second_does_not_read_alone():
    # (KL 6687: "The first makes the operator manage sandbox (VM) workloads at all; the second makes every GPU node …", the two
    # settings named only in the sentence before)
    from deckgen.parse.answerform import reads_alone as line_reads_alone
    assert line_reads_alone("The first makes the ferry sail at dawn; the second makes it wait for the late train.")
    assert not line_reads_alone("The tide table fixes that: the ferry sails at high water.")  # (the question's "that")


def test_numbered_items_each_led_by_option_and_its_letter_and_what_it_said(tmp_path):
    # (KJ 6658: "1. Option A said the peak is 4x … Wrong." … "5. Option E said: 2x peak, … Right.", no options listed: no item
    # was read, the numbered lines not taken for the analysis's start)
    analysis = ("The deck holds twelve cars.\n\n1. Option A said the ferry takes twenty cars. The deck has three lanes of four. Wrong.\n"
                "2. Option B said it takes eight. That is two lanes only. Wrong.\n"
                "3. Option C said it takes sixteen. The fourth lane is for foot passengers. Wrong.\n"
                "4. Option D said twelve, three lanes of four. That is the deck as built. Right.")
    question = parsed(tmp_path, "How many cars does the ferry take on one crossing?", None, "Three lanes of four.", analysis)
    assert question.answer == ("D",)


@pytest.mark.parametrize("point", [
    "The deckhand reads that list through the loudhailer before the ramp goes up",  # (KI 6620 "trtllm-build reads that folder …")
    "The ferry keeps that berth, and the tug waits at the quay",  # (KK 6669 "Persistence keeps that state loaded, …")
    "The order 2, 4, 1, 3 raises the ramp before the cars are on",  # (an option's order, told by its steps)
    "In the timetable that is the 06:00 sailing from the north quay",  # (KP 6761 "In FFmpeg that is …", KN 6720, KM 6713)
    "The purser reports the first two to the harbour office",  # (KN 6736 "The creator reports the first two …")
    "The purser logs a warning; the first one stays on the board",  # (KN 6736)
    "The north-quay one is the berth that matters",  # (KO 6747 "The /run/udev one …")
])
def test_a_point_that_points_at_its_object_or_names_an_order_is_no_point(point):
    assert fault(point)


def test_no_clause_is_drawn_from_what_is_said_of_an_options_order():
    # ("The order 1 → 3 → 4 → 5 → 2: the tension is set only after the cloth is finished" was drawn "The tension is set only
    # after …", true only of that wrong order)
    from deckgen.parse.drawing_clauses import clauses
    assert clauses("The order 1 → 3 → 4 → 2: the ramp is raised only after the ferry has left the quay.") == []
    assert fault("The timetable shows that the ferry sails at dawn on weekdays") == ""  # (a verb that says what follows)
    assert fault("In the hold the first cars are chained by the wheels and the last one by the tow hook") == ""


def test_paragraphs_led_by_a_claim_quoted_whole_each_closing_on_whether_it_is_the_cause(tmp_path):
    # (KJ 6647: '“The pool grew by taking more from its upstream ….” This fits both facts … This is the cause.' and three
    # more paragraphs each led by an option's claim reworded and quoted, "This is not the cause."; no letter anywhere)
    options = ["A. The gate was shut because the wind passed force 8 during the night.",
               "B. The ferry's engine failed on the crossing before, and the spare part is on the mainland.",
               "C. The crew was short because two deckhands were ill.",
               "D. The ticket office sold no tickets because the printer was broken."]
    analysis = ("“The harbour gate was shut for the wind.” The log shows force 9 at four. This is the cause.\n\n"
                "“The engine broke down on the last crossing.” The engineer ran it at five and it was sound. This is not the cause.\n\n"
                "“Two of the deckhands were off ill.” The rota shows a full crew on board. This is not the cause.\n\n"
                "“The printer in the ticket office was broken.” Tickets were sold by hand all morning. This is not the cause.")
    question = parsed(tmp_path, "The morning ferry did not sail. What is the most likely cause?", options,
                      "The wind closes the harbour.", analysis)
    assert question.answer == ("A",)


@pytest.mark.parametrize("tally", ["Community votes\nB   64 votes (58%)\nA   31 votes (28%)\nC   9 votes (8%)",
                                   "Community votes\nBD - 58 votes (64%)\nBE - 19 votes (21%)"])
def test_a_pages_vote_tallies_without_a_colon_are_never_content(tmp_path, tally):
    # (KK 6678 "Community votes" / "B   64 votes (58%)", KL 6692 "BCE - 58 votes (64%)": kept in the full explanation)
    options = ["A. Wait for the tide.", "B. Move the cars to the port lane.", "C. Call the coastguard.", "D. Sell more tickets."]
    question = parsed(tmp_path, "The ferry lists to starboard at the quay. What should the deckhand do next?", options,
                      "Level the load before casting off.",
                      "B is right: the deck levels. A is wrong: the tide does not list a ferry. C is wrong: nobody is in "
                      f"danger. D is wrong: more cars add weight.\n\n{tally}\n")
    assert question.answer == ("B",)
    assert "votes" not in question.full_explanation


def test_items_led_by_a_value_and_a_verdict_of_the_voices_own_with_the_result_stated_last(tmp_path):
    # (KL 6693: "Option A, 16,384 bytes - crumbles in the hand. …" for each of five values, no options listed, the short
    # explanation's last sentence "That is 32,768 bytes per stage."; no item was read, no key)
    analysis = ("Count every car that boards.\n\nOption A, 8 cars - sinks at the quay. Only the first lane is counted.\n\n"
                "Option B, 16 cars - runs aground. The foot lane holds no cars.\n\n"
                "Option C, 12 cars - sails clean. Three lanes of four, every car on board.\n\n"
                "Option D, 24 cars - a hull too wide for the berth. That is two ferries' worth.")
    question = parsed(tmp_path, "How many cars does the ferry take on one crossing?", None,
                      "Three lanes of four cars each: the first lane takes 4 cars, and so do the others. That is 12 cars a crossing.",
                      analysis)
    assert question.answer == ("C",)


def test_a_speaker_who_reads_the_options_out_states_no_answer(tmp_path):
    # (KO 6750: "Mose: A says …", "Mose: B, leave …", "Mose: C, export CUDA_MODULE_LOADING=LAZY for every job." — the one short
    # line read as "Mose: C", a stated answer, and C keyed, wrong; the text names the answer by its words only)
    analysis = ("Two deckhands talk the options through:\n\n"
                "Mose: A says wait for the tide to turn before anything else is done on the deck.\n"
                "Rina: The tide has nothing to do with a list to starboard.\n"
                "Mose: B, move the cars over to the port lane and check the deck again before the ramp goes up.\n"
                "Rina: That levels her. Do that.\n"
                "Mose: C, call the coastguard.\n"
                "Rina: Nobody is in danger at the quay.\n"
                "Mose: D, sell more tickets for the next crossing so the weight evens out on its own.\n"
                "Rina: More cars only add weight to the low side.")
    question = parsed(tmp_path, "The ferry lists to starboard at the quay. What should the deckhand do next?", None,
                      "Level the load before casting off.", analysis)
    assert question.answer != ("C",)


def test_a_speaker_who_gives_the_answer_after_the_options_were_read_out_states_it(tmp_path):
    # (keyed gv 4809: "Curate: B says …" and the others read out; "Sexton: A pass is one more tolling …" is no letter of his,
    # and "Sexton: D, lad. Ring it." states D)
    analysis = ("Curate: A says the ferry sails at five.\nSexton: A pass at five would meet the low tide on the bar.\n"
                "Curate: B says it sails at six.\nSexton: Six is when the bell rings for the tide, not the ferry.\n"
                "Curate: C says seven.\nSexton: Seven is the second crossing.\n"
                "Curate: And D says it sails at high water, whatever the hour.\nSexton: That is the rule on the board.\n"
                "Curate: So the answer to write down?\nSexton: D, lad. Ring it.")
    question = parsed(tmp_path, "When does the first ferry sail?", None, "At high water.", analysis)
    assert question.answer == ("D",)


def test_items_closing_on_the_cause_or_not_the_cause(tmp_path):
    # (KN 6728: "(B) is the cause." opening the explanation, then "(A) … Not the cause." and "(B) … The cause."; KN 6737
    # "2. (B) … This is the cause." among items closing "Not the cause.": no key)
    options = ["A. The tide table was wrong.", "B. The harbour gate was shut for the gale.", "C. The engine failed.",
               "D. The crew was late."]
    for analysis in ("(B) is the cause.\n\nThe harbour closes above force 8.\n\n(A) The table was checked at four. Not the cause.\n\n"
                     "(B) The log shows force 9 at five. The cause.\n\n(C) The engine ran the whole crossing. Not the cause.\n\n"
                     "(D) The crew was on board by five. Not the cause.",
                     "The harbour closes above force 8.\n\n1. (A) The table was checked at four. Not the cause.\n"
                     "2. (B) The log shows force 9 at five. This is the cause.\n3. (C) The engine ran the whole crossing. "
                     "Not the cause.\n4. (D) The crew was on board by five. Not the cause."):
        question = parsed(tmp_path, "The morning ferry did not sail. What is the most likely cause?", options,
                          "A gale closes the harbour.", analysis)
        assert question.answer == ("B",)
        assert "Not the cause" not in question.rationales.get("C", "")


def test_the_statement_that_does_not_hold_is_stated_and_is_no_answer_line_on_a_recall_card(tmp_path):
    # (KO 6741: "The statement that does not hold is B: the claim that KVIKIO_TASK_SIZE is given in MiB, …", five quoted
    # statements each "This one holds fast." but B's; no key; read, its line named the letter a recall card hides)
    analysis = ("The statement that does not hold is B: the claim that the ferry sails in any gale.\n\n"
                'A — "The first ferry leaves at six." This one holds fast. The timetable says so.\n'
                'B — "The ferry sails in any gale." This is the leaking hull. The gate shuts above force 8.\n'
                'C — "Cars board before foot passengers." This one holds fast. The ramp is for cars first.\n'
                'D — "The deck has three lanes." This one holds fast. Four cars a lane.')
    question = parsed(tmp_path, "All of the following statements about the ferry are true EXCEPT:", None,
                      "The harbour gate shuts above force 8.", analysis)
    assert question.answer == ("B",)
    # (the statements the analysis quotes by letter are now the card's options, session 56: a letter the line names is one the
    # card shows; what the line must never be is a statement that holds)
    assert question.options["B"] == "The ferry sails in any gale"
    assert "first ferry" not in question.answer_text and "three lanes" not in question.answer_text


def test_a_short_explanation_that_opens_calling_a_bracketed_letter_true(tmp_path):
    # (KP 6779: "[C] is true. plan() does the per-batch scheduling once …" to "Which statement is true?", options "[A] …")
    options = ["[A] The ferry sails in any gale.", "[B] Foot passengers board before the cars.",
               "[C] The gate shuts above force 8, and the ferry waits.", "[D] The deck has two lanes."]
    question = parsed(tmp_path, "Which statement about the harbour ferry is true?", options,
                      "[C] is true. The harbour master shuts the gate above force 8.",
                      "The ferry keeps to the harbour's rules.")
    assert question.answer == ("C",)
    negated = parsed(tmp_path, "Which statement about the harbour ferry is NOT true?", options,
                     "[C] is true. The harbour master shuts the gate above force 8.", "The ferry keeps to the harbour's rules.")
    assert negated.answer != ("C",)
