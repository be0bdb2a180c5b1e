"""House Rules' buttons, menu and questions, pressed as a player presses them (part of the
button census, tests/ui/census.py). Expected rules from the presets' rule sheets."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QInputDialog,
    QLineEdit,
    QMenu,
    QMessageBox,
)
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from .test_buttons_main import answer_modal
from .test_ruleset_editor import click, make_editor, new_from, type_name


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "history.sqlite3")
    yield s  # type: ignore[misc]
    s.close()


def answer_next_modal(then: Callable[[QMessageBox | QInputDialog], None]) -> list[str]:
    """Answer the next question run in its own loop (QMessageBox.question, QInputDialog)."""
    return answer_modal(QDialog, then)  # type: ignore[arg-type]


def press_button(qtbot: QtBot, text: str) -> Callable[[QMessageBox | QInputDialog], None]:
    def press(modal: QMessageBox | QInputDialog) -> None:
        target = next(b for b in modal.findChildren(QAbstractButton)
                      if b.text().replace("&", "") == text)
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    return press


def press_enter(qtbot: QtBot) -> Callable[[QMessageBox | QInputDialog], None]:
    def press(modal: QMessageBox | QInputDialog) -> None:
        qtbot.keyClick(modal.focusWidget() or modal, Qt.Key.Key_Return)
    return press


def leave(editor: RulesetEditor) -> None:
    """Drop the draft, so that closing the window at the end asks nothing."""
    editor.open_rules(preset("yacht"), saved=True)


def saved_copy(qtbot: QtBot, editor: RulesetEditor, name: str) -> None:
    new_from(editor, "Yacht")
    type_name(qtbot, editor, name)
    click(qtbot, editor.save_button)
    assert editor.saved is not None and editor.saved["name"] == name


# -- New and its menu ------------------------------------------------------------------------------
@pytest.mark.qt_log_ignore("This plugin does not support")  # a menu, offscreen
def test_new_shows_its_menu_of_the_built_in_rules(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    seen: list[list[str]] = []

    def close_menu() -> None:
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu):
            seen.append([a.text() for a in popup.actions()])
            popup.close()
        else:
            QTimer.singleShot(20, close_menu)

    QTimer.singleShot(20, close_menu)
    qtbot.mouseClick(editor.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert seen[0][:6] == ["From Yahtzee", "From Yahtzee (free joker)", "From Yatzy",
                           "From Maxi Yatzy", "From Maxi Yatzy (no saved rolls)", "From Yacht"]
    assert "From Place Value Yahtzee (4 digits)" in seen[0]  # and the teachers' cards


@pytest.mark.parametrize("name", ["Yahtzee", "Yahtzee (free joker)", "Yatzy", "Maxi Yatzy",
                                  "Maxi Yatzy (no saved rolls)", "Yacht"])
def test_each_new_from_entry_starts_an_unsaved_copy_of_those_rules(
        qtbot: QtBot, store: Store, name: str) -> None:
    editor = make_editor(qtbot, store)
    action = next(a for a in editor.new_menu.actions() if a.text() == f"From {name}")
    action.trigger()
    rules = next(r for r in (preset(i) for i in (
        "yahtzee", "yahtzee-free-joker", "yatzy", "maxi-yatzy", "maxi-yatzy-no-saved-rolls",
        "yacht")) if r.name == name)
    assert editor.saved is None and not editor.read_only  # a draft, to be named and saved
    assert [c["label"] for c in editor.data["categories"]] == \
        [c.label for c in rules.categories]
    assert editor.data["dice"]["count"] == rules.dice_count
    leave(editor)


# -- Rename ----------------------------------------------------------------------------------------
@pytest.mark.slow
def test_rename_by_ok_and_by_enter_and_cancel_keeps_the_name(qtbot: QtBot,
                                                             store: Store) -> None:
    editor = make_editor(qtbot, store)
    saved_copy(qtbot, editor, "Our Yacht")

    def type_then(press: Callable[[QInputDialog], None], text: str
                  ) -> Callable[[QMessageBox | QInputDialog], None]:
        def answer(modal: QMessageBox | QInputDialog) -> None:
            field = modal.findChild(QLineEdit)
            field.selectAll()
            qtbot.keyClicks(field, text)
            press(modal)  # type: ignore[arg-type]
        return answer

    asked = answer_next_modal(type_then(press_button(qtbot, "OK"), "Sunday Yacht"))
    click(qtbot, editor.rename_button)
    assert asked == ["Rename"] and editor.data["name"] == "Sunday Yacht"
    answer_next_modal(type_then(press_button(qtbot, "Cancel"), "Not This"))
    click(qtbot, editor.rename_button)
    assert editor.data["name"] == "Sunday Yacht"
    answer_next_modal(type_then(press_enter(qtbot), "Monday Yacht"))  # OK is the default
    click(qtbot, editor.rename_button)
    assert editor.data["name"] == "Monday Yacht"
    leave(editor)


# -- Delete ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("answer", ["No", "Enter", "Yes"])
def test_delete_asks_and_only_yes_deletes(qtbot: QtBot, store: Store, answer: str) -> None:
    editor = make_editor(qtbot, store)
    saved_copy(qtbot, editor, "Our Yacht")
    asked = answer_next_modal(press_enter(qtbot) if answer == "Enter"
                              else press_button(qtbot, answer))
    click(qtbot, editor.delete_button)
    assert asked == ["Delete ruleset"]
    names = [r.name for r in store.saved_rulesets()]
    assert names == ([] if answer == "Yes" else ["Our Yacht"])  # No is the default


# -- closing with changes --------------------------------------------------------------------------
@pytest.mark.parametrize("answer", ["Save", "Enter", "Discard", "Cancel"])
def test_close_with_changes_asks_save_discard_or_cancel(qtbot: QtBot, store: Store,
                                                        answer: str) -> None:
    editor = make_editor(qtbot, store)
    saved_copy(qtbot, editor, "Our Yacht")
    type_name(qtbot, editor, "Our Yacht, changed")
    asked = answer_next_modal(press_enter(qtbot) if answer == "Enter"
                              else press_button(qtbot, answer))
    click(qtbot, editor.close_button)
    assert asked == ["Unsaved changes"]
    names = [r.name for r in store.saved_rulesets()]
    if answer in ("Save", "Enter"):  # Save is the default
        assert names == ["Our Yacht, changed"] and not editor.isVisible()
    elif answer == "Discard":
        assert names == ["Our Yacht"] and not editor.isVisible()
    else:
        assert names == ["Our Yacht"] and editor.isVisible()
        assert editor.data["name"] == "Our Yacht, changed"  # nothing typed is lost
        leave(editor)


# -- the boxes -------------------------------------------------------------------------------------
def test_move_up_and_move_down_move_the_chosen_box(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    form = editor.form
    labels = [c["label"] for c in editor.data["categories"]]
    form.select_row(1)  # Twos
    click(qtbot, form.up)
    assert [c["label"] for c in editor.data["categories"]][:2] == [labels[1], labels[0]]
    click(qtbot, form.down)
    assert [c["label"] for c in editor.data["categories"]] == labels
    leave(editor)


@pytest.mark.slow
def test_use_par_sets_the_threshold_to_three_of_each_face(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yahtzee")
    form = editor.form
    form.threshold.setValue(70)
    click(qtbot, form.use_par)
    # three of each face on five dice: 3 x (1 + 2 + ... + 6) = 63, the rule sheet's bonus
    assert editor.data["upper_bonus"]["threshold"] == 63 and form.threshold.value() == 63
    leave(editor)


def test_roll_in_try_a_roll_shows_every_boxs_score(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    tray = editor.tray
    editor.tabs.setCurrentIndex(editor.tabs.indexOf(tray))
    qtbot.waitUntil(tray.roll_button.isVisible)
    click(qtbot, tray.roll_button)
    dice = [int(d) for d in tray.dice.text().split()]
    assert len(dice) == 5 and all(1 <= d <= 6 for d in dice)
    chance = next(r for r in range(tray.results.rowCount())
                  if tray.results.item(r, 0).text() == "Chance")
    assert tray.results.item(chance, 1).text() == str(sum(dice))  # Chance: the dice's sum
