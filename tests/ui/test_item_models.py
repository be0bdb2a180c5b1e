"""Every item model of the package passes Qt's model tester, fed what a player's store holds.

The models are found, not listed: every subclass of QAbstractItemModel defined in
``yachtdice`` must have a way of being fed here (``FEEDS``), so a new model fails
``test_every_item_model_is_fed_to_the_tester`` until it is checked too. Each model is
attached to the tester (``QAbstractItemModelTester``, which then follows every signal it
sends), fed a few games, emptied and fed again.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator
from enum import IntEnum
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QCoreApplication, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

import yachtdice
from yachtdice.core import GameState, Player, Roll, Score
from yachtdice.core.modes.pips.presets import preset
from yachtdice.store import Store

from ..store.helpers import play

#: a model class, the tester and the test's fixtures -> the model, checked and fed its data
Ask = pytest.FixtureRequest
Feed = Callable[[type[Any], ModelTester, Ask], QAbstractItemModel]


def item_models() -> dict[str, type[QAbstractItemModel]]:
    """Every item model class defined in the package, by name (every module imported)."""
    for info in pkgutil.walk_packages(yachtdice.__path__, "yachtdice."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
    found: dict[str, type[QAbstractItemModel]] = {}
    todo: list[type[QAbstractItemModel]] = [QAbstractItemModel]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("yachtdice."):
                found[sub.__name__] = sub
    return found


def a_store(tmp_path: Path) -> Store:
    """A store as a player's: finished games of two rules (people, a computer, a tie-break
    for nobody), one interrupted game and one set aside."""
    store = Store.open(tmp_path / "games.db")
    store.record_game(play("yacht", ["Ann", "Bob"], seed=1), ended="2026-03-01T10:00:00+00:00")
    store.record_game(play("yahtzee", ["Ann"], seed=2), ended="2026-03-02T10:00:00+00:00")
    store.record_game(play("yacht", ["Cleo", "Hal"], seed=3, computer=[False, True]),
                      ended="2026-03-03T10:00:00+00:00")
    for stop in (7, 12):
        left = play("yahtzee", ["Ann", "Dan"], seed=stop, stop_after=stop)
        game_id = store.start_game(left)
        store.save_progress(game_id, left)
        if stop == 12:
            store.abandon_game(game_id)
    return store


def fed_rows(kind: type[Any], tester: ModelTester, rows: list[Any]) -> QAbstractItemModel:
    """A rows model checked empty, then with ``rows``, emptied and given them again."""
    assert rows, "the store must hold something to show"
    model = kind()
    tester.check(model)
    model.set_rows(rows)
    model.set_rows([])
    model.set_rows(rows)
    return model


class Fruit(IntEnum):
    NAME = 0
    COUNT = 1


def plain_rows(kind: type[Any], tester: ModelTester, ask: Ask) -> QAbstractItemModel:
    """The shared base on its own: two columns of plain rows."""

    class Fruits(kind):  # type: ignore[valid-type,misc]
        columns = Fruit
        headers = MappingProxyType({Fruit.NAME: "Fruit", Fruit.COUNT: "How many"})

        def cell(self, row: tuple[str, int], column: Fruit, role: int) -> object:
            return str(row[column]) if role == Qt.ItemDataRole.DisplayRole else None

    return fed_rows(Fruits, tester, [("apple", 3), ("pear", 1)])


def history_rows(kind: type[Any], tester: ModelTester, ask: Ask) -> QAbstractItemModel:
    return fed_rows(kind, tester, ask.getfixturevalue("games").history())


def high_score_rows(kind: type[Any], tester: ModelTester,
                    ask: Ask) -> QAbstractItemModel:
    games = ask.getfixturevalue("games")
    return fed_rows(kind, tester, games.high_scores("yacht", include_computer=True))


def unfinished_rows(kind: type[Any], tester: ModelTester,
                    ask: Ask) -> QAbstractItemModel:
    return fed_rows(kind, tester, ask.getfixturevalue("games").unfinished())


def review_rows(kind: type[Any], tester: ModelTester, ask: Ask) -> QAbstractItemModel:
    """The review of a finished Yacht game, as Game ▸ Review shows it, each player in turn."""
    qtbot: QtBot = ask.getfixturevalue("qtbot")
    window = ask.getfixturevalue("make_window")()
    window.review_record(play("yacht", ["Ann", "Bob"], seed=4))
    qtbot.waitUntil(lambda: type(window.dialog).__name__ == "ReviewDialog", timeout=20_000)
    dialog = window.dialog
    model = dialog.model
    assert isinstance(model, kind) and model.rowCount() > 0
    tester.check(model)
    dialog.player.setCurrentIndex(1)  # Bob's turns
    dialog.player.setCurrentIndex(0)
    model.set_rows([])
    dialog.refresh()
    return model  # type: ignore[no-any-return]


def scorecard_cells(kind: type[Any], tester: ModelTester,
                    ask: Ask) -> QAbstractItemModel:
    """The card through a game: rolls and bookings, a card of more rows, and no game."""
    from yachtdice.ui.modes import card_for

    model = kind(cards=card_for)
    state = GameState.start(preset("yahtzee"), [Player("Ann"), Player("Bob")])
    model.set_state(state)
    tester.check(model)
    for dice, box in [((1, 2, 3, 4, 5), "large_straight"), ((6, 6, 6, 6, 6), "yahtzee"),
                      ((2, 2, 3, 3, 3), "full_house")]:
        state = state.apply(Roll(dice))
        model.set_state(state)
        state = state.apply(Score(box))
        model.set_state(state)
    model.set_state(GameState.start(preset("maxi-yatzy"), [Player("Cy")]))
    model.set_state(None)
    model.set_state(state)
    return model  # type: ignore[no-any-return]


def house_rule_boxes(kind: type[Any], tester: ModelTester,
                     ask: Ask) -> QAbstractItemModel:
    """House Rules' boxes: Yacht's, edited in place, then Maxi Yatzy's (more rows)."""
    model = kind(on_edit=lambda row, box: None, on_move=lambda row, to: None)
    tester.check(model)
    for rules in ("yacht", "yacht", "maxi-yatzy", "yacht"):
        boxes = preset(rules).to_dict()["categories"]
        model.set_boxes(boxes, {}, [""] * len(boxes), [None] * len(boxes))
    return model  # type: ignore[no-any-return]


FEEDS: dict[str, Feed] = {
    "RowsModel": plain_rows,
    "HistoryModel": history_rows,
    "HighScoreModel": high_score_rows,
    "UnfinishedModel": unfinished_rows,
    "ReviewModel": review_rows,
    "ScorecardModel": scorecard_cells,
    "BoxesModel": house_rule_boxes,
}


def test_every_item_model_is_fed_to_the_tester() -> None:
    assert sorted(item_models()) == sorted(FEEDS)


@pytest.fixture
def games(tmp_path: Path) -> Iterator[Store]:
    store = a_store(tmp_path)
    yield store
    store.close()


@pytest.mark.parametrize("name", sorted(FEEDS))
def test_the_item_model_passes_the_model_tester(name: str, qtmodeltester: ModelTester,
                                                qtbot: QtBot,
                                                request: pytest.FixtureRequest) -> None:
    kind = item_models()[name]
    model = FEEDS[name](kind, qtmodeltester, request)
    assert model.rowCount() > 0 and model.columnCount() > 0
    assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
    QCoreApplication.processEvents()
