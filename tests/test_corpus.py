"""`parse` on whole corpora of raw texts, scored the way the shared corpus is scored (corpus/score.py).

corpus/ is a copy of the development corpus (84 texts, their expected.yaml, score.py and RUBRIC.md,
unchanged); corpus/extra/ holds texts written in phrasings the development corpus does not use, so that
rules which fit only those files show here; corpus/fresh/ holds 20 texts by an independent writer who did
not read the parser. Each rate is held at its target (issue 19); fresh's at the floor reached so far. In
each, no answer key a card gives is wrong (an empty one, left for the maintainer, is only a miss). About 4 s.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

from deckgen.cardfiles import to_yaml
from deckgen.parse import parse_file

CORPUS = Path(__file__).parent / "corpus"
TARGETS = {"total": 0.93, "answer": 1.0, "rationales": 1.0, "options": 0.97, "list": 1.0,
           "answer_text": 0.85, "answer_text_precision": 0.95, "drawing": 0.85, "facts": 0.8, "answered": 0.0}
# The fresh texts: floors at what parse reached on them (raise them as it gets better). An empty answer line
# or title, left for the maintainer where the old one was background or a chopped stem (a reader's FAIL, where
# empty is N/A), or an option not named where its name was cut, counts as a miss in score.py: answered,
# drawing, options and total fell as precision rose to 1.0. Facts fell to 0.6 when a point that leans on what it is
# inside ("Inside there is the model, an optimized engine …": inside what?) was no longer drawn (639).
FRESH_FLOORS = {"total": 0.75, "answer": 1.0, "rationales": 1.0, "options": 0.8, "list": 1.0, "answer_text": 0.55,
                "answer_text_precision": 0.95, "drawing": 0.3, "facts": 0.6, "answered": 0.55}


def _scorer():
    spec = importlib.util.spec_from_file_location("corpus_score", CORPUS / "score.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def parse_corpus(folder: Path, out: Path) -> dict[str, tuple[str, ...]]:
    """Parse every raw text of `folder` into card files in `out`, as `deckgen parse` writes them;
    the warnings of each file, by its stem."""
    warned = {}
    for raw in sorted((folder / "raw").glob("*.txt")):
        parsed = parse_file(raw)
        (out / f"{parsed.question.id}.yaml").write_text(to_yaml(parsed.question), encoding="utf-8")
        warned[raw.stem] = tuple(str(w) for w in parsed.warnings)
    return warned


@pytest.mark.parametrize("folder, targets", [(CORPUS, TARGETS), (CORPUS / "extra", TARGETS),
                                             (CORPUS / "fresh", FRESH_FLOORS)], ids=["development", "extra", "fresh"])
def test_corpus_rates_meet_their_targets(folder, targets, tmp_path):
    warned = parse_corpus(folder, tmp_path)
    expected = yaml.safe_load((folder / "expected.yaml").read_text(encoding="utf-8"))
    rows, rates = _scorer().score(expected, tmp_path)
    missed = {row["file"]: row["why"] for row in rows if not all(row["checks"].values())}
    below = {name: rate for name, rate in rates.items() if rate < targets[name]}
    assert not below, (below, missed)
    # Say less, never wrong: a card that gives an answer key gives the right one.
    for card in tmp_path.glob("*.yaml"):
        doc = yaml.safe_load(card.read_text(encoding="utf-8"))
        stem = next(stem for stem in expected if stem.endswith(f"_{doc['id']}"))
        assert not doc.get("answer") or sorted(doc["answer"]) == sorted(expected[stem]["answer"]), stem
    # Warnings exactly where the text is ambiguous (status: warn), nowhere else.
    for stem, entry in expected.items():
        assert bool(warned[stem]) == (entry.get("status") == "warn"), (stem, warned[stem])


# Later held-out sets, judged once unseen and then used for development (tests/corpus/README.md): each is held
# here by its answer keys only (keys.yaml: stem -> letters), never wrong and at least as many right as when fixed.
KEYED_FLOORS = {"o": 19, "p": 20, "q": 19, "r": 19, "s": 20, "t": 20, "u": 20, "v": 20, "w": 18, "x": 20, "y": 18, "z": 20, "aa": 20, "ab": 19, "ac": 20, "ad": 20, "ae": 20, "af": 20, "ag": 20, "ah": 20, "ai": 20, "aj": 20, "ak": 20, "al": 20, "am": 20, "an": 20, "ao": 20, "ap": 20, "aq": 20, "ar": 20, "as": 20, "at": 19, "au": 19, "av": 19, "aw": 20, "ax": 20, "ay": 20, "az": 20, "ba": 20, "bb": 20, "bc": 20, "bd": 20, "be": 19, "bf": 19, "bg": 17, "bh": 20, "bi": 20, "bj": 20, "bk": 18, "bl": 20, "bm": 18, "bn": 20, "bo": 19, "bp": 20, "bq": 20, "br": 19, "bs": 20, "bt": 19, "bu": 20, "bv": 20, "bw": 20, "bx": 20, "by": 18, "bz": 18, "ca": 15, "cb": 15, "cc": 14, "cd": 19, "ce": 16, "cf": 16, "cg": 14, "ch": 17, "ci": 17, "cj": 19, "ck": 15, "cl": 16, "cm": 18, "cn": 15, "co": 16, "cp": 15, "cq": 18, "cr": 19, "cs": 12, "ct": 17, "cu": 17, "cv": 12, "cw": 17, "cx": 17, "cy": 17, "cz": 19, "da": 16, "db": 14, "dc": 16, "dd": 13, "de": 16, "df": 15, "dg": 17, "dh": 16, "di": 15, "dj": 15, "dk": 18, "dl": 15, "dm": 16, "dn": 19, "do": 19, "dp": 16, "dq": 12, "dr": 18, "ds": 18, "dt": 13, "du": 17, "dv": 18, "dw": 19, "dx": 18, "dy": 16, "dz": 14, "ea": 17, "eb": 19, "ec": 16, "ed": 19, "ee": 17, "ef": 18, "eg": 18, "eh": 16, "ei": 14, "ej": 19, "ek": 12, "el": 16, "em": 13, "en": 16, "eo": 14, "ep": 18, "eq": 14, "er": 13, "es": 14, "et": 17, "eu": 17, "ev": 12, "ew": 17, "ex": 16, "ey": 17, "ez": 19, "fa": 16, "fb": 14, "fc": 15, "fd": 18, "fe": 16, "ff": 17, "fg": 18, "fh": 11, "fi": 17, "fj": 17, "fk": 17, "fl": 17, "fm": 17, "fn": 19, "fo": 15, "fp": 16, "fq": 16, "fr": 17, "fs": 17, "ft": 15, "fu": 16, "fv": 17, "fw": 17, "fx": 13, "fy": 18, "fz": 15, "ga": 18, "gb": 16, "gc": 17, "gd": 16, "ge": 14, "gf": 16, "gg": 18, "gh": 18, "gi": 11, "gj": 17, "gk": 15, "gl": 19, "gm": 16, "gn": 15, "go": 17, "gp": 18, "gq": 15, "gr": 18, "gs": 14, "gt": 18, "gu": 14, "gv": 15, "gw": 15, "gx": 18, "gy": 14, "gz": 16, "ha": 16, "hb": 17, "hc": 16, "hd": 18, "he": 18, "hf": 15, "hg": 14, "hh": 17, "hi": 16, "hj": 14, "hk": 17, "hl": 16, "hm": 14, "hn": 17, "ho": 17, "hp": 19, "hq": 18, "hr": 15, "hs": 19, "ht": 16, "hu": 18, "hv": 19, "hw": 16, "hx": 17, "hy": 17, "hz": 15, "ia": 17, "ib": 19, "ic": 15, "id": 16, "ie": 18, "if": 17, "ig": 18, "ih": 17, "ii": 18, "ij": 18, "ik": 14, "il": 17, "im": 16, "in": 13, "io": 15, "ip": 14, "iq": 18, "ir": 20, "is": 18, "it": 18, "iu": 19, "iv": 18, "iw": 18, "ix": 17, "iy": 18, "iz": 18, "ja": 18, "jb": 17, "jc": 19, "jd": 19, "je": 20, "jf": 17, "jg": 19, "jh": 17, "ji": 17, "jj": 19, "jk": 20, "jl": 19, "jm": 18, "jn": 17, "jo": 17, "jp": 16, "jq": 18, "jr": 17, "js": 18, "jt": 19, "ju": 19, "jv": 18, "jw": 18, "jx": 19, "jy": 17, "jz": 17, "ka": 18, "kb": 15, "kc": 17, "kd": 19, "ke": 18, "kf": 18, "kg": 16, "kh": 18, "ki": 18, "kj": 20, "kk": 19, "kl": 19, "km": 18, "kn": 20, "ko": 19, "kp": 18, "kq": 18, "kr": 17, "ks": 17, "kt": 18, "ku": 18, "kv": 18, "kw": 18, "kx": 16, "ky": 18, "kz": 19, "la": 19, "lb": 19, "lc": 18, "ld": 19, "le": 17, "lf": 19}


@pytest.mark.parametrize("name", sorted(KEYED_FLOORS))
def test_a_later_sets_keys_are_right_or_left_for_the_maintainer(name):
    folder = CORPUS / "keyed" / name
    keys = yaml.safe_load((folder / "keys.yaml").read_text(encoding="utf-8"))
    given = {raw.stem: "".join(parse_file(raw).question.answer) for raw in sorted((folder / "raw").glob("*.txt"))}
    assert set(given) == set(keys)
    wrong = {stem: (letters, keys[stem]) for stem, letters in given.items() if letters and letters != str(keys[stem])}
    assert not wrong
    assert sum(letters == str(keys[stem]) for stem, letters in given.items()) >= KEYED_FLOORS[name]
