"""Keeps and rerolls: the lattice of what can happen to a roll within a turn.

A *keep* is the multiset of dice held back before a reroll (empty to reroll
everything, the whole roll to stop). Keeps form a lattice: a keep of s dice
grows into keeps of s+1 dice by one more die, each face equally likely. So for
*any* value of ending a turn on each roll, the best play within the turn is two
sweeps over the lattice per reroll:

    a keep is worth the average of the keeps one die bigger   (expectations)
    a roll is worth the best keep it contains                 (best_sub_keeps)

Computer players, hints and the optimal solver all stand on this. Value arrays
have keeps or rolls as rows and any number of columns (states) side by side.

>>> from yachtdice.core.modes.pips.presets import preset
>>> from yachtdice.core.modes.pips.table import score_table
>>> lattice = keep_lattice(preset("yahtzee"))
>>> len(lattice.keeps), len(lattice.roll_keep)  # keeps of 0-5 dice, rolls of 5
(462, 252)
>>> table = score_table(preset("yahtzee"))
>>> wants = (table.points[:, preset("yahtzee").index("yahtzee")] > 0).astype(float)
>>> round(float(table.probability @ lattice.plan(wants, 2)[-1]), 6)  # Yahtzee in 3 rolls
0.046029
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import numpy as np
import numpy.typing as npt

from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.table import ScoreTable, score_table

FloatArray = npt.NDArray[np.float64]


class KeepLattice:
    """Every keep of a ruleset's dice, its children (one die more) and parents (one less)."""

    def __init__(self, table: ScoreTable) -> None:
        rs = table.ruleset
        nf, n = len(rs.faces), rs.dice_count
        keeps: list[tuple[int, ...]] = []
        for size in range(n + 1):
            for combo in combinations_with_replacement(range(nf), size):
                c = Counter(combo)
                keeps.append(tuple(c.get(f, 0) for f in range(nf)))
        index = {k: i for i, k in enumerate(keeps)}
        self.keeps = keeps
        self.counts = np.array(keeps, dtype=np.int16).reshape(len(keeps), nf)
        self.size = self.counts.sum(axis=1)
        self.by_size = [np.flatnonzero(self.size == s) for s in range(n + 1)]
        self.children = np.zeros((len(keeps), nf), dtype=np.intp)
        self.parents = np.zeros((len(keeps), nf), dtype=np.intp)
        for i, k in enumerate(keeps):
            for f in range(nf):
                if sum(k) < n:
                    grown = list(k)
                    grown[f] += 1
                    self.children[i, f] = index[tuple(grown)]
                if k[f]:
                    shrunk = list(k)
                    shrunk[f] -= 1
                    self.parents[i, f] = index[tuple(shrunk)]
                else:
                    self.parents[i, f] = i  # no such parent: itself, harmless in a max
        self.roll_keep = np.array([index[tuple(int(x) for x in c)] for c in table.counts],
                                  dtype=np.intp)
        self.roll_counts = table.counts
        self.faces = nf

    def expectations(self, roll_values: FloatArray) -> FloatArray:
        """(K, S) value of each keep: the average over the dice still to roll.

        ``roll_values`` (R, S) is the value of landing on each roll. The whole roll
        as a keep (nothing rerolled) is worth its own value.
        """
        values = np.empty((len(self.keeps), roll_values.shape[1]))
        values[self.roll_keep] = roll_values
        for size in range(len(self.by_size) - 2, -1, -1):
            rows = self.by_size[size]
            kids = self.children[rows]
            acc = values[kids[:, 0]].copy()
            for f in range(1, self.faces):
                acc += values[kids[:, f]]
            values[rows] = acc / self.faces
        return values

    def best_sub_keeps(self, keep_values: FloatArray) -> FloatArray:
        """(R, S) value of each roll: the best keep it contains (itself included)."""
        best = keep_values.copy()
        for size in range(1, len(self.by_size)):
            rows = self.by_size[size]
            par = self.parents[rows]
            acc = best[rows]
            for f in range(self.faces):
                np.maximum(acc, best[par[:, f]], out=acc)
            best[rows] = acc
        return best[self.roll_keep]

    def plan(self, final: FloatArray, rerolls: int) -> list[FloatArray]:
        """[V0, V1, ...]: V_j (R,) is a roll's value with j rerolls still to come,
        when stopping on roll r is worth ``final[r]``."""
        stages = [final]
        for _ in range(rerolls):
            stages.append(self.best_sub_keeps(self.expectations(stages[-1][:, None]))[:, 0])
        return stages

    def keep_values(self, roll_values: FloatArray) -> FloatArray:
        """(K,) value of each keep when the reroll lands on rolls worth ``roll_values``."""
        return self.expectations(roll_values[:, None])[:, 0]

    def keeps_within(self, roll: int) -> npt.NDArray[np.intp]:
        """The keeps roll ``roll`` contains: the empty keep and the whole roll included."""
        return np.flatnonzero(np.all(self.counts <= self.roll_counts[roll], axis=1))


_CACHE: dict[tuple[tuple[int, ...], int], KeepLattice] = {}


def keep_lattice(ruleset: Ruleset) -> KeepLattice:
    """The shared lattice for a ruleset's dice (built once per set of dice)."""
    key = (ruleset.faces, ruleset.dice_count)
    if key not in _CACHE:
        if len(_CACHE) >= 8:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = KeepLattice(score_table(ruleset))
    return _CACHE[key]
