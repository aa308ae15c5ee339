"""Scraped page furniture: what a page copied with its question holds around it, never content (its navigation,
counters, timers, controls, bars, breadcrumbs, notices, titles and readers' threads), found by its form and blanked
line by line so that line numbers stay. Used by `sections` on a raw text's lines before it reads them.
"""
from __future__ import annotations

import functools
import re

from .clutter import TIMESTAMP, after_buttons, clutter, inline_clutter, without_comments, without_sign_off
from .references import without_references


# Scraped page furniture: a line that is all navigation, a counter, a timer or a control of the page it was copied from ("Next
# question →", "Question 14 of 65", "Time: 01:12", "Report an issue with this question", "Score: 12/20"). Known by its form: a
# short line with no sentence in it, only an action on the page (a control's verb and what it acts on: a question, an answer,
# an issue, a page), a count, a clock or arrows (and a control's box, star or clock: "☐ Mark for review", "⏱ Time 01:12:45")
ARROWS = r"[←→↑↓«»‹›<>|/•·⟵⟶⇐⇒◀▶❮❯▾▴▸◂▼▲☰≡⬅⤴⤵⏸⏯⏹☐☑☒□▢☆★⚑⏱⏲⏳⌛⌚⏰🚩\ufe0f\s*—–-]*"  # (and bold: "**Question 14 of 60**")
FURNITURE = re.compile(
    ARROWS + r"(?:(?:"
    r"(?:report|flag|bookmark|save|share|mark|skip|hide|show|reveal|view(?:ing)?|jump|submit|check|review|discuss|rate|copy|print|"
    r"click|tap)"
    r"\b[\w\s'’/:☐☑-]{0,40}?\b(?:questions?|answers?|explanations?|issues?|problems?|errors?|later|review|link|page|"
    r"solution|wording|typos?|mistakes?)"
    # "Spotted a mistake in this item? Tell the editors →", "Up next → Drill 5, Question 43: Feature stores"
    r"|(?:spotted|found|see|notice)\s+(?:a|an)\s+(?:mistake|error|typo|issue|problem)\b[^\n]{0,60}?|(?:up next|next up)\b[^\n]{0,70}?"
    # a site's test and set ("Practice set 2") and cart ("🛒 Cart (0)"; its menus, "Courses ▾", are short names in its bar)
    r"|(?:practice\s+)?(?:set|test|exam|quiz|drill|mock)\s*#?\s*(?:\d+(?:\.\d+)*|(?-i:[A-Z]))\b"  # ("Quiz 4.3")
    # a course's breadcrumb, and the lesson's title after it: "Module 4 · Lesson 2 — Scheduling GPU workloads with Run:ai"
    # ("Module 2 · Lesson 1: Getting software from NGC", "Lesson 3.4 quiz: Containers on Slurm", "Module 4 · Lesson 1 | …")
    r"|(?:module|lesson|unit|chapter|week)\s+\d+(?:\.\d+)*(?:\s*[·|/>›»—–-]\s*(?:module|lesson|unit|chapter|week|quiz)\s+\d+(?:\.\d+)*)*"
    r"(?:\s+(?:quiz|review|check))?\s*(?:[—–|:-]\s*(?-i:[A-Z0-9])[^\n.?!]{0,70})?$"
    r"|(?:pick|select|choose|tick|mark)\s+(?:(?:\d+|one|two|three)\s+(?:answers?|options?)|all\s+that\s+apply)(?:\s*,)?\s+then\s+"
    r"(?:press|click|tap|hit)\s+[\"“]?[\w ]{1,20}[\"”]?"  # ("Select all that apply, then click Check Answer.", 'then hit "Check"')
    # an export's note that its options are missing: "(Answer choices are shown as buttons … not included in this export.)"
    r"|\((?=[^()\n]*\b(?:export|exporter|player|page|copy|printout|version|save)\b)\s*(?:the\s+)?(?:answer\s+)?(?:choices|options)\b[^()\n]{0,100}\b(?:not\s+(?:included|shown|exported|saved|copied)|omitted)"
    r"\b[^()\n]{0,60}\)"
    r"|(?:knowledge\s+check|check\s+your\s+understanding|self[- ]check|end-of-(?:module|lesson|unit)\s+quiz)"
    r"(?:\s*\(?\d+\s*(?:of|/)\s*\d+\)?)?"  # ("Knowledge check (2 of 6)")
    r"|(?:cart|basket|notifications?|inbox)\s*\(\d+\)"
    # a question's difficulty and its takers: "Difficulty ★★★★☆ Hard", "Level: EASY", "[MEDIUM]", "🟢 Easy", "Diff: 2/5",
    # "Attempted by 1,204 learners", "63% answered correctly", "142 people answered this question"
    r"|(?:(?:difficulty(?:\s+level)?|level|diff)\s*[:—–-]?\s*|\[\s*|[🟢🟡🟠🔴🔵⚪⚫]\s*)[★☆]*\s*(?:very\s+)?(?:easy|medium|hard|"
    r"beginner|intermediate|advanced|expert|basic)(?:[-–]\w+)?(?:\s*\])?|(?:difficulty|diff)\s*[:—–-]?\s*\d\s*/\s*\d"
    r"|attempted\s+by\s+[\d,]+\s+\w+|\d{1,3}\s*%\s+(?:answered|got\s+it)\s+(?:correctly|right)|#\d{1,5}|q-\d{1,6}|[\d,]+\s+(?:people|learners|users)\s+answered\s+this(?:\s+question)?"
    # a page's tags, progress bar, age and rating: "Tags: #kv-cache #gqa", "[■■■■□□□□]", "updated 2 months ago", "★★★★☆ (41 ratings)"
    r"|tags?:\s*(?:#[\w-]+\s*)+|\[[■□▮▯█▓▒░\s]+\]|(?:updated|edited|posted)\s+\d+\s+\w+\s+ago|[★☆]+\s*\(\d+\s+ratings?\)"
    r"|(?:end|finish|submit|exit)\s+(?:exam|test|quiz|attempt)"  # ("Previous   Next   End exam")
    r"|(?:(?<=[↑↓▲▼⬆⬇])|(?<=[↑↓▲▼⬆⬇]\s))\d+[kK]?"  # (a post's votes: "↑ 88  ↓ 2")
    r"|(?:←\s*)?(?:back|return)\s+to\s*:\s*[^\n]{1,60}"  # (a link back to the page's section: "← Back to: Virtualization")
    r"|(?:next|previous|prev|first|last|continue|skip|go back|all questions|(?:back|return) to (?:top|list|questions|quiz|course|"
    r"drill|test|exam|set|review|results|summary))"
    r"(?:\s+(?:question|page|step|item|quiz))?"
    r"|(?:(?:quiz|exam|test|new|practice)\s+)?(?:question|q|item|page|card|topic|pregunta|frage|domanda|quest[ãa]o|vraag|pytanie)\s*"
    r"(?:no\.?\s*)?#?\s*[:.]?\s*\d+\s*(?:(?:of|/|out of|de|von|di|van|z)\s*\d+)?"  # ("Topic #: 1", "Pregunta 7 / 25")
    r"(?:\s*(?:[✗✘❌✓✔✅]|[:—–-])\s*(?:incorrect|correct|wrong|right|skipped|unanswered)\b)?"  # (how the reader did: "Question 23  ✗ Incorrect")
    r"(?:\s*[-–—]?\s*\(\s*exam\s+topic\s+\d+\s*\))?|\(\s*exam\s+topic\s+\d+\s*\)"  # (a question bank's "NEW QUESTION 81 - (Exam Topic 2)")
    # a discussion site's title and header ("Exam NCA-AIIO topic 1 question 38 discussion", "Actual exam question from …")
    r"|exam\s+\S{2,30}\s+topic\s+\d+\s+question\s+\d+(?:\s+discussion)?|actual\s+exam\s+question\s+from\s+[^\n]{1,40}"
    # a quiz platform's review of one question (Moodle's): "Mark 0.00 out of 1.00", "Question text", "Select one or more:"
    # ("Your answer is incorrect" is a mark: on a line of its own, it may be its option's, `answerhints.marks_on_options`)
    r"|mark\s+\d+(?:\.\d+)?\s+out\s+of\s+\d+(?:\.\d+)?|marked\s+out\s+of\s+\d+(?:\.\d+)?|question\s+text"
    r"|select\s+one(?:\s+or\s+more)?|not\s+(?:yet\s+)?answered|answer\s+saved"
    # (and its summary: "Started on Tuesday, 14 May 2024, 7:02 PM", "State Finished", "Grade 7.00 out of 10.00 (70%)")
    r"|(?:started|completed)\s+on\s+[A-Z][a-z]+day,?\s[^\n]{5,40}|state\s+(?:finished|in\s+progress|never\s+submitted)"
    r"|time\s+taken\s+\d+\s+(?:mins?|minutes?|hours?|secs?)[\w\s]{0,30}|grade\s+\d+(?:\.\d+)?\s+out\s+of\s+\d+(?:\.\d+)?(?:\s*\(\d+%\))?"
    # its votes: "upvoted 14 times", "Community vote distribution", "C (91%)  B (9%)  Other", "Most Voted", "c: 52 votes (71%)  a: 14 votes …", "bce: 57 votes (74%)", "B   64 votes (58%)", "c   71%"
    r"|upvoted\s+\d+\s+times?|(?:community\s+)?vote\s+distribution|community\s+votes?|(?:(?-i:[A-H]{1,3}|[a-h]{1,3})\s*\(\d{1,3}\s*%\)\s*)+(?:others?\b(?:\s*\(\d{1,3}\s*%\))?)?|others?\s*\(\d{1,3}\s*%\)|(?:(?-i:[A-H]{1,3}|[a-h]{1,3})(?:\s*[:–-]\s*|\s+)\d{1,5}\s+votes?(?:\s*\(\d{1,3}\s*%\))?\s*){1,8}|(?-i:[a-h]{1,3})\s+\d{1,3}\s*%|(?:(?-i:[A-H]{1,3})\s+\d{1,3}\s*%\s*){2,8}(?:\(\d[\d,]*\s+votes?\))?|(?-i:[A-H]{1,3})\s*[-–]\s*\d{1,3}\s*%\s*\(\d[\d,]*\s+votes?\)|(?:(?-i:[A-H]{1,3})\s*\(\d[\d,]*\s+votes?\)\s*)+|(?:(?-i:[A-H])\s+\d{1,5}\s*){3,8}"  # ("A 6%  B 11% … (212 votes)", "A - 58% (121 votes)", "D (41 votes)", "A 3  B 41  C 24")
    r"|(?:community\s+(?:answers?|votes?)|votes?|most\s+voted|poll)\s*:\s*(?:\(?(?-i:[A-H]{1,3}|[a-h])\)?|others?)\s*(?:[–—:-]\s*)?\(?\d{1,5}\s*(?:%|votes?)?\)?(?:\s*\(\d[\d,]*\))?(?:\s*[·•|,]?\s*(?:\(?(?-i:[A-H]{1,3}|[a-h])\)?|others?)\s*(?:[–—:-]\s*)?\(?\d{1,5}\s*(?:%|votes?)?\)?(?:\s*\(\d[\d,]*\))?){1,7}(?:\s*\(\s*[\d,]+\s+votes?\s*\))?"
    r"|[\w.-]{2,30}\s+[·–—-]\s+\d+\s+(?:votes?|likes?|upvotes?|points?)|\[\s*(?:q|question)\s*\d+\s*(?:/|of)\s*\d+\s*\]"  # ("Community answers: A 11% · B 83%", "gpu_grandad · 2 votes", "[Q 27/65]")
    r"|most\s+voted|reply"
    r"|\d+\s*(?:of|/|out of)\s*\d+(?:\s+(?:questions?|answered|done|completed|correct))?"
    r"|(?:time|timer|time left|time remaining|time elapsed|elapsed|remaining)\s*[:—–-]?\s*"
    r"\d{1,2}(?::\d{2}){1,2}(?:\s*(?:min|s|sec|elapsed|remaining|left))?"
    r"|\d{1,2}(?::\d{2}){1,2}(?:\s*(?:remaining|left|elapsed|spent|on this (?:question|item)))?"
    r"|(?:score|progress|answered|completed|attempts?|points?|streak|flagged|marked)(?:\s+so\s+far)?\s*[:—–-]?[\s█▓▒░■□▮▯\U0001F300-\U0001FAFF]*\d+"
    r"(?:\s*(?:/|of)\s*\d+)?\s*%?(?:\s*days?\b)?"
    # an app's share footer and tags: "Shared from GPU Cert Prep • streak 🔥 12 days", "#NCAAIIO #DGX", "#BlueField Q.42"
    r"|shared\s+(?:from|via)\s+[^\n•·|]{1,40}|#(?-i:[A-Za-z])[\w-]{1,30}"
    # a question bank's record: "Question ID: NV-1530", "Last reviewed: 2025-03"
    r"|question\s+id\s*:\s*[\w-]{1,20}|last\s+(?:reviewed|updated)\s*:\s*\d{4}(?:-\d{1,2}){0,2}"
    # a page's votes and comments: "👍 312", "💬 Discussion (4)", "12 comments"
    r"|[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?\s*\d*(?:\s+(?:helpful|useful|likes?|votes?|upvotes?|found this helpful))?(?:\s*\(\d+\))?"
    # a printed page's header and footer: its title before its page count, its address before its date or page count
    # ("NCP-AII Practice Set — Virtualization    page 2 of 8", "https://learn.example.io/ncp-aii/q-118    Printed 14/02/2025")
    r"|(?-i:[A-Z])[^\n.?!]{1,70}?(?=\s+page\s+\d+\s+(?:of|/)\s+\d+\s*$)|(?:https?://|www\.)[^\s]+(?=\s+(?:printed\s|\d{1,2}/\d{1,2}/\d{2,4}|page\s+\d))"
    r"|(?:printed\s+(?:on\s+)?)?\d{1,2}/\d{1,2}/\d{2,4}(?:,?\s+\d{1,2}:\d{2}(?:\s*[ap]m)?)?"
    r"|\d+\s+(?:people|users|learners|readers|members)\s+found\s+this\s+(?:explanation\s+|answer\s+|question\s+)?(?:helpful|useful)"
    r"|(?:discuss(?:ion)?|comments?|replies|votes?|likes?|upvotes?)\s*\(\d+(?:\s+(?:comments?|replies|posts?))?\)|\d+\s+(?:comments?|replies|votes?|likes?|upvotes?)"
    # a page's controls and questions to its reader: "⚑ Flag", "Mark for review", "Submit", "Was this helpful? Yes No"
    r"|flag|bookmark|save|mark(?: for review)?|submit|share|back|report|tweet|linkedin|facebook|copy link|helpful\?|(?:(?:f|in|𝕏|✉)(?:\s+|$)){2,}|pause(?: \w+)?|register|join(?: free)?|skip to (?:main )?content|sign (?:in|up)(?: to \w+)?|log ?(?:in|out)|"
    r"sign out|menu|search(?:\s+\w+)?(?:…|\.\.\.)?|(?:dark|light) mode|profile|dashboard|my account|forums?|courses|pricing|"
    r"free (?:tests|quizzes|questions)|(?:multiple|single) (?:selection|choice|answer|response)|"
    # its buttons: "[ Submit answer ]   [ Show hint ]   [ Skip ]"
    r"(?:\[\s*[^\[\]\n]{1,30}?\s*\]\s*){2,}|\[\s+[^\[\]\n]{1,30}?\s+\]|\[(?:all|more|browse|view)\s[^\[\]\n]{1,30}\]|(?:\(\s+[^()\n]{1,30}?\s+\)\s*){2,}|"
    r"\d+ min read|[\d,]+ views|posted by (?:u/)?[\w-]+|r/\w+|u/[\w-]+(?:\s+OP)?\s*·\s*\d+\s*(?:yrs?|mos?|[dhmy])\.?\s+ago(?:\s*·[^\n]{0,40})?"
    r"|\d+\s*(?:yrs?|mos?)\.?\s+ago|sort\s+by:\s*\w+|[•·▪]|[\d.,]+k?\s+points|more\s+replies\s*\(\d+\)|level\s+\d+|reply\s+give\s+award[\w\s]{0,40}|(?:was|is|did)\s+this\s+(?:(?:explanation|answer|question)\s+)?"
    r"(?:helpful|useful|help(?:\s+you)?)\??(?:[\s/·|\U0001F44D\U0001F44E]*(?:yes|no)\b(?:\s*\(\d+\))?)*"  # ("… Yes (14)  No (2)")
    # its ads and placeholders: "Advertisement — Continue reading below", "Sponsored: …", "[image: x.png]", "Loading…"
    r"|advertisement(?:\s*[—–-]\s*continue reading(?:\s+below)?)?|sponsored\s*[:—–-].{0,70}"
    r"|\[\s*(?:image|img|figure|infographic|diagram|picture|photo|video|advertisement|ad|answer choices|choices|"
    r"options)\b[^\]]{0,80}\]"
    r"|loading(?:\s+(?:image|video|comments|content))?(?:…|\.\.\.)?"
    r")[.!…:]?" + ARROWS + r")+", re.I)
