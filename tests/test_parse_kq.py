"""Cards of the forms the readers of the held-out sets of the fifty-fifth session failed, or that the last session left
noticed, read by `parse`. Written for these tests, on a topic of their own (a village bakery's oven), in other words than
the texts that showed the forms.
"""
from __future__ import annotations

import pytest

from deckgen.parse.answerkind import kind
from deckgen.parse.answerpick import figures
from deckgen.parse.described import with_letters
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_refers import refers_back
from helpers import parsed_question as parsed

LOAVES = "The loaves came out pale on top and burnt underneath. What is the most likely cause?"
CAUSES = ["A. The dough was proved for too short a time, so it could not rise.",
          "B. The baker set the oven ten degrees too cool for the whole bake.",
          "C. The bottom element was left on full while the top element had failed.",
          "D. The flour was milled from a soft wheat with too little protein.",
          "E. The loaves were sliced before they had cooled on the rack."]
SHORT = "Heat that comes only from below browns the base and leaves the crust pale."


def _table(rows: list[tuple[str, str, str]], header: str = "Suspect | Verdict | Why") -> str:
    return "\n".join([header, "---+---+---", *(" | ".join(row) for row in rows)])


def test_a_table_of_the_options_in_other_words_than_theirs_is_read_by_its_rows(tmp_path):
    # (keyed km 6717: "C++ linkage, mangled symbol name | The cause | …" of "The kernel has C++ linkage, so its symbol …", every
    # row so; no note was read)
    rows = [("Dough proved too short", "Not the cause", "A short proof gives a dense loaf, evenly coloured."),
            ("Oven ten degrees too cool", "Not the cause", "A cool oven pales the whole loaf, base included."),
            ("Bottom element on, top element failed", "The cause", "All the heat came from below."),
            ("Soft wheat, too little protein", "Not the cause", "Weak flour spreads the loaf; it does not burn one side."),
            ("Loaves sliced before a short cooling time", "Not the cause", "Slicing warm bread gums the crumb after the bake.")]
    question = parsed(tmp_path, LOAVES, CAUSES, SHORT, "Read the crust like a map.\n\n" + _table(rows))
    assert question.answer == ("C",)  # (the last row's words are most of them option E's, some option A's)
    assert question.rationales["D"].startswith("Weak flour spreads the loaf")


def test_a_table_whose_first_cells_name_only_some_options_in_other_words_is_not_read_by_them(tmp_path):
    # (each row must be found, each option once: four of five loose rows letter nothing)
    rows = [("Dough proved too short", "Not the cause", "A short proof gives a dense loaf, evenly coloured."),
            ("Oven ten degrees too cool", "Not the cause", "A cool oven pales the whole loaf, base included."),
            ("Bottom element on, top element failed", "The cause", "All the heat came from below."),
            ("Weather on the day", "Not the cause", "Damp air slows the proof; it does not burn one side.")]
    question = parsed(tmp_path, LOAVES, CAUSES, SHORT, "Read the crust like a map.\n\n" + _table(rows))
    assert question.answer == ()


def test_a_verdict_column_of_three_values_all_but_one_refusing_plainly(tmp_path):
    # (keyed km 6707: "Best next step" on one row among "Wrong palm" three times and "Not yet ripe" once: all were read wrong)
    rows = [("(A)", "Wrong loaf", "A longer proof gives height, not colour on top."),
            ("(B)", "Wrong loaf", "A hotter oven burns the base sooner."),
            ("(C)", "Bake it so", "With the top element mended the heat comes from both sides."),
            ("(D)", "Wrong loaf", "Strong flour changes the crumb, not where the heat comes from."),
            ("(E)", "Not yet risen", "The crust already tells where the heat came from.")]
    question = parsed(tmp_path, "The loaves came out pale on top and burnt underneath. What is the best next action?",
                      ["(A) Prove the dough for an hour longer.", "(B) Set the oven twenty degrees hotter.",
                       "(C) Mend the top element before the next bake.", "(D) Buy a strong bread flour.",
                       "(E) Bake another batch and watch it first."],
                      SHORT, "The crust is the baker's map.\n\n" + _table(rows, "Option | Verdict | Why"))
    assert question.answer == ("C",)
    assert question.rationales["E"] == "The crust already tells where the heat came from."


