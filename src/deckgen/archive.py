"""A deterministic zip writer for `.apkg` files, from members deflated ahead of time.

Media are deflated once, when they are drawn, and kept in the build cache. The database is
deflated in chunks on several threads (zlib releases the GIL), each chunk primed with the 32 KiB
before it, so the result is one valid deflate stream that depends only on the input. Chunks end
between 64 KiB units (the database's pages) where the content says so, not at fixed offsets, so
a database that differs in a page or two, or has a page more or less, still has all its other
chunks in common with the last one: those are taken from the cache instead of deflated again.
Entries carry fixed times, permissions and order, so equal input gives equal bytes.
"""
from __future__ import annotations

import contextlib
import functools
import hashlib
import struct
import zlib
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple

LEVEL = 6
UNIT = 1 << 16
"""Chunks end between units of this size (a database page)."""
MIN_UNITS, MAX_UNITS = 4, 64
"""A chunk is 4 to 64 units long (about 1 MiB), ending after a unit whose CRC ends in 1111."""
WINDOW = 32 * 1024
DOS_TIME, DOS_DATE = 0, (0 << 9) | (1 << 5) | 1  # 1980-01-01 00:00:00, the zip epoch
MAX_ENTRIES = 0xFFFF
MAX_SIZE = 0xFFFFFFFF

Patch = tuple[int, bytes]
"""(offset, bytes) written over the data on the way, without copying it."""
Reuse = Callable[[list[str]], Mapping[str, bytes]]
"""Chunk keys -> the deflated chunks already known for some of them."""


class Member(NamedTuple):
    """A file ready to be stored in a zip: its deflated bytes and what the zip records of it. (A
    named tuple: a build makes or reads one per medium, ten thousand in a large deck.)"""

    name: str
    """File name inside the archive (and Anki media name)."""
    sha256: str
    """Of the uncompressed bytes (empty where it was not asked for)."""
    crc: int
    size: int
    deflated: bytes

    def data(self) -> bytes:
        """The uncompressed bytes."""
        return zlib.decompress(self.deflated, -15)


def member(name: str, data: bytes, level: int = LEVEL, threads: int = 1, patch: Patch | None = None) -> Member:
    """Deflate `data` for the archive (in parallel chunks when `threads` > 1)."""
    return packed(name, data, level, threads, patch)[0]


def packed(name: str, data: bytes, level: int = LEVEL, threads: int = 1, patch: Patch | None = None,
           reuse: Reuse | None = None, sha256: bool = True) -> tuple[Member, dict[str, bytes]]:
    """`member`, taking what `reuse` knows instead of deflating it again; with `reuse`, also
    returns every chunk of the result by its key (what the data, window, level and zlib make it),
    to keep. `sha256=False` leaves `Member.sha256` empty (a package's database needs none)."""
    view = memoryview(data)
    pieces = [view] if not patch else [view[:patch[0]], memoryview(patch[1]), view[patch[0] + len(patch[1]):]]
    digest, crc = hashlib.sha256(), 0
    for piece in pieces:
        if sha256:
            digest.update(piece)
        crc = zlib.crc32(piece, crc)
    member_of = functools.partial(Member, name, digest.hexdigest() if sha256 else "", crc, len(data))
    if len(data) <= UNIT and not reuse:  # a media file: one chunk, nothing to look up
        return member_of(_deflate(_span(view, 0, len(data), patch), 0, True, level)), {}
    bounds = _bounds(view, patch)
    jobs = []
    for index, (start, end) in enumerate(bounds):
        window = max(0, start - WINDOW)
        jobs.append((_span(view, window, end, patch), start - window, index == len(bounds) - 1, level))
    # hashlib and zlib release the GIL: keys and chunks are made on `threads` threads at once
    with ThreadPoolExecutor(threads) if threads > 1 and len(jobs) > 1 else contextlib.nullcontext() as pool:
        run = pool.map if pool else map
        keys = list(run(lambda job: _key(*job), jobs)) if reuse else [str(index) for index in range(len(jobs))]
        known = dict(reuse(keys)) if reuse else {}
        todo = {key: job for key, job in zip(keys, jobs) if key not in known}
        known.update(zip(todo, run(lambda job: _deflate(*job), todo.values())))
    kept = {key: known[key] for key in keys} if reuse else {}
    return member_of(b"".join(known[key] for key in keys)), kept


def _span(view: memoryview, start: int, end: int, patch: Patch | None) -> bytes | memoryview:
    """data[start:end] with the patch applied (a copy only where the patch falls)."""
    if not patch or patch[0] >= end or patch[0] + len(patch[1]) <= start:
        return view[start:end]
    span = bytearray(view[start:end])
    at = patch[0] - start
    low, high = max(at, 0), min(at + len(patch[1]), len(span))
    span[low:high] = patch[1][low - at:high - at]
    return bytes(span)


def _bounds(view: memoryview, patch: Patch | None) -> list[tuple[int, int]]:
    """(start, end) of each chunk: where a unit's CRC says so, within MIN_UNITS..MAX_UNITS."""
    bounds, start, size = [], 0, len(view)
    for end in range(UNIT, size + UNIT, UNIT):
        end = min(end, size)
        units = -(-(end - start) // UNIT)
        if (end == size or units >= MAX_UNITS
                or units >= MIN_UNITS and zlib.crc32(_span(view, end - UNIT, end, patch)) & 15 == 15):
            bounds.append((start, end))
            start = end
    return bounds or [(0, 0)]


def _key(span: bytes | memoryview, primed: int, last: bool, level: int) -> str:
    """What a chunk's deflated bytes are made from: its span (window included), how it is
    deflated, and the zlib that deflates it."""
    digest = hashlib.sha256(f"{zlib.ZLIB_RUNTIME_VERSION}:{level}:{int(last)}:{primed}:".encode())
    digest.update(span)
    return digest.hexdigest()


def _deflate(span: bytes | memoryview, primed: int, last: bool, level: int) -> bytes:
    """One chunk of a raw deflate stream: the span after its first `primed` bytes, primed with them."""
    primer = {"zdict": span[:primed]} if primed else {}
    compressor = zlib.compressobj(level, zlib.DEFLATED, -15, 9, **primer)
    out = compressor.compress(span[primed:])
    return out + compressor.flush(zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH)


def zip_bytes(members: list[tuple[str, Member]]) -> bytes:
    """A zip archive of (entry name, member) pairs, in the given order."""
    if len(members) > MAX_ENTRIES:
        raise ValueError(f"{len(members)} files: a package holds at most {MAX_ENTRIES}")
    parts: list[bytes] = []
    directory: list[bytes] = []
    offset = 0
    for entry, item in members:
        name = entry.encode("ascii")
        if item.size > MAX_SIZE or len(item.deflated) > MAX_SIZE or offset > MAX_SIZE:
            raise ValueError(f"{item.name} is too large for a package (4 GiB)")
        common = struct.pack("<HHHHHIII", 20, 0, 8, DOS_TIME, DOS_DATE, item.crc, len(item.deflated), item.size)
        parts += [b"PK\x03\x04" + common + struct.pack("<HH", len(name), 0) + name, item.deflated]
        directory.append(b"PK\x01\x02" + struct.pack("<H", 0x0314) + common
                         + struct.pack("<HHHHHII", len(name), 0, 0, 0, 0, 0o100644 << 16, offset) + name)
        offset += 30 + len(name) + len(item.deflated)
    central = b"".join(directory)
    end = b"PK\x05\x06" + struct.pack("<HHHHIIH", 0, 0, len(members), len(members), len(central), offset, 0)
    return b"".join(parts) + central + end
