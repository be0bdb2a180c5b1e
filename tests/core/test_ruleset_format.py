"""Rulesets as data: JSON round trips, validation that names the field, custom dice."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from yachtdice.core import RulesetError
from yachtdice.core.modes.pips.presets import PRESETS, preset
from yachtdice.core.modes.pips.rules import options
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import score_table


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.id)
def test_every_preset_round_trips_through_json(rules: Ruleset) -> None:
    text = rules.to_json()
    data = json.loads(text)
    assert data["format"] == "yachtdice-ruleset" and data["version"] == 1
    again = Ruleset.from_json(text)
    assert again == rules
    assert again.content_hash() == rules.content_hash()
    import yachtdice.core.modes.pips.patterns as patterns
    import yachtdice.core.modes.pips.ruleset as ruleset
    assert eval(repr(rules), {**vars(patterns), **vars(ruleset)}) == rules


def test_content_hash_changes_with_the_rules() -> None:
    a = preset("yahtzee").to_dict()
    a["extra_yahtzee_bonus"] = 50
    assert Ruleset.from_dict(a).content_hash() != preset("yahtzee").content_hash()


def good() -> dict[str, Any]:
    return copy.deepcopy(preset("yahtzee").to_dict())


def problems(data: object) -> list[str]:
    with pytest.raises(RulesetError) as err:
        Ruleset.from_dict(data)
    assert isinstance(err.value, ValueError)
    return [str(p) for p in err.value.problems]


def edit(**changes: Any) -> dict[str, Any]:
    data = good()
    for dotted, value in changes.items():
        target = data
        *path, last = dotted.split("__")
        for key in path:
            target = target[int(key)] if key.isdigit() else target[key]
        if value is KeyError:
            del target[int(last) if last.isdigit() else last]
        else:
            target[int(last) if last.isdigit() else last] = value
    return data


def test_minimal_file_uses_documented_defaults() -> None:
    rules = Ruleset.from_dict({
        "id": "tiny", "name": "Tiny",
        "categories": [{"id": "all", "label": "All", "section": "lower", "kind": "chance"}],
    })
    assert (rules.dice_count, rules.faces, rules.rolls_per_turn) == (5, (1, 2, 3, 4, 5, 6), 3)
    assert rules.upper_bonus is None and rules.extra_yahtzee_bonus == 0
    assert (rules.joker.value, rules.order.value, rules.tie_break.value) == (
        "none", "any", "shared")


@pytest.mark.parametrize("data, expected", [
    (edit(categories__8__sizes=[]), "categories[8].sizes: must not be empty"),
    (edit(categories__8__sizes=[3, 3]), "categories[8].sizes: the groups need 6 dice but "
                                        "there are only 5"),
    (edit(dice__count=9), "dice.count: must be between 1 and 8, not 9"),
    (edit(dice__count=True), "dice.count: must be a whole number, not true/false"),
    (edit(dice__faces=[1, 2, 2, 3]), "dice.faces: faces must all differ"),
    (edit(dice__faces=[1, 2, 3, 4, 5]), "categories[5].face: the dice have no face 6"),
    (edit(rolls__per_turn=0), "rolls.per_turn: must be between 1 and 5, not 0"),
    (edit(categories__10__run=7), "categories[10].run: a run of 7 needs at least 7 dice"),
    (edit(categories__6__n=6),
     "categories[6].n: must be between 1 and the number of dice (5), not 6"),
    (edit(categories__6__kind="pairs"), "categories[6].kind: must be one of face, "
                                        "n_of_a_kind, groups, straight, all_same, chance, "
                                        "not 'pairs'"),
    (edit(categories__6__colour="red"), "categories[6].colour: unknown field"),
    (edit(categories__1__id="ones"), "categories[1].id: 'ones' is already used by "
                                     "categories[0]"),
    (edit(categories__1__label=""), "categories[1].label: must not be empty"),
    (edit(categories__8__score="double"), "categories[8].score: must be one of fixed, "
                                          "sum_all, sum_used, not 'double'"),
    (edit(categories__8__points=KeyError), "categories[8].points: is missing"),
    (edit(categories__12__points=5), "categories[12].points: applies only to fixed scoring, "
                                     "not sum_all"),
    (edit(categories__11__kind="chance", categories__11__score="sum_all",
          categories__11__points=KeyError),
     "joker: needs an all_same box to refer to"),
    (edit(joker="sometimes"), "joker: must be one of none, forced, free, not 'sometimes'"),
    (edit(upper_bonus={"threshold": 0, "points": 35}),
     "upper_bonus.threshold: must be between 1 and 10000, not 0"),
    (edit(id="Has Spaces"), "id: must be 1-64 lowercase letters, digits, '-' or '_', "
                            "starting with a letter or digit"),
    (edit(name="\x07bell"), "name: must not contain control characters"),
    (edit(categories=KeyError), "categories: is missing"),
    (edit(format="something-else"), "format: must be 'yachtdice-ruleset'; this is not a "
                                    "Yacht Dice ruleset"),
])
def test_each_problem_names_its_field(data: dict[str, Any], expected: str) -> None:
    assert expected in problems(data)


def test_straight_problems() -> None:
    data = good()
    data["categories"][9] = {"id": "small_straight", "label": "Small", "section": "lower",
                             "kind": "straight", "faces": [1, 2, 3, 4], "match": "exact",
                             "score": "fixed", "points": 30}
    assert problems(data) == ["categories[9].match: an exact straight must name one face per "
                              "die (5)"]
    data["categories"][9]["run"] = 4
    assert problems(data) == ["categories[9]: a straight needs either run (a length) or faces "
                              "(a set), not both"]


def test_two_all_same_boxes_are_refused() -> None:
    data = good()
    data["categories"][12] = dict(data["categories"][11], id="second")
    assert "categories[12].kind: a ruleset has at most one all_same box (categories[11] is " \
           "one already)" in problems(data)


def test_every_problem_is_reported_at_once_and_nothing_half_loads() -> None:
    found = problems(edit(dice__count=0, rolls__per_turn=9, joker="x"))
    assert len(found) == 3


def test_a_newer_format_is_refused_with_a_clear_message() -> None:
    assert problems(edit(version=2)) == [
        "version: format version 2 comes from a newer Yacht Dice; this one reads version 1"]


def test_not_json_and_not_an_object() -> None:
    with pytest.raises(RulesetError, match="not valid JSON"):
        Ruleset.from_json("{'single quotes': 1}")
    assert problems([1, 2]) == ["must be an object, not a list"]


def test_oversized_text_is_refused_before_parsing() -> None:
    with pytest.raises(RulesetError, match="larger than"):
        Ruleset.from_json(" " * 1_000_001)


def test_house_rules_d8_exact_n_and_non_distinct_pairs() -> None:
    rules = Ruleset.from_dict({
        "id": "d8-house", "name": "Eight-sided house rules",
        "dice": {"count": 6, "faces": [1, 2, 3, 4, 5, 6, 7, 8]},
        "rolls": {"per_turn": 4},
        "categories": [
            {"id": "eights", "label": "Eights", "section": "upper", "kind": "face", "face": 8},
            {"id": "exact_pair", "label": "Exact pair", "section": "lower",
             "kind": "n_of_a_kind", "n": 2, "match": "exactly", "score": "sum_used"},
            {"id": "loose_two_pairs", "label": "Two pairs (same face ok)", "section": "lower",
             "kind": "groups", "sizes": [2, 2], "distinct": False, "score": "sum_used"},
            {"id": "run6", "label": "Run of six", "section": "lower", "kind": "straight",
             "run": 6, "score": "sum_all"},
            {"id": "high", "label": "High five", "section": "lower", "kind": "straight",
             "faces": [4, 5, 6, 7, 8], "score": "fixed", "points": 45},
        ],
        "upper_bonus": {"threshold": 24, "points": 10},
    })
    assert len(score_table(rules).rolls) == 1716  # C(8+6-1, 6)
    o = options(Scorecard.empty(rules), (8, 8, 8, 3, 3, 7))
    assert o.points("eights") == 24
    assert o.points("exact_pair") == 6          # the 8s are three, so only the 3s pair exactly
    assert o.points("loose_two_pairs") == 22    # 8-8 and 3-3
    assert o.points("run6") == 0
    o = options(Scorecard.empty(rules), (8, 8, 8, 8, 1, 2))
    assert o.points("loose_two_pairs") == 32    # four 8s make two pairs under this rule
    o = options(Scorecard.empty(rules), (3, 4, 5, 6, 7, 8))
    assert o.points("run6") == 33 and o.points("high") == 45


def test_card_from_dict_refuses_unknown_boxes_and_impossible_scores() -> None:
    with pytest.raises(ValueError, match="no box 'sevens'"):
        Scorecard.from_dict(preset("yahtzee"), {"sevens": 7})
    with pytest.raises(ValueError, match="full_house cannot hold 24"):
        Scorecard.from_dict(preset("yahtzee"), {"full_house": 24})
    with pytest.raises(ValueError, match="whole number"):
        Scorecard.from_dict(preset("yahtzee"), {"chance": "12"})
