"""Hypothesis strategies for card files: texts that decide YAML styles, and whole random cards."""
from __future__ import annotations

import os

from hypothesis import strategies as st

from deckgen.cardfiles.yamlio import Flow

#: Generated cases per property (a random card holds some twenty strings: a third as many of those). CI runs a third
#: more than the local budget: at four times it took 892 s of CI's 1,200 on the slowest machine (2026-12-02), at twice
#: 1,008 s (2026-12-03), with the formulation tests 212 s of a 442 s run here at 1,500.
MANY = int(os.environ.get("DECKGEN_MANY", 0)) or (2000 if os.environ.get("CI") else 1500)

# Pieces that decide YAML styles: indicators at the start, in the middle and at the end, words that
# read as other types, spaces and line breaks where they matter, and characters only some emitters
# write as themselves.
FRAGMENTS = ["-", "- ", "--- ", "...", "?", "? ", ":", ": ", "a:b", "#", " #", "#x", ",", "[", "]", "{", "}",
             "&", "*", "!", "|", ">", "'", '"', "%", "@", "`", "=", "<<", "~", "null", "Null", "yes", "No",
             "on", "OFF", "true", "y", "n", "0", "12", "-3", "+4", "0x1F", "0o17", "0b101", "1_000", "1:20",
             "3.5", ".5", "1e3", "-.inf", ".NaN", "2024-01-31", "2001-12-14t21:59:43.10-05:00", " ", "  ",
             "\n", "\n\n", " \n", "\n ", "\t", "\r", "\x85", "\u2028", "\ufeff", "\xa0", "\u3000", "\u2009",
             "\U0001f600", "\x07", "é", "’", "“", "—", "µs", "\ue000", "\ufffd", "word", "Word.", "x" * 40]
texts = st.one_of(
    st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=6), max_size=12).map("".join),
    st.text(max_size=120),
    st.text(alphabet=st.sampled_from("ab :#-'\"\n?,[]{}."), max_size=100),
)
# Mostly what parse writes: prose, sometimes longer than 80 characters or over several lines.
words = st.sampled_from(["The", "model", "GPU", "is", "fast.", "A:", "x’s", "(like NCCL)", "—", "1.", "-", "#1",
                         "it's", "'x'", "a,", "[C]", "yes", "{}", "x" * 30])
prose = st.lists(st.tuples(words, st.sampled_from([" "] * 6 + ["\n", "\n\n", "\n  ", ": "])),
                 max_size=30).map(lambda pairs: "".join(w + sep for w, sep in pairs).rstrip())
# One text in twenty is anything, so that most random cards are still written by the fast path.
card_texts = st.integers(0, 19).flatmap(lambda n: texts if n == 0 else prose)
letters = st.sampled_from("ABCDEFGH")
letter_maps = st.dictionaries(letters, card_texts, max_size=5)


@st.composite
def cards(draw) -> dict:
    """A dict shaped as `cardfile.to_yaml` makes one."""
    if draw(st.booleans()):
        infographic: dict = {"image": draw(card_texts)}
    else:
        infographic = {"layout": draw(card_texts), "title": draw(card_texts), "answer": draw(card_texts)}
        if draw(st.booleans()):
            infographic["points"] = draw(st.lists(card_texts, min_size=1, max_size=4))
        if draw(st.booleans()):
            infographic["columns"] = [{"heading": draw(card_texts), "items": draw(st.lists(card_texts, max_size=3))}
                                      for _ in range(draw(st.integers(1, 2)))]
        if draw(st.booleans()):
            # A whole-number weight mostly: a float is left to PyYAML, and so is all of its card.
            weight = draw(st.integers(1, 9) if draw(st.integers(0, 9)) else st.floats(0.1, 9))
            infographic["parts"] = [{"label": draw(card_texts), "weight": weight, "detail": draw(card_texts)}]
        if draw(st.booleans()):
            infographic["wrong"] = draw(letter_maps)
    return {
        "id": draw(st.from_regex(r"[0-9A-Za-z][0-9A-Za-z_-]{0,20}", fullmatch=True)),
        "order": draw(st.integers(-5, 10**6)),
        "source": draw(card_texts),
        "tags": Flow(draw(st.lists(card_texts.filter(lambda t: len(t) < 20), max_size=3))),
        "question": draw(card_texts),
        "options": draw(letter_maps),
        "answer": Flow(draw(st.lists(letters, max_size=3, unique=True))),
        "answer_text": draw(card_texts),
        "short_explanation": draw(card_texts),
        "full_explanation": draw(card_texts),
        "rationales": draw(letter_maps),
        "infographic": infographic,
    }


@st.composite
def mutated_lines(draw, texts: st.SearchStrategy[str], inserts: st.SearchStrategy[str]) -> str:
    """One of `texts` with lines dropped, duplicated, swapped, cut short (dropping those after it) or
    one of `inserts` inserted."""
    lines = draw(texts).split("\n")
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        index = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["drop", "duplicate", "swap", "truncate", "insert"]))
        if action == "drop":
            del lines[index]
        elif action == "duplicate":
            lines.insert(index, lines[index])
        elif action == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[index], lines[other] = lines[other], lines[index]
        elif action == "truncate":
            lines[index] = lines[index][:draw(st.integers(0, len(lines[index])))]
            lines = lines[:index + 1]
        else:
            lines.insert(index, draw(inserts))
    return "\n".join(lines)
