"""An answer stated as a clause whose subject says it is the answer, in words of any voice: "the accurate comparison is D",
"the correct launch order is D", "So the right one is the B", "the answer spinning on the turntable is c — 100 Gb/s", "The
answer it is D." (the letter ends the clause; a letter in lower case only before a dash, a stop or a colon); "That's your
answer: A and C"; "so C is the call", "B is our pick"; letters after a label that says "answer" ("the answer: b and d.",
"Jogap (answer): b and d."); a subject that names what the question asks
for ("The cause is A, the missing toleration.", "The plant you want is B"); and the one option left ("So only B stays.",
"Only A - 2, 3, 1, 4, 5 follows the protocol.", "So yeah, only D, Run:ai, checks every box.", "(C) alone moves …"); a label that
says its letters are right or counts as many ("Correct ticket: C.", "it's two commands: (B) and (E)."). To a question that asks
for the false one, only a subject that says "answer" ("the accurate statement is B" is a true one there); never a
subject that denies ("the answer is not B", "Wrong answer: b."), nor the reader's pick ("Your answer: C"). And: a subject of
one word the question asks with ("The explanation is D: …" to "What is the most likely explanation …?"); a letter the answer's
words follow ("C is the sound shoe here.", "Option C, 2 → 5 → 4 → 1 → 3, is the one."); what it is named, then its letter
("So the best next action is the asynchronous save, B."); "That leaves B and D as the two …"; "the three we tick are a, c and
d"; and, for `stated`, "Answer D." or "Pick E." leading a line (`picked`) and the sentence of a line's last colon (`colon_sentence`).
Used by `stated`."""
from __future__ import annotations

import re

# "is B", "is the B", "is option B", "is variant c.", "are b and d.", "are B, C and E gyud." (after it, the clause ends, or a
# voice's particle and its stop; a letter in lower case only before a stop or a dash)
_IS_LETTERS = (r" (?:the )?(?:one of )?(?:(?:options?|variants?|letters?|choices?|answers?|items?) )?[(\[]?([A-Ha-h])[)\]]?(?:(?:,| and| &) [(\[]?([A-Ha-h])[)\]]?)?"
               r"(?:(?:,| and|, and| &) [(\[]?([A-Ha-h])[)\]]?)?(?=\s*(?:[.!;,—–]|:\s|$)|\s+[^\W\d_A-Z]{1,4}[.!])"
               r"(?!,?\s*(?:and|&)?\s*\(?[A-Ha-h]\b)")  # (the whole list: not "are B" of "are B, C and E gyud.")
# "is the asynchronous save, B.", "is the Python backend model with BLS, option [C].": what it is named, then its letter ending the sentence
IS_NAMED = re.compile(r" is (?:the |an? )?(?:[^,.;:!?()\n]{2,60}),\s+(?:(?i:option|choice)\s+)?[(\[]?(?P<letter>[A-H])[)\]]?(?=\s*[.!](?:\s|$)|\s*$)", re.M)
# (" is " and " are " each a literal the search skips to: one pattern for both would try every position)
IS_LETTER, ARE_LETTERS = re.compile(" is" + _IS_LETTERS, re.M), re.compile(" are" + _IS_LETTERS, re.M)
LOWER_END = re.compile(r"\s*(?:[.!—–]|:\s|$)|\s+only[.!]|,\s+\d")  # ("Answer is c only.", "The right collation is b: 2, 3, 4, 1.", "The right lump is b, 2 MiB.")
# The subject before it: "the", then a few words (one that says it is the answer among them), an "it" of a non-native voice.
SUBJECT = re.compile(r"(?:\b(?:the|our|my|your)\s+|^)((?:[\w'’-]+,?\s+){0,8})(?:it\s+)?$", re.I)  # ("the statement which is NOT correct,
# and therefore the answer, is c."; or no article, at the sentence's start: "Answer is c only.")
ANSWER_WORD = re.compile(r"\b(?:answer|correct|right|best|accurate|good|true|sound|keepers?|proper|appropriate|smart|wise|winners?|winning|pick|cause|culprit|answers|verdict|only)\b"
                         r"|(?<!next\s)(?<!first\s)\bcall\b|(?<!first\s)(?<!second\s)(?<!last\s)\bmove\b|\b(?:amount|total)\b|\bto\s+(?:choose|pick|select|take)\s*$"
                         r"|\bnext\s+(?:action|step|move)\b|\bto\s+\w+\s+next\b|\bto\s+(?:mark|tick|circle|underline|chalk|write\s+down)\b|\bchecks\s+out\s*$|\b(?:you|we)\s+(?:want|need|seek|are\s+after|are\s+looking\s+for)\s*$", re.I)  # (never
