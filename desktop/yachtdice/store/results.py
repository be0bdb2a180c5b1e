"""What a finished game stores per seat: totals, place and box scores, asked of the game.

Every game fills the same columns (:class:`yachtdice.core.modes.SeatResult`), so high
scores, history and the shared statistics read every game alike; ``details`` keeps what
only the game knows.
"""

from __future__ import annotations

from dataclasses import field

from yachtdice.core import GameState
from yachtdice.core.jsontext import JsonLike
from yachtdice.core.modes import mode_for
from yachtdice.core.values import value_type


@value_type
class SeatResult:
    seat: int
    total: int
    upper: int
    upper_bonus: int
    lower: int
    extra_bonus: int
    all_same: int | None  # the all-same (Yahtzee) box, None if the ruleset has none
    place: int
    boxes: dict[str, int | None]
    details: dict[str, JsonLike] = field(default_factory=dict)


def seat_results(state: GameState) -> list[SeatResult]:
    """Each seat's result as its game counts it, with its place in the standings."""
    places = {s.player: s.place for s in state.standings()}
    found = mode_for(state.ruleset).seat_results(state.ruleset, state.cards)
    return [SeatResult(seat=seat, total=r.total, upper=r.upper, upper_bonus=r.upper_bonus,
                       lower=r.lower, extra_bonus=r.extra_bonus, all_same=r.all_same,
                       place=places[seat], boxes=dict(r.boxes), details=dict(r.details))
            for seat, r in enumerate(found)]
