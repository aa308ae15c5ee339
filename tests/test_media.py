"""Maintainer-supplied images: where they may live, what they must be, and content-hash names."""
from __future__ import annotations

import re
import struct
import zlib
from pathlib import Path

import pytest

from deckgen.render.media import MAX_BYTES, check_image, find_image, media_name


def tiny_png() -> bytes:
    """A real 1x1 white PNG."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\xff\xff")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def tiny_jpeg() -> bytes:
    """JPEG start-of-image and a JFIF header, as a JPEG file begins."""
    return b"\xff\xd8\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" + b"\xff\xd9"


def tiny_webp() -> bytes:
    """A RIFF/WEBP container with a 1x1 lossless bitstream."""
    bitstream = b"\x2f\x00\x00\x00\x00\x07\x10\x11\x11\x88\x88\xfe\x07\x00"
    chunk = b"VP8L" + struct.pack("<I", len(bitstream) - 1) + bitstream
    return b"RIFF" + struct.pack("<I", 4 + len(chunk)) + b"WEBP" + chunk


SVG_OK = (
    b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" '
    b'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">'
    b'<defs><circle id="c" r="4"/></defs><use xlink:href="#c"/>'
    b'<image href="data:image/png;base64,iVBORw0KGgo="/><rect style="fill:url(#g)"/></svg>'
)
VALID = {
    "media/q.png": tiny_png(), "media/q.jpg": tiny_jpeg(), "media/q.jpeg": tiny_jpeg(),
    "media/q.webp": tiny_webp(), "media/q.svg": SVG_OK,
}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "media").mkdir()
    return tmp_path


def put(project: Path, path_text: str, data: bytes) -> Path:
    path = project / path_text
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("path_text", sorted(VALID))
def test_valid_images_pass(project, path_text):
    put(project, path_text, VALID[path_text])
    assert check_image(path_text, project) == []


@pytest.mark.parametrize("path_text, expected", [
    ("", "empty"),
    ("../secret.png", "directly inside media/"),
    ("media/../../secret.png", "directly inside media/"),
    ("/etc/passwd.png", "relative to the project root"),
    ("C:/media/x.png", "relative to the project root"),
    ("media\\x.png", "relative to the project root"),
    ("images/x.png", "directly inside media/"),
    ("media/sub/x.png", "directly inside media/"),
    ("media/missing.png", "does not exist: add the file"),
    ("media/x.gif", "unsupported extension: use one of .png"),
    ("media/x", "unsupported extension"),
    ("media/a[1].png", "Anki strips: rename the file"),
    ('media/what?.png', "Anki strips"),
    ("media/tab\tname.png", "Anki strips"),
    ("media/" + "n" * 120 + ".png", "over 120 bytes: shorten it"),
])
def test_bad_paths_and_names_are_refused(project, path_text, expected):
    problems = check_image(path_text, project)
    assert problems and expected in " ".join(problems), problems


def test_a_symlink_out_of_media_is_refused(project):
    secret = put(project, "secret.png", tiny_png())
    (project / "media" / "link.png").symlink_to(secret)
    assert "link to a file outside media/" in " ".join(check_image("media/link.png", project))


def test_a_symlink_loop_is_refused(project):
    (project / "media" / "a.png").symlink_to(project / "media" / "b.png")
    (project / "media" / "b.png").symlink_to(project / "media" / "a.png")
    assert check_image("media/a.png", project)
    assert find_image("a", None, project) is None


def test_a_symlink_within_media_is_fine(project):
    put(project, "media/real.png", tiny_png())
    (project / "media" / "alias.png").symlink_to(project / "media" / "real.png")
    assert check_image("media/alias.png", project) == []


@pytest.mark.parametrize("path_text, data, expected", [
    ("media/x.png", tiny_jpeg(), "looks like JPEG, not PNG: re-export it or fix its extension"),
    ("media/x.jpg", tiny_png(), "looks like PNG, not JPEG"),
    ("media/x.webp", b"RIFF\x00\x00\x00\x00WAVEfmt ", "is not a PNG, JPEG, WebP or SVG file, not WebP"),
    ("media/x.png", b"GIF89a", "not PNG"),
    ("media/x.svg", tiny_png(), "looks like PNG, not SVG"),
    ("media/x.svg", b"<svg", "is not valid SVG/XML"),
    ("media/x.svg", b"<html><body/></html>", "root element is not <svg>"),
])
def test_content_must_match_the_extension(project, path_text, data, expected):
    put(project, path_text, data)
    assert expected in " ".join(check_image(path_text, project))


NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'


@pytest.mark.parametrize("body, expected", [
    ("<script>alert(1)</script>", "contains <script>: remove it"),
    ('<html:script xmlns:html="http://www.w3.org/1999/xhtml">x</html:script>', "contains <script>"),
    ('<rect onclick="alert(1)"/>', "event attribute onclick="),
    ('<image xlink:href="https://example.org/x.png"/>', "external resource (https://example.org/x.png)"),
    ('<a href="javascript:alert(1)"><text>x</text></a>', "external resource (javascript:"),
    ('<use href="other.svg#a"/>', "external resource (other.svg#a)"),
    ('<image href="data:text/html;base64,PHNjcmlwdD4="/>', "external resource (data:text/html"),
    ('<rect style="fill:url(http://example.org/p)"/>', "external resource (http://example.org/p)"),
    ("<style>@import 'x.css';</style>", "external resource (@import)"),
    ("<style>rect{fill:url('https://e.org/a')}</style>", "external resource (https://e.org/a)"),
])
def test_scripted_or_external_svg_is_refused(project, body, expected):
    put(project, "media/x.svg", f"<svg {NS}>{body}</svg>".encode())
    problems = check_image("media/x.svg", project)
    assert expected in " ".join(problems), problems
    assert all(p.startswith("image media/x.svg") for p in problems)


def test_svg_entities_are_refused_before_parsing(project):
    bomb = b'<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaa">]><svg>&a;</svg>'
    put(project, "media/x.svg", bomb)
    assert "declares entities" in " ".join(check_image("media/x.svg", project))


def test_a_large_image_is_refused(project):
    put(project, "media/big.png", tiny_png() + bytes(MAX_BYTES))
    assert "over the 2 MiB limit: shrink or compress it" in " ".join(check_image("media/big.png", project))


def test_find_image_prefers_the_declared_one(project):
    put(project, "media/q1.png", tiny_png())
    declared = put(project, "media/diagram.svg", SVG_OK)
    assert find_image("q1", "media/diagram.svg", project) == declared


def test_find_image_falls_back_to_the_question_id_in_extension_order(project):
    put(project, "media/q1.webp", tiny_webp())
    assert find_image("q1", None, project) == project / "media" / "q1.webp"
    put(project, "media/q1.jpg", tiny_jpeg())
    assert find_image("q1", None, project) == project / "media" / "q1.jpg"


@pytest.mark.parametrize("question_id, declared", [
    ("q2", None), ("q1", "media/missing.png"), ("q1", "../outside.png"), ("../q1", None), ("..", None),
])
def test_find_image_finds_nothing_missing_or_outside_media(project, question_id, declared):
    put(project, "outside.png", tiny_png())
    put(project, "q1.png", tiny_png())
    assert find_image(question_id, declared, project) is None


def test_media_name_is_a_flat_ascii_content_hash():
    name = media_name(b"abc", ".SVG")
    assert re.fullmatch(r"deckgen-[0-9a-f]{16}\.svg", name)
    assert name == media_name(b"abc", "svg") != media_name(b"abd", "svg")
    assert name.isascii() and len(name.encode()) < 120


@pytest.mark.parametrize("suffix", ["", "s/vg", "svg ", "sv\u00e9"])
def test_media_name_refuses_odd_suffixes(suffix):
    with pytest.raises(ValueError):
        media_name(b"abc", suffix)
