"""Stage 2, card files: `cards/<deck>/deck.yaml` and `<id>.yaml` <-> the typed model, with validation.

In: the deck folders (YAML written by `parse` and edited by maintainers). Out: `model.DeckConfig`
and `model.Question` objects, every problem collected in a `Report` as `path:line: message`; and
the card file text for a parsed Question (`to_yaml`; its bytes, `to_yaml_utf8`), and which of its
keys differ from an existing file's (`changed_keys`), and which fields its review marks name
(`review_fields`).

- `deckfile`: a deck folder -> DeckConfig and its Questions;
- `cardfile`: one card file <-> a Question;
- `ankinames`: deck names and tags checked as Anki reads them;
- `checked`: reading YAML nodes with type checks and `path:line` messages;
- `yamlio`: YAML in and out (the fast subset reader and writer, else PyYAML and libyaml);
- `fastdump`, `fastread`: the subset of YAML deckgen writes, without PyYAML.
"""
from .cardfile import changed_keys, load_question, review_fields, to_yaml, to_yaml_utf8
from .deckfile import check_unique_deck_ids, check_unique_ids, load_deck, load_deck_config
from .yamlio import MAX_YAML_BYTES, data_of as yaml_data, key_lines

__all__ = ["MAX_YAML_BYTES", "changed_keys", "check_unique_deck_ids", "check_unique_ids", "key_lines", "load_deck",
           "load_deck_config", "load_question", "review_fields", "to_yaml", "to_yaml_utf8", "yaml_data"]
