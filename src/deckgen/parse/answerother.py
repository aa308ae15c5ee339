"""Lines about another one of the things the question names by number ("that level-2 run" answered by a sentence on level
1): used by `answersure` to leave such a line for the maintainer."""
from __future__ import annotations

import re

# A thing and its number ("level 2", "level-2", "Xid 79", "port 8001"), as the question and a line name them.
NUMBERED = re.compile(r"\b([A-Za-z]{3,12})[ -](\d{1,4})\b")


def other_numbered(line: str, asked: str) -> bool:
    """The line names a thing the question names with its number ("that level-2 run") only with other numbers ("Level 1 is
    the entrance squeeze, a few seconds …"): it speaks of another one."""
    asked_ones = {(word.lower(), number) for word, number in NUMBERED.findall(asked)} if any(c.isdigit() for c in asked) else set()
    named = {(word.lower(), number) for word, number in NUMBERED.findall(line)} if asked_ones else set()
    same_kind = {one for one in named if one[0] in {word for word, _ in asked_ones}}
    return bool(same_kind) and not same_kind & asked_ones
