"""Cards of the forms the readers of the held-out sets JG to JV (fifty-second session) and the keyed sets before them
failed, read by `parse`. Written for these tests, on a topic of their own (an apple orchard in autumn), in other words than
the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from helpers import parsed_question as parsed

STORE = "Apples are going into a farm store for the winter. Which TWO of the notes on the store's door are correct?"
STORE_OPTIONS = ["a. Bramley apples keep longer if they are washed before they go into the crates.",
                 "b. One rotten apple gives off ethylene, which ripens and softens the apples around it.",
                 "c. The store should be kept as warm as a kitchen so the apples do not freeze.",
                 "d. Apples for storing are picked by hand and laid, never tipped, into the crates.",
                 "e. Apples and potatoes keep best together in one crate."]


def test_every_option_named_by_a_note_that_holds_its_words_then_its_verdict_paragraph_by_paragraph(tmp_path):
    # (JH 6085: "The note that Turing opens up grid size 1 under … mixes two knobs. … Not correct." for every option, the
    # answers' paragraphs "Correct.": no key)
    analysis = ("The note that washed Bramley apples keep longer has it backwards. Water left on the skin invites rot. "
                "Not correct.\n\n"
                "The note that one rotten apple gives off ethylene and softens the apples around it is the old saying, "
                "and true. Correct.\n\n"
                "The note that the store should be as warm as a kitchen mixes up frost and warmth: a cool store, just "
                "above freezing, keeps apples for months. Not correct.\n\n"
                "The note that apples for storing are picked by hand and laid into the crates is how bruises are kept "
                "away. Correct.\n\n"
                "The note that apples and potatoes keep best together is wrong too: potatoes take on the apples' taste. "
                "Not correct.")
    question = parsed(tmp_path, STORE, STORE_OPTIONS, "Rot spreads, and bruises start it.", analysis)
    assert question.answer == ("B", "D")
    assert question.rationales["A"].startswith("The note that washed Bramley")
    assert "ethylene" not in question.rationales["A"]


PICK = "A grower compares two ways of picking for the store. Which statement best compares them?"
PICK_OPTIONS = ["(A) Shaking the tree is as gentle as picking by hand, only faster.",
                "(B) Apples picked by hand keep longer because they are not bruised.",
                "(C) Picking by hand is only for apples that will be eaten that week.",
                "(D) Shaken apples keep longer because they fall when fully ripe."]


def test_descriptions_of_every_option_run_together_each_with_its_own_verdict(tmp_path):
    # (JH 6090: "the claim that … is false, because …; the claim that … is false, …; the statement that … is the correct
    # comparison; and the claim that … is false, …": one paragraph, all five described: no key)
    analysis = ("Row by row: the claim that shaking is as gentle as picking by hand is false, because every fall bruises "
                "the fruit; the statement that hand-picked apples keep longer because they are not bruised is the correct "
                "comparison; the claim that hand picking is only for apples eaten that week is false, because the store "
                "is where hand picking pays; and the claim that shaken apples keep longer is false, because a bruise "
                "rots within weeks.")
    question = parsed(tmp_path, PICK, PICK_OPTIONS, "Bruises decide it.", analysis)
    assert question.answer == ("B",)
    assert question.rationales["C"].startswith("The claim that hand picking is only")
    assert "bruise" not in question.rationales["C"]


SCAB = "Scab spots show on the leaves of the orchard in a wet spring. What is the best next action?"
SCAB_OPTIONS = ["A. Run a sprinkler over the trees every evening.", "B. Rake up and burn last year's fallen leaves.",
                "C. Paint the trunks with white lime.", "D. Prune the trees hard in June."]


def test_a_paragraph_led_by_what_each_option_does_with_its_own_verdict_in_the_voices_words(tmp_path):
    # (JJ 6133: "Setting … looks like more of the same, … so it is not the best action." for four options, "Switching the
    # in-game setting to … tightens the one strand that is still loose. … This is the best next action.": no key)
    analysis = ("Scab lives through the winter in the fallen leaves and its spores rise with the spring rain.\n\n"
                "Running a sprinkler every evening keeps the leaves wet for longer, which is what scab wants, so it is not "
                "the best action.\n\n"
                "Using a rake on last year's fallen leaves and burning them takes away the spores' winter home. This is "
                "the best next action.\n\n"
                "Adding white lime to the trunks keeps off sun scald in winter and does nothing for the leaves, so it is "
                "not the best action.\n\n"
                "Increasing the pruning in June cuts off the crop with the spotted leaves and leaves the spores where "
                "they are, so it is not the best action.")
    question = parsed(tmp_path, SCAB, SCAB_OPTIONS, "Take the winter home away.", analysis)
    assert question.answer == ("B",)
    assert question.rationales["D"].startswith("Increasing the pruning in June")


CIDER = "A cider maker checks claims about pressing apples. Which statement is correct?"
CIDER_OPTIONS = ["A) Unripe apples give the sweetest juice.",
                 "B) Apples should be milled to a pulp before they are pressed.",
                 "C) The pressed pulp must be thrown away at once.",
                 "D) Cider apples are always red."]


def test_a_table_whose_rows_name_the_options_by_their_gist_and_mark_them_in_the_voices_two_words(tmp_path):
    # (JA 5954: "Payload can stay unloaded; reference cannot | Holds | …" over three rows "… | Fails | …", no row led by a
    # letter: no key)
    analysis = ("Claim checked | Verdict | Why\n"
                "Unripe apples give the sweetest juice | Fails | Sugar comes with ripeness.\n"
                "Mill the apples to a pulp before pressing | Holds | A press gets little juice from whole apples.\n"
                "Pressed pulp is thrown away | Fails | The pomace feeds pigs or goes on the compost.\n"
                "Cider apples are always red | Fails | Many are green or yellow.")
    question = parsed(tmp_path, CIDER, CIDER_OPTIONS, "Mill first, then press.", analysis)
    assert question.answer == ("B",)


def test_a_table_whose_rows_match_the_options_but_mark_nothing_is_read_as_it_is(tmp_path):
    # (AB 1287: a table of the GPUs the options name, "A100 80GB | Ampere | 7 | 1g.10gb": no verdict column, so its rows are
    # no options' verdicts; the analysis's own lettered lines give the key)
    analysis = ("Apple | taste | season | store\n"
                "Unripe apples | sour | August | no\n"
                "Milled pulp | sweet | October | no\n"
                "Pressed pulp | dry | October | compost\n"
                "Red cider apples | bitter | November | yes\n\n"
                "A – wrong choice: sugar comes with ripeness.\n"
                "C – wrong choice: the pomace feeds pigs.\n"
                "D – wrong choice: many cider apples are green.")
    question = parsed(tmp_path, CIDER, CIDER_OPTIONS, "Mill first, then press.", analysis)
    assert question.answer == ("B",)


def test_a_readers_thread_under_comments_whose_handles_are_followed_by_a_comma_and_their_age_is_no_part_of_the_text(tmp_path):
    # (JL 6178: "Comments" over "gpu_wrangler, 3 months ago" / "It's C. I tried …": the reader's "It's C." was read as the
    # answer the text states, a wrong key)
    analysis = ("Rotten apples spread their rot by touch and by the ethylene they give off.\n\n"
                "A – wrong choice: sugar comes with ripeness.\n"
                "C – wrong choice: the pomace feeds pigs.\n"
                "D – wrong choice: many cider apples are green.\n\n"
                "Community votes: A) 12 | B) 61 | C) 22 | D) 5\n\n"
                "Comments\n\n"
                "orchard_kev, 3 months ago\n"
                "It's C. We always throw the pulp away.\n"
                "Upvotes: 4\n\n"
                "maria.presses, 2 months ago\n"
                "@orchard_kev The pomace is good feed; nothing says it has to go.\n"
                "Upvotes: 11")
    question = parsed(tmp_path, CIDER, CIDER_OPTIONS, "Mill first, then press.", analysis)
    assert question.answer == ("B",)
    assert "orchard_kev" not in question.full_explanation and "It's C" not in question.full_explanation


ROWS = "A picker fills a crate in four moves. In which order should they happen?"
ROWS_OPTIONS = ["(A) 2 → 1 → 3 → 4", "(B) 1 → 2 → 3 → 4", "(C) 1 → 3 → 2 → 4", "(D) 4 → 3 → 2 → 1"]


def test_a_run_of_items_in_parentheses_that_leaves_out_the_answer_until_last_is_cut_into_its_items(tmp_path):
    # (JJ 6132: "(A) starts with …; (C) waits until …; (D) puts …; (E) marks …; (B) …": one note of the four, A's, held
    # the whole run, and the drawing's note for A was C's)
    analysis = ("The right order is (B): 1 → 2 → 3 → 4. Each crate is lined first, then filled.\n\n"
                "(A) fills the crate before it is lined, so the first apples bruise on the slats; (C) lines the crate after "
                "the first layer is in, which leaves that layer on bare wood; (D) closes the lid before anything goes in, "
                "so nothing can be filled at all; (B) lines, fills, tops and closes, the one order that keeps the fruit "
                "whole.")
    question = parsed(tmp_path, ROWS, ROWS_OPTIONS, "Line first, then fill.", analysis)
    assert question.answer == ("B",)
    assert "bare wood" not in question.rationales["A"] and "bare wood" in question.rationales["C"]


def test_a_note_never_gives_what_a_source_says_to_the_source_itself():
    # (JN 6212: "The schema guide says stats.json is used by LeRobot but is not required by the GR00T loader." made the
    # note "The schema guide is not required by the GR00T loader": it is stats.json that is not required)
    from deckgen.parse.drawing_notes import note
    said = note("The grower's handbook says straw is used by most farms but is not needed under apple trees.")
    assert "handbook is not needed" not in said


def test_a_point_gives_it_no_subject_from_a_lead_clause_about_any_one_thing():
    # (JM 6196: "When a kernel reads global memory that has no such entry, it reports an uninitialized __global__ memory
    # read." was drawn "A kernel reports an uninitialized __global__ memory read": "it" is initcheck, the tool)
    from deckgen.parse.drawing_points import _resolved
    said = "When a picker opens a door that has no entry in the log, it reports an open door."
    assert _resolved(said, "") == said
    assert _resolved("When the alarm is armed, it reports an open door.", "") == "The alarm reports an open door."


CRATE = "A packer sets out the four steps of filling a crate. In which order should they be done?"
CRATE_OPTIONS = ["A) 2, 1, 3, 4", "B) 1, 3, 2, 4", "C) 1, 2, 3, 4", "D) 4, 3, 2, 1"]


@pytest.mark.parametrize("said", ["Line, fill, top, close: the order 1, 2, 3, 4 is the right one.",
                                  "Each step needs the one before it, so the order is 1, 2, 3, 4.",
                                  "Right — 1, 2, 3, 4 lines the crate before a single apple goes in."])
def test_an_order_the_text_states_in_the_options_numbers_is_that_options_answer(tmp_path, said):
    # (JK 6150 "The order 1, 2, 3, 4, 5 is the right one.", JG 6074 "…, so the order is 3, 5, 1, 6, 2, 4.", JM 6188 "Right — 2,
    # 5, 3, 1, 4 goes context, SAL, …": no letter named, no key)
    analysis = f"{said}\n\nFilling before lining bruises the fruit, and a lid comes last."
    question = parsed(tmp_path, CRATE, CRATE_OPTIONS, "Line it first.", analysis)
    assert question.answer == ("C",)


def test_an_order_the_text_names_with_a_fault_is_no_answer(tmp_path):
    # (DA 2826: "[D] 1 → 2 → 3 → 5 → 4 gets the install right but drops into the NCCL run …": "right" of a wrong order)
    analysis = "2, 1, 3, 4 gets the lid right but fills the crate before it is lined.\n\nLining comes before filling."
    question = parsed(tmp_path, CRATE, CRATE_OPTIONS, "Line it first.", analysis)
    assert question.answer == ()


def test_an_answer_in_square_brackets_after_answer_and_a_colon_is_stated(tmp_path):
    # (JN 6204: "Answer: [C] 252 s" on a line of its own: no key)
    question = parsed(tmp_path, CRATE, CRATE_OPTIONS, "Line it first.",
                      "Lining comes before filling, and the lid comes last.\n\nAnswer: [C] 1, 2, 3, 4")
    assert question.answer == ("C",)


def test_a_short_explanation_led_by_the_letter_and_its_options_words_states_it(tmp_path):
    # (JL 6174: "(B), the render product. It pairs a camera with a resolution …": no key)
    question = parsed(tmp_path, CIDER, CIDER_OPTIONS, "(B), milled to a pulp. A press gets little juice from whole apples.",
                      "Sugar comes with ripeness, and the pomace feeds pigs.")
    assert question.answer == ("B",)


def test_a_gist_table_whose_rows_run_over_lines_under_a_rule_is_read_row_by_row(tmp_path):
    # (JN 6201: "Suspect | Verdict | Reason" over a rule "----+----+----" and rows whose reasons run on in lines of blank first
    # cells, "GPU not attested, ready state never set | The cause | …": no key)
    analysis = ("Claim            | Verdict   | Reason\n"
                "-----------------+-----------+------------------------\n"
                "Unripe apples    | Not it    | Sugar comes with\n"
                "                 |           | ripeness.\n"
                "Mill to a pulp   | The one   | Whole apples give\n"
                "                 |           | little juice.\n"
                "Throw the pulp   | Not it    | The pomace feeds pigs.\n"
                "Red cider apples | Not it    | Many are green.")
    question = parsed(tmp_path, CIDER, CIDER_OPTIONS, "Mill first, then press.", analysis)
    assert question.answer == ("B",)


def test_lines_led_by_a_gist_match_the_words_inside_an_options_snake_case_names(tmp_path):
    # (JL 6171: "Tight vs loose boxes: True, so not our pick." for "bounding_box_2d_tight bounds only … while
    # bounding_box_2d_loose …", and "Normalized 0-1 coordinates: NOT true, so this is the one.": no key)
    stem = "A cider maker's press log has five settings. Which statement about them is NOT true?"
    options = ["A - press_mode_slow squeezes gently, while press_mode_fast squeezes hard.",
               "B - Pulp that sat for a day gives darker juice.",
               "C - A cloth between layers keeps the pulp from spilling.",
               "D - The juice_yield_pct value is given in litres.",
               "E - Cold apples give less juice than apples at room temperature."]
    analysis = ("Slow vs fast pressing: True, so not our pick. Slow squeezes gently and fast squeezes hard.\n"
                "Pulp left a day: True, so not our pick. It browns, and so does its juice.\n"
                "Cloth between layers: True, so not our pick. That is what the cloth is for.\n"
                "Yield in litres: NOT true, so this is the one. The yield is a percentage of the apples' weight.\n"
                "Cold apples: True, so not our pick. Warm apples give up their juice more easily.")
    question = parsed(tmp_path, stem, options, "The yield is a percentage.", analysis)
    assert question.answer == ("D",)


def test_every_statement_described_with_holds_or_does_not_hold_to_a_not_question(tmp_path):
    # (JG 6062: "1. The statement that registerMem() prepares … — holds." for four, "4. The statement about refreshing metadata
    # … — holds.", "5. The statement that transfers are two-sided … — does not hold, and is the one to pick.": no key)
    stem = "A grower's notes on the cold store are below. Which statement is NOT true?"
    options = ["A. A cool store keeps apples for months.", "B. Bruised apples rot first.",
               "C. Apples give off ethylene as they ripen.", "D. Potatoes stored beside apples take on their taste.",
               "E. Apples should be washed before storing."]
    analysis = ("Going through the five:\n"
                "1. The statement that a cool store keeps apples for months — holds. Cold slows the ripening.\n"
                "2. The statement about bruised apples — holds. A bruise is where rot gets in.\n"
                "3. The statement that apples give off ethylene — holds. That is why one soft apple softens the rest.\n"
                "4. The statement that potatoes take on the apples' taste — holds. Keep them apart.\n"
                "5. The statement that apples should be washed before storing — does not hold, and is the one to pick. "
                "Water left on the skin starts the rot.")
    question = parsed(tmp_path, stem, options, "Dry apples keep.", analysis)
    assert question.answer == ("E",)


def test_python_whose_class_body_holds_a_blank_line_keeps_its_methods_inside_the_class(tmp_path):
    # (JR 6293, JA 5958: "class RandomSlabd(MapTransform):" / its __init__ / a blank line / "    def __call__(self, data):" made
    # two blocks, each set at the margin, so __call__ stood outside the class: code the text never wrote)
    stem = ("A grower's script sorts apples:\n\n"
            "class Sorter:\n"
            "    def __init__(self, size):\n"
            "        self.size = size\n\n"
            "    def keep(self, apple):\n"
            "        return apple.width >= self.size\n\n"
            "Which call keeps only the large apples?")
    question = parsed(tmp_path, stem, ["A. Sorter(70).keep", "B. Sorter.keep", "C. keep(70)", "D. Sorter(70)"],
                      "A sorter made with a size keeps what is that wide.",
                      "B – wrong choice: keep needs a sorter.\nC – wrong choice: keep is a method.\nD – wrong choice: that only makes the sorter.")
    assert "    class Sorter:\n        def __init__" in question.question
    assert "\n\n        def keep(self, apple):\n            return apple.width" in question.question


def test_an_items_head_at_a_lines_start_is_no_mention_of_its_letter():
    # (JQ 6273: "Option E: 48 KiB is a single stage. … Gate stays shut." read as a mention of E, which then picked E of the two
    # letters left by items that said no verdict: a wrong key)
    from deckgen.parse.analysis import stated_answers
    said = "Each crate holds 40 apples.\n\nOption E: 48 crates is one row only. Gate stays shut."
    assert "E" not in stated_answers(said, set())[1]
    assert "C" in stated_answers("Each crate holds 40 apples, and option C fixes that.", set())[1]


def test_the_sentence_that_leads_the_analysis_is_no_answer_line():
    # (JQ 6278: "Going through the candidates in one pass: A, …; B, …" made the answer line, title and box "Going through the
    # candidates in one pass.")
    from deckgen.parse.answerform import reads_alone
    assert "talks about the options" in reads_alone("Going through the candidates in one pass.")


def test_options_parted_into_groups_that_lead_their_paragraphs_give_the_group_as_large_as_the_answers(tmp_path):
    # (JP 6253: "B, C and E all hold up. B is …" over "A and D both fall down. A turns …", no verdict on any item: no key)
    stem = "A grower lists five habits of the cold store. Which THREE are sound?"
    options = ["A. Wash the apples first.", "B. Keep the store just above freezing.", "C. Pick by hand for the store.",
               "D. Store apples with potatoes.", "E. Take out any soft apple at once."]
    analysis = ("B, C and E all hold up. B is what slows the ripening. C keeps the skins whole. E stops the rot spreading.\n\n"
                "A and D both fall down. A leaves water on the skins, and D gives the potatoes the apples' taste.")
    question = parsed(tmp_path, stem, options, "Cold, whole and sorted.", analysis)
    assert question.answer == ("B", "C", "E")
    topical = analysis.replace("all hold up", "all deal with the store's climate and the crates")
    assert parsed(tmp_path, stem, options, "Cold, whole and sorted.", topical).answer == ()


@pytest.mark.parametrize("said", ["[C] is the working order: 1, 2, 3, 4.", "The right order is 1, 2, 3, 4, which is option C."])
def test_the_working_order_and_the_order_named_by_its_letter_are_stated(tmp_path, said):
    # (JS 6316: "[C] is the working order: 6, 2, 4, 3, 5, 1." read as C's item with no verdict, so C wrong; JU 6354: "The right
    # order is R, S, P, Q, T, which is option E.": a mention only)
    question = parsed(tmp_path, CRATE, CRATE_OPTIONS, "Line it first.", f"{said}\n\nLining comes before filling.")
    assert question.answer == ("C",)


def test_groups_of_letters_with_no_verdict_whose_note_calls_one_of_them_the_true_one_leave_no_answer_by_elimination(tmp_path):
    # (JV 6369: "A and E both give the calls more reach …", "B and C are built from the same two parts … The one that hands
    # per-target ordering to fence … is the true comparison", "D stands alone on the bench: …": D was taken, a wrong key)
    stem = "Two ways of storing apples are compared below. Which comparison is true?"
    options = ["A. Both keep apples a year.", "B. The cellar is colder than the shed.", "C. The shed is colder than the cellar.",
               "D. Neither needs any airing.", "E. Both must be heated in winter."]
    analysis = ("A and E both give the stores more reach than they have.\n\n"
                "B and C are built from the same two parts, wired in opposite ways. The one that puts the cold in the cellar "
                "is the true comparison; swap them and you get the other.\n\n"
                "D stands alone on the bench: both stores need airing.")
    assert parsed(tmp_path, stem, options, "The cellar is the cold one.", analysis).answer == ()
