"""Sentences and short phrases of explanation text.

Used by `parse` for the one-line answer and the proposed drawing. Phrases are shortened at clause
boundaries, never reworded and never cut mid-phrase: a maintainer refines them in the card file.
"""
from __future__ import annotations

import functools
import re

from .phrasecut import clean, cut

# The punctuation comes first and the look-behinds after it (each one character longer), so that the
# regex engine skips straight to the next . ! or ? instead of trying the look-behinds everywhere.
# A lone capital before the stop is an initial ("U.S.", "J. Smith"); an acronym ("… on one GPU.") and a
# name with a slash ("… data center I/O.") end; so does one before a sentence that starts with a number
# or a command written in lower case ("… in the log. nvidia-smi shows …").
SENTENCE_END = re.compile(r"[.!?](?:(?<=\d [A-Z].)|(?<=\bis [A-H].)|(?<=['’]s [A-H].)|(?<=\bare [A-H].)|(?<=\band [A-H].)|(?<![\s(.][A-Z].)(?<!^[A-Z].))(?<!\be\.g.)(?<!\bi\.e.)(?<!\bvs.)(?<!\betc.)(?<!\bca.)(?<!\bapprox.)(?=\s+(?:[A-Z0-9“\"'(]|[a-z][a-z0-9]*[-_][a-z0-9])|$)")
# (An initial ends no sentence, but a letter stated as the answer does, "The false one is C. The whole idea …", and a unit does: "… 400 W. The …")
# Chatty leads of a short explanation ("Here's the deal:", "Bottom line:", "Think of it this way:").
LEAD = re.compile(r"^(?:[^\s:—]+\s+){0,6}?[^\s:—]+\s*(?::|—|–|\s-(?=\s))\s*(?=\S)")
# (and a voice's labels, "Platform announcement: the command is …"; before a later sentence too, as LABEL: "… of the GPU. Results: X is …")
LABELS = r"announcements?|bulletin|results?|findings?|conclusions?|background|methods?|inventory|examples?|observations?|assessment|diagnosis|verdict"
LEAD_WORDS = re.compile(rf"\b(?:deal|line|way|thing|short|gist|idea|story|bottom|simple|key|point|basically|{LABELS})\b", re.I)
LABEL = re.compile(rf"(?:(?:[\w'’-]+\s+)?(?:{LABELS})(?:\s+lang)?|(?:item|section)\s+\d+(?:\.\d+)*):\s+(?=\S)", re.I)  # (and "Item 5.1: …")
DISCOURSE = re.compile(
    r"^(?:In contrast|By contrast|However|Instead|As a result|In short|In practice|In other words|Therefore|"
    r"Thus|So|Also|Finally|Meanwhile|For example|Here|Now|Put simply|Simply put|Overall|In this case|Consequently|Hence|"
    r"Accordingly|Moreover|Furthermore|Additionally|In addition|For comparison|By comparison|In comparison)\s*,\s*",
    re.I)
CONCESSION = re.compile(r"^(?:While|Although|Though|Even though|Whereas|Despite)\b[^,]{0,120},\s*", re.I)
CONCESSION_SUBJECT = re.compile(r"^\w+(?: though)?\s+(.{2,50}?)\s+(?:is|are|was|were|can|may|might|do|does|have|has)\b")
# "X is a technology that gives …" -> "X gives …".
# (Only a kind of thing before "that": "… is a power limit on the GPUs of this node that is set lower" says
# what the cause is before its "that", and loses it without.)
DEFINITION = re.compile(r"^(.{2,60}?)\s+(?:is|are)\s+(?:an?|the)\s+(?:[\w-]+\s+){0,3}?(?:technology|tool|library|"
                        r"framework|feature|component|service|platform|program|utility|mechanism|technique|method|"
                        r"approach|system|software|module|layer|interface|protocol|standard|format|product|solution|"
                        r"suite|toolkit|collection|family|way|process|capability|plugin|daemon|driver|runtime|"
                        r"engine|server|manager|command|api|sdk|stack|set|kit|implementation|extension|part)s?"
                        r"(?:\s+(?:for|of|in|from|on|to)\s+(?:[\w-]+\s+){0,2}?[\w-]+)?\s+(?:that|which)\s+"
                        r"(?=(?-i:[a-z])(?!(?:the|a|an|its|their|this|these|our|your|we|you|they|it|he|she)\b)\w)", re.I)  # (a verb
# next: "… that gives …"; not a clause with its own subject, "… the software that NVIDIA uses in …")
# A lead clause before the main one ("When it builds an engine, …", "Because a GPU can …, batching …").
# (Not "Without …," or "Unless …,": the main clause alone would say the opposite.)
SUBORDINATE = re.compile(r"^(?:When|Whenever|Because|If|Once|As|Since|After|Before|Until|Although|Though|"
                         r"While)\b[^,;:]{0,100},\s+(?=\S)"
                         r"|^(?:In|On|At|For|From|By|With|During|Inside|Within)\s(?:[^\s,;:]+\s){0,3}?[^\s,;:]+,\s+(?=\S)")
