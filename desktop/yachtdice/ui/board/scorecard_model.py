"""The scorecard as a Qt table model: players' columns side by side, boxes and totals rows.

A player has one column, or several side by side when the game's card has several per
player (a :class:`~yachtdice.core.game.ColumnCard`: Triple Yahtzee's ×1, ×2 and ×3): the
model's column ``c`` is then column ``c % n`` of player ``c // n`` (``seat_of``,
``place_at``), and its header shows the column's name ("×2"; the view writes the
player's name over their columns) and says both ("Ann ×2").

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
- ``CurrentPlayerRole``: True in the columns of the player whose turn it is.
- ``CategoryIdRole``: the box id on box rows, None on total rows.
- ``SeatRole``: the seat (player) a column belongs to (cells and column headers).
- ``PlayerNameRole``: on column headers, the name of the player the column belongs to.
- ``BonusProgressRole``: on the bonus row while the bonus is open, a
  :class:`BonusProgress` (upper sum so far, threshold, still reachable?); the
  cell shows "34 / 63" (never a signed number that could pass for points) or
  "out of reach".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum, IntEnum
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from yachtdice.core import GameState
from yachtdice.core.game import Place, columns_of, engine_for, open_places
from yachtdice.core.modes import SeatResult, mode_for
from yachtdice.core.text import QT_TRANSLATE_NOOP, Numerus
from yachtdice.core.values import value_type
from yachtdice.ui.i18n import saying, translated
from yachtdice.ui.widgets.plain import plain_tip

_TOTAL = QT_TRANSLATE_NOOP("ScorecardModel", "Total")
_TOTAL_TIP = QT_TRANSLATE_NOOP("ScorecardModel", "Total: everything added up.")
_TOTAL_SPOKEN = QT_TRANSLATE_NOOP("ScorecardModel", "{row}, {name}, {total}")
_SCORED_TIP = Numerus.translate("ScorecardModel", "{box}: {points} scored.", None, 1)
_SCORED_SPOKEN = Numerus.translate("ScorecardModel", "{box}, {name}: {points} scored", None, 1)
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
# a cell's flags, made once (each made anew cost an enum's conversion, for every cell
# Qt asks about)
_SHOWN = Qt.ItemFlag.ItemIsEnabled
_OPEN = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
T = TypeVar("T")

CellStateRole = Qt.ItemDataRole.UserRole + 1
PointsRole = Qt.ItemDataRole.UserRole + 2
CurrentPlayerRole = Qt.ItemDataRole.UserRole + 3
CategoryIdRole = Qt.ItemDataRole.UserRole + 4
BonusProgressRole = Qt.ItemDataRole.UserRole + 5
SeatRole = Qt.ItemDataRole.UserRole + 6
PlayerNameRole = Qt.ItemDataRole.UserRole + 7


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
    STRUCK = 5      # booked, but it does not count (a misread number): struck through


class Said:
    """A sentence of a cell or a row said when it is read, not when the cell is made: a
    tooltip is read when the pointer rests on its box, a spoken text when a screen reader
    asks. ``work(*made_of)`` says it in the window's language; it is kept, and said
    afresh once the language has changed (:func:`~yachtdice.ui.i18n.saying`). Two are
    equal when they are said by the same work of equal values (a cell made again of the
    same is not announced as changed)."""

    __slots__ = ("_kept", "_made_of", "_work")

    def __init__(self, work: Callable[..., str], *made_of: object) -> None:
        self._work = work
        self._made_of = made_of
        self._kept: tuple[tuple[str, int], str] | None = None

    def __str__(self) -> str:
        now, kept = saying(), self._kept
        if kept is None or kept[0] != now:
            kept = self._kept = (now, self._work(*self._made_of))
        return kept[1]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Said):
            return NotImplemented
        return self._work is other._work and self._made_of == other._made_of

    def __hash__(self) -> int:
        return hash((self._work, self._made_of))

    def __repr__(self) -> str:
        return f"Said({self._work.__name__}, {self._made_of!r})"


#: a cell's or a row's sentence: said already, or said when read
Sentence = str | Said


@value_type
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
    #: the box's name whole, with its rule: the row's tooltip (read with ``str``)
    tip: Sentence = ""
    #: the widest entry the row may hold ("(8,888)"): its column is never narrower
    widest: str = ""


@value_type
class BonusProgress:
    """How far a player's upper sum is on the way to the bonus threshold."""

    upper_sum: int
    threshold: int
    reachable: bool

    @property
    def fraction(self) -> float:
        return min(1.0, self.upper_sum / self.threshold) if self.threshold > 0 else 1.0


