"""Cards of the forms the readers of the held-out sets BP and BQ failed, and of the sets BR and BS (thirtieth
session), read by `parse`. Written for these tests, on a topic of their own (beekeeping), in other words than the
held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

HIVES = ["A. A queen excluder keeps the bees from reaching the honey super at all.",
         "B. Smoke makes the bees store more honey in the brood box.",
         "C. A second brood box halves the colony's need for stores.",
         "D. A queen excluder keeps the queen, and so her eggs, out of the honey super."]


def test_a_short_sentence_calling_the_answer_after_a_wrong_options_reason_is_no_part_of_its_note(tmp_path):
    # ("C is offside too, because …. Final whistle: A.": the answer called, no word on C)
    full = ("The excluder's grid lets workers pass and stops the larger queen.\nNow the replay on the other calls. A "
            "and B are both fouls: workers pass the grid freely, and smoke only calms the bees. C is offside too, "
            "because a second brood box doubles the room for brood and stores. Final whistle: D.")
    question = parsed(tmp_path, "What does a queen excluder do in a hive?", HIVES,
                      "The excluder's grid stops the queen and lets the workers pass.", full)
    assert question.answer == ("D",)
    assert question.rationales["C"] == ("C is offside too, because a second brood box doubles the room for brood and "
                                        "stores.")



def test_that_leaves_a_letter_as_the_exception_states_the_answer():
    from deckgen.parse.stated import stated_answers

    text = "Checking for eggs (D) shows the queen is laying. That leaves A as the exception."
    assert stated_answers(text, {"B", "C", "D"}, negated=True)[0] == ("A",)
    assert stated_answers("That leaves A as the one we keep an eye on, with B.", set())[0] == ()


def test_makes_a_letter_the_only_move_states_the_answer(tmp_path):
    full = ("A smoker calms the bees; a veil only keeps them off the face.\n"
            '"The veil calms the bees" — it swaps the two tools.\n'
            '"They do the same thing" — they do different jobs.\n'
            '"The smoker replaces the veil" — a keeper wears both.')
    question = parsed(tmp_path, "Which statement correctly compares a smoker and a veil?", [],
                      "One calms the bees, the other protects the keeper, which makes D the only move.", full)
    assert question.answer == ("D",)


def test_a_head_is_not_cut_before_so_that_where_its_verb_needs_it():
    from deckgen.parse.drawing_cut import clause_head

    sentence = ("Inspections such as the spring census of every colony are arranged so that each keeper visits the same "
                "hives in the same order on every round of the apiary.")
    assert not clause_head(sentence).endswith("are arranged")


def test_a_title_of_what_and_its_verb_is_never_drawn(tmp_path):
    # ("Which command accomplishes the mission?" -> "What accomplishes the mission": the answer asked for, no concept;
    # readers of sets AV to BQ failed 41 such titles of 46)
    options = ["A. A queen excluder", "B. A bee escape board", "C. A smoker", "D. A hive scale"]
    full = ("A bee escape board lets the bees leave the honey super through a one-way exit and keeps them from coming "
            "back, so the super is empty of bees by morning.\nA is wrong because an excluder only stops the queen.\nC is "
            "wrong because smoke calms the bees for minutes.\nD is wrong because a scale only weighs the hive.")
    question = parsed(tmp_path, "The keeper must take the honey super off the hive tomorrow without a single bee in it. "
                      "Which device accomplishes the task?", options,
                      "A bee escape board empties the super of bees overnight.", full)
    assert question.answer == ("B",)
    assert not question.infographic.title.startswith("What ")
    assert question.infographic.title in ("", "A bee escape board", "Bee escape board")


def test_an_answer_line_that_opens_with_its_verb_is_never_drawn():
    from deckgen.parse.answerform import reads_alone

    assert "needs the sentence before it" in reads_alone("Describes them this way.")
    assert reads_alone("The smoker calms the bees.") == []


def test_a_question_that_contrasts_two_things_is_never_answered_with_one_side(tmp_path):
    short = ("A nuc is a small colony of a few frames with its own queen, so it grows into a full hive by summer; a split "
             "takes half the frames of a strong hive and leaves one half to raise a new queen. The answer is the "
             "statement that describes them this way.")
    full = ("The correct answer is B. Options A and C fail together: A swaps the two, while C calls them the same. "
            "Option D describes a swarm, not a split.")
    question = parsed(tmp_path, "Which statement correctly contrasts a nuc with a split?", [], short, full)
    assert question.answer == ("B",)
    assert not question.answer_text.startswith(("A nuc is", "Describes"))


def test_a_clause_after_its_turn_inside_what_a_source_says_is_not_the_sources():
    from deckgen.parse.drawing_notes import note

    reason = ("The beekeeping manual says plainly that both boxes of a double hive must be the same depth, deep or "
              "shallow, and cannot be mixed.")
    assert not note(reason).startswith("The beekeeping manual cannot")


def test_a_groups_sentence_of_one_letter_is_that_letters_alone_where_each_has_its_own_reason():
    from deckgen.parse.groupnotes import own_notes

    reason = "and each for its own reason, ja. B mixes up the boxes: a nuc has no super at all."
    assert own_notes(reason, ["B", "D", "E"]) == {"B": "B mixes up the boxes: a nuc has no super at all.", "D": "", "E": ""}
    # (a reason the group shares, whose one sentence speaks of A: each keeps the whole)
    assert own_notes("A simply swaps the two, while C calls them the same.", ["A", "C"]) == {}


def test_a_chat_logs_messages_run_together_are_never_a_line():
    from deckgen.parse.answerform import reads_alone as line_reads_alone
    from deckgen.parse.drawing_form import fault

    text = "ok two supers + one brood box → thats a double hive [14:02] Dana"
    assert fault(text) and "a chat log's lines" in line_reads_alone(text + ".")
    assert not fault("The hive is inspected every 7 to 10 days in summer")


def test_a_note_that_only_points_elsewhere_in_the_text_is_no_note(tmp_path):
    full = ("Answer: D. The remaining statements are each correct.\n"
            '(A) "Workers build the comb" — correct; see paragraph [2].\n'
            '(B) "Drones do not sting" — correct; they have no sting.\n'
            '(C) "The queen lays the eggs" — correct; as explained above.\n'
            '(D) "Workers lay the fertile eggs" — false; only the queen is mated.')
    question = parsed(tmp_path, "All of the following statements about a colony are correct EXCEPT which one?",
                      ['A. Workers build the comb', 'B. Drones do not sting', 'C. The queen lays the eggs',
                       'D. Workers lay the fertile eggs'], "Only the queen lays fertile eggs.", full)
    assert question.answer == ("D",)
    assert "A" not in question.rationales and "C" not in question.rationales
    assert question.rationales["B"] == "They have no sting."


def test_a_next_step_stated_without_its_article_is_the_answer_line(tmp_path):
    short = ("The frames are fine: the comb is drawn and the brood is capped. No eggs and no young larvae means nobody is "
             "laying. Next step is to check that the hive has a queen (look for her on the brood frames) and that she is "
             "laying. Adding frames will not help here.")
    full = ("A queenless hive stops laying within days.\nA is wrong because frames do not lay eggs.\nC is wrong because "
            "feeding does not make a queen.\nD is wrong because moving the hive does not either.")
    question = parsed(tmp_path, "The brood frames show no eggs. What beekeeper should do next?", [], short, full)
    assert question.answer == ("B",)
    assert question.answer_text.startswith("Check that the hive has a queen")


def test_a_value_stated_with_its_letter_after_it_is_the_answer_line(tmp_path):
    short = "The answer is 3 kg (B). A strong colony eats about that much in a cold month."
    full = ("The colony needs stores through winter.\nA is wrong because 300 g lasts a few days.\nC is wrong because 30 kg "
            "is a whole winter's stores.\nD is wrong because 300 kg is a whole apiary's.")
    question = parsed(tmp_path, "How much honey does a strong colony eat in a cold month?", [], short, full)
    assert question.answer == ("B",)
    assert question.answer_text == "3 kg."


def test_the_two_things_a_question_compares_may_be_named_in_the_sentence_before_it(tmp_path):
    short = ("A nuc holds five frames and its own laying queen, so it grows into a full colony by the end of the summer "
             "if it is fed; a full hive holds ten frames in each of two brood boxes and a honey super, so it can be split "
             "in the spring. That is the whole difference.")
    full = ("A nuc grows into a full hive by summer.\nA is wrong because it swaps the two.\nB is wrong because a nuc "
            "has a queen.\nD is wrong because a full hive is not a swarm.")
    question = parsed(tmp_path, "A new keeper asks about the difference between a nuc and a full hive before buying "
                      "one. Which statement correctly compares the two?", [], short, full)
    assert question.answer == ("C",)
    assert question.answer_text != "A nuc holds five frames and its own laying queen."  # (one side: half the answer)


def test_a_groups_shared_note_goes_with_the_option_whose_words_it_shares_most(tmp_path):
    options = ["A. A nuc needs far more frames than a hive, because it adds brood boxes on top of the supers.",
               "B. A nuc is a swarm caught in a box.",
               "C. A nuc is a small colony with its own laying queen on a few frames.",
               "D. A nuc keeps its queen caged in the honey super, so her eggs can never reach the brood frames."]
    full = ("A nuc is started from a few frames of brood.\nThe correct answer is C.\nA and D are both wrong for the same "
            "reason: they think a nuc changes the hive's boxes. It doesn't. A nuc has as many frames as it has room for, "
            "and the queen is free on the brood frames, not caged in the honey super.\nB is wrong because a swarm has "
            "no frames at all.")
    question = parsed(tmp_path, "Which statement describes a nuc?", options,
                      "A nuc is a small colony with its own queen.", full)
    assert question.answer == ("C",)
    notes = dict(question.infographic.wrong)
    assert "A" not in notes or "caged" not in notes["A"]


def test_a_line_that_points_back_at_that_thing_after_near_or_beyond_is_never_drawn():
    from deckgen.parse.drawing_form import fault

    assert fault("No hive of that size gets anywhere near that weight in a single season", "note") == "refers back"
    assert fault("Bees forage well beyond that distance when the flow is poor", "point") == "refers back"


def test_items_run_into_one_paragraph_each_with_its_verdict_lose_their_heads():
    from deckgen.parse.analysis import analyse

    paragraph = ("B is wrong because a nuc is started from brood, not from a swarm. C is wrong because a smoker only "
                 "calms the bees. D is also wrong because a queen excluder keeps the queen out of the super.")
    assert analyse(paragraph).rationales == {"B": "A nuc is started from brood, not from a swarm.",
                                            "C": "A smoker only calms the bees.",
                                            "D": "A queen excluder keeps the queen out of the super."}


def test_a_sentence_stating_the_answer_after_a_groups_reason_is_no_part_of_its_note():
    from deckgen.parse.analysis import analyse

    paragraph = ("The keeper's choice matters.\nA and B both work on the wrong box: a bigger super (A) only stores more "
                 "honey, and a second excluder (B) only stops the queen twice. So the right answer is C, and it is the "
                 "first thing to do.")
    notes = analyse(paragraph).rationales
    assert set(notes) == {"A", "B"}
    assert all("right answer" not in note and "first thing to do" not in note for note in notes.values())


def test_that_much_points_back_and_is_no_clause_to_cut_before():
    from deckgen.parse.drawing_cut import clause_head
    from deckgen.parse.drawing_form import fault

    assert fault("A strong colony does not need that much for the winter", "note") == "refers back"
    assert not clause_head("A strong colony in a mild valley does not need that much honey stored for the winter, "
                           "and a weak one needs more than the keeper can give it", kind="note").endswith("need")


def test_a_line_that_speaks_of_the_stem_is_never_drawn():
    from deckgen.parse.drawing_form import fault

    assert fault("The hive gained weight; the stem also tells you the queen was laying", "note")


def test_an_answer_option_is_never_cut_before_the_last_item_of_its_list(tmp_path):
    options = ["(A) A smoker",
               "(B) A deep brood box with ten drawn frames, 45 cm wide",
               "(C) A queen excluder",
               "(D) A hive tool",
               "(E) A mated queen in a travel cage, two frames of capped worker brood, and a feeder of thin syrup on "
               "top of the box"]
    full = ("The correct answers are B and E.\nIncorrect: A — smoke only calms the bees.\nIncorrect: C — an excluder "
            "does not start a colony.\nIncorrect: D — a hive tool only prises frames apart.")
    question = parsed(tmp_path, "Which TWO of the following does a keeper need to start a new colony in an empty "
                      "hive? (Choose two.)", options, "Room and a queen with brood start a colony.", full)
    assert question.answer == ("B", "E")
    assert not question.answer_text.rstrip(".").endswith("two frames of capped worker brood")


def test_a_command_with_its_values_that_the_box_shows_is_no_title(tmp_path):
    options = ["a. hivectl --status", "b. sudo hivectl -m 0", "c. hivectl --log", "d. hivectl -q"]
    full = ("Answer: b\nhivectl -m sets the hive's mode; mode 0 is the winter mode.\nIncorrect: a — --status only "
            "prints the mode.\nIncorrect: c — --log prints the log.\nIncorrect: d — -q queries the mode.")
    question = parsed(tmp_path, "Which command puts the hive controller into winter mode (mode 0)?", options,
                      "sudo hivectl -m 0 selects mode 0.", full)
    assert question.answer == ("B",)
    assert question.infographic.answer.endswith("sudo hivectl -m 0")
    assert question.infographic.title != "sudo hivectl -m 0"


def test_an_order_stated_with_arrows_is_the_answer_line(tmp_path):
    short = ("A hive is built from the bottom: first the floor, then the brood box, and only then the supers. The correct "
             "sequence is floor → brood box → queen excluder → super, which is option B.")
    full = ("Bees store honey above the brood.\nOption A is incorrect because it puts the super under the brood.\nOption "
            "C is incorrect because the excluder goes above the brood box.\nOption D is incorrect because the floor "
            "is always first.")
    question = parsed(tmp_path, "In which order should a keeper stack the parts of a new hive?", [], short, full)
    assert question.answer == ("B",)
    assert question.answer_text == "Floor → brood box → queen excluder → super."


@pytest.mark.parametrize("title", ["Both take frames from a strong hive", "Nuc vs split before anything",
                                   "Maximum weight BeeCo specifies", "How often keeper should open the hive",
                                   "How many frames shall the Supplier deliver"])
def test_a_title_said_of_both_things_or_cut_before_anything_names_no_concept(title):
    # ("Both freeze the pretrained weights": what two things share, said of them; "OSFP vs QSFP112 before anything")
    from deckgen.parse.drawing import NO_CONCEPT

    assert NO_CONCEPT.search(title)
    assert not NO_CONCEPT.search("Nuc vs split") and not NO_CONCEPT.search("Single vs double brood box strategies")


def test_a_point_that_says_something_is_unchanged_needs_what_changed():
    from deckgen.parse.drawing_form import fault

    assert fault("The strong colony's winter weight is unchanged", "point")
    assert not fault("Output quality is unchanged", "note")  # (a note corrects its option's claim that it changes)


def test_a_chat_messages_sender_is_no_part_of_a_point(tmp_path):
    options = ["a. sudo hivectl --status", "b. sudo hivectl -m 0", "c. sudo hivectl --log", "d. sudo hivectl -q"]
    short = ("[09:14] Sam: which cmd puts the hive in winter mode?? [09:14] Priya: sudo hivectl -m 0, -m = set mode. "
             "[09:15] Sam: thx")
    full = ("[09:18] Priya: ok longer version. hivectl = the hive controller tool, every mode sets the heater and the "
            "fan limits.\n[09:19] Priya: on the standard hive controller mode 0 is the winter mode, the other modes are "
            "spring, summer and autumn.\nIncorrect: a — --status only prints the mode.\nIncorrect: c — --log prints "
            "the log.\nIncorrect: d — -q queries the mode.\nAnswer: b")
    question = parsed(tmp_path, "Which command puts the hive controller into winter mode (mode 0)?", options, short, full)
    assert question.answer == ("B",)
    assert not any(point.startswith(("Priya:", "Sam:")) for point in question.infographic.points)


def test_a_point_that_judges_an_option_is_no_fact():
    from deckgen.parse.drawing_form import fault

    assert fault("Feeding only in spring is wrong because the colony starves in winter", "point")
    assert fault("Smoking the hive is also incorrect", "point")


def test_lower_case_letters_after_semicolons_are_each_an_item(tmp_path):
    options = ["a. The nuc keeps its own queen", "b. The nuc takes the old queen", "c. The nuc needs no brood",
               "d. The nuc is fed only in spring"]
    full = ("A nuc is a small colony.\nWhy the others cannot: b is wrong because the old queen stays in the parent "
            "hive; c is wrong because a nuc is made from frames of brood; d is wrong because a nuc is fed whenever "
            "stores run short.")
    question = parsed(tmp_path, "Which statement about a nuc is true?", options, "A nuc raises or keeps its own queen.",
                      full)
    assert question.answer == ("A",)
    assert set(question.rationales) == {"B", "C", "D"}


def test_a_box_cut_just_after_its_turn_is_cut_off():
    from deckgen.parse.drawing_form import fault

    assert fault("Queens in strong hives can lay in any frame, but queens", "box") == "cut off"
    assert fault("Queens in strong hives can lay in any frame, but not in the super", "box") == ""


def test_what_and_a_named_field_or_plugin_and_its_verb_ask_for_the_answer():
    from deckgen.parse.drawing_ask import WHAT_VERB

    assert WHAT_VERB.match("What HiveCo field gives the cumulative honey weight")
    assert not WHAT_VERB.match("What HiveCo field is")


def test_neither_of_them_in_a_groups_note_names_the_group():
    from deckgen.parse.groupnotes import with_group
    from deckgen.render.recall import misconceptions

    note = with_group("neither of them calms the bees.", ["A", "B"], "A and B are both wrong because neither of them "
                      "calms the bees.", "wrong")
    assert note == "Neither A nor B calms the bees."
    assert misconceptions([note]) == []  # (on a card that shows no options, letters the learner never saw)


def test_a_clause_is_not_drawn_without_the_half_its_sentence_turns_to():
    from deckgen.parse.drawing_clauses import clauses

    sentence = ("Hive kits from 2024 and later add an optional winter insulation panel for the brood box, but it has to be "
                "ordered with the kit and can cost some ventilation.")
    assert not any(line.startswith("Hive kits from 2024 and later add") for line in clauses(sentence))