# "the next one is B": a walk through the options; "The plant you want is B", "The cause is A, the missing toleration.")
# To a question that asks for the false one, a subject that says it is false ("the incorrect reading is C"; not "the one
# that is not false")
FALSE_WORD = re.compile(r"\b(?:false|incorrect|untrue|wrong|inaccurate|odd|bad)\b|(?:\bnot|n['’]t)\s+(?:true|correct|accurate|right)\b", re.I)  # ("The one
# that's NOT true is D")
NOT_FALSE = re.compile(r"(?:\b(?:not|never|no)|n['’]t)\s+(?:\w+\s+)?(?:false|incorrect|untrue|wrong|inaccurate)\b", re.I)
# A word that denies (a subject's "the answer is not B"; an odd mark's "Definitely not our stop.", `verdictcolumn`)
DENIES = re.compile(r"\b(?:not|never|no|nor|nothing|none|wrong|false|incorrect|inaccurate|bad|worst)\b|n['’]t\b", re.I)
# "answer: A and C" (its literal first, the search skipping to it), after "That's your", "Here is the", …
ANSWER_LETTERS = re.compile(r"answers?\s*[:—–-]\s*\(?([A-H])\)?(?:\s*(?:,|and|&)\s*\(?([A-H])\)?)?(?:\s*(?:,|and|&)\s*\(?([A-H])\)?)?(?![\w-])")
THATS_YOUR = re.compile(r"\b(?:that['’]s|that\s+is|this\s+is|here['’]s|here\s+is)\s+(?:your|the|our|my)\s+$", re.I)
# "the answer: b and d.", "Jogap (answer): b and d.", "CAPTAIN'S ANSWER: c, nvidia-smi topo -m.", "answer for the logbook: B.", "The answer on your visitor card: D." (letters after a label that says "answer", in either
# case, each then a stop or a comma: never "answer: a combination of …")
_KEY_LETTERS = (r"s?(?:[ \t]+(?i:for|to|of|on)[ \t]+(?:the[ \t]+|this[ \t]+|your[ \t]+|our[ \t]+)?(?:[\w'’-]+[ \t]+)?[\w'’-]+|(?:[ \t]+[a-z][\w'’-]*){1,4}|\))?[ \t]*:[ \t]*[(\[]?([a-hA-H])[)\]]?(?:[ \t]*(?:,|(?i:and)|&)[ \t]*[(\[]?([a-hA-H])[)\]]?)?"
                r"(?:[ \t]*(?:,|(?i:and)|&)[ \t]*[(\[]?([a-hA-H])[)\]]?)?(?=[ \t]*[.,;!]|[ \t]*$)")  # ("FINAL ANSWER: B AND D.")
# (searched from "nswer" and "NSWER", literals, its first letter then looked at: one search in either case tries every position)
LOWER_KEY, UPPER_KEY = re.compile("nswer" + _KEY_LETTERS, re.M), re.compile("NSWER" + _KEY_LETTERS, re.M)
VERDICT_KEY = re.compile("erdict" + _KEY_LETTERS, re.M)  # ("… Safe route. Verdict: [A].": the label a verdict, its letters in brackets too)
# Before such a label, what makes it no key: a denial, or the reader's own pick ("Your answer: C ✗", "You selected: B")
NOT_KEY = re.compile(DENIES.pattern + r"|\b(?:your?|selected|picked|chose|guess\w*)\b", re.I)
# "Only A - 2, 3, 1, 4, 5 follows the protocol.", "So only B stays.": the one option that does what was asked, its gist after
# a dash or between commas; never one the rest of its clause denies ("Only B is wrong"), nor to a question that asks for the
# false one (only its one true claim would "hold").
_DOES = (r"(?:\s+[—–-]\s+[^.;!?\n]{2,60}?|,\s+[^,.;!?\n]{2,60},)?\s+(?i:still\s+|really\s+)?(?i:stays|remains|survives|is\s+left|follows|"
         r"fits|works|holds|passes|meets|matches|satisfies|checks|ticks|covers|does|gives|moves|keeps|gets|solves|fixes|answers|"
         r"is\s+(?:correct|right|valid))(?![\w-])([^.!?\n]*)")
