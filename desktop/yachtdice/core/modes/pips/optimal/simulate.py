"""Solitaire games played by a strategy, for measuring it.

>>> from yachtdice.core.modes.pips.presets import preset
>>> from yachtdice.core.modes.pips.optimal.strategy import make_strategy
>>> result = play_solitaire(preset("yacht"), make_strategy("intermediate", seed=1), seed=1)
>>> result.state.finished
True
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass

from yachtdice.core.dice import DiceSource, RandomDice
from yachtdice.core.game import GameState, Player
from yachtdice.core.modes.pips.engine import pip_cards
from yachtdice.core.modes.pips.optimal.strategy import Strategy, actions_for
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.record import GameRecord


def play_turn(record: GameRecord, strategy: Strategy, dice: DiceSource) -> GameRecord:
    """Play the current player's whole turn with ``strategy``."""
    player = record.state.current
    turn_start = record.state.card.filled_count
    while record.state.current == player and record.state.card.filled_count == turn_start \
            and not record.state.finished:
        state = record.state
        if state.dice is None:
            record = record.roll(dice)
            continue
        decision = strategy.decide(state)
        for action in actions_for(state, decision):
            record = record.then(action)
        if record.state.card.filled_count == turn_start and record.state.current == player:
            record = record.roll(dice)
    return record


def finish(state: GameState, strategy: Strategy, dice: DiceSource,
           on_turn: Callable[[GameState], None] | None = None) -> GameState:
    """Play ``state`` (solitaire) to the end with ``strategy``; ``on_turn`` sees the
    state at the start of each turn, before its first roll."""
    while not state.finished:
        if state.dice is None:
            if on_turn is not None:
                on_turn(state)
            state = state.apply(state.draw_roll(dice))
            continue
        filled = state.card.filled_count
        for action in actions_for(state, strategy.decide(state)):
            state = state.apply(action)
        if state.card.filled_count == filled:
            state = state.apply(state.draw_roll(dice))
    return state


def play_solitaire(ruleset: Ruleset, strategy: Strategy, seed: int | None = None,
                   name: str = "Solo") -> GameRecord:
    record = GameRecord.new(ruleset, [Player(name, True, strategy.level)])
    dice = RandomDice(seed)
    while not record.state.finished:
        record = play_turn(record, strategy, dice)
    return record


@dataclass(frozen=True)
class Summary:
    games: int
    mean: float
    stdev: float
    percentiles: dict[int, float]
    upper_bonus_rate: float
    all_same_rate: float | None


def summarise(states: list[GameState]) -> Summary:
    cards = [pip_cards(s)[0] for s in states]
    totals = [c.grand_total for c in cards]
    q = statistics.quantiles(totals, n=100, method="inclusive") if len(totals) > 1 else \
        [float(totals[0])] * 99
    same = [c.all_same_score for c in cards if c.all_same_score is not None]
    return Summary(
        games=len(totals), mean=statistics.fmean(totals),
        stdev=statistics.stdev(totals) if len(totals) > 1 else 0.0,
        percentiles={p: q[p - 1] for p in (10, 25, 50, 75, 90)},
        upper_bonus_rate=sum(c.upper_bonus > 0 for c in cards) / len(cards),
        all_same_rate=(sum(v > 0 for v in same) / len(same)) if same else None)
