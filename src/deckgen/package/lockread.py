"""Reading a deck's lock file as untrusted input: every value checked against what Anki accepts.

A lock is committed, so a bad merge (both sides' line for a note, two notes given one id) or a hand
edit can damage it; whatever it holds ends up in the package's int64 columns, and Anki panics on a
note id of 0, refuses times past int64, and merges notes that share an id. Every problem is
reported with its line and note, with how to repair the lock.
"""
from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from ..errors import Aborted, Report, SourceError, display_path
from ..model import DECK_ID, QUESTION_ID
from ..sources import read_regular, refused_file
from ..render import NoteType
from . import locktime
from .lock import (FORMAT, LOCK_NAME, MAX_NOTE_ID, MAX_TIME, Lock, NoteStamp, Stamped, differences, dump,
                   update)

HASH = re.compile(r"[0-9a-f]{64}")
SCHEMA = re.compile(r"[0-9a-f]{16}")
#: A lock of 10,000 notes is 1.5 MiB.
MAX_LOCK_BYTES = 64 << 20
TOP_KEYS = ("format", "deck", "notetype", "notes")
#: One note's line as `lock.dump` writes it, values in range but for the largest ids and times.
NOTE_LINE = re.compile(rf'  "({QUESTION_ID.pattern})": \{{"hash": "([0-9a-f]{{64}})", '
                       r'"id": ([1-9][0-9]{0,15}), "mod": ([1-9][0-9]{0,11})\}(,?)\n')
NOTES_START = ', "notes": {\n'


def repair_hint(path: Path) -> str:
    """How to repair a damaged lock, and what starting afresh costs learners."""
    return (f"restore the last good lock (git checkout <last good commit> -- {display_path(path)}) and build "
            "again; or delete it to start afresh, which gives every note a new time: learners' next import "
            "then overwrites their own edits of every note (review history is kept)")


def read(folder: Path, deck_id: str | None = None, root: Path | None = None) -> tuple[Lock | None, bytes]:
    """The deck's lock and its bytes, (None, b"") when it has none yet; Aborted with every problem
    (each naming its line and note) when it is damaged or was written for another deck id. A lock
    that is a link out of the project `root` is refused unread (its values would show in messages)."""
    path = folder / LOCK_NAME
    refused = refused_file(path, root) if root is not None and path.is_symlink() else None
    if refused:
        raise Aborted([refused])
    try:
        data = read_regular(path, MAX_LOCK_BYTES)
    except FileNotFoundError:
        return None, b""
    except SourceError as err:  # not a regular file, unreadable
        raise Aborted([err]) from None
    if len(data) > MAX_LOCK_BYTES:
        raise Aborted([SourceError(f"lock file is larger than {MAX_LOCK_BYTES >> 20} MiB", path, 1),
                       SourceError("the lock file is damaged: " + repair_hint(path), path)])
    lock = parse_checked(data, path)
    wrong_times = locktime.wrong_times(lock)
    if wrong_times:
        lines = _key_lines(data.decode("utf-8"))
        raise Aborted([*(SourceError(message, path, lines.get(key, [1])[0]) for key, message in wrong_times),
                       SourceError(locktime.repair_hint(display_path(path)), path)])
    if deck_id is not None and lock.deck_id not in (None, deck_id):
        raise Aborted([SourceError(
            f"this lock was written for the deck id '{lock.deck_id}', but deck.yaml says '{deck_id}': a deck's "
            f"id is the namespace of its Anki ids and must never change once released (learners would get every "
            f"question twice). Put `id: {lock.deck_id}` back in deck.yaml; or, for a new deck, delete the lock",
            path, 1)])
    return lock, data


def check_lock(folder: Path, deck_id: str, root: Path, report: Report) -> None:
    """What `read` finds wrong with a deck's lock, recorded in `report`."""
    try:
        read(folder, deck_id, root)
    except Aborted as err:
        report.errors.extend(err.problems)


