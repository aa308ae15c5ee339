"""Images in a deck: content-hash media names, and the checks on maintainer-supplied images.

A maintainer puts an image in `<project>/media/` and either declares it in a question's YAML
(`infographic: {image: media/<file>}`) or names it after the question id; it then replaces the
generated drawing. Images are untrusted input: they must stay inside `media/`, be what their
extension says, and (for SVG) carry no script or external reference.
"""
from __future__ import annotations

import functools
import hashlib
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath

#: Folder of maintainer-supplied images, relative to the project root.
MEDIA_DIR = "media"
#: Accepted extensions, in the order `find_image` looks for `<question id>.<ext>`.
EXTENSIONS = ("png", "jpg", "jpeg", "webp", "svg")
#: Images larger than this bloat every learner's collection.
MAX_BYTES = 2 * 1024 * 1024
#: Anki renames media files with longer names.
MAX_NAME_BYTES = 120

# Characters Anki strips from media file names, plus control characters.
_UNSAFE_NAME = re.compile(r'[\[\]<>:"/?*^\\|\x00-\x1f\x7f]')
_FORMAT = {"png": "PNG", "jpg": "JPEG", "jpeg": "JPEG", "webp": "WebP", "svg": "SVG"}
_SVG_NS = "{http://www.w3.org/2000/svg}"
# Embedded raster data is self-contained, so an SVG may reference it.
_SAFE_DATA_URI = re.compile(r"data:image/(png|jpeg|gif|webp);", re.IGNORECASE)
_CSS_URL = re.compile(r"""url\(\s*['"]?\s*([^'")\s]*)""", re.IGNORECASE)


def media_name(data: bytes, suffix: str) -> str:
    """Flat ASCII file name from the content hash, e.g. `deckgen-0123456789abcdef.svg`.

    Anki keeps the old file when a changed one arrives under the same name, so the name
    must change whenever the bytes do.
    """
    suffix = suffix.lower().lstrip(".")
    if not suffix.isascii() or not suffix.isalnum():
        raise ValueError(f"media suffix must be ASCII letters or digits, not {suffix!r}")
    return f"deckgen-{hashlib.sha256(data).hexdigest()[:16]}.{suffix}"


def find_image(question_id: str, declared: str | None, project_root: Path) -> Path | None:
    """The supplied image for a question: the declared one, else `media/<question_id>.<ext>`.

    Only existing files inside `media/` are returned; run `check_image` on the result for
    its content problems before using it.
    """
    if not declared:
        if _UNSAFE_NAME.search(question_id) or question_id in ("", ".", ".."):
            return None
        names = listing(project_root / MEDIA_DIR)
        found = [name for name in (f"{question_id}.{ext}" for ext in EXTENSIONS) if name in names]
        if not found:  # the common case, answered from one listing of media/ per build
            return None
        declared = f"{MEDIA_DIR}/{found[0]}"
    path = project_root / declared
    if not _location_problems(declared, project_root) and path.is_file():
        return path
    return None


def listing(folder: Path) -> frozenset[str]:
    """Names in a folder, read again only when the folder changes (its mtime moves on every
    entry added, removed or renamed)."""
    try:
        stamp = folder.stat().st_mtime_ns
    except OSError:
        return frozenset()
    return _listing(folder, stamp)


@functools.lru_cache(maxsize=8)
def _listing(folder: Path, stamp: int) -> frozenset[str]:
    try:
        return frozenset(os.listdir(folder))
    except OSError:
        return frozenset()


def check_image(path_text: str, project_root: Path) -> list[str]:
    """Problems with an image path relative to the project root, each saying what to do next."""
    problems = _location_problems(path_text, project_root)
    if problems:
        return problems
    path = project_root / path_text
    if not path.is_file():
        return [f"image {path_text} does not exist: add the file to {MEDIA_DIR}/ or fix the path"]
    size = path.stat().st_size
    if size > MAX_BYTES:
        return [
            f"image {path_text} is {size / 1048576:.1f} MiB, over the {MAX_BYTES // 1048576} MiB"
            " limit: shrink or compress it"
        ]
    ext = PurePosixPath(path_text).suffix.lower().lstrip(".")
    return _content_problems(path_text, ext, path.read_bytes())


