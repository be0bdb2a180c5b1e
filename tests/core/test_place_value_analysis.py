"""A Place Value card's figures (the chance a final roll can fill each box, the greatest
number it can hold) and every problem of a broken card, each at its field.

The expected figures are counted by hand (the comments say how) or, for whole cards,
by rolling every roll through the rules' own ``best`` (another way of finding numbers)."""

from __future__ import annotations

import itertools

import pytest

from yachtdice.core.errors import Problem
from yachtdice.core.modes import mode
from yachtdice.core.modes.place_value.analysis import card_figures, figures
from yachtdice.core.modes.place_value.rules import (
    AnyNumber,
    DigitInPlace,
    DigitSum,
    PlacesSum,
    RoundsTo,
    SameDigits,
    best,
    card_problems,
    preset,
)

ONES, TENS, HUNDREDS, THOUSANDS = 0, 1, 2, 3


def test_a_digit_in_a_place_is_there_unless_no_die_shows_it():
    (six_first,) = figures(4, 6, 0, [DigitInPlace(THOUSANDS, 6)])
    assert six_first.chance == pytest.approx(1 - (5 / 6) ** 4)  # some die shows 6
    assert six_first.best.text == "6666"
    # a 7 in the ones place of four 0-9 dice: some die shows 7, unless the others are all
    # 0 (7 then stands alone at the end, and 0007 starts with 0): 4 such rolls of 10**4
    (seven,) = figures(4, 10, 0, [DigitInPlace(ONES, 7)])
    assert seven.chance == pytest.approx(1 - 0.9 ** 4 - 4 / 10 ** 4)
    assert seven.best.text == "9997"


def test_digits_adding_up_to_30_with_four_six_sided_dice_is_impossible():
    (thirty,) = figures(4, 6, 0, [DigitSum(30)])
    assert (thirty.chance, thirty.best, thirty.impossible) == (0.0, None, True)
    data = preset("place-value-4").to_dict()
    data["boxes"][5]["condition"]["total"] = 30
    assert [str(p) for p in card_problems(data)] == [
        "boxes[5].condition.total: 4 digits cannot add up to 30"]


def test_sums_and_same_digits_by_hand():
    thirteen, pair, three, four, wild = figures(
        4, 6, 0, [DigitSum(13), SameDigits(2), SameDigits(3), SameDigits(4), AnyNumber()])
    assert thirteen.chance == pytest.approx(140 / 6 ** 4)  # 140 ways 4 dice make 13
    assert thirteen.best.text == "6511"                    # 6 5 1 1 beats 6 4 2 1, 6 3 3 1...
    assert pair.chance == pytest.approx(1 - 6 * 5 * 4 * 3 / 6 ** 4)  # not all different
    assert three.chance == pytest.approx((6 * 4 * 5 + 6) / 6 ** 4)  # three of one, or four
    assert four.chance == pytest.approx(6 / 6 ** 4)
    assert (wild.chance, wild.best.text) == (1.0, "6666")
    # two of the thousands and ones adding up to 9: the greatest puts the 6 first, 3 last
    (nine,) = figures(4, 6, 0, [PlacesSum((THOUSANDS, ONES), 9)])
    assert nine.best.text == "6663"


@pytest.mark.slow
def test_zeros_are_digits_but_no_number_starts_with_one():
    # six 0-9 dice: only 000000 makes no number at all
    (wild,) = figures(6, 10, 0, [AnyNumber()])
    assert wild.chance == pytest.approx(1 - 1 / 10 ** 6)
    assert wild.best.text == "999999"
    # three 0-9 dice summing to 27: only 999
    (all_nines,) = figures(3, 10, 0, [DigitSum(27)])
    assert all_nines.chance == pytest.approx(1 / 1000) and all_nines.best.text == "999"


def test_rounding_and_decimals():
    card = preset("place-value-decimal")
    by_id = dict(zip(card.box_ids, card_figures(card), strict=True))
    # 36.466 is the greatest number of five 1-6 dice below 36.5
    assert by_id["rounds_to_36"].best.text == "36.466"
    assert by_id["tenths_4"].best.text == "66.466"
    (hundred,) = figures(3, 6, 0, [RoundsTo(HUNDREDS, 7)])  # 650 to 749: 666 is the best
    assert hundred.best.text == "666"


@pytest.mark.slow
def test_a_place_the_numbers_do_not_have_has_no_figure():
    assert figures(3, 6, 0, [DigitInPlace(THOUSANDS, 1), AnyNumber()])[0] is None
    assert figures(6, 10, 2, [AnyNumber()])[0] is not None
    assert figures(7, 10, 0, [AnyNumber()]) == (None,)  # 10**7 orders: not worked out


@pytest.mark.parametrize("card_id", ["place-value-3", "place-value-4",
                                     pytest.param("place-value-decimal", marks=pytest.mark.slow)])
