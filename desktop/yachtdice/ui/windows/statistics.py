"""The Statistics window: filters, headline figures and four charts of a player's history.

Every figure comes from :mod:`yachtdice.store.stats` (the same code as
``yachtdice-cli stats``). pyqtgraph is imported when the window is first built, never
on the way to the game window. The plot items are made once; a filter change only
replaces their data. Optimal play's reference (a solve and a forward pass) and the
reviews of games not yet reviewed are worked out in the background (the job runner). What
a game can show (optimal play, a review, an upper bonus, an all-same box, its boxes' names)
is asked of the game.
"""

from __future__ import annotations

import contextlib
import csv
import io
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import QBuffer, QIODevice, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import YachtDiceError, as_sentence
from yachtdice.core.modes import mode, mode_for
from yachtdice.core.modes.pips.optimal.distribution import ScoreDistribution
from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.store import Store, StoreError
from yachtdice.store.ruleset_names import shown_name
from yachtdice.store.safe_files import FileRefused, write_file
from yachtdice.store.stats import (
    CSV_HEADER,
    FilterError,
    Filters,
    Stats,
    export_rows,
    game_modes,
    local_dates,
    moving_average,
    no_review,
    people,
    played_name,
    played_rulesets,
    quick_periods,
    reviewed_series,
    statistics,
)
from yachtdice.store.stats_rows import (
    Rows,
    empty_rows,
    finished_seats,
    first_rows,
    has_snapshot,
    load,
    save_snapshot,
    version,
)
from yachtdice.ui.i18n import translated
from yachtdice.ui.jobs.runner import Job, JobRunner, app_runner
from yachtdice.ui.widgets.locale_text import (
    Localised,
    day,
    decimal,
    locale_ticks,
    percent,
    whole,
)
from yachtdice.ui.widgets.plain import plain_tip
from yachtdice.ui.widgets.theme import ProgressBar
from yachtdice.ui.windows.filters import FilterBar
from yachtdice.ui.windows.review import look_of, plain_look

SKY, BLUE, GREEN, ORANGE = "#56B4E9", "#0072B2", "#009E73", "#E69F00"
SETTING = "statistics.filters"
CHARTS = ("time", "distribution", "boxes", "quality")
CHART_TITLES = {"time": QT_TRANSLATE_NOOP("StatisticsWindow", "Score over time"),
                "distribution": QT_TRANSLATE_NOOP("StatisticsWindow", "Score distribution"),
                "boxes": QT_TRANSLATE_NOOP("StatisticsWindow", "Where the points go"),
                "quality": QT_TRANSLATE_NOOP("StatisticsWindow", "Decision quality")}
_PERSONAL_BEST = QT_TRANSLATE_NOOP("StatisticsWindow", "personal best")
_BEST_OF_PLAYERS = QT_TRANSLATE_NOOP("StatisticsWindow", "best of all players")
_BEST_OF_PEOPLE = QT_TRANSLATE_NOOP("StatisticsWindow", "best of all people")
_HOURS = QT_TRANSLATE_NOOP("StatisticsWindow", "{hours} h {minutes} min")
_MINUTES = QT_TRANSLATE_NOOP("StatisticsWindow", "{minutes} min")
_UPPER_BONUS = QT_TRANSLATE_NOOP("StatisticsWindow", "Upper bonus")
_EXTRA_BONUSES = QT_TRANSLATE_NOOP("StatisticsWindow", "Extra bonuses")
_OPTIMAL_AT = QT_TRANSLATE_NOOP("StatisticsWindow", "optimal play {value}")
_AVERAGE = QT_TRANSLATE_NOOP("StatisticsWindow", "{mean} ± {sd}")
_EXTRA = QT_TRANSLATE_NOOP("StatisticsWindow", "{points} points in {games} games")
_EXTRA_ONE = QT_TRANSLATE_NOOP("StatisticsWindow", "{points} points in 1 game")
_BEST = QT_TRANSLATE_NOOP("StatisticsWindow", "Best: {score} on {date}")
_WORST = QT_TRANSLATE_NOOP("StatisticsWindow", "Worst: {score} on {date}")
_AGAINST = QT_TRANSLATE_NOOP(
    "StatisticsWindow", "against {opponent}: {wins} won, {losses} lost, {ties} tied")
_VERSUS = QT_TRANSLATE_NOOP("StatisticsWindow", "{first}  ·  {next}")
_SHOWING = QT_TRANSLATE_NOOP("StatisticsWindow", "Showing: {filters}")
_POINT = QT_TRANSLATE_NOOP("StatisticsWindow", "{date}: {points} points (game {game})")
_ZEROS = QT_TRANSLATE_NOOP("StatisticsWindow", "{box} (0 in {share})")
_OPEN_REVIEW = QT_TRANSLATE_NOOP("StatisticsWindow", "Open this game's review")
_FAILED = QT_TRANSLATE_NOOP("StatisticsWindow", "The statistics could not be worked out")
_READING = QT_TRANSLATE_NOOP(
    "StatisticsWindow",
    "Reading your history for the first time: the statistics appear in a moment.")
