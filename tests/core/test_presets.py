"""Every box of every built-in preset, with examples worked out from the rule sheets."""

from __future__ import annotations

import pytest

from yachtdice.core.modes.pips.presets import PRESETS, preset

from .helpers import card, score


def test_preset_ids_and_boxes_are_as_specified() -> None:
    assert [r.id for r in PRESETS] == ["yahtzee", "yahtzee-free-joker", "yatzy", "maxi-yatzy",
                                       "maxi-yatzy-no-saved-rolls", "yacht"]
    upper = ["ones", "twos", "threes", "fours", "fives", "sixes"]
    assert list(preset("yahtzee").category_ids) == upper + [
        "three_of_a_kind", "four_of_a_kind", "full_house", "small_straight", "large_straight",
        "yahtzee", "chance"]
    assert preset("yahtzee-free-joker").category_ids == preset("yahtzee").category_ids
    assert list(preset("yatzy").category_ids) == upper + [
        "one_pair", "two_pairs", "three_of_a_kind", "four_of_a_kind", "small_straight",
        "large_straight", "full_house", "chance", "yatzy"]
    assert list(preset("maxi-yatzy").category_ids) == upper + [
        "one_pair", "two_pairs", "three_pairs", "three_of_a_kind", "four_of_a_kind",
        "five_of_a_kind", "small_straight", "large_straight", "full_straight", "full_house",
        "villa", "tower", "chance", "maxi_yatzy"]
    # the same game, only without rolls saved for later turns
    no_saved = preset("maxi-yatzy-no-saved-rolls")
    assert no_saved.categories == preset("maxi-yatzy").categories
    assert not no_saved.carry_over_rolls and preset("maxi-yatzy").carry_over_rolls
    assert (no_saved.dice_count, no_saved.upper_bonus) == (6, preset("maxi-yatzy").upper_bonus)
    assert list(preset("yacht").category_ids) == upper + [
        "full_house", "four_of_a_kind", "little_straight", "big_straight", "choice", "yacht"]


# -- Yahtzee, rule sheet 001 ---------------------------------------------------------

@pytest.mark.parametrize("box, dice, points", [
    # upper boxes count only their own face
    ("fives", (5, 5, 2, 5, 1), 15),
    ("twos", (5, 5, 2, 5, 1), 2),
    ("ones", (5, 5, 2, 5, 1), 1),
    ("sixes", (5, 5, 2, 5, 1), 0),
    # 3 and 4 of a kind: the total of all five dice
    ("three_of_a_kind", (6, 6, 1, 6, 2), 21),
    ("three_of_a_kind", (6, 6, 1, 3, 2), 0),
    ("three_of_a_kind", (2, 2, 2, 2, 2), 10),
    ("four_of_a_kind", (3, 3, 6, 3, 3), 18),
    ("four_of_a_kind", (3, 3, 6, 3, 6), 0),
    # full house: three of one number and two of another, always 25
    ("full_house", (4, 1, 4, 1, 4), 25),
    ("full_house", (6, 6, 6, 5, 5), 25),
    ("full_house", (4, 4, 4, 4, 1), 0),
    ("full_house", (2, 2, 2, 2, 2), 0),  # not a full house without the joker
    # small straight: any four in a row, 30; a large straight also has one
    ("small_straight", (1, 2, 3, 4, 6), 30),
    ("small_straight", (6, 3, 5, 4, 6), 30),
    ("small_straight", (2, 3, 4, 5, 6), 30),
    ("small_straight", (1, 2, 3, 5, 6), 0),
    # large straight: five in a row, 40
    ("large_straight", (5, 4, 3, 2, 1), 40),
    ("large_straight", (2, 3, 4, 5, 6), 40),
    ("large_straight", (1, 2, 3, 4, 6), 0),
    ("yahtzee", (3, 3, 3, 3, 3), 50),
    ("yahtzee", (3, 3, 3, 3, 4), 0),
    ("chance", (1, 3, 4, 6, 6), 20),
])
def test_yahtzee_boxes(box: str, dice: tuple[int, ...], points: int) -> None:
    assert score("yahtzee", box, dice) == points
    assert score("yahtzee-free-joker", box, dice) == points


