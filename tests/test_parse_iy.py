"""Cards and lines of the forms the readers of the held-out sets IY to JB (fifty-first session) and the keyed sets before
them failed, read by `parse`. Written for these tests, on a topic of their own (a beehive in spring), in other words than
the held-out texts that showed the forms.
"""
from __future__ import annotations

from helpers import parsed_question as parsed

HIVE = "A colony is building queen cells in May. Which TWO steps keep it from swarming?"
HIVE_OPTIONS = ["A. Give the brood box a super of drawn comb so the bees have room.",
                "B. Paint the hive roof white so the colony stays cool.",
                "C. Feed the colony sugar syrup every evening.",
                "D. Split the colony, moving the old queen to a nucleus box.",
                "E. Turn the entrance to face north."]
HIVE_BODY = ("A colony swarms when it runs out of room and the old queen leaves with half the bees; queen cells are the sign "
             "that it is getting ready.\n\n")


def test_items_led_by_the_voices_verdict_and_a_dash_then_what_they_name_read_as_their_options(tmp_path):
    # (IU 5824: "Needed — semantic label on the pallets: …" / "Not needed — the GUI: …", one line for each option, named by
    # its words: lettered by `described` but the verdict before the dash dropped, so no key)
    analysis = ("Needed — a super of drawn comb: more room takes away the first reason to swarm.\n\n"
                "Not needed — a white roof: heat matters in August, not to a colony short of room in May.\n\n"
                "Not needed — sugar syrup: feeding in a flow makes the colony fill the brood box with stores, which is "
                "less room, not more.\n\n"
                "Needed — a split with the old queen in a nucleus: the colony believes it has swarmed already.\n\n"
                "Not needed — the north entrance: which way the entrance faces plays no part in swarming.")
    question = parsed(tmp_path, HIVE, HIVE_OPTIONS, "Room and a split.", HIVE_BODY + analysis)
    assert question.answer == ("A", "D")
    assert question.rationales["C"].startswith("Feeding in a flow")
    assert not any("Needed" in why for why in question.rationales.values())


CAUSE = "A hive's bees are gentle in the morning and sting everyone in the afternoon. What is the most likely cause?"
CAUSE_OPTIONS = ["a. The queen has failed and the colony is queenless.",
                 "b. The smoker runs out of fuel by the afternoon, so the keeper works the hive without smoke.",
                 "c. A wasp nest is hidden in the hedge beside the hive.",
                 "d. The hive stand is too low for the grass around it."]


def test_items_led_by_what_they_name_a_dash_and_the_voices_verdict_of_four_words_read_as_their_options(tmp_path):
    # (IS 5791: "The tag-family idea — won't fit this slot. …" and "The size-parameter idea — container fits the slot. …",
    # one paragraph for each option: no key)
    analysis = ("Bees sting more when they are not calmed by smoke, and a smoker burns out after a couple of hours.\n\n"
                "The queenless idea — won't fill the comb. A queenless colony is loud and testy all day, not only in the "
                "afternoon.\n\n"
                "The smoker fuel idea — this fills the comb. An empty smoker by the afternoon leaves nothing to calm the "
                "bees, which is why the stings come then.\n\n"
                "The wasp nest idea — won't fill the comb. Wasps would trouble the bees morning and afternoon alike.\n\n"
                "The low stand idea — won't fill the comb. Grass at the entrance is a nuisance, and the same at every hour.")
    question = parsed(tmp_path, CAUSE, CAUSE_OPTIONS, "Look at the smoker.", analysis)
    assert question.answer == ("B",)
    assert question.rationales["C"].startswith("Wasps would trouble")


def test_a_title_is_never_the_question_with_its_which_taken_off_and_its_verb_left():
    # (IZ 5920 "NVIDIA component is the open-source toolkit built", JA 5940 "Causing the failure", JA 5952 "How many seconds
    # after time code 0 does peak appear", IZ 5925 "Practices follow that guidance": chopped stems the readers failed)
    from deckgen.parse.drawing_title import title
    assert title("Which Langstroth component is the open-source wooden box built for these honey flows, and the one Langstroth "
                 "himself used for his own apiary?") == ""
    assert title("The bees fight at the entrance all afternoon. What is causing the robbing?") == ""
    assert title("Playing the recording at its own rate, how many seconds after minute 0 does the peak of the buzz appear?") == ""
    assert title("Which TWO practices follow that guidance?") == ""
    assert title("Which THREE are duties of guard bees in a hive?") == "Duties of guard bees in a hive"  # (a noun phrase stays)
    from deckgen.parse.drawing_ask import DIRECT
    assert DIRECT.match("How many frames did the colony draw")
    assert not DIRECT.match("How much honey the colony can store")  # (an indirect question: a title)


