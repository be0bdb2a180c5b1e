"""What a scorecard box asks of the dice: the catalogue of pattern kinds.

A pattern looks at a roll as a multiset and answers one question: does the roll
qualify, and if so, what is the largest sum of dice it can *use*? (The sum of
the dice used is what "sum_used" scoring books; "fixed" and "sum_all" scoring
only need to know that the roll qualifies.) Patterns know nothing of bonuses,
jokers or scorecards; :mod:`yachtdice.core.modes.pips.rules` adds those.

>>> OfAKind(3).used(count_faces((5, 5, 5, 2, 1)))
15
>>> Groups((3, 2)).used(count_faces((3, 3, 3, 5, 5)))
19
>>> Run(4).used(count_faces((1, 2, 3, 4, 6))) is not None
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import ClassVar

from yachtdice.core.values import value_type

Counts = Mapping[int, int]
"""A roll as face -> how many dice show it (faces with no dice may be absent)."""


def count_faces(dice: Iterable[int]) -> dict[int, int]:
    """Count a roll's faces.

    >>> count_faces([2, 6, 2])
    {2: 2, 6: 1}
    """
    return dict(Counter(dice))


def _dice_total(counts: Counts) -> int:
    return sum(face * n for face, n in counts.items())


@value_type(slots=True, hot=("hash",))
class FaceCount:
    """The upper boxes: the dice showing ``face``, summed (zero if none show it)."""

    face: int
    kind: ClassVar[str] = "face"

    def used(self, counts: Counts) -> int | None:
        return counts.get(self.face, 0) * self.face

    def dice_used(self, dice_count: int) -> int:
        return dice_count


@value_type(slots=True, hot=("hash",))
class OfAKind:
    """``n`` dice of one face: at least ``n`` of them, or exactly ``n`` when ``exactly``.

    Uses the ``n`` matching dice of the highest face that qualifies.

    >>> OfAKind(4).used(count_faces((2, 2, 2, 2, 2)))
    8
    >>> OfAKind(3, exactly=True).used(count_faces((3, 3, 3, 3, 1))) is None
    True
    """

    n: int
    exactly: bool = False
    kind: ClassVar[str] = "n_of_a_kind"

    def used(self, counts: Counts) -> int | None:
        return _best_groups(counts, (self.n,), distinct=True, exactly=self.exactly)

    def dice_used(self, dice_count: int) -> int:
        return self.n


@value_type(slots=True, hot=("hash",))
class Groups:
    """Groups of equal dice, one group per entry of ``sizes``.

    ``(2,)`` is one pair, ``(2, 2)`` two pairs, ``(3, 2)`` a full house,
    ``(3, 3)`` a villa, ``(4, 2)`` a tower. With ``distinct`` every group shows a
    different face (the usual rule); without it one face may fill several groups
    (four 1s make two pairs). ``exactly`` asks that each face used shows on
    exactly as many dice as its groups take. The highest-scoring choice is used.

    >>> Groups((2, 2)).used(count_faces((1, 1, 1, 1, 5))) is None
    True
    >>> Groups((2, 2), distinct=False).used(count_faces((1, 1, 1, 1, 5)))
    4
    """

    sizes: tuple[int, ...]
    distinct: bool = True
    exactly: bool = False
    kind: ClassVar[str] = "groups"

    def used(self, counts: Counts) -> int | None:
        return _best_groups(counts, self.sizes, distinct=self.distinct, exactly=self.exactly)

    def dice_used(self, dice_count: int) -> int:
        return sum(self.sizes)


@value_type(slots=True, hot=("hash",))
class Run:
    """A straight: ``length`` consecutive face values among the dice (the highest run is used).

    >>> Run(4).used(count_faces((3, 4, 5, 6, 6)))
    18
    """

    length: int
    kind: ClassVar[str] = "straight"

    def used(self, counts: Counts) -> int | None:
        present = {face for face, n in counts.items() if n > 0}
        for top in sorted(present, reverse=True):
            run = range(top - self.length + 1, top + 1)
            if all(face in present for face in run):
                return sum(run)
        return None

    def dice_used(self, dice_count: int) -> int:
        return self.length


@value_type(slots=True, hot=("hash",))
class FaceSet:
    """A straight given as a set of faces: the roll is exactly that set, or contains it.

    >>> FaceSet((1, 2, 3, 4, 5), exact=True).used(count_faces((5, 4, 3, 2, 1)))
    15
    >>> FaceSet((1, 2, 3, 4, 5)).used(count_faces((1, 2, 3, 4, 5, 5)))
    15
    """

    faces: tuple[int, ...]
    exact: bool = False
    kind: ClassVar[str] = "straight"

    def used(self, counts: Counts) -> int | None:
        wanted = set(self.faces)
        if self.exact:
            ok = all(counts.get(face, 0) == (1 if face in wanted else 0)
                     for face in wanted | set(counts))
        else:
            ok = all(counts.get(face, 0) >= 1 for face in wanted)
        return sum(self.faces) if ok else None

    def dice_used(self, dice_count: int) -> int:
        return len(self.faces)


@value_type(slots=True, hot=("hash",))
class AllSame:
    """Every die shows the same face: the Yahtzee, Yatzy or Yacht box.

    Bonuses for further all-same rolls and the joker rules refer to this box.
    """

    kind: ClassVar[str] = "all_same"

    def used(self, counts: Counts) -> int | None:
        showing = [face for face, n in counts.items() if n > 0]
        return _dice_total(counts) if len(showing) == 1 else None

    def dice_used(self, dice_count: int) -> int:
        return dice_count


@value_type(slots=True, hot=("hash",))
class Chance:
    """Every roll qualifies; all dice count."""

    kind: ClassVar[str] = "chance"

    def used(self, counts: Counts) -> int | None:
        return _dice_total(counts)

    def dice_used(self, dice_count: int) -> int:
        return dice_count


Pattern = FaceCount | OfAKind | Groups | Run | FaceSet | AllSame | Chance


def _best_groups(counts: Counts, sizes: tuple[int, ...], *, distinct: bool,
                 exactly: bool) -> int | None:
    """The largest sum of dice used when each group in ``sizes`` takes dice of one face."""
    order = sorted(sizes, reverse=True)
    faces = sorted((f for f, n in counts.items() if n > 0), reverse=True)
    taken: dict[int, int] = {}
    best: int | None = None

    def place(i: int, total: int, previous_face: int | None) -> None:
        nonlocal best
        if i == len(order):
            if exactly and any(taken[f] and taken[f] != counts[f] for f in taken):
                return
            if best is None or total > best:
                best = total
            return
        size = order[i]
        same_size_as_previous = i > 0 and order[i - 1] == size
        for face in faces:
            # Groups of equal size are interchangeable: take their faces in
            # descending order so each choice is tried once.
            if same_size_as_previous and previous_face is not None and face > previous_face:
                continue
            if distinct and taken.get(face, 0):
                continue
            if counts[face] - taken.get(face, 0) < size:
                continue
            taken[face] = taken.get(face, 0) + size
            place(i + 1, total + size * face, face)
            taken[face] -= size

    place(0, 0, None)
    return best
