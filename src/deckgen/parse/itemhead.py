"""The head of an item of the analysis: the option letters it opens with and what it says of them.

"A is wrong because …", "Option B is incorrect:", "(A) is not right", "B and C are both wrong:", "A, B and E are all
wrong", "D is wrong also, …", "Choice A is accurate:", "Option C: …", "D. …", "A) Wrong. …", "Incorrect: A — …", "✗ B: …",
"B ✗ …", "Why not C? …", "Options A–C …", "Options A and D both describe …", "A -- Nope. …", "(A), (C) and (E) are each
deficient". Used by `analysis`."""
from __future__ import annotations

import functools
import re

from ..model import LETTERS
from .answerkind import lowered
from .phrases import capitalise, holds_any

L, LETTER = f"[{LETTERS}]", re.compile(f"[{LETTERS}]")
ONE_LETTER = rf"(?:\((?-i:{L})\)|\[(?-i:{L})\]|(?-i:{L}))"  # ("A", "(A)", "[A]": upper case under re.I, "A single server …" is no item)
INNER_PREFIX = r"(?i:options?|choices?|statements?)\s+"  # (a list may name each of its letters so: "Option A and option E …")
LETTER_LIST = (rf"{ONE_LETTER}(?:(?:\s+\([^()\n]{{1,40}}\)(?=,?\s+(?:and|&|or)\s|,\s))?[.)]?(?:\s*[,/+]\s*(?:and\s+|or\s+)?|\s+(?:and|&|or)\s+|"
               rf"[–-](?=(?-i:{L})\b))(?:{INNER_PREFIX})?{ONE_LETTER})*")  # (and "A) and B) both …": each letter with its bracket; "A (TensorRT) and C (NGC CLI) …")
RANGE, ASIDE = re.compile(rf"({L})[–-]({L})"), re.compile(r"\([^()]{2,}\)")
NAME_VERB = re.compile(r"(?:(?:only|just|also|merely|simply|still|never|always)\s+)?(?!(?:this|thus|plus|less|unless|yes|its|was|does)\b)[a-z]{2,}[^s\W]s\b"
                       r"(?!\s+(?:that|which|who|of|and|or|are|were|is|have|do|can|will|would|must|should|may|might)\b)")  # (a verb, not a plural: "caches that …")  # (its name the subject: "16 GB describes …")
NEGATIVE, POSITIVE = ("incorrect", "wrong", "false", "untrue", "inaccurate", "invalid", "mistaken", "deficient", "flawed", "erroneous"), ("correct", "right", "true", "accurate", "valid", "best")
# Verdicts on the option's statement rather than on the choice: a true statement is a wrong answer to
# "Which is NOT …" (where "A is wrong" still speaks of the choice; "correct" and "incorrect" speak of the
# statement unless they speak of "the correct answer").
STATEMENT_VERDICTS = frozenset(("true", "accurate", "valid", "false", "untrue", "inaccurate", "invalid"))
# A verdict before the letters: "Incorrect: A — …", "✗ B: …", "B ✗ …", "Why not C? …".
NEGATIVE_MARKS = ("incorrect", "wrong", "false", "✗", "✘", "❌", "why not", "not", "rejected", "ruled out", "eliminated", "excluded", "discarded")
# ("D - Nope. GDS moves …", "A - ✓ Yep. …": a verdict said after the letter; a course's feedback, "A — Not quite: …")
CHATTY_NO = ("nope", "nah", r"not\s+quite", r"try\s+again", r"out(?=[.!])")  # (and "C - NOT TRUE, so this is the answer.": of the statement)
CHATTY = CHATTY_NO + ("yep", "yup", r"not\s+(?:true|correct|accurate|valid)")
NOT_SAID = {"not true": "false", "not correct": "incorrect", "not accurate": "inaccurate", "not valid": "invalid"}  # (and below: a verdict
# word before a noun of its own qualifies the noun, and is no verdict: "C (130 TB/s) is true number but …")
ADJECTIVE_OF = (r"(?!(?:ones?|because|since|as|but|too|also|either|here|there|for|in|on|about|regarding|when|if|and|or|"
                r"though|although|so|then|given|to|with|unless|only|overall|now|anyway|entirely|altogether|completely)\b)(?-i:[a-z]{3,})\b")
