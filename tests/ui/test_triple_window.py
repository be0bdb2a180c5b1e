"""Triple Yahtzee through the real window: three columns per player side by side, a whole
game of 39 turns played by pressing Roll and clicking boxes (tests/core/test_triple.py's
card, worked out by hand: 1648), the end, High Scores and History; booking by the keys;
the hint; the joker's refusals shown on the card.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.core.game import Place
from yachtdice.core.modes.triple.rules import TRIPLE
from yachtdice.ui.board.scorecard_model import CellState, CellStateRole
from yachtdice.ui.dialogs.end_game import EndDialog
from yachtdice.ui.i18n import Language
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.windows.highscores import Column, HighScoresDialog
from yachtdice.ui.windows.history import HistoryDialog

from ..core.test_triple import WHOLE_GAME
from .conftest import MakeWindow


def at(window: MainWindow, seat: int, box: str, column: int) -> QModelIndex:
    return window.model.index_of(seat, Place(box, column))


def shown(window: MainWindow, seat: int, box: str, column: int) -> str:
    return window.model.data(at(window, seat, box, column))


def roll(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.rolling and window.controller.state.dice
                    is not None)


def click(qtbot: QtBot, window: MainWindow, box: str, column: int) -> None:
    index = at(window, window.controller.state.current, box, column)
    window.scorecard.scrollTo(index)
    rect = window.scorecard.visualRect(index)
    qtbot.mouseClick(window.scorecard.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def triple_window(qtbot: QtBot, make_window: MakeWindow, dice: list[int],
                  players: list[Player] | None = None, open_store: bool = False) -> MainWindow:
    window = make_window(ScriptedDice(dice), open_store=open_store)
    window.controller.new_game(TRIPLE, players or [Player("Ann")])
    columns = 3 * len(players or [None])
    qtbot.waitUntil(lambda: window.model.columnCount() == columns)
    return window


def model_state(window: MainWindow, box: str, column: int) -> int:
    return window.model.data(at(window, 0, box, column), CellStateRole)


def row_texts(window: MainWindow, label: str) -> list[str]:
    model = window.model
    row = next(r for r in range(model.rowCount())
               if model.headerData(r, Qt.Orientation.Vertical) == label)
    return [model.data(model.index(row, c)) for c in range(model.columnCount())]


@pytest.mark.slow
def test_a_whole_game_by_roll_and_clicks_ends_at_the_hand_worked_total(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    dice = [d for roll_, _, _ in WHOLE_GAME for d in roll_]
    window = triple_window(qtbot, make_window, dice, open_store=True)
    model = window.model
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == [
        "×1", "×2", "×3"]
    labels = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert labels == ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Upper sum",
                      "Bonus", "3 of a Kind", "4 of a Kind", "Full House", "Small Straight",
                      "Large Straight", "Yahtzee", "Chance", "Bonus chips", "Column total",
                      "Grand total"], labels
    for number, (_, box, column) in enumerate(WHOLE_GAME):
        roll(qtbot, window)
        if number == 0:  # every open box of every column previews what it would hold
            assert [shown(window, 0, "ones", c) for c in range(3)] == ["3", "3", "3"]
            assert model.data(at(window, 0, "full_house", 2), CellStateRole) == \
                CellState.PREVIEW
        click(qtbot, window, box, column)
        if number < len(WHOLE_GAME) - 1:
            qtbot.waitUntil(lambda n=number: window.controller.state.cards[0].filled_count
                            == n + 1)
    qtbot.waitUntil(lambda: isinstance(window.end_dialog, EndDialog)
                    and window.end_dialog.isVisible(), timeout=15_000)
    assert window.controller.state.finished
    assert row_texts(window, "Upper sum") == ["63", "42", "84"]
    assert row_texts(window, "Bonus") == ["35", "0", "35"]
    assert row_texts(window, "Column total") == ["282", "340", "1026"]
    assert row_texts(window, "Grand total") == ["", "", "1648"]  # under ×3, as on paper
    assert window.end_dialog.headline.text() == "You scored 1648."

    # High Scores and History need no change for a game of three columns
    window.end_dialog.close()
    window.scores_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HighScoresDialog))
    scores = window.dialog
    assert isinstance(scores, HighScoresDialog)
    scores.rules.setCurrentIndex(scores.rules.findData(TRIPLE.id))
    qtbot.waitUntil(lambda: scores.model.rowCount() == 1)
    assert scores.model.data(scores.model.index(0, Column.SCORE)) in ("1,648", "1648")
    scores.close()
    window.history_action.trigger()
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))
    history = window.dialog
    assert isinstance(history, HistoryDialog)
    assert history.model.data(history.model.index(0, 2)) in ("Ann 1,648", "Ann 1648")
    history.table.selectRow(0)
    lines = history.game_view.toPlainText().splitlines()
    assert lines[0] == "Turn 1: Ann booked Ones (×1): 3."
    assert lines[-1] == "Turn 39: Ann booked Chance (×3): 75."


def test_a_box_of_any_column_is_booked_by_the_keys(qtbot: QtBot,
                                                   make_window: MakeWindow) -> None:
    window = triple_window(qtbot, make_window, [2, 2, 3, 3, 3] * 2)
    roll(qtbot, window)
    assert window.scorecard.currentIndex() == at(window, 0, "ones", 0)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Right)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Right)
    for _ in range(8):  # past the upper sum and the bonus, which are no boxes
        qtbot.keyClick(window.scorecard, Qt.Key.Key_Down)
    assert window.scorecard.currentIndex() == at(window, 0, "full_house", 2)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.cards[0].filled_count == 1)
    assert window.controller.state.cards[0].points_at(Place("full_house", 2)) == 75
    assert shown(window, 0, "full_house", 2) == "25"
    assert row_texts(window, "Column total") == ["0", "0", "75"]
    assert window.announcer.spoken[-1] == "Ann scored 75 in Full House (×3). Turn: Ann."
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)  # taken back
    qtbot.waitUntil(lambda: window.controller.state.cards[0].filled_count == 0)
    assert shown(window, 0, "full_house", 2) == "25"  # a preview again, the dice as they were
    assert model_state(window, "full_house", 2) == CellState.PREVIEW


def test_the_hint_says_what_to_keep_and_where_to_enter(qtbot: QtBot,
                                                       make_window: MakeWindow) -> None:
    window = triple_window(qtbot, make_window, [6, 6, 2, 3, 6, 6, 1])
    roll(qtbot, window)
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hint_label.text() == "Hint: keep 6 6 6 and roll again.")
    assert [d.suggested for d in window.tray.dice] == [True, True, False, False, True]


@pytest.mark.parametrize("players", [1, 4])
def test_the_window_fits_1024_by_768(qtbot: QtBot, make_window: MakeWindow,
                                     players: int) -> None:
    window = triple_window(qtbot, make_window, [1, 2, 3, 4, 5],
                           [Player(f"Player {i + 1}") for i in range(players)])
    window.resize(1024, 768)
    roll(qtbot, window)
    qtbot.waitUntil(lambda: window.width() <= 1024 and window.height() <= 768)
    view = window.scorecard
    last = window.model.index(window.model.rowCount() - 1, window.model.columnCount() - 1)
    rect = view.visualRect(last)
    assert view.viewport().rect().contains(rect), "the whole card shows without a scroll"


@pytest.mark.slow
def test_statistics_draw_triple_games_with_no_change(qtbot: QtBot, tmp_path: Path) -> None:
    import random

    from yachtdice.core.modes.triple.players import played
    from yachtdice.store import HERE, Store
    from yachtdice.ui.windows.statistics import StatisticsWindow

    store = Store.open(tmp_path / "stats.sqlite3")
    totals = []
    for seed in (1, 2, 3):
        record = played(TRIPLE, [Player("Ann")], random.Random(seed))
        totals.append(record.state.cards[0].grand_total)
        store.record_game(record, started=f"2026-03-0{seed}T12:00:00+00:00",
                          ended=f"2026-03-0{seed}T12:30:00+00:00", origin=HERE)
    w = StatisticsWindow(store, [TRIPLE], lambda game: None, None)
    qtbot.addWidget(w)
    w.show()
    w.ruleset_box.setCurrentIndex(w.ruleset_box.findData(TRIPLE.id))
    w.player_box.setCurrentIndex(w.player_box.findData("Ann"))
    qtbot.waitUntil(lambda: w.figures["games"].text() == "3")
    assert list(w.points.getData()[1]) == totals
    assert w.figures["average"].text().startswith(f"{sum(totals) / 3:.1f}")
    w.close()
    store.close()


def test_new_game_deals_triple_yahtzee_against_the_strong_computer(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    from yachtdice.ui.dialogs.new_game import NewGameDialog

    window = make_window(ScriptedDice([6, 6, 6, 5, 5] + [1, 2, 3, 4, 5] * 40))
    window.new_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    labels = [dialog.rules.itemText(i) for i in range(dialog.rules.count())]
    assert "Triple Yahtzee (three columns)" in labels
    assert "Triple Yahtzee, flat chips (three columns)" in labels
    dialog.rules.setCurrentIndex(dialog.rules.findData(TRIPLE.id))
    while len([r for r in dialog._rows if r.name.isEnabled()]) < 2:
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    first, second = [r for r in dialog._rows if r.name.isEnabled()][:2]
    first.name.setText("Ann")
    assert [second.kind.itemText(i) for i in range(second.kind.count())] == [
        "Person", "Computer – Simple", "Computer – Strong"]
    second.kind.setCurrentIndex(second.kind.findData("strong"))
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.model.columnCount() == 6)
    state = window.controller.state
    assert state.ruleset == TRIPLE
    assert [p.strategy for p in state.players] == [None, "strong"]
    roll(qtbot, window)
    click(qtbot, window, "full_house", 2)
    # the computer plays its turn at once (speed off), and the turn comes back to Ann
    qtbot.waitUntil(lambda: window.controller.state.cards[1].filled_count == 1
                    and window.controller.state.current == 0, timeout=10_000)
    assert window.controller.state.cards[0].points_at(Place("full_house", 2)) == 75


def test_the_joker_refuses_on_the_card_and_the_hint_points_at_a_column(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = triple_window(qtbot, make_window, [6] * 15 + [3] * 5)
    for column in range(3):  # three Yahtzees of 50: every Yahtzee box filled
        roll(qtbot, window)
        click(qtbot, window, "yahtzee", column)
        qtbot.waitUntil(lambda c=column: window.controller.state.cards[0].filled_count == c + 1)
    roll(qtbot, window)
    model = window.model
    assert model.data(at(window, 0, "chance", 1), CellStateRole) == CellState.FORBIDDEN
    assert shown(window, 0, "chance", 1) == "–"
    assert model.data(at(window, 0, "chance", 1), Qt.ItemDataRole.ToolTipRole) == (
        "Chance (×2), Ann: not allowed now. Joker rule: a roll of all 3s must go in Threes "
        "in a column where it is open.")
    assert [shown(window, 0, "threes", c) for c in range(3)] == ["15", "15", "15"]
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hint_label.text() == "Hint: enter the roll in Threes (×3).")
    assert window.scorecard.currentIndex() == at(window, 0, "threes", 2)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.cards[0].filled_count == 4)
    assert row_texts(window, "Bonus chips") == ["", "", "300"]
    assert row_texts(window, "Column total") == ["50", "100", str((50 + 15) * 3 + 300)]


def test_the_classroom_view_shows_every_column_of_two_players(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = triple_window(qtbot, make_window, [2, 3, 4, 5, 5],
                           [Player("Leo"), Player("Ava")])
    window.resize(1024, 768)
    roll(qtbot, window)
    window.classroom_action.trigger()
    qtbot.waitUntil(lambda: window.scorecard.presented is not None)
    view = window.scorecard
    for column in (0, window.model.columnCount() - 1):
        rect = view.visualRect(window.model.index(window.model.rowCount() - 1, column))
        assert view.viewport().rect().contains(rect)
    window.classroom_action.trigger()
    qtbot.waitUntil(lambda: window.scorecard.presented is None)


def test_the_card_and_its_refusals_speak_german(qtbot: QtBot, make_window: MakeWindow,
                                                speak: Language) -> None:
    speak.install("de")
    window = triple_window(qtbot, make_window, [6] * 15 + [3] * 5)
    for column in range(3):
        roll(qtbot, window)
        click(qtbot, window, "yahtzee", column)
        qtbot.waitUntil(lambda c=column: window.controller.state.cards[0].filled_count == c + 1)
    roll(qtbot, window)
    model = window.model
    labels = [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]
    assert labels[6:8] == ["Summe oben", "Bonus"]
    assert labels[-3:] == ["Bonus-Chips", "Spaltensumme", "Endsumme"]
    assert model.data(at(window, 0, "chance", 1), Qt.ItemDataRole.ToolTipRole) == (
        "Chance (×2), Ann: jetzt nicht erlaubt. Joker-Regel: Ein Wurf aus lauter 3ern muss "
        "in Dreier einer Spalte, in der das Feld frei ist.")
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.hint_label.text() == "Tipp: trage den Wurf in Dreier (×3) ein.")


def test_real_dice_are_typed_and_booked_in_a_column(qtbot: QtBot,
                                                    make_window: MakeWindow) -> None:
    from .test_real_dice import start_real_dice, type_dice

    window = make_window(ScriptedDice([]), rules="yahtzee")
    start_real_dice(qtbot, window, "triple-yahtzee")
    assert window.model.columnCount() == 3
    with qtbot.waitActive(window, timeout=30_000):
        window.activateWindow()
    qtbot.keyClick(window.scorecard, Qt.Key.Key_R)  # the keyboard to the entry field
    type_dice(qtbot, window, "22333")
    qtbot.waitUntil(window.scorecard.hasFocus)
    assert [shown(window, 0, "full_house", c) for c in range(3)] == ["25", "25", "25"]
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Right)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Right)
    for _ in range(8):
        qtbot.keyClick(window.scorecard, Qt.Key.Key_Down)
    assert window.scorecard.currentIndex() == at(window, 0, "full_house", 2)
    qtbot.keyClick(window.scorecard, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.cards[0].filled_count == 1)
    assert window.controller.state.cards[0].points_at(Place("full_house", 2)) == 75
    assert row_texts(window, "Column total") == ["0", "0", "75"]
