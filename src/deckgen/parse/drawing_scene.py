"""Titles a drawing takes from the question's scenario, where the question sentence names no concept of
its own: the two things the question or the stem compares ("Algbw vs busbw", "Training vs inference"), the two codes it logs ("Xid 94 vs
Xid 95"), the error a cause question's scenario quotes ('Cause of "Driver/library version mismatch"') or
its short symptom ("Why no traffic passes between nodes"), the goal a "Which setting matters most?" serves
("Serving setting for the lowest latency per request"), the one Xid code an action or cause question's scenario
logs ("Response to Xid 79", "Cause of Xid 79"), the name a "Which TWO statements are correct?"
is about ("NVIDIA AI Enterprise"), the message a scenario quotes when the question asks what someone is
seeing ('"Xid" message with code 48'). Each reads a pattern of the format; none is made up when it is absent.
"""
from __future__ import annotations

import re
from collections.abc import Iterator

from .answerkind import kind, lowered
from .answerpair import compared
from .answertext import NAME
from .drawing_ask import INSTANCE
from .drawing_form import TITLE_CHARS, fault
from .drawing_lines import has_verb
from .drawing_reads import FOLDED
from .phrases import capitalise, holds_any, sentences, word_count

_NUMBER = r"(?:(?:two|three|four|2|3|4)\s+)?"
# "What is the most likely cause?" after a scenario that quotes the error it fails with.
CAUSE = re.compile(r"^what\s+(?:is|was)\s+the\s+(?:most\s+)?(?:likely\s+|probable\s+|root\s+)?cause$", re.I)
QUOTED_ERROR = re.compile(r"\b(?:fail(?:s|ed)?|errors?|abort(?:s|ed)?|reject(?:s|ed)?|crash(?:es|ed)?)\b[^.\"“]{0,30}?"
                          r"\s+with\s+[\"“]([^\"“”]{4,120})[\"”]", re.I)
# "Which statement compares algbw and busbw correct(ly)" -> "Algbw vs busbw": two things the question itself names (no
# pointer back at the scenario: "these two openings", "this card"; no side that holds another joining word: "a banneton
# lined | with linen and a loaf tin" is cut in the wrong place; `answerpair.compared` reads such a pair in any stem)
# (and "Which statement is correctly comparing X with Y", "Which comparison of X and Y is accurate")
COMPARES = re.compile(r"^which\s+(?:of the following\s+)?(?:(?:statements?|options?|choices?|sentences?|affirmations?|descriptions?)\s+"
                      r"(?:is\s+)?(?:best\s+|correctly\s+|accurately\s+)?compar(?:es?|ing)\s+(?:correctly\s+)?|comparisons?\s+(?:between|of)\s+)"
                      r"(?:the\s+|an?\s+)?(\S.{1,40}?)\s+(?:and|with|to|against)\s+(?:the\s+|an?\s+)?(\S.{1,40}?)"
                      r"(?:\s+(?:correctly|accurately|correct)|\s+(?:is|are)\s+(?:correct|accurate|right|true|valid))?$", re.I)
POINTING = re.compile(r"\b(?:this|these|those|that|such|two|both|them|others?|and|with|to|against)\b", re.I)
# A symptom: something fails, stops, slows or never happens.
SYMPTOM = re.compile(r"\b(?:no|not|never|cannot|can't|fails?|failed|hangs?|hung|crash(?:es|ed)?|drops?|slows?|stalls?|"
                     r"errors?|rejects?|declines?|degrades?|times out|timed out)\b", re.I)
PRONOUN_START = re.compile(r"(?:it|they|this|these|that|those|he|she|there)\b", re.I)
# A quoted message that says it is an error, whatever verb shows it ('the log shows "…: error: …"').
QUOTED_FAULT = re.compile(r"[\"“]((?=[^\"“”]{0,80}\b(?:error|fail(?:ed|ure)?|mismatch|invalid|denied|insufficient|timed out|"
                          r"killed)\b)[^\"“”]{4,160})[\"”]", re.I)
# "Which serving setting matters most?", "Which precision choice is the usual first step?": the thing asked
# for, and the scenario's goal ("A team wants to cut …", "… is choosing how to serve … with the lowest …").
WHICH_FITS = re.compile(r"^which\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:matters|counts|helps|works|fits)\s+(?:the\s+)?"
                        r"(?:most|best)$|^which\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:is|are)\s+the\s+(?:usual|typical|"
                        r"recommended|best|preferred)\s+(?:first\s+)?(?:step|choice|option|approach|move)$"
                        # ("… you have to turn on MIG mode for that GPU. Which command does that?": the sentence before's goal)
                        r"|^which\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:does|do|will\s+do|would\s+do|can\s+do)\s+(?:that|this|it)$", re.I)
