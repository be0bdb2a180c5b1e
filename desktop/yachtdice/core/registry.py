"""The registry of games (modes) that share the turn skeleton: :class:`Mode` and its calls.

A game is one package under :mod:`yachtdice.core.modes` that describes itself as a
:class:`Mode`: its engine (what the shared :class:`~yachtdice.core.game.GameState`
asks: faces per die, legal rolls, the card, legal claims and their reasons, booking,
standings), how its rulesets and claims are read from and written to JSON, its built-in
rulesets, its computer levels and what the shared parts may ask of it (a seat's result
for the store, box labels, whether it has a review, how its log is written in a record,
which rates its statistics show). Nothing here names a game: the registry is filled
explicitly, by :func:`yachtdice.core.modes.builtin.install` for the built-in games and
by a test for its toy game, through :func:`register`, or :func:`register_later` for a
game imported only when it is first asked for (by id, or every game listed). One game
may be named the default (:func:`set_default_mode`): rulesets and records that name no
game, written before there were several, belong to it.

>>> from yachtdice.core.modes import builtin
>>> builtin.install()
>>> first = modes()[0]
>>> mode(first.id) is first, mode_of({"id": "my-rules"}) is default_mode()
(True, True)
>>> ruleset_by_id(first.presets[0].id) is first.presets[0]
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, cast

from yachtdice.core.errors import Problem, YachtDiceError
from yachtdice.core.events import SCORE
from yachtdice.core.game import (
    Card,
    Engine,
    GameState,
    Hold,
    Score,
    register_engine,
    set_engine_loader,
    unregister_engine,
)
from yachtdice.core.game import Rules as TurnRules
from yachtdice.core.values import field, value_type

if TYPE_CHECKING:  # JSON's and the printed cards' types: their modules are imported when used
    from yachtdice.core.jsontext import JsonLike, JsonObject, JsonValue
    from yachtdice.core.score_sheet import ScoreSheet


class Rules(TurnRules, Protocol):
    """A ruleset as the shared parts (the store, the CLI) see it: what the turn skeleton
    reads (id, name, game, dice, rolls), its JSON form and a fingerprint of it."""

    def to_dict(self) -> JsonObject: ...

    def to_json(self, indent: int | None = 2) -> str: ...

    def content_hash(self) -> str: ...


R = TypeVar("R", bound=Rules)
C = TypeVar("C", bound=Card)
K = TypeVar("K")
C_contra = TypeVar("C_contra", contravariant=True)
K_co = TypeVar("K_co", covariant=True)


class Computer(Protocol[C_contra, K_co]):
    """A computer player that decides with the keep-and-claim calls (no solved tables)."""

    def choose_keep(self, card: C_contra, dice: tuple[Any, ...]) -> frozenset[int] | None:
        """The dice to keep and roll the others, or None to claim now."""
        ...

    def choose_claim(self, card: C_contra, dice: tuple[Any, ...]) -> K_co:
        """The claim to book with these dice."""
        ...


class KeepClaimSeat:
    """A seat played by a game's keep-and-claim :class:`Computer`: its move with the dice
    on the table (a hold, a booking, or None to roll the dice not held), for the window's
    table and an online room alike."""

    def __init__(self, computer: Computer[Card, object]) -> None:
        self.computer = computer

    def decide(self, state: GameState) -> Hold | Score | None:
        assert state.dice is not None
        keep = (self.computer.choose_keep(state.card, state.dice) if state.rolls_available
                else None)
        if keep is None:
            return Score(self.computer.choose_claim(state.card, state.dice))
        return Hold(tuple(sorted(keep))) if frozenset(keep) != state.held else None


class Review(Protocol):
    """A finished game's decisions judged against the best ones (:attr:`Mode.review`);
    the game's window shows the rest of it."""

    def total_loss(self, player: int) -> float:
        """The points a seat gave away in all, by the judge's reckoning."""
        ...


AnyReview = TypeVar("AnyReview")


