"""The faster drawing step gives what the original formulation gave.

`clause_head` tries the sentence whole before it makes its shorter variants. The original loop is kept
here as the reference and compared with the code on random texts made of the pieces it looks for.
"""
from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen.parse import drawing_cut
from deckgen.parse.drawing_cut import _variants, fits
from deckgen.parse.drawing_form import fault
from deckgen.parse.phrases import DISCOURSE, capitalise, without_concession
from strategies import MANY

PIECES = ["is wrong because", "Is incorrect:", "B", "the daemon", "only collects logs", "not", "no", "never",
          "doesn't", "can’t", "instead", "rather than", "without", "nothing", "cannot", "nor", "unrelated",
          ", but", ", whereas", ", while", "; ", " — ", "The", "it", "they", "provisions storage", "GPUs",
          "accelerators", "(for example, x)", "(2 GB)", "because", "Because the card is busy,", "so", "and",
          "NVLink", "kube-proxy", "maintains rules", "has nothing to do", ".", ". ", "A", "Not", "Nothing",
          "only", "onlyx", "xnot", "not,", "not;", "with", ", including", ", which", "In short,", "However,"]
texts = st.lists(st.sampled_from(PIECES) | st.text(max_size=3), max_size=30).map(" ".join)


def original_whole(sentence: str, limit: int, kind: str) -> str:
    """The first loop of the original `clause_head`: every variant made, then the first that passes."""
    text = sentence.strip().rstrip(".!? ")
    if "," in text:
        text = drawing_cut.INNER_CONNECTIVE.sub("", without_concession(DISCOURSE.sub("", text)))
    text = capitalise(text)
    for variant in dict.fromkeys(_variants(text)):
        if fits(variant, limit) and not fault(variant, kind):
            return variant
    return ""


@settings(max_examples=MANY, deadline=None)
@given(texts, st.sampled_from([(22, "point"), (16, "note"), (14, "box")]))
@example("Because the card is busy, the daemon only collects logs (for example, x).", (22, "point"))
def test_clause_head_tries_the_whole_sentence_first_as_before(sentence, limit_kind):
    limit, kind = limit_kind
    whole = original_whole(sentence, limit, kind)
    if whole:  # (when no variant passes whole, the cuts decide: the same code as before)
        assert drawing_cut.clause_head(sentence, limit, kind) == whole
