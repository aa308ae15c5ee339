"""Whether the best answer line states the answer, or only says something true around it. Say less,
never wrong: when the sentence the weighing (`answertext`) put first fails, the next ones are weaker
still, so the line stays empty with the reason, for the maintainer.

Each test reads the form of the line against the form of the question, never a topic's words:
- "Which statement is NOT true?" with the options not given: the false claim is unknown, so no sentence
  can be known to correct it;
- to "Which TWO statements about Slurm and Kubernetes are correct?", "Slurm is an open-source workload
  manager …" defines what the question names: the opening writers put before their claims (to "Which
  statement describes X?" or "Why does X …?" a definition of X may well be the answer: not read there);
- to "What is the most likely cause?" what is seen when all is well ("When IB is in use, the log normally contains …")
  is not what went wrong here; nor is a requirement ("For a job to start, the scheduler has to …"): a rule
  for every case, not what went wrong in this one;
- to "What is the most likely cause?" a line that shares several words with the scenario's first sentence
  (who did what, on which system) and none with the sentences after it (what went wrong) tells of the
  setup ("With CC mode on, the H100 and the confidential VM set up an encrypted channel");
- a line cut from "A, and B" (or "A and B", "A; B") where B holds more of the question's words than A
  does: the part that answers was too long to keep;
- "… how X is connected and how the GPU uses Y?": a line with none of one half's own words says one of two;
- to "Which component …?" a line is about its subject: a name the explanations pass by once or twice,
  with the name they keep using only later in the line ("SPANK is Slurm's plugin interface, and Pyxis
  uses it …"), is about another thing;
- to "Which X …?" a line names the answer: a name (or its subject's words) the stem does not give and the
  explanations keep using (`topic`: their commonest words past the stem's and the wrong options'). A line
  whose names are all the stem's, or passed by once ("The NGC registry at nvcr.io authenticates Docker
  clients with API keys" to "What must she enter as the username?"), is background;
- a line that points back ("… only these two GPUs", "… only this description of the graph") or tells a
  step after one told before ("The CUDA runtime then shows …") needs the sentence before it, whatever the
  question: shown alone, it has none;
- to "Which statement describes X?" or "Which X …?", a line that only says where a thing the stem names
  belongs ("NVIDIA NIM is part of NVIDIA AI Enterprise") does not say what it is;
- a line that announces what it does not say ("The IB transport needs two things inside the container"
  of "…: the RDMA libraries and the device files") is cut before its content.
"""
from __future__ import annotations

import re

from . import answerform as form
from .answerkind import lowered
from .answerother import speaks_of_another
from .phrases import FURTHER, holds_any, sentences, word_boundary
from .words import keywords

# Why a line is not shown when its best sentence leans on the one before (`answertext` tries the next then).
LEANS = "the best sentence needs the one before it"

# "For a job to start, the scheduler has to …": what must hold in general, a rule, not what went wrong here.
REQUIREMENT = re.compile(r"(?:For|In order for)\s[^,;]{3,120}?\bto\s[^,;]{2,80},\s+[^,;]{2,80}?\b"
                         r"(?:must|has to|have to|needs? to|is required to|are required to)\s")
# "When IB is in use, the log normally contains …": what is seen when all is well, not what went wrong (unless the line
# sets this case against it: "… normally …, but here …").
NORMAL_CASE = re.compile(r"\b(?:normally|ordinarily|under\s+normal\s+conditions|when\s+(?:everything|all)\s+(?:is|works)\b)"
                         r"(?!.*\b(?:but|however|instead|here|in\s+this\s+case)\b)", re.I)
CONFIRMS = re.compile(r"(?:The|An?|You|We|One)\s(?:[\w-]+\s){0,2}?(?:can|could|should|will|may)\s+(?:confirm|check|verify|see|"
                      r"tell|spot|diagnose)\b|To\s+(?:confirm|check|verify|see|tell)\b[^,]{0,40},\s")  # (and "To confirm, run …")
