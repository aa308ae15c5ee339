"""deckgen: certification-exam question texts to Anki decks."""
__version__ = "0.1.0"
