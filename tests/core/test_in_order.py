"""Rules that fill the boxes top to bottom are solved exactly whatever their number of boxes:
against independent computations, and against the solve over every set of boxes."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest

from yachtdice.core import YachtDiceError
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.distribution import forward_pass
from yachtdice.core.modes.pips.optimal.simulate import play_solitaire
from yachtdice.core.modes.pips.optimal.solver import Solution, solve, why_not_exact
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.rules import same_state
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.store.modes.pips import tables

from .brute import BruteForce, brute_force, roll_outcomes
from .test_solver import D4, JOKER_BOXES, small


def in_order(rules: Ruleset, **changes: object) -> Ruleset:
    data = rules.to_dict() | {"id": rules.id + "-in-order", "order": "top_to_bottom"}
    return Ruleset.from_dict(data | changes)


def renamed(boxes: Sequence[Mapping[str, object]], suffix: str) -> list[dict[str, object]]:
    return [dict(b, id=f"{b['id']}_{suffix}", label=f"{b['label']} {suffix}") for b in boxes]


def eighteen_of_five_dice() -> Ruleset:
    """Yatzy's 15 boxes and three again (no all-same box twice), no bonus: 18 in order."""
    boxes = preset("yatzy").to_dict()["categories"]
    again = renamed([b for b in boxes if b["kind"] != "all_same"][-3:], "again")
    return in_order(preset("yatzy"), id="eighteen", name="Eighteen", upper_bonus=None,
                    categories=boxes + again)


def box_alone(rules: Ruleset, box: int) -> float:
    """What a whole turn played for one box alone scores on average, by enumerating every
    roll and every set of dice to keep, with the box's own scoring (the rule sheet's)."""
    category = rules.categories[box]
    n, faces = rules.dice_count, tuple(rules.faces)

    @cache
    def after(dice: tuple[int, ...], rerolls: int) -> float:
        best = float(category.score(dice))
        if rerolls:
            for size in range(n):
                for keep in set(combinations(dice, size)):
                    best = max(best, kept(keep, rerolls - 1))
        return best

    @cache
    def kept(keep: tuple[int, ...], rerolls: int) -> float:
        return sum(p * after(tuple(sorted(keep + rest)), rerolls)
                   for rest, p in roll_outcomes(faces, n - len(keep)))

    return sum(p * after(roll, rules.rolls_per_turn - 1) for roll, p in roll_outcomes(faces, n))


@pytest.mark.slow
def test_eighteen_boxes_in_order_are_worth_each_box_played_alone() -> None:
    # With no bonus and no joker, and one box to fill per turn, the turns do not touch
    # each other: the game is worth the sum of its boxes played alone.
    rules = eighteen_of_five_dice()
    assert len(rules.categories) == 18 and why_not_exact(rules) is None
    alone = {c.id: box_alone(rules, i) for i, c in enumerate(rules.categories)}
    assert alone["yatzy"] == pytest.approx(50 * 0.046029, abs=1e-4)  # P(yatzy in 3 rolls)
    assert solve(rules).expected_score == pytest.approx(sum(alone.values()), abs=1e-9)


class InOrderRecursion(BruteForce):
    """Optimal play by recursion over the real engine, for rules in order, remembering a
    card by how many boxes are filled, its upper total up to the bonus threshold and
    what its all-same box holds (nothing else changes what is still to come)."""

    def __init__(self, rules: Ruleset) -> None:
        super().__init__(rules)
        bonus = rules.upper_bonus
        self.threshold = bonus.threshold if bonus is not None else 0
        self.turn_start = self.keyed(self._turn_start)  # type: ignore[assignment]
        self.after_roll = self.keyed(self._after_roll)  # type: ignore[assignment]

    def keyed(self, work: Callable[..., float]) -> Callable[..., float]:
        found: dict[tuple[object, ...], float] = {}

        def call(boxes: tuple[int | None, ...], extras: int, *rest: object) -> float:
            card = Scorecard(self.rules, boxes, extras)
            key = (len(card.open_ids), min(card.upper_subtotal, self.threshold),
                   same_state(card.all_same_score), *rest)
            if key not in found:
                found[key] = work(boxes, extras, *rest)
            return found[key]
        return call


@pytest.mark.slow
def test_the_recursion_in_order_agrees_with_the_plain_brute_force() -> None:
    rules = small("two-dice-in-order", order="top_to_bottom")
    assert InOrderRecursion(rules).expected_score() == pytest.approx(brute_force(rules),
                                                                     abs=1e-12)


def seventeen_with_jokers(joker: str, rolls: int) -> Ruleset:
    """Three four-sided dice, 17 boxes in order: the upper bonus, the extra bonus and a
    joker all in play."""
    faces: list[dict[str, object]] = [
        {"id": f"f{f}", "label": f"Face {f}", "section": "upper", "kind": "face", "face": f}
        for f in (1, 3)]
    lower: list[dict[str, object]] = [
        {"id": "chance", "label": "Chance", "section": "lower", "kind": "chance"},
        {"id": "pair", "label": "Pair", "section": "lower", "kind": "groups", "sizes": [2],
         "score": "sum_used"}]
    boxes = JOKER_BOXES[:2] + faces + JOKER_BOXES[2:] + \
        [b for k in range(1, 6) for b in renamed(lower, str(k))] + renamed(lower, "6")[:1]
    return small(f"seventeen-{joker}", dice=D4, categories=boxes, order="top_to_bottom",
                 rolls={"per_turn": rolls},
                 upper_bonus={"threshold": 20, "points": 9}, extra_yahtzee_bonus=15,
                 joker=joker)


