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
from dataclasses import replace
from pathlib import Path

import numpy as np
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import YachtDiceError, as_sentence
from yachtdice.core.modes import mode, mode_for
from yachtdice.core.registry import Rules
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus, Template
from yachtdice.store import Store, StoreError
from yachtdice.store.modes import review_version
from yachtdice.store.ruleset_names import shown_name
from yachtdice.store.safe_files import FileRefused, write_file
from yachtdice.store.stats import (
    CSV_HEADER,
    FilterError,
    Filters,
    Stats,
    StoodInFinder,
    export_rows,
    game_modes,
    no_review,
    not_played,
    people,
    played_name,
    played_rulesets,
    quick_periods,
    reviewed_series,
    statistics,
    stood_in_turns,
    unreviewed,
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
from yachtdice.store.stored import DICE, ORIGINS
from yachtdice.ui.i18n import reason_of, translated
from yachtdice.ui.jobs.runner import Job, JobRunner, app_runner
from yachtdice.ui.modes import BoxRow, Reference, game_of
from yachtdice.ui.widgets.file_to_write import choose_file_to_write
from yachtdice.ui.widgets.progress_bar import ProgressBar
from yachtdice.ui.windows.filters import FilterBar
from yachtdice.ui.windows.review import look_of, plain_look
from yachtdice.ui.windows.statistics_charts import CHARTS, StatisticsCharts
from yachtdice.ui.windows.statistics_figures import Headline, left_out_note, plain

SETTING = "statistics.filters"
_SHOWING = QT_TRANSLATE_NOOP("StatisticsWindow", "Showing: {filters}")
_FAILED = QT_TRANSLATE_NOOP("StatisticsWindow", "The statistics could not be worked out")
_READING = QT_TRANSLATE_NOOP(
    "StatisticsWindow",
    "Reading your history for the first time: the statistics appear in a moment.")
_NO_MATCH = QT_TRANSLATE_NOOP(
    "StatisticsWindow",
    "No games match these filters. Tick more under Games and Dice above, or choose all "
    "rules, every person or all time.")
#: no games, and the one filter that changed alone would count some: named (the box of
#: the online games not ticked, a player chosen...), with the games it would count
_HIDDEN_BY_BOX = Numerus.translate(
    "StatisticsWindow", "No games match these filters; with “{box}” ticked, {games} game(s) "
    "would.", None, 1)
_HIDDEN_BY_TICK = Numerus.translate(
    "StatisticsWindow", "No games match these filters; with “{box}” not ticked, {games} "
    "game(s) would.", None, 1)
_HIDDEN_BY_CHOICE = Numerus.translate(
    "StatisticsWindow", "No games match these filters; with “{choice}” chosen, {games} "
    "game(s) would.", None, 1)
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
_NONE_OWN = QT_TRANSLATE_NOOP(
    "StatisticsWindow",
    "These games have no decisions of the player's own to show: a computer played every "
    "turn for the player while they were away.")
_ONE_GAME_ONLY = QT_TRANSLATE_NOOP(
    "StatisticsWindow", "{game} games only: choose a set of rules above to see another game's.")

ReferenceSource = Callable[[Rules], Reference | None]


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
    """Game ▸ Statistics. ``open_review(game_id)`` opens that game's review; ``reference``
    works out optimal play's figures for rules whose game has them (off the GUI thread);
    ``reviewer`` reviews the games the filters count that have no review yet."""

    #: finished seats beyond which a history without a snapshot is read in the background
    READ_IN_BACKGROUND = 5_000

    def __init__(self, store: Store, rulesets: Sequence[Rules],
                 open_review: Callable[[int], None], parent: QWidget | None = None,
                 reference: ReferenceSource | None = None,
                 reviewer: Callable[[Filters, Callable[[int, int], None]], object] | None = None
                 ) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # the first Statistics window pays for the import

        pg.setConfigOptions(antialias=True)
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self.rulesets = {r.id: r for r in rulesets}
        self._played: dict[str, Rules | None] = {}  # rules played but not offered, read from a game
        self.open_review = open_review
        self.reference_source = reference
        self.reviewer = reviewer
        self.stats: Stats | None = None
        self.reference: Reference | None = None
        self._references: dict[str, Reference | None] = {}
        self.box_rows: list[BoxRow] = []
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
        self.headline = headline = Headline(self._review)
        # the headline's parts by name, for the window's tests
        self.figures, self.figure_titles = headline.figures, headline.figure_titles
        self.best_button, self.worst_button = headline.best_button, headline.worst_button
        self.versus = headline.versus
        self.charts = charts = StatisticsCharts(pg, self._review, self._ask_png)
        # the charts' parts by name, for the window's tests
        self.tabs, self.plots, self.chart_notes = charts.tabs, charts.plots, charts.chart_notes
        self.points, self.ma10, self.ma50 = charts.points, charts.ma10, charts.ma50
        self.best_line, self.optimal_line = charts.best_line, charts.optimal_line
        self.bars, self.mean_line, self.losses = charts.bars, charts.mean_line, charts.losses
        self.distribution_reference = charts.distribution_reference
        self.quality_data, self.export_png = charts.quality_data, charts.export_png
        self._loss_tip = charts.loss_tip
        self._lay_out()
        self.apply_theme()
        self.filter_bar.restore(self.store, SETTING)
        self.refresh()
        if self._first_read:
            path = self.store.path
            self.worker.run(("first",), lambda _progress: first_rows(path))

    def _lay_out(self) -> None:
        self.empty = plain(QLabel())
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget()
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addLayout(self.headline.grid)
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

    # -- filters ---------------------------------------------------------------------------------
    def _build_filters(self) -> None:
        bar = self.filter_bar = FilterBar(sources=True)
        # the controls by name, for the window's own use and its tests
        self.ruleset_box, self.player_box, self.period_box = \
            bar.ruleset_box, bar.player_box, bar.period_box
        self.since_edit, self.until_edit = bar.since_edit, bar.until_edit
        self.computers, self.unassisted = bar.computers, bar.unassisted
        self.summary = plain(QLabel())
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

    def _filters_changed(self) -> None:
        self.filter_bar.remember(self.store, SETTING)
        self.refresh()

    # -- reviews ---------------------------------------------------------------------------------
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

    def apply_theme(self) -> None:
        """pyqtgraph ignores QPalette: give each chart the window's colours."""
        self.charts.apply_theme(self.palette())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "charts"):
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
            self._show_empty(why_none(self.store, self.rows, stats, self.filter_bar)
                             if len(self.rows) else translated(_NO_GAMES))
            return
        self.pages.setCurrentIndex(0)
        self.csv_button.setEnabled(True)
        self.reference = self._reference_for(rules)
        self.headline.draw(stats, self.rules_of(stats.filters.ruleset_id), self.review_problem)
        self.charts.draw_time(stats, self.reference)
        self.charts.draw_distribution(stats, self.reference)
        self._draw_boxes(stats, rules)
        self._draw_quality()
        self._start_reviews(f)

    def _show_empty(self, text: str) -> None:
        self.stats = None
        self.empty.setText(text)
        self.pages.setCurrentIndex(1)
        self.csv_button.setEnabled(False)

    def rules_of(self, ruleset_id: str | None) -> Rules | None:
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

    def _reference_for(self, rules: Rules | None) -> Reference | None:
        if rules is None or self.reference_source is None or \
                game_of(rules).optimal_play is None:
            return None  # optimal play is known only where the game says so
        rules_id = rules.id
        if rules_id not in self._references:
            self._references[rules_id] = None
            source = self.reference_source
            self.worker.run(("reference", rules_id), lambda _progress: source(rules))
        return self._references[rules_id]

    def _draw_boxes(self, s: Stats, rules: Rules | None) -> None:
        """Your average per box beside optimal play's (a game that has it works out the
        rows, bonuses too), the most points given up first; one set of rules only."""
        if rules is None or s.boxes is None:
            self.box_rows = []
            self.charts.draw_boxes(None, translated(_ONE_RULESET))
            return
        optimal = game_of(rules).optimal_play
        if optimal is not None:
            rows = optimal().box_rows(s, rules, self.reference)
        else:  # the game's boxes, named by it; it has no optimal play to compare
            game = mode_for(rules)
            rows = [(translated(game.box_label(rules, box_id)), fig.mean, None, fig.zero_rate)
                    for box_id, fig in s.boxes.items()]
        rows.sort(key=lambda r: -((r[2] or 0.0) - r[1]))   # most points given up first
        self.box_rows = rows
        self.charts.draw_boxes(rows)

    def _draw_quality(self) -> None:
        """The reviewed games' figure (expected points given away for pip dice, points
        missed for letter dice: the game says), of one game: the chosen rules' game, or
        without rules the newest reviewed game's (games of another game are not mixed in)."""
        f = self.filters()
        games, _, given = reviewed_series(self.store, f, review_version(), self.rows)
        shown = self._quality_game(f, games)
        mixed = False
        if shown is not None and len(games):
            of = game_modes(self.store, [int(g) for g in games])
            keep = np.array([of.get(int(g)) == shown for g in games], dtype=np.bool_)
            mixed = not keep.all()
            games, given = games[keep], given[keep]
        note = ""
        if not len(games):
            rules = self.rules_of(f.ruleset_id)
            problem = None
            with contextlib.suppress(YachtDiceError):
                problem = no_review(mode_for(rules).id) if rules is not None else None
            note = translated(_NO_QUALITY.format(problem=problem)) if problem else \
                translated(_NONE_OWN if not unreviewed(self.store, f, review_version())
                           and not_played(self.store, f, review_version()) else _NOT_REVIEWED)
        self.charts.draw_quality(
            games, given, look_of(shown) if shown is not None else plain_look(),
            translated(_ONE_GAME_ONLY.format(game=mode(shown).name)) if mixed and shown
            else None, note)

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
            dist = result if isinstance(result, Reference) else None
            self._references[str(tag[1])] = dist
            if dist is not None and self.filters().ruleset_id == tag[1]:
                self.refresh()
        elif kind == "snapshot":
            self._saving = False
        elif kind == "first":
            self._first_read = False
            self.rows = result if isinstance(result, Rows) else load(self.store)
            self._fill_choices()
            self.filter_bar.restore(self.store, SETTING)
            self.refresh()
        elif kind == "reviews":
            assert isinstance(tag, tuple)
            self._reviewing = False
            self.review_bar.hide()
            if self.stats is not None:
                self._draw_quality()
                if self.filters() != tag[1]:  # chosen while the run was under way
                    self._start_reviews(self.filters())

    def closeEvent(self, event: QCloseEvent) -> None:
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
        self.charts.forget()
        self.headline.forget()

    # -- export ----------------------------------------------------------------------------------
    def _ask_png(self, key: str) -> None:
        title = self.tabs.tabText(CHARTS.index(key))  # as the game names it
        choose_file_to_write(self, self.tr("Save {chart}").format(chart=title), f"{key}.png",
                             self.tr("PNG image (*.png)"), ".png",
                             lambda path: self._refused(
                                 lambda: self.charts.export_png(key, path), title),
                             lambda reason: self._warn(reason, title))

    def _ask_csv(self) -> None:
        title = self.tr("Export games")
        choose_file_to_write(self, title, "games.csv", self.tr("CSV (*.csv)"), ".csv",
                             lambda path: self._refused(lambda: self.export_csv(path), title),
                             lambda reason: self._warn(reason, title))

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
            return self._warn(reason_of(exc), title)
        return None

    def _warn(self, reason: str, title: str) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Warning, title, as_sentence(reason),
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box


