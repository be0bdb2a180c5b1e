"""Game ▸ Join a Game…: the rooms on the local network, or an address typed; the room code;
your name. Join dials the host (:func:`~yachtdice.net.transport.dial`) and sits down as a
:class:`~yachtdice.net.guest.GuestTable`; the game then plays in its own window.

What the host is playing is shown before joining: a room heard on the network names its
rules (a game in progress is listed too, for its own guests coming back after a drop), and
once connected the dialog names the host's rules before the game begins. Every refusal (a
wrong code, no open seat, another dictionary, a dropped connection) is one sentence in the
dialog. A guest whose connection drops is shown the dialog again with the sentence: Join
dials again with the same code and the guest takes the same seat back. A main window that
would close the dialog during the game, and leave the seat with it (a language switch, Game ▸
Quit there), asks first (:meth:`JoinDialog.close_asked`): Cancel keeps the seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from yachtdice.core.errors import as_sentence
from yachtdice.core.game import Hold, Score, name_problem
from yachtdice.net import discovery
from yachtdice.net import sentences as t
from yachtdice.net.code import CodeError, normalized
from yachtdice.net.guest import GuestKeeper, GuestTable
from yachtdice.net.sentences import say
from yachtdice.net.transport import Dialing, dial
from yachtdice.ui.dialogs.confirm import ask
from yachtdice.ui.i18n import translated
from yachtdice.ui.online.computers import Computers
from yachtdice.ui.online.leaving import wait_for_answer, watch
from yachtdice.ui.online.table import OnlineTable, main_window, with_and
from yachtdice.ui.settings import Settings
from yachtdice.ui.widgets.plain import plain_tip

if TYPE_CHECKING:
    from yachtdice.store import Store

NAME_CHARS = 24
#: the host's address and the room code of a seat the player left with Leave the Game (a
#: language switch): the Join dialog made next offers them again, to take the seat back
_LEFT_SEAT: list[tuple[str, str]] = []


def address(text: str) -> tuple[str, int] | None:
    """``host:port`` as typed (an IPv6 address in brackets), or None."""
    host, sep, port = text.strip().rpartition(":")
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        return None
    return host.strip("[]"), int(port)


class JoinDialog(QDialog):
    """Joins a room; ``browse``: list the rooms heard on the local network."""

    def __init__(self, name: str = "", *, keeper: GuestKeeper | None = None,
                 settings: Settings | None = None, browse: bool = True,
                 browse_port: int = discovery.PORT, history: Store | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._history = history  # the game's window shows it (History, High Scores)
        self.setWindowTitle(self.tr("Join a Game"))
        self._keeper = keeper
        self._settings = settings
        self.guest: GuestTable | None = None
        self.table: OnlineTable | None = None
        self._dialing: Dialing | None = None
        self.question: QMessageBox | None = None  # the question before leaving, while open
        self._left_asked = False  # the player said to leave the seat: its close says nothing
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Games on this network:")))
        self.rooms = QListWidget()
        self.rooms.setObjectName("rooms")
        self.rooms.currentItemChanged.connect(self._room_moved_to)
        self.rooms.itemClicked.connect(self._room_chosen)  # chosen again: its address again
        layout.addWidget(self.rooms)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("address:port"))
        self._typed = False  # the player typed the address (a list's own choice keeps it)
        self.address.textEdited.connect(self._address_typed)
        form.addRow(self.tr("&Host:"), self.address)
        self.code = QLineEdit()
        self.code.setPlaceholderText("ABCD-EFGH")
        form.addRow(self.tr("Room &code:"), self.code)
        self.name = QLineEdit(name)
        self.name.setMaxLength(NAME_CHARS)
        form.addRow(self.tr("Your &name:"), self.name)
        if _LEFT_SEAT:  # the seat left by Leave the Game, to take back
            where, code = _LEFT_SEAT.pop()
            self.address.setText(where)
            self.code.setText(code)
        layout.addLayout(form)
        self.rules = QLabel()
        self.rules.setObjectName("rules")
        self.rules.setWordWrap(True)
        self.rules.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.rules)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.join_button = self.buttons.addButton(self.tr("&Join"),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
        self.join_button.clicked.connect(self.join)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        self.join_button.setDefault(True)  # once in the dialog, else Enter pressed Close
        self.browser: discovery.Browser | None = None
        if browse:
            try:
                self.browser = discovery.Browser(browse_port, parent=self)
            except OSError as exc:
                self.problem.setText(as_sentence(str(exc)))
            else:
                self.browser.changed.connect(self._list_rooms)
        self.resize(520, 480)
        watch(self)  # the program's end leaves the seat kept (yachtdice.ui.online.leaving)

    # -- the rooms on the network -----------------------------------------------------------------
    def _list_rooms(self) -> None:
        if self.browser is not None:
            self.show_rooms(self.browser.games)

    def show_rooms(self, games: list[discovery.Found]) -> None:
        """List the rooms heard on the network (the one chosen stays chosen)."""
        chosen = self.rooms.currentItem()
        before = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.rooms.clear()
        for found in games:
            r = found.room
            where = f"{found.host}:{r.port}"
            if r.started:  # a guest of its own takes its seat back; nobody else gets in
                text = self.tr("{host}: {rules}, in progress, at {where}").format(
                    host=r.name, rules=r.rules, where=where)
            else:
                text = self.tr("{host}: {rules}, open seats: {open}, at {where}").format(
                    host=r.name, rules=r.rules, open=r.open, where=where)
            item = QListWidgetItem(text)
            if r.started:
                item.setToolTip(plain_tip(self.tr(
                    "The game has begun: only its own guests join it again, each taking "
                    "back their seat.")))
            item.setData(Qt.ItemDataRole.UserRole, where)
            item.setData(Qt.ItemDataRole.UserRole + 1, r.rules)
            self.rooms.addItem(item)
            if where == before:
                self.rooms.setCurrentItem(item)

    def _room_moved_to(self, item: QListWidgetItem | None,
                       before: QListWidgetItem | None) -> None:
        """A room became the list's current one. (A list without a current room makes its
        first one current when it takes the focus, as when Join passes the focus on: that is
        no choice, and an address typed stays.)"""
        if before is not None or not self._typed:
            self._room_chosen(item)

    def _address_typed(self) -> None:
        self._typed = True
        self._say_room()  # another host: not the listed one's rules

    def _room_chosen(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        self.address.setText(item.data(Qt.ItemDataRole.UserRole))
        self._typed = False
        self._say_room()
        self.code.setFocus()

    def _say_room(self) -> None:
        """What the host at the address given plays, if it is the room chosen in the list."""
        item = self.rooms.currentItem()
        if item is None or item.data(Qt.ItemDataRole.UserRole) != self.address.text().strip():
            self.rules.setText("")
        else:
            self.rules.setText(self.tr("The host plays {rules}.").format(
                rules=item.data(Qt.ItemDataRole.UserRole + 1)))

    # -- joining ----------------------------------------------------------------------------------
    def refuse(self, sentence: str) -> None:
        self._say_room()  # no longer "Waiting for every seat…", nor another host's rules
        self.problem.setText(as_sentence(sentence))
        self.join_button.setEnabled(True)

    def join(self) -> None:
        where = address(self.address.text())
        if where is None:
            self.refuse(self.tr("give the host as address:port"))
            return
        try:
            code = normalized(self.code.text())
        except CodeError as exc:
            self.refuse(str(exc))
            return
        name = self.name.text().strip()
        problem = name_problem(name)
        if problem:
            self.refuse(problem)
            return
        if self.guest is None or self.guest.name != name or self.guest.seat is None:
            self._new_guest(name)
        self._left_asked = False  # a drop from now on is told
        self.problem.setText(self.tr("Connecting…"))
        self.join_button.setEnabled(False)
        self._dialing = dial(where[0], where[1], code, parent=self)
        self._dialing.ready.connect(self._connected)
        self._dialing.failed.connect(self.refuse)

    def _new_guest(self, name: str) -> None:
        if self.guest is not None:  # a guest that never sat down (refused): let it go quietly
            old = self.guest
            old.left.disconnect(self._left)
            old.leave(say(t.GUEST_CLOSED))
        self.guest = GuestTable(name, computers=Computers(lambda _s: None), keeper=self._keeper,
                                parent=self)
        guest = self.guest
        guest.changed.connect(self._changed)
        guest.began.connect(self._began)
        guest.left.connect(self._left)
        guest.log.connect(self._said)

    def _connected(self, link: object) -> None:
        assert self.guest is not None
        self.guest.attach(link)  # type: ignore[arg-type]

    def _changed(self) -> None:
        guest = self.guest
        if guest is None or guest.rules is None or guest.room is None:
            return
        if guest.record is None:
            self.rules.setText(self.tr("{host} plays {rules}. Waiting for every seat to be "
                                       "taken…").format(host=guest.room.host,
                                                        rules=translated(guest.rules.name)))
            self.problem.setText("")

    def _said(self, sentence: str) -> None:
        if self.guest is not None and self.guest.seat is None:
            self.refuse(sentence)  # the host refused the seat: Join may be pressed again
        elif self.table is None or not self.table.window.isVisible():
            self.problem.setText(as_sentence(sentence))

    def _left(self, why: str) -> None:
        """The connection dropped (or the host sent this guest away): said, and Join again
        takes the same seat (the player who chose to leave is not shown the dialog)."""
        if self._left_asked:  # the player left: nothing to tell them
            self._left_asked = False
            self.problem.setText("")
            self._say_room()
            self.join_button.setEnabled(True)
            return
        self.refuse(why)
        if self.table is not None:
            self.table.window.show_message(as_sentence(why))
        self.show()
        self.activateWindow()

    # -- the game ---------------------------------------------------------------------------------
    def mine(self) -> list[int]:
        return [] if self.guest is None or self.guest.seat is None else [self.guest.seat]

    def send(self, action: Hold | Score | None) -> str | None:
        if self.guest is None or self.guest.link is None:
            return self.tr("the connection to the host is gone: join again")
        self.guest.act(action)
        return None

    def _began(self) -> None:
        guest = self.guest
        assert guest is not None and guest.room is not None
        if self.table is None:
            title = self.tr("Yacht Dice – {host}'s game").format(host=guest.room.host)
            self.table = OnlineTable(guest, lambda: guest.seats, self.mine, self.send, title,
                                     self._settings, self._history)
            self.table.window.destroyed.connect(self._table_gone)
            self.table.window.main = main_window(self)  # its language is the program's
        self.table.begin()
        self.problem.setText("")
        self.hide()

    def _table_gone(self) -> None:
        """The game's window was closed: the guest leaves (Join again takes the seat back)."""
        if self.table is None:
            return
        self.table = None
        if self.guest is not None and not self.guest.over:
            self._left_asked = True  # the guest's own close: not told back to them
            self.guest.leave(say(t.GUEST_CLOSED))
            self.join_button.setEnabled(True)

    # -- leaving the seat mid-game -----------------------------------------------------------------
    def in_game(self) -> bool:
        """Seated and connected in a game that is not over: closing leaves the seat."""
        guest = self.guest
        return guest is not None and guest.seat is not None and guest.link is not None \
            and guest.record is not None and not guest.record.state.finished \
            and not guest.over and not self._left_asked

    def close_asked(self, over: QWidget) -> bool:
        """The program would close this dialog, and the guest's seat with it (the main
        window ``over`` switching its language or quitting; the dialog hidden behind the
        game's window): during the game the player is asked over ``over`` and the answer
        waited for. True once the guest has left (Join a Game takes the seat back later) and
        the dialog is closed; False (Cancel) while the guest stays seated."""
        guest = self.guest
        if guest is not None and self.in_game():
            if self.question is None:
                here = guest.seat
                names = with_and([s.name or "" for i, s in enumerate(guest.seats) if i != here])
                self.question = ask(
                    over, self.tr("Leave the Game"),
                    self.tr("Leave the game? The game with {names} is not over.")
                    .format(names=names),
                    self.tr("Your seat is kept: Join a Game takes it back with the same room "
                            "code."), self.tr("&Leave the Game"), self.tr("Cancel"),
                    self._leave_answered)
            wait_for_answer(self.question)
            if self.in_game():
                return False
        self.close()
        return True

    def asked_over(self) -> QWidget:
        """The window the question is asked over at the program's end."""
        return main_window(self) or self

    def end_kept(self) -> None:
        """The program ends and cannot ask: the guest leaves at once, its seat kept for
        Join a Game to take back."""
        self._leave_answered(True)

    def _leave_answered(self, leave: bool) -> None:
        self.question = None
        if leave and self.guest is not None:
            self._left_asked = True
            _LEFT_SEAT[:] = [(self.address.text().strip(), self.code.text().strip())]
            self.guest.leave(say(t.GUEST_CLOSED))
            table = self.table
            if table is not None:
                table.window.close()  # the game's window goes with the seat

    def closeEvent(self, event: object) -> None:
        if self.browser is not None:
            self.browser.stop()
        if self.guest is not None and (self.table is None or not self.table.window.isVisible()):
            self.guest.leave(say(t.GUEST_CLOSED))
        super().closeEvent(event)  # type: ignore[arg-type]
