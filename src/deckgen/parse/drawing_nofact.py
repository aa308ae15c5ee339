"""The lines a drawing never shows as a point, whatever they say: they carry no fact of their own (a question, a line
that lost what stood before its "=", an option by its letter, a step's number, a head that announces with a vague
count, talk of the question or its options or to the reader, a chat's lead or a speaker's label, no subject, a pointer back, a
command with its arguments or flags and no prose, a note's sentences run on, a diagram's row, a step and its gloss).
Used by `drawing_select`."""
from __future__ import annotations

import re

from .drawing_lines import has_verb
from .drawing_reads import SUBJECTLESS
from .phrases import holds_any, without_parentheses
from .words import fact_marks

# No fact of its own: a footnote ("¹ The switch exposes …", "² NVIDIA UFM User Manual, …"), a Markdown heading ("\#### How the canary works"), a question ("Want to share one GPU?"), a line
# that lost what stood before its "=" or "→", an option named by its letter ("Option c describes …", "C, cuML, is …",
# "A (15–32 °C) is …", "About the other answers: …"), a step's number ("Step two, convert …"), and a head that announces what follows
# with a vague count ("Kubernetes has some fixed rules for extended resources", "… into several functions").
NO_FACT_START = re.compile(r"(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]|(?:the\s+)?(?:correct|right)\s+one\s+(?:is|was)\s|\\?#{1,6}\s|[=→×]|-{1,2}>|<-|(?-i:[A-E])\s*(?:->|→|=>)\s|(?-i:[B-E])\s+(?-i:[A-Z])|(?-i:[A-E])\.\s|[\w#-]{1,12}\s=\s[A-Za-z]+$|Options?\s+\(?[A-Ea-e]\)?(?![\w-])|\(?[A-E]\)?(?:,\s|\s\()|(?:About\s+)?the other "
                           r"(?:answers|options|choices)\b|Step\s+(?:one|two|three|four|five|six|\d+)\b"
                           r"|(?:the\s+)?(?:correct|right)\s+(?:answers?|options?|choices?)\s*(?:is|are|:)\s*\(?[A-H]\)?"  # ("Right answers:
                           r"(?:\s*(?:,|and|&|\+)\s*\(?[A-H]\)?)*\.?$"  # A, C, E.": the key, no fact)
                           r"|(?:correct|right|answers?)\s*:\s*\(?[A-H]\)?(?:\s*(?:,|and|&|\+)\s*\(?[A-H]\)?)*(?:\.?$|\s+\()"  # ("Correct: A, C,
                           # E (diagnostics, …)": the key and its names)
                           r"|the\s+(?:(?:closest|most\s+tempting|obvious|classic|usual|common)\s+)?(?:(?:wrong|incorrect)\s+(?:idea|answer|"
                           r"choice|option)|near[- ]miss|trap|distractor|decoy)\s+(?:is|here)\b"  # ("The near-miss is …")
                           r"|(?:be\s+careful,\s+)?the\s+exam\b|inside\s+there\s+(?:is|are)\b|additional\s"
                           r"|(?:(?:quick|some|a\s+(?:bit|little)\s+of)\s+)?background\s+(?:on|first)\b|let\s+the\s+story\b"  # ("Quick background
                           r"|(?:two|three|four)\s+of\s+the\s+(?:three|four|five)\s+(?:claims|statements|options)\b)",  # on how …")
                           re.I)  # (exam technique, "Be careful, the exam like to mix …"; "Inside there is …", "Additional adapters …": of what?)
