"""Cards of the forty-fifth held-out set's kinds (AR, and the boxes of earlier sets' "Which THREE" cards), read by
`parse`. Written for these tests, on a topic of their own (a print shop), in other words than the held-out texts
that showed the forms.
"""
from __future__ import annotations

import pytest

from deckgen.model import Infographic, Question
from deckgen.parse.drawing_box import answer_box
from deckgen.parse.drawing_clauses import clauses
from deckgen.parse.drawing_nofact import no_fact
from deckgen.parse.drawing_notes import note
from deckgen.parse.drawing_select import select_points
from deckgen.parse import analysis, answerkind
from deckgen.parse.answernot import not_what
from deckgen.parse.answerform import reads_alone
from deckgen.parse.drawing_title import title
from deckgen.parse.furniture import _without_furniture
from deckgen.parse.optiontext import with_letters
from helpers import parse_raw, raw_text

OPTIONS = {"A": "A laser printer, for the bulk of the plain pages", "B": "A fax machine on every desk",
           "C": "A large-format plotter, for the posters", "D": "A typewriter", "E": "A guillotine cutter, for trimming"}


def _question(stem: str, answer: tuple[str, ...], line: str) -> Question:
    return Question(id="q", order=1, source="raw/1_q.txt", tags=(), question=stem, options=OPTIONS, answer=answer,
                    answer_text=line, short_explanation="", full_explanation="", rationales={}, infographic=Infographic())


def test_three_answers_too_long_to_box_each_are_boxed_by_the_lines_short_names():
    question = _question("Which THREE machines does the shop need? (Choose three.)", ("A", "C", "E"),
                         "A laser printer; a large-format plotter; a guillotine cutter.")
    assert answer_box(question)[0] == "A, C, E — A laser printer; a large-format plotter; a guillotine cutter"


def test_three_answers_whose_line_runs_past_a_box_or_names_fewer_are_no_box():
    stem = "Which THREE machines does the shop need? (Choose three.)"
    long_line = ("A laser printer for the bulk of the plain pages; a large-format plotter for the posters; "
                 "a guillotine cutter for trimming.")
    assert answer_box(_question(stem, ("A", "C", "E"), long_line))[0] == ""
    assert answer_box(_question(stem, ("A", "C", "E"), "A laser printer; a large-format plotter."))[0] == ""


def test_an_option_quoted_then_a_colon_and_its_verdict_is_an_item_with_that_verdict(tmp_path):
    full = ("Laser toner is a dry powder fused by heat.\nLet's check each choice:\n"
            'A - "A laser printer fuses toner with heat": this is correct, as explained above.\n'
            'B - "A laser printer sprays liquid ink": wrong. Inkjets spray ink.\n'
            'C - "A laser printer needs no drum": wrong. The drum carries the image.\n'
            'D - "A laser printer prints only in colour": wrong. Most print black only.')
    question = parse_raw(tmp_path, raw_text("Which statement about laser printers is TRUE?", None, "Heat.", full)).question
    assert question.answer == ("A",) and sorted(question.rationales) == ["B", "C", "D"]
    assert question.rationales["C"] == "The drum carries the image."


MACHINES = ["A. Laser printer", "B. Guillotine cutter", "C. Plotter", "D. Binder"]


@pytest.mark.parametrize("items", [
    ["- Laser printer — prints the pages, it does not cut them.", "- Plotter — draws large posters, no cutting.",
     "- Binder — holds the sheets together after trimming."],
    ['"Laser printer" - prints the pages. Wrong.', '"Plotter" - draws large posters. Wrong.',
     '"Binder" - holds the sheets together. Wrong.'],
])
def test_wrong_options_led_by_their_text_and_a_dash_are_their_letters_items(tmp_path, items):
    full = "\n".join(["A guillotine cuts a whole stack at once.", "How the other answers compare:", *items])
    question = parse_raw(tmp_path, raw_text("Which machine trims a stack of printed sheets?", MACHINES, "A guillotine.",
                                            full)).question
    assert question.answer == ("B",) and sorted(question.rationales) == ["A", "C", "D"]
    assert question.rationales["C"].startswith("Draws large posters")


