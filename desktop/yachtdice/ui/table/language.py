"""Settings ▸ Language: the languages the app speaks (the window makes itself again in the
one chosen: :meth:`yachtdice.ui.table.main_window.MainWindow.set_language`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from yachtdice.ui.i18n import LANGUAGES, shipped

#: the choice that follows the desktop (stored as no setting)
DESKTOP = ""


def language_menu(menu: QMenu, chosen: str | None,
                  choose: Callable[[str | None], object]) -> dict[str, QAction]:
    """Fill ``menu``: "Desktop language", then each language the app ships, named in itself
    (English always); ``chosen`` is checked (None: the desktop's). The actions by code
    (:data:`DESKTOP` for the desktop's)."""
    from PySide6.QtGui import QActionGroup  # with the menu: not before the first paint

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