EXAM_TALK = re.compile(r"\bexam\s+(?:questions?|writers?|setters?|tips?)\b|\b(?:for|on|in)\s+(?:the\s+)?exams?\b", re.I)  # ("… is a
# favourite of exam writers", "Difference with perf_analyzer is important for exam")
VAGUE_COUNT = re.compile(r"^[^\d]*?\s(?:has|have|is\s+having|involves?|follows?|uses?|offers?|provides?|makes?|takes?|performs?|goes\s+through|(?:divides?|splits?|falls?)\s(?:[\w-]+\s){0,3}into|"
                         r"comes?\s+in|consists?\s+of)\s+(?:several|some|many|a few|various|a number of)\s+(?:[\w-]+\s+){0,2}"
                         r"[\w-]+s(?:\s+(?:for|of)\s+[\w\s-]+)?(?:,\s+and\s+each\s+[a-z]+\s+a\s+different\s+[\w\s-]+)?$"
                         # ("Trtexec has two main uses": a count and nothing of what they are)
                         r"|^[^,;:]*?\s(?:has|have|consists?\s+of|(?:is|are)\s+(?:built|made)\s+(?:up\s+)?(?:from|of))\s+(?:two|three|four|five)\s+"
                         r"(?:main\s+|key\s+|major\s+|important\s+)?[\w-]+$"  # (and "Spectrum-X is built from two main pieces")
                         r"|^[^,;:]*?\s(?:exposes|offers|provides|has)\s+(?:two|three|four|five)\s+(?:[\w-]+\s+)?(?:fields|metrics|counters|options|modes|settings|kinds|types|ways)$"  # ("DCGM exposes two power-related fields")
                         r"|^(?:in\s+[\w\s-]{1,30}?,?\s+)?there\s+(?:is|are)\s+(?:two|three|four|five)\s+(?:main\s+|key\s+|major\s+)?[\w-]+(?:\s+(?:in|of)\s+[\w\s-]+)?$"
                         # ("…, which has two kinds of service instance": kinds it does not name)
                         r"|\s(?:has|have|knows?|comes?\s+in|offers?|describes?|defines?|distinguish(?:es)?)\s+(?:two|three|four|five|several)\s+(?:kinds?|types?|sorts?|forms?|"
                         r"flavou?rs?|variants?)\s+of\s+[\w\s-]+$"
                         # ("NVIDIA offers two networking families for AI clusters", "MIG should be distinguished from the other …")
                         r"|\s(?:has|have|offers?|provides?)\s+(?:two|three|four|five|several)\s+(?:[\w-]+\s+)?(?:famil(?:y|ies)|classes|"
                         r"categories|approaches|ways|methods)(?:\s+(?:of|for)\s+[\w\s-]+)?$"
                         r"|\s(?:should|must|can)\s+be\s+(?:distinguished|differentiated|told\s+apart)\s+from\s+(?:the\s+)?other\b"
                         # ("… takes a whole stack of things", "Not all PCIe paths are equal": nothing said of which)
                         r"|\b(?:a\s+(?:whole\s+)?(?:stack|lot|bunch|number|range)|lots|plenty)\s+of\s+(?:things|stuff)$"
                         r"|^(?:[^,]{1,40},\s+)?not\s+all\s+[\w\s-]{2,40}\s+are\s+(?:equal|the\s+same|created\s+equal)$", re.I)
