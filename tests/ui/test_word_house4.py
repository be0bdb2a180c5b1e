"""Word Yahtzee at 1024 x 768 after a long entry (issue 36): six players' window can still
be made small enough for the screen once 150 letters are typed (the dictionary check's two
lines and its sideways scroll bar made it 14 px too tall), and it shrinks back when the
entry is taken back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.word.rules import WORD_YAHTZEE

from .conftest import MakeWindow
from .test_fit_screen import BORDERS, PANEL, TITLE
from .test_word_typing import WILD_ROLL

#: the tallest a window's least height may be on a 768-line screen with a desktop's panel,
#: its frame and title bar (the tour's rule: tests/ui/test_fit_screen.py)
LEAST = 768 - PANEL - BORDERS - TITLE


def settled() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_six_players_window_fits_after_150_letters_typed(qtbot: QtBot,
                                                         make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice(list(WILD_ROLL) * 6))
    window.controller.new_game(WORD_YAHTZEE, [Player(f"Player {i + 1}") for i in range(6)])
    qtbot.waitUntil(lambda: window.controller.loaded is not None, timeout=30_000)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    settled()
    before = window.minimumSizeHint().height()
    assert before <= LEAST
    edit = window.part("word").panel.words_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "a" * 150)
    settled()
    check = window.part("word").panel.check
    assert "150 times" in check.text()                   # said, in two lines' room
    assert window.minimumSizeHint().height() <= LEAST     # it was 709 against 698
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    settled()
    assert window.minimumSizeHint().height() == before    # and it shrinks back
