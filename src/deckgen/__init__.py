"""deckgen: certification-exam question texts to Anki decks."""
__version__ = "0.1.0"
#: The distribution's name on the package index (the command is `deckgen`).
DISTRIBUTION = "anki-deckgen"
