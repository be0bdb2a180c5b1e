"""The one scoring computation: what each open box would give for a roll, and which are allowed.

Everything that shows or uses a score goes through :func:`evaluate` (vectorised
over many rolls, for the solver) or :func:`options` (one roll, for play,
previews and the CLI). It adds to the score table what depends on the card:
the joker rules, the extra-Yahtzee bonus and the scoring order.

>>> from yachtdice.core.presets import preset
>>> from yachtdice.core.scorecard import Scorecard
>>> card = Scorecard.from_dict(preset("yahtzee"), {"yahtzee": 0, "fours": 12})
>>> options(card, (4, 4, 4, 4, 4)).points("large_straight")  # rule sheet 001's example
40
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

import numpy as np
import numpy.typing as npt

from .errors import DiceError, IllegalActionError
from .ruleset import Category, Joker, Order, Section
from .scorecard import Scorecard
from .table import IntArray, ScoreTable, dice_problem, score_table


class Verdict(IntEnum):
    """Whether a box may take the roll now, and if not, why."""

    ALLOWED = 0
    FILLED = 1
    NOT_NEXT = 2      # top-to-bottom order: an earlier box is still open
    UPPER_FIRST = 3   # forced joker: the matching upper box is open and must take it
    LOWER_FIRST = 4   # forced joker: an open lower box must take it


@dataclass(frozen=True)
class Evaluation:
    """Scores of k rolls against every box of one card: arrays of shape (k, C) and (k,)."""

    points: IntArray
    verdict: npt.NDArray[np.int8]
    joker: npt.NDArray[np.bool_]
    extra_bonus: IntArray


def evaluate(table: ScoreTable, filled: npt.NDArray[np.bool_], all_same_score: int | None,
             rolls: npt.NDArray[np.intp]) -> Evaluation:
    """Score rows ``rolls`` of ``table`` for a card whose filled boxes are ``filled``.

    ``all_same_score`` is what the card's all-same box holds (None while open).
    Points of boxes that are not allowed are still computed (the verdict says why
    they may not be taken); callers mask them.
    """
    rs = table.ruleset
    rolls = np.asarray(rolls, dtype=np.intp)
    points = table.points[rolls].copy()
    verdict = np.zeros(points.shape, dtype=np.int8)
    joker = np.zeros(points.shape, dtype=np.bool_)
    verdict[:, filled] = Verdict.FILLED
    faces = table.all_same_face[rolls]
    extra = np.zeros(len(rolls), dtype=np.int32)
    if all_same_score:
        extra[faces >= 0] = rs.extra_yahtzee_bonus

    if rs.joker is not Joker.NONE and all_same_score is not None:
        non_face = np.array([not c.is_face for c in rs.categories])
        lower_open = np.array([c.section is Section.LOWER for c in rs.categories]) & ~filled
        in_order = rs.order is Order.TOP_TO_BOTTOM
        for row in np.flatnonzero(faces >= 0):
            f = faces[row]
            box = table.face_box[f]
            upper_open = box >= 0 and not filled[box]
            if rs.joker is Joker.FREE and upper_open:
                continue  # the patterns count only once the matching upper box is filled
            if not upper_open:
                points[row, non_face] = table.joker_points[f, non_face]
                joker[row, non_face] = points[row, non_face] != table.points[rolls[row], non_face]
            if rs.joker is Joker.FORCED and not in_order:
                allowed = verdict[row] == Verdict.ALLOWED
                if upper_open:
                    others = allowed.copy()
                    others[box] = False
                    verdict[row, others] = Verdict.UPPER_FIRST
                elif lower_open.any():
                    verdict[row, allowed & ~lower_open] = Verdict.LOWER_FIRST

    if rs.order is Order.TOP_TO_BOTTOM and not filled.all():
        later = np.ones(len(filled), dtype=np.bool_)
        later[int(np.argmin(filled))] = False
        verdict[:, later & ~filled] = Verdict.NOT_NEXT
    return Evaluation(points, verdict, joker, extra)


def reason(verdict: Verdict, category: Category, dice: Sequence[int], card: Scorecard
           ) -> str | None:
    """A sentence saying why ``category`` may not take ``dice`` on ``card`` now (None if it may)."""
    rs = card.ruleset
    if verdict is Verdict.ALLOWED:
        return None
    if verdict is Verdict.FILLED:
        return f"{category.label} is already filled."
    if verdict is Verdict.NOT_NEXT:
        first = rs.category(card.open_ids[0]).label
        return f"Boxes are filled from top to bottom; {first} comes first."
    if verdict is Verdict.UPPER_FIRST:
        box = rs.face_box_index(dice[0])
        upper = rs.categories[box].label if box is not None else "the matching upper box"
        return f"Joker rule: a roll of all {dice[0]}s must go in {upper} while it is open."
    return "Joker rule: with the matching upper box filled, an open lower box must take this roll."


@dataclass(frozen=True)
class BoxOption:
    """One open box for the current roll: ``points`` if allowed, else None and a ``reason``."""

    category: Category
    points: int | None
    reason: str | None = None
    joker: bool = False

    @property
    def allowed(self) -> bool:
        return self.points is not None


@dataclass(frozen=True)
class Options:
    """Every open box of a card for one roll, in scorecard order, and the bonus the roll earns."""

    boxes: tuple[BoxOption, ...]
    extra_bonus: int

    def get(self, category_id: str) -> BoxOption:
        for b in self.boxes:
            if b.category.id == category_id:
                return b
        raise KeyError(category_id)

    def points(self, category_id: str) -> int | None:
        return self.get(category_id).points

    @property
    def allowed(self) -> tuple[BoxOption, ...]:
        return tuple(b for b in self.boxes if b.allowed)

    def as_dict(self) -> dict[str, int | None]:
        return {b.category.id: b.points for b in self.boxes}


def filled_mask(card: Scorecard) -> npt.NDArray[np.bool_]:
    return np.array([v is not None for v in card.boxes], dtype=np.bool_)


def options(card: Scorecard, dice: Sequence[int]) -> Options:
    """What each open box of ``card`` would score with ``dice`` now, or why it may not.

    Raises DiceError if the dice do not fit the ruleset.
    """
    rs = card.ruleset
    problem = dice_problem(rs, dice)
    if problem:
        raise DiceError(problem)
    table = score_table(rs)
    row = table.index(dice)
    ev = evaluate(table, filled_mask(card), card.all_same_score, np.array([row]))
    boxes = []
    for i, (c, v) in enumerate(zip(rs.categories, card.boxes, strict=False)):
        if v is not None:
            continue
        verdict = Verdict(int(ev.verdict[0, i]))
        allowed = verdict is Verdict.ALLOWED
        boxes.append(BoxOption(c, int(ev.points[0, i]) if allowed else None,
                               reason(verdict, c, dice, card), bool(ev.joker[0, i])))
    return Options(tuple(boxes), int(ev.extra_bonus[0]))


def book(card: Scorecard, dice: Sequence[int], category_id: str) -> Scorecard:
    """The card after scoring ``dice`` in ``category_id``.

    Raises DiceError for dice that do not fit, IllegalActionError for a box that
    is filled, unknown or not allowed now.
    """
    opts = options(card, dice)
    try:
        choice = opts.get(category_id)
    except KeyError:
        if category_id in card.ruleset.category_ids:
            raise IllegalActionError(f"{card.ruleset.category(category_id).label} is already "
                                     "filled.") from None
        raise IllegalActionError(f"{card.ruleset.name} has no box {category_id!r}.") from None
    if choice.points is None:
        raise IllegalActionError(choice.reason or "not allowed now")
    return card.with_score(category_id, choice.points, extra_bonus=opts.extra_bonus > 0)