def test_a_verdict_column_whose_cells_are_each_a_reason_is_no_column_of_marks(tmp_path):
    # (keyed iu 5827: "Fixes the cause; best next step" over "Caches still die with --rm; no" and three other reasons, each
    # different: the reasons stay in the notes)
    rows = [("A", "a taller loaf", "Proof changes height; no"), ("B", "a cooler oven", "Cooler still pales the top; no"),
            ("C", "heat from both sides", "Mends the cause; best next step"), ("D", "a stronger crumb", "Flour is not the heat; no"),
            ("E", "a day's wait", "Waits a day for nothing; no")]
    question = parsed(tmp_path, "The loaves came out pale on top and burnt underneath. What is the best next action?",
                      ["(A) Prove the dough for an hour longer.", "(B) Set the oven twenty degrees cooler.",
                       "(C) Mend the top element before the next bake.", "(D) Buy a strong bread flour.",
                       "(E) Bake another batch and watch it first."],
                      SHORT, "The crust is the baker's map.\n\n" + _table(rows, "Option | What it changes | Verdict")
                      + "\n\nMend the top element: C.")
    assert "Cooler still pales the top" in question.rationales.get("B", "")


def test_verdict_cells_of_a_word_a_dash_and_why(tmp_path):
    # (keyed hv 5324: "Loose - lines the plates up, chalks nothing" over "Tight - this is your chalk man": all read wrong)
    rows = [("A", "what the dough did", "Flat - gives a dense loaf, not a pale one"),
            ("B", "what the oven did", "Flat - pales the base as well"),
            ("C", "what the elements did", "Golden - all the heat from below"),
            ("D", "what the flour did", "Flat - spreads the loaf, burns nothing"),
            ("E", "what the knife did", "Flat - after the bake, not in it")]
    question = parsed(tmp_path, LOAVES, CAUSES, SHORT, "Read the crust like a map.\n\n" + _table(rows, "Cause | Where it shows | Verdict"))
    assert question.answer == ("C",)


def test_a_short_explanation_led_by_the_answers_letter_in_brackets_and_its_option(tmp_path):
    # (KQ 6788: "[C] 32 microbatches. 64 × 8 = 512 …" left the key empty)
    question = parsed(tmp_path, "How many loaves does one tray hold when the oven bakes 96 in 3 trays?",
                      ["A. 16 loaves", "B. 24 loaves", "C. 32 loaves", "D. 48 loaves"],
                      "[C] 32 loaves. 96 / 3 = 32 on each tray, where six trays would hold 16 loaves.",
                      "Count the trays, then share the loaves: 96 / 3 = 32.\n\nNow every figure, by its own weight:\n\n"
                      "The 32-loaf figure [C] is sound: three trays share 96.\n\nThe 16-loaf figure [A] shares them over six "
                      "trays.\n\nThe 24-loaf figure [B] counts four trays.\n\nThe 48-loaf figure [D] counts two trays.")
    assert question.answer == ("C",)


def test_a_short_explanation_led_by_the_answers_letter_and_a_colon_where_no_option_is_listed(tmp_path):
    # (KT 6848: "D: call bridge.save_hf_pretrained(…). save_hf_weights only fills …": the options unlisted, all five read wrong)
    question = parsed(tmp_path, "The loaves came out pale on top and burnt underneath. What should the baker do first?", None,
                      "D: mend the top element. A cooler oven only pales the base as well.",
                      "Option A proves the dough longer, which is not the problem.\n\nOption B turns the oven down; the base "
                      "still burns first.\n\nOption C buys a new flour, which changes the crumb only.\n\nOption D mends the "
                      "element, so the heat comes from both sides.\n\nOption E waits a day, and the element stays broken.")
    assert question.answer == ("D",)


