"""The host's lobby during a game (the play test after issue 34): closing it asks first,
naming the room's people, Cancel keeps the room and OK closes it (saying whether the game is
kept for resuming); before the game it closes at once. Game ▸ Online Room… brings back a
lobby the host hid during the game, offered only while a room is open."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from tests.net.test_sentences_wire import speaking
from yachtdice.core.modes import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.keep import HostKeeper
from yachtdice.net.room import SeatPlan
from yachtdice.store import Store
from yachtdice.ui import online
from yachtdice.ui.online.host_dialog import HostDialog
from yachtdice.ui.online.lobby import Lobby

from .conftest import MakeWindow
from .helpers import made_active

TIMEOUT = 60_000


@pytest.fixture
def _online_menu() -> Iterator[None]:
    online.install()
    yield


def started(qtbot: QtBot, keeper: HostKeeper | None = None) -> Lobby:
    """Hilda hosts Yacht with one open seat and presses Start: a computer takes it and the
    game's window opens. (The lobby and the window delete themselves when closed: each
    test closes them.)"""
    lobby = hosting(keeper)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.table is not None, timeout=TIMEOUT)
    assert lobby.table is not None
    lobby.table.window.set_speed("off")
    return lobby


def hosting(keeper: HostKeeper | None = None) -> Lobby:
    lobby = Lobby(ruleset_by_id("yacht"), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                  "Hilda", announce=False, keeper=keeper)
    lobby.show()
    return lobby


def close_button(lobby: Lobby) -> QAbstractButton:
    button = lobby.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert button is not None and button.isVisible()
    return button


def answer(qtbot: QtBot, box: QMessageBox, text: str) -> None:
    button = next(b for b in box.buttons() if b.text().replace("&", "") == text)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_closing_the_lobby_mid_game_asks_and_cancel_keeps_the_room(qtbot: QtBot,
                                                                    tmp_path: Path) -> None:
    store = Store.open(tmp_path / "hilda.sqlite3")
    lobby = started(qtbot, HostKeeper(store))
    table = lobby.table
    assert table is not None
    qtbot.mouseClick(close_button(lobby), Qt.MouseButton.LeftButton)
    box = lobby.question
    assert box is not None and box.isVisible()
    assert box.text() == "Close the room? The game with Computer 2 is not over."
    assert box.informativeText() == (
        "Every guest is disconnected. The game is kept: Game ▸ Unfinished Games opens this "
        "room again, and the guests join with the same room code.")
    answer(qtbot, box, "Cancel")
    qtbot.waitUntil(lambda: lobby.question is None, timeout=TIMEOUT)
    assert lobby.isVisible() and lobby.table is table and table.window.isVisible()
    assert lobby.listener.port  # the room still listens
    qtbot.mouseClick(close_button(lobby), Qt.MouseButton.LeftButton)  # asked again
    box = lobby.question
    assert box is not None
    gone: list[str] = []
    table.window.destroyed.connect(lambda *_: gone.append("window"))
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    answer(qtbot, box, "Close the Room")
    qtbot.waitUntil(lambda: sorted(gone) == ["lobby", "window"], timeout=TIMEOUT)
    store.close()


def test_a_room_whose_game_is_not_kept_says_it_cannot_be_resumed(qtbot: QtBot) -> None:
    lobby = started(qtbot)
    qtbot.mouseClick(close_button(lobby), Qt.MouseButton.LeftButton)
    box = lobby.question
    assert box is not None
    assert box.informativeText() == ("Every guest is disconnected, and the game cannot be "
                                     "resumed: this computer's history is not open.")
    assert box.defaultButton() is box.escapeButton()  # Enter and Esc keep the room
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lobby.question is None, timeout=TIMEOUT)
    assert lobby.isVisible()
    gone: list[str] = []
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    lobby.close()  # closed by the program (the main window quits): not asked
    qtbot.waitUntil(lambda: gone == ["lobby"], timeout=TIMEOUT)


def test_before_the_game_the_lobby_closes_at_once(qtbot: QtBot) -> None:
    lobby = hosting()
    gone: list[str] = []
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    qtbot.mouseClick(close_button(lobby), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: gone == ["lobby"], timeout=TIMEOUT)
    assert lobby.question is None


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the offscreen screen's
def test_online_room_brings_back_the_hidden_lobby_while_the_room_is_open(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    host_action, _join_action, room_action = window.menus.more_actions
    assert room_action.text() == "Online Roo&m…"
    assert not room_action.isEnabled()  # no room yet
    host_action.trigger()
    dialog = window.findChild(HostDialog)
    assert dialog is not None
    dialog.name_field.setText("Hilda")
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    lobby = window.findChild(Lobby)
    assert lobby is not None and lobby.isVisible()
    assert room_action.isEnabled()
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)  # a computer sits down
    qtbot.waitUntil(lambda: lobby.table is not None, timeout=TIMEOUT)
    table = lobby.table
    assert table is not None
    table.window.set_speed("off")
    made_active(qtbot, lobby)  # type: ignore[arg-type]  # any window
    qtbot.keyClick(lobby, Qt.Key.Key_Escape)  # the host puts the lobby away: hidden
    assert not lobby.isVisible() and lobby.room_open and table.window.isVisible()
    assert room_action.isEnabled()
    room_action.trigger()  # Game ▸ Online Room…: the lobby is back, with its room
    assert lobby.isVisible() and lobby.table is table
    qtbot.mouseClick(close_button(lobby), Qt.MouseButton.LeftButton)
    box = lobby.question
    assert box is not None
    gone: list[str] = []
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    answer(qtbot, box, "Close the Room")
    qtbot.waitUntil(lambda: gone == ["lobby"], timeout=TIMEOUT)
    assert not room_action.isEnabled()  # no room open: not offered
    window.menus.game_menu.aboutToShow.emit()  # asked again as the menu opens
    assert not room_action.isEnabled()


def test_closing_the_games_window_mid_game_asks_over_it(qtbot: QtBot) -> None:
    """The game's window closes the room with it: its close asks the same question, over
    the game's window; Cancel keeps both, Game ▸ Quit then Close the Room closes both."""
    lobby = started(qtbot)
    table = lobby.table
    assert table is not None
    window = table.window
    window.close()  # as its close button does
    box = lobby.question
    assert box is not None and box.parentWidget() is window
    assert box.text() == "Close the room? The game with Computer 2 is not over."
    answer(qtbot, box, "Cancel")
    qtbot.waitUntil(lambda: lobby.question is None, timeout=TIMEOUT)
    assert window.isVisible() and lobby.isVisible() and lobby.room_open
    gone: list[str] = []
    window.destroyed.connect(lambda *_: gone.append("window"))
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    quit_action = next(a for a in window.menus.game_menu.actions() if a.text() == "&Quit")
    quit_action.trigger()
    box = lobby.question
    assert box is not None
    answer(qtbot, box, "Close the Room")
    qtbot.waitUntil(lambda: sorted(gone) == ["lobby", "window"], timeout=TIMEOUT)


