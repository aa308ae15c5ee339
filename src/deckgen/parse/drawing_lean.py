"""Whether a line drawn from a sentence of the text reads on its own: its thought is whole (`complete`: what
follows it in its sentence only adds to it), and it leans on no sentence before it (`leans`: a demonstrative,
an adverb that adds to or sets against what came before, a definite "the alternative", "the same X" with
nothing to be the same as, a shell noun such as "The setup"; `loose_pronoun`: "it" with no noun before it).
The rules read the form of a line, not its topic; `drawing_select` uses them to choose a drawing's points.
"""
from __future__ import annotations

import re

from .drawing_form import LOOSE_PRONOUN, LOWER_WORD
from .drawing_points import loose
from .phrases import FURTHER, word_count

# Where a head may end and its thought still be whole: before a clause mark, or a comma that opens
# another clause or an aside.
CLAUSE_END = re.compile(r"^(?:\s*[;:]|\s+[—–-]\s|\s*\(|,\s+(?:which|who|whose|where|with|while|whereas|and|but|so|because|since|"
                        r"although|though|as|including|such as|e\.g\.|i\.e\.|for example|for instance|unlike|"
                        r"rather than|instead of|[a-z]+ing)\b)"
                        r"|^\s+(?:so that|because|since|although|though|while|whereas|before|after|once|until)\b")
# A head that ends before ", and" is whole unless what follows is a second verb of a list ("…, and reports").
AND_VERB = re.compile(r"^,\s+and\s+(?:then\s+)?[a-z]+(?:s|ed)\s+(?:the|a|an|its|their|each|every|it|them|all|any|"
                      r"(?-i:[A-Z0-9]))\b", re.I)
BOUNDS = re.compile(r",?\s+(?:which|that|but|yet|though|although|whereas|while|except)\b")
NEGATES = re.compile(r"\b(?:not|never|no|none|neither|nor|cannot|outside|beyond)\b|n['’]t\b", re.I)
ONLY_WHEN = re.compile(r",?\s+(?:but\s+)?only\s+(?:when|if|for|after|once|where|while|with|on|in|under)\b")  # ("possible, but only when …")
EXAMPLES_ASIDE = re.compile(r"^,\s+(?:such as|including|e\.g\.|for example|for instance|like)\s")
LIST_END = re.compile(r"(?:,\s+|\s)(?:and|or)\s+[^,;:—–]+")
AFTER_ASIDE = re.compile(r"^\s*[;:]|^\s+[—–]\s|^,\s+(?:which|so|but|while|whereas|because|although|and|or)\b")
EXAMPLES = re.compile(r"^\s+(?:such as|including|for example|e\.g\.)\s")
VAGUE_END = re.compile(r"\b(?:for|of|with|in|on)\s+(?:[\w-]+\s+)?(?:functions|tasks|things|features|operations|workloads|"
                       r"services|purposes|uses|applications|formats|protocols|types|kinds|cases|scenarios)$")
AND_NO_COMMA = re.compile(r"^\s+and\s+(?:then\s+)?[a-z]+(?:s|es|ed)\s")
# After a comma, a clause with its own subject: a lower-case word that is not a verb before its object
# ("…, frames from many sources are combined", "…, the CPU parks them …").
NEW_CLAUSE = re.compile(r"^,\s+(?:the|a|an|its|their|each|every|all|many|most|some|[a-z]+(?<!s)(?:\s+[a-z]+){1,3}\s+(?:is|are|was|were)|"
                        r"[a-z]+s\s+(?!(?:the|a|an|its|their|each|every|all|any|one|two|it|them)\b)[a-z]+)\b")
