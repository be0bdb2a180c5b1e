"""The card's cursor is painted on the selected cell, and only there.

The cells read the selection from the view once per paint (not from the selection model
cell by cell); what the player sees: the box the cursor is on filled in the highlight
colour, the other boxes not, also when the cursor moves."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QPalette
from pytestqt.qtbot import QtBot

from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow


def _fill(window: MainWindow, index: QModelIndex) -> QColor:
    """The colour at the left edge of ``index``'s cell, half way down, as painted now
    (outside the cursor's dotted ring and the entry)."""
    view = window.scorecard
    rect = view.visualRect(index)
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    top = rect.top() + view.heading_height(index.row())
    middle = (top + rect.bottom()) // 2
    return image.pixelColor(round(rect.left() * ratio), round(middle * ratio))


def test_the_cursor_is_painted_on_its_cell_alone_and_follows_it(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee")
    qtbot.keyClick(window, Qt.Key.Key_Space)  # rolled: the cursor on the first open box
    view, model = window.scorecard, window.model
    qtbot.waitUntil(lambda: view.currentIndex().isValid())
    palette = view.palette()  # the window active or not
    highlight = [palette.color(group, QPalette.ColorRole.Highlight)
                 for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive)]
    first = view.currentIndex()
    below = model.index(first.row() + 1, first.column())
    assert _fill(window, first) in highlight
    assert _fill(window, below) not in highlight
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the next open box
    qtbot.waitUntil(lambda: view.currentIndex() == below)
    assert _fill(window, below) in highlight
    assert _fill(window, first) not in highlight
