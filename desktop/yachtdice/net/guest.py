"""A guest's side of an online game: its seat, its chain, its copy of the game.

The guest believes nothing it is told until it has checked it: every message passes
:func:`~yachtdice.net.protocol.parse`; the rules are read by their game's strict reader and a
word game's dictionary must be this program's (or the guest says why and leaves); every
action is played on the guest's own record, so the core refuses one that is not legal; every
roll's contributions are checked against their seats' chains as they come; and when the host
reveals its seed, :func:`~yachtdice.core.fair_dice.verify_game` re-derives every roll, this
guest's own values included (a roll made without a value it sent fails).

A guest that played as a computer decides its own moves (:class:`~yachtdice.net.seats.Decider`).
The game is kept after every action (:class:`GuestKeeper`); a guest whose link dropped dials
again and shows its ticket (:meth:`GuestTable.rejoin`): its chain goes on where it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QMetaObject, QObject, QTimer, Signal

from yachtdice.core.errors import IllegalActionError, YachtDiceError
from yachtdice.core.fair_dice import (
    ChainChecker,
    Commitment,
    Contribution,
    ContributionChain,
    FairRecord,
    HostSecret,
    verify_game,
)
from yachtdice.core.game import Hold, Roll, Score
from yachtdice.core.jsontext import JsonObject
from yachtdice.core.record import (
    FORMAT,
    FORMAT_VERSION,
    GameRecord,
    action_from_json,
    action_to_json,
    rules_from_data,
)
from yachtdice.core.registry import AnyMode, Rules, mode_of
from yachtdice.net import protocol as p
from yachtdice.net import sentences as t
from yachtdice.net.link import Link
from yachtdice.net.room import dictionary_version
from yachtdice.net.seats import ComputerMaker, Decider
from yachtdice.net.sentences import from_wire, joined, say, shown, verdict
from yachtdice.store.errors import StoreError


@dataclass(frozen=True)
class GuestState:
    """What a guest keeps to take its seat again after its program stopped: the game's id,
    its seat, its ticket and the top of its chain (every value of the chain comes from it);
    and, for the game's review, the turns a computer played for an away guest."""

    game: str
    seat: int
    ticket: str
    top: bytes
    stood_in: tuple[tuple[int, int], ...] = ()

    def to_json(self) -> JsonObject:
        return {"game": self.game, "seat": self.seat, "ticket": self.ticket,
                "top": self.top.hex(), "stood_in": [[s, turn] for s, turn in self.stood_in]}

    @classmethod
    def read(cls, data: object) -> GuestState:
        d = dict(p._object(data, "the kept seat"))
        stood_in = p.turns(d.pop("stood_in", []))  # a seat kept before it was kept: none
        p._fields(d, "kept seat", ("game", "seat", "ticket", "top"))
        return cls(p._text(d["game"], "game", 64), p._seat(d["seat"]), p._ticket(d["ticket"]),
                   p._hex(d["top"], "top"), stood_in)


class GuestKeeper(Protocol):
    """Where a guest keeps its copy of the game and its seat (the store; nothing in a test)."""

    def kept_seat(self, game: str) -> GuestState | None: ...

    def keep(self, record: GameRecord, seat: GuestState, host: str) -> None: ...


