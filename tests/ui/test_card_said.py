"""A card's tooltips and spoken texts are said when they are asked for (a tooltip when the
pointer rests on a box, a spoken text when a screen reader asks), not when the cards are
dealt: what is said then is what the rules make of the game so far, in the language
installed when it is asked.

The numbers are Yahtzee's rule sheet's: each upper box scores the dice of its face (three
sixes: 18), a full house (three of one number and two of another) scores 25, and the upper
section earns a 35-point bonus at 63 or more, three of each number being the pace."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.ui.board.scorecard_model import RowKind
from yachtdice.ui.i18n import ENGLISH, Language
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell, preview, score_by_keys

SPOKEN = Qt.ItemDataRole.AccessibleTextRole
# the offscreen platform cannot raise the tooltip's window; harmless, and not our code
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@pytest.fixture(autouse=True)
def _no_tooltip_left() -> Iterator[None]:
    """The tooltip shown last is hidden after each test (no other test meets it)."""
    yield
    QToolTip.hideText()


def hover(qtbot: QtBot, window: MainWindow, index: QModelIndex) -> str:
    """The tooltip shown when the pointer rests on the cell at ``index``."""
    view = window.scorecard
    view.scrollTo(index)
    where = view.visualRect(index).center()
    QToolTip.hideText()
    QApplication.sendEvent(view.viewport(), QHelpEvent(
        QEvent.Type.ToolTip, where, view.viewport().mapToGlobal(where)))
    qtbot.waitUntil(QToolTip.isVisible)
    return QToolTip.text()


def bonus(window: MainWindow) -> QModelIndex:
    row = next(r for r, line in enumerate(window.model.rows) if line.kind is RowKind.UPPER_BONUS)
    return window.model.index(row, 0)


def dealt_booked_rolled(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    """Yahtzee for Ann: three sixes booked in Sixes, then a full house rolled."""
    window = make_window(ScriptedDice([6, 6, 6, 3, 3, 3, 3, 3, 5, 5]), rules="yahtzee",
                         players=[Player("Ann")])
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: preview(window, "sixes") == 18)
    score_by_keys(qtbot, window, "sixes")
    qtbot.waitUntil(lambda: window.controller.state.cards[0].get("sixes") == 18)
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: preview(window, "full_house") == 25)
    return window


def test_hovered_boxes_say_the_game_so_far(qtbot: QtBot, make_window: MakeWindow,
                                           speak: Language) -> None:
    speak.install(ENGLISH)
    window = dealt_booked_rolled(qtbot, make_window)
    assert hover(qtbot, window, cell(window, "sixes")).startswith("Sixes: 18 scored. ")
    house = hover(qtbot, window, cell(window, "full_house"))
    assert house.startswith("Full House: 25 if scored now. ") and "25 points" in house
    assert hover(qtbot, window, bonus(window)) == (
        "Bonus: 35 points when the upper sum reaches 63. 18 so far; 45 still needed. "
        "That is exactly on the pace of an equal share for each face.")
    model = window.model
    assert model.data(cell(window, "sixes"), SPOKEN) == "Sixes, Ann: 18 scored"
    assert model.data(cell(window, "full_house"), SPOKEN) == \
        "Full House, Ann: 25 if scored now"
    assert model.data(bonus(window), SPOKEN) == "Bonus, Ann, 18 of 63"


def test_a_text_already_said_is_said_again_in_the_language_installed(
        qtbot: QtBot, make_window: MakeWindow, speak: Language) -> None:
    speak.install(ENGLISH)
    window = dealt_booked_rolled(qtbot, make_window)
    model = window.model
    assert model.data(cell(window, "full_house"), SPOKEN) == \
        "Full House, Ann: 25 if scored now"
    assert hover(qtbot, window, cell(window, "sixes")).startswith("Sixes: 18 scored. ")
    speak.install("de")
    assert model.data(cell(window, "full_house"), SPOKEN) == \
        "Full House, Ann: 25, wenn du jetzt einträgst"  # the name as the row shows it
    assert hover(qtbot, window, cell(window, "sixes")).startswith("Sechser: 18 Punkte")
    speak.install(ENGLISH)
    assert model.data(cell(window, "full_house"), SPOKEN) == \
        "Full House, Ann: 25 if scored now"
