"""House Rules' figure line at 1024 wide (the play-tester's finding 13, 30 Nov): a simulated
figure with its games, or two figures side by side, did not fit the headline and was cut
("…446.8 ± 5.2 after…", the games done never shown; "Yacht: 167.0" cut when done). Where the
whole sentence has no room its short form is drawn: the figure with its ± and the games
done always whole; the sentence whole in the tooltip. And the Highest column of dice too
many to score at once says it is being worked out instead of standing blank."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QObject, Qt
from pytestqt.qtbot import QtBot

from yachtdice.store import Store
from yachtdice.ui.i18n import Language
from yachtdice.ui.modes.pips.house_rules.figures import DiceFigures
from yachtdice.ui.modes.pips.house_rules.model import Column
from yachtdice.ui.windows.house_rules.window import RulesetEditor

from .test_language_editor import speak as speak  # the fixture, shared
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
)
from .test_ruleset_editor import store as store  # the fixtures, shared
from .test_ruleset_editor import unsaved_changes_are_discarded as unsaved  # noqa: F401

#: the window's size on a 1024 x 768 screen (its free area, less the frame)
AT_1024 = (1000, 700)


def figures_of(editor: RulesetEditor) -> DiceFigures:
    found = editor.host.first.consequences
    assert isinstance(found, DiceFigures)
    return found


def tiny_with_saved_rolls(qtbot: QtBot, editor: RulesetEditor, upper: str) -> list[str]:
    """New rules from Yacht, two dice, three upper boxes and Chance, saved rolls on (beyond
    the exact solver: 400 simulated games); the headlines drawn while they are played."""
    editor.resize(*AT_1024)
    new_from(editor, "Yacht")
    type_name(qtbot, editor, "Tiny")
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 2)
    for face in FACES[:3]:
        add_box(qtbot, editor, f"{face} {upper}")
    add_box(qtbot, editor, "Chance")
    drawn = watch(editor)
    click(qtbot, editor.form.carry)
    return drawn


class _Watcher(QObject):
    """What the headline draws as each batch of simulated games comes in (after the window's
    own slot); a child of the window, so it hears no other window's games."""

    def __init__(self, editor: RulesetEditor) -> None:
        super().__init__(editor)
        self.line = editor.expected
        self.drawn: list[str] = []
        figures_of(editor).expected.engines.estimate_progress.connect(self.heard)

    def heard(self, _figures: object) -> None:
        self.drawn.append(f"{self.line.cut()}|{self.line.shown()}")


def watch(editor: RulesetEditor) -> list[str]:
    return _Watcher(editor).drawn


@pytest.mark.slow  # 400 simulated games and Yacht solved (docs/performance.md, the test suite)
def test_the_simulated_figure_and_the_games_done_are_whole_at_1024(qtbot: QtBot,
                                                                    store: Store) -> None:
    editor = make_editor(qtbot, store)
    drawn = tiny_with_saved_rolls(qtbot, editor, "(upper)")
    line = editor.expected
    qtbot.waitUntil(lambda: "Yacht:" in line.text(), timeout=120_000)
    # while the games were played: the figure, its ± and the games done, whole
    working = [d for d in drawn if "of 400" in d]
    assert working, drawn
    for d in working:
        assert re.fullmatch(r"True\|Expected score: \d+\.\d ± \d+\.\d after \d+ of 400 games…",
                            d), d
    # done: exact and simulated side by side, both figures whole in the short form
    assert line.text().startswith("Expected score: ") and line.text().endswith(
        "400 simulated games of the Expert's play); Yacht: 167.0 (exact, with best play)")
    assert line.cut()  # the whole sentence has no room at 1024
    assert re.fullmatch(r"Expected score: \d+\.\d \(± \d+\.\d, 400 games\); Yacht: 167\.0 "
                        r"\(exact\)", line.shown()), line.shown()
    assert line.toolTip() == line.text()  # the sentence whole


@pytest.mark.slow
def test_the_figure_line_in_german_at_1024(qtbot: QtBot, store: Store,
                                           speak: Language) -> None:
    speak.install("de")
    editor = make_editor(qtbot, store)
    action = next(a for a in editor.new_menu.actions() if a.text() == "Aus Yacht")
    action.trigger()
    editor.resize(*AT_1024)
    type_name(qtbot, editor, "Klein")
    remove_all_boxes(qtbot, editor)
    set_spin(qtbot, editor.form.dice_count, 2)
    for face in ("Einser", "Zweier", "Dreier"):
        add_box(qtbot, editor, f"{face} (oben)")
    drawn = watch(editor)
    click(qtbot, editor.form.carry)
    line = editor.expected
    qtbot.waitUntil(lambda: "Yacht:" in line.text(), timeout=120_000)
    working = [d for d in drawn if "von 400" in d]
    assert working and all(re.fullmatch(
        r"True\|Erwartete Punkte: \d+,\d ± \d+,\d nach \d+ von 400 Spielen…", d)
        for d in working), drawn
    assert re.fullmatch(r"Erwartete Punkte: \d+,\d \(± \d+,\d, 400 Spiele\); Yacht: 167,0 "
                        r"\(genau\)", line.shown()), line.shown()


def test_the_highest_column_says_it_is_being_worked_out(qtbot: QtBot, store: Store) -> None:
    editor = make_editor(qtbot, store)
    new_from(editor, "Yacht")
    model = editor.model
    assert model is not None

    def highest(row: int, role: Qt.ItemDataRole = Qt.ItemDataRole.DisplayRole) -> object:
        return model.data(model.index(row, list(Column).index(Column.HIGHEST)), role)

    assert highest(0) == "5"  # Ones with five dice: five 1s
    set_spin(qtbot, editor.form.dice_count, 7)
    # Yacht's exact straights no longer name a face per die: the one-click fix mends them
    assert editor.fix_button.text() == "Match straights contained in the roll"
    click(qtbot, editor.fix_button)
    choose(qtbot, editor.form.die, "d12")  # 31,824 rolls of 7 d12: scored in the background
    assert editor.rules is not None and editor.rules.dice_count == 7
    assert len(editor.rules.faces) == 12
    rows = model.rowCount()
    assert [highest(r) for r in range(rows)] == ["…"] * rows  # never blank
    tip = highest(0, Qt.ItemDataRole.ToolTipRole)
    assert isinstance(tip, str) and "Being worked out" in tip
    set_spin(qtbot, editor.form.dice_count, 2)  # few enough to score on the spot again
    assert highest(0) == "2"  # Ones with two d12: two 1s
