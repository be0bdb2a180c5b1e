"""Solitaire games played by a strategy, for measuring it.

>>> from yachtdice.core.modes.pips.presets import preset
>>> from yachtdice.core.modes.pips.optimal.strategy import make_strategy
>>> result = play_solitaire(preset("yacht"), make_strategy("intermediate", seed=1), seed=1)
>>> result.state.finished
True
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction

from yachtdice.core.dice import DiceSource, RandomDice
from yachtdice.core.game import GameState, Player
from yachtdice.core.modes.pips.engine import pip_cards
from yachtdice.core.modes.pips.optimal.strategy import Strategy, actions_for
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.record import GameRecord
from yachtdice.core.values import value_type


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


#: games simulated for the figures of rules beyond the exact solver (``solve``'s default)
ESTIMATE_GAMES = 400
#: an estimate is reported after this many games, and after the last
REPORT_EVERY = 10


@value_type
class Estimate:
    """What ``games`` simulated solitaire games of a strategy scored: their mean final
    score, its standard error (the sample's standard deviation over the square root of
    the games), and the share of games that won the upper bonus (None: the rules have
    none).

    >>> e = Estimate.of([250, 260, 270], [True, False, False])
    >>> e.mean, round(e.standard_error, 3), e.games, round(e.upper_bonus_rate, 3)
    (260.0, 5.774, 3, 0.333)
    """

    mean: float
    standard_error: float
    games: int
    upper_bonus_rate: float | None

    @classmethod
    def of(cls, totals: Sequence[int], bonuses: Sequence[bool] | None) -> Estimate:
        """The figures of the games' final ``totals`` (two at least) and whether each won
        the upper bonus (None: no bonus in the rules)."""
        if len(totals) < 2:
            raise ValueError("an estimate needs two games at least, for its standard error")
        return cls(statistics.fmean(totals), statistics.stdev(totals) / len(totals) ** 0.5,
                   len(totals), None if bonuses is None else sum(bonuses) / len(bonuses))


def estimate(ruleset: Ruleset, strategy: Strategy, games: int = ESTIMATE_GAMES,
             seen: Callable[[Estimate], None] | None = None) -> Estimate:
    """The figures of ``games`` solitaire games of ``strategy``, dealt with seeds 0, 1, 2,
    ...: the one computation behind every estimated figure (``solve``, House Rules' expected
    score and chance of the upper bonus). ``seen`` gets the figures so far every
    :data:`REPORT_EVERY` games and after the last (it may raise to stop).

    >>> from yachtdice.core.modes.pips.presets import preset
    >>> from yachtdice.core.modes.pips.optimal.strategy import make_strategy
    >>> e = estimate(preset("yacht"), make_strategy("beginner", seed=1), games=2)
    >>> e.games, e.upper_bonus_rate is None
    (2, True)
    """
    totals: list[int] = []
    bonuses: list[bool] = []
    for seed in range(games):
        card = pip_cards(play_solitaire(ruleset, strategy, seed=seed).state)[0]
        totals.append(card.grand_total)
        bonuses.append(card.upper_bonus > 0)
        done = len(totals)
        if seen is not None and done >= 2 and (done % REPORT_EVERY == 0 or done == games):
            seen(Estimate.of(totals, None if ruleset.upper_bonus is None else bonuses))
    return Estimate.of(totals, None if ruleset.upper_bonus is None else bonuses)


@value_type
class Summary:
    games: int
    mean: float
    stdev: float
    percentiles: dict[int, float]
    upper_bonus_rate: float
    all_same_rate: float | None


class Tally:
    """The figures of many solitaire games, kept as counts of each total: memory stays the
    same however many games are added (a simulation of ten million games keeps a few
    hundred numbers, not the games)."""

    def __init__(self) -> None:
        self.totals: Counter[int] = Counter()
        self.bonus_games = 0
        self.same_booked = 0
        self.same_scored = 0

    def add(self, state: GameState) -> None:
        """Count a finished solitaire game (its first card)."""
        card = pip_cards(state)[0]
        self.totals[card.grand_total] += 1
        self.bonus_games += card.upper_bonus > 0
        if card.all_same_score is not None:
            self.same_booked += 1
            self.same_scored += card.all_same_score > 0

    @property
    def games(self) -> int:
        return self.totals.total()

    def summary(self) -> Summary:
        """The figures, as :func:`summarise` gives them for the same games."""
        n = self.games
        values = sorted(self.totals)
        first = values[0]
        total = sum(v * c for v, c in self.totals.items())
        squares = Fraction(sum((v - first) ** 2 * c for v, c in self.totals.items()))
        shifted = Fraction(total - first * n, n)
        variance = (squares - n * shifted ** 2) / (n - 1) if n > 1 else Fraction(0)
        return Summary(
            games=n, mean=total / n, stdev=math.sqrt(variance),
            percentiles={p: self._quantile(p, values) for p in (10, 25, 50, 75, 90)},
            upper_bonus_rate=self.bonus_games / n,
            all_same_rate=self.same_scored / self.same_booked if self.same_booked else None)

    def _quantile(self, p: int, values: list[int]) -> float:
        """Percentile ``p`` as ``statistics.quantiles(n=100, method="inclusive")`` has it."""
        n = self.games
        if n == 1:
            return float(values[0])
        j, delta = divmod(p * (n - 1), 100)
        return (self._nth(j, values) * (100 - delta) + self._nth(j + 1, values) * delta) / 100

    def _nth(self, index: int, values: list[int]) -> int:
        """The ``index``-th smallest total (from 0)."""
        seen = 0
        for v in values:
            seen += self.totals[v]
            if index < seen:
                return v
        raise IndexError(index)


def summarise(states: Iterable[GameState]) -> Summary:
    """The figures of finished solitaire games (an iterator of them is never held whole)."""
    tally = Tally()
    for state in states:
        tally.add(state)
    return tally.summary()