_NO_MATCH = QT_TRANSLATE_NOOP(
    "StatisticsWindow", "No games match these filters. Try all rules, every person or all time.")
_NO_GAMES = QT_TRANSLATE_NOOP(
    "StatisticsWindow",
    "No finished games yet. Play a game to the end and your statistics will appear here: scores "
    "over time, their spread, where the points go and how close your choices come to the best "
    "ones.")
_ONE_RULESET = QT_TRANSLATE_NOOP(
    "StatisticsWindow",
    "Choose one set of rules above to see, box by box, your average next to optimal play's.")
_NO_QUALITY = QT_TRANSLATE_NOOP(
    "StatisticsWindow", "{problem} Decision quality is shown for games with a review.")
_NOT_REVIEWED = QT_TRANSLATE_NOOP(
    "StatisticsWindow",
    "No game here has been reviewed yet. Reviews are worked out in the background while this "
    "window is open; each game is reviewed once.")
_ONE_GAME_ONLY = QT_TRANSLATE_NOOP(
    "StatisticsWindow", "{game} games only: choose a set of rules above to see another game's.")

ReferenceSource = Callable[[Any], ScoreDistribution | None]


def _plain(label: QLabel) -> QLabel:
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


MOST_POINTS = 2_000


def _sample(count: int, most: int = MOST_POINTS) -> np.ndarray:
    """Which games to draw as points: all of them, or beyond ``most`` (where the dots
    cover each other anyway) an even sample that keeps the first and the last."""
    if count <= most:
        return np.arange(count)
    return np.unique(np.linspace(0, count - 1, most).astype(np.int64))



def _listed(plot: Any, line: Any, drawn: bool) -> None:
    """A line is in the legend only while it is drawn ("average of last 50" with fewer
    than 50 games named a line that is not there)."""
    legend = plot.plotItem.legend
    if legend is None:
        return
    listed = any(sample.item is line for sample, _ in legend.items)
    if drawn and not listed:
        legend.addItem(line, line.name())
    elif listed and not drawn:
        legend.removeItem(line)


#: the height kept above a chart for its legend, one row of samples and names
LEGEND_ROW = 28


def _legend_above(pg: Any, plot: Any) -> None:
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


def _whole_number_ticks(plot: Any, count: int) -> None:
    """Games are counted in whole numbers: with few of them, label each one."""
    axis = plot.getAxis("bottom")
    axis.setTicks([[(float(i), str(i)) for i in range(1, count + 1)]] if count <= 12 else None)
    plot.setXRange(0.5, max(1, count) + 0.5, padding=0.02)


def _rename(plot: Any, item: Any, name: str) -> None:
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


