"""A progress bar with a frame that shows on every theme (a module of its own: the first
window shows none, so QProgressBar's Python type is made with the first bar, not at start)."""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QProgressBar

from yachtdice.ui.widgets.theme import active, frame_colour

__all__ = ["ProgressBar"]


class ProgressBar(QProgressBar):
    """A progress bar with a visible frame on dark windows. Fusion outlines a bar a shade
    darker than the window: nearly invisible on the dark theme, black on high contrast's
    black, so an empty bar (a solve at 0%) was not there at all. (Drawn here rather than by
    a proxy style, which would send every control the app paints through Python.)"""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if active() == "light":
            return
        painter = QPainter(self)
        painter.setPen(frame_colour(self.palette()))
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.end()
