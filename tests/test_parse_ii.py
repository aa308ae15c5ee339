"""Cards and lines of the forms the readers of the held-out sets failed in the forty-ninth session, read by `parse`.
Written for these tests, on a topic of their own (a windmill that grinds grain), in other words than the held-out texts
that showed the forms.
"""
from __future__ import annotations

import dataclasses

import pytest
from helpers import parsed_question as parsed

from deckgen.parse import answertext, drawing_notes, drawing_points
from deckgen.parse.drawing import propose_infographic
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.stated import stated_answers

@pytest.mark.parametrize(("sentence", "wrong"), [("The -s flag sets the gap only in the sieve program.", True),
                                              ("-s flag sets the gap only in the sieve program.", True),
                                              ("The -g flag sets the gap between the stones.", False),
                                              ("The gap is set with -g, not with the -s flag.", False)])
def test_a_sentence_led_by_a_wrong_options_flag_named_the_other_way_round_speaks_of_that_option(sentence, wrong):
    # (IL 5640: the wrong option "the flag -c" was named "The -c flag sets the chunk size only in …" by the sentence after the
    # stated key, and that sentence became the answer line and the answer box)
    assert answertext.of_wrong(sentence, answertext.name_forms(["the flag -s", "the flag -r"])) is wrong


@pytest.mark.parametrize(("before", "resolved"), [
    ("The guild describes the post mill as the oldest kind of mill.", False),
    ("The post mill is the oldest kind of mill.", True)])
def test_it_after_a_sentence_whose_subject_describes_something_is_not_that_subject(before, resolved):
    # (IL 5645: "NVIDIA describes Cascaded as a … compressor. It is "cascaded" because …" drew "NVIDIA is "cascaded" because …")
    sentence = "It is turned into the wind by hand because its whole body sits on one post."
    point = drawing_points._with_subject(sentence, before, 1.0, frozenset())[0]
    assert point.startswith("The post mill is turned") if resolved else point == sentence


STONES = "The miller wants the stones to stop after fifty turns on their own. Which brake should he fit to the shaft?"


def test_numbered_items_each_led_by_a_letter_and_a_name_are_read_as_the_options_items(tmp_path):
    # (IJ 5619: "1. A, PeriodicCondition: controls how often …" — the list's numbers kept the items from being read, and a
    # point was drawn from a wrong option's item)
    body = ("Answer is C, CountBrake. A brake decides when the shaft may turn. Going through the four, like sacks on the floor:\n"
            "1. A, TimedBrake: slows the shaft between turns. It never stops the stones by itself, so they grind on forever.\n"
            "2. B, HandBrake: holds until someone pulls the lever. To stop after fifty turns you would count yourself.\n"
            "3. C, CountBrake: lets the shaft turn a set number of times and then locks it. This is the one.\n"
            "4. D, WindBrake: waits for the wind to drop. It does not count turns at all.")
    question = parsed(tmp_path, STONES, None, "Fit the CountBrake with a count of fifty.", body)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    points = question.infographic.points if question.infographic else ()
    assert not any("slows the shaft" in point.lower() for point in points)


ORDER = "A new mill is brought into work each spring. In which order are its jobs done?"


def test_orders_an_explanation_tells_after_a_closing_intro_are_the_options(tmp_path):
    # (IJ 5615: "… The four orders on offer were:" closing a paragraph, then "A: …" on a line each: read as items, the notes of
    # A and D ran on into the paragraph after, and A's note in the drawing corrected C)
    body = ("The miller first greases the gears, then sets the sails, then grinds, and sweeps last. The four orders on offer were:\n"
            "A: set the sails, grease the gears, grind, sweep\nB: grease the gears, set the sails, grind, sweep\n"
            "C: grease the gears, grind, set the sails, sweep\nD: sweep, grind, set the sails, grease the gears\n\n"
            "A and D both start before the gears are greased. C grinds before the sails are set. B is the only one that follows "
            "the miller's day.")
    question = parsed(tmp_path, ORDER, None, "The right order is B: grease, sails, grind, sweep.", body)
    assert question.options["B"] == "grease the gears, set the sails, grind, sweep"
    assert question.answer == ("B",)


