"""Dice nobody can rig or foresee: commit-and-reveal rolls for a game played by several parties.

The scheme and its argument are in ``docs/online-play.md``. In short: the host draws a
secret seed and a salt and publishes a :class:`Commitment` to them before anyone else
contributes; each guest draws a hash chain and publishes its head; every roll's dice are
derived (HMAC-SHA-256, rejection sampling) from the host's seed, the guests' next chain
values, the game id and the roll's place in the game; at the end the host reveals its
seed and salt and every program re-derives every roll (:func:`verify_game`).

>>> from yachtdice.core.game import Player, Score
>>> from yachtdice.core.modes.pips.presets import preset
>>> host = FairDice(HostSecret(bytes(32), bytes(range(32))), "game-1")
>>> guest = ContributionChain.from_top(b"g" * 32, length=3)
>>> host.seat_guest(1, guest.head)
>>> game = GameRecord.new(preset("yacht"), [Player("Ann"), Player("Bo")])
>>> game = game.then(host.draw(game.state, [Contribution(1, guest.value(1))]))
>>> game = game.then(Score("choice"))
>>> verify_game(game, host.proof()).sentence
'all 1 rolls verified'

This module is pure: it does no I/O and names no game; the transport that carries the
commitment, the heads, the chain values and the reveal comes later.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import field

from yachtdice.core.dice import F
from yachtdice.core.errors import YachtDiceError
from yachtdice.core.game import GameState, Roll
from yachtdice.core.record import GameRecord
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import value_type

#: every hash and HMAC input starts with this and a purpose, so no value of one kind can be
#: passed off as another (a commitment as a chain value, a roll of one version as another's)
DOMAIN = b"yachtdice/fair-dice/v1/"
SECRET_BYTES = 32
#: the most rolls a guest's chain covers: 8 seats x 39 boxes x 3 rolls is 936
DEFAULT_CHAIN_LENGTH = 2048
MAX_CHAIN_LENGTH = 100_000
#: faces are drawn one byte at a time, so a die has at most this many faces
MAX_FACES = 256


class FairDiceError(YachtDiceError):
    """Committed material that is malformed or does not match, saying where."""


# why a roll or a game did not verify: whole clauses for the program's sentence around them
# (net/sentences.py says them in the program's language)
NOT_REVEALED = QT_TRANSLATE_NOOP("online", "the host has not revealed its seed")
NOT_COMMITTED = QT_TRANSLATE_NOOP("online", "the seed revealed is not the one committed to")
OTHER_COUNT = QT_TRANSLATE_NOOP(
    "online", "the number of rolls with contributions ({given}) is not the game's ({count})")
HAS_HEAD = QT_TRANSLATE_NOOP("online", "seat {seat} already has a chain head")
SEATED_AFTER = QT_TRANSLATE_NOOP("online", "seat {seat}: seated after {after} rolls")
TWICE = QT_TRANSLATE_NOOP("online", "a seat contributed twice")
NO_HEAD = QT_TRANSLATE_NOOP("online", "seat {seat} has no chain head")
BEYOND = QT_TRANSLATE_NOOP("online", "seat {seat}'s contribution is beyond its chain")
NOT_NEXT = QT_TRANSLATE_NOOP("online", "seat {seat}'s contribution is not the next of its chain")
LEFT_OUT = QT_TRANSLATE_NOOP("online", "seat {seat}'s contribution was left out")
HELD_CHANGED = QT_TRANSLATE_NOOP("online", "a held die changed")
OTHER_DIE = QT_TRANSLATE_NOOP("online", "die {die} shows {shows}, the committed dice say {due}")


# -- encoding ------------------------------------------------------------------------------------

def _frame(*parts: bytes) -> bytes:
    """``parts`` joined so that no two different lists give the same bytes (length-prefixed)."""
    return b"".join(len(p).to_bytes(4, "big") + p for p in parts)


def _num(n: int) -> bytes:
    return n.to_bytes(4, "big")


def _check_bytes(value: object, what: str, size: int = SECRET_BYTES) -> bytes:
    if not isinstance(value, bytes) or len(value) != size:
        raise FairDiceError(f"{what}: must be {size} bytes")
    return value


# -- the host's commitment -----------------------------------------------------------------------

@value_type
class Commitment:
    """SHA-256 over the game id, a salt and the host's seed: binds the host to its seed
    before any guest contributes, and hides it (the seed and salt are 256 random bits each).

    >>> c = Commitment.make("game-1", bytes(32), bytes(32))
    >>> c.matches("game-1", bytes(32), bytes(32)), c.matches("game-2", bytes(32), bytes(32))
    (True, False)
    """

    digest: bytes

    def __post_init__(self) -> None:
        _check_bytes(self.digest, "commitment")

    @classmethod
    def make(cls, game_id: str, seed: bytes, salt: bytes) -> Commitment:
        _check_bytes(seed, "host seed")
        _check_bytes(salt, "host salt")
        data = DOMAIN + b"commit" + _frame(game_id.encode(), salt, seed)
        return cls(hashlib.sha256(data).digest())

    def matches(self, game_id: str, seed: bytes, salt: bytes) -> bool:
        return hmac.compare_digest(self.digest, Commitment.make(game_id, seed, salt).digest)

    def verify(self, game_id: str, seed: bytes, salt: bytes) -> None:
        """FairDiceError if the revealed ``seed`` and ``salt`` are not what was committed to.

        >>> Commitment.make("g", bytes(32), bytes(32)).verify("g", bytes(31) + b"x", bytes(32))
        Traceback (most recent call last):
        ...
        yachtdice.core.fair_dice.FairDiceError: the seed revealed is not the one committed to
        """
        if not self.matches(game_id, seed, salt):
            raise FairDiceError(NOT_COMMITTED.text)


@value_type
class HostSecret:
    """The host's seed and the salt of its commitment; kept secret until the game ends."""

    seed: bytes
    salt: bytes

    def __post_init__(self) -> None:
        _check_bytes(self.seed, "host seed")
        _check_bytes(self.salt, "host salt")

    @classmethod
    def fresh(cls) -> HostSecret:
        """A new seed and salt from the operating system's randomness (``secrets``)."""
        return cls(secrets.token_bytes(SECRET_BYTES), secrets.token_bytes(SECRET_BYTES))

    def commitment(self, game_id: str) -> Commitment:
        return Commitment.make(game_id, self.seed, self.salt)


