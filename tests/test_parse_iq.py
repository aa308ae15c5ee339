"""Cards and lines of the forms the readers of the held-out sets IQ to IT (fiftieth session) failed, read by `parse`.
Written for these tests, on a topic of their own (a church tower's bells), in other words than the held-out texts that
showed the forms.
"""
from __future__ import annotations

from helpers import parse_raw, parsed_question as parsed, raw_text

ROPE = "Which rope rings the tenor, the heaviest bell of a ring of six?"
ROPE_OPTIONS = ["A. rope 1", "B. rope 2", "C. rope 6", "D. rope 1 with the sally held low", "E. rope 5"]
ROPE_BODY = ("Ropes are numbered from the lightest bell, the treble, to the heaviest, the tenor; in a ring of six the tenor's "
             "rope is the sixth.\n\n")


def test_a_voices_verdict_and_its_negation_led_by_capitals_read_as_the_two_verdicts(tmp_path):
    # (IR 5779: '“-arch=sm_80”: Not genuine — …' on four lines and '“-arch=sm_90”: Genuine — …' on one, each led by the
    # option's words quoted: read as items with no verdict, the card taught the one letter no item named, a wrong one)
    analysis = ('"rope 1": Not genuine — it rings the treble, the lightest bell of the six.\n'
                '"rope 2": Not genuine — the second bell is still a light one.\n'
                '"rope 6": Genuine — the sixth rope is the tenor\'s in a ring of six.\n'
                '"rope 1 with the sally held low": Not genuine — how the sally is held changes nothing about which bell.\n'
                '"rope 5": Not genuine — the fifth bell is one short of the tenor.')
    question = parsed(tmp_path, ROPE, ROPE_OPTIONS, "Count the ropes from the treble.", ROPE_BODY + analysis)
    assert question.answer == ("C",)


RECALL = "A ringer's bell will not come off the stay at the start of a touch. What is the best next step?"


def test_a_wrong_options_item_led_by_its_letter_and_quoted_claim_is_no_answer_line_nor_point(tmp_path):
    # (IS 5785: 'C “Move the job to Qiskit Aer with cuStateVec.” A state-vector simulator must hold …' was the answer line
    # of a card keyed E, and 'A “Switch to dtype=…” Halving the bytes …' one of its points)
    body = ("A bell set on its stay is balanced mouth up, and it needs a firm pull on the sally to swing it off.\n\n"
            "Option by option:\n\n"
            "A “Grease the headstock bearings first.” Grease will not free a bell that sits on its stay; the bearings turn "
            "freely already.\n\n"
            "B “Shorten the tail end of the rope by a foot.” A shorter tail makes the backstroke harder to catch, and the "
            "bell is still on the stay.\n\n"
            "C “Ask the tower captain to ring the bell off for you.” The captain rings a bell off exactly as you would, "
            "so the bell stays just as stuck.\n\n"
            "D “Pull the sally down firmly and let the rope run up.” This swings the bell off the stay into the ringing "
            "position.\n\n"
            "Answer: D")
    question = parsed(tmp_path, RECALL, None, "Swing it off the stay with a firm pull on the sally.", body)
    assert question.answer == ("D",)
    assert "captain" not in question.answer_text
    shown = " ".join(question.infographic.points)
    assert "Grease" not in shown and "shorter tail" not in shown.lower()


def test_a_thing_said_to_be_a_picture_of_the_voices_is_no_point(tmp_path):
    # (IQ 5744 "The handle (cudssCreate) is the crane itself", IR 5771 "cluster.sync() is the meeting in the chowk", IS 5783
    # "Cache blocking is the second truck": the voice's metaphor drawn as a key point)
    from deckgen.parse.drawing_empty import empty
    from deckgen.parse.words import keywords
    literal = keywords("Which rope rings the tenor of a ring of six? The tenor's rope is the sixth from the treble.")
    assert empty("The stay is the brake of the whole tower", keywords, literal)
    assert empty("Inside the tower, the sally is the handshake of the band", keywords, literal)
    assert not empty("The tenor's rope is the sixth", keywords, literal)  # (the question's and the answer's words)
    assert not empty("The sally is the right grip for a handstroke", keywords, literal)  # (a claim: "the right …")
    assert not empty("The tenor is the bell that weighs 1,200 kg", keywords, literal)  # (a figure)


