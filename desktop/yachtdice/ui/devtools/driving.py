"""Driving the real window from code, for the self-test and the gallery."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QTimer


class DriveTimeout(Exception):
    """Something the script waited for did not happen in time."""


def wait_for(what: str, done: Callable[[], bool], seconds: float = 30.0) -> None:
    """Run Qt's event loop until ``done()`` is true; raise DriveTimeout naming ``what``."""
    deadline = time.monotonic() + seconds
    loop = QEventLoop()
    while not done():
        if time.monotonic() > deadline:
            raise DriveTimeout(f"{what} did not happen within {seconds:.0f} s")
        QTimer.singleShot(10, loop.quit)
        run_once = loop.exec  # Qt's event loop, not Python's exec
        run_once()