# -- a guest's contributions: a hash chain -------------------------------------------------------

def chain_step(value: bytes) -> bytes:
    """The chain value before ``value``: the guest reveals them backwards, so each one
    revealed is checked by hashing it, and none can be changed once the head is out."""
    return hashlib.sha256(DOMAIN + b"chain" + value).digest()


@value_type
class ContributionChain:
    """A guest's contributions for one game: ``values[0]`` is the head it publishes after
    the host's commitment, ``values[k]`` its contribution to roll ``k`` (from 1).

    >>> chain = ContributionChain.from_top(bytes(32), length=2)
    >>> chain_step(chain.value(2)) == chain.value(1) and chain_step(chain.value(1)) == chain.head
    True
    """

    values: tuple[bytes, ...]

    @classmethod
    def from_top(cls, top: bytes, length: int = DEFAULT_CHAIN_LENGTH) -> ContributionChain:
        _check_bytes(top, "chain top")
        if not 1 <= length <= MAX_CHAIN_LENGTH:
            raise FairDiceError(f"chain length: must be 1 to {MAX_CHAIN_LENGTH:,}, not {length}")
        values = [top]
        for _ in range(length):
            values.append(chain_step(values[-1]))
        return cls(tuple(reversed(values)))

    @classmethod
    def fresh(cls, length: int = DEFAULT_CHAIN_LENGTH) -> ContributionChain:
        return cls.from_top(secrets.token_bytes(SECRET_BYTES), length)

    @property
    def head(self) -> bytes:
        return self.values[0]

    @property
    def length(self) -> int:
        return len(self.values) - 1

    def value(self, roll: int) -> bytes:
        if not 1 <= roll <= self.length:
            raise FairDiceError(f"roll {roll}: the chain covers rolls 1 to {self.length}")
        return self.values[roll]


@value_type
class Contribution:
    """What the guest at ``seat`` gave to one roll: its chain value for that roll."""

    seat: int
    value: bytes

    def __post_init__(self) -> None:
        if isinstance(self.seat, bool) or not isinstance(self.seat, int) or self.seat < 0:
            raise FairDiceError(f"contribution: seat must be a seat number, not {self.seat!r}")
        _check_bytes(self.value, f"contribution of seat {self.seat + 1}")