# (each searched from a literal, "nly" or " alone", its letter or its sentence's start then looked for before it)
ONLY = re.compile(r"nly\s+(?i:option\s+|choice\s+|letter\s+)?[(\[]?([A-H])[)\]]?" + _DOES)
ALONE = re.compile(r" alone" + _DOES)
ONLY_START = re.compile(r"(?:^|[.!?:]\s|\n)(?i:(?:so|then|thus|hence|and)[, ]+(?:yeah,?\s+)?)?$")
ALONE_START = re.compile(r"(?:^|[.!?:]\s|\n)(?i:(?:so|then|thus|hence|and)[, ]+(?:yeah,?\s+)?)?[(\[]?([A-H])[)\]]?$")
# "Answer D, 1,048,576 tokens." (a sentence led by the label and its letter, nothing in it that denies: never "Answer B, the
# cache, is wrong …")
ANSWER_LED = re.compile(r"(?:^|(?<=[.!?]\s))Answer\s+[(\[]?([A-H])[)\]]?(?:,|\s+[—–-])\s(?P<rest>[^\n]*?)(?:[.!?](?=\s|$)|$)", re.M)
# "That leaves only A, a lower power limit …", "Which leaves Case D, …": the one letter the elimination leaves (then a stop, a comma
# or a dash; nothing in its sentence that denies)
LEAVES = re.compile(r"(?:(?:[Tt]hat|[Tt]his|[Ww]hich)\s+leaves\s+(?:only\s+|just\s+)?|(?:[Ii]t|[Tt]here)\s+(?:stays|remains)\s+only\s+)(?:(?i:option|choice|statement|answer)\s+|[A-Z][a-z]{1,12}\s+)?[(\[]?([A-H])[)\]]?(?:\s+(?:standing|alone))?(?=[,.;:!]|\s[—–-])"
                    r"(?P<rest>[^\n]*?)(?:[.!?](?=\s|$)|$)")
# "Mark it down as D", "Put it as B": the letter to write; "…: answer B and D.": the letters after a colon and "answer", at the sentence's end.
MARK_AS = re.compile(r"\b(?:[Mm]ark|[Pp]ut|[Ww]rite|[Cc]halk)\s+it\s+(?:down\s+)?as\s+[(\[]?([A-H])[)\]]?(?=\s*(?:[.!,;]|and\b|$))")
ANSWER_TAIL = re.compile(r"(?<=:\s)answers?\s+[(\[]?([A-H])[)\]]?(?:\s*(?:,|and|&)\s*[(\[]?([A-H])[)\]]?)?(?:\s*(?:,|and|&)\s*[(\[]?([A-H])[)\]]?)?(?=\s*[.!](?:\s|$))")
# "Which leaves the first one: …": the option the elimination leaves, by its place among the options.
ORDINALS, CODE_WORD = ("first", "second", "third", "fourth", "fifth"), re.compile(r"\S*[=_]\S*")
LEAVES_ORDINAL = re.compile(r"(?:[Tt]hat|[Tt]his|[Ww]hich)\s+leaves\s+(?:only\s+|just\s+)?the\s+(?i:(first|second|third|fourth|fifth))\s+one"
                            r"(?=[,.;:!]|\s[—–-])(?P<rest>[^\n]*?)(?:[.!?](?=\s|$)|$)")
# "ACHIEVEMENT UNLOCKED: A + D + E — …", "B + D.": letters joined by "+" at a line's or a label's start (from its literal)
REJECTS = re.compile(DENIES.pattern + r"|\b(?:reject|exclud|eliminat|discard|ruled|drop|trap|avoid|out\b)", re.I)
PLUS_LETTERS = re.compile(r"(?:^|[:!]\s+)[(\[]?([A-H])[)\]]?\s*\+\s*[(\[]?([A-H])[)\]]?(?:\s*\+\s*[(\[]?([A-H])[)\]]?)?(?=\s*(?:[.!,;:—–-]|$))", re.M)
# "Correct ticket: C.", "Your winning combo tonight: A, C and E.", "it's two commands: (B) and (E).": a label that says its
# letters are right, or counts them (as many as it says), then the letters and a stop (nothing in the label that denies)
_LETTERS3 = r"[(\[]?([A-H])[)\]]?(?:\s*(?:,|and|&)\s*[(\[]?([A-H])[)\]]?)?(?:\s*(?:,|and|, and|&)\s*[(\[]?([A-H])[)\]]?)?(?=\s*[.!;]|\s*$)"
COLON_LETTERS = re.compile(r":\s*" + _LETTERS3, re.M)  # (from its literal, the label then looked for before it)
LABELLED = re.compile(r"(?:^|(?<=[.!?]\s))(?P<label>(?:(?i:the|your|our|my)\s+)?(?i:correct|right|winning)\s+(?:[a-z]+\s+){0,2}?[a-z]+)\s*$")
COUNTED = re.compile(r"\b(?:it['’]s|it\s+is|that['’]s|that\s+is|these\s+are|the\s+answers?\s+(?:is|are))\s+(?P<label>(?P<count>two|three|four)\s+"
                     r"(?:[a-z]+\s+){0,2}?[a-z]+s|(?:your|our|my)\s+(?P<owned>two|three|four)(?:\s+[a-z]+){0,4})\s*$", re.I)  # ("that's your three for the bag: …")  # (never "… a step with two stages: A and B.")
