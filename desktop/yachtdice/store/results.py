"""What a finished game stores per seat: totals, place and box scores, from the core's state."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import GameState


@dataclass(frozen=True)
class SeatResult:
    seat: int
    total: int
    upper: int
    upper_bonus: int
    lower: int
    extra_bonus: int
    all_same: int | None  # the all-same (Yahtzee) box, None if the ruleset has none
    place: int
    boxes: dict[str, int]


def seat_results(state: GameState) -> list[SeatResult]:
    places = {s.player: s.place for s in state.standings()}
    out = []
    for seat, card in enumerate(state.cards):
        out.append(SeatResult(
            seat=seat, total=card.grand_total, upper=card.upper_subtotal,
            upper_bonus=card.upper_bonus, lower=card.lower_total,
            extra_bonus=card.extra_bonus_points, all_same=card.all_same_score,
            place=places[seat], boxes=card.to_dict()))
    return out
