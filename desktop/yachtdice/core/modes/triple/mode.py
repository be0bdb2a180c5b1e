"""Triple Yahtzee as the registry knows it (:data:`GAME`).

A claim is a box and its column (a :class:`~yachtdice.core.game.Place`), written in a
record as ``[box, column]`` (column 0, 1 or 2: ×1, ×2, ×3). A seat's result files each
box as ``box@column`` (1 to 3) with its points, multiplier applied, and the sections' sums
over the three columns, multipliers applied.

>>> from yachtdice.core.game import Place
>>> card = TRIPLE_ENGINE.book(TRIPLE, TripleCard.empty(TRIPLE), (3, 3, 3, 5, 5),
...                           Place("full_house", 1))
>>> result = GAME.seat_results(TRIPLE, [card])[0]
>>> result.total, result.lower, dict(result.boxes)["full_house@2"]
(50, 50, 50)
"""

from __future__ import annotations

from collections.abc import Sequence

from yachtdice.core.bookings import IN_COLUMN
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.events import ALL_SAME, BONUS, SCORE
from yachtdice.core.game import Place
from yachtdice.core.jsontext import JsonValue
from yachtdice.core.modes import WHOLE_NUMBERS, Mode, RecordCodec, SeatResult
from yachtdice.core.modes.triple.card import COLUMNS, TripleCard
from yachtdice.core.modes.triple.engine import TRIPLE_ENGINE
from yachtdice.core.modes.triple.players import LEVELS, TriplePlayer
from yachtdice.core.modes.triple.rules import PRESETS, TRIPLE, TripleRules
from yachtdice.core.modes.triple.score_sheet import box_text, score_sheet
from yachtdice.core.text import QT_TRANSLATE_NOOP


def claim_to_json(place: Place) -> JsonValue:
    return [place.box, place.column]


def claim_from_json(data: JsonValue) -> Place:
    if not (isinstance(data, list) and len(data) == 2 and isinstance(data[0], str)
            and isinstance(data[1], int) and not isinstance(data[1], bool)):
        raise YachtDiceError("a Triple Yahtzee claim is [box id, column 0 to 2]")
    return Place(data[0], data[1])


def _seat_results(rules: TripleRules, cards: Sequence[TripleCard]) -> tuple[SeatResult, ...]:
    def result(card: TripleCard) -> SeatResult:
        ms = rules.multipliers
        columns = range(len(ms))
        yahtzees = card.yahtzees()
        return SeatResult(
            total=card.grand_total,
            upper=sum(card.upper(c) * ms[c] for c in columns),
            upper_bonus=sum(card.upper_bonus(c) * ms[c] for c in columns),
            lower=sum(card.lower(c) * ms[c] for c in columns),
            extra_bonus=sum(card.chip_points(c) for c in columns),
            all_same=sum((v or 0) * ms[c] for c, v in enumerate(yahtzees)),
            boxes={f"{place.box}@{place.column + 1}": card.points_at(place)
                   for place in (Place(b, c) for c in columns for b in rules.boxes)},
            details={"chips": list(card.chips)})
    return tuple(result(c) for c in cards)


def box_label(rules: TripleRules, box: str) -> str:
    """A box's name as players read it; a seat result's ``box@column`` names its column too
    (Statistics' boxes: "Chance (×3)").

    >>> box_label(TRIPLE, "chance"), box_label(TRIPLE, "full_house@3")
    ('Chance', 'Full House (×3)')
    """
    name, at, column = box.partition("@")
    label = rules.label(name)
    if not at or not column.isdigit() or not 1 <= int(column) <= len(COLUMNS):
        return label
    return IN_COLUMN.format(box=label, column=COLUMNS[int(column) - 1])


def _score_event(rules: TripleRules, before: TripleCard, after: TripleCard) -> str:
    columns = range(len(rules.multipliers))
    if any(after.upper_bonus(c) > before.upper_bonus(c) for c in columns):
        return BONUS
    if sum(after.chips) > sum(before.chips) or sum(v or 0 for v in after.yahtzees()) > sum(
            v or 0 for v in before.yahtzees()):
        return ALL_SAME
    return SCORE


GAME: Mode[TripleRules, TripleCard, Place] = Mode(
    "triple-yahtzee", QT_TRANSLATE_NOOP("games", "Triple Yahtzee").text,
    TRIPLE_ENGINE, PRESETS, LEVELS, hints=True,
    claim_to_json=claim_to_json, claim_from_json=claim_from_json,
    ruleset_from_dict=TripleRules.from_dict,
    box_label=box_label,
    seat_results=_seat_results, score_event=_score_event,
    computer=lambda rules, level, seats, rng: TriplePlayer(rules, level),
    record_codec=RecordCodec(WHOLE_NUMBERS),
    rates=lambda rules: frozenset({"upper_bonus", "all_same", "extra_bonus"}),  # chips
    score_sheet=score_sheet, box_rule=box_text)

__all__ = ["GAME", "TRIPLE"]
