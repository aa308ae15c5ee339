"""Stage 5, practice: rendered notes -> one self-contained practice-exam page per deck.

In: a deck's `DeckConfig`, its rendered notes in new-card order (fields as the package holds
them), its lock (the Anki note ids) and the note type (its CSS and back template). Out: the bytes of
`build/<deck>.html`, which works offline from `file://`, makes no request and runs nothing but its
own script (a Content-Security-Policy allows only that script and style, by hash).

- `data`: the questions as the page's JavaScript reads them (answers and backs lightly obscured),
  as JSON safe inside a `<script>` element;
- `page`: the HTML around it, with the policy computed from the inline script and style;
- `output`: the page `build/<deck>.html` (which the build writes with the package), with the lines of
  unchanged questions taken from the last page, and the index of what it was made from;
- `templates/`: the page (`practice.html`), its script and style.
"""
from .data import embeddable_json, held_bytes
from .output import Page, make_page, save_index
from .page import practice_page

__all__ = ["Page", "embeddable_json", "held_bytes", "make_page", "practice_page", "save_index"]
