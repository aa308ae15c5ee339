"""A raw question file: its name (order and id), its bytes decoded and normalised, its deck folder.

The file-level half of `parse`; `sections` reads the text that comes out of it.
"""
from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

from ..errors import ParseError, SourceError
from ..model import MAX_ORDER, QUESTION_ID
from ..project import deck_folder_of
from ..sources import read_regular
from .codeblocks import SPACE_RUNS, SPACES, kept  # noqa: F401 (SPACES: this module's too)
from .tablerows import spaced

#: A raw text larger than this is not a question; refuse it before reading it all.
MAX_RAW_BYTES = 1 << 20

FILE_NAME = re.compile(rf"(?P<order>[0-9]+)_(?P<id>{QUESTION_ID.pattern})\.txt")

# Removed: invisible characters (zero-width spaces and joiners, BOM) and controls but tab and line ends.
REMOVED = re.compile(r"[\u200b\u200c\u200d\u2060\ufeff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# REMOVED and SPACES but " ": a text without them (and without "  ") needs neither substitution, and one scan for them costs less than the two.
UNUSUAL = re.compile(r"[\t\u0085\u00a0\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff"
                     r"\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# UNUSUAL in UTF-8, searched in what is left of a raw file's bytes once printable ASCII and line ends
# are deleted (bytes.translate): whole UTF-8 sequences and controls, a few dozen bytes. A quarter of
# the cost of UNUSUAL's search in the decoded (non-ASCII) text.
UNUSUAL_UTF8 = re.compile(rb"[\x00-\x09\x0b\x0c\x0e-\x1f\x7f]|\xc2[\x85\xa0]|\xe2\x80[\x80-\x8d\xa8\xa9\xaf]"
                          rb"|\xe2\x81[\x9f\xa0]|\xe3\x80\x80|\xef\xbb\xbf")
PLAIN_ASCII = bytes([0x0a, 0x0d, *range(0x20, 0x7f)])


def identity(path: Path) -> tuple[int, str]:
    """(order, id) from a raw file name such as `000_0d68aac94525f419.txt`."""
    match = FILE_NAME.fullmatch(path.name)
    if not match:
        raise ParseError(
            "file name must be <order>_<id>.txt, e.g. 000_0d68aac94525f419.txt "
            "(the id becomes the note's identity; never reuse one)", path, 1)
    digits = match["order"].lstrip("0")
    if len(digits) > len(str(MAX_ORDER)) or int(digits or 0) > MAX_ORDER:
        raise ParseError(f"the number the file name starts with is the new-card order, from 0 to {MAX_ORDER} "
                         "(Anki's limit); rename the file", path, 1)
    return int(digits or 0), match["id"]


def read_text(path: Path) -> str:
    """The file's text, decoded and normalised; ParseError for what cannot be a text."""
    try:
        data = read_regular(path, MAX_RAW_BYTES)  # (never blocks, on a FIFO say)
    except (OSError, SourceError) as err:
        raise ParseError(err.strerror if isinstance(err, OSError) else err.message, path) from None
    if len(data) > MAX_RAW_BYTES:
        raise ParseError(f"file is larger than {MAX_RAW_BYTES // 1024} KiB; a question text is a few KiB "
                         "(is this the right file?)", path, 1)
    if b"\x00" in data:
        line = data[:data.index(b"\x00")].count(b"\n") + 1
        raise ParseError("binary data (a NUL byte); a question text must be plain UTF-8 text", path, line)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data[:err.start].count(b"\n") + 1
        raise ParseError(f"not valid UTF-8 (byte 0x{data[err.start]:02x}); save the file as UTF-8",
                         path, line) from None
    return _normalise(text, unusual=_unusual_in_utf8(data))


def normalise(text: str) -> str:
    """Line ends, BOM, odd spaces and stray whitespace made plain; quotes and dashes kept as written."""
    return _normalise(text, unusual=UNUSUAL.search(text) is not None)


def _unusual_in_utf8(data: bytes) -> bool:
    """Whether UTF-8 `data` holds an UNUSUAL character (see UNUSUAL_UTF8)."""
    return UNUSUAL_UTF8.search(data.translate(None, PLAIN_ASCII)) is not None


def _normalise(text: str, unusual: bool) -> str:
    """normalise(text), told whether `text` holds an UNUSUAL character; a code line keeps its spaces (`codeblocks`)."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    code = kept(text.split("\n")) if "```" in text or "~~~" in text or "\n  " in text or "\n\t" in text else {}
    if unusual or "  " in text:
        text = "\n".join(spaced(text.split("\n"))) if "  " in text and ("Opt" in text or "Choice" in text or "Letter" in text) \
            else text  # (a table in columns of spaces, its header's first word looked for first: its cells parted by "|")
        text = REMOVED.sub("", text)
        text = unicodedata.normalize("NFC", text)
        text = SPACE_RUNS.sub(" ", text)  # (= SPACES.sub) never across a line end: "\n" is not among SPACES
    elif not text.isascii():  # (an ASCII text is in NFC already)
        text = unicodedata.normalize("NFC", text)
    if code:
        lines = text.split("\n")
        return "\n".join([unicodedata.normalize("NFC", REMOVED.sub("", code[at])) if at in code else line.strip()
                          for at, line in enumerate(lines)])
    return "\n".join([line.strip() for line in text.split("\n")])


def source_of(resolved: Path, deck_folder: Path, path: Path) -> str:
    """The raw file's path relative to its (resolved) deck folder; its name when it lies elsewhere."""
    try:
        return resolved.relative_to(deck_folder).as_posix()
    except ValueError:
        return path.name


def locate(path: Path, known: dict[str, tuple[Path, str | None]]) -> tuple[Path, str]:
    """The raw file's deck folder (as deck_folder_of) and source (as parse_file), resolving each folder
    once rather than every file in it: a file that is not a symbolic link resolves to its resolved
    folder / its name. `known` keeps, per folder (its path as text: cheaper to hash than a Path), its
    deck folder and the prefix of sources there.
    """
    name = path.name
    if name in ("", ".", "..") or os.path.islink(path):  # (as path.is_symlink(), in one call less)
        deck_folder = deck_folder_of(path)
        return deck_folder, source_of(path.resolve(), deck_folder, path)
    folder = os.path.dirname(path)  # (str(path.parent), "" for ".")
    if folder not in known:
        deck_folder = deck_folder_of(path)
        try:
            inside = path.parent.resolve().relative_to(deck_folder).as_posix()
            known[folder] = deck_folder, ("" if inside == "." else inside + "/")
        except ValueError:  # not below its deck folder: the source is the file's name
            known[folder] = deck_folder, None
    deck_folder, prefix = known[folder]
    return deck_folder, name if prefix is None else prefix + name
