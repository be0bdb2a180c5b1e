"""What a finished game stores per seat: totals, place and box scores, from the core's state.

Every mode fills the same columns: the upper boxes and their bonus, the lower boxes, the
extra (Yahtzee) bonuses' points and the all-same box (for letter dice: the 2- to 6-Letter
boxes, the Yahtzee Word box and the Yahtzee bonuses), so high scores, history and the
shared statistics read every mode alike; ``details`` keeps what only the mode knows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import GameState, Scorecard
from ..core.modes.placevalue import PlaceCard, compare
from ..core.modes.placevalue_play import final_roll_off
from ..core.modes.word import YAHTZEE_BOX, WordCard


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
    details: dict[str, Any] = field(default_factory=dict)


def seat_results(state: GameState) -> list[SeatResult]:
    places = {s.player: s.place for s in state.standings()}
    out = []
    rules = state.ruleset
    for seat, card in enumerate(state.cards):
        if isinstance(card, WordCard):
            out.append(SeatResult(
                seat=seat, total=card.total(rules), upper=card.upper_total(),
                upper_bonus=card.upper_bonus(rules), lower=card.lower_total(),
                extra_bonus=card.bonus_points(rules), all_same=card.get(YAHTZEE_BOX),
                place=places[seat], boxes=dict(card.scores),
                details={"yahtzee_bonuses": card.bonuses}))
            continue
        if isinstance(card, PlaceCard):  # digit dice: the total is boxes won, 1 per box won
            won = compare(rules, state.cards).box_winners
            boxes = {b: int(seat in winners and not card.get(b).misread)  # type: ignore[union-attr]
                     for b, winners in won}
            details: dict[str, Any] = {"numbers": card.to_dict()}
            decided = final_roll_off(rules, state.cards)  # the winner of a tie, from the log
            if decided is not None and any(seat == p for r in decided.rounds for p, _, _ in r):
                details["roll_off"] = [v for r in decided.rounds for p, _, v in r if p == seat]
            out.append(SeatResult(
                seat=seat, total=sum(boxes.values()), upper=0, upper_bonus=0,
                lower=sum(boxes.values()), extra_bonus=0, all_same=None, place=places[seat],
                boxes=boxes, details=details))
            continue
        assert isinstance(card, Scorecard)
        out.append(SeatResult(
            seat=seat, total=card.grand_total, upper=card.upper_subtotal,
            upper_bonus=card.upper_bonus, lower=card.lower_total,
            extra_bonus=card.extra_bonus_points, all_same=card.all_same_score,
            place=places[seat], boxes=card.to_dict()))
    return out
