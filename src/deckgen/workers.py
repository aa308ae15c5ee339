"""Worker processes for cold builds and large parses, which die with the command that started them.

A `deckgen build` killed by SIGKILL (the OOM killer, an editor's stop button) cannot tell its
workers; without help they would sleep forever waiting for work. Each worker asks Linux to send it
SIGKILL when its parent dies (`prctl(PR_SET_PDEATHSIG)`), and checks that the parent is still the
one that started it (it may have died before the request was made). Elsewhere (no prctl) the pool's
own checks remain: Python's executor notices a dead parent only when it next talks to it.
"""
from __future__ import annotations

import ctypes
import os
import signal
import sys
from concurrent.futures import ProcessPoolExecutor  # (imported when a pool is needed: ~20 ms)

PR_SET_PDEATHSIG = 1


def _die_with(parent: int) -> None:
    """The pool's initializer, run first in every worker."""
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # the parent died before the request above: nobody will signal us
        os._exit(1)


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A process pool whose workers exit when this process dies, however it dies."""
    return ProcessPoolExecutor(workers, initializer=_die_with, initargs=(os.getpid(),))
