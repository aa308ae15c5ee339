"""Pages of a training provider's question bank and of a terse writer, read by `parse` (held-out set AN), and the lines,
boxes and titles that set's cards showed: a goal the scenario denies ("doesn't want to run an InfiniBand fabric") is
no title; a box never stops between a name and the noun it modifies ("a ConnectX| network adapter"); a subordinate
clause cut at its aside's dash ("If NCCL can't use IB — because …") is no line. Written for these tests, on a topic of
their own (tape backup), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

from deckgen.parse.answerform import reads_alone
from deckgen.parse.answerphrase import stops_whole
from deckgen.parse.drawing_title import title


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
