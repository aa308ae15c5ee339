"""A direct question read as the indirect one, for a drawing's title: "Why does X reduce Y" -> "Why X
reduces Y", "How much memory does one H200 provide" -> "How much memory one H200 provides", "Why is BF16
often preferred over FP16" -> "Why BF16 is often preferred over FP16". No tagger: the verb is the word
after the subject's noun that opens an object (or ends the question); the text stays as it is when no
word reads so. Also "What happens to X when Y is enabled" -> "X with Y" (`what_happens`).
"""
from __future__ import annotations

import functools
import re

from .answerkind import stem_sentences
from .drawing_form import fault
from .phrases import capitalise, word_count

_WH = r"(?:why|how|when|where|what|how\s+(?:much|many)(?:\s+[\w()/-]+){1,4}?)"
DO_QUESTION = re.compile(r"^(" + _WH + r")\s+(do|does)\s+(\S.*)$", re.I)
# "How many GPUs will the job be allocated" -> "How many GPUs the job will be allocated": the subject is
# the few words between the modal and its "be"/"have".
MODAL_QUESTION = re.compile(r"^(" + _WH + r")\s+(will|would|can|could|should|must|may|might)\s+"
                            r"((?:[\w-]+\s+){0,3}?[\w-]+)\s+(be|have)\s+(\S.*)$", re.I)
BE_QUESTION = re.compile(r"^(why|how|when|where)\s+(is|are)\s+(\S.*)$", re.I)
# Words that open a verb's object or complement, never a noun's next word ("reduce | the", "compare | between").
_OBJECT_START = frozenset("the a an its their each every all more less much many so to in on for with from "
                          "between over during at into across by than as when if only this these those inside within".split())
_NOT_VERB = frozenset("the a an its their each every all and or of to in on for with from by at as this that these "
                      "those one two three both when where while if whether because since than unless until once inside within".split())
# Verbs in -er or -or that NOT_BASE_VERB would take for nouns ("How does X differ from Y": "How X differs from Y").
ER_VERBS = frozenset("differ offer deliver register render trigger transfer cover recover consider enter filter gather lower "
                     "answer alter scatter monitor mirror".split())
PLACES = frozenset("on in at across inside within into onto from for".split())  # (after a verb: "manage | on those nodes")
ADVERBS = frozenset("often usually always still also never rarely sometimes generally commonly mostly".split())
# A word that is no base verb (an adverb, a plural, a noun's ending) and one that ends a noun phrase.
NOT_BASE_VERB = re.compile(r"(?:ly|[^s]s|tion|sion|ment|ness|ity|ance|ence|er|or|ing|ure|age|ics)$")
NOUN_END = re.compile(r"(?:tion|sion|ment|ness|ity|ance|ence|er|or|ing|ure|age|ics|[^s]s)$|^[A-Z0-9]")


def indirect(text: str) -> str:
    """A direct question on "do"/"does"/"is"/"are" as the indirect one ("Why does X reduce Y" -> "Why X
    reduces Y"); `text` as it is when its verb is not found."""
    match = DO_QUESTION.match(text)
    if match:
        words = match[3].split()
        for i in range(1, min(len(words), 8)):
            if _verb_at(words, i):
                person = (lambda word: word) if match[2].lower() == "do" else _third_person
                rest = words[i + 1:]  # ("does X deploy and manage" -> "X deploys and manages": both verbs agree)
                if rest[:1] in (["and"], ["or"]) and len(rest) > 1 and re.fullmatch(r"[a-z]+", rest[1]) \
                        and rest[1] not in _NOT_VERB and (len(rest) == 2 or rest[2].lower() in _OBJECT_START | PLACES):
                    rest = [rest[0], person(rest[1]), *rest[2:]]
                return " ".join([match[1], *words[:i], person(words[i]), *rest])
        return text
    match = MODAL_QUESTION.match(text)
    if match:
        return " ".join([match[1], match[3], match[2].lower(), match[4], match[5]])
    match = BE_QUESTION.match(text)
    if match:
        words = match[3].split()
        for i in range(1, min(len(words), 6)):
            if re.fullmatch(r"[a-z]+(?:ed|en|wn)", words[i]) and words[i - 1].lower() not in _NOT_VERB:
                while i > 1 and (words[i - 1].endswith("ly") or words[i - 1] in ADVERBS):
                    i -= 1  # ("BF16 | often preferred")
                return " ".join([match[1], *words[:i], match[2].lower(), *words[i:]])
    return text


