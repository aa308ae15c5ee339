"""The answer a text states: "The correct answer is (A).", "Answer: C" on a line of its own, "Option B
is correct", "That's option D." (and the letters it only mentions as options). Used by `parse`."""
from __future__ import annotations

import re

from ..model import LETTERS
from .dialogue import asker, asking, names_asked, pointed_letters, replies_on, reported, speakers
from .keyclause import colon_sentence, picked, ruled_out, stated_by_clause
from .phrases import capitalise, holds_any
from .statedcount import L, LETTER_RUN, counted_letters, plain_stated, reads_out, upper_listed

# A stated answer: "The correct answer is D.", "Answer: C" on a line of its own, "Option B is correct" (its letters upper case under re.I).
STATED = re.compile(
    rf"\b(?:correct|right|best)\s+(?:(?:next|first)\s+)?(?:answers?|options?|choices?|move|pick|call|fix|step|action)\s+"
    rf"(?:is|are|would be|here is)\s*:?\s*(?:options?\s+|choices?\s+)?{LETTER_RUN}"  # (and "So the right next step is C: drain, …")
    rf"|\b(?:options?|choices?|answers?)\s+{LETTER_RUN}\s+(?:is|are)\s+(?:the\s+)?(?:correct|right|best)\b"
    rf"|\b(?:correct|right|best)\s+(?:answer|option|choice)\s+\(((?-i:{L}))\)\s+is\b"  # ("The correct choice (C) is therefore: …")
    rf"|(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?\s+(?:\([^()]{{1,40}}\)\s+)?is\s+(?:the\s+)?correct\b"  # ("Only D (18–27 °C) is correct.", "[B] is CORRECT!")
    rf"|(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?\s+is\s+[^\W\d_]+\s+\((?:correct|right|true)\)"  # ("Sequence D is durıs (correct): …")
    # "B is the right choice", "(C) is the best answer", "C is the right picking order"
    rf"|(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?\s+is\s+(?:the\s+)?(?:(?:right|best|winning)\s+(?:(?-i:[a-z]{{3,12}})\s+)?(?:answer|option|choice|sequence|order|move|step|pick|call)\b|answer(?=\s*[.!;]|\s*$))"  # ("C is the winning move", "B is the answer.", "[C] is the best next step.")
    # "The answer is (D).", "… That's option D." (a sentence that only points at the answer)
    rf"|\b(?:the|so,?|our|my)\s+(?:final\s+|good\s+)?answer(?:\s+correct)?(?:\s+to\s+(?:(?:this|the)\s+question|\w+),?)?(?:\s+(?:is|would be)|['’]s)\s*:?\s*(?:options?\s+|choices?\s+)?{LETTER_RUN}"  # (and "So, answer is C.",
    # "So yeah, the answer's C, …", "So the answer correct is C.")
    rf"|(?:^|(?<=[.!?]\s)|(?<=\n))(?:So,?\s+)?correct\s+(?:ones?\s+)?(?:is|are)\s*:?\s*(?:answer\s+|option\s+|variant\s+)?{LETTER_RUN}(?=\s*(?:[.!;,—–]|$))"  # ("Correct is B.", "So, correct are A and C",
    # "Correct is answer a.")
    # "The best is D.", "The appropriate setting is D, device="mixed"." (the letter ends the clause)
    rf"|\bthe\s+(?:correct|right|best|appropriate|proper)\s+(?:(?-i:[a-z]+)\s+)?is\s+(?:therefore\s+|thus\s+|hence\s+)?(?:options?\s+|choices?\s+|the\s+letters?\s+)?"
    rf"{LETTER_RUN}(?=\s*(?:[.!;,]|$)|:\s|\s[—–-]\s)"  # (and "The correct order is therefore B: 3, 2, 4, 1, 5.", "… is D - 2, 4, 1, 5, 3")
    rf"|\b(?:(?:correct|right|true|best)\s+(?:(?-i:[a-z]+)\s+)?|answer\s+)is\s+the\s+(?:first|second|third|fourth|fifth|sixth|last)\s+"
    rf"(?:(?-i:[a-z]+)\s+){{0,2}}?(?-i:[a-z]+),\s+(?:options?\s+)?{LETTER_RUN}(?=\s*(?:[.!;]|$))"  # ("the true cause is the third explanation, C.")
    rf"|\bthe\s+winner(?:\s+is)?,?\s+(?:option\s+|choice\s+)?{LETTER_RUN}|(?:^|(?<=[.!?]\s)|(?<=\n))the\s+letter\s+is\s+{LETTER_RUN}(?=\s*[.!;]|:\s)"  # ("And the winner, choice B, …", "The letter is C: …")
    rf"|\b(?:keyed|correct|right)\s+(?:response|answer)\b[^.!?\n]{{0,40}}?\bis\s+(?:options?\s+|choices?\s+)?{LETTER_RUN}"  # ("The keyed response … is option B")
    rf"|(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?\s+is\s+(?:(?:our|my|your)\s+(?:answer|pick|choice)\b|(?:our|my|your|the)\s+(?:sound|right|best|winning)\s+(?-i:[a-z]{{3,12}})(?=[.!:](?:\s|$)))"  # ("D is your sound joint.", "… the sound rope: …")
    rf"|(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?\s*(?:,|and|&)\s*{LETTER_RUN}\s+are\s+(?:both\s+|all\s+)?(?:correct|right)\b"  # ("B and D are correct",
    # "statements [B] and [D] are correct")
    rf"|(?:^|(?<=[.!?]\s))(?:final\s+)?(?:(?:correct|right)\s+(?:answers?|options?|choices?|responses?|sequences?|orders?)|answers?)\s*:\s*{LETTER_RUN}(?=\s*(?:[.!;,]|$))"
    rf"|(?<=[,;.!]\s)(?:answer\s+{LETTER_RUN}|(?:option|choice|letter)\s+{LETTER_RUN}\s+(?:on|in)\s+(?:the|your|our)\s+(?:sheet|card|list|paper|page))(?=[.!]?$|[.!]\s)"  # ("… is the one about casting without scaling, answer C.", and "It is the node-installer, option C.")
    rf"|(?:^|(?<=[.!?]\s)|(?<=\n))(?:So,?\s+)?(?:it|that|this|the\s+(?:cause|culprit|fix|answer|tool|component|command))\s+(?:is|was)\s+(?!not\b)[^,.;:!?\n]{{2,50}},\s+(?:option|letter|choice)\s+{LETTER_RUN}(?=\s*(?:[.!:]|$))"
    rf"|(?:^|(?<=[.!?]\s)|(?<=\sand\s)|(?<=,\sso\s))(?:that's|that’s|that is|this is|it's|it’s|it is|so it's|so it’s)\s+"  # (and "… — and it is option B.", "…, so this is option D.")
    rf"(?:option|choice|answer)\s+"
    rf"{LETTER_RUN}(?=\s*(?:[.!;]|$))", re.I)
