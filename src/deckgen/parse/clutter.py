"""More of a scraped page's clutter, known by its form (`furniture` blanks what FURNITURE and PAGE_NOTICE match;
these are the forms later writers' pages showed):
- notices: cookies with no button, a privacy policy accepted by reading on, a boxed ad ("│ … money back! │");
- the page's bars: a menu behind its "☰", a breadcrumb from "Home" or of names in title case parted by ">", a font
  size control, a share bar, a row of buttons and what follows it, a progress bar of "#", a site's title ("… Practice
  Exam - Free Questions"); an exam's marks and a transcript's interjections (`inline_clutter`);
- the question's counter with the page's notes ("Question 61 — Single answer — 1 point …"), page stats
  ("Community difficulty: Medium · Correct rate: 48%"), a "Question:" label alone on its line;
- readers' votes and ratings ("👍 128 👎 6 Most voted: B (91%)", "Did you find this helpful?", "Rate this
  question", "Related questions:", a footer);
- readers' comments: a "Comments" or "Discussion" heading, a handle with its age or the answer it chose ("priya.k
  - 5 days ago", "r_dma_fan Selected Answer: B") and the line of text under a handle that ends its line, a handle
  before a quotation ('tensor_tom — "…"') or after one ('"…" — ops_lena'); and a whole thread, whatever its comments'
  form, under a heading that counts them ("Comments (7)", "💬 2 comments", "⚑ Report 💬 Discussion (12) 👍 96") or
  under "Comments" before a reader's handle ("> hpc_sam: …"), up to the next section's marker.
- a page's buttons before such a part ("[ Mark for review ] Difficulty: Medium"); a site's menu of names in title case
  that ends in an account's control ("… Flashcards Pricing Log in").
Never the question's own text after its counter ("Question 3 — A team runs …") nor a diagram's row."""
from __future__ import annotations

import re

from .answerkind import folds
from .phrases import holds_any

# An exam paper's marks for a question or a step of its working ("[1 mark]", "(3 marks)", "[½ mark]"): its grading,
# never a fact (`furniture` takes them out of the line).
EXAM_MARKS = re.compile(r"\s*[\[(]\s*(?:\d+(?:\.\d+)?|½)\s+marks?\s*[\])]", re.I)
INTERJECTION = re.compile(r"\s*\b(?:(?:MR|MS)\.\s+[A-Z][A-Z'’-]+|THE\s+(?:WITNESS|COURT|REPORTER)):\s+(?:Objection[.!]\s+)?"
                          r"(?P<words>[^.?!\n]{1,80}[.?!])")  # (a transcript's: "MR. DALTON: Objection. Calls for speculation …")


def inline_clutter(line: str) -> str:
    """`line` without an exam's marks ("… FLOPs [1 mark].", "Working (3 marks): …") and a transcript's interjections."""
    line = EXAM_MARKS.sub("", line) if "mark" in line and (" mark]" in line or " marks]" in line or " mark)" in line or " marks)" in line) else line
    if not ("MR. " in line or "MS. " in line or "THE " in line) or not (found := INTERJECTION.search(line)):
        return line  # (a turn that goes on after its first sentence is the speaker's words: "THE COURT: Let the record reflect …")
    return INTERJECTION.sub("", line).strip() if found.start() or found.end() == len(line.rstrip()) else line[found.start("words"):]
