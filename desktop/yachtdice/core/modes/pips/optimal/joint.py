"""The joint probability of (state, points so far) at the start of one turn of optimal play.

Each state's points so far lie in a window [lo, lo + width) no wider than the turns
played so far can make it (the windows grow from the bookings' gains, turn by turn),
and the windows of a turn's states are stored one after another in one array. For
``yahtzee`` the largest turn holds 7.7 million such cells (62 MB of float64), where a
full row of 1,576 scores per state would take over a gigabyte.

>>> j = Joint.first(7)
>>> bookings = Turn.of(row=[0, 0], prob=np.array([0.25, 0.75]), gain=[0, 10], after=[8, 9])
>>> nxt = j.advance([(0, bookings)], budget=100).fill()
>>> nxt.states.tolist(), nxt.lo.tolist(), nxt.cells.tolist()
([8, 9], [0, 10], [0.25, 0.75])
"""

from __future__ import annotations

from typing import TypeVar

import numpy as np
import numpy.typing as npt
from numpy.lib.stride_tricks import sliding_window_view

from yachtdice.core.values import value_type

IntArray = npt.NDArray[np.int64]
SmallArray = npt.NDArray[np.int32]
FloatArray = npt.NDArray[np.float64]
G = TypeVar("G", bound=np.generic)
SPREAD = 1 << 20   # cells moved by one call of the scatter, at most (8 MB of float64)
SLAB = 1 << 20     # bookings spread together, about


@value_type
class Turn:
    """Every way one turn ends, over a turn's states (sorted by ``row``): from the state at
    ``row`` (its place among the turn's states) with probability ``prob``, gaining ``gain``
    points and leading to state ``after``. Indices are 32-bit: a turn's bookings are kept
    until it ends (2.3 million in Yahtzee's largest)."""

    row: SmallArray
    prob: FloatArray
    gain: SmallArray
    after: SmallArray

    @staticmethod
    def of(row: npt.ArrayLike, prob: FloatArray, gain: npt.ArrayLike, after: npt.ArrayLike
           ) -> Turn:
        return Turn(np.asarray(row, dtype=np.int32), prob, np.asarray(gain, dtype=np.int32),
                    np.asarray(after, dtype=np.int32))

    @staticmethod
    def joined(parts: list[tuple[int, Turn]]) -> Turn:
        """One turn of the ``parts`` (each with the place of its first state among the
        turn's states), in order. Empties ``parts`` and joins a field at a time, so that
        no more than one field of the turn is held twice."""
        shift = np.repeat(np.array([first for first, _ in parts], dtype=np.int32),
                          [len(t.row) for _, t in parts])
        rows, probs = [t.row for _, t in parts], [t.prob for _, t in parts]
        gains, afters = [t.gain for _, t in parts], [t.after for _, t in parts]
        parts.clear()
        row = _joined(rows)
        row += shift
        del shift
        return Turn(row, _joined(probs), _joined(gains), _joined(afters))


def _joined(pieces: list[npt.NDArray[G]]) -> npt.NDArray[G]:
    """The ``pieces`` end to end; the list is emptied, so each piece goes as it is copied."""
    out = np.concatenate(pieces)
    pieces.clear()
    return out


