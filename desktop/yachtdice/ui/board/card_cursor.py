"""The cursor on the scorecard: where the keyboard is among the current player's open boxes.

Up and Down (Home, End) move through the open boxes of the column the cursor is in; Left
and Right move between the player's columns on a card with several per player (to the
same row if it is open there, else the nearest open one) and never leave the player's
columns; a letter jumps to the next open box whose name starts with it, Alt and a digit
to a box named with that digit (or else the upper box of that face); Enter books the
box under the cursor.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QTableView

from yachtdice.ui.board.scorecard_model import CellState, CellStateRole, ScorecardModel


class CardCursor:
    """The keyboard's place on ``view``'s card; ``book`` is asked to book a cell (Enter)."""

    def __init__(self, view: QTableView, book: Callable[[QModelIndex], None]) -> None:
        self.view = view
        self.book = book

    @property
    def model(self) -> ScorecardModel:
        model = self.view.model()
        assert isinstance(model, ScorecardModel)
        return model

    def column(self) -> int | None:
        """The model column the cursor is in, if it is one of the current player's; else the
        first of theirs with an open box (None: nothing open, or no game)."""
        model = self.model
        state = model.state
        if state is None or state.finished:
            return None
        mine = model.columns_of(state.current)
        here = self.view.currentIndex()
        if here.isValid() and here.column() in mine:
            return here.column()
        return next((c for c in mine if self.open_rows(c)), mine[0])

    def open_rows(self, column: int | None = None) -> list[int]:
        """The current player's open boxes' rows in ``column`` (a model column; None: the
        one the cursor is in, or their first with an open box)."""
        model = self.model
        state = model.state
        if state is None or state.finished:
            return []
        column = self.column() if column is None else column
        if column is None:
            return []
        return list(model.open_rows(column))

    def focus_first_open_box(self, prefer_allowed: bool = True) -> None:
        """Put the cursor on the current player's best place to start: a box it may score
        (in the column the cursor is in, else the first of theirs where one is)."""
        model = self.model
        state = model.state
        if state is None or state.finished:
            self.view.clearSelection()
            return
        current = self.view.currentIndex()
        if current.isValid() and model.is_open_box_of_current_player(current):
            self.select(current.row(), current.column())
            return
        columns = list(model.columns_of(state.current))
        here = self.column()
        if here is not None:  # the cursor's column first, then the player's others
            columns.remove(here)
            columns.insert(0, here)
        places = [(r, c) for c in columns for r in self.open_rows(c)]
        if not places:
            self.view.clearSelection()
            return
        allowed = [(r, c) for r, c in places
                   if model.data(model.index(r, c), CellStateRole) != CellState.FORBIDDEN]
        self.select(*((allowed or places)[0] if prefer_allowed else places[0]))

    def select(self, row: int, column: int | None = None) -> None:
        column = self.column() if column is None else column
        assert column is not None
        index = self.model.index(row, column)
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)

    def key(self, event: QKeyEvent) -> bool:
        """Move or book for a key pressed on the card; False: not a key of the card's."""
        key = event.key()
        rows = self.open_rows()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End) and rows:
            here = self.view.currentIndex().row() if self.view.currentIndex().isValid() else -1
            if key == Qt.Key.Key_Home:
                target = rows[0]
            elif key == Qt.Key.Key_End:
                target = rows[-1]
            elif key == Qt.Key.Key_Down:
                target = next((r for r in rows if r > here), rows[0])
            else:
                target = next((r for r in reversed(rows) if r < here), rows[-1])
            self.select(target)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            index = self.view.currentIndex()
            if index.isValid() and self.model.is_open_box_of_current_player(index):
                self.book(index)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.next_column(-1 if key == Qt.Key.Key_Left else 1)
            return True  # the cursor stays in the current player's columns
        if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            return True
        return self.jump(event)

    def next_column(self, step: int) -> None:
        """Left or Right: the cursor to the player's next column with an open box, on the
        same row if it is open there, else the nearest open one (one column: it stays)."""
        model = self.model
        here = self.column()
        if here is None or len(model.columns) == 1:
            return
        mine = model.columns_of(model.seat_of(here))
        row = self.view.currentIndex().row() if self.view.currentIndex().isValid() else 0
        column = here + step
        while column in mine:
            rows = self.open_rows(column)
            if rows:
                self.select(min(rows, key=lambda r: (abs(r - row), r)), column)
                return
            column += step

    def jump(self, event: QKeyEvent) -> bool:
        """A letter jumps to the next open box whose name starts with it; Alt and a digit to
        the box whose name starts with that digit, or else the upper box of that face
        (plain digits hold dice)."""
        key = event.key()
        text = event.text()
        digit = Qt.Key.Key_0 <= key <= Qt.Key.Key_9
        if digit or (not text.isalpha() and Qt.Key.Key_A <= key <= Qt.Key.Key_Z):
            text = chr(key)  # Alt+3 may carry no text
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        rows = self.open_rows()
        if not rows or len(text) != 1:
            return False
        model = self.model
        labels = {r: model.rows[r].label.casefold() for r in rows}
        if text.isalpha() and modifiers in (Qt.KeyboardModifier.NoModifier,
                                            Qt.KeyboardModifier.ShiftModifier):
            matches = [r for r in rows if labels[r].startswith(text.casefold())]
        elif text.isdigit() and modifiers == Qt.KeyboardModifier.AltModifier:
            matches = [r for r in rows if labels[r].startswith(text)] or \
                self._upper_rows_of_face(int(text), rows)
        else:
            return False
        if not matches:
            return True  # nothing open starts so: stay put, quietly
        here = self.view.currentIndex().row() if self.view.currentIndex().isValid() else -1
        self.select(next((r for r in matches if r > here), matches[0]))
        return True

    def _upper_rows_of_face(self, face: int, rows: list[int]) -> list[int]:
        return [r for r in rows if self.model.rows[r].face == face]
