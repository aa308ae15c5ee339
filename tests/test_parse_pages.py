"""Pages as practice sites lay them out, read by `parse`: options named by their text rather than their letter, a
review page's marks on its options, a discussion site's header, votes and thread, options run into the stem's line,
and the forms of answer line and drawing such pages led to. Each text is written for these tests, on a topic of its
own (storage caching), in other words than the held-out texts that showed the form.
"""
from __future__ import annotations


import pytest

from deckgen.parse.drawing_form import fault
from deckgen.parse.drawing_shorten import shortened
from deckgen.parse.answerform import reads_alone
from deckgen.parse.answerkind import kind
from helpers import parse_raw, raw_text

STEM = "A team caches a training dataset on local NVMe. Which statement about the cache policy is TRUE?"
OPTIONS = ["A. A write-through cache keeps the blocks read most often.",
           "B. A random policy evicts hot blocks less often than cold ones.",
           "C. An LRU cache evicts the block that was read least recently.",
           "D. A FIFO cache evicts the block that was read most recently."]
SHORT = "LRU keeps the blocks read most recently and evicts the one read longest ago."
# The wrong options' notes most of these texts give, as parse should read them.
NOTES = {"A": "Write-through decides when writes reach the disk.", "B": "Random eviction treats every block alike.",
         "D": "FIFO evicts the oldest block."}


def drawn(tmp_path, stem: str, full: str) -> tuple[str, ...]:
    """The points of the drawing parse proposes for a recall card with this stem and full explanation."""
    return parse_raw(tmp_path, raw_text(stem, None, SHORT, full)).question.infographic.points


# Each wrong option named by what it says, quoted whole or in other words, and the answer stated as its text.
NAMED_BY_TEXT = (
    "LRU tracks when each block was last read.\n\n"
    "Hence, the correct answer is: An LRU cache evicts the block that was read least recently.\n\n"
    'The option that says "A write-through cache keeps the blocks read most often" is incorrect because '
    "write-through decides when writes reach the disk, not which reads stay.\n\n"
    "The option saying a random policy evicts hot blocks less often is incorrect. Random eviction treats every block "
    "alike.\n\n"
    "The option about a FIFO cache is wrong because FIFO evicts the oldest block.")


def test_options_named_by_their_text_are_read_by_their_letters(tmp_path):
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, NAMED_BY_TEXT)).question
    assert question.answer == ("C",)
    assert question.rationales == {
        "A": "write-through decides when writes reach the disk, not which reads stay.",  # (a hyphenated word keeps its case)
        "B": "Random eviction treats every block alike.",
        "D": "FIFO evicts the oldest block."}


def test_an_answer_stated_as_its_text_is_not_read_as_the_article_a(tmp_path):
    # ("… the correct answer is: A PUE of 1.25 means …": option C's text, whose "A" is no letter)
    options = [*OPTIONS[:2], "C. A cache of 2 TB holds the whole dataset, so no block is evicted.", OPTIONS[3]]
    full = NAMED_BY_TEXT.replace("An LRU cache evicts the block that was read least recently.",
                                 "A cache of 2 TB holds the whole dataset, so no block is evicted.")
    assert parse_raw(tmp_path, raw_text(STEM, options, SHORT, full)).question.answer == ("C",)


@pytest.mark.parametrize("item", [
    # one item alone: no pattern of the page to read by
    "The option saying a random policy evicts hot blocks less often is incorrect.",
    # words that two options hold as much as each other
    "The option about a cache that evicts a block is incorrect.\n\nThe option about random eviction is incorrect."])
def test_an_option_named_by_text_with_no_confidence_is_not_lettered(tmp_path, item):
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, f"LRU tracks reads.\n\n{item}")).question
    assert question.rationales == {}
    assert question.answer == ()


def test_a_review_pages_marks_leave_its_options_and_give_the_key(tmp_path):
    options = ["A. Write-through          ← Your answer", "B. Random", "C. LRU          ✓ Correct answer", "D. FIFO"]
    text = "Question 7  ✗ Incorrect\n" + raw_text("Which cache policy keeps the hottest blocks on local flash?", options,
                                                  SHORT, "LRU tracks when each block was last read.")
    question = parse_raw(tmp_path, text).question
    assert question.options == {"A": "Write-through", "B": "Random", "C": "LRU", "D": "FIFO"}
    assert question.answer == ("C",)
    assert question.question == "Which cache policy keeps the hottest blocks on local flash?"


def test_an_option_that_ends_in_a_verdict_word_keeps_it(tmp_path):
    options = ["A. Only the first statement is correct", "B. Both statements are correct", "C. Neither is correct"]
    question = parse_raw(tmp_path, raw_text("Which is true of the two statements above?", options, SHORT,
                                            "A is wrong because the second holds too. C is wrong because both hold.")).question
    assert question.options["A"] == "Only the first statement is correct"
    assert question.answer == ("B",)


def test_a_discussion_sites_header_votes_and_thread_are_no_content(tmp_path):
    stem = "Which cache policy keeps the hottest blocks on local flash?"
    text = "\n".join([
        "Exam NCA-AIIO topic 2 question 14 discussion", "Actual exam question from NVIDIA's NCA-AIIO",
        "Question #: 14", "Topic #: 2", "[All NCA-AIIO Questions]", "", stem, "",
        "A. Write-through", "B. Random", "C. LRU", "D. FIFO", "", "Show Suggested Answer    Hide Answer",
        "Suggested Answer: C 🗳️", "",
        raw_text("", None, SHORT, "LRU tracks when each block was last read.\n\nCommunity vote distribution\n"
                                  "C (88%)  A (12%)\n\nupvoted 9 times  |  Reply  |  Report an issue\n"
                                  "cache_ops · 3 months ago\nSelected Answer: C\nWe hit this on every epoch.\n"
                                  "💬 Discuss (2)    Share: Twitter  LinkedIn").lstrip("\n")])
    question = parse_raw(tmp_path, text).question
    assert question.question == stem
    assert question.answer == ("C",)  # (no analysis: the page's suggested answer)
    for noise in ("88%", "upvoted", "every epoch", "Discuss", "Reply"):
        assert noise not in question.full_explanation


def test_options_run_into_the_stems_line_are_options(tmp_path):
    stem = " ".join([STEM, *OPTIONS])
    question = parse_raw(tmp_path, raw_text(stem, None, SHORT, "A is wrong because write-through is about writes. "
                                                               "B is wrong because random evicts alike. "
                                                               "D is wrong because FIFO evicts the oldest.")).question
    assert question.question == STEM
    assert question.options["C"] == "An LRU cache evicts the block that was read least recently."
    assert question.answer == ("C",)
    # (a letter that opens a sentence in a stem with no run of them from A is no option: "… plan A. B then …")
    plain = "The team chose plan B. C. Smith approved it. Which cache policy fits?"
    assert parse_raw(tmp_path, raw_text(plain, None, SHORT, "LRU fits.")).question.question == plain


def test_an_intro_run_into_the_first_item_after_its_colon_starts_the_analysis(tmp_path):
    full = ("LRU tracks reads.\n\nOption C is correct.\n\nAnalysis of the other statements: Statement A mixes up "
            "writes and reads; write-through is about writes. Statement B is false because random eviction treats "
            "every block alike. Statement D confuses FIFO with MRU.")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    assert question.rationales["A"].startswith("Mixes up writes and reads")


def test_an_except_question_of_things_done_to_all_says_what_is_not_done_to_the_answer(tmp_path):
    stem = "All of the following components are installed by the cache operator on each node EXCEPT:"
    options = ["A. The cache daemon", "B. The eviction exporter", "C. The RAID controller firmware", "D. The warm-up job"]
    full = "A, B and D are all installed by the operator, so they are not the answer."
    question = parse_raw(tmp_path, raw_text(stem, options, "The operator installs software, not firmware.", full)).question
    assert question.answer == ("C",)
    assert question.answer_text == "The RAID controller firmware is not installed by the cache operator on each node."


def test_a_pronoun_as_a_lead_phrases_object_needs_the_sentence_before_it():
    assert "a pronoun that needs the sentence before it" in reads_alone("Without it, every read lands in host memory first.")
    assert reads_alone("Without a cache, every read lands in host memory first.") == []


