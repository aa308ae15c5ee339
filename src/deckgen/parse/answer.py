"""Which letters are the answer: from the analysis of the wrong options, a stated answer, the stem.

Also the option texts a question gets when the text names its options instead of listing them.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import ParseError
from ..model import LETTERS
from . import phrases
from .analysis import Analysis

WHICH_TWO = re.compile(r"\b(?:which|select|choose|pick)\s+(?:the\s+)?(two|three|2|3)\b(?!-)", re.I)
COUNT_WORDS = {"two": 2, "2": 2, "three": 3, "3": 3}


def expected_answers(stem: str) -> int:
    """How many answers the stem asks for ("Which TWO …" -> 2)."""
    match = WHICH_TWO.search(stem)
    return COUNT_WORDS[match[1].lower()] if match else 1


def decide_answer(result: Analysis, options: dict[str, str], expected: int,
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


def complete_options(options: dict[str, str], result: Analysis,
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