# A page in Markdown: a line's lead in bold, an option's letter or a verdict ("- **A.** …", "- **B — ❌ Incorrect.** …",
# "🏆 **Correct answer: C**"): its marks go, as every step reads the lead without them.
LEAD_BOLD = re.compile(r"([ \t]*(?:[-*•>][ \t]+|\d{1,2}[.)][ \t]+)?(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?[ \t]*)?)(\*\*|__)"
                       r"((?:\(?[A-Ha-h][.):]|[A-Ha-h][ \t]+[—–-]|[A-Ha-h](?=(?:\*\*|__)(?![A-Za-z]))|[A-Ha-h][ \t]+\([^()*_\n]{1,40}\)(?=\*\*|__)|(?i:correct|incorrect|wrong|answer|right|why))"
                       r"[^*_\n]{0,80}?)\2")  # (and "1. **A** is wrong — …", "- **A (5.34 s)** — …")
# A counter or a clock run onto the start of a line of text: "Question 14 of 65 A team …", "Time: 01:12 A …".
COUNTER_HEAD = re.compile(r"(?:(?:question|q)\s*#?\d+\s*(?:of|/)\s*\d+|(?:time|timer|time left|time remaining)\s*:?\s*"
                          r"\d{1,2}(?::\d{2}){1,2}(?:\s+(?:elapsed|remaining|left))?)[\s|:.—–-]+(?=[A-Z])", re.I)