COUNTS = {"two": 2, "three": 3, "four": 4, "pair": 2, "trio": 3}
# "Card D is our winner!", "(B) is the clear winner.", "…, so C is the call." (the call or pick only where its clause ends)
# "note C is the accurate one", "Statement a is pirka, the true one." (a letter in lower case only after its noun)
# ("C is the sound shoe here.", "D is the true news.", "Option C, 2 → 5 → 4 → 1 → 3, is the one.", "C is the change to make: …", "D's the one to drive into the
# yard.", "D is the seam that holds.", "B is the one cut to code: …", "B is the order that gets through the gate:", "B is the one that'll sail:"; not "A is the right idea, but …", "B is the trap to fall into", "C is the step to skip")
# (looked for from its literal " is " (or "’s": ONE_IS_S), the letter in the words before it: a search from every place costs more than the rest)
# The verbs of what a voice does with a wrong option ("the wheel to avoid", "the step to skip"): no letter so called is the answer.
SHUNNED = ("avoid|skip|ignore|drop|lose|fear|forget|miss|discard|reject|throw|toss|cull|strike|cross|dodge|fail|break|waste|worry|blame|doubt|"
           "leave|kill|stop|watch|fall|beware|shun")
ONE_IS_TAIL = (r"\s+(?:[^\W\d_]+,\s+)?the\s+(?:(?:accurate|true|right|correct|sound|valid|good)\s+(?-i:[a-z]+)|one(?=\s*[.!])|(?:one\s+)?(?!(?:trap|mistake|decoy|answer|"
               r"distractor|bait|lure|pitfall|error|myth|fake|odd)\b)(?-i:[a-z]+)\s+(?:to\s+(?!(?:the|an?|another|other|this|that|its|their|any|every|"
               rf"{SHUNNED})\b)(?-i:[a-z]{{2,}})(?:\s+(?-i:[a-z]+)){{0,3}}|that(?:['’]ll|\s+will)\s+(?:hold|work|fit|stand|pass|win|sail|fly|do)|that\s+"
               r"(?:holds|works|fits|stands|survives|passes|wins|(?:gets|goes|comes)\s+through(?:\s+(?!(?:only|not|no|never|if|when|unless|but)\b)(?-i:[a-z]+)){0,3})))"
               r"(?:\s+here)?(?=\s*(?:[.!;,:]|$))(?!,\s*(?:but|yet|though|although|except|however)\b)")
ONE_IS, ONE_IS_S = re.compile(r" is" + ONE_IS_TAIL, re.M), re.compile(r"['’]s" + ONE_IS_TAIL, re.M)  # ("D's the one to …": its own literal start, as fast)
ONE_LETTER_BEFORE = re.compile(r"(?:(?<![\w(\[-])(?:(?i:option|choice)\s+)?[(\[]?([A-H])[)\]]?|(?i:statement|option|choice|note)\s+[(\[]?([a-h])[)\]]?)"
                               r"(?:,[^,.;\n]{1,60},)?$|(?<![^\n])[(\[]?([A-H])[)\]]?\s[—–-]\s[^,.;:!?\n—–]{1,40}$"  # (and a line's "C - 16 GPU-hours …",
                               r"|(?:^|(?<=[.!?]\s))(?i:that|this)\s+(?-i:[a-z]+),\s+[(\[]?([A-H])[)\]]?,$")  # "That card, C, is the one to change.")
# "That leaves B and D as the two to foot.", "So the three we tick are a, c and d." (lower case: the list ends the sentence)
LEAVES_SOME = re.compile(r"(?:^|(?<=[.!?]\s))(?:That|This|Which)\s+leaves\s+(?:options?\s+)?[(\[]?([A-H])[)\]]?(?:,\s*[(\[]?([A-H])[)\]]?)?,?\s+"
                         r"(?:and|&)\s+[(\[]?([A-H])[)\]]?(?=\s*[.!]|\s+as\s+the\s+(?:two|three|answers|pair|trio)\b)", re.M)
COUNTED_LOWER = re.compile(r"(?:^|(?<=[.!?:]\s))(?:The|(?<=:\s)the|(?:So|Then|Thus|And),?\s+the)\s+(?P<count>two|three)\s+(?P<what>(?:[\w'’-]+\s+){0,8}?)"
                           r"(?:are\s+|(?P<tail>[\w'’-]+(?:,\s+[\w'’-]+)?):\s+)"  # ("So the three joints the water cannot come without, brother: a, b and d.")
                           r"(?P<first>[a-h])(?:,\s*(?P<second>[a-h]))?,?\s+and\s+(?P<last>[a-h])(?=\s*[.!;]|\s*$)", re.M)
