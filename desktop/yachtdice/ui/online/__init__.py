"""Playing across computers from the window (issue 34; docs/manual/online.md): Game ▸ Host
a Game…, Join a Game… and Online Room… (the lobby brought back), the host's lobby, and the
game's table, whose controller plays through the room (the host) or the guest's table (a
guest) instead of the core's dice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QWidget

from yachtdice.core.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from yachtdice.store import Store, StoredGame
    from yachtdice.ui.table.menus import Commands

_HOST = QT_TRANSLATE_NOOP("MainWindow", "H&ost a Game…")
_JOIN = QT_TRANSLATE_NOOP("MainWindow", "&Join a Game…")
_ROOM = QT_TRANSLATE_NOOP("MainWindow", "Online Roo&m…")
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

    return host_game(commands, window, _kept(window)[0],  # type: ignore[arg-type]
                     lambda: _offer(window))


def join(commands: Commands, window: QMainWindow) -> object:
    """Game ▸ Join a Game…: the dialog already open if a game was joined (to rejoin)."""
    from yachtdice.ui.online.start import join_game

    return join_game(commands, window, _kept(window)[1])  # type: ignore[arg-type]


def room(commands: Commands, window: QMainWindow) -> object:
    """Game ▸ Online Room…: the lobby of the room open in this window, brought back (hidden
    or behind the game's window), or None if no room is open."""
    from yachtdice.ui.online.start import show_room

    return show_room(_kept(window)[0])  # type: ignore[arg-type]


def room_open(window: QMainWindow) -> bool:
    """A room is open in ``window`` (Online Room… is offered)."""
    return any(getattr(lobby, "room_open", False) for lobby in _kept(window)[0])


def _offer(window: QWidget) -> None:
    """The window's Game menu offers Online Room… as a room opens or closes."""
    menus = getattr(window, "menus", None)
    if menus is not None:
        menus.offer_more()


def resume(window: QWidget, store: Store, game_id: int) -> bool:
    """Unfinished Games ▸ Resume of a game hosted here: its room opens again (True), or
    False for any other game."""
    from yachtdice.net.keep import hosted_games
    from yachtdice.store import StoreError
    from yachtdice.ui.online.start import resume_hosted_game

    try:
        hosted = any(k.game.id == game_id for k in hosted_games(store))
    except StoreError:
        return False  # the history said why when it was listed
    if not hosted or not isinstance(window, QMainWindow):
        return False
    resume_hosted_game(window, window, _kept(window)[0], game_id,  # type: ignore[arg-type]
                       lambda: _offer(window))
    return True


def install() -> None:
    """Host a Game…, Join a Game… and Online Room… (while a room is open) in every game
    window's Game menu from now on, Unfinished Games resuming a hosted game in its room, and
    a review of an online game opening on the seat played here, marking the turns a
    computer played for a guest away."""
    from yachtdice.ui.table import menus, opening, session

    menus.GAME_COMMANDS[:] = [(_HOST, host), (_JOIN, join), (_ROOM, room)]
    menus.GAME_COMMANDS_OFFERED.clear()
    menus.GAME_COMMANDS_OFFERED[_ROOM] = room_open
    session.RESUMERS[:] = [resume]
    opening.PLAYED_HERE[:] = [played_here]
    opening.STOOD_IN[:] = [stood_in]


def played_here(store: Store, stored: StoredGame) -> int | None:
    """The seat this computer played in a stored online game (its review opens on it)."""
    from yachtdice.net.keep import played_here as seat
    from yachtdice.store import ONLINE

    return seat(store, stored.uid) if stored.dice == ONLINE else None


def stood_in(store: Store, stored: StoredGame) -> frozenset[tuple[int, int]]:
    """The (seat, turn) pairs of a stored online game a computer played for an away guest
    (its review marks them), as this computer kept them."""
    from yachtdice.net.keep import stood_in as kept
    from yachtdice.store import ONLINE

    return kept(store, stored.uid) if stored.dice == ONLINE else frozenset()
