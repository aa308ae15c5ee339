"""Where things are in a deckgen project: decks under `cards/`, raw texts, `media/`, `build/`."""
from __future__ import annotations

import contextlib
import fcntl
import os
import random
import re
import shutil
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from .errors import BuildError, DeckgenError
from .sources import refused_file, source_files


@dataclass(frozen=True)
class Project:
    """A project folder holding `cards/`, `media/` and `build/`."""

    root: Path

    @property
    def cards(self) -> Path:
        return self.root / "cards"

    @property
    def media(self) -> Path:
        return self.root / "media"

    @property
    def build(self) -> Path:
        return self.root / "build"

    def deck_folders(self, names: tuple[str, ...] = ()) -> list[Path]:
        """Deck folders by name (all of them when none is named); a usage error for an unknown one."""
        available = sorted(p for p in self.cards.glob("*") if (p / "deck.yaml").is_file()) \
            if self.cards.is_dir() else []
        if not names:
            if not available:
                raise DeckgenError(f"no decks: expected {self.cards}/<deck>/deck.yaml")
            return available
        by_name = {p.name: p for p in available}
        folders = []
        for name in names:
            folder = by_name.get(Path(name).name) if Path(name).name == name.rstrip("/") else None
            folder = folder or (Path(name) if (Path(name) / "deck.yaml").is_file() else None)
            if folder is None:
                raise UsageError(f"no deck '{name}'; decks: {', '.join(by_name) or 'none'}")
            folders.append(folder.resolve())
        return folders

    def deck_folders_quietly(self) -> list[Path]:
        """Every deck folder, or none (no error) when there is no cards/ folder."""
        try:
            return self.deck_folders()
        except DeckgenError:
            return []

    def question_count(self, names: tuple[str, ...] = ()) -> int:
        """How many question files the named decks hold (for progress bars), from one listing each."""
        return sum(sum(1 for name in os.listdir(folder) if name.endswith(".yaml") and name != "deck.yaml")
                   for folder in self.deck_folders(names))

    def raw_files(self, paths: tuple[str, ...] = ()) -> tuple[list[Path], list[DeckgenError]]:
        """Raw texts named (files or folders), or every `cards/*/raw/*.txt`; and what was refused
        (`sources.source_files`: folders, FIFOs, links out of the project...)."""
        files: list[Path] = []
        problems: list[DeckgenError] = []

        def add(folder: Path) -> None:
            found, refused = source_files(folder, ".txt", self.root)
            files.extend(folder / name for name, _ in found)
            problems.extend(refused)

        if not paths:
            for deck in sorted(self.cards.glob("*")):
                if (deck / "raw").is_dir():
                    add(deck / "raw")
        for name in paths:
            path = Path(name)
            if path.is_dir():
                add(path if any(path.glob("*.txt")) or not (path / "raw").is_dir() else path / "raw")
            elif path.exists() or path.is_symlink():
                refused = refused_file(path, self.root)
                problems.extend([refused] if refused else [])
                files.extend([] if refused else [path])
            else:
                raise UsageError(f"no such file or folder: {name}")
        return files, problems


class UsageError(DeckgenError):
    """The command was called wrongly (exit status 2)."""


#: What makes a folder a deckgen project (README: "How deckgen finds the project").
MARKER = "cards/<deck>/deck.yaml"


class NoProject(UsageError):
    """No folder from the start upward holds a deck."""


def find_project(start: Path | str = ".") -> Project:
    """The project that holds `start`: the nearest folder, from `start` up to the file system's
    root, with a deck in it (`cards/<deck>/deck.yaml`), the way git finds its repository."""
    start = Path(start).resolve()
    for folder in (start, *start.parents):
        if _has_deck(folder):
            return Project(folder)
    raise NoProject(f"no deckgen project in {start} or any folder above it (none has {MARKER}); "
                    "start one with: deckgen init")


def _has_deck(folder: Path) -> bool:
    try:
        with os.scandir(folder / "cards") as entries:
            return any(e.is_dir() and os.path.isfile(os.path.join(e.path, "deck.yaml")) for e in entries)
    except OSError:
        return False


def deck_folder_of(raw_file: Path) -> Path:
    """`cards/<deck>/raw/x.txt` -> `cards/<deck>`; a raw file elsewhere belongs to its own folder."""
    parent = raw_file.resolve().parent
    return parent.parent if parent.name == "raw" else parent


#: The names of deckgen's temporary files and folders: nothing else is ever removed as a leftover.
TEMPORARY = re.compile(r"\.deckgen-[0-9]+-[0-9a-f]{12}\.(tmp|old)")


