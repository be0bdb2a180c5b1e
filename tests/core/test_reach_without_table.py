"""The bonus cell's reach (what the open upper boxes can still add) is worked out box by
box, without the score table, so a card can be drawn before NumPy is imported; it says
what the table says."""

from __future__ import annotations

from yachtdice.core.modes.pips.presets import PRESETS, preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import box_values, score_table


def with_upper_full_house() -> Ruleset:
    """Yahtzee with a Full House of 25 points in the upper section instead of Sixes."""
    data = preset("yahtzee").to_dict()
    data.update(id="upper-house", name="Upper House")
    house = next(c for c in data["categories"] if c["id"] == "full_house")
    data["categories"] = [dict(house, section="upper") if c["id"] == "sixes" else c
                          for c in data["categories"] if c["id"] != "full_house"]
    return Ruleset.from_dict(data)


def test_every_box_can_hold_what_the_table_says() -> None:
    for rules in (*PRESETS, with_upper_full_house()):
        table = score_table(rules)
        for i, box in enumerate(rules.categories):
            assert box_values(box, rules.faces, rules.dice_count) == table.achievable(i), \
                (rules.id, box.id)


def test_a_full_house_in_the_upper_section_adds_25_at_most() -> None:
    rules = with_upper_full_house()
    box = rules.category("full_house")
    assert box_values(box, rules.faces, rules.dice_count) == {0, 25}
    # an empty card: 5 + 10 + 15 + 20 + 25 for Ones to Fives, and 25 for the house
    assert Scorecard.empty(rules).upper_points_possible == 100


def test_with_a_full_house_open_up_top_every_roll_is_counted_not_one_face_rolls() -> None:
    # Upper House: five of a face score nothing in Full House, but a full house scores 25,
    # so the bonus's reach is not told from one-face rolls alone
    rules = with_upper_full_house()
    # 3 + 6 + 9 + 8 + 10 = 36 booked, the house open: 36 + 25 = 61 < 63
    lost = Scorecard.from_dict(rules, {"ones": 3, "twos": 6, "threes": 9, "fours": 8,
                                       "fives": 10})
    assert lost.upper_subtotal == 36 and lost.upper_bonus_out_of_reach
    # 3 + 6 + 9 + 12 + 10 = 40 booked: 40 + 25 = 65 >= 63, with the house at 25
    kept = Scorecard.from_dict(rules, {"ones": 3, "twos": 6, "threes": 9, "fours": 12,
                                       "fives": 10})
    assert kept.upper_subtotal == 40 and not kept.upper_bonus_out_of_reach