# Nor does a line that speaks of the question or its options ("… as distractors", "Statement C claimed …", "(A and
# C)"), opens with a chat's word, an aside or a speaker's label ("Honestly, …", "Just remember: …", "(or simply …)",
# "Tutor: Nope, …"), has no subject
# ("Parses ONNX, optimizes, writes …", "Non-invasive, reads counters …") or points back ("… fixes that by …",
# "Because it has …").
SIGN_OFF = re.compile(r"(?:[\w'’-]+\s+){1,3}(?:for\s+reading|to\s+whoever)\b", re.I)  # ("Masì cho to whoever …": tried where its words are)
NO_FACT_LEAD = re.compile(r"(?:honestly|basically|frankly|seriously|note that|keep in mind|bear in mind|just remember|remember|tip|kindly|"
                          r"please\s+(?:note|understand|keep|remember|be\s+aware)|"
                          # (an aside, a what-if, a made-up example: "Say the eight GPUs together come to 345,600,000,000 mJ", "As an
                          # illustration: at 700 W a GPU might serve …")
                          r"pro tip|as an aside|by the way|side note|fun fact|suppose|supposing|assum(?:e|ing)|(?:as an?|for|by way of) illustration|to illustrate"
                          r"|say(?=,?\s+(?:the|a|an|we|you|your|each|every|one|two|\d)\b)"
                          # (an option's claim named, "The statement that passthrough shares one GPU …"; an audio guide's
                          # "Press 7 to continue …"; "Some things to know before …")
                          r"|(?:the\s+)?(?:statement|claim|idea|notion|assertion|affirmation|suggestion)\s+that|press\s+\d+\s+(?:to|for)"
                          r"|(?:some|a\s+few|several)\s+(?:things|points|notes|facts|tips|details)\s+to\s+(?:know|remember|note|keep|bear)"
                          # (a log's time, "0630 hrs, course steady", a diary's "Day 12, evening"; an address, "Ladies and gentlemen,",
                          # "My friend,"; "For the record, …"; a sum's next step, "Times 4,096 tokens = …")
                          r"|\d{3,4}\s*hrs|day\s+\d{1,3}(?=,)|ladies\s+and\s+gentlemen|(?:my\s+|dear\s+)+(?:friends?|folks|colleagues|students|brothers?|sisters?)(?=,)|for\s+the\s+record|(?:times|plus|minus|divided\s+by|multiplied\s+by)\s+\d"
                          r"|(?:the\s+(?:moment|minute|instant)|every\s+time|each\s+time|as\s+soon\s+as)\b(?=[^,;:]*$))\b|\("  # ("The
                          # moment a TP group spans two nodes": a clause of time, its main clause cut off; "(": an aside)
                          r"|thanks?(?:\s+you)?\s+(?:for|again|so\s+much)\b|(?:hi|hello|dear)\s"  # (a letter's greeting: "Thanks for
                          # getting in touch about ticket #45102")
                          r"|(?:student|tutor|teacher|instructor|learner|mentor|trainer|you|me|interviewer|candidate)\s*:\s"
                          r"|(?:if not|if so|otherwise)\b|compare\s+(?:that|this|it|them)\b|only\s+(?-i:[A-E])\s"
                          r"|[a-z]+s\b[^,]{0,30},\s+[a-z]+s\b(?:,|\s+and)\s|[a-z-]+,\s+(?-i:[a-z]+(?<!s)s)\s"
                          r"|(?:because|since|as)\s+(?:it|they|this|that)\b"
                          r"|(?:does|do|did|is|are|was|were|has|have|can|will|would)\s+not\s"  # ("Does not fit on one …": no subject)
                          r"|which\s+[a-z]+s\s+(?:the|a|an|its|their|all|each|every|how|what|whether)\b"
                          r"|the\s+(?:neat|cool|nice|best|fun|interesting|tricky|clever|key|important|main|big|real)\s+(?:part|thing|bit|trick|change|twist)(?:\s+in\s+[\w-]+)?"
                          r"\s+(?:here\s+)?is\b", re.I)  # ("The neat part is the profile selection": a chat's announcement)  # ("Which lists …" after a command: a relative clause)
TALK = re.compile(r"\s[—–-]\s(?:wrong|incorrect|correct|right)\b[.!:]|\b(?:(?:the|an?|this)\s+(?:(?-i:EXCEPT|NOT|TWO|THREE)\s+)?(?:question|stem)|\w+\s+above\s+(?:is|are|was|were)\b|distractors?|the other (?:choices|options|answers)|withheld|(?:statement|option|"
                  r"choice)s?\s+\(?[A-E]\)?(?![\w-]))|\((?-i:[A-E])(?:\s+(?:and|or|&)\s+(?-i:[A-E]))*\)"
                  r"|\b(?:fixes|solves|avoids|addresses|prevents|removes|handles|does)\s+(?:that|this)\s+(?:by|with|through|for)\b"
                  # ("The nvidia-smi output confirms the diagnosis": of the reasoning, no fact)
                  r"|\b(?:confirms?|supports?|backs\s+up|matches|fits)\s+(?:the|this|that|our)\s+(?:diagnosis|conclusion|hypothesis|reasoning)\b",
                  re.I)
# A command with its arguments ("scontrol update NodeName=n7 State=DRAIN …"); a note's sentences run on (". at init …")
COMMAND_ARGS = re.compile(r"\S+(?:\s+[a-z][\w-]*){0,2}(?:\s+[\w.-]+=\S+){2,}")
COMMAND_LINE = re.compile(r"[a-z][\w.-]*(?:\s+[a-z][\w-]*){0,2}\s+(--?[A-Za-z])")  # (and "sudo dcgmi diag -r 3")
NOTES_RUN_ON = re.compile(r"\b(?!vs\.|etc\.)[a-z]{2,}\.\s+[a-z]")
# A diagram's row: an arrow whose shaft carries a label ("--req--->", "--trtexec / builder on A100 (sm_80)-->"), a
# boxed name beside an arrow ("--> [ Triton scheduler queue ] -->") or leading it.
DIAGRAM_ROW = re.compile(r"-{2,}[^\s>-][^>\n]{0,60}?-+>|(?:-+>|→)\s*\[\s[^\]\n]+\s\]|\[\s[^\]\n]+\s\]\s*(?:-+>|→)"
                         r"|^\[\s[^\]\n]{1,30}\s\]")  # (a box that leads it: "[ DGX ] 10.2 PDU losses …")