class writing:  # (a class, as contextlib.suppress: a third of a generator's cost, paid per card file)
    """An OSError while writing `path` (a full disk, a read-only or unwritable folder) becomes
    `path: cannot write: <reason>`; whatever `path` held before stays as it was."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind, err, traceback) -> bool:
        if isinstance(err, OSError):
            raise BuildError(f"cannot write: {err.strerror or err}", self.path) from None
        return False


def write_atomic(path: Path, data: bytes | Sequence[bytes], durable: bool = True) -> None:
    """Write via a temporary file in the same folder and rename: readers see old or new, never half.
    `data` may be a list of chunks, written in turn (a large file is then never joined in memory).
    `durable` also flushes it to disk first (what a power cut must not lose; not a cache)."""
    put_in_place(write_temporary(path, data, durable), path)


def put_in_place(tmp: str, path: Path) -> None:
    """The second half of `write_atomic`: the temporary file `tmp` renamed to `path` (or removed)."""
    with writing(path):
        try:
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


def write_temporary(path: Path, data: bytes | Sequence[bytes], durable: bool = True) -> str:
    """The first half of `write_atomic`: `data` in a new temporary file beside `path`, whose name is
    returned for `os.replace` (which needs no space: a full disk has failed the write by then).
    Nothing is left behind when writing fails."""
    with writing(path):
        fd, tmp = _temporary(path)
        try:
            try:  # (os.write, not a file object: parse writes 10,000 files, ~5 us each less)
                for chunk in (data,) if isinstance(data, bytes) else _batches(data):
                    written = os.write(fd, chunk)
                    while written < len(chunk):  # (a regular file takes it all at once; a part is continued)
                        written += os.write(fd, memoryview(chunk)[written:])
                if durable:
                    os.fsync(fd)
            finally:
                os.close(fd)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    return tmp


def write_together(files: list[tuple[Path, bytes | Sequence[bytes]]]) -> None:
    """Every file, or (when one cannot be written) none of them changed: each is written in full
    beside its place first, then all are renamed in the given order, which needs no space."""
    staged: list[tuple[str, Path]] = []
    try:
        for path, data in files:
            staged.append((write_temporary(path, data), path))
    except BaseException:
        for tmp, _ in staged:
            Path(tmp).unlink(missing_ok=True)
        raise
    for tmp, path in staged:
        put_in_place(tmp, path)


def _batches(chunks: Sequence[bytes], size: int = 1 << 22) -> Iterator[bytes]:
    """Chunks joined into pieces of about `size` bytes: few writes, and never the whole file joined."""
    batch: list[bytes] = []
    held = 0
    for chunk in chunks:
        batch.append(chunk)
        held += len(chunk)
        if held >= size:
            yield b"".join(batch)
            batch, held = [], 0
    yield b"".join(batch)


def _temporary_name(folder: Path | str, suffix: str = "tmp") -> str:
    return os.path.join(folder, f".deckgen-{os.getpid()}-{random.getrandbits(48):012x}.{suffix}")


def _temporary(path: Path) -> tuple[int, str]:
    """A new file `.deckgen-<pid>-<random>.tmp` beside `path` (its folder made if missing), open for
    writing, with the permissions the umask gives new files (outputs are meant to be shared)."""
    folder = os.path.dirname(path)  # (path.parent's text, without making a Path)
    while True:
        tmp = _temporary_name(folder)
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666), tmp
        except FileExistsError:
            continue
        except FileNotFoundError:
            path.parent.mkdir(parents=True, exist_ok=True)


def replace_folder(folder: Path, files: dict[str, bytes]) -> None:
    """Fill a new folder beside `folder`, then swap it in: readers never see half a folder."""
    with writing(folder):
        folder.parent.mkdir(parents=True, exist_ok=True)
        fresh = Path(_temporary_name(folder.parent))
        fresh.mkdir()
        try:
            for name, data in files.items():
                (fresh / name).write_bytes(data)
            fresh.chmod(0o755)
            old = Path(_temporary_name(folder.parent, "old"))
            if folder.exists():
                folder.rename(old)
            fresh.rename(folder)
            shutil.rmtree(old, ignore_errors=True)
        except BaseException:
            shutil.rmtree(fresh, ignore_errors=True)
            raise


@contextlib.contextmanager
def exclusive_writes(project: Project):
    """Hold the project's write lock: concurrent builds take turns to write, and what a killed
    build left behind (temporary files, half-made folders) is removed first."""
    with writing(project.build):
        project.build.mkdir(parents=True, exist_ok=True)
        handle = open(project.build / ".write.lock", "a+b")
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            _remove_leftovers(project)
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _remove_leftovers(project: Project) -> None:
    """Every writer holds the lock, so deckgen's temporary files seen while holding it are a crash's.
    Only names deckgen gives (`TEMPORARY`) are removed; folders only in build/ and build/preview/
    (which hold outputs only), where deckgen makes them; links are never followed."""
    outputs = (project.build, project.build / "preview")
    folders = [*outputs, project.build / ".cache", *project.deck_folders_quietly()]
    for folder in folders:
        try:
            with os.scandir(folder) as entries:
                leftovers = [e for e in entries if TEMPORARY.fullmatch(e.name)]
        except OSError:
            continue
        for leftover in leftovers:
            if leftover.is_dir(follow_symlinks=False):
                if folder in outputs:
                    shutil.rmtree(leftover.path, ignore_errors=True)
            elif leftover.is_file(follow_symlinks=False):
                Path(leftover.path).unlink(missing_ok=True)