NEEDS = "A miller checks what the new sails need. Which TWO statements about the sails are true? (Choose two.)"


def test_a_dialogues_turns_that_read_out_the_claims_are_no_points(tmp_path):
    # (IJ 5604: "Ravi: Fourth strip. The function ignores hStream and runs on the NULL stream." / "Me: … D leaks." — the reader's
    # turn, the false claim, was drawn as a point)
    body = ("The sails of a post mill are canvas on a wooden lattice, and the canvas is set by hand for each wind.\n\n"
            "Tom: First claim. The canvas is set by hand.\nMe: That is how every post mill works. A holds.\n"
            "Tom: Second claim. The sails turn the stones with no gears between.\nMe: The gears carry the turn down the post. B leaks.\n"
            "Tom: Third claim. The lattice is made of wood.\nMe: Oak or pine, always wood. C holds.\n"
            "Tom: Fourth claim. The canvas is left on the sails through every storm.\nMe: It is reefed in a storm. D leaks.")
    options = ["A. The canvas is set by hand", "B. The sails turn the stones with no gears", "C. The lattice is wood",
               "D. The canvas stays on in storms"]
    question = parsed(tmp_path, NEEDS, options, "A and C hold: the canvas is set by hand on a wooden lattice.", body)
    points = question.infographic.points if question.infographic else ()
    assert not any("every storm" in point or "no gears between" in point for point in points)


def test_items_led_by_letters_give_no_points_while_the_answer_is_not_known(tmp_path):
    # (IL 5656: "d. 1, 3, 4, 2, 5, 6: Cutting before the wood is on. The kernel runs and samples the array before …" — with no
    # answer read, a wrong order's item was drawn as a fact)
    body = ("A mill's day has six jobs, and each needs the one before it.\n\n"
            "a. 3, 1, 2: Chaff in the hopper. The stones grind before the grain is poured in, so they wear on each other.\n\n"
            "b. 1, 2, 3: Turns true. Grain poured, stones set, flour ground.\n\n"
            "c. 2, 1, 3: Dust on the floor. The stones are set before the grain is poured, and the grain spills over the side.")
    question = parsed(tmp_path, ORDER, ["a. 3, 1, 2", "b. 1, 2, 3", "c. 2, 1, 3"], "Pour, set, grind.", body)
    points = question.infographic.points if question.infographic else ()
    assert question.answer == ()
    assert not any("grind before the grain" in point or "spills over" in point for point in points)


@pytest.mark.parametrize(("point", "fact"), [("The sails are reefed in a storm| Incorrect", False),
                                             ("MILL0 MILL1 MILL2 MILL3", False),
                                             ("Q. Miller, walk us through the gears first", False),
                                             ("The gap is |g| millimetres wide at the eye", True)])
def test_a_tables_cells_a_header_of_names_and_a_transcripts_question_carry_no_fact(point, fact):
    # (k-cf c601: "NVLink is for management traffic only| Incorrect" and "GPU0 GPU1 GPU2 GPU3" came in as points)
    assert no_fact(point) is not fact


GEARS = "The mill's gears wear unevenly. Which TWO changes make them last longer? (Choose two.)"
GEAR_OPTIONS = ["A. Grease the cogs each week", "B. Run the sails faster", "C. Turn the wallower a quarter each season",
                "D. Use softer wood for the cogs", "E. Leave the brake on overnight"]


@pytest.mark.parametrize(("short", "answer"), [("A is right. C is right.", ("A", "C")),
                                               ("Tick A and C. Grease and turning spread the wear.", ("A", "C")),
                                               ("A is right about the grease, but the rest is wrong.", ())])
def test_a_letter_called_right_in_a_sentence_of_its_own_or_ticked_is_the_answer(tmp_path, short, answer):
    # (II 5587: "D is right." opening the short explanation; II 5588: "Tick A, C and E." opening the full one)
    body = "Grease keeps the cogs from cutting each other, and turning the wallower spreads the wear over every cog."
    assert parsed(tmp_path, GEARS, GEAR_OPTIONS, short, body).answer == answer


