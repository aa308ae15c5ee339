"""What tells the answer, or tidies the text, outside the analysis of the options: a page's answer line under its
options ("Correct Answer: B"), the one option value a short explanation states ("= 10 GiB"), the answer's name a key
gives with its letter ("Ans: B (900 GB/s)"), a review page's marks on its options ("B. TensorRT ✓ Correct answer"), whether a
text names an option's letter at all, and a heading left at the explanation's end over what was taken out under it."""
from __future__ import annotations

import re

from .itemhead import LETTER
from .letters import COLON_OPTION, OPTION_LINE
from .optiontext import plain
from .phrases import capitalise, sentences
from .stated import STATED_LINE
from .words import ORDER_STEPS, keywords

# A page's answer line under the options: "Correct Answer: B", "✔ Correct Answer: AC", "Correct answers: A, D".
# (a quiz platform's, after lower-case options, in lower case alone on its line: "Correct answer(s): b, d")
PAGE_ANSWER = re.compile(r"^\W{0,3}(?:the\s+)?(?:correct|right|suggested)\s+answers?(?:\(s\))?\s*[:=]\s*"
                         r"(?:((?-i:[A-H])(?:\s*(?:,|&|\+|and)?\s*(?-i:[A-H]))*)(?![\w-])"
                         r"|((?-i:[a-h])(?:\s*(?:,|&|\+|and)\s*(?-i:[a-h]))*)\s*$)", re.I)
FIELD_BREAK = re.compile(r"[ \t]{3,}|\t|[ \t]\|[ \t]")  # (between a page's fields on one line)
TEXT_KEY = re.compile(r"\W{0,3}(?:the\s+)?(?:correct|right)\s+answer\s*[:=]\s*(\S.{0,200}?)\s*$", re.I)  # ("… : About 40.8 kW")
# A quiz platform's key under its options, letters or texts: "Correct answer(s): b, d", "The correct answers are: …".
KEY_LINE = re.compile(PAGE_ANSWER.pattern + r"|^\W{0,3}the\s+correct\s+answers?\s+(?:is|are)\s*:", re.I)
ORPHAN_HEADING = re.compile(r"\n\n(?:(?:#{1,6}[ \t]+)?[A-Z][A-Za-z'’]*(?:[ \t]+[A-Za-z'’()&/-]+){0,8}|[─━═_~=*-]{3,})[ \t]*$")  # (and "## Where …")
KEY_ONLY = re.compile(r"\W{0,3}(?:(?:the\s+)?correct\s+)?answers?\s*[:=—–-]\s*\(?[A-H]\)?(?:\s*(?:,|and|&)\s*\(?[A-H]\)?){0,2}\.?\s*",
                      re.I)  # ("Answer: B.", "Correct answer: A and C")
ANY_LETTER = re.compile(r"(?m)^\W{0,3}\(?[A-H]\)?[,.):]\s|\b(?:[Oo]ption|[Cc]hoice|[Aa]nswer)\s+\(?[A-H]\b")  # (an option's letter)
LONE_LETTER = re.compile(r"(?<![\w'’./-])[B-H](?![\w'’/-])")
OPTION_VALUE = re.compile(r"~?\d[\d.,]*\s*(?:[A-Za-z%°]{1,8}(?:/[A-Za-z]{1,4})?)?|" + ORDER_STEPS.pattern)  # ("10 GiB",
# "900 GB/s", "40.8 kW"; an order's steps, "4, 7, 3, 6, 5, 2, 1, 8")


# A key on a line of its own that names its letter's option in parentheses: "Ans: B (900 GB/s) in the quiz version.",
# "Quiz key: C (drain the node)".
KEY_NAME = re.compile(r"(?im)^[ \t\-•*]*(?:[✅✔✓☑][ \t]*)?(?:(?:the\s+)?(?:correct|right)\s+answer|(?:quiz(?:\s+version)?\s+|keyed\s+)?"
                      r"(?:answer|ans|key))[ \t]*[:=—–-][ \t]*\(?((?-i:[A-H]))\)?[ \t]*\(([^()\n]{1,60})\)")


# ("The correct answer is C, 10.2 kW.": the name after a comma, to the sentence's end)
# (or "The answer is D, 64 MB.", where the name is a figure or a name by its form, NAMELIKE: not "The answer is D, full stop.")
KEY_COMMA_NAME = re.compile(r"(?:^|(?<=[.!?]\s))(?:The\s+)?(?P<judged>(?:correct|right)\s+)?answer\s+is\s+\(?(?P<letter>(?-i:[A-H]))\)?,\s+"
                            r"(?!(?:because|since|as|which|so|not|and|but|though|although|for|it|this|that|they|there|here|we|you|I)\b)"
                            r"(?P<name>(?:[^,;.!?\n]|\.(?=\d))+)[.!](?=\s|$)", re.I | re.M)