# Where the text before furniture run onto a line's end stops.
TEXT_END = re.compile(r"[.!?…)][\"”’]?\s+")
TEXT_WORDS = 3  # (the fewest words of text before furniture run onto a line's end)
# A page's breadcrumb: three places or more parted by › or » ("Home › Practice Exams › Set 3"), the last maybe a title.
# (or by ">", "→" or "::"; by " / ", four places at least: "Practice Exams / NCA-AIIO / Set 2 / Inference & Deployment")
BREADCRUMB = re.compile(r"(?:[^›»▸>→:\n.!?]|\.(?=\S)|:(?!:)){1,40}(?:\s(?:[›»▸>→]|::)\s+(?=[^\W\d_]|[\"“])(?:(?:[^›»▸>→:\n.!?]|\.(?=\S)|:(?!:)){1,70}|"
                        r"[\"“][^\"”\n]{1,80}[\"”])){2,}|[^/\n.!?]{1,40}(?:\s/\s(?=[^\W\d_])[^/\n.!?]{1,40}){3,}")  # (each place a word's: not "> 1000")
BREADCRUMB_CHARS = 160  # (the longest breadcrumb line)
# (by ">", "/", "::" or "→" only from a site's first place, or on the page's first line: "GPU memory → NIC → network →
# NIC" is a path of the text, "LRU > FIFO > Random" a ranking)
CRUMB_MARKS = (" > ", " :: ", " / ", " → ")
NAV_FIRST = ("Home", "Courses", "Course", "Tests", "Practice", "Exam", "Certification", "Dashboard", "Learn", "Training")
#: Furniture is short: longer lines are not tried whole (a line of several pieces, "Question 23 of 65 ⏱ Time
#: remaining: 00:47:19 ☐ Flag for review", up to FURNITURE_LINE_CHARS; a piece run onto text, up to FURNITURE_CHARS).
FURNITURE_CHARS, FURNITURE_LINE_CHARS = 60, 100
# A page's bar of places parted by "|" or "·" ("Practice Test 3 | Question 27 of 60 | Time remaining 00:41:17"),
# or its footer ("© 2025 ExamPrepHub. All rights reserved.", "© 2024 CertDrill Ltd. · Terms · Privacy").
SEGMENT = re.compile(r"\s+[|·]\s+")
# (never "(C) NVLink …", "(C) 1680 GPU-hours", "(C) 2048 MiB": an option, its figure no year, or a year with a unit after it)
COPYRIGHT = re.compile(r"©|(?:\(c\)|copyright)\s*(?:19|20)\d{2}\b(?!\s*(?:[A-Za-z]{1,4}|GPU[\w-]*)\b)", re.I)
SEGMENTED_CHARS = 160
# (a button names an action or shows an icon; "[0-7]" of "File=/dev/nvidia[0-7]" is a range)
BUTTON = re.compile(r"\[(?![\d\s,:.–-]*\])(?![A-H]\])[^\[\]\n\"]{1,40}\]")  # (not a list of quoted words, '["IPC_LOCK"]', nor a letter, "[D]")
BUTTONS_END = re.compile(r"(?:\s*\[(?![\d\s,:.–-]*\])(?![A-H]\])[^\[\]\n\"]{1,30}\])+\s*$")
# A page's address or rule above its question ("🔒 netcert-prep.dev/practice/roce/q/1472", "─────"); not a decorator, "@cuda.jit".
ADDRESS = re.compile(r"(?:(?!@)\W){0,4}(?:https?://)?(?:[\w-]+\.)+(?!(?:conf|cfg|ini|ya?ml|json|txt|log|py|sh|md|csv|xml|toml|pbtxt|onnx|"
                     r"plan|engine|tok|service|so|gz)\b)[a-z]{2,}(?:/\S*)?|[─━═_~=*-]{3,}")  # (not a file: "# slurm.conf")
