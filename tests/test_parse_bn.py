"""Cards of the forms the readers of the held-out sets BK to BM failed (twenty-eighth session), read by `parse`.
Written for these tests, on a topic of their own (a bakery), in other words than the held-out texts that showed the
forms.
"""
from __future__ import annotations

import pytest

from helpers import parsed_question as parsed

from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.furniture import _without_furniture

LOAVES = ["A. About 2 hours", "B. About 5 hours", "C. About 9 hours", "D. About 12 hours"]


@pytest.mark.parametrize("line, kept", [
    ("Time = 3 batches × 40 min = 120 min [1 mark].", "Time = 3 batches × 40 min = 120 min."),
    ("Working (3 marks): count the batches first.", "Working: count the batches first."),
    ("Question 9 [2 marks]", ""),  # (a counter alone on its line: all furniture)
    ("Q6. (2 marks) A bakery bakes rye at dawn.", "Q6. A bakery bakes rye at dawn."),
])
def test_an_exam_papers_marks_are_not_the_texts(line, kept):
    assert _without_furniture(line) == kept


def test_marks_on_the_working_never_reach_the_drawing(tmp_path):
    question = parsed(tmp_path, "Question 4 [2 marks] A bakery proves 3 batches of rye, one after the other, for 40 "
                      "minutes each, then bakes them together for 45 minutes. How long does a morning's rye take?", LOAVES,
                      "Proving is serial and baking is shared, so the answer is about 2 hours.",
                      "Working (2 marks): Proving = 3 × 40 min = 120 min [1 mark]. Baking adds 45 min, but the last proof "
                      "overlaps the oven's heating [1 mark].\nB adds the baking twice. C and D count every batch's bake "
                      "apart.")
    shown = [question.question, question.full_explanation, *question.infographic.points]
    assert not any("mark]" in text or "marks)" in text or "marks]" in text for text in shown), shown


@pytest.mark.parametrize("line", [
    "Thanks for getting in touch about order #4510",
    "Thank you for your patience while the oven was repaired",
    "Hi Maria, the rye starter needs feeding twice a day",
])
def test_a_letters_greeting_carries_no_fact(line):
    assert no_fact(line)


@pytest.mark.parametrize("line", [
    "Thankfully the starter keeps for a week in the fridge",
    "High-hydration doughs need a longer proof",
])
def test_words_that_only_start_like_a_greeting_are_facts(line):
    assert not no_fact(line)


OVENS = ["a. Deck oven", "b. Rack oven", "c. Steam injector", "d. Proofing cabinet"]


def test_wrong_options_that_are_the_subjects_of_lines_under_an_intro_are_lettered(tmp_path):
    # ("Why not the other ones:" over "UFM Telemetry is only the collecting layer.", "OpenSM is the subnet manager: …",
    # blank lines between them; the answer then is the option left)
    question = parsed(tmp_path, "Which piece of equipment lets a bakery bake forty trays of rolls at once, evenly?",
                      OVENS, "A rack oven turns a whole trolley of trays in moving hot air.",
                      "Bakeries grow their ovens in steps.\n\nWhy not the other ones:\n\n"
                      "Deck oven is the classic for hearth breads, but each deck holds two or three trays.\n\n"
                      "Steam injector only adds steam to an oven; it bakes nothing itself.\n\n"
                      "Proofing cabinet does the rise before baking, at 35 °C, far too cool to bake.")
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("Deck oven is the classic")
    assert question.rationales["D"].startswith("Proofing cabinet does the rise")


def test_a_wrong_option_named_as_the_answer_that_gives_its_value_is_lettered(tmp_path):
    # ("And for the folks who picked something else:" over "The 1,000 ms answer is …", "5,000 ms is …", "15,000 ms is …")
    question = parsed(tmp_path, "How long does a standard rye loaf bake at 230 °C?", LOAVES,
                      "Out of the box a rye loaf needs about 12 hours of work, most of it the sourdough's rise.",
                      "And for the folks who picked something else:\n"
                      "The About 2 hours answer is the bake alone, without the rise.\n"
                      "About 5 hours is a yeasted loaf's whole day.\n"
                      "About 9 hours is what a young starter manages, not a mature one.")
    assert question.answer == ("D",)


