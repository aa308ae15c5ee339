"""Raw question text (as collected from the practice-exam site) -> Question.

This is the only stage that reads raw text. It splits the text into its sections, then turns the
run-in analysis of the wrong options into rationales and the answer (see `analysis.py`).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from . import analysis, phrases
from .errors import ParseError
from .model import LETTERS, Question
from .project import deck_folder_of

#: A raw text larger than this is not a question; refuse it before reading it all.
MAX_RAW_BYTES = 1 << 20

FILE_NAME = re.compile(r"^(?P<order>\d+)_(?P<id>[0-9A-Za-z][0-9A-Za-z_-]{0,63})\.txt$")

# Section marker lines, in the order they must appear.
SELECT = "select"
SHORT = "short"
BELOW_IMAGE = "below-image"
FULL = "full"
MARKERS = {
    SELECT: re.compile(r"select an answer to reveal the explanation\.?", re.I),
    SHORT: re.compile(r"short explanation(?: and infographic)?:?", re.I),
    BELOW_IMAGE: re.compile(r"full explanation below (?:the )?image\.?", re.I),
    FULL: re.compile(r"full explanation:?", re.I),
}
MARKER_TITLES = {
    SELECT: "Select an answer to reveal the explanation.",
    SHORT: "Short Explanation and Infographic",
    BELOW_IMAGE: "Full explanation below image",
    FULL: "Full Explanation",
}
ORDER = (SELECT, SHORT, BELOW_IMAGE, FULL)
# All markers in one pattern, tried in the order of MARKERS (the first that matches the line wins);
# group n is the nth marker's.
MARKER_LINE = re.compile("|".join(f"({pattern.pattern})" for pattern in MARKERS.values()), re.I)
MARKER_KEYS = tuple(MARKERS)

OPTION_LINE = re.compile(r"^(?:\((?P<p>[A-H])\)|(?P<l>[A-H])[.)])\s+(?P<text>\S.*)$")
# Unicode line and paragraph separators (and NEL) are spaces here: a raw text's lines end with \n only.
SPACES = re.compile(r"[ \t\u0085\u00a0\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+")
# Removed: invisible characters (zero-width spaces and joiners, BOM) and controls but tab and line ends.
REMOVED = re.compile(r"[\u200b\u200c\u200d\u2060\ufeff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# REMOVED and SPACES but " ": a text without them (and without "  ") needs neither substitution, and
# one scan for them costs less than the two (SPACES, stopping at every space, is slow).
UNUSUAL = re.compile(r"[\t\u0085\u00a0\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff"
                     r"\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
WHICH_TWO = re.compile(r"\b(?:which|select|choose|pick)\s+(?:the\s+)?(two|three|2|3)\b(?!-)", re.I)
COUNT_WORDS = {"two": 2, "2": 2, "three": 3, "3": 3}


@dataclass(frozen=True)
class Parsed:
    """A parsed question and the warnings about it."""

    question: Question
    warnings: tuple[ParseError, ...]


def identity(path: Path) -> tuple[int, str]:
    """(order, id) from a raw file name such as `000_0d68aac94525f419.txt`."""
    match = FILE_NAME.match(path.name)
    if not match:
        raise ParseError(
            "file name must be <order>_<id>.txt, e.g. 000_0d68aac94525f419.txt "
            "(the id becomes the note's identity; never reuse one)", path, 1)
    return int(match["order"]), match["id"]


def read_text(path: Path) -> str:
    """The file's text, decoded and normalised; ParseError for what cannot be a text."""
    with open(path, "rb") as handle:
        data = handle.read(MAX_RAW_BYTES + 1)
    if len(data) > MAX_RAW_BYTES:
        raise ParseError(f"file is larger than {MAX_RAW_BYTES // 1024} KiB; a question text is a few KiB "
                         "(is this the right file?)", path, 1)
    if b"\x00" in data:
        line = data[:data.index(b"\x00")].count(b"\n") + 1
        raise ParseError("binary data (a NUL byte); a question text must be plain UTF-8 text", path, line)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[:err.start].count(b"\n") + 1
        raise ParseError(f"not valid UTF-8 (byte 0x{data[err.start]:02x}); save the file as UTF-8",
                         path, line) from None
    return normalise(text)