def test_a_picture_likened_to_a_places_thing_is_no_point(tmp_path):
    # (IT 5801 "Dadda, the AR SDK is like the mela at Orchha: many stalls, one gate"; IS 5790 "… like the old supervisor who
    # walks the rows of a Sylhet tea garden": a place's name in the picture had read as a name of the text's)
    from deckgen.parse.drawing_nofact import no_fact, simile
    assert no_fact("A touch of Grandsire is like the fair at Kirkby: many stalls, one gate")
    assert not simile("A touch of Grandsire, like the Stedman before it, has an odd bell at the back")  # (a name of its own)
    assert not simile("The ring turns like the old Whitechapel wheels")  # (the name first: a name of the text's)
    assert simile("The ringing ends one below the other like the terraced fields on the Chamba hillside") is False  # (a
    # sentence whose clause may be the answer line: read as before)


def test_a_verdict_that_holds_only_of_one_thing_is_no_verdict():
    # (IS 5781: 'The "both must hold 2^60 amplitudes" claim (b) is true only of cuStateVec.' read as a second answer beside
    # the "Answer: d." the text states)
    from deckgen.parse.analysis import analyse
    items = ("How the statements stand:\n\nA: the treble is the lightest bell, as said above.\n\n"
             "B is true only of call changes rung on the tenor behind.\n\nC is wrong: the treble leads in rounds.")
    assert "B" not in analyse(items).correct
    assert "B" in analyse(items.replace("true only of", "true of")).correct


def test_a_key_line_with_its_letter_in_square_brackets_is_no_pages_button(tmp_path):
    # (IR 5775 "Correct answer: [D]" at the head of the full explanation had been blanked as a page's button bar)
    options = ["[A] pull rope 1 from the treble end", "[B] pull rope 2 from the treble end", "[C] pull rope 5 from the treble end",
               "[D] pull rope 6 from the treble end"]
    question = parsed(tmp_path, ROPE, options, "Count the ropes from the treble.",
                      "Correct answer: [D]\n\n" + ROPE_BODY + "The tower's other ropes are lighter bells' ropes.")
    assert question.answer == ("D",)


def test_the_value_stated_as_the_answer_names_the_item_that_opens_with_it(tmp_path):
    # (IQ 5742: "The answer is 12 GiB." over items "12 GiB (D) is in tune — …", "6 GiB (B) sounds an octave flat: …", of a
    # text that lists no options: no key)
    body = ("The answer is 1,200 kg.\n\nA tenor of 24 cwt weighs about 1,200 kg; each cwt is about 50 kg.\n\n"
            "Each figure against the scale:\n\n"
            "1,200 kg (C) is in tune — 24 cwt times 50 kg.\n"
            "600 kg (B) sounds an octave flat: it halves the weight, as if a cwt were 25 kg.\n"
            "300 kg (A) is two octaves flat: a quarter of the weight.\n"
            "2,400 kg (D) is an octave sharp: it doubles the weight, as if a cwt were 100 kg.")
    question = parsed(tmp_path, "About how much does a tenor of 24 cwt weigh?", None, "24 cwt of about 50 kg each.", body)
    assert question.answer == ("C",)


def test_the_one_group_as_large_as_the_answers_asked_for_is_the_answer(tmp_path):
    # (IR 5763: "A and D both come up winners. A: … D: …" and "B, C and E all go back in the drum. B: … C: … E: …" to a
    # Which TWO: every letter read only as an item with no verdict, the card had no key)
    options = ["A. The treble is the lightest bell.", "B. The tenor leads every change.", "C. Ropes count from the tenor.",
               "D. The tenor's rope is the sixth in a ring of six.", "E. A ring has at most four bells."]
    body = ("Bells are numbered from the treble, the lightest, to the tenor, the heaviest.\n\n"
            "A and D both ring true. A: the treble is the lightest bell of any ring. D: counted from the treble, the "
            "sixth rope of six is the tenor's.\n\n"
            "B, C and E all ring false. B: the treble leads in rounds. C: ropes count from the treble, not the tenor. E: "
            "rings of eight and twelve are common.")
    question = parsed(tmp_path, "Which TWO statements about a ring of six are true? (Choose two.)", options,
                      "The treble is lightest; the tenor's rope is the sixth.", body)
    assert question.answer == ("A", "D")