def test_a_shortened_title_keeps_the_the_before_one_thing():
    # (JB 5962 "How many bytes of blendshape weights arrive for whole clip": the "the" dropped to fit, read as a chopped stem)
    from deckgen.parse.drawing_shorten import shortened
    from deckgen.parse.drawing_title import title
    assert title("Counting the frames and the wax caps, how many grams of royal propolis arrive for the whole frame?") \
        == "How many grams of royal propolis arrive"
    assert shortened("Why splitting only the brood boxes early stops swarming in May") \
        == "Why splitting only brood boxes early stops swarming in May"  # (before things it may go)


SUPER = "A keeper weighs the honey super before and after the flow. How much honey, in kg, did the colony store?"


def test_a_short_explanation_led_by_the_letter_a_colon_and_the_value_states_the_answer(tmp_path):
    # (IY 5908 "C: 224 MiB. Each key pair is …", the options named only in the analysis, its items in the voice's words)
    analysis = ("A and B both weigh only the frames: 12 kg and 14 kg leave out the super's own stores.\n\n"
                "C alone weighs the whole super, 18 kg.\n\n"
                "D and E both count the bees with the honey, 22 kg and 25 kg.")
    question = parsed(tmp_path, SUPER, None, "C: 18 kg. The super weighed 26 kg full and 8 kg empty.", analysis)
    assert question.answer == ("C",)


SMOKE = "The bees boil out of the hive as soon as the crown board is lifted. What is the best next step?"
SMOKE_OPTIONS = ["[A] Close the hive and try again at night.", "[B] Wear thicker gloves.",
                 "[C] Smoke the entrance and wait two minutes before opening.", "[D] Move the hive ten metres."]


def test_a_bracketed_letter_called_the_best_next_step_states_the_answer(tmp_path):
    # (IZ 5935 "[C] is the best next step. A generated clip …": the bracketed letter not read, no key)
    analysis = ("Option [A] leaves the colony as angry at night; option [B] only hides the stings; option [D] confuses the "
                "foragers.")
    question = parsed(tmp_path, SMOKE, SMOKE_OPTIONS, "[C] is the best next step. Smoke masks the alarm scent.", analysis)
    assert question.answer == ("C",)


def test_a_numbered_list_of_gists_in_the_options_order_is_lettered_where_a_gist_ties_with_another_option(tmp_path):
    # (JA 5956 "1. Saving again from the extension: …" of "A - Call stage.Save() a second time from the extension …", whose
    # word "save" option B holds too; IY 5906 "1. Decryption failure at large batch sizes: not the cause." with "2. …: this is
    # the cause.": the voice's two marks read once the items are lettered)
    options = ["A - Smoke the hive from the entrance before opening it.", "B - Smoke the hive under the crown board and open it slowly.",
               "C - Wear a veil with a zip.", "D - Work the hive at noon, when foragers are out."]
    analysis = ("1. Smoke alone: not the fix. At the entrance it calms the guards but not the bees above the frames.\n"
                "2. Smoke under the crown board: this is the fix. The smoke reaches the bees that fly up when the board lifts.\n"
                "3. A zipped veil: not the fix. It keeps stings off the face, not bees in the hive.\n"
                "4. Noon work: not the fix. Foragers out means fewer bees, not calmer ones.")
    question = parsed(tmp_path, SMOKE, options, "Smoke where the bees are.", analysis)
    assert question.answer == ("B",)
    assert question.rationales["C"].startswith("It keeps stings")


def test_the_voices_picture_set_up_in_the_stem_is_still_no_point(tmp_path):
    # (IZ 5923 "The system prompt is the mangalacharan", JA 5951 "A reference works like the Chandra meeting the Bhaga at Tandi:
    # …": the picture's words in the stem's opening, so read as the question's own)
    stem = ("In a temple procession the palanquin goes first and sets the pace for everyone behind it. A keeper opens a hive "
            "and the bees boil out at once. What is the best next step?")
    body = ("Smoke tells the guards to stand down. The smoker is the palanquin of the inspection. Smoke works like the bells of "
            "the procession at Madurai. Smoke masks the alarm pheromone the guards release, so the colony stays calm for about "
            "ten minutes.\n\n"
            "A is wrong: gloves do not calm bees. B is wrong: closing the hive leaves the colony as angry. "
            "D is wrong: moving the hive confuses foragers.")
    question = parsed(tmp_path, stem, ["A. Wear gloves.", "B. Close the hive.", "C. Smoke the entrance and wait.",
                                       "D. Move the hive."], "C: smoke first.", body)
    assert question.answer == ("C",)
    shown = " ".join(question.infographic.points)
    assert "palanquin" not in shown
    assert "Madurai" not in shown


