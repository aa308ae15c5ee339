"""Analysis rows that give an option's verdict in a cell of their own, rewritten as the items the analysis
reads ("A — wrong: <reason>"):
- a table's rows, with or without the outer "|": "| A | nvidia-smi -mig 1 | Correct | Turns MIG on |",
  "B - DCGM | GPU telemetry | No" under a header "Option | What it does | Fixes licensing?", "a | YES | builds";
- a row whose cells are parted by dot leaders: 'A = "nvidia-smi -q" ........ WRONG - query only';
- a table of the wrong options, its header saying so ("| Option | Why it is not the cause |"), each row a letter and its
  reason; or with no header, under a line that says so ("Explanation of wrong options"), each row a letter with the
  option's name ("| Option A: 6.5 kW | That is one DGX A100's power. |", "C | Slurm slurmctld | …") and its reason;
- a row's cell wrapped onto the next line, its first cell blank ("  | so it cannot be the exception.");
- checkboxes before the letter: "[x] A  …", "[ok] B  …" (an "x" is wrong where another row is ticked "ok",
  and the one ticked where the others are blank "[ ]"); a statement's truth tag, "[T] (B) …", "[F] (A) …";
- a thumbs-up or -down as the verdict mark: "A - 👍 Yep. …";
- a scorecard's row: "A  ~35 GB   ✘  = 0.5 B/param -> …" (the letter, the option's value, its mark, the reason);
- an elimination's step: "1. First I remove D. T4 is Turing …";
- an item that ends on a footnote's mark, "B — wrong.[1]", and the footnote "[1] Subnet manager is …" (its note);
- (and a Q&A's "A:" after its "Q: …?" is the answer's label, no option's letter);
- a myth and its reality: 'Myth (A, 600 GB/s): "…"' and "Reality: …" (the note is the reality; the myth, the option's
  claim, goes); a quoted claim called a myth or a fact, '"…" (A): MYTH, …' (a false statement, or a true one);
- a poll of what readers picked, each row with its verdict: "(B) 14% — Not true. …";
- an option struck out, its reason after it: "~~B. The Slurm controller daemon~~" and "Struck out. Slurm is …";
- an item's letter behind a list's number, a pointing bullet, a pointer or a comma (see LEADS); items parted by bars.
A verdict cell is a word or a mark alone (correct, wrong, yes, no, ok, ✓, ✗ …); a yes or no only under a header
that asks (a "?" or "verdict", "correct", "answer"); the reason is the longest other cell. A table with no
letter rows, or rows with no verdict, stays as it was.
"""
from __future__ import annotations

import re

from ..model import LETTERS
from . import subjects, verdictcolumn
from .analysis_rest import NAMES_LETTER, REST_WORD as WRONG_INTRO
from .tablerows import cells_of, joined, rule, rule_line

LETTER_ROW = re.compile(rf"\|?[ \t]*[(\[]?[{LETTERS}][)\]]?[ \t]*(?:\||[—–-][ \t])")  # (an option's row or item: "| B | …", "B — correct: …")
LETTER_CELL = re.compile(rf"^(?:(?i:option|choice)\s+)?(?:\(|\[(?=.\]))?([{LETTERS}{LETTERS.lower()}])[)\]]?(?![\w'’-])[.)]?(?:\s*(?:[-–—:=]\s*)?(.*))?$")
POSITIVE = frozenset("correct right true yes ok okay valid accurate answer keep kept ✓ ✔ ✅ y".split())
NEGATIVE = frozenset(["not an answer", "not the answer", *"incorrect wrong false no invalid inaccurate distractor reject rejected drop "
                     "dropped discard discarded ✗ ✘ ❌ x n".split()])  # (and "Not an answer" beside "Answer" in a verdict column)
