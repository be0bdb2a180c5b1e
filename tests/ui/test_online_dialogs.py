"""Host a Game and Join a Game as a player uses them (the play test of 30 Nov): Enter presses
Host and Join, not Cancel or Close; a host address typed over a listed room's is the one
joined and stays in its field."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.net import discovery
from yachtdice.ui import online
from yachtdice.ui.online.host_dialog import HostDialog
from yachtdice.ui.online.join_dialog import JoinDialog
from yachtdice.ui.online.lobby import Lobby

from .conftest import MakeWindow
from .helpers import made_active


@pytest.fixture
def _online_menu() -> Iterator[None]:
    online.install()
    yield


@pytest.mark.usefixtures("_online_menu")
def test_enter_in_host_a_game_hosts(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    window.menus.more_actions[0].trigger()  # Game ▸ Host a Game…
    dialog = window.findChild(HostDialog)
    assert dialog is not None
    made_active(qtbot, dialog)
    dialog.name_field.setText("Hilda")
    dialog.name_field.setFocus()
    qtbot.keyClick(dialog.name_field, Qt.Key.Key_Return)
    lobby = window.findChild(Lobby)
    assert lobby is not None and lobby.isVisible()  # hosted: the room is open
    lobby.close()


@pytest.mark.usefixtures("_online_menu")
def test_enter_in_join_a_game_joins(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    window.menus.more_actions[1].trigger()  # Game ▸ Join a Game…
    dialog = window.findChild(JoinDialog)
    assert dialog is not None
    made_active(qtbot, dialog)
    dialog.address.setText("no port")
    dialog.code.setText("ABCD-EFGH")
    dialog.name.setText("Ben")
    dialog.code.setFocus()
    qtbot.keyClick(dialog.code, Qt.Key.Key_Return)
    # Join was pressed: it says what is wrong with the address, and the dialog stays
    assert dialog.isVisible()
    assert dialog.problem.text() == "Give the host as address:port."
    dialog.close()


def test_a_typed_host_address_is_the_one_joined_and_kept(qtbot: QtBot) -> None:
    dialog = JoinDialog("Ben", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    made_active(qtbot, dialog)
    room = discovery.Room(name="Ann", rules="Yahtzee", port=40897, open=1)
    dialog.show_rooms([discovery.Found("192.0.2.2", room, 0.0)])  # a room on the network
    qtbot.mouseClick(dialog.address, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.address, "127.0.0.1:9")  # the player types another host
    dialog.code.setText("ABCD-EFGH")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert dialog.address.text() == "127.0.0.1:9"
    assert dialog.rules.text() == ""  # nothing said of the listed room's host
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=30_000)  # refused
    assert dialog.address.text() == "127.0.0.1:9"
    assert dialog.rules.text() == ""
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)  # Join again: the same
    assert dialog.address.text() == "127.0.0.1:9"
    # a room clicked in the list is chosen: its address, and what its host plays
    qtbot.mouseClick(dialog.rooms.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.rooms.visualItemRect(dialog.rooms.item(0)).center())
    assert dialog.address.text() == "192.0.2.2:40897"
    assert dialog.rules.text() == "The host plays Yahtzee."
    assert QApplication.focusWidget() is dialog.code
    dialog.close()
