"""Cards and lines of the forms the readers of the held-out sets failed in the forty-eighth session, read by `parse`.
Written for these tests, on a topic of their own (a cider press in an orchard), in other words than the held-out texts that
showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse import answerform, answertext, drawing_form, drawing_points
from deckgen.parse.answerphrase import stops_whole
from deckgen.parse.stated import stated_answers

PRESS = "The pomace is stacked in cloths on the press bed and the juice runs slowly. Which lever setting gives the most juice?"
PRESS_OPTIONS = ["A. Full pressure at once", "B. Pressure raised in three stages", "C. No pressure for an hour",
                 "D. Pressure released and raised again"]
PRESS_SHORT = "The cheese gives most when it is squeezed a little at a time, so the juice finds its way out before the cloths seal."


def test_an_item_led_by_its_letter_and_a_parenthesis_that_calls_its_option_right_is_the_answer(tmp_path):
    # (IB 5452: "B) CUFFT_INVERSE is the right stroke. …" opened the full explanation, and its item, with no verdict word the
    # analysis knew, was read as a wrong option's: the card said B was wrong and left A, C, D)
    body = ("B) Raising the pressure in three stages is the right stroke. Each stage lets the juice run before the cloths close.\n\n"
            "How I grade the four at the press:\n\nA) Full pressure at once — a split cloth. The outer layer seals the juice in.\n"
            "C) No pressure — an idle press.\nD) Released and raised again — wasted time.")
    question = parsed(tmp_path, PRESS, PRESS_OPTIONS, PRESS_SHORT, body)
    assert question.answer == ("B",)


@pytest.mark.parametrize(("lead", "answer"), [("B is the setting that gets through the cloths:", ("B",)),
                                              ("B is the setting that gets through only on dry apples:", ())])
def test_a_letter_called_the_one_that_gets_through_is_the_answer(tmp_path, lead, answer):
    # (IA 5437: "B is the order that gets through the gate: build the environment …" in the short explanation, over a
    # dialogue whose turns the analysis read as one wrong item)
    short = f"{lead} squeeze a little, wait, and squeeze again."
    body = "CARTER: C, then?\nKEEPER: Worse. Nothing runs from an idle press."
    question = parsed(tmp_path, PRESS, PRESS_OPTIONS, short, body)
    assert question.answer == answer


TRIO = "The orchard man must keep the press clean through the season. Which THREE of these jobs are needed? (Choose three.)"
TRIO_OPTIONS = ["a. Wash the cloths after each pressing", "b. Scrub the bed with hot water", "c. Oil the cloths",
                "d. Let the cloths dry in the sun", "e. Leave the pomace in the tray overnight"]


@pytest.mark.parametrize(("close", "answer"), [("So the three jobs the press cannot do without, friend: a, b and d.", ("A", "B", "D")),
                                               ("So the three traps the press falls into, friend: a, b and d.", ())])
def test_the_answers_count_and_a_label_before_a_colon_and_lower_case_letters_state_them(tmp_path, close, answer):
    # (IA 5436: "So the three joints the water cannot come without, brother: a, b and d." closed an analysis of items led by
    # the options' texts)
    body = ("Going one job at a time:\nWashing the cloths is needed. Old juice sours in them.\n"
            "Oiling the cloths is never needed. Oil spoils the juice.\n\n" + close)
    question = parsed(tmp_path, TRIO, TRIO_OPTIONS, "Clean cloths, a clean bed, dry cloths.", body)
    assert question.answer == answer


@pytest.mark.parametrize(("verdict", "answer"), [("That'll hold.", ("B",)), ("That'll sink.", ())])
def test_a_letter_called_the_one_that_will_hold_is_the_answer(tmp_path, verdict, answer):
    # (IC 5477: "B is the one that'll sail: L1 is column-major, …" over items of quoted claims with the voice's verdicts)
    short = f"B is the one that'll {verdict.split()[1].rstrip('.')}: each stage lets the juice run before the cloths close."
    body = ('A. "Full pressure at once." Squit. The outer layer seals.\nB. "Pressure in three stages." '
            f"{verdict}\nC. \"No pressure.\" Squit. Nothing runs.\nD. \"Released and raised.\" Squit. Wasted time.")
    question = parsed(tmp_path, PRESS, PRESS_OPTIONS, short, body)
    assert question.answer == answer


RECALL = "The juice of a late pressing tastes flat and thin. What is the best next action?"


@pytest.mark.parametrize(("short", "answer"), [("Pick C: blend in a sharp apple such as a crab, then press again.", ("C",)),
                                               ("Pick C: wrong, because the crab apples are gone.", ())])
def test_pick_a_letter_and_a_colon_before_the_action_states_the_answer(tmp_path, short, answer):
    # (IB 5457: "Pick C: pad each signal with zeros to a length built only from small primes, …" on a card with no options)
    question = parsed(tmp_path, RECALL, None, short, "Late apples are sweet and low in acid; a sharp apple brings it back.")
    assert question.answer == answer


SHAPES = "A cider maker names the parts of his press. Which THREE of these parts carry the load? (Choose three.)"
SHAPE_OPTIONS = ["(A) The spout", "(B) The beam", "(C) The tray", "(D) The screw", "(E) The cloth", "(F) The bed"]


def test_a_closing_sentence_that_states_the_answers_after_their_items_gives_them(tmp_path):
    # (IC 5472: items "2. (B) ThreadblockShape. … Good iron." and "3. (C) Stages. … Slag.", closed by "So the three pieces of
    # good iron are (B), (D) and (F)."; every item was read as a wrong option's, and the card had no answer)
    body = ("1. (A) The spout. It only pours. Slag.\n2. (B) The beam. It takes the push of the screw. Good oak.\n"
            "3. (C) The tray. It catches juice. Slag.\n4. (D) The screw. It turns the push into pressure. Good oak.\n"
            "5. (E) The cloth. It holds pomace. Slag.\n6. (F) The bed. It bears the whole stack. Good oak.\n"
            "So the three pieces of good oak are (B), (D) and (F).")
    question = parsed(tmp_path, SHAPES, SHAPE_OPTIONS, "The beam, the screw and the bed bear the load.", body)
    assert question.answer == ("B", "D", "F")


PAIR = "The orchard man must keep the press clean through the season. Which TWO of these jobs are needed? (Choose two.)"
PAIR_OPTIONS = ["(A) Wash the cloths after each pressing", "(B) Oil the cloths", "(C) Scrub the bed with hot water",
                "(D) Paint the bed", "(E) Leave the pomace in the tray overnight"]


def test_a_note_whose_letters_are_words_of_its_sentence_is_not_cut_into_a_broken_one(tmp_path):
    # (FW 47ea: "That leaves (A) and (C), and both set well. (A) is the filter …" was shown as "That leaves and, and both set
    # well. is the filter …" once the card knew its answer)
    body = ("(B) and (D) both miss. In (B), oil spoils the juice; in (D), paint flakes into it.\n\n(E) is plain wrong. Pomace "
            "rots overnight.\n\nThat leaves (A) and (C), and both hold. (A) is the wash that keeps the cloths sweet. (C) is the "
            "scrub that keeps the bed clean.\n\nMark (A) and (C).")
    question = parsed(tmp_path, PAIR, PAIR_OPTIONS, "Wash the cloths and scrub the bed.", body)
    assert question.answer == ("A", "C")
    shown = " ".join([question.full_explanation, *question.rationales.values()])
    assert "leaves and," not in shown and ". is the" not in shown


def test_it_after_a_lead_clause_is_never_the_source_the_sentence_before_quotes():
    # (FC 1a7e: "The NCCL guide says: run …. If PCI switches have ACS on, it has to be disabled." was drawn as "The NCCL guide
    # has to be disabled")
    before = "The Orchard Guide says: press the pomace within a day of milling, and keep the cloths clean."
    sentence = "If Bramley apples have mould on them, it has to be cut out before milling."
    assert drawing_points._with_subject(sentence, before, 1.0, frozenset())[0] == sentence
    assert drawing_points._with_subject("It has to be cut out.", "The mould spreads fast.", 1.0, frozenset())[0] == \
        "The mould has to be cut out."


@pytest.mark.parametrize(("line", "restated"), [("Plain oak beds keep no juice; they need a steel tray.", True),
                                                ("There is no steel tray on an oak press.", False)])
def test_a_which_is_not_line_never_tells_the_false_claim_again(line, restated):
    # (IA 5422: a table's "What it says" cell, "plain cudaEventCreate() keeps no time; needs cudaEventEnableTiming", was the
    # card's answer line to "… EXCEPT which one?": the false claim, denying what the option denies, told as true)
    assert answertext.restates(line, "A plain oak bed keeps no juice; it needs a steel tray") is restated


def test_a_readers_thread_under_comments_and_handles_with_their_votes_is_no_content(tmp_path):
    # (IB 5456: "Comments" / "saltmarsh_sam  ▲ 3" / "Pretty sure it's B. The plan cache is a CPU thing, …" was in the full
    # explanation, and its wrong claim a drawn point)
    body = ("B is wrong: more pressure at once seals the cloths.\nC is wrong: nothing runs.\nD is wrong: it wastes time.\n\n"
            "Comments\nmillpond_meg  ▲ 3\nPretty sure it's A. Full pressure always gives the most.\n"
            "orchard_tom  ▲ 12\n@millpond_meg no, the outer cloth seals first.")
    short = "A little at a time lets the juice out before the cloths seal, so it is A."
    question = parsed(tmp_path, PRESS, PRESS_OPTIONS, short, body)
    assert "Pretty sure" not in question.full_explanation and "millpond_meg" not in question.full_explanation


def test_a_readers_guess_at_a_wrong_letter_is_no_point(tmp_path):
    body = ("A is wrong: full pressure seals the cloths. C is wrong: an idle press gives nothing. D is wrong: it wastes time.\n\n"
            "Pretty sure it's A. Full pressure always gives the most juice from any press.")
    question = parsed(tmp_path, PRESS, PRESS_OPTIONS, PRESS_SHORT, body)
    assert question.answer == ("B",)
    points = question.infographic.points if question.infographic else ()
    assert not any("always gives the most" in point for point in points)


FLAG = "The press must hold its pressure overnight without the beam creeping. Which pin should go through the screw?"
FLAG_OPTIONS = ["A. oakpin", "B. ironpin", "C. lockpin", "D. ashpin"]


@pytest.mark.parametrize(("said", "answer"), [("lockpin is the pin: it stops the screw turning back.", ("C",)),
                                              ("lockpin is the pin to avoid: it jams.", ())])
def test_an_options_whole_text_called_the_thing_the_question_asks_for_is_the_answer(tmp_path, said, answer):
    # (IA 5420: "cudaEventDisableTiming is the flag." to "Which flag should I give …?", the analysis naming each option by its
    # text with the voice's verdicts)
    body = "oakpin — this canoe will not win. It splits.\nironpin — it rusts."
    question = parsed(tmp_path, FLAG, FLAG_OPTIONS, f"The screw must not turn back. {said}", body)
    assert question.answer == answer


ORDER = "Four jobs make a pressing: Mill, Stack, Press, Bottle. Which order does the job properly?"
ORDER_OPTIONS = ["[A] Stack, Mill, Press, Bottle", "[B] Mill, Press, Stack, Bottle", "[C] Press, Mill, Stack, Bottle",
                 "[D] Mill, Stack, Press, Bottle"]


def test_numbered_items_led_by_their_options_whole_text_and_the_one_to_pick_give_the_answer(tmp_path):
    # (IB 5453: "4. Load, Plan, Crack, Unload, Put away. … it's the one to pick." where every option is an order of the same
    # steps: no item's words told its option apart)
    body = ("1. Stack, Mill, Press, Bottle. Stacks whole apples. Faulty.\n2. Mill, Press, Stack, Bottle. Presses loose pomace. "
            "Faulty.\n3. Press, Mill, Stack, Bottle. Presses nothing. Faulty.\n4. Mill, Stack, Press, Bottle. Milled, stacked, "
            "pressed, bottled, and it's the one to pick.")
    question = parsed(tmp_path, ORDER, ORDER_OPTIONS, "Mill first, then stack, then press, then bottle.", body)
    assert question.answer == ("D",)


@pytest.mark.parametrize(("verb", "answer"), [("change", ("C",)), ("avoid", ())])
def test_that_noun_and_a_letter_between_commas_called_the_one_to_change_is_the_answer(tmp_path, verb, answer):
    # (IC 5461: "That card, C, is the one to change." in a dialogue over options not named wrong by their letters)
    body = f"ME: Set the lever halfway, wait, then push again. That lever, C, is the one to {verb}."
    question = parsed(tmp_path, PRESS, ["A. The spout", "B. The tray", "C. The lever", "D. The cloth"],
                      "Stages give the juice time to run.", body)
    assert question.answer == answer


def test_a_kind_asked_for_that_is_one_word_keeps_its_clause_in_the_title(tmp_path):
    # (EM 3d26: "Which THREE of the following are genuine fields that belong inside the dynamic_batching { … } block?" had
    # no title: its kind, "fields", alone names no concept)
    stem = "Which THREE of the following are genuine parts that belong inside the press frame? (Choose three.)"
    body = "A is wrong: the tray sits outside. C is wrong: the cloth is no part of the frame. E is wrong: the spout hangs outside."
    question = parsed(tmp_path, stem, ["A. The tray", "B. The beam", "C. The cloth", "D. The screw", "E. The spout", "F. The bed"],
                      "The beam, the screw and the bed make the frame.", body)
    assert question.infographic.title == "Parts that belong inside the press frame"


@pytest.mark.parametrize(("text", "dropped"), [("tritonserver --model-repository=/workspace/models", False),
                                               ("Prometheus metrics at http://localhost:8002/metrics", False),
                                               ("The cache size is 2 × × 4096", True), ("busbw = × algbw", True)])
def test_a_path_after_an_equals_sign_or_a_urls_slashes_are_no_dropped_values(text, dropped):
    # (ID 5480: the answer box of "tritonserver --model-repository=/workspace/models" was empty: "=/" read as two operators
    # with the value between them lost)
    assert (drawing_form.fault(text, "box") == "values dropped") is dropped


@pytest.mark.parametrize(("close", "answer"), [("Which leaves the first one: stages, with lever_rest=true between them.", ("A",)),
                                               ("Which leaves the first one, and it is wrong too.", ())])
def test_the_option_an_elimination_leaves_by_its_place_is_the_answer(tmp_path, close, answer):
    # (IC 5469: "APPRENTICE: Which leaves the first one: a single blocking request for offline, and a config-then-audio stream
    # with is_final=false …"; a setting's "false" denies nothing)
    options = ["A. Pressure raised in stages", "B. Full pressure at once", "C. No pressure for an hour", "D. Pressure released and raised again"]
    body = f"APPRENTICE: Full pressure, then?\nMASTER: It seals the cloths.\nAPPRENTICE: {close}"
    question = parsed(tmp_path, PRESS, options, PRESS_SHORT, body)
    assert question.answer == answer


def test_a_which_is_not_question_whose_options_are_names_takes_the_sentence_that_denies_the_name(tmp_path):
    # (IA 5434: "… the args dictionary contains all of the following keys EXCEPT which one?" of five key names; "There is no
    # model_max_batch_size key inside the parcel." was passed over: it quotes the option whole, and shares one word of it)
    stem = "As the press maker's manual lists them, the press has all of the following parts EXCEPT which one?"
    options = ["(A) beam", "(B) screw", "(C) bed", "(D) flywheel"]
    body = "Answer is (D). There is no flywheel on a screw press. The beam, the screw and the bed carry the load between them."
    question = parsed(tmp_path, stem, options, "The manual names the beam, the screw and the bed.", body)
    assert question.answer == ("D",)
    assert question.answer_text == "There is no flywheel on a screw press."


STEPS = "Four jobs make a pressing. Which order does the job properly?"
STEP_OPTIONS = ["A - III, II, I, IV", "B - II, III, I, IV", "C - II, I, III, IV", "D - II, III, IV, I"]


def test_an_item_that_calls_its_order_the_only_one_that_follows_is_the_answer_and_no_mention_outvotes_it(tmp_path):
    # (IE 5517, keyed B and read as A: items led by the quoted orders, B's '"II, III, I, IV, V" is the only one that follows the
    # grain: …' read as a wrong option's, and "the sequence printed as option A" taken as a pointer at A)
    body = ('"III, II, I, IV", the sequence printed as option A, stacks apples before they are milled.\n\n'
            '"II, I, III, IV" presses before stacking. That is wasted work.\n\n"II, III, IV, I" bottles before pressing.\n\n'
            '"II, III, I, IV" is the only one that follows the grain: milled, stacked, pressed, bottled.')
    question = parsed(tmp_path, STEPS, STEP_OPTIONS, "Mill, stack, press, bottle.", body)
    assert question.answer == ("B",)


EXCEPT_STEM = ("All of the following statements about the cider press are true EXCEPT one. Which statement is the strap that "
               "won't take the strain?")


@pytest.mark.parametrize(("verdict", "answer"), [("Rotten strap, and this is the false one.", ("C",)), ("Sound.", ())])
def test_an_except_question_asked_as_which_statement_reads_its_items_as_true_statements(tmp_path, verdict, answer):
    # (IF 5534, keyed C and read as F: "… are true EXCEPT one. Which statement is the strap that won't take the strain?" was not
    # read as a NOT question, so every "Sound." item was a wrong option, C's "this is the false one" too, and a sixth letter
    # was inferred past the five; read as one, the false one is the answer)
    body = ('1. A: "The screw turns the push into pressure." Sound.\n2. B: "The beam takes the push of the screw." Sound.\n'
            f'3. C: "The bed needs no tray." {verdict} The juice must run off the bed into a tray.\n'
            '4. D: "Clean cloths keep the juice sweet." Sound.\n5. E: "Stages give more juice." Sound.')
    question = parsed(tmp_path, EXCEPT_STEM, None, "The bed drains into a tray of its own.", body)
    assert question.answer == answer
    assert not question.answer_text.startswith('"')


@pytest.mark.parametrize(("said", "negated", "answer"), [
    ("The call is C, and it is a straight card.", True, ("C",)), ("Statement E is the wrong one.", True, ("E",)),
    ("Alf: “That’s your passage. Mark it down as D and get moving.”", False, ("D",)), ("Don't mark it down as D.", False, ()),
    ("So the furrow is the third, and that's letter B on the sheet.", False, ("B",)),
    ("So the two that press best are (B) oak and (D) ash: answer B and D.", False, ("B", "D"))])
def test_more_ways_a_voice_states_the_answer(said, negated, answer):
    # (IG and IF sets: "The call is C" to an EXCEPT question, "Statement E is the wrong one.", "Mark it down as D and get
    # moving", "… and that's letter B on the sheet.", "…: answer B and D.")
    assert stated_answers(said, set(), negated)[0] == answer


def test_an_option_the_voice_calls_its_sound_one_before_a_colon_leads_an_item_that_states_it(tmp_path):
    # (IE 5500: "Option D is the sound rope: python -m cuopt_server.cuopt_service --ip 0.0.0.0 --port 8000." opened the
    # full explanation, and its item was read as D's wrong note)
    body = ("Option B is the sound rope: pressure raised in three stages.\n\nThe juice runs before the cloths close.\n\n"
            "Running each strand through the hand:\nA. Full pressure at once — rotten strand, it'll part under the first load.\n"
            "C. No pressure for an hour — good hemp, bad twist. Nothing runs.\nD. Pressure released and raised again — wrong fibre "
            "altogether.\nB. Pressure raised in three stages — sound rope, hard-laid and true. Right lever, right stages.")
    question = parsed(tmp_path, PRESS, PRESS_OPTIONS, PRESS_SHORT, body)
    assert question.answer == ("B",)


@pytest.mark.parametrize(("phrase", "whole"), [("Switch the state vector to complex64 and pass", False),
                                               ("Switch the state vector to complex64", True)])
def test_a_few_words_of_the_line_never_stop_on_a_verb_whose_object_follows_an_aside_gone(phrase, whole):
    # (IF 5539: the answer box "B — Switch the state vector to complex64 and pass", of "… to complex64 (CUDA_C_32F) and pass
    # that data type to the cuStateVec calls.": with the aside gone its last words were not found, and not judged)
    line = "Switch the state vector to complex64 (CUDA_C_32F) and pass that data type to the cuStateVec calls."
    assert stops_whole(phrase, line) is whole


@pytest.mark.parametrize(("sentence", "line"), [("B, cusparseXcoo2csr, is the one that does the job.", "cusparseXcoo2csr does the job."),
                                                ("B, the Bramah screw, is the one that turns the push into pressure.",
                                                 "The Bramah screw turns the push into pressure.")])
def test_a_letter_and_its_name_between_commas_called_the_one_that_does_it_give_the_name_and_what_it_does(sentence, line):
    # (IH 5571: "B, cusparseXcoo2csr, is the one that does the job." was the line and the box of a card with no options listed,
    # where the learner sees no letters)
    assert answerform.fitted(sentence) == line
