"""The window's parts that the first window never shows, made the first time they are needed
(after the first paint, or never): the field real dice are typed into, and the status bar's
notes on saving and solving. Each goes where it would have been had it been made with the
window: its place in the layout, in the status bar and in the Tab order. Each is a QObject
owned by a widget of its window, so that its connections to the game's controller and
engines (which outlive a window made again in another language) end with its window.
And the window's keyboard shortcuts, given once it is painted (or at the first key)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QBoxLayout, QLabel, QMenu, QPushButton, QStatusBar, QWidget

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from yachtdice.core import GameState
    from yachtdice.ui.table.controller import GameController
    from yachtdice.ui.table.real_dice import RealDiceEntry
    from yachtdice.ui.widgets.progress_bar import ProgressBar


class RealDiceSpot(QObject):
    """Where the real dice's field goes: in ``side`` just under ``tray``; made for the first
    game of real dice (or when asked for), then following every game as the window's
    controller deals and moves it on. Tab reaches it after ``before`` (the last button under
    the dice), as when it was made with the tray. The game's sentences pass on to the
    window's message line (:attr:`message`) but while the field is shown: it says them
    under itself, once."""

    message = Signal(str)

    def __init__(self, controller: GameController, card: QWidget, side: QBoxLayout,
                 tray: QWidget, before: QWidget) -> None:
        super().__init__(tray)  # goes with the window's tray, and its connections with it
        self._controller = controller
        self._card = card
        self._side, self._tray, self._before = side, tray, before
        self._entry: RealDiceEntry | None = None
        controller.game_started.connect(self.follow)
        controller.state_changed.connect(self.follow)
        controller.message.connect(self._pass_on)

    def _pass_on(self, text: str) -> None:
        if not text or self._entry is None or not self._entry.isVisible():
            self.message.emit(text)

    @property
    def made(self) -> bool:
        return self._entry is not None

    @property
    def entry(self) -> RealDiceEntry:
        """The field (hidden while the game is played with the program's dice)."""
        if self._entry is None:
            from yachtdice.ui.table.real_dice import RealDiceEntry  # not at start

            entry = RealDiceEntry(self._controller, self._card)
            self._side.insertWidget(self._side.indexOf(self._tray) + 1, entry)
            QWidget.setTabOrder(self._before, entry.field)
            self._entry = entry
        return self._entry

    def follow(self, state: GameState) -> None:
        """A game dealt or moved on: the field follows it (made for the first game of real
        dice)."""
        if self._entry is not None or self._controller.real_dice:
            self.entry.follow(state)


class StatusNotes(QObject):
    """The status bar's note while games are not being saved, and a solve's stage, progress
    and Cancel (which calls ``cancel``): hidden, first among the status bar's permanent parts
    (before an online game's own). Cancel is made at once: Qt counts a hidden permanent part
    in the status bar's height, and the button is its tallest, so the bar is as tall from the
    first frame as when a note shows (it grew 5 px then); the rest are made the first time
    one is asked for."""

    def __init__(self, status: QStatusBar, cancel: Callable[[], None]) -> None:
        super().__init__(status)  # goes with the window's status bar, and its connections too
        self._status = status
        self._cancel = QPushButton(QCoreApplication.translate("MainWindow", "Cancel"))
        self._cancel.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._cancel.clicked.connect(cancel)
        status.insertPermanentWidget(0, self._cancel)
        self._cancel.hide()
        self._parts: tuple[QLabel, QLabel, ProgressBar, QPushButton] | None = None

    def _made(self) -> tuple[QLabel, QLabel, ProgressBar, QPushButton]:
        if self._parts is None:
            from yachtdice.ui.widgets.progress_bar import ProgressBar  # not at start

            solve_label = QLabel()
            solve_label.setTextFormat(Qt.TextFormat.PlainText)
            solve_bar = ProgressBar()
            solve_bar.setRange(0, 100)
            solve_bar.setMaximumWidth(180)
            save_label = QLabel()
            save_label.setObjectName("saving")
            save_label.setTextFormat(Qt.TextFormat.PlainText)
            for index, widget in enumerate((save_label, solve_label, solve_bar)):
                self._status.insertPermanentWidget(index, widget)  # before Cancel
                widget.hide()
            self._parts = (save_label, solve_label, solve_bar, self._cancel)
        return self._parts

    @property
    def save_label(self) -> QLabel:
        return self._made()[0]

    @property
    def solve_label(self) -> QLabel:
        """A solve's stage and the time left."""
        return self._made()[1]

    @property
    def solve_bar(self) -> ProgressBar:
        return self._made()[2]

    @property
    def solve_cancel(self) -> QPushButton:
        return self._made()[3]

    def solve_status(self, text: str) -> None:
        """A solve's stage, as the strategy engines say it."""
        self.solve_label.setText(text)


class KeysOnDemand(QObject):
    """Calls ``give`` (which gives ``window`` its keyboard shortcuts, its menus' too) once:
    just after the window's first paint, or before it the moment a key reaches the window
    or one of ``menus`` opens. The first frame's pixels need no shortcut (QKeySequence's
    Python type alone takes ~0.7 ms), and a key pressed at once still finds its shortcut:
    Qt asks the window whether it overrides a key (ShortcutOverride) before it looks the key
    up among the shortcuts, so they are there by then."""

    def __init__(self, window: QWidget, give: Callable[[], None], menus: Iterable[QMenu]) -> None:
        super().__init__(window)
        self._window = window
        self._give: Callable[[], None] | None = give
        self._asked = False
        window.installEventFilter(self)
        for menu in menus:
            menu.aboutToShow.connect(self.give)

    @property
    def given(self) -> bool:
        return self._give is None

    def give(self) -> None:
        """The shortcuts now (nothing if they were given already)."""
        give, self._give = self._give, None
        if give is not None:
            self._window.removeEventFilter(self)
            give()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            self.give()
        elif kind == QEvent.Type.Paint and watched is self._window and not self._asked:
            self._asked = True  # a key before then still gives them at once
            QTimer.singleShot(0, self, self.give)  # once this paint is on the screen
        return False