def test_yahtzee_upper_bonus_is_35_at_63() -> None:
    at_par = card("yahtzee", {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15,
                              "sixes": 18})
    assert (at_par.upper_subtotal, at_par.upper_bonus, at_par.upper_total) == (63, 35, 98)
    short = card("yahtzee", {"ones": 2, "twos": 6, "threes": 9, "fours": 12, "fives": 15,
                             "sixes": 18})
    assert (short.upper_subtotal, short.upper_bonus) == (62, 0)
    # any mix reaching 63 earns it, not only three of each
    lopsided = card("yahtzee", {"sixes": 30, "fives": 25, "fours": 8})
    assert lopsided.upper_bonus == 35


# -- Yatzy (Scandinavian), rule sheet 002 ---------------------------------------------

@pytest.mark.parametrize("box, dice, points", [
    ("one_pair", (3, 3, 5, 5, 1), 10),       # the higher pair counts
    ("one_pair", (4, 4, 4, 4, 4), 8),
    ("one_pair", (1, 2, 3, 4, 6), 0),
    ("two_pairs", (2, 2, 6, 6, 1), 16),
    ("two_pairs", (5, 5, 5, 2, 2), 14),
    ("two_pairs", (3, 3, 3, 3, 1), 0),       # pairs must differ
    ("three_of_a_kind", (4, 4, 4, 4, 1), 12),  # only the three dice used
    ("three_of_a_kind", (4, 4, 1, 2, 3), 0),
    ("four_of_a_kind", (6, 6, 6, 6, 6), 24),
    ("four_of_a_kind", (2, 2, 5, 2, 2), 8),
    ("small_straight", (5, 3, 1, 2, 4), 15),  # exactly 1-2-3-4-5
    ("small_straight", (2, 3, 4, 5, 6), 0),
    ("small_straight", (1, 2, 3, 4, 4), 0),
    ("large_straight", (6, 2, 5, 3, 4), 20),  # exactly 2-3-4-5-6
    ("large_straight", (1, 2, 3, 4, 5), 0),
    ("full_house", (2, 2, 5, 5, 5), 19),     # the sum of the dice
    ("full_house", (5, 5, 5, 5, 5), 0),
    ("full_house", (1, 1, 2, 2, 3), 0),
    ("chance", (1, 1, 2, 4, 6), 14),
    ("yatzy", (6, 6, 6, 6, 6), 50),
    ("yatzy", (6, 6, 6, 6, 5), 0),
])
def test_yatzy_boxes(box: str, dice: tuple[int, ...], points: int) -> None:
    assert score("yatzy", box, dice) == points


def test_yatzy_bonus_is_50_and_there_is_no_extra_yatzy_bonus_or_joker() -> None:
    full = card("yatzy", {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15,
                          "sixes": 18, "yatzy": 50})
    assert full.upper_bonus == 50
    from yachtdice.core.modes.pips.rules import options
    o = options(full, (2, 2, 2, 2, 2))
    assert o.extra_bonus == 0
    assert o.points("full_house") == 0  # no joker: five of a kind is not a full house
    assert o.points("small_straight") == 0


# -- Maxi Yatzy, 6 dice -------------------------------------------------------------------