def _duration(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    if hours:
        return translated(_HOURS.format(hours=hours, minutes=f"{rest // 60:02d}"))
    return translated(_MINUTES.format(minutes=rest // 60))


class _Stopped(Exception):
    """The window closed: background work stops at its next progress report."""


class Worker(QObject):
    """The window's background work, run as jobs of the application's job runner (owned
    by this worker, so by the window): results and progress come back on the GUI thread;
    ``stop()`` (when the window closes) cancels the jobs, which end at their next progress
    report, and drops whatever they would still have delivered."""

    done = Signal(object, object)   # (tag, result)
    progress = Signal(int, int)     # (done, total)

    def __init__(self, parent: QObject | None = None, runner: JobRunner | None = None) -> None:
        super().__init__(parent)
        self._runner = runner or app_runner()
        self._stop = False

    def stop(self) -> None:
        self._runner.cancel(self)
        self._stop = True

    @property
    def stopped(self) -> bool:
        """True once the window closed: results still queued for it are dropped."""
        return self._stop

    def run(self, tag: object, job: Callable[[Callable[[int, int], None]], object]) -> None:
        last = [(-1, -1)]

        def work(handle: Job[object, tuple[int, int]]) -> object:
            def report(done: int, total: int) -> None:
                if handle.cancelled:
                    raise _Stopped
                if (done, total) != last[0]:  # else a solve checking in: nothing new to show
                    last[0] = (done, total)
                    handle.progress((done, total))

            try:
                return job(report)
            except (OSError, ValueError, StoreError, MemoryError) as exc:
                return exc

        self._runner.submit(work, self, name="statistics",
                            done=lambda result: self.done.emit(tag, result),
                            progress=lambda p: self.progress.emit(*p),
                            failed=lambda reason: self.done.emit(tag, reason),
                            failure=translated(_FAILED))


class StatisticsWindow(QDialog):
    """Game ▸ Statistics. ``open_review(game_id)`` opens that game's review."""

    #: finished seats beyond which a history without a snapshot is read in the background
    READ_IN_BACKGROUND = 5_000

    def __init__(self, store: Store, rulesets: Sequence[Any],
                 open_review: Callable[[int], None], parent: QWidget | None = None,
                 reference: ReferenceSource | None = None,
                 reviewer: Callable[[Filters, Callable[[int, int], None]], object] | None = None
                 ) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # the first Statistics window pays for the import

        pg.setConfigOptions(antialias=True)
        self._pg = pg
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self.rulesets = {r.id: r for r in rulesets}
        self._played: dict[str, Any] = {}  # rules played but not offered, read from a game
        self.open_review = open_review
        self.reference_source = reference
        self.reviewer = reviewer
        self.stats: Stats | None = None
        self.reference: ScoreDistribution | None = None
        self._references: dict[str, ScoreDistribution | None] = {}
        self._reviewing = False
        self._saving = False
        self._rows_version = version(store)
        # every finished seat, as columns (see store/stats_rows.py); a long history without
        # a snapshot yet (the first opening after the upgrade) is read off the GUI thread
        self._first_read = not has_snapshot(store) and \
            finished_seats(store) > self.READ_IN_BACKGROUND
        self.rows = empty_rows() if self._first_read else load(store)
        self.worker = Worker(self)
        self.worker.done.connect(self._job_done)
        self.worker.progress.connect(self._job_progress)
        self._build_filters()
        self._build_headline()
        self._build_charts()
        self.empty = _plain(QLabel())
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget()
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addLayout(self.headline)
        body_layout.addWidget(self.tabs, 1)
        self.pages.addWidget(body)
        self.pages.addWidget(self.empty)
        self.csv_button = QPushButton(self.tr("Export games as CSV…"))
        self.csv_button.clicked.connect(self._ask_csv)
        self.review_bar = ProgressBar()
        self.review_bar.setFormat(self.tr("Reviewing games: %v of %m"))
        self.review_bar.hide()
        bottom = QHBoxLayout()
        bottom.addWidget(self.review_bar, 1)
        bottom.addStretch()
        bottom.addWidget(self.csv_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_bar)
        layout.addWidget(self.summary)
        layout.addWidget(self.pages, 1)
        layout.addLayout(bottom)
        self.resize(960, 720)
        for button in self.findChildren(QPushButton):  # Enter in a filter opened "Best"
            button.setAutoDefault(False)
        self.apply_theme()
        self._load_filters()
        self.refresh()
        if self._first_read:
            path = self.store.path
            self.worker.run(("first",), lambda _progress: first_rows(path))

    # -- filters ---------------------------------------------------------------------------------
    def _build_filters(self) -> None:
        bar = self.filter_bar = FilterBar()
        # the controls by name, for the window's own use and its tests
        self.ruleset_box, self.player_box, self.period_box = \
            bar.ruleset_box, bar.player_box, bar.period_box
        self.since_edit, self.until_edit = bar.since_edit, bar.until_edit
        self.computers, self.unassisted = bar.computers, bar.unassisted
        self.summary = _plain(QLabel())
        self.summary.setObjectName("filterSummary")
        self._fill_choices()
        bar.changed.connect(self._filters_changed)

    def _fill_choices(self) -> None:
        played = played_rulesets(self.rows)
        rulesets = []
        for rid in [*played, *(r for r in self.rulesets if r not in played)]:
            rules = self.rulesets.get(rid)
            rulesets.append((rid, shown_name(rid, rules.name) if rules
                             else played_name(self.store, rid)))
        self.filter_bar.fill(rulesets, people(self.store, self.rows),
                             quick_periods(self.store, rows=self.rows))

    def filters(self) -> Filters:
        """The filters as the controls set them."""
        return self.filter_bar.filters()

    def set_filters(self, f: Filters) -> None:
        """Set the controls (unknown values fall back to "all")."""
        self.filter_bar.set_filters(f)

    def _load_filters(self) -> None:
        self.filter_bar.restore(self.store, SETTING)

    def _filters_changed(self) -> None:
        self.filter_bar.remember(self.store, SETTING)
        self.refresh()

    # -- headline --------------------------------------------------------------------------------
    def _build_headline(self) -> None:
        grid = QGridLayout()
        self.figures: dict[str, QLabel] = {}
        self.figure_titles: dict[str, QLabel] = {}
        names = [("games", self.tr("Games")), ("average", self.tr("Average")),
                 ("median", self.tr("Median")), ("bonus", self.tr("Upper bonus")),
                 ("same", self.tr("All-same box")), ("extra", self.tr("Extra bonuses")),
                 ("time", self.tr("Time played"))]
        for i, (key, title) in enumerate(names):
            self.figure_titles[key] = _plain(QLabel(title))
            grid.addWidget(self.figure_titles[key], 0, i)
            self.figures[key] = _plain(QLabel("—"))
            grid.addWidget(self.figures[key], 1, i)
        self.best_button = QPushButton(self.tr("Best: —"))
        self.worst_button = QPushButton(self.tr("Worst: —"))
        for button, which in ((self.best_button, "best"), (self.worst_button, "worst")):
            button.setFlat(True)
            button.setToolTip(plain_tip(translated(_OPEN_REVIEW)))
            button.clicked.connect(lambda _=False, w=which: self._open_extreme(w))
        self.versus = _plain(QLabel())
        self.versus.setWordWrap(True)
        grid.addWidget(self.best_button, 2, 0, 1, 3)
        grid.addWidget(self.worst_button, 2, 3, 1, 3)
        grid.addWidget(self.versus, 3, 0, 1, len(names))
        self.headline = grid

    def _open_extreme(self, which: str) -> None:
        extreme = getattr(self.stats, which, None) if self.stats else None
        if extreme is not None:
            self._review(extreme.game)

    def review_problem(self, game: int) -> str | None:
        """Why this game cannot be reviewed (its game has no review), or None."""
        try:
            mode_id = game_modes(self.store, [game]).get(game, "")
        except StoreError as exc:
            return str(exc)
        problem = no_review(mode_id)
        return None if problem is None else translated(problem)

    def _review(self, game: int) -> None:
        """Open a game's review, only where its game has one (else nothing is started)."""
        if self.review_problem(game) is None:
            self.open_review(game)

    # -- charts ----------------------------------------------------------------------------------
    def _build_charts(self) -> None:
        pg = self._pg
        self.tabs = QTabWidget()
        self.plots: dict[str, Any] = {}
        self.chart_pages: dict[str, QStackedWidget] = {}
        self.chart_notes: dict[str, QLabel] = {}
        for key in CHARTS:
            # without pyqtgraph's own menus (transforms, FFT, its export): they are not for
            # players, PNG has its button, and building them took a quarter of the opening
            plot = pg.PlotWidget(enableMenu=False)
            plot.hideButtons()
            for side in ("left", "bottom"):
                locale_ticks(plot.getAxis(side))
            _legend_above(pg, plot)
            self.plots[key] = plot
            note = _plain(QLabel())
            note.setWordWrap(True)
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.chart_notes[key] = note
            stack = QStackedWidget()
            stack.addWidget(plot)
            stack.addWidget(note)
            self.chart_pages[key] = stack
            save = QPushButton(self.tr("Save as PNG…"))
            save.clicked.connect(lambda _=False, k=key: self._ask_png(k))
            page = QWidget()
            lay = QVBoxLayout(page)
            lay.addWidget(stack, 1)
            row = QHBoxLayout()
            row.addStretch()
            row.addWidget(save)
            lay.addLayout(row)
            self.tabs.addTab(page, translated(CHART_TITLES[key]))
        # 1. score over time
        t = self.plots["time"]
        self.points, self.ma10 = self._games_and_average("time", self.tr("game"),
                                                         self.tr("score"), self._point_tip)
        self.ma50 = pg.PlotDataItem(pen=pg.mkPen(GREEN, width=2),
                                    name=self.tr("average of last 50"),
                                    antialias=False)  # long jagged lines: plain is 5x faster
        self.best_line = pg.PlotDataItem(pen=pg.mkPen(ORANGE, width=2), stepMode="right",
                                         name=translated(_PERSONAL_BEST))
        self.optimal_line = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen(
            ORANGE, width=1, style=Qt.PenStyle.DashLine), label=" ",
            labelOpts={"position": 0.92})  # its text is set with its value
        for item in (self.ma50, self.best_line):
            t.addItem(item)
        t.addItem(self.optimal_line, ignoreBounds=True)
        # 2. score distribution
        d = self.plots["distribution"]
        d.setLabel("bottom", self.tr("score"))
        d.setLabel("left", self.tr("games"))
        self.bars = pg.BarGraphItem(x0=[], height=[], width=10, brush=pg.mkBrush(SKY),
                                    name=self.tr("your games"))
        self.optimal_curve = pg.PlotDataItem(pen=pg.mkPen(GREEN, width=2), stepMode="center",
                                             name=self.tr("optimal play"))
        self.mean_line = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(
            ORANGE, width=2), label=self.tr("your average"), labelOpts={"position": 0.9})
        d.addItem(self.bars)
        d.addItem(self.optimal_curve)
        d.addItem(self.mean_line, ignoreBounds=True)
        # 3. where the points go
        b = self.plots["boxes"]
        b.setLabel("bottom", self.tr("points per game"))
        self.yours = pg.BarGraphItem(x0=0, y=[], width=[], height=0.38, brush=pg.mkBrush(SKY),
                                     name=self.tr("you"))
        self.optimal_bars = pg.BarGraphItem(x0=0, y=[], width=[], height=0.38,
                                            brush=pg.mkBrush(BLUE), name=self.tr("optimal play"))
        b.addItem(self.yours)
        b.addItem(self.optimal_bars)
        # 4. decision quality
        self.losses, self.loss_ma = self._games_and_average(
            "quality", self.tr("reviewed game"), self.tr("expected points given away"),
            self._loss_tip)

    def _games_and_average(self, key: str, x_label: str, y_label: str,
                           tip: Callable[..., str]) -> tuple[Any, Any]:
        """A point per game (hover: ``tip``; click: its review) and the last-10 average."""
        pg = self._pg
        plot = self.plots[key]
        plot.setLabel("bottom", x_label)
        plot.setLabel("left", y_label)
        points = pg.ScatterPlotItem(size=6, pen=None, brush=pg.mkBrush(SKY), hoverable=True,
                                    tip=tip, name=self.tr("game"))
        points.sigClicked.connect(self._point_clicked)
        average = pg.PlotDataItem(pen=pg.mkPen(BLUE, width=2), name=self.tr("average of last 10"),
                                  antialias=False)
        plot.addItem(points)
        plot.addItem(average)
        return points, average

    def apply_theme(self) -> None:
        """pyqtgraph ignores QPalette: give each plot the window's colours."""
        pal = self.palette()
        back = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
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

    def changeEvent(self, event: Any) -> None:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "plots"):
            self.apply_theme()
        super().changeEvent(event)

    # -- drawing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Recompute the figures for the filters and redraw every chart."""
        f = self.filters()
        rules = self.rules_of(f.ruleset_id)
        self.summary.setText(translated(_SHOWING.format(filters=self.filter_bar.describe())))
        if self._first_read:
            self._show_empty(translated(_READING))
            return
        try:
            latest = version(self.store)
            if latest != self._rows_version:  # games finished or changed meanwhile count too
                self.rows, self._rows_version = load(self.store), latest
            stats = statistics(self.store, f, self.rows)
        except (FilterError, StoreError) as exc:
            self._show_empty(str(exc))
            return
        self.stats = stats
        self._save_snapshot()
        if stats.games == 0:
            any_games = len(self.rows) > 0
            self._show_empty(translated(_NO_MATCH if any_games else _NO_GAMES))
            return
        self.pages.setCurrentIndex(0)
        self.csv_button.setEnabled(True)
        self.reference = self._reference_for(rules)
        self._draw_headline(stats)
        self._draw_time(stats)
        self._draw_distribution(stats)
        self._draw_boxes(stats, rules)
        self._draw_quality()
        self._start_reviews(f)

    def _show_empty(self, text: str) -> None:
        self.stats = None
        self.empty.setText(text)
        self.pages.setCurrentIndex(1)
        self.csv_button.setEnabled(False)

    def rules_of(self, ruleset_id: str | None) -> Any:
        """The rules of an id: one offered, else those its latest game was played under
        (a ruleset since deleted, a changed copy of a built-in one), else None."""
        if ruleset_id is None:
            return None
        if ruleset_id in self.rulesets:
            return self.rulesets[ruleset_id]
        if ruleset_id not in self._played:
            self._played[ruleset_id] = None
            with contextlib.suppress(KeyError, StoreError, YachtDiceError):
                latest = self.store.history(ruleset_id=ruleset_id, limit=1)
                if latest:
                    self._played[ruleset_id] = self.store.game(latest[0].id).record.ruleset
        return self._played[ruleset_id]

    def _reference_for(self, rules: Any) -> ScoreDistribution | None:
        if rules is None or self.reference_source is None or \
                not mode_for(rules).optimal_reference:
            return None  # optimal play is known only where the game says so
        if rules.id not in self._references:
            self._references[rules.id] = None
            source = self.reference_source
            self.worker.run(("reference", rules.id), lambda _progress: source(rules))
        return self._references[rules.id]

    def _draw_headline(self, s: Stats) -> None:
        assert s.mean is not None and s.sd is not None and s.best and s.worst
        fig = self.figures
        self._show_figures(self.rules_of(s.filters.ruleset_id))
        fig["games"].setText(whole(s.games))
        fig["average"].setText(translated(_AVERAGE.format(mean=decimal(s.mean),
                                                          sd=decimal(s.sd))))
        median = s.median
        fig["median"].setText("—" if median is None else  # a median is whole or a half
                              decimal(median, 0 if float(median).is_integer() else 1))
        fig["bonus"].setText("—" if s.upper_bonus_rate is None else percent(s.upper_bonus_rate))
        fig["same"].setText("—" if s.all_same_rate is None else percent(s.all_same_rate))
        extra = _EXTRA_ONE.format(points=s.extra_bonus_points) if s.extra_bonus_games == 1 \
            else _EXTRA.format(points=s.extra_bonus_points, games=s.extra_bonus_games)
        fig["extra"].setText(translated(extra))
        fig["time"].setText(_duration(s.seconds_played))
        self.best_button.setText(translated(_BEST.format(score=s.best.score,
                                                         date=day(s.best.date))))
        self.worst_button.setText(translated(_WORST.format(score=s.worst.score,
                                                           date=day(s.worst.date))))
        for button, extreme in ((self.best_button, s.best), (self.worst_button, s.worst)):
            problem = self.review_problem(extreme.game)
            button.setEnabled(problem is None)
            button.setToolTip(plain_tip(problem or translated(_OPEN_REVIEW)))
        versus = ""
        for h in s.head_to_head:
            line = translated(_AGAINST.format(opponent=h.opponent, wins=h.wins,
                                              losses=h.losses, ties=h.ties))
            versus = translated(_VERSUS.format(first=versus, next=line)) if versus else line
        self.versus.setText(versus)

    def _show_figures(self, rules: Any) -> None:
        """The upper bonus and the all-same box only where the chosen rules have them
        (with every rule, wherever some have)."""
        game = None
        with contextlib.suppress(YachtDiceError):
            game = mode_for(rules) if rules is not None else None
        for key, has in (("bonus", game.has_upper_bonus if game else None),
                         ("same", game.has_all_same if game else None)):
            shown = has is None or bool(has(rules))
            self.figures[key].setVisible(shown)
            self.figure_titles[key].setVisible(shown)

    def _draw_time(self, s: Stats) -> None:
        n = s.scores  # a point per score
        x = np.arange(1, n + 1, dtype=float)
        y = s.series.score.astype(float)
        shown = _sample(n)
        self.points.setData(x=x[shown], y=y[shown])  # point i (from 1): the series' i-th score
        for line, window in ((self.ma10, 10), (self.ma50, 50)):  # once there are enough games
            line.setData(*(_thin(x, moving_average(y, window)) if n >= window
                           else ([], [])))
            _listed(self.plots["time"], line, n >= window)
        best = s.series.running_best().astype(float)
        steps = np.flatnonzero(np.diff(best, prepend=-1.0, append=-1.0))  # where it rises
        steps = np.minimum(steps, n - 1)
        self.best_line.setData(x[steps], best[steps])
        _rename(self.plots["time"], self.best_line, best_name(s.filters))
        _whole_number_ticks(self.plots["time"], n)
        self._set_optimal_line(self.optimal_line, self.reference)
        ref = self.reference.expected_score if self.reference is not None else None
        self.plots["time"].setYRange(*_score_range(y, ref), padding=0)

    def _set_optimal_line(self, line: Any, ref: ScoreDistribution | None) -> None:
        line.setVisible(ref is not None)
        if ref is not None:
            line.setValue(ref.expected_score)
            line.label.setFormat(translated(_OPTIMAL_AT.format(
                value=decimal(ref.expected_score))))

    def _point_tip(self, x: float, y: float, data: Any) -> str:
        s = self.stats
        if s is None:
            return ""
        i = int(np.rint(x)) - 1
        when = local_dates(s.series.when[i:i + 1])[0]
        return translated(_POINT.format(date=day(when), points=int(y),
                                        game=str(int(s.series.game[i]))))

    def _point_clicked(self, _item: Any, points: Any, *_: Any) -> None:
        if len(points):
            self.open_point(int(np.rint(points[0].pos().x())) - 1, _item is self.losses)

    def open_point(self, index: int, quality: bool = False) -> None:
        """Open the review of the index-th plotted game (of the score or quality chart)."""
        games = self.quality_games if quality else (self.stats.series.game if self.stats
                                                     else np.zeros(0))
        if 0 <= index < len(games):
            self._review(int(games[index]))

    def _draw_distribution(self, s: Stats) -> None:
        width = s.bin_width
        x0 = np.array([b.low for b in s.histogram], dtype=float)
        heights = np.array([b.games for b in s.histogram], dtype=float)
        self.bars.setOpts(x0=x0, height=heights, width=width)
        assert s.mean is not None
        self.mean_line.setValue(s.mean)
        ref = self.reference
        if ref is not None:
            probs = np.asarray(ref.probabilities)
            edges = np.arange(0, len(probs) + width, width)
            binned = np.add.reduceat(probs, edges[:-1][edges[:-1] < len(probs)])
            self.optimal_curve.setData(edges[:len(binned) + 1].astype(float),
                                       binned * s.scores)
        else:
            self.optimal_curve.setData([], [])
        _listed(self.plots["distribution"], self.optimal_curve, ref is not None)

    def distribution_reference(self) -> tuple[np.ndarray, np.ndarray]:
        """The optimal-play curve as drawn (bin edges, expected games per bin)."""
        x, y = self.optimal_curve.getData()
        return (np.zeros(0), np.zeros(0)) if x is None else (np.asarray(x), np.asarray(y))

    def _draw_boxes(self, s: Stats, rules: Ruleset | None) -> None:
        page = self.chart_pages["boxes"]
        if rules is None or s.boxes is None:
            self.chart_notes["boxes"].setText(translated(_ONE_RULESET))
            page.setCurrentIndex(1)
            self.box_rows: list[tuple[str, float, float | None, float | None]] = []
            return
        page.setCurrentIndex(0)
        game = mode_for(rules)
        if game.optimal_reference:
            rows = _reference_box_rows(s, rules, self.reference)
        else:  # the game's boxes, named by it; it has no optimal play to compare
            rows = [(translated(game.box_label(rules, box_id)), fig.mean, None, fig.zero_rate)
                    for box_id, fig in s.boxes.items()]
        rows.sort(key=lambda r: -((r[2] or 0.0) - r[1]))   # most points given up first
        self.box_rows = rows
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

    def _draw_quality(self) -> None:
        """The reviewed games' figure (expected points given away for pip dice, points
        missed for letter dice: the game says), of one game: the chosen rules' game, or
        without rules the newest reviewed game's (games of another game are not mixed in)."""
        f = self.filters()
        games, _, given = reviewed_series(self.store, f, ENGINE_VERSION, self.rows)
        shown = self._quality_game(f, games)
        plot = self.plots["quality"]
        mixed = False
        if shown is not None and len(games):
            of = game_modes(self.store, [int(g) for g in games])
            keep = np.array([of.get(int(g)) == shown for g in games], dtype=np.bool_)
            mixed = not keep.all()
            games, given = games[keep], given[keep]
        self.quality_look = look = look_of(shown) if shown is not None else plain_look()
        self.quality_games = games
        self.tabs.setTabText(CHARTS.index("quality"), look.chart_title)
        plot.setLabel("left", look.measure)
        plot.setTitle(translated(_ONE_GAME_ONLY.format(game=mode(shown).name))
                      if mixed and shown else None)
        page = self.chart_pages["quality"]
        if not len(games):
            rules = self.rules_of(f.ruleset_id)
            problem = None
            with contextlib.suppress(YachtDiceError):
                problem = no_review(mode_for(rules).id) if rules is not None else None
            self.chart_notes["quality"].setText(
                translated(_NO_QUALITY.format(problem=problem)) if problem else
                translated(_NOT_REVIEWED))
            page.setCurrentIndex(1)
            self.losses.setData(x=[], y=[])
            self.loss_ma.setData([], [])
            _listed(plot, self.loss_ma, False)
            return
        page.setCurrentIndex(0)
        x = np.arange(1, len(games) + 1, dtype=float)
        self.losses.setData(x=x, y=given)
        plot.setYRange(*_score_range(np.append(given, 0.0), None), padding=0)
        self.loss_ma.setData(*(_thin(x, moving_average(given, 10)) if len(games) >= 10
                               else ([], [])))
        _listed(plot, self.loss_ma, len(games) >= 10)
        _whole_number_ticks(plot, len(games))

    def _quality_game(self, f: Filters, games: np.ndarray) -> str | None:
        """The game whose reviews the quality chart draws (None: no game to draw)."""
        rules = self.rules_of(f.ruleset_id)
        if rules is not None:
            with contextlib.suppress(YachtDiceError):
                return str(mode_for(rules).id)
        if not len(games):
            return None
        newest = int(games[-1])
        return game_modes(self.store, [newest]).get(newest)

    def quality_data(self) -> tuple[list[int], list[float]]:
        """The quality chart as drawn: the games plotted and their figures (for tests)."""
        _, y = self.losses.getData()
        return [int(g) for g in self.quality_games], [] if y is None else [float(v) for v in y]

    def _loss_tip(self, x: float, y: float, data: Any) -> str:
        i = int(np.rint(x)) - 1
        return self.quality_look.figure.format(game=int(self.quality_games[i]),
                                               value=Localised(y))

    # -- background work -------------------------------------------------------------------------
    def _save_snapshot(self) -> None:
        """Without a snapshot, or with many games touched since it was written, write a
        fresh one off the GUI thread (the next opening reads it in milliseconds)."""
        if not self.rows.stale or self._saving or self.store.read_only:
            return
        self._saving = True
        path = self.store.path
        self.worker.run(("snapshot",), lambda _progress: save_snapshot(path))

    def _start_reviews(self, f: Filters) -> None:
        """Review the games ``f`` counts that have no review yet, in the background. One run
        at a time: filters chosen meanwhile are reviewed once it ends (the charts never wait
        for reviews; they fill in when ready)."""
        if self.reviewer is None or self._reviewing:
            return
        self._reviewing = True
        reviewer = self.reviewer
        self.worker.run(("reviews", f), lambda progress: reviewer(f, progress))

    def _job_progress(self, done: int, total: int) -> None:
        if total <= 0 or self.worker.stopped:
            return
        self.review_bar.setRange(0, total)
        self.review_bar.setValue(done)
        self.review_bar.setVisible(done < total)
        if done % 25 == 0 and self.stats is not None:
            self._draw_quality()  # the reviews kept so far

    def _job_done(self, tag: object, result: object) -> None:
        if self.worker.stopped:
            return  # delivered after the window closed (and its store may be closed too)
        kind = tag[0] if isinstance(tag, tuple) else tag
        if kind == "reference":
            assert isinstance(tag, tuple)
            dist = result if isinstance(result, ScoreDistribution) else None
            self._references[str(tag[1])] = dist
            if dist is not None and self.filters().ruleset_id == tag[1]:
                self.refresh()
        elif kind == "snapshot":
            self._saving = False
        elif kind == "first":
            self._first_read = False
            self.rows = result if isinstance(result, Rows) else load(self.store)
            self._fill_choices()
            self._load_filters()
            self.refresh()
        elif kind == "reviews":
            assert isinstance(tag, tuple)
            self._reviewing = False
            self.review_bar.hide()
            if self.stats is not None:
                self._draw_quality()
                if self.filters() != tag[1]:  # chosen while the run was under way
                    self._start_reviews(self.filters())

    def closeEvent(self, event: Any) -> None:
        self.worker.stop()
        self._release()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.worker.stop()
        self._release()
        super().done(result)

    def _release(self) -> None:
        """A closed window keeps no history in memory (a new opening loads it again)."""
        self.rows, self._rows_version = empty_rows(), -1
        self.stats = None

    # -- export ----------------------------------------------------------------------------------
    def _ask_png(self, key: str) -> None:
        title = self.tabs.tabText(CHARTS.index(key))  # as the game names it
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save {chart}").format(chart=title),
                                              f"{key}.png", self.tr("PNG image (*.png)"))
        if path:
            self._refused(lambda: self.export_png(key, Path(path)), title)

    def export_png(self, key: str, path: Path) -> None:
        """Save a chart as PNG, written whole (see store.safe_files: FileRefused says why
        not)."""
        from pyqtgraph.exporters import ImageExporter

        image = ImageExporter(self.plots[key].plotItem).export(toBytes=True)
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        write_file(path, bytes(buffer.data().data()))

    def _ask_csv(self) -> None:
        title = self.tr("Export games")
        path, _ = QFileDialog.getSaveFileName(self, title, "games.csv", self.tr("CSV (*.csv)"))
        if path:
            self._refused(lambda: self.export_csv(Path(path)), title)

    def export_csv(self, path: Path) -> int:
        """Write the filtered scores, whole (FileRefused says why not); returns how many
        rows."""
        rows = export_rows(self.store, self.filters())
        text = io.StringIO(newline="")
        writer = csv.writer(text)
        writer.writerow(CSV_HEADER)
        writer.writerows(rows)
        write_file(path, text.getvalue())
        return len(rows)

    def _refused(self, export: Callable[[], object], title: str) -> QMessageBox | None:
        """Run ``export``; a file refused is one sentence in a window-modal box."""
        try:
            export()
        except FileRefused as exc:
            box = QMessageBox(QMessageBox.Icon.Warning, title, as_sentence(str(exc)),
                              QMessageBox.StandardButton.Ok, self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return box
        return None


def _reference_box_rows(s: Stats, rules: Ruleset, ref: ScoreDistribution | None
                        ) -> list[tuple[str, float, float | None, float | None]]:
    """(label, your average, optimal play's, your zero rate) per box and bonus, for the
    rules optimal play is worked out for (the solver's rules)."""
    assert s.boxes is not None
    rows: list[tuple[str, float, float | None, float | None]] = []
    for c in rules.categories:
        fig = s.boxes.get(c.id)
        if fig is None:
            continue
        rows.append((translated(c.label), fig.mean, ref.boxes.get(c.id) if ref else None,
                     fig.zero_rate))
    if rules.upper_bonus is not None and s.upper_bonus_rate is not None:
        pts = rules.upper_bonus.points
        rows.append((translated(_UPPER_BONUS), s.upper_bonus_rate * pts,
                     ref.upper_bonus_rate * pts if ref and ref.upper_bonus_rate is not None
                     else None, None))
    if rules.extra_yahtzee_bonus:
        ref_extra = None
        if ref is not None:
            bonus = (ref.upper_bonus_rate or 0) * (rules.upper_bonus.points
                                                  if rules.upper_bonus else 0)
            ref_extra = ref.expected_score - sum(ref.boxes.values()) - bonus
        rows.append((translated(_EXTRA_BONUSES), s.extra_bonus_points / s.scores, ref_extra,
                     None))
    return rows


def open_statistics(store: Store, rulesets: list[Ruleset], open_review: Callable[[int], None],
                    parent: QWidget | None = None) -> StatisticsWindow:
    """The window with its real helpers: optimal play's figures cached beside the solved
    tables, and reviews of games not yet reviewed, kept in the store. Working them out
    (solves, forward passes, reviews) runs in a worker process (closing the window kills it)."""
    from yachtdice.store.modes.pips.distributions import saved_distribution
    from yachtdice.store.modes.pips.work import reference as pip_reference
    from yachtdice.ui.jobs import work
    from yachtdice.ui.jobs.runner import in_process
    from yachtdice.ui.modes.pips.engine_service import solver_cache

    def reference(rules: Ruleset) -> ScoreDistribution:
        saved = saved_distribution(rules, solver_cache())
        return saved if saved is not None else in_process(pip_reference, rules, solver_cache())

    def reviewer(f: Filters, progress: Callable[[int, int], None]) -> object:
        if not work.reviews_pending(store.path, f):
            return 0
        return in_process(work.review, store.path, f, solver_cache(),
                          report=lambda done: progress(*done))

    return StatisticsWindow(store, rulesets, open_review, parent, reference, reviewer)
