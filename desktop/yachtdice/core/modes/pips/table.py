"""The score table: every distinct roll scored against every box, once per ruleset.

Play, previews, computer players and the solver all read this one table, so
they cannot disagree about what a roll is worth.

>>> from yachtdice.core.modes.pips.presets import preset
>>> t = score_table(preset("yahtzee"))
>>> len(t.rolls), t.points.shape
(252, (252, 13))
>>> int(t.points[t.index((3, 3, 3, 5, 5)), t.ruleset.index("full_house")])
25
"""

from __future__ import annotations

import threading
from collections import Counter, OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb, factorial, prod
from typing import TYPE_CHECKING

from yachtdice.core.errors import DiceError
from yachtdice.core.modes.pips.ruleset import Category, Ruleset

if TYPE_CHECKING:  # NumPy is imported with the first table, not with the rules
    import numpy as np
    import numpy.typing as npt

    IntArray = npt.NDArray[np.int32]


def __getattr__(name: str) -> object:
    if name == "IntArray":  # the alias, for modules that import it
        import numpy as np
        import numpy.typing as npt

        return npt.NDArray[np.int32]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class ScoreTable:
    """Scores of every distinct roll (a multiset of faces) for one ruleset.

    Attributes (R rolls, C boxes, F faces):

    - ``rolls``: the rolls as sorted tuples, in a fixed order; row r of every array.
    - ``points`` (R, C): what each roll scores in each box, without any joker.
    - ``joker_points`` (F, C): what an all-same roll of face f scores in each box
      when a joker lets it count as meeting the box's pattern.
    - ``all_same_face`` (R,): the face index of an all-same roll, else -1.
    - ``face_box`` (F,): the index of the upper box counting face f, else -1.
    - ``counts`` (R, F): how many dice show each face.
    - ``probability`` (R,): the chance of this roll when all dice are thrown.
    """

    def __init__(self, ruleset: Ruleset) -> None:
        import numpy as np

        self.ruleset = ruleset
        faces = ruleset.faces
        n = ruleset.dice_count
        self.rolls: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(faces, n))
        self._index = {roll: i for i, roll in enumerate(self.rolls)}
        face_pos = {f: i for i, f in enumerate(faces)}
        counts = np.zeros((len(self.rolls), len(faces)), dtype=np.int32)
        for r, roll in enumerate(self.rolls):
            for f in roll:
                counts[r, face_pos[f]] += 1
        self.counts = counts
        if len(self.rolls) <= KEEP_ROLLS:
            columns = [_box_column(c, faces, n) for c in ruleset.categories]
        else:  # too big to keep: counted once for this table only
            counted = _count_rolls(faces, n)
            columns = [_score_column(c, counted) for c in ruleset.categories]
        self.points: IntArray = np.stack(columns, axis=1) if columns else \
            np.zeros((len(self.rolls), 0), dtype=np.int32)
        self.joker_points: IntArray = np.array(
            [[c.score((f,) * n) if c.is_face else c.joker_score(f, n)
              for c in ruleset.categories] for f in faces], dtype=np.int32)
        self.all_same_face: IntArray = np.full(len(self.rolls), -1, dtype=np.int32)
        for f, face in enumerate(faces):
            self.all_same_face[self._index[(face,) * n]] = f
        self.face_box: IntArray = np.array(
            [-1 if (i := ruleset.face_box_index(f)) is None else i for f in faces], dtype=np.int32)
        ways = np.array([factorial(n) / prod(factorial(int(k)) for k in row) for row in counts])
        self.probability = ways / len(faces) ** n
        self._achievable: tuple[frozenset[int], ...] | None = None
        for arr in (self.counts, self.points, self.joker_points, self.all_same_face,
                    self.face_box, self.probability):
            arr.setflags(write=False)

    def __repr__(self) -> str:
        return f"score_table({self.ruleset.id!r})  # {len(self.rolls)} rolls"

    def index(self, dice: Sequence[int]) -> int:
        """The row of these dice, in any order; DiceError if they do not fit the ruleset."""
        key = tuple(sorted(dice))
        try:
            return self._index[key]
        except KeyError:
            raise DiceError(dice_problem(self.ruleset, dice) or "dice not in the table") from None

    def achievable(self, column: int) -> frozenset[int]:
        """Every score box ``column`` can ever hold (zero included)."""
        if self._achievable is None:
            self._achievable = tuple(
                frozenset(set(self.points[:, c].tolist()) | set(self.joker_points[:, c].tolist())
                          | {0})
                for c in range(self.points.shape[1]))
        return self._achievable[column]