# A page's notice, ad or form on a line of its own: a cookie banner, a newsletter box, an ad ("Cookie notice: We use
# cookies … [Accept]", "Subscribe to our newsletter — [ your@email.com ] [ Subscribe ]", ">>> AD: … 40% off <<<").
PAGE_NOTICE = re.compile(r"\W{0,5}(?:(?:AD|Ad|Advert(?:isement)?|Sponsored|Promo(?:ted)?)\s*(?:[:—–|·-]|\])\s"
                         r"|.{0,80}\b(?i:cookies?|newsletter)\b.{0,80}\[\s*[A-Za-z][^\]]{0,30}\]"
                         r"|.{0,40}\b(?i:cookies?)\b.{0,120}(?i:accept(?: all)?|reject(?: all)?|manage preferences|got it)\W*$"
                         r"|[▒░▓█■\W]{0,12}(?i:advertisement)\b.{0,140}"  # ("▒▒▒ advertisement ▒▒▒ Study twice as fast …")
                         r"|.{0,120}\bare (?:registered )?trademarks of\b.{0,200}"  # (a site's footer)
                         r"|Related(?:\s+\w+)?:\s[^.·•|]{3,60}(?:\s[·•|]\s[^.·•|]{3,60}){2,}"  # ("Related: X · Y · Z", "• ", "| ")
                         r"|.{0,80}\[\s*(?:subscribe|sign up|join|notify me)\s*\]"  # ("Get the weekly digest [ your@email ] [ Subscribe ]")
                         r"|.{0,60}\b(?:site|website|we|us|independent)\b.{0,60}\bnot (?:endorsed|affiliated) (?:by|with) [A-Z].{0,80}"  # (disclaimer)
                         # a reader's comment: '"shadow vs canary gets me every time" — dgx_dan · 2d ago'
                         r"|.{0,160}\s[—–-]\s*@?[\w.-]{2,30}\s*·\s*\d+\s*(?:[smhdwy]|mo|mins?|hrs?|hours?|days?|weeks?|months?|years?)\s+ago"
                         # ("Comment (mk_infra, 2 months ago): Had exactly this in our lab …")
                         r"|(?:Comment|Reply)\s*\(\s*@?[\w.-]{2,30},\s*\d+\s*(?:[smhdwy]|mo|mins?|hrs?|hours?|days?|weeks?|months?|years?)\s+ago\s*\)\s*:.{0,400}"
                         r"|[\[(]\s*(?:image|img|figure|infographic|diagram|picture|photo|video)\b[^\])]{0,140}[\])]$)", re.S)
