"""Cards and lines of the forms the readers of the held-out sets GQ to GT (forty-fourth session) failed, and of older sets'
forms left open by the forty-third, read by `parse`. Written for these tests, on a topic of their own (a beehive), in
other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

from helpers import parse_raw, raw_text
from helpers import parsed_question as parsed

from deckgen.parse.answertext import answer_line
from deckgen.parse.drawing_notes import note
from deckgen.parse.stated import states_letters_only

WHICH_ORDER = "In which order does a beekeeper take honey from a hive?"
ORDER_OPTIONS = ["A. 2, 1, 3", "B. 1, 2, 3", "C. 3, 1, 2", "D. 1, 3, 2"]
SHORT = "Smoke first, then the roof, then the frames."
BODY = ("Smoke calms the bees by masking their alarm scent, so it goes in before the hive is opened. "
        "The roof comes off next, and only then are the capped frames lifted out.\n\n")


def test_a_learners_guess_in_a_dialogue_is_never_a_point(tmp_path):
    # (GI 4547 "3, 5, 2, 4, 1 — the driver's on first, same as yours", GL 4611 "CUDA's quickest off the mark, so surely it
    # goes first": a sentence of the asker's turn after its question had been drawn as a fact)
    dialogue = ("Pupil: Why not A, keeper? The roof off first lets the bees see the sky and settle down.\n"
                "Keeper: Open the roof on unsmoked bees and the guards come straight out at you. Smoke goes in first.\n"
                "Pupil: Then C, with the frames before the smoke? The frames come out quicker that way.\n"
                "Keeper: You cannot reach a frame with the roof still on, and the bees would be up in arms.\n"
                "Pupil: And D?\n"
                "Keeper: D lifts the frames before the roof is off. No hand gets through a roof.\n"
                "Pupil: So B.\n"
                "Keeper: B it is. Smoke, roof, frames.")
    question = parsed(tmp_path, WHICH_ORDER, ORDER_OPTIONS, SHORT, BODY + dialogue)
    assert question.answer == ("B",)
    points = " | ".join(question.infographic.points)
    assert "see the sky" not in points and "quicker that way" not in points
    assert any("Smoke calms the bees" in point for point in question.infographic.points)  # (the body's facts stay)


def test_a_note_of_no_word_of_its_own_is_no_note(tmp_path):
    # (GL 4611 "(E) is wrong and all." had been E's note "And all.", and the analysis's other lines were gone from the card)
    analysis = ("Smoke after the roof, as in (A), brings the guards out before the bees are calm. (A) is wrong.\n"
                "Frames before the smoke, as in (C), means stings all round. (C) is wrong.\n"
                "Frames before the roof, as in (D), cannot be done at all: no hand gets through a roof. (D) is wrong and all.\n"
                "The answer is (B).")
    question = parsed(tmp_path, WHICH_ORDER, ORDER_OPTIONS, SHORT, BODY + analysis)
    assert question.answer == ("B",)
    assert all(note.strip(" .").lower() not in ("and all", "") for note in question.rationales.values())
    assert not any("as in," in note for note in question.rationales.values())  # ("Frames before the smoke, as in (C), means …")
    assert "brings the guards out" in question.full_explanation + " ".join(question.rationales.values())


WHICH_TOOL = "Which tool lifts a frame of honey out of the hive without crushing the bees?"
TOOL_OPTIONS = ["A. The smoker", "B. The hive tool", "C. The queen excluder", "D. The bee brush"]


def test_the_voices_words_for_right_and_wrong_are_read_where_it_defines_them(tmp_path):
    # (GR 4730 'At home we say "thik" when a thing is correct and "bhul" when it is a mistake', GR 4738 "mark them thik
    # (correct) or bhul (mistake)": the answer's item had been read as wrong, and drawn as a wrong option)
    definitions = ['In the village we say "pakka" when a thing is correct and "kaccha" when it is a mistake, so:',
                   "I mark them pakka (correct) or kaccha (mistake), the way we do at home:"]
    for n, definition in enumerate(definitions):
        analysis = (f"{definition}\n\n"
                    "The smoker only calms the bees: kaccha. It lifts nothing.\n\n"
                    "The hive tool prises the frame loose and lifts it by its lug: pakka. Its flat end slides under the lug.\n\n"
                    "The queen excluder is a grid between boxes: kaccha. It keeps the queen out of the honey.\n\n"
                    "The bee brush sweeps bees off a frame already out: kaccha. It lifts nothing either.")
        question = parsed(tmp_path / str(n), WHICH_TOOL, TOOL_OPTIONS, "B is pakka: the hive tool.", BODY + analysis)
        assert question.answer == ("B",)
        assert "B" not in question.rationales and "B" not in question.infographic.wrong


def test_a_verdict_in_lower_case_after_a_long_name_and_its_colon_is_read(tmp_path):
    # (GR 4730 "C. sudo mokutil --import /usr/share/nvidia/nvidia-modsign-crt-3F9A21C7.der: thik.": a name with a path of
    # more than twenty characters, and a "correct" in lower case after its colon, had been read as no mark and as wrong)
    lines = ["A. hivectl --smoke: wrong. It only lights the smoker.",
             "B. hivectl --lift /srv/apiary/hive-07/frames/frame-03.lug: correct. It lifts frame 3 by its lug.",
             "C. hivectl --exclude: wrong. It slides in the excluder.",
             "D. hivectl --brush: wrong. It only sweeps."]
    question = parsed(tmp_path, "Which command lifts frame 3 out of hive 7?", [], "The lift command.", BODY + "\n".join(lines))
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}
    marks = [line.replace("wrong", "murky").replace("correct", "clear") for line in lines]
    marked = parsed(tmp_path / "m", "Which command lifts frame 3 out of hive 7?", [], "The lift command.", BODY + "\n".join(marks))
    assert marked.answer == ("B",)


def test_an_analysis_that_quotes_each_statement_before_its_colon_gives_the_options(tmp_path):
    # (GR 4725: "A — “setup.sh creates config/inventory …”: the guide describes …" for each of four statements, to "Which
    # statement … is NOT correct?" with none listed: the card had asked of statements it never showed)
    analysis = ("A — “smoke masks the alarm scent of the guard bees”: the beekeeping manuals say so, so it is true.\n"
                "B — “the roof comes off before the frames are lifted”: no frame can be reached under it; true.\n"
                "C — “a capped frame holds ripe honey”: the bees cap a cell once its honey is ripe; true.\n"
                "D — “bees sting less on a cold, wet day”: they are all at home then, and crosser; this one is false.\n"
                "The false statement is D.")
    question = parsed(tmp_path, "A beginner wrote four statements about taking honey. Which statement is NOT correct?",
                      [], SHORT, BODY + analysis)
    assert question.answer == ("D",)
    assert question.options == {"A": "smoke masks the alarm scent of the guard bees",
                                "B": "the roof comes off before the frames are lifted",
                                "C": "a capped frame holds ripe honey", "D": "bees sting less on a cold, wet day"}


def test_the_answers_value_after_its_letter_and_a_comma_names_it_on_a_recall_card(tmp_path):
    # (GQ 4701 "The answer is D, 64 MB." to a question whose options were not listed: no answer line and no box had been
    # drawn; never an idiom after the comma: "The answer is D, full stop." names nothing)
    stem = "How many frames does a standard deep box of a National hive hold?"
    analysis = "The answer is D, 11 frames. A is the nucleus box, and B and C are the shallow supers. So A, B and C are wrong."
    question = parsed(tmp_path, stem, [], "Eleven frames to a deep box.", BODY + analysis)
    assert question.answer == ("D",)
    assert question.answer_text.rstrip(".") == "11 frames" and question.infographic.answer == "11 frames"
    idiom = parsed(tmp_path / "i", stem, [], "Eleven frames to a deep box.", BODY + analysis.replace("D, 11 frames", "D, full stop"))
    assert "full stop" not in f"{idiom.answer_text} {idiom.infographic.answer}".lower()


def test_a_sentence_that_speaks_of_wrong_options_by_their_letters_is_no_answer_line():
    # (GR 4732 "Ten years, 3650 days (B), and a hundred years, 36500 days (D), are the figures you meet …" had been the answer
    # line, its letters gone, to a question whose answer is 7300 days)
    full = ("A deep box is the brood box of a hive. Eight frames, 8 frames (B), and fourteen frames, 14 frames (D), are the counts "
            "you meet in hand-written hive plans on the web, where people draw their own boxes, and neither is what the plan gives.")
    line, why = answer_line("How many frames does the deep box of a National hive take, going by the plan?", {}, ("C",),
                            "Go by the plan.", full, [])
    assert line == "" and why == "the best sentence speaks of other options"


def test_a_short_explanation_led_by_lower_case_letters_states_them(tmp_path):
    # (GR 4726 "a, c and e. A role's tasks live in …", GR 4737 "b, c and e. …", to options listed in lower case: every option
    # had been read as wrong)
    options = ["a. The smoker", "b. The hive tool", "c. The bee brush", "d. The queen excluder", "e. The veil"]
    analysis = ("a. The smoker calms the bees: sound kit.\nb. The hive tool prises frames: sound kit.\nc. The bee brush clears "
                "frames: sound kit.\nd. The excluder stays in the hive: left at home.\ne. The veil keeps stings off: sound kit.")
    question = parsed(tmp_path, "Which THREE do you carry to every hive inspection?", options,
                      "a, b and e. The smoker, the hive tool and the veil go to every hive.", BODY + analysis)
    assert question.answer == ("A", "B", "E")


def test_a_dialogues_asker_neither_states_the_answer_nor_gives_a_note(tmp_path):
    # (GT 4769 "Sonu: B, then. Blow more air, dry it off." had been read as stating B beside "So the best next action is D.",
    # and "Sonu: C? Put the facility water straight in, more capacity." as C's note)
    dialogue = ("Tobi: A, then? Open it at dusk when they are all home.\n"
                "Keeper: A is asking for the whole colony on your sleeve. They are all in, and all cross.\n"
                "Tobi: B, then. Open it without smoke, quick in and out.\n"
                "Keeper: B only works until the first guard smells you. Then it is stings all round.\n"
                "Tobi: C? Leave the roof off all day so they get used to it.\n"
                "Keeper: C chills the brood and invites robbers from every hive around.\n"
                "Tobi: So D. Smoke at the entrance, wait a minute, then open.\n"
                "Keeper: D, yes. The smoke masks their alarm scent, and the minute lets them fill up on honey and settle.\n\n"
                "So the best way in is D.")
    options = ["A. Open it at dusk", "B. Open it quickly without smoke", "C. Leave the roof off all day",
               "D. Smoke the entrance, wait, then open"]
    question = parsed(tmp_path, "How should a beginner open a hive?", options, SHORT, BODY + dialogue)
    assert question.answer == ("D",)
    assert "roof off all day" not in question.rationales.get("C", "")


ORDER_STEPS = ("1. Put the roof back\n2. Light the smoker\n3. Lift the frames\n4. Take the roof off\n\n"
               "In which order does the inspection go?")
STEP_OPTIONS = ["[A] 2 → 3 → 4 → 1", "[B] 2 → 4 → 3 → 1", "[C] 4 → 2 → 3 → 1", "[D] 3 → 2 → 4 → 1"]


def test_a_table_that_names_each_option_by_its_text_is_read_by_its_verdicts(tmp_path):
    # (GT 4774 "3 → 5 → 4 → 2 → 1  | Sound   | Install, load …" over "| Blown |" rows, each wrapped onto a second line whose
    # first two cells are blank: every option had been read as wrong)
    table = ("Order          | Verdict | Why\n"
             "2 → 3 → 4 → 1  | Cracked | The frames cannot come out with the roof\n"
             "               |         | still on the hive.\n"
             "2 → 4 → 3 → 1  | Sound   | Smoke first, then the roof, then the frames,\n"
             "               |         | and the roof goes back last.\n"
             "4 → 2 → 3 → 1  | Cracked | The roof comes off on unsmoked bees, and the\n"
             "               |         | guards pour out.\n"
             "3 → 2 → 4 → 1  | Cracked | Nothing can be lifted before the smoke and\n"
             "               |         | the roof.")
    question = parsed(tmp_path, ORDER_STEPS, STEP_OPTIONS, "Smoke, roof, frames, roof back.", BODY + table)
    assert question.answer == ("B",)
    assert question.rationales["A"] == "The frames cannot come out with the roof still on the hive."


def test_a_tables_row_is_never_a_wrong_options_note(tmp_path):
    # (k-gc "B) Nsight Systems | log stays stuck | System-wide timeline profiler: …" and k-dj "63 | ECC page retirement … |
    # …" had been notes, their cells and bars and all)
    table = ("The other tools in the list are good tools, but for other jobs:\n\n"
             "Tool                   | Verdict       | Why\n"
             "-----------------------+---------------+---------------------------\n"
             "The smoker (lit with   | calms them    | Smoke masks the alarm scent\n"
             "  dry grass)           |               | of the guard bees.\n"
             "B) The hive tool       | calms nothing | It prises frames apart, and\n"
             "                       |               | calms nobody.\n"
             "C) The bee brush       | calms nothing | It sweeps bees off a frame.\n"
             "D) The veil            | calms nothing | It keeps stings off the face.")
    question = parsed(tmp_path, "Which tool calms the bees before the hive is opened?", [], "A, the smoker.", BODY + table)
    assert not any(" | " in note for note in question.rationales.values())


def test_a_pages_votes_and_its_readers_comments_are_no_part_of_the_card(tmp_path):
    # (GQ 4711 "142 people answered this question · 61% got it right" led the question; GS 4749 "Votes: A 41 · C 17 · …"
    # ran on into option E; GT 4766 "Votes: a 9 · b 4 · …" over "hauler_77: It's a. …"; GR 4722 "kiran_hpc · 4 points" over
    # "AB for me. … so B has to be true."; GT 4773 "Other (11%)" under "AC (71%)")
    stem = "142 people answered this question · 61% got it right\nWhich tool calms the bees before the hive is opened?"
    options = ["A. The smoker", "B. The hive tool", "C. The bee brush", "D. The veil", "Votes: A 41 · C 17 · B 3 · d 2"]
    full = (BODY + "B, C and D calm nothing: they prise, sweep and shield.\n\nSo the answer is A.\n\n"
            "Community vote distribution\nA (71%)\nB (18%)\nOther (11%)\n\nVotes: a 9 · b 4 · c 57 · d 6\n"
            "hive_hal77: It's b. Mine never minds the hive tool.\nqueenie_jo: agree with the explanation.\n\n"
            "kiran_bee · 4 points\nB for me. I watched them settle the moment the tool went in, so B has to be true.")
    raw = parse_raw(tmp_path, raw_text(stem, options, "A, the smoker.", full))
    question = raw.question
    assert question.answer == ("A",)
    text = " ".join([question.question, *question.options.values(), question.full_explanation, *question.infographic.points])
    for noise in ("142 people", "Votes", "Other (11%)", "hive_hal77", "queenie_jo", "kiran_bee", "B has to be true"):
        assert noise not in text


def test_a_sentence_led_by_the_answers_letters_states_them(tmp_path):
    # (GU 4784 "C is the answer: the IMEX channel was not made again …", GX 4847 "C is the cause.", GX 4854 "A and C are
    # true.": none had been read, and the keys were left empty)
    stem = "Why do the bees pour out of the hive the moment its roof comes off?"
    for n, lead in enumerate(["C is the answer: the hive was never smoked.", "C is the cause. The hive was never smoked."]):
        question = parsed(tmp_path / str(n), stem, [], SHORT, BODY + lead + " Smoke masks the alarm scent of the guards.")
        assert question.answer == ("C",)
    two = parsed(tmp_path / "two", "Which TWO statements about smoke are true?", TOOL_OPTIONS, SHORT,
                 BODY + "A and C are true. Smoke calms, and the excluder keeps the queen below.")
    assert two.answer == ("A", "C")
    denied = parsed(tmp_path / "denied", "Which statement about smoke is NOT true?", TOOL_OPTIONS, SHORT,
                    BODY + "A and C are true. The answer is D.")
    assert not {"A", "C"} & set(denied.answer)  # (to a NOT question, true statements are wrong answers)


def test_a_line_that_speaks_of_another_option_by_its_name_is_no_answer_line(tmp_path):
    # (GX 4859 "Cousin: Option D says with True, workers are started again every epoch, …" had been the answer line, its
    # "Option D" gone, of a card whose answer is A: the opposite of the answer)
    stem = ("A keeper works ten hives. Each hive gets a frame feeder that takes about 30 seconds to fill. A round of the "
            "apiary is only about 2 minutes.\n\nCompare keep_feeders=False (the default) with keep_feeders=True for this round. "
            "Which comparison is correct?")
    short = ("A is correct. With the default False, the feeders are taken out after each round and put back for the next one, "
             "so the 30 seconds are paid again every round.")
    full = ("Background. From the keeper's manual: keep_feeders, if True, leaves the feeders in the hives after a round.\n\n"
            "I explained it to my younger cousin, who is just starting with bees:\n\n"
            "Cousin: Option A says: with False, feeders are taken out at the end of each round and put back at the next, so the "
            "30 seconds are paid every round; with True they go in once and stay, so only the first round pays. Is it right?\n"
            "Me: Right. The gap you see every round is exactly the refill.\n"
            "Cousin: Option B says with True the keeper saves the syrup of the first round and pours it again in the same order.\n"
            "Me: No. Nothing is saved and poured again.\n"
            "Cousin: Option C says both settings behave the same, because keep_feeders only matters when the roof is off.\n"
            "Me: Also no. The roof is a separate matter.\n"
            "Cousin: Option D says with True, feeders are put back again every round, and with False they stay for the whole "
            "season.\nMe: That is the same story told upside down. False, the default, refills them; True keeps them.")
    question = parsed(tmp_path, stem, [], short, full)
    assert question.answer == ("A",)
    assert "put back again every round" not in question.answer_text


def test_a_wrong_options_note_keeps_an_aside_its_contrast_goes_on_from():
    # (GR 4737 "libcuda.so.1 is the CUDA driver library, loaded into application processes, not into the kernel." had been
    # the note "libcuda.so.1 is the CUDA driver library not into the kernel")
    line = note("The queen excluder is a zinc grid between the boxes, placed under the honey supers, not over the brood box. Wrong.")
    assert line == "" or "placed under the honey supers" in line


def test_options_the_explanation_tells_are_the_cards_options(tmp_path):
    # (GW 4834 "The statements on the page were:" over "A. …" to "E. …", GQ 4706 "The options were: A. $HOME, B. …", GR 4732
    # "The choices were A. 30 days, B. 3650 days, …": the card had asked of statements it never showed, and read each
    # statement as its own option's note: "One pod can't run its neighbours out of memory", the claim, as corrected)
    statements = ("The statements on the board were:\n\nA. smoke masks the alarm scent of the guards\n\n"
                  "B. smoke makes the bees leave the hive for an hour\n\nC. a veil keeps stings off the face\n\n"
                  "D. the excluder keeps the queen out of the honey supers\n\n")
    analysis = "A, C and D, all three sound. B is wrong because the bees stay home and fill up on honey."
    question = parsed(tmp_path, "Which statement about a hive inspection is NOT true?", [], SHORT, BODY + statements + analysis)
    assert question.options == {"A": "smoke masks the alarm scent of the guards", "B": "smoke makes the bees leave the hive for an hour",
                                "C": "a veil keeps stings off the face", "D": "the excluder keeps the queen out of the honey supers"}
    assert "leave the hive for an hour" not in " ".join(question.rationales.values())
    inline = parsed(tmp_path / "i", "How many frames does a deep box of a National hive take?", [], SHORT,
                    BODY + "The choices were A. 6 frames, B. 8 frames, C. 11 frames, D. 14 frames. The answer is C, 11 frames.")
    assert inline.options == {"A": "6 frames", "B": "8 frames", "C": "11 frames", "D": "14 frames"} and inline.answer == ("C",)


def test_letters_grouped_before_a_comma_and_all_lead_one_item():
    # (GW 4834 "B, D and E, all three holed below the waterline." had been read as "B, D" and the note "And E, all three …")
    from deckgen.parse.analysis import analyse
    result = analyse("B, D and E, all three sour. B is wrong because it leaks. D is wrong because it cracks. E is wrong because it rots.")
    assert set(result.rationales) == {"B", "D", "E"}
    assert not any(note.lower().startswith("and e") for note in result.rationales.values())


def test_the_answers_own_item_is_kept_over_a_closing_sentence_that_only_names_its_letter(tmp_path):
    # (GV 4816 "(B) nvidia-ctk system create-dev-char-symlinks … — right." then "So the house is written in the register, and
    # the answer is (B).": the card had shown "…, and the answer is." and lost B's item)
    analysis = ("Like the keeper who checks each hive against the register before the harvest, test each tool in turn:\n\n"
                "(A) The smoker only calms the bees, and it lifts nothing at all out of the hive — wrong.\n"
                "(C) The bee brush only sweeps bees off a frame that is already out — wrong.\n"
                "(D) The veil only keeps stings off the face; it never touches a frame — wrong.\n"
                "(B) The hive tool prises the frame loose and lifts it by its lug; it is also the tool every keeper carries — right.\n\n"
                "So the hive is written in the register, and the answer is (B).")
    question = parsed(tmp_path, WHICH_TOOL, [], SHORT, BODY + analysis)
    assert question.answer == ("B",)
    assert "the answer is." not in question.full_explanation
    assert "prises the frame loose" in question.full_explanation


def test_a_readers_comment_under_its_handle_and_score_is_no_part_of_the_card(tmp_path):
    # (GU 4783 "khorog_netops - 3 points" over "b - matches the NVOS cluster management steps …", k-gf "shahab.kh — 14 votes"
    # over "I went A C D. …": the comment had stayed in the full explanation, read as an item)
    full = (BODY + "B, C and D calm nothing. So the answer is A.\n\nhive_hal - 3 points\n"
            "b - the hive tool calms mine every time, I never use smoke.\n\nqueenie.jo — 14 votes\nI went B too, it works for me.")
    question = parsed(tmp_path, WHICH_TOOL.replace("lifts a frame of honey out of the hive without crushing the bees",
                                                   "calms the bees"), ["A. The smoker", "B. The hive tool", "C. The bee brush",
                                                                       "D. The veil"], "A, the smoker.", full)
    assert question.answer == ("A",)
    assert "hive_hal" not in question.full_explanation and "calms mine" not in question.full_explanation
    assert "queenie" not in question.full_explanation and "I went B too" not in question.full_explanation


def test_a_verdict_cell_with_its_gloss_and_a_mark_of_words_before_a_hyphen_are_read(tmp_path):
    # (GV 4814 "C | P Q R S T | Right (true rounds) | …" over "| Wrong (clash) |", GU 4780 "C. Pillar standing - capital -N
    # gets …" over "A. Broken bridge - …": every option had been read as wrong)
    table = ("Option | Order | Verdict | Why\nA | 2 3 4 1 | Wrong (stung) | The frames cannot come out under the roof.\n"
             "B | 2 4 3 1 | Right (sweet honey) | Smoke, roof, frames, roof back.\nC | 4 2 3 1 | Wrong (stung) | Roof off on unsmoked bees.\n"
             "D | 3 2 4 1 | Wrong (stung) | Nothing lifts before the smoke.")
    question = parsed(tmp_path, ORDER_STEPS, STEP_OPTIONS, SHORT, BODY + table)
    assert question.answer == ("B",)
    marks = ("A. Empty comb - the smoker calms, it lifts nothing.\nB. Full comb - the hive tool prises the frame loose by its lug.\n"
             "C. Empty comb - the brush only sweeps.\nD. Empty comb - the veil only shields the face.")
    marked = parsed(tmp_path / "m", WHICH_TOOL, TOOL_OPTIONS, SHORT, BODY + marks)
    assert marked.answer == ("B",)
    assert not any("comb" in note for note in marked.rationales.values())


def test_a_closing_sentence_whose_letter_was_its_complement_is_no_note_of_the_answer(tmp_path):
    # (GU 4782 "So the answer is (C), 130 TB/s, and I can go in to my bread and cheese." had been shown as the answer's note,
    # "So the answer is, 130 TB/s, …", over C's own item)
    analysis = ("1. (A) 6 frames - that's a nucleus box, the little one. There's a deep box above it, so this is one stray furrow.\n"
                "2. (B) 8 frames - that's a shallow super. Master said count the deep box, so this is half a furrow and no more.\n"
                "3. (D) 14 frames - that's a jumbo box, like a lad who walks the same furrow twice and reckons it two.\n"
                "4. (C) 11 frames - a National deep box takes eleven with their spacers. Straight as a rule.\n"
                "So the answer is (C), 11 frames, and I can go in to my bread and cheese.")
    question = parsed(tmp_path, "How many frames does a deep box of a National hive take?", [], SHORT, BODY + analysis)
    assert question.answer == ("C",)
    assert "answer is," not in question.full_explanation


def test_a_line_about_another_value_of_the_questions_setting_is_no_answer_line():
    # (GV 4812 "Docker documents that --cpus=1.5 is the same as --cpu-period=100000 with --cpu-quota=150000." had been the
    # answer line and box to "… docker run … --cpus=2.5 … how much CPU time may the container use in each period?")
    stem = ("A keeper runs the feeder pump with feeder --litres=2.5 on a hive whose default dose period is left alone.\n\n"
            "How much syrup does the pump give the hive in each period?")
    full = ("The pump's manual documents that --litres=1.5 is the same as --period=100 with --dose=150 millilitres.\n\n"
            "The dose is the period's share times the litres asked for, so the answer is C.")
    line, why = answer_line(stem, {}, ("C",), "The dose scales with the litres asked for.", full, [])
    assert line == "" and why == "the best sentence speaks of another value of the question's setting"
    assert states_letters_only("C is the cause.")  # (a line that only names the letter: "C is the cause." of GX 4847)
