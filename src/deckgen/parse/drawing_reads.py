"""Whether a line reads on its own (`drawing_form.fault` asks it first): no chatty lead ("Quick take:", "Bottom
line:"), no verdict on an option or talk of the options by their letters ("D is wrong", "the answer is E"), no verb
without its subject ("Needs: …", "Works, but slow"), no leading pronoun or demonstrative ("It runs …", "This means …"),
no connective that needs the sentence before it ("So", "Therefore", "Instead", "Everything else —", a "then" after the
subject), no thing pointed at with "that" which the sentence before named ("… pick that scale"), and no "it" after a
preposition with no noun of its own before it ("… are not part of it"); a drawing's point may carry a plain label ("Memory:
weights, gradients"), the answer box may not."""
from __future__ import annotations

import re

from .drawing_lines import LETTER_LIST, VERB_FIRST, has_verb, not_a_line

# A first word that points back ("It runs …", "This means …") or needs the sentence before it ("So …").
ANAPHOR = frozenset("it its it's it’s this that that's that’s these those they they're they’re their them such he she our other here here's "
                    "here’s either neither another".split())
ANAPHOR_PAIRS = frozenset({"the latter", "the former", "the same", "the other", "each one"})
# "The first is …", "The second place is …", "The most common one is …": one of a count, or a kind, the sentence before made.
ORDINAL_ONE = re.compile(r"the\s+(?:first|second|third|fourth|last)\s+(?:one\s+|place\s+|part\s+|way\s+|case\s+)?(?:is|are|was)\b"
                         r"|the\s+(?:[a-z]+\s+){1,2}one\s+(?:is|was)\b")
# A thing the sentence before named, pointed at as the object at the line's end ("… is to pick that scale"), or as the
# object of the subject's verb with a place after it ("Prometheus scrapes that endpoint on its own schedule"; not "means
# that memory is …", where "that" starts what is said, nor "… the jobs that are in the queue"); and a "then" after the
# subject (SUBJECT_THEN: "Run:ai then packs two notebooks …").
OBJECT_POINTER = re.compile(r"^(?:The\s+)?[\w:.-]+\s+[a-z]{3,}s\s+(?:this|that|these|those)\s+[a-z][a-z-]{2,}"
                            r"(?=\s+(?:on|in|at|for|with|from|to|by)\b)")  # (alone, an answer line's test: it may point at the
# stem's "that link", never at a thing the explanation named, "Prometheus scrapes that endpoint on …")
END_POINTER = re.compile(r"^(?=(?:\S+\s+){0,11}\S+$).*\b(?:to|on|in|at|for|from|with|by|of|pick|use|set|change|raise|lower|keep|get|see|"
                         r"check|fix|run|tune|adjust|apply|choose|read)\s+(?:this|that|these|those)\s+[a-z][a-z-]{2,}$"  # (in a line of a
                         # few words: a longer one names the thing itself, "… for mlx5_3: …, then reseat the cable on that port")
                         r"|" + OBJECT_POINTER.pattern)
SUBJECT_THEN = re.compile(r"(?!(?:if|when|once|after|before|first|start)\b)(?:[^,;:]|:(?=\S)){1,40}?(?<!\band)(?<!\bor)(?<!\bbut)\s+then\s+"
                          r"(?!again\b)[a-z]+s\b", re.I)
CONNECTIVE = frozenset("so therefore thus hence however also and but or once then instead otherwise still yet plus "
                       "besides meanwhile moreover furthermore similarly likewise again finally next first second whereupon "
                       "third last lastly later now nevertheless nonetheless".split())
CONNECTIVE_PHRASES = ("as a result", "in turn", "in that case", "by contrast", "in contrast", "on the other hand",
                      "that said", "even so", "in other words", "in the example", "in this example", "in the output",
                      "in this output", "as shown above", "as shown below", "for comparison", "by comparison",
                      "in comparison", "until then", "by then", "after that", "before that", "at that point", "from then on")  # ("For example, X does Y" reads alone; "For comparison, X is 5–15 kW" is the other side of