# A positive verdict word after the letter before a noun and more words qualifies them ("C — correct compressed format, …"): none.
POSITIVE_ADJECTIVE = rf"(?!(?:correct|right|true|accurate|valid|best)\s+(?!(?:answers?|options?|choices?|statements?|this|that|the|an?|it|here|there|away|again|way|call|pick|move|fix|step|order)\b){ADJECTIVE_OF}\s+(?-i:[a-z]))"
# "… is wrong", "… are both wrong", "… isn't the right answer", "… is a true statement", "… is (also) not the answer", "… is a trap", "… are the classic distractors".
VERDICT_PATTERN = (rf"\s+(?P<be>is|are|was|were|isn[’']t|aren[’']t)\s+(?P<qual>(?:(?!(?:looking|seemingly|apparently|almost|nearly|partly|partially|half|technically|superficially)\s)[a-z]+\s+){{0,2}}?|also\s+not\s+the\s+)"
                   rf"(?P<verdict>{'|'.join(NEGATIVE + POSITIVE)}|(?<=not\s)good|(?<=not\sthe\s)answer|(?:(?<=not\sthe\s)|(?<=not\sa\s))(?:solution|fix)|(?<=\sa\s)trap|distractors?|decoys?|red\s+herrings?|(?<=\sa\s)(?:different|separate|unrelated)\s+(?:problem|issue))\b"
                   rf"(?:(?P<noun>\s+(?:answers?|options?|choices?|statements?|order|sequence|(?:ones?|count|number|figure|total|result)(?=[,.:;!]|\s*$)))|(?!\s+{ADJECTIVE_OF}))(?!(?<!wrong)(?<!incorrect)(?<!false)\s+(?:about|regarding|as\s+to|on)\s[^.!?\n]*?\bbut\b)(?!\s+only\s+(?:of|for|to|in|on|at|when|if|with|under)\s)(?!\s+for\s+(?:one|a\s+single)\s)")  # (and "… is the true one, boys: …", "… is the right count, …"; not "is true number but …", "is correct about X — … but", "is true only of cuStateVec", "is correct for one OFDM symbol")
VERDICT = re.compile(VERDICT_PATTERN, re.I)
# "statement" right after a verdict word ("Correct statement.", "Incorrect statement, therefore the answer.", "correct
# description; …"): the word speaks of the option's statement.
OF_STATEMENT = re.compile(r"(?:statement|description|claim)\b[.,:;]?\s*", re.I)
HEAD = re.compile(
    rf"(?:(?P<label>(?:(?:in)?correct|wrong|right|false|true|rejected|ruled\s+out|eliminated|excluded|discarded|kept|"
    rf"accepted|selected|chosen|answers?(?=\s*:))(?:\s+(?:answers?|options?|choices?))?\s*[:—–-]"  # (and "Answer: C — 16 GiB.")
    rf"|[✗✘❌✓✔✅]|why\s+not|not(?=\s+\(?(?-i:[A-H])\)?\s*(?:[:—–]|-\s)))\s*)?"  # (and "Not A: …", "Not B - …")
    rf"(?:(?P<prefix>(?:the\s+)?(?:options?|answers?|choices?|statements?))\s+)?(?P<letters>{LETTER_LIST})"
    rf"(?:\s+\((?P<name>[^()]{{1,240}})\)"  # "Option A (NFS) is wrong": the option's name
    rf"|,\s*[\"“](?P<quoted>[^\"“”\n]{{1,240}})[\"”](?:(?=\s*\?)|(?=:\s)|,(?=\s+(?:is|are|was|were|accurately|correctly|incorrectly|"
    rf"wrongly|falsely)\s)))?"  # ('Why not B, "GDS compresses …"? …', 'Statement A, "as many as seven …", is accurate', 'A, "…": no.': its words)
    rf"(?:(?:\)|\.(?=\s+(?:are|were)\s))?\s*[:—–-]?{VERDICT_PATTERN}"  # ("D) is wrong because …", "B. and C. are both wrong")
    rf"|\s+(?P<adverb>accurately|correctly|incorrectly|wrongly|falsely)\s+(?:describes?|states?|explains?)\b"
    rf"|\s+(?P<mark>[✗✘❌✓✔✅])(?=\s|$)"  # "B ✗ resume w/o fix → …": the verdict as a mark after the letter
    rf"|(?:\s+|,\s*)(?:(?:both|all)\s+)?(?P<fails>fails|falls\s+short|wrong|incorrect|correct)(?:\s*[:,—–]|\s+(?:because|since|as))(?=\s)|\s+(?P<cell>(?-i:Wrong|Incorrect|Correct))(?=\s+(?-i:[A-Z0-9]))"  # "B fails: while MIG is …"
    rf"|(?P<punct>\s*(?:[.):—–?|→=-]|->|--)(?=\s)|,(?=\s+(?:all|both|each)\s)|\s*\?$|\s*:(?![\\/])|(?<=[)\]])(?=\s))(?:\s*(?:[✗✘❌✓✔✅]\ufe0f?\s*)?(?:(?-i:[A-Z][a-z]{{1,12}})(?:\s+(?-i:[a-z]{{1,12}}))?,\s+(?=this\s))?(?:also\s+|this\s+(?:one\s+)?is\s+)?(?:(?!(?:the|an?|is|are|was|not|this|that|it)\s)(?-i:[a-z]{{2,12}})\s+(?:on\s+)?(?=true\b))?{POSITIVE_ADJECTIVE}(?P<said>{'|'.join(NEGATIVE + POSITIVE + CHATTY)})\b(?!\s+(?:only|as\s+far\s+as|in\s+(?:itself|principle|theory|part)|but|though|up\s+to\s+a\s+point|of|now|away|for\s+(?:one|a\s+single))\b)(?:(?:\s+(?-i:[a-z]{{2,12}})){{1,2}}(?=[.!]\s))?(?!\s+(?:[\w-]+\s+){{0,3}}?[\w-]+,\s+(?:but\s+)?(?:wrong|incorrect)\s)[.!:;,—–-]*(?=\s|$)|\s*(?P<nay>no|yes)[.!;,](?=\s|$))?"
    rf"|(?P<verb>(?=\s+\S|\s*\.?\s*$)))"
    rf"(?:\s*,?\s+(?:also|too|likewise|as well|entirely|altogether|completely|for\s+(?:the\s+same|a\s+similar|similar)\s+(?:[a-z]+\s+)?reasons?)\b)?(?:\s*,?\s+because,?\s+|(?:[\s,:;.|]|[—–-]+(?=\s))*)(?P<reason>.*)",
    re.S | re.I)
