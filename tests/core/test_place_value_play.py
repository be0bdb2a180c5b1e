"""Playing Place Value Yahtzee: claims and X, the teacher's rule, who starts, the roll-off,
the computer players and the hint."""

from __future__ import annotations

import random

import pytest

from yachtdice.core import (
    GameRecord,
    GameState,
    Hold,
    IllegalActionError,
    Player,
    Roll,
    Score,
    ScriptedDice,
)
from yachtdice.core.modes.place_value.engine import (
    ClaimError,
    PlaceClaim,
    PlaceValuePlayer,
    beats_chance,
    claim_problem,
    hint,
    judge,
    play_game,
    roll_off,
    standings,
    who_starts,
)
from yachtdice.core.modes.place_value.rules import (
    Number,
    PlaceCard,
    PlaceValueError,
    PlaceValueRuleset,
    X,
    best,
    check,
    compare,
    preset,
)
from yachtdice.core.modes.place_value.words import (
    integer_words,
    reading_choices,
    reads_correctly,
    words,
)

PV4 = preset("place-value-4")
PV3 = preset("place-value-3")
TEACHER = PlaceValueRuleset.from_dict({**PV4.to_dict(), "teacher_rule": True})


# -- claims ---------------------------------------------------------------------------------------
def test_a_claim_writes_its_number_and_an_x_may_go_in_any_open_box():
    entry = judge(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1), PlaceClaim("hundreds_3", "6341"))
    assert entry.number == Number((6, 3, 4, 1)) and not entry.misread
    # X is allowed even where a number would fit (the player chooses to)
    assert judge(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1), PlaceClaim("wild", None)) == X


def test_a_filled_box_takes_nothing_more():
    card = PlaceCard.empty(PV4).written("wild", X)
    assert claim_problem(PV4, card, (6, 3, 4, 1), PlaceClaim("wild", "6431")) == (
        "the box 'WILD! Any number can be written here' is already filled")
    assert "already filled" in str(claim_problem(PV4, card, (6, 3, 4, 1),
                                                 PlaceClaim("wild", None)))
    with pytest.raises(PlaceValueError, match="already filled"):
        card.written("wild", X)


def test_an_illegal_number_is_a_claim_error_with_its_reason():
    with pytest.raises(ClaimError, match="6431 has 4, not 3, in the hundreds place"):
        judge(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1), PlaceClaim("hundreds_3", "6431"))


def test_claims_round_trip_through_json():
    for claim in (PlaceClaim("wild", "6431"), PlaceClaim("ones_5", None),
                  PlaceClaim("wild", "6431", "six thousand four hundred thirty-one")):
        assert PlaceClaim.from_json(claim.to_json()) == claim
    with pytest.raises(PlaceValueError, match="number is text, or null for an X"):
        PlaceClaim.from_json({"box": "wild", "number": 6431})


def test_standings_count_boxes_won_so_far():
    a = PlaceCard.empty(PV4).written("wild", judge(PV4, PlaceCard.empty(PV4), (6, 3, 4, 1),
                                          PlaceClaim("wild", "6431")))
    b = PlaceCard.empty(PV4).written("wild", judge(PV4, PlaceCard.empty(PV4), (5, 3, 4, 1),
                                          PlaceClaim("wild", "5431")))
    assert [(s.player, s.place, s.total) for s in standings(PV4, [b, a])] == [
        (1, 1, 1), (0, 2, 0)]


# -- the teacher's rule ---------------------------------------------------------------------------
@pytest.mark.parametrize(("digits", "decimals", "reading"), [
    ((6, 3, 4, 1), 0, "six thousand three hundred forty-one"),
    ((4, 4, 3, 2), 0, "four thousand four hundred thirty-two"),
    ((2, 1, 1, 1), 0, "two thousand one hundred eleven"),
    ((6, 0, 0, 5), 0, "six thousand five"),
    ((1, 2, 0, 0, 1, 5), 0, "one hundred twenty thousand fifteen"),
    ((5, 1, 3), 0, "five hundred thirteen"),
    ((7,), 0, "seven"),
    ((9, 9, 0, 0, 0, 0, 0, 0), 0, "ninety-nine million"),
    ((6, 5, 4, 3, 2), 3, "sixty-five and four hundred thirty-two thousandths"),
    ((1, 0, 0, 0, 1), 3, "ten and one thousandth"),
    ((1, 2, 0, 0, 0), 3, "twelve"),
    ((3, 1, 4, 2), 3, "three and one hundred forty-two thousandths"),
    ((3, 5), 1, "three and five tenths"),
    ((3, 0, 5), 2, "three and five hundredths"),
])
def test_numbers_are_read_in_words(digits, decimals, reading):
    assert words(Number(digits, decimals)) == reading


