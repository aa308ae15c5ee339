"""Infographic drawings: valid, small, deterministic, safe, and laid out without overflow."""
from __future__ import annotations

import dataclasses
import hashlib
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckgen.render import infographic
from deckgen.errors import BuildError
from deckgen.render.recall import asks_for_false
from deckgen.render.infographic import draw
from deckgen.render.media import media_name
from deckgen.model import LAYOUTS, Column, Infographic, Part
from golden import assert_golden

GOLDEN = Path(__file__).parent / "golden" / "svg"
SVG = "{http://www.w3.org/2000/svg}"
MAX_BYTES = 30_000
HOSTILE = ('<script>alert(1)</script>', '" onload="x', "&amp; 'quoted' <b>bold</b>")

SEED_000 = Infographic(
    layout="key-points",
    title="What fills GPU memory during training",
    answer="C — Model training with backpropagation",
    points=(
        "Model Parameters: The weights and biases of the network.",
        "Gradients: The calculated gradients for every trainable parameter.",
        "Optimizer States: Running averages of gradients and squared gradients (Adam, RMSprop).",
        "Activations: Every layer's forward-pass outputs, kept for the backward pass.",
        "Batch Data: The input features and labels for the current training batch.",
    ),
    wrong=(("A", "handled on the CPU"), ("B", "forward pass only"), ("D", "forward pass only")),
)
SEED_002 = Infographic(
    layout="comparison",
    title="Training vs inference: how the computation differs",
    answer="B — Training runs forward and backward passes; inference one forward pass",
    columns=(
        Column("Training", (
            "Compute: forward pass, loss, then backpropagation",
            "Memory: activations, gradients, optimizer states",
            "Passes: many epochs, weights updated",
            "Hardware: GPU clusters linked by NVLink",
        )),
        Column("Inference", (
            "Compute: a single forward pass",
            "Memory: the weights and a small batch",
            "Passes: one per request, weights fixed",
            "Hardware: smaller, power-efficient GPUs",
        )),
    ),
    wrong=(
        ("A", "inference runs no backward pass"),
        ("C", "training is parallel, on GPUs"),
        ("D", "training needs far more memory"),
    ),
)
SEED_003 = Infographic(
    layout="comparison",
    title="Resources: training vs production inference",
    answer="B — Training needs far more compute and memory than inference",
    columns=(
        Column("Training", (
            "Compute: clusters of high-end GPUs or TPUs",
            "Memory: weights, gradients, optimizer states",
            "Passes: forward and backward, for days",
            "Hardware: HBM, NVLink, InfiniBand",
        )),
        Column("Inference", (
            "Compute: a fraction of training's",
            "Memory: the weights and one request",
            "Passes: forward only",
            "Hardware: one GPU, or even a CPU",
        )),
    ),
    wrong=(
        ("A", "FPGAs or ASICs are not required"),
        ("C", "the footprints are highly asymmetric"),
        ("D", "training is never tuned for low-spec hardware"),
    ),
)
SEEDS = {"seed000": SEED_000, "seed002": SEED_002, "seed003": SEED_003}

SENTENCE = "Activations from the forward pass stay in VRAM until the backward pass needs them."
LENGTHS = {
    "short": ("Weights", 1, 3),
    "long": (SENTENCE * 3, 1, 6),
    # Past every cap: huge texts, unbreakable words, more items than are drawn.
    "very-long": ("Supercalifragilistic" * 40 + " " + SENTENCE * 80, 3, 14),
}


def make_spec(layout: str, length: str, text: str | None = None) -> Infographic:
    """A spec of `layout` whose every text is `text` or the sample of `length`."""
    sample, repeat, count = LENGTHS[length]
    text = sample if text is None else text
    letters = "ABDEFGHIJK"[: min(count, 10)]
    return Infographic(
        layout=layout,
        title=text * repeat,
        answer=f"C — {text}",
        points=tuple(f"Point {i}: {text}" for i in range(count)),
        columns=(
            Column(f"Training {text}", tuple(f"{text} {i}" for i in range(count))),
            Column("Inference", tuple(f"Item: {text}" for i in range(count))),
        ),
        parts=tuple(Part(f"Part {i} {text}", weight=float(i + 1), detail=text) for i in range(count)),
        wrong=tuple((letter, text) for letter in letters),
    )


