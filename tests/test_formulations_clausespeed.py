"""`drawing_cut.clause_head`, made to weigh fewer heads, gives what it gave: a variant that needs the sentence before
it by its first words (`drawing_reads.leads_back`) is not cut, for no head of it passes `fault`. The claim is
tested here on random texts made of the words it reads.
"""
from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from strategies import MANY

LEAD_PIECES = ["it", "It", "İt", "ıt", "its", "This", "this", "that's", "That’s", "they", "Here's", "So", "so", "Thus",
               "However", "also", "Also", "Then", "the", "The", "latter", "former", "same", "other", "the latter",
               "The other", "On the other hand", "on", "hand", "In turn", "in", "turn", "as a result", "As", "a",
               "result", "That said", "Even so", "In other words", "by contrast", "GPU", "NVLink", "runs", "is",
               "x", "K", "\u212a", "ſo", "tHIS", "it-", "'it", "(It"]
MARKS = [" ", "  ", ",", ", ", ";", "; ", ":", ": ", "\n", "\t", "-", "—", " — ", ".", "'", "’", ""]
lead_texts = st.lists(st.sampled_from(LEAD_PIECES) | st.sampled_from(MARKS) | st.text(max_size=2), max_size=24) \
    .map("".join)


def heads(text: str):
    """The heads `clause_head` may weigh of `text`: a prefix of four words or more, cut before white space or a
    mark (",", ";", ":"), with its trailing spaces, commas and semicolons stripped."""
    for end in range(len(text) + 1):
        if end == len(text) or text[end].isspace() or text[end] in ",;:":
            head = text[:end].rstrip(" ,;")
            if len(head.split()) >= 4:
                yield head


@settings(max_examples=MANY, deadline=None)
@given(st.sampled_from(["", " ", "\n "]), lead_texts)
@example("", "It runs on every GPU node")
@example("", "On the other hand, x y z")
@example("", "The latter is x y")
@example("", "So what: it runs x y z")
@example("", "İt runs on every node")
def test_a_text_that_leads_back_has_no_head_that_passes(space: str, text: str) -> None:
    from deckgen.parse.drawing_form import fault
    from deckgen.parse.drawing_reads import leads_back
    if not leads_back(space + text):
        return
    assert fault(text.strip())
    for head in heads(text.lstrip()):
        assert fault(head) and fault(head, "note") and fault(head, "box"), head