# What points back at the sentences before the line: LEANS's alternatives, each with the words (of the
# line lowered, as LOWER_WORD reads them) without which it cannot match, so that a line is searched only
# for the alternatives its words allow (one search of all of them took ~30 µs a line).
APOSTROPHE = frozenset({"'"})  # (stands for a line with an apostrophe, ' or ’)
LEAN_PARTS = (
    (APOSTROPHE, r"\b(?:that|it|what|there|here)['’]s\b"),                    # "that's", "it's" (also a chat's voice)
    # "until X does that"
    ({"do", "does", "did", "doing", "done"}, r"\b(?:do|does|did|doing|done)\s+(?:that|this|so)\b"),
    ({"that"}, r"\b(?:of|in|to|at|on|for|with|from|by|half|like|than|after|before|beyond|past|below|above|across|through|over|via|"
               r"along|into|onto)\s+that\b"
               r"(?!\s+(?:the|a|an|it|its|they|their|is|are|was|were|can|will|each|every|all|no|any|[A-Z0-9]))"),
    ({"that"}, r"\bthat\s+(?:same|very|kind|sort|much)\b"),
    ({"also", "likewise", "similarly", "additionally", "furthermore", "moreover"},
     r"\b(?:also|likewise|similarly|additionally|furthermore|moreover)\b"),
    # "TensorRT can then build" (not "if …, then")
    ({"then"}, r"(?<!,)\s+then\s+(?!\w+\s+(?:is|are)\b)"),
    ({"too", "well", "though", "either"}, r",?\s+(?:too|as well|though|either)(?:[.,]|$)"),  # "… support it as well"
    ({"alternative", "latter", "former", "rest", "remainder", "opposite", "remaining", "aforementioned", "affected",
      "above", "preceding", "following", "related", "corresponding", "respective", "matching"},
     r"\b[Tt]he\s+(?:alternative|latter|former|rest|remainder|opposite|remaining|aforementioned|affected|"
     r"above|preceding|following|related|corresponding|respective|matching)\b"),
    ({"setup", "approach", "result", "idea", "technique", "method", "process", "combination", "arrangement", "effect",
      "effects", "benefit", "benefits", "problem", "problems", "issue", "issues", "trade", "tradeoff", "tradeoffs",
      "difference", "differences", "reason", "reasons", "solution", "change", "changes", "step", "steps", "outcome",
      "outcomes", "consequence", "consequences", "fix", "catch", "trick", "upshot", "case", "tier", "tiers", "layer",
      "layers", "piece", "pieces", "part", "parts", "price", "cost", "payoff", "tool", "label", "resulting", "valid", "side"},
     # (a shell noun: what the sentence before said; "The price is …", "The resulting descriptor …", "The valid ones are …")
     r"^(?:[Tt]he|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose)\s+(?:setup|approach|result|idea|technique|method|process|"
     r"combination|arrangement|effects?|benefits?|problems?|issues?|trade-?offs?|differences?|reasons?|solution|"
     r"changes?|steps?|outcomes?|consequences?|fix|catch|trick|upshot|case|tiers?|layers?|pieces?|parts?|price|cost|payoff|"
     r"(?:tool|label)(?=\s+(?:is|are|was|can|will|does|[a-z]+s)\b)|resulting\s+\w+|valid\s+ones|\w+\s+side)\b(?!\s+(?:of|for)\b)"),
    ({"consequence", "consequently", "such", "addition", "additionally", "reason", "way", "further", "beyond", "top",
      "practice", "even", "after", "afterwards", "afterward"},
     r"^(?:As a consequence|Consequently|As such|In addition|Additionally|For this reason|That way|This way|"
     r"Going further|Beyond that|On top of that|In practice|Even so|After that|Afterwards?)\b"),
    ({"that"}, r"\bthat\s+[\w-]+['’]s\b"),                                    # "Compare that GPU's memory"
    ({"that"}, r"\bthat\s+(?:is|was|comes to|works out to|takes|needs|costs|adds up to|gives|leaves|means)\s+(?:roughly|about|around|approximately|nearly|almost|"
               r"over|under|just|only|\d)"),                                   # "… that is roughly 980 GB"
    ({"next", "previous"}, r"\b[Tt]he\s+(?:next|previous)\s+(?:level|step|stage|layer|one|tier)\b"),
    ({"else"}, r"\b(?:[Ee]verything|[Aa]nything|[Nn]othing|[Ee]veryone|[Ss]omething)\s+else\b"),
    ({"same", "both", "either", "neither", "still", "even"},
     r"^(?:[Ss]ame|[Bb]oth|[Ee]ither|[Nn]either|[Ss]till|[Ee]ven so)\b"),
    ({"neither", "either", "none"}, r"^(?:If|When|Unless|Once|Where)\s+(?:neither|either|none)\s+(?:is|are|was|were|of\s+them)\b"),  # ("If neither is given, …")
    ({"ours", "theirs", "mine", "yours"}, r"^(?:Ours|Theirs|Mine|Yours)\s+(?:is|are|was|were|has|had)\b"),  # ("Ours is 4.6, …": whose?)
    # "combine all three"
    ({"two", "three", "four", "five", "six"}, r"\b(?:all|the)\s+(?:two|three|four|five|six)\b(?!\s+[a-z])"),
    ({"match", "accordingly", "turn", "instead", "otherwise", "inside", "outside", "within", "there", "here"},
     r"\b(?:to match|accordingly|in turn|instead|otherwise|inside|outside|within|there|here)\W*$"),  # (inside what?)
    ({"inside", "outside", "within", "there", "here"}, r"\b(?:inside|outside|within|there|here),"),
    # "… is part of the design": which design? (a shell noun after "part of the", with no "of …" to name it)
    ({"design", "architecture", "setup", "solution", "platform", "product", "plan", "stack", "offering"},
     r"\b(?:part|core|heart|centre|center|goal|point|purpose|aim)\s+of\s+the\s+(?:design|architecture|setup|"
     r"solution|platform|product|plan|stack|offering)\b(?!\s+(?:of|for)\b)"),
    # "Software on the switches ties it together": what "it" joins is a whole the sentences before described
    ({"together"}, r"\b(?:ties?|tying|brings?|bringing|holds?|holding|pulls?|pulling|glues?|gluing)\s+(?:it|them)\s+"
                   r"(?:all\s+)?together\b"),
    ({"tiers", "layers", "levels", "pieces", "parts", "halves", "stages", "phases"},
     # (of what?)
     r"\b[Tt]he\s+(?:tiers|layers|levels|pieces|parts|halves|stages|phases)\b(?!\s+(?:of|that|which|where)\b)"),
    ({"further"}, FURTHER.pattern),
    # "The extra copy consumes …", "The only clue is …", "The slowest path is …": extra to, the only one of, what?
    ({"extra", "additional"}, r"\b[Tt]he\s+(?:extra|additional)\s+[a-z-]+\b(?!\s+(?:for|of|in|on|to|that|which|needed|required)\b)"),
    ({"only", "slowest", "fastest", "cheapest", "simplest", "biggest", "largest", "smallest"},
     r"^[Tt]he\s+(?:only|slowest|fastest|cheapest|simplest|biggest|largest|smallest)\s+[a-z-]+\s+(?:is|are|was|were)\b"),
    # "The DPU moves that work onto the network card": which work?
    ({"that", "this", "these", "those"}, r"\b(?:that|this|these|those)\s+(?:work|load|traffic|burden|overhead|processing|effort)\b"),
    # "A30 supports up to four": four of what?
    ({"up", "most", "least", "maximum", "max"},
     r"\b(?:up\s+to|at\s+most|at\s+least|maximum|max)\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\.?$"),
    # "With that, Triton waits …", "What's left is the download", "In the scenario, …": with what, left of what, which one?
    ({"with", "after", "without", "given", "left", "scenario"}, r"^(?:(?:With|After|Without|Given)\s+(?:that|this|it|these|those)\s*,"
                                                               r"|What(?:['’]s|\s+is)\s+left\b|In\s+(?:the|this|that)\s+scenario\b)"),
    # "Note → PyTorch's own rendezvous …", "Bonus for TCP-only clusters: …": an aside's label, kept from a note to a reader
    ({"note", "bonus", "tip", "hint", "aside", "fyi"}, r"^(?:Note|Bonus|Tip|Hint|Aside|FYI)\b[^:→\n]{0,40}(?::|→|->)\s"),
    # 'Check "State: Active" and "Physical state: LinkUp"': a field of what output? (the step that ran it went before)
    ({"check", "confirm", "verify", "look"}, r"^(?:Check|Confirm|Verify|Look\s+for)\s+[\"“][^\"“”]+[\"”](?:\s+(?:and|or)\s+[\"“][^\"“”]+[\"”])?\W*$"),
    # "After the change, …", "With two, one instance …", "In every phase …": which change, two of what, whose phases?
    ({"change", "fix", "update", "upgrade", "tweak", "edit"},
     r"^(?:After|Before|With|Without|Since)\s+(?:the|this|that)\s+(?:change|fix|update|upgrade|tweak|edit)\b"),
    ({"two", "three", "four", "both"}, r"^With\s+(?:two|three|four|both)\s*,"),
    ({"phase", "stage", "round", "pass"}, r"^In\s+(?:every|each)\s+(?:phase|stage|round|pass)\b(?!\s+of\b)"),
    ({"much", "far", "even", "significantly", "considerably", "lot"},  # ("… a much more accurate picture": than what?)
     r"\b(?:much|far|even|significantly|considerably|a lot)\s+(?:more|less|better|worse|[a-z]{3,}er)\b(?!.*\bthan\b)"),
    ({"other"}, r"\b[Tt]he\s+other\s+(?:half|side|end|part)\b"),  # ("… handles the other half of the bargain": which half?)
    ({"little", "few"}, r"^With\s+so\s+(?:little|few)\b"),  # ("With so little entropy, static hashing …": so little as said)
)
# A list's intro that announces several ("… are:", "… include:") before one short item that ends the point.
LIST_HEAD_ITEM = re.compile(r"\b(?:are|include|includes)\s*:\s+[^,.;:()]{1,40}$")
LEANS = re.compile("|".join(pattern for _, pattern in LEAN_PARTS))
LEAN_SEARCHES = tuple((frozenset(words), re.compile(pattern)) for words, pattern in LEAN_PARTS)
# The words without which no pattern of LEANS, SAME or BOTH can match (read first: most lines have none).
LEAN_WORDS = frozenset("""
    that do does did doing done also likewise similarly additionally furthermore moreover then too well though
    either alternative latter former rest remainder opposite remaining aforementioned affected above preceding
    following related corresponding respective matching setup approach result idea technique method process
    combination arrangement effect benefit problem issue tradeoff trade off difference reason solution change step
    effects benefits problems issues tradeoffs offs differences reasons changes steps outcomes consequences
    outcome consequence fix catch trick upshot case tier tiers layer layers piece pieces part parts consequently
    such addition way further beyond top practice even after afterwards afterward next previous else same both neither
    still two three
    four five six match accordingly turn instead otherwise much far significantly considerably lot inside outside
    within there here levels halves stages phases design architecture platform product plan stack offering together
    extra additional only slowest fastest cheapest simplest biggest largest smallest up most least maximum max check
    confirm verify look with without given left scenario note bonus tip hint aside fyi update upgrade tweak edit phase
    stage round pass other little few""".split())
