"""Undo takes back only a person's own moves: never a computer's, never after the last box."""

from __future__ import annotations

from yachtdice.core import GameRecord, Hold, Player, Roll, Score, Undo
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.record import action_to_json

ANN = Player("Ann")
HAL = Player("Hal", True, "beginner")
DEEP = Player("Deep", True, "expert")


def test_undo_at_a_persons_turn_never_takes_back_a_computers_score() -> None:
    record = GameRecord.new(preset("yahtzee"), [ANN, HAL, DEEP])
    record = record.then(Roll((1, 2, 3, 4, 6))).then(Score("chance"))
    record = record.then(Roll((5, 5, 2, 3, 1))).then(Hold((0, 1)))
    assert record.state.problem(Undo()) == \
        "Hal's move cannot be taken back: Undo is for your own moves"
    record = record.then(Roll((5, 5, 5, 3, 1))).then(Score("fives"))
    record = record.then(Roll((6, 6, 6, 6, 6))).then(Score("yahtzee"))
    state = record.state
    assert state.current == 0 and state.dice is None  # Ann's turn, before her roll
    assert state.problem(Undo()) == \
        "Deep's move cannot be taken back: Undo is for your own moves"
    assert not state.can(Undo())
    assert state.cards[2].get("yahtzee") == 50


def test_a_persons_score_can_be_taken_back_until_the_next_player_rolls() -> None:
    record = GameRecord.new(preset("yahtzee"), [ANN, HAL])
    record = record.then(Roll((2, 2, 3, 3, 3))).then(Score("chance"))
    assert record.state.current == 1 and record.state.problem(Undo()) is None
    back = record.then(Undo()).state
    assert back.current == 0 and back.dice == (2, 2, 3, 3, 3) and back.card.is_open("chance")
    record = record.then(Roll((1, 1, 1, 1, 2)))  # Hal has rolled: Ann's score stands
    assert record.state.problem(Undo()) == "nothing to undo: a roll cannot be taken back"


def test_after_the_last_box_undo_is_off() -> None:
    rules = preset("yacht")
    record = GameRecord.new(rules, [ANN])
    for box in rules.category_ids:
        record = record.then(Roll((1, 2, 3, 4, 6))).then(Score(box))
    assert record.state.finished
    assert record.state.problem(Undo()) == "the game is over: its last box cannot be taken back"


def test_records_saved_before_the_rule_still_replay() -> None:
    # an older version let Ann's Undo take back Hal's score; such saved games must still load
    record = GameRecord.new(preset("yahtzee"), [ANN, HAL])
    record = record.then(Roll((2, 2, 3, 3, 3))).then(Score("chance"))
    record = record.then(Roll((5, 5, 5, 5, 5))).then(Score("yahtzee"))
    data = record.to_dict()
    data["actions"] = data["actions"] + [action_to_json(Undo()), {"score": "fives"}]
    old = GameRecord.from_dict(data)
    assert old.state.current == 0
    assert old.state.cards[1].get("fives") == 25 and old.state.cards[1].is_open("yahtzee")