@value_type
class Cell:
    """One cell as shown: its text, kind and points now; its tooltip and spoken text (for
    a screen reader) read with ``str``, said when first asked for if they are a
    :class:`Said`."""

    text: str
    state: CellState
    points: int | None
    tooltip: Sentence
    spoken: Sentence
    progress: BonusProgress | None = None


class CellMemo(Generic[T]):
    """A card's cells (or columns of them) as already worked out, by what each is made of:
    a change of the game touches a few cells of one or two players' columns, and the rest
    (every sentence of them said again) would come out the same. Each is kept under the
    language it was said in (:func:`~yachtdice.ui.i18n.saying`), its rules and rows (by
    identity: they are the same objects for the whole of a game) and ``made_of``:
    everything else it is worked out from (a player's card or a box's value, their name,
    the dice when they are at play). Bounded: forgotten whole when full."""

    def __init__(self, most: int = 1024) -> None:
        self._most = most
        self._kept: dict[tuple[object, ...], tuple[object, object, T]] = {}

    def kept(self, rules: object, rows: tuple[Row, ...], made_of: tuple[object, ...],
             work: Callable[[], T]) -> T:
        """What is made of ``made_of``: as kept, or ``work()`` done now and kept."""
        key = (saying(), id(rules), id(rows), *made_of)
        kept = self._kept.get(key)
        if kept is not None and kept[0] is rules and kept[1] is rows:
            return kept[2]
        made = work()
        if len(self._kept) >= self._most:
            self._kept.clear()
        self._kept[key] = (rules, rows, made)
        return made


def by_rows(columns: Sequence[Sequence[Cell]]) -> list[list[Cell]]:
    """Cells given column by column as :meth:`GameCard.cells` gives them: row by row."""
    return [list(row) for row in zip(*columns, strict=True)] if columns else []


class GameCard(Protocol):
    """One game's scorecard: its rows for a ruleset, and every cell of a state."""

    def rows(self, rules: Any) -> tuple[Row, ...]:
        """The rows of a card for ``rules``, in the order players expect."""
        ...

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        """Every cell of ``state``'s cards: a list per row, a cell per column (a player's
        columns side by side, player after player: one each unless the card has several)."""
        ...


