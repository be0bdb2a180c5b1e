"""Getting pip dice's strategy engine without freezing the window.

Solving a ruleset takes seconds; loading a saved table is quick. The service does either
in the background: it loads on a worker thread and solves in a worker process
(:mod:`yachtdice.ui.jobs.process`: the solver's NumPy holds the interpreter lock for long
stretches, which on a thread kept the window waiting up to 0.2 s), reports progress (a
real fraction of the work, with what it is doing and roughly how long is left), can be
cancelled (the process is killed at once; nothing half-written is kept), and remembers
the engines it has. ``prepare`` makes sure, as soon as a game begins, that its rules are
solved and saved (a saved table is seen from its header on the job's thread, no process
started; else it is solved in a worker process at low priority), so the first hint and
the first Expert move wait only for the table to load (a fraction of a second, off the GUI
thread); the window itself holds no engine, nor its table, until one is asked for.

Its work runs as jobs of the application's job runner (:mod:`yachtdice.ui.jobs.runner`),
owned by the service: when the window closes the service cancels them and waits for
them, when the application quits the runner does, and a cancelled job reports nothing,
so nothing is left to report into objects that are being torn down.

It also works out optimal play's chance of the upper bonus (:meth:`request_bonus_chance`),
from the core's forward pass over the solved table, for the House Rules window (in a
worker process too).

It decides which tables are written to the solver cache: every table it solves, unless
asked with ``keep=False`` (House Rules' rules being edited: kept in memory only, and
written by :meth:`EngineService.keep` once saved). It bounds the cache to the player's
setting (in the worker processes too) and drops a deleted ruleset's tables
(:meth:`EngineService.forget`).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from shiboken6 import Shiboken

from yachtdice.core.modes.pips.engine import as_pip_rules
from yachtdice.paths import solver_cache_dir
from yachtdice.ui.i18n import translated
from yachtdice.ui.jobs.runner import Job, JobRunner, app_runner
from yachtdice.ui.modes import Strategies
from yachtdice.ui.settings import Settings

if TYPE_CHECKING:  # the engine and its NumPy are imported when first needed, not at start
    from yachtdice.core.modes.pips.optimal.advisor import Engine
    from yachtdice.core.modes.pips.optimal.solver import Solution
    from yachtdice.core.modes.pips.ruleset import Ruleset
    from yachtdice.core.registry import Rules
    from yachtdice.store.modes.pips.work import BonusChance, SolveReport

__all__ = ["STOP_WAIT", "EngineService", "pip_engines", "solver_cache"]

STOP_WAIT = 5.0           # seconds to wait for a cancelled solve (it stops within one)


def solver_cache() -> Path:
    """The folder of saved tables (defined once, in ``yachtdice.paths``)."""
    return solver_cache_dir()


class EngineService(QObject):
    """``request(rules, callback)``: the callback gets the engine (at once if known)."""

    progress = Signal(str, float)   # (ruleset name, fraction done) while solving
    status = Signal(str)            # what it is doing and roughly how long is left
    finished = Signal(str)          # ruleset id: solving is over (done, failed or cancelled)
    failed = Signal(str)            # one sentence
    bonus_progress = Signal(float)  # fraction of the bonus chance worked out
    #: the simulated games' figures so far (an Estimate), while the figures of rules beyond
    #: the exact solver are worked out with the bonus chance
    estimate_progress = Signal(object)

    def __init__(self, parent: QObject | None = None, runner: JobRunner | None = None) -> None:
        super().__init__(parent)
        self._runner = runner or app_runner()
        self._engines: dict[str, Engine] = {}
        self._waiting: dict[str, list[tuple[Callable[[Engine], None], QObject | None]]] = {}
        self._solve: Job[Engine | None, SolveReport] | None = None
        self._busy: str | None = None
        self._busy_id = ""
        self._wanted = threading.Event()  # someone waits for the engine the job works out
        self._prepared: set[str] = set()  # rules whose table is saved (or need none)
        self._keep: set[str] = set()  # rules whose table is written once solved
        self._bound: list[int | None] = []  # the player's bound, read once it is needed
        if "yachtdice.store.modes.pips.tables" in sys.modules:
            _bound_cache(self._cache_mb)  # tables in use already: bounded from now on
        self._bonus: dict[str, BonusChance] = {}
        self._bonus_waiting: tuple[str, Callable[[BonusChance], None]] | None = None
        self._to_prepare: Rules | None = None  # asked while the runner is held
        self._held_requests: list[Callable[[], None]] = []  # the same
        self._released_asked = False
        self._bonus_run: Job[BonusChance, object] | None = None
        self._bonus_job: str | None = None
        self._closed = False

    @property
    def _cache_mb(self) -> int | None:
        """The player's bound on the solver cache (Settings), read at each start when first
        needed: no job runs before the first paint, so neither does this read."""
        if not self._bound:
            self._bound.append(Settings().solver_cache_mb)
            _bound_cache(self._bound[0])
        return self._bound[0]

    @property
    def busy(self) -> bool:
        return self._busy is not None

    def known(self, rules: Rules) -> Engine | None:
        """The engine for ``rules`` if the service holds it (then a request is answered at
        once)."""
        if not self._engines:  # none yet (none before the first paint): no fingerprint taken
            return None
        return self._engines.get(rules.content_hash())

    def request(self, rules: Rules, callback: Callable[[Engine], None],
                owner: QObject | None = None, keep: bool = True) -> None:
        """``callback`` gets the engine for ``rules``: at once if known, else once it is
        loaded (or solved) in the background; not once ``owner`` (a window that asked a
        shared service) has been deleted meanwhile. A table solved for it is written to the
        cache only if ``keep`` (else it lives in memory, until :meth:`keep`). While the runner
        is held (the window is first drawn), it waits, before the game's :meth:`prepare`: the
        rules' fingerprint needs OpenSSL's hashes, loaded once the window is painted."""
        if self._runner.holding:
            self._held_requests.append(lambda: self.request(rules, callback, owner, keep))
            self._ask_when_released()
            return
        pips = as_pip_rules(rules)  # the engine plays pip dice only
        key = pips.content_hash()
        if keep:
            self.keep(pips)  # solved in memory before (if so), it goes to the cache now
        engine = self._engines.get(key)
        if engine is not None:
            callback(engine)
            return
        self._waiting.setdefault(key, []).append((callback, owner))
        if self._busy == key:
            self._wanted.set()  # the job under way loads the engine too
        else:
            self._start(pips, background=False)

    def keep(self, rules: Ruleset) -> None:
        """``rules`` have been saved: their table goes to the cache (now, if it was solved
        in memory only; else once solved)."""
        key = rules.content_hash()
        self._keep.add(key)
        engine = self._engines.get(key)
        if engine is None or engine.solution is None or self._closed:
            return
        from yachtdice.store.modes.pips import tables  # the engine is here: so is NumPy

        _bound_cache(self._cache_mb)
        if tables.table_path(rules, solver_cache()).exists():
            return
        solution = engine.solution
        self._runner.submit(lambda _job: tables.keep_table(solution, solver_cache()), self,
                            name="keep-table")

    def forget(self, ruleset_id: str) -> None:
        """A ruleset has been deleted: its tables (every version) leave the cache."""
        from yachtdice.store.modes.pips import tables

        tables.forget(ruleset_id, solver_cache())

    def prepare(self, rules: Rules) -> None:
        """A game with ``rules`` has begun: make sure its engine is quick to get.

        Solves and saves its table in the background (in a worker process at low
        priority) if it is not saved yet; any solve for other rules is cancelled (the game
        it was for has changed). Nothing is loaded until someone asks (:meth:`request`),
        and nothing runs on the GUI thread, so a deal is never held up. While the runner
        is held (the window is first drawn), even the rules' fingerprint waits."""
        if self._runner.holding:
            self._to_prepare = rules
            self._ask_when_released()
            return
        rules = as_pip_rules(rules)  # the engine plays pip dice only
        key = rules.content_hash()
        self._keep.add(key)
        if self._busy is not None and self._busy != key:
            self.cancel()
        if self._busy == key or key in self._engines or key in self._prepared:
            return
        self._start(rules, background=True)

    def _ask_when_released(self) -> None:
        if not self._released_asked:
            self._released_asked = True
            self._runner.when_released(self._released)

    def _released(self) -> None:
        """The runner is released: what was asked meanwhile, the requests first (their
        engine is wanted at once: a job that does not yield the cores), then the game's
        preparing (which then finds that job under way)."""
        self._released_asked = False
        requests, self._held_requests = self._held_requests, []
        rules, self._to_prepare = self._to_prepare, None
        if self._closed:
            return
        for request in requests:
            request()
        if rules is not None:
            self.prepare(rules)

    @property
    def closed(self) -> bool:
        """Shut down: it starts nothing more."""
        return self._closed

    @property
    def running(self) -> int:
        """How many of its jobs are still running (a cancelled one until it stops)."""
        return len(self._runner.running(self))

    def cancel(self) -> None:
        """Stop the solve under way: it is over for whoever shows it (``finished`` at once,
        not when its thread gets round to stopping), and reports nothing more; whoever
        waited for its engine gets none."""
        solving = self._busy
        self._to_prepare = None  # the game it was for has changed
        self._held_requests.clear()  # and whoever asked for its engine meanwhile gets none
        if self._solve is not None:
            self._solve.cancel()
            self._solve = None
        self.cancel_bonus_chance()
        if solving is not None:
            self._busy = None
            self._waiting.pop(solving, None)
            self.finished.emit(self._busy_id)

    def cancel_bonus_chance(self) -> None:
        """Stop working out a bonus chance (the rules it was for have changed)."""
        if self._bonus_run is not None:
            self._bonus_run.cancel()
        self._bonus_waiting = None

    def shut_down(self, wait: float = STOP_WAIT) -> bool:
        """The window is closing or the program ending: stop every job, start none
        later, and wait up to ``wait`` seconds for them to end (True if they have).
        From here on no job reports anything, ended or not."""
        self._closed = True
        self._runner.cancel(self)
        self._bonus_waiting = None
        self._busy = None
        return self._runner.wait(self, wait)

    def request_bonus_chance(self, engine: Engine,
                             callback: Callable[[BonusChance], None]) -> None:
        """Optimal play's chance of the upper bonus for ``engine``'s rules, worked out in the
        background (at once if known); a newer request replaces an older one. Its figures
        are kept beside the table only when the table is kept (see :meth:`request`)."""
        key = engine.rules.content_hash()
        if key in self._bonus:
            self.cancel_bonus_chance()
            callback(self._bonus[key])
            return
        if self._closed:
            return
        self._bonus_waiting = (key, callback)
        running = self._bonus_run
        if self._bonus_job == key and running is not None and not running.cancelled:
            return  # already being worked out: it goes to the newest callback
        if running is not None:
            running.cancel()
        self._bonus_job = key
        keep = key in self._keep
        self._bonus_run = self._runner.submit(
            lambda job: _work_out_bonus(engine, job, keep), self, name="bonus-chance",
            done=lambda chance: self._deliver_bonus(key, chance),
            progress=self._bonus_report, failed=lambda reason: self._no_bonus(key, reason),
            failure="The chance of the upper bonus could not be worked out")

    def _start(self, rules: Ruleset, background: bool) -> None:
        if self._closed:
            return
        if self._busy is not None:
            self.cancel()  # one solve at a time: the newest request wins
        self._busy = rules.content_hash()
        self._busy_id = rules.id
        wanted = self._wanted = threading.Event()
        if not background:
            wanted.set()
        keep, bound = self._busy in self._keep, self._cache_mb
        self._solve = self._runner.submit(
            lambda job: _obtain(rules, wanted, job, keep, bound), self,
            name="solve",
            done=lambda engine: self._deliver(rules, engine), progress=self._relay_progress,
            failed=lambda reason: self._not_solved(rules, reason),
            failure=f"The strategy for {rules.name} could not be prepared")

    def _relay_progress(self, report: SolveReport) -> None:
        """Progress reaches the GUI thread (the runner drops it once the solve is cancelled)."""
        text, name, fraction = report
        self.status.emit(translated(text))  # the worker's sentence, in the window's language
        self.progress.emit(name, fraction)

    def _not_solved(self, rules: Ruleset, reason: str) -> None:
        self.failed.emit(reason)
        self._deliver(rules, None, failed=True)

    def _deliver(self, rules: Ruleset, engine: Engine | None, failed: bool = False) -> None:
        """A job is over: its engine (None: prepared only, or ``failed``) reaches whoever
        waits for it."""
        key = rules.content_hash()
        if self._busy == key:
            self._busy = None
            self._solve = None
        callbacks = self._waiting.pop(key, [])
        if not failed:
            self._prepared.add(key)
        if engine is None and callbacks and not failed:
            self._waiting[key] = callbacks  # asked for just as the preparing job ended:
            self._start(rules, background=False)  # load it now (it is saved)
            return
        if engine is not None:
            self._remember(key, engine)
            if key in self._keep:
                self.keep(rules)  # if saved while it was being solved in memory
            for callback, owner in callbacks:
                if owner is None or Shiboken.isValid(owner):
                    callback(engine)
        self.finished.emit(rules.id)

    def _bonus_report(self, report: object) -> None:
        if isinstance(report, float):
            self.bonus_progress.emit(report)
        else:  # the simulated games' figures so far
            self.estimate_progress.emit(report)

    def _no_bonus(self, key: str, reason: str) -> None:
        self.failed.emit(reason)
        if self._bonus_job == key:
            self._bonus_job = None

    def _deliver_bonus(self, key: str, chance: BonusChance) -> None:
        if self._bonus_job == key:
            self._bonus_job = None
        self._bonus[key] = chance
        while len(self._bonus) > 32:  # a few numbers each: keep the recent ones
            self._bonus.pop(next(iter(self._bonus)))
        waiting, self._bonus_waiting = self._bonus_waiting, None
        if waiting is not None and waiting[0] == key:
            waiting[1](chance)
        elif waiting is not None:
            self._bonus_waiting = waiting

    def _remember(self, key: str, engine: Engine) -> None:
        self._engines[key] = engine
        while len(self._engines) > 2:  # a loaded table is tens of MB: keep the last two
            self._engines.pop(next(iter(self._engines)))


