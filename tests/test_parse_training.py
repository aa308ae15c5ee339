"""Pages of a training provider's question bank and of a terse writer, read by `parse` (held-out set AN), and the lines,
boxes and titles that set's cards showed: a goal the scenario denies ("doesn't want to run an InfiniBand fabric") is
no title; a box never stops between a name and the noun it modifies ("a ConnectX| network adapter"); a subordinate
clause cut at its aside's dash ("If NCCL can't use IB — because …") is no line; a key line ("Key: C") under the options
or the question; options on a line of their own after "Options:"; "it" never stands for a plural subject ("Applications
use it …"); "Each one …" leads back; a command given as its option is its line with no full stop; a figure with no
subject nor verb ("Roughly 7× …") is no point. Written for these tests, on a topic of
their own (tape backup), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

from deckgen.parse.answerform import reads_alone
from deckgen.parse.answerphrase import stops_whole
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_reads import reads_alone as drawing_reads_alone
from deckgen.parse.drawing_title import title
from deckgen.parse.phrases import plural_subject
from helpers import parse_raw, raw_text


def test_a_goal_the_scenario_denies_is_no_title():
    stem = ("A studio's operators know disks inside out and don't want to run a tape library, but they still need an "
            "offline copy that lasts for decades. Which offering fits best?")
    assert "tape library" not in title(stem)
    wanted = "A studio wants to keep an offline copy for decades. Which offering fits best?"
    assert title(wanted) == "Offering to keep an offline copy"


def test_a_box_never_stops_between_a_name_and_the_noun_it_modifies():
    assert not stops_whole("A library puts an LTO", "A library puts an LTO drive, a robot and a reader in one cabinet.")
    assert stops_whole("A library holds an LTO drive", "A library holds an LTO drive, which a robot feeds.")


def test_a_subordinate_clause_cut_at_its_asides_dash_is_no_line():
    assert "a subordinate clause alone" in reads_alone(
        "If the job can't reach the library — because the FC driver is missing, the zoning is wrong, or the drive is offline.")
    assert "a subordinate clause alone" not in reads_alone(
        "If the job can't reach the library, it falls back to the management network.")


STEM = "Which medium keeps an offline copy for decades?"
FULL = "Tape sits on a shelf.\nA is wrong: disks spin and wear.\nB is wrong: a bucket is online."


def test_a_key_line_under_the_options_ends_them_and_one_under_the_question_is_its_answer(tmp_path):
    listed = parse_raw(tmp_path, raw_text(STEM, ["Option A: Disk", "Option B: A cloud bucket", "Option C: Tape",
                                                 "Option D: Flash", "Key: C"], "Tape lasts.", FULL)).question
    assert (listed.options["D"], listed.answer) == ("Flash", ("C",))
    bare = parse_raw(tmp_path, raw_text(f"{STEM}\nKey: C", None, "Tape lasts.", FULL)).question
    assert (bare.question, bare.answer) == (STEM, ("C",))


def test_options_on_a_line_of_their_own_after_options_are_the_options(tmp_path):
    text = raw_text(f"{STEM}\nOptions: A) Disk   B) A cloud bucket   C) Tape   D) Flash\n"
                    "Was this question helpful?  Yes (14)  No (2)", None, "Tape lasts.", FULL)
    question = parse_raw(tmp_path, text).question
    assert question.question == STEM
    assert question.options == {"A": "Disk", "B": "A cloud bucket", "C": "Tape", "D": "Flash"}


def test_it_never_stands_for_a_plural_subject():
    assert plural_subject("Applications use it through the cuFile API.", len("Applications"))
    assert not plural_subject("Kubernetes schedules it on a node.", len("Kubernetes"))
    assert not plural_subject("GDS can move it directly.", len("GDS"))


def test_each_one_leads_back_to_what_the_sentence_before_counted():
    assert drawing_reads_alone("Each one has its own drive and its own robot")
    assert not drawing_reads_alone("Each library has its own drive and its own robot")


def test_a_command_given_as_its_option_is_its_line_without_a_full_stop(tmp_path):
    stem = "Which command lists the tapes loaded in the library?"
    options = ["Option A: mtx -f /dev/sg3 status", "Option B: tar -tvf /dev/nst0", "Option C: lsblk"]
    full = "B is wrong: it lists one tape's files.\nC is wrong: it lists block devices."
    question = parse_raw(tmp_path, raw_text(stem, options, "mtx talks to the changer.", full)).question
    assert question.answer_text == "mtx -f /dev/sg3 status"
    prose = ["Option A: mtx -f /dev/sg3 status to see every slot", "Option B: tar -tvf /dev/nst0", "Option C: lsblk"]
    assert parse_raw(tmp_path, raw_text(stem, prose, "mtx talks to the changer.", full)).question.answer_text.endswith(".")


def test_a_figure_with_no_subject_nor_verb_is_no_point():
    assert no_fact("Roughly 7× the speed of a disk array")
    assert not no_fact("About 18 TB fits on one LTO-9 cartridge")


def test_the_text_under_full_explanation_below_image_with_no_heading_after_it_is_the_full_explanation(tmp_path):
    text = (f"{STEM}\nSelect an answer to reveal the explanation.\nShort Explanation and Infographic\nTape lasts.\n"
            f"Full explanation below image\n{FULL}\n")
    parsed = parse_raw(tmp_path, text)
    assert parsed.question.full_explanation.startswith("Tape sits on a shelf.")
    assert set(parsed.question.rationales) == {"A", "B"}
    assert not any("no full explanation" in str(warning) for warning in parsed.warnings)
