"""Computer players: legal moves under every rule, sensible choices, levels that differ."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from yachtdice.core import GameState, Player, Roll, Score, YachtDiceError
from yachtdice.core.levels import LEVELS
from yachtdice.core.modes.pips.optimal.advisor import LEVEL_NAMES, Engine, make_player
from yachtdice.core.modes.pips.optimal.keeps import keep_lattice
from yachtdice.core.modes.pips.optimal.simulate import play_solitaire, summarise
from yachtdice.core.modes.pips.optimal.strategy import Reroll, make_strategy, positions_for
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Order, Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import score_table

from ..conftest import in_fast_loop

IN_ORDER = replace(preset("yatzy"), id="yatzy-in-order", order=Order.TOP_TO_BOTTOM)
JOKER_IN_ORDER = replace(preset("yahtzee"), id="yahtzee-in-order", order=Order.TOP_TO_BOTTOM)
RULESETS = [preset(i) for i in ("yahtzee", "yahtzee-free-joker", "yatzy", "maxi-yatzy",
                                "yacht")] + [IN_ORDER, JOKER_IN_ORDER]


@pytest.mark.parametrize("level", [lv.id for lv in LEVELS if not lv.needs_preparing])
@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.id)
def test_strategies_only_take_legal_actions(level: str, rules: object) -> None:
    # every action goes through the engine, which refuses anything illegal
    for seed in range(in_fast_loop(6, 2)):
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


def test_one_registry_of_levels_for_players_and_engine() -> None:
    # Player.strategy is checked against the registry, naming the levels there are
    with pytest.raises(YachtDiceError,
                       match="no computer level 'grandmaster'; choose from beginner, "
                             "intermediate, expert"):
        Player("Hal", True, "grandmaster")
    assert [lv.id for lv in LEVELS] == ["beginner", "intermediate", "expert"]
    assert [lv.id for lv in LEVELS if lv.needs_preparing] == ["expert"]
    assert LEVEL_NAMES == {"beginner": "Beginner", "intermediate": "Intermediate",
                           "expert": "Expert"}
    # a level that needs preparing cannot be made without its table ...
    with pytest.raises(ValueError, match="Expert level needs its strategy table"):
        make_strategy("expert")
    # ... make_player prepares it (here with a stand-in that counts the calls)
    prepared: list[str] = []

    def prepare(rules: Ruleset) -> Engine:
        prepared.append(rules.id)
        return Engine.for_rules(rules)

    for lv in LEVELS:
        player = make_player(lv.id, preset("yacht"), seed=1, prepare=prepare)
        assert player.level == lv.id
        Player("Hal", True, lv.id)  # every registered level is a valid strategy
    assert prepared == ["yacht"]


def _finished(rules_id: str, scores: dict[str, int]) -> GameState:
    rules = preset(rules_id)
    state = GameState.start(rules, [Player("Solo")])
    return replace(state, cards=(Scorecard.from_dict(rules, scores),))


def test_summary_statistics() -> None:
    # three finished Yacht cards worth 50, 100 and 150 (worked out by hand):
    # mean 100, sample standard deviation 50, inclusive percentiles interpolate
    # between the sorted totals at (n - 1) p: p10 = 50 + 0.2 x 50 = 60, p90 = 140
    zero = {c.id: 0 for c in preset("yacht").categories}
    states = [_finished("yacht", {**zero, "choice": 20, "sixes": 30}),
              _finished("yacht", {**zero, "yacht": 50, "big_straight": 30, "choice": 20}),
              _finished("yacht", {**zero, "yacht": 50, "big_straight": 30, "choice": 28,
                                  "sixes": 30, "four_of_a_kind": 12})]
    assert [s.cards[0].grand_total for s in states] == [50, 100, 150]
    s = summarise(states)
    assert s.games == 3 and s.mean == 100 and s.stdev == pytest.approx(50)
    assert s.percentiles == pytest.approx({10: 60, 25: 75, 50: 100, 75: 125, 90: 140})
    # Yacht has no upper bonus; two of the three cards scored the Yacht (all-same) box
    assert s.upper_bonus_rate == 0 and s.all_same_rate == pytest.approx(2 / 3)