# "So the one to choose is the first path, [A]: …" (an ordinal, its noun and the letter)
ORDINAL_CHOSEN = re.compile(r"\bone\s+to\s+(?:choose|pick|select|take)\s+is\s+the\s+(?:first|second|third|fourth|fifth|sixth|last)\s+"
                            r"(?:[a-z]+\s+){0,2}?[a-z]+,\s+(?:option\s+)?[(\[]?(?-i:([A-H]))[)\]]?(?=\s*(?:[.!;:]|$))", re.I | re.M)
OUR_WINNER = re.compile(r"(?<![\w(-])\(?([A-H])\)?\s+is\s+(?:the|our|my)\s+(?:clear\s+|big\s+|only\s+|right\s+)?(?:winner\b|(?:call|pick)(?=\s*[.!;]|\s*$))")
CALLED = re.compile(r" is (?:the|our|my) (?:right )?(?:call|pick)\b")  # (looked for first, from its literal: "… is the call", "… is our pick")
CHOSEN = re.compile(r"\banswer|\b(?:call|pick|verdict)\b|\bto\s+(?:mark|tick|circle|underline|chalk|write\s+down|choose|pick|select)\b", re.I)  # (what a NOT
# question's subject needs: a word of choosing, not of truth; "The call is C, and it is a straight card.")
ASIDE = re.compile(r"\s*\([^()]{1,60}\)(?=\s)")  # (an aside in the subject)
# The short explanation led by the answer's letters alone ("A, C and E. The compat package …", "B and D. …", "A and C, yara. …") or by its letter
# and a value of one word ("D, 2-4-5-1-3. First …")
LEAD_LETTERS = re.compile(r"(?:[(\[]?([A-H])[)\]]?,\s+)?(?:[(\[]?([A-H])[)\]]?,\s+)?[(\[]?([A-H])[)\]]?,?\s+(?:and|&)\s+[(\[]?([A-H])[)\]]?(?:,\s+[^\W\d_]+)?[.!]\s"
                          r"|[(\[]?([A-H])[)\]]?,\s+[^\s,.;:]{1,30}\.\s")
# A subject that names what it asks for by a clause of its own ("The blade that goes down clean is C.", "the wheel to put in the
# customer's hands is D"): never one that denies, speaks of what people pick or of what fails, nor names a thing of the scene
RELATIVE = re.compile(r"^(?:(?:so|then|thus|hence|and),?\s+)?(?:(?:the|our|my|your)\s+)?(?:[\w'’-]+\s+){1,2}(?:that|which|to)\s+(?:[\w'’-]+\s+){1,6}$", re.I)
OTHERS_PICK = re.compile(r"\b(?:people|popular|tempting|traps?|folks|candidates|learners)\b", re.I)  # ("The option most people pick is A")
NOT_RELATIVE = re.compile(DENIES.pattern + "|" + OTHERS_PICK.pattern + r"|\b(?:common|most|many|others?|rest|fail\w*|break\w*|crash\w*|"
                          r"los[et]s?|sinks?|drops?|miss\w*|worse|out|off|trips?|fools?|looks?|seems?|sounds?|nodes?|servers?|hosts?|"
                          r"gpus?|racks?|switch\w*|ports?|jobs?|users?|teams?|clusters?|sites?|rooms?|links?|cables?|cards?|tenants?|pods?)\b", re.I)
REACH = 80  # (characters before "is" the subject is looked for in, back to its sentence's start)


# "The explanation is D: …", "The string is B, the ServiceMonitor …": a subject of one word the question asks with ("What is
# the most likely explanation …?", "Which resource is the string I must tie …?"); never "The first path is A" of a walk.
THE_WORD_IS = re.compile(r"The\s+(?P<word>[a-z]{4,})\s+is\s+[(\[]?(?P<letter>[A-H])[)\]]?(?=\s*(?:[.!:;,—–]|$))", re.M)  # (its literal first)
ASKED_PLAIN = frozenset("which what that this these those there their does with from most least likely best should would "
                        "could will must have following true false correct".split())


