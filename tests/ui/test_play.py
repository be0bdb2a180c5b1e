"""Whole games through the real window, by keys and by clicks, with forced dice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import Player, ScriptedDice
from yachtdice.ui.board.scorecard_model import CellState, CurrentPlayerRole, RowKind

from .conftest import MakeWindow
from .helpers import cell, cell_state, click_box, click_die, press, preview, score_by_keys

# a whole Yacht game: (dice for each turn, box)
YACHT_PLAN = [
    ((1, 1, 1, 2, 3), "ones"), ((2, 2, 2, 2, 5), "twos"), ((3, 3, 1, 4, 6), "threes"),
    ((4, 4, 4, 1, 1), "fours"), ((5, 5, 5, 5, 5), "yacht"), ((6, 6, 6, 2, 1), "sixes"),
    ((3, 3, 3, 5, 5), "full_house"), ((6, 6, 6, 6, 2), "four_of_a_kind"),
    ((1, 2, 3, 4, 5), "little_straight"), ((2, 3, 4, 5, 6), "big_straight"),
    ((6, 6, 5, 5, 4), "choice"), ((5, 5, 1, 2, 3), "fives"),
]


def test_a_whole_game_by_keys(qtbot: QtBot, make_window: MakeWindow) -> None:
    dice = ScriptedDice([d for turn, _ in YACHT_PLAN for d in turn])
    window = make_window(dice)
    for turn, (faces, box) in enumerate(YACHT_PLAN, start=1):
        assert window.turn_label.text() == f"Turn {turn} of 12"
        press(qtbot, window, Qt.Key.Key_Space)
        assert window.controller.state.dice == faces
        score_by_keys(qtbot, window, box)
    state = window.controller.state
    assert state.finished
    assert state.cards[0].grand_total == 236  # the plan's scores added up by hand
    grand = window.model.index(window.model.rowCount() - 1, 0)
    assert window.model.data(grand) == "236"
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert window.end_dialog.findChild(type(window.turn_label), "headline").text() \
        == "You scored 236."


def test_holding_and_rerolling_by_clicks(qtbot: QtBot, make_window: MakeWindow) -> None:
    # first roll 6 6 2 3 6; hold the sixes by clicking; reroll gives 6 and 1
    dice = ScriptedDice([6, 6, 2, 3, 6, 6, 1] + [d for turn, _ in YACHT_PLAN[1:] for d in turn])
    window = make_window(dice)
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    for die in (0, 1, 4):
        click_die(qtbot, window, die)
    assert window.controller.state.held == {0, 1, 4}
    assert window.tray.dice[0].accessibleName() == "Die 1: six, held"
    assert window.tray.dice[2].accessibleName() == "Die 3: two"
    assert "2 left" in window.roll_button.text()
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.dice == (6, 6, 6, 1, 6)
    assert preview(window, "four_of_a_kind") == 24
    click_box(qtbot, window, "four_of_a_kind")
    assert window.controller.state.cards[0].get("four_of_a_kind") == 24
    for _faces, box in YACHT_PLAN[1:]:
        if box == "four_of_a_kind":
            box = "ones"
        qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
        click_box(qtbot, window, box)
    assert window.controller.state.finished


def test_a_two_player_game(qtbot: QtBot, make_window: MakeWindow) -> None:
    plan = [(turn, box) for turn, box in YACHT_PLAN for _ in range(2)]
    dice = ScriptedDice([d for turn, _ in plan for d in turn])
    window = make_window(dice, players=[Player("Ann"), Player("Bob")])
    model = window.model
    for i, (_faces, box) in enumerate(plan):
        who = i % 2
        assert window.turn_label.text() == ("Turn: Ann" if who == 0 else "Turn: Bob")
        assert model.data(model.index(0, who), CurrentPlayerRole)
        assert not model.data(model.index(0, 1 - who), CurrentPlayerRole)
        assert model.headerData(who, Qt.Orientation.Horizontal) == ["Ann", "Bob"][who]
        press(qtbot, window, Qt.Key.Key_R)
        score_by_keys(qtbot, window, box)
    state = window.controller.state
    assert state.finished
    assert [c.grand_total for c in state.cards] == [236, 236]
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert "A shared win: Ann and Bob with 236." in \
        window.end_dialog.findChild(type(window.turn_label), "headline").text()


# Yahtzee previews worked out by hand for three rolls on a fresh card
HAND_WORKED = [
    ((3, 3, 3, 5, 5), "full_house",
     {"ones": 0, "twos": 0, "threes": 9, "fours": 0, "fives": 10, "sixes": 0,
      "three_of_a_kind": 19, "four_of_a_kind": 0, "full_house": 25, "small_straight": 0,
      "large_straight": 0, "yahtzee": 0, "chance": 19}),
    ((2, 3, 4, 5, 6), "large_straight",
     {"ones": 0, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6,
      "three_of_a_kind": 0, "four_of_a_kind": 0, "small_straight": 30,
      "large_straight": 40, "yahtzee": 0, "chance": 20}),
    ((6, 6, 6, 6, 1), "four_of_a_kind",
     {"ones": 1, "twos": 0, "threes": 0, "fours": 0, "fives": 0, "sixes": 24,
      "three_of_a_kind": 25, "four_of_a_kind": 25, "small_straight": 0, "yahtzee": 0,
      "chance": 25}),
]


def test_previews_are_exactly_what_gets_booked(qtbot: QtBot, make_window: MakeWindow) -> None:
    dice = ScriptedDice([d for faces, _, _ in HAND_WORKED for d in faces])
    window = make_window(dice, rules="yahtzee", players=[Player("Ann")])
    total = 0
    for _faces, box, expected in HAND_WORKED:
        press(qtbot, window, Qt.Key.Key_Space)
        state = window.controller.state
        shown = {b: preview(window, b) for b in state.card.open_ids}
        assert shown == expected
        score_by_keys(qtbot, window, box)
        total += expected[box]
        card = window.controller.state.cards[0]
        assert card.get(box) == expected[box]
        assert cell_state(window, box, 0) == CellState.FILLED
        assert card.grand_total == total  # 25, then 65, then 90
    assert total == 90


def test_the_joker_through_the_window(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([4] * 10), rules="yahtzee", players=[Player("Ann")])
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "yahtzee")
    press(qtbot, window, Qt.Key.Key_Space)
    # a second Yahtzee of fours: Fours must take it (forced joker), for 20 and a 100 bonus
    assert preview(window, "fours") == 20
    assert cell_state(window, "full_house") == CellState.FORBIDDEN
    tip = window.model.data(cell(window, "full_house"), Qt.ItemDataRole.ToolTipRole)
    assert "Joker rule: a roll of all 4s must go in Fours while it is open." in tip
    click_box(qtbot, window, "full_house")
    assert window.message_label.text() == \
        "Joker rule: a roll of all 4s must go in Fours while it is open."
    assert window.controller.state.card.is_open("full_house")
    score_by_keys(qtbot, window, "fours")
    card = window.controller.state.cards[0]
    assert (card.get("fours"), card.extra_bonus_points) == (20, 100)
    bonus_row = next(r for r, row in enumerate(window.model.rows)
                     if row.kind is RowKind.EXTRA_BONUS)
    assert window.model.data(window.model.index(bonus_row, 0)) == "100"


def test_rolling_twice_quickly_rolls_once(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(speed="normal")
    press(qtbot, window, Qt.Key.Key_Space)
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.controller.state.rolls_left == 2
    assert window.message_label.text() == ""
    qtbot.waitUntil(lambda: not window.tray.rolling, timeout=3000)
    assert window.controller.state.rolls_left == 2


def test_a_number_key_during_the_roll_settles_the_dice_and_holds(qtbot: QtBot,
                                                                 make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([5, 5, 5, 1, 2]), speed="normal")
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.tray.rolling
    press(qtbot, window, Qt.Key.Key_1)
    assert not window.tray.rolling
    assert window.controller.state.held == {0}


def test_undo_takes_back_a_misclick(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([2, 2, 2, 3, 3]))
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "choice")
    assert window.controller.state.card.get("choice") == 12
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = window.controller.state
    assert state.card.is_open("choice") and state.dice == (2, 2, 2, 3, 3)
    assert window.controller.record.used_undo


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_a_roll_animates_then_settles_on_the_rolled_faces(qtbot: QtBot, make_window: MakeWindow,
                                                          speed: str) -> None:
    window = make_window(ScriptedDice([1, 2, 3, 4, 5]), speed=speed)
    press(qtbot, window, Qt.Key.Key_Space)
    assert window.tray.rolling
    assert preview(window, "little_straight") is None  # no spoiler before the dice land
    qtbot.waitUntil(lambda: not window.tray.rolling, timeout=3000)
    assert [d.face for d in window.tray.dice] == [1, 2, 3, 4, 5]
    assert preview(window, "little_straight") == 30


def undo_enabled(window: object) -> bool:
    return window.undo_button.isEnabled() and window.undo_action.isEnabled()  # type: ignore


@pytest.mark.slow
def test_undo_never_takes_back_a_computers_score(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(players=[Player("Ann"), Player("Hal", True, "beginner"),
                                  Player("Robo", True, "intermediate")])
    press(qtbot, window, Qt.Key.Key_Space)
    score_by_keys(qtbot, window, "choice")
    window.controller.hurry()
    qtbot.waitUntil(lambda: window.controller.state.current == 0, timeout=15_000)
    state = window.controller.state
    assert [c.filled_count for c in state.cards] == [1, 1, 1]
    assert not undo_enabled(window)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state is state  # nothing taken back, Robo does not play again
    window.controller.undo()
    assert window.controller.state is state
    assert "Robo's move cannot be taken back" in window.message_label.text()


@pytest.mark.slow
@pytest.mark.real_pace  # races a person against the computers' pace
def test_a_misplaced_score_can_be_undone_before_the_computer_rolls(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([2, 2, 2, 3, 3, 2, 2, 2, 3, 3]), speed="normal",
                         players=[Player("Ann"), Player("Robo", True, "intermediate")])
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.tray.rolling, timeout=3000)
    score_by_keys(qtbot, window, "ones")  # meant Full House
    state = window.controller.state
    assert state.current == 1 and state.dice is None  # Robo waits at its pace
    assert undo_enabled(window)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    state = window.controller.state
    assert state.current == 0 and state.card.is_open("ones") and state.dice == (2, 2, 2, 3, 3)
    score_by_keys(qtbot, window, "full_house")
    assert window.controller.state.cards[0].get("full_house") == 12  # Yacht: the dice added
    # once Robo has rolled, Ann's score stands
    qtbot.waitUntil(lambda: window.controller.state.dice is not None, timeout=5000)
    assert not undo_enabled(window)


def test_closing_the_window_stops_the_computers_next_move(qtbot: QtBot,
                                                         make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([2, 2, 2, 3, 3]),
                         players=[Player("Ann"), Player("Robo", True, "intermediate")])
    press(qtbot, window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not window.tray.rolling, timeout=3000)
    score_by_keys(qtbot, window, "full_house")
    computers = window.controller.computers
    assert computers.waiting  # Robo rolls in a moment (its dice would run out here)
    window.close()
    assert not computers.waiting
    assert window.controller.state.current == 1 and window.controller.state.dice is None


def test_after_the_last_box_undo_is_off(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(ScriptedDice([d for turn, _ in YACHT_PLAN for d in turn]),
                         open_store=True)
    for _faces, box in YACHT_PLAN:
        press(qtbot, window, Qt.Key.Key_Space)
        score_by_keys(qtbot, window, box)
    state = window.controller.state
    assert state.finished and not undo_enabled(window)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state is state
    assert "could not be saved" not in window.message_label.text()
    qtbot.waitUntil(lambda: window.end_dialog is not None)
