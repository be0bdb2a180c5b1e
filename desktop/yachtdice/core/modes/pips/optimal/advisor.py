"""The strategy engine in use: advice for any moment, and the Expert computer player.

A value is the expected number of points still to be added to the grand total
from now on (this turn's box, any upper bonus not yet reached, extra bonuses to
come). Within the exact solver's reach that is optimal play; beyond it (Maxi
Yatzy's carried-over rolls, very large rulesets) a strong estimate, and the
advice says so (``exact`` is False).

>>> from yachtdice.core.modes.pips.presets import preset
>>> from yachtdice.core.modes.pips.scorecard import Scorecard
>>> engine = Engine.for_rules(preset("yacht"))
>>> advice = engine.advise(Scorecard.empty(preset("yacht")), (6, 6, 6, 6, 2), rolls_left=2)
>>> advice.best.keep, advice.exact
((6, 6, 6, 6), True)
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import replace

import numpy as np
import numpy.typing as npt

from yachtdice.core.errors import DiceError, YachtDiceError
from yachtdice.core.game import GameState, Score
from yachtdice.core.levels import LEVEL_IDS, level
from yachtdice.core.levels import LEVELS as LEVEL_REGISTRY
from yachtdice.core.modes.pips.engine import pip_card
from yachtdice.core.modes.pips.optimal.estimate import FittedValues, fitted_values
from yachtdice.core.modes.pips.optimal.keeps import FloatArray, KeepLattice, keep_lattice
from yachtdice.core.modes.pips.optimal.solver import (
    Layout,
    Progress,
    Solution,
    Successors,
    ValueTable,
    box_candidates,
    layout_for,
    solve,
    why_not_exact,
)
from yachtdice.core.modes.pips.optimal.strategy import (
    Decision,
    Reroll,
    Strategy,
    make_strategy,
    positions_for,
    typical_box_values,
)
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import dice_problem, score_table
from yachtdice.core.values import value_type


@value_type
class Option:
    """One choice: keep these dice (values) and reroll the rest, or score this box now."""

    value: float
    keep: tuple[int, ...] | None = None
    category: str | None = None

    def to_json(self) -> dict[str, object]:
        head: dict[str, object] = ({"keep": list(self.keep)} if self.keep is not None
                                   else {"category": self.category})
        return {**head, "value": round(self.value, 6)}


@value_type
class Advice:
    exact: bool
    options: tuple[Option, ...]

    @property
    def best(self) -> Option:
        return self.options[0]

    def value_of(self, keep: Sequence[int] | None = None,
                 category: str | None = None) -> float:
        """The value of one option: a keep (dice values, any order) or a box id."""
        wanted = tuple(sorted(keep)) if keep is not None else None
        for o in self.options:
            if (wanted is not None and o.keep == wanted) or \
                    (category is not None and o.category == category):
                return o.value
        raise KeyError(keep if keep is not None else category)


class ApproxValues:
    """An estimate of the value table for rulesets too large to solve, indexed like a
    solved table (``Layout.index``) and computed on demand.

    Each open box is worth what a turn played for it usually scores; the upper
    section adds a pull toward the bonus pace (points ahead of par are worth
    ``pace`` times the bonus per point of threshold). This is the Intermediate
    player's judgement written as a value table, so the exact turn planner,
    the real bonus and the saved-roll logic can work with it.
    """

    def __init__(self, rules: Ruleset, layout: Layout, pace: float = 3.0) -> None:
        self.layout = layout
        self.box_value = np.array(typical_box_values(rules))
        self.rate = pace * layout.bonus / layout.threshold if layout.threshold else 0.0
        faces = [c.pattern.face if isinstance(c.pattern, FaceCount) else 0
                 for c in rules.categories]
        face_sum = sum(f for f, up in zip(faces, layout.upper, strict=True) if up)
        self.par = np.array([layout.threshold * f / face_sum if (up and face_sum) else 0.0
                             for f, up in zip(faces, layout.upper, strict=True)])

    def __getitem__(self, index: npt.ArrayLike) -> FloatArray:
        lay = self.layout
        mask, u, _ = lay.split(index)
        filled = (mask[..., None] >> np.arange(lay.boxes)) & 1
        value: FloatArray = (1 - filled) @ self.box_value
        if self.rate:
            value = value + self.rate * (u - filled @ self.par)
        return value


class TurnValues:
    """The values of every roll, keep and box for one turn from one state.

    ``saved_value(n)`` is what ending the turn with ``n`` rolls saved adds (rules that
    carry unused rolls over); ending with j of the turn's rolls unused saves them too.
    """

    def __init__(self, lattice: KeepLattice, boxes: FloatArray,
                 saved_value: Callable[[int], float] | None = None) -> None:
        self.lattice = lattice
        self.box_values = boxes                 # (R, C); -inf where the box may not take it
        self.allowed = np.isfinite(boxes)
        self.final = boxes.max(axis=1)          # value of stopping on a roll (nothing saved)
        self._saved_value = saved_value
        self._stages: dict[tuple[int, int], FloatArray] = {}

    def stop_value(self, saved_after: int) -> float:
        """What the rolls saved when the turn ends add to any box's value."""
        return self._saved_value(saved_after) if self._saved_value is not None else 0.0

    def roll_values(self, rerolls: int, saved: int = 0) -> FloatArray:
        """(R,) value of holding each roll with ``rerolls`` of this turn's rolls and
        ``saved`` saved rolls still available (saved ones are used after the turn's)."""
        key = (rerolls, saved)
        found = self._stages.get(key)
        if found is None:
            stop = self.final + self.stop_value(saved + rerolls)
            if rerolls == 0 and saved == 0:
                found = stop
            else:
                after = self.roll_values(rerolls - 1, saved) if rerolls else \
                    self.roll_values(0, saved - 1)
                keep = self.lattice.expectations(after[:, None])
                found = np.maximum(stop, self.lattice.best_sub_keeps(keep)[:, 0])
            self._stages[key] = found
        return found

    def keep_values(self, rerolls_after: int, saved_after: int = 0) -> FloatArray:
        """(K,) value of each keep when the reroll leaves ``rerolls_after`` of the turn's
        rolls and ``saved_after`` saved rolls."""
        return self.lattice.keep_values(self.roll_values(rerolls_after, saved_after))


