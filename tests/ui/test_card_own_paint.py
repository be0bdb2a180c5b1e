"""The card draws its cells and grid itself, pixel for pixel as Qt's table draws them.

An enabled, left-to-right card paints its cells in its own paint event (Qt's table handed
every cell to Python with its style option, whose Python types were made for the first
paint); a disabled or right-to-left card is drawn by Qt's table through the delegate. The
two pictures of the same card are the same, on every theme, with previews, booked boxes,
totals, the cursor and the player at play's tint."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.widgets import theme

from .conftest import MakeWindow
from .test_look import restore_look  # noqa: F401  (the fixture: the look put back)


def _card(window: MainWindow, through_qt: bool) -> QImage:
    """The card's cells as painted now: by the view itself, or by Qt's table."""
    view = window.scorecard
    if through_qt:  # as for a right-to-left card (the view asks itself before painting)
        view.isRightToLeft = lambda: True  # type: ignore[method-assign]
    try:
        return view.viewport().grab().toImage()
    finally:
        if through_qt:
            del view.isRightToLeft


@pytest.mark.parametrize("name", ["light", "dark", "contrast"])
def test_the_cards_own_paint_is_qts_table_pixel_for_pixel(
        qtbot: QtBot, make_window: MakeWindow, restore_look: QApplication,  # noqa: F811
        name: str) -> None:
    theme.apply_theme(restore_look, name)
    window = make_window(rules="yahtzee", players=[Player("Ann"), Player("Bo")])
    view = window.scorecard
    qtbot.keyClick(window, Qt.Key.Key_Space)  # rolled: previews, and the cursor on a box
    qtbot.waitUntil(lambda: view.currentIndex().isValid())
    assert _card(window, through_qt=False) == _card(window, through_qt=True)
    window.controller.score("chance")  # a box booked: Bo's turn, his column tinted
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: view.currentIndex().isValid())
    assert window.controller.state is not None and window.controller.state.current == 1
    assert _card(window, through_qt=False) == _card(window, through_qt=True)