# -- one roll ------------------------------------------------------------------------------------

@value_type
class RollLabel:
    """Where a roll is in its game: the ``index``-th roll of the game (from 1), by ``seat``
    (0-based), on its ``turn``, the ``roll``-th of that turn, throwing the dice ``thrown``."""

    game_id: str
    index: int
    seat: int
    turn: int
    roll: int
    thrown: tuple[int, ...]

    def encoded(self) -> bytes:
        return _frame(self.game_id.encode(), _num(self.index), _num(self.seat),
                      _num(self.turn), _num(self.roll),
                      b"".join(_num(i) for i in self.thrown))

    @classmethod
    def next(cls, game_id: str, state: GameState, last: RollLabel | None) -> RollLabel:
        """The label of the roll ``state`` is about to make, after the game's ``last``."""
        n = state.ruleset.dice_count
        thrown = tuple(range(n)) if state.dice is None else tuple(
            i for i in range(n) if i not in state.held)
        same_turn = (last is not None and state.dice is not None
                     and (last.seat, last.turn) == (state.current, state.turn))
        return cls(game_id, (last.index if last else 0) + 1, state.current, state.turn,
                   last.roll + 1 if same_turn and last else 1, thrown)


def roll_key(seed: bytes, label: RollLabel, contributions: Iterable[Contribution]) -> bytes:
    """The key a roll's dice are drawn with: HMAC-SHA-256 under the host's seed of the label
    and every contribution in seat order."""
    parts = sorted(contributions, key=lambda c: c.seat)
    data = DOMAIN + b"roll" + _frame(label.encoded(), *(
        _num(c.seat) + c.value for c in parts))
    return hmac.new(seed, data, hashlib.sha256).digest()


def accepted(byte: int, faces: int) -> int | None:
    """The face index (0-based) a byte gives on a die of ``faces`` faces, or None when the
    byte is rejected: only the largest multiple of ``faces`` below 256 is used, so every
    face has the same number of bytes.

    >>> accepted(0, 6), accepted(251, 6), accepted(252, 6)
    (0, 5, None)
    """
    if not 2 <= faces <= MAX_FACES:
        raise FairDiceError(f"a die must have 2 to {MAX_FACES} faces, not {faces}")
    return byte % faces if byte < 256 - 256 % faces else None


def face_index(key: bytes, die: int, faces: int) -> int:
    """The face index of the ``die``-th die thrown (from 0) with ``key``: the first accepted
    byte of the stream HMAC(key, die, 0) || HMAC(key, die, 1) || ..."""
    block = 0
    while True:
        stream = hmac.new(key, DOMAIN + b"die" + _num(die) + _num(block), hashlib.sha256)
        for byte in stream.digest():
            face = accepted(byte, faces)
            if face is not None:
                return face
        block += 1  # a whole block rejected: (16/256)^32 for 20 faces; never in practice


class RollDice:
    """A :class:`~yachtdice.core.dice.DiceSource` for one roll: the dice it throws, in order,
    are drawn with the roll's key (:func:`roll_key`)."""

    def __init__(self, key: bytes) -> None:
        self._key = _check_bytes(key, "roll key")
        self.thrown = 0

    def roll(self, count: int, faces: Sequence[F]) -> tuple[F, ...]:
        out = []
        for _ in range(count):
            out.append(faces[face_index(self._key, self.thrown, len(faces))])
            self.thrown += 1
        return tuple(out)


# -- a game --------------------------------------------------------------------------------------

@value_type
class FairRecord:
    """What every program keeps to verify a game: the game id, the host's commitment, each
    guest's chain head by seat, each roll's contributions in order and, once the game is
    over, the host's revealed secret (None before). A guest who sat down during the game
    is in ``seated_after``: the number of rolls made before its head was taken (its
    chain's first value is for the roll after them)."""

    game_id: str
    commitment: Commitment
    heads: Mapping[int, bytes]
    contributions: tuple[tuple[Contribution, ...], ...]
    secret: HostSecret | None = None
    seated_after: Mapping[int, int] = field(default_factory=dict)


