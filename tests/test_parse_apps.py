"""Pages shared from a mobile study app, and a writer of the question kinds hardest to make cards of, read by `parse`
(held-out set AM): option letters written as squared emoji ("🅰 …", "Why not 🅱?", "🅱 ✅ 🅲 ✅"), an answer stated "A + D",
an EXCEPT question's item that calls its option "the EXCEPT"; and the lines, points and titles that set's cards showed.
Written for these tests, on a topic of their own (tape backup), in other words than the held-out texts that showed
the forms.
"""
from __future__ import annotations

from helpers import parse_raw, raw_text

STEM = "Which TWO statements about LTO tape are correct? (Pick 2)"
SQUARED = ["🅰 A cartridge holds its data on magnetic tape wound on one reel.", "🅱 Tape gives random access as fast as SSD.",
           "🅲 Tape drives need no cleaning ever.", "🅳 Tape keeps data for decades when stored cool and dry.",
           "🅴 Every LTO drive reads every older generation."]


def test_squared_emoji_letters_are_the_options_and_the_analysis_letters(tmp_path):
    full = ("Tape is sequential.\n🅰 ✅ 🅳 ✅ — those are your two.\n🅱, 🅲 and 🅴 are all wrong: seeks take seconds, drives "
            "do need cleaning, and a drive reads only two generations back.")
    question = parse_raw(tmp_path, raw_text(STEM, SQUARED, "Tape is cheap and lasts.", full)).question
    assert question.options["B"] == "Tape gives random access as fast as SSD."
    assert question.answer == ("A", "D")
    assert set(question.rationales) == {"B", "C", "E"}
    assert "🅱" not in question.full_explanation


def test_an_answer_stated_with_a_plus_gives_both_letters(tmp_path):
    full = ("Tape is sequential.\nWhy not 🅱? Seeks take seconds.\nWhy not 🅲? Drives do need cleaning.\n"
            "Why not 🅴? A drive reads only two generations back.\n🎯 Answer: A + D")
    question = parse_raw(tmp_path, raw_text(STEM, SQUARED, "Tape is cheap and lasts.", full)).question
    assert question.answer == ("A", "D")


def test_an_item_that_calls_its_option_the_except_states_the_answer(tmp_path):
    stem = "All of the following are reasons to keep a tape copy EXCEPT:"
    full = ("Tape is the offline copy.\nOption A (an air gap against ransomware) — real reason, so not the answer.\n"
            "Option B (low cost per terabyte) — also a reason, not the answer.\n"
            "Option C (instant restores of single files) — tape cannot do this, seeks take minutes. ✔ This is the EXCEPT.\n"
            "Option D (decades of shelf life) — a reason too, not the answer.\nAnswer = C")
    question = parse_raw(tmp_path, raw_text(stem, None, "Tape is slow to seek.", full)).question
    assert question.answer == ("C",)
    assert "C" not in question.rationales