# The answer to "Which is NOT true?" stated as the false one: "the statement that is NOT correct is (C)", "The false statement
# is C", "Statement C is false" (to another question, a letter called false is a wrong option: read only where it is negated).
# The option's words between commas after its letter, quoted or not: 'statement C, "the operator creates …", is the false one'.
_GIST = r"(?:,\s*[\"“][^\"“”\n]{1,250}[\"”],|,[^,.;:\n]{1,120},)?"
STATED_FALSE = re.compile(
    rf"\bthe\s+(?:statement|option|choice|one|answer|affirmation|claim|sentence)\s+(?:that|which)\s+(?:(?:(?:is|are)\s+not|isn['’]t|aren['’]t)\s+(?:correct|true|"
    rf"accurate|valid)|(?:does\s+not|doesn['’]t)\s+hold)(?:,[^,.;:\n]{{1,60}},)?,?\s+(?:it\s+)?(?:is|are)\s*:?\s*(?:the\s+)?(?:statement\s+|option\s+)?{LETTER_RUN}"  # (", it is the B": non-native; "that isn't true, the one to choose, is [B]")
    rf"|\bthe\s+(?:false|incorrect|inaccurate|untrue|wrong)\s+(?:statement|one)\s+(?:is|are)\s*:?\s*"
    rf"(?:statement\s+|option\s+)?{LETTER_RUN}"
    rf"|\b(?:statement|option|choice)\s+{LETTER_RUN}{_GIST}\s+is\s+(?:the\s+)?(?:false|incorrect|inaccurate|untrue|wrong\s+one|"
    rf"not\s+(?:true|correct|accurate))\b(?!\s+(?:because|since|as)\b)"  # ("Statement E is the wrong one.")
    rf"|(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?\s+is\s+the\s+(?:statement|one|option|choice)\s+(?:that|which)\s+is\s+not\s+"
    rf"(?:correct|true|accurate|valid)\b"
    # "Statement C is the misconception the question targets." (the false one, in other words)
    rf"|(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?\s+is\s+the\s+(?:misconception|myth|fallacy|trap|fake|impostor|(?:false|incorrect|untrue)\s+(?-i:[a-z]+))\b"  # (and
    # "B is the fake", "so (D) is the false one", "[D] is the false statement", "(B) is the false pipe")
    # "D is the practice that does NOT improve cooling efficiency." (the question's own verb, denied)
    rf"|(?<![\w(\[])[(\[]?((?-i:{L}))[)\]]?\s+is\s+the\s+(?:only\s+)?[a-z]+\s+(?:that|which)\s+(?:does|do|will|would|can)\s+not\b"
    # "That makes option (c) the odd one out.", "The odd one out is D" (the one the others' kind excludes)
    rf"|(?<![\w(])\(?((?-i:{L}))\)?\s+(?:is\s+)?the\s+odd\s+one\s+out\b"
    rf"|\bthe\s+odd\s+[a-z]+\s+out\s+is\s*:?\s*(?:option\s+|choice\s+)?{LETTER_RUN}"  # (and "the odd boot out is A")
    rf"|\bthe\s+odd\s+one\s+out\s+is\s[^.!?\n()]{{1,160}}\(((?-i:{L}))\)(?=\s*[.!;]|\s*$)", re.I)  # ("The odd one out is the
