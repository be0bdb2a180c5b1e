"""Settings ▸ Language: the languages the app speaks, and changing to another mid-game.

A widget takes its texts when it is made, so a new language means a new window: the
window is built again around the same game controller (the game on the table, its dice
and holds, the clock and the history stay as they were) and takes the old one's place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDialog, QMenu

from yachtdice.ui.i18n import LANGUAGES, app_language, shipped, start_language

if TYPE_CHECKING:
    from yachtdice.ui.table.main_window import MainWindow

#: the choice that follows the desktop (stored as no setting)
DESKTOP = ""


def language_menu(menu: QMenu, chosen: str | None,
                  choose: Callable[[str | None], object]) -> dict[str, QAction]:
    """Fill ``menu``: "Desktop language", then each language the app ships, named in itself
    (English always); ``chosen`` is checked (None: the desktop's). The actions by code
    (:data:`DESKTOP` for the desktop's)."""
    group = QActionGroup(menu)
    actions: dict[str, QAction] = {}
    desktop = QAction(QCoreApplication.translate("MainWindow", "&Desktop Language"), menu,
                      checkable=True)
    actions[DESKTOP] = desktop
    menu.addAction(desktop)
    menu.addSeparator()
    for code in shipped():
        actions[code] = QAction(LANGUAGES[code], menu, checkable=True)  # named in itself
        menu.addAction(actions[code])
    for code, action in actions.items():
        group.addAction(action)
        action.setChecked(code == (chosen or DESKTOP))
        action.triggered.connect(lambda _=False, c=code: choose(c or None))
    return actions


def speak(window: MainWindow, code: str | None) -> MainWindow:
    """Remember ``code`` (None: the desktop's language) and show the game in it: a new window
    with the same game, in the old one's place; the window now on the screen."""
    window.settings.language = code
    window.settings.sync()
    before = app_language().code
    if start_language(code) == before:
        return window  # the same language (the desktop's may be the one already spoken)
    return rebuild(window)


def rebuild(old: MainWindow) -> MainWindow:
    """The main window made again in the language now installed, carrying over the game on
    the table (the controller: its record, dice, holds, clock), the open history and the
    window's place, size and view."""
    from yachtdice.ui.table.main_window import MainWindow

    old.settle_dice()  # a roll in flight lands first: its end belongs to the old tray
    for dialog in old.findChildren(QDialog):
        dialog.close()  # their background work stops with them, as when the window closes
    controller = old.controller
    store, session = old.session.store, old.session
    new = MainWindow(controller, old.settings, open_store=False)
    controller.setParent(new)
    if store is not None:  # the history moves over, with this copy's lease on the game
        new.session.store = store
        session.store = None
    else:  # still opening: the old keeper closes what it gets, the new one opens its own
        new.session.open_store()
    session.close()
    new.setGeometry(old.geometry())
    new.show_game()
    if old.classroom.on:
        new.set_classroom(True)
    if old.isFullScreen():
        new.set_full_screen(True)
    elif old.isMaximized():
        new.showMaximized()
    else:
        new.show()
    new.scorecard.setFocus(Qt.FocusReason.OtherFocusReason)
    old.hide()
    old.deleteLater()  # not closed: closing would end the game's engines and history
    return new
