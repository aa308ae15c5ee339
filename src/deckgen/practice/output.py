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


def _old_lines(target: Path, index_path: Path, context: str) -> tuple[dict[Key, tuple[bytes, tuple[str, ...]]],
                                                                   dict[str, bytes], bytes]:
    """The last page's question lines by key (with their images' names), its image lines by name,
    and the index as it was; empty when the page or index is missing or does not match."""
    try:
        index = index_path.read_bytes()
        page = target.read_bytes()
    except OSError:
        return {}, {}, b""
    head, _, rows = index.partition(b"\n")
    if head != b" ".join([INDEX_FORMAT, context.encode(), hashlib.sha256(page).hexdigest().encode()]):
        return {}, {}, b""
    try:
        start = page.index(_DATA_START) + len(_DATA_START)
        lines = page[start:page.index(b"</script>", start)].split(b"\n")
        media_end = lines.index(MEDIA_END)
        media = {}
        for line in lines[1:media_end]:
            line = line.removesuffix(b",")
            media[line[1:line.index(b'"', 1)].decode("ascii")] = line
        questions = [line.removesuffix(b",") for line in lines[media_end + 1:-1]]
        keys = [row.decode("ascii").split(" ") for row in rows.splitlines()]
        found = {(key[0], int(key[1])): (line, tuple(key[2:])) for key, line in zip(keys, questions, strict=True)}
        if lines[-1] != QUESTIONS_END or not all(name in media for _, names in found.values() for name in names):
            raise ValueError("the page and its index disagree")
    except (ValueError, IndexError, UnicodeDecodeError):  # (written by someone else, or cut short)
        return {}, {}, b""
    return found, media, index


def write_page(project: Project, config: DeckConfig, lock: lockfile.Lock, deck: DeckRender) -> Path:
    """Write the page of the deck's questions (in new-card order), rendering only the notes whose
    lines the last page lacks."""
    order = [(entry.question_id, entry.content_hash) for entry in deck.ordered()]
    notetype = note_type()
    target = project.build / f"{config.slug}.html"
    index_path = project.build / ".cache" / f"{config.slug}.practice"
    context = _context(config, notetype)
    old, old_media, old_index = _old_lines(target, index_path, context)
    keys = [(content_hash, lock.notes[qid].note_id) for qid, content_hash in order]
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
    rows_text = "".join(f"{n}\n" for n in names).encode("ascii")
    if not missing and old_index.partition(b"\n")[2] == rows_text:
        return target  # the page on disk is this very page
    page = page_chunks(config, notetype, data_block(config, question_lines,
                                                    [media_lines[name] for name in sorted(media_lines)]))
    digest = hashlib.sha256()
    for chunk in page:
        digest.update(chunk)
    write_atomic(target, page)
    write_atomic(index_path, b" ".join([INDEX_FORMAT, context.encode(), digest.hexdigest().encode()]) + b"\n"
                 + rows_text, durable=False)
    return target