STEM_LINES = 12  # (where a scraped page repeats a line, or gives its title: before its question)
# (and its place in the exam's outline: "Domain 3: AI Infrastructure - Storage", "Category: Troubleshooting & Optimization")
TAXONOMY = re.compile(r"\s*(?:(?:exam\s+)?(?:category|domain|topic|subject|objective|section)(?:\s+\d+(?:\.\d+)*)?\s*:"
                      r"|topic\s+\d+\s*[-–—])\s*"  # (a discussion site's "Topic 1 - …"; a guide's "Section 4.3 – …" heads it)
                      r"[^.?!:\n]{2,90}", re.I)
STATE = re.compile(r"\s*(?:(?:partially\s+)?(?:in)?correct|complete|not\s+(?:yet\s+)?answered|answer\s+saved|skipped|unanswered|"
                   r"unattempted)\s*", re.I)
# A page's title above the question: a short line with no sentence end that names a numbered or lettered exam, test,
# quiz or set, in title case ("AI Infrastructure Practice Exam 3 — Virtualization", "Networking — Practice Set B").
EXAM_TITLE = re.compile(r"[^.?!]{0,80}\b(?:(?:Exam|Test|Quiz|Set|Mock)\s+(?:#\s*)?(?:\d+|[A-Z])|Question\s+#\d+)\b"
                        r"(?:[^.?!:]{0,60}|[^.?!:]{0,40}:\s[^.?!:]{1,50})|[^.?!]{0,100}\bPractice Question #\d+")  # (in title case)


