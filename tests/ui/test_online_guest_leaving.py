"""A guest's seat is never left unasked by the program (the play test after issue 34): a
language switch in the guest's main window, or in the game's own window, would close the
Join dialog and leave the seat with it. It asks the room's question over the main window
(Cancel keeps the seat, the game and the language; Leave the Game leaves the seat, and Join a
Game in the window made again takes it back). A host and a window guest in one process over
the real transport on 127.0.0.1."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.core.modes import ruleset_by_id
from yachtdice.net import protocol as p
from yachtdice.net.room import SeatPlan
from yachtdice.ui import online
from yachtdice.ui.i18n import ENGLISH, app_language
from yachtdice.ui.online import join_dialog
from yachtdice.ui.online.join_dialog import JoinDialog
from yachtdice.ui.online.leaving import ProgramEnd
from yachtdice.ui.online.lobby import Lobby
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .test_online_program_end import Manager

TIMEOUT = 60_000
QUESTION = "Leave the game? The game with Hilda is not over."


@pytest.fixture
def _online_english_after() -> Iterator[None]:
    online.install()
    locale = QLocale()
    yield
    app_language().install(ENGLISH)
    QLocale.setDefault(locale)
    join_dialog._LEFT_SEAT.clear()  # a seat left and not taken back: not another test's


def hosted(qtbot: QtBot) -> Lobby:
    """Hilda hosts Yacht with one open seat (in this process, not announced)."""
    lobby = Lobby(ruleset_by_id("yacht"), [SeatPlan(p.PERSON, "Hilda"), SeatPlan(p.OPEN)],
                  "Hilda", announce=False)
    qtbot.addWidget(lobby)
    lobby.show()
    return lobby


def joined(qtbot: QtBot, window: MainWindow, lobby: Lobby) -> JoinDialog:
    """Game ▸ Join a Game… in ``window``: Gus takes Hilda's open seat; the game begins."""
    before = set(window.findChildren(JoinDialog))
    window.menus.more_actions[1].trigger()
    (dialog,) = set(window.findChildren(JoinDialog)) - before
    dialog.name.setText("Gus")
    dialog.address.setText(f"127.0.0.1:{lobby.listener.port}")
    dialog.code.setText(lobby.code_label.text())
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.table is not None and lobby.table is not None
                    and "Gus (connected)" in lobby.table.people.text(), timeout=TIMEOUT)
    assert dialog.table is not None and lobby.table is not None
    for table in (dialog.table, lobby.table):
        table.window.set_speed("off")
    return dialog


def answer(qtbot: QtBot, question: Callable[[], QMessageBox | None], button: str,
           seen: list[str]) -> None:
    """When the question is on the screen: note its text, window and buttons, then click
    ``button``."""

    def poll() -> None:
        box = question()
        if box is None or not box.isVisible():
            QTimer.singleShot(20, poll)
            return
        seen.extend([box.text(), type(box.parentWidget()).__name__,
                     *(b.text() for b in box.buttons())])
        target = next(b for b in box.buttons() if b.text().replace("&", "") == button)
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)

    QTimer.singleShot(20, poll)


