"""Pip dice's computer players at the table: the strategies of their levels.

The levels that need no preparing sit down at once; the Expert plays from the solved
strategy, which the engine service works out off the GUI thread (in the background from
the start of every pip-dice game, for hints too) and which takes its seat when ready.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from yachtdice.core import GameRecord, GameState, Hold, Player, Score
from yachtdice.core.levels import level
from yachtdice.core.modes.pips.engine import as_pip_rules
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import ComputerTable
from yachtdice.ui.modes.pips.engine_service import pip_engines
from yachtdice.ui.modes.pips.score_tables import build_in_background

if TYPE_CHECKING:  # the strategies (and NumPy) come with the first computer, not at start
    from yachtdice.core.modes.pips.optimal.advisor import Engine
    from yachtdice.core.modes.pips.optimal.strategy import Strategy

DEFAULT_LEVEL = "intermediate"


class StrategySeat:
    """A seat played by a strategy (a heuristic level, or the solved Expert)."""

    def __init__(self, strategy: Strategy) -> None:
        self.strategy = strategy

    def decide(self, state: GameState) -> Hold | Score | None:
        from yachtdice.core.modes.pips.optimal.strategy import actions_for

        actions = actions_for(state, self.strategy.decide(state))
        if not actions:
            return None  # the wanted dice are held already: roll
        action = actions[0]
        assert isinstance(action, Hold | Score)
        return action


def prepared(player: Player) -> bool:
    """Whether the player's computer level plays from a prepared (solved) table."""
    return player.strategy is not None and level(player.strategy).needs_preparing


def take_seats(table: ComputerTable, record: GameRecord) -> None:
    """Seat the computers of a new pip-dice game, start solving its rules, and have its
    score table built off the GUI thread (the first roll's previews read it)."""
    build_in_background(as_pip_rules(record.ruleset))
    for i, p in enumerate(record.players):
        if p.computer and not prepared(p):
            from yachtdice.core.modes.pips.optimal.strategy import make_strategy

            table.seat(i, StrategySeat(make_strategy(p.strategy or DEFAULT_LEVEL)))
    engines = pip_engines(table.engines)
    engines.prepare(record.ruleset)  # solve in the background from now on
    if not any(prepared(p) for p in record.players):
        return

    def ready(engine: Engine) -> None:
        now = table.record
        if now is None or now.ruleset != record.ruleset:
            return  # another game began meanwhile
        for i, p in enumerate(now.players):
            if prepared(p):
                table.seat(i, StrategySeat(engine))
        table.play_on()

    if engines.known(record.ruleset) is None:
        table.say(QCoreApplication.translate(
            "PipComputers", "Preparing the Expert for {rules}: it plays as soon as its "
            "strategy is ready.").format(rules=translated(record.ruleset.name)))
    engines.request(record.ruleset, ready)
