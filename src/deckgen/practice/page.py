"""The practice page: one self-contained HTML file, its script and style allowed by hash alone."""
from __future__ import annotations

import base64
import functools
import hashlib
import html
import re
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from ..model import DeckConfig
from ..package.lock import Lock
from ..render import NoteType, RenderedNote
from .data import data_block, page_lines

SLOT = re.compile(r"@(\w+)@")


@functools.cache
def _asset(name: str) -> str:
    return (resources.files(__package__) / "templates" / name).read_text("utf-8")


def _hash(source: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(source.encode("utf-8")).digest()).decode("ascii") + "'"


def content_security_policy(script: str, style: str) -> str:
    """Nothing may load or run but the page's own inline script and style (by hash) and data: images;
    no request of any kind, no form submission, no <base>."""
    return (f"default-src 'none'; script-src {_hash(script)}; style-src {_hash(style)}; img-src data:; "
            "base-uri 'none'; form-action 'none'")


def page_chunks(config: DeckConfig, notetype: NoteType, data: Sequence[bytes]) -> list[bytes]:
    """The page around its data block (`data.data_block`), as chunks to write in turn."""
    style = "\n" + notetype.css + "\n" + _asset("practice.css")
    script = "\n" + _asset("practice.js")
    values = {
        "title": html.escape(config.name.replace("::", " · ")),
        "csp": html.escape(content_security_policy(script, style)),
        "style": style,
        "script": script,
    }
    head, tail = (SLOT.sub(lambda m: values[m[1]], part).encode("utf-8")
                  for part in _asset("practice.html").split("@data@"))
    return [head, *data, tail]  # (a large page is never joined: `write_atomic` takes the chunks)


def practice_page(config: DeckConfig, notes: Sequence[RenderedNote], lock: Lock, notetype: NoteType) -> bytes:
    """The page's bytes, made afresh: the same notes and lock give the same bytes."""
    questions, media = page_lines(config, notes, lock, notetype)
    return b"".join(page_chunks(config, notetype, data_block(config, questions, media)))


@functools.cache
def code_digest() -> bytes:
    """Of this stage's code and templates, and of the template filler it borrows from the preview."""
    digest = hashlib.sha256()
    folder = Path(__file__).parent
    for path in sorted([*folder.rglob("*"), folder.parent / "preview.py"]):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.digest()