# (LEAN_WORDS as bytes, and an ASCII byte's letter kept, the others made spaces: an ASCII line's letter runs, lowered,
# are its bytes so translated and split, read at a fraction of LOWER_WORD.findall's cost.)
LEAN_BYTES = frozenset(word.encode() for word in LEAN_WORDS)
LETTER_BYTES = bytes(code if 97 <= code <= 122 else 32 for code in range(256))
# An object "them" after a verb; a plural before it (not "this", "its", "is", "class"); what follows a
# plural that is the subject of the verb before "them" ("… members of the program can use").
THEM = re.compile(r"(?<=[a-z] )them\b")
PLURAL = re.compile(r"\b(?:[a-z]+[^sui\W]s|[A-Z][A-Za-z0-9]*[a-z0-9]s)\b(?<!\bthis)")
SUBJECT_OF = re.compile(r"(?:\s+(?!(?:and|or|but|so|then|which|that|who|to)\b)[\w-]+){0,5}?\s+"
                        r"(?:can|could|will|would|must|should|may|might|do|does|did)\s+(?:not\s+)?[a-z]+\s*$")
NOUN_BEFORE = re.compile(r"\b(?:the|a|an|each|every|one|its|their)\s+(?:[\w-]+\s+){0,2}[\w-]+")
SAME = re.compile(r"\b(?:the|that)\s+(?:exact\s+|very\s+)?same\b", re.I)
SAME_IDEA = re.compile(r"\s+(?:[\w-]+\s+)?(?:idea|concept|principle|trick|pattern|logic|story|reasoning)\b(?!\s+(?:as|that|which)\b)",
                       re.I)  # (told by no "as" after it: not "the same operator pattern that the GPU Operator uses")
