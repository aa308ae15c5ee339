"""Which candidate sentence becomes the one-line answer (`answertext` weighs them): each made into a
line that reads alone (`answerform.fitted`), kept only when it gives what the question asks for (a
thing's name, a number, a step to take …); the options' own texts when the raw text lists them.
"""
from __future__ import annotations

import re
from functools import cached_property

from . import answerform as form
from . import answersure as sure
from .answerother import wrong_figure
from .answerkind import in_asked_unit, lowered
from .phrases import holds_any, sentences, word_count
from .words import keywords

LETTER_ASIDE = re.compile(r",\s*\(?\b(?:option|choice|answer)\s+\(?[A-H]\)?\s*,\s*", re.I)
# "…, option B, fixes that": the letter means nothing to a learner who never saw the options.
SETTING = re.compile(r"(--?[\w.-]+)=([\w.]+)")  # (a flag and its value: "--cpus=2.5")
PAREN_LETTER = re.compile(r"\(([A-H])\)|\b(?:[Oo]ption|[Cc]hoice)\s+([A-H])\b")  # (an option by its letter: "3650 days (B)", "Option D says …")
LETTER_REFERENCE = re.compile(r",?\s*\(?\b(?:option|choice|answer)\s+\(?[A-H]\)?(?![\w-])\)?(?=\s*[,:;.)]|\s)", re.I)
CODE_LINE = re.compile(r"(?:[a-z_][\w.]*(?:,\s*[a-z_][\w.]*)*\s=\s)?[a-z_][\w.]*\([^()]*\)(?:\s+#.*)?\.?$")  # (a call, its result named or not)
LEFT_COMMA = re.compile(r"[:;(]\s*,")
COPULA_LEFT = re.compile(r"\b(?:is|are|was|were)\s*[,.;]")  # (a letter that was the complement: "… is option D, which …")
# ", nearly three times the figure given in the option,": an aside about what an option says.
OPTION_ASIDE = re.compile(r",\s+[^,;.]*?\b(?:in|by|of)\s+the\s+(?:option|statement|choice|question)\b[^,;.]*(?=[,;.]|$)",
                          re.I)
# (LETTER_ASIDE's and LETTER_REFERENCE's words, and OPTION_ASIDE's nouns: one is in each match, lower case)
LETTER_WORDS, ASIDE_NOUNS = ("option", "choice", "answer"), ("option", "statement", "choice", "question")
OPTION_SUBJECT = re.compile(r"(?:options?|choices?)\s+\(?[A-H]\)?(?![\w-])", re.I)
LETTER_LED = re.compile(r"\(?([A-H])\)?(?:,|\s+[—–-]|\s+(?:says|claims|states|suggests))\s")  # ("A, 2.45 GB/s — the one who drops a zero …": a wrong option's item;
# not "A: …", a Q&A's answer)
DIGIT = re.compile(r"\d")
CONDITIONAL = re.compile(r"(?:if|unless|should)\s", re.I)  # ("If the file system cannot give 24.5 GB/s, …": a condition, not the figure)
# A number standing alone ("Xid 95", "32 GPUs"; not the 7 of "ConnectX-7")
NAMED_WORD = re.compile(r"(?<![\w.=-])\d[\d.]*(?![\w-])")  # (not a setting's value: "NCCL_IB_DISABLE=1")
# A command alone, with a flag or a setting ("sbatch --nodes=1 --gres=gpu:8 train.sh"; not "dcgmi diag -r 3 to run …"), or
# after sudo ("sudo nvsm dump health")
COMMAND_OPTION = re.compile(r"[a-z][\w.+-]*(?=.*(?:\s--?[A-Za-z]|\S=\S)|(?<=^sudo)\s)(?:\s+(?!(?:to|the|a|an|and|or|for|with|of|in|on|then|so|that|"
                            r"which|it|is|are)\b)(?:--?[\w-]+(?:=\S+)?|\S*[=/.<>$:]\S*|\d[\w.,]*|[a-z][\w,-]*|&&|\|))+")  # (and "nvq++ … mgpu,fp64 … && mpiexec …")
