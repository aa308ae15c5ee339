"""Stage 1, parse: a raw question text (as collected) -> a `Question` and the warnings about it.

In: `cards/<deck>/raw/<order>_<id>.txt`. Out: `Parsed` (a `model.Question` and its warnings), which
`build.parse_sources` writes as a card file. The only stage that reads raw text:

- `rawfile`: the file's name (order, id), bytes, decoding and normalising, and its deck folder;
- `furniture`: a scraped page's furniture around the question (its bars, counters, titles, readers' threads);
- `sections`: the text's sections (stem, options, short and full explanation) -> a Question;
- `analysis`: the analysis of the wrong options in the full explanation, and a stated answer; `dialogue`: a Q&A, a
  transcript or a dialogue on the options, read as the analysis's items;
- `answer`: which letters are the answer; `optionnames`: the options an explanation tells, and the option names a card
  shows where the text lists none;
- `lists`: run-in lists as Markdown lists;
- `phrases`: sentences and short phrases; `phrasecut`: where a phrase too long is cut;
- `words`: their words, by stem (as sentences are compared);
- `answertext`: the one-line answer (`answeroptions`: from the answer options' texts); `answerphrase`: the few words of
  it that name the answer;
- `drawing`: the infographic proposed from the text (also for a card file without `infographic:`).
"""
from .drawing import propose_infographic
from .rawfile import locate, normalise
from .sections import Parsed, parse_file, parse_text

__all__ = ["Parsed", "locate", "normalise", "parse_file", "parse_text", "propose_infographic"]
