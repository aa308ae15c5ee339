"""Whether a line may be drawn: the form check every text of a proposed drawing passes first.

A line on a drawing is read alone, on a phone, by a learner who may not have read the explanation. So
it must be a complete phrase that needs nothing before it ("say less, never wrong"):
- not cut off: no "…", no trailing comma, colon or dash, no last word that needs what follows ("… and",
  "… the", "… are already", "… nothing to do"), no parenthesis or quote left open;
- no values lost in a cut: no operator next to an operator ("2 × × ×"), no empty "()" or ", ,";
- reads on its own: no leading pronoun or demonstrative ("It runs …", "This means …"), no connective that
  needs the sentence before it ("So", "Therefore", "Instead", "Once"), no chatty lead ("Quick take:",
  "Bottom line:"); a drawing's point may carry a plain label ("Memory: weights, gradients"), the answer
  box may not (drawing_reads.py);
- a point refers to nothing it does not name ("this idea", "these systems") and is not a bare lead
  clause ("Instead of staging data in a bounce buffer");
- a title names a concept: not a stem cut off ("Statements are correct", "Component is most likely
  missing", "The command that …"), not a verb left without its question word ("Happens to memory use").

`fault` says why a line fails (empty: it passes); the drawing drops a line that fails, or the whole
field when no line passes. The rules read the form of a line, not its topic.
"""
from __future__ import annotations

import functools
import re

from .answerother import retold
from .drawing_lines import NOT_BEFORE_VERB, has_verb, letter_said, output_line
from .drawing_reads import FOLDED, LABEL, reads_alone
from .drawing_refers import refers_back
from .words import ORDER_STEPS  # (an order's steps: a box, not a value alone)

TITLE_CHARS, BOX_WORDS, ITEM_WORDS, NOTE_WORDS = 60, 14, 22, 16
ITEM_CHARS, NOTE_CHARS = 120, 84  # four lines of a point on a 360 px phone; three of a wrong-option note there (the render cuts one longer with "…")
KIND_WORDS = {"title": 10, "box": BOX_WORDS, "note": NOTE_WORDS}  # (a point: ITEM_WORDS)
KIND_CHARS = {"title": TITLE_CHARS, "note": NOTE_CHARS}  # (a point or a box: ITEM_CHARS)

# The last word of a phrase cut before what completes it.
OPEN_WORDS = frozenset(
    "and or nor but the of a an to with for by in on at from into as than that which who whose while whereas "
    "when because so is are was were be been being has have had can could will would should must may might "
    "not also already just both each every its their this these those such very do does did get gets "
    "about like via per through between across without within including include includes such either "
    "neither whether if unless until since after before once then there here other same more less most "
    "many much few several some all any one two only even still yet whatever whichever precisely exactly largely "
    "mainly mostly partly simply especially particularly roughly approximately around nearly almost".split())
# Ends that need what followed them, read word by word (a regex per end cost more than the rest of the check): "… has nothing to
# do", "… for building" (a preposition's gerund), "… the need" (a noun that needs its "to …"), "… the components needed" (a
# participle after its noun), "… can read" (no object), "… confirms that the GPU", "… is designed".
OPEN_LAST = frozenset("designed able meant intended going likely unlikely supposed want wants tries try how what where "
                      "when why depends depend relies rely consists consist focuses focus results refers refer belongs "
                      "belong leads lead amounts amount corresponds correspond compares differs compared".split())
# A verb that needs its object after it, last in a line: cut before the object ("… to a single leaf switch
# makes"), unless the object came first ("What X provides", "the version it requires", "… that it needs").
OBJECT_VERBS = frozenset("makes gives lets allows causes requires means provides puts sends forces becomes enables "
                         "prevents shows reports prints returns displays indicates".split())
OBJECT_BEFORE = re.compile(r"^(?:what|how|which|why|where|when)\b|\b(?:that|which|what|whatever|who|whom|it|they|we|"
                           r"you|he|she|one)\s+(?:\S+\s+){0,3}\S+$", re.I)
AFTER_TO, GERUND_AFTER = frozenset("be do have make get keep use run".split()), frozenset("for of to in by with without about from on at".split())
NEEDS_TO = frozenset("need ability way chance attempt effort decision right degree extent fact idea time option "
                     "freedom tendency".split())
