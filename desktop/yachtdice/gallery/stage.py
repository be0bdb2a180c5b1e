"""Staging a screen: a window on a fixed history, the dice it rolls, the dialogs it opens."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:  # Qt is imported only after the theme and scale are set
    from PySide6.QtWidgets import QDialog, QWidget

    from yachtdice.core import GameRecord
    from yachtdice.core.score_sheet import ScoreSheet
    from yachtdice.printing import PrintOptions
    from yachtdice.store import Store
    from yachtdice.ui.table.main_window import MainWindow

W = TypeVar("W", bound="QWidget")
THEMES = ("light", "dark", "contrast")
#: seconds a screen waits for the strategy engines (a cold Yahtzee solve takes 4-6 s on a
#: quiet machine, several times that on a loaded one)
ENGINE_WAIT = 300.0
#: the dates of the fixed history's games (:func:`yachtdice.gallery.run.record_history`)
HISTORY_DATES = [f"2026-11-{day:02d}T{hour:02d}:{minute:02d}:00+00:00"
                 for day, hour, minute in ((2, 19, 5), (3, 20, 40), (5, 18, 15), (8, 21, 0),
                                           (9, 17, 30), (12, 20, 10), (15, 19, 45), (16, 16, 20),
                                           (19, 21, 5), (20, 18, 50))]


class GalleryError(Exception):
    """A screen could not be staged."""


@dataclass
class Stage:
    """A fresh data directory with the fixed history, and the window opened on it."""

    folder: Path
    window: MainWindow | None = None
    others: list[QWidget] = field(default_factory=list)  # windows of their own
    stores: list[Store] = field(default_factory=list)    # opened for them, closed after
    before_closing: list[Callable[[], None]] = field(default_factory=list)

    def keep(self, widget: W) -> W:
        """A window of its own (not the main window's): closed with the screen."""
        self.others.append(widget)
        return widget

    def keep_store(self, store: Store) -> Store:
        self.stores.append(store)
        return store

    def printed(self, rules: object, sheet: ScoreSheet,
                options: PrintOptions | None = None) -> QWidget:
        """A score card's first page as it is printed (in the window's language, black and
        white or colour whatever the theme), as a picture in a window of its own."""
        from PySide6.QtGui import QPixmap
        from PySide6.QtWidgets import QLabel

        from yachtdice import printing
        from yachtdice.ui.dialogs.print_card import localised

        page = QLabel()
        page.setPixmap(QPixmap.fromImage(printing.page_image(localised(rules, sheet), dpi=72,
                                                             options=options)))
        return self.keep(page)

    def store(self) -> Store:
        """The main window's history (open it first)."""
        assert self.window is not None and self.window.controller.store is not None
        return self.window.controller.store

    def open_window(self, dice: Sequence[int] = (), wait_for_history: bool = True) -> MainWindow:
        """The main window, its history open, the next rolls showing ``dice`` in order."""
        from yachtdice.core import ScriptedDice
        from yachtdice.ui.devtools.driving import wait_for
        from yachtdice.ui.table.controller import GameController
        from yachtdice.ui.table.main_window import MainWindow

        window = MainWindow(GameController(ScriptedDice(dice)))
        window.set_speed("off")
        window.resize(1080, 720)
        window.show()
        window.start()
        if wait_for_history:
            wait_for("opening the history", lambda: window.controller.store is not None)
        self.window = window
        self.engines_ready()
        return window

    def engines_ready(self) -> None:
        """Wait until the strategy engine of every window shown has done its work (the
        game's rules solved and saved, an engine asked for loaded), so that the status bar
        shows what a player sees once the engine is ready, never how far a solve had got
        (which depends on the machine's load). The solver cache is the run's scratch folder's:
        each ruleset is solved once a run, later windows find its table saved (and draw the
        same: a test checks it)."""
        from PySide6.QtWidgets import QApplication

        from yachtdice.ui.devtools.driving import wait_for
        from yachtdice.ui.table.main_window import MainWindow

        def ready() -> bool:
            return not any(w.controller.engines.busy for w in QApplication.topLevelWidgets()
                           if isinstance(w, MainWindow) and w.isVisible())

        wait_for("the strategy engines' work", ready, ENGINE_WAIT)

    def leave_unfinished(self, record: GameRecord) -> None:
        """Put ``record`` in the history as a game under way, before the window opens."""
        from yachtdice.store import Store

        store = Store.open()
        try:
            # as if the copy that played it had closed: its lease goes, the game stays
            store.release_game(store.start_game(record, started=HISTORY_DATES[-1]))
        finally:
            store.close()

    def resume(self, record: GameRecord) -> None:
        """Continue ``record`` in the window, as the player would from a saved game."""
        assert self.window is not None
        controller = self.window.controller
        store = controller.store
        assert store is not None
        controller.resume(store.game(store.start_game(record)))

    def roll_and_hold(self, holds: Sequence[int]) -> None:
        from yachtdice.ui.devtools.driving import wait_for

        assert self.window is not None
        controller = self.window.controller
        controller.roll()
        wait_for("the roll", lambda: controller.state is not None
                 and controller.state.dice is not None and not controller.rolling)
        for die in holds:
            controller.toggle_hold(die)
        wait_for("holding dice", lambda: controller.state is not None
                 and controller.state.held == frozenset(holds))

    def dialog(self, what: str, before: set[int] | None = None) -> QDialog:
        """The dialog the window has just opened (waiting for it to appear)."""
        from PySide6.QtWidgets import QApplication, QDialog

        from yachtdice.ui.devtools.driving import wait_for

        seen = before or set()
        found: list[QDialog] = []

        def appeared() -> bool:
            found[:] = [w for w in QApplication.topLevelWidgets()
                        if isinstance(w, QDialog) and w.isVisible() and id(w) not in seen]
            return bool(found)

        wait_for(what, appeared)
        return found[-1]

def statistics_threads() -> list[threading.Thread]:
    """The statistics window's workers still running."""
    return [t for t in threading.enumerate() if t.name == "statistics"]
