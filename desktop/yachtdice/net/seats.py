"""Computers at an online table: what plays a computer seat, a guest who joined as a
computer, or a dropped guest's seat while it is away.

A :class:`Decider` answers the move with the dice on the table. The room names no game:
whoever builds it hands it a :data:`ComputerMaker` (the command line asks each game's part,
and any game with the core's keep-and-claim computers has :func:`keep_claim`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import GameState, Hold, Score
from yachtdice.core.registry import KeepClaimSeat, Rules, mode_for


class Decider(Protocol):
    """A computer's move with the dice on the table (``state.dice`` is not None): a hold, a
    booking, or None to roll the dice not held."""

    def decide(self, state: GameState) -> Hold | Score | None: ...


#: a computer of a level (its id) for a game of these rules with so many seats
ComputerMaker = Callable[[Rules, str, int], Decider]


def keep_claim(rules: Rules, level: str, seats: int) -> Decider:
    """The game's own keep-and-claim computer of ``level``; a YachtDiceError if the game
    has none."""
    game: Any = mode_for(rules)
    if game.computer is None:
        raise YachtDiceError(f"{game.name} has no computer players here")
    if level not in game.computer_levels:
        raise YachtDiceError(f"{level!r} is not a computer level of {game.name}; choose from "
                             f"{', '.join(game.computer_levels)}")
    return KeepClaimSeat(game.computer(rules, level, seats, random.Random()))