def test_a_table_of_the_options_facts_led_by_dashes_is_no_analysis_where_items_have_letters(tmp_path):
    full = ("The shop's machines are:\n\nLaser printer - prints the pages\n\nGuillotine cutter - trims whole stacks\n\n"
            "Plotter - draws the posters\n\nNow let's walk through the choices:\n\n(A) Laser printer - wrong, it prints.\n\n"
            "(C) Plotter - wrong, it draws.\n\n(D) Binder - wrong, it binds.")
    question = parse_raw(tmp_path, raw_text("Which machine trims a stack of printed sheets?", MACHINES, "A guillotine.",
                                            full)).question
    assert question.answer == ("B",) and question.rationales["A"] == "It prints."  # (not the table's rows as the items)


def test_statements_quoted_after_their_letter_are_judged_and_the_only_incorrect_statement_is_the_answer(tmp_path):
    options = ["A. A laser printer fuses toner with heat.", "B. A laser printer sprays liquid ink.",
               "C. A laser printer uses a drum.", "D. A laser printer can print in black only."]
    full = ("Laser printers fix dry toner with heat.\nReview of the statements\n"
            'Statement A, "fuses toner", is accurate; heat fixes the powder.\n'
            'Statement C, "uses a drum", is accurate. The drum carries the image.\n'
            'Statement D, "black only", accurately describes most office models.\n'
            "Statement B is the only incorrect statement and is therefore the answer.")
    question = parse_raw(tmp_path, raw_text("Which statement about laser printers is NOT true?", options, "Toner.",
                                            full)).question
    assert question.answer == ("B",) and sorted(question.rationales) == ["A", "C", "D"]


def test_wrong_options_quoted_as_the_subject_of_their_lines_are_their_letters_items(tmp_path):
    options = ["A) Reprint the whole job on the laser printer", "B) Trim the stack on the guillotine cutter",
               "C) Fold each sheet by hand to save time", "D) Send the posters to the plotter"]
    full = ("The sheets are printed; only the edges are left.\nWhy not the others?\n"
            '"Reprint the whole job on the laser printer" wastes paper, since the pages are fine.\n'
            '"Fold each sheet by hand" goes the wrong way: folding does not trim.\n'  # (the option's first words)
            '"Send the posters to the plotter" mixes up the jobs; posters are not the issue.\nSo the answer is B.')
    question = parse_raw(tmp_path, raw_text("What should the shop do FIRST?", options, "Trim.", full)).question
    assert question.answer == ("B",) and sorted(question.rationales) == ["A", "C", "D"]
    assert question.rationales["C"].startswith('"Fold each sheet by hand" goes the wrong way')


def test_an_option_quoted_as_the_right_one_is_not_lettered_as_an_item():
    options = {"A": "Reprint the job", "B": "Trim the stack", "C": "Fold each sheet"}
    full = ('"Trim the stack" is the right step here.\n"Reprint the job" wastes paper.\n"Fold each sheet" does not trim.')
    assert with_letters(full, options) == ('"Trim the stack" is the right step here.\nOption A: "Reprint the job" wastes '
                                           'paper.\nOption C: "Fold each sheet" does not trim.')



@pytest.mark.parametrize("stem, line", [
    ("The Booklet Maker trims and folds booklets. It can run all of the following jobs EXCEPT:",
     "The Booklet Maker cannot run Poster printing."),
    ("Booklets are made here. It can run all of the following jobs EXCEPT:", ""),  # (what "It" is, the text does not say)
    ("The Booklet Maker can run all of the following jobs EXCEPT:", "The Booklet Maker cannot run Poster printing."),
])
def test_an_except_questions_it_is_the_name_that_leads_the_sentence_before_or_no_line(stem, line):
    assert not_what("Poster printing", stem) == line


@pytest.mark.parametrize("stem, expected", [
    ("A shop's runbook has four steps and the third is missing. Which step comes next, at position 3?", ""),
    ("What is the name of the shop machine for trimming stacks, which cut hundreds of sheets at once?",
     "Name of the shop machine for trimming stacks"),  # (not "What cut hundreds of sheets": a relative clause)
])
def test_a_title_is_no_question_of_what_comes_next_nor_a_relative_clause_without_its_noun(stem, expected):
    assert title(stem) == expected


def test_a_command_named_alone_in_lower_case_is_the_answer_line_and_the_commands_keep_their_case(tmp_path):
    short = "lpstat. It reports printers and jobs. lpstat -p lists every printer with its state."
    full = ("CUPS splits its commands: lpq lists a queue, lpr submits, cancel removes jobs.\nOther options:\n- B, lpq: lists the jobs of one queue. "
            "Not printer state.\n- C, lpr: submits a job. Shows nothing about printers.\n- D, cancel: removes jobs.")
    question = parse_raw(tmp_path, raw_text("Which CUPS command shows the state of the printers?", None, short, full)).question
    assert (question.answer, question.answer_text) == (("A",), "lpstat.")
    assert question.options == {"A": "lpstat", "B": "lpq", "C": "lpr", "D": "cancel"}