def test_a_thing_said_to_work_like_a_picture_of_the_voices_is_no_point():
    # (JA 5951 "A reference works like the Chandra meeting the Bhaga at Tandi: …", JA 5943 "… is like white noise in the ear
    # canal": the simile's picture has a place's name, or no article)
    from deckgen.parse.drawing_empty import empty
    from deckgen.parse.words import keywords
    literal = keywords("What is the best next step? Smoke the entrance and wait. Wear gloves. Close the hive.")
    assert empty("A smoker works like the Ganga meeting the Yamuna at Prayag", keywords, literal)
    assert empty("Alarm pheromone is like white noise in a temple hall", keywords, literal)
    assert not empty("A nucleus box works like a small hive", keywords, literal)  # (the options' word: "hive")
    assert not empty("Thrust's vectors behave much like std::vector", keywords, literal)  # (a name of code)


NOT_TRUE = "All of the following statements about a hive's queen are true EXCEPT:"


def test_a_false_statement_is_corrected_by_the_sentence_that_says_its_first_clause_with_one_word_put_another_way(tmp_path):
    # (JA 5948 "CorrDiffTaiwan is a prognostic model: it steps …" corrected by "CorrDiffTaiwan is a diagnostic model in
    # earth2studio.models.dx: …", read as no correction: the card's answer line left empty)
    options = ["A. The queen lays up to 2,000 eggs a day in spring.", "B. A queen mates in flight in her first weeks.",
               "C. The queen is a worker: she forages for nectar like the rest.", "D. The colony raises a new queen in a queen cell."]
    short = "C is the false statement. The queen is a mother to the whole colony: she lays the eggs, the workers forage."
    body = "A is true. B is true. D is true. C is the exception: foraging is the older workers' job."
    question = parsed(tmp_path, NOT_TRUE, options, short, body)
    assert question.answer == ("C",)
    assert question.answer_text.startswith("The queen is a mother to the whole colony")


def test_the_voices_two_words_closing_the_options_items_are_read_as_their_verdicts(tmp_path):
    # (JD 6001: items named by their options' words, four closing "… So this is galat." / "Galat." and one "Sahi, this one.":
    # the four lines named exactly were read as wrong ones and the fifth, named in other words, taught as the answer)
    options = ["A) The smoker, puffed from the front of the hive", "B) A bee brush", "C) A queen excluder", "D) The hive tool",
               "E) A feeder"]
    analysis = ("The smoker puffed into the entrance: it calms the guards, but it cannot lift a frame stuck with propolis. "
                "So this is chhod.\n\n"
                "A bee brush: it sweeps bees off a frame that is already out. Chhod.\n\n"
                "A queen excluder: it keeps the queen below the supers and lifts nothing. Chhod on both counts.\n\n"
                "The hive tool: its flat end prises the frames apart where propolis has glued them. Pakad, this one.\n\n"
                "A feeder: it holds syrup and has no edge at all. Chhod.")
    question = parsed(tmp_path, "Which tool lifts a frame glued down with propolis?", options, "Prise it up.", analysis)
    assert question.answer == ("D",)


def test_a_question_asked_after_all_but_one_check_out_asks_for_the_false_one(tmp_path):
    # (JF 6043 "… All of them check out EXCEPT one. Which claim should be spiked?": read as a question for a true claim, the card
    # taught the false claim as its answer line, title and box)
    stem = ("A beekeeping club's handout makes four claims about swarms. All of them check out EXCEPT one. Which claim should be "
            "struck from the handout?")
    options = ["A. A swarm leaves with the old queen.", "B. A swarm is most defensive while it hangs in a cluster.",
               "C. Scouts pick the new home.", "D. A swarm gorges on honey before it leaves."]
    short = "B is the false claim: a hanging swarm is at its gentlest, full of honey and with no brood to defend."
    body = "A checks out. C checks out. D checks out. B is the one to strike."
    question = parsed(tmp_path, stem, options, short, body)
    assert question.answer == ("B",)
    assert not question.answer_text.startswith("A swarm is most defensive")


