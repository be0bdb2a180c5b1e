"""The button census (tests/ui/test_button_census.py): each button, menu action and default
button of the app, and the tests that press it through its widget."""

from __future__ import annotations

# Qt's own windows, named by their title in the census (their buttons are the app's words)
NOT_OURS = {"QMessageBox", "QInputDialog", "QFileDialog"}

CENSUS: dict[str, list[str]] = {}
