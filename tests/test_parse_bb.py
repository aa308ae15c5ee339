"""Cards of the forms the readers of the held-out sets still failed in the twenty-fifth session's work (sets AV to BA,
and BB and BC, read first), read by `parse`. Written for these tests, on a topic of their own (an apiary), in other
words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from deckgen.parse.drawing_step import step
from helpers import parse_raw, raw_text

CAUSE = raw_text(
    "A hive's honey yield fell by half in one season although the colony is large. What is the most likely cause?",
    ["A. A failing queen", "B. Too few supers", "C. Varroa mites", "D. Cold weather"],
    "B. Too few supers: a large colony with no room to store nectar swarms or stops foraging.",
    "A colony needs about 20 kg of stored honey to survive a temperate winter. Each super holds roughly 12 kg of "
    "capped honey when full. A strong colony of 50,000 bees fills a super in about two weeks during a main flow.\n\n"
    "To fix it:\n"
    "1. Open the hive on a warm afternoon.\n"
    "2. Check the top box for capped frames.\n"
    "3. Add a super above the queen excluder.\n\n"
    "A is wrong because a failing queen shows as a small colony, not a large one.\n"
    "C is wrong because varroa weakens the colony, and this one is large.\n"
    "D is wrong because cold weather slows every hive in the area, not one.")

ORDER = raw_text(
    "In what order should a beekeeper add a super to a strong hive?",
    ["A. Smoke, open, add, close", "B. Open, smoke, add, close", "C. Add, smoke, open, close", "D. Close, smoke, add, open"],
    "A. Smoke first: it calms the guards before the lid comes off.",
    "Adding a super is a short visit:\n"
    "1. Smoke the hive entrance gently.\n"
    "2. Open the hive and lift the lid.\n"
    "3. Add the super above the queen excluder.\n"
    "4. Close the hive and reduce the entrance.\n\n"
    "B is wrong because opening before smoking alarms the guards.\n"
    "C is wrong because a super cannot be added to a closed hive.\n"
    "D is wrong because the hive is opened last.")


@pytest.mark.parametrize("line", [
    "Open the hive on a warm afternoon", "Wait for the foragers to return", "Look at the brood pattern first",
    "Confirm: the queen is laying", "Unscale: divide the count by the number of frames", "Step 2: add the super",
    "If the colony is still crowded, add a second super", "Then check the frames for queen cells",
    "Install the excluder above the brood box", "Stop feeding syrup once the flow starts",
    "Check varroa-count.sh and read its output", "Replace the queen", "Log in to the apiary register"])
def test_a_step_of_a_procedure_opens_with_its_verb(line):
    # ("Wait for jobs to finish", "Unscale: divide the gradients by S", "If still loader-bound, move decode to the GPU")
    assert step(line)


@pytest.mark.parametrize("line", [
    "Power in a hive comes from the foragers' nectar", "Log books are kept for each apiary", "Open hives lose heat fast",
    "Lower frames hold the brood", "Read rates of the scale are logged hourly", "Use cases include pollination",
    "Broadcast: copy one frame's pattern to the others", "Clients: buy honey by the jar", "Set of frames per box is ten",
    "Call Home can send alerts", "Queen excluders keep the queen below", "Don't open a hive in the rain",
    "Put 30 frames in one box and the colony swarms", "Run:ai schedules the jobs"])
def test_a_statement_that_opens_with_a_word_a_verb_can_be_is_no_step(line):
    # (a noun or an adjective that is a verb too, a name's label that tells what it does, advice that is a fact)
    assert not step(line)


def test_a_question_not_about_order_draws_no_step_of_a_procedure(tmp_path):
    points = parse_raw(tmp_path, CAUSE).question.infographic.points
    assert points
    assert not any(point.startswith(("Open", "Check", "Add")) for point in points), points


def test_a_question_about_order_still_draws_its_steps_in_order(tmp_path):
    points = parse_raw(tmp_path, ORDER).question.infographic.points
    assert [point.split()[0] for point in points[:4]] == ["Smoke", "Open", "Add", "Close"], points


def test_a_drawing_left_with_no_key_point_is_marked_for_review(tmp_path):
    text = raw_text("Which tool lifts a frame out of a hive?", ["A. A smoker", "B. A hive tool", "C. A veil"],
                    "B. A hive tool.", "Use a hive tool.\n\nA is wrong because a smoker calms bees.\n"
                    "C is wrong because a veil protects the face.")
    question = parse_raw(tmp_path, text).question
    assert question.infographic.answer and not question.infographic.points
    assert question.review["infographic"] == "no key point could be drawn whole"


def rationales_of(tmp_path, *text) -> dict[str, str]:
    """The rationales `parse` reads of the raw text `raw_text(*text)`."""
    return parse_raw(tmp_path, raw_text(*text)).question.rationales


HIVES = ["A. Foundationless frames", "B. A queen excluder", "C. Screened bottom boards", "D. A second brood box",
         "E. Top entrances"]


def test_a_stated_answer_and_a_group_on_one_line_give_the_key_and_each_letter_its_clause(tmp_path):
    # ("Correct answers: B and D. A, C and E are all wrong: …, so option A …; static batching (C) IS …; and … (E) …")
    text = raw_text("Which TWO keep honey supers free of brood? (Choose two.)", HIVES, "An excluder and a second brood box.",
                    "Brood spreads upward when the queen runs out of room.\nCorrect answers: B and D. A, C and E are all "
                    "wrong: wax foundation has nothing to do with it, so option A misses; screened boards (C) only help "
                    "against mites; and top entrances (E) draw the queen upward.")
    question = parse_raw(tmp_path, text).question
    assert question.answer == ("B", "D")
    assert question.rationales == {"A": "Wax foundation has nothing to do with it, so option A misses.",
                                   "C": "Screened boards only help against mites.",
                                   "E": "Top entrances draw the queen upward."}


def test_a_groups_clauses_of_whole_sentences_stay_the_groups(tmp_path):
    rationales = rationales_of(tmp_path, "Which TWO keep honey supers free of brood? (Choose two.)", HIVES, "An excluder and a second brood box.",
                               "Brood spreads upward.\nCorrect answers: B and D. A, C and E are all wrong: wax is no matter here. "
                               "So option A misses; screened boards (C) only help against mites; and top entrances (E) draw the "
                               "queen upward.")
    assert set(rationales) == {"A", "C", "E"}
    assert len(set(rationales.values())) == 1, rationales


def test_a_group_with_no_verdict_keeps_its_letters_as_the_subject_of_its_verb(tmp_path):
    # ("Options A, B and D describe NIM right (…), so they are not the exception.")
    rationales = rationales_of(tmp_path, "All of the following about queen excluders are true EXCEPT:",
                               ["A. They keep the queen out of supers", "B. Workers pass through them", "C. Drones pass through them",
                                     "D. They sit above the brood box"], "C: drones are too big to pass.",
                                    "Drones are wider than workers.\n\nCorrect answer: C. Options A, B and D describe the excluder right, "
                                    "so they are not the exception.")
    assert rationales["A"] == rationales["D"] == "A, B and D describe the excluder right, so they are not the exception."


def test_a_groups_letters_leading_quoted_options_give_each_its_sentences(tmp_path):
    # ('(B) and (D) are both inconsistent … . (B), "Tier 1 is adequate …", conflicts with … . (D), "…", conflicts …')
    rationales = rationales_of(tmp_path, "Which TWO belong in an apiary plan? (Choose two.)", None, "A water source and a windbreak.",
                               "Bees need water within 500 m.\n\n(B) and (D) are both wrong for a plan. (B), \"Hives can face north\", "
                               "conflicts with the need for morning sun. (D), \"Any field will do\", ignores forage within 3 km.\n"
                               "Answer: A, C")
    assert rationales == {"B": '"Hives can face north" conflicts with the need for morning sun.',
                          "D": '"Any field will do" ignores forage within 3 km.'}


def test_a_note_that_calls_its_named_option_it_or_this_names_it(tmp_path):
    # ("Option B (nvidia-smi topo -m) is incorrect because it shows …", "Incorrect: A (1 month) — This is the …")
    rationales = rationales_of(tmp_path, "How many frames does a standard Langstroth deep box hold?", None, "C. Ten frames.",
                               "A Langstroth deep box holds ten frames; beekeepers often run nine for easier handling.\n\n"
                               "Incorrect: A (8 frames) — This is the count of the smaller eight-frame boxes.\n"
                               "Option B (the hive tool count) is incorrect because it shows nothing about frames.\n"
                               "Incorrect: D (12 frames) — This figure is not used for any standard box.\n"
                               "Option E (increase the frame count) is incorrect because it only crowds the bees.\nAnswer: C")
    assert rationales["A"] == "8 frames is the count of the smaller eight-frame boxes."
    assert rationales["B"] == "The hive tool count shows nothing about frames."
    assert rationales["D"] == "This figure is not used for any standard box."  # (a determiner: "This figure")
    assert rationales["E"] == "It only crowds the bees."  # (an action is no subject)


def test_a_note_keeps_its_it_where_the_card_lists_its_option(tmp_path):
    text = raw_text("Which tool lifts a frame out of a hive?", ["A. A smoker", "B. A hive tool", "C. A veil"],
                    "B. A hive tool pries frames apart.", "Propolis glues the frames to the box.\n\n"
                    "Option A (a smoker) is incorrect because it only calms the bees.\n"
                    "Option C (a veil) is incorrect because it only protects the face.")
    assert parse_raw(tmp_path, text).question.rationales == {"A": "It only calms the bees.", "C": "It only protects the face."}


@pytest.mark.parametrize("title", ["What figure should go on the hive record", "What weight will the scale show",
                                   "The frame holder called", "The box also known as", "Apiary component to store honey",
                                   "GPU2", "node07"])
def test_a_title_with_the_questions_own_words_or_a_scenarios_instance_is_no_concept(title):
    # ("What figure should go on the rack power sheet", "The building block called", "NVIDIA License System component to
    # serve licenses …", "GPU2")
    from deckgen.parse.drawing_ask import title_fault
    assert title_fault(title)


@pytest.mark.parametrize("title", ["What a queen excluder can do", "How a swarm chooses a new home", "Queen excluder"])
def test_a_heading_or_a_name_is_still_a_title(title):
    from deckgen.parse.drawing_ask import title_fault
    assert not title_fault(title)


def test_a_question_about_a_scenarios_gpu_takes_no_title_from_its_name(tmp_path):
    text = raw_text("The scheduler log shows the rank on GPU2 stalling. What does the GPU2 entry in this matrix tell you?",
                    None, "B. GPU2 reaches the NIC through the CPU interconnect.",
                    "SYS means the path crosses the inter-socket link.\n\nA is wrong because PIX means one PCIe switch.\n"
                    "C is wrong because NV# means NVLink.\nD is wrong because NODE stays in one NUMA node.")
    assert parse_raw(tmp_path, text).question.infographic.title != "GPU2"


def test_sentences_led_by_the_options_quoted_text_are_their_notes(tmp_path):
    # ('Quick recap of the wrong ones. “DGX BasePOD” is a different … . “NVLink domain” describes … .')
    text = raw_text("What is the wooden frame that holds the comb called?",
                    ["A. Super", "B. Excluder", "C. Nuc", "D. Frame"], "D. The frame holds the comb.",
                    "Frames hang in the box from a rabbet.\n\nQuick recap of the wrong ones. “Super” is the box above the "
                    "brood; it holds frames. “Excluder” is a grid that stops the queen. “Nuc” is a small starter colony.")
    question = parse_raw(tmp_path, text).question
    assert question.answer == ("D",)
    assert question.rationales == {"A": "“Super” is the box above the brood; it holds frames.",
                                   "B": "“Excluder” is a grid that stops the queen.",
                                   "C": "“Nuc” is a small starter colony."}


def test_lines_led_by_an_options_quoted_words_and_a_dashed_verdict_are_its_notes(tmp_path):
    # ('"Triton will serve all three versions by default" — this one is wrong. …', '"…" — wrong two times. …')
    text = raw_text("Which THREE statements about supers are correct? (Choose three.)",
                    ["a. A super sits above the brood box.", "b. If the colony has three supers, bees fill all three at once.",
                     "c. A super holds honey frames.", "d. The queen should be kept in the top super over the winter.",
                     "e. A queen excluder goes below the supers."], "A, C and E.",
                    "Bees fill supers from the bottom up.\n"
                    "\"Bees fill all three supers at once\" — this one is wrong. They fill one, then move up.\n"
                    "\"Queen should be kept in the top super\" — wrong two times. The queen winters in the brood box, and "
                    "the top super is empty by then.\nAnswer: A, C, E")
    question = parse_raw(tmp_path, text).question
    assert question.answer == ("A", "C", "E")
    assert question.rationales == {"B": "They fill one, then move up.",
                                   "D": "The queen winters in the brood box, and the top super is empty by then."}


def test_a_groups_intro_to_its_letters_items_is_no_note_and_and_leads_an_item(tmp_path):
    # ("A, C and D are all wrong, and here's the quick rundown: A is wrong because … . And D is wrong on the count …")
    rationales = rationales_of(tmp_path, "Which TWO keep a hive cool in summer? (Choose two.)", HIVES, "B and E.",
                               "Ventilation matters most.\nThe correct answers are B and E. A, C and D are all wrong, and here's the "
                               "quick rundown: A is wrong because frames do not move air. C is wrong because screens only help with "
                               "mites. And D is wrong on the size – a second brood box adds bees and heat.")
    assert rationales == {"A": "Frames do not move air.", "C": "Screens only help with mites.",
                          "D": "On the size – a second brood box adds bees and heat."}


@pytest.mark.parametrize("point", ["The exact same hive idea carries over to top-bar hives",
                                   "In the Warré hive the same principle appears as a stack of boxes",
                                   "After the change, the colony should fill the super in two weeks",
                                   "With two, one box holds brood while the other holds honey",
                                   "In every phase each forager carries a load of nectar"])
def test_a_point_that_needs_the_sentence_before_it_leans(point):
    # ("The exact same SU idea carries over to Blackwell", "After the change, `numastat -p <pid>` should show …")
    from deckgen.parse.drawing_lean import leans
    assert leans(point)


@pytest.mark.parametrize("point", ["The Langstroth hive uses the same frame pattern that the Dadant hive uses",
                                   "In every phase of the flow each forager carries nectar",
                                   "A queenless colony can still raise a new queen from young larvae"])
def test_a_point_that_tells_what_it_is_the_same_as_or_whose_phases_stands(point):
    from deckgen.parse.drawing_lean import leans
    assert not leans(point)


@pytest.mark.parametrize("point", ["Difference between a nuc and a package is important for exam",
                                   "Candidates who pick the smoker have misread the evidence"])
def test_talk_of_the_exam_or_its_candidates_is_no_fact(point):
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(point)


def test_an_answer_line_that_is_a_configurations_text_is_left_for_the_maintainer():
    # ("Two instances on GPU 0 only looks like this: instance_group [ { count: 2, kind: KIND_GPU, gpus: [ 0 ] } ].")
    from deckgen.parse.answersure import doubt
    line = "Ten frames on both sides looks like this: hive { frames: 10, sides: 2 }."
    asked = "Why does the hive controller report twenty frames for a ten-frame box?"
    assert doubt(line, line, "cause", asked, asked, frozenset({"hive", "controller", "frames"}), frozenset()) \
        == "the best sentence is a configuration's text, not a statement"


def test_a_groups_sentences_each_tagged_with_its_letter_are_each_letters_own(tmp_path):
    # ("B and C are both wrong. The message … has nothing to do with the GPU firmware (B). … is not the only way (C) – …")
    text = raw_text("Which tool pries frames apart?", ["A. A hive tool", "B. A smoker", "C. A bee brush"], "A. The hive tool.",
                    "Propolis glues frames to the box.\n\nB and C are both wrong. Smoke calms the guards but moves no frame "
                    "(B). A brush only sweeps bees off a comb (C) – it has no edge.")
    assert parse_raw(tmp_path, text).question.rationales == {
        "B": "Smoke calms the guards but moves no frame.", "C": "A brush only sweeps bees off a comb – it has no edge."}


def test_a_not_questions_statements_quoted_after_their_letters_are_its_options(tmp_path):
    # ('Option D ("PUE is calculated as IT equipment energy divided by …, so a higher value indicates …") is not accurate')
    long_d = ("A hive's honey yield is calculated as the number of frames divided by the weight of the colony, so a "
              "higher value always indicates a healthier and more productive colony")
    text = raw_text("All of the following statements about honey yield are accurate EXCEPT:", None,
                    "The statement that cannot be accepted is option D, which turns the ratio upside down.",
                    "Yield is weight per colony.\nReview of each statement:\n"
                    'Option A ("Yield is measured in kilograms per colony") is accurate: this is the usual unit.\n'
                    'Option B ("A colony needs its winter stores before any honey is taken") is accurate: bees starve '
                    "otherwise.\n"
                    'Option C ("Capped honey is ready to extract") is accurate: capping seals ripe honey.\n'
                    f'Option D ("{long_d}") is not accurate: the ratio is inverted.\nThe correct answer is D.')
    question = parse_raw(tmp_path, text).question
    assert question.answer == ("D",)
    assert question.options == {"A": "Yield is measured in kilograms per colony",
                                "B": "A colony needs its winter stores before any honey is taken",
                                "C": "Capped honey is ready to extract", "D": long_d}
    assert "is, which" not in question.answer_text


@pytest.mark.parametrize("point", ["Better brood health", "Bigger colonies", "Fewer swarms"])
def test_a_gain_in_a_few_words_with_no_subject_is_no_fact(point):
    # ("Bigger batches. Better GPU utilization." of dynamic batching)
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(point)
    assert not no_fact(f"{point} follow from a young queen")


def test_a_notes_verdict_cut_before_its_why_is_no_note(tmp_path):
    # ("c is wrong because the arithmetic does not work: 3 x 3.3 kW = 9.9 kW, below the 10.2 kW maximum")
    text = raw_text("How many supers does a strong colony need for a 40 kg flow?",
                    ["A. One", "B. Two", "C. Three", "D. Four"], "D. Four supers.",
                    "Each super holds roughly 12 kg of honey, so four supers hold about 48 kg with room to spare.\n\n"
                    "A is wrong because one super holds only 12 kg.\nB is wrong because two supers hold only 24 kg.\n"
                    "C is wrong because the arithmetic does not work: 3 x 12 kg = 36 kg, below the 40 kg flow.")
    wrong = dict(parse_raw(tmp_path, text).question.infographic.wrong)
    assert wrong.get("C") != "The arithmetic does not work"


@pytest.mark.parametrize("point", ["The interesting change in spring is at the brood level, not in the honey",
                                   "Without a queen excluder, one harvest is having many steps",
                                   "The beekeeping association knows two types of membership",
                                   "One deep box: 10 -> 20", "Max weight on a Langstroth stand",
                                   "The county register is the one to bookmark"])
def test_a_teaser_a_vague_count_a_tables_bare_row_or_advice_is_no_fact(point):
    # ("The interesting change in Hopper is at the lane level", "… is having many steps", "NLS knows two types of service
    # instance", "Four: 320 -> 512", "Max vGPUs on an A100 40GB", "VMware KB 2142307 … is the one to bookmark")
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(point)


@pytest.mark.parametrize("point", ["Max honey yield is 40 kg a year", "Total weight = 4 x 12 kg = 48 kg",
                                   "Many colonies share one apiary"])
def test_a_rows_value_or_a_count_of_things_named_is_a_fact(point):
    from deckgen.parse.drawing_nofact import no_fact
    assert not no_fact(point)


def test_a_point_that_only_says_what_the_question_says_is_not_drawn(tmp_path):
    # ("The embedding model needs about 8 GB" of a stem that says "The embedding model needs about 8 GB …")
    text = raw_text("The hive scale model needs about 8 kg on a 80 kg stand. Why does the hive scale stop logging at night?",
                    ["A. The battery leaks", "B. The logger reserves 90% of its memory for a buffer", "C. The hive is too big",
                     "D. The stand is faulty"], "B. The logger pre-allocates 90% of its free memory for its buffer.",
                    "The hive scale model needs about 8 kg. The logger reserves 90% of the free memory for its buffer when "
                    "it starts, so a second log finds only about 7 kB left. Lowering buffer_fraction to 0.5 leaves room "
                    "for both.\n\nA is wrong because the battery lasts a year.\nC is wrong because 8 kg fits.\n"
                    "D is wrong because the stand passes its test.")
    points = parse_raw(tmp_path, text).question.infographic.points
    assert not any(point.startswith("The hive scale model needs") for point in points), points
