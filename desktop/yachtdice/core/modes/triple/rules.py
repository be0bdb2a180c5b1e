"""Triple Yahtzee's rules: official Yahtzee's boxes in three columns, and the two readings of
its bonus chips.

Milton Bradley's Triple Yahtzee (1972) is official Yahtzee played on three columns at once:
any box of any column each turn, 39 turns; each column's total is counted ×1, ×2 or ×3 by
its place, its upper bonus (35 at 63) counted in its column. Once all three Yahtzee boxes
are filled, a further Yahtzee is a joker (the official forced rule, across the columns), and
once all three hold 50 it earns a bonus chip: 100 times the multiplier of the column it is
entered in (:attr:`Chips.COLUMN`, the default), or a flat 100 (:attr:`Chips.FLAT`, the
other published reading). docs/rules.md names the sources.

>>> rules = TRIPLE
>>> rules.multipliers, rules.dice_count, rules.rolls_per_turn, rules.chips.value
((1, 2, 3), 5, 3, 'column')
>>> TripleRules.from_dict(TRIPLE_FLAT.to_dict()) == TRIPLE_FLAT
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.jsontext import JsonObject, excerpt
from yachtdice.core.lookup import JsonRules
from yachtdice.core.modes.pips.presets import preset
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.rulesets import ID_PATTERN, MAX_NAME, NamedEnum, text_problem
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

MODE = "triple-yahtzee"
#: the points of one bonus chip before its column's multiplier
CHIP = 100
#: a Yahtzee box's points that earn chips once all three hold them
YAHTZEE_POINTS = 50

_NAME = QT_TRANSLATE_NOOP("Triple Yahtzee", "Triple Yahtzee")
_NAME_FLAT = QT_TRANSLATE_NOOP("Triple Yahtzee", "Triple Yahtzee, flat chips")


class Chips(NamedEnum):
    """What a bonus chip is worth: 100 times its column's multiplier, or 100 wherever."""

    COLUMN = "column"
    FLAT = "flat"


def _yahtzee() -> Ruleset:
    return preset("yahtzee")


@value_type
class TripleRules(JsonRules):
    """A Triple Yahtzee ruleset: its id, name and chips; the boxes are official Yahtzee's."""

    id: str = MODE
    name: str = _NAME.text
    chips: Chips = Chips.COLUMN
    #: the boxes, their scoring and the upper bonus: official Yahtzee's (pip dice)
    base: Ruleset = field(default_factory=_yahtzee, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not ID_PATTERN.match(self.id):
            raise YachtDiceError(f"id: {excerpt(str(self.id))} is not an id (a-z, 0-9, - and _)")
        problem = text_problem(self.name, MAX_NAME) if isinstance(self.name, str) else "text"
        if problem:
            raise YachtDiceError(f"name: {problem}")

    @property
    def mode(self) -> str:
        return MODE

    @property
    def dice_count(self) -> int:
        return self.base.dice_count

    @property
    def rolls_per_turn(self) -> int:
        return self.base.rolls_per_turn

    @property
    def carry_over_rolls(self) -> bool:
        return False

    @property
    def multipliers(self) -> tuple[int, ...]:
        """Each column's multiplier, left to right."""
        return (1, 2, 3)

    @property
    def boxes(self) -> tuple[str, ...]:
        """The box ids of one column, in the card's order."""
        return self.base.category_ids

    def label(self, box: str) -> str:
        """A box's name as players read it (translatable: the built-in Yahtzee's)."""
        return self.base.category(box).label

    def chip_points(self, column: int) -> int:
        """What a chip earned in ``column`` adds to the grand total."""
        return CHIP * (self.multipliers[column] if self.chips is Chips.COLUMN else 1)

    def to_dict(self) -> JsonObject:
        return {"mode": MODE, "id": self.id, "name": self.name, "chips": self.chips.value}

    @classmethod
    def from_dict(cls, data: object) -> TripleRules:
        """A ruleset from its JSON object; a YachtDiceError names the field that is wrong."""
        if not isinstance(data, Mapping) or data.get("mode") != MODE:
            raise YachtDiceError(f'a Triple Yahtzee ruleset is an object with "mode": "{MODE}"')
        unknown = sorted(set(data) - {"mode", "id", "name", "chips", "format", "version"})
        if unknown:
            raise YachtDiceError(f"{excerpt(str(unknown[0]))}: Triple Yahtzee has no such field")
        ruleset_id, name, chips = data.get("id"), data.get("name"), data.get("chips", "column")
        if not isinstance(ruleset_id, str):
            raise YachtDiceError("id: must be text")
        if not isinstance(name, str):
            raise YachtDiceError("name: must be text")
        if chips not in {c.value for c in Chips}:
            raise YachtDiceError('chips: must be "column" or "flat"')
        built_in = {r.id: r for r in PRESETS}.get(ruleset_id)
        if built_in is not None and name == built_in.name:
            name = built_in.name  # the translatable name
        return cls(ruleset_id, name, Chips(chips))


TRIPLE = TripleRules()
TRIPLE_FLAT = TripleRules(f"{MODE}-flat-chips", _NAME_FLAT.text, Chips.FLAT)
PRESETS: tuple[TripleRules, ...] = (TRIPLE, TRIPLE_FLAT)
