"""Cards of the forms the readers of the held-out sets BZ and CA (thirty-second session) failed, read by `parse`.
Written for these tests, on a topic of their own (beekeeping), in other words than the held-out texts that showed the
forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

STEM = "A colony has plenty of stores in late summer, yet its brood nest is shrinking fast. What is the best next step?"
SHORT = "A failing queen lays less every week: requeen the colony before the autumn."


def test_an_items_verdict_said_last_as_a_label_is_its_verdict_and_no_part_of_its_note(tmp_path):
    # ("A. … . Verdict: incorrect." / "B. … . Verdict: correct, this is the best next step.")
    full = ("A queen that lays less each week will not carry the colony through the winter.\n"
            "Now each step, the reason first and the verdict after:\n"
            "A. Feed sugar syrup. The colony already has its stores, and syrup does nothing for laying. Verdict: incorrect.\n"
            "B. Requeen with a mated queen. A young queen lays at full rate within days. Verdict: correct, this is the "
            "best next step.\n"
            "C. Add a super. More room helps a strong colony, not one whose brood is shrinking. Judgement: wrong.\n"
            "D. Treat for varroa. The mite count is low, so a treatment fixes nothing here. So: not correct.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}
    assert not any("Verdict" in note or "Judgement" in note or "So:" in note for note in question.rationales.values())
    assert question.rationales["D"].endswith("fixes nothing here.")


def test_a_clause_that_calls_its_item_the_answer_marks_it_correct(tmp_path):
    full = ("Why the other steps are not good, one line each:\n"
            "A - syrup feeds a colony short of stores, and this one has plenty.\n"
            "B - a mated queen lays at full rate within days; this is the answer.\n"
            "C - a super gives room, not brood.\n"
            "D - the mite count is low, so treating fixes nothing.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_items_that_give_no_verdict_imply_no_fifth_option(tmp_path):
    # Four items, none of which says right or wrong: the answer is one of them, not an E the text never names. On the code
    # before this rule the card's answer was E.
    full = ("Let us go through the steps one by one:\n"
            "A. Feed sugar syrup. The colony already has its stores.\n"
            "B. Requeen with a mated queen. A young queen lays at full rate within days.\n"
            "C. Add a super. More room helps a strong colony.\n"
            "D. Treat for varroa. The mite count is low.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ()
    assert "answer" in question.review


def test_a_letter_a_speaker_points_at_is_no_answer_where_another_is_stated(tmp_path):
    # ("ANNA: … we feed them syrup. That is A." / "RAVI: No, …" / … / "RAVI: The answer is B, full stop.")
    full = ("ANNA: I was thinking we feed them syrup. That is A.\n"
            "RAVI: They have plenty of stores. Syrup does nothing for a queen that lays less.\n"
            "ANNA: Then D, we treat for varroa?\n"
            "RAVI: The mite count is low. The answer is B, full stop: requeen the colony.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("B",)


@pytest.mark.parametrize("text, letters", [
    ("So, answer is B.", ("B",)),
    ("The step that saves the colony, and the answer to this question, is (B).", ("B",)),
    ("That is A. The answer is B.", ("B",)),
    ("A queen lays less each week. That is B.", ("B",)),
    ("B and D are the two that hold, both for the same reason.", ("B", "D")),
    ("A and C are the two traps here.", ()),
    ("The correct order is therefore B: 3, 2, 4, 1.", ("B",)),
    ("Smoke calms them.\n\nSo, correct are A and C.", ("A", "C")),
    ("Smoke calms them. Final answer: (B).", ("B",)),
    ("So the final answer is [A], [C] and [E].", ("A", "C", "E")),
    ("Verdict: winner! Our answer is A!", ("A",)),
    ("The good answer is B, a young queen.", ("B",)),
    ("So the answer to enter is C.", ("C",)),
])
def test_these_sentences_state_the_answer(text, letters):
    from deckgen.parse.stated import stated_answers

    assert stated_answers(text, set())[0] == letters


def test_a_table_whose_letters_stand_in_brackets_and_whose_verdicts_lead_their_reasons_gives_the_key(tmp_path):
    # ("| [A] 0.60 | … | wrong, forgot to … |", "| [B] 2.0 | … | correct, nice |")
    stem = "A hive weighs 42 kg with its frames and 30 kg empty. How much honey does it hold?"
    full = ("Subtract the empty hive from the full one.\nThe readers' answers:\n"
            "| Option | What they did | Verdict |\n|---|---|---|\n"
            "| [A] 72 kg | added the two weights | wrong, added instead of subtracted |\n"
            "| [B] 12 kg | 42 − 30 | correct, well done |\n"
            "| [C] 30 kg | took the empty weight | wrong, that is the hive itself |\n"
            "| [D] 1.4 kg | divided the weights | wrong, a ratio is no weight |")
    question = parsed(tmp_path, stem, [], "The honey is the full weight less the empty hive: 12 kg.", full)
    assert question.answer == ("B",)
    assert question.rationales["A"] == "Added instead of subtracted"
    assert set(question.rationales) == {"A", "C", "D"}


@pytest.mark.parametrize("text", [
    "Which colonies are most often robbed by wasps in a dry late summer, and what protects them?",
    "Where the drones of a colony come from when the queen has failed and the workers lay?",
])
def test_a_title_keeps_no_verb_without_what_it_takes(text):
    # ("Xid errors are most often caused | by application bugs", "The DCGM_FI_PROF_* fields come | from the GPU's …")
    from deckgen.parse.drawing_shorten import shortened

    title = shortened(text)
    assert not title.endswith(("robbed", "come"))


def test_a_title_may_still_be_cut_before_a_phrase_that_only_adds_to_it():
    from deckgen.parse.drawing_shorten import shortened

    assert shortened("Colonies robbed by wasps in a dry late summer, for every apiary on the hill") == \
        "Colonies robbed by wasps in a dry late summer"


@pytest.mark.parametrize("stem, topic", [
    ("A beekeeper reads up on mite treatments. Which one statement about Apivar is TRUE?", "Apivar"),
    ("A beekeeper reads the label. Which statement about Apiguard is the correct one?", "Apiguard"),
    ("All of following statements about OAV, Apivar and Apiguard are true, EXCEPT:", "OAV, Apivar and Apiguard"),
])
def test_a_question_about_statements_is_titled_by_what_they_are_about(stem, topic):
    from deckgen.parse.drawing_title import title

    assert title(stem) == topic


@pytest.mark.parametrize("point", [
    "beeKeeperBob: B, the syrup was too thin for the autumn",
    "INSPECTOR: Negative on D. The mite count is low",
    "Nothing but a new queen helps, so only B gives the colony eggs again",
    "Row 1: Each frame is checked for eggs before the queen is replaced",
    "Entry 3: The old queen is found and taken out",
    "Day 12, evening, writing up the hive records by lamp",
    "Ladies and gentlemen, the swarm has settled in the oak",
    "My friend, a queen excluder keeps the brood out of the supers",
])
def test_a_point_that_names_an_option_by_its_letter_leans_on_a_row_or_is_the_voices_address_is_no_fact(point):
    from deckgen.parse.drawing_nofact import no_fact

    assert no_fact(point)


@pytest.mark.parametrize("point", [
    "Split the hives evenly across the A and B apiaries before the flow",
    "A young queen lays at full rate within days",
    "Level 2 (medium): adds a brood check to the weekly inspection",
    "Day-old bees clean cells before they do anything else",
    "Friends of the apiary may visit on open days",
])
def test_these_points_are_facts(point):
    from deckgen.parse.drawing_nofact import no_fact

    assert not no_fact(point)


def test_an_option_named_with_a_comma_on_a_numbered_line_and_judged_last_is_an_item(tmp_path):
    # ("1. Option A, <its text>: <why>. Verdict: incorrect." … "4. Option D, <its text>: <why>. Verdict: correct.")
    full = ("Each step in turn, reasons first, verdicts after:\n"
            "1. Option A, feed sugar syrup: the colony already has its stores. Verdict: incorrect.\n"
            "2. Option B, add a super: room helps a strong colony, not this one. Verdict: incorrect.\n"
            "3. Option C, requeen with a mated queen: a young queen lays at full rate within days. Verdict: correct.\n"
            "4. Option D, treat for varroa: the mite count is low. Verdict: incorrect.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("C",)
    assert question.rationales["A"].startswith("Feed sugar syrup: the colony already has its stores")


def test_options_crossed_out_one_by_one_leave_the_answer(tmp_path):
    full = ("What I tried in my head and crossed out:\n"
            "Option A, feed sugar syrup. They have plenty of stores. Crossed out: it only fills more comb.\n"
            "Option B, add a super. A strong colony needs room, this one needs a queen: crossed out.\n"
            "Option D, treat for varroa. The mite count is low. Crossed out: it fixes nothing here.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    assert "rossed out" not in question.rationales["A"]


def test_to_a_not_question_an_item_that_calls_its_statement_correct_last_is_a_wrong_answer(tmp_path):
    stem = "Which statement about a honey bee colony is NOT true?"
    full = ("Each statement in turn:\n"
            "A. A colony has one laying queen. Correct statement, so it is not the answer.\n"
            "B. Drones do not sting. Correct statement, not the answer.\n"
            "C. Workers live for years in summer; they live about six weeks. Statement is false, this is the one we want.\n"
            "D. The queen mates in flight. Correct statement, not the answer.")
    question = parsed(tmp_path, stem, [], "Summer workers live about six weeks, not years.", full)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    assert question.rationales["B"] == "Drones do not sting."


def test_to_a_number_a_short_sentence_that_gives_the_figure_in_the_questions_words_is_the_answer_line(tmp_path):
    # ("Power draw is 412.75 W." before a longer sentence on how the figure is read, which scores higher)
    stem = "A scale under a hive reads 41250 in grams. What is the real total weight of honey in the hive at this moment?"
    short = ("Total weight is 41.25 kg. The scale gives its reading in grams, not in kilograms, so the value 41250 must be "
             "divided by 1000 to get the honey weight of the hive.")
    full = ("Hive scales report raw grams so that small changes show. Divide by 1000 for kilograms before you compare "
            "the honey weight with the hive's winter need.")
    question = parsed(tmp_path, stem, [], short, full)
    assert question.answer_text == "Total weight is 41.25 kg."


def test_to_a_count_a_figure_in_another_unit_is_no_answer_line():
    from deckgen.parse.answerpick import COUNT_ASKED

    assert COUNT_ASKED.search("What is the MAXIMUM number of hives that fit on one pallet?")
    assert COUNT_ASKED.search("How many frames does a deep box hold?")


def test_a_letter_mentioned_in_a_question_is_no_clue():
    from deckgen.parse.stated import stated_answers

    assert stated_answers("ANNA: Ravi, option A, the syrup is the faster fix, no?", set()) == ((), ())
    assert stated_answers("We could feed them, option A, since stores are low.", set())[1] == ("A",)


def test_to_a_not_question_a_statement_called_correct_is_no_stated_answer():
    from deckgen.parse.stated import stated_answers

    assert stated_answers("Queens mate in flight. So statement E is correct.", set(), True)[0] == ()
    assert stated_answers("Queens mate in flight. So statement E is correct.", set(), False)[0] == ("E",)


def test_lower_case_letters_named_after_variant_or_correct_are_read(tmp_path):
    stem = "A colony is queenless. Which TWO steps save it?"
    options = ["a. Add a frame of eggs from another colony.", "b. Feed sugar syrup.", "c. Introduce a mated queen.",
               "d. Add a super.", "e. Treat for varroa."]
    full = ("Eggs let the workers raise a queen; a mated queen starts laying at once.\n"
            "Why the other variants fail: variant b feeds a colony that has stores, variant d gives room it cannot use, "
            "and variant e treats mites it does not have.\n\nSo, correct are a and c.")
    question = parsed(tmp_path, stem, options, "Give them eggs or a mated queen.", full)
    assert question.answer == ("A", "C")


def test_where_the_analysis_calls_every_option_wrong_no_note_is_shown(tmp_path):
    # The key cannot be told (the answer is among the letters called wrong), so a note may call the answer wrong.
    full = ("Each step in turn:\n"
            "A. Feed sugar syrup: rejected, the stores are full.\n"
            "B. Requeen: rejected, says the inspector, though a young queen lays at full rate.\n"
            "C. Add a super: rejected, room is not the problem.\n"
            "D. Treat for varroa: rejected, the mite count is low.")
    question = parsed(tmp_path, STEM, BOATS_OF_BEES, SHORT, full)
    assert question.answer == ()
    assert question.rationales == {}
    assert "answer" in question.review


BOATS_OF_BEES = ["A. Feed sugar syrup.", "B. Requeen the colony.", "C. Add a super.", "D. Treat for varroa."]


def test_a_sentence_after_the_stated_key_that_says_nothing_of_the_topic_is_no_answer_line(tmp_path):
    stem = "Which statement about a queen excluder is true?"
    full = ("Answer is B. Now I explain slowly, one by one.\n"
            "A queen excluder is a grid whose gaps let workers through but not the larger queen, so no brood is laid in the "
            "honey supers above it.")
    question = parsed(tmp_path, stem, [], "It keeps the queen, and so the brood, out of the honey supers.", full)
    assert question.answer_text != "Now I explain slowly, one by one."


def test_a_verdict_on_a_statement_drops_only_its_own_noun():
    from deckgen.parse.itemhead import head

    reason = head("B — false: This is description of wintering indoors. A colony outdoors clusters instead.")[2]
    assert reason.startswith("This is description of wintering indoors.")
    assert head("C — correct statement. Queens mate in flight.")[2] == "Queens mate in flight."


def test_a_notes_denial_goes_only_where_it_leads_what_follows_the_claim():
    from deckgen.parse.analysis_intro import correction

    assert correction("says syrup fixes laying. It does not: syrup feeds the colony.") == "Syrup feeds the colony."
    assert correction("says syrup fixes laying. Syrup feeds the colony. It does not lay: only the queen does.") == \
        "Syrup feeds the colony. It does not lay: only the queen does."


def test_items_under_an_intro_that_does_not_call_them_wrong_and_with_no_verdict_of_their_own_imply_no_fifth_option(tmp_path):
    # ("And here are all the bids on the table:" / "| A | … | Every number checks out | SOLD |" / "| B | … | Passed |" …: the
    # answer's row among them; on the code before, the card was keyed E)
    full = ("Every step, as the club heard them:\n"
            "A — Feed sugar syrup: the stores are already full.\n"
            "B — Requeen: a young queen lays at full rate within days, which is what this colony lacks.\n"
            "C — Add a super: room helps a strong colony.\n"
            "D — Treat for varroa: the mite count is low.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ()


def test_under_an_intro_that_calls_them_wrong_such_items_still_imply_the_fifth(tmp_path):
    full = ("Let's look at the incorrect steps:\n"
            "A — Feed sugar syrup: the stores are already full.\n"
            "B — Add a super: room helps a strong colony.\n"
            "C — Treat for varroa: the mite count is low.\n"
            "D — Move the hive: the forage is good where it stands.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("E",)


def test_true_only_for_one_case_is_no_verdict():
    from deckgen.parse.itemhead import head

    assert head("C — True only for lot one; the other hive is wintered indoors.")[1] == ""
    assert head("C — True: the other hive is wintered indoors.")[1] == "true"


def test_a_yaml_files_source_key_is_no_references_heading(tmp_path):
    # ("spec:" / "  source:" / "    ngc:" / "      modelPuller: …": the four lines from "source:" on were blanked as a page's
    # references under their heading)
    full = ("".join(f"Inspection note {n}: the brood pattern was checked on frame {n}.\n" for n in range(1, 21))
            + "The hive record is kept as YAML:\n"
            "apiVersion: apiary.example/v1\n"
            "kind: HiveRecord\n"
            "spec:\n"
            "  source:\n"
            "    apiary: north-field\n"
            "      queen: marked-2025\n"
            "      colour: blue\n"
            "  frames: 10\n"
            "A is wrong because syrup is no record.\nC is wrong because a super is no record.\nD is wrong because the "
            "mite count is no record.")
    question = parsed(tmp_path, "Which field names where the colony came from?", [], "The source field.", full)
    assert "source:" in question.full_explanation and "queen: marked-2025" in question.full_explanation


def test_a_final_answer_line_after_the_items_states_the_answer_and_calls_it_no_wrong_one(tmp_path):
    full = ("One by one, the reason first, then the verdict.\n"
            "(A) Syrup feeds a colony short of stores, and this one has plenty. Wrong.\n"
            "(B) A young queen lays at full rate within days. Correct.\n"
            "(C) A super gives room, not brood. Wrong.\n"
            "(D) The mite count is low. Wrong.\n"
            "Final answer: (B). Simple, once you remember who lays.")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("B",)
    assert "B" not in question.rationales


def test_a_tables_row_led_by_its_letter_is_no_option_restated():
    from deckgen.parse.answerhints import emphasised_items

    options = {"A": "Wintering in a shed", "B": "Wintering outdoors"}
    full = ("A) | Wintering in a shed | Genuine — the classic way\nB) | Wintering outdoors | Genuine — with a windbreak")
    assert emphasised_items(full, options) == full


def test_where_no_note_is_trusted_the_analysis_stays_in_the_full_explanation(tmp_path):
    full = ("Each step in turn:\n"
            "A. Feed sugar syrup: rejected, the stores are full.\n"
            "B. Requeen: rejected, says the inspector, though a young queen lays at full rate.\n"
            "C. Add a super: rejected, room is not the problem.\n"
            "D. Treat for varroa: rejected, the mite count is low.")
    question = parsed(tmp_path, STEM, BOATS_OF_BEES, SHORT, full)
    assert question.rationales == {}
    assert "a young queen lays at full rate" in question.full_explanation


def test_a_row_of_a_drawing_is_no_answer_line():
    from deckgen.parse.answerform import reads_alone

    assert "a line of a drawing" in reads_alone("Queen 1 Apr ======================= Sep (superseded).")
    assert reads_alone("Run dcgmi diag --run 1 before the job.") == []


def test_a_verdict_column_in_the_voices_own_words_names_the_odd_one_out(tmp_path):
    # ("| A | … | SOLD |" over "| B | … | Passed |" ×3; "Sakto gyud (correct)" over "Mali (wrong)", "Mali", "Mali")
    full = ("The bids on the table:\n"
            "| Bid | What the bidder claimed | The appraisal | Verdict |\n|---|---|---|---|\n"
            "| A | Feed syrup | The stores are full | Passed |\n"
            "| B | Requeen | A young queen lays at full rate within days | SOLD (to the back row) |\n"
            "| C | Add a super | Room helps a strong colony | Passed |\n"
            "| D | Treat for varroa | The mite count is low | Passed |")
    question = parsed(tmp_path, STEM, [], SHORT, full)
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}
    from deckgen.parse.tables import LETTER_CELL
    from deckgen.parse.tablerows import cells_of
    from deckgen.parse.verdictcolumn import odd_ones  # (the column's words are no reason: "SOLD", "Passed" go)
    assert odd_ones(["| Bid | Claim | Verdict |", "| A | x | Passed |", "| B | y | SOLD, root cause |", "| C | z | Passed |"],
                    cells_of, LETTER_CELL)[2] == "| B | y | Correct |"


def test_a_verdict_column_split_evenly_names_no_answer():
    from deckgen.parse.tables import LETTER_CELL
    from deckgen.parse.tablerows import cells_of
    from deckgen.parse.verdictcolumn import odd_ones

    lines = ["| Step | Why | Verdict |", "|---|---|---|", "| A | x | Passed |", "| B | y | SOLD |", "| C | z | Passed |",
             "| D | w | SOLD |"]
    assert odd_ones(lines, cells_of, LETTER_CELL) == lines
    plain = ["| Step | Why | Verdict |", "| A | x | Wrong |", "| B | y | Right |", "| C | z | Wrong |"]
    assert odd_ones(plain, cells_of, LETTER_CELL) == plain
