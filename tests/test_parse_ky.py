"""Cards of the forms the readers of the held-out sets of the fifty-sixth session failed, read by `parse`. Written for these
tests, on a topic of their own (a village bicycle repair shop), in other words than the texts that showed the forms.
"""
from __future__ import annotations

import pytest

from deckgen.parse.drawing_lean import loose_pronoun
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_refers import points_ahead, refers_back
from helpers import parsed_question as parsed

WOBBLE = "A customer's front wheel wobbles from side to side at speed. Which fix should the mechanic make?"
FIXES = ["A. Pump the front tyre up to its highest pressure.", "B. Grease the chain and the rear sprockets.",
         "C. True the rim by evening out the spoke tension.", "D. Swap the brake pads for softer ones.",
         "E. Raise the saddle by two centimetres."]
SHORT = "A rim pulled out of line by uneven spokes wobbles; even tension pulls it straight again."


def test_notes_of_the_options_gists_that_close_accurate_or_not_accurate(tmp_path):
    # (LA 6980: '"The CUBIN is the portable one": … Not accurate.' on four, '"PTX is JIT-compiled …": … Accurate.' on one, no
    # letter anywhere; the one gist read as no option's was taken for the answer, A, where the text calls D accurate)
    options = ["A) A puncture kit seals a split in the rim itself, so no new rim is needed.",
               "B) A steel rim never goes out of true, whatever the spokes do.",
               "C) Spoke tension only matters on the rear wheel, which carries the rider.",
               "D) An alloy rim can be trued by its spokes, while a bent steel rim needs replacing.",
               "E) Truing a wheel needs the tyre taken off first in every case."]
    full = ("A rim is held in shape by its spokes: each pulls the rim towards the hub.\n\n"
            '"Patch the metal": a puncture kit patches the tube, never the rim. Not accurate.\n'
            '"A steel rim never goes out of true": a steel rim bends like any other. Not accurate.\n'
            '"Spoke tension only matters on the rear wheel": both wheels hang on their spokes. Not accurate.\n'
            '"An alloy rim is trued by its spokes, a bent steel rim is replaced": the trade the shop lives by. Accurate.\n'
            '"Truing needs the tyre taken off first": most wheels are trued with the tyre on. Not accurate.')
    question = parsed(tmp_path, "Which comparison of the two rims is accurate?", options, SHORT, full)
    assert question.answer == ("D",)


def test_a_letter_ruled_out_in_a_sentence_that_goes_on_after_a_comma_and(tmp_path):
    # (KZ 6974: "B is wrong, and it's the sticky one." was read as no verdict, and B, the one letter of A to D left, taken for
    # the answer to a question whose options are unlisted; the answer is a fifth, E)
    full = ("Two mechanics went through the choices.\n\n"
            "Ola: A says the tyre must be pumped hard.\nPiet: A hard tyre rides the same bent rim. A is wrong.\n"
            "Ola: B says grease the chain.\nPiet: The chain is at the back. B is wrong, and it's the one people try first.\n"
            "Ola: C says new brake pads.\nPiet: Pads stop the wheel; they do not straighten it. C is wrong.\n"
            "Ola: D says raise the saddle.\nPiet: The saddle is nowhere near the wheel. D is wrong.\n"
            "Ola: So what is left is the spoke key: even the tension and the rim runs straight.")
    question = parsed(tmp_path, WOBBLE, None, SHORT, full)
    assert question.answer == ("E",)


def test_a_dialogue_of_two_named_speakers_reading_out_options_by_letter_gives_each_its_note(tmp_path):
    # (KZ 6974, keyed is 5797: "Anand: … A says …" / "Rosa: That's the dynamic way, …. A is wrong.": each reply read as its
    # option's note, its "Right," to the speaker left out; is 5797's answer line was D's note)
    full = ("A wheel wobbles when its spokes pull unevenly.\n\n"
            "Ola: Let us go through them.\nPiet: One at a time.\n"
            "Ola: Right, five fixes. A says the tyre must be pumped hard.\n"
            "Piet: No, a hard tyre rides the same bent rim. A is wrong.\n"
            "Ola: B: grease the chain.\n"
            "Piet: Right, the chain is at the back and the wobble is at the front. B is wrong.\n"
            "Ola: C says even out the spoke tension.\n"
            "Piet: That is the fix: even tension pulls the rim straight. C is right.\n"
            "Ola: D says softer brake pads.\n"
            "Piet: Pads stop the wheel; they do not straighten it. D is wrong.\n"
            "Ola: E says raise the saddle.\n"
            "Piet: The saddle is nowhere near the front wheel. E is wrong.\n"
            "Ola: Then the spoke key it is.")
    question = parsed(tmp_path, WOBBLE, FIXES, SHORT, full)
    assert question.answer == ("C",)
    assert question.rationales["B"].startswith("The chain is at the back")  # (not "Right, …": a word to the speaker)
    assert question.rationales["D"].startswith("Pads stop the wheel")
    assert "One at a time" in question.full_explanation and "Piet: One" not in question.full_explanation  # (a turn before the
    assert "Ola: Then the spoke key it is." in question.full_explanation  # last pair without its name; the close as it is)
    assert not any(point.startswith(("Ola", "Piet")) for point in question.infographic.points)


