"""Which key points a drawing keeps (`drawing_select`): only those a strict learner accepts, at most four.

The texts are written in other words than the corpus's: the rules read the form of a line and its place in
the text, not its topic.
"""
from __future__ import annotations

import dataclasses

import pytest

from deckgen.model import Column, Infographic, Question
from deckgen.parse.drawing_select import MAX_POINTS, select_columns, select_points

BLANK = Question(id="q", order=0, source="raw/000_q.txt", tags=(), question="", options={}, answer=(),
                 answer_text="", short_explanation="", full_explanation="", rationales={},
                 infographic=Infographic())


def _question(full: str, stem: str = "Which store keeps the session tokens?", short: str = "",
              answer_text: str = "Redis keeps the session tokens in memory.") -> Question:
    return dataclasses.replace(BLANK, question=stem, full_explanation=full, short_explanation=short,
                               answer_text=answer_text)


def test_a_head_cut_before_its_complement_gives_way_to_the_whole_sentence():
    full = "The Envoy router assigns each request to the least loaded Redis replica."
    assert select_points(_question(full), ["The Envoy router assigns each request"]) == (
        "The Envoy router assigns each request to the least loaded Redis replica",)


def test_a_head_cut_before_its_complement_in_a_long_sentence_is_dropped():
    full = ("The Envoy router inspects each incoming request and rewrites its upstream target with the address "
            "of the least loaded Redis replica in the same availability zone as the client.")
    assert select_points(_question(full), ["The Envoy router inspects each incoming request and rewrites "
                                           "its upstream target"]) == ()


def test_a_head_that_ends_at_a_clause_mark_is_kept():
    full = "Redis holds the session tokens in memory; older tokens are evicted to PostgreSQL after 30 minutes."
    assert select_points(_question(full), ["Redis holds the session tokens in memory"]) == (
        "Redis holds the session tokens in memory",)


def test_a_head_that_ends_inside_a_list_of_predicates_gives_way_to_the_whole_sentence():
    full = ("When the quota changes, the Vault agent revokes the old lease, issues a new token to every pod, "
            "and restarts the sidecars.")
    assert select_points(_question(full), ["When the quota changes, the Vault agent revokes the old lease"]) == (
        full.rstrip("."),)


def test_a_point_that_leans_on_the_sentence_before_is_dropped():
    full = ("Redis keeps the session tokens in memory for 30 minutes. The alternative is a Memcached pool. "
            "Until the operator does that, every login hits PostgreSQL. Memcached also evicts tokens under load. "
            "Everything else stays in PostgreSQL 16.")
    points = ["The alternative is a Memcached pool", "Until the operator does that, every login hits PostgreSQL",
              "Memcached also evicts tokens under load", "Everything else stays in PostgreSQL 16",
              "Redis keeps the session tokens in memory for 30 minutes"]
    assert select_points(_question(full), points) == ("Redis keeps the session tokens in memory for 30 minutes",)


def test_a_point_that_calls_the_kind_the_sentence_before_named_by_its_noun_alone_is_dropped():
    full = ("Redis replicas that share one primary are called a Sentinel group. Operators grow the group across "
            "racks with Sentinel 7.2 quorum rules. Every Redis replica keeps the session tokens for 30 minutes.")
    points = ["Operators grow the group across racks with Sentinel 7.2 quorum rules",
              "Every Redis replica keeps the session tokens for 30 minutes"]
    assert select_points(_question(full), points) == ("Every Redis replica keeps the session tokens for 30 minutes",)
    # the same for a name whose last word is the kind ("the Vault Sidecar Injector … the injector")
    full = ("The Vault Sidecar Injector adds a token agent to every Redis pod at admission. It is installed with "
            "the chart; operators enable the injector per namespace with Vault 1.15 annotations. Every Redis "
            "replica keeps the session tokens for 30 minutes.")
    points = ["Operators enable the injector per namespace with Vault 1.15 annotations",
              "Every Redis replica keeps the session tokens for 30 minutes"]
    assert not any("the injector" in point for point in select_points(_question(full), points))
    # a point that names it whole, or a list's item, stands
    named = full.replace("grow the group", "grow the Sentinel group")
    assert len(select_points(_question(named), [points[0].replace("the group", "the Sentinel group"),
                                                points[1]])) == 2


def test_the_path_the_answer_replaces_is_not_shown_as_a_fact():
    full = ("The traditional login path is slow. Each request reads the token from PostgreSQL over TCP. "
            "Redis keeps the session tokens in memory, so a lookup takes under 1 ms.")
    chosen = select_points(_question(full), ["Each request reads the token from PostgreSQL over TCP",
                                             "Redis keeps the session tokens in memory"])
    assert chosen == ("Redis keeps the session tokens in memory, so a lookup takes under 1 ms",)  # (its sentence)
    assert not any("PostgreSQL over TCP" in point for point in chosen)


