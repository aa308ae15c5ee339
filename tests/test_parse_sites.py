"""Pages of other sites read by `parse` (held-out sets AJ and AK): a fixed template of its own (its spelling of the
section headings, items led by a mark with the option restated in quotes), a study site saved as Markdown (headings over
items, bold letters, quotes, a bold counter), and the lines, points, notes and boxes such pages led to. Written for
these tests, on a topic of their own (object storage tiers), in other words than the held-out texts that showed the forms.
"""
from __future__ import annotations

import dataclasses

from deckgen.model import Infographic, Question
from deckgen.parse.answersure import headings_only
from deckgen.parse.drawing import propose_infographic
from deckgen.parse.drawing_form import fault
from deckgen.parse.drawing_points import _with_subject
from deckgen.parse.drawing_reads import reads_alone
from helpers import parse_raw, raw_text

STEM = "A team keeps training shards in object storage. Which tier should hold the shards read every epoch?"
OPTIONS = ["A. The archive tier", "B. The hot tier", "C. The cold tier"]
BLANK = Question(id="q", order=0, source="raw/000_q.txt", tags=(), question="", options={}, answer=(),
                 answer_text="", short_explanation="", full_explanation="", rationales={},
                 infographic=Infographic())


def test_the_short_explanations_heading_may_join_its_words_with_an_ampersand(tmp_path):
    text = raw_text(STEM, OPTIONS, "The hot tier serves reads from flash.", "A. Incorrect. Restores take hours.\n"
                    "C. Incorrect. Reads are billed.").replace("Short Explanation and Infographic", "Short Explanation & Infographic")
    question = parse_raw(tmp_path, text).question
    assert (question.answer, question.short_explanation.strip()) == (("B",), "The hot tier serves reads from flash.")


def test_items_each_led_by_a_mark_on_one_line_restate_their_option_before_why(tmp_path):
    full = ("The hot tier serves reads from flash.\nOption Check ✘ A. \"The archive tier\" — restores take hours. "
            "✘ C. \"The cold tier\" — wrong, every read is billed. ✔ B. \"The hot tier\" — reads come from flash.")
    question = parse_raw(tmp_path, raw_text(STEM, None, "Flash serves every epoch.", full)).question
    assert question.answer == ("B",)
    assert question.rationales == {"A": "Restores take hours.", "C": "Every read is billed."}
    assert question.options == {"A": "The archive tier", "B": "The hot tier", "C": "The cold tier"}


def test_a_readers_comment_with_its_handle_and_age_on_its_line_is_no_content(tmp_path):
    text = raw_text(STEM, OPTIONS + ["💬 tier_fan · 3 weeks ago: read it twice, it asks for the hot one 🙂"],
                    "The hot tier serves reads from flash.",
                    "A. Incorrect. Restores take hours.\nC. Incorrect. Reads are billed.\n"
                    "💬 ops_dana · 1 month ago: had exactly this, our shards sat on cold storage for a week")
    question = parse_raw(tmp_path, text).question
    assert question.options["C"] == "The cold tier"
    assert "ops_dana" not in question.full_explanation and "cold storage for a week" not in question.full_explanation


def test_the_correction_a_false_statements_verdict_gives_is_the_line_of_a_not_question(tmp_path):
    stem = "Which statement about storage tiers is NOT true?"
    options = ["a. The hot tier serves reads from flash.", "b. The cold tier bills every read.",
               "c. An idle tier automatically lends its unused capacity to busy neighbouring tiers."]
    full = ("Tiers are fixed pools.\nStatements (a) and (b) are accurate, so they are not the exception. Statement (c) is "
            "false: tiers never share capacity, and a tier's space is never lent to another tier.\nThe correct answer is (c).")
    question = parse_raw(tmp_path, raw_text(stem, options, "Each tier keeps its own space.", full)).question
    assert (question.answer, question.answer_text) == (
        ("C",), "Tiers never share capacity, and a tier's space is never lent to another tier.")