# slow (14 s of CPU for the cheapest, a third of all the core tests): the fast loop checks
# more than 16 boxes in order (eighteen, each box alone, above) and the upper bonus, the
# extra bonus and a forced joker in order (d4-forced-in-order, below) apart
@pytest.mark.slow
@pytest.mark.parametrize(("joker", "rolls"), [("forced", 2), ("forced", 3), ("free", 3)])
def test_seventeen_boxes_in_order_with_bonuses_and_jokers_equal_the_recursion(
        joker: str, rolls: int) -> None:
    rules = seventeen_with_jokers(joker, rolls)
    assert len(rules.categories) == 17 and why_not_exact(rules) is None
    assert solve(rules).expected_score == pytest.approx(
        InOrderRecursion(rules).expected_score(), abs=1e-9)


def same_states(new: Solution, old: Solution) -> tuple[np.ndarray, np.ndarray]:
    """The values of every state of ``new`` (in order) and of the same states in ``old``."""
    states = np.flatnonzero(np.isfinite(new.values))
    masks, us, yzs = new.layout.split(states)
    return new.values[states], old.values[old.layout.index(masks, us, yzs)]


@pytest.mark.parametrize("rules", [
    # Yahtzee slow (two full solves): its bonuses and jokers are d4-forced-in-order's
    in_order(preset("yacht")), pytest.param(in_order(preset("yahtzee")), marks=pytest.mark.slow),
    small("d4-forced-in-order", dice=D4, categories=JOKER_BOXES, order="top_to_bottom",
          upper_bonus={"threshold": 8, "points": 7}, extra_yahtzee_bonus=15, joker="forced"),
    small("two-dice-in-order", order="top_to_bottom")], ids=lambda r: r.id)
def test_rules_in_order_solve_as_over_every_set_of_boxes(rules: Ruleset) -> None:
    new, old = solve(rules), solve(rules, subsets=True)
    assert new.layout.in_order and not old.layout.in_order
    assert new.layout.size == (len(rules.categories) + 1) * new.layout.U * new.layout.Y
    assert new.expected_score == pytest.approx(old.expected_score, abs=1e-9)
    mine, theirs = same_states(new, old)
    assert len(mine) > len(rules.categories)
    assert mine == pytest.approx(theirs, abs=1e-9)


def six_dice_eighteen_in_order() -> Ruleset:
    """The issue's example: Maxi Yatzy's dice, three rolls a turn and 18 of its boxes,
    filled top to bottom."""
    maxi = preset("maxi-yatzy")
    return in_order(maxi, id="six-dice-eighteen", name="Six dice, eighteen",
                    rolls={"per_turn": 3}, categories=maxi.to_dict()["categories"][:18])


def test_hints_the_expert_and_the_saved_table_are_exact_for_eighteen_boxes_in_order(
        tmp_path: Path) -> None:
    rules = six_dice_eighteen_in_order()
    assert len(rules.categories) == 18 and why_not_exact(rules) is None
    engine = tables.engine_for(rules, folder=tmp_path)
    assert engine.exact and engine.solution is not None
    assert engine.expected_score == pytest.approx(engine.solution.expected_score, abs=1e-9)
    card = Scorecard.empty(rules)
    advice = engine.advise(card, (6, 6, 6, 6, 2, 1), rolls_left=2)
    # Ones come first, and all that counts there (and for the upper bonus) is the ones
    assert advice.exact and advice.best.keep == (1,)
    assert [o.category for o in advice.options if o.category] == ["ones"]
    again = tables.load(rules, tmp_path)  # the table saved beside, as the app reads it
    assert again is not None and np.array_equal(again.values, engine.solution.values,
                                                equal_nan=True)
    for seed in range(3):
        assert play_solitaire(rules, engine, seed=seed).state.finished


def test_a_card_filled_out_of_order_is_refused_in_one_sentence() -> None:
    rules = in_order(preset("yacht"))
    engine = Engine.for_rules(rules)
    card = Scorecard.from_dict(rules, {"twos": 4})
    with pytest.raises(YachtDiceError) as caught:
        engine.advise(card, (2, 2, 3, 4, 5), rolls_left=1)
    assert str(caught.value) == ("boxes are filled from top to bottom, but this card has a "
                                 "box filled below Ones, which is open")


def test_rules_in_any_order_beyond_twenty_boxes_stay_approximate() -> None:
    rules = six_dice_eighteen_in_order()
    anyhow = Ruleset.from_dict(rules.to_dict() | {"order": "any"})
    assert why_not_exact(anyhow) is None  # 18 boxes in any order: exact, kept as layers
    data = anyhow.to_dict()
    data["categories"] += [dict(data["categories"][-1], id=f"more_{i}", label=f"More {i}")
                           for i in range(3)]
    beyond = Ruleset.from_dict(data)
    assert why_not_exact(beyond) == ("21 boxes in any order are more than the exact "
                                     "solver's 20")
    assert not Engine.for_rules(beyond).exact


def test_the_distribution_of_eighteen_boxes_in_order_is_exact() -> None:
    rules = eighteen_of_five_dice()
    solution = solve(rules)
    d = forward_pass(solution)
    assert d.exact and sum(d.probabilities) == pytest.approx(1, abs=1e-12)
    assert d.expected_score == pytest.approx(solution.expected_score, abs=1e-9)
    assert sum(d.boxes.values()) == pytest.approx(solution.expected_score, abs=1e-9)


def test_the_cli_solves_eighteen_boxes_in_order_exactly(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from yachtdice.cli.app import main

    rules = six_dice_eighteen_in_order()
    path = tmp_path / "eighteen.json"
    path.write_text(rules.to_json())
    status = main(["solve", "--rules", str(path), "--json"])
    result = json.loads(capsys.readouterr().out)
    assert status == 0 and result["exact"] is True and "note" not in result
    assert result["expected_score"] == round(solve(rules).expected_score, 6)