# a comparison whose first side was the sentence before it)
FIRST_WORD = re.compile(r"[\w'’-]+")
# A thing of the text's context named by its kind alone, then what it does ("The paper shows …", "The file uses …").
CONTEXT_THING = re.compile(r"the\s+(?:paper|file|article|slide|table|study|document|video|chart|figure|screenshot|diagram)\s+"
                           r"(?:shows?|showed|says|said|uses|lists|describes|explains|contains|gives|states|suggests|mentions|notes|"
                           r"claims|finds|found|provides|includes|covers|is|was|has)\b")
HEDGES = frozenset("iirc afaik afaict imo imho tbh fwiw btw honestly anyway ok okay yeah yep nope sorry goodnight hello welcome goodbye".split())
OPTION_LEADS = ("the one saying", "the one that says", "the one which says", "the one who says", "the one that claims", "the one with ", "the one about ",
                "the option that says", "the option which says", "the option saying")  # (not "The option that each replica needs …")
# "it" after a preposition ("part of it", "on top of it"): a thing the line must name before it, with a noun of its
# own ("… scheduled on it" after "Drain the node"); where the line says what its subject is, neither that subject nor
# what it is said to be ("X is a service built on top of it").
OBJECT_IT = re.compile(r"\b(?:of|for|to|with|from|on|in|into|about|without|under|onto)\s+it\b(?![’'])", re.I)
DETERMINED = re.compile(r"\b(?:the|a|an|each|every|this|that|its|their)\s+[\w-]+", re.I)
PREDICATE = re.compile(r"\b(?:is|are|was|were|becomes?)\s+(?=(?:the|a|an)\s)", re.I)
INNER_CONNECTIVE = re.compile(r"\b(?:therefore|thus|hence)\b", re.I)
# A chatty lead: a few words and a colon or dash, whose words are a discourse marker, not a name.
CHATTY = re.compile(r"^(?:[\w'’;]+\s+){0,4}?(?:take|nutshell|short|line|deal|thing|gist|idea|point|summary|"
                    r"picture|answer|tl;?dr|notes?|story|way|basically|simply|recap|version|key|lesson|rule|"
                    r"trap|catch|gotcha|caveat|caution|pitfall|snag|twist|wrinkle|heads-up|warning|tip|takeaways?|upshot|moral|"
                    r"important|remember|reminder|hint|fyi|careful|thumb|quick\s+check|example(?:\s+with\s+\w+)?|shortly|follows|"
                    r"read-?out|sketch|outcome|action\s+item|next\s+step|follow-?up|to-?do|output|test|insomma|"  # (and their plurals: "Related
                    # gotchas: …", "Some examples: …"; a meeting's "Action items: Ade to add …"; "Monitoring tip from the host:")
                    r"(?:tip|note|hint|reminder|warning|caveat|lesson)s?\s+(?:from|for|of)\s+(?:the\s+)?[\w'’-]+)s?"
                    r"\s*(?:[:—–]|\s-)\s", re.I)
# CHATTY and OBJECT_IT without re.I, for an ASCII text lowered (their letters lower-case, their classes taking either
# case: the same matches at the same places; case-folding every character of the text cost twice the search).
CHATTY_LOWER, OBJECT_IT_LOWER = re.compile(CHATTY.pattern), re.compile(OBJECT_IT.pattern)
VERB_LABELS = frozenset("needs requires uses supports includes provides runs has gives means contains offers adds lets "
                        "enables allows".split())
# A negated auxiliary first ("Doesn't fix …", "Is not …", "Cannot …"; never an imperative as "Don't reboot …" is).
NEGATED_FIRST = re.compile(r"(?:Does|Did|Is|Are|Was|Were|Can|Could|Will|Would|Should|Has|Have|Had)(?:n['’]t|\s+not)\b|"
                           r"(?:Cannot|Can['’]t|Won['’]t)\b")
