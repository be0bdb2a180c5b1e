"""The seam between the network and the room: a :class:`Link` carries JSON objects, one at a
time, in order, to one other program, until it is closed.

The room (seats, turns, the fair dice) talks to guests and to its host only through links,
so it is tested with :func:`link_pair`, two links joined in memory, and played over the
network with the links the transport gives (a secure session over TCP, ``net/transport``),
without knowing which.

What a link promises to the one who uses it:

- ``message`` is emitted with one ``dict`` per message the other side sent, in the order
  sent, each a fresh object of plain JSON values (``dict`` with ``str`` keys, ``list``,
  ``str``, ``int``, ``float``, ``bool``, ``None``). Over the network it has passed the
  strict door (bounded size and depth, no duplicate keys, no NaN); *what* it says (which
  fields, which types) is for the receiver to check: the door knows no message kinds.
- ``closed`` is emitted once, with one sentence saying why (the reason given to
  :meth:`Link.close` on either side, or what the network saw: "the connection was lost",
  "no message for 60 seconds", ...). No ``message`` comes after it.
- Delivery is queued through the event loop: :meth:`Link.send` never calls the other side's
  slots before it returns, so a slot may send in answer to a message without re-entering
  itself.
- A message is at most :data:`MAX_MESSAGE` bytes as compact UTF-8 JSON, nested at most
  :data:`MAX_DEPTH` deep: ``send`` raises ``ValueError`` beyond (the other side would
  refuse it and close the link). A game's whole record fits many times over.
- :meth:`Link.send` after the link closed does nothing (the other side may close at any
  moment: the sender learns it from ``closed``); a message that is not JSON (a set, a
  tuple key, NaN, a non-string key) raises ``ValueError`` at once, at the sender, which is
  the sender's bug.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from yachtdice.core.jsontext import depth

#: the most bytes one message may take as compact UTF-8 JSON
MAX_MESSAGE = 256 * 1024
#: the deepest lists and objects may nest in a message
MAX_DEPTH = 16


def encode(message: Mapping[str, object]) -> bytes:
    """One message as compact UTF-8 JSON; ``ValueError`` if it is not plain JSON."""
    if not isinstance(message, Mapping):
        raise ValueError("a message is a JSON object")
    try:
        text = json.dumps(dict(message), ensure_ascii=False, allow_nan=False,
                          separators=(",", ":"))
    except TypeError as error:  # a set, a date, a tuple key, ...
        raise ValueError(f"a message must be plain JSON: {error}") from None
    if json.loads(text) != message:  # a key that is not a string, a tuple for a list
        raise ValueError("a message must be plain JSON: it does not read back the same")
    data = text.encode("utf-8")
    if len(data) > MAX_MESSAGE:
        raise ValueError(f"a message is at most {MAX_MESSAGE:,} bytes; this one has "
                         f"{len(data):,}")
    if depth(message) > MAX_DEPTH:
        raise ValueError(f"a message nests at most {MAX_DEPTH} deep")
    return data


class Link(QObject):
    """A two-way channel of JSON objects to one other program (see the module's text).

    Subclasses implement :meth:`send` and :meth:`close` and emit the two signals; ``peer``
    names the other side for a log ("127.0.0.1:53102", "memory 2").
    """

    message = Signal(object)
    closed = Signal(str)

    def __init__(self, peer: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.peer = peer

    @property
    def is_open(self) -> bool:
        """Whether messages may still come and go."""
        raise NotImplementedError

    def send(self, message: Mapping[str, object]) -> None:
        """Send one JSON object to the other side (queued; nothing once closed)."""
        raise NotImplementedError

    def close(self, reason: str) -> None:
        """Close the link with one sentence why: both sides then emit ``closed(reason)``
        (each once; closing twice does nothing)."""
        raise NotImplementedError


class _MemoryLink(Link):
    """One end of :func:`link_pair`: messages are copied through JSON text, as on a wire, and
    handed to the other end through a queued connection."""

    _deliver = Signal(bytes)
    _hang_up = Signal(str)

    def __init__(self, peer: str) -> None:
        super().__init__(peer)
        self._open = True
        self._other: _MemoryLink | None = None

    def _join(self, other: _MemoryLink) -> None:
        self._other = other
        self._deliver.connect(other._receive, Qt.ConnectionType.QueuedConnection)
        self._hang_up.connect(other._end, Qt.ConnectionType.QueuedConnection)

    @property
    def is_open(self) -> bool:
        return self._open

    def send(self, message: Mapping[str, object]) -> None:
        data = encode(message)
        if self._open:
            self._deliver.emit(data)

    def close(self, reason: str) -> None:
        if not self._open:
            return
        self._hang_up.emit(reason)
        self._open = False
        # this side's own ``closed`` also comes through the event loop, like everything
        QTimer.singleShot(0, self, lambda: self.closed.emit(reason))

    def _receive(self, data: bytes) -> None:
        if self._open:
            self.message.emit(json.loads(data))

    def _end(self, reason: str) -> None:
        if self._open:
            self._open = False
            self.closed.emit(reason)


def link_pair(names: tuple[str, str] = ("memory 1", "memory 2")) -> tuple[Link, Link]:
    """Two links joined in memory: what one sends, the other's ``message`` emits (queued,
    in order, copied through JSON text); closing one closes both. For tests of the room,
    which needs a running event loop (``qtbot.waitSignal``) to see anything arrive.

    ``peer`` of each names the other: the first link's peer is ``names[1]``."""
    first, second = _MemoryLink(names[1]), _MemoryLink(names[0])
    first._join(second)
    second._join(first)
    return first, second