# What "the same X" is the same as, told after it: "as …", a relative clause, "… the CPU uses"; or the idiom
# "at the same time".
# (not a preposition's object: "do the same thing at the scale of a rack" tells nothing it is the same as)
SAME_TOLD = re.compile(r"\s+(?:time\b|(?:[\w-]+\s+){1,2}(?:as|that|which|who)\b|(?:[\w-]+\s+){1,2}"
                       r"(?<!\bat\s)(?<!\bin\s)(?<!\bon\s)(?<!\bof\s)(?<!\bfor\s)(?<!\bwith\s)(?<!\bby\s)(?:the|(?-i:[A-Z]))\b)",
                       re.I)
BOTH = re.compile(r"\bboth\b", re.I)
# A reading of the line that needs "as …" or a pair named in it ("the GPU and the NIC … the same switch").
PAIR = re.compile(r"\b(?:and|each|every|between|across|all|multiple|several|many|two|three|both)\b", re.I)

# "The built-in options are the InfiniBand verbs transport" (of "… are the X, which …, and a fallback Y"): one of a list.
LIST_SUBJECT = re.compile(r"^(?:The\s+)?(?:[\w-]+\s+){0,3}?[\w-]+s\s+are\s+(?:the|a|an)\s(?!.*\s(?:and|or)\s)", re.I)
LIST_GOES_ON = re.compile(r",?\s+and\s+(?:a|an|the)\s")


