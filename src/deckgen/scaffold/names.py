"""The defaults `deckgen init` offers, and how the generated workflows install deckgen."""
from __future__ import annotations

import json
import re
from importlib import metadata

from .. import DISTRIBUTION



def default_deck_id(folder_name: str) -> str:
    """A deck id from a folder name: `My GPU Deck` -> `my-gpu-deck`."""
    slug = re.sub(r"[^a-z0-9._-]+", "-", folder_name.lower()).strip("-._")[:64]
    return slug or "my-deck"


def default_name(deck_id: str) -> str:
    """A deck name from its id: `gpu-infra` -> `Gpu Infra`."""
    return " ".join(word.capitalize() for word in re.split(r"[-._]+", deck_id) if word) or deck_id


def requirement() -> str:
    """What CI pip-installs: the deckgen running now (see requirement_of)."""
    try:
        dist = metadata.distribution(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # (a source tree on sys.path, not installed)
        from .. import __version__
        return requirement_of(__version__, None)
    return requirement_of(dist.version, dist.read_text("direct_url.json"))


def requirement_of(version: str, direct_url: str | None) -> str:
    """Installed from a git or https URL (pip's direct_url.json): that URL, a git one pinned to its
    commit. Otherwise (the package index, a local file or folder): this version from the index."""
    origin = json.loads(direct_url or "{}")
    url = origin.get("url", "")
    subdirectory = f"#subdirectory={origin['subdirectory']}" if origin.get("subdirectory") else ""
    if url.startswith("https://"):
        vcs = origin.get("vcs_info", {})
        if vcs.get("vcs") == "git":
            return f"{DISTRIBUTION} @ git+{url}@{vcs['commit_id']}{subdirectory}"
        if "archive_info" in origin:
            return f"{DISTRIBUTION} @ {url}{subdirectory}"
    return f"{DISTRIBUTION}=={version}"
