"""A raw question text -> its sections (stem, options, short and full explanation) -> a Question.

Its analysis (`analysis`), answer (`answer`), lists (`lists`) and drawing (`drawing`) are read by modules of their own.
"""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from ..errors import ParseError
from ..model import LETTERS, Infographic, Question
from ..render import markdown_fields_problems
from . import analysis, answertext, codeblocks, described, drawing, lists, optiontext, optionword, voicewords
from .dialogue import asked, dialogue_items, qa_items, speakers, turn_items, unspoken
from .answerhints import (emphasised_items, key_name, key_names, left_over, marks_on_options, names_letters,
                          page_answer, result_value, stated_value, unexplained, valued_answer, without_marks, without_orphan_heading)
from .letters import OPTION_LINE, has_squared, squared_letters, upper_letters
from .stemlines import paragraphs, split_options
from .tablerows import whole_rows
from .answer import IMPLIED_OPTIONS, Decision, decide, expected_count, implied_count, negated
from .optionnames import complete_options, quoted_options, told_options
from .analysis_intro import closing_gists, named_subjects, unannounced, with_answer_notes
from .groupnotes import named_parts
from .statedorder import group_stated, order_stated
from .words import keywords
from .stated import SHORT_IS, SHORT_LEAD, SHORT_VALUE, STATED_LINE, states_letters_only
from .statedcount import letter_led
from .keyclause import SHORT_CALLED, named_as_asked, restated_leads, ruled_out, survivors
from .furniture import without_furniture
from .markers import (BELOW_IMAGE, EXPLANATION, FULL, MARKER_LINE, MARKER_TITLES, MARKERS, SELECT, SHORT, find_markers, first,
                      full_start, short_lines, without_copy, without_heading_labels)
from .wrapping import unwrapped
from .rawfile import identity, read_text, source_of
from .phrases import holds_any

#: The end of an answer warning that says what to do, which a review mark's comment says already.
HOW_TO_FIX = re.compile(r"\s*(?:; set|\(check) `answer:`.*$")
# A short sentence opening the explanation that holds letters in parentheses and words parse does not read ("Barobar shen (B) ani
# (D)."): where they are as many as the question asks for, a guess by elimination that leaves others is no answer.
OPENING_LETTERS = re.compile(r"[^\n.!?()]{0,40}?\(([A-H])\)(?:[^\n.!?()]{1,12}\(([A-H])\))?(?:[^\n.!?()]{1,12}\(([A-H])\))?[^\n.!?()]{0,20}[.!]")
OTHERS_WORDS = ("wrong", "incorrect", "other", "not ", "n't", "n’t", "instead", "rather")  # (an analysis of the wrong ones)


@dataclasses.dataclass(frozen=True)
class Parsed:
    """A parsed question and the warnings about it."""

    question: Question
    warnings: tuple[ParseError, ...]


SHORT_GIST = re.compile(r"[(\[]?([A-H])(?:[)\]]?,|[)\]]:?)\s+([^.;:!?\n]{3,60})\.(?:\s|$)")  # (a short explanation led by the answer's letter
# and its gist: "(B), the render product.", "[C] 32 microbatches.")


def parse_file(path: Path, deck_folder: Path | None = None, source: str | None = None) -> Parsed:
    """Parse one raw question file; `source`, its path in the deck folder, is worked out if not given."""
    order, qid = identity(path)
    text = read_text(path)
    if source is None:
        source = source_of(path.resolve(), (deck_folder or path.parent.parent).resolve(), path)
    return parse_text(text, path=path, qid=qid, order=order, source=source)


