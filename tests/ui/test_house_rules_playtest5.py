"""House Rules play-test findings at 1024 x 768 (fixA): the language switched in the main
window asks House Rules first, and Cancel there keeps the window, its edit and the language.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.store import Store
from yachtdice.ui.i18n import ENGLISH, app_language
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from .conftest import MakeWindow
from .test_buttons_editor import answer_next_modal, leave
from .test_buttons_main import opened
from .test_ruleset_editor import (
    FACES,
    add_box,
    click,
    make_editor,
    new_from,
    remove_all_boxes,
    set_spin,
    type_name,
)


def saved_and_changed(qtbot: QtBot, window: MainWindow) -> RulesetEditor:
    """Game ▸ House Rules, a ruleset of the player's own saved, then a value changed."""
    window.house_rules_action.trigger()
    editor = opened(qtbot, RulesetEditor)
    assert isinstance(editor, RulesetEditor)
    new_from(editor, "Yatzy")
    type_name(qtbot, editor, "Sunday Yatzy")
    click(qtbot, editor.save_button)
    assert not editor.dirty
    set_spin(qtbot, editor.form.bonus_points, 100)  # Yatzy's 50
    assert "*" in editor.windowTitle()
    return editor


@pytest.mark.slow
def test_cancel_keeps_house_rules_its_edit_and_the_language(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    before = window.settings.language
    editor = saved_and_changed(qtbot, window)
    seen: list[str] = []

    def cancel(modal: QMessageBox) -> None:
        seen.append(modal.text())
        button = modal.button(QMessageBox.StandardButton.Cancel)
        seen.append(button.text())  # asked before anything is translated: not "Abbrechen"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    locale = QLocale()
    try:
        asked = answer_next_modal(cancel)  # type: ignore[arg-type]
        window.menus.language_actions["de"].trigger()
        qtbot.waitUntil(lambda: bool(asked))
    finally:
        app_language().install(ENGLISH)
        QLocale.setDefault(locale)
    assert seen == ["Save the changes to Sunday Yatzy?", "Cancel"]
    assert editor.isVisible() and editor.dirty
    assert editor.form.bonus_points.value() == 100
    assert app_language().code == "en" and window.isVisible()
    assert window.menus.language_actions[before or ""].isChecked()  # the language spoken before
    assert not window.menus.language_actions["de"].isChecked()
    assert window.settings.language == before
    leave(editor)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "history.sqlite")
    yield s
    s.close()


LONG = "Grandma Ingrids Sunday kitchen-table Yahtzee, double bonus!!"


@pytest.mark.slow
def test_a_long_name_in_the_expected_score_line_never_widens_the_window(
        qtbot: QtBot, store: Store) -> None:
    assert len(LONG) == 60  # the longest name the core allows
    editor = make_editor(qtbot, store)
    editor.resize(1016, 704)  # the window on a 1024 x 768 screen, less its frame
    new_from(editor, "Yacht")
    type_name(qtbot, editor, LONG)
    remove_all_boxes(qtbot, editor)  # rules small enough to solve at once: 2 dice, 3 boxes
    set_spin(qtbot, editor.form.dice_count, 2)
    for face in FACES[:2]:
        add_box(qtbot, editor, f"{face} (upper)")
    add_box(qtbot, editor, "Chance")
    click(qtbot, editor.save_button)
    editor.close()
    editor = make_editor(qtbot, store)  # House Rules opened again: the saved one picked
    editor.resize(1016, 704)
    [item] = editor.list.findItems(LONG, Qt.MatchFlag.MatchExactly)  # the saved ruleset
    qtbot.mouseClick(editor.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=editor.list.visualItemRect(item).center())
    add_box(qtbot, editor, f"{FACES[2]} (upper)")
    try:
        qtbot.waitUntil(lambda: f"(against {LONG})" in editor.expected.text(), timeout=30_000)
        assert editor.expected.isVisible()
        assert editor.width() <= 1024 and editor.minimumSizeHint().width() <= 1024
        assert editor.expected.toolTip() == editor.expected.text()  # cut: whole in its tip
    finally:
        leave(editor)


def test_typing_a_name_stops_at_the_longest_a_ruleset_may_have(
        qtbot: QtBot, tmp_path: Path) -> None:
    from yachtdice.core.rulesets import MAX_NAME

    editor = make_editor(qtbot, Store.open(tmp_path / "names.sqlite3"))
    new_from(editor, "Yatzy")
    type_name(qtbot, editor, "Grandma Ingrid's Sunday kitchen-table Yatzy, with a double bonus!!")
    assert editor.form.name.text() == \
        "Grandma Ingrid's Sunday kitchen-table Yatzy, with a double bonus!!"[:MAX_NAME]
    assert MAX_NAME == 60 and editor.save_button.isEnabled()  # nothing to complain of
    leave(editor)
