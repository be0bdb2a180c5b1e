"""The built-in games for the store, registered explicitly: the core's games (handed what
they take from the store, such as the word game's shipped dictionary, which the core cannot
read) and each game's store parts (pip dice's solved tables a review judges against), all
as :mod:`yachtdice.core.modes.games` names them.

The window and the command line call :func:`install` at start, as does a worker process
before it reviews games; the dictionary's module is imported only when a word is first
judged (or its version asked), the tables' when an engine is first wanted.
"""

from __future__ import annotations

from yachtdice.core.modes import builtin, games
from yachtdice.store.modes import GameStore, register


def install() -> None:
    """Register the built-in games (the core's, with what they take from the store) and their
    store parts (again: no change)."""
    builtin.install(**games.supplies())
    for game in games.GAMES:
        if game.store_part is not None:
            register(games.load_as(game.store_part, GameStore))
