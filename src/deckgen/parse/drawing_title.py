"""A drawing's title: a short phrase naming the concept, made from the question sentence.
"Which component advertises GPUs to Kubernetes?" -> "What advertises GPUs to Kubernetes"; "What is the
role of NVSwitch in these systems?" -> "Role of NVSwitch"; "Which statement correctly describes how
ZeRO partitions training state?" -> "How ZeRO partitions training state". A question that names no
concept of its own ("What is the most likely cause?", "Which command provides this view?") gets the
answer's short name instead, and no title when there is none: never a stem cut off.

Besides: a direct question reads as the indirect one ("Why does X keep Y" -> "Why X keeps Y", drawing_ask.py);
one that names nothing takes its title from the scenario where a pattern of the format gives one ("Training
vs inference", 'Cause of "<quoted error>"', drawing_scene.py); one with a scenario actor ("What should they
add …") or cut before its complement gives way to the answer's name; a list is never cut inside (drawing_shorten.py)."""
from __future__ import annotations

import re
from collections.abc import Callable

from .answerkind import kind
from .answernames import doer
from .answertext import NAME
from .drawing_amount import NO_TITLE, amount_of
from .drawing_ask import DIRECT, INSTANCE, KIND_OF, WHAT_VERB, kind_only, asked as _asked, indirect, passive_by, title_fault, uncounted, what_happens, which_clause
from .drawing_except import not_one_of
from .drawing_reads import Words
from .drawing_scene import from_scenario, heading_topic, scene_only, stem_topic, unnamed
from .drawing_lines import has_verb
from .drawing_form import TITLE_CHARS, claims, fault
from .drawing_refers import REFERS_BACK
from .drawing_shorten import LIST_GOES_ON, TITLE_WORDS, shortened, whole_head
from .drawing_subject import ABOUT, ACTOR_WORD, NUMBER as _NUMBER, POINTER_WORD, chopped_stem, kind_asked, statements_about
from .drawing_title_answer import values_only
from .phrases import capitalise, main_clause, without_parentheses, word_count
from .words import keywords

NOT_REST = re.compile(r"\b(?:not|never|no)\b|n['’]t\b", re.I)
TITLE_LEAD = re.compile(
    r"^(?:which|what)\s+(?:of the following\s+)?" + _NUMBER + r"(?:statements?|options?|choices?|answers?)?\s*"
    r"(?:best|most|correctly|accurately|most accurately)?\s*(?:describes?|explains?|states?|summari[sz]es?|"
    r"(?:is|are)\s+(?:correct|true))\s+(?:about\s+)?", re.I)
# "Which TWO statements about X are correct?" / "Which statement about X is NOT correct?" / "… is the correct one?" / "Which one
# of the following statement is TRUE about X?" -> "X"
HOW_DO = re.compile(r"^how\s+(?:do|does|did)\s+", re.I)
NEEDS_OBJECT = frozenset("shows lists reports displays tells checks verifies prints returns gives sets says".split())
WHAT_IS = re.compile(r"^(?:what|which)\s+(?:is|are)\s+(?:the\s+)?", re.I)
# "Which Triton feature should be enabled to increase throughput" -> "Triton feature to increase throughput"
# (a verb whose "to" completes it only right after the auxiliary: "Which software is designed to provide …" ->
# "Software to provide …", but "Which tasks is DCGM designed | to perform" is no "Tasks to perform")
_DESIGNED = r"(?:designed|meant|intended|supposed|able|made)"
WHICH_FOR = re.compile(r"^(?:which|what)\s+((?:(?!\s(?:the|a|an|its|their)\s).){3,50}?)\s+(?:should|would|could|can|does|do|is|are|must|will)\s+"
                       rf"(?:{_DESIGNED}|(?:\w+\s+){{0,3}}?(?:be\s+)?(?!{_DESIGNED}\s+to\b)\w+)(?=\s+(?:to|for)\b)", re.I)
IN_ORDER_TO = re.compile(r"\bin order to\b", re.I)
WHAT_DOES = re.compile(r"^what\s+does\s+(\S+(?:\s+[A-Z0-9]\S*)?)\s+(provide|do|need|offer|require|mean|indicate|"
                       r"measure|add|use|solve)\b", re.I)
