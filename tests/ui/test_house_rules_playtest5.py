"""House Rules play-test findings at 1024 x 768 (fixA): the language switched in the main
window asks House Rules first, and Cancel there keeps the window, its edit and the language.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from yachtdice.ui.i18n import ENGLISH, app_language
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from .conftest import MakeWindow
from .test_buttons_editor import answer_next_modal, leave
from .test_buttons_main import opened
from .test_ruleset_editor import click, new_from, set_spin, type_name


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
        window.language_actions["de"].trigger()
        qtbot.waitUntil(lambda: bool(asked))
    finally:
        app_language().install(ENGLISH)
        QLocale.setDefault(locale)
    assert seen == ["Save the changes to Sunday Yatzy?", "Cancel"]
    assert editor.isVisible() and editor.dirty
    assert editor.form.bonus_points.value() == 100
    assert app_language().code == "en" and window.isVisible()
    assert window.language_actions[before or ""].isChecked()  # the language spoken before
    assert not window.language_actions["de"].isChecked()
    assert window.settings.language == before
    leave(editor)
