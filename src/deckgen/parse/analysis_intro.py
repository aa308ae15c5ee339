"""The sentence that introduces the analysis of the options ("Why the other options are wrong:", "In contrast,
the others fall short."), which goes with the analysis: what is left before it is the explanation's body; the
correct items right before the first wrong one, which belong to the analysis too, and a list before it that only
tags its things with letters, which does not (a group's note, made each letter's own, is `groupnotes`')."""
from __future__ import annotations

import re

from . import answerform as form, lists
from .analysis_rest import INTRO_WORD_ANY_CASE
from .answerpick import COMMAND_OPTION
from .itemhead import TRAILING_VERDICT, gist_verdict, head
from .drawing_lines import has_verb
from .drawing_step import step
from .phrases import capitalise, sentences
from .words import keywords

# A speaker's label at a dialogue line's start ("Student: What about C?", "Me: Because …", a name before a question: "Aburo:
# What about C?"): what follows is talk, and a letter's note never starts with it (the next speaker's line after "B is TRUE.").
SPEAKER = re.compile(r"(?:Student|Tutor|Teacher|Instructor|Learner|Mentor|Trainer|You|Me|Interviewer|Candidate)\s*:\s"
                     r"|(?-i:[A-Z])[\w'’-]{1,20}\s*:\s+[^\n]{1,80}?\?")  # (and "Alumno: Vale. And the B? …")
INNER_SENTENCE_END = re.compile(r"[.!?:…](?<!\bvs\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)\s+\S")
INTRO_WORDS = 16  # (an intro is dropped with the analysis when it is short: one sentence of at most this many words)
# ("Myth vs. reality …": one sentence; the character a gap starts with first, so that the search skips to it: it was
# `[.!?…](?<!\bvs\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)[\"”’)]?\s+|\n`)
SENTENCE_GAP = re.compile(r"[.!?…\n](?:(?<=[.!?…])(?<!\bvs\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)[\"”’)]?\s+|(?<=\n))")
INTRO_WORD = re.compile(r"\b(?:options?|choices?|answers?|others?|incorrect|wrong|alternatives?|distractors?|"
                        r"contrast|rest|remaining|excluded|ruled out)\b", re.I)


def without_intro(before: str) -> str:
    """The text before the analysis without the sentence that introduces it."""
    before = before.rstrip(" -–•*·▪\n")
    head, gap, last = before.rpartition("\n\n")
    if len(last.split()) <= INTRO_WORDS and INTRO_WORD.search(last) and not INNER_SENTENCE_END.search(last):
        return head.rstrip()
    if before.endswith((":", "?")):
        ends = [m.end() for m in SENTENCE_GAP.finditer(before, 0, len(before) - 1)]
        cut = ends[-1] if ends else 0
        if len(before[cut:].split()) <= INTRO_WORDS and (cut or INTRO_WORD.search(before)):
            return before[:cut].rstrip()
    return before


GROUP_LEAD = re.compile(r"(?:(?:options?|choices?)\s+)?\(?[A-H]\)?(?:\s*,\s*\(?[A-H]\)?)*\s*(?:,|and|&)\s*\(?[A-H]\)?\s+(?:are|were)\s")
INTRO_COLON = re.compile(r":[ \t]+(?=\S)")


def intro_cuts(item: str) -> list[tuple[int, int]]:
    """(where an intro starts, where the text after its colon starts) for each intro of the analysis run into an
    item: a short phrase that speaks of the options before a colon, after the item's last sentence before it
    ("Option B is correct. Analysis of the other statements: Statement A …")."""
    cuts = []
    for colon in INTRO_COLON.finditer(item):
        ends = [match.end() for match in SENTENCE_GAP.finditer(item, 0, colon.start())]
        intro = item[ends[-1] if ends else 0:colon.start()]
        if ends and len(intro.split()) <= INTRO_WORDS and INTRO_WORD.search(intro):
            cuts.append((ends[-1], colon.end()))
        elif not ends and GROUP_LEAD.match(intro):  # ("B, C and D are all true, so they are not the answer: B - …": the
            cuts.append((colon.start() + 1, colon.end()))  # group's verdict stays an item, each letter's note its own)
    return cuts


def back_to_correct(full: str, start: int | None) -> int | None:
    """`start` moved back over the lines right before it that are items of the same list, the correct ones
    too ("A - ✓ Yep. …" above "D - Nope. …": the analysis starts at its first wrong item)."""
    while start and full[start - 1] == "\n":
        end = start - 2 if full[start - 2:start] == "\n\n" else start - 1  # (parse joins a text's lines as paragraphs)
        line = full.rfind("\n", 0, end) + 1
        found = head(full[line:end]) if line < end else None
        if not (found and found[3] and found[1]):
            break
        start = line
    return start

