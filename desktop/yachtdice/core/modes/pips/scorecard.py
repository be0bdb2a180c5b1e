"""A player's scorecard: the boxes filled so far and the totals they add up to.

>>> from yachtdice.core.modes.pips.presets import preset
>>> card = Scorecard.empty(preset("yahtzee")).with_score("sixes", 24).with_score("fives", 15)
>>> card.upper_subtotal, card.upper_bonus, card.grand_total
(39, 0, 39)
>>> card.par_delta  # three of each face is par: 18 + 15 wanted, 39 scored
6.0
"""

from __future__ import annotations

from collections.abc import Mapping

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Category, Ruleset, Section
from yachtdice.core.values import value_type


@value_type(slots=True)
class Scorecard:
    """Immutable. ``boxes[i]`` is the score in ``ruleset.categories[i]``, or None if open."""

    ruleset: Ruleset
    boxes: tuple[int | None, ...]
    extra_bonuses: int = 0

    @classmethod
    def empty(cls, ruleset: Ruleset) -> Scorecard:
        return cls(ruleset, (None,) * len(ruleset.categories))

    def __repr__(self) -> str:
        filled = {c.id: v for c, v in self._items() if v is not None}
        return (f"Scorecard.from_dict(preset({self.ruleset.id!r}), {filled!r}, "
                f"extra_bonuses={self.extra_bonuses})")

    # -- boxes -----------------------------------------------------------------------------------
    def _items(self) -> zip[tuple[Category, int | None]]:
        """(box, score or None) pairs, in scorecard order."""
        return zip(self.ruleset.categories, self.boxes, strict=True)

    def get(self, category_id: str) -> int | None:
        return self.boxes[self.ruleset.index(category_id)]

    def is_open(self, category_id: str) -> bool:
        return self.get(category_id) is None

    @property
    def open_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c, v in self._items() if v is None)

    @property
    def filled_count(self) -> int:
        return len(self.boxes) - self.boxes.count(None)

    @property
    def is_full(self) -> bool:
        return None not in self.boxes  # asked several times a state: kept to a C loop

    @property
    def all_same_score(self) -> int | None:
        """What the all-same (Yahtzee) box holds: None while open or if there is no such box."""
        i = self.ruleset.all_same_index
        return None if i is None else self.boxes[i]

    def with_score(self, category_id: str, points: int, extra_bonus: bool = False) -> Scorecard:
        """A new card with this box filled (and one more extra-Yahtzee bonus if ``extra_bonus``)."""
        i = self.ruleset.index(category_id)
        if self.boxes[i] is not None:
            raise YachtDiceError(f"{self.ruleset.categories[i].label} is already filled")
        boxes = self.boxes[:i] + (points,) + self.boxes[i + 1:]
        return Scorecard(self.ruleset, boxes, self.extra_bonuses + int(extra_bonus))

    # -- totals ----------------------------------------------------------------------------------
    def _section_sum(self, section: Section) -> int:
        return sum(v or 0 for c, v in self._items()
                   if c.section is section)

    @property
    def upper_subtotal(self) -> int:
        return self._section_sum(Section.UPPER)

    @property
    def upper_bonus(self) -> int:
        bonus = self.ruleset.upper_bonus
        if bonus is None or self.upper_subtotal < bonus.threshold:
            return 0
        return bonus.points

    @property
    def upper_total(self) -> int:
        return self.upper_subtotal + self.upper_bonus

    @property
    def lower_total(self) -> int:
        return self._section_sum(Section.LOWER)

    @property
    def extra_bonus_points(self) -> int:
        return self.extra_bonuses * self.ruleset.extra_yahtzee_bonus

    @property
    def grand_total(self) -> int:
        return self.upper_total + self.lower_total + self.extra_bonus_points

    @property
    def upper_points_possible(self) -> int:
        """The most the open upper boxes can still add (each at its best roll).

        >>> from yachtdice.core.modes.pips.presets import preset
        >>> card = Scorecard.from_dict(preset("yahtzee"),
        ...                            {"ones": 3, "twos": 6, "threes": 9, "fours": 0, "fives": 10})
        >>> card.upper_subtotal, card.upper_points_possible, card.upper_bonus_out_of_reach
        (28, 30, True)
        """
        from yachtdice.core.modes.pips.table import (
            box_values,  # the table imports nothing from here; keep it lazy
        )

        rules = self.ruleset
        return sum(max(box_values(c, rules.faces, rules.dice_count)) for c, v in self._items()
                   if c.section is Section.UPPER and v is None)

    @property
    def upper_bonus_out_of_reach(self) -> bool:
        """True when the upper bonus is not earned and the open upper boxes cannot reach it.

        Told first from the rolls of one face on every die (rolls every box can be scored
        with): when the open upper boxes, each at its best of those, reach the threshold,
        the bonus is in reach, and nothing more is counted (most cards; the first card of
        every game). Else every roll each open upper box can score is counted
        (:attr:`upper_points_possible`; for five dice 252 rolls a box).

        By hand, in Yahtzee (threshold 63): Sixes and Fives booked with 18 and 15 (33),
        Ones to Fours open: five of a face give them 5 + 10 + 15 + 20 = 50, and 83 is
        enough. With 28 booked (Ones 3, Twos 6, Threes 9, Fours 0, Fives 10) and only
        Sixes open, five sixes give 30: 58 falls short, and no roll gives Sixes more.

        >>> from yachtdice.core.modes.pips.presets import preset
        >>> yahtzee = preset("yahtzee")
        >>> Scorecard.from_dict(yahtzee, {"sixes": 18, "fives": 15}).upper_bonus_out_of_reach
        False
        >>> Scorecard.from_dict(yahtzee, {"ones": 3, "twos": 6, "threes": 9, "fours": 0,
        ...                               "fives": 10}).upper_bonus_out_of_reach
        True
        """
        bonus = self.ruleset.upper_bonus
        subtotal = self.upper_subtotal
        if bonus is None or subtotal >= bonus.threshold:
            return False
        if subtotal + self._upper_points_surely_possible() >= bonus.threshold:
            return False
        return subtotal + self.upper_points_possible < bonus.threshold

    def _upper_points_surely_possible(self) -> int:
        """What the open upper boxes add at least, each at its best roll of one face on every
        die: never more than :attr:`upper_points_possible` (those rolls are a few of every
        roll), found from a handful of rolls and no count of them all."""
        rules = self.ruleset
        same = [(face,) * rules.dice_count for face in rules.faces]
        return sum(max(c.score(roll) for roll in same) for c, v in self._items()
                   if c.section is Section.UPPER and v is None)

    @property
    def par_delta(self) -> float | None:
        """How far the filled face boxes are ahead of (+) or behind (-) the bonus pace.

        Par for a face box is its share of the threshold: for 63 with faces 1-6,
        three dice of each face; for 84, four. None when there is no upper bonus.
        """
        bonus = self.ruleset.upper_bonus
        faces = [(c.pattern.face, v) for c, v in self._items()
                 if c.section is Section.UPPER and isinstance(c.pattern, FaceCount)]
        face_sum = sum(f for f, _ in faces)
        if bonus is None or face_sum == 0:
            return None
        per_face = bonus.threshold / face_sum
        return float(sum(v - per_face * f for f, v in faces if v is not None))

    # -- JSON (a mapping of box id to points, as the CLI's --card) -------------------------------
    def to_dict(self) -> dict[str, int]:
        return {c.id: v for c, v in self._items() if v is not None}

    @classmethod
    def from_dict(cls, ruleset: Ruleset, data: Mapping[str, object],
                  extra_bonuses: int = 0) -> Scorecard:
        """A card from ``{box id: points}``; unknown boxes and impossible scores are refused.

        >>> from yachtdice.core.modes.pips.presets import preset
        >>> Scorecard.from_dict(preset("yahtzee"), {"fours": 7})
        Traceback (most recent call last):
        ...
        yachtdice.core.errors.YachtDiceError: card: fours cannot hold 7
        """
        from yachtdice.core.modes.pips.table import (
            score_table,  # the table imports nothing from here; keep it lazy
        )

        if not isinstance(data, Mapping):
            raise YachtDiceError("card: must be an object of box id to points")
        table = score_table(ruleset)
        boxes: list[int | None] = [None] * len(ruleset.categories)
        for key, value in data.items():
            try:
                i = ruleset.index(key)
            except KeyError:
                raise YachtDiceError(f"card: {ruleset.name} has no box {key!r}") from None
            if isinstance(value, bool) or not isinstance(value, int):
                raise YachtDiceError(f"card: {key} must be a whole number of points")
            if value not in table.achievable(i):
                raise YachtDiceError(f"card: {key} cannot hold {value}")
            boxes[i] = value
        return cls(ruleset, tuple(boxes), extra_bonuses)
