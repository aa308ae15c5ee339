"""Release files: packages, SHA256SUMS, manifest.json and a learner-facing CHANGES.md.

A release is compared with the previous one's manifest, and refused when it would not reach
learners intact: changed content whose time is not newer (Anki would skip it), a media file that
changed under its old name (Anki would keep the old one), or a changed field/template list without
a new major version (every learner must merge note types by hand).
"""
from __future__ import annotations

import hashlib
import html
import json
import re
from dataclasses import dataclass
from pathlib import Path

from .build import BuiltDeck, package_decks
from .errors import Aborted, ReleaseError, SourceError
from .project import Project, exclusive_writes, replace_folder, write_atomic
from .render import note_type

FORMAT = 1
#: Where `--record` keeps the manifest of the last release, for the next one to compare with.
RECORD = "releases/manifest.json"
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


def manifest_entry(item: BuiltDeck, file_name: str) -> dict:
    """What a release records of one deck."""
    config, lock = item.config, item.lock
    notes = item.render.notes()
    notetype = note_type()
    return {
        "deck": config.id,
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


def read_manifest(path: Path) -> dict:
    try:
        data = json.loads(path.read_text("utf-8"))
    except OSError as err:
        raise SourceError(f"cannot read the previous manifest: {err.strerror}", path) from None
    except json.JSONDecodeError as err:
        raise SourceError(f"previous manifest is not valid JSON ({err.msg})", path, err.lineno) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("decks"), list):
        raise SourceError("not a deckgen release manifest (format 1)", path, 1)
    return data


def compare(entry: dict, previous: dict | None) -> tuple[DeckChanges, list[str]]:
    """Changes for learners, and the reasons this release must be refused (empty when none)."""
    old_notes = previous["notes"] if previous else {}
    new_notes = entry["notes"]
    added = tuple(qid for qid in new_notes if qid not in old_notes)
    removed = tuple(qid for qid in old_notes if qid not in new_notes)
    changed = tuple(qid for qid in new_notes if qid in old_notes and new_notes[qid]["hash"] != old_notes[qid]["hash"])
    refusals = []
    for qid in changed:
        if new_notes[qid]["mod"] <= old_notes[qid]["mod"]:
            refusals.append(f"question {qid} changed but its time ({new_notes[qid]['mod']}) is not newer than in "
                            f"{previous['version']} ({old_notes[qid]['mod']}): Anki would keep the old note; "
                            "run `deckgen build` and commit the lock")
    for name, digest in entry["media"].items():
        if previous and previous["media"].get(name, digest) != digest:
            refusals.append(f"media file {name} changed but kept its name: Anki keeps the old file; "
                            "give it a new name")
    notetype_changed = bool(previous) and entry["notetype"]["hash"] != previous["notetype"]["hash"]
    schema_changed = bool(previous) and entry["notetype"]["schema"] != previous["notetype"]["schema"]
    if notetype_changed and entry["notetype"]["mod"] <= previous["notetype"]["mod"]:
        refusals.append("the note type's templates or CSS changed but its time is not newer: "
                        "run `deckgen build` and commit the lock")
    if schema_changed and _major(entry["version"]) <= _major(previous["version"]):
        refusals.append(f"the note type's field or template list changed: learners must merge note types by "
                        f"hand, so the major version must grow (deck.yaml has {entry['version']}, the previous "
                        f"release was {previous['version']})")
    if previous and (added or removed or changed or notetype_changed) and entry["version"] == previous["version"]:
        refusals.append(f"content changed since release {previous['version']}: raise `version` in deck.yaml")
    changes = DeckChanges(entry["name"], entry["version"], previous["version"] if previous else None,
                          added, changed, removed, notetype_changed, schema_changed)
    return changes, refusals


def _major(version: str) -> int:
    return int(version.split(".")[0])


def changes_markdown(entries: list[dict], changes: list[DeckChanges], previous: dict[str, dict]) -> str:
    """CHANGES.md: what learners get, and how to update without losing review history."""
    lines = ["# What changed", ""]
    for entry, deck in zip(entries, changes):
        since = f" (since {deck.previous_version})" if deck.previous_version else " (first release)"
        lines += [f"## {deck.name} {deck.version}{since}", ""]
        if deck.schema_changed:
            lines += [
                "> **Warning: this release changes the note type's fields.** A plain import would skip every",
                "> note you already have. To keep your review history, import it like this:",
                "> 1. In Anki desktop choose **File → Import** and pick the `.apkg`.",
                "> 2. Tick **Merge note types** (under *Note types*), keep *Update notes* on “If newer”.",
                "> 3. Confirm the schema change when Anki asks, then import; sync your other devices from",
                ">    desktop afterwards (AnkiDroid and AnkiMobile cannot merge note types).",
                "",
            ]
        old = previous.get(entry["deck"], {}).get("notes", {})
        for label, ids, notes in (("Added", deck.added, entry["notes"]), ("Changed", deck.changed, entry["notes"]),
                                  ("Removed", deck.removed, old)):
            lines.append(f"### {label} ({len(ids)})")
            lines += [f"- {notes[qid]['title']} (`{qid}`)" for qid in ids] or ["- nothing"]
            lines.append("")
        if deck.notetype_changed and not deck.schema_changed:
            lines += ["The card design changed; your cards update to it on import.", ""]
        if deck.removed:
            lines += ["Removed questions stay in your collection (Anki never deletes on import); delete them",
                      "by searching for their id in the browser if you wish.", ""]
    lines += ["## Updating", "",
              "Import the new `.apkg` over the old one (File → Import on desktop, or open it on your phone).",
              "Your review history and scheduling are kept; notes you edited yourself and that this release",
              "did not change keep your edits.", ""]
    return "\n".join(lines)


@dataclass(frozen=True)
class ReleaseResult:
    """What `make_release` wrote."""

    folder: Path
    files: tuple[str, ...]
    changes: tuple[DeckChanges, ...]
    previous: Path | None


def make_release(project: Project, names: tuple[str, ...] = (), previous: Path | None = None,
                 record: bool = False) -> ReleaseResult:
    """`deckgen release`: every deck built from its committed lock into `build/release/`."""
    built, _ = package_decks(project, names, strict=True, frozen=True)
    recorded = project.root / RECORD
    previous = previous or (recorded if recorded.is_file() else None)
    old = {deck["deck"]: deck for deck in read_manifest(previous)["decks"]} if previous else {}
    files: dict[str, bytes] = {}
    entries, changes, refusals = [], [], []
    for item in built:
        config = item.config
        file_name = f"{config.slug}-{config.version}.apkg"
        entry = manifest_entry(item, file_name)
        deck_changes, reasons = compare(entry, old.get(config.id))
        refusals += [ReleaseError(reason, config.folder / "deck.yaml") for reason in reasons]
        entries.append(entry)
        changes.append(deck_changes)
        files[file_name] = item.apkg
    if refusals:
        raise Aborted(refusals)
    manifest = (json.dumps({"format": FORMAT, "decks": entries}, indent=1, sort_keys=True) + "\n").encode()
    files["manifest.json"] = manifest
    files["CHANGES.md"] = changes_markdown(entries, changes, old).encode("utf-8")
    files["SHA256SUMS"] = "".join(f"{hashlib.sha256(data).hexdigest()}  {name}\n"
                                  for name, data in sorted(files.items())).encode()
    folder = project.build / "release"
    with exclusive_writes(project):
        replace_folder(folder, files)
        if record:
            write_atomic(recorded, manifest)
    return ReleaseResult(folder, tuple(sorted(files)), tuple(changes), previous)
