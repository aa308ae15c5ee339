"""Test decks as YAML sources: the shipped seeds, and one deck covering every card variant."""
from __future__ import annotations

import shutil
from pathlib import Path

from helpers import DECK_YAML, make_project

REPO = Path(__file__).resolve().parent.parent
SEED_YAML = REPO / "cards" / "gpu-infra" / "0d68aac94525f419.yaml"

HOSTILE = ('<script>alert("stem")</script> <img src=x onerror=alert(1)> '
           '[click me](javascript:alert(2)) {{Question}} {{c1::cloze}} [sound:evil.mp3] '
           '[latex]x[/latex] <b onmouseover=alert(3)>bold</b>')

VARIANTS = {
    "cards/demo/deck.yaml": DECK_YAML,
    "cards/demo/opt1.yaml": """\
id: opt1
order: 0
source: raw/000_opt1.txt
tags: [options]
question: Which memory holds the *weights* during inference?
options:
  A: CPU cache
  B: Disk
  C: GPU memory (VRAM)
  D: Network buffers
answer: [C]
answer_text: The weights live in GPU memory.
short_explanation: The GPU reads weights from VRAM.
full_explanation: |
  Inference reads weights from VRAM:

  1. Fast
  2. Close to the cores
rationales:
  A: Too small.
  B: Too slow.
  D: Not storage.
infographic:
  layout: key-points
  title: Where weights live
  answer: C — GPU memory
  points: [Fast, Close to the cores]
  wrong: {A: too small, B: too slow, D: not storage}
""",
    "cards/demo/two.yaml": """\
id: two
order: 1
source: raw/001_two.txt
tags: []
question: Which TWO interconnects link GPUs?
options:
  A: USB
  B: NVLink
  C: Serial
  D: InfiniBand
  E: Bluetooth
answer: [B, D]
answer_text: NVLink inside a node, InfiniBand between nodes.
short_explanation: Both are high-bandwidth GPU interconnects.
full_explanation: ''
rationales:
  A: Too slow.
  C: Far too slow.
  E: Wireless and slow.
infographic:
  layout: comparison
  title: GPU interconnects
  answer: B + D
  columns:
  - heading: NVLink
    items: [Inside a node]
  - heading: InfiniBand
    items: [Between nodes]
""",
    "cards/demo/recall.yaml": """\
id: recall
order: 2
source: raw/002_recall.txt
tags: [recall]
question: What does backpropagation compute?
options: {}
answer: [B]
answer_text: The gradients of the loss with respect to the weights.
short_explanation: Gradients, for the optimizer.
full_explanation: It walks the graph backwards.
rationales: {}
infographic:
  layout: breakdown
  title: Training memory
  answer: Gradients
  parts:
  - {label: Weights, weight: 1}
  - {label: Gradients, weight: 1}
  - {label: Optimizer, weight: 2}
""",
    # A "which TWO" question whose texts name options the card cannot show, and one with no figure.
    "cards/demo/recall2.yaml": """\
id: recall2
order: 4
source: raw/004_recall2.txt
tags: [recall]
question: Which TWO interconnects carry GPU-to-GPU traffic in a training cluster?
options: {}
answer: [B, D]
answer_text: B + D — NVLink inside a node, and InfiniBand (option D) between nodes.
short_explanation: The correct answer is B and D. NVLink (B) links GPUs in a node; InfiniBand (D) links nodes.
full_explanation: Both carry the all-reduce traffic of data-parallel training.
rationales:
  A: USB (A) is far too slow for GPU traffic.
  C: Serial links are far too slow for GPU traffic.
  E: Serial links are far too slow for GPU traffic.
infographic:
  layout: key-points
  title: GPU interconnects (B and D)
  answer: B + D — NVLink and InfiniBand
  points: ['NVLink (B): GPUs inside a node', 'InfiniBand (D): nodes across the cluster']
  wrong: {A: USB is far too slow, C: serial links are too slow, E: serial links are too slow}
""",
    "cards/demo/nofigure.yaml": """\
id: nofigure
order: 5
source: raw/005_nofigure.txt
tags: [recall]
question: What does NCCL provide?
options: {}
answer: [A]
answer_text: Collective communication between GPUs (all-reduce, all-gather).
short_explanation: NCCL is NVIDIA's collective communication library.
full_explanation: ''
rationales: {}
infographic: {}
""",
    "cards/demo/hostile.yaml": f"""\
id: hostile
order: 3
source: raw/003_hostile.txt
tags: []
question: '{HOSTILE.replace("'", "''")}'
options:
  A: '<script>alert("A")</script>'
  B: '{{{{Options}}}}'
answer: [A]
answer_text: '<iframe src="https://example.com"></iframe>'
short_explanation: '![x](https://example.com/x.png) <style>body{{display:none}}</style>'
full_explanation: '[sound:boom.mp3] <a href="javascript:alert(4)">x</a>'
rationales:
  B: '<svg onload=alert(5)>'
infographic:
  layout: key-points
  title: '<script>alert(6)</script>'
  answer: '" onload="alert(7)'
  points: ['<img src=x onerror=alert(8)>']
""",
}


def variants_project(tmp_path: Path) -> Path:
    """A project whose deck `demo` has a question with options, a "which TWO", a recall card, a
    "which TWO" recall card whose texts name letters, a card with no figure and one full of hostile
    text."""
    return make_project(tmp_path, VARIANTS)


def seeds_project(tmp_path: Path, lock: bool = False) -> Path:
    """A copy of the shipped deck's sources (cards/ and media/), without its build output and,
    unless `lock`, without its lock file (so a test decides every time)."""
    ignore = None if lock else shutil.ignore_patterns("deckgen.lock")
    shutil.copytree(REPO / "cards", tmp_path / "cards", ignore=ignore)
    (tmp_path / "media").mkdir()
    return tmp_path


def many_questions(root: Path, count: int) -> Path:
    """A deck of `count` questions made from the first seed, each with its own id and text."""
    deck = root / "cards" / "big"
    deck.mkdir(parents=True)
    (deck / "deck.yaml").write_text("id: big\nname: Big\n")
    template = SEED_YAML.read_text("utf-8")
    for index in range(count):
        qid = f"q{index:05d}"
        text = template.replace("0d68aac94525f419", qid).replace("order: 0", f"order: {index}")
        (deck / f"{qid}.yaml").write_text(text.replace("When sizing GPU", f"({index}) When sizing GPU"), "utf-8")
    (root / "media").mkdir(exist_ok=True)
    return deck
