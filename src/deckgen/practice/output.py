"""Writing a deck's practice page, `build/<deck>.html`, beside its package (call while holding the
build's write lock), taking what did not change from the last page.

The page's data block holds one line per question and per image (`data.data_block`). An index in
`build/.cache/<deck>.practice` records what the page on disk was made from (the code, the deck's
settings and note type, and the page's SHA-256) and, line by line, each question's content hash,
note id and images. A rebuild makes lines only for questions whose hash or id changed, and takes
the others from the old page; a no-op rebuild finds the same index and leaves the page alone. A
page or index that does not match is ignored, and the page made afresh.
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import NamedTuple

from ..errors import DeckgenError
from ..model import DeckConfig
from ..package import DeckRender, lock as lockfile
from ..project import Project, write_atomic
from ..render import NoteType, note_type
from .data import MEDIA_END, QUESTIONS_END, data_block, media_line, question_line
from .page import code_digest, page_chunks

INDEX_FORMAT = b"deckgen-practice 1"
_DATA_START = b'<script type="application/json" id="pq-data">'

#: What a question's lines are kept by: its content hash and note id.
Key = tuple[str, int]


def _context(config: DeckConfig, notetype: NoteType) -> str:
    """What every line depends on besides its own question."""
    return hashlib.sha256(repr((config.id, config.name, config.version, config.tags, notetype.css, notetype.back))
                          .encode() + code_digest()).hexdigest()


def _index_head(context: str, digest: str, target: Path) -> bytes:
    """The index's first line: the format, the context, and the page's SHA-256, size and time."""
    info = target.stat()
    return f"{INDEX_FORMAT.decode()} {context} {digest} {info.st_size} {info.st_mtime_ns}".encode()


def _unchanged(target: Path, index: bytes, context: str, rows: bytes) -> bool:
    """Whether the page on disk is the one the index describes, for these rows (a no-op rebuild):
    by its size and time, as git's index does, so that a large page is not even read."""
    head, _, old_rows = index.partition(b"\n")
    parts = head.split(b" ")
    try:
        return old_rows == rows and parts[:3] == [*INDEX_FORMAT.split(b" "), context.encode()] \
            and parts[4:] == _index_head(context, "", target).split(b" ")[4:]
    except OSError:
        return False


def _data_lines(page: bytes) -> list[memoryview]:
    """The lines of the page's data block, each without the comma that ends it (views of `page`,
    not copies: a large page holds tens of megabytes of them)."""
    view = memoryview(page)
    start = page.index(_DATA_START) + len(_DATA_START)
    end = page.index(b"</script>", start)
    lines = []
    while True:
        newline = page.find(b"\n", start, end)
        stop = end if newline < 0 else newline
        lines.append(view[start:stop - 1] if page[stop - 1] == 0x2C else view[start:stop])  # 0x2C: ","
        if newline < 0:
            return lines
        start = newline + 1


def _old_lines(target: Path, index: bytes, context: str) -> tuple[dict[Key, tuple[memoryview, tuple[str, ...]]],
                                                                dict[str, memoryview]]:
    """The last page's question lines by key (with their images' names) and its image lines by
    name; empty when the page is missing or does not match its index (read whole and hashed)."""
    try:
        page = target.read_bytes()
    except OSError:
        return {}, {}
    head, _, rows = index.partition(b"\n")
    if head.split(b" ")[:4] != [*INDEX_FORMAT.split(b" "), context.encode(), hashlib.sha256(page).hexdigest().encode()]:
        return {}, {}
    try:
        lines = _data_lines(page)
        media_end = next(n for n, line in enumerate(lines) if line == MEDIA_END)
        media = {}
        for line in lines[1:media_end]:
            media[bytes(line[1:bytes(line[:200]).index(b'"', 1)]).decode("ascii")] = line
        questions = lines[media_end + 1:-1]
        keys = [row.decode("ascii").split(" ") for row in rows.splitlines()]
        found = {(key[0], int(key[1])): (line, tuple(key[2:])) for key, line in zip(keys, questions, strict=True)}
        if lines[-1] != QUESTIONS_END or not all(name in media for _, names in found.values() for name in names):
            raise ValueError("the page and its index disagree")
    except (ValueError, IndexError, UnicodeDecodeError):  # (written by someone else, or cut short)
        return {}, {}
    return found, media