LOWER_GEARS = ["a. Grease the cogs each week", "b. Run the sails faster", "c. Turn the wallower a quarter each season",
               "d. Use softer wood for the cogs"]


@pytest.mark.parametrize("body", ["The two cures are a and c: grease, and a turned wallower.",
                                  "Tom: Then the answer's c.\nMiller: c it is. Sweep the floor."])
def test_the_answers_letters_in_lower_case_after_a_count_or_the_answers_own_word_are_stated(tmp_path, body):
    # (IL 5645: "The three wheels are a, c and e: RLE, Delta and bitpacking."; II 5586: "Jan: Then the answer's c." / "Cap'n: c it is.")
    stem = GEARS if "two" in body else GEARS.replace("Which TWO changes make", "Which change makes").replace(" (Choose two.)", "")
    answer = ("A", "C") if "two" in body else ("C",)
    assert parsed(tmp_path, stem, LOWER_GEARS, "Grease the cogs and turn the wallower.", body).answer == answer


def test_a_value_said_to_be_an_options_is_the_answer_and_its_line_drops_the_letter(tmp_path):
    # (II 5595: "24,656 bytes, which is C." opening the short explanation of a card with no options)
    stem = "The miller grinds 40 sacks of 56 pounds each. How many pounds of grain is that?"
    short = "2,240 pounds, which is C. Forty sacks at fifty-six pounds each."
    body = "A. 2,000 pounds. Wrong: that counts fifty pounds a sack.\nB. 96 pounds. Wrong: that adds the numbers."
    question = parsed(tmp_path, stem, None, short, body)
    assert question.answer == ("C",)
    assert question.answer_text == "2,240 pounds."


def test_a_verdict_column_is_read_before_a_column_that_asks_a_question_of_its_own(tmp_path):
    # (II 5593: "Option | Routine | Scratch aboard? | Verdict" with "Yes: Workspace …" and "Not an answer": the yes was read as
    # the verdict, and every row called correct)
    body = ("Reading each gear off the plan:\n\nOption | Gear | Greased? | Verdict\n(A) | The brake wheel | Yes: every week | Not an answer\n"
            "(B) | The wallower | No | Answer\n(C) | The spur wheel | Yes: by hand | Not an answer\n(D) | The crown wheel | No | Answer\n"
            "(E) | The stone nut | Yes: with tallow | Not an answer")
    stem = "Which TWO gears of the mill run dry, with no grease at all? (Choose two.)"
    options = ["(A) The brake wheel", "(B) The wallower", "(C) The spur wheel", "(D) The crown wheel", "(E) The stone nut"]
    assert parsed(tmp_path, stem, options, "The wallower and the crown wheel run dry.", body).answer == ("B", "D")


SETTINGS = "The miller tunes the tentering gear. Which statement about it is NOT true?"
SETTING_OPTIONS = ["[A] The tentering gear is set with set_gap_width before grinding.",
                   "[B] The stone speed is given through set_gap_width, passing the speed in place of the gap.",
                   "[C] set_stone_speed accepts speeds from 10 to 120 turns a minute.",
                   "[D] Both stones are dressed with the same furrow_pattern."]


