"""Place Value Yahtzee, digit dice arranged into numbers, as the registry knows it.

A seat's total is the number of boxes it won (circled; a misread number wins nothing). A built-in
card played with the teacher's rule is filed with that card's games:

>>> from dataclasses import replace
>>> from yachtdice.core.modes.place_value.rules import preset
>>> GAME.filed_as(replace(preset("place-value-4"), teacher_rule=True))
'place-value-4'
>>> GAME.filed_as(replace(preset("place-value-4"), name="Our card")) is None
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from yachtdice.core.jsontext import JsonLike
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
    box_label,
    card_notes,
    card_problems,
    compare,
    is_preset,
    preset,
)
from yachtdice.core.modes.place_value.score_sheet import score_sheet
from yachtdice.core.record import GameRecord
from yachtdice.core.text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from yachtdice.core.modes.place_value.review import PlaceValueReview


def _seat_results(rules: PlaceValueRuleset,
                  cards: Sequence[PlaceCard]) -> tuple[SeatResult, ...]:
    won = compare(rules, cards).box_winners
    decided = final_roll_off(rules, cards)  # the winner of a tie, from the log
    out = []
    for seat, card in enumerate(cards):
        boxes = {b: int(seat in winners) for b, winners in won}
        details: dict[str, JsonLike] = {"numbers": card.to_dict()}
        if decided is not None and any(seat == p for r in decided.rounds for p, _, _ in r):
            details["roll_off"] = [v for r in decided.rounds for p, _, v in r if p == seat]
        out.append(SeatResult(total=sum(boxes.values()), upper=0, upper_bonus=0,
                              lower=sum(boxes.values()), extra_bonus=0, all_same=None,
                              boxes=boxes, details=details))
    return tuple(out)


def _filed_as(rules: PlaceValueRuleset) -> str | None:
    """A built-in card's id when ``rules`` are that card with only the teacher's rule
    changed (a New Game option, not rules of their own); else None."""
    if not is_preset(rules.id):
        return None
    card = preset(rules.id)
    plain = replace(rules, teacher_rule=card.teacher_rule)
    return card.id if plain.content_hash() == card.content_hash() else None


def _review(record: GameRecord, basis: object, players: Iterable[int] | None
            ) -> PlaceValueReview:
    from yachtdice.core.modes.place_value.review import review  # when a game is reviewed

    return review(record, basis, players)


_MISREAD = QT_TRANSLATE_NOOP("bookings", "{number} (misread)")


def _claim_words(rules: PlaceValueRuleset, claim: PlaceClaim) -> str:
    """What a claim wrote, as History's turn lines say it: the number ("6341"), "X", or the
    number and that the teacher marked its reading wrong."""
    if claim.number is None:
        return "X"
    if claim.read is False:
        return _MISREAD.format(number=claim.number)
    return claim.number


GAME: Mode[PlaceValueRuleset, PlaceCard, PlaceClaim] = Mode(
    "place-value", QT_TRANSLATE_NOOP("games", "Digit dice").text,
    PLACE_VALUE, PLACE_VALUE_PRESETS, ("plain", "strong"),
    hints=True, claim_to_json=lambda claim: claim.to_json(),
    claim_from_json=PlaceClaim.from_json, ruleset_from_dict=PlaceValueRuleset.from_dict,
    box_label=lambda rules, box_id: box_label(rules.box(box_id)),
    computer=lambda rules, lv, seats, rng: PlaceValuePlayer(rules, lv, seats - 1),
    seat_results=_seat_results, filed_as=_filed_as, find_problems=card_problems,
    notes=card_notes, claim_words=_claim_words, box_points=False,
    review=_review, review_solves=False,  # against the strong player, worked out as it goes
    score_sheet=lambda rules, names, cards, players: score_sheet(rules, names, cards,
                                                                 pupils=players),
    totals_are_points=False)  # a total is boxes won
