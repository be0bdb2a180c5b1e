"""The strategy engine in use: advice for any moment, and the Expert computer player.

A value is the expected number of points still to be added to the grand total
from now on (this turn's box, any upper bonus not yet reached, extra bonuses to
come). Within the exact solver's reach that is optimal play; beyond it (Maxi
Yatzy's carried-over rolls, very large rulesets) a strong estimate, and the
advice says so (``exact`` is False).

>>> from yachtdice.core.presets import preset
>>> from yachtdice.core.scorecard import Scorecard
>>> engine = Engine.for_rules(preset("yacht"))
>>> advice = engine.advise(Scorecard.empty(preset("yacht")), (6, 6, 6, 6, 2), rolls_left=2)
>>> advice.best.keep, advice.exact
((6, 6, 6, 6), True)
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .errors import DiceError, YachtDiceError
from .game import GameState, Score
from .keeps import FloatArray, KeepLattice, keep_lattice
from .levels import LEVEL_IDS, level
from .levels import LEVELS as LEVEL_REGISTRY
from .patterns import FaceCount
from .ruleset import Ruleset
from .scorecard import Scorecard
from .solver import (
    Layout,
    Progress,
    Solution,
    Successors,
    box_candidates,
    layout_for,
    solve,
    why_not_exact,
)
from .strategy import Decision, Reroll, Strategy, make_strategy, positions_for, typical_box_values
from .table import dice_problem, score_table


@dataclass(frozen=True)
class Option:
    """One choice: keep these dice (values) and reroll the rest, or score this box now."""

    value: float
    keep: tuple[int, ...] | None = None
    category: str | None = None

    def to_json(self) -> dict[str, object]:
        head: dict[str, object] = ({"keep": list(self.keep)} if self.keep is not None
                                   else {"category": self.category})
        return {**head, "value": round(self.value, 6)}


@dataclass(frozen=True)
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
        idx = np.asarray(index, dtype=np.int64)
        mask, u = np.divmod(idx // lay.Y, lay.U)
        filled = (mask[..., None] >> np.arange(lay.boxes)) & 1
        value: FloatArray = (1 - filled) @ self.box_value
        if self.rate:
            value = value + self.rate * (u - filled @ self.par)
        return value


class TurnValues:
    """The values of every roll, keep and box for one turn from one state."""

    def __init__(self, lattice: KeepLattice, boxes: FloatArray) -> None:
        self.lattice = lattice
        self.box_values = boxes                 # (R, C); -inf where the box may not take it
        self.allowed = np.isfinite(boxes)
        self._stages: list[FloatArray] = [boxes.max(axis=1)]  # value of stopping on a roll

    @property
    def final(self) -> FloatArray:
        return self._stages[0]

    def roll_values(self, rerolls: int) -> FloatArray:
        """(R,) value of holding each roll with ``rerolls`` rerolls still available."""
        while len(self._stages) <= rerolls:
            keep = self.lattice.expectations(self._stages[-1][:, None])
            self._stages.append(self.lattice.best_sub_keeps(keep)[:, 0])
        return self._stages[rerolls]

    def keep_values(self, rerolls_after: int) -> FloatArray:
        """(K,) value of each keep when the reroll leaves ``rerolls_after`` more."""
        return self.lattice.keep_values(self.roll_values(rerolls_after))


class Engine:
    """The strategy engine for one ruleset: exact tables when solvable, else estimates."""

    level = "expert"

    def __init__(self, rules: Ruleset, solution: Solution | None) -> None:
        self.rules = rules
        self.solution = solution
        self.layout = solution.layout if solution is not None else layout_for(rules)
        self.table = score_table(rules)
        self.lattice = keep_lattice(rules)
        self._succ = Successors(rules, self.table, self.layout)
        self._values = solution.values if solution is not None else \
            ApproxValues(rules, self.layout)
        self._turns: OrderedDict[tuple[int, int, int], TurnValues] = OrderedDict()

    def __repr__(self) -> str:
        return f"Engine.for_rules(preset({self.rules.id!r}))  # exact={self.exact}"

    @property
    def exact(self) -> bool:
        return self.solution is not None

    @classmethod
    def for_rules(cls, rules: Ruleset, progress: Progress | None = None) -> Engine:
        """Solve when the ruleset allows it, else estimate. (Saved tables: see
        ``yachtdice.store.tables.engine_for``.)"""
        if why_not_exact(rules) is not None:
            return cls(rules, None)
        return cls(rules, solve(rules, progress))

    @property
    def expected_score(self) -> float:
        """Expected final score of a new game (exact or estimated)."""
        turn = self.turn(Scorecard.empty(self.rules))
        return float(self.table.probability @ turn.roll_values(self.rules.rolls_per_turn - 1))

    def state_of(self, card: Scorecard) -> tuple[int, int, int]:
        mask = sum(1 << i for i, v in enumerate(card.boxes) if v is not None)
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
            found = TurnValues(self.lattice, boxes)
            self._turns[key] = found
            if len(self._turns) > 64:
                self._turns.popitem(last=False)
        return found

    def advise(self, card: Scorecard, dice: Sequence[int], rolls_left: int) -> Advice:
        """Every option for ``dice`` on ``card`` with ``rolls_left`` rolls still to use."""
        problem = dice_problem(self.rules, dice)
        if problem:
            raise DiceError(problem)
        if rolls_left < 0:
            raise YachtDiceError("rolls left cannot be negative")
        if card.is_full:
            raise YachtDiceError("every box is filled: the game is over")
        turn = self.turn(card)
        r = self.table.index(dice)
        options: list[Option] = []
        if rolls_left > 0:
            keep_values = turn.keep_values(rolls_left - 1)
            whole = self.lattice.roll_keep[r]
            for k in self.lattice.keeps_within(r):
                if k != whole:  # keeping every die is scoring now: the boxes below
                    options.append(Option(float(keep_values[k]),
                                          keep=_faces_of(self.lattice.keeps[k], self.rules)))
        for c, category in enumerate(self.rules.categories):
            if turn.allowed[r, c]:
                options.append(Option(float(turn.box_values[r, c]), category=category.id))
        options.sort(key=lambda o: -o.value)
        return Advice(self.exact, tuple(options))

    def rolls_to_plan(self, state: GameState) -> int:
        """Rerolls to think with: this turn's, and a saved one when it pays (carry-over)."""
        if state.rolls_left or not state.saved_rolls[state.current]:
            return state.rolls_left
        assert state.dice is not None
        turn = self.turn(state.card)
        r = self.table.index(state.dice)
        gain = float(turn.roll_values(1)[r] - turn.final[r])
        saved = state.saved_rolls[state.current]
        turns_left = len(state.card.open_ids)
        # a saved roll is worth more kept for later while many turns remain
        return 1 if gain > 6.0 * max(0.0, 1 - saved / max(turns_left, 1)) else 0

    def decide(self, state: GameState) -> Decision:
        """The best move for the dice on the table."""
        if state.dice is None:
            raise ValueError("roll the dice first: the engine decides what to do with them")
        best = self.advise(state.card, state.dice, self.rolls_to_plan(state)).best
        if best.keep is None:
            assert best.category is not None
            return Score(best.category)
        counts = [best.keep.count(f) for f in self.rules.faces]
        return Reroll(positions_for(state.dice, counts, self.rules.faces, state.held))


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
