"""A proposed drawing (`model.Infographic`) from a question's text, by the text's structure.

- a list in the full explanation -> key points, one per item (the item's label in bold: "Label: rest");
- two things contrasted, paragraph against paragraph ("In contrast, inference …") -> a comparison;
- shares of a whole ("a 2-byte weight (2 bytes), a master copy (4 bytes) …") -> a breakdown;
- otherwise the sentences that carry the most facts (figures, names, the stem's words) -> key points.

Every text is a complete phrase of at most about 12 words, shortened at clause boundaries (never cut
with "…"); the title names the concept in at most about 60 characters. With too little text the
drawing holds less (the answer and one fact), never filler; with nothing to say there is no drawing
(an empty Infographic: the render draws no figure for it). The same function serves `parse` and,
for a card file without `infographic:`, the build.
"""
from __future__ import annotations

import re
from dataclasses import replace

from . import lists
from .dialogue import in_turn, speakers, spoken
from .drawing_ask import WHAT_VERB
from .drawing_box import answer_box
from .drawing_case import own_case
from .drawing_notes import wrong_notes
from .drawing_lines import FINITE
from .drawing_nofact import POSSIBLE_HEAD
from .drawing_points import clause_head, key_facts, list_point
from .drawing_reads import CHAT_TIME
from .drawing_select import MAX_POINTS as CHOSEN_POINTS, select_columns, select_points
from .drawing_title import title as make_title
from ..model import Column, Infographic, Part, Question
from .phrases import CONCESSION, COUNTERFACTUAL, DISCOURSE, capitalise, sentences, word_count
from .words import keywords

POINT_WORDS = 14  # (a column's item: half the drawing's width)
MAX_POINTS, MAX_COLUMN_ITEMS, KEY_FACTS = 6, 4, 6
CONTRASTED = re.compile(r"^(?:In contrast|By contrast|Conversely|On the other hand|Unlike [^,]{1,40}),\s+"
                        r"|^[^,]{1,60},\s+(?:by|in) contrast,\s+", re.I)
SUBJECT = re.compile(r"^(.{2,60}?)\s+(?:is|are|was|were|has|have|requires?|needs?|runs?|uses?|provides?)\b")
SHARE = re.compile(r"(?:^|,\s+|\band\s+|:\s+)(?:an?\s+|the\s+|two\s+|one\s+)?([A-Za-z0-9][^,;:()]{2,50}?)\s+"
                   r"\((\d+(?:\.\d+)?)\s*(%|[A-Za-z]{1,8})\)")
OPTION_ASIDE = re.compile(r"\s*\((?:option|choice)\s+[A-H]\)(?=\s+[a-z])")  # (before its verb, not after a quoted question)
# An intro that ends in its subject alone ("During a sweep, the SM:"), and an item that is that subject's predicate, a verb in
# -s in lower case first ("computes paths …").
INTRO_SUBJECT = re.compile(r"(?:^|[,.;]\s+)((?:the|an?)\s+(?:[\w-]+\s+){0,2}?[\w-]+|(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z][\w-]*)){0,3})"
                           # ("On start-up, the master SM performs the following functions:": the doer of each item)
                           r"(?:\s+(?:performs|handles|carries\s+out|is\s+responsible\s+for)\s+(?:the\s+following|these|several|"
                           r"\w+)\s+(?:functions|tasks|jobs|steps|duties))?:\s*$", re.I)
INTRO_CLAUSE = re.compile(r"(?:^|[.!?]\s+)((?-i:[A-Z][\w-]*)(?:\s+[\w-]+){0,3}?)(?:,\s+for\s+(?:example|instance),)?\s+"
                          r"(integrates|includes|combines|contains|comprises|has|offers|provides|adds|bundles)\s*:\s*$")
