"""Triple Yahtzee's card in the window: each player's three columns side by side, as on the
paper card. A box shows what is written in it (before the column's multiplier); each column
adds up its upper boxes, its bonus (35 at 63, on its way: "42 / 63"), its chips, and its
total times its multiplier; the grand total stands under the ×3 column, the last, as on the
paper card (the sum after the three it adds up).

Every number comes from the core's card and its options for the dice on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from yachtdice.core import GameState
from yachtdice.core.bookings import IN_COLUMN
from yachtdice.core.game import Place, cards_as
from yachtdice.core.modes.pips.patterns import FaceCount
from yachtdice.core.modes.pips.ruleset import Section
from yachtdice.core.modes.triple.card import COLUMNS, TripleCard
from yachtdice.core.modes.triple.engine import Options, options
from yachtdice.core.modes.triple.rules import TripleRules
from yachtdice.core.text import QT_TRANSLATE_NOOP, Template, join_sentences
from yachtdice.ui.board.scorecard_model import (
    BonusProgress,
    Cell,
    CellMemo,
    CellState,
    Row,
    RowKind,
)
from yachtdice.ui.i18n import translated

_HEADINGS = {Section.UPPER: QT_TRANSLATE_NOOP("TripleCard", "Upper section"),
             Section.LOWER: QT_TRANSLATE_NOOP("TripleCard", "Lower section")}
_UPPER_SUM = QT_TRANSLATE_NOOP("TripleCard", "Upper sum")
_BONUS = QT_TRANSLATE_NOOP("TripleCard", "Bonus")
_CHIPS = QT_TRANSLATE_NOOP("TripleCard", "Bonus chips")
_COLUMN_TOTAL = QT_TRANSLATE_NOOP("TripleCard", "Column total")
_GRAND_TOTAL = QT_TRANSLATE_NOOP("TripleCard", "Grand total")

_SCORED = QT_TRANSLATE_NOOP("TripleCard", "{box}, {player}: {points} written, {counted} "
                            "counted")
_PREVIEW = QT_TRANSLATE_NOOP("TripleCard", "{box}, {player}: {points} if entered now, "
                             "{counted} counted")
_JOKER = QT_TRANSLATE_NOOP("TripleCard", "{box}, {player}: {points} if entered now (joker), "
                           "{counted} counted")
_REFUSED = QT_TRANSLATE_NOOP("TripleCard", "{box}, {player}: not allowed now. {reason}")
_OPEN = QT_TRANSLATE_NOOP("TripleCard", "{box}, {player}: open")
_TOTAL = QT_TRANSLATE_NOOP("TripleCard", "{row} ({column}), {player}: {value}")
_BONUS_RULE = QT_TRANSLATE_NOOP("TripleCard", "{points} points when a column's upper sum "
                                "reaches {threshold}, counted in its column.")
_COLUMN_RULE = QT_TRANSLATE_NOOP("TripleCard", "The column's boxes, bonus and chips, its sum "
                                 "times {multiplier}.")
_OUT_OF_REACH = QT_TRANSLATE_NOOP("TripleCard", "out of reach")


def _say(template: Template, **values: object) -> str:
    return translated(template.format(**values))


def _bonus_rule(rules: TripleRules) -> str:
    bonus = rules.base.upper_bonus
    return "" if bonus is None else _say(_BONUS_RULE, points=bonus.points,
                                         threshold=bonus.threshold)


class TripleGameCard:
    """The card of a Triple Yahtzee ruleset (a :class:`~yachtdice.ui.board.scorecard_model.
    GameCard`). A player's columns are worked out from their card, their name and, while
    they are at play, the dice: made of the same, they are not worked out again."""

    def __init__(self) -> None:
        self._seats: CellMemo[tuple[tuple[Cell, ...], ...]] = CellMemo(512)
        self._cells: CellMemo[Cell] = CellMemo(4096)  # a box's or a total's

    def rows(self, rules: TripleRules) -> tuple[Row, ...]:
        def boxes(section: Section) -> list[Row]:
            return [Row(RowKind.BOX, translated(c.label), c.id, translated(_HEADINGS[section]),
                        c.pattern.face if isinstance(c.pattern, FaceCount) else None,
                        translated(c.label), widest="888")
                    for c in rules.base.categories if c.section is section]

        return (*boxes(Section.UPPER),
                Row(RowKind.UPPER_SUBTOTAL, translated(_UPPER_SUM)),
                Row(RowKind.UPPER_BONUS, translated(_BONUS), tip=_bonus_rule(rules)),
                *boxes(Section.LOWER),
                Row(RowKind.EXTRA_BONUS, translated(_CHIPS)),
                Row(RowKind.LOWER_TOTAL, translated(_COLUMN_TOTAL)),
                Row(RowKind.GRAND_TOTAL, translated(_GRAND_TOTAL)))

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        cards = cards_as(state, TripleCard, "a Triple Yahtzee card")
        playing = state.dice is not None and not state.finished

        def seat_rows(seat: int) -> tuple[tuple[Cell, ...], ...]:
            """Each row of player ``seat``'s columns."""
            card = cards[seat]
            dice = state.dice if playing and seat == state.current else None

            name = state.players[seat].name

            def one(r: int, row: Row, column: int, now: Options | None) -> Cell:
                """A cell kept by what it shows: a total by the card, a box by its value,
                or at play by its points (a refused box is said afresh)."""
                made_of: tuple[object, ...]
                if row.box is None:
                    made_of = (r, column, name, card.cells, card.chips)
                else:
                    value = card.value(Place(row.box, column))
                    made_of = (r, column, name, value)
                    if value is None and now is not None:
                        choice = now.get(Place(row.box, column))
                        if choice.points is None:
                            return _cell(state, card, row, seat, column, now)
                        made_of = (r, column, name, "now", choice.points, choice.joker)
                return self._cells.kept(card.rules, rows, made_of,
                                        lambda: _cell(state, card, row, seat, column, now))

            def work() -> tuple[tuple[Cell, ...], ...]:
                now = options(card, dice) if dice is not None else None
                return tuple(tuple(one(r, row, column, now) for column in range(len(COLUMNS)))
                             for r, row in enumerate(rows))

            made_of = (card.cells, card.chips, name, dice)
            return self._seats.kept(card.rules, rows, made_of, work)

        seats = [seat_rows(seat) for seat in range(len(cards))]
        return [[cell for seat in seats for cell in seat[r]] for r in range(len(rows))]


