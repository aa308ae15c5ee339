"""The answer a short explanation states in so many words, read by the form of its sentence.

Writers often open the short explanation with the answer itself, before any reasoning, in one of a few
forms that say "this is the answer" whatever the topic:
- an announcement: "The appropriate component is the NVIDIA BlueField DPU.", "The tool you want is NeMo
  Guardrails.", "The answer is the ensemble model.", "Correct is NVIDIA UFM.", "That's NVIDIA Base Command
  Manager."; its role ("component", "tool") is the noun the question asks for, or a verdict ("correct",
  "appropriate"), or "answer";
- the answer alone, as the explanation's first sentence: "All-to-all.", "~1 TB (≈980 GB).", "Short version:
  1.8 TB/s per GPU." (a name or a value: no verb);
- the claim: "The true statement is that …" (the line is the claim); "The false statement is the claim
  that …", "The statement that is NOT true is that …" (the false claim, which a "Which is NOT true?"
  question's line must correct, as it does an option's text).

Such a sentence outranks any weighing of the explanations' sentences: it is the writer's own answer, where
a sentence weighed highest may be a detail ("Two all-to-alls per MoE layer …") or background.
"""
from __future__ import annotations

import re

from .answerkind import lowered
from .answerpick import COMMAND_OPTION, ORDER_ASKED
from .optiontext import SAYS
from .phrases import capitalise, holds_any, sentences, without_parentheses
from .words import keywords

# "The [appropriate|correct …] <role> [you want] is [that] X": `stated` checks the role's words.
ANNOUNCED = re.compile(
    r"^(?:So,?\s+[Tt]he|The)\s+(?P<role>(?:[\w-]+\s+){0,3}?[a-z][\w-]*)"
    r"(?P<after>\s+(?:(?:that\s+)?you\s+(?:want|need|are looking for)|to\s+(?:use|deploy|pick|choose|run)|here|"
    r"in question|that\s+(?:is|isn't|is\s+not|are\s+not)\s+(?:NOT\s+|not\s+)?(?:true|correct|accurate|false))\b)?"
    r"\s+(?:is|are|would be)\s+(?P<that>(?:the\s+(?:claim|idea|statement|one)\s+)?that\s+)?(?P<said>\S.*)$")
NEXT_MOVE = re.compile(r"^(?:So,?\s+)?(?:(?:[Yy]our|[Tt]he)\s+(?:(?:best|right)\s+(?:next\s+|first\s+)?|(?:next|first)\s+)|(?:Next|First)\s+)"
                       r"(?:move|step|action)\s+(?:is|would\s+be)\s+"
                       r"to\s+(?P<said>[a-z]\S*\s.+)$")
ORDER_SAID = re.compile(r"(?:[A-Z]\w{0,12}:\s+)?(?:So,?\s+)?[Tt]he\s+(?:correct\s+|right\s+|proper\s+)?(?:order|sequence)\s+is\s*:?\s+"
                        r"(?P<said>\S.*(?:\bthen\b|\s→\s).*?)(?:,\s+which\s+is\s+(?:option\s+)?\(?[A-H]\)?)?\.?$")
FALSE_ONE = re.compile(r"^(?:So,?\s+)?(?:[Tt]he\s+)?(?:statement|option|claim)\s+(?:which|that)\s+(?:(?:says?|claims?|states?)\s+(?:that\s+)?)?"
                       r"(?P<said>\S.{6,200}?),?\s+is\s+the\s+(?:wrong|false|incorrect|untrue)\s+one\.?$")
# "Correct is X", "Correct answer: X", "Answer: X", "That's X" (not "That's why …", "That's not …").
SHORT_LEAD = re.compile(
    r"^(?:(?:The\s+)?(?:correct|right)(?:\s+(?:answer|one|choice))?\s*(?:is|:)|(?:The\s+)?answer\s*:|"
    r"(?:That|It)(?:'s|’s|\s+is)(?!\s+(?:why|because|how|what|where|when|the\s+(?:reason|point|key|catch)|not|right|"
    r"a\s+(?:lot|problem|common|classic|trap|mistake)|correct|true|wrong|it)\b))\s+(?P<said>\S.*)$", re.I)