AUXILIARY = re.compile(r"\b(?:is|are|was|were|has|have|had|does|do|did|can|cannot|will|would|must|should|may|might)\b")
# A subject of a few words around a quotation: 'The error "Invalid generic resource specification" is …'.
QUOTED_LEAD = re.compile(r"^(?:[\w-]+\s+){0,4}[\"“]([^\"”]{4,120})[\"”]")
# A step ordered by a verb any object may follow ("Run ibv_devinfo inside the container, …"): never a cause.
STEP_VERB = re.compile(r"^(?:Run|Check|Make\s+sure|Ensure|Verify|Confirm|Install|Restart|Reset|Reboot|Drain|Look\s+for|Try|"
                       r"Enable|Disable|Update|Upgrade|Replace|Collect|Reseat|Rerun|Re-run)\s+(?=\S)")
LATER = re.compile(r"\b(?:for|in) production\b|\blong[- ]term\b|\bgoing forward\b|\bin (?:the )?future\b|\bnext time\b"
                   r"|\bto (?:prevent|avoid) (?:this|it|a repeat)\b", re.I)
MEANS = re.compile(r"(?:\s+followed\s+by\s+[\"“][^\"”]{1,80}[\"”])?\s+(?:means|tells\s+you|shows)\b")
# "After fixing the configuration, the administrator restarts …": a step of the remedy, not the cause.
STEP_AFTER = re.compile(r"(?:After|Before|Once|Having)\s+[a-z]+ing\b")
# "Training jobs often use far more memory than expected": a tendency of a kind of thing, not this case's cause.
TENDENCY = re.compile(r"^(?:[\w-]+\s+){1,4}(?:often|frequently|commonly|usually|typically|tend to|generally)\s+[a-z]+")
DEFINITE_SUBJECT = re.compile(r"The\s+([a-z][\w-]*)\s+(?:is|are|was|were|has|have|can|does|lets|makes|runs|uses)\b")
# "In what order …", "Correct sequence of the steps?": one step of a numbered list is not the answer.
FLAG_ASKED, FLAG = re.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+){0,2}flags?\b", re.I), re.compile(r"(?<![\w-])--?[A-Za-z]")
# "Which nvidia-smi command …?": a line that names no command, file or flag (a word in code's form) tells what, not which command
COMMAND_ASKED = re.compile(r"\b(?:which|what)\s+(?:[\w-]+\s+){0,2}command\b", re.I)
CODE_WORD = re.compile(r"`|(?<![\w-])--?[A-Za-z]|(?<![\w./-])[a-z][\w]*[-_./][\w./-]*[a-z0-9]")
ORDER_ASKED = re.compile(r"\b(?:which|what|correct|right|proper|best|the)\s+(?:[\w-]+\s+)?order\b(?!\s+to\b)|\bsequence\b", re.I)  # (not "for this order", "in order to")
SEQUENCE = re.compile(r"\b(?:then|first|next|after|before|followed by|finally)\b|->|→|>|,.*,", re.I)  # (an order)
# An order written as its steps' labels ("2, 4, 3, 5, 1", "R – S – U – P", "I → II → III"), and a label in it.
ORDER_RUN = re.compile(r"(?<![\w.])(?:\d|[IVX]{1,4}|[P-Z])(?:[ \t]*(?:,|→|->|–|—|-|>)[ \t]*(?:and[ \t]+)?(?:\d|[IVX]{1,4}|[P-Z])(?![\w.])){2,}")
RUN_LABEL = re.compile(r"\d|[IVX]{1,4}|[P-Z]")
# A count asked for and given as a bare number: "How many DGX H100 systems …", "the maximum number of H100 GPUs …"
# (the counted noun phrase, a few words ending in a plural).
BARE_COUNT = re.compile(r"(?:about\s+|~)?\d[\d,]*")
COUNTED_NOUN = re.compile(r"\b(?i:how\s+many|number\s+of)\s+((?:[\w.+/-]+\s+){0,4}?[A-Za-z0-9.+/-]*[A-Za-z]s)\b(?!\s+of\b)")
BRIEF = re.compile(r",\s+(?:for example|e\.g\.|such as|including)\s|(?<=[A-Za-z0-9])" + "".join(
    rf"(?<!\b{verb})" for verb in "requires needs means ensures shows says states indicates suggests implies assumes "
                                  "confirms verifies checks guarantees".split())  # (not a verb's "that" clause:
                   + r"(?:,\s+(?:that|which)|\s+which)\s+(?!is\b|are\b)|,\s+(?:so|and|but)\s")  # "requires | that no process …"; a