# A correction with no subject ("Nothing to do with model optimization", "Not a memory tier"), and what the reader
# would see if another option were so ("You would not see a fallback …").
NO_SUBJECT = re.compile(r"(?:Nothing|Not|Never)\s+(?:to\s+do\s+with|for|a|an|about|related|relevant)\b"
                        r"|Not\s+only\s+(?!(?:does|do|did|is|are|was|were|can|will|would|has|have)\b)")  # ("Not only fixed MIG sizes")
WORTH_FIRST = re.compile(r"(?:Good|Fine|Useful|Handy|Nice|Great|Helpful|Worth|Ideal|Perfect|OK|Okay)\s+(?:to|for)\s")
HYPOTHETICAL = re.compile(r"You(?:\s+would|[’']d|\s+haven[’']t|\s+have\s+(?:not|just)|[’']ve)\b")  # (and "You haven't fixed …")
# An option's letter as the subject of a verb ("A throws more hardware at …"), and a comparison with nothing to compare
# with ("AI training traffic looks very different").
LETTER_SUBJECT = re.compile(r"\(?(?-i:[A-H])\)?\s+(?-i:[a-z]{2,}(?<![siu])s)\s")  # (not "A synchronous …", "A process …")
BARE_COMPARISON = re.compile(r"\b(?:looks?|is|are|seems?|feels?|stays?|remains?)\s+(?:very\s+|much\s+|quite\s+|so\s+)?(?:different|similar|faster|"
                             r"slower|better|worse|unchanged|the\s+same)\.?$")  # ("… the 15–60 W range is unchanged": by what?)
# A participle that opens a sentence with no subject, and no comma after which one would come ("Recommended after …").
PARTICIPLE_FIRST = re.compile(r"[A-Z][a-z]{2,}ed\s+(?:after|before|for|to|when|by|during|once|with|on|in|at|as)\b")
# A topic set before a colon, which the words after it speak of ("About NVLink-C2C: GB200 uses it to …").
TOPIC_LABEL = re.compile(r"(?:About|Regarding|Re|Concerning|As\s+(?:for|to))\s[^:\n]{1,40}:\s")
OF_THE_QUESTION = re.compile(r"(?:\b(?:the|this)\s+|^)(?:question|scenario|stem)\s+(?:(?:also|already|clearly|even)\s+)?(?:says?|said|states?|asks?|mentions?|tells?|"
                             r"describes?|gives?|is\s+(?:saying|asking|telling|describing|about))\b|\bfor\s+the\s+(?:first|second|third|"
                             r"next|last|other)\s+question\b|\b(?:if|when)\s+(?:the\s+)?question\s+(?:is|asks)\b", re.I)  # (and "For the second question, look at …": the text's own)
TOPIC_PRONOUN = re.compile(r"\b(?:it|its|they|them|their)\b", re.I)
LABEL = re.compile(r"^[^:\s][^:]{0,40}:\s(?!\d)")  # (not a key and its value: "nvidia.com/gpu: 1")
# What is left of an analysis's verdict ("D is wrong because …", "Is incorrect: …").
VERDICT = re.compile(r"^(?:\(?[A-H]\)?\s+)?(?:is|are|was)\s+(?:not\s+)?(?:wrong|incorrect|correct|right|true|false|"
                     r"accurate|inaccurate)\b|^(?-i:\(?[A-H]\)?)\s+(?:is|are|was)\s", re.I)  # (and "C is off — …")
