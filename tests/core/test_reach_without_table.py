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
