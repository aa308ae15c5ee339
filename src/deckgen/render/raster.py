"""A supplied PNG, JPEG or WebP: really of its format, whole, within a pixel limit, nothing appended.

Magic bytes say little: a truncated file, one with HTML appended, or a 40000×40000 PNG of a few
hundred KiB all start right. So the container is walked to its end (PNG chunks to IEND, JPEG
segments and scans to EOI, the RIFF size of WebP; nothing may follow), the dimensions are read
from the header and held to `MAX_PIXELS` before any pixel is decoded, and then Pillow decodes
the whole image (a damaged stream fails there). Pillow is imported here only: builds that find
no raster image, and no-op rebuilds, never load it.
"""
from __future__ import annotations

import io
import re
import struct
import warnings

#: Width × height above this is refused before decoding (a phone shows ~1 megapixel; 40
#: megapixels decode to 160 MB).
MAX_PIXELS = 40_000_000
#: Longest side, whatever the pixel count (a 1 × 100000 strip is no infographic).
MAX_SIDE = 16_384

_FORMATS = {"PNG": "PNG", "JPEG": "JPEG", "WebP": "WEBP"}
_JPEG_MARKER = re.compile(rb"\xff[^\x00\xd0-\xd7\xff]")  # in scan data: a marker that ends it


class Damaged(Exception):
    """Why the image cannot be used (the message says what to do)."""


def sniff(data: bytes) -> str | None:
    """Raster format by magic bytes; None for anything else."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if data.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WebP"
    return None


def check_raster(data: bytes, expected: str) -> None:
    """Damaged unless `data` is one whole, decodable `expected` image within the limits."""
    end = {"PNG": _png_end, "JPEG": _jpeg_end, "WebP": _webp_end}[expected](data)
    if end < len(data) and data[end:].strip(b"\x00"):
        raise Damaged(f"has {len(data) - end} bytes after the end of the {expected} image (appended data): "
                      "re-export it")
    from PIL import Image  # (~30 ms to import: only when a raster image is checked)

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)  # (refused below, with a message)
            with Image.open(io.BytesIO(data), formats=[_FORMATS[expected]]) as image:
                width, height = image.size
                if width * height > MAX_PIXELS or max(width, height) > MAX_SIDE:
                    raise Damaged(f"is {width}×{height} pixels, over the limit of {MAX_PIXELS // 1_000_000} "
                                  f"megapixels and {MAX_SIDE} pixels a side: scale it down")
                image.load()
    except Damaged:
        raise
    except Image.DecompressionBombError:
        raise Damaged(f"is over the limit of {MAX_PIXELS // 1_000_000} megapixels: scale it down") from None
    except Exception as error:  # Pillow raises many kinds (OSError, SyntaxError, ValueError, …)
        raise Damaged(f"cannot be decoded as {expected} ({type(error).__name__}): re-export it") from None


def _png_end(data: bytes) -> int:
    """Offset just past the IEND chunk; Damaged when the chunks do not reach one."""
    pos = 8
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        pos += 12 + length
        if pos > len(data):
            break
        if kind == b"IEND":
            return pos
    raise Damaged("is a truncated PNG (it stops before its end): re-export it")


def _jpeg_end(data: bytes) -> int:
    """Offset just past the EOI marker, walking segments and the scans between them."""
    pos = 2
    while pos + 4 <= len(data):
        if data[pos] != 0xFF:
            break
        marker = data[pos + 1]
        if marker == 0xFF:  # fill byte
            pos += 1
            continue
        if marker == 0xD9:
            return pos + 2
        if 0xD0 <= marker <= 0xD7 or marker == 0x01:  # no length
            pos += 2
            continue
        (length,) = struct.unpack(">H", data[pos + 2:pos + 4])
        pos += 2 + length
        if marker == 0xDA:  # start of scan: entropy-coded data runs to the next real marker
            found = _JPEG_MARKER.search(data, pos)
            if found is None:
                break
            pos = found.start()
    if data[pos:pos + 2] == b"\xff\xd9":
        return pos + 2
    raise Damaged("is a truncated JPEG (it stops before its end): re-export it")


def _webp_end(data: bytes) -> int:
    """Offset just past the RIFF container, as its header states."""
    if len(data) < 12:
        raise Damaged("is a truncated WebP: re-export it")
    (size,) = struct.unpack("<I", data[4:8])
    end = 8 + size + (size & 1)
    if end > len(data) + (size & 1):
        raise Damaged("is a truncated WebP (it stops before its end): re-export it")
    return min(end, len(data))