# What a HEAD match starts with: a label, a prefix word, or a letter (case-sensitive) with or without its
# parenthesis; matched at a place in a long text before the rest of its line is cut out for `head`.
HEAD_START = re.compile(r"(?i:(?:in)?correct|wrong|right|false|true|why\s+not|not\s|rejected|ruled\s+out|eliminated|excluded|"
                        r"discarded|kept|accepted|selected|chosen|(?:the\s+)?(?:options?|answers?|choices?"
                        r"|statements?)\s)|[✗✘❌✓✔✅]|[(\[]?" + L)
# The words a HEAD's label or prefix starts with (lower case): a HEAD that starts with a word starts with one of them.
HEAD_WORDS = ("incorrect", "correct", "wrong", "right", "false", "true", "rejected", "ruled", "eliminated", "excluded",
              "discarded", "kept", "accepted", "selected", "chosen", "why", "not", "the", "option", "answer", "choice",
              "statement")
# What a HEAD can start with: a letter, "(", the first letter of its words (options, answers, choices,
# statements, the; in/correct, wrong, right, false, true, why) or a mark.
HEAD_FIRST = frozenset(f"([{LETTERS}OoAaCcSsTtIiWwRrFfEeDdKkNn✗✘❌✓✔✅")
# A verdict set after its reason, as a sentence or an aside of its own: "… no context. wrong.", "… — incorrect".
# (and a positive one, "… — Correct.", "… Correct, OK signal.", or a table's last cell, "A. 128 KiB | the per-token cost | wrong")
# ("A = nvidia-smi dmon → … → not it.", "C) 900 GB/s -> ok", "… (12 links). wrong generation", "… Wrong tram.", "… Not this one.")
TRAILING_VERDICT = re.compile(r"(?:[.;]\s*|,\s*(?=(?:correct|true)\b|(?:wrong|incorrect)[.!]?$)|:\s+(?=(?:true|false)[.!]?$)|(?<=(?-i:[a-z]{2})):\s+(?=(?:correct|incorrect|wrong)[.!]?$)|\s+=\s+|\s+[—–-]\s+|\s*\(|\s*\|\s*|\s*(?:→|->)\s*)(?P<word>wrong|incorrect|false|not\s+this\s+one|(?<=[.;]\s)(?:not\s+)?the\s+cause|"
                              r"not correct|not true|nope|not it|correct|right|true|keep|kept|ok|okay)(?:(?<=wrong)\s+[a-z]+|(?<=incorrect)\s+[a-z]+)?(?:,\s(?<=[.;!]\scorrect,\s)(?!(?:but|except|if|only|though|although|yet|not|no|wrong)\b)[a-z]+(?:\s+[a-z]+){0,2})?\)?[.!]?$", re.I)
