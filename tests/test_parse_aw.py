"""Cards of the fiftieth held-out set's kinds (AW) and the forty-ninth's (AV), read by `parse`. Written for these
tests, on a topic of their own (a beekeeper's apiary), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from helpers import parse_raw, raw_text

FACTS = "A colony needs a laying queen, stores of honey and room to grow. Varroa mites weaken the brood."


# (stem, options, short explanation, full explanation, answer, {letter: its note}): each layout of the keys read
KEYS = {
    # a NOT question's items that call three statements "Correct." and the fourth "the only wrong statement" (AW 1702)
    "statements called correct": (
        "All of the following statements about a honey bee colony are correct EXCEPT:", None, FACTS,
        f"{FACTS}\nOther three statements are all correct, please check:\n(A) Correct. A queen lays up to two thousand "
        "eggs a day in summer.\n(B) Correct. Workers cap the honey once it is dry enough.\n(C) Correct. Drones do not "
        "sting.\nSo (D) is only one wrong statement, and it is the answer of this question.",
        ("D",), {"A": "A queen lays up to two thousand eggs a day in summer.",
                 "B": "Workers cap the honey once it is dry enough.", "C": "Drones do not sting."}),
    "this one is false": (
        "Which statement about honey bees is NOT true?", None, FACTS,
        f"{FACTS}\nWhy other statements are true:\n(A) – true. A queen lays in spring.\n(B) – true. Workers cap the "
        "honey.\n(C) – true. Drones do not sting.\n(D) – this one is false, it describes wasps and not bees.",
        ("D",), {"C": "Drones do not sting."}),
    "a label before a lower-case letter": (
        "Which THREE practices keep a colony strong? (Choose three.)",
        ["a. Keep one queen per hive", "b. Feed sugar syrup in midsummer", "c. Treat for varroa in late summer",
         "d. Open the hive every day", "e. Leave enough honey for winter"], FACTS,
        f"{FACTS}\nIncorrect: b — bees forage in midsummer; syrup then ends up in the honey.\n"
        "Incorrect: d — opening the hive daily chills the brood and upsets the colony.",
        ("A", "C", "E"), {"D": "Opening the hive daily chills the brood and upsets the colony."}),
    "answer after a comma": (
        "Which statement about a honey bee colony is NOT true?", None, FACTS,
        f"{FACTS}\nWhy the other statements are true: the statement that queens lay in spring is correct, and the "
        "statement that drones do not sting is correct too. So the only NOT true statement is the one about workers "
        "laying eggs in a queenright colony, answer C.", ("C",), {}),
    "a short explanation led by its letter": (
        "The hive has no queen and no eggs. What should the beekeeper do first?",
        ["A) Requeen the hive with a mated queen", "B) Add a second brood box", "C) Move the hive at noon",
         "D) Remove all the honey frames"],
        "A. Rule of thumb: a queenless colony is requeened within days, or workers start laying drones.",
        f'{FACTS}\n"Add a second brood box" → wrong: more room does not make a queen.', ("A",), {}),
    "items parted by bars": (
        "Which setting clears varroa from the hive?", None, FACTS,
        f"{FACTS}\nWrong ones → A (SMOKE=on): smoke only calms the bees, no mites die | B (FEED=syrup): feeding does "
        "not touch the mites | D (SPLIT=yes): a split spreads the mites to the new hive.\nAns: C",
        ("C",), {"B": "Feeding does not touch the mites"}),
    "rows under a header that names no verdict": (
        "Which sensor field shows how much honey the hive holds?", ["a. HIVE_TEMP", "b. HIVE_WEIGHT", "c. HIVE_HUMIDITY"],
        FACTS, f"{FACTS}\nWhy the remaining choices are not suitable:\nChoice | Reason\na. HIVE_TEMP | Reports the brood "
        "temperature. It says nothing about the honey stored.\nc. HIVE_HUMIDITY | Reports the air in the hive, not the "
        "honey.", ("B",), {"C": "Reports the air in the hive, not the honey."}),
    "an option's text, then its verdict": (
        "Which device catches a swarm that leaves the apiary?",
        ["A. Queen excluder (QE)", "B. A swarm trap", "C. The bee escape board", "D. A pollen trap"], FACTS,
        f"{FACTS}\nAnswer: B\nQueen excluder is incorrect because it keeps the queen out of the honey boxes; it catches "
        "no swarm.\nThe bee escape board is incorrect because it clears bees from a box before harvest.\nA pollen trap is "
        "incorrect because it only scrapes pollen from returning foragers.",
        ("B",), {"D": "A pollen trap is incorrect because it only scrapes pollen from returning foragers."}),
    "a bold lead with the option's value": (
        "A super holds 12 frames of 3 kg. What is the total weight of honey?", None,
        "36 kg. Twelve frames of three kilograms.",
        f"{FACTS}\n**Why not the others**\n- **A (33 kg)** — leaves out the first frame.\n- **C (39 kg)** — counts the "
        "empty box as honey.\n- **D (12 kg)** — counts frames, not kilograms.\n**Answer: B**",
        ("B",), {"C": "39 kg counts the empty box as honey."}),  # (its value the subject, as a recall card shows it)
}


@pytest.mark.parametrize("layout", sorted(KEYS))
def test_the_answer_key_and_the_notes_of_each_layout(tmp_path, layout):
    stem, options, short, full, answer, notes = KEYS[layout]
    question = parse_raw(tmp_path, raw_text(stem, options, short, full)).question
    assert question.answer == answer
    assert {letter: question.rationales.get(letter) for letter in notes} == notes


def test_a_dash_led_item_names_its_option_in_parentheses_before_its_verdict(tmp_path):
    from deckgen.parse.analysis import analyse

    items = ("- A (--smoke) is incorrect because smoke only calms the bees for a while. - B (--feed=syrup:2) is "
             "incorrect because feeding does not kill mites. - C (--split) is incorrect because a split spreads the "
             "mites to the new hive.")
    assert analyse(f"{FACTS}\n{items}").rationales["B"] == "Feeding does not kill mites."  # (read as items, no intro)
    full = f"{FACTS}\nLet's analyze the incorrect options: {items}\nReport an issue\n1 comment\nbeekeeper_jo · 2 months ago"
    question = parse_raw(tmp_path, raw_text("Which treatment removes varroa mites from a hive?", None, FACTS,
                                            full)).question
    assert question.answer == ("D",)
    assert question.rationales["C"] == "A split spreads the mites to the new hive."


def test_which_command_the_one_after_sudo_that_no_wrong_option_names(tmp_path):
    short = ("sudo hivectl dump health. Checks every frame and packs the log into one archive. hivectl show health only "
             "prints to the terminal.")
    full = (f"{FACTS}\nCheat sheet:\nsudo hivectl show health    -> summary, screen only\nsudo hivectl show alerts    -> "
            "active alerts (queen, mites, ...)\nsudo hivectl dump health    -> checks + logs -> tarball\n"
            "Incorrect: A — sudo hivectl show health. Summary on stdout. No archive.\n"
            "Incorrect: B — sudo hivectl show alerts. Lists the alerts. Step one, not the deliverable.\n"
            "Incorrect: C — hive-report.sh. Only the scale readings.\nAnswer: D")
    question = parse_raw(tmp_path, raw_text("The inspector wants the hive's health snapshot as one archive. Which command "
                                            "generates it?", None, short, full)).question
    assert question.answer == ("D",)
    assert question.answer_text == "sudo hivectl dump health"


def test_ca_and_approx_end_no_sentence():
    from deckgen.parse.phrases import sentences

    assert sentences("A strong hive holds ca. 60,000 bees in summer. It shrinks in winter.") == (
        "A strong hive holds ca. 60,000 bees in summer.", "It shrinks in winter.")
    assert len(sentences("A frame weighs approx. 2 kg when full. The box holds ten.")) == 2


def test_a_not_questions_group_verdict_and_the_closing_only_statement(tmp_path):
    full = (f"{FACTS}\nAnswer: A\nStatements B, C and D are all true, and therefore are not the answer to an EXCEPT "
            "question. Statement B is true because workers cap the honey. Statement C is true because drones do not "
            "sting. Statement D is true because varroa weakens the brood. Only statement A misstates the season: "
            "the queen is busiest in spring and summer, not in winter.")
    question = parse_raw(tmp_path, raw_text("All of the following statements about a colony are correct EXCEPT:", None,
                                            FACTS, full)).question
    assert question.answer == ("A",)
    assert question.rationales["B"] == "Workers cap the honey."
    assert question.rationales["D"] == "Varroa weakens the brood."
    assert question.answer_text == "The queen is busiest in spring and summer, not in winter."


def test_a_bold_lead_sentence_and_a_stem_in_bold_give_the_number(tmp_path):
    short = ("**36 kg.** The first frame already counts. The other eleven frames each add 3 kg, so the box weighs "
             "3 kg + 11 × 3 kg = 36 kg.")
    question = parse_raw(tmp_path, raw_text("**Hive maths.** A honey super holds **12 frames** of **3 kg** each. "
                                            "What is the **total weight of honey** in a full super?", None, short,
                                            f"{FACTS}\nWhy not the others: A (33 kg) leaves out the first frame.")).question
    assert question.answer_text == "36 kg."
    assert question.short_explanation.startswith("**36 kg.** The first frame")  # (the page's bold kept on the card)


def test_a_sentence_after_a_question_takes_no_subject_from_it(tmp_path):
    full = ("What does an empty smoker actually do? It calms the guard bees with no smoke at all, and the default burn "
            "time is zero. Zero burn means the bees are never calmed. A full smoker burns for twenty minutes. Guard bees "
            "release an alarm scent when the hive is opened. Smoke masks the alarm scent for a few minutes.\n"
            "A is wrong because an empty smoker does nothing.")
    question = parse_raw(tmp_path, raw_text("Which tool keeps the guard bees calm while a hive is inspected?", None,
                                            "A lit smoker masks the alarm scent of the guard bees.", full)).question
    assert question.infographic.points
    assert not any(point.startswith("What") for point in question.infographic.points)


def test_which_tool_its_name_alone_that_the_full_explanation_runs_with_flags(tmp_path):
    short = "hivetool. The apiary's inspection tool. Talks to the scale under each hive and logs the weight."
    full = (f"{FACTS}\nCheck first:\nhivetool -t ip=<scale-ip> show_weight\nThen log:\nhivetool -t ip=<scale-ip> "
            "log_weight -p <hive>.csv\nB and D both wrong — they only read the thermometer.\nC wrong — the smoker "
            "calms bees and logs nothing.")
    question = parse_raw(tmp_path, raw_text("Which tool logs each hive's weight from the scale?", None, short,
                                            full)).question
    assert question.answer == ("A",)
    assert question.answer_text == "hivetool."


def test_a_note_whose_verb_is_an_irregular_past_is_drawn():
    from deckgen.parse.drawing_notes import note

    assert note("Brood comb came with the first frames, not with the foundation; old combs darken.").startswith(
        "Brood comb came with the first frames, not with the foundation")


def test_a_point_led_by_an_asides_label_is_no_point():
    from deckgen.parse.drawing_lean import leans

    assert leans("Note → the smoker and the hive tool use separate hooks on the belt")
    assert leans("Bonus for small apiaries: a second brood box can raise the honey yield")
    assert not leans("Notes on each frame record the queen's laying pattern")


def test_a_line_that_points_at_a_statement_gives_its_claim_or_nothing(tmp_path):
    short = ("The true statement is the one describing the queen: a colony raises a new queen from a young larva fed "
             "only royal jelly. The other claims confuse drones and workers.")
    question = parse_raw(tmp_path, raw_text("Which statement about how a colony replaces its queen is true?", None,
                                            short, f"{FACTS} Royal jelly is made by young workers.")).question
    assert question.answer_text == "A colony raises a new queen from a young larva fed only royal jelly."


def test_a_lists_intro_and_its_first_item_is_no_point():
    from deckgen.parse.drawing_lean import leans

    assert leans("The most important ones are: Queen Failure")
    assert not leans("The hive's frames are: brood in the middle and honey at the sides, as bees store it")


def test_a_head_that_counts_steps_it_does_not_name_is_no_point():
    from deckgen.parse.drawing_nofact import no_fact

    assert no_fact("When a colony swarms, it makes several steps")
    assert not no_fact("When a colony swarms, it makes a new queen cell first")


def test_the_action_is_the_order_in_the_short_explanation(tmp_path):
    short = ("Look at the frames. The brood is patchy and there are no eggs. The queen is gone. Add a frame of eggs "
             "from a strong hive so the workers can raise a new queen, then check again in a week.")
    question = parse_raw(tmp_path, raw_text("The hive has no eggs and the bees are restless. What is the best next "
                                            "action?", None, short, f"{FACTS} After the change, the hive should have eggs again within "
                                            "days, the restless bees should calm down, and the brood should fill the "
                                            "frames.\nB is wrong because feeding adds no queen.\n"
                                            "C is wrong because a split needs a queen too.\nD is wrong because smoke "
                                            "calms bees and nothing more.")).question
    assert question.answer == ("A",)
    assert question.answer_text.startswith("Add a frame of eggs from a strong hive")


def test_thats_the_true_statement_points_at_the_sentence_before(tmp_path):
    short = ("Swarming works per colony, not per hive. The old queen leaves with half the workers. A virgin queen "
             "takes over the hive she leaves behind. That's the true statement. Nobody stays queenless for long.")
    question = parse_raw(tmp_path, raw_text("Which statement about swarming is true?", None, short,
                                            f"{FACTS}\nB is wrong because swarms leave in spring.\nC is wrong because "
                                            "drones do not swarm alone.\nD is wrong because a swarm has a queen.")).question
    assert question.answer_text == "A virgin queen takes over the hive she leaves behind."



def test_a_scenes_product_is_no_title_to_a_question_that_does_not_ask_about_it(tmp_path):
    stem = ("A beekeeper installs HiveScale under twelve hives. After a week HiveScale reports the same weight for "
            "every hive, although the honey flow is strong. What is the most likely cause?")
    short = "HiveScale was never calibrated after install, so it reports its factory zero for every hive."
    full = (f"{FACTS} HiveScale reads a load cell under each hive. HiveScale needs a calibration with an empty box "
            "before it reports weights.\nA is wrong because a strong flow raises the weight.\nB is wrong because the "
            "battery powers every scale the same.\nD is wrong because bees do not touch the load cell.")
    question = parse_raw(tmp_path, raw_text(stem, None, short, full)).question
    assert question.answer == ("C",)
    assert question.infographic.title != "HiveScale"


def test_a_note_cut_before_its_last_few_words_is_no_note():
    from deckgen.parse.drawing_notes import note

    # ("… isn't delivered or applied | that way" would say the bundle is never applied)
    assert note("Hivectl is the generic frame tool; the colony's health report isn't collected or uploaded that way.") \
        != "The colony's health report isn't collected or uploaded"