def _number(value: int) -> str:
    return QLocale().toString(value)


def _cell(state: GameState, card: TripleCard, row: Row, seat: int, column: int,
          now: Options | None) -> Cell:
    player = state.players[seat].name
    if row.box is None:
        return _total(card, row, player, column)
    place = Place(row.box, column)
    box = translated(IN_COLUMN.format(box=card.rules.label(row.box), column=COLUMNS[column]))
    m = card.rules.multipliers[column]
    value = card.value(place)
    if value is not None:
        said = _say(_SCORED, box=box, player=player, points=value, counted=value * m)
        return Cell(_number(value), CellState.FILLED, value, said, said)
    if now is not None:
        choice = now.get(place)
        if choice.points is None:
            said = _say(_REFUSED, box=box, player=player, reason=choice.reason or "")
            return Cell("–", CellState.FORBIDDEN, None, said, said)
        said = _say(_JOKER if choice.joker else _PREVIEW, box=box, player=player,
                    points=choice.points, counted=choice.points * m)
        return Cell(_number(choice.points), CellState.PREVIEW, choice.points, said, said)
    said = _say(_OPEN, box=box, player=player)
    return Cell("", CellState.BLANK, None, said, said)


def _total(card: TripleCard, row: Row, player: str, column: int) -> Cell:
    progress: BonusProgress | None = None
    text: str | None = None
    tip = str(row.tip)  # a row's tip may be a sentence said when read
    if row.kind is RowKind.UPPER_SUBTOTAL:
        value = card.upper(column)
    elif row.kind is RowKind.UPPER_BONUS:
        value = card.upper_bonus(column)
        upper_open = any(v is None for c, v in zip(card.rules.base.categories,
                                                   card.cells[column], strict=True)
                         if c.section is Section.UPPER)
        if not value and upper_open:
            reachable = card.upper_reachable(column)
            threshold = card.rules.base.upper_bonus.threshold if card.rules.base.upper_bonus \
                else 0
            progress = BonusProgress(card.upper(column), threshold, reachable)
            text = (f"{card.upper(column)} / {threshold}" if reachable
                    else translated(_OUT_OF_REACH))
    elif row.kind is RowKind.EXTRA_BONUS:
        value = card.chip_points(column)
        text = _number(value) if value else ""
    elif row.kind is RowKind.LOWER_TOTAL:
        value = card.column_total(column)
        tip = _say(_COLUMN_RULE, multiplier=card.rules.multipliers[column])
    else:
        value = card.grand_total
        text = _number(value) if column == len(COLUMNS) - 1 else ""  # as on paper: under ×3
    shown = _number(value) if text is None else text
    said = _say(_TOTAL, row=row.label, column=COLUMNS[column], player=player, value=shown or 0)
    return Cell(shown, CellState.TOTAL, value, join_sentences([said + ".", tip]) if tip else said,
                said, progress)
