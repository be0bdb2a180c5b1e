"""Playing across computers from the window, with real processes on 127.0.0.1: Game ▸ Host a
Game… opens the lobby, a headless guest (``yachtdice-cli join --computer``) takes the open
seat and the host plays its own seat by the buttons, every roll of the guest's tumbling on
the host's window; Game ▸ Join a Game… takes the open seat of a headless host
(``yachtdice-cli host``) after a wrong code was refused in one sentence. Each whole game ends
verified everywhere and is in the window's history as an online game hosted by Hilda."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.net.test_cli_online import CODE, Program, exported, host
from tests.ui.conftest import MakeWindow
from tests.ui.test_online_table import YACHT_TURNS, play_my_turn
from yachtdice.ui import online
from yachtdice.ui.online.host_dialog import HostDialog
from yachtdice.ui.online.join_dialog import JoinDialog
from yachtdice.ui.online.lobby import Lobby
from yachtdice.ui.windows.highscores import HighScoresDialog
from yachtdice.ui.windows.history import HistoryDialog

pytestmark = pytest.mark.slow
TIMEOUT = 240_000


@pytest.fixture(autouse=True)
def _online_menu() -> None:
    online.install()


def test_host_a_game_from_the_menu_with_a_headless_guest(qtbot: QtBot, make_window: MakeWindow,
                                                        tmp_path: Path) -> None:
    window = make_window(open_store=True)
    host_action, _join_action, _room_action = window.menus.more_actions
    host_action.trigger()
    dialog = window.findChild(HostDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.name_field.setText("Hilda")
    dialog.rules.setCurrentIndex(next(i for i, r in enumerate(dialog._rulesets)
                                      if r.id == "yacht"))
    assert dialog.seats() == 2  # Hilda and one open seat
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    lobby = window.findChild(Lobby)
    assert lobby is not None and lobby.isVisible()
    assert lobby.code_label.text().replace("-", "") == lobby.code
    assert f":{lobby.listener.port}" in lobby.address.text()
    guest = Program(tmp_path / "guest", "join", f"127.0.0.1:{lobby.listener.port}", "--code",
                    lobby.code, "--name", "Gus", "--computer", "beginner", "--json")
    try:
        qtbot.waitUntil(lambda: lobby.table is not None, timeout=TIMEOUT)
        assert [lobby.seat_list.item(i).text() for i in range(2)] == [
            "Hilda (here)", "Gus (connected)"]
        table = lobby.table
        assert table is not None
        table.window.set_speed("off")
        tumbled: list[int] = []  # the seats whose rolls tumbled on the host's window
        table.controller.roll_started.connect(lambda before, after: tumbled.append(
            before.current))
        for _ in range(YACHT_TURNS):
            play_my_turn(qtbot, table.window)
        qtbot.waitUntil(lambda: guest.proc.poll() is not None, timeout=TIMEOUT)
        result = guest.result()
    finally:
        guest.stop()
    qtbot.waitUntil(lambda: table.verdict is not None, timeout=TIMEOUT)
    assert result["verified"] == table.verdict
    assert isinstance(table.verdict, str) and table.verdict.startswith("all ")
    assert tumbled.count(1) > 0 and tumbled.count(0) >= YACHT_TURNS
    game = exported(Path(os.environ["YACHTDICE_DATA_DIR"]))
    assert (game["dice"], game["host"], game["status"]) == ("online", "Hilda", "finished")
    # the game's window shows the history too: Game ▸ History… and High Scores…
    online_window = table.window
    if online_window.end_dialog is not None:
        online_window.end_dialog.close()
    online_window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(online_window.dialog, HistoryDialog))
    history = online_window.dialog
    assert isinstance(history, HistoryDialog)
    assert len(history.model.rows) == 1  # the game just played
    history.close()
    online_window.scores_action.trigger()
    qtbot.waitUntil(lambda: isinstance(online_window.dialog, HighScoresDialog))
    scores = online_window.dialog
    assert isinstance(scores, HighScoresDialog)
    scores.rules.setCurrentIndex(scores.rules.findData("yacht"))
    scores.dice.setCurrentIndex(scores.dice.findText("Online"))  # its dice: online
    qtbot.waitUntil(lambda: scores.model.rowCount() == 1)  # Hilda's (Gus is a computer)
    scores.close()
    online_window.close()  # the history stays open for the main window
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    assert isinstance(window.dialog, HistoryDialog) and len(window.dialog.model.rows) == 1


def test_join_a_headless_host_from_the_menu(qtbot: QtBot, make_window: MakeWindow,
                                            tmp_path: Path) -> None:
    program, port = host(tmp_path / "host", "--rules", "yacht", "--seat", "computer:beginner",
                         "--seat", "open")
    try:
        window = make_window(open_store=True)
        _host_action, join_action, _room_action = window.menus.more_actions
        join_action.trigger()
        dialog = window.findChild(JoinDialog)
        assert dialog is not None and dialog.isVisible()
        dialog.address.setText(f"127.0.0.1:{port}")
        dialog.name.setText("Gus")
        dialog.code.setText("AAAA-BBBB")  # not the room's
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=TIMEOUT)
        refusal = dialog.problem.text()
        assert refusal.endswith(".") and refusal.count(". ") == 0, refusal
        dialog.code.setText(CODE.lower())
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.table is not None, timeout=TIMEOUT)
        table = dialog.table
        assert table is not None
        assert not dialog.isVisible()
        table.window.set_speed("off")
        for _ in range(YACHT_TURNS):
            play_my_turn(qtbot, table.window)
        qtbot.waitUntil(lambda: program.proc.poll() is not None, timeout=TIMEOUT)
        result = program.result()
        qtbot.waitUntil(lambda: table.verdict is not None, timeout=TIMEOUT)
        assert result["verified"] == table.verdict
        qtbot.waitUntil(lambda: table.window.end_dialog is not None, timeout=TIMEOUT)
    finally:
        program.stop()
    game = exported(Path(os.environ["YACHTDICE_DATA_DIR"]))
    assert (game["dice"], game["host"], game["status"]) == ("online", "Hilda", "finished")
