"""Fitted state values for rulesets too large to solve exactly (Maxi Yatzy).

Between turns a state is the card (boxes filled, upper total) and the rolls saved
for later. Its value, the expected points still to come, is estimated as a sum
of learned weights over a few features of the state:

- each open box;
- how many boxes are open (late-game flexibility);
- the upper bonus: a rough chance of reaching it, as if each open upper box
  went on to score par (its share of the threshold) on average, spread
  binomially over the dice (so the chance rises with the total and falls with
  fewer boxes left), weighted per number of open upper boxes;
- the rolls saved, as a table over (rolls saved, turns left).

The weights are fitted by least squares to the points that a player actually
went on to score from each state it reached (Monte Carlo policy evaluation);
fitting again to the games of the player that plans with those weights and
repeating is fitted policy iteration. A fit matches the games it was fitted to,
and the player planning with it plays better than those did, so a last step
calibrates: the weight of each number of open boxes is moved by the mean
difference between what the Expert itself went on to score and the value shown,
over 10,000 of its games (``tests/bench/maxi_games.py calibrate``). Every way of
ending a turn leaves the same number of boxes open, so that step changes values
only, never a decision.

The saved-roll part depends only on the rolls saved and the turns left, so the
turn planner can add it to each way of ending the turn (see
:class:`yachtdice.core.modes.pips.optimal.advisor.Engine`).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

import numpy as np
import numpy.typing as npt

from yachtdice.core.modes.pips.optimal.keeps import FloatArray
from yachtdice.core.modes.pips.optimal.solver import Layout
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.values import value_type

MAX_SAVED = 8           # saved rolls beyond this many add nothing more
TURN_BUCKETS = (1, 2, 3, 5, 9)  # lower edges of the turns-left buckets


def _turn_bucket(turns: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    return np.searchsorted(np.array(TURN_BUCKETS), turns, side="right") - 1


@value_type
class Features:
    """How states of one ruleset turn into feature vectors."""

    boxes: int
    threshold: int
    upper: tuple[int, ...]        # the upper boxes
    reach: tuple[tuple[float, ...], ...]  # [open upper subset][u]: rough bonus chance
    carry_over: bool

    @classmethod
    def for_rules(cls, rules: Ruleset, layout: Layout) -> Features:
        from yachtdice.core.modes.pips.optimal.strategy import typical_box_values
        upper = tuple(int(c) for c in np.flatnonzero(layout.upper)) if layout.threshold else ()
        n = rules.dice_count
        faces = [p.face for c in upper
                 if isinstance(p := rules.categories[c].pattern, FaceCount)]
        hit = min(0.95, layout.threshold / max(1, sum(faces) * n))  # par, as dice per box
        binom = np.array([comb(n, j) * hit ** j * (1 - hit) ** (n - j) for j in range(n + 1)])
        typical = typical_box_values(rules)
        per_box = []
        for c in upper:
            pattern = rules.categories[c].pattern
            points = np.zeros(layout.threshold + 1)
            if isinstance(pattern, FaceCount):
                for j, pj in enumerate(binom):
                    points[min(pattern.face * j, layout.threshold)] += pj
            else:
                points[min(round(typical[c]), layout.threshold)] = 1.0
            per_box.append(points)
        reach = []
        for subset in range(1 << len(upper)):
            total = np.zeros(layout.threshold + 1)
            total[0] = 1.0
            for j, dist in enumerate(per_box):
                if subset >> j & 1:
                    grown = np.convolve(total, dist)
                    total = grown[:layout.threshold + 1]
                    total[-1] += grown[layout.threshold + 1:].sum()
            at_least = total[::-1].cumsum()[::-1]   # P(sum >= s)
            reach.append(tuple(float(at_least[layout.threshold - u])
                               for u in range(layout.threshold + 1)))
        return cls(layout.boxes, layout.threshold, upper, tuple(reach), rules.carry_over_rolls)

    # block sizes and offsets
    @property
    def n_card(self) -> int:
        """Features of the card alone (boxes, open count, upper bonus)."""
        return 2 * self.boxes + len(self.upper)

    @property
    def n_saved(self) -> int:
        return MAX_SAVED * len(TURN_BUCKETS) if self.carry_over else 0

    @property
    def size(self) -> int:
        return self.n_card + self.n_saved

    def card(self, masks: npt.ArrayLike, us: npt.ArrayLike) -> FloatArray:
        """(N, n_card) features of cards given as (filled mask, capped upper total)."""
        m = np.asarray(masks, dtype=np.int64).ravel()
        u = np.asarray(us, dtype=np.int64).ravel()
        n = len(m)
        x = np.zeros((n, self.n_card))
        filled = (m[:, None] >> np.arange(self.boxes)[None, :]) & 1
        x[:, :self.boxes] = 1 - filled
        open_count = self.boxes - filled.sum(axis=1)
        rows = np.flatnonzero(open_count)
        x[rows, self.boxes + open_count[rows] - 1] = 1.0   # a full card has no features
        if self.upper:
            up_open = 1 - filled[:, list(self.upper)]                     # (N, k)
            k_open = up_open.sum(axis=1)
            subset = up_open @ (1 << np.arange(len(self.upper)))
            chance = np.array(self.reach)[subset, np.minimum(u, self.threshold)]
            live = (u < self.threshold) & (k_open > 0)
            rows = np.flatnonzero(live)
            x[rows, 2 * self.boxes + k_open[rows] - 1] = chance[rows]
        return x

    def saved(self, saved: npt.ArrayLike, turns_left: npt.ArrayLike) -> FloatArray:
        """(N, n_saved) features of the rolls saved with ``turns_left`` turns still to play:
        for the k-th saved roll (k = 1 .. MAX_SAVED) and the bucket of turns left, whether
        there is one (so each weight is what one more saved roll adds)."""
        s = np.minimum(np.asarray(saved, dtype=np.int64).ravel(), MAX_SAVED)
        t = np.asarray(turns_left, dtype=np.int64).ravel()
        x = np.zeros((len(s), MAX_SAVED, len(TURN_BUCKETS)))
        if self.n_saved:
            live = t > 0
            has = (np.arange(1, MAX_SAVED + 1)[None, :] <= s[:, None]) & live[:, None]
            bucket = _turn_bucket(np.maximum(t, 1))
            x[np.arange(len(s))[:, None], np.arange(MAX_SAVED)[None, :], bucket[:, None]] = has
        return x.reshape(len(s), -1)[:, :self.n_saved]

    def all(self, masks: npt.ArrayLike, us: npt.ArrayLike, saved: npt.ArrayLike) -> FloatArray:
        m = np.asarray(masks, dtype=np.int64).ravel()
        turns = self.boxes - ((m[:, None] >> np.arange(self.boxes)[None, :]) & 1).sum(axis=1)
        return np.hstack([self.card(m, us), self.saved(saved, turns)])


class FittedValues:
    """A value for every state between turns, from fitted weights.

    Indexed like a solved table (``Layout.index``) it gives the card's part; the
    rolls saved add :meth:`saved_value`. A full card is worth 0.
    """

    def __init__(self, layout: Layout, features: Features, weights: Sequence[float]) -> None:
        if len(weights) != features.size:
            raise ValueError(f"{len(weights)} weights for {features.size} features")
        self.layout, self.features = layout, features
        self.weights = tuple(float(w) for w in weights)
        w = np.array(self.weights)
        self._card_w = w[:features.n_card]
        # a card's value for every (filled upper boxes, capped upper total), and the
        # saved-roll part for every (rolls saved, turns left): tables looked up in play
        upper = features.upper
        combos = np.arange(1 << len(upper))
        up_masks = sum(((combos >> j) & 1) << c for j, c in enumerate(upper))
        grid_m = np.repeat(up_masks, layout.U)
        grid_u = np.tile(np.arange(layout.U), len(combos))
        everything_open = features.card(grid_m, grid_u)
        # open-box and open-count parts are added separately below
        everything_open[:, :2 * features.boxes] = 0.0
        self._upper_bits = np.array(upper, dtype=np.int64)
        self._bonus = (everything_open @ self._card_w).reshape(len(combos), layout.U)
        self._box_w = self._card_w[:features.boxes]
        self._count_w = np.concatenate([[0.0], self._card_w[features.boxes:2 * features.boxes]])
        turns = np.arange(features.boxes + 1)
        self._saved = np.zeros((MAX_SAVED + 1, len(turns)))
        if features.n_saved:
            for n in range(MAX_SAVED + 1):
                x = features.saved(np.full(len(turns), n), turns)
                self._saved[n] = x @ w[features.n_card:]

    def __getitem__(self, index: npt.ArrayLike) -> FloatArray:
        lay, f = self.layout, self.features
        mask, u, _ = lay.split(index)
        filled = (mask[..., None] >> np.arange(f.boxes)) & 1
        open_boxes = 1 - filled
        value: FloatArray = open_boxes @ self._box_w + self._count_w[open_boxes.sum(axis=-1)]
        if len(self._upper_bits):
            up = ((mask[..., None] >> self._upper_bits) & 1) << np.arange(len(self._upper_bits))
            value = value + self._bonus[up.sum(axis=-1), u]
        return value

    def saved_value(self, saved: int, turns_left: int) -> float:
        """What ``saved`` rolls are worth with ``turns_left`` turns to play."""
        return float(self._saved[min(saved, MAX_SAVED), turns_left])

    def value(self, mask: int, u: int, saved: int) -> float:
        """The whole value of one state."""
        x = self.features.all([mask], [min(u, self.layout.threshold)], [saved])[0]
        return float(x @ np.array(self.weights))


def fit_weights(features: Features, masks: Sequence[int], us: Sequence[int],
                saved: Sequence[int], targets: Sequence[float],
                ridge: float = 1.0) -> tuple[float, ...]:
    """Least-squares weights (with a little ridge for features seldom seen) so that
    the value of each sampled state predicts the points scored after it.

    What each further saved roll adds is then made at least 0 and no more than the
    roll before it added (a planner must not chase noise in rarely seen cells), and
    the card's weights are fitted again with those fixed, so the values stay
    calibrated on average."""
    x = features.all(masks, us, saved)
    y = np.asarray(targets, dtype=np.float64)
    w = _ridge(x, y, ridge)
    n = features.n_card
    if features.n_saved:
        marginal = w[n:].reshape(MAX_SAVED, len(TURN_BUCKETS))
        marginal = np.minimum.accumulate(np.maximum(marginal, 0.0), axis=0)
        w[n:] = marginal.ravel()
        w[:n] = _ridge(x[:, :n], y - x[:, n:] @ w[n:], ridge)
    return tuple(float(v) for v in w)


def _ridge(x: FloatArray, y: FloatArray, ridge: float) -> FloatArray:
    gram = x.T @ x + ridge * np.eye(x.shape[1])
    return np.asarray(np.linalg.solve(gram, x.T @ y), dtype=np.float64)


def fitted_values(rules: Ruleset, layout: Layout) -> FittedValues | None:
    """The fitted values of these rules (or a copy of them under another name: the same
    game), if weights were fitted for them."""
    from yachtdice.core.modes.pips.optimal.estimate_weights import WEIGHTS
    weights = WEIGHTS.get(rules.play_hash())
    if weights is None:
        return None
    features = Features.for_rules(rules, layout)
    if len(weights) != features.size:
        return None
    return FittedValues(layout, features, weights)
