"""Cards and lines of the forms the readers of the held-out sets IY to JB (fifty-first session) and the keyed sets before
them failed, read by `parse`. Written for these tests, on a topic of their own (a beehive in spring), in other words than
the held-out texts that showed the forms.
"""
from __future__ import annotations

from helpers import parsed_question as parsed

HIVE = "A colony is building queen cells in May. Which TWO steps keep it from swarming?"
HIVE_OPTIONS = ["A. Give the brood box a super of drawn comb so the bees have room.",
                "B. Paint the hive roof white so the colony stays cool.",
                "C. Feed the colony sugar syrup every evening.",
                "D. Split the colony, moving the old queen to a nucleus box.",
                "E. Turn the entrance to face north."]
HIVE_BODY = ("A colony swarms when it runs out of room and the old queen leaves with half the bees; queen cells are the sign "
             "that it is getting ready.\n\n")


def test_items_led_by_the_voices_verdict_and_a_dash_then_what_they_name_read_as_their_options(tmp_path):
    # (IU 5824: "Needed — semantic label on the pallets: …" / "Not needed — the GUI: …", one line for each option, named by
    # its words: lettered by `described` but the verdict before the dash dropped, so no key)
    analysis = ("Needed — a super of drawn comb: more room takes away the first reason to swarm.\n\n"
                "Not needed — a white roof: heat matters in August, not to a colony short of room in May.\n\n"
                "Not needed — sugar syrup: feeding in a flow makes the colony fill the brood box with stores, which is "
                "less room, not more.\n\n"
                "Needed — a split with the old queen in a nucleus: the colony believes it has swarmed already.\n\n"
                "Not needed — the north entrance: which way the entrance faces plays no part in swarming.")
    question = parsed(tmp_path, HIVE, HIVE_OPTIONS, "Room and a split.", HIVE_BODY + analysis)
    assert question.answer == ("A", "D")
    assert question.rationales["C"].startswith("Feeding in a flow")
    assert not any("Needed" in why for why in question.rationales.values())


CAUSE = "A hive's bees are gentle in the morning and sting everyone in the afternoon. What is the most likely cause?"
CAUSE_OPTIONS = ["a. The queen has failed and the colony is queenless.",
                 "b. The smoker runs out of fuel by the afternoon, so the keeper works the hive without smoke.",
                 "c. A wasp nest is hidden in the hedge beside the hive.",
                 "d. The hive stand is too low for the grass around it."]


def test_items_led_by_what_they_name_a_dash_and_the_voices_verdict_of_four_words_read_as_their_options(tmp_path):
    # (IS 5791: "The tag-family idea — won't fit this slot. …" and "The size-parameter idea — container fits the slot. …",
    # one paragraph for each option: no key)
    analysis = ("Bees sting more when they are not calmed by smoke, and a smoker burns out after a couple of hours.\n\n"
                "The queenless idea — won't fill the comb. A queenless colony is loud and testy all day, not only in the "
                "afternoon.\n\n"
                "The smoker fuel idea — this fills the comb. An empty smoker by the afternoon leaves nothing to calm the "
                "bees, which is why the stings come then.\n\n"
                "The wasp nest idea — won't fill the comb. Wasps would trouble the bees morning and afternoon alike.\n\n"
                "The low stand idea — won't fill the comb. Grass at the entrance is a nuisance, and the same at every hour.")
    question = parsed(tmp_path, CAUSE, CAUSE_OPTIONS, "Look at the smoker.", analysis)
    assert question.answer == ("B",)
    assert question.rationales["C"].startswith("Wasps would trouble")
