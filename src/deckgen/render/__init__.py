"""Stage 3, render: a `Question` -> the HTML of each note field and the media the note needs.

In: a checked `model.Question` and its deck's `DeckConfig`. Out: a `RenderedNote` (fields joined as
Anki stores them, tags, media deflated for the package, a content hash), and the note type
(`note_type()`: fields, template, CSS).

- `fields`: the note's fields and its infographic image (none when the spec has nothing to draw);
- `recall`: what a card without option texts shows instead of letters;
- `markup`: Markdown -> safe HTML;
- `notetype`: the frozen field list, the templates and CSS, the rendered note;
- `infographic`, `svg`, `textfit`: drawing an infographic spec as SVG, text measured with the bundled fonts;
- `media`: finding, naming and checking images in `media/` (`raster`: PNG, JPEG, WebP decoded
  within limits; `svgclean`: SVG rewritten from an allowlist).
"""
from .fields import render_question
from .markup import markdown_fields_problems, markdown_problem, to_html
from .media import EXTENSIONS as IMAGE_EXTENSIONS, check_question_image, media_folder_problem
from .notetype import FIELDS, TEMPLATE, NoteType, RenderedNote, make_note, note_guid, note_type

__all__ = ["FIELDS", "IMAGE_EXTENSIONS", "TEMPLATE", "NoteType", "RenderedNote", "check_question_image",
           "make_note", "markdown_fields_problems", "markdown_problem", "media_folder_problem", "note_guid",
           "note_type", "render_question", "to_html"]