@pytest.mark.usefixtures("_online_english_after")
@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the offscreen screen's
def test_a_guests_language_switch_asks_and_cancel_keeps_the_seat(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    before = window.settings.language
    lobby = hosted(qtbot)
    dialog = joined(qtbot, window, lobby)
    table, host = dialog.table, lobby.table
    assert table is not None and host is not None
    for menus in (window.menus, table.window.menus):  # the main window's, the game's
        seen: list[str] = []
        answer(qtbot, lambda d=dialog: d.question, "Cancel", seen)
        menus.language_actions["de"].trigger()
        assert seen == [QUESTION, "MainWindow", "&Leave the Game", "Cancel"]
        qtbot.waitUntil(lambda d=dialog: d.question is None, timeout=TIMEOUT)
        assert app_language().code == "en" and window.settings.language == before
        assert menus.language_actions[before or ""].isChecked()
        assert dialog.table is table and table.window.isVisible()
        assert dialog.guest is not None and dialog.guest.link is not None
        assert "Gus (connected)" in host.people.text()
        assert not dialog.isVisible()  # nothing to rejoin
    assert lobby.room.record is not None and not lobby.room.record.state.finished

    gone: list[str] = []
    table.window.destroyed.connect(lambda *_: gone.append("game's window"))
    answer(qtbot, lambda d=dialog: d.question, "Leave the Game", seen := [])
    table.window.menus.language_actions["de"].trigger()  # from the game's window this time
    assert seen[0] == QUESTION
    qtbot.waitUntil(lambda: lobby.room.away() == [1] and gone == ["game's window"],
                    timeout=TIMEOUT)  # Gus away at the host (said in German now, here)
    assert app_language().code == "de"
    spoken = [w for w in QApplication.topLevelWidgets()
              if isinstance(w, MainWindow) and w.isVisible() and w is not host.window]
    assert len(spoken) == 1 and spoken[0] is not window  # made again, in German
    new = spoken[0]
    qtbot.addWidget(new)
    old = weakref.ref(window)
    del window, table, dialog, menus  # (the game's window named it as its main window)
    gc.collect()
    assert old() is None

    again = joined_again(qtbot, new, lobby)  # Join a Game takes the seat back
    assert again.guest is not None and again.guest.seat == 1
    guest = again.guest
    guest.leave("the test is over")  # then the windows close unasked
    qtbot.waitUntil(lambda: guest.link is None, timeout=TIMEOUT)


def joined_again(qtbot: QtBot, window: MainWindow, lobby: Lobby) -> JoinDialog:
    """Join a Game in ``window`` (German now): Gus takes his seat back with the same code,
    which the dialog offers."""
    window.menus.more_actions[1].trigger()
    dialog = window.findChild(JoinDialog)
    assert dialog is not None
    dialog.name.setText("Gus")
    # the host and the room code of the seat left are offered again (the play test of 30 Nov)
    assert dialog.address.text() == f"127.0.0.1:{lobby.listener.port}"
    assert dialog.code.text() == lobby.code_label.text()
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: lobby.room.seats[1].link is not None and dialog.table is not None,
                    timeout=TIMEOUT)
    assert dialog.table is not None
    qtbot.addWidget(dialog.table.window)
    return dialog


@pytest.mark.usefixtures("_online_english_after")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_guests_session_end_asks_if_it_may_else_leaves_the_seat_kept(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    """The desktop session ending (tests/ui/test_online_program_end.py): a session manager
    that lets the program ask has the guest asked, Cancel cancelling the end; one that does
    not has the guest leave at once, the seat kept for Join a Game."""
    window = make_window(open_store=True)
    lobby = hosted(qtbot)
    dialog = joined(qtbot, window, lobby)
    table = dialog.table
    assert table is not None
    app = QApplication.instance()
    assert app is not None
    end = ProgramEnd(app)  # the guest's only: the host here is another program's
    end.rooms = [dialog]
    try:
        seen: list[str] = []
        answer(qtbot, lambda: dialog.question, "Cancel", seen)
        manager = Manager(interaction=True)
        end.commit_data(manager)
        assert seen == [QUESTION, "MainWindow", "&Leave the Game", "Cancel"]
        assert manager.told == ["asked to interact", "cancel", "release"]
        assert dialog.in_game() and table.window.isVisible() and lobby.room.away() == []

        manager = Manager(interaction=False)
        gone: list[str] = []
        table.window.destroyed.connect(lambda *_: gone.append("game's window"))
        end.commit_data(manager)
        assert manager.told == ["asked to interact"] and dialog.question is None
        qtbot.waitUntil(lambda: lobby.room.away() == [1] and gone == ["game's window"],
                        timeout=TIMEOUT)
        assert not dialog.in_game() and not dialog.isVisible()
    finally:
        end.deleteLater()
