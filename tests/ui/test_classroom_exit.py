"""Leaving the classroom view (F5 again) gives the usual table back whole: after a game has
ended in the room, with the look-back panel on the table, every widget has its usual type
again and the window can again be made 1024x768 (every window fits that screen; see
tests/ui/test_fit_screen.py for the rule and the frame's allowance)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from .conftest import MakeWindow
from .test_classroom_whole import ended_in_the_room
from .test_fit_screen import BORDERS, PANEL, SCREEN, TITLE


def type_px(widget: QWidget) -> int:
    return QFontInfo(widget.font()).pixelSize()


@pytest.mark.parametrize(("width", "height"), [pytest.param(1920, 1080, marks=pytest.mark.slow),
                                             (1024, 768)])
def test_leaving_the_room_after_a_game_ended_there_lets_the_window_fit_1024_by_768(
        qtbot: QtBot, make_window: MakeWindow, width: int, height: int):
    # before: after a game ended in the room on a 1920x1080 screen, F5 left the window
    # at least 795 px high (the card's least height in the room, 731 px, measured while
    # the usual table came back): 795 + 38 px of frame does not fit 768 - 32
    window = ended_in_the_room(qtbot, make_window, width, height)
    usual_px = type_px(window.scorecard)  # the card's own type (the room draws larger)
    look = window.part("place-value").panel.look_back
    if width == 1920:  # the panel grows with the room's type
        assert type_px(look.pupil) > usual_px
    with qtbot.waitActive(window, timeout=30_000):  # after the end's dialog
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F5)                   # back to the usual table
    assert not window.in_classroom and not window.classroom_action.isChecked()
    # every widget of the look-back panel is back at its usual type and size
    for widget in (look.title, look.pupil, look.table, look.said):
        assert type_px(widget) == usual_px, type(widget).__name__
    assert look.pupil.sizeHint().height() <= look.pupil.fontMetrics().height() + 12
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert least.width() + BORDERS <= SCREEN[0]
    assert least.height() + BORDERS + TITLE <= SCREEN[1] - PANEL, least
    window.resize(*SCREEN)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == SCREEN, timeout=2_000)
    # and the usual table is whole at that size: no scroll bar on the card
    qtbot.waitUntil(lambda: window.scorecard.verticalScrollBar().maximum() == 0)
