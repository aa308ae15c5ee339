"""The voice's pictures told as facts ("A CUDA stream is that tide", "mem_trace as shipped is a plough, not a spade", "Offline
is the drawer of pre-cut dots"): a drawing's point most of whose words the text uses only where it tells its picture.

A writer with a voice tells a picture in plain sentences, with no figure, name nor code in them ("The tide decides when the
canoes may leave."), and then ties the topic's things to it. The words of those sentences that no other sentence of the text
with a figure, a name or code in it uses (nor the question's or the options') are the picture's: a point half of whose words
are such, each told in a plain sentence besides its own, is the picture, whatever it names. Read by the form of the text, not by any list of pictures; used by
`drawing_select`. (Measured on the points readers judged: it holds about one in six of those that failed, and one in
thirty-five of those that passed.)
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Callable

from .phrases import sentences

# What makes a sentence technical: a figure, code's punctuation inside a word ("gdr_map", "x.grad", "--flag"), a name in
# capitals ("NCCL", "cuBLASLt"), with a capital inside it, or capitalised after a sentence's first word ("… run by Slurm").
TECH = re.compile(r"\d|[_./:=<>\[\]{}()#*+-]\w|\w[A-Z]|\b[A-Z]{2,}|\b[a-z]+[A-Z]|--?\w|(?<=[a-z,;] )[A-Z][a-z]")
SHARE = 0.5  # the share of a point's words that are the picture's, at least


class Pictures:
    """The picture's words of one question's text (see the module's doc), asked of each proposed point."""

    def __init__(self, texts: list[str], words: Callable[[str], frozenset[str]], asked: frozenset[str] = frozenset()):
        """`texts`: the question's, the short and the full explanation; `asked`: the words of its asking sentence and options."""
        self.words, self.texts, self.asked = words, texts, asked
        self.told: list[tuple[str, bool]] = []  # (each sentence, and whether it is technical: read at the first point asked of)
        self._plain: Counter[str] | None = None

    def pictured(self, point: str, source: str = "") -> bool:
        """Whether `point` (from the sentence `source`) tells the picture: SHARE of its words or more are the picture's, each
        told in a plain sentence other than its own (a fact said once in plain words is no picture)."""
        if self._plain is None:
            self.told = [(text, bool(TECH.search(text))) for part in self.texts for text in sentences(part)]
            self._plain = Counter(word for text, technical in self.told if not technical for word in self.words(text))
        found, key = self.words(point), (source or point)[:40].lower()
        own = self.words(source or point) if not TECH.search(source or point) else frozenset()
        image = {word for word in found if self._plain[word] > (word in own) and word not in self.asked}
        if not image or len(image) < SHARE * len(found):
            return False
        for text, technical in self.told:
            if technical and key not in text.lower():
                image -= self.words(text)
                if len(image) < SHARE * len(found):
                    return False
        return True
