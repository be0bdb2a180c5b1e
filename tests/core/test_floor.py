"""The Expert's floor on rules with saved rolls: saved rolls only add choices, so playing on
the exact table of the same rules without them, and spending a saved roll where a reroll
gains, scores at least that table's value on average (issue 35, point 3)."""

from __future__ import annotations

import statistics
from dataclasses import replace

import pytest

from yachtdice.core.modes.pips.engine import pip_cards
from yachtdice.core.modes.pips.optimal.advisor import Engine, floor_rules
from yachtdice.core.modes.pips.optimal.simulate import play_solitaire
from yachtdice.core.modes.pips.optimal.solver import solve, why_not_exact
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset

from .test_solver import small

SAVING = small("two-dice-saving", rolls={"per_turn": 2, "carry_over": True})


def test_rules_with_saved_rolls_have_the_rules_without_them_as_floor() -> None:
    assert why_not_exact(SAVING) is not None  # saved rolls: beyond the exact solver
    without = floor_rules(SAVING)
    assert without is not None and not without.carry_over_rolls
    assert replace(without, carry_over_rolls=True) == SAVING
    assert floor_rules(replace(SAVING, carry_over_rolls=False)) is None  # nothing saved
    assert floor_rules(preset("maxi-yatzy")) is None  # calibrated weights of its own


@pytest.mark.slow
def test_the_expert_on_the_floor_scores_at_least_the_exact_value_without_saved_rolls(
        ) -> None:
    without = floor_rules(SAVING)
    assert isinstance(without, Ruleset)
    floor = solve(without)
    engine = Engine(SAVING, None, floor=floor)
    assert engine.floor is floor and not engine.exact
    # the empty card before any roll is saved: the floor's own value
    assert engine.expected_score == pytest.approx(floor.expected_score, abs=1e-9)
    totals = [pip_cards(play_solitaire(SAVING, engine, seed=seed).state)[0].grand_total
              for seed in range(600)]
    error = statistics.stdev(totals) / len(totals) ** 0.5
    assert statistics.fmean(totals) >= floor.expected_score - error
