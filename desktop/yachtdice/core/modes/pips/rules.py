"""The one scoring computation: what each open box would give for a roll, and which are allowed.

Everything that shows or uses a score goes through :func:`evaluate` (vectorised
over many rolls, for the solver) or :func:`options` (one roll, for play,
previews and the CLI). It adds to the score table what depends on the card:
the joker rules, the extra-Yahtzee bonus and the scoring order.

>>> from yachtdice.core.modes.pips.presets import preset
>>> from yachtdice.core.modes.pips.scorecard import Scorecard
>>> card = Scorecard.from_dict(preset("yahtzee"), {"yahtzee": 0, "fours": 12})
>>> options(card, (4, 4, 4, 4, 4)).points("large_straight")  # rule sheet 001's example
40
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import TYPE_CHECKING

from yachtdice.core.errors import DiceError, IllegalActionError
from yachtdice.core.modes.pips.ruleset import Category, Joker, Order, Ruleset, Section
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.pips.table import ScoreTable, dice_problem, score_table
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

if TYPE_CHECKING:  # NumPy is imported with the first score, not with the rules
    import numpy as np
    import numpy.typing as npt

    from yachtdice.core.modes.pips.table import IntArray


class Verdict(IntEnum):
    """Whether a box may take the roll now, and if not, why."""

    ALLOWED = 0
    FILLED = 1
    NOT_NEXT = 2      # top-to-bottom order: an earlier box is still open
    UPPER_FIRST = 3   # forced joker: the matching upper box is open and must take it
    LOWER_FIRST = 4   # forced joker: an open lower box must take it


@value_type(hot=("init",))
class Evaluation:
    """Scores of k rolls of one card against every box: arrays (k, C) and (k,)."""

    points: IntArray
    verdict: npt.NDArray[np.int8]
    joker: npt.NDArray[np.bool_]
    extra_bonus: IntArray


@value_type(hot=("init",))
class CardsEvaluation:
    """Scores of every roll against every box for S cards at once, factored.

    Only an all-same roll can score differently from its table value or be refused
    for more than its box's state (jokers, the extra bonus). So every other roll
    scores ``table.points`` and may be booked where ``verdict`` (S, C) allows; the
    all-same rolls (``special``, their table rows) have full (S, m, C) arrays.
    """

    verdict: npt.NDArray[np.int8]
    special: npt.NDArray[np.intp]
    special_points: IntArray
    special_verdict: npt.NDArray[np.int8]
    special_joker: npt.NDArray[np.bool_]
    special_extra: IntArray


# What the all-same (Yahtzee) box holds, per card, for evaluate_cards.
SAME_OPEN, SAME_ZERO, SAME_SCORED = 0, 1, 2


def same_state(all_same_score: int | None) -> int:
    if all_same_score is None:
        return SAME_OPEN
    return SAME_SCORED if all_same_score > 0 else SAME_ZERO


def evaluate(table: ScoreTable, filled: npt.NDArray[np.bool_], all_same_score: int | None,
             rolls: npt.NDArray[np.intp]) -> Evaluation:
    """Score rows ``rolls`` of ``table`` for one card whose filled boxes are ``filled``.

    ``all_same_score`` is what the card's all-same box holds (None while open).
    Points of boxes that are not allowed are still computed (the verdict says why
    they may not be taken); callers mask them.
    """
    import numpy as np

    rolls = np.asarray(rolls, dtype=np.intp)
    ev = evaluate_cards(table, np.asarray(filled, dtype=np.bool_)[None, :],
                        np.array([same_state(all_same_score)], dtype=np.int8))
    points = table.points[rolls].copy()
    verdict = np.broadcast_to(ev.verdict[0], points.shape).copy()
    joker = np.zeros(points.shape, dtype=np.bool_)
    extra = np.zeros(len(rolls), dtype=np.int32)
    for j, row in enumerate(ev.special):
        at = np.flatnonzero(rolls == row)
        points[at] = ev.special_points[0, j]
        verdict[at] = ev.special_verdict[0, j]
        joker[at] = ev.special_joker[0, j]
        extra[at] = ev.special_extra[0, j]
    return Evaluation(points, verdict, joker, extra)


def evaluate_cards(table: ScoreTable, filled: npt.NDArray[np.bool_],
                   same: npt.NDArray[np.int8]) -> CardsEvaluation:
    """Score every roll of ``table`` for S cards at once.

    ``filled`` (S, C) marks each card's filled boxes; ``same`` (S,) says what its
    all-same box holds (SAME_OPEN, SAME_ZERO, SAME_SCORED). This is the one place
    where the joker, the extra bonus and the scoring order are applied.
    """
    import numpy as np

    rs = table.ruleset
    filled = np.asarray(filled, dtype=np.bool_)
    n_cards, n_boxes = filled.shape
    verdict = np.where(filled, np.int8(Verdict.FILLED), np.int8(Verdict.ALLOWED))
    if rs.order is Order.TOP_TO_BOTTOM:
        first = np.argmin(filled, axis=1)
        later = np.ones(filled.shape, dtype=np.bool_)
        later[np.arange(n_cards), first] = False
        verdict[later & ~filled] = Verdict.NOT_NEXT

    special = np.flatnonzero(table.all_same_face >= 0)
    faces = table.all_same_face[special]
    points = np.broadcast_to(table.points[special], (n_cards, len(special), n_boxes)).copy()
    s_verdict = np.broadcast_to(verdict[:, None, :], points.shape).copy()
    joker = np.zeros(points.shape, dtype=np.bool_)
    scored = same == SAME_SCORED
    extra = np.where(scored[:, None], rs.extra_yahtzee_bonus, 0).astype(np.int32)
    extra = np.broadcast_to(extra, (n_cards, len(special))).copy()

    if rs.joker is not Joker.NONE and np.any(same != SAME_OPEN):
        non_face = np.array([not c.is_face for c in rs.categories])
        lower = np.array([c.section is Section.LOWER for c in rs.categories])
        lower_open_any = (lower[None, :] & ~filled).any(axis=1)
        in_order = rs.order is Order.TOP_TO_BOTTOM
        box_filled = same != SAME_OPEN
        for j, f in enumerate(faces):
            box = table.face_box[f]
            upper_open = (~filled[:, box]) if box >= 0 else np.zeros(n_cards, dtype=np.bool_)
            # the patterns count as met: under FORCED always, under FREE only once the
            # matching upper box is filled
            met = box_filled & ~upper_open
            natural = table.points[special[j], non_face]
            jp = table.joker_points[f, non_face]
            points[:, j, :][np.ix_(met, non_face)] = jp
            joker[:, j, :][np.ix_(met, non_face)] = jp != natural
            if rs.joker is Joker.FORCED and not in_order:
                allowed = s_verdict[:, j, :] == Verdict.ALLOWED
                must_upper = box_filled & upper_open
                if box >= 0 and must_upper.any():
                    others = allowed.copy()
                    others[:, box] = False
                    s_verdict[:, j, :][others & must_upper[:, None]] = Verdict.UPPER_FIRST
                must_lower = met & lower_open_any
                refuse = allowed & ~lower[None, :] & must_lower[:, None]
                s_verdict[:, j, :][refuse] = Verdict.LOWER_FIRST
    return CardsEvaluation(verdict, special, points, s_verdict, joker, extra)


_FILLED = QT_TRANSLATE_NOOP("rules", "{box} is already filled.")
_NOT_NEXT = QT_TRANSLATE_NOOP("rules", "Boxes are filled from top to bottom; {box} comes first.")
_UPPER_FIRST = QT_TRANSLATE_NOOP("rules", "Joker rule: a roll of all {face}s must go in {box} "
                                 "while it is open.")
_UPPER_FIRST_NO_BOX = QT_TRANSLATE_NOOP("rules", "Joker rule: a roll of all {face}s must go in "
                                        "the matching upper box while it is open.")
_LOWER_FIRST = QT_TRANSLATE_NOOP("rules", "Joker rule: with the matching upper box filled, an "
                                 "open lower box must take this roll.")


def reason(verdict: Verdict, category: Category, dice: Sequence[int], card: Scorecard
           ) -> str | None:
    """A sentence saying why ``category`` may not take ``dice`` on ``card`` now (None if it may)."""
    rs = card.ruleset
    if verdict is Verdict.ALLOWED:
        return None
    if verdict is Verdict.FILLED:
        return _FILLED.format(box=category.label)
    if verdict is Verdict.NOT_NEXT:
        return _NOT_NEXT.format(box=rs.category(card.open_ids[0]).label)
    if verdict is Verdict.UPPER_FIRST:
        box = rs.face_box_index(dice[0])
        if box is None:
            return _UPPER_FIRST_NO_BOX.format(face=dice[0])
        return _UPPER_FIRST.format(face=dice[0], box=rs.categories[box].label)
    return _LOWER_FIRST.text


@value_type(hot=("init",))
class BoxOption:
    """One open box for the current roll: ``points`` if allowed, else None and a ``reason``."""

    category: Category
    points: int | None
    reason: str | None = None
    joker: bool = False

    @property
    def allowed(self) -> bool:
        return self.points is not None


@value_type
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
    import numpy as np

    return np.array([v is not None for v in card.boxes], dtype=np.bool_)


#: options already worked out, by what they are a function of: the card's ruleset (its
#: identity: each is kept alive here while its options are), boxes and extra bonuses, and
#: the dice. The window's card, the check of a claim and the booking ask for the same ones
#: in turn, and a game replayed (a record read again) asks again for each of its moves.
_KEPT: dict[tuple[object, ...], tuple[Ruleset, Options]] = {}
_KEPT_AT_MOST = 256


def options(card: Scorecard, dice: Sequence[int]) -> Options:
    """What each open box of ``card`` would score with ``dice`` now, or why it may not.

    Raises DiceError if the dice do not fit the ruleset.
    """
    rules = card.ruleset
    key = (id(rules), card.boxes, card.extra_bonuses, tuple(dice))
    try:
        kept = _KEPT.get(key)
    except TypeError:  # dice that cannot be a key cannot fit either: the error says why
        return _options(card, dice)
    if kept is not None and kept[0] is rules:
        return kept[1]
    found = _options(card, dice)
    if len(_KEPT) >= _KEPT_AT_MOST:
        _KEPT.clear()
    _KEPT[key] = (rules, found)
    return found


def _options(card: Scorecard, dice: Sequence[int]) -> Options:
    import numpy as np

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


def book(card: Scorecard, dice: Sequence[int], category_id: str,
         opts: Options | None = None) -> Scorecard:
    """The card after scoring ``dice`` in ``category_id`` (``opts``: their options, when
    already worked out).

    Raises DiceError for dice that do not fit, IllegalActionError for a box that
    is filled, unknown or not allowed now.
    """
    opts = opts or options(card, dice)
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