# A side fact the sentence adds to the answer: "The destination host must also have a GPU …", "The .run installer can also sign …".
ALSO = re.compile(r"[^,;:]{0,80}?\b(?:must|can|could|should|will|may|might|is|are|does|do|has|have|needs?)\s+also\b|Also\b")
# "… how the parts are connected and how the memory is shared?": a question that asks two things.
SECOND_ASK = re.compile(r",?\s+and\s+(?:how|what|why|which|when|where|whether|who)\b", re.I)
# "… only these two caches", "… only this description": a demonstrative before a noun the stem does not use points at a
# sentence before ("this facility" is the question's; "this is", "this lets …" point at the line's own clause).
POINTS_BACK = re.compile(r"\b(?:this|these|those)\s+(?:(?:two|three|four|five|six|eight|same)\s+)?"
                         r"(?!(?:is|are|was|were|means|lets|allows|makes|gives|keeps|avoids|helps|matters|works)\b)"
                         r"([a-z][\w-]*)", re.I)
# "The CUDA runtime then shows …": "then" before the verb, a step after one a sentence before told.
THEN_STEP = re.compile(r"(?:[\w.$/()=-]+\s+){1,5}?then\s+[a-z]")
NOT_A_STEP = re.compile(r"^(?:if|when|once|after|before|only|until|unless)\b|\b(?:and|or|but)\s+then\b", re.I)
# "The username is literally the string $oauthtoken, …": the asked noun, and what it is (up to a clause mark).
ASKED_IS = re.compile(r"^(?:The\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:is|are)\s+(?:literally\s+|simply\s+|just\s+)?"
                      r"([^,;:]{2,60})")
ANSWER_WORDS = keywords("answer solution")
# "The CDU is the boundary between both": both of what the sentence before named (not "between both the GPU and …").
BOTH_BACK = re.compile(r"\b(?:between|of|for|to|from|with|in|on)\s+both\b(?!\s+(?:\S+\s+){0,3}?(?:and|&)\s)")
# "the two features", "both options": the answers counted, not named.
COUNTS_ANSWERS = re.compile(r"\b(?:the\s+(?:two|three|four)|both(?:\s+of\s+the)?)\s+(?:[\w-]+\s+)?(?:features?|options?|"
                            r"answers?|settings?|changes?|components?|mechanisms?|methods?|techniques?|tools?|ways?|steps?)\b", re.I)
NEXT_CLAUSE = re.compile(r"^[^,;]{0,40}(?:,\s+and|;|,\s+while|,\s+plus)\s+\S+(?:\s+\S+){3}")
# "X is part of Y", "X is included in Y": where a thing belongs, not what it is.
MEMBER = re.compile(r"^([^,;:]{2,80}?)\s+(?:is|are)\s+(?:also\s+)?(?:a\s+)?(?:part of|included in|bundled (?:with|in))\s")
CLAUSE_ON = re.compile(r"[,;:]\s|\s(?:and|but|which|that|so)\s")
# "… needs two things inside the container" (of "…: the libraries and the device files"): a count of what it does not list.
COUNT_LEAD = re.compile(r"(?:two|three|four|five|several|a few)\s+(?:[\w-]+\s+){0,3}?(?:are|is|must|need|needs|have|"
                        r"has|will|can)\b", re.I)
COUNTED_WORDS = ("two", "three", "four", "five", "six", "several", "both", "the following", "everything")  # (lower case: looked up first)
COUNTED = re.compile(r"\b(?:" + "|".join(COUNTED_WORDS) + r")\b", re.I)


