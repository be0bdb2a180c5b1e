"""The built-in games in the core's registry, registered explicitly from
:data:`yachtdice.core.modes.games.GAMES` (the one list that names them).

Programs call :func:`install` once at start (the window, the command line, the tests);
importing a game registers nothing. A game marked ``at_start`` is imported at once (the
first window deals pip dice); the others are registered by id and imported the first time a
game of theirs is asked for (dealt, read, or every game listed). What a game takes from the
store (the word game's dictionary) is handed over here by the caller, since the core reads
no files.

>>> install()
>>> [m.id for m in modes()][:3]
['pips', 'word', 'place-value']
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from importlib import import_module

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes import (
    AnyMode,
    Mode,
    games,
    modes,
    register,
    register_later,
    set_default_mode,
)

__all__ = ["install", "modes"]


def _mode(game: games.Game) -> AnyMode:
    found = games.load(game.core)
    if not isinstance(found, Mode):
        raise YachtDiceError(f"{game.core} is not a game's Mode")
    return found


def install(**supplies: Callable[..., object] | None) -> None:
    """Register the built-in games (again: no change). Each keyword is what a game's line
    names in ``store`` (the word game's ``word_list``, which loads the dictionary its words
    are judged against, and ``word_list_version``, which tells its version without loading
    it): handed to that game's core package now, called when first used."""
    unknown = set(supplies) - {name for game in games.GAMES for name in game.store}
    if unknown:
        raise YachtDiceError(f"no built-in game takes {', '.join(sorted(unknown))}")
    for game in games.GAMES:
        # handed over now, not when the game first loads: a dictionary named later (a test's
        # small list) must not be overwritten by a game loading after it
        for name in game.store:
            if name in supplies:
                setattr(import_module(game.core_package), name, supplies[name])
    for game in games.GAMES:
        if game.at_start:
            register(_mode(game))
        else:
            register_later(game.id, partial(_mode, game))
        if game.default:
            set_default_mode(game.id)
