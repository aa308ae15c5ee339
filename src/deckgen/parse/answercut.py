"""Where a long answer line may be cut so that the head is a complete clause (`answerform.fitted`, and the
answer box's few words in `answerphrase`), and the label a line loses first ("Compute networking: …", "suggestion: …").
"""
from __future__ import annotations

import re

from .phrases import capitalise

# What starts a clause of its own after ", and": a subject ("the log shows", "it keeps", "NCCL uses").
NEW_SUBJECT = re.compile(r"and\s+(?:(?:the|a|an|its|their|this|these|those|each|every|all|some|it|they|he|she|we|"
                         r"you|there)\b|[A-Z0-9])")
CLAUSE_LEAD = re.compile(r"(?:so|which|while|whereas|but|because|since|where|when|although|though|as|if)\b")
RELATIVE = re.compile(r"\b(?:that|which|who)\s+\S+$")
# Words no sentence ends with: it was cut off.
OPEN_END = frozenset("and or nor but the of a an to with for by in on at from into as than that which who whose while "
                     "whereas when because so is are was were be been being has have had can could will would should "
                     "must may might not also already just both every its their this these those such very".split())
# Words that announce what follows them ("…, for example: NodeName=…" cut at its colon): no line ends with them.
ANNOUNCES = re.compile(r"\b(?:for example|for instance|e\.g|i\.e|namely|as follows|the following)\W*$", re.I)
# Where a long line may be cut and keep a complete clause before the cut.
CLAUSE_CUT = re.compile(r"\s*;\s|(?<! ):\s(?![\[\"“`{])|\s[—–]\s"  # (not a key's colon before its value: 'GPU Arch: ["sm_90"] and …')
                        r"|\s+(?=and\s+(?:then\s+|also\s+)?[a-z]+s\s+(?:the|a|an|its|their|each|every|all|more|far|"
                        r"much|only|[a-z]+-[a-z]+)\s)"
                        r"|,\s+(?=(?:which|so|while|whereas|because|since|meaning|making|allowing|giving|letting|"
                        r"but|and|including|such as|unlike|rather than|instead of|not|where|as well as|so that|with|"
                        r"far beyond|well beyond|[a-z]{2,}ing)\b)"  # (", far beyond what air cooling can remove": a degree)
                        r"|\s+(?=(?:while|whereas|because|so that|rather than|instead of)\s)")

# A passive verb that a purpose clause completes ("… is built so that …", "… are arranged so that …").
PASSIVE_END = re.compile(r"\b(?:is|are|was|were|be|been|being)\s+(?:[a-z]+ly\s+)?(?:[a-z]+(?:ed|en|t)|made)$")
# An aside of examples between commas before the clause's verb: ", such as Cores or Links, are checked …".
SUCH_AS_ASIDE = re.compile(r",\s+such as\s+[^,.;:]{1,60},\s+(?:is|are|was|were|can|cannot|must|should|will|would|stay|stays|remain|remains|[a-z]+ed)\b")


def clause_cut(text: str, limit: int, least: int = 6) -> str:
    """The longest head of `text` of at most `limit` words that ends where a complete clause ends (before
    "; ", " — ", ", which", " because", " and" …), with at least `least` words; "" when none."""
    best = ""
    for match in CLAUSE_CUT.finditer(text):
        head = text[:match.start()].rstrip(" ,;:—–")
        count = len(head.split())
        if count > limit:
            break
        last = head.rsplit(None, 1)[-1].lower() if head else ""
        segment = head.rsplit(", ", 1)[-1]
        if text.startswith(", and", match.start()) and not CLAUSE_LEAD.match(segment) and (
                len(segment.split()) <= 4 < count
                or ", " in re.split(r"[;:]\s|\s[—–]\s", head)[-1] and not NEW_SUBJECT.match(text, match.end())):
            # the last item of a series ("experts, security updates, and …", "images every node, pushes
            # the image, and sets up …"): not a clause ("…, and the log shows …", "…, so X needs Y, and …")
            continue
        if text.startswith("so that", match.end()) and PASSIVE_END.search(head):
            continue  # ("the accept/reject rule is built | so that the output matches …": "is built." says nothing)
        if text.startswith(", such as", match.start()) and SUCH_AS_ASIDE.match(text, match.start()):
            continue  # ("the other properties you wrote down, such as Cores or Links, are checked …": its subject, not a clause)
        if not text.startswith(",", match.start()) and text[match.end():match.end() + 4] == "and " and \
                (RELATIVE.search(head) or _pronoun_verb(head)):
            continue  # "a node that network-boots and images every node", "it reads and writes the file data": the verbs
            # share what follows
        if count >= least and (last not in OPEN_END or last in STRANDABLE and stranded(head.lower().split()[-5:])) \
                and head.count("(") == head.count(")"):
            best = head
    return best


STRANDABLE = frozenset("on in for with to from at by about into upon through".split())
SUBJECTS = frozenset("it they we you he she".split())
# Words before a clause's subject that make it no relative clause: "… whenever it depends on" was cut.
CLAUSE_WORDS = frozenset("whenever when if unless because since then once after before until while as so but and or "
                         "though although where wherever".split())


