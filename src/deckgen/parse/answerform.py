"""What a one-line answer must be to read alone, what the question asks for, and how a sentence of the
text is made into such a line without rewording it.

A learner reads the answer line on its own, right after answering in their own words. So the line is a whole sentence of
the text, or a clause of one cut where the clause is complete; it starts with what it is about (no label such as "Quick
take:", no "It", "This" or "So" that needs the sentence before it), keeps its values whole and runs to about 25 words (35 at
most). `reads_alone` says why a line is not one; `fitted` makes a sentence into one, or gives up (None): the caller then
tries another sentence, or leaves the line empty for the maintainer. What the question asks for (`answerkind`) decides
which checks a line must pass besides: a thing's name (`names_thing`), what improves (IMPROVES), a step to take
(ACTION_LINE), a number, a negation.
"""
from __future__ import annotations

import re

from .answercut import ANNOUNCES, CLAUSE_CUT, LABEL, OPEN_END, clause_cut, pronoun_unnamed, setting, stranded, unlabelled  # noqa: F401 (callers
# use form.clause_cut)
from .answerkind import lowered
from .answernames import CODE_NAME, names, stem_referent  # noqa: F401 (callers use form.names, form.stem_referent)
from .drawing_form import HEADING, WH_LEADS
from .drawing_lines import not_a_line
from .drawing_refers import pointer_words  # (and its "The first makes …", KL 6687)
from .drawing_reads import CHAT_TIME, INNER_CONNECTIVE, OBJECT_POINTER, SUBJECT_THEN, SUBJECTLESS
from .phrases import DISCOURSE, capitalise, holds_any, without_parentheses
from .words import keywords

#: About two lines on a phone: the longest answer line.
MAX_WORDS = 35
#: The length a line should keep to: a sentence longer than LONG words is cut at a complete clause of at
#: most this many when one fits (a whole sentence a little longer reads better than a cut one).
WANT_WORDS, LONG = 25, 30

# A line that starts with these needs the sentence before it.
LEADING_ANAPHOR = re.compile(r"^(?:it|its|it's|it’s|this|that|these|those|they|their|them|such|he|she|here's|"
                             r"here’s|here|there's|there’s|the\s+(?:two|three|four|latter|former)|each\s+(?:one|of\s+them)"
                             r"|(?:all|both|most|some|none|many|several|either|neither)\s+of\s+(?:them|these|those|it))\b", re.I)
LEADING_CONNECTIVE = re.compile(r"^(?:so|therefore|thus|hence|however|also|and|but|or|once|then|instead|otherwise|"
                                r"still|yet|because|since|which|while|whereas|plus|meanwhile|consequently|accordingly)\b", re.I)
# A clause that needs a main clause after it ("When the kernel only runs for a few microseconds.").
SUBORDINATE_ONLY = re.compile(r"(?:when|whenever|if|unless|because|although|though|while|whereas|since|after|before|"
                              r"until|as soon as|even if|even though)\b", re.I)
# What tells a learner about the answer without stating it: an analogy, background, a plan of the text.
ASIDE_LINE = re.compile(r"\b(?:similar to|analogous to|akin to|think of|imagine|picture this|like (?:a|an|the) [\w-]+ "
                        r"(?:that|who|which|in|on|at|for|with)\b|is (?:divided|split|broken) into|(?:is|are) "
                        r"(?:critical|crucial|key|important|essential) (?:for|to|because)|let's|let us|"
                        r"(?:understanding|knowing) (?:this|the|how|why|what)|stands for|is short for|is an acronym for|"
                        r"(?-i:[A-Z][A-Z0-9]{1,9} = [A-Z][a-z]+ (?:[a-z]{1,4} )?[A-Z][a-z]+))\b", re.I)  # ("SHARP = Scalable …")
ASIDE_WORDS = ("similar to", "analogous to", "akin to", "think of", "imagine", "picture this", "like ", "into", "critical", "crucial", "key",
               "important", "essential", "let's", "let us", "understanding", "knowing", "stands for", "short for", "acronym", " = ")
REASON_LEAD = re.compile(r"^(?:Because|Since|Although|Though|Even though|While|Whereas|Given that)\b[^,;:]{3,160},\s+"
                         r"(?=[a-z])")