TRAILING_WORDS = {"correct": "correct", "right": "correct", "keep": "correct", "kept": "correct", "ok": "correct", "okay": "correct", "true": "true",
                  "false": "false", "not true": "false", "wrong": "wrong", "incorrect": "wrong", "not correct": "wrong", "nope": "wrong", "not it": "wrong", "not this one": "wrong", "the cause": "correct", "not the cause": "wrong"}  # ("(B) … The cause.")

# What an item's reason may start with that calls its option the answer ("Correct: …", "This is right, because …"; "Yes, this is the one.").
# (not an adjective before a noun the sentence goes on from: "The right command with the wrong flag." says the option is
# wrong; "This is the right move." says it is the answer; nor "Right knot, wrong finish.", "the right glass, but …")
SAYS_CORRECT = re.compile(r"^(?:(?:this|it)\s+is\s+)?(?:the\s+)?(?:correct|right)\b(?!\s+(?:[\w-]+\s+){0,3}?[\w-]+,\s+(?:(?:but\s+)?(?:wrong|incorrect)|but|yet|though|although|however)\b)"
                          r"(?=\s*(?:[,:;.!—–-]|$|because\b|(?:answer|one|option|choice|pick)\b|[a-z]+\s*(?:[,:;.!—–]|$)))[\s,:;.!—–-]*(?:because\s+)?"
                          r"|^(?:yes|yep|yup)\b[,.!]?\s+(?:(?:this|that|it)(?:'s|’s|\s+is)\s+)?(?:the\s+)?(?:one|answer|correct one)\b"
                          r"[\s,:;.!—–-]*|^(?:this|that|it)(?:'s|’s|\s+is)\s+the\s+one[.!]\s*|^(?:our|the|a)\s+(?:clear\s+)?winner[.!]+\s*"
                          r"|^(?:this|that)\s+[a-z]+\s+is\s+the\s+(?:correct|right)\s+one[.!]\s*|^it\s+is[,:;.!]\s+|^(?:this|it)\s+holds[,:;.!]\s*", re.I)  # ("(b) This is the one. …", "C. Our winner! …", "this string is the right one.", "[B] it is, love: …", "3. This holds, 12.5 ms - 5 ms …": KV 6886)
# An item that ends by calling its option the answer: "Option B … is the correct answer", "Option D is the exception", "B) 544 TB is the right haul.".
# ("C (8002) = answer.", "(B) is the only option in which v2 sees production data", "Statement C is therefore the
# only one that is NOT correct": the one the question asks for, whatever it asks; a mark that says so in a sentence of
# its own: "… ✔ This is the one."; "Option D is the sound rope: python -m …", the voice's sound one, then the option)
IS_THE_ANSWER = re.compile(r"^is the exception\b|^is\s+the\s+(?:answer|cause|culprit)[.!]?$|^is\s+the\s+(?:order|sequence):\s|\bis\s+the\s+(?:correct|right|keyed|intended)\s+(?:answer|choice|option)\b|^[^.!?\n]{0,60}?\bis\s+the\s+(?:correct|right)\s+(?-i:[a-z]+)[.!]?$"
                           r"|^[=→]\s*(?:the\s+)?(?:correct\s+|right\s+)?answer\b|^(?:the\s+)?(?:correct\s+|right\s+)?answer[.!]?$"
                           r"|^is\s+(?:\w+\s+)?the\s+only\s+(?:option|one|choice|statement)\s+(?:that|which|in which|where|with)\b"
                           r"|^is\s+the\s+one\s+(?:that|which)\s+(?:matches|fits|works|holds|applies|stands|survives|passes|wins)\b|^is\s+(?:the|our|your)\s+sound\s+(?-i:[a-z]{3,12}):\s"
                           r"|^(?:(?:this|it)\s+is\s+)?the\s+(?:best|right)\s+(?:next\s+)?(?:action|step|move)[.!]|[✔✓✅]\s*(?:this|that|it)(?:\s+is|['’]s)\s+the\s+(?:one|answer|correct\s+one|right\s+one|exception|except)\b",
                           re.I)
