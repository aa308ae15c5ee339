"""The preview and the cards in headless Chromium: clicks, scripts, night mode, phone width."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from deckgen import render
from decks import seeds_project, variants_project
from helpers import run_cli

pytestmark = pytest.mark.browser

# Contrast of every visible text run against the background it is drawn on (WCAG formula).
CONTRAST_JS = """() => {
  function rgb(c) { const m = c.match(/[\\d.]+/g).map(Number); return m.length > 3 ? m : m.concat([1]); }
  function lum([r, g, b]) {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  }
  function background(el) {
    for (; el; el = el.parentElement) {
      const c = rgb(getComputedStyle(el).backgroundColor);
      if (c[3] > 0.5) return c;
    }
    return [255, 255, 255, 1];
  }
  const worst = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.closest("script,style,template")) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || getComputedStyle(el).visibility === "hidden") continue;
    const a = lum(rgb(getComputedStyle(el).color)), b = lum(background(el));
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    worst.push([ratio, node.textContent.trim().slice(0, 40)]);
  }
  worst.sort((x, y) => x[0] - y[0]);
  return worst.slice(0, 3);
}"""


@pytest.fixture(scope="module")
def previews(tmp_path_factory):
    """Preview folders of the shipped deck and of the variants deck."""
    out = {}
    for name, make in (("seeds", seeds_project), ("variants", variants_project)):
        root = make(tmp_path_factory.mktemp(name))
        result = run_cli(root, "preview")
        assert result.exit_code == 0, result.output
        out[name] = root / "build" / "preview"
    return out


def card_page(folder: Path, question_id: str) -> str:
    (page,) = folder.glob(f"*/card-*-{question_id}.html")
    return page.as_uri()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.dialogs = []
    page.requests = []
    page.on("dialog", lambda dialog: (page.dialogs.append(dialog.message), dialog.dismiss()))
    page.on("request", lambda request: page.requests.append(request.url))
    yield page
    context.close()


def test_index_lists_every_card(page, previews):
    page.goto((previews["seeds"] / "index.html").as_uri())
    links = page.locator("a[href^='gpu-infra/card-']")
    assert links.count() == 3
    links.first.click()
    assert page.locator(".dg-question").is_visible()
    page.get_by_role("link", name="All cards").click()
    assert page.locator("a[href^='gpu-infra/card-']").count() == 3


@pytest.mark.parametrize("pick, verdict", [("B", "Not quite: you picked B."), ("C", "Correct: you picked C.")])
def test_clicking_an_option_marks_it_and_the_back_says_whether_it_was_right(page, previews, pick, verdict):
    page.goto(card_page(previews["seeds"], "0d68aac94525f419"))
    page.locator(f".dg-option[data-letter='{pick}']").click()
    assert page.locator(f".dg-option[data-letter='{pick}']").get_attribute("aria-checked") == "true"
    page.locator("#pv-flip").click()
    assert page.locator(".dg-verdict").inner_text() == verdict
    assert "dg-chosen" in page.locator(f".dg-answer-side .dg-option[data-letter='{pick}']").get_attribute("class")
    correct = page.locator(".dg-answer-side .dg-option.dg-correct")
    assert correct.count() == 1 and correct.get_attribute("data-letter") == "C"


def test_two_answer_question_takes_two_picks(page, previews):
    page.goto(card_page(previews["variants"], "two"))
    page.locator(".dg-option[data-letter='B']").click()
    page.locator(".dg-option[data-letter='D']").click()
    page.locator("#pv-flip").click()
    assert page.locator(".dg-verdict").inner_text() == "Correct: you picked B and D."


def test_no_script_from_card_content_runs(page, previews):
    page.goto(card_page(previews["variants"], "hostile"))
    page.locator(".dg-option").first.click()
    page.locator("#pv-flip").click()
    page.locator(".dg-full summary").click()
    page.wait_for_timeout(300)
    assert page.dialogs == []
    assert [url for url in page.requests if not url.startswith("file://")] == []
    assert '<script>alert("stem")</script>' in page.locator(".dg-question").inner_text()


@pytest.mark.parametrize("deck, question_id", [("seeds", "0d68aac94525f419"), ("seeds", "4b5c0af25e637c0f"),
                                               ("variants", "two"), ("variants", "recall"),
                                               ("variants", "recall2")])
@pytest.mark.parametrize("mode", ["day", "night"])
def test_readable_and_nothing_overflows_at_360px(page, previews, deck, question_id, mode):
    page.goto(card_page(previews[deck], question_id) + f"#{mode}")
    for side in ("front", "back"):
        if side == "back":
            page.locator("#pv-flip").click()
            page.locator(".dg-full summary").first.click() if page.locator(".dg-full").count() else None
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{side} is {overflow}px wider than the 360px screen"
        worst = page.evaluate(CONTRAST_JS)
        assert worst[0][0] >= 4.5, f"{mode} {side}: low contrast {worst}"
        assert page.evaluate("document.body.classList.contains('nightMode')") == (mode == "night")
        # Form controls and the drawing (an SVG in an <img>) follow the card's mode, not the system's.
        scheme = page.evaluate("getComputedStyle(document.body).colorScheme")
        assert scheme == ("dark" if mode == "night" else "light")


def test_both_sides_complete_with_scripts_off(browser, tmp_path, previews):
    """Where a client runs no JavaScript, the back still marks the correct option."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(card_page(previews["seeds"], "0d68aac94525f419"))
    assert page.locator(".dg-option").count() == 4 and page.locator(".dg-question").is_visible()
    # The back as Anki shows it, in a page of its own (the preview's flip button needs scripts).
    source = Path(page.url.removeprefix("file://")).read_text("utf-8")
    back = re.search(r'<template id="pv-back">(.*?)</template>', source, re.S)[1]
    shell = tmp_path / "back.html"
    shell.write_text(f"<style>{render.note_type().css}</style><body class='card'>{back}</body>")
    page.goto(shell.as_uri())
    correct = page.locator(".dg-option.dg-correct")
    assert correct.get_attribute("data-letter") == "C"
    colour = correct.evaluate("el => getComputedStyle(el).borderTopColor")
    assert colour == "rgb(17, 99, 41)"  # --dg-right: the correct option is marked without a script
    assert page.locator(".dg-answer-key").inner_text().startswith("C")
    context.close()


