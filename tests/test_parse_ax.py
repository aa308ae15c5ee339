"""Cards of the fifty-first and fifty-second held-out sets' kinds (AX, AY), and of the forms the readers of the two
sets before them (AV, AW) still failed, read by `parse`. Written for these tests, on a topic of their own (a
sourdough bakery), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

from deckgen.parse.drawing_form import fault
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_reads import leads_back


def test_the_other_side_of_a_comparison_needs_the_sentence_before_it():
    # ("For comparison, a traditional enterprise rack is typically 5–15 kW": than the NVL72's 120 kW, said before)
    assert leads_back("For comparison, a home oven reaches about 250 °C")
    assert leads_back("By comparison, rye dough ferments in half the time")
    assert not leads_back("A deck oven reaches 300 °C, far more than a home oven's 250 °C")


def test_a_head_of_possible_causes_cut_before_its_list_is_no_point():
    # ("Typical reasons IB isn't seen in a container" of "…: /dev/infiniband not passed through, …")
    assert no_fact("Typical reasons a loaf comes out flat")
    assert no_fact("Common causes: a weak starter")
    assert not no_fact("Common causes of a flat loaf are a weak starter and over-proofing")


def test_a_title_that_is_a_question_with_no_subject_is_a_stem_cut_off():
    assert fault("How much should be proofed", "title") == "a stem cut off"
    assert fault("How long should the dough rest", "title") == ""


def test_a_run_of_nos_says_nothing_of_what_it_is_said():
    assert no_fact("No kneading, no yeast, no sugar")
    assert not no_fact("No-knead bread needs a long, cool fermentation")
