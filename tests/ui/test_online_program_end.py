"""The program's end with an online room open mid-game (the play test after issue 34). The
desktop session ending asks the session manager before it asks the player
(``commitDataRequest``): allowed, the room's question is asked and Cancel cancels the
session's end; not allowed, the room closes at once, the game kept for resuming (the host
opens the room again from Unfinished Games) and each guest told that the host left. So do
``QApplication.quit()`` (from its Quit event, before any window is closed) and the event loop
ending without close events (``QCoreApplication.exit``, from ``aboutToQuit``): each in a real
program, its own process. A host in the window and a guest's
table in one process over the real transport on 127.0.0.1."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from pytestqt.qtbot import QtBot

from yachtdice.net.guest import GuestTable
from yachtdice.net.keep import hosted_games
from yachtdice.net.transport import dial
from yachtdice.ui import online
from yachtdice.ui.online.computers import Computers
from yachtdice.ui.online.leaving import ProgramEnd
from yachtdice.ui.online.lobby import Lobby
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .test_online_room_program_close import hosted_by_hilda
from .test_online_table import play_my_turn

TIMEOUT = 60_000
HOST_LEFT = ("the host left: the game is kept, and Join a Game takes your seat back when the "
             "host opens the room again")
QUESTION = "Close the room? The game with Gus is not over."


@pytest.fixture
def _online_menu() -> Iterator[None]:
    online.install()
    yield


@dataclass
class Manager:
    """The session manager as the program's end uses it: whether it lets the program ask
    the player, and what the program told it."""

    interaction: bool
    told: list[str] = field(default_factory=list)

    def allowsInteraction(self) -> bool:
        self.told.append("asked to interact")
        return self.interaction

    def cancel(self) -> None:
        self.told.append("cancel")

    def release(self) -> None:
        self.told.append("release")


def hosted_with_gus(qtbot: QtBot, window: MainWindow) -> tuple[Lobby, GuestTable, list[str]]:
    """Game ▸ Host a Game…: Hilda and an open seat; Gus's table takes it, the game begins
    and Hilda plays her first turn by the buttons. The sentences Gus's table is left with."""
    lobby = hosted_by_hilda(qtbot, window)
    gus = GuestTable("Gus", computers=Computers(lambda _s: None))
    left: list[str] = []
    gus.left.connect(left.append)
    dialing = dial("127.0.0.1", lobby.listener.port, lobby.code, parent=gus)
    dialing.ready.connect(gus.attach)
    qtbot.waitUntil(lambda: lobby.table is not None and gus.record is not None,
                    timeout=TIMEOUT)
    assert lobby.table is not None
    lobby.table.window.set_speed("off")
    play_my_turn(qtbot, lobby.table.window)
    qtbot.waitUntil(lambda: gus.record is not None and len(gus.record.actions) == 2,
                    timeout=TIMEOUT)
    return lobby, gus, left