# A pronoun as the subject after a short lead ("In production clusters it typically runs …", "If it isn't running, …").
LATE_ANAPHOR = re.compile(r"(?:In|On|At|For|With|During|Inside|Within|Today|Here|There|Then|Now|If|When|Once|Unless|Until"
                          r"|While)\b(?:\s+[\w-]+){0,4}?,?\s+(?:it|they|its|their|this|these|those|the\s+same)\s+(?!(?:is|are)\b)", re.I)
# A lead phrase whose object is a pronoun ("Without it, every read …", "Unlike them, …", "With this, …").
LEAD_OBJECT_ANAPHOR = re.compile(r"(?:Without|With|Unlike|Like|Besides|Beyond|Instead of|Compared (?:to|with)|Through|By|Before|"
                                 r"After|Using|Thanks to|Because of)\s+(?:it|them|this|these|those|that)\s*,"
                                 r"|(?-i:[A-Z][a-z]+)\s+(?:them|these|those)\s+(?:out|up|together|all)\b")  # ("Multiply them out and …")
# "that" as a subject ("…, that adds up to 900 GB/s", "confirm that and rebuild …") or a task said before ("for that job"): what?
COMMA_THAT = re.compile(r",\s+that\s+(?:adds|gives|makes|comes|means|works|is|was|leaves|brings|totals)\b|\bthat\s+(?:and|or|but)\s"
                        r"|\b(?:for|to|of|in|with|at)\s+that\s+(?:job|task|purpose|role|work|use|case|kind)\b(?!\s+(?:of|that|which|where)\b)")
# "… are typos it can detect": a plural noun, then "it" and its verb: the "it" is what a sentence before names.
CONTACT_ANAPHOR = re.compile(r"\b(?!(?:unless|thus|whereas|always|perhaps|does|has|was)\b)(?:[a-z]{2,}s|(?-i:[A-Z][\w/-]*[A-Z]\w*))\s+it\s+"
                             r"(?:can|cannot|can't|could|will|would|does|doesn't|did|has|had|is|was|must|should|may|might|uses|needs|keeps|sees|finds|makes|gets)\b")
# An option's claim quoted, then its verdict: '"The paths … do not exist inside the container" (B): this is the true cause, …' says the claim.
LETTER_THAT, LETTER_NAME_ONE, WHICH_LETTER = re.compile(r"[A-H],\s+that\s+(?=\S)|[A-H]\s+says\s+(?:that\s+)?(?=[a-z])"), re.compile(r"[A-H],\s+([^,]{2,60}),\s+is\s+the\s+one\s+(?:that|which)\s+(?=[a-z])"), re.compile(r",\s+which\s+is\s+(?:option\s+|choice\s+)?\(?[A-H]\)?(?=[.!]?$)")  # (a claim, "D says …"'s too; a name; "24,656 bytes, which is C.": the value alone)
QUOTED_VERDICT = re.compile(r"[\"“]([^\"“”]{8,240})[\"”](?:\s*\([A-H]\))?:\s+(?:this|that|it)\s+is\s+(?:the\s+)?(?:true|right|correct|real|actual)\b")
# ("… NCCL reports it has chosen": a name, a verb of saying, then "it": the name, not a sentence before)
REPORTED_IT = re.compile(r"(?-i:[A-Z][\w-]*)\s+(?:reports|says|shows|claims|states|confirms|decides|thinks|believes|warns)\s+it\s+\S+$")
# What an answer to "What should … do?" says: a step to take ("Drain the node …", "Give Enroot credentials for …", not an
# adverb or a preposition first: "First the physical layer trains …") or what must be done.
ACTION_LINE = re.compile(r"^(?!(?:the|a|an|this|that|these|those|each|every|it|they|there|here|when|if|in|on|at|for|"
                         r"with|during|only|once|first|then|next|finally|second|later|now|also|often|usually|typically|"
                         r"normally|within|without|after|before|until|since|because|as|by|from|through|under|over|into|"
                         r"while|although|though|unless|even)\b)(?:[A-Z][a-z]+\s+(?:the|a|an|its|their|all|each|every|any|it|them|this|"
                         r"that|these|those|one|both|up|down|out|off)\b|(?-i:[A-Z][a-z]+(?<!ing)(?<!ed)\s+[A-Z][\w-]*[a-z][\w-]*\s+[a-z]+s\b))"
                         r"|\b(?:should|must|needs? to|has to|have to|is to|are to)\b|\b(?:fix|remedy|solution|first step|next step|"
                         r"step one|response|right move|correct action)\s+(?:here\s+)?is\b", re.I)
