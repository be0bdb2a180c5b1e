"""The program's own closes of an online room mid-game (the play test after issue 34): a
language switch in the main window and Game ▸ Quit there would close the host's lobby and its
room, shown or hidden. Each asks the lobby's question over the main window; Cancel keeps the
room, its guests seated, the language and the program; Close the Room closes the room and then
does what was asked."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from yachtdice.ui import online
from yachtdice.ui.i18n import ENGLISH, app_language
from yachtdice.ui.online.host_dialog import HostDialog
from yachtdice.ui.online.lobby import Lobby
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import made_active

TIMEOUT = 60_000
QUESTION = "Close the room? The game with Computer 2 is not over."


@pytest.fixture
def _online_menu() -> Iterator[None]:
    online.install()
    yield


@pytest.fixture
def _english_after() -> Iterator[None]:
    locale = QLocale()
    yield
    app_language().install(ENGLISH)
    QLocale.setDefault(locale)


def hosted_by_hilda(qtbot: QtBot, window: MainWindow) -> Lobby:
    """Game ▸ Host a Game…: Hilda and an open seat; the lobby opens."""
    host_action = window.menus.more_actions[0]
    host_action.trigger()
    dialog = window.findChild(HostDialog)
    assert dialog is not None
    dialog.name_field.setText("Hilda")
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    lobby = window.findChild(Lobby)
    assert lobby is not None
    return lobby


def hosted_and_hidden(qtbot: QtBot, window: MainWindow) -> Lobby:
    """Game ▸ Host a Game…: Hilda and an open seat; Start gives it to a computer and the game's
    window opens; Esc puts the lobby away (hidden, its room open)."""
    lobby = hosted_by_hilda(qtbot, window)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.table is not None, timeout=TIMEOUT)
    assert lobby.table is not None
    lobby.table.window.set_speed("off")
    made_active(qtbot, lobby)  # type: ignore[arg-type]  # any window
    qtbot.keyClick(lobby, Qt.Key.Key_Escape)
    assert not lobby.isVisible() and lobby.room_open
    return lobby


def answer_the_room(qtbot: QtBot, lobby: Lobby, button: str, seen: list[str]) -> None:
    """When the lobby's question is on the screen: note its text, window and buttons, then
    click ``button``."""

    def poll() -> None:
        box = lobby.question
        if box is None or not box.isVisible():
            QTimer.singleShot(20, poll)
            return
        parent = box.parentWidget()
        seen.extend([box.text(), type(parent).__name__,
                     *(b.text() for b in box.buttons())])
        target = next(b for b in box.buttons() if b.text().replace("&", "") == button)
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)

    QTimer.singleShot(20, poll)


def seated(lobby: Lobby) -> list[str]:
    return [lobby.seat_list.item(i).text() for i in range(lobby.seat_list.count())]


@pytest.mark.usefixtures("_online_menu", "_english_after")
@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the offscreen screen's
def test_a_language_switch_mid_game_asks_and_cancel_keeps_the_room_and_the_language(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    before = window.settings.language
    lobby = hosted_and_hidden(qtbot, window)
    table = lobby.table
    assert table is not None
    people = seated(lobby)
    assert people == ["Hilda (here)", "Computer 2 (computer)"]
    seen: list[str] = []
    answer_the_room(qtbot, lobby, "Cancel", seen)
    window.menus.language_actions["de"].trigger()
    assert seen == [QUESTION, "MainWindow", "&Close the Room", "Cancel"]  # over the window
    qtbot.waitUntil(lambda: lobby.question is None, timeout=TIMEOUT)
    assert app_language().code == "en" and window.isVisible()
    assert window.menus.language_actions[before or ""].isChecked()
    assert not window.menus.language_actions["de"].isChecked()
    assert window.settings.language == before
    assert lobby.room_open and lobby.table is table and table.window.isVisible()
    assert seated(lobby) == people and lobby.listener.port
    assert window.menus.more_actions[2].isEnabled()  # Online Room… still brings it back

    gone: list[str] = []
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    table.window.destroyed.connect(lambda *_: gone.append("game's window"))
    seen.clear()
    answer_the_room(qtbot, lobby, "Close the Room", seen)
    window.menus.language_actions["de"].trigger()  # asked again: the room closes first
    assert seen[0] == QUESTION
    qtbot.waitUntil(lambda: sorted(gone) == ["game's window", "lobby"], timeout=TIMEOUT)
    assert app_language().code == "de"
    spoken = [w for w in QApplication.topLevelWidgets()
              if isinstance(w, MainWindow) and w.isVisible()]
    assert len(spoken) == 1 and spoken[0] is not window  # made again, in German
    qtbot.addWidget(spoken[0])
    assert spoken[0].menus.language_actions["de"].isChecked()
    old = weakref.ref(window)  # deleted by the switch: let go, or the teardown closes it
    del window, table  # (the game's window named it as its main window)
    gc.collect()
    assert old() is None


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_quitting_the_main_window_mid_game_asks_and_cancel_keeps_the_program(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    lobby = hosted_and_hidden(qtbot, window)
    table = lobby.table
    assert table is not None
    people = seated(lobby)
    quit_action = next(a for a in window.menus.game_menu.actions() if a.text() == "&Quit")
    seen: list[str] = []
    answer_the_room(qtbot, lobby, "Cancel", seen)
    quit_action.trigger()
    assert seen[:2] == [QUESTION, "MainWindow"]
    qtbot.waitUntil(lambda: lobby.question is None, timeout=TIMEOUT)
    assert window.isVisible() and lobby.room_open and table.window.isVisible()
    assert seated(lobby) == people

    gone: list[str] = []
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    table.window.destroyed.connect(lambda *_: gone.append("game's window"))
    answer_the_room(qtbot, lobby, "Close the Room", seen)
    quit_action.trigger()
    qtbot.waitUntil(lambda: sorted(gone) == ["game's window", "lobby"], timeout=TIMEOUT)
    assert not window.isVisible()


@pytest.mark.usefixtures("_online_menu")
def test_before_the_game_the_room_closes_with_the_window_unasked(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """Before the game the room closes with the main window at once, as the lobby's own
    Close closes it."""
    window = make_window(open_store=True)
    window.menus.more_actions[0].trigger()
    dialog = window.findChild(HostDialog)
    assert dialog is not None
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    lobby = window.findChild(Lobby)
    assert lobby is not None and lobby.room_open
    gone: list[str] = []
    lobby.destroyed.connect(lambda *_: gone.append("lobby"))
    window.close()
    qtbot.waitUntil(lambda: gone == ["lobby"], timeout=TIMEOUT)
    assert not window.isVisible() and lobby.question is None


@pytest.mark.usefixtures("_online_menu", "_english_after")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_games_window_switches_the_programs_language_asked_in_the_main_window(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """Settings ▸ Language in the game's window is the program's: the main window asks the
    lobby's question over itself; Cancel keeps the room, its game's window (not made again
    without its room) and the language, both menus checked on English."""
    window = make_window(open_store=True)
    before = window.settings.language
    lobby = hosted_and_hidden(qtbot, window)
    table = lobby.table
    assert table is not None
    people = seated(lobby)
    seen: list[str] = []
    answer_the_room(qtbot, lobby, "Cancel", seen)
    table.window.menus.language_actions["de"].trigger()
    assert seen[:2] == [QUESTION, "MainWindow"]  # over the main window, not the game's
    qtbot.waitUntil(lambda: lobby.question is None, timeout=TIMEOUT)
    assert app_language().code == "en" and window.settings.language == before
    for menus in (window.menus, table.window.menus):
        assert menus.language_actions[before or ""].isChecked()
    assert lobby.room_open and lobby.table is table and table.window.isVisible()
    assert seated(lobby) == people
    assert table.window.menus.game_menu.title() == "&Game"  # the same window, in English
    lobby.close()  # the program closes the room (as Close the Room does): unasked
    qtbot.waitUntil(lambda: not lobby.room_open, timeout=TIMEOUT)


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_esc_puts_the_lobby_away_and_its_room_stays(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """Esc hides the lobby; the deletions the event loop does next leave it and its room
    (QDialog's own Esc deleted the lobby, and its room with it, unasked)."""
    window = make_window(open_store=True)
    lobby = hosted_and_hidden(qtbot, window)  # Esc
    people = seated(lobby)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert Shiboken.isValid(lobby) and lobby.room_open and seated(lobby) == people
    window.menus.more_actions[2].trigger()  # Game ▸ Online Room…
    assert lobby.isVisible()
    lobby.close()  # the program closes the room: unasked
    qtbot.waitUntil(lambda: not lobby.room_open, timeout=TIMEOUT)
