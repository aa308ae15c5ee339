"""`parse` reads the analysis of the options as a structure: items, each with its letters and its verdict,
whatever the phrasing, and drops scraped page furniture wherever it stands.

The layouts here are written for these tests, in other words than the corpus's, so that each rule is
seen to hold for the form it reads rather than for one file's wording.
"""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from deckgen.parse import parse_file
from deckgen.parse.furniture import FURNITURE
from helpers import SELECT, parse_raw, raw_text

STEM = "Which cache policy keeps the hottest blocks of a dataset on local flash?"


def question_of(tmp_path: Path, full: str, stem: str = STEM, options: list[str] | None = None,
                short: str = "Least-recently-used eviction keeps what is read most."):
    return parse_raw(tmp_path, raw_text(stem, options=options, short=short, full=full))


# (layout, the wrong letters' notes, the answer): each an analysis a writer might give.
LAYOUTS = [
    # each wrong option by its letter and its name in parentheses, then a colon, under an intro
    ("Caching pays off on the second epoch.\n\nExplanation of wrong answers:\n\n"
     "- A (write-through): caches that write through do not keep reads.\n"
     "- B (random): a random policy forgets hot blocks as often as cold ones.\n- D (FIFO): FIFO evicts by age.",
     {"A": "Caches that write through do not keep reads.", "B": "A random policy forgets hot blocks as often as cold ones.",
      "D": "FIFO evicts by age."}, ("C",)),
    # the verdict after each reason, as a word of its own ("… no context. wrong.")
    ("Caching pays off on the second epoch.\n"
     "Others:\nA - caches that write through do not keep reads. wrong.\n"
     "B - a random policy forgets hot blocks as often as cold ones — incorrect\nD - FIFO evicts by age (wrong)",
     {"A": "Caches that write through do not keep reads.", "B": "A random policy forgets hot blocks as often as cold ones.",
      "D": "FIFO evicts by age."}, ("C",)),
    # the verdict as a mark after each letter, under a bare "Rest:" ("B ✗ …")
    ("Caching pays off on the second epoch.\n"
     "Rest:\nA ✗ write-through → caches that write through do not keep reads.\n"
     "B ✗ random → forgets hot blocks as often as cold ones.\nD ✗ FIFO evicts by age.",
     {"A": "write-through → caches that write through do not keep reads.",  # (a hyphenated word keeps its case)
      "B": "Random → forgets hot blocks as often as cold ones.", "D": "FIFO evicts by age."}, ("C",)),
    # each option's name after its letter, then its verdict after a dash, or a mark ("(C) LRU ✔ — …")
    ("Caching pays off on the second epoch.\nAnswer review\n(A) Write-through — wrong. It caches writes only.\n"
     "(B) Random — wrong. It forgets hot blocks as often as cold ones.\n(C) LRU ✔ — keeps what is read most.\n"
     "(D) FIFO — wrong. It evicts by age.",
     {"A": "It caches writes only.", "B": "It forgets hot blocks as often as cold ones.", "D": "It evicts by age."},
     ("C",)),
    # the option's gist in parentheses, then an arrow and the verdict; the answer ends its line with a mark
    ("Caching pays off on the second epoch.\nOther choices:\nA (write-through) → wrong. caches writes only.\n"
     "B (random) → wrong. forgets hot blocks.\nD (FIFO) → wrong. evicts by age.\nC (LRU) ✔",
     {"A": "Caches writes only.", "B": "Forgets hot blocks.", "D": "Evicts by age."}, ("C",)),
    # the answer's item says so at its end ("Option C gives … and is the correct answer.")
    ("Caching pays off on the second epoch.\nDiscussion of the options\nOption A is incorrect because it caches "
     "writes only.\nOption B is incorrect because it forgets hot blocks.\nOption D is incorrect because it evicts "
     "by age.\nOption C keeps what is read most and is the correct answer.",
     {"A": "It caches writes only.", "B": "It forgets hot blocks.", "D": "It evicts by age."}, ("C",)),
    # run into one paragraph after an intro that ends in a colon
    ("Caching pays off on the second epoch.\n"
     "Ruling out the rest: A is wrong because caches that write through do not keep reads. B is wrong because "
     "a random policy forgets hot blocks as often as cold ones. D is wrong because FIFO evicts by age.",
     {"A": "Caches that write through do not keep reads.", "B": "A random policy forgets hot blocks as often as cold ones.",
      "D": "FIFO evicts by age."}, ("C",)),
    # "Choice X is incorrect because", one paragraph, after an intro sentence
    ("Caching pays off on the second epoch.\n"
     "Each distractor fails for its own reason. Choice B is incorrect because it ignores reuse. "
     "Choice C is incorrect because it needs a second tier. Choice D is incorrect because it never evicts.",
     {"B": "It ignores reuse.", "C": "It needs a second tier.", "D": "It never evicts."}, ("A",)),
    # "(X) is not right", one per line
    ("Caching pays off.\n(A) is not right because it caches writes only.\n(C) is not right because it pins one file."
     "\n(D) is not right because nothing is kept.",
     {"A": "It caches writes only.", "C": "It pins one file.", "D": "Nothing is kept."}, ("B",)),
    # a verdict label before the letter
    ("Caching pays off.\nIncorrect: A — it caches writes only.\nIncorrect: B — it pins one file.\n"
     "Incorrect: C — nothing is kept.",
     {"A": "It caches writes only.", "B": "It pins one file.", "C": "Nothing is kept."}, ("D",)),
    # grouped notes: each goes to every letter it names; a note runs on to the next item
    ("Caching pays off.\nDismissing the others. B and D are both mistaken: neither keeps reads. They only "
     "buffer writes. A, C and E are all wrong, since each evicts at random.",
     {"B": "Neither keeps reads. They only buffer writes.", "D": "Neither keeps reads. They only buffer writes.",
      "A": "Since each evicts at random.", "C": "Since each evicts at random.", "E": "Since each evicts at random."},
     ("F",)),
    ("Caching pays off.\nOptions A and C both confuse the page cache with the block cache: the page cache is "
     "volatile. B is wrong as well, since it is a write policy.",
     {"A": "A and C both confuse the page cache with the block cache: the page cache is volatile.",
      "C": "A and C both confuse the page cache with the block cache: the page cache is volatile.",
      "B": "Since it is a write policy."}, ("D",)),
    ("Caching pays off.\nA and B are both wrong: they cache writes. C and E are likewise wrong: they pin files.",
     # (each note alone says its group's letters for "they": readers failed a rationale that opens "They …", AY 1751)
     {"A": "A and B cache writes.", "B": "A and B cache writes.", "C": "C and E pin files.", "E": "C and E pin files."}, ("D",)),
    # a question per wrong option, marks for a verdict, a range and a slash of letters
    ("Caching pays off.\nWhy not A? It caches writes only. Why not B? It pins one file.\nWhy not D? Nothing is kept.",
     {"A": "It caches writes only.", "B": "It pins one file.", "D": "Nothing is kept."}, ("C",)),
    # "X fails: …", "(X) fails since …": the verb says the verdict, its conjunction goes with it
    ("Caching pays off.\n\nA fails: it caches writes only.\n(B) fails since it pins one file.\nOption D fails because nothing is kept.",
     {"A": "It caches writes only.", "B": "It pins one file.", "D": "Nothing is kept."}, ("C",)),
    # "Not A: …", a verdict before the letter (no verb after it)
    ("Caching pays off.\n\nNot A: it caches writes only.\nNot B: it pins one file.\nNot D: nothing is kept.",
     {"A": "It caches writes only.", "B": "It pins one file.", "D": "Nothing is kept."}, ("C",)),
    # (each question a heading on its own line, its note on the next)
    ("Caching pays off.\n\nWhy not A?\nIt caches writes only.\nWhy not B?\nIt pins one file.\nWhy not D?\nNothing is kept.",
     {"A": "It caches writes only.", "B": "It pins one file.", "D": "Nothing is kept."}, ("C",)),
    ("Caching pays off.\n✗ A: it caches writes only.\n✘ B — it pins one file.\n✓ C: it counts reuse.\n"
     "❌ D: nothing is kept.",
     {"A": "It caches writes only.", "B": "It pins one file.", "D": "Nothing is kept."}, ("C",)),
    ("Caching pays off.\nOptions A–C are wrong: none of them counts reuse. E/F are wrong too, since they never evict.",  # ("none of them": the group named)
     {"A": "None of A, B and C counts reuse.", "B": "None of A, B and C counts reuse.", "C": "None of A, B and C counts reuse.",
      "E": "Since they never evict.", "F": "Since they never evict."}, ("D",)),
    # the verdict after the letter's mark, a contraction, an Oxford comma
    ("Caching pays off.\nA) Wrong. It caches writes only.\nB) Incorrect — it pins one file.\nC) Correct: it counts "
     "reuse.\nD) Wrong: nothing is kept.",
     {"A": "It caches writes only.", "B": "It pins one file.", "D": "Nothing is kept."}, ("C",)),
    ("Caching pays off.\nA isn't right, because it caches writes only. B, C, and E are incorrect: none counts reuse.",
     {"A": "It caches writes only.", "B": "None counts reuse.", "C": "None counts reuse.", "E": "None counts reuse."},
     ("D",)),
    # a flattened table, under an intro of its own; letters called wrong with no note
    ("Caching pays off.\n\nQuick scorecard on the options:\nOption | Verdict | Why\nA | Incorrect | it caches writes only\nB | Correct | it counts reuse\n"
     "C | Incorrect | it pins one file",
     {"A": "It caches writes only", "C": "It pins one file"}, ("B",)),
    ("Caching pays off.\nRight answer: D\nWrong answers: A, B and C.", {}, ("D",)),
    # each option by its name in parentheses, the answer "the keyed answer"; a scorecard's verdict after a comma (the name
    # before its verb the note's subject, as a recall card shows it without the letter: twenty-eighth session)
    ("Caching pays off.\nOption-by-option review\nOption A (write-through) only delays writes.\n"
     "Option B (LRU) keeps what is read most and is the keyed answer.\nOption C (FIFO) evicts by age alone.",
     {"A": "write-through only delays writes.", "C": "FIFO evicts by age alone."}, ("B",)),
    ("Caching pays off.\nScorecard for each choice\nOption A - write-through score 0/1 keeps nothing.\n"
     "Option B - LRU score 1/1 keeps the hot blocks, correct.\nOption C - FIFO score 0/1 evicts by age alone.",
     {"A": "write-through score 0/1 keeps nothing.", "C": "FIFO score 0/1 evicts by age alone."}, ("B",)),  # (a hyphenated word keeps its case)
    # a mark after each letter, behind a bullet ("- A ✗ …")
    ("Caching pays off.\nQuiz version answer: D\n- A ✗ \"Write-through\". It only delays writes.\n- B ✗ \"Pin one file\". "
     "It cannot follow a changing working set.\n- C ✗ \"FIFO\". It evicts by age alone.",
     {"A": '"Write-through". It only delays writes.', "B": '"Pin one file". It cannot follow a changing working set.',
      "C": '"FIFO". It evicts by age alone.'}, ("D",)),
    # footnotes on the quoted options ('[1] A "write-through" - …')
    # (a card with no options: a note that calls its option "it" takes its quoted name, but for an action, "Pin one file")
    ("Caching pays off.\nQuiz key: D\nFootnotes on the quiz's other choices\n[1] A \"write-through\" - it only delays writes.\n"
     "[2] B \"pin one file\" - it cannot follow a changing working set.\n[3] C \"FIFO\" - it evicts by age alone.",
     {"A": "Write-through only delays writes.", "B": "It cannot follow a changing working set.", "C": "FIFO evicts by age alone."}, ("D",)),
    # items that end on a footnote's mark, their notes the footnotes
    ("Caching pays off.\nDistractor notes\nA — wrong.[1]\nB — wrong.[2]\nC — wrong.[3]\n\n[1] It only delays writes.\n"
     "[2] It cannot follow a changing working set.\n[3] It evicts by age alone.",
     {"A": "It only delays writes.", "B": "It cannot follow a changing working set.", "C": "It evicts by age alone."}, ("D",)),
    # a quoted option, then an arrow to its note ('A "write-through" -> …')
    ("Caching pays off.\nDistractor autopsy (quiz letters)\nA \"write-through\" -> It only delays writes.\n"
     "B \"pin one file\" -> It cannot follow a changing working set.\nC \"FIFO\" -> It evicts by age alone.",
     {"A": "Write-through only delays writes.", "B": "It cannot follow a changing working set.", "C": "FIFO evicts by age alone."}, ("D",)),
    # options named in each line, with a heading of no colon
    ("Caching pays off.\nWhere the others go wrong\nA write-back buffer (A) only delays writes.\n"
     "Pinning one file (B) cannot follow a changing working set.\nA FIFO queue (C) evicts by age alone.",
     {"A": "A write-back buffer only delays writes.", "B": "Pinning one file cannot follow a changing working set.",
      "C": "A FIFO queue evicts by age alone."}, ("D",)),
    # a double dash before each option, and a bare "no." as its verdict
    ("Caching pays off.\nWhy the others are out\n-- Option A: no. It caches writes only.\n"
     "-- Option B: no. Pinning one file cannot follow a changing working set.\n-- Option C: no. FIFO evicts by age alone.",
     {"A": "It caches writes only.", "B": "Pinning one file cannot follow a changing working set.",
      "C": "FIFO evicts by age alone."}, ("D",)),
]


@pytest.mark.parametrize("full, notes, answer", LAYOUTS, ids=range(len(LAYOUTS)))
def test_every_layout_gives_the_wrong_letters_their_whole_notes_and_the_answer(tmp_path, full, notes, answer):
    parsed = question_of(tmp_path, full)
    assert parsed.question.rationales == notes
    assert parsed.question.answer == answer
    assert not parsed.warnings
    assert parsed.question.full_explanation.startswith("Caching pays off")
    assert "wrong" not in parsed.question.full_explanation and "(A)" not in parsed.question.full_explanation
    assert "Verdict" not in parsed.question.full_explanation and "scorecard" not in parsed.question.full_explanation
    # (a table's header goes with its rows, and so does what introduces it)


def test_the_intro_sentence_of_a_run_in_analysis_is_dropped(tmp_path):
    parsed = question_of(tmp_path, "Caching pays off.\n\nThe remaining choices can be set aside. A is wrong because "
                                   "x. B is wrong because y. D is wrong because z.")
    assert parsed.question.full_explanation == "Caching pays off."


def test_a_sentence_that_only_starts_with_an_article_starts_no_item(tmp_path):
    parsed = question_of(tmp_path, "A cache on local flash keeps hot blocks. A policy that counts reuse does it best.\n"
                                   "Why not the others? A is wrong because x. B is wrong because y. D is wrong because z.")
    assert parsed.question.full_explanation == "A cache on local flash keeps hot blocks. A policy that counts reuse does it best."
    assert parsed.question.answer == ("C",)


def test_a_body_sentence_that_calls_the_answer_correct_stays_in_the_body(tmp_path):
    parsed = question_of(tmp_path, "Caching pays off. So C is correct because it counts reuse.\n"
                                   "A is wrong because x. B is wrong because y. D is wrong because z.")
    assert parsed.question.full_explanation == "Caching pays off. So C is correct because it counts reuse."
    assert parsed.question.answer == ("C",)


NOT_STEM = "Which statement about least-recently-used eviction is NOT true?"


def test_in_a_which_is_not_question_the_true_statements_are_the_wrong_answers(tmp_path):
    parsed = question_of(tmp_path, "LRU tracks recency.\nChoice A is accurate: LRU evicts the oldest access. "
                                   "Choice B is valid: it needs per-block timestamps. Choice D is true: scans "
                                   "can flush it.", stem=NOT_STEM)
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales == {"A": "LRU evicts the oldest access.", "B": "It needs per-block timestamps.",
                                          "D": "Scans can flush it."}