def complete(rest: str, listed: bool, head: str) -> bool:
    """What follows a head (`rest`) only adds to a thought the head has finished: nothing; another clause
    after a clause mark; examples ("such as …"); a second verb after "and"; or, after a comma, a clause
    with a subject of its own ("…, frames from many sources are combined") — not a verb of a series
    ("…, creates the instances"), not a complement ("… with GPU implementations", "… that training
    requires"), and nothing that denies or bounds it ("…, which are outside the scope of DCGM", "…, but not …"). A
    list's item, cut by the list's rules, may end before a comma."""
    if not rest.strip():
        return True
    if LIST_SUBJECT.match(head) and LIST_GOES_ON.search(rest):
        return False
    if BOUNDS.match(rest) and NEGATES.search(rest) or ONLY_WHEN.match(rest):  # ("Bare-metal provisioning involves …, which are outside the
        return False  # scope of DCGM"; not a consequence, "…, so packets are not dropped")
    aside = EXAMPLES_ASIDE.match(rest)
    if aside and not listed:  # (", such as A, B, and C, with …": the sentence goes on after the examples)
        last = LIST_END.search(rest, aside.end())
        after = rest[last.end():] if last else ""
        return not after.strip() or bool(AFTER_ASIDE.match(after))
    if CLAUSE_END.match(rest):
        return not AND_VERB.match(rest)
    if EXAMPLES.match(rest) and VAGUE_END.search(head):
        return False  # ("… accelerators for functions | such as cryptography": the examples say which)
    if EXAMPLES.match(rest) or (AND_NO_COMMA.match(rest) and word_count(head) >= 5 and "," not in head):
        return True
    if rest.startswith(","):
        return listed or bool(NEW_CLAUSE.match(rest))
    return False


