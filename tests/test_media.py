"""Maintainer-supplied images: where they may live, what they must be, and content-hash names."""
from __future__ import annotations

import io
import re
import struct
import warnings
import zlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from deckgen.render import svgclean
from deckgen.render.media import MAX_BYTES, check_image, check_question_image, find_image, media_name


def encoded(fmt: str, size: tuple[int, int] = (2, 2), **options) -> bytes:
    """A real image made by Pillow."""
    out = io.BytesIO()
    Image.new("RGB", size, (255, 128, 0)).save(out, fmt, **options)
    return out.getvalue()


def tiny_png() -> bytes:
    return encoded("PNG")


def tiny_jpeg() -> bytes:
    return encoded("JPEG")


def tiny_webp() -> bytes:
    return encoded("WEBP", lossless=True)


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
    assert find_image("a", None, project) == "media/a.png"  # found by name, then refused:
    assert "outside media/" in " ".join(check_question_image("a", None, project))


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
    ("media/x.svg", b"<svg/>", "<svg> from outside the SVG namespace"),
    ("media/x.svg", b'<g xmlns="http://www.w3.org/2000/svg"/>', "root element is not <svg>"),
])
def test_content_must_match_the_extension(project, path_text, data, expected):
    put(project, path_text, data)
    assert expected in " ".join(check_image(path_text, project))


NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'


@pytest.mark.parametrize("body, expected", [
    ("<script>alert(1)</script>", "holds <script>, which is not allowed"),
    ('<html:script xmlns:html="http://www.w3.org/1999/xhtml">x</html:script>', "<script> from outside the SVG"),
    ('<rect onclick="alert(1)"/>', "event attribute onclick= on <rect>"),
    ('<image xlink:href="https://example.org/x.png"/>', "<image> refers to https://example.org/x.png"),
    ('<a href="javascript:alert(1)"><text>x</text></a>', "holds <a>"),
    ('<use href="other.svg#a"/>', "<use> refers to other.svg#a"),
    ('<image href="data:text/html;base64,PHNjcmlwdD4="/>', "<image> refers to data:text/html"),
    ('<rect style="fill:url(http://example.org/p)"/>', "url(http://example.org/p)"),
    ('<rect fill="url(http://example.org/p)"/>', "url(http://example.org/p)"),
    ("<style>@import 'x.css';</style>", "at-rule @import"),
    ("<style>rect{fill:url('https://e.org/a')}</style>", "url(https://e.org/a)"),
    ("<style>rect{fill:u\\72l(https://e.org/a)}</style>", "backslash in CSS"),
    ('<rect style="background:image-set(\'https://e.org/a\' 1x)"/>', "CSS function image-set()"),
    ('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/></foreignObject>',
     "holds <foreignObject>"),
    ('<set attributeName="href" to="javascript:alert(1)"/>', "holds <set>"),
    ('<animate attributeName="href" values="javascript:alert(1)"/>', "holds <animate>"),
    ('<text data-x="1">t</text>', "attribute data-x= on <text>"),
])
def test_active_or_external_svg_content_is_refused(project, body, expected):
    put(project, "media/x.svg", f"<svg {NS}>{body}</svg>".encode())
    problems = check_image("media/x.svg", project)
    assert expected in " ".join(problems), problems
    assert all(p.startswith("image media/x.svg") for p in problems)


@pytest.mark.parametrize("data, expected", [
    (b'<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaa">]><svg>&a;</svg>', "declares a DOCTYPE"),
    (b'<?xml-stylesheet href="http://e.org/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
     "processing instruction <?xml-stylesheet"),
    ('<?xml version="1.0" encoding="UTF-16"?><?xml-stylesheet href="x.css"?>'
     '<svg xmlns="http://www.w3.org/2000/svg"/>'.encode("utf-16"), "is not UTF-8"),
    (b'<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg"/>',
     "another encoding than UTF-8"),
    (b'<svg xmlns="http://www.w3.org/2000/svg">' + b"<g>" * 100 + b"</g>" * 100 + b"</svg>", "more than 64 deep"),
])
def test_svg_declarations_instructions_and_encodings_are_refused(project, data, expected):
    put(project, "media/x.svg", data)
    assert expected in " ".join(check_image("media/x.svg", project))