# The drawing's smallest text as the screen shows it: the <img> is replaced by the same SVG inline,
# as wide as the <img> was laid out, and each text's font size is scaled by its transform to the screen.
SMALLEST_DRAWN_TEXT_JS = """svg => {
  const img = document.querySelector(".dg-infographic img");
  const width = img.getBoundingClientRect().width;
  const holder = document.createElement("div");
  holder.innerHTML = svg;
  const drawing = holder.querySelector("svg");
  drawing.style.width = width + "px";
  drawing.style.display = "block";
  img.replaceWith(drawing);
  let smallest = Infinity, which = "";
  for (const text of drawing.querySelectorAll("text")) {
    const px = parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a;
    if (px < smallest) { smallest = px; which = text.textContent; }
  }
  return [width, smallest, which];
}"""


@pytest.mark.parametrize("deck, question_id", [("seeds", "0d68aac94525f419"), ("seeds", "4b5c0af25e637c0f"),
                                               ("seeds", "811a374ada030feb"), ("variants", "two"),
                                               ("variants", "recall"), ("variants", "recall2")])
def test_drawing_text_is_at_least_14px_on_a_360px_phone(page, previews, deck, question_id):
    page.goto(card_page(previews[deck], question_id) + "#back")
    figure = page.locator(".dg-infographic")
    # In Anki the back opens scrolled to the answer: the drawing starts on that first screen.
    assert figure.bounding_box()["y"] - page.locator("#answer").bounding_box()["y"] < 740 / 2
    (page_file,) = previews[deck].glob(f"*/card-*-{question_id}.html")
    svg = (page_file.parent / figure.locator("img").get_attribute("src")).read_text("utf-8")
    width, smallest, text = page.evaluate(SMALLEST_DRAWN_TEXT_JS, svg)
    assert width >= 330, f"the drawing is only {width}px wide"
    assert smallest >= 14, f"{text!r} is drawn at {smallest:.1f}px"


def test_a_recall_which_two_card_asks_for_both_answers(page, previews):
    page.goto(card_page(previews["variants"], "recall2"))
    prompt = page.locator(".dg-recall").inner_text()
    assert prompt == "No options are shown: name both answers, then show the answer."
    page.locator("#pv-flip").click()
    assert not page.locator(".dg-recall").is_visible() and page.locator(".dg-letter").count() == 0
    assert page.locator(".dg-wrong .dg-label").inner_text().lower() == "common misconceptions, corrected"


def test_cards_that_need_a_look_are_marked_on_their_page_and_in_the_index(page, tmp_path):
    root = variants_project(tmp_path)
    card = root / "cards" / "demo" / "recall.yaml"
    card.write_text(card.read_text("utf-8") + "review:\n  answer_text: no sentence names the answer\n", "utf-8")
    line = card.read_text("utf-8").count("\n")
    assert run_cli(root, "preview").exit_code == 0
    folder = root / "build" / "preview"
    page.goto((folder / "index.html").as_uri())
    assert "6 cards, 1 needs a look" in page.locator("h2").inner_text()
    badge = page.locator("li.pv-marked .pv-review")
    assert badge.inner_text() == "needs a look: answer_text"
    assert badge.get_attribute("title") == "no sentence names the answer"
    assert page.locator("li").count() == 6
    page.locator("#pv-only-marked").check()  # the filter shows only the marked card
    visible = [li for li in page.locator("li").all() if li.is_visible()]
    assert len(visible) == 1 and "What does backpropagation compute?" in visible[0].inner_text()
    visible[0].locator("a").click()
    review = page.locator(".pv-review")
    assert review.inner_text().split() == (f"Needs a look answer_text: no sentence names the answer "
                                           f"(recall.yaml:{line})").split()
    assert "no sentence names" not in page.locator("#qa").inner_text()  # the card itself never shows it
    page.locator("#pv-flip").click()
    assert "no sentence names" not in page.locator("#qa").inner_text()
    for mode in ("day", "night"):  # the badge is readable on both palettes
        page.goto(card_page(folder, "recall") + f"#{mode}")
        assert page.evaluate(CONTRAST_JS)[0][0] >= 4.5
    page.goto(card_page(folder, "opt1"))
    assert page.locator(".pv-review").count() == 0
