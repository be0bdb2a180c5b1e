"""The scorecard table: draws the model's cells and turns clicks and Enter into score requests.

Previews look like pencil marks (italic, in the accent colour, no background);
booked scores look like ink. Boxes the rules forbid show a dash and say why on
hover. The current player's column is tinted. Arrow keys move through the
current player's open boxes; Enter or a click asks to score the box.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from .scorecard_model import (
    BonusProgress,
    BonusProgressRole,
    CategoryIdRole,
    CellState,
    CellStateRole,
    CurrentPlayerRole,
    PointsRole,
    RowKind,
    ScorecardModel,
)

Index = QModelIndex | QPersistentModelIndex

# Cells are read with ``model.data(index, role)``, never ``index.data(role)``: in PySide6
# 6.12, QModelIndex.data() hands back None without a reference when a role has no value,
# and enough of those crash the interpreter (tests/ui/test_pyside_refcounts.py).


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


class ScoreDelegate(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        palette = option.palette
        rect: QRect = option.rect
        model = index.model()
        state = CellState(model.data(index, CellStateRole))
        current = bool(model.data(index, CurrentPlayerRole))
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.save()
        painter.fillRect(rect, palette.color(QPalette.ColorRole.Base))
        if current:
            tint = QColor(palette.color(QPalette.ColorRole.Highlight))
            tint.setAlpha(34 if not is_dark(palette) else 38)
            painter.fillRect(rect, tint)
        if state is CellState.TOTAL:
            shade = QColor(palette.color(QPalette.ColorRole.Text))
            shade.setAlpha(14)
            painter.fillRect(rect, shade)

        font = QFont(option.font)
        color = palette.color(QPalette.ColorRole.Text)
        progress = None  # the bonus row's way to the threshold, if this is that cell
        text = model.data(index, Qt.ItemDataRole.DisplayRole) or ""
        if state is CellState.PREVIEW:
            font.setItalic(True)
            if model.data(index, PointsRole):
                color = palette.color(QPalette.ColorRole.Link)
            else:  # a zero is a possibility, not a suggestion: keep it quiet
                color = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        elif state is CellState.FORBIDDEN:
            color = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            hatch = QColor(color)
            hatch.setAlpha(40)
            painter.fillRect(rect, QColor(hatch))
        elif state is CellState.TOTAL:
            progress = model.data(index, BonusProgressRole)
            if isinstance(progress, BonusProgress):
                # progress toward the bonus, not points: plain weight, a bar, no sign
                font.setPointSizeF(font.pointSizeF() * 0.9)
                if progress.reachable:
                    self._paint_bar(painter, rect, palette, progress.fraction)
                else:
                    font.setItalic(True)
                    color = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            else:
                font.setBold(True)
        elif state is CellState.FILLED:
            font.setWeight(QFont.Weight.DemiBold)
        if selected:  # the cursor: a solid highlight, the text in its own colour
            painter.fillRect(rect, palette.color(QPalette.ColorRole.Highlight))
            color = palette.color(QPalette.ColorRole.HighlightedText)
            pen = QPen(palette.color(QPalette.ColorRole.HighlightedText), 1.5,
                       Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawRect(rect.adjusted(2, 2, -3, -3))
        painter.setFont(font)
        painter.setPen(color)
        below = 4 if isinstance(progress, BonusProgress) and progress.reachable else 0
        painter.drawText(rect.adjusted(4, 0, -4, -below), Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    @staticmethod
    def _paint_bar(painter: QPainter, rect: QRect, palette: QPalette, fraction: float) -> None:
        """A thin bar along the bottom of the cell: how much of the threshold is reached."""
        track = rect.adjusted(6, rect.height() - 5, -6, -2)
        shade = QColor(palette.color(QPalette.ColorRole.Text))
        shade.setAlpha(40)
        painter.fillRect(track, shade)
        done = QRect(track)
        done.setWidth(round(track.width() * fraction))
        painter.fillRect(done, palette.color(QPalette.ColorRole.Highlight))

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(max(size.width(), 56), max(size.height(), 22))


class ScorecardView(QTableView):
    """``score_requested(category_id)`` when the player clicks or presses Enter on a box."""

    score_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorecard")
        self.setItemDelegate(ScoreDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.setAlternatingRowColors(False)
        self.setShowGrid(True)
        self.setMouseTracking(True)
        self.setAccessibleName("Scorecard")
        horizontal = self.horizontalHeader()
        horizontal.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        horizontal.setMinimumSectionSize(64)
        horizontal.setHighlightSections(False)
        horizontal.setTextElideMode(Qt.TextElideMode.ElideRight)
        vertical = self.verticalHeader()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setDefaultSectionSize(max(22, self.fontMetrics().height() + 6))
        vertical.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        vertical.setHighlightSections(False)
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.clicked.connect(self._clicked)

    def scorecard(self) -> ScorecardModel:
        model = self.model()
        assert isinstance(model, ScorecardModel)
        return model

    # -- moving through open boxes ---------------------------------------------------------------
    def open_rows(self) -> list[int]:
        model = self.scorecard()
        state = model.state
        if state is None or state.finished:
            return []
        return [r for r in range(model.rowCount())
                if model.is_open_box_of_current_player(model.index(r, state.current))]

    def focus_first_open_box(self, prefer_allowed: bool = True) -> None:
        """Put the cursor on the current player's best place to start: a box it may score."""
        model = self.scorecard()
        state = model.state
        rows = self.open_rows()
        if state is None or not rows:
            self.clearSelection()
            return
        current = self.currentIndex()
        if current.isValid() and current.column() == state.current and current.row() in rows:
            self._select(current.row())
            return
        allowed = [r for r in rows
                   if model.data(model.index(r, state.current), CellStateRole)
                   != CellState.FORBIDDEN]
        self._select((allowed or rows)[0] if prefer_allowed else rows[0])

    def _select(self, row: int) -> None:
        state = self.scorecard().state
        assert state is not None
        index = self.scorecard().index(row, state.current)
        self.setCurrentIndex(index)
        self.scrollTo(index)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        rows = self.open_rows()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End) and rows:
            here = self.currentIndex().row() if self.currentIndex().isValid() else -1
            if key == Qt.Key.Key_Home:
                target = rows[0]
            elif key == Qt.Key.Key_End:
                target = rows[-1]
            elif key == Qt.Key.Key_Down:
                target = next((r for r in rows if r > here), rows[0])
            else:
                target = next((r for r in reversed(rows) if r < here), rows[-1])
            self._select(target)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            index = self.currentIndex()
            if index.isValid() and self.scorecard().is_open_box_of_current_player(index):
                self.score_requested.emit(self.scorecard().data(index, CategoryIdRole))
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            event.accept()  # the cursor stays in the current player's column
            return
        super().keyPressEvent(event)

    def _clicked(self, index: QModelIndex) -> None:
        model = self.scorecard()
        if model.is_open_box_of_current_player(index) and \
                model.rows[index.row()].kind is RowKind.BOX:
            self.score_requested.emit(model.data(index, CategoryIdRole))
