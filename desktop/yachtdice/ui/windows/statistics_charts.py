"""The Statistics window's four charts, apart from the window (its filters, figures and
background work): score over time, the score distribution, where the points go, and
decision quality.

pyqtgraph is handed in by the window, which imports it when it is first built (never on
the way to the game window). The plot items are made once; each ``draw_*`` replaces their
data with figures the window worked out (:mod:`yachtdice.store.stats`). What is drawn can
be read back (:meth:`StatisticsCharts.distribution_reference`,
:meth:`StatisticsCharts.quality_data`, the items' data), so tests look at the data, not
the pixels. The texts keep the window's translation context ("StatisticsWindow").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus
from yachtdice.store.safe_files import write_file
from yachtdice.store.stats import Filters, Stats, local_dates
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import BoxRow, Reference
from yachtdice.ui.widgets.locale_text import Localised, day, decimal, locale_ticks, percent
from yachtdice.ui.windows.chart_labels import place

if TYPE_CHECKING:
    from pyqtgraph import (
        BarGraphItem,
        InfiniteLine,
        PlotDataItem,
        PlotWidget,
        ScatterPlotItem,
    )

    from yachtdice.ui.modes import AnyReviewLook

SKY, BLUE, GREEN, ORANGE = "#56B4E9", "#0072B2", "#009E73", "#E69F00"
CHARTS = ("time", "distribution", "boxes", "quality")
CHART_TITLES = {"time": QT_TRANSLATE_NOOP("StatisticsWindow", "Score over time"),
                "distribution": QT_TRANSLATE_NOOP("StatisticsWindow", "Score distribution"),
                "boxes": QT_TRANSLATE_NOOP("StatisticsWindow", "Where the points go"),
                "quality": QT_TRANSLATE_NOOP("StatisticsWindow", "Decision quality")}
_PERSONAL_BEST = QT_TRANSLATE_NOOP("StatisticsWindow", "personal best")
_BEST_OF_PLAYERS = QT_TRANSLATE_NOOP("StatisticsWindow", "best of all players")
_BEST_OF_PEOPLE = QT_TRANSLATE_NOOP("StatisticsWindow", "best of all people")
_OPTIMAL_AT = QT_TRANSLATE_NOOP("StatisticsWindow", "optimal play {value}")
_POINT = Numerus.translate("StatisticsWindow", "{date}: {points} point(s) (game {game})", None, 1)
_ZEROS = QT_TRANSLATE_NOOP("StatisticsWindow", "{box} (0 in {share})")
translate = QCoreApplication.translate  # the window's context, as lupdate reads it

MOST_POINTS = 2_000
#: the height kept above a chart for its legend, one row of samples and names
LEGEND_ROW = 28


def _sample(count: int, most: int = MOST_POINTS) -> np.ndarray:
    """Which games to draw as points: all of them, or beyond ``most`` (where the dots
    cover each other anyway) an even sample that keeps the first and the last."""
    if count <= most:
        return np.arange(count)
    return np.unique(np.linspace(0, count - 1, most).astype(np.int64))


def _listed(plot: PlotWidget, line: object, drawn: bool) -> None:
    """A line is in the legend only while it is drawn ("average of last 50" with fewer
    than 50 games named a line that is not there)."""
    legend = plot.plotItem.legend
    if legend is None:
        return
    listed = any(sample.item is line for sample, _ in legend.items)
    if drawn and not listed:
        legend.addItem(line, line.name())  # type: ignore[attr-defined]
    elif listed and not drawn:
        legend.removeItem(line)


def _legend_above(pg: ModuleType, plot: PlotWidget) -> None:
    """The plot's legend in one row above the chart, right-aligned: never over a bar, a
    point or a line (inside the chart it covered the longest bars)."""
    item = plot.plotItem
    legend = pg.LegendItem(offset=None, colCount=4)
    legend.layout.setContentsMargins(4, 2, 4, 2)
    legend.setParentItem(item)
    legend.anchor(itemPos=(1, 0), parentPos=(1, 0), offset=(-6, 0))
    item.legend = legend  # items named when added are listed in it
    item.layout.setContentsMargins(1, LEGEND_ROW, 1, 1)


def _score_range(values: np.ndarray, reference: float | None) -> tuple[float, float]:
    """The y range that shows every value and the reference line, with a margin (one game
    alone drew a narrow band around its score, and a reference far off it was not shown);
    from 0 at the lowest when nothing is below 0."""
    marks = np.append(values, [] if reference is None else [reference]).astype(float)
    if not len(marks):
        return 0.0, 1.0
    lo, hi = float(marks.min()), float(marks.max())
    pad = max((hi - lo) * 0.08, abs(hi) * 0.05, 1.0)
    return (max(lo - pad, 0.0) if lo >= 0 else lo - pad), hi + pad


def _thin(x: np.ndarray, y: np.ndarray, most: int = 1200) -> tuple[np.ndarray, np.ndarray]:
    """A long line drawn through at most ``most`` of its points (a screen has fewer
    pixels; drawing 100,000 antialiased segments takes seconds). The last point stays."""
    if len(x) <= most:
        return x, y
    keep = np.unique(np.append(np.linspace(0, len(x) - 1, most).astype(np.int64), len(x) - 1))
    return x[keep], y[keep]


def game_numbers(games: np.ndarray) -> np.ndarray:
    """Each score's game counted from 1, oldest first: the scores of one game share its
    number, so the axis counts what the headline's "Games" counts (two people at one
    table are two points over one game, never two games)."""
    if not len(games):
        return np.zeros(0)
    _, first, inverse = np.unique(games, return_index=True, return_inverse=True)
    number = np.empty(len(first), dtype=np.int64)
    number[np.argsort(first, kind="stable")] = np.arange(1, len(first) + 1)
    out: np.ndarray = number[inverse].astype(float)
    return out


def game_average(number: np.ndarray, values: np.ndarray, window: int
                 ) -> tuple[np.ndarray, np.ndarray]:
    """At each game (``number``: :func:`game_numbers`), the mean of the scores of the last
    ``window`` games up to it (of all of them at the start): with one score a game, the
    moving average of the scores."""
    count = int(number.max()) if len(number) else 0
    at = number.astype(np.int64) - 1
    sums = np.concatenate(([0.0], np.cumsum(np.bincount(at, weights=values, minlength=count))))
    seen = np.concatenate(([0], np.cumsum(np.bincount(at, minlength=count))))
    idx = np.arange(1, count + 1)
    lo = np.maximum(0, idx - window)
    return idx.astype(float), (sums[idx] - sums[lo]) / (seen[idx] - seen[lo])


def _game_best(number: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The best score so far at each game where it rises, and at the last game."""
    count = int(number.max()) if len(number) else 0
    if not count:
        return np.zeros(0), np.zeros(0)
    top = np.full(count, -np.inf)
    np.maximum.at(top, number.astype(np.int64) - 1, values)
    best = np.maximum.accumulate(top)
    steps = np.minimum(np.flatnonzero(np.diff(best, prepend=-1.0, append=-1.0)), count - 1)
    return steps + 1.0, best[steps]


