"""The room's messages: what a host and its guests say to each other over a :class:`Link`.

Every message is a JSON object with a ``type`` and exactly the fields of its kind. What
arrives is hostile until :func:`parse` has checked it: the kind known, no field missing or
unknown, each of its exact type and within its bounds; anything else is a
:class:`ProtocolError` of one sentence (the host logs it and the game goes on). What a
message carries of a game (a ruleset, an action, a claim) is then read by the game's own
strict readers (:func:`~yachtdice.core.record.rules_from_data`,
:func:`~yachtdice.core.record.action_from_json`), and the core decides whether it is legal.

The order of a game (docs/online-play.md, "Rooms and seats"):

host -> guest                               guest -> host
``room``: the rules, the seats, the commitment
                                            ``sit``: a name, its chain head (or a ticket
                                            to take its seat again)
``seated``: the seat and its ticket
``game``: the players and the game so far (to everyone when it starts, to one who rejoins)
                                            ``act``: roll, hold or book (its seat's turn only)
``need``: the chain value for roll N        ``value``: its chain value for roll N
``did``: an action as played (a roll with its dice and contributions), to everyone
``seats``: who is at the table, who is connected
``refused``: why an ``act`` or ``value`` was not taken
``reveal``: the host's seed and salt, at the end

>>> parse({"type": "need", "roll": 3})
Need(roll=3)
>>> parse({"type": "need", "roll": 3, "extra": 1})
Traceback (most recent call last):
...
yachtdice.net.protocol.ProtocolError: a need message has an unknown field 'extra'
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeAlias, TypeVar

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.fair_dice import SECRET_BYTES
from yachtdice.core.game import MAX_PLAYERS, name_problem
from yachtdice.core.jsontext import JsonObject, JsonValue, excerpt
from yachtdice.core.record import MAX_ACTIONS

#: the room's protocol version (the connection's handshake has its own)
#: 2: ``did`` and ``game`` say which turns a computer played for an away guest
ROOM_VERSION = 2
#: the most rolls a game's record may hold: a game's actions bound them
MAX_ROLLS = MAX_ACTIONS
#: a ticket: the secret a seated guest shows to take its seat again
TICKET_CHARS = 32
MAX_TEXT = 200
#: seat kinds as the room shows them
PERSON, COMPUTER, OPEN, GUEST = "person", "computer", "open", "guest"
SEAT_KINDS = (PERSON, COMPUTER, OPEN, GUEST)
HEX = frozenset(string.hexdigits.lower())


class ProtocolError(YachtDiceError):
    """A message that is not one of the room's, in one sentence."""


T = TypeVar("T")


# -- the checks ---------------------------------------------------------------------------------

def _fields(data: Mapping[str, object], kind: str, names: Sequence[str]) -> None:
    for key in data:
        if key != "type" and key not in names:
            raise ProtocolError(f"a {kind} message has an unknown field {excerpt(key)}")
    for key in names:
        if key not in data:
            raise ProtocolError(f"a {kind} message has no field {key!r}")