def test_which_description_asks_for_a_statement():
    assert kind("Which description is accurate?") == "statement"
    assert kind("Which definition is correct?") == "statement"
    assert kind("Which tool should the team use?") == "thing"


def test_a_bandwidth_asked_for_is_answered_with_a_rate(tmp_path):
    stem = "What is the total read bandwidth of the cache tier per node?"
    short = ("Each node of the cache tier has 8 NVMe drives for read bandwidth. Together the drives deliver 56 GB/s.")
    # (the count of drives speaks most of the question's words, and is no bandwidth)
    full = "The drives of each node are read in parallel, so the node read bandwidth is the sum."
    assert "56 GB/s" in parse_raw(tmp_path, raw_text(stem, None, short, full)).question.answer_text


def test_a_label_before_a_colon_is_no_point(tmp_path):
    full = ("The cache has three warm-up levels:\n"
            "Level 1 (-w 1), quick: metadata only, in seconds, which suits a prolog script well enough.\n"
            "Level 2 (-w 2), medium: level 1 plus the hottest files, in about two minutes.\n"
            "Level 3 (-w 3), full: every file of the dataset, read once, in about thirty minutes.")
    question = parse_raw(tmp_path, raw_text("Which warm-up level reads every file?", None, SHORT, full)).question
    assert "Level 1 (-w 1), quick" not in question.infographic.points


def test_a_title_keeps_the_article_a_verb_in_ing_needs():
    assert "building engine" not in shortened("What optimizations does NvCompile apply when building the engine")


def test_a_cause_of_a_generic_symptom_is_no_title(tmp_path):
    stem = ("Training jobs on the new nodes read their dataset at a third of the speed of the old ones. "
            "What is the most likely cause of the poor performance?")
    full = ("The new nodes mount the dataset over NFS instead of the local NVMe cache, so every epoch reads the network.\n\n"
            "A is wrong because the GPUs are the same. B is wrong because the driver is current. "
            "D is wrong because the cache is large enough.")
    options = ["A. Older GPUs", "B. An old driver", "C. The dataset is read over NFS", "D. A small cache"]
    question = parse_raw(tmp_path, raw_text(stem, options, SHORT, full)).question
    assert question.infographic.title != "Cause of the poor performance"


def test_the_doer_an_intro_names_leads_each_item_of_its_list(tmp_path):
    full = ("At mount time, the cache daemon performs the following functions:\n"
            "1. Scans the dataset's directory tree to list every file.\n"
            "2. Pins the hottest 10% of blocks in local NVMe.\n"
            "3. Registers the cache with the scheduler's node labels.")
    points = drawn(tmp_path, "What does the cache daemon do at mount time?", full)
    assert "The cache daemon pins the hottest 10% of blocks in local NVMe" in points
    assert not any(point.startswith(("Scans", "Pins", "Registers")) for point in points)


@pytest.mark.parametrize("text, why", [
    ("Reference: Cache Operator Guide, chapter 4", "a citation, not a statement"),
    ("Recommended after hardware changes or to confirm a fault", "a verb without its subject"),
    ("The warm blocks are not, so most teams re-pin them at boot", "refers back"),  # (are not what?)
    ("Run: sudo cachectl --pin -n 0 --level=3", "a command or log line, not a statement"),
    ("Nothing to do with the eviction policy at all", "a verb without its subject"),
    ("You would not see a cache miss in the log then", "a hypothetical, not a fact"),
    ("In the example, shard 0 should use replica 0 and shard 1 replica 1", "needs the sentence before it"),  # (its example)
    ("Cache clients honour that variable, so most of the time jobs behave", "refers back"),  # (which variable?)
    ("The first command enables slice mode on shelf 0", "refers back"),  # (the card shows no commands in order)
    ("Rerun the shelf tests afterwards", "refers back")])  # (after what?)
def test_a_line_that_states_nothing_alone_is_no_point(text, why):
    assert fault(text) == why


def test_a_key_and_its_value_inside_a_sentence_are_not_parted(tmp_path):
    full = ("After the daemon pins the blocks, cachectl status should show State: Pinned with a non-zero block count "
            "for every file of the dataset that was read in the first epoch.")
    points = drawn(tmp_path, "What shows that the blocks are pinned?", full)
    assert not any(point.endswith("show State") for point in points)


def test_a_list_of_bare_names_gives_no_points(tmp_path):
    full = ("The NVIDIA Cache Operator deploys these parts on every GPU node:\n- NVIDIA Cache Daemon\n- DCGM Eviction "
            "Exporter\n- Warm-up job, which reads the hottest files once after each reboot\n- NVIDIA Node Labeller")
    points = drawn(tmp_path, "What does the NVIDIA Cache Operator deploy on each GPU node?", full)
    assert not {"NVIDIA Cache Daemon", "DCGM Eviction Exporter", "NVIDIA Node Labeller"} & set(points)
    assert "Warm-up job, which reads the hottest files once after each reboot" in points


def test_an_except_question_on_what_a_thing_can_do_says_what_it_cannot_do_to_the_answer(tmp_path):
    stem = "The cache operator can install and upgrade all of the following parts on each node EXCEPT:"
    options = ["A. The cache daemon", "B. The eviction exporter", "C. The RAID controller's firmware for the NVMe drives",
               "D. The warm-up job"]
    full = "A, B and D are all parts the operator installs, so they are not the answer."
    question = parse_raw(tmp_path, raw_text(stem, options, "The operator installs software, not firmware.", full)).question
    assert question.answer_text == ("The cache operator cannot install and upgrade the RAID controller's firmware for "
                                    "the NVMe drives on each node.")


def test_that_as_a_subject_after_a_comma_needs_the_sentence_before_it():
    assert "a pronoun that needs the sentence before it" in reads_alone(
        "At 7 GB/s per drive, that adds up to 56 GB/s per node.")
    assert reads_alone("At 7 GB/s per drive, the node reads 56 GB/s.") == []


def test_a_head_never_ends_on_the_first_of_two_things_paired(tmp_path):
    full = ("The cache operator supports a \"lazy\" mode, where blocks are pinned when first read, and a \"warm\" mode, "
            "where every block of the dataset is pinned at mount time before the first epoch starts.")
    points = drawn(tmp_path, "Which modes does the cache operator support?", full)
    assert 'The cache operator supports a "lazy" mode' not in points


def test_a_point_that_counts_the_correct_statements_talks_of_the_options():
    assert fault("The three correct statements are B, C and E") == "talks of the options"


def test_the_sentences_after_a_traditional_paths_sentence_tell_that_path(tmp_path):
    full = ("In the traditional I/O path, an application reads into a host buffer and then copies it to the GPU. "
            "The data crosses the PCIe fabric twice and costs CPU cycles for the copy.\n\n"
            "With the direct path, the NVMe drive writes straight into GPU memory over PCIe peer-to-peer.")
    points = drawn(tmp_path, "What does the direct storage path remove?", full)
    assert not any(point.startswith("The data crosses the PCIe fabric twice") for point in points)


def test_a_learners_that_s_option_a_after_a_question_names_the_option_it_asks_about(tmp_path):
    full = ("LRU tracks reads.\n\nStudent: Isn't write-through what keeps the hot blocks? That's option A.\n"
            "Instructor: No. Write-through decides when writes reach the disk.\n"
            "Student: What about B?\nInstructor: Random eviction treats every block alike.\n"
            "Student: And D sounded fine.\nInstructor: FIFO evicts the oldest block, hot or not.\n"
            "Student: So it's the one that tracks reads.\nInstructor: Right.")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question
    assert question.answer == ("C",)
    assert question.rationales == {"A": "Write-through decides when writes reach the disk.",
                                   "B": "Random eviction treats every block alike.",
                                   "D": "FIFO evicts the oldest block, hot or not."}


def test_a_learners_question_alone_states_no_answer(tmp_path):
    # (no items to read: the answer is left for the maintainer, never taken from "That's option A.")
    full = "LRU tracks reads.\n\nStudent: Isn't write-through what keeps the hot blocks? That's option A.\nInstructor: No."
    assert parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question.answer == ()