# A step and its gloss ("uname -r -> which kernel is running now"): no statement.
SECTION_NUMBER, DIGITS = re.compile(r"\d+(?:\.\d+)+\s+"), re.compile(r"\d+")
ARROWS, DIGIT_OR_VALUE = re.compile(r"\s*(?:→|->)\s*"), re.compile(r"[\d=:]")
ARROW_GLOSS = re.compile(r"\S+(?:\s\S+){0,3}\s(?:->|→|=>)\s[a-z][^>→]*$")
# Talk to or of the reader: "so let's put them side by side", "Students often mix up the numbers".
# ("Think of a GPU container as three layers", "Bhau, think of the haat …": an image the text goes on to draw; "In organ terms, …": told in it)
READER = re.compile(r"\blet(?:'s|’s|\s+us|\s+me)\s|\b(?:students|learners|candidates|people|folks)\s+(?:often|usually|commonly|"
                    r"tend\s+to|sometimes|always|who)\b|^(?:[A-Z][a-z]+,\s+)?(?:just\s+)?(?:think\s+of|imagine)\s|^In\s+(?:the\s+)?(?-i:[a-z]+)\s+terms\b(?!.*\d)"
                    r"|^(?:ok(?:ay)?|alright|right|so|well)\s*,?\s+(?:class|folks|everyone|everybody|team|people|guys|students)\b", re.I)
# What may be the case, as a label: "Common causes: RDMA devices not passed into the container" (one of them, as a fact).
# (POSSIBLE_HEAD is `drawing`'s too: a list under "Possible causes:" is not drawn either)
POSSIBLE_HEAD = (r"(?:typical|possible|common|usual|likely|potential)\s+(?:[\w-]+\s+)?(?:reasons?|causes?|findings?|culprits?|"
                 r"problems?|issues?|suspects?|failures?|mistakes?)\b")
POSSIBLE_LABEL = re.compile(POSSIBLE_HEAD + r"[^:]{0,40}(?::\s|$)", re.I)
# (a label with no colon is one cut before it, "Typical reasons IB isn't seen in a container"; "Common causes of X are
# Y" says what they are)
POSSIBLE_SAYS = re.compile(r"\b(?:are|is|include|includes|were|was)\b", re.I)
POSSIBLE_WORDS = frozenset({"typical", "possible", "common", "usual", "likely", "potential"})
READER_WORDS = ("let", "students", "learners", "candidates", "people", "folks", "think of", "imagine", "class", "everyone",
                "everybody", "team", "guys", " terms")
TALK_WORDS = ("question", " stem", " above ", "distractor", "other ", "withheld", "tatement", "ption", "hoice", " that ", " this ", " the diagnosis",
              " the conclusion", " the hypothesis", " the reasoning")
# (and TALK's letter in parentheses, its capital as written; its verdict after a dash: the word and the dash)
TALK_LETTERS, TALK_VERDICTS, TALK_DASHES = ("(A", "(B", "(C", "(D", "(E"), ("rong", "orrect", "ight"), ("—", "–", "-")
VAGUE_WORDS = ("several", "some ", "many ", "a few", "various", "a number of", "two ", "three ", "four ", "five ", " of things", " of stuff", "not all ",
               "distinguished", "differentiated", "told apart")


