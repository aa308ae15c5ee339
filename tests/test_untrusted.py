"""Untrusted input refused with one clear `path:line: message`, never a traceback or a hang, and
never turned into a package Anki refuses or changes: the lock file, numbers against their ranges,
files that are not regular files, links out of the project, deck names and tags as Anki reads them,
and the one rule for which files `check` and `build` read."""
from __future__ import annotations

import hashlib
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from ankitools import assert_clean, import_package, open_collection
from decks import seeds_project
from helpers import DECK_YAML, make_project, raw_text, run_cli

DECK = "cards/gpu-infra"
LOCK = f"{DECK}/deckgen.lock"
FIRST, SECOND = "0d68aac94525f419", "4b5c0af25e637c0f"
REPAIR = (f"{LOCK}: the lock file is damaged: restore the last good lock (git checkout <last good commit> -- {LOCK}) "
          "and build again; or delete it to start afresh, which gives every note a new time: learners' next import "
          "then overwrites their own edits of every note (review history is kept)")


def errors(result) -> list[str]:
    return [line for line in result.stderr.splitlines() if not line.startswith("Aborted:")]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def built(tmp_path, monkeypatch):
    """The shipped deck, built once (its lock written at a fixed time)."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    root = seeds_project(tmp_path)
    assert run_cli(root, "build").exit_code == 0
    return root


def edit_lock(root: Path, line: int, old: str, new: str) -> None:
    path = root / LOCK
    lines = path.read_text().split("\n")
    assert old in lines[line - 1], lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    path.write_text("\n".join(lines))


# Each: (line, text replaced, replacement, expected problems).
DAMAGED = {
    "id 0 (Anki panics)": (2, '"id": 1700000000000', '"id": 0', [
        f"{LOCK}:2: note {FIRST}: 'id' must be a whole number from 1 to 9007199254740991, not 0"]),
    "id true": (2, '"id": 1700000000000', '"id": true', [
        f"{LOCK}:2: note {FIRST}: 'id' must be a whole number from 1 to 9007199254740991, not true"]),
    "mod as text": (3, '"mod": 1700000000', '"mod": "17"', [
        f"{LOCK}:3: note {SECOND}: 'mod' must be a whole number from 1 to 253402300799, not \"17\""]),
    "note type mod past int64": (1, '"mod": 1700000000', '"mod": 1e19', [
        f"{LOCK}:1: the note type's mod must be a whole number from 1 to 253402300799, not 1e+19"]),
    "two notes, one id": (3, '"id": 1700000000001', '"id": 1700000000000', [
        f"{LOCK}:3: note {SECOND} has the id 1700000000000 of note {FIRST}; every note needs its own id "
        "(two branches' new notes merged?)"]),
    "hash not hex": (2, '"hash": "', '"hash": "zz', [
        f"{LOCK}:2: note {FIRST}: 'hash' must be 64 lowercase hex digits, not \"zz"]),
    "not JSON": (4, "}", "", [f"{LOCK}:6: lock file is not valid JSON (Expecting ',' delimiter)"]),
    "unknown key": (1, '"format": 1', '"format": 1, "extra": 2', [
        f"{LOCK}:1: unknown key 'extra'; a lock holds format, deck, notetype, notes"]),
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_a_damaged_lock_is_refused_naming_the_note_and_how_to_repair(built, case):
    line, old, new, expected = DAMAGED[case]
    before = digest(built / "build" / "gpu-infra.apkg")
    edit_lock(built, line, old, new)
    for command in ("check", "build"):
        result = run_cli(built, command)
        assert result.exit_code == 1, result.output
        shown = errors(result)
        assert shown[0].startswith(expected[0]) and shown[1:] == [*expected[1:], REPAIR], shown
    assert digest(built / "build" / "gpu-infra.apkg") == before  # the previous package is intact


TIMES_REPAIR = (f"{LOCK}: the lock's times are wrong: restore the last good lock (git checkout <last good commit> -- "
                f"{LOCK}) and build again; or set each wrong 'mod' to the current time (date +%s), and delete the "
                "line of a note whose 'id' is wrong (it gets a new id: a learner who has it gets it again, as a new note)")
FUTURE = "is later than now (the year 5138): once a learner imports it, Anki would never update this again"
# Each: (line, text replaced, replacement, expected problem). Times against the real clock, whatever
# SOURCE_DATE_EPOCH says (the fixture's is 2023): any real clock is far from these.
WRONG_TIMES = {
    "a note's mod in the year 5138": (2, '"mod": 1700000000', '"mod": 99999999999',
                                      f"{LOCK}:2: note {FIRST}: 'mod' 99999999999 {FUTURE}"),
    "the note type's mod in the year 5138": (1, '"mod": 1700000000', '"mod": 99999999999',
                                             f"{LOCK}:1: the note type's 'mod' 99999999999 {FUTURE}"),
    "a note's mod before 2020": (3, '"mod": 1700000000', '"mod": 1577836799',
                                 f"{LOCK}:3: note {SECOND}: 'mod' 1577836799 is before 2020, earlier than deckgen "
                                 "could have written it"),
    "a note's id before 2020": (3, '"id": 1700000000001', '"id": 12',
                                f"{LOCK}:3: note {SECOND}: 'id' 12 is before 2020 (an id is the time in ms a note "
                                "was first built), earlier than deckgen could have written it"),
}


@pytest.mark.parametrize("case", sorted(WRONG_TIMES))
def test_lock_times_are_checked_against_the_real_clock(built, monkeypatch, case):
    line, old, new, expected = WRONG_TIMES[case]
    outputs = [built / "build" / "gpu-infra.apkg", built / LOCK]
    edit_lock(built, line, old, new)
    before = [digest(path) for path in outputs]
    for epoch in ("1700000000", "253402300799"):  # (no SOURCE_DATE_EPOCH makes such a time right)
        monkeypatch.setenv("SOURCE_DATE_EPOCH", epoch)
        for command in ("check", "build", "release"):
            result = run_cli(built, command)
            assert (result.exit_code, errors(result)) == (1, [expected, TIMES_REPAIR]), command
    assert [digest(path) for path in outputs] == before  # the previous package and lock are intact


def test_times_at_the_edges_of_the_range_are_built(built, monkeypatch):
    """2020 itself, and a mod within the day of clock skew allowed, go ahead: the check decides only
    whether a build goes ahead, and what it writes is the same whatever the clock says."""
    import time
    edit_lock(built, 2, '"mod": 1700000000', '"mod": 1577836800')
    edit_lock(built, 3, '"id": 1700000000001', '"id": 1577836800000')
    edit_lock(built, 1, '"mod": 1700000000', f'"mod": {int(time.time()) + 3600}')
    assert run_cli(built, "build").exit_code == 0


def test_source_date_epoch_in_the_future_or_before_2020_gives_no_note_its_time(built, monkeypatch):
    card = built / DECK / f"{FIRST}.yaml"
    card.write_text(card.read_text().replace("When sizing", "When  sizing", 1))
    before = [digest(built / "build" / "gpu-infra.apkg"), digest(built / LOCK)]
    for epoch, why in (("253402300799", "later than now (the year 9999): once a learner imports a note of that "
                                        "time, Anki would never update it again"),
                       ("1577836799", "before 2020, and a lock's times start in 2020")):
        monkeypatch.setenv("SOURCE_DATE_EPOCH", epoch)
        result = run_cli(built, "build")
        assert (result.exit_code, errors(result)) == (1, [
            f"{LOCK}: SOURCE_DATE_EPOCH={epoch} is the time this build would give what it changes, but it is "
            f"{why}; unset it, or set it to the last commit's time: SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)"])
    assert [digest(built / "build" / "gpu-infra.apkg"), digest(built / LOCK)] == before
    card.write_text(card.read_text().replace("When  sizing", "When sizing", 1))
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "253402300799")  # nothing changed: no note gets its time
    assert run_cli(built, "build", "--frozen").exit_code == 0
    assert [digest(built / "build" / "gpu-infra.apkg"), digest(built / LOCK)] == before


def test_the_same_note_twice_after_a_merge(built):
    path = built / LOCK
    lines = path.read_text().split("\n")
    lines.insert(2, lines[1])  # both sides of a merge kept the first note's line
    path.write_text("\n".join(lines))
    result = run_cli(built, "build")
    assert result.exit_code == 1
    assert errors(result) == [f"{LOCK}:3: question {FIRST} appears twice (first on line 2); keep one", REPAIR]


def test_frozen_fails_on_any_lock_a_clean_build_would_not_write(built):
    assert run_cli(built, "build", "--frozen").exit_code == 0
    path = built / LOCK
    path.write_text(path.read_text().replace('": ', '":  '))  # the same values, written otherwise
    result = run_cli(built, "build", "--frozen")
    assert result.exit_code == 1
    assert errors(result) == [f"{LOCK}: lock file is stale (it is not byte for byte what a build writes: edited by "
                              "hand, or merged?): run `deckgen build` and commit the lock"]
    assert run_cli(built, "build").exit_code == 0  # a build writes it back
    assert run_cli(built, "build", "--frozen").exit_code == 0


def test_a_lock_from_before_deck_ids_were_recorded_is_upgraded(built):
    path = built / LOCK
    path.write_text(path.read_text().replace('{"deck": "gpu-infra", ', "{"))
    result = run_cli(built, "build", "--frozen")
    assert errors(result) == [f"{LOCK}: lock file is stale (the lock does not record its deck id yet): run "
                              "`deckgen build` and commit the lock"]
    assert run_cli(built, "build").exit_code == 0
    assert path.read_text().startswith('{"deck": "gpu-infra", "format": 1, ')


def test_a_changed_deck_id_is_refused_with_instructions(built):
    deck_yaml = built / DECK / "deck.yaml"
    deck_yaml.write_text(deck_yaml.read_text().replace("id: gpu-infra", "id: gpu-two"))
    for command in ("check", "build"):
        result = run_cli(built, command)
        assert result.exit_code == 1
        assert errors(result) == [
            f"{LOCK}:1: this lock was written for the deck id 'gpu-infra', but deck.yaml says 'gpu-two': a deck's id "
            "is the namespace of its Anki ids and must never change once released (learners would get every question "
            "twice). Put `id: gpu-infra` back in deck.yaml; or, for a new deck, delete the lock"]


def test_two_decks_with_one_id(tmp_path):
    root = make_project(tmp_path, {"cards/one/deck.yaml": DECK_YAML, "cards/two/deck.yaml": DECK_YAML})
    for command in ("check", "build"):
        result = run_cli(root, command)
        assert result.exit_code == 1
        assert errors(result) == ["cards/two/deck.yaml:1: deck id 'demo' is also the id of one/deck.yaml; every "
                                  "deck needs its own id (its Anki ids and note GUIDs derive from it)"]


@pytest.mark.parametrize("value", ["9223372036854775808", "1000000", "-1", "12.5", "true"])
def test_order_outside_what_anki_accepts_is_refused_by_check_and_build(built, value):
    path = built / DECK / f"{FIRST}.yaml"
    path.write_text(path.read_text().replace("order: 0", f"order: {value}"))
    kinds = {"12.5": "float 12.5", "true": "bool True"}
    expected = [f"{DECK}/{FIRST}.yaml:2: 'order' must be a whole number from 0 to 999999, not "
                f"{kinds.get(value, 'int ' + value)}"]
    for command in ("check", "build"):
        result = run_cli(built, command)
        assert (result.exit_code, errors(result)) == (1, expected)


def test_a_number_of_thousands_of_digits(built):
    path = built / DECK / f"{FIRST}.yaml"
    path.write_text(path.read_text().replace("order: 0", "order: " + "9" * 5000))
    result = run_cli(built, "build")
    assert (result.exit_code, errors(result)) == (1, [
        f"{DECK}/{FIRST}.yaml: holds a number thousands of digits long; no value in a card file needs one"])


@pytest.mark.parametrize("weight, shown", [("9" * 400, "a whole number of more than 20 digits"),
                                           (".inf", "float inf"), (".nan", "float nan"), ("0", "int 0"),
                                           ("1000001", "int 1000001")])
def test_weights_finite_positive_and_bounded(built, weight, shown):
    path = built / DECK / f"{FIRST}.yaml"
    text = path.read_text()
    start = text.index("infographic:")
    path.write_text(text[:start] + "infographic:\n  layout: breakdown\n  parts:\n  - label: a\n"
                    f"    weight: {weight}\n  - label: b\n")
    line = text[:start].count("\n") + 5
    result = run_cli(built, "build")
    assert (result.exit_code, errors(result)) == (1, [
        f"{DECK}/{FIRST}.yaml:{line}: 'weight' must be a number greater than 0 and at most 1000000, not {shown}"])


@pytest.mark.parametrize("value", ["99999999999999999999", "0", "-5", "12.5", "\u0661\u0662"])
def test_source_date_epoch_out_of_range_is_a_usage_error(built, monkeypatch, value):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    result = run_cli(built, "build")
    assert result.exit_code == 2
    assert result.stderr == ("SOURCE_DATE_EPOCH must be whole seconds since 1970, from 1 to 253402300799 "
                             f"(the end of 9999), not {value!r}\n")


def test_largest_order_and_deepest_deck_name_import_cleanly_into_anki(tmp_path, monkeypatch):
    """The limits are Anki's, not stricter: 11 levels and order 999999 import with a clean check."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    root = seeds_project(tmp_path / "p")
    name = "::".join(f"L{i}" for i in range(11))
    deck_yaml = root / DECK / "deck.yaml"
    deck_yaml.write_text("id: gpu-infra\nname: " + name + "\ntags: [a::b, 'c:d']\n")
    path = root / DECK / f"{FIRST}.yaml"
    path.write_text(path.read_text().replace("order: 0", "order: 999999"))
    assert run_cli(root, "build").exit_code == 0
    col = open_collection(tmp_path / "anki")
    try:
        assert len(import_package(col, root / "build" / "gpu-infra.apkg").new) == 3
        assert_clean(col)
        assert name in [d.name for d in col.decks.all_names_and_ids()]
        assert sorted(col.tags.all()) == ["a::b", "c:d"]
    finally:
        col.close()


