"""yachtdice-cli place-value best / check / compare: the issue-13 contract."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.helpers import run_bytes
from tests.core.test_place_value import LEFT, RIGHT  # rule sheet 003's two cards


def pv(*argv: str, stdin: bytes = b"") -> tuple[int, str, str]:
    return run_bytes(["place-value", *argv], stdin)


def test_best_prints_the_greatest_number_for_every_box():
    assert pv("best", "--rules", "place-value-4", "6", "3", "4", "1") == (0, (
        '{"boxes": {"hundreds_3": 6341, "ones_5": null, "tens_2": null, "thousands_6": 6431, '
        '"thousands_ones_sum_9": 6413, "digit_sum_13": null, "two_same": null, '
        '"three_same": null, "wild": 6431}}\n'), "")


def test_best_leaves_out_filled_boxes():
    status, out, _ = pv("best", "--rules", "place-value-4", "--card",
                        '{"wild": 6431, "ones_5": null}', "5", "2", "5", "1")
    assert status == 0
    assert json.loads(out) == {"boxes": {
        "hundreds_3": None, "tens_2": 5521, "thousands_6": None, "thousands_ones_sum_9": None,
        "digit_sum_13": 5521, "two_same": 5521, "three_same": None}}


def test_best_writes_decimals_with_a_point_and_all_their_places():
    status, out, _ = pv("best", "--rules", "place-value-decimal", "6", "3", "4", "1", "5")
    assert status == 0
    assert '"wild": 65.431' in out and '"rounds_to_36": 36.451' in out
    assert json.loads(out)["boxes"]["thousandths_6"] == 54.316


def test_check_says_ok():
    assert pv("check", "--rules", "place-value-4", "--box", "tens_2", "1525",
              "5", "2", "5", "1") == (0, '{"ok": true}\n', "")
    assert pv("check", "--rules", "place-value-decimal", "--box", "tenths_4", "65.431",
              "6", "3", "4", "1", "5")[0] == 0


@pytest.mark.parametrize(("args", "why"), [
    (("--box", "ones_5", "6341", "6", "3", "4", "1"), "6341 has 1, not 5, in the ones place"),
    (("--box", "wild", "6432", "6", "3", "4", "1"),
     "the digits of 6432 are not the dice 6, 3, 4, 1"),
    (("--box", "sevens", "6431", "6", "3", "4", "1"), "no box 'sevens'"),
    (("--box", "wild", "6,431", "6", "3", "4", "1"), "thousands without separators"),
    (("--box", "wild", "6431", "6", "3", "4"), "a roll has 4 dice, not 3"),
    (("--box", "wild", "6431", "6", "3", "4", "x"), "dice are whole numbers"),
    (("--box", "wild", "6431", "6", "3", "4", "7"), "die 4 shows 7"),
    (("--box", "wild", "6431"), "the following arguments are required: DIE"),
])
def test_check_refuses_with_one_line_and_exit_2(args, why):
    status, out, err = pv("check", "--rules", "place-value-4", *args)
    assert status == 2 and out == ""
    assert why in err and err.count("\n") == 1 and "Traceback" not in err


def test_unknown_rules_are_named():
    status, _, err = pv("best", "--rules", "place-value-5", "1", "2", "3", "4", "5")
    assert status == 2 and err == (
        "yachtdice-cli: no ruleset 'place-value-5' (neither built-in nor saved); the "
        "built-in cards are place-value-4, place-value-3, place-value-6, place-value-decimal\n")


SAVED = {"mode": "place-value", "id": "class-5", "name": "Class 5 card", "dice": {"count": 3},
         "boxes": [{"id": "h8", "condition": {"kind": "digit_in_place", "place": "hundreds",
                                              "digit": 5}},
                   {"id": "wild", "condition": {"kind": "any"}}]}


@pytest.fixture
def saved_card() -> str:
    """A teacher's card saved in the app (as House Rules saves it), by its id."""
    from yachtdice.core.modes.place_value.rules import PlaceValueRuleset
    from yachtdice.store import Store

    with Store.open() as store:
        store.save_ruleset(PlaceValueRuleset.from_dict(SAVED))
    return "class-5"


def test_best_check_and_compare_take_a_card_saved_in_the_app(saved_card: str) -> None:
    # as print and rules show do: 5 3 1 makes 531 for "5 in the hundreds" and 531 wild
    assert pv("best", "--rules", saved_card, "5", "3", "1") == (
        0, '{"boxes": {"h8": 531, "wild": 531}}\n', "")
    assert pv("check", "--rules", saved_card, "--box", "h8", "513", "5", "3", "1") == (
        0, '{"ok": true}\n', "")
    cards = json.dumps([{"name": "Ann", "boxes": {"h8": 531, "wild": None}},
                        {"name": "Ben", "boxes": {"h8": 513, "wild": 135}}]).encode()
    status, out, err = pv("compare", "--rules", saved_card, "-", stdin=cards)
    assert (status, err) == (0, "")
    assert json.loads(out)["points"] == {"Ann": 1, "Ben": 1}


