"""Statistics' charts on their own (ui/windows/statistics_charts.py): what each chart plots
is read back from its items, never from pixels; and optimal play comes from the game that
has it (pip dice), never from another."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.store import HERE, Store
from yachtdice.store.stats import Filters, statistics
from yachtdice.ui.modes import game_of
from yachtdice.ui.windows.review import plain_look
from yachtdice.ui.windows.statistics_charts import StatisticsCharts

from ..store.stats_history import fill, local_zone  # noqa: F401
from .test_statistics import REFERENCE

pytestmark = pytest.mark.usefixtures("local_zone")


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "stats.sqlite3")
    yield s  # type: ignore[misc]
    s.close()


def charts(qtbot: QtBot, opened: list[int]) -> StatisticsCharts:
    made = StatisticsCharts(pg, opened.append, lambda key: None)
    qtbot.addWidget(made.tabs)
    return made


def test_score_over_time_plots_each_game_and_the_best_so_far(qtbot: QtBot,
                                                             store: Store) -> None:
    fill(store, HERE)
    opened: list[int] = []
    c = charts(qtbot, opened)
    c.draw_time(statistics(store, Filters(player="Ann")), REFERENCE)
    # Ann's games 1-5 (tests/store/stats_history.py): 20, 25, 30, 56, 10
    x, y = c.points.getData()
    assert list(x) == [1, 2, 3, 4, 5] and list(y) == [20, 25, 30, 56, 10]
    assert list(c.best_line.getData()[1]) == [20, 25, 30, 56, 56]
    assert c.optimal_line.isVisible() and c.optimal_line.value() == 150.0
    ma_x, _ = c.ma10.getData()
    assert ma_x is None or not len(ma_x)  # fewer than 10 games: no average of the last 10
    c.open_point(3)  # the fourth point: Ann's 56 in game 4
    assert opened == [4]
    c.draw_time(statistics(store, Filters(player="Ann")), None)
    assert not c.optimal_line.isVisible()


def test_the_distribution_bins_optimal_play_for_as_many_games(qtbot: QtBot,
                                                              store: Store) -> None:
    fill(store, HERE)
    c = charts(qtbot, [])
    c.draw_distribution(statistics(store, Filters(player="Ann", ruleset_id="yacht")),
                        REFERENCE)
    edges, games = c.distribution_reference()
    # REFERENCE scores 100 or 200, evenly: of 5 games, 2.5 in each of those bins
    assert games[edges[:-1] == 100][0] == pytest.approx(2.5)
    assert games[edges[:-1] == 200][0] == pytest.approx(2.5)
    assert c.mean_line.value() == pytest.approx((20 + 25 + 30 + 56 + 10) / 5)
    c.draw_distribution(statistics(store, Filters(player="Ann")), None)
    assert len(c.distribution_reference()[0]) == 0


def test_the_boxes_are_drawn_as_given_top_down_or_a_note_in_their_place(qtbot: QtBot) -> None:
    c = charts(qtbot, [])
    c.draw_boxes([("Yacht", 10.0, 12.5, 0.8), ("Choice", 18.2, 12.5, 0.0)])
    assert c.chart_pages["boxes"].currentIndex() == 0
    assert list(c.yours.opts["width"]) == [10.0, 18.2]
    assert list(c.optimal_bars.opts["width"]) == [12.5, 12.5]
    ticks = c.plots["boxes"].getAxis("left")._tickLevels[0]
    assert [label for _, label in ticks] == ["Yacht (0 in 80%)", "Choice (0 in 0%)"]
    assert [y for y, _ in ticks] == [2.0, 1.0]  # the first row at the top
    c.draw_boxes(None, "Choose one set of rules")
    assert c.chart_pages["boxes"].currentIndex() == 1
    assert c.chart_notes["boxes"].text() == "Choose one set of rules"


def test_decision_quality_plots_the_reviewed_games_or_says_why_not(qtbot: QtBot) -> None:
    opened: list[int] = []
    c = charts(qtbot, opened)
    c.draw_quality(np.array([7, 9]), np.array([3.0, 5.0]), plain_look(), None, "")
    assert c.quality_data() == ([7, 9], [3.0, 5.0])
    assert c.chart_pages["quality"].currentIndex() == 0
    c.open_point(1, quality=True)
    assert opened == [9]
    c.draw_quality(np.zeros(0, dtype=np.int64), np.zeros(0), plain_look(), None,
                   "No game here has been reviewed yet.")
    assert c.quality_data() == ([], [])
    assert c.chart_pages["quality"].currentIndex() == 1


def test_optimal_play_is_pip_dices_and_its_rows_name_the_bonuses(store: Store) -> None:
    assert game_of(WORD_YAHTZEE).optimal_play is None
    optimal = game_of(preset("yacht")).optimal_play
    assert optimal is not None
    fill(store, HERE)
    s = statistics(store, Filters(player="Ann", ruleset_id="yacht"))
    rows = {label: (mine, best) for label, mine, best, _ in
            optimal().box_rows(s, preset("yacht"), REFERENCE)}
    # Yacht has no upper bonus and no extra Yacht bonus: its twelve boxes only, each worth
    # 12.5 to REFERENCE; Ann's Choice: (20 + 25 + 30 + 6 + 10) / 5
    assert len(rows) == 12 and rows["Choice"] == (pytest.approx(18.2), 12.5)
    assert rows["Yacht"] == (pytest.approx(10.0), 12.5)
    unknown = optimal().box_rows(s, preset("yacht"), None)  # not worked out yet
    assert len(unknown) == 12 and all(best is None for _, _, best, _ in unknown)