# --- files that are not regular files, links out of the project, hidden files ---

def good_raw(root: Path) -> None:
    (root / "cards/demo/raw").mkdir(parents=True, exist_ok=True)
    # (B, C and D called wrong: of the four options a text implies, A is the answer; no warning)
    (root / "cards/demo/raw/001_good.txt").write_text(raw_text(
        "Which is it?", full="- B is incorrect because no. - C is incorrect because no. - D is incorrect because no."))


def test_a_ninth_option_line_is_an_error_and_the_other_texts_are_parsed(tmp_path):
    options = [f"{letter}. option {letter}" for letter in "ABCDEFGH"] + ["A. again"]
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML,
                                   "cards/demo/raw/000_many.txt": raw_text("Which?", options)})
    good_raw(root)
    result = run_cli(root, "parse")
    assert result.exit_code == 1
    assert "cards/demo/raw/000_many.txt:10: option A after option H: a question has at most 8 options (A–H)" \
        in result.stderr.splitlines()
    assert (root / "cards/demo/good.yaml").is_file()


def test_raw_file_name_order_past_anki_limit(tmp_path):
    root = make_project(tmp_path, {"cards/demo/deck.yaml": DECK_YAML,
                                   "cards/demo/raw/99999999999999999999_x.txt": raw_text("Which?")})
    good_raw(root)
    result = run_cli(root, "parse")
    assert result.exit_code == 1
    assert errors(result)[0] == ("cards/demo/raw/99999999999999999999_x.txt:1: the number the file name starts with "
                                 "is the new-card order, from 0 to 999999 (Anki's limit); rename the file")
    assert (root / "cards/demo/good.yaml").is_file()


