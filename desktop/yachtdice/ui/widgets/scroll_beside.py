"""A game's panel beside the scorecard, in a scroll area that comes and goes with it.

On a small screen (1024x768 with six players' scorecard) the panel may get less width
than its controls need: it scrolls sideways then instead of pushing the window off the
screen. The game's part shows and hides the panel itself; the area follows.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

NARROWEST = 160  # the panel's least width: its buttons, one or two side by side


class ScrollBeside(QScrollArea):
    def __init__(self, panel: QWidget, parent: QWidget) -> None:
        super().__init__(parent)  # a child from the start: shown, it must never be a window
        hidden = panel.isHidden()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setMinimumWidth(NARROWEST)
        self.setWidget(panel)  # which shows it
        panel.setHidden(hidden)
        self.setHidden(hidden)
        panel.installEventFilter(self)

    def sizeHint(self) -> QSize:
        """What the panel needs to show every control without scrolling: the layout gives
        it that share of a narrow window, not the least it could have."""
        panel = self.widget()
        hint = super().sizeHint()
        if panel is None:
            return hint
        return QSize(max(hint.width(), panel.minimumSizeHint().width()), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget():
            if event.type() == QEvent.Type.ShowToParent:
                self.show()
            elif event.type() == QEvent.Type.HideToParent:
                self.hide()
            elif event.type() == QEvent.Type.LayoutRequest:
                self.updateGeometry()  # its controls changed: so may the share it asks for
        return False
