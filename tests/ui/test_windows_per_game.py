"""History, High Scores and Statistics ask each game what it can show: a review only where
the game has one, the upper bonus where it has one, one game counted once, and a ruleset
always by its name (never by the id its games are filed under). Opened through the
main window's menu, as a player does."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

import pytest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.pips.presets import preset as pip_dice
from yachtdice.core.modes.place_value.engine import PlaceClaim
from yachtdice.core.modes.place_value.rules import preset as place_value
from yachtdice.store import HERE
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.highscores import HighScoresDialog
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.stats_history import upper_words, word_game, yacht  # noqa: F401 (a fixture)
from .conftest import MakeWindow

CARD = "Place Value Yahtzee (4 digits)"
T = TypeVar("T")
pytestmark = pytest.mark.usefixtures("upper_words")  # the word games' words


def place_value_game(teacher: bool = False) -> GameRecord:
    """Ann writes 6341 in the WILD box (read aloud correctly), every other number an X;
    Ben writes X everywhere: Ann wins the wild box, and both share the eight boxes where both
    wrote X (an X counts as 0, a tie gives both the point): Ann 9, Ben 8."""
    rules = replace(place_value("place-value-4"), teacher_rule=teacher)
    record = GameRecord.new(rules, [Player("Ann"), Player("Ben")])
    for box in rules.box_ids:
        for seat in (0, 1):
            record = record.then(Roll((6, 3, 4, 1)))
            if seat == 0 and box == "wild":
                claim = PlaceClaim(box, "6341", "six thousand three hundred forty-one"
                                   if teacher else None)
            else:
                claim = PlaceClaim(box, None)
            record = record.then(Score(claim))
    assert record.state.finished
    return record


def opened(qtbot: QtBot, window: MainWindow, action: Any, kind: type) -> Any:
    action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, kind))
    return window.dialog


def items(box: QComboBox) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


def under(box: QComboBox, name: str, read: Callable[[], T]) -> list[T]:
    """What the window shows for each entry of ``box`` called ``name``, chosen in turn."""
    found = []
    for i in range(box.count()):
        if box.itemText(i) == name:
            box.setCurrentIndex(i)
            found.append(read())
    return found


def legend(plot: Any) -> list[str]:
    return [label.text for _, label in plot.plotItem.legend.items]


def test_statistics_of_a_word_game_count_it_once_with_its_bonus(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    assert window.store is not None
    window.store.record_game(word_game(), started="2026-03-01T12:00:00+00:00",
                             ended="2026-03-01T12:10:00+00:00", origin=HERE)
    stats = opened(qtbot, window, window.stats_action, StatisticsWindow)
    stats.ruleset_box.setCurrentIndex(stats.ruleset_box.findData("word-yahtzee"))
    assert stats.figures["games"].text() == "1"        # two people, one game
    assert stats.figures["bonus"].text() == "100%"     # both earned it
    assert stats.figures["time"].text() == "10 min"    # the game lasted ten minutes
    assert stats.figures["average"].text().startswith("87.0")
    # no optimal play is known for letter dice: no line, so no legend entry for one
    assert "optimal play" not in legend(stats.plots["distribution"])
    assert "optimal play" not in legend(stats.plots["boxes"])
    rows = {label: mine for label, mine, _, _ in stats.box_rows}
    assert rows["5-Letter Word"] == 12 and rows["Chance"] == 0
    # its review (the words missed) is worked out in the background, not yet kept
    assert "has been reviewed yet" in stats.chart_notes["quality"].text()


@pytest.mark.slow
def test_a_teachers_rule_game_is_shown_under_the_cards_name(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    assert window.store is not None
    window.store.record_game(place_value_game(teacher=True), origin=HERE)
    scores = opened(qtbot, window, window.scores_action, HighScoresDialog)
    assert not any("~" in n for n in items(scores.rules))
    shown = under(scores.rules, CARD, lambda: [(h.name, h.score) for h in scores.model.rows])
    assert [("Ann", 9), ("Ben", 8)] in shown
    scores.close()
    stats = opened(qtbot, window, window.stats_action, StatisticsWindow)
    assert not any("~" in n for n in items(stats.ruleset_box))
    shown = under(stats.ruleset_box, CARD, lambda: (
        stats.summary.text(), stats.figures["games"].text() if stats.stats else "0"))
    assert all("~" not in summary and CARD in summary for summary, _ in shown)
    assert "1" in [games for _, games in shown]


@pytest.mark.slow
def test_rules_deleted_since_their_game_are_still_shown_by_name(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(open_store=True)
    store = window.store
    assert store is not None
    mine = replace(pip_dice("yacht"), id="my-yacht", name="My Yacht")
    store.save_ruleset(mine)
    played = yacht([(2, 3, 4, 5, 6)], ["Ann"])   # 20 in Choice, nothing else
    store.record_game(GameRecord(mine, played.players, played.actions), origin=HERE)
    store.delete_ruleset(mine.id)   # the game keeps its rules; the list of rules does not
    scores = opened(qtbot, window, window.scores_action, HighScoresDialog)
    at = scores.rules.findData(mine.id)
    assert scores.rules.itemText(at) == "My Yacht"
    scores.rules.setCurrentIndex(at)
    assert [(h.name, h.score) for h in scores.model.rows] == [("Ann", 20)]
    scores.close()
    stats = opened(qtbot, window, window.stats_action, StatisticsWindow)
    at = stats.ruleset_box.findData(mine.id)
    assert stats.ruleset_box.itemText(at) == "My Yacht"
    stats.ruleset_box.setCurrentIndex(at)
    assert "My Yacht" in stats.summary.text()
    # its boxes, named from the rules the game was played under
    assert ("Choice", 20) in [(label, mine) for label, mine, _, _ in stats.box_rows]
