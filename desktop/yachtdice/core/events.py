"""What a move achieved, named for the player's ears (and anything else that celebrates).

A game says which of these a booking was (:attr:`yachtdice.core.modes.Mode.score_event`).
"""

from __future__ import annotations

ROLL, SCORE, BONUS, ALL_SAME = "roll", "score", "bonus", "all_same"