def parse_text(text: str, *, path: Path, qid: str, order: int, source: str) -> Parsed:
    """Parse a normalised raw text into a Question."""
    text, code = codeblocks.stripped(text)  # (every step reads a code line stripped; the explanations shown get it back)
    lines = without_heading_labels(unspoken(unwrapped(without_furniture(raw := without_copy(text.split("\n")), keep=MARKERS[SELECT], before=MARKERS[SHORT],
                                                 section=MARKER_LINE), raw, MARKER_LINE)))  # (a hard-wrapped page's paragraphs made whole, once its furniture is gone; a transcript's speakers' labels gone)
    if not any(lines):
        raise ParseError("file is empty; expected a question stem followed by the explanation sections", path, 1)
    markers = find_markers(lines, path)
    lines = upper_letters(lines, min(markers.values()))  # ("a) …", "b) ✓": the letters every step reads)
    lines = squared_letters(lines, min(markers.values())) if has_squared(text) else lines  # ("🅰 …", "Why not 🅱?")
    warnings: list[ParseError] = []

    first_marker = min(markers.values())
    stem_lines = lines[:first_marker]
    stem, options = split_options(marks_on_options(stem_lines, OPTION_LINE), path)
    options, marked = without_marks(options)  # ("B. NVIDIA TensorRT   ✓ Correct answer", "A. … ← Your answer")
    if not stem:
        raise ParseError(f"no question stem before '{MARKER_TITLES[first(markers)]}' "
                         f"(line {first_marker + 1}); the text must start with the question", path, 1)

    short = paragraphs(lines[slice(*short_lines(markers, len(lines)))])
    if not short and SHORT in markers:
        raise ParseError(f"'{MARKER_TITLES[SHORT]}' (line {markers[SHORT] + 1}) is followed by no text",
                         path, markers[SHORT] + 1)
    if BELOW_IMAGE in markers and FULL in markers and (stray := paragraphs(lines[markers[BELOW_IMAGE] + 1:markers[FULL]])):
        short = short + "\n\n" + stray
    full_raw = paragraphs(lines[full + 1:]) if (full := full_start(markers)) is not None else ""
    if not full_raw:
        line = len(lines) if full is None else full + 1
        warnings.append(ParseError("no full explanation; the card shows the short explanation only", path, line))

    options, full_raw = (options, full_raw) if options else told_options(full_raw)  # ("The statements on the page were:" / "A. …")
    options = options or quoted_options(full_raw)  # ("1. A — “You can pass a plain Data object …” False. …": the claims quoted)
    full_raw = described.gist_rows(full_raw, options, expected_count(stem)) if "|" in full_raw and len(options) >= 3 else full_raw  # ("Payload can stay unloaded; reference cannot | Holds | …")
    short, full_raw = voicewords.in_plain_words(short, full_raw, len(options), expected_count(stem), negated(stem))  # ('we say "thik" when … correct': "C is thik" read "C is correct")
    full_raw = turn_items(dialogue_items(qa_items(emphasised_items(optionword.as_options(full_raw), options), options)))  # ("**B. X** — …", "Q: … X …?" / "A: …", …)
    lettered = optiontext.with_letters(full_raw, options, expected_count(stem))  # ('The option that says "…" is incorrect …')
    lettered = described.with_letters(lettered, options, expected_count(stem), short, negated(stem))  # ("The claim that … is also wrong.")
    if lettered != full_raw:  # (the voice's marks of the lines they lettered: "Needed — semantic label …: …" made "Option A — Needed. …",
        full_raw = voicewords.counted_plain(lettered, len(options), expected_count(stem), negated(stem))  # "1. Weak GPU entropy: not the cause.")
    result = analysis.analyse(full_raw, negated(stem), expected_count(stem))
    if len(result.correct) > 1 and len(result.correct) > (expected := expected_count(stem)) and negated(stem):
        # ("A — correct as a capability: …" for each of an EXCEPT question's true statements: wrong answers, as "accurate";
        # but one called so in other words than a plain "correct" stays: "So (D) is only one wrong statement")
        kept = set(result.correct) - result.loose if len(result.loose) > 1 else set()
        true = {letter: analysis.pointed_only(why) for letter, why in result.correct.items() if len(kept) > expected or letter not in kept}
        result = dataclasses.replace(result, rationales={**result.rationales, **true},
                                     correct={letter: why for letter, why in result.correct.items() if letter not in true})
    result, gists = _closed(result)  # ("… . So option C it is: cache the dataset …": C's own words; "So we go with D.")
    review: dict[str, str] = {}  # field -> why it needs the maintainer's look
    told: list[ParseError] = []
    page = page_answer(lines[:markers.get(SHORT, first_marker)], options) if options else tuple(sorted({
        letter for line in stem_lines if (key := STATED_LINE.fullmatch(line)) for letter in key.groups() if letter}))  # ("Key: C")
    page = tuple(sorted(set(page or marked) | set(gists) | restated_leads((short, full_raw), options)  # ("B - 2, 1, 3, 4. …")
                        | named_as_asked(short, options, stem) | left_over(full_raw, options)
                        | set(order_stated((short, full_raw), options)) | set(group_stated(full_raw, options, expected_count(stem)))))  # ("cudaEventDisableTiming is the flag.", "The order 2, 1, 3 is right.",
    # "… and that leaves cuStateVec, the GPU state-vector library …")
    decision = _answer(result, options, stem, short, path, (full or 0) + 1, told, review, page)
    answer = decision.answer
    # ("Together, B and D are correct" after lines naming B and D; an answer stated whose item gave no verdict: not wrong)
    answer_items = {letter: why for letter, why in result.rationales.items() if letter in answer}  # (read as wrong, of the answer: shown below)
    if drop := decision.disputed if not answer else set(answer) & result.unmarked & set(result.rationales):
        result = dataclasses.replace(result, rationales={letter: why for letter, why in result.rationales.items() if letter not in drop})
    if not answer or not result.rationales or set(options or _implied(result)) - set(answer) - set(result.rationales) \
            or not all(result.rationales.values()):  # (or a note left empty: "B, D and E are all wrong, each for its own reason:")
        fuller = _rest_reading(result, answer, full_raw, options, stem, short, path, (full or 0) + 1)
        if fuller:
            (result, answer), told = fuller, []
            review.pop("answer", None)
    if not answer and expected_count(stem) == 1 and (valued := valued_answer(options, short) if options else
                                                     stated_value(result.option_names, f"{short}\n\n{result.body}") or result_value(result.option_names, short)):
        answer, told = valued, []  # ("= 10 GiB (about 10.7 GB)" in the short explanation, "B. 10 GiB" an option; "The answer is
        # 12 GiB." over items "12 GiB (D) is in tune — …" of a text that lists no options)
        review.pop("answer", None)
    recall = not answer and not options and not (result.rationales or result.correct or result.option_names) \
        and not names_letters(f"{short}\n\n{full_raw}")
    if recall:  # (no options and no letter anywhere: a recall card, whose answer is its line alone)
        told = []  # (what `_answer` told is only that it could not tell the letter: there is none to tell)
        review.pop("answer", None)
    warnings += told
    short_md, full_md = lists.to_markdown(short), lists.to_markdown(without_orphan_heading(result.body))
    if not options and len(answer) == 1 and answer[0] not in result.option_names \
            and (name := key_name(f"{short}\n\n{full_raw}", answer[0])):  # ("Ans: B (900 GB/s)": the answer's name)
        result = dataclasses.replace(result, option_names={**result.option_names, answer[0]: name})
    if not options and len(answer) > 1 and not set(answer) & set(result.option_names) \
            and (names := key_names(f"{short}\n\n{full_raw}", answer)):  # ("Correct: A, C, E (diagnostics, …)")
        result = dataclasses.replace(result, option_names={**result.option_names, **names})
    result = _closed(result)[0]  # (again, of a fuller reading)
    wrong_names = [name for letter, name in result.option_names.items() if letter not in answer]
    if answer or recall:
        # (words in bold read as words: "what is the **end-to-end request latency** …?", "**5.32 s.** TTFT …")
        one_line, unsure = answertext.answer_line(stem.replace("**", ""), options or result.option_names, answer,
                                                  short_md.replace("**", ""), full_md,
                                                  wrong_names, tuple(note for letter, note in result.rationales.items() if letter not in answer),
                                                  own=" ".join(result.correct.get(letter, "") for letter in answer))
        if states_letters_only(one_line, f"{stem}\n{short_md}\n{full_md}"):  # ("The true one is D.", "The correct ones are A, C and E.")
            one_line, unsure = "", "the only line found names the answer's letters, not what they say"
        elif one_line and any(one_line.startswith(f"{name} ") for name in speakers(full_raw)):  # ("Bikash — say it use …": a turn)
            one_line, unsure = "", "the only line found is a turn of the dialogue"
        elif one_line and letter_led(one_line):  # ("B. The Orin Nano has no PVA, …", "E stands alone and holds water.")
            one_line, unsure = "", "the only line found leads with an option's letter"
        elif one_line and not options and analysis.stated_answers(one_line, set(), negated(stem))[0]:  # ("The statement that does not
            one_line, unsure = "", "the only line found names an option by its letter"  # hold is B: …", on a card that shows no letters)
    else:  # (the answer is left for the maintainer: any line, and the drawing's box, would be a guess)
        one_line, unsure = "", "the answer is not known: set `answer:` first"
    named = complete_options(options, result, answer, one_line, stem, f"{short_md}\n\n{full_md}", review)
    if not named and negated(stem):  # ("All of the following statements are true EXCEPT:" with no statement shown)
        review.setdefault("options", "the question asks for the false statement, and the text lists no statements: add them")
    notes = {letter: reason for letter, reason in sorted(named_parts(result.rationales, options).items())
             if reason and letter not in answer and not asked(reason, full_raw) and not analysis.ROW_CELLS.match(reason)}  # (not on the answer, "(B) GPU" read as an item; no asker's guess ("Sonu: C? …"), no table row)
    drawn, full_md = full_md, with_answer_notes(full_md, [result.correct.get(k) or answer_items.get(k) or result.rationales.get(k, "") for k in answer])  # (the
    # body, its notes apart, is what the drawing reads; the analysis's notes on the answer are shown after it)
    if not notes and full is not None or notes and not answer and len(set(options or _implied(result)) - set(notes)) < expected_count(stem):
        drawn = None if notes else drawn  # (every option called wrong, no note to trust: the drawing reads the analysis too)
        notes, full_md = {}, lists.to_markdown(paragraphs(whole_rows(lines[full + 1:])))  # (or no note read: the analysis is shown as written,
        # whole; not a dialogue without its line on the answer, "Me: Correct, …" after A's)
    if not notes and optiontext.names_by_text(full_raw):  # ('"GPUDirect RDMA is disabled": that would cost …', no letter)
        review["rationales"] = "the analysis names the wrong options by their text, not by their letters"
    elif answer and (left := unexplained(full_raw, [letter for letter in options or _implied(result) or LETTERS[:IMPLIED_OPTIONS]
                                                    if letter not in answer and letter not in notes])):
        review["rationales"] = f"the analysis speaks of {', '.join(left)}, but parse read no note from it"  # ("Kubernetes time-slicing
        # in A just lets …", after "A, C and E all put …": no verdict)
    elif not notes and answer and holds_any(full_raw.lower(), OTHERS_WORDS):  # ("… the other variants. Variant with …": no
        review["rationales"] = "the analysis speaks of the other options, but parse could not tell which note is whose"  # (no letter)
    question = Question(
        id=qid,
        order=order,
        source=source,
        tags=(),
        question=stem,
        options=named,
        answer=answer,
        answer_text=one_line,
        short_explanation=short_md,
        full_explanation=full_md,
        rationales=notes if named else named_subjects(notes, result.option_names),  # ("It shows …": an unlisted option's name)
        infographic=Infographic(),
        review={**review, "answer_text": unsure} if unsure else review,
        path=path,
    )
    problems = markdown_fields_problems(question)  # (the card file must pass `check`: the renderer's limits, at the section's line)
    if problems:
        key, line, message = problems[0]
        start = markers.get(SHORT, markers.get(EXPLANATION, 0)) + 2 if key == "short_explanation" else full + 2 if key != "question" and full is not None else 1
        raise ParseError(f"the {key.split('.')[0].replace('_', ' ')} {message} (line {line} of it, as Markdown)",
                         path, min(start, len(lines)))
    infographic = drawing.propose_infographic(question if drawn is None else dataclasses.replace(question, full_explanation=drawn))
    unsure = drawing.unsure(infographic, bool(question.answer or question.answer_text))
    question = dataclasses.replace(question, infographic=infographic,
                                   review={**question.review, "infographic": unsure} if unsure else question.review)
    if code:  # (the stem and explanations shown keep their code whole: "```" … "```", lines indented four spaces, YAML)
        question = dataclasses.replace(question, question=codeblocks.with_code(question.question, code),
                                       short_explanation=codeblocks.with_code(question.short_explanation, code),
                                       full_explanation=codeblocks.with_code(question.full_explanation, code))
    return Parsed(question, tuple(warnings))