def test_a_bare_counter_and_mark_and_skip_controls_are_page_furniture(tmp_path):
    stem = "12 / 40    Mark    Skip\nWhich machine trims a stack of printed sheets?"
    question = parse_raw(tmp_path, raw_text(stem, MACHINES, "A guillotine.", "A guillotine cuts.")).question
    assert question.question == "Which machine trims a stack of printed sheets?"


def test_a_point_that_gives_only_figures_an_earlier_point_gave_is_not_drawn_again(tmp_path):
    short = "About 4.2 kW per press, at maximum. Two 1,500 W heaters alone account for 3,000 W."
    full = ("The press datasheet lists its power draw as approximately 4.2 kW maximum. That is the figure for circuit "
            "planning.\nThe heaters dominate: 2x heaters at 1,500 W each = 3,000 W, and the rest is motors, rollers and fans.")
    question = parse_raw(tmp_path, raw_text("What is the maximum power draw of one press?", ["A. 1.5 kW", "B. 4.2 kW"],
                                            short, f"{full}\nA is wrong: that is one heater.")).question
    restated = ["The heaters dominate: 2x heaters at 1,500 W each = 3,000 W", "Two 1,500 W heaters alone account for 3,000 W"]
    assert sum(point in restated for point in select_points(question, restated)) == 1


def test_a_clause_after_a_comma_in_a_sentence_led_by_its_condition_is_no_point_alone():
    sentence = 'If the gauge says "Low", it means the toner is nearly empty, and the cartridge is a candidate for replacement.'
    assert "The cartridge is a candidate for replacement" not in clauses(sentence)
    assert "The cartridge is a candidate for replacement" in clauses(sentence.split(", ", 1)[1].capitalize())


def test_to_what_does_x_provide_the_line_is_what_x_does_not_its_history_nor_another_things(tmp_path):
    short = ("The Booklet Maker is a finishing unit for printed booklets. It folds, staples and trims each booklet in one "
             "pass, so no sheets are handled by hand.")
    full = ("The Booklet Maker was introduced with the Press 500 series (2019) and is supported on the Press 700 and Press "
            "900 printers. An operator loads a job ticket and the unit follows it.\nThe Sheet Stacker is a separate tray "
            "that stacks loose printed sheets for later binding.\nOption A is incorrect because it "
            "describes the Sheet Stacker.\nOption B is incorrect because the unit does not print.\nOption D is incorrect "
            "because the unit needs no licence.")
    question = parse_raw(tmp_path, raw_text("What does the Booklet Maker provide on a Press 700 or Press 900 printer?",
                                            None, short, full)).question
    assert question.answer == ("C",)
    assert question.answer_text.startswith("The Booklet Maker")
    assert "introduced" not in question.answer_text and "Stacker" not in question.answer_text


def test_a_recall_cards_note_from_a_later_sentences_clause_names_its_options_thing_or_is_none():
    reason = "A jammed roller is error E12. That is a mechanical fault; the printer is still online."
    assert note(reason) == ""  # (alone, "The printer is still online" says nothing of a jammed roller)
    assert note(reason, "A jammed roller") == "The printer is still online"  # (beside its option's text)


@pytest.mark.parametrize("line, box", [
    ("The spooler could not reach the printer over the network and fell back to the local queue.",
     "The spooler could not reach the printer over the network"),
    ("The printer stopped answering on the network, typically because of a cable, power or switch problem.",
     "The printer stopped answering on the network"),
    ("The printer stopped answering on the network, usually because the switch port was shut down by policy.",
     "The printer stopped answering on the network"),
    ("Drain the print queue on the shop's main server and restart the spooler service before anything else.", ""),
    ("The job starts once every sheet has been fed and the tray has been closed, or once the door is shut.", ""),
    ("The spooler on the shop's main server sends the queued jobs over USB and Ethernet links to the printers.", ""),
])
def test_a_long_answer_lines_box_is_its_subject_and_first_predicate(line, box):
    question = Question(id="q", order=1, source="raw/1_q.txt", tags=(), question="What is the most likely cause?",
                        options={}, answer=(), answer_text=line, short_explanation="", full_explanation="", rationales={},
                        infographic=Infographic())
    assert answer_box(question)[0] == box


