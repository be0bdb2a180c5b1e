"""A game of another kind starts afresh: nothing of the game before it stays on the table.

The play tests found a timed Yahtzee Words game abandoned for a Place Value game carrying
its one-minute hourglass into the new game: "0:53 left this turn" over the digit dice, and
at 0:00 the dice thrown, Roll off and no box bookable. A Place Value game has no timer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.place_value.rules import preset
from yachtdice.ui.dialogs.new_game import NewGameDialog
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow


def click(qtbot: QtBot, widget: QPushButton) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def answer(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Click ``text`` in the question the window asks now."""
    qtbot.waitUntil(lambda: window.session.question_box is not None
                    and window.session.question_box.isVisible())
    box = window.session.question_box
    assert isinstance(box, QMessageBox)
    [found] = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == text]
    click(qtbot, found)


def new_game(qtbot: QtBot, window: MainWindow) -> NewGameDialog:
    """Game ▸ New Game (setting a game in progress aside, if there is one)."""
    asks = window.session.in_the_middle()
    window.new_action.trigger()
    if asks:
        answer(qtbot, window, "Abandon")
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog) and window.dialog.isVisible())
    assert isinstance(window.dialog, NewGameDialog)
    return window.dialog


def roll(qtbot: QtBot, window: MainWindow) -> None:
    click(qtbot, window.roll_button)
    qtbot.waitUntil(lambda: window.controller.state.dice is not None
                    and not window.controller.rolling)


def timed_word_game(qtbot: QtBot, window: MainWindow) -> None:
    """Yahtzee Words with the one-minute timer, chosen in New Game; the first roll made."""
    dialog = new_game(qtbot, window)
    dialog.rules.setCurrentIndex(dialog.rules.findData("yahtzee-words"))
    timer = dialog.options["word"].timer
    click(qtbot, timer)
    assert timer.isChecked()
    click(qtbot, dialog.start)
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    roll(qtbot, window)
    assert window.clock_label.isVisible()
    assert window.clock_label.text().endswith("left this turn")


def test_a_timed_word_game_abandoned_for_place_value_leaves_no_hourglass(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    timed_word_game(qtbot, window)

    dialog = new_game(qtbot, window)  # Abandon the word game in progress
    dialog.rules.setCurrentIndex(dialog.rules.findData("place-value-3"))
    assert not dialog.options["word"].timer.isVisibleTo(dialog)
    click(qtbot, dialog.add_button)  # Place Value is played head to head
    click(qtbot, dialog.start)
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    assert window.controller.state.ruleset.id == "place-value-3"
    assert not window.clock_label.isVisible()
    roll(qtbot, window)
    assert not window.clock_label.isVisible()
    assert window.roll_button.isEnabled()  # a second roll is there to be made
    assert "Time is up" not in window.message_label.text()


def test_a_place_value_game_resumed_from_a_timed_word_game_has_no_hourglass(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    if window.resume_box is not None:
        window.resume_box.done(QMessageBox.StandardButton.Cancel)
    window.controller.new_game(preset("place-value-3"), [Player("Ann"), Player("Bob")])
    qtbot.waitUntil(lambda: window.part("place-value").seated)
    roll(qtbot, window)  # a move: the game is kept
    timed_word_game(qtbot, window)  # the Place Value game is set aside

    unfinished = window.session.show_unfinished()
    assert unfinished.model.rowCount() == 1
    unfinished.table.selectRow(0)
    click(qtbot, unfinished.resume_button)
    answer(qtbot, window, "Abandon")  # the word game in progress is set aside
    qtbot.waitUntil(lambda: window.controller.state.ruleset.id == "place-value-3")
    assert not window.clock_label.isVisible()
    assert window.controller.turn_seconds is None
