"""Claims read what people type (issue 26, item 3): a capital is an ordinary letter, the
wild face is marked with * (or by clicking the diamond) and shown as such, and the words
typed stay across a reroll while the new dice can still make them.

Points by hand from rule sheet 000 and the dice values: on O A R I ◆ T N (dice 1-7), I is
worth 2 (die 4), A 1 (die 2), T 2 (die 6), R 2 (die 3), the wild face 0.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell, click_box, click_die

WILD_ROLL = ("o", "a", "r", "i", "*", "t", "n")
PLAIN_ROLL = ("o", "a", "r", "i", "p", "t", "n")  # die 5 shows P: no wild face


def start(qtbot: QtBot, make_window: MakeWindow, dice: list[str]) -> MainWindow:
    window = make_window(ScriptedDice(dice))
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    return window


def typed(qtbot: QtBot, window: MainWindow, text: str) -> None:
    edit = window.part("word").panel.words_edit
    edit.clear()
    qtbot.keyClicks(edit, text)


def points(window: MainWindow, box_id: str) -> str:
    return str(window.model.data(cell(window, box_id, 0)))


def test_a_capital_i_is_the_letter_i_not_the_wild_face(qtbot: QtBot, make_window: MakeWindow):
    window = start(qtbot, make_window, list(WILD_ROLL))
    typed(qtbot, window, "I at")
    assert window.part("word").panel.verdict("two_words") == 5
    click_box(qtbot, window, "two_words")
    assert points(window, "two_words") == "5"  # I 2 + A 1 + T 2


def test_a_capital_i_is_accepted_with_no_wild_face_rolled(qtbot: QtBot,
                                                          make_window: MakeWindow):
    window = start(qtbot, make_window, list(PLAIN_ROLL))
    typed(qtbot, window, "I")
    click_box(qtbot, window, "one_word")
    assert points(window, "one_word") == "2"


def test_the_wild_face_is_marked_with_a_star_or_by_clicking_it(qtbot: QtBot,
                                                                make_window: MakeWindow):
    window = start(qtbot, make_window, list(WILD_ROLL))
    panel = window.part("word").panel
    typed(qtbot, window, "*bat")                       # wild B 0 + A 1 + T 2
    assert panel.verdict("three_letter") == 3
    assert "*bat: in the dictionary" in panel.check.text()
    assert "The wild face stands for 'b'." in panel.check.text()
    typed(qtbot, window, "ra*")                        # a * with no letter after it
    assert "ends with *" in panel.check.text()
    assert panel.verdict("three_letter") != 3 and not panel.book.isEnabled()
    click_box(qtbot, window, "three_letter")           # refused with one sentence
    assert points(window, "three_letter") == ""
    assert "ends with *" in window.message_label.text()
    # the diamond button adds the wild face as the letter chosen beside it
    panel.words_edit.clear()
    panel.wild_letter.setCurrentText("B")
    qtbot.mouseClick(panel.letter_buttons[4], Qt.MouseButton.LeftButton)
    for die in (1, 5):
        qtbot.mouseClick(panel.letter_buttons[die], Qt.MouseButton.LeftButton)
    assert panel.words_edit.text() == "*bat"
    click_box(qtbot, window, "three_letter")
    assert points(window, "three_letter") == "3"


def test_typed_words_stay_across_a_reroll_while_the_dice_still_make_them(
        qtbot: QtBot, make_window: MakeWindow):
    # the second roll throws dice 1, 4, 5 and 7 (2, 3 and 6 are held): P E M K
    window = start(qtbot, make_window, [*WILD_ROLL, "p", "e", "m", "k"])
    panel = window.part("word").panel
    typed(qtbot, window, "rat no")
    for die in (1, 2, 5):
        click_die(qtbot, window, die)
    assert window.controller.state.held == frozenset({1, 2, 5})
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    assert window.controller.state.dice == ("p", "a", "r", "e", "m", "t", "k")
    assert panel.words_edit.text() == "rat"           # "no" can no longer be made
    assert panel.verdict("three_letter") == 5          # R 2 + A 1 + T 2