def normalise(text: str) -> str:
    """Line ends, BOM, odd spaces and stray whitespace made plain; quotes and dashes kept as written."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "  " in text or UNUSUAL.search(text):
        text = REMOVED.sub("", text)
        text = unicodedata.normalize("NFC", text)
        text = SPACES.sub(" ", text)  # never across a line end: "\n" is not among SPACES
    else:
        text = unicodedata.normalize("NFC", text)
    return "\n".join([line.strip() for line in text.split("\n")])


def parse_file(path: Path, deck_folder: Path | None = None, source: str | None = None) -> Parsed:
    """Parse one raw question file; `source`, its path in the deck folder, is worked out if not given."""
    order, qid = identity(path)
    text = read_text(path)
    if source is None:
        source = source_of(path.resolve(), (deck_folder or path.parent.parent).resolve(), path)
    return parse_text(text, path=path, qid=qid, order=order, source=source)


def source_of(resolved: Path, deck_folder: Path, path: Path) -> str:
    """The raw file's path relative to its (resolved) deck folder; its name when it lies elsewhere."""
    try:
        return resolved.relative_to(deck_folder).as_posix()
    except ValueError:
        return path.name


def locate(path: Path, known: dict[Path, tuple[Path, str | None]]) -> tuple[Path, str]:
    """The raw file's deck folder (as deck_folder_of) and source (as parse_file), resolving each folder
    once rather than every file in it: a file that is not a symbolic link resolves to its resolved
    folder / its name. `known` keeps, per folder, its deck folder and the prefix of sources there.
    """
    if path.is_symlink() or path.name in ("", ".", ".."):
        deck_folder = deck_folder_of(path)
        return deck_folder, source_of(path.resolve(), deck_folder, path)
    if path.parent not in known:
        deck_folder = deck_folder_of(path)
        try:
            inside = path.parent.resolve().relative_to(deck_folder).as_posix()
            known[path.parent] = deck_folder, ("" if inside == "." else inside + "/")
        except ValueError:  # not below its deck folder: the source is the file's name
            known[path.parent] = deck_folder, None
    deck_folder, prefix = known[path.parent]
    return deck_folder, path.name if prefix is None else prefix + path.name


def parse_text(text: str, *, path: Path, qid: str, order: int, source: str) -> Parsed:
    """Parse a normalised raw text into a Question."""
    lines = text.split("\n")
    if not any(lines):
        raise ParseError("file is empty; expected a question stem followed by the explanation sections",
                         path, 1)
    markers = _find_markers(lines, path)
    warnings: list[ParseError] = []

    first_marker = min(markers.values())
    stem_lines = lines[:first_marker]
    stem, options = _split_options(stem_lines, path)
    if not stem:
        raise ParseError(f"no question stem before '{MARKER_TITLES[_first(markers)]}' "
                         f"(line {first_marker + 1}); the text must start with the question", path, 1)

    short_end = min((markers[k] for k in (BELOW_IMAGE, FULL) if k in markers), default=len(lines))
    short = _paragraphs(lines[markers[SHORT] + 1:short_end])
    if not short:
        raise ParseError(f"'{MARKER_TITLES[SHORT]}' (line {markers[SHORT] + 1}) is followed by no text",
                         path, markers[SHORT] + 1)
    if BELOW_IMAGE in markers and FULL in markers:
        stray = _paragraphs(lines[markers[BELOW_IMAGE] + 1:markers[FULL]])
        if stray:
            short = short + "\n\n" + stray
    full_raw = _paragraphs(lines[markers[FULL] + 1:]) if FULL in markers else ""
    if FULL not in markers or not full_raw:
        line = markers.get(FULL, len(lines) - 1) + 1
        warnings.append(ParseError("no full explanation; the card shows the short explanation only",
                                   path, line))

    result = analysis.analyse(full_raw, option_letters=tuple(options))
    expected = _expected_answers(stem)
    answer = _decide_answer(result, options, expected, path, markers.get(FULL, 0) + 1, warnings)
    named = _complete_options(options, result, answer)

    full = analysis.to_markdown(result.body)
    answer_text = result.answer_text
    question = Question(
        id=qid,
        order=order,
        source=source,
        tags=(),
        question=stem,
        options=named,
        answer=answer,
        answer_text=answer_text,
        short_explanation=analysis.to_markdown(short),
        full_explanation=full,
        rationales={letter: reason for letter, reason in sorted(result.rationales.items()) if reason},
        infographic=phrases.propose_infographic(stem, named, answer, answer_text, result),
        path=path,
    )
    return Parsed(question, tuple(warnings))


