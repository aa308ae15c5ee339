"""Release files: packages, SHA256SUMS, manifest.json and a learner-facing CHANGES.md.

A release is compared with the previous one (`baseline`), and refused when it would not reach
learners intact: changed content whose time is not newer (Anki would skip it), a media file that
changed under its old name (Anki would keep the old one), a changed field/template list without
a new major version (every learner must merge note types by hand), changed content under the same
version, or a changed deck id (every learner would get a second copy of the deck) unless confirmed;
and, when told to (`refuse_review`), a card whose file still has review marks.
"""
from __future__ import annotations

import hashlib
import html
import json
import re
from dataclasses import dataclass
from pathlib import Path

from .baseline import MANIFEST_FORMAT, Baseline, find_baseline
from .build import BuiltDeck, package_decks
from .cardfiles import key_lines
from .errors import Aborted, ReleaseError, plural
from .package.lock import LOCK_NAME
from .practice import practice_page
from .project import Project, exclusive_writes, replace_folder
from .render import note_type, to_html
from .review import refused

TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class DeckChanges:
    """How one deck differs from the previous release."""

    name: str
    version: str
    previous_version: str | None
    added: tuple[str, ...]
    changed: tuple[str, ...]
    removed: tuple[str, ...]
    notetype_changed: bool
    schema_changed: bool
    previous_id: str | None = None
    """The deck's id in the previous release, when it changed (learners get a new deck)."""

    def summary(self) -> str:
        """`1 added, 2 changed, 0 removed`, and what else learners must know."""
        text = f"{len(self.added)} added, {len(self.changed)} changed, {len(self.removed)} removed"
        if self.previous_id:
            text += f" — NEW DECK ID (was '{self.previous_id}'): learners get a second deck"
        elif self.schema_changed:
            text += " — NOTE TYPE FIELDS CHANGED"
        return text


def manifest_entry(item: BuiltDeck, file_name: str) -> dict:
    """What a release records of one deck."""
    config, lock = item.config, item.lock
    notes = item.render.notes()
    notetype = note_type()
    return {
        "deck": config.id,
        "folder": config.slug,
        "name": config.name,
        "version": config.version,
        "file": file_name,
        "sha256": hashlib.sha256(item.apkg).hexdigest(),
        "notetype": {"hash": notetype.content_hash, "schema": notetype.schema_hash, "mod": lock.notetype_mod},
        "media": {m.name: m.sha256 for note in notes for m in note.media},
        "notes": {
            note.question_id: {
                "guid": note.guid,
                "hash": note.content_hash,
                "mod": lock.notes[note.question_id].mod,
                "title": _title(note.fields[0]),
            } for note in notes
        },
    }


def _title(field_html: str) -> str:
    """The question's own sentence (the one ending in '?'), shortened, as plain text."""
    text = html.unescape(" ".join(TAG.sub(" ", field_html).split()))
    asked = re.findall(r"[^.?!]*\?", text)
    text = asked[-1].strip() if asked else text
    return text if len(text) <= 100 else text[:99].rstrip() + "…"


@dataclass(frozen=True)
class Refusal:
    """Why a release is refused, and where to fix it: a key of deck.yaml, or a note in the lock."""

    message: str
    key: str = "version"
    """`id` or `version` of deck.yaml, `lock` for the lock's first line, `lock:<question id>`."""