def test_integer_words_reads_zero_and_teens():
    assert [integer_words(n) for n in (0, 14, 40, 101)] == [
        "zero", "fourteen", "forty", "one hundred one"]


@pytest.mark.parametrize("digits", [(6, 3, 4, 1), (6, 6, 6, 6), (1, 1, 1), (6,),
                                    (5, 4, 3, 2, 1, 6)])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_three_different_readings_of_which_exactly_one_is_right(digits, seed):
    number = Number(digits)
    choices = reading_choices(number, random.Random(seed))
    assert len(set(choices)) == 3
    assert [reads_correctly(number, c) for c in choices].count(True) == 1


def test_decimal_readings_offer_the_point_in_the_wrong_place():
    number = Number((6, 5, 4, 3, 2), 3)
    wrong = set(reading_choices(number, random.Random(3))) - {words(number)}
    assert len(wrong) == 2 and all(w != words(number) for w in wrong)


def test_under_the_teachers_rule_a_wrong_reading_loses_the_boxs_point():
    dice = (6, 3, 4, 1)
    with pytest.raises(ClaimError, match="the teacher marks whether the number was read aloud"):
        judge(TEACHER, PlaceCard.empty(PV4), dice, PlaceClaim("wild", "6431"))
    right = judge(TEACHER, PlaceCard.empty(PV4), dice, PlaceClaim(
        "wild", "6431", "six thousand four hundred thirty-one"))
    wrong = judge(TEACHER, PlaceCard.empty(PV4), dice, PlaceClaim(
        "wild", "6431", "sixty-four thousand three hundred ten"))
    assert not right.misread and wrong.misread
    lower = judge(TEACHER, PlaceCard.empty(PV4), (5, 3, 4, 1), PlaceClaim(
        "wild", "5431", "five thousand four hundred thirty-one"))
    result = compare(TEACHER, [PlaceCard.empty(PV4).written("wild", wrong),
                               PlaceCard.empty(PV4).written("wild", lower)])
    assert result.points == (0, 0)   # the greatest number was misread; the 5,431 is not greatest
    assert result.winners_of("wild") == ()   # and nothing is circled


def test_the_teacher_marks_a_reading_right_or_wrong_and_old_picked_readings_still_replay():
    dice = (6, 3, 4, 1)
    marked_right = judge(TEACHER, PlaceCard.empty(PV4), dice, PlaceClaim("wild", "6431", read=True))
    marked_wrong = judge(TEACHER, PlaceCard.empty(PV4), dice,
                         PlaceClaim("wild", "6431", read=False))
    assert not marked_right.misread and marked_wrong.misread
    for claim in (PlaceClaim("wild", "6431", read=False), PlaceClaim("wild", "6431", read=True)):
        assert PlaceClaim.from_json(claim.to_json()) == claim
    with pytest.raises(PlaceValueError, match="read is true or false"):
        PlaceClaim.from_json({"box": "wild", "number": "6431", "read": "yes"})
    # without the teacher's rule the mark changes nothing
    assert not judge(PV4, PlaceCard.empty(PV4), dice, PlaceClaim("wild", "6431", read=False)
                     ).misread
    assert judge(TEACHER, PlaceCard.empty(PV4), dice, PlaceClaim("wild", None)) == X


# -- who starts and the roll-off -----------------------------------------------------------------
def test_the_greatest_sum_starts_and_tied_players_roll_again():
    dice = ScriptedDice([1, 2, 3, 4,    # Ann 10
                         6, 5, 2, 1,    # Bob 14
                         5, 5, 2, 2,    # Cy 14
                         3, 3, 3, 3,    # Bob 12
                         2, 2, 2, 3])   # Cy 9
    decided = who_starts(PV4, 3, dice)
    assert decided.winner == 1
    assert [[(p, v) for p, _, v in r] for r in decided.rounds] == [
        [(0, 10), (1, 14), (2, 14)], [(1, 12), (2, 9)]]