class GuestTable(QObject):
    """One guest at an online game (see the module's text)."""

    #: one sentence for the guest: the host refused something, a check failed, ...
    log = Signal(str)
    #: the game or the seats changed
    changed = Signal()
    #: the game is over: "all 39 rolls verified", or which roll did not
    ended = Signal(str)
    #: the guest left or was sent away before the end (one sentence why)
    left = Signal(str)
    #: the game began, or this guest has it again after a drop
    began = Signal()
    #: an action was played: its index in the game's log (from 0) and the seat that played it
    played = Signal(int, int)

    def __init__(self, name: str, *, level: str | None = None,
                 computers: ComputerMaker | None = None, keeper: GuestKeeper | None = None,
                 pace_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.level = level
        self._computers = computers
        self._keeper = keeper
        self.pace_ms = pace_ms
        self.link: Link | None = None
        self.rules: Rules | None = None
        self.mode: AnyMode | None = None
        self.room: p.Room | None = None
        self.seats: tuple[p.SeatInfo, ...] = ()
        self.seat: int | None = None
        self.ticket: str | None = None
        self.chain: ContributionChain | None = None
        self.record: GameRecord | None = None
        self.verdict: str | None = None
        self.failures: list[str] = []
        self._decider: Decider | None = None
        self._checker = ChainChecker()
        self._heads: dict[int, bytes] = {}
        self._after: dict[int, int] = {}
        self._given: list[tuple[Contribution, ...]] = []
        self._sent: set[int] = set()
        self._moving = False
        self._wires: tuple[QMetaObject.Connection, ...] = ()
        #: the (seat, turn) pairs a computer played for an away guest, as the host says
        self.stood_in: set[tuple[int, int]] = set()

    @property
    def over(self) -> bool:
        return self.verdict is not None

    # -- the link -------------------------------------------------------------------------------
    def attach(self, link: Link) -> None:
        """Play over ``link`` (a first connection, or a new one after a drop: the guest
        shows its ticket when the room arrives)."""
        self.link = link
        self._wires = (
            link.message.connect(lambda data, link=link: self._on_message(link, data)),
            link.closed.connect(lambda why, link=link: self._on_closed(link, why)))

    def _on_closed(self, link: Link, why: str) -> None:
        if link is self.link:
            for wire in self._wires:  # a closed link says nothing more: let go of it
                QObject.disconnect(wire)
            self._wires = ()
            self.link = None
            # a value sent for a roll not seen yet may never have arrived: the host may roll
            # without it (the roll is noted for everyone), and this guest cannot say otherwise
            self._sent = {n for n in self._sent if n <= len(self._given)}
            self._moving = False
            if not self.over:
                self.left.emit(why)

    def leave(self, why: str) -> None:
        if self.link is not None:
            self.link.close(why)

    def _problem(self, text: str) -> None:
        """A check failed: kept for the end, and the guest leaves saying why (``left``
        tells it; ``log`` if the link is gone already)."""
        self.failures.append(text)
        if self.link is None:
            self.log.emit(text)
        self.leave(text)

    def _send(self, message: JsonObject) -> None:
        if self.link is not None:
            self.link.send(message)

    def _on_message(self, link: Link, data: object) -> None:
        if link is not self.link:
            return
        try:
            message = p.parse(data, p.FROM_HOST)
        except p.ProtocolError as exc:
            self._problem(say(t.HOST_MESSAGE_REFUSED, why=exc))
            return
        try:
            self._take(message)
        except YachtDiceError as exc:
            self._problem(say(t.HOST_GAME_REFUSED, why=exc))

    def _take(self, message: p.Message) -> None:
        if isinstance(message, p.Room):
            self._room(message)
        elif isinstance(message, p.Seated):
            self._seated(message)
        elif isinstance(message, p.Game):
            self._game(message)
        elif isinstance(message, p.Did):
            self._did(message)
        elif isinstance(message, p.Need):
            self._need(message)
        elif isinstance(message, p.Seats):
            self.seats = message.seats
            self.changed.emit()
        elif isinstance(message, p.Refused):
            self._moving = False
            why = from_wire(message.said) if message.said is not None else None
            self.log.emit(say(t.HOST_REFUSED, why=shown(why or message.why)))  # our language
            self._play_on()
        elif isinstance(message, p.Reveal):
            self._reveal(message)

    # -- before the game --------------------------------------------------------------------------
    def _room(self, room: p.Room) -> None:
        if room.version != p.ROOM_VERSION:
            self._problem(say(t.ROOM_VERSION, ours=p.ROOM_VERSION, theirs=room.version))
            return
        if self.room is not None and room.game != self.room.game:
            self._problem(say(t.ANOTHER_GAME))
            return
        mode = mode_of(room.rules)
        rules = rules_from_data(mode, room.rules)
        mine = dictionary_version(rules)
        if mine != room.dictionary:
            self._problem(say(t.OTHER_DICTIONARY, theirs=room.dictionary, ours=mine))
            return
        if self.level is not None and self.level not in mode.computer_levels:
            self._problem(say(t.CHOOSE_LEVEL, level=repr(self.level), game=mode.name,
                              levels=", ".join(mode.computer_levels)))
            return
        self.room, self.rules, self.mode, self.seats = room, rules, mode, room.seats
        if self.level is not None and self._computers is not None:
            self._decider = self._computers(rules, self.level, len(room.seats))
        kept = self._keeper.kept_seat(room.game) if self._keeper is not None else None
        if kept is not None and self.ticket is None:
            self.ticket, self.chain = kept.ticket, ContributionChain.from_top(kept.top)
        if self.ticket is not None:
            self._send(p.Sit(self.name, self.level, None, self.ticket).to_json())
        else:
            self.chain = ContributionChain.fresh()
            self._send(p.Sit(self.name, self.level, self.chain.head, None).to_json())
        self.changed.emit()

    def _seated(self, seated: p.Seated) -> None:
        self.seat, self.ticket = seated.seat, seated.ticket
        self.changed.emit()

    def _game(self, game: p.Game) -> None:
        assert self.rules is not None and self.mode is not None and self.room is not None
        data = {"format": FORMAT, "version": FORMAT_VERSION, "mode": self.mode.id,
                "ruleset": self.room.rules, "players": list(game.players), "actions": []}
        record = GameRecord.from_dict(data)
        self._checker, self._heads, self._after = ChainChecker(), {}, {}
        for seat, head, after in game.heads:
            self._checker.seat(seat, head, after)
            self._heads[seat] = head
            if after:
                self._after[seat] = after
        if self.seat is not None and self.chain is not None \
                and self._heads.get(self.seat) != self.chain.head:
            raise YachtDiceError(say(t.NOT_OUR_CHAIN))
        self._given = []
        self.record = record
        self.stood_in = set(game.stood_in)
        if len(game.contributions) != sum("roll" in a for a in game.actions):
            raise YachtDiceError(say(t.ROLLS_MISCOUNTED, count=len(game.contributions)))
        rolls = iter(game.contributions)
        for i, action in enumerate(game.actions):
            self._play(i, action, next(rolls, ()) if "roll" in action else ())
        self._keep()
        self.changed.emit()
        self.began.emit()
        self._play_on()

    # -- the game ---------------------------------------------------------------------------------
    def _play(self, index: int, data: JsonObject, given: p.Contributions) -> None:
        assert self.record is not None and self.mode is not None
        if index != len(self.record.actions):
            raise YachtDiceError(say(t.OTHER_ACTION, number=index + 1,
                                     expected=len(self.record.actions) + 1))
        action = action_from_json(data, f"action {index + 1}", self.mode)
        if isinstance(action, Roll):
            number = len(self._given) + 1
            contributions = tuple(Contribution(seat, value) for seat, value in given)
            problem = self._checker.problem(number, contributions)
            if problem:
                raise YachtDiceError(say(t.ROLL_PROBLEM, roll=number, why=problem))
            self._given.append(contributions)
        elif given:
            raise YachtDiceError(say(t.NOT_A_ROLL, number=index + 1))
        try:
            self.record = self.record.then(action)
        except IllegalActionError as exc:
            raise YachtDiceError(say(t.NOT_LEGAL, number=index + 1, why=exc)) from None

    def _did(self, did: p.Did) -> None:
        if self.record is None:
            raise YachtDiceError(say(t.PLAYED_EARLY))
        self._moving = False
        seat = self.record.state.current
        if did.stood_in:
            self.stood_in.add((seat, self.record.state.turn))
        self._play(did.index, did.action, did.contributions)
        self.played.emit(did.index, seat)
        self._keep()
        self.changed.emit()
        self._play_on()

    def _need(self, need: p.Need) -> None:
        if self.chain is None or self.seat is None:
            return
        if need.roll > self.chain.length:
            self.log.emit(say(t.BEYOND_CHAIN, roll=need.roll))
            return
        self._sent.add(need.roll)
        self._send(p.Value(need.roll, self.chain.value(need.roll)).to_json())

    def _reveal(self, reveal: p.Reveal) -> None:
        assert self.room is not None
        if self.record is None:
            raise YachtDiceError(say(t.REVEALED_EARLY))
        fair = FairRecord(self.room.game, Commitment(self.room.commitment), dict(self._heads),
                          tuple(self._given), HostSecret(reveal.seed, reveal.salt),
                          dict(self._after))
        said = verdict(verify_game(self.record, fair, self.seat, self._sent),
                       [player.name for player in self.record.players])
        if not self.record.state.finished:
            said = say(t.ENDED_EARLY, verdict=said)
        self.verdict = joined([*self.failures, said])
        self.ended.emit(self.verdict)
        self.leave(say(t.GAME_IS_OVER))

    def _keep(self) -> None:
        if self._keeper is None or self.record is None or self.room is None \
                or self.seat is None or self.ticket is None or self.chain is None:
            return
        try:
            self._keeper.keep(self.record, GuestState(self.room.game, self.seat, self.ticket,
                                                      self.chain.values[-1],
                                                      tuple(sorted(self.stood_in))),
                              self.room.host)
        except (StoreError, OSError) as exc:
            self.log.emit(say(t.NOT_KEPT, why=exc))

    # -- a computer guest -------------------------------------------------------------------------
    def act(self, action: Hold | Score | None) -> None:
        """This guest's move (None: roll), sent to the host, which answers with ``did`` or
        ``refused``."""
        if action is None:
            self._send(p.Act({"roll": True}).to_json())
            return
        assert self.mode is not None
        self._send(p.Act(action_to_json(action, self.mode)).to_json())

    @property
    def my_turn(self) -> bool:
        return (self.record is not None and not self.record.state.finished
                and self.record.state.current == self.seat)

    def _play_on(self) -> None:
        if self._decider is None or not self.my_turn or self._moving or self.link is None:
            return
        self._moving = True
        QTimer.singleShot(self.pace_ms, self, self._computer_moves)

    def _computer_moves(self) -> None:
        if self.record is None or not self.my_turn or self._decider is None:
            self._moving = False
            return
        state = self.record.state
        self.act(None if state.dice is None else self._decider.decide(state))