def test_quoted_claims_followed_by_their_letters_and_the_voices_marks_read_as_items(tmp_path):
    # (IR 5766: '"every lane receives v from physical lane 9" (B) — does not hold.' on four lines and "… (C) — this one holds,
    # mhaara bhaya." on one, of a text that lists no options: no key)
    body = ("Bells are numbered from the treble.\n\nThe five statements the page offered, each checked against the tower:\n\n"
            '"the treble is the heaviest bell" (A) — does not hold. The treble is the lightest.\n\n'
            '"the tenor leads in rounds" (B) — does not hold. The treble leads in rounds.\n\n'
            '"the sixth rope of six is the tenor\'s" (C) — this one holds, my friends. Ropes count from the treble.\n\n'
            '"ropes count from the tenor" (D) — does not hold. They count from the treble.\n\n'
            '"a ring has at most four bells" (E) — does not hold. Rings of eight are common.')
    question = parsed(tmp_path, "Which statement about a ring of six is true?", None, "Ropes count from the treble.", body)
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D", "E"}


def test_a_voices_mark_on_as_many_lines_as_the_answers_is_the_answers_mark():
    # (IS 5794: "in the routine" on three lines of five and "off the beat" on two, to a Which THREE: the marks had been read
    # only where the answers' mark is the rarer one)
    from deckgen.parse.voicewords import counted
    lines = ("Bells are numbered from the treble.\n\nA — sound bell. The treble is the lightest bell of any ring.\n"
             "B — cracked bell. The treble leads in rounds.\nC — sound bell. Ropes count from the treble.\n"
             "D — cracked bell. Rings of eight and twelve are common.\nE — sound bell. The tenor is the heaviest bell.")
    assert counted(lines, 5, 3) == {"sound bell": "correct", "cracked bell": "wrong"}
    assert counted(lines, 5, 2) == {"cracked bell": "correct", "sound bell": "wrong"}
    assert counted(lines, 5, 1) == {}  # (neither mark on one line only)


def test_a_raw_text_of_these_forms_parses_whole(tmp_path):
    # (the forms together in one file, as a page gives them: no error)
    parsed_file = parse_raw(tmp_path, raw_text(ROPE, ROPE_OPTIONS, "Count the ropes.", ROPE_BODY))
    assert parsed_file.question.options["C"] == "rope 6"


def test_a_command_option_with_a_compiler_named_with_pluses_and_a_chain_is_the_answer_line(tmp_path):
    # (IS 5784: "nvq++ --target nvidia --target-option mgpu,fp64 flock.cpp -o flock.x && mpiexec -np 8 ./flock.x", the
    # answer option, read as a line with values dropped ("++") and left empty)
    options = ["A. g++ -O2 chime.cpp -o chime", "B. g++ -O2 chime.cpp -o chime && ./chime --bells 6",
               "C. g++ -O2 -DBELLS=8,12 chime.cpp -o chime && mpiexec -np 2 ./chime", "D. make chime"]
    question = parsed(tmp_path, "Which command builds the chime simulator for eight and twelve bells and runs it on two ranks?",
                      options, "Define BELLS at build time and run under mpiexec.", "Answer: C.\n\nThe -D flag sets the macro.")
    assert question.answer == ("C",)
    assert question.answer_text == "g++ -O2 -DBELLS=8,12 chime.cpp -o chime && mpiexec -np 2 ./chime"


ORDER = ("Ringing a bell up for a practice, the steps written down in no order:\n\n1. Take hold of the sally.\n2. Pull gently "
         "to start the swing.\n3. Let the rope run up a little more each stroke.\n4. Catch the sally at the balance.\n\n"
         "In which order should the ringer do them?")
ORDER_OPTIONS = ["A. 2, 1, 3, 4", "B. 1, 2, 3, 4", "C. 1, 3, 2, 4", "D. 4, 1, 2, 3"]


def test_an_orders_steps_stated_whole_in_the_short_explanation_name_its_option(tmp_path):
    # (IW 5868: "…, which is 4, 7, 3, 6, 5, 2, 1, 8." in the short explanation, the text of option C, and no letter: no key)
    question = parsed(tmp_path, ORDER, ORDER_OPTIONS, "Hold, pull, let it rise, catch: that is 1, 2, 3, 4.",
                      "A bell is rung up a little at a time.")
    assert question.answer == ("B",)