# "Which of the following reduce …", "Which actions keep …": a verb right after the question words.
WHICH_VERB = re.compile(r"^(?:which|what)\s+of\s+(?:the\s+following|these|those)\s+([a-z]+)\s+(\S+)(.*)$", re.I)
# (its verb maybe after adverbs: "Which changes most directly reduce …" -> "Changes that most directly reduce …")
WHICH_PLURAL_VERB = re.compile(r"^(?:which|what)\s+([a-z]{2,}[^su\W]s)\s+((?:(?:most|best|[a-z]{3,}ly)\s+){0,2})([a-z]+)\s+(\S.*)$",
                               re.I)
AUXILIARIES = frozenset("is are was were be been do does did has have had can could should would will must may might shall "
                        "how what which why".split())


def which_clause(text: str, rest: str) -> str:
    """`rest`, what is left of the "Which" question `text` without its question words, as a title when it is a
    clause: "Which actions keep the rack within budget" -> "Actions that keep the rack within budget"; "Which of the
    following reduce the amount of …" -> "What reduces the amount of …"; else `rest` as it is."""
    match = WHICH_VERB.match(text)
    if match and _base_verb(match[1]) and match[2].lower() in _OBJECT_START:
        return f"What {_third_person(match[1])} {match[2]}{match[3]}"
    match = WHICH_PLURAL_VERB.match(text)
    if match and _base_verb(match[3]) and match[4].split(None, 1)[0].lower() in _OBJECT_START:
        return f"{match[1]} that {match[2]}{match[3]} {match[4]}"
    return rest


def _base_verb(word: str) -> bool:
    return not NOT_BASE_VERB.search(word) and word not in _NOT_VERB and word not in AUXILIARIES


def _verb_at(words: list[str], i: int) -> bool:
    """`words[i]` reads as the verb after a subject: a plain lower-case word, not after an article or a
    preposition, followed by nothing, a name, a number or a word that opens an object."""
    word, before = words[i], words[i - 1]
    if not re.fullmatch(r"[a-z]+", word) or NOT_BASE_VERB.search(word) and word not in ER_VERBS or word in _NOT_VERB \
            or before.lower() in _NOT_VERB or before.endswith(("'s", "’s")) or i > 1 and before.isupper() and words[i - 2].lower() in ("a", "an", "the"):
        return False  # ("Triton's | dynamic batcher": a noun's; "an UNKNOWN | response": capitals after an article qualify the noun)
    after = words[i + 1] if i + 1 < len(words) else ""
    return not after or after[0].isupper() or after[0].isdigit() or after.lower() in _OBJECT_START \
        or bool(NOUN_END.search(before))  # ("ring reduction | halve link traffic")


