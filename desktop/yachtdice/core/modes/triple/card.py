"""A player's Triple Yahtzee card: three columns of official Yahtzee's boxes, side by side.

A box holds what the dice scored there, as players write it on the paper card; a column's
total (its upper sum, its bonus of 35 at 63, its lower boxes and its chips' points) is
counted times its multiplier, and the grand total adds the three.

>>> from yachtdice.core.game import Place
>>> card = TripleCard.empty(TRIPLE).with_score(Place("full_house", 2), 25)
>>> card.get("full_house"), card.points_at(Place("full_house", 2)), card.grand_total
(25, 75, 75)
>>> card.open_in(2)[:3], len(card.open_ids), card.filled_count
(('ones', 'twos', 'threes'), 13, 1)
"""

from __future__ import annotations

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import Place
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Section
from yachtdice.core.modes.triple.rules import TRIPLE, YAHTZEE_POINTS, TripleRules
from yachtdice.core.values import value_type

#: the columns as players read them
COLUMNS = ("×1", "×2", "×3")


@value_type(slots=True)
class TripleCard:
    """Immutable. ``cells[c][i]`` is what box ``i`` of column ``c`` holds (None: open);
    ``chips[c]`` the bonus chips earned by Yahtzees entered in column ``c``."""

    rules: TripleRules
    cells: tuple[tuple[int | None, ...], ...]
    chips: tuple[int, ...] = (0, 0, 0)

    @classmethod
    def empty(cls, rules: TripleRules) -> TripleCard:
        return cls(rules, tuple((None,) * len(rules.boxes) for _ in rules.multipliers),
                   (0,) * len(rules.multipliers))

    # -- what any card says (yachtdice.core.game.ColumnCard) -----------------------------------
    @property
    def columns(self) -> tuple[str, ...]:
        return COLUMNS

    def open_in(self, column: int) -> tuple[str, ...]:
        return tuple(b for b, v in zip(self.rules.boxes, self.cells[column], strict=True)
                     if v is None)

    def points_at(self, place: Place) -> int | None:
        """What ``place`` adds to the grand total: its box times its column's multiplier."""
        value = self.value(place)
        return None if value is None else value * self.rules.multipliers[place.column]

    def get(self, box_id: str) -> int | None:
        """What ``box_id`` holds in the leftmost column it is filled in (as written)."""
        i = self.rules.boxes.index(box_id)
        return next((col[i] for col in self.cells if col[i] is not None), None)

    @property
    def open_ids(self) -> tuple[str, ...]:
        return tuple(b for i, b in enumerate(self.rules.boxes)
                     if any(col[i] is None for col in self.cells))

    @property
    def is_full(self) -> bool:
        return not any(None in col for col in self.cells)

    @property
    def filled_count(self) -> int:
        return sum(len(col) - col.count(None) for col in self.cells)

    # -- boxes ---------------------------------------------------------------------------------
    def value(self, place: Place) -> int | None:
        """What ``place`` holds as written (before its multiplier), None while open."""
        return self.cells[place.column][self.rules.boxes.index(place.box)]

    def with_score(self, place: Place, points: int, chip: int | None = None) -> TripleCard:
        """A new card with ``place`` holding ``points``, and a chip in column ``chip``."""
        i = self.rules.boxes.index(place.box)
        column = self.cells[place.column]
        if column[i] is not None:
            raise YachtDiceError(f"{self.rules.label(place.box)} in {COLUMNS[place.column]} is "
                                 "already filled")
        cells = list(self.cells)
        cells[place.column] = column[:i] + (points,) + column[i + 1:]
        chips = tuple(n + (c == chip) for c, n in enumerate(self.chips))
        return TripleCard(self.rules, tuple(cells), chips)

    def yahtzees(self) -> tuple[int | None, ...]:
        """What each column's Yahtzee box holds (None: open)."""
        i = self.rules.base.all_same_index
        assert i is not None
        return tuple(col[i] for col in self.cells)

    @property
    def jokers(self) -> bool:
        """A Yahtzee rolled now is a joker: every Yahtzee box is filled."""
        return all(v is not None for v in self.yahtzees())

    @property
    def earns_chips(self) -> bool:
        """A Yahtzee rolled now earns a chip: every Yahtzee box holds 50."""
        return all(v == YAHTZEE_POINTS for v in self.yahtzees())

    # -- a column's totals (as written, before the multiplier) ---------------------------------
    def _section(self, column: int, section: Section) -> int:
        return sum(v or 0 for c, v in zip(self.rules.base.categories, self.cells[column],
                                          strict=True) if c.section is section)

    def upper(self, column: int) -> int:
        return self._section(column, Section.UPPER)

    def upper_bonus(self, column: int) -> int:
        bonus = self.rules.base.upper_bonus
        return 0 if bonus is None or self.upper(column) < bonus.threshold else bonus.points

    def lower(self, column: int) -> int:
        return self._section(column, Section.LOWER)

    def chip_points(self, column: int) -> int:
        """What the chips of ``column`` add to the grand total (multiplier applied)."""
        return self.chips[column] * self.rules.chip_points(column)

    def column_sum(self, column: int) -> int:
        """The column's boxes and bonus as written, before its multiplier."""
        return self.upper(column) + self.upper_bonus(column) + self.lower(column)

    def column_total(self, column: int) -> int:
        """What the column adds to the grand total: its sum times its multiplier, and its
        chips."""
        return self.column_sum(column) * self.rules.multipliers[column] + self.chip_points(column)

    @property
    def grand_total(self) -> int:
        return sum(self.column_total(c) for c in range(len(self.cells)))

    def upper_reachable(self, column: int) -> bool:
        """Whether the column's upper bonus is earned or still within reach."""
        bonus = self.rules.base.upper_bonus
        if bonus is None or self.upper(column) >= bonus.threshold:
            return True
        rest = sum(self.rules.dice_count * c.pattern.face for c, v in
                   zip(self.rules.base.categories, self.cells[column], strict=True)
                   if v is None and isinstance(c.pattern, FaceCount))
        return self.upper(column) + rest >= bonus.threshold

    def to_dict(self) -> dict[str, object]:
        """The card as the command line reads it: each column's filled boxes, and chips."""
        return {"columns": [{b: v for b, v in zip(self.rules.boxes, col, strict=True)
                             if v is not None} for col in self.cells],
                "chips": list(self.chips)}


EMPTY = TripleCard.empty(TRIPLE)
