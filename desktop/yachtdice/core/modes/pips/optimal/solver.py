"""The optimal solitaire strategy for any ruleset within the size limit, by dynamic programming.

Between turns a game is a state (boxes filled, upper total so far capped at the
bonus threshold, whether the all-same box holds a score above zero). ``W[state]``
is the expected number of points still to come from that state under optimal
play: this turn's box, any upper bonus not yet reached and extra bonuses to come.
Points already on the card are excluded, so ``W`` of the empty card is the
expected final score.

Within a turn, every roll and keep is valued with the keep lattice
(:class:`KeepLattice`): a keep of s dice is worth the average of the keeps of
s+1 dice it can grow into, and a roll is worth its best sub-keep. The score of
each box comes from :func:`yachtdice.core.modes.pips.rules.evaluate_batch`, the same
computation play and previews use.

Layers of states with the same number of filled boxes are solved together,
from the last turn back to the first, in NumPy batches. Rules that fill the boxes
from top to bottom leave one box to fill per turn: their states are numbered by
how many boxes are filled instead of which, so they are few whatever the number
of boxes (:attr:`Layout.in_order`).

>>> from yachtdice.core.modes.pips.presets import preset
>>> small = Ruleset.from_dict({"id": "mini", "name": "Mini", "dice": {"count": 2},
...     "categories": [{"id": "pair", "label": "Pair", "section": "lower",
...                     "kind": "all_same", "score": "fixed", "points": 10}]})
>>> round(solve(small).expected_score, 4)  # P(pair within 3 rolls of two dice) x 10
4.213
"""

from __future__ import annotations

import ctypes
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, replace
from functools import cache
from math import comb
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes.pips.optimal.keeps import FloatArray, keep_lattice
from yachtdice.core.modes.pips.rules import (
    SAME_OPEN,
    SAME_SCORED,
    SAME_ZERO,
    Verdict,
    evaluate_cards,
)
from yachtdice.core.modes.pips.ruleset import Order, Ruleset, Section
from yachtdice.core.modes.pips.table import ScoreTable, score_table
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

ENGINE_VERSION = 1
MAX_DENSE = 9_000_000       # states of a table kept whole in float64 (every preset's)
MAX_LAYER_STATES = 16_000_000  # states of one layer (boxes filled): bounds a solve's memory
MAX_BOXES = 20              # boxes filled in any order (in order: no limit of its own)
MAX_KEEP_WORK = 40_000_000  # keeps x rolls, bounds one batch's memory
MAX_SOLVE_WORK = 8 * 10**13  # see solve_work: Maxi Yatzy without saved rolls (7.7e13)


class TooLargeToSolve(YachtDiceError):
    """The ruleset is beyond what the exact solver handles; the message says why."""


class Cancelled(Exception):
    """Raised from a progress callback to stop a solve; nothing is written."""


_PREPARING = QT_TRANSLATE_NOOP("solving", "preparing the score tables")
_TURN = QT_TRANSLATE_NOOP("solving", "turn {turn} of {turns}")
_DONE = QT_TRANSLATE_NOOP("solving", "done")
_ALMOST_DONE = QT_TRANSLATE_NOOP("solving", "{stage}, almost done")
_SECONDS_LEFT = QT_TRANSLATE_NOOP("solving", "{stage}, about {seconds} s left")
_MINUTES_LEFT = QT_TRANSLATE_NOOP("solving", "{stage}, about {minutes} min left")


@value_type
class SolveProgress:
    """How far a solve has got: ``done`` of ``total`` units of work (states solved, each
    costing the same), what it is doing now, and the seconds spent so far."""

    done: int
    total: int
    stage: str
    elapsed: float

    @property
    def fraction(self) -> float:
        """From 0 (nothing done) to 1 (finished), in proportion to the work."""
        return min(1.0, self.done / self.total) if self.total > 0 else 1.0

    @property
    def seconds_left(self) -> float | None:
        """An estimate from the pace so far (None until there is a pace to go by)."""
        if self.done <= 0 or self.elapsed <= 0:
            return None
        return self.elapsed * (self.total - self.done) / self.done

    def describe(self) -> str:
        """The stage and the time left, for a person: "turn 4 of 13, about 20 s left" (a
        sentence the window translates)."""
        left = self.seconds_left
        if left is None:
            return self.stage
        if left < 1:
            return _ALMOST_DONE.format(stage=self.stage)
        if left < 90:
            return _SECONDS_LEFT.format(stage=self.stage, seconds=max(1, round(left)))
        return _MINUTES_LEFT.format(stage=self.stage, minutes=round(left / 60))


Progress = Callable[[SolveProgress], None]


# -- states -------------------------------------------------------------------------------------

