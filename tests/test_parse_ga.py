"""Cards and lines of the forms the readers of the held-out sets GA to GD (forty-second session) failed, and of older sets'
forms the session's diffs showed, read by `parse`. Written for these tests, on a topic of their own (an orchard), in
other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest

from helpers import parsed_question as parsed

from deckgen.parse.drawing_lean import leans
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_title import title
from deckgen.parse.phrases import without_parentheses
from deckgen.parse.stated import stated_answers


@pytest.mark.parametrize("stem, expected", [
    # (k-bx, k-ec, k-fs: a subject of six to eight words had been no title: "hot aisle and cold aisle containment")
    ("All of the following statements about tongue grafting on young dwarfing rootstocks are true EXCEPT:",
     "Tongue grafting on young dwarfing rootstocks"),
    ("All of following statements about summer pruning is true EXCEPT:", "Summer pruning"),  # (k-at: "… is true EXCEPT")
    ("All of the following statements concerning biennial bearing are correct EXCEPT:", "Biennial bearing"),  # (k-be)
    # (k-bx, k-ei: the subject's aside or what it is compared with, after a comma)
    ("Which statement about bud grafting, as the nursery does it in August, is true?", "Bud grafting"),
    ("Which THREE of the following statements about spur pruning, compared with renewal pruning, are correct?",
     "Spur pruning vs renewal pruning"),
    ("All of following statements about scab, canker and fireblight are true, EXCEPT:", "Scab, canker and fireblight"),  # (a list)
    # (h-fz: a subject longer than the eighty characters it had been allowed, cut at its aside)
    ("Which statement about a central-leader training system, as the estate manual describes it for its oldest "
     "apple blocks, is true?", "A central-leader training system"),
    # (k-ej: "The second-generation Transformer Engine" had been read as pointing back at a second one)
    ("Which statement about the second-generation grafting robot is TRUE?", "The second-generation grafting robot"),
])
def test_a_question_about_statements_is_titled_by_its_subject(stem, expected):
    assert title(stem) == expected


@pytest.mark.parametrize("stem", [
    "Which statement about these two rootstocks is TRUE?",  # (the scenario's: which ones the title cannot say)
    "All of the following statements about the pruning of this row of old pear trees along the north wall are true EXCEPT:",
    "Which statement about the second one is true?",
])
def test_a_subject_that_points_at_the_scenario_or_runs_long_is_no_title(stem):
    assert title(stem) == ""


@pytest.mark.parametrize("stem, expected", [
    ("Which comparison of cleft grafting and bark grafting is accurate?", "Cleft grafting vs bark grafting"),  # (k-ci)
    ("Which comparison between the M9 rootstock and the MM106 rootstock is correct?", "M9 rootstock vs MM106 rootstock"),
    ("Which statement is correctly comparing winter pruning (dormant) with summer pruning (green)?",  # (k-du)
     "Winter pruning (dormant) vs summer pruning (green)"),
    ("Which statement correctly compares the spur, tip and partial-tip bearers?", "Spur, tip and partial-tip bearers"),  # (k-ee)
    ("Which comparison between the two methods is correct?", ""),  # (the scenario's two)
])
def test_a_question_comparing_two_things_it_names_is_titled_by_them(stem, expected):
    assert title(stem) == expected


ORDER_STEM = "In which order are the steps of a spring graft done?"
ORDER_SHORT = "Cut the scion, cut the stock, join them, then tie and wax."
BODY = "A graft takes when the cambium of scion and stock meet and are held still until they knit.\n\n"


def _table(header: str, rows: list[tuple[str, ...]]) -> str:
    """A plain-text table: `header`, then a line of cells joined by " | " for each row."""
    return "\n".join([header, *(" | ".join(row) for row in rows)])


def test_a_tables_verdict_column_that_approves_one_row_plainly_among_the_voices_word_gives_the_answer(tmp_path):
    # (GB 4412: "Fires true" over four "Cracked in the kiln" had been read as five wrong options)
    rows = [("A", "Wax, then tie", "Seals a wound that is not yet closed", "Cracked in the kiln"),
            ("B", "Tie, then cut", "Cuts after the join is made", "Cracked in the kiln (wrong hour)"),
            ("C", "Cut, cut, join, tie", "Every step finds what the one before made", "Fires true"),
            ("D", "Join, then cut", "Joins wood that is not yet cut", "Cracked in the kiln")]
    table = _table("Option | Order | What it does | Verdict", rows)
    question = parsed(tmp_path, ORDER_STEM, [], ORDER_SHORT, f"{BODY}Laid out like my grafting log:\n\n{table}")
    assert question.answer == ("C",)
    assert question.rationales["A"] == "Seals a wound that is not yet closed"


def test_a_voices_cell_that_leads_with_a_plain_verdict_keeps_its_reason(tmp_path):
    # (k-fr: "Raven words. That is …" over "True. …" under a Verdict header: the reasons had been lost to the marks)
    rows = [("A", "Wax first", "Raven words. Wax on an open cut traps the rain."),
            ("B", "Tie first", "Raven words. A tie on uncut wood holds nothing."),
            ("C", "Cut first", "True. Each step finds what the one before made."),
            ("D", "Join first", "Raven words. Nothing is cut to join yet.")]
    table = _table("Option | What the apprentice said | Verdict", rows)
    question = parsed(tmp_path, ORDER_STEM, [], ORDER_SHORT, f"{BODY}{table}")
    assert question.answer == ("C",)
    assert "Wax on an open cut traps the rain" in question.rationales["A"]


def test_an_items_verdict_after_its_options_gist_and_a_dash_is_read(tmp_path):
    # (GB 4403: "(A) Q, S, T, P, R - correct. …" over "(B) … - wrong. …" had been read as five wrong options)
    analysis = ("1. (A) S, C, J, T - correct. Scion, stock, join, tie: each cut is fresh when it meets the other.\n"
                "2. (B) C, S, T, J - wrong. A tie before the join binds nothing.\n"
                "3. (C) J, S, C, T - wrong, for the same reason and worse: there is nothing cut to join.\n"
                "4. (D) T, J, S, C - wrong. The cuts come last, so the wood dries before it meets.")
    question = parsed(tmp_path, ORDER_STEM, [], ORDER_SHORT, f"{BODY}{analysis}")
    assert question.answer == ("A",)
    assert question.rationales["C"] == "For the same reason and worse: there is nothing cut to join."


@pytest.mark.parametrize("note", [
    "The rootstock is dwarfing, and the scion is a late cultivar anyway. Wrong tooth, wrong mouth.",  # (k-eh)
    "Waxing first seals the cut. Yes, that keeps the rain out, but the join is not yet made.",  # (k-dz)
])
def test_a_verdict_word_after_a_sentence_and_a_comma_is_no_items_verdict(tmp_path, note):
    # (a first draft read "… anyway. Wrong tooth, …" and "… Yes, that …" as a verdict and lost the note, or a right key)
    analysis = (f"(A) {note}\n(B) Wrong: a tie before the join binds nothing.\n"
                "(C) Correct: every step finds what the one before made.\n(D) Wrong: the cuts come last.")
    question = parsed(tmp_path, ORDER_STEM, [], ORDER_SHORT, f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert question.rationales["A"].startswith(note[:20])


@pytest.mark.parametrize("text, letters", [
    ("The correct order is D - 2, 4, 1, 5, 3, and every other order leaves the cut to dry.", ("D",)),  # (GD 4458)
    ("The letter is C: tongue grafting. It joins two cuts of one width.", ("C",)),  # (GA 4381)
    ("The drive letter is C: on the old orchard laptop.", ()),
])
def test_an_answer_stated_before_a_dash_or_as_the_letter_is_read(text, letters):
    assert stated_answers(text, set())[0] == letters


def test_an_item_that_ends_calling_its_own_order_right_is_the_answer(tmp_path):
    # (GC 4427: "C - … This order is right." among "… This order is wrong." had been read as four wrong options)
    analysis = ("A - The wax comes first, good for the rain, but it seals a cut that is not joined yet. This order is wrong.\n"
                "B - The tie comes before the join, so it binds nothing. This order is wrong.\n"
                "C - Cut, cut, join, tie: every step finds what the one before made. This order is right.\n"
                "D - The join comes before any cut, so there is nothing to join. This order is wrong.")
    question = parsed(tmp_path, ORDER_STEM, [], ORDER_SHORT, f"{BODY}{analysis}")
    assert question.answer == ("C",)


def test_items_that_call_four_statements_correct_to_a_question_for_the_false_one_judge_the_statements(tmp_path):
    # (GB 4414: "Option A — Correct, …" four times over "Option E — NOT correct, …", with "The answer is E.", had been read
    # as four answers and E wrong)
    stem = "About the two rootstocks, all of the following are true EXCEPT one. Which statement is NOT correct?"
    said = ["M9 dwarfs the tree to about a third", "MM106 gives a tree of about two thirds", "M9 needs staking all its life",
            "MM106 copes with heavier soil", "M9 and MM106 give trees of the same size"]
    analysis = "\n".join(f"Option {letter} — {'NOT correct' if letter == 'E' else 'Correct'}, as the nursery says: {claim}."
                         for letter, claim in zip("ABCDE", said))
    question = parsed(tmp_path, stem, [], "M9 is the dwarfing one.", f"The answer is E.\n{BODY}{analysis}")
    assert question.answer == ("E",)
    assert set(question.rationales) == set("ABCD")


@pytest.mark.parametrize("point", [
    "The orchard manual documents two behaviours for a cut branch",  # (GB 4400)
    "Grafting needs three things together",  # (GB 4404)
    "Budding is one of two ways to join a scion to a stock",  # (GB 4403)
    "Pruning saws print two numbers",  # (GD 4441: "nccl-tests print two bandwidths")
    "The nursery lists two prerequisites before a graft can be made",  # (GC 4427, cut before its colon)
    "The nursery lists two prerequisites before a graft can be made: a sharp knife",  # (and cut after its first item)
    "The best next action is D, waxing the cut before the rain",  # (GA 4398: the key, which a recall card takes out)
    "The correct order is D - 2, 4, 1, 5, 3, and every other row is crooked",  # (GD 4458)
])
def test_a_point_that_counts_kinds_it_never_names_or_states_the_key_is_no_fact(point):
    assert no_fact(point)


@pytest.mark.parametrize("point", [
    "The old pear tree has two trunks and three scaffold limbs",
    "A whip graft has two halves that must meet at the cambium",  # (dev: "… two halves that must be the same version")
    "Budding runs in two phases: the bud is set in summer and the stock is cut back in spring",
])
def test_a_point_that_counts_and_says_more_is_a_fact(point):
    assert not no_fact(point)


@pytest.mark.parametrize("point", [
    "If neither is given, the grafter uses the default wax",  # (GC 4439)
    "Ours is the M9, and on Friday it took the graft without any problem",  # (GC 4421)
])
def test_a_point_led_by_a_pronoun_with_nothing_to_stand_for_leans_on_the_sentence_before(point):
    assert leans(point)


def test_a_point_never_takes_the_key_for_the_subject_of_its_it(tmp_path):
    # (GA 4381: "The letter is C: gdscheck -p. It ships with the GDS tools." had been drawn "The letter ships with the GDS tools")
    body = ("The letter is C: the whip-and-tongue graft. It joins a scion and a stock of one width with two interlocking cuts.\n\n"
            "A graft takes when the cambium layers meet and are held still until they knit.")
    question = parsed(tmp_path, "Which graft joins a scion and a stock of the same width?", [], "The whip-and-tongue graft.", body)
    assert not any(point.startswith("The letter") for point in question.infographic.points)


def test_a_lead_answer_followed_by_its_comma_leaves_no_comma_on_the_answer_line(tmp_path):
    # (GC 4426: "Answer: D, 2 GPUs." had been made the line ", 2 GPUs.")
    question = parsed(tmp_path, "How many grafts does the nursery make from one scion stick?", [],
                      "Four buds, four grafts: each bud on the stick makes one graft.",
                      "Answer: D, 4 grafts.\nA stick of four buds gives four grafts, one bud each.\n"
                      "1. A — 1 graft. Wrong. One is the stick, not its buds.\n2. B — 2 grafts. Wrong. Two is half the buds.\n"
                      "3. C — 3 grafts. Wrong. Three leaves a bud unused.")
    assert question.answer == ("D",)
    assert question.answer_text == "4 grafts."


def test_a_sentence_that_only_states_the_key_is_no_answer_line(tmp_path):
    # (GD 4449: "The right comparison is B." had been the answer line: a recall card shows "The right comparison is .")
    question = parsed(tmp_path, "Which comparison of cleft grafting and bark grafting is correct?", [],
                      "The right comparison is B. Cleft grafting splits the stock, bark grafting slides the scion under the bark.",
                      f"{BODY}A is wrong: both are spring grafts.\nC is wrong: neither needs a matching width.\n"
                      "D is wrong: bark grafting needs the sap running.")
    assert question.answer == ("B",)
    assert question.answer_text != "The right comparison is B."


def test_a_question_on_a_verb_before_a_preposition_reads_the_verb():
    # (GC 4426: "How many GPUs does nvidia-smi -L list inside the container?" had been titled "… list insides the container")
    assert title("How many buds does the stick -L carry inside the box?") == "How many buds the stick -L carries inside the box"


@pytest.mark.parametrize("text, letters", [
    ("So the next step is regrafting with fresh scion wood from the mother tree, which is choice A.", ("A",)),  # (GC 4438)
    ("So the wrong move is waxing before the join, which is choice B.", ()),
    ("Apprentice: D, the cleft graft on the old stock?\nMe: No, that one is for thick stock.\nApprentice: So three good cuts.\n"
     "Me: Yes: A, C and E.", ("A", "C", "E")),  # (GA 4396: a learner's question no answer, the master's "Yes: A, C and E." one)
])
def test_an_answer_concluded_or_confirmed_in_more_forms_is_read(text, letters):
    assert stated_answers(text, set())[0] == letters


@pytest.mark.parametrize("stem, expected", [
    ("Which THREE of the following are orchard pruning tools that a grafter carries out into the field on every cold spring morning?",
     "Orchard pruning tools"),  # (GD 4457: the kind, its relative clause too long for a title)
    ("Which THREE of the following are supported rootstock names that can be written on a nursery label?", "Rootstock names"),
    ("Which THREE are sound entries that the nursery will accept?", ""),  # (the voice's verdict, then a word alone)
    ("Which TWO of the following are counted inside the chill hours?", ""),  # (a participle's, no kind)
    ("Which of the following are required for a graft to take?", ""),  # (a purpose, no kind)
    ("Which THREE statements describe the MM106 correctly?", "MM106"),  # (GB 4417: "the L40S", a name)
    ("Which statement about the rootstock is true?", ""),  # (the scenario's, a common noun alone)
    ("From the list below, which THREE grafting waxes are sold for the cleft graft on old pear stock (not the whip graft)?",
     "Grafting waxes for the cleft graft on old pear stock"),  # (GA 4385: cut before an aside that holds a "not")
])
def test_a_question_for_kinds_or_a_name_is_titled_by_them(stem, expected):
    assert title(stem) == expected


def test_the_analysis_note_on_the_answer_stays_in_the_full_explanation(tmp_path):
    # (GA 4382, GC 4436: "A and D both look at the living kernel. …" and E's correction had been lost from every field of the card)
    analysis = ("A and D both look at the living tree: a cut that bleeds sap shows the graft has taken and the cambium is alive.\n"
                "B and C both only read the label on the stake, nothing more, and a label says what was grafted, not what took.\n"
                "So the two signs that are truly alive today are A and D.")
    question = parsed(tmp_path, "Which TWO signs show that a spring graft has taken? (Choose two.)", [], "Sap and a swelling bud.",
                      f"{BODY}{analysis}")
    assert question.answer == ("A", "D")
    assert "a cut that bleeds sap shows the graft has taken" in question.full_explanation
    assert "a label says what was grafted" not in question.full_explanation  # (a wrong option's note stays a note)


def test_a_note_on_the_answer_that_only_calls_it_so_adds_nothing_to_the_full_explanation(tmp_path):
    analysis = ("A: Wrong. Wax on an open cut traps the rain.\nB: Wrong. A tie on uncut wood holds nothing.\n"
                "C: Correct. This one is right.\nD: Wrong. Nothing is cut to join yet.")
    question = parsed(tmp_path, ORDER_STEM, [], ORDER_SHORT, f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert "This one is right" not in question.full_explanation


def test_a_mention_in_a_dialogue_never_decides_against_the_answer_the_text_states(tmp_path):
    # (GG 4512, a wrong key since before the session: "Apprentice: Option A sounds handy." decided A, the apprentice's guess
    # "D, then." having been read as a second answer beside "The true statement is C.")
    stem = "Which statement about the two grafts is true?"
    options = ["A) Both can be done in August.", "B) Both need a matching width.", "C) Cleft grafting splits the stock; bark grafting does not.",
               "D) Bark grafting needs no sap."]
    analysis = ("Apprentice: Option A sounds handy. Both in August, and done.\nMaster: Handy, and not how the tree works. False.\n"
                "Apprentice: D, then. No sap, no fuss.\nMaster: Bark lifts only when the sap runs. False.\n"
                "Apprentice: And C says the stock is split for one and not the other.\nMaster: That knot holds.\n\n"
                "The true statement is C.")
    question = parsed(tmp_path, stem, options, "Cleft splits, bark slides.", f"{BODY}{analysis}")
    assert question.answer == ("C",)


def test_a_dialogue_whose_wrong_options_no_note_holds_is_shown_whole(tmp_path):
    # (GE 4460: the line of option B, the answer, had been taken out, and "Me: Correct, this is the loose strip." followed A's)
    analysis = ("Trainee: Sir, option A says the wax was too cold, so the graft froze.\nMe: That one is not tallying. Cold wax still seals.\n"
                "Trainee: Option B — the scion dried before the join, so the cambium never met.\n"
                "Me: Correct, this is the loose graft. A dry scion never knits.\n"
                "Trainee: Option C — the tie was too tight.\nMe: No. A tight tie only marks the bark.\n"
                "Trainee: Option D — the stock was too old.\nMe: Also no. Old stock takes a graft well.")
    question = parsed(tmp_path, "Why did the spring graft fail?", [], "It is B: the scion dried out before the join.", f"{BODY}{analysis}")
    shown = question.full_explanation
    assert question.answer == ("B",)
    assert shown.index("scion dried before the join") < shown.index("Me: Correct, this is the loose graft")


@pytest.mark.parametrize("text, expected", [
    ("run info = rails.explain(), then info.summary()", "run info = rails.explain(), then info.summary()"),  # (GE 4479: a method's
    # call is code; "info = rails.explain" had been drawn in the answer box)
    ("graft.wax() after tie()", "graft.wax() after tie"),  # (a bare function's empty pair may go in prose)
    ("(B) Cleft graft (spring)", "Cleft graft"),
])
def test_a_methods_empty_call_is_kept_where_asides_go(text, expected):
    assert without_parentheses(text) == expected