def test_a_line_of_one_answer_with_a_semicolon_is_boxed_as_one():
    question = dataclasses.replace(
        BLANK, question="A chain of shops runs an archive gateway in each. Which statement about the gateway is NOT true?",
        answer=("D",), short_explanation="Archive is managed from the cloud.",
        full_explanation="The archive catalogue lives in the cloud.",
        answer_text="The archive gateway not require a dedicated on-premises metadata server or local index in every shop; "
                    "the catalogue is kept in the provider's cloud service.")
    box = propose_infographic(question).answer
    assert "; " not in box and box.startswith("The archive gateway not require a dedicated on-premises metadata server")


def test_it_after_a_sentence_with_a_second_subject_is_not_resolved():
    before = ("Client use the tier API instead of plain reads, and the gateway daemon set up the path between the tiers.")
    sentence = "It work with flash, with disks, and with several archive services."
    assert _with_subject(sentence, before, 1.0, frozenset())[0] == sentence


def test_a_lead_with_only_its_lists_headings_is_no_answer_line():
    assert headings_only("Each tier has one use: Hot, Warm, Cold, Archive.")
    assert not headings_only("Each tier has one use: hot for reads every epoch, cold for checkpoints, archive for audits.")


def test_a_total_asked_for_is_not_answered_by_each_links_figure(tmp_path):
    stem = "What is the total read bandwidth of one storage node with eight NVMe drives?"
    short = ("Each drive delivers 7 GB/s of read bandwidth on its own link. Multiply them out and you get 56 GB/s per node, "
             "more than one 400 Gb/s port can carry. Each link gives 7 GB/s, so the aggregate is 8 x 7 GB/s = 56 GB/s per node.")
    full = "A - no. 7 GB/s is one drive.\nB - no. 28 GB/s is half the drives.\nD - no. 112 GB/s counts each drive twice."
    assert parse_raw(tmp_path, raw_text(stem, None, short, full)).question.answer_text == (
        "Each link gives 7 GB/s, so the aggregate is 8 x 7 GB/s = 56 GB/s per node.")


def test_a_note_with_the_options_letter_as_its_subject_or_to_the_reader_and_a_bare_comparison_do_not_read_alone():
    assert reads_alone("A throws more flash at a tier that is already idle") == "talks of the options"
    assert reads_alone("You haven't fixed the actual problem, you've just moved it")
    assert reads_alone("Epoch reads look very different") == "a comparison with nothing to compare with"
    for fine in ("A synchronous restore blocks every read", "A process reads the shards", "Flash is faster than disk"):
        assert reads_alone(fine) == ""


def test_what_a_named_thing_is_for_after_a_chatty_lead_names_the_answer(tmp_path):
    stem = "A team wants shards served from flash without running its own gateway. What should the team deploy?"
    short = "Here's the deal: this is exactly what the Hot Tier Service is for. It serves reads from flash in milliseconds."
    full = "A - no. The archive is offline.\nB - no. Cold reads are billed.\nD - no. A cache is too small."
    assert parse_raw(tmp_path, raw_text(stem, None, short, full)).question.answer_text == "The Hot Tier Service."


def test_that_resource_refers_back():
    assert fault("The gateway's daemons are what make that resource appear", "point") == "refers back"


def test_markdown_headings_over_items_lead_their_paragraphs(tmp_path):
    full = ("The hot tier serves reads from flash.\n#### Why not A?\nRestores take hours.\n#### Why not C?\n"
            "Every read is billed.")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, "Flash serves every epoch.", full)).question
    assert question.answer == ("B",)
    assert question.rationales == {"A": "Restores take hours.", "C": "Every read is billed."}


