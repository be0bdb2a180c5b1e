"""Computer players: legal moves under every rule, sensible choices, levels that differ."""

from __future__ import annotations

import statistics
from dataclasses import replace

import numpy as np
import pytest

from yachtdice.core import GameState, Order, Player, Roll, Score, preset
from yachtdice.core.keeps import keep_lattice
from yachtdice.core.simulate import play_solitaire, summarise
from yachtdice.core.strategy import LEVELS, Reroll, make_strategy, positions_for
from yachtdice.core.table import score_table

IN_ORDER = replace(preset("yatzy"), id="yatzy-in-order", order=Order.TOP_TO_BOTTOM)
JOKER_IN_ORDER = replace(preset("yahtzee"), id="yahtzee-in-order", order=Order.TOP_TO_BOTTOM)
RULESETS = [preset(i) for i in ("yahtzee", "yahtzee-free-joker", "yatzy", "maxi-yatzy",
                                "yacht")] + [IN_ORDER, JOKER_IN_ORDER]


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.id)
def test_strategies_only_take_legal_actions(level: str, rules: object) -> None:
    # every action goes through the engine, which refuses anything illegal
    for seed in range(6):
        record = play_solitaire(rules, make_strategy(level, seed=seed), seed=seed)  # type: ignore
        assert record.state.finished


def test_keep_lattice_probabilities() -> None:
    lattice = keep_lattice(preset("yahtzee"))
    t = score_table(preset("yahtzee"))
    ones = np.ones((len(t.rolls), 1))
    assert np.allclose(lattice.expectations(ones), 1.0)  # every keep's outcomes sum to one
    # chance of a Yahtzee in three rolls, keeping the most common face: 2,783,176 / 6^10
    wants = (t.points[:, preset("yahtzee").index("yahtzee")] > 0).astype(float)
    assert float(t.probability @ lattice.plan(wants, 2)[-1]) == pytest.approx(2783176 / 6**10)


def test_four_sixes_are_kept_and_a_full_house_is_taken() -> None:
    state = GameState.start(preset("yahtzee"), [Player("Hal", True, "intermediate")])
    hal = make_strategy("intermediate")
    assert hal.decide(state.apply(Roll((6, 2, 6, 6, 6)))) == Reroll((0, 2, 3, 4))
    late = state.apply(Roll((3, 3, 3, 5, 5)))
    for _ in range(2):
        late = late.apply(Roll((3, 3, 3, 5, 5)))
    assert hal.decide(late) == Score("full_house")


def test_positions_prefer_dice_already_held() -> None:
    assert positions_for((5, 5, 2, 5), (0, 0, 0, 0, 2, 0), range(1, 7),
                         frozenset({3})) == (0, 3)


@pytest.mark.slow
def test_intermediate_plays_clearly_better_than_beginner() -> None:
    rules = preset("yahtzee")
    means = {}
    for level in ("beginner", "intermediate"):
        states = [play_solitaire(rules, make_strategy(level, seed=s), seed=s).state
                  for s in range(120)]
        means[level] = summarise(states).mean
    assert means["intermediate"] > means["beginner"] + 25


def test_seeded_strategies_repeat() -> None:
    a = play_solitaire(preset("yatzy"), make_strategy("beginner", seed=4), seed=9)
    b = play_solitaire(preset("yatzy"), make_strategy("beginner", seed=4), seed=9)
    assert a.actions == b.actions


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="no computer level 'grandmaster'"):
        make_strategy("grandmaster")


def test_summary_statistics() -> None:
    states = [play_solitaire(preset("yacht"), make_strategy("beginner", seed=s), seed=s).state
              for s in range(20)]
    s = summarise(states)
    totals = [st.cards[0].grand_total for st in states]
    assert s.mean == statistics.fmean(totals) and s.games == 20
    assert s.percentiles[10] <= s.percentiles[50] <= s.percentiles[90]
