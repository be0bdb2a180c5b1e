"""Getting the strategy engine without freezing the window.

Solving a ruleset takes seconds; loading a saved table is instant. The service
does either on a worker thread, reports progress (a real fraction of the work,
with what it is doing and roughly how long is left), can be cancelled (nothing
half-written is kept), and remembers the engines it has. ``prepare`` starts a
solve in the background as soon as a game begins (at low priority once its score
tables are prepared), so the first hint and the first Expert move rarely wait.

Its work runs as jobs of the application's job runner (:mod:`yachtdice.ui.jobs.runner`),
owned by the service: when the window closes the service cancels them and waits for
them, when the application quits the runner does, and a cancelled job reports nothing,
so nothing is left to report into objects that are being torn down.

It also works out optimal play's chance of the upper bonus (:meth:`request_bonus_chance`),
from the core's forward pass over the solved table, for the House Rules window.

It decides which tables are written to the solver cache: every table it solves, unless
asked with ``keep=False`` (House Rules' rules being edited: kept in memory only, and
written by :meth:`EngineService.keep` once saved). It bounds the cache to the player's
setting and drops a deleted ruleset's tables (:meth:`EngineService.forget`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from shiboken6 import Shiboken

from yachtdice.core.modes.pips.engine import as_pip_rules, pip_cards
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.distribution import forward_pass, simulated_distribution
from yachtdice.core.modes.pips.optimal.simulate import play_solitaire
from yachtdice.core.modes.pips.optimal.solver import Cancelled, SolveProgress, why_not_exact
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.registry import Rules
from yachtdice.paths import solver_cache_dir
from yachtdice.store import distributions, tables
from yachtdice.ui.jobs.runner import Job, JobRunner, app_runner
from yachtdice.ui.settings import Settings

STOP_WAIT = 5.0           # seconds to wait for a cancelled solve (it stops within one)
ESTIMATE_GAMES = 200      # Expert games simulated for rules beyond the exact solver


def solver_cache() -> Path:
    """The folder of saved tables (defined once, in ``yachtdice.paths``)."""
    return solver_cache_dir()


def progress_text(rules: Ruleset, progress: SolveProgress) -> str:
    """What the status bar says while solving, e.g.
    "Solving Yahtzee: turn 9 of 13, about 20 s left"."""
    return f"Solving {rules.name}: {progress.describe()}"


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
        cards.append(pip_cards(play_solitaire(rules, player, seed=1 + i).state)[0])
    return BonusChance(simulated_distribution(rules, cards).upper_bonus_rate, games)


class EngineService(QObject):
    """``request(rules, callback)``: the callback gets the engine (at once if known)."""

    progress = Signal(str, float)   # (ruleset name, fraction done) while solving
    status = Signal(str)            # what it is doing and roughly how long is left
    finished = Signal(str)          # ruleset id: solving is over (done, failed or cancelled)
    failed = Signal(str)            # one sentence
    bonus_progress = Signal(float)  # fraction of the bonus chance worked out

    def __init__(self, parent: QObject | None = None, runner: JobRunner | None = None) -> None:
        super().__init__(parent)
        self._runner = runner or app_runner()
        self._engines: dict[str, Engine] = {}
        self._waiting: dict[str, list[tuple[Callable[[Engine], None], QObject | None]]] = {}
        self._solve: Job[Engine, SolveReport] | None = None
        self._busy: str | None = None
        self._busy_id = ""
        self._bonus: dict[str, BonusChance] = {}
        self._bonus_waiting: tuple[str, Callable[[BonusChance], None]] | None = None
        self._bonus_run: Job[BonusChance, float] | None = None
        self._bonus_job: str | None = None
        self._keep: set[str] = set()  # rules whose table is written once solved
        self._closed = False
        megabytes = Settings().solver_cache_mb  # the player's bound, read at each start
        tables.set_cache_limit(tables.DEFAULT_LIMIT if megabytes is None
                               else megabytes * tables.MB)

    @property
    def busy(self) -> bool:
        return self._busy is not None

    def known(self, rules: Rules) -> Engine | None:
        return self._engines.get(rules.content_hash())

    def request(self, rules: Rules, callback: Callable[[Engine], None],
                owner: QObject | None = None, keep: bool = True) -> None:
        """``callback`` gets the engine for ``rules``; not once ``owner`` (a window that
        asked a shared service) has been deleted meanwhile. A table solved for it is written
        to the cache only if ``keep`` (else it lives in memory, until :meth:`keep`)."""
        pips = as_pip_rules(rules)
        key = pips.content_hash()
        if keep:
            self.keep(pips)  # solved in memory before (if so), it goes to the cache now
        if self._ready_now(pips):
            callback(self._engines[key])
            return
        self._waiting.setdefault(key, []).append((callback, owner))
        if self._busy != key:
            self._start(pips, background=False)

    def keep(self, rules: Ruleset) -> None:
        """``rules`` have been saved: their table goes to the cache (now, if it was solved
        in memory only; else once solved)."""
        key = rules.content_hash()
        self._keep.add(key)
        engine = self._engines.get(key)
        if engine is None or engine.solution is None or self._closed or \
                tables.table_path(rules, solver_cache()).exists():
            return
        solution = engine.solution
        self._runner.submit(lambda _job: tables.keep_table(solution, solver_cache()), self,
                            name="keep-table")

    def forget(self, ruleset_id: str) -> None:
        """A ruleset has been deleted: its tables (every version) leave the cache."""
        tables.forget(ruleset_id, solver_cache())

    def prepare(self, rules: Rules) -> None:
        """A game with ``rules`` has begun: have its engine ready before anyone asks.

        Solves in the background at low priority; any solve for other rules is
        cancelled (the game it was for has changed)."""
        rules = as_pip_rules(rules)  # the engine plays pip dice only
        key = rules.content_hash()
        self._keep.add(key)
        if self._busy is not None and self._busy != key:
            self.cancel()
        if self._busy == key or self._ready_now(rules):
            return
        self._start(rules, background=True)

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
            progress=self.bonus_progress.emit, failed=lambda reason: self._no_bonus(key, reason),
            failure="The chance of the upper bonus could not be worked out")

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
        if self._closed:
            return
        if self._busy is not None:
            self.cancel()  # one solve at a time: the newest request wins
        self._busy = rules.content_hash()
        self._busy_id = rules.id
        keep = self._busy in self._keep
        self._solve = self._runner.submit(
            lambda job: _solve(rules, background, job, keep), self, name="solve",
            done=lambda engine: self._deliver(rules, engine), progress=self._relay_progress,
            failed=lambda reason: self._not_solved(rules, reason),
            failure=f"The strategy for {rules.name} could not be prepared")

    def _relay_progress(self, report: SolveReport) -> None:
        """Progress reaches the GUI thread (the runner drops it once the solve is cancelled)."""
        text, name, fraction = report
        self.status.emit(text)
        self.progress.emit(name, fraction)

    def _not_solved(self, rules: Ruleset, reason: str) -> None:
        self.failed.emit(reason)
        self._deliver(rules, None)

    def _deliver(self, rules: Ruleset, engine: Engine | None) -> None:
        key = rules.content_hash()
        if self._busy == key:
            self._busy = None
            self._solve = None
        callbacks = self._waiting.pop(key, [])
        if engine is not None:
            self._remember(key, engine)
            if key in self._keep:
                self.keep(rules)  # if saved while it was being solved in memory
            for callback, owner in callbacks:
                if owner is None or Shiboken.isValid(owner):
                    callback(engine)
        self.finished.emit(rules.id)

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


SolveReport = tuple[str, str, float]  # (status text, ruleset name, fraction done)


def _solve(rules: Ruleset, background: bool, job: Job[Engine, SolveReport],
           keep: bool = True) -> Engine:
    """The engine for ``rules``: loaded, or solved and (if ``keep``) saved (a job: it reports
    progress and stops at its next report once cancelled)."""
    shown = [-1.0]
    reports = [0]

    def progress(p: SolveProgress) -> None:
        if job.cancelled:
            raise Cancelled
        reports[0] += 1
        if background and reports[0] == 2:  # the first report comes before the score tables
            job.yield_cores()  # are prepared: that short stretch runs at normal priority, so
            # a solve cancelled early stops at once even on a busy machine (its worker
            # threads, started after this, inherit the low priority)
        if p.fraction - shown[0] >= 0.005 or p.fraction >= 1.0:
            shown[0] = p.fraction
            job.progress((progress_text(rules, p), rules.name, p.fraction))

    return tables.engine_for(rules, progress, solver_cache(), keep)


def _work_out_bonus(engine: Engine, job: Job[BonusChance, float],
                    keep: bool = True) -> BonusChance:
    """:func:`bonus_chance` as a job: at low priority, like a background solve; its figures
    read from and kept beside the saved table only if ``keep``."""
    job.yield_cores()

    def check(fraction: float) -> None:
        if job.cancelled:
            raise Cancelled
        job.progress(fraction)

    return bonus_chance(engine, check, folder=solver_cache() if keep else None)
