"""Keeps and rerolls: what can happen to a roll within a turn, as arrays.

A *keep* is the multiset of dice held back before a reroll (empty to reroll
everything, the whole roll to stop). Rerolling the others lands on each roll
with a known probability. With those two facts as arrays, the best play within
a turn for *any* value of the final roll is two array operations per roll left:

    expected value of each keep  = transition @ value of each roll
    value of each roll           = max over the keeps it contains

The computer players and the optimal solver both stand on this.

>>> from yachtdice.core.presets import preset
>>> kt = keep_table(preset("yahtzee"))
>>> kt.transition.shape  # 462 keeps of 0-5 dice, 252 rolls
(462, 252)
>>> round(float(kt.transition.sum(axis=1).min()), 12)
1.0
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations_with_replacement
from math import factorial, prod

import numpy as np
import numpy.typing as npt

from .ruleset import Ruleset
from .table import score_table

FloatArray = npt.NDArray[np.float64]
MAX_PAIRS = 4_000_000  # keep -> roll pairs; larger dice sets are beyond the in-turn planner


class TooLargeError(ValueError):
    """The ruleset's dice have too many keep/roll combinations to plan exactly."""


class KeepTable:
    """Every keep of a ruleset's dice and where rerolling from it leads.

    - ``keeps`` (K, F): dice counts per face of each keep; ``keep_size`` (K,).
    - ``transition`` (K, R): probability of ending on roll r after keeping k and
      rerolling the other dice (dense; K*R is small for the dice we plan for).
    - ``sub_keep`` / ``sub_start``: for each roll, the keeps it contains, as one
      array grouped by roll (``sub_start[r]`` is where roll r's group begins).
    """

    def __init__(self, ruleset: Ruleset) -> None:
        table = score_table(ruleset)
        faces, n = ruleset.faces, ruleset.dice_count
        nf = len(faces)
        pairs = _count_pairs(nf, n)
        if pairs > MAX_PAIRS:
            raise TooLargeError(f"{n} dice with {nf} faces have {pairs:,} keep/roll pairs; "
                                f"the planner handles up to {MAX_PAIRS:,}")
        base = n + 1
        weights = base ** np.arange(nf, dtype=np.int64)
        roll_keys = table.counts.astype(np.int64) @ weights
        roll_order = np.argsort(roll_keys)
        sorted_keys = roll_keys[roll_order]

        keeps: list[tuple[int, ...]] = []
        for size in range(n + 1):
            for combo in combinations_with_replacement(range(nf), size):
                c = Counter(combo)
                keeps.append(tuple(c.get(f, 0) for f in range(nf)))
        self.keeps = np.array(keeps, dtype=np.int8).reshape(len(keeps), nf)
        self.keep_size = self.keeps.sum(axis=1).astype(np.int32)
        self._keep_index = {k: i for i, k in enumerate(keeps)}

        outcomes = {m: _outcomes(nf, m) for m in range(n + 1)}
        transition = np.zeros((len(keeps), len(table.rolls)))
        pair_keep, pair_roll = [], []
        for k, counts in enumerate(self.keeps):
            out_counts, out_prob = outcomes[n - int(self.keep_size[k])]
            finals = (out_counts + counts) @ weights
            rolls = roll_order[np.searchsorted(sorted_keys, finals)]
            transition[k, rolls] += out_prob
            pair_keep.append(np.full(len(rolls), k, dtype=np.int32))
            pair_roll.append(rolls.astype(np.int32))
        self.transition: FloatArray = transition
        keep_arr, roll_arr = np.concatenate(pair_keep), np.concatenate(pair_roll)
        by_roll = np.lexsort((keep_arr, roll_arr))
        self.sub_keep = keep_arr[by_roll]
        self.sub_start = np.searchsorted(roll_arr[by_roll], np.arange(len(table.rolls)))
        self.roll_counts = table.counts
        self.first_roll: FloatArray = table.probability
        # the keep that is the whole roll: choosing it means "stop and score"
        self.whole_keep = np.array([self._keep_index[tuple(int(x) for x in c)]
                                    for c in table.counts], dtype=np.int32)
        for arr in (self.keeps, self.keep_size, self.transition, self.sub_keep, self.sub_start,
                    self.whole_keep):
            arr.setflags(write=False)

    def keep_index(self, counts: Sequence[int]) -> int:
        return self._keep_index[tuple(int(c) for c in counts)]

    def best_keeps(self, keep_values: FloatArray) -> FloatArray:
        """For each roll, the best value among the keeps it contains.

        ``keep_values`` is (K,) or (K, S) for S value columns at once.
        """
        return np.maximum.reduceat(keep_values[self.sub_keep], self.sub_start, axis=0)

    def keeps_within(self, roll: int) -> npt.NDArray[np.int32]:
        """The keeps roll ``roll`` contains (the empty keep and the whole roll included)."""
        end = self.sub_start[roll + 1] if roll + 1 < len(self.sub_start) else len(self.sub_keep)
        return self.sub_keep[self.sub_start[roll]:end]

    def plan(self, final_values: FloatArray, rolls_left: int) -> list[FloatArray]:
        """Values of each roll with 0..rolls_left rerolls still to come.

        ``final_values`` (R,) is what each roll is worth if the turn stops on it.
        Returns [V0, V1, ...]: V_j[r] is the value of holding roll r with j rerolls left
        and playing on perfectly.
        """
        values = [final_values]
        for _ in range(rolls_left):
            best = self.best_keeps(self.transition @ values[-1])
            values.append(np.maximum(best, final_values))
        return values


def _count_pairs(nf: int, n: int) -> int:
    """How many (keep, outcome) pairs the dice have: C(2F + n - 1, n)."""
    from math import comb

    return comb(2 * nf + n - 1, n)


def _outcomes(nf: int, m: int) -> tuple[npt.NDArray[np.int64], FloatArray]:
    """Every multiset of ``m`` dice over ``nf`` faces, as counts, with its probability."""
    combos = list(combinations_with_replacement(range(nf), m))
    counts = np.zeros((len(combos), nf), dtype=np.int64)
    for i, combo in enumerate(combos):
        for f in combo:
            counts[i, f] += 1
    ways = np.array([factorial(m) / prod(factorial(int(c)) for c in row) for row in counts])
    return counts, ways / nf ** m


_CACHE: dict[tuple[tuple[int, ...], int], KeepTable] = {}


def keep_table(ruleset: Ruleset) -> KeepTable:
    """The shared keep table for a ruleset's dice (built once per set of dice)."""
    key = (ruleset.faces, ruleset.dice_count)
    if key not in _CACHE:
        if len(_CACHE) >= 8:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = KeepTable(ruleset)
    return _CACHE[key]