def odd_entries(folder: Path, suffix: str, outside: Path) -> dict[str, str]:
    """A folder, a FIFO, a socket, a link out of the project and a link to nothing, all named like
    source files; returns name -> the problem expected."""
    (folder / f"dir{suffix}").mkdir()
    os.mkfifo(folder / f"fifo{suffix}")
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(folder / f"sock{suffix}"))
    sock.close()
    (folder / f"out{suffix}").symlink_to(outside)
    (folder / f"gone{suffix}").symlink_to(folder / "nowhere")
    return {f"dir{suffix}": "is a folder, not a file; deckgen skipped it",
            f"fifo{suffix}": "is a FIFO (named pipe), not a file; deckgen skipped it",
            f"gone{suffix}": "is a link to nothing (its target does not exist)",
            f"out{suffix}": "is a link to a file outside the project; deckgen reads only files inside it "
                            "(copy the file in instead)",
            f"sock{suffix}": "is a socket, not a file; deckgen skipped it"}


def run_bounded(root: Path, *args: str) -> subprocess.CompletedProcess:
    """deckgen in a subprocess with a timeout: a hang fails the test instead of stalling it."""
    return subprocess.run([sys.executable, "-m", "deckgen.cli", *args], cwd=root, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "SOURCE_DATE_EPOCH": "1700000000"})


