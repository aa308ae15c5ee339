"""The answer a short explanation states in so many words (`parse.answerlead`): announced, alone, or as the
claim; and what the answer line, its box and its title make of it. Invented names: the forms are the
format's, not a topic's."""
from __future__ import annotations

import pytest

from deckgen.model import Infographic, Question
from deckgen.parse.answerlead import named, stated
from deckgen.parse.answertext import answer_line
from deckgen.parse.drawing import propose_infographic
from deckgen.parse.phrases import compact

FULL = ("Spyglass is an open-source plugin for the gateway. It hooks into the request path and adds tracing "
        "flags such as --trace and --sample. The collector only stores spans and adds no flags.")


@pytest.mark.parametrize("short, asked, asks, expected", [
    ("The appropriate component is the Spyglass plugin (SGP). It hooks in.", "Which component should they deploy?",
     "thing", ("line", "The appropriate component is the Spyglass plugin (SGP).")),
    ("The tool you want is Spyglass.", "Which tool adds the flag?", "thing", ("line", "The tool you want is Spyglass.")),
    ("The answer is the ensemble model.", "What should she configure?", "other",
     ("line", "The answer is the ensemble model.")),
    ("The technique is in-flight batching (also called continuous batching).", "Which technique fixes it?",
     "thing", ("line", "The technique is in-flight batching (also called continuous batching).")),
    ("Correct is Spyglass Manager (SGM). It runs on the head node.", "Which tool manages it?", "thing",
     ("line", "Spyglass Manager (SGM).")),
    ("That's Spyglass Manager (formerly Lens).", "Which tool manages it?", "thing",
     ("line", "Spyglass Manager (formerly Lens).")),
    ("The correct answer is B: 12 shards. Each shard holds 2 GB.", "How many shards does the index use?", "number",
     ("line", "12 shards.")),  # (the value, not its letter)
    ("Answer: C — Spyglass Manager (SGM). It runs on the head node.", "Which tool manages it?", "thing",
     ("line", "Spyglass Manager (SGM).")),  # (the name, not its letter)
    ("It's spyglass.toml, and it sits next to the binary. Think of it as the passport.", "Which file sets it?",
     "thing", ("line", "spyglass.toml.")),  # (the name, not what it says after ", and it")
    ("All-to-all. Each GPU sends its tokens to the GPUs holding the experts.", "Which collective dominates?",
     "thing", ("line", "All-to-all")),
    ("Short version: 1.8 TB/s per GPU.", "How much bandwidth does one GPU get?", "number",
     ("line", "1.8 TB/s per GPU")),
    ("You must set TRACE_LEVEL=INFO. The default prints errors only.", "Which variable shows the paths?", "thing",
     ("line", "You must set TRACE_LEVEL=INFO.")),
    ("The true statement is that one copy of the base model is shared by every adapter.",
     "Which statement is true?", "statement", ("line", "One copy of the base model is shared by every adapter.")),
    ("The false statement is the claim that the edge nodes need a permanent link to the cloud.",
     "Which statement is NOT true?", "negative",
     ("false", "The edge nodes need a permanent link to the cloud.")),
    ("The statement that is NOT true is that the module needs a separate GPU card.",
     "Which statement is NOT true?", "negative", ("false", "The module needs a separate GPU card.")),
    # the thing named as what does the job the sentence before describes, in the first sentences
    ("So the gateway looks after routing, but it doesn't touch tracing. That's what the Spyglass plugin is for. It "
     "hooks in.", "Which component should they deploy?", "thing", ("line", "The Spyglass plugin.")),
])
def test_an_answer_stated_in_so_many_words_is_read(short, asked, asks, expected):
    assert stated(short, asked, asks) == expected


@pytest.mark.parametrize("short, asked, asks", [
    ("The gateway is great at routing but knows nothing about tracing.", "Which component adds the flag to the "
     "gateway?", "thing"),  # (the stem's noun, not the one asked for)
    ("The tool is designed to run on every node.", "Which tool should they use?", "thing"),  # (says what it does)
    ("Short and sweet. Spyglass adds the flag.", "Which tool adds the flag?", "thing"),  # (no name in it)
    ("Think of a classroom collecting test scores.", "Which component should they use?", "thing"),
    ("B. Ingest first, then query.", "What is the order of the steps?", "other"),  # (a letter)
    ("That's why the gateway needs a plugin.", "Which tool adds the flag?", "thing"),  # ("That's why": a reason)
    ("The false statement is the claim that X needs Y.", "Which statement is true?", "statement"),  # (not asked)
    ("The tool you want is Spyglass.", "Which statement is NOT true?", "negative"),  # (a NOT question's answer is false)
    ("You want fewer copies.", "Which tool adds the flag?", "thing"),  # (no name after it)
    ("It's a common trap: Spyglass adds no flag.", "Which tool adds the flag?", "thing"),  # ("It's a …": no name)
    ("It is tempting to restart the gateway.", "Which tool adds the flag?", "thing"),
    ("Spyglass adds the flag. That's what the gateway is for.", "How many flags are added?", "number"),  # (no thing)
    ("Tracing is slow. That's what we are here for.", "Which tool adds the flag?", "thing"),  # (no name)
])
def test_sentences_that_only_look_like_a_stated_answer_are_not_read_as_one(short, asked, asks):
    assert stated(short, asked, asks) == ("", "")