def _int(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ProtocolError(f"{what}: must be a whole number from {low} to {high:,}")
    return value


def _text(value: object, what: str, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ProtocolError(f"{what}: must be text of 1 to {limit} characters")
    return value


def _maybe(value: object, read: Callable[[object], T]) -> T | None:
    return None if value is None else read(value)


def _hex(value: object, what: str, size: int = SECRET_BYTES) -> bytes:
    if not isinstance(value, str) or len(value) != 2 * size or not set(value) <= HEX:
        raise ProtocolError(f"{what}: must be {size} bytes as {2 * size} lowercase hex digits")
    return bytes.fromhex(value)


def _name(value: object, what: str) -> str:
    problem = name_problem(value)
    if problem:
        raise ProtocolError(f"{what}: {problem}")
    assert isinstance(value, str)
    return value


def _list(value: object, what: str, most: int) -> list[JsonValue]:
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError(f"{what}: must be a list of at most {most:,}")
    return value


def _object(value: object, what: str) -> JsonObject:
    if not isinstance(value, dict):
        raise ProtocolError(f"{what}: must be an object")
    return value


def _seat(value: object, what: str = "seat") -> int:
    return _int(value, what, 0, MAX_PLAYERS - 1)


def _bool(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise ProtocolError(f"{what}: must be true or false")
    return value


def turns(value: object, what: str = "stood_in") -> tuple[tuple[int, int], ...]:
    """``[[seat, turn], ...]``: the turns a computer played for an away guest, read."""
    found = []
    for i, pair in enumerate(_list(value, what, MAX_ACTIONS)):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ProtocolError(f"{what}[{i}]: must be [seat, turn]")
        found.append((_seat(pair[0], f"{what}[{i}] seat"),
                      _int(pair[1], f"{what}[{i}] turn", 1, MAX_ACTIONS)))
    return tuple(sorted(set(found)))


def _ticket(value: object) -> str:
    if not isinstance(value, str) or len(value) != TICKET_CHARS or not set(value) <= HEX:
        raise ProtocolError(f"ticket: must be {TICKET_CHARS} lowercase hex digits")
    return value


# -- the parts ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class SeatInfo:
    """A seat as the room shows it: its kind (a person at the host, a computer, an open seat
    or a guest), its player's name (None while open), a computer's level, and whether a
    guest's program is connected."""

    kind: str
    name: str | None
    level: str | None
    connected: bool

    def to_json(self) -> JsonObject:
        return {"kind": self.kind, "name": self.name, "level": self.level,
                "connected": self.connected}

    @classmethod
    def read(cls, data: object, where: str) -> SeatInfo:
        d = _object(data, where)
        _fields(d, where, ("kind", "name", "level", "connected"))
        kind = d["kind"]
        if kind not in SEAT_KINDS:
            raise ProtocolError(f"{where}.kind: must be one of {', '.join(SEAT_KINDS)}")
        if not isinstance(d["connected"], bool):
            raise ProtocolError(f"{where}.connected: must be true or false")
        return cls(str(kind), _maybe(d["name"], lambda v: _name(v, f"{where}.name")),
                   _maybe(d["level"], lambda v: _text(v, f"{where}.level", 40)),
                   d["connected"])


Contributions: TypeAlias = tuple[tuple[int, bytes], ...]


def _contributions_json(given: Contributions) -> list[JsonValue]:
    return [[seat, value.hex()] for seat, value in given]


def _contributions(value: object, what: str) -> Contributions:
    out = []
    for i, pair in enumerate(_list(value, what, MAX_PLAYERS)):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ProtocolError(f"{what}[{i}]: must be [seat, value]")
        out.append((_seat(pair[0], f"{what}[{i}] seat"), _hex(pair[1], f"{what}[{i}] value")))
    return tuple(out)


# -- host to guest -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Room:
    """The room as a guest sees it before sitting down: the rules (the game's JSON), the
    version of what the game judges by besides them (a word game's dictionary; None), the
    seats, the game's id, the host's commitment, who hosts it (as every history files the
    game) and the room protocol's version."""

    rules: JsonObject
    dictionary: str | None
    seats: tuple[SeatInfo, ...]
    game: str
    commitment: bytes
    host: str
    version: int = ROOM_VERSION

    def to_json(self) -> JsonObject:
        return {"type": "room", "host": self.host, "rules": self.rules,
                "dictionary": self.dictionary,
                "seats": [s.to_json() for s in self.seats], "game": self.game,
                "commitment": self.commitment.hex(), "version": self.version}


@dataclass(frozen=True)
class Seated:
    """The guest's seat, and the ticket it shows to take it again after a dropped link."""

    seat: int
    ticket: str

    def to_json(self) -> JsonObject:
        return {"type": "seated", "seat": self.seat, "ticket": self.ticket}


@dataclass(frozen=True)
class Game:
    """The game so far: the players, the log (each action as a record writes it), every
    guest's chain head by seat (and after how many rolls a late one was taken), and each
    roll's contributions; sent to everyone when the game starts and to a guest rejoining."""

    players: tuple[JsonObject, ...]
    actions: tuple[JsonObject, ...]
    heads: tuple[tuple[int, bytes, int], ...]
    contributions: tuple[Contributions, ...]
    #: the (seat, turn) pairs a computer played for an away guest
    stood_in: tuple[tuple[int, int], ...] = ()

    def to_json(self) -> JsonObject:
        return {"type": "game", "players": list(self.players), "actions": list(self.actions),
                "heads": [[seat, head.hex(), after] for seat, head, after in self.heads],
                "contributions": [_contributions_json(c) for c in self.contributions],
                "stood_in": [[seat, turn] for seat, turn in self.stood_in]}


@dataclass(frozen=True)
class Need:
    """Every connected guest: send your chain value for roll ``roll`` of the game."""

    roll: int

    def to_json(self) -> JsonObject:
        return {"type": "need", "roll": self.roll}


@dataclass(frozen=True)
class Did:
    """The ``index``-th action of the game (from 0), as played: a roll carries its dice in
    the action and the contributions it was drawn with; ``stood_in``: a computer played it
    for the away guest whose seat is at play."""

    index: int
    action: JsonObject
    contributions: Contributions = ()
    stood_in: bool = False

    def to_json(self) -> JsonObject:
        return {"type": "did", "index": self.index, "action": self.action,
                "contributions": _contributions_json(self.contributions),
                "stood_in": self.stood_in}


@dataclass(frozen=True)
class Seats:
    """Who is at the table now (a guest connected or not)."""

    seats: tuple[SeatInfo, ...]

    def to_json(self) -> JsonObject:
        return {"type": "seats", "seats": [s.to_json() for s in self.seats]}


@dataclass(frozen=True)
class Refused:
    """Why the host did not take a guest's message, one sentence: ``why`` in the host's
    language, ``said`` its template and values for the guest to say in its own
    (:func:`yachtdice.net.sentences.to_wire`; None: a text made without one)."""

    why: str
    said: JsonObject | None = None

    def to_json(self) -> JsonObject:
        return {"type": "refused", "why": self.why, "said": self.said}


@dataclass(frozen=True)
class Reveal:
    """The game is over: the host's seed and salt, for everyone to verify every roll."""

    seed: bytes
    salt: bytes

    def to_json(self) -> JsonObject:
        return {"type": "reveal", "seed": self.seed.hex(), "salt": self.salt.hex()}


# -- guest to host -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Sit:
    """Take an open seat as ``name`` (a computer guest names its ``level``) with the head of
    its chain; or, with a ``ticket``, take again the seat it had (no new head)."""

    name: str
    level: str | None
    head: bytes | None
    ticket: str | None

    def to_json(self) -> JsonObject:
        return {"type": "sit", "name": self.name, "level": self.level,
                "head": None if self.head is None else self.head.hex(), "ticket": self.ticket}


@dataclass(frozen=True)
class Act:
    """The guest's move in its own turn: ``{"roll": true}``, ``{"hold": [dice]}`` or
    ``{"score": claim}`` (the claim as the game writes it in a record)."""

    action: JsonObject

    def to_json(self) -> JsonObject:
        return {"type": "act", "action": self.action}


@dataclass(frozen=True)
class Value:
    """The guest's chain value for roll ``roll``."""

    roll: int
    value: bytes

    def to_json(self) -> JsonObject:
        return {"type": "value", "roll": self.roll, "value": self.value.hex()}


Message: TypeAlias = (Room | Seated | Game | Need | Did | Seats | Refused | Reveal | Sit | Act
                      | Value)


def _seats(value: object) -> tuple[SeatInfo, ...]:
    items = _list(value, "seats", MAX_PLAYERS)
    if not items:
        raise ProtocolError("seats: a room has at least one seat")
    return tuple(SeatInfo.read(s, f"seats[{i}]") for i, s in enumerate(items))


def _room(d: JsonObject) -> Room:
    return Room(_object(d["rules"], "rules"),
                _maybe(d["dictionary"], lambda v: _text(v, "dictionary")), _seats(d["seats"]),
                _text(d["game"], "game", 64), _hex(d["commitment"], "commitment"),
                _name(d["host"], "host"), _int(d["version"], "version", 1, 1_000_000))


def _game(d: JsonObject) -> Game:
    players = tuple(_object(p, f"players[{i}]")
                    for i, p in enumerate(_list(d["players"], "players", MAX_PLAYERS)))
    actions = tuple(_object(a, f"actions[{i}]")
                    for i, a in enumerate(_list(d["actions"], "actions", MAX_ACTIONS)))
    heads = []
    for i, h in enumerate(_list(d["heads"], "heads", MAX_PLAYERS)):
        if not isinstance(h, list) or len(h) != 3:
            raise ProtocolError(f"heads[{i}]: must be [seat, head, rolls before it]")
        heads.append((_seat(h[0], f"heads[{i}] seat"), _hex(h[1], f"heads[{i}] head"),
                      _int(h[2], f"heads[{i}] rolls before it", 0, MAX_ROLLS)))
    given = tuple(_contributions(c, f"contributions[{i}]") for i, c in
                  enumerate(_list(d["contributions"], "contributions", MAX_ROLLS)))
    return Game(players, actions, tuple(heads), given, turns(d["stood_in"]))


def _sit(d: JsonObject) -> Sit:
    return Sit(_name(d["name"], "name"), _maybe(d["level"], lambda v: _text(v, "level", 40)),
               _maybe(d["head"], lambda v: _hex(v, "head")), _maybe(d["ticket"], _ticket))


#: each kind: its fields (besides ``type``) and how they are read
_KINDS: dict[str, tuple[tuple[str, ...], Callable[[JsonObject], Message]]] = {
    "room": (("host", "rules", "dictionary", "seats", "game", "commitment", "version"),
             _room),
    "seated": (("seat", "ticket"), lambda d: Seated(_seat(d["seat"]), _ticket(d["ticket"]))),
    "game": (("players", "actions", "heads", "contributions", "stood_in"), _game),
    "need": (("roll",), lambda d: Need(_int(d["roll"], "roll", 1, MAX_ROLLS))),
    "did": (("index", "action", "contributions", "stood_in"), lambda d: Did(
        _int(d["index"], "index", 0, MAX_ACTIONS), _object(d["action"], "action"),
        _contributions(d["contributions"], "contributions"),
        _bool(d["stood_in"], "stood_in"))),
    "seats": (("seats",), lambda d: Seats(_seats(d["seats"]))),
    "refused": (("why", "said"), lambda d: Refused(
        _text(d["why"], "why", 400), _maybe(d["said"], lambda v: _object(v, "said")))),
    "reveal": (("seed", "salt"), lambda d: Reveal(_hex(d["seed"], "seed"),
                                                  _hex(d["salt"], "salt"))),
    "sit": (("name", "level", "head", "ticket"), _sit),
    "act": (("action",), lambda d: Act(_object(d["action"], "action"))),
    "value": (("roll", "value"), lambda d: Value(_int(d["roll"], "roll", 1, MAX_ROLLS),
                                                 _hex(d["value"], "value"))),
}
#: what each side may receive
FROM_HOST = frozenset({"room", "seated", "game", "need", "did", "seats", "refused", "reveal"})
FROM_GUEST = frozenset({"sit", "act", "value"})


def parse(data: object, expected: frozenset[str] | None = None) -> Message:
    """The message ``data`` is (one of ``expected`` kinds), every field checked; a
    ProtocolError of one sentence if it is not.

    >>> parse({"type": "value", "roll": 0, "value": "00"})
    Traceback (most recent call last):
    ...
    yachtdice.net.protocol.ProtocolError: roll: must be a whole number from 1 to 25,000
    >>> parse({"type": "room"}, FROM_GUEST)
    Traceback (most recent call last):
    ...
    yachtdice.net.protocol.ProtocolError: a room message is not one this side takes
    """
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _KINDS:
        raise ProtocolError(f"unknown message type {excerpt(kind)}")
    if expected is not None and kind not in expected:
        raise ProtocolError(f"a {kind} message is not one this side takes")
    names, read = _KINDS[kind]
    _fields(data, kind, names)
    return read(data)
