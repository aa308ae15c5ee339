"""A card file without `infographic:` gets, when loaded, the drawing `parse` would propose, or no figure
at all (an empty Infographic) when there is nothing to draw; never an empty box (issue 13, item 5)."""
from __future__ import annotations

import re
from pathlib import Path

from deckgen.cardfiles import load_question, to_yaml
from deckgen.errors import Report
from deckgen.model import Infographic
from deckgen.parse import parse_file, propose_infographic
from helpers import SEED_NAMES, SEEDS_DIR


def without_infographic(card: str) -> str:
    """A card file's text with its `infographic:` block taken out."""
    return re.sub(r"^infographic:.*?(?=^\S|\Z)", "", card, flags=re.S | re.M)


def load(tmp_path: Path, qid: str, text: str):
    path = tmp_path / "cards" / "demo" / f"{qid}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    report = Report()
    question = load_question(path, report, tmp_path)
    assert report.errors == [], report.errors
    return question


def test_a_card_without_infographic_gets_the_proposal_parse_writes(tmp_path):
    for name in SEED_NAMES:
        parsed = parse_file(SEEDS_DIR / name).question
        text = without_infographic(to_yaml(parsed))
        assert not re.search(r"^infographic:", text, flags=re.M)  # (a review mark may still name the field)
        loaded = load(tmp_path, parsed.id, text)
        assert loaded.infographic == parsed.infographic
        assert loaded.infographic.points + loaded.infographic.columns


def test_a_card_with_nothing_to_draw_has_no_figure(tmp_path):
    loaded = load(tmp_path, "q1", "id: q1\nquestion: Which memory is fastest?\nanswer: []\n")
    assert loaded.infographic == Infographic() == propose_infographic(loaded)  # the render draws no figure


def test_a_written_infographic_is_kept_as_written(tmp_path):
    parsed = parse_file(SEEDS_DIR / SEED_NAMES[0]).question
    text = without_infographic(to_yaml(parsed)) + "infographic:\n  title: Mine\n  points: [Only this one]\n"
    loaded = load(tmp_path, parsed.id, text)
    assert (loaded.infographic.title, loaded.infographic.points) == ("Mine", ("Only this one",))


def test_a_list_of_what_happens_without_the_answer_is_not_drawn_as_its_key_points(tmp_path):
    from helpers import raw_text
    full = ("GPUDirect RDMA gives network adapters a direct path to GPU memory.\n"
            "Without GPUDirect RDMA, a transfer between nodes involves several steps:\n"
            "1. The GPU copies the buffer into a staging buffer in host memory.\n"
            "2. The network adapter reads the data from host memory and sends it.\n"
            "3. The receiver copies the data from host memory into GPU memory again.\n"
            "With GPUDirect RDMA, the network adapter reads and writes GPU memory directly over PCIe.\n"
            "Let's review the incorrect options: - B is incorrect because NVMe is storage. - C is incorrect "
            "because compression is unrelated. - D is incorrect because NVLink is inside a server.")
    path = tmp_path / "000_q1.txt"
    path.write_text(raw_text("What does GPUDirect RDMA provide?", full=full), encoding="utf-8")
    points = parse_file(path).question.infographic.points
    assert not any("staging buffer" in point or "again" in point for point in points), points
    assert any("GPU memory directly" in point for point in points), points


def test_a_list_of_what_may_be_the_case_is_not_drawn_as_its_key_points(tmp_path):
    from helpers import raw_text
    full = ("The device plugin registers nvidia.com/gpu only after the driver container is ready on the node.\n\n"
            "So the first step is to look at the operator pods on the new node. Typical findings are:\n"
            "- the driver container fails to build because kernel headers are missing\n"
            "- a preinstalled driver conflicts with the driver container\n\n"
            "The logs of the failing pod normally tell what is wrong.\n\n"
            "Let's review the incorrect options: - B is incorrect because NVMe is storage. - C is incorrect "
            "because compression is unrelated.")
    path = tmp_path / "000_q1.txt"
    path.write_text(raw_text("What should the administrator check FIRST on the new GPU node?", full=full), encoding="utf-8")
    points = parse_file(path).question.infographic.points
    assert points and not any("kernel headers" in point or "conflicts" in point for point in points), points


def test_a_without_or_unless_lead_is_kept_when_a_phrase_is_shortened():
    from deckgen.parse.phrases import main_clause, shorten
    # The main clause alone would say the opposite of the sentence: "Contexts … are time-sliced".
    assert shorten("Without MPS, contexts from separate processes are time-sliced on the GPU and wait for "
                   "each other to finish.", 12).startswith("Without MPS, contexts")
    assert main_clause("Unless the NIC sits behind the same switch, traffic crosses the CPU root complex.") \
        .startswith("Unless")
    assert main_clause("When TensorRT builds an engine, it fuses layers and picks kernels.").startswith("When")  # "it"
    assert main_clause("During training, the model runs forward and backward passes.") \
        == "the model runs forward and backward passes."
