"""The host's lobby: the room code to read out, where guests elsewhere connect, who has
joined, and what the room refused.

The lobby owns the room's connection: the :class:`~yachtdice.net.transport.Listener` (any
free port), the :class:`~yachtdice.net.discovery.Announcer` (the room listed on the local
network) and the :class:`~yachtdice.net.room.HostRoom`. The game begins when every seat is
taken, or when the host presses Start, which gives the open seats to computers. The game
then plays in its own window (:class:`~yachtdice.ui.online.table.OnlineTable`); the lobby
stays open behind it as the room's log, and closing it closes the room (the game is kept).
A player who closes the lobby or the game's window while the game is not over is asked
first, with the room's people named: Cancel keeps the room open. So is a player whose
main window would close the room (a language switch, Game ▸ Quit there, the program's end,
the lobby hidden or not: :meth:`Lobby.close_asked`): Cancel keeps the room and what the
player was doing is not done. The program's end that cannot ask (the desktop session ending
without letting it, the event loop ended: :mod:`yachtdice.ui.online.leaving`) closes the room
with its game kept, and tells the guests that the host left.
A room resumed from Unfinished Games (``resumed``) has its seats and game already: it opens
its table at once, with the room code and port it had, and its guests take their seats again
by Join a Game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import as_sentence
from yachtdice.core.game import Hold, Score
from yachtdice.core.registry import Rules, mode_for
from yachtdice.net import discovery
from yachtdice.net import protocol as p
from yachtdice.net import sentences as t
from yachtdice.net.code import new_code, shown
from yachtdice.net.room import HostRoom, Keeper, SeatPlan
from yachtdice.net.sentences import say
from yachtdice.net.transport import Listener
from yachtdice.ui.dialogs.confirm import ask
from yachtdice.ui.i18n import translated
from yachtdice.ui.modes import level_name
from yachtdice.ui.online.computers import Computers
from yachtdice.ui.online.leaving import wait_for_answer, watch
from yachtdice.ui.online.table import OnlineTable, main_window, seat_text, with_and
from yachtdice.ui.settings import Settings

if TYPE_CHECKING:  # the store is imported when a game is kept
    from yachtdice.net.keep import KeptRoom
    from yachtdice.store import Store

# the most lines the lobby keeps in its log
LOG_LINES = 500


def local_addresses() -> list[str]:
    """This computer's addresses on its networks (IPv4, not loopback), else 127.0.0.1."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol \
                and not address.isLoopback():
            found.append(address.toString())
    return found or [QHostAddress(QHostAddress.SpecialAddress.LocalHost).toString()]


