"""A game's own commands in the Game menu (``GameUI.actions``): shown while one of its games
is on the table, between House Rules and Quit, and gone when a game of another kind is
dealt. The toy fourth game brings one ("Ring the Ship's Bell"); pip dice bring none."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from yachtdice.core import Player
from yachtdice.core.modes.pips.presets import preset
from yachtdice.ui import modes as ui_modes
from yachtdice.ui.modes import Table
from yachtdice.ui.table.main_window import MainWindow

from ..toy.game import SHIP
from ..toy.ui import UI, registered
from .conftest import MakeWindow

RUNG: list[str] = []


def bell(table: Table) -> list[QAction]:
    action = QAction("Ring the Ship's &Bell", table.window())
    action.triggered.connect(lambda: RUNG.append(table.controller.state.ruleset.name))
    return [action]


@pytest.fixture(autouse=True)
def toy_game_with_a_bell() -> Iterator[None]:
    with registered():
        ui_modes.register(replace(UI, actions=bell))
        RUNG.clear()
        yield


def menu_texts(window: MainWindow) -> list[str]:
    return [a.text() for a in window.game_menu.actions() if a.isVisible()]


def test_a_games_commands_are_in_the_game_menu_while_it_is_on_the_table(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()  # yacht: pip dice bring no commands of their own
    before = menu_texts(window)
    cards = ["&Print Score Card…", "Save Score Card as P&DF…"]  # every game's
    assert before[-6:] == ["House &Rules…", "", *cards, "", "&Quit"]

    window.controller.new_game(SHIP, [Player("Ann")])
    shown = menu_texts(window)
    assert shown[-6:] == [*cards, "", "Ring the Ship's &Bell", "", "&Quit"]
    ring = next(a for a in window.game_menu.actions() if a.text() == "Ring the Ship's &Bell")
    ring.trigger()
    assert RUNG == ["Ship, Captain and Crew"]

    window.controller.new_game(preset("yahtzee"), [Player("Ann")])
    assert menu_texts(window) == before

    window.controller.new_game(SHIP, [Player("Bob")])
    assert menu_texts(window) == shown
    again = next(a for a in window.game_menu.actions() if a.text() == "Ring the Ship's &Bell")
    assert again is ring  # made once per window