def own_play(review: AnyReview, turns: Collection[tuple[int, int]]) -> AnyReview:
    """``review`` without the decisions of the (player, turn) pairs ``turns`` (the turns a
    computer played for a player away from a game across computers): every figure made of
    it (given away, decisions, the costliest, each turn's) is the players' own play, in the
    review window and in Statistics alike. A review that is not a value type with its
    ``decisions`` (each with its ``player`` and ``turn``) is given back as it is.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Judged:
    ...     player: int
    ...     turn: int
    ...     loss: float
    >>> @dataclass(frozen=True)
    ... class Judgement:
    ...     decisions: tuple[Judged, ...]
    >>> whole = Judgement((Judged(1, 1, 4.0), Judged(1, 2, 0.5), Judged(0, 1, 2.0)))
    >>> [d.loss for d in own_play(whole, {(1, 1)}).decisions]
    [0.5, 2.0]
    >>> own_play(whole, ()) is whole
    True
    """
    import dataclasses  # not at start: the games register without it

    if not turns or not dataclasses.is_dataclass(review) or isinstance(review, type) \
            or "decisions" not in {f.name for f in dataclasses.fields(review)}:
        return review
    left_out = frozenset(turns)
    kept = tuple(d for d in cast(Any, review).decisions
                 if (getattr(d, "player", None), getattr(d, "turn", None)) not in left_out)
    return dataclasses.replace(review, decisions=kept)


@value_type(slots=True)
class SeatResult:
    """What the store files of one seat's finished card: the same columns for every game.

    ``total`` is the seat's score as the game counts it; ``upper`` and ``upper_bonus`` the
    upper section and its bonus, ``lower`` the rest, ``extra_bonus`` extra all-same bonus
    points, ``all_same`` the all-same box (None where the game has none; 0 where a column
    means nothing in a game), ``boxes`` every box's points by id, ``details`` whatever else
    the game keeps (JSON-able), so high scores, history and statistics read every game alike.
    """

    total: int
    upper: int
    upper_bonus: int
    lower: int
    extra_bonus: int
    all_same: int | None
    boxes: Mapping[str, int | None]
    details: Mapping[str, JsonLike] = field(default_factory=dict)


@value_type(slots=True)
class Faces:
    """What a die's face is in a record's rolls: ``accepts`` checks one, and a roll of
    others is "a list of ``what``"."""

    accepts: Callable[[object], bool]
    what: str


#: faces of text or whole numbers (letters, a wild face's mark)
TEXT_OR_WHOLE = Faces(lambda v: isinstance(v, str) or (isinstance(v, int)
                                                       and not isinstance(v, bool)), "faces")
#: faces that are whole numbers, as a record's held positions are
WHOLE_NUMBERS = Faces(lambda v: isinstance(v, int) and not isinstance(v, bool),
                      "whole numbers")


@value_type(slots=True)
class RecordCodec:
    """How a game's log is written in a record and read back, beyond its claims' own codec
    (:attr:`Mode.claim_to_json`): what its rolls' faces are, and the keys its claims are
    read under (``score``, which is written, then any older files wrote)."""

    faces: Faces = TEXT_OR_WHOLE
    claim_keys: tuple[str, ...] = ("score",)