# "The result is a consistently full batch …": what follows from the sentence before, not the answer.
RESULT_FRAME = re.compile(r"^The\s+(?:net\s+|end\s+|overall\s+)?(?:result|outcome|consequence|effect|upshot)s?\s+"
                          r"(?:is|are|was|were)\b", re.I)
# "So on the host you need …": a conclusion stands without its "So".
CONCLUDING = re.compile(r"^(?:So|Thus|Therefore|Hence),?\s+(?=[a-z])(?!(?:it|its|this|that|these|those|they|their|such|"
                        r"here|there)\b)")
# A connective after a verb, "The appropriate next step is therefore to examine …": the line says as much without it.
INNER_SO = re.compile(r"\b(is|are|was|were|should|must|would|can)\s+(?:therefore|thus|hence)\s+(?=[a-z])")
# A sentence that starts with its verb is the tail of another ("Is wrong because …").
LEADING_VERB = re.compile(r"^(?:is|are|was|were|has|have|had|does|do|did|can|will|would|should)\b", re.I)
# A label: a few words and a colon before the line ("Quick take:"); a command line ("nvidia-smi: …") holds no space before it.
DROPPED = re.compile(r"[×*/+=]\s+[×*/+=]|(?!(?<=\w)\+\+)[×*+]{2}|,\s*,|(?<!\w)\(\s*\)|[:,;]\s*$")  # (not "mounts=/lustre", "https://", "nvq++")
WRONG_TALK = re.compile(r"\b(?:is|are) (?:wrong|incorrect)\b|\b(?:option|choice|statement)s?\s+\(?(?-i:[A-H])\b|\bthe others\b|"
                        r"^(?:going|looking|walking|running)\s+(?:through|over|at)\s+(?:the\s+)?(?:\w+\s+)?(?:options|choices|candidates|answers|statements)\b|"
                        r"\b(?:correct|right) (?:answer|option|choice)\b|\banswer is \(?[A-H]\b|"
                        r"\((?-i:[A-H])\)", re.I)
WRONG_TALK_WORDS = ("wrong", "incorrect", "option", "choice", "statement", "the others", "answer", "(", "candidates")  # (one in each match)
DENIED = re.compile(r"[\"“][^\"”]{4,300}[\"”]\s*[—–:-]+\s*(?:not\s+at\s+all|no|nope|wrong|false|not\s+true)\b", re.I)  # ('"… directly" — not at all.')

# What an answer to "What is the main benefit of X?" says: something grows, shrinks or improves.
# "The payoff is a jump in bandwidth", "The main benefit is …": a sentence that names the benefit as such.
BENEFIT_LEAD = re.compile(r"^(?:the|its|their)\s+(?:[\w-]+\s+)?(?:benefits?|advantages?|payoff|pay-off|upside|win|gain)\s+"
                          r"(?:is|are|was|comes?)\b", re.I)
# What does not name a cause: a rule for every case ("Every fabric needs an SM"), the fix ("The fix here is
# to start an SM", "Fixes: upgrade …"), or a step to take ("Upgrade the host driver …": a verb, then its object).
NOT_CAUSE = re.compile(r"^(?:every|all|any|each)\s+(?:[\w-]+\s+){0,3}?(?:needs?|requires?|must|has to|have to)\b|"
                       r"^(?:the\s+)?(?:\w+\s+)?(?:fix(?:es)?|remed(?:y|ies)|solutions?|workarounds?|cure|checks?)\b|"  # ("Quick checks: …")
                       r"^to\s+(?:fix|resolve|solve)\b|^the\s+(?:simplest|easiest|quickest|usual|standard)\s+(?:\w+\s+)?is\s+to\s", re.I)