def test_groups_of_letters_whose_words_run_to_a_phrase(tmp_path):
    # (KQ 6795: "B, D and E all hold. …" over "A and C both get the pipe graph wrong. …": the group's words ran past two)
    question = parsed(tmp_path, "Which THREE statements about the bakery's oven are true?",
                      ["A. The oven heats only from the top.", "B. The top element browns the crust.",
                       "C. The door may stay open while it bakes.", "D. The bottom element bakes the base.",
                       "E. A stone floor holds the heat."], SHORT,
                      "An oven bakes from both sides.\n\nB, D and E all hold. B is how a crust browns. D is true because the "
                      "base sits on the element. E describes the floor exactly: the stone keeps the heat.\n\nA and C both "
                      "get the oven's heat wrong. A is false because heat comes from both elements. C is false because an "
                      "open door lets the heat out.")
    assert question.answer == ("B", "D", "E")


def test_items_led_by_an_options_gist_whose_verdict_closes_them_before_a_dash(tmp_path):
    # (KT 6854: "Option A, adding cudaDeviceSynchronize() …: a full-device sync … Wrong move — the line only gets slower." and
    # "… Right — this is the best next action.", the options unlisted: nothing was read)
    full = ("The crust is the baker's map.\n\n"
            "Option A, proving the dough an hour longer: a longer proof gives height, not colour. Wrong move — the loaf "
            "only gets taller.\n\n"
            "Option B, turning the oven twenty degrees down: the base still burns first. Wrong — the same burn, later.\n\n"
            "Option C, mending the top element before the next bake: heat comes from both sides again. Right — this is "
            "the best next action.\n\n"
            "Option D, buying a strong bread flour: flour changes the crumb, not the heat. Wrong — the wrong sack.")
    question = parsed(tmp_path, "The loaves came out pale on top and burnt underneath. What is the best next action?", None,
                      SHORT, full)
    assert question.answer == ("C",)
    assert question.rationales["B"].endswith("the base still burns first.")


def test_items_named_by_their_gist_after_a_paragraph_whose_sentence_has_a_colon_too(tmp_path):
    # (KT 6847: "Checkpoints come in two kinds of fields. checkpoint.pretrained_checkpoint only initialises weights: …" before
    # five lines "Separate peft() entry point: there is none; …. False.": six lines led by a colon, none read as an option's)
    full = ("An oven bakes from both sides.\n\nThe elements come in two kinds. The top one browns the crust: the bottom one "
            "bakes the base.\n\n"
            "Heat only from the top: both elements heat the oven. False.\n"
            "Top element browning the crust: that is its job. True.\n"
            "Door open while baking: an open door lets the heat out. False.\n"
            "Bottom element baking the base: the base sits right on it. True.\n"
            "Stone floor holding the heat: the stone stays hot for an hour. True.")
    question = parsed(tmp_path, "Which THREE statements about the bakery's oven are true?",
                      ["A. The oven heats only from the top.", "B. The top element browns the crust.",
                       "C. The door may stay open while it bakes.", "D. The bottom element bakes the base.",
                       "E. A stone floor holds the heat."], SHORT, full)
    assert question.answer == ("B", "D", "E")


@pytest.mark.parametrize("point", [
    "A baker's peel is that oar",  # (KR 6811 "A CUDA stream is that tide": the picture before it)
    "The top element is that sun, and the bottom one is the hearth",
])
def test_a_point_that_names_its_subject_by_the_picture_before_it_refers_back(point):
    assert refers_back(point, "point")


@pytest.mark.parametrize("point", [
    "Bhau, think of the village mill before the harvest",  # (JD 6011: an image the text goes on to draw)
    "In oven terms: the stone floor is the hearth of the house",  # (KQ 6794 "In thimble terms: …", keyed kc 6514)
])
def test_a_point_that_opens_a_picture_carries_no_fact(point):
    assert no_fact(point)