def doubt(line: str, sentence: str, asks: str, asked: str, stem_text: str, stem_words: frozenset[str],
          topic: frozenset[str], everything: str = "", wrong: tuple[str, ...] | list[str] = ()) -> str:
    """Why `line`, made of `sentence`, may be true and still not the answer to the asking sentence `asked`
    of the stem `stem_text`, of kind `asks` (`answerkind`), or "". `everything`: the explanations; `wrong`:
    the wrong options' names, lower case."""
    if asks == "negative":
        return "the false statement is not given, so no line can correct it"
    if "{" in line and "}" in line:  # ("Two instances on GPU 0 only looks like this: instance_group [ { count: 2, … } ]")
        return "the best sentence is a configuration's text, not a statement"
    if points_back(line, stem_words) or "further" in line and FURTHER.search(line) or "both" in line and BOTH_BACK.search(line):
        return LEANS
    if announces(line, sentence) or ": " in line and headings_only(line):
        return "the best sentence announces what it does not say"  # (and "Know these numbers cold: GPUs, CPUs, Power.")
    if asks == "cause" and REQUIREMENT.match(line):
        return "the best sentence states a requirement, not the cause"
    if asks == "cause" and NORMAL_CASE.search(line):
        return "the best sentence tells what is seen when all is well, not the cause"
    if asks == "cause" and CONFIRMS.match(line):  # ("The administrator can confirm with nvidia-smi -q -d POWER.")
        return "the best sentence tells how to check, not the cause"
    if asks == "cause" and retells_setup(line, stem_text, asked):
        return "the best sentence tells of the setup, not of what went wrong"
    if set_aside(line, asked):
        return "the best sentence speaks of what the question sets aside"
    if why := speaks_of_another(line, asked):  # ("Level 1 is …" to a level-2 question; 'The "swapped" reading says …')
        return why
    if " and " in asked and says_one_of_two(line, asked, everything):
        return "the question asks two things and the best sentence says one"
    if drops_the_asked(line, sentence, stem_words):
        return "the best sentence answers only in a part too long to keep"
    if asks in ("statement", "thing") and belongs(line, stem_words):
        return "the best sentence says what the question's subject belongs to, not what it is"
    if asks == "multi" and defines_given(line, stem_words):
        return "the best sentence defines what the question names"
    if asks == "thing" and about_another(line, topic, stem_words):
        return "the best sentence is about another thing than the answer"
    if asks != "multi" and ("also" in line[:90] or line[:4] == "Also") and ALSO.match(line):
        return "the best sentence adds a side fact to the answer (\"also\"), not the answer"
    if asks == "thing" and names_nothing_new(line, stem_words, topic, wrong, everything) and not answers_asked(
            line, asked, stem_words, topic):
        return "no sentence names the answer"
    return ""


# What the question sets aside: "Ignoring the model weights, activations and any framework overhead, how much …" (the
# head noun of each thing named).
SET_ASIDE = re.compile(r"\b(?:ignoring|not\s+counting|excluding|leaving\s+out|apart\s+from|aside\s+from)\s+([^,?;]{3,80}(?:,\s+"
                       r"(?!(?:how|what|which|roughly|approximately)\b)[^,?;]{2,60})*)", re.I)


def set_aside(line: str, asked: str) -> bool:
    """The line speaks of a thing the question sets aside (SET_ASIDE): "The FP16 weights of a 70B model already take
    about 140 GB …" to "Ignoring the model weights, …, how much GPU memory does the KV cache need?"."""
    found = SET_ASIDE.search(asked) if "gnoring" in asked or "xcluding" in asked or "ounting" in asked or "side" in asked \
        or "eaving out" in asked else None
    heads = {part.split()[-1].lower() for part in re.split(r",\s+|\s+(?:and|or)\s+", found[1]) if part.split()} if found else set()
    return bool(heads) and bool(heads & set(re.findall(r"[a-z][\w-]*", line.lower())))


def headings_only(line: str) -> bool:
    """The line is a lead and, after its colon, only the headings of the list it introduced: four names or more of
    at most three words each ("Each line is one reason: SW Power Cap, HW Slowdown, …, Applications Clocks Setting.")."""
    items = [item.strip() for item in re.split(r",\s+(?:and\s+|or\s+)?", line.partition(": ")[2].rstrip(". "))]
    return len(items) >= 4 and all(0 < len(item.split()) <= 3 for item in items)