def test_raw_entries_that_are_not_files_are_reported_and_skipped(tmp_path):
    (tmp_path / "secret.txt").write_text("SECRET-TOKEN " + raw_text("Which?"))
    root = make_project(tmp_path / "p", {"cards/demo/deck.yaml": DECK_YAML})
    good_raw(root)
    expected = odd_entries(root / "cards/demo/raw", ".txt", tmp_path / "secret.txt")
    result = run_bounded(root, "parse")
    assert result.returncode == 1
    assert [l for l in result.stderr.splitlines() if l.startswith("cards/")] == [
        f"cards/demo/raw/{name}: {message}" for name, message in sorted(expected.items())]
    assert "SECRET" not in result.stdout + result.stderr
    assert (root / "cards/demo/good.yaml").is_file()


def test_card_entries_that_are_not_files_are_reported_alike_by_check_and_build(tmp_path):
    secret = tmp_path / "secret.yaml"
    secret.write_text("id: out\nquestion: SECRET-TOKEN\nunknown: SECRET-TOKEN\n")
    root = seeds_project(tmp_path / "p")
    expected = odd_entries(root / DECK, ".yaml", secret)
    outputs = []
    for command in ("check", "build"):
        result = run_bounded(root, command)
        assert result.returncode == 1
        assert "SECRET" not in result.stdout + result.stderr
        outputs.append([l for l in result.stderr.splitlines() if l.startswith("cards/")])
    assert outputs[0] == outputs[1] == [f"{DECK}/{name}: {message}" for name, message in sorted(expected.items())]