# restrictive "that" defines its noun: "the number of result elements | that failed the check" is no brief)
REASON_ONLY = re.compile(r"^(?:Because|Since)\s+(?=\S)")
FIGURED_WORDS = 12
COUNT_ASKED = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b", re.I)
# A figure and its unit ("10.2 kW", "900 GB/s", "2 TB", "35 °C", "4,352 bytes", "165 minutes": KX 6938).
VALUE = re.compile(r"(?<![\w.])(\d[\d,]*(?:\.\d+)?)\s*(°C|°F|%|bytes|(?:minute|second|hour)s?|[A-Za-z]{1,4}(?:/s)?)(?![\w/])")
# A figure given as a result: "… × 2 bytes = 140 GB", "about 140 GB", "roughly 41 kW".
RESULT = re.compile(rf"(?:[=≈~]|\b(?:about|roughly|approximately|around|nearly|totals?|comes to)\s)\s*{VALUE.pattern}", re.I)


# A figure beside an option's letter: "C, 16 GiB", "D is 2 GiB", "(B) = 32 GiB", "A (8 GiB)".
LETTER_VALUE = re.compile(rf"(?<![\w(])\(?(?P<letter>[A-H])\)?(?:,\s+|\s+\(|\s+is\s+|\s*[=:]\s*){VALUE.pattern}")
TOTAL, EACH = (re.compile(r"\b(?:total|aggregate|overall|combined|in all|altogether)\b|=", re.I),
               re.compile(r"\beach\s+(?!other\b)[a-z][\w-]*|\bper\s+(?:link|port|lane|direction|drive|disk)\b", re.I))


def joined(lines: list[str]) -> str:
    """Answer lines as one, "; " between them ("…; the license includes …")."""
    parts = [line.rstrip(".") for line in lines]
    parts[1:] = [p[:1].lower() + p[1:] if re.match(r"(?:The|A|An|Each|Every|All|Both)\s", p) else p for p in parts[1:]]
    line = "; ".join(parts) + "."
    return line if not form.reads_alone(line) else lines[0]


def _points_back(sentence: str, previous: str) -> bool:
    """"… NVLink-C2C, a chip-to-chip link … . The link is cache-coherent": a sentence whose subject is "the"
    and a noun the sentence before introduced with "a"/"an" means that one; alone, "the link" is unknown."""
    subject = DEFINITE_SUBJECT.match(sentence)
    return bool(subject) and re.search(rf"\b(?:a|an)\s+(?:[\w-]+\s+){{0,3}}{re.escape(subject[1])}\b", previous,
                                       re.I) is not None


def step_action(item: str) -> str:
    """A list's item as the action it orders: "Protect the workload and the scheduler. Drain the node so Slurm stops
    placing jobs there. Same idea in K8s: cordon." -> "Drain the node so Slurm stops placing jobs there." (a short
    label first, then the order); the item as it is otherwise."""
    parts = sentences(item) if ". " in item else ()
    if len(parts) >= 2 and word_count(parts[0]) <= 6 and form.IMPERATIVE.match(parts[1]) and word_count(parts[1]) >= 5:
        return parts[1]
    return item


def unit_key(unit: str) -> str:
    """A unit as figures compare it: in lower case, but where it counts bits or bytes ("24.5 Gb/s" is not "24.5 GB/s"); a
    time's word as its symbol ("80 seconds" is "80 s", "165 minutes" "165 min")."""
    return unit if "b" in unit or "B" in unit else TIME_WORDS.get(unit.lower(), unit.lower())


TIME_WORDS = {"second": "s", "seconds": "s", "sec": "s", "minute": "min", "minutes": "min", "mins": "min", "hour": "h", "hours": "h",
              "hr": "h", "hrs": "h"}


