"""Stage 4, package: rendered notes -> a deterministic `.apkg`, reusing unchanged work.

In: a deck's card files (through `cardfiles` and `render`, with a cache of what they gave last time)
and its lock file. Out: the `.apkg` bytes, the new lock (each note's content hash, modification
time and id) and what to keep in the cache.

- `incremental`: `DeckRender`, one deck's questions loaded and rendered, or taken from the cache;
- `cachestore`: the build cache (rendered notes, deflated media and database chunks);
- `lock`: the lock file, which decides each note's modification time (and so Anki's updates);
- `lockread`: reading a lock file as untrusted input, every value checked;
- `locktime`: its times and ids checked against the real clock;
- `apkg`: the Anki collection database and the zip around it.
"""
from . import lock
from .lockread import check_lock, next_lock, parse_checked as parse_lock
from .apkg import CacheDamaged, Notes, make_apkg
from .cachestore import code_version
from .incremental import DeckRender, output_digest, output_stamp, record_output

__all__ = ["CacheDamaged", "DeckRender", "code_version", "Notes", "check_lock", "lock", "make_apkg", "next_lock",
           "output_digest", "output_stamp", "parse_lock", "record_output"]
