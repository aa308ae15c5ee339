// deckgen practice page: practice and timed exams from the deck's questions, offline.
// Text from the questions reaches the page only as the card's own sanitised field HTML or as text.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const data = JSON.parse($("pq-data").textContent);
  const deck = data.deck, questions = data.questions, media = data.media;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const KEY = "deckgen-practice:" + deck.id, THEME = "deckgen-practice-theme";
  const FORMAT = "deckgen-practice-progress";
  const PAGE = 20;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  const dark = matchMedia("(prefers-color-scheme: dark)");

  // ---- helpers -----------------------------------------------------------------------------
  function rot13(s) {
    return s.replace(/[A-Za-z]/g, (c) => {
      const base = c <= "Z" ? 65 : 97;
      return String.fromCharCode((c.charCodeAt(0) - base + 13) % 26 + base);
    });
  }
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === false || value == null) continue;
      if (name === "class") node.className = value;
      else if (name === "html") node.innerHTML = value;  // the card's own sanitised field HTML only
      else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
      else node.setAttribute(name, value === true ? "" : value);
    }
    for (const child of children) if (child != null) node.append(child);
    return node;
  }
  const isRecall = (q) => q.o.length === 0;
  const key = (q) => rot13(q.k);
  const gradable = (q) => isRecall(q) || key(q) !== "";
  const same = (picks, q) => picks.slice().sort().join("") === key(q);
  const letters = (s) => s.split("").join(" and ");
  const plural = (n, word) => n + " " + word + (n === 1 ? "" : "s");
  function shuffle(list) {
    const out = list.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  function announce(text) { $("pq-live").textContent = text; }
  function focusOn(node) {
    if (!node) return;
    node.focus({ preventScroll: true });
    node.scrollIntoView({ block: "start", behavior: reduced.matches ? "auto" : "smooth" });
  }
  const TYPES = { svg: "svg+xml", jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", gif: "gif" };
  const inflated = new Map();
  function imageSource(name) {  // a data: URL of the image, inflated from the page on first use
    if (!inflated.has(name)) {
      const bytes = Uint8Array.from(atob(media[name] || ""), (c) => c.charCodeAt(0));
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      const type = "image/" + (TYPES[name.split(".").pop().toLowerCase()] || "png");
      inflated.set(name, new Response(stream).arrayBuffer().then((buffer) => new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.readAsDataURL(new Blob([buffer], { type: type }));
      })));
    }
    return inflated.get(name);
  }
  function backOf(q) {  // the card's back; its drawing decoded only when it is shown
    const template = document.createElement("template");
    template.innerHTML = rot13(q.b);
    for (const img of template.content.querySelectorAll("img")) {
      const name = img.getAttribute("src");
      img.removeAttribute("src");
      if (!media[name] || typeof DecompressionStream === "undefined") {
        img.replaceWith(el("p", { class: "pq-hint" }, "Drawing: " + img.alt + " (this browser cannot show it)."));
        continue;
      }
      imageSource(name).then((url) => { img.src = url; });
    }
    return el("div", { class: "pq-back" }, template.content);
  }
  function tagsOf(q) { return q.tags.length ? q.tags : ["untagged"]; }

  // ---- progress, saved under each question's id and content hash -----------------------------
  const store = (() => {
    try { localStorage.setItem("deckgen-probe", "1"); localStorage.removeItem("deckgen-probe"); return localStorage; }
    catch (e) { return null; }
  })();
  const validEntry = (a) => a && typeof a === "object" && typeof a.h === "string" && typeof a.ok === "boolean"
    && typeof a.p === "string" && /^[A-H]{0,8}$/.test(a.p);
  function current(entries) {  // only answers to the questions as they are now
    const kept = {};
    let stale = 0;
    for (const [id, entry] of Object.entries(entries)) {
      const q = byId.get(id);
      if (q && validEntry(entry) && entry.h === q.h) kept[id] = { h: entry.h, ok: entry.ok, p: entry.p };
      else stale++;
    }
    return [kept, stale];
  }
  let answers = {}, position = "", savedView = "one";
  if (store) {
    try {
      const saved = JSON.parse(store.getItem(KEY) || "{}");
      if (saved && typeof saved.answers === "object" && saved.answers) answers = current(saved.answers)[0];
      if (saved && typeof saved.at === "string") position = saved.at;
      if (saved && (saved.view === "one" || saved.view === "list")) savedView = saved.view;
    } catch (e) { /* damaged: start afresh, the item is rewritten on the next answer */ }
  }
  function save() {
    if (!store) return;
    try { store.setItem(KEY, JSON.stringify({ format: FORMAT, deck: deck.id, answers: answers, at: position,
      view: $("pq-view").value })); }
    catch (e) { announce("Your progress could not be saved: " + e.message); }
  }
  function record(q, picks, ok) { answers[q.id] = { h: q.h, ok: ok, p: picks.join("") }; save(); }

  // ---- one question ----------------------------------------------------------------------------
  // opts: ctx (prefix of element ids), number, total, order (letters as shown), picks, onPick, onGrade
  function questionView(q, opts) {
    const id = "pq-" + opts.ctx + "-" + q.id;
    const head = el("h3", { class: "pq-qhead", id: id + "-h", tabindex: "-1" },
      "Question " + opts.number + (opts.total ? " of " + opts.total : ""));
    const article = el("article", { class: "pq-q", "aria-labelledby": id + "-h", "data-id": q.id }, head,
      q.tags.length ? el("p", { class: "pq-tags" }, "Topic: " + q.tags.join(", ")) : null,
      el("div", { class: "dg-question", id: id + "-stem", html: q.q }));
    const view = { q: q, article: article, head: head, inputs: [], rows: {} };
    if (isRecall(q)) {
      article.append(el("p", { class: "dg-recall", html: q.p }));
      return view;
    }
    const multi = q.n > 1;
    const fieldset = el("fieldset", { class: "pq-options", "aria-describedby": id + "-stem" },
      el("legend", null, multi ? "Pick " + (q.n === 2 ? "two" : q.n) + " options" : "Pick one option"));
    const options = new Map(q.o);
    for (const letter of opts.order || q.o.map((o) => o[0])) {
      const input = el("input", { type: multi ? "checkbox" : "radio", name: id, id: id + "-" + letter, value: letter });
      input.checked = (opts.picks || []).includes(letter);
      if (opts.onPick) input.addEventListener("change", () => opts.onPick(picked(view)));
      const status = el("span", { class: "pq-status" });
      const row = el("div", { class: "dg-option pq-option" },
        el("label", { for: id + "-" + letter }, input, el("span", { class: "dg-letter" }, letter),
          el("span", { class: "dg-option-text", html: options.get(letter) })), status);
      view.inputs.push(input);
      view.rows[letter] = { row: row, status: status };
      fieldset.append(row);
    }
    view.form = el("form", { class: "pq-form" }, fieldset);
    article.append(view.form);
    return view;
  }
  const picked = (view) => view.inputs.filter((i) => i.checked).map((i) => i.value);

  function markOptions(view, picks) {  // a text status as well as colour
    const answer = key(view.q);
    for (const input of view.inputs) input.disabled = true;
    for (const [letter, { row, status }] of Object.entries(view.rows)) {
      const right = answer.includes(letter), mine = picks.includes(letter);
      row.classList.toggle("pq-right", right);
      row.classList.toggle("pq-wrong", mine && !right);
      status.textContent = right ? (mine ? "Correct · your pick" : "Correct answer") : (mine ? "Your pick · wrong" : "");
    }
  }
  function verdictText(q, picks, ok) {
    if (isRecall(q)) return ok ? "You knew it." : "Marked to study again.";
    if (!key(q)) return "This question has no answer set; read the explanation.";
    const answer = key(q);
    return ok ? "Correct: " + letters(answer) + "." : "Not quite: you picked " + (letters(picks.join("")) || "nothing")
      + "; the answer is " + letters(answer) + ".";
  }
  function showFeedback(view, picks, ok, after) {
    const q = view.q;
    if (!isRecall(q)) markOptions(view, picks);
    const verdict = el("p", { class: "dg-verdict " + (ok ? "dg-verdict-right" : "dg-verdict-wrong"), tabindex: "-1" },
      verdictText(q, picks, ok));
    view.article.append(verdict, backOf(q));
    if (after) view.article.append(after);
    return verdict.textContent;
  }
  function revealRecall(view, onGrade) {  // shows the back, then asks how it went
    view.article.append(backOf(view.q));
    const ask = el("div", { class: "pq-grade", role: "group", "aria-label": "Did you know it?" },
      el("span", null, "Did you know it? "),
      el("button", { type: "button", onclick: () => { ask.remove(); onGrade(true); } }, "Knew it"),
      el("button", { type: "button", onclick: () => { ask.remove(); onGrade(false); } }, "Didn't know it"));
    view.article.append(ask);
    ask.querySelector("button").focus();
  }

  // ---- practice ------------------------------------------------------------------------------
  const practice = { list: [], at: 0 };
  function filtered(tagSelect, show) {
    const tag = tagSelect.value;
    return questions.filter((q) => (!tag || tagsOf(q).includes(tag))
      && (show === "all" || (show === "todo" && !answers[q.id]) || (show === "missed" && answers[q.id] && !answers[q.id].ok)));
  }
  function fillTags(select) {
    const counts = new Map();
    for (const q of questions) for (const t of tagsOf(q)) counts.set(t, (counts.get(t) || 0) + 1);
    select.replaceChildren(el("option", { value: "" }, "All topics (" + questions.length + ")"),
      ...[...counts.keys()].sort().map((t) => el("option", { value: t }, t + " (" + counts.get(t) + ")")));
  }
  function practiceView(q, number, total) {
    const view = questionView(q, { ctx: "p", number: number, total: total });
    const retry = () => el("button", { type: "button", class: "pq-retry", onclick: () => {
      delete answers[q.id]; save(); renderPractice(); focusOn(document.querySelector("[data-id='" + q.id + "'] .pq-qhead"));
    } }, "Try again");
    const saved = answers[q.id];
    if (saved) {
      for (const input of view.inputs) input.checked = saved.p.includes(input.value);
      showFeedback(view, saved.p.split("").filter(Boolean), saved.ok, retry());
    } else if (isRecall(q)) {
      const reveal = el("button", { type: "button", class: "pq-primary", onclick: () => {
        reveal.remove();
        revealRecall(view, (ok) => { record(q, [], ok); announce(recallVerdict(view, ok, retry)); stats(); });
      } }, "Show answer");
      view.article.append(reveal);
    } else {
      const message = el("p", { class: "pq-hint", role: "status" });
      view.form.append(el("button", { type: "submit", class: "pq-primary" }, "Check answer"), message);
      view.form.addEventListener("submit", (event) => {
        event.preventDefault();
        const picks = picked(view);
        if (picks.length !== q.n) {
          message.textContent = q.n > 1 ? "Pick " + q.n + " options, then check." : "Pick an option first.";
          return;
        }
        view.form.querySelector("button[type=submit]").remove();
        message.remove();
        const ok = gradable(q) && same(picks, q);
        if (gradable(q)) record(q, picks, ok);
        announce(showFeedback(view, picks, ok, retry()));
        view.article.querySelector(".dg-verdict").focus({ preventScroll: true });  // (its button is gone)
        stats();
      });
    }
    return view;
  }
  function recallVerdict(view, ok, retry) {
    const verdict = el("p", { class: "dg-verdict " + (ok ? "dg-verdict-right" : "dg-verdict-wrong"), tabindex: "-1" },
      verdictText(view.q, [], ok));
    view.article.querySelector(".pq-back").before(verdict);
    view.article.append(retry());
    verdict.focus({ preventScroll: true });  // (the grading buttons are gone)
    return verdict.textContent;
  }
  function stats() {
    const done = Object.values(answers), right = done.filter((a) => a.ok).length;
    $("pq-stats").textContent = plural(questions.length, "question") + " · " + done.length + " answered · "
      + right + " right";
    const missed = questions.filter((q) => answers[q.id] && !answers[q.id].ok);
    $("pq-anki-missed").replaceChildren(missed.length ? ankiSearch(missed, "pq-anki-p") : el("p", null,
      "Questions you miss are listed here as a search for Anki's browser."));
  }
  function renderPractice() {
    const list = practice.list = filtered($("pq-tag"), $("pq-show").value);
    const one = $("pq-view").value === "one";
    const box = $("pq-questions");
    if (!list.length) {
      box.replaceChildren(el("p", { class: "pq-note" }, "No question matches this choice."));
      $("pq-where").textContent = "";
      $("pq-prev").disabled = $("pq-next").disabled = true;
      stats();
      return;
    }
    const size = one ? 1 : PAGE;
    practice.at = Math.max(0, Math.min(practice.at, list.length - 1));
    const start = practice.at - (practice.at % size), end = Math.min(list.length, start + size);
    box.replaceChildren(...list.slice(start, end).map((q, i) => practiceView(q, start + i + 1, list.length).article));
    $("pq-where").textContent = one ? (start + 1) + " of " + list.length : (start + 1) + "–" + end + " of " + list.length;
    $("pq-prev").disabled = start === 0;
    $("pq-next").disabled = end >= list.length;
    position = list[start].id;
    stats();
  }
  function turn(step) {
    const size = $("pq-view").value === "one" ? 1 : PAGE;
    practice.at = practice.at - (practice.at % size) + step * size;
    renderPractice();
    save();
    focusOn(document.querySelector("#pq-questions .pq-qhead"));
  }

  // ---- the bridge back to Anki -------------------------------------------------------------------
  function ankiSearch(missed, id) {
    const search = "nid:" + missed.map((q) => q.nid).join(",");
    const field = el("input", { id: id, class: "pq-search", readonly: true, value: search });
    const status = el("span", { role: "status" });
    return el("div", { class: "pq-anki" },
      el("label", { for: id }, "Study these " + plural(missed.length, "question") + " in Anki: paste this into "
        + "the Browse window's search, or into Tools → Create Filtered Deck"), field,
      el("button", { type: "button", onclick: () => {
        field.select();
        (navigator.clipboard ? navigator.clipboard.writeText(search) : Promise.reject())
          .then(() => { status.textContent = " Copied."; }, () => { status.textContent = " Selected: press Ctrl+C."; });
      } }, "Copy"), status);
  }

  // ---- exam -------------------------------------------------------------------------------------
  let exam = null, examTimer = 0;
  function pool() {
    const tag = $("pq-exam-tag").value, recall = $("pq-recall").checked;
    return questions.filter((q) => gradable(q) && (recall || !isRecall(q)) && (!tag || tagsOf(q).includes(tag)));
  }
  function setupExam() {
    const count = $("pq-count"), available = pool().length;
    count.max = Math.max(1, available);
    if (!count.dataset.touched || !count.value || +count.value > available) count.value = Math.min(available, 20) || 1;
    if (!$("pq-minutes").dataset.touched) $("pq-minutes").value = Math.max(1, Math.ceil(+count.value * 1.5));
    $("pq-available").textContent = plural(available, "question") + " available"
      + ($("pq-recall").checked ? "" : " (recall questions left out)") + ".";
  }
  function startExam(settings) {
    const drawn = shuffle(pool()).slice(0, settings.count);
    if (!drawn.length) { announce("No question matches this choice."); return; }
    exam = { settings: settings, at: 0, ends: Date.now() + settings.minutes * 60000, warned: {},
      items: drawn.map((q) => ({ q: q, picks: [], flagged: false, graded: null,
        order: q.fixed ? q.o.map((o) => o[0]) : shuffle(q.o.map((o) => o[0])) })) };
    runExam();
    announce("Exam started: " + plural(drawn.length, "question") + ", " + plural(settings.minutes, "minute") + ".");
  }
  function runExam() {
    $("pq-setup").hidden = true; $("pq-results").hidden = true; $("pq-run").hidden = false;
    $("pq-confirm").hidden = true;
    clearInterval(examTimer);
    examTimer = setInterval(tick, 1000);
    showExamQuestion(exam.at);
    tick();
  }
  // An exam in progress survives a reload (a phone may drop the tab): its questions by id and hash.
  const EXAM_KEY = KEY + ":exam";
  function saveExam() {
    if (!store || !exam) return;
    try {
      if (exam.done) { store.removeItem(EXAM_KEY); return; }
      store.setItem(EXAM_KEY, JSON.stringify({ settings: exam.settings, at: exam.at, ends: exam.ends,
        items: exam.items.map((i) => ({ id: i.q.id, h: i.q.h, picks: i.picks, flagged: i.flagged,
          graded: i.graded, order: i.order })) }));
    } catch (e) { /* a full storage: the exam goes on unsaved */ }
  }
  function restoreExam() {
    let saved = null;
    try { saved = JSON.parse(store.getItem(EXAM_KEY) || "null"); } catch (e) { saved = null; }
    const letters = (q, list) => Array.isArray(list) && list.every((l) => q.o.some((o) => o[0] === l));
    const fits = saved && Array.isArray(saved.items) && saved.items.length && typeof saved.ends === "number"
      && saved.settings && +saved.settings.count > 0 && +saved.settings.minutes > 0
      && saved.items.every((i) => byId.has(i.id) && byId.get(i.id).h === i.h && letters(byId.get(i.id), i.picks)
        && letters(byId.get(i.id), i.order) && i.order.length === byId.get(i.id).o.length);
    if (!fits) { if (saved) store.removeItem(EXAM_KEY); return false; }  // (a question changed since)
    exam = { settings: saved.settings, at: Math.min(+saved.at || 0, saved.items.length - 1), ends: saved.ends,
      warned: {}, items: saved.items.map((i) => ({ q: byId.get(i.id), picks: i.picks, flagged: !!i.flagged,
        graded: typeof i.graded === "boolean" ? i.graded : null, order: i.order })) };
    runExam();
    return true;
  }
  function clock(ms) {
    const s = Math.max(0, Math.ceil(ms / 1000));
    return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
  }
  function tick() {
    if (!exam || exam.done) return;
    const left = exam.ends - Date.now();
    $("pq-timer").textContent = "Time left " + clock(left);
    for (const minutes of [5, 1]) {
      if (left <= minutes * 60000 && !exam.warned[minutes] && exam.settings.minutes > minutes) {
        exam.warned[minutes] = true;
        announce(plural(minutes, "minute") + " left.");
      }
    }
    if (left <= 0) finishExam(true);
  }
  const answered = (item) => isRecall(item.q) ? item.graded !== null : item.picks.length > 0;
  function showExamQuestion(index) {
    exam.at = index;
    saveExam();
    const item = exam.items[index], q = item.q;
    const view = questionView(q, { ctx: "e", number: index + 1, total: exam.items.length, order: item.order,
      picks: item.picks, onPick: (picks) => { item.picks = picks; sheet(); saveExam(); } });
    if (isRecall(q)) {
      const grade = (ok) => { item.graded = ok; sheet(); saveExam(); view.article.append(el("p", { class: "pq-hint" },
        ok ? "Marked: knew it." : "Marked: didn't know it.")); };
      if (item.graded === null) {
        const reveal = el("button", { type: "button", onclick: () => { reveal.remove(); revealRecall(view, grade); } },
          "Show answer");
        view.article.append(reveal);
      } else {
        view.article.append(backOf(q), el("p", { class: "pq-hint" }, item.graded ? "Marked: knew it." : "Marked: didn't know it."));
      }
    }
    $("pq-exam-question").replaceChildren(view.article);
    $("pq-position").textContent = "Question " + (index + 1) + " of " + exam.items.length;
    $("pq-flag").setAttribute("aria-pressed", String(item.flagged));
    $("pq-flag").replaceChildren("Flag for review", ...(item.flagged ? [el("span", { "aria-hidden": "true" }, " ⚑")] : []));
    $("pq-exam-prev").disabled = index === 0;
    $("pq-exam-next").disabled = index === exam.items.length - 1;
    sheet();
  }
  function sheet() {
    $("pq-sheet").replaceChildren(...exam.items.map((item, i) => {
      const states = [answered(item) ? "answered" : "not answered"].concat(item.flagged ? ["flagged"] : []);
      return el("li", null, el("button", { type: "button", class: "pq-cell" + (answered(item) ? " pq-done" : "")
          + (item.flagged ? " pq-flagged" : ""), "aria-current": i === exam.at ? "step" : false,
        "aria-label": "Question " + (i + 1) + ": " + states.join(", "),
        onclick: () => { showExamQuestion(i); focusOn($("pq-exam-question").querySelector(".pq-qhead")); } },
        String(i + 1), el("span", { class: "pq-mark", "aria-hidden": "true" },
          (answered(item) ? "✓" : "") + (item.flagged ? "⚑" : ""))));
    }));
  }
  function trySubmit() {
    const open = exam.items.map((item, i) => answered(item) ? 0 : i + 1).filter(Boolean);
    if (!open.length) { finishExam(false); return; }
    $("pq-confirm-text").textContent = plural(open.length, "question") + " not answered yet (" + open.join(", ")
      + "); " + (open.length === 1 ? "it counts" : "they count") + " as wrong.";
    $("pq-confirm").hidden = false;
    $("pq-keep-going").focus();
    announce($("pq-confirm-text").textContent);
  }
  function finishExam(timedOut) {
    clearInterval(examTimer);
    exam.done = true;
    saveExam();
    const items = exam.items;
    const right = (item) => isRecall(item.q) ? item.graded === true : same(item.picks, item.q);
    const score = items.filter(right).length, percent = Math.round(100 * score / items.length);
    const byTag = new Map();
    for (const item of items) for (const t of tagsOf(item.q)) {
      const row = byTag.get(t) || [0, 0];
      row[0] += right(item) ? 1 : 0; row[1] += 1;
      byTag.set(t, row);
    }
    for (const item of items) if (answered(item)) record(item.q, item.picks, right(item));
    const missed = items.filter((item) => !right(item));
    const headline = el("h3", { tabindex: "-1", class: "pq-score" },
      "Score: " + score + " of " + items.length + " (" + percent + "%)");
    const used = exam.settings.minutes * 60000 - Math.max(0, exam.ends - Date.now());
    const table = el("table", { class: "pq-table" }, el("caption", null, "By topic"),
      el("thead", null, el("tr", null, ...["Topic", "Right", "Questions", "Score"].map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", null, ...[...byTag.keys()].sort().map((t) => {
        const [r, n] = byTag.get(t);
        return el("tr", null, el("th", { scope: "row" }, t), el("td", null, String(r)), el("td", null, String(n)),
          el("td", null, Math.round(100 * r / n) + "%"));
      })));
    const review = missed.map((item) => {
      const number = items.indexOf(item) + 1;
      const view = questionView(item.q, { ctx: "r", number: number, total: items.length, order: item.order, picks: item.picks });
      view.head.textContent = "Question " + number + (answered(item) ? "" : " (not answered)");
      showFeedback(view, item.picks, false);
      return view.article;
    });
    $("pq-results").replaceChildren(...[headline,
      el("p", null, timedOut ? "Time ran out; unanswered questions count as wrong." : "Finished in " + clock(used) + "."),
      items.some((item) => item.q.tags.length) ? table : null,
      el("h3", null, missed.length ? "Missed questions (" + missed.length + ")" : "No question missed."),
      missed.length ? ankiSearch(missed.map((item) => item.q), "pq-anki-e") : null,
      ...review,
      el("p", { class: "pq-row" },
        el("button", { type: "button", class: "pq-primary", onclick: () => startExam(exam.settings) }, "Retake exam"),
        el("button", { type: "button", onclick: () => { $("pq-results").hidden = true; $("pq-setup").hidden = false;
          setupExam(); focusOn($("pq-count")); } }, "New exam"))].filter(Boolean));
    $("pq-run").hidden = true; $("pq-results").hidden = false;
    focusOn(headline);
    announce((timedOut ? "Time is up. " : "Exam submitted. ") + "Score: " + score + " of " + items.length + ".");
    stats();
  }

  // ---- export and import -----------------------------------------------------------------------
  function exportProgress() {
    const file = JSON.stringify({ format: FORMAT, version: 1, deck: deck.id, answers: answers }, null, 1);
    const link = el("a", { href: "data:application/json;charset=utf-8," + encodeURIComponent(file),
      download: deck.id + "-progress.json" });
    document.body.append(link);
    link.click();
    link.remove();
    announce("Exported " + plural(Object.keys(answers).length, "answer") + ".");
  }
  function importProgress(text) {
    let file;
    try { file = JSON.parse(text); } catch (e) { return "Not imported: the file is not a progress file (not JSON)."; }
    if (!file || file.format !== FORMAT || typeof file.answers !== "object" || !file.answers)
      return "Not imported: the file is not a deckgen progress file.";
    if (file.deck !== deck.id) return "Not imported: this progress is for the deck '" + String(file.deck).slice(0, 80)
      + "', not '" + deck.id + "'.";
    if (!Object.values(file.answers).every(validEntry)) return "Not imported: the file is damaged.";
    const [kept, stale] = current(file.answers);
    answers = Object.assign({}, answers, kept);
    save();
    renderPractice();
    return "Imported " + plural(Object.keys(kept).length, "answer") + (stale ? " (" + stale
      + " skipped: for questions that changed since)." : ".");
  }

  // ---- night mode, modes, start -------------------------------------------------------------------
  function theme() {
    const chosen = store && store.getItem(THEME);
    const night = chosen ? chosen === "night" : dark.matches;
    document.body.classList.toggle("nightMode", night);
    $("pq-night").setAttribute("aria-pressed", String(night));
  }
  function mode(name) {
    $("pq-practice").hidden = name !== "practice";
    $("pq-exam").hidden = name !== "exam";
    $("pq-mode-practice").setAttribute("aria-pressed", String(name === "practice"));
    $("pq-mode-exam").setAttribute("aria-pressed", String(name === "exam"));
    if (name === "exam" && !exam) setupExam();
  }
  theme();
  dark.addEventListener("change", theme);
  $("pq-night").addEventListener("click", () => {
    const night = !document.body.classList.contains("nightMode");
    if (store) store.setItem(THEME, night ? "night" : "day");
    document.body.classList.toggle("nightMode", night);
    $("pq-night").setAttribute("aria-pressed", String(night));
  });
  $("pq-mode-practice").addEventListener("click", () => mode("practice"));
  $("pq-mode-exam").addEventListener("click", () => mode("exam"));
  fillTags($("pq-tag"));
  fillTags($("pq-exam-tag"));
  for (const id of ["pq-tag", "pq-show", "pq-view"]) {
    $(id).addEventListener("change", () => { practice.at = 0; renderPractice(); save(); });
  }
  $("pq-filter").addEventListener("submit", (event) => event.preventDefault());
  $("pq-prev").addEventListener("click", () => turn(-1));
  $("pq-next").addEventListener("click", () => turn(1));
  $("pq-export").addEventListener("click", exportProgress);
  $("pq-import").addEventListener("change", (event) => {
    const file = event.target.files[0];
    if (!file) return;
    file.text().then((text) => { announce(importProgress(text)); event.target.value = ""; });
  });
  $("pq-clear").addEventListener("click", () => {
    const count = Object.keys(answers).length;
    if (!count || !confirm("Clear all " + plural(count, "saved answer") + "? Export them first to keep a copy.")) return;
    answers = {}; save(); renderPractice(); announce("Progress cleared.");
  });
  for (const id of ["pq-exam-tag", "pq-recall", "pq-count"]) $(id).addEventListener("change", setupExam);
  for (const id of ["pq-count", "pq-minutes"]) $(id).addEventListener("input", () => { $(id).dataset.touched = "1"; });
  $("pq-setup").addEventListener("submit", (event) => {
    event.preventDefault();
    startExam({ count: Math.min(+$("pq-count").value, pool().length), minutes: +$("pq-minutes").value });
  });
  $("pq-exam-prev").addEventListener("click", () => showExamQuestion(exam.at - 1));
  $("pq-exam-next").addEventListener("click", () => showExamQuestion(exam.at + 1));
  $("pq-flag").addEventListener("click", () => {
    const item = exam.items[exam.at];
    item.flagged = !item.flagged;
    showExamQuestion(exam.at);
    $("pq-flag").focus();
  });
  $("pq-submit").addEventListener("click", trySubmit);
  $("pq-submit-anyway").addEventListener("click", () => finishExam(false));
  $("pq-keep-going").addEventListener("click", () => { $("pq-confirm").hidden = true; focusOn($("pq-exam-question").querySelector(".pq-qhead")); });
  if (!store) announce("This browser does not let the page save progress; answers last until you close it.");
  const start = position ? questions.findIndex((q) => q.id === position) : 0;
  practice.at = Math.max(0, start);
  $("pq-view").value = savedView;
  mode("practice");
  renderPractice();
  if (store && restoreExam()) mode("exam");
  document.documentElement.setAttribute("data-ready", "1");
  performance.mark("deckgen-ready");  // (bench/bench_practice.py reads it: time to interactive)
})();