def test_a_polls_tally_of_letters_and_votes_is_no_item(tmp_path):
    # (IW 5868: "c: 52 votes (71%)   a: 14 votes (19%)   d: 7 votes (10%)   b: 0 votes" under "Community vote distribution"
    # had been read as the item of option C)
    body = ("A bell is rung up a little at a time.\n\nCommunity vote distribution\n"
            "b: 52 votes (71%)   a: 14 votes (19%)   d: 7 votes (10%)   c: 0 votes")
    question = parsed(tmp_path, ORDER, ORDER_OPTIONS, "Hold, pull, let it rise, catch.", body)
    assert "votes" not in question.full_explanation and not question.rationales


def test_a_value_correct_for_one_part_only_is_no_verdict():
    # (IW 5860: "37.5 µs [C]: this is correct for one OFDM symbol, …. The grid has fourteen of them." read as the answer)
    from deckgen.parse.analysis import analyse
    items = ("Each option in turn:\n\nA: this is a quarter of one bell. The frame holds six.\n\n"
             "B: this is half of one bell. The frame holds six.\n\n"
             "C: this is correct for one bell. The frame holds six of them.\n\n"
             "D: this is six bells of 1,200 kg. This is the value that holds.")
    assert "C" not in analyse(items).correct
    assert "C" in analyse(items.replace("correct for one bell", "correct, one bell per pit")).correct  # (a verdict, then why)


def test_a_guess_someone_else_wrote_is_no_stated_answer(tmp_path):
    # (IU 5828: "Owen: Someone in the forum wrote 720 px, answer A." read as the text's answer, where it states D)
    body = ("Six bells of 1,200 kg each come to 7,200 kg, which is option D.\n\nMargaret: Six bells of 1,200 kg. That's D, "
            "7,200 kg.\n\nOwen: Someone in the forum wrote 1,200 kg, answer C.\n\nMargaret: That is one bell, not the frame.")
    question = parsed(tmp_path, "How much weight does the frame of a ring of six 1,200 kg bells carry?", None,
                      "Six bells of 1,200 kg.", body)
    assert question.answer == ("D",)


def test_it_after_a_sentence_with_a_second_subject_past_a_semicolon_is_not_resolved():
    # (IT 5802: "Mode 0 enhances less …; mode 1 enhances more …. It takes its input … as BGR, planar, 32-bit float buffers"
    # drew "Mode 0 takes its input …", where "It" is the filter the paragraph is about)
    from deckgen.parse.drawing_points import _with_subject
    before = "Back rounds ring the treble last; plain hunt moves every bell one place at each change."
    sentence = "It starts from rounds and comes back to rounds."
    assert _with_subject(sentence, before, 0.0, frozenset())[0] == sentence
    single = "Plain hunt moves every bell one place at each change."
    assert _with_subject(sentence, single, 0.0, frozenset())[0].startswith("Plain hunt starts")


def test_a_table_set_in_columns_of_spaces_with_a_verdict_column_gives_the_items(tmp_path):
    # (IW 5878: "Option  Value  Verdict  Why" over rows "A       200,000 bits      Wrong    Uses exactly 60 fps …", of a text
    # that lists no options: its spaces made one, the rows had been read as prose, and the card had no key)
    body = ("Six bells of 1,200 kg each hang in the frame.\n\n"
            "Option  Value       Verdict  Why\n"
            "A       1,200 kg    Wrong    One bell, not the frame.\n"
            "B       7,200 kg    Right    Six bells of 1,200 kg.\n"
            "C       600 kg      Wrong    Half of one bell.\n"
            "D       14,400 kg   Wrong    Twelve bells, a ring of twelve.")
    question = parsed(tmp_path, "How much weight does the frame of a ring of six 1,200 kg bells carry?", None,
                      "Count every bell in the frame.", body)
    assert question.answer == ("B",)
    assert question.rationales["C"].startswith("Half of one bell")
    voiced = body.replace("Wrong", "Nay  ").replace("Right", "Aye  ")  # (the voice's words in the cells: read as before, prose)
    assert parsed(tmp_path, "How much weight does the frame of a ring of six 1,200 kg bells carry?", None,
                  "Count every bell in the frame.", voiced).answer == ()


def test_an_orders_steps_are_its_answer_box(tmp_path):
    # (IR 5769 "(B) 2, 4, 1, 3, 5", IS 5795, IV 5845 …: a box of numbers alone had been no box, and an order's answer is one)
    question = parsed(tmp_path, ORDER, ORDER_OPTIONS, "Hold, pull, let it rise, catch.",
                      "The answer is B.\n\nA bell is rung up a little at a time.")
    assert question.answer == ("B",)
    assert question.infographic.answer == "B — 1, 2, 3, 4"
