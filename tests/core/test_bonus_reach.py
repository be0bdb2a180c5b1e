"""When the upper bonus can no longer be reached: worked out by hand."""

from __future__ import annotations

from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.scorecard import Scorecard


def test_28_points_with_only_sixes_left_cannot_reach_63() -> None:
    # 3 + 6 + 9 + 0 + 10 = 28 booked; Sixes can add at most 5 x 6 = 30; 58 < 63
    card = Scorecard.from_dict(preset("yahtzee"),
                               {"ones": 3, "twos": 6, "threes": 9, "fours": 0, "fives": 10})
    assert card.upper_subtotal == 28
    assert card.upper_points_possible == 30
    assert card.upper_bonus_out_of_reach


def test_33_points_with_ones_to_fours_open_can_still_reach_it() -> None:
    # 18 + 15 = 33 booked; 5 + 10 + 15 + 20 = 50 still possible; 83 >= 63
    card = Scorecard.from_dict(preset("yahtzee"), {"sixes": 18, "fives": 15})
    assert card.upper_points_possible == 50
    assert not card.upper_bonus_out_of_reach


def test_exactly_the_threshold_is_still_in_reach() -> None:
    # 3 + 6 + 9 + 0 + 15 = 33 booked, only Sixes open: 33 + 30 = 63, just enough
    card = Scorecard.from_dict(preset("yahtzee"), {"ones": 3, "twos": 6, "threes": 9,
                                                   "fours": 0, "fives": 15})
    assert card.upper_subtotal == 33 and not card.upper_bonus_out_of_reach
    # one point less: 32 + 30 = 62 at best
    card = Scorecard.from_dict(preset("yahtzee"), {"ones": 2, "twos": 6, "threes": 9,
                                                   "fours": 0, "fives": 15})
    assert card.upper_subtotal == 32 and card.upper_bonus_out_of_reach


def test_maxi_yatzy_six_dice_and_threshold_84() -> None:
    # six dice: an empty card can still add 6 x (1 + 2 + 3 + 4 + 5 + 6) = 126
    card = Scorecard.empty(preset("maxi-yatzy"))
    assert card.upper_points_possible == 126
    assert not card.upper_bonus_out_of_reach


def test_a_full_upper_section_or_an_earned_bonus_is_never_out_of_reach() -> None:
    earned = Scorecard.from_dict(preset("yahtzee"), {"sixes": 30, "fives": 25, "fours": 8})
    assert earned.upper_bonus == 35 and not earned.upper_bonus_out_of_reach
    yacht = Scorecard.empty(preset("yacht"))  # no upper bonus in Yacht
    assert not yacht.upper_bonus_out_of_reach
