"""The secure session, without the wire: a key from the room code by a PAKE, then every frame
sealed with an AEAD and a counter per direction. Bytes in, bytes and messages out; the
transport moves them (docs/online-play.md, "The connection").

The handshake, in frames (``net/codec.py``):

1. guest -> host, in the clear: ``{"yachtdice": "hello", "version": 2, "pake": HEX}``, its
   SPAKE2 message (side A) for the room code.
2. host -> guest, in the clear: ``{"yachtdice": "welcome", "version": 2, "pake": HEX}``
   (side B), then at once its *confirmation*, the first sealed frame; or, when the guest
   speaks another protocol version, ``{"yachtdice": "version", "version": 2}`` and the
   connection closes.
3. guest: opens the host's confirmation (it opens only if both used the same code), then
   sends its own, sealed. The host opens it, and the guest is in.

SPAKE2 (the ``spake2`` package, as Magic Wormhole uses it) gives both sides the same 32
bytes if and only if they used the same code, and lets a stranger test one guess per
connection: listening to the exchange, or answering it with a wrong code, tells them
nothing about the code. HKDF-SHA-256 (``cryptography``) turns those bytes and a hash of
the two greetings as sent into one key per direction (a greeting changed on the way gives
other keys); ChaCha20-Poly1305 (``cryptography``) seals each frame as

    counter (8 bytes, big-endian) || AEAD(key, nonce = 0000 || counter, kind || payload,
                                           associated data = the domain)

with ``kind`` one byte: ``C`` a confirmation, ``M`` a message (JSON through the strict
door), ``P`` a ping (nothing), ``B`` goodbye (one sentence why, as its template and values
when it has them). Each side expects the
counters 0, 1, 2, ... in turn: a frame that does not open was altered (or sealed with
another code's key); one that opens with a counter already seen was replayed; one with a
later counter came out of order. Each is :class:`~yachtdice.net.codec.Refused`, and the
transport closes the connection: nothing after a bad frame can be trusted to be in order.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from dataclasses import dataclass, field
from enum import Enum

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]
from spake2.ed25519_basic import NotOnCurve  # type: ignore[import-untyped]
from spake2.spake2 import SPAKEError  # type: ignore[import-untyped]

from yachtdice.core.jsontext import JsonObject, JSONTextError, loads
from yachtdice.net import sentences as s
from yachtdice.net.codec import Refused, fields, frame, read_message
from yachtdice.net.link import encode
from yachtdice.net.sentences import say

#: the protocol this program speaks; a peer with another is told so in one sentence
#: 2: a goodbye and the room's refusals carry their sentence's template and values, said in
#: the reader's language (``net/sentences.to_wire``)
VERSION = 2
DOMAIN = b"yachtdice/net/v1/"
_COUNTER = 8
_TAG = 16
_MOST_COUNTER = 2**64 - 1
#: the longest goodbye sentence kept, in characters
MOST_REASON = 300
_PAKE_BYTES = 33  # a SPAKE2 message: its side's byte and a point


class Side(Enum):
    HOST = "host"
    GUEST = "guest"


@dataclass
class Received:
    """What one frame brought: frames to send back, messages for the link, and whether the
    session is now established, ended by the other side (``bye``), or must end after the
    frames are sent (``refuse``: the clause why, as :class:`Refused` would say it)."""

    replies: list[bytes] = field(default_factory=list)
    messages: list[JsonObject] = field(default_factory=list)
    established: bool = False
    bye: str | None = None
    refuse: str | None = None


class VersionRefused(Refused):
    """The other side speaks another protocol version; ``sentence`` says so to the person
    at this computer."""

    def __init__(self, clause: str, sentence: str) -> None:
        super().__init__(clause)
        self.sentence = sentence


class WrongCode(Refused):
    """The other side's key is not this side's: it used another room code."""


class Session:
    """One side of one connection's security (see the module). ``receive`` takes each
    frame's body in turn; :class:`Refused` ends the session."""

    def __init__(self, side: Side, code: str, version: int = VERSION) -> None:
        self.side = side
        self.version = version
        ids = {"idA": DOMAIN + b"guest", "idB": DOMAIN + b"host"}
        password = code.encode("utf-8")
        self._pake = (SPAKE2_A if side is Side.GUEST else SPAKE2_B)(password, **ids)
        self._out: ChaCha20Poly1305 | None = None
        self._in: ChaCha20Poly1305 | None = None
        self._sent = 0      # the next counter to seal with
        self._expected = 0  # the next counter to open
        self._hello = b""   # the guest's greeting, as sent
        self.established = False
        #: the host answered a guess at the code (the guest could learn whether it was right)
        self.guessed = False

    # -- the handshake -----------------------------------------------------------------------

    def start(self) -> list[bytes]:
        """The frames to send first: the guest's greeting (the host waits for one)."""
        if self.side is Side.HOST:
            return []
        self._hello = encode({"yachtdice": "hello", "version": self.version,
                              "pake": self._pake.start().hex()})
        return [self._hello]

    def _keys(self, their_pake: str, welcome: bytes) -> None:
        """The keys of both directions, from SPAKE2's shared bytes and the two greetings as
        they were sent: a greeting changed on the way (its version, say) gives other keys,
        and the first sealed frame does not open."""
        try:
            shared = self._pake.finish(bytes.fromhex(their_pake))
        except (SPAKEError, NotOnCurve, ValueError):
            raise Refused(say(s.BAD_KEY_EXCHANGE)) from None
        greetings = hashlib.sha256(frame(self._hello) + frame(welcome)).digest()
        both = HKDF(hashes.SHA256(), length=64, salt=None,
                    info=DOMAIN + b"keys" + greetings).derive(shared)
        to_host, to_guest = ChaCha20Poly1305(both[:32]), ChaCha20Poly1305(both[32:])
        self._out, self._in = ((to_host, to_guest) if self.side is Side.GUEST
                               else (to_guest, to_host))

    def _greeting(self, body: bytes) -> Received:
        message = read_message(body, s.ITS_GREETING)
        version = message.get("version")
        if type(version) is not int:
            raise Refused(say(s.NO_VERSION))
        kind = message.get("yachtdice")
        if (self.side is Side.GUEST and kind == "version") or version != self.version:
            if self.side is Side.GUEST:
                raise VersionRefused(
                    say(s.HOST_VERSION, theirs=version, ours=self.version),
                    say(s.OUR_VERSION, theirs=version, ours=self.version))
            reply = encode({"yachtdice": "version", "version": self.version})
            return Received(replies=[reply],
                            refuse=say(s.THEIR_VERSION, theirs=version, ours=self.version))
        wanted = "welcome" if self.side is Side.GUEST else "hello"
        fields(message, {"yachtdice": str, "version": int, "pake": str}, s.ITS_GREETING)
        pake = message["pake"]
        if kind != wanted or not isinstance(pake, str) or len(pake) != 2 * _PAKE_BYTES:
            raise Refused(say(s.NOT_GREETING))
        if self.side is Side.GUEST:
            self._keys(pake, body)
            return Received()
        self._hello = body
        welcome = encode({"yachtdice": "welcome", "version": self.version,
                          "pake": self._pake.start().hex()})
        self._keys(pake, welcome)
        self.guessed = True
        return Received(replies=[welcome, self.seal_confirmation()])

    @staticmethod
    def _confirmation(side: Side) -> bytes:
        return DOMAIN + b"confirm/" + side.value.encode()

    # -- sealed frames -----------------------------------------------------------------------

    def _seal(self, kind: bytes, payload: bytes) -> bytes:
        assert self._out is not None, "sealed before the keys"
        if self._sent > _MOST_COUNTER:
            raise Refused(say(s.OUT_OF_NUMBERS))
        counter = self._sent.to_bytes(_COUNTER, "big")
        self._sent += 1
        return counter + self._out.encrypt(b"\0" * 4 + counter, kind + payload, DOMAIN)

    def _open(self, body: bytes) -> tuple[bytes, bytes]:
        assert self._in is not None
        if len(body) < _COUNTER + _TAG + 1:
            raise Refused(say(s.TOO_SHORT))
        counter = body[:_COUNTER]
        try:
            plain = self._in.decrypt(b"\0" * 4 + counter, body[_COUNTER:], DOMAIN)
        except InvalidTag:
            if self._expected == 0:  # its first sealed frame: a key from another code
                raise WrongCode(say(s.WRONG_CODE)) from None
            raise Refused(say(s.ALTERED)) from None
        number = int.from_bytes(counter, "big")
        if number < self._expected:
            raise Refused(say(s.REPLAYED, number=number))
        if number > self._expected:
            raise Refused(say(s.REORDERED, number=number, expected=self._expected))
        self._expected += 1
        return plain[:1], plain[1:]

    def receive(self, body: bytes) -> Received:
        """Take one frame's body (see the class)."""
        if self._in is None:
            return self._greeting(body)
        kind, payload = self._open(body)
        if not self.established:
            if kind != b"C" or payload != self._confirmation(
                    Side.HOST if self.side is Side.GUEST else Side.GUEST):
                raise Refused(say(s.NOT_CONFIRMED))
            self.established = True
            replies = [self.seal_confirmation()] if self.side is Side.GUEST else []
            return Received(replies=replies, established=True)
        if kind == b"M":
            return Received(messages=[read_message(payload)])
        if kind == b"P" and not payload:
            return Received()
        if kind == b"B":
            return Received(bye=reason(payload))
        raise Refused(say(s.UNKNOWN_KIND))

    def seal_message(self, data: bytes) -> bytes:
        """A message (its JSON text, already checked by ``link.encode``), sealed."""
        return self._seal(b"M", data)

    def seal_confirmation(self) -> bytes:
        """This side's confirmation, sealed: what a guest that found the code wrong still
        sends, so that the host knows it was a wrong code, not a guest that walked away."""
        return self._seal(b"C", self._confirmation(self.side))

    def seal_ping(self) -> bytes:
        return self._seal(b"P", b"")

    def seal_bye(self, why: str) -> bytes:
        """Goodbye with the sentence ``why``: its template and values when it has them (the
        other side says it in its language), else its text."""
        wire = s.to_wire(why)
        if isinstance(wire, dict):
            data = json.dumps(wire, ensure_ascii=False, separators=(",", ":")).encode()
            if len(data) <= 4 * MOST_REASON:
                return self._seal(b"B", data)
        return self._seal(b"B", why[:MOST_REASON].encode("utf-8", "replace"))


def reason(payload: bytes) -> str:
    """A goodbye sentence from the other side, made safe to show: said in this program's
    language when it came as a template and values; UTF-8 (bad bytes replaced), no control or
    format characters, at most :data:`MOST_REASON` characters."""
    text = payload[:4 * MOST_REASON].decode("utf-8", "replace")
    if text.startswith("{"):
        with contextlib.suppress(JSONTextError):  # a text that only begins with a brace
            data = loads(text)
            if isinstance(data, dict):  # a sentence not ours, or out of bounds: not raw JSON
                text = s.from_wire(data) or ""
    return s.shown(text, MOST_REASON) or say(s.NO_REASON)