DETERMINERS = frozenset("the a an its their each every this these those all any some no".split())
PARTICIPLES, BE = frozenset("needed required used".split()), frozenset("is are was were be been".split())
SEQUENCE = re.compile(r"\d{1,2}(?:\s*[-–,>]\s*\d{1,2}){2,}\.?")  # (an order of steps, no concept's name)
MODALS = frozenset("can could will would must should may might".split())
TRANSITIVE = frozenset("read use access see get make take find reach hold run give keep put set".split())
SUBORDINATORS = frozenset("that when whenever if because whether where while since until unless so".split())
COLON_NP = re.compile(r"^(?:\S+\s+){4,}\S*:\s+(?:the|a|an)\s+[\w-]+(?:\s+[\w-]+)?$", re.I)  # (not after a label)
# A second verb at the end, after a noun ("… in a ring and runs"; "handles reads and writes" is two nouns).
SECOND_VERB_END = re.compile(r"(?<=[^sS\W])\sand\s[a-z]{2,}[^s\W]s\W*$")
NOT_ONLY = re.compile(r"n['’]t\s+only\b|\b(?:does|do|did|is|are|was|were|can|will)\s+not\s+only\b")
LAST_WORD = re.compile(r"(\w+)\W*$")
NUMBERS_ONLY, IS_TO_END = re.compile(r"[\d.,%\s]+"), re.compile(r"\b(?:is|are|was|were)\s+to\s+[a-z]+$")
ENDS_CUT, TURN_STUB = tuple("…,:;([{/+=×*-–—") + ("...", " somewhere"), ("but", "yet", "whereas", "while")  # ("… end-face somewhere"; "…, but jobs")
DROPPED = re.compile(r"(?!=/[\w.~$-]|//)[×*/+=]\s*[×*/+=]|,\s*,|(?<![\w.])\(\s*\)|\[\s*\]")  # (none: "device_count()", "--dir=/models")
STEM_WORD = re.compile(r"(?:of|to|by|from|with|is|are|was|were|does|do)\b", re.I)  # (a title that starts inside the stem)
SHORT_TOKENS = re.compile(r"(?:(?:\w{1,2}|(?i:[ivx]{1,4}))(?:,?\s+|$|\s*(?:->|→|>)\s*))+")  # (letters, digits or roman numerals: "Q, S, P, R", "ii → i → iii → iv")
# A lead clause with no main clause after it ("Instead of staging data in a CPU buffer").
LEAD_ONLY = re.compile(r"^(?:instead of|rather than|without|unlike|when|whenever|because|if|although|though|"
                       r"while|whereas|since|after|before|until|unless|as soon as|once|even when|even if|"
                       r"so that|in order to|despite|for example|such as|including)\b", re.I)
LEAD_STARTS = frozenset("in ra wi un wh be if al th si af as on ev so de fo su".split())  # (its words' first two letters)
# The words of a question or of a stem cut off: not a concept's name.
STEM_PARTS = (r"^(?:statements?|components?|options?|answers?|choices?|is|are|was|were|do|does|did|has|have|had|can|could|will|"
              r"would|should|must|may|might|happens?|occurs?|makes?|gets?|goes|seems?|appears?|describes?|explains?|"
              r"in what|which|most likely|best|correct|(?:what|which)\s+(?:\w+\s+)?(?:statements?|options?|choices?|answers?))\b",
              r"^(?!(?:what|how|why|when|where|who)\b)[^,]*\b(?:must|should|would|could|will|can)\b",
              r"^(?:the|an?)\s+(?:[\w-]+\s+)?(?:that|which)\b", r"^(?:the|an?)\s+[\w-]+$",
              r"\b(?:is|are)\s+(?:not\s+)?(?:correct|true|false|incorrect|accurate)\b",
              r"\b(?:statements?|options?|choices?)\s+(?:is|are)\b",
              r"^(?:what|which)\b.*\b(?:is|are|be)\s+\w+(?:ed|en|t|wn|ne)$|^how\s+(?:much|many|often|long)\s+(?:should|must|can|will)\s+be\s+\w+(?:ed|en|t)$",
              r"^(?!(?:what|how|why|when|where|who)\b)[^,]*\s(?:is|are)\s+the\s+(?:largest|smallest|most|least|best|highest|"
              r"lowest|main|primary|first|fastest|slowest)\b")  # (the last: a claim, not a name)