class Lobby(QDialog):
    """The room of ``rules`` with the seats of ``plan``, hosted by ``host``; ``room_open``
    until the lobby closes the room (hiding the lobby leaves it open: Game ▸ Online Room…
    shows it again)."""

    #: the room closed with the lobby
    room_closed = Signal()

    def __init__(self, rules: Rules, plan: list[SeatPlan], host: str, *,
                 keeper: Keeper | None = None, settings: Settings | None = None,
                 announce: bool = True, announce_to: tuple[str, int] = ("", discovery.PORT),
                 code: str | None = None, port: int = 0,
                 resumed: KeptRoom | None = None, addresses: list[str] | None = None,
                 history: Store | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._history = history  # the game's window shows it (History, High Scores)
        self.setWindowTitle(self.tr("Hosting a Game"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._settings = settings
        self._kept = keeper is not None  # the game is kept for resuming
        self._closing = False  # the player said the room may close
        self.room_open = True
        self.question: QMessageBox | None = None  # the question before closing, while open
        self._addresses = addresses  # where guests elsewhere connect (None: this computer's)
        self.code = code or new_code()
        self.computers = Computers(self.say, self)
        if resumed is None:
            self.room = HostRoom(rules, plan, self.computers, keeper=keeper, host=host,
                                 parent=self)
        else:  # the same seats, the same dice: raises a YachtDiceError if they are not
            self.room = HostRoom.resume(resumed.game.record, resumed.room, self.computers,
                                        keeper=keeper)
            self.room.setParent(self)
        self.listener = self._listen(port)
        self.table: OnlineTable | None = None
        self._build()
        self.listener.log.connect(self.say)
        self.listener.joined.connect(self.room.add_link)
        self.room.log.connect(self.say)
        self.room.changed.connect(self.show_seats)
        self.room.began.connect(self._began)
        to, announce_port = announce_to  # every network's broadcast address, or a test's
        self.announcer = discovery.Announcer(self._announced(), announce_port, to,
                                             parent=self) if announce else None
        self.show_seats()
        watch(self)  # the program's end keeps the game (yachtdice.ui.online.leaving)
        if self.room.started:  # a resumed game: its table opens at once
            self.say(self.tr("The game goes on where it was; the guests take their seats "
                             "again with the same room code."))
            self._began()

    def _listen(self, port: int) -> Listener:
        """Listen on ``port`` (a resumed room's own, where its guests dial again), or on any
        free port if that one is taken now."""
        if port:
            try:
                return Listener(self.code, port, parent=self)
            except OSError:
                pass
        return Listener(self.code, 0, parent=self)

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Tell the others this room code:")))
        self.code_label = QLabel(shown(self.code))
        self.code_label.setObjectName("code")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont("monospace")
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSizeF(self.font().pointSizeF() * 2.6)
        font.setBold(True)
        self.code_label.setFont(font)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.code_label)
        where = ", ".join(f"{a}:{self.listener.port}" for a in local_addresses()[:3]) \
            if self._addresses is None else ", ".join(self._addresses)
        self.address = QLabel(self.tr(
            "Guests on this network find the room in Join a Game; guests elsewhere type "
            "{address}.").format(address=where))
        self.address.setObjectName("address")
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.address)
        layout.addWidget(QLabel(self.tr("Seats:")))
        self.seat_list = QListWidget()
        self.seat_list.setObjectName("seats")
        layout.addWidget(self.seat_list)
        self.stand_in_row = QWidget()
        row = QHBoxLayout(self.stand_in_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.stand_in_button = QPushButton()
        self.stand_in_button.setObjectName("stand-in")
        self.stand_in_button.clicked.connect(self.stand_in)
        self.stand_in_level = QComboBox()
        self.stand_in_level.setObjectName("stand-in-level")
        mode = mode_for(self.room.rules)
        for level in mode.computer_levels:
            self.stand_in_level.addItem(level_name(mode.id, level), level)
        row.addWidget(self.stand_in_button, 1)
        row.addWidget(self.stand_in_level)
        self.stand_in_row.hide()
        layout.addWidget(self.stand_in_row)
        layout.addWidget(QLabel(self.tr("What the room says:")))
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(LOG_LINES)
        self.log.setObjectName("log")
        layout.addWidget(self.log)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.start_button = self.buttons.addButton(
            self.tr("&Start (computers take the open seats)"),
            QDialogButtonBox.ButtonRole.ActionRole)
        self.start_button.clicked.connect(self.start_now)
        for button in self.buttons.buttons():  # Enter, typing elsewhere, closes no room
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
                button.setDefault(False)
        self.buttons.rejected.connect(self.ask_to_close)
        layout.addWidget(self.buttons)
        self.resize(560, 600)

    def say(self, sentence: str) -> None:
        """A line of the room's or the door's, as a sentence (capital first, full stop)."""
        self.log.appendPlainText(as_sentence(sentence))

    def _announced(self) -> discovery.Room:
        open_seats = sum(s.kind == p.OPEN for s in self.room.seats)
        return discovery.Room(self.room.host[:discovery.MOST_NAME],
                              translated(self.room.rules.name)[:discovery.MOST_NAME],
                              self.listener.port, open_seats, started=self.room.started)

    def show_seats(self) -> None:
        self.seat_list.clear()
        for i, seat in enumerate(self.room.seat_infos()):
            text = seat_text(seat, seat.kind == p.PERSON)
            if self.room.standing_in(i) and not seat.connected:
                text = self.tr("{name} (away: a computer plays)").format(name=seat.name)
            self.seat_list.addItem(text)
            self.seat_list.item(i).setData(Qt.ItemDataRole.UserRole, seat.kind)
        away = self.room.away()
        offered = not self.stand_in_row.isHidden()
        if away and self.stand_in_level.count():
            name = self.room.seats[away[0]].name or ""
            self.stand_in_button.setText(self.tr("Let a &computer play for {name} until they "
                                                 "are back, at:").format(name=name))
            self.stand_in_row.show()
            if not offered and self.table is not None:  # a guest dropped: the host is told
                self.table.window.show_message(self.tr(
                    "{name} is away: the room's window can let a computer play for them.")
                    .format(name=name))
        else:
            self.stand_in_row.hide()
        self.start_button.setEnabled(not self.room.started and bool(
            mode_for(self.room.rules).computer_levels))
        if self.announcer is not None:  # a started room too: for its guests coming back
            record = self.room.record
            if record is not None and record.state.finished:
                self.announcer.stop()
            elif self.announcer.room != self._announced():
                self.announcer.update(self._announced())

    def stand_in(self) -> None:
        """A computer of the level chosen plays the first away guest's seat until it is back."""
        away = self.room.away()
        if away:
            why = self.room.stand_in_for(away[0], self.stand_in_level.currentData())
            if why:
                self.say(why)

    def start_now(self) -> None:
        """Start: computers of the game's first level take the open seats."""
        if self.room.started:
            return
        self.room.fill_open(mode_for(self.room.rules).computer_levels[0])

    # -- the game ---------------------------------------------------------------------------------
    def mine(self) -> list[int]:
        return [i for i, s in enumerate(self.room.seats) if s.kind == p.PERSON]

    def send(self, action: Hold | Score | None) -> str | None:
        seat = self.room.person_at_play
        if seat is None:
            return None
        return self.room.act(seat, action)

    def _began(self) -> None:
        if self.table is None:
            title = self.tr("Yacht Dice – hosting {code}").format(code=shown(self.code))
            self.table = OnlineTable(self.room, self.room.seat_infos, self.mine, self.send,
                                     title, self._settings, self._history)
            self.table.window.destroyed.connect(self._table_gone)
            self.table.window.installEventFilter(self)  # its closing closes the room: asked
            self.table.window.main = main_window(self)  # its language switch asks there too
        self.table.begin()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The game's window asked to close during the game (its close button, Game ▸
        Quit): it closes the room, so the player is asked first, over the game's window."""
        table = self.table
        if table is not None and watched is table.window \
                and event.type() == QEvent.Type.Close and self.in_progress() \
                and not self._closing:
            event.ignore()
            self.ask_to_close(table.window)
            return True
        return super().eventFilter(watched, event)

    def _table_gone(self) -> None:
        """The game's window was closed: the room closes with it (the game is kept)."""
        if self.table is None:
            return  # the lobby closed it
        self.table = None
        self.close()

    # -- closing the room -------------------------------------------------------------------------
    def in_progress(self) -> bool:
        """The room's game has begun and is not over: closing the room interrupts it."""
        record = self.room.record
        return record is not None and not record.state.finished

    def ask_to_close(self, over: QWidget | None = None) -> None:
        """Close (the button, the window's own, the game's window's): the room closes at once
        before the game and after it; during the game only once the player has said so (the
        question over the window ``over``, the lobby unless told)."""
        if not self.in_progress() or self._closing:
            self.close()
            return
        if self.question is not None:
            self.question.show()
            return
        # the other players: not the people at this computer
        names = with_and([seat.name or "" for seat in self.room.seats if seat.kind != p.PERSON])
        detail = self.tr(
            "Every guest is disconnected. The game is kept: Game ▸ Unfinished Games opens "
            "this room again, and the guests join with the same room code.") if self._kept \
            else self.tr("Every guest is disconnected, and the game cannot be resumed: "
                         "this computer's history is not open.")
        question = ask(over or self, self.tr("Close the Room"),
                       self.tr("Close the room? The game with {names} is not over.")
                       .format(names=names), detail, self.tr("&Close the Room"),
                       self.tr("Cancel"), self._answered)
        self.question = question
        # its window closed unanswered (an answered one goes later, perhaps after the next)
        question.destroyed.connect(lambda *_: self._question_gone(question))

    def in_game(self) -> bool:
        return self.room_open and self.in_progress()

    def asked_over(self) -> QWidget:
        """The window the room's question is asked over at the program's end."""
        return main_window(self) or self

    def end_kept(self) -> None:
        """The program ends and cannot ask: the room closes at once, unasked, its game kept
        for resuming; the guests are told that the host left."""
        self.close()

    def close_asked(self, over: QWidget) -> bool:
        """The program would close the room (the main window ``over`` switching its
        language or quitting; the lobby shown or hidden): during the game the player is asked
        the lobby's question over ``over`` and the answer waited for. True once the room is
        closed; False (Cancel) while it stays open, its lobby as it was."""
        if self.in_progress() and not self._closing:
            self.ask_to_close(over)  # the question open already, if the lobby asked it
            if self.question is not None:  # answered here, as a modal question is
                wait_for_answer(self.question)
            return not self.room_open
        self.close()
        return True

    def _question_gone(self, question: QMessageBox) -> None:
        if self.question is question:
            self.question = None

    def _answered(self, close: bool) -> None:
        self.question = None
        if close:
            self._closing = True
            self.close()

    def reject(self) -> None:
        """Esc puts the lobby away, its room open (Game ▸ Online Room… brings it back):
        QDialog's own would delete the lobby, and the room with it, unasked."""
        if self.room_open:
            self.hide()
        else:
            super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        if event.spontaneous() and self.in_progress() and not self._closing:
            event.ignore()  # the window's own close button: asked first
            self.ask_to_close()
            return
        # during the game and unasked, the program is ending (its event loop, its session)
        ended = self.in_progress() and not self._closing and self._kept
        self._closing = True  # the game's window closes with it, unasked
        if self.announcer is not None:
            self.announcer.stop()
        self.room_open = False
        self.room.close(say(t.HOST_LEFT) if ended else say(t.HOST_CLOSED))  # in each guest's
        # language (net/sentences.py)
        self.listener.close()
        table, self.table = self.table, None
        if table is not None:
            table.window.close()
        super().closeEvent(event)
        self.room_closed.emit()