# A transcript's time before its words ("[03:18] Run:ai, which …"), and a chat's with the handle after it ("[9:02 PM]
# rackmonkey: …"): `furniture` takes them off the line.
TIMESTAMP = re.compile(r"\[\d{1,2}:\d{2}(?::\d{2})?\]\s*|\[\d{1,2}:\d{2}(?::\d{2})?\s*[AaPp]\.?[Mm]\.?\]\s*(?:@?[\w.-]{2,30}:\s+)?")
_HANDLE_ANSWER = r"(?:[▲△↑+]\s*\d+\s+)?@?[\w.-]{2,30}\s+(?:[·|]\s+)?(?:selected|voted|chose|picked)\s+answer\s*:\s*[A-H]{1,3}"  # ("r_dma_fan Selected Answer: B")
_AGO = r"\d+\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|[smhdwy]|mo)\s+ago"
_SCORED_HANDLE = r"@?[a-z][\w.-]{1,30}(?:\s+(?:★\s*)?(?:top comment\s*)?\(\+\d+\)|\s*·\s*\d+\s+(?:points?|votes?|likes?|upvotes?)|\s+[–—-]\s+\d+\s+(?:points?|votes?)|\s+[▲△]\s*\d+)"  # (or "taiga_dev · 3 points", "saltmarsh_sam  ▲ 3")
_BADGED_AGE = r"(?:\\?>\s*|[└↳├]\s*)?@?[\w.-]{2,30}\s*(?:\([^()\n]{1,20}\)\s*)?[-–—·]\s*" + _AGO
# The page's clutter, matched whole (`clutter`): these forms and those in SCANNED below.
CLUTTER_REST = re.compile(
    r"notice\s*:.{0,200}\bprivacy policy\b.{0,160}"
    # a boxed ad ("│ Pass first time or your money back! │", never a diagram's row), page stats ("Community difficulty: Medium · Correct rate:
    # 48%", "Question #88 Difficulty: ●●○○○ Viewed 4,312 times"), a share bar ("Share ▸ Email · LinkedIn", "Share this question:
    # Facebook LinkedIn X Copy link")
    r"|[│║]\s[^│║\n]{0,150}[!%$€£][^│║\n]{0,150}\s[│║]|(?:community\s+)?difficulty\s*:.{0,120}|correct rate\s*:.{0,60}"
    r"|(?:question|q)\s*#\s*\d+\b.{0,120}\b(?:difficulty|viewed|views|attempts)\b.{0,60}|share(?:\s+this(?:\s+(?:question|page|post|item))?)?\s*[▸:|·].{0,150}"
    # a reader's quoted comment with its handle after it ('▸ "Don't forget to restart slurmd" — ops_lena')
    r"|(?:comments?\s*\(\d+\)\s*)?[▸•-]?\s*[\"“][^\"”]{2,200}[\"”]\s*[—–-]\s*@?[\w.-]{2,30}"
    r"|(?:👍|\U0001F44D)\s*(?:helpful\s*)?\(?\d+\)?\s*(?:(?:👎|\U0001F44E)\s*(?:unhelpful\s*|not\s+helpful\s*)?\(?\d+\)?)?"
    r"(?:\s+share\b.{0,120}|\s+most\s+voted\s*:.{0,80})?|helpful\s*\(\d+\)\s*[·|]?\s*(?:not\s+helpful|unhelpful)\s*\(\d+\)"
    r"|[☰≡]\s.{0,150}"
    r"|(?:[^|>\n]{1,30}\s\|\s)?(?:home|start|main)\s([>/])\s(?:[^>/\n$|=]{1,40}\s\1\s)+[^>/\n$|=]{1,40}"
    r"|(?:[\U0001F44D\U0001F44E]\s*\d+\s*)+(?:most voted\s*:\s*\(?[A-H]\)?\s*(?:\(\d+\s*%\))?)?"
    r"|(?:did you find this|was this) (?:explanation |answer )?(?:helpful|useful)\?.{0,120}"
    r"|rate this (?:question|answer|explanation)\b.{0,120}|related questions?\s*:.{0,300}|footer\s*:.{0,200}"
    r"|progress\s*:?\s*\[[#=\-.\s|█░▒▓■□]+\]\s*\d+\s*%"
    rf"|@?[\w.-]{{2,30}}\s*[-–—·]\s*{_AGO}\b(?:\s*[:·|].{{0,200}})?"
    r"|@?[a-z][\w.]*[_\d][\w.]*\s+[—–-]\s+[\"“].{0,200}[\"”]"
    r"|@?[a-z][\w.]*\d[\w.]*\s+[—–-]\s+(?-i:I|I'm|I've|My|We|Had|Got|Thanks)\b.{0,200}"  # ("vdi_guy_88 — I picked C …")
    r"|(?:question|q)\s*(?:#\s*\d+)?\s*:|#{1,6}\s*question\s*:?"  # (a label or a heading alone on its line: "## Question")
    r"|question\s+type\s*:\s*[^\n.?!]{1,60}"  # (a quiz platform's "Question type: Multiple response (select TWO)")
    r"|level\s+\d+\s*[•·|]\s*lives\s*:[^\n]{0,30}"  # (a quiz game's "Level 9 • Lives: ❤️❤️🖤")
    # a counter with the page's notes ("Question 61 — Single answer — 1 point Bookmarked by 1.1k users ⭐ 4.6/5 (203)"),
    # a row of buttons and what follows them ("[ Submit ] [ Skip ] Time on question: 00:41")
    r"|(?:question|q)\s*#?\s*\d+(?:\s*(?:/|of)\s*\d+)?\s*[—–|·]\s(?:(?!\.\s|\?).){0,150}(?<![.?!])"
    r"|(?:\[\s?[A-Za-z][^\[\]\n]{0,28}\]\s*){2,}(?:(?!\.\s|\?).){0,80}"
    r"|(?:💬\s*)?(?:\d+\s+)?(?:comments?|discussion)(?:\s*\(\d+\))?\s*:?(?:\s*\(?sort(?:ed)?(?:\s+by)?\s*:\s*\[?\s*[\w\s]{1,20}?\s*[▾▼]?\s*\]?\)?)?"
    r"|\[\s*(?:post|add|leave|write)\s+a\s+comment\s*\][^\n]{0,40}"
    rf"|{_HANDLE_ANSWER}"
    # a dump site's labels ("Category: AI Software Stack   Difficulty: ★★☆", "Views: 1,284 …")
    r"|(?:category|topic|domain|section)\s*:[^\n]{0,60}\bdifficulty\s*:[^\n]{0,40}"
    r"|(?:page\s+)?views?\s*:\s*[\d,.]+k?\b[^\n]{0,100}|[^\n]{0,4}\b(?:trending|pinned)\s*:[^\n]{0,200}"
    r"|posted\s+by\s+@?[\w.-]{2,30}\s*[·|][^\n]{0,120}|(?:question|q)\s*#\s*\d+\s+(?:discussion|comments?)\b[^\n]{0,20}"
    # readers' comments with their votes ("▸ anon_83 — AC is correct, passed 08/2024. upvoted 1 times", "• kube_kat ▲ 12 …",
    # "▲ 17  gpu_wrangler  ·  Selected Answer: B", "↳ reply from …"), the page's own lines ("Page generated in 0.42s",
    # "« Previous Question   Question 48 »", "Reveal Solution   Hide Solution", "Community vote distribution: AC (91%) …")
    r"|[•▸-]?\s*@?[\w.-]{2,30}\s+[▲△↑]\s*\d+\b[^\n]{0,250}|↳[^\n]{0,300}"
    r"|page generated in [\d.]+\s*m?s|«[^\n]{0,80}|(?:reveal|show|hide)\s+(?:solution|answer)s?\b[^\n]{0,60}"
    r"|»\s*@?[a-z][\w.-]*[_.\d][\w.-]*\s+[^\n]{1,250}|[↑▲]\s*\d+\s*\|?\s*reply|related\s*:\s*[^\n|]{2,40}\|[^\n]{0,200}"
    r"|community vote[^\n]{0,120}|[▲△]\s*\d+\s*[▼▽]\s*(?:\d+(?:\s+reply)?|(?:\d+\s+)?saved\s+by\s+[\d,]+\s+[a-z]+)|[─━]{1,3}\s*@?[\w.-]{2,30}\s*:\s[^\n]{0,250}"
    # a site's menu and notes ("Home | Exams | Flashcards | Pricing | Blog", "Votes: A 212 | B 19 | …", "Related: \"Sizing …\" | …",
    # "[Load more comments]", "^ 14 Reply")
    r"|home(?:\s*\|\s*[\w&-]+(?:\s[\w&-]+)?){3,}"
    r"|votes?\s*:\s*(?:\(?[A-H]\)?\s+\d+\s*%?\s*\|?\s*){2,}|votes?\s*:\s*(?:[A-H](?:\s+[A-H]){0,2}\s*[—–-]\s*\d+\s*[·|]?\s*){2,}|(?:\(?[A-H]\)?[ \t]+\d+[ \t]*%[ \t]*){3,}"  # (a poll: "A 14%   B 71%   C 9%")
    r"|related\s*:\s*[\"“][^\n]{0,300}|\[\s*load more[^\]\n]{0,30}\]"
    r"|\^\s*\d+\s+reply|comments are (?:disabled|closed)\b[^\n]{0,60}"
    # readers' comments under a handle with its score ("kv_cache_kid ★ Top comment (+41)", "neha.p (+3)") or age after
    # a quote mark and a badge ("\> gpu_ops_dan (Highly Voted) - 3 months ago")
    rf"|{_SCORED_HANDLE}|{_BADGED_AGE}"
    r"|you are here\s*:.{0,150}"  # (a breadcrumb: "You are here: Inference Serving > Triton > Practice Set 3")
    # a Q&A site's notes ("Asked 1 year, 3 months ago · Viewed 6k times", "asked by rail_and_error · 23 votes · 4 answers",
    # "✔ Accepted answer · 31 votes")
    rf"|asked\s+(?:by\s+@?[\w.-]{{2,30}}|{_AGO}|\d+\s+\w+,\s*{_AGO})(?:\s*[·|]\s*[^\n]{{1,60}})?"
    r"|[✔✓✅]?\s*accepted\s+answer(?:\s*[·–—-]\s*\d+\s+votes?)?"
    # a quiz game's score lines ("⭐ 1,240 XP", "🎯 DOUBLE XP ROUND!", "🏆 Boss defeated! +150 pts • Streak x4 bonus unlocked")
    r"|[^\n]{0,40}\b(?:\d[\d,]*\s*xp|xp\s+round|\+\d+\s*(?:pts|points)|boss\s+(?:level|defeated)|streak\s*(?::|x\d|extended))\b[^\n]{0,100}"
    r"|(?:mark\s*[☐□]\s*)?font(?:\s+size)?\s*:\s*a-\s*(?:a\s+)?a\+", re.I)  # (a page's controls: "Mark ☐ Font size: A- A+",