FIXES_THAT = re.compile(r"\b(?:fix(?:es)?|solves?|address(?:es)?|avoids?|removes?|prevents?|handles?)\s+(?:exactly\s+|precisely\s+|just\s+)?"
                        r"(?:that|this)\b(?!\s*:)(?!\s+[a-z]+\s+(?:is|are|was)\b)(?![\w-])(?!\s+(?-i:[a-z]{3,}(?<!ing)(?<!ed))\b)", re.I)


def points_back(line: str, stem_words: frozenset[str]) -> bool:
    """The line has a demonstrative before a noun the stem does not use, or a "then" before its verb."""
    lower = line.lower()
    if ("these" in lower or "those" in lower or "this " in lower) and any(
            not keywords(match[1]) & stem_words for match in POINTS_BACK.finditer(line)):
        return True
    if (" that" in lower or " this" in lower) and FIXES_THAT.search(line):
        return True  # ("NVIDIA DALI fixes exactly that by running …": fixes what?)
    if " then " not in line:
        return False
    step = THEN_STEP.match(line)
    return bool(step) and not NOT_A_STEP.search(step[0])


def announces(line: str, sentence: str) -> bool:
    """`line` is `sentence` cut before its colon, and its first clause ends counting what follows it ("needs
    two things inside the container"; not "A ring all-reduce arranges the GPUs in a ring and runs in two
    phases", nor "The driver has two halves that must be the same version")."""
    if COUNT_LEAD.match(line) and ", " not in line and " and " not in line:
        return True  # ("Two pieces of configuration are needed before it will schedule them.": which two?)
    # (searched only where one of its words is: in an ASCII line, re.I finds what lower() does)
    counted = COUNTED.search(line) if not (lower := lowered(line)) or holds_any(lower, COUNTED_WORDS) else None
    if not counted or counted[0].lower() != "everything" and (", " in line[:counted.start()] or " and " in line[:counted.start()]) \
            or len(line[counted.end():].split()) > 4:  # ("by deploying, as containers, everything the node needs:" too)
        return False  # (nor "… has two halves that must be the same version": a claim of its own)
    tail = " ".join(line.rstrip(".").split()[-3:])
    at = sentence.find(tail) if tail else -1
    return at >= 0 and sentence.startswith(":", at + len(tail))


def names_nothing_new(line: str, stem_words: frozenset[str], topic: frozenset[str], wrong, everything: str) -> bool:
    """No name in the first twelve words of `line` (`answerform.names`) has a word the stem lacks and is
    used by the explanations: one of their commonest words (`topic`), or the name twice as a whole word; and
    no wrong option's name. Nor does the line start with a name the stem lacks before its verb ("HBM3 is
    …"), nor its subject, or what "… is using" names, have words of `topic` the stem lacks."""
    for name in form.names(" ".join(line.split()[:12])):
        words = keywords(name)
        if (words - stem_words and (words & topic or _said_twice(name, everything))
                and name.lower() not in wrong):
            return False
    used = form.USING.match(line)
    if used and keywords(used[2]) - stem_words:
        return False  # "The team is using tensor parallelism"
    named = form.SUBJECT_NAME.match(line)
    if named and keywords(named[1]) - stem_words and named[1].lower() not in wrong:
        return False  # "HBM3 is stacked next to the die …": the thing's name, then what it does
    subject = form.COPULA_SUBJECT.match(line)
    return not (subject and (keywords(subject[1]) & topic) - stem_words)


def answers_asked(line: str, asking: str, stem_words: frozenset[str], topic: frozenset[str]) -> bool:
    """The line answers in the question's own noun ("The username is literally the string $oauthtoken" to
    "What must she enter as the username?", "The answer is the ensemble model."): its subject holds only
    the asking sentence's words (or "answer"), and what follows its "is" holds a word the explanations keep
    using and the stem does not."""
    said = ASKED_IS.match(line)
    if not said:
        return False
    subject = keywords(said[1])
    return bool(subject) and subject <= keywords(asking) | ANSWER_WORDS and bool(
        (keywords(said[2]) & topic) - stem_words)