def test_a_deck_yaml_linked_from_outside_is_refused_without_its_content(tmp_path):
    (tmp_path / "elsewhere.yaml").write_text("id: SECRET-TOKEN\nname: SECRET-TOKEN\n")
    root = make_project(tmp_path / "p", {})
    (root / "cards/demo").mkdir(parents=True)
    (root / "cards/demo/deck.yaml").symlink_to(tmp_path / "elsewhere.yaml")
    result = run_cli(root, "check")
    assert result.exit_code == 1 and "SECRET" not in result.output
    assert errors(result) == ["cards/demo/deck.yaml: is a link to a file outside the project; deckgen reads only "
                              "files inside it (copy the file in instead)"]


def test_links_inside_the_project_are_read(tmp_path):
    root = seeds_project(tmp_path)
    shared = root / "shared"
    shared.mkdir()
    (root / DECK / f"{FIRST}.yaml").rename(shared / f"{FIRST}.yaml")
    (root / DECK / f"{FIRST}.yaml").symlink_to(shared / f"{FIRST}.yaml")
    assert run_cli(root, "check").stdout == "ok: 1 deck, 3 questions.\n"


def test_check_and_build_read_the_same_files_hidden_ones_not(tmp_path):
    root = seeds_project(tmp_path)
    (root / DECK / ".draft.yaml").write_text("not: [valid\n")  # an editor's or a maintainer's hidden file
    (root / DECK / ".#0d68aac94525f419.yaml").symlink_to("nobody@host.1234")  # an Emacs lock file
    check, build = run_cli(root, "check"), run_cli(root, "build")
    assert (check.exit_code, build.exit_code) == (0, 0), check.output + build.output
    assert check.stdout == "ok: 1 deck, 3 questions.\n"
    assert "(3 notes" in build.stdout


