"""Cards of the forms the readers of the held-out sets BN and BO failed, and of the sets BP and BQ (twenty-ninth
session), read by `parse`. Written for these tests, on a topic of their own (a railway), in other words than the
held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.answerpair import compared

TRAINS = ["A. Dwell time is measured from departure to arrival, so it grows with the length of the line.",
          "B. Line speed is set mainly by the platforms, so short platforms are what lowers it.",
          "C. Adding carriages always shortens both dwell time and each passenger's journey.",
          "D. Dwell time covers the doors opening plus boarding at one station, so it rises with the crowd on the "
          "platform and decides how long a stop feels; line speed reflects the running between stations, where "
          "longer trains carry more people but can brake later and run slower."]
EXPLAINED = ("Dwell time is the stop, line speed is the run between stops. Answer D.",
             "The correct answer is D.\nIncorrect: A — that is the journey time, not the dwell time.\nIncorrect: B — it "
             "has the two backwards.\nIncorrect: C — longer trains take longer to board.")


def test_a_comparisons_answer_is_never_cut_to_one_side(tmp_path):
    # ("Which statement correctly compares the two metrics?" of "TTFT covers …; tokens per second reflects …": one side
    # alone is half the answer, on the line and in the drawing's box)
    question = parsed(tmp_path, "A timetable planner reads two figures on a report. Which statement correctly compares "
                      "the two figures?", TRAINS, *EXPLAINED)
    assert question.answer == ("D",)
    assert question.answer_text == "" and "answer_text" in question.review
    assert question.infographic.answer == ""


def test_a_comparisons_answer_that_fits_whole_is_kept(tmp_path):
    options = [*TRAINS[:3], "D. Dwell time is the stop at a station; line speed is the running between stations."]
    question = parsed(tmp_path, "Which statement correctly compares dwell time with line speed?", options, *EXPLAINED)
    assert question.answer_text == "Dwell time is the stop at a station; line speed is the running between stations."


def test_the_two_things_after_compare_are_the_pair():
    assert compared("Which statement correctly compares dwell time with line speed as the timetable reports them?") \
        == ("dwell time", "line speed")
    assert compared("The planners are comparing a stopping service and an express service. Which is true?") \
        == ("stopping service", "express service")
    assert compared("Which statement about dwell time is true?") is None


def test_a_comparison_named_after_compare_is_answered_on_both_sides(tmp_path):
    # (not "Time-slicing only hands out N references to the same whole GPU." to "compares time-slicing with MIG")
    question = parsed(tmp_path, "Which statement correctly compares a stopping service with an express service?", None,
                      "An express runs non-stop between the two termini. So the answer is C.",
                      "A stopping service calls at every station on the line.\nThe correct answer is C.\nA is wrong: "
                      "the express does not call at every station.\nB is wrong: both run the same trains.")
    assert question.answer == ("C",)
    assert "stopping service" in question.answer_text and "express" in question.answer_text, question.answer_text


def test_an_options_claim_quoted_to_be_judged_is_no_answer_line(tmp_path):
    # ('"sbatch is blocking …, whereas salloc is returning immediately" – this is exactly the reverse.')
    question = parsed(tmp_path, "Which statement correctly compares the stopping service and the express?", None,
                      "Both use the same rolling stock. The answer is B.",
                      "\"The express calls at every station, whereas the stopping service runs non-stop\" – this is "
                      "exactly the reverse.\nThe correct answer is B.\nA is wrong: they share the same trains.\n"
                      "C is wrong: the express is faster.")
    assert "whereas the stopping service runs non-stop" not in question.answer_text


def test_each_side_of_a_compared_box_says_what_it_does(tmp_path):
    # ("A single flipped bit; a double-bit error can be detected but not corrected": the first side is its subject alone)
    question = parsed(tmp_path, "What is the difference between a single late train and two late trains on the same "
                      "line?", None,
                      "A single late train in a quiet hour is absorbed by the timetable's slack before the next "
                      "departure; two late trains can be reported but not recovered. The answer is C.",
                      "The correct answer is C.\nA is wrong: slack is built into every timetable.\nB is wrong: the "
                      "report comes from the signallers.")
    assert question.infographic.answer != "A single late train; two late trains can be reported but not recovered"


def test_a_transcripts_answers_in_the_stem_are_no_options(tmp_path):
    # ("Q. Were those the five steps?" / "A. Yes." above the question: a witness's answers, not an option A twice)
    question = parsed(tmp_path, "Q. You were the signaller on duty that night, correct?\nA. That's correct.\nQ. Were four "
                      "steps involved in clearing the line?\nA. Yes.\nQ. Which order of those steps is the right one?", None,
                      "Block the line first, then walk it, then clear it, then reopen it. The answer is B.",
                      "Q. Sequence (A) reopens the line before walking it. Is that safe? A. No. A train could meet the "
                      "team on the track.\nQ. Sequence (C) clears before blocking. A. That's backwards. Nothing stops a "
                      "train while the team works.\nQ. And sequence (D)? A. It skips the walk, so nobody checks the track.")
    assert question.options == {}
    assert "A. Yes." in question.question
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}
    assert question.rationales["A"].startswith("A train could meet the team")  # (the witness's "No." is no note)


def test_a_transcripts_turns_that_ask_of_one_option_each_are_its_notes(tmp_path):
    question = parsed(tmp_path, "Based on this testimony, what most likely stopped the 07:40 departure?", None,
                      "The points heater had failed, so the points froze. ",
                      "Q. How do frozen points show up on the panel? A. As a points failure alarm at the junction.\n"
                      "Q. Counsel suggested a signal fault (A). Is that consistent with what you saw? A. No. The signal "
                      "showed a proceed aspect all morning.\nQ. What about a driver shortage (B)? A. The driver had "
                      "signed on at 07:05.\nQ. And the theory of a broken rail (D)? A. A broken rail shows as a track "
                      "circuit failure, not a points alarm.")
    assert question.answer == ("C",)
    assert question.rationales == {"A": "The signal showed a proceed aspect all morning.",
                                   "B": "The driver had signed on at 07:05.",
                                   "D": "A broken rail shows as a track circuit failure, not a points alarm."}


def test_letters_past_every_one_named_are_never_two_answers():
    # (five letters called wrong to "Which TWO …?" is a misread, never F and G; one letter past, E of A-D, still is)
    from deckgen.parse.answer import decide
    assert decide(options=(), wrong=set("ABCDE"), named=set(), stated=(), mentioned=(), expected=2).answer == ()
    assert decide(options=(), wrong=set("ABCD"), named=set(), stated=(), mentioned=(), expected=1).answer == ("E",)


def test_letters_whose_item_gives_no_verdict_are_the_answer_when_the_rest_are_wrong(tmp_path):
    # ("… and E is wrong because …. A and D lift the trophy.": no verdict, and called wrong they would leave no answer)
    question = parsed(tmp_path, "Which TWO statements about the night timetable are correct? (Choose two.)", None,
                      "Two things hold at night: fewer trains, and longer gaps between them.",
                      "Reviewing the losing entries: B is wrong because the night timetable has fewer trains, not "
                      "more; C is wrong because it flips the gaps; and E is wrong because the depot stays open. A and "
                      "D take the cup.")
    assert question.answer == ("A", "D")
    assert set(question.rationales) == {"B", "C", "E"}


def test_a_calls_argument_is_no_aside():
    # ("scaler.scale(loss).backward()" lost "(loss)" as if it were an aside; an aside after a space still goes, and a method's
    # empty pair stays: "release" without it would be other code, GE 4479)
    from deckgen.parse.drawing_cut import clause_head
    from deckgen.parse.phrases import without_parentheses
    assert without_parentheses("Call brake(train).release() before the signal (the green one) clears") \
        == "Call brake(train).release() before the signal clears"
    assert "brake(train)" in clause_head("The driver calls brake(train).release() before the signal (the green one) "
                                         "clears, which frees the block.")


def test_a_head_with_no_verb_before_its_colon_is_no_point():
    # ("Example from the Arm console of the DPU: mlxprivhost …", "Sanity check straight from the install guide: `…` — you …")
    from deckgen.parse.drawing_points import _before_joint
    from deckgen.parse.drawing_select import _first_clause
    assert _first_clause("Example from the cab of the leading unit: brake -d /dev/cab0 r --release") == ""
    assert _first_clause("The lever frees the brakes: every car releases in eight seconds") == "The lever frees the brakes"
    sentence = "Sanity check straight from the rule book: `signal --test all` — you should see every aspect change."
    assert _before_joint(sentence, sentence.index(" — you")) == ""
    sentence = "The lever frees the brakes: you should hear the air release."
    assert _before_joint(sentence, sentence.index("you")) == "The lever frees the brakes"


def test_a_speakers_letter_is_no_term_a_point_keeps():
    # ("T: Because after scaler.scale(loss).backward() …": the tutor's turn, a reason with no clause of its own)
    from deckgen.parse.drawing_lines import after_intro as _after_intro
    assert _after_intro("T: Because the brakes release slowly, the driver waits eight seconds.") \
        == "Because the brakes release slowly, the driver waits eight seconds."
    assert _after_intro("single: one train on each track.") == "single: one train on each track."


def test_a_point_never_ends_inside_what_a_colon_lists():
    # ("… to its peers: P100 (NVLink 1) 160 GB/s" of five generations; "…: DGX A100 – about 6.5 kW; DGX H100 …")
    from deckgen.parse.drawing_cut import clause_head
    head = clause_head("Each class of train raised the top speed a line can allow for it: Class 1 (steam) 60 mph; Class 2 "
                       "(diesel, 4 axles) 90 mph; Class 3 (electric, 6 axles) 110 mph; Class 4 (tilting, 8 axles) 125 mph; "
                       "Class 5 (high speed, 8 axles) 186 mph.")
    assert "60 mph" not in head


def test_a_group_of_letters_as_the_subject_is_no_point():
    from deckgen.parse.drawing_form import fault
    assert fault("💀 B and D both mix up the two signals") and fault("Options A, C and E all fail the brake test")
    assert not fault("A and B shifts change over at noon every day")


def test_the_subject_before_an_aside_between_dashes_is_no_point():
    # ("A daemon that was already running before the package landed — and never got restarted — has no driver …")
    from deckgen.parse.drawing_cut import clause_head
    head = clause_head("A train that was already standing at the platform before the signal changed — and never got the "
                       "new route — has no path into the tunnel, so the signaller sees a route failure alarm on the panel "
                       "and holds every train behind it.")
    assert not head.startswith("A train that was already standing") or "has no path" in head, head


@pytest.mark.parametrize("stem, title", [
    ("How long will the run to Glasgow take with two stops?", "How long will the run to Glasgow take"),
    ("Which changes, applied together, close the audit finding? (Choose two.)", "Changes, applied together, close the audit finding"),
])
def test_a_question_or_a_clause_of_the_stem_is_no_title(tmp_path, stem, title):
    # ("How much GPU memory can each model server use", "Changes, applied together, close the finding": readers of BO and
    # BP failed them; "How ZeRO partitions training state", a question told as the text tells it, still titles)
    from deckgen.parse.drawing import NO_CONCEPT
    question = parsed(tmp_path, stem, ["A. One", "B. Two", "C. Three", "D. Four", "E. Five"],
                      "The answer is B and D: the timetable sets it.",
                      "Each platform holds one train.\nA is wrong: the platform is shared.\nC is wrong: signals set it.\n"
                      "E is wrong: trains do not share.")
    assert question.infographic.title != title
    assert NO_CONCEPT.search("How I start a train") and not NO_CONCEPT.search("How ZeRO partitions training state")
    assert not NO_CONCEPT.search("What a BlueField DPU can offload from the host CPU")


def test_a_title_never_cuts_off_the_not_of_its_stem():
    # ("Codes that describe a PCIe connection" of "… codes describe a PCIe connection that does NOT traverse …")
    from deckgen.parse.drawing_title import title
    assert title("Going by the timetable legend, which TWO codes describe a stopping pattern that does NOT call at the "
                 "Central Terminal? (Choose two.)") != "Codes that describe a stopping pattern"


def test_two_of_the_scenarios_instances_are_no_title():
    from deckgen.parse.drawing_scene import from_scenario
    stem = "What is the difference between GPU1 and GPU2 in the matrix? Which statement compares the two?"
    assert "GPU1 vs GPU2" not in list(from_scenario(stem, "Which statement compares the two?"))


def test_to_the_best_next_action_the_problem_the_text_names_is_no_answer(tmp_path):
    # ("The problem here is that you are asking one single process to hold …" to "What is the BEST next action?")
    question = parsed(tmp_path, "Twice this week the night train was held at the border because one guard checks every "
                      "carriage. What is the BEST next action?", None,
                      "The problem here is that you are asking one single guard to check all twelve carriages. The best "
                      "move is to split the check: give each of the three guards four carriages.",
                      "A is wrong: a faster guard still checks twelve carriages.\nB is wrong: skipping the check breaks "
                      "the rules.\nD is wrong: a longer stop delays every train behind.")
    assert not question.answer_text.startswith(("The problem", "You are asking")), question.answer_text


def test_the_key_before_the_answer_a_sentence_states_is_no_part_of_its_line(tmp_path):
    # ("The right move is C: have CI scan each image …": on a recall card the letter is no word of the line)
    question = parsed(tmp_path, "The depot must be sure every train leaving it passed its brake test. What is the best "
                      "next step?", None,
                      "The right move is C: have the depot test every train's brakes and sign the log only after the "
                      "test passes.",
                      "A is wrong: a poster does not test brakes.\nB is wrong: a weekly test misses six days.\nD is wrong: "
                      "the driver cannot sign for the depot.")
    assert question.answer == ("C",)
    assert not question.answer_text.startswith("The right move is C"), question.answer_text


def test_a_notes_because_before_a_comma_is_no_word_of_it(tmp_path):
    # ("Option B is incorrect because, with runc as the runtime, …" -> "With runc as the runtime, …")
    question = parsed(tmp_path, "Which lever releases the brakes?", ["A. Horn", "B. Door", "C. Release", "D. Wiper"],
                      "The release lever frees the brakes.",
                      "Option A is incorrect because the horn lever sounds the horn.\nOption B is incorrect because, with "
                      "the train standing, the door lever only opens the doors.\nOption D is incorrect because the wiper "
                      "lever clears the screen.")
    assert question.rationales["B"] == "With the train standing, the door lever only opens the doors."


def test_the_true_claim_the_short_explanation_states_in_its_own_words_is_the_key(tmp_path):
    # ("The correct statement is that a RoleBinding in fjall that points to the ClusterRole edit gives edit rights only in
    # fjall." of option B, "A RoleBinding in namespace fjall that references the built-in ClusterRole edit …")
    options = ["A. Since the depot supports night rules, the planner can give every driver the depot key and then add a rule "
               "that locks everything outside the yard.",
               "B. A roster in the north depot that references the standard night shift gives the crew driving rights "
               "only inside the north depot.",
               "C. A shift pattern can only be used through a yard key, so using a common pattern would always grant "
               "access everywhere.",
               "D. A crew list can also let the guards move the wagons, since wagons carry their trains."]
    question = parsed(tmp_path, "Which of the following statements is correct?", options,
                      "The correct statement is that a roster in the north depot that points to the standard night shift "
                      "gives driving rights only in the north depot. It is the roster that decides where the rights count.",
                      "Rosters add rights; nothing takes them back.")
    assert question.answer == ("B",)
    quiet = parsed(tmp_path, "Which of the following statements is correct?", options,
                   "The correct statement is that rights come from rosters, never from keys or wagons.",
                   "Rosters add rights; nothing takes them back.")
    assert quiet.answer == ()  # (no option's words: no key guessed)


def test_a_line_that_starts_with_its_verb_has_no_subject():
    # ("Describes exactly what the command produces.": a true statement's note, shown on a recall card without its option)
    from deckgen.parse.drawing_form import fault
    assert fault("Describes exactly what the timetable produces", "note")
    assert fault("Says nothing about when the trains leave the depot", "note")
    assert not fault("Depot shows are held every summer at the north yard", "note")


def test_options_under_a_question_led_by_q_are_still_options(tmp_path):
    # ("Q: I run a GPU virtual machine …?" over "A. docker run …", "B. …": a FAQ's question, its options A to D)
    question = parsed(tmp_path, "Q: Which lever releases the brakes of a standing train?",
                      ["A. Horn", "B. Door", "C. Release", "D. Wiper"], "C: the release lever frees the brakes.",
                      "A is wrong: it sounds the horn.\nB is wrong: it opens the doors.\nD is wrong: it clears the screen.")
    assert question.options == {"A": "Horn", "B": "Door", "C": "Release", "D": "Wiper"}
    assert question.answer == ("C",)


def test_counsels_interjections_are_no_words_of_the_text():
    from deckgen.parse.clutter import inline_clutter
    assert inline_clutter("The signal was red. MR. HALE: Objection. Calls for speculation. MS. BROOK: You can answer. "
                          "A. I saw it myself.") == "The signal was red. A. I saw it myself."
    assert inline_clutter("MS. BROOK: Objection, compound.") == ""
    assert inline_clutter("Mr. Hale drove the 07:40: it left on time.") == "Mr. Hale drove the 07:40: it left on time."


def test_a_formulas_term_in_parentheses_is_no_aside():
    from deckgen.parse.phrases import without_parentheses
    assert without_parentheses("the delay is roughly (n − 1)/m of a run (at most)") == "the delay is roughly (n − 1)/m of a run"


def test_a_purposes_not_does_not_make_a_question_ask_for_the_false_one():
    from deckgen.parse.answerkind import kind
    assert kind("How do I couple the two units so that the rear cab is not live at all?", 1) != "negative"
    assert kind("Which of these is not a feature of the rear cab?", 1) == "negative"


def test_the_order_the_text_states_anywhere_is_the_answer_line(tmp_path):
    # ("S: So unscale, clip, step? … So the order is backward on the scaled loss, then …": past the first sentences)
    question = parsed(tmp_path, "After the train is coupled, in what order should the remaining checks be made?", None,
                      "T: Think of the checks as a chain you walk down. S: Why not brakes first? T: Because the doors "
                      "must be shut before the brakes can be tested. S: And then? T: So the order is close the doors, "
                      "then test the brakes, then call the signaller, and depart() last of all.",
                      "A is wrong: it departs first.\nB is wrong: it tests before closing.\nD is wrong: it skips the call.")
    assert question.answer_text.startswith("Close the doors, then test the brakes"), question.answer_text


@pytest.mark.parametrize("line", [
    "Close the incident only when the signals are back to green and ten trains have passed",
    "Escalate to the signalling team if the junction is remotely controlled",
    "Compare with where the trains actually stand: the berth log and the track circuit",
    "Re-measure the braking distance. Close when the unit matches its sister units",
])
def test_a_runbooks_step_is_a_step(line):
    from deckgen.parse.drawing_step import step
    assert step(line)


@pytest.mark.parametrize("line", [
    "Quick background on how the signalling works (since 1998)",
    "Let the story unfold from the cab outward",
    "Three of the four claims on the poster stand up well",
])
def test_a_narrators_lead_in_carries_no_fact(line):
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(line)


def test_a_code_reviews_label_is_no_word_of_the_answer_line():
    from deckgen.parse.answerform import fitted
    assert fitted("suggestion: replace line 23 with `timetable --check`.") == "Replace line 23 with `timetable --check`."


def test_a_note_led_by_a_contracted_pronoun_needs_the_sentence_before():
    # ("They're habits, not controls": of what? on a recall card, nothing says)
    from deckgen.parse.drawing_form import fault
    assert fault("They’re habits, not checks", "note") and fault("They're habits, not checks", "note")


def test_the_false_claims_aside_of_manner_does_not_make_it_a_denial(tmp_path):
    # ("A CUDA application … can switch the GPU into CC mode … at runtime, without any GPU reset." is corrected by "CC mode
    # … is not something an application is flipping per process", never by a host's command line)
    options = ["A. The depot locks the points before a train enters the yard.",
               "B. The signaller sets every route from the panel.",
               "C. A driver can switch the points from the cab at any time, without any call to the signaller.",
               "D. Each route is checked by the interlocking before it clears."]
    question = parsed(tmp_path, "All of the following statements about the yard are correct EXCEPT:", options,
                      "Correct answer is (C). The points are set from the panel: sudo yardctl --set-points=12 --reset, "
                      "and you can check with --query. Points on this line are not something a driver is flipping from "
                      "the cab.",
                      "(A) is true: the depot locks them. (B) is true: the panel sets routes. (D) is true: the "
                      "interlocking checks each route.")
    assert question.answer == ("C",)
    assert "sudo" not in question.answer_text and "not" in question.answer_text, question.answer_text
