"""Title candidates for a question that asks for an amount, a count or an order ("How much KV-cache memory does a
single sequence occupy" -> "KV-cache memory of a single sequence", "In which order do the events occur" -> "Order of
the events", "How many samples are in one global batch" -> "Samples per global batch"), or for "What's the X" and
"Which are X of Y" (the X), or "What is the first step to X" (how to X). Used by `drawing_title`.
"""
from __future__ import annotations

import re

from .phrases import capitalise

# "How much KV-cache memory does a single sequence of 8,192 tokens occupy" -> "KV-cache memory of a single
# sequence of 8,192 tokens"; "… how much cooling capacity does the rack need at full load" -> "Cooling capacity
# of the rack at full load"; "How much internal NVMe capacity for the data cache does a standard DGX H100 provide"
# -> "Internal NVMe capacity of a standard DGX H100" (the verb goes: it only asks for the amount).
HOW_MUCH_DO = re.compile(r"^how\s+(?:much|many)\s+((?:[\w/.-]+\s+){0,3}?[\w/.-]+)(?:\s+(?:for|of|in|on)\s+[^,]{3,40}?)?\s+(?:does|do|did|will|would|must|should|"
                         r"can)\s+((?:an?|one|the|each|every|this|that|these|those|all|our|their)\s+(?:[^,]|,(?=\d)){2,50}?)(?:\s+(?:alone|only))?\s+"
                         r"(?:occupy|need|use|require|consume|draw|take|deliver|produce|generate|store|dissipate|"
                         r"provide|have|hold|offer|include|contain|support|give|get|receive)(?:\s+up)?((?:\s+(?:at|per|during|under|in)\s+"
                         r"[^,]{2,30})?)$", re.I)
IN_ORDER = re.compile(r"^which\s+(?:option|sequence|answer|choice|list|one)\s+(?:lists|orders|ranks|puts|places|arranges|shows|gives|has)\s+"
                      r"(?:these\s+|those\s+|the\s+following\s+|the\s+)?(.{3,50}?)\s+in\s+(?:the\s+)?(?:correct\s+|right\s+)?order(?:\s+of\s+(.{3,60}))?$", re.I)
HOW_MUCH_FOR = re.compile(r"^how\s+much\s+((?:[\w/.-]+\s+){0,3}?[\w/.-]+)\s+(?:must|should|will|would|is|needs\s+to|has\s+to)\s+"
                          r"be\s+(?:reserved|allocated|set\s+aside|budgeted|provisioned)\s+for\s+((?:the\s+)?[\w/.-]+(?:\s+[\w/.-]+)"
                          r"{0,3}?)(?:\s+alone)?(?=,|$)"
                          # ("How much GPU memory is required to hold the model weights" -> "GPU memory to hold the model weights")
                          r"|^how\s+much\s+((?:[\w/.-]+\s+){0,3}?[\w/.-]+)\s+(?:is|are|would\s+be|will\s+be)\s+(?:required|needed)\s+"
                          r"(?:just\s+|only\s+|simply\s+)?((?:to|for)\s+[^,]{3,80})$", re.I)  # ("… required just to hold …")
# "How much power must each rack be provisioned for" -> "Power for each rack"
HOW_MUCH_BE_FOR = re.compile(r"^how\s+much\s+((?:[\w/.-]+\s+){0,3}?[\w/.-]+)\s+(?:must|should|will|would|do|does)\s+"
                             r"((?:the|each|every|one|an?)\s+[\w/.-]+(?:\s+[\w/.-]+){0,3}?)\s+(?:be\s+)?(?:reserved|allocated|"
                             r"budgeted|provisioned|sized|planned|rated)\s+for$", re.I)
# ", before you even count the KV cache", ", considering the systems alone": what the amount is counted under.
ADJUNCT = re.compile(r",\s+(?:before|considering|given|assuming|including|excluding|not counting|ignoring|leaving out)\s[^,]*$",
                     re.I)
# "Which TWO components are the core building blocks of X", "Which THREE of the following are features of X" -> "Core
# building blocks of X", "Features of X"
WHICH_N_ARE = re.compile(r"^(?:which|what)\s+(?:(?:two|three|four)\s+)?(?:of\s+the\s+following\s+)?(?:[a-z-]+s\s+)?"
                         r"(?:(?:together\s+)?(?:form|make\s+up|constitute|comprise)|are|is)\s+"
                         r"(?:the\s+)?(?!(?:correct|true|false|right|wrong|not|best|most|likely|an?|this|these|those|it|they|"
                         r"[a-z]+ed|available|valid|invalid|possible|able)\b)"
                         r"([a-z][\w\s-]{2,60}\s(?:of|for|in)\s[\w\s.-]{2,50})$", re.I)
NO_TITLE = "\0"  # (a candidate that ends the search: the question names no concept, and no later candidate may stand for one)
# "In which order do the events occur" -> "Order of the events"
ORDER_OF = re.compile(r"^in\s+(?:what|which)\s+order\s+(?:do|does|did|should|must|will|would)\s+((?:the|these|those)\s+)?"
                      r"([\w-]+(?:\s+[\w-]+){0,3}?)\s+(?:occur|happen|take\s+place|run|start|finish|appear|arrive|fire)$",
                      re.I)