STATEMENT_WORDS = frozenset("true false accurate inaccurate valid invalid not".split())
# A cell that leads with a verdict on the statement and a word or two: "TRUE capability - classic DPU workload", "NOT a …".
STATEMENT_CELL = re.compile(r"^(true|false|not)\b(?:\s+[\w-]+){0,3}?\s*[-–—:]\s+(.*)$", re.I)
YES_NO = frozenset("yes no y n x".split())  # (a verdict only under a header that asks: a fact table has them too)
# A header over the wrong options' reasons: "Why it is not the cause", "Why wrong", "Reason rejected".
WRONG_HEADER = re.compile(r"\bwhy\b.{0,20}\bnot\b|\bwhy (?:it's |it is )?(?:wrong|incorrect)\b|\b(?:rejected|ruled out)\b", re.I)
WHY_HEADER = re.compile(r"(?i)(?:why|reasons?(?!\s+code)|because|explanation|rationale)\b")
STATEMENT_HEADER = re.compile(r"\b(?:accurate|true|valid|holds?|correct statement)\b", re.I)
VERDICT_HEADER = re.compile(r"(?i)verdict\s*$")
ASKING_HEADER = re.compile(r"\?\s*$|^(?:verdict|correct|right|answer|result|status|ok|valid)\b", re.I)
ASIDE = re.compile(r"\s*\([^()]*\)")  # (a name's, "Fabric Manager (nvidia-fabricmanager)")
LEAD_VERDICT = re.compile(r"^([A-Za-z]+|[✓✔✅✗✘❌])\b\s*(?:[-–—:,]\s+|(?:\.{2,3}|…)\s*|$)(.*)$")  # ("wrong, forgot …", "INCORRECT... FIVE …")
CHECKBOX = re.compile(rf"^\s*\[\s*(x|ok|v|✓|✔|✗|✘|t|f|true|false|\s?)\s*\]\s+\(?([{LETTERS}])\)?[.):]?\s+(\S.*)$", re.I)
# A tag that says whether a statement is true ("[T] (B) …", "[F] (A) …"): a "Which is NOT" question turns it around.
TRUTH = {"t": "true", "true": "true", "f": "false", "false": "false"}
POLL = re.compile(rf"(?m)^([ \t]*)\(?([{LETTERS}])\)?[ \t]+\d+(?:\.\d+)?[ \t]*%[ \t]*[—–-][ \t]*(correct|right|wrong|incorrect|"
                  r"not true|true|false)\b[.,:;]?[ \t]*", re.I)
STRUCK = re.compile(rf"(?m)^([ \t]*)~~[ \t]*\(?([{LETTERS}])\)?[.):]?[ \t]+[^~\n]{{1,160}}~~[ \t]*(?:\n[ \t]*){{0,2}}"
                    r"(?:(?:struck(?:\s+out)?|crossed\s+out|out)[.:!]?[ \t]+)?", re.I)