def test_lines_led_by_what_each_option_says_are_read_as_their_options_items(tmp_path):
    # (II 5585: "About giving dimensions through curandSetPseudoRandomGeneratorSeed: … So this statement is NOT true, and it is the
    # answer.", a line for each option, none with its letter; II 5591: "The reading that U(3,3) is exactly zero: … Sahi, this one is
    # correct.")
    body = ("The tentering gear lifts or lowers the runner stone.\n\n"
            "About the tentering gear set before grinding: the gap is set before the stones turn. So this statement is true.\n"
            "About giving the speed through set_gap_width: that call takes the gap only; the speed has its own call, set_stone_speed. "
            "So this statement is NOT true, and it is the answer.\n"
            "About the speeds 10 to 120 for set_stone_speed: the book gives 10 to 120 turns. So this statement is true.\n"
            "About the same furrow_pattern on both stones: both are dressed alike so the furrows cross. So this statement is true.")
    question = parsed(tmp_path, SETTINGS, SETTING_OPTIONS, "The speed has its own call, set_stone_speed.", body)
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_a_verdict_labelled_so_at_an_items_end_outweighs_a_yes_it_opens_with(tmp_path):
    # (k-ds 5a72, once its lines were lettered: "Rolling the driver back …: yes, the old paths would exist again, … Verdict: works by
    # accident, not the best action.")
    stem = "The sails turn but the stones stay still. What is the best next action?"
    options = ["A. Oil the sails", "B. Pull the brake harder", "C. Take the runner stone off", "D. Re-seat the stone nut on its spindle"]
    body = ("A: they already turn. Verdict: not the answer.\n\nB: it stops what turns. Verdict: not the answer.\n\n"
            "C: yes, the stones would be free again. But it undoes the mill. Verdict: works by accident, not the best action.\n\n"
            "D: it joins the spindle to the gears again. Verdict: confirmed, this is the one.")
    assert parsed(tmp_path, stem, options, "The stone nut has slipped off its spindle.", body).answer == ("D",)


def test_a_not_in_a_lead_clause_before_the_question_word_does_not_make_a_not_question(tmp_path):
    # (IJ 5611: "Since I am not touching check_recession_period_ms, how long is that hill boy sleeping …?" was read as asking for
    # a false statement, and its answer line left empty: "no sentence corrects" it)
    stem = "Since I am not touching the brake, how long does the runner stone keep turning after the sails stop?"
    short = "About two minutes: the stone's weight keeps it turning."
    body = "Correct answer is C, 2 minutes. The runner stone is heavy and keeps turning for about 2 minutes after the sails stop."
    question = parsed(tmp_path, stem, ["A. 10 seconds", "B. 30 seconds", "C. 2 minutes", "D. 1 hour"], short, body)
    assert question.answer_text == "2 minutes."


def test_an_elimination_that_leaves_other_letters_than_the_explanation_opens_with_is_no_answer(tmp_path):
    # (IN 5681: "Barobar shen (B) ani (D)." opened the analysis, whose items gave verdicts in words parse does not read: the
    # elimination left C and E, and the key was wrong)
    stem = "Which TWO statements about the mill's brake are sahi? (Choose two.)"
    options = ["(A) The brake is a band of wood", "(B) The brake grips the brake wheel", "(C) The brake is worked by the wind",
               "(D) The brake is lifted by a lever", "(E) The brake is made of stone"]
    body = ("Sahi hai (B) aur (D). Baki teen galat.\n\n(A) aur (C) dono galat: the brake is iron-shod, and the miller works it.\n\n"
            "(B) aur (E) dono brake ki baat: (B) sahi, the band grips the wheel; (E) galat, stone would crack.\n\n"
            "(D) akela: the lever lifts the band. Sahi.")
    assert parsed(tmp_path, stem, options, "The band grips the wheel, and a lever lifts it.", body).answer == ()


def test_a_wrong_options_claim_told_before_a_verdict_of_a_few_words_is_not_its_note():
    # (II 5597: "Jobu = 'A' is only allowed for tall matrices, and 'S' would have got the wide one through. Breaks up on the first
    # rock. There's no rule …" gave the note "Jobu = 'A' is only allowed for tall matrices", the false claim, as a correction)
    reason = ("The brake only works when the wind is from the west. Won't hold water either. The brake grips the wheel in any wind, "
              "because the miller pulls it by hand.")
    assert "only works when the wind" not in drawing_notes.note(reason)