@value_type
class Mode(Generic[R, C, K]):
    """What the shared parts (turn skeleton, records, store, window, CLI) know of a game.

    ``R``, ``C`` and ``K`` are the game's ruleset, card and claim types.
    """

    id: str
    name: str
    engine: Engine[R, C, K]
    presets: tuple[R, ...]
    computer_levels: tuple[str, ...]
    hints: bool
    claim_to_json: Callable[[K], JsonValue]
    claim_from_json: Callable[[JsonValue], K]
    ruleset_from_dict: Callable[[object], R]
    #: a box's name as players read it, from its ruleset and id
    box_label: Callable[[R, str], str]
    #: what the store files of each seat's finished card, given every seat's card
    seat_results: Callable[[R, Sequence[C]], tuple[SeatResult, ...]]
    #: a computer player of a level, for a game of so many seats, deciding with the
    #: keep-and-claim calls (None: the game has none, or its window drives its own)
    computer: Callable[[R, str, int, random.Random], Computer[C, K]] | None = None
    #: what one booking achieved, from the card before and after it (:mod:`..events`)
    score_event: Callable[[R, C, C], str] = lambda rules, before, after: SCORE
    #: how its log is written in a record and read back (its rolls, its claims' keys)
    record_codec: RecordCodec = RecordCodec()
    #: a finished game's decisions against the best ones, from its record (a
    #: :class:`~yachtdice.core.record.GameRecord`, which imports this module), a strategy
    #: engine for its rules and the seats to review (None: every person); None: the game
    #: has no review, and no window offers one
    review: Callable[[Any, Any, Iterable[int] | None], Review] | None = None
    #: the review judges against the strategy engine of the rules (solved first, off the
    #: window's thread), its second argument; False: it needs none and is handed None
    review_solves: bool = True
    #: the version of what the review judges by besides the rules and the engine (the
    #: word game's dictionary), cheap to ask; a kept review made with another version is
    #: made again. None (or it answers None): nothing else, or a version nobody told
    review_data: Callable[[], str | None] | None = None
    #: the rules a saved log is replayed with, from the log's claims: a game judged by data
    #: that changes between versions (the word game's dictionary) accepts what the log
    #: booked when it was played, so history survives an upgrade; None: the rules as read
    replay_rules: Callable[[R, Sequence[K]], R] | None = None
    #: the rates and bonus figures Statistics shows for a ruleset, each named by the
    #: :class:`SeatResult` column it counts (``upper_bonus``, ``all_same``, ``extra_bonus``:
    #: a figure the ruleset has, worth showing); none: none of them
    rates: Callable[[R], frozenset[str]] = lambda rules: frozenset()
    #: a seat's total is points (False: another measure, such as boxes won, which
    #: Statistics never averages with points: "All rules" leaves such games out and says so)
    totals_are_points: bool = True
    #: the words a claim wrote, as players read them ("chy*ron": the wild face's letter after
    #: a *), from its ruleset and claim; None: the claim is its box, nothing more to say
    claim_words: Callable[[R, K], str | None] = lambda rules, claim: None
    #: whether a box's points are known from its player's card alone, so a booking can say
    #: them; False for a game whose boxes are won by comparing every player's (Place Value:
    #: a booking says the number written)
    box_points: bool = True
    #: the built-in ruleset whose history a game under these rules joins, when the rules
    #: are that one with only a game option changed (the teacher's rule, say); None: the
    #: game is filed under its own rules (high scores, history and statistics go by it)
    filed_as: Callable[[R], str | None] = lambda rules: None
    #: every problem of a ruleset's JSON data, each at its field (a box's, a die's), for an
    #: editor and ``rules check``; None: the first problem ``ruleset_from_dict`` finds
    find_problems: Callable[[object], list[Problem]] | None = None
    #: what is legal in a ruleset but surely not meant (an upper bonus out of reach)
    notes: Callable[[R], list[Problem]] = lambda rules: []
    #: its own printed score card, as its paper card is laid out (sections, sums, bonus),
    #: from its ruleset, the players' names (None: a blank card whose columns are headed
    #: for names to be written in, so many of them), their cards (None: nothing written
    #: yet) and the number of players; None: the shared card of its boxes and totals
    #: (:func:`yachtdice.core.score_cards.card_sheet`)
    score_sheet: Callable[[R, Sequence[str] | None, Sequence[C] | None, int],
                          ScoreSheet] | None = None
    #: a box's rule in words under its name on the shared printed card ("": none)
    box_rule: Callable[[R, str], str] = lambda rules, box_id: ""

    @property
    def ruleset_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.presets)

    def problems(self, data: object) -> list[Problem]:
        """Every problem of a ruleset of this game in its JSON form (empty: it is good)."""
        if self.find_problems is not None:
            return self.find_problems(data)
        try:
            self.ruleset_from_dict(data)
        except YachtDiceError as exc:
            return [Problem("", str(exc))]
        return []

    def is_preset(self, ruleset_id: str) -> bool:
        """Whether ``ruleset_id`` is one of this game's built-in rulesets."""
        return ruleset_id in self.ruleset_ids


AnyMode = Mode[Any, Any, Any]
#: a game known by its ruleset type alone (its card and claim are not asked)
ModeOf = Mode[R, Any, Any]


class _Later:
    """A game registered by its id alone: ``load`` imports it, the first time it is asked for.

    (A plain class: a dataclass would compile six methods at start that nothing calls.)"""

    __slots__ = ("load",)

    def __init__(self, load: Callable[[], AnyMode]) -> None:
        self.load = load


#: every game in the order registered, or how to load it (:func:`register_later`)
_MODES: dict[str, AnyMode | _Later] = {}
#: the id of the game that data naming none belongs to (:func:`set_default_mode`)
_DEFAULT: list[str] = []


def register(m: AnyMode) -> None:
    """Add a game to the registry (again: replaced); its engine plays its rulesets from now on."""
    _MODES[m.id] = m  # a game registered later keeps its place
    register_engine(m.id, m.engine, m.computer_levels)


