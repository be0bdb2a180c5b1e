"""What pip dice's House Rules form says the edited rules lead to: the optimal expected
score against the ruleset they started from, and best play's chance of the upper bonus,
worked out in the background by the editors' own engine service and said in the window's
lines above the problems (:class:`~yachtdice.ui.widgets.form_fields.ConsequenceLines`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, QObject, QTimer
from PySide6.QtWidgets import QApplication

from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.solver import why_not_exact
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.pips.engine_service import BonusChance, EngineService
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

        def got_rules(engine: Engine) -> None:
            if token != self._token:
                return
            score = expected_of(engine)
            if base.content_hash() == rules.content_hash():
                self._show_expected(rules, score, score, engine)
                return
            lines.progress(0.0)  # now the rules it started from, for the comparison
            lines.headline(translated(_COMPARING.format(score=decimal(score), name=base.name)))
            self.engines.request(base, lambda b: got_base(b, score, engine), owner=self,
                                 keep=self.stored(base.content_hash()))

        def got_base(engine: Engine, score: float, rules_engine: Engine) -> None:
            if token == self._token:
                self._show_expected(rules, expected_of(engine), score, rules_engine)

        # the service outlives us; rules being edited are solved in memory only, unless
        # they are stored as they are (written to the cache when saved)
        self.engines.request(rules, got_rules, owner=self,
                             keep=self.stored(rules.content_hash()))

    def _progress(self, _what: str, fraction: float) -> None:
        if self._solving and self.lines is not None:
            self.lines.progress(fraction)

    def _show_expected(self, rules: Ruleset, before: float, after: float,
                       engine: Engine) -> None:
        lines = self.lines
        assert lines is not None
        self._solving = False
        lines.progress(None)
        lines.figure = after
        if abs(after - before) < 0.05 or self.base is None or self.base == rules:
            lines.headline(translated(_EXPECTED.format(score=decimal(after))))
        else:
            diff = after - before
            lines.headline(translated((_UP if diff >= 0 else _DOWN).format(
                before=decimal(before), after=decimal(after), change=decimal(abs(diff)),
                name=self.base.name)))
        reason = why_not_exact(rules)
        lines.note(translated(_EXACT) if reason is None
                   else translated(_APPROXIMATE.format(reason=reason)))
        self.solved(rules)
        if rules.upper_bonus is not None:
            token = self._token
            self._bonus_working = True
            lines.second(translated(_BONUS_STARTED))
            self.engines.request_bonus_chance(
                engine, lambda chance: self._show_bonus(chance) if token == self._token
                else None)

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
