"""The final score of optimal play: its distribution, by a forward pass over a solved table.

The solver works backwards and yields each state's expected value. Going forwards
from the empty card, every turn of optimal play is followed exactly: the first
roll's odds, the keep the table picks on each roll, the odds of the reroll, the box
it books; so each state's probability, and the probability of every booking, is
known without sampling. Carried from turn to turn:

* per state its probability: the mean is the expected sum of the points booked; the
  standard deviation comes from the solver's values W: "points so far + W(state)"
  starts at the expected score, ends at the final score and changes in a turn by
  gain + W(next) - W(state), which has mean 0 under optimal play, so these changes are
  uncorrelated and the final score's variance is the sum of their expected squares;
* the joint probability of (state, points so far), each state's points in a window no
  wider than the turns so far make it (:mod:`.joint`), two turns at a time, so the
  final score's whole distribution comes out. For ``yahtzee`` the largest turn holds
  7.7 million cells (a full row of 1,576 scores per state would take over a gigabyte).

Where the joint would pass :data:`JOINT_CELLS` (rules larger than any preset), the pass
draws :data:`SAMPLES` games from it and plays them on with the same odds, and the
percentiles are marked approximate: by the Dvoretzky-Kiefer-Wolfowitz inequality the
sampled distribution function is then within 0.0087 of the exact one everywhere with
probability 99.9%, so a reported percentile p lies between the exact percentiles
p - 0.87 and p + 0.87. Mean, spread, rates and boxes stay exact.

Rules beyond the exact solver get every figure from simulated Expert games
(:func:`simulated_distribution`), marked approximate.

>>> from yachtdice.core.modes.pips.ruleset import Ruleset
>>> from yachtdice.core.modes.pips.optimal.solver import solve
>>> pair = Ruleset.from_dict({"id": "pair", "name": "Pair", "dice": {"count": 2},
...     "categories": [{"id": "pair", "label": "Pair", "section": "lower",
...                     "kind": "all_same", "score": "fixed", "points": 10}]})
>>> d = forward_pass(solve(pair))
>>> d.exact, round(d.probabilities[10], 4), d.percentile(50)  # P(pair in 3 rolls of 2d6)
(True, 0.4213, 0)
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from typing import TypeVar

import numpy as np
import numpy.typing as npt

from yachtdice.core.modes.pips.optimal.joint import Joint, Turn
from yachtdice.core.modes.pips.optimal.keeps import FloatArray
from yachtdice.core.modes.pips.optimal.solver import Layout, Solution, TurnKernel
from yachtdice.core.modes.pips.optimal.strategy import Strategy
from yachtdice.core.modes.pips.rules import (
    SAME_OPEN,
    SAME_SCORED,
    SAME_ZERO,
    Verdict,
    evaluate_cards,
)
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import ScoreTable, score_table
from yachtdice.core.values import value_type

PERCENTILES = (1, 5, 25, 50, 75, 95, 99)
JOINT_CELLS = 32_000_000   # (state, points so far) cells of two turns (256 MB of float64)
CHUNK = 1024               # states of one layer taken together, at most
SAMPLES = 50_000           # games drawn for the percentiles when the joint is too large
IntArray = npt.NDArray[np.int64]
KeepArray = npt.NDArray[np.int64]   # keep numbers
_Item = TypeVar("_Item", bound=np.generic)


@value_type
class ScoreDistribution:
    """What optimal play scores under one ruleset.

    ``probabilities[s]`` is P(final score = s) when known (exact, or the share of
    simulated games); ``exact`` says whether every figure is exact.
    """

    rules_id: str
    expected_score: float
    sd: float
    percentiles: dict[int, int]
    upper_bonus_rate: float | None
    all_same_rate: float | None
    boxes: dict[str, float]
    exact: bool
    probabilities: tuple[float, ...]

    def percentile(self, p: float) -> int:
        """The smallest score s with P(score <= s) >= p/100."""
        cum = np.cumsum(self.probabilities)
        return int(np.searchsorted(cum, p / 100 - 1e-12, side="left"))

    def to_json(self) -> dict[str, object]:
        return {"expected_score": self.expected_score, "sd": self.sd,
                "percentiles": {str(p): v for p, v in self.percentiles.items()},
                "upper_bonus_rate": self.upper_bonus_rate,
                "all_same_rate": self.all_same_rate,
                "boxes": dict(self.boxes), "exact": self.exact}


# -- one turn of optimal play, followed forwards ------------------------------------------------

@value_type
class _Packing:
    """Keep values as fixed-point integers with the keep's number in the low bits, so one
    maximum over sub-keeps (as the solver takes) also says which keep it is. The tie
    rule: values are compared in steps of ``1 / scale`` points (2^-40, 9.1e-13, unless
    the rules' scores need the bits), and on equal steps the bigger keep is held (keeps
    are numbered by size; within a size, the one with fewer different faces)."""

    bits: int       # low bits holding the keep's number
    scale: float    # fixed-point units per point

    @staticmethod
    def of(kernel: TurnKernel, top: int) -> _Packing:
        bits = max(1, (kernel.keeps - 1).bit_length())
        return _Packing(bits, 2.0 ** min(40, 62 - bits - (top + 1).bit_length()))


def _gather(source: npt.NDArray[_Item], rows: npt.NDArray[np.intp],
            buffer: npt.NDArray[_Item]) -> npt.NDArray[_Item]:
    """``source[rows]`` into the front of ``buffer`` (mode="clip": with the default mode
    NumPy copies first, into a given array, and was several times slower)."""
    out = buffer[:len(rows) * source.shape[1]].reshape(len(rows), source.shape[1])
    np.take(source, rows, axis=0, out=out, mode="clip")
    return out


def _pick_keeps(kernel: TurnKernel, keeps: FloatArray, packing: _Packing, exact: bool
                ) -> KeepArray:
    """(R, S) the keep each roll holds, given ``keeps`` (K, S) the keeps' values (in the
    kernel's order): the best of the keeps it contains (ties as :class:`_Packing` says).
    With ``exact``, the rolls of ``keeps`` become what each roll is worth at its best
    keep (to 1 / scale), ready for the roll before."""
    packed = np.empty(keeps.shape, dtype=np.int64)
    np.multiply(keeps, packing.scale, out=packed, casting="unsafe")   # values are >= 0
    np.left_shift(packed, packing.bits, out=packed)
    np.bitwise_or(packed, np.arange(kernel.keeps, dtype=np.int64)[:, None], out=packed)
    buffer = np.empty(packed.size, dtype=np.int64)
    for lo, slots in kernel.shrink:
        for count, parents in slots:
            part = packed[lo:lo + count]
            np.maximum(part, _gather(packed, parents, buffer), out=part)
    rolls = packed[kernel.rolls_at:]
    out: KeepArray = rolls & ((1 << packing.bits) - 1)
    if exact:
        np.multiply(rolls >> packing.bits, 1.0 / packing.scale, out=keeps[kernel.rolls_at:])
    return out


def _grow(kernel: TurnKernel, keeps: FloatArray) -> None:
    """A keep is worth the mean of the keeps one die bigger (in place; the same sums in the
    same order as the solver's, a face at a time: one gather of every child at once
    was five times slower here)."""
    buffer = np.empty(keeps.size)
    for lo, hi, children in kernel.grow:
        by_face = children.reshape(hi - lo, kernel.faces)
        out = keeps[lo:hi]
        out[...] = _gather(keeps, by_face[:, 0], buffer)
        for face in range(1, kernel.faces):
            out += _gather(keeps, by_face[:, face], buffer)
        out *= 1.0 / kernel.faces


def _land(kernel: TurnKernel, land: FloatArray, held: KeepArray) -> FloatArray:
    """(R, S) the odds of each roll after rerolling around the keeps ``held`` (R, S), from
    the odds ``land`` (R, S) of the rolls before: each keep passes its odds, a die at a
    time, to the keeps one die bigger (each die's face at odds 1/faces). The odds of a keep
    of s dice are carried times faces^(s - n), so that passing them on is a plain sum."""
    n = land.shape[1]
    flow: FloatArray = np.bincount((held * n + np.arange(n)[None, :]).ravel(),
                                   weights=land.ravel(), minlength=kernel.keeps * n
                                   ).reshape(kernel.keeps, n).astype(np.float64, copy=False)
    for below, (lo, hi, _) in enumerate(kernel.grow, start=1):  # sizes n - 1, ..., 0
        flow[lo:hi] *= float(kernel.faces) ** -below
    buffer = np.empty(flow.size)
    for lo, slots in kernel.shrink:  # a keep grows from each parent by one die of its face
        for count, parents in slots:
            part = flow[lo:lo + count]
            np.add(part, _gather(flow, parents, buffer), out=part)
    out: FloatArray = flow[kernel.rolls_at:]
    return out


def _same_states(layout: Layout, filled: npt.NDArray[np.bool_], yzs: IntArray
                 ) -> npt.NDArray[np.int8]:
    if layout.same is None:
        return np.full(len(filled), SAME_OPEN, dtype=np.int8)
    return np.where(~filled[:, layout.same], SAME_OPEN,
                    np.where(yzs == 1, SAME_SCORED, SAME_ZERO)).astype(np.int8)


def _split(layout: Layout, states: IntArray) -> tuple[IntArray, IntArray, IntArray]:
    """(masks, upper totals, all-same flags) of ``states``."""
    return layout.split(states)


GAP = 32   # states a box's sweep runs through rather than start again after them


def _runs(ok: npt.NDArray[np.bool_]) -> list[list[tuple[int, int]]]:
    """Per column of ``ok`` (S, C): the stretches [lo, hi) of its true entries, those less
    than :data:`GAP` apart taken as one."""
    padded = np.zeros((ok.shape[0] + 2, ok.shape[1]), dtype=np.int8)
    padded[1:-1] = ok
    rows, cols = np.nonzero(padded[1:] != padded[:-1])
    order = np.argsort(cols, kind="stable")
    rows, cols = rows[order].tolist(), cols[order].tolist()
    out: list[list[tuple[int, int]]] = [[] for _ in range(ok.shape[1])]
    for i in range(0, len(rows), 2):
        runs = out[cols[i]]
        if runs and rows[i] - runs[-1][1] < GAP:
            runs[-1] = (runs[-1][0], rows[i + 1])
        else:
            runs.append((rows[i], rows[i + 1]))
    return out


def _stop_values(solution: Solution, kernel: TurnKernel, cards: _AllSame, masks: IntArray,
                 us: IntArray, yzs: IntArray, out: FloatArray, choice: npt.NDArray[np.intp],
                 labels: npt.NDArray[np.intp] | None) -> None:
    """As :meth:`TurnKernel.stop_values` (the same values, bit for bit, and the same choice:
    the first best box), but each box is weighed only over the stretches of states (in
    their order) that may book it, not over the whole batch (a state has 5.8 open boxes
    on average in Yahtzee, a batch's states together 9.6), with the states as rows and
    the choice kept without masked copies. ``labels`` (C, R), as :func:`_classes` makes
    them, grow with the box for every roll that is not all-same; ``cards`` covers the
    states' cards."""
    layout, succ, values = solution.layout, kernel.succ, solution.values
    n, n_boxes = len(masks), layout.boxes
    card = cards.card(masks, yzs)
    allowed = cards.allowed[card]                   # (S, C)
    n_rolls = out.shape[0]
    # states as rows here, so that a stretch of states is one contiguous block
    best_of = np.full((n, n_rolls), -np.inf)
    small = np.int16 if (labels.max() if labels is not None else n_boxes) < 2 ** 15 else np.int32
    picked = np.zeros((n, n_rolls), dtype=small)   # the choice so far
    runs = _runs(allowed)
    buffer = np.empty(out.size)
    better = np.empty(out.size, dtype=small)
    points_t = np.ascontiguousarray(kernel.points.T)    # (C, R)
    for c in range(n_boxes):
        ok = allowed[:, c]
        if not runs[c]:
            continue
        if c in succ.distinct:
            vals, _ = succ.distinct[c]
            # (S, nv) the points plus what follows, per distinct points of the box
            follow = succ.follow(values, c, masks, us, yzs, vals[None, :]) + vals[None, :]
            follow[~ok] = -np.inf
        else:
            after = np.where(ok, succ.follow(values, c, masks, us, yzs, 0), -np.inf)
        mark = (np.array(c) if labels is None else labels[c]).astype(small)
        for lo, hi in runs[c]:
            size = n_rolls * (hi - lo)
            cand = buffer[:size].reshape(hi - lo, n_rolls)
            if c in succ.distinct:
                np.take(follow[lo:hi], kernel.inverse[c], axis=1, out=cand, mode="clip")
            else:
                np.add(points_t[c][None, :], after[lo:hi, None], out=cand)
            best, pick = best_of[lo:hi], picked[lo:hi]
            # pick = mark where cand > best: marks grow with the box, so this is a
            # maximum (a masked copy costs ten times more when the mask is neither
            # mostly true nor mostly false)
            up = better[:size].reshape(cand.shape)
            np.greater(cand, best, out=up, casting="unsafe")
            np.multiply(up, mark, out=up)
            np.maximum(pick, up, out=pick)
            np.maximum(best, cand, out=best)
    # the all-same rolls: jokers and extra bonuses change their points and choices; as
    # the solver's follow, for every box at once
    boxes = np.arange(n_boxes)
    pts = cards.points[card]                                            # (S, m, C)
    upper = layout.upper & (layout.threshold > 0)
    u = us[:, None, None]
    u_after = np.where(upper, np.minimum(u + pts, layout.threshold), u)
    gain = np.where(upper & (u < layout.threshold) & (u_after >= layout.threshold),
                    float(layout.bonus), 0.0)
    y_after = np.where(layout.track_same & (boxes == (-1 if layout.same is None
                                                      else layout.same)),
                       (pts > 0).astype(np.int64), yzs[:, None, None])
    after = layout.index((masks[:, None] | (1 << boxes)[None, :])[:, None, :], u_after, y_after)
    value = (pts + cards.extra[card][:, :, None]) + (gain + values[after])
    value = np.where(cards.special_allowed[card], value, -np.inf)
    out[...] = best_of.T
    out[kernel.special] = value.max(axis=2).T
    choice[...] = picked.T
    choice[kernel.special] = value.argmax(axis=2).T


def _turn_odds(solution: Solution, kernel: TurnKernel, packing: _Packing, cards: _AllSame,
               masks: IntArray, us: IntArray, yzs: IntArray,
               labels: npt.NDArray[np.intp] | None = None
               ) -> tuple[FloatArray, npt.NDArray[np.intp]]:
    """(R, S) each: the probability that the turn books roll r (rolls in the kernel's
    order), and the box it is booked in (or its ``labels``, see TurnKernel.stop_values):
    the box by the solver's values (the first best on ties), the keeps backwards from it,
    then the odds forwards through those keeps."""
    n = len(masks)
    n_rolls = len(kernel.probability)
    keeps = np.empty((kernel.keeps, n))
    box = np.zeros((n_rolls, n), dtype=np.intp)
    _stop_values(solution, kernel, cards, masks, us, yzs, keeps[kernel.rolls_at:], box, labels)
    held: list[KeepArray] = []
    rerolls = solution.rules.rolls_per_turn - 1
    for j in range(rerolls):
        _grow(kernel, keeps)
        held.append(_pick_keeps(kernel, keeps, packing, exact=j < rerolls - 1))
    land: FloatArray = np.broadcast_to(kernel.probability[:, None], (n_rolls, n))
    for h in reversed(held):
        land = _land(kernel, land, h)
    return land, box


@value_type
class _AllSame:
    """What the all-same rolls score on each card of a set of states (jokers and extra
    bonuses depend on the card), and which boxes each card lets a roll be booked in,
    worked out once for them all."""

    keys: IntArray     # mask * 2 + all-same flag of each card, sorted
    points: IntArray   # (cards, m, C) the points of all-same roll j in box c
    extra: IntArray    # (cards, m) its extra bonus
    allowed: npt.NDArray[np.bool_]          # (cards, C) the other rolls' boxes
    special_allowed: npt.NDArray[np.bool_]  # (cards, m, C) all-same roll j's boxes

    @staticmethod
    def of(kernel: TurnKernel, layout: Layout, states: IntArray) -> _AllSame:
        masks, _, yzs = _split(layout, states)
        keys, first = np.unique(masks * 2 + yzs, return_index=True)
        filled = ((masks[first, None] >> np.arange(layout.boxes)[None, :]) & 1).astype(np.bool_)
        ev = evaluate_cards(kernel.table, filled, _same_states(layout, filled, yzs[first]))
        return _AllSame(keys, ev.special_points.astype(np.int64),
                        ev.special_extra.astype(np.int64), ev.verdict == Verdict.ALLOWED,
                        ev.special_verdict == Verdict.ALLOWED)

    def card(self, masks: IntArray, yzs: IntArray) -> IntArray:
        """The card of each state."""
        out: IntArray = np.searchsorted(self.keys, masks * 2 + yzs)
        return out

    def booked(self, masks: IntArray, yzs: IntArray, box: npt.NDArray[np.intp]
               ) -> tuple[IntArray, IntArray]:
        """(S, m) the points and extra bonus of each all-same roll booked in ``box`` (S, m)."""
        card = self.card(masks, yzs)
        points: IntArray = self.points[card[:, None], np.arange(box.shape[1])[None, :], box]
        extra: IntArray = self.extra[card]
        return points, extra


@value_type
class _Bookings:
    """Where bookings lead, for arrays of (state, box, points, extra bonus)."""

    after: IntArray
    gain: IntArray                 # points + upper bonus + extra bonus
    bonus: npt.NDArray[np.bool_]   # whether the booking earns the upper bonus


def _book(layout: Layout, masks: IntArray, us: IntArray, yzs: IntArray, box: IntArray,
          points: IntArray, extra: IntArray | int) -> _Bookings:
    upper = layout.upper[box] & (layout.threshold > 0)
    u_after = np.where(upper, np.minimum(us + points, layout.threshold), us)
    bonus = upper & (us < layout.threshold) & (u_after >= layout.threshold)
    y_after = np.where(layout.track_same & (box == (layout.same if layout.same is not None
                                                    else -1)), points > 0, yzs)
    after = layout.index(masks | (1 << box), u_after, y_after.astype(np.int64))
    return _Bookings(after, points + extra + np.where(bonus, layout.bonus, 0), bonus)


# -- the forward pass --------------------------------------------------------------------------

def _max_score(solution: Solution, table: ScoreTable) -> int:
    rules, layout = solution.rules, solution.layout
    best = table.points.max(axis=0).astype(np.int64)
    best = np.maximum(best, table.joker_points.max(axis=0)) if table.joker_points.size else best
    extra = rules.extra_yahtzee_bonus * max(0, layout.boxes - 1)
    return int(best.sum()) + layout.bonus + extra


def forward_pass(solution: Solution, progress: Callable[[float], None] | None = None,
                 joint_cells: int = JOINT_CELLS, samples: int = SAMPLES, seed: int = 1
                 ) -> ScoreDistribution:
    """The final score of optimal play under ``solution``'s rules, turn by turn from the
    empty card. Exact in full while the joint of (state, points so far) fits: at most
    ``joint_cells`` of its cells, and of the bookings kept to move it on (a booking
    counted as four cells), for two turns at a time. Where it stops fitting, ``samples``
    games are drawn from it and played on along the pass (each turn's outcome drawn from
    the odds just computed) for the percentiles, and mean, spread, rates and boxes stay
    exact. ``progress`` hears the fraction done after every batch of states and may raise
    to stop the pass (a turn of Yahtzee takes many seconds).

    A table kept as layers (beyond MAX_DENSE states) is too large for the pass's joint:
    its figures come from ``ESTIMATE_GAMES`` games played on the table (seeds ``seed``,
    ``seed`` + 1, ...), its mean stays the exact expected score and ``exact`` is false."""
    if solution.dense is None:
        return _played_on_table(solution, progress, seed)
    run = _Pass(solution, joint_cells, samples, seed)
    _drive(run.layout, run.kernel, run.live, run.work, run.absorb, run.end_turn, progress)
    return run.result()


def _played_on_table(solution: Solution, progress: Callable[[float], None] | None,
                     seed: int) -> ScoreDistribution:
    from yachtdice.core.modes.pips.optimal.advisor import Engine
    from yachtdice.core.modes.pips.optimal.simulate import ESTIMATE_GAMES

    engine, cards = Engine(solution.rules, solution), []
    for i in range(ESTIMATE_GAMES):
        if progress is not None:
            progress(i / ESTIMATE_GAMES)
        cards += simulated_cards(solution.rules, engine, 1, seed=seed + i)
    return replace(simulated_distribution(solution.rules, cards),
                   expected_score=solution.expected_score)


class _Pass:
    """One forward pass's state from turn to turn, and what :func:`_drive` calls: the states
    of a turn (:meth:`live`), a batch of them worked out (:meth:`work`), its results taken in
    (:meth:`absorb`) and the turn's end (:meth:`end_turn`). The exact joint of (state,
    points so far) is carried while it fits; then sampled games (:meth:`_drop_joint`)."""

    def __init__(self, solution: Solution, joint_cells: int, samples: int, seed: int) -> None:
        self.solution, self.joint_cells, self.samples = solution, joint_cells, samples
        self.rules, self.layout = solution.rules, solution.layout
        table = score_table(self.rules)
        self.kernel = TurnKernel(self.rules, table, self.layout)
        self.top = _max_score(solution, table)
        self.packing = _Packing.of(self.kernel, self.top)
        start = int(self.layout.index(0, 0, 0))
        self.mass = np.zeros(self.layout.size)
        self.mass[start] = 1.0
        self.rng = np.random.default_rng(seed)
        self.joint: Joint | None = Joint.first(start)
        self.kept: list[tuple[IntArray, Turn]] = []   # a turn's batches, to move the joint on
        self.kept_bookings = 0
        self.carried: list[tuple[npt.NDArray[np.integer], FloatArray]] = []  # state, odds
        self.games: _Games | None = None               # once the joint no longer fits
        self.tally = _Tally(self.layout)
        self.mean = self.spread = 0.0
        self.open_upper = _open_upper(self.layout, table)
        self.classes = _classes(self.kernel)
        self.here = np.array([start])
        self.all_same = _AllSame.of(self.kernel, self.layout, self.here)

    def live(self, _turn: int) -> IntArray:
        self.here = self.joint.states if self.joint is not None \
            else np.flatnonzero(self.mass > 0)
        self.all_same = _AllSame.of(self.kernel, self.layout, self.here)
        if self.games is not None:
            self.games.sort()
        return self.here

    def work(self, _turn: int, states: IntArray) -> _Moments:
        m = _moment_batch(self.solution, self.kernel, self.packing, self.classes,
                          self.all_same, states, self.mass)
        return replace(m, after=_merged(self.layout, self.open_upper, m.after))

    def _drop_joint(self) -> None:
        """Draw the games from the joint of this turn's start and play the bookings of
        this turn so far (for those states)."""
        assert self.joint is not None
        self.games = _Games(*self.joint.sample(self.samples, self.rng)) if self.samples \
            else None
        self.joint = None
        for states, t in self.kept:
            self.carried.append((t.after, self.mass[states][t.row] * t.prob))
            if self.games is not None:
                self.games.play(states, t, self.rng)
        self.kept.clear()
        self.kept_bookings = 0

    def absorb(self, _turn: int, states: IntArray, m: _Moments) -> None:
        tally = self.tally
        tally.box_points += m.box_points
        tally.bonus += m.bonus
        tally.same += m.same
        self.mean += m.mean
        self.spread += m.spread
        if self.joint is not None:
            self.kept.append((states, Turn.of(m.row, m.prob, m.gain, m.after)))
            self.kept_bookings += len(m.row)
            if len(self.joint.cells) + 4 * self.kept_bookings > self.joint_cells:
                self._drop_joint()
            return
        self.carried.append((m.after, m.carried))
        if self.games is not None:
            self.games.play(states, m, self.rng)

    def end_turn(self, _turn: int) -> None:
        # the states' probabilities after the turn, in the batches' order: summed once
        # they are all in (summed as they came in, the scattered writes on this thread
        # slowed the workers' batches by half)
        after = np.zeros(self.layout.size)
        if self.joint is not None:
            self._move_joint(after)
        for states_after, weights in self.carried:
            np.add.at(after, states_after, weights)
        self.carried.clear()
        self.mass = after
        if self.games is not None:
            self.games.next_turn()

    def _move_joint(self, after: FloatArray) -> None:
        """The joint moved on by this turn's bookings, their odds added to ``after``; where
        it no longer fits, the games are drawn instead."""
        assert self.joint is not None
        parts = [(int(np.searchsorted(self.here, states[0])), t) for states, t in self.kept]
        following = self.joint.advance(parts, self.joint_cells - 4 * self.kept_bookings)
        if following is None:
            self._drop_joint()
            return
        for states, t in self.kept:
            np.add.at(after, t.after, self.mass[states][t.row] * t.prob)
        self.kept.clear()   # the bookings go as the cells are worked out
        self.kept_bookings = 0
        self.joint = following.fill()

    def result(self) -> ScoreDistribution:
        """The distribution the pass found: exact from the joint while it was carried to
        the end, else mean and spread exact and the percentiles from the sampled games."""
        if self.joint is not None:
            probs = self.joint.scores(self.top)
            scores = np.arange(len(probs), dtype=np.float64)
            exact_mean = float(probs @ scores)
            variance = float(probs @ scores ** 2) - exact_mean ** 2
            return self.tally.result(self.rules, exact_mean, max(0.0, variance) ** 0.5, True,
                                     tuple(float(p) for p in probs))
        return self.tally.result(self.rules, self.mean, float(np.sqrt(max(0.0, self.spread))),
                                 False,
                                 _shares(self.games.points if self.games is not None else []))


class _Games:
    """Sampled games of optimal play: the state each stands on and its points so far."""

    def __init__(self, states: IntArray, points: IntArray) -> None:
        self.states, self.points = states, points
        self.moved = states.copy()   # where each has gone this turn

    def sort(self) -> None:
        order = np.argsort(self.states, kind="stable")
        self.states, self.points = self.states[order], self.points[order]
        self.moved = self.states.copy()

    def play(self, states: IntArray, m: Turn | _Moments, rng: np.random.Generator
             ) -> None:
        """Play this turn of the games that stand on ``states`` (sorted, as the games are):
        each draws its booking from its state's, its points go into ``points``, the state
        it reaches into ``moved``."""
        lo, hi = np.searchsorted(self.states, [states[0], states[-1] + 1])
        if lo == hi:
            return
        row = np.searchsorted(states, self.states[lo:hi])
        first = np.searchsorted(m.row, row)                 # each game's bookings
        last = np.searchsorted(m.row, row, side="right") - 1
        cum = np.cumsum(m.prob)
        before = np.where(first > 0, cum[np.maximum(first - 1, 0)], 0.0)
        target = before + rng.random(hi - lo) * (cum[last] - before)
        pick = np.clip(np.searchsorted(cum, target, side="right"), first, last)
        self.points[lo:hi] += m.gain[pick]
        self.moved[lo:hi] = m.after[pick]

    def next_turn(self) -> None:
        self.states = self.moved


class _Tally:
    """The expected points of each box and the chances of the bonuses, summed over turns."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.box_points = np.zeros(layout.boxes)
        self.bonus = 0.0
        self.same = 0.0

    def result(self, rules: Ruleset, mean: float, sd: float, exact: bool,
               probabilities: tuple[float, ...]) -> ScoreDistribution:
        boxes = {c.id: float(self.box_points[i]) for i, c in enumerate(rules.categories)}
        upper_rate = self.bonus if rules.upper_bonus is not None else None
        same_rate = self.same if rules.all_same_index is not None else None
        draft = ScoreDistribution(rules.id, mean, sd, {}, upper_rate, same_rate, boxes, exact,
                                  probabilities)
        return ScoreDistribution(rules.id, mean, sd,
                                 {p: draft.percentile(p) for p in PERCENTILES}, upper_rate,
                                 same_rate, boxes, exact, probabilities)


_Result = TypeVar("_Result")


def _drive(layout: Layout, kernel: TurnKernel, live: Callable[[int], IntArray],
           work: Callable[[int, IntArray], _Result],
           absorb: Callable[[int, IntArray, _Result], None], end_turn: Callable[[int], None],
           progress: Callable[[float], None] | None) -> None:
    """Every turn from the first: the states ``live(turn)`` in batches, each worked out by
    ``work(turn, states)`` on every core (NumPy lets go of the GIL) and taken in by
    ``absorb(turn, states, result)`` in order, so the result never varies; then
    ``end_turn(turn)``. ``progress`` hears the fraction done after every batch."""
    workers = max(1, min(4, os.cpu_count() or 1))
    chunk = max(16, min(CHUNK, 3_200_000 // (8 * kernel.keeps)))  # 1.6 x the solver's
    with ThreadPoolExecutor(workers, thread_name_prefix="forward") as pool:
        for turn in range(layout.boxes):
            here = live(turn)
            done = 0  # states of this turn taken in
            pending: deque[tuple[IntArray, Future[_Result]]] = deque()
            for lo in range(0, len(here) + chunk, chunk):
                if lo < len(here):
                    states = here[lo:lo + chunk]
                    pending.append((states, pool.submit(work, turn, states)))
                    if len(pending) <= 3 * workers:
                        continue
                while pending and (lo >= len(here) or len(pending) > 3 * workers):
                    states, future = pending.popleft()
                    result = future.result()
                    done += len(states)
                    if progress is not None and done < len(here):  # may raise to stop
                        progress((turn + done / len(here)) / layout.boxes)
                    absorb(turn, states, result)
            end_turn(turn)
            if progress is not None:
                progress((turn + 1) / layout.boxes)


def _open_upper(layout: Layout, table: ScoreTable) -> IntArray | None:
    """Per slot (set of filled boxes, see :class:`Layout`), the most the open upper boxes
    can still add; None when the rules have no upper bonus to reach."""
    if not layout.threshold:
        return None
    masks = layout.mask(np.arange(layout.slots))
    out = np.zeros(len(masks), dtype=np.int64)
    for c in np.flatnonzero(layout.upper):
        out += np.where((masks >> int(c)) & 1, 0, max(table.achievable(int(c))))
    return out


def _merged(layout: Layout, open_upper: IntArray | None, states: IntArray) -> IntArray:
    """``states``, each whose upper total can no longer reach the bonus taken as the one of
    upper total 0 with the same boxes filled and all-same flag: the upper total changes
    nothing for them any more (the solver gives them one value, so optimal play takes the
    same turns from each), and a third of Yahtzee's states need no turn worked out."""
    if open_upper is None:
        return states
    Y, U = layout.Y, layout.U
    slots, us, ys = states // (Y * U), (states // Y) % U, states % Y
    dead = (us < layout.threshold) & (us + open_upper[slots] < layout.threshold)
    out: IntArray = np.where(dead, slots * (U * Y) + ys, states)
    return out


@value_type
class _Classes:
    """The rolls that are not all-same, by what booking them gives: (box, points). What
    follows a booking depends on nothing else, so a turn's odds are summed by class."""

    labels: npt.NDArray[np.intp]  # (C, R) the class of booking roll r in box c
    box: IntArray
    points: IntArray


def _classes(kernel: TurnKernel) -> _Classes:
    points = kernel.points.astype(np.int64)
    n_rolls, n_boxes = points.shape
    regular = np.ones(n_rolls, dtype=np.bool_)
    regular[kernel.special] = False
    span = int(points.max()) + 1
    keys, inverse = np.unique((np.arange(n_boxes)[None, :] * span + points)[regular],
                              return_inverse=True)
    table = np.zeros((n_rolls, n_boxes), dtype=np.intp)   # the all-same rolls: booked apart
    table[regular] = inverse.reshape(-1, n_boxes)
    return _Classes(np.ascontiguousarray(table.T), keys // span, keys % span)


@value_type
class _Moments:
    """What a batch of states passes on in one turn (see :func:`_moment_batch`)."""

    carried: FloatArray     # the probability of each booking (below), from the start
    box_points: FloatArray  # expected points booked in each box
    bonus: float            # probability of earning the upper bonus
    same: float             # probability of scoring the all-same box
    mean: float             # expected points gained
    spread: float           # expected (gain + W(next) - W(state))^2
    row: IntArray           # the bookings, sorted by state (its row in the batch):
    prob: FloatArray        # their probability from that state,
    gain: IntArray          # what they gain
    after: IntArray         # and the state they lead to


def _moment_batch(solution: Solution, kernel: TurnKernel, packing: _Packing,
                  classes: _Classes, all_same: _AllSame, states: IntArray,
                  mass: FloatArray) -> _Moments:
    """One turn of optimal play from each of ``states`` (probabilities in ``mass``): its
    bookings, summed by class, and the probability each carries to the state it leads to."""
    layout, values = solution.layout, solution.values
    masks, us, yzs = _split(layout, states)
    land, cls = _turn_odds(solution, kernel, packing, all_same, masks, us, yzs,
                           classes.labels)
    n, k = len(states), len(classes.box) + 1
    sp = kernel.special
    sp_box = np.ascontiguousarray(cls[sp].T)                             # (S, m)
    cls[sp] = k - 1   # the all-same rolls are booked apart
    key = cls + np.arange(n)[None, :] * k
    by_class = np.bincount(key.ravel(), weights=land.ravel(), minlength=n * k).reshape(n, k)
    rows, cls = np.nonzero(by_class[:, :-1] > 0)
    sp_points, sp_extra = all_same.booked(masks, yzs, sp_box)
    sp_land = land[sp].T
    sp_rows, sp_roll = np.nonzero(sp_land > 0)
    order = np.argsort(np.concatenate([rows, sp_rows]), kind="stable")
    row = np.concatenate([rows, sp_rows])[order]
    prob = np.concatenate([by_class[rows, cls], sp_land[sp_rows, sp_roll]])[order]
    bx = np.concatenate([classes.box[cls], sp_box[sp_rows, sp_roll]])[order]
    points = np.concatenate([classes.points[cls], sp_points[sp_rows, sp_roll]])[order]
    extra = np.concatenate([np.zeros(len(rows), dtype=np.int64),
                            sp_extra[sp_rows, sp_roll]])[order]
    b = _book(layout, masks[row], us[row], yzs[row], bx, points, extra)
    w = mass[states][row] * prob
    gap = b.gain + values[b.after] - values[states][row]
    same = (bx == layout.same) & (points > 0) if layout.same is not None else None
    return _Moments(
        w,
        np.bincount(bx, weights=w * points, minlength=layout.boxes).astype(np.float64,
                                                                           copy=False),
        float(w[b.bonus].sum()), float(w[same].sum()) if same is not None else 0.0,
        float((w * b.gain).sum()), float((w * gap * gap).sum()),  # not BLAS: its threads
        row, prob, b.gain, b.after)                            # spin between calls


# -- estimates from simulated games ------------------------------------------------------------

def _shares(totals: Sequence[int] | IntArray) -> tuple[float, ...]:
    counts = np.bincount(np.asarray(totals, dtype=np.int64))
    return tuple(float(c) for c in counts / max(1, len(totals)))


def simulated_cards(rules: Ruleset, strategy: Strategy, games: int, seed: int
                    ) -> list[Scorecard]:
    """The final cards of ``games`` solitaire games played by ``strategy``."""
    from yachtdice.core.modes.pips.engine import pip_cards
    from yachtdice.core.modes.pips.optimal.simulate import play_solitaire
    return [pip_cards(play_solitaire(rules, strategy, seed=seed + i).state)[0]
            for i in range(games)]


def simulated_distribution(rules: Ruleset, cards: Iterable[Scorecard]) -> ScoreDistribution:
    """The same figures estimated from finished cards (for rules beyond the exact solver)."""
    cards = list(cards)
    totals = np.array([c.grand_total for c in cards], dtype=np.float64)
    probabilities = _shares([c.grand_total for c in cards])
    same = [c.all_same_score for c in cards if c.all_same_score is not None]
    boxes = {cat.id: float(np.mean([c.get(cat.id) or 0 for c in cards]))
             for cat in rules.categories}
    draft = ScoreDistribution(rules.id, float(totals.mean()), float(totals.std()), {},
                              None, None, boxes, False, probabilities)
    return ScoreDistribution(
        rules.id, draft.expected_score, draft.sd,
        {p: draft.percentile(p) for p in PERCENTILES},
        float(np.mean([c.upper_bonus > 0 for c in cards]))
        if rules.upper_bonus is not None else None,
        float(np.mean([v > 0 for v in same])) if same else None,
        boxes, False, probabilities)
