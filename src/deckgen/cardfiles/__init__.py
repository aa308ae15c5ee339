"""Stage 2, card files: `cards/<deck>/deck.yaml` and `<id>.yaml` <-> the typed model, with validation.

In: the deck folders (YAML written by `parse` and edited by maintainers). Out: `model.DeckConfig`
and `model.Question` objects, every problem collected in a `Report` as `path:line: message`; and
the card file text for a parsed Question (`to_yaml`).

- `deckfile`: a deck folder -> DeckConfig and its Questions;
- `cardfile`: one card file <-> a Question;
- `checked`: reading YAML nodes with type checks and `path:line` messages;
- `yamlio`: YAML in and out (the fast subset reader and writer, else PyYAML and libyaml);
- `fastdump`, `fastread`: the subset of YAML deckgen writes, without PyYAML.
"""
from .cardfile import load_question, to_yaml
from .deckfile import check_unique_ids, load_deck, load_deck_config

__all__ = ["check_unique_ids", "load_deck", "load_deck_config", "load_question", "to_yaml"]
