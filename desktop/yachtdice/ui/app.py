"""Starting the desktop app: the QApplication, the theme, the window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from yachtdice.resources import APP_ID
from yachtdice.ui.settings import Settings
from yachtdice.ui.startup_probe import install_if_asked as install_startup_probe
from yachtdice.ui.table.first_start import offer_welcome
from yachtdice.ui.table.main_window import MainWindow, app_icon
from yachtdice.ui.widgets import theme
from yachtdice.ui.widgets.theme import dark_palette

__all__ = ["apply_theme", "dark_palette", "main", "make_application"]


def apply_theme(app: QApplication) -> str:
    """The player's theme choice, or the desktop's (YACHTDICE_THEME overrides both)."""
    return theme.apply_theme(app, Settings().theme)


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
    from yachtdice.ui.modes import builtin

    builtin.install()
    app = make_application(argv if argv is not None else sys.argv)
    theme.follow_desktop(app, lambda: Settings().theme)  # live, for the app's whole life
    window = MainWindow()
    install_startup_probe(window)
    window.show()
    window.start()
    offer_welcome(window)  # the first start only
    event_loop = app.exec  # Qt's event loop (QApplication.exec), not Python's exec
    return event_loop()
