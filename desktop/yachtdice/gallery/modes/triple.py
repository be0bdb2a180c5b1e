"""Triple Yahtzee's screens: a game at 1024x768 (one player, and two), the last box booked,
the classroom view, and the rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from yachtdice.gallery.modes import GameScreens, Screen
from yachtdice.gallery.stage import Stage

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QWidget

    from yachtdice.core import GameRecord, Player
    from yachtdice.ui.table.main_window import MainWindow


def played(players: Sequence[Player], seed: int, open_turns: int) -> GameRecord:
    """A Triple Yahtzee game played by the strong computer with seeded dice, stopped with
    ``open_turns`` turns to go."""
    import random

    from yachtdice.core.modes.triple import players as computers
    from yachtdice.core.modes.triple.rules import TRIPLE

    return computers.played(TRIPLE, players, random.Random(seed), open_turns)


def _window(stage: Stage, record: GameRecord, dice: Sequence[int]) -> MainWindow:
    from yachtdice.ui.devtools.driving import wait_for

    window = stage.open_window(dice=dice)
    window.resize(1024, 768)
    stage.resume(record)
    wait_for("the window at its size", lambda: window.width() == 1024)
    return window


def triple_game(stage: Stage) -> QWidget:
    """Ann's turn at Triple Yahtzee with 24 boxes filled, three 5s held after a roll, every
    open box of every column saying what it would hold."""
    from yachtdice.core import Player

    window = _window(stage, played([Player("Ann")], seed=5, open_turns=15), (5, 5, 2, 5, 3))
    stage.roll_and_hold((0, 1, 3))
    return window


def triple_two_players(stage: Stage) -> QWidget:
    """Ann and the strong computer, six columns side by side, halfway through."""
    from yachtdice.core import Player

    players = [Player("Ann"), Player("Computer", True, "strong")]
    window = _window(stage, played(players, seed=8, open_turns=40), (4, 4, 4, 1, 6))
    stage.roll_and_hold((0, 1, 2))
    return window


def triple_end(stage: Stage) -> QWidget:
    """Ann enters her 39th roll: the end of the game."""
    from yachtdice.core import Player
    from yachtdice.core.game import open_places
    from yachtdice.ui.devtools.driving import wait_for

    window = _window(stage, played([Player("Ann")], seed=13, open_turns=1), (6, 6, 6, 6, 2))
    stage.roll_and_hold(())
    controller = window.controller
    assert controller.state is not None
    controller.claim(open_places(controller.state.card)[0])
    wait_for("the end of the game", lambda: controller.state is not None
             and controller.state.finished)
    return stage.dialog("the end-of-game dialog")


def triple_classroom(stage: Stage) -> QWidget:
    """Two players' Triple Yahtzee in the classroom view on a 1024x768 projector."""
    from yachtdice.core import Player
    from yachtdice.ui.devtools.driving import wait_for

    window = _window(stage, played([Player("Leo"), Player("Ava")], seed=3, open_turns=50),
                     (2, 3, 4, 5, 5))
    stage.roll_and_hold((0, 1, 2, 3))
    window.set_classroom(True)
    wait_for("the window at its size", lambda: window.width() == 1024
             and window.height() == 768)
    return window


def triple_rules(stage: Stage) -> QWidget:
    """F1 during a game of Triple Yahtzee: its rules."""
    from yachtdice.core import Player

    window = _window(stage, played([Player("Ann")], seed=5, open_turns=39), ())
    return window.opener.show_rules()


def triple_score_card(stage: Stage) -> QWidget:
    """The printed card of a finished two-player game: each player's three columns, boxes
    as written, each column's sums and total, the grand totals and who won."""
    from yachtdice.core import Player
    from yachtdice.core.modes.triple.rules import TRIPLE
    from yachtdice.core.score_cards import game_sheet

    record = played([Player("Ann"), Player("Ben")], seed=4, open_turns=0)
    return stage.printed(TRIPLE, game_sheet(record.state))


SCREENS: dict[str, Screen] = {
    "triple-game": triple_game,
    "triple-two-players": triple_two_players,
    "triple-end": triple_end,
    "triple-classroom": triple_classroom,
    "triple-rules": triple_rules,
    "triple-score-card": triple_score_card,
}

GAME_SCREENS = GameScreens("triple-yahtzee", SCREENS)
