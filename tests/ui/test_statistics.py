"""The Statistics window: the plotted data equals `stats`, filters, empty states, clicks
that open reviews, PNG and CSV export."""

from __future__ import annotations

import csv
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.optimal.distribution import ScoreDistribution
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import HERE, Store
from yachtdice.store.stats import PLAYED_AT_HOME, Filters, save_reviews, statistics
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.stats_history import ANN, fill, local_zone  # noqa: F401

pytestmark = pytest.mark.usefixtures("local_zone")

# a made-up optimal distribution for Yacht, so no solve is needed: 100 or 200, evenly
REFERENCE = ScoreDistribution(
    "yacht", 150.0, 50.0, {1: 100, 5: 100, 25: 100, 50: 100, 75: 200, 95: 200, 99: 200},
    None, 0.25, {c.id: 12.5 for c in preset("yacht").categories}, True,
    tuple(0.5 if s in (100, 200) else 0.0 for s in range(201)))


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "stats.sqlite3")
    yield s  # type: ignore[misc]
    # close the windows first (as the app does): a background result still queued for an
    # open window would otherwise reach a closed store
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, StatisticsWindow):
            widget.close()
    s.close()


def window(qtbot: QtBot, store: Store, opened: list[int] | None = None,
           reviewer: Callable[..., object] | None = None) -> StatisticsWindow:
    w = StatisticsWindow(store, [preset("yacht"), preset("yahtzee")],
                         (opened if opened is not None else []).append, None,
                         reference=lambda rules: REFERENCE if rules.id == "yacht" else None,
                         reviewer=reviewer)
    qtbot.addWidget(w)
    w.show()
    return w


def choose(box: object, data: object) -> None:
    box.setCurrentIndex(box.findData(data))  # type: ignore[attr-defined]


def test_the_plotted_scores_are_the_stats_figures(qtbot: QtBot, store: Store) -> None:
    fill(store, HERE)
    w = window(qtbot, store)
    choose(w.player_box, "Ann")
    expected = statistics(store, Filters(player="Ann"))
    _, y = w.points.getData()
    assert list(y) == ANN == list(expected.series.score)
    assert w.ma10.getData()[1] is None or not len(w.ma10.getData()[1])  # fewer than 10 games
    assert list(w.best_line.getData()[1]) == [20, 25, 30, 56, 56]
    assert list(w.bars.opts["x0"]) == [b.low for b in expected.histogram]
    assert list(w.bars.opts["height"]) == [b.games for b in expected.histogram]
    assert w.mean_line.value() == pytest.approx(28.2)
    assert w.figures["games"].text() == "5"
    assert w.figures["average"].text() == f"28.2 ± {expected.sd:.1f}"
    assert w.best_button.text() == "Best: 56 on 2026-03-03"
    assert "against Bob: 1 won, 1 lost, 0 tied" in w.versus.text()
    assert "Ann" in w.summary.text() and "all time" in w.summary.text()


@pytest.mark.slow
def test_one_ruleset_adds_boxes_and_optimal_play(qtbot: QtBot, store: Store) -> None:
    fill(store, HERE)
    w = window(qtbot, store)
    choose(w.ruleset_box, "yacht")
    choose(w.player_box, "Ann")
    qtbot.waitUntil(lambda: w.optimal_line.isVisible(), timeout=5000)
    assert w.optimal_line.value() == 150.0
    edges, games = w.distribution_reference()
    # half of Ann's 5 games expected in the 100-109 bar and half in 200-209
    assert games[edges[:-1] == 100][0] == pytest.approx(2.5)
    assert games[edges[:-1] == 200][0] == pytest.approx(2.5)
    assert games.sum() == pytest.approx(5)
    rows = {label: (mine, best, zero) for label, mine, best, zero in w.box_rows}
    assert rows["Choice"] == (pytest.approx(18.2), 12.5, 0.0)
    assert rows["Yacht"] == (pytest.approx(10.0), 12.5, pytest.approx(0.8))
    # sorted by points given up: boxes Ann left at 0 (12.5 given up) before Choice (gained)
    assert w.box_rows[-1][0] == "Choice"


@pytest.mark.slow
def test_filters_are_remembered_between_openings(qtbot: QtBot, store: Store) -> None:
    fill(store, HERE)
    w = window(qtbot, store)
    choose(w.player_box, "Ann")
    w.unassisted.setChecked(True)
    assert list(w.points.getData()[1]) == [20, 25, 30, 10]
    w.close()
    again = window(qtbot, store)
    assert again.filters() == Filters(player="Ann", unassisted=True, origins=("here",),
                                      dice=("rolled", "real"))
    assert list(again.points.getData()[1]) == [20, 25, 30, 10]
    assert "unassisted" in again.summary.text()