# ("… wants to cut the memory …"; not a goal denied: "… doesn't want to run an InfiniBand fabric")
GOAL = re.compile(r"(?<!n't )(?<!n’t )(?<!not )(?<!never )\b(?:wants?|needs?|aims?|plans?|tries|is\s+trying|(?:has|have)\s+got|has|have|(?:is\s+)?(?:choosing|deciding)\s+how)\s+to\s+"
                  r"([a-z][^,.;?]{5,80}?)(?=\s+(?:while|without|but|so|and|because|for|on)\b|[,.;?]|$)")
EXTREME = re.compile(r"\bwith\s+(the\s+(?:lowest|highest|least|most|best|smallest|largest)\s+[^,.;]{3,40})$")
# "the two phases", "both metrics": things the scenario named, not named here.
UNNAMED = re.compile(r"\b(?:(?:the|these|those)\s+(?:two|three|four)|both)\s+[a-z-]+\b(?!\s+of\b)", re.I)
COMPARED_WHAT = re.compile(r"^how\s+(?:do|does)\s+(?:the\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:\w+ly\s+)?compare\b",
                           re.I)
CODE = re.compile(r"\b[A-Z][\w-]*\s+\d+\b")
TWO_ASKED = re.compile(r"\b(?:two|both|compare[sd]?|comparison|differ(?:s|ences?)?|versus|vs\.?)\b"
                       r"(?!\s+(?:statements?|options?|answers?|choices?)\b)", re.I)  # (not "Which TWO statements")
# "Which TWO statements are correct?" names nothing: the scenario's name of several words does
# ("A company is evaluating NVIDIA AI Enterprise …" -> "NVIDIA AI Enterprise").
STATEMENTS_ONLY = re.compile(r"^which\s+(?:of the following\s+)?" + _NUMBER + r"(?:statements?|options?|choices?)\s+"
                             r"(?:is|are)\s+(?:not\s+)?(?:correct|true|false|accurate|incorrect)$", re.I)
# (A capitalised word that only starts the sentence: "Each DGX H100" -> "DGX H100")
HARDWARE = re.compile(r"\d\s?[GT]B\b|\b(?:GPUs|nodes|servers|cards|switches|drives|NICs|HCAs)$")
# (nor a date, "GTC in March 2023": when, not what)
DATE = re.compile(r"^(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,4}$")
SENTENCE_WORD = re.compile(r"^(?:A|An|The|In|On|At|During|After|Before|When|While|If|Since|For|With|Each|Every|All|"
                           r"Both|Some|Many|Most|Its|Their|This|These|That|Those|Our|Your|Two|Three)\s+")
# "Which statement describes what the administrator is seeing?": what is seen is what the scenario quotes
# ('… contains an "NVRM: Xid" message with code 48' -> '"Xid" message with code 48').
SEEN = re.compile(r"\bwhat\s+(?:the\s+|this\s+|that\s+)?[\w-]+\s+(?:is|are|was|were)\s+"
                  r"(?:seeing|observing|looking at)$", re.I)
SEEN_WORDS = ("seeing", "observing", "looking at")  # (one is in each match, lower case)
QUOTED_SEEN = re.compile(r"[\"“]([^\"“”]{3,60})[\"”](?:\s+((?:message|error|entry|line|event|warning)s?"
                         r"(?:\s+with\s+(?:code|id|number)\s+\w+)?))?")
# An NVIDIA driver's error event and its code, as a log writes it or a text names it ("Xid (PCI:0000:9a:00): 79", "Xid 48").
XID = re.compile(r"\bXid\b(?:\s*\([^)\n]{0,40}\))?\s*:?\s*(\d{1,3})\b")
# A name that only tells where it runs: "a cluster of DGX A100 nodes", "a DGX H100 cluster" (the setting, not the concept).
SETTING = re.compile(r"\s+(?:nodes?|clusters?|systems?|servers?|racks?|machines?|hosts?|boxes)\b")
PROPER_NAME = re.compile(r"\b(?:[A-Z][\w-]*|[A-Z0-9]{2,}\w*)(?:\s+(?:[A-Z][\w-]*|[A-Z0-9]{2,}\w*)){1,4}\b")


def unnamed(text: str) -> bool:
    """bool(UNNAMED.search(text)), searched only where its count or "both" is."""
    lower = text.lower()
    return ("two" in lower or "three" in lower or "four" in lower or "both" in lower) and UNNAMED.search(text) is not None