@pytest.mark.parametrize("point", [
    "In CUDA terms, cluster.sync() is a collective over all threads of the cluster",
    "In heat terms, 1 kW is about 3,412 BTU an hour",
    "The catch is that the dough is too wet",
])
def test_points_told_in_a_names_terms_or_with_a_figure_or_a_clause_after_that_are_facts(point):
    assert not no_fact(point) and not refers_back(point, "point")


def test_a_short_explanation_led_by_the_best_next_action_and_a_colon_where_no_option_is_listed(tmp_path):
    # (KV 6899: "C is the best next action: make the tool choosy. …", the options named by their text: no key)
    question = parsed(tmp_path, "The loaves came out pale on top and burnt underneath. What is the best next action?", None,
                      "C is the best next action: mend the top element. A cooler oven only pales the base as well.",
                      "A longer proof gives height, not colour. A cooler oven pales the whole loaf. New flour changes the crumb.")
    assert question.answer == ("C",)


def test_a_letter_stated_that_no_option_has_is_a_words(tmp_path):
    # (KW 6904: "The answer is c, dDFI." and "… but the first letter is h.": C and H stated, and no key)
    question = parsed(tmp_path, "Which mark does the baker stamp on a rye loaf baked on the stone?",
                      ["a. hRS", "b. dSR", "c. dRS", "d. dRR"], "The answer is c, dRS. Read it letter by letter.",
                      "Anna: Start with a, hRS.\nBen: The R and S are in the right place, but the first letter is h. That is the tin, "
                      "not the stone.\nAnna: And c, dRS?\nBen: Every letter matches. That is the one.")
    assert question.answer == ("C",)


def test_notes_that_quote_their_claim_before_the_voices_verdict_words(tmp_path):
    # (KX 6920: '"A GET sent to a proxy comes back as a redirect …" Em i stret. …' on four, '"…" Giaman. …' on one: all were read wrong)
    claims = ["The oven heats from both elements.", "The top element browns the crust.",
              "An open door keeps the heat in.", "The stone floor holds the heat for an hour."]
    notes = [f'{letter}. "{claim}" {"Giaman" if letter == "C" else "Em i stret"}. The baker says so at the door.'
             for letter, claim in zip("ABCD", claims)]
    question = parsed(tmp_path, "Which statement about the bakery's oven is NOT true?", None, SHORT,
                      "An oven bakes from both sides.\n\n" + "\n".join(notes))
    assert question.answer == ("C",)


@pytest.mark.parametrize("asked, expected", [
    ("Which missing part explains why the oven was not lit?", "cause"),  # (KW 6912: read as "Which is NOT true?")
    ("Which setting bakes every tray except the top one?", "thing"),  # (KX 6934 "… with every test except that one?")
    ("Which statement about the oven is NOT true?", "negative"),
    ("All of the following are true of the oven except which one?", "negative"),
])
def test_a_not_or_except_inside_what_is_asked_about_is_no_negative_question(asked, expected):
    assert kind(asked) == expected


def test_a_point_that_tells_the_voices_picture_is_not_drawn(tmp_path):
    # (KQ 6792 "No starch settles before the pith is washed", KR 6811 "A CUDA stream is that tide": the voice's picture, told in
    # plain sentences, then tied to the topic)
    full = ("A miller grinds before he sifts. The flour falls through the sieve, and the bran stays on the mesh.\n\n"
            "The top element of the oven (2 kW) browns the crust; the bottom element (3 kW) bakes the base.\n\n"
            "A loaf burnt underneath is bran left on the mesh of the sieve.\n\n"
            "With the top element broken, all 3 kW come from below, so the base burns before the crust colours.")
    points = parsed(tmp_path, LOAVES, CAUSES, "C. " + SHORT, full).infographic.points
    assert not any("sieve" in point for point in points)
    assert any("all 3 kW come from below" in point for point in points)


