"""The scorecard as a Qt table model: players are columns, boxes and totals are rows.

A thin adapter over the core: every number comes from the game state, none is computed
here. What the rows are and what each cell says is the game's card (:class:`GameCard`,
asked of the game by the window; :data:`PLAIN_CARD` for a game that brings none). When
the state changes, only the cells whose content changed are announced (``dataChanged``,
a range per run of changed cells in a column), then ``cells_changed`` once for the whole
change (what depends on every cell, the columns' width, is worked out once); a new game
(other rules or players) resets the model.

Custom roles (all read-only):

- ``CellStateRole``: a :class:`CellState`, what kind of cell it is now.
- ``PointsRole``: the number in the cell (score, preview, total) or None.
- ``CurrentPlayerRole``: True in the column of the player whose turn it is.
- ``CategoryIdRole``: the box id on box rows, None on total rows.
- ``BonusProgressRole``: on the bonus row while the bonus is open, a
  :class:`BonusProgress` (upper sum so far, threshold, still reachable?); the
  cell shows "34 / 63" (never a signed number that could pass for points) or
  "out of reach".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from yachtdice.core import GameState
from yachtdice.core.game import engine_for
from yachtdice.core.modes import mode_for
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.ui.i18n import translated
from yachtdice.ui.widgets.plain import plain_tip

_TOTAL = QT_TRANSLATE_NOOP("ScorecardModel", "Total")
_TOTAL_TIP = QT_TRANSLATE_NOOP("ScorecardModel", "Total: everything added up.")
_TOTAL_SPOKEN = QT_TRANSLATE_NOOP("ScorecardModel", "{row}, {name}, {total}")
_SCORED_TIP = QT_TRANSLATE_NOOP("ScorecardModel", "{box}: {points} scored.")
_SCORED_SPOKEN = QT_TRANSLATE_NOOP("ScorecardModel", "{box}, {name}: {points} scored")
_FORBIDDEN_TIP = QT_TRANSLATE_NOOP("ScorecardModel", "{box}: not allowed now. {problem}")
_FORBIDDEN_SPOKEN = QT_TRANSLATE_NOOP("ScorecardModel", "{box}, {name}: not allowed now. "
                                      "{problem}")
_PREVIEW_TIP = QT_TRANSLATE_NOOP("ScorecardModel", "{box}: {points} if scored now.")
_PREVIEW_SPOKEN = QT_TRANSLATE_NOOP("ScorecardModel", "{box}, {name}: {points} if scored now")
_OPEN_TIP = QT_TRANSLATE_NOOP("ScorecardModel", "{box}: open.")
_OPEN_SPOKEN = QT_TRANSLATE_NOOP("ScorecardModel", "{box}, {name}: open")
_PERSON = QT_TRANSLATE_NOOP("ScorecardModel", "{name}: person")
_PERSON_NOW = QT_TRANSLATE_NOOP("ScorecardModel", "{name}: person, playing now")
_COMPUTER = QT_TRANSLATE_NOOP("ScorecardModel", "{name}: computer ({level})")
_COMPUTER_NOW = QT_TRANSLATE_NOOP("ScorecardModel", "{name}: computer ({level}), playing now")

Index = QModelIndex | QPersistentModelIndex

CellStateRole = Qt.ItemDataRole.UserRole + 1
PointsRole = Qt.ItemDataRole.UserRole + 2
CurrentPlayerRole = Qt.ItemDataRole.UserRole + 3
CategoryIdRole = Qt.ItemDataRole.UserRole + 4
BonusProgressRole = Qt.ItemDataRole.UserRole + 5


class RowKind(Enum):
    BOX = "box"
    UPPER_SUBTOTAL = "upper_subtotal"
    UPPER_BONUS = "upper_bonus"
    UPPER_TOTAL = "upper_total"
    LOWER_TOTAL = "lower_total"
    EXTRA_BONUS = "extra_bonus"
    GRAND_TOTAL = "grand_total"


class CellState(IntEnum):
    BLANK = 0       # an open box with nothing to show (not this player's turn, or no roll yet)
    FILLED = 1      # a booked score
    PREVIEW = 2     # what the box would score now (current player, after a roll)
    FORBIDDEN = 3   # open, but the rules do not allow it now
    TOTAL = 4       # a sum or bonus row


@dataclass(frozen=True)
class Row:
    """One scorecard row: a box (``box`` is its id) or a total."""

    kind: RowKind
    label: str
    #: the box's id on box rows, None on totals
    box: str | None = None
    #: the heading of the part of the card the box is in ("Upper section"), if it has parts
    section: str | None = None
    #: the face whose dice the box counts (Alt and that digit jump to it), if any
    face: int | None = None
    #: the box's name whole, with its rule: the row's tooltip
    tip: str = ""
    #: the widest entry the row may hold ("(8,888)"): its column is never narrower
    widest: str = ""


@dataclass(frozen=True)
class BonusProgress:
    """How far a player's upper sum is on the way to the bonus threshold."""

    upper_sum: int
    threshold: int
    reachable: bool

    @property
    def fraction(self) -> float:
        return min(1.0, self.upper_sum / self.threshold) if self.threshold > 0 else 1.0


