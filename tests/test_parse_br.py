"""Cards of the forms the readers of the held-out sets BP and BQ failed, and of the sets BR and BS (thirtieth
session), read by `parse`. Written for these tests, on a topic of their own (beekeeping), in other words than the
held-out texts that showed the forms.
"""
from __future__ import annotations

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
