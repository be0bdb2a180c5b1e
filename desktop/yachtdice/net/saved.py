"""What a host keeps of an online game besides its record, to resume it after a crash: the
seats (who sat where, with the tickets to take them again), its secret seed and salt, the
guests' chain heads and, for each roll, which seats contributed.

A roll's contributions are not kept one by one: a guest's chain values are hashes of the
ones after them, so each seat's last value (and its roll) gives back every earlier one
(:meth:`SavedRoom.contributions`). A Yahtzee game of eight seats keeps a few kilobytes.

Read back as strictly as a message (it comes from a file another program could have
written): :meth:`SavedRoom.read` raises a ProtocolError of one sentence.
"""

from __future__ import annotations

from dataclasses import dataclass

from yachtdice.core.fair_dice import Contribution, HostSecret, chain_step
from yachtdice.core.game import MAX_PLAYERS
from yachtdice.core.jsontext import JsonObject, JsonValue
from yachtdice.net import protocol as p

SAVED_VERSION = 1


@dataclass(frozen=True)
class SavedSeat:
    """A seat of the room: its kind (person, computer, open, guest), name, level and the
    ticket of the guest sitting there (None: no guest)."""

    kind: str
    name: str | None
    level: str | None
    ticket: str | None

    def to_json(self) -> JsonObject:
        return {"kind": self.kind, "name": self.name, "level": self.level,
                "ticket": self.ticket}


@dataclass(frozen=True)
class SavedRoom:
    """The room's own state at one moment (see the module's text)."""

    game: str
    host: str
    secret: HostSecret
    seats: tuple[SavedSeat, ...]
    heads: tuple[tuple[int, bytes, int], ...]
    rolls: tuple[tuple[int, ...], ...]
    last: tuple[tuple[int, int, bytes], ...]
    #: the (seat, turn) pairs a computer played for an away guest
    stood_in: tuple[tuple[int, int], ...] = ()

    def to_json(self) -> JsonObject:
        return {"version": SAVED_VERSION, "game": self.game, "host": self.host,
                "seed": self.secret.seed.hex(), "salt": self.secret.salt.hex(),
                "seats": [s.to_json() for s in self.seats],
                "heads": [[seat, head.hex(), after] for seat, head, after in self.heads],
                "rolls": [list(r) for r in self.rolls],
                "last": [[seat, roll, value.hex()] for seat, roll, value in self.last],
                "stood_in": [[seat, turn] for seat, turn in self.stood_in]}

    def contributions(self) -> tuple[tuple[Contribution, ...], ...]:
        """Each roll's contributions, given back from each seat's last value."""
        last = {seat: (roll, value) for seat, roll, value in self.last}
        out = []
        for index, seats in enumerate(self.rolls, start=1):
            given = []
            for seat in seats:
                roll, value = last[seat]
                for _ in range(roll - index):
                    value = chain_step(value)
                given.append(Contribution(seat, value))
            out.append(tuple(given))
        return tuple(out)

    @classmethod
    def read(cls, data: object) -> SavedRoom:
        d = dict(p._object(data, "the saved room"))
        stood_in = p.turns(d.pop("stood_in", []))  # a room kept before it was kept: none
        p._fields(d, "saved room", ("version", "game", "host", "seed", "salt", "seats", "heads",
                                    "rolls", "last"))
        if d["version"] != SAVED_VERSION:
            raise p.ProtocolError("the saved room is of another version")
        seats = []
        for i, s in enumerate(p._list(d["seats"], "seats", MAX_PLAYERS)):
            o = p._object(s, f"seats[{i}]")
            p._fields(o, f"seats[{i}]", ("kind", "name", "level", "ticket"))
            if o["kind"] not in p.SEAT_KINDS:
                raise p.ProtocolError(f"seats[{i}].kind: not a kind of seat")
            seats.append(SavedSeat(str(o["kind"]),
                                   p._maybe(o["name"], lambda v: p._name(v, "name")),
                                   p._maybe(o["level"], lambda v: p._text(v, "level", 40)),
                                   p._maybe(o["ticket"], p._ticket)))
        heads = tuple(_triple(h, f"heads[{i}]", 1)
                      for i, h in enumerate(p._list(d["heads"], "heads", MAX_PLAYERS)))
        last = tuple(_triple(h, f"last[{i}]", 2)
                     for i, h in enumerate(p._list(d["last"], "last", MAX_PLAYERS)))
        rolls = tuple(_seats(r, f"rolls[{i}]")
                      for i, r in enumerate(p._list(d["rolls"], "rolls", p.MAX_ROLLS)))
        known = {seat for seat, _, _ in last}
        for i, r in enumerate(rolls, start=1):
            for seat in r:
                found = [n for s, _, n in last if s == seat]
                if seat not in known or found[0] < i:
                    raise p.ProtocolError(f"rolls[{i - 1}]: seat {seat + 1} has no value for it")
        return cls(p._text(d["game"], "game", 64), p._name(d["host"], "host"),
                   HostSecret(p._hex(d["seed"], "seed"), p._hex(d["salt"], "salt")),
                   tuple(seats), heads, rolls, tuple((s, n, v) for s, v, n in last), stood_in)


def _triple(value: JsonValue, where: str, hex_at: int) -> tuple[int, bytes, int]:
    """``[seat, hex, n]`` (``hex_at`` 1) or ``[seat, n, hex]`` (2) as (seat, bytes, n)."""
    if not isinstance(value, list) or len(value) != 3:
        raise p.ProtocolError(f"{where}: must be a list of three")
    n_at = 3 - hex_at
    return (p._seat(value[0], f"{where} seat"), p._hex(value[hex_at], f"{where} value"),
            p._int(value[n_at], f"{where} roll", 0, p.MAX_ROLLS))


def _seats(value: JsonValue, where: str) -> tuple[int, ...]:
    seats = tuple(p._seat(s, where) for s in p._list(value, where, MAX_PLAYERS))
    if len(set(seats)) != len(seats):
        raise p.ProtocolError(f"{where}: a seat is named twice")
    return seats
