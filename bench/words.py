"""The vocabulary of the synthetic texts, and `Words`, which makes phrases and sentences from it.

Only the standard library. The choices depend on the `random.Random` given and nothing else, so
bench/gen.py's texts stay the same bytes for the same (index, seed).
"""
from __future__ import annotations

import random
import re

# Words only: no single letters (option letters), no digits (run-in list numbers), and none of the
# words the parser keys on ("correct", "incorrect", "wrong", "option", "answer", "choice", "two",
# "three", "contrast", "select", "let", "us", "why"), so only the intended structure is found.
NOUNS = """
accelerator activation adapter allocation architecture backpropagation bandwidth batch benchmark
buffer cache checkpoint cluster compiler compute container controller dataset deployment driver
embedding endpoint epoch fabric firmware footprint framework gradient graph hardware host
inference interconnect kernel latency layer library loss memory model network node optimizer
orchestrator parameter partition pipeline precision processor profile queue replica request
scheduler server shard storage stream switch tensor throughput token topology training transfer
utilization weight workload workstation
""".split()
ADJECTIVES = """
asynchronous balanced compressed concurrent dedicated distributed dynamic efficient elastic
enterprise fast fragmented heterogeneous idle intermediate isolated large lightweight local
low-latency mixed-precision multi-node parallel persistent pinned pretrained quantized redundant
remote scalable sequential shared sparse static synchronous unified virtualized
""".split()
VERBS = """
accelerates aggregates allocates balances buffers caches compresses consumes coordinates
distributes dominates duplicates evicts exchanges executes fragments handles isolates limits
loads manages overlaps partitions prefetches reduces replicates requires retains saturates
schedules serializes shards stores streams synchronizes throttles transfers updates
""".split()
ADVERBS = "rarely often typically usually quickly gradually significantly mostly barely".split()
LINKS = "the the the a an each every this its their".split()
PREPOSITIONS = "across between during for from into on over through under within".split()
PROPER = "NVLink InfiniBand PCIe HBM CUDA NCCL Kubernetes RDMA NVMe Triton TensorRT Adam".split()
UNICODE = ["model’s", "“warm”", "cluster’s", "naïve", "façade", "GPU‑bound", "µs-level"]
PHRASE_OPENERS = ["Here's the deal:", "Here’s the deal:", "Think of it this way:", "In short,",
                  "Simply put,", "Put plainly,"]
QUESTION_OPENERS = ["Which of the following", "Which statement best describes how", "What is the main reason",
                    "How should an infrastructure team plan for", "Which approach best explains why"]
ENUM_LEADS = ["must handle several concerns simultaneously:", "involves these components:",
              "is shaped by the following factors:", "consumes resources in these areas:"]


class Words:
    """Random prose from the fixed vocabulary."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def noun_phrase(self, most: int = 3) -> str:
        r = self.rng
        words = [r.choice(ADJECTIVES) for _ in range(r.randint(0, most - 1))] + [r.choice(NOUNS)]
        if r.random() < 0.15:
            words.insert(0, r.choice(PROPER))
        return " ".join(words)

    def clause(self, low: int, high: int) -> list[str]:
        r = self.rng
        words = [r.choice(LINKS), *self.noun_phrase().split(), r.choice(VERBS)]
        while len(words) < r.randint(low, high):
            roll = r.random()
            if roll < 0.35:
                words += [r.choice(LINKS), *self.noun_phrase(2).split()]
            elif roll < 0.55:
                words += [r.choice(PREPOSITIONS), r.choice(LINKS), r.choice(NOUNS)]
            elif roll < 0.65:
                words.append(r.choice(ADVERBS))
            elif roll < 0.72:
                words.append(r.choice(PROPER))
            elif roll < 0.76:
                words.append(r.choice(UNICODE))
            elif roll < 0.80 and words[-1] != "—":
                words += ["—", r.choice(ADJECTIVES), r.choice(NOUNS), "—"]
            elif roll < 0.84:
                words += [f"(like {r.choice(PROPER)})"]
            elif roll < 0.90:
                words[-1] += ","
                words += ["and", r.choice(VERBS)]
            else:
                words += [r.choice(VERBS), r.choice(NOUNS)]
        return words

    def sentence(self, low: int = 8, high: int = 24, end: str = ".") -> str:
        words = self.clause(low, high)
        text = " ".join(words).rstrip(",—").strip()
        text = re.sub(r"\s+—$", "", text)
        return text[:1].upper() + text[1:] + end

    def sentences(self, low: int, high: int) -> str:
        return " ".join(self.sentence() for _ in range(self.rng.randint(low, high)))

    def title(self, low: int = 1, high: int = 3) -> str:
        phrase = self.noun_phrase(self.rng.randint(low, high))
        return phrase[:1].upper() + phrase[1:]

    def reason(self) -> str:
        """A lower-case reason clause ending in a full stop."""
        text = self.sentence(6, 20)
        text = text[:1].lower() + text[1:]
        if self.rng.random() < 0.3:
            text += " " + self.sentence(6, 16)
        return text