def _bound_cache(megabytes: int | None) -> None:
    """Bound this process's table cache to the player's setting (None: the default): at
    once if the store's table module is loaded, else it is done where that is imported
    (the engine's NumPy stays out of the window until it is needed)."""
    tables = sys.modules.get("yachtdice.store.modes.pips.tables")
    # one a job's thread is still importing is left alone (its names are not all there yet,
    # and waiting for it would hold the window): the job bounds the cache once it has it
    if tables is not None and not getattr(tables.__spec__, "_initializing", False):
        tables.set_cache_limit(tables.DEFAULT_LIMIT if megabytes is None
                               else megabytes * tables.MB)


def _obtain(rules: Ruleset, wanted: threading.Event,
            job: Job[Engine | None, SolveReport], keep: bool = True,
            megabytes: int | None = None) -> Engine | None:
    """A job: unless someone is ``wanted`` for the engine, make sure the table of ``rules``
    is saved (seen here if it is: no process starts; else solved in a worker process) and
    return None; once someone waits, the engine itself: the estimate, the saved table
    loaded here, or a solve in a worker process, saved if ``keep``. The cache is bounded
    to ``megabytes`` (None: the default). Worker processes run at low priority; it stops
    at once when cancelled: the process is killed."""
    from yachtdice.core.modes.pips.optimal.advisor import Engine, floor_rules
    from yachtdice.core.modes.pips.optimal.solver import why_not_exact
    from yachtdice.store.modes.pips import tables, work

    folder = solver_cache()
    solution: Solution | None = None
    _bound_cache(megabytes)
    if why_not_exact(rules) is not None:  # the estimating engine: no table of its own
        # rules with saved rolls: the table without them is solved in the background (the
        # Expert's floor) and used once saved; nobody waits for it, and rules being
        # edited (not kept) leave nothing on disk
        if keep and not wanted.is_set() and floor_rules(rules) is not None:
            job.in_process(work.prepare, rules, folder, megabytes)
        return tables.engine_for(rules, folder=folder) if wanted.is_set() else None
    # a saved table is seen here, its values not read (nor kept), without a process
    if not wanted.is_set() and not tables.saved(rules, folder):
        outcome = job.in_process(work.prepare, rules, folder, megabytes)
        if not isinstance(outcome, str):
            solution = outcome  # solved but not saved (the cache cannot be written)
    if solution is None and not wanted.is_set():
        return None
    if solution is None:
        solution = tables.load(rules, folder)
    if solution is None:
        solution = job.in_process(work.solve, rules, folder, keep, megabytes)
    job.check()
    return Engine(rules, solution)


def _work_out_bonus(engine: Engine, job: Job[BonusChance, object],
                    keep: bool = True) -> BonusChance:
    """:func:`bonus_chance` as a job, in a worker process at low priority; its figures read
    from and kept beside the saved table only if ``keep``."""
    from yachtdice.store.modes.pips import work  # with the first job: not at start

    return job.in_process(work.upper_bonus, engine.rules, engine.solution,
                          solver_cache() if keep else None, engine.floor)


def pip_engines(service: Strategies) -> EngineService:
    """The window's strategy service as pip dice's own: the one pip dice's window parts
    make (:data:`yachtdice.ui.modes.pips.game_ui.GAME_UI`), which plays pip dice."""
    if not isinstance(service, EngineService):
        raise TypeError(f"pip dice's strategy service is an EngineService, not {service!r}")
    return service