@pytest.mark.parametrize("above", [True, False])
def test_a_review_pages_marks_on_lines_of_their_own_go_with_their_options(tmp_path, above):
    # (over the option on one page, "Correct answer" / "B) …"; under it on another, "B. …" / "Correct selection")
    options = (["Your answer is incorrect", "A) Write-through", "Correct answer", "B) LRU", "C) Random"] if above else
               ["A. Write-through", "Your selection", "B. LRU", "Correct selection", "C. Random"])
    question = parse_raw(tmp_path, raw_text("Which cache policy keeps the hottest blocks on local flash?", options,
                                            SHORT, "LRU tracks reads.")).question
    assert question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}
    assert question.answer == ("B",)


def test_a_group_sentence_after_each_options_own_item_adds_nothing_to_their_notes(tmp_path):
    stem = "Which of the following is NOT a cache policy the storage layer offers?"
    options = ["(A) LRU", "(B) RAID 6", "(C) FIFO", "(D) Write-through"]
    full = ("Assessment of the remaining statements:\n(A) Accurate. LRU is the default.\n(C) Accurate. FIFO is offered.\n"
            "(D) Accurate. Write-through is offered for logs.\n"
            "Because (A), (C) and (D) all describe the layer correctly, the only statement that is not accurate is B.")
    question = parse_raw(tmp_path, raw_text(stem, options, SHORT, full)).question
    assert question.rationales == {"A": "LRU is the default.", "C": "FIFO is offered.", "D": "Write-through is offered for logs."}


def test_a_sites_thread_under_a_comment_box_is_no_content(tmp_path):
    full = ("LRU tracks reads.\n\nComments\nType your comment...\nSubmit\ncache_ops   Highly Voted   2 months, 1 week ago\n"
            "Selected Answer: A\nI think write-through is right\nupvoted 1 times")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question
    for noise in ("Type your comment", "Highly Voted", "Selected Answer", "write-through is right"):
        assert noise not in question.full_explanation


@pytest.mark.parametrize("line", ["Home > My learning > NVIDIA AI Networking (NCP-AIN) Practice Tests > Practice Test 3",
                                  "Click on answer for see explanation.", "Multiple selection", "Question 12: Incorrect",
                                  "C (88%)   A (7%)   Other", "[ Dark mode ]   Font: A- A A+"])
def test_more_page_furniture_is_known_by_its_form(line):
    from deckgen.parse.furniture import _without_furniture
    assert _without_furniture(line) == ""


def test_a_reading_a_tool_printed_is_no_title():
    from deckgen.parse.drawing_scene import stem_topic
    stem = ("After a reboot, cachectl shows for the cache volume:\nState: Degraded\nMode: WriteBack\n"
            "What is the most likely cause?")
    text = ("WriteBack mode keeps dirty blocks in NVMe until they are flushed; the Degraded state means a drive failed. "
            "WriteBack needs both mirrors. With WriteBack, a single failed drive stops the flushes, and WriteBack "
            "then holds the dirty blocks.")
    assert stem_topic(stem, "What is the most likely cause?", f"{stem}\n\n{text}") != "WriteBack"


def test_the_answer_told_as_what_its_option_says_is_the_line(tmp_path):
    stem = "An operator runs cachectl pin --level 3 on a new node. What does this command do?"
    full = ("Level 3 reads every file once.\n\nHence, the option stating that the command pins every block of the "
            "dataset in local NVMe before the first epoch is correct.\n\nThe option about flushing is wrong.")
    question = parse_raw(tmp_path, raw_text(stem, None, "Pinning keeps reads local.", full)).question
    assert question.answer_text == "The command pins every block of the dataset in local NVMe before the first epoch."


def test_a_command_a_line_announces_is_no_point(tmp_path):
    full = ("RoCE needs a lossless class for the RDMA traffic of every GPU node in the training fabric.\n\n"
            "On Spectrum switches running Cumulus Linux, the whole profile can be applied with a single command:\n\n"
            "nv set qos roce mode lossless\n\nnv config apply\n\n"
            "The profile enables PFC and ECN on the RoCE priority of every port.")
    points = drawn(tmp_path, "Which configuration makes a RoCE fabric lossless on Spectrum switches?", full)
    assert not any(point.lower().startswith("nv ") for point in points)
    assert "The profile enables PFC and ECN on the RoCE priority of every port" in points


def test_an_aside_that_lists_things_without_a_last_comma_goes_whole():
    from deckgen.parse.phrases import without_asides
    assert without_asides("The command runs the long suite, including stress, power and memory tests.") \
        == "The command runs the long suite."
    assert without_asides("The suite, including stress, power and memory tests, runs for an hour.") \
        == "The suite runs for an hour."


def test_that_before_a_noun_that_ends_the_clause_is_its_object_not_a_cut():
    from deckgen.parse.drawing_cut import clause_head
    head = clause_head("About 30 kW per rack is well above what many legacy air-cooled rooms handle. Confirm that the "
                       "cooling design can remove that heat, since DGX H100 systems are air-cooled")
    assert not head.endswith("can remove")


def test_important_as_a_lead_is_chatty():
    assert fault("Important: the cache is not replacing the storage and it is not making the GPU memory bigger") \
        == "chatty lead"


def test_commands_a_line_announces_with_what_they_do_are_no_points(tmp_path):
    full = ("A missing subnet manager leaves every new port in the Initializing state with no LID assigned.\n\n"
            "Useful commands for this step:\n\nsminfo - queries the master SM; a timeout confirms that no SM answers.\n\n"
            "systemctl status opensm (on a host-based SM) or the UFM status page for managed fabrics.\n\n"
            "Once an SM sweeps the fabric, the port moves to Active and receives a non-zero LID.")
    points = drawn(tmp_path, "What should the engineer check first?", full)
    assert not any(point.lower().startswith(("sminfo", "systemctl")) for point in points)


def test_what_this_command_does_is_titled_by_the_command_shown():
    from deckgen.parse.drawing_title import title
    stem = ("An administrator validates a new node before handing it to users. She runs the following command:\n\n"
            "cachectl verify --level 3\n\nWhat does this command do?")
    assert title(stem) == "cachectl verify --level 3"


def test_a_mark_before_a_lower_case_letter_behind_a_bullet_leads_its_item(tmp_path):
    options = ["a. A write-through cache keeps the blocks read most often.",
               "b. An LRU cache evicts the block that was read least recently.",
               "c. A FIFO cache evicts the block that was read most recently."]
    full = ("LRU tracks reads.\n\nQuick check of each option:\n- ✗ a. Write-through is about writes.\n"
            "- ✓ b. Yep. It evicts the coldest block.\n- ✗ c. FIFO evicts the oldest block.")
    question = parse_raw(tmp_path, raw_text(STEM, options, SHORT, full)).question
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C"}


def test_a_windows_path_is_no_options_item(tmp_path):
    full = ("Copy the token to each guest:\n- Linux: /etc/cache/token/\n- Windows: C:\\Program Files\\Cache\\token\\\n\n"
            "Why others are wrong\nA) Write-through is about writes.\nC) Random evicts alike.\nD) FIFO evicts the oldest.")
    options = ["A. Write-through", "B. LRU", "C. Random", "D. FIFO"]
    question = parse_raw(tmp_path, raw_text("Which cache policy keeps the hottest blocks?", options, SHORT, full)).question
    assert question.answer == ("B",)
    assert question.rationales["C"] == "Random evicts alike."


EXCEPT_STEM = "All of the following are cache policies the storage layer offers EXCEPT:"
NOT_STEM = "Which of the following statements about the cache policies is NOT correct?"
LOWER_OPTIONS = ["a) LRU", "b) FIFO", "c) RAID 6", "d) Write-through"]