def _find_markers(lines: list[str], path: Path) -> dict[str, int]:
    """Line index of each section marker; errors for missing, repeated or misplaced ones."""
    found: dict[str, int] = {}
    for index, line in enumerate(lines):
        match = MARKER_LINE.fullmatch(line)
        if match:
            key = MARKER_KEYS[match.lastindex - 1]
            if key in found:
                raise ParseError(f"'{MARKER_TITLES[key]}' appears twice (first on line {found[key] + 1});"
                                 " a text holds one question", path, index + 1)
            found[key] = index
    if SHORT not in found:
        line = found[SELECT] + 2 if SELECT in found else 1
        raise ParseError(f"no '{MARKER_TITLES[SHORT]}' line; a question text has the sections: stem, "
                         f"'{MARKER_TITLES[SELECT]}', '{MARKER_TITLES[SHORT]}', '{MARKER_TITLES[FULL]}'",
                         path, min(line, len(lines)))
    present = sorted(found, key=found.get)
    expected = [key for key in ORDER if key in found]
    if present != expected:
        for before, after in zip(expected, present):
            if before != after:
                raise ParseError(
                    f"'{MARKER_TITLES[after]}' comes before '{MARKER_TITLES[before]}' "
                    f"(line {found[before] + 1}); the sections must be in the order: "
                    + ", ".join(f"'{MARKER_TITLES[k]}'" for k in ORDER),
                    path, found[after] + 1)
    return found


def _first(markers: dict[str, int]) -> str:
    return min(markers, key=markers.get)


def _split_options(lines: list[str], path: Path) -> tuple[str, dict[str, str]]:
    """The stem, and the options listed as `A. …` / `A) …` / `(A) …` lines after it."""
    options: dict[str, str] = {}
    stem: list[str] = []
    for index, line in enumerate(lines):
        match = OPTION_LINE.match(line)
        if match and (options or LETTERS[len(options)] == (match["p"] or match["l"])):
            letter = match["p"] or match["l"]
            if letter != LETTERS[len(options)]:
                raise ParseError(f"option {letter} is out of order; expected {LETTERS[len(options)]}",
                                 path, index + 1)
            options[letter] = match["text"]
        elif options and line:
            # A wrapped option line continues the option above it.
            last = next(reversed(options))
            options[last] += " " + line
        elif not options:
            stem.append(line)
    return _paragraphs(stem), options


def _paragraphs(lines: list[str]) -> str:
    """Lines joined as Markdown paragraphs (one paragraph per non-empty line)."""
    return "\n\n".join(line for line in lines if line)


def _expected_answers(stem: str) -> int:
    match = WHICH_TWO.search(stem)
    return COUNT_WORDS[match[1].lower()] if match else 1


def _decide_answer(result: analysis.Analysis, options: dict[str, str], expected: int,
                   path: Path, line: int, warnings: list[ParseError]) -> tuple[str, ...]:
    """The letters the analysis does not call wrong; no guess when that is not one clear answer."""
    wrong = set(result.rationales)
    if options and not wrong <= set(options):
        warnings.append(ParseError(f"the analysis names {', '.join(sorted(wrong - set(options)))}, which is "
                                   f"not among the options ({', '.join(options)})", path, line))
    stated = result.stated_answer
    if len(stated) == expected and (not options or set(stated) <= set(options)):
        return stated
    if options:
        candidates = [letter for letter in options if letter not in wrong]
    else:
        if not wrong:
            candidates = []
        else:
            last = max(wrong | set(result.option_names))
            candidates = [letter for letter in LETTERS[:LETTERS.index(last) + 1] if letter not in wrong]
    if len(candidates) == expected:
        return tuple(candidates)
    if not wrong:
        why = "the text names no wrong options"
    else:
        why = (f"the analysis calls {', '.join(sorted(wrong))} wrong, which leaves "
               f"{', '.join(candidates) or 'no letter'}, but the question asks for {expected}")
    warnings.append(ParseError(f"cannot tell the answer: {why}; set `answer:` in the YAML by hand",
                               path, line))
    return ()


def _complete_options(options: dict[str, str], result: analysis.Analysis,
                      answer: tuple[str, ...]) -> dict[str, str]:
    """Listed options; else the option names the analysis gives, when they cover every letter."""
    if options:
        return options
    if not result.option_names or len(answer) != 1:
        return {}
    named = dict(result.option_names)
    subject = phrases.subject_of(result.answer_text)
    if subject:
        named.setdefault(answer[0], subject)
    # Every letter the question uses (named, answered or called wrong) must have a name.
    letters = LETTERS[:LETTERS.index(max([*named, *answer, *result.rationales])) + 1]
    if set(named) != set(letters):
        return {}
    return {letter: named[letter] for letter in letters}
