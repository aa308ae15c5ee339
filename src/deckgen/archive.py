"""A deterministic zip writer for `.apkg` files, from members deflated ahead of time.

Media are deflated once, when they are drawn, and kept in the build cache; the database is
deflated in fixed-size chunks on several threads (zlib releases the GIL), each chunk primed with
the 32 KiB before it, so the result is one valid deflate stream that depends only on the input.
Entries carry fixed times, permissions and order, so equal input gives equal bytes.
"""
from __future__ import annotations

import hashlib
import struct
import zlib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

LEVEL = 6
CHUNK = 1 << 20
WINDOW = 32 * 1024
DOS_TIME, DOS_DATE = 0, (0 << 9) | (1 << 5) | 1  # 1980-01-01 00:00:00, the zip epoch
MAX_ENTRIES = 0xFFFF
MAX_SIZE = 0xFFFFFFFF


@dataclass(frozen=True)
class Member:
    """A file ready to be stored in a zip: its deflated bytes and what the zip records of it."""

    name: str
    """File name inside the archive (and Anki media name)."""
    sha256: str
    """Of the uncompressed bytes."""
    crc: int
    size: int
    deflated: bytes

    def data(self) -> bytes:
        """The uncompressed bytes."""
        return zlib.decompress(self.deflated, -15)


def member(name: str, data: bytes, level: int = LEVEL, threads: int = 1,
           patch: tuple[int, bytes] | None = None) -> Member:
    """Deflate `data` for the archive (in parallel chunks when `threads` > 1). `patch` (offset,
    bytes) overwrites a few bytes on the way, without copying `data`."""
    pieces = [memoryview(data)]
    if patch:
        offset, new = patch
        pieces = [pieces[0][:offset], memoryview(new), pieces[0][offset + len(new):]]
    digest, crc = hashlib.sha256(), 0
    for piece in pieces:
        digest.update(piece)
        crc = zlib.crc32(piece, crc)
    return Member(name, digest.hexdigest(), crc, len(data), _deflate(data, level, threads, patch))


def _deflate_chunk(data: memoryview, start: int, end: int, last: bool, level: int,
                   patch: tuple[int, bytes] | None) -> bytes:
    window = max(0, start - WINDOW)
    span = bytes(data[window:end])
    if patch and patch[0] < end and patch[0] + len(patch[1]) > window:
        at = patch[0] - window
        low, high = max(at, 0), min(at + len(patch[1]), len(span))
        span = span[:low] + patch[1][low - at:high - at] + span[high:]
    primer = {"zdict": span[:start - window]} if start else {}
    compressor = zlib.compressobj(level, zlib.DEFLATED, -15, 9, **primer)
    out = compressor.compress(span[start - window:])
    return out + compressor.flush(zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH)


def _deflate(data: bytes, level: int, threads: int, patch: tuple[int, bytes] | None = None) -> bytes:
    """Raw deflate; chunked the same way whatever the thread count, so the bytes never differ."""
    view = memoryview(data)
    bounds = [(start, min(start + CHUNK, len(data))) for start in range(0, max(len(data), 1), CHUNK)]
    jobs = [(view, start, end, index == len(bounds) - 1, level, patch)
            for index, (start, end) in enumerate(bounds)]
    if threads > 1 and len(jobs) > 1:
        with ThreadPoolExecutor(threads) as pool:
            return b"".join(pool.map(lambda job: _deflate_chunk(*job), jobs))
    return b"".join(_deflate_chunk(*job) for job in jobs)


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