# NVIDIA A100 80GB (D).")
# "The exception is statement (c).", "(C) is the exception" (to "… are correct EXCEPT:"; a letter in parentheses may be lower case).
_ONE = rf"(?:\(([{LETTERS}{LETTERS.lower()}])\)|((?-i:{L}))(?![\w-]))"
# ("Option D, opening the containment …, is the exception": the option's gist between commas)
EXCEPTION = re.compile(rf"\bthe\s+exception\s+is\s*:?\s*(?:statement\s+|option\s+|choice\s+)?{_ONE}"
                       rf"|(?<![\w(-]){_ONE}(?:,[^,.;:\n]{{1,200}},)?\s+is\s+the\s+exception\b", re.I)  # (never a flag's letter: "The statement about -G is the exception")
# The answer's letters in parentheses at the end of the sentence that states it: "The two correct statements are the one about
# block-based allocation and the one about iteration-level scheduling (A and C)." (tried where "correct" or "right" is)
PAREN_STATED = re.compile(rf"(?:correct|right)\s+(?:[a-z]+\s+)?(?:are|is)\s[^.!?\n()]{{0,160}}"
                          rf"\(((?-i:{L}))(?:\s*(?:,|and|&)\s*((?-i:{L})))?(?:\s*,?\s*(?:,|and|&)\s*((?-i:{L})))?\)(?=\s*[.!;]|\s*$)", re.I)
PAREN_FALSE = re.compile(rf"\b(?:false|incorrect|untrue|wrong)\s+(?:statement|one|option|choice|claim)\s+(?:is|are)\s[^.!?\n()]{{0,160}}"
                         rf"\(((?-i:{L}))\)(?=\s*[.!;]|\s*$)", re.I)  # (to a NOT question: the false one's letter)
# "Answer is A: turn on …" opening a sentence (with no "The": the letter then ends a clause).
ANSWER_IS = re.compile(rf"(?:(?:^|(?<=[.!?]\s)|(?<=\n))Answer|(?<=:\s)answer)(?:\s+is|['’]s)\s+{LETTER_RUN}(?=\s*[:.;,)—–]|\s*$|\s+[^\W\d_A-Z]{{1,4}}[.!])")  # ("… A, C and E.", "… A nhé.")
# "That's C." alone, as the analysis's last item (its letter, case-sensitive, ends the sentence).
# ("→ D." after a label's letters, "That leaves (C)." after the wrong ones)
POINTED = re.compile(rf"(?:(?:that's|that’s|that is|so it's|so it’s|so that's|so that’s|that leaves|which leaves|"
                     rf"this leaves)\s+(?:only\s+|just\s+)?|→\s*)\(?((?-i:{L}))\)?[.!]?", re.I)
ARROW_NAMED = re.compile(rf"(?:=>|->|→)\s*\(?((?-i:{L}))\)?[.:]?(?:\s+[^\n]{{1,60}})?")  # ("=> B  dcgmi diag -r 3", "→ (A). …")
TRUE_STATEMENT = re.compile(rf"(?:\bthe\s+|(?:^|(?<=[.!?]\s)|(?<=\n))(?:So\s+)?)(?:correct|true|accurate|right)\s+statement\s+is\s*:?\s*(?:statement\s+)?{LETTER_RUN}"
                            rf"|\bstatement\s+{LETTER_RUN}\s+is\s+(?:the\s+)?(?:correct|true|accurate|right)\b",
                            re.I)  # (and "Statement (A) is correct. …", a non-native "So true statement is A.")
# A voice's label before the answer's letters, leading the short explanation or on a short line of its own ("Play call: A.
# Xid 74 is …", "Final score: B and D.", "CLOSING BELL: B.", "Game, set and match: C, 56 pods …"); never a label of the
# wrong ones ("Why other option wrong: B, D and F …") nor of a runner-up ("Close second: B").
LABELED = re.compile(rf"[ \t]*(?P<label>[^\W\d_][\w'’-]*(?:[ \t,]+[\w'’-]+){{0,7}})[ \t]*:[ \t]*(?:(?:Yes|Yeah|Exactly|Right)[:,!]?[ \t]+)?{LETTER_RUN}"
                     rf"(?=[ \t]*[.!]+(?:\s|$)|[ \t]*$|[ \t]+[^\w\s|?]|,[ \t]+(?!{L}\b)(?![^.!?\n]*\?))")  # (not a question: "Learner: D, then?")