@value_type
class Joint:
    """P(state, points so far) over one turn's ``states`` (sorted): state i's points so far
    run from ``lo[i]``, with their probabilities in ``cells[start[i]:start[i + 1]]``."""

    states: IntArray
    lo: IntArray
    start: IntArray
    cells: FloatArray

    @staticmethod
    def first(state: int) -> Joint:
        """The empty card: ``state`` with no points, for certain."""
        return Joint(np.array([state], dtype=np.int64), np.zeros(1, dtype=np.int64),
                     np.array([0, 1], dtype=np.int64), np.ones(1))

    @property
    def width(self) -> IntArray:
        out: IntArray = np.diff(self.start)
        return out

    def advance(self, parts: list[tuple[int, Turn]], budget: int) -> Growing | None:
        """The joint at the start of the next turn, from the bookings of this turn's
        ``parts`` (each with the place of its first state among :attr:`states`): its
        states and windows now, its cells by :meth:`Growing.fill`. None, with ``parts``
        untouched, when this turn's cells and the next's together would be more than
        ``budget``."""
        size = max(int(t.after.max()) for _, t in parts) + 1
        least = np.full(size, np.iinfo(np.int32).max, dtype=np.int32)
        most = np.full(size, -1, dtype=np.int32)
        for first, t in parts:   # each next state's window: the least to the most points
            width, lo = self._brought(first, t)
            np.minimum.at(least, t.after, lo)
            np.maximum.at(most, t.after, lo + width)
        states = np.flatnonzero(most >= 0)
        new_lo = least[states].astype(np.int64)
        new_width = most[states] - new_lo
        if len(self.cells) + int(new_width.sum()) > budget:
            return None
        start = np.concatenate([[0], np.cumsum(new_width)]).astype(np.int64)
        zero = np.zeros(size, dtype=np.int64)   # where 0 points would be, per next state
        zero[states] = start[:-1] - new_lo
        grown = Joint(states.astype(np.int64), new_lo, start, np.zeros(int(start[-1])))
        return Growing(self, grown, zero, parts)

    def _brought(self, first: int, turn: Turn) -> tuple[SmallArray, SmallArray]:
        """Per booking: the width of its state's window and the least points it brings."""
        rows = turn.row + np.int32(first)
        width: SmallArray = np.diff(self.start).astype(np.int32)[rows]
        lo: SmallArray = self.lo.astype(np.int32)[rows] + turn.gain
        return width, lo

    def scores(self, top: int) -> FloatArray:
        """P(points so far = s) for s = 0 .. top, whatever the state."""
        at = np.repeat(self.lo - self.start[:-1], self.width) + np.arange(len(self.cells))
        return np.bincount(at, weights=self.cells, minlength=top + 1).astype(np.float64)

    def sample(self, games: int, rng: np.random.Generator) -> tuple[IntArray, IntArray]:
        """``games`` independent draws of (state, points so far), sorted by state."""
        cum = np.cumsum(self.cells)
        at = np.minimum(np.searchsorted(cum, rng.random(games) * cum[-1], side="right"),
                        len(cum) - 1)
        at.sort()
        row = np.searchsorted(self.start, at, side="right") - 1
        points: IntArray = self.lo[row] + at - self.start[row]
        states: IntArray = self.states[row]
        return states, points


@value_type
class Growing:
    """The next turn's joint (``grown``) before its cells are worked out from the bookings
    of ``parts`` over the ``source`` joint; ``zero`` is where 0 points would be in each
    next state's window."""

    source: Joint
    grown: Joint
    zero: IntArray
    parts: list[tuple[int, Turn]]

    def fill(self) -> Joint:
        """The grown joint, its cells worked out. The parts are taken off their list a few
        at a time (about :data:`SLAB` bookings), so their memory goes as the work is done."""
        self.parts.reverse()
        while self.parts:
            slab = [self.parts.pop()]
            while self.parts and sum(len(t.row) for _, t in slab) < SLAB:
                slab.append(self.parts.pop())
            first = slab[0][0]
            turn = Turn.joined([(place - first, t) for place, t in slab])
            width, lo = self.source._brought(first, turn)
            _spread(self.source.cells, self.source.start[first:], turn, width,
                    self.grown.cells, self.zero, lo)
        return self.grown


def _spread(source: FloatArray, begin: IntArray, turn: Turn, width: SmallArray,
            target: FloatArray, zero: IntArray, lo: SmallArray) -> None:
    """For every booking b: the window of its state in ``source`` (from ``begin[row[b]]``,
    ``width[b]`` cells), times its probability, added into ``target`` from cell
    ``zero[after[b]] + lo[b]``.

    Taken by width, so that the windows are whole rows of a sliding view (no index built
    to read them) and a chunk is one block of rows."""
    order = np.argsort(width, kind="stable")
    widths, counts = np.unique(width, return_counts=True)
    ends = np.cumsum(counts)
    for w, a, z in zip(widths.tolist(), (ends - counts).tolist(), ends.tolist(), strict=True):
        if w == 0:
            continue
        rows = sliding_window_view(source, w)
        offsets = np.arange(w)
        step = max(1, SPREAD // w)
        for at in range(a, z, step):
            pick = order[at:min(z, at + step)]
            moved = rows[begin[turn.row[pick]]]
            moved *= turn.prob[pick, None]
            to = zero[turn.after[pick]] + lo[pick]
            np.add.at(target, (to[:, None] + offsets).ravel(), moved.ravel())
