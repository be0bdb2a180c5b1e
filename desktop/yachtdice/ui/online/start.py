"""Game ▸ Host a Game… and Join a Game… from the game window (imported when first used)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from yachtdice.core.errors import YachtDiceError, as_sentence
from yachtdice.core.game import Player
from yachtdice.store import Store, StoreError
from yachtdice.ui.dialogs.setup import setup_to_game
from yachtdice.ui.online.host_dialog import HostDialog
from yachtdice.ui.online.join_dialog import JoinDialog
from yachtdice.ui.online.lobby import Lobby
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.session import SessionKeeper


class Window(Protocol):
    """What hosting and joining use of the game window."""

    @property
    def settings(self) -> Settings: ...
    @property
    def session(self) -> SessionKeeper: ...


def your_name(window: Window) -> str:
    """The first person's name of the last game set up (the player at this computer)."""
    _rules, players = setup_to_game(window.settings.last_setup, window.session.saved_rules)
    people = [p for p in players if not p.computer] or [Player("")]
    return people[0].name


def host_game(window: Window, parent: QWidget, kept: list[Lobby],
              changed: Callable[[], None] = lambda: None) -> HostDialog:
    """Ask for the rules and the seats (the dialog, open); Host opens the lobby (appended
    to ``kept``; ``changed`` as its room opens and closes)."""
    dialog = HostDialog(window.session.rulesets(), your_name(window), parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def host() -> None:
        store = window.session.store
        keeper = None
        if store is not None:
            from yachtdice.net.keep import HostKeeper

            keeper = HostKeeper(store)
        lobby = Lobby(dialog.chosen_rules, dialog.plan(), dialog.name, keeper=keeper,
                      settings=window.settings, history=store, parent=parent)
        if store is not None:
            _keep_door(store, lobby)
        _open(lobby, kept, changed)

    dialog.accepted.connect(host)
    dialog.open()
    return dialog


def _open(lobby: Lobby, kept: list[Lobby], changed: Callable[[], None]) -> None:
    kept.append(lobby)

    def gone() -> None:
        if lobby in kept:
            kept.remove(lobby)
        changed()

    lobby.destroyed.connect(lambda *_: gone())
    lobby.room_closed.connect(changed)
    lobby.show()
    changed()


def show_room(kept: list[Lobby]) -> Lobby | None:
    """Game ▸ Online Room…: the lobby of the room open, shown and brought forward (a host
    who hid or closed it during the game finds the room's log, its code and the stand-in
    offer again); None when no room is open."""
    lobby = next((lobby for lobby in kept if lobby.room_open), None)
    if lobby is not None:
        lobby.show()
        lobby.raise_()
        lobby.activateWindow()
    return lobby


def _keep_door(store: Store, lobby: Lobby) -> None:
    """The room's code and port, for resuming it (a history that cannot write: said)."""
    from yachtdice.net.keep import keep_door

    try:
        keep_door(store, lobby.room.game, lobby.code, lobby.listener.port)
    except StoreError as exc:
        lobby.say(str(exc))


def resume_hosted_game(window: Window, parent: QWidget, kept: list[Lobby],
                       game_id: int, changed: Callable[[], None] = lambda: None
                       ) -> Lobby | None:
    """Reopen the room of the unfinished game ``game_id`` hosted here (Unfinished Games ▸
    Resume): the same seats, code and, if it is free, port; the guests take their seats
    again by Join a Game. The lobby already open if the room is open; None and one
    sentence in the window's message line if the game cannot go on."""
    from yachtdice.net.keep import HostKeeper, kept_door, resume_hosted

    store = window.session.store
    if store is None:
        return None
    try:
        uid = store.game(game_id).uid
        open_already = [lobby for lobby in kept if lobby.room.game == uid
                        and lobby.room_open]  # a closed one's room is closed: not it
        if open_already:  # its room is open in this window (its lobby hidden, perhaps):
            open_already[0].show()  # the lobby comes forward
            open_already[0].raise_()
            return open_already[0]
        found = resume_hosted(store, game_id)
        door = kept_door(store, found.room.game)
        code, port = door if door is not None else (None, 0)
        lobby = Lobby(found.game.record.ruleset, [], found.room.host,
                      keeper=HostKeeper(store, found.game.id), settings=window.settings,
                      code=code, port=port, resumed=found, history=store, parent=parent)
    except KeyError:  # deleted meanwhile: the list is read again
        return None
    except (StoreError, YachtDiceError) as exc:
        window.session.message.emit(as_sentence(str(exc)))
        return None
    _keep_door(store, lobby)
    _open(lobby, kept, changed)
    return lobby


def join_game(window: Window, parent: QWidget, kept: list[JoinDialog]) -> JoinDialog:
    """The Join dialog (the one already open, if a game was joined: it rejoins)."""
    if kept:
        dialog = kept[0]
    else:
        store = window.session.store
        keeper = None
        if store is not None:
            from yachtdice.net.keep import SeatKeeper

            keeper = SeatKeeper(store)
        dialog = JoinDialog(your_name(window), keeper=keeper, settings=window.settings,
                            history=store, parent=parent)
        kept.append(dialog)
        dialog.destroyed.connect(lambda *_: kept.clear())
    dialog.show()
    dialog.activateWindow()
    return dialog