def test_the_title_of_a_best_first_step_to_do_something_is_how_to_do_it():
    stem = "The shop's prints come out faded. What is the BEST first step to measure the toner density of the printer?"
    assert title(stem) == "How to measure the toner density of the printer"


@pytest.mark.parametrize("point, empty", [
    ("The shop offers two printing families for its customers", True),
    ("The Booklet Maker should be distinguished from the other finishing units", True),
    ("The Booklet Maker should be distinguished from the Sheet Stacker, which only stacks", False),
    ("The shop offers two printers, a laser and a plotter, for its customers", False),
])
def test_a_point_that_announces_families_or_a_distinction_it_does_not_name_carries_no_fact(point, empty):
    assert no_fact(point) is empty


def test_a_paragraph_that_goes_on_with_a_sentence_begun_before_a_command_line_gives_no_point(tmp_path):
    full = ("A single test isolates the printer. Something like\n\nlpstat -p -d\n\nfrom the CUPS tools lists every printer "
            "with its state and the default destination of the whole shop.\n\nA printer that shows stopped needs a look.")
    question = parse_raw(tmp_path, raw_text("Which command lists the printers and their state?", ["A. lpstat -p -d", "B. lpq"],
                                            "lpstat.", f"{full}\nB is wrong: lpq lists jobs.")).question
    assert not any(point.startswith("From the CUPS tools") for point in question.infographic.points)


@pytest.mark.parametrize("line", [
    "Home › Print Shop Prep › Finishing › Guillotines", "Practice Exams / PRN-101 / Set 2 / Finishing & Binding",
    "Courses → Print Shop Basics (PRN-101) → Finishing → Cutters", "Home :: PRN-101 :: Finishing :: Cutters",
    "Difficulty ★★★★☆ Hard", "Level: EASY", "[MEDIUM]", "Difficulty level: Beginner", "🟢 Easy", "Difficulty — HARD",
    "Diff: 2/5", "Practice Q#118", "Q-0412", "#23", "Attempted by 1,204 learners · 63% answered correctly",
    'Pick one answer, then hit "Check".',
])
def test_another_sites_breadcrumbs_difficulty_and_counters_are_page_furniture(line):
    assert _without_furniture(line) == ""


@pytest.mark.parametrize("line", [
    "With GPUDirect RDMA: GPU memory → NIC → network → NIC → GPU memory",  # (a path of the text, not a site's places)
    "CFM > 1000 when the load > 40 kW > limit", "A value of 8 / 2 / 2 / 1 gives the split", "Hard drives are slow.",
])
def test_arrows_slashes_and_levels_in_the_texts_own_lines_are_no_furniture(line):
    assert _without_furniture(line) == line


def test_a_pages_references_are_no_content_and_a_select_prompt_with_its_button_ends_the_options(tmp_path):
    options = ["( ) A. Laser printer", "( ) B. Guillotine cutter", "( ) C. Plotter"]
    full = ("A guillotine cuts a whole stack of sheets at once with one long blade.\nWhy the others are wrong\n"
            "A: Incorrect. A laser printer prints the pages.\nC: Incorrect. A plotter draws posters.\nReference\n"
            "Print Shop Handbook – Finishing, \"Cutters\"; Binding – \"Trimming\".")
    text = raw_text("Which machine trims a stack of printed sheets?", options, "A guillotine.", full)
    text = text.replace("Select an answer to reveal the explanation.", "Select 2 answers and press Submit to reveal the explanation.")
    question = parse_raw(tmp_path, text).question
    assert question.options["C"] == "Plotter" and question.answer == ("B",)
    assert "Handbook" not in question.full_explanation and "Reference" not in question.full_explanation
    one_line = full.replace("Reference\n", "References: ")
    question = parse_raw(tmp_path, raw_text("Which machine trims a stack of printed sheets?", options, "A guillotine.",
                                            one_line), name="001_q2.txt").question
    assert "Handbook" not in question.full_explanation and question.answer == ("B",)


@pytest.mark.parametrize("crumb", ["PRN-101 > Domain 4: Finishing > Cutters", "home / prn-101 / finishing / cutters"])
def test_a_breadcrumb_by_gt_or_slash_on_the_pages_first_line_is_page_furniture(tmp_path, crumb):
    stem = f"{crumb}\nWhich machine trims a stack of printed sheets?"
    question = parse_raw(tmp_path, raw_text(stem, MACHINES, "A guillotine.", "A guillotine cuts.")).question
    assert question.question == "Which machine trims a stack of printed sheets?"


