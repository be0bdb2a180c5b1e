"""Pip dice, the Yahtzee family, as the registry knows it (:data:`GAME`).

>>> from yachtdice.core.modes.pips.presets import preset
>>> from yachtdice.core.modes.pips.scorecard import Scorecard
>>> card = Scorecard.empty(preset("yacht")).with_score("yacht", 50)
>>> GAME.seat_results(preset("yacht"), [card])[0].total
50
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.levels import LEVELS
from yachtdice.core.modes import WHOLE_NUMBERS, Mode, RecordCodec, SeatResult
from yachtdice.core.modes.pips.engine import PIPS
from yachtdice.core.modes.pips.presets import PRESETS, with_preset_names
from yachtdice.core.modes.pips.ruleset import Ruleset, validate, warnings
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from yachtdice.core.modes.pips.optimal.advisor import Engine
    from yachtdice.core.modes.pips.optimal.review import Review
    from yachtdice.core.record import GameRecord
    from yachtdice.core.score_sheet import ScoreSheet


def _box_id(data: object) -> str:
    if not isinstance(data, str):
        raise YachtDiceError("must be a box id")
    return data


def _seat_results(rules: Ruleset, cards: Sequence[Scorecard]) -> tuple[SeatResult, ...]:
    return tuple(SeatResult(total=c.grand_total, upper=c.upper_subtotal,
                            upper_bonus=c.upper_bonus, lower=c.lower_total,
                            extra_bonus=c.extra_bonus_points, all_same=c.all_same_score,
                            boxes=c.to_dict()) for c in cards)


def _ruleset_from_dict(data: object) -> Ruleset:
    """A ruleset from the format, with a built-in's names ready for translation."""
    return with_preset_names(Ruleset.from_dict(data))


def _rates(rules: Ruleset) -> frozenset[str]:
    """The upper bonus's rate where the rules have one, the all-same box's where it has one,
    the extra all-same bonuses where they score (Yacht's rules have none)."""
    return frozenset(rate for rate, has in (("upper_bonus", rules.upper_bonus is not None),
                                            ("all_same", rules.all_same_index is not None),
                                            ("extra_bonus", rules.extra_yahtzee_bonus > 0))
                     if has)


def _booking_event(rules: Ruleset, before: Scorecard, after: Scorecard) -> str:
    from yachtdice.core.modes.pips.events import booking_event  # with the first booking

    return booking_event(rules, before, after)


def _score_sheet(rules: Ruleset, names: Sequence[str] | None,
                 cards: Sequence[Scorecard] | None, players: int) -> ScoreSheet:
    from yachtdice.core.modes.pips.score_sheet import score_sheet  # printed: not at start

    return score_sheet(rules, names, cards, players)


def _review(record: GameRecord, engine: Engine, players: Iterable[int] | None) -> Review:
    from yachtdice.core.modes.pips.optimal.review import review_game  # not at start-up

    return review_game(record, engine, players)


GAME: Mode[Ruleset, Scorecard, str] = Mode(
    "pips", QT_TRANSLATE_NOOP("games", "Pip dice").text,
    PIPS, PRESETS, tuple(lv.id for lv in LEVELS), hints=True,
    claim_to_json=lambda box_id: box_id, claim_from_json=_box_id,
    ruleset_from_dict=_ruleset_from_dict,
    box_label=lambda rules, box_id: rules.category(box_id).label,
    seat_results=_seat_results, score_event=_booking_event,
    record_codec=RecordCodec(WHOLE_NUMBERS), review=_review, rates=_rates,
    find_problems=validate, notes=warnings, score_sheet=_score_sheet)
