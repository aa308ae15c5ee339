"""`deckgen init`: the files of a new deck repository, or of one more deck, from templates/.

In: a folder, a deck id and name. Out: the files written (never over an existing one) — deck.yaml,
raw/ and media/, .gitignore, a README stub, requirements.txt (how CI installs deckgen) and the
GitHub workflows that check, build and release the decks.
"""
from .files import add_deck, deck_problems, new_project
from .names import default_deck_id, default_name, requirement

__all__ = ["add_deck", "deck_problems", "default_deck_id", "default_name", "new_project", "requirement"]
