"""Getting the strategy engine without freezing the window.

Solving a ruleset takes seconds (Yahtzee about 12 s on two cores); loading a
cached table is instant. The service does either on a worker thread, reports
progress, can be cancelled (nothing half-written is kept), and remembers the
engines it has.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..core import Ruleset
from ..core.advisor import Engine
from ..core.solver import Cancelled, load, why_not_exact
from ..paths import cache_dir


def solver_cache() -> Path:
    return cache_dir() / "solver"


class EngineService(QObject):
    """``request(rules, callback)``: the callback gets the engine (at once if known)."""

    progress = Signal(str, float)   # (ruleset name, fraction done) while solving
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

    @property
    def busy(self) -> bool:
        return self._busy is not None

    def known(self, rules: Ruleset) -> Engine | None:
        return self._engines.get(rules.content_hash())

    def request(self, rules: Ruleset, callback: Callable[[Engine], None]) -> None:
        key = rules.content_hash()
        if key in self._engines:
            callback(self._engines[key])
            return
        if why_not_exact(rules) is not None or load(rules, solver_cache()) is not None:
            engine = Engine.for_rules(rules, solver_cache())  # an estimate, or the cached table
            self._remember(key, engine)
            callback(engine)
            return
        self._waiting.setdefault(key, []).append(callback)
        if self._busy == key:
            return
        if self._busy is not None:
            self.cancel()  # one solve at a time: the newest request wins
        self._busy = key
        self._cancel = threading.Event()
        cancel = self._cancel
        threading.Thread(target=self._solve, args=(rules, cancel), name="solve",
                         daemon=True).start()

    def cancel(self) -> None:
        self._cancel.set()

    def _solve(self, rules: Ruleset, cancel: threading.Event) -> None:
        def progress(fraction: float) -> None:
            if cancel.is_set():
                raise Cancelled
            self.progress.emit(rules.name, fraction)

        try:
            engine: Engine | None = Engine.for_rules(rules, solver_cache(), progress)
        except Cancelled:
            engine = None
        except (OSError, MemoryError, ValueError) as exc:
            self.failed.emit(f"The strategy for {rules.name} could not be prepared: {exc}")
            engine = None
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