# A table's row or header with its values lost or bare: "Four: 320 -> 512", "Max vGPUs on an A100 40GB".
TABLE_CELL = re.compile(r"(?<!\|)\|(?!\|)[ \t]*[A-Z][a-z]")  # (a cell's border before its words; not "max|X_j|", "||Ax − b||")
HEADER_ROW = re.compile(r"[A-Z]+\d*(?:[ \t]+[A-Z]+\d*){2,}")  # (a table's header of names: "GPU0 GPU1 GPU2 GPU3", "NIC0 NIC1 CPU")
TABLE_BITS = re.compile(r"[^:]{1,30}:\s*[\d.,]+\s*(?:->|→)\s*[\d.,]+\s*$|(?:Max|Min|Maximum|Minimum|Number\s+of|Total)\s(?![^,;:=]*(?<![\w.])\d[\d.,]*(?!\w))[^,;:=]{1,50}$")  # (no value)
# Advice to the reader ("VMware KB 2142307 … is the one to bookmark", "… worth remembering").
ADVICE = re.compile(r"\b(?:is|are)\s+the\s+ones?\s+to\s+(?:bookmark|remember|memori[sz]e|know)\b|\bworth\s+(?:bookmarking|remembering|memori[sz]ing)\b")
GAIN = re.compile(r"(?:Better|Bigger|Higher|Lower|Faster|More|Less|Fewer|Smaller|Larger|Greater|Reduced|Improved|Increased)\s")
# A shell's prompt before a command: "[basecm->device]% …", "[basecm->softwareimage[gpu-image]]% …", "user@dgx01:~$ …", "$ …"
# (the command, no statement).
SHELL_PROMPT = re.compile(r"(?:\[(?:[^\[\]\n]|\[[^\[\]\n]{0,40}\]){1,80}\]|[\w.-]+@[\w.-]+(?::[~\w/.-]*)?)[%#$>]\s+\S|\$\s+[a-z]")
# An option named by its quoted text, as the analysis names the wrong ones ('"GPUDirect RDMA is disabled"', '"Use cuML for the
# joins" — cuML is …', '"the NVMe RAID is saturated" - nah', 'The option "install mode is FULL" is wrong', '«GPU is idle» — …'): its
# claim, no fact.
QUOTED_OPTION = re.compile(r"(?:The\s+(?:option|choice|answer)\s+(?:that\s+says\s+)?)?[\"“«][^\"“”«»\n]{10,200}[\"”»](?:[.!]?$|\s*[:—–-]\s|\s+is\s+"
                           r"(?:wrong|incorrect|false|not\s+(?:right|correct|it))\b)")
# A numbered heading over what the paragraph goes on to say: "Symptom 1: idle GPUs at the end of each batch" (no verb).
NUMBERED_HEADING = re.compile(r"(?:symptom|problem|issue|cause|factor|reason|observation|finding|recommendation|section|part)\s+\d+(?:\.\d+)*\s*(?::|\s[–—-])\s", re.I)  # (and "Recommendation 2.1 – CUDA Graphs")
# A figure with no subject nor verb ("Roughly 7× PCIe Gen5 x16": of what?).
BARE_FIGURE = re.compile(r"(?:roughly|about|approximately|around|nearly|almost|~)\s*~?\d", re.I)


# A count announced before a colon and fewer items after it ("There are three kinds: "cpu" operators take CPU data …").
COUNT_HEAD = re.compile(r"[^:]{0,60}\b(two|three|four|five)\s+(?:[\w-]+\s+){0,8}[\w-]+\s*:\s", re.I)  # (and "… two prerequisites before a
# CDI specification can be generated: an installed driver", the second cut off)
# A line that only counts kinds of a thing, naming none: "NVIDIA documents two behaviours for the default stream", "nccl-tests print
# two bandwidths", "X needs three things together", "Stream capture is one of two ways to build a CUDA graph" (which ones?).
COUNT_ONLY = re.compile(r"^[^,;:()]{0,60}?\b(?:one\s+of\s+)?(?:two|three|four|five|several)\s+(?:[\w-]+\s+)?(?:things|ways|behaviou?rs|kinds|"
                        r"types|modes|steps|phases|parts|pieces|conditions|prerequisites|requirements|rules|reasons|bandwidths|numbers|"
                        r"figures|values|families|jobs|roles|halves|sides|stages|categories|approaches|methods|knobs|checks|ideas|"
                        r"cases|paths|routes|behaviou?r|flavou?rs|forms)(?:\s+(?:together|in\s+all|in\s+total))?"
                        r"(?:\s+(?:for|of|to|in|on|with|from|before|after|when)\s+[^,;:()]{1,60})?[.!]?$", re.I)
COUNT_WORDS = ("two ", "three ", "four ", "five ", "several ")
COUNTS, ITEM_PARTS = {"two": 2, "three": 3, "four": 4, "five": 5}, re.compile(r",\s+(?:and\s+|or\s+)?|;\s+|\s+(?:and|or)\s+")