RELATIVE = re.compile(r"\s(?:that|which|who)\s|,\s")  # (an item's head before its relative clause: "16 Arm cores | that run …")
PREDICATE = re.compile(r"[a-z]{2,}[^s\W]s\s+(?!(?:are|were|have|do|can|will|must|should|may)\b)\S")
FIGURE_OPENS = re.compile(r"\(\d")  # (SHARE's "(" before its figure)
# An aside in parentheses, dropped from a column's sentence too long to draw whole.
ASIDE = re.compile(r"\s+\((?![^()]*\d)[^()]{3,80}\)")
# "This process requires …" in the paragraph whose first sentence says what the process is.
THIS_KIND = re.compile(r"^(?:This|That|The)\s+(process|phase|stage|step|approach|method|technique|mode)\b")
LONG_WORD = re.compile(r"[a-z]{6,}")
FLAG = re.compile(r"\s--?[A-Za-z]")
VALUE_MARK = re.compile(r"\d|['\"]")  # (a command's value: a figure or a quoted word)




# A list's intro that says its items are what may be the case: "Typical findings are:", "Possible causes:", "Common
# culprits include:", "Typical reasons inside containers:".
POSSIBLE = re.compile(r"\b" + POSSIBLE_HEAD + r"[^.\n]{0,60}:\s*$", re.I)


# A footnote's mark: superscript digits after a word's three small letters or more, or after a stop, comma or quote
# ("packet¹", "fabric.²"); never a unit's power ("m²", "cm³"), a number's ("10³") nor a name's ("ASAP²").
SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹⁰"
FOOTNOTE_MARK = re.compile(r"(?:(?<=[a-z]{3})|(?<=[.,;:\"”]))[¹²³⁴⁵⁶⁷⁸⁹⁰]+(?![\w¹²³⁴⁵⁶⁷⁸⁹⁰])")


NO_CONCEPT = re.compile(r"^(?:What|Which|How|Why|When|Where|Who)(?:\s+(?!(?:the|a|an|its|their|this|each)\b)[\w-]+){0,3}?\s+(?:is|are|was|"
                        r"were|can|could|will|would|does|do|did|must|should|has|have)\s+(?:the|a|an|each|every|its|it|they|we|you|I|one|"
                        r"this)\b|\b(?:I|we|us|our|my|you|your)\b|^[^,]+,\s[^,]+,\s+[a-z]"
                        r"|^(?:Both|Each|Neither|Either)\s+[a-z]+\s|\s(?:anything|something|everything|nothing)$"
                        r"|^(?!What|How|Why|Where|When|Which|Who)\S.*\s[A-Z][\w-]*\s+(?:specifies|recommends|requires|supports|"
                        r"defines|documents|rates|lists|reports|quotes|states|allows|expects|uses|needs)$"
                        r"|^(?:How|What|Which|Why|When|Where|Who)\b(?:\s+[\w-]+){1,4}?\s+(?:should|shall|must|would|could|will)\s+[a-z]+\b")  # ("Both freeze the
# pretrained weights": what two things share, said of them; "OSFP vs QSFP112 before anything", "Maximum reach NVIDIA
# specifies": a stem cut short)