def _location_problems(path_text: str, project_root: Path) -> list[str]:
    """Problems with where the path points and what it is called, without reading the file."""
    hint = f"write it as {MEDIA_DIR}/<file name>"
    if not path_text.strip():
        return [f"image path is empty: {hint}"]
    pure = PurePosixPath(path_text)
    if pure.is_absolute() or "\\" in path_text or re.match(r"[A-Za-z]:", path_text):
        return [f"image path {path_text} must be relative to the project root: {hint}"]
    if ".." in pure.parts or len(pure.parts) != 2 or pure.parts[0] != MEDIA_DIR:
        return [f"image {path_text} is not directly inside {MEDIA_DIR}/: move it there and {hint}"]
    problems = _name_problems(pure.name)
    try:
        outside = (project_root / path_text).resolve().parent != (project_root / MEDIA_DIR).resolve()
    except (OSError, RuntimeError):  # a symlink loop
        outside = True
    if outside:
        problems.append(
            f"image {path_text} is a link to a file outside {MEDIA_DIR}/: copy the file itself there"
        )
    return problems


def _name_problems(name: str) -> list[str]:
    """File names Anki would reject, strip or rename, and extensions we cannot show."""
    problems = []
    ext = PurePosixPath(name).suffix.lower().lstrip(".")
    if ext not in EXTENSIONS:
        allowed = ", ".join(f".{e}" for e in EXTENSIONS)
        problems.append(f"image {name} has an unsupported extension: use one of {allowed}")
    if len(name.encode("utf-8")) > MAX_NAME_BYTES:
        problems.append(f"image name {name[:40]}… is over {MAX_NAME_BYTES} bytes: shorten it")
    bad = sorted(set(_UNSAFE_NAME.findall(name)))
    if bad:
        shown = " ".join(repr(c)[1:-1] for c in bad)
        problems.append(f"image name {name!r} contains {shown}, which Anki strips: rename the file")
    return problems


def _content_problems(path_text: str, ext: str, data: bytes) -> list[str]:
    """Whether the bytes really are of the format the extension claims."""
    actual = _sniff(data)
    expected = _FORMAT[ext]
    if expected == "SVG" and actual is None:
        return [f"image {path_text}: {problem}" for problem in _svg_problems(data)]
    if actual == expected:
        return []
    what = f"looks like {actual}" if actual else "is not a PNG, JPEG, WebP or SVG file"
    return [f"image {path_text} {what}, not {expected}: re-export it or fix its extension"]


def _sniff(data: bytes) -> str | None:
    """Raster format by magic bytes; None for anything else (SVG is checked by parsing)."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if data.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WebP"
    return None


def _svg_problems(data: bytes) -> list[str]:
    """An SVG must parse, have an <svg> root, and run or fetch nothing when shown."""
    # Entities are refused before parsing: they are the classic XML expansion attack.
    if b"<!ENTITY" in data or b"<?xml-stylesheet" in data:
        return ["declares entities or a stylesheet: export a plain SVG"]
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        return [f"is not valid SVG/XML ({error}): re-export it"]
    if root.tag not in (f"{_SVG_NS}svg", "svg"):
        return ["is not an SVG (its root element is not <svg>): re-export it"]
    problems: list[str] = []
    for element in root.iter():
        problems.extend(_element_problems(element))
    return list(dict.fromkeys(problems))  # one message per kind, in document order


def _element_problems(element: ET.Element) -> list[str]:
    """Script, event handlers and external references in one SVG element."""
    tag = element.tag.rpartition("}")[2].lower()
    problems = []
    if tag == "script":
        problems.append("contains <script>: remove it (cards must not run code)")
    references = []
    for name, value in element.attrib.items():
        local = name.rpartition("}")[2].lower()
        if local.startswith("on"):
            problems.append(f"has an event attribute {local}=: remove it (cards must not run code)")
        elif local in ("href", "src"):
            references.append(value)
        elif local == "style":
            references.extend(_CSS_URL.findall(value))
    if tag == "style":
        references.extend(_CSS_URL.findall(element.text or ""))
        if "@import" in (element.text or "").lower():
            references.append("@import")
    for target in references:
        target = target.strip()
        if target and not target.startswith("#") and not _SAFE_DATA_URI.match(target):
            problems.append(
                f"refers to an external resource ({target[:60]}): embed it or remove the reference"
            )
    return problems