@pytest.mark.parametrize("stem, options, full", [
    # the odd one out, after each other option's item
    (EXCEPT_STEM, LOWER_OPTIONS, "a) is offered, it is the default.\nb) is offered too.\nd) is offered as well.\n"
                                 "That makes option (c) the odd one out. RAID 6 is a disk layout, not a cache policy."),
    # "That leaves (C): …"
    ("Which of the following is NOT a cache policy the storage layer offers?", ["(A) LRU", "(B) FIFO", "(C) RAID 6",
                                                                                "(D) Write-through"],
     "(A) LRU - offered.\n(B) FIFO - offered.\n(D) Write-through - offered.\n"
     "That leaves (C): RAID 6 is a disk layout, not a cache policy."),
    # "Option C is the statement that is NOT correct."
    (NOT_STEM, ["A. LRU tracks recency.", "B. FIFO tracks age.", "C. RAID 6 is a cache policy.", "D. Random evicts any block."],
     "Analysis of the options\nOption A is a correct statement: LRU tracks recency.\nOption B is a correct statement: "
     "FIFO tracks age.\nOption C is the statement that is NOT correct. RAID 6 is a disk layout.\n"
     "Option D is a correct statement: random eviction treats every block alike."),
    # the other letters in a list run into an intro, one item for all ("A." or "A. B." no note)
    (EXCEPT_STEM, LOWER_OPTIONS, "RAID 6 is a disk layout.\n\nRemaining choices, in one line: a, b and d are all standard "
                                 "policies of the layer, so each is something it offers."),

    # "The exception is statement (c)." stated, the others in a run of letters in parentheses under a heading
    (EXCEPT_STEM, LOWER_OPTIONS, "The exception is statement (c): RAID 6 is a disk layout.\n\nAnalysis of the remaining "
                                 "statements\nStatements (a), (b) and (d) are all accurate: the layer offers each policy."),
])
def test_the_answer_of_an_except_or_not_question_is_the_one_its_analysis_sets_apart(tmp_path, stem, options, full):
    question = parse_raw(tmp_path, raw_text(stem, options, SHORT, full)).question
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}
    assert all(len(note) > 10 for note in question.rationales.values())


def test_a_verbs_object_before_an_aside_and_its_to_is_no_place_to_cut():
    from deckgen.parse.drawing_cut import clause_head
    head = clause_head("Direct paging allows a third-party PCIe device, such as a ConnectX adapter, to read from and write "
                       "to the cache memory directly without any copy through the host")
    assert head != "Direct paging allows a third-party PCIe device"


def test_all_of_them_leads_no_answer_line():
    assert "leading pronoun" in reads_alone("All of them use the same YY.MM tag scheme, so both images match.")


def test_why_not_with_the_options_words_quoted_before_its_question_mark_is_an_item(tmp_path):
    # (options hidden: each wrong one named by its letter and its words, 'Why not B, "…"? …')
    full = ("LRU tracks when each block was last read.\n\nWhy the other choices don't fit:\n"
            'Why not B, "A random policy evicts hot blocks less often than cold ones"? Random eviction treats every '
            "block alike.\n"
            'Why not C, "A write-through cache keeps the blocks read most often"? Write-through decides when writes reach '
            "the disk.\n"
            'Why not D, "A FIFO cache evicts the block that was read most recently"? FIFO evicts the oldest block.')
    question = parse_raw(tmp_path, raw_text("Which cache policy keeps the hottest blocks on local flash?", None, SHORT,
                                            full)).question
    assert question.answer == ("A",)
    assert question.rationales == {"B": "Random eviction treats every block alike.",
                                   "C": "Write-through decides when writes reach the disk.",
                                   "D": "FIFO evicts the oldest block."}


def test_a_claim_named_by_its_words_and_called_false_is_its_options_item(tmp_path):
    full = ("LRU tracks when each block was last read.\n\nLooking at the other options one by one:\n\n"
            "The claim that a random policy evicts hot blocks less often is false. Random eviction treats every block "
            "alike.\n\nThe statement that a write-through cache keeps the blocks read most often is also wrong. "
            "Write-through decides when writes reach the disk.\n\n"
            "The idea that a FIFO queue drops the newest block first is mistaken. FIFO evicts the oldest block.")
    options = [*OPTIONS[:3], "D. A FIFO queue drops the newest block first."]
    question = parse_raw(tmp_path, raw_text(STEM, options, SHORT, full)).question
    assert question.answer == ("C",)
    assert question.rationales == NOTES


def test_a_quiz_platforms_review_page_gives_its_key_and_keeps_its_header_out(tmp_path):
    # (Moodle's review of one question: its state and mark over the stem, "Select one or more:", the whole question's
    # feedback under the last option, then its key by letters and by texts; no analysis of the options)
    stem = "Which TWO policies keep the hottest blocks on local flash? (Choose two.)"
    text = "\n".join(["Question 14", "Incorrect", "Mark 0.00 out of 1.00", "Flag question", "Question text", stem,
                      "Select one or more:", "a. Write-through", "b. LRU", "c. FIFO", "d. LFU",
                      "Your answer is incorrect.", "Correct answer(s): b, d", "The correct answers are: LRU, LFU",
                      raw_text("", None, SHORT, "LRU and LFU both track how blocks are read.").lstrip("\n")])
    question = parse_raw(tmp_path, text).question
    assert question.question == stem
    assert question.options == {"A": "Write-through", "B": "LRU", "C": "FIFO", "D": "LFU"}
    assert question.answer == ("B", "D")
    # (a question the reader skipped: "Skipped" alone under its counter, as Udemy's review writes it)
    text = text.replace("Incorrect\nMark 0.00 out of 1.00", "Skipped")
    assert parse_raw(tmp_path, text).question.question == stem


def test_the_right_next_step_is_a_stated_answer(tmp_path):
    full = "LRU tracks when each block was last read. So the right next step is C: switch the cache to LRU, then rerun."
    assert parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question.answer == ("C",)


def test_which_things_most_directly_do_is_titled_as_the_things_that_do():
    from deckgen.parse.drawing_title import title
    assert title("Reads miss the cache. Which TWO changes most directly reduce this miss rate? (Choose two.)") == \
        "Changes that most directly reduce the miss rate"


@pytest.mark.parametrize("label", ["Domain 3: AI Infrastructure - Storage", "Category: Troubleshooting & Optimization",
                                   "Topic: Storage — Caching", "Topic 1 - Storage Caching and Tiering"])
def test_the_exam_outlines_label_over_the_stem_is_no_part_of_it(tmp_path, label):
    question = parse_raw(tmp_path, raw_text(f"{label}\n\n{STEM}", OPTIONS, SHORT, NAMED_BY_TEXT)).question
    assert question.question == STEM


def test_a_guides_numbered_section_over_the_stem_heads_it():
    # ("Section 4.3 – Node Maintenance …" names the topic, as the guide's heading: no exam outline's label)
    from deckgen.parse.furniture import TAXONOMY
    assert not TAXONOMY.fullmatch("Section 4.3 – Cache Tiering in Shared Storage")
    assert TAXONOMY.fullmatch("Section 4.3: Cache Tiering in Shared Storage")


def test_a_thread_headed_by_its_count_after_the_word_is_no_content(tmp_path):
    # (a discussion site's "Discussion  7", then handles with a badge and an age, no dash: "ops_kim   2 months ago")
    full = ("LRU tracks reads.\n\nDiscussion  7\ncache_ops   Highly Voted   4 months, 2 weeks ago\nSelected Answer: C\n"
            "Same thing happened to us.\n   upvoted 11 times\nops_kim   2 months ago\nSelected Answer: A\n"
            "thought write-through was it\n   upvoted 1 times")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question
    assert question.full_explanation.strip() == "LRU tracks reads."


def test_an_except_question_on_what_a_thing_does_says_what_it_does_not_do_to_the_answer():
    from deckgen.parse.answernot import not_what
    stem = "A team lists its cache pods. The Loom cache service deploys and manages all of the following parts EXCEPT:"
    assert not_what("The FlockFS client for the remote filers", stem) == \
        "The Loom cache service does not deploy and manage the FlockFS client for the remote filers."
    assert not_what("The FlockFS client", "The Loom service applies all of the following policies EXCEPT:") == \
        "The Loom service does not apply the FlockFS client."
    # (a name, then what it does: the name is what the question's kind is not)
    assert not_what("FlockNode, which keeps the block map of every file", "Which of the following is NOT a component of a "
                    "Loom file system?") == "FlockNode is not a component of a Loom file system."


def test_why_choose_x_over_a_long_y_is_titled_why_choose_x():
    from deckgen.parse.drawing_title import title
    assert title("Reads stall. Why would the team choose FlockFS Direct over the conventional storage I/O path through the host "
                 "bounce buffers?") == \
        "Why choose FlockFS Direct"


def test_two_answers_said_briefly_never_cut_a_series():
    from deckgen.parse.answeroptions import from_options
    texts = ["Each cache shard receives its own dedicated flash devices, memory pool, and prefetch queues, providing "
             "hardware-level isolation between the tenants on the node.",
             "After cache mode is enabled on a node, administrators create cache shards and cache pools, for example "
             "with the loomctl shard and pool subcommands."]
    line, _ = from_options(texts, "Which TWO statements about Loom cache shards are correct? (Choose two.)",
                           "Which TWO statements about Loom cache shards are correct?", "")
    assert "memory pool;" not in line and "memory pool." not in line


