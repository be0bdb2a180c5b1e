"""Statistics compares like with like (issue 36): "All rules" never averages Place Value's
boxes won with points, and says how many games it left out; an upper bonus's rate counts
only the games whose rules (the version played) have an upper bonus.

Hand figures: the history of stats_history.py gives Ann 20, 25, 30, 56 and 10 points in
five Yacht games (mean 28.2); her one-box Place Value game wins her 1 box. A house ruleset
played in two versions, the first with an upper bonus (63 for 35) and the second without,
has Ann fill every upper box with five of its face (5 x 21 = 105: the bonus earned where
there is one).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, Roll, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset, UpperBonus
from yachtdice.store import Store
from yachtdice.store.stats import Filters, statistics
from yachtdice.store.stored import HERE
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.stats_history import fill, local_zone  # noqa: F401
from ..store.test_place_value_results import ONE_BOX

pytestmark = pytest.mark.usefixtures("local_zone")

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")
WITH_BONUS = replace(preset("yacht"), id="house", name="House",
                     upper_bonus=UpperBonus(63, 35))
WITHOUT_BONUS = replace(WITH_BONUS, upper_bonus=None)


def one_box_game() -> GameRecord:
    from yachtdice.core.modes.place_value.engine import PlaceClaim

    record = GameRecord.new(ONE_BOX, [Player("Ann")])
    record = record.then(Roll((5, 3, 1))).then(Score(PlaceClaim("wild", "531")))
    assert record.state.finished
    return record


def full_uppers(rules: Ruleset) -> GameRecord:
    record = GameRecord.new(rules, [Player("Ann")])
    for category in rules.categories:
        face = UPPER.index(category.id) + 1 if category.id in UPPER else 0
        record = record.then(Roll((face,) * 5 if face else (1, 2, 3, 4, 6)))
        record = record.then(Score(category.id))
    assert record.state.finished
    return record


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "stats.sqlite3")
    yield s  # type: ignore[misc]
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, StatisticsWindow):
            widget.close()
    s.close()


def test_all_rules_leaves_boxes_won_out_and_says_so(qtbot: QtBot, store: Store) -> None:
    fill(store, origin=HERE)                      # as if played here: Statistics counts them
    store.record_game(one_box_game(), origin=HERE)
    every = statistics(store, Filters(player="Ann"))
    assert every.games == 5 and every.mean == pytest.approx(28.2) and every.not_points == 1
    assert every.worst is not None and every.worst.score == 10    # not the 1 box won
    alone = statistics(store, Filters(player="Ann", ruleset_id="one-box"))
    assert alone.games == 1 and alone.mean == 1 and alone.not_points == 0

    w = StatisticsWindow(store, [preset("yacht"), ONE_BOX], lambda game: None, None,
                         reference=lambda rules: None)
    qtbot.addWidget(w)
    w.show()
    w.player_box.setCurrentIndex(w.player_box.findData("Ann"))
    qtbot.waitUntil(lambda: w.figures["games"].text() == "5")
    assert w.figures["average"].text().startswith("28.2 ± ")
    note = w.headline.not_points
    assert note.isVisible()
    assert note.text() == ("Not counted here: 1 game whose score is not points (boxes won). "
                           "Choose its rules to see it.")
    w.ruleset_box.setCurrentIndex(w.ruleset_box.findData("one-box"))
    qtbot.waitUntil(lambda: w.figures["games"].text() == "1")
    assert not note.isVisible()


def test_the_upper_bonus_rate_counts_only_games_whose_rules_have_one(store: Store) -> None:
    store.record_game(full_uppers(WITH_BONUS))
    store.record_game(full_uppers(WITHOUT_BONUS))   # the same ruleset, its bonus taken out
    s = statistics(store, Filters(ruleset_id="house"))
    assert s.games == 2
    assert s.upper_bonus_rate == 1.0                 # 1 of the 1 game with a bonus, not 1 of 2
    every = statistics(store, Filters())
    assert every.upper_bonus_rate == 1.0