def propose_infographic(question: Question) -> Infographic:
    """The drawing `parse` proposes for `question` (its infographic field is not read)."""
    if "(option" in question.full_explanation or "(choice" in question.full_explanation:  # ("Dynamic batching (option A) …":
        question = replace(question, full_explanation=OPTION_ASIDE.sub("", question.full_explanation))  # a fact of it)
    full = question.full_explanation
    box, name = answer_box(question)
    wrong = wrong_notes(question) if question.answer else ()  # (no answer: an item read as a wrong option's may be the answer's,
    # "[B] is the one that runs clean. …": no misconception is drawn)
    title = make_title(question.question, name, f"{question.question}\n\n{question.short_explanation}\n\n{full}")
    title = "" if NO_CONCEPT.search(title) else title  # (a question or a clause of the stem names no concept: "How much GPU
    # memory can each model server use", "How I start a container", "Changes, applied together, close the finding"; a
    # question as the text tells it, "How ZeRO partitions training state", "What a BlueField DPU can offload", may)
    title = "" if WHAT_VERB.match(title) else title  # ("What accomplishes the mission": the answer asked for, no concept)
    kind_of = title.partition(" such as ")[0]  # ("A parallel file system such as Lustre": the kind it names, not its example)
    title = kind_of if kind_of != title and len(kind_of.split()) >= 2 else title
    boxed = box.partition(" — ")[2] if box[1:4] == " — " else box  # (a command with its values that the box already shows,
    title = "" if title and title == boxed and ("=" in title or FLAG.search(title)) and VALUE_MARK.search(title) else title
    # "sudo nvpmodel -m 0", "model.peft.peft_scheme='ptuning'", names no concept: readers failed 7 such titles of 7)
    # (A list of what happens without the answer, "Without GPUDirect RDMA, … involves several steps:",
    # shows what it avoids: its key facts are elsewhere.)
    # (nor a list of what may be the case, "Typical findings are:", "Possible causes:": alone, each reads as a fact)
    found = [(intro, items) for intro, items in lists.list_blocks_read(full)
             if len(items) >= 2 and not COUNTERFACTUAL.match(intro.rpartition("\n\n")[2])
             and not POSSIBLE.search(intro[-80:])]
    if found:
        # ("During a sweep, the SM:" before "computes paths …": the intro's subject goes before each verb that needs it)
        # ("BlueField-3, for example, integrates:" before "A ConnectX network interface with …": its subject and verb go
        # before each item with no verb of its own; never read as a doer, "A typical CDU contains" + "controls that …")
        has = INTRO_CLAUSE.search(found[0][0][-120:])
        doer = INTRO_SUBJECT.search(found[0][0][-80:]) if not has else None
        points = _unique([list_point(_said_of(item, doer, has)) for item in found[0][1][:MAX_POINTS]])
        if len(points) < KEY_FACTS:
            # A short list, or one whose items did not fit, leaves room for the facts around it.
            points = _unique(points + key_facts(question, max(2, KEY_FACTS - len(points)), points, box))
        # (A list is the writer's own key points: kept whole, up to MAX_POINTS, where the choice keeps four.)
        limit = max(CHOSEN_POINTS, min(MAX_POINTS, len(found[0][1])))
        points = [_command_case(_unspoken(point, question), question) for point in _unsaid(select_points(question, points, box, limit), question)]
        return Infographic("key-points", title, box, points=tuple(points), wrong=wrong)
    columns = select_columns(question, _comparison(full, question.question))
    if columns:
        return Infographic("comparison", title, box, columns=columns, wrong=wrong)
    parts = _breakdown(full, question.question)
    if parts:
        extreme = re.search(r"\b(?:largest|most|biggest|highest|greatest|(smallest|least|lowest|fewest))\b",
                            question.question, flags=re.I)
        if extreme and not (question.options and question.answer):
            # "Which part is the largest?": the answer is that part.
            part = (min if extreme[1] else max)(parts, key=lambda p: p.weight)
            box = f"{part.label} ({part.detail})"
        return Infographic("breakdown", title, box, parts=parts, wrong=wrong)
    # (a command that starts a point keeps its own case: "dcgmi dmon -e 1002,1004 -d 1000", not "Dcgmi …")
    points = [_command_case(_unspoken(point, question), question)
              for point in _unsaid(select_points(question, key_facts(question, KEY_FACTS, box=box), box), question)]
    if not points and not box:
        return Infographic()
    return Infographic("key-points", title, box, points=tuple(points), wrong=wrong)


