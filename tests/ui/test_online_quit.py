"""Game ▸ Quit quits the program from any window (the play test of 30 Nov): in an online
game's window it asks what the main window's Quit asks, and Close the Room closes the room
and the program's windows; a guest's main-window Quit after the game takes the game's window
with it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from yachtdice.core.modes import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.room import SeatPlan
from yachtdice.ui import online
from yachtdice.ui.online.lobby import Lobby
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .test_online_guest_leaving import joined
from .test_online_room_program_close import QUESTION, answer_the_room, hosted_and_hidden

TIMEOUT = 60_000


@pytest.fixture
def _online_menu() -> Iterator[None]:
    online.install()
    yield


def quit_action(window: MainWindow) -> QAction:
    return next(a for a in window.menus.game_menu.actions() if a.text() == "&Quit")


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_quit_in_the_games_window_asks_and_quits_the_program(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    lobby = hosted_and_hidden(qtbot, window)
    table = lobby.table
    assert table is not None
    seen: list[str] = []
    answer_the_room(qtbot, lobby, "Cancel", seen)
    quit_action(table.window).trigger()
    assert seen[:2] == [QUESTION, "MainWindow"]  # the main window's question, over it
    qtbot.waitUntil(lambda: lobby.question is None, timeout=TIMEOUT)
    assert window.isVisible() and lobby.room_open and table.window.isVisible()

    gone: list[str] = []
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    table.window.destroyed.connect(lambda *_: gone.append("game's window"))
    seen.clear()
    answer_the_room(qtbot, lobby, "Close the Room", seen)
    quit_action(table.window).trigger()
    assert seen[0] == QUESTION
    qtbot.waitUntil(lambda: sorted(gone) == ["game's window", "lobby"], timeout=TIMEOUT)
    assert not window.isVisible()  # the program's last window closed: it quits


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_guests_quit_after_the_game_takes_the_games_window_with_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    lobby = Lobby(ruleset_by_id("yacht"), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                  "Hilda", announce=False)  # (it deletes itself when it closes)
    lobby.show()
    dialog = joined(qtbot, window, lobby)
    table = dialog.table
    assert table is not None
    lobby.close()  # the host's program ends: the game is over for the guest
    qtbot.waitUntil(lambda: dialog.isVisible(), timeout=TIMEOUT)
    assert table.window.isVisible()
    quit_action(window).trigger()
    assert not window.isVisible() and not dialog.isVisible()
    assert not table.window.isVisible()
