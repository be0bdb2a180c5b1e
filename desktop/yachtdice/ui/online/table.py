"""An online game's table: the game window, its controller playing through the room.

The table is the usual game window (card, dice, whose turn, the end) with an
:class:`~yachtdice.ui.online.controller.OnlineController`; the status bar says who sits at
each seat and who is connected, the message line says what the room says (who came, who
left, a refused move), the card previews what a roll would score only on a seat played
here (a roll at another computer is its player's to weigh), and the end dialog says
whether every roll was verified (the room's sentence: "all 39 rolls verified", or the roll
that failed). The end dialog offers no Play Again or New Game: an online game is hosted
again from the Game menu.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, SignalInstance
from PySide6.QtWidgets import QLabel, QWidget
from shiboken6 import Shiboken

from yachtdice.core.errors import as_sentence
from yachtdice.core.game import GameState
from yachtdice.net import protocol as p
from yachtdice.ui.online.controller import OnlineController, Send, Source
from yachtdice.ui.settings import Settings
from yachtdice.ui.table.language import DESKTOP
from yachtdice.ui.table.main_window import MainWindow
from yachtdice.ui.widgets.locale_text import listed
from yachtdice.ui.widgets.plain import plain_tip

if TYPE_CHECKING:
    from yachtdice.store import Store

translate = QCoreApplication.translate


class Room(Source, Protocol):
    """What the table shows of the room besides its game (HostRoom or GuestTable)."""

    changed: SignalInstance
    ended: SignalInstance
    log: SignalInstance


def with_and(names: Sequence[str]) -> str:
    """Names as the language lists them, the last after its "and" ("Ann, Bo and Cy")."""
    if len(names) < 2:
        return names[0] if names else ""
    return translate("OnlineTable", "{names} and {last}").format(
        names=listed(names[:-1]), last=names[-1])


def seat_text(seat: p.SeatInfo, here: bool) -> str:
    """One seat as the status bar lists it: its name and where it is played."""
    name = seat.name or ""
    if here:
        return translate("OnlineTable", "{name} (here)").format(name=name)
    if seat.kind == p.COMPUTER:
        return translate("OnlineTable", "{name} (computer)").format(name=name)
    if seat.kind == p.OPEN:
        return translate("OnlineTable", "open seat")
    if seat.kind == p.PERSON:  # a person at the host's computer: no link of its own
        return translate("OnlineTable", "{name} (at the host)").format(name=name)
    if seat.connected:
        return translate("OnlineTable", "{name} (connected)").format(name=name)
    return translate("OnlineTable", "{name} (away)").format(name=name)


class RoomWindow(MainWindow):
    """The game's window of an online room. Its Settings ▸ Language is the program's: the
    main window (``main``, the one that opened the room) switches, asking the room's lobby
    first during the game (Cancel keeps the room and the language; Close the Room closes
    this window with the room). Made again here, this window would leave its room behind."""

    main: MainWindow | None = None
    #: the room's own title ("Yacht Dice – Ann's game"), kept when the game starts on the
    #: table (the table titles its window by the rules)
    room_title = ""

    def setWindowTitle(self, title: str) -> None:
        super().setWindowTitle(self.room_title or title)

    def set_language(self, code: str | None) -> MainWindow:
        main = self.main
        if main is None:  # a room opened without a main window (a test's)
            return super().set_language(code)
        spoken = main.set_language(code)
        if Shiboken.isValid(self):  # its menu's check back on the language it speaks
            self.menus.language_actions[self.settings.language or DESKTOP].setChecked(True)
        return spoken


def main_window(dialog: QWidget) -> MainWindow | None:
    """The main window a lobby or the Join dialog was opened from (None: none)."""
    parent = dialog.parentWidget()
    return parent if isinstance(parent, MainWindow) else None


class OnlineTable:
    """The window of ``room``'s game; ``mine``: the seats played here; ``send``: their moves
    to the room; ``title``: the window's title; ``history``: the open history its History
    and High Scores show (the room's keeper keeps the game, not this window)."""

    def __init__(self, room: Room, seats: Callable[[], tuple[p.SeatInfo, ...]],
                 mine: Callable[[], Sequence[int]], send: Send, title: str,
                 settings: Settings | None = None, history: Store | None = None) -> None:
        self.room = room
        self._seats = seats
        self._mine = mine
        self.verdict: str | None = None
        self.controller = OnlineController(room, mine, send)
        self.window = RoomWindow(self.controller, settings, open_store=False)
        if history is not None:  # the main window's: History and High Scores show it
            self.window.session.lend(history)
        self.window.room_title = title
        self.window.setWindowTitle(title)
        self.window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.controller.behind.connect(self.window.settle_dice)
        self.people = QLabel()
        self.people.setObjectName("seats")
        self.people.setTextFormat(Qt.TextFormat.PlainText)
        self.window.status.addPermanentWidget(self.people)  # a message leaves it be
        self._verdict_shown = False  # the end dialog has its verification line
        shown_end = self.window.show_end

        def show_end(state: GameState) -> None:
            shown_end(state)
            self._end_dialog()

        self.window.show_end = show_end
        model = self.window.model
        shown_state = model.set_state

        def set_state(state: GameState | None) -> None:
            shown_state(self.as_seen_here(state))

        model.set_state = set_state  # type: ignore[method-assign]
        wires = (room.changed.connect(self.show_seats),
                 room.log.connect(self._say),
                 room.ended.connect(self._ended))
        # the room outlives a closed window (it says goodbye to its guests): let go of it
        self.window.destroyed.connect(lambda *_: [QObject.disconnect(w) for w in wires])
        self.show_seats()

    def as_seen_here(self, state: GameState | None) -> GameState | None:
        """``state`` as the card shows it here: a roll of a seat played at another computer
        (or by the room's computer) previews nothing, as before the roll; the dice show it."""
        if state is None or state.finished or state.dice is None \
                or state.current in self._mine():
            return state
        return dataclasses.replace(state, dice=None, held=frozenset())

    def begin(self) -> None:
        """The game began (or is back after a drop): show it as the room has it."""
        self.controller.follow()
        self.show_seats()
        if not self.window.isVisible():
            self.window.show()
        self.window.scorecard.setFocus()

    def show_seats(self) -> None:
        mine = set(self._mine())
        self.people.setText("  ·  ".join(seat_text(s, i in mine)
                                        for i, s in enumerate(self._seats())))
        self.people.setToolTip(plain_tip(self.people.text()))  # eight long names are cut

    def _say(self, line: str) -> None:
        """A line of the room's (a clause: "a computer plays Bo's seat until Bo is back") as
        the window says it: one sentence, capital first, full stop last."""
        self.window.show_message(as_sentence(line))

    def _ended(self, verdict: str) -> None:
        self.verdict = verdict
        self._say(verdict)
        dialog = self.window.end_dialog
        if dialog is not None and self._verdict_shown:
            dialog.show_verification(as_sentence(verdict))

    def _end_dialog(self) -> None:
        dialog = self.window.end_dialog
        if dialog is None:
            return
        dialog.play_again.hide()
        dialog.new_game.hide()
        dialog.show_verification(as_sentence(self.verdict) if self.verdict else translate(
            "OnlineTable", "The dice are being verified…"))
        self._verdict_shown = True
