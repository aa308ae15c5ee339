"""Cards of the forms the readers of the held-out sets DK to DR (thirty-sixth session) failed, read by `parse`.
Written for these tests, on a topic of their own (sailing), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.answerphrase import answer_name
from deckgen.parse.answerpick import Lines
from deckgen.parse.answercandidates import Candidate
from deckgen.parse.drawing_ask import indirect
from deckgen.parse.drawing_points import _with_subject
from deckgen.parse.drawing_title import title

NOT_STEM = "Four signs hang in the harbour office about reefing a mainsail. Three are sound seamanship. Which statement is NOT true?"
NOT_OPTIONS = ["[A] Reef before the wind rises, not after the boat is overpowered.",
               "[B] The first reef takes in the lowest row of reef points.",
               "[C] A reefed sail should be hoisted as loosely as possible to spill wind.",
               "[D] Easing the mainsheet while reefing takes the load off the sail."]
NOT_SHORT = "A reefed sail must be hoisted tight: a loose luff lets the sail bag and heel the boat further."
NOT_BODY = "Reefing shrinks the sail area. The halyard is tightened again after every reef, so that the sail keeps its shape.\n\n"


@pytest.mark.parametrize("lead", ["The sign about", "The sign about the"])
def test_items_named_by_quoted_words_and_marked_after_a_dash_read_the_odd_mark_as_the_answer(tmp_path, lead):
    # (DN 3095: the odd mark "a forgery" over three of "authentic" was read as no verdict, and the one item it did not
    # letter, its quote led by four words, left as the answer: A for C)
    analysis = (f"{lead} “reefing before the wind rises” – genuine. A boat reefed early stays in control.\n"
                "The sign about “the lowest row of reef points” – genuine. The first reef always uses the lowest row.\n"
                "The sign about “a loosely hoisted reefed sail” – a fake. A loose luff bags the sail and heels the boat.\n"
                "The sign about “easing the mainsheet while reefing” – genuine. An eased sheet unloads the sail.")
    question = parsed(tmp_path, NOT_STEM, NOT_OPTIONS, NOT_SHORT, f"{NOT_BODY}{analysis}")
    assert question.answer == ("C",)
    assert "genuine" not in " ".join(question.rationales.values())


def test_dashed_marks_that_do_not_single_one_out_leave_the_answer_open(tmp_path):
    # (two of each: no odd one; the items all lettered and none with a verdict leave no letter as the answer)
    analysis = ("The sign about “reefing before the wind rises” – genuine. A boat reefed early stays in control.\n"
                "The sign about “the lowest row of reef points” – genuine. The first reef always uses the lowest row.\n"
                "The sign about “a loosely hoisted reefed sail” – a fake. A loose luff bags the sail and heels the boat.\n"
                "The sign about “easing the mainsheet while reefing” – a fake. An eased sheet unloads the sail.")
    question = parsed(tmp_path, NOT_STEM, NOT_OPTIONS, NOT_SHORT, f"{NOT_BODY}{analysis}")
    assert question.answer == ()


STEM = "A dinghy capsizes in a gust while beating upwind. What should the crew have done first when the gusts began?"
OPTIONS = ["A. Sheet in hard", "B. Ease the mainsheet and reef", "C. Hike out further", "D. Bear away onto a run"]
SHORT = "Easing the mainsheet spills wind at once, and a reef lowers the sail's power for every gust after it."
BODY = "A gust heels the boat before the crew can react. Only less power in the sail keeps her upright in the next one.\n\n"


@pytest.mark.parametrize("stated", [
    "And that's the race: B is the winning move.",
    "B is the right sequence.",
    "The smart move is B — ease first, reef second.",
    "The wise choice is B.",
    "Safe passage. Verdict: [B].",
    "Answer B, ease and reef.",
    "That leaves only B, an eased sheet and a reef, standing.",  # (DN 3083; the one letter the elimination leaves)
    "Which leaves Course B, the reef.",
    "The answer on your race card: B.",  # (DN 3090 "The answer on your visitor card: D.")
    "So it stays only B, ease and reef, and this is the right way.",  # (DP 3133 "it stays only answer C, …")
    "There remains only B.",
    "The move is B.",  # (DO 3105)
    "The line to choose is B, the reef.",  # (DO 3112 "The bottle to choose is D, 3.2 Tb/s.")
    "So the total on your slip is [B], two reefs.",  # (DP 3135 "So the amount on your bill is [D], 112 …")
    "The answer proclaimed by the skipper: B, ease and reef.",  # (DR 3171 "The answer proclaimed by the heralds: B, …")
])
def test_an_answer_stated_in_more_voices_words_is_read(tmp_path, stated):
    # (DK 3026 "C is the winning sequence.", DK 3037 "The smart move is B — …", DL 3045 "Verdict: [A].", DM 3071
    # "Answer D, 1,048,576 tokens.": each left with no key)
    wrong = "A is wrong: sheeting in adds power.\nC is wrong: hiking alone cannot hold a big gust."
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{wrong}")
    assert question.answer == ("B",)


@pytest.mark.parametrize("stated", [
    "Answer B, the reef, is wrong here.",  # (an item led so that denies)
    "Verdict: a bit late.",
    "That leaves B and D to weigh.",  # (two letters: no answer yet)
    "That leaves only B, which is not enough either.",
    "The first move is B.",  # (a step of an order, not the answer)
    "The answer is not in this list: B.",
])
def test_a_statement_that_denies_leaves_two_or_walks_the_steps_states_no_answer(tmp_path, stated):
    wrong = "A is wrong: sheeting in adds power.\nC is wrong: hiking alone cannot hold a big gust."
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{wrong}")
    assert question.answer == ()


def test_items_each_closed_by_a_bare_wrong_after_a_comma_are_judged_wrong_and_leave_the_one_without(tmp_path):
    # (DL 3040: "… Turn back, wrong." read as no verdict: every item, the answer's too, read as the wrong options')
    analysis = ("Why the other courses fail:\n\n"
                "A. Sheeting in adds power just when the boat has too much. Bad tack, wrong.\n\n"
                "C. Hiking helps in a puff but no crew can hold a squall. Bad tack, wrong.\n\n"
                "D. Bearing away in a gust risks a gybe and a broach. Bad tack, wrong.\n\n"
                "B. Less sail and an eased sheet keep her on her feet. This is the safe course home.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"].endswith("Bad tack.")


def test_a_verdict_after_a_comma_with_more_words_stays_in_the_note(tmp_path):
    # ("Right command, wrong moment.": a verdict on the moment, the note's own words)
    analysis = ("A is wrong: sheeting in adds power. Right rope, wrong moment.\n"
                "C is wrong: hiking alone cannot hold a big gust.\nD is wrong: bearing away risks a broach.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.rationales["A"].endswith("Right rope, wrong moment.")


GROUP_STEM = "Which THREE actions reduce heel in a gust?"
GROUP_OPTIONS = ["A. Ease the mainsheet", "B. Sheet the jib in hard", "C. Hike out", "D. Pull the centreboard fully up",
                 "E. Flatten the sail with the outhaul"]


def test_a_group_closed_by_these_three_are_the_correct_ones_is_the_answer(tmp_path):
    # (DM 3079: "A, C and E (…) are all …. These three are the correct ones." read as no verdict, so no key)
    analysis = ("A, C and E (the sheet, the crew's weight, the outhaul) all take power out of the heel. These three are the correct ones.\n\n"
                "B and D (the jib, the centreboard) both add heel or leeway, and sailors still try them.")
    question = parsed(tmp_path, GROUP_STEM, GROUP_OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("A", "C", "E")


def test_a_run_of_items_each_led_by_its_letter_in_parentheses_after_a_semicolon_is_read_item_by_item(tmp_path):
    # (DM 3071: "(A) …; (B) …; (C) …; (D) …, that's the one." read as one item of four letters: no key, and one note for each)
    analysis = ("Wrong courses, called in one breath: (A) sheeting in adds power; (B) easing alone helps only this gust; "
                "(C) hiking cannot hold a squall; (D) an eased sheet and a reef, power down for good, that's the one.")
    stem = "A dinghy capsizes in a gust while beating upwind. What should the crew have done first?"
    question = parsed(tmp_path, stem, None, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("D",)
    assert question.rationales == {"A": "Sheeting in adds power", "B": "Easing alone helps only this gust",
                                   "C": "Hiking cannot hold a squall"}


def test_an_intro_over_an_item_for_every_option_announces_none_as_wrong_and_the_stated_answer_stands(tmp_path):
    # (DK 3026: "Now to the alternatives the audience suggested:" over A to D, the answer's item among them with no verdict,
    # then "C is the winning sequence.": the answer stated read as called wrong, so no key)
    analysis = ("Now to the other courses the club suggested:\n"
                "A - Sheeting in adds power just when the boat has too much. Poor, \"?\".\n"
                "C - Hiking helps in a puff but no crew can hold a squall. Poor, \"?\".\n"
                "D - Bearing away in a gust risks a gybe and a broach. Awful, \"??\".\n"
                "B - Less sail and an eased sheet keep her on her feet. Fine, \"!!\".\n\n"
                "And that's the race: B is the winning move.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_an_intro_over_some_options_still_announces_them_as_wrong(tmp_path):
    # (items for three of four options under "the other courses": wrong, and a stated answer among them is no answer)
    analysis = ("Now to the other courses the club suggested:\n"
                "A - Sheeting in adds power just when the boat has too much.\n"
                "C - Hiking helps in a puff but no crew can hold a squall.\n"
                "B - Less sail alone is not enough once the boat is over.\n\n"
                "And that's the race: B is the winning move.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer != ("B",)


TWO_STEM = "Which TWO actions reduce heel in a gust?"
TWO_OPTIONS = ["(A) Ease the mainsheet", "(B) Sheet the jib in hard", "(C) Hike out", "(D) Pull the centreboard up",
               "(E) Bear away onto a run"]


def test_marks_in_capitals_before_a_dash_read_the_odd_ones_as_the_answers(tmp_path):
    # (DK 3032: "(A) HOT — …" twice over "(B) NOT — …" three times, to a "Which TWO", read as no verdicts: no key)
    analysis = ("Fair wind or foul?\n\n"
                "(A) FAIR — an eased sheet spills the gust at once.\n"
                "(B) FOUL — a hard jib adds heeling force.\n"
                "(C) FAIR — the crew's weight levers her upright.\n"
                "(D) FOUL — without the board she slides sideways and trips.\n"
                "(E) FOUL — a run in a squall risks a gybe.")
    question = parsed(tmp_path, TWO_STEM, TWO_OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("A", "C")
    assert question.rationales["B"] == "A hard jib adds heeling force."


def test_marks_in_capitals_that_take_three_values_read_no_verdict(tmp_path):
    analysis = ("(A) FAIR — an eased sheet spills the gust at once.\n"
                "(B) FOUL — a hard jib adds heeling force.\n"
                "(C) FAIR — the crew's weight levers her upright.\n"
                "(D) MAYBE — without the board she slides sideways and trips.\n"
                "(E) FOUL — a run in a squall risks a gybe.")
    question = parsed(tmp_path, TWO_STEM, TWO_OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ()


def test_the_items_of_a_list_under_what_a_thing_contains_each_say_it_contains_them(tmp_path):
    # (DN 3080: "A typical CDU contains:" read as a doer, so only "controls that hold …" had it said of them, and
    # "filtration, an expansion tank, and sensors …" was drawn alone, a fragment)
    stem = "Which part of a reefing kit holds the reef line under load?"
    options = ["A. Cleats", "B. The boom vang", "C. The traveller", "D. The kicker"]
    full = ("Reefing gear. This is where the sail meets the boom. A typical kit contains:\n"
            " • a reef line, led aft to the cockpit so that nobody has to go forward\n"
            " • cleats that hold the line under load, one for each reef\n"
            " • a cringle, two hooks, and ties for the luff, the leech and the foot\n"
            "The boom takes the load of the reefed sail.\n\nB is wrong: the vang holds the boom down.")
    points = parsed(tmp_path, stem, options, "Cleats hold a reef line under load.", full).infographic.points
    assert not any(point.startswith(("A reef line", "A cringle")) for point in points)
    assert "A typical kit contains cleats that hold the line under load, one for each reef" in points


def test_it_after_a_sentence_led_by_a_vocative_is_never_its_first_word():
    # (DK 3020: "Right folks, hold on: the stop you want is … . It prints …" drew "Right prints …")
    before = "Right sailors, hold on to the rail: the part you want is the cleat."
    sentence = "It holds every reef line under load and lets it go with one pull."
    assert _with_subject(sentence, before, 1.0, frozenset())[0] == sentence
    assert _with_subject(sentence, "The cleat is bolted to the boom.", 1.0, frozenset())[0].startswith("The cleat holds")


@pytest.mark.parametrize("question", ["In which order should the crew take them?", "In what order should these steps run within one watch?",
                                      "Now, in which order, skipper?"])
def test_a_question_of_its_own_after_a_list_of_steps_takes_no_step_for_its_title(question):
    # (DK 3026 "Read nvidia-smi nvlink -e and see", DN 3097 "Installed vs package holds": the last step, with no stop, read
    # with the question after it as one sentence)
    stem = ("The crew must reef before the squall. These are the steps, jumbled:\n\n1. Ease the mainsheet\n\n"
            "2. Lower the halyard to the reef mark\n\n3. Hook the cringle and tension the reef line to see how the sail sets\n\n"
            f"{question}")
    assert title(stem) == ""


def test_a_word_in_capitals_after_an_article_is_no_subject_before_its_verb():
    # (DK 3036: "how does an UNKNOWN response compare with a FAIL response" titled "How an UNKNOWN responses compare …")
    assert indirect("How does an UNKNOWN reef compare with a FULL reef") == "How an UNKNOWN reef compares with a FULL reef"
    assert indirect("How does the KV cache grow") == "How the KV cache grows"
    assert indirect("How does RIBS compare with a keelboat") == "How RIBS compares with a keelboat"


@pytest.mark.parametrize("line", ["The right comparison is the one which says the keel boat is slower.",
                                  "The best choice is the one that reefs early."])
def test_a_subject_that_says_it_is_the_answer_names_nothing(line):
    # (DN 3087: "The right comparison is the one which says …" gave the box and the title "The right comparison")
    named = answer_name(line, "Which comparison is correct?", line, ["Dinghies are slower.", "Both are equal."])
    assert named.lower() not in ("the right comparison", "right comparison", "the best choice", "best choice")


def test_a_clause_before_an_options_letter_in_parentheses_is_no_name_for_it(tmp_path):
    # (DN 3089: "- Some are choosing (A) …" and "- Remaining is (D) …" named the options "Some are choosing" and "Remaining
    # is", and the answer line read "Remaining is.")
    analysis = ("Now the common mistakes sailors are making here:\n"
                "- Some are choosing (A) “a reef is taken after the squall hits”. The boat is already over by then. Wrong.\n"
                "- Some are choosing (B) “only the jib needs reefing”. The main still overpowers her. Wrong.\n"
                "- Some are choosing (C) “hiking out replaces reefing”. No crew can hold a squall. Wrong.\n"
                "- Remaining is (D) “reef early and ease the sheet”. This is exactly what the club teaches.\n"
                "So correct answer is D only.")
    stem = "Which statement about reefing in a squall is true?"
    question = parsed(tmp_path, stem, None, SHORT, f"{BODY}{analysis}")
    assert not any(name.startswith(("Some are", "Remaining")) for name in question.options.values())
    assert not question.answer_text.startswith("Remaining")


@pytest.mark.parametrize("said", ["RULING: Option B, easing and reefing, is the correct call.",
                                  "Only (B) strays from the path, for a keelboat sends more spray than a dinghy, not less, and \"always at least as "
                                  "dry\" is a vow no sailor should take."])
def test_an_answer_line_is_never_what_is_left_of_a_sentence_whose_letter_was_its_subject_or_appositive(said):
    # (DL 3047 "DETERMINATION:, GET /ufmRest/app/alarms, is the correct call.", DM 3072 "Only strays from the path, for …")
    lines = Lines([Candidate(said)], STEM, ["Sheet in hard", "Hike out"], "action", frozenset(), STEM, said, ("B",))
    assert lines[0] == ""


def test_a_glossary_of_terms_that_names_some_options_is_no_analysis(tmp_path):
    # (DQ 3155: "SymbolErrorCounter: total minor link errors …" and four more terms, three of them options, lettered as the
    # analysis's items: A and E taken for B and D)
    stem = "Which TWO of the following lines take load off the sail in a gust?"
    options = ["A) Halyard", "B) Mainsheet", "C) Topping lift", "D) Cunningham", "E) Burgee line"]
    full = ("Every rope on a dinghy has a job. The ropes, by family:\n"
            "  Mainsheet: trims the boom and so the angle of the main to the wind\n"
            "  Cunningham: pulls the luff down and flattens the sail\n"
            "  Outhaul: pulls the foot out along the boom\n"
            "  Vang: holds the boom down so the leech stays firm\n"
            "  Halyard: hoists the sail and holds it up\n"
            "  Jib sheet: trims the jib\n"
            "  Traveller: moves the boom's sheeting point across the boat\n\n"
            "Ease the mainsheet and pull on the cunningham: the sail spills wind and flattens.")
    question = parsed(tmp_path, stem, options, "Easing the sheet spills wind; the cunningham flattens the sail.", full)
    assert question.answer in ((), ("B", "D"))
    assert "A" not in question.rationales and "B" not in question.rationales


def test_two_letters_in_brackets_called_correct_are_the_answers(tmp_path):
    # (DP 3125: "The court holds that statements [B] and [D] are correct." read as no answer)
    options = ["[A] Sheet in hard", "[B] Ease the mainsheet", "[C] Bear away", "[D] Hike out"]
    question = parsed(tmp_path, TWO_STEM, options, SHORT, f"{BODY}THE CLUB: The club holds that statements [B] and [D] are correct.")
    assert question.answer == ("B", "D")


def test_option_items_led_by_their_text_after_a_comma_and_closed_by_a_bare_verdict_are_read(tmp_path):
    # (DR 3166: "1. Option A, -lgc 500. This is … . Wrong." … "3. Option C, … . Correct." read as no items: no key)
    analysis = ("Now we look at the options one by one:\n"
                "1. Option A, sheet in hard. This adds power just when the boat has too much. Wrong.\n"
                "2. Option B, ease the mainsheet and reef. This takes power out of every gust. Correct.\n"
                "3. Option C, hike out. No crew can hold a squall. Wrong.\n"
                "4. Option D, bear away onto a run. This risks a gybe and a broach. Wrong.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["C"] == "Hike out. No crew can hold a squall."


def test_an_items_name_and_colon_before_a_short_verdict_is_its_gist(tmp_path):
    # (DP 3120: "A. Model Analyzer: wrong track. …", "D. curl localhost:8002/metrics: wrong track. …", "C. perf_analyzer: that's the
    # hit. …" read as items with no verdict: no key)
    options = ["A. Sheet in", "B. Ease and reef", "C. Hike out", "D. Bear away to 150:30 magnetic"]
    analysis = ("Now the rest of the playlist:\n\n"
                "A. Sheet in: wrong track. It adds power just when the boat has too much.\n\n"
                "B. Ease and reef: that's the hit. It takes power out of every gust.\n\n"
                "C. Hike out: wrong track. No crew can hold a squall.\n\n"
                "D. Bear away to 150:30 magnetic: wrong track. It risks a gybe and a broach.")
    question = parsed(tmp_path, STEM, options, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"] == "It adds power just when the boat has too much."


def test_odd_marks_over_a_list_that_leaves_out_an_option_single_out_no_answer(tmp_path):
    # (CY 2787: "Fold." twice over "Bluff." for A, B and D, C's item apart, read D as the answer: C was)
    analysis = ("How the four hands play out:\n"
                "Option A, sheeting in, adds power just when the boat has too much. Fold.\n"
                "Option C, hiking out, cannot hold a squall alone. Fold.\n"
                "Option D, bearing away, risks a gybe and a broach. Bluff.\n"
                "Option B says ease and reef, which takes power out of every gust.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer != ("D",)
    assert "Bluff." not in question.full_explanation or "Correct." not in question.full_explanation


def test_a_section_of_the_wrong_ones_ends_before_its_last_item_when_that_one_speaks_of_the_answer(tmp_path):
    # (DE 2913 and others: "…; and option C, 200 GPU-hours, is where the beam falls true …" at a section's end refused the whole
    # reading: no notes, and no key where the others were read wrong)
    analysis = ("Why not the others: option A, sheeting in, adds power just when the boat has too much; option C, hiking out, "
                "cannot hold a squall; option D, bearing away, risks a gybe and a broach; and option B, easing and reefing, is "
                "correct for every gust.")
    question = parsed(tmp_path, STEM, None, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_an_item_that_speaks_of_the_answer_before_others_still_refuses_the_section(tmp_path):
    analysis = ("Why not the others: option A, sheeting in, adds power; option B, easing and reefing, is correct; "
                "option C, hiking out, cannot hold a squall; option D, bearing away, risks a broach.")
    question = parsed(tmp_path, STEM, None, SHORT, f"{BODY}{analysis}")
    assert "B" not in question.rationales


def test_a_subject_with_an_aside_between_commas_still_states_the_answer(tmp_path):
    # (DQ 3143, DG 2945: "So the statement which is NOT correct, and therefore the answer, is c." read as no statement)
    analysis = ("A is true: reefing early keeps the boat in control.\nB is true: the first reef uses the lowest row.\n\n"
                "So the statement which is NOT true, and therefore the answer, is C.")
    question = parsed(tmp_path, NOT_STEM, NOT_OPTIONS, NOT_SHORT, f"{NOT_BODY}{analysis}")
    assert question.answer == ("C",)


def test_the_answer_stated_as_an_options_whole_text_is_read(tmp_path):
    # (DP 3122: "Great hustle, campers, the answer is 8 instances! …" to options "5 instances" … "8 instances", no letter named)
    stem = "A squall line is coming. How many reefs should the crew tie in, by the club's rule of one reef per 8 knots over 12?"
    options = ["A) 1 reef", "B) 3 reefs", "C) 4 reefs", "D) 2 reefs"]
    short = "Well sailed, crew, the answer is 2 reefs! The gusts reach 28 knots: 16 knots over 12, so 2 reefs, not 1 reef or 3 reefs."
    question = parsed(tmp_path, stem, options, short, "The rule counts whole steps of 8 knots above 12.")
    assert question.answer == ("D",)


def test_right_as_an_adverb_in_a_wrong_options_note_is_no_praise(tmp_path):
    # (DR 3172: "… a clean timeout right after a checkpoint …", "… raises … right away …" refused the section of the others:
    # no key)
    analysis = ("Now the other lines on the chart, and why none of them is the cause: the sheeting story (A) doesn't hold, "
                "because a hard sheet heels her right away in a gust; the hiking story (C) is wrong because no crew holds a "
                "squall right after it hits; and the bear-away story (D) is wrong on the physics, since a run in a squall "
                "risks a gybe.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)


@pytest.mark.parametrize("stem", [
    "Rules apply on the lake. On a boat where every sail is reefed cleanly, in which order will the halyard marks move?",
    "The fleet has four dinghies. When the wind stays steady, how much sail area in total (the nominal area of each rig) is "
    "left up across the fleet?",
    "The skipper wants two reefs. Which knot shall the crew tie for this reef?",
])
def test_a_scenes_lead_a_how_much_cut_before_its_verb_or_an_actors_shall_is_no_title(stem):
    # (DO 3101 "On a node where every GPU pod is deleted cleanly", DO 3106 "How much GPU memory in total", DP 3130 "Command
    # shall the front desk run")
    assert title(stem) == ""


@pytest.mark.parametrize("code", ["model, optimizer = build_boat_and_rig()", "step = load_last_log(boat)  # runs on every restart",
                                  "save_log(boat, step)"])
def test_a_line_of_the_texts_code_is_no_answer_line_but_to_a_question_for_a_thing(code):
    # (DR 3175: "model, optimizer = build_model_and_optimizer()." the answer line of a NOT question)
    assert Lines([Candidate(code)], NOT_STEM, ["Reef late"], "negative", frozenset(), NOT_STEM, code, ("C",))[0] == ""
    assert Lines([Candidate(code)], STEM, ["Reef late"], "thing", frozenset(), STEM, code, ("B",))[0] != ""


@pytest.mark.parametrize("said", ["🏆 CREW UNLOCKED: A + C + E — \"sheet, weight and flat sail\"!", "B + D."])
def test_letters_joined_by_plus_at_a_labels_or_lines_start_state_the_answers(tmp_path, said):
    # (DN 3092: "🏆 ACHIEVEMENT UNLOCKED: A + D + E — …" read as no answer to a "Which THREE")
    expected = ("A", "C", "E") if "E" in said else ("B", "D")
    stem = GROUP_STEM if len(expected) == 3 else TWO_STEM
    question = parsed(tmp_path, stem, GROUP_OPTIONS, said, f"{BODY}The club's logbook has the rest.")
    assert question.answer == expected


@pytest.mark.parametrize("said", ["With forces A + B = C, the boat heels.", "Ruled out at once: A + B.", "Traps: A + B!"])
def test_a_sum_of_letters_in_a_formula_or_after_a_label_that_rejects_states_nothing(tmp_path, said):
    question = parsed(tmp_path, GROUP_STEM, GROUP_OPTIONS, said, f"{BODY}No more.")
    assert question.answer == ()
