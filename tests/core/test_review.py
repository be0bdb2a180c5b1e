"""The post-game review judges the moves that stood, against the engine's best."""

from __future__ import annotations

import pytest

from yachtdice.core import GameRecord, Hold, Player, RandomDice, Roll, Score, Undo
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.review import review_game
from yachtdice.core.modes.pips.optimal.simulate import play_turn
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard

from .brute import BruteForce


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


TWO_DICE = Ruleset.from_dict({
    "id": "two-dice", "name": "Two dice", "dice": {"count": 2},
    "categories": [
        {"id": "ones", "label": "Ones", "section": "upper", "kind": "face", "face": 1},
        {"id": "sixes", "label": "Sixes", "section": "upper", "kind": "face", "face": 6},
        {"id": "pair", "label": "Pair", "section": "lower", "kind": "all_same",
         "score": "fixed", "points": 10},
        {"id": "chance", "label": "Chance", "section": "lower", "kind": "chance"}],
    "upper_bonus": {"threshold": 8, "points": 5}})


@pytest.mark.slow
def test_a_blunder_is_priced_and_undone_moves_are_not_judged() -> None:
    engine = Engine.for_rules(TWO_DICE)
    record = GameRecord.new(TWO_DICE, [Player("Ann"), Player("Robo", True, "beginner")])
    record = record.then(Roll((6, 1)))
    record = record.then(Hold((0,))).then(Undo())          # changed her mind: not judged
    record = record.then(Hold((1,))).then(Roll((1, 1)))    # kept only the 1: a blunder
    record = record.then(Score("ones"))
    review = review_game(record, engine)
    assert [d.player for d in review.decisions] == [0, 0]  # the computer is not reviewed
    first, second = review.decisions
    assert first.chosen.keep == (1,) and first.best.keep == (6,)
    # the prices come from a brute-force recursion over the game engine, not the solver
    brute = BruteForce(TWO_DICE)
    empty = Scorecard.empty(TWO_DICE)
    best_first = brute.after_roll(empty.boxes, 0, (1, 6), 2)
    assert first.best.value == pytest.approx(best_first, abs=1e-9)
    assert first.loss == pytest.approx(best_first - brute.keep_value(empty, (1,), 1),
                                       abs=1e-9)
    assert second.rolls_left == 1 and second.chosen.category == "ones"
    assert second.loss == pytest.approx(brute.after_roll(empty.boxes, 0, (1, 1), 1)
                                        - brute.score_value(empty, (1, 1), "ones"), abs=1e-9)
    assert first.loss > 1 and second.loss > 0.5  # both were real mistakes
    assert review.loss_per_turn(0)[0] == pytest.approx(first.loss + second.loss)
    assert review.costliest(0)[0] == max(review.decisions, key=lambda d: d.loss)
