"""The real Anki engine (the `anki` package) for tests: import a package as Anki desktop does."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from anki.collection import Collection, ImportAnkiPackageRequest


@dataclass
class Imported:
    """What one import did, by note id, from Anki's own import log."""

    new: list[int]
    updated: list[int]
    duplicate: list[int]
    conflicting: list[int]
    first_field_match: list[int]
    missing_notetype: list[int]
    found_notes: int


def open_collection(folder: Path) -> Collection:
    folder.mkdir(parents=True, exist_ok=True)
    return Collection(str(folder / "collection.anki2"))


def import_package(col: Collection, apkg: Path) -> Imported:
    """Import with the options Anki desktop's dialog preselects."""
    presets = col._backend.get_import_anki_package_presets()
    response = col.import_anki_package(ImportAnkiPackageRequest(package_path=str(apkg), options=presets))
    log = response.log

    def ids(entries) -> list[int]:
        return [entry.id.nid for entry in entries]

    return Imported(ids(log.new), ids(log.updated), ids(log.duplicate), ids(log.conflicting),
                    ids(log.first_field_match), ids(log.missing_notetype), log.found_notes)


def assert_clean(col: Collection) -> None:
    """Anki's own database and media checks find nothing to fix."""
    message, ok = col.fix_integrity()
    assert ok, message
    assert "Database rebuilt and optimized." == message.strip(), message
    report = col.media.check()
    assert not report.missing and not report.unused, report.report
    assert not report.missing_media_notes, report.report


def rendered_cards(col: Collection) -> list[tuple[object, str, str]]:
    """(card, question HTML, answer HTML) for every card, rendered by Anki's template engine."""
    out = []
    for card_id in sorted(col.find_cards("")):
        card = col.get_card(card_id)
        out.append((card, card.question(), card.answer()))
    return out
