"""The wire, without the wire: frames of bytes with a length in front and a hard size cap,
and the strict door every message passes before anyone reads it. No sockets, no Qt: the
transport feeds bytes in and takes frames out, and the tests do the same.

A frame is a 4-byte big-endian length, then that many bytes (1 to :data:`MAX_FRAME`). A
length of 0 or over the cap is refused when its 4 bytes arrive, before anything more is
read: a reader never holds more than ``4 + MAX_FRAME`` bytes (:meth:`FrameReader.wanted`
says how many to read next, so the socket's own buffer keeps the rest).

>>> reader = FrameReader()
>>> reader.feed(frame(b"hello") + frame(b"x")[:2])
[b'hello']
>>> reader.feed(frame(b"x")[2:])
[b'x']
"""

from __future__ import annotations

from yachtdice.core.jsontext import JsonObject, JSONTextError, depth, excerpt, loads
from yachtdice.core.text import Template
from yachtdice.net import sentences as s
from yachtdice.net.link import MAX_DEPTH, MAX_MESSAGE
from yachtdice.net.sentences import say

HEADER = 4
#: the largest frame body: a message, sealed (its 8-byte counter, 1-byte kind, 16-byte tag)
MAX_FRAME = MAX_MESSAGE + 64
#: the largest frame before the handshake is done (a greeting is about 120 bytes)
GREETING_FRAME = 1024
#: the most lists, objects and values one message may hold
MAX_ITEMS = 100_000


class Refused(Exception):
    """Something that came over the wire is refused; ``str()`` is a clause saying what, in
    this program's language, without the sender's name (the transport's sentence takes it
    in: "Refused 192.168.1.9:40022: {why}.")."""


def frame(body: bytes) -> bytes:
    """``body`` with its length in front; ValueError if it is empty or too long."""
    if not 0 < len(body) <= MAX_FRAME:
        raise ValueError(f"a frame holds 1 to {MAX_FRAME:,} bytes, not {len(body):,}")
    return len(body).to_bytes(HEADER, "big") + body


class FrameReader:
    """Frames out of a stream of bytes, a piece at a time; :class:`Refused` for a length
    that is 0 or over ``limit``. After a refusal the stream is lost (the transport closes)."""

    def __init__(self, limit: int = MAX_FRAME) -> None:
        self.limit = limit
        self._buffer = bytearray()
        self._length: int | None = None  # of the frame being read, once its header is in

    @property
    def pending(self) -> int:
        """Bytes held of a frame not yet complete."""
        return len(self._buffer)

    def wanted(self) -> int:
        """How many bytes complete the header or the frame being read."""
        if self._length is None:
            return HEADER - len(self._buffer)
        return self._length - len(self._buffer)

    def feed(self, data: bytes) -> list[bytes]:
        """Take ``data``; return the frames it completes, in order."""
        frames: list[bytes] = []
        view = memoryview(data)
        while view:
            take = self.wanted()
            self._buffer += view[:take]
            view = view[take:]
            if len(self._buffer) < (HEADER if self._length is None else self._length):
                break
            if self._length is None:
                length = int.from_bytes(self._buffer, "big")
                self._buffer.clear()
                if length == 0:
                    raise Refused(say(s.EMPTY_FRAME))
                if length > self.limit:
                    raise Refused(say(s.LARGE_FRAME, size=length, most=self.limit))
                self._length = length
            else:
                frames.append(bytes(self._buffer))
                self._buffer.clear()
                self._length = None
        return frames


def read_message(data: bytes, what: Template = s.A_MESSAGE) -> JsonObject:
    """The strict door: ``data`` as one JSON object within the message bounds, or
    :class:`Refused` with one clause (``what`` names it: a message, its greeting)."""
    try:
        value = loads(data, limit=MAX_MESSAGE)
    except JSONTextError as error:
        raise Refused(say(s.NOT_JSON, what=say(what), why=error)) from None
    if not isinstance(value, dict):
        raise Refused(say(s.NOT_OBJECT, what=say(what)))
    if depth(value) > MAX_DEPTH:
        raise Refused(say(s.TOO_DEEP, what=say(what), most=MAX_DEPTH))
    if _count(value) > MAX_ITEMS:
        raise Refused(say(s.TOO_MANY, what=say(what), most=MAX_ITEMS))
    return value


def _count(value: object) -> int:
    total = 0
    stack = [value]
    while stack:
        item = stack.pop()
        total += 1
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return total


def fields(message: JsonObject, shape: dict[str, type | tuple[type, ...]],
           what: Template = s.A_MESSAGE) -> JsonObject:
    """``message`` if it has exactly the fields of ``shape``, each of exactly its type
    (``bool`` is not an ``int`` here), else :class:`Refused`."""
    unknown = sorted(set(message) - set(shape))
    if unknown:
        raise Refused(say(s.UNKNOWN_FIELD, what=say(what), name=excerpt(unknown[0])))
    for name, kind in shape.items():
        if name not in message:
            raise Refused(say(s.MISSING_FIELD, what=say(what), name=repr(name)))
        value = message[name]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if type(value) not in kinds:
            raise Refused(say(s.WRONG_TYPE, what=say(what), name=repr(name)))
    return message
