"""Place Value Yahtzee as rule sheet 003 says, on hand-worked rolls and cards.

Every expected number below was worked out by hand from the dice: arrange all the
dice into the greatest number whose digits meet the box's condition.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes.place_value.rules import (
    PLACE_VALUE_PRESETS,
    Entry,
    Number,
    PlaceCard,
    PlaceValueError,
    PlaceValueRuleset,
    X,
    best,
    check,
    compare,
    parse_number,
    preset,
)

from ..conftest import in_fast_loop

PV4 = preset("place-value-4")
DEC = preset("place-value-decimal")


def ten_sided(count: int = 4, boxes: list[dict[str, object]] | None = None) -> PlaceValueRuleset:
    """A teacher's card written as a ruleset file's data: ten-sided dice (0-9)."""
    return PlaceValueRuleset.from_dict({
        "mode": "place-value", "id": "d10", "name": "Ten-sided", "dice": {"count": count,
                                                                          "sides": 10},
        "boxes": boxes or [
            {"id": "wild", "condition": {"kind": "any"}},
            {"id": "tens_0", "condition": {"kind": "digit_in_place", "place": "tens",
                                           "digit": 0}},
            {"id": "sum_9", "condition": {"kind": "digit_sum", "total": 9}}]})


def texts(found: dict[str, Number | None]) -> dict[str, str | None]:
    return {b: None if n is None else n.text for b, n in found.items()}


def reason(rules: PlaceValueRuleset, box: str, number: str, dice: tuple[int, ...]) -> str:
    with pytest.raises(PlaceValueError) as err:
        check(rules, box, number, dice)
    return str(err.value)


# -- the card of rule sheet 003 -------------------------------------------------------------------
def test_the_four_digit_card_is_the_rule_sheets():
    assert PV4.dice == 4 and PV4.sides == 6 and PV4.rolls_per_turn == 2
    assert PV4.box_ids == ("hundreds_3", "ones_5", "tens_2", "thousands_6",
                           "thousands_ones_sum_9", "digit_sum_13", "two_same", "three_same",
                           "wild")
    assert PV4.box("thousands_ones_sum_9").label == (
        "Number whose thousands and ones digits add up to 9")


def test_greatest_number_for_every_box_of_6_3_4_1():
    # wild: digits high to low; 3 in the hundreds: 6 _ then 4, 1; sum 9: 6..3 -> 6413
    assert texts(best(PV4, (6, 3, 4, 1))) == {
        "hundreds_3": "6341", "ones_5": None, "tens_2": None, "thousands_6": "6431",
        "thousands_ones_sum_9": "6413", "digit_sum_13": None, "two_same": None,
        "three_same": None, "wild": "6431"}


def test_greatest_number_for_every_box_of_5_5_2_1():
    # 5+2+1+5 = 13; thousands + ones = 9 needs 5+4 or 6+3: none
    assert texts(best(PV4, (5, 2, 5, 1))) == {
        "hundreds_3": None, "ones_5": "5215", "tens_2": "5521", "thousands_6": None,
        "thousands_ones_sum_9": None, "digit_sum_13": "5521", "two_same": "5521",
        "three_same": None, "wild": "5521"}


def test_greatest_number_for_three_of_a_kind_and_the_sum_of_nine():
    # 3 3 3 6: 3 + 6 = 9 as thousands + ones -> 6333 and 3336; the greater is 6333
    found = texts(best(PV4, (3, 6, 3, 3)))
    assert found["thousands_ones_sum_9"] == "6333"
    assert found["three_same"] == "6333"
    assert found["hundreds_3"] == "6333"
    assert found["digit_sum_13"] is None   # 15


@pytest.mark.parametrize(("box", "number", "dice", "why"), [
    ("hundreds_3", "6431", (6, 3, 4, 1), "6431 has 4, not 3, in the hundreds place"),
    ("ones_5", "6341", (6, 3, 4, 1), "6341 has 1, not 5, in the ones place"),
    ("thousands_ones_sum_9", "6431", (6, 3, 4, 1),
     "the thousands and ones digits of 6431 add up to 7, not 9"),
    ("digit_sum_13", "6431", (6, 3, 4, 1), "the digits of 6431 add up to 14, not 13"),
    ("two_same", "6431", (6, 3, 4, 1), "6431 does not have two of the same digit"),
    ("three_same", "5521", (5, 5, 2, 1), "5521 does not have three of the same digit"),
    ("wild", "6432", (6, 3, 4, 1),
     "the digits of 6432 are not the dice 6, 3, 4, 1: every die is used once, as one digit"),
    ("wild", "643", (6, 3, 4, 1), "643 has 3 digits; every number here has 4, one per die"),
    ("wild", "64311", (6, 3, 4, 1), "64311 has 5 digits"),
    ("wild", "6,431", (6, 3, 4, 1), "'6,431' is not a number"),
    ("wild", "6431.0", (6, 3, 4, 1), "6431.0 has a decimal point; these numbers are whole"),
    ("wild", "-6431", (6, 3, 4, 1), "is not a number"),
    ("wild", "", (6, 3, 4, 1), "is not a number"),
    ("sevens", "6431", (6, 3, 4, 1), "no box 'sevens'; the boxes are hundreds_3,"),
    ("wild", "6431", (6, 3, 4), "a roll has 4 dice, not 3"),
    ("wild", "6401", (6, 0, 4, 1), "die 2 shows 0; these dice show 1 to 6"),
])
def test_illegal_numbers_are_refused_with_their_reason(box, number, dice, why):
    assert why in reason(PV4, box, number, dice)


def test_a_number_meeting_its_condition_passes():
    assert check(PV4, "tens_2", "5521", (5, 2, 5, 1)) == Number((5, 5, 2, 1))
    assert check(PV4, "tens_2", "1525", (5, 2, 5, 1)).grouped == "1,525"  # not the greatest: legal


# -- comparing cards ------------------------------------------------------------------------------
LEFT = {"hundreds_3": 6341, "ones_5": 4335, "tens_2": 3321, "thousands_6": 6622,
        "thousands_ones_sum_9": 5624, "digit_sum_13": None, "two_same": 6311,
        "three_same": None, "wild": 6432}
RIGHT = {"hundreds_3": 5332, "ones_5": 6425, "tens_2": 5621, "thousands_6": 6531,
         "thousands_ones_sum_9": None, "digit_sum_13": 4432, "two_same": 5443,
         "three_same": 2111, "wild": 6551}


def card(data: dict[str, int | None], misread: tuple[str, ...] = ()) -> PlaceCard:
    return PlaceCard.from_dict(PV4, data, misread)


def test_the_rule_sheets_two_cards_compared_box_by_box():
    result = compare(PV4, [card(LEFT), card(RIGHT)])
    # left: 6,341 > 5,332; 6,622 > 6,531; 5,624 against X; 6,311 > 5,443 -> 4 boxes
    # right: 6,425; 5,621; 4,432 against X; 2,111 against X; 6,551 > 6,432 -> 5 boxes
    assert dict(result.box_winners) == {
        "hundreds_3": (0,), "ones_5": (1,), "tens_2": (1,), "thousands_6": (0,),
        "thousands_ones_sum_9": (0,), "digit_sum_13": (1,), "two_same": (0,),
        "three_same": (1,), "wild": (1,)}
    assert result.points == (4, 5) and result.winners == (1,)


def test_tied_greatest_numbers_all_get_the_point_and_an_all_x_box_is_a_tie_for_everyone():
    a = dict(LEFT, wild=6551, three_same=None)
    b = dict(RIGHT, three_same=None)
    third = dict(RIGHT, wild=6551, three_same=None, hundreds_3=1333)
    result = compare(PV4, [card(a), card(b), card(third)])
    assert result.winners_of("wild") == (0, 1, 2)
    # rule sheet 003: "An X in any category counts as 0 ... If there is a tie, both players
    # receive the point": three X are a tie at 0, and all three get it
    assert result.winners_of("three_same") == (0, 1, 2)
    assert result.winners_of("hundreds_3") == (0,)
    # a: hundreds, thousands, sum 9, two same, three same, wild = 6; b and third: ones, tens,
    # digit sum, three same, wild = 5 each (ones, tens, digit sum shared between them)
    assert result.points == (6, 5, 5) and result.winners == (0,)


def test_the_sheets_cards_with_both_writing_x_in_a_box_share_its_point():
    # by hand: the sheet's cards give left 4, right 5 (above); both writing X for three of
    # the same digit (right wrote 2,111 there) takes that box from the right and gives it
    # to both: left 4 + 1 = 5, right 5 - 1 + 1 = 5, a tie that the roll-off decides
    result = compare(PV4, [card(LEFT), card(dict(RIGHT, three_same=None))])
    assert result.winners_of("three_same") == (0, 1)
    assert result.points == (5, 5) and result.winners == (0, 1)


def test_an_x_is_0_so_any_number_beats_it_and_a_box_is_decided_once_everyone_filled_it():
    one_x = PlaceCard.empty(PV4).written("wild", X)
    other = PlaceCard.empty(PV4).written("wild", Entry(Number((1, 1, 1, 1))))
    nothing = PlaceCard.empty(PV4)
    result = compare(PV4, [one_x, other])
    assert result.winners_of("wild") == (1,) and result.winners_of("two_same") == ()
    assert result.points == (0, 1)
    # during play an open box is not an X: a box is decided once everyone has filled it
    assert compare(PV4, [nothing, nothing]).points == (0, 0)
    assert compare(PV4, [one_x, nothing]).winners_of("wild") == ()
    assert compare(PV4, [other, nothing]).points == (0, 0)


def test_an_overall_tie_lists_every_player_with_the_most_points():
    result = compare(PV4, [card(LEFT), card(LEFT)])
    # every box tied: LEFT's seven numbers and its two X (0 against 0) give both all nine
    assert result.points == (9, 9) and result.winners == (0, 1)


def test_a_misread_number_is_not_circled_earns_no_point_and_still_is_the_greatest():
    result = compare(PV4, [card(LEFT), card(RIGHT, misread=("wild",))])
    assert result.winners_of("wild") == ()   # the right's 6,551 was misread: not circled
    assert result.points == (4, 4)   # the left's 6,432 is not greatest, so it gets nothing
    both = compare(PV4, [card(dict(LEFT, wild=6551)), card(RIGHT, misread=("wild",))])
    assert both.winners_of("wild") == (0,)  # tied at 6,551: only the one read right


def test_cards_are_checked_against_their_boxes():
    with pytest.raises(PlaceValueError, match="6641 has 6, not 3, in the hundreds place"):
        card(dict(LEFT, hundreds_3=6641))
    with pytest.raises(PlaceValueError, match="has the digit 7, which no die shows"):
        card(dict(LEFT, wild=7431))
    with pytest.raises(PlaceValueError, match="must be a number or null"):
        PlaceCard.from_dict(PV4, {"wild": True})


# -- ten-sided dice ------------------------------------------------------------------------------
def test_ten_sided_dice_never_start_a_number_with_zero():
    d10 = ten_sided()
    assert texts(best(d10, (0, 5, 3, 0))) == {"wild": "5300", "tens_0": "5300", "sum_9": None}
    assert texts(best(d10, (0, 0, 9, 0))) == {"wild": "9000", "tens_0": "9000",
                                              "sum_9": "9000"}
    assert "0530 starts with 0; a number never starts with 0" in reason(
        d10, "wild", "0530", (0, 5, 3, 0))
    assert best(d10, (0, 0, 0, 0)) == {"wild": None, "tens_0": None, "sum_9": None}


def test_ten_sided_dice_show_nine_and_six_sided_do_not():
    assert "die 1 shows 9; these dice show 1 to 6" in reason(PV4, "wild", "9631", (9, 6, 3, 1))
    assert check(ten_sided(), "sum_9", "6210", (1, 0, 2, 6)).text == "6210"


# -- the decimal level ---------------------------------------------------------------------------
def test_the_decimal_level_writes_down_to_thousandths():
    assert DEC.place_names == ("tens", "ones", "tenths", "hundredths", "thousandths")
    found = texts(best(DEC, (6, 3, 4, 1, 5)))
    assert found["wild"] == "65.431"
    assert found["tenths_4"] == "65.431"
    assert found["thousandths_6"] == "54.316"
    assert found["ones_3"] == "63.541"
    assert found["tens_tenths_sum_7"] == "65.143"      # 6 + 1
    # between 35.5 and 36.5: 36.4.. (36.5.. rounds up to 37)
    assert found["rounds_to_36"] == "36.451"
    assert found["hundredths_2"] is None and found["two_same"] is None
    assert found["digit_sum_17"] is None                 # 19


@pytest.mark.parametrize(("number", "why"), [
    ("65.43", "65.43 has 2 digits after the point; these numbers have 3 (down to the "
              "thousandths)"),
    ("6543.1", "6543.1 has 1 digit after the point"),
    ("65431", "65431 has 0 digits after the point"),
    ("65.", "'65.' is not a number"),
    ("36.541", "36.541 rounds to 37, not 36, to the nearest whole number"),
])
def test_decimal_numbers_are_refused_with_their_reason(number, why):
    box = "rounds_to_36" if number == "36.541" else "wild"
    assert why in reason(DEC, box, number, (6, 3, 4, 1, 5))


def test_a_decimal_card_compares_by_value():
    c1 = PlaceCard.from_dict(DEC, {"wild": 65.431})
    c2 = PlaceCard.from_dict(DEC, {"wild": "64.531"})
    assert compare(DEC, [c1, c2]).winners_of("wild") == (0,)
    assert c1.get("wild") == Entry(Number((6, 5, 4, 3, 1), 3))


def test_a_json_number_keeps_its_trailing_zero_places():
    d10 = PlaceValueRuleset.from_dict({**DEC.to_dict(), "dice": {"count": 5, "sides": 10}})
    assert PlaceCard.from_dict(d10, {"wild": 65.4}).get("wild") == Entry(
        Number((6, 5, 4, 0, 0), 3))


# -- the presets and the file format --------------------------------------------------------------
@pytest.mark.parametrize("rules", PLACE_VALUE_PRESETS, ids=lambda r: r.id)
def test_every_preset_round_trips_and_every_box_can_be_filled(rules):
    assert PlaceValueRuleset.from_dict(rules.to_dict()) == rules
    fillable = set()
    for roll in itertools.combinations_with_replacement(rules.faces, rules.dice):
        fillable |= {b for b, n in best(rules, roll).items() if n is not None}
    assert fillable == set(rules.box_ids)


def test_seven_six_sided_or_five_ten_sided_dice_are_the_most_a_card_may_have():
    for count, sides in ((7, 6), (5, 10)):
        data = {**PV4.to_dict(), "dice": {"count": count, "sides": sides}}
        assert PlaceValueRuleset.from_dict(data).dice == count


def test_the_other_levels_have_three_and_six_digits():
    assert (preset("place-value-3").dice, preset("place-value-6").dice) == (3, 6)
    assert preset("place-value-6").place_names[0] == "hundred thousands"


@pytest.mark.parametrize(("change", "why"), [
    ({"dice": {"count": 4, "sides": 8}}, "dice have 6 sides (1-6) or 10 (0-9), not 8"),
    ({"dice": {"count": 9}}, "dice: must be 1 to 8, not 9"),
    # 6 ** 8 and 10 ** 6 orders: the computer players would take 25 and 18 s to weigh them
    ({"dice": {"count": 8}}, "dice: 8 six-sided dice can fall in 1,679,616 orders, too many"),
    ({"dice": {"count": 6, "sides": 10}}, "dice: 6 ten-sided dice can fall in 1,000,000"),
    ({"decimals": 4}, "decimals: must be 0 to 3"),
    ({"boxes": [{"id": "a", "condition": {"kind": "digit_in_place", "place": "tenths",
                                         "digit": 1}}]}, "these numbers have no tenths place"),
    ({"boxes": [{"id": "a", "condition": {"kind": "digit_in_place", "place": "ones",
                                         "digit": 7}}]}, "no die shows 7"),
    ({"boxes": [{"id": "a", "condition": {"kind": "places_sum", "places": ["ones", "tens"],
                                         "total": 13}}]}, "those digits cannot add up to 13"),
    ({"boxes": [{"id": "a", "condition": {"kind": "digit_sum", "total": 25}}]},
     "4 digits cannot add up to 25"),
    ({"boxes": [{"id": "a", "condition": {"kind": "same_digits", "count": 5}}]},
     "count: must be 2 to 4, not 5"),
    ({"boxes": [{"id": "a", "condition": {"kind": "rounds_to", "place": "hundreds",
                                         "value": 90}}]}, "no number of these dice rounds"),
    ({"boxes": [{"id": "a", "condition": {"kind": "prime"}}]},
     "boxes[0].condition.kind: must be one of digit_in_place"),
    ({"boxes": [{"id": "a", "condition": {"kind": "digit_in_place", "place": "ones"}}]},
     "boxes[0].condition.digit: must be a whole number"),
    ({"boxes": [{"id": "a", "condition": {"kind": "any"}}] * 2}, "'a' is used twice"),
    ({"mode": "pips"}, 'a Place Value ruleset is an object with "mode": "place-value"'),
    # a teacher's file is shown in the window and stored: ids and texts as for pip rulesets
    ({"id": "Class~5"}, "id: must be 1-64 lowercase letters"),
    ({"name": " "}, "name: must not be empty"),
    ({"name": "x" * 61}, "name: must be at most 60 characters"),
    ({"name": "Ann\u202eevil"}, "name: must not contain control characters"),
    ({"boxes": [{"id": "A B", "condition": {"kind": "any"}}]}, "boxes[0].id: must be 1-64"),
    ({"boxes": [{"id": "a", "label": "\n", "condition": {"kind": "any"}}]},
     "boxes[0].label: must not be empty"),
    ({"boxes": [{"id": "a", "label": "y" * 81, "condition": {"kind": "any"}}]},
     "boxes[0].label: must be at most 80 characters"),
])
def test_a_teachers_card_file_is_checked_field_by_field(change, why):
    with pytest.raises(YachtDiceError) as err:
        PlaceValueRuleset.from_dict({**PV4.to_dict(), **change})
    assert why in str(err.value)


def test_grouping_and_parsing():
    assert Number((1, 2, 3, 4, 5, 6)).grouped == "123,456"
    assert parse_number("3.142", 3) == Number((3, 1, 4, 2), 3)


# -- properties -----------------------------------------------------------------------------------
def brute_best(rules: PlaceValueRuleset, dice: tuple[int, ...], box: str) -> int | None:
    """The greatest fitting number by trying every order of the dice, as integers."""
    cond = rules.box(box).condition
    found = None
    for order in itertools.permutations(range(len(dice))):
        digits = tuple(dice[i] for i in order)
        if digits[0] == 0 and len(digits) > 1:
            continue
        value = int("".join(map(str, digits)))
        if cond.problem(Number(digits, rules.decimals)) is None and (
                found is None or value > found):
            found = value
    return found


SMALL = [r for r in PLACE_VALUE_PRESETS if r.dice <= 5] + [ten_sided()]


@pytest.mark.slow
@settings(max_examples=in_fast_loop(60, 15), deadline=None)
@given(st.sampled_from(SMALL), st.data())
def test_best_is_the_greatest_arrangement_and_passes_check(rules, data):
    dice = tuple(data.draw(st.lists(st.sampled_from(rules.faces), min_size=rules.dice,
                                    max_size=rules.dice)))
    for box, n in best(rules, dice).items():
        expected = brute_best(rules, dice, box)
        assert (None if n is None else n.scaled) == expected
        if n is not None:
            assert check(rules, box, n.text, dice) == n