def test_the_fast_lock_reader_accepts_only_what_the_checked_one_accepts(tmp_path):
    """`lockread._canonical` (one regular expression per note) against `_parse` (JSON, every value
    checked), on randomly mangled locks: whatever the fast one returns, the checked one returns too."""
    import random

    from deckgen.package import lock, lockread

    notes = {f"q{i}": lock.NoteStamp(1_700_000_000_000 + i, f"{i:064x}", 1_700_000_000 + i) for i in range(3)}
    good = lock.dump(lock.Lock("demo", "b" * 64, "c" * 16, 1_700_000_000, notes))
    assert lockread._canonical(good) == lockread._parse(good, tmp_path, []) is not None
    rng = random.Random(12)
    alphabet = b'0123456789abcdef",:{} \n-_qxe.'
    fast_accepted = 0
    for _ in range(3000):
        data = bytearray(good)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(data))
            choice = rng.random()
            if choice < 0.4:
                data[at] = rng.choice(alphabet)
            elif choice < 0.7:
                del data[at]
            else:
                data.insert(at, rng.choice(alphabet))
        fast = lockread._canonical(bytes(data))
        if fast is not None:
            fast_accepted += 1
            problems = []
            assert lockread._parse(bytes(data), tmp_path, problems) == fast and problems == [], bytes(data)
    assert fast_accepted > 100  # mangled digits of hashes, ids and times are still canonical


def test_a_lock_linked_from_outside_is_refused_unread(built, tmp_path_factory):
    outside = tmp_path_factory.mktemp("elsewhere") / "other.lock"
    outside.write_text('{"SECRET-TOKEN": 1}\n')
    (built / LOCK).unlink()
    (built / LOCK).symlink_to(outside)
    result = run_cli(built, "build")
    assert result.exit_code == 1 and "SECRET" not in result.output
    assert errors(result) == [f"{LOCK}: is a link to a file outside the project; deckgen reads only files inside it "
                              "(copy the file in instead)"]


def test_a_bug_on_one_file_is_reported_against_it_and_the_others_still_go(built, monkeypatch):
    """The net under unexpected exceptions (a bug, injected here): a `path: message` line, no traceback."""
    import deckgen.parse
    from deckgen.package import incremental

    real_render, real_parse = incremental.render.render_question, deckgen.parse.parse_file

    def render(question, *args):
        if question.id == FIRST:
            raise IndexError("injected")
        return real_render(question, *args)

    def parse(path, *args, **kwargs):
        if path.name.startswith("000_"):
            raise IndexError("injected")
        return real_parse(path, *args, **kwargs)

    monkeypatch.setattr(incremental.render, "render_question", render)
    monkeypatch.setattr(deckgen.parse, "parse_file", parse)
    (built / "build" / ".cache").rename(built / "old-cache")  # render every question again
    result = run_cli(built, "build")
    assert (result.exit_code, errors(result)) == (1, [
        f"{DECK}/{FIRST}.yaml: deckgen failed on this question (IndexError); please report it, with the file"])
    result = run_cli(built, "parse")
    assert result.exit_code == 1
    assert f"{DECK}/raw/000_{FIRST}.txt: deckgen failed on this text (IndexError); please report it, with the file" \
        in result.stderr.splitlines()
    assert result.stdout.count("kept ") == 2  # the other two texts (their card files were edited since)