class FairDice:
    """The host's dice for one game: its commitment is published first, then each guest's
    chain head is taken (:meth:`seat_guest`); :meth:`draw` makes each roll from the seed and
    the guests' contributions, checked against their chains, and :meth:`proof` is what
    everyone keeps to verify the game."""

    def __init__(self, secret: HostSecret, game_id: str) -> None:
        self._secret = secret
        self.game_id = game_id
        self.commitment = secret.commitment(game_id)
        self._heads: dict[int, bytes] = {}
        self._seated_after: dict[int, int] = {}
        self._chains = ChainChecker()
        self._last: RollLabel | None = None
        self._rolls: list[tuple[Contribution, ...]] = []

    def seat_guest(self, seat: int, head: bytes) -> None:
        """Take the chain head of the guest at ``seat``, sent after the commitment (before
        the first roll, or later for a guest who sits down during the game: its first value
        is then for the next roll)."""
        rolls = len(self._rolls)
        self._chains.seat(seat, head, rolls)
        self._heads[seat] = head
        if rolls:
            self._seated_after[seat] = rolls

    def next_label(self, state: GameState) -> RollLabel:
        return RollLabel.next(self.game_id, state, self._last)

    def draw(self, state: GameState, contributions: Sequence[Contribution]) -> Roll:
        """The next roll of ``state``, drawn from the seed and ``contributions``; a
        FairDiceError naming the roll if a contribution is not its seat's next chain value."""
        label = self.next_label(state)
        given = tuple(sorted(contributions, key=lambda c: c.seat))
        problem = state.throw_problem() or self._chains.problem(label.index, given)
        if problem:
            raise FairDiceError(f"roll {label.index}: {problem}")
        source = RollDice(roll_key(self._secret.seed, label, given))
        roll = state.draw_roll(source)
        self._last = label
        self._rolls.append(given)
        return roll

    def proof(self, reveal: bool = True) -> FairRecord:
        """The record of the game so far, with the secret revealed unless ``reveal`` is False
        (reveal it only when the game is over: ``docs/online-play.md``)."""
        return FairRecord(self.game_id, self.commitment, dict(self._heads),
                          tuple(self._rolls), self._secret if reveal else None,
                          dict(self._seated_after))


@value_type
class Verification:
    """The outcome of :func:`verify_game`: how many rolls, each failure as (roll, why; roll 0
    for the whole game), and each roll made without a guest's contribution as (roll, seat).

    >>> Verification(39, ()).sentence
    'all 39 rolls verified'
    >>> Verification(39, ((12, "die 2 shows 5, the committed dice say 3"),)).sentence
    'roll 12 did not verify: die 2 shows 5, the committed dice say 3'
    >>> Verification(2, (), ((2, 1),)).sentence
    'all 2 rolls verified; roll 2 was made without seat 2'
    >>> Verification(39, ((0, "the host has not revealed its seed"),)).sentence
    'none of the 39 rolls verified: the host has not revealed its seed'
    """

    rolls: int
    failures: tuple[tuple[int, str], ...]
    without: tuple[tuple[int, int], ...] = ()

    @property
    def ok(self) -> bool:
        return not self.failures

    @property
    def sentence(self) -> str:
        said = [f"roll {n} did not verify: {why}" if n else
                f"none of the {self.rolls} rolls verified: {why}" for n, why in self.failures]
        if self.ok:
            said.append(f"all {self.rolls} rolls verified")
        said.extend(f"roll {n} was made without seat {seat + 1}" for n, seat in self.without)
        return "; ".join(said)