@pytest.mark.parametrize("verdict", [
    "Verdict: the statement that is NOT correct is (C).",
    "So the false statement is C.",
    "Statement C is false.",
])
def test_in_a_which_is_not_question_a_stated_false_statement_is_the_answer(tmp_path, verdict):
    parsed = question_of(tmp_path, "LRU tracks recency.\nThe remaining statements are accurate:\n"
                                   "(A) is correct: LRU evicts the oldest access.\n(B) is correct: it needs per-block "
                                   f"timestamps.\n(D) is correct: scans can flush it.\n{verdict}", stem=NOT_STEM)
    assert parsed.question.answer == ("C",)
    assert set(parsed.question.rationales) == {"A", "B", "D"}
    assert not parsed.warnings


def test_in_a_which_is_not_question_the_false_statement_is_the_answer(tmp_path):
    parsed = question_of(tmp_path, "LRU tracks recency.\nStatement A is true: it evicts the oldest access.\n"
                                   "Statement B is false: LRU keeps no frequency counts.",
                         stem=NOT_STEM, options=["A. It evicts the oldest access.", "B. It counts how often a block is read."])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "It evicts the oldest access."}
    assert not parsed.warnings


def test_in_a_which_is_not_question_correct_and_incorrect_speak_of_the_statements(tmp_path):
    parsed = question_of(tmp_path, "LRU tracks recency.\nOption A is correct: LRU evicts the oldest access.\n"
                                   "Option B is correct: it needs per-block timestamps.\nOption C is incorrect: LRU "
                                   "keeps no frequency counts.", stem=NOT_STEM)
    assert parsed.question.answer == ("C",) and not parsed.warnings
    assert set(parsed.question.rationales) == {"A", "B"}


def test_in_an_except_question_correct_said_of_every_other_option_speaks_of_its_statement(tmp_path):
    # ("A — correct as a capability: …" for each option but one: the statements are true, the options wrong)
    full = ("LRU tracks recency.\nEach of these is a real LRU property:\nA — correct as a property: it evicts the "
            "oldest access.\nB — correct as a property: it needs per-block timestamps.\nD — correct as a property: "
            "scans can flush it.\nOnly C falls outside what LRU does.")
    parsed = question_of(tmp_path, full, stem="All of the following describe LRU caching EXCEPT:",
                         options=["A. It evicts the oldest access.", "B. It needs per-block timestamps.",
                                  "C. It counts how often a block is read.", "D. Scans can flush it."])
    assert parsed.question.answer == ("C",) and not parsed.warnings
    assert set(parsed.question.rationales) == {"A", "B", "D"}


@pytest.mark.parametrize("full", [
    ("LRU tracks recency.\nAssessment of the options\nA is true: it evicts the oldest access.\nB is true: it "
     "needs per-block timestamps.\nD is true: scans can flush it.\nOption C is the exception. LRU keeps no "
     "frequency counts."),
    # a yes or no under a header that asks whether it is accurate speaks of the statement ("No – this is the exception")
    ("LRU tracks recency.\n\nThe following summary evaluates each statement:\n\nOption | Accurate? | Evaluation\n"
     "A | Yes | LRU evicts the least recently used block.\nB | Yes | LRU needs an access order.\n"
     "C | No – this is the exception | LRU keeps no frequency counts.\nD | Yes | LRU suits scans poorly."),
    # one running paragraph, each option's gist between commas ("Option C, counting reads, is the exception")
    ("LRU tracks recency.\nNow the analysis. Option A, evicting the oldest access, describes LRU by recency. Option B, "
     "keeping per-block timestamps, describes it too. Option C, counting how often a block is read, is the exception: "
     "LRU keeps no frequency counts."),
])
def test_in_an_except_question_the_option_called_the_exception_is_the_answer(tmp_path, full):
    parsed = question_of(tmp_path, full, stem="All of the following describe LRU caching EXCEPT:")
    assert parsed.question.answer == ("C",)
    if "|" in full or "is true" in full:
        assert set(parsed.question.rationales) == {"A", "B", "D"}


def test_the_one_that_does_not_do_what_is_asked_is_the_answer_to_an_except_question(tmp_path):
    # ("D is the practice that does NOT improve cooling efficiency.", where no option is called wrong)
    parsed = question_of(tmp_path, "LRU tracks recency.\nNow the analysis. Option A, evicting the oldest access, describes "
                                   "LRU by recency. Option D, counting reads, keeps frequencies. D is the policy that "
                                   "does NOT describe LRU.",
                         stem="All of the following describe LRU caching EXCEPT which one?")
    assert parsed.question.answer == ("D",)


def test_the_correct_answer_is_the_answer_in_a_which_is_not_question_too(tmp_path):
    parsed = question_of(tmp_path, "LRU tracks recency.\nD is the correct answer: LRU keeps no frequency counts.\n"
                                   "A is wrong because LRU does evict the oldest access. B is wrong because it does "
                                   "need timestamps.", stem=NOT_STEM)
    assert parsed.question.answer == ("D",)
    assert set(parsed.question.rationales) == {"A", "B"}


@pytest.mark.parametrize("statement", ["The answer is (B).", "Reuse is what matters. That's option B.",
                                       "So the correct choice here is B.", "Reuse wins, so B is the right choice.",
                                       "Of the four, (B) is the best option.",
                                       "The keyed response in the quiz version is option B, LRU.",
                                       "It matches every clue. B is our answer.", "Keep what is read. Answers: B.",
                                       "Recency wins.\nQuiz version answer: B", "Recency wins.\nQuiz key: B (LRU)."])
def test_a_stated_answer_is_read_without_an_analysis(tmp_path, statement):
    parsed = question_of(tmp_path, f"Caching pays off. {statement}",
                         options=["A. FIFO", "B. LRU", "C. Random", "D. Write-through"])
    assert parsed.question.answer == ("B",)
    # (nothing to review but the drawing, which a one-line text may give no key point)
    assert not parsed.warnings and parsed.question.review.keys() <= {"infographic"}


def test_an_answer_the_text_does_not_tell_is_marked_for_review(tmp_path):
    parsed = question_of(tmp_path, "Caching pays off.", options=["A. FIFO", "B. LRU", "C. Random"])
    assert parsed.question.answer == ()
    assert parsed.warnings
    assert parsed.question.review == {"answer": "cannot tell the answer: the text names no wrong option by its letter",
                                      "answer_text": "the answer is not known: set `answer:` first",
                                      "infographic": "no line of the text could be drawn whole"}


FURNITURE_LINES = ["Question 7 of 40", "Q 7/40", "Time left: 03:27", "00:41", "Report an issue with this question",
                   "Flag this question for review", "Next question →", "← Previous", "Skip", "Progress: 45%",
                   "Show explanation", "» Next", "Score: 3/7", "Question 27 / 50 ☐ Mark for review",
                   "👍 312 👎 9 💬 Discussion (4)", "12 comments", "⏱ Time remaining 01:12:45", "⏱ Time left 12:09   ⚑ Flag",
                   "Was this explanation helpful?  👍 12   👎 1", "Bookmark", "Submit", "Reveal explanation ▾",
                   "⏱ 00:12:47 remaining", "Was this helpful?   Yes   No", "Advertisement — Continue reading below",
                   "Sponsored: Save 30% on the exam bundle today!", "[image: fabric-diagram.png]", "Loading image…",
                   "[Answer choices are not available in print view]", "Flagged: 0", "Skip to main content",
                   "Progress: ███████░░░░░░░ 24%", "Comments (14) — Sign in to comment", "[ Skip ]",
                   "[ Dashboard ]  [ My Tests ]  [ Log out ]", "↑ 88  ↓ 2"]
NOT_FURNITURE = ["Next, the scheduler drains the node.", "Previous generations used PCIe.", "Question the defaults.",
                 "8 of the 16 lanes trained.", "A 40 GB cache.", "B", "Review the p99 latency first.", "10:1 ratio",
                 "Report the Xid to the vendor and reseat the card.", "🚀 Launch the job.", "✓ C",
                 "Submit the job with sbatch.", "[Service]", "Loading the model takes 30 s.", "Sponsored research",
                 "Sign the kernel module before loading it.", "Profile the job with nsys.", "88"]


@pytest.mark.parametrize("line", FURNITURE_LINES)
def test_page_furniture_is_known_by_its_form(line):
    assert FURNITURE.fullmatch(line)


@pytest.mark.parametrize("line", NOT_FURNITURE)
def test_content_is_not_furniture(line):
    assert not FURNITURE.fullmatch(line)


def test_a_pages_title_and_its_answer_after_the_options_reach_no_question_or_option(tmp_path):
    text = "\n".join([
        "Storage Tiering — Practice Set C", "Question 3 of 20", STEM, "A. FIFO", "B. LRU", "C. Random",
        "D. Write-through", "", "Submit", "Correct answer: B", "Short Explanation and Infographic",
        "LRU keeps the blocks read most recently.", "Full Explanation", "Caching pays off.",
        "A is wrong because FIFO evicts by age. C is wrong because a random policy forgets hot blocks. "
        "D is wrong because it caches writes only."])
    question = parse_raw(tmp_path, text).question
    assert question.question == STEM and question.answer == ("B",)
    assert question.options == {"A": "FIFO", "B": "LRU", "C": "Random", "D": "Write-through"}
    # (and under the page's "Select an answer …" line, behind a button: "Show Answer ▼", "Correct Answer: B")
    shown = text.replace("Submit\nCorrect answer: B", "Select an answer to reveal the explanation.\nShow Answer ▼\n"
                                                       "Correct Answer: B").replace(
        "A is wrong because FIFO evicts by age. ", "")
    assert parse_raw(tmp_path, shown).question.answer == ("B",)
    # (a title in running text stays: "Run test 3 on every node" is no page's title)
    assert parse_raw(tmp_path, "\n".join(["Run test 3 on every node", *text.split("\n")[2:]])).question.question \
        == f"Run test 3 on every node\n\n{STEM}"


@pytest.mark.parametrize("line", [
    "ExamForge ▸ Storage ▸ GPUDirect ▸ Question 4", "Posted by admin · 6 min read · 2,431 views",
    "Cookie notice: We use cookies to improve your experience. [Accept] [Manage preferences]",
    "Subscribe to our newsletter — [ your@email.com ] [ Subscribe ]", ">>> AD: Cache course bundle — 40% off today <<<",
    "QuizBank © 2025 · Terms · Privacy · Made with ☕ by engineers", "[ infographic: cache_paths.png — image failed to load ]",
    "Question 23 of 65        ⏱ Time remaining: 00:47:19        ☐ Flag for review",
    "Question 31 / 75          ⏳ 12:04 left          Streak: 🔥 6",
    # (a later writer's pages)
    "We use cookies to improve your experience. By continuing to browse you agree to our Cookie Policy.",
    "☰ Menu Cache-Prep Exam Dumps & Practice Search...", "Home > Storage > Caching > Topic 4: Eviction",
    "👍 128 👎 6 Most voted: B (91%)", "Did you find this helpful? 👍 342 👎 11 🔗 Share · 📋 Copy link",
    "Rate this question: ★★★★☆ (212 votes) Share ↗ Tweet Email", "Related questions: ▸ What is LFU? ▸ Which cache?",
    "Footer: About · Privacy Policy · Terms of Use", "Progress: [########------------] 20%",
    "CACHE-101 / CACHE-201 Practice Exam - Free Questions Updated", "Comments", "Discussion (23) Sort by: Top ▾",
    "priya.k - 5 days ago", "vdi_dan · 1 week ago: the eviction flag is the thing they like to ask.",
    'tensor_tom — "Got tricked into picking C. Read the question."', "r_dma_fan Selected Answer: B", "Question:",
    "Question 61 — Single answer — 1 point Bookmarked by 1.1k users ⭐ 4.6/5 (203)",
    "[ Submit ] [ Skip ] Time on question: 00:41", "CachePrep » Question Bank » Eviction [Dark mode ◐] [Log in]",
    "Notice: we updated our privacy policy. Continuing to use CachePrep means you accept cookies.",
    "Q 212 / 340 · Topic: Eviction · Multiple answer · ⏱ suggested time 90 s",
    "Community difficulty: Medium · Correct rate: 48%", "│ Pass first time or your money back! 1,200+ questions │",
    "👍 Helpful (131) 👎 (4) Share ▸ [LinkedIn] [X] [Reddit] [Copy]", "Share ▸ Email · LinkedIn · X Report a problem",
    "CachePrep | Home > Certifications > Storage > Practice Set 4", "Question #88 Difficulty: ●●○○○ Viewed 4,312 times",
    'Comments (5) ▸ "Don\'t forget to restart the cache daemon" — ops_lena', "gpu_sre_tom · 5 days ago · ▲ 22",
    "Home / Troubleshooting / Cache Errors / Question 1047", "cache_guy_88 — I picked C because the daemon restarts.",
    "★★★★☆ 4.3 (87 ratings) | Tags: #eviction #hardware | Last updated: 3 months ago",
    "CertCacheDumps Free Practice — Storage Systems", "examcollection-style dump | STOR-101 | Page 9 of 15",
    "Topic 2: Eviction ★ Bookmark", "Views: 1,284 Last updated: 3 weeks ago", "Q#47 Discussion 💬 12",
    "Category: Storage Software Difficulty: ★★☆", "▸ anon_83 — BC is correct, passed 08/2024. upvoted 1 times",
    '• cache_kat ▲ 12 "write-back" is the giveaway, B.', "▲ 17 shelf_wrangler · Selected Answer: B",
    "↳ reply from shelf_wrangler: FIFO never looks at reuse.", "Page generated in 0.42s", "« Previous Question Question 48 »",
    "Reveal Solution Hide Solution", "Community vote distribution: BC (91%) AC (6%) Other", "💬 Comments (4)",
    "Discussion (sorted by: Most helpful)",
    "Sign in | Go Premium - unlock all 412 questions!", "CacheCertLab.io - Practice Arena",
    "Home | Exams | Flashcards | Pricing | Blog", ">> Storage Systems and Operations - Timed Quiz",
    "Votes: A 212 | B 19 | E 11 | D 4 | C 1", "(c) ExamDumpsPro - All trademarks belong to their owners.",
    'Related: "Sizing flash for write caches" | "What is paged eviction?"', "[Load more comments]", "^ 14 Reply",
    "Comments are disabled for timed quizzes.", "cache_kid ★ Top comment (+41)", "neha.p (+3)",
    "\\> shelf_ops_dan (Highly Voted) - 3 months ago", "\\> lucia_t - 1 month ago",
    "▲ 12 ▼ 0 Reply", "👍 Helpful (57) 👎 Not helpful (3) Most voted: b (88%) d (9%) a (3%)",
    "── cloudops_marta: we run exactly this on shelves for notebooks, works fine", "Page views: 4,381 Question 57",
    "CertDumpsPro | Home | Exams | Storage | Search...", '🔥 Trending: "STOR-101 passed with 92%" | 📌 Pinned: Blueprint',
    "Posted by admin_cert · 2,114 views · ⭐ 4.6 (88 ratings)", "Discussion (14) Sort by: [Newest ▾]",
    "[ Post a comment ] Login required", "💬 34 Comments Sort: Top ▾", "» sam.k Isn't it more like 11 TB? anyway closest is C",
    "↑ 18 | Reply", "Related: Shelf sizing | Rack PDU calculator | Flash 101",
    "CacheCert Forum is community-run and not affiliated with any vendor.",
    "Report an issue  |  Discuss (4)", "Share this question:  Facebook  LinkedIn  X  Copy link",
    # (a bar of votes, comments and a report link; its share icons; a page's position; tags after "Related:" and "•")
    "👍 Helpful (212)   👎 (9)   💬 Discuss (4)   ⚑ Report an issue", "Report an issue     Discuss (4)     Share:  f   𝕏   in   ✉",
    "Viewing page 3 of 21 · Jump to question ▾", "Related: Flash sizing • ZetaFS • Loom-X • Shelf-7",
])
def test_a_pages_menus_notices_ads_and_bars_are_furniture(line):
    from deckgen.parse.furniture import _without_furniture
    from deckgen.parse.rawfile import normalise
    assert _without_furniture(normalise(line)) == ""  # (as parse reads it: runs of spaces are one)


