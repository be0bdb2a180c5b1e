"""Ship, Captain and Crew, as a toy fourth game: registered from the tests, never shipped.

Five six-sided dice, three rolls a turn, three boxes (three voyages). A roll that shows a
6 (the ship), a 5 (the captain) and a 4 (the crew) carries cargo: the other two dice's
pips. A voyage booked without all three scores 0. The most cargo wins; equal totals share.

>>> rules = SHIP
>>> card = ENGINE.new_card(rules)
>>> ENGINE.book(rules, card, (6, 5, 4, 3, 2), "first").total
5
>>> ENGINE.book(rules, card, (6, 6, 4, 3, 2), "first").total
0
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import Standing
from yachtdice.core.modes import WHOLE_NUMBERS, Mode, RecordCodec, SeatResult

MODE = "ship-captain-crew"
BOXES = ("first", "second", "third")
LABELS = {"first": "First Voyage", "second": "Second Voyage", "third": "Third Voyage"}


@dataclass(frozen=True)
class ShipRules:
    id: str = "ship-captain-crew"
    name: str = "Ship, Captain and Crew"
    mode: str = field(default=MODE, init=False)
    dice_count: int = 5
    rolls_per_turn: int = 3
    carry_over_rolls: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"mode": MODE, "id": self.id, "name": self.name}

    @classmethod
    def from_dict(cls, data: object) -> ShipRules:
        if not isinstance(data, dict) or data.get("mode") != MODE:
            raise YachtDiceError(f'a Ship, Captain and Crew ruleset has "mode": "{MODE}"')
        rid, name = data.get("id"), data.get("name")
        if not isinstance(rid, str) or not isinstance(name, str):
            raise YachtDiceError("a Ship, Captain and Crew ruleset needs an id and a name")
        return cls(rid, name)

    def to_json(self, indent: int | None = 2) -> str:
        import json

        return json.dumps(self.to_dict(), indent=indent)

    def content_hash(self) -> str:
        import hashlib
        import json

        return hashlib.sha256(json.dumps(self.to_dict(), sort_keys=True).encode()).hexdigest()


@dataclass(frozen=True)
class ShipCard:
    scores: tuple[tuple[str, int], ...] = ()

    def get(self, box: str) -> int | None:
        return dict(self.scores).get(box)

    @property
    def open_ids(self) -> tuple[str, ...]:
        taken = dict(self.scores)
        return tuple(b for b in BOXES if b not in taken)

    @property
    def is_full(self) -> bool:
        return not self.open_ids

    @property
    def filled_count(self) -> int:
        return len(self.scores)

    @property
    def total(self) -> int:
        return sum(p for _, p in self.scores)

    def booked(self, box: str, points: int) -> ShipCard:
        return replace(self, scores=self.scores + ((box, points),))


def cargo(dice: Sequence[int]) -> int:
    """The cargo a roll carries: the two dice left once a 6, a 5 and a 4 are set aside."""
    rest = list(dice)
    for need in (6, 5, 4):
        if need not in rest:
            return 0
        rest.remove(need)
    return sum(rest)


class ShipEngine:
    def die_faces(self, rules: ShipRules, die: int) -> Sequence[int]:
        return (1, 2, 3, 4, 5, 6)

    def same_faces(self, rules: ShipRules) -> bool:
        return True

    def roll_problem(self, rules: ShipRules, dice: Sequence[object]) -> str | None:
        if len(dice) != 5 or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
            return "five dice showing 1 to 6"
        return None

    def new_card(self, rules: ShipRules) -> ShipCard:
        return ShipCard()

    def box_count(self, rules: ShipRules) -> int:
        return len(BOXES)

    def claim_problem(self, rules: ShipRules, card: ShipCard, dice: tuple[Any, ...],
                      claim: object) -> str | None:
        if claim not in BOXES:
            return f"there is no voyage {claim!r}"
        if claim not in card.open_ids:
            return f"{LABELS[str(claim)]} is already sailed"
        return None

    def book(self, rules: ShipRules, card: ShipCard, dice: tuple[Any, ...],
             claim: str) -> ShipCard:
        return card.booked(claim, cargo(dice))

    def standings(self, rules: ShipRules, cards: Sequence[ShipCard]) -> tuple[Standing, ...]:
        totals = [c.total for c in cards]
        out = [Standing(i, 1 + sum(o > t for o in totals), t) for i, t in enumerate(totals)]
        return tuple(sorted(out, key=lambda s: (s.place, s.player)))


class Skipper:
    """The toy's computer: keeps a 6, 5 and 4 as they come, then books the first voyage open."""

    def choose_keep(self, card: ShipCard, dice: tuple[int, ...]) -> frozenset[int] | None:
        keep: list[int] = []
        for need in (6, 5, 4):
            at = next((i for i, d in enumerate(dice) if d == need and i not in keep), None)
            if at is None:
                break
            keep.append(at)
        if len(keep) == 3:
            return None  # the ship is manned: book the cargo
        return frozenset(keep)

    def choose_claim(self, card: ShipCard, dice: tuple[int, ...]) -> str:
        return card.open_ids[0]


def _box(data: object) -> str:
    if not isinstance(data, str):
        raise YachtDiceError("must be a voyage's id")
    return data


def _seat_results(rules: ShipRules, cards: Sequence[ShipCard]) -> tuple[SeatResult, ...]:
    return tuple(SeatResult(total=c.total, upper=0, upper_bonus=0, lower=c.total,
                            extra_bonus=0, all_same=None, boxes=dict(c.scores))
                 for c in cards)


SHIP = ShipRules()
ENGINE = ShipEngine()
GAME: Mode[ShipRules, ShipCard, str] = Mode(
    MODE, "Ship dice", ENGINE, (SHIP,), ("skipper",), hints=False,
    claim_to_json=lambda box: box, claim_from_json=_box, ruleset_from_dict=ShipRules.from_dict,
    box_label=lambda rules, box: LABELS[box], seat_results=_seat_results,
    computer=lambda rules, level, seats, rng: Skipper(), record_codec=RecordCodec(WHOLE_NUMBERS))


def roll_for(rng: random.Random) -> tuple[int, ...]:
    return tuple(rng.randint(1, 6) for _ in range(5))
