"""The host's room: the seats, the turns, the fair dice, the guests' links.

The room holds the game. Guests talk to it through :class:`~yachtdice.net.link.Link`\\ s
(one each, whatever carries it); people at the host act through :meth:`HostRoom.act`;
computers (the host's, and a dropped guest's seat while it is away, if the host lets one
play it) are asked by the room itself. Every message from a guest passes
:func:`~yachtdice.net.protocol.parse`, then the room's own checks (seated, its seat's turn,
no roll in the making), then the core's (the action legal now); a refusal is one sentence in
the host's log (:attr:`HostRoom.log`) and one back to the guest, and the game goes on.

The dice are :mod:`yachtdice.core.fair_dice`'s: the commitment goes out in the first
message a guest gets, each guest's chain head comes with its ``sit``, every roll waits for
the connected guests' chain values (each checked as it arrives), and the seed is revealed
when the game is over. After every action the room hands its :class:`Keeper` the record and
its own state (:class:`~yachtdice.net.saved.SavedRoom`), so a room started again from them
(:meth:`HostRoom.resume`) goes on where it was: the same dice for the same rolls.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QMetaObject, QObject, QTimer, Signal
from shiboken6 import Shiboken

from yachtdice.core.errors import YachtDiceError
from yachtdice.core.fair_dice import (
    ChainChecker,
    Contribution,
    FairDice,
    FairDiceError,
    HostSecret,
    verify_game,
)
from yachtdice.core.game import MAX_PLAYERS, Hold, Player, Roll, Score
from yachtdice.core.jsontext import JsonObject
from yachtdice.core.record import GameRecord, action_from_json, action_to_json
from yachtdice.core.registry import AnyMode, Rules, mode_for
from yachtdice.net import protocol as p
from yachtdice.net import sentences as t
from yachtdice.net.link import Link
from yachtdice.net.saved import SavedRoom, SavedSeat
from yachtdice.net.seats import ComputerMaker, Decider
from yachtdice.net.sentences import say, to_wire, verdict
from yachtdice.store.errors import StoreError

#: refusals in a row after which a guest's link is closed (its seat is kept: it may come
#: back with its ticket); the host's log says at most this many sentences of one program
MAX_REFUSED = 20
#: how long a guest has to send its value for a roll (a person's program answers at once)
VALUE_WAIT_MS = 30_000


class Keeper(Protocol):
    """Where the host keeps the game after every action (the store; nothing in a test)."""

    def keep(self, record: GameRecord, room: SavedRoom) -> None: ...


@dataclass(frozen=True)
class SeatPlan:
    """A seat as the host sets the room up: a person at the host (``name``), a computer
    (``level``) or an open seat for a guest."""

    kind: str
    name: str | None = None
    level: str | None = None


@dataclass
class _Seat:
    kind: str
    name: str | None
    level: str | None
    ticket: str | None = None
    link: Link | None = None
    decider: Decider | None = None


def read_move(data: JsonObject, mode: AnyMode) -> Hold | Score | None:
    """A player's move as an ``act`` carries it: ``{"roll": true}`` (None), ``{"hold":
    [dice]}`` or ``{"score": claim}`` (the claim as the game writes it); a YachtDiceError of
    one sentence for anything else (a roll with dice: the room draws them; an undo).

    >>> from yachtdice.core.registry import default_mode
    >>> read_move({"hold": [0, 2]}, default_mode()), read_move({"roll": True}, default_mode())
    (Hold(dice=(0, 2)), None)
    """
    if data == {"roll": True}:
        return None
    action = action_from_json(data, "action", mode)
    if isinstance(action, Roll):
        raise YachtDiceError(say(t.ROLL_DRAWN, roll='{"roll": true}'))
    if not isinstance(action, Hold | Score):
        raise YachtDiceError(say(t.NO_UNDO))
    return action


def dictionary_version(rules: Rules) -> str | None:
    """The version of what a game judges by besides its rules (the word game's dictionary):
    a guest's must match the host's."""
    data = mode_for(rules).review_data
    return data() if data is not None else None


class HostRoom(QObject):
    """One online game at its host (see the module's text)."""

    #: one sentence for the host's log: who came, who left, each refusal
    log = Signal(str)
    #: the seats or the game changed (a window redraws)
    changed = Signal()
    #: the game is over: every roll verified, or which did not (one sentence)
    ended = Signal(str)
    #: the game began (every seat taken), or a resumed room has a guest back
    began = Signal()
    #: an action was played: its index in the game's log (from 0) and the seat that played it
    played = Signal(int, int)

    def __init__(self, rules: Rules, plan: Sequence[SeatPlan], computers: ComputerMaker, *,
                 keeper: Keeper | None = None, stand_in: str | None = None,
                 pace_ms: int = 0, secret: HostSecret | None = None,
                 game: str | None = None, host: str = "Host",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        if not 1 <= len(plan) <= MAX_PLAYERS:
            raise YachtDiceError(f"a room has 1 to {MAX_PLAYERS} seats, not {len(plan)}")
        self.rules = rules
        #: who hosts the room, as every history files the game
        self.host = host
        self.mode = mode_for(rules)
        self._computers = computers
        self._keeper = keeper
        #: the level of the computer that plays a dropped guest's seat (None: it waits)
        self.stand_in = stand_in
        self.pace_ms = pace_ms
        #: how long a connected guest has to send its chain value for a roll before its
        #: link is closed (a program that answers nothing would stall the game)
        self.value_wait_ms = VALUE_WAIT_MS
        self._value_timer = QTimer(self)
        self._value_timer.setSingleShot(True)
        self._value_timer.timeout.connect(self._values_late)
        self.secret = secret or HostSecret.fresh()
        self.game = game or uuid.uuid4().hex
        self.fair = FairDice(self.secret, self.game)
        self.seats = [_Seat(s.kind, s.name, s.level) for s in plan]
        for i, s in enumerate(self.seats):
            if s.kind == p.COMPUTER:
                s.name = s.name or f"Computer {i + 1}"
                s.decider = computers(rules, s.level or "", len(plan))
        self.record: GameRecord | None = None
        self.verdict: str | None = None
        self._heads: list[tuple[int, bytes, int]] = []
        self._early: dict[int, bytes] = {}  # the heads of guests seated before the game
        self._last: dict[int, tuple[int, bytes]] = {}
        self._rolls: list[tuple[int, ...]] = []
        self._links: dict[Link, int | None] = {}
        self._refused: dict[Link, int] = {}  # refusals in a row, per link
        self._wires: dict[Link, tuple[QMetaObject.Connection, ...]] = {}
        self._pending: int | None = None  # the roll being made: waiting for values
        self._waiting: set[int] = set()
        self._given: dict[int, bytes] = {}
        self._moving = False
        self._stopped = False
        #: the (seat, turn) pairs a computer played for an away guest (its review marks them)
        self.stood_in: set[tuple[int, int]] = set()

    # -- from a saved game ---------------------------------------------------------------------
    @classmethod
    def resume(cls, record: GameRecord, saved: SavedRoom, computers: ComputerMaker, *,
               keeper: Keeper | None = None, stand_in: str | None = None,
               pace_ms: int = 0) -> HostRoom:
        """The room of a game kept by a :class:`Keeper`, where it was: every roll drawn again
        from the kept secret and contributions must give the dice the record shows (a
        YachtDiceError if one does not: the kept game is not this room's)."""
        if len(saved.seats) != len(record.players):
            raise YachtDiceError(say(t.KEPT_SEATS, seats=len(saved.seats),
                                     players=len(record.players)))
        plan = [SeatPlan(s.kind, s.name, s.level) for s in saved.seats]
        room = cls(record.ruleset, plan, computers, keeper=keeper, stand_in=stand_in,
                   pace_ms=pace_ms, secret=saved.secret, game=saved.game, host=saved.host)
        for seat, kept in zip(room.seats, saved.seats, strict=True):
            seat.ticket = kept.ticket
            if kept.kind == p.GUEST and stand_in is not None:
                seat.decider = computers(record.ruleset, stand_in, len(plan))
        given = saved.contributions()
        state = GameRecord.new(record.ruleset, record.players).state
        heads = sorted(saved.heads, key=lambda h: h[2])
        rolls = 0
        for action in record.actions:
            if isinstance(action, Roll):
                while heads and heads[0][2] <= rolls:
                    room._take_head(*heads.pop(0))
                if rolls >= len(given):
                    raise YachtDiceError(say(t.KEPT_EXTRA_ROLL))
                drawn = room.fair.draw(state, given[rolls])
                if drawn != action:
                    raise YachtDiceError(say(t.KEPT_OTHER_ROLL, roll=rolls + 1))
                room._rolls.append(saved.rolls[rolls])
                rolls += 1
                for c in given[rolls - 1]:
                    room._last[c.seat] = (rolls, c.value)
            state = state.replayed(action)
        for head in heads:
            room._take_head(*head)
        room.stood_in = set(saved.stood_in)
        room.record = record
        return room

    def _take_head(self, seat: int, head: bytes, after: int) -> None:
        self.fair.seat_guest(seat, head)
        self._heads.append((seat, head, after))
        self._last[seat] = (after, head)

    # -- what the room shows --------------------------------------------------------------------
    def seat_infos(self) -> tuple[p.SeatInfo, ...]:
        return tuple(p.SeatInfo(s.kind, s.name, s.level, s.link is not None)
                     for s in self.seats)

    def room_message(self) -> p.Room:
        return p.Room(self.rules.to_dict(), dictionary_version(self.rules), self.seat_infos(),
                      self.game, self.fair.commitment.digest, self.host)

    def saved(self) -> SavedRoom:
        return SavedRoom(self.game, self.host, self.secret,
                         tuple(SavedSeat(s.kind, s.name, s.level, s.ticket) for s in self.seats),
                         tuple(self._heads), tuple(self._rolls),
                         tuple((seat, roll, value) for seat, (roll, value)
                               in sorted(self._last.items()) if roll > 0),
                         tuple(sorted(self.stood_in)))

    def game_message(self) -> p.Game:
        assert self.record is not None
        data = self.record.to_dict()
        players: tuple[JsonObject, ...] = tuple(
            {"name": pl["name"], "computer": pl["computer"], "strategy": pl["strategy"]}
            for pl in data["players"])
        return p.Game(players, tuple(data["actions"]),
                      tuple(self._heads),
                      tuple(tuple((c.seat, c.value) for c in roll)
                            for roll in self.fair.proof(reveal=False).contributions),
                      tuple(sorted(self.stood_in)))

    @property
    def links(self) -> int:
        """The guests' programs connected now."""
        return len(self._links)

    @property
    def started(self) -> bool:
        return self.record is not None

    # -- links ----------------------------------------------------------------------------------
    def add_link(self, link: Link) -> None:
        """A guest's program connected (through the room code): it gets the room."""
        self._links[link] = None
        self._wires[link] = (
            link.message.connect(lambda data, link=link: self._on_message(link, data)),
            link.closed.connect(lambda why, link=link: self._on_closed(link, why)))
        link.send(self.room_message().to_json())

    def close(self, reason: str) -> None:
        """Close every guest's link (the host quits; the game is kept)."""
        self._stopped = True
        for link in list(self._links):
            link.close(reason)

    def _say(self, text: str) -> None:
        self.log.emit(text)

    def _refuse(self, link: Link, why: str) -> None:
        who = self._links.get(link)
        name = self.seats[who].name if who is not None else None
        self._say(say(t.REFUSED, peer=name or link.peer, why=why))  # as the door's refusals
        wire = to_wire(why)
        link.send(p.Refused(why, wire if isinstance(wire, dict) else None).to_json())
        refused = self._refused.get(link, 0) + 1
        self._refused[link] = refused
        if refused >= MAX_REFUSED:  # a program that keeps at it is not playing: let it go
            link.close(say(t.REFUSED_MANY, count=MAX_REFUSED))

    def _on_message(self, link: Link, data: object) -> None:
        if link not in self._links:
            return
        try:
            message = p.parse(data, p.FROM_GUEST)
        except p.ProtocolError as exc:
            self._refuse(link, say(t.REFUSED_MESSAGE, why=exc))
            return
        if isinstance(message, p.Sit):
            self._sit(link, message)
        elif isinstance(message, p.Act):
            self._guest_act(link, message)
        elif isinstance(message, p.Value):
            self._value(link, message)

    def _on_closed(self, link: Link, why: str) -> None:
        if not Shiboken.isValid(self):  # closed with its owner (a lobby closed as the
            return                      # program ends): its link's last word goes unheard
        for wire in self._wires.pop(link, ()):  # a closed link says nothing more: let go
            QObject.disconnect(wire)
        self._refused.pop(link, None)
        seat = self._links.pop(link, None)
        if seat is None:
            return
        s = self.seats[seat]
        s.link = None
        if self.verdict is not None:  # the game is over: guests hang up
            self.changed.emit()
            return
        self._say(say(t.WHO_LEFT, name=s.name, why=why))
        if self.record is None:  # before the game: the seat is open again
            self.seats[seat] = _Seat(p.OPEN, None, None)
            self._early.pop(seat, None)
            self._broadcast(p.Seats(self.seat_infos()).to_json())
            return
        if self.stand_in is not None and not self.record.state.finished:
            self._stand_in(seat, self.stand_in)
        self._broadcast(p.Seats(self.seat_infos()).to_json())
        if self._pending is not None and seat in self._waiting:  # the roll goes on without it
            self._waiting.discard(seat)
            self._draw_if_ready()
        self._play_on()

    def away(self) -> list[int]:
        """The seats of guests away during the game with no computer playing them: the
        host may let one play each (:meth:`stand_in_for`)."""
        if self.record is None or self.record.state.finished:
            return []
        return [i for i, s in enumerate(self.seats)
                if s.kind == p.GUEST and s.link is None and s.decider is None]

    def standing_in(self, seat: int) -> bool:
        """Whether a computer plays the guest's ``seat`` for it now."""
        s = self.seats[seat]
        return s.kind == p.GUEST and s.decider is not None

    def stand_in_for(self, seat: int, level: str) -> str | None:
        """The host lets a computer of ``level`` play the away guest's ``seat`` until the
        guest is back (its turn then is the guest's again from the next one); why not, or
        None."""
        if seat not in self.away():
            return say(t.NOT_AWAY, seat=seat + 1)
        if level not in self.mode.computer_levels:
            return say(t.NOT_A_LEVEL, level=repr(level), game=self.mode.name)
        self._stand_in(seat, level)
        self._broadcast(p.Seats(self.seat_infos()).to_json())
        self._play_on()
        return None

    def _stand_in(self, seat: int, level: str) -> None:
        s = self.seats[seat]
        s.decider = self._computers(self.rules, level, len(self.seats))
        self._say(say(t.STANDS_IN, name=s.name))

    def _broadcast(self, message: JsonObject) -> None:
        for link, seat in list(self._links.items()):
            if seat is not None:
                link.send(message)
        self.changed.emit()

    # -- sitting down ---------------------------------------------------------------------------
    def _sit(self, link: Link, sit: p.Sit) -> None:
        if self._links[link] is not None:
            self._refuse(link, say(t.HAS_SEAT))
            return
        if sit.ticket is not None:
            self._sit_again(link, sit.ticket)
            return
        if sit.head is None:
            self._refuse(link, say(t.NO_HEAD))
            return
        if any(s.name == sit.name for s in self.seats):
            self._refuse(link, say(t.NAME_TAKEN, name=sit.name))
            return
        open_seats = [i for i, s in enumerate(self.seats) if s.kind == p.OPEN]
        if not open_seats or self.record is not None:
            self._refuse(link, say(t.NO_OPEN_SEAT))
            return
        if sit.level is not None and sit.level not in self.mode.computer_levels:
            self._refuse(link, say(t.NOT_A_LEVEL, level=repr(sit.level),
                                    game=self.mode.name))
            return
        seat = open_seats[0]
        ticket = secrets.token_hex(p.TICKET_CHARS // 2)
        self.seats[seat] = _Seat(p.GUEST, sit.name, sit.level, ticket, link)
        self._links[link] = seat
        self._early[seat] = sit.head  # taken when the game begins
        self._say(say(t.SAT_DOWN, name=sit.name, seat=seat + 1, peer=link.peer))
        link.send(p.Seated(seat, ticket).to_json())
        self._broadcast(p.Seats(self.seat_infos()).to_json())
        if not any(s.kind == p.OPEN for s in self.seats):
            self._start()

    def _sit_again(self, link: Link, ticket: str) -> None:
        found = [i for i, s in enumerate(self.seats) if s.ticket is not None
                 and secrets.compare_digest(s.ticket, ticket)]
        if not found:
            self._refuse(link, say(t.NO_TICKET))
            return
        seat = found[0]
        s = self.seats[seat]
        if s.link is not None:
            self._refuse(link, say(t.CONNECTED_ALREADY, name=s.name))
            return
        s.link = link
        state = self.record.state if self.record is not None else None
        if state is None or state.current != seat or state.dice is None:
            s.decider = None  # else the computer standing in ends the turn it began
        self._links[link] = seat
        self._say(say(t.IS_BACK, name=s.name, seat=seat + 1, peer=link.peer))
        link.send(p.Seated(seat, ticket).to_json())
        if self.record is not None:
            link.send(self.game_message().to_json())
            if self.verdict is not None:  # it ended meanwhile: the guest checks it too
                link.send(p.Reveal(self.secret.seed, self.secret.salt).to_json())
        self._broadcast(p.Seats(self.seat_infos()).to_json())
        if self._pending is not None and seat in self._waiting:
            link.send(p.Need(self._pending).to_json())
        self._play_on()

    def fill_open(self, level: str) -> None:
        """The host starts without waiting: computers of ``level`` take the open seats and
        the game begins (nothing once it has)."""
        if self.record is not None:
            return
        for i, s in enumerate(self.seats):
            if s.kind == p.OPEN:
                self.seats[i] = _Seat(p.COMPUTER, f"Computer {i + 1}", level,
                                      decider=self._computers(self.rules, level,
                                                              len(self.seats)))
        self._broadcast(p.Seats(self.seat_infos()).to_json())
        self._start()

    def _start(self) -> None:
        players = [Player(s.name or f"Seat {i + 1}", s.kind == p.COMPUTER or s.level is not None,
                          s.level) for i, s in enumerate(self.seats)]
        for seat, head in sorted(self._early.items()):
            self._take_head(seat, head, 0)
        self.record = GameRecord.new(self.rules, players)
        self._say(say(t.BEGINS))
        self._broadcast(self.game_message().to_json())
        self._keep()
        self.began.emit()
        self._play_on()

    # -- acting ---------------------------------------------------------------------------------
    def act(self, seat: int, action: Hold | Score | None) -> str | None:
        """A person at the host acts for ``seat`` (None: roll); why not, or None."""
        if self.seats[seat].kind != p.PERSON:
            return say(t.NOT_HERE, seat=seat + 1)
        return self._try(seat, action)

    @property
    def person_at_play(self) -> int | None:
        """The seat of the person at the host whose turn it is, or None."""
        if self.record is None or self.record.state.finished:
            return None
        seat = self.record.state.current
        return seat if self.seats[seat].kind == p.PERSON else None

    def _guest_act(self, link: Link, act: p.Act) -> None:
        seat = self._links[link]
        if seat is None:
            self._refuse(link, say(t.SIT_FIRST))
            return
        if self.seats[seat].decider is not None:
            self._refuse(link, say(t.STAND_IN_ENDS))
            return
        try:
            action = read_move(act.action, self.mode)
        except YachtDiceError as exc:
            self._refuse(link, str(exc))
            return
        why = self._try(seat, action)
        if why:
            self._refuse(link, why)
        else:
            self._refused.pop(link, None)

    def _try(self, seat: int, action: Hold | Score | None) -> str | None:
        if self.record is None:
            return say(t.NOT_BEGUN)
        state = self.record.state
        if state.finished:
            return say(t.OVER)
        if seat != state.current:
            return say(t.NOT_YOUR_TURN, player=state.player.name, name=self.seats[seat].name)
        if self._pending is not None:
            return say(t.ROLLING)
        if action is None:
            return self._roll()
        problem = state.problem(action)
        if problem:
            return problem
        self._apply(action)
        return None

    def _roll(self) -> str | None:
        assert self.record is not None
        state = self.record.state
        problem = state.throw_problem()
        if problem:
            return problem
        index = self.fair.next_label(state).index
        self._pending, self._given = index, {}
        self._value_timer.start(self.value_wait_ms)
        # every connected guest's value; a guest away (a computer standing in or not) has
        # no share in it, noted for everyone at the end (docs/online-play.md, Faults)
        self._waiting = {seat for seat, s in enumerate(self.seats) if seat in self._last
                         and s.link is not None}
        for seat in self._waiting:
            link = self.seats[seat].link
            if link is not None:
                link.send(p.Need(index).to_json())
        self._draw_if_ready()
        return None

    def _value(self, link: Link, value: p.Value) -> None:
        seat = self._links[link]
        if seat is None:
            self._refuse(link, say(t.SIT_FIRST))
            return
        if self._pending is None or value.roll != self._pending or seat not in self._waiting:
            self._refuse(link, say(t.NO_VALUE_WANTED, roll=value.roll))
            return
        at, last = self._last[seat]
        problem = ChainChecker({seat: last}, {seat: at}).problem(
            value.roll, [Contribution(seat, value.value)])
        if problem:
            self._refuse(link, say(t.ROLL_PROBLEM, roll=value.roll, why=problem))
            return
        self._refused.pop(link, None)
        self._waiting.discard(seat)
        self._given[seat] = value.value
        self._draw_if_ready()

    def _values_late(self) -> None:
        """The guests still owing a value for the roll in the making are let go (their seats
        are kept: each may come back with its ticket and send it then)."""
        if self._pending is None:
            return
        for seat in sorted(self._waiting):
            link = self.seats[seat].link
            if link is not None:
                link.close(say(t.NO_VALUE_CAME, roll=self._pending,
                               seconds=f"{self.value_wait_ms / 1000:g}"))
        if self._pending is not None:
            self._value_timer.start(self.value_wait_ms)

    def _draw_if_ready(self) -> None:
        if self._pending is None or self._waiting or self.record is None:
            return
        index, given = self._pending, self._given
        self._pending, self._given = None, {}
        self._value_timer.stop()
        contributions = tuple(Contribution(seat, v) for seat, v in sorted(given.items()))
        try:
            roll = self.fair.draw(self.record.state, contributions)
        except FairDiceError as exc:  # checked as each arrived: a bug, said, not a crash
            self._say(str(exc))
            return
        for c in contributions:
            self._last[c.seat] = (index, c.value)
        self._rolls.append(tuple(c.seat for c in contributions))
        self._apply(roll, tuple((c.seat, c.value) for c in contributions))

    def _apply(self, action: Roll | Hold | Score, given: p.Contributions = ()) -> None:
        assert self.record is not None
        before = self.record.state
        seat = before.current
        stood_in = (seat, before.turn) in self.stood_in
        self.record = self.record.then(action)
        self._keep()
        index = len(self.record.actions) - 1
        self._broadcast(p.Did(index, action_to_json(action, self.mode), given,
                              stood_in).to_json())
        self.played.emit(index, seat)
        if self.record.state.finished:
            self._end()
        else:
            self._play_on()

    def _keep(self) -> None:
        if self._keeper is not None and self.record is not None:
            try:
                self._keeper.keep(self.record, self.saved())
            except (StoreError, OSError) as exc:  # said, and the game goes on
                self._say(say(t.NOT_KEPT, why=exc))

    def _end(self) -> None:
        assert self.record is not None
        self._broadcast(p.Reveal(self.secret.seed, self.secret.salt).to_json())
        self.verdict = verdict(verify_game(self.record, self.fair.proof()),
                               [player.name for player in self.record.players])
        self._say(say(t.GAME_OVER, verdict=self.verdict))
        self.ended.emit(self.verdict)

    # -- computers ------------------------------------------------------------------------------
    def _play_on(self) -> None:
        """If a computer is at play, let it move (through the event loop, after a pause)."""
        if self.record is None or self.record.state.finished or self._moving \
                or self._stopped:
            return
        state = self.record.state
        seat = self.seats[state.current]
        if seat.kind == p.GUEST and seat.link is not None and state.dice is None:
            seat.decider = None  # the guest is back: its seat is its own from this turn
        if seat.decider is None:
            return
        self._moving = True
        QTimer.singleShot(self.pace_ms, self, self._computer_moves)

    def _computer_moves(self) -> None:
        self._moving = False
        if self.record is None or self._pending is not None or self._stopped:
            return
        state = self.record.state
        decider = self.seats[state.current].decider
        if state.finished or decider is None:
            return
        if self.seats[state.current].kind == p.GUEST:  # a computer standing in: its turn
            self.stood_in.add((state.current, state.turn))
        move = None if state.dice is None else decider.decide(state)
        why = self._try(state.current, move)
        if why:
            self._say(say(t.COMPUTER_SAID, name=state.player.name, why=why))
