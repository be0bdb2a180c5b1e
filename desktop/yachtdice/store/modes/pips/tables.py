"""Solved strategy tables on disk, so a ruleset is solved once per engine version.

A table is one ``.npz`` file (NumPy arrays only, never pickles) in the solver cache
folder (:func:`yachtdice.paths.solver_cache_dir`), named by the ruleset id and a
hash of its exact rules and the engine version. It is written whole (a new file
beside it, renamed into place: :mod:`yachtdice.store.safe_files`), so a solve that
is cancelled or killed leaves no half-written table. A file that cannot be used
(empty, truncated, foreign, from other rules or another engine) is ignored and
replaced by a fresh solve.

The cache is bounded: after each write the least recently used tables (with the
figures kept beside them) are removed until the folder holds at most
:func:`cache_limit` bytes (200 MB unless set), and :func:`forget` removes a deleted
ruleset's. Reading a table marks it used.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import struct
import time
import zipfile
import zlib
from collections.abc import Iterable
from pathlib import Path
from typing import BinaryIO

import numpy as np

from yachtdice.core.modes.pips.engine import as_pip_rules
from yachtdice.core.modes.pips.optimal.advisor import Engine, floor_rules
from yachtdice.core.modes.pips.optimal.solver import (
    ENGINE_VERSION,
    LayerArray,
    Progress,
    Solution,
    from_layers,
    layered,
    layout_for,
    solve,
    why_not_exact,
)
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.registry import Rules
from yachtdice.paths import solver_cache_dir
from yachtdice.store.safe_files import open_regular, write_file

MB = 1_000_000
DEFAULT_LIMIT = 200 * MB
"""The cache's size: Yahtzee's table is 8.4 MB, Yatzy's 16.8 MB, Yacht's 41 kB, and the
largest the exact solver makes 72 MB (9 million states of 8 bytes); 200 MB keeps a dozen
ordinary rulesets, or two of the largest and then some."""
_limit = [DEFAULT_LIMIT]
# a table or its figures: "<ruleset id>-<cache key>.npz" or "....distribution.json"
_CACHED = re.compile(r"(?P<id>.+)-(?P<key>[0-9a-f]{24})(?P<what>\.npz|\.distribution\.json)")
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


def _crc(values: LayerArray) -> str:
    return f"{zlib.crc32(np.ascontiguousarray(values).tobytes()):08x}"


class LayerFiles:
    """The finished layers of one ruleset's solve (tables too large to keep whole): a folder
    ``<ruleset id>-<cache key>.layers`` beside the tables, a file per layer named by the
    boxes filled and the CRC-32 of its values (``07-1a2b3c4d.npy``), each written whole.
    A layer whose file is missing, damaged or of another size is solved again; a
    ``solved.json`` there says the whole table is done (and how long it took)."""

    def __init__(self, rules: Ruleset, folder: Path | None = None) -> None:
        self.rules = rules
        self.folder = (folder or solver_cache_dir()) / f"{rules.id}-{cache_key(rules)}.layers"

    def _files(self, filled: int) -> list[Path]:
        return sorted(self.folder.glob(f"{filled:02d}-*.npy"))

    def saved(self, filled: int, size: int) -> LayerArray | None:
        for path in self._files(filled):
            try:
                with open_regular(path, size * 8 + (1 << 16)) as fh:
                    whole = np.load(fh, allow_pickle=False)  # read, not mapped: the
                if whole.shape != (size,) or whole.dtype not in (np.float32, np.float64) \
                        or _crc(whole) != path.stem.split("-", 1)[1]:  # check leaves no
                    continue                                        # mapped pages behind
                del whole
                values: LayerArray = np.load(path, mmap_mode="r", allow_pickle=False)
            except _UNUSABLE:
                continue
            return values
        return None

    def save(self, filled: int, values: LayerArray) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        _remove_stale_temporaries(self.folder)
        old = self._files(filled)
        path = self.folder / f"{filled:02d}-{_crc(values)}.npy"
        write_file(path, lambda fh: np.save(fh, values, allow_pickle=False),
                   temp_prefix=_TEMP_PREFIX)
        for stale in old:
            if stale != path:
                with contextlib.suppress(OSError):
                    stale.unlink()

    @property
    def done_path(self) -> Path:
        return self.folder / "solved.json"

    def done(self) -> float | None:
        """The seconds the finished solve took, or None if it is not finished."""
        try:
            with open_regular(self.done_path, 1 << 20) as fh:
                data = json.loads(fh.read().decode("utf-8"))
            if data.get("rules") != self.rules.to_json(indent=None):
                return None
            return float(data["seconds"])
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None

    def finish(self, seconds: float) -> None:
        write_file(self.done_path, json.dumps({"rules": self.rules.to_json(indent=None),
                                               "seconds": seconds}))


def save(solution: Solution, folder: Path | None = None) -> Path:
    """Write the table whole (a new file beside it, then a rename: see
    :func:`~yachtdice.store.safe_files.write_file`); raises OSError on failure, and a
    folder, link or named pipe planted at its name is refused, not replaced. A table kept
    as layers has its layers written by the solve: this marks it finished."""
    folder = folder or solver_cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    _remove_stale_temporaries(folder)
    dense = solution.dense
    if dense is None:
        files = LayerFiles(solution.rules, folder)
        files.finish(solution.seconds)
        return files.done_path

    def arrays(fh: BinaryIO) -> None:
        np.savez(fh, values=dense.astype(np.float64),
                 seconds=np.array([solution.seconds]), engine=np.array([ENGINE_VERSION]),
                 rules=np.array([solution.rules.to_json(indent=None)]))

    return write_file(table_path(solution.rules, folder), arrays, temp_prefix=_TEMP_PREFIX)


def load(rules: Ruleset, folder: Path | None = None) -> Solution | None:
    """The saved table for exactly these rules and this engine, or None if there is none
    or the file cannot be used (it is then solved again and replaced)."""
    if layered(rules):
        files = LayerFiles(rules, folder)
        seconds = files.done()
        solution = None if seconds is None else from_layers(rules, files, seconds)
        if solution is not None:
            mark_used(files.done_path)
        return solution
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
    mark_used(path)
    return Solution(rules, layout, values, seconds)


def saved(rules: Ruleset, folder: Path | None = None) -> bool:
    """Whether the table of exactly these rules and this engine is saved whole: its engine,
    its rules and its values' header and length are read, not its values (milliseconds,
    where :func:`load` reads Yahtzee's 8.4 MB). A table that cannot be used is not saved."""
    if layered(rules):
        return LayerFiles(rules, folder).done() is not None
    path = table_path(rules, folder)
    size = layout_for(rules).size
    try:
        with open_regular(path, size * 8 + (1 << 22)) as fh, \
                np.load(fh, allow_pickle=False) as data:
            if int(data["engine"][0]) != ENGINE_VERSION or \
                    str(data["rules"][0]) != rules.to_json(indent=None):
                return False
            length = data.zip.getinfo("values.npy").file_size
            with data.zip.open("values.npy") as member:
                version = np.lib.format.read_magic(member)
                header = (np.lib.format.read_array_header_1_0 if version == (1, 0)
                          else np.lib.format.read_array_header_2_0)(member)
                start = member.tell()
    except _UNUSABLE:
        return False
    shape, _fortran, dtype = header
    if dtype != np.float64 or shape != (size,) or length != start + size * 8:
        return False
    mark_used(path)
    return True