# A sentence that rules a cause out ("The SW Power Cap reason is not active, which shows that the GPUs are not limited
# by …", "…, which excludes an external power-brake signal"): it tells what the cause is not.
RULES_OUT = re.compile(r",\s+which\s+(?:excludes|rules\s+out|shows\s+that\s+(?:\S+\s+){1,6}?(?:is|are|was|were)\s+not)\b", re.I)
IMPERATIVE = re.compile(r"^(?!(?:The|A|An|This|That|These|Those|Each|Every|It|They|There|Here|When|If|In|On|At|For|"
                        r"With|During|Only|Once|Both|All|Any|No)\b)[A-Z][a-z]+\s+(?:the|a|an|its|their|all|each|every|"
                        r"any|it|them|this|that|these|those|one|both)\b")
# "The reason is precision, not range.": the cause, named as such; "No subnet manager is running": what is missing.
CAUSE_LEAD = re.compile(r"^(?:[^,.;:]{3,50},\s+)?(?:the|its|their)\s+(?:[\w-]+\s+){0,2}?(?:reason|cause|culprit|explanation)\s+(?:is|was|lies)\b", re.I)
ABSENCE = re.compile(r"^No\s+(?:[\w-]+\s+){1,4}?(?:is|are|was|were|has been|have been)\s+(?!(?:needed|required|necessary|"
                     r"involved|possible|lost)\b)[a-z]+", re.I)
IMPROVES = re.compile(r"\b(?:more|less|fewer|higher|lower|faster|quicker|larger|smaller|greater|double|doubles|twice|"
                      r"\w+er than|increases?|reduces?|cuts?|lowers?|raises?|improves?|boosts?|saves?|avoids?|"
                      r"removes?|eliminates?|speeds? up|jump|gain|drops?|shrinks?|falls?|halves|frees?)\b", re.I)
# A sentence's thing: the name it starts with before its verb ("NVIDIA DOCA is …").
LEADING_IT = re.compile(r"it\s+(?=\w)")
SUBJECT_NAME = re.compile(r"^((?:The\s+)?(?:[A-Z][\w.+/-]*|[a-z]+[A-Z][\w-]*)(?:\s+(?:[A-Z0-9][\w.+/-]*|for|of)){0,5}"
                          r"(?:\s+\([A-Za-z0-9-]+\))?)\s+(?:is|are|was|provides?|gives?|lets?|runs?|uses?|makes?|"
                          r"adds?|keeps?|handles?|manages?|does|offers?|supports?|includes?|covers?|ships?|brings?|installs?|"
                          r"deploys?|needs?|has|have|contains?|exposes?|registers?|creates?|stores?|holds?|automates?|controls?|"
                          r"configures?|monitors?|schedules?|connects?|builds?)\b")
USING = re.compile(r"^(.{2,40}?)\s+(?:is|are)\s+(?:using|running|relying on)\s+(\S+(?:\s+\S+){0,3})")
GENERIC_SUBJECT = re.compile(r"(?:an?|one|each|every|some|any|many|most|all|no)\b", re.I)
CLAUSE_WORD = re.compile(r"\b(?:you|we|they|it|he|she|what|which|who|that|when|if)\b", re.I)
DEFINES = re.compile(r"^(.{2,40}?)\s+(?:is|are)\s+(?:an?|the|\w+(?:'s|’s))\s")
# The subject of a sentence that says what a thing is or does ("Training needs …", "GFD is …").
COPULA_SUBJECT = re.compile(r"^(.{2,60}?)\s+(?:(?:only|also|then|still|always|automatically)\s+)?(?:is|are|has|have|"
                            r"needs?|requires?|provides?|gives?|uses?|runs?|lets?|connects?|implements?|handles?|"
                            r"performs?|offers?|supports?|enables?|combines?|delivers?|solves?|manages?|advertises?|"
                            r"exposes?|reports?|measures?|shows?|prints?|lists?|tracks?|creates?|generates?|keeps?|"
                            r"stores?|splits?|partitions?|moves?|sends?|reads?|writes?|allows?|adds?|removes?|"
                            r"replaces?|cuts?)\b")
# Parentheses that hold a name, a command or a value are kept: "(dcgmi diag -r 3)".
# An aside that only gives an example ("(for example, scontrol update …)"): the line says as much without it.
EXAMPLE_ASIDE = re.compile(r"\s*\((?:for example|for instance|e\.g\.|such as)\b(?:[^()]|\([^()]*\))*\)", re.I)
KEEP_PARENTHESES = re.compile(r"\((?!(?:for|e\.g\.|such as|including|like)\s)[^()]*(?:\d|[A-Z]{2}|[a-z][-_][a-z])[^()]*\)")  # (not an aside of examples)
NEGATION = re.compile(r"\b(?:not|never|no|cannot|n't|nor|without)\b|n't\b", re.I)