def test_a_dialogue_whose_turns_read_out_no_letter_stays_a_dialogue(tmp_path):
    # (guard: two speakers who talk round the wheel without reading out the options are no items)
    full = ("A wheel wobbles when its spokes pull unevenly.\n\n"
            "Ola: The front wheel wobbles again.\nPiet: Then the spokes pull unevenly; a hard tyre will not help.\n"
            "Ola: And the chain?\nPiet: The chain is at the back. Even the tension with the spoke key.")
    question = parsed(tmp_path, WOBBLE, FIXES, "C. " + SHORT, full)
    assert question.answer == ("C",)
    assert "Ola: The front wheel wobbles again." in question.full_explanation


def test_a_short_verdict_of_the_voices_anywhere_in_each_note_on_as_many_as_asked(tmp_path):
    # (KY 6946: "…, in GPU memory. Ripe pod, keep it. …" on B, C, E, "… Black pod. …" and "… Black pod, throw it on the
    # heap. …" on A, D, to a "Which THREE"; the verdicts stand mid-note, after the claim)
    full = ("Each claim checked at the bench.\n\n"
            "A. The chain stretches when it is oiled. Flat tyre, roll it back. A chain wears longer for its oil.\n"
            "B. Spokes pull the rim towards the hub. Good ride, keep it. That is what holds the wheel round.\n"
            "C. Even tension keeps the rim straight. Good ride, keep it. The spoke key evens it out.\n"
            "D. The brake pads true the rim as they rub. Flat tyre. Pads wear the rim down, they never true it.\n"
            "E. A bent rim wobbles at speed. Good ride, keep it. The faster it turns, the more it shows.")
    question = parsed(tmp_path, "Which THREE statements about a bicycle wheel are true?", None, SHORT, full)
    assert question.answer == ("B", "C", "E")


def test_a_short_verdict_on_as_many_notes_as_the_others_says_nothing(tmp_path):
    # (guard: two phrases on two notes each, to a "Which TWO" of four: which pair is the answer is not told)
    full = ("Each claim checked at the bench.\n\n"
            "A. The chain stretches when it is oiled. Flat tyre. A chain wears longer for its oil.\n"
            "B. Spokes pull the rim towards the hub. Good ride. That is what holds the wheel round.\n"
            "C. Even tension keeps the rim straight. Good ride. The spoke key evens it out.\n"
            "D. The brake pads true the rim as they rub. Flat tyre. Pads wear the rim down, they never true it.")
    question = parsed(tmp_path, "Which TWO statements about a bicycle wheel are true?", None, SHORT, full)
    assert question.answer == ()


def test_a_short_explanation_led_by_an_imperative_do_and_the_letter(tmp_path):
    # (LA 6995: "Do A. A table that has to span nodes …"; KY 6957: "[A]. show() builds the dashboard link …")
    question = parsed(tmp_path, WOBBLE, FIXES, "Do C. " + SHORT, "The spokes hold the rim.")
    assert question.answer == ("C",)
    options = [f"[{option[0]}] {option[3:]}" for option in FIXES]
    question = parsed(tmp_path, WOBBLE, options, "[C]. " + SHORT[0].lower() + SHORT[1:], "The spokes hold the rim.")
    assert question.answer == ("C",)


NARRATED = ("At our shop we say a wheel is only as true as its worst spoke. We say it every morning over the first tea.\n\n"
            "The spoke key turns each nipple a quarter turn (90°) at a time; the rim moves about 0.5 mm for each turn.\n\n"
            "A careful hand spins every wheel twice before a customer rides out of the yard.\n\n"
            "With even tension on all 36 spokes the rim runs straight again, and the wobble goes.")


def test_a_point_a_narrator_tells_in_the_words_of_the_story_is_not_drawn(tmp_path):
    # (LB 7018 "A good tempeh maker looks at the starter before trusting the batch", KY 6954 "Seed goes into the expeller and
    # oil comes out": no figure nor name, half its words never in a technical sentence, one told in the story besides)
    points = parsed(tmp_path, WOBBLE, FIXES, "C. " + SHORT, NARRATED).infographic.points
    assert not any("out of the yard" in point for point in points)
    assert any("36 spokes" in point for point in points)


