"""The practice page as bytes: written by build beside the package, identical for the same sources,
self-contained under a Content-Security-Policy that names its own script and style, its data safe
inside the page and the answers not readable at a glance. (In a browser: test_practice_browser.py.)"""
from __future__ import annotations

import base64
import codecs
import hashlib
import json
import re
import shutil
from pathlib import Path

from deckgen.practice import embeddable_json
from decks import seeds_project, variants_project
from helpers import run_cli

DATA = re.compile(r'<script type="application/json" id="pq-data">(.*?)</script>', re.S)


def build(root: Path) -> bytes:
    result = run_cli(root, "build")
    assert result.exit_code == 0, result.output
    (page,) = (root / "build").glob("*.html")
    return page.read_bytes()


def page_data(page: bytes) -> dict:
    return json.loads(DATA.search(page.decode("utf-8"))[1])


def test_the_same_sources_give_the_same_page_whatever_the_folder_or_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796014925")
    first = build(seeds_project(tmp_path / "a"))
    second_root = seeds_project(tmp_path / "b")
    second = build(second_root)
    assert first == second
    shutil.rmtree(second_root / "build")
    assert build(second_root) == first  # cold again
    data = page_data(first)
    assert [q["id"] for q in data["questions"]] == ["0d68aac94525f419", "4b5c0af25e637c0f", "811a374ada030feb"]
    lock = json.loads((second_root / "cards/gpu-infra/deckgen.lock").read_text())
    assert [q["nid"] for q in data["questions"]] == [lock["notes"][q["id"]]["id"] for q in data["questions"]]


def test_a_no_op_rebuild_leaves_the_page_alone_and_a_damaged_page_is_made_again(tmp_path):
    root = seeds_project(tmp_path)
    page = build(root)
    target = root / "build" / "gpu-infra.html"
    written = target.stat().st_mtime_ns
    assert build(root) == page and target.stat().st_mtime_ns == written
    target.write_bytes(page[:100])
    assert build(root) == page
    target.unlink()
    assert build(root) == page


def test_only_its_own_script_and_style_may_run_and_nothing_is_fetched(tmp_path):
    page = build(variants_project(tmp_path)).decode("utf-8")
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)[1]
    (script,) = re.findall(r"<script>(.*?)</script>", page, re.S)
    (style,) = re.findall(r"<style>(.*?)</style>", page, re.S)

    def digest(text: str) -> str:
        return base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()

    assert csp.replace("&#x27;", "'") == (
        f"default-src 'none'; script-src 'sha256-{digest(script)}'; style-src 'sha256-{digest(style)}'; "
        "img-src data:; base-uri 'none'; form-action 'none'")
    outside_data = DATA.sub("", page)
    assert not re.search(r"\s(?:on\w+|style)=", outside_data)  # no inline handler or style attribute
    assert not re.search(r"(?:src|href)=\"(?!#)", outside_data)  # nothing loaded by the page's own markup
    assert len(re.findall(r"<script", page)) == 2  # the data block and the script


def test_hostile_text_cannot_leave_the_data_block_and_reads_back_exactly(tmp_path):
    page = build(variants_project(tmp_path)).decode("utf-8")
    block = DATA.search(page)[1]
    assert "<" not in block and ">" not in block and "&" not in block
    hostile = next(q for q in page_data(page.encode())["questions"] if q["id"] == "hostile")
    assert hostile["o"][0] == ["A", '&lt;script&gt;alert("A")&lt;/script&gt;']  # the card's own escaped HTML
    text = "</script><script>alert(1)</script>\u2028\u2029&amp;"
    assert json.loads(embeddable_json({"t": text}))["t"] == text
    assert not re.search("[<>&\u2028\u2029]", embeddable_json({"t": text}))


def test_answers_are_not_readable_at_a_glance(tmp_path):
    root = variants_project(tmp_path)
    page = build(root).decode("utf-8")
    assert "The gradients of the loss" not in page and "Gradients, for the optimizer" not in page
    data = page_data(page.encode())
    recall = next(q for q in data["questions"] if q["id"] == "recall")
    assert "The gradients of the loss" in codecs.decode(recall["b"], "rot13")
    opt1 = next(q for q in data["questions"] if q["id"] == "opt1")
    assert codecs.decode(opt1["k"], "rot13") == "C" and "dg-correct" not in DATA.search(page)[1]
    two = next(q for q in data["questions"] if q["id"] == "two")
    assert (two["n"], codecs.decode(two["k"], "rot13")) == (2, "BD")


def test_options_that_refer_to_each_other_keep_their_order(tmp_path):
    root = variants_project(tmp_path)
    card = root / "cards/demo/opt1.yaml"
    card.write_text(card.read_text().replace("D: Network buffers", "D: All of the above"))
    data = page_data(build(root))
    fixed = {q["id"]: q["fixed"] for q in data["questions"] if q["o"]}
    assert fixed == {"opt1": True, "two": False, "hostile": False}


def test_a_rebuild_taking_unchanged_lines_from_the_last_page_equals_a_cold_build(tmp_path):
    root = variants_project(tmp_path / "incremental")
    build(root)
    deck = root / "cards" / "demo"
    card = deck / "opt1.yaml"
    card.write_text(card.read_text().replace("Disk", "Solid-state disk"))  # changed: its drawing too
    (deck / "hostile.yaml").unlink()  # removed
    shutil.copy(deck / "two.yaml", deck / "three.yaml")  # added
    three = deck / "three.yaml"
    three.write_text(three.read_text().replace("id: two", "id: three"))
    rebuilt = build(root)
    cold = tmp_path / "cold"
    shutil.copytree(root / "cards", cold / "cards")
    (cold / "media").mkdir()
    assert build(cold) == rebuilt  # (the same lock: copied with the cards)
    data = page_data(rebuilt)
    assert [q["id"] for q in data["questions"]] == ["opt1", "three", "two", "recall", "recall2", "nofigure"]
    assert "Solid-state disk" in json.dumps(data)
    index = (root / "build/.cache/demo.practice").read_text().splitlines()
    assert len(index) == 7 and index[0].split()[3] == hashlib.sha256(rebuilt).hexdigest()