@pytest.mark.parametrize("line", ["NCCL_SOCKET_IFNAME=ens5f0          # prefix match", "GPU      Memory     Bandwidth",
                                  "x[0] and y[1] are swapped", "Ad hoc scheduling is not supported.",
                                  "A. HBM3 > NVLink 4 > PCIe Gen5 x16 > NDR 400 Gb/s port",
                                  "GPU -> host memory -> TCP stack -> eth0 (NET/Socket) ~ a few GB/s",
                                  "The cache uses cookies of its own to pin hot keys, set by the client library.",
                                  "Comments in the config file start with #.", "Run the practice exam twice?",
                                  "The daemon wrote a core dump to /var/crash.", "Views: the cache keeps one per tenant.",
                                  "Home directories are mounted over NFS on every node.", "The reply from the shelf took 40 ms.",
                                  "Option B - the write-back cache - keeps dirty blocks.",
                                  "Name=cache File=/dev/nvme[0-7]", "NodeName=node[01-16] Cache=ssd:4",
                                  "Question 3 — A team runs eight cache nodes", "│ Shelf0 │ Shelf1 │ NIC0 │",
                                  "Divide 140 GB / 80 GB / shelf", "Use the tag #urgent for jobs that must run first.",
                                  "max_batch_size — I think of it as the largest batch the model accepts.",
                                  "Question 3 — the cache shelf runs eight drives with a hot spare and one parity drive."])
def test_aligned_columns_and_brackets_in_text_are_not_furniture(line):
    from deckgen.parse.furniture import _without_furniture
    assert _without_furniture(line) == line


def test_page_furniture_reaches_no_field(tmp_path):
    text = "\n".join([
        "Question 7 of 40", "Time left: 03:27", SELECT,
        STEM, "Flag this question for review", "A. FIFO", "B. LRU", "00:41", "C. Random", "D. Write-through",
        SELECT, "Short Explanation and Infographic", "LRU keeps the blocks read most recently.", "Next question →",
        "Full explanation below image", "Full Explanation", "Caching pays off.", "Report an issue with this question",
        "Why not the others?", "- A is wrong because FIFO evicts by age.", "Report an issue with this question",
        "- C is wrong because a random policy forgets hot blocks.", "- D is wrong because it caches writes only.",
        "Score: 3/7", "« Previous | Next »"])
    parsed = parse_raw(tmp_path, text)
    question = parsed.question
    assert question.question == STEM and question.answer == ("B",) and not parsed.warnings
    assert question.options == {"A": "FIFO", "B": "LRU", "C": "Random", "D": "Write-through"}
    seen = repr(dataclasses.asdict(dataclasses.replace(question, path=None)))
    for line in FURNITURE_LINES[:3] + ["Report an issue", "Next question", "Previous", "Score", "Flag", "00:41"]:
        assert line not in seen


WRONG_NAMED = ("Why not the others? - A FIFO queue (A) evicts by age. - A write-back buffer (B) only delays writes. "
               "- Pinning one file (D) cannot follow the working set.")


def test_options_are_named_from_the_analysis_when_the_answers_name_is_a_term(tmp_path):
    parsed = question_of(tmp_path, f"An LRU cache is what keeps the hottest blocks. An LRU cache needs "
                                   f"timestamps.\n{WRONG_NAMED}",
                         short="An LRU cache is what keeps the hottest blocks.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.options == {"A": "A FIFO queue", "B": "A write-back buffer", "C": "An LRU cache",
                                       "D": "Pinning one file"}


