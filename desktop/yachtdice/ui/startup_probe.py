"""The startup benchmark's hook: with YACHTDICE_STARTUP_PROBE set, report the first painted
frame of the window (and which heavy modules were loaded by then), then close it.

Installed only when the variable is set, so normal painting carries no check at all.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

HEAVY = ("pyqtgraph", "PySide6.QtMultimedia")


class _FirstPaint(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self._window, self._report)
        return False

    def _report(self) -> None:
        heavy = sorted(m for m in HEAVY if m in sys.modules)
        print("first-paint", *heavy, flush=True)
        self._window.close()


def install_if_asked(window: QWidget) -> bool:
    """Watch ``window`` for its first paint if the benchmark asked; say whether it did."""
    if not os.environ.get("YACHTDICE_STARTUP_PROBE"):
        return False
    window.installEventFilter(_FirstPaint(window))
    return True
