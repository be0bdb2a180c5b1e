"""Games on the local network: a host announces its room, guests list what they hear.

An :class:`Announcer` sends one UDP datagram every :data:`EVERY` seconds to the broadcast
address of each network the host is on, port :data:`PORT`: ``{"yachtdice": "room",
"version": 1, "name": …, "rules": …, "port": …, "open": …}`` (the room's name, the rules'
name, the TCP port of its listener, how many seats are open), and ``"started": true`` once
its game has begun: a started room is still announced, for its own guests coming back after
a drop (the room lets in only a guest with its seat's ticket). A room not started leaves the
field out, as before it was added, so an older program still lists it. A :class:`Browser`
listens on that port (shared, so that several programs on one computer can listen) and keeps
what it heard, each game forgotten :data:`FORGET` seconds after its last announcement.

Nothing here is secret or trusted: an announcement carries no code, and whatever it claims
(a name, rules) is only shown in a list; joining needs the code, and the host's rules come
through the secure link. Every datagram is hostile until checked: at most :data:`MOST_BYTES`
bytes, exactly those fields of exactly those types and bounds, text without control
characters; at most :data:`MOST_GAMES` games are kept. What is refused is one sentence in
the browser's ``log`` (at most a few a second: a flood is counted, not written out).

QUdpSocket does this without another library: DNS-SD (zeroconf) would also reach guests
across routers that pass multicast, which homes seldom have, for a dependency of its own.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from yachtdice.core.jsontext import JsonObject
from yachtdice.core.text import Template
from yachtdice.net import sentences as s
from yachtdice.net.codec import Refused, fields, read_message
from yachtdice.net.limits import Bucket
from yachtdice.net.link import encode
from yachtdice.net.sentences import say
from yachtdice.net.session import VERSION

#: the UDP port rooms are announced on
PORT = 47_474
#: seconds between two announcements of a room, and after the last one before it is
#: forgotten
EVERY = 2.0
FORGET = 7.0
MOST_BYTES = 1024
MOST_GAMES = 32
MOST_NAME = 60
#: datagrams read in one go before the event loop gets a turn
_BATCH = 256


@dataclass(frozen=True)
class Room:
    """What a host says of its room."""

    name: str
    rules: str
    port: int
    open: int
    version: int = VERSION
    #: the game has begun: only the room's own guests may sit down again
    started: bool = False

    def message(self) -> JsonObject:
        message: JsonObject = {"yachtdice": "room", "version": self.version,
                               "name": self.name, "rules": self.rules, "port": self.port,
                               "open": self.open}
        if self.started:
            message["started"] = True
        return message


def _text(value: object, wrong: Template) -> str:
    assert isinstance(value, str)
    if not 0 < len(value) <= MOST_NAME or not value.isprintable():
        raise Refused(say(wrong, most=MOST_NAME))
    return value


def read_room(data: bytes) -> Room:
    """An announcement, checked (see the module), or :class:`Refused`."""
    if len(data) > MOST_BYTES:
        raise Refused(say(s.LARGE_DATAGRAM, most=MOST_BYTES))
    read = read_message(data, s.AN_ANNOUNCEMENT)
    shape: dict[str, type | tuple[type, ...]] = {
        "yachtdice": str, "version": int, "name": str, "rules": str, "port": int,
        "open": int}
    if "started" in read:  # only a started room says so
        shape["started"] = bool
    message = fields(read, shape, s.AN_ANNOUNCEMENT)
    if message["yachtdice"] != "room":
        raise Refused(say(s.NOT_A_ROOM))
    port, seats, version = message["port"], message["open"], message["version"]
    assert isinstance(port, int) and isinstance(seats, int) and isinstance(version, int)
    if not 0 < port < 65_536 or not 0 <= seats <= 64 or not 0 <= version < 2**31:
        raise Refused(say(s.OUT_OF_BOUNDS))
    return Room(_text(message["name"], s.BAD_NAME), _text(message["rules"], s.BAD_RULES), port,
                seats, version, message.get("started") is True)


def broadcast_addresses() -> list[QHostAddress]:
    """The broadcast address of each network this computer is on (Wi-Fi and cable, say:
    255.255.255.255 leaves by one of them only), else 255.255.255.255."""
    wanted = QNetworkInterface.InterfaceFlag.IsUp | QNetworkInterface.InterfaceFlag.CanBroadcast
    found: list[QHostAddress] = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if flags & wanted != wanted or flags & QNetworkInterface.InterfaceFlag.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address = entry.broadcast()
            if not address.isNull() and address not in found:
                found.append(address)
    return found or [QHostAddress(QHostAddress.SpecialAddress.Broadcast)]


class Announcer(QObject):
    """Announces ``room`` every :data:`EVERY` seconds until :meth:`stop` (``to``: where;
    every network's broadcast address, or loopback in tests)."""

    def __init__(self, room: Room, port: int = PORT, to: str = "",
                 every: float = EVERY, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self._port = port
        self._to = [QHostAddress(to)] if to else broadcast_addresses()
        self._socket = QUdpSocket(self)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.announce)
        self._timer.start(max(1, round(every * 1000)))
        self.announce()

    def update(self, room: Room) -> None:
        """Announce ``room`` from now on (say, when a seat is taken), at once."""
        self.room = room
        self.announce()

    def announce(self) -> None:
        data = encode(self.room.message())
        for address in self._to:
            self._socket.writeDatagram(data, address, self._port)

    def stop(self) -> None:
        self._timer.stop()


@dataclass(frozen=True)
class Found:
    """A room heard on the network: its host's address, what it said, and when."""

    host: str
    room: Room
    seen: float


class Browser(QObject):
    """Lists the rooms announced on the local network (see the module): ``games`` in order
    of name; ``changed`` when the list changed; ``log`` one sentence per announcement
    ignored. ``port`` 0 asks for a free port (tests); ``port`` tells the one bound."""

    changed = Signal()
    log = Signal(str)

    def __init__(self, port: int = PORT, forget: float = FORGET,
                 clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._forget = forget
        self._clock = clock
        self._games: dict[tuple[str, int], Found] = {}
        self._log = Bucket(2.0, 20)
        self._socket = QUdpSocket(self)
        share = (QAbstractSocket.BindFlag.ShareAddress
                 | QAbstractSocket.BindFlag.ReuseAddressHint)
        if not self._socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), port,
                                 share):
            raise OSError(say(s.NOT_BROWSING, port=port, why=self._socket.errorString()))
        self.port = self._socket.localPort()
        self._socket.readyRead.connect(self._read)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._prune)
        self._timer.start(1000)

    @property
    def games(self) -> list[Found]:
        return sorted(self._games.values(), key=lambda f: (f.room.name.casefold(), f.host))

    def _read(self) -> None:
        changed = False
        for _ in range(_BATCH):
            if not self._socket.hasPendingDatagrams():
                break
            data, sender, _port = self._socket.readDatagram(MOST_BYTES + 1)
            host = sender.toString().removeprefix("::ffff:")
            try:
                changed |= self._heard(host, read_room(bytes(data.data())))
            except Refused as refused:
                if self._log.take():
                    self.log.emit(say(s.IGNORED, host=host, why=refused))
        else:
            QTimer.singleShot(0, self, self._read)  # more waiting: after the others' turn
        if changed:
            self.changed.emit()

    def _heard(self, host: str, room: Room) -> bool:
        key = (host, room.port)
        before = self._games.get(key)
        if before is None and len(self._games) >= MOST_GAMES:
            raise Refused(say(s.LIST_FULL, count=MOST_GAMES))
        self._games[key] = Found(host, room, self._clock())
        return before is None or before.room != room

    def _prune(self) -> None:
        now = self._clock()
        old = [key for key, found in self._games.items() if now - found.seen > self._forget]
        for key in old:
            del self._games[key]
        if old:
            self.changed.emit()

    def stop(self) -> None:
        self._timer.stop()
        self._socket.close()
