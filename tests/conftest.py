"""Shared test helpers."""

from __future__ import annotations

import os

# Qt tests run without a screen; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
