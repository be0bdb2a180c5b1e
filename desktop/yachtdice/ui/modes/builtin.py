"""The built-in games for the window, registered explicitly when the program starts from
:data:`yachtdice.core.modes.games.GAMES` (the one list that names them).

A game marked ``at_start`` has its window parts imported at once (the first window deals
pip dice); the others' when a game of theirs is first dealt or listed, as their core games
are (:mod:`yachtdice.core.modes.builtin`)."""

from __future__ import annotations

from functools import partial

from yachtdice.core.modes import games
from yachtdice.core.modes import mode as core_mode
from yachtdice.store.modes import builtin
from yachtdice.ui.modes import AnyGameUI, GameUI, register, register_later


def _game_ui(game: games.Game, spec: str) -> AnyGameUI:
    found = games.load_as(spec, GameUI)
    core_mode(game.id)  # the core game with it (what it takes from the store handed over)
    return found


def install() -> None:
    """Register the built-in games (the core's, with what they take from the store, and their
    store parts) and their window parts (again: no change)."""
    builtin.install()
    for game in games.GAMES:
        spec = game.ui
        if spec is None:
            continue
        if game.at_start:
            register(_game_ui(game, spec))
        else:
            register_later(game.id, partial(_game_ui, game, spec))