# "Font: A- A A+")
# The forms of CLUTTER that start with a run of any characters before their words (a fullmatch tries every length of
# the run): each with the words one of which each match holds, lower case, and tried only where one is.
SCANNED = (
    # notices: cookies; a page's tags ("★★★★☆ 4.3 (87 ratings) | Tags: #xid #hardware | Last updated: …"); a site's title
    (("cookies",), r".{0,60}\b(?:we|this (?:site|website)|our (?:site|website))\s+uses?\s+cookies\b.{0,200}"),
    (("cookies",), r".{0,120}\b(?:accept|allow)\s+(?:all\s+)?cookies\b.{0,120}"),
    (("tag",), r".{0,80}\btags?\s*:\s*(?:#[\w-]+\s*){2,}.{0,80}"),
    (("practice ", "exam dumps", "free questions"),
     r"[^.?!\n]{0,60}\b(?:practice exams?|exam dumps|free questions|practice questions)\b[^.?!\n]{0,60}"),
    # a dump site's name ("examcollection-style dump | NVIDIA NCA-AIIO | Page 9 of 15", "ITExamDumps Free Practice — …"), a
    # bookmark ("Topic 2: Networking ★ Bookmark"), a reader's votes ("… upvoted 1 times")
    (("dump",), r"[^\n]{0,60}(?:exam\w*[\s-]+(?:style\s+)?dumps?\b|\w+dumps\w*)[^\n]{0,100}"),
    (("bookmark",), r"[^\n]{0,60}\s★?\s*bookmark(?:ed)?"),
    (("upvoted",), r"[^\n]{0,250}\bupvoted\s+\d+\s+times?"),
    # a reader's comment with its handle and age on its line ("💬 k8s_sam · 2 weeks ago: in my case nouveau was loaded …")
    (("ago:", "ago :"), r"\W{0,4}@?[\w.-]{2,30}\s*[·|—–-]\s*\d+\s+[a-z]+\s+ago\s*:\s[^\n]{1,600}"),
    (("💬",), r"💬\s*@?[\w.-]{2,30}\s*·\s*\d+\s*(?:[mhdwy]|mo|min|hr)\b(?:\s+ago)?\s*:\s[^\n]{1,600}"),  # (an app's: "💬 ops_dan · 2d: …")
    # a reader's comment with its author on its line ("Comment from learner (Tomasz K.): I was thinking …")
    (("comment from", "reply from"), r"\W{0,3}(?:comment|reply)\s+from\s+(?:(?:a\s+)?(?:learner|student|user|reader|member)\s*)?"
                                     r"(?:\([^)\n]{1,30}\)|@?[\w.-]{2,30})?\s*:[^\n]{0,600}"),
    (("not affiliated with",), r"[^\n]{0,60}\b(?:community-run|forum|site|website|blog)\b[^\n]{0,40}\bnot affiliated with\b[^\n]{0,60}"),
    # a site's upsell and name ("Sign in | Go Premium - unlock all 412 questions!", "GPUCertLab.io - Practice Arena", ">> … -
    # Timed Quiz", "(c) … All trademarks belong to their owners.")
    (("premium", "unlock", "upgrade"), r"[^\n]{0,60}\b(?:go\s+premium|unlock\s+all|upgrade\s+to\s+(?:pro|premium))\b[^\n]{0,80}"),
    (("arena",), r"[^\n]{0,60}\b(?:quiz|exam|practice)\s+arena\b[^\n]{0,100}"),
    (("timed",), r"[^\n]{0,80}\btimed\s+(?:quiz|exam|test)\b"),
    (("trademark",), r"[^\n]{0,60}\btrademarks?\b[^\n]{0,80}"),
    # a breadcrumb of three names in title case or more parted by ">", one of two words or more ("ExamPrepHub > NVIDIA >
    # AI Infrastructure > Inference Serving"; never a ranking, "H100 > A100 > V100", nor a flow's "->"; `furniture.BREADCRUMB`
    # reads those parted by "›" or "»")
    ((">",), r"(?-i:(?=[^\n]*\w\s[A-Z0-9])[A-Z][\w&.-]*(?:\s[A-Z0-9][\w&.-]*){0,3})(?:\s>\s(?-i:[A-Z][\w&.-]*(?:\s[A-Z0-9][\w&.-]*){0,3})){2,}"),
    # (and any breadcrumb from a site's home: "Home > My learning > NVIDIA-Certified Professional: AI Networking … > Test 3")
    (("home >", "dashboard >", "courses >"), r"(?-i:Home|Dashboard|Courses)\s>\s[^\n]{3,200}"),
)
_SCANNED = tuple((words, re.compile(pattern, re.I)) for words, pattern in SCANNED)
# A counter before a part of more than eight words: the question's text, not the page's notes.
COUNTER_TEXT = re.compile(r"(?i:question|q)\s*#?\s*\d+(?:\s*(?:/|of)\s*\d+)?\s*[—–|·]\s+(?:(?:[^—–|·\s]+\s+){8}[^—–|·\s]"
                          r"|(?:A|An|The|Your|Our|In|On|When|During|After|Which|What|How|Why|You|We)\s)")