def test_the_roll_off_compares_the_greatest_number_of_each_roll():
    dice = ScriptedDice([6, 5, 4, 3,    # seat 0: 6543
                         3, 4, 5, 6,    # seat 2: 6543, tied again
                         1, 1, 2, 1,    # seat 0: 2111
                         1, 1, 1, 3])   # seat 2: 3111 wins
    decided = roll_off(PV4, [0, 2], dice)
    assert decided.winner == 2
    assert [[(p, v) for p, _, v in r] for r in decided.rounds] == [
        [(0, 6543), (2, 6543)], [(0, 2111), (2, 3111)]]
    assert roll_off(PV4, [1], dice).rounds == ()


def test_a_roll_of_only_zeros_makes_no_number_and_loses_the_roll_off():
    d10 = PlaceValueRuleset.from_dict({**PV4.to_dict(), "dice": {"count": 4, "sides": 10}})
    decided = roll_off(d10, [0, 1], ScriptedDice([0, 0, 0, 0, 1, 0, 0, 0]))
    assert decided.winner == 1 and decided.rounds[0][0][2] is None


# -- computer players and the hint ---------------------------------------------------------------
def only_open(box_id: str) -> PlaceCard:
    card = PlaceCard.empty(PV4)
    for b in PV4.box_ids:
        if b != box_id:
            card = card.written(b, X)
    return card


def test_plain_writes_the_greatest_number_it_can_and_rolls_again_only_when_nothing_fits():
    player = PlaceValuePlayer(PV4, "plain")
    card = PlaceCard.empty(PV4).written("wild", X)
    # 6341 for hundreds_3, 6431 for thousands_6, 6413 for the sum of 9: the greatest is 6431
    assert player.choose_claim(card, (6, 3, 4, 1)) == PlaceClaim("thousands_6", "6431")
    assert player.choose_keep(card, (6, 3, 4, 1)) is None
    only = only_open("three_same")
    # only three_same is open and 6 3 4 1 has no three alike: roll everything again
    assert player.choose_keep(only, (6, 3, 4, 1)) == frozenset()
    assert player.choose_claim(only, (6, 3, 4, 1)) == PlaceClaim("three_same", None)


def test_strong_keeps_the_dice_for_the_last_open_box():
    only = only_open("three_same")
    keep = PlaceValuePlayer(PV4, "strong").choose_keep(only, (6, 6, 4, 1))
    assert keep == frozenset({0, 1})   # the two sixes


def test_a_winning_number_is_more_likely_to_win_than_a_small_one():
    high = beats_chance(PV4, "wild", Number((6, 6, 6, 5)), 1)
    low = beats_chance(PV4, "wild", Number((2, 2, 1, 1)), 1)
    assert 0 < low < high <= 1 and beats_chance(PV4, "wild", None, 1) == 0


def test_the_hint_gives_the_greatest_number_per_open_box_and_a_legal_claim():
    card = PlaceCard.empty(PV4).written("wild", X)
    numbers, keep, claim = hint(PV4, card, (5, 2, 5, 1), rolls_left=1)
    assert "wild" not in numbers and numbers["tens_2"] == Number((5, 5, 2, 1))
    assert claim_problem(PV4, card, (5, 2, 5, 1), claim) is None
    assert keep is None or keep <= frozenset(range(4))


@pytest.mark.parametrize("rules_id", ["place-value-3", "place-value-4", "place-value-decimal"])
def test_computer_games_fill_every_box_with_legal_numbers(rules_id):
    rules = preset(rules_id)
    cards = play_game(rules, ("plain", "strong"), random.Random(5))
    for c in cards:
        assert c.is_full
        for box_id, entry in c.entries:
            if entry.number is not None:
                assert rules.box(box_id).condition.problem(entry.number) is None


def test_the_strong_player_beats_the_plain_one_more_often_than_not():
    rng = random.Random(11)
    strong_wins = plain_wins = 0
    for game in range(12):
        levels = ("plain", "strong") if game % 2 else ("strong", "plain")
        result = compare(PV3, play_game(PV3, levels, rng))
        if len(result.winners) == 1:
            if levels[result.winners[0]] == "strong":
                strong_wins += 1
            else:
                plain_wins += 1
    assert strong_wins > plain_wins


def test_teacher_rule_computers_read_their_numbers_correctly():
    cards = play_game(TEACHER, ("strong", "plain"), random.Random(2))
    assert not any(e.misread for c in cards for _, e in c.entries)


def test_check_accepts_what_the_players_write():
    rules = preset("place-value-6")
    dice = (6, 1, 4, 4, 2, 4)
    for box_id, n in best(rules, dice).items():
        if n is not None:
            assert check(rules, box_id, n.text, dice) == n