# A scene's lead, not a concept ("On a node where every GPU pod is deleted cleanly", the lead of "…, in which order will …?"), and
# "How much … in total" with no verb (cut before its aside and its verb: "How much GPU memory in total")
SCENE_LEAD = re.compile(r"(?:On|In|At|For|With|During|After|Before|Once)\s+(?:a|an|the|this|each|every)\s+[^,]*?\b(?:where|when|that|which|whose)\b")
HOW_MUCH = re.compile(r"How\s+(?:much|many)(?:\s+[\w-]+){1,3},?\s+in\s+total$", re.I)  # (a noun of three words at most: no verb)


def scene_only(text: str) -> bool:
    """A title candidate that names no concept: a scene's lead, or "How much … in total" (SCENE_LEAD, HOW_MUCH)."""
    return text[:1] in "OIAFWDBH" and (SCENE_LEAD.match(text) or HOW_MUCH.match(text)) is not None


def _two_asked(text: str) -> bool:
    """bool(TWO_ASKED.search(text)), searched only where one of its words is (in a text re.I folds otherwise, always)."""
    lower = text.lower()
    return (any(word in lower for word in ("two", "both", "compar", "differ", "versus", "vs"))
            or any(mark in text for mark in FOLDED)) and TWO_ASKED.search(text) is not None


def from_scenario(stem: str, text: str) -> Iterator[str]:
    """Title candidates for the question `text` (its asked sentence) from the whole `stem`, best first."""
    if "ompar" in text and (named := COMPARES.match(text)) and not POINTING.search(f"{named[1]} {named[2]}"):
        listed = f"{named[1]} and {named[2]}"  # ("… compares the RC, UD and DC transports": three, listed)
        yield capitalise(listed if ", " in named[1] and listed in text else f"{named[1]} vs {named[2]}")
    sides = compared(stem) if _two_asked(text) else None
    if sides and all(re.fullmatch(r"[\w-]+(?:\s[\w-]+){0,2}", side) for side in sides) \
            and not any(INSTANCE.fullmatch(side) for side in sides):  # (not the scenario's "GPU1 vs GPU2")
        # ("How do the two compare?" -> "Training vs inference"; "How do the resource requirements compare
        # between training and inference?" -> "Resource requirements in training vs inference")
        what = COMPARED_WHAT.match(text)
        lead = f"{capitalise(what[1])} in " if what else ""
        yield f"{lead}{sides[0] if lead else capitalise(sides[0])} vs {sides[1]}"
    if unnamed(text):
        # "the two events" of a scenario that logs "Xid 94" and "Xid 95" -> "Xid 94 vs Xid 95"
        codes = list(dict.fromkeys(m[0] for m in CODE.finditer(stem)))
        if len(codes) == 2 and codes[0].split()[0] == codes[1].split()[0]:
            yield f"{codes[0]} vs {codes[1]}"
    if CAUSE.match(text):
        error = QUOTED_ERROR.search(stem) or QUOTED_FAULT.search(stem)
        if error:  # ("… fails with "sbatch: error: Invalid gres"" -> 'Cause of "Invalid gres"')
            message = sentences(error[1].rpartition(": ")[2])[0].rstrip(". ")
            yield f'Cause of "{message}"'
            yield message if len(message) + 2 > TITLE_CHARS else f'"{message}"'  # (a long one: the error alone)
        said = [s for s in sentences(stem.replace("\n\n", " ")) if not s.endswith("?")]
        if said and word_count(said[-1]) <= 8 and SYMPTOM.search(said[-1]) and not PRONOUN_START.match(said[-1]):
            # a short symptom right before the question: "No traffic passes between nodes." -> "Why no …"
            symptom = said[-1].rstrip(".!")
            yield "Why " + (symptom if NAME.match(symptom) else symptom[:1].lower() + symptom[1:])
    asks = kind(text) if "Xid" in stem else ""
    if asks in ("action", "cause"):  # ("NVRM: Xid (PCI:0000:9a:00): 79, …" and "What should the admin do FIRST?")
        codes = {match[1] for match in XID.finditer(stem)}
        if len(codes) == 1:
            yield f"{'Response to' if asks == 'action' else 'Cause of'} Xid {codes.pop()}"
    seen = QUOTED_SEEN.search(stem) if (not (lower := lowered(text)) or holds_any(lower, SEEN_WORDS)) and SEEN.search(text) else None
    if seen:  # (the message without its source's prefix, as for a cause: "NVRM: Xid" -> "Xid")
        message = seen[1].rpartition(": ")[2]
        yield f'"{message}" {seen[2]}' if seen[2] else f'"{message}"'
    pick = WHICH_FITS.match(text)
    said = [s for s in sentences(stem.replace("\n\n", " ")) if not s.endswith("?")] if pick and pick[3] else []
    goal = GOAL.search(said[-1] if said else stem) if pick and (said or not pick[3]) else None
    if goal:
        # "A team wants to cut the memory of an LLM … Which precision choice is the usual first step?" ->
        # "Precision choice to cut the memory of an LLM"; "… with the lowest latency per request" -> "… for the
        # lowest latency per request"
        best, thing = EXTREME.search(goal[1]), capitalise(pick[1] or pick[2] or pick[3])
        yield f"{thing} for {best[1]}" if best else f"{thing} to {goal[1]}"
    embedded = EMBEDDED.search(stem) if GENERIC_ASK.match(text) else None
    if embedded:  # ("… asks what is the total NVLink bandwidth that one H100 can use … Which value is correct?")
        yield capitalise(f"{embedded[1]} {embedded[2]}" if embedded[2] else embedded[1])
    if STATEMENTS_ONLY.match(text):
        names = [SENTENCE_WORD.sub("", m[0]) for m in
                 PROPER_NAME.finditer(stem[:stem.find(text[:20]) if text[:20] in stem else None]) if not SETTING.match(stem, m.end())]
        names = [name for name in names if " " in name and not COUNTER_PART.match(name) and not HARDWARE.search(name) and not DATE.match(name)]  # (not
        # "Knowledge Check"; nor the scenario's hardware, "NVIDIA A100 40GB GPUs": its setting, not the concept)
        if names:
            yield max(names, key=len)


