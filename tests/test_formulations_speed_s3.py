"""Faster forms of parse's steps give what the obvious forms gave.

`rawfile.SPACE_RUNS` replaces the runs of spaces `rawfile.SPACES` matches, but a lone " " (which SPACES replaced
by itself); the original substitution is kept here as the reference and compared on random texts of spaces.
`answerkind`'s THING_ASKED, THING and ACTION are searched by their forms apart, and FOLDS by str methods: compared with
the patterns.
"""
from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckgen.parse import answerkind as kinds
from deckgen.parse.rawfile import SPACE_RUNS, SPACES
from strategies import MANY

SPACE_PIECES = [" ", "  ", "\t", "\xa0", "\u2003", "\u200a", "\u200b", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000",
                "\x85", "\n", "a", "b.", "é", ""]
spaced = st.lists(st.sampled_from(SPACE_PIECES) | st.text(max_size=2), max_size=20).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(spaced)
@example(" a  b\t c \xa0d ")
@example(" ")
@example("\t")
def test_space_runs_replace_as_spaces_did(text: str) -> None:
    assert SPACE_RUNS.sub(" ", text) == SPACES.sub(" ", text)


ASK_PIECES = ["Which", "which", "WHICH", "What", "what", "tool", "component", "tools", "should", "must", "is", "are", "do",
              "take", "the", "admin", "FIRST", "first", "next", "action", "step", "fix", "of the following", "statements",
              ",", ", ", ",\n", "?", " ", "\n", "-", "é", "ſ", "K", "\u212a", "İ", "ı"]
asks = st.lists(st.sampled_from(ASK_PIECES) | st.text(max_size=2), max_size=14).map(" ".join) \
    | st.lists(st.sampled_from(ASK_PIECES), max_size=14).map("".join)


@settings(max_examples=MANY, deadline=None)
@given(asks)
@example("Which tool should the team use?")
@example("So, which component is needed?")
@example("What should the admin do FIRST?")
@example("What action fixes it, next ?")
def test_kind_forms_find_what_the_patterns_found(asked: str) -> None:
    asks_thing = kinds.THING_ASKED_AT.match(asked) or kinds.THING_ASKED_AFTER.search(asked)
    assert (asks_thing is not None) == (kinds.THING_ASKED.search(asked) is not None)
    assert ((kinds.THING_AT.match(asked) or kinds.THING_AFTER.search(asked)) is not None) == (kinds.THING.search(asked) is not None)
    action = kinds.ACTION_MUST.search(asked) or kinds.ACTION_WHAT.match(asked) or kinds.ACTION_LAST.search(asked)
    assert (action is not None) == (kinds.ACTION.search(asked) is not None)
    assert kinds.kind(asked) == kinds._kind.__wrapped__(asked)


@settings(max_examples=MANY, deadline=None)
@given(spaced | asks)
@example("\u0130\u0131\u017f")
@example("é\u017f")
def test_folds_is_the_pattern(text: str) -> None:
    assert kinds.folds(text) == (kinds.FOLDS.search(text) is not None)