_LEAD = r"^(?:which|what)\s+(?:of the following\s+)?" + _NUMBER
# (After the verb: anything but an auxiliary, "Which DCGM metrics should …" has no verb "metrics".)
_OBJECT = r"(?=\s+(?!(?:should|would|could|can|will|must|may|might|is|are|was|were|do|does|did|has|have)\b)\S)"
WHICH_PLURAL = re.compile(_LEAD + r"(?!does\s)[a-z-]+s\s+((?:best\s+|most\s+)?[a-z]+[^s']s)" + _OBJECT, re.I)  # (not "What does X's …")
# (The noun phrase holds no clause word: "What happens when checkpointing becomes …" is not "What becomes …".)
_NP_WORD = r"(?!(?:when|if|that|which|whether|where|while|because|happens?|occurs?|is|are|was|were)\b)[\w-]+"
WHICH_DOES = re.compile(_LEAD + r"((?:" + _NP_WORD + r"\s+){0,4}?" + _NP_WORD + r")\s+((?:best\s+|most\s+|correctly\s+)?"
                        r"(?!(?:is|was|has|does|as|its|this|us)\b)[a-z]+[^s']s)" + _OBJECT, re.I)
WHICH_IS_USED = re.compile(_LEAD + r"((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:is|are|do|does|did|should|shall|would|could|can|"
                           r"will|must)\s+(?:they|it|we|you|the\s+\w+(?:\s+\w+)?)\s+\w+", re.I)
WHICH_LEAD = re.compile(_LEAD + r"(?!does\b)", re.I)
USES = re.compile(r"(the\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:\w+ly\s+)?(?:use|need|choose|pick|deploy|require|run|install|"
                  r"select|be\s+based\s+on|rely\s+on)$", re.I)
# A phrase that points back at the scenario: a trailing "in these systems", "for this workload" goes;
# "these GPU-specific node labels" keeps its words ("this X of Y" -> "the X of Y").
# ("… for the same run" at the end: the scenario's run.)
POINTER_PHRASE = re.compile(r"\s+(?:in|for|of|to|from|on|at|with|under|during|across|within)\s+"
                            r"(?:this|these|those|such)(?:\s+(?!(?:and|or)\b)[\w-]+){1,3}?(?=\s+(?:and|or)\s|[,;]|$)"
                            r"|\s+for\s+the\s+same\s+[\w-]+$", re.I)
# Question nouns and actors: a title with no other word names no concept ("What tool should they use").
GENERIC = frozenset(
    "what which how why when where who whom tool command component product technology software framework feature option "
    "answer statement explanation choice approach solution cause reason step action change thing fits fit administrator "
    "admin engineer team user operator customer developer they it use used using run should must would could can do does "
    "did be is are likely most best first primary main purpose job work nvidia number value figure amount right correct true "
    # (and a symptom's generic words: "Cause of the poor performance" names no symptom)
    "behavior behaviour issue problem symptom poor low performance slowdown drop reduced degraded unexpected observed accurate accurately give gives "
    "justification justify justifies next comes happens follows".split())  # ("… the BEST justification", "What comes next")
GENERIC_STEMS = keywords(" ".join(GENERIC))
# (Not "this" as a subject, before its verb: "how this speeds up …" is no "how the speeds up …".)
POINTER = re.compile(r"\b(this(?!\s+(?-i:[a-z]+)(?<![sui]s)s\s)|these|those|such)\s+(?!(?:in|on|at|of|for|to|with|by|from|and|or|is|are|"
                     r"was|were)\b)(?=[\w-]+\s+"
                     r"(?!(?:of|in|for|to|on|at|and|or|is|are|as)\b)[\w-]+)", re.I)

ROUGHLY = re.compile(r"^(?:approximately|roughly|about|around)\s+(?=how\b|what\s+is\b)", re.I)
# "What must be installed on the host for the container to use the GPUs" -> "Host requirements for the container to use …"
MUST_BE_ON = re.compile(r"^what\s+(?:must|should|has\s+to|needs\s+to)\s+be\s+[a-z]+ed\s+(?:on|in)\s+"
                        r"(?:the|each|every|a)\s+([\w-]+(?:\s+[\w-]+)?)\s+((?:for|so that)\s+.+)$", re.I)