def test_a_custom_period_filters_by_local_day(qtbot: QtBot, store: Store) -> None:
    fill(store, HERE)
    w = window(qtbot, store)
    choose(w.player_box, "Ann")
    choose(w.period_box, -1)
    assert w.since_edit.isVisible() and w.until_edit.isVisible()
    from PySide6.QtCore import QDate
    w.since_edit.setDate(QDate(2026, 3, 3))
    w.until_edit.setDate(QDate(2026, 3, 3))
    assert list(w.points.getData()[1]) == [56, 10]
    assert "2026-03-03 to 2026-03-03" in w.summary.text()


@pytest.mark.slow
def test_empty_history_and_empty_filter_explain_themselves(qtbot: QtBot, store: Store
                                                           ) -> None:
    w = window(qtbot, store)
    assert w.pages.currentWidget() is w.empty
    assert "No finished games yet" in w.empty.text()
    assert not w.csv_button.isEnabled()
    fill(store, HERE)
    w2 = window(qtbot, store)
    choose(w2.ruleset_box, "yahtzee")
    assert w2.pages.currentWidget() is w2.empty
    assert "No games match these filters" in w2.empty.text()
    choose(w2.ruleset_box, None)
    assert w2.pages.currentIndex() == 0


def test_clicking_a_point_or_the_best_opens_that_review(qtbot: QtBot, store: Store) -> None:
    ids = fill(store, HERE)
    opened: list[int] = []
    w = window(qtbot, store, opened)
    choose(w.player_box, "Ann")
    spots = w.points.points()
    w.points.sigClicked.emit(w.points, [spots[2]], None)
    assert opened == [ids[2]]
    qtbot.mouseClick(w.best_button, Qt.MouseButton.LeftButton)
    assert opened == [ids[2], ids[3]]


def test_decision_quality_draws_kept_reviews_and_reviews_the_rest(qtbot: QtBot,
                                                                  store: Store) -> None:
    ids = fill(store, HERE)
    from yachtdice.core.modes.pips.optimal.solver import ENGINE_VERSION
    save_reviews(store, [(ids[0], 0, 3.0)], ENGINE_VERSION)
    calls: list[Filters] = []

    def reviewer(f: Filters, progress: Callable[[int, int], None]) -> object:
        calls.append(f)
        progress(1, 2)
        with Store.open(store.path) as own:
            save_reviews(own, [(ids[1], 0, 5.0)], ENGINE_VERSION)
        progress(2, 2)
        return 1

    w = window(qtbot, store, reviewer=reviewer)
    choose(w.player_box, "Ann")
    qtbot.waitUntil(lambda: len(w.losses.getData()[1]) == 2, timeout=5000)
    assert list(w.losses.getData()[1]) == [3.0, 5.0]

    assert calls