def test_a_clause_about_the_answer_never_names_its_option(tmp_path):
    parsed = question_of(tmp_path, f"Each block read again moves to the front of a list, so hot data stays on "
                                   f"flash.\n{WRONG_NAMED}",
                         short="Each block read again moves to the front of a list, so hot data stays on flash.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.options == {}  # a recall card, its wrong options shown as misconceptions
    assert set(parsed.question.rationales) == {"A", "B", "D"}


def test_an_option_named_in_parentheses_after_its_letter_is_named(tmp_path):
    parsed = question_of(tmp_path, "An LRU cache is what keeps hot blocks. An LRU cache needs timestamps.\n"
                                   "Option A (a FIFO queue) is wrong because it evicts by age. Option B (write-back) "
                                   "is wrong because it only delays writes. Option D (pinning) is wrong because "
                                   "it cannot follow the working set.",
                         short="An LRU cache is what keeps hot blocks.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales["A"] == "It evicts by age."
    assert parsed.question.options == {"A": "A FIFO queue", "B": "Write-back", "C": "An LRU cache", "D": "Pinning"}


def test_a_not_in_the_scenario_does_not_turn_the_question_around(tmp_path):
    parsed = question_of(tmp_path, "LRU tracks recency.\nStatement A is true: it counts reuse.\n"
                                   "Statement B is false: FIFO ignores reuse.",
                         stem="The cache must NOT evict hot blocks. Which statement describes the policy to use?",
                         options=["A. LRU counts reuse.", "B. FIFO counts reuse."])
    assert parsed.question.answer == ("A",)
    assert parsed.question.rationales == {"B": "FIFO ignores reuse."}


@pytest.mark.parametrize("name, named", [
    ("The biggest gain", False),  # an article before plain words: a description
    ("A common habit", False),
    ("Each request waits less", False),  # a word that points back
    ("Local flash", False),  # what the question already names
    ("NVIDIA Cache Warden", True),  # a term the explanations use twice
    ("Warden", True),  # shaped as the wrong options' names
    ("Cache Warden keeps the hottest blocks on flash", False),  # longer than any option's name
    ("The blocks use Warden", False),  # a verb: a claim, not a name
])
def test_an_answers_name_is_used_only_when_it_is_a_name(name, named):
    from deckgen.parse.optionnames import confident_name
    everything = f"{name} keeps the hottest blocks. The NVIDIA Cache Warden daemon counts reuse."
    wrong = ["FIFO eviction by age", "Write-back buffering", "Pinned files"]
    assert confident_name(name, everything, wrong, stem=STEM) == named


def test_an_article_before_plain_words_names_an_option_written_as_the_others_are():
    from deckgen.parse.optionnames import confident_name
    wrong = ["Average block age", "The file count alone", "Write-back buffering"]
    assert confident_name("The reuse count per block", "The reuse count per block decides.", wrong, stem=STEM)
    assert not confident_name("The reuse count per block", "The reuse count per block decides.", wrong[::2],
                              stem=STEM)


def test_the_thing_a_short_explanation_announces_names_the_answers_option(tmp_path):
    parsed = question_of(tmp_path, f"Reuse decides what stays on flash.\n{WRONG_NAMED}",
                         short="The tool you want is Cache Warden. It counts reuse per block.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.options["C"] == "Cache Warden"


def test_a_name_before_its_definition_names_the_option(tmp_path):
    parsed = question_of(tmp_path, f"Cache Warden — the daemon that counts reuse per block. Cache Warden runs "
                                   f"on every node.\n{WRONG_NAMED}",
                         short="Cache Warden — the daemon that counts reuse per block.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.options["C"] == "Cache Warden"


@pytest.mark.parametrize("line, text", [
    ("The cache keeps hot blocks. Next question →", "The cache keeps hot blocks."),
    ("- D is wrong because it pins files. Report an issue with this question", "- D is wrong because it pins files."),
    ("Question 3 of 40 Which policy keeps hot blocks?", "Which policy keeps hot blocks?"),
    ("Time left: 02:10 - Which policy keeps hot blocks?", "Which policy keeps hot blocks?"),
    ("It reads 8 of 16 lanes. Next, reseat it.", "It reads 8 of 16 lanes. Next, reseat it."),
    ("Question 3 of the exam covers caching.", "Question 3 of the exam covers caching."),
    ("C) 2 of 4", "C) 2 of 4"),
    ("(B) 16/32", "(B) 16/32"),
    ("Home › Practice Exams › Set 3", ""),  # a breadcrumb
    ("Dashboard » Courses » Storage » Quiz 2", ""),
    ("Home › Practice Tests › Loom Certified Associate: Storage Infrastructure and Operations › Set 3", ""),  # (a long place)
    ("☐ Mark for review Category: Storage Infrastructure Architecture", ""),  # (a control run onto the outline's label)
    ("Started on Tuesday, 14 May 2024, 7:02 PM", ""), ("State Finished", ""), ("Grade 7.00 out of 10.00 (70%)", ""),
    ("Time taken 29 mins 12 secs", ""), ("Return to review", ""), ("All questions", ""), ("Question 19: Skipped", ""),
    ("r/loom_certs", ""), ("Posted by u/tensor_tamer", ""), ("2 yr. ago", ""), ("•", ""), ("312 points", ""),
    ("u/ibverbs_fan · 2 yr. ago · Top 1% Commenter", ""), ("Sort by: Best", ""), ("More replies (3)", ""), ("level 2", ""),
    ("Reply Give Award Share Report Save Follow", ""),  # (a Reddit post's page)
    ("Tweet Share LinkedIn Copy link", ""),
    ("The state of the shelf is finished when the rebuild ends.", "The state of the shelf is finished when the rebuild ends."),
    ("Prefer NVLink › PCIe › Ethernet, in that order.", "Prefer NVLink › PCIe › Ethernet, in that order."),
])
def test_furniture_run_onto_a_line_is_cut_off(line, text):
    from deckgen.parse.furniture import _without_furniture
    assert _without_furniture(line) == text


def test_a_sentence_of_content_before_a_run_in_analysis_stays(tmp_path):
    parsed = question_of(tmp_path, "LRU keeps hot blocks. A is wrong because x. B is wrong because y. "
                                   "D is wrong because z.")
    assert parsed.question.full_explanation == "LRU keeps hot blocks."
    assert parsed.question.answer == ("C",)


def test_an_ordinal_reference_names_no_option(tmp_path):
    parsed = question_of(tmp_path, "LRU keeps hot blocks.\nWhy not the others?\n- The first option (A) evicts by age.\n"
                                   "- The second choice (B) pins files.\n- Write-back (D) only delays writes.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.options == {}
    assert "options" not in parsed.question.review  # (a recall card is this question's card)
    assert parsed.question.rationales["A"] == "The first option evicts by age."
    from deckgen.parse.analysis import analyse
    assert analyse("- The first option (A) evicts by age.\n- Write-back (D) only delays writes.").option_names == \
        {"D": "Write-back"}


def test_a_named_option_called_right_is_the_answer_and_names_it(tmp_path):
    parsed = question_of(tmp_path, "Caching pays off.\nHow the options compare:\n- FIFO eviction (A) evicts by age.\n"
                                   "- Reuse counting (C) is the right choice, since it keeps what is read again.\n"
                                   "- Write-back buffering (B) only delays writes.\n- File pinning (D) cannot adapt.")
    assert parsed.question.answer == ("C",) and not parsed.warnings
    assert set(parsed.question.rationales) == {"A", "B", "D"}
    assert parsed.question.options["C"] == "Reuse counting"


def test_a_sentence_that_names_the_answer_inside_a_note_stays_in_it(tmp_path):
    parsed = question_of(tmp_path, "Caching pays off.\nA is wrong because FIFO evicts by age. Reuse counting (C) "
                                   "keeps what is read again. B is wrong because it pins files. D is wrong because nothing is kept.")
    assert parsed.question.answer == ("C",) and parsed.question.rationales == {
        "A": "FIFO evicts by age. Reuse counting (C) keeps what is read again.", "B": "It pins files.",
        "D": "Nothing is kept."}


def test_a_command_question_names_the_answer_by_the_command_the_explanations_give(tmp_path):
    parsed = question_of(tmp_path, "Run zpool status -x: it prints only the pools with problems. On a healthy "
                                   "host zpool status -x says all pools are healthy.\nWhy not the others?\n"
                                   "- zpool list (A) shows sizes, not faults.\n"
                                   "- zfs get (B) reads dataset properties.\n"
                                   "- zpool iostat -v (D) shows throughput per device.",
                         stem="Which command shows at a glance whether any storage pool on a node is degraded?",
                         short="Ask the pools for their health and show only the unhealthy ones.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.options["C"] == "zpool status -x"


def test_no_command_is_named_when_two_are_given_as_often():
    from deckgen.parse.optionnames import command_name
    text = "Use zpool status here. zpool status helps. zpool history too. zpool history -i."
    assert command_name(text, ["zpool list", "zfs get"]) == ""
    assert command_name(text + " zpool status -x.", ["zpool list", "zfs get"]) == "zpool status"
    assert command_name(text + " zpool status.", ["Pool sizes", "zfs get"]) == ""  # not every wrong one is a command
    assert command_name("ext4 is local. ext4 is journaled. xfs is too.", ["ext4", "xfs", "btrfs"]) == ""
    assert command_name("ext4 journals metadata. ext4 journals data.", ["ext4", "xfs", "btrfs"]) == ""
    assert command_name("zpool is old. zpool is fast. zpool is here.", ["zpool list", "zfs get"]) == ""


def test_letters_that_name_things_in_the_body_start_no_analysis(tmp_path):
    parsed = question_of(tmp_path, "Caching pays off. A and B are the two cache tiers of the node. Option B would "
                                   "also work on a bigger node.\n"
                                   "Why not the others? A is wrong because x. B is wrong because y. D is wrong because z.")
    assert parsed.question.full_explanation == ("Caching pays off. A and B are the two cache tiers of the node. "
                                                "Option B would also work on a bigger node.")
    assert parsed.question.answer == ("C",)


def test_a_question_that_asks_for_a_benefit_names_no_option(tmp_path):
    # "Fewer reads from disk" is a phrase the explanations use twice, but the question asks for a benefit, not a thing.
    parsed = question_of(tmp_path, f"Fewer reads from disk is the gain. Fewer reads from disk means shorter "
                                   f"epochs.\n{WRONG_NAMED}",
                         stem="A team turns on an LRU cache for its dataset. What is the main benefit?",
                         short="Fewer reads from disk is the gain.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.options == {}
    assert "options" not in parsed.question.review  # (a recall card is what a benefit question gets)


def test_the_subject_of_a_reporting_verb_names_the_answers_option(tmp_path):
    parsed = question_of(tmp_path, f"Reuse distance and hit ratio show which blocks stay hot. The cache logs "
                                   f"hit ratio per minute.\n{WRONG_NAMED}",
                         stem="Which counters should the operator watch to tune the cache?",
                         short="Reuse distance and hit ratio show which blocks stay hot.")
    assert parsed.question.options["C"] == "Reuse distance and hit ratio"


def test_a_table_that_compares_the_options_names_the_answers_row(tmp_path):
    parsed = question_of(tmp_path, "Policy | Follows the working set | Cost\n\nA FIFO queue | No | None\n\n"
                                   "Pinning one file | No | Manual\n\nRecency tracking | Yes | A timestamp per block\n\n"
                                   f"{WRONG_NAMED}",
                         stem="Which policy change lets the cache follow a shifting working set?",
                         short="Move every block read again to the front of a list, so hot data stays on flash.")
    assert parsed.question.answer == ("C",)
    assert parsed.question.options["C"] == "Recency tracking"
    from deckgen.parse.optionnames import table_name
    # two rows that no wrong option names: none is the answer's
    assert table_name("H | x\n\nA FIFO queue | no\n\nRecency | yes\n\nClock | yes", ["A FIFO queue", "Pins"]) == ""


def test_a_thing_whose_name_is_not_found_is_marked_for_the_maintainer(tmp_path):
    parsed = question_of(tmp_path, f"Each block read again moves to the front of a list, so hot data stays on "
                                   f"flash.\n{WRONG_NAMED}",
                         short="Each block read again moves to the front of a list, so hot data stays on flash.")
    assert parsed.question.options == {}
    assert parsed.question.review["options"] == "the answer's name was not found with confidence"


def test_a_command_cut_inside_its_value_list_is_never_named():
    from deckgen.parse.optionnames import command_name
    wrong = ["perfctl list", "perfctl stat -a 1", "perfctl top"]
    # the value list stays whole ("-e 201,205", not "-e 201": that watches one counter of the two)
    text = "Run\n\nperfctl watch -e 201,205 -i 500\n\nto see both. perfctl watch -e 201,205 -i 500 prints a row."
    assert command_name(text, wrong) == "perfctl watch -e 201,205 -i 500"
    # a command that goes on past the form read ("201,205x") is not named at all: never a cut one
    text = "Run perfctl watch -e 201,205x here. Again perfctl watch -e 201,205x there."
    assert command_name(text, wrong) == ""


@pytest.mark.parametrize("line", [
    "Cloud Practice Test 3  |  Question 27 of 60  |  Time remaining 00:41:17  |  Mark for review",
    "Storage Mock Exam · Q 41/65",
    "© 2025 ExamHub. All rights reserved.",
    "© 2024 CertLab Ltd. · Terms · Privacy",
    "Copyright 2023 QuizCo",
    # (and the clutter of the held-out sets F and G, in other words)
    "Found a typo in this card? Tell the editors →", "Up next → Set 4, Question 12: Cache tiers   [ Continue ]",
    "Mark as:  ☐ Got it   ☐ Review later", "⬅ Back   ☆ Bookmark   Next ➡", "Share → [copy link] [mail] [Forum]",
    "Did this explanation help you?  👍 Yes / 👎 No  ·  Flag unclear wording",
    "Practice set 2 — question 14 of 30   Score so far: 11 / 13   ⌛ 00:58 on this question",
    "≡  CacheDojo   |   Courses ▾   |   Mock Tests ▾   |   Forum   |   🛒 Cart (0)",
    "Q 9/40 · Difficulty ●●○ · Avg. time on this item 1m12s · ⏲ 47:51",
    "CacheDojo · Storage · Eviction policies   [ ☀ / ☾ ]  [ EN ▾ ]  [ My dashboard ]",
    "🔗 Share · 𝕏 · in · ✉",
    "CacheSkills.io ▸ Learn ▸ Mock Exams ▸ Storage – Caching (Mock #3)",
    "Sponsored · Tired of slow disks? Rent NVMe nodes in 90 seconds →",
    "Get the weekly storage digest   [ your@email ]  [ Subscribe ]",
    "CacheDojo is an independent study site and is not endorsed by Loom Storage Inc.",
    '"LRU vs LFU gets me every single time" — flash_fan · 2d ago',
    "Cookie notice: essential and marketing cookies are set on this page. Manage preferences · Accept",
    "« First   ‹ Prev   31 / 60   Next ›   Last »",
    "Newsletter — five free practice questions in your inbox every week  [ your@email ____ ]  [ Subscribe ]",
    "Tags: #lru #eviction #flash          Share: ✉  ⤴  🔗",
    "CacheDrills · Labs · Flashcards · Leaderboard · Log in / Register",
    "Q 14 / 45   [■■■■■■□□□□□□□□□□□□]   Elapsed 17:52   ⏸ Pause drill",
    "( Check answer )   ( I don't know — show me )",
    "(infographic failed to load — tap to retry)",
    "⚑ Report this question      ◂ Back to drill      Next question ▸",
    "CacheDrills is an independent training provider. Loom and LoomNet are trademarks of Loom Corp. · Terms · "
    "Privacy",
    "☰ PrepCloud  [ Search 4,000+ questions… 🔍 ]   Sign in  |  Join free",
    "Posted by exam_bot · updated 2 months ago · 2,318 views · ★★★★☆ (41 ratings)",
    "[ Show answer ]  [ Discuss (6) ]   ⚑ Report",
    "▒▒▒▒▒▒▒ advertisement ▒▒▒▒▒▒▒ Study twice as fast with PrepCloud Premium — first week free ▒▒▒▒▒▒▒",
    "Helpful?  [ yes · 88 ]  [ no · 5 ]",
    "Related: Cache tiers · Flash wear levelling · Choosing a block size",
    "Timer: 06:44 elapsed   ·   Question 42 of 60   ·   Mode: Practice (explanations shown)",
    "───────────────────────────",
])
def test_a_pages_bar_and_footer_are_furniture(tmp_path, line):
    parsed = question_of(tmp_path, f"LRU keeps what is read most.\n{line}", stem=f"{line}\n{STEM}")
    assert line not in parsed.question.question and line not in parsed.question.full_explanation


@pytest.mark.parametrize("line", [
    "Use nvidia-smi | grep Default to see the mode.",
    "GPU | Memory | Bandwidth",
    "(C) NVLink peer-to-peer transfers",
    "Flag the node before it runs again.",
    "Back up the pool before the upgrade.",
    "Share the cache across two nodes.",
    "Set 4 GPUs per node.",
    "The agent is not affiliated with any pool, so it keeps none.",
    "It is not approved by Loom for caching.",
    "The pool is not affiliated with Loom, so we skip it.",
    "nvcr.io/nvidia/cache:24.08",
    "Related: LFU counts hits, so it keeps popular blocks.",
    "First, drain the node.",
    "Report the error to the vendor.",
    "Pause the job before the reset.",
    "The cookies of the web UI expire after a day, so accept the prompt again.",
])
def test_text_with_a_bar_a_letter_or_a_control_word_is_not_furniture(line):
    from deckgen.parse.furniture import _without_furniture
    assert _without_furniture(line) == line


def test_a_line_copied_twice_before_its_question_is_kept_once(tmp_path):
    parsed = question_of(tmp_path, "LRU keeps what is read most.",
                         stem="A team caches shards on local flash for training.\n"
                              "A team caches shards on local flash for training. Which policy keeps hot blocks?")
    assert parsed.question.question.count("A team caches") == 1


@pytest.mark.parametrize("full, answer", [
    # an announced section whose items lead with arrows
    ("LRU keeps what is read most.\n\nOther candidates:\nA -> write-through keeps nothing.\nB -> random forgets "
     "hot blocks.\nD -> FIFO evicts by age.", ("C",)),
    # the answer to a NOT question stated by its letter first
    ("LRU tracks recency.\nThe remaining statements are accurate:\n(A) is correct: LRU evicts the oldest access.\n"
     "(B) is correct: it needs per-block timestamps.\n(C) is correct: scans can flush it.\n"
     "(D) is the statement that is NOT correct. LRU keeps no frequency counts.", ("D",)),
])
def test_arrow_items_and_a_letter_stated_as_the_false_one_give_the_answer(tmp_path, full, answer):
    stem = NOT_STEM if "NOT" in full else STEM
    assert question_of(tmp_path, full, stem=stem).question.answer == answer


def test_answer_is_a_letter_opening_a_sentence_states_the_answer(tmp_path):
    parsed = question_of(tmp_path, "LRU keeps what is read most.", short="Answer is C: keep the hot blocks. LRU does.")
    assert parsed.question.answer == ("C",)



TWO_STEM = "Which TWO cache policies keep the hottest blocks of a dataset on local flash? (Choose two.)"


@pytest.mark.parametrize("full, stem, answer", [
    # a line of its own per option, its verdict on the line after it; the answer pointed at last
    ("LRU keeps what is read most.\n\nLet's go through the options.\n\nOption A\nNope. Write-through keeps nothing.\n\n"
     "Option B\nNope. Random forgets hot blocks.\n\nOption C\nYes, this is the one. Recency is what the cache needs.\n\n"
     "Option D\nNope. FIFO evicts by age.\n\nThat's C.", STEM, ("C",)),
    # "= answer." after the letter, in a section whose items carry no verdict word
    ("LRU keeps what is read most.\n\nOther choices:\nA (write-through) → keeps nothing. wrong.\n"
     "B (random) → forgets hot blocks. wrong.\nD (FIFO) → evicts by age. wrong.\nC (LRU) = answer.", STEM, ("C",)),
    # letters joined by "+", and two marks on one line
    ("LRU and LFU both weigh reuse.\n\nWrong ones:\n(A) + (D) → both ignore reuse.\n(C) → random forgets hot blocks.\n"
     "B ✔  E ✔", TWO_STEM, ("B", "E")),
    # the one "the only option" that does what the question asks, said after the wrong ones
    ("LRU keeps what is read most.\n\nWhy not the others\n(A) write-through → keeps nothing.\n(C) random → forgets "
     "hot blocks.\n(D) FIFO → evicts by age.\nSo (B) is the only option in which hot blocks stay on flash.", STEM, ("B",)),
    # a NOT question whose last item calls its statement the only one that is not correct
    ("LRU tracks recency.\n\nAssessment of the remaining statements\nStatement A is accurate: LRU evicts the oldest "
     "access.\nStatement B is accurate: it needs per-block timestamps.\nStatement D is accurate: scans can flush it.\n"
     "Statement C is therefore the only one that is NOT correct.", NOT_STEM, ("C",)),
])
def test_more_analysis_layouts_give_the_answer(tmp_path, full, stem, answer):
    options = [f"{letter}. {text}" for letter, text in zip("ABCDE", ["Write-through", "LRU", "Random", "FIFO", "LFU"])]
    assert question_of(tmp_path, full, stem=stem, options=options).question.answer == answer



def test_a_pages_address_above_the_question_is_furniture(tmp_path):
    line = "🔒 cachedojo.dev/practice/storage/eviction/q/1472"
    assert line not in question_of(tmp_path, "LRU keeps what is read most.", stem=f"{line}\n{STEM}").question.question
    # (a config file's name as a comment above its lines is no address)
    stem = f"Relevant config:\n  # loom.conf\n  CacheMode=lru\n  # shelves.yaml\n  shelves: 12\n{STEM}"
    question = question_of(tmp_path, "LRU keeps what is read most.", stem=stem).question.question
    assert "# loom.conf" in question and "# shelves.yaml" in question



def test_a_blank_line_after_the_options_ends_the_last_one(tmp_path):
    options = ["A. Write-through", "B. LRU", "C. Random", "", "✅ Correct answers: B — 61% of learners picked it"]
    parsed = question_of(tmp_path, "LRU keeps what is read most.\n\nA is wrong. C is wrong.", options=options)
    assert parsed.question.options["C"] == "Random"
    options = ["A. Write-through", "B. LRU that keeps what", "is read most", "C. Random"]  # (a wrapped option)
    assert question_of(tmp_path, "A is wrong. C is wrong.", options=options).question.options["B"] == \
        "LRU that keeps what is read most"


def test_options_after_a_letter_and_a_dash_are_options(tmp_path):
    options = ["A - Write-through", "B - LRU", "C – Random"]
    parsed = question_of(tmp_path, "LRU keeps what is read most.\n\nA is wrong. C is wrong.", options=options)
    assert parsed.question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}
    assert parsed.question.answer == ("B",)
    # (a stem's line that starts with a letter and a dash is no option unless the options start there: "A")
    assert question_of(tmp_path, "A is wrong.", stem=f"B - the second site - mirrors the first.\n{STEM}",
                       options=["A. Write-through", "B. LRU"]).question.question.startswith("B - the second")


def test_only_the_letter_a_run_of_wrong_ones_ends_with_is_the_answer(tmp_path):
    full = ("Four blocks of 16 are 64.\n\nSo where do the other numbers come from? (A) is what falls out if you add "
            "instead of multiply; (B) counts the parity blocks twice; and (C) forgets the spare. Only (D) carries the "
            "count all the way through.")
    options = ["A. 20", "B. 72", "C. 48", "D. 64"]
    assert question_of(tmp_path, full, options=options).question.answer == ("D",)


def test_an_options_heading_with_its_verdict_alone_on_a_line_takes_the_paragraph_after_it(tmp_path):
    full = ("LRU keeps what is read most.\n\nOption B — correct\n\nRecency is what the cache needs.\n\n"
            "Option A — wrong\n\nWrite-through keeps nothing.\n\nOption C — wrong\n\nRandom forgets hot blocks.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "Write-through keeps nothing.", "C": "Random forgets hot blocks."}



@pytest.mark.parametrize("full, stem, answer", [
    # the verdict after each option's reason, positive as well as negative
    ("LRU keeps what is read most.\n\nDistractor analysis\nOption A stated that writes are kept. Nothing is kept. — "
     "Incorrect.\nOption B stated that recency wins. — Correct.\nOption C stated that a coin decides. — Incorrect.",
     STEM, ("B",)),
    # a table whose last cell is the verdict
    ("LRU keeps what is read most.\n\nAnswer check\nChoice | Why | Verdict\nA. Write-through | keeps nothing | wrong\n"
     "B. LRU | keeps the hot blocks | right\nC. Random | forgets hot blocks | wrong", STEM, ("B",)),
    # "X = name → reason → not it." and "→ keep."
    ("LRU keeps what is read most.\n\nRejected from the list: A + C.\nA = write-through → keeps nothing → not it.\n"
     "C = random → forgets hot blocks → not it.\nB = LRU → keep.", STEM, ("B",)),
    # a label that rejects or keeps letters
    ("LRU and LFU both weigh reuse.\n\nExcluded: A and C.\nKept: B, E", TWO_STEM, ("B", "E")),
    # "(B) is the one that matches" after the wrong ones
    ("LRU keeps what is read most.\n\nSo where do the other policies fall short?\n(A) write-through — keeps nothing.\n"
     "(C) random — forgets hot blocks.\n(B) is the one that matches.", STEM, ("B",)),
])
def test_verdicts_after_the_reason_in_a_table_or_as_a_label_give_the_answer(tmp_path, full, stem, answer):
    options = [f"{letter}. {text}" for letter, text in zip("ABCDE", ["Write-through", "LRU", "Random", "FIFO", "LFU"])]
    assert question_of(tmp_path, full, stem=stem, options=options).question.answer == answer


def test_options_in_brackets_or_after_a_radio_button_and_a_table_of_marks_give_the_answer(tmp_path):
    full = ("LRU keeps what is read most.\n\nOption | Verdict | Why\n[A] Write-through | ✗ | keeps nothing.\n"
            "[B] LRU | ✓ | keeps the hot blocks.\n[C] Random | ✗ | forgets hot blocks.")
    parsed = question_of(tmp_path, full, options=["[A] Write-through", "[B] LRU", "[C] Random"])
    assert parsed.question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales["A"] == "Keeps nothing."
    radio = question_of(tmp_path, "A is wrong. C is wrong.", options=["○ A. Write-through", "○ B. LRU", "○ C. Random"])
    assert radio.question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}


@pytest.mark.parametrize("options", [
    ["☐ A  Write-through", "☐ B  LRU", "☐ C  Random"],  # a checkbox, the letter and spaces
    ["○ A  Write-through", "○ B  LRU", "○ C  Random"],  # a radio button likewise
    ["[ ] A. Write-through", "[ ] B. LRU", "[ ] C. Random"],  # a checkbox in brackets
    ["A: Write-through", "B: LRU", "C: Random"],  # a colon after each letter, in a run from A
    ["Option A: Write-through", "Option B: LRU", "Option C: Random"],  # "Option" before each letter
    ["A   Write-through", "B   LRU", "C   Random"],  # a bare letter and spaces, in a run from A
])
def test_options_after_a_checkbox_or_with_a_colon_are_read_as_options(tmp_path, options):
    parsed = question_of(tmp_path, "A is wrong. C is wrong.", options=options)
    assert parsed.question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}
    assert parsed.question.answer == ("B",)


def test_a_stem_line_with_a_colon_after_a_letter_is_no_option_outside_a_run(tmp_path):
    stem = "Shelf A: 12 disks, one rebuilding.\n\nWhich cache policy keeps the hot blocks?"
    parsed = question_of(tmp_path, "A is wrong. C is wrong.", stem=stem, options=["A. Write-through", "B. LRU", "C. Random"])
    assert "Shelf A: 12 disks" in parsed.question.question
    assert parsed.question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}
    talk = question_of(tmp_path, "LRU keeps the hot blocks.", stem="Q: which policy?\n\nA: the one that keeps hot blocks.",
                       options=[])
    assert talk.question.options == {} and "A: the one that keeps hot blocks." in talk.question.question


def test_an_option_quoted_after_its_letter_then_its_verdict_after_a_dash_is_read(tmp_path):
    # (a quiz version's options, quoted in the analysis of a text that lists none)
    full = ("LRU keeps what is read most.\n\nAssessment of the quiz-version choices\n"
            "1. (A) \"Write through every block to the shelf.\" - Incorrect. It keeps nothing in the cache.\n"
            "2. (B) \"Evict the least recently used block (LRU)\" - Correct. It keeps the hot blocks.\n"
            "3. (C) \"Evict a random block\" - Incorrect. It forgets hot blocks as often as cold ones.\n\nAnswer: B")
    parsed = question_of(tmp_path, full, options=[])
    assert parsed.question.answer == ("B",)
    assert parsed.question.options == {"A": "Write through every block to the shelf.",
                                       "B": "Evict the least recently used block (LRU)", "C": "Evict a random block"}
    assert parsed.question.rationales == {"A": "It keeps nothing in the cache.",
                                          "C": "It forgets hot blocks as often as cold ones."}


def test_a_bare_yes_says_the_option_holds_which_a_not_question_calls_wrong(tmp_path):
    stem = "Which of these is NOT a cache policy the Loom array offers?"
    options = ["A. LRU", "B. FIFO", "C. Random", "D. Write-through"]
    full = ("The Loom array offers three eviction policies.\n\nA: Yes, LRU is the default.\nB: Yes, FIFO is offered.\n"
            "C: Yes. Random eviction is offered for scans.")
    parsed = question_of(tmp_path, full, stem=stem, options=options)
    assert parsed.question.answer == ("D",)
    assert parsed.question.rationales["C"] == "Random eviction is offered for scans."


@pytest.mark.parametrize("line, answer", [
    ("Correct Answer: B   (Community vote: B 88%, A 9%, C 3%)", ("B",)),
    ("✔ Correct Answer: B", ("B",)),
])
def test_a_pages_answer_line_under_its_options_states_the_answer(tmp_path, line, answer):
    # (the analysis calls only A wrong: the page's line tells B from C)
    options = ["A. Write-through", "B. LRU", "C. Random", "", "Show Answer ▼", line]
    parsed = question_of(tmp_path, "LRU keeps what is read most.\n\nA is wrong: it keeps nothing.", options=options)
    assert parsed.question.answer == answer and not parsed.warnings
    assert parsed.question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}


THREE_STEM = "Which THREE statements about cache policies are correct? (Choose three.)"


def test_a_groups_note_that_speaks_of_each_letter_in_turn_gives_each_its_own_part(tmp_path):
    full = ("LRU keeps what is read most.\n\nSo which ones are the traps?\n\nA and C both fail on reuse. A says a write-through "
            "cache keeps reads - it keeps nothing. C says random eviction keeps hot blocks - it forgets them as often as cold ones.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "A says a write-through cache keeps reads - it keeps nothing.",
                                          "C": "C says random eviction keeps hot blocks - it forgets them as often as cold ones."}


def test_an_options_name_in_parentheses_after_why_not_leaves_its_note_to_the_next_line(tmp_path):
    stem = "Which policy keeps the hot blocks? (the choices are not shown)"
    full = ("LRU keeps what is read most.\n\nIn the quiz version, that's option B, LRU.\n\n"
            "Why not A? (A = \"Write-through\")\nClose cousin, but a different job! Write-through keeps nothing.\n\n"
            "Why not C? (C = \"Random\")\nA random policy forgets hot blocks.\n\nWhy not D? (D = \"FIFO\")\nFIFO evicts by age.")
    parsed = question_of(tmp_path, full, stem=stem, options=[], short="It's LRU eviction! Here's the picture:")
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "Close cousin, but a different job! Write-through keeps nothing.",
                                          "C": "A random policy forgets hot blocks.", "D": "FIFO evicts by age."}
    assert parsed.question.options["A"] == "Write-through" and parsed.question.options["C"] == "Random"
    assert "!" not in parsed.question.answer_text and "!" not in parsed.question.options["B"]


def test_a_tables_verdict_on_the_statement_is_turned_around_by_a_not_question(tmp_path):
    stem = "All of the following are policies of the Loom array EXCEPT:"
    full = ("The Loom array evicts by recency.\n\nOption | Statement | Verdict for this EXCEPT question\n"
            "A | LRU | TRUE policy - the default\nB | FIFO | TRUE policy - for scans\nC | Write-through | NOT a policy - a write mode")
    parsed = question_of(tmp_path, full, stem=stem, options=["A. LRU", "B. FIFO", "C. Write-through"])
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales == {"A": "The default", "B": "For scans"}


def test_a_tables_verdict_column_that_names_the_kind_and_a_yes_or_no_with_its_why(tmp_path):
    # ("NOT a Loom policy - this is the answer": the kind in three words; the other rows' cells under "Verdict" say no
    # verdict word, "Loom policy", so each gives its reason alone)
    stem = "All of the following are policies of the Loom array EXCEPT:"
    full = ("The Loom array evicts by recency.\n\nOption analysis (Option | Verdict | Reason):\n"
            "A | Loom policy | LRU evicts the block read longest ago.\nB | Loom policy | FIFO evicts the oldest block.\n"
            "C | NOT a Loom policy - this is the answer | Write-through is a write mode, not an eviction policy.")
    parsed = question_of(tmp_path, full, stem=stem, options=["A. LRU", "B. FIFO", "C. Write-through"])
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales == {"A": "LRU evicts the block read longest ago.",
                                          "B": "FIFO evicts the oldest block."}
    # ("Fits this shelf? | No: …": the why after the no is the reason, not the cell that says what the option does)
    full = ("LRU keeps what is read most.\n\nOption | What it does | Fits this shelf?\n"
            "A) Write-through | Writes every block to disk at once | No: it keeps nothing hot in the cache\n"
            "B) LRU | Evicts the block read longest ago | Yes\n"
            "C) Random | Evicts any block | No: hot blocks go as often as cold ones")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "It keeps nothing hot in the cache",
                                          "C": "Hot blocks go as often as cold ones"}


def test_a_table_of_the_wrong_options_under_a_header_that_says_so_gives_their_notes(tmp_path):
    full = ("LRU keeps what is read most.\n\nWrong options table\n\n| Option | Why it is not the policy |\n"
            "|--------|-------------------------|\n| A | Write-through keeps nothing in the cache. |\n"
            "| C | A random policy forgets hot blocks. |")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "Write-through keeps nothing in the cache.",
                                          "C": "A random policy forgets hot blocks."}


