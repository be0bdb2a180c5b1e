"""What each player booked, turn by turn, as players read it: "Computer booked chy*ron in
6-Letter Word: 16." For any game: the log is replayed, and the game says how a claim reads
(:attr:`~yachtdice.core.registry.Mode.claim_words`) and what its box holds in points. On a
card with several columns per player (:class:`~yachtdice.core.game.ColumnCard`) a booking
names its column too: "Ann booked Chance (×3): 69."

>>> from yachtdice.core import GameRecord, Player, Roll, Score
>>> from yachtdice.core.modes import builtin
>>> from yachtdice.core.modes.pips.presets import preset
>>> builtin.install()
>>> record = GameRecord.new(preset("yacht"), [Player("Ann")])
>>> record = record.then(Roll((6, 6, 6, 6, 6))).then(Score("sixes"))
>>> [sentence(record.ruleset, b) for b in bookings(record)]
['Ann booked Sixes: 30.']
"""

from __future__ import annotations

from typing import Any

from yachtdice.core.game import (
    Action,
    Card,
    ColumnCard,
    GameState,
    Place,
    Rules,
    Score,
    Undo,
    columns_of,
    engine_for,
)
from yachtdice.core.record import GameRecord
from yachtdice.core.registry import mode_for
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

BOOKED_WORDS = QT_TRANSLATE_NOOP("bookings", "{player} booked {words} in {box}: {points}.")
BOOKED = QT_TRANSLATE_NOOP("bookings", "{player} booked {box}: {points}.")
BOOKED_WORDS_NO_POINTS = QT_TRANSLATE_NOOP("bookings", "{player} booked {words} in {box}.")
BOOKED_NO_POINTS = QT_TRANSLATE_NOOP("bookings", "{player} booked {box}.")
#: a box in one of a player's columns, on a card with several ("Chance (×3)")
IN_COLUMN = QT_TRANSLATE_NOOP("bookings", "{box} ({column})")


@value_type
class Booking:
    """One box filled: in which turn, by whom, with what claim, for how many points, in
    which of the player's columns (0 on a card with one column per player), and the dice
    it was booked with (None: no dice on the table)."""

    turn: int
    seat: int
    player: str
    computer: bool
    box: str
    claim: Any
    points: int | None
    column: int = 0
    dice: tuple[Any, ...] | None = None

    @property
    def place(self) -> Place:
        return Place(self.box, self.column)


def points_at(rules: Rules, card: Card, place: Place) -> int | None:
    """The points ``place`` holds on ``card`` (None while it is open): a card with several
    columns says so itself, any other card's boxes are its seat result's."""
    if isinstance(card, ColumnCard):
        return card.points_at(place)
    points = mode_for(rules).seat_results(rules, [card])[0].boxes.get(place.box)
    return points if isinstance(points, int) and not isinstance(points, bool) else None


def place_label(rules: Rules, place: Place, columns: tuple[str, ...] | None = None) -> str:
    """A box's name as players read it, with its column's on a card of several columns
    (``columns``: the card's, asked of a new card of ``rules`` unless given)."""
    label = mode_for(rules).box_label(rules, place.box)
    if columns is None:
        columns = columns_of(engine_for(rules).new_card(rules))
    if len(columns) < 2:
        return label
    return IN_COLUMN.format(box=label, column=columns[place.column])


def booking(before: GameState, action: Score, after: GameState) -> Booking:
    """The booking ``action`` made, from the states before and after it."""
    seat = before.current
    place = action.place
    player = before.players[seat]
    points = (points_at(before.ruleset, after.cards[seat], place)
              if mode_for(before.ruleset).box_points else None)
    return Booking(before.turn, seat, player.name, player.computer, place.box, action.claim,
                   points, place.column, None if before.dice is None else tuple(before.dice))


def bookings(record: GameRecord) -> list[Booking]:
    """Every booking of ``record`` that stands (Undo takes one back), in the order made."""
    state = GameState.start(record.ruleset, record.players)
    out: list[Booking] = []
    action: Action
    for action in record.actions:
        after = state.apply(action)
        if isinstance(action, Score):
            out.append(booking(state, action, after))
        elif isinstance(action, Undo) and _filled(after) < _filled(state) and out:
            out.pop()
        state = after
    return out


def _filled(state: GameState) -> int:
    return sum(card.filled_count for card in state.cards)


def sentence(rules: Any, b: Booking) -> str:
    """The booking as one sentence: the words played (if the game has words), the box, the
    points."""
    m = mode_for(rules)
    label = place_label(rules, b.place)
    words = m.claim_words(rules, b.claim)
    if b.points is None:
        return (BOOKED_WORDS_NO_POINTS.format(player=b.player, words=words, box=label) if words
                else BOOKED_NO_POINTS.format(player=b.player, box=label))
    if words:
        return BOOKED_WORDS.format(player=b.player, words=words, box=label, points=b.points)
    return BOOKED.format(player=b.player, box=label, points=b.points)
