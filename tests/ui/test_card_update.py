"""The card after a roll, as issue 24 wants it: no needless work on the GUI thread.

- the card's columns are measured once per change of the game, not once per range of
  changed cells (a roll in Yahtzee changes the upper and the lower boxes: two ranges);
- the score table the previews read is built by the job runner when a game is dealt, not
  on the GUI thread at the first roll, and the previews are the rule sheet's numbers.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.pips import table as score_tables
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui.board.scorecard_model import CellState
from yachtdice.ui.jobs.runner import app_runner
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import cell_state, click_box, preview


def count_measures(window: MainWindow) -> list[int]:
    """Each time the card measures its columns' widest entry, a 1 in the list."""
    card = window.scorecard
    measure = card.column_need
    measured: list[int] = []

    def counted(*args: Any) -> int:
        measured.append(1)
        return measure(*args)

    card.column_need = counted  # type: ignore[method-assign]
    return measured


@pytest.mark.parametrize("players", [1, 3])
def test_a_roll_and_a_score_measure_the_cards_columns_once(
        qtbot: QtBot, make_window: MakeWindow, players: int) -> None:
    names = ["Ann", "Bob", "Cy"][:players]
    window = make_window(ScriptedDice([3, 3, 3, 2, 4] * 4), rules="yahtzee",
                         players=[Player(n) for n in names])
    measured = count_measures(window)
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    assert cell_state(window, "threes") == CellState.PREVIEW
    assert len(measured) == 1   # upper and lower boxes changed: two ranges, one measure
    measured.clear()
    click_box(qtbot, window, "threes")
    assert window.controller.state.cards[0].boxes[2] == 9  # type: ignore[union-attr]
    assert len(measured) == 1   # the scored box, the totals, the turn's two columns
    # the same result as before: no column narrower than its widest entry
    card = window.scorecard
    need = card.column_need()
    assert card.horizontalHeader().minimumSectionSize() == need
    assert all(card.columnWidth(c) >= need for c in range(players))


def forget_tables(built: list[str]) -> None:
    """Back to a process that has built no score table (once the builds under way end)."""
    app_runner().wait(None, 30)
    score_tables._TABLES.clear()
    built.clear()


@pytest.fixture
def no_tables_built(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Score tables built from here on are the test's own (forgotten afterwards); the
    list names the thread of each table built."""
    monkeypatch.setattr(score_tables, "_TABLES", OrderedDict())
    built: list[str] = []
    plain = score_tables.ScoreTable

    class Noted(plain):  # type: ignore[misc, valid-type]
        def __init__(self, ruleset: Any) -> None:
            built.append(threading.current_thread().name)
            super().__init__(ruleset)

    monkeypatch.setattr(score_tables, "ScoreTable", Noted)
    return built


def test_the_score_table_is_built_off_the_gui_thread_when_a_game_is_dealt(
        qtbot: QtBot, make_window: MakeWindow, no_tables_built: list[str]) -> None:
    window = make_window(ScriptedDice([3, 3, 3, 2, 4]), rules="yacht", players=[Player("Ann")])
    forget_tables(no_tables_built)  # as in a process that has not built Yahtzee's yet
    window.controller.new_game(preset("yahtzee"), [Player("Ann")])
    qtbot.waitUntil(lambda: score_tables.built_table(preset("yahtzee")) is not None,
                    timeout=30_000)
    assert no_tables_built == ["score-table"]   # the job runner's thread, before any roll
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    assert no_tables_built == ["score-table"]   # the roll read that table: no second build
    # rule sheet 001: with 3, 3, 3, 2, 4 "you could score 9 in the Threes box, 2 in the
    # Twos box, or 4 in the Fours box"; three of a kind and chance add all the dice (15);
    # no four of a kind, full house, straight of four or five, nor Yahtzee
    expected = {"ones": 0, "twos": 2, "threes": 9, "fours": 4, "fives": 0, "sixes": 0,
                "three_of_a_kind": 15, "four_of_a_kind": 0, "full_house": 0,
                "small_straight": 0, "large_straight": 0, "yahtzee": 0, "chance": 15}
    assert {box: preview(window, box) for box in expected} == expected
    assert window.model.data(window.model.index(window.model.box_row("threes"), 0)) == "9"


def test_a_roll_before_the_table_is_built_waits_for_that_build_not_a_second_one(
        qtbot: QtBot, make_window: MakeWindow, no_tables_built: list[str]) -> None:
    window = make_window(ScriptedDice([6, 6, 6, 6, 1]), rules="yacht", players=[Player("Ann")])
    runner = app_runner()
    runner.hold()  # the deal's build waits, as while the first window is painted
    forget_tables(no_tables_built)
    try:
        window.controller.new_game(preset("yahtzee"), [Player("Ann")])
        assert no_tables_built == []
    finally:
        runner.release()
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    runner.wait(None, 30)
    assert len(no_tables_built) == 1   # one build, whichever thread got there first
    # rule sheet 001: four of a kind and three of a kind add all the dice: 25
    assert preview(window, "four_of_a_kind") == 25
    assert preview(window, "three_of_a_kind") == 25
    assert preview(window, "sixes") == 24
    assert preview(window, "full_house") == 0


def test_the_first_roll_after_a_deal_previews_the_joker_of_rule_sheet_001(
        qtbot: QtBot, make_window: MakeWindow, no_tables_built: list[str]) -> None:
    # rule sheet 001's example: "you roll 5 Fours. You've already entered zero in the
    # YAHTZEE box, and have also scored in the Fours box ... score 40 points in the Large
    # Straight box"; its joker table: full house 25, small straight 30, the kinds and
    # chance the total of all 5 dice (20); an open upper box may not take it
    dice = ScriptedDice([1, 2, 3, 4, 6, 4, 4, 4, 1, 2, 4, 4, 4, 4, 4])
    window = make_window(dice, rules="yacht", players=[Player("Ann")])
    forget_tables(no_tables_built)
    window.controller.new_game(preset("yahtzee"), [Player("Ann")])
    for box in ("yahtzee", "fours"):
        qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not window.controller.rolling)
        click_box(qtbot, window, box)
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)
    expected = {"three_of_a_kind": 20, "four_of_a_kind": 20, "full_house": 25,
                "small_straight": 30, "large_straight": 40, "chance": 20}
    assert {box: preview(window, box) for box in expected} == expected
    assert cell_state(window, "ones") == CellState.FORBIDDEN
    assert len(no_tables_built) == 1   # built once for the whole game