STEM_TITLE = re.compile("|".join(STEM_PARTS), re.I)
# (Searched in parts, `_stem_title`: those at the start at once; the two that stand anywhere where their words are.)
STEM_START = re.compile("|".join(STEM_PARTS[:4] + STEM_PARTS[6:]), re.I)
STEM_CLAIM, STEM_CHOICE = (re.compile(part, re.I) for part in STEM_PARTS[4:6])
# A title with the words a question chooses with ("Most probable cause for …", "TWO changes …"): a stem cut off; one
# that makes a claim ("The update installed a new kernel", "The first action is to drain …"): no concept's name.
CHOICE_WORD = re.compile(r"\b(?:most\s+probable|most\s+likely|fitting|correctly|accurately|(?-i:TWO|THREE|FOUR|NOT|EXCEPT))\b", re.I)
CLAIM = re.compile(r"\b(?:is|are|was|were|has|have|had|can|will|must|should)\b|(?:^|\s)([\w-]+)\s+[a-z]{2,}(?:s|ed)\s+"
                   r"(?:a|an|the|its|their|to|that|it|them|each|every|all)\b")  # (no article before the verb)
# "What time-slicing does not give", "How the fabric is wired": a heading (its list or text follows), not a statement; "What
# matters is X" is one, and so is "How X runs, Y decides".
WH_LEADS = ("What ", "Which ", "How ", "Why ")
WH_TITLES = (*WH_LEADS, "Where ", "When ", "Who ")
HEADING = re.compile(r"^(?:What|Which)\s(?!.*\b(?:is|are|was|were)\s)|^(?:How|Why)\s(?!.*,)")
# A run of lower-case letters (a line's words, lowered, without their punctuation).
LOWER_WORD = re.compile(r"[a-z]+")
# "it", "them" or "they": a pronoun that needs a noun the line may not name (not "do-it-yourself"); in a title, "her" too
# ("What gets her eight GPUs …"), "that" after a modal and "the same" ("What metric should that panel query", "… the same line").
LOOSE_PRONOUN = re.compile(r"(?<![\w-])(?:it|them|they)(?![\w-])")
TITLE_PRONOUN = re.compile(r"(?<![\w-])(?:it|them|they|she|he|her|his|him|their)(?![\w-])|\b(?:should|must|can|could|would|will|does|do|did)\s+that\s"
                           r"|\bthe\s+same\s+[\w-]+(?!\s+as\b)")
# A source cited, no statement ("Reference: NVIDIA DCGM User Guide, …", "See also: …").
CITATION = re.compile(r"(?:References?|Sources?|See also|Further reading|Read more|Learn more|Documentation|Docs)\s*:", re.I)

# A value as a point's subject, its setting's name gone with a label cut off: "100 lets the scheduler …".
BARE_VALUE = re.compile(r"\d[\d.,]*\s+(?:lets|means|tells|sets|gives|makes|allows|enables|keeps|holds|caps|limits|controls)\b")
LEAD_WORD = re.compile(r"(?:On|In|For|With|At|Under|From|By|During|After|Before|Within|Across|Without)\s")  # (with no verb: a lead alone)


