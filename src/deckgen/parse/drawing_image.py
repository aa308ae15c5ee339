"""The voice's pictures told as facts ("A CUDA stream is that tide", "mem_trace as shipped is a plough, not a spade", "Offline
is the drawer of pre-cut dots"): a drawing's point most of whose words the text uses only where it tells its picture.

A writer with a voice tells a picture in plain sentences, with no figure, code nor name in them ("The tide decides when the
canoes may leave."), and then ties the topic's things to it. The words of those sentences that no other sentence of the text
with a figure, code or a name with a capital inside it uses (nor the question's or the options') are the picture's: a point half of whose words
are such, each told in a plain sentence besides its own, is the picture, whatever it names. Read by the form of the text,
not by any list of pictures; used by `drawing_select`. (Of the points readers of sets IQ to KX judged, it holds 9 of the 878
that failed, and 3 of the 1,470 that passed: few, but nearly all pictures.)

A narrator's story ("At our shop we …") also tells pictures once, in words of their own ("A good tempeh maker looks at the
starter before trusting the batch"): in a text a plain sentence of which says "I", "we" or "our", a point with no figure, and
no name nor code past its subject, half of whose words no technical sentence of the text uses (one of them told in a plain
sentence besides), is the story's. (Of the points readers of sets IQ to LB judged, the two together hold 37 of the 1,069 that
failed, and 11 of the 1,782 that passed; the picture's alone held 10 and 3.)
"""
from __future__ import annotations

import bisect
import itertools
import re
from typing import Callable

from .phrases import sentences

# What makes a sentence technical: a figure, code's punctuation inside a word ("gdr_map", "x.grad", "--flag"), or a name with a
# capital inside it ("NCCL", "cuBLASLt"); never a capital after a sentence's first word alone: a story's places and people
# ("In Dhofar we harvest luban …", "Selin and Kemal went …") are told in plain sentences.
TECH = re.compile(r"\d|[_./:=<>\[\]{}()#*+-]\w|\w[A-Z]")  # (no look-behind nor \b: searched in every sentence)
NOT_WORD = re.compile(r"[^\w+#-]+")  # (what parts a plain sentence's words)
SHARE = 0.5  # the share of a point's words that are the picture's, at least
SUBJECT = re.compile(r"\W*(?:\S+\s+){0,3}")  # (a point's first three words: where its subject is named)
FIGURE = re.compile(r"\d")
FIGURE_OR_NAME = re.compile(r"[_./:=<>\[\]{}#*+]\w|\w[A-Z]|\b[A-Z]")  # (past the subject: code, a name)
NARRATOR = re.compile(r"\b(?:I|we|We|our|Our|my|My|us)\b")
NARRATOR_LOWER = re.compile(r"\b(?:i|we|our|my|us)\b")  # (looked for in the lowered text first)


class Pictures:
    """The picture's words of one question's text (see the module's doc), asked of each proposed point."""

    def __init__(self, stem: str, sources: list[tuple], words: Callable[[str], frozenset[str]], asked: frozenset[str] = frozenset()):
        """`sources`: the explanations' sentences (`drawing_sources`' own: each text and lowered first); `asked`: the words of
        the asking sentence and the options. A word is looked for in a sentence lowered (its `words.keywords` form is a word's
        first letters): as a word's start in a plain sentence, anywhere in a technical one (more of its words are the text's
        own, never fewer); a sentence is read as plain or technical only once a point's word is found in it."""
        self.words, self.stem, self.sources, self.asked = words, stem, sources, asked
        self._told: list[tuple[str, str]] = []  # ((each sentence, lowered): read at the first point)
        self._joined, self._starts = "", [0]
        self._read: dict[int, str] = {}  # (each sentence read so far: "" where technical, else its words, each after a space)
        self._narrator: bool | None = None  # (whether a plain sentence says "we": read once, where a point asks)

    def pictured(self, point: str, source: str = "") -> bool:
        """Whether `point` (from the sentence `source`) tells the picture: SHARE of its words or more are the picture's, each
        told in a plain sentence other than its own (a fact said once in plain words is no picture); or, in a text told by a
        narrator (a plain sentence of it says "I", "we", "our"), where the point has no figure and no name nor code past its
        subject (its first three words: "A good tempeh maker looks at the starter before trusting the batch"), SHARE of its
        words are the story's: words no technical sentence of the text uses, besides its own."""
        found = self.words(point)
        candidates, least = found - self.asked, max(2, SHARE * len(found))  # (two words at least: one word shared is no picture)
        if len(candidates) < least:
            return False
        if not self._told:  # (the sentences, lowered, one text, each found by where it starts: a word is looked for with `find`)
            self._told = [(text, text.lower()) for text in sentences(self.stem)] + [source[:2] for source in self.sources]
            self._joined = "\n".join(lowered for _, lowered in self._told)
            self._starts = list(itertools.accumulate((len(lowered) + 1 for _, lowered in self._told[:-1]), initial=0))
        told = None  # (whether the story's words count: asked only once the picture's fall short)
        key = (source or point)[:40].lower()
        pictures = stories = len(candidates)  # (the words that may still be the picture's, the story's)
        retold = False  # (a story's word told in a plain sentence besides: the story is the text's, not this point's own)
        for word in candidates:
            plain = technical = False
            at = self._joined.find(word)
            while at >= 0 and not technical:
                index = bisect.bisect_right(self._starts, at) - 1
                if key not in self._told[index][1]:  # (nor its own sentence)
                    technical = not self._plain(index)
                    plain = plain or f" {word}" in self._read[index]
                at = self._joined.find(word, self._starts[index + 1]) if index + 1 < len(self._starts) else -1
            pictures -= technical or not plain
            stories -= technical
            retold = retold or plain and not technical
            if pictures < least:
                if told is None:
                    told = not FIGURE.search(point) and not FIGURE_OR_NAME.search(point, SUBJECT.match(point).end()) and self._narrated()
                if stories < least or not told:
                    return False
        return pictures >= least or retold

    def _plain(self, index: int) -> bool:
        """Whether the `index`th sentence is plain (its words read once, each after a space; "" where technical)."""
        if index not in self._read:
            text, lowered = self._told[index]
            self._read[index] = "" if TECH.search(text) else f" {NOT_WORD.sub(' ', lowered)}"
        return bool(self._read[index])

    def _narrated(self) -> bool:
        """Whether a plain sentence of the text says "I", "we", "our" (read once)."""
        if self._narrator is None:  # (each "we" found in the lowered text, its sentence read: few are)
            self._narrator = any(NARRATOR.search(self._told[index := bisect.bisect_right(self._starts, found.start()) - 1][0])
                                 and self._plain(index) for found in NARRATOR_LOWER.finditer(self._joined))
        return self._narrator
