"""Computer players: objects that choose what to do next in a game.

A strategy looks at a state whose dice are on the table and answers with a
decision: reroll (keeping some dice) or score a box. Computer opponents, hints
and the post-game review all use this one interface.

>>> from yachtdice.core import GameState, Player, Roll

>>> from yachtdice.core.modes.pips.presets import preset
>>> state = GameState.start(preset("yahtzee"), [Player("Hal", True, "intermediate")])
>>> state = state.apply(Roll((6, 6, 6, 6, 2)))
>>> make_strategy("intermediate").decide(state)
Reroll(keep=(0, 1, 2, 3))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Protocol

import numpy as np

from yachtdice.core.game import Action, GameState, Hold, Score
from yachtdice.core.levels import level
from yachtdice.core.modes.pips.engine import pip_card, pip_rules
from yachtdice.core.modes.pips.optimal.keeps import FloatArray, KeepLattice, keep_lattice
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.rules import Verdict, evaluate, filled_mask
from yachtdice.core.modes.pips.ruleset import Ruleset, Section
from yachtdice.core.modes.pips.table import IntArray, score_table
from yachtdice.core.values import value_type


@value_type(slots=True, hot=("init",))
class Reroll:
    """Hold the dice at ``keep`` (positions) and roll the others."""

    keep: tuple[int, ...]


Decision = Reroll | Score


class Strategy(Protocol):
    level: str

    def decide(self, state: GameState) -> Decision:
        """What to do with the dice on the table (``state.dice`` is not None)."""
        ...


def actions_for(state: GameState, decision: Decision) -> list[Action]:
    """The engine actions that carry out ``decision`` (a roll is drawn by the caller)."""
    if isinstance(decision, Score):
        return [decision]
    if frozenset(decision.keep) != state.held:
        return [Hold(decision.keep)]
    return []


def positions_for(dice: Sequence[int], counts: Sequence[int], faces: Sequence[int],
                  held: frozenset[int] = frozenset()) -> tuple[int, ...]:
    """Positions of dice forming a keep with ``counts`` per face, preferring held dice."""
    wanted = {face: int(n) for face, n in zip(faces, counts, strict=True) if n}
    chosen = []
    for i in sorted(range(len(dice)), key=lambda i: (i not in held, i)):
        if wanted.get(dice[i], 0):
            wanted[dice[i]] -= 1
            chosen.append(i)
    return tuple(sorted(chosen))


# -- what a box is worth to a heuristic player --------------------------------------------------

@lru_cache(maxsize=16)
def typical_box_values(ruleset: Ruleset) -> tuple[float, ...]:
    """What each box scores on average in a whole turn played for that box alone."""
    table = score_table(ruleset)
    lattice = keep_lattice(ruleset)
    out = []
    for c in range(len(ruleset.categories)):
        stages = lattice.plan(table.points[:, c].astype(np.float64), ruleset.rolls_per_turn - 1)
        out.append(float(table.probability @ stages[-1]))
    return tuple(out)


@value_type
class BoxWeights:
    """How a heuristic values booking a roll: points, minus what the box is usually
    worth (so cheap boxes take the zeros), plus a nudge toward the upper bonus pace."""

    opportunity: float = 1.0   # times the box's typical value
    bonus_pace: float = 3.0    # times (bonus points / threshold), per point ahead of par

    def values(self, state: GameState) -> tuple[FloatArray, IntArray]:
        """(R, C) value of booking each roll in each box now; forbidden boxes are -inf."""
        rs = pip_rules(state)
        table = score_table(rs)
        card = pip_card(state)
        ev = evaluate(table, filled_mask(card), card.all_same_score,
                      np.arange(len(table.rolls)))
        points: FloatArray = ev.points.astype(np.float64)
        typical = np.array(typical_box_values(rs), dtype=np.float64)
        value: FloatArray = points + ev.extra_bonus[:, None] - self.opportunity * typical
        bonus = rs.upper_bonus
        if bonus is not None and card.upper_bonus == 0:
            per_face = _par_per_face(rs)
            missing = bonus.threshold - card.upper_subtotal
            possible = sum(c.pattern.face * rs.dice_count for c, v in
                           zip(rs.categories, card.boxes, strict=True)
                           if v is None and isinstance(c.pattern, FaceCount)
                           and c.section is Section.UPPER)
            if per_face is not None and possible >= missing:
                rate = self.bonus_pace * bonus.points / bonus.threshold
                for i, c in enumerate(rs.categories):
                    if isinstance(c.pattern, FaceCount) and c.section is Section.UPPER:
                        value[:, i] += rate * (points[:, i] - per_face * c.pattern.face)
        value[ev.verdict != Verdict.ALLOWED] = -np.inf
        return value, ev.points


def _par_per_face(rs: Ruleset) -> float | None:
    faces = [c.pattern.face for c in rs.categories
             if isinstance(c.pattern, FaceCount) and c.section is Section.UPPER]
    if rs.upper_bonus is None or not faces:
        return None
    return rs.upper_bonus.threshold / sum(faces)


# -- the players --------------------------------------------------------------------------------

class Heuristic:
    """Plans each turn exactly for a simple end-of-turn value of the roll.

    ``lookahead`` caps how many rerolls it thinks ahead; ``careless`` is the chance
    it settles for a worse keep or box than it found.
    """

    def __init__(self, level: str, weights: BoxWeights, lookahead: int = 5,
                 careless: float = 0.0, rng: random.Random | None = None) -> None:
        self.level = level
        self.weights = weights
        self.lookahead = lookahead
        self.careless = careless
        self.rng = rng or random.Random()

    def __repr__(self) -> str:
        return f"make_strategy({self.level!r})"

    def decide(self, state: GameState) -> Decision:
        if state.dice is None:
            raise ValueError("roll the dice first: a strategy decides what to do with them")
        rs = pip_rules(state)
        table = score_table(rs)
        roll = table.index(state.dice)
        box_values, _ = self.weights.values(state)
        final = box_values.max(axis=1)
        rerolls = min(self._rerolls(state, final[roll]), self.lookahead)
        if rerolls > 0:
            decision = self._keep_decision(state, keep_lattice(rs), final, roll, rerolls)
            if decision is not None:
                return decision
        return Score(rs.categories[self._pick(box_values[roll])].id)

    def _rerolls(self, state: GameState, value_now: float) -> int:
        """Rerolls to plan with: this turn's, and saved ones only when the roll is poor."""
        if state.rolls_left or not state.saved_rolls[state.current]:
            return state.rolls_left
        return 1 if value_now < 0 else 0

    def _keep_decision(self, state: GameState, lattice: KeepLattice, final: FloatArray,
                       roll: int, rerolls: int) -> Reroll | None:
        finite = np.where(np.isfinite(final), final, -1e6)
        keep_values = lattice.keep_values(lattice.plan(finite, rerolls - 1)[-1])
        candidates = lattice.keeps_within(roll)
        order = candidates[np.argsort(-keep_values[candidates], kind="stable")]
        choice = int(order[0])
        if self.careless and len(order) > 1 and self.rng.random() < self.careless:
            choice = int(order[self.rng.randrange(1, min(3, len(order)))])
        if choice == lattice.roll_keep[roll] or keep_values[choice] <= finite[roll] + 1e-9:
            return None  # keeping everything: stop and score
        assert state.dice is not None
        return Reroll(positions_for(state.dice, lattice.keeps[choice], pip_rules(state).faces,
                                    state.held))

    def _pick(self, values: FloatArray) -> int:
        order = np.argsort(-values, kind="stable")
        allowed = [int(i) for i in order if np.isfinite(values[i])]
        if self.careless and len(allowed) > 1 and self.rng.random() < self.careless:
            return allowed[1]
        return allowed[0]


def _beginner(rng: random.Random | None) -> Strategy:
    # Counts points only (no thought for later turns or the bonus), looks one roll
    # ahead, and now and then settles for its second idea.
    return Heuristic("beginner", BoxWeights(opportunity=0.0, bonus_pace=0.0), lookahead=1,
                     careless=0.25, rng=rng)


def _intermediate(rng: random.Random | None) -> Strategy:
    return Heuristic("intermediate", BoxWeights(), rng=rng)


_FACTORIES: dict[str, Callable[[random.Random | None], Strategy]] = {
    "beginner": _beginner,
    "intermediate": _intermediate,
}


def make_strategy(level_id: str, seed: int | None = None) -> Strategy:
    """A computer player of a level that needs no preparing; ``seed`` makes its
    carelessness repeatable. Levels that need a solved table come from
    :func:`yachtdice.core.modes.pips.optimal.advisor.make_player`."""
    lv = level(level_id)  # UnknownLevelError for a name not in the registry
    if lv.needs_preparing:
        raise ValueError(f"the {lv.name} level needs its strategy table prepared first")
    return _FACTORIES[lv.id](random.Random(seed))