def test_compare_the_rule_sheets_cards():
    cards = json.dumps([{"name": "Ann", "boxes": LEFT}, {"name": "Bob", "boxes": RIGHT}])
    status, out, err = pv("compare", "--rules", "place-value-4", "-", stdin=cards.encode())
    assert (status, err) == (0, "")
    assert json.loads(out) == {
        "points": {"Ann": 4, "Bob": 5},
        "boxes": {"hundreds_3": ["Ann"], "ones_5": ["Bob"], "tens_2": ["Bob"],
                  "thousands_6": ["Ann"], "thousands_ones_sum_9": ["Ann"],
                  "digit_sum_13": ["Bob"], "two_same": ["Ann"], "three_same": ["Bob"],
                  "wild": ["Bob"]},
        "winners": ["Bob"]}


def test_compare_ties_and_all_x_boxes(tmp_path: Path):
    same = dict(LEFT, three_same=None)
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{"name": "Ann", "boxes": same}, {"name": "Bo", "boxes": same}]))
    status, out, _ = pv("compare", "--rules", "place-value-4", str(path))
    result = json.loads(out)
    # an X counts as 0 and a tie gives everyone the point (rule sheet 003): all nine each
    assert status == 0 and result["points"] == {"Ann": 9, "Bo": 9}
    assert result["boxes"]["three_same"] == ["Ann", "Bo"]
    assert result["boxes"]["digit_sum_13"] == ["Ann", "Bo"]
    assert result["boxes"]["wild"] == ["Ann", "Bo"] and result["winners"] == ["Ann", "Bo"]


def test_compare_decimal_cards():
    card = {b: None for b in ("tenths_4", "hundredths_2", "thousandths_6", "ones_3",
                              "tens_tenths_sum_7", "digit_sum_17", "rounds_to_36", "two_same")}
    cards = [{"name": "A", "boxes": dict(card, wild=65.431)},
             {"name": "B", "boxes": dict(card, wild=65.43)}]   # 65.430: six-sided dice show no 0
    status, _, err = pv("compare", "--rules", "place-value-decimal", "-",
                        stdin=json.dumps(cards).encode())
    assert status == 2 and "65.430 has the digit 0, which no die shows" in err
    cards[1]["boxes"]["wild"] = 64.531
    status, out, _ = pv("compare", "--rules", "place-value-decimal", "-",
                        stdin=json.dumps(cards).encode())
    assert status == 0 and json.loads(out)["winners"] == ["A"]


@pytest.mark.parametrize(("cards", "why"), [
    ("{", "the cards file is not valid JSON"),
    ("{}", "the cards must be a list"),
    ('[{"boxes": {}}]', "card 1: must be an object with a name"),
    (json.dumps([{"name": "A", "boxes": LEFT}, {"name": "A", "boxes": LEFT}]),
     "card 2: the name 'A' is used twice"),
    (json.dumps([{"name": "A", "boxes": dict(LEFT, wild=1)}]),
     "card 1 (A): 1 has 1 digit; every number here has 4"),
    (json.dumps([{"name": "A", "boxes": {k: v for k, v in LEFT.items() if k != "wild"}}]),
     "card 1 (A) has nothing for the box 'wild' (write null for an X)"),
    (json.dumps([{"name": "A", "boxes": dict(LEFT, hundreds_3=6431)}]),
     "card 1 (A): 6431 has 4, not 3, in the hundreds place"),
    (json.dumps([{"name": "A", "boxes": dict(LEFT, extra=1)}]), "card 1 (A): no box 'extra'"),
])
def test_compare_refuses_bad_cards_with_one_line(cards, why):
    status, out, err = pv("compare", "--rules", "place-value-4", "-", stdin=cards.encode())
    assert status == 2 and out == ""
    assert why in err and err.count("\n") == 1


def test_a_teachers_card_file_can_be_played(tmp_path: Path):
    path = tmp_path / "card.json"
    path.write_text(json.dumps({
        "mode": "place-value", "id": "my-card", "name": "Mine", "dice": {"count": 3,
                                                                         "sides": 10},
        "boxes": [{"id": "tens_0", "condition": {"kind": "digit_in_place", "place": "tens",
                                                 "digit": 0}}]}))
    assert pv("best", "--rules", str(path), "0", "7", "0") == (
        0, '{"boxes": {"tens_0": 700}}\n', "")
    path.write_text('{"mode": "place-value"}')
    status, _, err = pv("best", "--rules", str(path), "1", "2", "3")
    assert status == 2 and "needs an id and a name" in err


def test_rules_list_includes_the_place_value_presets():
    status, out, _ = run_bytes(["rules", "list"])
    assert status == 0
    for line in ("place-value-4\tPlace Value Yahtzee (4 digits)",
                 "place-value-3\tPlace Value Yahtzee (3 digits)",
                 "place-value-6\tPlace Value Yahtzee (6 digits)",
                 "place-value-decimal\tPlace Value Yahtzee (decimals)"):
        assert line in out.splitlines()


