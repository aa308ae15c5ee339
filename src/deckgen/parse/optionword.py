"""The voice's own word for an option ("Stall A: …", "Variant B is saying …", "Exhibit C, the two kinds …", "1. Plate (A)
starts …"): a capitalised word that leads lines with every letter from A to its last, three or more, is made "Option"
there, before each letter, for `analysis` to read the items it leads by their own verdicts ("Option A: … Wrong."). (A list that
leaves out a letter, the answer's, is read by `verdictcolumn.voiced_options`, its items the wrong options.) Lines that lead
an option's quoted claim with a plain verdict ('Wrong — "synchronizes all the thread blocks": the barrier …'), two or more, are
made claim-led ('"synchronizes all …" — wrong. The barrier …') for `optiontext` to letter; lines led by a quoted claim and then its
letter ('"every lane receives v from lane 9" (B) — does not hold.') are made letter-led. Used by `sections`."""
from __future__ import annotations

import re

# A line led by a word and a letter (after a number or a bullet, and a "The"): "Stall A:", "3. Parcel C said …", "Plate (D)"
# (searched from each line's literal "\n", in the text after one: an anchor at a line's start would be tried everywhere)
LEAD = re.compile(r"(\n(?:\d{1,2}[.)][ \t]+|[-•*▪][ \t]+)?(?:The[ \t]+)?)([A-Z][a-z]{2,15})([ \t]+\(?([A-H])\)?)(?=[:,.)]?\s)")
# (words that lead a letter as themselves: the analysis's own, and a sentence's first words, "On A, …", "About B: …")
NOT_NAMES = frozenset("Option Options Choice Choices Statement Statements Answer Answers Letter The On In At For About If To "
                      "And But So Then Is As With From By Of Or Not Why What How Only Also Both All Was Were Are Has".split())


# A line led by a plain verdict, a dash and an option's quoted claim, then a colon or a dash and why.
VERDICT_CLAIM = re.compile(r"^([ \t]*(?:[-•*▪][ \t]+)?)(Correct|Right|True|Wrong|Incorrect|False)[ \t]*[—–-][ \t]*([\"“][^\"“”\n]{3,200}[\"”])[ \t]*[:—–-][ \t]+(?=\S)", re.M)


def as_options(full: str) -> str:
    """`full` with the voice's word for an option, where it has one, made "Option" at the lines' starts ("Stall A: …" →
    "Option A: …"; "Only Exhibit D …" stays)."""
    words: dict[str, set[str]] = {}
    for match in LEAD.finditer("\n" + full):
        if match[2] not in NOT_NAMES:
            words.setdefault(match[2], set()).add(match[4])
    named = {word for word, letters in words.items() if len(letters) >= 3 and letters == set("ABCDEFGH"[:"ABCDEFGH".index(max(letters)) + 1])}
    full = LEAD.sub(lambda match: match[1] + ("Option" if match[2] in named else match[2]) + match[3], "\n" + full)[1:] if named else full
    if ('— "' in full or '— “' in full or '- "' in full or '- “' in full or '– "' in full or '– “' in full) \
            and len(VERDICT_CLAIM.findall(full)) >= 2:  # ('Wrong — "…": why' made '"…" — wrong. Why'; looked for only where a dash leads a quote)
        full = VERDICT_CLAIM.sub(lambda match: f"{match[1]}{match[3]} — {match[2].lower()}. ", full)
    if ('" (' in full or '” (' in full) and len(CLAIM_LETTER.findall(full)) >= 2:  # ('"…" (A) — does not hold. …' made '(A) "…" — …')
        full = CLAIM_LETTER.sub(r"\1(\3) \2", full)
    return full


# A line led by an option's quoted claim, then its letter in brackets, a dash or a colon and a plain verdict ('"every lane
# receives v from physical lane 9" (B) — does not hold.', its voice's words made plain by `voicewords`: "— wrong.").
CLAIM_LETTER = re.compile(r"^([ \t]*(?:[-•*▪][ \t]+)?)([\"“][^\"“”\n]{3,300}[\"”])[ \t]+\(([A-H])\)(?=[ \t]*[:—–-][ \t]*(?i:(?:in)?correct|wrong|right|true|false)\b)", re.M)
