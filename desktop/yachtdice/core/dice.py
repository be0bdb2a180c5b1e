"""Where dice values come from. Randomness is injected, so games and tests can be exact.

>>> RandomDice(seed=7).roll(5, (1, 2, 3, 4, 5, 6)) == RandomDice(seed=7).roll(5, (1, 2, 3, 4, 5, 6))
True
>>> ScriptedDice([6, 6, 1]).roll(2, (1, 2, 3, 4, 5, 6))
(6, 6)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Protocol, TypeVar

from yachtdice.core.errors import DiceError

F = TypeVar("F")  # a face: a number, a letter


class DiceSource(Protocol):
    """Anything that can throw ``count`` dice with the given faces."""

    def roll(self, count: int, faces: Sequence[F]) -> tuple[F, ...]: ...


class RandomDice:
    """Fair dice from a seedable generator (``random.Random``), or from ``rng`` if given."""

    def __init__(self, seed: int | None = None, rng: random.Random | None = None) -> None:
        self._rng = rng if rng is not None else random.Random(seed)

    def roll(self, count: int, faces: Sequence[F]) -> tuple[F, ...]:
        return tuple(self._rng.choice(faces) for _ in range(count))


class ScriptedDice:
    """Dice that show the given values (numbers or letters) in order: for tests and replays."""

    def __init__(self, values: Iterable[object]) -> None:
        self._values = list(values)
        self._next = 0

    def roll(self, count: int, faces: Sequence[F]) -> tuple[F, ...]:
        out = tuple(self._values[self._next:self._next + count])
        if len(out) < count:
            raise DiceError(f"the scripted dice ran out after {self._next} values")
        bad = [v for v in out if v not in faces]
        if bad:
            raise DiceError(f"a scripted die shows {bad[0]}, which the dice do not have")
        self._next += count
        return tuple(faces[faces.index(v)] for v in out)  # each value is one of the faces

