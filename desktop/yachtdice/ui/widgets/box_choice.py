"""A claim panel's list of open boxes: one row per box, one chosen, rows read as plain text."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QWidget

from yachtdice.ui.widgets.plain import plain_tip


class BoxChoice(QTableWidget):
    """Open boxes in rows (the box id kept with the first column); a single row is chosen."""

    def __init__(self, headers: Sequence[str], accessible_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(0, len(headers), parent)
        self.setHorizontalHeaderLabels(list(headers))
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setStretchLastSection(True)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.setAccessibleName(accessible_name)

    def add_row(self, box_id: str, texts: Sequence[str], box_tip: str | None = None) -> None:
        """A row for ``box_id``; the first column's tooltip is ``box_tip`` when given."""
        row = self.rowCount()
        self.insertRow(row)
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            item.setToolTip(plain_tip(box_tip if column == 0 and box_tip else text))
            if column == 0:
                item.setData(Qt.ItemDataRole.UserRole, box_id)
            self.setItem(row, column, item)

    def box_at(self, row: int) -> str | None:
        item = self.item(row, 0)
        return str(item.data(Qt.ItemDataRole.UserRole)) if item else None

    def chosen(self) -> str | None:
        """The id of the chosen box, or None."""
        model = self.selectionModel()
        rows = model.selectedRows() if model else []
        return self.box_at(rows[0].row()) if rows else None

    def choose(self, box_id: str) -> None:
        for row in range(self.rowCount()):
            if self.box_at(row) == box_id:
                self.selectRow(row)

    def step(self, delta: int) -> None:
        """Choose the box ``delta`` rows down (up when negative), wrapping around."""
        if self.rowCount():
            self.selectRow((max(self.currentRow(), 0) + delta) % self.rowCount())
