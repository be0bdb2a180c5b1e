"""The scorecard of Place Value Yahtzee: each player's numbers side by side, box by box.

Numbers are shown with their digit grouping, an X as "X". When the game is over
the numbers that won a box's point are circled, as on paper: written in round
brackets, "(6,341)". A misread number (the teacher's rule) is written "6,341 misread"
and never circled, so the circles always add up to the boxes won on the last row,
every number from the core's one comparison.
"""

from __future__ import annotations

from yachtdice.core import GameState
from yachtdice.core.modes.place_value.engine import place_cards, place_rules
from yachtdice.core.modes.place_value.rules import (
    PLACES,
    Condition,
    DigitInPlace,
    DigitSum,
    Number,
    PlacesSum,
    PlaceValueRuleset,
    RoundsTo,
    SameDigits,
    compare,
)
from yachtdice.ui.board.scorecard_model import Cell, CellState, Row, RowKind


def short_label(condition: Condition) -> str:
    """A box's condition in a few words, for the card's row names (the tooltip has it whole).

    >>> short_label(PlacesSum((3, 0), 9)), short_label(DigitInPlace(2, 3))
    ('thousands + ones = 9', '3 in the hundreds')
    """
    if isinstance(condition, DigitInPlace):
        return f"{condition.digit} in the {PLACES[condition.place]}"
    if isinstance(condition, PlacesSum):
        return " + ".join(PLACES[p] for p in condition.places) + f" = {condition.total}"
    if isinstance(condition, DigitSum):
        return f"digit sum {condition.total}"
    if isinstance(condition, SameDigits):
        return f"{condition.count} digits alike"
    if isinstance(condition, RoundsTo):
        return condition.label().removeprefix("Number that ")
    return "wild: any number"


class PlaceValueCard:
    """The card of a Place Value ruleset."""

    def rows(self, rules: PlaceValueRuleset) -> tuple[Row, ...]:
        """A row per box (named short: the header's tooltip has the box's whole label), then
        the boxes won."""
        # the widest number during play; at the end a circle adds its brackets
        widest = Number((8,) * rules.dice, rules.decimals).grouped
        return (*(Row(RowKind.BOX, short_label(b.condition), b.id, tip=b.label, widest=widest)
                  for b in rules.boxes),
                Row(RowKind.GRAND_TOTAL, "Boxes won", widest=str(len(rules.boxes))))

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        return [[cell(state, row, col) for col in range(len(state.players))] for row in rows]


def circled(text: str) -> str:
    """A winning number as circled on the card."""
    return f"({text})"


def cell(state: GameState, row: Row, col: int) -> Cell:
    """One player's entry in a box, or the boxes they have won."""
    rules = place_rules(state)
    card = place_cards(state)[col]
    name = state.players[col].name
    result = compare(rules, place_cards(state))
    if row.box is None:
        points = result.points[col]
        spoken = f"{row.label}, {name}, {points}"
        tip = ("Boxes won: the greatest number in a box wins its point; tied numbers all "
               "win it; an X counts as 0, so a box where everyone wrote X gives everyone its "
               "point; a misread number wins nothing.")
        return Cell(str(points), CellState.TOTAL, points, tip, spoken)
    b = rules.box(row.box)
    entry = card.get(b.id)
    if entry is None:
        return Cell("", CellState.BLANK, None, f"{b.label}: open.", f"{b.label}, open")
    won = state.finished and col in result.winners_of(b.id)
    if entry.number is None and won:  # everyone wrote X: a tie at 0, everyone's point
        return Cell(circled("X"), CellState.FILLED, 1,
                    f"{b.label}: X, counts as 0; everyone wrote X here, a tie: circled, "
                    "1 point.", f"{b.label}, {name} wrote X, circled")
    if entry.number is None:
        return Cell("X", CellState.FILLED, 0, f"{b.label}: X, counts as 0.",
                    f"{b.label}, {name} wrote X")
    text = entry.number.grouped
    if entry.misread:
        return Cell(f"{text} misread", CellState.FILLED, 0,
                    f"{b.label}: {text}, misread when read aloud: no point.",
                    f"{b.label}, {name} wrote {text}, misread")
    if won:
        return Cell(circled(text), CellState.FILLED, 1,
                    f"{b.label}: {text}, the greatest number here: circled, 1 point.",
                    f"{b.label}, {name} wrote {text}, circled")
    return Cell(text, CellState.FILLED, 0, f"{b.label}: {text}.",
                f"{b.label}, {name} wrote {text}")