IS_THE_ANSWER_WORDS = ("exception", "answer", "choice", "option", "only", "matches", "fits", "works", "holds", "applies", "stands", "survives", "right", "correct",
                       "passes", "wins", "order", "sequence", "sound", "best", "cause", "culprit", "✔", "✓", "✅")  # (one in each match, lower case; "… the best next action.")


def is_the_answer(text: str) -> bool:
    """bool(IS_THE_ANSWER.search(text)), searched only where its words are (`answerkind.lowered`)."""
    lower = lowered(text)
    return (not lower or holds_any(lower, IS_THE_ANSWER_WORDS)) and IS_THE_ANSWER.search(text) is not None


# An option's name after its letter, then its verdict as a word after a dash or as a mark.
# (or the option's words quoted, a colon and the verdict: '"The remap takes effect …": this is correct, as explained')
NAMED_VERDICT = re.compile(r"(?P<name>\"[^\"\n]{1,300}\"|“[^”\n]{1,300}”|[^.,;:—–()]{1,40}?)\s*(?:(?P<mark>[✔✓✅✗✘❌])(?:\s*[—–:-])?|"
                           r"(?:\s[—–-]|(?<=[\"”]):)\s*(?:(?:this|that|it)(?:\s+is|'s|’s)\s+)?"
                           r"(?:also\s+)?(?P<word>wrong|incorrect|correct|right|true|false|not\s+true)\b[.!:;,]?)(?:\s+|$)", re.I)  # ('… — this is NOT true.')
POSITIVE_MARKS, MARKS = "✔✓✅", "✔✓✅✗✘❌"
# The option's name in parentheses after its head, as "X = name" or quoted: 'Why not A? (A = "GPUDirect RDMA")'.
COUNTS = re.compile(r"(?:on|for)\s+(?:a\s+)?(?:two|three|several|many|multiple|both|opposite|different|similar|the\s+same)\s+(?:counts|reasons?|grounds)[.:](?:\s+(?=\S)|\s*$)")
SAID_AGAIN = re.compile(r"^(?:wrong|incorrect|false|no|nope|not\s+quite)\b[,.:;!—–-]*\s*", re.I)  # ("… — wrong, GDS reads …")
QUOTED_LEAD = re.compile(r"[\"“]([^\"“”\n]{1,200})[\"”]\s*(?:[—–:]|-{1,2})\s*(?=\S)")  # (an option's words, quoted, before why)
NAME_AFTER = re.compile(rf"\((?:({L})\s*)?=\s*[\"“]?([^()\"“”\n]{{1,80}}?)[\"”]?\)|\([\"“]([^()\"“”\n]{{1,80}})[\"”]\)")


def may_head(text: str, at: int) -> bool:
    """Whether a HEAD may match at `at` in `text`: HEAD_START does, and a word there (a letter, then a word character) is
    one of HEAD_WORDS (a letter alone, "A is …", "B.", "(C)", is never followed by one). Tried where HEAD_START was:
    "However", "Each", "GPUs" fail, before a slice of their line is cut and read."""
    first = text[at:at + 1]
    if first not in HEAD_FIRST:
        return False
    if first.isalpha() and ((after := text[at + 1:at + 2]).isalnum() or after == "_"):
        lower = lowered(text[at:at + 10])  # (re.I: see answerkind.FOLDS)
        if lower and not lower.startswith(HEAD_WORDS):
            return False
    return HEAD_START.match(text, at) is not None


SAID_NOUN = re.compile(r"[a-z][\w-]{1,20}:\s+(?=\S)|(?:choice|option|answer|pick)[.!]\s+(?=[A-Z])")  # ("Wrong | direction: …",
# "Right | tool: …", "Incorrect | choice. This statement is true. …")