@pytest.mark.parametrize("box, dice, points", [
    ("sixes", (6, 6, 6, 6, 1, 2), 24),
    ("one_pair", (2, 2, 5, 5, 6, 1), 10),
    ("two_pairs", (5, 5, 5, 5, 6, 6), 22),    # 6-6 and 5-5
    ("two_pairs", (4, 4, 4, 4, 4, 4), 0),
    ("three_pairs", (1, 1, 4, 4, 6, 6), 22),
    ("three_pairs", (2, 2, 2, 2, 3, 3), 0),   # three different faces are needed
    ("three_of_a_kind", (3, 3, 3, 5, 5, 5), 15),
    ("four_of_a_kind", (2, 2, 2, 2, 2, 1), 8),
    ("five_of_a_kind", (3, 3, 3, 3, 3, 1), 15),
    ("five_of_a_kind", (4, 4, 4, 4, 4, 4), 20),
    ("five_of_a_kind", (4, 4, 4, 4, 1, 1), 0),
    ("small_straight", (1, 2, 3, 4, 5, 5), 15),  # contains 1-5
    ("small_straight", (1, 2, 3, 4, 5, 6), 15),
    ("small_straight", (2, 3, 4, 5, 6, 6), 0),
    ("large_straight", (2, 3, 4, 5, 6, 1), 20),  # contains 2-6
    ("large_straight", (1, 2, 3, 4, 5, 5), 0),
    ("full_straight", (6, 5, 4, 3, 2, 1), 21),
    ("full_straight", (1, 2, 3, 4, 5, 5), 0),
    ("full_house", (6, 6, 6, 4, 4, 1), 26),   # the dice used: 6+6+6+4+4
    ("full_house", (6, 6, 6, 4, 4, 4), 26),   # a villa holds a full house
    ("full_house", (5, 5, 5, 5, 2, 2), 19),   # so does a tower
    ("full_house", (5, 5, 5, 5, 5, 2), 0),
    ("villa", (2, 2, 2, 6, 6, 6), 24),
    ("villa", (2, 2, 2, 2, 6, 6), 0),
    ("tower", (5, 5, 5, 5, 2, 2), 24),
    ("tower", (5, 5, 5, 5, 5, 2), 0),
    ("chance", (1, 2, 3, 4, 5, 6), 21),
    ("maxi_yatzy", (2, 2, 2, 2, 2, 2), 100),
    ("maxi_yatzy", (2, 2, 2, 2, 2, 3), 0),
])
def test_maxi_yatzy_boxes(box: str, dice: tuple[int, ...], points: int) -> None:
    assert score("maxi-yatzy", box, dice) == points


def test_maxi_yatzy_bonus_is_100_at_84_and_rolls_carry_over() -> None:
    rules = preset("maxi-yatzy")
    assert rules.carry_over_rolls
    four_each = card("maxi-yatzy", {"ones": 4, "twos": 8, "threes": 12, "fours": 16,
                                     "fives": 20, "sixes": 24})
    assert (four_each.upper_subtotal, four_each.upper_bonus) == (84, 100)
    assert four_each.par_delta == 0


# -- Yacht, the 1938 ancestor --------------------------------------------------------------

@pytest.mark.parametrize("box, dice, points", [
    ("full_house", (3, 3, 3, 6, 6), 21),      # the sum of the dice
    ("full_house", (3, 3, 3, 3, 3), 0),
    ("four_of_a_kind", (4, 4, 2, 4, 4), 16),  # only the four matching dice
    ("four_of_a_kind", (4, 4, 4, 4, 4), 16),
    ("little_straight", (1, 2, 3, 4, 5), 30),
    ("little_straight", (2, 3, 4, 5, 6), 0),
    ("big_straight", (2, 3, 4, 5, 6), 30),
    ("big_straight", (1, 2, 3, 4, 5), 0),
    ("choice", (6, 6, 5, 1, 1), 19),
    ("yacht", (1, 1, 1, 1, 1), 50),
])
def test_yacht_boxes(box: str, dice: tuple[int, ...], points: int) -> None:
    assert score("yacht", box, dice) == points


def test_yacht_has_no_bonus() -> None:
    big = card("yacht", {"sixes": 30, "fives": 25, "fours": 20})
    assert big.upper_bonus == 0 and big.grand_total == 75