def test_stats_count_games_wins_and_boxes_won_per_player():
    """Three stored games, worked by hand: 5 3 1 fills hundreds_5, tens_3, ones_1 and wild
    with 531 (the other boxes get X); Ann's first turn is 5 3 2 (532).
    Game 1: Ann wins hundreds_5, ties the other three: Ann 4, Bob 3.
    Game 2: the same, but Bob writes X in wild: Ann 4, Bob 2.
    Game 3: Ann writes X in hundreds_5: Bob 4, Ann 3.
    Both write X in the other five boxes, a tie at 0 each time: 5 more each."""
    from yachtdice.core import GameRecord, Player, Roll, Score
    from yachtdice.core.modes.place_value.engine import PlaceClaim
    from yachtdice.core.modes.place_value.rules import preset
    from yachtdice.store import Store

    rules = preset("place-value-3")
    fills = ("hundreds_5", "tens_3", "ones_1", "wild")
    with Store.open() as store:
        for ann_first, bob_wild in (("532", "531"), ("532", None), (None, "531")):
            record = GameRecord.new(rules, [Player("Ann"), Player("Bob")])
            for box_id in rules.box_ids:
                for seat in (0, 1):
                    first = seat == 0 and box_id == "hundreds_5"
                    number = "531" if box_id in fills else None
                    if first:
                        number = ann_first
                    elif seat == 1 and box_id == "wild":
                        number = bob_wild
                    record = record.then(Roll((5, 3, 2) if first else (5, 3, 1)))
                    record = record.then(Score(PlaceClaim(box_id, number)))
            store.record_game(record)
    status, out, _ = run_bytes(["stats", "--rules", "place-value-3", "--player", "Ann",
                                "--json"])
    data = json.loads(out)
    assert status == 0 and data["games"] == 3
    assert [g["score"] for g in data["series"]] == [9, 9, 8]     # boxes won per game
    assert data["head_to_head"] == [{"opponent": "Bob", "computer": False, "wins": 2,
                                     "losses": 1, "ties": 0}]
    assert data["boxes"]["hundreds_5"]["mean"] == pytest.approx(2 / 3)


def test_rules_check_refuses_an_unknown_field_and_warns_of_words_naming_another_rule(
        tmp_path: Path) -> None:
    card = tmp_path / "card.json"
    card.write_text(json.dumps({**SAVED, "boxes": [
        {"id": "h8", "condition": {"kind": "digit_in_place", "place": "hundreds", "digt": 5}}]}))
    status, out, err = run_bytes(["rules", "check", str(card)])
    assert (status, out) == (2, "")
    assert err == ("boxes[0].condition.digit: must be a whole number from 0 to 1,000,000,000\n"
                   "boxes[0].condition.digt: unknown field; did you mean digit?\n")
    # the card copied from place-value-4's "3 in the hundreds", its rule changed to 5
    # there and its words left behind: legal, and surely not meant
    card.write_text(json.dumps({**SAVED, "boxes": [
        {"id": "h5", "label": "3 in the hundreds",
         "condition": {"kind": "digit_in_place", "place": "hundreds", "digit": 5}},
        {"id": "sum", "label": "Digit sum 10",
         "condition": {"kind": "digit_sum", "total": 10}}]}))
    status, out, err = run_bytes(["rules", "check", str(card)])
    assert (status, out) == (0, "ok\n")
    assert err == ("warning: boxes[0].label: '3 in the hundreds' contradicts the box's rule, "
                   "Number with 5 in the hundreds place\n")


EVEN_ODD = {"mode": "place-value", "id": "even-odd", "name": "Even and odd", "dice": {"count": 4},
            "boxes": [{"id": "even", "condition": {"kind": "even"}},
                      {"id": "odd", "condition": {"kind": "odd"}}]}


def test_even_and_odd_numbers(tmp_path: Path) -> None:
    # 6 3 4 1: the greatest even number ends in the 4 (6314, not 4316), the greatest odd
    # one in the 1 (6431)
    card = tmp_path / "card.json"
    card.write_text(json.dumps(EVEN_ODD))
    assert run_bytes(["rules", "check", str(card)]) == (0, "ok\n", "")
    assert pv("best", "--rules", str(card), "6", "3", "4", "1") == (
        0, '{"boxes": {"even": 6314, "odd": 6431}}\n', "")
    status, _, err = pv("check", "--rules", str(card), "--box", "even", "6341",
                        "6", "3", "4", "1")
    assert status == 2 and "6341 is odd: its ones digit is 1" in err
    card.write_text(json.dumps({**EVEN_ODD, "dice": {"count": 5}, "decimals": 1}))
    status, _, err = run_bytes(["rules", "check", str(card)])
    assert status == 2 and err.startswith(
        "boxes[0].condition.kind: only a whole number is even or odd")