# The key and the answer's name after it, in any sentence of the short explanation: "Correct option: C,
# --model-control-mode=explicit." (a letter first: no sentence about the answer reads so)
KEYED_NAME = re.compile(r"^(?:The\s+)?(?:correct|right)\s+(?:answer|option|choice)\s*:\s*\(?[A-H]\)?\s*(?:,|[—–:-]\s)\s*"
                        r"(?P<said>\S.{0,80})$", re.I)
# The noun a question asks for: the words after its "Which"/"What" ("Which component adds …" -> "component").
ASKED_NOUN = re.compile(r"\b(?:which|what)\s+(?:of\s+the\s+following\s+|kind\s+of\s+|type\s+of\s+)?"
                        r"((?:[\w-]+\s+){0,2}[\w-]+)", re.I)
VERDICT = frozenset("correct right true appropriate proper best only likely likeliest first required needed".split())
FALSE = frozenset("false incorrect inaccurate untrue wrong".split())
# "… That's the true statement.": the sentence before it is the answer's claim.
NAMED_ANSWER = re.compile(r"^(?!(?:This|That|It|Which|What|Here|There|Option|Choice|Answer|Letter)\b)(?P<said>[A-Z][^,;:.!?]{2,80}?)\s+is\s+"
                          r"(?:the|our|my)\s+(?:(?:correct|right|best)\s+)?answer\s*[.!]?$")
THATS_IT = re.compile(r"^(?:That|This)(?:['’]s|\s+is)\s+(?:the\s+)?(?:true|correct|right)\s+(?:statement|claim|one|answer)\s*[.!]?$")
# An order that does something to the system (not "Look at the numbers.", "Note that …").
ORDER = re.compile(r"^(?:Add|Enable|Disable|Set|Increase|Decrease|Raise|Lower|Drain|Reset|Reboot|Restart|Replace|Install|"
                   r"Upgrade|Update|Move|Switch|Configure|Mount|Deploy|Remove|Create|Apply|Rebuild|Reinstall|Load|Resume|"
                   r"Pin|Attach|Reseat|Stop|Scale|Shard|Cap|Turn)\s+(?:on\s+|off\s+)?(?:a|an|the|its|their|all|each|every|it|"
                   r"them|this|that|[a-z0-9]+[_.=/-]\S*)\s")
# An option pointed at, not said: "the one describing the ring algorithm", "the one about MIG" (its claim after a colon).
POINTER = re.compile(r"the\s+(?:one|statement|option)\s+(?:describing|about|on|regarding|that\s+(?:describes|says|claims))\b", re.I)
# What an announced thing cannot start with: it says something of the role, not what it is ("The tool is
# designed to …", "The component is responsible for …").
NOT_A_NAME = re.compile(r"(?:not|also|often|usually|typically|always|only|then|now|still|very|more|less|important|"
                        r"critical|key|essential|responsible|designed|used|able|based|made|built|called|known|"
                        r"available|needed|required|part|one\s+of|to|in|on|at|for|by|from|with|that|which|what|how|"
                        r"why|when|where|because|if|as|so|(?-i:[a-z]+ed|[a-z]+ing))\s", re.I)
# A name or a value alone: no verb, a few words ("All-to-all", "~1 TB (≈980 GB)", "NVIDIA NIM").
VERB = re.compile(r"\b(?:is|are|was|were|be|has|have|had|do|does|did|can|could|will|would|should|must|may|might|"
                  r"need|needs|use|uses|run|runs|make|makes|get|gets|set|sets|let|lets)\b|(?-i:\b[a-z]{3,}ed\b)|"
                  r"[;:!?]", re.I)
