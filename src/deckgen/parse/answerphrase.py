"""The few words that name the answer: the answer box of a drawing, the text of an option the text
names only through its one-line answer.

Of every stretch of the one-line answer between two clause boundaries, the one with the most of the
explanations' recurring words and the question's; or, for an option's name, the noun phrase the
sentence is about, as the other options are written: the subject of "X is …" (past a short label, an
aside in parentheses or an appositive), the object of "Run X and …", of "the team is using X" or of
"… from X, not Y".
"""
from __future__ import annotations

import re

from . import answerform as form
from .answertext import QUESTION_WORDS, topic_words
from .drawing_lines import has_verb
from .keyclause import ANSWER_WORD
from .phrasecut import DANGLING
from .phrases import DISCOURSE, capitalise, compact, sentences, shorten, without_parentheses, word_count
from .words import keywords

PHRASE_START = re.compile(r"(?:[;:]|\s[—–])\s+")
PHRASE_END = re.compile(r"\s*(?:[,;:(]|\s[—–]\s)|\s+(?=(?:so that|so|because|which|that|where|while|and|but|in|on|of|"
                        r"at|for|with|through|to|from|by|over|into|within|via|during|as)\s)")
# A phrase may not end on a word that needs its "of …" ("a fraction", "most").
OPEN_END = re.compile(r"\b(?:fraction|part|most|some|all|one|number|amount|type|kind|set|lot|range|sum|rest|half|"
                      r"majority|share|portion|each|many|much)$", re.I)
# The subject, past an appositive (", the NVIDIA Collective Communications Library,"), before its verb
# (and an adverb: "… library also provides").
NAME_SUBJECT = re.compile(r"^(.{2,80}?)(?:,\s+[^,]{2,80},)?(?:\s+(?:only|also|just|still|often|usually|typically|"
                          r"always|never|now))?\s+(?:is|are|was|were|has|have|needs?|requires?|demands?|"
                          r"provides?|gives?|give|uses?|runs?|lets?|connects?|implements?|handles?|performs?|offers?|"
                          r"supports?|enables?|combines?|delivers?|solves?|shows?|tells?|indicates?|reveals?)\b")  # (no verb that is also a noun)
# A short label before the sentence ("Compute networking: Eight … adapters give …").
LABEL_LEAD = re.compile(r"^[A-Z][\w /+-]{1,40}:\s+(?=\S)")
# "The main win is that the reduction …": the subject frames a clause, it names nothing.
STEP_LEAD = re.compile(r"(?:The|Your|Our)\s+(?:[\w-]+\s+){0,2}(?:step|action|fix|move|remedy|solution)\s+(?:is|was)\s+to\s+(?=[a-z])")
FRAME = re.compile(r"\s+(?:is|was)\s+(?:that|to|how|why|where|when)\b")
# "Run nvidia-smi topo -m and you get …": what the reader is told to run or use.
IMPERATIVE = re.compile(r"^(?:Run|Use|Enable|Turn on|Call|Choose|Pick|Set)\s+(.{2,60}?)(?=\s+(?:and|to|for|on|so|"
                        r"which|that)\s|\s*[,;:—]|\.?$)")
# "The team is using tensor parallelism, a form of …": what the question's actor uses.
USING = re.compile(r"^(.{2,40}?)\s+(?:is|are)\s+(?:using|running|relying on)\s+(.{2,60}?)"
                   r"(?=\s*[,;:—]|\s+(?:which|that|to|for|in|on|with|because|so|where)\s|\.?$)")
INDEFINITE = re.compile(r"^An?\s+(?=[A-Z])")
# "… starts from the maximum rated system power, not from typical draw": what the contrast keeps.
NOT_THAT = re.compile(r"\b(?:from|on|by|with|is|are|uses?|needs?)\s+((?:the\s+|a\s+|an\s+)?[^,;:]{2,60}?),?\s+not\s")


