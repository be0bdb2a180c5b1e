"""House Rules' list of rulesets, every name whole.

The list opens as wide as its longest name (the window decides how wide it may be); a name
longer than the room it has wraps onto further lines instead of being cut, and its tooltip
has it on one line. Qt's own wrapping in a list measures a row at one width and draws it at
another, so a name just too long for one line could be drawn on one line, cut, in a row two
lines high; here one delegate measures and draws at the same width.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import (
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

#: room left and right of a name inside its row, and above and below it (px)
SIDE = 5
ABOVE = 2

Index = QModelIndex | QPersistentModelIndex


class _WrappedName(QStyledItemDelegate):
    def __init__(self, view: NameList) -> None:
        super().__init__(view)
        self.view = view

    def _room(self) -> int:
        return max(20, self.view.viewport().width() - 2 * self.view.spacing() - 2 * SIDE)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        text = str(index.data() or "")
        lines = option.fontMetrics.boundingRect(
            QRect(0, 0, self._room(), 1 << 20), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(self._room() + 2 * SIDE, lines.height() + 2 * ABOVE)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        text = item.text
        item.text = ""  # the style draws the row (its selection, focus); the name is drawn here
        widget = option.widget
        style = widget.style() if isinstance(widget, QWidget) else self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)
        selected = bool(item.state & QStyle.StateFlag.State_Selected)
        group = (QPalette.ColorGroup.Normal if item.state & QStyle.StateFlag.State_Enabled
                 else QPalette.ColorGroup.Disabled)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.save()
        painter.setPen(item.palette.color(group, role))
        painter.setFont(item.font)
        rect = item.rect.adjusted(SIDE, ABOVE, -SIDE, -ABOVE)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                                   | Qt.TextFlag.TextWordWrap), text)
        painter.restore()


class NameList(QListWidget):
    """A list of names that shows each name whole, wrapped when the list is narrower."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(_WrappedName(self))
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)  # rows measured again on resize
        self.setUniformItemSizes(False)

    def width_for_names(self) -> int:
        """The list's width that shows its longest name on one line (a scroll bar's room
        kept, for a list longer than its height)."""
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(self.item(i).text())
                      for i in range(self.count())), default=0)
        return (widest + 2 * SIDE + 2 * self.spacing() + 2 * self.frameWidth()
                + self.verticalScrollBar().sizeHint().width() + 2)