# An ask that names nothing ("Which value is correct?") after a scenario that asks in its own words: "… wants to know
# what is the total NVLink bandwidth that one GPU can use" (what it asks for, up to the clause that says of which).
# ("What figure should the administrator give them?" after "… asks for the maximum power draw to budget per DGX H100
# system": what it asks for, and the one thing it is per, "Maximum power draw per DGX H100 system")
GENERIC_ASK = re.compile(r"^(?:which|what)\s+(?:value|number|figure|amount)\s+(?:is\s+(?:correct|right|true|accurate)|should\s+"
                         r"(?:the\s+[\w-]+|they|you|we|he|she)\s+(?:give|quote|report|use|provide|budget)(?:\s+(?:them|him|her))?)\??$", re.I)
EMBEDDED = re.compile(r"\b(?:what\s+(?:is|are|would\s+be)|asks?\s+(?:for|about))\s+the\s+((?:[\w/-]+\s+){0,3}?[\w/-]+)"
                      r"(?:\s+to\s+[a-z]+)?(?:\s+(per\s+(?:an?\s+|each\s+|one\s+)?(?:[\w-]+\s+){0,2}[\w-]+)(?=[.?;]|$)|\s+(?:that|which|of|"
                      r"for|per|between|in|on)\s)", re.I)
# A page's or writer's heading above the scenario: "TensorRT Troubleshooting — Practice Question 4", "Section 6 —
# Accelerated Data Science (Constructed-Response Item 6.3)", "k8s GPU sharing — time-slicing". Its parts, without
# the counters and the asides.
HEADING_PART = re.compile(r"\s+(?:[—–/-]|--)\s+|:\s+")  # (and "MIG vs time-slicing -- flash review card 23")
_COUNTER = (r"(?:(?:practice\s+)?(?:question|q|section|item|scenario|part|unit|topic|module|chapter|lesson|slide|page|lecture|week|"
            r"exercise|task|ops\s+scenario|knowledge\s+check)\s*#?\s*[\d.]+)")
COUNTER_PART = re.compile(rf"^(?:{_COUNTER}(?:\s*,\s*{_COUNTER})*|#\s*\d+|knowledge\s+check|(?:runbook\s+)?drill)$"
                          r"|.*\b(?-i:[A-Z]{1,4})-\d{3,}\b", re.I)  # (and a page's label, "Knowledge Check 5.2", or a ticket: "… MW-0419")
ASIDE = re.compile(r"\s*\([^()]*\)")
# What a site calls its page after the topic: "Power & Cooling Practice", "Networking Quiz", "MIG Review Questions".
COLUMN = re.compile(r"\b(?:corner|case study|deep dive|spotlight|digest|roundup|brain teaser)\b", re.I)  # (a site's column)
QUESTION_LABEL = re.compile(r"^Q(?:uestion)?(?:\s*[-#]?\s*\d+\s*[.:]?|\s*[.:])\s+(?=[A-Z])")  # (and "Q-45  Inference Serving")  # ("Q. NVLink bandwidth math (H100 SXM5)")
SITE_WORD = re.compile(r"(?:\s+(?:practice|quiz|exam|mock|prep|review|drill|test|questions?|sets?)){1,2}$", re.I)
PAST = re.compile(r"\b(?:went|goes|broke|fails?|failed|crash(?:ed|es)?|died|became|got|gets|stopped|hangs?|hung|[a-z]{3,}ed)\b")