@value_type
class Layout:
    """How states are numbered: index = (slot * U + u) * Y + yz. The slot is the set of
    filled boxes as a bit mask, or, when boxes are filled top to bottom (``in_order``),
    how many are filled (the filled boxes are then the first ones)."""

    boxes: int
    upper: npt.NDArray[np.bool_]      # which boxes count toward the upper bonus
    threshold: int                    # upper totals are capped here (0 if no bonus)
    bonus: int
    same: int | None                  # index of the all-same box
    track_same: bool                  # whether "all-same box above zero" is part of a state
    in_order: bool = False            # boxes filled top to bottom: slots count them

    @property
    def U(self) -> int:  # the size of the u axis
        return self.threshold + 1

    @property
    def Y(self) -> int:  # the size of the yz axis
        return 2 if self.track_same else 1

    @property
    def slots(self) -> int:  # the size of the slot axis
        return self.boxes + 1 if self.in_order else 1 << self.boxes

    @property
    def size(self) -> int:
        return self.slots * self.U * self.Y

    def slot(self, mask: npt.ArrayLike) -> npt.NDArray[np.int64]:
        """The slot of a set of filled boxes (a bit mask; in order, the first boxes)."""
        m = np.asarray(mask, dtype=np.int64)
        if not self.in_order:
            return m
        count = np.zeros(m.shape, dtype=np.int64)   # the boxes filled (NumPy 1.26 has no
        for box in range(self.boxes):               # bitwise_count; rules in order have
            count += (m >> box) & 1                 # few states)
        return count

    def mask(self, slot: npt.ArrayLike) -> npt.NDArray[np.int64]:
        """The filled boxes (a bit mask) of a slot."""
        s = np.asarray(slot, dtype=np.int64)
        return (np.int64(1) << s) - 1 if self.in_order else s

    def index(self, mask: npt.ArrayLike, u: npt.ArrayLike, yz: npt.ArrayLike
              ) -> npt.NDArray[np.int64]:
        out: npt.NDArray[np.int64] = (self.slot(mask) * self.U
                                      + np.asarray(u)) * self.Y + np.asarray(yz)
        return out

    def split(self, index: npt.ArrayLike
              ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """(filled boxes as a bit mask, capped upper total, all-same flag) of states."""
        idx = np.asarray(index, dtype=np.int64)
        slot, u = np.divmod(idx // self.Y, self.U)
        return self.mask(slot), u, idx % self.Y


def layout_for(rules: Ruleset) -> Layout:
    upper = np.array([c.section is Section.UPPER for c in rules.categories])
    bonus = rules.upper_bonus
    table = score_table(rules)
    if bonus is not None:
        reachable = sum(max(table.achievable(int(i))) for i in np.flatnonzero(upper))
        threshold = bonus.threshold if reachable >= bonus.threshold else 0
    else:
        threshold = 0
    return Layout(len(rules.categories), upper, threshold,
                  bonus.points if (bonus is not None and threshold) else 0,
                  rules.all_same_index, rules.extra_yahtzee_bonus > 0,
                  rules.order is Order.TOP_TO_BOTTOM)


def solve_work(rules: Ruleset) -> int:
    """An upper bound on a solve's work, from the ruleset's sizes alone (no score table):
    states x (rolls x boxes tried + rerolls x keeps x rolls), in multiply-adds.

    Between turns there are at most 2^boxes x (bonus threshold + 1) x 2 states, or
    (boxes + 1) x (bonus threshold + 1) x 2 when boxes are filled top to bottom; in
    each, every roll is tried in every box (in order, the next box only), and every
    reroll values every keep from every roll it can become.
    """
    n, faces, boxes = rules.dice_count, len(rules.faces), len(rules.categories)
    rolls, keeps = comb(faces + n - 1, n), comb(faces + n, n)
    bonus = rules.upper_bonus
    in_order = rules.order is Order.TOP_TO_BOTTOM
    states = (boxes + 1 if in_order else 1 << boxes) * \
        ((bonus.threshold + 1) if bonus is not None else 1) * \
        (2 if rules.extra_yahtzee_bonus > 0 else 1)
    tried = 1 if in_order else boxes
    return states * (rolls * tried + (rules.rolls_per_turn - 1) * keeps * rolls)


def why_not_exact(rules: Ruleset) -> str | None:
    """Why the exact solver cannot take this ruleset (None if it can).

    The sizes are checked by arithmetic first, so a ruleset far too large is refused
    at once, before any score table is built."""
    if rules.carry_over_rolls:
        return "rolls carried over between turns multiply the states beyond the exact solver"
    if len(rules.categories) > MAX_BOXES and rules.order is not Order.TOP_TO_BOTTOM:
        return (f"{len(rules.categories)} boxes in any order are more than the exact "
                f"solver's {MAX_BOXES}")
    n, faces = rules.dice_count, len(rules.faces)
    if comb(faces + n, n) * comb(faces + n - 1, n) > MAX_KEEP_WORK:
        return f"{n} dice with {faces} faces have too many keeps"
    work = solve_work(rules)
    if work > MAX_SOLVE_WORK:
        return (f"solving would take about {work:.1e} steps, more than the exact solver's "
                f"bound of {MAX_SOLVE_WORK:.0e} (a few minutes here)")
    layout = layout_for(rules)
    largest = max(_layer_slots(layout, f) for f in range(layout.boxes + 1)) * layout.U * layout.Y
    if largest > MAX_LAYER_STATES:
        return (f"{largest:,} states in one turn are more than the exact solver's "
                f"{MAX_LAYER_STATES:,}")
    return None


def layered(rules: Ruleset) -> bool:
    """Whether a solve of ``rules`` keeps its table as layers (more than MAX_DENSE states
    between turns), in float32 unless asked otherwise, instead of one float64 array."""
    return layout_for(rules).size > MAX_DENSE


def _layer_slots(layout: Layout, filled: int) -> int:
    """How many sets of filled boxes a layer has."""
    return 1 if layout.in_order else comb(layout.boxes, filled)


def _reachable_upper(rules: Ruleset, layout: Layout
                     ) -> Callable[[int], npt.NDArray[np.bool_]]:
    """Which capped upper totals the upper boxes of a set of filled boxes (a bit mask) can
    make, worked out on demand (rules in order only ever ask for the first boxes)."""
    table = score_table(rules)
    upper_bits = sum(1 << int(c) for c in np.flatnonzero(layout.upper))
    start = np.zeros(layout.U, dtype=np.bool_)
    start[0] = True
    found: dict[int, npt.NDArray[np.bool_]] = {0: start}

    def reach(mask: int) -> npt.NDArray[np.bool_]:
        mask &= upper_bits
        totals = found.get(mask)
        if totals is None:
            c = mask.bit_length() - 1
            before = np.flatnonzero(reach(mask & ~(1 << c)))
            totals = np.zeros(layout.U, dtype=np.bool_)
            for v in sorted(table.achievable(c)):
                totals[np.minimum(before + v, layout.threshold)] = True
            found[mask] = totals
        return totals
    return reach


def _popcount(masks: npt.NDArray[np.int64], boxes: int) -> npt.NDArray[np.int64]:
    count = np.zeros(masks.shape, dtype=np.int64)  # (NumPy 1.26 has no bitwise_count)
    for box in range(boxes):
        count += (masks >> box) & 1
    return count


@value_type
class _Kind:
    """The states of every set of filled boxes with the same upper boxes and all-same box
    filled: (u, yz) of each, which of them are solved and, for the others, which state
    (by position here) has the same value (the open upper boxes can no longer reach the
    bonus, so the upper total changes nothing)."""

    us: npt.NDArray[np.int64]
    yzs: npt.NDArray[np.int64]
    solved: npt.NDArray[np.bool_]
    source: npt.NDArray[np.int64]


class Layers:
    """The states of each layer (the states with the same number of boxes filled), and how a
    layer's values are numbered: one array per layer, its sets of filled boxes in ascending
    order of their slot, each with a block of U x Y values (NaN where unreachable). A layer
    is a few tens of megabytes where the whole table of 20 boxes is hundreds."""

    def __init__(self, rules: Ruleset, table: ScoreTable, layout: Layout) -> None:
        self.rules, self.layout, self.table = rules, layout, table
        self.width = layout.U * layout.Y
        slots = np.arange(layout.slots, dtype=np.int64)
        masks = layout.mask(slots)
        self.filled = _popcount(masks, layout.boxes)
        order = np.argsort(self.filled, kind="stable")
        starts = np.concatenate([[0], np.cumsum(np.bincount(self.filled,
                                                            minlength=layout.boxes + 1))])
        self.rank = np.empty(layout.slots, dtype=np.int64)
        self.rank[order] = slots - starts[self.filled[order]]
        self.slots_of = [order[starts[k]:starts[k + 1]] for k in range(layout.boxes + 1)]
        self.reach = _reachable_upper(rules, layout)
        self.upper_bits = sum(1 << int(c) for c in np.flatnonzero(layout.upper))
        self.same_bit = 0 if layout.same is None else 1 << layout.same
        self._kinds: dict[int, _Kind] = {}

    def __reduce__(self) -> tuple[type[Layers], tuple[Ruleset, ScoreTable, Layout]]:
        return Layers, (self.rules, self.table, self.layout)  # rebuilt, not copied

    def size(self, filled: int) -> int:
        """How many values the layer's array holds."""
        return len(self.slots_of[filled]) * self.width

    def _kind(self, mask: int) -> _Kind:
        key = mask & (self.upper_bits | self.same_bit)
        kind = self._kinds.get(key)
        if kind is not None:
            return kind
        layout = self.layout
        totals = np.flatnonzero(self.reach(mask)).astype(np.int64)
        options = (0, 1) if (layout.track_same and mask & self.same_bit) else (0,)
        us = np.tile(totals, len(options))
        yzs = np.repeat(np.array(options, dtype=np.int64), len(totals))
        solved = np.ones(len(us), dtype=np.bool_)
        source = np.arange(len(us), dtype=np.int64)
        if layout.threshold:
            reachable = sum(max(self.table.achievable(int(c))) for c in
                            np.flatnonzero(layout.upper) if not mask >> int(c) & 1)
            dead = us + reachable < layout.threshold
            for yz in options:
                same = np.flatnonzero(dead & (yzs == yz))
                if len(same) > 1:
                    solved[same[1:]] = False
                    source[same[1:]] = same[0]
        kind = _Kind(us, yzs, solved, source)
        self._kinds[key] = kind  # (two threads may work one out: either does)
        return kind

    def states(self, slots: npt.NDArray[np.int64]
               ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64],
                          npt.NDArray[np.bool_], npt.NDArray[np.int64]]:
        """The reachable states of some sets of filled boxes of one layer: (mask, u, yz,
        solved, source), source being the state (by position) each has the value of."""
        masks: list[npt.NDArray[np.int64]] = []
        us: list[npt.NDArray[np.int64]] = []
        yzs: list[npt.NDArray[np.int64]] = []
        solved: list[npt.NDArray[np.bool_]] = []
        sources: list[npt.NDArray[np.int64]] = []
        at = 0
        for mask in self.layout.mask(slots).tolist():
            kind = self._kind(mask)
            masks.append(np.full(len(kind.us), mask, dtype=np.int64))
            us.append(kind.us)
            yzs.append(kind.yzs)
            solved.append(kind.solved)
            sources.append(kind.source + at)
            at += len(kind.us)
        if not masks:
            empty = np.zeros(0, dtype=np.int64)
            return empty, empty, empty, np.zeros(0, dtype=np.bool_), empty
        return (np.concatenate(masks), np.concatenate(us), np.concatenate(yzs),
                np.concatenate(solved), np.concatenate(sources))

    def work(self, filled: int) -> int:
        """How many states of the layer are solved (each costs the same)."""
        masks = self.layout.mask(self.slots_of[filled])
        _, first, counts = np.unique(masks & (self.upper_bits | self.same_bit),
                                        return_index=True, return_counts=True)
        return sum(int(np.count_nonzero(self._kind(int(masks[i])).solved)) * int(n)
                   for i, n in zip(first, counts, strict=True))

    def local(self, masks: npt.NDArray[np.int64], us: npt.NDArray[np.int64],
              yzs: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        """Where states are in their layer's array."""
        out: npt.NDArray[np.int64] = (self.rank[self.layout.slot(masks)] * self.layout.U
                                      + us) * self.layout.Y + yzs
        return out


LayerArray = npt.NDArray[np.floating[Any]]


class LayerView:
    """One layer's values, indexed like a whole table (``Layout.index``): what the turns
    before it read."""

    def __init__(self, layers: Layers, values: LayerArray) -> None:
        self.rank, self.width, self.values = layers.rank, layers.width, values

    def __getitem__(self, index: npt.NDArray[np.int64], /) -> FloatArray:
        slot, rest = np.divmod(index, self.width)
        # a box asked about though filled leads back into this layer: any value does
        # (it is never allowed), so positions past the end are clipped
        out: FloatArray = np.asarray(np.take(self.values, self.rank[slot] * self.width + rest,
                                             mode="clip"), dtype=np.float64)
        return out


class LayeredValues:
    """A solved table kept as its layers (each an array in memory or mapped from its file),
    indexed like a whole table (``Layout.index``)."""

    def __init__(self, layers: Layers, values: list[LayerArray],
                 store: LayerStore | None = None) -> None:
        self.layers, self.layer_values, self.store = layers, values, store

    def __reduce__(self) -> tuple[object, ...]:
        """Layers kept in a store travel as the store (a solve in a worker process hands
        its table back so, and the window maps the files again), others as themselves."""
        if self.store is not None:
            return _from_store, (self.layers, self.store)
        return LayeredValues, (self.layers, self.layer_values)

    def __getitem__(self, index: npt.ArrayLike, /) -> FloatArray:
        idx = np.asarray(index, dtype=np.int64)
        slot, rest = np.divmod(idx.ravel(), self.layers.width)
        filled = self.layers.filled[slot]
        out = np.empty(len(slot))
        for f in np.unique(filled).tolist():
            here = filled == f
            out[here] = self.layer_values[f][self.layers.rank[slot[here]] * self.layers.width
                                             + rest[here]]
        shaped: FloatArray = out.reshape(idx.shape)
        return shaped


class LayerStore(Protocol):
    """Where a solve keeps its finished layers, so that a solve stopped (cancelled, killed)
    goes on from its last finished layer, and a large table need not be held in memory."""

    def saved(self, filled: int, size: int) -> LayerArray | None:
        """The finished layer (read-only, mapped from disk), or None: not saved, or its file
        damaged or of another size."""

    def save(self, filled: int, values: LayerArray) -> None:
        """Keep a finished layer (written whole; raises OSError on failure)."""


# -- solving ------------------------------------------------------------------------------------

@dataclass
class Solution:
    """The solved value table of a ruleset."""

    rules: Ruleset
    layout: Layout
    values: FloatArray | LayeredValues  # W, indexed by Layout.index; NaN where unreachable
    seconds: float

    @property
    def dense(self) -> FloatArray | None:
        """The whole table as one float64 array (None for tables kept as layers)."""
        return self.values if isinstance(self.values, np.ndarray) else None

    @property
    def expected_score(self) -> float:
        return float(self.values[int(self.layout.index(0, 0, 0))])


class ValueTable(Protocol):
    """A value per state, indexed like a solved table (``Layout.index``)."""

    def __getitem__(self, index: npt.NDArray[np.int64], /) -> FloatArray: ...


class Successors:
    """Per box, what booking it leads to, for a batch of states."""

    def __init__(self, rules: Ruleset, table: ScoreTable, layout: Layout) -> None:
        self.layout = layout
        # for boxes whose successor depends on the points (upper boxes move the upper
        # total, the all-same box sets the above-zero flag): the distinct point values
        self.distinct: dict[int, tuple[npt.NDArray[np.int64], npt.NDArray[np.intp]]] = {}
        for c in range(layout.boxes):
            if self.depends_on_points(c):
                vals, inverse = np.unique(table.points[:, c], return_inverse=True)
                self.distinct[c] = (vals.astype(np.int64), inverse.astype(np.intp))

    def depends_on_points(self, c: int) -> bool:
        return bool(self.layout.upper[c] and self.layout.threshold) or \
            (self.layout.track_same and c == self.layout.same)

    def follow(self, values: ValueTable, c: int, masks: npt.NDArray[np.int64],
               us: npt.NDArray[np.int64], yzs: npt.NDArray[np.int64],
               points: npt.ArrayLike) -> FloatArray:
        """Bonus gained plus the value of what follows, booking ``points`` in box ``c``.

        ``points`` broadcasts against the states (S,) or (S, k)."""
        layout = self.layout
        pts = np.asarray(points, dtype=np.int64)
        shape = np.broadcast_shapes(masks.shape if pts.ndim < 2 else (len(masks), 1),
                                    pts.shape)
        m = (masks | (1 << c)).reshape(-1, *([1] * (len(shape) - 1)))
        u = us.reshape(m.shape)
        y = yzs.reshape(m.shape)
        gain = np.zeros(shape)
        if layout.upper[c] and layout.threshold:
            u_after = np.minimum(u + pts, layout.threshold)
            gain = np.where((u < layout.threshold) & (u_after >= layout.threshold),
                            float(layout.bonus), 0.0)
        else:
            u_after = u
        y_after = (pts > 0).astype(np.int64) if layout.track_same and c == layout.same else y
        out: FloatArray = gain + values[layout.index(m, u_after, y_after)]
        return out


def box_candidates(table: ScoreTable, layout: Layout, succ: Successors, values: ValueTable,
                    masks: npt.NDArray[np.int64], us: npt.NDArray[np.int64],
                    yzs: npt.NDArray[np.int64]) -> Iterator[tuple[int, FloatArray]]:
    """For each box c: (c, (S, R) value of booking each roll there now, -inf where not allowed).

    The value is the points, any bonus it earns, and the value of the state that follows.
    The array is reused between boxes: copy it to keep it.
    """
    n_states = len(masks)
    filled = ((masks[:, None] >> np.arange(layout.boxes)[None, :]) & 1).astype(np.bool_)
    ev = evaluate_cards(table, filled, _same_states(layout, filled, yzs))
    allowed = ev.verdict == Verdict.ALLOWED
    special_allowed = ev.special_verdict == Verdict.ALLOWED
    cand = np.empty((n_states, len(table.rolls)))
    for c in range(layout.boxes):
        ok, special_ok = allowed[:, c], special_allowed[:, :, c]
        if not ok.any() and not special_ok.any():
            continue
        column = table.points[:, c].astype(np.float64)
        if c in succ.distinct:
            vals, inverse = succ.distinct[c]
            follow = succ.follow(values, c, masks, us, yzs, vals[None, :])  # (S, nv)
            np.add(column[None, :], follow[:, inverse], out=cand)
        else:
            follow = succ.follow(values, c, masks, us, yzs, 0)  # (S,)
            np.add(column[None, :], follow[:, None], out=cand)
        cand[~ok] = -np.inf
        # the all-same rolls: jokers and extra bonuses change their points and choices
        pts = ev.special_points[:, :, c]
        value = pts + ev.special_extra + succ.follow(values, c, masks, us, yzs, pts)
        cand[:, ev.special] = np.where(special_ok, value, -np.inf)
        yield c, cand


_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # mallopt(3)


@cache
def _keep_freed_memory() -> bool:
    """Ask glibc's malloc (Linux) to keep up to 8 MB free at the top of its heaps, and to
    map blocks of its own only from 4 MB up, for the rest of the process.

    By default it gives the top of a heap back to the system as soon as 128 KB lie free
    there (until a large mapped block is freed raises both limits), and a batch frees a
    few hundred KB of small NumPy arrays: every batch then faulted those pages in again,
    about 4,000 of a cold Yahtzee solve's 10,000 faults. These are the limits glibc
    itself moves to once a 4 MB block has been freed. Elsewhere nothing changes."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # not glibc
        return False
    return bool(mallopt(_M_MMAP_THRESHOLD, 4 << 20)) and \
        bool(mallopt(_M_TRIM_THRESHOLD, 8 << 20))


class Workspace:
    """One thread's scratch arrays, kept from batch to batch and layer to layer.

    A batch's arrays are megabytes, above the size where glibc's malloc maps fresh
    pages for each allocation and unmaps them when freed: allocated per batch, a cold
    Yahtzee solve took about half a million page faults (a second of kernel time).
    Reused, each page is touched once per thread; the batch's smaller arrays stay in
    malloc's heap (:func:`_keep_freed_memory`).
    """

    def __init__(self) -> None:
        self._flat: dict[str, FloatArray] = {}
        _keep_freed_memory()

    def array(self, name: str, rows: int, columns: int) -> FloatArray:
        """A contiguous (rows, columns) float64 array, its contents left as they were:
        the same memory every time ``name`` is asked for (grown when too small)."""
        need = rows * columns
        flat = self._flat.get(name)
        if flat is None or flat.size < need:
            flat = np.empty(need)
            self._flat[name] = flat
        out: FloatArray = flat[:need].reshape(rows, columns)
        return out


def _same_states(layout: Layout, filled: npt.NDArray[np.bool_],
                 yzs: npt.NDArray[np.int64]) -> npt.NDArray[np.int8]:
    if layout.same is None:
        return np.full(len(filled), SAME_OPEN, dtype=np.int8)
    return np.where(~filled[:, layout.same], SAME_OPEN,
                    np.where(yzs == 1, SAME_SCORED, SAME_ZERO)).astype(np.int8)


class TurnKernel:
    """One turn of optimal play for a batch of states, in NumPy with no Python per roll.

    Arrays have rolls or keeps as rows and states as columns, so every gather moves
    whole contiguous rows. Keeps are numbered by size and, within a size, by how
    many different faces they hold (most first): then the keeps with at least j+1
    one-die-smaller sub-keeps are a prefix of their size, and "a roll is worth its
    best sub-keep" is one gather and one maximum per (size, j), with no padding.
    """

    def __init__(self, rules: Ruleset, table: ScoreTable, layout: Layout) -> None:
        lattice = keep_lattice(rules)
        self.rules, self.table, self.layout = rules, table, layout
        self.succ = Successors(rules, table, layout)
        n, nf = rules.dice_count, len(rules.faces)
        counts, size = lattice.counts, lattice.size
        distinct = (counts > 0).sum(axis=1)
        order = np.lexsort((-distinct, size))              # new number -> lattice keep
        new = np.empty(len(order), dtype=np.intp)
        new[order] = np.arange(len(order))
        self.keeps = len(order)

        def level(s: int) -> tuple[int, int, npt.NDArray[np.intp]]:
            rows = order[size[order] == s]                 # lattice keeps, in new order
            lo = int(new[rows[0]])
            return lo, lo + len(rows), rows

        # expectations: a keep of s dice is the mean of its nf children (s+1 dice)
        self.grow: list[tuple[int, int, npt.NDArray[np.intp]]] = []
        for s in range(n - 1, -1, -1):
            lo, hi, rows = level(s)
            self.grow.append((lo, hi, np.asfortranarray(new[lattice.children[rows]])))
        # best sub-keeps: slot j of a keep is the parent without one die of its j-th face
        self.shrink: list[tuple[int, list[tuple[int, npt.NDArray[np.intp]]]]] = []
        for s in range(1, n + 1):
            lo, hi, rows = level(s)
            slots = []
            for j in range(int(distinct[rows].max())):
                with_j = rows[distinct[rows] > j]
                face = np.array([np.flatnonzero(counts[k])[j] for k in with_j], dtype=np.intp)
                slots.append((len(with_j), new[lattice.parents[with_j, face]]))
            self.shrink.append((lo, slots))
        self.faces = nf
        # rolls are the last keeps; within the kernel they are numbered in keep order
        roll_keep = new[lattice.roll_keep]                 # table roll -> keep row
        self.rolls_at = int(roll_keep.min())
        table_roll = np.empty(len(roll_keep), dtype=np.intp)  # kernel roll -> table roll
        table_roll[roll_keep - self.rolls_at] = np.arange(len(roll_keep))
        self.table_roll = table_roll
        self.points = table.points[table_roll].astype(np.float64)      # (R, C)
        self.probability = table.probability[table_roll].astype(np.float64)
        self.inverse = {c: inverse[table_roll] for c, (_, inverse) in self.succ.distinct.items()}
        self.special = roll_keep[np.flatnonzero(table.all_same_face >= 0)] - self.rolls_at
        # per box, its distinct points and which of them each roll scores: a box's (R, S)
        # candidates are built as a few rows, one per distinct points, then spread over
        # the rolls by one gather of whole rows (a third of the time of adding a column
        # of points to a row of states across the whole array, and the same sums)
        self.by_points = {c: np.unique(self.points[:, c], return_inverse=True)
                          for c in range(layout.boxes)}
        # boxes whose successor is the same whatever the points, and their columns
        self.plain = np.array([c for c in range(layout.boxes) if c not in self.succ.distinct],
                              dtype=np.int64)
        self.plain_column = {int(c): k for k, c in enumerate(self.plain)}
        self._local = threading.local()

    @property
    def workspace(self) -> Workspace:
        """The calling thread's scratch arrays (each worker thread has its own)."""
        space: Workspace | None = getattr(self._local, "space", None)
        if space is None:
            space = self._local.space = Workspace()
        return space

    def values(self, values: ValueTable, masks: npt.NDArray[np.int64],
               us: npt.NDArray[np.int64], yzs: npt.NDArray[np.int64]) -> FloatArray:
        """(S,) value of each state at the start of its turn, given ``values`` after it."""
        space, n = self.workspace, len(masks)
        keeps = space.array("keeps", self.keeps, n)
        rolls = keeps[self.rolls_at:]  # rolls in keep order: no reordering between sweeps
        self._best_boxes(values, masks, us, yzs, out=rolls)
        for _ in range(self.rules.rolls_per_turn - 1):
            for lo, hi, children in self.grow:  # children (keeps, faces)
                part = keeps[lo:hi]
                # one face at a time into a small scratch array; the first two faces' sum
                # goes straight into the keeps (no copy of the first face)
                child = space.array("scratch", hi - lo, n)
                np.take(keeps, children[:, 0], axis=0, out=child, mode="clip")
                if self.faces > 1:
                    other = space.array("scratch2", hi - lo, n)
                    np.take(keeps, children[:, 1], axis=0, out=other, mode="clip")
                    np.add(child, other, out=part)
                else:
                    part[...] = child
                for f in range(2, self.faces):
                    np.take(keeps, children[:, f], axis=0, out=child, mode="clip")
                    part += child
                part *= 1.0 / self.faces
            for lo, slots in self.shrink:
                for count, parents in slots:
                    part = keeps[lo:lo + count]
                    gathered = space.array("scratch", count, n)
                    np.take(keeps, parents, axis=0, out=gathered, mode="clip")
                    np.maximum(part, gathered, out=part)
        out: FloatArray = self.probability @ rolls
        return out

    def stop_values(self, values: ValueTable, masks: npt.NDArray[np.int64],
                    us: npt.NDArray[np.int64], yzs: npt.NDArray[np.int64],
                    out: FloatArray, choice: npt.NDArray[np.intp],
                    labels: npt.NDArray[np.intp] | None = None) -> None:
        """As the last roll is valued: ``out`` (R, S), rolls in keep order, and ``choice``
        (R, S) the box each roll is booked in (the first best on ties). With ``labels``
        (C, R), a roll that is not all-same gets ``labels[box, roll]`` instead of its box."""
        self._best_boxes(values, masks, us, yzs, out, choice, labels)

    def _best_boxes(self, values: ValueTable, masks: npt.NDArray[np.int64],
                    us: npt.NDArray[np.int64], yzs: npt.NDArray[np.int64],
                    out: FloatArray, choice: npt.NDArray[np.intp] | None = None,
                    labels: npt.NDArray[np.intp] | None = None) -> None:
        """``out`` (R, S), rolls in keep order: the value of stopping on each roll, with
        the best box for it and what follows (that box into ``choice`` when given)."""
        layout, succ = self.layout, self.succ
        n_states, n_rolls = len(masks), len(self.table.rolls)
        # what a box may take depends on the filled boxes and the all-same box only:
        # evaluate each distinct (mask, yz) of the batch once
        _, first, back = np.unique(masks * 2 + yzs, return_index=True, return_inverse=True)
        filled = ((masks[first, None] >> np.arange(layout.boxes)[None, :]) & 1).astype(np.bool_)
        ev = evaluate_cards(self.table, filled, _same_states(layout, filled, yzs[first]))
        allowed = (ev.verdict == Verdict.ALLOWED)[back]                  # (S, C)
        special_allowed = (ev.special_verdict == Verdict.ALLOWED)[back]  # (S, m, C)
        special_extra = ev.special_extra[back]
        best = out
        cand = self.workspace.array("scratch", n_rolls, n_states)  # the sweeps' too
        first_box = choice is None  # then the first box tried is written straight into best
        if not first_box:
            best.fill(-np.inf)
        special_best = np.full((n_states, len(ev.special)), -np.inf)
        special_choice = np.zeros(special_best.shape, dtype=np.intp)
        # what follows the boxes whose successor does not depend on the points: one
        # lookup for all of them, for every roll (the all-same rolls' too)
        plain = self.plain
        after_plain = values[layout.index(masks[:, None] | (1 << plain), us[:, None],
                                          yzs[:, None])]                  # (S, P)
        for c in range(layout.boxes):
            ok, special_ok = allowed[:, c], special_allowed[:, :, c]
            if not ok.any() and not special_ok.any():
                continue
            points, inverse = self.by_points[c]
            pts = ev.special_points[:, :, c][back]                       # (S, m)
            if c in succ.distinct:  # what follows depends on the points: a row for each,
                vals = succ.distinct[c][0]  # and the all-same rolls' in the same lookup
                both = succ.follow(values, c, masks, us, yzs, np.concatenate(
                    (np.broadcast_to(vals, (n_states, len(vals))), pts), axis=1))
                follow, special_follow = both[:, :len(vals)], both[:, len(vals):]
                follow[~ok] = -np.inf
                rows = points[:, None] + follow.T                        # (nv, S)
            else:
                after = after_plain[:, self.plain_column[c]]
                special_follow = after[:, None]
                rows = points[:, None] + np.where(ok, after, -np.inf)[None, :]
            if first_box:
                np.take(rows, inverse, axis=0, out=best, mode="clip")
                first_box = False
            else:
                np.take(rows, inverse, axis=0, out=cand, mode="clip")
                if choice is not None:
                    np.copyto(choice, c if labels is None else labels[c, :, None],
                              where=cand > best)
                np.maximum(best, cand, out=best)
            # the all-same rolls: jokers and extra bonuses change their points and choices
            value = pts + special_extra + special_follow
            value = np.where(special_ok, value, -np.inf)
            if choice is not None:
                np.copyto(special_choice, c, where=value > special_best)
            np.maximum(special_best, value, out=special_best)
        if first_box:  # no box open to any state of the batch
            best.fill(-np.inf)
        best[self.special] = special_best.T
        if choice is not None:
            choice[self.special] = special_choice.T


def solve(rules: Ruleset, progress: Progress | None = None,
          chunk: int | None = None, workers: int | None = None,
          subsets: bool = False, store: LayerStore | None = None,
          precision: str | None = None) -> Solution:
    """Solve ``rules`` exactly. ``progress`` hears how far it has got (first at 0, last at 1)
    and may raise Cancelled to stop. Batches of states are spread over ``workers``
    threads (default: one per core); NumPy releases the GIL inside each batch.
    ``subsets`` numbers the states by every set of filled boxes even for rules in order
    (the older, slower way, for up to 16 boxes; kept to check the other against).

    Layers (the states with the same number of boxes filled) are solved from the full
    card back, each from the one after it. With a ``store`` each finished layer is kept
    there as it is finished, and a solve that stopped goes on from the last one kept.
    ``precision`` is how the layers hold their values: "float64" (the default for tables
    of up to MAX_DENSE states, which come back whole) or "float32" (the default beyond,
    where the table comes back as its layers: see docs/optimal-play.md for what it
    costs)."""
    problem = why_not_exact(rules)
    if problem is None and subsets and len(rules.categories) > 16:
        problem = "more than 16 boxes cannot be solved set by set"
    if problem is not None:
        raise TooLargeToSolve(f"{rules.name} cannot be solved exactly: {problem}.")
    start = time.perf_counter()

    def report(done: int, total: int, stage: str) -> None:
        if progress is not None:
            progress(SolveProgress(done, total, stage, time.perf_counter() - start))

    report(0, 1, _PREPARING.text)
    table = score_table(rules)
    layout = layout_for(rules)
    if subsets:
        layout = replace(layout, in_order=False)
    dense = layout.size <= MAX_DENSE
    dtype = np.dtype(precision or ("float64" if dense else "float32"))
    kernel = TurnKernel(rules, table, layout)
    layers = Layers(rules, table, layout)
    boxes = layout.boxes
    works = [layers.work(f) for f in range(boxes)]
    found = _resumed(layers, store, dtype)
    resume = min(f for f, layer in enumerate(found) if layer is not None)
    done, total = sum(works[resume:]), sum(works)
    if chunk is None:  # a batch's keeps x states of float64 stay within a few MB of cache
        chunk = max(16, min(1024, 2_000_000 // (8 * kernel.keeps)))
    in_store = store is not None  # every layer kept there (none only in memory)
    with ThreadPoolExecutor(workers or max(1, min(4, os.cpu_count() or 1)),
                            thread_name_prefix="solve") as pool:
        for filled_count in range(resume - 1, -1, -1):
            stage = _TURN.format(turn=filled_count + 1, turns=boxes)
            report(done, total, stage)

            def solved(count: int, stage: str = stage) -> None:
                nonlocal done
                done += count
                report(done, total, stage)

            after = found[filled_count + 1]
            assert after is not None
            out = _solve_layer(kernel, layers, filled_count, LayerView(layers, after),
                               dtype, pool, chunk, solved)
            found[filled_count] = _kept(store, filled_count, out)
            in_store = in_store and found[filled_count] is not out
            if store is not None and filled_count + 1 < boxes:  # mapped afresh: the pages
                again = store.saved(filled_count + 1, len(after))  # read leave memory
                found[filled_count + 1] = after if again is None else again
    report(total, total, _DONE.text)
    final = [f for f in found if f is not None]
    return Solution(rules, layout, _dense(layers, final) if dense else
                    LayeredValues(layers, final, store if in_store else None),
                    time.perf_counter() - start)


def _resumed(layers: Layers, store: LayerStore | None, dtype: np.dtype[Any]
             ) -> list[LayerArray | None]:
    """The layers to start from: the full card's (worth 0), and those a stopped solve
    kept (from the full card back, as long as they are whole and of this precision)."""
    boxes = layers.layout.boxes
    found: list[LayerArray | None] = [None] * (boxes + 1)
    last = np.full(layers.size(boxes), np.nan, dtype=dtype)
    m, u, y, _, _ = layers.states(layers.slots_of[boxes])
    last[layers.local(m, u, y)] = 0.0
    found[boxes] = last
    if store is not None:
        for filled_count in range(boxes - 1, -1, -1):
            kept = store.saved(filled_count, layers.size(filled_count))
            if kept is None or kept.dtype != dtype:
                break
            found[filled_count] = kept
    return found


def _solve_layer(kernel: TurnKernel, layers: Layers, filled_count: int, after: LayerView,
                 dtype: np.dtype[Any], pool: ThreadPoolExecutor, chunk: int,
                 solved: Callable[[int], None]) -> LayerArray:
    """The values of one layer, from the layer after it, in batches on ``pool``; a few
    hundred sets of filled boxes' states are worked out at a time (a layer of Maxi Yatzy
    is ten million states)."""
    out = np.full(layers.size(filled_count), np.nan, dtype=dtype)

    def batch(where: npt.NDArray[np.int64], m: npt.NDArray[np.int64],
              u: npt.NDArray[np.int64], y: npt.NDArray[np.int64]) -> int:
        out[where] = kernel.values(after, m, u, y)
        return len(m)

    slots = layers.slots_of[filled_count]
    block = max(1, (256 * chunk) // layers.width)
    for lo_slot in range(0, len(slots), block):
        m, u, y, solve_it, source = layers.states(slots[lo_slot:lo_slot + block])
        where = layers.local(m, u, y)
        sm, su, sy, sw = m[solve_it], u[solve_it], y[solve_it], where[solve_it]
        futures = [pool.submit(batch, sw[lo:lo + chunk], sm[lo:lo + chunk],
                               su[lo:lo + chunk], sy[lo:lo + chunk])
                   for lo in range(0, len(sm), chunk)]
        try:
            for future in as_completed(futures):
                solved(future.result())
        except BaseException:
            for future in futures:
                future.cancel()
            raise
        copies = ~solve_it
        out[where[copies]] = out[where[source[copies]]]
    return out


def _kept(store: LayerStore | None, filled_count: int, out: LayerArray) -> LayerArray:
    """A finished layer, kept in ``store`` if there is one: then mapped from its file
    (out of memory); in memory if it cannot be written (the solve still finishes)."""
    if store is None:
        return out
    try:
        store.save(filled_count, out)
    except OSError:
        return out
    kept = store.saved(filled_count, len(out))
    return out if kept is None else kept


def _dense(layers: Layers, found: list[LayerArray]) -> FloatArray:
    """The whole table in float64, indexed by ``Layout.index`` (NaN where unreachable)."""
    layout = layers.layout
    values = np.full(layout.size, np.nan)
    whole = values.reshape(layout.slots, layers.width)
    for filled_count, layer in enumerate(found):
        whole[layers.slots_of[filled_count]] = layer.reshape(-1, layers.width)
    return values


def from_layers(rules: Ruleset, store: LayerStore, seconds: float = 0.0) -> Solution | None:
    """The table of ``rules`` from the layers a solve kept in ``store``, or None unless every
    layer is there (of the precision a solve makes, and whole)."""
    layout = layout_for(rules)
    values = _layered_from(Layers(rules, score_table(rules), layout), store)
    return None if values is None else Solution(rules, layout, values, seconds)


def _layered_from(layers: Layers, store: LayerStore) -> LayeredValues | None:
    boxes = layers.layout.boxes
    found: list[LayerArray] = []
    for filled_count in range(boxes):
        kept = store.saved(filled_count, layers.size(filled_count))
        if kept is None:
            return None
        found.append(kept)
    last = np.full(layers.size(boxes), np.nan, dtype=found[0].dtype)
    m, u, y, _, _ = layers.states(layers.slots_of[boxes])
    last[layers.local(m, u, y)] = 0.0
    return LayeredValues(layers, [*found, last], store)


def _from_store(layers: Layers, store: LayerStore) -> LayeredValues:
    values = _layered_from(layers, store)
    if values is None:
        raise ValueError("the solved layers are no longer on disk")
    return values
