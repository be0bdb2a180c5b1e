"""Place Value Yahtzee, digit dice arranged into numbers, as the registry knows it.

A seat's total is the number of boxes it won (a misread number wins nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yachtdice.core.modes import Mode, SeatResult
from yachtdice.core.modes.place_value.engine import (
    PLACE_VALUE,
    PlaceClaim,
    PlaceValuePlayer,
    final_roll_off,
)
from yachtdice.core.modes.place_value.rules import (
    PLACE_VALUE_PRESETS,
    PlaceCard,
    PlaceValueRuleset,
    compare,
)


def _seat_results(rules: PlaceValueRuleset,
                  cards: Sequence[PlaceCard]) -> tuple[SeatResult, ...]:
    won = compare(rules, cards).box_winners
    decided = final_roll_off(rules, cards)  # the winner of a tie, from the log
    out = []
    for seat, card in enumerate(cards):
        boxes = {b: int(seat in winners and not card.get(b).misread)  # type: ignore[union-attr]
                 for b, winners in won}
        details: dict[str, Any] = {"numbers": card.to_dict()}
        if decided is not None and any(seat == p for r in decided.rounds for p, _, _ in r):
            details["roll_off"] = [v for r in decided.rounds for p, _, v in r if p == seat]
        out.append(SeatResult(total=sum(boxes.values()), upper=0, upper_bonus=0,
                              lower=sum(boxes.values()), extra_bonus=0, all_same=None,
                              boxes=boxes, details=details))
    return tuple(out)


GAME: Mode[PlaceValueRuleset, PlaceCard, PlaceClaim] = Mode(
    "place-value", "Digit dice", PLACE_VALUE, PLACE_VALUE_PRESETS, ("plain", "strong"),
    hints=True, claim_to_json=lambda claim: claim.to_json(),
    claim_from_json=PlaceClaim.from_json, ruleset_from_dict=PlaceValueRuleset.from_dict,
    box_label=lambda rules, box_id: rules.box(box_id).label,
    computer=lambda rules, lv, seats, rng: PlaceValuePlayer(rules, lv, seats - 1),
    seat_results=_seat_results)