ALL_SPECS = {
    f"{layout}-{length}": make_spec(layout, length) for layout in LAYOUTS for length in LENGTHS
} | SEEDS


def parse(data: bytes) -> ET.Element:
    root = ET.fromstring(data)
    assert root.tag == f"{SVG}svg"
    return root


@pytest.mark.parametrize("name", sorted(ALL_SPECS))
def test_drawing_is_valid_small_and_deterministic(name):
    spec = ALL_SPECS[name]
    data = draw(spec)
    root = parse(data)
    assert len(data) < MAX_BYTES
    assert draw(spec) == data
    assert root.get("font-family").startswith("'DejaVu Sans',")
    assert root.find(f"{SVG}text") is not None


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_seed_drawings_match_golden_files(name):
    # As the shipped deck draws them: seed 000 lists its options, 002 and 003 are recall cards.
    assert_golden(GOLDEN / f"{name}.svg", draw(SEEDS[name], letters=name == "seed000"))


def _digest_of_all_drawings() -> str:
    digest = hashlib.sha256()
    for name in sorted(ALL_SPECS):
        digest.update(draw(ALL_SPECS[name]))
    return digest.hexdigest()


def test_drawings_do_not_depend_on_the_hash_seed():
    code = "import test_infographic as t; print(t._digest_of_all_drawings())"
    for seed in ("0", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        result = subprocess.run(
            [sys.executable, "-c", code], cwd=Path(__file__).parent, env=env,
            capture_output=True, text=True, check=True,
        )
        assert result.stdout.strip() == _digest_of_all_drawings()


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("hostile", HOSTILE)
def test_hostile_text_comes_out_as_text(layout, hostile):
    spec = dataclasses.replace(make_spec(layout, "short", hostile), wrong=(("<", hostile),))
    data = draw(spec)
    root = parse(data)
    assert b"<script" not in data and b"<b>" not in data
    for element in root.iter():
        assert element.tag.rpartition("}")[2] in {"svg", "title", "style", "rect", "circle", "path", "text", "tspan"}
        assert not [name for name in element.attrib if name.lower().startswith("on")]
    texts = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
    assert any(hostile.split(" ")[0] in text for text in texts)
    assert "<" in texts


def test_unknown_layout_is_a_build_error():
    with pytest.raises(BuildError) as error:
        draw(Infographic(layout="pie"))
    assert error.value.path is None
    assert "key-points" in str(error.value)


def test_nothing_external_or_scripted_in_output():
    for spec in ALL_SPECS.values():
        data = draw(spec)
        for needle in (b"href", b"url(", b"<script", b"@import", b"<image", b"foreignObject"):
            assert needle not in data


def test_label_of_a_point_is_bold():
    root = parse(draw(SEED_000))
    bold = [t.text for t in root.iter(f"{SVG}tspan") if t.get("font-weight") == "700"]
    assert bold[:2] == ["Model Parameters:", "Gradients:"]


def test_long_text_is_cut_with_an_ellipsis_at_the_line_limit():
    point = "Activations: " + SENTENCE * 20
    root = parse(draw(Infographic(points=(point,))))
    lines = [t for t in root.iter(f"{SVG}text") if t.get("class") == "text"]
    assert len(lines) == infographic.MAX_LINES["point"]
    assert "".join(lines[-1].itertext()).endswith("…")


def test_items_past_the_cap_are_counted_not_drawn():
    spec = Infographic(points=tuple(f"point {i}" for i in range(infographic.MAX_POINTS + 3)))
    texts = ["".join(t.itertext()) for t in parse(draw(spec)).iter(f"{SVG}text")]
    assert "+ 3 more" in texts
    assert f"point {infographic.MAX_POINTS}" not in texts


def test_control_characters_are_dropped():
    data = draw(Infographic(title="bell\x07 null\x00 esc\x1b \ud800 ok", answer="x\x0cy"))
    texts = ["".join(t.itertext()) for t in parse(data).iter(f"{SVG}text")]
    assert texts[0] == "bell null esc ok"


def test_canvas_grows_with_content():
    def height(spec: Infographic) -> float:
        x, y, width, height = map(float, parse(draw(spec)).get("viewBox").split())
        assert (x, y, width) == (0, 0, infographic.WIDTH)
        return height

    assert height(make_spec("key-points", "long")) > height(make_spec("key-points", "short")) > 0


def test_breakdown_shares_follow_the_weights():
    spec = Infographic(layout="breakdown", parts=(Part("a", 3), Part("b", 1), Part("c", float("nan"))))
    root = parse(draw(spec))
    texts = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
    assert [t for t in texts if t.endswith("%")] == ["75%", "25%", "0%"]
    bars = [float(r.get("width")) for r in root.iter(f"{SVG}rect") if r.get("height") == str(infographic.BAR)]
    assert bars[0] > 2.5 * bars[1] and bars[2] > 0


def _luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


# Each text class and the box it is drawn on.
TEXT_ON = [
    ("title", "card"), ("text", "card"), ("muted", "card"), ("ok-text", "ok-box"),
    ("bad-text", "bad-box"), ("on-accent", "accent"), ("on-accent", "head0"), ("on-accent", "head1"),
    ("on-accent", "head2"), ("text", "col0"), ("text", "col1"), ("text", "col2"), ("muted", "col0"),
    ("muted", "col1"), ("muted", "col2"),
]


@pytest.mark.parametrize("mode", [1, 2], ids=["day", "night"])
@pytest.mark.parametrize("text, box", TEXT_ON)
def test_text_contrast_is_at_least_4_5(text, box, mode):
    lighter, darker = sorted(
        (_luminance(infographic.PALETTE[text][mode]), _luminance(infographic.PALETTE[box][mode])),
        reverse=True,
    )
    assert (lighter + 0.05) / (darker + 0.05) >= 4.5


def test_dark_palette_is_inside_a_colour_scheme_media_query():
    style = parse(draw(SEED_000)).find(f"{SVG}style").text
    assert re.search(r"@media \(prefers-color-scheme:dark\)\{\.card\{fill:#151c2c\}", style)


def test_svg_media_name_is_a_flat_content_hash():
    data = draw(SEED_000)
    name = media_name(data, "svg")
    assert re.fullmatch(r"deckgen-[0-9a-f]{16}\.svg", name)
    assert name == media_name(draw(SEED_000), "svg") != media_name(draw(SEED_002), "svg")


@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=400), layout=st.sampled_from(LAYOUTS))
def test_any_text_gives_a_valid_small_drawing(text, layout):
    data = draw(make_spec(layout, "short", text))
    parse(data)
    assert len(data) < MAX_BYTES