def solve_cached(rules: Ruleset, progress: Progress | None = None,
                 folder: Path | None = None, keep: bool = True) -> tuple[Solution, bool]:
    """Load the table if saved, else solve it and (if ``keep``) save it, then bound the
    cache. Returns (solution, was_saved_before).

    A table that cannot be written (read-only or full disk) is still returned."""
    found = load(rules, folder)
    if found is not None:
        return found, True
    store = LayerFiles(rules, folder) if keep and layered(rules) else None
    solution = solve(rules, progress, store=store)
    if keep:
        keep_table(solution, folder)
    return solution, False


def keep_table(solution: Solution, folder: Path | None = None) -> None:
    """Save a solved table, then remove the least recently used ones beyond the limit;
    a failure loses only the cache (the next start solves again)."""
    with contextlib.suppress(OSError):
        kept = save(solution, folder)
        trim(kept.parent, keep=(kept,))


def engine_for(rules: Rules, progress: Progress | None = None,
               folder: Path | None = None, keep: bool = True) -> Engine:
    """The strategy engine for pip-dice ``rules``: the saved or solved table when the rules
    allow an exact solve (a new table saved only if ``keep``), else the estimating engine
    (no table to solve or save)."""
    rules = as_pip_rules(rules)
    if why_not_exact(rules) is not None:
        without = floor_rules(rules)  # its table only if saved (solved when rules are)
        return Engine(rules, None, floor=None if without is None else load(without, folder))
    solution, _ = solve_cached(rules, progress, folder, keep)
    return Engine(rules, solution)


