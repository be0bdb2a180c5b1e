"""The post-game review: every decision a player made, against the best one.

After each roll a player either keeps some dice and rolls again, or scores a box.
For each such decision the review gives the value of the best option, the value
of the one chosen, and the difference (expected points given away). Undone moves
are not judged: only the moves that stood.

>>> from yachtdice.core import GameRecord, Player, Roll, Score

>>> from yachtdice.core.modes.pips.presets import preset
>>> from yachtdice.core.modes.pips.optimal.advisor import Engine
>>> record = GameRecord.new(preset("yacht"), [Player("Ann")]).then(Roll((6, 6, 6, 6, 1)))
>>> record = record.then(Score("ones"))  # throwing away four sixes
>>> review = review_game(record, Engine.for_rules(preset("yacht")))
>>> review.decisions[0].chosen.category, review.decisions[0].best.keep
('ones', (6, 6, 6, 6))
>>> review.total_loss(0) > 10
True
"""

from __future__ import annotations

from collections.abc import Iterable

from yachtdice.core.game import Action, Entered, GameState, Roll, Score, Undo
from yachtdice.core.modes.pips.engine import as_pip_rules
from yachtdice.core.modes.pips.optimal.advisor import Engine, Option
from yachtdice.core.record import GameRecord
from yachtdice.core.values import value_type


@value_type
class ReviewedDecision:
    player: int
    turn: int                  # that player's turn, from 1
    dice: tuple[int, ...]
    rolls_left: int
    chosen: Option
    best: Option

    @property
    def loss(self) -> float:
        """Expected points given away by this choice (0 for a best move)."""
        return max(0.0, self.best.value - self.chosen.value)


@value_type
class Review:
    exact: bool
    turns: int
    decisions: tuple[ReviewedDecision, ...]

    def of(self, player: int) -> list[ReviewedDecision]:
        return [d for d in self.decisions if d.player == player]

    def total_loss(self, player: int) -> float:
        return sum(d.loss for d in self.of(player))

    def loss_per_turn(self, player: int) -> list[float]:
        """Expected points given away in each of the player's turns (index 0 is turn 1)."""
        out = [0.0] * self.turns
        for d in self.of(player):
            out[d.turn - 1] += d.loss
        return out

    def costliest(self, player: int, count: int = 10) -> list[ReviewedDecision]:
        ranked = sorted(self.of(player), key=lambda d: -d.loss)
        return [d for d in ranked[:count] if d.loss > 1e-9]


def effective_path(record: GameRecord) -> list[tuple[GameState, Action]]:
    """The moves that stood (undone ones removed), each with the state it was made in."""
    states = [GameState.start(record.ruleset, record.players)]
    path: list[tuple[GameState, Action]] = []
    for action in record.actions:
        if isinstance(action, Undo):
            path.pop()
            states.pop()
        else:
            path.append((states[-1], action))
            states.append(states[-1].apply(action))
    return path


def review_game(record: GameRecord, engine: Engine,
                players: Iterable[int] | None = None) -> Review:
    """Review the decisions of ``players`` (default: every person at the table)."""
    who = set(players) if players is not None else \
        {i for i, p in enumerate(record.players) if not p.computer}
    path = effective_path(record)
    decisions: list[ReviewedDecision] = []
    for i, (before, action) in enumerate(path):
        if not isinstance(action, Roll) or before.current not in who:
            continue
        after = before.apply(action)
        chosen = _next_choice(path, i + 1)
        if chosen is None:
            continue  # the game record ends here
        assert after.dice is not None
        rolls = after.rolls_available
        advice = engine.advise_state(after)
        if isinstance(chosen, Score):
            value = advice.value_of(category=chosen.category)
            picked = Option(value, category=chosen.category)
        else:
            value = advice.value_of(keep=chosen)
            picked = Option(value, keep=tuple(sorted(chosen)))
        decisions.append(ReviewedDecision(after.current, after.turn, after.dice, rolls,
                                          picked, advice.best))
    return Review(engine.exact, len(as_pip_rules(record.ruleset).categories), tuple(decisions))


def _next_choice(path: list[tuple[GameState, Action]], start: int
                 ) -> Score | tuple[int, ...] | None:
    """What the player did with a roll: the box scored, or the dice kept for the next roll
    (None: nothing, the entry of real dice was corrected by the next one)."""
    for state, action in path[start:]:
        if isinstance(action, Score):
            return action
        if isinstance(action, Entered):
            return None
        if isinstance(action, Roll):
            assert state.dice is not None
            return tuple(state.dice[i] for i in sorted(state.held))
    return None
