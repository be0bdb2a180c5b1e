"""The scorecard as a Qt table model: players are columns, boxes and totals are rows.

A thin adapter over the core: every number comes from the game state (the
cards' totals and pip dice's ``options``), none is computed here. When the state
changes, only the cells whose content changed are announced (``dataChanged``);
a new game (other rules or players) resets the model.

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

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from yachtdice.core import GameState
from yachtdice.core.modes.pips.describe import box_rule
from yachtdice.core.modes.pips.rules import Options
from yachtdice.core.modes.pips.rules import options as pip_options
from yachtdice.core.modes.pips.ruleset import Ruleset, Section
from yachtdice.core.modes.pips.scorecard import Scorecard
from yachtdice.core.modes.place_value.rules import PlaceCard, PlaceValueRuleset
from yachtdice.core.modes.word.rules import BOXES as WORD_BOXES
from yachtdice.core.modes.word.rules import WordBox, WordCard, WordRuleset, box_text
from yachtdice.ui.widgets.plain import plain_tip

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
    """One scorecard row: a box (``category`` is its index in the ruleset, ``section``
    the part of the card it is in) or a total."""

    kind: RowKind
    label: str
    category: int | None = None
    section: Section | None = None


def rows_for(rules: Ruleset | WordRuleset) -> tuple[Row, ...]:
    """The rows of a scorecard for ``rules``, in the order players expect."""
    if isinstance(rules, PlaceValueRuleset):
        from yachtdice.ui.modes.place_value import card as place_value_card
        return place_value_card.rows(rules)
    if isinstance(rules, WordRuleset):
        return (*(Row(RowKind.BOX, b.label, i, Section.UPPER)
                  for i, b in enumerate(WORD_BOXES) if b.upper),
                Row(RowKind.UPPER_SUBTOTAL, "Upper sum"), Row(RowKind.UPPER_BONUS, "Bonus"),
                Row(RowKind.UPPER_TOTAL, "Upper total"),
                *(Row(RowKind.BOX, b.label, i, Section.LOWER)
                  for i, b in enumerate(WORD_BOXES) if not b.upper),
                Row(RowKind.LOWER_TOTAL, "Lower total"),
                Row(RowKind.EXTRA_BONUS, "Yahtzee bonus"), Row(RowKind.GRAND_TOTAL, "Grand total"))
    upper = [Row(RowKind.BOX, c.label, i, c.section) for i, c in enumerate(rules.categories)
             if c.section is Section.UPPER]
    lower = [Row(RowKind.BOX, c.label, i, c.section) for i, c in enumerate(rules.categories)
             if c.section is Section.LOWER]
    rows: list[Row] = []
    if upper:
        rows += upper
        rows.append(Row(RowKind.UPPER_SUBTOTAL, "Upper sum"))
        if rules.upper_bonus is not None:
            rows.append(Row(RowKind.UPPER_BONUS, "Bonus"))
            rows.append(Row(RowKind.UPPER_TOTAL, "Upper total"))
    if lower:
        rows += lower
        rows.append(Row(RowKind.LOWER_TOTAL, "Lower total"))
    if rules.extra_yahtzee_bonus:
        same = rules.all_same_index
        label = rules.categories[same].label if same is not None else "All-same"
        rows.append(Row(RowKind.EXTRA_BONUS, f"{label} bonus"))
    rows.append(Row(RowKind.GRAND_TOTAL, "Grand total"))
    return tuple(rows)


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


class ScorecardModel(QAbstractTableModel):
    """Read-only view of a :class:`GameState`'s scorecards. Update with :meth:`set_state`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
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
            self._rows = rows_for(state.ruleset) if state is not None else ()
            self._cells = self._compute() if state is not None else []
            self.endResetModel()
            return
        self._state = state
        new_cells = self._compute()
        old_cells = self._cells
        self._cells = new_cells
        assert old is not None and state is not None
        # the highlighted column moves with the turn: those two columns change as a whole
        moved = {old.current, state.current} if (old.current, old.finished) != (
            state.current, state.finished) else set()
        for col in range(len(new_cells[0]) if new_cells else 0):
            run_start = None
            for row in range(len(self._rows) + 1):
                changed = row < len(self._rows) and (old_cells[row][col] != new_cells[row][col]
                                                     or col in moved)
                if changed and run_start is None:
                    run_start = row
                elif not changed and run_start is not None:
                    self.dataChanged.emit(self.index(run_start, col), self.index(row - 1, col))
                    run_start = None
        for col in sorted(moved):
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, col, col)

    def box_row(self, category_id: str) -> int:
        assert self._state is not None
        rules = self._state.ruleset
        i = (rules.index(category_id) if isinstance(rules, Ruleset)
             else rules.box_ids.index(category_id) if isinstance(rules, PlaceValueRuleset)
             else [b.id for b in WORD_BOXES].index(category_id))
        return next(r for r, row in enumerate(self._rows) if row.category == i)

    # -- computing cells (presentation only; every number comes from the core) -------------------
    def _compute(self) -> list[list[Cell]]:
        state = self._state
        assert state is not None
        options = (pip_options(state.card, state.dice)
                   if state.dice is not None and not state.finished and state.mode == "pips"
                   else None)
        return [[self._cell(state, row, col, options) for col in range(len(state.players))]
                for row in self._rows]

    def _cell(self, state: GameState, row: Row, col: int, options: Options | None) -> Cell:
        card = state.cards[col]
        rules = state.ruleset
        name = state.players[col].name
        if isinstance(card, WordCard):
            return self._word_cell(state, row, col)
        if isinstance(card, PlaceCard):
            from yachtdice.ui.modes.place_value import card as place_value_card
            return place_value_card.cell(state, row, col)
        if row.kind is RowKind.BOX:
            assert row.category is not None
            category = rules.categories[row.category]
            rule = box_rule(rules, category)
            value = card.boxes[row.category]
            if value is not None:
                return Cell(str(value), CellState.FILLED, value,
                            f"{category.label}: {value} scored. {rule}",
                            f"{category.label}, {name}: {value} scored")
            if options is not None and col == state.current:
                choice = options.get(category.id)
                if choice.points is None:
                    return Cell("–", CellState.FORBIDDEN, None,
                                f"{category.label}: not allowed now. {choice.reason}",
                                f"{category.label}, {name}: not allowed now. {choice.reason}")
                joker = " (joker)" if choice.joker else ""
                return Cell(str(choice.points), CellState.PREVIEW, choice.points,
                            f"{category.label}: {choice.points} if scored now{joker}. {rule}",
                            f"{category.label}, {name}: {choice.points} if scored now{joker}")
            return Cell("", CellState.BLANK, None, f"{category.label}: open. {rule}",
                        f"{category.label}, {name}: open")
        return self._total_cell(state, row, col)

    def _word_cell(self, state: GameState, row: Row, col: int) -> Cell:
        """A cell of a letter-dice card: what the player will score now is in the claim panel."""
        card: WordCard = state.cards[col]
        rules: WordRuleset = state.ruleset
        name = state.players[col].name
        if row.kind is RowKind.BOX:
            assert row.category is not None
            b: WordBox = WORD_BOXES[row.category]
            rule = box_text(rules, b)
            value = card.get(b.id)
            if value is not None:
                return Cell(str(value), CellState.FILLED, value, f"{b.label}: {value} scored. "
                            f"{rule}", f"{b.label}, {name} scored {value}")
            return Cell("", CellState.BLANK, None, f"{b.label}: open. {rule}",
                        f"{b.label}, open")
        text: str | None = None
        progress: BonusProgress | None = None
        if row.kind is RowKind.UPPER_SUBTOTAL:
            value, tip = card.upper_total(), "The 2- to 6-Letter boxes added up."
        elif row.kind is RowKind.UPPER_BONUS:
            value = card.upper_bonus(rules)
            threshold = rules.upper_bonus_threshold
            tip = f"{rules.upper_bonus_points} points when the upper sum reaches {threshold}."
            so_far = card.upper_total()
            if not value and any(card.is_open(b.id) for b in WORD_BOXES if b.upper):
                text = f"{so_far} / {threshold}"
                progress = BonusProgress(so_far, threshold, True)
        elif row.kind is RowKind.UPPER_TOTAL:
            value, tip = card.upper_total() + card.upper_bonus(rules), "Upper sum plus bonus."
        elif row.kind is RowKind.LOWER_TOTAL:
            value, tip = card.lower_total(), "The lower boxes added up."
        elif row.kind is RowKind.EXTRA_BONUS:
            value = card.bonus_points(rules)
            tip = f"{card.bonuses} × {rules.yahtzee_bonus} for further seven-letter words."
            text = str(value) if value else ""
        else:
            value, tip = card.total(rules), "Everything added up."
        shown = str(value) if text is None else text
        spoken = f"{row.label}, {name}, {shown or 'nothing yet'}"
        return Cell(shown, CellState.TOTAL, value, f"{row.label}: {tip}", spoken, progress)

    def _total_cell(self, state: GameState, row: Row, col: int) -> Cell:
        card = state.cards[col]
        rules = state.ruleset
        value: int
        tip: str
        progress: BonusProgress | None = None
        text: str | None = None
        if row.kind is RowKind.UPPER_SUBTOTAL:
            value, tip = card.upper_subtotal, "The upper boxes added up."
        elif row.kind is RowKind.UPPER_BONUS:
            value, tip, text, progress = _bonus(card)
        elif row.kind is RowKind.UPPER_TOTAL:
            value, tip = card.upper_total, "Upper sum plus bonus."
        elif row.kind is RowKind.LOWER_TOTAL:
            value, tip = card.lower_total, "The lower boxes added up."
        elif row.kind is RowKind.EXTRA_BONUS:
            value = card.extra_bonus_points
            tip = (f"{card.extra_bonuses} × {rules.extra_yahtzee_bonus} for further "
                   f"{row.label.removesuffix(' bonus')} rolls.")
            text = str(value) if value else ""
        else:
            value, tip = card.grand_total, "Everything added up."
        shown = str(value) if text is None else text
        spoken = f"{row.label}, {state.players[col].name}, {shown or 'nothing yet'}"
        if progress is not None:
            spoken = (f"{row.label}, {state.players[col].name}, "
                      + (f"{progress.upper_sum} of {progress.threshold}" if progress.reachable
                         else "out of reach"))
        return Cell(shown, CellState.TOTAL, value, f"{row.label}: {tip}", spoken, progress)

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
                kind = (f"computer ({player.strategy or 'computer'})" if player.computer
                        else "person")
                turn = ", playing now" if section == state.current and not state.finished else ""
                return plain_tip(f"{player.name}: {kind}{turn}")
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
        if role == Qt.ItemDataRole.ToolTipRole and row.category is not None \
                and isinstance(state.ruleset, WordRuleset):
            b = WORD_BOXES[row.category]
            return plain_tip(f"{b.label}: {box_text(state.ruleset, b)}")
        if role == Qt.ItemDataRole.ToolTipRole and row.category is not None \
                and isinstance(state.ruleset, PlaceValueRuleset):
            return plain_tip(state.ruleset.boxes[row.category].label)
        if role == Qt.ItemDataRole.ToolTipRole and row.category is not None:
            category = state.ruleset.categories[row.category]
            return plain_tip(f"{category.label}: {box_rule(state.ruleset, category)}")
        if role == CellStateRole:
            return int(CellState.TOTAL if row.category is None else CellState.BLANK)
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
        if row.category is None or self._state is None:
            return None
        if isinstance(self._state.ruleset, WordRuleset):
            return WORD_BOXES[row.category].id
        if isinstance(self._state.ruleset, PlaceValueRuleset):
            return self._state.ruleset.boxes[row.category].id
        return str(self._state.ruleset.categories[row.category].id)