def register_later(mode_id: str, load: Callable[[], AnyMode]) -> None:
    """Add the game ``mode_id`` without importing it: ``load()`` returns its :class:`Mode`,
    registered the first time the game is asked for by id, or every game is (listed, say).
    A game loaded already is registered again at once, as :func:`register` does."""
    if isinstance(_MODES.get(mode_id), Mode):
        register(_checked(mode_id, load))
    else:
        _MODES[mode_id] = _Later(load)


def _checked(mode_id: str, load: Callable[[], AnyMode]) -> AnyMode:
    m = load()
    if m.id != mode_id:
        raise YachtDiceError(f"mode {mode_id!r} was registered, but its module is {m.id!r}")
    return m


def _load(mode_id: str) -> AnyMode | None:
    """The game ``mode_id``, loaded and registered if it was registered for later."""
    found = _MODES.get(mode_id)
    if isinstance(found, _Later):
        found = _checked(mode_id, found.load)
        register(found)
    return found


def _loaded() -> list[AnyMode]:
    """The games loaded so far (none is imported)."""
    return [m for m in _MODES.values() if isinstance(m, Mode)]


def load_later(mode_id: str | None) -> None:
    """Load a game registered for later (``None``: every one); an unknown id: nothing."""
    for each in list(_MODES) if mode_id is None else [mode_id]:
        _load(each)


set_engine_loader(load_later)  # an engine asked for by its game's id loads that game


def unregister(mode_id: str) -> None:
    """Remove a game from the registry (a test's toy game, after the test)."""
    _MODES.pop(mode_id, None)
    unregister_engine(mode_id)


def modes() -> tuple[AnyMode, ...]:
    """Every registered game, in the order registered (each loaded)."""
    return tuple(m for m in (_load(i) for i in list(_MODES)) if m is not None)


def mode(mode_id: str) -> AnyMode:
    """The game with this id; an unknown one says which there are."""
    found = _load(mode_id)
    if found is None:
        raise YachtDiceError(f"no game mode {mode_id!r}; the modes are "
                             f"{', '.join(_MODES) or 'none (none is registered)'}")
    return found


def set_default_mode(mode_id: str) -> None:
    """Name the game that rulesets and records without a ``mode`` belong to (those written
    before there were several games); the registration chooses it, once."""
    if _DEFAULT and _DEFAULT[0] != mode_id:
        raise YachtDiceError(f"mode {mode_id!r}: rulesets without a mode are "
                             f"{_DEFAULT[0]!r}'s already")
    _DEFAULT[:] = [mode_id]


def default_mode() -> AnyMode:
    """The game that rulesets and records without a ``mode`` belong to."""
    if not _DEFAULT or _DEFAULT[0] not in _MODES:
        raise YachtDiceError("no game reads rulesets without a mode (none is registered)")
    return mode(_DEFAULT[0])


def mode_of(ruleset_data: Mapping[str, object]) -> AnyMode:
    """The game a ruleset (as JSON data) belongs to: its ``mode``, or the default game."""
    value = ruleset_data.get("mode")
    if value is None:
        return default_mode()
    if not isinstance(value, str):
        raise YachtDiceError("a ruleset's mode must be text")
    return mode(value)


def mode_for(rules: object) -> AnyMode:
    """The game of a ruleset value (its ``mode``)."""
    value = getattr(rules, "mode", None)
    return default_mode() if value is None else mode(str(value))


def ruleset_from_dict(data: object) -> Rules:
    """A ruleset of any game from its JSON data (no ``mode``: the default game)."""
    game = mode_of(data) if isinstance(data, Mapping) else default_mode()
    rules: Rules = game.ruleset_from_dict(data)  # the default game says what a ruleset must be
    return rules


def ruleset_by_id(ruleset_id: str) -> Rules:
    """A built-in ruleset of any game by id; an unknown id says which there are."""
    for games in (_loaded, modes):  # those loaded first: the others only if none has it
        for m in games():
            for r in m.presets:
                if r.id == ruleset_id:
                    found: Rules = r
                    return found
    known = ", ".join(r.id for m in modes() for r in m.presets)
    raise YachtDiceError(f"no built-in ruleset {ruleset_id!r}; there are {known}")


def is_builtin(ruleset_id: str) -> bool:
    """Whether any game has a built-in ruleset with this id."""
    return any(m.is_preset(ruleset_id) for games in (_loaded, modes) for m in games())


def box_label(rules: object, box_id: str) -> str:
    """A box's name as players read it, asked of the ruleset's game."""
    return mode_for(rules).box_label(rules, box_id)
