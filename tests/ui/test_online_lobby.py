"""The host's lobby during a game (the play test after issue 34): closing it asks first,
naming the room's people, Cancel keeps the room and OK closes it (saying whether the game is
kept for resuming); before the game it closes at once."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core.modes import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.keep import HostKeeper
from yachtdice.net.room import SeatPlan
from yachtdice.store import Store
from yachtdice.ui.online.lobby import Lobby

TIMEOUT = 60_000


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
    assert box.text() == "Close the room? The game with Hilda, Computer 2 is not over."
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
