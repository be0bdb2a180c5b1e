"""Word Yahtzee play-test findings, round four (issue 36): a hint asked for while typing,
a hint's zero booked by Enter, Look Up that does not stop the turn's clock and shows the
word as a word, and what the played list says of a zero from the clock and of a box
filled with letters rather than words.

Dice of rule sheet 000: die 1 O W U M P Y, die 2 B E X S A Y, die 3 R Q J N A D, die 4
A C E F I Z, die 5 P I M E G *, die 6 T E S L A H, die 7 V U N C O K. "w x q z m h k"
has no vowel, no Y and no wild face: no word can be made, so Three Words can only
take a zero.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.word.rules import WORD_YAHTZEE, WordClaim
from yachtdice.ui.dialogs.rules_help import shortcuts_html
from yachtdice.ui.modes.word.lookup import LookupDialog
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow

ROLL = ("p", "s", "r", "e", "*", "t", "u")
NO_WORDS = ("w", "x", "q", "z", "m", "h", "k")
BOXES = ("two_letter", "three_letter", "four_letter", "five_letter", "six_letter",
         "one_word", "two_words", "all_consonants", "all_vowels", "chance", "yahtzee_word")


def start(qtbot: QtBot, window: MainWindow, seconds: int | None = None) -> None:
    window.controller.turn_seconds = seconds
    window.controller.new_game(WORD_YAHTZEE, [Player("Ann")])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)


def roll(qtbot: QtBot, window: MainWindow) -> None:
    left = window.controller.state.rolls_available

    def rolled() -> bool:  # a click right after a roll is a double click: ignored
        if not window.controller.rolling and window.controller.state.rolls_available == left:
            qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
        return not window.controller.rolling and window.controller.state.rolls_available < left

    qtbot.waitUntil(rolled)


def test_question_mark_asks_for_a_hint_while_typing_and_h_types_an_h(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 4))
    start(qtbot, window)
    roll(qtbot, window)
    edit = window.part("word").panel.words_edit
    qtbot.keyClick(edit, Qt.Key.Key_H)
    assert edit.text() == "h" and window.hint_label.text() == ""   # H is a letter here
    qtbot.keyClick(edit, Qt.Key.Key_Question, Qt.KeyboardModifier.ShiftModifier)
    assert window.hint_label.text().startswith("Hint:")
    assert "?" not in edit.text()
    assert "<b>?</b>" in shortcuts_html()                          # and Help says so
    assert "Hint while typing in the word field, where H types an H" in shortcuts_html()


@pytest.mark.slow
def test_a_hints_zero_is_booked_by_enter_and_by_book(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * len(BOXES) + list(NO_WORDS) * 3))
    start(qtbot, window)
    for box_id in BOXES:  # every box but Three Words is given up
        roll(qtbot, window)
        window.controller.claim(WordClaim(box_id, zero=True))
    for _ in range(3):
        roll(qtbot, window)
    assert window.controller.state.dice == NO_WORDS
    panel = window.part("word").panel
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    assert window.hint_label.text() == "Hint: write a zero in Three Words."
    assert panel.book.isEnabled() and panel.zero.isDefault()
    qtbot.keyClick(panel.words_edit, Qt.Key.Key_Return)
    assert window.controller.state.finished
    assert window.controller.state.cards[0].get("three_words") == 0


@pytest.mark.slow
def test_book_writes_a_hints_zero_and_typing_takes_the_zero_back(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * len(BOXES) + list(NO_WORDS) * 3))
    start(qtbot, window)
    for box_id in BOXES:
        roll(qtbot, window)
        window.controller.claim(WordClaim(box_id, zero=True))
    for _ in range(3):
        roll(qtbot, window)
    panel = window.part("word").panel
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.words_edit, "w")       # the player types: no longer the hint's zero
    assert not panel.book.isEnabled()
    qtbot.keyClick(panel.words_edit, Qt.Key.Key_Backspace)
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.book, Qt.MouseButton.LeftButton)
    assert window.controller.state.cards[0].get("three_words") == 0


@pytest.mark.slow
def test_look_up_shows_the_word_and_the_turns_clock_runs_on(
        qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice([*ROLL, *ROLL[1:], *ROLL] * 2))
    start(qtbot, window, seconds=60)
    panel = window.part("word").panel
    roll(qtbot, window)
    qtbot.keyClicks(panel.words_edit, "pe*ts")     # the wild face as T
    qtbot.keyClick(panel.words_edit, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), LookupDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, LookupDialog)
    assert dialog.field.text() == "pets"           # the word, not the claim's "peTs"
    before = window.controller.time_left_ms()
    assert before is not None
    qtbot.waitUntil(lambda: (window.controller.time_left_ms() or 0) < before - 1_000,
                    timeout=5_000)                 # looking words up is on the turn's time
    assert window.clock_label.text() != f"0:{-(-before // 1000)}"
    dialog.reject()


def test_the_played_list_names_the_letters_of_all_consonants(qtbot: QtBot,
                                                             make_window: MakeWindow):
    window = make_window(ScriptedDice(list(NO_WORDS) * 3))
    start(qtbot, window)
    panel = window.part("word").panel
    roll(qtbot, window)
    panel.select_box("all_consonants")
    assert panel.verdict("all_consonants") == 25          # rule sheet 000: 25 points
    qtbot.keyClick(panel.words_edit, Qt.Key.Key_Return)
    assert panel.played.toPlainText() == "Ann booked All Consonants with W X Q Z M H K: 25."


def test_a_zero_the_clock_forced_says_so(qtbot: QtBot, make_window: MakeWindow):
    window = make_window(ScriptedDice(list(ROLL) * 4))
    start(qtbot, window, seconds=1)
    qtbot.waitUntil(lambda: window.controller.out_of_time, timeout=5_000)
    panel = window.part("word").panel
    panel.select_box("six_letter")
    qtbot.keyClick(panel.words_edit, Qt.Key.Key_Return)
    assert window.controller.state.cards[0].get("six_letter") == 0
    assert panel.played.toPlainText() == "Ann's time ran out: 0 in 6-Letter Word."
    record = window.controller.record
    assert record is not None and record.actions[-1].claim == WordClaim(
        "six_letter", zero=True, clock=True)               # kept with the game
