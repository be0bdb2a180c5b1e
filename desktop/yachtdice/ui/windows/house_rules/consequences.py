"""House Rules' lines above the problems: what the rules being edited lead to, as the
chosen game's form says it (:meth:`~yachtdice.ui.widgets.form_fields.ModeForm.weigh`).

A headline in large type with a progress bar beside it, a second line in the same type and
a note under them; the two lines of figures end in "…" when a long ruleset name leaves them
no room (the whole in the tooltip). Every line keeps its room when it is empty or hidden,
so nothing above or below the form ever moves as the figures come and go.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
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


def _figure_line(name: str) -> ElidedLabel:
    """A line of figures that may name a ruleset (up to 60 characters): one line however
    long, ending in "…" with the whole in its tooltip, so the window never widens."""
    label = ElidedLabel()
    label.setObjectName(name)
    return label


class ConsequencesPanel(QWidget):
    """The lines a form fills (:class:`~yachtdice.ui.widgets.form_fields.ConsequenceLines`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figure: float | None = None
        self.detail: object = None
        self.headline_label = _figure_line("expectedScore")
        font = self.headline_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.headline_label.setFont(font)
        self.note_label = _plain_line()
        self.second_label = _figure_line("bonusChance")
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

    def headline(self, text: str) -> None:
        self.headline_label.setText(text)

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