# A lead phrase, with or without its comma, then "it" or "they" and its verb ("Inside a node it uses …", "For every
# pair of GPUs, it shows …").
LEAD_PHRASE_IT = re.compile(r"(?:(?:For|In|Inside|On|At|With|Across|During|Within|Per|Under|From|Between|Outside)\s"
                            r"(?:[^.;:]{0,80}?,|(?:[\w/-]+\s+){0,3}?[\w/-]+)|(?:[A-Z][a-z]+ed|Given|Taken|Seen|Run|Built|Kept|Held|Shown|Made)\s"
                            r"[^.;:,]{0,60},)\s+(?:it|they)\s+[a-z]"  # (and a participle's: "Sharded on 8 GPUs, it is 26 GB per GPU"; an
                            r"|^(?:For|In|Inside|On|At|Within|Across|Outside)\s[^,;:]{1,60},\s+(?![^,;:]*\b(?:that|which|who|whose)\b)(?:[^\s,;:]+\s+){1,4}it[.!]?$")  # object "it" after
# the lead phrase and the subject, where it can stand for neither: "Inside one node, NVLink covers it")


def loose_pronoun(point: str) -> bool:
    """A pronoun ("it", "they") with no noun before it in the line to stand for ("Many file systems
    support it"; not "Reset the GPU once no process is using it"); or an object "them" whose only plural
    before it is the subject of its own verb ("… the members of the program can use them free": a verb's
    object is never its own subject, so "them" stands for something the line does not name)."""
    if " them" in point and _them_unnamed(point):
        return True
    if (" it " in point or " they " in point or point.endswith((" it", " it."))) and LEAD_PHRASE_IT.match(point):
        return True  # ("Inside a node it uses NVLink": the lead phrase's noun is no subject "it" can stand for)
    if not loose(point):
        return False
    at = LOOSE_PRONOUN.search(point)
    return not (at and NOUN_BEFORE.search(point[:at.start()]))


def _them_unnamed(point: str) -> bool:
    """An object "them" with no plural before it other than the subject of the clause it ends."""
    at = THEM.search(point)
    if not at:
        return False
    before = point[:at.start()]
    return all(SUBJECT_OF.match(before, plural.end()) for plural in PLURAL.finditer(before))


def points_back(point: str, found: set[str] | None = None) -> bool:
    """bool(LEANS.search(point)), with only the alternatives searched that the line's words (`found`:
    `_words(point)`) allow."""
    found = _words(point) if found is None else found
    return any(pattern.search(point) for words, pattern in LEAN_SEARCHES if not words.isdisjoint(found))


def _words(point: str) -> set[str]:
    """The line's words as LEAN_PARTS name them: its lower-case letter runs, and "'" for an apostrophe."""
    found = set(LOWER_WORD.findall(point.lower()))
    if "'" in point or "’" in point:
        found.add("'")
    return found


def leans(point: str) -> bool:
    """The point needs a sentence before it to be understood."""
    if ": " in point and LIST_HEAD_ITEM.search(point):
        return True  # (a list's intro and its first item, cut before the next: "The most important ones are: SW Power Cap")
    if point.isascii() and "'" not in point and LEAN_BYTES.isdisjoint(point.lower().encode().translate(LETTER_BYTES).split()):
        return False  # (as below, the line's words read as bytes: none of LEAN_WORDS, no apostrophe)
    found = _words(point)
    if "'" not in found and found.isdisjoint(LEAN_WORDS):
        return False  # (none of the words the patterns read: the common case, and cheap)
    if points_back(point, found):
        return True
    same = SAME.search(point)
    if same and SAME_IDEA.match(point, same.end()):
        return True  # ("The exact same SU idea carries over …", "the same idea appears as …": which idea?)
    if same and not SAME_TOLD.match(point[same.end():]) and not PAIR.search(point[:same.start()]) \
            and not re.match(r"\s+(?:\S+\s+){0,3}(?:each|every|per)\b", point[same.end():]):
        return True
    both = BOTH.search(point)  # (told in the line: "X and Y both …", "both X and Y")
    return bool(both) and not re.search(r"\band\s+(?:\S+\s+){0,3}$", point[:both.start()]) \
        and not re.match(r"\s+(?:\S+\s+){0,3}and\b", point[both.end():])