class PlainCard:
    """The card of a game that brings none: each box by its name (the game's
    ``box_label``), then the total (the game's own count, from its seat results); after a
    roll, what each open box of the player at play would score now, or why not. On a card
    with several columns per player, each column's boxes and its total side by side, a box
    of a column claimed with its :class:`~yachtdice.core.game.Place`."""

    def rows(self, rules: Any) -> tuple[Row, ...]:
        label = mode_for(rules).box_label
        boxes = engine_for(rules).new_card(rules).open_ids
        return (*(Row(RowKind.BOX, translated(label(rules, b)), b,
                      tip=translated(label(rules, b))) for b in boxes),
                Row(RowKind.GRAND_TOTAL, translated(_TOTAL)))

    def cells(self, state: GameState, rows: tuple[Row, ...]) -> list[list[Cell]]:
        results = mode_for(state.ruleset).seat_results(state.ruleset, state.cards)
        columns = columns_of(state.cards[0])
        boxes = tuple(row.box for row in rows if row.box is not None)
        return [[self._cell(state, row, seat, Place(row.box or "", column), columns,
                            results[seat], boxes)
                 for seat in range(len(state.players)) for column in range(len(columns))]
                for row in rows]

    def _cell(self, state: GameState, row: Row, seat: int, place: Place,
              columns: tuple[str, ...], result: SeatResult, boxes: tuple[str, ...]) -> Cell:
        # what a booked box holds and is called: a game's own card (pip dice's, the one
        # dealt at start) needs none of it
        from yachtdice.core.bookings import IN_COLUMN, place_label, points_at

        name = state.players[seat].name
        card, rules = state.cards[seat], state.ruleset
        several = len(columns) > 1  # a box of a column is then claimed with its Place
        if row.box is None:
            total = result.total if not several else sum(
                points_at(rules, card, Place(box, place.column)) or 0 for box in boxes)
            label = row.label if not several else translated(IN_COLUMN.format(
                box=row.label, column=columns[place.column]))
            return Cell(str(total), CellState.TOTAL, total, translated(_TOTAL_TIP),
                        translated(_TOTAL_SPOKEN.format(row=label, name=name, total=total)))
        label = row.label if not several else translated(place_label(rules, place, columns))
        filled = (points_at(rules, card, place) if several
                  else None if row.box in card.open_ids else result.boxes.get(row.box) or 0)
        if filled is not None:
            return Cell(str(filled), CellState.FILLED, filled,
                        translated(_SCORED_TIP.format(box=label, points=filled, n=filled)),
                        translated(_SCORED_SPOKEN.format(box=label, name=name, points=filled,
                                                         n=filled)))
        if seat == state.current and state.dice is not None and not state.finished:
            engine = state.engine
            claim: str | Place = place if several else row.box
            problem = engine.claim_problem(rules, card, state.dice, claim)
            if problem is not None:
                problem = translated(problem)
                return Cell("–", CellState.FORBIDDEN, None,
                            translated(_FORBIDDEN_TIP.format(box=label, problem=problem)),
                            translated(_FORBIDDEN_SPOKEN.format(box=label, name=name,
                                                                problem=problem)))
            after = engine.book(rules, card, state.dice, claim)
            if several:
                points = points_at(rules, after, place) or 0
            else:
                cards = [after if i == seat else c for i, c in enumerate(state.cards)]
                points = mode_for(rules).seat_results(rules, cards)[seat].boxes.get(row.box) or 0
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
        self._columns: tuple[str, ...] = ("",)  # the names of a player's columns
        # worked out once a state: the seat at play (None once the game is over) and the
        # rows of its open boxes in each of its columns (what the card's flags, cursor and
        # painting ask of every cell)
        self._playing: int | None = None
        self._open: dict[int, tuple[int, ...]] = {}

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
                self._columns = columns_of(state.cards[0])
                self._rows = self._card.rows(state.ruleset)
                self._cells = self._card.cells(state, self._rows)
            else:
                self._rows, self._cells, self._columns = (), [], ("",)
            self._find_open()
            self.endResetModel()
            return
        self._state = state
        assert old is not None and state is not None
        self._find_open()
        new_cells = self._card.cells(state, self._rows)
        old_cells = self._cells
        self._cells = new_cells
        # the highlighted columns move with the turn: those players' columns change as a whole
        seats = {old.current, state.current} if (old.current, old.finished) != (
            state.current, state.finished) else set()
        moved = [col for col in range(self.columnCount()) if self.seat_of(col) in seats]
        announced = False
        for col in range(len(new_cells[0]) if new_cells else 0):
            run_start = None
            for row in range(len(self._rows) + 1):
                changed = row < len(self._rows) and (col in moved or (
                    old_cells[row][col] is not new_cells[row][col]
                    and old_cells[row][col] != new_cells[row][col]))
                if changed and run_start is None:
                    run_start = row
                elif not changed and run_start is not None:
                    self.dataChanged.emit(self.index(run_start, col), self.index(row - 1, col))
                    announced = True
                    run_start = None
        for col in moved:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, col, col)
        if announced:
            self.cells_changed.emit()

    def _find_open(self) -> None:
        """The seat at play and its open boxes' rows, column by column, for the state now."""
        state = self._state
        self._open = {}
        self._playing = None if state is None or state.finished else state.current
        if self._playing is None or state is None:
            return
        card, n = state.cards[self._playing], len(self._columns)
        boxes = [(r, row.box) for r, row in enumerate(self._rows) if row.box is not None]
        if n == 1:
            open_ids = set(card.open_ids)
            self._open[self._playing] = tuple(r for r, box in boxes if box in open_ids)
            return
        places = set(open_places(card))
        for column in self.columns_of(self._playing):
            self._open[column] = tuple(r for r, box in boxes
                                       if Place(box, column % n) in places)

    def open_rows(self, column: int) -> tuple[int, ...]:
        """The rows of the open boxes of the player at play in model column ``column``
        (none in another player's column, or once the game is over)."""
        return self._open.get(column, ())

    def cell(self, row: int, column: int) -> Cell:
        """The cell at ``row`` and ``column`` (as :meth:`data` gives it role by role)."""
        return self._cells[row][column]

    def is_playing(self, column: int) -> bool:
        """Model column ``column`` is one of the player at play's (CurrentPlayerRole)."""
        return self._playing is not None and self.seat_of(column) == self._playing

    def entries(self) -> list[tuple[str, CellState, bool]]:
        """Every cell's text, kind, and whether it shows progress toward the bonus: what
        the card's columns are fitted to (read at once, not cell by cell through Qt)."""
        return [(cell.text, cell.state, cell.progress is not None)
                for row in self._cells for cell in row]

    def box_row(self, category_id: str) -> int:
        """The row of the box with this id."""
        return next(r for r, row in enumerate(self._rows) if row.box == category_id)

    # -- a player's columns ----------------------------------------------------------------------
    @property
    def columns(self) -> tuple[str, ...]:
        """The names of each player's columns: ``("",)`` for one column per player."""
        return self._columns

    def seat_of(self, column: int) -> int:
        """The seat (player) the model's column ``column`` belongs to."""
        return column // len(self._columns)

    def columns_of(self, seat: int) -> range:
        """The model's columns of player ``seat``, left to right."""
        n = len(self._columns)
        return range(seat * n, seat * n + n)

    def place_at(self, index: Index) -> Place | None:
        """The box and the player's column of a cell (None on a total row)."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        box = self._rows[index.row()].box
        return None if box is None else Place(box, index.column() % len(self._columns))

    def index_of(self, seat: int, place: Place) -> QModelIndex:
        """The cell of ``place`` in player ``seat``'s columns."""
        return self.index(self.box_row(place.box), self.columns_of(seat)[place.column])

    @property
    def several_columns(self) -> bool:
        """Each player has several columns on this card (a booking names its column)."""
        return len(self._columns) > 1

    # -- the model interface ---------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        if parent.isValid() or self._state is None:
            return 0
        return len(self._state.players) * len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._state is None:
            return None
        cell = self._cells[index.row()][index.column()]
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tip(str(cell.tooltip))
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return str(cell.spoken)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return str(cell.tooltip)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == CellStateRole:
            return int(cell.state)
        if role == PointsRole:
            return cell.points
        if role == CurrentPlayerRole:
            return self.is_playing(index.column())
        if role == SeatRole:
            return self.seat_of(index.column())
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
            if not 0 <= section < self.columnCount():
                return None
            seat = self.seat_of(section)
            player = state.players[seat]
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return self._column_heading(section, role)
            if role == SeatRole:
                return seat
            if role == PlayerNameRole:
                return player.name
            if role == Qt.ItemDataRole.ToolTipRole:
                now = seat == state.current and not state.finished
                if not player.computer:
                    return plain_tip(translated((_PERSON_NOW if now else _PERSON).format(
                        name=player.name)))
                level = self._level_name(state.mode, player.strategy or "computer")
                return plain_tip(translated((_COMPUTER_NOW if now else _COMPUTER).format(
                    name=player.name, level=level)))
            if role == CurrentPlayerRole:
                return seat == state.current and not state.finished
            # no FontRole: the names' header draws the player at play's name in bold itself
            # (a font handed to Qt as a QVariant had PySide6 make QByteArray's Python type
            # before the first paint) and keeps its own height (PlayerHeader.fit_height)
            return None
        if not 0 <= section < len(self._rows):
            return None
        row = self._rows[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return row.label
        if role == Qt.ItemDataRole.ToolTipRole and row.box is not None:
            return plain_tip(str(row.tip))
        if role == CellStateRole:
            return int(CellState.TOTAL if row.box is None else CellState.BLANK)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _OPEN if self.is_open_box_of_current_player(index) else _SHOWN

    def _column_heading(self, section: int, role: int) -> str:
        """A column's heading: the player's name; on a card of several columns per player,
        the column's name ("×2", the header draws the name over the player's columns),
        said with the player's name ("Ann ×2")."""
        assert self._state is not None
        name = self._state.players[self.seat_of(section)].name
        if len(self._columns) == 1:
            return name
        column = self._columns[section % len(self._columns)]
        return column if role == Qt.ItemDataRole.DisplayRole else f"{name} {column}"

    def is_open_box_of_current_player(self, index: Index) -> bool:
        return index.isValid() and index.row() in self._open.get(index.column(), ())

    def _box_id(self, row: Row) -> str | None:
        """The id of the box on ``row`` (None on total rows)."""
        return row.box