@pytest.mark.parametrize("asked", ["What does FlockFS do", "What FlockFS is doing exactly?", "What is FlockFS doing",
                                   "What FlockFS does?", "What does FlockFS (FFS) do?"])  # (its acronym left out)
def test_what_a_thing_does_asked_in_any_order_names_it(asked):
    from deckgen.parse.answernames import doer, stem_referent
    assert doer(asked) == "FlockFS"
    assert stem_referent(f"A team mounts a filer. {asked}", asked, "FlockFS caches reads.") == "FlockFS"


@pytest.mark.parametrize("asked", ["What should the administrator do", "What is the cause", "What does the error mean"])
def test_what_else_asks_names_no_doer(asked):
    from deckgen.parse.answernames import doer
    assert doer(asked) == ""


def test_two_adjectives_before_their_noun_are_no_participle_aside():
    from deckgen.parse.drawing_cut import clause_head
    assert clause_head("The shard has not been returned to a clean, validated state, and the standard handling for a torn "
                       "write is drain, reset, validate", 22, "point") == \
        "The shard has not been returned to a clean, validated state"


def test_a_verdict_word_before_a_noun_of_its_own_is_no_verdict_on_the_option(tmp_path):
    # (a writer's "C (…) is true number but …": the figure is real, the option still wrong; never read as C stated true)
    stem = "A cache node holds 4 NVMe drives of 2 TB each. How much raw flash does one drive give the cache?"
    options = ["A) 4 TB", "B) 1 TB", "C) 8 TB", "D) 2 TB"]
    full = ("Each drive is 2 TB, and the node has four of them.\n\n"
            "For the wrong ones: A (4 TB) is two drives together. B (1 TB) is half a drive. C (8 TB) is true number but it "
            "is the whole node, question ask for one drive so it is not correct. So the right one is D.")
    question = parse_raw(tmp_path, raw_text(stem, options, "One drive gives 2 TB.", full)).question
    assert question.answer == ("D",)
    from deckgen.parse.itemhead import head
    assert head("C is a true statement, because each drive holds 2 TB.")[1] == "true"  # (its noun: a verdict still)
    assert head("C is wrong because the node holds four drives.")[1] == "wrong"


def test_a_verdict_tables_row_may_give_the_whole_option_text_in_its_letters_cell(tmp_path):
    # ("A - <the option's text> | Incorrect | <why>": a first cell longer than a name, the options hidden above)
    full = ("LRU tracks reads.\n\nLet's go through the options one at a time:\n\nOption | Verdict | Why\n"
            "A - A write-through cache keeps the blocks that were read most often | Incorrect | Write-through decides "
            "when writes reach the disk.\n"
            "B - A random eviction policy evicts the hot blocks less often than cold ones | Incorrect | Random eviction "
            "treats every block alike.\n"
            "C - An LRU cache evicts the block that was read the longest time ago | Correct | It ranks blocks by their "
            "last read.\n"
            "D - A FIFO cache evicts the block that was read most recently | Incorrect | FIFO evicts the oldest block.")
    question = parse_raw(tmp_path, raw_text(STEM, None, SHORT, full)).question
    assert question.answer == ("C",)
    assert question.rationales == NOTES
    assert question.options["C"] == "An LRU cache evicts the block that was read the longest time ago"  # (its cell names it)


def test_a_key_with_the_answers_name_closing_the_short_explanation_gives_key_and_line(tmp_path):
    # (the options hidden, the wrong ones named in a numbered list by their text: the key's name is the line, never a
    # distractor's sentence)
    stem = "A pipeline must decide when the cache server loads a new index. Which startup flag enables this workflow?"
    short = ("This one you simply have to know. The server has three load modes. Only the manual mode lets a pipeline "
             "load an index on demand. Correct option: C, --load-mode=manual.")
    full = ("The load mode governs what happens at startup.\n\nNow, the distractors, one by one:\n"
            '1. "--load-mode=none" is the default mode. The set of indexes is frozen at startup.\n'
            '2. "--load-mode=poll" reloads whenever the folder changes, so the server decides when.')
    question = parse_raw(tmp_path, raw_text(stem, None, short, full)).question
    assert question.answer == ("C",)
    assert question.answer_text == "--load-mode=manual."


def test_so_b_it_is_states_the_answer(tmp_path):
    short = "LRU ranks blocks by their last read, which is what keeps the hot ones. So C it is."
    assert parse_raw(tmp_path, raw_text(STEM, OPTIONS, short, "LRU tracks reads.")).question.answer == ("C",)


def test_the_answer_after_its_label_on_a_line_is_no_wrong_options_item(tmp_path):
    # ("Correct answer: C - <its text>" opening the full explanation, "Incorrect answers:" under it: C is the answer)
    full = ("Correct answer: C - An LRU cache evicts the block that was read least recently\n\n"
            "LRU tracks when each block was last read.\n\nIncorrect answers:\n"
            "A. Write-through - It decides when writes reach the disk.\n"
            "B. Random - It treats every block alike.\n"
            "D. FIFO - It evicts the oldest block.")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}


def test_a_q_and_a_whose_questions_ask_of_an_option_by_its_letter_gives_their_notes(tmp_path):
    # ("Q: Why not (a)?" / "A: …" among questions that ask of no option; the options lettered in lower case)
    options = ["a. " + OPTIONS[0][3:], "b. " + OPTIONS[1][3:], "c. " + OPTIONS[2][3:], "d. " + OPTIONS[3][3:]]
    full = ("Q: What is LRU in the first place?\nA: A policy that ranks blocks by their last read.\n\n"
            "Q: Why not (a)?\nA: Write-through decides when writes reach the disk.\n\n"
            "Q: Why not (b)?\nA: Random eviction treats every block alike.\n\n"
            "Q: Why not (d)?\nA: FIFO evicts the oldest block.")
    question = parse_raw(tmp_path, raw_text(STEM, options, SHORT, full)).question
    assert question.answer == ("C",)
    assert question.rationales == NOTES
    assert "A:" not in question.full_explanation and "Reply:" not in " ".join(question.infographic.points)


def test_a_cause_is_never_a_step_and_a_quoted_messages_colon_is_no_label():
    from deckgen.parse.answerform import LABEL
    from deckgen.parse.answerpick import STEP_VERB
    assert STEP_VERB.match("Run ibv_devinfo inside the container, and make sure IB is not disabled.")
    assert not STEP_VERB.match("Running out of memory gives another error.")
    assert not LABEL.match('"NET/IB : No device found" means NCCL could not open any RDMA device.')
    assert LABEL.match("Quick take: LRU keeps the hot blocks.")


def test_what_a_quoted_message_means_may_be_the_cause(tmp_path):
    # (the message the stem quotes, then what it means: the cause; the message retold alone stays the symptom)
    stem = ('The cache daemon logs:\n\nNET/RDMA : No device found\nUsing transport Socket\n\n'
            "Reads from the peer node crawl at 1 GB/s. What is the most likely cause of the slow reads?")
    short = ('"NET/RDMA : No device found" followed by "Using transport Socket" means the daemon could not open any RDMA '
             "device. Run rdma link inside the container, and make sure the devices are passed through.")
    question = parse_raw(tmp_path, raw_text(stem, None, short, "The daemon falls back to TCP.")).question
    assert question.answer_text == ('"NET/RDMA : No device found" followed by "Using transport Socket" means the daemon could '
                                    "not open any RDMA device.")


def test_a_point_never_ends_inside_a_series_nor_starts_with_a_value_whose_name_was_cut(tmp_path):
    from deckgen.parse.drawing_cut import clause_head
    sentence = ("The Loom appliance is a turnkey caching design: validated flash, networking, storage software and "
                "monitoring (Loom Manager, Loom Insight) deployed as a unit, sized in racks.")
    assert clause_head(sentence) == "The Loom appliance is a turnkey caching design"  # (not "…: validated flash")
    # (an example aside or a relative clause may still go: "…, such as A, B, and C")
    assert clause_head("Flash caching places hot blocks on the fastest drives, such as NVMe, Optane, and SLC drives in "
                       "the head node, and tracks every read of every file for a week.") == \
        "Flash caching places hot blocks on the fastest drives"
    assert fault("100 lets the scheduler hold a read for up to 100 µs") == "a value without its name"
    assert fault("max_queue_delay: 100 lets the scheduler hold a read for up to 100 µs") == ""