# A reader's comment whose text is the next line: the handle and its age, or the answer it chose, end their line.
COMMENT_HEAD = re.compile(rf"@?[\w.-]{{2,30}}\s*[-–—·,]\s*{_AGO}(?:\s*[·|]\s*[▲△↑+]?\s*\d+)?|{_HANDLE_ANSWER}|{_SCORED_HANDLE}"
                          rf"|{_BADGED_AGE}", re.I)
# The heading of a page's readers' thread: it counts the comments, alone or among the page's parts ("Discussion (14)
# Sort by: [Newest ▾]", "⚑ Report 💬 Discussion (12) 👍 96"), or is their number alone ("💬 34 Comments", "2 comments").
VOTE_LINE = re.compile(r"\W{0,3}(?:selected|voted|chosen)\s+answer\s*:\s*[A-H]{1,3}\W{0,3}", re.I)  # ("Selected Answer: B")
COUNTED_THREAD, COUNT_AFTER = re.compile(r"\b(?:comments|discussion|discuss|replies)\s*\(\d+\)", re.I), re.compile(r"\W{0,4}(?:discussion|comments|replies)\s+\d+\s*", re.I)  # ("💬 Discuss (3)"; "Discussion  7" alone)
NUMBERED_THREAD = re.compile(r"\W{0,4}\d+\s+(?:comments|replies)\s*:?(?:\s*[·|]?\s*\(?sort(?:ed)?(?:\s+by)?\s*:\s*\[?\s*[\w\s]{1,20}?\s*[▾▼]?\s*\]?\)?)?\s*", re.I)
# A reader's handle and the comment's age, on its line ("» gpu_admin_42  2 months ago", "kvtran_dc   Highly Voted   4
# months, 2 weeks ago"), under "Comments": the thread's first comment.
HANDLE_AGE = re.compile(rf"\W{{0,3}}(?:@?[\w.-]{{0,30}}[_.\d@][\w.-]{{0,30}}|[\w.-]{{2,30}}\s+(?:highly|most)\s+voted)(?:\s+|\s*[-–—·,]\s*)"
                        rf"(?:(?:highly|most)\s+voted\s+)?(?:\d+\s*[a-z]+,\s*)?{_AGO}", re.I)  # (a handle has "_", ".", a digit)