def test_the_same_point_in_a_text_no_narrator_tells_is_a_fact(tmp_path):
    # (guard: formal texts say plain things with no technical word in them: "… reports resident warps relative to the
    # maximum" is a fact, dev 4xx; the story rule reads only texts a plain sentence of which says "we", "our", "I")
    formal = NARRATED.replace("At our shop we say", "Shops say").replace("We say it", "It is said")
    points = parsed(tmp_path, WOBBLE, FIXES, "C. " + SHORT, formal).infographic.points
    assert any("out of the yard" in point for point in points)


@pytest.mark.parametrize("point, sentence", [
    ("All spokes are laced the same way, with one exception",  # (KY 6946 "…, with one exception: the ranges tensor …")
     "All spokes are laced the same way, with one exception: the valve hole sits between two of them."),
    ("The shop manual gives the rule", "The shop manual gives the rule: true the wheel before you fit the tyre."),  # (KZ 6975)
    ("The drive-side spoke is special", "The drive-side spoke is special: it carries the pedalling torque."),  # (KZ 6961)
])
def test_a_point_cut_before_a_colon_that_it_points_ahead_to_is_not_drawn(point, sentence):
    assert points_ahead(point, sentence)


@pytest.mark.parametrize("point, sentence", [
    ("A spoke key turns the nipple", "A spoke key turns the nipple: a quarter turn at a time."),  # (a claim of its own)
    ("The wheel runs on one bearing", "The wheel runs on one bearing: a sealed cartridge."),  # (one thing, named)
    ("The drive-side spoke is special", "The drive-side spoke is special, and it breaks first."),  # (no colon after it)
])
def test_a_point_before_a_colon_that_says_its_own_claim_is_drawn(point, sentence):
    assert not points_ahead(point, sentence)


@pytest.mark.parametrize("point", [
    "Inside one wheel, the spoke key trues it",  # (LB 7005 "Inside one node, NVLink covers it": neither is what "it" is)
    "Given only the front wheel, it trues the rim without trouble",  # (KY 6940 "Given only the main rasterizer output, it …")
])
def test_a_pronoun_after_a_lead_phrase_that_can_stand_for_nothing_in_the_point_leans(point):
    assert loose_pronoun(point)


@pytest.mark.parametrize("point", [
    "At boot, the first mechanic that finds a bent rim trues it",  # (keyed hb: "the first driver that claims a PCI device keeps it")
    "If the rim is bent, it wobbles at speed",  # (a condition's subject: "If part_size is passed, it wins …")
])
def test_a_pronoun_the_point_names_before_it_is_read(point):
    assert not loose_pronoun(point)


def test_a_true_statements_line_never_drops_the_claim_after_its_semicolon(tmp_path):
    # (LB 7009: "… is built for its bundled HPC-X; to use another MPI, you build a bootstrap library …" was cut to its first
    # clause, in the line and the box: the half that makes it the answer was gone)
    options = ["A) A bent rim is trued by pumping the tyre harder.",
               "B) A steel rim can be trued at the shop in a few minutes with a spoke key; to true an alloy rim, you send the "
               "wheel back to the maker that built it and wait a week for it to come back.",
               "C) Spokes only matter on the rear wheel.", "D) Brake pads true the rim as they rub."]
    question = parsed(tmp_path, "Which statement about truing is true?", options, "B. " + SHORT, "The spokes hold the rim.")
    assert question.answer == ("B",)
    assert question.answer_text == "" and question.infographic.answer == ""


def test_a_line_is_never_cut_at_a_keys_colon_before_its_value():
    # (KZ 6975: 'Keep the sm_80 config, add a second config with GPU Arch: ["sm_90"] and a different Output Name, …' was cut
    # to "… with GPU Arch.")
    from deckgen.parse.answercut import clause_cut
    line = ('Keep the old wheel, add a second wheel with Size: ["700c"] and its own tyre, and fit the one the frame takes; '
            'then true both')
    assert clause_cut(line, 12) == ""  # (no clause ends within twelve words: not "… with Size")
    assert clause_cut(line, 30) == 'Keep the old wheel, add a second wheel with Size: ["700c"] and its own tyre, and fit the one the frame takes'


def test_a_box_never_stops_on_a_verb_that_wants_its_place():
    # (LA 6998: "…, so features sit" of "…, so features sit in pinned host memory, partitioned by worker")
    from deckgen.parse.answerphrase import stops_whole
    line = "The defaults are the steel rim and the thin tyre, so spare tubes sit in the saddle bag, rolled tight."
    assert not stops_whole("The defaults are the steel rim and the thin tyre, so spare tubes sit", line)
    assert stops_whole("The defaults are the steel rim and the thin tyre", line)