def figures(text: str) -> dict[str, set[str]]:
    """A text's figures by their unit ("3.5 kW" -> {"kw": {"3.5"}})."""
    found: dict[str, set[str]] = {}
    if DIGIT.search(text):
        for number, unit in VALUE.findall(text):
            found.setdefault(unit_key(unit), set()).add(number.replace(",", ""))
    return found


ONLY_LETTER = re.compile(r"\b(?i:only)\s+(?:[b-h]|[A-H])\b(?![’'.-])")  # (an option by its letter: "Only d …"; never "only a few")
# An option's letter in parentheses as the subject of its sentence ("Only (D) strays from the path, for …"): without it, none
LETTER_SUBJECT = re.compile(r"(?:^|[.!?:]\s+|\b(?i:only)\s+)\([A-H]\)\s+(?-i:[a-z])")


class Lines(dict):
    """Candidate index -> its sentence made into an answer line (`answerform.fitted`), or ""."""

    def __init__(self, candidates: list, stem_text: str, wrong_names: list[str], asks: str,
                 topic: frozenset[str], asked: str = "", everything: str = "", answer: tuple[str, ...] = (), notes: tuple[str, ...] = ()):
        super().__init__()
        self.answer, self.notes = answer, notes  # (notes: the wrong options')
        self.candidates, self.asks, self.topic, self.everything = candidates, asks, topic, everything
        self.stem_text, self.asking = stem_text, asked
        self.asked = keywords(asked) - {"correct", "right", "likel", "first"} if asks != "thing" else frozenset()
        self.stem_words = keywords(stem_text)
        self.stem_names = form.names(stem_text)
        self.question = keywords(asked) or frozenset({""})  # (never empty: a line is cut only with it)
        self.wrong, self.wrong_names = [name.lower() for name in wrong_names], wrong_names

    def echo(self, sentence: str) -> bool:
        """The sentence answers in the asking sentence's own words ("the most likely cause is …")."""
        return 1 <= len(self.asked) <= 4 and self.asked <= keywords(sentence)

    def figured(self, order: list[int]) -> list[int]:
        """To a number: the short sentences (`FIGURED_WORDS` words or fewer) that give a figure in its unit in the
        question's words ("Power draw is 412.75 W." to "What is real power draw of GPU 2 …?"), best first."""
        count = COUNT_ASKED.search(self.asking) is not None  # (to "the number of DGX systems", not "… would require 51 kW")
        return [i for i in order if word_count(text := self.candidates[i].text) <= FIGURED_WORDS and (value := VALUE.search(text))
                and keywords(text) & self.question and (not count or re.search(rf"\b{re.escape(value[2])}\b", self.asking, re.I))] if self.asks == "number" else []

    def __missing__(self, index: int) -> str:
        self[index] = line = self.fit(index, form.WANT_WORDS)
        return line

    def fit(self, index: int, limit: int) -> str:
        candidate = self.candidates[index]
        previous = self.candidates[candidate.previous].text if candidate.previous >= 0 else ""
        label = form.LABEL.match(candidate.text)
        # A label that names a thing the stem does not: a name, or words the explanations keep using and the
        # stem does not use (a label with the stem's words names the question's topic: "Compute networking").
        words = keywords(label[1]) if label else frozenset()
        keep = bool(self.asks == "thing" and label and (form.names(label[1]) - self.stem_names
                                                        or words & self.topic and not words & self.stem_words)
                    and label[1].lower() not in self.wrong)
        if previous and _points_back(candidate.text, previous) or OPTION_SUBJECT.match(candidate.text) \
                or (led := LETTER_LED.match(candidate.text)) and led[1] not in self.answer or self.asks == "negative" and "nly " in candidate.text and ONLY_LETTER.search(candidate.text) \
                or ") " in candidate.text and LETTER_SUBJECT.search(candidate.text):
            return ""  # ("Option B, 64, is the wavefront size of …": what an option says, not the answer; to a NOT question, "Only d gets the colony
            # wrong, because …": a verdict on the false one, not what is not so)
        lower = lowered(candidate.text)  # (each pattern searched only where its words are; what OPTION_ASIDE leaves holds no more)
        text = candidate.text if "the " not in candidate.text or lower and not holds_any(lower, ASIDE_NOUNS) \
            else OPTION_ASIDE.sub("", candidate.text)
        if not lower or holds_any(lower, LETTER_WORDS):
            text, lettered = LETTER_REFERENCE.sub("", LETTER_ASIDE.sub(" ", text)), text
            if COPULA_LEFT.search(text) and not COPULA_LEFT.search(lettered) or LEFT_COMMA.search(text):
                return ""  # ("… cannot be accepted is option D, which …" -> "… is, which …": it says not what it is; "DETERMINATION:
                # Option D, GET …, is the correct call." -> "DETERMINATION:, GET …")
        text = " ".join(text.split())
        line = form.fitted(text, referent=form.subject_name(previous), keep_label=keep, limit=limit,
                           answers_in_kind=self.asks == "thing" or self.echo(candidate.text), asked=self.question)
        return "" if not line or "(" in line and self.asks != "thing" and CODE_LINE.match(line) else line  # (a line of the text's
        # code answers no question but which thing: "model, optimizer = build_model_and_optimizer().")

    @cached_property
    def wrong_figures(self) -> dict[str, set[str]]:
        """The figures the wrong options' names give, by unit ("A (450 GB/s)": {"gb/s": {"450"}})."""
        wrong: dict[str, set[str]] = {}
        for name in self.wrong_names:
            for unit, numbers in figures(name).items():
                wrong.setdefault(unit, set()).update(numbers)
        return wrong

    @cached_property
    def figure(self) -> tuple[str, str] | None:
        """For a number: (unit, figure) the text gives beside the answer's letter and beside no other ("The answer is C,
        900 GB/s."); else, where the wrong options name figures, the figure the explanations give most often as a result
        (`RESULT`) in a unit of theirs, that no wrong option gives ("= 140 GB", "about 140 GB" against "A (70 GB)", "C (280
        GB)"); None when none does, or two tie. The line must give it."""
        if self.asks != "number":
            return None
        if len(self.answer) == 1 and (lettered := self._lettered()):
            return lettered
        wrong, counts = self.wrong_figures, {}
        for match in RESULT.finditer(self.everything) if wrong else ():
            key = (unit_key(match[2]), match[1].replace(",", ""))
            if key[0] in wrong and key[1] not in wrong[key[0]]:
                counts[key] = counts.get(key, 0) + 1
        ranked = sorted(counts.items(), key=lambda item: -item[1])
        return ranked[0][0] if ranked and (len(ranked) == 1 or ranked[1][1] < ranked[0][1]) else None

    def _wrong_figure(self, line: str) -> bool:
        """The line gives a figure a wrong option names and none else in that unit ("18 x 25 = 450 GB/s" against "A (450
        GB/s)"): a wrong option's value, never the answer's line."""
        return any(numbers & self.wrong_figures.get(unit, set()) and not numbers - self.wrong_figures[unit]
                   for unit, numbers in figures(line).items())

    def _lettered(self) -> tuple[str, str] | None:
        """(unit, figure) the text gives beside the answer's letter and beside no other ("Only C, 16 GiB, has all the
        factors", "D is 2 GiB"), when it gives one only; else None."""
        given: dict[str, set[tuple[str, str]]] = {}
        for match in LETTER_VALUE.finditer(self.everything):
            given.setdefault(match["letter"], set()).add((unit_key(match[3]), match[2].replace(",", "")))
        own = given.get(self.answer[0], set()) - {value for letter, values in given.items() if letter != self.answer[0] for value in values}
        return next(iter(own)) if len(own) == 1 else None

    def _retells_symptom(self, line: str) -> bool:
        """The line is about the message the stem quotes ('The error "Invalid …" is returned when …'): the
        symptom the question starts from, not its cause."""
        quoted = QUOTED_LEAD.match(line)  # (not what it means: '"NET/IB : No device found" … means NCCL could not …')
        return bool(quoted) and keywords(quoted[1]) <= self.stem_words and not MEANS.match(line, quoted.end())

    def doubt(self, index: int) -> str:
        """Why the best line (index -1: none) may be true and still not the answer (`answersure`), or "":
        with a reason, the card shows no line at all."""
        if index < 0:
            return "no sentence names the answer" if self.asks == "thing" else \
                "no sentence states the answer on its own"
        if ORDER_ASKED.search(self.asking) and (self.candidates[index].step or not SEQUENCE.search(self[index])):
            return "the question asks for an order and the best sentence does not give it"
        if ORDER_ASKED.search(self.asking) and (runs := [tuple(RUN_LABEL.findall(run)) for run in ORDER_RUN.findall(self[index])]) \
                and (given := [tuple(RUN_LABEL.findall(run)) for run in ORDER_RUN.findall(self.everything)]) \
                and any(sorted(other) == sorted(runs[0]) and other != runs[0] for other in given) and runs[0] != given[0]:
            return "the best sentence gives one of several orders, not the one the explanation gives first"  # ("The order 2, 4, 5, 3, 1
            # calls … before dtrain exists." after "C is the right picking order: 2, 4, 3, 5, 1.")
        why = sure.doubt(self[index], self.candidates[index].text, self.asks, self.asking, self.stem_text,
                         self.stem_words, self.topic, self.everything, self.wrong)
        if not why and "command" in self.asking and COMMAND_ASKED.search(self.asking) and not CODE_WORD.search(self[index]):
            why = "the question asks for a command and the line names none"  # ("The outer layer is the GPU instance (GI): …")
        if not why and self.asks == "number" and self.notes and wrong_figure(self[index], self.notes):
            why = "its figure is a wrong option's"  # ("One Gen5 lane is giving … ≈ 3.94 GB/s" where "A — 3.9 GB/s: tin. …")
        if not why and (named := {"".join(found) for found in PAREN_LETTER.findall(self.candidates[index].text)}) and not named & set(self.answer):
            why = "the best sentence speaks of other options"  # ("Ten years, 3650 days (B), and … 36500 days (D), are the figures …")
        if not why and self.asks == "number" and "=" in self.stem_text and (asked := dict(SETTING.findall(self.stem_text))) and any(
                asked.get(name, value) != value for name, value in SETTING.findall(self[index])):
            why = "the best sentence speaks of another value of the question's setting"  # ("--cpus=1.5 is …" to "--cpus=2.5")
        return why

    def fits_kind(self, index: int) -> bool:
        """The line gives what the question asks for: a thing's name the stem and the wrong options do not
        give, a number, a negation."""
        line = self[index]
        if self.asks == "thing":
            if "flag" in self.asking and FLAG_ASKED.search(self.asking) and not FLAG.search(line):
                return False  # ("Which command-line flag …?": a line with no flag tells how, not which)
            return form.names_thing(line, self.stem_names, self.stem_words, self.wrong, self.topic, self.everything) \
                or sure.answers_asked(line, self.asking, self.stem_words, self.topic)
        if self.asks == "benefit":
            return bool(form.IMPROVES.search(line))
        if self.asks == "cause":  # (the sentence as written too: its label may say it is a fix, "Fixes: …")
            text = self.candidates[index].text
            return not (form.NOT_CAUSE.match(line) or form.NOT_CAUSE.match(text) or form.IMPERATIVE.match(line)
                        or STEP_VERB.match(line)
                        or ", which" in text and form.RULES_OUT.search(text)
                        or self._retells_symptom(line) or STEP_AFTER.match(line) or TENDENCY.search(line))
        if self.asks == "action":  # (not what to do later, nor cut after a colon from it: "For production, …: run a standby SM")
            text, whole = self.candidates[index].text, self.candidates[index - 1].text if index else ""
            return bool(form.ACTION_LINE.search(line)) and not LATER.search(text) \
                and not (whole.endswith(text[1:]) and LATER.search(whole))
        if self.asks == "number":  # (a bandwidth in GB/s, not "18 NVLink links"; the total asked for, not each link's)
            return bool(DIGIT.search(line)) and word_count(line) >= 2 \
                and (not self.figure or self.figure[1] in figures(line).get(self.figure[0], ())) \
                and not (self.wrong_figures and self._wrong_figure(line)) and not CONDITIONAL.match(line) \
                and in_asked_unit(line, self.asking) and not (TOTAL.search(self.asking) and EACH.search(line) and not TOTAL.search(line))
        if self.asks == "negative":
            return bool(form.NEGATION.search(line))
        return True