THREAD_CHARS = 120
# The page's own text again after its thread: the analysis's heading ("Why the other options are wrong:").
THREAD_END = re.compile(r"\W{0,3}(?:why|explanation|analysis|incorrect|wrong|other\s+(?:options|answers|choices))\b[^\n]{0,60}:\s*$", re.I)
UNCOUNTED_THREAD = re.compile(r"\W{0,4}(?:comments|discussion|user comments|community discussion)\s*:?\s*", re.I)
# A reader's line under its handle: "> hpc_sam: topo -m is …", "gpu_guru42: max_queue_delay saved us …" (a handle has a
# digit, "_" or "." in it, or an "@" before it), maybe with its votes: "@packet_pusher (12 ▲): …".
# The box a thread opens with ("Type your comment...", "Add a comment", "Write a reply…").
COMMENT_BOX = re.compile(r"\W{0,3}(?:type|write|add|leave|post)\s+(?:a\s+|your\s+)?(?:comment|reply)\b[.…]{0,3}\s*", re.I)
HANDLE_LINE = re.compile(r"\W{0,3}(?:@\w{2,30}|[a-z][a-z0-9]*[_.\d][a-z0-9_.]{0,30})(?:\s*\([^)\n]{1,20}\))?\s*:\s+\S")
# A page's buttons at the start of a line ("[ Mark for review ]").
LEADING_BUTTONS = re.compile(r"(?:\[\s*[A-Za-z][^\[\]\n]{2,30}?\s*\]\s*)+")
# A site's menu (`_menu`): how it ends, the marks between its names, the small words its names may hold.
MENU_ENDS = ("log in", "login", "sign in", "sign up", "register", "upgrade to pro", "my account", "subscribe", "join free")
MENU_PARTS = re.compile(r"[\s|·•☰≡/]+")
MENU_SMALL = frozenset("in up to of and & for".split())
MENU_CHARS = 160
#: The longest line of clutter tried.
CLUTTER_CHARS = 320
# Where the clutter's forms are tried: a line that starts with one of FIRST_MARKS, holds one of MARKS, or one of WORDS in its first
# 80 characters (lower case).
FIRST_MARKS = "☰≡@[│║▸•\"“#"
MARKS = ("\U0001F44D", "💬", " > ", " ago", "—", " - ", "nswer", " / ", "▲", "↳", "«", "(+", "─", "━", "»", "↑")
ASCII_MARKS = tuple(mark for mark in MARKS if mark.isascii())  # (all an ASCII line can hold: the others are not looked for)
WORDS = ("helpful", "useful", "rate this", "related", "footer", "progress", "practice", "free questions", "comment",
         "discussion", "notice", "difficulty", "correct rate", "share", "tag", "dump", "bookmark", "views", "generated",
         "solution", "vote", "premium", "unlock", "arena", "home", "timed", "trademark", "load more", "reply", "ago",
         "trending", "pinned", "posted", "affiliated", "you are here", "font", "asked by", "accepted answer", " xp", "xp round", " pts", "streak", "boss", "lives")


