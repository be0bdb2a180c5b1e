"""Pip dice's strategy engine's heavy work, as the window's worker processes run it
(:mod:`yachtdice.ui.jobs.process`): a solve (its table kept here in the store), optimal
play's chance of the upper bonus and optimal play's score figures. Each is
``work(report, *args)``. It lives in the store, not beside the engine service in
``ui/modes/pips/``: a worker imports the work's module and its packages, and the window's
registry of games (``ui/modes``) imports Qt, which a worker never does.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

if TYPE_CHECKING:
    from yachtdice.core.modes.pips.optimal.advisor import Engine
    from yachtdice.core.modes.pips.optimal.distribution import ScoreDistribution
    from yachtdice.core.modes.pips.optimal.simulate import Estimate
    from yachtdice.core.modes.pips.optimal.solver import Solution, SolveProgress
    from yachtdice.core.modes.pips.ruleset import Ruleset


Report = Callable[[object], None]  # what a worker process sends back to the job
SolveReport = tuple[str, str, float]  # (status text, ruleset name, fraction done)


_SOLVING = QT_TRANSLATE_NOOP("solving", "Solving {rules}: {progress}")


def progress_text(rules: Ruleset, progress: SolveProgress) -> str:
    """What the status bar says while solving, e.g.
    "Solving Yahtzee: turn 9 of 13, about 20 s left"."""
    return _SOLVING.format(rules=rules.name, progress=progress.describe())


def bound_cache(megabytes: int | None) -> None:
    """Bound the table cache to the player's setting (None: the default), in this process."""
    from yachtdice.store.modes.pips import tables

    tables.set_cache_limit(tables.DEFAULT_LIMIT if megabytes is None else megabytes * tables.MB)


def solve(report: Report, rules: Ruleset, folder: Path, keep: bool = True,
          megabytes: int | None = None) -> Solution:
    """Solve ``rules`` and, if ``keep``, save the table in ``folder`` (bounded to
    ``megabytes``; kept in memory if it cannot be written), reporting
    :data:`SolveReport` s as the solve moves on."""
    from yachtdice.store.modes.pips import tables

    bound_cache(megabytes)

    shown = [-1.0]

    def progress(p: SolveProgress) -> None:
        if p.fraction - shown[0] >= 0.005 or p.fraction >= 1.0:
            shown[0] = p.fraction
            report((progress_text(rules, p), rules.name, p.fraction))

    solution, _ = tables.solve_cached(rules, progress, folder, keep)
    return solution


def prepare(report: Report, rules: Ruleset, folder: Path,
            megabytes: int | None = None) -> Solution | str:
    """Make sure the table of ``rules`` is saved in ``folder`` (bounded to ``megabytes``),
    solving it if need be: "estimate" (rules beyond the exact solver: nothing to save),
    "saved", or the solution itself when it could not be saved."""
    from yachtdice.core.modes.pips.optimal.advisor import floor_rules
    from yachtdice.core.modes.pips.optimal.solver import why_not_exact
    from yachtdice.store.modes.pips import tables

    if why_not_exact(rules) is not None:
        without = floor_rules(rules)  # the Expert's floor: the rules without saved rolls
        if without is not None and not tables.saved(without, folder):
            solve(report, without, folder, True, megabytes)
        return "estimate"
    if tables.load(rules, folder) is not None:
        return "saved"
    solution = solve(report, rules, folder, True, megabytes)
    return "saved" if tables.saved(rules, folder) else solution


@value_type
class BonusChance:
    """Optimal play's chance of the upper bonus from the empty card.

    ``rate`` is None when the rules have no upper bonus; ``games`` is 0 when the rate is
    exact (the forward pass over the solved table), else how many simulated Expert games
    it comes from, and ``estimate`` those games' figures (the expected score ``solve``
    prints for the rules)."""

    rate: float | None
    games: int = 0
    estimate: Estimate | None = None

    @property
    def exact(self) -> bool:
        return self.games == 0


def bonus_chance(engine: Engine, check: Callable[[float], None] | None = None,
                 games: int | None = None, folder: Path | None = None,
                 seen: Callable[[Estimate], None] | None = None) -> BonusChance:
    """The chance of the upper bonus under ``engine``'s play: exact from the solved table
    (the core's forward pass), else the share of ``games`` (None: as many as ``solve``)
    simulated games, which also give the expected score (:func:`~yachtdice.core.modes.pips.
    optimal.simulate.estimate`, the same games as ``solve``). ``check`` is called with the
    fraction done, ``seen`` with the simulated figures so far; either may raise to stop.
    With a ``folder``, exact figures are read from and kept beside the saved tables (the
    same file Statistics uses)."""
    from yachtdice.core.modes.pips.optimal.advisor import Engine
    from yachtdice.core.modes.pips.optimal.distribution import (
        forward_pass,
    )
    from yachtdice.core.modes.pips.optimal.simulate import ESTIMATE_GAMES, estimate
    from yachtdice.store.modes.pips import distributions

    rules = engine.rules
    if engine.solution is None:  # as `solve` plays, with an engine of its own (it caches)
        total = ESTIMATE_GAMES if games is None else games

        def step(figures: Estimate) -> None:
            if check is not None:
                check(figures.games / total)
            if seen is not None:
                seen(figures)

        played = estimate(rules, Engine(rules, None, floor=engine.floor), total, step)
        return BonusChance(played.upper_bonus_rate, played.games, played)
    if rules.upper_bonus is None:
        return BonusChance(None)
    if folder is None:  # only the rates are wanted: the cheapest form of the pass
        figures = forward_pass(engine.solution, check, joint_cells=0, samples=0)
        return BonusChance(figures.upper_bonus_rate)
    saved = distributions.saved_distribution(rules, folder)
    if saved is None or not saved.exact:
        saved = forward_pass(engine.solution, check)
        distributions.save_distribution(saved, rules, folder)
    return BonusChance(saved.upper_bonus_rate)


def upper_bonus(report: Report, rules: Ruleset, solution: Solution | None,
                folder: Path | None, floor: Solution | None = None) -> BonusChance:
    """:func:`bonus_chance` for the engine of ``rules`` (its solved table, or none: the
    estimate, on the ``floor`` table of the rules without saved rolls if given), reporting
    the fraction done; figures kept beside the tables in ``folder`` (None: not kept)."""
    from yachtdice.core.modes.pips.optimal.advisor import Engine

    return bonus_chance(Engine(rules, solution, floor=floor), report, folder=folder,
                        seen=report)


def reference(report: Report, rules: Ruleset, folder: Path) -> ScoreDistribution:
    """Optimal play's score figures for ``rules`` (Statistics' reference): saved, or worked
    out (solving first if need be) and saved in ``folder``; reports come from the solve
    and the pass alike (Statistics only checks in with them)."""
    from yachtdice.store.modes.pips.distributions import distribution_for

    return distribution_for(rules, folder, report, report)
