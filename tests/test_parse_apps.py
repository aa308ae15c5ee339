"""Pages shared from a mobile study app, and a writer of the question kinds hardest to make cards of, read by `parse`
(held-out set AM): option letters written as squared emoji ("🅰 …", "Why not 🅱?", "🅱 ✅ 🅲 ✅"), an answer stated "A + D",
an EXCEPT question's item that calls its option "the EXCEPT"; the app's header, footer, tags and readers' comments; and
the lines, points and notes that set's cards showed (the answer's name after "The correct answer is C, …", a line about
"statement C", a phrase after a colon, a point that leans on "that link", a note that starts with its verb).
Written for these tests, on a topic of their own (tape backup), in other words than the held-out texts that showed
the forms.
"""
from __future__ import annotations

import pytest

from deckgen.parse.answerform import fitted, names, reads_alone
from deckgen.parse.answerphrase import stops_whole
from deckgen.parse.answercandidates import answer_candidates
from deckgen.parse.drawing_lean import points_back
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


def test_an_apps_header_footer_tags_and_a_readers_comment_are_furniture(tmp_path):
    stem = ["Q 7/40 ⏱ 01:10 🔖 Save", "#Backup Q.12", "Which medium keeps an offline copy for decades?"]
    full = ("Tape is stored offline.\nA is wrong: a disk spins and wears.\nB is wrong: a cloud bucket is online.\n"
            "Shared from Tape Cert Prep • streak 🔥 12 days\n#LTO #Backup")
    text = raw_text("\n".join(stem), ["A) Disk", "B) A cloud bucket", "C) Tape", "💬 tape_tim · 2d: ours lasted 20 years lol"],
                    "Tape lasts.", full)
    question = parse_raw(tmp_path, text).question
    assert question.question == stem[-1]
    assert question.options["C"] == "Tape"
    assert "Shared from" not in question.full_explanation and "#LTO" not in question.full_explanation


def test_the_answers_name_after_a_comma_names_a_card_with_no_options(tmp_path):
    stem = "What native capacity does one LTO-9 cartridge hold?"
    full = ("LTO-9 stores 18 TB native.\nThe correct answer is C, 18 TB. Option A (6 TB) is LTO-7. Option B (12 TB) is "
            "LTO-8. Option D (45 TB) is the compressed figure.")
    question = parse_raw(tmp_path, raw_text(stem, None, "Okay so the number to remember is 18 TB native.", full)).question
    assert (question.answer, question.answer_text) == (("C",), "18 TB.")


def test_a_line_about_a_statement_by_its_letter_is_no_answer_line_and_its_tail_is_cut():
    assert "talks about the options" in reads_alone('Statement C, which says "only disk", is the false one.')
    assert fitted("Tape needs no power at rest, which makes statement C the untrue one.") == "Tape needs no power at rest."


def test_a_phrase_after_a_colon_is_no_candidate_line_of_its_own():
    short = ("LTO is made for running almost anywhere: in libraries from many vendors, in standalone drives, and in the "
             "big cloud archives. So statement C is the false one.")
    said = [candidate.text for candidate in answer_candidates(short, "LTO is an open standard: every vendor may build its drives.")]
    assert not any(text.startswith("In libraries") for text in said)
    assert "Every vendor may build its drives." in said  # (a clause after a colon still is one)


@pytest.mark.parametrize("point", ["Tape removes the extra hop", "Data that does not fit has to be moved across that link"])
def test_a_point_that_leans_on_a_link_or_a_hop_told_before(point):
    assert points_back(point)


def test_a_note_that_starts_with_its_verb_takes_the_options_name_as_its_subject(tmp_path):
    stem = "All of the following are reasons to keep a tape copy EXCEPT:"
    full = ("Tape is the offline copy.\nOption A (an air gap against ransomware) — is real reason, so not the answer.\n"
            "Option B (low cost per terabyte) — also a reason.\nOption D (decades of shelf life) — a reason too.\nAnswer = C")
    question = parse_raw(tmp_path, raw_text(stem, None, "Tape is slow to seek.", full)).question
    assert question.rationales["A"].startswith("An air gap against ransomware is real reason")


def test_a_name_with_a_colon_inside_is_one_name_and_no_phrase_stops_at_its_colon():
    assert "Run:ai" in names("NVIDIA Run:ai sits on top of Kubernetes")
    assert not any(name.startswith("Note") for name in names("Note: tape is slow"))
    line = "Vault, which the team bought in 2024 and now ships as Tape Run:ai, is a scheduling layer."
    assert not stops_whole("Vault, which the team bought in 2024 and now ships as Tape Run", line)


def test_a_settings_value_in_a_dropped_example_is_no_figure_the_question_asks_about(tmp_path):
    stem = ("Each node has 1× 10GbE for management and 4× FC ports for the tape library. Backups run at a fraction of the "
            "expected rate, and the log shows the job using the management network. Most likely cause?")
    options = ["(A) The backup software is not using the FC ports and fell back to the management network (e.g. "
               "DISABLE_FC=1 left in the job's environment, or the FC driver missing from the backup container).",
               "(B) The tape drive needs cleaning.", "(C) The tapes are full.", "(D) The library is offline."]
    full = "The log names the network.\nB is wrong: a dirty drive slows every path.\nC is wrong: a full tape stops the job.\n" \
           "D is wrong: an offline library fails the job."
    question = parse_raw(tmp_path, raw_text(stem, options, "The job uses the wrong network.", full)).question
    assert question.answer_text == ("The backup software is not using the FC ports and fell back to the management "
                                    "network.")
