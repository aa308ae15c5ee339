"""Cards and lines of the forms the readers of the held-out sets failed in the forty-seventh session, read by `parse`.
Written for these tests, on a topic of their own (a baker's wood-fired oven), in other words than the held-out texts that
showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

OVEN = "The oven is at 250 °C and the baker has four loaves to put in. Which loaf goes in first?"
OVEN_OPTIONS = ["a. The rye, which wants a falling heat", "b. The white tin loaf", "c. The sourdough boule, which wants the fiercest heat",
                "d. The enriched brioche, which burns at 250 °C"]
OVEN_SHORT = "The hottest oven is the boule's: it goes in first, and the others follow as the oven cools."


@pytest.mark.parametrize("tag", ["Saves time, no?", "Quicker, surely?"])
def test_an_option_a_speaker_names_in_a_turn_that_ends_asking_is_no_clue_to_the_answer(tmp_path, tag):
    # (HV 5325: "Heater boy: Choice b puts the detector right after the decoder. Saves time, no?" was taken as the text's
    # pointer at B, and the card keyed B; the text's answer, A, was told only in the voice's words)
    body = (f"Apprentice: Choice b goes in first because it is the plainest. {tag}\n\n"
            "Baker: It is plain, and that is why it waits. The oven is too hot for it yet.\n\n"
            "Apprentice: Then the rye?\n\nBaker: The rye wants a falling heat, not the fiercest.")
    question = parsed(tmp_path, OVEN, OVEN_OPTIONS, OVEN_SHORT, body)
    assert question.answer == ()


def test_a_lower_case_letter_after_a_lines_last_colon_is_the_options(tmp_path):
    # (HV 5325: "Gun man: Every rivet in its turn. … Chalk it up: a." of options "a." to "d.")
    body = ("Apprentice: The brioche first, while the oven is fiercest?\n\nBaker: It burns at 250 °C. Wrong.\n\n"
            "Apprentice: The boule, then.\n\nBaker: The boule wants the fiercest heat. Mark the slate: c.")
    question = parsed(tmp_path, OVEN, OVEN_OPTIONS, OVEN_SHORT, body)
    assert question.answer == ("C",)


TRAYS = ("The baker must stop the loaves sticking to the peel, and still have them slide into the oven. Which TWO changes, "
         "made together, do both?")
TRAYS_SHORT = "Flour the peel and dust the loaf's base with semolina: then nothing sticks and the loaf still slides."


def _trays_body(lead: str = "B and D are the pair.") -> str:
    return (f"{lead}\n\nA loaf sticks where wet dough meets bare wood; the peel and the loaf both need a dry layer between "
            "them.\n\nHere are the trays, one at a time (“out of the oven” is right, “back in the trough” is wrong):\n\n"
            "1. A, wet the peel first — back in the trough. Water makes the dough cling harder.\n"
            "2. B, flour the peel — out of the oven. A dry layer lets the loaf move on the wood.\n"
            "3. C, bake the loaf for longer — back in the trough. The time in the oven does nothing to the peel.\n"
            "4. D, dust the loaf's base with semolina — out of the oven. The grains roll like bearings.\n"
            "5. E, shape the loaf tighter — back in the trough. A tight loaf still sticks if the wood is bare.")


def test_two_quoted_phrases_told_as_right_and_wrong_in_a_parenthesis_are_the_voices_verdicts(tmp_path):
    # (HS 5274: '(“through t’ dip” is right, “back in t’ pen” is wrong)', then "1. A, raise threads … — back in t’ pen. …";
    # the card had keyed A and C, read from "B and D are t’ pair." as a wrong group's item)
    question = parsed(tmp_path, TRAYS, None, TRAYS_SHORT, _trays_body())
    assert question.answer == ("B", "D")
    assert set(question.rationales) == {"A", "C", "E"}
    assert question.rationales["A"] == "Water makes the dough cling harder."


def test_a_bare_letter_its_options_text_and_a_dashed_verdict_lead_an_item(tmp_path):
    body = _trays_body("").replace("(“out of the oven” is right, “back in the trough” is wrong)", "").replace(
        "back in the trough", "wrong").replace("out of the oven", "correct")
    question = parsed(tmp_path, TRAYS, None, TRAYS_SHORT, body)
    assert question.answer == ("B", "D")
    assert question.rationales["C"] == "The time in the oven does nothing to the peel."


def test_a_phrase_the_verdict_word_starts_leads_no_item(tmp_path):
    # (k-gc: "B, trtexec --onnx=… --int8 … — wrong gas in the pipe. …" is a voice's phrase: the list stays the body's whole)
    body = ("The oven is at its fiercest now.\n\nA, the rye — wrong fire for it. It wants a falling heat.\n"
            "B, the tin loaf — wrong shelf entirely. It waits.\nC, the boule — the very one. It wants the fiercest heat.\n"
            "D, the brioche — wrong day to try it. It burns.")
    question = parsed(tmp_path, OVEN, None, OVEN_SHORT, body)
    assert question.rationales == {}
    assert "D, the brioche — wrong day to try it." in question.full_explanation


def test_a_bare_letter_its_value_and_a_verdict_after_a_colon_lead_an_item(tmp_path):
    # (HT 5280: "1. A, 0 lanes: wrong, this is looking only at your own hand. …"; the card's line had been a step of the
    # working, "Thread 37 is lane 5 of warp 1.", to a question whose answer was 8 lanes)
    stem = "A tray holds 4 rows of 6 rolls, and the baker bakes 2 trays at once. How many rolls come out of one bake?"
    body = ("Answer: C, 48 rolls.\n\nFirst the tray: 4 rows of 6 is 24 rolls.\n\nHow each number comes:\n"
            "1. A, 24 rolls: wrong, this is one tray only. The baker bakes two.\n"
            "2. B, 12 rolls: wrong, this is half a tray. Each tray holds all four rows.\n"
            "3. C, 48 rolls: correct. Two trays of 24 rolls each.\n"
            "4. D, 10 rolls: wrong, this adds the rows to the rolls. A tray's rolls are rows times rolls in a row.")
    question = parsed(tmp_path, stem, None, "Two trays of 4 rows of 6 rolls: 2 x 24 = 48 rolls.", body)
    assert question.answer == ("C",)
    assert question.answer_text == "48 rolls."
    assert question.rationales["A"] == "This is one tray only. The baker bakes two."


def test_python_defined_at_the_margin_is_kept_as_code_decorators_and_all(tmp_path):
    # (HS 5272: "@cuda.jit" on a line of its own was read as a page's address and dropped; "def clamp(…):" and its body
    # were shown as paragraphs, the body's indentation lost)
    stem = ("The baker's script marks each loaf:\n\n@oven.timed(minutes=40)\ndef bake(loaf):\n    loaf.score()\n"
            "    return loaf\n\n@oven.timed\ndef proof(loaf):\n    loaf.rest()\n\nWhich function runs for forty minutes?")
    question = parsed(tmp_path, stem, ["A. bake", "B. proof", "C. Both", "D. Neither"], "bake is timed for forty minutes.",
                      "A is correct: the decorator gives bake 40 minutes.")
    assert "    @oven.timed(minutes=40)\n    def bake(loaf):\n        loaf.score()\n        return loaf" in question.question
    assert "    @oven.timed\n    def proof(loaf):\n        loaf.rest()" in question.question


def test_a_decorator_named_in_prose_and_a_def_without_a_body_stay_prose(tmp_path):
    stem = "The script calls @oven.timed on every loaf, and def bake(loaf): names the step.\n\ndef proof(loaf):\n\nWhich function runs longest?"
    question = parsed(tmp_path, stem, ["A. bake", "B. proof"], "bake runs longest.", "A is correct: it is timed.")
    assert "\n    " not in question.question


CRUST = "Why does the crust of the boule come out pale although the oven reads 250 °C?"
CRUST_BODY = ("Walking the loaves, one by one:\n\n"
              "“The dough was too wet” — a baker's excuse. A wet dough browns faster, not slower.\n\n"
              "“The oven floor was still cold” — the floor drinks the heat for the first hour.\n\n"
              "“The flour was too fine” — wrong mill, wrong sack. The crust of the boule comes out pale because the oven "
              "floor is cold, whatever the flour.\n\n"
              "“The loaf went in too late” — burnt by the clock. A late loaf only browns darker.\n\n"
              "The answer is B.")


def test_a_note_under_an_options_quoted_claim_its_verdict_does_not_praise_is_no_answer_line(tmp_path):
    # (HU 5307: '“The A100 has no FP32 CUDA cores, …” — felled by the spec sheet. The A100 has 6,912 FP32 CUDA cores …' was
    # the card's answer line, a wrong option's correction; no letter tells which option each claim is)
    question = parsed(tmp_path, CRUST, None, "Think of the floor as a stone that must drink its fill first.", CRUST_BODY)
    assert question.answer == ("B",)
    assert "flour" not in question.answer_text


def test_a_sentence_led_by_background_is_no_answer_line(tmp_path):
    # (HU 5311: "Background, explained slowly, the way my grandfather taught me …: cuML estimators accept many kinds of
    # input." had been the card's line over "The correct statement is A: km.labels_ will be a CuPy array.")
    body = ("The correct statement is B: the floor is still cold.\n\nBackground, as my master told it by the fire: an oven's "
            "dial measures the air inside it, and the hot air of a stone oven says little about the floor under the loaf.")
    question = parsed(tmp_path, CRUST, None, "Think of the floor as a stone that must drink its fill first.", body)
    assert question.answer_text == "The floor is still cold."


def test_a_final_answer_of_a_letter_and_its_value_gives_the_value_in_bytes(tmp_path):
    # (HS 5271: "Final answer: D, 4,352 bytes per block." — the line had been "The shape must be a simple constant
    # expression, …"; a figure in bytes was no figure the line had to give)
    stem = "Each loaf tag stores 1,024 entries of 4 bytes and one header of 256 bytes. How much memory does one tag take?"
    body = ("Apprentice: It is A, 4,096 bytes.\n\nBaker: You forgot the header.\n\nApprentice: Then 4,096 + 256.\n\n"
            "Baker: Yes. The entries come to 4,096 bytes and the header fits in the same store. Final answer: B, 4,352 bytes per tag.")
    question = parsed(tmp_path, stem, None, "The entries and the header are kept in one store on the tag.", body)
    assert question.answer == ("B",)
    assert question.answer_text == "4,352 bytes per tag."


THREE = "Which THREE of these belong in a sourdough starter?"
THREE_OPTIONS = ["A. Flour", "B. Packet yeast", "C. Water", "D. Time", "E. Salt"]


def test_a_speakers_pick_after_his_assent_states_the_answers(tmp_path):
    # (HU 5305: "Likha: Yes. Mark B, C and E.")
    body = ("Apprentice: Flour and water, and time. What about yeast from the packet?\n\n"
            "Baker: The packet's yeast is no starter. A starter catches its own.\n\n"
            "Apprentice: So flour, water and time.\n\nBaker: Yes. Mark A, C and D.")
    question = parsed(tmp_path, THREE, THREE_OPTIONS, "A starter is flour, water and time.", body)
    assert question.answer == ("A", "C", "D")


@pytest.mark.parametrize("said", ["C is your sound loaf.", "C is the right bake."])
def test_a_letter_called_the_voices_sound_one_is_the_answer(tmp_path, said):
    # (HU 5310: "D is your sound joint." in the short explanation; the items' verdicts were the voice's own)
    body = ("A, the rye: falls flat. It wants a falling heat.\n\nB, the tin loaf: too early. It waits.\n\n"
            "C, the boule: bakes through. It wants the fiercest heat.\n\nD, the brioche: burns. Sugar scorches at 250 °C.")
    question = parsed(tmp_path, OVEN, None, f"{said} It wants the fiercest heat, and the oven is at its fiercest.", body)
    assert question.answer == ("C",)


def test_a_letter_called_the_wrong_one_in_those_words_is_no_answer(tmp_path):
    body = "A falls flat.\n\nB waits.\n\nC bakes through.\n\nD burns."
    question = parsed(tmp_path, OVEN, None, "D is your burnt loaf. It scorches at 250 °C.", body)
    assert question.answer == ()


def test_the_last_clause_of_a_line_after_and_labels_the_answer(tmp_path):
    # (HU 5302: "Only one row is sound timber, and the woodward blazes it with his axe: B." under a table whose verdict
    # column was the voice's own; every row had been read as wrong)
    body = ("A: falls flat in the fierce heat.\n\nB: waits for a cooler oven.\n\nC: wants the fiercest heat of all.\n\n"
            "D: burns at 250 °C.\n\nOnly one loaf is ready, and the baker stamps it with his seal: C.")
    question = parsed(tmp_path, OVEN, None, OVEN_SHORT, body)
    assert question.answer == ("C",)


@pytest.mark.parametrize("verb", ["is built", "are arranged", "was made"])
def test_a_passive_verb_keeps_the_purpose_clause_that_completes_it(verb):
    # (k-bo: "…; with sampling, the accept/reject rule is built so that the output distribution matches the target's." had
    # been cut to "… the accept/reject rule is built.")
    from deckgen.parse.answercut import clause_cut

    text = (f"With a cold oven the loaves rise slowly and evenly; with a hot one, the shelves {verb} so that the heat "
            "reaches every loaf in the same time.")
    assert clause_cut(text, 20) == "With a cold oven the loaves rise slowly and evenly"
    assert clause_cut("The baker's shelves hold all the loaves so that the heat reaches every loaf.", 10) == \
        "The baker's shelves hold all the loaves"  # (an active verb's object is whole: the clause may go)


def test_a_letter_called_the_one_thing_to_do_is_the_answer(tmp_path):
    # (HV 5334: "B is the one cut to code: csv first and required, …"; the card had left B and C)
    body = ("A and D both bake at the wrong heat.\n\nC is a loaf for another oven: it wants a falling heat.\n\n"
            "B is the one loaf to bake: it wants the fiercest heat, and the oven has it now.")
    question = parsed(tmp_path, OVEN, ["A. The rye", "B. The boule", "C. The tin loaf", "D. The brioche"], OVEN_SHORT, body)
    assert question.answer == ("B",)


CLAIMS_STEM = "Which statement about the oven's floor is true?"
CLAIMS_OPTIONS = ["A. It heats faster than the air.", "B. It holds its heat after the fire is raked out.",
                  "C. It needs no fire at all.", "D. It is hottest at the door."]


def test_lines_that_lead_an_options_quoted_claim_with_a_plain_verdict_name_their_options(tmp_path):
    # (HS 5269: 'Wrong — "synchronizes all the thread blocks of the grid": the barrier is per block only, …')
    body = ("The floor is stone, and stone is slow both ways.\n\n"
            'Wrong — "heats faster than the air": the air is hot in minutes, the stone takes an hour.\n'
            'Correct — "holds its heat after the fire is raked out": stone gives its heat back for hours.\n'
            'Wrong — "needs no fire at all": nothing heats the stone but the fire.\n'
            'Wrong — "hottest at the door": the door is where the heat escapes.')
    question = parsed(tmp_path, CLAIMS_STEM, CLAIMS_OPTIONS, "Stone holds its heat for hours.", body)
    assert question.answer == ("B",)
    assert question.rationales["D"] == "The door is where the heat escapes."


def test_a_note_under_an_options_quoted_sentence_is_no_answer_line(tmp_path):
    # (HW 5348: '"thrust::reduce returns before its kernel finishes, so a cudaDeviceSynchronize() is missing." thrust::reduce
    # hands its result back … No sync is missing.' had been the recall card's answer line)
    stem = "The baker's bread comes out flat every morning. What is the cause?"
    body = ("The starter is the fault: it was fed too long ago and has gone slack.\n\n"
            '"The oven is too hot, so the crust sets before the loaf rises." The oven is at the heat it always is. No oven '
            "is too hot.\n\n"
            '"The flour is too old to rise." Flour does not rise at all; the starter does. The flour is fine.\n\n'
            '"The kneading was too short." It was kneaded as long as every day.')
    question = parsed(tmp_path, stem, None, "A slack starter cannot raise the dough.", body)
    assert "oven" not in question.answer_text.lower() and "flour" not in question.answer_text.lower()


@pytest.mark.parametrize("negated, answer", [(False, ("D",)), (True, ())])
def test_a_short_explanation_that_opens_calling_a_letter_the_voices_good_one_states_it(tmp_path, negated, answer):
    # (HY 5380: "D is the sweet-water well. A __constant__ array is …"; every item's verdict was the voice's own)
    stem = "Which loaf goes in first?" if not negated else "Which loaf does NOT go in first?"
    body = ("A. Dry crumb. The rye wants a falling heat.\n\nB. Flat top. The tin loaf waits.\n\n"
            "C. Scorched base. The brioche burns.\n\nD. Sweet crust. The boule wants the fiercest heat.")
    question = parsed(tmp_path, stem, ["A. The rye", "B. The tin loaf", "C. The brioche", "D. The boule"],
                      "D is the sweet-crust loaf. The oven is at its fiercest.", body)
    assert question.answer == answer


def test_a_short_explanation_that_opens_calling_a_letter_the_trap_states_nothing(tmp_path):
    body = "A. Dry crumb.\n\nB. Flat top.\n\nC. Scorched base.\n\nD. Sweet crust."
    question = parsed(tmp_path, "Which loaf goes in first?", ["A. The rye", "B. The tin loaf", "C. The brioche", "D. The boule"],
                      "C is the tempting loaf. It browns beautifully, then burns.", body)
    assert question.answer == ()


def test_a_letter_its_decimal_value_and_items_whose_verdict_ends_their_lines_give_the_answer(tmp_path):
    # (HZ 5411: "C, 9.1875 MiB." opening the full explanation; "1. A, 0.287 MiB (301,056 bytes): that's the min_shape, … Wrong.")
    stem = "A tray holds 12 rolls of 0.0625 kg of dough each. How much dough does one tray take?"
    body = ("C, 0.75 kg.\n\nTwelve rolls of 0.0625 kg: 12 x 0.0625 = 0.75 kg.\n\n"
            "1. A, 0.0625 kg: that is one roll, not the tray. Wrong.\n2. B, 0.5 kg: that counts eight rolls. Wrong.\n"
            "3. C, 0.75 kg: twelve rolls at 0.0625 kg each. Right.\n4. D, 1.5 kg: that counts each roll twice. Wrong.")
    question = parsed(tmp_path, stem, None, "Count every roll on the tray.", body)
    assert question.answer == ("C",)
    assert question.rationales["B"] == "That counts eight rolls."


def test_a_label_of_eight_words_before_the_answers_letters_states_them(tmp_path):
    # (HY 5395: "Proof read and locked up in the chase: A, B and D.")
    body = ("Flour, water and time make a starter; packet yeast and salt do not.\n\n"
            "Counted, weighed and written down in the book: A, C and D.")
    question = parsed(tmp_path, THREE, THREE_OPTIONS, "A starter is flour, water and time.", body)
    assert question.answer == ("A", "C", "D")


STARTER = "Which TWO of these keep a sourdough starter alive?"
STARTER_OPTIONS = ["A. Sealing the jar airtight", "B. Feeding it flour and water daily", "C. Keeping it in the freezer",
                   "D. Discarding half before each feed", "E. Adding salt"]


def test_the_letters_called_the_pair_to_keep_are_the_answers(tmp_path):
    # (HX 5363: "B and D are the pair to keep. …"; the card had read B and D as a wrong group and left only C)
    body = ("B and D are the pair to keep. A starter lives on fresh food and room to breathe.\n\n"
            "A and E both choke it: a sealed jar traps the gas and salt slows the yeast.\n\n"
            "C stands alone, wrong too: the freezer puts the yeast to sleep.")
    question = parsed(tmp_path, STARTER, STARTER_OPTIONS, "Feed it and keep it lean.", body)
    assert question.answer == ("B", "D")


def test_a_letter_then_and_thats_the_answer_states_it(tmp_path):
    # (HZ 5414: "The one saying that came off as tow, not line, is D, and that's the answer.")
    stem = "Which of these is NOT true of a starter?"
    body = ("A starter needs feeding, discarding keeps it lean and warmth speeds it; salt only slows the yeast.\n\n"
            "The one saying that salt feeds the yeast is D, and that's the answer.")
    question = parsed(tmp_path, stem, ["A. It needs feeding.", "B. Discarding keeps it lean.", "C. Warmth speeds it.",
                                       "D. Salt feeds the yeast."], "Salt slows yeast; it never feeds it.", body)
    assert question.answer == ("D",)


@pytest.mark.parametrize("short, answer", [("B - 2, 1, 3, 4. Weigh, mix, rest, shape.", ("B",)),
                                           ("B - 2, 1, 4, 3. Weigh, mix, shape, rest.", ())])
def test_an_explanation_that_opens_with_a_letter_and_its_options_own_text_states_it(tmp_path, short, answer):
    # (HW 5347: the short explanation "B - 2, 1, 3, 4. Pace the gap …", option B "2, 1, 3, 4"; the items named no letter)
    stem = "Put the steps in order: 1 mix, 2 weigh, 3 rest, 4 shape."
    options = ["A - 1, 2, 3, 4", "B - 2, 1, 3, 4", "C - 2, 3, 1, 4", "D - 4, 3, 2, 1"]
    question = parsed(tmp_path, stem, options, short, "You weigh before you mix, and the dough rests before it is shaped.")
    assert question.answer == answer
