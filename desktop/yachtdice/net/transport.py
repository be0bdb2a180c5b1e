"""The Qt transport: links over TCP (QTcpServer, QTcpSocket) in the event loop, no threads,
for the window and the command line alike.

A host makes a :class:`Listener` with the room code; each guest that finishes the
handshake (``net/session.py``) comes out of ``joined`` as a :class:`~yachtdice.net.link.Link`.
A guest calls :func:`dial`; its ``ready`` gives the link to the host, or ``failed`` one
sentence why not ("Could not join 192.168.1.20:40123: the room code is not right.").

Every connection is held to its :class:`~yachtdice.net.limits.Limits`: a time for the
handshake, an idle time (each side pings when it has sent nothing for a while, so a quiet
game is not taken for a dead one), a rate of frames and of bytes, the bytes waiting to be
sent, and, on the host, the connections and handshakes at once and the wrong tries per
address. What breaks a bound is refused:

- before a guest has joined, with one sentence in the listener's ``log`` ("Refused
  127.0.0.1:53102: the room code is not right.");
- after, by closing the link with that sentence in ``closed``: the room that holds the
  link writes it in its log (it knows whose seat it was). Either way the other links go on.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from yachtdice.net import sentences as s
from yachtdice.net.codec import GREETING_FRAME, MAX_FRAME, FrameReader, Refused, frame
from yachtdice.net.limits import READ_BUFFER, Bucket, Limits, Tries
from yachtdice.net.link import Link, encode
from yachtdice.net.sentences import say
from yachtdice.net.session import VERSION, Received, Session, Side, VersionRefused, WrongCode

#: how long a closing connection may take to send its last frames before it is cut
_LINGER_MS = 2000
#: a frame this small (a roll's ``need``, ``value`` and ``did`` are a few hundred bytes) is
#: flushed as it is written when nothing waits before it (``SecureLink._write``)
EAGER_BYTES = 16 * 1024
#: sockets sending their last frames (a goodbye, another version's answer): kept here, not
#: by their link, which its owner may drop at once
_CLOSING: set[QTcpSocket] = set()


def _linger(socket: QTcpSocket) -> None:
    """Close ``socket`` after what waits to be sent, or after :data:`_LINGER_MS`."""
    socket.setParent(None)
    _CLOSING.add(socket)

    def gone() -> None:
        if socket in _CLOSING:
            _CLOSING.discard(socket)
            socket.deleteLater()

    def cut() -> None:
        socket.abort()
        gone()

    socket.disconnected.connect(gone)
    QTimer.singleShot(_LINGER_MS, socket, cut)
    socket.disconnectFromHost()


def _address(socket: QTcpSocket) -> str:
    """The other side's address, IPv4 ones as IPv4 even on a dual-stack listener."""
    text = socket.peerAddress().toString()
    return text.removeprefix("::ffff:") if "." in text else text