# An option named by its letter in a point: a chat line's or a label's "B, …", or after a word that points at an option
# ("Negative on B", "only B", "Claim C:"); not "the A and B PDUs".
LETTER_NAMED = re.compile(r"^[\w.-]+:\s+\(?[A-F]\)?,\s|\b(?i:on|only|options?|choices?|answers?|claims?|statements?|picks?|picked|not|than|like|"
                          r"with|unlike)\s+\(?[A-F]\)?(?=[\s,.:;)!?]|$)(?!\s+(?:and|or)\s+[B-F]\s)"
                          r"|\b(?i:correct|right|best|true|false)\s+(?:[a-z]+\s+){0,2}(?i:is|are)\s+\(?[A-F]\)?(?=[,.:;!?]|\s[—–-]\s|$)")  # ("The best next
# action is D, redeploying …": the key, which a recall card takes out)


LETTER_IN_PARENS = re.compile(r" \([A-F]")  # (LETTER_NAMED's letter in parentheses, looked for before it)
PLACE_LABEL = re.compile(r"(?:Row|Column|Col|Entry|Line|Point|Clue|Tumbler|Slide|Panel|Step|Stage)\s+\d{1,2}(?:\s*\([^()]{1,30}\))?\s*:\s")


ELSEWHERE = re.compile(r"^[^,;:]{2,80}\s(?:is|are)\s+(?:a\s+(?:separate|different)|another|an\s+other)\s+matter(?:\s+(?:entirely|altogether))?$")


