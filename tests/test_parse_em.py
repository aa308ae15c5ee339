"""Cards and lines of the forms the readers of the held-out sets EM to EP (thirty-ninth session) failed, and of older sets'
forms the session's diffs showed (BD, DG, DY, EA, EG, EL), read by `parse`. Written for these tests, on a topic of their own
(kayaking), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.answerkind import kind
from deckgen.parse.answerother import other_numbered, retold
from deckgen.parse.drawing_form import fault
from deckgen.parse.furniture import _without_furniture
from deckgen.parse.stated import stated_answers

STEM = "A kayak keeps turning to the left although the paddler strokes evenly on both sides. What is the most likely cause?"
OPTIONS = ["A. The paddle is too long", "B. The skeg is bent", "C. The seat is too high", "D. The hull is too short"]
SHORT = "A bent skeg pushes the stern sideways on every stroke, so the bow swings the other way."
BODY = "The skeg is the small fin under the stern that keeps a kayak tracking straight.\n\n"
TWO_STEM = "Which TWO habits keep a kayak tracking straight? (Choose two.)"
TWO_OPTIONS = ["A. Leaning back", "B. Even strokes", "C. Gripping the paddle hard", "D. A straight skeg",
               "E. Paddling faster"]


@pytest.mark.parametrize("verdicts, answer", [
    (("So A, it is wrong.", "So B, it is correct.", "So C, it is wrong.", "So D, it is wrong."), ("B",)),  # (EG 3477)
    (("Thus (A) is wrong.", "Thus (B) is right.", "Thus (C) is wrong.", "Thus (D) is wrong."), ("B",)),
    (("So A, it is not correct.", "So B, it is not wrong.", "So C, it is not correct.", "So D, it is wrong."), ("B",)),
])
def test_an_item_that_ends_by_saying_its_own_letter_is_right_or_wrong_is_read(tmp_path, verdicts, answer):
    reasons = ("A long paddle only tires the arms.", "A bent fin pushes the stern aside.", "A high seat only rocks the boat.",
               "A short hull turns easily both ways.")
    analysis = "Now the options, each with its reason first:\n" + "\n".join(
        f"{letter}. {reason} {verdict}" for letter, reason, verdict in zip("ABCD", reasons, verdicts))
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == answer


def test_an_item_that_tells_the_options_claim_first_gives_its_correction_as_the_note(tmp_path):
    # (EA 3344, DG 2949 "Option A said the card is defective …. At idle the drop …": notes and lines led by "Said …")
    stem = "Which statement about a kayak's skeg is true?"
    analysis = ("Option A said the skeg steers the kayak like a rudder. A skeg only keeps it tracking; a rudder turns it. So A is false.\n"
                "Option B said a deployed skeg keeps the kayak tracking straight in a crosswind. So B is true.\n"
                "Option C said the skeg must stay down when landing on a beach. It would snap on the sand. So C is false.\n"
                "Option D said a skeg makes a kayak faster. It adds drag, not speed. So D is false.")
    question = parsed(tmp_path, stem, [], "A skeg keeps a kayak tracking straight when the wind pushes its stern.", f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("A skeg only keeps it tracking")
    assert not question.answer_text.startswith("Said")


@pytest.mark.parametrize("closing, answer", [
    ("Therefore the true cause is the third explanation, C.", ("C",)),
    ("So the answer is the third explanation, C.", ("C",)),
    ("", ()),  # (EN 3608: read as D, a letter no item judged, before the options told were kept apart from notes)
])
def test_options_told_in_one_sentence_are_no_notes_and_leave_no_letter_to_infer(tmp_path, closing, answer):
    stem = "A kayak keeps turning left. What is the cause of this?"
    analysis = ("Four explanations were offered at the club: (A) that the paddle was too long; (B) that the seat was too high; "
                "(C) that the skeg was bent; and (D) that the hull was too short.\n\n"
                "The claim about the long paddle is mistaken: a long paddle only tires the arms.\n\n"
                "The claim about the seat is mistaken: a high seat only rocks the boat.\n\n"
                "The claim about the bent skeg fits every sign: it pushes the stern sideways.\n\n" + closing)
    question = parsed(tmp_path, stem, [], SHORT, f"{BODY}{analysis}")
    assert question.answer == answer


@pytest.mark.parametrize("text, letters", [
    ("Only one fin is bent, so the letter to mark is B.", ("B",)),  # (EO 3633)
    ("The account that checks out is (B). The rest is noise.", ("B",)),  # (EP 3642)
    ("The paddling answer (paddling is our word for correct) is B, the bent skeg.", ("B",)),  # (EN 3601)
    ("So the figure to chalk on the club's whiteboard is option B, the bent skeg.", ("B",)),  # (EP 3641)
    ("So that's your two for the boat: B and D.", ("B", "D")),  # (EP 3645)
    ("The two habits that keep the kayak straight are B and D: even strokes and a straight skeg.", ("B", "D")),  # (EP 3657)
    ("B it is, the bent skeg, the culprit under the stern;", ("B",)),  # (EN 3619)
    ("GAME OVER, and it's B! The skeg was bent.", ("B",)),  # (EN 3600)
    ("So that's your two traps: A and C.", ()),
    ("The two that fail to steer are A and C.", ()),
])
def test_an_answer_stated_in_more_of_a_voices_words_is_read(text, letters):
    assert stated_answers(text, set(), False)[0] == letters


def test_a_pair_an_item_counts_as_the_answers_is_read(tmp_path):
    # (EM 3585 "B and D are the two arrows in the gold." read as an item calling B and D wrong: no key)
    analysis = ("B and D are the two paddles in the water.\n"
                "B and D both keep the bow pointing where the paddler looks.\n"
                "A and C both move the paddler, not the boat. E only makes the turn come sooner.")
    question = parsed(tmp_path, TWO_STEM, TWO_OPTIONS, "Even strokes and a straight skeg keep a kayak straight.", f"{BODY}{analysis}")
    assert question.answer == ("B", "D")


@pytest.mark.parametrize("tails, answer", [
    ((": false.", ": true.", ": false.", ": false."), ("B",)),  # (EP 3657 "…, so this load falls off the trail: false.")
    ((" = WRONG.", " = CORRECT.", " = WRONG.", " = WRONG."), ("B",)),  # (EO 3639)
])
def test_a_verdict_after_a_colon_or_an_equals_sign_ends_an_item(tmp_path, tails, answer):
    stem = "Which statement about a kayak's skeg is true?"
    options = ["A. It steers like a rudder", "B. It keeps the kayak tracking", "C. It must stay down on a beach", "D. It adds speed"]
    claims = ("A skeg never turns the boat, so this one sinks", "A skeg holds the stern in the wind, so this one floats",
              "A skeg snaps on sand, so this one sinks", "A skeg adds drag, so this one sinks")
    analysis = "\n".join(f"{letter}. {claim}{tail}" for letter, claim, tail in zip("ABCD", claims, tails))
    question = parsed(tmp_path, stem, options, "A skeg keeps a kayak tracking straight.", f"{BODY}{analysis}")
    assert question.answer == answer
    assert question.rationales["A"].startswith("A skeg never turns the boat")


def test_a_verdict_label_before_a_colon_is_cut_with_its_verdict(tmp_path):
    # (CX, CY, DJ "… Verdict: false." had left "… Verdict." in the note once a verdict after a colon was read)
    stem = "Which statement about a kayak's skeg is true?"
    options = ["A. It steers like a rudder", "B. It keeps the kayak tracking", "C. It must stay down on a beach", "D. It adds speed"]
    analysis = ("A. A skeg never turns the boat. Verdict: false.\nB. A skeg holds the stern in the wind. Verdict: true.\n"
                "C. A skeg snaps on sand. Verdict: false.\nD. A skeg adds drag. Verdict: false.")
    question = parsed(tmp_path, stem, options, "A skeg keeps a kayak tracking straight.", f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"] == "A skeg never turns the boat."


@pytest.mark.parametrize("marks, answer", [
    (("Capsized.", "Upright, this is our boat.", "Capsized.", "Capsized."), ("B",)),  # (EP 3647 "Blown cover." over "Confirmed, …")
    (("Negative.", "Affirm.", "Negative.", "Negative, unable."), ("B",)),  # (EL 3570)
])
def test_a_voices_marks_are_compared_by_their_words_before_a_comma(tmp_path, marks, answer):
    reasons = ("A long paddle only tires the arms.", "A bent fin pushes the stern aside on every stroke.",
               "A high seat only rocks the boat.", "A short hull turns easily both ways.")
    analysis = "Option by option, the reason, then my call:\n" + "\n".join(
        f"{letter}. {reason} {mark}" for letter, reason, mark in zip("ABCD", reasons, marks))
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == answer


def test_a_mark_before_a_reason_keeps_the_flag_the_reason_starts_with(tmp_path):
    # (DF 2975 "TURNED AWAY. -mig 1 enables …" gave the note "Mig 1 enables …")
    options = ["A. kayak --trim", "B. kayak --skeg up", "C. kayak -mig 1", "D. kayak --rudder"]
    analysis = ("A. TURNED AWAY. --trim sets the seat, not the fin.\nB. WAVED THROUGH. --skeg up lifts the bent fin out of the water.\n"
                "C. TURNED AWAY. -mig 1 splits the boat in seven, which no kayak does.\nD. TURNED AWAY. --rudder adds a second fin.")
    question = parsed(tmp_path, "Which command stops the kayak turning?", options, "Lift the bent skeg.", f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["C"].startswith("-mig 1 splits the boat")


@pytest.mark.parametrize("line, asked, other", [
    ("Level 1 is the entrance squeeze, a few seconds of checks.", "How long does that level-2 run take?", True),  # (EO 3626, BD 1851)
    ("Level 2 takes about two minutes; level 1 takes seconds.", "How long does that level-2 run take?", False),
    ("Budget about two minutes.", "How long does that level 2 run take?", False),
    ("Port 8001 serves gRPC.", "Which port serves the metrics?", False),
])
def test_a_line_about_another_numbered_thing_than_the_question_names_is_doubted(line, asked, other):
    assert other_numbered(line, asked) is other


def test_a_question_for_the_option_a_glossed_word_calls_wrong_is_a_negative_one(tmp_path):
    # (EM 3594 "Which one is lepat (wrong)?": the false claim was shown as the answer line)
    assert kind("Which one is salah (wrong)?", 1) == "negative"
    stem = "Four paddlers each said one thing about the skeg. Which one is salah (wrong)?"
    options = ["A. It keeps the kayak tracking", "B. It can be raised in shallow water", "C. It sits under the stern",
               "D. It steers the kayak like a rudder"]
    analysis = ("A is true. B is true. C is true.\n"
                "D is the salah one. A skeg never steers; it only keeps the kayak tracking while the paddler steers.")
    question = parsed(tmp_path, stem, options, "A skeg never steers a kayak; a rudder does.", f"{BODY}{analysis}")
    assert question.answer == ("D",)
    assert "steers the kayak like a rudder" not in question.answer_text


def test_it_in_an_option_stands_for_a_model_name_the_question_gives_in_capitals(tmp_path):
    # (EN 3613 "Its 72 Blackwell GPUs …" read as "Grace CPUs’s 72 Blackwell GPUs …": "GB200 NVL72" passed over as shouting)
    stem = "The club's rack holds Paddles and Spray Decks. Which TWO statements about the KX200 SEA2 are correct?"
    options = ["A. Its hull is 4.2 m long", "B. It has no skeg", "C. Its skeg can be raised from the cockpit",
               "D. It weighs 80 kg"]
    analysis = ("The KX200 SEA2 is a touring kayak with a drop skeg; Spray Decks keep the water out of it.\n"
                "B is wrong: the KX200 SEA2 has a drop skeg.\n"
                "D is wrong: it weighs 24 kg.")
    question = parsed(tmp_path, stem, options, "The KX200 SEA2 is 4.2 m long and its skeg is raised from the cockpit.",
                      f"{BODY}{analysis}")
    assert question.answer == ("A", "C")
    assert "Paddles’s" not in question.answer_text and "Spray Decks’s" not in question.answer_text


@pytest.mark.parametrize("text, letters", [
    ("The paddle that goes in clean is B. It is the bent skeg that turns the boat.", ("B",)),  # (EQ 3670, ES 3710)
    ("So the boat to hand the customer is B.", ("B",)),  # (EQ 3678)
    ("B, D and E. A straight skeg and even strokes keep a kayak on its line.", ("B", "D", "E")),  # (ES 3715, ET 3727: the short
    # explanation led by its letters alone)
    ("B, 2-4-1-3. First the spray deck, then the seat.", ("B",)),  # (EQ 3666: a letter and its one-word value)
    ("The option that most people pick is A.", ()),  # (what others choose, not the answer)
    ("The boat that sinks is A.", ()),
    ("The kayak that the club lends out is C.", ()),  # (what goes "out" or "off" is no answer)
])
def test_an_answer_led_by_its_letters_or_named_by_a_clause_of_its_own_is_read(text, letters):
    assert stated_answers(text, set(), False)[0] == letters


@pytest.mark.parametrize("text, claim", [
    ('The "swapped" reading says the skeg is the rudder and the rudder the skeg', True),  # (ET 3738)
    ("The comparison that says a skeg steers and a rudder tracks", True),  # (ER 3687)
    ("Option C says the seat is too high", True),
    ("The skeg says nothing about speed; it only keeps the line", False),
    ("The club's manual states that a skeg must be raised on a beach", False),
])
def test_an_options_claim_retold_is_no_point_nor_line(text, claim):
    assert retold(text) is claim
    assert fault(text) if claim else fault(text) != "an option's claim retold"


@pytest.mark.parametrize("line", [
    "Community answers: A 11% · B 83% · C 2% · D 4%",  # (EM 3592, EP 3644)
    "Community answers: C 58% · A 31% · B 7% · D 4%  (212 votes)",
    "AC (74%) BC (19%) Other (7%)",  # (EN 3604, EQ 3663)
    "gpu_grandad · 2 votes",  # (EM 3587)
    "[Q 27/65]",  # (EQ 3666)
    "Community answers: D – 64 votes · B – 11 votes · C – 9 votes · A – 3 votes",  # (EX 3812: glued onto option D's text)
    "Most voted: D (19) · C (17) · A (4) · B (1)",  # (EX 3818)
    "Community votes: (A) 31%   (B) 58%   (C) 6%   (D) 5%",  # (EW 3782)
])
def test_a_pages_poll_votes_and_counter_are_furniture(line):
    assert _without_furniture(line) == ""


def test_a_poll_run_onto_an_options_text_is_cut_from_it(tmp_path):
    # (ES 3712: "… will make the field read 12.4. Community answers: A 19% | B 10% | C 58% | …" gave the answer away)
    options = [*OPTIONS[:3], "D. The hull is too short. Community answers: A 9% | B 71% | C 8% | D 12% (388 votes)"]
    question = parsed(tmp_path, STEM, options, SHORT, f"{BODY}A, C and D do not turn a kayak. B is correct.")
    assert question.options["D"] == "The hull is too short."


@pytest.mark.parametrize("title, sequence", [("2-4-5-1-3", True), ("3, 1, 4, 2", True), ("Raise the skeg before landing", False)])
def test_an_order_of_steps_is_no_title(title, sequence):
    # (EQ 3666: the title "2-4-5-1-3" once a page's counter no longer led the stem)
    assert bool(fault(title, "title", names=True)) is sequence


@pytest.mark.parametrize("stem, analysis", [
    # (ET 3735 "All of the following statements are true EXCEPT one. Which one is the false morel?": read as a plain question,
    # the true ones as stated answers, no key)
    ("All of the following statements are true EXCEPT one. Which one is the false paddle?",
     "[A] Good paddle. It is true.\n[B] Good paddle. True as well.\n[C] Good paddle. True.\n[D] False paddle. A skeg never steers."),
    # (ET 3729 "Every statement below about CP is in tune EXCEPT one. Which one sounds false?", then "(B) is the false pipe." and
    # "(A) True. …": read as a plain question, B as a wrong option, no key)
    ("Every statement below about the skeg is in tune EXCEPT one. Which one sounds false?",
     "(D) is the false paddle.\n\nA skeg only keeps the line; the paddler steers.\n\nStroke by stroke:\n(A) True. It keeps the kayak "
     "tracking.\n(B) True. It folds up into its box.\n(C) True. It sits under the stern.\n(D) False, and so the answer. A rudder steers."),
])
def test_a_question_for_the_false_one_in_a_voices_words_is_negated(tmp_path, stem, analysis):
    options = ["A. A skeg keeps a kayak tracking", "B. A skeg can be raised", "C. A skeg sits under the stern",
               "D. A skeg steers like a rudder"]
    question = parsed(tmp_path, stem, options, "A skeg never steers a kayak.", f"{BODY}{analysis}")
    assert question.answer == ("D",)


def test_a_letter_a_speaker_asks_about_is_no_stated_answer():
    # (ET 3720 "Learner: D, then? All 512?" before "Pipe Major: Aye. C, 128 micro-batches.": read as C and D, no key)
    dialogue = "Learner: D, then? All of them?\nCoach: No.\nLearner: So it's C.\nCoach: Aye. C, the bent skeg."
    assert stated_answers(dialogue, set(), False)[0] == ("C",)


def test_an_option_that_ends_in_a_list_of_quoted_words_is_no_page_button(tmp_path):
    # (EW 3785 'E - securityContext.capabilities.add: ["IPC_LOCK"]' was blanked as a page's bar with a button: "option F is out
    # of order; expected E", and the text could not be parsed)
    options = ["A - paddle.length: 220", "B - seat.height: low", 'C - skeg.position: ["down"]', "D - hull.length: 4.2"]
    question = parsed(tmp_path, STEM, options, SHORT, f"{BODY}A, C and D do not turn a kayak. B is correct.")
    assert question.options["C"] == 'skeg.position: ["down"]'


@pytest.mark.parametrize("text, negated, letters", [
    ("Paddle B is sawa (correct): it keeps the line.", False, ("B",)),  # (EX 3805 "Sequence D is durıs (correct): …")
    ("So the statement that isn't true, the one boat I'd leave on the beach, is D.", True, ("D",)),  # (EV 3763, EX 3806)
    ("So the statement that is not true, the one to choose, is [D].", True, ("D",)),
    ("Log it in ink: B, the bent skeg, is to blame, and B is the answer.", False, ("B",)),  # (EU 3749)
    ("C is the answer to another question.", False, ()),
])
def test_a_glossed_verdict_and_a_false_one_named_after_an_aside_are_read(text, negated, letters):
    assert stated_answers(text, set(), negated)[0] == letters


def test_lower_case_answers_before_an_aside_are_all_read(tmp_path):
    # (EV 3765 "Answer: a, c and d (draft_tokens_external, medusa and eagle)." read as A only, and shown as "Answer: A, c and d")
    options = ["a. Even strokes", "b. Leaning back", "c. A straight skeg", "d. A rudder held straight", "e. Paddling faster"]
    stem = "Which THREE keep a kayak tracking straight?"
    question = parsed(tmp_path, stem, options, "Answer: a, c and d (strokes, skeg and rudder).", f"{BODY}b and e change nothing.")
    assert question.answer == ("A", "C", "D")
    assert "Answer: A, C and D (strokes" in question.short_explanation


@pytest.mark.parametrize("title", ["With the skeg raised in shallow water", "Of is NOT something a skeg does", "To keep a kayak tracking"])
def test_a_title_that_starts_inside_the_stem_is_none(title):
    # (the pattern for it was shadowed by a later one of the same name, STEM_START, since it was written: "With renameByDefault and
    # With failRequestsGreaterThanOne" (EK 3551) and "With torch.autocast in BF16" (BL 2018) were drawn as titles)
    assert fault(title, "title", names=True)