NOT_ANSWER_LABEL = re.compile(r"\b(?:wrong|incorrect|false|not|out|fail\w*|traps?|myths?|distractors?|decoys?|eliminat\w*|reject\w*|"
                              r"bad|avoid|second|runners?|tempting|close|almost|nearly|popular|common|people|herrings?|why|how|"
                              r"step|steps|question|options?|choices?|statements?|if|but|your?|selected|picked|chos\w+|guess\w*|"
                              r"signature|signed|names?|authors?|teacher|by|apprentice|trainee|student|learner|junior|intern|rookie|novice|pupil)\b|[_\d]"  # (nor an initial, "Signature: D. Mendes", nor a learner's guess, "Apprentice: D, then.")
                              r"|^(?:first|third|next|then|last|finally|before|after)\b", re.I)  # (nor a step's: "First: A, then C")
# "So B it is." closing a paragraph (no clue word: looked for where " it is" is); "ok so its C, the cpu …", "So it's B." (the letter ends the clause)
SO_ITS = re.compile(rf"\bso\s+it(?:['’]?s|\s+is)\s+(?:options?\s+|choices?\s+)?{LETTER_RUN}(?=\s*(?:[.!;,]|:\s|$))", re.I)  # ("So it is D: …")
IT_IS = re.compile(rf"(?:^|(?<=[.!?:]\s))(?:So\s+)?(?:option\s+|choice\s+)?\(?((?-i:{L}))\)?\s+it\s+is(?:[.!]|\s*[:—–]\s|,\s)", re.I | re.M)  # ("NIGEL: C it is.")
# A sentence that is only the answer's letters after "So", at the end of its line ("… go to zero. So B and C."; "So: d.",
# "So B and D, that's the pair.", "So B, it is correct."), or a conclusion that names it: "So the next step is …, which is choice A."
SO_LETTERS = re.compile(rf"(?:^|(?<=[.!?]\s))So[,:]?\s+(?:options?\s+|choices?\s+)?{LETTER_RUN}(?:[.!]?[ \t]*$|,\s+(?:that['’]s|that\s+is|"
                        rf"those\s+are)\s+(?:the|our|my|your)\s+(?:pair|trio|two|three|answers?|picks?|ones?)\b|,\s+it(?:['’]s|\s+is)\s+(?:correct|right|the\s+answer)[.!])|(?:^|(?<=[.!?]\s))So,?\s+the\s+(?!(?:[a-z-]+\s+){{0,3}}?(?:wrong|bad|false|incorrect|worst|trap|mistake|myth)\b)(?:[a-z-]+\s+){{0,3}}(?:is|are)\s+[^.!?\n]{{1,160}}?,\s+which\s+(?:is|are)\s+(?:options?\s+|choices?\s+|answers?\s+){LETTER_RUN}(?=\s*[.!]?[ \t]*$|[.!]\s)", re.I | re.M)
# "So the only boat that comes out … still floating is (B).": a conclusion that singles out one letter at its line's end (not "So
# the only one that fails is (B)").
SO_THE_ONLY = re.compile(rf"(?:^|(?<=[.!?]\s))So,?\s+the\s+only\s+(?![^.!?\n]*\b(?:wrong|incorrect|false|not|never|fails?|bad|traps?|mistakes?)\b)"
                         rf"[^.!?\n]{{1,140}}?\s+(?:is|was)\s+(?:option\s+|choice\s+)?\(?((?-i:{L}))\)?[.!]?[ \t]*$", re.M)
# "That's B and D!" ("So that's A and B.", "…, and that's C."): a sentence that is only the answer's letters after "That's" (not after a question: `dialogue.names_asked`).
THATS = re.compile(rf"(?:(?:^|(?<=[.!?]\s))(?:(?:So|And),?\s+that['’]s|That['’]s|That\s+is|This\s+is|It['’]s|It\s+is)|(?<=,\sand\s)(?:(?:that|it|this)(?:['’]s|\s+is)|they(?:['’]re|\s+are)))\s+(?:(?:option|letter)\s+)?{LETTER_RUN}(?:\s+(?:on|in)\s+(?:the|your|our)\s+(?:sheet|card|list|paper|page))?(?=\s*[.!](?:\s|$)|:\s|\s[—–-]\s(?![^.!?\n]{{0,40}}\b(?:trap|dud|wrong|mistake|decoy|distractor|not|no|bad|false|incorrect|out)\b)|,\s+(?!(?-i:{L})\b)(?!(?:and|but)\s+(?:it|that)(?:['’]s|\s+is)\s+(?:a\s+)?(?:dud|wrong|out|not|no|bad|false|incorrect)\b))", re.M)
# (and "That's C, start opensm on a node …", "It's (C), --set driver.enabled=false": the letter, then what it says; not "That's B, and it's a dud.")
LEAVES = re.compile(rf"(?:^|(?<=[.!?]\s))(?:That|This|Which|It)\s+leaves\s+(?:only\s+|just\s+)?(?:option\s+)?"
                    rf"\(?((?-i:{L}))\)?(?=\s*[.!]|\s*$|\s+as\s+the\s+(?:exception|answer|odd\s+one\s+out)\b)", re.M)
