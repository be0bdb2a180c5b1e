"""What a move achieved, named for the player's ears (and anything else that celebrates)."""

from __future__ import annotations

from .game import GameState
from .rules import book

ROLL, SCORE, BONUS, ALL_SAME = "roll", "score", "bonus", "all_same"


def score_event(state: GameState, category_id: str) -> str:
    """What scoring ``category_id`` with the current dice achieves: BONUS when it completes
    the upper bonus, ALL_SAME when it scores the all-same box or earns an extra bonus for
    one, otherwise SCORE. ``state`` is the state before the move, which must be legal."""
    before = state.card
    assert state.dice is not None
    after = book(before, state.dice, category_id)
    if after.upper_bonus > before.upper_bonus:
        return BONUS
    if after.extra_bonuses > before.extra_bonuses or (after.all_same_score or 0) > (
            before.all_same_score or 0):
        return ALL_SAME
    return SCORE