OPTION_LETTER = re.compile(r"^\(?[A-H]\)?\s*[—–:-]\s+(?=\S)")
LETTER_AFTER = re.compile(r"\s*\((?:option\s+)?[A-H]\)(?=\.?$)")
AND_IT = re.compile(r"(?:and\s+)?(?:it|they|which)\b")
QUOTED_VALUE = re.compile(r"[\"“][^\"“”\n]{1,40}[\"”](?=[,.;]|$)")  # ('It's "mixed", so …': a setting's value, quoted)
KEY_TAIL = re.compile(r"so\s+(?:the\s+)?answer(?:['’]s|\s+is)\s+\(?[A-H]\)?[.!]?$", re.I)
NAME_OR_VALUE = re.compile(r"\d|[A-Z]|[a-z][\w-]*[-_/.][a-z]")  # ("config.pbtxt", "nvidia-smi")
COMMAND_NAME = re.compile(r"[a-z][a-z0-9_-]{2,30}")
LABEL = re.compile(r"^[A-Z][\w'’-]*(?:\s+[\w'’-]+){0,2}:\s+(?=\S)")
# "That's what the NVIDIA Network Operator is for.": the thing asked for, named as what does the job the sentence
# before describes.
WHAT_IT_IS_FOR = re.compile(r"^(?:[\w' ’]{2,30}:\s+)?(?:That|This)(?:'s|’s|\s+is)\s+(?:exactly\s+|precisely\s+|just\s+)?what\s+"
                            r"(?P<said>(?:the\s+|an?\s+)?(?-i:[A-Z])[^,;:]{1,60}?)\s+(?:is|are|was|were)\s+"
                            r"(?:(?:built|made|designed|meant)\s+)?for[.!]?$", re.I)
# "You want NVMe over Fabrics (NVMe-oF).", "You must set NCCL_DEBUG=INFO.": the answer told to the reader.
YOU_WANT = re.compile(r"^You\s+(?:want|need|must|should)\s+(?:to\s+)?(?:(?:use|set|run|deploy|enable|install|pick|"
                      r"choose|go with)\s+)?(?:the\s+)?(?=[A-Z0-9]|[a-z]+[-_/.=][\w])")
PRONOUN = re.compile(r"\b(?:you|we|they|it|he|she|I)\b", re.I)
LETTERS_ONLY = re.compile(r"^\(?[A-H]\)?(?:\s*(?:[+,&]|and)\s*\(?[A-H]\)?)*\.?$")
# The key's letters, then why: "A, C and D, because all of them stop …" (what a recall card shows of it says nothing)
LETTERS_WHY = re.compile(r"^\(?[A-H]\)?(?:\s*(?:[+,&]|and)\s*\(?[A-H]\)?)*,?\s+(?:because|since|as|for|so)\b")
LETTER_LEAD = re.compile(r"^\(?[A-H][.):]\s")  # ("B. Ingest first, …": a letter, then what it says)
FRAGMENT_WORDS = 8


def stated(short: str, asked: str, asks: str, full: str = "") -> tuple[str, str]:
    """("line", the answer as the text words it) or ("false", the false claim) when the short explanation
    states its answer in one of the forms above; ("", "") when it does not. The key before it goes ("The right move is
    C: have CI scan …" -> "Have CI scan …")."""
    said, text = _stated(short, asked, asks, full)
    return (said, capitalise(KEY_FIRST.sub("", text))) if said and text[:1] in "ABCDEFGH(" and KEY_FIRST.match(text) else (said, text)


KEY_FIRST = re.compile(r"\(?[A-H]\)?(?::|\s[—–]|,(?=\s+(?![A-H]\b)))\s+(?=\S)")  # ("C: have CI scan …", "D, nvidia-bug-report.sh.")


