"""What a move achieved, for sounds: worked out by the core, checked on hand-made cards."""

from __future__ import annotations

from dataclasses import replace

from yachtdice.core import GameState, Player
from yachtdice.core.modes.pips.events import ALL_SAME, BONUS, SCORE, score_event
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.scorecard import Scorecard


def state_with(card: Scorecard, dice: tuple[int, ...]) -> GameState:
    start = GameState.start(card.ruleset, [Player("Ann")])
    return replace(start, cards=(card,), dice=dice, rolls_left=0)


def yahtzee_card(**boxes: int) -> Scorecard:
    card = Scorecard.empty(preset("yahtzee"))
    for box, points in boxes.items():
        card = card.with_score(box, points)
    return card


def test_completing_the_upper_bonus_is_a_bonus() -> None:
    # 3 + 6 + 9 + 12 + 15 = 45; four sixes (24) make 69 >= 63: Yahtzee's 35-point bonus
    card = yahtzee_card(ones=3, twos=6, threes=9, fours=12, fives=15)
    assert score_event(state_with(card, (6, 6, 6, 6, 1)), "sixes") == BONUS
    # three sixes make 63 exactly: still the bonus; two sixes make 57: just a score
    assert score_event(state_with(card, (6, 6, 6, 1, 2)), "sixes") == BONUS
    assert score_event(state_with(card, (6, 6, 1, 2, 3)), "sixes") == SCORE


def test_a_yahtzee_and_an_extra_yahtzee_are_all_same_events() -> None:
    empty = yahtzee_card()
    assert score_event(state_with(empty, (4, 4, 4, 4, 4)), "yahtzee") == ALL_SAME
    # a zero in the Yahtzee box is no celebration
    assert score_event(state_with(empty, (1, 2, 3, 4, 6)), "yahtzee") == SCORE
    # a second Yahtzee scored elsewhere earns the 100-point extra bonus
    scored = yahtzee_card(yahtzee=50, fours=8)
    assert score_event(state_with(scored, (5, 5, 5, 5, 5)), "fives") == ALL_SAME


def test_an_ordinary_box_is_a_score() -> None:
    assert score_event(state_with(yahtzee_card(), (1, 2, 3, 4, 5)), "large_straight") == SCORE