def unsure(infographic: Infographic, answered: bool = False) -> str:
    """Why the maintainer should look at a proposed drawing (empty: nothing to say): none could be made
    of whole lines, it has no title, since no line names the concept (a drawing is shown without its
    heading rather than with a stem cut off), no key point (none the checks pass), or no answer box (no few words of the answer read whole: an option
    too long to box, a NOT question's false one; or the answer is not known, and the box waits for it)."""
    if infographic == Infographic():
        return "no line of the text could be drawn whole"
    missing = [why for why, gap in (("no title names the concept", not infographic.title),
                                    ("no key point could be drawn whole", infographic.layout == "key-points" and not infographic.points),
                                    ("no few words of the answer fill its box", answered and not infographic.answer),
                                    ("its answer box waits for the answer", not answered and not infographic.answer))
               if gap]
    return "; ".join(missing)


SPEAKER = re.compile(r"([A-Z][\w.'’-]{1,20}):\s+(?=\S)")  # (a chat message's sender: "Priya: on the devkit …")


def _unsaid(points: list[str], question: Question) -> list[str]:
    """`points` without a dialogue's turns ("Tumpa: Dada, …": `dialogue.spoken`)."""
    names = speakers(text := f"{question.short_explanation}\n{question.full_explanation}")
    return [point for point in points if not spoken(point, names) and not in_turn(point, text, names)] if names else points


def _unspoken(point: str, question: Question) -> str:
    """`point` without the sender's name it opens with, where the text is a chat log whose messages carry their time
    ("[09:19] Priya: on the devkit mode 0 is MAXN …" -> "On the devkit mode 0 is MAXN …")."""
    sender = SPEAKER.match(point) if ": " in point[:24] else None
    text = f"{question.short_explanation}\n{question.full_explanation}"
    return capitalise(point[sender.end():]) if sender and f"] {sender[1]}: " in text and CHAT_TIME.search(text) else point


def _command_case(point: str, question: Question) -> str:
    """A point that is a command with its flags ("Dcgmi dmon -e 1002 -d 1000") in its own case, as the
    texts write it (`own_case`); prose keeps its capital. Without a footnote's mark after a word ("… of every packet¹")."""
    if any(mark in point for mark in SUPERSCRIPTS):
        point = FOOTNOTE_MARK.sub("", point)
    return own_case(point, question) if "-" in point and FLAG.search(point) else point


def _comparison(full: str, stem: str = "") -> tuple[Column, ...]:
    """Two columns when a paragraph is contrasted with the one before ("In contrast, …"); in each, the
    sentences that carry the question's own words first ("how do the resource requirements compare" ->
    "Model training requires massive computational power …" before "Model training is the process …")."""
    paragraphs = [p for p in full.split("\n\n") if p.strip() and not lists.list_blocks(p)]
    for before, after in zip(paragraphs, paragraphs[1:]):
        if not CONTRASTED.match(after):
            continue
        right = _subject(sentences(after)[0])
        left = _subject(sentences(before)[0]) if right else ""  # (the paragraph before split only when the contrast names a side)
        if left and right and left.lower() != right.lower():
            asked = {word[:5] for word in LONG_WORD.findall(stem.lower())}  # (its long words, "requirements" too)
            columns = (Column(left, _column_items(before, left, asked)), Column(right, _column_items(after, right, asked)))
            if all(len(c.items) >= 2 for c in columns):
                return columns
    return ()


def _subject(sentence: str) -> str:
    sentence = CONCESSION.sub("", DISCOURSE.sub("", CONTRASTED.sub("", sentence)))
    sentence = re.sub(r",\s+(?:by|in) contrast,", "", sentence, flags=re.I)
    match = SUBJECT.match(sentence)
    if not match or word_count(match[1]) > 4 or re.search(r"[,:;]", match[1]):
        return ""
    subject = re.sub(r"^(?:the|a|an)\s+", "", match[1], flags=re.I)
    subject = re.sub(r"\s+(?:phase|process|stage|step)$", "", subject, flags=re.I)
    return capitalise(subject)


