"""The one-line answer: the option's text when the text gives it, else the sentence that states it.

Sentences of the short and the full explanation (list items too, and a list's intro with its items'
labels) are scored by what they say: the stem's keywords they repeat (the question sentence's count
most), the words with which these texts state an answer ("that's why", "is designed for"), the
subject the explanations keep coming back to, and, against them, the names of wrong options, chatty
analogies and background ("Understanding this is crucial"). Never by position. The best line that reads
alone (`answerform`) and gives what the question asks for (`answerkind`, `answerpick`) is the answer; with
none, or one that may be true but not the answer (`answersure`), the line is left empty with the reason.
"""
from __future__ import annotations

import itertools
import re

from . import answerform as form, answerkind, answerlead
from .answer import excepted, negated
from .answerkind import lowered
from .analysis_intro import REPORTED
from .analysis import MENTIONED  # noqa: F401 (MENTIONED: callers import it from here)
from .answerwording import ASCII_FOLDS, BACKGROUND, CUES, _background, _cued, _mentioned, _of_doer, astray, restates  # noqa: F401 (tests read them here)
from .answerpair import compared, compares, one_side, pair_of, parallel, side_by_side
from .answernot import corrected
from .answerother import retold
from .answeroptions import from_options
from .answercandidates import Candidate, answer_candidates
from .answerpick import Lines, joined
from .answersure import LEANS, one_of_several
from .drawing_lines import has_verb
from .drawing_nofact import simile
from .phrases import capitalise, holds_any, sentences, starts_named, word_count
from .words import keywords, topic_words  # noqa: F401 (topic_words: callers import it from here)

BECAUSE, BECAUSE_WORDS = re.compile(r"\b(?:because|so that|as a result|which is why|means|since|due to)\b"), (
    "because", "so that", "as a result", "which is why", "means", "since", "due to")  # (read lowered; looked for first)
# NUMBER and NAME start with their first letter's class and a look-behind for the word boundary (= a leading \b): the search skips to that class (~2x faster).
NUMBER = re.compile(r"\d(?<!\w.)\d*(?:\.\d+)?\b")
CHATTY = re.compile(r"\b(?:you|your|we)\b")
OPTION_WORDS = re.compile(r"\b(?:answers?|questions?|options?|statements?|choices?)\b", re.I)  # (a verdict, no correction)
WHY, WHY_WORDS = re.compile(r"\bwhy\b|\breason\b|\bexplains?\b", re.I), ("why", "reason", "explain")
QUESTION_WORDS = re.compile(r"^(?:which|what|why|how|when|where|who)\b", re.I)
NAME = re.compile(r"[A-Z](?<!\w.)(?:[A-Za-z0-9]*[A-Z0-9][A-Za-z0-9-]*|[a-z]+[A-Z][A-Za-z0-9]*)\b")
POINTS_BACK = re.compile(r"^(?:That|This)(?:'s|’s| is) why\b", re.I)
COMPARATIVE = re.compile(r"\b(?:than|whereas|while|unlike|a fraction of|versus|vs\.?)\b|\w+er than\b", re.I)
# (searched only where one of its words is: most sentences have none)
SUPERLATIVES = ("most", "least", "largest", "smallest", "highest", "lowest", "fastest", "slowest", "best", "biggest", "greatest")
SUPERLATIVE = re.compile(r"\b(?:" + "|".join(SUPERLATIVES) + r")\b")
RESTATES = re.compile(r"^(?:That|This)(?:'s|’s| is)\s+(?:exactly\s+|precisely\s+)?(?:the|what)\b", re.I)
ANAPHORA = re.compile(r"^(?:This|That|These|Those|It|Its|They|Their|Such|Here)\b(?!\s*(?:is|'s|’s)\s+why)", re.I)
ANAPHORA_FIRST = "TtIiSsHh\u0130\u0131\u017f"  # (what its words start with under re.I: ASCII_FOLDS too; POINTS_BACK's and RESTATES', "Tt")
SUBJECT = re.compile(r"^(?:(?:In|On|With|For|During)\s[^,]{1,40},\s+)?(.{2,60}?)\s+(?:is|are|was|were|provides?|"
                     r"gives?|lets?|connects?|implements?|uses?|needs?|requires?|runs?|moves?|creates?|makes?)\b")
