"""The strategy engine in the window: hints, the Expert opponent, reviews, solving."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, Ruleset, ScriptedDice, preset
from yachtdice.core.review import review_game
from yachtdice.ui.engine_service import EngineService, solver_cache

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


def test_hint_on_the_last_roll_points_at_the_best_box(qtbot: QtBot,
                                                     make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([1, 2, 3, 4, 5] * 3))
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_Space)
    window.hint_button.click()
    qtbot.waitUntil(lambda: window.hint_label.text().startswith("Hint:"), timeout=10_000)
    assert window.hint_label.text().startswith("Hint: score Little Straight")
    assert current_box(window) == "little_straight"


def test_an_expert_opponent_plays_its_turn(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(players=[Player("Ann"), Player("Deep", True, "expert")])
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "choice")
    window.controller.hurry()
    qtbot.waitUntil(lambda: window.controller.state.current == 0, timeout=20_000)
    assert window.controller.state.cards[1].filled_count == 1


def test_review_from_the_end_of_a_game(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([1, 2, 3, 4, 6] * 12))
    for box in preset("yacht").category_ids:
        press(qtbot, window, Qt.Key.Key_Space)
        score_by_keys(qtbot, window, box)  # every roll scored at once, wherever
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    record = window.controller.record
    window.end_dialog.review.click()
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "ReviewDialog", timeout=10_000)
    dialog = window.dialog
    assert "pyqtgraph" in sys.modules
    engine = window.controller.engines.known(preset("yacht"))
    expected = review_game(record, engine)
    assert np.allclose(dialog.chart.plotted(), expected.loss_per_turn(0))
    assert dialog.model.rowCount() == len(expected.costliest(0, 10))
    assert f"{expected.total_loss(0):.1f} expected points given away" in dialog.summary.text()


def test_history_opens_a_review(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([5] * 60), open_store=True)
    for box in preset("yacht").category_ids:
        press(qtbot, window, Qt.Key.Key_Space)
        score_by_keys(qtbot, window, box)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.close()
    history = window.show_history()
    assert history.model.rowCount() == 1
    history.review_button.click()
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "ReviewDialog", timeout=10_000)


def bigger_rules() -> Ruleset:
    """A ruleset that takes a moment to solve (so it can be watched and cancelled)."""
    data = preset("yatzy").to_dict()
    data["id"] = "yatzy-eleven"
    data["categories"] = data["categories"][:11]
    return Ruleset.from_dict(data)


def test_solving_shows_progress_and_can_be_cancelled(qtbot: QtBot) -> None:
    service = EngineService()
    got: list[object] = []
    seen: list[float] = []
    service.progress.connect(lambda _name, f: seen.append(f))
    with qtbot.waitSignal(service.finished, timeout=60_000):
        service.request(bigger_rules(), got.append)
        qtbot.waitUntil(lambda: bool(seen), timeout=30_000)
        service.cancel()
    assert got == [] and not service.busy
    folder = solver_cache()
    assert not folder.exists() or list(folder.iterdir()) == []  # nothing half-written


def test_a_solved_table_is_cached_for_next_time(qtbot: QtBot) -> None:
    service = EngineService()
    got: list[object] = []
    with qtbot.waitSignal(service.finished, timeout=120_000):
        service.request(bigger_rules(), got.append)
    assert len(got) == 1 and got[0].exact  # type: ignore[attr-defined]
    assert any(Path(solver_cache()).glob("yatzy-eleven-*.npz"))
    fresh = EngineService()
    again: list[object] = []
    fresh.request(bigger_rules(), again.append)  # loaded from disk at once
    assert len(again) == 1
