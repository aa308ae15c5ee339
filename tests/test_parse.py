"""`parse`: raw question texts -> Question, for the seeds, the variants real collections show, and bad input."""
from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from deckgen.cardfiles import cardfile
from deckgen.errors import DeckgenError, ParseError, Report
from deckgen.parse import normalise, parse_file, parse_text
from golden import assert_golden
from helpers import BELOW_IMAGE, FULL, SEED_NAMES, SEEDS_DIR, SELECT, SHORT, parse_raw, raw_text, seed_text
from strategies import mutated_lines

GOLDEN = Path(__file__).parent / "golden" / "yaml"
#: Generated cases per property; with CI set, 4 here and 2 in test_cardfile make 7,200 (see strategies.MANY).
EXAMPLES = 1200 if os.environ.get("CI") else 300

STEM = "Which memory type gives an H100 its bandwidth?"
OPTIONS = ["A. GDDR6", "B. HBM3", "C. DDR5", "D. LPDDR5"]
ANALYSIS = ("HBM3 stacks memory dies next to the GPU. Let's analyze the incorrect options: "
            "- A is incorrect because GDDR6 is used on consumer cards. "
            "- C is incorrect because DDR5 is system memory. "
            "- D is incorrect because LPDDR5 is for phones.")
RATIONALES = {"A": "GDDR6 is used on consumer cards.", "C": "DDR5 is system memory.",
              "D": "LPDDR5 is for phones."}


