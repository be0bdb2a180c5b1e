"""Real dice: the dice a player enters from a throw at the table (``Entered``), booked by the
rules as any roll; expected values from the Yahtzee rule sheet, worked out by hand."""

from __future__ import annotations

import pytest

from yachtdice.core import Entered, GameRecord, IllegalActionError, Player, Roll, Score, Undo
from yachtdice.core.game import MAX_TURN_MOVES
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.review import review_game
from yachtdice.core.modes.pips.presets import preset


def _ann_and_bo() -> GameRecord:
    return GameRecord.new(preset("yahtzee"), [Player("Ann"), Player("Bo")])


def test_entered_dice_are_the_last_throw_and_can_be_corrected() -> None:
    record = _ann_and_bo().then(Entered((6, 6, 6, 2, 5)))
    state = record.state
    assert state.dice == (6, 6, 6, 2, 5) and state.rolls_available == 0 and state.entered
    assert state.problem(Roll((1, 1, 1, 1, 1))) == "no rolls left this turn; score a box"
    record = record.then(Entered((6, 6, 6, 2, 2))).then(Score("full_house"))
    assert record.state.cards[0].grand_total == 25
    assert record.state.current == 1 and record.state.dice is None


def test_wrong_entries_are_one_sentence_and_change_nothing() -> None:
    state = _ann_and_bo().state
    assert state.problem(Entered((6, 6, 6))) == "expected 5 dice, got 3"
    assert state.problem(Entered((6, 6, 6, 2, 7))) == \
        "a die shows 7, but the faces are 1, 2, 3, 4, 5, 6"
    with pytest.raises(IllegalActionError):
        state.apply(Entered((0, 1, 2, 3, 4)))
    rolled = state.apply(Roll((1, 2, 3, 4, 5)))
    assert rolled.problem(Entered((1, 1, 1, 1, 1))) == "these dice were rolled here: score a box"


def test_undo_takes_back_the_entry_then_the_box_before_it() -> None:
    record = _ann_and_bo().then(Entered((3, 3, 3, 3, 3))).then(Score("yahtzee"))
    record = record.then(Entered((1, 2, 3, 4, 5)))
    record = record.then(Undo())  # Bo's entry
    assert record.state.current == 1 and record.state.dice is None
    record = record.then(Undo())  # Ann's Yahtzee
    assert record.state.current == 0 and record.state.dice == (3, 3, 3, 3, 3)
    assert record.state.cards[0].grand_total == 0
    record = record.then(Score("threes"))
    assert record.state.cards[0].grand_total == 15
    assert record.undo_seats == {0, 1}


def test_bonus_extra_yahtzee_and_joker_by_the_rules() -> None:
    """Ann: 66666 as Yahtzee (50), 66666 again: 100 extra and, Sixes open, forced to Sixes
    (30); then 55555 with Fives open is a second extra (100) forced to Fives (25); Fours
    to Aces with three each: 12+9+6+3, upper 85, bonus 35."""
    record = GameRecord.new(preset("yahtzee"), [Player("Ann")])
    for dice, box in [((6, 6, 6, 6, 6), "yahtzee"), ((6, 6, 6, 6, 6), "sixes"),
                      ((5, 5, 5, 5, 5), "fives"), ((4, 4, 4, 1, 2), "fours"),
                      ((3, 3, 3, 1, 2), "threes"), ((2, 2, 2, 1, 3), "twos"),
                      ((1, 1, 1, 2, 3), "ones")]:
        record = record.then(Entered(dice)).then(Score(box))
    card = record.state.cards[0]
    assert card.upper_subtotal == 30 + 25 + 12 + 9 + 6 + 3
    assert card.upper_bonus == 35
    assert card.extra_bonus_points == 200
    # a third Yahtzee of sixes: its upper box is full, so it is a joker in the lower section
    record = record.then(Entered((6, 6, 6, 6, 6)))
    assert record.state.problem(Score("chance")) is None
    record = record.then(Score("large_straight"))
    assert record.state.cards[0].get("large_straight") == 40
    assert record.state.cards[0].extra_bonus_points == 300


def test_a_real_dice_game_reads_back_and_is_reviewed_on_the_box_alone() -> None:
    record = GameRecord.new(preset("yacht"), [Player("Ann")])
    record = record.then(Entered((6, 6, 6, 6, 1))).then(Entered((6, 6, 6, 6, 2)))
    record = record.then(Score("ones"))
    again = GameRecord.from_json(record.to_json())
    assert again.actions == record.actions and again.state == record.state
    assert '{"entered": [6, 6, 6, 6, 2]}' in record.to_json()
    review = review_game(again, Engine.for_rules(preset("yacht")))
    (decision,) = review.decisions  # the corrected entry is not a decision
    assert decision.rolls_left == 0 and decision.chosen.category == "ones"
    assert decision.best.category is not None and decision.loss > 10


def test_corrections_are_moves_a_turn_has_a_limit_of() -> None:
    state = _ann_and_bo().state.apply(Entered((1, 1, 1, 1, 1)))
    for _ in range(MAX_TURN_MOVES):
        state = state.apply(Entered((2, 2, 2, 2, 2)))
    assert state.problem(Entered((3, 3, 3, 3, 3))) == (
        "this turn's dice have been typed in again as often as a turn allows: score a box")
    assert state.problem(Score("twos")) is None  # a box can always be booked