def clutter(line: str) -> bool:
    """The line is page clutter (see the module's doc): tried only where a form's marks or words are."""
    if len(line) > CLUTTER_CHARS or COUNTER_TEXT.match(line):
        return False  # ("Question 3 — A team runs eight DGX H100 nodes with InfiniBand": the text after its counter)
    lower, whole = line[:80].lower(), line.lower()
    return ("cookie" in whole or line[:1] in FIRST_MARKS or lower[:1] == "q" or holds_any(line, ASCII_MARKS if line.isascii() else MARKS)
            or line[:1] in "ABCDEFGH(" and "% " in line or holds_any(lower, WORDS)) \
        and _clutter(line, whole if line.isascii() or not folds(line) else "") or _menu(line, lower)


def _clutter(line: str, whole: str) -> bool:
    """CLUTTER_REST or a form of SCANNED matches `line` whole; `whole`, its lower case where a form's words are looked
    for first (see answerkind.FOLDS), else "" (every form tried)."""
    return CLUTTER_REST.fullmatch(line) is not None \
        or any((not whole or holds_any(whole, words)) and pattern.fullmatch(line) is not None for words, pattern in _SCANNED)


def _menu(line: str, lower: str) -> bool:
    """A site's menu: names in title case, no sentence, ending in an account's control ("CertPrepHub | Home Exams
    Practice Tests Flashcards Pricing Log in", "ExamTopix.io ☰ Menu Certifications Forum Upgrade to PRO")."""
    if len(line) > MENU_CHARS or not lower.rstrip().endswith(MENU_ENDS):
        return False
    words = [word for word in MENU_PARTS.split(line) if word]
    return len(words) >= 4 and all(word[:1].isupper() or word[:1].isdigit() or word.lower() in MENU_SMALL for word in words)


