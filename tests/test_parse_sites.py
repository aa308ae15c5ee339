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


def test_items_each_led_by_a_mark_on_one_line_restate_their_option_before_why(tmp_path):
    full = ("The hot tier serves reads from flash.\nOption Check ✘ A. \"The archive tier\" — restores take hours. "
            "✘ C. \"The cold tier\" — every read is billed. ✔ B. \"The hot tier\" — reads come from flash.")
    question = parse_raw(tmp_path, raw_text(STEM, None, "Flash serves every epoch.", full)).question
    assert question.answer == ("B",)
    assert question.rationales == {"A": "Restores take hours.", "C": "Every read is billed."}
    assert question.options == {"A": "The archive tier", "B": "The hot tier", "C": "The cold tier"}


def test_a_readers_comment_with_its_handle_and_age_on_its_line_is_no_content(tmp_path):
    text = raw_text(STEM, OPTIONS + ["💬 tier_fan · 3 weeks ago: read it twice, it asks for the hot one 🙂"],
                    "The hot tier serves reads from flash.",
                    "A. Incorrect. Restores take hours.\nC. Incorrect. Reads are billed.\n"
                    "💬 ops_dana · 1 month ago: had exactly this, our shards sat on cold storage for a week")
    question = parse_raw(tmp_path, text).question
    assert question.options["C"] == "The cold tier"
    assert "ops_dana" not in question.full_explanation and "cold storage for a week" not in question.full_explanation
