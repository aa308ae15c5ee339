"""A page saved hard-wrapped (a browser's "save as text", a PDF copied out), read by `parse`: each paragraph, option
and item whole again, a page break's header and footer gone without ending the paragraph they fall in, a word
hyphenated across a line made whole; and the forms the same set of pages showed besides (a verdict table's rows, "Select
TWO answers to …", "…, the classic culprit is …"). Written for these tests, on a topic of their own (object storage tiers).
"""
from __future__ import annotations

from deckgen.parse.answerform import CAUSE_LEAD, fitted
from deckgen.parse.drawing_cut import clause_head
from deckgen.parse.drawing_title import title
from deckgen.parse.furniture import _without_furniture
from deckgen.parse.itemhead import head
from deckgen.parse.markers import MARKER_LINE
from deckgen.parse.wrapping import unwrapped
from helpers import parse_raw, raw_text

WRAPPED = """\
Storage Tiers Practice Set — Object Storage                       page 1 of 2

A research team keeps its training shards in an object store with three
tiers. Every epoch reads all of the shards again, and the team wants the
epoch time to stay flat as the dataset grows from 40 TB to 400 TB. Reads
from the cold tier are billed per request and take about a second each.
Which tier should hold the shards that are read every epoch?

A. The archive tier, because restores are free once the object has been
   thawed and staged back into the bucket.
B. The hot tier, because it serves every read from flash at low latency
   and bills no request fee.
C. The cold tier, because it costs less per terabyte than the hot tier.

Select an answer to reveal the explanation.

Short Explanation and Infographic
A shard read every epoch must come back in milliseconds, and the hot tier
is the only one that serves reads from flash without a fee per request.
Full explanation below image
Full Explanation
Object stores trade price for latency. The hot tier keeps objects on flash
and serves them in milliseconds; the cold tier keeps them on dense disks
and bills every read; the archive tier keeps them offline and needs a
restore of several hours before an object can be read. The cost of the
https://learn.example-storage.io/tiers/q14                    Printed 02/03/2025
Storage Tiers Practice Set — Object Storage                       page 2 of 2

hot tier is higher per terabyte, but a training job that waits on reads
wastes far more in idle accelerator time than the storage saves. Object
lifecycle rules can move shards to the cold tier once a project ends, which
keeps the cost down without slowing any epoch of a running job. The
gateway's read-through cache helps only with small, repeated reads, and
an epoch over 400 TB does not fit in it; it is no substitute for the
right tier. Most teams keep one epoch's worth of shards on the hot tier and
the rest of the project's data, with its checkpoints, on the cold tier.

Option A is incorrect because an archived object must be restored before
every read, which takes hours, and a restore is billed per object.

Option C is incorrect because every read from the cold tier is billed and
takes about a second, so an epoch over many shards would crawl.
"""


def test_a_hard_wrapped_page_reads_as_its_writer_wrote_it(tmp_path):
    question = parse_raw(tmp_path, WRAPPED).question
    assert question.question.startswith("A research team keeps its training shards in an object store with three tiers. "
                                         "Every epoch reads")
    assert "\n" not in question.question
    assert question.options["A"] == ("The archive tier, because restores are free once the object has been thawed and "
                                     "staged back into the bucket.")
    assert question.answer == ("B",)
    assert question.rationales["C"] == ("Every read from the cold tier is billed and takes about a second, so an epoch "
                                        "over many shards would crawl.")


def test_a_page_break_inside_a_paragraph_leaves_it_whole_and_its_header_and_footer_go(tmp_path):
    full = parse_raw(tmp_path, WRAPPED).question.full_explanation
    assert "The cost of the hot tier is higher per terabyte" in full
    assert "Printed" not in full and "page 2 of 2" not in full and "example-storage" not in full


def test_a_word_hyphenated_across_a_line_is_made_whole_unless_the_text_writes_it_so():
    lines = [f"line {n} of a page wrapped at its width, for its words to go on to the next" for n in range(6)]
    lines += ["cold reads, and a job that reads the whole bucket every epoch stays ex-",
              "pensive for as long as it runs. The gateway puts a small cache on the read-",
              "through path, and that read-through cache holds only the newest objects."]
    whole = [line for line in unwrapped(lines, lines, MARKER_LINE) if line]
    assert "every epoch stays expensive for as long as it runs. The gateway puts a small cache on the read-through path" \
        in whole[-1]


