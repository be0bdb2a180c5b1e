"""The scorecard table: a paper card drawn from the model's cells; clicks and Enter score.

It reads like a paper card: "Upper section" and "Lower section" headings, totals in
bold on a shaded band under a rule, each player's colour on their column header (the
current player's header filled with it, their column tinted). Previews look like
pencil marks: italic, in a dashed outline (so they differ from booked scores without
colour), zeros greyed; booked scores are plain ink. Boxes the rules forbid show a
dash and say why on hover. The bonus row shows the way to the threshold as a bar.

Rows and type grow with the window up to 1.7 and 1.35 times their base size; columns
share the width, never narrower than their widest entry ("(5,342)" whole, never ",342")
nor 40 px (names are then cut, the full name on hover); the card always has room for two
players' columns, and with more a window too narrow for them all scrolls sideways rather
than outgrow a small screen, and
an entry that still cannot fit is drawn smaller rather than cut. Shown to a room
(:meth:`ScorecardView.present`), the type is set to a size the room can read and the rows
follow it. Up and Down move through the
current player's open boxes; a letter jumps to the next open box whose name starts
with it, Alt and a digit to a box named with that digit; Enter or a click asks to
score the box. On a card with several columns per player (drawn side by side, each
player's in their colour), Left and Right move between the player's columns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QSizePolicy,
    QStyledItemDelegate,
    QTableView,
    QWidget,
)

from yachtdice.core.values import value_type
from yachtdice.ui.board.card_cursor import CardCursor
from yachtdice.ui.board.scorecard_model import (
    BonusProgress,
    Cell,
    CellState,
    CurrentPlayerRole,
    PlayerNameRole,
    Row,
    RowKind,
    ScorecardModel,
    SeatRole,
)
from yachtdice.ui.widgets.theme import player_colour, text_on
from yachtdice.ui.widgets.window_geometry import elided

if TYPE_CHECKING:  # a cell's style option: only a disabled card's cells are handed one
    from PySide6.QtWidgets import QStyleOptionViewItem

Index = QModelIndex | QPersistentModelIndex
_LEFT_MIDDLE = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

# Cells are read with ``model.data(index, role)``, never ``index.data(role)``: in PySide6
# 6.12, QModelIndex.data() hands back None without a reference when a role has no value,
# and enough of those crash the interpreter (tests/ui/test_pyside_refcounts.py).

MIN_COLUMN = 40       # px: the narrowest a player's column gets before the card scrolls
GUARANTEED = 2        # players whose columns always fit the window whole
CELL_PADDING = 12     # px beside an entry's widest text (the delegate keeps 4 each side)
PREFERRED_COLUMN = 72
MAX_ROW_SCALE = 1.7   # rows grow with the window up to this much
MAX_TYPE_SCALE = 1.35
HEADING_SHARE = 0.85  # a section heading's band, in row heights
PRESENTED_AIR = 4     # px: shown to a room, a row is its type's line and this much
PRESENTED_LABELS = 1.4  # shown to a room, the names of the boxes grow at least this much
HEADER_MARGIN = 2     # px: Fusion's header margin, each side of a section's text


def presented_labels(scale: float) -> float:
    """Shown to a room, the names of the boxes grow less than the entries: they are the
    teacher's to read out, the numbers the room's."""
    return min(scale, max(PRESENTED_LABELS, scale * 0.55))


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def section_headings(model: ScorecardModel) -> dict[int, str]:
    """The rows that open a section, with the section's heading."""
    if model.state is None:
        return {}
    headings: dict[int, str] = {}
    seen: set[str] = set()
    for r, row in enumerate(model.rows):
        section = row.section
        if section is None:
            continue
        if section not in seen:
            seen.add(section)
            headings[r] = section
    return headings if len(headings) > 1 else {}


class _Ink:
    """How a cell's entry is written: its type and colour, the bonus row's progress, and
    whether it is a pencilled preview (a dashed outline round the number). (A plain class:
    a dataclass compiled three methods at import that painting never calls.)"""

    __slots__ = ("color", "font", "pencil", "progress")

    def __init__(self, font: QFont, color: QColor) -> None:
        self.font = font
        self.color = color
        self.progress: BonusProgress | None = None
        self.pencil = False


