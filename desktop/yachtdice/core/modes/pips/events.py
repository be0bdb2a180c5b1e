"""What booking a box achieves in pip dice, for the player's ears (:mod:`yachtdice.core.events`)."""

from __future__ import annotations

from yachtdice.core.events import ALL_SAME, BONUS, ROLL, SCORE
from yachtdice.core.game import GameState
from yachtdice.core.modes.pips.engine import pip_card, pip_rules
from yachtdice.core.modes.pips.rules import book
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard

__all__ = ["ALL_SAME", "BONUS", "ROLL", "SCORE", "booking_event", "score_event"]


def score_event(state: GameState, category_id: str) -> str:
    """What scoring ``category_id`` with the current dice achieves: BONUS when it completes
    the upper bonus, ALL_SAME when it scores the all-same box or earns an extra bonus for
    one, otherwise SCORE. ``state`` is the state before the move, which must be legal."""
    assert state.dice is not None
    card = pip_card(state)
    return booking_event(pip_rules(state), card, book(card, state.dice, category_id))


def booking_event(rules: Ruleset, before: Scorecard, after: Scorecard) -> str:
    """What turning card ``before`` into ``after`` achieved (one booking)."""
    if after.upper_bonus > before.upper_bonus:
        return BONUS
    if after.extra_bonuses > before.extra_bonuses or (after.all_same_score or 0) > (
            before.all_same_score or 0):
        return ALL_SAME
    return SCORE
