"""Images in a deck: content-hash media names, and the one check every supplied image passes.

A maintainer puts an image in `<project>/media/` and either declares it in a question's YAML
(`infographic: {image: media/<file>}`) or names it after the question id; it then replaces the
generated drawing. Images are untrusted input, and both kinds go through `check_image` (at load
time, so `check` and `build` agree) and are packaged by `packaged_bytes`:
- where: inside `media/` (no `..`, absolute paths or links out; `media/` itself not a link out of
  the project), under a name Anki keeps; nothing outside the project is ever read;
- what: at most `MAX_BYTES`; PNG, JPEG and WebP decoded whole within a pixel limit (`raster`);
  SVG parsed against an allowlist and written out again (`svgclean`): the package holds the
  rewritten drawing, never the file's own bytes.
"""
from __future__ import annotations

import functools
import hashlib
import os
import re
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


def media_name(data: bytes, suffix: str) -> str:
    """Flat ASCII file name from the content hash, e.g. `deckgen-0123456789abcdef.svg`.

    Anki keeps the old file when a changed one arrives under the same name, so the name
    must change whenever the bytes do.
    """
    suffix = suffix.lower().lstrip(".")
    if not suffix.isascii() or not suffix.isalnum():
        raise ValueError(f"media suffix must be ASCII letters or digits, not {suffix!r}")
    return f"deckgen-{hashlib.sha256(data).hexdigest()[:16]}.{suffix}"


def find_image(question_id: str, declared: str | None, project_root: Path) -> str | None:
    """The image a question uses, as a path relative to the project root: the declared one,
    else `media/<question_id>.<ext>` when such a name is in media/ (a file, a link or anything
    else: `check_image` says what is wrong with it). None when there is none."""
    if declared:
        return declared
    if _UNSAFE_NAME.search(question_id) or question_id in ("", ".", ".."):
        return None
    if media_folder_problem(project_root):  # not looked into: reported once for the project (build)
        return None
    names = listing(project_root / MEDIA_DIR)
    found = [name for name in (f"{question_id}.{ext}" for ext in EXTENSIONS) if name in names]
    # (the common case, none, is answered from one listing of media/ per build)
    return f"{MEDIA_DIR}/{found[0]}" if found else None


def packaged_bytes(path_text: str, project_root: Path) -> bytes:
    """What the package holds for a checked image: its bytes, or for an SVG the rewritten tree."""
    from . import svgclean  # (the image checks load only when there is an image)

    data = (project_root / path_text).read_bytes()
    return svgclean.clean_svg(data) if path_text.lower().endswith(".svg") else data


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
    """Problems with an image path relative to the project root, each saying what to do next.

    Where it is comes first: a file outside the project is never opened, so no message can
    echo what it holds."""
    problems = _location_problems(path_text, project_root)
    if problems:
        return problems
    path = project_root / path_text
    if not path.is_file():
        what = "does not exist" if not path.exists() else "is not a regular file"
        return [f"image {path_text} {what}: add the file to {MEDIA_DIR}/ or fix the path"]
    size = path.stat().st_size
    if size > MAX_BYTES:
        return [
            f"image {path_text} is {size / 1048576:.1f} MiB, over the {MAX_BYTES // 1048576} MiB"
            " limit: shrink or compress it"
        ]
    ext = PurePosixPath(path_text).suffix.lower().lstrip(".")
    try:
        data = path.read_bytes()
    except OSError as error:
        return [f"image {path_text} cannot be read ({error.strerror}): fix its permissions"]
    return [f"image {path_text} {problem}" for problem in _content_problems(ext, data)]


def check_question_image(question_id: str, declared: str | None, project_root: Path) -> list[str]:
    """Problems with the image a question uses (declared, or named after it), if it uses one."""
    path_text = find_image(question_id, declared, project_root)
    return check_image(path_text, project_root) if path_text else []


def media_folder_problem(project_root: Path) -> str | None:
    """Why images cannot be taken from media/ at all (it is a link out of the project), said of media/."""
    folder = project_root / MEDIA_DIR
    if not folder.is_symlink():
        return None
    try:
        inside = folder.resolve().is_relative_to(project_root.resolve())
    except (OSError, RuntimeError):
        inside = False
    if not inside:
        return "is a link to a folder outside the project: make it a real folder inside the project"
    return None


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
    folder = media_folder_problem(project_root)
    if folder:
        return [f"image {path_text}: {MEDIA_DIR}/ {folder}"]
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


def _content_problems(ext: str, data: bytes) -> list[str]:
    """Whether the bytes really are a whole, safe image of the format the extension claims."""
    from . import raster, svgclean  # (loaded only when there is an image: ~4 ms off every start-up)

    actual = raster.sniff(data)
    expected = _FORMAT[ext]
    if expected == "SVG" and actual is None:
        try:
            svgclean.clean_svg(data)
        except svgclean.Refused as refused:
            return [str(refused)]
        return []
    if actual != expected:
        what = f"looks like {actual}" if actual else "is not a PNG, JPEG, WebP or SVG file"
        return [f"{what}, not {expected}: re-export it or fix its extension"]
    try:
        raster.check_raster(data, expected)
    except raster.Damaged as damaged:
        return [str(damaged)]
    return []
