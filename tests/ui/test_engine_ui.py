"""The strategy engine in the window: hints, the Expert opponent, reviews, solving."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.ui.modes.pips.engine_service import EngineService, solver_cache
from yachtdice.ui.table.main_window import MainWindow

from .conftest import MakeWindow
from .helpers import current_box, press, score_by_keys


def test_hint_suggests_the_best_keep_and_marks_the_game(qtbot: QtBot,
                                                        make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([6, 2, 6, 6, 6]), open_store=True)
    press(qtbot, window, Qt.Key.Key_Space)
    press(qtbot, window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.hint_label.text().startswith("Hint:"), timeout=10_000)
    assert "keep 6 6 6 6" in window.hint_label.text()
    assert [d.suggested for d in window.tray.dice] == [True, False, True, True, True]
    assert window.controller.used_hints
    assert window.store is not None
    assert window.store.game(window.controller.game_id).used_hints  # assisted in the store


def roll_until(qtbot: QtBot, window: MainWindow, rolls_left: int) -> None:
    """Press Space until the roll leaving ``rolls_left`` has happened (presses that fall in
    the roll debounce are ignored, as for a person; the next poll presses again)."""
    def rolled() -> bool:
        if window.controller.state.rolls_left > rolls_left:
            press(qtbot, window, Qt.Key.Key_Space)
        return window.controller.state.rolls_left == rolls_left

    qtbot.waitUntil(rolled, timeout=5000)


def test_hint_on_the_last_roll_points_at_the_best_box(qtbot: QtBot,
                                                     make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([1, 2, 3, 4, 5] * 3))
    for left in (2, 1, 0):
        roll_until(qtbot, window, left)
    state = window.controller.state
    assert state.rolls_available == 0 and state.dice == (1, 2, 3, 4, 5)  # the last roll
    assert "Space rolls again" not in window.help_label.text()
    assert window.help_label.text().startswith("No rolls left.")
    assert not window.roll_button.isEnabled()
    window.hint_button.click()
    qtbot.waitUntil(lambda: window.hint_label.text().startswith("Hint:"), timeout=10_000)
    # no roll left: the best box is the Little Straight's 30 (Choice would give 15)
    assert window.hint_label.text().startswith("Hint: score Little Straight")
    assert "keep" not in window.hint_label.text() and "reroll" not in window.hint_label.text()
    assert current_box(window) == "little_straight"


def test_an_expert_opponent_plays_its_turn(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(players=[Player("Ann"), Player("Deep", True, "expert")])
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "choice")
    window.controller.hurry()
    qtbot.waitUntil(lambda: window.controller.state.current == 0, timeout=20_000)
    assert window.controller.state.cards[1].filled_count == 1


def pair_rules() -> Ruleset:
    """Two dice, two rolls, one box (Choice: the dice added): small enough to review by hand."""
    data = preset("yacht").to_dict()
    data.update(id="pair", name="Pair")
    data["dice"]["count"] = 2
    data["rolls"]["per_turn"] = 2
    data["categories"] = [c for c in data["categories"] if c["id"] == "choice"]
    return Ruleset.from_dict(data)


# Ann rolls 1 1 and scores Choice at once: 2 points. Rerolling both dice instead is worth
# 7 on average (3.5 + 3.5), keeping a 1 is worth 1 + 3.5 = 4.5: she gave away 7 - 2 = 5.0.
HAND_LOSS = 5.0


def play_pair_game(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.new_game(pair_rules(), [Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    press(qtbot, window, Qt.Key.Key_Return)
    assert window.controller.state.finished
    assert window.controller.state.cards[0].grand_total == 2


def assert_hand_worked_review(dialog: object) -> None:
    assert np.allclose(dialog.chart.plotted(), [HAND_LOSS])  # type: ignore[attr-defined]
    model = dialog.model  # type: ignore[attr-defined]
    assert model.rowCount() == 1
    row = [model.data(model.index(0, c)) for c in range(model.columnCount())]
    assert row == ["1", "1 1 (1 left)", "score Choice", "reroll all", "5.0"]
    summary = dialog.summary.text()  # type: ignore[attr-defined]
    assert summary.startswith("1 decision; 5.0 expected points given away in all.")


def test_review_from_the_end_of_a_game(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([1, 1]))
    play_pair_game(qtbot, window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.end_dialog.review.click()
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "ReviewDialog", timeout=10_000)
    assert "pyqtgraph" in sys.modules
    assert_hand_worked_review(window.dialog)


@pytest.mark.slow
def test_history_opens_a_review(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([1, 1]), open_store=True)
    play_pair_game(qtbot, window)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.close()
    history = window.show_history()
    assert history.model.rowCount() == 1
    history.review_button.click()
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "ReviewDialog", timeout=10_000)
    assert window.dialog.record.ruleset.id == "pair"  # type: ignore[attr-defined]
    assert_hand_worked_review(window.dialog)


def bigger_rules() -> Ruleset:
    """A ruleset that takes a moment to solve (so it can be watched and cancelled)."""
    data = preset("yatzy").to_dict()
    data["id"] = "yatzy-eleven"
    data["categories"] = data["categories"][:11]
    return Ruleset.from_dict(data)


@pytest.mark.no_solved_tables  # the solver cache is what it checks
def test_solving_shows_progress_and_can_be_cancelled(qtbot: QtBot) -> None:
    service = EngineService()
    got: list[object] = []
    seen: list[tuple[object, ...]] = []

    def first_progress(*args: object) -> None:
        seen.append(args)
        service.cancel()  # on the solving thread, right at the first report: no race

    service.progress.connect(first_progress, Qt.ConnectionType.DirectConnection)
    with qtbot.waitSignal(service.finished, timeout=120_000):
        service.request(bigger_rules(), got.append)
    assert seen and seen[0][0] == "Yatzy"  # progress was reported, naming the rules
    assert got == [] and not service.busy  # cancelled: no engine
    folder = solver_cache()
    assert not folder.exists() or list(folder.iterdir()) == []  # nothing half-written


@pytest.mark.slow
def test_a_solved_table_is_cached_for_next_time(qtbot: QtBot) -> None:
    service = EngineService()
    got: list[object] = []
    with qtbot.waitSignal(service.finished, timeout=120_000):
        service.request(bigger_rules(), got.append)
    assert len(got) == 1 and got[0].exact  # type: ignore[attr-defined]
    assert any(Path(solver_cache()).glob("yatzy-eleven-*.npz"))
    fresh = EngineService()
    again: list[object] = []
    solving: list[float] = []
    fresh.progress.connect(lambda _name, fraction: solving.append(fraction))
    fresh.request(bigger_rules(), again.append)  # loaded from disk, off the GUI thread
    qtbot.waitUntil(lambda: len(again) == 1, timeout=30_000)
    assert solving == []  # not solved again


def test_the_review_charts_numbers_are_drawn_whole(qtbot: QtBot) -> None:
    """A chart as short as a review's with the key under it, whose highest bar (5.46: the
    range's top is a tenth above it, 6.006) puts a tick, 6, at the very top: every number on
    its axes lies inside the chart (the top one was drawn cut in half)."""
    from PySide6.QtGui import QImage, QPainter

    from yachtdice.ui.windows.review import LossChart

    chart = LossChart(3, "points given away")
    qtbot.addWidget(chart)
    chart.resize(640, 150)
    chart.show_losses([0.0, 5.46, 1.0])
    chart.show()
    qtbot.waitExposed(chart)
    view = chart.plot
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        for side in ("left", "bottom"):
            axis = view.getAxis(side)
            texts = axis.generateDrawSpecs(painter)[2]
            assert texts, side
            for rect, _flags, text in texts:
                drawn = view.mapFromScene(axis.mapRectToScene(rect)).boundingRect()
                assert view.viewport().rect().contains(drawn), (side, text, drawn)
        assert "6" in [t for _r, _f, t in view.getAxis("left").generateDrawSpecs(painter)[2]]
    finally:
        painter.end()
