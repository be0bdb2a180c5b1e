"""House Rules' lines above the problems: what the rules being edited lead to, as the
chosen game's form says it (:meth:`~yachtdice.ui.widgets.form_fields.ModeForm.weigh`).

A headline in large type with a progress bar beside it, a second line in the same type and
a note under them. A headline too long for its line (at 1024 wide, a simulated figure with
its games, or two figures side by side) is said in its short form, which the form gives
with it: the figures, their ± and the games done, without the words around them; the two
lines of figures end in "…" only when even that has no room (a long ruleset name), the
whole in the tooltip whenever it is not shown whole. Every line keeps its room when it is
empty or hidden, so nothing above or below the form ever moves as the figures come and go.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from yachtdice.ui.widgets.progress_bar import ProgressBar
from yachtdice.ui.widgets.window_geometry import ElidedLabel


def keep_room(widget: QWidget) -> None:
    """Keep a widget's room when it is hidden (a line of the consequences, the progress bar),
    so nothing below it moves."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
    if isinstance(widget, QLabel):
        widget.setMinimumHeight(widget.fontMetrics().lineSpacing())


def show_line(label: QLabel, text: str) -> None:
    """Set a line of the consequences; an empty one is hidden (its room is kept)."""
    label.setText(text)
    label.setVisible(bool(text))


def _plain_line(name: str = "") -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    if name:
        label.setObjectName(name)
    return label


class FigureLine(ElidedLabel):
    """A line of figures that may name a ruleset (up to 60 characters): one line however
    long, so the window never widens. :meth:`say` gives it a sentence and its short form;
    its text is the sentence (what a screen reader reads), drawn whole where it fits, else
    its short form, ending in "…" only if even that has no room; the whole sentence is the
    tooltip whenever it is not drawn whole."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self._short = ""
        self.setObjectName(name)

    def setText(self, text: str) -> None:
        self.say(text, text)

    def say(self, whole: str, short: str) -> None:
        self._short = short
        super().setText(whole)

    def shown(self) -> str:
        """What is drawn: the sentence, its short form, or that cut with "…"."""
        if not self.cut():
            return self.text()
        return self.fontMetrics().elidedText(self._short, Qt.TextElideMode.ElideRight,
                                             self.contentsRect().width())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.cut():
            super().paintEvent(event)  # whole, and selectable as any label
            return
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()),
                                  self.palette(), self.isEnabled(), self.shown(),
                                  self.foregroundRole())


class ConsequencesPanel(QWidget):
    """The lines a form fills (:class:`~yachtdice.ui.widgets.form_fields.ConsequenceLines`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figure: float | None = None
        self.detail: object = None
        self.headline_label = FigureLine("expectedScore")
        font = self.headline_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.headline_label.setFont(font)
        self.note_label = _plain_line()
        self.second_label = FigureLine("bonusChance")
        self.second_label.setFont(font)
        self.bar = ProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.bar.setFixedSize(160, 8)
        for part in (self.headline_label, self.second_label, self.note_label, self.bar):
            keep_room(part)  # what is above the form never changes height: it never moves
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.headline_label, 1)
        top.addWidget(self.bar, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(top)
        layout.addWidget(self.second_label)
        layout.addWidget(self.note_label)

    def headline(self, text: str, short: str = "") -> None:
        self.headline_label.say(text, short or text)

    def second(self, text: str) -> None:
        show_line(self.second_label, text)

    def note(self, text: str) -> None:
        show_line(self.note_label, text)

    def progress(self, fraction: float | None) -> None:
        if fraction is None:
            self.bar.hide()
            return
        self.bar.setValue(int(max(0.0, min(1.0, fraction)) * 1000))
        self.bar.show()

    def clear(self) -> None:
        """Nothing to say: every line empty, no bar."""
        self.figure, self.detail = None, None
        for line in (self.headline_label, self.note_label, self.second_label):
            show_line(line, "")
        self.bar.hide()