# A line about the options by their letters: "the answer is E", "A through D are all wrong", "option B", "Comparison D
# matches …", "The D say that …", "is [B]: 2 → 1 → …".
# (and an option chosen by its letter, or one the line speaks of by it: "Award 1 mark for choosing C", "On A
# specifically, …", "On B, MIG mode is …")
OPTION_PARTS = (r"\b(?:answer|option|choice|correct|right|statement|comparison|explanation|variant|claim|declaration)s?\s+(?:is\s+|are\s+)?"
                r"\(?(?-i:[A-H])\)?(?![\w-])",
                r"\bthe\s+(?-i:[A-H])\s+(?:says?|said|claims?|describes?)\b|\[(?-i:[A-H])\]",
                r"(?<![\w-])(?-i:[A-H])\s+(?:through|to|and)\s+(?-i:[A-H])\s+(?:are|were)\b",
                r"\b(?:are|were)\s+(?:all\s+|both\s+)?(?:wrong|incorrect)\b",
                r"\b(?:choos(?:e|es|ing)|chose|chosen|pick(?:s|ed|ing)?|select(?:s|ed|ing)?)\s+\(?(?-i:[A-H])\)?(?![\w-])"
                r"|^(?:On|In|For|With)\s+\(?(?-i:[A-H])\)?(?:\s+specifically|\s+alone)?,")
OPTION_TALK = re.compile("|".join(OPTION_PARTS), re.I)
# (Each of its alternatives apart, with the words one needs: "answer", …; "are" or "were"; "wrong" or "incorrect"; a
# verb of choosing or a preposition first.)
OPTION_SEARCHES = tuple((re.compile(part, re.I).search, words) for part, words in zip(OPTION_PARTS, (
    ("answer", "option", "choice", "correct", "right", "statement", "comparison", "explanation", "variant", "claim", "declaration"),
    (" say", " said", " claim", " describ", "["), ("are", "were"), ("wrong", "incorrect"),
    ("choos", "chose", "pick", "select", "on ", "in ", "for ", "with "))))
# The characters re.I matches with an ASCII letter that str.lower() does not lower to it ("ı" and "İ" match "i",
# "ſ" matches "s"): where none is, a word found case-insensitively is a substring of the text lowered.
FOLDED = ("\u0130", "\u0131", "\u017f")


JUDGED = re.compile(r"\b(?:is|are)\s+(?:also\s+|simply\s+|just\s+)?(?:wrong|incorrect)\b(?!\s+(?:to|about|with|for|in)\b)")  # (a point's verdict)
QUESTION = re.compile(r"\?(?:[\"”’')]*)(?:\s|$)")  # (a sentence that asks: never "?" inside a URL or a pattern)
CHAT_TIME = re.compile(r"\[\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?\]")  # (a message's time in a chat log: "[09:14]")
SUBJECTLESS = re.compile(r"(?:Describes|Follows|Explains|Reflects|Matches|Refers|Means|Says|Shows|Requires|Needs|Gives|Uses|"
                         r"Works|Runs|Happens|Applies|Holds|Adds|Removes|Enables|Allows|Makes)\s+(?!(?:is|are|was|were|of)\b)")
LETTERS_LEAD = re.compile(r"\W{0,3}(?:(?:[Oo]ptions?|[Cc]hoices?)\s+)?\(?[A-H]\)?(?:\s*(?:,|and|&|or)\s*\(?[A-H]\)?)+\s+(?:both|all|each|"
                          r"are|were|would|could|can|fail|describe|mix|confuse|make|get|say|have|do|don't|ignore|assume|"
                          r"miss|treat|claim|suggest|swap|blame|forget)\b")  # (a group of letters and its verb)


# A voice's heading run into the text after it: a postscript's "P.S.", a step named after a label ("Final leg, step V.",
# "Course 4, tasting (step S)."), or a heading of a few words and a comma with no verb ("R, time zero."); a plain "Step 2:"
# names its step.
HEADING_RUN = re.compile(r"^(?:(?-i:P\.?\s?S)\b\.?\s|[^.:;\n]{1,40}?(?:,\s+|\()step\s+(?:\d{1,2}|[IVX]{1,4}|[A-Z])\)?[.:]\s"
                         r"|(?P<head>[^.!?,:;\s]+(?:\s+[^.!?,:;\s]+){0,2},\s+[^.!?,:;]{2,30})\.\s)", re.I)