def no_fact(point: str) -> bool:
    """The line carries no fact of its own (see NO_FACT_START … NOTES_RUN_ON). Each pattern is tried only where
    its words are."""
    bare = point.rstrip(". ")
    if point[:1].isdigit() and (numbered := SECTION_NUMBER.match(point)) and NO_FACT_START.match(point, numbered.end()):
        return True  # (a report's numbered paragraph on an option: "6.2 B (2048 bytes) is a valid RoCE path MTU but …")
    if "(" in point and has_verb(DIGITS.sub("x", point)) and not has_verb(without_parentheses(point)):
        return True  # (its only verb in an aside: "An FP8 or INT8 KV cache (1 byte per element instead of 2 halves the figure)")
    if point[:2] in ("\\-", "\\*"):
        return True  # (a list's lone item, its mark kept as text: "\\- NVMe → GPU memory in a single DMA", under "### After")
    if point[:1].islower() and SUBJECTLESS.match(point[:1].upper() + point[1:]):
        return True  # (its subject a line before it: "gives joules for all the GPUs …" under a query)
    if bare.endswith("?") or NO_FACT_START.match(bare) or NO_FACT_LEAD.match(point) or ("to whoever" in point or "for reading" in point) and SIGN_OFF.match(point) or "exam" in point and EXAM_TALK.search(point) \
            or (BARE_FIGURE.match(point) or "⇄" in point or "↔" in point) and not has_verb(point) \
            or bare.lower().endswith((" as follows", " the following")) or SHELL_PROMPT.match(point) \
            or point[:1] in "\"“«T" and QUOTED_OPTION.match(point) \
            or (heading := NUMBERED_HEADING.match(point)) is not None and not has_verb(point[heading.end():]):  # ("NIC ⇄ GPU
        return True  # memory", "… are as follows", "[basecm->device]% imageupdate -c default", "Symptom 1: idle GPUs at …")
    if ": " in point and (head := COUNT_HEAD.match(point)) and len(ITEM_PARTS.split(point[head.end():])) < COUNTS[head[1].lower()]:
        return True
    if holds_any(point.lower(), COUNT_WORDS) and COUNT_ONLY.match(point):
        return True
    if holds_any(point.lower(), READER_WORDS) and READER.search(point) or point.partition(" ")[0].lower() in POSSIBLE_WORDS \
            and (label := POSSIBLE_LABEL.match(point)) and (label[0].endswith(" ") or not POSSIBLE_SAYS.search(point)):
        return True
    if point.count(" ") <= 3 and GAIN.match(point) and not has_verb(point) or TABLE_BITS.match(point) and not has_verb(point) \
            or ("to " in point or "worth" in point) and ADVICE.search(point):
        return True  # (a gain in a few words, no subject: "Better GPU utilization", of "Bigger batches. Better GPU utilization.")
    parts = point.split(", ") if point.count(", ") >= 3 else ()  # (a bare list: "Driver, container toolkit, device plugin, …")
    if parts and all(len(part.split()) <= 3 for part in parts) and " and " not in point and " or " not in point:
        return True
    if " matter" in point and ELSEWHERE.match(bare):
        return True  # ("The RMM pool is a separate matter": set apart from what the line before said, and nothing said of it)
    if point[:3] in ("No ", "no ") and ", no " in point and all(part.lower().startswith("no ") and len(part.split()) <= 4
                                                               for part in point.rstrip(".").split(", ")):
        return True  # ("No gradients, no optimizer states, no weight updates": of what? said of the sentence before)
    if ("--" in point or "[ " in point) and DIAGRAM_ROW.search(point) or ("->" in point or "→" in point) and ARROW_GLOSS.match(point):
        return True
    if point.count("→") + point.count("->") >= 2 and not DIGIT_OR_VALUE.search(point) and not has_verb(ARROWS.sub(", ", point)):
        return True  # (a path drawn with arrows, no statement nor value: "NVMe → page cache in system memory (DMA) → … → GPU memory")
    if (" B" in point or " C" in point or " D" in point or " E" in point or " F" in point or " A" in point or " (" in point
            and LETTER_IN_PARENS.search(point)) and LETTER_NAMED.search(point):  # (each match holds " B" or " (B")
        return True  # (an option named by its letter, "promQL_Pauline: B, scrape …", "Negative on B.", "… so only B gives …": no fact)
    if simile(point, placed=True) or point[:1].isupper() and ONE_WORD_LEAD.match(point) or _personal(point) or LETTER_ALONE.match(point) \
            or (" — " in point or " – " in point or " - " in point) and VOICE_VERDICT.search(point):
        return True  # (or led by a word of the voice's as a sentence: "Negative. --ntasks-per-node …", "Gandag. int4_awq …"; the
        # teller's own story, "My nephew did half of the second way", or a person's, "so his number is four times too big"; an
        # option by its letter, "C alone is muddy water", "C — yes. Widen the net …"; a verdict in the voice's words, "… — bad crop.")
    if "|" in point and TABLE_CELL.search(point) or point[1:2].isupper() and HEADER_ROW.fullmatch(point) or point[:3] in ("Q. ", "Q: "):
        return True  # (a table's cells, "NVLink is for management traffic only| Incorrect"; a header with no word, "GPU0 GPU1 GPU2
        # GPU3"; a transcript's question, "Q. Doctor, walk the jury through …")
    if point[:1] in "CELPRST" and PLACE_LABEL.match(point):
        return True  # (a table's or a list's place as its label, "Row 1: Each rank calls …": of what, the header says)
    lower = point.lower()
    command = COMMAND_LINE.match(point)  # ("kubectl create -n gpu-operator -f config.yaml": no word of prose after its flags)
    return command is not None and not _prose_after(point[command.start(1):].split()) or "=" in point and COMMAND_ARGS.match(point) is not None or ". " in point and NOTES_RUN_ON.search(point) is not None \
        or holds_any(lower, VAGUE_WORDS) and VAGUE_COUNT.search(bare) is not None \
        or (holds_any(lower, TALK_WORDS) or holds_any(point, TALK_LETTERS)
            or holds_any(lower, TALK_VERDICTS) and holds_any(point, TALK_DASHES)) and TALK.search(point) is not None


# A simile: "…, like walking the whole coast from Anakena to Hanga Roa", "Like the bamboo poles clapping …", "as if the hat
# fell off", and what is said "the same way" (as the image before it): the voice's picture, or a line that leans on one.
# (a thing pictured, "a …", "the …", or a doing, "walking …"; not "like Lustre", "like any other install", nor "same like the
# default", "look like production", "would like smaller bills")
SIMILE = re.compile(r"(?:^|(?<=[\s,]))(?<!same\s)(?<!look\s)(?<!looks\s)(?<!looked\s)(?<!would\s)(?:(?i:like)|as\s+if)\s+"
                    r"(?P<what>(?:(?i:a|an|the)\s+|[a-z]+ing\s)[^,.;:()]{2,80})")
