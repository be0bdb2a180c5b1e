"""The exact distribution of optimal play's final score, carried turn by turn as (state,
points so far), against brute force, the solver's value, and sampled games."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from yachtdice.core.modes.pips.optimal.distribution import (
    SAMPLES,
    ScoreDistribution,
    forward_pass,
)
from yachtdice.core.modes.pips.optimal.joint import Joint, Turn
from yachtdice.core.modes.pips.optimal.solver import Solution, solve
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.store.modes.pips import tables
from yachtdice.store.modes.pips.distributions import distribution_for, distribution_path

from .test_distribution import BruteDistribution
from .test_solver import D4, JOKER_BOXES, small


def three_boxes() -> Ruleset:
    """Two dice, three boxes: an upper bonus that a zero can put out of reach (so states
    are merged), a pair box and a chance."""
    return small("three-boxes", categories=[
        {"id": "sixes", "label": "Sixes", "section": "upper", "kind": "face", "face": 6},
        {"id": "pair", "label": "Pair", "section": "lower", "kind": "all_same",
         "score": "fixed", "points": 10},
        {"id": "chance", "label": "Chance", "section": "lower", "kind": "chance"},
    ], upper_bonus={"threshold": 6, "points": 5})


def jokers_and_extra_bonus() -> Ruleset:
    """Three four-sided dice and three boxes: a joker and an extra bonus for every further
    all-same roll, so points come in jumps."""
    return small("three-d4", dice=D4, categories=JOKER_BOXES[1:], upper_bonus=None,
                 extra_yahtzee_bonus=15, joker="forced")


def check_against_brute_force(rules: Ruleset) -> None:
    solution = solve(rules)
    d = forward_pass(solution)
    mean, dist = BruteDistribution(rules).turn((None,) * len(rules.categories), 0)
    assert d.exact
    assert sum(d.probabilities) == pytest.approx(1.0, abs=1e-12)
    assert d.expected_score == pytest.approx(mean, abs=1e-9)
    assert d.expected_score == pytest.approx(solution.expected_score, abs=1e-9)
    for score in range(max(len(d.probabilities), max(dist) + 1)):
        got = d.probabilities[score] if score < len(d.probabilities) else 0.0
        assert got == pytest.approx(dist.get(score, 0.0), abs=1e-13), score


@pytest.mark.parametrize("rules", [three_boxes(), jokers_and_extra_bonus()],
                         ids=lambda r: r.id)
@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_the_exact_distribution_equals_an_enumeration_of_every_game(rules: Ruleset) -> None:
    check_against_brute_force(rules)


def test_three_boxes_have_the_final_scores_worked_by_hand() -> None:
    # Sixes scores 0, 6 or 12 with two dice (and the bonus of 5 with any six), the pair
    # 0 or 10, the chance 2..12: at most 12 + 5 + 10 + 12 = 39, at least 2.
    d = forward_pass(solve(three_boxes()))
    assert len(d.probabilities) == 40 and d.probabilities[39] > 0
    assert d.probabilities[0] == d.probabilities[1] == 0.0   # the chance gives 2 at least


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_a_joint_too_large_for_its_bound_gives_way_to_sampled_games() -> None:
    solution = solve(preset("yacht"))
    exact = forward_pass(solution)
    assert exact.exact
    # bounds that stop the joint at the start, within a turn and at a turn's end
    for cells in (0, 20_000, 200_000):
        sampled = forward_pass(solution, joint_cells=cells)
        assert not sampled.exact
        assert sampled.expected_score == pytest.approx(exact.expected_score, abs=1e-9)
        assert sampled.sd == pytest.approx(exact.sd, abs=1e-9)
        assert sampled.boxes == pytest.approx(exact.boxes, abs=1e-9)
        assert sum(sampled.probabilities) == pytest.approx(1.0, abs=1e-9)
        within_sampling(sampled, exact)
    # only the rates: no games at all
    rates = forward_pass(solution, joint_cells=0, samples=0)
    assert not rates.exact and rates.probabilities == ()
    assert rates.all_same_rate == pytest.approx(exact.all_same_rate, abs=1e-12)


def within_sampling(sampled: ScoreDistribution, exact: ScoreDistribution) -> None:
    """By the Dvoretzky-Kiefer-Wolfowitz inequality, with 99.9% probability a percentile p
    of SAMPLES independent games lies between the exact percentiles p -/+ 0.87."""
    assert SAMPLES == 50_000
    for p, value in sampled.percentiles.items():
        assert exact.percentile(max(0.0, p - 0.87)) <= value <= exact.percentile(p + 0.87), p


def test_a_turn_moves_the_joint_by_each_bookings_gain() -> None:
    # from one state, 10 points with odds 3/4 or 0 with odds 1/4, then from each of the two
    # states so reached, gains of 1 and 2 (even odds) into one state
    growing = Joint.first(0).advance(
        [(0, Turn.of([0, 0], np.array([0.25, 0.75]), [0, 10], [1, 2]))], budget=100)
    assert growing is not None
    second = growing.fill()
    # the second turn's bookings in two parts (the states from 0 and from 1)
    parts = [(0, Turn.of([0, 0], np.array([0.5] * 2), [1, 2], [3, 3])),
             (1, Turn.of([0, 0], np.array([0.5] * 2), [1, 2], [3, 3]))]
    # too small a bound for both turns' cells (2 + 12): nothing is taken
    assert second.advance(parts, budget=13) is None and len(parts) == 2
    growing = second.advance(parts, budget=100)
    assert growing is not None
    third = growing.fill()
    assert not parts and third.states.tolist() == [3]
    assert third.lo.tolist() == [1] and third.width.tolist() == [12]  # 1 .. 12 points
    assert third.scores(12).tolist() == [0, 0.125, 0.125] + [0] * 8 + [0.375, 0.375]


@pytest.mark.slow
@pytest.mark.parametrize("rules", [small("two-dice"), small("d4-forced-bonus", dice=D4,
    categories=JOKER_BOXES, upper_bonus={"threshold": 8, "points": 7},
    extra_yahtzee_bonus=15, joker="forced")], ids=lambda r: r.id)
def test_the_exact_distribution_of_four_boxes_equals_the_enumeration(rules: Ruleset) -> None:
    check_against_brute_force(rules)


def yahtzee(folder: Path) -> Solution:
    solution = tables.load(preset("yahtzee"), folder)
    assert solution is not None
    return solution


@pytest.mark.slow
def test_yahtzee_final_score_exactly(solved_tables: Path) -> None:
    solution = yahtzee(solved_tables)
    d = forward_pass(solution)
    assert d.exact
    assert sum(d.probabilities) == pytest.approx(1.0, abs=1e-12)
    assert d.expected_score == pytest.approx(solution.expected_score, abs=1e-9)
    # the spread from the solver's values (each turn's change of points so far plus
    # points to come), which needs no distribution
    light = forward_pass(solution, joint_cells=0)
    assert d.sd == pytest.approx(light.sd, abs=1e-9)
    assert abs(d.sd - 59.61) < 0.01   # published: 254.59 +/- 59.61
    within_sampling(light, d)
    # the chance box holds 5 at least; the most is every box at its best and twelve extra
    # Yahtzees: 105 + 35 above, 30 + 30 + 25 + 30 + 40 + 50 + 30 below, 1,200 in bonuses
    assert not any(d.probabilities[:5]) and len(d.probabilities) == 1576
    assert d.probabilities[1575] > 0


@pytest.mark.slow
def test_solve_distribution_says_exact_for_yahtzee(solved_tables: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from yachtdice.cli.app import main

    status = main(["solve", "--rules", "yahtzee", "--distribution", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert status == 0 and data["exact"] is True
    assert data["expected_score"] == pytest.approx(254.5877287345, abs=1e-9)
    status = main(["solve", "--rules", "yahtzee", "--distribution"])
    assert "(exact)" in capsys.readouterr().out


@pytest.mark.slow
def test_figures_saved_by_an_earlier_version_are_worked_out_again(tmp_path: Path) -> None:
    # an earlier version saved sampled percentiles for rules it now works out exactly
    rules = preset("yacht")
    solution, _ = tables.solve_cached(rules, folder=tmp_path)
    path = distribution_path(rules, tmp_path)
    earlier = {"format": 1, "rules": rules.to_json(indent=None), "expected_score": 1.0,
               "sd": 1.0, "percentiles": {"50": 1}, "upper_bonus_rate": None,
               "all_same_rate": 0.5, "boxes": {}, "exact": False, "probabilities": [1.0]}
    path.write_text(json.dumps(earlier))
    d = distribution_for(rules, tmp_path)
    assert d.exact and d.expected_score == pytest.approx(solution.expected_score, abs=1e-9)
    assert json.loads(path.read_text())["exact"] is True
