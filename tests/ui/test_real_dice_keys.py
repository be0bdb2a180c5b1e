"""Real dice at the keyboard: Ctrl+Z in the dice field is Game ▸ Undo, as at the rest of the
table (the box just booked is taken back, the dice stay), never the field's own text undo
bringing back a turn's dice already booked; a box the rules refuse is said once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from .conftest import MakeWindow
from .helpers import current_box
from .test_real_dice import start_real_dice, turn, type_dice


def test_ctrl_z_in_the_dice_field_takes_back_the_box_just_booked(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", open_store=True)
    start_real_dice(qtbot, window)
    field = window.real_dice.entry.field
    type_dice(qtbot, window, "12347")  # a throw mistyped: refused, corrected in the field
    assert window.real_dice.entry.problem.isVisible()
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(field, Qt.Key.Key_Backspace)
    turn(qtbot, window, "44412", "f", "fours")  # 4 + 4 + 4 = 12 in Fours
    state = window.controller.state
    assert state is not None and state.cards[0].get("fours") == 12
    qtbot.waitUntil(field.hasFocus)  # the keyboard is back in the field for the next throw
    assert field.text() == "" and not field.isUndoAvailable()  # no old entry to bring back
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = window.controller.state
    assert state is not None and state.cards[0].get("fours") is None  # the box taken back
    assert state.dice == (4, 4, 4, 1, 2)  # the dice stay, ready for another box
    assert field.text() == ""
    qtbot.waitUntil(window.scorecard.hasFocus)  # a box is chosen again, on the card
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = window.controller.state
    assert state is not None and state.dice is None  # then the dice entered
    qtbot.waitUntil(field.hasFocus)
    assert field.text() == ""


def test_ctrl_z_with_nothing_to_undo_leaves_the_typed_dice_alone(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", open_store=True)
    start_real_dice(qtbot, window)
    field = window.real_dice.entry.field
    qtbot.keyClicks(field, "666")
    assert not window.undo_button.isEnabled()
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert field.text() == "666"  # the game has nothing to undo; the typing is kept
    qtbot.keyClicks(field, "25")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    state = window.controller.state
    assert state is not None and state.dice == (6, 6, 6, 2, 5)
    assert current_box(window) is not None


def test_a_box_the_joker_refuses_is_said_once_under_the_field(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", open_store=True)
    start_real_dice(qtbot, window)
    turn(qtbot, window, "66666", "y", "yahtzee")  # 50
    type_dice(qtbot, window, "66666")  # a second Yahtzee, Sixes open: the joker forces Sixes
    card = window.scorecard
    qtbot.waitUntil(card.hasFocus)
    while current_box(window) != "chance":
        qtbot.keyClick(card, "c")
    qtbot.keyClick(card, Qt.Key.Key_Return)
    problem = window.real_dice.entry.problem
    assert problem.isVisible() and "Sixes" in problem.text()
    shown = [label.text() for label in window.findChildren(QLabel)
             if label.isVisible() and "Sixes" in label.text()]
    assert shown == [problem.text()]  # one sentence, under the field
    state = window.controller.state
    assert state is not None and state.cards[0].get("chance") is None


def test_the_resume_question_says_the_game_is_played_with_real_dice(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", open_store=True)
    start_real_dice(qtbot, window)
    turn(qtbot, window, "22233", "f", "full_house")
    window.close()
    again = make_window(rules="yahtzee", open_store=True)
    qtbot.waitUntil(lambda: again.resume_box is not None and again.resume_box.isVisible())
    box = again.resume_box
    assert box is not None
    assert box.text() == ("You have an unfinished game of Yahtzee played with real dice "
                          "(Player 1), turn 2. Resume it?")
    [later] = [b for b in box.buttons() if b.text().replace("&", "") == "Not Now"]
    qtbot.mouseClick(later, Qt.MouseButton.LeftButton)