def test_a_table_under_a_line_that_announces_the_wrong_options_gives_their_names_and_notes(tmp_path):
    full = ("LRU keeps what is read most.\n\nCorrect Answer: B\n\nExplanation of wrong options\n"
            "| Option A: Write-through | Keeps nothing in the cache.  |\n| Option C: Random | Forgets hot blocks. |")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "Keeps nothing in the cache.", "C": "Forgets hot blocks."}
    assert "Option A" not in parsed.question.full_explanation


def test_a_table_under_a_line_that_announces_the_wrong_options_may_name_them_in_a_cell_of_their_own(tmp_path):
    full = ("LRU keeps what is read most.\n\nWhy not the others?\n"
            "  A | Write-through | Keeps nothing in the cache.\n  C | Random        | Forgets hot blocks.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "Keeps nothing in the cache.", "C": "Forgets hot blocks."}


@pytest.mark.parametrize("myths", [
    'Myth (A, write-through): "It keeps the hot blocks."\nReality: the write-through policy keeps nothing on reads.\n\n'
    'Myth (C, random): "Chance is fair."\n\nReality: a random policy forgets hot blocks.',
    'Myth (A): "It keeps the hot blocks." Reality: the write-through policy keeps nothing on reads.\n\n'
    'Myth (C): "Chance is fair." Reality: a random policy forgets hot blocks.'])
def test_a_myth_and_its_reality_are_a_wrong_options_item_whose_note_is_the_reality(tmp_path, myths):
    full = f"LRU keeps what is read most.\n\nMyth vs reality\n\n{myths}"
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "The write-through policy keeps nothing on reads.",
                                          "C": "A random policy forgets hot blocks."}
    assert "hot blocks." not in parsed.question.full_explanation and "Chance" not in parsed.question.full_explanation