OPTION_ONE = re.compile(r"The\s+(?:sequence|ordering|choice|answer|pick|one|variant|alternative)s?\s+(?:that|which)\s")


def reads_alone(text: str, labels: bool = True) -> str:
    """Why `text` needs the sentence before it (empty: it does not). With `labels`, a plain label
    ("Memory: …") may lead it; a chatty one ("Quick take: …") never."""
    if text[:2] in ("\\>", "> "):  # (a Markdown quote's line, "> Heads-up: …", "\\> Remember: …": a tip set apart)
        return "a quoted aside"
    if labels and text.partition(" ")[0] in ("Is", "Are", "Was"):
        return "a verb without its subject"  # (a point's "Is the mode by default of perf_analyzer": what is?)
    if "?" in text and QUESTION.search(text):
        return "a question, not a statement"  # ("Who didn't show? Rank 0. …", "Does the time limit count? No. …")
    if "[" in text and CHAT_TIME.search(text):
        return "a chat log's lines"  # ("… b4 assuming [09:20] Sam": messages run together, each with its time and sender)
    head, lower, plain = text[:50], text.lower(), text.isascii()
    if (text[:1] == "P" or ". " in head and ("," in head or "tep" in head) or ": " in head and "tep" in head) \
            and (run := HEADING_RUN.match(text)) \
            and not (run["head"] and has_verb(run["head"])):
        return "a heading run into its text"  # ("Leg four, step IV. dockerd reads …", "R, time zero. …", "P.S. …": the voice's)
    if (":" in head or "—" in head or "–" in head or " -" in head) \
            and (CHATTY_LOWER.match(lower) if plain else CHATTY.match(text)):
        return "chatty lead"
    # (VERDICT opens with "(", a letter before ")" or a space, or "is", "are", "was": looked for only then)
    if (text[:1] in "ABCDEFGH(" and (text[:1] == "(" or text[1:2] == ")" or text[1:2].isspace())
            or text[:3].lower() in ("is ", "are", "was")) and VERDICT.match(text):
        return "a verdict on an option"
    if text[:1] in "DEFRMSNGUWHA" and SUBJECTLESS.match(text):
        return "a verb without its subject"  # ("Describes exactly what the command produces.": of an option the card may not show)
    if labels and ((" and " in text[:14] or ", " in text[:10]) and LETTERS_LEAD.match(text) or (" and " in text or " or " in text) and LETTER_LIST.search(text)):
        return "talks of the options"  # ("💀 B and D both mix up the codes", "The three that sail, B, D and F, …")
    if ("nswer" in text or "rong" in text or "orrect" in text or "ption " in text or "ptions " in text or "ight " in text
            or "tatement" in text or "hoice" in text or " through " in text or " and " in text[:8] or "hoos" in text
            or "hose" in text or "ick" in text or "elect" in text or text[:5].partition(" ")[0] in ("On", "In", "For", "With")
            or "[" in text or "omparison" in text or "xplanation" in text or "ariant" in text or "laim" in text or "eclaration" in text
            or " say" in text or " said" in text or " describ" in text) and _talks_of_options(text):
        return "talks of the options"  # ("Since A through D are all wrong, the answer is E": letters, not facts)
    if why := not_a_line(text):
        return why
    if text[:4] == "The " and OPTION_ONE.match(text):
        return "talks of the options"  # ("The sequence that restarts Docker before …": an option, told by what it says)
    if text[:1] in "ARC" and (topic := TOPIC_LABEL.match(text)) and TOPIC_PRONOUN.search(text, topic.end()) \
            or text[-7:].lower().rstrip(".!").endswith((", yes", ", yep")):
        return "a reply, not a statement"  # ("About NVLink-C2C: GB200 uses it …, yes": "it" is the topic)
    if ("uestion" in text or "cenario" in text or "stem" in text) and OF_THE_QUESTION.search(text):
        return "talks of the question"  # ("The question says gradients are not saved": what question, read alone?)
    label = LABEL.match(text) if ":" in head else None
    if label and not labels:
        return "leading label"
    space = text.find(" ")  # (a verb first ends its first word in "s": looked for only then)
    if label and text[:label.end() - 2].lower() in VERB_LABELS or text[space - 1:space] in ("s", ",") \
            and VERB_FIRST.match(text) or text[:1] in "DICWHAS" and NEGATED_FIRST.match(text):
        return "a verb without its subject"  # ("Needs: nvidia-fs.ko kernel module, …", "Works, but slow", "Doesn't fix …": what?)
    if text[space - 2:space] == "ed" and "," not in text and PARTICIPLE_FIRST.match(text) \
            or text[:1] == "N" and NO_SUBJECT.match(text):
        return "a verb without its subject"  # ("Recommended after hardware changes …", "Nothing to do with …": what is?)
    if text[:1] in "GFUHNWIOP" and WORTH_FIRST.match(text):
        return "a verb without its subject"  # ("Good to run afterwards to confirm the node, but …": what is?)
    if labels and ("wrong" in text or "incorrect" in text) and JUDGED.search(text):
        return "a verdict on an option"  # ("Logging only the final accuracy is wrong (because …)": the analysis, not a fact)
    if text[:1] == "Y" and HYPOTHETICAL.match(text):
        return "a hypothetical, not a fact"  # ("You would not see a fallback to sockets": if what were so?)
    if text[:1] in "ABCDEFGH(" and LETTER_SUBJECT.match(text):
        return "talks of the options"
    if (text.rstrip(".")[-4:] in ("rent", "ilar", "ster", "ower", "tter", "orse") or labels and text.rstrip(".")[-4:] in ("nged", "same")) \
            and BARE_COMPARISON.search(text):  # (a point's "unchanged": a note's says the option's claim is not so)
        return "a comparison with nothing to compare with"
    for body in ((text[label.end():], text) if label else (text,)):
        why = _first_words(body[:40].lower())
        if why:
            return why
    if ("thus" in lower or "therefore" in lower or "hence" in lower
            or not plain and any(mark in text for mark in FOLDED)) \
            and INNER_CONNECTIVE.search(text):
        return "needs the sentence before it"
    if (" that " in text or " this " in text or " these " in text or " those " in text) and END_POINTER.search(text.rstrip(". ")):
        return "a pointer that needs the sentence before it"  # ("The calibrator's whole job is to pick that scale")
    if " then " in text and SUBJECT_THEN.match(text):
        return "needs the sentence before it"  # ("Run:ai then packs two notebooks onto one L40S")
    if " it" in text and (it := OBJECT_IT_LOWER.search(lower) if plain else OBJECT_IT.search(text)):
        said = PREDICATE.search(text, 0, it.start())  # (what its subject is said to be: past it, the nouns to stand for)
        if not any(found.start() != said.end() if said else True
                   for found in DETERMINED.finditer(text, said.end() if said else 0, it.start())):
            return "a pronoun that needs the sentence before it"  # ("… are not part of it", "X is a service built on top of it")
    return ""


