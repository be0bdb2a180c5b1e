"""Driving the window as a player would: keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, Qt
from pytestqt.qtbot import QtBot

from yachtdice.ui.board.scorecard_model import CategoryIdRole, CellStateRole, PointsRole
from yachtdice.ui.table.main_window import MainWindow


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key,
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(window.scorecard, key, modifier)


def cell(window: MainWindow, category_id: str, column: int | None = None) -> QModelIndex:
    state = window.controller.state
    assert state is not None
    model = window.model
    return model.index(model.box_row(category_id),
                       state.current if column is None else column)


def preview(window: MainWindow, category_id: str) -> int | None:
    return window.model.data(cell(window, category_id), PointsRole)


def cell_state(window: MainWindow, category_id: str, column: int | None = None) -> int:
    return window.model.data(cell(window, category_id, column), CellStateRole)


def current_box(window: MainWindow) -> str | None:
    return window.model.data(window.scorecard.currentIndex(), CategoryIdRole)


def score_by_keys(qtbot: QtBot, window: MainWindow, category_id: str) -> None:
    """Walk the cursor with Up/Down to the box, then press Enter."""
    press(qtbot, window, Qt.Key.Key_Home)
    for _ in range(window.model.rowCount() + 1):
        if current_box(window) == category_id:
            break
        press(qtbot, window, Qt.Key.Key_Down)
    assert current_box(window) == category_id
    press(qtbot, window, Qt.Key.Key_Return)


def click_box(qtbot: QtBot, window: MainWindow, category_id: str) -> None:
    rect = window.scorecard.visualRect(cell(window, category_id))
    qtbot.mouseClick(window.scorecard.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())


def click_die(qtbot: QtBot, window: MainWindow, die: int) -> None:
    button = window.tray.dice[die]
    centre = button.die_rect().center()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(int(centre.x()),
                                                                   int(centre.y())))


def made_active(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until ``window`` is the active window (its shortcuts need it), asking for
    activation again meanwhile: a busy machine may take seconds, and something of an earlier
    test's (a closing dialog's focus) may take it back."""

    def active() -> bool:
        if window.isActiveWindow():
            return True
        window.activateWindow()
        return False

    qtbot.waitUntil(active, timeout=30_000)