def test_a_prompt_to_check_your_answer_ends_the_options_and_a_note_goes_on_past_i_e(tmp_path):
    text = raw_text("Which machine trims a stack of printed sheets?", MACHINES, "A guillotine.",
                    "A guillotine cuts.\nA is wrong: it prints.\nC is wrong: it draws.\nD is wrong: it binds.")
    question = parse_raw(tmp_path, text.replace("Select an answer to reveal the explanation.",
                                                "Select an option to check your answer.")).question
    assert question.options["D"] == "Binder"
    assert note("0.5 is the overhead ÷ the load (600 ÷ 1,200), i.e. PUE − 1.") == \
        "0.5 is the overhead ÷ the load (600 ÷ 1,200), i.e. PUE − 1"


@pytest.mark.parametrize("stem, expected", [
    ("A leaf switch has 40 ports down and 10 up. What is the oversubscription ratio of this leaf switch?",
     "Oversubscription ratio"),  # ("ratio" is no question word: "rationale" is)
    ("Which statement BEST explains why the press is installed with a water chiller rather than plain fans?",
     "Why the press is installed with a water chiller"),  # (cut before its "rather than", never after "installed")
])
def test_a_ratio_names_a_concept_and_a_why_title_is_not_cut_after_its_participle(stem, expected):
    assert title(stem, "2:1" if "ratio" in stem else "") == expected


@pytest.mark.parametrize("stem, options, full, notes", [
    ("What is the oversubscription ratio of the leaf?", ["A. 1:2", "B. 1:1", "C. 2:1", "D. 4:1"],  # (by its option's text)
     "Down is 8 Tb/s and up is 4 Tb/s, so 2:1.\nA and D are both wrong: 4:1 is what you get when you count only ports, "
     "and 1:2 is the ratio upside down.\nB is also wrong, because 1:1 needs twice the uplink.",
     {"A": "1:2 is the ratio upside down.", "D": "4:1 is what you get when you count only ports."}),
    ("All of the following lower PUE EXCEPT:", None,  # (by a letter at each sentence's start)
     "Less overhead lowers PUE.\nOption A, B and C are all correct ways to lower it, so they are not the answer: A stop "
     "hot and cold air mixing. B warmer supply air means less chiller work. C less loss in the UPS means fewer kW.\n"
     "Correct answer: D", {"A": "Stop hot and cold air mixing.", "B": "Warmer supply air means less chiller work."}),
])
def test_a_note_letters_share_is_split_where_it_names_each_ones_option(tmp_path, stem, options, full, notes):
    question = parse_raw(tmp_path, raw_text(stem, options, "The short one.", full)).question
    assert {letter: question.rationales[letter] for letter in notes} == notes


def test_a_stated_answer_with_its_gist_closing_a_wrong_options_note_is_the_answers_line(tmp_path):
    full = ("The cutter trims.\nWhy not the other choices? Buying a printer (option A) adds pages. A stapler (option B) "
            "joins sheets. A plotter (option D) draws posters. So option C it is: trim the stack on the guillotine.")
    question = parse_raw(tmp_path, raw_text("What should the shop do FIRST to square the booklets' edges?", None,
                                            "Square edges need a cut.", full)).question
    assert question.answer == ("C",) and question.answer_text == "Trim the stack on the guillotine."
    assert "it is" not in question.rationales["D"]


def test_at_least_in_a_quoted_log_asks_for_no_least():
    asked = "Log: failed to load job 'poster': at least one tray must be available under the policy Most likely cause?"
    assert answerkind.kind(asked, 1) != "negative"
    assert answerkind.kind("Which tray is the LEAST likely cause?", 1) == "negative"


def test_an_answer_line_of_a_task_said_before_does_not_read_alone():
    assert "a pronoun that needs the sentence before it" in reads_alone(
        "A few small motors are the wrong tool for that job, and the stapler does not cut paper at all.")
    assert not reads_alone("A few small motors are the wrong tool for that job of cutting paper.")


def test_the_verdicts_noun_choice_goes_with_it():
    full = "Body.\n\nA: Incorrect choice. This statement is true. Toner is dry.\n\nB: Incorrect choice. Ink is liquid."
    assert analysis.analyse(full, True).rationales == {"A": "This statement is true. Toner is dry.", "B": "Ink is liquid."}