def leads_back(text: str) -> bool:
    """Whether `text` and every head of it (a prefix of four words or more, cut before white space or a mark: ",",
    ";", ":") need the sentence before them by their first words, as `reads_alone` finds them; never for a text with
    a colon in its first 50 characters (a head before a label's colon is read otherwise)."""
    text = text.lstrip()
    return ":" not in text[:50] and _first_words(text[:40].lower()) != ""


def _first_words(lower: str) -> str:
    """Why a body whose first 40 characters lowered are `lower` needs the sentence before it by its first words:
    a pronoun or demonstrative ("It runs …"), a connective ("So …"); empty when neither."""
    word = lower.partition(" ")[0]  # (letters up to a space are FIRST_WORD's match; else it is looked for)
    if not word.isalpha():
        first = FIRST_WORD.match(lower)
        word = first[0] if first else ""
    if word in ANAPHOR or (lower.lstrip().startswith(("the", "each one")) and ("latter" in lower or "former" in lower
                                                                             or "same" in lower or "other" in lower or "one" in lower)
                           and " ".join(lower.split()[:2]) in ANAPHOR_PAIRS):  # (and "Each one has its own SMs …")
        return "leading pronoun"
    if word in CONNECTIVE or lower.startswith(CONNECTIVE_PHRASES) \
            or lower.startswith(("everything else", "everythin' else", "everythin’ else", "all the rest", "the rest ", "anything else")):
        return "needs the sentence before it"  # (and "Everything else — the toolkit, … — still gets deployed": else than what?)
    if word in HEDGES or lower.startswith(("true true", "true,", "yes,", "no,", "well,", "makes sense", "got it", "wait,", "wait so", "noted",
                                           "problem is,", "the problem is,", "thing is,", "the thing is,", "good night", "listen,", "look,", "see,", "hey,")):
        return "a hedge or a reply, not a fact"  # ("IIRC the cutoff is 8.9, …", "True true, there are eight …")
    if lower.startswith(OPTION_LEADS):
        return "talks of the options"  # ('The one saying it is "licensed per CPU socket …" is not correct')
    if word == "the" and CONTEXT_THING.match(lower):
        return "needs the sentence before it"  # ("The paper shows …", "The file uses …": which paper, which file?)
    if word == "the" and ORDINAL_ONE.match(lower):
        return "needs the sentence before it"
    return ""