def answer_name(text: str, stem_text: str, everything: str, wrong_names: list[str]) -> str:
    """What a one-line answer names, as an option's text: a plain noun phrase like the other options'
    ("The model training phase with backpropagation", "NCCL", "Tensor parallelism"), else its few words
    that name it."""
    sentence = without_parentheses(DISCOURSE.sub("", text.split("; ")[0]))
    label = LABEL_LEAD.match(sentence)
    if label and word_count(label.group()) <= 4:
        sentence = sentence[label.end():]
    stem_words = keywords(stem_text)
    found = [match[1] for match in (IMPERATIVE.match(sentence), NOT_THAT.search(sentence)) if match]
    using = USING.match(sentence)
    if using and not keywords(using[1]) - stem_words:  # the question's own actor ("The team is using X")
        found.insert(0, using[2])
    subject = NAME_SUBJECT.match(sentence)
    if subject and keywords(subject[1]) - stem_words and not FRAME.match(sentence[subject.end(1):]) and not ANSWER_WORD.search(subject[1]):
        # (not the stem's own actor, "The team"; not a frame, "The main win is that …"; nor what says it is the answer, "The
        # right comparison")
        found.append(subject[1])
    for name in found:
        if _plain_name(name):  # (an article before a name goes, "A BlueField-3 is …" names "BlueField-3", unless the
            # other options have theirs: "An LRU cache" beside "A FIFO queue")
            return capitalise(name if any(wrong.startswith(("A ", "An ")) for wrong in wrong_names) else INDEFINITE.sub("", name))
    frame = FRAME.match(sentence, subject.end(1)) if subject else STEP_LEAD.match(sentence)
    if frame:  # "The main win is that the reduction happens inside the switches": what follows "that"; "The appropriate
        text = capitalise(sentence[frame.end():].strip())  # next step is to examine …": what to do
    return answer_phrase(text, stem_text, everything, wrong_names, 10, whole=False)


def _plain_name(name: str) -> bool:
    """A few words that can stand as an option: no clause mark, no pronoun or conjunction first, no
    word that would dangle last ("… inference an")."""
    words = name.split()
    return (0 < len(words) <= 8 and words[-1].lower() not in DANGLING and not re.search(r"[,:;]", name)
            and not re.match(r"(?:but|and|so|when|if|because|while|this|that|these|it|they|there|you|we)\b",
                             name, re.I))


TURN = re.compile(r",?\s+(?:but|yet|though|although)\s")


VERB_NEXT = re.compile(r"\s+(?:is|are|was|were|has|have|does|do|can|cannot|will|must|should)\b")


def answer_phrase(text: str, stem_text: str, everything: str, wrong_names: list[str], limit: int,
                  whole: bool = True) -> str:
    """The few words of a one-line answer that say the most about the answer: of every stretch between
    two clause boundaries, the one with the most of the answer's words and the question's."""
    first = compact(text.split("; ")[0].strip().rstrip("."))
    asked = [s for s in sentences(stem_text.replace("\n\n", " ")) if s.endswith("?") or QUESTION_WORDS.match(s)]
    # A leading "It" of an option's text stands for what the stem names ("It is licensed per GPU").
    first = form.resolved(first, form.stem_referent(stem_text, " ".join(asked[-1:]), everything))
    # What follows a label or a colon, when the whole does not read alone ("The levels are: Registers, …").
    _, colon, rest = first.partition(": ")
    for phrase in (first, capitalise(rest) if colon and word_count(rest) >= 2 else ""):
        if phrase and word_count(phrase) <= limit and not form.reads_alone(phrase):
            return capitalise(phrase)
    topic = topic_words(stem_text, everything, wrong_names)
    question = keywords(" ".join(asked[-1:]))
    starts = [0] + [m.end() for m in PHRASE_START.finditer(first)]
    ends = [len(first)] + [m.start() for m in PHRASE_END.finditer(first)]
    best, best_score = "", -1.0
    ends.sort()
    for start in starts:
        for end in ends:
            if end <= start:
                continue
            phrase = first[start:end].strip()
            count = word_count(phrase)
            if count > limit:
                break
            if count < 3 or OPEN_END.search(phrase) or FRAME.match(first, end) or TURN.match(first, end) \
                    or VERB_NEXT.match(first, end) and has_verb(phrase):  # (nor a clause and the next one's subject: "The
                # culprit is the LLM prefill: 24 chunks of about 512 tokens | is over 12,000 prompt tokens")
                continue  # (a frame, "The main win" of "The main win is that …", names nothing; nor does the half a
                # sentence turns from: "The switches have PFC only on priority 3 | , but the packets arrive untagged")
            score = _weight(phrase, topic, question, start == 0)
            if score > best_score:
                best, best_score = phrase, score
    # A complete clause from the start ("The GPUs pause only long enough to copy the training state to host
    # memory") rather than a stretch that says no more of the answer.
    clause = form.clause_cut(first, limit, least=4)
    if clause and _weight(clause, topic, question, True) >= best_score and not form.reads_alone(clause) \
            and not TURN.match(first, len(clause)):
        return capitalise(clause)
    if whole and word_count(best) < 8 and word_count(first) <= limit + 8:
        return capitalise(first)  # no cut keeps enough: the whole (compacted) sentence, a little longer
    short = shorten(best or first, limit)
    cut = len(short.rstrip(".")) if first.startswith(short.rstrip(".")) else -1  # (no cut where a turn or a verb follows, nor
    head, colon, after = short.rpartition(": ")  # inside what follows a colon, before its verb: "…: 24 square metres | of sail …")
    return "" if cut >= 0 and (not best and TURN.match(first, cut) or VERB_NEXT.match(first, cut) and has_verb(short)
                               or cut < len(first) and colon and has_verb(head) and not has_verb(after)) else short