def test_a_polls_tally_in_other_forms_is_page_furniture():
    # (JC 5996 "bce: 57 votes (74%)" one per line, JF 6051 "d (78%)   e (15%)   c (7%)", JB 5961 "c   71%" under "Community
    # answers (184 votes)", JC 5985 "Discussion (3 comments)": left in the stem and the full explanation)
    from deckgen.parse.furniture import FURNITURE
    for line in ("bce: 57 votes (74%)", "d (78%)   e (15%)   c (7%)", "c 71%", "Discussion (3 comments)",
                 "Community votes: D 64% (118) · A 22% (41) · C 7% (13)"):
        assert FURNITURE.fullmatch(line), line
    assert not FURNITURE.fullmatch("A 12% rise in power draw")


def test_a_date_in_the_scenario_is_no_title():
    # (JC 5980, 5988 "March 2023", of "… when it launched cuLitho at GTC in March 2023 … Which statement is true?")
    from deckgen.parse.drawing_title import title
    stem = ("The guild wants every number on its poster to match what was announced at the honey show in March 2023.\n\n"
            "Which statement is true?")
    assert title(stem) != "March 2023"


def test_a_table_in_columns_of_spaces_with_bracketed_letters_and_verdicts_with_their_why_is_read(tmp_path):
    # (JB 5977: "[A]     quadtree_on_points     …     Not it - builds the chart, pairs nothing" / "[D] … Correct - this is the
    # station": no key)
    options = ["[A] a bee brush", "[B] a queen excluder", "[C] a hive tool", "[D] a feeder"]
    body = ("Frames glued with propolis need a lever.\n\n"
            "Option  Tool              Verdict\n"
            "[A]     bee brush         Not it - sweeps bees, lifts nothing\n"
            "[B]     queen excluder    Not it - a grid between boxes\n"
            "[C]     hive tool         Correct - its flat end prises frames apart\n"
            "[D]     feeder            Not it - holds syrup")
    question = parsed(tmp_path, "Which tool lifts a frame glued down with propolis?", options, "Prise it up.", body)
    assert question.answer == ("C",)


def test_the_option_the_analysis_says_the_rest_leave_is_the_answer(tmp_path):
    # (JE 6039 "… MPI is how nvidia-mgpu coordinates its ranks …; and that leaves cuStateVec, the GPU state-vector library …":
    # the wrong options named by their words in one paragraph, no letter anywhere)
    options = ["[A] Smoker", "[B] Bee brush", "[C] Queen excluder", "[D] Hive tool, the flat steel bar"]
    body = ("Taking them one at a time: the smoker calms bees but lifts nothing; the bee brush sweeps bees off a frame already out; "
            "the queen excluder is a grid between boxes; and that leaves the hive tool, whose flat end prises frames apart.")
    question = parsed(tmp_path, "Which tool lifts a frame glued down with propolis?", options, "Prise it up.", body)
    assert question.answer == ("D",)


def test_a_commands_continued_line_that_looks_like_an_address_stays_in_the_stem(tmp_path):
    # (JD 6010, IZ 5926: "docker run … -p 8000:8000 \" then "    nvcr.io/nim/deepmind/alphafold2:2.1.0" taken for the page's
    # address and blanked: the question's command ended on a bare backslash)
    stem = ("The keeper starts the hive scale's logger:\n\n"
            "docker run --rm --name hivescale \\\n"
            "    -p 8080:8080 \\\n"
            "    registry.example.org/apiary/hivescale:1.4\n\n"
            "Which port does the logger listen on?")
    question = parsed(tmp_path, stem, ["A. 80", "B. 8080", "C. 443", "D. 22"], "B: 8080.", "B is correct. A, C and D are wrong.")
    assert "registry.example.org/apiary/hivescale:1.4" in question.question


def test_an_options_it_is_not_given_a_name_from_the_stem_when_the_question_asks_about_the_call_shown():
    # (JB 5974 "Which TWO statements about this call are correct?" over "d = cuspatial.haversine_distance(estates, warehouses)":
    # the option "It is row-wise: …" made "GeoSeries is row-wise: …", the stem's other name, a claim the text never makes)
    from deckgen.parse.answernames import stem_referent
    stem = ("The Hive Scale app stores each reading in a ReadingSeries.\n\n"
            "w = hivescale.weigh(frames, supers)\n\n"
            "Which TWO statements about this call are correct?")
    everything = stem + "\n\nB is correct: every ReadingSeries is in grams."
    assert stem_referent(stem, "Which TWO statements about this call are correct?", everything) == ""
    assert stem_referent(stem, "Which TWO statements about ReadingSeries are correct?", everything) == "ReadingSeries"
