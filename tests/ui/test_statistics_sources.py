"""Statistics counts the games played here, rolled or with real dice, unless asked for
others: a box per origin (played here, recorded, imported) and per kind of dice (rolled here,
real dice, online), pressed by the player; the summary line says what is counted."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox
from pytestqt.qtbot import QtBot

from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import HERE, IMPORTED, ONLINE, REAL, Store
from yachtdice.store.stats import PLAYED_AT_HOME, Filters, statistics
from yachtdice.ui.windows.statistics import StatisticsWindow

from ..store.stats_history import local_zone, yacht  # noqa: F401

pytestmark = pytest.mark.usefixtures("local_zone")


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "sources.sqlite3")
    yield s  # type: ignore[misc]
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, StatisticsWindow):
            widget.close()
    s.close()


def four_games(store: Store) -> None:
    """Yacht, one game each (the yacht helper's card: Ann scores 30 with a Yacht in turn
    1 of ``yacht_for``, else her boxes' fixed points): rolled here, real dice here, online
    here, and one imported from another computer."""
    days = iter(f"2026-04-0{d}T12:00:00+00:00" for d in range(1, 5))
    store.record_game(yacht([(6, 6, 6, 6, 6)], ["Ann"]), ended=next(days), origin=HERE)
    store.record_game(yacht([(5, 5, 5, 5, 5)], ["Ann"]), ended=next(days), origin=HERE,
                      dice=REAL)
    store.record_game(yacht([(4, 4, 4, 4, 4)], ["Ann"]), ended=next(days), origin=HERE,
                      dice=ONLINE, host="Eve")
    store.record_game(yacht([(3, 3, 3, 3, 3)], ["Ann"]), ended=next(days), origin=IMPORTED)


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


@pytest.mark.slow
def test_an_imported_game_is_left_out_until_asked_for(qtbot: QtBot, store: Store) -> None:
    four_games(store)
    every = statistics(store, Filters()).series.score
    home = list(statistics(store, PLAYED_AT_HOME).series.score)
    assert len(every) == 4 and home == list(every[:2])  # rolled here and real dice
    w = StatisticsWindow(store, [preset("yacht")], [].append, None, reference=lambda r: None)
    qtbot.addWidget(w)
    w.show()
    bar = w.filter_bar
    assert [k for k, box in bar.sources.items() if box.isChecked()] == ["here", "rolled", "real"]
    assert w.figures["games"].text() == "2"
    assert list(w.points.getData()[1]) == home
    assert "played here, dice rolled here, real dice" in w.summary.text()
    tick(qtbot, bar.sources["imported"])
    assert w.figures["games"].text() == "3"
    assert list(w.points.getData()[1]) == [*home, every[3]]
    tick(qtbot, bar.sources["online"])
    assert w.figures["games"].text() == "4"
    tick(qtbot, bar.sources["here"])  # only the imported one is left
    assert w.figures["games"].text() == "1"
    w.close()
    again = StatisticsWindow(store, [preset("yacht")], [].append, None,
                             reference=lambda r: None)
    qtbot.addWidget(again)
    again.show()  # remembered as the player left them
    assert again.filters() == Filters(origins=("imported",), dice=("rolled", "real", "online"))
    assert again.figures["games"].text() == "1"


def test_the_filters_json_keeps_only_known_kinds() -> None:
    f = Filters(origins=("here", "imported"), dice=("real",))
    assert Filters.from_json(f.to_json()) == f
    assert Filters.from_json({**f.to_json(), "dice": ["real", "thrown"]}) == Filters()
    assert Filters.from_json({**f.to_json(), "origins": "here"}) == Filters()
    assert "origins" not in Filters().to_json()  # any: as written before