# Boxes of every <text> in viewBox units, read after the browser laid the SVG out.
BOXES_JS = """svg => {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const host = document.getElementById("host");
  host.replaceChildren(document.importNode(doc.documentElement, true));
  const root = host.firstElementChild;
  const texts = [...root.querySelectorAll("text")].map(t => {
    const b = t.getBBox();
    return {x: b.x, y: b.y, w: b.width, h: b.height, s: t.textContent};
  });
  return {w: root.viewBox.baseVal.width, h: root.viewBox.baseVal.height, texts};
}"""


@pytest.mark.browser
def test_no_text_leaves_the_canvas_or_overlaps_in_chromium(browser):
    page = browser.new_page(viewport={"width": 800, "height": 600})
    page.set_content('<body style="margin:0"><div id="host" style="width:640px"></div></body>')
    problems = []
    for name, spec in sorted(ALL_SPECS.items()):
        layout = page.evaluate(BOXES_JS, draw(spec).decode("utf-8"))
        problems += [f"{name}: {p}" for p in _layout_problems(layout)]
    page.close()
    assert not problems, "\n".join(problems[:20])


def _layout_problems(layout: dict) -> list[str]:
    """Texts outside the viewBox and pairs of texts whose boxes overlap (0.5 unit tolerance)."""
    texts, problems = layout["texts"], []
    assert texts, "no text was laid out"
    for t in texts:
        if t["x"] < 0 or t["y"] < 0 or t["x"] + t["w"] > layout["w"] or t["y"] + t["h"] > layout["h"]:
            problems.append(f"{t['s']!r} leaves the canvas: {t}")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            overlap_x = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
            overlap_y = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
            if overlap_x > 0.5 and overlap_y > 0.5:
                problems.append(f"{a['s']!r} overlaps {b['s']!r}")
    return problems