@dataclass(frozen=True)
class Cell:
    text: str
    state: CellState
    points: int | None
    tooltip: str
    spoken: str
    progress: BonusProgress | None = None


class GameCard(Protocol):
    """One game's scorecard: its rows for a ruleset, and every cell of a state."""

    def rows(self, rules: Any) -> tuple[Row, ...]:
        """The rows of a card for ``rules``, in the order players expect."""
        ...

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        """Every cell of ``state``'s cards: a list per row, a cell per player."""
        ...


class PlainCard:
    """The card of a game that brings none: each box by its name (the game's
    ``box_label``), then the total (the game's own count, from its seat results); after a
    roll, what each open box of the player at play would score now, or why not."""

    def rows(self, rules: Any) -> tuple[Row, ...]:
        label = mode_for(rules).box_label
        boxes = engine_for(rules).new_card(rules).open_ids
        return (*(Row(RowKind.BOX, translated(label(rules, b)), b,
                      tip=translated(label(rules, b))) for b in boxes),
                Row(RowKind.GRAND_TOTAL, translated(_TOTAL)))

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        results = mode_for(state.ruleset).seat_results(state.ruleset, state.cards)
        return [[self._cell(state, row, col, results[col].boxes, results[col].total)
                 for col in range(len(state.players))] for row in rows]

    def _cell(self, state: GameState, row: Row, col: int, boxes: Any, total: int) -> Cell:
        name = state.players[col].name
        if row.box is None:
            return Cell(str(total), CellState.TOTAL, total, translated(_TOTAL_TIP),
                        translated(_TOTAL_SPOKEN.format(row=row.label, name=name, total=total)))
        card, label = state.cards[col], row.label
        if row.box not in card.open_ids:
            value = boxes.get(row.box) or 0
            return Cell(str(value), CellState.FILLED, value,
                        translated(_SCORED_TIP.format(box=label, points=value)),
                        translated(_SCORED_SPOKEN.format(box=label, name=name, points=value)))
        if col == state.current and state.dice is not None and not state.finished:
            rules, engine = state.ruleset, state.engine
            problem = engine.claim_problem(rules, card, state.dice, row.box)
            if problem is not None:
                problem = translated(problem)
                return Cell("–", CellState.FORBIDDEN, None,
                            translated(_FORBIDDEN_TIP.format(box=label, problem=problem)),
                            translated(_FORBIDDEN_SPOKEN.format(box=label, name=name,
                                                                problem=problem)))
            after = engine.book(rules, card, state.dice, row.box)
            cards = [after if i == col else c for i, c in enumerate(state.cards)]
            points = mode_for(rules).seat_results(rules, cards)[col].boxes.get(row.box) or 0
            return Cell(str(points), CellState.PREVIEW, points,
                        translated(_PREVIEW_TIP.format(box=label, points=points)),
                        translated(_PREVIEW_SPOKEN.format(box=label, name=name, points=points)))
        return Cell("", CellState.BLANK, None, translated(_OPEN_TIP.format(box=label)),
                    translated(_OPEN_SPOKEN.format(box=label, name=name)))


PLAIN_CARD = PlainCard()