def test_lines_under_the_intro_that_name_every_option_are_not_lettered(tmp_path):
    # (four lines for four options under the intro: one of them is the answer's, so which are the wrong ones is not known)
    question = parsed(tmp_path, "Which piece of equipment lets a bakery bake forty trays of rolls at once, evenly?",
                      OVENS, "It turns a whole trolley of trays in moving hot air.",
                      "Why not the other ones:\n"
                      "Deck oven is the classic for hearth breads.\n"
                      "Rack oven is the one that turns a trolley.\n"
                      "Steam injector only adds steam to an oven.\n"
                      "Proofing cabinet does the rise before baking.")
    assert question.answer == ()


def test_wrong_options_said_to_be_deficient_are_wrong(tmp_path):
    # ("(A), (C) and (E) are each deficient. (A) describes …")
    question = parsed(tmp_path, "Which TWO of the following statements about sourdough are correct? (Choose two.)",
                      ["(A) A starter must be fed with white flour only.", "(B) A starter is a culture of wild yeast and "
                       "lactic acid bacteria.", "(C) Sourdough needs no salt.", "(D) A mature starter doubles within "
                       "eight hours of a feed.", "(E) Sourdough rises faster than a yeasted dough."],
                      "A starter is a living culture; a mature one doubles within hours of a feed.",
                      "(A), (C) and (E) are each deficient. (A) confuses habit with need: rye and wholemeal feed a starter "
                      "well. (C) forgets that salt tightens the gluten. (E) inverts the timing: sourdough is the slower.")
    assert question.answer == ("B", "D")


def test_a_manifest_pasted_at_the_margin_is_kept_as_code_with_its_indentation(tmp_path):
    # ("apiVersion: v1" / "kind: ResourceQuota" / "spec:" / "  hard:" …: read line by line, it lost its indentation)
    question = parsed(tmp_path, "Which object caps the ovens one team may book?", LOAVES,
                      "A quota: the bakery's scheduler counts what each team holds.",
                      "Example of manifest:\n"
                      "apiVersion: v1\nkind: OvenQuota\nmetadata:\n  name: rye-team\nspec:\n  hard:\n"
                      "  - key: ovens\n    value: \"4\"\n  - key: trays\n    value: \"40\"\n"
                      "After it is applied, a fifth booking is refused.\nB asks for the wrong object.")
    assert ("    apiVersion: v1\n    kind: OvenQuota\n    metadata:\n      name: rye-team\n    spec:\n      hard:\n"
            "      - key: ovens\n        value: \"4\"\n      - key: trays\n        value: \"40\"") in question.full_explanation


@pytest.mark.parametrize("lines", [
    ["Decision:", "  - bake rye first", "  - proof overnight", "Rationale:", "  - the oven is hot at dawn"],  # (notes' headings)
    ["CANDIDATE: A minimal rule would be:", "HOST: go on", "  then: more"],  # (speakers, not keys)
])
def test_notes_under_headings_at_the_margin_are_no_manifest(lines):
    from deckgen.parse.codeblocks import yaml_runs
    assert yaml_runs(lines) == {}


@pytest.mark.parametrize("line", [
    "¹ The deck oven exposes its 4 decks through 2 doors, each door serving 2 decks",
    "² Baker's Handbook, \"Appendix – Proofing\"",
])
def test_a_footnote_carries_no_fact(line):
    assert no_fact(line)


def test_a_points_footnote_mark_goes_but_a_names_superscript_stays(tmp_path):
    question = parsed(tmp_path, "Which part of a sourdough starter does the rising?", None,
                      "Wild yeast makes the gas; lactic acid bacteria make the sour taste.",
                      "A starter holds wild yeast and lactic acid bacteria. The yeast makes carbon dioxide in every "
                      "feeding¹, and the gas lifts the dough. The bacteria make the acid that gives the sour taste. "
                      "The BAKE² oven line bakes it at 230 °C.\n"
                      "¹ Baker's Handbook, \"Appendix – Starters\".\n"
                      "A is wrong: flour feeds the culture but makes no gas.")
    points = question.infographic.points
    assert not any("¹" in point or point.startswith(("¹", "²")) for point in points), points


