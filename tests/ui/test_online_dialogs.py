"""Host a Game and Join a Game as a player uses them (the play test of 30 Nov): Enter presses
Host and Join, not Cancel or Close; a host address typed over a listed room's is the one
joined and stays in its field; a refusal leaves no line above it that no longer holds; a
guest who closes the game's window is not told back that the guest closed the game."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from yachtdice.core.modes import ruleset_by_id
from yachtdice.net import discovery
from yachtdice.net import protocol as p
from yachtdice.net.room import SeatPlan
from yachtdice.ui import online
from yachtdice.ui.online.host_dialog import HostDialog
from yachtdice.ui.online.join_dialog import JoinDialog
from yachtdice.ui.online.lobby import Lobby

from .conftest import MakeWindow
from .helpers import made_active
from .test_online_guest_leaving import joined

TIMEOUT = 60_000


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


@pytest.fixture
def hilda(qtbot: QtBot, make_window: MakeWindow) -> Iterator[Lobby]:
    """Hilda hosts Yacht with one open seat, in this process; the lobby closes at the end,
    before the main window (whose guest would otherwise ask to leave the game)."""
    lobby = Lobby(ruleset_by_id("yacht"), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                  "Hilda", announce=False)  # (it deletes itself when it closes)
    lobby.show()
    yield lobby
    if Shiboken.isValid(lobby):
        lobby.close()


def hang_up(qtbot: QtBot, lobby: Lobby) -> None:
    """The lobby closes and its guests here know it (else the main window's close at the
    test's end would ask the guest to leave the game)."""
    lobby.close()
    qtbot.waitUntil(lambda: not any(isinstance(w, JoinDialog) and w.in_game()
                                    for w in QApplication.allWidgets()), timeout=TIMEOUT)


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_refusal_leaves_no_stale_line_above_it(qtbot: QtBot, make_window: MakeWindow,
                                                 hilda: Lobby) -> None:
    window, lobby = make_window(open_store=True), hilda
    joined(qtbot, window, lobby)  # Gus takes the only open seat: the game begins
    late = JoinDialog("Ben", browse=False)
    qtbot.addWidget(late)
    late.show()
    late.address.setText(f"127.0.0.1:{lobby.listener.port}")
    late.code.setText("ZZZZ-ZZZZ")  # a wrong code first
    qtbot.mouseClick(late.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "not right" in late.problem.text(), timeout=TIMEOUT)
    late.code.setText(lobby.code_label.text())
    qtbot.mouseClick(late.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "refused" in late.problem.text(), timeout=TIMEOUT)
    assert late.problem.text() == "The host refused: the room has no open seat."
    assert late.rules.text() == ""  # not "Hilda plays Yacht. Waiting for every seat…"
    # the lobby's log says both refusals alike
    lines = lobby.log.toPlainText().splitlines()
    refusals = [line for line in lines if line.startswith("Refused ")]
    assert len(refusals) == 2, lines
    assert re.fullmatch(r"Refused 127\.0\.0\.1:\d+: the room code is not right\.", refusals[0])
    assert re.fullmatch(r"Refused 127\.0\.0\.1:\d+: the room has no open seat\.", refusals[1])
    late.close()
    hang_up(qtbot, lobby)


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_guest_who_closes_the_games_window_is_not_told_so(
        qtbot: QtBot, make_window: MakeWindow, hilda: Lobby) -> None:
    window, lobby = make_window(open_store=True), hilda
    dialog = joined(qtbot, window, lobby)
    assert dialog.table is not None and lobby.table is not None
    host_table = lobby.table
    dialog.table.window.close()  # Gus closes the game's window: Gus leaves the seat
    qtbot.waitUntil(lambda: "Gus (away)" in host_table.people.text(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: dialog.guest is not None and dialog.guest.link is None)
    assert not dialog.isVisible()  # not shown again to say what Gus did
    assert dialog.problem.text() == ""
    assert dialog.join_button.isEnabled()
    window.menus.more_actions[1].trigger()  # Join a Game…: the same dialog, the seat back
    assert dialog.isVisible() and dialog.problem.text() == ""
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Gus (connected)" in host_table.people.text(), timeout=TIMEOUT)
    hang_up(qtbot, lobby)


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_games_windows_are_titled_by_the_room(qtbot: QtBot, make_window: MakeWindow,
                                                  hilda: Lobby) -> None:
    window, lobby = make_window(open_store=True), hilda
    dialog = joined(qtbot, window, lobby)  # the game has begun on both tables
    assert dialog.table is not None and lobby.table is not None
    assert dialog.table.window.windowTitle() == "Yacht Dice – Hilda's game"
    assert lobby.table.window.windowTitle() == f"Yacht Dice – hosting {lobby.code_label.text()}"
    hang_up(qtbot, lobby)


def test_the_first_room_taken_by_the_keyboard_is_chosen(qtbot: QtBot) -> None:
    dialog = JoinDialog("Ben", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    made_active(qtbot, dialog)
    room = discovery.Room(name="Ann", rules="Yahtzee", port=40897, open=1)
    dialog.show_rooms([discovery.Found("192.0.2.2", room, 0.0)])
    dialog.address.setFocus()
    qtbot.keyClick(dialog.address, Qt.Key.Key_Backtab)  # back to the list: its first room
    assert dialog.rooms.currentItem() is not None
    assert dialog.address.text() == "192.0.2.2:40897"
    assert dialog.rules.text() == "The host plays Yahtzee."
    dialog.close()
