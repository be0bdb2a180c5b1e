"""A read-only table model over a list of row objects with named columns.

Subclasses name their columns (an IntEnum with a header per column, a template marked
with QT_TRANSLATE_NOOP: it is translated when shown) and say what
each cell shows; replacing the rows resets the model (these tables are rebuilt
as a whole when their filter changes, never edited in place).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import IntEnum
from typing import Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from yachtdice.ui.i18n import translated

Index = QModelIndex | QPersistentModelIndex
RowT = TypeVar("RowT")
ColumnT = TypeVar("ColumnT", bound=IntEnum)


class RowsModel(QAbstractTableModel, Generic[RowT, ColumnT]):
    """Rows of ``RowT`` in the columns of the IntEnum ``ColumnT``."""

    columns: type[ColumnT]
    headers: Mapping[ColumnT, str]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[RowT] = []

    def set_rows(self, rows: Sequence[RowT]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def cell(self, row: RowT, column: ColumnT, role: int) -> object:
        """What ``row`` shows in ``column`` for ``role`` (None for nothing)."""
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        return self.cell(self.rows[index.row()], self.columns(index.column()), role)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole \
                and 0 <= section < len(self.columns):
            # a template: in the window's language
            return translated(self.headers[self.columns(section)])
        return None


def rows_table(model: QAbstractTableModel, stretch: int) -> QTableView:
    """A read-only table of whole rows, one selected at a time; ``stretch`` takes the width."""
    table = QTableView()
    table.setModel(model)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table