class ScorecardModel(QAbstractTableModel):
    """Read-only view of a :class:`GameState`'s scorecards. Update with :meth:`set_state`.

    ``cards`` gives the card of a state's game (the plain card unless told), ``level_name``
    a computer level's name (its id unless told).

    ``cells_changed`` follows a :meth:`set_state` that changed cells (without a reset), once,
    after each changed range has been announced with ``dataChanged``."""

    cells_changed = Signal()

    def __init__(self, parent: Any = None,
                 cards: Callable[[GameState], GameCard] = lambda state: PLAIN_CARD,
                 level_name: Callable[[str, str], str] = lambda mode, level: level) -> None:
        super().__init__(parent)
        self._cards = cards
        self._level_name = level_name  # a computer level's name: (game id, level id) -> name
        self._card: GameCard = PLAIN_CARD
        self._state: GameState | None = None
        self._rows: tuple[Row, ...] = ()
        self._cells: list[list[Cell]] = []

    # -- feeding ---------------------------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self._state

    @property
    def rows(self) -> tuple[Row, ...]:
        return self._rows

    def set_state(self, state: GameState | None) -> None:
        old = self._state
        same_shape = (old is not None and state is not None and old.ruleset == state.ruleset
                      and old.players == state.players)
        if not same_shape:
            self.beginResetModel()
            self._state = state
            if state is not None:
                self._card = self._cards(state)
                self._rows = self._card.rows(state.ruleset)
                self._cells = self._card.cells(state, self._rows)
            else:
                self._rows, self._cells = (), []
            self.endResetModel()
            return
        self._state = state
        assert old is not None and state is not None
        new_cells = self._card.cells(state, self._rows)
        old_cells = self._cells
        self._cells = new_cells
        # the highlighted column moves with the turn: those two columns change as a whole
        moved = {old.current, state.current} if (old.current, old.finished) != (
            state.current, state.finished) else set()
        announced = False
        for col in range(len(new_cells[0]) if new_cells else 0):
            run_start = None
            for row in range(len(self._rows) + 1):
                changed = row < len(self._rows) and (old_cells[row][col] != new_cells[row][col]
                                                     or col in moved)
                if changed and run_start is None:
                    run_start = row
                elif not changed and run_start is not None:
                    self.dataChanged.emit(self.index(run_start, col), self.index(row - 1, col))
                    announced = True
                    run_start = None
        for col in sorted(moved):
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, col, col)
        if announced:
            self.cells_changed.emit()

    def entries(self) -> list[tuple[str, CellState, bool]]:
        """Every cell's text, kind, and whether it shows progress toward the bonus: what
        the card's columns are fitted to (read at once, not cell by cell through Qt)."""
        return [(cell.text, cell.state, cell.progress is not None)
                for row in self._cells for cell in row]

    def box_row(self, category_id: str) -> int:
        """The row of the box with this id."""
        return next(r for r, row in enumerate(self._rows) if row.box == category_id)

    # -- the model interface ---------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        if parent.isValid() or self._state is None:
            return 0
        return len(self._state.players)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._state is None:
            return None
        cell = self._cells[index.row()][index.column()]
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tip(cell.tooltip)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return cell.spoken
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return cell.tooltip
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == CellStateRole:
            return int(cell.state)
        if role == PointsRole:
            return cell.points
        if role == CurrentPlayerRole:
            return index.column() == self._state.current and not self._state.finished
        if role == CategoryIdRole:
            return self._box_id(row)
        if role == BonusProgressRole:
            return cell.progress
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        state = self._state
        if state is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(state.players):
                return None
            player = state.players[section]
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return player.name
            if role == Qt.ItemDataRole.ToolTipRole:
                now = section == state.current and not state.finished
                if not player.computer:
                    return plain_tip(translated((_PERSON_NOW if now else _PERSON).format(
                        name=player.name)))
                level = self._level_name(state.mode, player.strategy or "computer")
                return plain_tip(translated((_COMPUTER_NOW if now else _COMPUTER).format(
                    name=player.name, level=level)))
            if role == CurrentPlayerRole:
                return section == state.current and not state.finished
            if role == Qt.ItemDataRole.FontRole and section == state.current \
                    and not state.finished:
                font = QFont()
                font.setBold(True)
                return font
            return None
        if not 0 <= section < len(self._rows):
            return None
        row = self._rows[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return row.label
        if role == Qt.ItemDataRole.ToolTipRole and row.box is not None:
            return plain_tip(row.tip)
        if role == CellStateRole:
            return int(CellState.TOTAL if row.box is None else CellState.BLANK)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled
        if self.is_open_box_of_current_player(index):
            flags |= Qt.ItemFlag.ItemIsSelectable
        return flags

    def is_open_box_of_current_player(self, index: Index) -> bool:
        state = self._state
        if state is None or state.finished or index.column() != state.current:
            return False
        row = self._rows[index.row()]
        box_id = self._box_id(row)
        return box_id is not None and box_id in state.cards[state.current].open_ids

    def _box_id(self, row: Row) -> str | None:
        """The id of the box on ``row`` (None on total rows)."""
        return row.box
