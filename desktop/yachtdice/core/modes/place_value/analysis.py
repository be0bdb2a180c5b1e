"""What each box of a Place Value card asks of the dice, worked out exactly.

For every box: the chance that one roll of all the dice (a final roll, nothing kept) can
fill it at all, that is, that some arrangement of the roll meets its condition; and the
greatest number any roll can write in it. Every order the dice can fall in is enumerated
at once with NumPy (at most 10**6: six ten-sided dice), each order read as the number it
makes; a roll can fill a box when one of its orders (the same dice, so the same sorted
digits) makes a number that meets the condition and does not start with 0.

>>> from yachtdice.core.modes.place_value.rules import DigitSum, SameDigits
>>> low, high = figures(4, 6, 0, (DigitSum(30), SameDigits(4)))
>>> low.chance, low.best is None
(0.0, True)
>>> round(high.chance * 6 ** 3, 6), high.best.text  # 6 of the 6**4 orders: 1/216
(1.0, '6666')
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from yachtdice.core.modes.place_value.rules import (
    AnyNumber,
    Condition,
    DigitInPlace,
    DigitSum,
    EvenOdd,
    Number,
    PlacesSum,
    PlaceValueRuleset,
    RoundsTo,
    SameDigits,
)
from yachtdice.core.values import value_type

#: the most orders worked out (six ten-sided dice); more dice than that are not looked at
MAX_ORDERS = 10 ** 6


@value_type
class Figure:
    """One box's figures: ``chance`` (0 to 1) that a final roll can fill it; ``best``, the
    greatest number that can go in it (None: none can, the box is impossible)."""

    chance: float
    best: Number | None

    @property
    def impossible(self) -> bool:
        return self.best is None


@value_type
class _Orders:
    digits: npt.NDArray[np.int8]     # one row per order, most significant digit first
    values: npt.NDArray[np.int64]    # each row read as a whole number
    roll: npt.NDArray[np.intp]       # which roll (sorted dice) each order is
    weight: npt.NDArray[np.int64]    # how many orders each roll has
    allowed: npt.NDArray[np.bool_]   # the number does not start with 0


@functools.lru_cache(maxsize=8)
def _orders(dice: int, sides: int) -> _Orders:
    faces = np.arange(1, 7, dtype=np.int8) if sides == 6 else np.arange(10, dtype=np.int8)
    count = len(faces) ** dice
    index = np.indices((len(faces),) * dice, dtype=np.int32).reshape(dice, count).T
    digits = faces[index]
    values = digits.astype(np.int64) @ (10 ** np.arange(dice - 1, -1, -1, dtype=np.int64))
    key = np.sort(index, axis=1) @ (len(faces) ** np.arange(dice, dtype=np.int64))
    _, roll = np.unique(key, return_inverse=True)
    weight = np.bincount(roll)
    allowed = digits[:, 0] != 0 if dice > 1 else np.ones(count, dtype=np.bool_)
    for array in (digits, values, roll, weight, allowed):
        array.setflags(write=False)
    return _Orders(digits, values, roll.reshape(-1), weight, allowed)


def _meets(c: Condition, o: _Orders, dice: int, decimals: int) -> npt.NDArray[np.bool_]:
    """Which orders make a number that meets the condition."""
    def column(power: int) -> npt.NDArray[np.int8]:
        return o.digits[:, dice - decimals - 1 - power]

    if isinstance(c, AnyNumber):
        return np.ones(len(o.values), dtype=np.bool_)
    if isinstance(c, DigitInPlace):
        return np.asarray(column(c.place) == c.digit)
    if isinstance(c, PlacesSum):
        total = sum(column(p).astype(np.int32) for p in c.places)
        return np.asarray(total == c.total)
    if isinstance(c, DigitSum):
        return np.asarray(o.digits.sum(axis=1, dtype=np.int32) == c.total)
    if isinstance(c, SameDigits):
        most = np.zeros(len(o.values), dtype=np.int32)
        for face in range(10):
            most = np.maximum(most, (o.digits == face).sum(axis=1, dtype=np.int32))
        return most >= c.count
    if isinstance(c, RoundsTo):
        unit = 10 ** (c.place + decimals)
        return np.asarray((o.values + unit // 2) // unit == c.value)
    if isinstance(c, EvenOdd):
        if decimals:
            return np.zeros(len(o.values), dtype=np.bool_)
        return np.asarray((o.digits[:, -1] % 2 == 0) == c.even)
    # a kind without a quick form: asked of each order (slow, but never wrong)
    return np.fromiter((c.ok(Number(tuple(int(d) for d in row), decimals)) for row in o.digits),
                       dtype=np.bool_, count=len(o.values))


def figures(dice: int, sides: int, decimals: int,
            conditions: Sequence[Condition]) -> tuple[Figure | None, ...]:
    """Each condition's :class:`Figure` for ``dice`` dice of ``sides`` sides (6: 1-6, 10:
    0-9) making numbers with ``decimals`` digits after the point; None for a condition that
    names a place these numbers do not have, and for every one when the dice are too many."""
    if sides not in (6, 10) or dice < 1 or sides ** dice > MAX_ORDERS \
            or not 0 <= decimals < dice:
        return tuple(None for _ in conditions)
    o = _orders(dice, sides)
    powers = range(-decimals, dice - decimals)
    out: list[Figure | None] = []
    for c in conditions:
        places = (c.place,) if isinstance(c, DigitInPlace | RoundsTo) else \
            c.places if isinstance(c, PlacesSum) else ()
        if any(p not in powers for p in places if not isinstance(c, RoundsTo)):
            out.append(None)
            continue
        good = _meets(c, o, dice, decimals) & o.allowed
        fills = np.zeros(len(o.weight), dtype=np.bool_)
        fills[o.roll[good]] = True
        chance = float(o.weight[fills].sum()) / len(o.values)
        best = None
        if good.any():
            row = int(np.flatnonzero(good)[np.argmax(o.values[good])])
            best = Number(tuple(int(d) for d in o.digits[row]), decimals)
        out.append(Figure(chance, best))
    return tuple(out)


def card_figures(rules: PlaceValueRuleset) -> tuple[Figure | None, ...]:
    """Each box's figures on a card, in card order."""
    return figures(rules.dice, rules.sides, rules.decimals, [b.condition for b in rules.boxes])


__all__ = ["MAX_ORDERS", "Figure", "card_figures", "figures"]