@value_type
class _Colours:
    """The palette's colours a cell is drawn in, read once per palette rather than a few
    times a cell (each read converts its roles' enums through PySide6). Never changed:
    a colour to be changed is copied first, with ``__copy__`` (``QColor(colour)`` has
    PySide6 try the constructor's other overloads first, which made QByteArray's and
    QRgba64's Python types for the first paint)."""

    base: QColor
    text: QColor
    quiet: QColor  # the disabled text: zeros, forbidden boxes, a bonus out of reach
    link: QColor
    highlight: QColor
    highlighted_text: QColor
    window: QColor
    mid: QColor
    dark: bool

    @staticmethod
    def of(palette: QPalette) -> _Colours:
        key = (palette.cacheKey(), palette.currentColorGroup())
        colours = _COLOURS.get(key)
        if colours is None:
            role = QPalette.ColorRole
            colours = _Colours(
                palette.color(role.Base), palette.color(role.Text),
                palette.color(QPalette.ColorGroup.Disabled, role.Text), palette.color(role.Link),
                palette.color(role.Highlight), palette.color(role.HighlightedText),
                palette.color(role.Window), palette.color(role.Mid), is_dark(palette))
            if len(_COLOURS) >= 64:
                _COLOURS.clear()
            _COLOURS[key] = colours
        return colours


#: by the palette's contents (its cache key) and colour group
_COLOURS: dict[tuple[int, QPalette.ColorGroup], _Colours] = {}


def _paint_cursor(painter: QPainter, rect: QRect, colours: _Colours) -> QColor:
    """The cursor: a solid highlight and a dotted ring; returns the colour to write in."""
    painter.fillRect(rect, colours.highlight)
    pen = QPen(colours.highlighted_text, 1.5, Qt.PenStyle.DotLine)
    painter.setPen(pen)
    painter.drawRect(rect.adjusted(2, 2, -3, -3))
    return colours.highlighted_text