def without_furniture(lines: list[str], keep: re.Pattern[str], before: re.Pattern[str], section: re.Pattern[str]) -> list[str]:
    """`lines` with scraped page furniture blanked (so that line numbers stay): lines FURNITURE matches whole, every line
    `keep` matches but the last before the first line `before` matches (a page's prompt, "Select an answer to reveal the
    explanation.", copied more than once), and a readers' thread after a line `section` matches (`without_comments`)."""
    raw = lines[:STEM_LINES + 1]  # (as the page gave them: the passes below blank lines in place)
    first = next((index for index, line in enumerate(lines[:3]) if line.strip()), -1)
    if first >= 0 and any(mark in lines[first] for mark in CRUMB_MARKS) and _breadcrumb(lines[first].strip()):
        lines = lines[:first] + [""] + lines[first + 1:]  # (the page's breadcrumb over its question: "NCP-AII > Domain 4 > …")
    kept = [index for index, line in enumerate(lines) if len(line) <= FURNITURE_CHARS and keep.fullmatch(line)]
    if len(kept) > 1:
        end = next((index for index, line in enumerate(lines) if before.fullmatch(line)), len(lines))
        last = max((index for index in kept if index < end), default=kept[0])
        lines = ["" if index in kept and index != last else line for index, line in enumerate(lines)]
    # (a line the next one starts with, word for word, was copied twice: "A provider hosts a rack." before
    # "A provider hosts a rack. How much power …")
    # (and a quiz platform's state of the question, alone on its line: "Incorrect", over "Mark 0.00 out of 1.00" or not)
    lines[:STEM_LINES] = ["" if len(line) >= 30 and index + 1 < len(lines) and lines[index + 1].startswith(line)
                          and lines[index + 1][len(line):len(line) + 1] == " "
                          or len(line) <= 2 * FURNITURE_CHARS and (_exam_title(line) or _address(line, lines[index - 1] if index else ""))
                          or STATE.fullmatch(line)  # (a review page's state, alone on its line, or over its mark)
                          or len(line) <= 100 and (":" in line or " - " in line or "–" in line or "—" in line)
                          and TAXONOMY.fullmatch(line) else line
                          for index, line in enumerate(lines[:STEM_LINES])]
    cleaned = [_without_furniture(line) for line in without_sign_off(without_comments(lines, section))]
    return _without_heading(without_references(cleaned, STEM_LINES), raw)