def _whole_number_ticks(plot: PlotWidget, count: int) -> None:
    """Games are counted in whole numbers: with few of them, label each one."""
    axis = plot.getAxis("bottom")
    axis.setTicks([[(float(i), str(i)) for i in range(1, count + 1)]] if count <= 12 else None)
    plot.setXRange(0.5, max(1, count) + 0.5, padding=0.02)


def _rename(plot: PlotWidget, item: PlotDataItem, name: str) -> None:
    """Give a plot item another name, in the legend too."""
    if item.name() == name:
        return
    item.opts["name"] = name
    legend = plot.plotItem.legend
    for sample, label in legend.items if legend is not None else ():
        if sample.item is item:
            label.setText(name)


def best_name(f: Filters) -> str:
    """What the best-so-far line is the best of: one player's, or everyone's counted."""
    if f.player is not None:
        return translated(_PERSONAL_BEST)
    return translated(_BEST_OF_PLAYERS if f.include_computers else _BEST_OF_PEOPLE)


def _index(x: float, data: object) -> int:
    """The index of a plotted score: its point's data (each point knows its score), else
    (a point drawn without) its place on the axis."""
    if isinstance(data, int | np.integer):
        return int(data)
    return int(np.rint(x)) - 1


class StatisticsCharts:
    """The charts, in :attr:`tabs`: one plot per key of :data:`CHARTS` (:attr:`plots`),
    with a note in its place when it has nothing to draw (:attr:`chart_notes`) and a Save
    as PNG button (``ask_png(key)``). A click on a game's point asks ``open_game(game)``."""

    def __init__(self, pg: ModuleType, open_game: Callable[[int], None],
                 ask_png: Callable[[str], None]) -> None:
        self._pg = pg
        self._open_game = open_game
        self.tabs = QTabWidget()
        self.plots: dict[str, PlotWidget] = {}
        self.chart_pages: dict[str, QStackedWidget] = {}
        self.chart_notes: dict[str, QLabel] = {}
        self._stats: Stats | None = None
        self.quality_games: np.ndarray = np.zeros(0, dtype=np.int64)
        self.quality_look: AnyReviewLook | None = None
        for key in CHARTS:
            self.tabs.addTab(self._page(key, ask_png), translated(CHART_TITLES[key]))
        self._time_items()
        self._distribution_items()
        self._box_items()
        self.losses, self.loss_ma = self._games_and_average(
            "quality", translate("StatisticsWindow", "reviewed game"),
            translate("StatisticsWindow", "expected points given away"), self.loss_tip)
        # the lines' labels placed clear of the other lines whenever the view changes: once
        # the view's items have followed it (in the signal, the line was still where it was)
        self.labelled = {"time": (self.optimal_line, (self.ma10, self.ma50, self.best_line)),
                         "distribution": (self.mean_line, (self.optimal_curve,))}
        self._placing: dict[str, QTimer] = {}
        for key in self.labelled:
            timer = self._placing[key] = QTimer(self.tabs, singleShot=True, interval=0)
            timer.timeout.connect(lambda k=key: self.place_label(k))
            view = self.plots[key].plotItem.vb
            view.sigResized.connect(lambda _v, t=timer: t.start())
            view.sigTransformChanged.connect(lambda _v, t=timer: t.start())

    def place_label(self, key: str) -> QRectF | None:
        """Put chart ``key``'s line label where no other line runs (:mod:`.chart_labels`);
        its rectangle in the scene."""
        line, others = self.labelled[key]
        return place(line, others)

    def _page(self, key: str, ask_png: Callable[[str], None]) -> QWidget:
        # without pyqtgraph's own menus (transforms, FFT, its export): they are not for
        # players, PNG has its button, and building them took a quarter of the opening
        plot = self._pg.PlotWidget(enableMenu=False)
        plot.hideButtons()
        for side in ("left", "bottom"):
            locale_ticks(plot.getAxis(side))
        _legend_above(self._pg, plot)
        self.plots[key] = plot
        note = QLabel()
        note.setTextFormat(Qt.TextFormat.PlainText)
        note.setWordWrap(True)
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart_notes[key] = note
        stack = QStackedWidget()
        stack.addWidget(plot)
        stack.addWidget(note)
        self.chart_pages[key] = stack
        save = QPushButton(translate("StatisticsWindow", "Save as PNG…"))
        save.clicked.connect(lambda _=False, k=key: ask_png(k))
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.addWidget(stack, 1)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(save)
        lay.addLayout(row)
        return page

    def _time_items(self) -> None:
        """1. score over time"""
        pg, t = self._pg, self.plots["time"]
        self.points, self.ma10 = self._games_and_average(
            "time", translate("StatisticsWindow", "game"),
            translate("StatisticsWindow", "score"), self._point_tip)
        self.ma50: PlotDataItem = pg.PlotDataItem(
            pen=pg.mkPen(GREEN, width=2),
            name=translate("StatisticsWindow", "average of last 50"),
            antialias=False)  # long jagged lines: plain is 5x faster
        self.best_line: PlotDataItem = pg.PlotDataItem(
            pen=pg.mkPen(ORANGE, width=2), stepMode="right", name=translated(_PERSONAL_BEST))
        self.optimal_line: InfiniteLine = pg.InfiniteLine(
            angle=0, movable=False, pen=pg.mkPen(ORANGE, width=1, style=Qt.PenStyle.DashLine),
            label=" ", labelOpts={"position": 0.92})  # its text is set with its value
        for item in (self.ma50, self.best_line):
            t.addItem(item)
        t.addItem(self.optimal_line, ignoreBounds=True)

    def _distribution_items(self) -> None:
        """2. score distribution"""
        pg, d = self._pg, self.plots["distribution"]
        d.setLabel("bottom", translate("StatisticsWindow", "score"))
        d.setLabel("left", translate("StatisticsWindow", "games"))
        self.bars: BarGraphItem = pg.BarGraphItem(
            x0=[], height=[], width=10, brush=pg.mkBrush(SKY),
            name=translate("StatisticsWindow", "your games"))
        self.optimal_curve: PlotDataItem = pg.PlotDataItem(
            pen=pg.mkPen(GREEN, width=2), stepMode="center",
            name=translate("StatisticsWindow", "optimal play"))
        self.mean_line: InfiniteLine = pg.InfiniteLine(
            angle=90, movable=False, pen=pg.mkPen(ORANGE, width=2),
            label=translate("StatisticsWindow", "your average"), labelOpts={"position": 0.9})
        d.addItem(self.bars)
        d.addItem(self.optimal_curve)
        d.addItem(self.mean_line, ignoreBounds=True)

    def _box_items(self) -> None:
        """3. where the points go"""
        pg, b = self._pg, self.plots["boxes"]
        b.setLabel("bottom", translate("StatisticsWindow", "points per game"))
        self.yours: BarGraphItem = pg.BarGraphItem(
            x0=0, y=[], width=[], height=0.38, brush=pg.mkBrush(SKY),
            name=translate("StatisticsWindow", "you"))
        self.optimal_bars: BarGraphItem = pg.BarGraphItem(
            x0=0, y=[], width=[], height=0.38, brush=pg.mkBrush(BLUE),
            name=translate("StatisticsWindow", "optimal play"))
        b.addItem(self.yours)
        b.addItem(self.optimal_bars)

    def _games_and_average(self, key: str, x_label: str, y_label: str,
                           tip: Callable[[float, float, object], str]
                           ) -> tuple[ScatterPlotItem, PlotDataItem]:
        """A point per game (hover: ``tip``; click: its review) and the last-10 average."""
        pg = self._pg
        plot = self.plots[key]
        plot.setLabel("bottom", x_label)
        plot.setLabel("left", y_label)
        points = pg.ScatterPlotItem(size=6, pen=None, brush=pg.mkBrush(SKY), hoverable=True,
                                    tip=tip, name=translate("StatisticsWindow", "game"))
        points.sigClicked.connect(self._point_clicked)
        average = pg.PlotDataItem(pen=pg.mkPen(BLUE, width=2),
                                  name=translate("StatisticsWindow", "average of last 10"),
                                  antialias=False)
        plot.addItem(points)
        plot.addItem(average)
        return points, average

    def apply_theme(self, palette: QPalette) -> None:
        """pyqtgraph ignores QPalette: give each plot the window's colours."""
        back = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        for plot in self.plots.values():
            plot.setBackground(back)
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                axis.setPen(text)
                axis.setTextPen(text)
            legend = plot.plotItem.legend
            if legend is not None:
                legend.setLabelTextColor(text)
                for _, label in legend.items:  # the colour applies when the text is set
                    label.setText(label.text, color=text)
                legend.setBrush(QColor(back.red(), back.green(), back.blue(), 200))
        for line in (self.optimal_line, self.mean_line):
            line.label.setColor(text)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_time(self, s: Stats, reference: Reference | None) -> None:
        """A point per score, the averages of the last 10 and 50, the best so far, and
        optimal play's expected score (a reference known)."""
        self._stats = s
        x = game_numbers(s.series.game)  # a point per score, over its game's number
        y = s.series.score.astype(float)
        games = int(x.max()) if len(x) else 0
        shown = _sample(len(x))
        self.points.setData(x=x[shown], y=y[shown], data=shown)  # data: the score's index
        for line, window in ((self.ma10, 10), (self.ma50, 50)):  # once there are enough games
            line.setData(*(_thin(*game_average(x, y, window)) if games >= window
                           else ([], [])))
            _listed(self.plots["time"], line, games >= window)
        self.best_line.setData(*_game_best(x, y))
        _rename(self.plots["time"], self.best_line, best_name(s.filters))
        _whole_number_ticks(self.plots["time"], games)
        line = self.optimal_line
        line.setVisible(reference is not None)
        if reference is not None:
            line.setValue(reference.expected_score)
            line.label.setFormat(translated(_OPTIMAL_AT.format(
                value=decimal(reference.expected_score))))
        ref = reference.expected_score if reference is not None else None
        self.plots["time"].setYRange(*_score_range(y, ref), padding=0)
        self._placing["time"].start()

    def draw_distribution(self, s: Stats, reference: Reference | None) -> None:
        """The games per score bin, their average, and how many optimal play would have in
        each bin (a reference known)."""
        width = s.bin_width
        x0 = np.array([b.low for b in s.histogram], dtype=float)
        heights = np.array([b.games for b in s.histogram], dtype=float)
        self.bars.setOpts(x0=x0, height=heights, width=width)
        assert s.mean is not None
        self.mean_line.setValue(s.mean)
        if reference is not None:
            probs = np.asarray(reference.probabilities)
            edges = np.arange(0, len(probs) + width, width)
            binned = np.add.reduceat(probs, edges[:-1][edges[:-1] < len(probs)])
            self.optimal_curve.setData(edges[:len(binned) + 1].astype(float),
                                       binned * s.scores)
        else:
            self.optimal_curve.setData([], [])
        _listed(self.plots["distribution"], self.optimal_curve, reference is not None)
        self._placing["distribution"].start()

    def distribution_reference(self) -> tuple[np.ndarray, np.ndarray]:
        """The optimal-play curve as drawn (bin edges, expected games per bin)."""
        x, y = self.optimal_curve.getData()
        return (np.zeros(0), np.zeros(0)) if x is None else (np.asarray(x), np.asarray(y))

    def draw_boxes(self, rows: Sequence[BoxRow] | None, note: str = "") -> None:
        """Your average and optimal play's per box, the most given up at the top; None:
        ``note`` in the chart's place."""
        page = self.chart_pages["boxes"]
        if rows is None:
            self.chart_notes["boxes"].setText(note)
            page.setCurrentIndex(1)
            return
        page.setCurrentIndex(0)
        y = np.arange(len(rows), 0, -1, dtype=float)   # the most given up at the top
        self.yours.setOpts(x0=0, y=y + 0.2, width=[r[1] for r in rows], height=0.38)
        self.optimal_bars.setOpts(x0=0, y=y - 0.2, width=[r[2] or 0.0 for r in rows],
                                  height=0.38)
        ticks = [(float(y[i]), r[0] if r[3] is None
                  else translated(_ZEROS.format(box=r[0], share=percent(r[3]))))
                 for i, r in enumerate(rows)]
        self.plots["boxes"].getAxis("left").setTicks([ticks])
        self.plots["boxes"].setYRange(0.4, len(rows) + 0.6, padding=0)
        _listed(self.plots["boxes"], self.optimal_bars, any(r[2] is not None for r in rows))

    def draw_quality(self, games: np.ndarray, given: np.ndarray, look: AnyReviewLook,
                     title: str | None, note: str) -> None:
        """The reviewed games' figure in ``look``'s words (``title`` above the chart, None:
        none); no games: ``note`` in the chart's place."""
        plot = self.plots["quality"]
        self.quality_look = look
        self.quality_games = games
        self.tabs.setTabText(CHARTS.index("quality"), look.chart_title)
        plot.setLabel("left", look.measure)
        plot.setTitle(title)
        page = self.chart_pages["quality"]
        if not len(games):
            self.chart_notes["quality"].setText(note)
            page.setCurrentIndex(1)
            self.losses.setData(x=[], y=[])
            self.loss_ma.setData([], [])
            _listed(plot, self.loss_ma, False)
            return
        page.setCurrentIndex(0)
        x = game_numbers(games)  # each reviewed score over its game's number
        count = int(x.max())
        self.losses.setData(x=x, y=given, data=np.arange(len(games)))
        plot.setYRange(*_score_range(np.append(given, 0.0), None), padding=0)
        self.loss_ma.setData(*(_thin(*game_average(x, given, 10)) if count >= 10
                               else ([], [])))
        _listed(plot, self.loss_ma, count >= 10)
        _whole_number_ticks(plot, count)

    def quality_data(self) -> tuple[list[int], list[float]]:
        """The quality chart as drawn: the games plotted and their figures (for tests)."""
        _, y = self.losses.getData()
        return [int(g) for g in self.quality_games], [] if y is None else [float(v) for v in y]

    # -- the points ------------------------------------------------------------------------------
    def _point_tip(self, x: float, y: float, data: object) -> str:
        s = self._stats
        if s is None:
            return ""
        i = _index(x, data)
        when = local_dates(s.series.when[i:i + 1])[0]
        return translated(_POINT.format(date=day(when), points=int(y), n=int(y),
                                        game=str(int(s.series.game[i]))))

    def loss_tip(self, x: float, y: float, data: object) -> str:
        """A quality point's tooltip: its game and figure, in the review's words."""
        i = _index(x, data)
        look = self.quality_look
        return "" if look is None else look.figure.format(game=int(self.quality_games[i]),
                                                          value=Localised(y))

    def _point_clicked(self, item: object, points: Sequence[object], *_: object) -> None:
        if len(points):
            spot = points[0]
            self.open_point(_index(spot.pos().x(), spot.data()),  # type: ignore[attr-defined]
                            item is self.losses)

    def open_point(self, index: int, quality: bool = False) -> None:
        """Open the review of the game of the index-th plotted score (of the score or
        quality chart)."""
        games = self.quality_games if quality else (
            self._stats.series.game if self._stats else np.zeros(0))
        if 0 <= index < len(games):
            self._open_game(int(games[index]))

    def forget(self) -> None:
        """The window closed: keep no statistics in memory."""
        self._stats = None

    def export_png(self, key: str, path: Path) -> None:
        """Save a chart as PNG, written whole (see store.safe_files: FileRefused says why
        not)."""
        from pyqtgraph.exporters import ImageExporter

        image = ImageExporter(self.plots[key].plotItem).export(toBytes=True)
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        write_file(path, bytes(buffer.data().data()))
