"""Triple Yahtzee's rules of play: what each open box of each column scores for a roll, the
joker across the columns, the bonus chips, and the engine the turn skeleton asks.

The boxes score as official Yahtzee's (pip dice's score table for its rules). What is Triple
Yahtzee's own: once all three Yahtzee boxes are filled, a Yahtzee is a joker, and the
official forced rule reads across the columns: the matching upper box in any column where
it is open; if none is, any open lower box of any column, where it scores as if it met the
box's pattern; if no lower box is open either, any open upper box, for zero. Once all three
Yahtzee boxes hold 50, a Yahtzee also earns a chip in the column it is entered in.

>>> from yachtdice.core.modes.triple.rules import TRIPLE
>>> card = TripleCard.empty(TRIPLE)
>>> for column in range(3):
...     card = TRIPLE_ENGINE.book(TRIPLE, card, (2, 2, 2, 2, 2), Place("yahtzee", column))
>>> now = options(card, (4, 4, 4, 4, 4))
>>> now.points(Place("fours", 1)), now.points(Place("chance", 1)), now.chip
(20, None, True)
>>> card = TRIPLE_ENGINE.book(TRIPLE, card, (4, 4, 4, 4, 4), Place("fours", 1))
>>> card.value(Place("fours", 1)), card.chip_points(1), card.grand_total
(20, 200, 540)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yachtdice.core.errors import DiceError, IllegalActionError
from yachtdice.core.game import Place, Standing
from yachtdice.core.jsontext import excerpt
from yachtdice.core.modes.pips.ruleset import Section
from yachtdice.core.modes.pips.table import dice_problem, score_table
from yachtdice.core.modes.triple.card import COLUMNS, TripleCard
from yachtdice.core.modes.triple.rules import TripleRules
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

_NOT_A_PLACE = QT_TRANSLATE_NOOP("Triple Yahtzee", "a Triple Yahtzee claim is a box and its "
                                 "column")
_NO_SUCH_BOX = QT_TRANSLATE_NOOP("Triple Yahtzee", "{rules} has no box {box}")
_NO_COLUMN = QT_TRANSLATE_NOOP("Triple Yahtzee", "the columns are ×1, ×2 and ×3")
_FILLED = QT_TRANSLATE_NOOP("Triple Yahtzee", "{box} in {column} is already filled")
_UPPER_FIRST = QT_TRANSLATE_NOOP("Triple Yahtzee", "Joker rule: a roll of all {face}s must go "
                                 "in {box} in a column where it is open.")
_LOWER_FIRST = QT_TRANSLATE_NOOP("Triple Yahtzee", "Joker rule: with {box} filled in every "
                                 "column, an open lower box must take this roll.")


@value_type(slots=True)
class Choice:
    """One open box of one column for the roll: ``points`` as written (None: not allowed,
    ``reason`` says why), and whether the joker made it count."""

    place: Place
    points: int | None
    reason: str | None = None
    joker: bool = False

    @property
    def allowed(self) -> bool:
        return self.points is not None


@value_type(slots=True)
class Options:
    """Every open box of every column for one roll (column by column), and whether the roll
    earns a chip wherever it is entered."""

    choices: tuple[Choice, ...]
    chip: bool

    def get(self, place: Place) -> Choice:
        for c in self.choices:
            if c.place == place:
                return c
        raise KeyError(place)

    def points(self, place: Place) -> int | None:
        return self.get(place).points

    @property
    def allowed(self) -> tuple[Choice, ...]:
        return tuple(c for c in self.choices if c.allowed)


def options(card: TripleCard, dice: Sequence[int]) -> Options:
    """What each open box of ``card`` would hold with ``dice`` now, or why it may not.

    Raises DiceError for dice that do not fit."""
    rules = card.rules
    base = rules.base
    problem = dice_problem(base, dice)
    if problem:
        raise DiceError(problem)
    table = score_table(base)
    row = table.index(dice)
    natural = [int(v) for v in table.points[row]]
    face = int(table.all_same_face[row])
    joker = face >= 0 and card.jokers
    upper = [c.section is Section.UPPER for c in base.categories]
    choices: list[Choice] = []
    face_box = int(table.face_box[face]) if joker else -1
    upper_open = joker and face_box >= 0 and any(col[face_box] is None for col in card.cells)
    lower_open = any(v is None and not up for col in card.cells
                     for v, up in zip(col, upper, strict=True))
    for column, cells in enumerate(card.cells):
        for i, (box, value) in enumerate(zip(rules.boxes, cells, strict=True)):
            if value is not None:
                continue
            place = Place(box, column)
            if not joker:
                choices.append(Choice(place, natural[i]))
            elif upper_open:
                if i == face_box:
                    choices.append(Choice(place, natural[i]))
                else:
                    choices.append(Choice(place, None, _UPPER_FIRST.format(
                        face=dice[0], box=rules.label(rules.boxes[face_box]))))
            elif lower_open:
                if upper[i]:
                    choices.append(Choice(place, None, _LOWER_FIRST.format(
                        box=rules.label(rules.boxes[face_box]) if face_box >= 0 else "")))
                else:
                    points = int(table.joker_points[face, i])
                    choices.append(Choice(place, points, joker=points != natural[i]))
            else:
                choices.append(Choice(place, natural[i]))
    return Options(tuple(choices), face >= 0 and card.earns_chips)


def book(card: TripleCard, dice: Sequence[int], place: Place,
         opts: Options | None = None) -> TripleCard:
    """The card after entering ``dice`` in ``place``; IllegalActionError if it may not."""
    opts = opts or options(card, dice)
    try:
        choice = opts.get(place)
    except KeyError:
        raise IllegalActionError(_FILLED.format(box=card.rules.label(place.box),
                                                column=COLUMNS[place.column])) from None
    if choice.points is None:
        raise IllegalActionError(choice.reason or "not allowed now")
    return card.with_score(place, choice.points, place.column if opts.chip else None)


def place_problem(rules: TripleRules, claim: object) -> str | None:
    """Why ``claim`` names no box of a column of ``rules``, or None."""
    if not isinstance(claim, Place):
        return _NOT_A_PLACE.text
    if claim.box not in rules.boxes:
        return _NO_SUCH_BOX.format(rules=rules.name, box=excerpt(claim.box))
    if isinstance(claim.column, bool) or not 0 <= claim.column < len(rules.multipliers):
        return _NO_COLUMN.text
    return None


class TripleEngine:
    """The rules of play for every :class:`TripleRules` (a :class:`Place` is the claim)."""

    def die_faces(self, rules: TripleRules, die: int) -> Sequence[int]:
        return rules.base.faces

    def same_faces(self, rules: TripleRules) -> bool:
        return True

    def roll_problem(self, rules: TripleRules, dice: Sequence[object]) -> str | None:
        return dice_problem(rules.base, dice)

    def new_card(self, rules: TripleRules) -> TripleCard:
        return TripleCard.empty(rules)

    def box_count(self, rules: TripleRules) -> int:
        return len(rules.boxes) * len(rules.multipliers)

    def claim_problem(self, rules: TripleRules, card: TripleCard, dice: tuple[Any, ...],
                      claim: object) -> str | None:
        problem = place_problem(rules, claim)
        if problem is not None:
            return problem
        assert isinstance(claim, Place)
        if card.value(claim) is not None:
            return _FILLED.format(box=rules.label(claim.box), column=COLUMNS[claim.column])
        choice = options(card, dice).get(claim)
        return None if choice.allowed else choice.reason

    def book(self, rules: TripleRules, card: TripleCard, dice: tuple[Any, ...],
             claim: Place) -> TripleCard:
        return book(card, dice, claim)

    def standings(self, rules: TripleRules, cards: Sequence[TripleCard]) -> tuple[Standing, ...]:
        totals = [c.grand_total for c in cards]
        found = [Standing(i, 1 + sum(o > t for o in totals), t) for i, t in enumerate(totals)]
        return tuple(sorted(found, key=lambda s: (s.place, s.player)))


TRIPLE_ENGINE = TripleEngine()
