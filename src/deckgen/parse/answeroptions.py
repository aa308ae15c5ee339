"""The one-line answer from the answer options' own texts, where the raw text lists them: each option briefly when there
are several (cut at a complete clause until they fit on one line together), never cut before half its claim, the
other side of what the question compares, or a name or number the question asks about. Used by `answertext`."""
from __future__ import annotations

import re

from . import answerform as form
from .answerpair import compares
from .answerpick import (AUXILIARY, BARE_COUNT, BRIEF, COMMAND_OPTION, COUNTED_NOUN, LETTER_REFERENCE, LETTER_WORDS,
                         NAMED_WORD, REASON_ONLY, joined)
from .answerkind import lowered
from .drawing_lines import has_verb
from .phrases import holds_any, word_count
from .words import keywords


def _main_clause_after(text: str) -> bool:
    """"Because A, B does C": a main clause follows the reason ("Because A, about 75% of it" has none)."""
    lead = form.REASON_LEAD.match(text)
    return bool(lead and AUXILIARY.search(text[lead.end():]))


def _drops_asked(line: str, text: str, stem_text: str) -> bool:
    """`line`, cut from the option `text`, has lost a name or a number the question asks about ("Which
    statement describes Xid 94 and Xid 95?": a cut that keeps only Xid 94 answers half of it)."""
    if len(line.split()) >= len(text.split()):
        return False
    kept = set(NAMED_WORD.findall(line))
    return bool((set(NAMED_WORD.findall(text)) - kept) & set(NAMED_WORD.findall(stem_text)))


# "Which statement correctly describes …": the option's every clause is its claim.
EXAMPLE_THEN_MORE = re.compile(r",\s+(?:for example|e\.g\.|such as|including)\s[^,;:]{1,40},\s+(?!and\b|or\b|etc\b)[a-z]")
STATEMENT_ASKED = re.compile(r"\b(?:statements?|describes?|true|correct(?:ly)?|accurate(?:ly)?)\b", re.I)
# What a cut leaves off that is a claim of its own: ", and the additional 4 GPUs can be borrowed …".
SECOND_CLAIM = re.compile(r"(?:,?\s+(?:and|but)\s+|;\s+(?:[^;,]{0,40},\s+)?)(?:(?:you|we)\s+[a-z]{2,}\b|(?:the|a|an|its|their|each|every|all|some|it|they|"
                          r"(?-i:[A-Z0-9]))\S*(?:\s+\S+){0,6}?\s+(?:is|are|was|were|can|cannot|may|must|will|does|do|has|have|stays?|runs?|gets?|"
                          r"[a-z]{3,}(?<!s)s)\b)|,?\s+(?:while|whereas)\s+\S\S*"
                          r"(?:\s+\S+){0,6}?\s+(?:is|are|was|were|can|cannot|may|must|will|does|do|has|have|stays?|runs?|gets?|[a-z]{3,}(?<!s)s)\b")  # (and
# ", and the BlueField-3 SuperNIC at the destination handles the out-of-order arrivals")
# To a question that compares two things, the other side ("…, while time-slicing only …"; "…; tokens per second reflects …").
OTHER_SIDE = re.compile(r",?\s+(?:while|whereas)\s+(?!\w+ing\b)[\w-]+\s|;\s+\S")


def _drops_last_item(line: str, text: str) -> bool:
    """`line`, cut from `text` inside its list ("X, two fibres | , and a transceiver in each adapter"), has lost its last item."""
    kept = line.rstrip(".")
    return ", " in kept and text.startswith(kept) and text.startswith((", and ", ", or "), len(kept)) \
        and not has_verb(text[len(kept) + 6:])  # (an item, not a clause: ", and the ranks cannot reach …")


def _drops_claim(line: str, text: str, claim: re.Pattern[str] = SECOND_CLAIM, anywhere: bool = False) -> bool:
    """`line`, cut from the statement `text`, leaves off a main clause with its own subject (`claim` there, or anywhere)."""
    kept = line.rstrip(".")
    return len(kept) < len(text.rstrip(". ")) and text.startswith(kept) \
        and (claim.search if anywhere else claim.match)(text, len(kept)) is not None


# Flags alone, as an option gives them ("--gpus=16", "-q -d TEMPERATURE"): no stop after them either.
FLAGS = re.compile(r"--?[A-Za-z][\w-]*(?:[= ][\w,.:/=-]+)?(?:\s+--?[A-Za-z][\w-]*(?:[= ][\w,.:/=-]+)?)*")