def _stated(short: str, asked: str, asks: str, full: str = "") -> tuple[str, str]:
    said = sentences(short.strip().split("\n\n", 1)[0]) if short.strip() else []
    if not said:
        return "", ""
    which = ASKED_NOUN.search(asked) if not (lower := lowered(asked)) or "which" in lower or "what" in lower else None
    asked_nouns = keywords(which[1]) if which else frozenset()
    keyed = next((found for sentence in said if (found := KEYED_NAME.match(sentence.strip()))), None)
    if keyed and asks != "negative" and (NAME_OR_VALUE.match(keyed["said"]) or keyed["said"][:1] in "-\"“'`") \
            and not LETTERS_ONLY.match(keyed["said"]):  # (a name, a value, a flag or a quoted command)
        return "line", capitalise(keyed["said"])
    named = next((found for sentence in said if " answer" in sentence and (found := NAMED_ANSWER.match(sentence.strip()))), None)
    if named and asks != "negative" and not LETTERS_ONLY.match(named["said"]):  # ("… . Adaptive routing with SuperNIC-based
        return "line", capitalise(named["said"]) + "."  # reordering is the answer.": its name, wherever said)
    move = next((found for sentence in said if "move" in sentence or " step" in sentence or "action" in sentence
                 if (found := NEXT_MOVE.match(sentence.strip()))), None) if asks == "action" else None
    if move:  # ("… not a Slurm problem. Your next move is to go to the node and find out …": the action, wherever said)
        return "line", capitalise(move["said"])
    order = next((found for sentence in said if "order is" in sentence or "sequence is" in sentence
                  if (found := ORDER_SAID.match(sentence.strip()))), None) if ORDER_ASKED.search(asked) else None
    if order and ". " not in order["said"] and any(len(word) > 2 and word.isalpha() for word in order["said"].split()):
        # ("… S: So unscale, clip, step? So the order is backward on the scaled loss, then …": the order, wherever said; not
        # "4 → 2 → 5 → 1 → 3", steps named only by their numbers)
        return "line", capitalise(order["said"])
    for index, sentence in enumerate(said[:3]):  # (the answer comes first, or after a line of lead-in)
        sentence = sentence.strip()
        if asks == "negative" and " one" in sentence and (false := FALSE_ONE.match(sentence)):
            return "false", capitalise(false["said"])  # ("So statement which say NIM is only working in DGX Cloud is the wrong one.")
        found = ANNOUNCED.match(sentence)
        if found:
            role = found["role"].lower().split()
            verdict = set(role[:-1]) | set((found["after"] or "").lower().split())
            if verdict & FALSE or (role[-1] in ("statement", "claim", "option", "choice", "one") and "not" in verdict):
                if found["that"] and asks == "negative":
                    return "false", capitalise(found["said"])
                continue
            if not (role[-1] == "answer" or verdict & VERDICT or keywords(role[-1]) & asked_nouns
                    or found["after"]) or NOT_A_NAME.match(found["said"]) or LETTERS_WHY.match(found["said"]):
                continue
            if POINTER.match(found["said"]):  # ("The true statement is the one describing the ring algorithm: in a ring …")
                claim = found["said"].partition(": ")[2]
                return ("line", capitalise(claim)) if claim else ("", "")
            if asks == "negative" or asks == "action" and role[-1] in ("problem", "issue", "cause", "reason", "culprit"):
                continue  # (to "What is the best next action?", not "The problem here is that …")
            if role[-1] == "command" and found["said"][:1].islower() and " " in found["said"].split(", ")[0]:
                return "line", found["said"].split(", ")[0].rstrip(".")  # ("So the command is docker pull …, simple as that.")
            if found["that"] or OPTION_LETTER.match(found["said"]):  # ("The correct answer is C: 18 links.": the value)
                return "line", capitalise(OPTION_LETTER.sub("", found["said"]))
            value = LETTER_AFTER.sub("", found["said"]).rstrip(".")  # ("The answer is 2 ms (B).": the value, not its letter)
            if value != found["said"].rstrip(".") and role[-1] == "answer" and len(value.split()) <= 4 and NAME_OR_VALUE.match(value):
                return "line", capitalise(value) + "."
            head, comma, _ = found["said"].partition(", ")  # ("The answer is 4096 bytes, and honestly this one trips up …")
            if comma and role[-1] == "answer" and len(head.split()) <= 4 and NAME_OR_VALUE.match(head) \
                    and not LETTERS_ONLY.match(head) and not LETTER_LEAD.match(head):
                return "line", capitalise(head) + "."
            return "line", sentence
        purpose = WHAT_IT_IS_FOR.match(sentence) if asks in ("thing", "other") else None  # ("What should the team deploy?")
        if purpose:  # ("… but it doesn't touch the network. That's what the NVIDIA Network Operator is for.": the name)
            return "line", capitalise(purpose["said"]) + "."
        if index:
            continue
        lead = SHORT_LEAD.match(sentence)  # (the first sentence only: "That's …" later points back)
        if lead and asks != "negative" and (NAME_OR_VALUE.match(lead["said"]) or QUOTED_VALUE.match(lead["said"])) and not LETTERS_ONLY.match(lead["said"]):
            said = OPTION_LETTER.sub("", lead["said"])  # ("Answer: C — NVIDIA UFM (…)": the name, not its letter)
            head, comma, rest = said.partition(", ")  # ("It's config.pbtxt, and it sits …", 'It's "mixed", so the answer's D.': the name)
            return "line", capitalise(head.rstrip(".") + "." if comma and (AND_IT.match(rest) or KEY_TAIL.match(rest)) else said)
        if asks in ("thing", "action", "other") and YOU_WANT.match(sentence):
            return "line", sentence
        fragment = LABEL.sub("", sentence, count=1).rstrip(".") if asks in ("thing", "number", "other") else ""
        if _command_alone(fragment, asked, short, full):
            return "line", fragment  # (in its own case: "sinfo")
        if _alone(fragment) and (asks != "number" or any(ch.isdigit() for ch in fragment)):
            return "line", capitalise(fragment)
    # "… A new request can run its prefill in the same step. That's the true statement.": the sentence it points back at
    pointed = next((said[i - 1].strip() for i in range(1, len(said)) if THATS_IT.match(said[i].strip())), "")
    if pointed and asks not in ("negative", "action"):
        return "line", pointed
    # "Look at the numbers. … Batching is off. Add a dynamic_batching block to config.pbtxt so …": the action, an order
    act = next((sentence.strip() for sentence in said if ORDER.match(sentence.strip())), "") if asks == "action" else ""
    return ("line", act) if act else ("", "")