def test_a_table_of_the_options_facts_under_no_such_line_is_no_analysis(tmp_path):
    full = ("LRU keeps what is read most.\n\nHow the policies behave\n"
            "| Option A: Write-through | Keeps nothing in the cache. |\n| Option C: Random | Forgets hot blocks. |\n\n"
            "B is the answer.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.rationales == {}
    assert "| Option C: Random | Forgets hot blocks. |" in parsed.question.full_explanation


def test_a_dialogues_next_speaker_is_no_note_of_the_letter_before(tmp_path):
    stem = "Which of these is NOT a cache policy the Loom array offers?"
    options = ["A. LRU", "B. FIFO", "C. Random", "D. Write-through"]
    full = ("The Loom array offers three eviction policies.\n\nLet's talk it through\n\nStudent: Is A a trick?\n"
            "Tutor: No, LRU is the default. A is TRUE.\n\nStudent: What about C? Can eviction be random?\n"
            "Tutor: Yes, for scans. B and C are TRUE.\n\nStudent: So D?\nTutor: Exactly. So the answer is D.")
    parsed = question_of(tmp_path, full, stem=stem, options=options)
    assert parsed.question.answer == ("D",)
    assert not any(note.startswith(("Student:", "Tutor:")) for note in parsed.question.rationales.values())


def test_three_stated_letters_and_options_struck_out_give_a_three_answer_question_its_key(tmp_path):
    options = [f"{letter}. {text}" for letter, text in zip("ABCDE", ["LRU tracks recency.", "FIFO tracks reuse.",
                                                                   "LFU counts hits.", "ARC adapts to scans.",
                                                                   "Random is optimal."])]
    full = ("Three of the policies keep hot blocks.\n\nAnswer: A, C, D\n\nDistractor Review\n"
            "~~B. FIFO tracks reuse.~~\nStruck out. FIFO evicts by age alone.\n\n~~E. Random is optimal.~~\n"
            "Struck out. Random eviction forgets hot blocks.")
    parsed = question_of(tmp_path, full, stem=THREE_STEM, options=options)
    assert parsed.question.answer == ("A", "C", "D") and not parsed.warnings
    assert parsed.question.rationales == {"B": "FIFO evicts by age alone.", "E": "Random eviction forgets hot blocks."}


def test_statements_that_accurately_describe_are_the_answers_and_a_named_letter_is_correct_stated(tmp_path):
    options = [f"{letter}. {text}" for letter, text in zip("ABCDE", ["LRU tracks recency.", "FIFO tracks reuse.",
                                                                   "LFU counts hits.", "Random is optimal.",
                                                                   "ARC adapts."])]
    full = ("Policies differ in what they track.\n\nAnalysis of the statements\nStatements B and D are the two false "
            "ones. B is wrong because FIFO tracks age. D is wrong because no policy is optimal for every trace.\n"
            "Statements A, C and E accurately describe LRU, LFU and ARC respectively.")
    assert question_of(tmp_path, full, stem=THREE_STEM, options=options).question.answer == ("A", "C", "E")
    full = ("LRU keeps what is read most.\n\nAbout the other answers: A (write-through) keeps nothing, so it is "
            "wrong. C (random) forgets hot blocks. Only B (LRU) is correct.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)



def test_a_legend_or_a_formula_with_a_letter_is_no_item(tmp_path):
    full = ("Profiles by letter:\nQ = Quadro workstations\nC = Compute (AI, ML, HPC)\n\nB = 4 × 20,000 blocks/s × 110 KB\n"
            "B = 8.8 GB/s\n\nA is wrong because it counts one node. C is wrong because it multiplies by the 8 GPUs.")
    parsed = question_of(tmp_path, full, options=["A. 2.2 GB/s", "B. 8.8 GB/s", "C. 70.4 GB/s"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales["C"] == "It multiplies by the 8 GPUs."


@pytest.mark.parametrize("options, full, short", [
    # "a) …" options, a mark after each letter's bracket, the answer's mark alone on its line
    (["a) Write-through", "b) LRU", "c) Random"],
     "LRU keeps what is read most.\n\nOther options\na) write-through → keeps nothing. ✗\n"
     "c) random → forgets hot blocks. ✗\nb) ✓", "Recency decides → b."),
    # "a. …" options, the letters named in prose and a stated answer
    (["a. Write-through", "b. LRU", "c. Random"],
     "LRU keeps what is read most.\n\nAbout the other options: option a is wrong because write-through keeps "
     "nothing. Option c is also wrong: a random policy forgets hot blocks.", "Correct is b. Recency decides."),
    # options behind a list's number, "1. (a) …", and the analysis's letters before a colon, "a: …"
    (["1. (a) Write-through", "2. (b) LRU", "3. (c) Random"],
     "LRU keeps what is read most.\n\nThe other two are wrong:\na: keeps nothing.\nc: forgets hot blocks.", "Recency decides."),
    # the analysis's letters before an arrow ("a -> keeps nothing.")
    (["a) Write-through", "b) LRU", "c) Random"],
     "LRU keeps what is read most.\n\nWhy not the others\na -> keeps nothing.\nc -> forgets hot blocks.", "ANS: b"),
    # "this is answer (b)"
    (["a) Write-through", "b) LRU", "c) Random"], "LRU keeps what is read most.\n\nOption a is wrong: it keeps nothing. "
     "Option c is wrong: it forgets hot blocks.",
     "Keep the hot blocks, this is answer (b)."),
    # "(a) …" options and a list of letters
    (["(a) Write-through", "(b) LRU", "(c) Random"],
     "LRU keeps what is read most.\n\nOptions a and c are both wrong: neither keeps the hot blocks.",
     "The answer is b."),
    # a mark before each letter, and the answer stated with its option's text ("the answer is b) LRU")
    (["a) Write-through", "b) LRU", "c) Random"],
     "LRU keeps what is read most.\n\nSo the answer is b) LRU.\n\n❌ a) Write-through - keeps nothing.\n"
     "✅ b) LRU - yes!\n❌ c) Random - forgets hot blocks.", "Recency decides."),
    # one run-on paragraph: "the option a. is not good because …; option c. is also not correct, …"
    (["a. Write-through", "b. LRU", "c. Random"],
     "LRU keeps what is read most.\n\nExplain of the wrong choices\nThe option a. is not good because write-through "
     "keeps nothing in the cache; and the option c. is also not correct, a random policy forgets hot blocks.",
     "Recency decides."),
    # "Answers a and c are both …", a letter in parentheses in prose, no intro
    (["a. Write-through", "b. LRU", "c. Random"],
     "LRU keeps what is read most.\n\nAnswers a and c are both trying to fix what is not broken: write-through (a) "
     "keeps nothing, and a random policy forgets hot blocks.", "So the right move is b."),
    # the letters as a sentence's subject: "a fails: …", "c is wrong as well"
    (["a) Write-through", "b) LRU", "c) Random"],
     "LRU keeps what is read most.\n\na fails: write-through keeps nothing. c is wrong as well: a random policy "
     "forgets hot blocks.", "Recency decides."),
])
def test_options_lettered_in_lower_case_are_read_as_every_other_letter(tmp_path, options, full, short):
    question = question_of(tmp_path, full, options=options, short=short).question
    assert question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C"}


def test_a_lower_case_letter_that_is_an_article_or_a_stems_list_stays_as_written(tmp_path):
    full = ("LRU keeps what is read most. It is a policy a cache can apply at once.\n\n"
            "A is wrong. C is wrong.")
    # (with lower-case options: "answer a question" and an "a" before a noun in parentheses stay as written)
    lower = ("LRU keeps what is read most. To answer a question about it, see a (a) policy note (b).\n\n"
             "Options a and c are wrong.")
    assert "To answer a question about it" in question_of(
        tmp_path, lower, options=["a) Write-through", "b) LRU", "c) Random"]).question.full_explanation
    # (a stem's own list "a) … b) …" before upper-case options is the stem's, not options)
    stem = f"The cache has two tiers:\na) a flash tier\nb) a disk tier\nc) a tape tier\n{STEM}"
    question = question_of(tmp_path, full, stem=stem, options=["A. Write-through", "B. LRU", "C. Random"]).question
    assert "a) a flash tier" in question.question
    assert question.answer == ("B",)
    assert "It is a policy a cache can apply at once." in question.full_explanation


def test_an_option_called_wrong_in_a_sentence_is_never_the_answer_and_correct_is_states_it(tmp_path):
    # (the analysis after a label: "option A is wrong because …" had counted as a mention of A, the answer)
    full = ("LRU keeps what is read most.\n\nAbout the other options: option A is wrong because write-through "
            "keeps nothing. Option C is also wrong: a random policy forgets hot blocks.")
    options = ["A. Write-through", "B. LRU", "C. Random"]
    assert question_of(tmp_path, full, options=options, short="Recency decides.").question.answer == ("B",)
    stated = question_of(tmp_path, "LRU keeps what is read most.", options=options, short="Correct is B. Recency decides.")
    assert stated.question.answer == ("B",)


@pytest.mark.parametrize("full", [
    # a label over letters that each carry their reason in parentheses, then an arrow to the answer
    "LRU keeps what is read most.\n\nRejected: A (writes are never cached (no reads)), C (random forgets hot "
    "blocks; it has no memory), D (FIFO evicts by age). → B.",
    # a running paragraph with no verdict words, ended by the one that is left
    "LRU keeps what is read most.\n\nAnd the other policies? (A) is what you get if you confuse writes with reads. "
    "(C) forgets hot blocks as often as cold ones. (D) evicts by age alone. That leaves (B).",
])
def test_a_chain_of_letters_with_their_reasons_and_what_is_left_give_the_answer(tmp_path, full):
    options = [f"{letter}. {text}" for letter, text in zip("ABCD", ["Write-through", "LRU", "Random", "FIFO"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert question.answer == ("B",)
    if "Rejected" in full:
        assert question.rationales == {"A": "Writes are never cached (no reads)",
                                       "C": "Random forgets hot blocks; it has no memory", "D": "FIFO evicts by age"}


def test_a_dash_inside_a_sentence_is_no_bullet_before_a_letter_deep_in_the_prose(tmp_path):
    # (the pieces after " - " had been read as items: C, D and B took A's reason, and B, the answer, was wrong)
    full = ("LRU keeps what is read most.\n\nSo why not the others?\n\nHonestly, all of them are real cache "
            "policies. Write-through (A) works at the write path - it keeps a copy of each write, but it never "
            "decides what stays. Random (C) is all about chance, not reuse. FIFO (D) is pure age - great for "
            "queues, zero sense of reuse. Only LRU (B) ranks the blocks by their last read.")
    options = [f"{letter}. {text}" for letter, text in zip("ABCD", ["Write-through", "LRU", "Random", "FIFO"])]
    question = question_of(tmp_path, full, options=options, short="The answer is B, LRU.").question
    assert question.answer == ("B",)
    assert not any("keeps a copy of each write" in note for letter, note in question.rationales.items()
                   if letter != "A")
    # a flattened list's inline bullets, each a short name with its letter, are still items
    flat = ("LRU keeps what is read most. In contrast: - Write-through (A) keeps nothing. - Random (C) forgets hot "
            "blocks. - FIFO (D) evicts by age.")
    assert question_of(tmp_path, flat, options=options, short="Recency decides.").question.rationales == {
        "A": "Write-through keeps nothing.", "C": "Random forgets hot blocks.", "D": "FIFO evicts by age."}


@pytest.mark.parametrize("full, short", [
    # a table with a verdict column, with or without its outer "|", and a rule under its header
    ("LRU keeps what is read most.\n\n| Option | Policy | Verdict | Reason |\n|---|---|---|---|\n"
     "| A | write-through | Incorrect | Keeps nothing on reads. |\n| B | LRU | Correct | Ranks by the last read. |\n"
     "| C | random | Incorrect | Forgets hot blocks. |", "Recency decides."),
    # a yes/no column under a header that asks, the rows out of order, lower-case letters
    ("LRU keeps what is read most.\n\nOption | What it does | Keeps hot blocks?\nc - Random | Forgets hot blocks | No\n"
     "a - Write-through | Keeps nothing on reads | No\nb - LRU | Ranks by the last read | Yes", "Recency decides."),
    # cells parted by dot leaders, the verdict leading its cell
    ('LRU keeps what is read most.\n\nA = "write-through" ........ WRONG - keeps nothing on reads\n'
     'B = "LRU" ........ RIGHT - ranks by the last read\nC = "random" ........ WRONG - forgets hot blocks',
     "Recency decides."),
    # checkboxes: "x" where another row is "ok"
    ("LRU keeps what is read most.\n\nOptions check\n[x] A  Keeps nothing on reads.\n[ok] B  Ranks by the last read.\n"
     "[x] C  Forgets hot blocks.", "Recency decides."),
    # a thumbs-up or "Nope." after the letter
    ("LRU keeps what is read most.\n\nA - Nope. Keeps nothing on reads.\nB - 👍 Yep. Ranks by the last read.\n"
     "C - 👎 Forgets hot blocks.", "Recency decides."),
    # a scorecard: the letter, the option's value, its mark, the reason
    ("LRU keeps what is read most.\n\nScorecard (distractors)\n\n  A  write-through   ✘  = keeps nothing on reads\n"
     "  C  random          ✘  = forgets hot blocks", "Recency decides."),
    # an elimination's numbered steps
    ("LRU keeps what is read most.\n\nHow I eliminate the wrong ones\n\n1. First I remove A. Keeps nothing on reads.\n"
     "2. Last I remove C. Forgets hot blocks.\n\nOne is left, it is the answer.", "Recency decides."),
    # "Keep" and "Drop" in a verdict column
    ("LRU keeps what is read most.\n\nOption | What it does | Hot blocks kept? | Verdict\n"
     "A | Keeps nothing on reads | Not on reads | Drop\nB | Ranks by the last read | Yes | Keep\n"
     "C | Forgets hot blocks | Not for caches | Drop", "Recency decides."),
    # a double dash after the letter, then the verdict word; or a heading of the rest, then letters and double dashes
    ("LRU keeps what is read most.\n\nVerdicts\n\nA -- Nope. Keeps nothing on reads.\n\nB -- Yes, it ranks by the last read."
     "\n\nC -- Nope. Forgets hot blocks.", "Recency decides."),
    ("LRU keeps what is read most.\n\nWhy not the rest\n\nA -- write-through keeps nothing on reads.\n\n"
     "C -- random forgets hot blocks.", "Recency decides."),
    # "-> ok" after the right one under a heading of wrong ones, a verdict with its noun after the wrong ones
    ("LRU keeps what is read most.\n\nWrong ones\n\nA) write-through -> keeps nothing on reads. wrong policy\n"
     "C) random -> forgets hot blocks. wrong\nB) LRU -> ok", "Recency decides."),
])
def test_a_verdict_in_a_cell_a_checkbox_or_a_word_after_the_letter_gives_the_answer(tmp_path, full, short):
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short=short).question
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C"}
    assert all(note.lower().startswith(("keeps nothing", "forgets hot", "write-through", "random"))
               for note in question.rationales.values()), question.rationales
    assert not any("|" in note for note in question.rationales.values())  # (no table's cells run on)


@pytest.mark.parametrize("short", ["✅ Answer: B", "The right move is B: rank the blocks by their last read.",
                                   "The correct statement is B: LRU ranks the blocks by their last read.",
                                   "And the winner, choice B, ranks the blocks by their last read."])
def test_the_answer_stated_in_other_words_is_the_answer(tmp_path, short):
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    assert question_of(tmp_path, "LRU keeps what is read most.", options=options, short=short).question.answer == ("B",)


def test_a_table_of_facts_with_yes_and_no_cells_is_no_analysis(tmp_path):
    full = ("LRU keeps what is read most.\n\nFeature | LRU | FIFO\nCache coherence | Yes, in hardware | No\n"
            "A | yes | no\n\nA is wrong. C is wrong.")
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert question.answer == ("B",)
    assert "Cache coherence | Yes, in hardware | No" in question.full_explanation


def test_a_readers_comment_under_its_handle_and_radio_options_in_brackets_reach_no_field(tmp_path):
    text = "\n".join([
        "We use cookies to improve your experience. By continuing to browse you agree to our Cookie Policy.",
        STEM, "( ) A. FIFO", "( ) B. LRU", "( ) C. Random", "👍 128 👎 6 Most voted: A (91%)",
        "Short Explanation and Infographic", "LRU keeps the blocks read most recently.", "Full Explanation",
        "Caching pays off.", "A is wrong because FIFO evicts by age. C is wrong because a random policy forgets hot "
        "blocks.", "priya.k - 5 days ago", "Got this one wrong, I picked A and the cache ran cold.",
        "r_dma_fan Selected Answer: C", "Random is fine for small caches."])
    question = parse_raw(tmp_path, text).question
    assert question.question == STEM and question.options == {"A": "FIFO", "B": "LRU", "C": "Random"}
    assert question.answer == ("B",)
    assert "picked A" not in question.full_explanation and "small caches" not in question.full_explanation


@pytest.mark.parametrize("page", [
    ["Question 31 / 40      ⏰ 12:48      Score so far: 24/30"], ["[ Mark for review ]        Difficulty: Medium"],
    ["ExamPrepHub  |  Courses  |  Free Tests  |  Forum  |  My Account", "You are here: Caching > Policies > Practice Set 3"],
    ["Storage Certified Associate: Caching and Tiering — Mock Exam 2"],
    ["CertPrepHub  |  Home   Exams   Practice Tests   Flashcards   Pricing   Log in"],
    ["ExamTopix.io   ☰ Menu   Certifications   Forum   Upgrade to PRO"],
    ["CacheCertHub > Storage > Caching Basics > Eviction"], ['Posted in: Study Group › Caching › "eviction question??"'],
    ["Time remaining: 41:07          Mark ☐          Font size: A- A+"]])
def test_a_pages_bars_above_the_question_reach_no_field(tmp_path, page):
    text = "\n".join([*page, "", STEM, "A. FIFO", "B. LRU", "C. Random", "Short Explanation and Infographic",
                      "LRU keeps the blocks read most recently.", "Full Explanation", "Caching pays off.",
                      "A is wrong because FIFO evicts by age. C is wrong because a random policy forgets hot blocks."])
    question = parse_raw(tmp_path, text).question
    assert question.question == STEM
    assert question.infographic.title != "" and not any(word in question.infographic.title for word in ("12:48", "Exam"))


@pytest.mark.parametrize("thread", [
    ["🚩 Report this question     💬 Discussion (12)     👍 96", "", "gpu_guru42: B saved us, p99 went up 0.2 ms.",
     "anon_user: is FIFO the same thing? -- no."],
    ["👍 143 helpful   |   ⚑ Report an issue   |   ← Prev   Next →", "", "Comments", "> hpc_sam: B is the first one I pick.",
     "> li.wei: remember \"LRU\" = good for hot data."],
    ["[AD] Master caching — a video course, 40% off this week only [AD]", "", "Community Discussion (2)",
     "@packet_pusher (12 ▲): B is the first thing I pick.", "@juniorSRE (3 ▲): confused FIFO with LRU on the exam."],
    ["Comments", "  @packet_pusher (12 ▲): B is the first thing I pick."]])
def test_a_readers_thread_among_the_pages_parts_or_under_comments_alone_reaches_no_field(tmp_path, thread):
    text = "\n".join([STEM, "A. FIFO", "B. LRU", "C. Random", "Short Explanation and Infographic",
                      "LRU keeps the blocks read most recently.", "Full Explanation", "Caching pays off.",
                      "A is wrong because FIFO evicts by age. C is wrong because a random policy forgets hot blocks.", "",
                      *thread])
    question = parse_raw(tmp_path, text).question
    assert question.full_explanation == "Caching pays off."
    assert question.rationales == {"A": "FIFO evicts by age.", "C": "A random policy forgets hot blocks."}


@pytest.mark.parametrize("heading", ["Comments (3)", "💬 12 comments", "Discussion (14)   Sort by: [Newest ▾]"])
def test_a_readers_thread_under_a_heading_that_counts_it_reaches_no_field_whatever_its_comments_look_like(tmp_path, heading):
    text = "\n".join([
        STEM, "A. FIFO", "B. LRU", "C. Random", "Short Explanation and Infographic",
        "LRU keeps the blocks read most recently.", "Full Explanation", "Caching pays off.",
        "A is wrong because FIFO evicts by age. C is wrong because a random policy forgets hot blocks.", "", heading,
        "  ▸ leo_dataeng: B is clearly right, we run it in prod", "  ▸ mira.t: small nit – LRU-K is better",
        "  ▸ guest_88: 👍", "[ Show all comments ]"])
    question = parse_raw(tmp_path, text).question
    assert question.answer == ("B",)
    assert question.full_explanation == "Caching pays off."
    assert question.rationales == {"A": "FIFO evicts by age.", "C": "A random policy forgets hot blocks."}


def test_letters_that_share_a_predicate_share_it_without_the_verb_that_needed_them(tmp_path):
    full = ("LRU keeps what is read most.\n\nLet's group them.\n\nA and C are both blind to reuse. Neither looks at "
            "when a block was read.\n\nD is under-using the cache. It keeps writes only.")
    options = [f"{letter}. {text}" for letter, text in zip("ABCD", ["Write-through", "LRU", "Random", "FIFO"])]
    question = question_of(tmp_path, full, options=options, short="The answer is B.").question
    assert question.answer == ("B",)
    assert question.rationales["A"].startswith("A and C are both blind to reuse.")  # (not "Are both blind …")
    assert question.rationales["C"] == question.rationales["A"]


def test_the_correct_items_before_the_first_wrong_one_belong_to_the_analysis(tmp_path):
    full = ("LRU keeps what is read most.\n\nGrading the options\n\nA - ✓ Yep. Recency is what counts.\n"
            "B - Nope. Random forgets hot blocks.\nC - Nope. FIFO evicts by age.")
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["LRU", "Random", "FIFO"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert question.answer == ("A",) and set(question.rationales) == {"B", "C"}
    assert "Yep" not in question.full_explanation and "Recency is what counts" not in question.full_explanation


@pytest.mark.parametrize("short, full", [
    ("Answer: B. LRU ranks the blocks by their last read.", "LRU keeps what is read most."),
    ("Correct: B. Recency decides.", "LRU keeps what is read most."),
    ("Recency decides.", "LRU keeps what is read most.\n\n- Correct pick: B, rank the blocks by their last read."),
    ("Recency decides.", "LRU keeps what is read most. Right one is (B) LRU, the others forget hot blocks."),
    ("Recency decides.", "LRU keeps what is read most. And B (rank by the last read) is the one you want here."),
])
def test_a_line_or_a_sentence_that_leads_with_the_answer_states_it(tmp_path, short, full):
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    assert question_of(tmp_path, full, options=options, short=short).question.answer == ("B",)


def test_a_poll_of_what_readers_picked_gives_each_options_verdict(tmp_path):
    full = ("LRU keeps what is read most.\n\nAnswer breakdown (what other users picked)\n (B) 71% — correct, see "
            "above.\n (A) 14% — Not true. Write-through keeps nothing on reads.\n (C) 9% — wrong. Random forgets "
            "hot blocks.")
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert question.answer == ("B",)
    assert question.rationales == {"A": "Write-through keeps nothing on reads.", "C": "Random forgets hot blocks."}


def test_an_ascii_arrow_after_the_letter_starts_an_item(tmp_path):
    full = ("LRU keeps what is read most.\n\nEliminated: A, C.\nA -> writes are never cached on reads.\n"
            "C -> wrong. Random forgets hot blocks.")
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert question.answer == ("B",)
    assert question.rationales == {"A": "Writes are never cached on reads.", "C": "Random forgets hot blocks."}


def test_an_intro_with_an_abbreviation_goes_whole_with_the_analysis(tmp_path):
    full = ("LRU keeps what is read most.\n\nMyth vs. reality for the other answers\n\nMyth (A): \"Writes are hot.\" "
            "Reality: reads are.\n\nMyth (C): \"Chance is fair.\" Reality: it forgets hot blocks.")
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert question.answer == ("B",) and question.full_explanation == "LRU keeps what is read most."


@pytest.mark.parametrize("full", [
    # a list's number before the letter, and the right one said before its letter
    "LRU keeps what is read most.\n\nCommon mistakes\n1. (A) Write-through — wrong. It keeps nothing on reads.\n"
    "2. (C) Random — wrong. It forgets hot blocks.\n3. Right one is (B) LRU. It ranks by the last read.",
    # a pointing bullet, and a name in parentheses before a colon as the first item
    "LRU keeps what is read most.\n\nWhy not the others?\n▸ A (write-through): it keeps nothing on reads.\n"
    "▸ C (random): it forgets hot blocks.",
    "LRU keeps what is read most.\n\nWhy not the others?\n- A (write-through): it keeps nothing on reads.\n"
    "- C (random): it forgets hot blocks.",
    # a name with a pointer to its letter, and a letter with a comma and its name
    "LRU keeps what is read most.\n\nTrap check!\nTrap #1 (that's A): it keeps nothing on reads.\n"
    "Trap #2 (that's C): it forgets hot blocks.",
    "LRU keeps what is read most.\n\nRejected\n- A, write-through: it keeps nothing on reads.\n"
    "- C, random: it forgets hot blocks.",
])
def test_an_items_letter_behind_a_number_a_bullet_a_pointer_or_a_comma_is_read(tmp_path, full):
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short="The answer is B.").question
    assert question.answer == ("B",)
    assert set(question.rationales) == {"A", "C"}


@pytest.mark.parametrize("full", [
    "LRU keeps what is read most.\n\nIf you picked A (write-through): that keeps nothing on reads.\n"
    "If you picked C (random): that forgets hot blocks.\nAnd B is the one you want.",
    "LRU keeps what is read most.\n\nStep-by-step elimination\nStep 1: Eliminate A. It keeps nothing on reads.\n"
    "Step 2: Eliminate C. It forgets hot blocks.\nStep 3: Statement B remains.",
])
def test_the_option_a_reader_picked_and_one_eliminated_are_wrong(tmp_path, full):
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert question.answer == ("B",) and set(question.rationales) == {"A", "C"}


def test_the_option_a_reader_picked_with_praise_is_no_wrong_one(tmp_path):
    full = ("LRU keeps what is read most.\n\nIf you picked B (LRU): well done, that is right.\n"
            "If you picked A (write-through): that keeps nothing on reads.")
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["Write-through", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short="The answer is B.").question
    assert question.answer == ("B",)
    assert "B" not in question.rationales


def test_the_words_that_call_an_option_right_are_never_its_name(tmp_path):
    full = ("LRU keeps what is read most.\n\nCommon mistakes\n1. (A) Write-through — wrong. It keeps nothing.\n"
            "2. (B) Random — wrong. It forgets hot blocks.\n3. (D) FIFO — wrong. It evicts by age.\n"
            "4. Right one is (C) the LRU policy. It ranks blocks by their last read.")
    question = question_of(tmp_path, full, short="LRU ranks the blocks by their last read.").question
    assert question.answer == ("C",)
    assert "Right one" not in question.options.get("C", "")


def test_a_numbered_step_that_starts_with_the_article_a_keeps_its_number(tmp_path):
    full = ("The rebuild runs in order (one drive at a time):\n\n1. A spare drive is chosen.\n2. The stripe is read back.\n\n"
            "A is wrong because FIFO evicts by age. C is wrong because a random policy forgets hot blocks.")
    options = [f"{letter}. {text}" for letter, text in zip("ABC", ["FIFO", "LRU", "Random"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert "1. A spare drive is chosen." in question.full_explanation


def test_letters_listed_with_commas_are_no_letter_and_its_name(tmp_path):
    full = "LRU keeps what is read most.\n\nWhy not the others (in short):\n- A, C and D: all wrong, they forget hot blocks."
    options = [f"{letter}. {text}" for letter, text in zip("ABCD", ["Write-through", "LRU", "Random", "FIFO"])]
    question = question_of(tmp_path, full, options=options, short="Recency decides.").question
    assert question.answer == ("B",) and set(question.rationales) == {"A", "C", "D"}
    from deckgen.parse.tables import as_items
    assert "- A, C and D: all wrong" in as_items(full)  # (not "A (C and D): …", a letter and its name)


def test_a_lower_case_answer_in_parentheses_after_this_is_answer_is_stated(tmp_path):
    parsed = question_of(tmp_path, "LRU keeps what is read most.\n\nOption a is wrong: it keeps nothing.",
                         options=["a) Write-through", "b) LRU", "c) Random"], short="Keep the hot blocks, this is answer (b).")
    assert parsed.question.answer == ("B",) and not parsed.warnings


def test_to_a_question_of_values_the_one_value_the_short_explanation_states_is_the_answer(tmp_path):
    stem = "How much flash does the write cache of the Loom shelf need for 8 streams?"
    options = ["A. 1.25 GiB", "B. 10 GiB", "C. 80 GiB", "D. 20 GiB"]
    short = "bytes per block = 2 x 80 x 8 x 128 x 2 = 320 KiB\ntotal = 32,768 x 320 KiB = 10 GiB (about 10.7 GB)"
    parsed = question_of(tmp_path, "The cache holds every stream's blocks.\n\n20 GiB -> counted 4 bytes per value.",
                         stem=stem, options=options, short=short)
    assert parsed.question.answer == ("B",) and not parsed.warnings
    # (two of the values in the short explanation: no answer, for the maintainer)
    both = question_of(tmp_path, "The cache holds every stream's blocks.", stem=stem, options=options,
                       short="Not 20 GiB but 10 GiB.")
    assert both.question.answer == ()


def test_a_text_with_no_options_and_no_letters_is_a_recall_card_answered_by_its_line(tmp_path):
    stem = ("No choices this time: name it yourself.\n\nYou want the hit rate of every shelf in one table.\n\n"
            "Which loom-ctl command gives you that?")
    parsed = question_of(tmp_path, "loom-ctl stats --hits (the \"hit report\") is the go-to command for this. It prints the hit "
                         "rate of every shelf.", stem=stem, options=[], short="loom-ctl stats --hits\n\nShelf 1: 93 %")
    assert parsed.question.answer == () and "answer" not in parsed.question.review and not parsed.warnings
    assert parsed.question.answer_text.startswith("loom-ctl stats --hits")


def test_a_letter_named_between_commas_before_what_it_does_is_an_item(tmp_path):
    stem = "A shelf rebuilds slowly after a firmware patch. What should the operator do first? (choices not shown)"
    full = ("The patch changed the cache daemon.\n\nLet's see why the other choices are not the first step:\n"
            "• B, opening an RMA for the shelf, jumps to a hardware conclusion.\n"
            "• C, reinstalling the client, does not help.\n• D, reflashing the disks, is risky and unrelated.")
    parsed = question_of(tmp_path, full, stem=stem, options=[])
    assert parsed.question.answer == ("A",)
    assert parsed.question.rationales["B"] == "Jumps to a hardware conclusion."


@pytest.mark.parametrize("heading", ["Why the other two picks fail", "Expert's verdict", "Table of other answers (flattened)",
                                     "WHY THE OTHER OPTIONS ARE WRONG", "-----------------------"])
def test_a_heading_left_at_the_explanations_end_over_what_was_taken_out_goes(tmp_path, heading):
    full = (f"LRU keeps what is read most.\n\nA is wrong: it keeps nothing. C is wrong: it forgets hot blocks.\n\n{heading}\n\n"
            "\\> cache_dan - 3 months ago\n\nB no doubt, recency is what counts.")
    parsed = question_of(tmp_path, full)
    assert parsed.question.full_explanation == "LRU keeps what is read most."
    # (a command that ends the explanation stays)
    kept = question_of(tmp_path, "LRU keeps what is read most. Check it with:\n\nloomctl stats --hits").question
    assert kept.full_explanation.endswith("loomctl stats --hits")


@pytest.mark.parametrize("last, answer", [("Key: (B)", ("B",)), ("So the one we want is (B), LRU. Nice work!", ("B",))])
def test_the_answer_stated_after_the_items_is_no_item_of_its_own(tmp_path, last, answer):
    full = (f"LRU keeps what is read most.\n\nWhy the other answers don't work\n(A) Write-through - it keeps nothing.\n"
            f"(C) Random - it forgets hot blocks.\n(D) FIFO - it evicts by age.\n\n{last}")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random", "D. FIFO"])
    assert parsed.question.answer == answer and set(parsed.question.rationales) == {"A", "C", "D"}


def test_an_arrow_to_a_letter_on_a_line_of_its_own_and_a_terse_ans_state_the_answer(tmp_path):
    stem = "Which loom-ctl command runs the long shelf check? (no choices shown)"
    full = ("loom-ctl check --long stresses every disk.\n\nQuiz-version letters:\nA  loom-ctl status -> only dumps state.\n"
            "C  loom-ctl list -> inventory only.\n=> B  loom-ctl check --long")
    assert question_of(tmp_path, full, stem=stem, options=[]).question.answer == ("B",)
    terse = question_of(tmp_path, "LRU keeps what is read most.\n\nwhy not the others\na -> keeps nothing.\n\nANS: b",
                        options=["a) Write-through", "b) LRU", "c) Random"])
    assert terse.question.answer == ("B",)


def test_a_stems_article_a_is_no_option_before_a_run_of_bare_letters(tmp_path):
    stem = "A cache team wants to keep its hot blocks.\n\nWhich policy fits?"
    parsed = question_of(tmp_path, "A is wrong. C is wrong.", stem=stem, options=["A   Write-through", "B   LRU", "C   Random"])
    assert parsed.question.question == stem
    assert parsed.question.options == {"A": "Write-through", "B": "LRU", "C": "Random"}


def test_a_second_named_item_run_in_after_and_then_is_an_item_of_its_own(tmp_path):
    full = ("LRU keeps what is read most.\n\nNow, about the other two, which are both tempting: write-through (A) is "
            "a fine policy for durability, but it keeps nothing on reads, and then a random policy (C) actually goes the "
            "wrong way, because it forgets hot blocks.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert "random" not in parsed.question.rationales["A"].lower() and not parsed.question.rationales["A"].rstrip(".").endswith("then")
    assert "forgets hot blocks" in parsed.question.rationales["C"]


def test_a_verdict_on_the_statement_in_a_table_with_wrapped_cells_answers_a_not_question(tmp_path):
    stem = "All of the following statements about the Loom array are correct EXCEPT:"
    full = ("The Loom array evicts by recency.\n\nAnswer: C\n\nAssessment of each statement\n\n  Option | Assessment\n"
            "  -------+------------------------------------------\n"
            "  A      | Correct statement. LRU is the default policy,\n         | so it cannot be the exception.\n"
            "  B      | Correct statement. FIFO serves the scans.\n"
            "  C      | Incorrect statement, therefore the answer. Write-through\n         | is a write mode, not a policy.")
    parsed = question_of(tmp_path, full, stem=stem, options=["A. LRU", "B. FIFO", "C. Write-through"])
    assert parsed.question.answer == ("C",) and not parsed.warnings
    assert parsed.question.rationales == {"A": "LRU is the default policy, so it cannot be the exception.",
                                          "B": "FIFO serves the scans."}


def test_a_q_and_as_answer_label_is_no_options_letter(tmp_path):
    full = ("LRU keeps what is read most.\n\nQuick Q&A on the other choices\n\nQ: Can't I just write through?\n"
            "A: Write-through keeps nothing on reads.\n\nQ: What about a random policy?\nA: It forgets hot blocks.")
    parsed = question_of(tmp_path, full, options=["A. LRU", "B. Write-through", "C. Random"])
    assert "A" not in parsed.question.rationales
    assert not any("calls A wrong" in str(warning) for warning in parsed.warnings)


def test_a_key_of_several_letters_on_a_line_of_its_own_states_each(tmp_path):
    stem = "Which TWO policies keep the hottest blocks of a dataset on local flash? (Choose two.)"
    parsed = question_of(tmp_path, "Caching pays off.\n\nKey: B, D\n\nThe others evict by age or at random.", stem=stem,
                         options=["A. FIFO", "B. LRU", "C. Random", "D. LFU"])
    assert parsed.question.answer == ("B", "D")


def test_a_key_that_names_its_option_in_parentheses_names_the_answer_of_a_recall_card(tmp_path):
    stem = "Which eviction policy keeps the hottest blocks of a dataset on local flash? Name it."
    full = ("Caching pays off.\n\nAns: B (LRU) in the quiz version.\n\nMyth vs reality\n\n"
            "Myth (A, FIFO): \"Age is enough.\"\nReality: FIFO evicts hot blocks by age alone.\n\n"
            "Myth (C, Random): \"Chance is fair.\"\nReality: a random policy forgets hot blocks.")
    parsed = question_of(tmp_path, full, stem=stem, options=[])
    assert parsed.question.answer == ("B",)
    assert parsed.question.options == {"A": "FIFO", "B": "LRU", "C": "Random"}
    assert parsed.question.answer_text == "LRU."


def test_a_q_and_a_whose_questions_name_the_other_options_gives_their_notes_and_the_answer(tmp_path):
    full = ("LRU keeps what is read most.\n\nQuick Q&A on the other choices\n\nQ: Can't I just use write-through?\n"
            "A: Write-through keeps nothing on reads.\n\nQ: What about a Random policy?\nA: It forgets hot blocks.")
    parsed = question_of(tmp_path, full, options=["A. LRU", "B. Write-through", "C. Random"])
    assert parsed.question.answer == ("A",)
    assert parsed.question.rationales == {"B": "Write-through keeps nothing on reads.", "C": "It forgets hot blocks."}
    from deckgen.parse.dialogue import _named_option  # (an option's name as whole words only)
    assert _named_option("What about a shelf with 48 disks?", {"A": "4", "B": "16"}) == ""


def test_a_pages_bar_that_counts_its_comments_above_the_question_blanks_no_question(tmp_path):
    text = "\n".join(["Question 12 of 60 | 💬 Discussion (4) | ⚑ Report", "", STEM, "A. FIFO", "B. LRU", "C. Random",
                      "Short Explanation and Infographic", "LRU keeps the blocks read most recently.", "Full Explanation",
                      "Caching pays off.", "A is wrong because FIFO evicts by age. C is wrong because a random policy "
                      "forgets hot blocks."])
    question = parse_raw(tmp_path, text).question
    assert question.question == STEM and question.answer == ("B",)


def test_a_stated_letter_called_wrong_with_every_implied_option_leaves_the_key_to_the_maintainer():
    """The text states B, and the analysis as read calls A-D wrong: a misread, not a fifth option E
    (which the text never names); the key is left empty, flagged, never the invented letter."""
    from deckgen.parse.answer import decide

    misread = decide(options=(), wrong={"A", "B", "C", "D"}, named=set(), stated=("B",), mentioned=(), expected=1)
    assert misread.answer == ()
    assert "set `answer:` in the YAML by hand" in misread.problem
    # A letter the text names stays the one it leaves ("E" named: five options), as does a listed option.
    named = decide(options=(), wrong={"A", "B", "C", "D"}, named={"E"}, stated=("B",), mentioned=(), expected=1)
    assert named.answer == ("E",)
    listed = decide(options=tuple("ABCD"), wrong={"A", "B", "D"}, named=set(), stated=("B",), mentioned=(), expected=1)
    assert listed.answer == ("C",)
    last = decide(options=(), wrong=set("ABCDEFG"), named={"H"}, stated=("B",), mentioned=(), expected=1)
    assert last.answer == ("H",)  # (H, the last letter there is, named: no letter past it to compare with)


def test_a_letter_map_whose_item_says_with_a_mark_it_is_the_one(tmp_path):
    """A map of every option, one marked "✔ This is the one." in a sentence of its own: that option is the
    answer the text states, never one more option called wrong."""
    full = ("Each option is a real PCIe speed from a different era. The map, with each one's letter:\n\n"
            "B → 8 GT/s = Gen3. Older servers, half the lanes' speed.\n"
            "A → 16 GT/s = Gen4. Right idea, wrong generation.\n"
            "C → 32 GT/s = Gen5. The Hopper hosts use it. ✔ This is the one.\n"
            "D → 64 GT/s = Gen6. Not on these hosts yet.\n")
    text = raw_text("What is the per-lane rate of the PCIe link between each Hopper GPU and its host?",
                    short="It is PCIe Gen5, 32 GT/s per lane. So the answer is C.", full=full)
    path = tmp_path / "000_map.txt"
    path.write_text(text)
    question = parse_file(path).question
    assert question.answer == ("C",)
    assert set(question.rationales) == {"A", "B", "D"}


@pytest.mark.parametrize("stem, tags, answer, wrong", [
    ("Which TWO statements about Loom arrays are true?", "FTFTF", ("B", "D"), {"A", "C", "E"}),
    ("Which statement about Loom arrays is NOT true?", "FTTTT", ("A",), {"B", "C", "D", "E"}),
])
def test_truth_tags_before_the_letters_are_verdicts_not_a_letter_f(tmp_path, stem, tags, answer, wrong):
    """"[T] (B) …" / "[F] (A) …": whether each statement is true (a NOT question's answer is the false one);
    never an option "F" whose note swallows the others'."""
    claims = ("rebuild a failed disk in a second", "stripe data across every shelf", "mirror each write twice",
              "keep a spare disk per shelf", "report health over SNMP")
    full = "Checked one by one.\n\n" + "\n".join(f"[{tag}] ({letter}) Loom arrays {claim}."
                                                 for tag, letter, claim in zip(tags, "ABCDE", claims))
    question = question_of(tmp_path, full, stem=stem, short="Loom arrays stripe and keep spares.").question
    assert question.answer == answer
    assert set(question.rationales) == wrong


def test_a_ranking_parted_by_gt_is_no_breadcrumb(tmp_path):
    """Names parted by ">" with no name of two words is a ranking the explanation gives, never a page's breadcrumb."""
    text = "\n".join([STEM, "A. FIFO", "B. LRU", "C. Random", "Short Explanation and Infographic",
                      "LRU keeps the blocks read most recently.", "Full Explanation", "Hit rates on the trace:",
                      "LRU > FIFO > Random", "",
                      "A is wrong because FIFO evicts by age. C is wrong because a random policy forgets hot blocks."])
    question = parse_raw(tmp_path, text).question
    assert "LRU > FIFO > Random" in question.full_explanation


@pytest.mark.parametrize("stem, answer, wrong", [
    ("Three of these statements about Loom arrays hold. Which one is NOT true?", ("B",), {"A", "C", "D"}),
    ("Which statement about Loom arrays is true?", ("A",), {"B", "C", "D"}),
])
def test_quoted_claims_called_myth_or_fact_are_false_or_true_statements(tmp_path, stem, answer, wrong):
    """'"…" (B): MYTH, and it's our answer.' / '"…" (A): FACT. …': a myth is a false statement, a fact a true one."""
    verdicts = "FACT MYTH FACT FACT" if "NOT" in stem else "FACT MYTH MYTH MYTH"
    claims = ("Loom arrays stripe data across shelves", "Loom arrays rebuild a disk in a second",
              "Loom arrays keep a spare per shelf", "Loom arrays report health over SNMP")
    full = "Sorting them out.\n\n" + "\n\n".join(
        f'"{claim}" ({letter}): {verdict}. The shelf manual says so in its chapter {n}.'
        for n, (letter, claim, verdict) in enumerate(zip("ABCD", claims, verdicts.split()), 1))
    question = question_of(tmp_path, full, stem=stem, short="Loom arrays stripe and keep spares.").question
    assert question.answer == answer
    assert set(question.rationales) == wrong


def test_a_list_that_only_tags_its_things_with_letters_stays_in_the_body_before_the_analysis(tmp_path):
    """A list of the explanation's whose items end with the letter of the option they are ("- Shelf monitor, which
    reports disk health (A)") says which option each thing is, not that it is wrong: the analysis is the items
    that judge ("B is wrong because …"), and the stated answer gives the key."""
    stem = "Which THREE services does the Loom installer deploy on every storage node? (Choose three.)"
    full = ("The installer runs each service as a pod on the nodes that hold disks. The services are:\n"
            "- Shelf driver container, which can be skipped where the driver is on the host\n"
            "- Shelf monitor, which reports the health of every disk to the controller (A)\n"
            "- Layout labeller, which labels each node with its disk models and counts (C)\n"
            "- Metrics exporter for disk statistics in text format (D)\n"
            "- Install checker, which tests the driver before the node is marked ready\n"
            "So the correct answer is A, C and D.\n"
            "B is wrong because the backup scheduler runs on the management hosts, not on storage nodes.\n"
            "E is wrong because the archive browser is an application that users deploy themselves.")
    question = question_of(tmp_path, full, stem=stem, short="The installer deploys the storage node's software.") \
        .question
    assert question.answer == ("A", "C", "D")
    assert set(question.rationales) == {"B", "E"}
    assert "Shelf monitor, which reports" in question.full_explanation
    assert "Metrics exporter" in question.full_explanation


def test_a_groups_sentences_that_each_name_a_letter_with_its_option_are_each_letters_note(tmp_path):
    """"Options A, B and C are not correct. A (restart the agent) only hides … B (…) only keeps … C (…) does not
    touch …": each letter's note is its own sentence, its option's words as the subject (no letter a recall card
    would show), not the whole paragraph three times."""
    full = ("The shelf must be drained first.\n\n"
            "Options A, B and C are not correct. A (restart the agent on the same shelf) only hides the fault, and the "
            "shelf keeps taking writes. B (turn on write caching with loomctl -wc 1) only keeps the cache warm, it does "
            "nothing for a disk that is gone. C (reload the scheduler) does not touch the shelf at all.")
    question = question_of(tmp_path, full, stem="A shelf lost a disk. What is the best next action?",
                           short="Drain the shelf.").question
    assert question.answer == ("D",)
    assert question.rationales == {
        "A": '"Restart the agent on the same shelf" only hides the fault, and the shelf keeps taking writes.',
        "B": '"Turn on write caching with loomctl -wc 1" only keeps the cache warm, it does nothing for a disk that '
             'is gone.',
        "C": '"Reload the scheduler" does not touch the shelf at all.'}


@pytest.mark.parametrize("item, note", [
    ("D – Wrong direction: ACS enabled hurts or blocks peer-to-peer copies.", "ACS enabled hurts or blocks peer-to-peer copies."),
    ("C) Wrong tool: loomctl only reads the counters.", "loomctl only reads the counters."),
    ("A – Wrong: loomctl: it only reads the counters.", "loomctl: it only reads the counters."),  # (a name, not the verdict's noun)
])
def test_a_verdicts_own_noun_goes_with_it(item, note):
    """"Wrong direction: …", "Wrong tool: …": the noun after the verdict word is part of the verdict, not the note's
    label (the note was "Direction: ACS enabled …")."""
    from deckgen.parse.itemhead import head
    assert head(item)[1:3] == ("wrong", note)


def test_two_letters_stated_correct_are_the_answer_and_a_note_never_calls_a_stated_answer_wrong(tmp_path):
    options = ["A. FIFO", "B. LRU", "C. Random", "D. ARC", "E. Write-through"]
    stem = "Which TWO policies keep hot blocks? (Choose two.)"
    stated = question_of(tmp_path, "Caching pays off. Together, B and D are correct: both count reuse.",
                         stem=stem, options=options)
    assert stated.question.answer == ("B", "D")
    # (lines that only name B and D before it were read as an analysis calling them wrong: the card says neither)
    named = question_of(tmp_path, "Caching pays off.\n\nRecency tracking (B) keeps what is read again.\nAdaptive "
                                  "replacement (D) balances recency and frequency.\n\nTogether, B and D are correct: "
                                  "both count reuse.", stem=stem, options=options)
    assert not {"B", "D"} & set(named.question.rationales)
    # (the lines give no verdict of their own, and the text states B and D: the answer, since the thirty-third session;
    # it was left, and marked)
    assert named.question.answer == ("B", "D")


def test_a_groups_note_gives_each_letter_the_sentence_it_leads_with_its_own_verb(tmp_path):
    # ("B, C and D all move in the wrong direction. B only raises … C brings back … D doubles …": each its own)
    full = ("Caching pays off.\n\nThe correct choice is A.\n\nB, C and D all move in the wrong direction. B only raises "
            "the limits the cache accepts. C brings back the waste that paging removed. D doubles the bytes per block.")
    parsed = question_of(tmp_path, full, options=["A. LRU", "B. Larger limits", "C. Pre-allocation", "D. FP32 blocks"])
    notes = parsed.question.rationales
    assert notes["B"].startswith("B only raises") and "doubles" not in notes["B"], notes
    assert notes["D"].startswith("D doubles") and "raises" not in notes["D"], notes


def test_lines_that_name_only_the_options_a_later_item_does_not_call_wrong_explain_the_answers(tmp_path):
    # ("Sharded checkpointing (B) changes …" and "(D) hides …" before "A, C and E are wrong, …": the answers' lines)
    full = ("Caching pays off.\n\nRecency tracking (B) keeps what is read again.\nAdaptive replacement (D) balances "
            "recency and frequency.\n\nTogether, B and D are correct.\n\nA, C and E are wrong, for different reasons. "
            "A evicts by age. C forgets hot blocks. E caches writes only.")
    parsed = question_of(tmp_path, full, stem="Which TWO policies keep hot blocks? (Choose two.)",
                         options=["A. FIFO", "B. LRU", "C. Random", "D. ARC", "E. Write-through"])
    assert parsed.question.answer == ("B", "D")
    assert set(parsed.question.rationales) == {"A", "C", "E"}
    assert "Recency tracking" in parsed.question.full_explanation  # (the answers' lines stay in the explanation)


def test_options_only_in_the_analysis_lettered_in_lower_case_are_read_there(tmp_path):
    # (a page that hides its options: "(a) 70 GB — …" lines in order, and "the correct choice is (b)")
    full = ("Caching pays off.\n\nSo the correct choice is (b), LRU.\n\nWhy other options are wrong:\n"
            "(a) FIFO — it evicts by age.\n(c) Random — it forgets hot blocks.")
    parsed = question_of(tmp_path, full)
    assert parsed.question.answer == ("B",) and set(parsed.question.rationales) == {"A", "C"}
    # (one line alone is no run: "(a) a note" stays as written)
    prose = question_of(tmp_path, "Caching pays off.\n\n(a) a note on eviction: it is by age.")
    assert prose.question.answer == () and "(a) a note" in prose.question.full_explanation


def test_a_named_options_note_after_a_semicolon_and_its_and_starts_at_the_name(tmp_path):
    full = ("Caching pays off.\n\nAbout the other choices: write-through (A) is keeping nothing; and random (C) is "
            "forgetting hot blocks, so the hit rate falls.")
    notes = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"]).question.rationales
    assert set(notes) == {"A", "C"} and not notes["C"].lower().startswith("and "), notes


def test_a_groups_lead_before_a_colon_is_its_verdicts_and_each_letter_after_and_gets_its_part(tmp_path):
    # ("A and C are both wrong, just in opposite directions: A treats …, and C pretends …")
    full = ("LRU keeps what is read most.\n\nA and C are both wrong, just in opposite directions: A treats write-through "
            "like a read cache (it only orders writes), and C pretends random eviction can't forget hot blocks, when it "
            "forgets them as often as cold ones.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {
        "A": "A treats write-through like a read cache (it only orders writes).",
        "C": "C pretends random eviction can't forget hot blocks, when it forgets them as often as cold ones."}


def test_a_stated_answer_without_its_article_is_stated():
    from deckgen.parse.stated import stated_answers
    assert stated_answers("So answer is C.", set())[0] == ("C",)
    assert stated_answers("So answer is a mix of both.", set())[0] == ()


def test_a_groups_verdict_before_a_colon_and_each_letters_item_after_it_are_read_apart(tmp_path):
    # ("B, C and D are all true statements, so they are not the answer: B - … C - … D - …" to "… EXCEPT:")
    stem = "All of the following statements about Loom shelves are true EXCEPT:"
    full = ("Loom shelves merge writes.\n\nB, C and D are all true statements, so they are not the answer: B - a shelf "
            "holds 24 drives. C - the mesh is updated over the air. D - vaults are read as block devices.\n\nOption A is "
            "the false statement.")
    parsed = question_of(tmp_path, full, stem=stem, options=[])
    assert parsed.question.answer == ("A",)
    assert parsed.question.rationales == {"B": "A shelf holds 24 drives.", "C": "The mesh is updated over the air.",
                                          "D": "Vaults are read as block devices."}


def test_an_items_gist_of_its_option_before_a_one_word_verdict_is_no_part_of_its_note(tmp_path):
    # ("(D) The NCCL_IB_HCA environment variable is not set. No. That variable only tells NCCL …")
    full = ("LRU keeps what is read most.\n\nThe other options:\n(A) Write-through caching. No. It orders writes and keeps "
            "no reads.\n(C) Random eviction. No. It forgets hot blocks as often as cold ones.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales == {"A": "It orders writes and keeps no reads.",
                                          "C": "It forgets hot blocks as often as cold ones."}


def test_a_groups_for_the_same_reason_is_its_verdicts_not_its_notes(tmp_path):
    # ("(A) and (C) are both wrong for the same reason: they use the wrong system.")
    full = ("LRU keeps what is read most.\n\n(B) is right. (A) and (C) are both wrong for the same reason: they evict "
            "by something other than recency.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. LRU", "C. Random"])
    assert parsed.question.answer == ("B",)
    assert parsed.question.rationales["A"].startswith("A and C evict by something other than recency")


def test_lower_case_letters_joined_by_slashes_and_a_key_of_two_are_read(tmp_path):
    # ("a/c/d: wrong. a only change log level …", "Ans: b, e" under options "a) …")
    stem = "Which TWO policies keep the hottest blocks? (Choose two.)"
    full = "Caching pays off.\n\na/c: wrong. a only orders writes. c forgets hot blocks.\n\nAns: b, d"
    parsed = question_of(tmp_path, full, stem=stem, options=["a) Write-through", "b) LRU", "c) Random", "d) LFU"])
    assert parsed.question.answer == ("B", "D") and set(parsed.question.rationales) == {"A", "C"}
    assert not parsed.warnings


def test_the_misconception_is_the_answer_to_a_which_is_not_question(tmp_path):
    # ("Statements A, B and D are accurate …. Statement C is the misconception the question targets. Correct answer: C")
    full = ("LRU tracks recency.\n\nStatements A, B and D are accurate descriptions of the policies. Statement C is the "
            "misconception the question targets.\n\nCorrect answer: C")
    parsed = question_of(tmp_path, full, stem="Which statement about cache policies is NOT correct?",
                         options=["A. LRU evicts the oldest access.", "B. FIFO evicts by age.",
                                  "C. Random keeps hot blocks.", "D. LFU counts reads."])
    assert parsed.question.answer == ("C",) and not parsed.warnings
    assert set(parsed.question.rationales) == {"A", "B", "D"}


def test_why_not_a_named_option_with_its_letter_after_the_name_is_an_item(tmp_path):
    # ("Why not NVIDIA Base Command Manager (A)? Base Command Manager is a cluster management tool …")
    full = ("LRU keeps what is read most.\n\nWhy not Loom Write-Through (A)? Write-through orders writes and keeps no "
            "reads.\nWhy not Loom Random (B)? Random forgets hot blocks.\nWhy not Loom FIFO (D)? FIFO evicts by age.")
    parsed = question_of(tmp_path, full)
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales == {"A": "Write-through orders writes and keeps no reads.",
                                          "B": "Random forgets hot blocks.", "D": "FIFO evicts by age."}


def test_a_groups_note_that_names_each_option_before_its_letter_is_split_by_letter(tmp_path):
    # ("A and B are both wrong for the same basic reason: …. The dataset (A) lives …. And ECC (B) doesn't …")
    full = ("LRU keeps what is read most.\n\nA and B are both wrong for the same basic reason: they blame the disks. "
            "The write-through cache (A) only orders writes. And random eviction (B) forgets hot blocks.")
    parsed = question_of(tmp_path, full, options=["A. Write-through", "B. Random", "C. LRU"])
    assert parsed.question.answer == ("C",)
    assert parsed.question.rationales == {"A": "The write-through cache (A) only orders writes.",
                                          "B": "Random eviction (B) forgets hot blocks."}