@pytest.mark.parametrize("line", [
    "Action items: Maria to order rye flour; Tom to clean the proofer",
    "Outcome: the odd one out is C, the steam injector",
    "Next steps: preheat the deck oven",
])
def test_a_meetings_action_items_and_outcome_are_chatty(line):
    from deckgen.parse.drawing_form import fault
    assert fault(line) == "chatty lead"


@pytest.mark.parametrize("said, key", [
    ("That's C, start the proofer an hour earlier and the dough is ready at dawn.", ("C",)),
    ("It's (C), --proof-time=90 on the proofer.", ("C",)),
])
def test_the_answer_pointed_at_before_what_it_says_is_the_key(tmp_path, said, key):
    # ("[9:05 PM] dee: … That's C, start opensm on a node …", "It’s (C), --set driver.enabled=false")
    question = parsed(tmp_path, "The rye is never ready when the shop opens. What should the baker change?", None,
                      "The dough needs 90 minutes to proof.", f"{said}\nA and D both leave the proof as it was. "
                      "B bakes hotter, which burns the crust before the crumb sets.")
    assert question.answer == key


def test_the_odd_one_out_named_with_its_letter_in_parentheses_is_the_key(tmp_path):
    question = parsed(tmp_path, "All of the following ovens can bake bread with steam EXCEPT which one?", None,
                      "Deck, combi and rack ovens all inject steam.",
                      "The odd one out is the plain convection oven (D). It has no steam line.")
    assert question.answer == ("D",)


def test_a_chats_time_and_handle_are_not_the_texts(tmp_path):
    from deckgen.parse.furniture import _without_furniture
    assert _without_furniture("[9:02 PM] rackmonkey: ok this one is a classic.") == "ok this one is a classic."
    assert _without_furniture("[03:18] Proofing takes an hour.") == "Proofing takes an hour."


@pytest.mark.parametrize("line", ["makes sense, the deck oven could have done it but the rack oven can't. noted",
                                  "Got it, so the rye goes in first"])
def test_a_chats_reply_is_no_point(line):
    from deckgen.parse.drawing_form import fault
    assert fault(line) != ""


def test_an_analysis_parse_reads_no_note_from_is_named_in_review(tmp_path):
    # ("Now about other variants. Variant with "limits.nvidia.com/gpu" looks logical, but …": no letter, no item parse reads)
    question = parsed(tmp_path, "Which object caps the ovens one team may book?", LOAVES,
                      "Answer: B. A quota counts what each team holds.",
                      "Now about other variants. The variant with a booking sheet looks logical, but nobody checks it. "
                      "The variant with a lock on the oven door stops everyone, not one team.")
    assert question.answer == ("B",)
    assert question.rationales == {}
    assert question.review["rationales"] == "the analysis speaks of the other options, but parse could not tell which note is whose"


def test_the_key_on_its_line_and_the_heading_over_the_analysis_do_not_end_the_explanation(tmp_path):
    # ("… on-call straight away.\n\nWhy the other candidate root causes were rejected\n\nAnswer: B": the analysis taken out)
    question = parsed(tmp_path, "Which piece of equipment lets a bakery bake forty trays of rolls at once, evenly?",
                      OVENS, "A rack oven turns a whole trolley of trays in moving hot air.",
                      "A rack oven turns the trolley so every tray sees the same heat.\n\n"
                      "Why the other candidate ovens were turned down by the board\n\n"
                      "A. A deck oven holds two or three trays a deck.\n"
                      "C. A steam injector bakes nothing by itself.\n"
                      "D. A proofing cabinet is far too cool to bake.\n\nAnswer: B.")
    assert question.answer == ("B",)
    assert question.full_explanation.endswith("sees the same heat."), question.full_explanation


@pytest.mark.parametrize("sentence, kept", [
    # (a verb's second thing after "with"; the last of a subject's verbs; the second of two things after an aside: a head
    # that leaves it out says something else than the sentence)
    ("The proofing ratio (often called the rise ratio) compares the volume a dough reaches overnight, in the cold room, "
     "with the volume it had when shaped, on the bench.", "with the volume it had"),
    ("For a rye sourdough fed once a day, an unfed starter smells sweet for a day, turns sour on the second day, and is "
     "then useless until it is fed twice.", "is then useless"),
    ("With the big deck oven and later models, the oven is a two-zone design: it has one top heater, which the timer "
     "owns, and a number of stone heaters underneath.", "stone heaters"),
])
def test_a_cut_never_leaves_out_what_the_head_holds_open(sentence, kept):
    from deckgen.parse.drawing_cut import clause_head
    head = clause_head(sentence)
    assert not head or kept in head or not head.endswith(("room", "day", "heater")), head


