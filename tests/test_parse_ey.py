"""Cards and lines of the forms the readers of the held-out sets EY to FB (fortieth session) failed, and of older sets'
forms the session's diffs showed, read by `parse`. Written for these tests, on a topic of their own (beekeeping), in
other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import pytest
from helpers import parsed_question as parsed

from deckgen.parse.stated import stated_answers

STEM = "A hive of 40,000 bees is split into four equal nucleus colonies. How many bees does each colony get?"
OPTIONS = ["(A) 4,000", "(B) 10,000", "(C) 20,000", "(D) 40,000"]
SHORT = "An equal split divides the bees by the number of colonies: 40,000 over four is 10,000."
BODY = "A nucleus colony, or nuc, is a small colony made from a strong one.\n\n"


@pytest.mark.parametrize("closing, answer", [
    ("KEEPER: Right. Ten thousand a box. Sweet honey is (B).", ()),  # (EY 3822: read as D, the letter a question named)
    ("KEEPER: Right. Ten thousand a box. That's B.", ("B",)),
])
def test_a_dialogues_way_of_naming_an_option_is_no_stated_answer(tmp_path, closing, answer):
    analysis = ("APPRENTICE: Four thousand a box? That is (A).\n"
                "KEEPER: No. Four thousand is a tenth, not a quarter.\n"
                "APPRENTICE: Then all forty thousand in each? That is (D).\n"
                "KEEPER: No, the bees are shared out, not copied.\n"
                "APPRENTICE: What about half in each, for the strong ones? Twenty thousand. That is (C).\n"
                f"KEEPER: No. Two halves make two colonies, not four.\n{closing}")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == answer
    assert stated_answers(analysis, set())[0] == answer


@pytest.mark.parametrize("text, negated, letters", [
    ("[D] is the statement which is not true.", True, ("D",)),  # (EZ 3855: brackets, where "(D) is …" was read)
    ("Only one order works, that is 2, 4, 3, 1 — and it is option B.", False, ("B",)),  # (EY 3825)
    ("So the one to choose is the second box, [B]: smoke it, then lift the frame.", False, ("B",)),  # (FA 3866)
    ("The logbook reads: frame C is the accurate one", False, ("C",)),  # (EY 3826)
    ("Statement b is mellow, the true one.", False, ("B",)),  # (FB 3896)
    ("The bad frame in the box is C.", True, ("C",)),  # (FA 3867)
    ("So C is the accurate one.", True, ()),  # (to a NOT question, a true one)
    ("A is the true one that fails.", False, ()),
])
def test_an_answer_stated_in_more_forms_is_read(text, negated, letters):
    assert stated_answers(text, set(), negated)[0] == letters


@pytest.mark.parametrize("said, stem, letters", [
    ("The explanation is B: the hive was split evenly.", "What is the most likely explanation for the count?", ("B",)),  # (EZ 3843)
    ("The frame is C, the one with capped brood.", "Which frame is the one the queen will lay in next?", ("C",)),  # (FA 3873)
    ("The explanation is B: the hive was split evenly.", "How many bees does each colony get?", ()),
    ("The first frame is A, the empty one.", "Which frame is the one the queen will lay in next?", ()),
])
def test_a_subject_of_one_word_the_question_asks_with_states_the_answer(said, stem, letters):
    assert stated_answers(said, set(), False, "", stem)[0] == letters


@pytest.mark.parametrize("marks, answer", [
    (("Stings near the hive.", "Flies home with a full load of nectar.", "Stings.", "Stings, but only a little."), ("B",)),  # (FB 3890)
    (("The queen is gone.", "The queen stays.", "The queen swarms.", "The queen is old."), ()),  # (a word any sentence starts with)
])
def test_a_voices_mark_is_compared_by_its_first_word(tmp_path, marks, answer):
    reasons = ("A tenth of the bees is not a quarter.", "Four boxes of ten thousand hold all forty thousand bees.",
               "Half the bees in each box makes two boxes, not four.", "Every bee in every box would need four hives of bees.")
    analysis = "The options, one by one:\n" + "\n".join(
        f"{letter}. {mark} {reason}" for letter, mark, reason in zip("ABCD", marks, reasons))
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == answer
    if answer:
        assert question.rationales["A"] == "A tenth of the bees is not a quarter."  # (the mark's sentence gone, the reason kept)


def test_a_question_that_sets_its_answer_against_another_thing_is_not_negative(tmp_path):
    # (EY 3820, FB 3889: "… for the whole job — the whole river — and not a number per node?", "… — not inside the VMs —")
    from deckgen.parse.answerkind import kind
    assert kind("Which tool counts the bees of the whole apiary, and not the bees per hive?") == "thing"
    assert kind("Which part must sit in the hive itself — not in the super — so that the queen lays?") == "thing"
    assert kind("Which statement about the hive is not true?") == "negative"
    stem = "Which smoker setting calms the whole apiary, and not one hive at a time?"
    options = ["A. --hive=1", "B. --apiary", "C. --per-hive", "D. --frames=10"]
    analysis = "A is wrong: one hive only.\nB is correct.\nC is wrong: per hive.\nD is wrong: frames, not hives."
    question = parsed(tmp_path, stem, options, "The --apiary setting calms every hive at once.", f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.answer_text == "--apiary"  # (flags as the option gives them: no stop after them)


def test_an_option_quoted_whole_gives_its_claim_without_the_quotes(tmp_path):
    # (EY 3826: '"sinfo -o "%N %G" prints …."' had given a line with a stray quote and '."."')
    stem = "Only one of the keeper's notes is accurate. Which one?"
    options = ['A) "A hive needs two queens."', 'B) "A queen lays up to 2,000 eggs a day in summer."',
               'C) "Drones sting."', 'D) "Workers live for ten years."']
    analysis = "A is wrong: one queen.\nB is correct.\nC is wrong: drones have no sting.\nD is wrong: weeks, not years."
    question = parsed(tmp_path, stem, options, "A laying queen is the hive's only mother.", f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.answer_text == "A queen lays up to 2,000 eggs a day in summer."


@pytest.mark.parametrize("point, dropped", [
    ("The smoker's cool smoke is very long, like walking the whole apiary from gate to gate", True),  # (FB 3890)
    ("Like the bees dancing in the right order, only one sequence lets the queen pass", True),  # (EZ 3854)
    ("A queenless hive is as if the heart fell out of the box", True),  # (EY 3835)
    ("A nucleus colony under one roof works the same way", True),  # (EZ 3842)
    ("The Langstroth hive, like the Dadant before it, holds ten frames", False),
    ("Tools like the hive tool and the smoker are kept in the shed", True),  # (say less: "like the …" is read as a picture)
    ("Bees like Apis mellifera carniola are calm on the comb", False),
    ("Frames are the same like the super's frames", False),
    ("The error reads like \"Queen cell capped\" on the log", False),
    ("Negative. --frames-per-box does not multiply --boxes", True),  # (EY 3822: a voice's word as a sentence of its own)
    ("Rails. Each box holds ten frames", True),
])
def test_a_point_that_likens_its_subject_to_a_picture_or_leads_with_a_word_alone_is_no_fact(point, dropped):
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact(point) is dropped


def test_an_options_stop_that_is_part_of_it_stays_in_the_box(tmp_path):
    # (FA 3860: the key sequence "~." had been drawn "D — ~", which teaches another key)
    stem = "Which key sequence ends the hive monitor's console session?"
    options = ["A. Ctrl+C", "B. ~?", "C. ~B", "D. ~."]
    analysis = "A is wrong: it goes to the hive.\nB is wrong: it lists the keys.\nC is wrong: it sends a break.\nD is correct."
    question = parsed(tmp_path, stem, options, "Tilde and a full stop (~.) end the session.", f"{BODY}{analysis}")
    assert question.answer == ("D",)
    assert question.infographic.answer in ("", "D — ~.")
    assert question.infographic.answer != "D — ~"


@pytest.mark.parametrize("phrase, whole", [
    ("a spare frame held", False),  # (EY 3832: "… with a spare row held| in the same DRAM bank" had filled the box)
    ("the frame is held", True),
    ("the frame is not supported", True),
])
def test_a_phrase_that_stops_on_a_participle_before_its_place_is_cut(phrase, whole):
    from deckgen.parse.answerphrase import stops_whole
    assert stops_whole(phrase, f"{phrase} in the same brood box.") is whole


@pytest.mark.parametrize("text, letters", [
    ("That leaves B and D as the two to keep.", ("B", "D")),  # (FF 3974)
    ("Option C, 2 → 5 → 4 → 1 → 3, is the one.", ("C",)),  # (FF 3976)
    ("C is the sound frame here.", ("C",)),  # (FD 3921)
    ("D is the true news.", ("D",)),  # (FD 3923)
    ("The sound comb is (A), (C) and (D).", ("A", "C", "D")),  # (FC 3912)
    ("So the three we tick are a, c and d.", ("A", "C", "D")),  # (FE 3945)
    ("So the three wrong ones are a, c and d.", ()),
    ("A is the right idea, but the wrong smoker.", ()),
    ("A is the one that stings.", ()),
])
def test_an_answer_stated_in_a_voices_adjective_or_count_is_read(text, letters):
    assert stated_answers(text, set())[0] == letters


@pytest.mark.parametrize("head", [", wrong — ", ", wrong: "])
def test_an_item_whose_verdict_follows_its_letter_after_a_comma_is_read(tmp_path, head):
    # (FF 3970: "Option A, wrong — --qformat …" had been read as no item at all)
    analysis = "\n".join(f"Option {letter}{head if letter != 'B' else head.replace('wrong', 'correct')}{reason}"
                         for letter, reason in zip("ABCD", ("a tenth is not a quarter.", "four boxes of ten thousand.",
                                                            "half makes two boxes.", "every bee four times over.")))
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["A"] == "A tenth is not a quarter."


def test_an_answer_labelled_before_a_table_is_no_item_and_the_table_is_read(tmp_path):
    # (FF 3971: "Answer: C — 16 GiB." had been read as an item calling C wrong, and the table after it not at all)
    analysis = ("Answer: B — 10,000.\n"
                "A nuc is a fifth of a hive or less, so the count matters.\n"
                "Option | Figure | Verdict       | Why\n"
                "A      | 4,000  | Wrong, stung  | A tenth, not a quarter.\n"
                "B      | 10,000 | Right, honey  | 40,000 over four.\n"
                "C      | 20,000 | Wrong, stung  | Half, which makes two boxes.\n"
                "D      | 40,000 | Wrong, stung  | Every bee in every box.")
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C", "D"}


def test_a_table_whose_rows_are_led_by_the_options_words_is_read_by_its_letters(tmp_path):
    # (FA 3874: "-r localhost:5555 | Sa i bon | …" over "-c 5555 | Pa bon | …", with a "---+---" rule under its header)
    stem = "Which smoker setting keeps the bees calm while the frames are lifted?"
    options = ["a. Light the smoker with --fuel=paper", "b. Light the smoker with --fuel=pine", "c. Light the smoker with --puffs=20",
               "d. Light the smoker with --fuel=burlap --cool", "e. Light the smoker with --lid-open"]
    analysis = ("Setting            | Verdict  | Why\n"
                "-------------------+----------+------------------------------\n"
                "--fuel=paper       | Pa bon   | Paper burns hot and fast.\n"
                "--fuel=pine        | Pa bon   | Pine smoke is harsh on the bees.\n"
                "--puffs=20         | Pa bon   | Twenty puffs is a fog, not a calm.\n"
                "--fuel=burlap --cool | Sa i bon | Burlap smoulders cool and long.\n"
                "--lid-open         | Pa bon   | An open lid lets the fire out.")
    question = parsed(tmp_path, stem, options, "Cool burlap smoke calms the bees.", f"{BODY}{analysis}")
    assert question.answer == ("D",)
    assert question.rationales["A"] == "Paper burns hot and fast."
    assert "----" not in question.full_explanation


def test_an_item_whose_verdict_follows_a_voices_word_is_read(tmp_path):
    # (FF 3960: "A. Oya, this is wrong: …" / "C. Ni vyo, this is right: …" had been read as items with no verdict)
    marks = ("Oya, this is wrong:", "Ni vyo, this is right:", "Oya, this is wrong:", "Oya, this is wrong:")
    reasons = ("a tenth is not a quarter.", "forty thousand over four.", "half makes two boxes.", "every bee four times.")
    analysis = "\n".join(f"{letter}. {mark} {reason}" for letter, mark, reason in zip("ABCD", marks, reasons))
    question = parsed(tmp_path, STEM, OPTIONS, SHORT, f"{BODY}{analysis}")
    assert question.answer == ("B",)
    assert question.rationales["C"] == "Half makes two boxes."


@pytest.mark.parametrize("sentence, line", [
    ("Setting autoSwarm: false pauses every swarm alarm, and setting it back to true resumes them.",
     "Setting autoSwarm: false pauses every swarm alarm, and setting it back to true resumes them."),  # (FE 3942: "False pauses …")
    ("Hive health: the queen lays every day.", "The queen lays every day."),
])
def test_a_settings_name_before_its_value_is_no_label(sentence, line):
    from deckgen.parse.answercut import unlabelled
    assert unlabelled(sentence, False) == line


def test_an_item_that_opens_with_its_options_claim_quoted_names_the_option(tmp_path):
    # (FC 3918 and older sets: 'A: "It is an Ethernet network built on …" This is exactly …': a card that asks which statements
    # are true showed none where the options are told only in the analysis)
    stem = "Which TWO statements about a nucleus colony are true?"
    claims = ("A nuc is made from frames of a strong colony.", "A nuc needs two queens to start.",
              "A nuc is moved at least three miles away or its foragers fly home.", "A nuc never needs feeding.")
    reasons = ("That is how every nuc starts. Verdict: correct.", "One queen, or a queen cell. Verdict: wrong.",
               "Foragers return to the old spot otherwise. Verdict: correct.", "A small colony starves easily. Verdict: wrong.")
    analysis = "Each statement, as the club judged it:\n" + "\n".join(
        f'{letter}: "{claim}" {reason}' for letter, claim, reason in zip("ABCD", claims, reasons))
    question = parsed(tmp_path, stem, [], "A nuc is a small colony split from a strong one.", f"{BODY}{analysis}")
    assert question.answer == ("A", "C")
    assert question.options["B"] == "A nuc needs two queens to start"
    assert question.options["C"] == "A nuc is moved at least three miles away or its foragers fly home"


@pytest.mark.parametrize("text, negated, letters", [
    ("So the best next move is the queen excluder, B.", False, ("B",)),  # (FI 4038)
    ("The split that grows here is the four-box nuc, option [C].", False, ("C",)),  # (FG 3996)
    ("The first step is the smoker, A.", False, ()),
    ("The worst idea is the open lid, C.", False, ()),
    ("The keepers are A, D and E.", False, ("A", "D", "E")),  # (FH 4015)
    ("So the odd frame out is A.", True, ("A",)),  # (FH 4013)
])
def test_an_answer_named_then_lettered_or_kept_or_odd_is_read(text, negated, letters):
    assert stated_answers(text, set(), negated)[0] == letters


def test_a_count_asked_of_what_is_not_so_is_no_negative_question():
    # (FG 3981: "how much of the card's 80 GB is not given to any of …?" had been read as "Which is NOT …?", its line left out)
    from deckgen.parse.answerkind import kind
    assert kind("How much of the hive's 40,000 bees is not given to any of the four boxes?") != "negative"
    assert kind("How many of these statements are NOT true?") == "negative"


def test_a_stem_that_ends_in_a_colon_asks_with_that_sentence(tmp_path):
    # (FI 4035: "… are correct EXCEPT:" after a story whose "When the buyer comes, …" was taken as the asking sentence, so the
    # false statement itself was drawn as the answer line)
    stem = ("When the keeper opens a hive in spring, she reads each frame before she moves it.\n\n"
            "All of the following statements about nucleus colonies are correct EXCEPT:")
    options = ["a. A nuc is made from frames of a strong colony.", "b. A nuc has one queen or a queen cell.",
               "c. A nuc never needs feeding in its first weeks.", "d. A nuc is moved away or its foragers fly home."]
    analysis = "a, b and d are true.\nc is the false one: a small colony starves easily and is fed syrup."
    question = parsed(tmp_path, stem, options, "A small colony needs feeding.", f"{BODY}{analysis}")
    assert question.answer == ("C",)
    assert "never needs feeding" not in question.answer_text