def head(item: str, inside: bool = False) -> tuple[list[str], str, str, bool, str | None] | None:
    """(letters, verdict, reason, marked: whether a colon or dash follows the letters or "Options" leads several, the
    option's name in parentheses after them, or before a verdict after a dash or a mark: "(A) Perf Analyzer — wrong.")
    of an item that starts with its letters; None if it does not.
    The verdict: "wrong", "correct", "true", "false" (of the option's statement) or "" (not said).
    `inside`: the item starts inside a paragraph, where only a verdict, a colon or dash after the
    letter, or a subject of several letters ("B and C are …") marks one."""
    if not may_head(item, 0):  # (most lines and sentences: no match tried)
        return None
    found = _head(item, inside)
    return found and (list(found[0]), *found[1:])  # (each caller its own list of the letters)


# (The analysis reads an item's head again as it finds, splits and reads its items: a quarter of the heads tried are tried again.)
@functools.lru_cache(maxsize=256)
def _head(item: str, inside: bool) -> tuple[tuple[str, ...], str, str, bool, str | None] | None:
    """head(item, inside), its letters as a tuple, for an item HEAD_START matches."""
    match = HEAD.match(item)
    if not match:
        return None
    found = ASIDE.sub("", match["letters"]) if "(" in match["letters"] else match["letters"]  # ("A (H100 SXM) and B …": no H)
    letters = re.sub(INNER_PREFIX, "", found) if "ption" in found or "hoice" in found or "tatement" in found else found  # (no C of "Choice")
    letters = LETTER.findall(RANGE.sub(lambda m: LETTERS[LETTERS.index(m[1]):LETTERS.index(m[2]) + 1], letters)
                             if "-" in letters or "–" in letters else letters)
    lower_next = item[match.end("verb") + 1:][:1].islower() if match["verb"] is not None else False
    if match["verb"] is not None and not (match["prefix"] or match["label"] or (len(letters) > 1 and lower_next)):
        return None  # "A single server …", "A and B testing"? only "Options A and D both …", "Wrong: B, D."
    if match["punct"] is not None and inside and not (match["prefix"] or match["label"]) and \
            match["punct"].strip() in ".)":  # ("A." and "(A)" start no sentence but a line)
        return None
    if match["punct"] is not None and match["punct"].strip() == "=" and not (
            TRAILING_VERDICT.search(match["reason"], max(0, len(match["reason"]) - 20)) or is_the_answer(match["reason"])):
        return None  # ("B = 4 × 20,000 images/s", "C = Compute": a formula or a legend; "A = … → not it." is an item)
    verdict = ""
    if match["verdict"]:
        verdict = _verdict(match)
    elif match["said"]:  # "A) Wrong. …", "C: correct —", "B: true." (of the option's statement)
        said = NOT_SAID.get(said := " ".join(match["said"].lower().split()), said)
        if said in STATEMENT_VERDICTS or said in ("correct", "incorrect") and OF_STATEMENT.match(match["reason"]):
            verdict = "false" if said in NEGATIVE else "true"  # ("D | Incorrect statement, therefore …": of the statement)
        else:
            verdict = "wrong" if said in NEGATIVE or said.split()[0] in ("nope", "nah", "not", "try", "out") else "correct"
    elif match["nay"]:  # ("Option A: no. This one mixes …", "A: Yes, it is part of it.": a bare yes or no, set off by
        verdict = "false" if match["nay"].lower() == "no" else "true"  # its stop, says whether the option holds)
    elif match["label"]:
        verdict = "wrong" if match["label"].lower().rstrip(":—–- ").startswith(NEGATIVE_MARKS) else "correct"
    elif match["mark"]:
        verdict = "wrong" if match["mark"] in NEGATIVE_MARKS else "correct"
    elif match["fails"] or match["cell"]:  # ("B fails: …", "A wrong because …", "B correct, …", a table's "D Correct Isolates …")
        verdict = "correct" if (match["fails"] or match["cell"]).lower() == "correct" else "wrong"
    elif match["adverb"]:  # ("Statements A, C and E accurately describe HGX, DGX and MGX")
        verdict = "true" if match["adverb"].lower() in ("accurately", "correctly") else "false"
    marked = ((bool(match["prefix"]) and len(letters) > 1) or bool(match["mark"])
              or (bool(match["punct"]) and match["punct"].strip() not in ".)"))
    reason, name = match["reason"].strip(), match["name"] or match["quoted"]
    if match["said"] and item[match.end("said"):match.end("said") + 1] == " " and (noun := SAID_NOUN.match(reason)):
        reason = reason[noun.end():]  # ("D – Wrong direction: ACS enabled hurts …": the verdict's noun goes with it)
    if verdict in ("true", "false") and match["said"]:
        reason = reason[lead.end():] if (lead := OF_STATEMENT.match(reason)) else reason  # ("Correct statement. cuFile …" -> "cuFile …"; not "This is description of …")
    if verdict and reason[:3] in ("on ", "for") and (counts := COUNTS.match(reason)):
        reason = capitalise(reason[counts.end():])  # ("D: wrong on two counts. The registry expects …": what the counts are)
    if match["verb"] is not None and len(letters) > 1 and reason[:4] in ("are ", "were"):
        reason = reason.split(None, 1)[-1]  # ("C and D are both over budget. …" -> "both over budget. …", of each)
    elif not verdict and name and len(letters) == 1 and len(name.split()) <= 4 and not name.isdigit() and NAME_VERB.match(reason):
        reason = f"{name} {reason}"  # ("Option A (16 GB) describes …" -> "16 GB describes …")
    start = reason[:48]  # (NAMED_VERDICT tried only where a mark or a dash is, in its reach)
    named = NAMED_VERDICT.match(reason) if not verdict and not name and len(letters) == 1 and (
        "—" in start or "–" in start or " - " in start or any(mark in start for mark in MARKS) or start[:1] in "\"“") else None
    if named:  # "(A) Perf Analyzer — wrong. It measures …", "(C) Model Analyzer ✔ — the one …": its name, then its verdict
        word = NOT_SAID.get(said := " ".join(named["word"].lower().split()), said) if named["word"] else ""  # (of the statement)
        positive = named["mark"] in POSITIVE_MARKS if named["mark"] else word in POSITIVE
        verdict = ("true" if positive else "false") if word in STATEMENT_VERDICTS else "correct" if positive else "wrong"
        reason, name, marked = reason[named.end():].strip(), named["name"].strip("\"“”"), True
    elif not verdict and reason and reason[0] in MARKS and reason[1:2] in ("", " ", "\t", "—", "–", "-", ":"):
        # "b) ✓" (a mark after the letter's bracket), "C) ✗ — wrong port": the mark is the verdict
        verdict, reason, marked = "correct" if reason[0] in POSITIVE_MARKS else "wrong", reason[1:].lstrip(" \t—–-:"), True
    named_after = NAME_AFTER.match(reason) if reason[:1] == "(" and not name and len(letters) == 1 else None
    if named_after and (not named_after[1] or named_after[1] == letters[0]):  # ("Why not A? (A = "GPUDirect RDMA")")
        name, reason, marked = named_after[2] or named_after[3], reason[named_after.end():].strip(), True
    quoted = QUOTED_LEAD.match(reason) if verdict and not name and len(letters) == 1 and reason[:1] in "\"“" else None
    if quoted:  # ('✘ B. "14.3 kW" — DGX B200 figure': the option restated, then why)
        name, reason, marked = quoted[1], SAID_AGAIN.sub("", reason[quoted.end():], count=1), True
    # (a table's cells: "[A] 2 → 1 → 4 → 3 | ✗ | The receiver …")
    return tuple(letters), verdict, reason.lstrip("| ") if reason[:1] == "|" else reason, marked, name and name.rstrip(" |")