def stated_by_clause(text: str, negated: bool = False, stem: str = "") -> set[str]:
    """The letters `text` states so (see the module's doc); `stem`: the question, whose asking words a subject may be."""
    stated: set[str] = {letter for letter in lead.groups() if letter} if (lead := LEAD_LETTERS.match(text)) else set()
    if stem and not negated and "The " in text and (found := [match for match in THE_WORD_IS.finditer(text) if text[
            max(0, match.start() - 1):match.start()] in ("", "\n") or text[match.start() - 2:match.start()] in (". ", "! ", "? ")]):
        asked = set(re.findall(r"[a-z]{4,}", stem[stem.rfind(". ", 0, max(0, stem.rfind("?"))) + 1:].lower())) - ASKED_PLAIN
        stated |= {match["letter"] for match in found if match["word"] in asked}
    named = list(IS_NAMED.finditer(text)) if ", " in text else []  # ("So the best next action is the asynchronous save, B.")
    for match in (*IS_LETTER.finditer(text), *ARE_LETTERS.finditer(text), *named):
        start = max(0, match.start() - REACH)
        window = text[start:match.start() + 1]  # (with the space before "is")
        window = window[max(window.rfind(". "), window.rfind("! "), window.rfind("? "), window.rfind("\n"), window.rfind(": ")) + 1:]
        window = ASIDE.sub("", window) if ")" in window else window  # ("The riekta answer (riekta is our word for correct) is C")
        subject = SUBJECT.search(window)
        if subject and ((ANSWER_WORD.search(subject[1]) and not DENIES.search(subject[1]) and not OTHERS_PICK.search(subject[1])
                         or not negated and RELATIVE.match(subject[1])
                         and not NOT_RELATIVE.search(subject[1])) and not (negated and not CHOSEN.search(subject[1]))
                        or negated and FALSE_WORD.search(subject[1]) and not NOT_FALSE.search(subject[1])):  # ("the incorrect reading is C")
            letters = [letter for letter in match.groups() if letter]
            if all(letter.isupper() for letter in letters) or LOWER_END.match(text, match.end()):
                stated |= {letter.upper() for letter in letters}
    for match in (*(LOWER_KEY.finditer(text) if "nswer" in text else ()), *(UPPER_KEY.finditer(text) if "NSWER" in text else ()),
                  *(VERDICT_KEY.finditer(text) if "erdict" in text else ())):
        if text[(start := match.start() - 1):match.start()] not in ("a", "A", "v", "V"):
            continue
        if not NOT_KEY.search(text, max(0, start - 30, text.rfind("\n", 0, start) + 1), start) and not DENIES.search(match[0]):
            stated |= {letter.upper() for letter in match.groups() if letter}
    for match in ANSWER_LETTERS.finditer(text) if "answer" in text else ():
        if THATS_YOUR.search(text, max(0, match.start() - 20), match.start()):
            stated |= {letter for letter in match.groups() if letter}
    stated |= {(before[1] or before[2] or before[3] or before[4]).upper() for match in (*ONE_IS.finditer(text), *(ONE_IS_S.finditer(text) if "s the " in text else ()))
               if (before := ONE_LETTER_BEFORE.search(text, max(0, match.start() - 90), match.start()))} if not negated and (" is " in text or "s the " in text) else set()
    stated |= {letter for match in LEAVES_SOME.finditer(text) for letter in match.groups() if letter} if " leaves " in text else set()
    stated |= {letter.upper() for match in (COUNTED_LOWER.finditer(text) if "he two " in text or "he three " in text else ())
               if not negated and not REJECTS.search(f"{match['what']}{match['tail'] or ''}")
               and len(letters := [letter for letter in match.group("first", "second", "last") if letter]) == COUNTS[match["count"]] for letter in letters}
    stated |= {match[1] for match in ORDINAL_CHOSEN.finditer(text)} if "is the " in text and any(
        f" to {verb} is" in text for verb in ("choose", "pick", "select", "take")) else set()
    stated |= {match[1] for match in OUR_WINNER.finditer(text)} if "winner" in text or ("call" in text or "pick" in text) and CALLED.search(text) else set()
    stated |= {letter for match in PLUS_LETTERS.finditer(text) if not REJECTS.search(text, text.rfind("\n", 0, match.start()) + 1, match.start() + 1)
               for letter in match.groups() if letter} if "+" in text else set()  # (never after "Rejected from the list:")
    stated |= {match[1] for match in ANSWER_LED.finditer(text) if not DENIES.search(match["rest"])} if "Answer " in text else set()
    for match in COLON_LETTERS.finditer(text) if ":" in text else ():
        line = text.rfind("\n", 0, match.start()) + 1  # (the label before the colon, on its line: "x" stands for what comes before)
        before = text[line:match.start()] if match.start() - line <= 90 else "x" + text[match.start() - 90:match.start()]
        letters = {letter for letter in match.groups() if letter}
        label = LABELLED.search(before) or (counted := COUNTED.search(before)) and len(letters) == COUNTS[(counted["count"] or counted["owned"]).lower()] and counted
        stated |= letters if label and not REJECTS.search(label["label"]) else set()
    stated |= {match[1] for match in LEAVES.finditer(text) if not DENIES.search(match["rest"])} if " leaves " in text or "ys only " in text or "ns only " in text else set()
    stated |= {match[1] for match in MARK_AS.finditer(text) if not DENIES.search(text, max(0, text.rfind(". ", 0, match.start())), match.start())} \
        if " it down as " in text or " it as " in text else set()  # ("Mark it down as D and get moving, …")
    stated |= {letter for match in ANSWER_TAIL.finditer(text) for letter in match.groups() if letter} if ": answer" in text else set()  # ("…: answer B and D.")
    stated |= {"ABCDE"[ORDINALS.index(match[1].lower())] for match in LEAVES_ORDINAL.finditer(text) if not DENIES.search(CODE_WORD.sub("", match["rest"]))} \
        if " leaves the " in text else set()  # ("Which leaves the first one: a single blocking request …, is_final=false …": a setting denies nothing)
    if not negated and "nly " in text:
        stated |= {match[1] for match in ONLY.finditer(text) if text[match.start() - 1:match.start()] in ("o", "O")
                   and ONLY_START.search(text, max(0, match.start() - 26), match.start() - 1)
                   and not DENIES.search(match[0])}
    stated |= {letter for match in GROUP_KEPT.finditer(text) for letter in match.groups() if letter} if " are the " in text else set()
    stated |= {match[1] for match in AND_THATS.finditer(text)} if ", and that" in text else set()
    if not negated and " alone " in text:
        stated |= {start[1] for match in ALONE.finditer(text) if (start := ALONE_START.search(text, max(0, match.start() - 25), match.start()))
                   and not DENIES.search(match[0])}
    return stated


