"""The turn engine: rolls, holds, scoring, turns, undo, carried-over rolls, standings."""

from __future__ import annotations

from dataclasses import replace

import pytest

from yachtdice.core import (
    GameRecord,
    GameState,
    Hold,
    IllegalActionError,
    Player,
    RandomDice,
    RecordError,
    Roll,
    Score,
    ScriptedDice,
    Undo,
    YachtDiceError,
)
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.rules import options as pip_options
from yachtdice.core.rulesets import TieBreak

ANN, BOB = Player("Ann"), Player("Bob")


def start(rules_id: str = "yahtzee", players: tuple[Player, ...] = (ANN,)) -> GameState:
    return GameState.start(preset(rules_id), players)


def test_first_roll_throws_every_die_then_held_dice_stay() -> None:
    state = start()
    state = state.apply(state.draw_roll(ScriptedDice([1, 2, 3, 4, 5])))
    assert state.dice == (1, 2, 3, 4, 5) and state.rolls_left == 2
    state = state.apply(Hold((1, 3)))
    roll = state.draw_roll(ScriptedDice([6, 6, 6]))
    assert roll.dice == (6, 2, 6, 4, 6)  # positions 1 and 3 kept, the rest thrown
    state = state.apply(roll)
    assert state.held == {1, 3} and state.rolls_left == 1


@pytest.mark.parametrize("setup, action, message", [
    ([], Score("chance"), "Roll the dice first."),
    ([], Hold((0,)), "Roll the dice first."),
    ([Roll((1, 2, 3, 4, 5))], Roll((1, 2, 3, 4)), "Expected 5 dice, got 4."),
    ([Roll((1, 2, 3, 4, 5))], Roll((1, 2, 3, 4, 9)), "A die shows 9, but the faces are "
                                                      "1, 2, 3, 4, 5, 6."),
    ([Roll((1, 2, 3, 4, 5)), Hold((0,))], Roll((2, 2, 3, 4, 5)),
     "Die 1 is held and cannot change."),
    ([Roll((1, 2, 3, 4, 5)), Hold((0, 1, 2, 3, 4))], Roll((1, 2, 3, 4, 5)),
     "Every die is held; release one to roll."),
    ([Roll((1, 2, 3, 4, 5))], Hold((5,)), "Dice are numbered 1 to 5."),
    ([Roll((1, 2, 3, 4, 5))], Hold((1, 1)), "A die is named twice."),
    ([Roll((1, 2, 3, 4, 5))], Score("yatzy"), "Yahtzee has no box 'yatzy'."),
    ([Roll((1, 2, 3, 4, 5))] * 3, Roll((1, 1, 1, 1, 1)), "No rolls left this turn; score a box."),
    ([Roll((1, 2, 3, 4, 5))] * 3, Hold((0,)),
     "No rolls left to use; holding dice would change nothing."),
    ([Roll((1, 2, 3, 4, 5)), Score("chance"), Roll((1, 2, 3, 4, 6))], Score("chance"),
     "Chance is already filled."),
])
def test_illegal_actions_say_why_and_change_nothing(setup: list, action: object,
                                                    message: str) -> None:
    record = GameRecord.new(preset("yahtzee"), [ANN])
    for a in setup:
        record = record.then(a)
    before = record.state
    assert before.problem(action) is not None  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError) as err:
        record.then(action)  # type: ignore[arg-type]
    assert str(err.value) == message
    assert isinstance(err.value, ValueError)
    assert record.state == before and len(record.actions) == len(setup)


def test_players_take_turns_and_the_game_ends_when_every_box_is_filled() -> None:
    rules = preset("yacht")
    state = GameState.start(rules, [ANN, BOB])
    dice = RandomDice(seed=3)
    for _ in range(len(rules.categories)):
        for who in (0, 1):
            assert state.current == who
            state = state.apply(state.draw_roll(dice))
            state = state.apply(Score(state.card.open_ids[0]))
    assert state.finished
    assert all(c.is_full for c in state.cards)
    assert state.problem(Roll((1, 1, 1, 1, 1))) == "the game is over"


def test_player_count_and_names_are_checked() -> None:
    with pytest.raises(YachtDiceError, match="1 to 8 players"):
        GameState.start(preset("yahtzee"), [])
    with pytest.raises(YachtDiceError, match="1 to 8 players"):
        GameState.start(preset("yahtzee"), [Player(f"P{i}") for i in range(9)])
    with pytest.raises(YachtDiceError, match="control characters"):
        Player("Ann\x1b[31m")
    with pytest.raises(YachtDiceError, match="empty"):
        Player("   ")
    assert Player("<b>Zoë 🎲</b>").name == "<b>Zoë 🎲</b>"  # stored as given