# The answer told as what its option says ("Hence, the option stating that the command runs the long (level 3) DCGM
# diagnostic suite, including …, is correct.", "The option that says X is the correct answer.").
OPTION_SAID = re.compile(rf"\b[Tt]he\s+option\s+{SAYS}\s+(?:that\s+)?"
                         r"(?P<said>[^.;:]{8,220}?),?\s+is\s+(?:the\s+)?(?:correct|right)(?:\s+(?:answer|one|choice))?\s*\.")


# The answer stated with its gist after a colon or a dash: "So the answer is D: drain the node, collect …, and escalate …".
STATED_GIST = re.compile(r"\b(?:[Tt]he\s+)?(?:correct\s+|right\s+)?answer\s+is\s+(?:option\s+)?\(?(?P<letter>[A-H])\)?"
                         r"(?:\s*(?::|\s[—–-])\s*(?P<said>(?:[^.;:\n]|\.(?=\S)){8,220}?)\s*[.!]?\s*$"  # ("… nvidia-bug-report.sh, …")
                         r"|\s+\((?P<value>[^()\n]{2,60})\)\s*[.!]"  # ("The correct answer is C (about 140 GB).")
                         r"|,\s+(?P<name>[^,;:()\n]{2,60}?)\s*[.!]?\s*$)", re.M)  # ("So the right answer is C, ibdiagnet.": a name alone)


def option_said(full: str, answer: tuple[str, ...] = ()) -> str:
    """What the option the text calls correct says, when it tells the answer so (OPTION_SAID), once; else the gist a
    stated answer gives its letter (STATED_GIST, the answer's, once: a name after a comma only where it is a name or a
    value alone, or a tool's name in lower case the text uses again and again, "ibdiagnet"); else ""."""
    found = OPTION_SAID.findall(full) if "option" in full else []
    if not found and len(answer) == 1 and "nswer is" in full:
        found = [match["said"] or match["value"] or match["name"].rstrip(".") for match in STATED_GIST.finditer(full) if match["letter"] == answer[0]
                 and (not match["name"] or _alone(name := match["name"].rstrip(".")) or COMMAND_NAME.fullmatch(name) and full.count(name) >= 3)]
    return capitalise(found[0]) + "." if len(found) == 1 else ""