def test_a_stated_answer_outweighs_an_item_that_gives_no_verdict_on_it(tmp_path):
    stem = "All of the following are part of the hot tier service EXCEPT:"
    options = ["A) The customer buys the flash and racks it in its own data centre.", "B) Reads served in milliseconds.",
               "C) Replication across zones.", "D) A support contract."]
    full = ("The service is rented, not bought.\nAnswer: A\nB, C and D all describe real parts of the service, so they are "
            "not the exception. Option A describes buying and racking your own flash, which is the opposite of a service.")
    question = parse_raw(tmp_path, raw_text(stem, options, "You rent it; you never rack it.", full)).question
    assert question.answer == ("A",) and "A" not in question.rationales and "answer" not in question.review


def test_an_aside_runs_past_a_files_dot():
    from deckgen.parse.phrases import compact
    assert compact("The simplest is to copy the shards to the hot tier, for example running tiercp --src=shard.tar "
                   "--dst=hot.bucket on one node, or in the pipeline.") == "The simplest is to copy the shards to the hot tier."


def test_a_term_defined_on_its_line_keeps_its_label_and_its_later_sentences_are_not_drawn(tmp_path):
    full = ("Tiers are set per bucket.\nhot: every object is kept on flash in all zones. Every read is free.\n"
            "cold: every object is kept on disks in one zone. Every read is billed.\n"
            "A. Incorrect. Restores take hours.\nC. Incorrect. Reads are billed.")
    points = parse_raw(tmp_path, raw_text(STEM, OPTIONS, "The hot tier serves reads from flash.", full)).question.infographic.points
    assert "Every read is free" not in points and "Every read is billed" not in points
    assert not any(point.startswith("Every object is kept") for point in points)


def test_a_numbered_items_bold_letter_and_a_markdown_quote_are_read_as_written(tmp_path):
    full = ("The hot tier serves reads from flash.\n> Remember: hot for epochs, cold for checkpoints.\n"
            "1. **A** is wrong — restores take hours.\n2. **C** is wrong — every read is billed.")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, "Flash serves every epoch.", full)).question
    assert question.rationales == {"A": "Restores take hours.", "C": "Every read is billed."}
    assert not any("Remember" in point for point in question.infographic.points)


def test_a_command_after_two_words_is_no_point():
    from deckgen.parse.drawing_nofact import no_fact
    assert no_fact("sudo tierctl check -r 3") and not no_fact("run tierctl check -r 3 before the node returns to service")


def test_a_bold_counter_a_flag_and_a_markdown_question_heading_are_furniture(tmp_path):
    text = "**Question 14 of 60** ⏱ 01:12 remaining 🚩 Flag for review\n\n## Question\n\n" + raw_text(
        STEM, OPTIONS, "The hot tier serves reads from flash.", "A. Incorrect. Restores take hours.\nC. Incorrect. Reads are billed.")
    assert parse_raw(tmp_path, text).question.question == STEM


def test_a_command_option_is_boxed_whole_or_not_at_all():
    command = ('tierctl batch run --name "shard-copy" --instance hot.8.norm --image "tiers/copier:24.10" '
               '--commandline "python copy.py --epochs 90" --result /results')
    question = dataclasses.replace(
        BLANK, question="Which command starts the copy job on the hot tier?", answer=("C",),
        options={"A": "tierctl ls", "B": "tierctl stat", "C": command}, answer_text=command + ".",
        short_explanation="tierctl batch run starts a job.", full_explanation="It copies in parallel.")
    assert propose_infographic(question).answer == ""


def test_a_line_that_fixes_that_by_its_means_needs_the_sentence_before_it():
    from deckgen.parse.answersure import points_back
    assert points_back("The Hot Tier Service fixes exactly that by serving reads from flash.", frozenset())
    assert not points_back("The Hot Tier Service fixes that: every read is served from flash.", frozenset())
    assert not points_back("The Hot Tier Service fixes that bottleneck by serving reads from flash.", frozenset())


def test_the_simplest_fix_is_no_cause():
    from deckgen.parse.answerform import NOT_CAUSE
    assert NOT_CAUSE.match("The simplest is to rebuild the index on the hot tier.")
    assert NOT_CAUSE.match("The usual remedy is to warm the cache first.")
    assert not NOT_CAUSE.match("The simplest tiers keep every object on disks.")
