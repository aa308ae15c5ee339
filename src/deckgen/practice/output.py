"""Writing a deck's practice page, `build/<deck>.html`, beside its package (call while holding the
build's write lock)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ..model import DeckConfig
from ..package import code_version, lock as lockfile
from ..project import Project, write_atomic
from ..render import RenderedNote, note_type
from .page import page_stamp, practice_page


def write_page(project: Project, config: DeckConfig, lock: lockfile.Lock,
               notes: Callable[[], Sequence[RenderedNote]], reused: bool) -> Path:
    """Make and write the page, atomically; when the package was `reused` (a no-op rebuild) and the
    page on disk is the one its stamp in `build/.cache/` records, leave it alone (`notes` is then
    never called: the notes stay in the cache)."""
    lock_bytes = lockfile.dump(lock)
    target = project.build / f"{config.slug}.html"
    stamp_path = project.build / ".cache" / f"{config.slug}.practice"
    if reused:
        try:
            if stamp_path.read_text("ascii") == page_stamp(config, lock_bytes, code_version(), target.read_bytes()):
                return target
        except (OSError, UnicodeDecodeError):
            pass  # no page or stamp yet, or unreadable: made again
    page = practice_page(config, notes(), lock, note_type())
    write_atomic(target, page)
    write_atomic(stamp_path, page_stamp(config, lock_bytes, code_version(), page).encode("ascii"), durable=False)
    return target
