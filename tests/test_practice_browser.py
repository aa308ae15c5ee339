"""The practice page in headless Chromium, opened from file:// with the network cut: practice,
a whole exam, the keyboard alone, progress export and import, edits between builds, axe-core."""
from __future__ import annotations

import json
import os
import re
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import url2pathname

import pytest
from playwright.sync_api import expect

from decks import variants_project
from helpers import run_cli

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parent.parent / "tools" / "axe" / "node_modules" / "axe-core" / "axe.min.js"


def build(root: Path) -> Path:
    result = run_cli(root, "build")
    assert result.exit_code == 0, result.output
    return root / "build" / "demo.html"


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    root = variants_project(tmp_path_factory.mktemp("practice"))
    build(root)
    return root


@pytest.fixture
def context(browser):
    """A fresh browser profile (its own localStorage) in which every request but a file:// one is
    counted and refused, and the network is off."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, accept_downloads=True)
    context.requests = []

    def refuse(route):
        context.requests.append(route.request.url)
        route.abort()

    context.route(re.compile(r"^(?!file:).*"), refuse)
    context.set_offline(True)
    yield context
    assert context.requests == [], "the page made requests"
    context.close()


def open_page(context, page_file: Path):
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("dialog", lambda dialog: dialog.accept())
    page.goto(page_file.as_uri())
    page.wait_for_selector("html[data-ready='1']", state="attached")
    return page


def reload(page):
    """Reload the page once the browser holds what it stored. A page's localStorage writes reach the
    browser process on their own channel, and the reloaded page (in a new renderer) may read the
    storage before they land: seen on a loaded machine. The condition: a second page of the same
    origin reads the same values."""
    stored = page.evaluate("JSON.stringify(Object.entries(localStorage).sort())")
    probe_file = Path(url2pathname(urlparse(page.url).path)).with_name("storage-probe.html")
    probe_file.write_text("<!doctype html><title>storage probe</title>", encoding="utf-8")
    probe = page.context.new_page()
    probe.goto(probe_file.as_uri())
    probe.wait_for_function(f"JSON.stringify(Object.entries(localStorage).sort()) === {json.dumps(stored)}")
    probe.close()
    for _ in range(RELOADS):  # (and the reloaded page reads them: under a full suite's load it has read the storage once
        # without the last write, after the probe saw it; a page that read it stale is reloaded, never waited on for a time)
        page.reload()
        page.wait_for_selector("html[data-ready='1']", state="attached")
        if page.evaluate("JSON.stringify(Object.entries(localStorage).sort())") == stored:
            return
    pytest.fail(f"the reloaded page never read what the page had stored ({RELOADS} reloads)")


RELOADS = 20


def question(page, qid: str):
    return page.locator(f"article[data-id='{qid}']")


def axe_violations(page) -> list:
    if not AXE.is_file():
        reason = "axe-core is not installed: npm ci --prefix tools/axe (make test does it)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    for _ in range(100):  # colours mid-transition are not the page's (wait_for_function needs eval: the CSP refuses)
        if page.evaluate("document.getAnimations().length") == 0:
            break
        page.wait_for_timeout(50)
    # Evaluated through the DevTools protocol, which the page's CSP does not govern (a <script> is refused).
    page.evaluate(AXE.read_text("utf-8") + "\n;0")
    found = page.evaluate("async () => (await axe.run(document)).violations"
                          ".map(v => [v.id, v.impact, v.nodes.map(n => n.target.join(' ')).slice(0, 3)])")
    return found


def test_practice_feedback_survives_a_reload_and_passes_axe(context, project):
    page_file = project / "build" / "demo.html"
    page = open_page(context, page_file)
    first = question(page, "opt1")
    first.get_by_label("Disk").check()
    first.get_by_role("button", name="Check answer").click()
    assert first.locator(".dg-verdict").inner_text() == "Not quite: you picked B; the answer is C."
    assert page.locator("#pq-live").inner_text() == "Not quite: you picked B; the answer is C."
    statuses = first.locator(".pq-status").all_inner_texts()
    assert statuses == ["", "Your pick · wrong", "Correct answer", ""]
    # the card's back: answer line, drawing (decoded from the page itself), why the others are wrong
    assert "GPU memory (VRAM)" in first.locator(".dg-answer").inner_text()
    drawing = first.locator(".dg-infographic img")  # inflated from the page when shown
    expect(drawing).to_have_attribute("src", re.compile(r"^data:image/svg\+xml;base64,"))
    assert drawing.evaluate("img => img.decode().then(() => img.naturalWidth)") > 0
    assert first.locator(".dg-rationale").count() == 3
    reload(page)
    first = question(page, "opt1")
    assert first.get_by_label("Disk").is_checked() and first.get_by_label("Disk").is_disabled()
    assert first.locator(".dg-verdict").inner_text() == "Not quite: you picked B; the answer is C."
    assert page.locator("#pq-stats").inner_text() == "6 questions · 1 answered · 0 right"
    assert page.locator("#pq-anki-p").input_value().startswith("nid:")
    # a "Which TWO" takes two picks, all or nothing
    page.get_by_role("button", name="Next").click()
    two = question(page, "two")
    two.get_by_label("NVLink").check()
    two.get_by_role("button", name="Check answer").click()
    assert two.locator(".pq-hint").inner_text() == "Pick 2 options, then check."
    two.get_by_label("InfiniBand").check()
    two.get_by_role("button", name="Check answer").click()
    assert two.locator(".dg-verdict").inner_text() == "Correct: B and D."
    assert axe_violations(page) == []
    page.get_by_role("button", name="Night mode").click()
    assert page.locator("body.nightMode").count() == 1
    assert axe_violations(page) == []
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
    assert page.errors == []


def test_hostile_text_shows_as_text_and_nothing_runs(context, project):
    page = open_page(context, project / "build" / "demo.html")
    page.locator("#pq-view").select_option("list")
    hostile = question(page, "hostile")
    assert '<script>alert("A")</script>' in hostile.inner_text()
    hostile.locator("input").first.check()
    hostile.get_by_role("button", name="Check answer").click()
    assert '<iframe src="https://example.com"></iframe>' in hostile.locator(".dg-answer").inner_text()
    assert page.locator("iframe, main script, main style").count() == 0
    assert page.errors == []


def test_a_whole_exam_times_out_is_scored_reviewed_and_retaken(context, project):
    page = context.new_page()
    page.clock.install()
    page.goto((project / "build" / "demo.html").as_uri())
    page.get_by_role("button", name="Exam").click()
    assert page.locator("#pq-available").inner_text() == "3 questions available (recall questions left out)."
    page.get_by_role("spinbutton", name="Questions").fill("3")
    page.get_by_role("spinbutton", name="Time limit, minutes").fill("2")
    page.get_by_role("button", name="Start exam").click()
    shown = page.locator("#pq-exam-question article")
    drawn = []
    for number in range(3):
        drawn.append(shown.get_attribute("data-id"))
        if number == 1:  # the second is flagged and left open
            page.get_by_role("button", name="Flag for review").click()
        else:
            shown.locator("input").first.check()
        if number < 2:
            page.get_by_role("button", name="Next").click()
    assert sorted(drawn) == ["hostile", "opt1", "two"]
    sheet = page.locator("#pq-sheet button")
    assert [sheet.nth(i).get_attribute("aria-label") for i in range(3)] == [
        "Question 1: answered", "Question 2: not answered, flagged", "Question 3: answered"]
    reload(page)  # (a phone may drop the tab): the exam goes on where it was, its clock running
    assert [sheet.nth(i).get_attribute("aria-label") for i in range(3)] == [
        "Question 1: answered", "Question 2: not answered, flagged", "Question 3: answered"]
    assert shown.get_attribute("data-id") == drawn[2] and shown.locator("input:checked").count() == 1
    page.get_by_role("button", name="Submit exam").click()
    assert page.locator("#pq-confirm-text").inner_text() == "1 question not answered yet (2); it counts as wrong."
    page.get_by_role("button", name="Keep going").click()
    page.get_by_role("button", name="Question 2: not answered, flagged").click()
    assert shown.get_attribute("data-id") == drawn[1]
    page.clock.run_for("02:01")
    score = page.locator(".pq-score")
    right = int(re.fullmatch(r"Score: (\d) of 3 \(\d+%\)", score.inner_text())[1])
    assert page.locator("#pq-live").inner_text() == f"Time is up. Score: {right} of 3."
    assert page.get_by_text("Time ran out; unanswered questions count as wrong.").is_visible()
    assert page.locator(".pq-table caption").inner_text() == "By topic"
    assert "null" not in page.locator("#pq-results").inner_text()
    missed = page.locator("#pq-results article")
    assert missed.count() == 3 - right
    assert "Question 2 (not answered)" in page.locator("#pq-results .pq-qhead").all_text_contents()
    search = page.locator("#pq-anki-e").input_value()
    assert re.fullmatch(r"nid:\d+(,\d+)*", search) and search.count(",") == missed.count() - 1
    assert axe_violations(page) == []
    page.get_by_role("button", name="Retake exam").click()
    assert page.locator("#pq-run").is_visible() and page.locator("#pq-timer").inner_text() == "Time left 2:00"
    assert page.locator("#pq-sheet button").count() == 3


def test_keyboard_alone_answers_a_question_and_grades_a_recall_one(context, project):
    page = open_page(context, project / "build" / "demo.html")
    page.keyboard.press("Tab")  # Practice
    for _ in range(6):  # Exam, Night mode, topic, show, view, the first option
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "pq-p-opt1-A"
    page.keyboard.press("ArrowDown")  # radio buttons: arrows move the pick
    page.keyboard.press("ArrowDown")
    assert question(page, "opt1").get_by_label("GPU memory (VRAM)").is_checked()
    page.keyboard.press("Enter")  # submits the form
    assert page.locator("#pq-live").inner_text() == "Correct: C."
    page.locator("#pq-view").focus()
    page.keyboard.press("End")  # the list view, where the recall questions are
    recall = question(page, "recall")
    recall.get_by_role("button", name="Show answer").focus()
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.textContent") == "Knew it"  # focus moves to the grading
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert recall.locator(".dg-verdict").inner_text() == "Marked to study again."
    assert page.evaluate("document.activeElement.className").startswith("dg-verdict")  # focus not lost
    assert "The gradients of the loss" in recall.locator(".dg-answer").inner_text()
    assert page.locator("#pq-stats").inner_text() == "6 questions · 2 answered · 1 right"
    # the system's settings: dark mode followed until the switch is used, motion stopped on request
    transition = "getComputedStyle(document.querySelector('#pq-next')).transitionDuration"
    assert page.evaluate(transition) != "0s"
    page.emulate_media(color_scheme="dark", reduced_motion="reduce")
    expect(page.locator("body.nightMode")).to_have_count(1)  # (the media query's change event)
    assert page.evaluate(transition) == "0s"
    page.get_by_role("button", name="Night mode").press("Enter")  # day, chosen: remembered over the system's dark
    expect(page.locator("body.nightMode")).to_have_count(0)
    reload(page)
    assert page.locator("body.nightMode").count() == 0


def test_export_clear_import_and_a_foreign_or_broken_file_is_refused(context, project, tmp_path):
    page = open_page(context, project / "build" / "demo.html")
    page.get_by_label("GPU memory (VRAM)").check()
    page.get_by_role("button", name="Check answer").click()
    page.locator(".pq-progress summary").click()
    with page.expect_download() as download:
        page.get_by_role("button", name="Export progress").click()
    assert download.value.suggested_filename == "demo-progress.json"
    saved = tmp_path / "progress.json"
    download.value.save_as(saved)
    exported = json.loads(saved.read_text("utf-8"))
    assert exported["deck"] == "demo" and list(exported["answers"]) == ["opt1"]
    assert exported["answers"]["opt1"]["ok"] is True and exported["answers"]["opt1"]["p"] == "C"
    page.get_by_role("button", name="Clear progress").click()  # (confirmed)
    assert page.locator("#pq-stats").inner_text() == "6 questions · 0 answered · 0 right"
    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({**exported, "deck": "other"}), "utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text(saved.read_text("utf-8")[:40], "utf-8")
    damaged = tmp_path / "damaged.json"
    damaged.write_text(json.dumps({**exported, "answers": {"opt1": {"h": 1}}}), "utf-8")
    page.get_by_label("GPU memory (VRAM)").check()
    page.get_by_role("button", name="Check answer").click()
    for refused, message in ((foreign, "Not imported: this progress is for the deck 'other', not 'demo'."),
                             (broken, "Not imported: the file is not a progress file (not JSON)."),
                             (damaged, "Not imported: the file is damaged.")):
        page.locator("#pq-import").set_input_files(refused)
        expect(page.locator("#pq-live")).to_have_text(message)  # (the file is read asynchronously)
        assert page.locator("#pq-stats").inner_text() == "6 questions · 1 answered · 1 right"  # nothing lost
    page.get_by_role("button", name="Clear progress").click()
    page.locator("#pq-import").set_input_files(saved)
    expect(page.locator("#pq-live")).to_have_text("Imported 1 answer.")
    assert page.locator("#pq-stats").inner_text() == "6 questions · 1 answered · 1 right"
    assert question(page, "opt1").locator(".dg-verdict").inner_text() == "Correct: C."


def test_an_edited_question_loses_only_its_own_answer_and_reordering_keeps_all(context, tmp_path):
    root = variants_project(tmp_path / "edited")
    page_file = build(root)
    page = open_page(context, page_file)
    page.locator("#pq-view").select_option("list")
    for qid, label in (("opt1", "Disk"), ("two", "USB")):
        question(page, qid).get_by_label(label).check()
    question(page, "opt1").get_by_role("button", name="Check answer").click()
    two = question(page, "two")
    two.get_by_label("NVLink").check()
    two.get_by_role("button", name="Check answer").click()
    assert page.locator("#pq-stats").inner_text() == "6 questions · 2 answered · 0 right"
    card = root / "cards" / "demo" / "opt1.yaml"
    card.write_text(card.read_text("utf-8").replace("Disk", "Solid-state disk"), "utf-8")
    other = root / "cards" / "demo" / "two.yaml"
    other.write_text(other.read_text("utf-8").replace("order: 1", "order: 9"), "utf-8")
    build(root)
    reload(page)
    assert page.locator("#pq-stats").inner_text() == "6 questions · 1 answered · 0 right"
    assert question(page, "opt1").get_by_role("button", name="Check answer").is_visible()
    assert question(page, "two").locator(".dg-verdict").inner_text() == "Not quite: you picked A and B; the answer is B and D."