def test_an_image_is_no_answer_line_nor_what_its_colon_introduces():
    from deckgen.parse.answercandidates import answer_candidates as _candidates

    short = ("Spyglass adds it. Answer: B. Think of it like the gateway's passport: the request is the traveller, "
             "and the plugin is the stamp that tells the border guard who it is.")
    texts = [candidate.text for candidate in _candidates(short, FULL)]
    assert texts and not any("traveller" in text or "passport" in text for text in texts), texts


def test_a_stated_answer_is_the_line_even_when_another_sentence_weighs_more():
    stem = "A web team wants every request traced without changing the services. Which component should they add?"
    short = "The appropriate component is the Spyglass plugin. Spyglass hooks into the gateway and adds --trace."
    line, why = answer_line(stem, {}, ("B",), short, FULL, ["The collector"])
    assert (line, why) == ("The appropriate component is the Spyglass plugin.", "")


def test_a_stated_answer_that_names_a_wrong_option_is_not_taken():
    stem = "A web team wants every request traced. Which component should they add?"
    short = "The appropriate component is the collector. Spyglass hooks into the gateway and adds --trace."
    line, _ = answer_line(stem, {}, ("B",), short, FULL, ["The collector"])
    assert "collector" not in line.lower()


def test_a_not_question_whose_false_claim_is_stated_gets_the_sentence_that_corrects_it():
    stem = "A team evaluates the Orbit module for robots. Which statement about Orbit is NOT true?"
    short = ("The statement that is NOT true is that Orbit needs a separate accelerator card. Orbit is a module: "
             "the accelerator is on the module itself.")
    full = ("Orbit puts the CPU, the accelerator and the memory on one module. Orbit does not need a separate "
            "accelerator card, since the accelerator shares the module's memory.")
    line, why = answer_line(stem, {}, ("C",), short, full, [])
    assert why == "" and line.startswith("Orbit does not need a separate accelerator card")
    # With no sentence that says what is not so, the line is left for the maintainer (never the claim).
    line, why = answer_line(stem, {}, ("C",), short, "Orbit puts the CPU and the accelerator on one module.", [])
    assert (line, why) == ("", "the answer is a false statement no sentence corrects")


@pytest.mark.parametrize("line, name", [
    ("The appropriate component is the Spyglass plugin (SGP).", "Spyglass plugin (SGP)"),
    ("You want Fabric over Wires (FoW).", "Fabric over Wires (FoW)"),
    ("The answer is the ensemble model.", "ensemble model"),
    ("All-to-all.", "All-to-all"),
    ("The technique is in-flight batching (also called continuous batching).",
     "in-flight batching (also called continuous batching)"),
    ("The most likely cause is a power limit that is set lower than on the other nodes.", ""),  # (a clause)
    ("The true statement is that one copy is shared.", ""),  # (a claim, not a name)
    ("Spyglass hooks into the gateway and adds --trace.", ""),
])
def test_the_thing_an_answer_line_announces_is_named_for_the_box_and_title(line, name):
    assert named(line) == name


def test_the_drawing_of_an_announced_answer_boxes_and_titles_the_thing_itself():
    question = Question(id="0123456789abcdef", order=0, source="000_0123456789abcdef.txt", tags=(),
                        question="A web team wants every request traced. Which component should they add?",
                        options={}, answer=("B",), answer_text="The appropriate component is the Spyglass plugin.",
                        short_explanation="The appropriate component is the Spyglass plugin.", full_explanation=FULL,
                        rationales={"A": "The collector only stores spans."}, infographic=Infographic())
    drawing = propose_infographic(question)
    assert drawing.answer == "Spyglass plugin"
    assert "appropriate" not in drawing.title.lower()


@pytest.mark.parametrize("text, expected", [
    ("Spyglass is a tracing tool that adds flags to the gateway", "Spyglass adds flags to the gateway"),
    ("Lens is a client-server implementation of the tracing API that lets processes share one GPU",
     "Lens lets processes share one GPU"),
    # What comes before "that" is the answer itself, not a kind of thing: dropping it changes the fact.
    ("The most likely cause is a power limit on the GPUs of this node that is set lower than on the other nodes",
     "The most likely cause is a power limit on the GPUs of this node that is set lower than on the other nodes"),
])
def test_a_definition_loses_only_the_kind_of_thing_before_its_that(text, expected):
    assert compact(text) == expected


def test_what_an_option_says_is_never_the_answer_line():
    stem = "How many blocks does one Loom stripe hold?"
    short = "Stripes are fixed in size."
    full = ("Analysis of incorrect options: the answer is A, 16 blocks. Option B, 64 blocks, is the stripe size of the "
            "older Loom 2 arrays, not Loom 3; option C, 8, is the number of disks in one shelf.")
    line, _ = answer_line(stem, {}, ("A",), short, full, [])
    assert "64 blocks" not in line and not line.startswith(",")


def test_a_scene_that_opens_a_short_explanation_is_no_name_alone():
    from deckgen.parse.answerlead import stated
    # ("Consider the Monday morning after launch." before the story that names the answer)
    short = "Consider the Monday morning after launch. With Loom Mesh, the contractor only pairs each shelf once."
    assert stated(short, "Which Loom offering is designed for this requirement?", "thing") == ("", "")
    assert stated("Loom Mesh Manager. It pairs each shelf once.", "Which Loom offering pairs shelves?", "thing") == \
        ("line", "Loom Mesh Manager")
