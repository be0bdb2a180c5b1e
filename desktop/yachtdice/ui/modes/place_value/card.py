"""The scorecard of Place Value Yahtzee: each player's numbers side by side, box by box.

Numbers are shown with their digit grouping, an X as "X". When the game is over
the greatest number of every box is circled, as on paper: written in round
brackets, "(6,341)", and its tooltip says it won the box's point (a misread
number wins the box but not its point). The last row counts the boxes won,
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
        return (*(Row(RowKind.BOX, short_label(b.condition), b.id, tip=b.label)
                  for b in rules.boxes),
                Row(RowKind.GRAND_TOTAL, "Boxes won"))

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
               "win it; an X counts nothing.")
        return Cell(str(points), CellState.TOTAL, points, tip, spoken)
    b = rules.box(row.box)
    entry = card.get(b.id)
    if entry is None:
        return Cell("", CellState.BLANK, None, f"{b.label}: open.", f"{b.label}, open")
    if entry.number is None:
        return Cell("X", CellState.FILLED, 0, f"{b.label}: X, counts nothing.",
                    f"{b.label}, {name} wrote X")
    text = entry.number.grouped
    won = state.finished and col in result.winners_of(b.id)
    if won:
        earned = "but was misread, so no point" if entry.misread else "1 point"
        return Cell(circled(text), CellState.FILLED, 0 if entry.misread else 1,
                    f"{b.label}: {text}, the greatest number here: circled, {earned}.",
                    f"{b.label}, {name} wrote {text}, circled")
    misread = " (misread)" if entry.misread else ""
    return Cell(text + misread, CellState.FILLED, 0, f"{b.label}: {text}{misread}.",
                f"{b.label}, {name} wrote {text}{misread}")