# "… which makes D the only move.", "making (B) the right answer", "…, which makes it [B]."
MAKES = re.compile(rf"\b(?:makes|making)\s+(?:option\s+|choice\s+)?\(?((?-i:{L}))\)?\s+the\s+(?:only|right|correct|best)\s+"
                   rf"(?:move|answer|choice|option|pick|one)\b|\b(?:which|that)\s+makes\s+it\s+[(\[]?((?-i:{L}))[)\]]?(?=\s*[,.!;]|\s*$)")
# A line that leads with the answer ("Answer: A. …", "Correct: B. …", "- Correct pick: C, run …"), "Right one is (C)
# NVIDIA NIM", "B (run nccl-tests …) is the one you want first", a poll's "(A) 71% — correct".
LINE_LEAD = re.compile(rf"[ \t\-•*]*(?:[✅✔✓☑][ \t]*)?(?:(?i:(?:the\s+)?(?:correct|right)(?:\s+(?:answer|pick|choice|option|one|(?-i:[a-z]{{3,12}})))?"
                       rf"|(?:quiz(?:\s+version)?\s+|keyed\s+)?(?:answer|ans|key)|root\s+cause))[ \t]*[:=—–-][ \t]*(?:\(|\[(?=.\]))?({L})[)\]]?"
                       rf"(?:[ \t]*(?:,|and|&)[ \t]*\(?({L})\)?)?(?:[ \t]*(?:,|and|&)[ \t]*\(?({L})\)?)?"  # ("Key: A, B, C")
                       rf"(?=[.;,:)]|[ \t]+[—–-]|[ \t]+\(|[ \t]*$|(?<=\])[ \t])")  # ("Quiz key: C (drain the node …).", "Answer: [C] 252 s")
RIGHT_ONE_IS = re.compile(rf"\b(?i:right|correct)\s+one\s+is\s+\(?({L})\)?(?![\w-])")
ONE_YOU_WANT = re.compile(rf"(?<![\w(])\(?({L})\)?\s+(?:\([^()\n]{{1,80}}\)\s+)?is\s+the\s+one\s+(?:you\s+want|to\s+(?:pick|choose))\b"
                          rf"|\bthe\s+one\s+(?:we|you)\s+want\s+is\s+\(?({L})\)?(?![\w-])|(?:^|(?<=[.!?]\s))\(?({L})\)?\s+is\s+the\s+(?:one|answer|cause|culprit)(?=\s*[:.!]|\s+[—–]\s)", re.M)  # ("So the one we want is (C), 168 GB.", "C is the one: …")
POLL_RIGHT = re.compile(rf"(?m)^[ \t]*\(({L})\)\s+\d+\s*%\s*[—–-]\s*(?i:correct)\b")
LEAD_STARTS = ("answer", "correct", "right", "the correct", "the right", "quiz", "keyed", "key", "ans:", "root cause")  # (LINE_LEAD, tried on the lines that start so)
LEAD_CHARS = max(map(len, LEAD_STARTS))
STATED_LINE = re.compile(rf"(?:[✅✔✓☑]\s*)?(?:(?:the\s+)?correct\s+)?(?:answers?|keys?)\s*[:=—–-]\s*(?:options?\s+)?{LETTER_RUN}\.?", re.I)  # ("Key: B", "Correct answer: (C)" on a line of its own)
# The words every phrasing of a stated answer holds (none a prefix of another: see _clues).
GO_WITH = re.compile(rf"\b(?:we|I)\s+(?:(?:would|will)\s+)?go\s+with\s+(?:options?\s+|choices?\s+)?{LETTER_RUN}(?=\s*[.!,;]|\s*$)")
CLUE_WORDS = ("correct", "answer", "option", "choice", "right", "best", "appropriate", "winning", "true", "letter", "sound")
# A weaker sign: the text speaks of "option B" outside the analysis ("… option B, fixes that."; not "option A is wrong because …", nor
# "Switching to NO_SHARD, the option (B), is the herd …": what is said of it follows).
MENTIONED = re.compile(rf"\b(?:option|choice|answer)\s+\(?((?-i:{L}))\)?(?![\w-])(?!\)?,\s+(?:is|are|was|were|has|does|would|will|can)\b)"
                       rf"(?!(?:,[^,.\n]{{1,40}},)?\s+(?:is|are|was|would be)\s+(?:\w+\s+)?(?:wrong|incorrect|false|not|out)\b|\)?\s*[:—–-]\s*(?:wrong|incorrect|false|not|out)\b)", re.I)  # ("Answer B, X, is wrong"; "Option D: Wrong.")