def test_every_figure_agrees_with_rolling_every_roll(card_id):
    rules = preset(card_id)
    fills = dict.fromkeys(rules.box_ids, 0)
    greatest: dict[str, object] = dict.fromkeys(rules.box_ids)
    rolls = list(itertools.product(rules.faces, repeat=rules.dice))
    for roll in rolls:
        for box_id, number in best(rules, roll).items():
            if number is not None:
                fills[box_id] += 1
                if greatest[box_id] is None or number > greatest[box_id]:
                    greatest[box_id] = number
    for box_id, figure in zip(rules.box_ids, card_figures(rules), strict=True):
        assert figure.chance == pytest.approx(fills[box_id] / len(rolls)), box_id
        assert figure.best == greatest[box_id], box_id


def test_a_broken_card_reports_every_problem_at_its_field():
    data = preset("place-value-4").to_dict()
    data["name"] = " "
    data["rolls_per_turn"] = 4
    data["boxes"][0]["condition"]["digit"] = 7                  # no die shows 7
    data["boxes"][1]["condition"] = {"kind": "digit_in_place", "place": "tenths", "digit": 1}
    data["boxes"][2]["condition"].pop("digit")
    data["boxes"][3]["id"] = data["boxes"][4]["id"]
    data["boxes"][6]["condition"]["count"] = 9
    found = card_problems(data)
    assert [(p.path, p.message) for p in found] == [
        (("name",), "must not be empty"),
        (("rolls_per_turn",), "must be 1 to 3, not 4"),
        (("boxes", 0, "condition", "digit"), "no die shows 7"),
        (("boxes", 1, "condition", "place"), "these numbers have no tenths place"),
        (("boxes", 2, "condition", "digit"), "must be a whole number from 0 to 1,000,000,000"),
        (("boxes", 4, "id"), "'thousands_ones_sum_9' is used twice"),
        (("boxes", 6, "condition", "count"), "must be 2 to 4, not 9"),
    ]


def test_a_box_without_words_and_with_a_broken_condition_has_one_problem():
    data = preset("place-value-3").to_dict()
    data["boxes"][0] = {"id": "odd", "condition": {"kind": "digit_sum", "total": "ten"}}
    assert [str(p) for p in card_problems(data)] == [
        "boxes[0].condition.total: must be a whole number from 0 to 1,000,000,000"]


def test_a_card_that_is_not_an_object_or_not_a_card_says_so_once():
    assert card_problems([]) == card_problems({"mode": "pips"}) == [
        Problem("mode", 'a Place Value ruleset is an object with "mode": "place-value"')]
    assert [str(p) for p in card_problems({"mode": "place-value"})] == [
        "id: must be text", "name: must be text",
        'dice: must be an object like {"count": 4, "sides": 6}', "boxes: must be a list"]


def test_every_game_lists_its_problems_through_the_registry():
    card = preset("place-value-4").to_dict()
    assert mode("place-value").problems(card) == []
    card["dice"]["count"] = 9
    card["boxes"][5]["condition"]["total"] = 99
    assert [str(p) for p in mode("place-value").problems(card)] == [
        "dice: must be 1 to 8, not 9"]  # the boxes are judged once the dice are fine
    pips = mode("pips").presets[0].to_dict()
    pips["dice"]["count"] = 9
    pips["rolls"]["per_turn"] = 0
    assert {p.field for p in mode("pips").problems(pips)} >= {"dice.count", "rolls.per_turn"}
    # a game with no list of its own says the first problem it finds
    word = mode("word")
    assert len(word.problems({"mode": "word", "rolls_per_turn": 99})) == 1


@pytest.mark.slow
def test_the_list_of_problems_and_reading_the_card_agree_on_every_file():
    """Whatever is changed in a card, ``card_problems`` is empty exactly when the card
    reads, and a card that does not read is refused with the list's first problem's field."""
    import copy
    import random

    from yachtdice.core.errors import YachtDiceError
    from yachtdice.core.modes.place_value.rules import PLACE_VALUE_PRESETS, PlaceValueRuleset

    rng = random.Random(25)
    values = [None, True, -1, 0, 1, 2, 3, 4, 5, 7, 9, 10, 13, 30, 10**10, "x", "ones",
              "tenths", "thousands", [], ["ones"], ["ones", "tens"], ["ones", "ones"], {}]
    keys = ["id", "name", "decimals", "rolls_per_turn", "teacher_rule", "count", "sides",
            "kind", "place", "places", "digit", "total", "value", "label", "condition"]
    for _ in range(600):
        data = copy.deepcopy(rng.choice(PLACE_VALUE_PRESETS).to_dict())
        for _ in range(rng.randint(1, 3)):
            box = rng.choice(data["boxes"])
            targets = [data, data["dice"], box, box.get("condition")]
            target = rng.choice([t for t in targets if isinstance(t, dict)])
            target[rng.choice(keys)] = rng.choice(values)
        found = card_problems(data)
        try:
            PlaceValueRuleset.from_dict(data)
        except YachtDiceError:
            assert found, data
        else:
            assert found == [], (data, found)
