"""A lock's times and note ids checked against the real clock, whatever SOURCE_DATE_EPOCH says.

Anki updates a note only from one with a newer modification time: a time in the future (say the
year 5138, from a bad edit or merge) in a package a learner imports means no later release can
ever update that note for them. A time or id (the time in ms a note was first built) from before
2020 is not one deckgen gave. The check decides only whether a build goes ahead: nothing a build
writes depends on the clock (new times come from `lock.build_time`).
"""
from __future__ import annotations

import time

from .lock import Lock

#: The start of 2020 (UTC): deckgen wrote no lock before it.
EARLIEST = 1_577_836_800
#: The clock skew allowed for a time later than the real clock's.
SKEW = 86_400
FUTURE = "once a learner imports it, Anki would never update this again"


def wrong_times(lock: Lock) -> list[tuple[str, str]]:
    """(the key whose line to name: "notetype" or a question id, the problem) for every time or id
    out of range; empty in the usual case."""
    latest = int(time.time()) + SKEW
    stamps = lock.notes.values()
    if (EARLIEST <= lock.notetype_mod <= latest and all(EARLIEST <= s.mod <= latest for s in stamps)
            and min((s.note_id for s in stamps), default=EARLIEST * 1000) >= EARLIEST * 1000):
        return []
    found = []
    for key, what, mod in [("notetype", "the note type's 'mod'", lock.notetype_mod),
                           *((qid, f"note {qid}: 'mod'", stamp.mod) for qid, stamp in lock.notes.items())]:
        if mod > latest:
            found.append((key, f"{what} {mod} is later than now (the year {year(mod)}): {FUTURE}"))
        elif mod < EARLIEST:
            found.append((key, f"{what} {mod} is before 2020, earlier than deckgen could have written it"))
        stamp = lock.notes.get(key) if key != "notetype" else None
        if stamp is not None and stamp.note_id < EARLIEST * 1000:
            found.append((key, f"note {key}: 'id' {stamp.note_id} is before 2020 (an id is the time in ms a note "
                               "was first built), earlier than deckgen could have written it"))
    return found


def repair_hint(shown_path: str) -> str:
    return (f"the lock's times are wrong: restore the last good lock (git checkout <last good commit> -- "
            f"{shown_path}) and build again; or set each wrong 'mod' to the current time (date +%s), and "
            "delete the line of a note whose 'id' is wrong (it gets a new id: a learner who has it gets it again, "
            "as a new note)")


def epoch_problem(now: int) -> str | None:
    """Why a build may not give what it changes the time `now` (only SOURCE_DATE_EPOCH can be out
    of range), or None."""
    if EARLIEST <= now <= time.time() + SKEW:
        return None
    why = ("before 2020, and a lock's times start in 2020" if now < EARLIEST else
           f"later than now (the year {year(now)}): once a learner imports a note of that time, Anki would "
           "never update it again")
    return (f"SOURCE_DATE_EPOCH={now} is the time this build would give what it changes, but it is {why}; "
            "unset it, or set it to the last commit's time: SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)")


def year(seconds: int) -> int:
    return 1970 + int(seconds // 31_556_952)  # (a mean Gregorian year: no date library goes past 9999)