def _alone(text: str) -> bool:
    """`text` is a name or a value alone: a few words, no verb, no pronoun, fewer than three plain words ("Consider the
    Monday morning after launch" is a scene), a name's mark or a digit past its first letter, and no option letter
    ("A + D", "B. Ingest first …")."""
    return bool(text) and len(text.split()) <= FRAGMENT_WORDS and not VERB.search(text) \
        and sum(len(word) > 3 and word.isalpha() and word.islower() for word in text.split()) < 3 \
        and NAME_OR_VALUE.search(text, 1) is not None and not PRONOUN.search(text) \
        and not LETTERS_ONLY.match(text) and not LETTER_LEAD.match(text)


def _command_alone(text: str, asked: str, short: str, full: str = "") -> bool:
    """`text` is a command's name alone ("sinfo", "nvfwupd"), to "Which … command (tool, utility) …?", that the short
    explanation runs with a flag, or the full one on a line of its own ("nvfwupd -t ip=<bmc-ip> … update_fw -p …")."""
    lower = asked.lower()
    return lower.startswith(("which", "what")) and holds_any(lower, (" command", " tool", " utility")) \
        and COMMAND_NAME.fullmatch(text) is not None and (f" {text} -" in f" {short}" or f"\n{text} -" in f"\n{full}")


def named(line: str) -> str:
    """What an answer line that announces a thing names ("The appropriate component is the NVIDIA BlueField
    DPU." -> "NVIDIA BlueField DPU"; "You want NVMe over Fabrics (NVMe-oF)." -> "NVMe over Fabrics
    (NVMe-oF)"), or "": the few words a drawing's answer box and title give."""
    line = line.strip().rstrip(".")
    found = ANNOUNCED.match(line)
    if found and not found["that"] and not NOT_A_NAME.match(found["said"]):
        said = found["said"]
    else:
        you = YOU_WANT.match(line)
        said = line[you.end():] if you else ""
    if not said and _alone(line):
        said = line  # (the answer alone: "All-to-all.", "NVIDIA NIM.")
    said = re.sub(r"^(?:the|an?)\s+", "", said, flags=re.I)
    return said if said and not VERB.search(without_parentheses(said)) else ""


# A command alone on its line or in its sentence, after a prompt and before a comment ("$ sudo nvidia-smi mig -i 0 -cgi
# 9,9 -C  # two 3g.20gb GIs"), in backticks or not.
PROMPT, COMMENT = re.compile(r"^(?:\$|#)\s+"), re.compile(r"\s+#\s.*$")
# Who runs the command, before it ("He should run nvidia-smi -i 0 -pl 250."): the command is what follows.
RUNS = re.compile(r"^(?:(?:you|he|she|they|we|the\s+(?:admin(?:istrator)?|engineer|operator))\s+(?:should|must|need\s+to|can)\s+|just\s+)?"
                  r"(?:run|use|execute|type|issue)\s+", re.I)


def command_said(short: str, full: str, wrong_names: list[str]) -> str:
    """To "Which command …?" whose wrong options are commands, the one command alone that is none of theirs: the
    short explanation's first, else the full explanation's only one ("" if it gives none or several)."""
    if not wrong_names or not all(COMMAND_OPTION.fullmatch(name) for name in wrong_names):
        return ""
    found: dict[str, None] = {}
    for part in (short, full):
        for sentence in (s for line in part.splitlines() for s in sentences(line)):
            command = COMMENT.sub("", PROMPT.sub("", RUNS.sub("", sentence.strip().strip("`")))).rstrip(". `").strip("`")
            if COMMAND_OPTION.fullmatch(command) and not any(name in command or command in name for name in wrong_names):
                found.setdefault(command)
        if found and part is short:
            break
    return next(iter(found)) if len(found) == 1 or found and part is short else ""