# A lead that carries what came before to another case ("On Kubernetes same idea: create …", "Same story for RoCE —").
SAME_LEAD = re.compile(r"^[^:—–.]{0,40}?\b(?:same|similar)\s+(?:idea|thing|story|way|principle|logic|rule|approach|deal|"
                       r"here)\b[^:—–.]{0,30}?(?:[:—–]|\s-)\s")
BE = re.compile(r"\b(?:is|are|was|were)\s+\S")  # (a claim before the colon, not "The levels are:")


DRAWN = re.compile(r"([=_~#-])\1{3,}")  # (a rule or a bar drawn with one character, four times or more)


def reads_alone(text: str) -> list[str]:
    """Why `text` does not read alone as an answer line (empty: it does)."""
    text, why = text.strip(), []
    label = LABEL.match(text)
    if DISCOURSE.match(text) or (label and len(label[1].split()) <= 4 and (" " in label[1] or label[1][:1].isupper())
                                 and not BE.search(label[1]) and not setting(label[1], text[label.end():])):  # ("The workload
        # is metadata-bound: …" says something; "Setting autoUpgrade: false pauses …" is a setting)
        why.append("leading label")
    if LEADING_ANAPHOR.match(text) or ("ame " in text[:50] or "imilar " in text[:50]) and SAME_LEAD.match(text):
        why.append("leading pronoun")  # (and "On Kubernetes same idea: …": the same as what?)
    lower = lowered(text)  # (a case-insensitive pattern's words looked up first)
    if LEADING_CONNECTIVE.match(text) or LEADING_VERB.match(text) or " then " in text and SUBJECT_THEN.match(text) \
            or text[:1] in "DEFRMSNGUWHA" and SUBJECTLESS.match(text) \
            or ((not lower or holds_any(lower, ("therefore", "thus", "hence"))) and INNER_CONNECTIVE.search(text)):
        why.append("needs the sentence before it")
    why += ["needs the sentence before it"] if pointer_words(text, point=False) else []  # ("The first makes …; the second …")
    if SUBORDINATE_ONLY.match(text) and (", " not in text or re.match(r"[^,—–]*\s[—–]\s[^—–]*$", text)):
        why.append("a subordinate clause alone")  # (and "If NCCL can't use IB — because …, or …": its aside, no main clause)
    if DROPPED.search(text.rstrip(".")):
        why.append("values dropped")
    if "[" in text and CHAT_TIME.search(text):
        why.append("a chat log's lines")  # ("… → thats Fleet Command [14:02] Dana.": messages run together)
    if ("==" in text or "--" in text or "__" in text or "~~" in text or "##" in text) and DRAWN.search(text):
        why.append("a line of a drawing")  # ("PB-1 Jan ============================ Sep (end of support).": a timeline's row)
    if text.count('"') % 2 or text.count("“") != text.count("”") or text.count("(") != text.count(")"):
        why.append("a quotation or parenthesis left open")
    if RESULT_FRAME.match(text):
        why.append("a consequence of the sentence before it")
    if LATE_ANAPHOR.match(text) or " it " in text and (contact := CONTACT_ANAPHOR.search(text)) and not REPORTED_IT.search(text, 0, contact.end()) or pronoun_unnamed(text) \
            or LEAD_OBJECT_ANAPHOR.match(text) or "that " in text and (COMMA_THAT.search(text) or OBJECT_POINTER.search(text)):
        why.append("a pronoun that needs the sentence before it")  # (and "Prometheus scrapes that endpoint on …")
    if (not lower or holds_any(lower, WRONG_TALK_WORDS)) and WRONG_TALK.search(text) or text[:1] in "\"“" and DENIED.match(text):
        why.append("talks about the options")
    if other := not_a_line(text):  # ("SP 3 assigned to the … pool No Yes.", "Jæja, the cause is B.", "… NOT IT STOP.")
        why.append(other)
    if text.startswith(WH_LEADS) and HEADING.match(text):
        why.append("a heading, not a statement")  # ("How TensorRT-LLM decides size of the KV cache.": its section's name)
    if " --> " in text or " ---> " in text or " ... " in text or " … " in text:  # ("model.onnx --> trtexec …"; "Using
        why.append("a diagram's row" if "-> " in text else "words left out")  # [0]mlx5_0:1/IB ... and …": a log elided)
    count = len(text.split())
    if count > MAX_WORDS:
        why.append(f"over {MAX_WORDS} words")
    last = text.rstrip(".!? ").rsplit(None, 1)[-1:] or [""]
    if text.endswith("?") or ANNOUNCES.search(text[-16:]) or last[0].lower() in OPEN_END and count > 2 \
            and not stranded(text.lower().rstrip(".!? ").split()[-5:]) \
            and not text.rstrip(".!? ").endswith((" if not", " or not", " if so", " if any")):  # ("… bring one up if not")
        why.append("not a statement" if text.endswith("?") else "cut off")
    return why