def test_a_page_in_the_sites_own_lines_is_left_as_it_is():
    lines = ["A team keeps its training shards in an object store. Which tier should hold the shards read every epoch?",
             "A. The archive tier", "B. The hot tier", "C. The cold tier", "Select an answer to reveal the explanation."]
    assert unwrapped(lines, lines, MARKER_LINE) == lines


def test_a_short_line_after_a_wrapped_one_goes_on_with_its_option(tmp_path):
    text = WRAPPED.replace("B. The hot tier, because it serves every read from flash at low latency\n   and bills no request fee.",
                           "B. The hot tier, because it serves every read from flash at low latency\n   and bills no\nrequest fee.")
    assert parse_raw(tmp_path, text).question.options["B"].endswith("at low latency and bills no request fee.")


def test_a_printed_pages_header_and_footer_are_furniture():
    for line in ("Storage Tiers Practice Set — Object Storage page 2 of 9", "www.example-storage.io/tiers/q14 page 1 of 2",
                 "https://learn.example-storage.io/tiers/q14 Printed 02/03/2025"):
        assert _without_furniture(line) == ""
    for line in ("https://docs.example-storage.io/tiers/", "The restore started on 02/03/2025 and took six hours."):
        assert _without_furniture(line) == line


def test_a_verdict_tables_rows_are_items_and_a_capital_after_an_article_is_not():
    assert head("A Wrong A restore takes hours") == (["A"], "wrong", "A restore takes hours", False, None)
    assert head("D Correct Keeps the shards on flash") == (["D"], "correct", "Keeps the shards on flash", False, None)
    assert head("A Correct answer needs the hot tier") is None and head("A wrong tier costs more") is None


def test_a_prompt_to_pick_two_answers_ends_the_options(tmp_path):
    stem = "Which TWO tiers serve reads without a restore? (Choose two.)"
    text = raw_text(stem, ["A. Hot", "B. Cold", "C. Archive"], "Hot and cold serve reads.",
                    "Archive needs a restore.\nC is wrong: archive objects must be restored first.")
    text = text.replace("Select an answer to reveal the explanation.", "Select TWO answers to reveal the explanation.")
    assert parse_raw(tmp_path, text).question.options["C"] == "Archive"


def test_the_culprit_named_after_a_lead_phrase_answers_a_cause_question(tmp_path):
    stem = "After a firmware update, every read from the bucket takes seconds. What is the most likely cause?"
    short = ("Here's the deal: the gateway has a safety net. If its read cache is cold, every read quietly falls back to "
             "the slow path, fetching each object from the disks. Reads still work, just slower. Right after a firmware "
             "update, the usual culprit is the gateway's cache being flushed and not yet warmed up. Check the hit rate.")
    full = "A - no. The disks are healthy.\nB - no. The network is idle.\nD - no. The quota is not reached."
    assert parse_raw(tmp_path, raw_text(stem, None, short, full)).question.answer_text == (
        "Right after a firmware update, the usual culprit is the gateway's cache being flushed and not yet warmed up.")
    assert CAUSE_LEAD.match("Right after a firmware update, the usual culprit is the flushed cache.")  # (it leads the others)
    assert not CAUSE_LEAD.match("Reads are slow. The usual culprit is the flushed cache.")


def test_a_lines_last_clause_that_only_picks_the_option_goes():
    assert fitted("Only the hot tier serves reads from flash at low latency, so this is the correct tier.") == (
        "Only the hot tier serves reads from flash at low latency.")


def test_a_title_never_ends_on_a_verb_whose_object_was_cut():
    assert not title("Which command checks the bucket's replication and shows which tiers hold a copy?").endswith("shows")


def test_a_lead_clause_of_reason_is_not_ended_at_a_lists_comma():
    sentence = ("Because it has its own processor, memory and network port (the service port on the back), it keeps "
                "serving reads when the storage node's host OS is down.")
    assert not clause_head(sentence).startswith("Memory and network port")


def test_a_groups_verdict_with_only_what_it_is_true_of_gives_no_note(tmp_path):
    stem = "Which statement about the hot tier is NOT true?"
    options = ["(A) It keeps objects on flash.", "(B) It serves reads in milliseconds.", "(C) It bills a fee for every read.",
               "(D) It costs more per terabyte than the cold tier."]
    full = ("Flash serves reads fast and costs more.\nThe correct answer is C. The statements A, B and D are all true for the "
            "hot tier, so they cannot be the answer of a NOT question.")
    question = parse_raw(tmp_path, raw_text(stem, options, "The hot tier bills no request fee.", full)).question
    assert question.answer == ("C",)
    assert not any("so they cannot" in note or note.startswith("For the") for note in question.rationales.values())
