"""A note the analysis gives a group of options ("A, C and E are all wrong: …"), made each option's own: the part of
it that speaks of each letter (`own_notes`: a sentence, a clause between semicolons, or the option's text, `named_parts`),
or the whole note with the group's letters as its subject where it starts with their verb (`with_group`: "both confuse
…" of A and D -> "A and D both confuse …"). Used by `analysis` and `sections`.
"""
from __future__ import annotations

import re

from .phrases import capitalise


# In a group's note, where a sentence speaks of one of its letters: "Both fail on … . A says you can flip MIG on …
# C says T4 and V100 support MIG - they don't."
# "A (restart the service) does not touch …": the letter with its option's words, and what the sentence says of it.
OWN_SENTENCE = re.compile(r"(?:^|(?<=[.!?;:])\s+|,\s+and\s+)(?=((?-i:[A-H]))\s+(?:(?:says|claims|states|suggests|describes|assumes|wants|"
                          r"would|is|are|has|needs|confuses|mixes)\b|\([^()]{1,80}\)\s+[a-z]"
                          r"|(?:(?:only|just|also|merely|simply)\s+)?(?-i:[a-z]{2,}[^s\W]s)\b))")  # ("B only raises …", "D doubles …")

# ("… they blame something else. The dataset (A) lives on storage …. And ECC (B) doesn't …": a name, then its letter)
NAMED_SENTENCE = re.compile(r"(?:^|(?<=[.!?;:])\s+)(?:(?:And|But|Also)\s+)?(?=(?:[Tt]he\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+"
                            r"\(((?-i:[A-H]))\)\s+[a-z])")
LETTER_LEAD = re.compile(r"(?:^|(?<=[.!?;:])\s+)((?-i:[A-H]))\s+(?=(?-i:[a-z]))")  # (the letter goes: "Stop hot and …")
FOR_LEAD = re.compile(r"(?:^|(?<=[.!?;:])\s+)(?:For|As\s+for)\s+\(?((?-i:[A-H]))\)?,\s+")  # ("… itself. For B, 8972 is not too big, …")
QUOTED_SUBJECT = re.compile(r"^([\"“][^\"”]{3,200}[\"”]),\s+(?=[a-z])")
PAREN_LEAD = re.compile(r"(?:^|(?<=[.!?;:])\s+)\(((?-i:[A-H]))\)(?:,?\s+(?=[\"“])|\s+[—–-]\s+)")  # ('(B), "Tier 1 is adequate", conflicts
# …', "…: (A) – this is the documented purpose …; (B) – …")
OWN_REASONS = re.compile(r"\b(?:each|all)\s+for\s+(?:its|their)\s+own\s+reasons?\b|\bfor\s+different\s+reasons\b", re.I)  # (no reason shared)
LETTER_NAMED = re.compile(r"[A-H]\s+\(([^()]{1,80})\)\s+(.+)", re.S)
# ("… are all operands. A, the NVIDIA Container Toolkit DaemonSet, configures … B, DCGM Exporter, runs as …": the letter,
# its option's name between commas, then its verb; the name is the note's subject)
COMMA_NAMED = re.compile(r"(?:^|(?<=[.!?;:])\s+)(?=((?-i:[A-H])),\s+[^,.;:()]{2,80},\s+(?:(?:only|just|also|merely|simply)\s+)?(?:is|are|was|has|does|(?-i:[a-z]{2,}[^s\W]s))\b)")  # (or "B,
# adding -b 64 …, is only changing …")
COMMA_NAMED_OWN = re.compile(r"[A-H],\s+([^,.;:()]{2,80}),\s+(.+)", re.S)