@functools.lru_cache(maxsize=512)  # (a text's cuts are weighed again by the next rule that reads them)
def fault(text: str, kind: str = "point", names: bool = False, chars: int = 0) -> str:
    """Why `text` may not be drawn as a `kind` ("point", "box", "note", "title"); empty when it may.
    With `names`, a title may be a single word (the answer's own name, "InfiniBand"); with `chars`, a
    point may run to that many characters (a whole sentence drawn over a line and a half)."""
    text = text.strip()
    if not text:
        return "empty"
    if text[0] in ",;:.)]}—–|":
        return "cut off"  # (", 64, is the wavefront size …": what stood before it is gone)
    count = len(text.split())
    if count > KIND_WORDS.get(kind, ITEM_WORDS) or len(text) > (chars or KIND_CHARS.get(kind, ITEM_CHARS)):
        return "too long"
    if (kind in ("point", "note") and count < 3) or (kind == "title" and count < 2 and not names) \
            or (text[0].isdigit() and NUMBERS_ONLY.fullmatch(text) and not (kind == "box" and ORDER_STEPS.fullmatch(text))):  # ("2, 4, 1, 3")
        return "too short"
    if kind == "point" and text[0].isdigit() and BARE_VALUE.match(text):
        return "a value without its name"  # ("100 lets the scheduler hold …" of "max_queue_delay_microseconds: 100 lets …")
    if text[0] in "RSFDL" and CITATION.match(text):
        return "a citation, not a statement"  # ("Reference: NVIDIA DCGM User Guide, …")
    # (The cheapest tests first, and a pattern only where its words are: `fault` runs for every cut weighed.)
    why = reads_alone(text, labels=kind == "point") or kind == "point" and letter_said(text) \
        or kind != "note" and retold(text) and "an option's claim retold" \
        or refers_back(text, kind)  # ('The "swapped" reading says …': a wrong one's, likely; "The second requirement …")
    if why:
        return why
    why = cut_off(text)
    if why:
        return why
    if text.startswith(("$ ", "# ", "> ")) and kind != "title":
        return "a command line, not a statement"  # ("$ trtexec --loadEngine=…": what it does is not said)
    if kind in ("point", "note") and (output_line(text) or text[:1] == "`" == text.rstrip(".")[-1:] and text.count("`") == 2 or ": " in text[:20] and " -" in text and output_line(text.split(": ", 1)[1])):
        return "a command or log line, not a statement"  # (or after a label, "Run: sudo …"; a box may be one: the option)
    if kind != "title" and (text.startswith(("Where ", "Wherever ")) and ", " not in text or kind == "point" and count <= 6 and LEAD_WORD.match(text) and not has_verb(text)):
        return "a lead clause alone"  # ("Where a node is shared and …", a title's "Where …" asks; a point's "On DGX H100 and HGX H100 systems")
    if kind != "title" and text.startswith(WH_LEADS) and HEADING.match(text):
        return "a heading, not a statement"  # ("What time-slicing does not give", before its list)
    if kind == "title" and _stem_title(text):
        return "a stem cut off"
    if kind == "title" and (STEM_WORD.match(text) or " NOT " in text):
        return "a stem cut off"  # ("Of is NOT something NVIDIA DCGM" of "Which of these is NOT something …")
    if kind == "title" and (CHOICE_WORD.search(text) or text.lower().startswith("all of the following")):
        return "a stem cut off"  # ("Most probable cause for …", "TWO configuration changes …")
    if kind == "title" and (SHORT_TOKENS.fullmatch(text) or text.count("→") + text.count("->") >= 2):
        return "labels, not a concept"  # ("Q, S, P, R": an order of steps named by letters; "EDR → HDR → NDR": the order)
    if kind == "title" and ("->" in text or "→" in text or text[:1].isdigit() and SEQUENCE.fullmatch(text)):  # (or "2-4-5-1-3")
        return "a flow, no concept"  # ("Empty lsmod -> nvidia-peermem not loaded": the answer's note)
    if kind == "title" and (TITLE_PRONOUN.search(text) or text.endswith((" asks", " wonders"))):  # ("The architect asks")
        return "refers back"  # ("How it speeds up generation": a title names what it is about)
    if kind == "box" and " and " in text and SECOND_VERB_END.search(text):
        return "cut off"  # ("… arranges the GPUs in a ring and runs": a second verb without its object)
    return ""


def _stem_title(text: str) -> bool:
    """bool(STEM_TITLE.search(text)), searched in its parts (see STEM_START)."""
    if STEM_START.match(text):
        return True
    lower, folded = text.lower(), not text.isascii() and any(mark in text for mark in FOLDED)
    return (folded or "correct" in lower or "true" in lower or "false" in lower or "accurate" in lower) \
        and STEM_CLAIM.search(text) is not None \
        or (folded or "statement" in lower or "option" in lower or "choice" in lower) and STEM_CHOICE.search(text) is not None


def claims(text: str) -> bool:
    """Whether `text` makes a claim (CLAIM, with no article or preposition before its verb in -s or -ed); one led
    by a question word is a question's subject ("Why BF16 is preferred", "Where the operator should focus")."""
    return not text.startswith(WH_TITLES) and any(not match[1] or match[1].lower() not in NOT_BEFORE_VERB for match in CLAIM.finditer(text))


