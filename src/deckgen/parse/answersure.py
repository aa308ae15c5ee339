"""Whether the best answer line states the answer, or only says something true around it. Say less,
never wrong: when the sentence the weighing (`answertext`) put first fails, the next ones are weaker
still, so the line stays empty with the reason, for the maintainer.

Each test reads the form of the line against the form of the question, never a topic's words:
- "Which statement is NOT true?" with the options not given: the false claim is unknown, so no sentence
  can be known to correct it;
- to "Which TWO statements about Slurm and Kubernetes are correct?", "Slurm is an open-source workload
  manager …" defines what the question names: the opening writers put before their claims (to "Which
  statement describes X?" or "Why does X …?" a definition of X may well be the answer: not read there);
- to "What is the most likely cause?" a requirement ("For a job to start, the scheduler has to …") is a
  rule for every case, not what went wrong in this one;
- to "What is the most likely cause?" a line that shares several words with the scenario's first sentence
  (who did what, on which system) and none with the sentences after it (what went wrong) tells of the
  setup ("With CC mode on, the H100 and the confidential VM set up an encrypted channel");
- a line cut from "A, and B" (or "A and B", "A; B") where B holds more of the question's words than A
  does: the part that answers was too long to keep;
- "… how X is connected and how the GPU uses Y?": a line with none of one half's own words says one of two;
- to "Which component …?" a line is about its subject: a name the explanations pass by once or twice,
  with the name they keep using only later in the line ("SPANK is Slurm's plugin interface, and Pyxis
  uses it …"), is about another thing.
"""
from __future__ import annotations

import re

from . import answerform as form
from .phrases import sentences
from .words import keywords

# "For a job to start, the scheduler has to …": what must hold in general, a rule, not what went wrong here.
REQUIREMENT = re.compile(r"(?:For|In order for)\s[^,;]{3,120}?\bto\s[^,;]{2,80},\s+[^,;]{2,80}?\b"
                         r"(?:must|has to|have to|needs? to|is required to|are required to)\s")
# "… how the parts are connected and how the memory is shared?": a question that asks two things.
SECOND_ASK = re.compile(r",?\s+and\s+(?:how|what|why|which|when|where|whether|who)\b", re.I)


def doubt(line: str, sentence: str, asks: str, asked: str, stem_text: str, stem_words: frozenset[str],
          topic: frozenset[str], everything: str = "") -> str:
    """Why `line`, made of `sentence`, may be true and still not the answer to the asking sentence `asked`
    of the stem `stem_text`, of kind `asks` (`answerkind`), or "". `everything`: the explanations."""
    if asks == "negative":
        return "the false statement is not given, so no line can correct it"
    if asks == "cause" and REQUIREMENT.match(line):
        return "the best sentence states a requirement, not the cause"
    if asks == "cause" and retells_setup(line, stem_text, asked):
        return "the best sentence tells of the setup, not of what went wrong"
    if " and " in asked and says_one_of_two(line, asked, everything):
        return "the question asks two things and the best sentence says one"
    if drops_the_asked(line, sentence, stem_words):
        return "the best sentence answers only in a part too long to keep"
    if asks == "multi" and defines_given(line, stem_words):
        return "the best sentence defines what the question names"
    if asks == "thing" and about_another(line, topic, stem_words):
        return "the best sentence is about another thing than the answer"
    return ""


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
