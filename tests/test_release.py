"""`deckgen release` in a real temporary git repository: the previous release is the previous tag."""
from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from decks import seeds_project
from helpers import DECK_YAML, SEED_NAMES, make_project, run_cli, seed_text

DECK = "cards/gpu-infra"
EDITED = "4b5c0af25e637c0f"
GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"}


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def parsed(tmp_path_factory) -> Path:
    """The seeds parsed and built once: a deck at version 1.0.0 with its lock."""
    root = make_project(tmp_path_factory.mktemp("seeds"), {
        f"{DECK}/deck.yaml": DECK_YAML.replace("id: demo", "id: gpu-infra").replace("Demo Deck", "GPU"),
        **{f"{DECK}/raw/{name}": seed_text(name) for name in SEED_NAMES}})
    assert run_cli(root, "parse").exit_code == 0
    return root


@pytest.fixture
def repo(parsed, tmp_path, monkeypatch) -> Path:
    """A git repository holding the parsed seeds, built and committed (not tagged yet)."""
    for name, value in GIT_ENV.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    root = tmp_path / "repo"
    shutil.copytree(parsed, root)
    (root / ".gitignore").write_text("/build/\n")
    assert run_cli(root, "build").exit_code == 0
    git(root, "init", "-q", "-b", "main")
    commit(root, "1.0.0")
    return root


def commit(root: Path, message: str, tag: str | None = None) -> None:
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", message)
    if tag:
        git(root, "tag", tag)


def edit_question(root: Path, version: str | None = "1.1.0") -> None:
    """Change one question's short explanation, raise the version, and build (the lock gets a new time).
    (Not its one-line answer: parse may leave that empty for the maintainer.)"""
    card = root / DECK / f"{EDITED}.yaml"
    text = card.read_text()
    assert "short_explanation: |\n  " in text
    card.write_text(text.replace("short_explanation: |\n  ", "short_explanation: |\n  Edited. ", 1))
    if version:
        set_version(root, version)
    built = run_cli(root, "build")
    assert built.exit_code == 0, built.output


def set_version(root: Path, version: str) -> None:
    deck = root / DECK / "deck.yaml"
    deck.write_text(deck.read_text().replace("version: 1.0.0", f"version: {version}"))


def test_the_release_chain_compares_each_tag_with_the_one_before(repo):
    git(repo, "tag", "v1.0.0")
    first = run_cli(repo, "release")
    assert first.exit_code == 0, first.output
    assert first.stdout == ("GPU 1.0.0: 3 added, 0 changed, 0 removed\n"
                            "wrote 5 files to build/release (first release: no earlier v* tag)\n")
    assert "## GPU 1.0.0 (first release)" in (repo / "build/release/CHANGES.md").read_text()

    edit_question(repo)
    commit(repo, "1.1.0", tag="v1.1.0")
    second = run_cli(repo, "release")
    assert second.exit_code == 0, second.output
    assert second.stdout == ("GPU 1.1.0: 0 added, 1 changed, 0 removed\n"
                             "wrote 5 files to build/release (compared with v1.0.0)\n")
    changes = (repo / "build/release/CHANGES.md").read_text()
    assert "## GPU 1.1.0 (since 1.0.0)" in changes
    assert ("### Changed (1)\n- Which statement best describes the fundamental computational differences "
            f"between these two phases? (`{EDITED}`)\n") in changes
    assert sorted(p.name for p in (repo / "build/release").iterdir()) == [
        "CHANGES.md", "SHA256SUMS", "gpu-infra-1.1.0.apkg", "gpu-infra-1.1.0.html", "manifest.json"]
    sums = (repo / "build/release/SHA256SUMS").read_text().splitlines()
    assert [line.split("  ")[1] for line in sums] == [
        "CHANGES.md", "gpu-infra-1.1.0.apkg", "gpu-infra-1.1.0.html", "manifest.json"]
    page = (repo / "build/release/gpu-infra-1.1.0.html").read_bytes()
    assert f"{hashlib.sha256(page).hexdigest()}  gpu-infra-1.1.0.html" in sums
    assert page == (repo / "build/gpu-infra.html").read_bytes()  # the page `build` wrote from the same lock
    assert "- `gpu-infra-1.1.0.html`: GPU\n" in changes


def test_a_release_is_never_compared_with_itself(repo):
    """The tag on HEAD is this release's own; a manifest committed before tagging is not read."""
    git(repo, "tag", "v1.0.0")
    edit_question(repo)
    assert run_cli(repo, "release").exit_code == 0
    (repo / "releases").mkdir()
    shutil.copy(repo / "build/release/manifest.json", repo / "releases/manifest.json")
    commit(repo, "1.1.0 with its manifest", tag="v1.1.0")
    again = run_cli(repo, "release")
    assert again.stdout.splitlines() == ["GPU 1.1.0: 0 added, 1 changed, 0 removed",
                                         "wrote 5 files to build/release (compared with v1.0.0)"]
    itself = run_cli(repo, "release", "--previous", "v1.1.0")
    assert itself.exit_code == 2
    assert itself.stderr == ("--previous v1.1.0 is the commit being released; a release is never compared with "
                             "itself: name the previous release's tag\n")


def test_a_release_tried_before_committing_is_compared_with_the_tag_it_starts_from(repo):
    git(repo, "tag", "v1.0.0")
    edit_question(repo, version=None)
    refused = run_cli(repo, "release")
    assert refused.stderr.splitlines()[0] == (
        "cards/gpu-infra/deck.yaml:5: content changed since release 1.0.0 (1 question changed) but the "
        "version did not: raise `version` in deck.yaml")
    set_version(repo, "1.1.0")
    tried = run_cli(repo, "release")
    assert tried.stdout.splitlines() == ["GPU 1.1.0: 0 added, 1 changed, 0 removed",
                                         "wrote 5 files to build/release (compared with v1.0.0)"]