def floor_rules(rules: Ruleset) -> Ruleset | None:
    """The same rules without saved rolls, when ``rules`` save rolls, have no fitted weights
    and the exact solver takes them without: their table is the Expert's floor (see
    :class:`Engine`). None otherwise."""
    if not rules.carry_over_rolls:
        return None
    without = replace(rules, carry_over_rolls=False)
    if why_not_exact(without) is not None or \
            fitted_values(rules, layout_for(rules)) is not None:
        return None
    return without


class Engine:
    """The strategy engine for one ruleset: exact tables when solvable, else estimates."""

    level = "expert"

    def __init__(self, rules: Ruleset, solution: Solution | None,
                 fitted: FittedValues | None = None, floor: Solution | None = None) -> None:
        self.rules = rules
        self.solution = solution
        self.layout = solution.layout if solution is not None else layout_for(rules)
        self.table = score_table(rules)
        self.lattice = keep_lattice(rules)
        self._succ = Successors(rules, self.table, self.layout)
        self.fitted = None if solution is not None else \
            fitted or fitted_values(rules, self.layout)
        # rules with saved rolls and no fitted weights: the exact table of the same rules
        # without saved rolls values the states between turns, and the saved rolls are
        # spent within a turn whenever a reroll is worth more by it. Every play without
        # them is still open, so the Expert's mean is at least that table's value.
        self.floor = floor if (solution is None and self.fitted is None and floor is not None
                               and rules.carry_over_rolls) else None
        self._values: ValueTable = solution.values if solution is not None else \
            self.fitted if self.fitted is not None else \
            self.floor.values if self.floor is not None else ApproxValues(rules, self.layout)
        self._turns: OrderedDict[tuple[int, int, int], TurnValues] = OrderedDict()

    def __repr__(self) -> str:
        return f"Engine.for_rules(preset({self.rules.id!r}))  # exact={self.exact}"

    @property
    def exact(self) -> bool:
        return self.solution is not None

    @classmethod
    def for_rules(cls, rules: Ruleset, progress: Progress | None = None) -> Engine:
        """Solve when the ruleset allows it, else estimate. (Saved tables: see
        ``yachtdice.store.modes.pips.tables.engine_for``.)"""
        if why_not_exact(rules) is not None:
            return cls(rules, None)
        return cls(rules, solve(rules, progress))

    @property
    def expected_score(self) -> float:
        """Expected final score of a new game (exact or estimated)."""
        return self.turn_start_value(Scorecard.empty(self.rules))

    def turn_start_value(self, card: Scorecard, saved: int = 0) -> float:
        """The points still to come from the start of a turn (before its first roll),
        with ``saved`` rolls saved from earlier turns."""
        if card.is_full:
            return 0.0
        turn = self.turn(card)
        return float(self.table.probability @
                     turn.roll_values(self.rules.rolls_per_turn - 1, saved))

    def state_of(self, card: Scorecard) -> tuple[int, int, int]:
        mask = sum(1 << i for i, v in enumerate(card.boxes) if v is not None)
        if self.layout.in_order and mask & (mask + 1):  # not the first boxes only
            first_open = card.ruleset.categories[(~mask & (mask + 1)).bit_length() - 1]
            raise YachtDiceError("boxes are filled from top to bottom, but this card has "
                                 f"a box filled below {first_open.label}, which is open")
        u = min(card.upper_subtotal, self.layout.threshold) if self.layout.threshold else 0
        yz = int((card.all_same_score or 0) > 0) if self.layout.track_same else 0
        return mask, u, yz

    def turn(self, card: Scorecard) -> TurnValues:
        """Values for a turn from this card's state (the last 64 are remembered)."""
        key = self.state_of(card)
        found = self._turns.get(key)
        if found is None:
            m, u, y = (np.array([v], dtype=np.int64) for v in key)
            boxes = np.full((len(self.table.rolls), self.layout.boxes), -np.inf)
            for c, cand in box_candidates(self.table, self.layout, self._succ, self._values,
                                           m, u, y):
                boxes[:, c] = cand[0]
            saved_value = None
            if self.fitted is not None and self.rules.carry_over_rolls:
                fitted, turns_after = self.fitted, len(card.open_ids) - 1
                saved_value = lambda n: fitted.saved_value(n, turns_after)  # noqa: E731
            found = TurnValues(self.lattice, boxes, saved_value)
            self._turns[key] = found
            if len(self._turns) > 64:
                self._turns.popitem(last=False)
        return found

    def advise(self, card: Scorecard, dice: Sequence[int], rolls_left: int,
               saved: int = 0) -> Advice:
        """Every option for ``dice`` on ``card`` with ``rolls_left`` of this turn's rolls
        and ``saved`` saved rolls still to use."""
        problem = dice_problem(self.rules, dice)
        if problem:
            raise DiceError(problem)
        if rolls_left < 0 or saved < 0:
            raise YachtDiceError("rolls left cannot be negative")
        if card.is_full:
            raise YachtDiceError("every box is filled: the game is over")
        keeps, keep_values, box_values = self._choices(card, dice, rolls_left, saved)
        options = [Option(float(v), keep=_faces_of(self.lattice.keeps[k], self.rules))
                   for k, v in zip(keeps, keep_values, strict=True)]
        options += [Option(float(v), category=self.rules.categories[c].id)
                    for c, v in enumerate(box_values) if np.isfinite(v)]
        options.sort(key=lambda o: -o.value)
        return Advice(self.exact, tuple(options))

    def _choices(self, card: Scorecard, dice: Sequence[int], rolls_left: int, saved: int
                 ) -> tuple[npt.NDArray[np.intp], FloatArray, FloatArray]:
        """The keeps of ``dice`` that reroll something and their values, and each box's
        value (-inf where not allowed)."""
        turn = self.turn(card)
        r = self.table.index(dice)
        keeps = np.zeros(0, dtype=np.intp)
        keep_values = np.zeros(0)
        if rolls_left > 0 or saved > 0:
            values = turn.keep_values(rolls_left - 1, saved) if rolls_left else \
                turn.keep_values(0, saved - 1)
            keeps = self.lattice.keeps_within(r)
            keeps = keeps[keeps != self.lattice.roll_keep[r]]  # keeping all is scoring now
            keep_values = values[keeps]
        return keeps, keep_values, turn.box_values[r] + turn.stop_value(saved + rolls_left)

    def advise_state(self, state: GameState) -> Advice:
        """Every option for the dice on the table, with the rolls the player has left."""
        if state.dice is None:
            raise ValueError("roll the dice first: the engine decides what to do with them")
        return self.advise(pip_card(state), state.dice, state.rolls_left,
                           state.saved_rolls[state.current])

    def decide(self, state: GameState) -> Decision:
        """The best move for the dice on the table (as :meth:`advise_state` ranks them)."""
        if state.dice is None:
            raise ValueError("roll the dice first: the engine decides what to do with them")
        keeps, keep_values, box_values = self._choices(
            pip_card(state), state.dice, state.rolls_left, state.saved_rolls[state.current])
        box = int(np.argmax(box_values))
        if len(keeps) and keep_values.max() >= box_values[box]:  # ties: as advise sorts
            counts = self.lattice.keeps[int(keeps[np.argmax(keep_values)])]
            return Reroll(positions_for(state.dice, counts, self.rules.faces, state.held))
        return Score(self.rules.categories[box].id)


def _faces_of(counts: tuple[int, ...], rules: Ruleset) -> tuple[int, ...]:
    return tuple(f for f, n in zip(rules.faces, counts, strict=True) for _ in range(n))


LEVELS = LEVEL_IDS  # the registry's ids, in order (see yachtdice.core.levels)
LEVEL_NAMES = {lv.id: lv.name for lv in LEVEL_REGISTRY}


def make_player(level_id: str, rules: Ruleset, seed: int | None = None,
                prepare: Callable[[Ruleset], Engine] | None = None) -> Strategy:
    """A computer player of the named level for ``rules``. A level that needs preparing
    gets its engine from ``prepare`` (e.g. one that loads a saved table), else solves."""
    if level(level_id).needs_preparing:
        return (prepare or Engine.for_rules)(rules)
    return make_strategy(level_id, seed)
