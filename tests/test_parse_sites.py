"""Pages of another practice site with a fixed template of its own, read by `parse`: its own spelling of the section
headings, its own layout of the analysis. Written for these tests, on a topic of their own (object storage tiers), in
other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

from helpers import parse_raw, raw_text

STEM = "A team keeps training shards in object storage. Which tier should hold the shards read every epoch?"
OPTIONS = ["A. The archive tier", "B. The hot tier", "C. The cold tier"]


def test_the_short_explanations_heading_may_join_its_words_with_an_ampersand(tmp_path):
    text = raw_text(STEM, OPTIONS, "The hot tier serves reads from flash.", "A. Incorrect. Restores take hours.\n"
                    "C. Incorrect. Reads are billed.").replace("Short Explanation and Infographic", "Short Explanation & Infographic")
    question = parse_raw(tmp_path, text).question
    assert (question.answer, question.short_explanation.strip()) == (("B",), "The hot tier serves reads from flash.")
