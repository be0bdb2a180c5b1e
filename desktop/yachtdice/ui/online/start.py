"""Game ▸ Host a Game… and Join a Game… from the game window (imported when first used)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from yachtdice.core.game import Player
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


def host_game(window: Window, parent: QWidget, kept: list[Lobby]) -> HostDialog:
    """Ask for the rules and the seats (the dialog, open); Host opens the lobby (appended
    to ``kept``)."""
    dialog = HostDialog(window.session.rulesets(), your_name(window), parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def host() -> None:
        store = window.session.store
        keeper = None
        if store is not None:
            from yachtdice.net.keep import HostKeeper

            keeper = HostKeeper(store)
        lobby = Lobby(dialog.chosen_rules, dialog.plan(), dialog.name, keeper=keeper,
                      settings=window.settings, parent=parent)
        kept.append(lobby)
        lobby.destroyed.connect(lambda *_: kept.remove(lobby) if lobby in kept else None)
        lobby.show()

    dialog.accepted.connect(host)
    dialog.open()
    return dialog


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
                            parent=parent)
        kept.append(dialog)
        dialog.destroyed.connect(lambda *_: kept.clear())
    dialog.show()
    dialog.activateWindow()
    return dialog