def own_notes(reason: str, letters: list[str]) -> dict[str, str]:
    """Each letter's own part of a group's note, where the note speaks of every letter in a sentence of its own
    (see OWN_SENTENCE), each part up to the next letter's; {} when it does not."""
    cuts = sorted((match.start(), match.end(), match[1]) for pattern in (OWN_SENTENCE, NAMED_SENTENCE, FOR_LEAD, COMMA_NAMED)
                  for match in pattern.finditer(reason) if match[1] in letters)
    some, partial = cuts, False
    if {letter for *_, letter in cuts} != set(letters):
        # (or each letter once at a sentence's start, in order, before words of its own: "… not the answer: A stop hot and
        # cold air mixing, … . B warmer supply air means … . C less loss in the UPS means …")
        cuts = sorted((match.start(), match.end(), match[1]) for pattern in (LETTER_LEAD, PAREN_LEAD)
                      for match in pattern.finditer(reason) if match[1] in letters)
        if [letter for *_, letter in cuts] != sorted(set(letters)) or len(letters) < 2:
            found = _clause_parts(reason, letters)
            lead = reason[:some[0][0]] if some else ""
            if found or not some or not OWN_REASONS.search(lead):
                return found
            cuts, partial = some, True  # ("B, D and E are all wrong, each for its own reason. B mixes up …": B's sentence is B's alone; D's and E's
            # items follow)
    parts: dict[str, str] = dict.fromkeys(letters, "") if partial else {}  # (a lead before the first, "just in opposite directions: A treats …", is the verdict's)
    for (_, start, letter), (end, *_) in zip(cuts, cuts[1:] + [(len(reason) + 1, 0, "")]):
        own = reason[start:end].strip().rstrip(",;")
        own = own if own.endswith((".", "!", "?")) else f"{own}."
        named = LETTER_NAMED.match(own)  # ('A (resubmit the job) only hides …' -> '"Resubmit the job" only hides …':
        own = f'"{named[1][:1].upper()}{named[1][1:]}" {named[2]}' if named else own  # no letter a recall card lacks)
        if own[1:2] == "," and (comma := COMMA_NAMED_OWN.match(own)):  # ("A, the NVIDIA Container Toolkit, configures …")
            own = f"{capitalise(comma[1])} {comma[2]}"
        own = QUOTED_SUBJECT.sub(r"\1 ", own, count=1)  # ('"Tier 1 is adequate", conflicts …' -> '"…" conflicts …')
        parts[letter] = " ".join(part for part in (parts.get(letter, ""), own) if part)
    return parts


# A group's note in clauses, one an option ("…, so option A makes it worse; static batching (C) is the problem; and
# max_batch_size 1 (E) throws batching away"): each clause names its letter once, in parentheses or after "option".
SEMICOLON = re.compile(r"\s*;\s+(?:and\s+|but\s+)?")
INNER_END = re.compile(r"[.!?][\"”’)]?\s+(?=[(\"“A-Z])")  # (a clause of sentences: its letters may lead them instead)
OWN_LETTER = re.compile(r"\s*\((?-i:[A-H])\)(?=[\s,.;:]|$)")  # (its letter goes: "static batching (C) is" -> "… batching is")
CLAUSE_LETTER = re.compile(r"\(((?-i:[A-H]))\)|\b(?:[Oo]ption|[Cc]hoice)\s+\(?((?-i:[A-H]))\b\)?")


def _clause_parts(reason: str, letters: list[str]) -> dict[str, str]:
    """Each letter's clause of a group's note its semicolons part, or its sentence ("… GPU firmware (B). … is not the
    only way (C) – …"), where each names one letter of the group, each a different one; {} when they do not."""
    if len(set(letters)) < 2:
        return {}
    for clauses in ([part.rstrip(".") for part in SEMICOLON.split(reason.strip())] if ";" in reason else [],
                    [part.rstrip(".") for part in INNER_END.split(reason.strip())]):
        named = [{a or b for a, b in CLAUSE_LETTER.findall(clause)} for clause in clauses]
        if len(clauses) == len(set(letters)) and all(len(found) == 1 for found in named) \
                and set().union(*named) == set(letters) and not any(INNER_END.search(clause) for clause in clauses):
            return {found.pop(): capitalise(OWN_LETTER.sub("", clause)) + "." for found, clause in zip(named, clauses)}
    return {}


def named_parts(rationales: dict[str, str], options: dict[str, str]) -> dict[str, str]:
    """`rationales` with a note that letters share split where it names each one's option by its text, once each ("A
    and D are both wrong: 4:1 is what you get when … , and 1:2 is the ratio upside down …" of the options "4:1" and
    "1:2"): each letter's part from its option's text to the next one's; the others as they are."""
    out = dict(rationales)
    for reason in set(rationales.values()):
        letters = [letter for letter, said in rationales.items() if said == reason]
        texts = [options.get(letter, "").strip().rstrip(".") for letter in letters]
        if len(letters) < 2 or not all(texts) or any(len(text) > 40 for text in texts):
            continue
        at = [[m.start() for m in re.finditer(rf"(?<![\w.:/-]){re.escape(text)}(?![\w.:/-])", reason)] for text in texts]
        if any(len(found) != 1 or reason[found[0] - 1:found[0]] == "(" for found in at):
            continue  # (each option's text once, and not in parentheses after its letter: "a (SW Power Cap) is …")
        order = sorted((found[0], letter) for found, letter in zip(at, letters))
        for (start, letter), (end, _) in zip(order, order[1:] + [(len(reason), "")]):
            part = re.sub(r"(?:,\s*(?:and|while|whereas)?|;|\s+and)\s*$", "", reason[start:end].rstrip())
            out[letter] = capitalise(part if part.endswith((".", "!", "?", ")")) else f"{part}.")
    return out