@pytest.mark.slow
def test_png_and_csv_export(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    ids = fill(store, HERE)
    w = window(qtbot, store)
    choose(w.player_box, "Ann")
    for key in ("time", "distribution", "quality"):
        w.export_png(key, tmp_path / f"{key}.png")
        assert (tmp_path / f"{key}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert w.export_csv(tmp_path / "games.csv") == 5
    with (tmp_path / "games.csv").open() as fh:
        rows = list(csv.DictReader(fh))
    assert [int(r["score"]) for r in rows] == ANN
    assert [int(r["game"]) for r in rows] == ids
    assert rows[0]["date"] == "2026-02-28" and rows[0]["player"] == "Ann"


def test_dark_palette_reaches_the_charts(qtbot: QtBot, store: Store) -> None:
    from yachtdice.ui.app import dark_palette
    fill(store, HERE)
    w = window(qtbot, store)
    w.setPalette(dark_palette())
    back = w.plots["time"].backgroundBrush().color()
    assert back.lightness() < 128
    assert np.isclose(w.plots["time"].getAxis("left").textPen().color().lightness(),
                      dark_palette().text().color().lightness())


def test_ctrl_t_opens_statistics_and_a_click_opens_the_review(qtbot: QtBot,
                                                              make_window: Callable[..., object]
                                                              ) -> None:
    main = make_window(open_store=True)
    assert main.store is not None  # type: ignore[attr-defined]
    ids = fill(main.store, HERE)  # type: ignore[attr-defined]
    qtbot.keyClick(main, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # type: ignore
    qtbot.waitUntil(lambda: isinstance(main.dialog, StatisticsWindow))  # type: ignore
    stats = main.dialog  # type: ignore[attr-defined]
    assert stats.isVisible() and stats.figures["games"].text() == "5"  # 7 scores, 5 games
    reviewed: list[object] = []
    main.review_record = reviewed.append  # type: ignore[attr-defined]
    qtbot.mouseClick(stats.worst_button, Qt.MouseButton.LeftButton)
    assert [r.players[0].name for r in reviewed] == ["Ann"]  # type: ignore[attr-defined]
    assert main.store.game(ids[4]).record == reviewed[0]  # type: ignore[attr-defined]


@pytest.mark.slow
def test_moving_averages_appear_once_there_are_enough_games(qtbot: QtBot, store: Store
                                                            ) -> None:
    from ..store.stats_history import yacht
    # twelve games of Ann scoring 5, 6, ..., 16 in Choice (five dice adding up to each)
    sums = list(range(5, 17))
    for i, total in enumerate(sums):
        dice = [1] * 5
        for k in range(total - 5):
            dice[k % 5] += 1
        store.record_game(yacht([tuple(dice)], ["Ann"]),
                          ended=f"2026-04-{i + 1:02d}T12:00:00+00:00", origin=HERE)
    w = window(qtbot, store)
    ma10 = list(w.ma10.getData()[1])
    # by hand: the first nine average what there is, then the last ten
    assert ma10[0] == 5 and ma10[8] == pytest.approx(sum(sums[:9]) / 9)
    assert ma10[9] == pytest.approx(sum(sums[:10]) / 10)
    assert ma10[11] == pytest.approx(sum(sums[2:12]) / 10)
    assert w.ma50.getData()[1] is None or not len(w.ma50.getData()[1])


def test_the_window_writes_the_snapshot_and_counts_games_finished_while_open(
        qtbot: QtBot, store: Store) -> None:
    from datetime import UTC, datetime, timedelta

    from ..store.stats_history import yacht

    fill(store, HERE)
    w = window(qtbot, store)
    choose(w.player_box, "Ann")
    # no snapshot yet: one is written off the GUI thread, every seat in it
    qtbot.waitUntil(lambda: store._conn.execute(
        "SELECT count(*) FROM stats_snapshot").fetchone()[0] == 1, timeout=10_000)
    qtbot.waitUntil(lambda: not w._saving, timeout=10_000)
    end = datetime(2026, 3, 5, 12, tzinfo=UTC)
    store.record_game(yacht([(4, 4, 4, 4, 4)], ["Ann"]),
                      started=(end - timedelta(minutes=10)).isoformat(), ended=end.isoformat(),
                      origin=HERE)
    w.unassisted.setChecked(True)   # any filter change draws again, with the new game
    assert list(w.points.getData()[1]) == [20, 25, 30, 10, 20]
    w.unassisted.setChecked(False)
    assert list(w.points.getData()[1]) == [*ANN, 20]
    assert w.figures["games"].text() == "6"


def test_a_long_history_without_a_snapshot_is_read_off_the_gui_thread(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from yachtdice.ui.windows.statistics import SETTING

    fill(store, HERE)
    store.set_setting(SETTING, Filters(player="Ann").to_json())
    monkeypatch.setattr(StatisticsWindow, "READ_IN_BACKGROUND", 0)  # 8 seats count as long
    w = window(qtbot, store)
    assert w.empty.text().startswith("Reading your history for the first time")
    qtbot.waitUntil(lambda: w.stats is not None, timeout=10_000)
    assert w.player_box.currentData() == "Ann"     # the remembered filters, once known
    assert list(w.points.getData()[1]) == ANN
    assert store._conn.execute("SELECT count(*) FROM stats_snapshot").fetchone()[0] == 1


def test_the_legend_names_only_the_averages_drawn(qtbot: QtBot, store: Store) -> None:
    from ..store.stats_history import yacht

    def legend(key: str) -> list[str]:
        return [label.text for _, label in w.plots[key].plotItem.legend.items]

    for i in range(12):  # twelve games: an average of 10 is drawn, one of 50 is not
        store.record_game(yacht([(1, 1, 1, 1 + i // 6, 1 + i % 6)], ["Ann"]),
                          ended=f"2026-04-{i + 1:02d}T12:00:00+00:00", origin=HERE)
    w = window(qtbot, store)
    assert w.ma10.getData()[1] is not None and len(w.ma10.getData()[1]) == 12
    assert "average of last 10" in legend("time")
    assert "average of last 50" not in legend("time")  # it said so with 12 games
    assert "average of last 10" not in legend("quality")  # no game reviewed yet


def test_a_word_game_is_counted_under_its_own_rules_by_name(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from yachtdice.core.modes.word import rules as word
    from yachtdice.core.modes.word.rules import WORD_YAHTZEE

    from ..store.test_word_games import LEX, word_game
    monkeypatch.setattr(word, "_dictionary_loader", lambda: LEX)
    store.record_game(word_game(), origin=HERE)  # Ann 76 (hand-counted in that test), Bot 0
    asked: list[str] = []
    w = StatisticsWindow(store, [preset("yacht"), WORD_YAHTZEE], [].append, None,
                         reference=lambda rules: asked.append(rules.id))
    qtbot.addWidget(w)
    w.show()
    assert w.ruleset_box.itemText(w.ruleset_box.findData("word-yahtzee")) == "Word Yahtzee"
    choose(w.ruleset_box, "word-yahtzee")
    choose(w.player_box, "Ann")
    assert w.figures["games"].text() == "1"
    assert list(w.points.getData()[1]) == [76]
    # the boxes by their names, with no optimal play (none is known for letter dice)
    labels = {row[0]: row[1] for row in w.box_rows}
    assert labels["Yahtzee Word"] == 50 and labels["5-Letter Word"] == 12
    assert all(row[2] is None for row in w.box_rows) and asked == []


@pytest.mark.slow
def test_one_game_far_below_optimal_play_shows_both(qtbot: QtBot, store: Store) -> None:
    from ..store.stats_history import yacht

    # Ann's one game: Choice 6 + 6 + 6 + 6 + 6 = 30, every other box 0 (the history's plan)
    store.record_game(yacht([(6, 6, 6, 6, 6)], ["Ann"]), ended="2026-04-01T12:00:00+00:00",
                      origin=HERE)
    w = window(qtbot, store)
    choose(w.ruleset_box, "yacht")
    qtbot.waitUntil(lambda: w.optimal_line.isVisible(), timeout=5000)
    assert list(w.points.getData()[1]) == [30]
    low, high = w.plots["time"].viewRange()[1]
    assert low <= 30 < 150 <= high  # the score and optimal play's 150, on one axis
    assert low >= 0  # no negative scores drawn where none can be


@pytest.mark.slow
def test_legends_sit_above_the_charts_not_over_them(qtbot: QtBot, store: Store) -> None:
    fill(store, HERE)
    w = window(qtbot, store)
    choose(w.ruleset_box, "yacht")
    qtbot.waitUntil(lambda: w.optimal_line.isVisible(), timeout=5000)
    for key in ("time", "distribution", "boxes"):
        w.tabs.setCurrentIndex(list(w.plots).index(key))
        plot = w.plots[key].plotItem
        qtbot.waitUntil(lambda plot=plot: plot.legend.items and
                        plot.vb.sceneBoundingRect().height() > 100)
        legend, chart = plot.legend.sceneBoundingRect(), plot.vb.sceneBoundingRect()
        assert legend.bottom() <= chart.top() and not legend.intersects(chart), key


def test_the_best_line_says_whose_best_it_is(qtbot: QtBot, store: Store) -> None:
    fill(store, HERE)
    w = window(qtbot, store)

    def named() -> tuple[str, list[str]]:
        legend = [label.text for _, label in w.plots["time"].plotItem.legend.items]
        return w.best_line.name(), legend

    choose(w.player_box, "Ann")
    assert list(w.best_line.getData()[1]) == [20, 25, 30, 56, 56]
    assert named()[0] == "personal best" and "personal best" in named()[1]
    choose(w.player_box, None)
    assert named()[0] == "best of all people" and "best of all people" in named()[1]
    w.computers.setChecked(True)
    # Robo's 30 in game 3 counts now; the best is still Ann's 56 (game 4)
    assert named()[0] == "best of all players" and "personal best" not in named()[1]
    assert w.best_line.getData()[1][-1] == 56


def test_a_filter_chosen_during_a_review_run_draws_at_once_and_is_reviewed_after(
        qtbot: QtBot, store: Store) -> None:
    import threading

    fill(store, HERE)
    calls: list[Filters] = []
    going_on = threading.Event()

    def reviewer(f: Filters, progress: Callable[[int, int], None]) -> object:
        calls.append(f)
        if len(calls) == 1:
            going_on.wait(30)  # a long run, for the filters the window opened with
        return 0

    w = window(qtbot, store, reviewer=reviewer)
    try:
        qtbot.waitUntil(lambda: len(calls) == 1, timeout=5000)
        w.computers.setChecked(True)  # Robo's 30 of game 3 counts now
        # drawn at once, the run still going on
        assert list(w.points.getData()[1]) == [20, 25, 15, 30, 30, 56, 10, 30]
        assert w.figures["games"].text() == "5" and calls == [PLAYED_AT_HOME]
    finally:
        going_on.set()
    qtbot.waitUntil(lambda: len(calls) == 2, timeout=5000)
    # its games are reviewed next
    assert calls[1] == replace(PLAYED_AT_HOME, include_computers=True)