NAMELIKE = re.compile(r"\d|\w[-_./]\w|[a-z][A-Z]|[A-Z]{2}")  # ("64 MB", "reduce_dtype", "nvidia-uvm", "NCCL_TOPO_FILE")

# ("Hence, option C (80%) is the correct answer.": its name in parentheses, then the verdict)
KEY_OPTION_NAME = re.compile(r"\b(?:option|choice)\s+\(?((?-i:[A-H]))\)?\s+\(([^()\n]{1,60})\)\s+is\s+(?:the\s+)?(?:correct|right)\b"
                             r"|\b(?:correct|right)\s+answer\s+is\s+\(?((?-i:[A-H]))\)?\s+\(([^()\n]{1,60})\)", re.I)  # (and "… is D (112 GB).")

# ("Correct: A, C, E (diagnostics, exporting telemetry to Prometheus, health watches with policy)": a name for each)
KEY_NAMES = re.compile(r"(?im)^[ \t\-•*]*(?:[✅✔✓☑][ \t]*)?(?:(?:the\s+)?(?:correct|right)(?:\s+answers)?|answers|key)[ \t]*[:=—–-][ \t]*"
                       r"((?-i:[A-H])(?:[ \t]*(?:,|and|&|\+)[ \t]*(?-i:[A-H]))+)[ \t]*\(([^()\n]{1,200})\)")


def key_name(text: str, letter: str) -> str:
    """The name a key gives the answer's option in parentheses after its letter ("Ans: B (900 GB/s)" -> "900 GB/s") or
    after a comma ("The correct answer is C, 10.2 kW."), when it is short (at most six words) and the text keys no other
    letter so; else ""."""
    found = {(match[1], match[2].strip()) for match in KEY_NAME.finditer(text)} if "(" in text else set()
    found |= {(match["letter"], match["name"].strip()) for match in KEY_COMMA_NAME.finditer(text)
              if match["judged"] or NAMELIKE.search(match["name"])} if "answer is" in text else set()
    found |= {(match[1] or match[3], (match[2] or match[4]).strip()) for match in KEY_OPTION_NAME.finditer(text)} \
        if ") is " in text or "answer is" in text else set()
    names = [name for key, name in found if key == letter and len(name.split()) <= 6]
    return capitalise(names[0]) if len(found) == 1 and names else ""  # ("about 140 GB" -> "About 140 GB"; "sinfo -R" stays)


def key_names(text: str, letters: tuple[str, ...]) -> dict[str, str]:
    """To several answers, the names one key gives them in parentheses after their letters, in order ("Correct: A, C, E
    (diagnostics, exporting telemetry to Prometheus, health watches with policy)"), one short name (at most six words)
    for each letter, when the text keys them so once; else {}."""
    found = list(KEY_NAMES.finditer(text)) if "(" in text else []
    if len(found) != 1 or tuple(re.findall("[A-H]", found[0][1])) != letters:
        return {}
    names = [capitalise(re.sub(r"^and\s+", "", name.strip())) for name in found[0][2].split(", ")]
    return dict(zip(letters, names)) if len(names) == len(letters) and all(0 < len(name.split()) <= 6 for name in names) else {}


# An option restated in bold or in quotes, its letter first, then a dash and why: "**B. Increase the MTU to 9000** — this
# would …", '"(C) Each compute tray holds eight GPUs" — the eight-GPU layout is …', "'D) Rebuild the engine in FP32' — …".
EMPHASISED = re.compile(r"(?m)^[ \t]*(?:\*\*|__|[\"“'‘])\(?([A-Ha-h])[.)]\)?[ \t]+([^\n*\"“”'‘’]{2,200}?)(?:\*\*|__|[\"”'’])[ \t]*[—–:-][ \t]+(?=\S)")