def test_changed_content_under_the_same_version_is_refused(repo):
    git(repo, "tag", "v1.0.0")
    edit_question(repo, version=None)
    commit(repo, "edit", tag="v1.0.1")
    refused = run_cli(repo, "release")
    assert refused.exit_code == 1
    assert refused.stderr == (
        "cards/gpu-infra/deck.yaml:5: content changed since release 1.0.0 (1 question changed) but the "
        "version did not: raise `version` in deck.yaml\nAborted: 1 error in 1 file.\n")
    assert not (repo / "build/release").exists()


def test_a_changed_deck_id_is_refused_unless_confirmed(repo):
    git(repo, "tag", "v1.0.0")
    deck = repo / DECK / "deck.yaml"
    deck.write_text(deck.read_text().replace("id: gpu-infra", "id: gpu-infra-2"))
    set_version(repo, "2.0.0")
    commit(repo, "new id", tag="v2.0.0")
    refused = run_cli(repo, "release")
    assert refused.exit_code == 1
    assert refused.stderr.splitlines()[0] == (
        "cards/gpu-infra/deck.yaml:1: the deck id changed from 'gpu-infra' (release 1.0.0) to 'gpu-infra-2': "
        "every learner would get a second copy of the deck, without review history; put the id back, or "
        "pass --new-deck-id if a new deck is what you want")
    confirmed = run_cli(repo, "release", "--new-deck-id")
    assert confirmed.exit_code == 0, confirmed.output
    assert confirmed.stdout.splitlines()[0] == (
        "GPU 2.0.0: 3 added, 0 changed, 3 removed — NEW DECK ID (was 'gpu-infra'): learners get a second deck")
    changes = (repo / "build/release/CHANGES.md").read_text()
    assert "> **Warning: this is a new deck for Anki.**" in changes
    assert "Which statement best describes" in changes.split("### Removed (3)")[1]


def test_previous_may_be_a_manifest_or_a_tag(repo):
    git(repo, "tag", "v1.0.0")
    assert run_cli(repo, "release").exit_code == 0
    saved = repo.parent / "1.0.0-manifest.json"
    shutil.copy(repo / "build/release/manifest.json", saved)
    edit_question(repo)
    commit(repo, "1.1.0")
    by_manifest = run_cli(repo, "release", "--previous", str(saved))
    assert by_manifest.stdout.splitlines() == ["GPU 1.1.0: 0 added, 1 changed, 0 removed",
                                               f"wrote 5 files to build/release (compared with {saved})"]
    manifest = json.loads((repo / "build/release/manifest.json").read_text())
    by_tag = run_cli(repo, "release", "--previous", "v1.0.0")
    assert by_tag.stdout.splitlines()[0] == "GPU 1.1.0: 0 added, 1 changed, 0 removed"
    assert json.loads((repo / "build/release/manifest.json").read_text()) == manifest
    unknown = run_cli(repo, "release", "--previous", "v0.9")
    assert (unknown.exit_code, unknown.stderr) == (
        2, "--previous v0.9 is neither a manifest file nor a git tag or commit\n")


def test_a_shallow_clone_is_refused_rather_than_taken_for_a_first_release(repo, tmp_path):
    git(repo, "tag", "v1.0.0")
    edit_question(repo)
    commit(repo, "1.1.0", tag="v1.1.0")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--depth", "1", repo.as_uri(), str(clone)], check=True)
    refused = run_cli(clone, "release")
    assert refused.exit_code == 1
    assert refused.stderr.startswith("error: the repository is a shallow clone")


MANIFEST_DECK = {"deck": "gpu-infra", "folder": "gpu-infra", "file": "gpu-infra-1.0.0.apkg", "version": "1.0.0",
                 "media": {}, "notes": {}, "notetype": {"hash": "h", "schema": "s", "mod": 1}}


@pytest.mark.parametrize("deck, problem", [
    ({**MANIFEST_DECK, "version": "one"}, "no deck id or version"),
    ({**MANIFEST_DECK, "deck": None}, "no deck id or version"),
    ({**MANIFEST_DECK, "notetype": {"hash": "h", "schema": "s", "mod": "1"}},
     "its note type has no hash, schema or time"),
    ({**MANIFEST_DECK, "media": ["x.svg"]}, "its media are not names and digests"),
    ({**MANIFEST_DECK, "notes": {"0d68aac94525f419": {"hash": "h", "mod": "1", "title": "t"}}},
     "its notes are not ids with a hash, a time and a title"),
    ({**MANIFEST_DECK, "notes": {"0d68aac94525f419": 5}}, "its notes are not ids with a hash, a time and a title"),
])
def test_a_damaged_previous_manifest_is_named_not_a_traceback(tmp_path, deck, problem):
    # Found by test_cli_property: values of the wrong type raised ValueError, TypeError or AttributeError.
    root = seeds_project(tmp_path)
    assert run_cli(root, "build").exit_code == 0
    (root / "old.json").write_text(json.dumps({"format": 1, "decks": [deck]}))
    result = run_cli(root, "release", "--previous", "old.json")
    assert result.exit_code == 1, result.output
    assert result.stderr == (f"old.json:1: the release manifest is damaged (deck 1: {problem}); "
                             "use the manifest.json published with that release\n")