# A list item that ends by tagging its thing with an option's letter ("- DCGM Exporter for GPU metrics in Prometheus
# format (D)"), and says nothing after it.
TAG_END = re.compile(r"\(([A-H])\)[.;,]?$")
# The analysis's talk of options and verdicts, as `keywords` reads it (a group's note made only of these
# says nothing of the options).
VERDICT_TALK = keywords("hold holds true false correct incorrect wrong right accurate inaccurate valid invalid answer "
                        "answers option options choice choices statement statements reason reasons below following "
                        "apply applies fit fits case cases fall falls short fail fails miss misses work works help "
                        "helps none own therefore hence thus question questions EXCEPT")


def tags_only(items: list[str]) -> bool:
    """Whether each of `items` only tags its thing with a letter at its end, with no verdict ("- GPU Feature
    Discovery, which creates node labels (E)"): a list of the explanation's that says which option each thing
    is. Where an analysis that judges the options follows it, that is the analysis; the list stays the body's."""
    for item in items:
        tag = TAG_END.search(item)
        if not tag or head(item) or item.count("(", 0, tag.start()) > item.count(")", 0, tag.start()) \
                or any(item.find(f"({letter})") < tag.start() for letter in "ABCDEFGH" if f"({letter})" in item):
            return False
    return True


def unjudged(items: list[str]) -> bool:
    """Whether every item of `items` opens with its letters and gives no verdict ("(B) sharded ckpt: each rank writes …")."""
    return all((found := head(item)) and not found[1] and not TRAILING_VERDICT.search(item) for item in items)


def judges_others(items: list[str], before: list[str]) -> bool:
    """Whether `items` judge options (one at least has a verdict) and none of the letters of the unjudged items `before`
    them, which explained the answers ("(B) …", "(D) …", then "A, C and E are all wrong. …"), but to call it correct: the
    analysis is theirs ("B and D are t' pair.", then "2. B: … — correct. …")."""
    heads = [found for item in items if (found := head(item))]
    explained = {letter for item in before if (found := head(item)) for letter in found[0]}
    return any(found[1] for found in heads) and all(gist_verdict(found[4], found[1], found[2], False)[1] == "correct"
                                                    for found in heads if explained & set(found[0]))


# A note's last sentence that states the answer with its gist: "… storage bandwidth. So option C it is: cache the dataset
# on the local NVMe." (the answer's own words, not the wrong option's); "… So we go with D, Triton Inference Server." (or
# with no gist: "So we go with D.")
CLOSING_GIST = re.compile(r"\s*(?<=[.!?]\s)So\s+(?:(?:option\s+|choice\s+)?\(?(?P<letter>[A-H])\)?\s+it\s+is\s*[:—–]|(?:we|I)\s+"
                          r"(?:(?:would|will)\s+)?go\s+with\s+(?:option\s+|choice\s+)?\(?(?P<with>[A-H])\)?(?:,|\s*[.!]?\s*$))\s*"
                          r"(?P<gist>[^.!?\n]{4,160})?[.!]?\s*$")

CLOSING_KEY = re.compile(r"\s*(?:^|(?<=[.!?]\s))(?:(?:So|Therefore|Thus|Hence),?\s+)?(?:The\s+)?(?:(?:correct|right)\s+)?answer\s*(?:is|:)\s*\(?([A-H])\)?"
                         r"[.!]?\s*$", re.I)  # (and "… — this is also true. Therefore, the answer is B.")

# "… not devices becoming visible to the wrong job. So it's B, ConstrainDevices is missing. RTFM: …" (what follows it is
# no more of the wrong option's note)
CLOSING_SO_ITS = re.compile(r"\s*(?<=[.!?]\s)So\s+it(?:['’]s|\s+is)\s+(?:option\s+|choice\s+)?\(?(?P<letter>[A-H])\)?"
                            r"(?:(?:,|:|\s[—–])\s+(?P<gist>[^.!?\n]{4,160}))?(?:[.!](?:\s|$)|$)")

# "… Only statement A misrepresents the default: the data drives are RAID 0, not RAID 5." (the one left, and how it is wrong)
CLOSING_ONLY = re.compile(r"\s*(?<=[.!?]\s)Only\s+(?:statement|option|choice)\s+\(?(?P<letter>[A-H])\)?\s+[^.!?:;\n]{3,60}?:\s+"
                          r"(?P<gist>[^.!?:\n]{4,160})[.!]?\s*$")