def _weight(phrase: str, topic: frozenset[str], question: frozenset[str], first: bool) -> float:
    """How much a stretch of the one-line answer says of the answer: the explanations' recurring words,
    the question's, a start at the sentence's start, and (a little) its length."""
    words = keywords(phrase)
    return 2.0 * len(words & topic) + 1.5 * len(words & question) + 2.5 * first + 0.05 * word_count(phrase)


# Where a few words taken from a longer line may stop: the line ends there, or a new clause or an aside
# starts ("; …", " — …", ", which …", ", so …", ", giving …", " because …"). A cut before a word that
# completes the phrase ("combines a ConnectX adapter| with …", "a whole sequence| of kernels", "is
# returned| by …", "70 billion parameters| and 1.4 trillion tokens") leaves it open.
AFTER_COMMA_CLAUSE = re.compile(r"(?:which|who|whose|where|so|but|yet|while|whereas|although|though|because|since|"
                                r"not|rather|instead|unlike|as\s+(?:a|an)\s+result|and|\w{2,}ing)\b", re.I)
COMPLEMENT = re.compile(r"(?:of|with|to|and|or|nor|than|as|for|from|into|onto|through|via|by(?!\s+\w+ing\b)|versus|vs\.?|per)\b",
                        re.I)
# A verb whose object is a clause ("which shows | that the GPUs are not limited …").
CLAUSE_VERBS = frozenset("shows showed show means meant indicates indicated suggests suggested confirms confirmed proves "
                         "proved implies implied says said states stated tells told reveals revealed".split())
# A head that ends inside an interrupted clause ("… halve the memory and, with calibration") or on the
# one word of a second conjunct ("… arranges the GPUs in a ring and runs").
# A value next ("gives each GPU| up to 900 GB/s"): what the phrase says is cut off.
VALUE = re.compile(r"(?:up to|about|around|roughly|nearly|almost|over|under|more than|less than|at least|at most|"
                   r"only|just)\b|\d", re.I)
