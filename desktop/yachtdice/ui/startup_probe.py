"""The startup benchmark's hook: with YACHTDICE_STARTUP_PROBE set, report the first painted
frame of the window (and which heavy modules were loaded by then), then close it.

With YACHTDICE_STARTUP_PROBE_STAY=S the window stays open S seconds after that report (the
benchmark reads its idle memory meanwhile) before it closes. Installed only when the
variable is set, so normal painting carries no check at all.
"""

from __future__ import annotations

import os
import re
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

#: modules the first window needs none of (tests/ui/test_startup.py: none is loaded by then)
HEAVY = ("numpy", "pyqtgraph", "PySide6.QtMultimedia", "sqlite3", "hashlib", "secrets", "wave",
         "yachtdice.ui.dialogs.new_game", "yachtdice.ui.table.classroom",
         "yachtdice.ui.widgets.locale_text", "yachtdice.store.stored",
         # the printed score cards, what a booking achieved (said with the first booking)
         # and what a booked box is called and holds, the engine's work in its process and
         # a job's worker process, a hint's words
         "yachtdice.core.score_sheet", "yachtdice.core.score_cards", "yachtdice.core.bookings",
         "yachtdice.core.modes.pips.score_sheet", "yachtdice.core.modes.pips.events",
         "yachtdice.store.modes.pips.work", "yachtdice.ui.jobs.process",
         "yachtdice.ui.modes.pips.option_text",
         # the garbage collector's keeper (Python's collector is off until the first paint)
         "yachtdice.ui.jobs.collector",
         # the field real dice are typed into (made for the first game of real dice)
         "yachtdice.ui.table.real_dice",
         # the forms' fields (House Rules, New Game's options); a progress bar (a solve's)
         "yachtdice.ui.widgets.form_fields", "yachtdice.ui.widgets.progress_bar",
         # JSON (the first text read: a saved setup, a record; the rules' fingerprint) and
         # the check of a compiled translation (English needs none)
         "json", "yachtdice.ui.qm_file",
         # Unicode's tables (the first name or label outside ASCII)
         "unicodedata",
         # the words of pip dice's rules (a box's tooltip and spoken text, said when asked)
         "yachtdice.core.modes.pips.describe",
         # the one scoring computation (a roll's options: with the first roll)
         "yachtdice.core.modes.pips.rules",
         # the standard library's dataclasses and copy (a value type's dataclass Field objects
         # are made when a program first asks dataclasses about it: core/values.py)
         "dataclasses", "copy",
         # our JSON reader (a saved setup, a record, a ruleset file: read when there is one)
         "yachtdice.core.jsontext")
#: and any game's rules help (Help ▸ Rules), by its place in the game's window parts (a
#: pattern compiled when first used: the probe's module is imported at every start)
HEAVY_PATTERN = r"yachtdice\.ui\.modes\.\w+\.rules_help"
#: PySide6's Python types the first window needs none of, as ``module.Type``: PySide6 makes
#: a type (and a Python enum for each of its enums) the first time a program touches it;
#: QStyle's take ~5 ms (a widget's ``style()``, or a delegate's ``option.state``, makes it),
#: QMessageBox's (with QDialog's) ~1 ms; QLineEdit's ~0.4 ms (the real dice's field, made
#: for the first game of real dice); QWidgetAction's ~0.4 ms (made the first time Qt hands
#: PySide6 an action, as ``QMenu.addSeparator()`` does: the menus make their own); the dice's
#: roll animation's ~1.5 ms (QEasingCurve's many curves; made with the first roll); the card's
#: selection model's 0.2 ms (the card's cells read the selection from the view);
#: QTranslator's and QLibraryInfo's ~0.2 ms (English needs no translator: another language
#: makes them before the first window); QMetaMethod's ~0.2 ms (``QTimer.singleShot`` with a
#: delay and a receiver makes it); QKeySequence's ~0.7 ms, with QShortcut's and
#: QKeyCombination's (the window's shortcuts are given just after the first paint, or at the
#: first key or menu opened: :class:`yachtdice.ui.table.on_demand.KeysOnDemand`); QSettings'
#: ~0.45 ms (the settings are read without it until the first is written); QActionGroup's and
#: QProgressBar's ~0.1 ms each (the Settings menu's choices, a solve's progress); QByteArray's
#: ~0.3 ms (a saved window geometry is one: without one, none is made); QStyleOptionViewItem's
#: with QStyleOption's ~0.7 ms (the card draws its own cells: Qt's table handed each to Python
#: with a style option)
HEAVY_TYPES = ("QtWidgets.QStyle", "QtWidgets.QMessageBox", "QtWidgets.QLineEdit",
               "QtWidgets.QWidgetAction", "QtCore.QEasingCurve", "QtCore.QVariantAnimation",
               "QtCore.QItemSelectionModel", "QtCore.QTranslator", "QtCore.QLibraryInfo",
               "QtCore.QMetaMethod", "QtGui.QKeySequence", "QtGui.QShortcut",
               "QtCore.QKeyCombination", "QtCore.QSettings", "QtGui.QActionGroup",
               "QtWidgets.QProgressBar", "QtCore.QByteArray", "QtWidgets.QStyleOption",
               "QtWidgets.QStyleOptionViewItem")


def _type_made(name: str) -> bool:
    module, _, kind = name.partition(".")
    found = sys.modules.get(f"PySide6.{module}")
    return found is not None and kind in vars(found)  # made types are in the module


def heavy_loaded() -> list[str]:
    """The heavy modules loaded and heavy types made so far, sorted."""
    return sorted([m for m in sys.modules if m in HEAVY or re.fullmatch(HEAVY_PATTERN, m)]
                  + [t for t in HEAVY_TYPES if _type_made(t)])


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, stay: float) -> None:
        super().__init__(window)
        self._window = window
        self._stay_ms = int(stay * 1000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Paint:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self._window, self._report)
        return False

    def _report(self) -> None:
        print("first-paint", *heavy_loaded(), flush=True)
        print(f"cpu {time.process_time():.4f}", flush=True)  # every thread's, since launch
        QTimer.singleShot(self._stay_ms, self._window, self._window.close)


def _stay() -> float:
    try:
        return max(0.0, float(os.environ.get("YACHTDICE_STARTUP_PROBE_STAY", "0")))
    except ValueError:
        return 0.0


def install_if_asked(window: QWidget) -> bool:
    """Watch ``window`` for its first paint if the benchmark asked; say whether it did."""
    if not os.environ.get("YACHTDICE_STARTUP_PROBE"):
        return False
    window.installEventFilter(_FirstPaint(window, _stay()))
    return True
