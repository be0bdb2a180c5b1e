"""A game hosted from the window goes on after the host's window was closed: Game ▸
Unfinished Games lists it, Resume reopens its room (the same seats, the same code and port,
a lobby showing the code) and the headless guest, dialling again, takes its seat back; the
game ends verified, with every turn played once, the same in both histories."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.net.test_cli_online import Program, exported
from tests.ui.conftest import MakeWindow
from tests.ui.test_online_table import YACHT_TURNS, play_my_turn
from yachtdice.core.game import Score
from yachtdice.ui import online
from yachtdice.ui.dialogs.unfinished_games import Column, UnfinishedGamesDialog
from yachtdice.ui.online.host_dialog import HostDialog
from yachtdice.ui.online.lobby import Lobby

pytestmark = pytest.mark.slow
TIMEOUT = 240_000


@pytest.fixture(autouse=True)
def _online_menu() -> None:
    online.install()


def _visible_lobby(window: object) -> Lobby | None:
    found = [lobby for lobby in window.findChildren(Lobby)  # type: ignore[attr-defined]
             if lobby.isVisible()]
    return found[0] if found else None


def test_a_hosted_game_resumes_from_unfinished_games(qtbot: QtBot, make_window: MakeWindow,
                                                     tmp_path: Path) -> None:
    window = make_window(open_store=True)
    host_action, _join_action, _room_action = window.menus.more_actions
    host_action.trigger()
    dialog = window.findChild(HostDialog)
    assert dialog is not None
    dialog.name_field.setText("Hilda")
    dialog.rules.setCurrentIndex(next(i for i, r in enumerate(dialog._rulesets)
                                      if r.id == "yacht"))
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    lobby = _visible_lobby(window)
    assert lobby is not None
    code, port = lobby.code, lobby.listener.port
    guest = Program(tmp_path / "guest", "join", f"127.0.0.1:{port}", "--code", code,
                    "--name", "Gus", "--computer", "beginner", "--json")
    try:
        qtbot.waitUntil(lambda: lobby.table is not None, timeout=TIMEOUT)
        table = lobby.table
        assert table is not None
        table.window.set_speed("off")
        for _ in range(2):
            play_my_turn(qtbot, table.window)
        qtbot.waitUntil(lambda: not table.controller.computer_turn, timeout=TIMEOUT)
        before = lobby.room.record
        assert before is not None and len(before.actions) >= 8
        table.window.close()  # the host closes the game's window: the room closes with it,
        box = lobby.question  # once she says so
        assert box is not None
        close = next(b for b in box.buttons() if b.text() == "&Close the Room")
        qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _visible_lobby(window) is None, timeout=TIMEOUT)

        window.unfinished_action.trigger()  # Game ▸ Unfinished Games…
        unfinished = window.findChild(UnfinishedGamesDialog)
        assert unfinished is not None and unfinished.isVisible()
        listed = unfinished.selected()
        assert listed is not None and [name for name, _, _ in listed.players] == [
            "Hilda", "Gus"]
        model = unfinished.model  # the list says it resumes in its room
        assert model.data(model.index(0, Column.STATE)) in ("Interrupted, online",
                                                            "Set aside, online")
        qtbot.mouseClick(unfinished.resume_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _visible_lobby(window) is not None, timeout=TIMEOUT)
        resumed = _visible_lobby(window)
        assert resumed is not None and resumed is not lobby
        assert not unfinished.isVisible()
        # the same door: the code shown as people read it, the same port
        assert resumed.code_label.text() == f"{code[:4]}-{code[4:]}"
        assert resumed.listener.port == port
        assert resumed.room.record == before  # nothing lost
        qtbot.waitUntil(lambda: resumed.seat_list.item(1).text() == "Gus (connected)",
                        timeout=TIMEOUT)
        again = resumed.table
        assert again is not None and again.window.isVisible()
        again.window.set_speed("off")
        for _ in range(YACHT_TURNS - 2):
            play_my_turn(qtbot, again.window)
        qtbot.waitUntil(lambda: guest.proc.poll() is not None, timeout=TIMEOUT)
        result = guest.result()
    finally:
        guest.stop()
    qtbot.waitUntil(lambda: again.verdict is not None, timeout=TIMEOUT)
    assert result["verified"] == again.verdict
    assert isinstance(again.verdict, str) and again.verdict.startswith("all ")
    final = resumed.room.record
    assert final is not None and final.state.finished
    assert final.actions[:len(before.actions)] == before.actions
    # every turn once: 12 bookings a player (the rule sheet's twelve boxes of Yacht)
    scores = [a for a in final.actions if isinstance(a, Score)]
    assert len(scores) == 2 * YACHT_TURNS
    mine = exported(Path(os.environ["YACHTDICE_DATA_DIR"]))
    theirs = exported(tmp_path / "guest")
    assert (mine["dice"], mine["host"], mine["status"]) == ("online", "Hilda", "finished")
    assert mine["uid"] == theirs["uid"] == result["uid"]
    assert mine["record"] == theirs["record"]  # the same dice, the same moves