# A letter ruled out in a sentence of its own ("D is out.", "So B is wrong!", "Planner: … D is out."): never a stated answer,
# whatever a guess said before it ("Bride: … That's D.")
_OUT = (r"\s+(?i:out|wrong|incorrect|false|no\s+good|not\s+(?:it|right|correct|the\s+answer)|the\s+wrong\s+(?:order|one|answer|choice|option|pick|move|step|"
        r"sequence))(?:\s+(?:also|too))?(?:,\s+[\w'’]+|,\s+and\s+[^.!?;\n]{1,60})?[.!;]")  # ("D is the wrong order, lad.", "B is no good.",
# "B is wrong, and it's the sticky one.")
RULED_OUT, RULED_OUT_S = re.compile(" is" + _OUT), re.compile("['’]s" + _OUT)  # ("D is out.", "D's out.": each from its literal)
# (its letter before it, at its sentence's start, after a lead and the word for an option; looked for only before a match)
RULED_LETTER = re.compile(r"(?:^|[.!?:;]\s|\n|,\s+(?=(?i:so|and)\s))(?:(?i:so|then|and)[, ]+)?(?:(?i:option|choice|letter)\s+)?\(?([A-H])\)?$")


def ruled_out(text: str) -> set[str]:
    """The letters `text` rules out so (see RULED_OUT)."""
    found = [*RULED_OUT.finditer(text), *(RULED_OUT_S.finditer(text) if "s out" in text or "s wrong" in text else ())]
    return {letter[1] for match in found if (letter := RULED_LETTER.search(text, max(0, match.start() - 24), match.start()))}


# An item of the analysis that says its option is the only one left standing ('The "Recipe Y gives …" plate is the only one that
# survives the taste test.'): that option is the answer, whatever the intro announced the items as
SURVIVES = re.compile(r"\bis\s+the\s+only\s+one\s+(?:that|which|to)\s+(?:survives|fits|works|holds\s+up|passes|remains|stands|"
                      r"is\s+(?:right|correct|true))\b", re.I)


def survivors(notes: dict[str, str]) -> set[str]:
    """The letters whose note says so (SURVIVES), where one note does."""
    found = {letter for letter, note in notes.items() if "only one" in note and SURVIVES.search(note)}
    return found if len(found) == 1 else set()


# A short explanation that opens calling a letter its answer, in the voice's words (to a question that is not a "Which is NOT":
# "D is the sweet-water well.", "B is the line that passes proof."; not "C is the tempting loaf.", "A is the wheel to avoid.")
SHORT_CALLED = re.compile(r"[(\[]?([A-H])[)\]]?\s+is\s+(?:(?:true|correct|right)[.!](?:\s|$)|(?:the|your|our)\s+(?!(?:[\w'’-]+\s+){0,4}?(?:wrong|traps?|mistakes?|tempting|false|bad|decoys?|"
                          rf"distractors?|myths?|worst|odd|bait|lures?|errors?|not|no|{SHUNNED})\b)(?:[\w'’-]+\s+){{0,4}}[\w'’-]+[.!](?:\s|$))")  # (and "[C] is true.")
# "B and D are the pair to keep.", "A, C and E are the three to tick." (the letters the voice would keep)
GROUP_KEPT = re.compile(r"(?<![\w(])\(?([A-H])\)?(?:\s*,\s*\(?([A-H])\)?)?,?\s+(?:and|&)\s+\(?([A-H])\)?\s+are\s+(?:the|our|your|my)\s+(?:pair|two|trio|three|ones)\s+"
                        r"to\s+(?:keep|pick|choose|take|mark|tick|trust|bank)\b")