ONE_WORD_LEAD = re.compile(r"[A-Z][a-z]+[.!]\s+\S")
# The teller's own words ("My nephew did half …", "I think …"; not "I/O", "I, II", "1g.10gb+me") or a person's of the story ("so his
# number is four times too big")
PERSON = re.compile(r"(?<![\w+./-])(?i:my|me|mine|myself)\b(?![+./-])|(?<![\w/(-])I(?:['’](?:m|ve|d|ll)\b|\s+(?!is\b|are\b|and\b)[a-z])"
                    r"|\b(?:[Hh]e|[Ss]he|[Hh]im|[Hh]is|[Hh]er|[Hh]ers)\b")
LETTER_ALONE = re.compile(r"\(?[A-H]\)?\s+(?:alone|only)\s|[A-H]\s[—–-]\s|(?:Like|As\s+if|Same\s+like)\s[^,]*$")  # (and a bare simile: "Like
# fisherman looking at his own hands")
VOICE_VERDICT = re.compile(r"\s[—–-]\s(?:(?:an?\s+)?(?![a-z]+ly\b)[a-z]+(?:\s+[a-z]+){0,2}[.!]?$|[\"“«])")  # (not "— typically training workloads")
SAME_WAY = re.compile(r"\bworks?\s+the\s+same\s+way\b", re.I)


PERSON_WORDS = (" my ", " my,", " me ", " me,", " me.", " me:", " me;", " me!", " me?", " mine", " myself", " i ", " i'", " i’", " he ",
                " she ", " him", " his ", " his,", " his.", " her ", " her,", " her.", " hers")


def _personal(point: str) -> bool:
    """PERSON's words in `point`, looked for first where they stand as words."""
    return holds_any(f" {point.lower()} ", PERSON_WORDS) and PERSON.search(point) is not None


def simile(point: str, placed: bool = False) -> bool:
    """`point` likens its subject to a picture with no figure, name, quote nor path of its own ("like a forge weld", not "like
    the A100 before it", 'like "Set Chassis Power Control … failed"'), or says it works "the same way" as one; `placed`: a
    name later in the picture only in its own case (a point, "… like the mela at Orchha: many stalls, one gate", is a
    picture; a sentence whose clause may be the answer line ends in one: "… one below the other like the terraced fields on
    the Chamba hillside")."""
    if "same way" in point and SAME_WAY.search(point):  # (as the picture before it does)
        return True
    return ("ike " in point or "as if" in point) and any(
        not any(mark in match["what"] for mark in "\"“/_=") and fact_marks(match["what"]) == (0, 0)
        and (match["what"][:1].islower() and match["what"].split()[0].endswith("ing")  # (a doing: "like walking … to Hanga Roa")
             or not any(word[:1].isupper() and (at == 1 or not placed or not word[1:].islower()) for at, word in enumerate(match["what"].split()) if at))
        # (a name: "like the Dadant before it", "like the old GB200 racks"; later, one in its own case only, not a place's: "like the mela at
        # Orchha: many stalls, one gate")
        for match in SIMILE.finditer(point))


def _prose_after(tokens: list[str]) -> bool:
    """A word of prose among a command's `tokens` (from its first flag): an alphabetic word of four letters or more
    that is no flag's value ("--trust dscp")."""
    return any(word.isalpha() and len(word) > 3 and not before.startswith("-") for before, word in zip(tokens, tokens[1:]))


# A verdict with no correction: "Replace cable or transceiver is waste time and money", "Opening an RMA now is premature".
VERDICT_ONLY = re.compile(r"\s(?:is|are|would\s+be|was)\s+(?:just\s+|simply\s+|only\s+)?(?:a\s+)?(?:waste(?:\s+of)?\s+(?:time|money)|"
                          r"waste\s+time|premature|overkill|pointless|useless|unnecessary|too\s+early|too\s+late|"
                          r"not\s+(?:needed|necessary|the\s+(?:fix|solution|way))|the\s+wrong\s+(?:fix|tool|step|move|idea))"
                          r"(?:\s+(?:and|or)\s+(?:a\s+)?[\w-]+(?:\s+[\w-]+)?)?[.!]?$"
                          r"|\s(?:does\s+not|doesn['’]t)\s+(?:work|add\s+up|apply|help)(?:\s+(?:here|either))?[.!]?$", re.I)  # ("The
# arithmetic does not work", cut before its colon)


def verdict_only(sentence: str) -> bool:
    """The sentence only judges the option ("… is waste time and money", "… is premature"), and says not why."""
    return VERDICT_ONLY.search(sentence) is not None