POLL_WORDS = {"not true": "false", "right": "correct", "incorrect": "wrong"}
THUMBS = {"👍": "✓", "👎": "✗"}
# An item's letter behind a list's number ("1. (A) NeMo Curator — wrong."), a pointing bullet or a double dash ("▸ D (out of memory):", "-- Option A: no."),
# a name with a pointer ("Trap #1 (that's C): …") or a comma ("- A, reinstall the CUDA toolkit: premature."): the letter leads the line, as
# the analysis reads it ("(A) NeMo …", "- D (…): …", "C: …", "- A (reinstall …): …").
_LETTER_AT = rf"(?:[(\[][{LETTERS}][)\]]|[{LETTERS}](?:[.,:)]|[ \t]+[—–-]|[ \t]+\())"  # ("(A) …", "A. …", "A - …", "A (…")
LEADS = re.compile(rf"(?m)^([ \t]*)(?:\d{{1,2}}[.)][ \t]+(?P<nletter>[{LETTERS}]),[ \t]+(?![{LETTERS}](?:[ \t,]|$))(?P<nname>[A-Za-z_][\w.-]{{1,40}}(?:[ \t][A-Za-z_][\w.-]{{1,40}}){{0,2}}):[ \t]+(?![^\n.!?]*?:[ \t])(?=(?:[^\s.!?]+[ \t]+){{3}})"  # ("1. A, CountCondition: …", its
                   rf"|(?P<number>\d{{1,2}}[.)][ \t]+)(?=(?:(?:Option|Choice|Statement)[ \t]+)?{_LETTER_AT})"  # number dropped; not a quoted name's,
                   # nor one whose option's own text holds a colon: "2. C, the request nvidia.com/sriov_rdma: "1" under resources: this is …",
                   # "1. A, distributed_type: MULTI_GPU. Correct.")
                   rf"|(?P<point>[▸►‣][ \t]*|-{{2,3}}[ \t]+)(?=(?:(?:Option|Choice)[ \t]+)?{_LETTER_AT})"
                   rf"|(?P<bullet>[-•*][ \t]+)?(?P<letter>[{LETTERS}]),[ \t]+(?![{LETTERS}](?:[ \t,]|$))(?P<name>(?![^:\n]{{0,40}}\sis\s[^:\n]{{0,30}}\.[ \t])[^:\n]{{2,60}}?):[ \t]+"
                   rf"|[^:()\n]{{1,30}}\((?:that's|that’s|that is|this is|=)[ \t]*(?:option[ \t]+|choice[ \t]+)?(?P<pointed>[{LETTERS}])\)[ \t]*:[ \t]*"
                   rf"|(?P<bullet2>[-•*][ \t]+)(?P<letter2>[{LETTERS}]),[ \t]+(?P<name2>[a-z][^,:\n]{{2,60}}?),[ \t]+(?=[a-z])"
                   rf"|(?:\[\d{{1,2}}\][ \t]+|[-•*][ \t]+)?(?P<letter3>[{LETTERS}])[ \t]+[\"“](?P<name3>[^\"”\n]{{2,80}})[\"”][ \t]*(?:->|→|[-–—:])[ \t]+)")


def _leads(text: str) -> str:
    """LEADS.sub(_lead, text), line by line: a match starts a line and never leaves it (no part of LEADS matches a line
    end), so each line is matched at its start, never searched (the search tried every position for a line start)."""
    lines = text.split("\n")
    for at, line in enumerate(lines):
        if match := LEADS.match(line):
            lines[at] = _lead(match) + line[match.end():]
    return "\n".join(lines)


# "If you picked A (increase the buffer): that's tuning before diagnosing." and "Step 1: Eliminate B. …": a wrong option's item (never one with
# a word of praise: "If you picked B: well done").
PICKED = re.compile(rf"(?im)^([ \t]*)(?:if\s+you\s+(?:picked|chose|went\s+with|selected|answered)\s+\(?(?P<picked>(?-i:[{LETTERS}]))\)?"
                    rf"(?P<name>[ \t]*\([^()\n]{{1,80}}\))?[ \t]*[:—–-][ \t]*(?!.*\b(?:right|correct|well done|nice|good job|"
                    rf"great choice|that's it)\b)"
                    rf"|(?:step[ \t]*\d+[ \t]*:[ \t]*|\d{{1,2}}[.)][ \t]+)?(?:(?:first|second|third|next|then|last|finally|now)"
                    rf",?[ \t]+)?(?:(?:I|we)[ \t]+)?(?:eliminate|rule\s+out|discard|cross\s+out|remove|strike)[ \t]+"
                    rf"(?:option[ \t]+|statement[ \t]+|choice[ \t]+)?\(?(?P<dropped>(?-i:[{LETTERS}]))\)?[.:][ \t]*)")


def _picked(match: re.Match[str]) -> str:
    if match["picked"]:
        return f"{match[1]}{match['picked']}{match['name'] or ''}: "
    return f"{match[1]}{match['dropped']} — wrong: "