def bare(item: str) -> bool:
    """The item is a head with no note ("Option A" alone on its line, "Option B — correct"): its note is what follows."""
    found = head(item)
    return bool(found) and not found[2]


def verdict_after(text: str, start: int) -> str:
    """The verdict said of a named option right after its letter ("Adding instances (C) is the right
    fix"): as `head`'s, or ""."""
    match = VERDICT.match(text, start)
    return _verdict(match) if match else ""


def _verdict(match: re.Match[str]) -> str:
    """"wrong", "correct", "true" or "false", from a match of VERDICT's groups."""
    word = match["verdict"].lower()
    positive = (word in POSITIVE or word in ("good", "answer", "solution", "fix")) != ("not" in match["qual"].lower().split() or "n" in match["be"][-3:])
    noun = (match["noun"] or "").strip().lower()
    of_choice = not (of_statement := noun.startswith("statement")) and (bool(noun) or "the" in match["qual"].lower())  # "the correct answer"
    # (not "the only incorrect statement", "(D) is only one wrong statement": of the statement)
    if word in STATEMENT_VERDICTS or (word in ("correct", "incorrect") and not of_choice) or word in ("wrong", "right") and of_statement:
        return "true" if positive else "false"
    return "correct" if positive else "wrong"


# "Rejected: A (temperature only changes sampling), B (exact search …), C (costly). → D.": a label, then each
# letter with its reason in parentheses.
CHAIN_LABEL = re.compile(r"(?:rejected|ruled\s+out|eliminated|excluded|discarded|wrong|incorrect|kept|accepted|correct)"
                         r"(?:\s+(?:answers?|options?|choices?))?\s*[:—–-]\s*", re.I)
