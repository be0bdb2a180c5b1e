"""What pip dice's House Rules form says the edited rules lead to: the expected score
against the ruleset they started from, and the chance of the upper bonus, worked out in the
background by the editors' own engine service and said in the window's lines above the
problems (:class:`~yachtdice.ui.widgets.form_fields.ConsequenceLines`).

Every figure is the one ``yachtdice-cli solve`` prints for the same rules: exact (the
optimal strategy's value) where the solver takes the rules, else the mean of the same
simulated games of the Expert's play with its standard error (±), shown as it converges. A
comparison with the rules they started from is made between figures of the same kind only
(exact with exact, simulated with simulated); otherwise both are shown, side by side.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QLocale, QObject, QTimer
from PySide6.QtWidgets import QApplication

from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.simulate import ESTIMATE_GAMES
from yachtdice.core.modes.pips.optimal.solver import why_not_exact
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store.modes.pips.work import BonusChance
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.pips.engine_service import EngineService
from yachtdice.ui.widgets.form_fields import ConsequenceLines

SOLVE_DELAY_MS = 1000

# the window's words (their context is the window's, where they were first said)
_EXPECTED = QT_TRANSLATE_NOOP("RulesetEditor", "Expected score with best play: {score}")
_COMPARING = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with best play: {score} (comparing with {name}…)")
_UP = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with best play: {before} → {after}, +{change} "
    "(against {name})")
_DOWN = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with best play: {before} → {after}, −{change} "
    "(against {name})")
_APPROXIMATE = QT_TRANSLATE_NOOP("RulesetEditor", "Approximate: {reason}.")
_FLOOR = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Exact without saved rolls ({value}), plus saved rolls spent where a "
    "reroll gains: the Expert scores at least that on average.")
_BONUS_WORKING = QT_TRANSLATE_NOOP(  # the share done, never to be read as the chance itself
    "RulesetEditor", "Chance of the upper bonus: working it out… ({percent}% done)")
_BONUS_EXACT = QT_TRANSLATE_NOOP("RulesetEditor",
                                 "Chance of the upper bonus with best play: {percent}%")
_BONUS_ABOUT = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Chance of the upper bonus: about {percent}% (in {games} simulated games "
    "of the Expert's play)")
_NO_BONUS = QT_TRANSLATE_NOOP("RulesetEditor", "No upper bonus in these rules")
_FIX_FIRST = QT_TRANSLATE_NOOP("RulesetEditor", "Expected score: fix the problems first")
_WORKING = QT_TRANSLATE_NOOP("RulesetEditor", "Expected score: working it out…")
_BONUS_AFTER = QT_TRANSLATE_NOOP("RulesetEditor",
                                 "Chance of the upper bonus: after the expected score")
_EXACT = QT_TRANSLATE_NOOP("RulesetEditor", "Exact: the optimal strategy, solved for these rules.")
_BONUS_STARTED = QT_TRANSLATE_NOOP("RulesetEditor", "Chance of the upper bonus: working it out…")
_SIMULATED = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with the Expert's play: {score} ± {error} ({games} "
    "simulated games)")
_SIMULATING = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with the Expert's play: working it out… {score} ± "
    "{error} after {games} of {total} simulated games")
_SIMULATING_BASE = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score: {score} (comparing with {name}: {games} of {total} "
    "simulated games…)")
_SIMULATED_UP = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with the Expert's play: {before} → {after}, +{change} "
    "± {error} (against {name}, {games} simulated games each)")
_SIMULATED_DOWN = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score with the Expert's play: {before} → {after}, −{change} "
    "± {error} (against {name}, {games} simulated games each)")
_SIDE_BY_SIDE = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score: {after} ({after_kind}); {name}: {before} "
    "({before_kind})")
_KIND_EXACT = QT_TRANSLATE_NOOP("RulesetEditor", "exact, with best play")
_KIND_SIMULATED = QT_TRANSLATE_NOOP(
    "RulesetEditor", "± {error}, {games} simulated games of the Expert's play")
# the headlines' short forms, said where the whole has no room (1024 wide, in German too):
# the same figures, their ± and the games done, in fewer words (the note under them says
# whether the figure is exact or simulated)
_COMPARING_SHORT = QT_TRANSLATE_NOOP("RulesetEditor",
                                     "Expected score: {score} (comparing with {name}…)")
_UP_SHORT = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score: {before} → {after}, +{change} (against {name})")
_DOWN_SHORT = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score: {before} → {after}, −{change} (against {name})")
_SIMULATED_SHORT = QT_TRANSLATE_NOOP("RulesetEditor",
                                     "Expected score: {score} ± {error} ({games} games)")
_SIMULATING_SHORT = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score: {score} ± {error} after {games} of {total} games…")
_SIMULATING_BASE_SHORT = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score: {score} (against {name}: {games} of {total} games…)")
_SIMULATED_UP_SHORT = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score: {before} → {after}, +{change} ± {error} (against {name})")
_SIMULATED_DOWN_SHORT = QT_TRANSLATE_NOOP(
    "RulesetEditor", "Expected score: {before} → {after}, −{change} ± {error} (against {name})")
_KIND_EXACT_SHORT = QT_TRANSLATE_NOOP("RulesetEditor", "exact")
_KIND_SIMULATED_SHORT = QT_TRANSLATE_NOOP("RulesetEditor", "± {error}, {games} games")


@dataclass(frozen=True)
class Figure:
    """An expected score as ``solve`` gives it: exact (``error`` None), or the mean of
    ``games`` simulated games with its standard error."""

    value: float
    error: float | None = None
    games: int = 0

    @classmethod
    def of(cls, chance: BonusChance) -> Figure:
        """The figure of simulated games (the bonus chance's, for rules beyond the solver)."""
        assert chance.estimate is not None
        e = chance.estimate
        return cls(e.mean, e.standard_error, e.games)

    @property
    def exact(self) -> bool:
        return self.error is None

    def kind(self, short: bool = False) -> str:
        """How it was worked out, in words: "exact, with best play" or its ± and games
        (``short``: "exact", or the ± and the games alone)."""
        if self.error is None:
            return translated(_KIND_EXACT_SHORT if short else _KIND_EXACT)
        return translated((_KIND_SIMULATED_SHORT if short else _KIND_SIMULATED).format(
            error=decimal(self.error), games=QLocale().toString(self.games)))


def decimal(value: float, places: int = 1) -> str:
    """A figure as the window's locale writes it: 254.6, 254,6."""
    return QLocale().toString(float(value), "f", places)


def bonus_text(chance: BonusChance) -> str:
    """"Chance of the upper bonus with best play: 68.1%", or the estimate and its basis."""
    if chance.rate is None:
        return translated(_NO_BONUS)
    if chance.exact:
        return translated(_BONUS_EXACT.format(percent=decimal(100 * chance.rate)))
    return translated(_BONUS_ABOUT.format(percent=decimal(100 * chance.rate, 0),
                                          games=chance.games))


def expected_of(engine: Engine) -> float:
    """The expected score of a new game: the solved value, or the engine's estimate."""
    return engine.solution.expected_score if engine.solution is not None else \
        engine.expected_score


_ENGINES: list[EngineService] = []


def shared_engines() -> EngineService:
    """The editors' own engine service (not the game's: a solve here never cancels a hint's).
    It outlives each window, so a solve being cancelled never reports to a closed one."""
    try:
        alive = bool(_ENGINES) and _ENGINES[0].parent() is QApplication.instance() \
            and not _ENGINES[0].closed
    except RuntimeError:  # the application that owned it is gone
        alive = False
    if not alive:
        _ENGINES[:] = [EngineService(QApplication.instance())]  # goes (and stops) with the app
    return _ENGINES[0]


class ExpectedScore(QObject):
    """The expected score and the bonus chance of the rules being edited, a second after
    the last edit; ``solved(rules)`` is called once the rules' table is built."""

    def __init__(self, solved: Callable[[Ruleset], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engines = shared_engines()
        self.solved = solved
        self.rules: Ruleset | None = None
        self.base: Ruleset | None = None
        self.stored: Callable[[str], bool] = lambda _key: False
        self.lines: ConsequenceLines | None = None
        self._token = 0
        self._solving = False
        self._bonus_working = False  # the bonus line says it is being worked out
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SOLVE_DELAY_MS)
        self.timer.timeout.connect(self._solve)
        self.engines.progress.connect(self._progress)  # a method: let go when the form goes
        self.engines.estimate_progress.connect(self._estimate_progress)
        #: whose simulated games are being played: the edited rules (None: no figure yet) or
        #: the rules they started from (with the edited rules' figure)
        self._simulating: tuple[Ruleset | None, Figure | None] = (None, None)
        self.engines.bonus_progress.connect(self._bonus_progress)

    def weigh(self, rules: Ruleset | None, base: Ruleset | None, stored: Callable[[str], bool],
              lines: ConsequenceLines) -> None:
        """Start again for ``rules`` (None: they have problems, nothing to work out)."""
        self._token += 1
        self.engines.cancel_bonus_chance()
        self.rules, self.base, self.stored, self.lines = rules, base, stored, lines
        self._solving = False
        lines.detail = None
        if rules is None:
            self.timer.stop()
            lines.headline(translated(_FIX_FIRST))
            lines.note("")
            lines.second("")
            lines.progress(None)
            return
        lines.headline(translated(_WORKING))
        lines.note("")
        self._bonus_working = False
        lines.second(translated(_BONUS_AFTER)
                     if rules.upper_bonus is not None else translated(_NO_BONUS))
        self.timer.start()

    def leave(self) -> None:
        """Say nothing more until weighed again (another game's form is shown)."""
        self._token += 1
        self._solving = False
        self.engines.cancel_bonus_chance()
        self.timer.stop()

    def stop(self) -> None:
        """No more reports: the window closes."""
        self.timer.stop()
        self._token += 1
        self.engines.cancel()

    def _solve(self) -> None:
        rules, base, token, lines = self.rules, self.base or self.rules, self._token, self.lines
        if rules is None or base is None or lines is None:
            return
        self._solving = True
        lines.progress(0.0)

        def got_rules(engine: Engine, figure: Figure, chance: BonusChance | None) -> None:
            if base.content_hash() == rules.content_hash():
                self._show_expected(rules, None, figure, engine, chance)
                return
            lines.progress(0.0)  # now the rules it started from, for the comparison
            lines.headline(translated(_COMPARING.format(score=decimal(figure.value),
                                                        name=base.name)),
                           translated(_COMPARING_SHORT.format(score=decimal(figure.value),
                                                              name=base.name)))
            self._simulating = (base, figure)
            self.engines.request(
                base, lambda b: self._figure_of(b, token, lambda before, _chance: (
                    self._show_expected(rules, before, figure, engine, chance))),
                owner=self, keep=self.stored(base.content_hash()))

        # the service outlives us; rules being edited are solved in memory only, unless
        # they are stored as they are (written to the cache when saved)
        self._simulating = (rules, None)
        self.engines.request(
            rules, lambda engine: self._figure_of(engine, token, lambda figure, chance: (
                got_rules(engine, figure, chance))),
            owner=self, keep=self.stored(rules.content_hash()))

    def _figure_of(self, engine: Engine, token: int,
                   then: Callable[[Figure, BonusChance | None], None]) -> None:
        """``then(figure, chance)`` with the expected score of ``engine``'s rules as
        ``solve`` gives it: the solved value at once, else the simulated games (which also
        give the chance of the upper bonus), worked out in the background."""
        if token != self._token:
            return
        if engine.solution is not None:
            then(Figure(engine.solution.expected_score), None)
            return
        self.engines.request_bonus_chance(
            engine, lambda chance: then(Figure.of(chance), chance) if token == self._token
            else None)

    def _progress(self, _what: str, fraction: float) -> None:
        if self._solving and self.lines is not None:
            self.lines.progress(fraction)

    def _estimate_progress(self, figures: object) -> None:
        """The simulated games so far: the headline converges as they are played."""
        lines, (rules, rules_figure) = self.lines, self._simulating
        if not self._solving or lines is None or rules is None:
            return
        total = QLocale().toString(ESTIMATE_GAMES)
        games = QLocale().toString(getattr(figures, "games", 0))
        lines.progress(getattr(figures, "games", 0) / ESTIMATE_GAMES)
        if rules_figure is None:
            values = {"score": decimal(getattr(figures, "mean", 0.0)),
                      "error": decimal(getattr(figures, "standard_error", 0.0)),
                      "games": games, "total": total}
            lines.headline(translated(_SIMULATING.format(**values)),
                           translated(_SIMULATING_SHORT.format(**values)))
        else:
            values = {"score": decimal(rules_figure.value), "name": rules.name,
                      "games": games, "total": total}
            lines.headline(translated(_SIMULATING_BASE.format(**values)),
                           translated(_SIMULATING_BASE_SHORT.format(**values)))

    def _show_expected(self, rules: Ruleset, before: Figure | None, after: Figure,
                       engine: Engine, chance: BonusChance | None) -> None:
        lines = self.lines
        assert lines is not None
        self._solving = False
        self._simulating = (None, None)
        lines.progress(None)
        lines.figure = after.value
        lines.headline(*self._headline(before, after))
        reason = why_not_exact(rules)
        if reason is None:
            lines.note(translated(_EXACT))
        elif engine.floor is not None:
            lines.note(translated(_FLOOR.format(value=decimal(engine.floor.expected_score))))
        else:
            lines.note(translated(_APPROXIMATE.format(reason=reason)))
        self.solved(rules)
        if chance is not None:  # simulated: the same games gave the bonus chance
            lines.detail = chance
            lines.second(bonus_text(chance))
        elif rules.upper_bonus is not None:
            token = self._token
            self._bonus_working = True
            lines.second(translated(_BONUS_STARTED))
            self.engines.request_bonus_chance(
                engine, lambda chance: self._show_bonus(chance) if token == self._token
                else None)

    def _headline(self, before: Figure | None, after: Figure) -> tuple[str, str]:
        """The expected score, against the rules they started from in figures of one kind;
        and its short form (the same figures in fewer words)."""
        base = self.base
        if before is None or base is None or (
                before.exact == after.exact and abs(after.value - before.value) < 0.05):
            if after.error is None:
                whole = translated(_EXPECTED.format(score=decimal(after.value)))
                return whole, whole
            values: dict[str, object] = {
                "score": decimal(after.value), "error": decimal(after.error),
                "games": QLocale().toString(after.games)}
            return (translated(_SIMULATED.format(**values)),
                    translated(_SIMULATED_SHORT.format(**values)))
        if before.exact != after.exact:  # not comparable: both, side by side
            values = {"after": decimal(after.value), "name": base.name,
                      "before": decimal(before.value)}
            return (translated(_SIDE_BY_SIDE.format(
                        **values, after_kind=after.kind(), before_kind=before.kind())),
                    translated(_SIDE_BY_SIDE.format(
                        **values, after_kind=after.kind(short=True),
                        before_kind=before.kind(short=True))))
        diff = after.value - before.value
        values = {"before": decimal(before.value), "after": decimal(after.value),
                  "change": decimal(abs(diff)), "name": base.name}
        if after.error is None or before.error is None:
            up = diff >= 0
            return (translated((_UP if up else _DOWN).format(**values)),
                    translated((_UP_SHORT if up else _DOWN_SHORT).format(**values)))
        values |= {"error": decimal(math.hypot(after.error, before.error)),
                   "games": QLocale().toString(after.games)}
        up = diff >= 0
        return (translated((_SIMULATED_UP if up else _SIMULATED_DOWN).format(**values)),
                translated((_SIMULATED_UP_SHORT if up else _SIMULATED_DOWN_SHORT).format(
                    **values)))

    def _bonus_progress(self, fraction: float) -> None:
        lines = self.lines
        if lines is not None and lines.detail is None and self.rules is not None and \
                self.rules.upper_bonus is not None and self._bonus_working:
            lines.second(translated(_BONUS_WORKING.format(percent=decimal(100 * fraction, 0))))

    def _show_bonus(self, chance: BonusChance) -> None:
        self._bonus_working = False
        if self.lines is not None:
            self.lines.detail = chance
            self.lines.second(bonus_text(chance))
