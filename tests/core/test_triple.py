"""Triple Yahtzee's rules on a whole card scored by hand, the joker across the columns, the
bonus chips in both readings, and the columns' multipliers.

Every expected number was worked out by hand from the dice and the rules (docs/rules.md,
Triple Yahtzee; the boxes are official Yahtzee's, rule sheet 001).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtdice.core import GameRecord, GameState, Player, Roll, Score
from yachtdice.core.errors import IllegalActionError, YachtDiceError
from yachtdice.core.game import Place
from yachtdice.core.modes import mode, ruleset_from_dict
from yachtdice.core.modes.triple.card import TripleCard
from yachtdice.core.modes.triple.engine import TRIPLE_ENGINE, options
from yachtdice.core.modes.triple.mode import GAME
from yachtdice.core.modes.triple.players import played
from yachtdice.core.modes.triple.rules import TRIPLE, TRIPLE_FLAT, TripleRules

from ..conftest import in_fast_loop

#: a whole card: (dice, box, column 0-2), each box's points worked out by hand
WHOLE_GAME: list[tuple[tuple[int, ...], str, int]] = [
    # column ×1: upper 3+6+9+12+15+18 = 63 (bonus 35); lower 17+0+25+30+40+50+22 = 184
    ((1, 1, 1, 2, 3), "ones", 0), ((2, 2, 2, 1, 3), "twos", 0), ((3, 3, 3, 1, 2), "threes", 0),
    ((4, 4, 4, 1, 2), "fours", 0), ((5, 5, 5, 1, 2), "fives", 0), ((6, 6, 6, 1, 2), "sixes", 0),
    ((5, 5, 5, 1, 1), "three_of_a_kind", 0), ((1, 2, 3, 4, 6), "four_of_a_kind", 0),
    ((2, 2, 3, 3, 3), "full_house", 0), ((1, 2, 3, 4, 6), "small_straight", 0),
    ((2, 3, 4, 5, 6), "large_straight", 0), ((4, 4, 4, 4, 4), "yahtzee", 0),
    ((6, 6, 5, 3, 2), "chance", 0),
    # column ×2: upper 2+4+6+8+10+12 = 42 (no bonus); lower 20+24+25+0+40+0+19 = 128
    ((1, 1, 2, 3, 4), "ones", 1), ((2, 2, 1, 3, 4), "twos", 1), ((3, 3, 1, 2, 4), "threes", 1),
    ((4, 4, 1, 2, 3), "fours", 1), ((5, 5, 1, 2, 3), "fives", 1), ((6, 6, 1, 2, 3), "sixes", 1),
    ((4, 4, 4, 6, 2), "three_of_a_kind", 1), ((5, 5, 5, 5, 4), "four_of_a_kind", 1),
    ((6, 6, 1, 1, 1), "full_house", 1), ((1, 1, 2, 2, 3), "small_straight", 1),
    ((1, 2, 3, 4, 5), "large_straight", 1), ((1, 2, 3, 4, 6), "yahtzee", 1),
    ((6, 5, 4, 3, 1), "chance", 1),
    # column ×3: upper 4+8+12+16+20+24 = 84 (bonus 35); lower 26+27+25+30+40+50+25 = 223
    ((1, 1, 1, 1, 2), "ones", 2), ((2, 2, 2, 2, 1), "twos", 2), ((3, 3, 3, 3, 1), "threes", 2),
    ((4, 4, 4, 4, 1), "fours", 2), ((5, 5, 5, 5, 1), "fives", 2), ((6, 6, 6, 6, 1), "sixes", 2),
    ((6, 6, 6, 5, 3), "three_of_a_kind", 2), ((6, 6, 6, 6, 3), "four_of_a_kind", 2),
    ((5, 5, 6, 6, 6), "full_house", 2), ((3, 4, 5, 6, 6), "small_straight", 2),
    ((2, 3, 4, 5, 6), "large_straight", 2), ((6, 6, 6, 6, 6), "yahtzee", 2),
    ((6, 6, 6, 4, 3), "chance", 2),
]


def play(turns: list[tuple[tuple[int, ...], str, int]], rules: TripleRules = TRIPLE
         ) -> GameState:
    state = GameState.start(rules, [Player("Ann")])
    for dice, box, column in turns:
        state = state.apply(Roll(dice)).apply(Score(Place(box, column)))
    return state


def card_with(entries: dict[tuple[str, int], int], rules: TripleRules = TRIPLE) -> TripleCard:
    card = TripleCard.empty(rules)
    for (box, column), points in entries.items():
        card = card.with_score(Place(box, column), points)
    return card


def test_a_whole_card_scored_by_hand() -> None:
    state = play(WHOLE_GAME)
    card = state.cards[0]
    assert isinstance(card, TripleCard) and state.finished
    assert [card.upper(c) for c in range(3)] == [63, 42, 84]
    assert [card.upper_bonus(c) for c in range(3)] == [35, 0, 35]
    assert [card.lower(c) for c in range(3)] == [184, 128, 223]
    assert [card.column_sum(c) for c in range(3)] == [282, 170, 342]
    # the columns multiplied: 282 × 1, 170 × 2, 342 × 3
    assert [card.column_total(c) for c in range(3)] == [282, 340, 1026]
    assert card.grand_total == 1648
    result = GAME.seat_results(TRIPLE, [card])[0]
    assert (result.total, result.upper, result.upper_bonus, result.lower, result.extra_bonus) \
        == (1648, 63 + 84 + 252, 35 + 105, 184 + 256 + 669, 0)
    assert result.boxes["chance@3"] == 75 and result.boxes["yahtzee@2"] == 0
    assert state.standings()[0].total == 1648


def test_a_game_is_39_turns_and_any_box_of_any_column_each_turn() -> None:
    state = play(WHOLE_GAME[:38])
    assert not state.finished and state.turn == 39
    assert TRIPLE_ENGINE.box_count(TRIPLE) == 39
    state = play([((1, 2, 3, 4, 5), "large_straight", 2), ((1, 2, 3, 4, 5), "large_straight", 0)])
    assert state.cards[0].points_at(Place("large_straight", 2)) == 120
    assert state.problem(Roll((2, 3, 4, 5, 6))) is None
    rolled = state.apply(Roll((2, 3, 4, 5, 6)))
    assert rolled.problem(Score(Place("large_straight", 0))) == \
        "Large Straight in ×1 is already filled"
    assert rolled.problem(Score(Place("large_straight", 3))) == "the columns are ×1, ×2 and ×3"
    assert rolled.problem(Score("large_straight")) == \
        "a Triple Yahtzee claim is a box and its column"


def test_the_upper_bonus_is_per_column_and_counted_in_its_column() -> None:
    # 63 in column ×3 alone: its bonus is 35, counted ×3; column ×1's 62 earns none
    card = card_with({("sixes", 2): 24, ("fives", 2): 20, ("fours", 2): 16, ("threes", 2): 3,
                      ("sixes", 0): 30, ("fives", 0): 25, ("fours", 0): 7})
    assert card.upper(2) == 63 and card.upper_bonus(2) == 35
    assert card.upper(0) == 62 and card.upper_bonus(0) == 0
    assert card.grand_total == 62 + (63 + 35) * 3


def _three_yahtzees(points: tuple[int, int, int] = (50, 50, 50),
                    rules: TripleRules = TRIPLE) -> TripleCard:
    return card_with({("yahtzee", c): p for c, p in enumerate(points)}, rules)


def test_before_every_yahtzee_box_is_filled_a_yahtzee_is_no_joker() -> None:
    card = _three_yahtzees()
    card = TripleCard(card.rules, (card.cells[0], card.cells[1],
                                   tuple(None for _ in card.cells[2])))
    now = options(card, (5, 5, 5, 5, 5))
    assert now.points(Place("full_house", 0)) == 0  # no joker: five alike is no full house
    assert now.points(Place("yahtzee", 2)) == 50
    assert now.points(Place("chance", 1)) == 25 and not now.chip


def test_a_joker_must_go_in_its_upper_box_in_a_column_where_it_is_open() -> None:
    card = _three_yahtzees()
    card = card.with_score(Place("threes", 0), 9).with_score(Place("threes", 2), 12)
    now = options(card, (3, 3, 3, 3, 3))
    assert [c.place for c in now.allowed] == [Place("threes", 1)]
    assert now.points(Place("threes", 1)) == 15 and now.chip
    assert now.get(Place("chance", 0)).reason == \
        "Joker rule: a roll of all 3s must go in Threes in a column where it is open."
    booked = TRIPLE_ENGINE.book(TRIPLE, card, (3, 3, 3, 3, 3), Place("threes", 1))
    # the chip is 100 times the multiplier of the column it is entered in: 200
    assert booked.chips == (0, 1, 0) and booked.chip_points(1) == 200
    assert booked.grand_total == (50 + 9) + (50 + 15) * 2 + 200 + (50 + 12) * 3


def test_with_its_upper_box_filled_everywhere_a_joker_takes_any_open_lower_box() -> None:
    card = _three_yahtzees()
    for column in range(3):
        card = card.with_score(Place("fours", column), 12)
    now = options(card, (4, 4, 4, 4, 4))
    assert now.points(Place("full_house", 2)) == 25
    assert now.points(Place("small_straight", 0)) == 30
    assert now.points(Place("large_straight", 1)) == 40
    assert now.points(Place("three_of_a_kind", 0)) == 20
    assert now.points(Place("chance", 2)) == 20
    assert now.get(Place("full_house", 2)).joker and not now.get(Place("chance", 2)).joker
    assert now.points(Place("sixes", 0)) is None
    assert now.get(Place("sixes", 0)).reason == \
        "Joker rule: with Fours filled in every column, an open lower box must take this roll."
    booked = TRIPLE_ENGINE.book(TRIPLE, card, (4, 4, 4, 4, 4), Place("large_straight", 2))
    assert booked.points_at(Place("large_straight", 2)) == 120
    assert booked.chip_points(2) == 300


def test_with_every_lower_box_filled_a_joker_scratches_an_upper_box() -> None:
    lower = ("three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
             "large_straight", "chance")
    card = card_with({**{("yahtzee", c): 50 for c in range(3)},
                      **{(b, c): 0 for b in lower for c in range(3)},
                      **{("twos", c): 6 for c in range(3)}})
    now = options(card, (2, 2, 2, 2, 2))
    assert {c.points for c in now.allowed} == {0}
    assert Place("sixes", 2) in {c.place for c in now.allowed}


def test_a_yahtzee_box_scratched_keeps_the_joker_but_earns_no_chip() -> None:
    card = _three_yahtzees((50, 0, 50)).with_score(Place("fives", 0), 15)
    now = options(card, (5, 5, 5, 5, 5))
    assert not now.chip
    assert {c.place for c in now.allowed} == {Place("fives", 1), Place("fives", 2)}
    booked = TRIPLE_ENGINE.book(TRIPLE, card, (5, 5, 5, 5, 5), Place("fives", 2))
    assert booked.chips == (0, 0, 0)


def test_the_flat_reading_gives_every_chip_100() -> None:
    card = _three_yahtzees(rules=TRIPLE_FLAT)
    booked = TRIPLE_ENGINE.book(TRIPLE_FLAT, card, (6, 6, 6, 6, 6), Place("sixes", 2))
    assert booked.chips == (0, 0, 1) and booked.chip_points(2) == 100
    assert booked.grand_total == 50 + 100 + (150 + 90) + 100


def test_the_rules_and_claims_round_trip_through_json() -> None:
    for rules in (TRIPLE, TRIPLE_FLAT):
        assert ruleset_from_dict(rules.to_dict()) == rules
    assert mode("triple-yahtzee") is GAME
    with pytest.raises(YachtDiceError, match="chips"):
        TripleRules.from_dict({"mode": "triple-yahtzee", "id": "x", "name": "X",
                               "chips": "gold"})
    assert GAME.claim_from_json(GAME.claim_to_json(Place("chance", 2))) == Place("chance", 2)
    with pytest.raises(YachtDiceError):
        GAME.claim_from_json(["chance", True])


def test_a_record_replays_to_the_same_card() -> None:
    record = GameRecord.new(TRIPLE, [Player("Ann")])
    for dice, box, column in WHOLE_GAME:
        record = record.then(Roll(dice)).then(Score(Place(box, column)))
    again = GameRecord.from_json(record.to_json())
    assert again.state.cards[0].grand_total == 1648  # type: ignore[attr-defined]
    assert '["chance", 2]' in record.to_json()


@pytest.mark.parametrize("level", ["simple", "strong"])
def test_the_computers_finish_a_game_with_legal_moves(level: str) -> None:
    record = played(TRIPLE, [Player("Cy", computer=True, strategy=level)], random.Random(7))
    card = record.state.cards[0]
    assert record.state.finished and isinstance(card, TripleCard) and card.filled_count == 39
    assert card.grand_total == sum(card.column_total(c) for c in range(3)) > 0


def test_a_claim_the_rules_refuse_changes_nothing() -> None:
    card = _three_yahtzees()
    with pytest.raises(IllegalActionError):
        TRIPLE_ENGINE.book(TRIPLE, card, (1, 1, 1, 1, 1), Place("chance", 0))


@settings(max_examples=in_fast_loop(40, 10), deadline=None)
@given(st.lists(st.tuples(st.lists(st.integers(1, 6), min_size=5, max_size=5),
                          st.integers(0, 10_000)), min_size=39, max_size=39))
def test_any_legal_game_fills_39_boxes_and_adds_up(turns: list[tuple[list[int], int]]) -> None:
    """Whatever the dice and whichever allowed box is chosen, every box is filled once, each
    place holds its box times its column, and the grand total is the columns' totals."""
    card = TripleCard.empty(TRIPLE)
    for dice, pick in turns:
        allowed = options(card, dice).allowed
        assert allowed, "a roll always has somewhere to go"
        choice = allowed[pick % len(allowed)]
        card = TRIPLE_ENGINE.book(TRIPLE, card, tuple(dice), choice.place)
        assert card.points_at(choice.place) == choice.points * (choice.place.column + 1)
    assert card.is_full and card.filled_count == 39 and card.open_ids == ()
    assert card.grand_total == sum(card.column_total(c) for c in range(3))
    result = GAME.seat_results(TRIPLE, [card])[0]
    assert result.total == (result.upper + result.upper_bonus + result.lower
                            + result.extra_bonus)


def test_the_printed_card_is_the_hand_worked_card() -> None:
    from yachtdice.core.score_cards import game_sheet

    sheet = game_sheet(play(WHOLE_GAME))
    assert sheet.columns == ("×1", "×2", "×3") and sheet.players == ("Ann",)
    rows = {r.label: [c.text for c in r.cells] for r in sheet.rows if not r.heading}
    assert rows["Ones"] == ["3", "2", "4"]  # as written, before the multiplier
    assert rows["Upper sum"] == ["63", "42", "84"] and rows["Bonus"] == ["35", "0", "35"]
    assert rows["Chance"] == ["22", "19", "25"]
    assert rows["Column total"] == ["282", "340", "1026"]
    assert rows["Grand total"] == ["", "", "1648"]
    assert sheet.notes == ("Final score for Ann: 1648 points.",)  # a game played alone
    assert GAME.score_sheet is not None
    blank = GAME.score_sheet(TRIPLE_FLAT, None, None, 3)
    assert blank.blank and blank.players == ("Name:",) * 3 and len(blank.columns) == 9
    assert "100 points for each further Yahtzee" in next(
        r.rule for r in blank.rows if r.label == "Bonus chips")
