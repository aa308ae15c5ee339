"""The wrong-option notes of a proposed drawing: each says what is wrong with its option (the
correction), or it is left out (RUBRIC.md point 6; issue 19 items 1 and 5).

The texts are written in other words than the corpus's: the rules read the form of a rationale.
"""
from __future__ import annotations

import dataclasses

import pytest

from deckgen.model import Infographic, Question
from deckgen.parse.drawing_notes import note, wrong_notes
from deckgen.render.recall import capitalised

BLANK = Question(id="q", order=0, source="raw/000_q.txt", tags=(), question="", options={}, answer=(),
                 answer_text="", short_explanation="", full_explanation="", rationales={},
                 infographic=Infographic())


@pytest.mark.parametrize("reason, expected", [
    # the head only restates the option: the clause after ", but" corrects it, its "it" named
    ("The fabric daemon restarts failed links, but it never reroutes traffic around a broken switch.",
     "The fabric daemon never reroutes traffic around a broken switch"),
    ("The mirror agent copies volumes between racks, but the primary copy still sits on one shelf "
     "with a single power feed.", "The primary copy still sits on one shelf with a single power feed"),
    # after a ";", the clause that holds the negation, its "it" named by the head's subject
    ("Quorum mode keeps a majority of replicas online; it does not encrypt the replicated blocks.",
     "Quorum mode does not encrypt the replicated blocks"),
    # a grouped note's "Both" points back: the first clause that names its subject
    ("Both describe steps that the scheduler skips: the scheduler does not preempt running jobs, and it does "
     "not resize them.", "The scheduler does not preempt running jobs, and it does not resize them"),
    # a "still" that is no correction: the negation after the turn is
    ("The agent collects metrics on nodes that are already running, but it does not install drivers.",
     "The agent does not install drivers"),
    ("Stage 2 still keeps the weights whole on every rank; sharding them is what Stage 3 adds.",
     "Stage 2 still keeps the weights whole on every rank"),
    # "they" names nothing the head names; the "it" of the last clause does
    ("The relay forwards frames between segments, but they all share one collision domain, so it cannot "
     "isolate tenants.", "The relay cannot isolate tenants"),
    # a second predicate with the negation gets its subject
    ("The switch forwards frames for compute isolation but does not offload storage or security from the host.",
     "The switch does not offload storage or security from the host"),
    ("Dual-rail ports are bonded by the driver and do not double the bandwidth of a single flow.",
     "Dual-rail ports do not double the bandwidth of a single flow"),
    # (the subject is not cut before its plural noun: "Single-bit parity | errors are …")
    ("Single-bit parity errors are fixed by the hardware on the fly and do not stop the running jobs on the "
     "node.", "Single-bit parity errors do not stop the running jobs on the node"),
    # a short rationale is its own correction
    ("Spool files live on local disk.", "Spool files live on local disk"),
    # the option's claim quoted with its verdict is no note: the correction after it is
    ('"With the cache you do not need a backup anymore." Wrong. The cache is a speed layer, not a copy of the data.',
     "The cache is a speed layer, not a copy of the data"),
    # a subject left out after "but" before a contracted negation is the head's ("… but doesn't fix …")
    ("Switching to direct mode changes how the disks are assigned to each of the hosts in the cluster but doesn’t fix "
     "the missing host key, and it gives up sharing.",
     "Switching to direct mode doesn’t fix the missing host key, and it gives up sharing"),
])
def test_a_note_is_the_correction(reason, expected):
    assert note(reason) == expected