# Asides set off by a comma: ", for example, …", ", such as GPUs, CPUs, and NVLink switch chips, …".
ASIDE = re.compile(r",\s+(?:for example|for instance|e\.g\.|most importantly|especially|in particular|notably|"
                   r"such as|including|like|by contrast|in contrast|however|therefore|in turn|of course)\b", re.I)
CLAUSE_END = re.compile(r"[;:.!?](?=\s|$)|\s[—–]\s")  # (not the dot of "model.onnx")
LAST_ITEMS = re.compile(r"(?:[\w/.+-]+\s+){0,3}?[\w/.+-]+\s+(?:and|or)\s+(?:[\w/.+-]+\s+){0,3}[\w/.+-]+")  # ("power and memory tests")
EMPTY_CALL = re.compile(r"(?<![.\w])([A-Za-z_]\w*)\(\)")  # (a bare function's empty pair, "read()"; not a method's, "rails.explain()")
PARENTHESES = re.compile(r"(?:^|\s+)\((?!\d{1,2}\))[^()]*\)(?![\w/×*^·]|\s[/×*÷^·=+]\s)|" + EMPTY_CALL.pattern)  # (an aside; none: "(p − 1)/m", "(x − m) / s", "line (1)")
LIST_BLOCK = re.compile(r"(?:\d+\.|-)\s")
# A sentence that tells the way things go without the subject, or went before it ("Without GDS, a read …").
COUNTERFACTUAL = re.compile(r"(?:Without|Traditionally|Historically|In the past|Previously|Before)\b")
THEY_IT = re.compile(r"(?:they|it)\b", re.I)
# A main clause that starts with one of these refers back to the lead clause.
REFERS_BACK = re.compile(r"(?:it|they|this|these|that|those|he|she)\b", re.I)


@functools.lru_cache(maxsize=16)  # the stem is split by the answer, its box, the title and the breakdown
def sentences(text: str) -> tuple[str, ...]:
    """Sentences of a paragraph (abbreviations such as e.g. and i.e. do not end one)."""
    out, start = [], 0
    for match in SENTENCE_END.finditer(text):
        out.append(text[start:match.end()].strip())
        start = match.end()
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return tuple(s for s in out if s)