def test_items_led_by_option_and_value_give_each_option_its_value_and_the_line_its_own(tmp_path):
    # (IP 5731: "2. Option B, 163 KB. … Right, mirror shine." and "3. Option C, 164 KB. That's what the whole SM can hold … Wrong.":
    # B's item was not read, no option was named, and the answer line gave C's 164 KB)
    stem = "How many sacks of flour does one grinding of the great stones give, once the miller opts in to the full hopper?"
    short = "The hopper holds 12 sacks of grain, but one sack's worth stays in the eye of the stone. So one grinding gives 11 sacks."
    body = ("The right shine is B, 11 sacks.\n\nNow the four tins on the shelf, one at a time:\n"
            "1. Option A, 4 sacks. That's the small hopper every mill gets. Wrong.\n"
            "2. Option B, 11 sacks. The full hopper, less the sack that stays in the eye. Right, mirror shine.\n"
            "3. Option C, 12 sacks. That's what the hopper holds, not what one grinding gives. Wrong.\n"
            "4. Option D, 16 sacks. That's the hopper and the bin counted together. Wrong.")
    question = parsed(tmp_path, stem, None, short, body)
    assert question.answer == ("B",)
    assert question.options == {"A": "4 sacks", "B": "11 sacks", "C": "12 sacks", "D": "16 sacks"}
    assert question.answer_text == "11 sacks."


@pytest.mark.parametrize(("answer", "shown"), [((), False), (("A",), True)])
def test_a_card_whose_answer_is_not_known_shows_no_wrong_options_notes(tmp_path, answer, shown):
    # (IO 5716: "[B] is the one that runs clean. …" was read as B's note, and the drawing showed it as a misconception)
    question = parsed(tmp_path, "The stones grind unevenly. Which change makes them grind evenly?",
                      ["A. Pour the grain faster", "B. True the spindle"], "True the spindle.",
                      "The runner stone hangs from an iron spindle that the smith forges. The spindle carries the whole weight of the stone, "
                      "which is about a ton of French burr.")
    question = dataclasses.replace(question, answer=answer, rationales={
        "B": "It is the one that runs clean. The runner stone does not hang level while its spindle is bent."})
    assert bool(propose_infographic(question).wrong) is shown


@pytest.mark.parametrize(("text", "answer"), [
    ("Correct order: (A) grease, sails, grind, sweep.", ("A",)),
    ("Then sweep the floor. That is option C; the stones never turn dry.", ("C",)),
    ("Miller: Every job in its turn. That's A) - your sack, tied and ready.", ("A",)),
    ("The miller himself, who sets the stones - the one doing the work, choice C on the card. He checks the gap.", ("C",)),
    ("That's B - a classic trap for the new hand.", ())])
def test_more_ways_a_text_states_its_answer(text, answer):
    # (IM 5662 "Correct profile: (A) 1 → 3 → …"; IM 5675 "That is option C; the old data is never copied"; IN 5694 "That's A) - your
    # floor, doors opening."; IN 5697 "…, choice C on the card.")
    assert stated_answers(text, set())[0] == answer


@pytest.mark.parametrize(("sentence", "judged"), [
    ("\u201cNone on the old cart, one on the new\u201d treats 100 pounds as if it were over the old cart's limit.", True),
    ('"Two on each cart" forgets that the old cart is smaller.', True),
    ('"Stones: level" means the runner stone hangs true.', False)])
def test_a_sentence_whose_subject_is_a_quoted_option_that_gets_something_wrong_is_no_answer_line(sentence, judged):
    # (IP 5738: '"None on the A100, one on the H100" treats 100 KB as if it were over the A100's per-block limit.' was the line; a
    # quoted log message that "means" something may still be one)
    assert bool(answertext.QUOTE_LED.match(sentence)) is judged


def test_a_clause_of_what_will_follow_after_so_is_no_wrong_options_note():
    # (IN 5690: "… when a newer card comes there is no cubin for it and no PTX to fall back on, so the kernels will not load" gave
    # the note "The kernels will not load", false alone: the condition went)
    reason = ("Only the small stones go in. The mill is happy today, but when the big wheat comes there is no stone for it and no "
              "spare to fall back on, so the sacks will not be ground.")
    assert "will not be ground" not in drawing_notes.note(reason, "grind -stones small -o flour")