# An actor of the scenario in a "What … should they add" question: the title names no concept.
ACTOR_ASKS = re.compile(r"^(?:what|which)\b.*\b(?:should|shall|must|would|could|can|will)\s+(?:the|an?|our|their)\s+", re.I)
ACTOR = re.compile(f"{ACTOR_WORD.pattern.pattern}|{ACTOR_ASKS.pattern}", re.I)  # (searched in its two parts: `_actor`)
# "Which statement correctly relates these metrics to the two phases of X" -> "How the metrics relate to
# the phases of X" (what points back at the scenario read as "the": the things it names stay its own)
RELATES = re.compile(r"^(?:which|what)\s+(?:of the following\s+)?(?:statements?|options?|answers?)\s+(?:best\s+|"
                     r"correctly\s+|accurately\s+)?relates?\s+(.{3,40}?)\s+(?:to|with)\s+(.{3,60})$", re.I)
COUNTED = re.compile(r"\b(?:these|those|this)\s+|\b(?:the\s+)?(?:two|three|four|both)\s+(?=[a-z])", re.I)
# "Which part of the per-parameter memory is the largest" -> "Largest part of the per-parameter memory"
SUPERLATIVE = re.compile(r"^(?:which|what)\s+(?!(?:of|is|are)\b)([\w-]+(?:\s+[\w-]+){0,5}?)\s+(?:is|are)\s+the\s+"
                         r"((?:most|least)\s+[\w-]+|[a-z]+est)$", re.I)
# "What is the most probable cause for the slow inter-node bandwidth" -> "Cause of the slow inter-node bandwidth"
CAUSE_OF = re.compile(r"^what\s+(?:is|was)\s+(?:the\s+)?(?:most\s+)?(?:likely\s+|probable\s+|root\s+)?cause\s+(?:of|for|behind)\s+"
                      r"(.{3,60})$", re.I)
THIS_COMMAND = re.compile(r"(?:this|the|that)\s+command(?:\s+line)?", re.I)
SHOWN_COMMAND = re.compile(r"(?m):[ \t]*\n+[ \t]*([a-z][\w.-]*(?:[ \t]+[^\s]+){1,6})[ \t]*$")  # (on its line, after a colon)
INSTEAD = re.compile(r"\s+(?:instead\s+of|rather\s+than|over)\s")  # ("Why choose X | over the conventional path")
WHY_CHOOSE = re.compile(r"^why\s+(?:would|should|might|could|do|does|did)\s+(?:the|an?|their|our|your|this|that)\s+"
                        r"(?:[\w-]+\s+){0,2}?(choose|pick|prefer|select|adopt|use)\s+(.{3,160})$", re.I)
REASON_FOR = re.compile(r"^(?:which|what)\s+(?:reason|argument|factor)\s+(?:best\s+|most\s+)?(?:justifies|supports|explains)\s+"
                        r"(choosing|selecting|adopting|using|picking|preferring)\s+(.{3,160})$", re.I)
BASE = {"choosing": "choose", "selecting": "select", "adopting": "adopt", "using": "use", "picking": "pick", "preferring": "prefer"}
IN_WHAT_ORDER = re.compile(r"^in what order\s+(?:should|do|does|must|would|will)\s+.{2,60}?\s+(?:carry out|perform|"
                           r"run|apply|execute|take|do|complete)\s+(?!(?:within|in|on|at|for|during|before|after|inside)\b)(.{3,60})$", re.I)