@functools.lru_cache(maxsize=8)  # the one-line answer and the drawing read the same explanations
def paragraph_sentences(markdown: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(the paragraph's first words, its sentences with a chatty lead dropped) for each prose paragraph
    of a Markdown text; lists are left out (they are read as lists)."""
    found = []
    for block in markdown.split("\n\n"):
        if block[:1] in "-0123456789" and LIST_BLOCK.match(block):
            continue
        found.append((block[:40], tuple(capitalise(sentence[label.end():]) if ": " in sentence[:40] and (label := LABEL.match(sentence))
                                        else sentence for sentence in sentences(without_lead(block)))))
    return tuple(found)


def first_sentence(text: str) -> str:
    """sentences(first paragraph)[0], without splitting the rest of the paragraph (the first end
    found ends a sentence that is not empty: the paragraph starts with a character that is not space)."""
    paragraph = text.strip().partition("\n\n")[0]
    end = SENTENCE_END.search(paragraph)
    return (paragraph[:end.end()] if end else paragraph).strip()


def holds_any(text: str, parts: tuple[str, ...]) -> bool:
    """Whether `text` holds any of `parts` (a loop: on a hot path, a generator for any() costs more than its
    few substring tests)."""
    for part in parts:
        if part in text:
            return True
    return False


def word_boundary(text: str, at: int) -> bool:
    """Whether `at` in `text` is where regex's \\b is: a word character on one side only."""
    before = at > 0 and (text[at - 1].isalnum() or text[at - 1] == "_")
    return before != (at < len(text) and (text[at].isalnum() or text[at] == "_"))


def word_count(text: str) -> int:
    return len(text.split())


def without_lead(text: str) -> str:
    """A short explanation without its chatty lead ("Here's the deal:"), when the lead is one."""
    # A lead of at most six words (the mark counted as one when it stands alone) has its colon or dash
    # within the text's first six chunks: LEAD (2.5 µs per paragraph) is tried only where they hold one (not "Worked example. Aggregate …")
    head = " ".join(text.split(None, 6)[:6])
    match = (":" in head or "—" in head or "–" in head or " -" in head) and LEAD.match(text)
    if match and word_count(match.group()) <= 6 and ". " not in match.group() and LEAD_WORDS.search(match.group()):
        return capitalise(text[match.end():])
    return text


COMMAND_WORD = re.compile(r"-{1,2}[A-Za-z]|[a-z][\w.-]*=")  # (what makes the words before it a command: "-R", "--install", "nodename=n1")
LAUNCHED = re.compile(r"(?:python3?|bash|sh|torchrun|mpirun|deepspeed)\s+[\w./-]+\.(?:py|sh)\b")  # ("python train_fno_darcy.py …": KB 6495)
# A command's name, no English word: one that starts as no English word does ("lsmod", "dcgmi", "gdsio", "nvsm", "srun"),
# a daemon's control tool ("systemctl", "kubectl"), or a tool whose name looks like a word (Slurm's, InfiniBand's).
ONSET = re.compile(r"(?:s[ckp]r|s[pt]r|spl|s[ch]h|[ctps]hr|[bcfgkp][lr]|[dt][rw]|[cgkp]n|p[sh]|rh|s[cklmnptw]|sph|[cstw]h|wr|"
                   r"[bcdfghjklmnpqrstvwxz])?[aeiouy]")
COMMAND_NAMES = frozenset("sacct sinfo squeue salloc scontrol scancel sreport sshare ibstat ibstatus iblinkinfo ibdiagnet "
                          "ibnetdiscover ipmitool iperf modprobe slurmd slurmctld slurmdbd".split())


def command_name(word: str) -> bool:
    """`word` (lower case letters) names a command, not an English word (see ONSET)."""
    return word in COMMAND_NAMES or word.endswith("ctl") or len(word) > 2 and ONSET.match(word) is None


def capitalise(text: str, hyphenated: bool = False) -> str:
    """Upper-case the first letter, unless the first word is a name written in its own case
    ("cuDNN", "nvidia-smi", "iPhone"); `hyphenated`: a lower-case hyphenated word is an ordinary word
    ("real-time inference", as in an option's name)."""
    if not text[:1].islower() and text[:1] not in "'’-":  # the first word's first letter is not lower case
        return text
    first = text.split(" ", 1)[0].rstrip(",.;:").replace("’", "").replace("'", "")
    if hyphenated:
        first = first.replace("-", "")
    if not first[:1].islower() or not first.isalpha() or not first.islower():
        return text
    if LAUNCHED.match(text) or first == "sudo" or not (len(first) > 5 and first.endswith("ing")) and any(COMMAND_WORD.match(word) or word == "|" for word in text.split(" ", 4)[1:4]) or command_name(first):
        return text  # (a command keeps its case: "sinfo -R", "scontrol update nodename=n1 …", "lsmod | grep …", "dcgmi diag …"; no -ing form: "Adding -b 64 …")
    return text[:1].upper() + text[1:]


def shorten(text: str, limit: int = 12, keep_parentheses: bool = False) -> str:
    """The first sentence of `text` as a complete phrase of at most about `limit` words: its main
    clause, without asides, cut at a clause boundary (or, failing one, before a relative clause, a
    preposition or an "and"), never mid-phrase, never with "…"."""
    text = first_sentence(text) or text
    words = text.split()
    if len(words) > 4 * limit:  # what lies this far past the cut cannot be kept: the work stays linear
        words = words[:4 * limit]
        text = " ".join(words)
    text = text.strip()
    # (A discourse marker, a concession and a lead clause each end with a comma: a text without one is
    # not searched for them. Words are counted again only when a step changed the text: a step returns
    # its input itself when it drops nothing, and the full stop takes a word along only when the word is
    # all stop, " ?!".)
    without_lead = without_concession(DISCOURSE.sub("", text)) if "," in text else text
    count = len(words) if without_lead is text and words and words[-1].rstrip(".!?") else None
    text = without_lead.rstrip(".!? ")
    if count is None:
        count = word_count(text)
    was_cut = False
    if count > limit:
        text, count = _recounted(main_clause(text), text, count)
        if count > limit and not keep_parentheses:
            text, count = _recounted(without_asides(without_parentheses(text)), text, count)
        if count > limit:
            text, count = _recounted(without_definition(text), text, count)
        if count > limit + 1:  # "about" `limit` words: one more rather than a cut
            text, was_cut = cut(text, limit), True
    # (The head `cut` gives is clean already, unless `clean` finds another open parenthesis to drop.)
    return capitalise(text if was_cut and text.count("(") <= text.count(")") else clean(text))


def _recounted(text: str, before: str, count: int) -> tuple[str, int]:
    """`text` and its word count, given `count` words in `before`, what a step made `text` from."""
    return text, count if text is before else word_count(text)


def without_concession(text: str) -> str:
    """'While FPGAs are sometimes used, they are not required' -> 'FPGAs are not required': the
    concession goes, and a pronoun that stood for its subject gets the subject back."""
    match = CONCESSION.match(text)
    if not match:
        return text
    main = text[match.end():]
    pronoun = THEY_IT.match(main)
    if pronoun:
        subject = CONCESSION_SUBJECT.match(match.group())
        if not subject:
            return text
        return capitalise(subject[1]) + main[pronoun.end():]
    return main


def main_clause(text: str) -> str:
    """`text` without a lead clause ("When it builds an engine, …"), unless the main clause needs it
    (it starts with a pronoun that refers back to it)."""
    main = SUBORDINATE.sub("", text, count=1) if "," in text else text
    if main == text or word_count(main) < 4 or REFERS_BACK.match(main):
        return text
    return main


def without_asides(text: str) -> str:
    """`text` without its comma asides; an aside that lists things ends after the list's last item
    (", such as GPUs, CPUs, and NVLink switch chips, and circulates …" keeps ", and circulates …")."""
    match = ASIDE.search(text)
    while match:
        end, position = None, match.end()
        while end is None:
            comma = text.find(", ", position)
            stop = CLAUSE_END.search(text, position)
            if comma < 0 or (stop and stop.start() < comma):
                end = stop.start() if stop else len(text)
            elif re.match(r"(?:and|or)\s", text[comma + 2:]):
                last = text.find(", ", comma + 2)
                stop = CLAUSE_END.search(text, comma + 2)
                end = last if last >= 0 and not (stop and stop.start() < last) else (stop.start() if stop else len(text))
                if end == last and re.match(r",\s+(?:and|or)\s", text[last:]):
                    end = last + 1
            elif (nxt := text.find(", ", comma + 2)) >= 0 and word_count(text[comma + 2:nxt]) <= 4:
                position = comma + 2
            elif nxt < 0 and LAST_ITEMS.fullmatch(text, comma + 2, stop.start() if stop else len(text)):
                end = stop.start() if stop else len(text)  # (", including stress, power and memory tests": no comma before "and")
            else:
                end = comma
        # The aside goes with the comma that closed it.
        text = text[:match.start()] + (text[end + 1:] if text.startswith(",", end) else text[end:])
        match = ASIDE.search(text, match.start() + 1)
    return text


def compact(text: str) -> str:
    """A sentence without what it can lose and still say the same: its lead clause ("When …, "),
    asides in parentheses or commas, "is a technology that" (for phrases shown in a small space)."""
    text = without_concession(DISCOURSE.sub("", text.strip()))
    text = main_clause(text)
    text = without_asides(without_parentheses(text))
    return capitalise(without_definition(text))


def without_parentheses(text: str) -> str:
    """`text` without its asides in parentheses (only a text with "(" is searched); one that opens the text
    takes the space after it along ("(B) GPU …" -> "GPU …")."""
    if "(" not in text:
        return text
    return PARENTHESES.sub(lambda found: found[1] or "", text).lstrip(None if text[:1] == "(" else "")


def without_definition(text: str) -> str:
    """'X is a technology that gives …' -> 'X gives …' (only a text with "that" or "which" is searched)."""
    return DEFINITION.sub(r"\1 ", text, count=1) if "that" in text or "which" in text else text


THE_LEAD = re.compile(r"The(\s+)")  # (starts_named's "The ")


def starts_named(sentence: str, names: list[str]) -> bool:
    r"""Whether `sentence` starts with one of `names` (after "The "), as a whole word: the regex
    `(?:The\s+)?(?:name1|name2|…)\b`, without compiling one for every question (0.1 ms)."""
    lead = THE_LEAD.match(sentence)
    starts = [0] + (list(range(lead.start(1) + 1, lead.end() + 1)) if lead else [])
    return any(sentence.startswith(name, start) and word_boundary(sentence, start + len(name))
               for start in starts for name in names)


# "Spectrum-X goes further with adaptive routing": further than what the text said before (a line that leans on it).
FURTHER = re.compile(r"\b(?:goes|go|went|going|takes?\s+(?:it|this|that))\s+(?:a\s+step\s+|one\s+step\s+|even\s+|much\s+)?further\b")


# Words after a subject that are no verb in its number ("Applications also use …", "GDS can …").
NOT_AGREEING = frozenset("can could will would may might must should shall did also only then now still always often never "
                         "usually typically already just first".split())


def plural_subject(sentence: str, end: int) -> bool:
    """The subject that ends at `end` in `sentence` takes a plural verb ("Applications use it …", "The pods are …"), so
    a later "it" cannot stand for it."""
    after = sentence[end:].split(None, 1)
    word = after[0].rstrip(",.;:") if after else ""
    return word in ("are", "were", "have", "do") or (word.isalpha() and word.islower() and not word.endswith(("s", "ed"))
                                                     and word not in NOT_AGREEING)