def test_a_fact_said_once_in_plain_words_is_no_picture(tmp_path):
    # (keyed: "The reduced mantissa precision has little practical impact on convergence …", said once, and a fact; the
    # options' and the question's words are never the picture's)
    full = ("The top element of the oven (2 kW) browns the crust; the bottom element (3 kW) bakes the base.\n\n"
            "Heat that comes only from below burns the base of a loaf before its crust can colour.")
    points = parsed(tmp_path, LOAVES, CAUSES, "C. " + SHORT, full).infographic.points
    assert any("Heat that comes only from below" in point for point in points)
    assert any("2 kW" in point for point in points)


def test_a_figure_in_minutes_seconds_or_hours_is_read_and_compared_by_its_symbol():
    # (KX 6938: "Answer: B, 165 minutes, …" gave no figure, and the line was "… 3 hours, which is 180 minutes.", a step of the
    # sum; "B: 80 seconds" and "= 80 s" must stay one figure, keyed el 3565)
    assert figures("Answer: B, 165 minutes, so the timer is set.") == {"min": {"165"}}
    assert figures("the answer is B: 80 seconds") == figures("= 80 s") == {"s": {"80"}}
    assert figures("it bakes for 2 hours") == figures("it bakes for 2 h") == {"h": {"2"}}


def test_paragraphs_that_each_tell_an_option_by_what_it_says_no_letter_anywhere(tmp_path):
    # (KW 6903: "A stale hierarchy would hurt FGMRES just as much, … Not the cause." for each wrong option, then "PCG needing a
    # symmetric positive definite matrix is the real problem: … That is the cause"; no letter: no key)
    full = ("Read the crust like a map.\n\n"
            "A short proof of the dough would give a dense loaf, evenly coloured, not one burnt below. Not the cause.\n\n"
            "An oven set ten degrees too cool would pale the whole loaf, the base included. Not the cause.\n\n"
            "The bottom element left on full with the top element failed puts all the heat below. That is the cause.\n\n"
            "A soft wheat flour with too little protein spreads the loaf; it does not burn one side. Not the cause.\n\n"
            "Loaves sliced before they cooled on the rack gum the crumb after the bake. Not the cause.")
    question = parsed(tmp_path, LOAVES, CAUSES, SHORT, full)
    assert question.answer == ("C",)
    assert question.rationales["B"].startswith("An oven set ten degrees too cool")


def test_dialogue_turns_are_no_paragraphs_of_the_options():
    # (keyed ie 5504: "Kong Iaineh: Then per truck? …" would be read as option B's note)
    full = ("Anna: A short proof of the dough would give a dense loaf, evenly coloured.\n\n"
            "Ben: An oven set ten degrees too cool would pale the whole loaf, the base included.\n\n"
            "Anna: The bottom element left on full with the top element failed puts all the heat below.\n\n"
            "Ben: A soft wheat flour with too little protein spreads the loaf; it does not burn one side.")
    options = {line[0]: line[3:] for line in CAUSES[:4]}
    assert with_letters(full, options) == full
    assert with_letters(full.replace("Anna: ", "").replace("Ben: ", ""), options).count("Option ") == 4


def test_a_text_that_writes_its_options_letters_anywhere_is_not_read_by_paragraphs():
    # (keyed al 1494 "Not A - …", dg 2954 "| a | … |" rows, ku 6863 "A      | Wrong |": their letters are read as they are)
    options = {line[0]: line[3:] for line in CAUSES[:4]}
    full = ("A short proof of the dough would give a dense loaf, evenly coloured.\n\n"
            "An oven set ten degrees too cool would pale the whole loaf, the base included.\n\n"
            "The bottom element left on full with the top element failed puts all the heat below.\n\n"
            "A soft wheat flour with too little protein spreads the loaf; it does not burn one side.")
    for written in ("Not A - the proof is fine.", "| c | Wrong | the flour |", "A      | Wrong | the proof |", "So C it is."):
        assert with_letters(f"{full}\n\n{written}", options) == f"{full}\n\n{written}"