@pytest.mark.parametrize("reason", [
    # the correction has no clean clause: the head alone would read as support for the option
    "The hit ratio is a ratio; shrinking the working set while the pool stays the same raises it.",
    "Snapshot shipping is a backup feature, but restoring from it would take hours for a cluster this size.",
    "A busy spool keeps jobs waiting with a status such as Held or Blocked instead of refusing them at once.",
    # a fragment that lost its subject, or points back
    "Both describe compression that the store does not perform.",
    "The tracing tool prints the state of each port, but not the full routing table or the cost of each path.",
    # a subject the verb does not agree with was cut wrongly ("Higher link | rates come …")
    "Higher link rates come from the cable generation and are not tied to the offload engine at all in the fabric.",
    # cut before its infinitive
    "The service network connects consoles for monitoring; it has neither the capacity nor the permission "
    "to carry replication traffic between the sites.",
    # cut before the relative clause its noun needs
    "The sidecar proxy is exactly the component that rewrites the headers of every outgoing call, so services "
    "can stay unaware of tracing.",
    "Terraform plays for the network team the role that Ansible plays for the server team, one plan for all.",
    "Re-running the build on the old host would produce another engine that fails on the new host the same way.",
    # a quoted claim with only its verdict, and a line that ends on a pronoun it does not name
    '"resize the pool while clients are connected" -> not correct.',
    "Ansible is a separate configuration tool with its own inventory. The scheduler does not need it.",
    # the clause after the turn is governed by the condition that opens the one before it: alone, it says the opposite
    "Describes the spool daemon; without it, clients could submit print jobs but the printers would not receive any pages.",
    "If the cache were disabled, reads would still succeed, but every request would not be served from memory.",
    # a key before its value is no turn: the value alone ("0 means …") lost what it is the value of
    "max_connections: 0 means the pool does not accept any clients, so no query can run.",
    "pool_size: 0 disables the pool entirely and sessions are not kept.",
    # a later sentence's "it" among its first words stands for what a sentence before named
    "The host-side cache daemon is evidently working, because reads are fast at first. Restarting it does not fix a "
    "client's stale lease.",
    # a clause after "but" whose subject is left out, too long to read again in its place: never a note without one
    "Switching the shelf to direct mode changes how disks are assigned but doesn’t fix the missing host key, and it "
    "gives up sharing.",
    # a few words that deny what only the option named ("loomctl -r resets a shelf. No tests run.")
    "loomctl -r resets a shelf. No tests run.",
])
def test_a_note_without_a_clean_correction_is_left_out(reason):
    assert note(reason) == ""


def test_the_same_note_for_two_letters_is_kept_once_and_a_command_keeps_its_case():
    reason = ("The journal is never replayed on a clean mount, and the mount options do not alter the "
              "blocks that were already written.")
    question = dataclasses.replace(
        BLANK, question="Which command repairs the file system?",
        options={"A": "blkstat", "B": "fsfix", "C": "Journal replay", "D": "Mount options"},
        rationales={"A": "Blkstat reports block counts, but it does not repair the file system.",
                    "C": reason, "D": reason})
    assert wrong_notes(question) == (("A", "blkstat reports block counts, but it does not repair the file system"),
                                     ("C", "The journal is never replayed on a clean mount"))


def test_a_writer_who_starts_every_option_in_lower_case_keeps_the_capital():
    question = dataclasses.replace(
        BLANK, question="What should the operator do first?",
        options={"A": "restart the daemon", "B": "drain the node", "C": "reseat the cable"},
        rationales={"A": "Restart the daemon only clears the counters; it does not find the fault."})
    assert wrong_notes(question) == (("A", "Restart the daemon only clears the counters; it does not find the fault"),)


@pytest.mark.parametrize("text, expected", [
    ("handled on the CPU", "Handled on the CPU"),
    ("lspci -tv shows the PCIe tree", "lspci -tv shows the PCIe tree"),
    ("fabric-ctl lists the links", "fabric-ctl lists the links"),
    ("ib_probe only checks the port", "ib_probe only checks the port"),
])
def test_a_recall_drawing_capitalises_a_note_but_not_a_command(text, expected):
    assert capitalised(text) == expected


def test_a_note_never_takes_a_subject_cut_before_its_object_nor_a_clause_cut_inside_its_example():
    from deckgen.parse.drawing_notes import note
    # "disks.conf" read as a verb left "Mode=auto in" as the subject: no note rather than a garbled one
    assert note("Mode=auto in disks.conf sizes the cache of each disk; it does not spread data across hosts.") == ""
    # cut before "such as X in requests without a limit": the clause's own end would go too
    assert note("The broker does not accept a priority class such as urgent in messages without a matching "
                "quota, so the message is dropped.") == ""
    # a short example that ends the clause may go
    assert note("The cache does not hold large objects such as videos, so they go to disk.") == \
        "The cache does not hold large objects such as videos, so they go to disk"


def test_it_never_stands_for_a_subject_that_names_no_one_nor_for_one_of_two():
    # ("Nothing suggests …, and it would not …" -> "Nothing would not …"; ", while shelf re-striping needs …, so it
    # cannot …" is re-striping, not time-sharing)
    assert not note("Nothing suggests that here, and it would not explain why the shelf shows 0 disks.").startswith("Nothing")
    made = note("Time-sharing is changed only by updating the scheduler configuration, without a reset, while shelf "
                "re-striping needs the shelf to be idle, so it cannot change anytime under running jobs.")
    assert not made.startswith("Time-sharing cannot"), made