# An aside that lists or gives examples: "(B200, fifth-generation NVLink)" (a cut at its comma would leave it open),
# "(for example OpenSM or the SM inside UFM)".
LISTING_ASIDE = re.compile(r"\((?:[^()]*,|(?:for example|for instance|e\.g\.|such as)\s)[^()]*\)")
# "GPU instance profiles that the A100 40GB supports" (of "… NOT a GPU instance profile that …"): kinds, no claim
KINDS_THAT = re.compile(r"^(?:[\w-]+\s+){0,3}[a-z]{3,}s\s+that\s+(?:the|an?|(?-i:[A-Z]))\b(?!.*\b(?:is|are|was|were)\b)", re.I)
POINTED = re.compile(r"(?<=\bof\s)(?:this|that|these|those)\s+([a-z][\w-]*)$", re.I)  # ("… of this system": its owner)
NAMED_WORD = r"[A-Z][\w-]*[A-Z0-9][\w-]*"  # ("NVIDIA", "GB200", "NVL72": a name in its own case)
BACK_WORD = Words("this these those such that")  # (REFERS_BACK's words: it is searched only where one is)
COUNT_WORD = frozenset("two three four five all both none".split())  # ("Which TWO should …": no concept)


def title(stem: str, name: str | Callable[[], str] = "", everything: str = "") -> str:
    """The drawing's title for the question `stem`; `name`, the answer's short name (or what finds it),
    when the question names no concept of its own; `everything`, the stem and explanations, for the name a
    question about statements is about; empty when none passes the form check."""
    cut = ""  # (a title cut before its "to …": the answer's name, when there is one, is safer)
    for text in _candidates(stem):
        if text == NO_TITLE:
            return ""
        if unnamed(text) or scene_only(text) or _actor(text) or WHAT_VERB.match(text):
            continue
        text, pointed = _without_pointers(_named_back(text, stem)), text
        if BACK_WORD.found(text) and REFERS_BACK.search(text) or text != pointed and text.startswith("The ") and word_count(text) <= 3:
            continue  # ("What is this temperature range" -> "The temperature range" names nothing)
        if " " not in text and NAME.fullmatch(text) and text.lower() not in COUNT_WORD and not INSTANCE.fullmatch(text):  # (a name
            # is one word; not a scenario's "GPU2")
            return text
        short = shortened(text)
        if short and word_count(short) >= 2 and not title_fault(short) and not DIRECT.match(short) and not kind_only(short, stem) and not scene_only(short) \
                and not chopped_stem(short, stem) \
                and len(keywords(short) - GENERIC_STEMS) >= 2 and (short in stem or not claims(short) or KINDS_THAT.match(short)
                                                                    or _purpose(short, stem)):
            whole = capitalise(text.strip())  # (a claim only as the stem writes it: "CUDA driver version is insufficient …")
            rest = whole[len(short):].lstrip(" ,") if whole.startswith(short) else ""
            if NOT_REST.search(rest) and not (rest[:1] == "(" and rest.rstrip(". ")[-1:] == ")"):  # (but an aside may go: "… direct path | (not compatibility mode)")
                continue  # (never cut before its NOT: "Codes that describe a PCIe connection | that does NOT traverse …")
            if not rest.startswith(("to ", "and ", "or ")) and not (rest and short.rsplit(None, 1)[-1].lower() in NEEDS_OBJECT):
                return short  # (not "What verifies the GDS installation and shows | which …")
            cut = cut or short  # ("… its own connection | to the fabric": a complement cut off; "the state | and speed")
    name = (name() if callable(name) else name).strip().rstrip(".")
    # (a cause's claim names it, "The inode table is full", where no name of the text's does; another question's claim is
    # a fact of the text, "Dynamic batching is a Triton scheduler feature", or the answer, and names no concept)
    claim, asks = "", kind(_asked(stem))  # (never the amount asked for: "16 spine switches")
    if name and asks != "number" and word_count(name) <= TITLE_WORDS and ", " not in name and not fault(name, "title", names=True) and not values_only(name) and name[:1] not in "\"“" \
            and not ((claims(name) or asks == "statement" and has_verb(name)) and asks in ("thing", "statement", "multi")):  # ("NIM is
        # part of …", "TTFT covers queueing plus prefill …": the answer's claim, no concept)
        if not claims(name) and asks != "action":
            return name  # (in its own case: "nvidia-smi topo -m")
        claim = name  # (and an action's step, "Run kubectl get pods -n gpu-operator", where the text names none)
    cut = cut.rsplit(None, 1)[0] if cut.endswith((" available", " needed", " required", " used")) else cut  # ("Total NVLink
    # bandwidth available | to …" names "Total NVLink bandwidth"; not "What shows the state | and speed …")
    if cut and not cut.startswith("What ") and word_count(cut) >= 2 and not fault(cut, "title"):
        return cut
    # "Which statement about time-slicing is NOT true?", "DCGM can be used for all of the following EXCEPT": what it is about
    asked = _asked(stem)
    topic = statements_about(asked)  # ("NVLink and NVSwitch", "GPU passthrough", "The paged KV cache in TensorRT-LLM": what the
    # statements are about, as the question names it)
    if topic and keywords(topic) - GENERIC_STEMS and not fault(topic, "title", names=True):
        return topic
    topic = heading_topic(stem)  # (a heading above the scenario, "TensorRT …"; not the voice's scene the explanations never name, "Pitch deck")
    if topic and not fault(topic, "title", names=True) and (own := keywords(topic) - GENERIC_STEMS) and (not everything or own & keywords(everything[len(stem):])):
        return topic
    topic = stem_topic(stem, asked, everything)  # (the subject the texts come back to: a title only where the question
    # about statements asks of it, "… NOT a function of the NVIDIA GPU Operator?"; elsewhere, "DGX OS", "AI Enterprise" to
    # "Which statement is accurate?", it is the scenario's product, not the concept: readers of sets BF to BM failed 5 such
    # titles of 7. Never of one word, "NCCL", "MIG", too broad (sets BH to BL); where the stem has one, a cause's claim
    # does not title it either: AV, AW failed 6 of 6)
    named = topic and not INSTANCE.fullmatch(topic) and asks in ("statement", "multi", "negative") \
        and keywords(topic) <= keywords(asked) and " " in topic
    return topic if named else "" if topic else claim if asks == "cause" else ""