def _without_heading(cleaned: list[str], lines: list[str]) -> list[str]:
    """`cleaned` without the page's heading: the text's first line, when it is a title (HEADING: "Module 4 · Cluster
    Networking Fundamentals — Knowledge Check", "CertPrep Pocket — export") over a line of furniture (blanked), or under
    one and over a sentence ("Question 52" / "Cluster Provisioning & Lifecycle" / "You manage …")."""
    first = next((index for index, line in enumerate(cleaned[:STEM_LINES]) if line.strip()), -1)
    if first < 0 or first + 1 >= len(lines) or not (not cleaned[first + 1] and lines[first + 1].strip()
                                                    or first and not cleaned[first - 1] and lines[first - 1].strip()
                                                    and cleaned[first + 1][:1].isupper()) \
            or len(cleaned[first].split()) > HEADING_WORDS or not HEADING.fullmatch(cleaned[first]):
        return cleaned
    return cleaned[:first] + [""] + cleaned[first + 1:]


# A page's title: a few words, each capitalised or short (or a mark between them), with no sentence end.
# ("CertPrep Pocket — export": one word of more than three small letters at most)
HEADING = re.compile(r"\W{0,3}[A-Z][\w'’&/+.-]*(?:\s+(?:[A-Z0-9][\w'’&/+.-]*|[a-z]{1,3}|[·|—–:&-]))*"
                     r"(?:\s+[a-z]{4,}(?:\s+(?:[A-Z0-9][\w'’&/+.-]*|[a-z]{1,3}|[·|—–:&-]))*)?\s*")  # ("Provisioning & Lifecycle")
HEADING_WORDS = 12


def _breadcrumb(line: str) -> bool:
    """BREADCRUMB matches `line` whole, with its buttons ("… » Slurm [Dark mode ◐] [Log in]"), up to BREADCRUMB_CHARS."""
    return len(line) <= BREADCRUMB_CHARS and BREADCRUMB.fullmatch(BUTTONS_END.sub("", line)) is not None


def _address(line: str, before: str = "") -> bool:
    """ADDRESS matches `line` whole, tried only where its marks are; never a command's ("    nvcr.io/nim/…:2.1.0" after "… \\")."""
    return ("." in line and " " not in line.strip()[3:] or line[:1] in "─━═_~=*-") and ADDRESS.fullmatch(line) is not None and line[:1] not in " \t" and not before.rstrip().endswith("\\")


def _exam_title(line: str) -> bool:
    """EXAM_TITLE matches `line` whole, tried only where its words are."""
    return ("Exam" in line or "Test" in line or "Quiz" in line or "Set " in line or "Mock" in line or "#" in line) \
        and EXAM_TITLE.fullmatch(line) is not None


ITEM_HEADING = re.compile(r"#{1,6}[ \t]+(?=(?:Why[ \t]+not|Options?|Choices?|Statements?)[ \t]+\(?[A-Ha-h]\b|\(?[A-Ha-h][.):][ \t])")
NUMBERED_ITEM = re.compile(r"\d{1,2}[.)][ \t]+(?=\(?[A-H]\)?[ \t]+(?:is|are)[ \t]+(?:wrong|incorrect|correct|right|not)\b)")