def emphasised_items(full: str, options: dict[str, str]) -> str:
    """Each option restated in bold or quotes with its letter, then a dash (EMPHASISED), as its item: "B (Increase the MTU
    to 9000): this would …", where at least two lines read so; or restated whole after its letter, its bold gone
    (`furniture`'s LEAD_BOLD), where the options are listed: "A. Connect all eight ports … — this is …"."""
    if not LETTER_LINE.search(f"\n{full}"):
        return full  # (most texts have no line led by a letter: one search for a line's start, not each pattern's)
    found = list(EMPHASISED.finditer(full))
    found = found if len(found) >= 2 else [match for match in RESTATED.finditer(full) if _restates(match[2], options.get(
        match[1].upper(), ""))] if options and (" — " in full or " – " in full) else []
    if len(found) < 2:
        return full
    for match in reversed(found):
        full = f"{full[:match.start()]}{match[1].upper()} ({match[2].strip()}): {full[match.end():]}"
    return full


def _restates(text: str, option: str) -> bool:
    """`text` says the option again, maybe shortened: three words or more, most of them the option's."""
    words = keywords(text)
    return len(text.split()) >= 3 and len(words & keywords(option)) >= max(2, 0.6 * len(words))


LETTER_LINE = re.compile(r"\n[ \t]*(?:\*\*|__|[\"“'‘])?\(?[A-Ha-h][.)]")
# (not a table's row: "A) | vSphere … | Genuine — …")
RESTATED = re.compile(r"(?m)^[ \t]*(?:\*\*|__)?\(?([A-Ha-h])[.)]\)?[ \t]+([^\n—–*|]{2,200}?)(?:\*\*|__)?[ \t]+[—–][ \t]+(?=\S)")


def names_letters(text: str) -> bool:
    """`text` names an option by its letter somewhere ("B, opening an RMA …", "option C", or two of B–H standing
    alone: "C looks ahead. D swaps allocations."; "A" alone is an article)."""
    return ANY_LETTER.search(text) is not None or len(set(LONE_LETTER.findall(text))) >= 2


# An option's letter as the analysis names it: B–H standing alone, "A" in a list of letters, after "option", in
# parentheses or after "in" ("Kubernetes time-slicing in A just lets …"; "A" alone is an article). (Each pattern starts
# with its letter: searched fast, the letter found before its context is tried.)
NAMED_LETTER = {letter: re.compile(rf"{letter}(?![\w'’/-])(?<![\w'’./-]{letter})") for letter in "BCDEFGH"}
NAMED_A = re.compile(r"A(?![\w'’-])(?:(?<=\(A)(?=\))|(?<=[Oo]ption A)|(?<=[Cc]hoice A)|(?<=\bin A)|(?<=[Oo]ptions A)|(?<=[Cc]hoices A)"
                     r"|(?<![\w'’./-]A)(?=\s*(?:,|and|or|&)\s*[B-H](?![\w'’-])))")


def unexplained(full: str, wrong: list[str]) -> list[str]:
    """The `wrong` letters (of options no note explains) that `full` names all the same (NAMED_LETTER, NAMED_A): the
    analysis speaks of them in a form parse did not read."""
    return [letter for letter in wrong if letter in full and (NAMED_A if letter == "A" else NAMED_LETTER[letter]).search(full)]


def without_orphan_heading(body: str) -> str:
    """The explanation without a heading or a rule left at its end, over what was taken out under it (the
    analysis, a page's comments): "Why the other two picks fail", "Expert's verdict", "-----"."""
    # (searched from the last line end but one: a match, a heading or rule of one line, is at the end or before a last "\n";
    # a key on its line after it, "Answer: B.", which the card shows, goes first)
    last = body.rfind("\n\n")
    if last > 0 and len(body) - last <= 30 and KEY_ONLY.fullmatch(body, last + 2):
        body = body[:last]
    while (match := ORPHAN_HEADING.search(body, max(0, body.rfind("\n", 0, len(body) - 1) - 1))) and match.start() > 0:
        body = body[:match.start()]
    return body


ANSWER_VALUE = re.compile(r"\b(?:the\s+)?(?:correct\s+|right\s+)?answer\s+is\s+(?P<value>(?:[^.!?;,:\n]|(?<=\d)[.,](?=\d)){1,40}?)\s*[.!](?=\s|$)", re.I)  # (a
# figure's own stop or comma within it: "1,200 kg", "2.5 TB")


def valued_answer(options: dict[str, str], short: str) -> tuple[str, ...]:
    """The one option whose whole text the short explanation states as the answer ("… the answer is 8 instances!"); else, to a
    question whose options are all values ("10 GiB", "40.8 kW"), the one value the short explanation opens with ("2,048. In
    a …") or else states (its result); () when it states none of them, or more than one."""
    if said := stated_value(options, short):  # ("… the answer is 8 instances!")
        return said
    if not all(OPTION_VALUE.fullmatch(text.strip()) for text in options.values()):
        return claimed_option(options, short)
    opening = [letter for letter, text in options.items() if short.startswith(text.strip())
               and short[len(text.strip()):len(text.strip()) + 2] in (". ", ": ", "! ")]  # ("2,048. In a non-blocking …")
    if len(opening) == 1:
        return (opening[0],)
    found = [letter for letter, text in options.items() if _says_value(short, text)]
    return (found[0],) if len(found) == 1 else result_value(options, short) if found else ()


