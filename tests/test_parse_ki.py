"""Cards of the forms the readers of the held-out sets KI to KL (fifty-fourth session) failed, or that the last session
left noticed, read by `parse`. Written for these tests, on a topic of their own (a harbour's ferry timetable), in other
words than the texts that showed the forms.
"""
from __future__ import annotations

import pytest

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