def _footnoted(text: str) -> str:
    """Each item that ends on a footnote's mark ("B — wrong.[1]") with that footnote's text ("[1] Subnet manager is an
    InfiniBand concept …") in the mark's place, and the footnote's line blanked; `text` as it is when a mark has no
    footnote."""
    notes = {match[1]: match[2] for match in FOOTNOTE.finditer(text)}
    marked = [match for match in FOOTNOTED_ITEM.finditer(text) if match[2] in notes]
    if len(marked) < 2:
        return text
    for match in reversed(marked):
        text = f"{text[:match.start(2) - 1]} {notes[match[2]]}{text[match.end(2) + 1:]}"
    return FOOTNOTE.sub(lambda match: "" if match[1] in {m[2] for m in marked} else match[0], text)


def _marked(match: re.Match[str]) -> str:
    verdict = "correct" if match["mark"] in "✓✔✅" else "wrong"
    return f"{match[1]}{match['letter']} ({match['name']}) — {verdict}: "


def _myth(match: re.Match[str]) -> str:
    name = f" ({match['name']})" if match["name"] else ""
    return f"{match[1]}{match['letter']}{name} — wrong: "


def _lead(match: re.Match[str]) -> str:
    if match["nletter"]:
        return f"{match[1]}{match['nletter']} ({match['nname']}): "
    if match["number"]:
        return match[1]
    if match["point"]:
        return match[1] + "- "
    if match["pointed"]:
        return f"{match[1]}{match['pointed']}: "
    if match["letter3"]:  # ('[1] A "reinstall NVIDIA driver right away" - Xid 79 is …': a footnote on a quoted option)
        return f"{match[1]}{match['letter3']} ({match['name3']}): "
    if match["letter2"]:  # ("• B, opening an RMA for the GPUs, jumps to …": the name between commas, then what it does)
        return f"{match[1]}{match['bullet2']}{match['letter2']} ({match['name2']}): "
    return f"{match[1]}{match['bullet'] or ''}{match['letter']} ({match['name']}): "
# A myth and its reality: 'Myth (A, 600 GB/s): "That's H100's NVLink."' then "Reality: 600 GB/s is A100 SXM …" (on the
# same line, the next or after a blank line): the wrong option's item, its note the reality (the myth, the option's claim, goes).
MYTH = re.compile(rf"(?im)^([ \t]*)(?:[-•*][ \t]+)?(?:myths?|misconceptions?)[ \t]*(?:#?\d+[ \t]*)?\((?:option[ \t]+|choice[ \t]+)?"
                  rf"(?P<letter>(?-i:[{LETTERS}]))(?:,[ \t]*(?P<name>[^()\n]{{1,60}}))?\)[ \t]*:[^\n]*?(?:[ \t]|[ \t]*\n(?:[ \t]*\n)?[ \t]*)"
                  r"(?:reality|fact|truth|actually)[ \t]*:[ \t]*")
# A quoted claim with its letter and its verdict as myth or fact ('"100% GPU-Util means every SM is busy" (A): MYTH, and …').
CLAIMED = re.compile(rf"(?im)^([ \t]*)(?:[-•*][ \t]+)?[\"“][^\"”\n]{{1,200}}[\"”][ \t]*\((?P<letter>(?-i:[{LETTERS}]))\)[ \t]*[:—–-][ \t]*"
                     r"(?P<verdict>myth|fact)\b[.!,;:]*[ \t]*(?:and[ \t]+)?")