def test_which_reason_justifies_choosing_x_over_y_is_titled_why_choose_x_over_y():
    from deckgen.parse.drawing_title import title
    stem = ("A manager asks why the team should consider Loom instead. Which reason BEST justifies choosing Loom over this "
            "do-it-yourself cache?")
    assert title(stem) == "Why choose Loom over the do-it-yourself cache"  # ("do-it-yourself" holds no pronoun "it")


def test_a_note_that_tells_the_options_claim_first_keeps_its_correction(tmp_path):
    # ("Choice A says …. It won't; …", "Choice B claims …, but …"; a claim whose next sentence points back stays whole)
    full = ("LRU tracks reads.\n\nAnd the distractors? Choice A says a write-through cache keeps the hot blocks. It won't; "
            "write-through decides when writes reach the disk. Choice B claims random eviction favours hot blocks, but "
            "random eviction treats every block alike. Choice D assumes FIFO drops the newest block. That's the opposite "
            "of what FIFO does.")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question
    assert question.rationales == {"A": "Write-through decides when writes reach the disk.",
                                   "B": "Random eviction treats every block alike.",
                                   "D": "Assumes FIFO drops the newest block. That's the opposite of what FIFO does."}


def test_a_review_pages_state_alone_and_the_opposite_is_true_are_read_as_such(tmp_path):
    # (a review page: its counter, its state "Incorrect" alone on a line, the options marked; "Incorrect answers:" over
    # bullets "• B - …", one of which says "The opposite is true." of its option; "It" in the answer is the stem's name)
    stem = "A team caches a dataset on local NVMe and is deciding between Loom-X and a plain cache. Why choose Loom-X?"
    options = ["A. It ranks blocks by their last read, which keeps the hot blocks on flash.   ✔ Correct answer",
               "B. It writes every block through to the filer.", "C. It evicts blocks at random.   ✘ Your answer",
               "D. It is the only cache that runs on NVMe."]
    full = ("Loom-X tracks reads.\n\nIncorrect answers:\n• B - Write-through decides when writes reach the disk.\n"
            "• C - The opposite is true. Loom-X ranks every block by its last read.\n• D - Many caches run on NVMe.")
    text = raw_text("Question 23 of 65   |   Time spent: 01:12\nIncorrect\n\n" + stem, options, SHORT, full)
    question = parse_raw(tmp_path, text).question
    assert question.question == stem
    assert question.answer == ("A",) and set(question.rationales) == {"B", "C", "D"}
    assert question.answer_text == "Loom-X ranks blocks by their last read, which keeps the hot blocks on flash."


def test_letters_with_their_brackets_in_a_pair_and_before_a_verdict_are_read(tmp_path):
    # ("a) and b) both are …", "d) is wrong because …": options lettered in lower case, each letter with its bracket)
    options = ["a) " + OPTIONS[0][3:], "b) " + OPTIONS[1][3:], "c) " + OPTIONS[2][3:], "d) " + OPTIONS[3][3:]]
    full = ("LRU tracks reads.\n\nWhy other options are wrong:\na) and b) both misread what a policy keeps. Neither ranks "
            "blocks by their reads.\nd) is wrong because FIFO evicts the oldest block.")
    question = parse_raw(tmp_path, raw_text(STEM, options, SHORT, full)).question
    assert question.answer == ("C",)
    assert question.rationales["D"] == "FIFO evicts the oldest block."
    assert set(question.rationales) == {"A", "B", "D"} and not question.rationales["A"].startswith("And")


@pytest.mark.parametrize("point, why", [("Requires no processes on the array; the change waits for a restart",
                                         "a verb without its subject"),
                                        ("Loom requires no processes on the array", ""),
                                        ("The second requirement is met by Loom Direct on the array", "refers back"),
                                        ("The second tier of the cache is local flash on every node", "")])
def test_a_point_whose_subject_was_the_line_before_is_no_point(point, why):
    assert fault(point) == why


def test_a_title_is_never_cut_before_between():
    from deckgen.parse.drawing_title import title
    # ("… a direct path | between storage and GPU memory": the pair is the path's; the answer's name instead)
    stem = "Which Loom technology should be used to establish a direct DMA path between the filer and local flash?"
    assert title(stem, "Loom Direct") == "Loom Direct"


def test_a_thread_under_comments_whose_first_line_is_a_handle_and_its_age_is_no_content(tmp_path):
    # ("Comments" then "» cache_admin_42  2 months ago", "Selected Answer: C", and a reader's "A. Classic gotcha …", which
    # had read as A's item)
    full = ("LRU tracks reads.\n\nOption A is false: write-through decides when writes reach the disk.\n"
            "Option B is false: random eviction treats every block alike.\nOption D is false: FIFO evicts the oldest block.\n\n"
            "Comments\n» cache_admin_42  2 months ago\nSelected Answer: C\nC. Classic gotcha in A, remember LRU.\n"
            "   upvoted 7 times\n» ops_kim  1 month ago\nSelected Answer: C\nagree")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question
    assert question.answer == ("C",) and "gotcha" not in question.full_explanation


def test_a_paragraph_of_letters_as_subjects_is_the_analysis_of_the_wrong_options(tmp_path):
    # (options hidden; "B is …. C describes …. D mixes …": three letters in order, each a sentence's subject, none praised)
    full = ("LRU ranks blocks by their last read.\n\nB is write-through, which decides when writes reach the disk. C "
            "describes random eviction; it treats every block alike. D mixes it up with FIFO, which evicts the oldest block.")
    question = parse_raw(tmp_path, raw_text("Which cache policy keeps the hot blocks?", None, SHORT, full)).question
    assert question.answer == ("A",) and set(question.rationales) == {"B", "C", "D"}
    from deckgen.parse.subjects import as_items
    praised = "B is write-through. C is the right one here. D mixes it up with FIFO."
    assert as_items(praised) == praised  # (a letter praised: no analysis of wrong options)


def test_options_quoted_on_their_lines_with_a_reply_under_each_are_their_items(tmp_path):
    # (a forum's answer: "> (A) …" on its line, a blank line, the reply; options listed in the stem)
    full = ("LRU tracks reads.\n\nAs for the other options in the question:\n\n> (A) A write-through cache keeps the blocks "
            "read most often\n\nWrite-through decides when writes reach the disk.\n\n> (B) A random policy evicts hot "
            "blocks less often than cold ones\n\nRandom eviction treats every block alike.\n\n> (D) A FIFO cache evicts the "
            "block that was read most recently\n\nFIFO evicts the oldest block.")
    question = parse_raw(tmp_path, raw_text(STEM, OPTIONS, SHORT, full)).question
    assert question.answer == ("C",)
    assert question.rationales == NOTES


def test_a_transcripts_timestamps_go_and_only_the_option_named_between_commas_is_stated(tmp_path):
    # (a video's transcript: "[03:18] …" before each line; "So yeah, only C, the LRU cache, checks every box.")
    short = ("[03:12] So let me unpack this.\n[03:18] LRU ranks blocks by their last read.\n"
             "[04:52] The wrong ones, real quick. Option A, write-through, is about writes. Option B, random, treats "
             "every block alike. And option D, FIFO, evicts the oldest. So yeah, only C, the LRU cache, checks every box.")
    question = parse_raw(tmp_path, raw_text("Which cache policy keeps the hot blocks?", None, short, None)).question
    assert question.answer == ("C",)
    assert "[0" not in question.short_explanation


@pytest.mark.parametrize("line, action", [("First the link trains, then the cache warms up.", False),
                                          ("Within a sweep or two the ports go active.", False),
                                          ("Drain the node before the repair.", True)])
def test_an_adverb_or_a_preposition_first_is_no_step_to_take(line, action):
    from deckgen.parse.answerform import ACTION_LINE
    assert bool(ACTION_LINE.search(line)) == action


