"""Whole games through the real window, by keys and by clicks, with forced dice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtdice.core import GameState, Player, Roll, Score, ScriptedDice, preset
from yachtdice.ui.scorecard_model import CellState, CurrentPlayerRole, RowKind

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


def expected_total(plan: list, rules: str = "yacht") -> int:
    state = GameState.start(preset(rules), [Player("Ann")])
    for dice, box in plan:
        state = state.apply(Roll(dice)).apply(Score(box))
    return state.cards[0].grand_total


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
    assert state.cards[0].grand_total == expected_total(YACHT_PLAN) == 236
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
    assert window.tray.dice[0].accessibleName() == "die 1, six, held"
    assert window.tray.dice[2].accessibleName() == "die 3, two"
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
        assert window.turn_label.text() == ("Ann's turn" if who == 0 else "Bob's turn")
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


def test_previews_are_exactly_what_gets_booked(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(rules="yahtzee", players=[Player("Ann")])
    window.controller.dice.__init__(seed=12)  # type: ignore[misc]
    for _ in range(13):
        press(qtbot, window, Qt.Key.Key_Space)
        state = window.controller.state
        shown = {box: preview(window, box) for box in state.card.open_ids}
        assert shown == {b.category.id: b.points for b in state.options().boxes}
        choice = max((b for b in shown if shown[b] is not None), key=lambda b: shown[b] or 0)
        before = state.card.grand_total
        score_by_keys(qtbot, window, choice)
        card = window.controller.state.cards[0]
        assert card.get(choice) == shown[choice]
        assert cell_state(window, choice, 0) == CellState.FILLED
        assert card.grand_total >= before + (shown[choice] or 0)


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
