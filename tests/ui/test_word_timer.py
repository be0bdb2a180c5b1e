"""The word games' hourglass holds (issue 26, item 4): it is kept with the game and resumed
with it, it waits while a dialog holds the window, and when it runs out the panel says at
once that only a zero can be booked, offers only that, and the message goes with the turn.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow

ROLL = ("p", "s", "r", "e", "*", "t", "u")


def timed_game(qtbot: QtBot, window: MainWindow, seconds: int,
               players: list[Player] | None = None) -> None:
    box = window.resume_box
    if box is not None and box.isVisible():
        box.done(QMessageBox.StandardButton.Cancel)
    window.controller.turn_seconds = seconds
    window.controller.new_game(WORD_YAHTZEE, players or [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)


def roll(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def left(window: MainWindow) -> int:
    ms = window.controller.time_left_ms()
    assert ms is not None
    return ms


def two_ticks(qtbot: QtBot, window: MainWindow) -> None:
    """Let the clock tick twice (it shows the time every quarter second)."""
    for _ in range(2):
        with qtbot.waitSignal(window.controller.clock, timeout=5_000):
            pass


def test_closing_the_window_stops_the_turns_clock(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 4), rules="yahtzee")
    timed_game(qtbot, window, 60)
    roll(qtbot, window)
    assert left(window) > 0
    window.close()
    assert window.controller.time_left_ms() is None


@pytest.mark.slow
def test_a_timed_game_resumed_through_unfinished_games_keeps_its_seconds(
        qtbot: QtBot, make_window: MakeWindow):
    first = make_window(ScriptedDice(list(ROLL) * 4), rules="yahtzee", open_store=True)
    timed_game(qtbot, first, 60)
    roll(qtbot, first)
    qtbot.waitUntil(lambda: left(first) <= 58_000, timeout=10_000)
    first.close()  # quit: the game is kept, with its turn's time

    second = make_window(ScriptedDice(list(ROLL) * 4), rules="yahtzee", open_store=True)
    qtbot.waitUntil(lambda: second.resume_box is not None, timeout=10_000)
    later = next(b for b in second.resume_box.buttons() if "Now" in b.text())
    later.click()                                           # Not Now
    assert second.controller.turn_seconds is None           # the new deal is not timed
    second.unfinished_action.trigger()
    dialog = second.session.unfinished_dialog
    assert dialog is not None and dialog.model.rowCount() == 1
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.controller.state is not None
                    and second.controller.state.mode == "word")
    assert second.controller.turn_seconds == 60
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert 50_000 < left(second) <= 58_000                   # not a fresh minute
    assert second.clock_label.isVisible()
    assert second.clock_label.text().startswith("0:5")


@pytest.mark.slow
def test_the_hourglass_waits_while_a_dialog_holds_the_window(qtbot: QtBot,
                                                            make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 4))
    timed_game(qtbot, window, 60)
    roll(qtbot, window)
    # Game ▸ New Game… asks first whether to abandon the game in progress
    window.new_action.trigger()
    qtbot.waitUntil(lambda: window.session.question_box is not None
                    and window.session.question_box.isVisible())
    two_ticks(qtbot, window)
    held = left(window)
    two_ticks(qtbot, window)
    assert left(window) == held                             # the Abandon question holds it
    keep = next(b for b in window.session.question_box.findChildren(QPushButton)
                if "Keep" in b.text())
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: left(window) < held, timeout=5_000)  # and it runs again
    # Help ▸ Rules holds it too
    rules = window.show_rules()
    two_ticks(qtbot, window)
    held = left(window)
    two_ticks(qtbot, window)
    assert left(window) == held
    rules.reject()
    qtbot.waitUntil(lambda: left(window) < held, timeout=5_000)


def test_at_zero_the_panel_offers_only_a_zero_and_the_message_leaves_with_the_turn(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 8))
    timed_game(qtbot, window, 1, [Player("Ann"), Player("Bea")])
    panel = window.part("word").panel
    qtbot.waitUntil(lambda: window.controller.out_of_time, timeout=10_000)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    # at once, before anyone tries to book: the panel, the help line and the Roll button
    assert "only a zero can be booked" in panel.check.text()
    shown = {panel.boxes.item(r, 1).text() for r in range(panel.boxes.rowCount())}
    assert shown == {"0 (time is up)"}                      # no "Chance 16"
    assert not panel.book.isVisible() and panel.zero.isEnabled()
    assert "rolls again" not in window.help_label.text()
    assert "only a zero" in window.help_label.text()
    assert not window.roll_button.isEnabled()
    assert "Time is up" in window.message_label.text()
    window.controller.turn_seconds = 60                     # Bea's turn will not run out
    panel.select_box("chance")
    qtbot.keyClick(panel.boxes, Qt.Key.Key_Return)          # Enter writes the zero
    state = window.controller.state
    assert state.cards[0].get("chance") == 0 and state.current == 1
    # Bea's turn: Ann's message is gone, Bea has her own time
    assert "Time is up" not in window.message_label.text()
    assert not window.controller.out_of_time
    assert "only a zero" not in window.help_label.text()


@pytest.mark.slow
def test_undoing_the_zero_of_a_turn_out_of_time_gives_no_new_minute(qtbot: QtBot,
                                                                    make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 8))
    timed_game(qtbot, window, 1)
    panel = window.part("word").panel
    qtbot.waitUntil(lambda: window.controller.out_of_time, timeout=10_000)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    window.controller.turn_seconds = 60                     # the next turns have a minute
    panel.select_box("chance")
    qtbot.mouseClick(panel.zero, Qt.MouseButton.LeftButton)
    assert window.controller.state.cards[0].get("chance") == 0
    assert not window.controller.out_of_time and left(window) > 50_000  # turn 2's minute
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.cards[0].get("chance") is None
    qtbot.waitUntil(lambda: window.controller.out_of_time, timeout=5_000)
    assert left(window) == 0                                # turn 1's time is still over