@pytest.mark.parametrize(("language", "question"), [
    ("en", "Close the room? The game with Computer 3, Computer 4 and Computer 5 is not over."),
    ("de", "Den Raum schließen? Das Spiel mit Computer 3, Computer 4 und Computer 5 ist noch "
           "nicht zu Ende.")])
def test_the_close_question_names_the_other_players_with_the_languages_and(
        qtbot: QtBot, language: str, question: str) -> None:
    with speaking(language):
        lobby = Lobby(ruleset_by_id("yacht"), [
            SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.PERSON, "Hilda 2"),
            SeatPlan(p.COMPUTER, level="beginner"), SeatPlan(p.COMPUTER, level="beginner"),
            SeatPlan(p.OPEN)], "Hilda", announce=False)
        lobby.show()
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: lobby.table is not None, timeout=TIMEOUT)
        assert lobby.table is not None
        lobby.table.window.set_speed("off")
        qtbot.mouseClick(close_button(lobby), Qt.MouseButton.LeftButton)
        box = lobby.question
        assert box is not None and box.isVisible()
        assert box.text() == question  # the people at this computer are not named
        answer(qtbot, box, "Close the Room" if language == "en" else "Raum schließen")
    qtbot.waitUntil(lambda: lobby.question is None, timeout=TIMEOUT)