def _actor(text: str) -> bool:
    """bool(ACTOR.search(text)): its words looked up (`Words`), its question only after "what" or "which"."""
    return ACTOR_WORD.found(text) or text[:2].lower() == "wh" and ACTOR_ASKS.search(text) is not None


def _purpose(short: str, stem: str) -> bool:
    """"Triton features to increase GPU utilization": the stem's own noun phrase and what it is for, no claim."""
    head, to, _ = short.partition(" to ")
    return bool(to) and head in stem and not claims(head)


def _candidates(stem: str):
    text = uncounted(ROUGHLY.sub("", _asked(stem)))
    text = without_parentheses(text) if "(" in text and LISTING_ASIDE.search(text) else text
    yield from from_scenario(stem, text)
    yield from amount_of(text)
    if kind := kind_asked(text):  # ("Which THREE of the following are X that …")
        yield kind
    yield from passive_by(text)
    if needs := MUST_BE_ON.match(text):
        yield f"{capitalise(needs[1])} requirements {needs[2]}"
    extreme = SUPERLATIVE.match(text)
    if extreme:
        yield f"{capitalise(extreme[2])} {extreme[1]}"
    related = RELATES.match(text)
    if related:
        first, second = (COUNTED.sub("the ", side).strip() for side in related.groups())
        verb = "relate" if re.search(r"[^s]s$|\band\b", first) else "relates"
        yield f"How {first} {verb} to {second}"
    cause = CAUSE_OF.match(text)
    if cause:  # (of a message quoted: "Cause of "Driver/library version mismatch""; a symptom told again, "Cause of the slow
        yield f"Cause of {cause[1]}" if cause[1][:1] in "\"“'" else NO_TITLE  # read-back", is the question chopped: readers failed 12 of 17)
    order = IN_WHAT_ORDER.match(text)
    if order:
        yield f"Order of {order[1]}"
    yield from not_one_of(text)
    # ("Why would the team choose X over Y", "Which reason BEST justifies choosing X over Y" -> "Why choose X over Y")
    if choose := WHY_CHOOSE.match(text) or REASON_FOR.match(text):
        yield f"Why {BASE.get(choose[1].lower(), choose[1].lower())} {choose[2]}"
        if (instead := INSTEAD.search(choose[2])) and instead.start() > 3:  # ("Why adopt X | instead of the shared folder")
            yield f"Why {choose[1].lower()} {choose[2][:instead.start()]}"
    if (does := doer(text)) and word_count(does) <= 5:  # ("What does Triton's dynamic batcher do" -> its name,
        # as an option's "It" stands for it: answernames.stem_referent)
        shown = SHOWN_COMMAND.search(stem) if THIS_COMMAND.fullmatch(does) else None
        yield shown[1] if shown else capitalise(does, hyphenated=True)  # ("What does this command do?" -> the command shown)
    if len(text) > TITLE_CHARS:
        yield from what_happens(text)
    if about := ABOUT.match(text):
        yield capitalise(subject := about[1] or about[2])
        if NAME.fullmatch(subject) and not fault(subject, "title", names=True):
            yield subject  # (a name alone: "FlashAttention")
    yield _from_question(text)
    # "What happens to memory use …", "What must be installed on the host …": the question word stays.
    rest = WHICH_LEAD.sub("", text)
    if rest != text and not WHAT_IS.match(text):
        yield "What " + rest


