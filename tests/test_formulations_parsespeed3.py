"""Parse's patterns rewritten so that a search skips to where a match can start, or tried only where their words
are, give what the originals gave. The originals are kept here as the reference and compared with the code on
random texts made of the pieces they look for.
"""
from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from strategies import MANY

NAME_PIECES = ["the", "The", "the ", "the  ", "NVLink", "GPU", "Transformer", "Engine", "SmoothQuant", "nvidia-smi",
               "ib_write_bw", "DCGM_FI", "x.y", "a-b", "-", "_", ".", " ", "  ", "\n", "\t", "é", "É", "1", "A", "a",
               "Ab", "aB", "bthe", "_the", "-the"]
name_texts = st.lists(st.sampled_from(NAME_PIECES) | st.text(max_size=2), max_size=20).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(name_texts)
@example("uses NVLink-C2C and nvidia-smi, ib_write_bw")
@example("x-NVLink aB_c é1A")
def test_code_name_is_the_original(text: str) -> None:
    from deckgen.parse.answernames import CODE_NAME
    original = re.compile(r"(?<![\w-])(?:[A-Za-z]+[A-Z0-9_][\w.-]*|[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[A-Z][a-z]+[A-Z]\w*)"
                          r"(?![\w-])")
    assert [(m.span(), m[0]) for m in CODE_NAME.finditer(text)] == [(m.span(), m[0]) for m in original.finditer(text)]


@settings(max_examples=MANY, deadline=None)
@given(name_texts)
@example("the Transformer Engine and the  SmoothQuant")
@example("bthe Transformer Engine, Foo-the Bar, the the Foo Bar")
@example("the\nTransformer Engine")
def test_capitalised_names_are_the_originals(text: str) -> None:
    from deckgen.parse.answernames import _capitalised_names
    original = re.compile(r"(?:\b(the)\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)+|[A-Z][a-z]+[A-Z][\w-]*)")
    assert list(_capitalised_names(text)) == [(m[2], bool(m[1])) for m in original.finditer(text)]

