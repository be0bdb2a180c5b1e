"""The optimal solver: brute force on small rulesets, the published optimum, the cache,
cancelling, advice, and the Expert player."""

from __future__ import annotations

import statistics
from dataclasses import replace
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod
from pathlib import Path

import pytest

from yachtdice.core import (
    GameState,
    Player,
    RandomDice,
    Roll,
    Ruleset,
    Score,
    Scorecard,
    book,
    options,
    preset,
)
from yachtdice.core.advisor import Engine
from yachtdice.core.simulate import play_solitaire, play_turn
from yachtdice.core.solver import Cancelled, TooLargeToSolve, cache_path, load, solve, solve_cached


def small(name: str, **changes: object) -> Ruleset:
    base: dict[str, object] = {
        "id": name, "name": name, "dice": {"count": 2}, "rolls": {"per_turn": 3},
        "categories": [
            {"id": "ones", "label": "Ones", "section": "upper", "kind": "face", "face": 1},
            {"id": "sixes", "label": "Sixes", "section": "upper", "kind": "face", "face": 6},
            {"id": "pair", "label": "Pair", "section": "lower", "kind": "all_same",
             "score": "fixed", "points": 10},
            {"id": "chance", "label": "Chance", "section": "lower", "kind": "chance"},
        ],
        "upper_bonus": {"threshold": 8, "points": 5},
    }
    base.update(changes)
    return Ruleset.from_dict(base)


JOKER_BOXES = [
    {"id": "fours", "label": "Fours", "section": "upper", "kind": "face", "face": 4},
    {"id": "twos", "label": "Twos", "section": "upper", "kind": "face", "face": 2},
    {"id": "same", "label": "Same", "section": "lower", "kind": "all_same", "score": "fixed",
     "points": 20},
    {"id": "run", "label": "Run", "section": "lower", "kind": "straight", "run": 3,
     "score": "fixed", "points": 12},
]
D4 = {"count": 3, "faces": [1, 2, 3, 4]}

SMALL_RULESETS = [
    small("two-dice"),
    small("two-dice-in-order", order="top_to_bottom"),
    small("two-dice-two-rolls", rolls={"per_turn": 2}),
    small("d4-forced", dice=D4, categories=JOKER_BOXES, upper_bonus=None,
          extra_yahtzee_bonus=15, joker="forced"),
    small("d4-free", dice=D4, categories=JOKER_BOXES, upper_bonus=None,
          extra_yahtzee_bonus=15, joker="free"),
    small("d4-free-bonus", dice=D4, categories=JOKER_BOXES,
          upper_bonus={"threshold": 8, "points": 7}, extra_yahtzee_bonus=15, joker="free"),
    small("three-groups", dice={"count": 3}, rolls={"per_turn": 2}, categories=[
        {"id": "threes", "label": "Threes", "section": "upper", "kind": "face", "face": 3},
        {"id": "pair", "label": "Pair", "section": "lower", "kind": "groups", "sizes": [2],
         "score": "sum_used"},
        {"id": "trips", "label": "Trips", "section": "lower", "kind": "n_of_a_kind", "n": 3,
         "score": "sum_all"},
    ], upper_bonus={"threshold": 6, "points": 4}),
]


def brute_force(rules: Ruleset) -> float:
    """Expected score of optimal play, by plain recursion over the real game engine."""
    faces, n = rules.faces, rules.dice_count

    @cache
    def outcomes(count: int) -> list[tuple[tuple[int, ...], float]]:
        out = []
        for combo in combinations_with_replacement(faces, count):
            ways = factorial(count) / prod(factorial(combo.count(f)) for f in set(combo))
            out.append((combo, ways / len(faces) ** count))
        return out

    @cache
    def scorings(boxes: tuple[int | None, ...], extras: int,
                 dice: tuple[int, ...]) -> list[tuple[int, tuple[int | None, ...], int]]:
        """Every box ``dice`` may be scored in: the points gained and the card after.
        (Remembered: after_roll asks the same for each number of rolls left.)"""
        card = Scorecard(rules, boxes, extras)
        out = []
        for choice in options(card, dice).allowed:
            new = book(card, dice, choice.category.id)
            out.append((new.grand_total - card.grand_total, new.boxes, new.extra_bonuses))
        return out

    @cache
    def turn_start(boxes: tuple[int | None, ...], extras: int) -> float:
        card = Scorecard(rules, boxes, extras)
        if card.is_full:
            return 0.0
        return sum(p * after_roll(boxes, extras, roll, rules.rolls_per_turn - 1)
                   for roll, p in outcomes(n))

    @cache
    def after_roll(boxes: tuple[int | None, ...], extras: int, dice: tuple[int, ...],
                   rerolls: int) -> float:
        best = -1e9
        for gained, new_boxes, new_extras in scorings(boxes, extras, dice):
            best = max(best, gained + turn_start(new_boxes, new_extras))
        if rerolls:
            seen = set()
            for mask in range(1 << n):
                keep = tuple(sorted(d for i, d in enumerate(dice) if mask >> i & 1))
                if keep in seen or len(keep) == n:
                    continue
                seen.add(keep)
                value = sum(p * after_roll(boxes, extras, tuple(sorted(keep + rest)),
                                           rerolls - 1) for rest, p in outcomes(n - len(keep)))
                best = max(best, value)
        return best

    return turn_start((None,) * len(rules.categories), 0)


@pytest.mark.slow
@pytest.mark.parametrize("rules", SMALL_RULESETS, ids=lambda r: r.id)
def test_solver_equals_brute_force_on_small_rulesets(rules: Ruleset) -> None:
    assert solve(rules).expected_score == pytest.approx(brute_force(rules), abs=1e-9)


