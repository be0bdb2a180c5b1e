"""A label whose text, however long, never grows its window: it wraps and scrolls inside.

A word-wrapped QLabel asks its layout for as much room as its text takes: as wide as its
longest word and as tall as all its lines. A label that repeats what a player typed (Word
Yahtzee's dictionary check repeats every word) then grew the main window past the screen as
the player typed (1,307 px wide for a word of 150 letters, 32,767 px for a pasted megabyte).
:class:`ScrolledLabel` holds such a label: it asks for the label's size up to ``lines``
lines of height (a sideways scroll bar taking a line's room) and a modest width, and
beyond that the label scrolls inside it (both ways: a word longer than the field scrolls
sideways). A short text looks as it did in the label alone: no frame, no background, no
scroll bar.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

#: the widest a label asks to be, in average characters (longer lines wrap or scroll)
WIDTH_CHARS = 40


class ScrolledLabel(QScrollArea):
    """``label`` (word-wrapped) in a frameless scroll area at most ``lines`` lines tall."""

    def __init__(self, label: QLabel, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.lines = lines
        label.setWordWrap(True)
        # from the top: a label taller than the field (a long word) would centre its lines
        label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(label)
        self.viewport().setAutoFillBackground(False)
        label.setAutoFillBackground(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.viewport().installEventFilter(self)  # the label's new text: new hints

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def most(self) -> int:
        """The tallest the field asks to be: ``lines`` lines of the label's font."""
        metrics = self.label.fontMetrics()
        margins = self.label.contentsMargins()
        return metrics.lineSpacing() * self.lines + margins.top() + margins.bottom()

    def _bar(self, text_height: int) -> int:
        """Room for the sideways scroll bar when the text needs it (a long word)."""
        wide = self.label.minimumSizeHint().width() > self.viewport().width()
        return self.horizontalScrollBar().sizeHint().height() if wide and text_height else 0

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """The text's height at ``width``, up to ``lines`` lines in all: a sideways scroll
        bar (a long word) takes a line's room (150 letters typed in Word Yahtzee's field
        grew six players' window 14 px past what a 1024x768 screen leaves)."""
        needed = self.label.heightForWidth(width) if self.label.text() else 0
        needed = max(needed, 0)
        bar = self._bar(needed)
        return max(min(needed, self.most() - bar), min(needed, self.one_line())) + bar

    def one_line(self) -> int:
        """A line of the label's font, with its margins."""
        margins = self.label.contentsMargins()
        return self.label.fontMetrics().lineSpacing() + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        hint = self.label.sizeHint()
        width = min(hint.width(), self.label.fontMetrics().averageCharWidth() * WIDTH_CHARS)
        return QSize(width, min(hint.height(), self.most()) if self.label.text() else 0)

    def minimumSizeHint(self) -> QSize:
        """As narrow as a few characters; as tall as the text at the present width, up to
        ``lines`` lines with the sideways scroll bar (a squeezed window never hides the text
        the label had room for)."""
        if not self.label.text():
            return QSize(0, 0)
        narrow = self.label.fontMetrics().averageCharWidth() * 4
        if not self.isVisible():  # not laid out yet: as the label alone would ask
            return QSize(narrow, min(self.label.minimumSizeHint().height(), self.most()))
        return QSize(narrow, self.heightForWidth(max(self.viewport().width(), 1)))