def parse_error(tmp_path: Path, monkeypatch, content: str | bytes, name: str = "000_q1.txt") -> str:
    """The one line a user sees for a text that cannot be a question (paths relative to tmp_path)."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ParseError) as raised:
        parse_raw(tmp_path, content, name)
    return str(raised.value)


# --- the seeds -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", SEED_NAMES)
def test_seed_yaml_matches_golden(name):
    parsed = parse_file(SEEDS_DIR / name)
    assert parsed.warnings == ()
    assert_golden(GOLDEN / f"{parsed.question.id}.yaml", cardfile.to_yaml(parsed.question))


@pytest.mark.parametrize("name, answer, wrong", [
    (SEED_NAMES[0], ("C",), ["A", "B", "D"]),
    (SEED_NAMES[1], ("B",), ["A", "C", "D"]),
    (SEED_NAMES[2], ("B",), ["A", "C", "D"]),
])
def test_seed_answer_is_the_letter_not_called_wrong(name, answer, wrong):
    question = parse_file(SEEDS_DIR / name).question
    assert question.answer == answer
    assert list(question.rationales) == wrong
    assert all(len(reason) > 40 for reason in question.rationales.values())


def test_seed_identity_comes_from_the_file_name():
    question = parse_file(SEEDS_DIR / SEED_NAMES[0]).question
    assert (question.id, question.order, question.source, question.tags) == \
        ("0d68aac94525f419", 0, "raw/000_0d68aac94525f419.txt", ())
    assert parse_file(SEEDS_DIR / SEED_NAMES[2]).question.order == 3


def test_seed_000_memory_items_become_a_numbered_list():
    full = parse_file(SEEDS_DIR / SEED_NAMES[0]).question.full_explanation
    intro, numbered = full.split("\n\n")
    assert intro.endswith("must store several data structures simultaneously:")
    assert [line.split(":")[0] for line in numbered.split("\n")] == [
        "1. Model Parameters", "2. Gradients", "3. Optimizer States", "4. Activations", "5. Batch Data"]
    assert numbered.split("\n")[4] == "5. Batch Data: The input features and labels for the current training batch."
    assert "In contrast" not in full  # the analysis moved to the rationales


def test_seed_000_option_names_come_from_the_analysis():
    question = parse_file(SEEDS_DIR / SEED_NAMES[0]).question
    assert question.options == {"A": "Data preprocessing", "B": "Model validation",
                                "C": "The model training phase with backpropagation",
                                "D": "Real-time inference"}
    assert question.rationales["A"] == ("Data preprocessing is typically handled on the CPU or requires "
                                        "minimal GPU memory for basic operations.")
    assert question.rationales["B"] == question.rationales["D"]
    assert question.rationales["D"].startswith("Model validation and real-time inference only require")


def test_seed_002_rationales_and_answer_text():
    question = parse_file(SEEDS_DIR / SEED_NAMES[1]).question
    assert question.rationales["C"] == ("Training is highly parallelized and runs primarily on GPUs, "
                                        "not sequential CPUs.")
    # Two things compared: the sentences on each (48 words together) do not fit on one line, and no
    # sentence compares the two but one of background ("Knowing this distinction is key because …"):
    # each side's main clause, its generic subject ("the system", "the model") standing for the side, its
    # asides and purpose tails ("to generate predictions") dropped.
    assert question.answer_text == ("Training performs a forward pass, calculates the loss against the ground truth "
                                    "labels, and then performs a backward pass; inference executes a single forward "
                                    "pass.")
    # (no few words of each side stop whole: the drawing's answer box is left for the maintainer, marked)
    assert question.review == {"infographic": "no few words of the answer fill its box"}
    assert question.short_explanation.startswith("Here's the deal—training and inference")
    assert question.options == {}
    assert len(question.full_explanation.split("\n\n")) == 3


def test_seed_003_option_colon_phrasing_with_curly_apostrophe():
    question = parse_file(SEEDS_DIR / SEED_NAMES[2]).question
    assert question.rationales["A"].startswith("While FPGAs or ASICs are sometimes used for inference")
    assert question.rationales["D"].endswith("is computationally much lighter than training.")
    assert "review the incorrect options" not in question.full_explanation
    assert "brainpower—or in our case" in question.short_explanation
    assert question.infographic.layout == "comparison"
    assert [c.heading for c in question.infographic.columns] == ["Model training", "Inference"]


@pytest.mark.parametrize("name", SEED_NAMES)
def test_seed_parses_to_identical_bytes_twice(name):
    first = cardfile.to_yaml(parse_file(SEEDS_DIR / name).question)
    assert cardfile.to_yaml(parse_file(SEEDS_DIR / name).question) == first


# --- variants --------------------------------------------------------------------------------

@pytest.mark.parametrize("style", ["{}. {}", "{}) {}", "({}) {}"])
def test_options_in_each_style(tmp_path, style):
    options = [style.format(letter, text) for letter, text in zip("ABCD", ["GDDR6", "HBM3", "DDR5", "LPDDR5"])]
    question = parse_raw(tmp_path, raw_text(STEM, options, full=ANALYSIS)).question
    assert question.question == STEM
    assert question.options == {"A": "GDDR6", "B": "HBM3", "C": "DDR5", "D": "LPDDR5"}
    assert question.answer == ("B",)
    assert question.rationales == RATIONALES
    assert question.infographic.answer == "B — HBM3"


def test_option_wrapped_onto_a_second_line_continues_it(tmp_path):
    options = ["A. GDDR6", "B. HBM3, stacked", "next to the die", "C. DDR5", "D. LPDDR5"]
    question = parse_raw(tmp_path, raw_text(STEM, options, full=ANALYSIS)).question
    assert question.options["B"] == "HBM3, stacked next to the die"


def test_options_out_of_order_are_an_error(tmp_path, monkeypatch):
    text = raw_text(STEM, ["A. GDDR6", "C. DDR5"], full=ANALYSIS)
    assert parse_error(tmp_path, monkeypatch, text) == "raw/000_q1.txt:3: option C is out of order; expected B"


def test_crlf_bom_and_nbsp_give_the_same_question(tmp_path):
    plain = parse_raw(tmp_path, raw_text(STEM, OPTIONS, full=ANALYSIS)).question
    messy = "\ufeff" + raw_text(STEM.replace(" ", "\u00a0", 2) + " \t", OPTIONS,
                                full=ANALYSIS.replace("GPU.", "GPU.\u00a0\u00a0")).replace("\n", "\r\n")
    question = parse_raw(tmp_path, messy, "000_q2.txt").question
    assert question.question == plain.question == STEM
    assert question.full_explanation == plain.full_explanation
    assert (question.options, question.answer, question.rationales) == (plain.options, ("B",), RATIONALES)


@pytest.mark.parametrize("line_end", ["\r\n", "\r"])
def test_line_ends(tmp_path, line_end):
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, full=ANALYSIS).replace("\n", line_end)).question
    assert (question.question, question.answer, question.rationales) == (STEM, ("B",), RATIONALES)


def test_bom_alone(tmp_path):
    question = parse_raw(tmp_path, b"\xef\xbb\xbf" + raw_text(STEM, full=ANALYSIS).encode()).question
    assert question.question == STEM
    assert question.answer == ("B",)


def test_nbsp_in_section_markers_and_stray_whitespace(tmp_path):
    text = (f"\n\n  {STEM}  \n\n{SELECT}\n{SHORT.replace(' ', chr(0xa0))}\n\t short   one \n\n"
            f"{BELOW_IMAGE}\n{FULL}\u00a0\n{ANALYSIS}   \n\n\n")
    question = parse_raw(tmp_path, text).question
    assert question.question == STEM
    assert question.short_explanation == "short one"
    assert question.rationales == RATIONALES


@pytest.mark.parametrize("marker", ["-", "–", "•"])
def test_bullet_markers(tmp_path, marker):
    analysis = ANALYSIS.replace(" - ", f" {marker} ")
    question = parse_raw(tmp_path, raw_text(STEM, full=analysis)).question
    assert question.rationales == RATIONALES
    assert question.answer == ("B",)
    assert question.full_explanation == "HBM3 stacks memory dies next to the GPU."


def test_bullets_on_their_own_lines(tmp_path):
    analysis = ANALYSIS.replace(" - ", "\n- ")
    question = parse_raw(tmp_path, raw_text(STEM, full=analysis)).question
    assert question.rationales == RATIONALES
    assert question.answer == ("B",)


def test_option_colon_phrasing(tmp_path):
    analysis = ("HBM3 it is. Let’s review the incorrect options: - Option A: GDDR6 is for consumer cards. "
                "- Option C: DDR5 is system memory. - Option D: LPDDR5 is for phones.")
    question = parse_raw(tmp_path, raw_text(STEM, full=analysis)).question
    assert question.rationales == {"A": "GDDR6 is for consumer cards.", "C": "DDR5 is system memory.",
                                   "D": "LPDDR5 is for phones."}
    assert question.answer == ("B",)
    assert question.full_explanation == "HBM3 it is."


def test_lets_break_down_phrasing(tmp_path):
    analysis = ANALYSIS.replace("Let's analyze the incorrect options:", "Let's break down why the others fall short:")
    question = parse_raw(tmp_path, raw_text(STEM, full=analysis)).question
    assert question.rationales == RATIONALES
    assert question.full_explanation == "HBM3 stacks memory dies next to the GPU."


def test_why_the_other_options_are_wrong_phrasing(tmp_path):
    analysis = ("HBM3 it is.\nWhy the other options are wrong:\n- A: GDDR6 is for consumer cards.\n"
                "- C: DDR5 is system memory.\n- D: LPDDR5 is for phones.")
    question = parse_raw(tmp_path, raw_text(STEM, full=analysis)).question
    assert question.rationales == {"A": "GDDR6 is for consumer cards.", "C": "DDR5 is system memory.",
                                   "D": "LPDDR5 is for phones."}
    assert question.answer == ("B",)
    assert question.full_explanation == "HBM3 it is."


def test_named_options_and_an_item_covering_two_letters(tmp_path):
    analysis = ("Training needs the most memory. In contrast: - Data preprocessing (A) runs on the CPU. "
                "- Model validation (B) and real-time inference (D) only require a forward pass.")
    # (The answer's name is one the explanations keep using: a name said once is no answer line.)
    short = "Training holds weights, gradients and activations at once; training is where memory runs out."
    question = parse_raw(tmp_path, raw_text("Which phase needs the most VRAM?", short=short, full=analysis)).question
    assert question.answer == ("C",)
    assert question.rationales == {"A": "Data preprocessing runs on the CPU.",
                                   "B": "Model validation and real-time inference only require a forward pass.",
                                   "D": "Model validation and real-time inference only require a forward pass."}
    assert question.options == {"A": "Data preprocessing", "B": "Model validation",
                                "C": "Training", "D": "Real-time inference"}


def test_a_letter_named_twice_in_one_item_gets_the_reason_once(tmp_path):
    analysis = "Training. In contrast: - Loading (A) and cleaning (A) run on the CPU. - Inference (B) is light."
    question = parse_raw(tmp_path, raw_text("Which phase needs the most VRAM?", full=analysis)).question
    assert question.rationales == {"A": "Loading and cleaning run on the CPU.", "B": "Inference is light."}
    assert question.answer == ()  # A and B are wrong; C, D or more: no guess


def test_long_run_in_list(tmp_path):
    items = " ".join(f"{n}. Item {n}: detail." for n in range(1, 251))
    question = parse_raw(tmp_path, raw_text(STEM, full=f"It holds: {items}")).question
    lines = question.full_explanation.split("\n")
    assert (lines[0], lines[2], lines[-1]) == ("It holds:", "1. Item 1: detail.", "250. Item 250: detail.")
    # The drawing shows the first few items: a list, the writer's own key points, up to six (a phone
    # screen holds no more; of other points drawing_select keeps four).
    assert question.infographic.points[:2] == ("Item 1: detail", "Item 2: detail")
    assert len(question.infographic.points) == 6


def test_a_list_past_the_markdown_limits_is_refused_at_its_section(tmp_path):
    items = " ".join(f"{n}. Item {n}." for n in range(1, 2001))
    with pytest.raises(ParseError, match=r"000_q1\.txt:\d+: the full explanation .*over the limit of 20,000"):
        parse_raw(tmp_path, raw_text(STEM, full=f"It holds: {items}"))


def test_option_names_are_kept_only_when_every_letter_has_one(tmp_path):
    analysis = ("Training. In contrast: - Loading (A) is CPU work. - C is incorrect because it is slow. "
                "- D is incorrect because it is small.")
    question = parse_raw(tmp_path, raw_text("Which phase needs the most VRAM?", full=analysis)).question
    assert question.answer == ("B",)
    assert question.options == {}  # B, C and D have no names: no partial option list


def test_letters_joined_by_and_share_one_rationale(tmp_path):
    analysis = ("HBM3. Let's analyze the incorrect options: - A and C are incorrect because both are DIMMs. "
                "- D is wrong: phones.")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, full=analysis)).question
    assert question.rationales == {"A": "A and C are DIMMs.", "C": "A and C are DIMMs.", "D": "Phones."}
    assert question.answer == ("B",)


def test_which_two_question_gets_two_letters(tmp_path):
    options = ["A. H100", "B. Xeon", "C. A100", "D. EPYC", "E. Graviton"]
    analysis = ("H100 and A100 are GPUs. Let's analyze the incorrect options: - B is incorrect because it is a CPU. "
                "- D is incorrect because it is a CPU. - E is incorrect because it is an Arm CPU.")
    parsed = parse_raw(tmp_path, raw_text("Which TWO of these are GPUs?", options, full=analysis))
    assert parsed.question.answer == ("A", "C")
    assert parsed.warnings == ()
    assert parsed.question.infographic.answer == "A — H100 + C — A100"


def test_which_two_without_options(tmp_path):
    analysis = "Let's analyze the incorrect options: - B is incorrect because no. - D is incorrect because no."
    question = parse_raw(tmp_path, raw_text("Select TWO accelerators.", full=analysis)).question
    assert question.answer == ("A", "C")


def test_which_two_stage_is_a_single_answer_question(tmp_path):
    question = parse_raw(tmp_path, raw_text("Which two-stage pipeline is fastest?", OPTIONS, full=ANALYSIS)).question
    assert question.answer == ("B",)


def test_undecidable_answer_warns_and_leaves_the_answer_empty(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    analysis = "Let's analyze the incorrect options: - A is incorrect because no."
    parsed = parse_raw(tmp_path, raw_text(STEM, OPTIONS, full=analysis))
    assert parsed.question.answer == ()
    assert parsed.question.rationales == {}  # ("because no.": a note of no word of its own is none)
    assert [str(w) for w in parsed.warnings] == [
        "raw/000_q1.txt:10: cannot tell the answer: the analysis calls A wrong, which leaves B, C, D, "
        "but the question asks for 1; set `answer:` in the YAML by hand"]


def test_no_options_and_no_letter_make_a_recall_card_and_a_letter_named_without_an_answer_warns(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    # (no option and no letter anywhere: a recall card, answered by its line; there is no letter to set)
    parsed = parse_raw(tmp_path, raw_text(STEM, full="HBM3 is the answer here."))
    assert parsed.question.answer == () and parsed.question.answer_text == "HBM3 is the answer here."
    assert parsed.warnings == () and "answer" not in parsed.question.review
    lettered = parse_raw(tmp_path, raw_text(STEM, full="HBM3 is the answer here. Option A is wrong: GDDR6 is slower."),
                         "000_q2.txt")
    assert lettered.question.answer == ()
    assert [str(w) for w in lettered.warnings] == [
        "raw/000_q2.txt:6: cannot tell the answer: the analysis calls A wrong, which leaves B, C, D, but the question "
        "asks for 1; set `answer:` in the YAML by hand"]


def test_stated_answer_is_used_only_when_it_is_an_option(tmp_path):
    stated = parse_raw(tmp_path, raw_text(STEM, OPTIONS, full="The correct answer is B.")).question
    assert stated.answer == ("B",)
    outside = parse_raw(tmp_path, raw_text(STEM, OPTIONS, full="The correct answer is E."), "000_q2.txt")
    assert outside.question.answer == ()
    lower = parse_raw(tmp_path, raw_text(STEM, full="The correct answer is a mix of both."), "000_q3.txt")
    assert lower.question.answer == ()


def test_analysis_naming_an_unlisted_option_warns(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    analysis = ANALYSIS + " - E is incorrect because there is no E."
    parsed = parse_raw(tmp_path, raw_text(STEM, OPTIONS, full=analysis))
    assert parsed.question.answer == ("B",)
    assert str(parsed.warnings[0]) == \
        "raw/000_q1.txt:10: the analysis names E, which is not among the options (A, B, C, D)"


def test_missing_full_explanation_parses_with_a_warning(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    parsed = parse_raw(tmp_path, raw_text(STEM, full=None))
    assert parsed.question.question == STEM
    assert parsed.question.short_explanation == "The short explanation."
    # The short explanation is all there is, and it names no memory type: no one-line answer, and why.
    assert (parsed.question.full_explanation, parsed.question.answer_text) == ("", "")
    assert parsed.question.review == {"answer_text": "no sentence names the answer",
                                      "infographic": "no line of the text could be drawn whole"}
    assert str(parsed.warnings[0]) == "raw/000_q1.txt:5: no full explanation; the card shows the short explanation only"


def test_empty_full_explanation_section_warns_at_its_marker(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    parsed = parse_raw(tmp_path, raw_text(STEM, full=""))
    assert str(parsed.warnings[0]) == "raw/000_q1.txt:6: no full explanation; the card shows the short explanation only"


def test_curly_quotes_and_dashes_are_kept(tmp_path):
    stem = "Which “fast” memory—the one on-package—feeds the GPU’s cores?"
    analysis = ("It’s HBM3 – 3 TB/s… Let’s analyze the incorrect options: - A is incorrect because "
                "“GDDR6” is off-package – slower. - C is incorrect because DDR5—system RAM. "
                "- D is incorrect because it’s for phones.")
    question = parse_raw(tmp_path, raw_text(stem, short="It’s “HBM”—stacked.", full=analysis)).question
    assert question.question == stem
    assert question.short_explanation == "It’s “HBM”—stacked."
    assert question.full_explanation == "It’s HBM3 – 3 TB/s…"
    assert question.rationales == {"A": "“GDDR6” is off-package – slower.", "C": "DDR5—system RAM.",
                                   "D": "It’s for phones."}


def test_paragraph_after_the_analysis_stays_in_the_full_explanation(tmp_path):
    analysis = ANALYSIS + "\nIn short, bandwidth decides."
    question = parse_raw(tmp_path, raw_text(STEM, full=analysis)).question
    assert question.rationales == RATIONALES
    assert question.full_explanation == "HBM3 stacks memory dies next to the GPU.\n\nIn short, bandwidth decides."


def test_prose_between_the_intro_and_the_first_item_stays_in_the_body(tmp_path):
    analysis = ANALYSIS.replace("options: ", "options: each misses the bandwidth. ")
    question = parse_raw(tmp_path, raw_text(STEM, full=analysis)).question
    assert question.rationales == RATIONALES
    assert question.full_explanation == ("HBM3 stacks memory dies next to the GPU. Let's analyze the incorrect "
                                         "options: each misses the bandwidth.")


def test_a_letter_called_wrong_without_a_reason(tmp_path):
    analysis = "HBM3. Let's analyze the incorrect options: - A is incorrect. - C is wrong: slow. - D is wrong."
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, full=analysis)).question
    assert question.answer == ("B",)  # A and D still count as wrong
    assert question.rationales == {"C": "Slow."}
    assert question.infographic.wrong == ()  # "Slow" is too short a note to stand alone on a drawing


def test_unicode_line_separators_are_spaces(tmp_path):
    question = parse_raw(tmp_path, raw_text("Which\u2028memory\u0085is\u2029fastest?", full=ANALYSIS)).question
    assert question.question == "Which memory is fastest?"


def test_run_in_lists_become_markdown_lists(tmp_path):
    full = ("The GPU holds: 1. Weights: the parameters. 2. Activations: kept for backprop. "
            "3. Optimizer state: Adam moments.\nIt also needs: - fast links - big buffers")
    question = parse_raw(tmp_path, raw_text(STEM, full=full + "\n" + ANALYSIS)).question
    assert question.full_explanation == (
        "The GPU holds:\n\n1. Weights: the parameters.\n2. Activations: kept for backprop.\n"
        "3. Optimizer state: Adam moments.\n\nIt also needs:\n\n- fast links\n- big buffers\n\n"
        "HBM3 stacks memory dies next to the GPU.")
    # (the list's items, then in the room they leave a whole sentence of the text: drawing_select)
    assert question.infographic.points[:3] == ("Weights: the parameters", "Activations: kept for backprop",
                                               "Optimizer state: Adam moments")


def test_prose_that_looks_like_markdown_stays_prose(tmp_path):
    question = parse_raw(tmp_path, raw_text(STEM, short="# not a heading", full="1986. A good year.")).question
    assert question.short_explanation == "\\# not a heading"
    assert question.full_explanation == "1986\\. A good year."


# --- bad input -------------------------------------------------------------------------------

ORDER = ("the sections must be in the order: 'Select an answer to reveal the explanation.', "
         "'Short Explanation and Infographic', 'Full explanation below image', 'Full Explanation'")


@pytest.mark.parametrize("content, name, message", [
    (b"", "000_q1.txt",
     "raw/000_q1.txt:1: file is empty; expected a question stem followed by the explanation sections"),
    (b" \n\t\r\n\xc2\xa0\n", "000_q1.txt",
     "raw/000_q1.txt:1: file is empty; expected a question stem followed by the explanation sections"),
    (b"Stem?\nMore\x00binary\n", "000_q1.txt",
     "raw/000_q1.txt:2: binary data (a NUL byte); a question text must be plain UTF-8 text"),
    (raw_text(STEM, full=ANALYSIS).encode().replace(b"The short", b"The \xe9 short"), "000_q1.txt",
     "raw/000_q1.txt:4: not valid UTF-8 (byte 0xe9); save the file as UTF-8"),
    (raw_text(STEM).replace("\n", "\r\n").encode().replace(b"The full", b"The \xff full"), "000_q1.txt",
     "raw/000_q1.txt:7: not valid UTF-8 (byte 0xff); save the file as UTF-8"),
    (raw_text("", full=ANALYSIS).lstrip(), "000_q1.txt",
     "raw/000_q1.txt:1: no question stem before 'Select an answer to reveal the explanation.' (line 1); "
     "the text must start with the question"),
    ("\n\nShort Explanation and Infographic\nShort.\n", "000_q1.txt",
     "raw/000_q1.txt:1: no question stem before 'Short Explanation and Infographic' (line 3); "
     "the text must start with the question"),
    (raw_text(STEM, full=ANALYSIS).replace(SHORT + "\n", ""), "000_q1.txt",
     "raw/000_q1.txt:3: no 'Short Explanation and Infographic' line; a question text has the sections: stem, "
     "'Select an answer to reveal the explanation.', 'Short Explanation and Infographic', 'Full Explanation'"),
    (f"{STEM}\n{SHORT}\nShort.\n{SELECT}\n{FULL}\nFull.\n", "000_q1.txt",
     f"raw/000_q1.txt:2: 'Short Explanation and Infographic' comes before "
     f"'Select an answer to reveal the explanation.' (line 4); {ORDER}"),
    (f"{STEM}\n{SELECT}\n{FULL}\nFull.\n{SHORT}\nShort.\n", "000_q1.txt",
     f"raw/000_q1.txt:3: 'Full Explanation' comes before 'Short Explanation and Infographic' (line 5); {ORDER}"),
    (f"{STEM}\n{SELECT}\n{SHORT}\n\n{FULL}\nFull.\n", "000_q1.txt",
     "raw/000_q1.txt:3: 'Short Explanation and Infographic' (line 3) is followed by no text"),
    (f"{STEM}\n{SELECT}\n{SHORT}\nShort.\n{FULL}\nFull.\n{FULL}\nAgain.\n", "000_q1.txt",
     "raw/000_q1.txt:7: 'Full Explanation' appears twice (first on line 5); a text holds one question"),
    (raw_text(STEM), "q1.txt",
     "raw/q1.txt:1: file name must be <order>_<id>.txt, e.g. 000_0d68aac94525f419.txt "
     "(the id becomes the note's identity; never reuse one)"),
    (raw_text(STEM), "000_bad id!.txt",
     "raw/000_bad id!.txt:1: file name must be <order>_<id>.txt, e.g. 000_0d68aac94525f419.txt "
     "(the id becomes the note's identity; never reuse one)"),
], ids=["empty", "blank", "binary", "bad-utf8", "bad-utf8-crlf", "no-stem", "no-stem-blank-lines",
        "no-short", "select-after-short", "full-before-short", "empty-short", "twice", "bad-name",
        "bad-id"])
def test_bad_input_names_file_and_line(tmp_path, monkeypatch, content, name, message):
    assert parse_error(tmp_path, monkeypatch, content, name) == message


def test_too_large_file_is_refused_before_reading(tmp_path, monkeypatch):
    message = parse_error(tmp_path, monkeypatch, raw_text(STEM) + "x" * (1 << 20))
    assert message == ("raw/000_q1.txt:1: file is larger than 1024 KiB; a question text is a few KiB "
                       "(is this the right file?)")


# --- generated input: only deckgen's own errors, always with path and line ---------------------

SEED_TEXTS = [normalise(seed_text(name)) for name in SEED_NAMES]
FRAGMENTS = [SELECT, SHORT, BELOW_IMAGE, FULL, "A. one", "(B) two", "C) three", "", " ",
             "Let's analyze the incorrect options: - A is incorrect because x. - B is wrong: y",
             "Let’s review the incorrect options: - Option C: z - Option A:", "In contrast: - X (A) and Y (D) are",
             "Why the other options are wrong:", "- D is incorrect because", "• Option B: –", "1. a: b. 2. c: d.",
             "The correct answer is C.", "Which TWO are right?", "# 1. * - > |", "“quoted” — ’", "\u00a0\ufeff\r"]


def check_parse(text: str, folder: Path) -> None:
    """Parsing either raises a located ParseError, or gives a question whose YAML loads back unchanged."""
    path = Path("raw/000_q1.txt")
    try:
        parsed = parse_text(normalise(text), path=path, qid="q1", order=0, source="raw/000_q1.txt")
    except DeckgenError as err:
        assert isinstance(err, ParseError)
        assert err.path == path and isinstance(err.line, int) and err.line >= 1, str(err)
        return
    assert parsed.question.question
    assert all(w.path == path and w.line >= 1 for w in parsed.warnings)
    yaml_text = cardfile.to_yaml(parsed.question)
    card = folder / "q1.yaml"
    card.write_text(yaml_text, encoding="utf-8")
    report = Report()
    loaded = cardfile.load_question(card, report, folder)
    unlisted = [e for e in report.errors if e.message.endswith("which is not among the options")]
    if unlisted:  # the analysis names an option the text does not list: parse warned about it
        assert any(w.message.startswith("the analysis names ") for w in parsed.warnings)
        assert len(unlisted) == len(report.errors), [str(e) for e in report.errors]
        return
    assert [str(e) for e in report.errors] == []
    assert loaded == parsed.question  # (review marks included)
    assert cardfile.to_yaml(loaded) == yaml_text


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """A folder for generated files, shared by every example of a property."""
    return tmp_path_factory.mktemp("generated")


def mutated_seeds() -> st.SearchStrategy[str]:
    """A seed with lines dropped, duplicated, swapped, cut short or inserted."""
    return mutated_lines(st.sampled_from(SEED_TEXTS), st.sampled_from(FRAGMENTS) | st.text(max_size=40))


WORDS = st.sampled_from(["GPU", "memory", "is", "the", "A", "(B)", "C.", "D)", "Option", "incorrect", "because",
                         "wrong", "and", "1.", "2.", "3.", ":", "-", "–", "•", "*", "#", "'", '"', "“x”", "—", "…",
                         "|", "&", "!", "%", "@", "`", "? ", "e.g.", "Let's", "correct", "answer", "\t", "\x85",
                         "\u2028", "\u2029", "\u00a0"])
prose = st.lists(WORDS | st.text(max_size=8), max_size=25).map(" ".join)
analysis_item = st.tuples(st.sampled_from(["-", "–", "•"]), st.sampled_from(
    ["{} is incorrect because", "Option {}:", "{}:", "{} and {} are wrong:", "Thing ({}) and other ({}) are"]),
    st.lists(st.sampled_from("ABCDEFGH"), min_size=2, max_size=2), prose).map(
    lambda t: f"{t[0]} {t[1].format(*t[2])} {t[3]}")


@st.composite
def generated_questions(draw) -> str:
    """Texts with the sections in order and varied content in each, to reach the analysis and the writer."""
    lines = [draw(prose | st.sampled_from(["Which TWO are right?", "Pick 3 of these."]))]
    style = draw(st.sampled_from(["{}. {}", "{}) {}", "({}) {}"]))
    lines += [style.format(letter, draw(prose)) for letter in "ABCDEFGH"[:draw(st.integers(0, 5))]]
    lines += [SELECT, SHORT, draw(prose), BELOW_IMAGE, FULL]
    for _ in range(draw(st.integers(0, 4))):
        lines.append(draw(prose) + " " + draw(st.sampled_from(["", "Let's analyze the incorrect options:",
                                                                "Why the other options are wrong:", "In contrast:",
                                                                "The correct answer is B."])))
        lines.append(" ".join(draw(st.lists(analysis_item, max_size=4))))
    return "\n".join(lines)


fuzz_settings = settings(max_examples=EXAMPLES, deadline=None,
                         suppress_health_check=[HealthCheck.too_slow])


@fuzz_settings
@given(st.text(max_size=300) | st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=30), max_size=14)
       .map("\n".join))
@example(f"Q?\n{SHORT}\ns\n{FULL}\n- A is incorrect because x.")
def test_parse_text_on_arbitrary_text(folder, text):
    check_parse(text, folder)


@fuzz_settings
@given(generated_questions())
@example("\nA. \nSelect an answer to reveal the explanation.\nShort Explanation and Infographic\nGPU\n"
         "Full explanation below image\nFull Explanation\n \n- A is incorrect because (B) GPU GPU GPU GPU GPU GPU "
         "GPU GPU GPU GPU")  # a wrong option's few words began with a space, lost on reading the YAML back
@example("\nA. \nSelect an answer to reveal the explanation.\nShort Explanation and Infographic\nGPU\n"
         "Full explanation below image\nFull Explanation\nGPU GPU GPU GPU ; ?  \n")  # a point kept the space before ";"
@example("Pick 3 of these.\nA. GPU\nB. GPU\nC. GPU\nSelect an answer to reveal the explanation.\nShort Explanation and "
         "Infographic\nGPU\nFull explanation below image\nFull Explanation")  # every option an answer: no description to letter
@example("GPU\nSelect an answer to reveal the explanation.\nShort Explanation and Infographic\nGPU\nFull explanation below "
         "image\nFull Explanation\n Let's analyze the incorrect options:\n- A is incorrect because  - A is incorrect because  - A "
         "is incorrect because C. (B) GPU\n The correct answer is B.\n")  # ("(B) GPU" read as B's note, B stated: no note on the answer)
def test_parse_text_on_generated_questions(folder, text):
    check_parse(text, folder)


@fuzz_settings
@given(mutated_seeds())
def test_parse_text_on_mutated_seeds(folder, text):
    check_parse(text, folder)


@fuzz_settings
@given(data=st.binary(max_size=200) | st.sampled_from(SEED_TEXTS).map(str.encode), cut=st.integers(0, 5000),
       junk=st.binary(max_size=8))
def test_parse_file_on_arbitrary_bytes(folder, data, cut, junk):
    path = folder / "000_q1.txt"
    path.write_bytes(data[:cut] + junk + data[cut:])
    try:
        parse_file(path)
    except DeckgenError as err:
        assert isinstance(err, ParseError)
        assert err.path == path and isinstance(err.line, int) and err.line >= 1, str(err)


@pytest.mark.parametrize("answer_text, stem, name", [
    ("NCCL, the NVIDIA Collective Communications Library, implements all-reduce between GPUs.",
     "Which component performs all-reduce?", "NCCL"),
    ("NVIDIA Base Command Manager (formerly Bright Cluster Manager) gives you a head node that images nodes.",
     "Which product provisions the cluster?", "NVIDIA Base Command Manager"),
    ("Compute networking: Eight single-port ConnectX-7 adapters, exposed through four OSFP ports, give each GPU "
     "a link.", "Which component connects each GPU to the fabric?", "Eight single-port ConnectX-7 adapters"),
    ("Run nvidia-smi topo -m and you get a matrix of the links.", "Which command shows the topology?",
     "nvidia-smi topo -m"),
    ("The team is using tensor parallelism, a form of model parallelism.",
     "The team splits every layer across GPUs. Which strategy is the team using?", "Tensor parallelism"),
    ("Power planning starts from the maximum rated system power, not from typical draw.",
     "Which figure should the power design use?", "The maximum rated system power"),
    ("The DCGM profiling group also provides SM activity per GPU.", "Which metrics show SM use?",
     "The DCGM profiling group"),
    ("The model training phase with backpropagation is the most compute-intensive.",
     "Which phase is the most compute-intensive?", "The model training phase with backpropagation"),
])
def test_an_answer_the_text_names_only_in_its_explanation_gets_an_option_name_like_the_others(answer_text, stem,
                                                                                               name):
    from deckgen.parse.answerphrase import answer_name
    assert answer_name(answer_text, stem, answer_text, []) == name


def test_the_question_s_own_actor_and_a_dangling_word_are_no_option_name():
    from deckgen.parse.answerphrase import answer_name
    # "The team" is the stem's actor; the words before "partitions" end on "an": neither stands as an option.
    assert answer_name("The team is using pipeline parallelism.", "Which strategy is the team using?", "", []) \
        == "Pipeline parallelism"
    assert not answer_name("An idle loss shards each inference an partition quickly.", "Which one?", "",
                           []).endswith(" an")


def test_a_letter_seen_already_after_a_blank_line_is_no_option_and_no_error(tmp_path):
    options = ["A. GDDR6", "B. HBM3", "C. DDR5", "", "A - the cheapest of the three, per the vendor's page"]
    question = parse_raw(tmp_path, raw_text(STEM, options, full=ANALYSIS)).question
    assert question.options == {"A": "GDDR6", "B": "HBM3", "C": "DDR5"}


@pytest.mark.parametrize("prompt", ["Choose an answer to reveal the explanation", "Pick an answer to reveal the explanation.",
                                    "Click an option to see the explanation."])
def test_a_sites_own_words_for_the_reveal_prompt_are_its_marker(tmp_path, prompt):
    """A site's prompt in its own verb ("Choose", "Pick") is the marker, never the last option's end."""
    text = raw_text(STEM, OPTIONS, full=ANALYSIS).replace(SELECT, prompt)
    question = parse_raw(tmp_path, text).question
    assert question.options == dict(zip("ABCD", (option[3:] for option in OPTIONS)))
    assert question.answer == ("B",)