def subject_name(sentence: str) -> str:
    """The name a sentence starts with before its verb ("NVIDIA DOCA" of "NVIDIA DOCA is …"), or ""."""
    match = SUBJECT_NAME.match(sentence)
    return match[1] if match else ""


def names_thing(line: str, known: set[str], known_words: frozenset[str], wrong: list[str],
                topic: frozenset[str] = frozenset(), everything: str = "") -> bool:
    """The line starts with a thing's name that `known` (the stem's names) and the wrong options do not
    give: a name in its first words, or the subject of its "… is/needs …" made of words the stem lacks
    and the explanations keep using (`topic`, or a name `everything` says twice)."""
    used = USING.match(line)
    if used and keywords(used[1]) <= known_words and keywords(used[2]) - known_words:
        return True  # "The team is using tensor parallelism"
    defined = DEFINES.match(line)
    if defined and keywords(defined[1]) <= known_words:
        return False  # "NGC is NVIDIA's hub …": what the stem named, defined (background)
    subject = COPULA_SUBJECT.match(line)
    if subject:
        name, words = subject[1], keywords(subject[1])
        if (len(name.split()) <= 7 and not GENERIC_SUBJECT.match(name) and not CLAUSE_WORD.search(name)
                and (words & topic or CODE_NAME.search(name)) and words - known_words
                and not any(name.lower() in w for w in wrong)):
            return True
    return any(name not in known and not any(name.lower() == w for w in wrong)
               and (keywords(name) & topic or everything.count(name) >= 2)
               for name in names(" ".join(line.split()[:12])))


def resolved(sentence: str, referent: str) -> str:
    """`sentence` with its leading "It"/"Its"/"It's" replaced by `referent` (unchanged when none)."""
    if not referent:
        return sentence
    match = re.match(r"(It(?:'s|’s)|Its|It)\s+(?=\w)", sentence)
    if not match:
        return sentence
    lead = {"It": referent, "Its": referent + "’s", "It's": referent + " is", "It’s": referent + " is"}[match[1]]
    return capitalise(lead[:1].upper() + lead[1:] if lead.startswith("the ") else lead) + " " + sentence[match.end():]


# A last clause about the scenario or the choice ("…, and here there is none", "…, so the statement C is false and …").
SCENE_TAIL = re.compile(r",\s+(?:(?:and|but|so)\s+(?:here|in\s+this\s+(?:case|scenario|cluster|setup)|this\s+is\s+(?:the\s+)?(?:correct|right|"
                        r"best)\s+[a-z]+|(?:the\s+)?(?:statement|option|choice)\s+\(?(?-i:[A-H])\)?\s+(?:is|are))|which\s+makes\s+(?:the\s+)?"
                        r"(?:statement|option|choice)\s+\(?(?-i:[A-H])\)?)\b[^,;:]*$", re.I)
# "The accurate one is choice A:", "So the correct answer is (C) —": the verdict on a letter (or on none, where the letter
# went: "The accurate one is:"), before what that option says.
def without_reason_lead(sentence: str) -> str:
    """'Because the reading was taken under load, the most likely cause is …' -> 'The most likely cause
    is …': a lead clause of reason or concession goes when the main clause reads alone (not "If …" or
    "When …": the main clause alone would claim more than the text)."""
    match = REASON_LEAD.match(sentence)
    if not match:
        return sentence
    main = sentence[match.end():]
    return sentence if LEADING_ANAPHOR.match(main) or len(main.split()) < 5 else capitalise(main)


