"""Deck names and tags checked the way Anki reads them, so that what deckgen accepts is what Anki keeps.

Anki splits both on `::` into a hierarchy; it removes control characters (and `"` in deck names),
trims each part, turns an empty part into "blank" (`a::` -> `a::blank`), splits tags on spaces, and
normalises to NFC. A deck whose name has more than 11 levels is refused at import ("deck nesting
level too deep": rslib's `first_existing_parent` stops at 10 missing parents). Rather than let
Anki rename silently, deckgen refuses each of these with the reason.
"""
from __future__ import annotations

import re
import unicodedata

#: Anki refuses to import a deck whose name has more levels than this (measured: 11 imports, 12 does not).
MAX_DECK_LEVELS = 11
#: What Anki removes from a level: control characters and '"'.
REMOVED = re.compile(r'[\x00-\x1f\x7f"]')


def deck_name_problem(name: str) -> str | None:
    """Why Anki would refuse or change the deck name `name`, or None."""
    parts = name.split("::")
    if len(parts) > MAX_DECK_LEVELS:
        return (f"deck name '{_short(name)}' has {len(parts)} levels; Anki refuses more than "
                f"{MAX_DECK_LEVELS} (deck nesting level too deep)")
    problem = _parts_problem(parts)
    return f"deck name '{_short(name)}' {problem}" if problem else None


def tag_problem(tag: str) -> str | None:
    """Why Anki would split or change the tag `tag`, or None."""
    if any(c.isspace() for c in tag):
        return f"tag '{_short(tag)}' must be one word (Anki splits tags on spaces)"
    problem = _parts_problem(tag.split("::"))
    return f"tag '{_short(tag)}' {problem}" if problem else None


def _parts_problem(parts: list[str]) -> str | None:
    """Why Anki would change one of the `::` levels of a deck name or tag, or None. (Anki removes
    '"' from deck names, and its older versions from tags too.)"""
    for part in parts:
        if not part.strip():
            return "has an empty level (nothing between two '::', or at an end): Anki would name it 'blank'"
        if part.startswith(":") or part.endswith(":"):
            return "has ':::' (a level that starts or ends with ':'), which is ambiguous: use '::' between levels"
        if part != part.strip():
            return "has a space next to '::' or at an end, which Anki removes"
        if REMOVED.search(part):
            return 'holds a control character or ", which Anki removes'
    joined = "::".join(parts)
    if not unicodedata.is_normalized("NFC", joined):
        return "is not in Unicode NFC form, which Anki converts it to (retype it, or normalise the file)"
    return None


def _short(text: str) -> str:
    return text if len(text) <= 60 else text[:60] + "…"