def next_lock(folder: Path, deck_id: str, root: Path, notetype: NoteType, notes: Sequence[Stamped], now: int,
              report: Report, same_deck: bool = True) -> tuple[Lock, list[str]] | None:
    """The lock a build of these notes writes, and why it differs from the deck's lock file (empty
    when the file is exactly what the build writes); None, with the problems in `report`, when the
    file is damaged. With `same_deck` false (a release, which compares deck ids with the previous
    release itself), a lock written for another deck id is taken as this deck's."""
    try:
        old, written = read(folder, deck_id if same_deck else None, root)
    except Aborted as err:
        report.errors.extend(err.problems)
        return None
    exact = old is None or written == dump(old)
    if old is not None and not same_deck:
        old = replace(old, deck_id=deck_id)
    new = update(old, deck_id, notetype, notes, now)
    changes = differences(old, new) if old != new else []
    problem = locktime.epoch_problem(now) if changes else None
    if problem:
        report.error(problem, folder / LOCK_NAME)
        return None
    if not changes and not exact:
        changes = ["it is not byte for byte what a build writes: edited by hand, or merged?"]
    return new, changes


def parse_checked(data: bytes, path: Path) -> Lock:
    """A lock file's bytes, every value checked; Aborted with every problem when it is damaged."""
    problems: list[SourceError] = []
    lock = _canonical(data) or _parse(data, path, problems)
    if problems or lock is None:
        raise Aborted([*problems, SourceError("the lock file is damaged: " + repair_hint(path), path)])
    return lock


def _canonical(data: bytes) -> Lock | None:
    """The lock when it is exactly as `lock.dump` writes one, every value in range (the usual case:
    one regular expression per note, 4× faster than checking parsed JSON); None for anything else,
    which `_parse` reads and checks value by value, reporting what is wrong."""
    try:
        text = data.decode("utf-8")
        head, found, body = text.partition(NOTES_START)
        if not found or not body.endswith("}}\n") or "\n" in head:
            return None
        top = json.loads(head + "}")
    except (ValueError, RecursionError):
        return None
    if set(top) != {"format", "deck", "notetype"} or top["format"] != FORMAT or type(top["format"]) is not int:
        return None
    notetype, deck_id = top["notetype"], top["deck"]
    noted = lambda *args: None  # noqa: E731 (problems are `_parse`'s to report)
    if not (isinstance(deck_id, str) and DECK_ID.fullmatch(deck_id) and isinstance(notetype, dict)
            and set(notetype) == {"hash", "schema", "mod"} and _hash(notetype["hash"], HASH, "", noted, "")
            and _hash(notetype["schema"], SCHEMA, "", noted, "") and _whole(notetype["mod"], 1, MAX_TIME, "", noted, "")):
        return None
    stamps, position, end, commas = {}, 0, len(body) - 3, []
    for match in NOTE_LINE.finditer(body, 0, end):
        if match.start() != position:
            return None
        position = match.end()
        qid, content, note_id, mod, comma = match.groups()
        stamps[qid] = NoteStamp(int(note_id), content, int(mod))
        commas.append(comma)
    if position != end or commas[-1:] == [","] or "" in commas[:-1] or len(stamps) != len(commas):
        return None
    if stamps and (max(s.note_id for s in stamps.values()) > MAX_NOTE_ID or max(s.mod for s in stamps.values()) > MAX_TIME
                   or len({s.note_id for s in stamps.values()}) != len(stamps)):
        return None
    return Lock(deck_id, notetype["hash"], notetype["schema"], notetype["mod"], dict(sorted(stamps.items())))


