"""Median time per infographic drawing, for each layout.

Run: .venv/bin/python bench/bench_infographic.py
"""
from __future__ import annotations

import dataclasses
import statistics
import time

from deckgen.render.infographic import draw
from deckgen.model import LAYOUTS, Column, Infographic, Part

POINT = "Activations: every layer's forward-pass outputs, kept for the backward pass."
SPEC = Infographic(
    title="What fills GPU memory during training",
    answer="C — Model training with backpropagation",
    points=(POINT,) * 5,
    columns=(
        Column("Training", ("Compute: forward and backward passes", "Memory: weights, gradients") * 2),
        Column("Inference", ("Compute: one forward pass", "Memory: the weights only") * 2),
    ),
    parts=(Part("Activations", 4, "Kept for the backward pass"), Part("Optimizer states", 2),
           Part("Gradients", 1), Part("Weights", 1, "The model parameters")),
    wrong=(("A", "handled on the CPU"), ("B", "forward pass only"), ("D", "forward pass only")),
)


def median_seconds(spec: Infographic, runs: int = 2000) -> float:
    draw(spec)  # the font metrics are read once per process, not per drawing
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        draw(spec)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    for layout in LAYOUTS:
        spec = dataclasses.replace(SPEC, layout=layout)
        size = len(draw(spec))
        print(f"{layout:<11} {median_seconds(spec) * 1e6:7.0f} µs per drawing  {size:6d} bytes")


if __name__ == "__main__":
    main()