@functools.lru_cache(maxsize=2048)  # (a deck's texts share their lines: its section markers, a site's bars)
def _without_furniture(line: str) -> str:
    """A line without the furniture it is, or that was run onto its end ("… the server. Next question →")
    or its start ("Question 14 of 65 A team wants …"), and without the bold of its lead ("- **A.** …")."""
    if not line:
        return line
    if ("**" in line or "__" in line) and (bold := LEAD_BOLD.match(line)):
        line = bold[1] + bold[3] + line[bold.end():]
    if line[:1] == "#" and (mark := ITEM_HEADING.match(line)) or line[:1].isdigit() and (mark := NUMBERED_ITEM.match(line)):
        line = line[mark.end():]  # ("#### Why not A?", "1. A is wrong — …": a Markdown heading or list's number over an item)
    if line[:1] == "[" and (stamp := TIMESTAMP.match(line)):  # (a transcript's "[03:18] Run:ai, which …": its words)
        line = line[stamp.end():]
    if "mark" in line or "MR. " in line or "MS. " in line or "THE " in line:
        line = inline_clutter(line)  # (an exam's marks, "… FLOPs [1 mark]."; counsel's "MR. DALTON: Same objection.")
    if len(line) <= FURNITURE_LINE_CHARS and FURNITURE.fullmatch(line):
        return ""
    if ("›" in line or "»" in line or "▸" in line or line.startswith(NAV_FIRST) and any(mark in line for mark in CRUMB_MARKS)) \
            and _breadcrumb(line):
        return ""
    if len(line) <= SEGMENTED_CHARS and _notice(line) or clutter(line):
        return ""
    if ":" in line and line[:1] in "☐□▢⚑[(" and (head := FURNITURE.match(line)) and TAXONOMY.fullmatch(line, head.end()):
        return ""  # (a control run onto the page's outline label: "☐ Mark for review Category: AI Infrastructure …")
    if line[:1] == "[" and after_buttons(line, _without_furniture):  # ("[ Mark for review ] Difficulty: Medium")
        return ""
    if len(line) <= SEGMENTED_CHARS and (COPYRIGHT.match(line) or ("|" in line or "·" in line or line.endswith("]"))
                                         and _furniture_bar(line)):
        return ""
    head = COUNTER_HEAD.match(line) if line[:1] in "QqTt" else None  # (its first letter: "question", "q", "time")
    if head:  # (and the rest may be the page's too: "Time remaining: 52:07   Mark ☐   Font size: A- A+")
        line = "" if clutter(line[head.end():]) else line[head.end():]
    tail = line[-FURNITURE_CHARS - 3:]
    ends = [match.end() for match in TEXT_END.finditer(tail)]
    if ends and FURNITURE.fullmatch(tail[ends[-1]:]) and not ("|" in line and line[-1] in "✓✔✅✗✘❌"):  # (a table row's verdict mark stays)
        kept = line[:len(line) - len(tail) + ends[-1]].rstrip()
        if len(kept.split()) >= TEXT_WORDS:  # (not an option's letter: "C) 2 of 4")
            line = kept
    return line


def _notice(line: str) -> bool:
    """PAGE_NOTICE matches `line`, tried only where its words or marks are (one search per line costs more)."""
    head = line[:12]
    return ("ookie" in line or "ewsletter" in line or line.lstrip()[:1] in "[>" or "Ad" in head or "AD" in head
            or "Spons" in head or "Promo" in head or "]" in line or "ndorsed" in line or "ffiliated" in line or " ago" in line
            or "dvertis" in line or "rademark" in line or "Related" in head or line[:1] == "(") \
        and PAGE_NOTICE.match(line) is not None


def _furniture_bar(line: str) -> bool:
    """The line is a page's bar: places parted by "|" or "·", one at least furniture, the others short names
    (a test's title, "Terms"): no sentence among them."""
    ended = BUTTONS_END.search(line)  # ("NetCert Prep · AI Networking [ ☀ / ☾ ] [ My dashboard ]": buttons end it)
    line = line[:ended.start()] if ended else line
    inner = BUTTON.search(line)  # ("☰ PrepCloud [ Search 4,000+ questions… 🔍 ] Sign in | Join free")
    buttons = int(bool(ended or inner))  # (the page's buttons count as one place of furniture)
    parts = [part.strip(" ≡☰") for part in SEGMENT.split(BUTTON.sub(" ", line) if inner else line) if part.strip(" ≡☰")]
    furniture = [part for part in parts if FURNITURE.fullmatch(part) or COPYRIGHT.search(part) or _exam_title(part)]
    marked = len(furniture) + buttons
    # (a place's name is short, capitalised and no sentence, unless two places or more are furniture: "Avg. time
    # on this item 1m12s" beside "Q 9/40" and "⏲ 47:51"; an icon's name is a letter or two: "𝕏", "in")
    return len(parts) + buttons >= 2 and marked >= 1 and all(
        part in furniture or len(part) <= 2 or (len(part.split()) <= 6 and part[:1].isupper()
                                                and (marked >= 2 or not TEXT_END.search(part + " ")))
        for part in parts)