def _parse(data: bytes, path: Path, problems: list[SourceError]) -> Lock | None:
    duplicates: list[str] = []

    def no_duplicates(pairs: list[tuple[str, object]]) -> dict:
        found = dict(pairs)
        if len(found) != len(pairs):  # (rare: only then are the keys looked at one by one)
            keys = [key for key, _ in pairs]
            duplicates.extend(key for index, key in enumerate(keys) if key in keys[:index])
        return found

    try:
        text = data.decode("utf-8")
        top = json.loads(text, object_pairs_hook=no_duplicates)
    except UnicodeDecodeError as err:
        problems.append(SourceError(f"lock file is not valid UTF-8 (byte 0x{data[err.start]:02x})", path,
                                    data[:err.start].count(b"\n") + 1))
        return None
    except json.JSONDecodeError as err:
        problems.append(SourceError(f"lock file is not valid JSON ({err.msg})", path, err.lineno))
        return None
    except (ValueError, RecursionError) as err:  # a number of thousands of digits; nesting past the stack
        problems.append(SourceError(f"lock file is not valid JSON ({type(err).__name__})", path, 1))
        return None
    lines: dict[str, list[int]] = {}

    def problem(message: str, key: str | None = None, nth: int = 0) -> None:
        if not lines:  # (found only when there is something to report)
            lines.update(_key_lines(text))
        found = lines.get(key, []) if key else []
        problems.append(SourceError(message, path, found[min(nth, len(found) - 1)] if found else 1))

    for key in dict.fromkeys(duplicates):  # (a merge that kept both sides' line for a note)
        what = f"key '{key}'" if key in TOP_KEYS or not QUESTION_ID.fullmatch(key) else f"question {key}"
        first = _key_lines(text).get(key, [1])[0]
        problem(f"{what} appears twice (first on line {first}); keep one", key, 1)
    if not isinstance(top, dict):
        problem(f"expected a JSON object with {', '.join(TOP_KEYS)}, not {_show(top)}")
        return None
    for key in sorted(set(top) - set(TOP_KEYS)):
        problem(f"unknown key '{key}'; a lock holds {', '.join(TOP_KEYS)}", key)
    if type(top.get("format")) is not int or top["format"] != FORMAT:
        problem(f"unknown lock format {_show(top.get('format'))}; this deckgen reads format {FORMAT}", "format")
    deck_id = top.get("deck")
    if deck_id is not None and not (isinstance(deck_id, str) and DECK_ID.fullmatch(deck_id)):
        problem(f"'deck' must be the deck's id, not {_show(deck_id)}", "deck")
    notetype = top.get("notetype")
    if not isinstance(notetype, dict) or set(notetype) != {"hash", "schema", "mod"}:
        problem(f"'notetype' must be {{\"hash\": …, \"mod\": …, \"schema\": …}}, not {_show(notetype)}", "notetype")
        notetype = {"hash": "", "schema": "", "mod": 0}
    else:
        _hash(notetype["hash"], HASH, "the note type's hash", problem, "notetype")
        _hash(notetype["schema"], SCHEMA, "the note type's schema", problem, "notetype")
        _whole(notetype["mod"], 1, MAX_TIME, "the note type's mod", problem, "notetype")
    notes = top.get("notes")
    if not isinstance(notes, dict):
        problem(f"'notes' must be a JSON object of question id -> note, not {_show(notes)}", "notes")
        return None
    stamps: dict[str, NoteStamp] = {}
    owners: dict[int, str] = {}
    for qid, stamp in notes.items():
        if not QUESTION_ID.fullmatch(qid):
            problem(f"{_show(qid)} is not a question id", qid)
        elif not isinstance(stamp, dict) or set(stamp) != {"hash", "id", "mod"}:
            problem(f"note {qid} must be {{\"hash\": …, \"id\": …, \"mod\": …}}, not {_show(stamp)}", qid)
        elif (_hash(stamp["hash"], HASH, f"note {qid}: 'hash'", problem, qid)
              & _whole(stamp["id"], 1, MAX_NOTE_ID, f"note {qid}: 'id'", problem, qid)
              & _whole(stamp["mod"], 1, MAX_TIME, f"note {qid}: 'mod'", problem, qid)):
            if stamp["id"] in owners:
                problem(f"note {qid} has the id {stamp['id']} of note {owners[stamp['id']]}; every note needs "
                        "its own id (two branches' new notes merged?)", qid)
            owners.setdefault(stamp["id"], qid)
            stamps[qid] = NoteStamp(stamp["id"], stamp["hash"], stamp["mod"])
    if problems:
        return None
    return Lock(deck_id, notetype["hash"], notetype["schema"], notetype["mod"], dict(sorted(stamps.items())))


def _key_lines(text: str) -> dict[str, list[int]]:
    """The lines on which each JSON key appears (a lock is written one note per line)."""
    lines: dict[str, list[int]] = {}
    for number, line in enumerate(text.split("\n"), 1):
        for key in re.findall(r'"([^"\\]{1,80})"\s*:', line):
            lines.setdefault(key, []).append(number)
    return lines


def _show(value: object) -> str:
    """A value as JSON, cut short."""
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else "a list"
    shown = json.dumps(value[:41] if isinstance(value, str) else value, ensure_ascii=True)
    return shown if len(shown) <= 40 else shown[:40] + "…"


def _hash(value: object, pattern: re.Pattern, what: str, problem, key: str) -> bool:
    if isinstance(value, str) and pattern.fullmatch(value):
        return True
    digits = pattern.pattern.rsplit("{", 1)[1].rstrip("}")
    problem(f"{what} must be {digits} lowercase hex digits, not {_show(value)}", key)
    return False


def _whole(value: object, low: int, high: int, what: str, problem, key: str) -> bool:
    if type(value) is int and low <= value <= high:
        return True
    problem(f"{what} must be a whole number from {low} to {high}, not {_show(value)}", key)
    return False
