"""Solved strategy tables on disk, so a ruleset is solved once per engine version.

A table is one ``.npz`` file (NumPy arrays only, never pickles) in the solver cache
folder (:func:`yachtdice.paths.solver_cache_dir`), named by the ruleset id and a
hash of its exact rules and the engine version. It is written whole (a new file
beside it, renamed into place: :mod:`yachtdice.store.safe_files`), so a solve that
is cancelled or killed leaves no half-written table. A file that cannot be used
(empty, truncated, foreign, from other rules or another engine) is ignored and
replaced by a fresh solve.
"""

from __future__ import annotations

import contextlib
import hashlib
import struct
import time
import zipfile
import zlib
from pathlib import Path
from typing import BinaryIO

import numpy as np

from yachtdice.core.modes.pips.engine import as_pip_rules
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.solver import (
    ENGINE_VERSION,
    Progress,
    Solution,
    layout_for,
    solve,
    why_not_exact,
)
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.registry import Rules
from yachtdice.paths import solver_cache_dir
from yachtdice.store.safe_files import open_regular, write_file

_TEMP_PREFIX = ".solving-"
_STALE_TEMP_SECONDS = 24 * 3600
# everything np.load and our checks can raise on a file that is not a table we wrote
_UNUSABLE = (OSError, EOFError, ValueError, KeyError, IndexError, TypeError,
             zipfile.BadZipFile, zlib.error, struct.error)


def cache_key(rules: Ruleset) -> str:
    return hashlib.sha256(f"{rules.content_hash()}:{ENGINE_VERSION}".encode()).hexdigest()[:24]


def table_path(rules: Ruleset, folder: Path | None = None) -> Path:
    """Where the table of exactly these rules is kept."""
    return (folder or solver_cache_dir()) / f"{rules.id}-{cache_key(rules)}.npz"


def save(solution: Solution, folder: Path | None = None) -> Path:
    """Write the table whole (a new file beside it, then a rename: see
    :func:`~yachtdice.store.safe_files.write_file`); raises OSError on failure, and a
    folder, link or named pipe planted at its name is refused, not replaced."""
    folder = folder or solver_cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(folder)

    def arrays(fh: BinaryIO) -> None:
        np.savez(fh, values=solution.values.astype(np.float64),
                 seconds=np.array([solution.seconds]), engine=np.array([ENGINE_VERSION]),
                 rules=np.array([solution.rules.to_json(indent=None)]))

    return write_file(table_path(solution.rules, folder), arrays, temp_prefix=_TEMP_PREFIX)


def load(rules: Ruleset, folder: Path | None = None) -> Solution | None:
    """The saved table for exactly these rules and this engine, or None if there is none
    or the file cannot be used (it is then solved again and replaced)."""
    path = table_path(rules, folder)
    layout = layout_for(rules)
    try:  # a FIFO, a folder or an outsized file is not ours
        with open_regular(path, layout.size * 8 + (1 << 22)) as fh, \
                np.load(fh, allow_pickle=False) as data:
            if int(data["engine"][0]) != ENGINE_VERSION or \
                    str(data["rules"][0]) != rules.to_json(indent=None):
                return None
            values = np.asarray(data["values"])
            seconds = float(data["seconds"][0])
    except _UNUSABLE:
        return None
    if values.dtype != np.float64 or values.shape != (layout.size,):
        return None
    return Solution(rules, layout, values, seconds)


def solve_cached(rules: Ruleset, progress: Progress | None = None,
                 folder: Path | None = None) -> tuple[Solution, bool]:
    """Load the table if saved, else solve and save it. Returns (solution, was_saved_before).

    A table that cannot be written (read-only or full disk) is still returned."""
    found = load(rules, folder)
    if found is not None:
        return found, True
    solution = solve(rules, progress)
    with contextlib.suppress(OSError):  # only the cache is lost: the next start solves again
        save(solution, folder)
    return solution, False


def engine_for(rules: Rules, progress: Progress | None = None,
               folder: Path | None = None) -> Engine:
    """The strategy engine for pip-dice ``rules``: the saved or solved table when the rules
    allow an exact solve, else the estimating engine (no table to solve or save)."""
    rules = as_pip_rules(rules)
    if why_not_exact(rules) is not None:
        return Engine(rules, None)
    solution, _ = solve_cached(rules, progress, folder)
    return Engine(rules, solution)


def _remove_stale_temporaries(folder: Path) -> None:
    """Leftovers of solves killed while writing (a day old: no solve takes that long)."""
    now = time.time()
    for tmp in folder.glob(f"{_TEMP_PREFIX}*"):
        try:
            if now - tmp.stat().st_mtime > _STALE_TEMP_SECONDS:
                tmp.unlink()
        except OSError:
            pass
