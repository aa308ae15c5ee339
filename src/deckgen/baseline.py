"""The previous release a release is compared with: a git tag, or a release's manifest.json.

By default it is the newest `v*` tag reachable from HEAD; a tag on HEAD itself counts only when
the card files or media changed since the commit, so a tagged commit is never compared with
itself. What learners got from that release is read from the tag's own files: each deck's lock
(every note's content hash and time, checked current by the release that shipped it) and
`deck.yaml`. Nothing is rebuilt, so a newer deckgen that renders
differently still compares with what was really shipped, and no file needs keeping by hand.
"""
from __future__ import annotations

import json
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from .cardfiles import yaml_data
from .errors import DeckgenError, ReleaseError, SourceError
from .package import lock as lockfile, parse_lock
from .project import UsageError
from .render import note_guid

MANIFEST_FORMAT = 1
VERSION = re.compile(r"[0-9]+\.[0-9]+\.[0-9]+")


@dataclass(frozen=True)
class Baseline:
    """The previous release, deck by deck, as entries shaped like manifest.json's."""

    source: str | None
    """What it was read from (a tag, a manifest's path); None when there is no earlier release."""
    why_none: str = ""
    """Why there is no earlier release (when `source` is None)."""
    manifest: dict[str, dict] | None = None
    """Deck folder name -> entry, when read from a manifest (which holds every deck of its release)."""
    repo: "_Repo | None" = None
    revision: str = ""
    """The commit of the previous release, when read from git."""

    def entry(self, folder: Path) -> dict | None:
        """The deck in folder `folder` as the previous release shipped it; None if it had no such deck."""
        if self.manifest is not None:
            return self.manifest.get(folder.name)
        return self.repo.deck_entry(self.revision, folder) if self.repo else None

    def question_texts(self, folder: Path, qids: tuple[str, ...]) -> dict[str, str]:
        """Question id -> its question text (Markdown) in the previous release (git only; for CHANGES.md)."""
        return self.repo.question_texts(self.revision, folder, list(qids)) if self.repo and qids else {}


def find_baseline(root: Path, previous: str | None) -> Baseline:
    """`--previous` (a manifest file or a git tag/commit), else the newest earlier `v*` tag."""
    if previous is not None and Path(previous).is_file():
        return _from_manifest(Path(previous))
    repo = _Repo.find(root)
    sources = [root / "cards", root / "media"]
    if repo is None:
        if previous is not None:
            raise UsageError(f"--previous {previous}: no such manifest file, and {root} is not in a git "
                             "repository")
        return Baseline(None, "not in a git repository, so there is no earlier release to compare with")
    head = repo.commit("HEAD")
    if previous is not None:
        commit = repo.commit(previous)
        if commit is None:
            raise UsageError(f"--previous {previous} is neither a manifest file nor a git tag or commit")
        if commit == head and repo.unchanged(sources):
            raise UsageError(f"--previous {previous} is the commit being released; a release is never "
                             "compared with itself: name the previous release's tag")
        return Baseline(previous, repo=repo, revision=commit)
    if repo.shallow():
        raise ReleaseError("the repository is a shallow clone, so earlier release tags may be missing; "
                           "fetch them (actions/checkout with `fetch-depth: 0`, or `git fetch --unshallow "
                           "--tags`), or name the previous release with --previous")
    if head is None:
        return Baseline(None, "no commit yet, so no earlier release")
    # The tags on HEAD name this very release, unless the sources were changed since (a release
    # tried out before committing is compared with the release it starts from).
    tag = repo.previous_tag(exclude_head=repo.unchanged(sources))
    if tag is None:
        return Baseline(None, "no earlier v* tag")
    return Baseline(tag, repo=repo, revision=repo.commit(tag))


def _from_manifest(path: Path) -> Baseline:
    try:
        data = json.loads(path.read_text("utf-8"))
    except OSError as err:
        raise SourceError(f"cannot read the previous manifest: {err.strerror}", path) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise SourceError(f"not a release manifest: not valid JSON ({err})", path,
                          getattr(err, "lineno", None)) from None
    entries: dict[str, dict] = {}
    try:
        if data.get("format") != MANIFEST_FORMAT:
            raise ValueError
        for deck in data["decks"]:
            # Manifests before `folder` was recorded name the file `<folder>-<version>.apkg`.
            folder = deck.get("folder") or deck["file"][:-len(f"-{deck['version']}.apkg")]
            entries[folder] = {**deck, "notes": dict(deck["notes"]), "notetype": dict(deck["notetype"])}
    except (AttributeError, KeyError, TypeError, ValueError):
        raise SourceError(f"not a deckgen release manifest (format {MANIFEST_FORMAT})", path, 1) from None
    for number, deck in enumerate(entries.values(), 1):
        problem = _entry_problem(deck)
        if problem:
            raise SourceError(f"the release manifest is damaged (deck {number}: {problem}); use the "
                              "manifest.json published with that release", path, 1)
    return Baseline(str(path), manifest=entries)