SHORT_LEAD = re.compile(rf"(?:(?:Do|Pick|Choose|Take|Go\s+with)\s+(?=\S+[.!]\s))?[(\[]?((?-i:{L}))[)\]]?(?:[.)]\s+(?=[A-Z])|:\s+(?=[a-z])|(?<=\])\.\s)")  # (led by the answer's letter alone: "A. Rule …", "D: call …", "Do A. A table …", "[A]. show() …")
SHORT_VALUE = re.compile(rf"\(?((?-i:{L}))\)?[,:]\s+(?:about\s+|~\s*|≈\s*)?\d+(?:\.\d+)?[^.;:!?\n]{{0,30}}\.(?:\s|$)")  # ("D, 32 GPUs. Kueue …", "C, 9.1875 MiB.", "C: 224 MiB.")
# ("C is the command. The --query-gpu option …": the letter the short explanation opens with, said to be what was asked)
SHORT_IS = re.compile(rf"\(?((?-i:{L}))\)?\s+is\s+the\s+(?:right\s+|correct\s+|best\s+(?:next\s+)?)?(?:command|tool|flag|option|choice|answer|one|fix|step|cause|"
                      rf"setting|component|pick|action|move)(?:[.!]|:\s)")  # (and "C is the best next action: make the tool choosy.", KV 6899)
KEY_LEAD = re.compile(r"(?:The|Your)\s+(?:[\w-]+\s+){0,3}?(?:is|would be)\s+\(?[A-H]\)?(?::|\s[—–]|,)\s+(?=[a-z])")
LETTER_VALUE_IS = re.compile(r"(?i:(?:(?:final|correct|right)\s+)?answer\s*:\s+)?[A-H],\s+(?:([^,]{1,40}),\s+is\s+the\s+(?:right|correct|true|best|sound)\s+[a-z]+|(\d+(?:,\d{3})*(?:\.\d+)?(?![\d,])[^,.;:!?]{0,30}))[.!]?")  # ("Final answer: D, 4,352 bytes per block.")
LETTER_IS_LEAD = re.compile(r"\(?[A-H]\)?\s+is\s+the\s+(?:[\w'’-]+,?\s+){0,3}?[\w'’-]+:\s+(?=\S)")  # ("B is the true one, boys: …")
CORRECT_STATEMENT = re.compile(  # (and "The correct is the letter C. WebDataset …", "It is A. A100-4-20C is …")
    r"^(?:the\s+)?(?:correct|right|best)\s+(?:answers?|options?|choices?)\s+(?:is|are)\b[^.]*?(?:\.\s+|$)"
    r"|^(?:the\s+)?(?:correct|right|best)\s+(?:answers|options|choices|ones)\s+are\s+\(?[A-H]\)?(?:(?:,|\s+and|,\s+and)\s+\(?[A-H]\)?)+,.*$"
    r"|^answers?\s*:\s*\(?[A-H]\)?[.,]?\s*|^(?:the\s+)?(?:correct|right)\s+is\s+(?:the\s+)?(?:letter\s+|option\s+)?\(?[A-H]\)?[.!]\s*"
    r"|^(?:it|that)(?:['’]s|\s+is)\s+(?:option\s+)?\(?[A-H]\)?[.!](?:\s+|$)|^(?:the\s+)?answer\s+is\s+\(?[A-H]\)?[.!](?:\s+|$)", re.I)