def _said_twice(name: str, text: str) -> bool:
    """`name` occurs twice in `text` as a whole word ("ID" in "IDs" or "NVIDIA" is not the word)."""
    found, at = 0, text.find(name)
    while at >= 0 and found < 2:
        found += word_boundary(text, at) and word_boundary(text, at + len(name))
        at = text.find(name, at + 1)
    return found >= 2


def belongs(line: str, stem_words: frozenset[str]) -> bool:
    """"NVIDIA NIM (…) is part of NVIDIA AI Enterprise.": a thing the stem names, said to belong to another,
    and nothing more (no second clause)."""
    if " part of " not in line and " included in " not in line and " bundled " not in line:
        return False
    member = MEMBER.match(line)
    return bool(member) and bool(keywords(member[1]) & stem_words) and not CLAUSE_ON.search(line, member.end())


def one_of_several(line: str, sentence: str) -> bool:
    """To a question with several answers: `line` counts them without naming them ("Combine the two features, then
    …"), or it is `sentence` cut before (or a few words before) ", and", "; ", ", while" or ", plus" and a clause of
    four words or more, where the next answer is ("… you switch on PFC …, and you turn on ECN …")."""
    if COUNTS_ANSWERS.search(line):
        return True
    tail = " ".join(line.rstrip(".").split()[-3:])
    at = sentence.find(tail) if tail else -1
    rest = sentence[at + len(tail):] if at >= 0 else ""
    return bool(rest) and NEXT_CLAUSE.search(rest) is not None


def defines_given(line: str, stem_words: frozenset[str]) -> bool:
    """"Slurm is an open-source workload manager …" where the stem names Slurm: a definition of a name the
    question starts from."""
    name = form.DEFINES.match(line) and form.SUBJECT_NAME.match(line)  # ("The likeliest cause is a …": no name)
    return bool(name) and keywords(name[1]) <= stem_words


def about_another(line: str, topic: frozenset[str], stem_words: frozenset[str]) -> bool:
    """The line's subject is a name the explanations do not keep using and the stem does not give, and a
    name made of the words they keep using comes only later in it."""
    subject = form.SUBJECT_NAME.match(line)
    if not subject or keywords(subject[1]) & (topic | stem_words):
        return False
    later = line[subject.end():]
    return any(keywords(name) & topic and not keywords(name) & stem_words for name in form.names(later))


def says_one_of_two(line: str, asked: str, everything: str) -> bool:
    """`asked` asks two things ("how X is connected and how Y is used"), and the line has none of the words
    that only one of them has and the explanations use (not "… and what does it indicate?": an answer
    says what it indicates without the word)."""
    second = SECOND_ASK.search(asked)
    if not second:
        return False
    used = keywords(everything)
    first, other = keywords(asked[:second.start()]) & used, keywords(asked[second.end():]) & used
    words = keywords(line)
    return bool(first - other and other - first) and not (words & (first - other) and words & (other - first))


def drops_the_asked(line: str, sentence: str, stem_words: frozenset[str]) -> bool:
    """`line` is the first part of `sentence`, cut before ", and", " and" or "; ", and what was cut has
    more of the stem's words, that the line lacks, than the line has."""
    tail = " ".join(line.rstrip(".").split()[-3:])
    at = sentence.find(tail) if tail else -1
    rest = sentence[at + len(tail):] if at >= 0 else ""
    if not rest.startswith((", and ", " and ", "; ", ", but ")):
        return False
    kept = keywords(line) & stem_words
    return len((keywords(rest) & stem_words) - kept) > len(kept)


def retells_setup(line: str, stem_text: str, asked: str) -> bool:
    """The line shares three words or more with the stem's first sentence and none with the sentences
    between it and the asking one (when there are such sentences)."""
    said = [s for s in sentences(stem_text.replace("\n\n", " ")) if s != asked]
    setup = keywords(said[0]) if said else frozenset()
    symptom = keywords(" ".join(said[1:])) - setup
    words = keywords(line)
    return bool(symptom) and len(words & setup) >= 3 and not words & symptom
