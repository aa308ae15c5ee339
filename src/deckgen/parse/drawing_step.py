"""A step of a procedure: a line that tells the reader what to do ("Drain the node in the scheduler", "Wait for jobs
to finish", "Unscale: divide the gradients by S", "If still loader-bound, move decode to the GPU"), not what is so.
Alone on a drawing it reads as a fact of the answer, or as the first thing to do, whichever step it was; only a
question about order draws the steps, all of them, in order (`drawing_select._steps`). Used by `drawing_select`.
"""
from __future__ import annotations

import re

# Verbs that open a step whatever follows them ("Stop GPU consumers", "Install the package that matches").
SURE = (r"Install|Prepend|Append|Confirm|Verify|Ensure|Stop|Mount|Unmount|Enable|Disable|Restart|Reboot|Configure|Deploy|"
        r"Re-?run|Unscale|Divide|Multiply|Inspect|Gather|Collect|Cordon|Uncordon|Undrain|Resume|Isolate|Avoid|Pick|Choose|"
        r"Select|Omit|Add|Remove|Delete|Create|Apply|Replace|Ask|Submit|Follow|Make|Keep|Try|Get|Put|Take|Give|"
        r"Consider|Notice|Look|Wait|Boot|Skip|Record|Re-?load|Repeat|Re-?test|Click|Navigate|Re-?try|Rebuild|Recreate|"
        r"Relaunch|Execute|Edit|Save|Launch|Reinstall|Re-?enable|Re-?seat|Unplug|Plug|Detach|"
        r"Attach|Open\s+(?:the|a|an)|Tell|Compare|Move|Upgrade|Downgrade|Drain|Increase|Decrease|Reduce|Raise|Lower|Shut|"
        r"Scale|Turn|Switch|Change|Set|Run|Check|Reset|Update|Read|Use|Start|Call|Measure|Fix|Build|List|Capture|Power|"
        r"Query|Watch|Monitor|Load|Export|Copy|Log|Go|Download|Contact|Point|Aggregate|Flash|Swap|Tune|Pin|Bind|Label|"
        r"Close|Escalate|Re-?measure|Notify|Page|Clear")
# The first words a step or its lead may open with (SURE's words, LEAD's): a line that opens with none is no step.
OPENERS = frozenset(word.replace("-?", hyphen) for alternative in SURE.split("|") for hyphen in ("", "-")
                    for word in [alternative.split("\\")[0]]) | frozenset(
    "First Second Third Then Next Finally Afterwards Now Lastly If When Once After Before While Until For On In At Step "
    "Round Phase Stage Part".split())
# Of those, the words that are nouns or adjectives too ("Power + cooling", "Log files are …", "Lower precision …",
# "Read bandwidth", "Set of …", "Open MPI"): a step only before an object's first word or a particle.
EITHER = frozenset("Turn Switch Change Set Run Check Reset Update Read Use Start Call Measure Fix Build List Capture "
                   "Scale Power Query Watch Monitor Load Export Copy Log Go Download Contact Point Aggregate Flash Swap Tune Pin "
                   "Bind Label Close Page Boot Drain Increase Decrease Reduce Raise Lower Shut Compare Move Upgrade Downgrade Tell Keep Make "
                   "Try Get Put Take Give Look Wait Add Select Follow Plug Attach Clear".split())
OBJECT = re.compile(r"(?:the|a|an|all|any|each|every|it|them|its|their|your|that|this|these|those|one|both|some|no|"
                    r"which|whether|what|how|up|out|down|off|back|away|sure|[a-z][\w.]*[-_/.][\w./-]*|[a-z]+\d[\w-]*|[a-z][\w.]*(?=\s+--?[A-Za-z]))\b")
# (a command's name: "Check nvidia-smi …", "Check gdscheck -p …"; a host's: "Drain dgx01 in Slurm …")
# The particles a verb of EITHER takes before its object ("Look at the FP16 row", "Wait for jobs", "Log in to the BMC");
# "Power in a DGX …" is no step.
PARTICLES = {"Look": ("at", "for", "into"), "Wait": ("for", "until"), "Log": ("in", "into", "on"), "Go": ("to", "back"),
             "Switch": ("to",), "Change": ("to",), "Turn": ("on",), "Power": ("on", "cycle"), "Move": ("to",),
             "Compare": ("with", "against")}
VERB = re.compile(r"(" + SURE + r")\s+(?!(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|"
                  r"does|do|did|shows?|means?)\b)(?=[\w\"'“‘`$./-])")
# A lead before the verb: "First, …", "Then …", "If still loader-bound, …", "Unscale: …" (a short label), "Step 2: …".
LEAD = re.compile(r"(?:(?:First|Second|Third|Then|Next|Finally|Afterwards|Now|Lastly)\b,?\s+"
                  r"|(?:If|When|Once|After|Before|While|Until|For|On|In|At)\s[^,;:]{1,60},\s+"  # (and "On client, load …")
                  r"|(?:Step\s+\d+|[A-Z][a-z]+):\s+|(?:Step|Set|Round|Phase|Stage|Part)\s+\d+\s+[-–—]\s+)")  # (one word: "MIG Manager: apply
# the layout …" tells what it does; a numbered set's dash: "Set 1 - check the range: …")


def step(point: str) -> bool:
    """The line opens with a verb's base form, after no lead or a short one: a step of a procedure."""
    first = point.split(None, 1)[0] if point[:1].isupper() else ""
    if first.rstrip(":,") not in OPENERS and not first.endswith(":"):
        return False  # (most lines: their first word opens neither a step nor a lead, and no pattern is tried)
    found = _verb_at(point, 0)
    lead = LEAD.match(point) if not found else None
    if found or lead is None:
        return found
    label = lead[0].rstrip()
    if label.endswith(":") and label[:-1] not in EITHER and VERB.match(label[:-1] + " x"):  # ("Confirm: sinfo -n …", not "Switch: …")
        return True
    if label.endswith(":") and not (label.startswith("Step") or label.endswith("ing:") or VERB.match(label[:-1] + " x")):
        return False  # (a name's label tells what it does: "Broadcast: copy one rank's buffer …", "Clients: mount …")
    rest = point[lead.end():]
    return _verb_at(rest[:1].upper() + rest[1:], 0)


def _verb_at(text: str, at: int) -> bool:
    verb = VERB.match(text, at)
    if verb is None:
        return False
    word = verb[1].split()[0]
    if word not in EITHER or OBJECT.match(text, verb.end()):
        return True
    after = text[verb.end():].split(None, 1)
    return bool(after) and after[0] in PARTICLES.get(word, ())