def compare(entry: dict, previous: dict | None, new_deck_id: bool = False) -> tuple[DeckChanges, list[Refusal]]:
    """Changes for learners, and the reasons this release must be refused (empty when none)."""
    refusals = []
    old_id = previous["deck"] if previous and previous["deck"] != entry["deck"] else None
    if old_id:
        # Every GUID and the note type's id come from the deck id: to Anki it is another deck.
        if not new_deck_id:
            refusals.append(Refusal(
                f"the deck id changed from '{old_id}' (release {previous['version']}) to '{entry['deck']}': "
                "every learner would get a second copy of the deck, without review history; put the id "
                "back, or pass --new-deck-id if a new deck is what you want", "id"))
        old_notes: dict = {}
        previous_for_notes = None
    else:
        old_notes = previous["notes"] if previous else {}
        previous_for_notes = previous
    new_notes = entry["notes"]
    added = tuple(qid for qid in new_notes if qid not in old_notes)
    removed = tuple(qid for qid in (previous["notes"] if previous else {}) if qid not in new_notes or old_id)
    changed = tuple(qid for qid in new_notes if qid in old_notes and new_notes[qid]["hash"] != old_notes[qid]["hash"])
    for qid in changed:
        if new_notes[qid]["mod"] <= old_notes[qid]["mod"]:
            refusals.append(Refusal(
                f"question {qid} changed but its time ({new_notes[qid]['mod']}) is not newer than in "
                f"{previous['version']} ({old_notes[qid]['mod']}): Anki would keep the old note; "
                "run `deckgen build` and commit the lock", f"lock:{qid}"))
    old_media = previous.get("media", {}) if previous_for_notes else {}
    for name, digest in entry["media"].items():
        if old_media.get(name, digest) != digest:
            refusals.append(Refusal(f"media file {name} changed but kept its name: Anki keeps the old file; "
                                    "give it a new name", "lock"))
    notetype_changed = bool(previous_for_notes) and entry["notetype"]["hash"] != previous["notetype"]["hash"]
    schema_changed = bool(previous_for_notes) and entry["notetype"]["schema"] != previous["notetype"]["schema"]
    if notetype_changed and entry["notetype"]["mod"] <= previous["notetype"]["mod"]:
        refusals.append(Refusal("the note type's templates or CSS changed but its time is not newer: "
                                "run `deckgen build` and commit the lock", "lock"))
    if schema_changed and _version(entry["version"])[0] <= _version(previous["version"])[0]:
        refusals.append(Refusal(
            f"the note type's field or template list changed: learners must merge note types by hand, so "
            f"the major version must grow (deck.yaml has {entry['version']}, the previous release was "
            f"{previous['version']})"))
    if previous and _version(entry["version"]) < _version(previous["version"]):
        refusals.append(Refusal(f"version {entry['version']} is lower than the previous release's "
                                f"{previous['version']}: raise `version` in deck.yaml"))
    elif previous and (added or removed or changed or notetype_changed) and entry["version"] == previous["version"]:
        refusals.append(Refusal(f"content changed since release {previous['version']} "
                                f"({_counts(added, changed, removed)}) but the version did not: "
                                "raise `version` in deck.yaml"))
    changes = DeckChanges(entry["name"], entry["version"], previous["version"] if previous else None,
                          added, changed, removed, notetype_changed, schema_changed, old_id)
    return changes, refusals


def _counts(added, changed, removed) -> str:
    return ", ".join(plural(len(ids), "question") + " " + label
                     for label, ids in (("added", added), ("changed", changed), ("removed", removed)) if ids)