# A definite noun phrase last, then the clause that says which one it is ("the application that hit …").
RESTRICTIVE = re.compile(r"(?:that|who|whom|whose|where)\b", re.I)
DEFINITE_END = re.compile(r"\b(?:the|this|that|those|these)\s+(?:[\w-]+\s+){0,2}[\w-]+$", re.I)
INTERRUPTED = re.compile(r"\b(?:and|or|but),\s[^,]*$|\b(?:and|or)\s+\S+$", re.I)
# A head that needs the next word: a relative clause's subject before its verb ("a system whose power draw| is …"),
# a word that needs its noun ("receives its own| dedicated SMs"), a verb that needs another ("lets the server| combine").
OPEN_RELATIVE = re.compile(r"\b(?:whose|which|that|where|who|when|if|because|while|until)\s+[^,;:]*$", re.I)
FINITE_NEXT = re.compile(r"(?:is|are|was|were|has|have|had|can|cannot|will|would|must|should|may|does|do|did)\b")
PLACE_VERBS = frozenset("sit sits live lives reside resides stay stays lie lies belong belongs land lands".split())  # (a place after)
NEEDS_NOUN = frozenset("own its their his her our your each every the a an this these those".split())
CONDITION_NEXT = re.compile(r"(?:while|when|if|unless|until|before|as\s+long\s+as)\b", re.I)
NEGATED = re.compile(r"\b(?:not|cannot|never|no)\b|n['’]t\b", re.I)
CAUSATIVE_END = re.compile(r"\b(?:lets|let|letting|makes|making|helps|helping|allows|allowing)\s+(?:the\s+|a\s+|an\s+)?[\w'’-]+"
                           r"(?:\s+[\w'’-]+){0,2}$", re.I)  # (and "by letting the DMA engine| in the NIC … write …")
# A phrasal verb's particle before its complement ("… ends| up as heat"); a series of clauses that goes on ("reset the node,
# run diagnostics| …, and return it to service").
PARTICLE_NEXT = re.compile(r"(?:up|out|down|off|back|away)\s+(?:as|to|in|into|on|with|from|of|at|for)\b", re.I)
SERIES_GOES_ON = re.compile(r",\s+(?:and|or)\s")


# (A word after the first starts with a letter: the gap before it is the whole run of other characters.)
WORD_START = re.compile(r"[A-Za-z0-9_]")
# The characters besides ASCII ones that a case-insensitive ASCII letter matches, or whose lower case is
# ASCII (found over all of Unicode): "İ", "ı", "ſ", the Kelvin sign.
ASCII_FOLDS = re.compile("[\u0130\u0131\u017f\u212a]")


def last_end(tail: list[str], line: str) -> int:
    r"""Where the last occurrence of the words `tail` in `line` ends (case aside, whole words, anything
    but a word's letters between them); -1 when they do not occur. The regex this stands for,
    `(?<![\w-])w1\W+w2(?![\w-])` with re.I, is compiled afresh for every phrase (0.2 ms, most of
    `stops_whole`'s cost): for ASCII words it is walked with str.find instead, in a line without
    the few other characters those match (ASCII_FOLDS)."""
    low = line.lower()
    if not all(word.isascii() for word in tail) or not all(WORD_START.match(word) for word in tail[1:]) \
            or not line.isascii() and (len(low) != len(line) or ASCII_FOLDS.search(line)):
        found = None
        for found in re.finditer(r"(?<![\w-])" + r"\W+".join(map(re.escape, tail)) + r"(?![\w-])", line, flags=re.I):
            pass
        return found.end() if found else -1
    words = [word.lower() for word in tail]
    end, start = -1, low.find(words[0])
    while start >= 0:
        after = _words_at(line, low, start, words)
        end = after if after >= 0 else end
        start = low.find(words[0], after if after >= 0 else start + 1)
    return end


def _words_at(line: str, low: str, start: int, words: list[str]) -> int:
    """Where `words` found at `start` of `low` (`line` lower-cased) end as whole words; else -1."""
    if start and (line[start - 1].isalnum() or line[start - 1] in "_-"):
        return -1
    at = start + len(words[0])
    for word in words[1:]:
        gap = at
        while gap < len(line) and not (line[gap].isalnum() or line[gap] == "_"):
            gap += 1
        if gap == at or not low.startswith(word, gap):
            return -1
        at = gap + len(word)
    return -1 if at < len(line) and (line[at].isalnum() or line[at] in "_-") else at


# A phrase that ends on the one word after its article ("a ConnectX"), and the words that may follow a whole noun phrase.
DETERMINED_END = re.compile(r"\b(?:a|an|the)\s+[\w-]+$", re.I)
AFTER_NOUN = frozenset("of in on at for with by to from and or but is are was were has have had can will would could should "
                       "may must that which who whose as into onto over under per via so than".split())