AND_THATS = re.compile(r"(?<![\w(])\(?([A-H])\)?,\s+and\s+that['’]s\s+(?:the|our|your|my)\s+answer\b")  # ("… is D, and that's the answer.")
# "Answer D." or "Pick E." leading a line, the letters alone in their sentence ("Pick E. With no X server …").
LINE_PICK = re.compile(r"[ \t\-•*]*(?:Answer|Pick|Choose|Select|Go\s+with|Mark|Tick)[ \t]+[(\[]?([A-Ha-h])[)\]]?(?:(?:,|,?\s+and|\s+&)\s+[(\[]?([A-H])[)\]]?)?(?:(?:,|,?\s+and|\s+&)\s+[(\[]?([A-H])[)\]]?)?[.!](?=\s|$)")
PICK_STARTS = ("answer ", "pick ", "choose ", "select ", "go with ", "mark ", "tick ")
# "Pick C: pad each signal …": the verb, its letter and a colon before what to do (never "Answer A: incorrect, …", an item's head)
PICK_COLON = re.compile(r"[ \t\-•*]*(?:Pick|Choose|Go\s+with)[ \t]+[(\[]?([A-H])[)\]]?:[ \t]+(?!(?i:wrong|incorrect|false|not|no|never|nope)\b)(?=\S)")


def picked(lines: list[str]) -> set[str]:
    """The letters of LINE_PICK's (or PICK_COLON's) lines, or of a line's last sentence ("Likha: Yes. Mark B, C and E.")."""
    return {letter.upper() for line in lines for cut in (line.rfind(". "),) for said in (line, line[cut + 2:] if cut >= 0 and line[cut + 2:cut + 3] in "APCSGMTapcsgmt" else "")
            if said.lstrip(" \t-•*")[:8].lower().startswith(PICK_STARTS)
            and (match := LINE_PICK.match(said) or PICK_COLON.match(said)) for letter in match.groups() if letter}  # ("Choose c." of options "a." to "d.")


def colon_sentence(line: str) -> str:
    """The sentence of `line`'s last colon ("Losa: Yes. Write it in the book: A, C and D. …" -> "Write it in the book: …"), or
    the line, if short (where `stated` looks for a label before the answer's letters)."""
    colon = line.rfind(": ")
    start = max(line.rfind(". ", 0, colon), line.rfind(", ", 0, colon) if len(line) > 80 else line.rfind(", and ", 0, colon))  # (a long one's clause: "…, and that
    said = line[start + 2:] if start >= 0 else line if len(line) <= 80 else ""  # is the one to do: B.")
    return said[4:] if said[:4] in ("and ", "And ") else said  # ("…, and the woodward blazes it with his axe: B.")


LETTER_LEAD = re.compile(r"\(?([A-H])\)?[ \t]*(?:[:.)]|[-–—])[ \t]+")


def restated_leads(texts: tuple[str, ...], options: dict[str, str]) -> set[str]:
    """The letters each of `texts` (the short and the full explanation) opens with, before its option's own text restated
    whole ("B - 2, 1, 3, 4. Pace the gap …", "D: iv, ii, i, iii, v. The strands …" of option D "iv, ii, i, iii, v"): the answer."""
    found = set()
    for text in texts:
        if (lead := LETTER_LEAD.match(text)) and (option := options.get(lead[1], "").strip().rstrip(".").lower()) \
                and text[lead.end():].lower().startswith(option) and text[lead.end() + len(option):][:1] in ("", ".", "!", "\n"):
            found.add(lead[1])
    return found


# "Which flag should I give …?": the words the question names its thing by; "cudaEventDisableTiming is the flag.": an option's
# whole text, "is the" and one of them, then the sentence's or a clause's end.
WHICH_WORDS = re.compile(r"\b[Ww]hich\s+((?:[\w-]+\s+){1,4})")
IS_THE_KIND = re.compile(r"([a-z-]+)(?:\s+(?:here|to use|you want|for this job))?\s*[.:;!]")


def named_as_asked(short: str, options: dict[str, str], stem: str) -> set[str]:
    """The one option whose whole text (a name of four words at most) `short` says is the thing the question asks for by its
    noun ("cudaEventDisableTiming is the flag: …" to "Which flag should I give …?"), or none."""
    asked = WHICH_WORDS.search(stem) if " is the " in short else None
    if not asked or not options:
        return set()
    nouns = set(asked[1].lower().split()) - {"of", "the", "one", "following", "these", "two", "three"}
    found = {letter for letter, text in options.items() if len(name := text.strip().rstrip(".")) > 2 and len(name.split()) <= 4
             and (at := short.find(f"{name} is the ")) >= 0 and (not at or short[at - 1] in " \n:(\"“")
             and (kind := IS_THE_KIND.match(short, at + len(name) + 8)) and kind[1] in nouns}
    return found if len(found) == 1 else set()

