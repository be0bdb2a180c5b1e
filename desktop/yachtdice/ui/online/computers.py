"""Computers at an online table hosted from the window: each game's own, as the window seats
them (:attr:`~yachtdice.ui.modes.GameUI.computers`; the core's keep-and-claim computers for a
game that seats none itself).

A level that plays from a prepared table (pip dice's Expert) is seated once its table is
solved or read; until then its seat plays as the game's first level, and the host's log
says so once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import GameState, Hold, Player, Score
from yachtdice.core.record import GameRecord
from yachtdice.core.registry import Rules, mode_for
from yachtdice.ui.modes import (
    Seat,
    Strategies,
    game_ui,
    keep_claim_seats,
    level_name,
    make_strategies,
)


class _Seating(QObject):
    """One computer's seat as a game's part seats it (a ComputerTable of one computer)."""

    def __init__(self, engines: Strategies, record: GameRecord,
                 say: Callable[[str], None]) -> None:
        super().__init__()
        self.engines = engines
        self.record: GameRecord | None = record
        self.seated: Seat | None = None
        self.say = say

    def seat(self, index: int, player: Seat) -> None:
        if index == 0:
            self.seated = player

    def play_on(self) -> None:
        """The room asks its computers for each move: nothing to start here."""


def _seat(engines: Strategies, rules: Rules, level: str, seats: int,
          say: Callable[[str], None]) -> _Seating:
    players = [Player("1", True, level)] + [Player(str(i + 1)) for i in range(1, seats)]
    seating = _Seating(engines, GameRecord.new(rules, players), say)
    take = game_ui(mode_for(rules).id).computers
    if take is not None:
        take(seating, seating.record)  # type: ignore[arg-type]
    else:
        seating.seated = keep_claim_seats(seating.record or GameRecord.new(rules, players)
                                          ).get(0)
    return seating


class WindowComputer:
    """A computer of ``level`` at the room (:class:`~yachtdice.net.seats.Decider`)."""

    def __init__(self, seating: _Seating, first: Seat | None) -> None:
        self._seating = seating
        self._first = first

    def decide(self, state: GameState) -> Hold | Score | None:
        seat = self._seating.seated or self._first
        if seat is None:
            raise YachtDiceError("this computer is not ready")
        return seat.decide(state)


class Computers(QObject):
    """The window's :data:`~yachtdice.net.seats.ComputerMaker`; ``say``: the host's log."""

    def __init__(self, say: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engines = make_strategies(self)
        self._say = say

    def __call__(self, rules: Rules, level: str, seats: int) -> WindowComputer:
        game = mode_for(rules)
        if level not in game.computer_levels:
            raise YachtDiceError(f"{level!r} is not a computer level of {game.name}")
        seating = _seat(self._engines, rules, level, seats, self._say)
        seating.setParent(self)
        first = None
        if seating.seated is None:
            first = _seat(self._engines, rules, game.computer_levels[0], seats,
                          self._say).seated
            self._say(QCoreApplication.translate(
                "OnlineComputers", "The computer plays as {level} until its strategy is "
                "ready.").format(level=level_name(game.id, game.computer_levels[0])))
        return WindowComputer(seating, first)
