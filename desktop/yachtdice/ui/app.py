"""Starting the desktop app: the QApplication, the theme, the window.

Only what the first window shows is imported before it is painted; dialogs, the House
Rules window, statistics and the strategy engine come when first used, and background
work (the history, the engine) starts once the window has been painted.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from yachtdice.resources import APP_ID
from yachtdice.ui.jobs.runner import JobRunner, app_runner
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.main_window import MainWindow, app_icon
from yachtdice.ui.widgets import theme
from yachtdice.ui.widgets.theme import dark_palette

#: background work waits at most this long for the first paint (a window never exposed)
FIRST_PAINT_WAIT_MS = 3000
#: how long a thread runs Python while another waits for the interpreter lock (Python's
#: default is 5 ms): behind a job's pure-Python work on a thread (Place Value's tables, the
#: word list) the window's 10 ms timer waited 45-108 ms with 5 ms, 17-31 ms with 1 ms
SWITCH_INTERVAL = 0.001

__all__ = ["apply_theme", "dark_palette", "main", "make_application"]


def apply_theme(app: QApplication, settings: Settings | None = None, *,
                in_fusion: bool = False) -> str:
    """The player's theme choice, or the desktop's (YACHTDICE_THEME overrides both);
    ``settings`` read already, else read here; ``in_fusion``: ``app`` was made in Fusion."""
    return theme.apply_theme(app, (settings or Settings()).theme, in_fusion=in_fusion)


def make_application(argv: Sequence[str], settings: Settings | None = None, *,
                     icon: bool = True) -> QApplication:
    """The QApplication with the game's identity, icon and theme (``icon`` False: the
    caller gives it the icon, as :func:`main` does once its window is made).

    The application name is the app id, so the X11 window class matches the desktop
    entry's ``StartupWMClass``; the desktop file name gives the Wayland app id. No
    display name is set: on X11 Qt would append it to every window title, and the
    titles already say "Yacht Dice".
    """
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app, made = existing, False
    else:  # made here, in Fusion (a -style given is overridden, as apply_theme would)
        app, made = QApplication([*argv, *theme.FUSION_ARGUMENTS]), True
    app.setApplicationName(APP_ID)
    app.setDesktopFileName(APP_ID)
    if icon:
        app.setWindowIcon(app_icon())
    apply_theme(app, settings, in_fusion=made)
    return app


class _AfterFirstPaint(QObject):
    """Calls ``then`` once, just after ``window`` is first painted (or after a while)."""

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)
        # a timer of its own: QTimer.singleShot with a delay and a receiver has PySide6 make
        # QMetaMethod's Python type (~0.2 ms), which nothing else needs before the first paint
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._call)
        self._timer.start(FIRST_PAINT_WAIT_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self, self._call)  # once this paint is on the screen
        return False

    def _call(self) -> None:
        self._timer.stop()
        then, self._then = self._then, None
        if then is not None:
            then()


def _started(runner: JobRunner) -> None:
    """The window is on the screen: background work may start, and Python's garbage
    collector (off while the program started) runs again, on the GUI thread only
    (:class:`~yachtdice.ui.jobs.collector.GuiThreadCollector`: never a job's thread), and
    leaving alone what the start made, which lives as long as the program; the hot value
    types get their compiled methods (core/values.py), before the engine's jobs start."""
    from yachtdice.core.values import compile_hot
    from yachtdice.ui.jobs.collector import GuiThreadCollector  # needed from now on only

    gc.freeze()
    compile_hot()  # after the freeze: what it makes and drops is collected
    app = QApplication.instance()
    assert app is not None, "called from the application's event loop"
    GuiThreadCollector(app)  # lives as long as the application
    runner.release()


def main(argv: Sequence[str] | None = None, language: str | None = None) -> int:
    """The desktop game; ``language`` (``--language``) overrides the setting for this run."""
    from yachtdice.ui import online
    from yachtdice.ui.i18n import start_language
    from yachtdice.ui.modes import builtin

    gc.disable()  # on again once the window is painted (_started)
    sys.setswitchinterval(SWITCH_INTERVAL)  # the window's thread gets its turn sooner
    builtin.install()
    online.install()  # Host a Game… and Join a Game… in the Game menu
    settings = Settings()  # read once: the theme, the language, then the window
    app = make_application(argv if argv is not None else sys.argv, settings, icon=False)
    theme.follow_desktop(app, lambda: Settings().theme)  # live, for the app's whole life
    start_language(settings.language, language)  # before the first window is made (~0.3 ms)
    runner = app_runner()
    runner.hold()  # the history and the engine start once the window is on the screen
    window = MainWindow(settings=settings)
    _AfterFirstPaint(window, lambda: _started(runner))
    if os.environ.get("YACHTDICE_STARTUP_PROBE"):  # the benchmark's: its module only then
        from yachtdice.ui.startup_probe import install_if_asked

        install_if_asked(window)  # installed last, it hears the first paint first
    window.show()
    # the application's icon (every other window's) is the window's, given once the window
    # is made: on X11 a window made while the application has an icon is handed that one,
    # then its own (~2 ms more)
    app.setWindowIcon(window.windowIcon())
    window.start()
    if not window.settings.welcomed:  # the first start only
        from yachtdice.ui.table.first_start import offer_welcome

        offer_welcome(window)
    event_loop = app.exec  # Qt's event loop (QApplication.exec), not Python's exec
    return event_loop()