def _from_question(text: str) -> str:
    """The question sentence without its question words."""
    main = main_clause(text)
    main = main if main.lower().startswith("what") else indirect(main)
    text = TITLE_LEAD.sub("", main)
    if text != main and re.match(r"(?:what|how|why|where|when|whether)\b", text, re.I):
        # "… describes what the administrator is seeing" -> "What the administrator is seeing"
        return HOW_DO.sub("How ", capitalise(text))
    if HOW_DO.match(text):  # (its verb not found: "How does X speed up" would read "How X speed up")
        return ""
    text = WHAT_IS.sub("", text)
    text = WHICH_FOR.sub(r"\1", text)
    text = _without_question_words(text)
    text = IN_ORDER_TO.sub("to", text) if "order" in text.lower() else text  # (its words looked for first: no fold in "order")
    text = indirect(text) if text.lower().startswith("what ") else text
    text = WHAT_DOES.sub(lambda m: f"What {m[1]} {m[2]}{'es' if m[2] == 'do' else 's'}", text)
    head = text.partition(", ")[0]
    return head if whole_head(head, 3) and not LIST_GOES_ON.match(text, len(head)) else text


def _named_back(text: str, stem: str) -> str:
    """"The architecture of this system" -> "… of the NVIDIA GB200 NVL72 rack-scale system", where the scenario names
    it so (a name in its own case among its capitals, then at most two words, before the same noun); else `text` as it
    is. (A trailing "in these systems" only places the question: `_without_pointers` drops it.)"""
    pointed = POINTED.search(text) if BACK_WORD.found(text) else None
    named = re.search(rf"\b((?:[A-Z][\w-]*\s+)*(?:{NAMED_WORD}\s+)+(?:[\w-]+\s+){{0,2}}){re.escape(pointed[1])}\b", stem) \
        if pointed else None
    return f"{text[:pointed.start()]}the {named[1]}{pointed[1]}{text[pointed.end():]}" if named else text


def _without_pointers(text: str) -> str:
    """Without a trailing phrase that points back at the scenario; "these X Y" -> "X Y"."""
    if not POINTER_WORD.found(text):
        return text
    text = KIND_OF.sub("", POINTER_PHRASE.sub("", text))
    text = POINTER.sub(lambda m: "the " if m[1].lower() == "this" else "", text)
    return capitalise(text.strip())


def _without_question_words(text: str) -> str:
    """'Which of the following phases demands …' -> 'What demands …'; 'Which component gives …' -> 'What
    gives …'; 'Which parallelism strategy are they using' -> 'Parallelism strategy'."""
    match = WHICH_PLURAL.match(text) or WHICH_DOES.match(text)
    if match:
        return "What " + text[match.start(match.lastindex):]
    match = WHICH_IS_USED.match(text)
    if match and not re.match(r"(?:which|what)\s+does\b", text, flags=re.I):
        # "Which figure should the electrical design be based on" -> "Figure for the electrical design"
        # (an actor's choice only: "Problem for the paged KV cache" of "… does the paged KV cache address" misreads)
        actor = USES.match(text[match.end(1):].split(None, 1)[1])
        return match[1] if " " in match[1] or not actor else f"{match[1]} for {actor[1]}"
    return which_clause(text, WHICH_LEAD.sub("", text))
