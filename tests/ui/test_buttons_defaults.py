"""Default buttons: what Enter does in each window, pressed where a player presses it.

A dialog without a chosen default makes its first push button the default when shown, so
Enter in any field pressed it: in House Rules "New" (its menu popped up over the form), in
Statistics "Best: …" (a filter chosen with the keyboard, then Enter, opened a review).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import HERE, Store
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.stats_history import fill, local_zone  # noqa: F401
from .test_ruleset_editor import (
    make_editor,
    new_from,
    type_name,
    unsaved_changes_are_discarded,  # noqa: F401
)
from .test_statistics import REFERENCE


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "history.sqlite3")
    yield s  # type: ignore[misc]
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, StatisticsWindow):
            widget.close()
    s.close()


def popups_while(action: object) -> list[str]:
    """The menus that popped up while ``action()`` ran (each closed at once)."""
    seen: list[str] = []

    def close_popup() -> None:
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu):
            seen.append(", ".join(a.text() for a in popup.actions()))
            popup.close()

    timer = QTimer()
    timer.timeout.connect(close_popup)
    timer.start(20)
    try:
        action()  # type: ignore[operator]
    finally:
        timer.stop()
    return seen


def test_enter_in_a_house_rules_field_opens_no_menu_and_changes_nothing(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "Our Rules")
    before = dict(editor.data)
    menus: list[int] = []
    editor.new_menu.aboutToShow.connect(lambda: menus.append(1))
    for field in (editor.form.name, editor.form.dice_count, editor.list):
        seen = popups_while(lambda f=field: qtbot.keyClick(f, Qt.Key.Key_Return))
        assert seen == [] and menus == []  # the New menu ("From Yahtzee, …") popped up
    assert editor.data == before and editor.isVisible()
    assert [b.text() for b in editor.findChildren(QPushButton) if b.isDefault()] == []


def test_enter_on_a_statistics_filter_opens_no_review(qtbot: QtBot, store: Store) -> None:
    fill(store, HERE)
    opened: list[int] = []
    w = StatisticsWindow(store, [preset("yacht"), preset("yahtzee")], opened.append, None,
                         reference=lambda rules: REFERENCE if rules.id == "yacht" else None)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.best_button.isEnabled(), timeout=10_000)
    w.player_box.setFocus()
    qtbot.keyClick(w.player_box, Qt.Key.Key_Down)  # the next player, by the keyboard
    qtbot.keyClick(w.player_box, Qt.Key.Key_Return)
    assert opened == []  # Enter pressed "Best: …" and opened that game's review
    assert w.isVisible()
    qtbot.mouseClick(w.best_button, Qt.MouseButton.LeftButton)  # a click still opens it
    assert len(opened) == 1