# "During standard training, …", "In a normal all-reduce, …", "A healthy setup logs …": the baseline the answer changes, never the answer.
BASELINE = re.compile(r"(?:During|In|With|For|Under|On)\s+(?:an?\s+|the\s+)?(?:standard|normal|regular|conventional|"
                      r"traditional|typical|ordinary|plain|vanilla|default|classic|usual|healthy|working)\b"
                      r"|(?:An?|The)\s+(?:healthy|working|correctly\s+configured|properly\s+configured)\s+[\w-]+\s+(?!is\b)[a-z]+", re.I)
FIRST = re.compile(r"\bfirst\b", re.I)
LIKELY = 8  # weighed for their wording too


def answer_text(stem_text: str, options: dict[str, str], answer: tuple[str, ...], short: str, full: str,
                wrong_names: list[str], rationales: tuple[str, ...] = ()) -> str:
    """One line that states the answer (see `answer_line`), or "" when parse is not sure of one."""
    return answer_line(stem_text, options, answer, short, full, wrong_names, rationales)[0]


def answer_line(stem_text: str, options: dict[str, str], answer: tuple[str, ...], short: str, full: str,
                wrong_names: list[str], rationales: tuple[str, ...] = (), own: str = "") -> tuple[str, str]:
    """(the line, "") or ("", why parse left it for the maintainer). `options` holds only option texts
    the raw text gives; the wrong options' rationales often name the answer ("… lacks MIG's isolation");
    `own`: what the analysis says of the answer itself (to "Which is NOT true?", how the false one is wrong)."""
    asked, everything = answerkind.asking_sentence(sentences(stem_text.replace("\n\n", " "))), f"{short}\n\n{full}"
    wrong_names = name_forms(wrong_names)  # ("the flag -c" is "the -c flag" too)
    asks, listed = "negative" if excepted(stem_text) else answerkind.kind(asked, len(answer)), answer and all(letter in options for letter in answer)
    if asks == "negative" and own and len(answer) == 1:
        # ("D – FALSE, … The Arm …": its correction; never "No LID, no traffic.", "Not as described; volatile, …", an image: `astray`)
        if line := next((line for sentence in sentences(own) if sentence[:1] not in "\"“" and (line := form.fitted(sentence))  # (not its option's quoted claim)
                         and form.NEGATION.search(line, line.find("; ", 0, 30) + 1 if line[:4] == "Not " else 0)
                         and answerlead.VERB.search(line) and not OPTION_WORDS.search(line)
                         and not any(name.lower() in line.lower() for name in wrong_names) and not (answer[0] in options and (astray(line, options[answer[0]]) or restates(line, options[answer[0]])))), ""):
            return line, ""
    if listed and asks != "negative":  # (never the false statement's own words, to a question the asking sentence hid: its
        # code run into "All of the following … are true EXCEPT:", KL 6682)
        if len(answer) == 1 and word_count(options[answer[0]]) >= 8 and negated(stem_text):
            return "", "the answer is a false statement, and its option's words would say it as true"
        return from_options([options[letter] for letter in answer], stem_text, asked, everything)
    candidates = answer_candidates(short, full)
    if listed:  # "Which is NOT true?": the option is false
        return corrected(" ".join(options[letter] for letter in answer), candidates, stem_text, wrong_names)
    said, text = answerlead.stated(short, asked, asks, full)  # ("The appropriate component is …", "All-to-all.")
    if not said and asks != "negative" and (text := answerlead.option_said(full, answer)):
        said = "line"  # ("Hence, the option stating that the command runs … is correct.": what it says)
    if said == "false":
        return corrected(text, candidates, stem_text, wrong_names)
    line = form.fitted(text, answers_in_kind=True, asked=keywords(asked)) if said else None
    if line and not any(name.lower() in line.lower() for name in wrong_names) and not simile(line) and not retold(line):
        return line, ""
    if said == "line" and line is None and word_count(text) > form.MAX_WORDS:  # (no other sentence is the answer it states)
        return "", "the answer the text states is too long for one line"
    if own and len(answer) == 1 and not listed and asks != "negative" and (line := _own_line(own, wrong_names)):
        return line, ""  # ("C — Correct! ReduceScatter sums across all ranks and leaves …": the analysis says the answer)
    if not listed and "command" in asked.lower() and (line := answerlead.command_said(short, full, wrong_names)):
        return line, ""  # ("Which command …?" with the wrong ones named by their commands: the one command left)
    if not candidates:
        return "", "no sentence states the answer"
    scored = _scores(stem_text, candidates, everything, wrong_names, answer, rationales)
    order = sorted(range(len(candidates)), key=lambda i: -scored[i])
    topic = topic_words(stem_text, everything, wrong_names)
    lines = Lines(candidates, stem_text, wrong_names, asks, topic, asked, everything, answer, rationales)
    pair = pair_of(asked) or (pair_of(stem_text) if compares(asked) else None)  # "between these two", "the two form factors"
    if pair:
        # Two things compared: one sentence that compares them, else the best sentence on each.
        first, second = pair
        both = [i for i in order if keywords(candidates[i].text) & first and keywords(candidates[i].text) & second
                and COMPARATIVE.search(candidates[i].text) and lines[i] and not retold(lines[i]) and keywords(lines[i]) & first
                and keywords(lines[i]) & second]  # (its line compares both, no option's claim: not "The first reading, A, said …")
        each = parallel(candidates, scored, order, first, second)
        if both and (None in each or scored[both[0]] >= max(scored[i] for i in each)) and not one_side(lines[both[0]], pair):
            return lines[both[0]], ""
        if None not in each:
            halves = [lines.fit(i, form.MAX_WORDS // 2) for i in each]
            together = joined(halves) if all(halves) else ""
            if together and together != halves[0]:
                return together, ""
            both = [i for i in both if not _background(candidates[i].text.lower())]
            names = compared(stem_text) if not both else None
            line = side_by_side((candidates[each[0]].text, candidates[each[1]].text), names) if names else ""
            if line or not both:
                return line, "" if line else "the two things compared do not fit on one line"
        if both and not one_side(lines[both[0]], pair):  # (its line cut to one side is half the answer)
            return lines[both[0]], ""
    # The sentence after the key stated alone (of the topic: not "Now I explain slowly."), then one in the question's own words ("… the
    # most likely cause is …") first; lines made only as far as needed (the first that fits); "… FIRST?": a list's later steps after it.
    first, figured = FIRST.search(asked), lines.figured(order)  # (figured: "Power draw is 412.75 W.", to a number)
    likely = [i for i in (order if lines.figure else order[:LIKELY])  # (a figure the line must give: any sentence)
              if not BASELINE.match(candidates[i].text) and (candidates[i].step <= 1 or not first)]
    keyed = [i for i in order if candidates[i].after_key and candidates[i].text[:1].isalnum() and keywords(candidates[i].text) & (topic | lines.question)][:1]
    echoes = keyed + [i for i in dict.fromkeys(figured + likely) if i not in keyed and (i in figured or lines.echo(candidates[i].text))]
    # "The payoff is …": the benefit; "The reason is …", "No SM is running": the cause; "Give X for Y." opening `short`: the step
    said = (form.BENEFIT_LEAD,) if asks == "benefit" else (form.CAUSE_LEAD, form.ABSENCE) if asks == "cause" else ()
    if said:
        echoes = [i for i in order if any(named.match(candidates[i].text) for named in said)] + echoes
    echoes = [0] + echoes if asks == "action" and short and len(candidates[0].text.split()) <= 10 and form.ACTION_LINE.match(candidates[0].text) else echoes
    fitting = (i for i in echoes + [i for i in likely if i not in echoes] if lines[i] and lines.fits_kind(i) and not of_wrong(candidates[i].text, wrong_names)
               and not (candidates[i].text[:1] in "\"“" and QUOTE_LED.match(candidates[i].text)))  # (nor what a quoted option does: '"None on the A100, …" treats …')
    chosen = list(fitting) if len(answer) > 1 else list(itertools.islice(fitting, 1))
    if chosen and candidates[chosen[0]].background:  # (the best is background its writer labels so: only a line the key leads, if any)
        rest = (i for i in (chosen if len(answer) > 1 else fitting) if not candidates[i].background)
        chosen = list(rest) if len(answer) > 1 else list(itertools.islice(rest, 1))
        if not chosen or not candidates[chosen[0]].led:
            return "", "the best sentence is one the text calls background"
    unsure = lines.doubt(chosen[0] if chosen else -1)  # (no line, or the best may be true but not the answer)
    if unsure == LEANS and len(answer) == 1 and (second := next(fitting, None)) is not None \
            and scored[second] >= 0.8 * scored[chosen[0]] and not lines.doubt(second):
        chosen, unsure = [second], ""  # ("NVIDIA DALI fixes this by …": the next as good, "NVIDIA DALI is a … library")
    if unsure:
        return "", unsure
    if len(answer) > 1:
        # Two answers: the best sentence (not when it was cut before the next answer: another sentence's
        # line would not be it), and the best that says something else as well.
        if one_of_several(lines[chosen[0]], candidates[chosen[0]].text):
            return "", "the question asks for several answers and the line gives one"
        rest = [i for i in chosen[1:] if len(keywords(lines[i]) - keywords(lines[chosen[0]])) >= 3][:1]
        if len(answer) > 2:  # (two lines give two answers at most, and which sentence names a third is not known)
            return "", f"the question asks for {len(answer)} answers and no line is known to give each"
        halves = [lines.fit(i, form.WANT_WORDS // 2 + 2) for i in chosen[:1] + rest]
        together = joined(halves) if len(halves) == 2 and all(halves) else ""
        if together and together != halves[0]:  # (`joined` gives the first alone where the two do not read as one)
            return together, ""
        return "", "the question asks for two answers and no two short lines give them"  # (one would be half the answer)
    return ("", "the line gives one of the two things compared") if pair and one_side(lines[chosen[0]], pair) else (lines[chosen[0]], "")


def of_wrong(sentence: str, wrong_names: list[str]) -> bool:
    """Whether `sentence` opens with a wrong option's name, its subject ("The -c flag sets the chunk size only in …")."""
    lower = sentence.lower()
    return any(lower.startswith(name) or lower.startswith("the " + name) for name in
               (name.lower().removeprefix("the ") for name in wrong_names) if name)


QUOTE_LED = re.compile(r"[\"“][^\"“”\n]{3,160}[\"”]:?\s+(?:forgets|treats|assumes|confuses|mixes|overlooks|misses|swaps|mistakes|ignores|"
                       r"lets|counts|reverses|leaves\s+out|gets\s+(?:it|the)\b)")  # (what a quoted option gets wrong: '"None on …" treats 100 KB as …')
# A name that is a flag and its word ("the flag -c", "the -c flag"): said either way round.
FLAG_NAME = re.compile(r"(?:the\s+)?(?:(?P<kind>flag|switch|option)\s+(?P<code>--?[\w-]+)|(?P<code2>--?[\w-]+)\s+(?P<kind2>flag|switch|option))", re.I)


def name_forms(names: list[str]) -> list[str]:
    """`names` and, for each that is a flag and its word, the other order ("the flag -c": "-c flag" too)."""
    return [*names, *(f"{match['code']} {match['kind'].lower()}" if match["code"] else f"{match['kind2'].lower()} {match['code2']}"
                      for name in names if (match := FLAG_NAME.fullmatch(name.strip())))]


GIST_WORDS = 8  # (the most words of a name the analysis gives the answer: "Insufficient cooling / GPU overheating")


def _own_line(own: str, wrong_names: list[str]) -> str:
    """The first sentence of what the analysis says of the answer, as a line that reads alone and claims something
    or, alone, names the answer in a few words ("B correct, insufficient cooling / GPU overheating.")."""
    own = own[said.end():] if (said := REPORTED.match(own)) else own  # ("Said RoCEv2 packets …": the claim it retells)
    first = capitalise(sentences(own)[0]) if own.strip() else ""
    line = form.fitted(first) if first else None
    named = line is not None and first == own.strip() and 2 <= len(line.split()) <= GIST_WORDS and line[:1].isalpha()
    return line if line and (named or has_verb(line)) and not OPTION_WORDS.search(line) \
        and not any(name.lower() in line.lower() for name in wrong_names) else ""


def _scores(stem_text: str, candidates: list[Candidate], everything: str, wrong_names: list[str],
            answer: tuple[str, ...], rationales: tuple[str, ...] = ()) -> list[float]:
    asked = [s for s in sentences(stem_text.replace("\n\n", " ")) if s.endswith("?") or QUESTION_WORDS.match(s)]
    question = keywords(" ".join(asked[-1:]))
    context = keywords(stem_text) - question
    said = " ".join(asked)
    lower = lowered(said)  # (WHY searched only where its words are; SUPERLATIVE is read lowered)
    why = (not lower or holds_any(lower, WHY_WORDS)) and WHY.search(said) is not None
    superlative = holds_any(said.lower(), SUPERLATIVES) and SUPERLATIVE.search(said.lower()) is not None
    named = NAME.findall(" ".join(asked[-1:]))
    numbers = set(NUMBER.findall(stem_text))
    topic = topic_words(stem_text, everything, wrong_names)
    subjects = topic | (question - {"gpu", "nvidia"})
    # Names the rationales mention past their own subject, that the stem does not: what they compare with.
    stem_names = set(NAME.findall(stem_text))
    referenced = {n for r in rationales for words in (r.split(" ", 3),) for n in NAME.findall(words[-1])
                  if n not in stem_names and n not in words[:3]}  # (each rationale split once)
    # What every sentence shares with the stem and the explanations' subject (set operations, cheap) ...
    scores = [0.0] * len(candidates)
    for index, candidate in enumerate(candidates):
        words = keywords(candidate.text)
        # The question sentence's words count most; the scenario's only up to a point (one that retells it is no answer).
        shared = len(words & context)
        scores[index] = (3.0 * len(words & question) + min(4, shared) + 0.5 * max(0, shared - 4)
                         + 2.0 * candidate.led + 1.5 * min(3, len(words & topic)))
    # ... then the wording, for the likeliest sentences and those a "That's why" points back from.
    likely = set(sorted(range(len(candidates)), key=lambda i: -scores[i])[:LIKELY])
    for index, candidate in enumerate(candidates):
        sentence = candidate.text
        if candidate.previous >= 0 and sentence[:1] in "Tt" and (why and POINTS_BACK.match(sentence) or RESTATES.match(sentence)):
            # "That's why …" after the reason, "That's the isolation the team asks for" after the answer: the sentences before say it.
            scores[candidate.previous] += 2.5
            likely.add(candidate.previous)
            if candidates[candidate.previous].previous >= 0:
                scores[candidates[candidate.previous].previous] += 1.5
                likely.add(candidates[candidate.previous].previous)
        elif index in likely:
            lower = sentence.lower()  # (the cue patterns are lower case: no case-insensitive search)
            scores[index] += 1.5 * _cued(lower) + (1.0 if why and holds_any(lower, BECAUSE_WORDS) and BECAUSE.search(lower) else 0.0)
    wrong_lower, answer_letters = [name.lower() for name in wrong_names], set(answer)
    for index in likely:
        sentence = candidates[index].text
        lower = sentence.lower()
        score = 2.0 * len(numbers & set(NUMBER.findall(sentence))) if numbers else 0.0
        # A sentence about what the question names, starting with it ("What is the role of NVSwitch?").
        score += 2.5 * bool(named and starts_named(sentence, named))
        subject = SUBJECT.match(sentence)
        if subject:
            score += 2.0 * bool(keywords(subject[1]) & subjects)
            score += 1.0 * bool(set(NAME.findall(subject[1])) & referenced)
        letters = _mentioned(sentence, lower)
        score += 3.0 * bool(letters & answer_letters) - 2.0 * bool(letters - answer_letters)
        score -= 2.0 * sum(name in lower for name in wrong_lower)
        score -= 2.0 * _background(lower) + 1.0 * bool(("you" in lower or "we" in lower) and CHATTY.search(lower)) \
            + _of_doer(lower, subject[1] if subject else "", said)  # (to "What does X provide?": X's own doing)
        count = word_count(sentence)
        score -= 3.0 * (count < 6) + 0.08 * max(0, count - 35)
        score += 2.0 * bool(superlative and holds_any(lower, SUPERLATIVES) and SUPERLATIVE.search(lower))
        score -= 2.0 * bool(sentence[:1] in ANAPHORA_FIRST and ANAPHORA.match(sentence))
        scores[index] += score
    return scores