def test_a_mark_in_parentheses_stays_with_what_it_marks():
    # (KR 6810: "Nothing is computed at line (1)" boxed as "Nothing is computed at line")
    from deckgen.parse.phrases import without_parentheses
    assert without_parentheses("Nothing is trued at step (1)") == "Nothing is trued at step (1)"
    assert without_parentheses("The spoke key (a small wrench) trues the rim") == "The spoke key trues the rim"


def test_a_storys_people_and_places_do_not_make_its_sentences_technical(tmp_path):
    # (LE 7064 "Each window has its own tree to tap": "In Dhofar we harvest luban by cutting the bark …" read as technical
    # by its capital, so the picture's words were never told in a plain sentence)
    full = ("In Kumasi we tap each palm before the customers come. Kofi taps the tall palms and Ama taps the short ones.\n\n"
            "The spoke key turns each nipple a quarter turn (90°) at a time; the rim moves about 0.5 mm for each turn.\n\n"
            "Each wheel has its own palm to tap before the customer comes.\n\n"
            "With even tension on all 36 spokes the rim runs straight again, and the wobble goes.")
    points = parsed(tmp_path, WOBBLE, FIXES, "C. " + SHORT, full).infographic.points
    assert not any("palm to tap" in point for point in points)
    assert any("36 spokes" in point for point in points)


@pytest.mark.parametrize("point", [
    "The frame will not take a tyre outside that range",  # (LE 7061 "… an input shape outside that range")
    "The stand holds the wheel until that spoke is trued",  # (LD 7050 "GxfGraphWait blocks until that scheduler is finished")
])
def test_that_before_a_noun_after_outside_or_until_points_back(point):
    assert refers_back(point, "point")


def test_an_order_said_to_be_the_only_one_that_works_is_the_answer(tmp_path):
    # (LD 7050: "The order ii, iv, v, i, iii, vi is the only one where every call finds its ground already prepared …")
    options = ["A. ii, v, iv, i, iii, vi", "B. ii, iv, v, i, iii, vi", "C. ii, iv, i, v, iii, vi", "D. ii, iv, v, iii, i, vi"]
    short = "Loosen, true, then tension. The order ii, iv, v, i, iii, vi is the only one where each step finds the wheel ready."
    question = parsed(tmp_path, "In what order should the mechanic true the wheel?", options, short, "Each step needs the one before.")
    assert question.answer == ("B",)


@pytest.mark.parametrize("point, expected", [
    ("The brake pads are a separate matter", True),  # (LC 7036 "The RMM pool is a separate matter": apart from what?)
    ("The valve caps are another matter", True),
    ("Spokes have their own limit of 36 a wheel, which is a separate matter", False),  # (a fact before it)
])
def test_a_point_that_only_sets_its_subject_apart_carries_no_fact(point, expected):
    assert no_fact(point) is expected


def test_options_a_text_lists_nowhere_but_quotes_by_letter_in_its_analysis_are_the_cards(tmp_path):
    # (LE 7070, LC 7033, keyed in 5695: "1. A — “You can pass a plain Data object …” False. …" for each of five, the verdicts
    # in words parse may not read: the question asks which statement is true, and a card with no statements cannot be answered)
    full = ("Each claim at the bench:\n\n"
            '1. A — “A puncture kit seals a split in the rim.” It patches the tube, and the rim stays split.\n'
            '2. B — “Spokes pull the rim towards the hub.” That is what holds it round.\n'
            '3. C — “Brake pads true the rim as they rub.” They only wear it down.\n'
            '4. D — “A steel rim never bends.” It bends like any other.')
    question = parsed(tmp_path, "Which statement about a bicycle wheel is true?", None, SHORT, full)
    assert question.options == {"A": "A puncture kit seals a split in the rim", "B": "Spokes pull the rim towards the hub",
                                "C": "Brake pads true the rim as they rub", "D": "A steel rim never bends"}


def test_a_quote_that_closes_inside_a_claim_names_no_option(tmp_path):
    # (guard, keyed dn 3098: 'C – "{} updates the tray and {"Targets": […]} updates the GPU tray." True.' read as "{} updates …
    # and {": a claim with quotes of its own is not taken)
    full = ("Each claim at the bench:\n\n"
            'A – "A puncture kit seals a split in the rim." It stays split.\n'
            'B – "The shop sets {"psi": 60} for every tyre." Each tyre has its own.\n'
            'C – "Spokes pull the rim towards the hub." That holds it round.\n'
            'D – "A steel rim never bends." It bends.')
    question = parsed(tmp_path, "Which statement about a bicycle wheel is true?", None, SHORT, full)
    assert question.options == {}