def _closed(result: analysis.Analysis) -> tuple[analysis.Analysis, dict[str, str]]:
    """`result` without a wrong option's closing sentence that states the answer, its gist the answer's own words
    (`closing_gists`), and {each letter so stated: its gist, or ""}."""
    notes, gists = closing_gists(result.rationales)
    return (dataclasses.replace(result, rationales=notes, correct={**{k: v for k, v in gists.items() if v}, **result.correct})
            if gists else result), gists


def _answer(result: analysis.Analysis, options: dict[str, str], stem: str, short: str, path: Path, line: int,
            warnings: list[ParseError], review: dict[str, str], page: tuple[str, ...] = ()) -> Decision:
    """The decision on the answer (`answer.decide`: its letters, and those the text states that the analysis calls wrong), with a
    warning and a review mark when the text does not tell them; `page`: the letters a page's answer line under the options states."""
    kept = survivors(result.rationales) if not negated(stem) else set()  # ("… plate is the only one that survives the taste test.")
    wrong = set(result.rationales) - kept | (ruled_out(result.body) if " is " in result.body and not negated(stem) else set())  # ("D is out.")
    if options and not wrong <= set(options):
        warnings.append(ParseError(f"the analysis names {', '.join(sorted(wrong - set(options)))}, which is "
                                   f"not among the options ({', '.join(options)})", path, line))
    stated, mentioned = analysis.stated_answers(f"{short}\n\n{result.body}\n\n{result.intro}", wrong, negated(stem), "\n".join(result.rationales.values()), stem)
    if (lead := SHORT_LEAD.match(short) or SHORT_IS.match(short) or SHORT_VALUE.match(short) or not negated(stem) and SHORT_CALLED.match(short)) \
            and (lead[1] in options if options else wrong or lead.re is SHORT_VALUE or lead.re is SHORT_IS):  # ("A. Rule of …", "D, 32 GPUs.", "D is the sweet-water well.")
        stated = tuple(sorted({*stated, lead[1]}))
    elif (lead := SHORT_GIST.match(short)) and lead[1] in options and keywords(lead[2]) & keywords(options[lead[1]]):
        stated = tuple(sorted({*stated, lead[1]}))  # ("(B), the render product. It pairs …": the letter and its option's words)
    if options and set(stated) - set(options) and set(stated) & set(options):  # (a letter no option has is a word's: "… the first
        stated = tuple(letter for letter in stated if letter in options)  # letter is h.", "The answer is c, dDFI.", KW 6904)
    stated = tuple(sorted(left)) if len(stated) > expected_count(stem) and len(left := set(stated) - (wrong & result.judged)) == expected_count(stem) \
        else stated  # ("Answer: C …", then a learner's "That's option D." an item judges wrong: "D is the wrong order, lad.")
    wrong -= result.unmarked & (set(stated) | set(result.correct))  # ("Answer: A", and "Option A describes buying …" says no verdict)
    decision = decide(options=tuple(options), wrong=wrong, named=set(result.option_names),
                      stated=tuple(sorted(set(stated) | set(result.correct) | set(page) | kept)), mentioned=mentioned,
                      expected=expected_count(stem), loose=result.verdictless | unannounced(result.rationales, result.judged, result.intro, tuple(options)), notes=result.rationales)
    opening = OPENING_LETTERS.match(result.intro or result.body) if decision.answer and not (stated or result.correct or page) else None
    if opening and (said := {letter for letter in opening.groups() if letter}) != set(decision.answer) and len(said) == expected_count(stem):
        decision = Decision((), f"cannot tell the answer: the explanation opens with {', '.join(sorted(said))} in words parse does not "
                                f"read, and the analysis leaves {', '.join(decision.answer)}; set `answer:` in the YAML by hand")
    if decision.problem:
        warnings.append(ParseError(decision.problem, path, line))
        review["answer"] = HOW_TO_FIX.sub("", decision.problem)
    return decision


