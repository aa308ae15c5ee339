"""Cards and lines of the forms the readers of the held-out sets DO to DZ (thirty-sixth and thirty-seventh sessions) failed,
and of older sets' forms the thirty-seventh session's diffs showed (BC, BZ, CH, DB, DP), read by `parse`. Written for these
tests, on a topic of their own (baking bread), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.answeroptions import from_options
from deckgen.parse.drawing_form import fault
from deckgen.parse.keyclause import stated_by_clause
from deckgen.parse.optionword import as_options


@pytest.mark.parametrize("line", [
    "The second proof lasts about an hour in a warm kitchen",  # (DP 3137, DR 3176: "The second deed is …", "The second guardian is …")
    "The third comes as a rye starter fed twice a day",  # (DA 2825: "The third comes as cuda-compat-<major>-<minor>")
    "The first limits each loaf to about a quarter of the tray",  # (DP 3136: "The first limits each client to …")
    "Is the method by default of most bakeries",  # (DP 3128: a non-native voice's sentence without its subject)
    "Why does the crust crack? The oven was too hot for the dough",  # (DR 3172: "Who didn't show? Rank 0. …")
    "Sorry folks, the oven only reaches 250 degrees",  # (DQ 3158: the voice's apology before the fact)
    "Contestant B: right flour, wrong hydration for a baguette",  # (DB 2850: an option named by its letter in a label)
    "Whereupon the dough is folded every half hour for two hours",  # (DR 3176: a connective that needs the sentence before it)
    "`proof --temp 27 --hours 2`",  # (BC 1827: a command alone, with nothing said of it)
    "Introducing first, in the RED corner!",  # (BZ 2287: the voice's exclamation, no verb)
    "• Loaf 4, the fine print: a second proof does NOT double the rise",  # (DV 3255: a bullet and a label kept)
    "✓ The one left on the board is the rye answer",  # (DV 3258)
    "Any loaf can take the whole oven and starve the others. |",  # (DV 3252: a table's cell)
    "The one who says rye needs no starter at all",  # (DU 3228: an option told by what it says)
    "Goodnight, my darlings, the ovens stay warm",  # (DU 3222: the voice's greeting)
    "Problem is, rye flour holds less gluten than wheat",  # (DT 3213: a lead-in)
    "Output: a proofed dough twice its first size",  # (DU 3235: whose output?)
    "Test: bake one loaf and cut it open",  # (DT 3201)
    "Question is about the second proof of a rye loaf",  # (DT 3214: the question, not a fact)
    "Listen, a starter is like a pet that eats flour",  # (DT 3209: the voice's call to the reader)
    "The three that rise, B, D and F, all share one trait: a live starter",  # (CH 2444: options named by their letters)
    "Final score: A and D go through, B, C and E are out",  # (DP 3136)
])
def test_a_point_that_needs_what_came_before_or_is_no_statement_is_not_drawn(line):
    assert fault(line) != ""


@pytest.mark.parametrize("line", [
    "The first rise of the dough takes place at room temperature",
    "Were the oven hotter, the crust would burn before the crumb set",
    "Hydration: 70 % water by flour weight keeps a baguette open",
    "A starter fed twice a day doubles in about six hours",
    "Vitamin B and vitamin E survive the bake in whole-grain flour",  # (a letter that names no option: a word before it)
])
def test_a_point_that_reads_alone_is_still_drawn(line):
    assert fault(line) == ""


def test_a_command_alone_may_fill_the_answer_box():
    # (AK 1476: the answer to "which command" is the command itself, in the box and as the title)
    assert fault("`proof --temp 27 --hours 2`", "box") == ""


STEM = "A sourdough loaf comes out of the oven pale and dense although the starter was active. What is the most likely cause?"
OPTIONS = ["A. Too much salt", "B. The oven was too hot", "C. The dough was under-proofed", "D. The flour was too fresh"]
SHORT = "An under-proofed dough has not risen enough before baking, so the crumb stays dense and the crust pale."
BODY = "Proofing lets the yeast fill the dough with gas. A loaf baked too early cannot expand in the oven.\n\n"


@pytest.mark.parametrize("stated", [
    "Correct loaf: C.",  # (DS 3180 "Correct ticket: C.")
    "Your winning loaf tonight: C.",  # (DP 3126 "Your winning combo tonight: A, C and E.")
    "That leaves C standing.",  # (DS 3187 "That leaves A standing.")
    "Answer is c only.",  # (DV 3253: no article, a lower-case letter and "only")
    "So answer is c only.",
])
def test_an_answer_stated_by_a_label_or_a_bare_subject_is_read(tmp_path, stated):
    wrong = "A is wrong: salt slows yeast but does not stop it.\nD is wrong: fresh flour bakes well."
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{stated}\n\n{wrong}")
    assert question.answer == ("C",)


@pytest.mark.parametrize("text", [
    "Correct? Not this loaf: C.",  # (a label that denies)
    "The right loaf is not ready: C.",
    "The answer is a lot of patience.",  # (a lower-case "a" that is an article)
    "Proofing is a step with two stages: A and B.",  # (a count of the text's own things, not said to be the answer)
])
def test_a_label_that_denies_or_an_article_or_a_count_of_things_states_no_answer(text):
    assert stated_by_clause(text) == set()


TWO_STEM = "Which TWO habits keep a sourdough starter healthy? (Choose two.)"
TWO_OPTIONS = ["(A) Feeding it once a month", "(B) Feeding it daily at room temperature", "(C) Sealing the jar airtight",
               "(D) Storing it in a hot oven", "(E) Discarding part of it before each feed"]


@pytest.mark.parametrize("stated, answer", [
    ("So we have a deal, and it's two habits: (B) and (E).", ("B", "E")),  # (DS 3182 "it's two commands: (B) and (E).")
    ("So we have a deal, and it's two habits: (B), (C) and (E).", ()),  # (three letters where it counts two: none read)
])
def test_letters_after_a_label_that_counts_them_are_the_answer_when_they_are_as_many(tmp_path, stated, answer):
    short = "A starter needs regular food and room to breathe, and old starter must go before each feed."
    question = parsed(tmp_path, TWO_STEM, TWO_OPTIONS, short, f"{BODY}{stated}")
    assert question.answer == answer


def test_items_led_by_the_voices_word_for_every_option_are_read_by_their_verdicts(tmp_path):
    # (DU 3227 "Variant A is saying … Wrong." for A, B and D, "… All is correct." for C: no item read, no key)
    analysis = ("Tray A is saying that salt kills the yeast outright. Salt only slows it. Wrong.\n"
                "Tray B is saying that a hot oven makes a dense crumb. A hot oven makes a dark crust. Wrong.\n"
                "Tray C is saying that the dough went in before it had risen. All is correct.\n"
                "Tray D is saying that fresh flour bakes flat. Fresh flour bakes well. Wrong.")
    question = parsed(tmp_path, STEM, [], SHORT, f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}


@pytest.mark.parametrize("text", [
    "Tray A: salt.\nTray B: heat.\n",  # (two letters only)
    "Tray A: salt.\nTray B: heat.\nTray D: flour.\n",  # (C left out: `verdictcolumn.voiced_options` reads that list)
    "On A, salt.\nOn B, heat.\nOn C, time.\n",  # (a sentence's first word)
    "Only Tray A rose.\nOnly Tray B sank.\nOnly Tray C split.\n",  # (not at the line's start)
])
def test_a_word_before_letters_is_left_as_it_is_where_it_names_no_option_of_a_whole_list(text):
    assert as_options(text) == text


def test_a_sentence_that_ends_on_the_answers_letter_after_its_table_calls_it_no_wrong_option(tmp_path):
    # (DU 3223: "… is 1410 MHz, variant (C)." after a table that marks C "Correct": C read as wrong, no key)
    table = ("Now all variants in one table:\n\n"
             "Variant | Cause | Result\n"
             "(A) | Too much salt | Wrong\n"
             "(B) | Oven too hot | Wrong\n"
             "(C) | Under-proofed | Correct\n"
             "(D) | Fresh flour | Wrong\n\n"
             "So the dough which went in too early is the cause, variant (C).")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{table}")
    assert question.answer == ("C",)
    assert "C" not in question.rationales


def test_a_verdict_with_a_noun_of_the_voices_own_leaves_the_noun_out_of_the_note(tmp_path):
    # (DS 3190 "A. Wrong cup. nvcc doesn't cache …": each wrong option's note began "Cup.")
    analysis = ("A. Wrong loaf. Salt slows the yeast but never stops it.\n"
                "B. Wrong loaf. A hot oven browns the crust; it does not make the crumb dense.\n"
                "C. Right loaf, this is the one: the dough went in before it had risen.\n"
                "D. Wrong loaf. Fresh flour bakes as well as old flour.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert question.rationales["A"] == "Salt slows the yeast but never stops it."
    assert not any(note.startswith("Loaf") for note in question.rationales.values())


def test_an_answer_option_cut_to_its_lead_clause_and_subject_is_no_part_of_the_answer_line():
    # (DV 3256: "…; If admission plugin ExtendedResourceToleration is enabled on API server, pods." of "…, pods which request …")
    texts = ["A warm proof lets the dough rise faster but does not add flavour; to add flavour you still need a long cold proof "
             "or an older starter.",
             "If the oven has a steam tray filled before baking, loaves which bake in its steam get a glossy blistered crust added "
             "automatically."]
    line, _ = from_options(texts, "Which TWO statements about proofing and baking are correct? (Choose two.)",
                           "Which TWO statements about proofing and baking are correct?", " ".join(texts))
    assert not line.rstrip(".").endswith(", loaves")


THREE_STEM = "Which THREE habits keep a sourdough starter healthy? (Choose three.)"
THREE_OPTIONS = ["(A) Feeding it daily", "(B) Sealing the jar airtight", "(C) Keeping it at room temperature",
                 "(D) Storing it in a hot oven", "(E) Discarding part of it before each feed", "(F) Feeding it sugar only"]


def test_letters_ruled_out_inside_a_paragraph_leave_the_answers(tmp_path):
    # (DW 3279: "…, so (B) is wrong; …, so (D) is wrong; …, so (F) is wrong also; …": no wrong option read, no key)
    full = (f"{BODY}Now the other ones in one breath: a sealed jar starves the yeast of air, so (B) is wrong; an oven kills "
            "it, so (D) is wrong; sugar alone feeds no lactic bacteria, so (F) is wrong also; and only daily food, room "
            "temperature and discarding keep it alive.")
    question = parsed(tmp_path, THREE_STEM, THREE_OPTIONS, "A starter needs food, warmth and a fresh share of flour.", full)
    assert question.answer == ("A", "C", "E")


def test_the_one_a_lower_case_which_leaves_is_the_answer(tmp_path):
    # (DY 3312: "…; option D, …, no bandwidth meter of any kind; which leaves C, nvbandwidth, alone on the winner's podium!")
    full = (f"{BODY}And now the losers, in one breath: option A, salt, only slows the yeast; option B, a hot oven, browns "
            "the crust; option D, fresh flour, bakes well; which leaves C, the early bake, alone on the podium!")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("C",)


@pytest.mark.parametrize("own, answer", [
    ("Every step waits for the one before. STAGE CLEAR! The correct answer is C.", ("C",)),  # (DZ 3325)
    ("Every step waits for the one before. The right one is A, though.", ("A",)),  # (another letter: that one, stated)
])
def test_an_item_that_names_its_own_letter_as_the_answer_at_its_end_is_the_answer(tmp_path, own, answer):
    analysis = ("1. Tray A (salt first): the yeast never wakes. GAME OVER.\n"
                "2. Tray B (hot oven first): the crust burns. GAME OVER.\n"
                f"3. Tray C (proof, then bake): {own}\n"
                "4. Tray D (fresh flour): nothing changes. GAME OVER.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == answer


def test_an_item_that_calls_its_order_the_right_one_is_the_answer(tmp_path):
    # (DW 3266 "4. Option D (2, 5, 3, 1, 4) is the right order, as explained above.")
    stem = "In which order should a baker take these steps? I. Bake II. Mix III. Proof IV. Shape"
    options = ["A. I, II, III, IV", "B. II, I, III, IV", "C. II, IV, III, I", "D. II, III, IV, I"]
    analysis = ("1. Option A (I, II, III, IV) bakes before anything is mixed, so it is wrong.\n"
                "2. Option B (II, I, III, IV) bakes before the proof, so it is wrong.\n"
                "3. Option C (II, IV, III, I) shapes an unrisen dough, so it is wrong.\n"
                "4. Option D (II, III, IV, I) is the right order, as explained above.")
    question = parsed(tmp_path, stem, options, "Mix, proof, shape, bake.", f"{BODY}{analysis}")
    assert question.answer == ("D",)


def test_an_item_that_calls_its_statement_the_one_that_is_not_true_is_a_not_questions_answer(tmp_path):
    # (DY 3302 "Option C, logging in … — pause here. This is the statement that is not true.")
    stem = "Which statement about sourdough is NOT true?"
    options = ["A. A starter holds wild yeast", "B. Rye feeds a starter well", "C. Salt makes a starter rise faster",
               "D. A starter can be kept in the fridge"]
    analysis = ("Option A, wild yeast: this one is true.\n"
                "Option B, rye: this one is true as well.\n"
                "Option C, salt — pause here. This is the statement that is not true. Salt slows yeast down.\n"
                "Option D, the fridge: true, a cold starter only sleeps.")
    question = parsed(tmp_path, stem, options, "Salt slows a starter; it never speeds it up.", f"{BODY}{analysis}")
    assert question.answer == ("C",)


@pytest.mark.parametrize("analysis", [
    # (DU 3230 "C. Our winner! trtllm-build compiles …" among items with no verdict: every one read as wrong)
    "Let's check every one of tonight's loaves:\n"
    "A. Too salty, bakers! Salt slows the yeast but never stops it.\n"
    "B. A hot oven browns the crust; it does not make the crumb dense.\n"
    "C. Our winner! The dough went in before it had risen.\n"
    "D. Fresh flour bakes as well as old flour.",
    # (DX 3296 "Option C is the one that stands up on the wheel: 2, 4, 3, 5, 1.": read as a wrong option's item)
    "Option C is the one that stands up in the oven: the dough rose before it went in.\n"
    "Option A blames the salt, which only slows the yeast, so A is wrong.\n"
    "Option B blames the heat, which only browns the crust, so B is wrong.\n"
    "Option D blames the flour, which bakes well fresh, so D is wrong.",
])
def test_an_item_that_calls_its_option_the_winner_or_the_one_that_stands_is_the_answer(tmp_path, analysis):
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("C",)
