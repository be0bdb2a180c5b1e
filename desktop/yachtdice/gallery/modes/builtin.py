"""The built-in games' screens for the gallery, as :mod:`yachtdice.core.modes.games` names
them: registered explicitly when it starts."""

from __future__ import annotations

from yachtdice.core.modes import games
from yachtdice.gallery.modes import GameScreens, register


def install() -> None:
    """Register the built-in games' screens (again: no change)."""
    for game in games.GAMES:
        if game.gallery is not None:
            register(games.load_as(game.gallery, GameScreens))