def stranded(words: list[str]) -> bool:
    """The last word is a preposition left at the end of a relative clause whose subject is a pronoun right
    after its noun: "the node it runs on", "the version they were built with" (not "… and it runs on")."""
    for at in (-3, -4):
        if len(words) >= 1 - at and words[at] in SUBJECTS and words[at - 1].isalnum() \
                and words[at - 1] not in OPEN_END and words[at - 1] not in SUBJECTS \
                and words[at - 1] not in CLAUSE_WORDS and words[-2] not in OPEN_END \
                and (at == -3 or words[-3] in ("is", "are", "was", "were", "been")):
            return True
    return False


def _pronoun_verb(head: str) -> bool:
    """`head` ends on a subject pronoun and its verb in -s ("…, it reads"): what the verb does is after the cut."""
    words = head.rsplit(None, 2)[-2:]
    return len(words) == 2 and words[0] in SUBJECTS and words[1].endswith("s") and words[1].isalpha() and words[1].islower()


PLURAL = re.compile(r"(?!(?:does|goes|uses|makes|takes|gives|needs|keeps|runs|gets)$)[A-Za-z][a-z]{2,}(?<![su])s|[A-Z][A-Za-z0-9]*s|\w+ies")  # ("modules", "GPUs", "libraries"; not "does", "has")


def pronoun_unnamed(text: str) -> bool:
    """The line ends on "them" and names nothing plural it could stand for ("IB doesn't need them."), or has "one" for a
    thing named before as a verb's object ("The QM9790 is unmanaged, so it won't run one for you")."""
    words = text.rstrip(".!? ").split()
    return words[-1:] == ["them"] and not any(PLURAL.fullmatch(word) for word in words[:-1]) \
        or " one" in text and ONE_BACK.search(text) is not None


ONE_BACK = re.compile(r"\b(?:won[’']t|will\s+not|can[’']t|cannot|doesn[’']t|does\s+not|don[’']t|do\s+not|didn[’']t|to|must|should)\s+"
                      r"(?:run|start|have|need|use|get|add|pick|install|provide|buy|bring\s+up|spin\s+up)\s+one"
                      r"(?=\s+(?:for|on|up|yourself|either|at\s+all)\b|\s*[.,;!]|\s*$)")


SETTING_VALUES = frozenset("true false yes no on off none null auto enabled disabled".split())
LABEL = re.compile(r"^([^\s:,;\"“][^:,;.\"“”]{0,38}?):\s+(?=\S)")  # (no quote in it: '"NET/IB : No device found" means …')
VERDICT_LEAD = re.compile(r"^(?:So,?\s+)?(?:the\s+)?(?:correct|right|accurate|true|best|valid)\s+(?:answer|one|choice|option|"
                          r"statement)\s+(?:here\s+)?is(?:\s+(?:choice\s+|option\s+|answer\s+|statement\s+)?\(?[A-H]\)?)?\s*[:—–]\s+(?=\w)", re.I)


# A pronoun leading what follows a label: the label is a clause it leans on ("Failover walks the other way: it gives …")
LEADING_PRONOUN = re.compile(r"(?:it|its|it['’]s|they|their|them|this|these|that|those|he|she|his|her)\b", re.I)

REVIEW_LABELS = ("suggestion", "nit", "note", "tip", "edit")  # (a code review's labels: "suggestion: replace line 23 …")


def setting(label: str, rest: str) -> bool:
    """A "label" that is a setting's name, `rest` its value and what it does ("autoUpgrade: false pauses …")."""
    return rest[:1].islower() and rest.split(None, 1)[0].rstrip(",.;") in SETTING_VALUES


def unlabelled(sentence: str, keep_label: bool) -> str:
    """`sentence` without a short leading label ("Compute networking: Eight adapters …" -> "Eight
    adapters …", "remaining one = false statement: Slurm doesn't …" -> "Slurm doesn't …"); a label that names the
    answer stays, set off by a dash ("Grouped-query attention — …")."""
    if (verdict := VERDICT_LEAD.match(sentence)) and len(sentence[verdict.end():].split()) >= 5:
        return capitalise(sentence[verdict.end():])  # ("The accurate one is choice A: every subnet needs …")
    match = LABEL.match(sentence)
    if not match or not (match[1][:1].isupper() or " = " in match[1] or match[1] in REVIEW_LABELS) \
            or len(match[1].split()) > 5 or re.search(r"\b(?:is|are|was|were)\b", match[1]):
        return sentence
    rest = sentence[match.end():]
    if not rest[:1].isalpha() or setting(match[1], rest) or LEADING_PRONOUN.match(rest):
        return sentence  # "count: 2", "Setting autoUpgrade: false pauses …": a setting's value, not a label; "Failover
        # walks the other way: it gives …": a clause the pronoun after it leans on (never read as the answer's "it")
    if keep_label:
        return f"{match[1]} — {rest}"
    if len(rest.split()) < 5:
        return sentence
    return capitalise(rest)