def _thread_head(lines: list[str], index: int) -> bool:
    """The line heads a readers' thread: it counts the comments, alone or among the page's parts ("🚩 Report this
    question 💬 Discussion (12) 👍 96"), or it is "Comments" alone and a reader's handle or a comment box ("Type your
    comment...") leads the next line; or a reader's handle and age over the answer the reader chose ("netadmin_kr  Highly
    Voted  3 months ago" / "Selected Answer: A"), a discussion site's first comment."""
    line = lines[index]
    if line[:6] == "level " and line[6:].isdigit():  # (a Reddit thread's replies: "level 2" over "u/tensor_tamer OP · …")
        return next((other for other in lines[index + 1:index + 3] if other.strip()), "")[:2] == "u/"
    if " ago" in line and len(line) <= THREAD_CHARS and HANDLE_AGE.fullmatch(line):
        after = next((other for other in lines[index + 1:index + 3] if other.strip()), "")
        return "nswer" in after and VOTE_LINE.fullmatch(after) is not None
    if line[:4].lower() == "vote" and VOTES.fullmatch(line):  # ("Votes: a 9 · b 4 · c 57 · d 6" over "hauler_77: It's a. …")
        return bool(HANDLE_LINE.match(next((other for other in lines[index + 1:index + 3] if other.strip()), "")))
    if len(line) > THREAD_CHARS or not ("omment" in line or "iscuss" in line):
        return False
    if COUNTED_THREAD.search(line) or NUMBERED_THREAD.fullmatch(line) or COUNT_AFTER.fullmatch(line):
        return True
    after = next((other for other in lines[index + 1:index + 4] if other.strip()), "")
    return bool(UNCOUNTED_THREAD.fullmatch(line) and (HANDLE_LINE.match(after) or COMMENT_BOX.fullmatch(after)
                                                      or " ago" in after and HANDLE_AGE.fullmatch(after) or ("·" in after or "▲" in after) and COMMENT_HEAD.fullmatch(after)))


def _handle(line: str, head: str) -> bool:
    """A reader's line under its handle ("gpu_guru42: …"); under a heading that counts the comments ("2 comments · Sort by:
    Newest"), any handle in lower case will do ("mkowalski: does this assume air cooling? …")."""
    return bool(HANDLE_LINE.match(line) or PLAIN_HANDLE.match(line) and NUMBERED_THREAD.fullmatch(head))


PLAIN_HANDLE, VOTES = re.compile(r"[a-z][a-z0-9_.-]{2,30}:\s+\S"), re.compile(r"votes?\s*:(?:\s*[·•|,]?\s*[A-Ha-h]{1,3}\s+\d{1,5}\s*%?){2,8}\s*", re.I)


def after_buttons(line: str, furniture) -> bool:
    """A line that starts with a page's buttons and goes on with furniture or clutter (`furniture(rest)` is empty):
    "[ Mark for review ] Difficulty: Medium"."""
    match = LEADING_BUTTONS.match(line)
    return bool(match) and match.end() < len(line) and not furniture(line[match.end():])


