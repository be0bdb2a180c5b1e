"""The final score of optimal play: its distribution, by a forward pass over a solved table.

The solver works backwards and yields each state's expected value. Going forwards
from the empty card, every turn of optimal play is followed exactly: the first
roll's odds, the keep the table picks on each roll, the odds of the reroll, the box
it books; so each state's probability, and the probability of every booking, is
known without sampling. What is carried from turn to turn depends on the size of
the rules:

* small rules: the joint probability of (state, points so far), so the final score's
  whole distribution comes out (mean, spread, every percentile);
* larger rules (``yahtzee`` among them): per state its probability and the first two
  moments of the points so far, so the mean and standard deviation are still exact;
  the percentiles then come from simulated games of the same optimal play and the
  result is marked approximate. Why not exact: the joint for ``yahtzee`` needs, in its
  largest turn, 126,219 states (a third fewer once the states that can no longer reach
  the bonus are merged) times 1,576 possible scores: over a gigabyte of float64 for
  one turn. The bound that holds instead: with :data:`SAMPLES` = 50,000 independent
  games, by the Dvoretzky-Kiefer-Wolfowitz inequality the sampled distribution
  function is within 0.0087 of the exact one everywhere with probability 99.9%, so a
  reported percentile p lies between the exact percentiles p - 0.87 and p + 0.87.

Rules beyond the exact solver get every figure from simulated Expert games
(:func:`simulated_distribution`), marked approximate.

>>> from yachtdice.core.ruleset import Ruleset
>>> from yachtdice.core.solver import solve
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
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .keeps import FloatArray
from .rules import SAME_OPEN, SAME_SCORED, SAME_ZERO, evaluate_cards
from .ruleset import Ruleset
from .scorecard import Scorecard
from .solver import Layout, Solution, TurnKernel
from .strategy import Strategy
from .table import ScoreTable, score_table

PERCENTILES = (1, 5, 25, 50, 75, 95, 99)
JOINT_CELLS = 12_000_000   # states x scores carried in full (about 100 MB of float64)
CHUNK = 1024               # states of one layer taken together, at most
SAMPLES = 50_000           # games drawn for the percentiles when the joint is too large
IntArray = npt.NDArray[np.int64]
KeepArray = npt.NDArray[np.int32]   # keep numbers


@dataclass(frozen=True)
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

@dataclass(frozen=True)
class _Turns:
    """For a batch of states: how each turn of optimal play ends (rolls in the kernel's order)."""

    stop: FloatArray        # (S, R) probability that the turn books roll r
    box: IntArray           # (S, R) the box it is booked in
    points: IntArray        # (S, R) the points that box gets
    gain: IntArray          # (S, R) points + upper bonus + extra bonus
    bonus: npt.NDArray[np.bool_]   # (S, R) whether the booking earns the upper bonus
    after: IntArray         # (S, R) the state index that follows


def _best_keeps(kernel: TurnKernel, keeps: FloatArray, exact: bool) -> KeepArray:
    """(R, S) the keep each roll holds, given ``keeps`` (K, S) the keeps' values (in the
    kernel's order): the best of the keeps it contains, the bigger unless a smaller one
    is better by more than 1e-12. With ``exact``, ``keeps`` becomes what each keep is
    worth at its best sub-keep (as the solver has it), ready for the roll before."""
    chosen = keeps.copy()     # the value of the keep picked so far
    arg = np.broadcast_to(np.arange(kernel.keeps, dtype=np.int32)[:, None], keeps.shape).copy()
    for lo, slots in kernel.shrink:
        for count, parents in slots:
            here, there = chosen[lo:lo + count], np.take(chosen, parents, axis=0)
            better = there > here + 1e-12
            np.copyto(here, there, where=better)
            np.copyto(arg[lo:lo + count], np.take(arg, parents, axis=0), where=better)
            if exact:
                part = keeps[lo:lo + count]
                np.maximum(part, np.take(keeps, parents, axis=0), out=part)
    out: KeepArray = arg[kernel.rolls_at:]
    return out


def _grow(kernel: TurnKernel, keeps: FloatArray) -> None:
    """A keep is worth the mean of the keeps one die bigger (in place, as the solver)."""
    for lo, hi, children in kernel.grow:
        grown = np.take(keeps, children, axis=0).reshape(hi - lo, kernel.faces, -1)
        np.sum(grown, axis=1, out=keeps[lo:hi])
        keeps[lo:hi] *= 1.0 / kernel.faces


def _land(kernel: TurnKernel, land: FloatArray, held: KeepArray) -> FloatArray:
    """(R, S) the odds of each roll after rerolling around the keeps ``held`` (R, S), from
    the odds ``land`` (R, S) of the rolls before: each keep passes its odds, a die at a
    time, to the keeps one die bigger."""
    n = land.shape[1]
    cols = np.arange(n)
    flow: FloatArray = np.bincount((held.astype(np.int64) * n + cols[None, :]).ravel(),
                                   weights=land.ravel(),
                                   minlength=kernel.keeps * n
                                   ).reshape(kernel.keeps, n).astype(np.float64, copy=False)
    share = 1.0 / kernel.faces
    for lo, slots in kernel.shrink:  # a keep grows from each parent by one die of its face
        for count, parents in slots:
            flow[lo:lo + count] += np.take(flow, parents, axis=0) * share
    out: FloatArray = flow[kernel.rolls_at:]
    return out


def _same_states(layout: Layout, filled: npt.NDArray[np.bool_], yzs: IntArray
                 ) -> npt.NDArray[np.int8]:
    if layout.same is None:
        return np.full(len(filled), SAME_OPEN, dtype=np.int8)
    return np.where(~filled[:, layout.same], SAME_OPEN,
                    np.where(yzs == 1, SAME_SCORED, SAME_ZERO)).astype(np.int8)


def _follow_turns(solution: Solution, kernel: TurnKernel, states: IntArray) -> _Turns:
    """How each turn of optimal play from ``states`` ends, on the solver's own kernel (rolls
    in the kernel's order): the box by the solver's values (the first best on ties), the
    keeps backwards from it, then the odds forwards through those keeps."""
    layout, table = solution.layout, kernel.table
    yzs = states % layout.Y
    us = (states // layout.Y) % layout.U
    masks = states // (layout.Y * layout.U)
    n = len(states)
    keeps = np.empty((kernel.keeps, n))
    box = np.zeros((len(table.rolls), n), dtype=np.intp)
    kernel.stop_values(solution.values, masks, us, yzs, keeps[kernel.rolls_at:], box)
    held: list[KeepArray] = []
    rerolls = solution.rules.rolls_per_turn - 1
    for j in range(rerolls):
        _grow(kernel, keeps)
        held.append(_best_keeps(kernel, keeps, exact=j < rerolls - 1))
    land = np.broadcast_to(kernel.probability[:, None], (len(table.rolls), n))
    for h in reversed(held):
        land = _land(kernel, land, h)
    box = np.ascontiguousarray(box.T)
    # what each booking gives and where it leads
    _, first, back = np.unique(masks * 2 + yzs, return_index=True, return_inverse=True)
    filled = ((masks[first, None] >> np.arange(layout.boxes)[None, :]) & 1).astype(np.bool_)
    ev = evaluate_cards(table, filled, _same_states(layout, filled, yzs[first]))
    back = back.ravel()
    points = kernel.points[np.arange(len(table.rolls))[None, :], box].astype(np.int64)
    extra = np.zeros(points.shape, dtype=np.int64)
    sp = kernel.special
    points[:, sp] = ev.special_points[back[:, None], np.arange(len(sp))[None, :], box[:, sp]]
    extra[:, sp] = ev.special_extra[back]
    m, u, y = masks[:, None] | (1 << box), us[:, None], yzs[:, None]
    upper = layout.upper[box] & (layout.threshold > 0)
    u_after = np.where(upper, np.minimum(u + points, layout.threshold), u)
    bonus = upper & (u < layout.threshold) & (u_after >= layout.threshold)
    y_after = np.where(layout.track_same & (box == (layout.same if layout.same is not None
                                                      else -1)), points > 0, y)
    after = layout.index(m, u_after, y_after.astype(np.int64))
    gain = points + extra + np.where(bonus, layout.bonus, 0)
    return _Turns(np.ascontiguousarray(land.T), box, points, gain, bonus, after)


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
    empty card. Exact in full when (states x scores) fits ``joint_cells``; else exact in
    mean, spread, rates and boxes, with percentiles from ``samples`` games of the same
    play, drawn along the way (each turn's outcome drawn from the odds just computed).
    ``progress`` hears the fraction done after every batch of states and may raise to
    stop the pass (a turn of Yahtzee takes many seconds)."""
    rules, layout = solution.rules, solution.layout
    table = score_table(rules)
    kernel = TurnKernel(rules, table, layout)
    top = _max_score(solution, table)
    joint = layout.size * (top + 1) <= joint_cells
    start = int(layout.index(0, 0, 0))
    if joint:
        mass = np.zeros((layout.size, top + 1))
        mass[start, 0] = 1.0
    else:
        mass = np.zeros((layout.size, 3))  # probability, E[points so far], E[points so far^2]
        mass[start, 0] = 1.0
    rng = np.random.default_rng(seed)
    walkers = np.full(0 if joint else samples, start, dtype=np.int64)  # sampled games
    walked = np.zeros(len(walkers), dtype=np.int64)                  # and their points
    box_points = np.zeros(layout.boxes)
    bonus_prob = 0.0
    same_prob = 0.0
    open_upper = _open_upper(layout, table)
    width = layout.U * layout.Y                      # states per set of filled boxes
    filled_count = np.array([bin(m).count("1") for m in range(1 << layout.boxes)])
    rank = np.zeros(len(filled_count), dtype=np.int64)  # a mask's number among its layer
    for k in range(layout.boxes + 1):
        rank[filled_count == k] = np.arange(np.count_nonzero(filled_count == k))
    workers = max(1, min(4, os.cpu_count() or 1))
    in_table_order = np.argsort(kernel.table_roll)  # the kernel's rolls in the table's order
    chunk = max(16, min(CHUNK, 2_000_000 // (8 * kernel.keeps)))  # as the solver's batches
    with ThreadPoolExecutor(workers, thread_name_prefix="forward") as pool:
        for turn in range(layout.boxes):
            here = np.flatnonzero(mass[:, 0] > 0) if not joint else \
                np.flatnonzero(mass.sum(axis=1) > 0)
            nxt = np.zeros_like(mass)
            # the moments of the next layer, its states numbered compactly (a tenth of all)
            layer = np.flatnonzero(filled_count == turn + 1)
            sums = np.zeros((0 if joint else 3, len(layer) * width))
            order = np.argsort(walkers, kind="stable")
            walkers, walked = walkers[order], walked[order]
            moved = walkers.copy()
            done = 0  # states of this turn carried forward
            # the turns of batches of states are worked out on every core (NumPy lets go
            # of the GIL); they are carried forward in order, so the result never varies
            pending: deque[tuple[IntArray, Future[tuple[_Turns, FloatArray]]]] = deque()
            for lo in range(0, len(here) + chunk, chunk):
                if lo < len(here):
                    states = here[lo:lo + chunk]
                    pending.append((states, pool.submit(_turn_batch, solution, kernel, states,
                                                        mass, rank, width,
                                                        0 if joint else sums.shape[1])))
                    if len(pending) <= workers:
                        continue
                while pending and (lo >= len(here) or len(pending) > workers):
                    states, future = pending.popleft()
                    t, carried = future.result()
                    done += len(states)
                    if progress is not None and done < len(here):  # may raise to stop
                        progress((turn + done / len(here)) / layout.boxes)
                    weight = mass[states].sum(axis=1) if joint else mass[states, 0]
                    w = t.stop * weight[:, None]                       # (S, R)
                    box_points += np.bincount(t.box.ravel(), weights=(w * t.points).ravel(),
                                              minlength=layout.boxes)
                    bonus_prob += float(w[t.bonus].sum())
                    if layout.same is not None:
                        same_prob += float(w[(t.box == layout.same) & (t.points > 0)].sum())
                    if joint:
                        _carry_joint(mass, nxt, states, t)
                    else:
                        sums += carried
                        _walk(walkers, moved, walked, states, t, in_table_order, rng)
            if not joint:
                nxt[(layer[:, None] * width + np.arange(width)[None, :]).ravel()] = sums.T
            mass = nxt
            walkers = _collapse(layout, open_upper, mass, moved)
            if progress is not None:
                progress((turn + 1) / layout.boxes)
    boxes = {c.id: float(box_points[i]) for i, c in enumerate(rules.categories)}
    upper_rate = bonus_prob if rules.upper_bonus is not None else None
    same_rate = same_prob if rules.all_same_index is not None else None
    if joint:
        probs = mass.sum(axis=0)
        scores = np.arange(top + 1, dtype=np.float64)
        mean = float(probs @ scores)
        sd = float(np.sqrt(max(0.0, probs @ scores ** 2 - mean ** 2)))
        probabilities = tuple(float(p) for p in probs)
        exact = True
    else:
        total = mass.sum(axis=0)
        mean = float(total[1])
        sd = float(np.sqrt(max(0.0, total[2] - mean ** 2)))
        probabilities = _shares(walked)
        exact = False
    draft = ScoreDistribution(rules.id, mean, sd, {}, upper_rate, same_rate, boxes, exact,
                              probabilities)
    return ScoreDistribution(rules.id, mean, sd,
                             {p: draft.percentile(p) for p in PERCENTILES}, upper_rate,
                             same_rate, boxes, exact, probabilities)


def _open_upper(layout: Layout, table: ScoreTable) -> IntArray | None:
    """Per set of filled boxes (a mask), the most the open upper boxes can still add; None
    when the rules have no upper bonus to reach."""
    if not layout.threshold:
        return None
    masks = np.arange(1 << layout.boxes, dtype=np.int64)
    out = np.zeros(len(masks), dtype=np.int64)
    for c in np.flatnonzero(layout.upper):
        out += np.where((masks >> int(c)) & 1, 0, max(table.achievable(int(c))))
    return out


def _collapse(layout: Layout, open_upper: IntArray | None, mass: FloatArray,
              walkers: IntArray) -> IntArray:
    """Merge the states whose upper total can no longer reach the bonus into one per
    (filled boxes, all-same flag): the upper total changes nothing for them any more (the
    solver gives them one value, so optimal play takes the same turns from each), and a
    third of Yahtzee's states need no turn worked out. Returns the walkers moved along."""
    if open_upper is None:
        return walkers
    live = np.flatnonzero(mass.any(axis=1))
    Y, U = layout.Y, layout.U
    masks, us, ys = live // (Y * U), (live // Y) % U, live % Y
    dead = (us < layout.threshold) & (us + open_upper[masks] < layout.threshold)
    idx = live[dead]
    if not len(idx):
        return walkers
    _, first, back = np.unique((masks * Y + ys)[dead], return_index=True, return_inverse=True)
    target = idx[first][back.ravel()]          # the smallest such upper total of each group
    moving = idx != target
    src, dst = idx[moving], target[moving]
    np.add.at(mass, dst, mass[src])
    mass[src] = 0.0
    at = np.searchsorted(src, walkers)
    hit = (at < len(src)) & (src[np.minimum(at, len(src) - 1)] == walkers)
    out: IntArray = np.where(hit, dst[np.minimum(at, len(src) - 1)], walkers)
    return out


def _carry_joint(mass: FloatArray, nxt: FloatArray, states: IntArray, t: _Turns) -> None:
    """Move each state's (points so far) distribution to the states its turns lead to."""
    top = mass.shape[1] - 1
    n, n_rolls = t.stop.shape
    live = t.stop > 0
    s_idx = np.broadcast_to(np.arange(n)[:, None], (n, n_rolls))[live]
    after, gain, prob = t.after[live], t.gain[live], t.stop[live]
    # one row per (state, next state, gain): the rolls that lead to the same booking merged
    key = (s_idx * len(mass) + after) * (top + 1) + np.minimum(gain, top + 1)
    keys, inverse = np.unique(key, return_inverse=True)
    merged = np.bincount(inverse, weights=prob)
    gain = keys % (top + 1)
    after = (keys // (top + 1)) % len(mass)
    s_idx = keys // ((top + 1) * len(mass))
    for g in np.unique(gain):
        if g > top:
            continue
        sel = np.flatnonzero(gain == g)
        order = sel[np.argsort(after[sel], kind="stable")]
        moved = mass[states[s_idx[order]], :top + 1 - g] * merged[order][:, None]
        targets, first = np.unique(after[order], return_index=True)
        nxt[targets, g:] += np.add.reduceat(moved, first, axis=0)


def _turn_batch(solution: Solution, kernel: TurnKernel, states: IntArray, mass: FloatArray,
                rank: IntArray, width: int, size: int) -> tuple[_Turns, FloatArray]:
    """The turns of ``states``, and (when ``size``) what they carry to the next layer."""
    t = _follow_turns(solution, kernel, states)
    return t, _carry_moments(mass, rank, width, size, states, t) if size else mass[:0]


def _carry_moments(mass: FloatArray, rank: IntArray, width: int, size: int,
                   states: IntArray, t: _Turns) -> FloatArray:
    """(3, ``size``) the probability and the first two moments of the points so far that
    ``states`` move forward, by state of the next layer (numbered by its mask's ``rank``
    among the masks of that layer)."""
    p, m1, m2 = (mass[states, i][:, None] for i in range(3))
    g = t.gain.astype(np.float64)
    after = t.after.ravel()
    at = rank[after // width] * width + after % width
    out = np.empty((3, size))
    out[0] = np.bincount(at, weights=(t.stop * p).ravel(), minlength=size)
    out[1] = np.bincount(at, weights=(t.stop * (m1 + g * p)).ravel(), minlength=size)
    out[2] = np.bincount(at, weights=(t.stop * (m2 + 2 * g * m1 + g * g * p)).ravel(),
                         minlength=size)
    return out


def _walk(walkers: IntArray, moved: IntArray, walked: IntArray, states: IntArray, t: _Turns,
          order: npt.NDArray[np.intp], rng: np.random.Generator) -> None:
    """Play one turn of the sampled games that stand on ``states`` (both sorted): their
    points go into ``walked``, the states they reach into ``moved``. The rolls are drawn
    in ``order`` (the score table's), so the same seed draws the same games."""
    lo, hi = np.searchsorted(walkers, [states[0], states[-1] + 1])
    if lo == hi:
        return
    row = np.searchsorted(states, walkers[lo:hi])
    n, n_rolls = t.stop.shape
    cum = np.cumsum(t.stop[:, order], axis=1)
    cum = (cum / np.maximum(cum[:, -1:], 1e-300) + np.arange(n)[:, None]).ravel()
    flat = np.searchsorted(cum, row + rng.random(hi - lo), side="right")
    pick = order[np.minimum(flat - row * n_rolls, n_rolls - 1)]
    walked[lo:hi] += t.gain[row, pick]
    moved[lo:hi] = t.after[row, pick]


# -- estimates from simulated games ------------------------------------------------------------

def _shares(totals: Sequence[int] | IntArray) -> tuple[float, ...]:
    counts = np.bincount(np.asarray(totals, dtype=np.int64))
    return tuple(float(c) for c in counts / max(1, len(totals)))


def simulated_cards(rules: Ruleset, strategy: Strategy, games: int, seed: int
                    ) -> list[Scorecard]:
    """The final cards of ``games`` solitaire games played by ``strategy``."""
    from .simulate import play_solitaire
    return [play_solitaire(rules, strategy, seed=seed + i).state.cards[0]
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