def heading_topic(stem: str) -> str:
    """The topic a short heading above the scenario names (see HEADING_PART), or "": a noun phrase of two words or
    more with no verb, no question and no sentence end, not a counter ("Module 4, Slide 9") nor a document's heading in
    capitals ("SITE SURVEY – SUMMARY OF FINDINGS")."""
    first = QUESTION_LABEL.sub("", stem.strip().split("\n\n", 1)[0].strip())
    if not first or "\n" in first or len(first.split()) > 10 or "?" in first or ". " in first or first.endswith("."):
        return ""
    for part in HEADING_PART.split(ASIDE.sub("", first)):
        part = SITE_WORD.sub("", part.strip(" #"))
        if COUNTER_PART.match(part) or COLUMN.search(part) or len(part.split()) < 2 or len(part.split()) > 6 or len(part) < 10 or has_verb(part) \
                or PAST.search(part) or not part[:1].isalnum() or part.isupper():
            continue
        return capitalise(part)
    return ""


# A name in the stem ("InfiniBand", "NVIDIA Triton Inference Server", "GPU Operator"), and names too general to title.
STEM_NAME = re.compile(r"(?:NVIDIA\s+)?(?:[A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9-]*|[A-Z][a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z]+:[a-z]+\b)"
                       r"(?:[ -][A-Z][A-Za-z0-9-]+)*")  # (and "Run:ai": no "Run")
GENERIC_NAMES = frozenset("NVIDIA GPU GPUs CPU CPUs AI OS API ID IT TB GB NOT EXCEPT TWO THREE FOUR FIRST MOST VM VMs INFO CUDA".split())


READING = re.compile(r"(?m)^[ \t]*[A-Z][\w ]{1,30}:[ \t]*(\S+)[ \t]*$")  # ("State: Initializing", "Physical state: LinkUp")
# The side a comparison turns from: "Why is X the better choice than the NFS server" is not about NFS.
LOSING_SIDE = re.compile(r"\b(?:than|over|instead of)\s+(.+)$", re.I)


def stem_topic(stem: str, asked: str, text: str) -> str:
    """To a question about statements ("Which statement is correct about this situation?", "Which THREE are true?"),
    the name the stem gives that the text speaks of most (three times or more: "InfiniBand", "RAPIDS"), or ""."""
    if kind(asked) == "number" or not text:
        return ""
    # (not a value a tool printed, "Physical state: LinkUp": a reading of the scenario, no concept)
    names = {found.strip() for found in STEM_NAME.findall(stem)} - set(READING.findall(stem))
    names |= {name[7:] for name in names if name.startswith("NVIDIA ")}  # ("NVIDIA GPU Operator", which the text calls
    if " than " in stem or " over " in stem or " instead of " in stem:  # (any sentence's: "justify selecting X over a
        # fabric that uses static ECMP hashing")
        losing = " ".join(found[1] for sentence in sentences(stem) if (found := LOSING_SIDE.search(sentence)))
        names = {name for name in names if name not in losing}
    # (counted whole only where the text holds it three times as a substring: no fewer words can make three)
    counts = {name: _whole_count(name, text) for name in names - GENERIC_NAMES if text.count(name) >= 3}  # "GPU Operator" after)
    # (a name the asking sentence gives first: "… NOT a function performed by the NVIDIA GPU Operator?" is about it, not
    # about the "InfiniBand adapters" of its scenario)
    return next((name for name in sorted(counts, key=lambda name: (name not in asked, -counts[name], name))
                 if counts[name] >= 3 and len(name) > 2 and not fault(name, "title", names=True)), "")


def _whole_count(name: str, text: str) -> int:
    r"""How often `text` holds `name` as a whole word (= len(re.findall(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)),
    walked with str.find: a pattern made for each name and tried at every place in the text cost more)."""
    count, at = 0, text.find(name)
    while at >= 0:
        end = at + len(name)
        whole = not _word_char(text[at - 1:at]) and not _word_char(text[end:end + 1])
        count += whole
        at = text.find(name, end if whole and name else at + 1)  # (as findall: on after a match, an empty one too)
    return count


def _word_char(char: str) -> bool:
    r"""Whether `char` (one character, or none) is what [\w-] matches."""
    return char.isalnum() or char == "_" or char == "-"
