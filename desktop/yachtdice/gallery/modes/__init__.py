"""The gallery's registry of games: each game's own screens, and the games it adds to the
fixed history every screen starts from, by mode id.

A game's screens are one module here (``gallery/modes/<game>.py``) that describes them as
one :class:`GameScreens`, registered explicitly (the built-in games' by
:func:`yachtdice.gallery.modes.builtin.install`). The shared gallery asks :func:`games` and
never names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QWidget

    from yachtdice.gallery.stage import Stage
    from yachtdice.store import Store

#: a screen: staged on a fresh :class:`~yachtdice.gallery.stage.Stage`, it returns the widget
#: to photograph
Screen = Callable[["Stage"], "QWidget"]


@dataclass(frozen=True)
class GameScreens:
    """What the gallery draws of one game (``mode_id`` is its core mode's id)."""

    mode_id: str
    #: the game's own screens, by file name
    screens: Mapping[str, Screen] = field(default_factory=dict)
    #: records the game's finished games in the fixed history every screen starts from
    #: (None: it adds none)
    history: Callable[[Store], None] | None = None


_GAMES: dict[str, GameScreens] = {}


def register(game: GameScreens) -> None:
    """Add a game's screens (again: replaced)."""
    _GAMES[game.mode_id] = game


def unregister(mode_id: str) -> None:
    """Forget a game's screens."""
    _GAMES.pop(mode_id, None)


def games() -> tuple[GameScreens, ...]:
    """Every game's screens, in the order registered."""
    return tuple(_GAMES.values())