# A footnote under the items, and an item that ends on its mark ("B — wrong.[1]").
FOOTNOTE = re.compile(r"(?m)^[ \t]*\[(\d{1,2})\][ \t]+(\S[^\n]*)$")
FOOTNOTED_ITEM = re.compile(rf"(?m)^([ \t]*\(?[{LETTERS}]\)?[^\n\[]{{0,80}})\[(\d{{1,2}})\][ \t]*$")
# A scorecard's row: the letter, the option's value, its mark, then the reason ("A  ~35 GB   ✘  = 0.5 B/param -> …").
MARKED_ROW = re.compile(rf"(?m)^([ \t]*)(?P<letter>[{LETTERS}])[ \t]+(?P<name>[^\s✘✗❌✓✔✅|][^\n✘✗❌✓✔✅|]{{0,40}}?)[ \t]+"
                        r"(?P<mark>[✘✗❌✓✔✅])[ \t]*(?:[=:—–-]+[ \t]*)?")
# A Q&A's answer after its question: "Q: Can't I just …?" then "A: You'd see …".
QA_ANSWER = re.compile(r"(?m)(^[ \t]*Q:[^\n]*\?[ \t]*\n(?:[ \t]*\n)?[ \t]*)A:[ \t]*")
QA_QUESTION = re.compile(r"(?m)^([ \t]*)Q:[ \t]*(?=[^\n]*\?[ \t]*$)")
THUMB = re.compile(rf"(?m)^(\s*\(?[{LETTERS}]\)?\s*[-–—:.)]?\s*)([👍👎])")
BARRED_ITEM = re.compile(rf"(?:((?i:wrong|incorrect)\s+ones)\s*(?:→|->)|\s+\|)\s+(?=\(?[{LETTERS}]\)?\s+\([^()\n]{{1,60}}\):\s)")


def as_items(text: str, expected: int = 1) -> str:
    """`text` with its verdict rows rewritten as items (see the module's doc), and its paragraphs of letters as
    subjects (`subjects`); `expected`: how many answers the question asks for."""
    text = verdictcolumn.odd_lines(subjects.rewritten(text), expected)
    if "(" in text or "," in text or "▸" in text or "►" in text or "‣" in text or "-- " in text or '"' in text or "“" in text:
        text = _leads(text)
    if "you picked" in text or "you chose" in text or "liminate" in text or "ule out" in text or "ross out" in text \
            or "remove" in text or "strike" in text:
        text = PICKED.sub(_picked, text)
    if "yth" in text or "Y" in text and "YTH" in text or "isconception" in text:
        text = MYTH.sub(_myth, text)
        if '"' in text or "“" in text:  # (a myth is a false statement, a fact a true one)
            text = CLAIMED.sub(lambda m: f"{m[1]}{m['letter']} — {'false' if m['verdict'].lower() == 'myth' else 'true'}: ", text)
    if "Q" in text and "Q:" in text and "A:" in text:  # (a Q&A's answer label, "A: You'd see …" after "Q: …?", is no option's letter)
        text = QA_ANSWER.sub(r"\1", text)  # (and its question's label: "Q: Why not (a)?" reads as "Why not (a)?")
        text = QA_QUESTION.sub(r"\1", text)
    if any(mark in text for mark in "✘✗❌✓✔✅"):
        text = MARKED_ROW.sub(_marked, text)
    if "[" in text and "[1]" in text and "[2]" in text:  # (a rare character looked for first: one scan in C)
        text = _footnoted(text)
    if "~" in text and "~~" in text:  # (an option struck out, its reason after it: "~~B. The Slurm controller~~\nStruck out. Slurm is …")
        text = STRUCK.sub(lambda m: f"{m[1]}{m[2]} — wrong: ", text)
    if "%" in text:  # (a poll of what readers picked, with each option's verdict: " (B) 14% — Not true. …")
        text = POLL.sub(lambda m: f"{m[1]}{m[2]} — {POLL_WORDS.get(m[3].lower(), m[3].lower())}: ", text)
    if " | " in text:  # ("Wrong ones → A (NCCL_IB_HCA=…): … | B (…): … | D (…): …": items in a run, parted by bars)
        text = BARRED_ITEM.sub(lambda m: f"{m[1]}:\n" if m[1] else "\n", text)
    if "|" not in text and "...." not in text and "[" not in text and "👍" not in text and "👎" not in text:
        return text
    if "👍" in text or "👎" in text:
        text = THUMB.sub(lambda m: m[1] + THUMBS[m[2]], text)
    lines = text.split("\n")
    lines = _checkboxes(lines) if "[" in text else lines
    return "\n".join(_rows(verdictcolumn.odd_ones(joined(lines), cells_of, LETTER_CELL, expected) if "|" in text else lines)) if "|" in text or "...." in text else "\n".join(lines)