def test_what_to_do_later_is_no_first_step(tmp_path):
    # (a recall card's "What should you do FIRST?": "For production, …: run a standby manager …" is advice for later)
    stem = "The cache manager host was reinstalled and every node now shows its cache as offline. What should you do FIRST?"
    short = ("The cache ports are up but nothing manages them. For production, don't rely on a single host: run a standby "
             "manager on a second node, or use the manager built into the array.")
    question = parse_raw(tmp_path, raw_text(stem, None, short, "The manager assigns every cache its role.")).question
    assert "standby" not in question.answer_text


def test_a_later_sentence_under_a_names_label_that_does_not_name_it_is_no_point(tmp_path):
    # ("LX200 NVL8: … . Power draw is about 12 kW per shelf.": whose power draw? "Instructor: …", "Step 1: …" are no names)
    full = ("Shelves differ in power.\n\nLX200 NVL8: eight flash sleds share one backplane in a single shelf. Power draw is "
            "about 12 kW per shelf.\n\nLX100: the older shelf holds four sleds and draws about 5 kW in total.")
    points = drawn(tmp_path, "How much power does one LX200 NVL8 shelf draw?", full)
    assert not any(point.startswith("Power draw is") for point in points), points


@pytest.mark.parametrize("text, negated, stated", [
    ("The exception is statement (c). RAID 6 is a disk layout.", True, ("C",)),
    ("Of the four, (D) is the exception: it is no policy.", True, ("D",)),
    ("The exception is statement (c).", False, ()),  # (to a question that is not negated, no answer)
    ("The exception is a rare one: the cache keeps it.", True, ()),  # (the article, not a letter)
])
def test_the_exception_named_is_the_answer_of_an_except_question(text, negated, stated):
    from deckgen.parse.stated import stated_answers
    assert stated_answers(text, set(), negated)[0] == stated


def test_a_page_in_markdown_is_read_through_its_headings_bold_and_marks(tmp_path):
    # (a blog's page: markers as headings in bold or italics after an emoji, options as bullets with their letters in
    # bold, each wrong one's verdict in bold with a ❌, the key in bold after a trophy)
    text = "\n".join([
        "## 🚀 Question 27 — Caching", "", "Which policy keeps the **hottest** blocks on flash?", "",
        "- **A.** Write-through", "- **B.** LRU", "- **C.** Random", "",
        "Select an answer to reveal the explanation.", "", "### **Short Explanation and Infographic**", "",
        "✅ **LRU keeps what is read again.** Recency decides.", "", "🖼️ *Full explanation below image*", "",
        "### **Full Explanation**", "", "LRU evicts the block read longest ago.", "",
        "### ❌ Why the other options are wrong", "",
        "- **A — ❌ Incorrect.** Write-through decides when writes reach the disk.",
        "- **C — ❌ Incorrect.** Random eviction treats every block alike.", "", "🏆 **Correct answer: B**"])
    question = parse_raw(tmp_path, text).question
    assert question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}
    assert question.answer == ("B",)
    assert question.rationales == {"A": "Write-through decides when writes reach the disk.",
                                   "C": "Random eviction treats every block alike."}
    assert question.short_explanation.startswith("✅ **LRU keeps")


def test_a_pages_key_given_as_its_options_text_and_a_not_in_an_aside(tmp_path):
    # ("Correct answer: About 40 kW" under the options, no letter anywhere; "(not counting …)" asks no NOT question)
    stem = "How much power should four Z9 shelves be given (not counting the switches)?"
    text = "\n".join([stem, "A. About 6 kW", "B. About 26 kW", "C. About 40 kW", "D. About 10 kW", "", "Incorrect", "",
                      "Correct answer: About 40 kW", "",
                      raw_text("", None, "Each shelf draws 10 kW, so four draw 40 kW.", "4 x 10 kW = 40 kW.").lstrip("\n")])
    question = parse_raw(tmp_path, text).question
    assert question.answer == ("C",)
    assert question.answer_text == "About 40 kW."
    from deckgen.parse.answerkind import kind
    assert kind("Which part is not counted (not the cache)?") == "negative"  # (a NOT outside the aside still asks)


def test_a_run_in_section_of_the_option_x_items_refutes_an_answer_only_mentioned(tmp_path):
    # ("Other options, why they are not the good next step: the option b, …. The option a, …": a writer's own English;
    # the first reading took a mentioned "option B" for the answer, which the section calls wrong)
    full = ("The relay listens on port 20049 only when its RDMA transport is on.\n\nOther options, why they are not the "
            "good next step: the option b, restart switches, this is not needed because the ping is working. The option a, "
            "bigger buffers are tuning of speed, they cannot fix a refused connection. The option c is also about writes "
            "on the server, the plain mount works with the same export.")
    options = ["a. Bigger buffers", "b. Restart the switches", "c. Async export", "d. Turn on the RDMA listener"]
    question = parse_raw(tmp_path, raw_text("What is the best next step?", options, SHORT, full)).question
    assert question.answer == ("D",)
    assert question.rationales["B"].startswith("Restart switches, this is not needed")
    from deckgen.parse.analysis_rest import after_lead
    assert after_lead("Option A, 600 GB/s, is the old figure.") == "600 GB/s is the old figure."
    assert after_lead("Option D, 1.8 TB/s, belongs to the next one.") == "1.8 TB/s belongs to the next one."
    assert after_lead("E doesn't fit either, it only counts.") == "E doesn't fit either, it only counts."


def test_a_discussion_sites_thread_that_opens_with_a_handle_over_its_vote_is_no_content(tmp_path):
    # (no "Comments" heading: the thread starts at a reader's handle and age over "Selected Answer: X"; each item of
    # the analysis loses its few words of verdict before a colon, "C goes next: …")
    full = ("LRU keeps what is read most.\n\nGoing through the options, the easiest to eliminate first:\nC goes next: random eviction treats every block "
            "alike.\nA is out first: the write-through policy decides when writes reach the disk.\nThat leaves B.\n\n"
            "Community vote distribution\nB (88%)\nC (12%)\n\nnetadmin_kr  Highly Voted  3 months ago\n"
            "Selected Answer: B\nRecency is the textbook fix here, everyone knows it.\nupvoted 14 times\n\n"
            "dz_lab  1 month ago\nSelected Answer: B\nC makes no sense.\nupvoted 3 times")
    options = ["A. Write-through", "B. LRU", "C. Random"]
    question = parse_raw(tmp_path, raw_text("Which policy keeps the hottest blocks?", options, SHORT, full)).question
    assert question.answer == ("B",)
    assert "textbook" not in question.full_explanation and "dz_lab" not in question.full_explanation
    assert question.rationales == {"C": "Random eviction treats every block alike.",
                                   "A": "The write-through policy decides when writes reach the disk."}


def test_lines_led_by_the_other_options_texts_are_their_items(tmp_path):
    # ("About 6 kW: this is one shelf …" on a line each, for every option but the answer; a list of facts that names
    # fewer options, "26 kW - two racks", is no analysis)
    full = ("Each shelf draws 10 kW, so four draw 40 kW.\n\nExplanation of the other answers:\n"
            "About 6 kW: this is one old shelf, and it ignores that the rack holds four.\n"
            "About 26 kW: this is four old shelves.\nAbout 10 kW: this is a single shelf, not four.")
    options = ["A. About 6 kW", "B. About 26 kW", "C. About 40 kW", "D. About 10 kW"]
    question = parse_raw(tmp_path, raw_text("How much power do four Z9 shelves need?", options, SHORT, full)).question
    assert question.answer == ("C",)
    assert question.rationales["B"] == "This is four old shelves."
    facts = "Shelf draw by model:\nAbout 26 kW: a full rack of old shelves.\nAbout 10 kW: one new shelf.\n\nA is wrong. B is wrong."
    question = parse_raw(tmp_path, raw_text("How much power do four Z9 shelves need?", options, SHORT, facts)).question
    assert "About 26 kW: a full rack" in question.full_explanation


def test_a_thread_of_handle_dash_age_comments_and_replies_ends_at_the_analysis(tmp_path):
    # ("user_kx8 - 3 months ago" under "Discussion", a reply under "└ user_kx8 - 2 months ago"; the analysis after the
    # thread is the page's own again)
    full = ("LRU keeps what is read most.\n\nDiscussion\nuser_kx8 - 3 months ago\nSelected Answer: B\nRecency wins, easy.\n"
            "   upvoted 9 times\nnetops_ana - 2 months ago\nSelected Answer: A\nwrite-through maybe?\n"
            "   └ user_kx8 - 2 months ago\n     No, write-through only decides when writes land.\n\n"
            "Why the other options are wrong:\nA is wrong because it keeps nothing hot.\nC is wrong because it forgets hot blocks.")
    options = ["A. Write-through", "B. LRU", "C. Random"]
    question = parse_raw(tmp_path, raw_text("Which policy keeps the hottest blocks?", options, SHORT, full)).question
    assert question.answer == ("B",) and set(question.rationales) == {"A", "C"}
    assert "user_kx8" not in question.full_explanation and "only decides" not in question.full_explanation


