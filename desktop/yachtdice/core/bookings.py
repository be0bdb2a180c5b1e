"""What each player booked, turn by turn, as players read it: "Computer booked chy*ron in
6-Letter Word: 16." For any game: the log is replayed, and the game says how a claim reads
(:attr:`~yachtdice.core.registry.Mode.claim_words`) and what its box holds.

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

from dataclasses import dataclass
from typing import Any

from yachtdice.core.game import Action, GameState, Score, Undo
from yachtdice.core.record import GameRecord
from yachtdice.core.registry import mode_for
from yachtdice.core.text import QT_TRANSLATE_NOOP

BOOKED_WORDS = QT_TRANSLATE_NOOP("bookings", "{player} booked {words} in {box}: {points}.")
BOOKED = QT_TRANSLATE_NOOP("bookings", "{player} booked {box}: {points}.")
BOOKED_WORDS_NO_POINTS = QT_TRANSLATE_NOOP("bookings", "{player} booked {words} in {box}.")
BOOKED_NO_POINTS = QT_TRANSLATE_NOOP("bookings", "{player} booked {box}.")


@dataclass(frozen=True)
class Booking:
    """One box filled: in which turn, by whom, with what claim, for how many points."""

    turn: int
    seat: int
    player: str
    computer: bool
    box: str
    claim: Any
    points: int | None


def booking(before: GameState, action: Score, after: GameState) -> Booking:
    """The booking ``action`` made, from the states before and after it."""
    seat = before.current
    rules = before.ruleset
    card = after.cards[seat]
    boxes = mode_for(rules).seat_results(rules, [card])[0].boxes
    points = boxes.get(action.category)
    player = before.players[seat]
    return Booking(before.turn, seat, player.name, player.computer, action.category,
                   action.claim, points if isinstance(points, int) else None)


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
    label = m.box_label(rules, b.box)
    words = m.claim_words(rules, b.claim)
    if b.points is None:
        return (BOOKED_WORDS_NO_POINTS.format(player=b.player, words=words, box=label) if words
                else BOOKED_NO_POINTS.format(player=b.player, box=label))
    if words:
        return BOOKED_WORDS.format(player=b.player, words=words, box=label, points=b.points)
    return BOOKED.format(player=b.player, box=label, points=b.points)