def _rows(lines: list[str]) -> list[str]:
    out, header, announced, header_at, rules, made = [], None, False, -1, [], set()
    for line in joined(lines):
        cells = cells_of(line)
        if len(cells) < 2:
            bordered = line.strip()[:1] == "+" and rule_line(line)  # ("+--+--+": no end of its table)
            if line.strip() and not bordered:  # (a table's rows may be parted by blank lines)
                header, announced, header_at = None, _announces_wrong(line), -1
            rules += [len(out)] if bordered else []
            out.append("" if line.lstrip()[:1] == "-" and rule_line(line) else line)  # ("--+--")
            continue
        item = _item(cells, header, announced)
        if item:
            if header_at >= 0:  # ("Option | Verdict | Why" above the rows made items: no line of the text's own)
                out[header_at], header_at = "", -1
            made.add(len(out))
            out.append(item)
        else:
            if header is None and not LETTER_CELL.match(cells[0]):
                header, header_at = cells, len(out)
            out.append(line if not rule(cells) else "")
    for at in reversed(rules):  # (a bordered table's rule beside an option's row goes: not a code block's, "+---+" / "| Overall … |")
        near = [next((i for i in range(at + step, -1 if step < 0 else len(out), step) if out[i].strip()), -1) for step in (-1, 1)]  # (blank lines apart)
        out[at] = "" if any(i in made or i >= 0 and LETTER_ROW.match(out[i]) for i in near) else out[at]
    return out


def _announces_wrong(line: str) -> bool:
    """A short line that says what follows is about the wrong options ("Explanation of wrong options",
    "Distractors:"), and names no letter."""
    return len(line) <= 60 and bool(WRONG_INTRO.search(line)) and not NAMES_LETTER.search(line)