def test_an_svg_is_written_out_again_from_its_tree():
    source = (b'\xef\xbb\xbf<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" '
              b'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><metadata><rdf:RDF '
              b'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>'
              b'<text x="1">a &amp; &lt;b&gt; <![CDATA[c<d]]></text><use xlink:href="#c"/></svg>')
    assert svgclean.clean_svg(source) == (
        b'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">'
        b'<text x="1">a &amp; &lt;b&gt; c&lt;d</text><use xlink:href="#c"/></svg>\n')


def test_a_use_of_a_use_is_refused():
    svg = (b'<svg xmlns="http://www.w3.org/2000/svg"><g id="a"><rect/></g><g id="b"><use href="#a"/>'
           b'<use href="#a"/></g><use href="#b"/></svg>')
    with pytest.raises(svgclean.Refused, match="holds <use> itself"):
        svgclean.clean_svg(svg)


def test_generated_infographics_pass_the_allowlist():
    from deckgen.render import infographic
    from deckgen.model import Column, Infographic, Part

    specs = [Infographic(layout="key-points", title="T & <x>", answer="C — y", points=("A: b", "c"),
                         wrong=(("A", "no"),)),
             Infographic(layout="comparison", title="t", columns=(Column("a", ("x",)), Column("b", ("y",)))),
             Infographic(layout="breakdown", title="t", parts=(Part("a", 2.0, "d"), Part("b", 1.0, "")))]
    for spec in specs:
        drawing = infographic.draw(spec)
        assert svgclean.clean_svg(drawing) == drawing  # on the lists, and written out byte for byte


def test_the_seed_infographics_pass_the_allowlist_byte_for_byte():
    from deckgen.cardfiles import load_deck
    from deckgen.errors import Report
    from deckgen.render import infographic
    from decks import REPO

    deck = load_deck(REPO / "cards" / "gpu-infra", Report(), REPO)
    assert deck.questions
    for question in deck.questions:
        for letters in (True, False):
            drawing = infographic.draw(question.infographic, letters=letters)
            assert svgclean.clean_svg(drawing) == drawing


@pytest.mark.parametrize("data, expected", [
    (encoded("PNG")[:-20], "truncated PNG"),
    (encoded("PNG") + b"<html><script>alert(1)</script></html>", "bytes after the end of the PNG image"),
    (encoded("JPEG")[:-30], "JPEG"),
    (encoded("JPEG") + b"<html>x</html>", "bytes after the end of the JPEG image"),
    (encoded("WEBP", lossless=True) + b"<html>x</html>", "bytes after the end of the WebP image"),
    (encoded("WEBP", lossless=True)[:-4], "WebP"),
])
def test_damaged_or_padded_raster_images_are_refused(project, data, expected):
    ext = {b"\x89P": "png", b"\xff\xd8": "jpg", b"RI": "webp"}[data[:2]]
    put(project, f"media/x.{ext}", data)
    problems = check_image(f"media/x.{ext}", project)
    assert expected in " ".join(problems), problems


def test_a_damaged_png_stream_is_refused(project):
    good = encoded("PNG", (64, 64))
    at = good.index(b"IDAT") + 20
    put(project, "media/x.png", good[:at] + bytes(8) + good[at + 8:])  # chunks intact, pixels not
    assert "cannot be decoded as PNG" in " ".join(check_image("media/x.png", project))


