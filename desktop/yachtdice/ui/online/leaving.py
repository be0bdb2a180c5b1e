"""The program leaving an online room mid-game: the room's question answered before the
program goes on (a language switch, quitting from the main window), and the program's own
end, which cannot always wait for one.

How a program ends, and what each way does to a room open here (a host's lobby, a guest's
seat), measured with Qt 6.11:

- ``QApplication.quit()`` (the platform's own quit of the application, as macOS's Dock
  asks, or any code calling it) sends the application a Quit event, whose handling sends
  each visible window a close event in Qt's order of windows, and a window that refuses
  its close refuses the quit. Left to those, the room would be asked about or closed unasked
  by whichever window came first; so the Quit event is heard before the windows are (an
  event filter on the application while a lobby or a Join dialog exists: 1.5 µs an event)
  and each room closes at once, its game kept: the player's own quitting (Game ▸ Quit, the
  window's close button) asks first, and a quit from elsewhere does not wait for a question.
  The other dialogs are closed before the rooms, each asked first (House Rules with unsaved
  changes): one kept open (Cancel) keeps the program open, and the rooms with it; while a
  question is on the screen the quit is not done at all (the player answers the question).
- The desktop session ending: the session manager asks the program to commit its data
  (``commitDataRequest``), then quits it. A session end cannot wait for a question the
  manager has not allowed: when it allows interaction (``allowsInteraction``) the player is
  asked the room's question, and Cancel asks the manager to cancel the session's end;
  otherwise each room closes at once, its game kept for resuming (the host's, in Unfinished
  Games; a guest's seat, by Join a Game), and each guest told that the host left.
- ``QCoreApplication.exit()`` and anything else that ends the event loop without close
  events: ``aboutToQuit``, and each room still open closes the same way, kept.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject
from PySide6.QtGui import QGuiApplication, QSessionManager
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget
from shiboken6 import Shiboken


def wait_for_answer(question: QMessageBox) -> None:
    """Run the event loop until ``question`` is answered or gone (as a modal question is
    answered: House Rules'), its window-modal box left as it is."""
    waiting = QEventLoop()
    question.finished.connect(waiting.quit)
    question.destroyed.connect(waiting.quit)
    run_until_answered = waiting.exec  # Qt's event loop, not Python's exec
    run_until_answered()


class Room(Protocol):
    """A room open at this computer: a host's lobby or a guest's Join dialog."""

    def in_game(self) -> bool:
        """Its game has begun and is not over: leaving interrupts it."""

    def close_asked(self, over: QWidget) -> bool:
        """Asked first during the game (over ``over``); True once the room is left."""

    def end_kept(self) -> None:
        """Leave the room at once, unasked, its game kept for resuming (the program ends)."""

    def asked_over(self) -> QWidget:
        """The window the room's question is asked over."""


class Manager(Protocol):
    """What the program's end uses of Qt's :class:`QSessionManager`."""

    def allowsInteraction(self) -> bool: ...
    def cancel(self) -> None: ...
    def release(self) -> None: ...


class ProgramEnd(QObject):
    """Hears the application's end for the rooms open here (:func:`watch`)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._app = app
        self.rooms: list[Room] = []
        if isinstance(app, QGuiApplication):
            app.commitDataRequest.connect(self.commit_data)
        app.aboutToQuit.connect(self.about_to_quit)

    def add(self, room: Room) -> None:
        """Watch ``room`` until it is gone (the application's events are heard meanwhile)."""
        if not self.rooms:
            self._app.installEventFilter(self)
        self.rooms.append(room)
        if isinstance(room, QObject):
            room.destroyed.connect(lambda *_: self._gone(room))

    def _gone(self, room: Room) -> None:
        if room in self.rooms:
            self.rooms.remove(room)
        if not self.rooms:
            self._app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The application's Quit (``QApplication.quit()``) with a room's game under way,
        before any window hears of it (without one, Qt quits as it would): the other
        dialogs are closed first, each asked (House Rules with unsaved changes), and one
        that stays (Cancel) cancels the quit, the rooms with it; else every room closes,
        its game kept (then no window asks for it), and Qt closes the windows."""
        if event.type() == QEvent.Type.Quit and watched is self._app and self.open_rooms():
            if not self._others_closed():
                return True  # the program stays open: the quit is not done
            self.about_to_quit()
        return False

    def _others_closed(self) -> bool:
        """Every open dialog but the rooms' own closed, each asked; False when one stays,
        or at once while a question is on the screen (House Rules' unsaved changes, asked
        as the quit came: the player answers it, not the quit)."""
        shown = [widget for widget in QApplication.topLevelWidgets() if widget.isVisible()]
        if any(isinstance(widget, QMessageBox) for widget in shown):
            return False
        rooms = {id(room) for room in self.rooms}  # a room is its own dialog (a QObject)
        # still shown after its close: Qt says a dialog whose own close is under way closed
        return all(widget.close() and not widget.isVisible() for widget in shown
                   if isinstance(widget, QDialog) and id(widget) not in rooms
                   and Shiboken.isValid(widget))  # (one gone with another closed first)

    def open_rooms(self) -> list[Room]:
        return [room for room in self.rooms if Shiboken.isValid(room) and room.in_game()]

    def commit_data(self, manager: QSessionManager | Manager) -> None:
        """The session is ending: asked, if the session manager allows it (Cancel: the end
        is cancelled, the room stays); otherwise every room closes, its game kept."""
        rooms = self.open_rooms()
        if not rooms:
            return
        if manager.allowsInteraction():
            if not all(room.close_asked(room.asked_over()) for room in rooms):
                manager.cancel()  # the player keeps the room: the session goes on
            manager.release()
            return
        for room in rooms:
            room.end_kept()

    def about_to_quit(self) -> None:
        """The application quits (its Quit event), or its event loop has ended (no close
        events): every room still open closes, its game kept, its guests told."""
        for room in self.open_rooms():
            room.end_kept()


def watch(room: Room) -> ProgramEnd | None:
    """Keep ``room`` (a QObject) in the application's watch over its end, until it is gone;
    the watch, or None without an application."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    watcher = app.findChild(ProgramEnd)
    if watcher is None:
        watcher = ProgramEnd(app)
    watcher.add(room)
    return watcher
