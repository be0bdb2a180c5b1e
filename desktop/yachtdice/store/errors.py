"""The store's errors, and moving an unreadable file aside: what the window needs of the
store before its first paint, without SQLite (:mod:`.database` opens the history)."""

from __future__ import annotations

import time
from pathlib import Path


class StoreError(Exception):
    """The history could not be read or written; the message says why in one sentence."""


class StoreBusy(StoreError):
    """Another program held the history locked for longer than the 5 s queue; nothing changed."""


StoreBusyError = StoreBusy  # the earlier name


class StoreFull(StoreError):
    """The disk holding the history is full; nothing was changed."""


class StoreReadOnly(StoreError):
    """The history file or its folder is read-only: it can be read, nothing can be saved."""


class StoreNewer(StoreReadOnly):
    """The history was written by a newer Yacht Dice (a later schema): it is read as it is,
    never migrated back, moved aside or written, so the newer version finds it whole."""


class StoreUnavailable(StoreError):
    """The data folder cannot be used at all (say, it is a file); nothing was changed."""


def move_aside(path: Path) -> Path:
    """Rename ``path`` (and its -wal/-shm companions) to a new timestamped name; return it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{n}")
    path.rename(target)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(target.with_name(target.name + suffix))
    return target