def _implied(result: analysis.Analysis) -> str:
    """The letters of the options a text that lists none implies (see `answer`)."""
    return LETTERS[:implied_count(set(result.rationales), set(result.option_names))] if result.rationales else ""


def _rest_reading(result: analysis.Analysis, answer: tuple[str, ...], full: str, options: dict[str, str], stem: str,
                  short: str, path: Path, line: int) -> tuple[analysis.Analysis, tuple[str, ...]] | None:
    """When the analysis leaves the answer or some notes open: the reading of a section an intro announces
    as about the wrong options (`analysis.rest_reading`) and the answer it gives, if it tells one with no
    warning (none contradicts a stated answer) and agrees with the answer told so far, or calls that one wrong (a letter
    only mentioned, "the option B, restart switches, this is not needed …"); else None."""
    fuller = analysis.rest_reading(full, result, negated(stem))
    if fuller is None:
        return None
    told: list[ParseError] = []
    fuller_answer = _answer(fuller, options, stem, short, path, line, told, {}).answer
    if told or not fuller_answer or (answer and fuller_answer != answer and not set(answer) <= set(fuller.rationales)):
        return None  # (another answer only where the section calls the one told so far wrong: it was a mere mention)
    if not options and LETTERS.index(max(fuller_answer)) >= implied_count(set(fuller.rationales),
                                                                           set(fuller.option_names)):
        return None  # (every implied option called wrong: the answer past them may be an item misread)
    return fuller, fuller_answer
