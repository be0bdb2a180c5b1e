"""The toy fourth game (tests/toy/game.py, Ship, Captain and Crew) in History, High Scores
and Statistics, opened from the main window's menu: its finished games are listed like
any other, its voyages named as the game names them, and no review is offered (the toy
has none). Nothing in the package names it: the windows only ask the registry."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

import yachtdice
from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes import register, unregister
from yachtdice.store import HERE
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.highscores import HighScoresDialog
from yachtdice.ui.windows.history import HistoryDialog
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..toy.game import GAME, MODE, SHIP
from .conftest import MakeWindow

NAME = "Ship, Captain and Crew"
# Each voyage's roll; the cargo is the two dice left beside a 6, a 5 and a 4 (none: 0)
ANN_AND_BEN = [[(6, 5, 4, 3, 2), (6, 5, 4, 6, 6), (1, 1, 1, 1, 1)],   # Ann 5 + 12 + 0 = 17
               [(6, 5, 4, 1, 1), (6, 5, 4, 2, 2), (6, 5, 4, 3, 3)]]   # Ben 2 + 4 + 6 = 12
ANN_ALONE = [[(6, 5, 4, 1, 2), (2, 2, 2, 2, 2), (6, 5, 4, 5, 5)]]     # Ann 3 + 0 + 10 = 13


@pytest.fixture(autouse=True)
def toy_game() -> Iterator[None]:
    register(GAME)
    yield
    unregister(MODE)


def voyages(names: Sequence[str], rolls: list[list[tuple[int, ...]]]) -> GameRecord:
    """Each player in turn rolls once and sails the next voyage with that roll."""
    record = GameRecord.new(SHIP, [Player(n) for n in names])
    for voyage, box in enumerate(("first", "second", "third")):
        for seat in range(len(names)):
            record = record.then(Roll(rolls[seat][voyage])).then(Score(box))
    assert record.state.finished
    return record


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    window = make_window(open_store=True)
    assert window.store is not None
    window.store.record_game(voyages(["Ann", "Ben"], ANN_AND_BEN),
                             started="2026-03-01T12:00:00+00:00",
                             ended="2026-03-01T12:10:00+00:00", origin=HERE)
    window.store.record_game(voyages(["Ann"], ANN_ALONE), started="2026-03-02T12:00:00+00:00",
                             ended="2026-03-02T12:05:00+00:00", origin=HERE)
    return window


def opened(qtbot: QtBot, window: MainWindow, action: Any, kind: type) -> Any:
    action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, kind))
    return window.dialog


def shown(model: Any, column: int) -> list[str]:
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


def test_history_lists_the_toy_games_and_offers_no_review(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    asked: list[object] = []
    window.review_record = asked.append  # type: ignore[method-assign]
    history = opened(qtbot, window, window.history_action, HistoryDialog)
    assert shown(history.model, 1) == [NAME, NAME]
    assert shown(history.model, 2) == ["Ann 13", "Ann 17, Ben 12"]   # newest first
    for row in (0, 1):
        history.table.selectRow(row)
        assert not history.review_button.isEnabled()
        assert history.note.text() == "Ship dice games have no review."
    qtbot.keyClick(history.table, Qt.Key.Key_Return)
    assert asked == []


def test_high_scores_list_the_toy_under_its_name(qtbot: QtBot, window: MainWindow) -> None:
    scores = opened(qtbot, window, window.scores_action, HighScoresDialog)
    at = scores.rules.findData(SHIP.id)
    assert scores.rules.itemText(at) == NAME
    scores.rules.setCurrentIndex(at)
    assert [(h.rank, h.name, h.score) for h in scores.model.rows] == [
        (1, "Ann", 17), (2, "Ann", 13), (3, "Ben", 12)]


@pytest.mark.slow
def test_statistics_of_the_toy_name_its_voyages(qtbot: QtBot, window: MainWindow) -> None:
    stats = opened(qtbot, window, window.stats_action, StatisticsWindow)
    at = stats.ruleset_box.findData(SHIP.id)
    assert stats.ruleset_box.itemText(at) == NAME
    stats.ruleset_box.setCurrentIndex(at)
    fig = stats.figures
    assert fig["games"].text() == "2"                  # three scores in two games
    assert fig["average"].text().startswith("14.0")    # (17 + 12 + 13) / 3
    assert fig["time"].text() == "15 min"              # 10 and 5 minutes
    assert not fig["bonus"].isVisible() and not fig["same"].isVisible()  # the toy has neither
    rows = {label: (mine, best, zero) for label, mine, best, zero in stats.box_rows}
    assert rows == {"First Voyage": (pytest.approx(10 / 3), None, 0.0),       # 5, 2, 3
                    "Second Voyage": (pytest.approx(16 / 3), None, pytest.approx(1 / 3)),
                    "Third Voyage": (pytest.approx(16 / 3), None, pytest.approx(1 / 3))}
    assert "optimal play" not in [label.text for _, label in
                                  stats.plots["boxes"].plotItem.legend.items]
    assert not stats.best_button.isEnabled()   # no review to open
    assert stats.best_button.toolTip() == "Ship dice games have no review."
    assert stats.chart_notes["quality"].text().startswith("Ship dice games have no review.")


def test_no_shared_file_names_the_toy() -> None:
    package = Path(yachtdice.__file__).parent
    for path in package.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert MODE not in text and NAME not in text and "Voyage" not in text, path