@pytest.fixture(scope="session")
def yahtzee_free_joker() -> Engine:
    return Engine(preset("yahtzee-free-joker"), solve(preset("yahtzee-free-joker")))


@pytest.mark.slow
def test_the_published_optimum_of_yahtzee(yahtzee_free_joker: Engine) -> None:
    # Verhoeff's 254.5896 (Glenn: 254.59), for rule sheet 004's joker
    assert round(yahtzee_free_joker.expected_score, 4) == 254.5896
    assert round(yahtzee_free_joker.solution.expected_score, 4) == 254.5896  # type: ignore


@pytest.mark.slow
def test_advice_lists_keeps_and_boxes_best_first(yahtzee_free_joker: Engine) -> None:
    card = Scorecard.empty(preset("yahtzee-free-joker"))
    advice = yahtzee_free_joker.advise(card, (6, 6, 6, 2, 1), rolls_left=2)
    assert advice.exact
    values = [o.value for o in advice.options]
    assert values == sorted(values, reverse=True)
    assert advice.best.keep == (6, 6, 6)
    assert {o.category for o in advice.options if o.category} == set(card.open_ids)
    assert len({o.keep for o in advice.options if o.keep is not None}) == 4 * 2 * 2 - 1
    last = yahtzee_free_joker.advise(card, (6, 6, 6, 2, 1), rolls_left=0)
    assert all(o.keep is None for o in last.options)
    # value of the first roll's best option averages back to the expected score
    assert advice.best.value > yahtzee_free_joker.expected_score - 50


@pytest.mark.slow
def test_advice_agrees_with_simulated_play() -> None:
    rules = SMALL_RULESETS[4]  # jokers and extra bonuses
    engine = Engine(rules, solve(rules))
    state = GameState.start(rules, [Player("Solo")]).apply(Roll((3, 3, 1)))
    state = state.apply(Score("run"))  # a zero in Run, on purpose
    state = state.apply(Roll((4, 4, 2)))
    advice = engine.advise(state.card, state.dice, state.rolls_left)  # type: ignore[arg-type]
    from yachtdice.core import GameRecord
    from yachtdice.core.game import Hold
    from yachtdice.core.strategy import Reroll
    outcomes = []
    decision = engine.decide(state)
    for seed in range(4000):
        record = GameRecord(rules, state.players, (), state)
        dice = RandomDice(seed)
        if isinstance(decision, Reroll):
            if frozenset(decision.keep) != state.held:
                record = record.then(Hold(decision.keep))
            record = record.roll(dice)
        else:
            record = record.then(decision)
        while not record.state.finished:
            record = play_turn(record, engine, dice)
        outcomes.append(record.state.cards[0].grand_total - state.card.grand_total)
    mean = statistics.fmean(outcomes)
    error = statistics.stdev(outcomes) / len(outcomes) ** 0.5
    assert abs(mean - advice.best.value) < 4 * error + 1e-9


@pytest.mark.parametrize("rules", [preset("yacht"), SMALL_RULESETS[1], SMALL_RULESETS[3],
                                   SMALL_RULESETS[4]], ids=lambda r: r.id)
def test_the_expert_only_takes_legal_actions(rules: Ruleset) -> None:
    engine = Engine.for_rules(rules)
    for seed in range(15):
        assert play_solitaire(rules, engine, seed=seed).state.finished


@pytest.mark.slow
def test_the_expert_plays_yahtzee_legally_and_near_the_optimum(
        yahtzee_free_joker: Engine) -> None:
    totals = [play_solitaire(preset("yahtzee-free-joker"), yahtzee_free_joker, seed=s)
              .state.cards[0].grand_total for s in range(60)]
    assert statistics.fmean(totals) == pytest.approx(254.59, abs=4 * 60 / 60 ** 0.5)


def test_rulesets_beyond_the_limit_get_a_clearly_approximate_engine() -> None:
    with pytest.raises(TooLargeToSolve, match="carried over"):
        solve(preset("maxi-yatzy"))
    engine = Engine.for_rules(preset("maxi-yatzy"))
    assert not engine.exact
    card = Scorecard.empty(preset("maxi-yatzy"))
    advice = engine.advise(card, (6, 6, 6, 6, 2, 1), rolls_left=2)
    assert not advice.exact and advice.best.keep == (6, 6, 6, 6)
    many = preset("yatzy").to_dict()
    many["id"] = "seventeen"
    many["categories"] += [dict(c, id=c["id"] + "_again", label=c["label"] + " again")
                           for c in many["categories"][6:8]]
    with pytest.raises(TooLargeToSolve, match="17 boxes"):
        solve(Ruleset.from_dict(many))


def test_the_cache_is_keyed_by_the_exact_rules(tmp_path: Path) -> None:
    rules = preset("yacht")
    first, cached = solve_cached(rules, tmp_path)
    assert not cached and cache_path(rules, tmp_path).exists()
    again, cached = solve_cached(rules, tmp_path)
    assert cached and again.expected_score == first.expected_score
    changed = replace(rules, id="yacht-40", categories=tuple(
        replace(c, points=40) if c.id == "yacht" else c for c in rules.categories))
    assert load(changed, tmp_path) is None  # another ruleset: not found, solved afresh
    other, cached = solve_cached(changed, tmp_path)
    assert not cached and other.expected_score < first.expected_score


def test_a_cancelled_solve_writes_nothing(tmp_path: Path) -> None:
    seen: list[float] = []

    def progress(fraction: float) -> None:
        seen.append(fraction)
        if fraction > 0.3:
            raise Cancelled

    with pytest.raises(Cancelled):
        solve_cached(preset("yacht"), tmp_path, progress)
    assert seen and list(tmp_path.iterdir()) == []