def the_end() -> ProgramEnd:
    app = QCoreApplication.instance()
    assert app is not None
    watcher = app.findChild(ProgramEnd)
    assert watcher is not None
    return watcher


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_session_end_that_cannot_ask_keeps_the_game_and_tells_the_guests(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    lobby, gus, left = hosted_with_gus(qtbot, window)
    game = lobby.room.game
    manager = Manager(interaction=False)
    the_end().commit_data(manager)
    assert manager.told == ["asked to interact"]  # nothing cancelled, nothing asked
    assert lobby.question is None and not lobby.room_open
    qtbot.waitUntil(lambda: bool(left), timeout=TIMEOUT)
    assert left == [HOST_LEFT] and gus.link is None
    store = window.store
    assert store is not None
    kept = [k for k in hosted_games(store) if k.game.uid == game]
    assert len(kept) == 1 and not kept[0].game.record.state.finished
    assert online.resume(window, store, kept[0].game.id)  # hosted again, the same game
    again = [w for w in window.findChildren(Lobby) if w.room_open]
    assert len(again) == 1 and again[0].room.game == game
    assert again[0].table is not None
    again[0].table.window.set_speed("off")
    again[0].close()


@pytest.mark.usefixtures("_online_menu")
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_session_end_that_may_ask_asks_and_cancel_cancels_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    lobby, gus, left = hosted_with_gus(qtbot, window)
    for button, told in (("Cancel", ["asked to interact", "cancel", "release"]),
                         ("Close the Room", ["asked to interact", "release"])):
        seen: list[str] = []

        def answer(button: str = button, seen: list[str] = seen) -> None:
            box = lobby.question
            if box is None or not box.isVisible():
                QTimer.singleShot(20, answer)
                return
            seen.extend([box.text(), type(box.parentWidget()).__name__])
            target = next(b for b in box.buttons() if b.text().replace("&", "") == button)
            qtbot.mouseClick(target, Qt.MouseButton.LeftButton)

        QTimer.singleShot(20, answer)
        manager = Manager(interaction=True)
        the_end().commit_data(manager)
        assert seen == [QUESTION, "MainWindow"]
        assert manager.told == told
        if button == "Cancel":  # the room, its guest and the game go on
            assert lobby.room_open and gus.link is not None and left == []
            assert "Gus (connected)" in lobby.seat_list.item(1).text()
    assert not lobby.room_open
    qtbot.waitUntil(lambda: bool(left), timeout=TIMEOUT)
    assert left == ["the host closed the room"]  # as the host chose


# The real program, Hilda hosting a game Gus is seated in (Gus's table in the same process,
# over 127.0.0.1), ended by QCoreApplication.exit (the event loop ends, no close event) or by
# QApplication.quit (the application's Quit event, then each window is asked to close); what
# questions are on the screen after it.
APP_SCRIPT = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication
    from yachtdice.core.game import Score
    from yachtdice.ui.modes import builtin
    builtin.install()
    from yachtdice.ui import app as app_module
    from yachtdice.ui.table.main_window import MainWindow

    WHAT = sys.argv[1]
    made, left, seen, asked = [], [], {}, []

    class Window(MainWindow):
        def start(self):
            super().start()
            made.append(self)
            QTimer.singleShot(0, host)

    def host():
        from yachtdice.net.guest import GuestTable
        from yachtdice.net.transport import dial
        from yachtdice.ui.online.computers import Computers
        from yachtdice.ui.online.host_dialog import HostDialog
        from yachtdice.ui.online.lobby import Lobby
        window = made[0]
        if window.store is None:  # the history opens first: the game is kept there
            QTimer.singleShot(20, host)
            return
        window.menus.more_actions[0].trigger()
        dialog = window.findChild(HostDialog)
        dialog.name_field.setText("Hilda")
        dialog.host_button.click()
        lobby = window.findChild(Lobby)
        gus = GuestTable("Gus", computers=Computers(lambda _s: None))
        gus.left.connect(left.append)
        dial("127.0.0.1", lobby.listener.port, lobby.code, parent=gus).ready.connect(gus.attach)
        seen.update(lobby=lobby, gus=gus)
        play()

    def answer_cancel():  # the question House Rules asks: Cancel
        from PySide6.QtWidgets import QMessageBox
        for box in QApplication.topLevelWidgets():
            if box.isVisible() and isinstance(box, QMessageBox):
                asked.append(box.text())
                box.button(QMessageBox.StandardButton.Cancel).click()
                return
        QTimer.singleShot(10, answer_cancel)

    def quit_when_asked(lobby, window, editor):  # the quit comes while House Rules asks
        from PySide6.QtWidgets import QMessageBox
        if not any(box.isVisible() and isinstance(box, QMessageBox)
                   for box in QApplication.topLevelWidgets()):
            QTimer.singleShot(10, lambda: quit_when_asked(lobby, window, editor))
            return
        QApplication.quit()
        seen["after"] = {"open_after": lobby.room_open, "told_after": list(left),
                         "shown_after": [window.isVisible(), editor.isVisible()]}
        answer_cancel()  # then the player answers the question: Cancel

    def play():  # Hilda rolls and books her first box, then the event loop ends
        lobby, gus = seen["lobby"], seen["gus"]
        record = lobby.room.record
        if record is None or (record.state.dice is None and record.actions):
            if record is not None and gus.record is not None \\
                    and len(gus.record.actions) == len(record.actions):
                seen["game"] = lobby.room.game
                if WHAT == "exit":
                    QCoreApplication.exit(0)  # no close event reaches any window
                elif WHAT == "quit-while-asked":  # House Rules' question is on the screen
                    window = made[0]
                    editor = window.show_house_rules()
                    next(a for a in editor.new_menu.actions() if a.text() == "From Yacht").trigger()
                    QTimer.singleShot(0, lambda: quit_when_asked(lobby, window, editor))
                    editor.close()  # asks, and waits for the answer
                    seen["after"]["closed"] = not editor.isVisible()
                    QCoreApplication.exit(0)
                elif WHAT == "quit-unsaved":  # House Rules asks, and Cancel keeps the program
                    window = made[0]
                    editor = window.show_house_rules()
                    next(a for a in editor.new_menu.actions() if a.text() == "From Yacht").trigger()
                    QTimer.singleShot(0, answer_cancel)
                    QApplication.quit()
                    seen["after"] = {"open_after": lobby.room_open, "told_after": list(left),
                                     "shown_after": [window.isVisible(), editor.isVisible()]}
                    QCoreApplication.exit(0)  # then the program ends without close events
                else:  # each window is asked to close, after the application's Quit event
                    QApplication.quit()
                asked.extend(box.text() for box in QApplication.topLevelWidgets()
                             if box.isVisible() and box.inherits("QMessageBox"))
                return
        elif record.state.dice is None:
            lobby.room.act(0, None)
        elif not seen.get("booked"):
            seen["booked"] = True
            lobby.room.act(0, Score(record.state.card.open_ids[0]))
        QTimer.singleShot(20, play)

    app_module.MainWindow = Window
    code = app_module.main(["yachtdice"])
    waiting = QEventLoop()  # Gus's table hears the goodbye
    QTimer.singleShot(10_000, waiting.quit)
    seen["gus"].left.connect(lambda _why: waiting.quit())
    if not left:
        waiting.exec()
    from yachtdice.net.keep import hosted_games
    from yachtdice.store import Store
    with Store.open() as store:
        kept = [k.game.record.state.finished for k in hosted_games(store)
                if k.game.uid == seen["game"]]
    print(json.dumps({"code": code, "left": left, "kept": kept, "asked": asked,
                      "room_open": seen["lobby"].room_open, **seen.get("after", {})}))
""")


def run_program(what: str) -> dict[str, object]:
    """The program of :data:`APP_SCRIPT`, ended by ``what``: what it says at the end."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1")
    done = subprocess.run([sys.executable, "-c", APP_SCRIPT, what], capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    errors = [line for line in done.stderr.splitlines()
              if "propagateSizeHints" not in line]  # the offscreen platform's remark
    assert errors == []  # nothing said to a room already gone
    said: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return said


@pytest.mark.slow
def test_the_event_loop_ending_without_close_events_keeps_the_game_and_tells_the_guests(
        private_data_dir: Path) -> None:
    assert run_program("exit") == {"code": 0, "left": [HOST_LEFT], "kept": [False],
                                   "asked": [], "room_open": False}


@pytest.mark.slow
def test_quit_keeps_the_game_and_tells_the_guests_without_a_question(
        private_data_dir: Path) -> None:
    """``QApplication.quit()``: its Quit event closes the room first, the game kept, so no
    window Qt closes after it asks (a question would hold up the quit, or Qt's order of
    windows would decide whether one is asked)."""
    assert run_program("quit") == {"code": 0, "left": [HOST_LEFT], "kept": [False],
                                   "asked": [], "room_open": False}


@pytest.mark.slow
def test_a_quit_another_window_cancels_leaves_the_room_open(private_data_dir: Path) -> None:
    """``QApplication.quit()`` while House Rules has unsaved changes: House Rules asks, and
    Cancel keeps the program open, and with it the room (Gus seated, told nothing), the
    window and House Rules; the program's end after that keeps the game and tells him."""
    assert run_program("quit-unsaved") == {
        "code": 0, "asked": ["Save the changes to My Yacht?"],
        "open_after": True, "told_after": [], "shown_after": [True, True],
        "left": [HOST_LEFT], "kept": [False], "room_open": False}


@pytest.mark.slow
def test_a_quit_while_a_window_asks_leaves_the_room_and_the_question(
        private_data_dir: Path) -> None:
    """``QApplication.quit()`` while House Rules asks whether to save its changes: the quit
    is not done (Qt would say the dialog closed, its own close being under way), the room
    and its question stay, and the player's Cancel keeps House Rules open."""
    assert run_program("quit-while-asked") == {
        "code": 0, "asked": ["Save the changes to My Yacht?"],
        "open_after": True, "told_after": [], "shown_after": [True, True], "closed": False,
        "left": [HOST_LEFT], "kept": [False], "room_open": False}