def stated_answers(text: str, wrong: set[str], negated: bool = False, notes: str = "", stem: str = "") -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(letters the text says are correct, letters it only speaks of as options, not called wrong); with `negated` (NOT true?),
    the false one's too; `notes`, the analysis's items, only for a clause that states it ("… That's your answer: A and C."); `stem`, the question."""
    # Only around the words every phrasing holds: one case-insensitive search of the whole text costs
    # more than all the rest of the analysis.
    text = upper_listed(text)  # ("The answer is a, c and e": the letters as options listed "a." … are read)
    stated, mentioned, lower, lines = set(), set(), text.lower(), text.split("\n")
    clues = _clues(lower)
    windows = [(max(0, start - 30), end + 40) for start, end in clues]
    for start, end in _merged(windows):
        named: list[tuple[int, int]] = []  # (the spans of "That's option A." after a question: no answer, nor a clue)
        for match in STATED.finditer(text, start, end):
            if names_asked(text, match):
                named.append(match.span())
            elif negated and (text[max(0, match.start() - 10):match.start()].lower().endswith("statement ") or " are " in match[0]) \
                    or match[0][:6].lower() == "answer" and reported(text, match.start()):  # ("Someone … wrote 720 px, answer A.": a guess)
                continue  # (to a NOT question, "So statement E is correct.", "(A), (B) and (E) are all correct": true statements, wrong answers)
            else:
                stated |= {letter for letter in match.groups() if letter}
        mentioned |= {m[1] for m in MENTIONED.finditer(text, start, end) if not any(a <= m.start() < b for a, b in named)
                      and not (text[max(0, m.start() - 8):m.start()].lower().rstrip().endswith(("that is", "that's", "that’s"))
                               and replies_on(text, m.start(), m[1]))  # ("… doesn't it?" / "… That is option B and it has …")
                      and not asking(text, m.end()) and not (text[m.end():m.end() + 1] == ":" and text[m.start() - 1:m.start()] == "\n")}  # (nor one a
    # question asks of: "Arben, option A, level 5 is …, no?"; nor an item's head: "Option E: 48 KiB is a single stage.")
    if not negated and "(" in text and any(f"({letter}" in text for letter in LETTERS):  # ("The two correct statements are the one
        # about … and the one about … (A and C).")
        stated |= {letter for start, _ in clues if lower[start] in "cr" and (match := PAREN_STATED.match(text, start))
                   for letter in match.groups() if letter}
    if negated and "(" in text and ("false" in lower or "incorrect" in lower or "untrue" in lower):  # ("False statement is the
        # one about vMotion (E).")
        stated |= {letter for match in PAREN_FALSE.finditer(text) for letter in match.groups() if letter}
    stated |= {letter for match in ANSWER_IS.finditer(text) for letter in match.groups() if letter} if "Answer is" in text or "Answer’s" in text \
        or "Answer's" in text or ": answer is" in text else set()  # ("Answer’s D, folks: …", "…: answer is B.")
    stated |= {match[1] for match in IT_IS.finditer(text)} if " it is" in text else set()  # ("… devices. So B it is.")
    if ":" in text:  # ("Play call: A. …", "Final score: B and D."; never a chat's guesses, "tina: C" after "Ricky: D")
        said = {tuple(letter for letter in match.groups()[1:] if letter) for line in (text[:120], *(colon_sentence(line)
                for line in lines if ":" in line[-60:])) if (match := LABELED.match(line)) and not NOT_ANSWER_LABEL.search(match["label"])
                and line.rstrip()[-1:] != "?" and match["label"] != asker(text, speakers(text)) and not reads_out(lines, match["label"])}  # (not the asker's guess, "Sonu: B, then."; and
        # a long line's sentence of its last colon: "… to the end-of-row racks. Final whistle: B.", "Losa: Yes. Write it in the book: A, C and D. Fakafetai.")
        stated |= set(next(iter(said))) if len(said) == 1 else set()
    stated |= {letter for match in SO_ITS.finditer(text) for letter in match.groups() if letter} if "so it" in lower else set()
    if "So " in text or "So:" in text:
        stated |= {letter for match in SO_LETTERS.finditer(text) for letter in match.groups() if letter}
    stated |= {match[1] for match in SO_THE_ONLY.finditer(text)} if "So the only" in text or "So, the only" in text else set()
    if "go with" in text:  # ("… it never runs a model. So we go with D, Triton Inference Server.")
        stated |= {letter for match in GO_WITH.finditer(text) for letter in match.groups() if letter}
    pointed = pointed_letters(text, THATS) \
        if "hat's " in text or "hat’s " in text or "hat is " in text or "It's " in text or "It is " in text or "This is " in text or "It’s " in text or "and it's " in text or "and it’s " in text \
        or "and this is " in text or "and they" in text else set()
    stated |= counted_letters(text, notes) if not negated else set()  # ("The two growth levers are B and C.", "B and D are the two …")
    if " makes " in text or " making " in text:
        stated |= {match[1] or match[2] for match in MAKES.finditer(text)}
    stated |= {match[1] for match in LEAVES.finditer(text)} if "leaves" in text else set()  # ("… That leaves (C).")
    stated |= stated_by_clause(f"{text}\n{notes}", negated, stem)  # ("the accurate comparison is D", "So the right one is the B")
    # (a line's first words lowered, not the line: its lower case starts with an ASCII word where theirs does)
    stated |= {letter for line in lines if line.lstrip(" \t-•*✅✔✓☑")[:LEAD_CHARS].lower().startswith(LEAD_STARTS)
               and (match := LINE_LEAD.match(line)) for letter in match.groups() if letter}
    stated |= picked(lines) | plain_stated(text)  # ("Pick E. With no X server …", "D is right.", "24,656 bytes, which is C.")
    if ">" in text and ("=>" in text or "->" in text) or "→" in text:  # ("=> B  dcgmi diag -r 3" on a line of its own; ">" first:
        # one character is found faster than a pair; a flashcard's "→ (A). …")
        stated |= {match[1] for line in lines if (line[:2] in ("=>", "->") or line[:1] == "→") and (match := ARROW_NAMED.fullmatch(line))}
    for found, pattern in (("one is", RIGHT_ONE_IS), ("is the one", ONE_YOU_WANT), ("one we want", ONE_YOU_WANT), ("is the answer", ONE_YOU_WANT),
                           ("is the cause", ONE_YOU_WANT), ("is the culprit", ONE_YOU_WANT), ("%", POLL_RIGHT)):  # (and "C is the answer: …", "C is the cause.")
        if found in text:
            stated |= {match[1] or match[match.lastindex] for match in pattern.finditer(text)}
    if not negated and "statement" in lower:  # ("The correct statement is A", "THE TRUE STATEMENT IS B.": to a NOT question, a true one)
        stated |= {letter for match in TRUE_STATEMENT.finditer(text) for letter in match.groups() if letter}
    if negated and holds_any(lower, ("not", "n't", "n’t", "false", "incorrect", "odd one", "misconception", "myth", "fallacy", "trap", "fake", "impostor", "wrong one")):
        stated |= {letter for match in STATED_FALSE.finditer(text) for letter in match.groups() if letter}
    if negated and "exception" in lower:
        stated |= {letter.upper() for match in EXCEPTION.finditer(text) for letter in match.groups() if letter}
    for line in lines:
        if len(line) <= 40:
            match = STATED_LINE.fullmatch(line.strip())
            stated |= {letter for letter in (match.groups() if match else ()) if letter}
    if not (stated and pointed - stated):  # (a letter only pointed at, where the answer is stated as another, named an option:
        stated |= pointed  # "… we call facilities to push more air. That is A." in a dialogue that says "The answer is D.")
    stated -= ruled_out(text) if not negated and " is " in text else set()  # (a guess "That’s D." a later "D is out." takes back)
    return tuple(sorted(stated)), tuple(sorted(mentioned - wrong - stated))


def pointed_answer(item: str) -> tuple[str, ...]:
    """The letter of an item that only points at the answer ("That's C.", "=> B  dcgmi diag -r 3") or states it on
    a line of its own ("Key: (A)", "ANS: B"), or ()."""
    match = POINTED.fullmatch(item.strip()) if len(item) < 20 else None
    match = match or (ARROW_NAMED.fullmatch(item.strip()) if len(item) < 80 and item[:1] in "=-" else None)
    match = match or (LINE_LEAD.fullmatch(item.strip()) if len(item) < 20 else None)
    return (match[1],) if match else ()


def _clues(lowered: str) -> list[tuple[int, int]]:
    """The spans of the CLUE_WORDS in `lowered`, leftmost and not overlapping, as a regex of them all would
    find them; found by str.find, one C loop per word (the regex tries seven words at every a, b, c, o and
    r: twice the time). No word is a prefix of another, so at most one matches where one starts: the
    occurrences in order, each after the last one taken."""
    found = []
    for word in CLUE_WORDS:
        at = lowered.find(word)
        while at >= 0:
            found.append((at, at + len(word)))
            at = lowered.find(word, at + 1)
    found.sort()
    clues, end = [], 0
    for span in found:
        if span[0] >= end:
            clues.append(span)
            end = span[1]
    return clues


def _merged(windows: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping (start, end) windows, in order, as one: each part of the text is searched once.
    (A window ends mid-text; what the patterns find needs no more than the 40 characters after a clue.)"""
    merged: list[tuple[int, int]] = []
    for start, end in windows:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def without_statement(sentence: str) -> str:
    """A sentence without its lead "The correct answer is D." (which says nothing about the subject), or its answer's
    letter ("C. There is no subnet manager on an Ethernet fabric.": the letter is no word of the line)."""
    if sentence[:1] not in "TtCcRrBbAa(DEFGHYI":  # (the first letters CORRECT_STATEMENT or a letter can start with: most sentences)
        return sentence.strip()
    if sentence[:1] in "TY" and " is " in sentence[:60] and (lead := KEY_LEAD.match(sentence)) \
            or " is the " in sentence[:12] and (lead := LETTER_IS_LEAD.match(sentence)):  # ("The right move is C: …", "D is the cause: …")
        return capitalise(sentence[lead.end():].strip())
    if (sentence[1:3] == ", " or ": " in sentence[:20]) and (value := LETTER_VALUE_IS.fullmatch(sentence.strip())):  # ("D, 28 steps.")
        return value[1] or value[2]
    return CORRECT_STATEMENT.sub("", SHORT_LEAD.sub("", sentence, count=1) if SHORT_LEAD.match(sentence) else sentence).strip()