def test_a_note_that_denies_doing_it_names_its_option_or_is_left_out():
    from deckgen.model import Infographic, Question
    blank = Question(id="q", order=0, source="raw/000_q.txt", tags=(), question="Which TWO does the installer deploy?",
                     options={"A": "Loom Exporter", "B": "The shelf daemon, which every host runs", "C": "ZetaFS"},
                     answer=("A",), answer_text="", short_explanation="", full_explanation="",
                     rationales={"B": "It runs on every host. The installer does not deploy it.",
                                 "C": "ZetaFS is a file system. The installer does not deploy it."},
                     infographic=Infographic())
    notes = dict(wrong_notes(blank))
    assert notes.get("C") == "The installer does not deploy ZetaFS"
    assert not notes.get("B", "").endswith(" it")  # (an option too long to name: no dangling "it")
    # (an "it" the note's own words name is left as it is)
    assert note("Metrics are not node labels, and the scheduler does not read them.").endswith("read them")


def test_a_note_whose_subject_was_its_letter_or_a_later_it_is_named_by_the_options_short_text():
    """"Option A is the limit for …" is read as "Is the limit for …": the option's short text is its subject ("3 is the
    limit …"). "X shows clocks. It says nothing about …": the later "It" is X, the option's words or a name; a subject
    that is neither (a clause read as one) leaves the sentence out."""
    question = dataclasses.replace(BLANK, options={"A": "3", "B": "blkstat -q", "C": "Ring mode", "D": "7"}, answer=("D",),
                                   rationales={
        "A": "Is the limit for the large profile, not the small profile.",
        "B": "blkstat -q displays the queue depth of each disk. It says nothing about disk or controller placement.",
        "C": "Ring mode is a different feature of the shelf. It choose paths per block to avoid hot disks, but it does "
             "not checksum any data."})
    assert dict(wrong_notes(question)) == {
        "A": "3 is the limit for the large profile, not the small profile",
        "B": "blkstat -q says nothing about disk or controller placement",
        # (the later "it" is the subject the sentence's "It" was given, not "Ring mode choose", its verb unknown)
        "C": "Ring mode does not checksum any data"}
    # (an option that is no short name gives no subject: no note rather than one that starts with "Is")
    question = dataclasses.replace(question, options={**question.options, "A": "Set the limit to three profiles, then "
                                                      "reboot the shelf"})
    assert "A" not in dict(wrong_notes(question))


def test_the_reverse_is_true_is_no_note_alone():
    """"The reverse is true: X" says X; alone, "The reverse is true" leans on the option's claim (readers failed it)."""
    assert note("The reverse is true: a Z9 shelf draws up to 700 W, twice the old one, which is why racks need more "
                "cooling.") != "The reverse is true"
    assert note("Quite so. The opposite is true.") == ""
    assert note("The opposite is true: quorum mode does not encrypt the replicated blocks.") == \
        "Quorum mode does not encrypt the replicated blocks"


def test_a_rationale_two_letters_share_gives_its_note_to_the_option_it_speaks_of_or_none():
    """"C and D are both wrong: …": the note cut from it goes under the option whose words it holds (here D's, though C
    comes first), under the first where it speaks of both, and under none where it speaks of neither."""
    reason = ("Loom is about the path between shelf and vault, it has nothing to do with vault-to-vault copies, and it is "
              "made for flash and network shelves, not only tape drives.")
    options = {"A": "Loom stages blocks in a host buffer.", "B": "Loom reads straight into the vault.",
               "C": "Loom replaces the mesh for vault-to-vault copies.", "D": "Loom works only with tape drives."}
    question = dataclasses.replace(BLANK, question="Which statement about Loom is true?", options=options,
                                   answer=("B",), rationales={"A": "Loom never stages anything in a host buffer.",
                                                              "C": reason, "D": reason})
    notes = dict(wrong_notes(question))
    assert "C" not in notes and "tape" in notes["D"]
    both = dataclasses.replace(question, options={**options, "C": "Loom needs flash shelves only."})
    assert "C" in dict(wrong_notes(both)) and "D" not in dict(wrong_notes(both))
    neither = dataclasses.replace(question, options={**options, "C": "Loom is a file system.", "D": "Loom compresses."})
    assert not {"C", "D"} & set(dict(wrong_notes(neither)))
    recall = dataclasses.replace(question, options={})  # (no letters shown: the note stays, with the first)
    assert "C" in dict(wrong_notes(recall))