def _version(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def changes_markdown(entries: list[dict], changes: list[DeckChanges], old_titles: list[dict[str, str]]) -> str:
    """CHANGES.md: what learners get, and how to update without losing review history."""
    lines = ["# What changed", ""]
    for entry, deck, removed_titles in zip(entries, changes, old_titles):
        since = f" (since {deck.previous_version})" if deck.previous_version else " (first release)"
        lines += [f"## {deck.name} {deck.version}{since}", ""]
        if deck.previous_id:
            lines += [
                "> **Warning: this is a new deck for Anki.** Its id changed, so importing it adds every",
                "> question again as a new card, in a second deck, without your review history. Keep",
                "> studying the old deck, or import this one and delete the old deck if you want to start",
                "> over.",
                "",
            ]
        elif deck.schema_changed:
            lines += [
                "> **Warning: this release changes the note type's fields.** A plain import would skip every",
                "> note you already have. To keep your review history, import it like this:",
                "> 1. In Anki desktop choose **File → Import** and pick the `.apkg`.",
                "> 2. Tick **Merge note types** (under *Note types*), keep *Update notes* on “If newer”.",
                "> 3. Confirm the schema change when Anki asks, then import; sync your other devices from",
                ">    desktop afterwards (AnkiDroid and AnkiMobile cannot merge note types).",
                "",
            ]
        titles = {qid: note["title"] for qid, note in entry["notes"].items()}
        for label, ids, names in (("Added", deck.added, titles), ("Changed", deck.changed, titles),
                                  ("Removed", deck.removed, removed_titles)):
            lines.append(f"### {label} ({len(ids)})")
            lines += [f"- {names.get(qid) or qid} (`{qid}`)" for qid in ids] or ["- nothing"]
            lines.append("")
        if deck.notetype_changed and not deck.schema_changed:
            lines += ["The card design changed; your cards update to it on import.", ""]
        if deck.removed and not deck.previous_id:
            lines += ["Removed questions stay in your collection (Anki never deletes on import); delete them",
                      "by searching for their id in the browser if you wish.", ""]
    lines += ["## Updating", "",
              "Import the new `.apkg` over the old one (File → Import on desktop, or open it on your phone).",
              "Your review history and scheduling are kept; notes you edited yourself and that this release",
              "did not change keep your edits.", "",
              "## Practice without Anki", ""]
    lines += [f"- `{entry['folder']}-{entry['version']}.html`: {entry['name']}" for entry in entries]
    lines += ["", "Each page is the deck as a practice exam: open it in any browser, offline, no install. It",
              "keeps your answers in that browser (export them to move them); its answers are in the page.", ""]
    return "\n".join(lines)


def _removed_titles(baseline: Baseline, folder: Path, previous: dict | None, removed: tuple[str, ...]) -> dict:
    """Titles of removed questions: from the manifest, or from the previous release's card files."""
    known = {qid: (previous or {}).get("notes", {}).get(qid, {}).get("title") for qid in removed}
    missing = tuple(qid for qid, title in known.items() if not title)
    texts = baseline.question_texts(folder, missing)
    return {**known, **{qid: _title(to_html(text)) for qid, text in texts.items() if text}}


@dataclass(frozen=True)
class ReleaseResult:
    """What `make_release` wrote."""

    folder: Path
    files: tuple[str, ...]
    changes: tuple[DeckChanges, ...]
    baseline: Baseline


def make_release(project: Project, names: tuple[str, ...] = (), previous: str | None = None,
                 new_deck_id: bool = False, refuse_review: bool = False) -> ReleaseResult:
    """`deckgen release`: every deck built from its committed lock into `build/release/`, compared
    with the previous release (`--previous`, else the newest earlier `v*` tag); with `refuse_review`,
    refused while a card file has review marks."""
    built, _ = package_decks(project, names, strict=True, frozen=True, same_deck=False)  # (ids: `compare`)
    if refuse_review and (marks := [m for item in built for ms in item.render.review_marks().values() for m in ms]):
        raise Aborted(refused(marks))
    baseline = find_baseline(project.root, previous)
    files: dict[str, bytes] = {}
    entries, changes, titles, refusals = [], [], [], []
    for item in built:
        config = item.config
        file_name = f"{config.slug}-{config.version}.apkg"
        entry = manifest_entry(item, file_name)
        old = baseline.entry(config.folder)
        deck_changes, reasons = compare(entry, old, new_deck_id)
        refusals += [_located(reason, config.folder) for reason in reasons]
        entries.append(entry)
        changes.append(deck_changes)
        titles.append(_removed_titles(baseline, config.folder, old, deck_changes.removed))
        files[file_name] = item.apkg
        files[f"{config.slug}-{config.version}.html"] = practice_page(config, item.render.notes(), item.lock,
                                                                      note_type())
    if refusals:
        raise Aborted(refusals)
    files["manifest.json"] = (json.dumps({"format": MANIFEST_FORMAT, "decks": entries}, indent=1, sort_keys=True)
                              + "\n").encode()
    files["CHANGES.md"] = changes_markdown(entries, changes, titles).encode("utf-8")
    files["SHA256SUMS"] = "".join(f"{hashlib.sha256(data).hexdigest()}  {name}\n"
                                  for name, data in sorted(files.items())).encode()
    folder = project.build / "release"
    with exclusive_writes(project):
        replace_folder(folder, files)
    return ReleaseResult(folder, tuple(sorted(files)), tuple(changes), baseline)


def _located(refusal: Refusal, folder: Path) -> ReleaseError:
    """The refusal at the line to fix: deck.yaml's `id` or `version`, or the note's line in the lock."""
    if refusal.key.startswith("lock"):
        path = folder / LOCK_NAME
        qid = refusal.key.partition(":")[2]
        line = 1
        if qid:
            lines = path.read_text("utf-8").splitlines()
            line = next((n for n, text in enumerate(lines, 1) if text.startswith(f'  "{qid}":')), None)
        return ReleaseError(refusal.message, path, line)
    path = folder / "deck.yaml"
    return ReleaseError(refusal.message, path, key_lines(path).get(refusal.key))
