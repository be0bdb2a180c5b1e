"""Properties that must hold for every preset, card and roll."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtdice.core import GameRecord, GameState, Hold, Player, RandomDice, Score, Undo
from yachtdice.core.modes.pips.presets import PRESETS
from yachtdice.core.modes.pips.rules import book, options
from yachtdice.core.modes.pips.rules import options as pip_options
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import score_table

from ..conftest import in_fast_loop

rulesets = st.sampled_from(PRESETS)


@st.composite
def situations(draw: st.DrawFn) -> tuple[Ruleset, Scorecard, tuple[int, ...]]:
    """A preset, a card with some boxes filled with scores they can hold, and a roll."""
    rules = draw(rulesets)
    table = score_table(rules)
    boxes: list[int | None] = []
    for i in range(len(rules.categories)):
        if draw(st.booleans()):
            boxes.append(draw(st.sampled_from(sorted(table.achievable(i)))))
        else:
            boxes.append(None)
    if all(b is not None for b in boxes):
        boxes[draw(st.integers(0, len(boxes) - 1))] = None
    dice = tuple(draw(st.lists(st.sampled_from(rules.faces), min_size=rules.dice_count,
                               max_size=rules.dice_count)))
    return rules, Scorecard(rules, tuple(boxes)), dice


# The most each box can ever hold, worked out by hand from the rule sheets and the presets'
# category definitions (not from the score table under test): "SUM_USED" boxes count only
# the dice of the pattern, pairs and groups show different faces, jokers score a box's
# fixed points or the sum of the dice.
UPPER_5 = {"ones": 5, "twos": 10, "threes": 15, "fours": 20, "fives": 25, "sixes": 30}
UPPER_6 = {"ones": 6, "twos": 12, "threes": 18, "fours": 24, "fives": 30, "sixes": 36}
YAHTZEE_MAXIMA = UPPER_5 | {
    "three_of_a_kind": 30,  # 6-6-6-6-6, all dice count
    "four_of_a_kind": 30,
    "full_house": 25, "small_straight": 30, "large_straight": 40, "yahtzee": 50,
    "chance": 30,
}
BOX_MAXIMA: dict[str, dict[str, int]] = {
    "yahtzee": YAHTZEE_MAXIMA,
    "yahtzee-free-joker": YAHTZEE_MAXIMA,
    "yatzy": UPPER_5 | {
        "one_pair": 12, "two_pairs": 22,  # 6-6 + 5-5: the pairs differ
        "three_of_a_kind": 18, "four_of_a_kind": 24,
        "small_straight": 15, "large_straight": 20,
        "full_house": 28,  # 6-6-6 + 5-5
        "chance": 30, "yatzy": 50,
    },
    "maxi-yatzy": UPPER_6 | {
        "one_pair": 12, "two_pairs": 22, "three_pairs": 30,  # 6-6 5-5 4-4
        "three_of_a_kind": 18, "four_of_a_kind": 24, "five_of_a_kind": 30,
        "small_straight": 15, "large_straight": 20, "full_straight": 21,
        "full_house": 28,  # 6-6-6 + 5-5, the sixth die does not count
        "villa": 33,  # 6-6-6 + 5-5-5
        "tower": 34,  # 6-6-6-6 + 5-5
        "chance": 36, "maxi_yatzy": 100,
    },
    "yacht": UPPER_5 | {
        "full_house": 28,  # all five dice count
        "four_of_a_kind": 24,  # only the four count
        "little_straight": 30, "big_straight": 30, "choice": 30, "yacht": 50,
    },
}


BOX_MAXIMA["maxi-yatzy-no-saved-rolls"] = BOX_MAXIMA["maxi-yatzy"]


@pytest.mark.slow
def test_every_preset_box_reaches_exactly_its_hand_worked_maximum() -> None:
    for rules in PRESETS:
        best = {c.id: 0 for c in rules.categories}
        for dice in itertools.combinations_with_replacement(rules.faces, rules.dice_count):
            for b in options(Scorecard(rules, (None,) * len(rules.categories)), dice).boxes:
                best[b.category.id] = max(best[b.category.id], b.points)
        assert best == BOX_MAXIMA[rules.id], rules.id


@pytest.mark.slow
@given(situations())
@settings(max_examples=in_fast_loop(400, 40))
def test_scores_are_bounded_and_some_box_is_always_allowed(s: tuple) -> None:
    rules, card, dice = s
    o = options(card, dice)
    assert [b.category.id for b in o.boxes] == list(card.open_ids)
    assert any(b.allowed for b in o.boxes), "a player must always be able to score somewhere"
    for b in o.allowed:
        assert 0 <= b.points <= BOX_MAXIMA[rules.id][b.category.id]  # type: ignore
    assert o.extra_bonus in (0, rules.extra_yahtzee_bonus)


@pytest.mark.slow
@given(situations())
@settings(max_examples=in_fast_loop(300, 30))
def test_the_preview_is_exactly_what_gets_booked(s: tuple) -> None:
    _rules, card, dice = s
    o = options(card, dice)
    for b in o.allowed:
        after = book(card, dice, b.category.id)
        assert after.get(b.category.id) == b.points
        gained = after.grand_total - card.grand_total
        bonus_change = after.upper_bonus - card.upper_bonus
        assert gained == b.points + o.extra_bonus + bonus_change


@given(situations(), st.randoms(use_true_random=False))
@settings(max_examples=in_fast_loop(200, 20))
def test_scoring_does_not_depend_on_dice_order(s: tuple, rnd: object) -> None:
    _rules, card, dice = s
    shuffled = list(dice)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    assert options(card, dice) == options(card, tuple(shuffled))


@st.composite
def played_games(draw: st.DrawFn) -> GameRecord:
    """A whole game; hypothesis picks ruleset, players and a seed for every choice
    (dice, holds, undos, boxes), so a failure shrinks to a small seed."""
    rules = draw(rulesets)
    players = [Player(f"P{i}") for i in range(draw(st.integers(1, 3)))]
    rnd = random.Random(draw(st.integers(0, 2**32)))
    record = GameRecord.new(rules, players)
    while not record.state.finished:
        state = record.state
        if state.dice is None or (state.rolls_available and rnd.random() < 0.5):
            if state.dice is not None and len(state.held) == rules.dice_count:
                record = record.then(Hold(()))
            record = record.roll(RandomDice(rnd.randrange(2**32)))
            if record.state.rolls_available and rnd.random() < 0.5:
                keep = frozenset(i for i in range(rules.dice_count) if rnd.random() < 0.5)
                if keep != record.state.held:
                    record = record.then(Hold(tuple(sorted(keep))))
                    if rnd.random() < 0.2:
                        record = record.then(Undo())
            continue
        allowed = pip_options(state.card, state.dice).allowed
        record = record.then(Score(rnd.choice(allowed).category.id))
        if rnd.random() < 0.1 and not record.state.finished:
            record = record.then(Undo())
    return record


@pytest.mark.slow
@given(played_games())
@settings(max_examples=in_fast_loop(60, 15), deadline=None)
def test_finished_games_fill_every_box_once_and_replay_identically(record: GameRecord) -> None:
    state = record.state
    assert state.finished
    for card in state.cards:
        assert all(v is not None for v in card.boxes)
    scores = [a for a in record.actions if isinstance(a, Score)]
    undone = sum(1 for a, b in itertools.pairwise(record.actions)
                 if isinstance(a, Score) and isinstance(b, Undo))
    assert len(scores) - undone == len(record.ruleset.categories) * len(record.players)
    again = GameRecord.from_json(record.to_json())
    assert again.state == state
    replayed = GameState.start(record.ruleset, record.players)
    history = [replayed]
    for action in record.actions:
        history.append(history[-1].apply(action))
    assert history[-1] == state