def test_a_noun_that_looks_like_such_a_verb_does_not_hold_the_cut():
    from deckgen.parse.drawing_open import held_open
    text = "The mount flag takes SRC:DST pairs, comma separated, with optional flags like ro."
    assert not held_open(text[:text.index(", with")], text, text.index(", with"))


def test_an_options_name_in_parentheses_after_its_letter_adds_no_letter(tmp_path):
    # ("A (H100 SXM) and B (H200 SXM) are both Hopper": the H of "H100" is no option)
    question = parsed(tmp_path, "All of the following ovens bake with steam EXCEPT which one?", None,
                      "The odd one out is the plain convection oven (D).",
                      "Why the others are true: A (Deck 4) and B (Combi 2) are both steam ovens, with a steam line. "
                      "C (Rack 9) and E (Combi 5) inject steam from a boiler. Only D lacks one.")
    assert question.answer == ("D",)
    assert set(question.rationales) == {"A", "B", "C", "E"}, question.rationales


def test_a_tools_output_line_led_by_an_options_name_is_no_item(tmp_path):
    # ("SW Power Cap                      : Active" in nvidia-smi's output: a reading, not option A's note)
    question = parsed(tmp_path, "Which of the following is NOT an oven alarm the controller reports?",
                      ["A. Door Open", "B. Low Steam", "C. Flour Dust", "D. Over Temp"],
                      "Flour dust is no alarm the controller knows.",
                      "On the controller's status page:\n"
                      "    Alarms\n        Door Open                : Active\n        Low Steam                : Not Active\n"
                      "        Over Temp                : Not Active\n"
                      "A, B and D all appear on that page, so none of them is the answer.")
    assert not any("Active" in reason for reason in question.rationales.values()), question.rationales


def test_an_options_name_before_its_verb_stays_the_subject_of_its_note(tmp_path):
    # ("Option A (16 GB) describes time-slicing, not MPS: …" -> "16 GB describes …", not "Describes …": a recall card
    # shows the note without its letter)
    question = parsed(tmp_path, "How much dough does each of 4 bakers get from a 16 kg batch split evenly?", None,
                      "About 4 kg each: the batch is split four ways.",
                      "Option A (16 kg) describes the whole batch, not a share. Option C (8 kg) splits it two ways. "
                      "Option D (2 kg) splits it eight ways.")
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("16 kg describes the whole batch"), question.rationales
    assert question.rationales["C"].startswith("8 kg splits it two ways")


def test_a_notes_lead_that_only_says_its_reason_differs_goes():
    from deckgen.parse.itemhead import head
    # ("C is wrong for a different reason: time-slicing works on …": the lead needs the notes before it)
    assert head("C is wrong for a different reason: rye flour feeds a starter well.")[2] == "Rye flour feeds a starter well."


def test_each_option_named_between_commas_after_a_group_gets_its_own_sentence(tmp_path):
    # ("A, B, D and E are all operands … A, the NVIDIA Container Toolkit DaemonSet, configures … B, DCGM Exporter, runs
    # as …": B's sentence, led by a name in capitals, was A's)
    question = parsed(tmp_path, "All of the following are jobs of the morning shift EXCEPT which one?", None,
                      "The delivery van is the evening shift's job.",
                      "Why the other four are true: A, B, D and E are all jobs the morning shift does. A, the rye mix, "
                      "starts at five. B, Oven Check, runs before the first bake. D, the proof, takes an hour. E, Shop "
                      "Opening, happens at seven. Only C belongs to the evening shift.")
    assert question.answer == ("C",)
    assert "Oven Check runs before the first bake" in question.rationales["B"]
    assert "Oven Check" not in question.rationales["A"]
    assert "Shop Opening happens at seven" in question.rationales["E"]