def _says_value(text: str, value: str) -> bool:
    """Whether `text` says the option's `value` whole ("16,384 bytes", not inside "116,384 bytes/s")."""
    return re.search(rf"(?<![\w.,]){re.escape(value.strip())}(?![\w/])", text) is not None


RESULT_LEAD = re.compile(r"(?:that|this|which)(?:\s+is|['’]s)\s|so\s|in\s+total\s|total\b|=\s", re.I)


def result_value(options: dict[str, str], short: str) -> tuple[str, ...]:
    """To a question whose options are all values, the one the short explanation's last sentence states as its result
    ("… plus its own B tile, another 16,384 bytes. That is 32,768 bytes per stage.": KL 6693); () otherwise."""
    last = sentences(short.strip())[-1:] if options and all(OPTION_VALUE.fullmatch(text.strip()) for text in options.values()) else []
    said = [letter for letter, text in options.items() for line in last if RESULT_LEAD.match(line) and _says_value(line, text)]
    return (said[0],) if len(said) == 1 else ()


def stated_value(options: dict[str, str], text: str) -> tuple[str, ...]:
    """The one option (or option's name, "12 GiB" of an item "12 GiB (D) is in tune — …") whose whole text `text` states as
    the answer ("The answer is 12 GiB."); () when it states none of them, or more than one."""
    said = {letter for match in ANSWER_VALUE.finditer(text) for letter, option in options.items()
            if match["value"].lower() == option.strip().rstrip(".").lower()} if "nswer is " in text else set()
    return tuple(said) if len(said) == 1 else ()


# A sentence that states the true claim in its own words: "The correct statement is that a RoleBinding in fjall …".
CLAIMED = re.compile(r"(?:So,?\s+)?[Tt]he\s+(?:correct|true|right|accurate)\s+(?:statement|claim)\s+is\s+that\s+(?P<said>\S.{20,300})")


def claimed_option(options: dict[str, str], short: str) -> tuple[str, ...]:
    """The one option a sentence of the short explanation states as the true claim in its own words, when most of the
    option's words are in it (half) and no other option's come near (half as many); () otherwise."""
    said = next((found["said"] for sentence in sentences(short) if "statement is that" in sentence or "claim is that" in sentence
                 if (found := CLAIMED.match(sentence))), "")
    if not said:
        return ()
    words = keywords(said)
    shares = sorted(((len(words & keywords(text)) / max(1, len(keywords(text))), letter) for letter, text in options.items()),
                    reverse=True)
    return (shares[0][1],) if shares[0][0] >= 0.5 and (len(shares) < 2 or shares[1][0] <= shares[0][0] / 2) else ()


# A review page's mark after an option, with the reader's pick or the key: "← Your answer", "✓ Correct answer", "✗", "(Your
# selection)". (A mark, an arrow or a bracket first: "All of the above are correct" ends on no mark.)
OPTION_MARK = re.compile(r"\s+(?:(?:[←⬅]|<-)\s*|(?P<mark>[✓✔✅✗✘❌])\s*|\(\s*(?=[^()]+\)\s*$))(?P<what>(?:your|my)\s+(?:answer|selection|"
                         r"choice|pick)|(?:the\s+)?correct(?:\s+answer)?|incorrect|wrong|selected)?\s*\)?\s*$", re.I)
VERDICT_LINE = re.compile(r"\W{0,3}(?:your|my)\s+(?:answer|selection|choice|pick)\s+is\s", re.I)
# A mark on a line of its own next to its option ("Correct selection", "Your answer is incorrect").
MARK_LINE = re.compile(r"\W{0,3}(?:(?P<key>correct\s+(?:answer|selection|choice|option)|(?:your|my)\s+(?:answer|selection|choice|"
                       r"pick)\s+is\s+(?:correct|right))|(?:your|my)\s+(?:answer|selection|choice|pick)(?:\s+is\s+(?:incorrect|wrong))?)"
                       r"\W{0,3}", re.I)


