"""The built-in games for the command line, registered explicitly when it starts from
:data:`yachtdice.core.modes.games.GAMES` (the one list that names them)."""

from __future__ import annotations

from yachtdice.cli.modes import GameCommands, register
from yachtdice.core.modes import games, modes
from yachtdice.store.modes import builtin


def install() -> None:
    """Register the built-in games (the core's, with what they take from the store, and their
    store parts) and the commands each adds."""
    builtin.install()
    modes()  # every game loaded now: the commands import them all anyway
    for game in games.GAMES:
        if game.cli is not None:
            register(games.load_as(game.cli, GameCommands))
