"""The scorecard of Place Value Yahtzee: each player's numbers side by side, box by box.

Numbers are shown with their digit grouping, an X as "X". When the game is over
the numbers that won a box's point are circled, as on paper: written in round
brackets, "(6,341)". A misread number (the teacher's rule) is struck through (its tooltip
and what a screen reader says name it misread) and never circled, so the circles always
add up to the boxes won on the last row,
every number from the core's one comparison.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yachtdice.core import GameState
from yachtdice.core.modes.place_value.engine import place_cards, place_rules
from yachtdice.core.modes.place_value.rules import (
    PLACES,
    Comparison,
    Condition,
    DigitInPlace,
    DigitSum,
    EvenOdd,
    Number,
    PlacesSum,
    PlaceValueRuleset,
    RoundsTo,
    SameDigits,
    box_label,
    compare,
)
from yachtdice.core.text import QT_TRANSLATE_NOOP, Text
from yachtdice.ui.board.scorecard_model import Cell, CellState, Row, RowKind
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes.place_value.numbers import grouped, said

# a box's condition in a few words (the card's row names)
_IN_PLACE = QT_TRANSLATE_NOOP("PlaceValueCard", "{digit} in the {place}")
_SUM = QT_TRANSLATE_NOOP("PlaceValueCard", "{places} = {total}")
_DIGIT_SUM = QT_TRANSLATE_NOOP("PlaceValueCard", "digit sum {total}")
_ALIKE = QT_TRANSLATE_NOOP("PlaceValueCard", "{count} digits alike")
_ROUNDS = QT_TRANSLATE_NOOP("PlaceValueCard", "rounds to {value} to the nearest {unit}")
_WILD = QT_TRANSLATE_NOOP("PlaceValueCard", "wild: any number")
_EVEN = QT_TRANSLATE_NOOP("PlaceValueCard", "even number")
_ODD = QT_TRANSLATE_NOOP("PlaceValueCard", "odd number")
# the cells' tooltips and what a screen reader says of them
_WON = QT_TRANSLATE_NOOP("PlaceValueCard", "{row}, {name}, {points}")
_OPEN = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}: open.")
_OPEN_SAID = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}, open")
_ALL_X = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}: X, counts as 0; everyone wrote X here, a "
                           "tie: circled, 1 point.")
_ALL_X_SAID = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}, {name} wrote X, circled")
_X = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}: X, counts as 0.")
_X_SAID = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}, {name} wrote X")
_MISREAD = QT_TRANSLATE_NOOP("PlaceValueCard",
                             "{box}: {number}, misread when read aloud: no point.")
_MISREAD_SAID = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}, {name} wrote {number}, misread")
_CIRCLED = QT_TRANSLATE_NOOP("PlaceValueCard",
                             "{box}: {number}, the greatest number here: circled, 1 point.")
_CIRCLED_SAID = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}, {name} wrote {number}, circled")
_WRITTEN = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}: {number}.")
_WRITTEN_SAID = QT_TRANSLATE_NOOP("PlaceValueCard", "{box}, {name} wrote {number}")


def short_label(condition: Condition) -> str:
    """A box's condition in a few words, in the window's language, for the card's row names
    (the tooltip has it whole).

    >>> short_label(PlacesSum((3, 0), 9)), short_label(DigitInPlace(2, 3))
    ('thousands + ones = 9', '3 in the hundreds')
    """
    if isinstance(condition, DigitInPlace):
        text = _IN_PLACE.format(digit=condition.digit, place=PLACES[condition.place])
    elif isinstance(condition, PlacesSum):
        text = _SUM.format(places=" + ".join(translated(PLACES[p]) for p in condition.places),
                           total=condition.total)
    elif isinstance(condition, DigitSum):
        text = _DIGIT_SUM.format(total=condition.total)
    elif isinstance(condition, SameDigits):
        text = _ALIKE.format(count=condition.count)
    elif isinstance(condition, RoundsTo):
        # the value and unit as the whole label has them: "rounds to 36 to the nearest ..."
        whole = condition.label()
        values = dict(whole.values) if isinstance(whole, Text) else {}
        text = _ROUNDS.format(value=values.get("value", ""), unit=values.get("unit", ""))
    elif isinstance(condition, EvenOdd):
        text = (_EVEN if condition.even else _ODD).text
    else:
        text = _WILD.text
    return said(text)


class PlaceValueCard:
    """The card of a Place Value ruleset."""

    def rows(self, rules: PlaceValueRuleset) -> tuple[Row, ...]:
        """A row per box (named short: the header's tooltip has the box's whole label), then
        the boxes won."""
        # the widest number during play; at the end a circle adds its brackets
        widest = grouped(Number((8,) * rules.dice, rules.decimals))
        return (*(Row(RowKind.BOX, short_label(b.condition), b.id, tip=said(box_label(b)),
                      widest=widest)
                  for b in rules.boxes),
                Row(RowKind.GRAND_TOTAL, QCoreApplication.translate("PlaceValueCard", "Boxes won"),
                    widest=str(len(rules.boxes))))

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        result = compare(place_rules(state), place_cards(state))  # once, not once a cell
        return [[cell(state, row, col, result) for col in range(len(state.players))]
                for row in rows]


def circled(text: str) -> str:
    """A winning number as circled on the card."""
    return f"({text})"


def cell(state: GameState, row: Row, col: int, result: Comparison | None = None) -> Cell:
    """One player's entry in a box, or the boxes they have won (``result``: the cards
    compared, when already done)."""
    rules = place_rules(state)
    card = place_cards(state)[col]
    name = state.players[col].name
    result = compare(rules, place_cards(state)) if result is None else result
    if row.box is None:
        points = result.points[col]
        spoken = translated(_WON.format(row=row.label, name=name, points=str(points)))
        tip = QCoreApplication.translate(
            "PlaceValueCard",
            "Boxes won: the greatest number in a box wins its point; tied numbers all win it; "
            "an X counts as 0, so a box where everyone wrote X gives everyone its point; a "
            "misread number wins nothing.")
        return Cell(str(points), CellState.TOTAL, points, tip, spoken)
    b = rules.box(row.box)
    label = said(box_label(b))
    entry = card.get(b.id)
    if entry is None:
        return Cell("", CellState.BLANK, None, translated(_OPEN.format(box=label)),
                    translated(_OPEN_SAID.format(box=label)))
    won = state.finished and col in result.winners_of(b.id)
    if entry.number is None and won:  # everyone wrote X: a tie at 0, everyone's point
        return Cell(circled("X"), CellState.FILLED, 1, translated(_ALL_X.format(box=label)),
                    translated(_ALL_X_SAID.format(box=label, name=name)))
    if entry.number is None:
        return Cell("X", CellState.FILLED, 0, translated(_X.format(box=label)),
                    translated(_X_SAID.format(box=label, name=name)))
    text = grouped(entry.number)
    if entry.misread:  # struck through: the number keeps its width, the type its size
        return Cell(text, CellState.STRUCK, 0,
                    translated(_MISREAD.format(box=label, number=text)),
                    translated(_MISREAD_SAID.format(box=label, name=name, number=text)))
    if won:
        return Cell(circled(text), CellState.FILLED, 1,
                    translated(_CIRCLED.format(box=label, number=text)),
                    translated(_CIRCLED_SAID.format(box=label, name=name, number=text)))
    return Cell(text, CellState.FILLED, 0, translated(_WRITTEN.format(box=label, number=text)),
                translated(_WRITTEN_SAID.format(box=label, name=name, number=text)))
