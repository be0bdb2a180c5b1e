"""A card with three columns per player (Triple Ship, tests/toy/triple.py) in the real
window: each player's columns drawn side by side under their name and "×1", "×2", "×3", in
the player's colour; a box of a column booked by clicking its cell and by the keyboard (Left
and Right between the player's columns); each booking announced with its column and its
points, and told so again in History once the game is stored.

By hand (a 6, a 5 and a 4 carry the other two dice's pips as cargo, times the column's
number): Ann rolls 6 5 4 3 2, cargo 5: 5, 10 and 15 in her three columns; she clicks First
Voyage ×3: 15. Bo rolls 6 5 4 6 6, cargo 12; with the keys he books Second Voyage ×2: 24.
Ann rolls 6 5 4 1 1, cargo 2; with the keys she books Second Voyage ×3 (First is taken
there): 6. Her ×3 column then adds up to 15 + 6 = 21.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QModelIndex, Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import GameRecord, Player, Roll, Score, ScriptedDice
from yachtdice.core.game import Place
from yachtdice.store import HERE
from yachtdice.ui.board.scorecard_model import (
    CellState,
    CellStateRole,
    CurrentPlayerRole,
    PlayerNameRole,
)
from yachtdice.ui.i18n import Language
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.widgets.theme import player_colour
from yachtdice.ui.windows.history import HistoryDialog

from ..toy.triple import TRIPLE, registered
from .conftest import MakeWindow

DICE = [6, 5, 4, 3, 2, 6, 5, 4, 6, 6, 6, 5, 4, 1, 1]


@pytest.fixture(autouse=True)
def triple_ship() -> Iterator[None]:
    with registered():
        yield


def at(window: MainWindow, seat: int, box: str, column: int) -> QModelIndex:
    return window.model.index_of(seat, Place(box, column))


def shown(window: MainWindow, seat: int, box: str, column: int) -> str:
    return window.model.data(at(window, seat, box, column))


def roll(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling)


def key(qtbot: QtBot, window: MainWindow, *keys: Qt.Key) -> None:
    for k in keys:
        qtbot.keyClick(window.scorecard, k)


def triple_window(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    window = make_window(ScriptedDice(DICE))
    window.controller.new_game(TRIPLE, [Player("Ann"), Player("Bo")])
    qtbot.waitUntil(lambda: window.model.columnCount() == 6)
    return window


def test_three_columns_per_player_side_by_side(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = triple_window(qtbot, make_window)
    model = window.model
    horizontal = Qt.Orientation.Horizontal
    assert [model.headerData(c, horizontal) for c in range(6)] == ["×1", "×2", "×3"] * 2
    assert [model.headerData(c, horizontal, PlayerNameRole) for c in range(6)] == [
        "Ann", "Ann", "Ann", "Bo", "Bo", "Bo"]  # written once across the player's columns
    assert [model.headerData(c, horizontal, Qt.ItemDataRole.AccessibleTextRole)
            for c in (1, 5)] == ["Ann ×2", "Bo ×3"]
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())] == [
        "First Voyage", "Second Voyage", "Third Voyage", "Total"]
    # left to right on one row, Ann's three columns and then Bo's
    lefts = [window.scorecard.visualRect(at(window, seat, "first", c)).left()
             for seat in (0, 1) for c in range(3)]
    assert lefts == sorted(lefts) and len(set(lefts)) == 6
    # every column of the player at play is hers, in her colour; Bo's band is his colour
    assert [bool(model.data(model.index(0, c), CurrentPlayerRole)) for c in range(6)] == [
        True, True, True, False, False, False]
    header = window.scorecard.horizontalHeader()
    picture = header.grab().toImage()
    ratio = picture.devicePixelRatio()
    middle = header.sectionViewportPosition(4) + header.sectionSize(4) // 2
    band = picture.pixelColor(int(middle * ratio), int((header.height() - 2) * ratio))
    assert band.name() == player_colour(1).name()


def test_booked_by_click_and_by_keys_and_announced(qtbot: QtBot,
                                                   make_window: MakeWindow) -> None:
    window = triple_window(qtbot, make_window)
    model = window.model

    # Ann: cargo 5, previewed in each of her columns at its multiple; she clicks ×3
    roll(qtbot, window)
    assert [shown(window, 0, "first", c) for c in range(3)] == ["5", "10", "15"]
    assert model.data(at(window, 0, "first", 2), CellStateRole) == CellState.PREVIEW
    assert model.data(at(window, 0, "first", 2), Qt.ItemDataRole.AccessibleTextRole) == \
        "First Voyage (×3), Ann: 15 if scored now"
    rect = window.scorecard.visualRect(at(window, 0, "first", 2))
    qtbot.mouseClick(window.scorecard.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.controller.state.current == 1)
    assert window.controller.state.cards[0].points_at(Place("first", 2)) == 15
    assert model.data(at(window, 0, "first", 2), CellStateRole) == CellState.FILLED
    assert [shown(window, 0, "first", c) for c in range(3)] == ["", "", "15"]
    assert window.announcer.spoken[-1] == "Ann scored 15 in First Voyage (×3). Turn: Bo."

    # Bo: cargo 12; the cursor starts on his first column; Right, Down, Enter: ×2 Second
    roll(qtbot, window)
    assert window.scorecard.currentIndex() == at(window, 1, "first", 0)
    key(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Down)
    assert window.scorecard.currentIndex() == at(window, 1, "second", 1)
    key(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.current == 0)
    assert shown(window, 1, "second", 1) == "24"
    assert window.announcer.spoken[-1] == "Bo scored 24 in Second Voyage (×2). Turn: Ann."

    # Ann: cargo 2; Right twice reaches ×3, where First is taken: the cursor goes to Second
    roll(qtbot, window)
    assert shown(window, 0, "first", 2) == "15"  # booked stays booked; no preview there
    assert window.scorecard.currentIndex() == at(window, 0, "first", 0)
    key(qtbot, window, Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert window.scorecard.currentIndex() == at(window, 0, "second", 2)
    key(qtbot, window, Qt.Key.Key_Right)  # her last column: the cursor stays in her card
    assert window.scorecard.currentIndex() == at(window, 0, "second", 2)
    key(qtbot, window, Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: window.controller.state.current == 1)
    assert window.announcer.spoken[-1] == "Ann scored 6 in Second Voyage (×3). Turn: Bo."
    total = model.rowCount() - 1
    assert [model.data(model.index(total, c)) for c in range(6)] == [
        "0", "0", "21", "0", "24", "0"]


def test_the_columned_card_passes_the_model_tester(qtbot: QtBot, make_window: MakeWindow,
                                                   qtmodeltester: object) -> None:
    window = triple_window(qtbot, make_window)
    qtmodeltester.check(window.model)  # type: ignore[attr-defined]
    roll(qtbot, window)
    rect = window.scorecard.visualRect(at(window, 0, "third", 1))
    qtbot.mouseClick(window.scorecard.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.controller.state.current == 1)
    qtmodeltester.check(window.model)  # type: ignore[attr-defined]


def test_the_column_is_said_in_german(qtbot: QtBot, make_window: MakeWindow,
                                      speak: Language) -> None:
    speak.install("de")
    window = triple_window(qtbot, make_window)
    roll(qtbot, window)
    rect = window.scorecard.visualRect(at(window, 0, "third", 1))
    qtbot.mouseClick(window.scorecard.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.controller.state.current == 1)
    # cargo 5 in ×2: 10 (the toy's voyages have no German names)
    assert window.announcer.spoken[-1] == "Ann trägt 10 bei Third Voyage (×2) ein. Am Zug: Bo."


def test_a_card_of_one_column_per_player_passes_the_model_tester(
        qtbot: QtBot, make_window: MakeWindow, qtmodeltester: object) -> None:
    window = make_window(ScriptedDice([6, 6, 6, 6, 6]), rules="yacht",
                         players=[Player("Ann"), Player("Bo")])
    assert window.model.columnCount() == 2 and window.model.columns == ("",)
    roll(qtbot, window)
    qtmodeltester.check(window.model)  # type: ignore[attr-defined]


def test_history_shows_a_column_games_bookings_by_column(qtbot: QtBot,
                                                         make_window: MakeWindow) -> None:
    # Ann alone sails each voyage in each column with 6 5 4 3 2 (cargo 5): ×1 5, ×2 10,
    # ×3 15, three times over: 90
    window = make_window(open_store=True)
    assert window.store is not None
    record = GameRecord.new(TRIPLE, [Player("Ann")])
    for column in (2, 0, 1):
        for box in ("first", "second", "third"):
            record = record.then(Roll((6, 5, 4, 3, 2))).then(Score(Place(box, column)))
    assert record.state.finished
    window.store.record_game(record, started="2026-03-01T12:00:00+00:00",
                             ended="2026-03-01T12:10:00+00:00", origin=HERE)
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    history = window.dialog
    assert isinstance(history, HistoryDialog)
    assert history.model.data(history.model.index(0, 2)) == "Ann 90"
    history.table.selectRow(0)
    lines = history.game_view.toPlainText().splitlines()
    assert lines[0] == "Turn 1: Ann booked First Voyage (×3): 15."
    assert lines[4] == "Turn 5: Ann booked Second Voyage (×1): 5."
    assert lines[8] == "Turn 9: Ann booked Third Voyage (×2): 10."