def _third_person(verb: str) -> str:
    if verb in ("have", "be"):
        return {"have": "has", "be": "is"}[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


# "What happens to X when Y is enabled" -> "X with Y"; "What happens when a GPU and its adapter sit on
# different sockets" -> "GPU and its adapter on different sockets" (tried when the question is too long).
WHAT_HAPPENS = re.compile(r"^what\s+happens\s+(?:to\s+(.{3,40}?)\s+)?(?:when|if)\s+(?:an?\s+|the\s+)?(.+)$", re.I)
SWITCHED_ON = re.compile(r"^(.{3,40}?)\s+(?:is|are)\s+(?:enabled|used|applied|turned\s+on|switched\s+on)$", re.I)
PLACED = re.compile(r"^(.{3,40}?)\s+(?:is|are|sits?|resides?|lives?)\s+((?:on|in|at|across|behind|under)\s+.+)$", re.I)


def what_happens(text: str):
    """Title candidates for "What happens … when …" (see WHAT_HAPPENS)."""
    match = WHAT_HAPPENS.match(text)
    if not match:
        return
    switched, placed = SWITCHED_ON.match(match[2]), PLACED.match(match[2])
    if match[1] and switched:
        yield f"{capitalise(match[1])} with {switched[1]}"
    elif placed and not match[1]:
        yield capitalise(f"{placed[1]} {placed[2]}")


# "Which TWO configuration changes are required …": the count is how the question chooses, not the concept.
ANSWER_COUNT = re.compile(r"^(which|what)\s+(?:two|three|four|2|3|4)\s+(?!(?:of(?!\s+the\s+following\b)|statements?|options?|choices?|answers?|"
                          r"are|is|should|must|would|could|can|do|does)\b)(?=[a-z])", re.I)
# "Which of following …", "Which THREE of next components …": "of the following" without its "the", or as "next".
OF_FOLLOWING = re.compile(r"^((?:which|what)\s+(?:(?:one|two|three|four|2|3|4)\s+)?)of\s+(?:following|next)\b", re.I)
# "Which of the following components are deployed and managed by the NVIDIA GPU Operator (on the GPU nodes)" -> "What
# the NVIDIA GPU Operator deploys and manages (on the GPU nodes)": the agent, and what it does to the kind asked for.
PASSIVE_BY = re.compile(r"^(?:which|what)\s+(?:of\s+the\s+following\s+)?(?:[\w-]+\s+){0,2}?[\w-]+s\s+(?:is|are)\s+"
                        r"([a-z]+ed(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)[a-z][a-z-]*ed){0,2})\s+by\s+(.{3,60}?)(?:\s+itself)?"
                        r"(\s+(?:on|in|at|across|inside|within)\s+(?:the|each|every|all|its|their)\s+[^,]{2,40})?$", re.I)
PARTICIPLE_PART = re.compile(r"(\s*,\s*|\s+and\s+|\s+or\s+)")
# A verb's stem that ends so takes back its "e" ("managed" -> "manage", "configured" -> "configure"; "deployed" -> "deploy").
E_STEM = re.compile(r"(?:[aeiou][gsczv]|[aiu]r|[^aeioul]l|ul|at|id|ut|[bfm]in|nc|ng|rg|rv|lv|rc)$")


def passive_by(text: str):
    """A title candidate for a question in the passive with its agent (see PASSIVE_BY)."""
    match = PASSIVE_BY.match(text)
    if match:
        verbs = "".join(part if PARTICIPLE_PART.fullmatch(part) else _third_person(_base(part))
                        for part in PARTICIPLE_PART.split(match[1]) if part)
        agent = match[2][:1].lower() + match[2][1:] if match[2][:4] in ('The ', 'An ', 'A ') else match[2]
        yield f"What {agent} {verbs}{match[3] or ''}"  # (where it does it after the verbs: "… on the GPU nodes")


def _base(participle: str) -> str:
    """A participle's base form: "deployed" -> "deploy", "managed" -> "manage", "supplied" -> "supply", "mapped" -> "map"."""
    if participle.endswith("ied"):
        return participle[:-3] + "y"
    stem = participle[:-2]
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "lsfz":
        stem = stem[:-1]
    return stem + "e" if E_STEM.search(stem) else stem


def uncounted(text: str) -> str:
    """The question without its count of answers ("Which TWO configuration changes …" -> "Which configuration
    changes …"), and "of the following" as the question means it ("Which THREE of next components …")."""
    text = OF_FOLLOWING.sub(r"\1of the following", text) if " of " in text[:30] else text
    lower = text.lower()  # (ANSWER_COUNT: "which" or "what" and a count first, looked for only then)
    if lower[:2] != "wh" or not ("two" in lower or "three" in lower or "four" in lower or "2" in lower or "3" in lower
                                 or "4" in lower):
        return text
    return ANSWER_COUNT.sub(r"\1 ", text)


# A title still a direct question ("What’s the ceiling …", "In which order do …", "How many bytes did port 1 …"; not "How much … the job can …").
DIRECT = re.compile(r"^(?:(?:what|which|who|how)(?:['’]s|\s+(?:is|are|was|were|do|does|did)\b)|in\s+(?:what|which)\s+"
                    r"order\s+(?:do|does|did|should|must)\b|how\s+(?:much|many)\s+(?:(?!(?:the|an?|each|every|one|its|their|this|that|these|those)\b)[\w,-]+\s+){1,6}?(?:is|are|do|does|did|can|may|must|should|will|would)\b)", re.I)
# "… for exactly this kind of GPU-accelerated graph analytics" -> "… for GPU-accelerated graph analytics"
KIND_OF = re.compile(r"\b(?:exactly\s+|just\s+)?(?:this|that|these|those)\s+(?:kinds?|types?|sorts?)\s+of\s+", re.I)


Q_LABEL = re.compile(r"^(?:Q|Question)\s*[:.]\s+", re.I)
CHOOSE = re.compile(r"\s*\((?:choose|select|pick)[^)]*\)", re.I)
EXCEPT_WHICH = re.compile(r",?\s+EXCEPT\s+(?:which|what)(?:\s+one)?$")  # ("…, EXCEPT which one")
# ("Besides X, which …", "Ignoring redundancy, margin and the switches, roughly how much …", "Ignoring the switches,
# PDUs and cooling, what is …")
LEAD_BEFORE = re.compile(r"^(?:(?:[^,(]|\([^()]{0,80}\)){3,160}|.{3,160}?(?=,\s+(?:roughly|approximately|about|around)\s+how\b)"
                         r"|(?:Ignoring|Excluding|Besides|Assuming|Given|Not\s+counting|Without\s+counting|Apart\s+from|Disregarding|"
                         r"Neglecting|Leaving\s+aside|Based\s+on|For|In|On|During|Across|Under|Within|After|Before)\s.{3,160}?(?=,\s+(?:which|what|how)\b)),\s+"
                         r"(?=(?:(?:roughly|approximately|about|around)\s+)?(?:which|what|how|why|when|where)\b)", re.I)
LEAD_END = re.compile(r",\s+(?:(?:roughly|approximately|about|around)\s+)?(?:which|what|how|why|when|where)\b", re.I)  # (LEAD_BEFORE's end)
# A voice's aside between the question word and its verb: "What, by order of the Council, is the DCiE …" -> "What is the DCiE …"
WH_ASIDE = re.compile(r"^((?i:what|which|how(?:\s+(?:much|many))?|why|where|when|who)),\s+[^,?()]{2,40},\s+(?=[a-z])")
WH_START, CLASS_PATH = re.compile(r"(?:which|what)\b", re.I), re.compile(r"(?<![\w.])(?:[a-z_]\w*\.){2,}([A-Z]\w*)\b(?!\()")  # (CLASS_PATH: a class by its module path)
# A question asked as a task: "State the total bandwidth …", "Calculate the power …" (read as "What is the …").
PROMPT = re.compile(r"(?:State|Give|Name|Identify|Calculate|Determine|Estimate|Compute|Find)\s+(?=the\s)")
# A capitalised question word inside one "sentence" starts the question ('… print(x))"] Which change …').
QUESTION_START = re.compile(r"\s(?=(?:Which|What|How|Why|When|Where|Who)[\s,])|:\s+(?=(?:which|what|how|why|when|where|who)\s)")


@functools.lru_cache(maxsize=8)  # (the title reads it up to three times a question)
def asked(stem: str) -> str:
    """The question sentence of `stem`, without its lead and labels, for a title."""
    said = stem_sentences(stem)  # ("… Disabled, Enabled" and "what do you do first?": the question alone)
    questions = [s for s in said if s.endswith(("?", "EXCEPT:", "EXCEPT"))]
    if not questions and said and PROMPT.match(said[-1]):  # ("State the total NVLink bandwidth of one B200 GPU.")
        questions = [PROMPT.sub("What is ", said[-1], count=1)]
    # (Each pattern tried only where the words or marks it needs are: "(", a "Q", a comma before the question word, "EXCEPT", "correctly".)
    text = questions[-1] if questions else ""
    text = CHOOSE.sub("", text) if "(" in text else text
    text = Q_LABEL.sub("", text) if text[:1] in "Qq" else text  # ("Q: default port of …?")
    starts = list(QUESTION_START.finditer(text))
    text = (text[starts[-1].end():] if starts else text).strip()
    text = WH_ASIDE.sub(r"\1 ", text) if text[:2].lower() == "wh" or text[:3].lower() == "how" else text
    # (not where the sentence asks from its start: "What is the name of X, which loads …" goes on with a relative clause)
    asks = text[:3].lower() in ("wha", "whi") and WH_START.match(text)  # (not "When X, how …": a lead)
    text = (LEAD_BEFORE.sub("", text) if "," in text and not asks and LEAD_END.search(text) else text).rstrip("?.: ")
    text = EXCEPT_WHICH.sub(" EXCEPT", text) if "EXCEPT" in text else text
    text = CLASS_PATH.sub(r"\1", text) if "." in text else text  # ("torch.nn.parallel.DistributedDataParallel": its class)
    return capitalise(re.sub(r"\s+(?:correctly|accurately)$", "", text) if "ly" in text else text)


CAN_END = re.compile(r"What\s[^,;:—–]{3,60}\s(?:can|could)\s(?:be\s+used\s+)?[a-z]+$")
PASSIVE_CUT = re.compile(r"(?:What\s+[\w-]+(?:\s+[\w-]+)?|Why\s+(?:[\w-]+\s+){0,4}?[\w-]+)\s+(?:is|are)\s+(?:[a-z]+ly\s+)?[a-z]+ed"
                         r"(?:(?:\s*,\s*|\s+and\s+|\s+or\s+)[a-z][a-z-]*ed)*$")  # ("… are deployed and lifecycle-managed")
VERBLESS_WHAT = re.compile(r"What(?:\s+(?![\w'’-]*(?:s|ed)\b|(?:can|could|will|would|should|must|may|might|do|did|have|had)\b)"
                           r"[\w()'’.-]+)+")  # (no word in -s or -ed after "What", nor an auxiliary: no verb)
# "What component is missing from the diagram", "What GPU Operator component is responsible": the question itself, its
# thing asked for (a common noun) as a subject with its state ("is missing"), which names no concept.
WHAT_IS_STATE = re.compile(r"What\s+(?:[\w-]+\s+){0,3}?[a-z][a-z-]*\s+(?:is|are)\s+(?:[a-z]+ly\s+)?(?!(?:the|a|an|its|their)\b)[a-z][a-z-]*\b")
# "What figure should go on the rack power sheet", "What busbw value will nccl-tests print": a question's words ("what" and
# a common noun, then its auxiliary; not "What NVLink can do", a name's heading); "The building block called": its name asked for;
# "NVIDIA License System component to serve licenses …": the kind asked for and what it must do.
WHAT_ASKS = re.compile(r"What\s+(?:[\w-]+\s+){0,2}?[a-z][\w-]*\s+(?:should|will|would|must|can|could|does|do|did)\s")
ASKED_NAME = re.compile(r"\s(?:called|named|termed|known\s+as|referred\s+to\s+as)$"
                        r"|\b(?:component|tool|command|feature|setting|block|product|service|utility|method|parameter|flag)\s+"
                        r"to\s+[a-z]")
# A one-word title that is a scenario's instance ("GPU2", "GPU6", "node07", "mlx5_3"), not a concept.
INSTANCE = re.compile(r"(?i:gpu|nic|node|host|rack|row|port|rank|cpu|numa|mlx5_|ib|eth|pdu|psu)[-_]?\d+")
ENDS_PARTICIPLE = re.compile(r"\b(?:[A-Za-z0-9]+s|GB|TB)\s+(?:required|needed|used)$")


def title_fault(short: str) -> str:
    """fault(short, "title"), but a title may end in its verb when "What" is its object ("What a DPU can do"), or
    in a participle after its noun ("Minimum number of GPUs required"): neither waits for more."""
    why = fault(short, "title")
    if not why and short.startswith(("What", "Why")) and PASSIVE_CUT.match(short):
        return "a stem cut off"  # ("What mechanisms are commonly configured | to provide …": its purpose cut off)
    if not why and short.startswith("What ") and WHAT_IS_STATE.match(short):
        return "the question itself"  # ("What component is missing from the diagram")
    if not why and short.startswith("What ") and VERBLESS_WHAT.fullmatch(short):
        return "a stem cut off"  # ("What GPU Feature Discovery (GFD) | does …", "What model configuration | enables …")
    if not why and (short.startswith("What ") and WHAT_ASKS.match(short) or ASKED_NAME.search(short) or INSTANCE.fullmatch(short)):
        return "the question itself"
    if not why and SCENE_MARK.search(short):
        return "a stem cut off"  # ("13:25 on-call collects the output below from GPU 0", "Quick one for the exam channel 🙃 …")
    if not why and SUPERLATIVE_ASK.match(short):
        return "the question itself"  # ("The best modification to do in the training loop", "Most appropriate sequence of …")
    if not why and short.startswith(("What ", "Which ")) and BEST_ASKED.search(short):
        return "the question itself"  # ("What 3D-parallel layout is the best choice")
    if not why and WH_END.search(short):
        return "a stem cut off"  # ("How the master SM is chosen and what happens | when it fails")
    return "" if why == "cut off" and (CAN_END.match(short) or ENDS_PARTICIPLE.search(short)) else why


BEST_ASKED = re.compile(r"\s(?:is|are|would\s+be)\s+the\s+(?:best|right|correct|most\s+[a-z]+)\b")
# A question word that ends the title, its clause cut off after it ("… and what happens", "… and why").
WH_END = re.compile(r"\s(?:and\s+)?(?:what|how|why|when|where|which|who)(?:\s+(?:happens|happened|is|are|does|do|goes))?$", re.I)
# What the question asks for, by how good it is: "The best modification …", "Most appropriate sequence of …".
SUPERLATIVE_ASK = re.compile(r"(?:the\s+)?(?:best|most\s+(?:appropriate|suitable|effective|likely|probable)|right|correct)\s", re.I)
# A scene's marks in a title: a clock, an emoji, what is "below" or "above", a chat's channel.
SCENE_MARK = re.compile(r"\b\d{1,2}:\d{2}\b|[\U0001F300-\U0001FAFF\u2600-\u27BF]|\b(?:below|above)\b|\bchannel\b"
                        r"|\b(?:the|this|that|his|her|our|your)\s+(?:slides?|deck|whiteboard|ticket|memo|worksheet)\b"  # ("What belongs on the slide")
                        r"|^(?:In|On|At|During|Within|Inside|From|Under)\s+(?:a|an|the|this|that|its|their|our|your)\s+(?:\S+\s+){0,3}\S+$"  # ("In a conventional data hall")
                        r"|^(?:With|Without|By|Via|Through)\s"  # ("With torch.autocast in BF16": a phrase cut from a sentence)
                        r"|^What\s+(?:\w+\s+){1,2}the\s+(?:(?:root|likely|real|underlying)\s+)?(?:cause|problem|issue|symptom|failure)$")  # ("What addresses the root cause")


KIND_ASKED = re.compile(r"\bwhich\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:is|are|would|should|could|can|will|does|do|did|must)\b",
                        re.I)  # (the kind of thing asked for: "Which exporter metric would …"; not "What peak bandwidth …", a quantity)


def kind_only(short: str, stem: str) -> bool:
    """The title is only the kind of thing the question asks for, its noun after "Which" ("Which response sequence is correct
    …?" -> "Response sequence", "Which exporter metric would you build …" -> "Exporter metric"): it names no concept."""
    which = KIND_ASKED.search(stem) if " " in short and word_count(short) <= 3 else None
    return which is not None and which[1].lower() == short.lower()


# "What accomplishes the mission", "What generates GPU-specific node labels": "What" and its verb ask for the answer and name no
# concept (readers of sets AV to BQ failed 41 such titles of 46; of "What the GPU Operator deploys …", none of 10).
WHAT_VERB = re.compile(r"^What\s+(?:(?!(?:the|an?)\s)[a-z]|(?:[A-Z][\w-]*\s+)?(?:tool|command|utility|component|service|product|"
                       r"technology|feature|setting|flag|software|mechanism|metric|field|parameter|variable|plugin)\s+(?!(?:is|are|was|were|does|do|"
                       r"did)\b)[a-z])|^For\s+(?:the|a|an|its|their|this)\s+(?:[\w-]+\s+){0,3}?to\s+[a-z]+\b")  # (and a purpose, no concept: "For the
# kernel to bring more data to the page cache in advance")