def fitted(sentence: str, *, referent: str = "", keep_label: bool = False, limit: int = WANT_WORDS,
           answers_in_kind: bool = False, asked: frozenset[str] = frozenset()) -> str | None:
    """`sentence` as an answer line that reads alone, at most about `limit` words (a whole sentence of up
    to MAX_WORDS when no complete clause fits), or None. `answers_in_kind`: the sentence answers in the
    question's own words ("… the most likely cause is …"): a lead clause of reason before it may go.
    `asked`: the asking sentence's keywords; a sentence a little over WANT_WORDS is cut at a complete clause
    only when the clause cut off says none of them the rest does not (it is not where the answer is)."""
    # (A sentence that introduces a list, "… runs in two phases:", says its own claim without the colon.)
    sentence = said[1] if sentence[:1] in "\"“" and (said := QUOTED_VERDICT.match(sentence.strip())) else WHICH_LETTER.sub("", sentence.rstrip()) if "which is" in sentence else sentence  # ('"…": this is the true cause, …')
    if (sentence[1:8] == ", that " or sentence[1:7] == " says ") and (claim := LETTER_THAT.match(sentence)):  # ("C, that X — a sound candle, …": X, no verdict)
        sentence = sentence[claim.end():].partition(" — ")[0]
    elif sentence[1:3] == ", " and (named := LETTER_NAME_ONE.match(sentence)):  # ("B, cusparseXcoo2csr, is the one that does the job.")
        sentence = f"{capitalise(named[1])} {sentence[named.end():]}"
    line = " ".join(CONCLUDING.sub("", DISCOURSE.sub("", sentence.strip())).split()).rstrip(".:! ")  # ("It's GDS!")
    line = INNER_SO.sub(r"\1 ", line) if "therefore" in line or "thus" in line or "hence" in line else line
    if referent and line[:4] in ("But ", "Yet ") and LEADING_IT.match(line, 4):
        line = "It" + line[6:]  # ("But it does not install …": the contrast goes, the subject is resolved)
    line = resolved(unlabelled(without_reason_lead(line) if answers_in_kind else line, keep_label), referent)
    line = EXAMPLE_ASIDE.sub("", line) if "(" in line else line
    line = SCENE_TAIL.sub("", line) if holds_any(line, ("here", " this ", "statement", "option", "choice")) else line
    # (a line over about WANT_WORDS, as a learner reads one, loses its asides first; a part of a line, over LONG)
    if len(line.split()) > (max(limit, WANT_WORDS + 1) if limit >= WANT_WORDS else LONG) and not KEEP_PARENTHESES.search(line):
        shorter = without_parentheses(line)
        line = shorter if len(shorter.split()) >= 6 else line
    if len(line.split()) > (limit if limit < WANT_WORDS else LONG):
        head = clause_cut(line, limit)
        if not head and limit >= WANT_WORDS and len(line.split()) > LONG:
            return None  # (no complete clause fits: too long to read as one line; another sentence, or none)
        line = head or line
    elif limit >= WANT_WORDS and len(line.split()) > WANT_WORDS + 1:  # (cut where a clause ends, but not a clause
        head = clause_cut(line, limit)  # that says a word the question asks the rest does not: the answer is there)
        line = head if head and not (asked and (keywords(line[len(head):]) & asked) - keywords(head)) else line
    # (A sentence of the text keeps its first word as written: "sudo nvidia-smi -pm 1" is a command.)
    line = (line if sentence.lstrip()[:1].islower() and line[:1].islower() else capitalise(line)) + "."
    why = reads_alone(line)  # (asked once: a line made its clause before it reads alone, as that was asked)
    if why == ["cut off"]:  # ("…, so a fraction cannot be requested like this": the clause before it)
        head = clause_cut(line.rstrip("."), limit)
        if head and not reads_alone(head + "."):
            line, why = head + ".", []
    return None if why or (not (lower := lowered(line)) or holds_any(lower, ASIDE_WORDS)) and ASIDE_LINE.search(line) else line