def _bonus(card: Scorecard) -> tuple[int, str, str | None, BonusProgress | None]:
    """The bonus cell: (points, tooltip, text or None for the points, progress)."""
    bonus = card.ruleset.upper_bonus
    assert bonus is not None
    value = card.upper_bonus
    tip = f"{bonus.points} points when the upper sum reaches {bonus.threshold}."
    upper_open = any(v is None for c, v in zip(card.ruleset.categories, card.boxes, strict=True)
                     if c.section is Section.UPPER)
    if value or not upper_open:
        return value, tip, None, None  # decided: the points it brought
    so_far = card.upper_subtotal
    possible = card.upper_points_possible
    if card.upper_bonus_out_of_reach:
        tip += (f" Out of reach: {so_far} so far, and the open upper boxes can add at most "
                f"{possible}.")
        return value, tip, "out of reach", BonusProgress(so_far, bonus.threshold, False)
    tip += f" {so_far} so far; {bonus.threshold - so_far} still needed."
    delta = card.par_delta
    if delta is not None and so_far:
        pace = ("exactly on" if abs(delta) < 0.05 else
                f"{_number(abs(delta))} points {'ahead of' if delta > 0 else 'behind'}")
        tip += f" That is {pace} the pace of an equal share for each face."
    return value, tip, f"{so_far} / {bonus.threshold}", BonusProgress(so_far, bonus.threshold,
                                                                       True)


def _number(x: float) -> str:
    return str(round(x)) if abs(x - round(x)) < 0.05 else f"{x:.1f}"