def without_comments(lines: list[str], section: re.Pattern[str]) -> list[str]:
    """`lines` with the line of text under a reader's handle and age blanked (as the handle's line is); a thread
    between the question and the first section's marker, its heading alone and its readers' lines; and the
    readers' thread under a heading that counts its comments ("Comments (7)", "💬 34 Comments", "Discussion (14)
    Sort by: [Newest ▾]"), whatever form each comment takes, blanked with its heading up to the next line `section`
    matches whole (a section's marker)."""
    # (only after a section's marker: a page's bar above the question may count its comments too, "Q 12 | 💬 Discussion (4)")
    first = next((index for index, line in enumerate(lines) if section.fullmatch(line)), len(lines))
    # (before it, under the question: a heading alone that counts the comments, "Comments (2)", then readers' lines,
    # "ml_sam: Isn't Triton …", "└ priya.k: …": those lines only, so that options after them stay)
    head = next((index for index in range(1, first) if "omment" in lines[index] and len(lines[index]) <= 40
                 and _thread_head(lines, index) and _handle(lines[index + 1] if index + 1 < len(lines) else "", lines[index])), None)
    if head is not None:
        end = next((at for at in range(head + 1, first) if not _handle(lines[at], lines[head])), first)
        lines = lines[:head] + [""] * (end - head) + lines[end:]
    thread = next((index for index in range(first + 1, len(lines)) if _thread_head(lines, index)), None)
    if thread is not None:
        end = next((at for at in range(thread + 1, len(lines)) if section.fullmatch(lines[at])
                    or lines[at].endswith(":") and THREAD_END.match(lines[at])), len(lines))
        lines = lines[:thread] + [""] * (end - thread) + lines[end:]  # (its heading too)
    # ("+" looked for before "(+": one character is found faster than a pair)
    if not any(" ago" in line or "nswer:" in line or "+" in line and "(+" in line or " · " in line or " points" in line or " votes" in line for line in lines):  # ("kiran_hpc · 4 points")
        return lines
    out = list(lines)
    for index, line in enumerate(lines[:-1]):
        if (" ago" in line or "nswer:" in line or "+" in line and "(+" in line or " · " in line or " points" in line or " votes" in line) and COMMENT_HEAD.fullmatch(line):
            after = next((at for at in range(index + 1, len(lines)) if lines[at]), None)
            if after is not None and "nswer" in lines[after] and VOTE_LINE.fullmatch(lines[after]):
                out[after] = ""  # (the reader's vote on a line of its own, then what the reader wrote)
                after = next((at for at in range(after + 1, len(lines)) if lines[at]), None)
            if after is not None and len(lines[after]) <= CLUTTER_CHARS:
                out[after] = ""
    return out


# A letter's or a post's sign-off: "Best regards,", "Kind regards,", "Cheers,", then its writer's name and role.
SIGN_OFF = re.compile(r"\W{0,3}(?:(?:best|kind|warm|many)\s+)?regards|cheers|sincerely(?:\s+yours)?|yours\s+(?:truly|sincerely)"
                      r"|(?:many\s+)?thanks|thank\s+you|all\s+the\s+best|best(?:\s+wishes)?|hope\s+(?:this|that)\s+helps", re.I)
SIGNED_LINES = 3  # (a name, a role, a team at most)


def without_sign_off(lines: list[str]) -> list[str]:
    """`lines` with a sign-off near their end blanked ("Kind regards," and the writer's name and role on the lines after
    it, none of them a sentence: a help desk's reply, a mailing list's post)."""
    ends = [at for at in range(len(lines) - 1, max(-1, len(lines) - 12), -1) if lines[at].strip()]
    for at in ends[:SIGNED_LINES + 1]:
        line = lines[at].strip()
        if len(line) <= 40 and SIGN_OFF.fullmatch(line.rstrip(",.!—- ")) and (line.endswith(",") or line.lower() != "best") and all(
                len(lines[after].strip()) <= 60 and not lines[after].rstrip().endswith((".", "?", ":")) for after in range(at + 1, len(lines))):
            return lines[:at] + [""] * (len(lines) - at)
    return lines