# "What is the minimum aggregate write bandwidth the storage system must sustain" -> "Minimum aggregate write bandwidth for
# the storage system" (the amount, and what it is for; the contact clause's verb goes, as HOW_MUCH_BE_FOR's)
WHAT_IS_FOR = re.compile(r"^(?:what|which)(?:['’]s|\s+is|\s+would\s+be)\s+the\s+((?:[\w/.-]+\s+){0,4}?[\w/.-]+)\s+((?:the|each|every|"
                         r"one|an?)\s+[\w/.-]+(?:\s+[\w/.-]+){0,3}?)\s+(?:must|should|will|would|can|needs\s+to|has\s+to)\s+"
                         r"(?:sustain|deliver|provide|support|handle|draw|reach|hold|be\s+(?:sized|provisioned|rated|planned|"
                         r"budgeted|built)\s+for)(?=\s+(?:so\s+that|to|for|if|when)\s|$)", re.I)
# "each one of those instances" -> "each instance" (a plural in a plain "s", not "processes", "boxes", "copies")
EACH_OF = re.compile(r"^(?:each|every)\s+(?:one\s+)?of\s+(?:those|these|the|its|their)\s+"
                     r"([a-z][\w-]*(?<!s)(?<!se)(?<!xe)(?<!che)(?<!she)(?<!ie))s$", re.I)
WHATS = re.compile(r"^(?:what|which)['’]s\s+(?:the\s+)?", re.I)
# "How many samples are in one global batch, meaning …" -> "Samples per global batch"
HOW_MANY_IN = re.compile(r"^how\s+many\s+([\w-]+(?:\s+[\w-]+){0,2}?)\s+(?:are|is)\s+(?:there\s+)?(?:in|per)\s+(?:one|a|an|each|"
                         r"every|the|a\s+single)\s+(?!such\b)([\w-]+(?:\s+[\w-]+){0,3}?)(?=,|$)", re.I)
# "Which TWO are core components of the Spectrum-X platform" -> "Core components of the Spectrum-X platform"
# "What is the BEST first step to X": a step to take first, of doing X.
FIRST_STEP = re.compile(r"^(?:what|which)\s+(?:is|would\s+be|should\s+be)\s+(?:the\s+)?(?:best\s+|most\s+\w+\s+)?"
                        r"(?:first|next|initial|best)\s+(?:step|action|move)\s+to\s+([a-z][^,?]{5,60})$", re.I)
WHICH_ARE = re.compile(r"^(?:which|what)\s+(?:(?:two|three|four)\s+)?(?:are|is)\s+(?!(?:the\s+)?(?:correct|true|false|"
                       r"right|wrong|not|best|most|likely|an?|the|this|these|those|it|they)\b)([a-z][\w\s-]{2,60})$", re.I)


def amount_of(text: str):
    """Title candidates for a question that asks for an amount or an order (see HOW_MUCH_DO, ORDER_OF), and
    for "What's the X" (the X); a condition after a comma goes ("…, before you count the KV cache")."""
    text = ADJUNCT.sub("", text)
    match = HOW_MUCH_DO.match(text)
    if match:  # ("… does each one of those instances get" -> "… of each instance": the one the scenario counts)
        each = EACH_OF.match(match[2])
        yield capitalise(f"{match[1]} of {f'each {each[1]}' if each else match[2]}{match[3]}")
    match = ORDER_OF.match(text)
    if match:  # (never of a bare noun the question's list gives, "Order of the events", "… lines": no title, KT, KQ)
        yield f"Order of {'the ' if match[1] else ''}{match[2]}" if " " in match[2] else NO_TITLE
    match = FIRST_STEP.match(text)
    if match:  # ("What is the BEST first step to measure collective communication performance" -> "How to measure …")
        yield f"How to {match[1]}"
    if WHATS.match(text):
        yield capitalise(WHATS.sub("", text))
    match = IN_ORDER.match(text)
    if match:  # ("Which option lists these GPUs in order of increasing NVLink bandwidth" -> "GPUs in order of …")
        yield capitalise(f"{match[1]} in order of {match[2]}" if match[2] else f"Order of {match[1]}")
    match = HOW_MUCH_FOR.match(text)
    if match:  # ("How much GPU memory must be reserved for the KV cache alone" -> "GPU memory for the KV cache")
        yield capitalise(f"{match[1]} for {match[2]}" if match[1] else f"{match[3]} {match[4]}")
    match = HOW_MUCH_BE_FOR.match(text) or WHAT_IS_FOR.match(text)
    if match:
        yield capitalise(f"{match[1]} for {match[2]}")
    match = HOW_MANY_IN.match(text) or WHICH_ARE.match(text) or WHICH_N_ARE.match(text)
    if match:
        yield capitalise(f"{match[1]} per {match[2]}" if match.re is HOW_MANY_IN else match[1])