# "… . That leaves A, the claim that NOSYNC guarantees …. Burn-in, …": the one left, and what the text goes on to say of it.
CLOSING_LEAVES = re.compile(r"\s*(?<=[.!?]\s)(?:That|This|Which)\s+leaves\s+(?:only\s+|just\s+)?(?:(?:option|choice|statement)\s+)?"
                            r"\(?(?P<letter>[A-H])\)?(?:[,:]\s+|[.!]\s*|$)")


def closing_gists(rationales: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """(`rationales` without a last sentence that states the answer with its gist, {the answer's letter: its gist, or ""
    where it gives none})."""
    notes, gists = dict(rationales), {}
    for letter, reason in rationales.items():
        if (" it is" in reason or " go with " in reason) and (match := CLOSING_GIST.search(reason)) \
                and (said := match["letter"] or match["with"]) != letter:
            notes[letter], gists[said] = reason[:match.start()].strip(), capitalise(match["gist"].strip()) + "." if match["gist"] else ""
        elif "Only " in reason and (match := CLOSING_ONLY.search(reason)) and match["letter"] != letter:
            notes[letter], gists[match["letter"]] = reason[:match.start()].strip(), capitalise(match["gist"].strip()) + "."
        elif "So it" in reason and (match := CLOSING_SO_ITS.search(reason)) and match["letter"] != letter:
            notes[letter], gists[match["letter"]] = reason[:match.start()].strip(), capitalise(match["gist"].strip()) + "." if match["gist"] else ""
        elif " leaves " in reason and (match := CLOSING_LEAVES.search(reason)) and match["letter"] != letter:
            notes[letter] = reason[:match.start()].strip()  # ("… without touching the drive. That leaves A, the claim that …")
            gists[match["letter"]] = capitalise(reason[match.end():].strip()) if match.end() < len(reason) else ""
        elif "nswer" in reason and (match := CLOSING_KEY.search(reason)) and match[1] != letter:
            notes[letter], gists[match[1]] = reason[:match.start()].strip(), ""  # ("… not for GeForce cards. Correct answer is C.")
    return notes, gists


def says_nothing(reason: str) -> bool:
    """A group's note that only says its verdict again ("all hold, so they are not the answer", "for the
    reasons below"): no word of it is more than the analysis's own talk of options and verdicts."""
    core = COMPLEMENT.sub("", reason.strip(), count=1)  # ("[true] for the SuperNIC, so they cannot be the answer …")
    return keywords(reason) <= VERDICT_TALK or core != reason.strip() and keywords(core) <= VERDICT_TALK | TALK_MORE \
        or reason.rstrip().endswith(":") and len(reason.split()) <= 8  # (", and here's the quick rundown:": what follows)


# What a verdict said of a group is true of ("… are all true | for the BlueField-3 SuperNIC, so …"): no reason of its own.
# ("correct descriptions of vGPU, therefore they are not the answer …": what they describe)
COMPLEMENT = re.compile(r"^(?:(?:(?:correct|true|accurate|valid)\s+(?:descriptions?|statements?|claims?)\s+)?(?:for|of|about|regarding))"
                        r"\s+[^,.;:]{1,60},\s+(?=(?:so|therefore|hence|thus)\s)", re.I)
TALK_MORE = keywords("so therefore hence thus they them cannot can not be question questions NOT this")


# A note that tells the option's claim first ("says NIM will retrain the model …. It won't; NIM is about inference …",
# "claims NIM only runs on DGX Cloud, but NIM containers run anywhere …"): its correction, or nothing where it gives none.
REPORTED = re.compile(r"(?:[Ss]ays|[Ss]aid|[Cc]laim(?:s|ed)|[Ss]uggest(?:s|ed)|[Ss]tate[sd]|[Aa]rgue[sd]|[Pp]ropose[sd]|[Ii]mplie[sd]|[Aa]ssume[sd])\s")
DENIAL_LEAD = re.compile(r"(?:it|that|this|they)\s+(?:won[’']t|doesn[’']t|isn[’']t|can[’']t|aren[’']t|don[’']t|does\s+not|"
                         r"will\s+not|is\s+not|cannot)\b[^;.:]{0,40}[;.:]\s*", re.I)


def correction(reason: str) -> str:
    """A wrong option's note without the option's claim it starts by telling (see REPORTED), where what follows the claim
    reads alone; `reason` as it is otherwise ("Assumes 1 byte per parameter. That's the FP8 footprint …": "That's" needs
    the claim); "It" its subject where it starts with its verb and has no name ("Option d is additionally impossible …"); never
    a last clause that gives another option's verdict (OTHER_RIGHT)."""
    if (";" in reason or ", and " in reason) and (other := OTHER_RIGHT.search(reason)):
        reason = reason[:other.start()] + "."  # ("…; and A is, as we said, correct, with the quotes …": another option's verdict)
    if not REPORTED.match(reason):
        return f"It {reason}" if NAMELESS_VERB.match(reason) else reason
    gap = SENTENCE_GAP.search(reason)
    claim, rest = (reason[:gap.start() + 1], reason[gap.end():]) if gap else (reason, "")
    if ", but " in claim:
        return claim.split(", but ", 1)[1]
    rest = rest[lead.end():] if (lead := DENIAL_LEAD.match(rest)) else rest  # (its lead only: a denial later on is the note's)
    leans = form.LEADING_ANAPHOR.match(rest) or form.LEADING_CONNECTIVE.match(rest)  # (as an answer line's first words)
    return (rest[:1].upper() + rest[1:] if lead else rest) if rest and not leans else reason  # (a sentence's own "lspci …" kept)


# A clause at a note's end that gives another option's verdict: "; and A is, as we said, correct, with the quotes and everything."
OTHER_RIGHT = re.compile(r"[;,]\s+(?:and|while|whereas|but)\s+\(?(?-i:[A-H])\)?\s+(?:is|was)\b[^;.]{0,40}?\b(?:correct|right|true|the\s+answer)\b[^;]*$")
# A note that starts with its verb ("Option A (OVS offload) — is real DPU job, …"): the option's name is its subject.
NAMELESS_VERB = re.compile(r"(?:is|are|was|were|does|do|can|cannot|has|have)\s")


# A note that calls its option "it" or "this" ("Option B (nvidia-smi topo -m) is incorrect because it shows …", "Incorrect:
# A (1 month) — This is the support window of …"); not "It is because …", "This is a common trap", "It is true that …".
NOTE_PRONOUN = re.compile(r"(?:[Ii]t|[Tt]his)\s+(?!(?:is|was)\s+(?:not\s+)?(?:because|why|what|how|worth|true|false|possible|likely|"
                          r"important|tempting|easy|hard|common|clear|obvious|the\s+case|a\s+(?:common|classic|trap|tempting)|"
                          r"that|when|where)\b|means\b)(?=(?:is|was|does|did|has|can|cannot|will|would|only|just|also|still|"
                          r"simply|merely|never|doesn['’]t|isn['’]t|won['’]t|can['’]t)\b|[a-z]+s\b)")  # (its verb: not "This figure is …")


def with_name(reason: str, name: str) -> str:
    """`reason` with the option's `name` as its subject where it starts with its verb; else as it is."""
    return f"{name} {reason}" if name and NAMELESS_VERB.match(reason) else reason


def named_subjects(rationales: dict[str, str], names: dict[str, str]) -> dict[str, str]:
    """`rationales` of a card that lists no options, each that calls its option "it" or "this" with the option's name
    in its place (a name of a few words and no verb of its own: "It shows the topology matrix" of "nvidia-smi topo -m");
    the others as they are."""
    out = dict(rationales)
    for letter, reason in rationales.items():
        name = names.get(letter, "")
        pronoun = NOTE_PRONOUN.match(reason) if name and len(name.split()) <= 8 and not name.endswith(".") else None
        if pronoun and not has_verb(name) and not step(capitalise(name)):  # (not "Increase the delay … only makes": an action)
            out[letter] = capitalise(f"{name} {reason[pronoun.end():]}")
    return out


def command_named(reason: str) -> str:
    """The command an item's note opens with, its option's name ("A: sudo nvidia-smi -i 0 -mig 1. Only enables MIG
    mode." -> "sudo nvidia-smi -i 0 -mig 1"); else ""."""
    first = reason.split(". ", 1)[0].rstrip(".").removeprefix("$ ")
    return first if len(first) <= 80 and COMMAND_OPTION.fullmatch(first) else ""


# A lead and a verdict before a colon or dash, with nothing else said ("So only (D) is false: …").
LEAD_ONLY = re.compile(r"\s*(?:(?:so|thus|hence),?\s+)?(?:only\s+)?(?:(?:option|choice|statement)\s+)?", re.I)
SAID_THEN = re.compile(r"\s*(?:is|are)\s+(?:the\s+)?(?:only\s+)?(?:false|wrong|incorrect|true|correct|right)(?:\s+(?:one|statement|answer))?"
                       r"\s*(?:[:—–]|\s-)\s*(?=\S)", re.I)


def said_then(item: str, letter_at: int, after: int) -> str:
    """What an item of a lead, a letter (at `letter_at`, its verdict from `after`) says after its colon or dash ("So
    only (D) is false: no root-owned daemon is needed." -> "No root-owned daemon is needed."); "" when the lead says more."""
    said = SAID_THEN.match(item, after) if LEAD_ONLY.fullmatch(item[:letter_at]) else None
    return capitalise(item[said.end():]) if said else ""


def labelled_answer(full: str, at: int, line_end: int) -> bool:
    """The line of `full` that holds `at` (and ends at `line_end`, or -1) reads as the answer from its start: "Correct
    answer: D - GPUDirect Storage", where "D - GPUDirect Storage" alone reads as an item."""
    line_start = full.rfind("\n", 0, at) + 1
    if line_start < at and full[at - 1] == " " and full[line_start:at].rstrip()[-1:] in ".!?":
        return False  # (the label's sentence is over: "Correct answers: B and D. A, C and E are all wrong: …")
    whole = head(full[line_start:line_end if line_end >= 0 else len(full)]) if line_start < at else None
    return bool(whole) and whole[1] == "correct"



def unannounced(rationales: dict[str, str], judged: set[str], intro: str, options: tuple[str, ...] = ()) -> set[str]:
    """The letters of items that give no verdict of their own ("A — Every number checks out", "B — Grace is efficient, but
    …"), where no intro says its items are the wrong options ("And here are all the bids on the table:"), or where the items
    are one for each of the `options` listed ("Now to the alternatives the audience suggested:" over A to D, the answer's
    too): called wrong only as items of an analysis are, they may hold the answer."""
    rest = set(rationales) - judged  # (the intro searched only where some are: "Let's analyze the incorrect options:")
    return rest if rest and (not INTRO_WORD_ANY_CASE.search(intro) or options and set(options) <= set(rationales)) else set()


# A note that only points elsewhere in the text: "See paragraph [2].", "See above.", "As explained above."
SEE_ONLY = re.compile(r"(?:see|cf\.|as\s+(?:explained|described|noted|shown))\s+(?:in\s+)?(?:the\s+)?(?:paragraphs?|sections?|above|below|"
                      r"explanation|para\.)[^.;:]{0,12}[.!]?$", re.I)


def pointed_only(reason: str) -> str:
    """`reason`, or "" where it only points elsewhere in the text ("See paragraph [2].": no note)."""
    return "" if reason[:3].lower() in ("see", "cf.", "as ") and SEE_ONLY.match(reason) else reason


# A note's last sentence that only says it is the answer ("This one is correct.", "Right answer.", "So C is the answer.").
ANSWER_SAID = re.compile(r"(?:^|(?<=[.!?])\s+)(?=[^.!?]{0,50}\b(?:correct|right|answer|true|the\s+one)\b)[^.!?]{0,50}[.!?]?\s*$"
                         r"|^(?:And|So|Thus|Therefore|This|That|It)\b(?=[^.!?]{0,50}\b(?:correct|right|answer|the\s+one)\b)[^.!?]{0,50}[.!?]\s+", re.I)  # (or its first:
# "And therefore it is the one we look for. …")


def with_answer_notes(markdown: str, notes) -> str:
    """The full explanation `markdown` with the analysis's notes on the answer after it ("A and D both look at the living
    kernel. …": its items held them, and the body gave them up), each once, without a last sentence that only calls it the
    answer; only a note of a sentence or more with a verb (not a table's cell, "240 × 2 × 7/8"), and none `markdown` holds."""
    kept: list[str] = []
    for note in dict.fromkeys(note.strip() for note in notes if note):
        note = ANSWER_SAID.sub("", note).strip() if len(note.split()) > 8 else note
        if len(note.split()) >= 8 and "|" not in note and note[-1:] in ".!?" and has_verb(note) and note not in markdown \
                and (fresh := " ".join(part for part in sentences(note) if not any(part in held for held in kept))):  # (a sentence
            kept.append(fresh)  # the notes share once: a group's paragraph that leads each, "B and D are the correct pair. …" / "B gives …")
    return "\n\n".join([markdown.rstrip(), *map(lists.to_markdown, kept)]).strip() if kept else markdown
