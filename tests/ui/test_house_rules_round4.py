"""House Rules play-test findings, round four (issue 36): Try a roll suggests dice of the
rules' own count, and asks about an all-same box only for rules that have one; the form
stays put when the name is refused or a long status is said; at 1024 x 768 the table of
boxes shows five whole boxes, not three.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from yachtdice.store import Store
from yachtdice.ui.modes.pips.house_rules.model import Column

from .test_ruleset_editor import (
    FACES,
    add_box,
    choose,
    click,
    make_editor,
    new_from,
    remove_all_boxes,
    set_spin,
    type_name,
    unsaved_changes_are_discarded,  # noqa: F401 (autouse: a question is answered, not shown)
)
from .test_ruleset_editor_playtest import positions


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "history.sqlite")
    yield s  # type: ignore[misc]
    s.close()


@pytest.mark.slow
def test_try_a_roll_suggests_the_rules_own_dice_and_no_all_same_box_they_lack(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yahtzee")
    tray = editor.tray
    assert tray.dice.placeholderText() == "e.g. 3 3 3 5 5"          # five dice
    assert not tray.same_state.isHidden()                           # Yahtzee has one
    type_name(qtbot, editor, "Four Dice")
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 4)
    for face in FACES:
        add_box(qtbot, editor, f"{face} (upper)")
    click(qtbot, editor.form.bonus_on)  # Yahtzee's bonus off
    choose(qtbot, editor.form.joker, "none")
    set_spin(qtbot, editor.form.extra, 0)
    assert editor.problems == []
    assert tray.dice.placeholderText() == "e.g. 3 3 5 5"            # four dice
    assert tray.same_state.isHidden() and tray.same_label.isHidden()  # no all-same box
    new_from(editor, "Maxi Yatzy")
    assert tray.dice.placeholderText() == "e.g. 3 3 3 5 5 6"        # six dice
    assert not tray.same_state.isHidden()


@pytest.mark.slow
def test_a_name_already_taken_moves_nothing_below_it(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    editor.resize(1016, 704)  # the window on a 1024 x 768 screen, less its frame
    new_from(editor, "Yatzy")
    before = positions(editor)
    type_name(qtbot, editor, "Yahtzee")
    assert editor.form.fields[("name",)].message == \
        "A built-in ruleset is already called Yahtzee."    # two lines in this column
    assert positions(editor) == before                    # the dice were 14 px lower


def test_a_long_status_moves_neither_the_buttons_nor_the_form(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    editor.resize(1016, 704)
    new_from(editor, "Yatzy")
    before = positions(editor)
    buttons = {b.text(): b.mapTo(editor, QPoint(0, 0)) for b in
               (editor.undo_button, editor.revert_button, editor.save_button,
                editor.close_button)}
    least = editor.minimumSizeHint()
    path = "/home/ann/" + "a-folder-with-a-long-name/" * 6 + "rules.json"
    sentence = f"Nothing was imported: {path} is not a file."
    editor.say(sentence)
    assert positions(editor) == before
    assert {b.text(): b.mapTo(editor, QPoint(0, 0)) for b in
            (editor.undo_button, editor.revert_button, editor.save_button,
             editor.close_button)} == buttons
    assert editor.minimumSizeHint() == least               # the window need not widen
    assert editor.status.toolTip() and sentence in editor.status.toolTip()
    shown = editor.status.shown().replace("\u200b", "")
    assert shown.startswith("Nothing was imported: /home/") and "…" in shown
    assert shown.endswith("rules.json is not a file.")
    editor.say("Saved Our Rules.")                          # a short one is shown whole
    assert editor.status.shown() == "Saved Our Rules."


def test_at_1024_by_768_the_boxes_table_shows_five_whole_rows(
        qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    editor.resize(1016, 704)
    new_from(editor, "Yahtzee")
    qtbot.waitUntil(lambda: editor.form.table.rowHeight(0) < 40)  # rows laid out
    table = editor.form.table
    height = table.viewport().height()
    whole = [r for r in range(table.model().rowCount())
             if table.rowViewportPosition(r) >= 0
             and table.rowViewportPosition(r) + table.rowHeight(r) <= height]
    assert len(whole) >= 5                                  # it was 2 or 3
    rule = table.model().index(0, Column.RULE)
    assert "Scores 1 for each 1" in str(rule.data(Qt.ItemDataRole.ToolTipRole))  # whole there