@pytest.mark.parametrize("line", [
    "The most common one is a starter that was fed too late",  # (one of a kind the sentence before named)
    "The baker's whole job at dawn is to pick that temperature",  # (a thing the sentence before named, at the line's end)
    "Prometheus scrapes that endpoint on its own schedule",
    "The proofer then raises the dough to 35 °C",  # (a step after the one before)
    "Oven tip from the baker: preheat for an hour",
])
def test_a_line_that_points_at_the_sentence_before_is_no_point(line):
    from deckgen.parse.drawing_form import fault
    assert fault(line) != ""


@pytest.mark.parametrize("line", [
    "The oven shows the jobs that are in the queue",  # (a relative "that", not a pointer)
    "Bread flour is used to build the doughs that rise on the bench",
    "Start with the rye and then bake the wheat loaves",  # ("and then": a sequence the line holds)
    "If the dough is slack, then it needs a longer proof",
    "Read two things from the proofer: the temperature and the humidity",
])
def test_lines_that_only_look_like_pointers_are_still_points(line):
    from deckgen.parse.drawing_form import fault
    assert fault(line) == ""


@pytest.mark.parametrize("stem, name", [
    # (the kind of thing asked for is no concept: "Response sequence", "Exporter metric", "Pipeline setting")
    ("A shop's rye failed twice this week. Which response sequence is correct for this situation?", ""),
    ("The oven logs every fault. Which oven metric would you build that alert on?", "FAULT_COUNT"),  # (not "What peak
    # bandwidth should it report?": a quantity asked for names its concept)
    # (a question's words cut before the clause after them, "… and what happens | when it fails")
    ("Which statement correctly describes how the head baker is chosen and what happens when she is ill?", ""),
    ("A bakery bakes 40 trays at dawn. Which 3-oven layout is the best choice?", ""),
])
def test_a_title_is_never_the_kind_asked_for_nor_a_question_cut(stem, name):
    from deckgen.parse.drawing_title import title
    made = title(stem, name)
    assert made in ("", name), made


def test_a_statement_questions_answer_is_no_title():
    from deckgen.parse.drawing_title import title
    # ("Which statement correctly compares the two metrics?" titled "TTFT covers queueing plus prefill …")
    assert title("Which statement correctly compares the two timers?", "Proof time covers the rise plus the rest") == ""


@pytest.mark.parametrize("line", [
    '"The proofer heats the dough directly and keeps it warm itself" — not at all.',  # (an option's claim, denied)
    "The scheduler scrapes that endpoint on its own timer and stores the bookings.",
    "Run:bake then packs two trays onto one rack and keeps each to its half of the oven.",
])
def test_an_answer_line_never_leans_on_the_sentence_before_nor_quotes_a_denied_claim(line):
    from deckgen.parse.answerform import reads_alone
    assert reads_alone(line)


def test_a_not_questions_options_are_named_from_the_names_its_analysis_gives_in_parentheses(tmp_path):
    # ("A (H100 SXM) and B (H200 SXM) are both Hopper … Only D (A100 80GB) lacks FP8": every option named, so the card asks
    # with them instead of an EXCEPT question that lists nothing)
    question = parsed(tmp_path, "All of the following ovens bake with steam EXCEPT which one?", None,
                      "The odd one out is the plain convection oven (D).",
                      "Why the others are true: A (Deck 4) and B (Combi 2) are both steam ovens, with a steam line. "
                      "C (Rack 9) and E (Combi 5) inject steam from a boiler. Only D (Convect 1) lacks one.")
    assert question.answer == ("D",)
    assert question.options == {"A": "Deck 4", "B": "Combi 2", "C": "Rack 9", "D": "Convect 1", "E": "Combi 5"}
    assert "options" not in question.review


def test_a_readers_vote_is_no_options_name():
    from deckgen.parse.answernames import letter_named
    assert letter_named("C", "Discussion: C (92%)  B (8%)   — 57 votes") == ""
    assert letter_named("D", "Only D (Convect 1) lacks one.") == "Convect 1"


@pytest.mark.parametrize("line, alone", [
    ("Everythin' else — the proofer, the mixer, the slicer — still gets switched on as normal", False),
    ("The rest of the loaves go to the shop", False),
    ("Everything is baked by six", True),
    ("The restart of the oven takes an hour", True),
])
def test_everything_else_needs_the_sentence_before_it(line, alone):
    from deckgen.parse.drawing_form import fault
    assert (fault(line) == "") == alone