CHAIN_LETTER = re.compile(rf"(?:\s*(?:,|;|,?\s+and)\s*)?\(?({L})\)?\s*\(")


def chained(item: str) -> list[str]:
    """An item of a label over letters that each carry their reason in parentheses, as one item per letter
    with the label ("Rejected: A — temperature only …") and what follows the last; [item] when it is none."""
    label = CHAIN_LABEL.match(item) if item[:1] in "RrEeDdWwIiKkAaCc" else None
    if not label:
        return [item]
    parts, at = [], label.end()
    while (letter := CHAIN_LETTER.match(item, at)) and (close := _closing(item, letter.end())) > 0:
        parts.append(f"{item[:label.end()]}{letter[1]} — {item[letter.end():close].strip()}")
        at = close + 1
    rest = item[at:].lstrip(" .;,")
    return (parts + [rest] if rest else parts) if len(parts) >= 2 else [item]


def _closing(text: str, start: int) -> int:
    """The index of the ")" that closes the "(" before `start`, or -1."""
    depth = 1
    for at in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[at], 0)
        if not depth:
            return at
    return -1


# An item that gives its option's gist, then its verdict as a sentence of a word: "(D) The NCCL_IB_HCA variable is not set.
# No. That variable only tells NCCL …".
SO_ANSWER = re.compile(r"(?:so|and)\s+(?:it|this)(?:\s+one)?\s+is\s+(?:the|our)\s+answer\b[.!,;:]?\s*", re.I)
GIST_VERDICT = re.compile(r"(?P<gist>(?:[^.!?:\n]|[.:](?=\S)){3,160}?)(?:[.:]\s+(?P<word>No|Nope|Yes|[Cc]orrect|Right|[Ww]rong(?:\s+[a-z]+)?|[Ii]ncorrect|[a-z]{2,12}\s+(?:on\s+)?true|(?<=:\s)(?:true|false))[.!]|(?::\s+(?P<no>false|wrong|incorrect)|\.\s+(?P<nay>Wrong|False|Incorrect)),(?=\s)|\s[—–-]\s+(?P<dash>[Cc]orrect|[Ww]rong|[Ii]ncorrect|[a-z]{2,12}\s+(?:on\s+)?true)(?:[.!]|,(?=\s)))\s+(?=\S)")  # ("Model Analyzer: wrong track.", "Q, S, T, P, R - correct. …", "… - wrong, for …", "initcheck: drives true.")


def gist_verdict(name: str | None, verdict: str, reason: str, negated: bool) -> tuple[str | None, str, str]:
    """(name, verdict, reason) of an item with no verdict of its own whose reason starts with its option's gist and a one-word
    verdict (GIST_VERDICT): the gist is the option's name, the rest its reason; as they were otherwise, and to a "Which is
    NOT true?" question, whose "No." may deny the statement; a letter called wrong "so it is the answer" is the answer."""
    if verdict == "wrong" and reason[:3].lower() in ("so ", "and") and (answer := SO_ANSWER.match(reason)):
        return name, "correct", reason[answer.end():]  # ("(D) – This one is NOT correct, so it is the answer. …": the false one)
    said = GIST_VERDICT.match(reason) if not verdict and not negated else None
    if not said or (said["no"] or said["word"] in ("true", "false")) and (";" in said["gist"] or len(said["gist"]) > 100):  # (not a setting: "…; both need enable: true.")
        return name, verdict, reason
    return name or said["gist"], "correct" if (word := said["word"] or said["dash"] or said["no"] or said["nay"]).capitalize() in ("Yes", "Correct", "Right") or word.endswith("true") else "wrong", reason[said.end():]