def dice_problem(ruleset: Ruleset, dice: Sequence[object]) -> str | None:
    """Why these dice cannot be a roll under ``ruleset``, or None if they can.

    >>> from yachtdice.core.modes.pips.presets import preset
    >>> dice_problem(preset("yahtzee"), [1, 2, 3])
    'expected 5 dice, got 3'
    >>> dice_problem(preset("yahtzee"), [1, 2, 3, 4, 7])
    'a die shows 7, but the faces are 1, 2, 3, 4, 5, 6'
    """
    if len(dice) != ruleset.dice_count:
        return f"expected {ruleset.dice_count} dice, got {len(dice)}"
    for d in dice:
        if isinstance(d, bool) or not isinstance(d, int) or d not in ruleset.faces:
            return (f"a die shows {d!r}, but the faces are "
                    f"{', '.join(str(f) for f in ruleset.faces)}")
    return None


KEEP_ROLLS = 5_000  # tables up to this many rolls keep their columns (Maxi Yatzy: 462)


Counted = tuple[tuple[dict[int, int], int], ...]  # each roll: face -> dice, and its total


@lru_cache(maxsize=128)
def _box_column(box: Category, faces: tuple[int, ...], dice: int) -> IntArray:
    """One box's points for every roll, in the table's order (read-only), kept per box: a
    house rule being edited is a new ruleset on every change, but most of its boxes are
    not. Only for tables of at most KEEP_ROLLS rolls: 128 columns hold 2.6 MB at most."""
    column = _score_column(box, _counted_kept(faces, dice))
    column.setflags(write=False)
    return column


def _score_column(box: Category, counted: Counted) -> IntArray:
    import numpy as np

    return np.fromiter((box.score_counted(counts, total) for counts, total in counted),
                       dtype=np.int32, count=len(counted))


def _count_rolls(faces: tuple[int, ...], dice: int) -> Counted:
    """Every roll in the table's order, counted and added up, once for all the boxes. The
    counts are only read: patterns never change what they are given."""
    return tuple((dict(Counter(roll)), sum(roll))
                 for roll in combinations_with_replacement(faces, dice))


_counted_kept = lru_cache(maxsize=2)(_count_rolls)  # the last two small tables' rolls


@lru_cache(maxsize=128)
def box_values(box: Category, faces: tuple[int, ...], dice: int) -> frozenset[int]:
    """Every score ``box`` can ever hold with ``dice`` dice of ``faces`` (zero included):
    :meth:`ScoreTable.achievable` worked out without the table (nor NumPy), for a scorecard
    shown before any roll."""
    small = comb(len(faces) + dice - 1, dice) <= KEEP_ROLLS
    counted = _counted_kept(faces, dice) if small else _count_rolls(faces, dice)
    jokers = (box.score((f,) * dice) if box.is_face else box.joker_score(f, dice)
              for f in faces)
    return frozenset(box.score_counted(counts, total) for counts, total in counted) | \
        frozenset(jokers) | {0}


TABLES_KEPT = 16  # the tables of the last rulesets used (Yahtzee's: 0.1 MB)
_TABLES: OrderedDict[Ruleset, ScoreTable] = OrderedDict()  # the most recently used last
_BUILDING: dict[Ruleset, threading.Event] = {}  # tables being built, set once built
_GUARD = threading.Lock()  # over both


def score_table(ruleset: Ruleset) -> ScoreTable:
    """The shared table for a ruleset, built on first use, once: a caller on another
    thread while it is being built (the window builds it in the background when a game is
    dealt) waits for that build rather than making a second."""
    while True:
        with _GUARD:
            table = _TABLES.get(ruleset)
            if table is not None:
                _TABLES.move_to_end(ruleset)
                return table
            building = _BUILDING.get(ruleset)
            mine = building is None
            if building is None:
                building = _BUILDING[ruleset] = threading.Event()
        if not mine:
            building.wait()
            continue  # built (or, if that build failed, built here)
        try:
            table = ScoreTable(ruleset)
            with _GUARD:
                _TABLES[ruleset] = table
                while len(_TABLES) > TABLES_KEPT:
                    _TABLES.popitem(last=False)
            return table
        finally:
            with _GUARD:
                del _BUILDING[ruleset]
            building.set()


def built_table(ruleset: Ruleset) -> ScoreTable | None:
    """The ruleset's table if it is built already, else None (nothing is built)."""
    with _GUARD:
        return _TABLES.get(ruleset)
