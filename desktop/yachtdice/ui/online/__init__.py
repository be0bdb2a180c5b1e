"""Playing across computers from the window (issue 34; docs/manual/online.md): Game ▸ Host
a Game… and Join a Game…, the host's lobby, and the game's table, whose controller plays
through the room (the host) or the guest's table (a guest) instead of the core's dice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow

from yachtdice.core.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from yachtdice.ui.table.menus import Commands

_HOST = QT_TRANSLATE_NOOP("MainWindow", "H&ost a Game…")
_JOIN = QT_TRANSLATE_NOOP("MainWindow", "&Join a Game…")
#: the lobbies and the Join dialog of each window, kept while they are open
_KEPT: dict[int, tuple[list[object], list[object]]] = {}


def _kept(window: QMainWindow) -> tuple[list[object], list[object]]:
    key = id(window)
    if key not in _KEPT:
        _KEPT[key] = ([], [])
        window.destroyed.connect(lambda *_: _KEPT.pop(key, None))
    return _KEPT[key]


def host(commands: Commands, window: QMainWindow) -> object:
    """Game ▸ Host a Game… (the dialogs are imported when first used)."""
    from yachtdice.ui.online.start import host_game

    return host_game(commands, window, _kept(window)[0])  # type: ignore[arg-type]


def join(commands: Commands, window: QMainWindow) -> object:
    """Game ▸ Join a Game…: the dialog already open if a game was joined (to rejoin)."""
    from yachtdice.ui.online.start import join_game

    return join_game(commands, window, _kept(window)[1])  # type: ignore[arg-type]


def install() -> None:
    """Host a Game… and Join a Game… in every game window's Game menu from now on."""
    from yachtdice.ui.table import menus

    menus.GAME_COMMANDS[:] = [(_HOST, host), (_JOIN, join)]