def _item(cells: list[str], header: list[str] | None, announced: bool = False) -> str:
    """The row as an item ("A — correct: <reason>"), or "" when it gives no letter and verdict; under a line
    that announces the wrong options, a row with a letter and no verdict is a wrong option's ("A (6.5 kW) — wrong:
    <reason>", its name the rest of the letter's cell)."""
    letter = LETTER_CELL.match(cells[0])
    if not letter or len(cells[0]) > 160:  # (the letter and the option's text: "A - The subnet manager assigned …")
        return ""
    asks = [i for i, cell in enumerate(header or ()) if ASKING_HEADER.search(cell)]
    verdict, reason_cells, answered = "", [], ""
    named_at = next((at for at, cell in enumerate(header or ()) if at and VERDICT_HEADER.match(cell) and at < len(cells)
                     and cells[at].lower().rstrip(".!") in POSITIVE | NEGATIVE), 0)  # (a column headed "Verdict" over one that asks "Scratch aboard?")
    if named_at:  # (its verdict read there alone; every other cell a reason)
        verdict, reason_cells = _said(cells[named_at].lower().rstrip(".!")), [cell for at, cell in enumerate(cells[1:], 1) if at != named_at]
    for index, cell in enumerate(cells[1:] if not named_at else [], 1):
        word = (cell[-1] if cell and cell[-1] in "✓✔✅✗✘❌" else cell[:cell.find(" (")] if cell.endswith(")") and " (" in cell else cell).lower().rstrip(".!")  # (a mark
        # that ends its cell: "Perfect form: … ✔"; a word and its gloss: "Wrong (clash)")
        lead = (LEAD_VERDICT.match(cell) or STATEMENT_CELL.match(cell)) if not verdict else None
        # (a yes or no under "Accurate?", "True?": of the statement, which a NOT question turns around)
        of_statement = index in asks and index < len(header or ()) and STATEMENT_HEADER.search(header[index])
        if not verdict and (word in POSITIVE or word in NEGATIVE) and (word not in YES_NO or index in asks or not header):
            verdict = _said(word, bool(of_statement))
        elif lead and lead[1].lower() in POSITIVE | NEGATIVE | {"not"} and (lead[1].lower() not in YES_NO or index in asks):
            verdict = _said(lead[1].lower(), bool(of_statement))  # (and "No – this is the exception" under "Accurate?")
            reason_cells.append(lead[2])
            answered = lead[2] if index in asks and len(lead[2].split()) >= 3 and lead[2].split()[0].lower() not in (
                "this", "that") else ""  # ("Fits? | No: node is …": why; not "No – this is the exception")
        else:
            reason_cells.append(cell)
    if not verdict and header and any(WRONG_HEADER.search(cell) for cell in header[1:]):
        verdict = "wrong"  # (a table of the wrong options: "| Option | Why it is not the cause |")
    if not verdict and announced and not asks and 1 <= len(reason_cells) <= 2 - bool(letter[2]) and all(reason_cells):
        *named, reason = sorted(reason_cells, key=len)  # (the name in a cell of its own: "C | Slurm slurmctld | …")
        name = letter[2] or "".join(named)
        return f"{letter[1].upper()}{f' ({name})' if name else ''} — wrong: {reason}"
    if not verdict and asks and len(reason_cells) >= 2:  # (a verdict column whose cell is none: "A | Triton capability | …")
        return f"{letter[1].upper()} — {max(reason_cells, key=len)}"
    if not verdict:
        return ""
    why = next((at for at, cell in enumerate(header or ()) if at and WHY_HEADER.match(cell) and at < len(cells) and cells[at]), 0) if verdict in ("wrong", "false") else 0
    longest = cells[why] if why and not answered else max((cell for cell in reason_cells if cell), key=len, default="")  # (a "Why" column's, not the claim's)
    reason = longest if answered and header and any(re.match(r"(?i)(?:why|reasons?|because|explanation|rationale)\b", cell) for cell in header) else answered or longest
    named = letter[2] or (ASIDE.sub("", short[0]) if len(reason_cells) == 2 and not answered and len((short := sorted(reason_cells, key=len))[0].split())
                          <= 6 and len(short[1].split()) > len(short[0].split()) + 3 else "")  # (the option's name in a cell of its own, no aside)
    name = f" ({named})" if named and not set(named) & set("()") else ""  # ("A - The subnet manager …")
    return f"{letter[1].upper()}{name} — {verdict}: {reason}".rstrip(": ")


def _said(word: str, of_statement: bool = False) -> str:
    """A cell's verdict as an item says it: of the option's statement ("true", "false": a NOT question turns them
    around) or of the choice."""
    if word in STATEMENT_WORDS or of_statement:
        return "true" if word in POSITIVE else "false"
    return "correct" if word in POSITIVE else "wrong"


def _checkboxes(lines: list[str]) -> list[str]:
    rows = [(at, CHECKBOX.match(line)) for at, line in enumerate(lines)]
    rows = [(at, match) for at, match in rows if match]
    if len(rows) < 2:
        return lines
    marks = {match[1].strip().lower() for _, match in rows}
    ticked_is_answer = "" in marks and not marks & {"ok", "v", "✓", "✔"}
    out = list(lines)
    for at, match in rows:
        mark = match[1].strip().lower()
        right = mark in ("ok", "v", "✓", "✔") or (ticked_is_answer and mark == "x")
        out[at] = f"{match[2]} — {TRUTH.get(mark) or ('correct' if right else 'wrong')}: {match[3]}"
    return out