def test_filler_and_a_short_explanations_image_are_dropped():
    short = "Think of Redis as a waiter who remembers every regular's usual order."
    full = "Redis keeps the session tokens in memory. Redis Insight is a desktop tool."
    points = ["Redis Insight is a desktop tool", "Operators can tune several knobs",
              "Think of Redis as a waiter who remembers every regular's usual order",
              "Redis keeps the session tokens in memory"]
    assert select_points(_question(full, short=short), points) == ("Redis keeps the session tokens in memory",)


@pytest.mark.parametrize("point", [
    "Want to keep a session alive across two Redis 7 nodes?",  # a question
    "= 3 × 512 MB per Redis 7 shard",  # lost what stood before its "="
    "→ Redis 7 answers from memory in 0.2 ms",
    "Option c describes the Redis 7 persistence with AOF",  # an option by its letter
    "B, Memcached 1.6, is the plain cache without persistence",
    "A (30 minutes) is the default TTL of Redis 7 sessions",
    "About the other answers: Memcached 1.6 keeps no tokens on disk",
    "Step two, copy the Redis 7 snapshot to S3",  # a step's number
    "The Redis cluster has some fixed rules for session tokens",  # a head that announces what follows
    "The Redis cluster divides its memory into several pools",
    # one that speaks of the question or its options, opens with a chat's word or an aside, has no subject or
    # points back
    "Quizzes often offer the Memcached 1.6 command as a distractor", "For the team in the question Redis 7 fits",
    "Statement C claimed that Redis 7 keeps no tokens", "Bucket 1 - fix the Redis 7 cluster (A and C)",
    "Honestly, Redis 7 keeps the session tokens well", "(or simply maxmemory 2 GB if Redis 7 runs alone)",
    "Parses RDB files, compresses, writes the Redis 7 snapshot", "Non-blocking, reads keys from Redis 7 in the background",
    "Redis 7 fixes that by keeping the session tokens in memory", "Because it keeps the tokens in memory, Redis 7 is fast",
    "Memcached 1.6 — wrong. It keeps no tokens on disk", "X = Self",  # (an option's verdict; a legend's key)
    "Tutor: Nope, Redis 7 keeps the session tokens in memory", "Me: Because Redis 7 keeps the tokens in memory",  # talk
    "-> Redis 7 still keeps the session tokens in memory", "If not, deploy Redis 7 with the session tokens in memory",
    "Compare that with Memcached 1.6, which keeps no tokens", "Only E describes something Redis 7 does not provide",
    "If a question asks for one shard, the answer would be 512 MB", "Redis-cli above is only the client for Redis 7",
    "redis-cli config set maxmemory=2gb maxmemory-policy=allkeys-lru",  # a command with its arguments
    "Redis 7 is the first tool for any session issue. at start Redis prints version",  # a note's sentences run on
    "redis-cli -h cache01 --scan --pattern session", "redis-cli config --maxmemory-policy allkeys",  # a command alone
    "C -> AOF = append-only file (fsync every second)",  # an option's letter and an arrow
    "redis-cli info -> which version is running now", "lsmod | grep redis -> is the module loaded",  # a step, its gloss
    "\\#### 🔁 How the Redis 7 failover works step by step",  # a Markdown heading (escaped as parse writes it)
    "Keep in mind that in production Redis 7 sits behind the proxy",  # a chat's lead
    # a diagram's row: a label on an arrow's shaft, a boxed name beside an arrow
    "client 2 --get---> [ Redis 7 session store ] --hit--> token in memory",
    "App server --(session id)--> Redis 7 primary --> token returned",
    "Which lists the Redis 7 keys, their sizes and how many of each are free",  # (a relative clause after a command)
    "[ Redis 7 ] 10.2 replicas and the session tokens",  # (a diagram's box leads it)
    "Redis 7 has two main uses", "The neat part is the Redis 7 session store",  # (announcements)
    "Does not fit on one Redis 7 node with 32 GB",  # (no subject)
])
def test_a_line_with_no_fact_of_its_own_is_no_point(point):
    full = f"{point}. Redis keeps the session tokens in memory."
    assert select_points(_question(full), [point, "Redis keeps the session tokens in memory"]) == (
        "Redis keeps the session tokens in memory",)


