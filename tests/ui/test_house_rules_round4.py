"""House Rules play-test findings, round four (issue 36): Try a roll suggests dice of the
rules' own count, and asks about an all-same box only for rules that have one.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from yachtdice.store import Store

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


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "history.sqlite")
    yield s  # type: ignore[misc]
    s.close()


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
