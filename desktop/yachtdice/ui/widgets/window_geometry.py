"""Where the main window opens: on the screen, whole, at a size that fits it.

The first window takes its preferred size, shrunk to the screen's available area
(a 1400x900 screen at scale 2 offers only 700x450). A geometry restored from the
last session that no longer fits (another monitor, another scale) is moved and
shrunk into the available area. A window never goes below its minimum size.

Also here: :class:`WrapLabel`, a word-wrapped label whose minimum height is the
height of its text at its width, so a layout squeezes the dice tray rather than
letting labels and buttons overlap; :class:`ElidedLabel`, a one-line label that asks for
no more width than a few letters, so a long text never widens its window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from yachtdice.ui.widgets.plain import plain_tip

if TYPE_CHECKING:  # a saved geometry is read only where there is one (ui/settings.py)
    from PySide6.QtCore import QByteArray

PREFERRED = QSize(1080, 720)
#: Qt's separator of a text's length variants (elidedText picks the longest that fits)
_VARIANTS = "\x9c"


def elided(metrics: QFontMetrics, text: str, width: int) -> str:
    """``text`` cut to ``width`` with "…" at its end, as ``metrics.elidedText`` cuts it.

    A text that plainly fits (its advance, rounded, a pixel short of the room) is returned
    as it is without asking elidedText, which lays the whole text out to compare its width
    (about 30 µs a name, against 4 µs for its advance: a card's names are all painted at
    the first paint and most paints after it, and all of them fit)."""
    if _VARIANTS not in text and metrics.horizontalAdvance(text) < width:
        return text
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


def fit(rect: QRect, available: QRect, minimum: QSize) -> QRect:
    """``rect`` moved and shrunk to lie inside ``available`` (never below ``minimum``)."""
    width = max(minimum.width(), min(rect.width(), available.width()))
    height = max(minimum.height(), min(rect.height(), available.height()))
    left = min(max(rect.left(), available.left()), available.right() + 1 - width)
    top = min(max(rect.top(), available.top()), available.bottom() + 1 - height)
    return QRect(max(left, available.left()), max(top, available.top()), width, height)


def first_rect(available: QRect, minimum: QSize, preferred: QSize = PREFERRED) -> QRect:
    """The first window: its preferred size (at most the available area), centred."""
    size = QSize(min(preferred.width(), available.width()),
                 min(preferred.height(), available.height()))
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return fit(rect, available, minimum)


def place(window: QWidget, saved: QByteArray | None) -> None:
    """Restore ``saved`` if it is usable, else open at the first size; fit the screen.

    The window's frame (title bar, borders) is known only once it is shown, so the
    fit is done again then, once.
    """
    restored = saved is not None and window.restoreGeometry(saved)
    _fit_to_screen(window, restored)
    window.installEventFilter(_FitWhenShown(window, restored))


def _fit_to_screen(window: QWidget, restored: bool) -> None:
    if window.isMaximized() or window.isFullScreen():
        return
    available = window.screen().availableGeometry()
    frame = window.frameGeometry()
    left, top = window.x() - frame.x(), window.y() - frame.y()
    right = max(0, frame.width() - window.width() - left)
    bottom = max(0, frame.height() - window.height() - top)
    inner = available.adjusted(left, top, -right, -bottom)
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
    rect = fit(window.geometry(), inner, minimum) if restored else first_rect(inner, minimum)
    window.resize(rect.size())
    window.move(rect.topLeft() - QPoint(left, top))  # move() places the frame


class _FitWhenShown(QObject):
    def __init__(self, window: QWidget, restored: bool) -> None:
        super().__init__(window)
        self._restored = restored

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            watched.removeEventFilter(self)
            # shown once at the first size: from now on it is fitted like a restored one
            _fit_to_screen(watched, True)
            self.deleteLater()
        return False


class WrapLabel(QLabel):
    """A plain-text, word-wrapped label that asks its layout for the height of its text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if not self.text():
            return hint
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(self.width())))

    def setText(self, text: str) -> None:
        super().setText(text)
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()


class ElidedLabel(QLabel):
    """A one-line plain-text label (an id made from a name a player types) that needs only a
    few letters' width: a text longer than its room ends in "…" and the whole is its
    tooltip, so typing a long name never widens the form (and moved House Rules' splitter)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance("M" * 6)),
                     hint.height())

    def setText(self, text: str) -> None:
        super().setText(text)
        self._tip()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tip()

    def cut(self) -> bool:
        """Whether the text is longer than the label's room (and shown with "…")."""
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def _tip(self) -> None:
        self.setToolTip(plain_tip(self.text()) if self.cut() else "")

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.cut():
            super().paintEvent(event)  # whole, and selectable as any label
            return
        room = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             room.width())
        painter = QPainter(self)
        self.style().drawItemText(painter, room, int(self.alignment()), self.palette(),
                                  self.isEnabled(), shown, self.foregroundRole())