def test_breakdown_parts_past_the_cap_keep_their_share_in_grey():
    spec = Infographic(layout="breakdown", parts=tuple(Part(f"p{i}") for i in range(8)))
    root = parse(draw(spec))
    texts = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
    assert texts.count("12%") == infographic.MAX_PARTS and "+ 2 more" in texts
    bars = [r.get("class") for r in root.iter(f"{SVG}rect") if r.get("height") == str(infographic.BAR)]
    assert bars == [f"seg{i}" for i in range(infographic.MAX_PARTS)] + ["rule"]


@pytest.mark.parametrize("bold", [False, True])
def test_bundled_advance_table_matches_the_fonts(bold):
    """fonts/advances.json (tools/font_metrics.py) holds exactly the bundled TTF's advances."""
    from fontTools.ttLib import TTFont

    from deckgen.render import textfit

    font = TTFont(Path(textfit.__file__).parent / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"))
    hmtx, upm = font["hmtx"].metrics, font["head"].unitsPerEm
    expected = {chr(cp): hmtx[glyph][0] / upm for cp, glyph in font.getBestCmap().items()}
    assert dict(textfit._advances(bold)) == expected and len(expected) > 3000
    assert textfit.width("\u4e00", bold, 10) == 10 * textfit.UNKNOWN_EM  # a glyph DejaVu lacks


def reference_wrap(runs, size, width, max_lines):
    """textfit.wrap as first written (a generator of measured words; runs extended by concatenation),
    kept as the reference for the faster one."""
    from deckgen.render import textfit

    def pieces(cleaned, cap, limit):
        for text, bold in cleaned:
            space = textfit.width(" ", bold, size)
            for word in text[:cap].split(" "):
                measured = textfit.width(word, bold, size)
                if measured <= limit:
                    yield word, measured, bold, space
                    continue
                piece = ""
                for char in word:
                    if piece and textfit.width(piece + char, bold, size) > limit:
                        yield piece, textfit.width(piece, bold, size), bold, space
                        piece = ""
                    piece += char
                yield piece, textfit.width(piece, bold, size), bold, space

    limit = width * textfit.FIT
    cap = max_lines * int(limit / (size * 0.25) + 2)
    cleaned = [(textfit.clean(text), bold) for text, bold in runs]
    cut = any(len(text) > cap for text, _ in cleaned)
    lines, used = [[]], 0.0
    for piece, advance, bold, space in pieces(cleaned, cap, limit):
        if lines[-1] and used + space + advance > limit:
            if len(lines) == max_lines:
                cut = True
                break
            lines.append([])
            used = 0.0
        line = lines[-1]
        if line:
            piece, used = " " + piece, used + space
        if line and line[-1][1] == bold:
            line[-1] = (line[-1][0] + piece, bold)
        else:
            line.append((piece, bold))
        used += advance
    if cut:
        lines[-1] = textfit._ellipsize(lines[-1], size, limit)
    return [line for line in lines if line]


wrap_words = st.sampled_from(["a", "GPU", "memory", "x" * 40, "y" * 200, "", " ", "é", "\u4e00", "Label:", "—",
                              "W" * 15, "a\tb", "\n", "iii", "mmmmm", "\x07"])
wrap_runs = st.lists(st.tuples(st.lists(wrap_words, max_size=30).map(" ".join), st.booleans()), min_size=1,
                     max_size=3)


@settings(max_examples=2000, deadline=None)
@given(wrap_runs, st.sampled_from([10, 12.5, 14, 30]), st.sampled_from([20, 50, 120, 300, 592]),
       st.integers(1, 4))
def test_wrap_breaks_lines_as_the_reference_does(runs, size, width, max_lines):
    from deckgen.render import textfit

    assert textfit.wrap(runs, size, width, max_lines) == reference_wrap(runs, size, width, max_lines)


# --- legible on a phone -------------------------------------------------------------------------

# A 360 px phone shows the card 344 px wide (8 px padding each side), the drawing as wide.
PHONE_WIDTH = 344


@pytest.mark.parametrize("letters", [True, False], ids=["options", "recall"])
def test_no_text_is_drawn_smaller_than_14px_on_a_phone(letters):
    assert infographic.MIN_SIZE * PHONE_WIDTH / infographic.WIDTH >= 14
    for name, spec in ALL_SPECS.items():
        sizes = {float(t.get("font-size")) for t in parse(draw(spec, letters=letters)).iter(f"{SVG}text")}
        assert min(sizes) >= infographic.MIN_SIZE, name


# --- recall cards: misconceptions without letters -----------------------------------------------

def texts_of(data: bytes) -> list[str]:
    return ["".join(t.itertext()) for t in parse(data).iter(f"{SVG}text")]


def test_without_letters_the_wrong_options_are_drawn_as_misconceptions():
    texts = texts_of(draw(SEED_000, letters=False))
    assert "Misconceptions, corrected" in texts and "Why not the others" not in texts
    assert not [t for t in texts if re.fullmatch(r"[A-H]", t)]
    assert texts.count("Forward pass only") == 1  # B and D said the same: drawn once
    assert "Model training with" in texts  # "C — " gone from the answer
    with_letters = texts_of(draw(SEED_000))
    assert {"A", "B", "D", "Why not the others"} <= set(with_letters)
    assert "C — Model training with" in with_letters


@pytest.mark.parametrize("name", sorted(ALL_SPECS))
def test_without_letters_no_text_is_a_letter(name):
    for text in texts_of(draw(ALL_SPECS[name], letters=False)):
        assert not re.match(r"[A-H] —|[A-H]$", text), text


def test_a_spec_with_nothing_to_draw_has_no_content():
    assert not infographic.has_content(Infographic())
    assert not infographic.has_content(Infographic(layout="comparison", title="  "))
    assert not infographic.has_content(Infographic(points=("",), wrong=(("A", " "),), columns=(Column("", ()),)))
    for spec in (Infographic(title="x"), Infographic(answer="x"), Infographic(points=("x",)),
                 Infographic(wrong=(("A", "x"),)), Infographic(image="media/x.png"), *ALL_SPECS.values()):
        assert infographic.has_content(spec)


# --- recall cards of a question asking for the false statement ("Which is NOT …") --------------

NOT_SPEC = Infographic(layout="key-points", title="Facts about the object store", answer="Writes are synchronous",
                       points=("The gateway speaks the S3 protocol",),
                       wrong=(("A", "The gateway caches hot objects on local flash"),
                              ("C", "Buckets can be replicated across regions")))


def test_a_false_statement_question_draws_the_other_options_as_true_statements():
    texts = texts_of(draw(NOT_SPEC, letters=False, true_notes=True))
    assert "True statements" in texts and "Misconceptions, corrected" not in texts
    assert "Buckets can be replicated across" in texts and "!" not in "".join(texts)
    assert "Misconceptions, corrected" in texts_of(draw(NOT_SPEC, letters=False))


def test_a_false_statement_question_with_its_letters_says_the_others_are_true():
    assert "Why not the others: they are true" in texts_of(draw(NOT_SPEC, letters=True, true_notes=True))
    assert "Why not the others" in texts_of(draw(NOT_SPEC, letters=True))
    assert "Why not the others: they are true" not in texts_of(draw(NOT_SPEC, letters=True))


@pytest.mark.parametrize("stem, false", [
    ("A team reviews its object store. Which statement about the gateway is NOT correct?", True),
    ("All of the following describe the scheduler EXCEPT:", True),
    ("Which of these is not a property of the message queue?", True),
    ("An operator audits the cluster. Which claim about replication is false?", True),
    ("The pods stay pending. Why does the scheduler not place them?", False),  # a cause, not a false claim
    ("The disk is not mounted after reboot. Which service should be enabled?", False),
    ("Which tool is the LEAST intrusive way to collect logs?", False),
])
def test_a_question_for_the_false_statement_is_told_by_its_asking_sentence(stem, false):
    assert asks_for_false(stem) is false
