"""Pip dice, the Yahtzee family, as the registry knows it (:data:`GAME`).

>>> from yachtdice.core.modes.pips.presets import preset
>>> from yachtdice.core.modes.pips.scorecard import Scorecard
>>> card = Scorecard.empty(preset("yacht")).with_score("yacht", 50)
>>> GAME.seat_results(preset("yacht"), [card])[0].total
50
"""

from __future__ import annotations

from collections.abc import Sequence

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.levels import LEVELS
from yachtdice.core.modes import Mode, SeatResult
from yachtdice.core.modes.pips.engine import PIPS
from yachtdice.core.modes.pips.events import booking_event
from yachtdice.core.modes.pips.presets import PRESETS
from yachtdice.core.modes.pips.ruleset import Ruleset
from yachtdice.core.modes.pips.scorecard import Scorecard


def _box_id(data: object) -> str:
    if not isinstance(data, str):
        raise YachtDiceError("must be a box id")
    return data


def _seat_results(rules: Ruleset, cards: Sequence[Scorecard]) -> tuple[SeatResult, ...]:
    return tuple(SeatResult(total=c.grand_total, upper=c.upper_subtotal,
                            upper_bonus=c.upper_bonus, lower=c.lower_total,
                            extra_bonus=c.extra_bonus_points, all_same=c.all_same_score,
                            boxes=c.to_dict()) for c in cards)


GAME: Mode[Ruleset, Scorecard, str] = Mode(
    "pips", "Pip dice", PIPS, PRESETS, tuple(lv.id for lv in LEVELS), hints=True,
    claim_to_json=lambda box_id: box_id, claim_from_json=_box_id,
    ruleset_from_dict=Ruleset.from_dict,
    box_label=lambda rules, box_id: rules.category(box_id).label,
    seat_results=_seat_results, score_event=booking_event, legacy=True, numeric_faces=True)
