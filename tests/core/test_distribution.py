"""The forward pass over the solved table against a plain recursion over the game engine."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from functools import cache

import pytest

from yachtdice.core.modes.pips.optimal.distribution import forward_pass
from yachtdice.core.modes.pips.optimal.solver import solve
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.rules import book, options
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard

from .brute import roll_outcomes
from .test_solver import D4, JOKER_BOXES, small

Dist = dict[int, float]


class BruteDistribution:
    """Optimal play by recursion over the real engine, carrying the whole distribution of
    the points still to come (and their expected value, which decides each choice)."""

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        self.turn = cache(self._turn)
        self.after = cache(self._after)

    def outcomes(self, count: int) -> list[tuple[tuple[int, ...], float]]:
        return roll_outcomes(tuple(self.rules.faces), count)

    def _turn(self, boxes: tuple[int | None, ...], extras: int) -> tuple[float, Dist]:
        if Scorecard(self.rules, boxes, extras).is_full:
            return 0.0, {0: 1.0}
        return mix([(p, self.after(boxes, extras, roll, self.rules.rolls_per_turn - 1))
                    for roll, p in self.outcomes(self.rules.dice_count)])

    def _after(self, boxes: tuple[int | None, ...], extras: int, dice: tuple[int, ...],
               rerolls: int) -> tuple[float, Dist]:
        card = Scorecard(self.rules, boxes, extras)
        choices = []
        for choice in options(card, dice).allowed:
            new = book(card, dice, choice.category.id)
            gain = new.grand_total - card.grand_total
            value, dist = self.turn(new.boxes, new.extra_bonuses)
            choices.append((gain + value, {s + gain: p for s, p in dist.items()}))
        if rerolls:
            n = len(dice)
            for mask in range((1 << n) - 1):
                keep = tuple(sorted(d for i, d in enumerate(dice) if mask >> i & 1))
                choices.append(mix([(p, self.after(boxes, extras, tuple(sorted(keep + rest)),
                                                   rerolls - 1))
                                    for rest, p in self.outcomes(n - len(keep))]))
        best = max(v for v, _ in choices)
        tied = [d for v, d in choices if v > best - 1e-9]
        assert all(same(d, tied[0]) for d in tied), "a tie with different outcomes"
        return best, tied[0]


def mix(parts: Sequence[tuple[float, tuple[float, Dist]]]) -> tuple[float, Dist]:
    out: Dist = defaultdict(float)
    for p, (_, dist) in parts:
        for s, q in dist.items():
            out[s] += p * q
    return sum(p * v for p, (v, _) in parts), dict(out)


def same(a: Dist, b: Dist) -> bool:
    return all(abs(a.get(k, 0.0) - b.get(k, 0.0)) < 1e-12 for k in set(a) | set(b))


SMALL = [
    small("two-dice"),
    small("two-dice-bonus-at-seven", upper_bonus={"threshold": 7, "points": 4}),
    small("d4-forced-bonus", dice=D4, categories=JOKER_BOXES,
          upper_bonus={"threshold": 8, "points": 7}, extra_yahtzee_bonus=15, joker="forced"),
]


@pytest.mark.slow
@pytest.mark.parametrize("rules", SMALL, ids=lambda r: r.id)
def test_the_forward_pass_equals_brute_force(rules: Ruleset) -> None:
    solution = solve(rules)
    d = forward_pass(solution)
    mean, dist = BruteDistribution(rules).turn((None,) * len(rules.categories), 0)
    assert d.exact
    assert d.expected_score == pytest.approx(mean, abs=1e-9)
    assert d.expected_score == pytest.approx(solution.expected_score, abs=1e-9)
    for score in range(max(len(d.probabilities), max(dist) + 1)):
        got = d.probabilities[score] if score < len(d.probabilities) else 0.0
        assert got == pytest.approx(dist.get(score, 0.0), abs=1e-12), score
    variance = sum(p * (s - mean) ** 2 for s, p in dist.items())
    assert d.sd == pytest.approx(variance ** 0.5, abs=1e-9)
    for pct, value in d.percentiles.items():
        below = sum(p for s, p in dist.items() if s <= value)
        below_one_less = sum(p for s, p in dist.items() if s < value)
        assert below >= pct / 100 - 1e-12 > below_one_less - 2e-12


def test_the_moment_pass_keeps_mean_and_spread_exact_and_samples_the_rest() -> None:
    rules = SMALL[2]
    solution = solve(rules)
    full = forward_pass(solution)
    light = forward_pass(solution, joint_cells=0, samples=50_000)
    assert not light.exact
    assert light.expected_score == pytest.approx(full.expected_score, abs=1e-9)
    assert light.sd == pytest.approx(full.sd, abs=1e-9)
    assert light.upper_bonus_rate == pytest.approx(full.upper_bonus_rate, abs=1e-12)
    assert light.boxes == pytest.approx(full.boxes, abs=1e-9)
    for pct in (25, 50, 75):
        assert abs(light.percentiles[pct] - full.percentiles[pct]) <= 3


@pytest.mark.slow
def test_rates_and_boxes_of_yacht_add_up_to_the_solver_value() -> None:
    rules = preset("yacht")
    solution = solve(rules)
    d = forward_pass(solution)
    assert d.expected_score == pytest.approx(solution.expected_score, abs=1e-9)
    assert sum(d.boxes.values()) == pytest.approx(solution.expected_score, abs=1e-9)
    assert d.upper_bonus_rate is None and d.all_same_rate is not None  # no upper bonus
    assert d.boxes["yacht"] == pytest.approx(50 * d.all_same_rate, abs=1e-9)
    assert d.percentiles[1] <= d.percentiles[50] <= d.percentiles[99]


def test_figures_estimated_from_finished_cards_are_marked_approximate() -> None:
    from yachtdice.core.modes.pips.optimal.distribution import simulated_distribution

    from ..store.stats_history import yacht
    # two Yacht cards: 20 in Choice only; 6 in Choice and 50 in Yacht
    cards = [yacht([(2, 3, 4, 5, 6)], ["Ann"]).state.cards[0],
             yacht([(1, 1, 1, 1, 2)], ["Ann"], yacht_for=[0]).state.cards[0]]
    d = simulated_distribution(preset("yacht"), cards)
    assert not d.exact
    assert (d.expected_score, d.sd) == (38, 18)
    assert d.percentiles == {1: 20, 5: 20, 25: 20, 50: 20, 75: 56, 95: 56, 99: 56}
    assert d.all_same_rate == 0.5 and d.upper_bonus_rate is None
    assert d.boxes["choice"] == 13 and d.boxes["yacht"] == 25 and d.boxes["ones"] == 0


def test_the_kernel_books_each_roll_in_the_first_best_box() -> None:
    """The box the forward pass follows is the one the solver's older per-box values pick
    (the first best on ties), jokers and extra bonuses included."""
    import numpy as np

    from yachtdice.core.modes.pips.optimal.solver import TurnKernel, box_candidates
    from yachtdice.core.modes.pips.table import score_table

    rules = SMALL[2]
    solution = solve(rules)
    layout, table = solution.layout, score_table(rules)
    full = (1 << layout.boxes) - 1
    states = np.flatnonzero(np.isfinite(solution.values))
    states = states[states // (layout.Y * layout.U) != full]
    yzs, us = states % layout.Y, (states // layout.Y) % layout.U
    masks = states // (layout.Y * layout.U)
    kernel = TurnKernel(rules, table, layout)
    value = np.empty((len(table.rolls), len(states)))
    choice = np.zeros(value.shape, dtype=np.intp)
    kernel.stop_values(solution.values, masks, us, yzs, value, choice)
    best = np.full((len(states), len(table.rolls)), -np.inf)
    box = np.zeros(best.shape, dtype=np.intp)
    for c, cand in box_candidates(table, layout, kernel.succ, solution.values, masks, us, yzs):
        np.copyto(box, c, where=cand > best)
        np.maximum(best, cand, out=best)
    assert len(states) > 50 and np.isfinite(best).all()
    assert (choice == box[:, kernel.table_roll].T).all()
    assert value == pytest.approx(best[:, kernel.table_roll].T, abs=1e-12)


class Stop(Exception):
    pass


@pytest.mark.slow
def test_progress_is_heard_within_a_turn_and_can_stop_the_pass() -> None:
    # Yacht's middle turns hold thousands of states, many batches each: the pass reports
    # after every batch (not only when a turn ends), so a quit need not wait for a turn
    solution = solve(preset("yacht"))
    heard: list[float] = []
    forward_pass(solution, heard.append, joint_cells=0, samples=100)
    turns = len(preset("yacht").categories)
    assert heard == sorted(heard) and heard[-1] == 1.0
    assert any(round(f * turns, 9) % 1 for f in heard)  # some fall inside a turn

    first_inside = next(f for f in heard if round(f * turns, 9) % 1)
    calls: list[float] = []

    def stop_inside_a_turn(fraction: float) -> None:
        calls.append(fraction)
        if fraction >= first_inside:
            raise Stop

    with pytest.raises(Stop):
        forward_pass(solution, stop_inside_a_turn, joint_cells=0, samples=100)
    assert calls[-1] == first_inside



def test_equally_good_keeps_hold_the_bigger_one() -> None:
    """The tie rule the pass follows (it decides the spread where keeps tie): values are
    compared in steps of 2^-40 points, and on a tie the bigger keep is held."""
    import numpy as np

    from yachtdice.core.modes.pips.optimal.distribution import _Packing, _pick_keeps
    from yachtdice.core.modes.pips.optimal.solver import TurnKernel, layout_for
    from yachtdice.core.modes.pips.table import score_table

    rules = SMALL[0]  # two dice: keeps of 0, 1 and 2 dice, numbered by size
    kernel = TurnKernel(rules, score_table(rules), layout_for(rules))
    packing = _Packing.of(kernel, 100)
    (one_lo, one_hi, _), (empty, _, _) = kernel.grow   # one die; no die
    rolls = np.arange(kernel.rolls_at, kernel.keeps)
    for size, better, held_size in ((1, 0.0, 2), (1, 1e-14, 2), (1, 1e-9, 1),
                                    (0, 1e-14, 2), (0, 1e-9, 0)):
        keeps = np.full((kernel.keeps, 1), 7.0)
        if size == 1:
            keeps[one_lo:one_hi] += better
        else:
            keeps[empty] += better
        held = _pick_keeps(kernel, keeps, packing, exact=False)[:, 0]
        if held_size == 2:
            assert (held == rolls).all(), (size, better)
        elif held_size == 1:
            assert ((held >= one_lo) & (held < one_hi)).all(), better
        else:
            assert (held == empty).all(), better


@pytest.mark.parametrize("rules", [*SMALL, preset("yacht")], ids=lambda r: r.id)
def test_the_forward_pass_weighs_each_roll_as_the_solver_does(rules: Ruleset) -> None:
    """The forward pass's own sweep over the open boxes gives every roll the solver's
    value, bit for bit, and the solver's box (the first best), or that box's class."""
    import numpy as np

    from yachtdice.core.modes.pips.optimal.distribution import (
        _AllSame,
        _classes,
        _split,
        _stop_values,
    )
    from yachtdice.core.modes.pips.optimal.solver import TurnKernel
    from yachtdice.core.modes.pips.table import score_table

    solution = solve(rules)
    layout = solution.layout
    kernel = TurnKernel(rules, score_table(rules), layout)
    classes = _classes(kernel)
    states = np.flatnonzero(np.isfinite(solution.values))
    states = states[states // (layout.Y * layout.U) != (1 << layout.boxes) - 1]
    n_rolls = len(kernel.probability)
    for lo in range(0, len(states), 40):  # batches mixing cards with different open boxes
        batch = states[lo:lo + 40]
        masks, us, yzs = _split(layout, batch)
        cards = _AllSame.of(kernel, layout, batch)
        for labels in (None, classes.labels):
            want = np.empty((n_rolls, len(batch)))
            want_box = np.zeros(want.shape, dtype=np.intp)
            kernel.stop_values(solution.values, masks, us, yzs, want, want_box, labels)
            got = np.empty(want.shape)
            got_box = np.full(want.shape, -1, dtype=np.intp)
            _stop_values(solution, kernel, cards, masks, us, yzs, got, got_box, labels)
            assert np.array_equal(got, want) and np.isfinite(got).all()
            assert np.array_equal(got_box, want_box)