def verify_game(game: GameRecord, fair: FairRecord, own_seat: int | None = None,
                sent: Collection[int] = ()) -> Verification:
    """Re-derive every roll of ``game`` from ``fair`` and compare it with the dice shown.

    The state before each roll is found by replaying the game's log from the start, so
    which dice were thrown, whose turn and which roll it was are the log's, not the host's
    word. A roll whose dice, contributions or place do not match is named; a game whose
    secret is not revealed, or is not the one committed to, verifies no roll. A guest's
    program passes its ``own_seat`` and the rolls it ``sent`` a contribution to: a roll made
    without it fails. A roll made without a seat that has a chain head is noted.
    """
    roll_count = sum(isinstance(a, Roll) for a in game.actions)
    s = fair.secret
    if s is None:
        return Verification(roll_count, ((0, NOT_REVEALED.text),))
    if not fair.commitment.matches(fair.game_id, s.seed, s.salt):
        return Verification(roll_count, ((0, NOT_COMMITTED.text),))
    if len(fair.contributions) != roll_count:
        return Verification(roll_count, ((0, OTHER_COUNT.format(
            given=len(fair.contributions), count=roll_count)),))
    try:
        chains = ChainChecker(fair.heads, fair.seated_after)
    except FairDiceError as e:  # its clause as made (a translatable one, if it is)
        return Verification(roll_count, ((0, e.args[0] if e.args else str(e)),))
    failures: list[tuple[int, str]] = []
    notes: list[tuple[int, int]] = []
    state = GameState.start(game.ruleset, game.players)
    last: RollLabel | None = None
    for action in game.actions:
        if isinstance(action, Roll):
            label = RollLabel.next(fair.game_id, state, last)
            given = fair.contributions[label.index - 1]
            seats = {c.seat for c in given}
            why = chains.problem(label.index, given) or _dice_problem(
                s.seed, label, given, action, state)
            if not why and own_seat is not None and label.index in sent \
                    and own_seat not in seats:
                why = LEFT_OUT.format(seat=own_seat + 1)
            if why:
                failures.append((label.index, why))
            notes.extend((label.index, seat) for seat in sorted(fair.heads)
                         if seat not in seats and fair.seated_after.get(seat, 0) < label.index)
            last = label
        state = state.replayed(action)
    return Verification(roll_count, tuple(failures), tuple(notes))


def _dice_problem(seed: bytes, label: RollLabel, given: Sequence[Contribution], action: Roll,
                  state: GameState) -> str | None:
    """Why ``action`` is not the roll the committed material gives at ``label``, or None."""
    if state.dice is not None and any(action.dice[i] != state.dice[i] for i in state.held):
        return HELD_CHANGED.text
    key = roll_key(seed, label, given)
    rules, engine = state.ruleset, state.engine
    for k, die in enumerate(label.thrown):
        faces = engine.die_faces(rules, die)
        due = faces[face_index(key, k, len(faces))]
        if action.dice[die] != due:
            return OTHER_DIE.format(die=die + 1, shows=str(action.dice[die]), due=str(due))
    return None


class ChainChecker:
    """Each guest's last checked chain value: a contribution must hash back to it (through
    the rolls it missed), so it is the guest's own and fixed since its head.

    >>> chain = ContributionChain.from_top(bytes(32), length=3)
    >>> check = ChainChecker({0: chain.head})
    >>> check.problem(2, [Contribution(0, chain.value(2))]) is None
    True
    >>> check.problem(3, [Contribution(0, chain.value(2))])
    "seat 1's contribution is not the next of its chain"
    """

    def __init__(self, heads: Mapping[int, bytes] | None = None,
                 seated_after: Mapping[int, int] | None = None) -> None:
        self._last: dict[int, tuple[int, bytes]] = {}
        after = seated_after or {}
        for seat, head in (heads or {}).items():
            self.seat(seat, head, after.get(seat, 0))

    def seat(self, seat: int, head: bytes, after: int = 0) -> None:
        """Take ``head`` as the chain head of the guest at ``seat``, whose first value is
        for the roll after the first ``after`` rolls."""
        if seat in self._last:
            raise FairDiceError(HAS_HEAD.format(seat=seat + 1))
        if isinstance(after, bool) or not isinstance(after, int) or after < 0:
            raise FairDiceError(SEATED_AFTER.format(seat=seat + 1, after=repr(after)))
        self._last[seat] = (after, _check_bytes(head, f"chain head of seat {seat + 1}"))

    def problem(self, index: int, given: Sequence[Contribution]) -> str | None:
        """Why ``given`` are not the next chain values for roll ``index``, or None (then,
        and only then, they are taken as their seats' last values)."""
        seats = [c.seat for c in given]
        if len(set(seats)) != len(seats):
            return TWICE.text
        for c in given:
            if c.seat not in self._last:
                return NO_HEAD.format(seat=c.seat + 1)
            at, value = self._last[c.seat]
            if index - at > MAX_CHAIN_LENGTH:
                return BEYOND.format(seat=c.seat + 1)
            walked = c.value
            for _ in range(index - at):
                walked = chain_step(walked)
            if index <= at or not hmac.compare_digest(walked, value):
                return NOT_NEXT.format(seat=c.seat + 1)
        for c in given:
            self._last[c.seat] = (index, c.value)
        return None
