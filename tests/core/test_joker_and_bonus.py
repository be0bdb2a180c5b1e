"""Extra-Yahtzee bonus and the joker rules, for every joker mode."""

from __future__ import annotations

from dataclasses import replace

import pytest

from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.rules import options
from yachtdice.core.modes.pips.ruleset import Joker, Order
from yachtdice.core.modes.pips.scorecard import Scorecard

from .helpers import opts

LOWER = ("three_of_a_kind", "four_of_a_kind", "full_house", "small_straight", "large_straight",
         "chance")


# -- forced joker (rule sheet 001, the official rules) ------------------------------------

def test_sheet_001_example_five_fours_go_to_large_straight_for_40() -> None:
    # Yahtzee box holds a zero, Fours is filled: any open lower box, at joker values.
    o = opts("yahtzee", (4, 4, 4, 4, 4), {"yahtzee": 0, "fours": 8})
    assert o.points("large_straight") == 40
    assert o.points("small_straight") == 30
    assert o.points("full_house") == 25
    assert o.points("three_of_a_kind") == 20
    assert o.points("chance") == 20
    assert o.extra_bonus == 0  # a zeroed Yahtzee box earns no bonus
    for upper in ("ones", "twos", "threes", "fives", "sixes"):
        assert o.points(upper) is None
        assert "lower box" in (o.get(upper).reason or "")


def test_forced_joker_matching_upper_box_must_take_it_while_open() -> None:
    o = opts("yahtzee", (6, 6, 6, 6, 6), {"yahtzee": 50})
    assert o.points("sixes") == 30
    assert o.extra_bonus == 100
    refused = [b for b in o.boxes if b.category.id != "sixes"]
    assert refused and all(b.points is None for b in refused)
    assert "Sixes" in (refused[0].reason or "")


def test_forced_joker_with_lower_section_full_zero_goes_in_an_upper_box() -> None:
    filled = {box: 0 for box in LOWER} | {"yahtzee": 50, "threes": 9}
    o = opts("yahtzee", (3, 3, 3, 3, 3), filled)
    assert o.extra_bonus == 100
    assert {b.category.id: b.points for b in o.boxes} == {
        "ones": 0, "twos": 0, "fours": 0, "fives": 0, "sixes": 0}


def test_forced_joker_gives_bonus_on_every_further_yahtzee() -> None:
    card = Scorecard.from_dict(preset("yahtzee"), {"yahtzee": 50})
    from yachtdice.core.modes.pips.rules import book
    card = book(card, (2, 2, 2, 2, 2), "twos")
    card = book(card, (2, 2, 2, 2, 2), "full_house")
    assert card.get("full_house") == 25
    assert card.extra_bonuses == 2 and card.extra_bonus_points == 200
    assert card.grand_total == 50 + 10 + 25 + 200


def test_all_same_roll_with_yahtzee_box_open_scores_normally() -> None:
    o = opts("yahtzee", (5, 5, 5, 5, 5), {})
    assert o.points("yahtzee") == 50
    assert o.points("full_house") == 0
    assert o.points("large_straight") == 0
    assert o.points("ones") == 0  # nothing is forced before the Yahtzee box is filled
    assert o.extra_bonus == 0


# -- free joker (rule sheet 004) ------------------------------------------------------------

def test_free_joker_any_box_but_fixed_boxes_score_zero_while_upper_box_open() -> None:
    o = opts("yahtzee-free-joker", (4, 4, 4, 4, 4), {"yahtzee": 50})
    assert all(b.allowed for b in o.boxes)
    assert o.points("fours") == 20
    assert o.points("three_of_a_kind") == 20
    assert o.points("chance") == 20
    assert (o.points("full_house"), o.points("small_straight"), o.points("large_straight")) \
        == (0, 0, 0)
    assert o.points("ones") == 0
    assert o.extra_bonus == 100  # paid whatever box takes the roll


def test_free_joker_fixed_values_once_upper_box_is_filled() -> None:
    o = opts("yahtzee-free-joker", (4, 4, 4, 4, 4), {"yahtzee": 0, "fours": 16})
    assert all(b.allowed for b in o.boxes)
    assert (o.points("full_house"), o.points("small_straight"), o.points("large_straight")) \
        == (25, 30, 40)
    assert o.get("large_straight").joker and not o.get("chance").joker
    assert o.extra_bonus == 0


# -- no joker -------------------------------------------------------------------------------

def test_no_joker_house_rule_still_pays_an_extra_bonus_if_set() -> None:
    rules = replace(preset("yahtzee"), id="no-joker", joker=Joker.NONE)
    card = Scorecard.from_dict(rules, {"yahtzee": 50})
    o = options(card, (1, 1, 1, 1, 1))
    assert all(b.allowed for b in o.boxes)
    assert o.points("large_straight") == 0
    assert o.points("three_of_a_kind") == 5
    assert o.extra_bonus == 100


def test_extra_bonus_size_is_a_ruleset_value() -> None:
    rules = replace(preset("yahtzee"), id="fifty", extra_yahtzee_bonus=50)
    o = options(Scorecard.from_dict(rules, {"yahtzee": 50}), (6, 6, 6, 6, 6))
    assert o.extra_bonus == 50


# -- order ----------------------------------------------------------------------------------

def test_top_to_bottom_allows_only_the_first_open_box() -> None:
    rules = replace(preset("yatzy"), id="in-order", order=Order.TOP_TO_BOTTOM)
    card = Scorecard.from_dict(rules, {"ones": 2})
    o = options(card, (2, 2, 2, 5, 6))
    allowed = [b.category.id for b in o.boxes if b.allowed]
    assert allowed == ["twos"]
    assert o.points("twos") == 6
    assert "Twos comes first" in (o.get("chance").reason or "")


def test_top_to_bottom_with_forced_joker_always_leaves_the_next_box() -> None:
    rules = replace(preset("yahtzee"), id="in-order-joker", order=Order.TOP_TO_BOTTOM)
    filled = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6,
              "three_of_a_kind": 0, "four_of_a_kind": 0, "yahtzee": 50}
    # the next box is Full House; the joker values apply there
    o = options(Scorecard.from_dict(rules, filled), (3, 3, 3, 3, 3))
    assert [b.category.id for b in o.boxes if b.allowed] == ["full_house"]
    assert o.points("full_house") == 25 and o.extra_bonus == 100


@pytest.mark.parametrize("rules_id", ["yahtzee", "yahtzee-free-joker"])
def test_bonus_needs_a_nonzero_yahtzee_box(rules_id: str) -> None:
    assert opts(rules_id, (1, 1, 1, 1, 1), {"yahtzee": 0, "ones": 3}).extra_bonus == 0
    assert opts(rules_id, (1, 1, 1, 1, 1), {"yahtzee": 50, "ones": 3}).extra_bonus == 100
