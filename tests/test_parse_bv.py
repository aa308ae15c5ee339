"""Cards of the forms the readers of the held-out sets BV and BW (thirty-first session) failed, read by `parse`.
Written for these tests, on a topic of their own (sailing), in other words than the held-out texts that showed the
forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.drawing_nofact import no_fact

BOATS = ["A. Ease the mainsheet until the luff stops flapping.",
         "B. Tie a reef in the jib before leaving the dock.",
         "C. Put a reef in the mainsail to shrink its area.",
         "D. Raise the centreboard all the way."]


def test_a_podcasts_speakers_are_no_part_of_the_text_and_their_verdicts_are_read(tmp_path):
    # ("HOST 2: B and D can go together. …" / "HOST 1: And C, …?" / "HOST 2: C doesn't fit either. …")
    stem = ("HOST 1: Question nine. A dinghy heels hard in a gust and the crew cannot hold it flat.\n"
            "HOST 2: So what is the most likely cause of the heel?")
    full = ("HOST 1: The sail plan is simply too big for the wind: the mainsail catches more than the crew's weight "
            "can balance.\nHOST 2: A reef shrinks the mainsail's area and with it the heeling force.\n"
            "HOST 1: Okay, let's knock out the wrong ones.\nHOST 2: B and D can go together. Neither one changes "
            "how much sail the boat carries in the gust.\nHOST 1: And C, a loose kicker?\nHOST 2: C doesn't fit either. "
            "A loose kicker twists the sail open and spills wind, which lowers the heel.")
    question = parsed(tmp_path, stem, [], "A mainsail too big for the wind heels the boat past what the crew can hold.",
                      full)
    assert question.answer == ("A",)
    assert "HOST" not in question.question and "HOST" not in question.full_explanation
    assert set(question.rationales) == {"B", "C", "D"}


def test_labels_in_capitals_that_head_sections_are_no_speakers():
    from deckgen.parse.dialogue import unspoken

    lines = ["NOTE: the tide turns at noon.", "FIX: reef early.", "NOTE: the wind backs.", "FIX: ease the sheet."]
    assert unspoken(lines) == lines
    assert unspoken(["ANNA: Reef now?", "RAVI: Yes, reef.", "ANNA: Both sails?", "RAVI: The main only."]) == [
        "Reef now?", "Yes, reef.", "Both sails?", "The main only."]


@pytest.mark.parametrize("text, letters", [
    ("A reef is the cure. So that's A and C.", ("A", "C")),
    ("The correct is the letter C. A reef shrinks the sail.", ("C",)),
])
def test_these_sentences_state_the_answer(text, letters):
    from deckgen.parse.stated import stated_answers

    assert stated_answers(text, set())[0] == letters


def test_the_letter_stated_leads_the_answer_line_and_is_no_part_of_it(tmp_path):
    from deckgen.parse.stated import states_letters_only

    assert states_letters_only("The correct is the letter C.")
    full = ("A reef rolls or ties part of the sail down to the boom.\nA is wrong because easing the sheet only spills "
            "wind for a moment.\nB is wrong because the jib is not what heels the boat here.\nD is wrong because the "
            "centreboard resists the heel.")
    question = parsed(tmp_path, "A dinghy heels too much in every gust. Which statement about the fix is correct?", [],
                      "The correct is the letter C. A reef shrinks the mainsail, so the gusts heel the boat less.", full)
    assert question.answer == ("C",)
    assert question.answer_text.startswith("A reef shrinks the mainsail")


def test_right_one_thing_and_wrong_another_is_a_verdict_against_the_option(tmp_path):
    options = ["A. A bowline.", "B. A reef knot tied with a slip.", "C. A reef knot.", "D. A clove hitch."]
    full = ("A reef knot lies flat against the sail and spills easily when the reef is shaken out.\n"
            "(A) – A bowline makes a fixed loop; it does not tie two ends around the sail.\n"
            "(B) – Right knot, wrong finish. The slip shakes loose in the flogging of a gust.\n"
            "(D) – A clove hitch grips a post and slides on a sail.\nAnswer: C")
    question = parsed(tmp_path, "Which knot ties the reef points under the boom?", options,
                      "The reef points are tied with a reef knot.", full)
    assert question.answer == ("C",)
    assert "B" in question.rationales


def test_a_subject_ending_in_an_article_stands_for_no_it():
    from deckgen.parse.drawing_points import _with_subject

    sentence = "It does not change which way the boat points, so the heading stays the same."
    before = "Copying the charts onto the plotter — this only makes the plotting faster."
    assert _with_subject(sentence, before, 2.0, frozenset())[0] == sentence


@pytest.mark.parametrize("point", [
    "Say the eight boats together carry 40 crew",  # (a made-up example)
    "As an illustration: at 10 knots a boat might cover 240 miles a day",
    "gives knots for all the boats over the day",  # (its subject the line before it)
    "The statement that a reef knot holds under any load",  # (an option's claim named, cut)
    "Press 7 to continue to the next stop",  # (an audio guide's)
    "Some things to know before the race",
    "The harbour exposes two mooring fields",  # (a count of what it does not name)
    "Dock → channel → open water",  # (a path drawn with arrows)
    "\\- Bow line → cleat in a single turn",  # (a list's lone item, its mark kept as text)
    "Recommendation 2.1 – Reefing early",
    "0630 hrs, course steady",  # (a log's time)
    "For the record, a reef knot is not a bend",
    "Times 4 boats = 16 crew on the water",  # (a sum's next step)
    "6.2 B (20 knots) is a strong wind but not a gale",  # (a report's numbered paragraph on an option)
    "A second reef (one more band of sail tied down halves the area again)",  # (its only verb in an aside)
    "The moment a squall reaches the fleet",  # (a clause of time, its main clause cut off)
])
def test_these_lines_carry_no_fact_of_their_own(point):
    assert no_fact(point)


@pytest.mark.parametrize("point", ["The harbour has two mooring fields for keelboats", "Dock → channel at 10:30 → open water"])
def test_these_lines_do(point):
    assert not no_fact(point)


def test_a_numbered_set_and_clear_open_a_procedures_step():
    from deckgen.parse.drawing_step import step

    assert step("Set 1 - check the rigging: look at every shroud and pin")
    assert step("Clear the deck of loose lines before tacking")
    assert not step("Clear water under the keel is what the skipper checks")


def test_a_heading_run_into_its_sentence_is_left_out():
    from deckgen.parse.markers import without_heading_labels

    assert without_heading_labels(["### Changed — Rigging: the mast now steps on the keel"]) == [
        "The mast now steps on the keel"]
    assert without_heading_labels(["# follow-up: reef the main"]) == ["# follow-up: reef the main"]  # (a shell's comment)


def test_no_head_is_cut_inside_a_dashed_aside_that_a_verb_closes():
    from deckgen.parse.drawing_cut import clause_head

    sentence = ("With one crew everything — hoisting, trimming, steering, navigating — happens at the helm, one task at "
                "a time, while the boat slows down and the fleet behind closes the gap on every leg of the course")
    assert clause_head(sentence) != "With one crew everything — hoisting, trimming, steering, navigating"


@pytest.mark.parametrize("line, asks, why", [
    ("The skipper can also reef the jib to balance the helm.", "cause", "also"),
    ("To confirm, look at the telltales on the luff.", "cause", "how to check"),
])
def test_these_best_sentences_are_not_the_answer(line, asks, why):
    from deckgen.parse.answersure import doubt

    stem = "The boat heels hard in every gust. What is the most likely cause?"
    assert why in doubt(line, line, asks, stem, stem, frozenset({"boat", "heels", "gust"}), frozenset())


def test_a_purpose_and_the_scenarios_hardware_name_no_concept():
    from deckgen.parse.drawing_ask import WHAT_VERB
    from deckgen.parse.drawing_lines import has_verb
    from deckgen.parse.drawing_scene import HARDWARE

    assert WHAT_VERB.match("For the crew to reach the mark sooner")
    assert HARDWARE.search("NVIDIA A100 40GB GPUs") and not HARDWARE.search("NVIDIA AI Enterprise")
    assert has_verb("An overlap of roughly 10–20% repeats text")  # (a claim, no title)


def test_a_voices_label_before_a_sentence_is_left_out():
    from deckgen.parse.drawing_reads import CHATTY
    from deckgen.parse.phrases import paragraph_sentences, without_lead

    said = paragraph_sentences("Background: the hull weighs two tonnes. Results: the keel is the heaviest part.")[0][1]
    assert said == ("The hull weighs two tonnes.", "The keel is the heaviest part.")
    assert without_lead("Worked example. Aggregate speed: 8 boats at 10 knots.") == \
        "Worked example. Aggregate speed: 8 boats at 10 knots."
    assert paragraph_sentences("The hull is light. A simple rule is this: reef early.")[0][1][1] == \
        "A simple rule is this: reef early."  # (a chatty lead only at the paragraph's start: its subject here)
    assert CHATTY.match("One caution: a reefed sail still flogs in a gust")


def test_lines_that_name_an_option_by_its_quoted_text_after_a_few_words_are_its_notes(tmp_path):
    options = ['A) "sheet": "eased"', 'B) "reef": "none"', 'C) "reef": "one"', 'D) "flag": "raised"']
    full = ('The race committee reads the reef setting from the boat\'s entry form.\nAnswer: C\n'
            'Setting "sheet": "eased" is wrong because the sheet is trimmed on the water, not on the form.\n'
            'Sending "reef": "none" is the very mistake the notice warns about: the boat is rated with full sail.\n'
            'Asking for "flag": "raised" is wrong as well: the flag is for the start sequence.')
    question = parsed(tmp_path, "Which entry on the form tells the committee the boat sails with one reef?", options,
                      "The reef entry with the value one.", full)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    assert question.rationales["B"].startswith('Sending "reef": "none" is the very mistake')


def test_a_box_is_not_cut_before_the_verb_of_its_second_clause():
    from deckgen.parse.answerphrase import answer_phrase

    line = ("The culprit is the oversized mainsail: 24 square metres of sail in a gust is far more than two crew can "
            "hold flat, where there used to be 16")
    stem = "The dinghy now heels hard in every gust. What is the most likely cause of the heel?"
    for limit in (8, 10):  # (the clause before the colon, or no phrase: never one cut inside the clause after it)
        assert answer_phrase(line, stem, stem + " " + line, [], limit) in ("The culprit is the oversized mainsail", "")


def test_the_sentence_after_the_key_stated_alone_is_the_answer_line(tmp_path):
    # ("It is A. A100-4-20C is a MIG-backed vGPU. …": not the full explanation's sentence on another kind of profile)
    short = "It is A. A reef knot binds. It lies flat, and a tug on one end spills it when the reef is shaken out."
    full = ("A knot is named by what it does. A bend is the kind of knot a sailor uses to join two ropes, for example a "
            "sheet bend for two ends of different sizes. A binding knot holds something together, as a reef knot holds "
            "the sail.\nB and C are both wrong, and for the same reason: they name bends, not binding knots. D is wrong "
            "because a hitch ties a rope to an object.")
    question = parsed(tmp_path, "A sailor ties the reef points and asks what kind of knot a reef knot is. "
                      "Which description of the knot is correct?", [], short, full)
    assert question.answer == ("A",)
    assert question.answer_text == "A reef knot binds."


def test_code_in_the_stem_is_shown_as_code(tmp_path):
    stem = ("The race office gives each boat this entry file:\nboat: Kestrel\nsails:\n  main: 16\n  jib: 6\nreefs: 1\n"
            "How much sail does Kestrel carry before reefing?")
    question = parsed(tmp_path, stem, ["A. 16 m²", "B. 22 m²", "C. 6 m²", "D. 10 m²"],
                      "The main and the jib together: 16 + 6 = 22 m².", "A is wrong because it leaves out the jib.")
    assert "    sails:\n      main: 16\n      jib: 6" in question.question


@pytest.mark.parametrize("text, letters", [
    ("The two safe moves are B and C. A reef shrinks the sail.", ("B", "C")),
    ("The two traps are A and D.", ()),  # (the wrong ones counted)
    ("Turn left at the buoy, and that's C.", ("C",)),
])
def test_these_sentences_state_the_answer_too(text, letters):
    from deckgen.parse.stated import stated_answers

    assert stated_answers(text, set())[0] == letters


def test_the_fake_is_the_false_statement_stated():
    from deckgen.parse.stated import stated_answers

    assert stated_answers("Three of these knots are real. B is the fake.", set(), negated=True)[0] == ("B",)


def test_a_heading_about_the_voices_scene_is_no_title(tmp_path):
    stem = ("Glen Corran Sailing Club Race Office\n\nA dinghy heels hard in every gust and the crew cannot hold it flat. "
            "What should the crew do before the race?")
    question = parsed(tmp_path, stem, ["A. Put a reef in the mainsail.", "B. Raise the centreboard.",
                                       "C. Ease the kicker.", "D. Tie the jib sheets together."],
                      "A reef shrinks the mainsail, so the gusts heel the boat less.",
                      "B is wrong because the centreboard resists the heel.\nC is wrong because the kicker only shapes "
                      "the sail.\nD is wrong because the jib sheets are not tied together.")
    assert question.infographic.title != "Glen Corran Sailing Club Race Office"


def test_it_after_a_participles_lead_stands_for_nothing_the_line_names():
    from deckgen.parse.drawing_lean import loose_pronoun

    assert loose_pronoun("Reefed twice, it carries 10 square metres in a gale")
    assert not loose_pronoun("Reefed twice, the mainsail carries 10 square metres in a gale")


def test_a_true_statement_is_not_cut_before_its_second_claim(tmp_path):
    options = ["A. The jib is reefed first, and the main stays full.",
               "B. The helm steers harder into the wind.",
               "C. The crew eases the mainsheet in each gust, and the traveller at the stern drops the boom to leeward so "
               "the boat stays upright without losing its drive through the whole of the gust.",
               "D. The centreboard is raised halfway."]
    full = ("Easing the sheet spills the gust.\nA is wrong because the main is reefed first.\nB is wrong because the "
            "helm only turns the boat.\nD is wrong because a raised board lets the boat slip sideways.")
    question = parsed(tmp_path, "How does a dinghy crew keep the boat flat in a gust? Which statement is TRUE?", options,
                      "They ease the mainsheet and drop the traveller.", full)
    assert question.answer == ("C",)
    assert question.answer_text == "" and "half its claim" in question.review["answer_text"]
    assert not question.infographic.answer.startswith("C — The crew eases the mainsheet in each gust")


def test_a_question_on_does_with_a_verb_in_er_is_said_as_its_indirect_question():
    from deckgen.parse.drawing_ask import indirect

    assert indirect("How does a reef knot differ from a granny knot when the sail is loaded") == \
        "How a reef knot differs from a granny knot when the sail is loaded"


def test_a_quoted_value_the_short_explanation_opens_with_is_the_answer_line_and_no_title(tmp_path):
    full = ('The sheet lead takes three positions.\nA ("forward") – that closes the leech.\nB ("aft") – that twists the '
            'sail open.\nC ("centre") – that is the light-air setting.')
    question = parsed(tmp_path, "The crew wants the sail twisted open in a strong gust. Which value should they give "
                      "the lead setting?", [], 'It’s "outboard", so the answer’s D. The lead outboard opens the slot and '
                      "flattens the foot.", full)
    assert question.answer == ("D",)
    assert question.answer_text == '"outboard".'
    assert not question.infographic.title.startswith('"')


def test_an_option_that_is_a_setting_and_its_value_is_boxed_whole(tmp_path):
    options = ['A) "reef": "none"', 'B) "reef": "two"', 'C) "reef": "one"', 'D) "flag": "raised"']
    full = ('Answer: C\nA is wrong because the boat would sail with full sail.\nB is wrong because two reefs are for a '
            'gale.\nD is wrong because the flag is for the start.')
    question = parsed(tmp_path, "Which entry tells the committee the boat sails with one reef?", options,
                      "The reef entry with the value one.", full)
    assert question.infographic.answer == 'C — "reef": "one"'


@pytest.mark.parametrize("point, leans", [
    ("The price is that the boat points lower, so the tack takes longer", True),  # (the price of what?)
    ("The tool walks the crew through the rig check and asks for a sign-off", True),
    ("The resulting shape goes into the sail plan and is handed to the sailmaker", True),
    ("The valid ones are reef, furl and drop, and anything else is refused", True),
    ("The tool rigcheck -p reports whether every shroud is tensioned", False),  # (the tool named)
    ("The price of a new mainsail is about 2,000 euros", False),
])
def test_a_shell_noun_that_opens_a_point_leans_on_the_sentence_before(point, leans):
    from deckgen.parse.drawing_lean import points_back

    assert points_back(point) == leans
