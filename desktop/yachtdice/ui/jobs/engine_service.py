"""Getting the strategy engine without freezing the window.

Solving a ruleset takes seconds; loading a saved table is instant. The service
does either on a worker thread, reports progress (a real fraction of the work,
with what it is doing and roughly how long is left), can be cancelled (nothing
half-written is kept), and remembers the engines it has. ``prepare`` starts a
solve in the background at low priority as soon as a game begins, so the first
hint and the first Expert move rarely wait.

Every thread it starts is its own (:class:`Threads`): when the window closes, or when
the application is about to quit, the service stops them and waits for them, and once
stopped no thread of it reaches Qt again, so nothing is left to report into objects
that are being torn down.

It also works out optimal play's chance of the upper bonus (:meth:`request_bonus_chance`),
from the core's forward pass over the solved table, for the House Rules window.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from shiboken6 import Shiboken

from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.distribution import forward_pass, simulated_distribution
from yachtdice.core.modes.pips.optimal.simulate import play_solitaire
from yachtdice.core.modes.pips.optimal.solver import Cancelled, SolveProgress, why_not_exact
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.paths import solver_cache_dir
from yachtdice.store import distributions, tables

BACKGROUND_NICENESS = 10  # a background solve yields the cores to anything else
STOP_WAIT = 5.0           # seconds to wait for a cancelled solve (it stops within one)
ESTIMATE_GAMES = 200      # Expert games simulated for rules beyond the exact solver


def solver_cache() -> Path:
    """The folder of saved tables (defined once, in ``yachtdice.paths``)."""
    return solver_cache_dir()


def progress_text(rules: Ruleset, progress: SolveProgress) -> str:
    """What the status bar says while solving, e.g.
    "Solving Yahtzee: turn 9 of 13, about 20 s left"."""
    return f"Solving {rules.name}: {progress.describe()}"


class Threads:
    """The worker threads one object starts. Once :meth:`close` has returned, none of
    them reaches Qt again (their reports go through :meth:`deliver`)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.closed = threading.Event()
        self._threads: list[threading.Thread] = []

    def start(self, target: Callable[..., None], *args: object, name: str) -> None:
        self._threads = [t for t in self._threads if t.is_alive()]
        thread = threading.Thread(target=target, args=args, name=name, daemon=True)
        self._threads.append(thread)
        thread.start()

    def deliver(self, emit: Callable[[], None]) -> bool:
        """Call ``emit`` (a signal's emit) unless closed; a close waits for it to finish."""
        with self._lock:
            if self.closed.is_set():
                return False
            with contextlib.suppress(RuntimeError):  # the receiver was deleted meanwhile
                emit()
            return True

    def close(self) -> None:
        with self._lock:
            self.closed.set()

    def wait(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for every thread to end; True if none is left."""
        deadline = time.monotonic() + seconds
        for thread in self._threads:
            if thread is not threading.current_thread():
                thread.join(max(0.0, deadline - time.monotonic()))
        self._threads = [t for t in self._threads if t.is_alive()]
        return not self._threads

    @property
    def running(self) -> int:
        """How many of them are still running."""
        return sum(t.is_alive() for t in self._threads)


@dataclass(frozen=True)
class BonusChance:
    """Optimal play's chance of the upper bonus from the empty card.

    ``rate`` is None when the rules have no upper bonus; ``games`` is 0 when the rate is
    exact (the forward pass over the solved table), else how many simulated Expert games
    it comes from."""

    rate: float | None
    games: int = 0

    @property
    def exact(self) -> bool:
        return self.games == 0


def bonus_chance(engine: Engine, check: Callable[[float], None] | None = None,
                 games: int = ESTIMATE_GAMES, folder: Path | None = None) -> BonusChance:
    """The chance of the upper bonus under ``engine``'s play: exact from the solved table
    (the core's forward pass), else the share of ``games`` simulated games. ``check`` is
    called with the fraction done and may raise to stop. With a ``folder``, exact figures
    are read from and kept beside the saved tables (the same file Statistics uses)."""
    rules = engine.rules
    if rules.upper_bonus is None:
        return BonusChance(None)
    if engine.solution is not None:
        if folder is None:  # only the rates are wanted: the cheapest form of the pass
            figures = forward_pass(engine.solution, check, joint_cells=0, samples=0)
            return BonusChance(figures.upper_bonus_rate)
        saved = distributions.saved_distribution(rules, folder)
        if saved is None or not saved.exact:
            saved = forward_pass(engine.solution, check)
            distributions.save_distribution(saved, rules, folder)
        return BonusChance(saved.upper_bonus_rate)
    player = Engine(rules, None)  # its own: an engine caches turns and is not shared
    cards = []
    for i in range(games):
        if check is not None:
            check(i / games)
        cards.append(play_solitaire(rules, player, seed=1 + i).state.cards[0])
    return BonusChance(simulated_distribution(rules, cards).upper_bonus_rate, games)


class EngineService(QObject):
    """``request(rules, callback)``: the callback gets the engine (at once if known)."""

    progress = Signal(str, float)   # (ruleset name, fraction done) while solving
    status = Signal(str)            # what it is doing and roughly how long is left
    finished = Signal(str)          # ruleset id: solving is over (done, failed or cancelled)
    failed = Signal(str)            # one sentence
    bonus_progress = Signal(float)  # fraction of the bonus chance worked out
    _done = Signal(object, object)  # (ruleset, Engine | None), from the worker thread
    _progress = Signal(object, str, str, float)  # (its cancel event, status, name, fraction)
    _bonus_done = Signal(str, object)  # (rules hash, BonusChance | None), from its thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engines: dict[str, Engine] = {}
        self._waiting: dict[str, list[tuple[Callable[[Engine], None], QObject | None]]] = {}
        self._cancel = threading.Event()
        self._busy: str | None = None
        self._busy_id = ""
        self._announced: set[str] = set()  # cancelled solves whose end was already announced
        self._bonus: dict[str, BonusChance] = {}
        self._bonus_waiting: tuple[str, Callable[[BonusChance], None]] | None = None
        self._bonus_cancel = threading.Event()
        self._bonus_job: str | None = None
        self._done.connect(self._deliver)
        self._progress.connect(self._relay_progress)
        self._bonus_done.connect(self._deliver_bonus)
        threads = self._threads = Threads()
        self._closing = threads.closed
        self.destroyed.connect(lambda *_: threads.close())  # the service is gone: stop
        app = QCoreApplication.instance()
        if app is not None:  # no thread may outlive the application
            app.aboutToQuit.connect(self.shut_down)

    @property
    def busy(self) -> bool:
        return self._busy is not None

    def known(self, rules: Ruleset) -> Engine | None:
        return self._engines.get(rules.content_hash())

    def request(self, rules: Ruleset, callback: Callable[[Engine], None],
                owner: QObject | None = None) -> None:
        """``callback`` gets the engine for ``rules``; not once ``owner`` (a window that
        asked a shared service) has been deleted meanwhile."""
        key = rules.content_hash()
        if self._ready_now(rules):
            callback(self._engines[key])
            return
        self._waiting.setdefault(key, []).append((callback, owner))
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

    @property
    def closed(self) -> bool:
        """Shut down: it starts nothing more."""
        return self._closing.is_set()

    @property
    def running(self) -> int:
        """How many of its threads are still running (a cancelled one until it stops)."""
        return self._threads.running

    def cancel(self) -> None:
        """Stop the solve under way: it is over for whoever shows it (``finished`` at once,
        not when its thread gets round to stopping), and reports no more progress."""
        solving = self._busy
        self._cancel.set()
        self.cancel_bonus_chance()
        if solving is not None:
            self._busy = None
            self._announced.add(solving)  # its thread's own end then passes unannounced
            self.finished.emit(self._busy_id)

    def cancel_bonus_chance(self) -> None:
        """Stop working out a bonus chance (the rules it was for have changed)."""
        self._bonus_cancel.set()
        self._bonus_waiting = None

    def shut_down(self, wait: float = STOP_WAIT) -> bool:
        """The window is closing or the program ending: stop every thread, start none
        later, and wait up to ``wait`` seconds for them to end (True if they have).
        From here on no thread reports anything, ended or not."""
        self._threads.close()
        self._cancel.set()
        self._bonus_cancel.set()
        self._bonus_waiting = None
        self._busy = None
        return self._threads.wait(wait)

    def request_bonus_chance(self, engine: Engine,
                             callback: Callable[[BonusChance], None]) -> None:
        """Optimal play's chance of the upper bonus for ``engine``'s rules, worked out on a
        worker thread (at once if known); a newer request replaces an older one."""
        key = engine.rules.content_hash()
        if key in self._bonus:
            self._bonus_cancel.set()
            self._bonus_waiting = None
            callback(self._bonus[key])
            return
        if self._closing.is_set():
            return
        self._bonus_waiting = (key, callback)
        if self._bonus_job == key and not self._bonus_cancel.is_set():
            return  # already being worked out: it goes to the newest callback
        self._bonus_cancel.set()
        self._bonus_job = key
        cancel = self._bonus_cancel = threading.Event()
        self._threads.start(self._work_out_bonus, engine, key, cancel, name="bonus-chance")

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
        self._busy_id = rules.id
        self._cancel = threading.Event()
        self._threads.start(self._solve, rules, self._cancel, background, name="solve")

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
                self._threads.deliver(lambda: self._progress.emit(
                    cancel, progress_text(rules, p), rules.name, p.fraction))

        try:
            engine: Engine | None = tables.engine_for(rules, progress, solver_cache())
        except Cancelled:
            engine = None
        except Exception as exc:  # any failure: the window must hear of it, never hang
            reason = f"The strategy for {rules.name} could not be prepared: {exc}"
            self._threads.deliver(lambda: self.failed.emit(reason))
            engine = None
        self._threads.deliver(lambda: self._done.emit(rules, engine))

    def _work_out_bonus(self, engine: Engine, key: str, cancel: threading.Event) -> None:
        with contextlib.suppress(OSError, AttributeError):  # as a background solve
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), BACKGROUND_NICENESS)

        def check(fraction: float) -> None:
            if cancel.is_set() or self._closing.is_set():
                raise Cancelled
            self._threads.deliver(lambda: self.bonus_progress.emit(fraction))

        try:
            chance: BonusChance | None = bonus_chance(engine, check, folder=solver_cache())
        except Cancelled:
            return
        except Exception as exc:  # a thread boundary: say so, never die mute
            reason = f"The chance of the upper bonus could not be worked out: {exc}"
            self._threads.deliver(lambda: self.failed.emit(reason))
            chance = None
        self._threads.deliver(lambda: self._bonus_done.emit(key, chance))

    def _deliver_bonus(self, key: str, chance: BonusChance | None) -> None:
        if self._bonus_job == key:
            self._bonus_job = None
        if chance is None:
            return
        self._bonus[key] = chance
        while len(self._bonus) > 32:  # a few numbers each: keep the recent ones
            self._bonus.pop(next(iter(self._bonus)))
        waiting, self._bonus_waiting = self._bonus_waiting, None
        if waiting is not None and waiting[0] == key:
            waiting[1](chance)
        elif waiting is not None:
            self._bonus_waiting = waiting

    def _relay_progress(self, cancel: threading.Event, text: str, name: str,
                        fraction: float) -> None:
        """Progress reaches the GUI thread: shown unless its solve was cancelled meanwhile."""
        if not cancel.is_set() and not self._closing.is_set():
            self.status.emit(text)
            self.progress.emit(name, fraction)

    def _deliver(self, rules: Ruleset, engine: Engine | None) -> None:
        key = rules.content_hash()
        if self._busy == key:
            self._busy = None
        callbacks = self._waiting.pop(key, [])
        if engine is not None:
            self._remember(key, engine)
            for callback, owner in callbacks:
                if owner is None or Shiboken.isValid(owner):
                    callback(engine)
        announced = key in self._announced
        self._announced.discard(key)
        if announced and engine is None:
            return
        self.finished.emit(rules.id)

    def _remember(self, key: str, engine: Engine) -> None:
        self._engines[key] = engine
        while len(self._engines) > 2:  # a loaded table is tens of MB: keep the last two
            self._engines.pop(next(iter(self._engines)))