def test_carried_over_rolls_in_maxi_yatzy() -> None:
    state = start("maxi-yatzy")
    state = state.apply(Roll((1, 2, 3, 4, 5, 6))).apply(Score("full_straight"))
    assert state.saved_rolls == (2,) and state.rolls_available == 5
    for _ in range(5):  # three of this turn's, then the two saved ones
        state = state.apply(Roll((6, 6, 6, 6, 6, 5)))
    assert state.rolls_left == 0 and state.saved_rolls == (0,)
    assert state.problem(Roll((6, 6, 6, 6, 6, 6))) == "no rolls left this turn; score a box"


def test_rolls_do_not_carry_over_without_the_rule() -> None:
    state = start().apply(Roll((1, 2, 3, 4, 5))).apply(Score("large_straight"))
    assert state.saved_rolls == (0,) and state.rolls_available == 3


def test_undo_takes_back_holds_and_a_score_but_not_a_roll() -> None:
    record = GameRecord.new(preset("yahtzee"), [ANN, BOB])
    record = record.then(Roll((2, 2, 5, 5, 5))).then(Hold((2, 3, 4)))
    after_roll = GameState.start(preset("yahtzee"), [ANN, BOB]).apply(Roll((2, 2, 5, 5, 5)))
    record = record.then(Undo())
    assert record.state == after_roll
    record = record.then(Score("full_house"))
    assert record.state.current == 1
    record = record.then(Undo())  # the misclick is taken back: Ann's turn again, same dice
    assert record.state.current == 0 and record.state.dice == (2, 2, 5, 5, 5)
    assert record.state.card.is_open("full_house") and record.state.rolls_left == 2
    record = record.then(Score("fives"))
    assert record.state.problem(Undo()) is None
    record = record.then(Roll((1, 1, 1, 1, 1)))
    assert record.state.problem(Undo()) == "nothing to undo: a roll cannot be taken back"
    assert record.used_undo
    # undo is in the log, so the record replays to the same state
    assert GameRecord.from_json(record.to_json()).state == record.state


def test_standings_with_ties_and_both_tie_breaks() -> None:
    rules = preset("yacht")
    state = GameState.start(rules, [ANN, BOB, Player("Cy")])
    # Ann: 18 upper + 5; Bob: 9 upper + 14; Cy: 1 upper + 0 (all equal but Cy)
    turns = {0: [((6, 6, 6, 1, 2), "sixes"), ((1, 1, 1, 1, 1), "choice")],
             1: [((3, 3, 3, 1, 2), "threes"), ((2, 3, 4, 1, 4), "choice")],
             2: [((1, 2, 3, 4, 6), "ones"), ((2, 3, 4, 5, 5), "full_house")]}
    for t in range(2):
        for p in range(3):
            dice, box = turns[p][t]
            state = state.apply(Roll(dice)).apply(Score(box))
    totals = [c.grand_total for c in state.cards]
    assert totals == [23, 23, 1]
    shared = [(s.player, s.place) for s in state.standings()]
    assert shared == [(0, 1), (1, 1), (2, 3)]
    upper = replace(rules, id="upper-tb", tie_break=TieBreak.UPPER_TOTAL)
    from yachtdice.core.modes.pips.engine import standings
    ranked = standings(state.cards, upper.tie_break)
    assert [(s.player, s.place, s.decided_by_tie_break) for s in ranked] == [
        (0, 1, True), (1, 2, True), (2, 3, False)]


def test_record_json_round_trip_and_errors() -> None:
    record = GameRecord.new(preset("maxi-yatzy"), [ANN, Player("Deep Blue", True, "expert")])
    dice = RandomDice(seed=11)
    while not record.state.finished:
        record = record.roll(dice)
        state = record.state
        record = record.then(Score(pip_options(state.card, state.dice).allowed[-1].category.id))
    again = GameRecord.from_json(record.to_json())
    assert again == record and again.state == record.state and again.state.finished

    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.from_json("{")
    with pytest.raises(RecordError, match="newer Yacht Dice"):
        GameRecord.from_json(record.to_json().replace('"version": 1', '"version": 9', 1))
    broken = record.to_dict()
    broken["actions"][1] = {"score": "nonsense"}
    with pytest.raises(RecordError, match=r"actions\[1\]: Maxi Yatzy has no box 'nonsense'"):
        GameRecord.from_dict(broken)
    broken = record.to_dict()
    broken["ruleset"]["dice"]["count"] = 0
    with pytest.raises(RecordError, match=r"ruleset: dice.count"):
        GameRecord.from_dict(broken)


def test_scripted_dice_run_out_clearly() -> None:
    state = start()
    with pytest.raises(YachtDiceError, match="ran out"):
        state.draw_roll(ScriptedDice([1, 2]))


def test_seeded_dice_repeat() -> None:
    a = [start().draw_roll(RandomDice(seed=5)).dice for _ in range(3)]
    assert len(set(a)) == 1
