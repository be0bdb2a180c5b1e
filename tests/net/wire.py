"""Clients for the transport's tests: an honest pair over loopback, and a hand-driven
socket that can say anything (the stranger, the replayer, the flooder)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtNetwork import QTcpSocket
from pytestqt.qtbot import QtBot

from yachtdice.net.codec import FrameReader, frame
from yachtdice.net.limits import Limits
from yachtdice.net.link import Link, encode
from yachtdice.net.session import Session, Side
from yachtdice.net.transport import Listener, dial

CODE = "K7QM3XRP"
LOOPBACK = "127.0.0.1"


@dataclass
class Host:
    """A listener and what it logged and let in."""

    listener: Listener
    log: list[str] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)

    @classmethod
    def start(cls, limits: Limits | None = None, code: str = CODE) -> Host:
        host = cls(Listener(code, 0, limits, address=LOOPBACK))
        host.listener.log.connect(host.log.append)
        host.listener.joined.connect(host.links.append)
        return host


@dataclass
class Guest:
    """A guest that joined over loopback, with the host's end of its link."""

    link: Link
    there: Link
    got: list[object] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)
    there_got: list[object] = field(default_factory=list)
    there_closed: list[str] = field(default_factory=list)

    @classmethod
    def join(cls, qtbot: QtBot, host: Host, limits: Limits | None = None) -> Guest:
        before = len(host.links)
        dialing = dial(LOOPBACK, host.listener.port, CODE, limits)
        with qtbot.waitSignal(dialing.ready, timeout=10_000) as ready:
            pass
        qtbot.waitUntil(lambda: len(host.links) > before)
        guest = cls(ready.args[0], host.links[-1])
        guest.link.message.connect(guest.got.append)
        guest.link.closed.connect(guest.closed.append)
        guest.there.message.connect(guest.there_got.append)
        guest.there.closed.connect(guest.there_closed.append)
        return guest

    def round_trip(self, qtbot: QtBot, n: int = 1) -> None:
        """One message each way, checked: the link still works."""
        self.link.send({"ping": n})
        qtbot.waitUntil(lambda: {"ping": n} in self.there_got)
        self.there.send({"pong": n})
        qtbot.waitUntil(lambda: {"pong": n} in self.got)


class Raw:
    """A socket driven by hand: whatever bytes the test writes, and, if asked, a guest's
    session whose frames the test may send once, twice, altered, or not at all."""

    def __init__(self, qtbot: QtBot, port: int, read: bool = True) -> None:
        self.socket = QTcpSocket()
        if not read:
            self.socket.setReadBufferSize(1)
        self.received = FrameReader()
        self.frames: list[bytes] = []
        self.socket.readyRead.connect(self._read)
        self.gone = False
        self.socket.disconnected.connect(lambda: setattr(self, "gone", True))
        self.read = read
        self.reached = False
        self.socket.connected.connect(lambda: setattr(self, "reached", True))
        self.socket.connectToHost(LOOPBACK, port)
        qtbot.waitUntil(lambda: self.reached)
        self.qtbot = qtbot
        self.session: Session | None = None
        self.last = b""  # a frame sent before, for a replay

    def _read(self) -> None:
        if self.read:
            self.frames += self.received.feed(bytes(self.socket.readAll().data()))

    def write(self, data: bytes) -> None:
        self.socket.write(data)

    def handshake(self, code: str = CODE) -> Session:
        """Join as a guest would; the session is the test's to seal with."""
        self.session = session = Session(Side.GUEST, code)
        (hello,) = session.start()
        self.write(frame(hello))
        self.qtbot.waitUntil(lambda: len(self.frames) >= 2)
        for body in self.frames[:2]:
            for reply in session.receive(body).replies:
                self.write(frame(reply))
        assert session.established
        return session

    def message(self, message: dict[str, object]) -> bytes:
        return self.sealed(encode(message))

    def sealed(self, text: bytes) -> bytes:
        """``text`` sealed as a message and framed, whatever it is."""
        assert self.session is not None
        return frame(self.session.seal_message(text))