def _paint_entry(painter: QPainter, rect: QRect, ink: _Ink, text: str) -> None:
    """The entry, centred: drawn smaller rather than cut, in a dashed outline if pencilled."""
    if not text:
        return  # an open box: nothing written (a new card is mostly these)
    font, progress = ink.font, ink.progress
    painter.setFont(font)
    below = 4 if progress is not None and progress.reachable else 0
    text_rect = rect.adjusted(4, 0, -4, -below)
    if ink.pencil and text:  # a pencilled preview: a dashed outline round the number
        width = painter.fontMetrics().horizontalAdvance(text) + 12
        height = min(text_rect.height() - 4, painter.fontMetrics().height() + 4)
        chip = QRectF(text_rect.center().x() - width / 2 + 0.5,
                      text_rect.center().y() - height / 2 + 0.5, width, height)
        painter.setPen(QPen(ink.color, 1.0, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(chip, height / 2, height / 2)
    if (progress is not None and " / " in text
            and painter.fontMetrics().horizontalAdvance(text) > text_rect.width()):
        text = text.split(" / ")[0]  # a narrow column: the sum, the bar shows the rest
    wide = painter.fontMetrics().horizontalAdvance(text)
    if wide > text_rect.width() > 0:  # drawn smaller, never cut (",342" for "5,342")
        font.setPointSizeF(max(1.0, font.pointSizeF() * text_rect.width() / wide))
        painter.setFont(font)
    painter.setPen(ink.color)
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, text)


class ScoreDelegate(QStyledItemDelegate):
    """The card's cells: drawn in the view's own paint (:meth:`paint_cells`), or handed over
    one by one by Qt's table (:meth:`paint`: a disabled or right-to-left card)."""

    def __init__(self, view: ScorecardView) -> None:
        super().__init__(view)
        self.view = view

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        """A cell as Qt's table hands it over (a disabled or right-to-left card: the view
        draws its cells itself otherwise, ScorecardView.paintEvent)."""
        font = QFont(option.font)
        font.setPointSizeF(font.pointSizeF() * self.view.type_scale)
        self.paint_cell(painter, option.rect, (index.row(), index.column()),
                        _Colours.of(option.palette), font)

    def paint_cell(self, painter: QPainter, full: QRect, at: tuple[int, int],
                   colours: _Colours, font: QFont) -> None:
        """The cell at ``at`` (row, column) in ``full``, written in ``font`` (changed here)."""
        model = self.view.scorecard()  # the cell read whole, not role by role through Qt
        row, column = at
        cell = model.cell(row, column)
        rect = full.adjusted(0, self.view.heading_height(row), 0, 0)
        state = cell.state
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint_ground(painter, full, rect, colours, model, (row, column), state)
        ink = self._ink(painter, rect, colours, cell, font)
        # the view marks the selected cell (as the option's state says; reading the state
        # would make PySide6 build QStyle's Python type, ~5 ms before the first paint)
        if self.view.is_selected(row, column):
            ink.color = _paint_cursor(painter, rect, colours)
        _paint_entry(painter, rect, ink, cell.text or "")
        painter.restore()

    def paint_cells(self, painter: QPainter, dirty: QRect) -> None:
        """The cells in ``dirty`` and the grid over them, as Qt's table draws an enabled
        left-to-right table (QTableView::paintEvent) with the delegate, every cell's colours
        and type read once (an enabled table hands each enabled cell its palette in the
        Normal group and its font; Fusion's grid is the window's colour 20% darker). Not
        through Qt's table: it hands every cell to Python with its style option (their
        Python types, ~0.8 ms, made for the first paint) and asks the model about it."""
        view = self.view
        vertical, horizontal = view.verticalHeader(), view.horizontalHeader()
        if not horizontal.count() or not vertical.count():
            return
        dirty = QRect(dirty)
        dirty.setBottom(min(dirty.bottom(), vertical.length() - vertical.offset() - 1))
        dirty.setRight(min(dirty.right(), horizontal.length() - horizontal.offset() - 1))
        if not dirty.isValid():
            return
        left = horizontal.visualIndexAt(dirty.left())
        right = horizontal.visualIndexAt(dirty.right())
        top, bottom = vertical.visualIndexAt(dirty.top()), vertical.visualIndexAt(dirty.bottom())
        left = 0 if left == -1 else left
        right = horizontal.count() - 1 if right == -1 else right
        bottom = vertical.count() - 1 if bottom == -1 else bottom
        if top == -1 or top > bottom:
            return
        palette = view.palette()
        grid = QColor.fromRgba(palette.color(QPalette.ColorRole.Window).darker(120).rgba())
        palette.setCurrentColorGroup(QPalette.ColorGroup.Normal)
        colours = _Colours.of(palette)
        font = QFont(view.font())
        font.setPointSizeF(font.pointSizeF() * view.type_scale)
        rows = [(r, view.rowViewportPosition(r), view.rowHeight(r) - 1)
                for r in map(vertical.logicalIndex, range(top, bottom + 1))]
        columns = [(c, view.columnViewportPosition(c), view.columnWidth(c) - 1)
                   for c in map(horizontal.logicalIndex, range(left, right + 1))]
        for row, y, height in rows:
            for column, x, width in columns:
                self.paint_cell(painter, QRect(x, y, width, height), (row, column), colours,
                                font.__copy__())
        painter.setPen(QPen(grid, 1))
        for _, y, height in rows:
            painter.drawLine(QPointF(dirty.left() + 0.5, y + height + 0.5),
                             QPointF(dirty.right() + 0.5, y + height + 0.5))
        for _, x, width in columns:
            painter.drawLine(QPointF(x + width + 0.5, dirty.top() + 0.5),
                             QPointF(x + width + 0.5, dirty.bottom() + 0.5))

    def _paint_ground(self, painter: QPainter, full: QRect, rect: QRect, colours: _Colours,
                      model: ScorecardModel, at: tuple[int, int], state: CellState) -> None:
        """The paper under the entry: the current player's tint, the totals' shaded band."""
        row, column = at
        painter.fillRect(full, colours.base)
        if model.is_playing(column):
            tint = player_colour(model.seat_of(column))  # a colour of its own
            tint.setAlpha(46 if not colours.dark else 60)
            painter.fillRect(rect, tint)
        if state is CellState.TOTAL:
            shade = colours.text.__copy__()
            shade.setAlpha(18)
            painter.fillRect(rect, shade)
            if self.view.opens_totals(row):  # a rule above the sums, as on paper
                painter.fillRect(QRect(rect.left(), rect.top(), rect.width(), 2), colours.text)

    def _ink(self, painter: QPainter, rect: QRect, colours: _Colours, cell: Cell,
             font: QFont) -> _Ink:
        """How the entry is written for its state; a forbidden box's hatch and the bonus
        row's bar are drawn here, under the entry."""
        ink = _Ink(font, colours.text)
        quiet = colours.quiet
        state = cell.state
        if state is CellState.PREVIEW:
            font.setItalic(True)
            if cell.points:
                ink.color = colours.link
                ink.pencil = True
            else:  # a zero is a possibility, not a suggestion: keep it quiet
                ink.color = quiet
        elif state is CellState.FORBIDDEN:
            ink.color = quiet
            hatch = quiet.__copy__()
            hatch.setAlpha(40)
            painter.fillRect(rect, hatch)
        elif state is CellState.TOTAL:
            progress = cell.progress
            if isinstance(progress, BonusProgress):
                # progress toward the bonus, not points: plain weight, a bar, no sign
                ink.progress = progress
                font.setPointSizeF(font.pointSizeF() * 0.9)
                if progress.reachable:
                    self._paint_bar(painter, rect, colours, progress.fraction)
                else:
                    font.setItalic(True)
                    ink.color = quiet
            else:
                font.setBold(True)
        elif state is CellState.FILLED:
            font.setWeight(QFont.Weight.DemiBold)
        elif state is CellState.STRUCK:  # a line through it: no wider than the entry itself
            font.setWeight(QFont.Weight.DemiBold)
            font.setStrikeOut(True)
            ink.color = quiet
        return ink

    @staticmethod
    def _paint_bar(painter: QPainter, rect: QRect, colours: _Colours, fraction: float) -> None:
        """A thin bar along the bottom of the cell: how much of the threshold is reached."""
        track = rect.adjusted(6, rect.height() - 5, -6, -2)
        shade = colours.text.__copy__()
        shade.setAlpha(40)
        painter.fillRect(track, shade)
        done = QRect(track)
        done.setWidth(round(track.width() * fraction))
        painter.fillRect(done, colours.highlight)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(max(size.width(), MIN_COLUMN), max(size.height(), 22))


class PlayerHeader(QHeaderView):
    """Player names on a band of each player's colour; the current player's band is full.
    On a card of several columns per player, two lines: the player's name across their
    columns, and under it each column's name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)

    def _several(self) -> int:
        """How many columns each player has (1 unless the card has several)."""
        model = self.model()
        return len(model.columns) if isinstance(model, ScorecardModel) else 1

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        model = self.model()
        if model is None or not rect.isValid():
            return
        if self._several() > 1:
            self._paint_column(painter, rect, logicalIndex)
            return
        palette = self.palette()
        colour = player_colour(int(model.headerData(logicalIndex, Qt.Orientation.Horizontal,
                                                    SeatRole)))
        current = bool(model.headerData(logicalIndex, Qt.Orientation.Horizontal,
                                        CurrentPlayerRole))
        painter.save()
        painter.fillRect(rect, palette.color(QPalette.ColorRole.Window))
        if current:
            painter.fillRect(rect, colour)
            ink = text_on(colour)
        else:
            painter.fillRect(QRect(rect.left(), rect.bottom() - 3, rect.width(), 4), colour)
            ink = palette.color(QPalette.ColorRole.WindowText)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.drawLine(rect.topRight(), rect.bottomRight())
        font = QFont(self.font())
        font.setBold(current)
        painter.setFont(font)
        painter.setPen(ink)
        name = str(model.headerData(logicalIndex, Qt.Orientation.Horizontal) or "")
        shown = elided(painter.fontMetrics(), name, rect.width() - 8)
        painter.drawText(rect.adjusted(4, 0, -4, -3), Qt.AlignmentFlag.AlignCenter, shown)
        painter.restore()

    def _paint_column(self, painter: QPainter, rect: QRect, section: int) -> None:
        """One of a player's several columns: its part of the player's name, written once
        across all their columns, over the column's own name."""
        model = self.model()
        assert isinstance(model, ScorecardModel)
        seat = model.seat_of(section)
        mine = model.columns_of(seat)
        palette = self.palette()
        colour = player_colour(seat)
        current = bool(model.headerData(section, Qt.Orientation.Horizontal, CurrentPlayerRole))
        ink = text_on(colour) if current else palette.color(QPalette.ColorRole.WindowText)
        left = self.sectionViewportPosition(mine[0])
        span = QRect(left, rect.top(), self.sectionViewportPosition(mine[-1])
                     + self.sectionSize(mine[-1]) - left, rect.height() // 2)
        below = QRect(rect.left(), span.bottom() + 1, rect.width(),
                      rect.bottom() - span.bottom())
        painter.save()
        painter.setClipRect(rect)
        painter.fillRect(rect, palette.color(QPalette.ColorRole.Window))
        if current:
            painter.fillRect(rect, colour)
        else:
            painter.fillRect(QRect(rect.left(), rect.bottom() - 3, rect.width(), 4), colour)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        last = section == mine[-1]  # between players a whole rule, between columns half
        painter.drawLine(QPoint(rect.right(), rect.top() if last else below.top()),
                         rect.bottomRight())
        font = QFont(self.font())
        font.setBold(current)
        painter.setFont(font)
        painter.setPen(ink)
        name = str(model.headerData(section, Qt.Orientation.Horizontal, PlayerNameRole) or "")
        painter.drawText(span.adjusted(4, 2, -4, 0), Qt.AlignmentFlag.AlignCenter,
                         elided(painter.fontMetrics(), name, span.width() - 8))
        column = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        painter.drawText(below.adjusted(4, 0, -4, -3), Qt.AlignmentFlag.AlignCenter,
                         elided(painter.fontMetrics(), column, rect.width() - 8))
        painter.restore()

    def fit_height(self, font: QFont | None = None) -> bool:
        """At least a line of the header's type and room round it (two lines on a card of
        several columns per player: the name over them). Kept as the header's minimum
        height, which Qt's table takes where it is more than the header's size hint (a size
        hint of Python's own was asked for through Python some 16 times by the first paint).
        ``font``: the type the header is about to be given (the table lays its header out
        as the type changes); None: its own. Whether the height changed."""
        lines = 2 if self._several() > 1 else 1
        metrics = self.fontMetrics() if font is None else QFontMetrics(font)
        height = lines * metrics.height() + 12
        if self.minimumHeight() == height:
            return False
        self.setMinimumHeight(height)
        return True

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit_height()


class RowHeader(QHeaderView):
    """Box names, with the section headings drawn in the band above a section's first row."""

    def __init__(self, view: ScorecardView) -> None:
        super().__init__(Qt.Orientation.Vertical, view)
        self.view = view
        # the size hint worked out last, with the rows it was worked out for: Qt asks for
        # it far more often than they change (and measured every label again at each row's
        # resizing); a change of style, font or anything else the header is told of
        # (changeEvent) works it out afresh
        self._hint: tuple[tuple[Row, ...], QSize] | None = None
        self._fonts: tuple[QFont, QFont] | None = None  # a box's name, a total's (bold)
        # while the header is painted: its colours and the rules' pen, read once a paint
        self._look: tuple[_Colours, QPen] | None = None

    def paintEvent(self, event: QPaintEvent) -> None:
        colours = _Colours.of(self.palette())
        self._look = (colours, QPen(colours.mid, 1))
        try:
            super().paintEvent(event)
        finally:
            self._look = None

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        model = self.model()
        if not isinstance(model, ScorecardModel) or not rect.isValid() \
                or not 0 <= logicalIndex < len(model.rows):
            return
        row = model.rows[logicalIndex]  # read whole, not role by role through Qt
        colours, rule = self._look or (_Colours.of(self.palette()), None)
        top = self.view.heading_height(logicalIndex)
        box = rect.adjusted(0, top, 0, 0)
        total = row.box is None
        painter.save()
        if top:
            self.view.paint_heading(painter, QRect(rect.left(), rect.top(), rect.width(), top),
                                    self.view.heading_text(logicalIndex))
        painter.fillRect(box, colours.base)
        if total:
            shade = colours.text.__copy__()
            shade.setAlpha(18)
            painter.fillRect(box, shade)
            if self.view.opens_totals(logicalIndex):
                painter.fillRect(QRect(box.left(), box.top(), box.width(), 2), colours.text)
        painter.setPen(rule or QPen(colours.mid, 1))
        painter.drawLine(box.bottomLeft(), box.bottomRight())
        painter.drawLine(box.topRight(), box.bottomRight())
        painter.setFont(self._label_font(total))
        painter.setPen(colours.text)
        painter.drawText(box.adjusted(6, 0, -4, 0), _LEFT_MIDDLE,
                         elided(painter.fontMetrics(), row.label, box.width() - 10))
        painter.restore()

    def _label_font(self, total: bool) -> QFont:
        """The header's type for a box's name, bold for a total's (made once per font)."""
        if self._fonts is None:
            bold = QFont(self.font())
            bold.setBold(True)
            self._fonts = (QFont(self.font()), bold)
        return self._fonts[total]

    def changeEvent(self, event: QEvent) -> None:
        self._hint = self._fonts = None
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        """Wide enough for every label in bold (totals are bold), with room beside it.

        Worked out here, not by Qt's header, which asks the model for each row's text,
        font, icon, size and alignment (156 questions through Python at each deal) to
        measure the same labels in bold: a section as Qt measures it is its text and the
        style's header margin each side (4 px), within the 16 px allowed here; its
        height, the bold text's and the margins (tests/ui/test_scorecard_header.py
        compares the two)."""
        model = self.model()
        if not isinstance(model, ScorecardModel):
            return super().sizeHint()
        rows = model.rows
        if self._hint is None or self._hint[0] is not rows:
            size = QSize(16, 0)  # no rows (no game yet): no type to make for them
            if rows:
                font = QFont(self.font())
                font.setBold(True)
                metrics = QFontMetrics(font)
                size = QSize(max(metrics.horizontalAdvance(row.label) for row in rows) + 16,
                             max(metrics.size(0, row.label).height() for row in rows)
                             + 2 * HEADER_MARGIN)
            self._hint = (rows, size)
        return QSize(self._hint[1])


class ScorecardView(QTableView):
    """``score_requested(box_id)`` when the player clicks or presses Enter on a box;
    ``place_requested(place)`` instead on a card with several columns per player, naming
    box and column (a :class:`~yachtdice.core.game.Place`)."""

    score_requested = Signal(str)
    place_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The viewport is made here, not by Qt: PySide6 then knows it already. Handed a
        # widget it did not make, PySide6 makes Python types for every class of QtWidgets
        # to find its own (tens of milliseconds, once, before the first window was drawn).
        viewport = QWidget()
        viewport.setBackgroundRole(QPalette.ColorRole.Base)  # as Qt sets up its own
        self.setViewport(viewport)
        self.setObjectName("scorecard")
        self.type_scale = 1.0
        self.presented: float | None = None   # the type scale shown to a room, if it is
        self._column_px = MIN_COLUMN
        self._headings: dict[int, str] = {}
        self._heading_px = 0
        self._selected: set[tuple[int, int]] | None = None  # while the cells are painted
        self._base_row = max(22, self.fontMetrics().height() + 6)
        self._cells = ScoreDelegate(self)  # draws the cells (paintEvent), or hands Qt them
        self.setItemDelegate(self._cells)
        self.setHorizontalHeader(PlayerHeader(self))
        self.names_header().fit_height()
        self.setVerticalHeader(RowHeader(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.setAlternatingRowColors(False)
        self.setShowGrid(True)
        self.setMouseTracking(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAccessibleName(self.tr("Scorecard"))
        horizontal = self.horizontalHeader()
        horizontal.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        horizontal.setMinimumSectionSize(MIN_COLUMN)
        horizontal.setHighlightSections(False)
        horizontal.setTextElideMode(Qt.TextElideMode.ElideRight)
        vertical = self.verticalHeader()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setMinimumSectionSize(self._base_row)
        vertical.setDefaultSectionSize(self._base_row)
        vertical.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        vertical.setHighlightSections(False)
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustIgnored)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setVerticalStretch(1)  # the card takes the height; rows grow into it
        self.setSizePolicy(policy)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.clicked.connect(self._clicked)
        self.box_cursor = CardCursor(self, self._request)

    # -- the card's shape: headings, rules, sizes ------------------------------------------------
    def setModel(self, model: QAbstractItemModel | None) -> None:
        if isinstance(model, ScorecardModel):
            # the names' band fitted to the new card before Qt's table lays the card out
            # (connected first, it is called first): one line of names, or two
            model.modelReset.connect(lambda: self.names_header().fit_height())
        super().setModel(model)
        card = self.scorecard()
        card.modelReset.connect(self._reshape)
        card.cells_changed.connect(self._fit_columns)  # once per change, not per range
        card.headerDataChanged.connect(lambda *_: self.horizontalHeader().viewport().update())
        self.names_header().fit_height()  # a card dealt already (Qt lays it out later)
        self._reshape()

    def heading_height(self, row: int) -> int:
        return self._heading_px if row in self._headings else 0

    def heading_text(self, row: int) -> str:
        return self._headings.get(row, "")

    def opens_totals(self, row: int) -> bool:
        """The first of a run of total rows: a rule is drawn above it."""
        rows = self.scorecard().rows
        return 0 < row < len(rows) and rows[row].box is None \
            and rows[row - 1].box is not None

    def heading_font(self, text: str, width: int) -> QFont:
        """A section heading's type: bold small capitals at the card's scale; shown to a room,
        smaller where the heading would not fit ``width`` (it was cut to "UPPER SECTI")."""
        font = QFont(self.font())
        font.setBold(True)
        font.setCapitalization(QFont.Capitalization.SmallCaps)
        font.setPointSizeF(font.pointSizeF() * self.type_scale)
        # in small capitals: measured as capitals, a little wider than it is drawn
        if self.presented is None:  # the usual card: as it always was
            return font
        for _ in range(8):  # type comes in whole pixels: a step or two more may be needed
            need = QFontMetrics(font).horizontalAdvance(text.upper())
            if need <= width or font.pointSizeF() <= 1.0:
                break
            font.setPointSizeF(max(1.0, font.pointSizeF() * min(0.97, width / need)))
        return font

    def paint_heading(self, painter: QPainter, rect: QRect, text: str) -> None:
        palette = self.palette()
        painter.fillRect(rect, palette.color(QPalette.ColorRole.Window))
        if text:
            room = rect.adjusted(6, 0, -2, 0)
            painter.setFont(self.heading_font(text, room.width()))
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
            painter.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                             text)

    def _reshape(self) -> None:
        self._headings = section_headings(self.scorecard())
        self._fit_rows()
        self._fit_columns()

    def cell_font(self, scale: float | None = None) -> QFont:
        """The type of the card's entries (booked ones are drawn a little bolder)."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * (self.type_scale if scale is None else scale))
        font.setWeight(QFont.Weight.DemiBold)
        return font

    def column_need(self, scale: float | None = None) -> int:
        """The width a player's column needs for its widest entry, in pixels."""
        model = self.model()
        if model is None:
            return MIN_COLUMN
        card = self.scorecard()
        # each text measured once (a card holds many blanks, dashes and equal numbers), and
        # none empty: a type is made only for texts in it (a new card's boxes are all blank)
        texts = {(text.split(" / ")[0] if progress else text,  # narrow: the sum alone
                  state is CellState.TOTAL) for text, state, progress in card.entries() if text}
        texts.update((row.widest, False) for row in card.rows if row.widest)
        widest = 0
        if any(not in_total for _, in_total in texts):
            metrics = QFontMetrics(self.cell_font(scale))
            widest = max(metrics.horizontalAdvance(text) for text, in_total in texts
                         if not in_total)
        if any(in_total for _, in_total in texts):
            bold = QFont(self.cell_font(scale))
            bold.setBold(True)
            total = QFontMetrics(bold)
            widest = max(widest, *(total.horizontalAdvance(text) for text, in_total in texts
                                   if in_total))
        return max(MIN_COLUMN, widest + CELL_PADDING)

    def _fit_columns(self) -> None:
        """Every column wide enough for its widest entry; the card asks the window for
        that much room for two players; more scroll sideways only in a window too narrow
        for them (every window fits 1024x768; the classroom view shows every column)."""
        if self.model() is None:
            return
        need = self.column_need()
        self._column_px = need
        header = self.horizontalHeader()
        if header.minimumSectionSize() != need:
            header.setMinimumSectionSize(need)
        card = self.scorecard()  # two players' columns, each player's side by side
        players = min(GUARANTEED * len(card.columns), max(1, card.columnCount()))
        width = (self.verticalHeader().sizeHint().width() + 2 + players * need
                 + self.verticalScrollBar().sizeHint().width())
        if self.presented is not None:
            width = MIN_COLUMN  # shown to a room, the classroom view fits the type instead
        if self.minimumWidth() != width:
            self.setMinimumWidth(width)
            self.updateGeometry()

    def present(self, scale: float | None) -> None:
        """Show the card to a room: its type ``scale`` times the usual size (rows follow
        it), or None: back to growing with the window."""
        self.presented = scale
        self._fit_rows()
        self._fit_columns()

    def names_need(self) -> int:
        """The width a player's column needs for the whole of its player's name over it, in
        pixels: the header's type, bold as for the player at play, 4 px each side and a
        little air. (For the card's size hint; the columns' fitting is column_need's.)"""
        model = self.model()
        if model is None:
            return MIN_COLUMN
        if not model.columnCount():  # no game yet: no names (and no type made for them)
            return CELL_PADDING
        font = QFont(self.horizontalHeader().font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        widest = max((metrics.horizontalAdvance(str(model.headerData(
            c, Qt.Orientation.Horizontal) or "")) for c in range(model.columnCount())),
            default=0)
        several = len(self.scorecard().columns)
        if several > 1:  # a name is written across its player's columns
            widest = max(widest, *(metrics.horizontalAdvance(str(model.headerData(
                c, Qt.Orientation.Horizontal, PlayerNameRole) or "")) // several
                for c in range(model.columnCount())))
        return widest + CELL_PADDING

    def sizeHint(self) -> QSize:
        players = max(1, self.scorecard().columnCount()) if self.model() else 1
        rows = self.model().rowCount() if self.model() else 20
        return QSize(self.verticalHeader().sizeHint().width() + 2
                     + players * max(PREFERRED_COLUMN, self._column_px, self.names_need())
                     + self.verticalScrollBar().sizeHint().width(),
                     max(self.horizontalHeader().sizeHint().height(),
                         self.horizontalHeader().minimumHeight())
                     + (rows + len(self._headings)) * self._base_row)

    def _fit_rows(self) -> None:
        """Rows share the height, from their base size up to MAX_ROW_SCALE times it."""
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        if not rows:
            return
        slots = rows + HEADING_SHARE * len(self._headings)
        space = self.viewport().height()
        if self.presented is not None:  # shown to a room: the type decides, rows follow
            self.type_scale = self.presented
            row = self._presented_row(self.presented)
        else:
            row = int(min(self._base_row * MAX_ROW_SCALE, max(self._base_row, space / slots)))
            self.type_scale = min(MAX_TYPE_SCALE, row / self._base_row)
        # a heading's band rounded down, so that rows sharing the height fit it (rounded to
        # the nearer pixel, two bands of 25.5 px made Yahtzee's card 1 px too tall: a scroll
        # bar at 1080x716)
        self._heading_px = int(row * HEADING_SHARE) if self._headings else 0
        header_font = QFont(self.font())
        header_font.setPointSizeF(header_font.pointSizeF() * self.type_scale)
        label_font = QFont(self.font())  # shown to a room, the names of the boxes grow less
        label_font.setPointSizeF(label_font.pointSizeF() * self._label_scale(self.type_scale))
        self.names_header().fit_height(header_font)  # before the table lays it out in it
        for header, font in ((self.horizontalHeader(), header_font),
                             (self.verticalHeader(), label_font)):
            if header.font() != font:
                header.setFont(font)
                header.updateGeometry()
        vertical = self.verticalHeader()
        for r in range(rows):
            height = row + self.heading_height(r)
            if vertical.sectionSize(r) != height:
                vertical.resizeSection(r, height)
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scale = self.type_scale
        self._fit_rows()
        if self.type_scale != scale:
            self._fit_columns()

    def presented_height(self, scale: float) -> int:
        """The card's height shown to a room at ``scale``: its header and every row."""
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        row = self._presented_row(scale)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        header = QFontMetrics(font).height() + 14  # the names (PlayerHeader.sizeHint)
        return round((rows + HEADING_SHARE * len(self._headings)) * row) + header + 6

    def _presented_row(self, scale: float) -> int:
        """A row shown to a room: its type's line and a little air."""
        return QFontMetrics(self.cell_font(scale)).height() + PRESENTED_AIR

    def _label_scale(self, scale: float) -> float:
        return presented_labels(scale) if self.presented is not None else scale

    def presented_width(self, scale: float) -> int:
        """The card's width shown to a room at ``scale``: its names and every column."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * presented_labels(scale))
        font.setBold(True)
        metrics = QFontMetrics(font)
        model = self.model()
        labels = max((metrics.horizontalAdvance(str(model.headerData(
            r, Qt.Orientation.Vertical) or "")) for r in range(model.rowCount())),
            default=0) if model is not None else 0
        players = max(1, model.columnCount()) if model is not None else 1
        return (labels + 20 + players * (self.column_need(scale) + 1) + 8
                + self.verticalScrollBar().sizeHint().width())

    def is_selected(self, row: int, column: int) -> bool:
        """Whether the cell at ``row`` and ``column`` is selected (the cursor is on it): while
        the card is painted, read from the selection taken once for the whole paint."""
        if self._selected is not None:
            return (row, column) in self._selected
        model = self.model()
        return model is not None and self.selectionModel().isSelected(model.index(row, column))

    def paintEvent(self, event: QPaintEvent) -> None:
        # the selected cells taken once for the cells' paint (not asked of the selection
        # model cell by cell through Python, nor its Python type made for the first frame)
        self._selected = {(index.row(), index.column()) for index in self.selectedIndexes()}
        try:
            if self.isEnabled() and not self.isRightToLeft() and self.showGrid():
                painter = QPainter(self.viewport())
                self._cells.paint_cells(painter, event.rect())
                painter.end()
            else:  # as Qt's table draws it, the delegate cell by cell
                super().paintEvent(event)
        finally:
            self._selected = None
        painter = QPainter(self.viewport())
        # below the card is the table, not more card
        rows = self.model().rowCount() if self.model() is not None else 0
        bottom = self.verticalHeader().length() - self.verticalOffset() if rows else 0
        painter.fillRect(QRect(0, bottom, self.viewport().width(),
                               self.viewport().height() - bottom),
                         self.palette().color(QPalette.ColorRole.Window))
        width = self.horizontalHeader().length()
        for row in self._headings:
            top = self.rowViewportPosition(row)
            self.paint_heading(painter, QRect(0, top, width, self._heading_px), "")
        painter.end()

    def names_header(self) -> PlayerHeader:
        """The players' names over their columns."""
        header = self.horizontalHeader()
        assert isinstance(header, PlayerHeader)
        return header

    def scorecard(self) -> ScorecardModel:
        model = self.model()
        assert isinstance(model, ScorecardModel)
        return model

    # -- moving through open boxes (the cursor: card_cursor.py) ---------------------------------
    def open_rows(self, column: int | None = None) -> list[int]:
        """The current player's open boxes' rows in ``column`` (a model column; None: the
        one the cursor is in, or their first with an open box)."""
        return self.box_cursor.open_rows(column)

    def focus_first_open_box(self, prefer_allowed: bool = True) -> None:
        """Put the cursor on the current player's best place to start: a box it may score."""
        self.box_cursor.focus_first_open_box(prefer_allowed)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.box_cursor.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _clicked(self, index: QModelIndex) -> None:
        model = self.scorecard()
        if model.is_open_box_of_current_player(index) and \
                model.rows[index.row()].kind is RowKind.BOX:
            self._request(index)

    def _request(self, index: QModelIndex) -> None:
        """Ask for the box at ``index`` to be booked: by its id, or by its place on a card of
        several columns per player."""
        model = self.scorecard()
        place = model.place_at(index)
        if place is None:
            return
        if model.several_columns:
            self.place_requested.emit(place)
        else:
            self.score_requested.emit(place.box)
