"""Cards of the forms the readers of the held-out sets BN and BO failed, and of the sets BP and BQ (twenty-ninth
session), read by `parse`. Written for these tests, on a topic of their own (a railway), in other words than the
held-out texts that showed the forms.
"""
from __future__ import annotations

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