def marks_on_options(lines: list[str], option_line: re.Pattern[str]) -> list[str]:
    """The stem's lines with a review page's marks on lines of their own put after their options' text (where
    `without_marks` reads them: "✓ Correct answer", "← Your answer"): each mark goes with the option line after it
    when the first mark stands before the first option ("Correct answer" over "B) …"), else with the one before it."""
    marks = [at for at, line in enumerate(lines) if len(line) <= 32 and MARK_LINE.fullmatch(line)]
    options = [at for at, line in enumerate(lines) if option_line.match(line)]
    if not marks or len(options) < 2:
        return lines
    above = marks[0] < options[0]
    lines = list(lines)
    for at in marks:
        owner = next((o for o in options if o > at), None) if above else next((o for o in reversed(options) if o < at), None)
        if owner is not None and not (at > options[-1] and VERDICT_LINE.match(lines[at])):  # ("Your answer is
            # incorrect." under the last option, a quiz platform's feedback on the whole question, marks none)
            lines[owner] += " ✓ Correct answer" if MARK_LINE.fullmatch(lines[at])["key"] else " ← Your answer"
    return [line for at, line in enumerate(lines) if at not in marks]


KEY_MARK = re.compile(r"(?:the\s+)?correct\b", re.I)  # (the mark of the key, not of the reader's pick)


def without_marks(options: dict[str, str]) -> tuple[dict[str, str], tuple[str, ...]]:
    """The options without a review page's marks after them, and the letters it marks as the answer ("✓ Correct
    answer", a bare "✓"); the options as they are when a mark would leave one empty."""
    found = {letter: match for letter, text in options.items()
             if ("←" in text or "⬅" in text or "<-" in text or "(" in text or not text.isascii()) and (match := OPTION_MARK.search(text))}
    if not found or any(not options[letter][:match.start()].strip() for letter, match in found.items()):
        return options, ()
    correct = tuple(letter for letter, match in found.items()
                    if KEY_MARK.match(match["what"] or "") or not match["what"] and match["mark"] in "✓✔✅")
    return {letter: text[:found[letter].start()] if letter in found else text for letter, text in options.items()}, correct


def page_answer(lines: list[str], options: dict[str, str] | None = None) -> tuple[str, ...]:
    """The letters a page states under its options ("Correct Answer: B   (Community vote: B 88%, …)", "✔ Correct
    Answer: AC"), or the one option whose text it states there ("Correct answer: About 40.8 kW"): a line after the
    first option line; () when there is none."""
    first = next((at for at, line in enumerate(lines) if OPTION_LINE.match(line) or COLON_OPTION.match(line)), len(lines))
    for line in lines[first + 1:]:
        match = PAGE_ANSWER.match(line) if "nswer" in line else None
        if not match and "nswer" in line:  # (a field of a line that holds several: "Your answer: —    Correct answer: B")
            match = next((found for field in FIELD_BREAK.split(line)[1:] if (found := PAGE_ANSWER.match(field))), None)
        if match:
            return tuple(sorted(set(LETTER.findall((match[1] or match[2]).upper()))))
        if line[:3].lower() == "key" and (key := STATED_LINE.fullmatch(line)):  # ("Key: B", "Keys: A, D")
            return tuple(sorted({letter for letter in key.groups() if letter}))
        said = TEXT_KEY.match(line) if options and "nswer" in line else None
        named = [letter for letter, text in (options or {}).items() if said and plain(text) == plain(said[1])]
        if len(named) == 1:
            return tuple(named)
    return ()


# The option the analysis leaves after ruling out the rest, named by its words: "… and that leaves cuStateVec, the GPU
# state-vector library …", "which leaves us with the Frame Debugger".
LEAVES = re.compile(r"\b(?:that|which|this)\s+leaves\s+(?:us\s+with\s+|only\s+)?(?:the\s+)?([^\s,;:.()]+(?:\s+[^\s,;:.()]+){0,3})", re.I)


def left_over(text: str, options: dict[str, str]) -> set[str]:
    """The one option whose name (its text to its first comma or bracket, four words at most) is what `text` says the rest
    leave ("… and that leaves cuStateVec, the GPU state-vector library …"), or none."""
    if "leaves" not in text or not options:
        return set()
    names = {letter: plain(re.split(r"[,(;:]", text_, maxsplit=1)[0]) for letter, text_ in options.items()}
    left = [plain(match[1]) for match in LEAVES.finditer(text)]
    found = {letter for said in left for letter, name in names.items() if name and len(name.split()) <= 4
             and said.startswith(name) and (len(said) == len(name) or not said[len(name)].isalnum())}
    return found if len(found) == 1 else set()