def cache_limit() -> int:
    """How many bytes the cache folder may hold (see :data:`DEFAULT_LIMIT`)."""
    return _limit[0]


def set_cache_limit(limit: int) -> None:
    """Bound the cache to ``limit`` bytes from now on (the app's setting)."""
    _limit[0] = max(0, limit)


def mark_used(path: Path) -> None:
    """Note that a cached file was just used: its access time (set here whatever the file
    system's own habits) decides what goes first; its modification time stays the write's."""
    with contextlib.suppress(OSError):
        os.utime(path, ns=(time.time_ns(), path.stat().st_mtime_ns))


def _cached(folder: Path) -> dict[str, list[tuple[Path, int, float]]]:
    """The cached files by table (ruleset id and key): each with its size and last use."""
    out: dict[str, list[tuple[Path, int, float]]] = {}
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return out
    for entry in entries:
        found = _CACHED.fullmatch(entry.name)
        try:
            if found is None or not entry.is_file(follow_symlinks=False):
                continue
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        out.setdefault(f"{found['id']}-{found['key']}", []).append(
            (Path(entry.path), info.st_size, max(info.st_atime, info.st_mtime)))
    return out


def trim(folder: Path, limit: int | None = None, keep: Iterable[Path] = ()) -> list[Path]:
    """Remove the least recently used tables, each with its figures, until ``folder``
    holds at most ``limit`` bytes (default :func:`cache_limit`); never one in ``keep``
    (the table just written). Returns what was removed."""
    limit = cache_limit() if limit is None else limit
    tables = _cached(folder)
    total = sum(size for files in tables.values() for _p, size, _t in files)
    kept = {Path(p).name for p in keep}
    removed: list[Path] = []
    for files in sorted(tables.values(), key=lambda fs: max(t for _p, _s, t in fs)):
        if total <= limit:
            break
        if any(p.name in kept for p, _s, _t in files):
            continue
        for path, size, _t in files:
            with contextlib.suppress(OSError):  # gone already, or still open elsewhere
                path.unlink()
                removed.append(path)
                total -= size
    return removed


def forget(ruleset_id: str, folder: Path | None = None) -> list[Path]:
    """Remove every table (and the figures beside it) of the ruleset ``ruleset_id``, of any
    version: it has been deleted. Returns what was removed."""
    removed = []
    for layers in (folder or solver_cache_dir()).glob("*.layers"):
        if layers.name.rsplit("-", 1)[0] == ruleset_id and layers.is_dir() \
                and not layers.is_symlink():
            shutil.rmtree(layers, ignore_errors=True)
            removed.append(layers)
    for files in _cached(folder or solver_cache_dir()).values():
        for path, _s, _t in files:
            found = _CACHED.fullmatch(path.name)
            if found is not None and found["id"] == ruleset_id:
                with contextlib.suppress(OSError):
                    path.unlink()
                    removed.append(path)
    return removed


def _remove_stale_temporaries(folder: Path) -> None:
    """Leftovers of solves killed while writing (a day old: no solve takes that long)."""
    now = time.time()
    for tmp in folder.glob(f"{_TEMP_PREFIX}*"):
        try:
            if now - tmp.stat().st_mtime > _STALE_TEMP_SECONDS:
                tmp.unlink()
        except OSError:
            pass
