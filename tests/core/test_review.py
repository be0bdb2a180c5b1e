"""The post-game review judges the moves that stood, against the engine's best."""

from __future__ import annotations

import pytest

from yachtdice.core import GameRecord, Hold, Player, RandomDice, Roll, Score, Undo, preset
from yachtdice.core.advisor import Engine
from yachtdice.core.review import review_game
from yachtdice.core.simulate import play_turn


@pytest.fixture(scope="module")
def yacht() -> Engine:
    return Engine.for_rules(preset("yacht"))


def test_perfect_play_gives_nothing_away(yacht: Engine) -> None:
    record = GameRecord.new(preset("yacht"), [Player("Ann")])
    dice = RandomDice(3)
    while not record.state.finished:
        record = play_turn(record, yacht, dice)  # the engine plays Ann's moves
    review = review_game(record, yacht)
    assert review.decisions and review.total_loss(0) == pytest.approx(0, abs=1e-9)
    assert review.costliest(0) == []


def test_a_blunder_is_priced_and_undone_moves_are_not_judged(yacht: Engine) -> None:
    record = GameRecord.new(preset("yacht"), [Player("Ann"), Player("Robo", True, "beginner")])
    record = record.then(Roll((6, 6, 6, 6, 1)))
    record = record.then(Hold((0, 1))).then(Undo())         # changed her mind: not judged
    record = record.then(Hold((4,))).then(Roll((6, 6, 6, 6, 1)))  # kept only the 1: a blunder
    record = record.then(Score("ones"))
    review = review_game(record, yacht)
    assert [d.player for d in review.decisions] == [0, 0]    # the computer is not reviewed
    first, second = review.decisions
    assert first.chosen.keep == (1,) and first.best.keep == (6, 6, 6, 6)
    advice = yacht.advise(record.state.cards[0].__class__.empty(preset("yacht")),
                          (6, 6, 6, 6, 1), 2)
    assert first.loss == pytest.approx(advice.best.value - advice.value_of(keep=(1,)))
    assert second.rolls_left == 1 and second.chosen.category == "ones"
    assert review.loss_per_turn(0)[0] == pytest.approx(first.loss + second.loss)
    assert review.costliest(0)[0] == max(review.decisions, key=lambda d: d.loss)