class Page(NamedTuple):
    """A deck's practice page as `make_page` made it, for the build to write with its package."""

    target: Path
    """`build/<deck>.html`."""
    chunks: tuple[bytes, ...]
    """The page's bytes in pieces; empty when the page on disk is this page already (a no-op rebuild)."""
    index: tuple[Path, str, bytes]
    """The index's path, the page's context and SHA-256 (its first line), and its rows."""


def make_page(project: Project, config: DeckConfig, lock: lockfile.Lock, deck: DeckRender) -> Page:
    """The page of the deck's questions (in new-card order), rendering only the notes whose lines the
    last page lacks; the build writes it beside the package, then `save_index`."""
    order = [(entry.question_id, entry.content_hash) for entry in deck.ordered()]
    notetype = note_type()
    target = project.build / f"{config.slug}.html"
    index_path = project.build / ".cache" / f"{config.slug}.practice"
    context = _context(config, notetype)
    keys = [(content_hash, lock.notes[qid].note_id) for qid, content_hash in order]
    try:
        old_index = index_path.read_bytes()
    except OSError:
        old_index = b""
    if not deck.changed and _unchanged(target, old_index, context, _rows(keys, old_index)):
        return Page(target, (), (index_path, "", b""))  # a no-op rebuild: the page on disk is this very page
    old, old_media = _old_lines(target, old_index, context) if old_index else ({}, {})
    missing = {qid for (qid, _), key in zip(order, keys) if key not in old}
    fresh = deck.notes_of(missing) if missing else {}
    deck_tags = frozenset(config.tags)
    question_lines, media_lines, names = [], {}, []
    for (qid, _), key in zip(order, keys):
        if qid in fresh:
            note = fresh[qid]
            question_lines.append(question_line(note, key[1], deck_tags, notetype))
            note_media = tuple(m.name for m in note.media)
            for member in note.media:
                media_lines.setdefault(member.name, media_line(member))
        else:
            line, note_media = old[key]
            question_lines.append(line)
            for name in note_media:
                media_lines.setdefault(name, old_media[name])
        names.append(" ".join((key[0], str(key[1])) + note_media))
    page = page_chunks(config, notetype, data_block(config, question_lines,
                                                    [media_lines[name] for name in sorted(media_lines)]))
    digest = hashlib.sha256()
    for chunk in page:
        digest.update(chunk)
    rows = "".join(f"{n}\n" for n in names).encode("ascii")
    return Page(target, tuple(page), (index_path, f"{context} {digest.hexdigest()}", rows))


def save_index(page: Page) -> list[DeckgenError]:
    """Record what the page just written was made from. The index only saves work: what cannot be
    written is returned, for a warning (the next build then makes the page afresh)."""
    index_path, head, rows = page.index
    if not page.chunks:
        return []
    context, digest = head.split(" ")
    try:
        write_atomic(index_path, _index_head(context, digest, page.target) + b"\n" + rows, durable=False)
    except DeckgenError as err:  # (a full disk, a read-only folder: as the build cache's own)
        return [err]
    return []


def _rows(keys: list[Key], old_index: bytes) -> bytes:
    """The index rows of an unchanged page: each key with the images the old index lists for it
    (a key it lacks makes the rows differ, which is all `_unchanged` needs)."""
    images = {}
    for row in old_index.split(b"\n")[1:]:
        parts = row.split(b" ", 2)
        if len(parts) > 1:
            images[(parts[0], parts[1])] = b" " + parts[2] if len(parts) > 2 else b""
    return b"".join(b"%s %d%s\n" % (h.encode(), nid, images.get((h.encode(), b"%d" % nid), b"")) for h, nid in keys)