def why_none(store: Store, rows: Rows, stats: Stats, bar: FilterBar) -> str:
    """Why the filters count no game, in one sentence: the games "All rules" leaves out
    as not scored in points, else the one filter that, changed alone, would count
    games (a box of the second row first: the least in sight), else what to try."""
    if stats.not_points:
        return left_out_note(stats)
    f = stats.filters
    tries: list[tuple[Filters, Template, str]] = []
    origins, dice = f.origins, f.dice  # None: any (no boxes)
    for kind in ORIGINS if origins is not None else ():
        if origins is not None and kind not in origins:
            more = tuple(k for k in ORIGINS if k in origins or k == kind)
            tries.append((replace(f, origins=more), _HIDDEN_BY_BOX,
                          bar.sources[kind].text()))
    for kind in DICE if dice is not None else ():
        if dice is not None and kind not in dice:
            more = tuple(k for k in DICE if k in dice or k == kind)
            tries.append((replace(f, dice=more), _HIDDEN_BY_BOX, bar.sources[kind].text()))
    if not f.include_computers:
        tries.append((replace(f, include_computers=True), _HIDDEN_BY_BOX,
                      bar.computers.text()))
    if f.unassisted:
        tries.append((replace(f, unassisted=False), _HIDDEN_BY_TICK, bar.unassisted.text()))
    for chosen, box, every in (
            (f.since is not None or f.until is not None, bar.period_box,
             replace(f, since=None, until=None)),
            (f.player is not None, bar.player_box, replace(f, player=None)),
            (f.ruleset_id is not None, bar.ruleset_box, replace(f, ruleset_id=None))):
        if chosen:
            tries.append((every, _HIDDEN_BY_CHOICE, box.itemText(0)))
    for other, sentence, name in tries:
        try:
            games = statistics(store, other, rows).games
        except (FilterError, StoreError):
            continue
        if games:
            name = name.replace("&&", "\0").replace("&", "").replace("\0", "&")
            return translated(sentence.format(box=name, choice=name, games=games,
                                              n=games))
    return translated(_NO_MATCH)


