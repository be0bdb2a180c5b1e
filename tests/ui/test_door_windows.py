"""The window's share of issue 23: a damaged setting, a date at the end of the calendar or
a game dated year 1 never stops a window from opening; a refused rules file always says why
on screen; History deletes a finished game after asking."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.word.rules import WORD_YAHTZEE
from yachtdice.store import HERE, Store
from yachtdice.store.stats import PLAYED_AT_HOME, Filters
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.controller import GameController
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.highscores import HighScoresDialog
from yachtdice.ui.windows.history import HistoryDialog
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.helpers import yacht_game
from ..store.stats_history import far_zone  # noqa: F401 (a fixture)
from .conftest import MakeWindow

SETTING = "statistics.filters"


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "door.sqlite3")
    yield s  # type: ignore[misc]
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, StatisticsWindow):
            widget.close()
    s.close()


def statistics_window(qtbot: QtBot, store: Store) -> StatisticsWindow:
    w = StatisticsWindow(store, [preset("yacht")], [].append, None,
                         reference=lambda rules: None)
    qtbot.addWidget(w)
    w.show()
    return w


def button(box: QMessageBox, text: str) -> QPushButton:
    [found] = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == text]
    return found


def test_a_settings_file_of_100000_brackets_starts_the_window_with_defaults(
        qtbot: QtBot, private_data_dir: Path) -> None:
    folder = private_data_dir / "data"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_text("[game]\nlast_setup=" + "[" * 100_000 + "\n")
    assert Settings().last_setup is None
    window = MainWindow(GameController(), open_store=False)
    qtbot.addWidget(window)
    window.show()
    window.start()
    state = window.controller.state
    assert state is not None and state.ruleset.id == "yahtzee"
    assert state.players == (Player("Player 1"),)


@pytest.mark.slow
def test_the_last_day_of_the_calendar_as_a_period_end_keeps_statistics_open(
        qtbot: QtBot, store: Store, far_zone: str) -> None:  # noqa: F811
    store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]), origin=HERE)
    w = statistics_window(qtbot, store)
    w.period_box.setCurrentIndex(w.period_box.findData(-1))  # Custom…
    w.since_edit.setDate(QDate(2000, 1, 1))
    w.until_edit.setDate(QDate(9999, 12, 31))  # the field's own end, as a player picks it
    assert w.stats is not None and w.stats.games == 1
    assert w.figures["games"].text() == "1"
    w.close()
    again = statistics_window(qtbot, store)  # the filter was saved: it opens with it
    assert again.stats is not None and again.stats.games == 1
    assert again.period_box.currentData() == -1


@pytest.mark.parametrize("saved", [
    {"since": None, "until": "9999-12-31"},
    {"since": "0001-01-01", "until": None},
    {"since": "2026-03-01", "until": "2026-01-01"},
    {"unassisted": "yes"},
])
def test_a_bad_saved_filter_is_dropped_and_statistics_open(qtbot: QtBot, store: Store,
                                                           saved: dict[str, object]) -> None:
    store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]), origin=HERE)
    store.set_setting(SETTING, {**Filters(player="Ann").to_json(), **saved})
    w = statistics_window(qtbot, store)
    assert w.filters() == PLAYED_AT_HOME  # the window's defaults
    assert w.stats is not None and w.stats.games == 1


@pytest.mark.parametrize("stamp", ["0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00"])
def test_a_game_an_older_version_dated_at_the_ends_of_time_keeps_statistics_open(
        qtbot: QtBot, store: Store, stamp: str, far_zone: str) -> None:  # noqa: F811
    odd = store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"]), origin=HERE)
    store.record_game(yacht_game((1, 1, 1, 1, 2), ["Ann"]), origin=HERE)
    with store._conn:  # as an import before this version let it in
        store._conn.execute("UPDATE games SET ended = ? WHERE id = ?", (stamp, odd))
        store._conn.execute("UPDATE seats SET ended = ? WHERE game_id = ?", (stamp, odd))
    w = statistics_window(qtbot, store)
    assert w.stats is not None and w.stats.games == 2


def history_with_two_games(qtbot: QtBot, store: Store) -> tuple[HistoryDialog, int, int]:
    kept = store.record_game(yacht_game((2, 2, 2, 2, 3), ["Ann"]), origin=HERE)
    gone = store.record_game(yacht_game((6, 6, 6, 6, 6), ["Ann"], yacht=True), origin=HERE)
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.selected_game() == gone  # newest first, selected
    return dialog, kept, gone


def test_history_deletes_a_finished_game_after_asking(qtbot: QtBot, store: Store) -> None:
    dialog, kept, gone = history_with_two_games(qtbot, store)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.confirm_box is not None and dialog.confirm_box.isVisible())
    box = dialog.confirm_box
    assert box is not None
    assert box.defaultButton() is button(box, "Keep")
    assert "Yacht" in box.text() and "Ann 80" in box.text()
    with qtbot.waitSignal(dialog.game_deleted) as deleted:
        qtbot.mouseClick(button(box, "Delete"), Qt.MouseButton.LeftButton)
    assert deleted.args == [gone]
    assert [g.id for g in dialog.model.rows] == [kept]
    assert [g.id for g in store.history()] == [kept]
    scores = HighScoresDialog(store, [preset("yacht")], "yacht")
    qtbot.addWidget(scores)
    assert [h.game_id for h in store.high_scores("yacht")] == [kept]
    w = statistics_window(qtbot, store)
    assert w.stats is not None and w.stats.games == 1 and w.figures["games"].text() == "1"


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_history_keeps_the_game_on_enter_or_escape(qtbot: QtBot, store: Store,
                                                   key: Qt.Key) -> None:
    dialog, kept, gone = history_with_two_games(qtbot, store)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.confirm_box is not None and dialog.confirm_box.isVisible())
    box = dialog.confirm_box
    assert box is not None
    qtbot.keyClick(box, key)
    qtbot.waitUntil(lambda: dialog.confirm_box is None)
    assert {g.id for g in store.history()} == {kept, gone}
    assert len(dialog.model.rows) == 2


def hostile_word_rules() -> dict[str, object]:
    data = WORD_YAHTZEE.to_dict()
    data.update(id="squares", name="Squares")
    data["dice"] = ["A\u00b2 B1"] + data["dice"][1:]  # a value written with a Unicode digit
    return data


@pytest.mark.parametrize("data, sentence", [
    (hostile_word_rules(), "squares.json cannot be used: dice[0]: faces are written like"),
    ({**WORD_YAHTZEE.to_dict(), "id": "bell", "name": "Bell\u0007"},
     "squares.json cannot be used: name must not contain control characters"),
    ({**WORD_YAHTZEE.to_dict(), "id": "yahtzee~0123abcd"},
     "squares.json cannot be used: id must be 1-64 lowercase letters"),
])
def test_open_file_of_a_hostile_word_ruleset_says_why_on_screen(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, data: dict[str, object],
        sentence: str) -> None:
    window = make_window(open_store=True)
    dialog = window.new_game_dialog()
    path = tmp_path / "squares.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not dialog.open_rules_file(str(path))
    assert dialog.note.text().startswith(sentence)
    assert dialog.note.isVisible()
    assert window.store is not None and window.store.saved_rulesets() == []