@pytest.mark.parametrize("point", [
    "Redis 7 replicates each session token to many nodes",  # a count that is the fact, not an announcement
    "redis-cli --scan lists the session keys without blocking Redis 7",  # a command that says what it does
    "Preemptible vs. non-preemptible: Redis 7 sessions are preemptible by default",  # ("vs." ends no sentence)
    "Redis 7 keeps the session tokens in memory, and the cache is rebuilt on restart",
    "Larger Redis clusters are built from several shards",
    "A Redis 7 node answers from memory in 0.2 ms",  # "A" is an article
    "Options such as --maxmemory cap the Redis 7 memory",
    "Redis 7 reads keys from memory in the background",  # (its subject first)
    "Because Redis 7 keeps the tokens in memory, a lookup takes 0.2 ms",
    "Request -> Redis 7 -> token -> app server",  # (a flow, no diagram's box or labelled arrow)
    "Which keys are kept is configured by the Redis 7 eviction policy",  # (an indirect question as the subject)
])
def test_a_line_that_only_looks_like_one_with_no_fact_stays(point):
    full = f"{point}. Redis keeps the session tokens in memory."
    assert point in select_points(_question(full), [point, "Redis keeps the session tokens in memory"])


def test_at_most_four_points_ranked_by_the_answers_words_in_the_texts_order():
    full = ("Redis keeps the session tokens in memory. PostgreSQL 16 stores the user profiles. "
            "Nginx 1.25 terminates TLS at the edge. Kafka streams the audit events to S3. "
            "Redis expires each session token after 30 minutes. Grafana plots the login latency.")
    points = ["Redis keeps the session tokens in memory", "PostgreSQL 16 stores the user profiles",
              "Nginx 1.25 terminates TLS at the edge", "Kafka streams the audit events to S3",
              "Redis expires each session token after 30 minutes", "Grafana plots the login latency"]
    chosen = select_points(_question(full), points)
    assert len(chosen) == MAX_POINTS
    assert chosen[0] == "Redis keeps the session tokens in memory"
    assert "Redis expires each session token after 30 minutes" in chosen
    assert list(chosen) == [p for p in points if p in chosen]


def test_an_order_question_keeps_the_steps_first_and_in_order():
    steps = ["Cordon the Redis node so that no new sessions land on it", "Drain the open client connections gently",
             "Copy the RDB snapshot to S3", "Restart the Redis 7 service",
             "Check the Grafana login panel for 15 minutes after the restart"]
    full = "\n".join(f"{n}. {step}" for n, step in enumerate(steps, 1))
    stem = "A Redis node must be patched. In what order should the operator proceed?"
    answer = "Cordon the node, copy the snapshot, restart Redis 7 and check the Grafana panel for 15 minutes."
    assert select_points(_question(full, stem=stem, answer_text=answer), steps) == tuple(steps[:MAX_POINTS])


def test_a_comparisons_items_that_lean_on_the_sentence_before_are_dropped():
    columns = (Column("Batch jobs", ("Batch jobs run to completion on Slurm", "Large buffers are also essential")),
               Column("Services", ("Services scale out on Kubernetes", "The requests are much smaller")))
    assert select_columns(BLANK, columns) == (Column("Batch jobs", ("Batch jobs run to completion on Slurm",)),
                                               Column("Services", ("Services scale out on Kubernetes",)))
    # (a column left empty keeps the comparison as it was: the drawing is not emptied)
    assert select_columns(BLANK, columns[:1] + (Column("Services", ("It is also faster",)),))[1].items == (
        "It is also faster",)


def test_an_order_question_draws_a_step_the_points_left_out_from_its_whole_item():
    steps = ["Cordon the Redis node", "Copy the RDB snapshot to S3", "Restart the Redis 7 service"]
    full = "\n".join(f"{n}. {step}." for n, step in enumerate(steps, 1))
    stem = "A Redis node must be patched. In what order should the operator proceed?"
    assert select_points(_question(full, stem=stem, answer_text="Cordon, copy, restart."), steps[1:]) == tuple(steps)


def test_a_whole_sentence_of_a_line_and_a_half_fills_the_room_and_takes_its_heads_place():
    full = ("The Envoy sidecar retries each failed billing call three times, so a brief outage of the billing "
            "service never reaches the shopper. Billing stores each invoice in PostgreSQL 16.")
    chosen = select_points(_question(full, stem="What does the Envoy sidecar do with a failed billing call?",
                                     answer_text="It retries the call three times."),
                           ["The Envoy sidecar retries each failed billing call three times"])
    assert chosen == (full.split(". ")[0], "Billing stores each invoice in PostgreSQL 16")