def open_statistics(store: Store, rulesets: Sequence[Rules], open_review: Callable[[int], None],
                    parent: QWidget | None = None, stood_in: Sequence[StoodInFinder] = ()
                    ) -> StatisticsWindow:
    """The window with its real helpers: optimal play's figures, worked out by the rules'
    game (cached beside the solved tables), and reviews of games not yet reviewed, kept in
    the store, each of a player's own play (``stood_in`` finds the turns a computer played
    for a player away from an online game: they are left out, as the review window leaves
    them out). Working them out (solves, forward passes, reviews) runs in a worker process
    (closing the window kills it)."""
    from yachtdice.paths import solver_cache_dir
    from yachtdice.ui.jobs import work
    from yachtdice.ui.jobs.runner import in_process

    def reference(rules: Rules) -> Reference | None:
        optimal = game_of(rules).optimal_play
        return optimal().reference(rules) if optimal is not None else None

    def reviewer(f: Filters, progress: Callable[[int, int], None]) -> object:
        with Store.open(store.path) as own:  # this job's own connection
            pending = unreviewed(own, f, review_version())
            if not pending:
                return 0
            # only the online games about to be reviewed are read for their stood-in turns
            turns = stood_in_turns(own, stood_in, [game for game, _, _ in pending])
        return in_process(work.review, store.path, f, solver_cache_dir(), turns,
                          report=lambda done: progress(*done))

    return StatisticsWindow(store, rulesets, open_review, parent, reference, reviewer)
