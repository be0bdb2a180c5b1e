"""Triple Ship, a toy game with three columns per player: registered from the tests, never
shipped. It proves a card of several columns per player is drawn side by side, booked and
announced by column.

The toy's three voyages (its dice, its cargo), sailed in each of three columns: ×1, ×2 and
×3. A voyage booked in a column scores its cargo times the column's number; each column is
filled on its own, so a player has nine turns. The claim is the box and its column (a
:class:`Place`, as the window books a clicked box of such a card).

>>> card = ENGINE.new_card(TRIPLE)
>>> card = ENGINE.book(TRIPLE, card, (6, 5, 4, 3, 2), Place("first", 2))
>>> card.points_at(Place("first", 2)), card.points_at(Place("first", 0)), card.total
(15, None, 15)
>>> card.open_in(2)
('second', 'third')
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from yachtdice.core import modes
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import Place, Standing
from yachtdice.core.modes import WHOLE_NUMBERS, Mode, RecordCodec, SeatResult

from .game import BOXES, LABELS, ShipEngine, ShipRules, cargo
from .game import MODE as SHIP_MODE

MODE = "triple-ship"
COLUMNS = ("×1", "×2", "×3")


@dataclass(frozen=True)
class TripleRules(ShipRules):
    id: str = "triple-ship"
    name: str = "Triple Ship"
    mode: str = field(default=MODE, init=False)

    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "mode": MODE}

    @classmethod
    def from_dict(cls, data: object) -> TripleRules:
        if not isinstance(data, dict) or data.get("mode") != MODE:
            raise YachtDiceError(f'a Triple Ship ruleset has "mode": "{MODE}"')
        ship = ShipRules.from_dict({**data, "mode": SHIP_MODE})
        return cls(ship.id, ship.name)


@dataclass(frozen=True)
class TripleCard:
    """Three columns of the three voyages; ``marks`` holds (box, column, cargo) as booked."""

    marks: tuple[tuple[str, int, int], ...] = ()

    @property
    def columns(self) -> tuple[str, ...]:
        return COLUMNS

    def open_in(self, column: int) -> tuple[str, ...]:
        taken = {box for box, c, _ in self.marks if c == column}
        return tuple(b for b in BOXES if b not in taken)

    def points_at(self, place: Place) -> int | None:
        return next((cargo * (place.column + 1) for box, c, cargo in self.marks
                     if (box, c) == (place.box, place.column)), None)

    def get(self, box: str) -> int | None:
        """The cargo of ``box`` in the first column it was booked in (the game's own value:
        not its points)."""
        return next((cargo for b, _, cargo in self.marks if b == box), None)

    @property
    def open_ids(self) -> tuple[str, ...]:
        return tuple(b for b in BOXES if any(b in self.open_in(c) for c in range(3)))

    @property
    def is_full(self) -> bool:
        return len(self.marks) == len(BOXES) * len(COLUMNS)

    @property
    def filled_count(self) -> int:
        return len(self.marks)

    @property
    def total(self) -> int:
        return sum(cargo * (c + 1) for _, c, cargo in self.marks)


class TripleEngine:
    """The toy's dice, with three columns to fill."""

    ship = ShipEngine()

    def die_faces(self, rules: TripleRules, die: int) -> Sequence[int]:
        return self.ship.die_faces(rules, die)

    def same_faces(self, rules: TripleRules) -> bool:
        return True

    def roll_problem(self, rules: TripleRules, dice: Sequence[object]) -> str | None:
        return self.ship.roll_problem(rules, dice)

    def new_card(self, rules: TripleRules) -> TripleCard:
        return TripleCard()

    def box_count(self, rules: TripleRules) -> int:
        return len(BOXES) * len(COLUMNS)

    def claim_problem(self, rules: TripleRules, card: TripleCard, dice: tuple[Any, ...],
                      claim: object) -> str | None:
        if not isinstance(claim, Place) or claim.box not in BOXES \
                or not 0 <= claim.column < len(COLUMNS):
            return f"there is no voyage {claim!r}"
        if claim.box not in card.open_in(claim.column):
            return f"{LABELS[claim.box]} is already sailed in {COLUMNS[claim.column]}"
        return None

    def book(self, rules: TripleRules, card: TripleCard, dice: tuple[Any, ...],
             claim: Place) -> TripleCard:
        return replace(card, marks=(*card.marks, (claim.box, claim.column, cargo(dice))))

    def standings(self, rules: TripleRules, cards: Sequence[TripleCard]) -> tuple[Standing, ...]:
        totals = [c.total for c in cards]
        out = [Standing(i, 1 + sum(o > t for o in totals), t) for i, t in enumerate(totals)]
        return tuple(sorted(out, key=lambda s: (s.place, s.player)))


def _to_json(place: Place) -> list[object]:
    return [place.box, place.column]


def _from_json(data: object) -> Place:
    if not (isinstance(data, list) and len(data) == 2 and isinstance(data[0], str)
            and isinstance(data[1], int)):
        raise YachtDiceError("must be a voyage's id and its column")
    return Place(data[0], data[1])


def _seat_results(rules: TripleRules, cards: Sequence[TripleCard]) -> tuple[SeatResult, ...]:
    return tuple(SeatResult(total=c.total, upper=0, upper_bonus=0, lower=c.total,
                            extra_bonus=0, all_same=None,
                            boxes={f"{box}@{col + 1}": cargo * (col + 1)
                                   for box, col, cargo in c.marks})
                 for c in cards)


TRIPLE = TripleRules()
ENGINE = TripleEngine()
GAME: Mode[TripleRules, TripleCard, Place] = Mode(
    MODE, "Triple Ship", ENGINE, (TRIPLE,), (), hints=False,
    claim_to_json=_to_json, claim_from_json=_from_json, ruleset_from_dict=TripleRules.from_dict,
    box_label=lambda rules, box: LABELS[box], seat_results=_seat_results,
    record_codec=RecordCodec(WHOLE_NUMBERS))


@contextmanager
def registered() -> Iterator[None]:
    """Triple Ship in the core's registry and the window's, for as long as it is open."""
    from yachtdice.ui import modes as ui_modes

    modes.register(GAME)
    ui_modes.register(ui_modes.GameUI(MODE))
    try:
        yield
    finally:
        ui_modes.unregister(MODE)
        modes.unregister(MODE)