def test_a_huge_png_is_refused_before_decoding(project):
    """A 40000 x 40000 PNG: a header that claims 1.6 gigapixels over a small stream."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", 40000, 40000, 8, 0, 0, 0, 0)
    stream = zlib.compress(b"\x00" * 40001 * 64)
    put(project, "media/x.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", stream)
        + chunk(b"IEND", b""))
    assert "over the limit of 40 megapixels" in " ".join(check_image("media/x.png", project))
    header = struct.pack(">IIBBBBB", 10000, 10000, 8, 0, 0, 0, 0)  # in Pillow's warning range: no warning
    put(project, "media/z.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", stream)
        + chunk(b"IEND", b""))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert "10000×10000 pixels, over the limit" in " ".join(check_image("media/z.png", project))
    put(project, "media/y.png", encoded("PNG", (16_385, 1)))
    assert "16385×1 pixels, over the limit" in " ".join(check_image("media/y.png", project))


def test_a_media_folder_linked_out_of_the_project_is_refused_by_name(tmp_path):
    outside, project = tmp_path / "elsewhere", tmp_path / "project"
    outside.mkdir()
    project.mkdir()
    (outside / "q1.svg").write_bytes(b"<secret-contents/>")
    (project / "media").symlink_to(outside)
    assert check_image("media/q1.svg", project) == [
        "image media/q1.svg: media/ is a link to a folder outside the project: make it a real folder inside the project"]
    assert find_image("q1", None, project) is None  # not even looked into: the project's error says why


def test_a_media_folder_linked_out_is_refused_once_by_check_and_build(tmp_path):
    from decks import seeds_project
    from helpers import run_cli

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "0d68aac94525f419.svg").write_bytes(b"<secret-contents/>")
    root = seeds_project(tmp_path / "project")
    (root / "media").rmdir()
    (root / "media").symlink_to(outside)
    for command in ("check", "build"):
        result = run_cli(root, command)
        assert result.exit_code == 1
        # As `path: message` (found by test_cli_property: it was a line without a path).
        assert [l for l in result.stderr.splitlines() if "media" in l] == [
            "media: is a link to a folder outside the project: make it a real folder inside the project"]
        assert "secret-contents" not in result.output


def test_an_implicit_image_that_links_out_is_reported(project):
    secret = put(project, "secret.svg", b"<secret-contents/>")
    (project / "media" / "q1.svg").symlink_to(secret)
    problems = check_question_image("q1", None, project)
    assert "is a link to a file outside media/" in " ".join(problems)
    assert "secret-contents" not in " ".join(problems)


def test_a_large_image_is_refused(project):
    put(project, "media/big.png", tiny_png() + bytes(MAX_BYTES))
    assert "over the 2 MiB limit: shrink or compress it" in " ".join(check_image("media/big.png", project))


def test_find_image_prefers_the_declared_one(project):
    put(project, "media/q1.png", tiny_png())
    declared = put(project, "media/diagram.svg", SVG_OK)
    assert find_image("q1", "media/diagram.svg", project) == "media/diagram.svg"


def test_find_image_falls_back_to_the_question_id_in_extension_order(project):
    put(project, "media/q1.webp", tiny_webp())
    assert find_image("q1", None, project) == "media/q1.webp"
    put(project, "media/q1.jpg", tiny_jpeg())
    assert find_image("q1", None, project) == "media/q1.jpg"


@pytest.mark.parametrize("question_id", ["q2", "../q1", ".."])
def test_find_image_finds_nothing_outside_media(project, question_id):
    put(project, "outside.png", tiny_png())
    put(project, "q1.png", tiny_png())
    assert find_image(question_id, None, project) is None


@pytest.mark.parametrize("declared", ["media/missing.png", "../outside.png"])
def test_a_declared_image_missing_or_outside_media_is_refused(project, declared):
    put(project, "outside.png", tiny_png())
    assert check_question_image("q1", declared, project)


def test_media_name_is_a_flat_ascii_content_hash():
    name = media_name(b"abc", ".SVG")
    assert re.fullmatch(r"deckgen-[0-9a-f]{16}\.svg", name)
    assert name == media_name(b"abc", "svg") != media_name(b"abd", "svg")
    assert name.isascii() and len(name.encode()) < 120


@pytest.mark.parametrize("suffix", ["", "s/vg", "svg ", "sv\u00e9"])
def test_media_name_refuses_odd_suffixes(suffix):
    with pytest.raises(ValueError):
        media_name(b"abc", suffix)


@pytest.mark.parametrize("name, data, expected", [
    ("0d68aac94525f419.svg", b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>x</script></svg>',
     "event attribute onload= on <svg>"),
    ("0d68aac94525f419.png", bytes(5 * 1024 * 1024), "over the 2 MiB limit"),
    ("0d68aac94525f419.png", tiny_png() + b"<html></html>", "after the end of the PNG image"),
])
def test_an_image_named_after_a_question_is_checked_by_check_and_build_alike(tmp_path, name, data, expected):
    from decks import seeds_project
    from helpers import run_cli

    root = seeds_project(tmp_path)
    (root / "media" / name).write_bytes(data)
    card = "cards/gpu-infra/0d68aac94525f419.yaml"
    lines = []
    for command in ("check", "build"):
        result = run_cli(root, command)
        assert result.exit_code == 1
        (problem,) = [l for l in result.stderr.splitlines() if l.startswith(card)]
        assert problem.startswith(f"{card}:1: image media/{name} ") and expected in problem, problem
        assert problem.endswith("(named after this question)")
        lines.append(problem)
    assert lines[0] == lines[1]


def test_the_package_holds_the_rewritten_svg(tmp_path):
    import zipfile
    from decks import seeds_project
    from helpers import run_cli

    root = seeds_project(tmp_path)
    source = b'<?xml version="1.0"?>\n<!-- editor --><svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>'
    (root / "media" / "0d68aac94525f419.svg").write_bytes(source)
    assert run_cli(root, "build").exit_code == 0
    with zipfile.ZipFile(root / "build" / "gpu-infra.apkg") as package:
        contents = [package.read(name) for name in package.namelist() if name.isdigit()]
    assert svgclean.clean_svg(source) in contents and source not in contents


@pytest.mark.parametrize("make", ["broken link", "folder"])
def test_check_and_build_agree_on_odd_entries_named_after_a_question_after_a_cached_build(tmp_path, make):
    from decks import seeds_project
    from helpers import run_cli

    root = seeds_project(tmp_path)
    assert run_cli(root, "build").exit_code == 0  # every question cached
    entry = root / "media" / "0d68aac94525f419.png"
    entry.symlink_to(root / "nowhere.png") if make == "broken link" else entry.mkdir()
    for command in ("check", "build"):
        result = run_cli(root, command)
        assert result.exit_code == 1 and "image media/0d68aac94525f419.png " in result.stderr, (command, result.output)


@settings(max_examples=80, deadline=None)
@given(text=st.text(max_size=200), layout=st.sampled_from(["key-points", "comparison", "breakdown"]),
       letters=st.booleans())
def test_any_generated_drawing_passes_the_allowlist_byte_for_byte(text, layout, letters):
    from deckgen.model import Column, Infographic, Part
    from deckgen.render import infographic

    spec = Infographic(layout=layout, title=text, answer=text, points=(text, "b"), wrong=(("A", text),),
                       columns=(Column(text, (text,)), Column("b", ("c",))), parts=(Part(text, 1.0, text),))
    drawing = infographic.draw(spec, letters=letters)
    assert svgclean.clean_svg(drawing) == drawing


def test_many_uses_of_one_large_group_are_allowed_and_checked_in_one_pass():
    """Which elements hold a <use> is worked out once, children before parents: 12,000 <use>s of a
    group of 12,000 shapes (which walked the group once per <use>: 43 s) are checked like any SVG,
    and a <use> of a group that holds one is still refused."""
    rects = "".join(f'<rect x="{i}" y="0" width="1" height="1"/>' for i in range(12000))
    uses = '<use href="#g"/>' * 12000
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="g">{rects}</g>{uses}</svg>'
    assert svgclean.clean_svg(svg.encode()).count(b"<use ") == 12000
    nested = svg.replace('<rect x="0"', '<use href="#g"/><rect x="0"', 1)
    with pytest.raises(svgclean.Refused, match="holds <use> itself"):
        svgclean.clean_svg(nested.encode())
