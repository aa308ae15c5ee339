"""The line of a "Which is NOT …" question: the sentence of the text that corrects the false option (`corrected`),
else, where the answer is a name, not a claim, what the option is not, said in the question's own words ("NVIDIA
Triton Inference Server is not a component that X deploys.").
"""
from __future__ import annotations

import re

from . import answerform as form
from .answerpick import Lines, figures
from .phrases import COUNTERFACTUAL, sentences
from .words import keywords

# "Which of the following is NOT a component that X deploys?": the kind the answer is not.
NOT_KIND = re.compile(r"\b(?:is|are)\s+(?-i:NOT|not)\s+((?:an?|one of the)\s+[^?.]{3,90}?)\s*\?")
# "All of the following are components that X can deploy EXCEPT:": the kind the answer is not one of.
ALL_KINDS = re.compile(r"\b[Aa]ll of the following are\s+((?:[\w-]+\s+){0,3}?[a-z]{3,}s\s+(?:that|which|of|for|in|on)\s+"
                       r"[^?.:]{3,90}?)\s+(?-i:EXCEPT)\b")
# "All of the following software components are deployed by X EXCEPT:": what is done to all but the answer.
ALL_DONE = re.compile(r"\b[Aa]ll of the following\s+(?:[\w-]+\s+){0,3}?(?P<be>are|can be)\s+(?P<done>(?:[a-z]{3,}ed|run|built|made|"
                      r"shown|known|written|held|kept|sent)\s[^?.:]{3,90}?)\s+(?-i:EXCEPT)\b")
VERB = re.compile(r"\b(?:is|are|was|were|can|cannot|does|do|did|has|have|had|must|should|will|would|may)\b|[.;:](?:\s|$)"
                  r"|\b[a-z]+s\s+(?:a|an|the|its|their|all|every)\b", re.I)  # (a statement, not a name)
# "The GPU Operator can deploy and manage all of the following components on the GPU nodes EXCEPT:": what the subject
# cannot do to the answer.
# ("The NVIDIA GPU Operator deploys and manages all of the following components EXCEPT:": what it does not do to the answer.)
ALL_CAN = re.compile(r"(?:^|[.?!]\s+)(?P<subject>(?:The\s+|An?\s+)?[A-Z][^,.?:]{1,60}?)\s+(?:(?P<can>can)\s+)?(?P<verb>[a-z]{3,}"
                     r"(?:\s+(?:and|or)\s+[a-z]{3,})?)(?(can)|(?<=s))\s+all\s+(?:of\s+)?the\s+following(?:\s+[a-z-]+){0,2}?(?P<rest>\s+(?:on|in|for|across|with|to)\s"
                     r"[^?.:]{3,60}?)?\s*(?-i:EXCEPT)\b")
# A claim that restricts ("… can only be executed on DGX systems"), and a sentence that widens what it restricts.
RESTRICTS = re.compile(r"(?<!not )\bonly\b(?!\s+(?:a|one|the)\s+(?:few|handful|small|part)\b)|\bexclusively\b", re.I)
BROADENS = re.compile(r"\b(?:any|every|all)\s+(?:supported\s+|other\s+)?[\w-]+|\b(?:everywhere|anywhere|wherever)\b|\bequally\b|\bas well\b|\bnot (?:only|just)\b", re.I)
NAME_WORDS = 6  # (the most words of an option that is a name; one that says what it is may have more)


# A clause inside a claim, "… for models that do not fit on one GPU": its negation is not the claim's ("MIG can combine
# two GPUs" is corrected by a sentence that denies it, not by one that affirms something of MIG).
INNER_CLAUSE = re.compile(r"\b(?:that|which|who|whose|where|when|if|unless|because|since)\s[^,;:]*|,\s+without\s[^,;:]*")  # (and an
# aside's "without": "… can switch CC mode at runtime, without any GPU reset" affirms that it can; "share … without
# partitioning" denies)
NAMED_BY = re.compile(r",\s+(?:which|that|who)\s")  # (a name, then what it does: "NameNode, which keeps …")


def not_what(false: str, stem_text: str) -> str:
    """What the option `false` is not, or what is not done to it, in the words of the question `stem_text` (which
    asks "… is NOT a component that X deploys?", "All of the following are components that X deploys EXCEPT:", "All
    of the following are deployed by X EXCEPT:", "X can deploy all of the following EXCEPT:"); "" when the option is a
    statement (a verb, or a stop), the question asks no such way, or the line would run too long."""
    named = NAMED_BY.split(false.strip(), maxsplit=1)[0]  # ("NameNode, which keeps the block map …": the name)
    false = named if named != false.strip() and len(named.split()) <= 4 and not VERB.search(named) else false
    if VERB.search(false.strip()):
        return ""  # (a statement, not a name)
    quoted = false.rstrip(". ")
    words = len(quoted.split())
    kind = (NOT_KIND.search(stem_text) or ALL_KINDS.search(stem_text)) if words <= NAME_WORDS else None
    what = (kind[1] if kind.re is NOT_KIND else f"one of the {kind[1]}") if kind else ""  # ("… EXCEPT": "one of the components …")
    if kind and words + len(what.split()) + 2 <= form.WANT_WORDS:
        return f"{quoted} is not {what}."
    done = ALL_DONE.search(stem_text) if words <= NAME_WORDS else None
    if done and words + len(done["done"].split()) + 2 <= form.WANT_WORDS:  # ("Triton is not deployed by X.")
        return f"{quoted} {'is not' if done['be'] == 'are' else 'cannot be'} {done['done']}."
    can = ALL_CAN.search(stem_text)
    subject = can["subject"] if can and can["subject"] not in PRONOUNS else _named_before(stem_text, can.start("subject")) if can else ""
    if subject:  # ("The GPU Operator cannot deploy and manage the DOCA-OFED host driver stack … on the GPU nodes.")
        named = quoted[:1].lower() + quoted[1:] if quoted.split()[0] in ("The", "A", "An") else quoted
        verb = can["verb"] if can["can"] else " ".join(_base(word) for word in can["verb"].split())
        line = f"{subject} {'cannot' if can['can'] else 'does not'} {verb} {named}{can['rest'] or ''}."
        return line if len(line.split()) <= form.WANT_WORDS else ""
    return ""


