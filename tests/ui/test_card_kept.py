"""What the card keeps of a game (its rows, each player's column and each cell, kept by what
they show: issue 32, point 7) is kept per language: the same game dealt again after
another language is installed says every cell in that language, and back again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.ui.i18n import ENGLISH, Language
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell, preview

DESCRIPTION = Qt.ItemDataRole.AccessibleDescriptionRole


def said(window: MainWindow, box: str) -> str:
    return str(window.model.data(cell(window, box), DESCRIPTION))


def dealt_and_rolled(qtbot: QtBot, make_window: MakeWindow) -> tuple[str, str]:
    """A game of Yahtzee for Ann: what her Threes box says before the roll and after a roll
    of three threes (9 if scored now)."""
    window = make_window(ScriptedDice([3, 3, 3, 2, 4]), rules="yahtzee", players=[Player("Ann")])
    before = said(window, "threes")
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: preview(window, "threes") == 9)
    return before, said(window, "threes")


def test_the_same_game_is_said_in_each_language_installed(
        qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    speak.install(ENGLISH)
    before, after = dealt_and_rolled(qtbot, make_window)
    assert before.startswith("Threes: open.")
    assert after.startswith("Threes: 9 if scored now.")
    speak.install("de")
    before, after = dealt_and_rolled(qtbot, make_window)
    assert before.startswith("Dreier: frei.")
    assert after.startswith("Dreier: 9, wenn du jetzt einträgst.")
    speak.install(ENGLISH)
    before, after = dealt_and_rolled(qtbot, make_window)
    assert before.startswith("Threes: open.")
    assert after.startswith("Threes: 9 if scored now.")