def cut_off(text: str) -> str:
    """Why `text` looks cut before its end (empty: it does not)."""
    text = text.rstrip(".!? ")
    if not text:
        return "empty"
    # (its last words: rsplit gives the same last four as split()[-5:] and as many words, of which _open_end reads four)
    if text.endswith(ENDS_CUT) or _open_end(text[-90:].lower().rsplit(None, 4)):
        return "cut off"
    if text.endswith(("s", "s,")) and text.rsplit(None, 1)[-1].lower() in OBJECT_VERBS and not OBJECT_BEFORE.search(text):
        return "cut off"
    # (counted only where a mark is: a text with neither of a pair has as many of each)
    if ("(" in text or ")" in text) and text.count("(") != text.count(")") \
            or ("[" in text or "]" in text) and text.count("[") != text.count("]") or '"' in text and text.count('"') % 2 \
            or ("“" in text or "”" in text) and text.count("“") != text.count("”") or ("{" in text or "}" in text) and text.count("{") != text.count("}"):
        return "cut off"
    if ":" in text and _colon_phrase(text[text.rfind(":") + 1:].split()) and COLON_NP.search(text):
        return "cut off"
    if (",," in text or ", ," in text or "(" in text or "[" in text or "×" in text or "*" in text or "/" in text
            or "+" in text or "=" in text) and DROPPED.search(text):
        return "values dropped"
    if " | " in text:
        return "a table row"
    if " between " in text and _one_side(text):
        return "cut off"  # ("… carries water between the building's plant", before "and the white space")
    if " only " in text and NOT_ONLY.search(text) and " but " not in text and " also " not in text:
        return "cut off"  # ("X doesn't only save its weights" waits for its "but also"; ", not only the last GPU" is a contrast)
    if text[-1:].isalpha() and " to " in text[-40:] and IS_TO_END.search(text, max(0, len(text) - 40)):
        return "cut off"  # ("The appropriate next step is to examine": its object is after the cut)
    body = LABEL.sub("", text, count=1) if ":" in text else text
    at = body.rfind(", ")  # (the clause the text ends in: "By default, when the last client")
    last = body[at + 2:] if at >= 0 else body
    lead = last[:2]
    if (lead.lower() in LEAD_STARTS or not lead.isascii()) and LEAD_ONLY.match(last) \
            and (last != body or ", " not in body):
        return "a lead clause alone"
    return ""


def _colon_phrase(words: list[str]) -> bool:
    """What follows a text's last colon could be COLON_NP's end: "the", "a" or "an" and one or two words."""
    return 2 <= len(words) <= 3 and words[0].lower() in ("the", "a", "an")


def _one_side(text: str) -> bool:
    """`text` ends in "between the X" with one singular thing and no "and": the second side was cut."""
    rest = text.rsplit(" between ", 1)[1].rstrip(".!? ").split()
    return bool(rest) and rest[0].lower() in ("the", "a", "an") and "and" not in rest and not any(
        word.endswith("s") and not word.endswith(("'s", "’s", "ss", "us")) for word in rest)


def _open_end(words: list[str]) -> bool:
    """Whether the last words of a text leave it open (see OPEN_LAST and the sets after it)."""
    last = words[-1].strip("\"'’”)")
    before = words[-2] if len(words) > 1 else ""
    if last in ("most", "least") and before.endswith("s") and before not in OPEN_WORDS:
        return False  # ("… matters most": an adverb after its verb)
    # ("add-on" ends with "on", as far as a reader's eye goes; "all-to-all", "end-to-end" end in a noun)
    if last in OPEN_WORDS or last in OPEN_LAST:
        return True
    tail = LAST_WORD.search(last) if not last.isalnum() and last.count("-") < 2 else None  # (a word alone is its own tail)
    if tail and tail[1] in OPEN_WORDS:
        return True
    if (before == "to" and last in AFTER_TO) or (before == "in" and last == "order") \
            or (before in GERUND_AFTER and last.endswith("ing")) or (before in MODALS and last in TRANSITIVE) \
            or (last in NEEDS_TO and before in ("the", "a", "an", "its", "their")) \
            or (last in PARTICIPLES and (before not in BE or last == "used")):
        return True
    return (len(words) >= 3 and (words[-3] in SUBORDINATORS and words[-2] in DETERMINERS or words[-3][-1:] == "," and before in TURN_STUB)) \
        or (len(words) >= 4 and words[-4] in SUBORDINATORS and words[-3] in DETERMINERS)  # (and "…, but jobs": a turn cut short)
