"""Tables kept as layers (rules beyond MAX_DENSE states, such as Maxi Yatzy without saved
rolls): the same values as a whole table, in float64 to the last bit and in float32 to a
few decimals, checked against the brute force and against hand calculation."""

from __future__ import annotations

import numpy as np
import pytest

from yachtdice.core.modes.pips.optimal import solver
from yachtdice.core.modes.pips.optimal.advisor import Engine
from yachtdice.core.modes.pips.optimal.solver import LayeredValues, Solution, solve
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard

from .brute import brute_force
from .test_solver import SMALL_RULESETS


@pytest.fixture
def as_layers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table is kept as layers, as Maxi Yatzy's is."""
    monkeypatch.setattr(solver, "MAX_DENSE", 0)


def _reachable(table: Solution) -> np.ndarray:
    assert table.dense is not None
    return np.flatnonzero(~np.isnan(table.dense))


@pytest.mark.parametrize("rules_id", ["yacht", pytest.param("yahtzee", marks=pytest.mark.slow)])
def test_layers_hold_the_whole_tables_values(rules_id: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    rules = preset(rules_id)
    whole = solve(rules)
    states = _reachable(whole)
    monkeypatch.setattr(solver, "MAX_DENSE", 0)
    in_float64 = solve(rules, precision="float64")
    assert isinstance(in_float64.values, LayeredValues) and in_float64.dense is None
    assert np.array_equal(in_float64.values[states], whole.values[states])
    in_float32 = solve(rules)  # the default for tables kept as layers
    difference = np.abs(in_float32.values[states] - whole.values[states])
    # float32 holds about 7 significant digits: under 1e-4 of a point, all turns added up
    assert difference.max() < 1e-4
    assert in_float32.expected_score == pytest.approx(whole.expected_score, abs=1e-4)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [
    r if r.id == "two-dice-in-order" else pytest.param(r, marks=pytest.mark.slow)
    for r in SMALL_RULESETS if r.id in ("two-dice", "two-dice-in-order", "d4-free-bonus")],
    ids=lambda r: r.id)
def test_layers_agree_with_the_brute_force(rules: Ruleset, as_layers: None) -> None:
    assert solve(rules, precision="float64").expected_score == \
        pytest.approx(brute_force(rules), abs=1e-9)
    assert solve(rules).expected_score == pytest.approx(brute_force(rules), abs=1e-4)


def _chances(boxes: int, faces: list[int], rolls: int) -> Ruleset:
    return Ruleset.from_dict({
        "id": "chances", "name": "Chances", "dice": {"count": 1, "faces": faces},
        "rolls": {"per_turn": rolls},
        "categories": [{"id": f"c{i}", "label": f"Chance {i}", "section": "lower",
                        "kind": "chance"} for i in range(boxes)]})


@pytest.mark.slow
def test_more_than_sixteen_boxes_in_any_order_by_hand() -> None:
    # one die of faces 1 and 2, two rolls a turn: keep a 2, reroll a 1 (worth 1.5), so a
    # turn is worth 0.5 x 2 + 0.5 x 1.5 = 1.75 points and 18 boxes 31.5 points
    rules = _chances(18, [1, 2], 2)
    assert solver.why_not_exact(rules) is None
    assert solve(rules).expected_score == pytest.approx(18 * 1.75, abs=1e-12)


def test_an_engine_plays_and_advises_from_layers(as_layers: None) -> None:
    rules = preset("yacht")
    engine = Engine(rules, solve(rules))
    whole = Engine(rules, None)  # the estimate: only its shape is compared
    card = Scorecard.empty(rules)
    advice = engine.advise(card, (6, 6, 6, 6, 2), rolls_left=2)
    assert advice.exact and advice.best.keep == (6, 6, 6, 6)
    assert engine.expected_score == pytest.approx(166.9550677046, abs=1e-4)
    assert not whole.exact


@pytest.mark.slow  # about 12 minutes of CPU
def test_maxi_yatzy_without_saved_rolls_keeps_its_published_value() -> None:
    # docs/optimal-play.md: 394.5575, in float32 layers (float64 agrees to 1e-4)
    solution = solve(preset("maxi-yatzy-no-saved-rolls"))
    assert solution.dense is None
    assert solution.expected_score == pytest.approx(394.5575, abs=1e-4)


@pytest.mark.slow  # heavier than the fast loop's share (docs/performance.md, the test suite)
def test_a_table_kept_as_layers_gets_its_figures_from_games_played_on_it(
        as_layers: None) -> None:
    from yachtdice.core.modes.pips.optimal.distribution import forward_pass

    rules = preset("yacht")
    solution = solve(rules, precision="float64")
    assert solution.dense is None
    seen: list[float] = []
    figures = forward_pass(solution, seen.append)
    # 400 games on the exact table: marked approximate, the mean the table's own
    assert not figures.exact and figures.expected_score == solution.expected_score
    assert seen[0] == 0 and seen[-1] < 1 and len(seen) == 400
    assert sum(figures.probabilities) == pytest.approx(1)
