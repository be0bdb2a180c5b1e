"""Getting the strategy engine without freezing the window.

Solving a ruleset takes seconds; loading a saved table is instant. The service
does either on a worker thread, reports progress (a real fraction of the work,
with what it is doing and roughly how long is left), can be cancelled (nothing
half-written is kept), and remembers the engines it has. ``prepare`` starts a
solve in the background at low priority as soon as a game begins, so the first
hint and the first Expert move rarely wait.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..core import Ruleset
from ..core.advisor import Engine
from ..core.solver import Cancelled, SolveProgress, why_not_exact
from ..paths import solver_cache_dir
from ..store import tables

BACKGROUND_NICENESS = 10  # a background solve yields the cores to anything else


def solver_cache() -> Path:
    """The folder of saved tables (defined once, in ``yachtdice.paths``)."""
    return solver_cache_dir()


def progress_text(rules: Ruleset, progress: SolveProgress) -> str:
    """What the status bar says while solving, e.g.
    "Solving Yahtzee: turn 9 of 13, about 20 s left"."""
    return f"Solving {rules.name}: {progress.describe()}"


class EngineService(QObject):
    """``request(rules, callback)``: the callback gets the engine (at once if known)."""

    progress = Signal(str, float)   # (ruleset name, fraction done) while solving
    status = Signal(str)            # what it is doing and roughly how long is left
    finished = Signal(str)          # ruleset id: solving is over (done, failed or cancelled)
    failed = Signal(str)            # one sentence
    _done = Signal(object, object)  # (ruleset, Engine | None), from the worker thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engines: dict[str, Engine] = {}
        self._waiting: dict[str, list[Callable[[Engine], None]]] = {}
        self._cancel = threading.Event()
        self._busy: str | None = None
        self._done.connect(self._deliver)
        closing = self._closing = threading.Event()  # the service is gone: stop any solve
        self.destroyed.connect(lambda *_: closing.set())

    @property
    def busy(self) -> bool:
        return self._busy is not None

    def known(self, rules: Ruleset) -> Engine | None:
        return self._engines.get(rules.content_hash())

    def request(self, rules: Ruleset, callback: Callable[[Engine], None]) -> None:
        key = rules.content_hash()
        if self._ready_now(rules):
            callback(self._engines[key])
            return
        self._waiting.setdefault(key, []).append(callback)
        if self._busy != key:
            self._start(rules, background=False)

    def prepare(self, rules: Ruleset) -> None:
        """A game with ``rules`` has begun: have its engine ready before anyone asks.

        Solves in the background at low priority; any solve for other rules is
        cancelled (the game it was for has changed)."""
        key = rules.content_hash()
        if self._busy is not None and self._busy != key:
            self.cancel()
            self._busy = None
        if self._busy == key or self._ready_now(rules):
            return
        self._start(rules, background=True)

    def cancel(self) -> None:
        self._cancel.set()

    def shut_down(self) -> None:
        """The window is closing: stop any solve now and start none later."""
        self._closing.set()
        self._cancel.set()

    def _ready_now(self, rules: Ruleset) -> bool:
        """Known, an estimate (nothing to solve) or a saved table: remembered at once."""
        key = rules.content_hash()
        if key in self._engines:
            return True
        if why_not_exact(rules) is not None:
            self._remember(key, Engine(rules, None))
            return True
        saved = tables.load(rules, solver_cache())
        if saved is not None:
            self._remember(key, Engine(rules, saved))
            return True
        return False

    def _start(self, rules: Ruleset, background: bool) -> None:
        if self._closing.is_set():
            return
        if self._busy is not None:
            self.cancel()  # one solve at a time: the newest request wins
        self._busy = rules.content_hash()
        self._cancel = threading.Event()
        threading.Thread(target=self._solve, args=(rules, self._cancel, background),
                         name="solve", daemon=True).start()

    def _solve(self, rules: Ruleset, cancel: threading.Event, background: bool) -> None:
        if background:
            with contextlib.suppress(OSError, AttributeError):  # not everywhere: then as is
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), BACKGROUND_NICENESS)
        shown = [-1.0]

        def progress(p: SolveProgress) -> None:
            if cancel.is_set() or self._closing.is_set():
                raise Cancelled
            if p.fraction - shown[0] >= 0.005 or p.fraction >= 1.0:
                shown[0] = p.fraction
                self.status.emit(progress_text(rules, p))
                self.progress.emit(rules.name, p.fraction)

        try:
            engine: Engine | None = tables.engine_for(rules, progress, solver_cache())
        except Cancelled:
            engine = None
        except Exception as exc:  # any failure: the window must hear of it, never hang
            self.failed.emit(f"The strategy for {rules.name} could not be prepared: {exc}")
            engine = None
        with contextlib.suppress(RuntimeError):  # the service was deleted meanwhile
            self._done.emit(rules, engine)

    def _deliver(self, rules: Ruleset, engine: Engine | None) -> None:
        key = rules.content_hash()
        if self._busy == key:
            self._busy = None
        callbacks = self._waiting.pop(key, [])
        if engine is not None:
            self._remember(key, engine)
            for callback in callbacks:
                callback(engine)
        self.finished.emit(rules.id)

    def _remember(self, key: str, engine: Engine) -> None:
        self._engines[key] = engine
        while len(self._engines) > 2:  # a loaded table is tens of MB: keep the last two
            self._engines.pop(next(iter(self._engines)))