def test_a_flashcards_arrow_key_and_why_not_in_lower_case_and_a_sites_own_prompt(tmp_path):
    # ("→ (A). …" leading the short explanation; "Why not b? …" for lower-case options; "Please choose option(s) for
    # see the explanation." is the page's prompt, no part of the last option)
    text = "\n".join(["Which policy keeps the hottest blocks?", "a. LRU", "b. Write-through", "c. Random",
                      "Please choose option(s) for see the explanation.", "Short Explanation and Infographic",
                      "→ (A). LRU keeps what is read again.", "Full Explanation", "LRU evicts the block read longest ago.",
                      "Why not b? It decides when writes reach the disk.", "Why not c? It treats every block alike."])
    question = parse_raw(tmp_path, text).question
    assert question.options["C"] == "Random"
    assert question.answer == ("A",) and set(question.rationales) == {"B", "C"}
    from deckgen.parse.stated import stated_answers
    assert stated_answers("→ (A). LRU keeps what is read again.", set())[0] == ("A",)


def test_a_readers_line_under_the_options_is_no_part_of_the_last_one(tmp_path):
    # (a forum's post: the options, then the poster's own "I picked B because …, but apparently that's wrong??")
    text = "\n".join(["Which policy keeps the hottest blocks?", "A) Write-through", "B) LRU", "C) Random",
                      "I picked C because \"random is fair\", but apparently that's wrong?? Can someone explain.",
                      raw_text("", None, SHORT, "LRU evicts the block read longest ago.\n\nA is wrong because it "
                               "keeps nothing hot. C is wrong because it forgets hot blocks.").lstrip("\n")])
    question = parse_raw(tmp_path, text).question
    assert question.options["C"] == "Random"


def test_a_reddit_threads_replies_under_level_2_are_no_content(tmp_path):
    full = ("LRU keeps what is read most.\n\nA is wrong because it keeps nothing hot. C is wrong because it forgets hot "
            "blocks.\n\nlevel 2\nu/tensor_tamer OP · 2 yr. ago\nok this makes total sense now, thanks!\nlevel 3\n"
            "u/ibverbs_fan · 2 yr. ago\nclassic")
    question = parse_raw(tmp_path, raw_text("Which policy keeps the hottest blocks?", OPTIONS, SHORT, full)).question
    assert "thanks" not in question.full_explanation and "classic" not in question.full_explanation


def test_a_readers_thread_between_the_question_and_its_options_is_no_content_and_the_options_stay(tmp_path):
    # (a practice site's "Comments (2)" under the question, a reader's line and a reply under it, before the options)
    text = "\n".join(["Which policy keeps the hottest blocks?", "Comments (2)",
                      "cache_kim: Isn't write-through the same thing? I mix them up.",
                      "└ ops.lena: No, write-through decides when writes land. See explanation.",
                      "A) Write-through", "B) LRU", "C) Random",
                      raw_text("", None, SHORT, "LRU evicts the block read longest ago.\n\nA is wrong because it "
                               "keeps nothing hot. C is wrong because it forgets hot blocks.").lstrip("\n")])
    question = parse_raw(tmp_path, text).question
    assert question.question == "Which policy keeps the hottest blocks?"
    assert question.options == {"A": "Write-through", "B": "LRU", "C": "Random"} and question.answer == ("B",)


def test_an_exam_pages_buttons_under_the_question_are_no_part_of_it(tmp_path):
    text = "\n".join(["Question 23 of 60", "Which policy keeps the hottest blocks?", "Previous   Next   End exam",
                      raw_text("", None, SHORT, "LRU evicts the block read longest ago.").lstrip("\n")])
    assert parse_raw(tmp_path, text).question.question == "Which policy keeps the hottest blocks?"


@pytest.mark.parametrize("prompt", ["Choose one answer to see the explanation.", "Pick an answer to show explanation"])
def test_a_sites_own_prompt_with_one_or_no_article_is_no_part_of_the_last_option(tmp_path, prompt):
    text = "\n".join(["Which policy keeps the hottest blocks?", "A. Write-through", "B. LRU", "C. Random", prompt,
                      raw_text("", None, SHORT, "LRU evicts the block read longest ago.\n\nA is wrong because it keeps "
                               "nothing hot. C is wrong because it forgets hot blocks.").lstrip("\n")])
    assert parse_raw(tmp_path, text).question.options["C"] == "Random"


def test_a_link_back_to_the_pages_section_is_no_part_of_the_question(tmp_path):
    text = "\n".join(["← Back to: Shelves & Vaults", "Which policy keeps the hottest blocks?",
                      raw_text("", None, SHORT, "LRU evicts the block read longest ago.").lstrip("\n")])
    assert parse_raw(tmp_path, text).question.question == "Which policy keeps the hottest blocks?"


@pytest.mark.parametrize("asked, expected", [("Which statement about Loom is true?", "statement"),
                                             ("Which statement about Loom-X is TRUE?", "statement"),
                                             ("Which tool should they use?", "thing"),
                                             ("Which shelf component is missing?", "thing")])
def test_a_statement_about_a_one_word_name_is_asked_as_a_statement_not_a_thing(asked, expected):
    from deckgen.parse.answerkind import _kind
    assert _kind.__wrapped__(asked) == expected


def test_a_comment_count_on_a_pages_last_line_with_no_section_after_it_is_read_without_error():
    import re
    from deckgen.parse.clutter import without_comments
    lines = ["Which policy keeps the hottest blocks?", "Comments (2)"]
    assert without_comments(lines, re.compile("Full Explanation")) == lines


@pytest.mark.parametrize("heading, bar", [("Module 3 · Storage Caching — Knowledge Check", "Question 6 of 12        Time remaining: 09:05"),
                                          ("ShelfPrep Pocket — export", "Deck: Caching Set 2   |   Q 8 / 60   |   ⏱ 01:12 spent")])
def test_a_pages_heading_over_its_furniture_is_no_part_of_the_question(tmp_path, heading, bar):
    text = "\n".join([heading, bar, "Which policy keeps the hottest blocks?",
                      raw_text("", None, SHORT, "LRU evicts the block read longest ago.").lstrip("\n")])
    question = parse_raw(tmp_path, text).question
    assert question.question == "Which policy keeps the hottest blocks?" and question.infographic.title != heading
    # (a first line over the question itself is the question's: no furniture under it)
    text = "\n".join(["Shelf Caching", "Which policy keeps the hottest blocks?",
                      raw_text("", None, SHORT, "LRU evicts the block read longest ago.").lstrip("\n")])
    assert parse_raw(tmp_path, text).question.question.startswith("Shelf Caching")


def test_a_pages_key_among_other_fields_of_its_line_states_the_answer(tmp_path):
    text = "\n".join(["Which policy keeps the hottest blocks?", "A. Write-through", "B. LRU", "C. Random", "D. LRU-2",
                      "Your answer: —    Correct answer: B",
                      raw_text("", None, SHORT, "LRU evicts the block read longest ago.\n\nA) It keeps nothing hot.\n"
                               "C) It forgets hot blocks.\nD) The right policy with the wrong depth. LRU-2 keeps "
                               "blocks read twice only.").lstrip("\n")])
    question = parse_raw(tmp_path, text).question
    # ("The right policy with the wrong depth." calls D wrong: "right" before a noun the sentence goes on from)
    assert question.answer == ("B",) and set(question.rationales) == {"A", "C", "D"}


def test_a_posts_votes_share_and_report_bar_is_no_part_of_the_explanation(tmp_path):
    text = raw_text("Which policy keeps the hottest blocks?", None, SHORT,
                    "LRU evicts the block read longest ago.\n↑ 88  ↓ 2   ·   Share   ·   Report")
    assert parse_raw(tmp_path, text).question.full_explanation == "LRU evicts the block read longest ago."