def _entry_problem(deck: dict) -> str | None:
    """What is wrong with one deck of a manifest (as `release.manifest_entry` writes it), if anything."""
    def time(value) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    if not isinstance(deck.get("deck"), str) or not isinstance(deck["version"], str) \
            or not VERSION.fullmatch(deck["version"]):
        return "no deck id or version"
    notetype = deck["notetype"]
    if not (isinstance(notetype.get("hash"), str) and isinstance(notetype.get("schema"), str)
            and time(notetype.get("mod"))):
        return "its note type has no hash, schema or time"
    if not isinstance(deck.get("media"), dict) or not all(isinstance(d, str) for d in deck["media"].values()):
        return "its media are not names and digests"
    if not all(isinstance(note, dict) and isinstance(note.get("hash"), str) and time(note.get("mod"))
               and isinstance(note.get("title"), str) for note in deck["notes"].values()):
        return "its notes are not ids with a hash, a time and a title"
    return None


class _Repo:
    """The few git questions a release asks, by running git."""

    def __init__(self, top: Path):
        self.top = top

    @classmethod
    def find(cls, root: Path) -> "_Repo | None":
        try:
            out = subprocess.run(["git", "-C", str(root), "rev-parse", "--show-toplevel"], capture_output=True,
                                 text=True, check=False)
        except FileNotFoundError:
            return None
        return cls(Path(out.stdout.strip())) if out.returncode == 0 else None

    def _git(self, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
        return subprocess.run(["git", "-C", str(self.top), *args], capture_output=True, input=stdin, check=False)

    def commit(self, revision: str) -> str | None:
        out = self._git("rev-parse", "--verify", "--quiet", "--end-of-options", f"{revision}^{{commit}}")
        return out.stdout.decode().strip() if out.returncode == 0 else None

    def shallow(self) -> bool:
        return self._git("rev-parse", "--is-shallow-repository").stdout.strip() == b"true"

    def unchanged(self, paths: list[Path]) -> bool:
        """No file under `paths` differs from HEAD (untracked files count; ignored ones do not)."""
        out = self._git("status", "--porcelain", "--untracked-files=all", "--", *map(str, paths))
        return out.returncode == 0 and not out.stdout.strip()

    def previous_tag(self, exclude_head: bool) -> str | None:
        """The newest `v*` tag reachable from HEAD; tags on HEAD left out when `exclude_head`."""
        own = self._git("tag", "--points-at", "HEAD", "--list", "v*").stdout.decode().split() \
            if exclude_head else []
        out = self._git("describe", "--tags", "--abbrev=0", "--match", "v*",
                        *(f"--exclude={tag}" for tag in own), "HEAD")
        return out.stdout.decode().strip() or None if out.returncode == 0 else None

    def files(self, revision: str, paths: list[str]) -> dict[str, bytes | None]:
        """Each path's content at `revision` (None where it does not exist), from one git process."""
        request = "".join(f"{revision}:{path}\n" for path in paths).encode()
        out = self._git("cat-file", "--batch", stdin=request).stdout
        found: dict[str, bytes | None] = {}
        position = 0
        for path in paths:
            end = out.index(b"\n", position)
            header = out[position:end].split()
            if header[-1] == b"missing" or header[1] != b"blob":
                found[path], position = None, end + 1
                continue
            size = int(header[2])
            found[path] = out[end + 1:end + 1 + size]
            position = end + 2 + size
        return found

    def _relative(self, folder: Path) -> str:
        return folder.resolve().relative_to(self.top.resolve()).as_posix()

    def deck_entry(self, revision: str, folder: Path) -> dict | None:
        """A deck as the release at `revision` shipped it (None when that release did not have it)."""
        where = self._relative(folder)
        files = self.files(revision, [f"{where}/deck.yaml", f"{where}/{lockfile.LOCK_NAME}"])
        deck_yaml, lock_data = files[f"{where}/deck.yaml"], files[f"{where}/{lockfile.LOCK_NAME}"]
        if deck_yaml is None or lock_data is None:
            return None
        label = Path(f"{revision[:12]}:{where}")
        try:
            settings = yaml_data(deck_yaml.decode("utf-8"), label / "deck.yaml")
            lock = parse_lock(lock_data, label / lockfile.LOCK_NAME)
        except (DeckgenError, UnicodeDecodeError) as err:
            raise ReleaseError(f"cannot read the previous release's deck: {err}", folder) from None
        deck_id = str(settings.get("id", ""))
        return {
            "deck": deck_id,
            "name": str(settings.get("name", "")),
            "version": str(settings.get("version", "1.0.0")),
            "folder": folder.name,
            "notetype": {"hash": lock.notetype_hash, "schema": lock.notetype_schema, "mod": lock.notetype_mod},
            "notes": {qid: {"guid": note_guid(deck_id, qid), "hash": stamp.content_hash, "mod": stamp.mod}
                      for qid, stamp in lock.notes.items()},
        }

    def question_texts(self, revision: str, folder: Path, qids: list[str]) -> dict[str, str]:
        """The question text (Markdown) of each card file at `revision`."""
        where = self._relative(folder)
        texts = {}
        for qid, data in zip(qids, self.files(revision, [f"{where}/{qid}.yaml" for qid in qids]).values()):
            try:
                card = yaml_data(data.decode("utf-8"), Path(f"{where}/{qid}.yaml")) if data else {}
                texts[qid] = str(card.get("question", ""))
            except (DeckgenError, UnicodeDecodeError, AttributeError):
                texts[qid] = ""
        return texts