# A noun's participle, no auxiliary before it ("a spare row held"; not "the row is held"), and a place or an agent after it.
PARTICIPLES = frozenset("held kept made built set put left found bound given taken written shown known sent stored read".split())
AUXILIARIES = frozenset("is are was were be been being has have had get gets got not never also isn't aren't wasn't".split())
PLACE_NEXT = re.compile(r"(?:in|on|at|by|for|from|into|within|under|over|inside|across|per)\s")


# A verb a head ends on after "and", "or" or "to" ("… and pass", "to use"): a "that" after it is its object, no clause of its own.
VERB_LEFT = re.compile(r"\b(?:and|or|to)\s+[a-z]+(?:(?<!s)|ss)$")


def stops_whole(phrase: str, line: str) -> bool:
    """Whether `phrase`, a few words of `line` (compacted: an aside may be gone), stops where `line`'s
    phrase is complete, so it can be shown alone without reading as cut mid-phrase. A phrase not found
    in the line as written is taken as a rewording of its own and is not judged here."""
    tail = [w.strip(".,;:()\"'“”") for w in phrase.split()[-3:]]
    tail = [w for w in tail if w]
    if not tail:
        return False
    end = last_end(tail, line)  # (the last: a phrase ends where its last words last occur)
    end = last_end(tail[-2:], line) if end < 0 and len(tail) > 2 else end  # (an aside gone before them: "complex64 (…) and pass")
    if end < 0:
        return True
    rest = line[end:].strip().rstrip(".!?").strip()
    if not rest:
        return True
    if line[end:end + 1] == ":" and line[end + 1:end + 2].isalnum() or line[end:end + 1] == "(" and line[end + 1:end + 2] != ")":
        return False  # ("… ships as NVIDIA Run|:ai": a name with a colon inside goes on; so does "2|(n−1)/n")
    head = line[:end]
    if rest[:1].islower() and DETERMINED_END.search(head) and rest.split(None, 1)[0].rstrip(",.;:") not in AFTER_NOUN:
        return False  # ("puts a ConnectX| network adapter …": the noun after its modifier)
    if COMPLEMENT.fullmatch(tail[-1]) or tail[-1].lower() in CLAUSE_VERBS or tail[-1].lower() in NEEDS_NOUN:
        return False  # ("a log of| every step", "…, which shows| that …": the phrase stops on the word that needs what follows)
    if (FINITE_NEXT.match(rest) and OPEN_RELATIVE.search(head)) or (CAUSATIVE_END.search(head) and rest[:1].islower()):
        return False  # ("… whose power draw| is on the order of 120 kW", "lets the server| combine requests")
    if PARTICLE_NEXT.match(rest) or ", " in head and SERIES_GOES_ON.search(rest):
        return False
    if PLACE_NEXT.match(rest) and len(tail) >= 2 and (tail[-1] in PARTICIPLES or len(tail[-1]) > 4 and tail[-1].endswith("ed")
                                                      or tail[-1] in PLACE_VERBS) \
            and tail[-2].lower() not in AUXILIARIES and tail[-1].islower():
        return False  # ("a spare row held| in the same DRAM bank", "so features sit| in pinned host memory": where, after it)
    if CONDITION_NEXT.match(rest) and NEGATED.search(head[-60:]):
        return False  # ("the reset cannot happen| while other processes hold the GPU": the condition scopes the "not")
    if rest[0] in ";:—–(":
        return not INTERRUPTED.search(head)
    if rest[0] == ",":
        after = rest[1:].lstrip()
        return (bool(AFTER_COMMA_CLAUSE.match(after)) and not (after[:3].lower() == "and" and ", " in head)
                and not INTERRUPTED.search(head))
    if RESTRICTIVE.match(rest) and DEFINITE_END.search(head) or rest[:5] == "that " and VERB_LEFT.search(head[-30:]):
        return False  # ("affects only the application| that hit the bad memory": the clause says which one; "… and pass| that data type …")
    return not COMPLEMENT.match(rest) and not VALUE.match(rest) and not INTERRUPTED.search(head)