# -- on the shared turn skeleton ------------------------------------------------------------------
def test_a_two_player_game_on_the_shared_skeleton_saves_and_replays():
    rules = preset("place-value-3")
    record = GameRecord.new(rules, [Player("Ann"), Player("Bob", True, "strong")])
    state = record.state
    assert state.rolls_left == 2 and state.engine.box_count(rules) == 9
    turns = 0
    while not state.finished:
        record = record.then(Roll((5, 3, 1)))
        state = record.state
        if turns == 0:   # keep the 5 and the 3, roll the third die once more
            record = record.then(Hold((0, 1))).then(Roll((5, 3, 2)))
            state = record.state
            assert state.rolls_left == 0
            with pytest.raises(IllegalActionError, match="No rolls left"):
                state.apply(Roll((5, 3, 2)))
            with pytest.raises(IllegalActionError, match="352 has 3, not 5, in the hundreds"):
                state.apply(Score(PlaceClaim("hundreds_5", "352")))
            record = record.then(Score(PlaceClaim("hundreds_5", "532")))
        else:
            box_id = state.card.open_ids[0]
            number = best(rules, state.dice, (box_id,))[box_id]
            record = record.then(Score(PlaceClaim(box_id, number.text if number else None)))
        state = record.state
        turns += 1
    assert turns == 18
    again = GameRecord.from_json(record.to_json()).state
    assert again.cards == state.cards
    # Ann wrote 532 in hundreds_5, Bob 531; otherwise both wrote 531 in tens_3, ones_1 and
    # wild, and X in the five boxes 5 3 1 cannot fill (5+3, 5+1, 3+1 are not 7 or 9; 9 is not 10):
    # an X counts as 0, so both share those five (rule sheet 003): Ann 4 + 5, Bob 3 + 5
    assert [(s.player, s.place, s.total) for s in again.standings()] == [(0, 1, 9), (1, 2, 8)]
    assert GameState.start(rules, [Player("Cy")]).draw_roll(ScriptedDice([6, 6, 1])).dice == (
        6, 6, 1)


def test_a_finished_game_is_stored_with_its_mode_and_boxes_won(tmp_path):
    from yachtdice.store import Store

    rules = preset("place-value-3")
    record = GameRecord.new(rules, [Player("Ann"), Player("Bob")])
    while not record.state.finished:
        state = record.state
        record = record.then(Roll((5, 3, 1)))
        box_id = record.state.card.open_ids[0]
        number = best(rules, (5, 3, 1), (box_id,))[box_id]
        record = record.then(Score(PlaceClaim(box_id, number.text if number else None)))
        assert state is not record.state
    with Store.open(tmp_path / "h.sqlite") as store:
        store.record_game(record)
        games = store.history()
    # both wrote 531 in the four boxes 5 3 1 fits (hundreds 5, tens 3, ones 1, wild) and X in
    # the other five, a tie at 0 that gives both the point: 9 each
    assert [(s.name, s.total) for s in games[0].seats] == [("Ann", 9), ("Bob", 9)]
    # tied on boxes: the roll-off puts one of them first alone (tests/store: which one)
    assert sorted(s.place for s in games[0].seats) == [1, 2]


def test_at_the_end_a_tie_on_boxes_is_settled_by_the_roll_off_and_marked_so():
    rules = PlaceValueRuleset.from_dict({
        "mode": "place-value", "id": "one-box", "name": "One box", "dice": {"count": 3},
        "boxes": [{"id": "wild", "condition": {"kind": "any"}}]})
    state = GameState.start(rules, [Player("Ann"), Player("Bob"), Player("Cy")])
    for number, roll in (("531", (5, 3, 1)), ("531", (5, 3, 1)), ("421", (4, 2, 1))):
        state = state.apply(Roll(roll)).apply(Score(PlaceClaim("wild", number)))
    assert state.finished
    got = {s.player: (s.place, s.total, s.decided_by_tie_break) for s in state.standings()}
    # Ann and Bob share the box (1 each), Cy has none: one of the two first alone, Cy third
    assert sorted(got.values()) == [(1, 1, True), (2, 1, True), (3, 0, False)]
    assert got[2] == (3, 0, False)
    assert state.standings() == GameState.start(rules, state.players).apply(Roll((5, 3, 1))) \
        .apply(Score(PlaceClaim("wild", "531"))).apply(Roll((5, 3, 1))) \
        .apply(Score(PlaceClaim("wild", "531"))).apply(Roll((4, 2, 1))) \
        .apply(Score(PlaceClaim("wild", "421"))).standings()   # a replay: the same winner