def _where(address: str, port: int) -> str:
    """An address and port as people write them: 192.168.1.9:40022, [fe80::1]:40022."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def _seconds(seconds: float) -> int | str:
    """A time for a sentence: whole seconds as a number, a fraction (tests) as written."""
    return int(seconds) if seconds == int(seconds) else f"{seconds:g}"


def _ms(seconds: float) -> int:
    return max(1, round(seconds * 1000))


class SecureLink(Link):
    """One connection, host's or guest's side: the session's handshake, then the link.

    Until the handshake ends it speaks only to its owner (``_joined`` or ``_refused``, a
    clause); from then on it is a :class:`Link` like any other.
    """

    _joined = Signal()
    #: (the clause why, a whole sentence for this side's person if there is one, whether a
    #: code was tried)
    _refused = Signal(str, str, bool)

    def __init__(self, socket: QTcpSocket, session: Session, limits: Limits,
                 peer: str, address: str = "") -> None:
        super().__init__(peer)
        #: the other side's address without its port (what wrong tries are counted by)
        self.address = address or peer
        self._socket = socket
        socket.setParent(self)
        socket.setReadBufferSize(READ_BUFFER)
        self._session = session
        self._limits = limits
        # until the handshake is done, frames are greetings and confirmations (about 120
        # bytes): a stranger cannot make the host hold more than a small one
        self._reader = FrameReader(GREETING_FRAME)
        self._frames = Bucket(limits.rate, limits.burst)
        self._bytes = Bucket(limits.byte_rate, limits.byte_burst)
        self._open = True
        self._timer = QTimer(self)   # the handshake's, then the idle one
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._silent)
        self._timer.start(_ms(limits.handshake))
        self._pinger = QTimer(self)
        self._pinger.setSingleShot(True)
        self._pinger.timeout.connect(self._ping)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._lost)
        socket.connected.connect(self._no_delay)
        self._no_delay()

    def _no_delay(self) -> None:
        """Small frames go out at once: with Nagle's algorithm a frame written while another
        waits for its acknowledgement waited for it too (40 ms of delayed ACK, measured on a
        roll's need, value and did: tests/bench/bench_room.py)."""
        self._socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    # -- the Link --------------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self._open and self._session.established

    def send(self, message: Mapping[str, object]) -> None:
        data = encode(message)
        if self.is_open:
            self._write(self._session.seal_message(data))

    def close(self, reason: str) -> None:
        if not self._open:
            return
        if self._session.established:
            self._write(self._session.seal_bye(reason))
        self._finish(reason, graceful=True)

    # -- the wire --------------------------------------------------------------------------

    def start(self) -> None:
        """Send the first frames (the guest's greeting)."""
        for body in self._session.start():
            self._write(body)

    def _write(self, body: bytes) -> None:
        if not self._open:
            return
        data = frame(body)
        if self._socket.bytesToWrite() + len(data) > self._limits.pending:
            self._refuse(say(s.NOT_READING, size=self._limits.pending))
            return
        waiting = self._socket.bytesToWrite()
        self._socket.write(data)
        if not waiting and len(data) <= EAGER_BYTES:
            # a small frame with nothing before it goes out now, not when this turn of the
            # event loop ends (a window drawing a roll in the same turn held a roll's frames
            # back for tens of milliseconds). A large one stays in Qt's buffer, whose bound
            # (``Limits.pending``) is how a peer that does not read is found: flushed, the
            # system's own socket buffer (megabytes on loopback) would hide it
            self._socket.flush()
        if self._session.established:
            self._pinger.start(_ms(self._limits.ping))

    def _read(self) -> None:
        try:
            while self._open and self._socket.bytesAvailable() > 0:
                data = bytes(self._socket.read(self._reader.wanted()).data())
                if not data:
                    break
                for body in self._reader.feed(data):
                    self._take(body)
                    if not self._open:
                        return
        except VersionRefused as refused:
            self._refuse(str(refused), graceful=True, sentence=refused.sentence)
        except Refused as refused:
            # a host cuts a hostile guest at once; a guest lets its last frames go first
            self._refuse(str(refused), graceful=self._session.side is Side.GUEST)

    def _take(self, body: bytes) -> None:
        if not self._frames.take():
            raise Refused(say(s.FLOOD_FRAMES, burst=self._limits.burst,
                              rate=round(self._limits.rate)))
        if not self._bytes.take(len(body)):
            raise Refused(say(s.FLOOD_BYTES, burst=self._limits.byte_burst,
                              rate=round(self._limits.byte_rate)))
        if self._session.established:
            self._timer.start(_ms(self._limits.idle))
        try:
            received = self._session.receive(body)
        except WrongCode:
            if self._session.side is Side.GUEST:
                # tell the host too, with a confirmation that will not open there
                self._write(self._session.seal_confirmation())
            raise
        self._act(received)

    def _act(self, received: Received) -> None:
        for reply in received.replies:
            self._write(reply)
        if received.refuse is not None:
            self._refuse(received.refuse, graceful=True)
            return
        if received.established:
            self._reader.limit = MAX_FRAME
            self._timer.start(_ms(self._limits.idle))
            self._pinger.start(_ms(self._limits.ping))
            self._joined.emit()
        for message in received.messages:
            if not self._open:
                return
            self.message.emit(message)
        if received.bye is not None:
            self._finish(received.bye, graceful=False)

    def _ping(self) -> None:
        if self.is_open:
            self._write(self._session.seal_ping())

    def _silent(self) -> None:
        if self._session.established:
            self._refuse(say(s.SILENT, seconds=_seconds(self._limits.idle)))
        else:
            self._refuse(say(s.SLOW_JOIN if self._session.side is Side.HOST else s.SLOW_HOST,
                             seconds=_seconds(self._limits.handshake)))

    def _lost(self) -> None:
        if not self._open:
            return
        if self._session.established:
            self._refuse(say(s.LOST))
        elif self._session.side is Side.HOST:
            self._refuse(say(s.LEFT))
        else:
            self._refuse(say(s.SHUT_OUT))

    # -- the end ---------------------------------------------------------------------------

    def _refuse(self, clause: str, graceful: bool = False, sentence: str = "") -> None:
        if not self._open:
            return
        if not self._session.established:
            self._finish("", graceful)
            self._refused.emit(clause, sentence, self._session.guessed)
            return
        self._finish(sentence or say(s.ENDED, peer=self.peer, why=clause), graceful)

    def _finish(self, reason: str, graceful: bool) -> None:
        """Stop reading and writing, let the socket go, and say ``closed`` once (a link
        that never joined says nothing: its owner heard ``_refused``)."""
        joined = self._session.established
        self._open = False
        self._timer.stop()
        self._pinger.stop()
        self._socket.readyRead.disconnect(self._read)
        self._socket.disconnected.disconnect(self._lost)
        if graceful and self._socket.state() == QAbstractSocket.SocketState.ConnectedState:
            _linger(self._socket)
        else:
            self._socket.abort()
        if joined:
            QTimer.singleShot(0, self, lambda: self.closed.emit(reason))


class Listener(QObject):
    """A host's room on the network: accepts guests that know ``code`` (see the module).

    ``joined`` emits each guest's :class:`~yachtdice.net.link.Link` once its handshake is
    done; ``log`` one sentence for each connection refused before that (more than
    ``Limits.log_burst`` at once are counted, and the count is written with the next one
    written; ``clock`` times that). ``port`` is the port listened on (0 asks the system for
    a free one)."""

    joined = Signal(object)
    log = Signal(str)

    def __init__(self, code: str, port: int = 0, limits: Limits | None = None,
                 address: str = "", version: int = VERSION,
                 clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._code = code
        self._limits = limits or Limits()
        self._version = version
        self._joining: set[SecureLink] = set()
        self._links: set[SecureLink] = set()
        self._leaving: set[SecureLink] = set()
        self._tries = Tries(self._limits.wrong_tries, self._limits.addresses)
        self._log = Bucket(self._limits.log_rate, self._limits.log_burst, clock)
        self._unlogged = 0
        self._server = QTcpServer(self)
        self._server.setMaxPendingConnections(self._limits.joining)
        self._server.newConnection.connect(self._arrived)
        where = QHostAddress(address) if address else QHostAddress(
            QHostAddress.SpecialAddress.Any)
        if not self._server.listen(where, port):
            raise OSError(say(s.NOT_LISTENING, port=port, why=self._server.errorString()))
        self.port = self._server.serverPort()

    @property
    def links(self) -> int:
        """The guests joined and still connected."""
        return len(self._links)

    def close(self) -> None:
        """Stop listening and drop every guest still joining (joined links stay the
        room's to close)."""
        self._server.close()
        for link in list(self._joining):
            link._finish("", graceful=False)
        self._joining.clear()

    def _say(self, sentence: str) -> None:
        if self._log.take():
            if self._unlogged:
                count, self._unlogged = self._unlogged, 0
                self.log.emit(say(s.UNLOGGED, count=count))
            self.log.emit(sentence)
        else:
            self._unlogged += 1

    def _arrived(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            address = _address(socket)
            peer = _where(address, socket.peerPort())
            refusal = self._refusal(address)
            if refusal:
                socket.abort()
                socket.deleteLater()
                self._say(say(s.REFUSED, peer=peer, why=refusal))
                continue
            link = SecureLink(socket, Session(Side.HOST, self._code, self._version),
                              self._limits, peer, address)
            self._joining.add(link)
            # slots that find their link by sender(): a lambda holding the link would keep
            # it alive through its own connection
            link._joined.connect(self._in)
            link._refused.connect(self._out)

    def _refusal(self, address: str) -> str:
        if self._tries.locked(address):
            return say(s.LOCKED, address=address, count=self._limits.wrong_tries)
        if (len(self._joining) + len(self._links) + len(self._leaving)
                >= self._limits.connections):
            return say(s.FULL, count=self._limits.connections)
        if len(self._joining) >= self._limits.joining:
            return say(s.BUSY, count=self._limits.joining)
        if sum(link.address == address for link in self._joining) >= self._limits.joining_each:
            return say(s.BUSY_HERE, address=address, count=self._limits.joining_each)
        return ""

    def _link(self) -> SecureLink:
        link = self.sender()
        assert isinstance(link, SecureLink)
        return link

    def _in(self) -> None:
        link = self._link()
        self._joining.discard(link)
        self._links.add(link)
        link.closed.connect(self._gone)
        self.joined.emit(link)

    def _gone(self, _why: str) -> None:
        self._links.discard(self._link())

    def _out(self, clause: str, _sentence: str, guessed: bool) -> None:
        link = self._link()
        self._joining.discard(link)
        # kept a while: its socket may still be sending its last words (another version);
        # these count among the connections at once
        self._leaving.add(link)
        QTimer.singleShot(_LINGER_MS, self, lambda: self._leaving.discard(link))
        self._say(say(s.REFUSED, peer=link.peer, why=clause))
        if guessed and self._tries.wrong(link.address):
            self._say(say(s.LOCKED_OUT, address=link.address, count=self._limits.wrong_tries))


class Dialing(QObject):
    """A guest on its way in: ``ready`` emits the link to the host once the handshake is
    done, or ``failed`` one sentence why not. Either comes once."""

    ready = Signal(object)
    failed = Signal(str)

    def __init__(self, host: str, port: int, code: str, limits: Limits, version: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.where = _where(host, port)
        self._socket = QTcpSocket(self)
        self._link = SecureLink(self._socket, Session(Side.GUEST, code, version), limits,
                                self.where)
        self._link._joined.connect(self._joined)
        self._link._refused.connect(self._refused)
        self._socket.connected.connect(self._link.start)
        self._socket.errorOccurred.connect(self._error)
        self._socket.connectToHost(host, port)

    def _joined(self) -> None:
        self.ready.emit(self._link)

    def _refused(self, clause: str, sentence: str, _guessed: bool) -> None:
        self.failed.emit(sentence or say(s.NOT_JOINED, peer=self.where, why=clause))

    def _error(self, _error: QAbstractSocket.SocketError) -> None:
        if self._socket.state() != QAbstractSocket.SocketState.ConnectedState and \
                not self._link._session.established and self._link._open:
            self._link._finish("", graceful=False)
            self.failed.emit(say(s.NOT_REACHED, peer=self.where,
                                 why=self._socket.errorString()))


def dial(host: str, port: int, code: str, limits: Limits | None = None,
         version: int = VERSION, parent: QObject | None = None) -> Dialing:
    """Join the room at ``host``:``port`` with its ``code`` (see :class:`Dialing`; keep it
    until it reports, or give it a ``parent``: dropped, it goes with its connection)."""
    return Dialing(host, port, code, limits or Limits(), version, parent)
