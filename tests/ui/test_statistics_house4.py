"""Statistics, play-test leftovers (issue 36): a line's label ("optimal play 25.0", "your
average") sits clear of the chart's other lines, read back as rectangles in the scene, not
pixels; a figure the rules do not have ("Extra bonuses" for Yacht) is not shown."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import HERE, Store
from yachtdice.store.stats import Filters, statistics
from yachtdice.ui.windows.statistics import StatisticsWindow
from yachtdice.ui.windows.statistics_charts import StatisticsCharts

from ..store.stats_history import local_zone, yacht  # noqa: F401
from .test_statistics import REFERENCE, window

pytestmark = pytest.mark.usefixtures("local_zone")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "stats.sqlite3")
    yield s
    for widget in QApplication.topLevelWidgets():  # (as test_statistics: windows first)
        if isinstance(widget, StatisticsWindow):
            widget.close()
    s.close()

#: Ann's Choice each game (every other Yacht box 0): five low games, then ten of 24 and 23,
#: whose average (23.5) and best (24) run just under optimal play's 25 at the chart's right
#: end, where its label was drawn, below its line (the view's middle is below it)
#: (each game's dice in another order: the history keeps one copy of a game played twice)
LOW = [(2, 2, 2, 2, 2), (3, 3, 2, 2, 2), (3, 2, 2, 2, 2), (3, 3, 3, 2, 2), (2, 2, 2, 3, 3)]
HIGH = [d for i in range(5) for d in (tuple(4 if j == i else 5 for j in range(5)),
                                      tuple(4 if j in (i, (i + 1) % 5) else 5
                                            for j in range(5)))]
CHOICES = LOW + HIGH

def drawn(item: object, view: object, steps: bool = False) -> QPainterPath:
    """A plot item's line as drawn, from its data (a step line: across, then up or down),
    in the scene, one pixel wide."""
    x, y = item.getData()  # type: ignore[attr-defined]
    if len(x) == len(y) + 1:  # a step per bin, between its two edges
        points = [p for i in range(len(y)) for p in ((x[i], y[i]), (x[i + 1], y[i]))]
    else:
        points = [(float(a), float(b)) for a, b in zip(x, y, strict=True)]
    if steps:
        points = [p for (a, b), (c, _d) in itertools.pairwise(points)
                  for p in ((a, b), (c, b))] + points[-1:]
    path = QPainterPath()
    for i, (a, b) in enumerate(points):
        at = view.mapViewToScene(QPointF(a, b))  # type: ignore[attr-defined]
        path.moveTo(at) if i == 0 else path.lineTo(at)
    return QPainterPathStroker().createStroke(path)


@pytest.mark.slow
def test_the_optimal_play_label_sits_on_no_other_line(qtbot: QtBot, store: Store) -> None:
    for i, dice in enumerate(CHOICES):
        store.record_game(yacht([dice], ["Ann"]), ended=f"2026-04-{i + 1:02d}T12:00:00+00:00",
                          origin=HERE)
    charts = StatisticsCharts(pg, lambda game: None, lambda key: None)
    qtbot.addWidget(charts.tabs)
    charts.tabs.resize(900, 480)
    charts.tabs.show()
    qtbot.waitExposed(charts.tabs)
    s = statistics(store, Filters(player="Ann"))
    assert list(s.series.score) == [10, 12, 11, 13, 12] + [24, 23] * 5
    charts.draw_time(s, replace(REFERENCE, expected_score=25.0))
    view = charts.plots["time"].plotItem.vb
    label = charts.optimal_line.label
    qtbot.waitUntil(lambda: view.sceneBoundingRect().width() > 700  # laid out, then placed
                    and view.sceneBoundingRect().contains(label.sceneBoundingRect()))
    assert label.toPlainText() == "optimal play 25.0"
    rect: QRectF = label.sceneBoundingRect()
    for name, item, steps in (("average of last 10", charts.ma10, False),
                              ("average of last 50", charts.ma50, False),
                              ("best", charts.best_line, True)):
        if item.getData()[0] is not None and len(item.getData()[0]):
            assert not drawn(item, view, steps).intersects(rect), name  # it sat on the average
    line_y = view.mapViewToScene(QPointF(1, 25.0)).y()
    assert abs(rect.bottom() - line_y) < 3 or abs(rect.top() - line_y) < 3  # beside its line

    charts.tabs.setCurrentIndex(1)
    charts.draw_distribution(s, replace(REFERENCE, expected_score=25.0))
    view = charts.plots["distribution"].plotItem.vb
    label = charts.mean_line.label
    qtbot.waitUntil(lambda: view.sceneBoundingRect().width() > 700  # the bars in view (at its
                    and view.viewRange()[0][1] > 20                # first paint), then placed
                    and view.sceneBoundingRect().contains(label.sceneBoundingRect()))
    mean = label.sceneBoundingRect()
    assert not drawn(charts.optimal_curve, view).intersects(mean)
    assert not mean.intersects(charts.plots["distribution"].plotItem.legend.sceneBoundingRect())


def test_yacht_shows_no_extra_bonuses_yahtzee_does(qtbot: QtBot, store: Store) -> None:
    for i, dice in enumerate(LOW[:3]):
        store.record_game(yacht([dice], ["Ann"]), ended=f"2026-04-{i + 1:02d}T12:00:00+00:00",
                          origin=HERE)
    w = window(qtbot, store)
    w.ruleset_box.setCurrentIndex(w.ruleset_box.findData("yacht"))
    qtbot.waitUntil(lambda: w.figures["games"].text() == "3")
    # Yacht's rules: no upper bonus and no extra all-same bonus (the rule sheet); a Yacht box
    assert w.figure_titles["extra"].isHidden() and w.figures["extra"].isHidden()
    assert w.figure_titles["bonus"].isHidden()
    assert not w.figure_titles["same"].isHidden()
    assert preset("yahtzee").extra_yahtzee_bonus == 100
    w.ruleset_box.setCurrentIndex(w.ruleset_box.findData(None))  # every rule: all shown
    qtbot.waitUntil(lambda: not w.figure_titles["extra"].isHidden())