# A grouped note that opens with its quantifier and its verb ("A and D both confuse …" -> "both confuse …").
GROUP_QUANTIFIER = re.compile(r"(?:both|all(?:\s+(?:two|three|four|of\s+them))?)\s+(?=[a-z])")


def with_group(reason: str, letters, item: str, verdict: str = "") -> str:
    """A grouped note that starts with "both"/"all", with its letters (and the verb the item had before it, "are")
    said again as its subject ("both confuse the DPU …" of A and D -> "A and D both confuse the DPU …"; "C and D are
    both over budget"), since each option's note shows it alone."""
    reason = GROUP_LEAD.sub("", reason, count=1) if len(set(letters)) > 1 and "reason" in reason[:60] else reason
    if len(set(letters)) > 1 and (neither := NEITHER.match(reason)):  # ("neither of them hands out …" of A and B)
        named = list(dict.fromkeys(letters))
        who = f"Neither {named[0]} nor {named[1]}" if len(named) == 2 else f"None of {', '.join(named[:-1])} and {named[-1]}"
        return f"{who} {reason[neither.end():]}"
    they = GROUP_THEY.match(reason) if len(set(letters)) > 1 else None
    predicate = not verdict and len(set(letters)) > 1 and GROUP_PREDICATE.match(reason)  # ("Options A, B and D describe
    plural = len(set(letters)) > 1 and GROUP_VERB.match(reason)  # ("are both sailing …" of "(A) and (D) are both sailing …")
    if not they and not predicate and not plural and not GROUP_QUANTIFIER.match(reason):  # NIM right, …": their verb, no verdict)
        return reason
    letters, at = list(dict.fromkeys(letters)), item.find(reason)
    said = f"{', '.join(letters[:-1])} and {letters[-1]}"
    if they or plural:  # ("They are not clock event reasons at all." of C, E and F -> "C, E and F are not …")
        return f"{said} {reason[they.end():] if they else reason}"
    if GROUP_SUBJECT.match(reason):  # ("because both are DIMMs" -> "A and C are DIMMs")
        return f"{said} {GROUP_QUANTIFIER.sub('', reason, count=1)}"
    verb = BEFORE_GROUP.search(item, 0, at) if at > 0 else None
    return f"{said} {verb[1] + ' ' if verb else ''}{reason}"


BEFORE_GROUP = re.compile(r"\b(are|were)\s+$")
# What the group's verdict says of its reasons before them ("for a common reason: they start …", "for same reason, they are
# …", "although each of them for a different reason."): no note's words.
GROUP_LEAD = re.compile(r"^,?\s*(?:(?:and|but|although|though)\s+)?(?:each(?:\s+of\s+them)?\s+)?for\s+(?:(?:a|the)\s+)?(?:common|same|"
                        r"similar|different|(?:its|their)\s+own)\s+reasons?(?:\s*[:.,;—–-]\s*|\s*$)", re.I)
GROUP_THEY = re.compile(r"[Tt]hey\s+(?=[a-z])")
GROUP_VERB = re.compile(r"(?:are|were)\s+(?:both|all)\s+(?=[a-z])")
NEITHER = re.compile(r"(?:[Nn]either|[Nn]one)\s+of\s+them\s+(?=[a-z])")
GROUP_PREDICATE = re.compile(r"(?!(?:because|since|as|so|but|and|or|for|with|in|on|at|by|to|of|from|which|that|who|where|when|"
                             r"while|if|though|although|both|all|each|either|neither|not|no|also|only|just|simply)\b)[a-z]{3,}\s+\S")
GROUP_SUBJECT = re.compile(r"(?:both|all)\s+(?:are|were|have|had|do|did|can|cannot|will|would|must)\b")
