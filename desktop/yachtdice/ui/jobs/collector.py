"""Python's garbage collector, run on the GUI thread only.

Python collects reference cycles on whichever thread passes a threshold while it
allocates. A cycle holding Qt objects collected on a job's thread deletes them there,
where no Qt object may be deleted: the object's destructor takes one of Qt's signal
mutexes and then asks for the interpreter lock, while the GUI thread, holding that lock,
waits for the same mutex to connect a signal. Both wait for ever (seen once in CI on
26 Nov 2026, a job building a score table beside a test's window). So the automatic
collector is off, and a timer on the GUI thread collects the generations whose
thresholds were passed, as Python would have.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: how often the GUI thread looks at the collector's counts (a look costs microseconds)
INTERVAL_MS = 200


class GuiThreadCollector(QObject):
    """Turns the automatic collector off and collects on the GUI thread while it lives
    (the application's from the first paint on; :meth:`stop` turns it back on)."""

    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect)
        self._timer.start()

    @staticmethod
    def collect() -> int:
        """Collect the oldest generation whose threshold has been passed (none: nothing);
        the number of objects found unreachable."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if thresholds[generation] and counts[generation] > thresholds[generation]:
                return gc.collect(generation)
        return 0

    def stop(self) -> None:
        """The automatic collector again (for tests that make their own)."""
        self._timer.stop()
        gc.enable()