def _column_items(paragraph: str, heading: str, asked: set[str] = frozenset()) -> tuple[str, ...]:
    items: list[str] = []
    said = sentences(CONTRASTED.sub("", paragraph))
    for sentence in said:
        named = THIS_KIND.match(sentence)
        if named and re.search(rf"\b(?:the|a|an)\s+{named[1]}\b", said[0], flags=re.I):
            # "Model training is the process of …. This process requires …": the process is the heading's
            sentence = heading + sentence[named.end():]
        item = clause_head(sentence, POINT_WORDS) or clause_head(ASIDE.sub("", sentence), POINT_WORDS)
        if item:
            items.append(item)
    theirs = {word[:5] for word in re.findall(r"[a-z]{6,}", heading.lower())}
    hits = [len({word[:5] for word in re.findall(r"[a-z]{6,}", item.lower())} & (asked - theirs)) for item in items]
    ranked = [item for _, _, item in sorted(zip((-h for h in hits), range(len(items)), items))]
    return tuple(_unique(ranked)[:MAX_COLUMN_ITEMS])


OPTION_LABEL = re.compile(r"(?:(?:and|or)\s+)?(?:(?:the\s+)?(?:option|choice|answer)\s+)?\(?[A-H]\)?$", re.I)


def _breakdown(full: str, stem: str) -> tuple[Part, ...]:
    """Parts of a whole named in one sentence with their size in one unit ('x (2 bytes), y (4 bytes)'),
    when the sentence is about what the question asks; never options ("Option B (40 GB), option C (60 GB) …": no parts)."""
    # (Each of SHARE's matches holds a "(" before a digit, and a sentence is part of the text: one without three
    # such has no sentence of three shares, and the question's words are not read.)
    if full.count("(") < 3 or len(FIGURE_OPENS.findall(full)) < 3:
        return ()
    asked = keywords(" ".join(s for s in sentences(stem.replace("\n\n", " ")) if s.endswith("?")))
    for sentence in sentences(full.replace("\n\n", " ")):
        if sentence.count("(") < 3:
            continue
        shares = SHARE.findall(sentence)
        units = {unit for _, _, unit in shares}
        if len(shares) >= 3 and len(units) == 1 and keywords(sentence) & asked and not any(OPTION_LABEL.match(label.strip()) for label, _, _ in shares):
            return tuple(Part(_part_label(label), float(size), f"{size} {unit}".replace(" %", "%"))
                         for label, size, unit in shares)
    return ()


def _part_label(label: str) -> str:
    """'each parameter typically carries a 16-bit weight' -> '16-bit weight'; 'and two FP32 moments' ->
    'two FP32 moments'."""
    label = re.sub(r"^(?:and|or)\s+", "", label.strip(), flags=re.I)
    label = re.split(r"\s(?:a|an|the)\s", f" {label}")[-1].strip()
    return capitalise(label)


def _said_of(item: str, doer: re.Match[str] | None, has: re.Match[str] | None) -> str:
    """A list's item with what its intro says it of: the intro's subject before an item that is its predicate, a verb in
    -s ("During a sweep, the SM:" + "computes paths …"), in either case; the intro's subject and verb before an item with
    no verb of its own ("BlueField-3 integrates:" + "A ConnectX network interface …", its first word lowered where it is
    a plain word, not "DOCA"); else the item as it is."""
    if doer and PREDICATE.match(item[:1].lower() + item[1:]):
        return f"{capitalise(doer[1])} {item[0].lower()}{item[1:]}"
    if has and not FINITE.search(RELATIVE.split(item)[0]):
        return f"{has[1]} {has[2]} {item[0].lower() + item[1:] if item[1:2].islower() or item[1:2] == ' ' else item}"
    return item


def _unique(items: list[str]) -> list[str]:
    seen, out = set(), []
    for item in items:
        if item and item.lower() not in seen:
            seen.add(item.lower())
            out.append(item)
    return out