def test_a_sentence_too_long_for_a_line_and_a_half_is_not_drawn_whole():
    full = ("The Envoy sidecar of every checkout pod retries failed billing calls three times with jittered backoff, "
            "waiting up to two seconds before opening the circuit breaker for the whole zone.")
    assert select_points(_question(full, stem="What does the Envoy sidecar do with a failed billing call?"),
                         []) == ()


def test_a_long_sentence_gives_its_first_clause_where_a_connective_opens_the_next():
    full = ("The Envoy sidecar retries each failed billing call three times with jittered backoff, which keeps a "
            "brief outage of the billing service in the eu-west zone from ever reaching the shopper at checkout.")
    assert select_points(_question(full, stem="What does the Envoy sidecar do with a failed billing call?"),
                         []) == ("The Envoy sidecar retries each failed billing call three times with jittered backoff",)
    closed = ("The Envoy sidecar retries the failed billing calls, refunds, and tax lookups three times, so a brief "
              "outage of the billing service in the eu-west zone never reaches the shopper at checkout.")
    assert select_points(_question(closed, stem="What does the Envoy sidecar do with a failed billing call?"),
                         []) == ("The Envoy sidecar retries the failed billing calls, refunds, and tax lookups three times",)


def test_a_long_sentence_is_not_cut_inside_a_series_nor_where_its_head_points_back():
    series = ("The Envoy sidecar retries the failed billing calls, refunds, tax lookups, and the audit writes three "
              "times before the circuit breaker opens after two seconds of failures across the eu-west zone.")
    back = ("Every checkout pod running on that node retries each failed billing call three times, and the circuit "
            "breaker opens after two seconds of failures across the whole eu-west zone of the shop.")
    for full in (series, back):
        assert select_points(_question(full, stem="What does the Envoy sidecar do with a failed billing call?"),
                             []) == ()


def test_a_whole_sentence_of_a_line_and_a_half_is_judged_to_its_end():
    full = ("Because the Envoy-billing sidecar retries failed billing calls with exponential backoff, it hides brief "
            "outages, and the shopper never notices them.")
    assert select_points(_question(full, stem="What does the Envoy sidecar do with a failed billing call?"),
                         []) == (full.rstrip("."),)


def test_a_shell_noun_in_the_plural_leans_on_the_sentence_before_as_the_singular_does():
    full = ("Redis keeps the session tokens in memory. The benefits are faster logins, fewer PostgreSQL 16 "
            "queries, and lower CPU use on the database hosts.")
    assert select_points(_question(full), []) == ("Redis keeps the session tokens in memory",)


def test_a_long_sentence_gives_its_first_complement_before_a_second_one():
    full = ("The Envoy sidecar connects to the billing service through two TLS listeners, one per zone, and to the "
            "tax service through a third listener on port 8443 that the platform team opens for every new shop.")
    assert select_points(_question(full, stem="How does the Envoy sidecar reach the billing service?"), []) == (
        "The Envoy sidecar connects to the billing service through two TLS listeners, one per zone",)


def test_a_tables_rows_run_into_the_text_are_not_points_and_its_formulas_are():
    from deckgen.model import Question, Infographic
    from deckgen.parse.drawing_select import select_points
    full = ("The two cards differ in their interconnect:\n\nSpecification Card X Card Y\n\nMemory 80 GB HBM3 80 GB HBM2e\n\n"
            "Host interface PCIe Gen5 PCIe Gen5 x16\n\n"
            "Card X reaches the other seven cards over a switch at 900 GB/s, while Card Y has one bridge.\n\n"
            "Global batch = 32 × 16 = 512")
    question = Question(id="0123456789abcdef", order=0, source="x.txt", tags=(), question="Which card suits "
                        "multi-card training with PCIe Gen5 and HBM3 memory?", options={}, answer=("A",), answer_text="Card X.",
                        short_explanation="Card X.", full_explanation=full, rationales={}, infographic=Infographic())
    points = select_points(question, ["Memory 80 GB HBM3 80 GB HBM2e", "Host interface PCIe Gen5 PCIe Gen5 x16",
                                      "Global batch = 32 × 16 = 512"], "Card X")
    assert "Memory 80 GB HBM3 80 GB HBM2e" not in points and "Host interface PCIe Gen5 PCIe Gen5 x16" not in points
    assert "Global batch = 32 × 16 = 512" in points


def test_a_whole_sentence_that_says_a_point_again_with_an_aside_is_no_second_point():
    full = ("Loom Store (part of the Loom Suite, and the engine inside many Loom apps) is open-source storage software. "
            "Its shards replicate every block to three racks. Reads go to the nearest replica.")
    points = select_points(_question(full), ["Loom Store is open-source storage software"])
    assert "Loom Store is open-source storage software" in points
    assert not any("(part of the Loom Suite" in point for point in points), points