# The words of a sentence that only states the key: "The true one is D.", "The correct ones are A, C and E.", "So: B.", "The right comparison is B."
KEY_WORDS = re.compile(r"\b(?:the|so|true|correct|right|best|answers?|ones?|options?|choices?|statements?|keys?|is|are|and|comparisons?|orders?|sequences?|causes?|culprits?|"
                       r"that['’]s|it['’]s|here|therefore|thus|hence|letters?)\b|\(?\b[A-H]\b\)?|[\s,.:;!&+()]", re.I)
LONE_LETTER = re.compile(r"(?<![\w'’-])[A-H](?![\w'’-])")
LETTERS_HAILED = re.compile(r"\(?[A-H]\)?(?:\s*(?:,|and|&)\s*\(?[A-H]\)?)*,\s+(?!(?:the|an?)\s)[a-z]+(?:\s+[a-z]+)?[.!]?")


def states_letters_only(line: str, text: str = "") -> bool:
    """Whether `line` says nothing but the key's letters ("The true one is D.": no line a recall card can show), or those and a
    word or two of the voice's own that `text` (the line's) uses nowhere else ("Tachles, the correct one is C.", "… C, amigos.")."""
    left = KEY_WORDS.sub(" ", line).split() if LONE_LETTER.search(line) else [""]
    return not left or bool(text) and len(left) <= 2 and all(w.isalpha() and len(re.findall(rf"\b{w}\b", text, re.I)) <= 1 for w in left) \
        or LETTERS_HAILED.fullmatch(line.strip()) is not None  # ("B and D, sir.": the letters, and whom the voice speaks to)