def _talks_of_options(text: str) -> bool:
    """bool(OPTION_TALK.search(text)), each alternative searched only where its words are."""
    if any(mark in text for mark in FOLDED):
        return OPTION_TALK.search(text) is not None
    lower = text.lower()
    return any(any(word in lower for word in words) and search(text) for search, words in OPTION_SEARCHES)



class Words:
    """A search for whole words, case-insensitively: `found(text)` is bool(self.pattern.search(text)), self.pattern being
    r"\b(?:word|…)\b" under re.I, its words lower-case ASCII. An ASCII text's runs of word characters are read with
    its other bytes made spaces (one search for " word " in them); another text's words are looked for by str.find in
    it lowered, with a word character on neither side; one with a character re.I folds otherwise ("ı", "İ", "ſ") is
    searched with the pattern. (A search of all the words at every position of a text cost ~5 µs a sentence.)"""

    def __init__(self, words: str) -> None:
        self.words = tuple(words.split())
        self.pattern = re.compile(r"\b(?:" + "|".join(self.words) + r")\b", re.I)
        self._spaced = re.compile(rb" (?:" + b"|".join(word.encode() for word in self.words) + rb") ")

    def found(self, text: str) -> bool:
        if text.isascii():
            return self._spaced.search(b" " + text.lower().encode().translate(WORD_BYTES) + b" ") is not None
        if any(mark in text for mark in FOLDED):
            return self.pattern.search(text) is not None
        lower = text.lower()
        for word in self.words:
            at = lower.find(word)
            while at >= 0:
                end = at + len(word)
                if (at == 0 or not _word_char(text[at - 1])) and (end == len(text) or not _word_char(text[end])):
                    return True
                at = lower.find(word, at + 1)
        return False


# An ASCII text's bytes, its word characters kept and the others made spaces.
WORD_BYTES = bytes(code if chr(code).isalnum() or chr(code) == "_" else 32 for code in range(128)) + b" " * 128


def _word_char(char: str) -> bool:
    return char.isalnum() or char == "_"
