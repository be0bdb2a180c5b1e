"""Starting the desktop app: the QApplication, the theme, the window."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from ..resources import APP_ID
from .main_window import MainWindow, app_icon
from .startup_probe import install_if_asked as install_startup_probe


def dark_palette() -> QPalette:
    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#23262e", QPalette.ColorRole.WindowText: "#e6e8ee",
        QPalette.ColorRole.Base: "#1b1e24", QPalette.ColorRole.AlternateBase: "#262a33",
        QPalette.ColorRole.Text: "#e6e8ee", QPalette.ColorRole.Button: "#2d313b",
        QPalette.ColorRole.ButtonText: "#e6e8ee", QPalette.ColorRole.Highlight: "#4c8dff",
        QPalette.ColorRole.HighlightedText: "#ffffff", QPalette.ColorRole.Link: "#8ab4ff",
        QPalette.ColorRole.ToolTipBase: "#2d313b", QPalette.ColorRole.ToolTipText: "#e6e8ee",
        QPalette.ColorRole.PlaceholderText: "#8a909c", QPalette.ColorRole.BrightText: "#ffffff",
        QPalette.ColorRole.Mid: "#3a3f4b", QPalette.ColorRole.Dark: "#15171c",
        QPalette.ColorRole.Light: "#3d424e", QPalette.ColorRole.Midlight: "#343843",
        QPalette.ColorRole.Shadow: "#000000",
    }
    for role, color in roles.items():
        p.setColor(role, QColor(color))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText,
                 QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6b707c"))
    return p


def apply_theme(app: QApplication) -> None:
    """Follow the system's light or dark preference (YACHTDICE_THEME=dark|light overrides)."""
    wanted = os.environ.get("YACHTDICE_THEME", "").lower()
    scheme = QGuiApplication.styleHints().colorScheme()
    dark = wanted == "dark" or (wanted != "light" and scheme == Qt.ColorScheme.Dark)
    app.setStyle("Fusion")
    app.setPalette(dark_palette() if dark else app.style().standardPalette())


def make_application(argv: Sequence[str]) -> QApplication:
    """The QApplication with the game's identity and theme.

    The application name is the app id, so the X11 window class matches the desktop
    entry's ``StartupWMClass``; the desktop file name gives the Wayland app id. No
    display name is set: on X11 Qt would append it to every window title, and the
    titles already say "Yacht Dice".
    """
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    app.setApplicationName(APP_ID)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    apply_theme(app)
    return app


def main(argv: Sequence[str] | None = None) -> int:
    app = make_application(argv if argv is not None else sys.argv)
    QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _: apply_theme(app))
    window = MainWindow()
    install_startup_probe(window)
    window.show()
    window.start()
    event_loop = app.exec  # Qt's event loop (QApplication.exec), not Python's exec
    return event_loop()