def from_options(texts: list[str], stem_text: str, asked: str, everything: str) -> tuple[str, str]:
    """The answer options' texts, each briefly when there are several (cut at a complete clause until
    they fit on one line together), with a leading "It" resolved."""
    referent = form.stem_referent(stem_text, asked, everything)
    counted = COUNTED_NOUN.search(asked) if len(texts) == 1 and BARE_COUNT.fullmatch(texts[0].strip()) else None
    if counted and texts[0].strip() not in ("1", "one"):  # ("2" to "… the minimum number of H100 GPUs": "2 H100 GPUs.")
        return f"{texts[0].strip()} {counted[1]}.", ""
    # (several answers: about WANT_WORDS together, as a learner reads a line; a few more for the "; " between them)
    limit = form.WANT_WORDS if len(texts) == 1 else (form.WANT_WORDS + 3) // len(texts)
    # "Because the states take 12 of 16 bytes." answers "Why …?" as a reason clause: the clause is the line.
    texts = [form.capitalise(REASON_ONLY.sub("", text)) if REASON_ONLY.match(text) and not _main_clause_after(text)
             else text for text in texts]
    plain = [_without_letters(_unquoted(text)) for text in texts]  # (as each limit is tried)
    if len(texts) == 1 and compares(asked) and OTHER_SIDE.search(plain[0]) and word_count(plain[0]) <= form.LONG \
            and (whole := form.fitted(plain[0], referent=referent, limit=form.MAX_WORDS, asked=keywords(plain[0]))):
        return whole, ""  # (both sides of what the question compares, a little over WANT_WORDS, before one side alone)
    while limit >= 6:
        lines = [form.fitted(text, referent=referent, limit=limit) for text in plain]
        if None in lines:
            return "", "the answer option does not read alone"
        if any(_drops_asked(line, text, stem_text) for line, text in zip(lines, texts)):
            return "", "the answer option is too long to cut without what the question asks about"
        if any(_drops_last_item(line, text) for line, text in zip(lines, plain)):
            return "", "the answer option is too long to cut without the last of its list"
        if len(texts) == 1 and (STATEMENT_ASKED.search(asked) and _drops_claim(lines[0], plain[0])
                                or compares(asked) and _drops_claim(lines[0], plain[0], OTHER_SIDE, anywhere=True)):
            return "", "the answer option is too long to cut without half its claim"
        line = joined(lines)
        if len(lines) == 1 and (COMMAND_OPTION.fullmatch(texts[0].strip()) or FLAGS.fullmatch(texts[0].strip())):
            return line.rstrip("."), ""  # (a command as its option gives it: "sbatch --nodes=1 --gres=gpu:8 train.sh")
        if len(lines) == 1 or line != lines[0] and len(line.split()) <= form.WANT_WORDS + 3:
            return line, ""  # (a limit is where a line is cut: a line with no clause to cut at may run over it)
        limit -= 4
    # Several long statements: each said briefly, its subject and first predicate before an example or a relative
    # clause ("HGX is a GPU baseboard platform, for example …, that …" -> "HGX is a GPU baseboard platform").
    briefs = [form.fitted(_brief(text), referent=referent) for text in plain]
    least = 4 if STATEMENT_ASKED.search(asked) else 2  # (a statement's subject and verb; a feature's name: "Dynamic batching")
    if least == 4 and any(EXAMPLE_THEN_MORE.match(text, len(_brief(text))) for text in plain):
        return "", "the answer option is too long to cut without half its claim"  # ("SHARP performs reduction
        # operations | , such as summation, inside the switch ASICs …": what makes it true is after the example)
    if len(texts) > 1 and all(brief and len(brief.split()) >= least and not _lead_only(brief) for brief in briefs):
        line = joined(briefs)
        if line != briefs[0] and len(line.split()) <= form.WANT_WORDS + 3:
            return line, ""
    return "", "the answer options do not fit on one line"


# A lead clause and what follows its comma ("If the plugin is enabled on the API server, pods" of "…, pods which request …")
LEAD_CLAUSE = re.compile(r"(?:if|when|whenever|once|unless|although|though|because|since|while|whereas|after|before)\b[^,]*,\s*(.*)$", re.I | re.S)


def _lead_only(brief: str) -> bool:
    """`brief` is a lead clause with no main clause after it: its subject alone, the verb cut off."""
    lead = LEAD_CLAUSE.match(brief)
    return bool(lead) and not has_verb(lead[1])


def _brief(text: str) -> str:
    """`text` before its first BRIEF, never inside a series ("its own SMs, memory slice | , and L2 cache slices")."""
    for match in BRIEF.finditer(text):
        if not (match[0].startswith(", and") and ", " in text[:match.start()]):
            return text[:match.start()]
    return text


def _unquoted(text: str) -> str:
    """An option that is a sentence quoted whole ('"sinfo -o "%N %G" prints … gpu:a100:8."', a note's words) without its
    quotes: a line is the claim (not '"input_type": "query"', quoted words at both ends)."""
    text = text.strip()
    return text[1:-1].strip() if len(text) > 3 and text[0] in "\"“" and text[-1] in "\"”" and text[-2] in ".!?" else text


def _without_letters(text: str) -> str:
    """LETTER_REFERENCE.sub("", text), searched only where its words are (`answerkind.lowered`)."""
    lower = lowered(text)
    return LETTER_REFERENCE.sub("", text) if not lower or holds_any(lower, LETTER_WORDS) else text
