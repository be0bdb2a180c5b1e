"""The built-in games for the window, registered explicitly when the program starts from
:data:`yachtdice.core.modes.games.GAMES` (the one list that names them).

A game marked ``at_start`` has its window parts imported at once (the first window deals
pip dice); the others' when a game of theirs is first dealt or listed, as their core games
are (:mod:`yachtdice.core.modes.builtin`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING

from yachtdice.core.modes import builtin, games
from yachtdice.core.modes import mode as core_mode
from yachtdice.ui.modes import GameUI, register, register_later

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def _game_ui(game: games.Game, spec: str) -> GameUI:
    found = games.load(spec)
    if not isinstance(found, GameUI):
        raise TypeError(f"{spec} is not a game's GameUI")
    core_mode(game.id)  # the core game with it (what it takes from the store handed over)
    return found


def install() -> None:
    """Register the built-in games (the core's, with what they take from the store) and their
    window parts (again: no change)."""
    builtin.install(**games.supplies())
    for game in games.GAMES:
        spec = game.ui
        if spec is None:
            continue
        if game.at_start:
            register(_game_ui(game, spec))
        else:
            register_later(game.id, partial(_game_ui, game, spec))


def gallery_screens() -> dict[str, Callable[..., QWidget]]:
    """Every built-in game's own gallery screens, by name, in the games' order."""
    screens: dict[str, Callable[..., QWidget]] = {}
    for game in games.GAMES:
        if game.gallery is not None:
            found = games.load(game.gallery)
            assert isinstance(found, Mapping), f"{game.gallery} is not a mapping of screens"
            screens.update(found)
    return screens