PRONOUNS = ("It", "They", "This", "These", "That", "Those", "He", "She")
# A sentence's subject that is a name ("The NVIDIA GPU Operator automates …"): what "It" in the next one stands for.
NAMED_SUBJECT = re.compile(r"(?:The\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,4}(?=\s+(?:is|was|has|can|[a-z]{3,}s)\b)")


def _named_before(stem_text: str, at: int) -> str:
    """The subject of the sentence of `stem_text` before `at`, when it is a name; else ""."""
    before = sentences(stem_text[:at].strip())
    match = NAMED_SUBJECT.match(before[-1]) if before else None
    return match[0] if match else ""


def _base(word: str) -> str:
    """A verb's base form from its third person ("manages" -> "manage", "pushes" -> "push", "applies" -> "apply")."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


COMMAND_FIRST = re.compile(r"(?:sudo|\$)\s|[a-z][\w.-]*\s+--?[a-z]")  # (a command line's first words)


def corrected(false: str, candidates: list, stem_text: str, wrong_names: list[str]) -> tuple[str, str]:
    """The answer to "Which is NOT true?" is a false statement: the line is the sentence that corrects it
    (a negation, with the most of its words), never the statement itself (nor one that quotes it whole:
    "The statement that is NOT true is that …"; a name may be named: "There is no model_max_batch_size key …")."""
    claim = keywords(false) - keywords(stem_text)
    quoted = false.rstrip(". ")
    lines = Lines(candidates, stem_text, wrong_names, "negative", frozenset())
    # (A false claim that denies, "X cannot run its own OS", is corrected by the sentence that affirms: "X runs
    # its own Linux-based OS"; one that gives a figure, by the sentence that gives another in its unit.)
    values, denies = figures(false), _denies(INNER_CLAUSE.sub("", false))
    # (one that restricts, "X can only run on DGX systems", by the sentence that widens it: "X runs on any NVIDIA GPU")
    restricts = RESTRICTS.search(false) is not None
    said = keywords(false)  # (a line may share one word of the claim when it shares three of the statement: "Triton never
    fixes = [i for i, c in enumerate(candidates)  # retrains models from inference traffic", the stem naming models)
             if _about(keywords(c.text), claim, said) and (quoted not in c.text or not VERB.search(false)) and not COUNTERFACTUAL.match(c.text)
             and not COMMAND_FIRST.match(c.text)  # (a command run, "sudo python3 nvidia_gpu_tools.py --set-cc-mode=on …", is no claim)
             and (denies or form.NEGATION.search(c.text) or values and figures(c.text) or restricts and BROADENS.search(c.text)
                  or _swapped(false, c.text)) and lines[i]
             and (_denies(lines[i]) != denies or _revalued(values, figures(lines[i])) or restricts and BROADENS.search(lines[i])
                  or _swapped(false, lines[i]))
             and _about(keywords(lines[i]), claim, said)]
    # ("Without GDS, a read goes through a bounce buffer …" tells the old way, which the false claim may describe)
    best = max(fixes, key=lambda i: len(keywords(candidates[i].text) & claim), default=None)
    if best is not None:
        return lines[best], ""
    line = not_what(false, stem_text)  # (an option that is a name: what it is not, in the question's own words)
    return (line, "") if line else ("", "the answer is a false statement no sentence corrects")


def _about(words: frozenset[str], claim: frozenset[str], said: frozenset[str]) -> bool:
    """A sentence's `words` speak of the false statement: two of its claim's own words, or one and three of its words (or the one
    word of an option that is a name: "There is no model_max_batch_size key …")."""
    shared = len(words & claim)
    return shared >= 2 or shared == 1 and (len(words & said) >= 3 or len(said) == 1)


def _denies(line: str) -> bool:
    """The line holds a negation ("not only … but also" affirms)."""
    return bool(form.NEGATION.search(line.replace("not only", "")))


def _revalued(claimed: dict[str, set[str]], given: dict[str, set[str]]) -> bool:
    """The line gives another figure in a unit the false claim gives one in: "… at a maximum of approximately
    10.2 kW" corrects "… approximately 3.5 kW" (a correction that names the true value, with no negation)."""
    return any(given[unit] - numbers for unit, numbers in claimed.items() if unit in given)


HEAD = re.compile(r"[^:;,(]+")  # (a statement's first clause)


def _swapped(false: str, line: str) -> bool:
    """`line` says the false statement's first clause with one word of it, not its first, put another way ("CorrDiffTaiwan is
    a diagnostic model in …" of "CorrDiffTaiwan is a prognostic model: …"): three words of it or more, the rest the same."""
    said, fixed = HEAD.match(false), HEAD.match(line)
    words, others = (said[0].lower().split() if said else []), (fixed[0].lower().split() if fixed else [])
    return len(words) >= 3 and len(others) >= len(words) and sum(a != b for a, b in zip(words, others)) == 1 and words[0] == others[0]
