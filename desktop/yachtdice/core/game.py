"""The turn engine: immutable game states and the actions that move between them.

A turn is: roll (the first roll throws every die), hold and release dice, roll
again while rolls remain, then score one open box. Every action can be checked
before it is taken (:meth:`GameState.problem`); an illegal one raises
IllegalActionError and changes nothing.

>>> from yachtdice.core.modes.pips.presets import preset
>>> state = GameState.start(preset("yahtzee"), [Player("Ann")])
>>> state = state.apply(Roll((3, 3, 3, 5, 5)))
>>> state.problem(Score("pairs"))
"Yahtzee has no box 'pairs'"
>>> state = state.apply(Score("full_house"))
>>> state.cards[0].grand_total, state.rolls_left, state.dice
(25, 3, None)
>>> state.problem(Score("chance"))
'roll the dice first'

The turn skeleton is shared by every mode (:mod:`yachtdice.core.modes`): it
knows only what any "roll up to N times, keep some, claim a box" game needs.
Everything else comes from the mode's :class:`Engine`, registered with
:func:`register_engine` and found by the ruleset's ``mode``: the faces of each
die, whether a roll fits, the empty card, whether a claim is legal (and why not),
what booking it does to the card, and the standings. A claim is whatever the
mode says (a box id for pip dice, a box and words for letter dice); :class:`Score`
carries it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from yachtdice.core.dice import DiceSource
from yachtdice.core.errors import IllegalActionError, YachtDiceError, as_sentence
from yachtdice.core.rulesets import has_control
from yachtdice.core.text import QT_TRANSLATE_NOOP
from yachtdice.core.values import field, replace, value_type

MAX_PLAYERS = 8
MAX_PLAYER_NAME = 40
#: holds and undos in one turn (an undo gives none back): a person toggling dice makes a
#: few; this keeps a turn's log, and the states Undo can go back to, small
MAX_TURN_MOVES = 100
#: holds and undos in one game; rolls and scores stay allowed, so a game can always end
MAX_GAME_MOVES = 10_000

# why a name or an action is refused: the window translates these (context "game"), the
# command line prints the English
_NAME_TEXT = QT_TRANSLATE_NOOP("game", "a name must be text")
_NAME_EMPTY = QT_TRANSLATE_NOOP("game", "a name must not be empty")
_NAME_LONG = QT_TRANSLATE_NOOP("game", "a name must be at most {limit} characters")
_NAME_CONTROL = QT_TRANSLATE_NOOP("game", "a name must not contain control characters")
_OVER = QT_TRANSLATE_NOOP("game", "the game is over")
_ROLL_FIRST = QT_TRANSLATE_NOOP("game", "roll the dice first")
_OVER_UNDO = QT_TRANSLATE_NOOP("game", "the game is over: its last box cannot be taken back")
_NO_UNDO_ROLL = QT_TRANSLATE_NOOP("game", "nothing to undo: a roll cannot be taken back")
_NO_UNDO = QT_TRANSLATE_NOOP("game", "nothing to undo")
_NOT_YOURS = QT_TRANSLATE_NOOP("game", "{player}'s move cannot be taken back: Undo is for "
                               "your own moves")
_NO_ROLLS = QT_TRANSLATE_NOOP("game", "no rolls left this turn; score a box")
_ALL_HELD = QT_TRANSLATE_NOOP("game", "every die is held; release one to roll")
_HELD_DIE = QT_TRANSLATE_NOOP("game", "die {die} is held and cannot change")
_ROLLED_HERE = QT_TRANSLATE_NOOP("game", "these dice were rolled here: score a box")
_RETYPED = QT_TRANSLATE_NOOP("game", "this turn's dice have been typed in again as often as a "
                             "turn allows: score a box")
_HOLD_NOTHING = QT_TRANSLATE_NOOP("game", "no rolls left to use; holding dice would change "
                                  "nothing")
_DICE_NUMBERED = QT_TRANSLATE_NOOP("game", "dice are numbered 1 to {count}")
_TWICE = QT_TRANSLATE_NOOP("game", "a die is named twice")
_SAME_HELD = QT_TRANSLATE_NOOP("game", "those dice are already the held ones")
_GAME_MOVES = QT_TRANSLATE_NOOP("game", "this game has had {moves} holds and undos, the most a "
                                "game may have: roll or score")
_TURN_MOVES = QT_TRANSLATE_NOOP("game", "this turn has had {moves} holds and undos, the most a "
                                "turn may have: roll or score")


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, or None. Any Unicode is fine (emoji joined into
    one, such as a family, included); control codes, direction overrides and marks are not.

    >>> name_problem("<b>Zoë</b>") is None
    True
    >>> name_problem("Ann\\x07")
    'a name must not contain control characters'
    """
    if not isinstance(name, str):
        return _NAME_TEXT.text
    if not name.strip():
        return _NAME_EMPTY.text
    if len(name) > MAX_PLAYER_NAME:
        return _NAME_LONG.format(limit=MAX_PLAYER_NAME)
    if has_control(name):
        return _NAME_CONTROL.text
    if name.isascii():
        return None  # no separator of lines or paragraphs, no surrogate
    import unicodedata  # loaded for the first name outside ASCII, not at start

    if any(unicodedata.category(ch) in ("Zl", "Zp") for ch in name):
        return _NAME_CONTROL.text
    if any(unicodedata.category(ch) == "Cs" for ch in name):
        return "a name must not contain a lone surrogate (\\ud800-\\udfff)"
    return None


@value_type(slots=True)
class Player:
    """A seat at the table. ``strategy`` names the computer player's level (None for people)."""

    name: str
    computer: bool = False
    strategy: str | None = None

    def __post_init__(self) -> None:
        problem = name_problem(self.name)
        if problem:
            from yachtdice.core.jsontext import excerpt  # (JSON's module: not at start)

            raise YachtDiceError(f"player name {excerpt(self.name)}: {problem}")
        if self.strategy is not None and not self.computer:
            raise YachtDiceError(f"player {self.name!r}: only computer players have a strategy")
        if self.strategy is not None and not _known_level(self.strategy):
            known = dict.fromkeys(lv for _, levels in _ENGINES.values() for lv in levels)
            from yachtdice.core.jsontext import excerpt

            raise YachtDiceError(f"player {excerpt(self.name)}: no computer level "
                                 f"{excerpt(self.strategy)}; choose from {', '.join(known)}")


# -- actions ------------------------------------------------------------------------------------

@value_type(slots=True, hot=("init",))
class Roll:
    """Throw the dice that are not held. ``dice`` is the outcome: every die after the roll."""

    dice: tuple[Any, ...]


@value_type(slots=True, hot=("init",))
class Entered(Roll):
    """The turn's dice as a player entered them from real dice thrown at the table: the last
    throw's outcome, so no rolls are left to use and nothing is held (hints and the review
    judge only the box). Entered again before a box is booked, it corrects them. Undo takes
    an entry back (:meth:`GameState.undo_problem`), as it does a person's score before it.
    """


@value_type(slots=True, hot=("init",))
class Hold:
    """Hold exactly the dice at these positions (0-based) and release the others."""

    dice: tuple[int, ...] = ()


@value_type(slots=True)
class Score:
    """Book the current dice with the mode's ``claim``; the turn passes on.

    For pip dice the claim is the box id (``Score("full_house")``); other modes'
    claims name their box in ``claim.box``.
    """

    claim: object

    @property
    def category(self) -> str:
        """The id of the box this claim fills."""
        claim = self.claim
        return claim if isinstance(claim, str) else str(getattr(claim, "box", claim))

    @property
    def column(self) -> int:
        """The column of the player's card this claim fills: 0 on a card with one column
        per player; on a card with several (:class:`ColumnCard`), the claim's ``column``."""
        column = getattr(self.claim, "column", 0)
        return column if isinstance(column, int) and not isinstance(column, bool) else 0

    @property
    def place(self) -> Place:
        """The box and column this claim fills."""
        return Place(self.category, self.column)


@value_type(slots=True)
class Undo:
    """Take back a person's last hold or score (a roll cannot be taken back).

    Only people's actions are taken back, never a computer player's; a person's
    score can be taken back until the next player rolls, and nothing once the
    game is over (:meth:`GameState.undo_problem`).
    """


Action = Roll | Hold | Score | Undo


# -- what a mode supplies -----------------------------------------------------------------------

class Rules(Protocol):
    """What the skeleton reads of any mode's ruleset."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def mode(self) -> str: ...

    @property
    def dice_count(self) -> int: ...

    @property
    def rolls_per_turn(self) -> int: ...

    @property
    def carry_over_rolls(self) -> bool: ...


class Card(Protocol):
    """What the skeleton (and any shared code) reads of any mode's scorecard."""

    @property
    def is_full(self) -> bool: ...

    @property
    def filled_count(self) -> int: ...

    @property
    def open_ids(self) -> tuple[str, ...]:
        """The boxes still open, in the card's order."""
        ...

    def get(self, box_id: str) -> object:
        """What box ``box_id`` holds (the game's own value, not necessarily its points: a
        number written in words, say), None while it is open. Points are the game's seat
        results' (:func:`yachtdice.core.bookings.points_at` reads them)."""
        ...


@value_type(slots=True, order=True)
class Place:
    """One box in one column of a player's card: what a claim fills and a booking names.
    A card has one column per player (``column`` 0) unless it is a :class:`ColumnCard`.

    >>> Score(Place("chance", 2)).place, Score("chance").place
    (Place(box='chance', column=2), Place(box='chance', column=0))
    """

    box: str
    column: int = 0


@runtime_checkable
class ColumnCard(Card, Protocol):
    """A card with several columns per player, drawn side by side (as Triple Yahtzee's
    paper card has three): the same boxes in each column, each column filled on its own.

    ``open_ids`` are the boxes open in any column. A claim names its column (a
    :class:`Place` will do: the window books a clicked box with one); ``points_at`` says
    what a box of a column holds in points (its multiplier applied, say), None while open.
    A card that is not a ColumnCard has one column, unnamed.
    """

    @property
    def columns(self) -> tuple[str, ...]:
        """Each column's name as players read it ("×1", "×2", "×3"), in the card's order."""
        ...

    def open_in(self, column: int) -> tuple[str, ...]:
        """The boxes still open in column ``column``, in the card's order."""
        ...

    def points_at(self, place: Place) -> int | None:
        """The points ``place`` holds, None while it is open."""
        ...


def columns_of(card: Card) -> tuple[str, ...]:
    """The names of a player's columns on ``card``: ``("",)`` for a card of one column."""
    return card.columns if isinstance(card, ColumnCard) else ("",)


def open_places(card: Card) -> tuple[Place, ...]:
    """Every box still open on ``card``, in each of its columns (column by column)."""
    if isinstance(card, ColumnCard):
        return tuple(Place(box, column) for column in range(len(card.columns))
                     for box in card.open_in(column))
    return tuple(Place(box) for box in card.open_ids)


R = TypeVar("R", bound=Rules, contravariant=True)
C = TypeVar("C", bound=Card)
K = TypeVar("K", contravariant=True)


class Engine(Protocol[R, C, K]):
    """A mode's rules of play, asked by the shared turn skeleton, generic in the mode's
    ruleset ``R``, card ``C`` and claim ``K``. Problems are one sentence, or None.
    A mode registers its engine with :func:`register_engine` (through
    :func:`yachtdice.core.modes.register`).
    """

    def die_faces(self, rules: R, die: int) -> Sequence[Any]:
        """The faces die ``die`` (0-based) can show."""
        ...

    def same_faces(self, rules: R) -> bool:
        """True when every die has the same faces (the dice are thrown in one call)."""
        ...

    def roll_problem(self, rules: R, dice: Sequence[object]) -> str | None: ...

    def new_card(self, rules: R) -> C: ...

    def box_count(self, rules: R) -> int: ...

    def claim_problem(self, rules: R, card: C, dice: tuple[Any, ...],
                      claim: object) -> str | None: ...

    def book(self, rules: R, card: C, dice: tuple[Any, ...], claim: K) -> C: ...

    def standings(self, rules: R, cards: Sequence[C]) -> tuple[Standing, ...]: ...


AnyEngine = Engine[Any, Any, Any]

#: mode id -> (engine, the mode's computer levels)
_ENGINES: dict[str, tuple[AnyEngine, tuple[str, ...]]] = {}


def _load_nothing(mode_id: str | None) -> None:
    """No game is registered for later (until the registry says how to load them)."""


#: loads a game registered for later by its id (``None``: every one); set by the registry
_load_later: Callable[[str | None], None] = _load_nothing


def set_engine_loader(load: Callable[[str | None], None]) -> None:
    """How an engine not registered yet is loaded: the registry's games registered for
    later, loaded when their engine is first asked for."""
    global _load_later
    _load_later = load


def _engine(mode_id: str) -> tuple[AnyEngine, tuple[str, ...]] | None:
    if mode_id not in _ENGINES:
        _load_later(mode_id)
    return _ENGINES.get(mode_id)


def register_engine(mode_id: str, engine: AnyEngine, computer_levels: Sequence[str] = ()) -> None:
    """Make ``engine`` play every ruleset whose ``mode`` is ``mode_id``."""
    _ENGINES[mode_id] = (engine, tuple(computer_levels))


def unregister_engine(mode_id: str) -> None:
    """Forget the engine of ``mode_id`` (a test's toy game, after the test)."""
    _ENGINES.pop(mode_id, None)


def engine_for(rules: Rules) -> AnyEngine:
    """The engine of the mode ``rules`` belongs to; an unregistered mode says so."""
    found = _engine(rules.mode)
    if found is None:
        raise YachtDiceError(f"no game mode {rules.mode!r} is registered "
                             "(yachtdice.core.modes.builtin.install() registers the built-in ones)")
    return found[0]


def _known_level(strategy: str) -> bool:
    """Whether any game has the computer level ``strategy`` (those loaded asked first)."""
    if any(strategy in levels for _, levels in _ENGINES.values()):
        return True
    _load_later(None)
    return any(strategy in levels for _, levels in _ENGINES.values())


def _plays(mode_id: str, strategy: str) -> bool:
    """Whether ``strategy`` is a computer level of the mode ``mode_id``."""
    found = _engine(mode_id)
    return found is not None and strategy in found[1]


# -- standings ----------------------------------------------------------------------------------

@value_type(slots=True)
class Standing:
    """One player's result. Tied players share a ``place``; 1 is a win."""

    player: int
    place: int
    total: int
    decided_by_tie_break: bool = False


# -- the state ----------------------------------------------------------------------------------

@value_type(slots=True, hot=("init",))
class GameState:
    """A snapshot of a game of any mode. Actions return new states; this one never changes.

    ``ruleset`` is the mode's ruleset (a :class:`Ruleset` for pip dice) and
    ``cards`` its cards. ``dice`` is None before the first roll of a turn.
    ``rolls_left`` counts this turn's rolls still to use; ``saved_rolls`` holds
    each player's rolls carried over from earlier turns (rulesets with
    ``carry_over_rolls``). ``turn_moves`` and ``moves`` count the holds and undos of
    this turn and of the game so far, along the log (see ``MAX_TURN_MOVES``).
    """

    ruleset: Rules
    players: tuple[Player, ...]
    cards: tuple[Card, ...]
    current: int
    rolls_left: int
    saved_rolls: tuple[int, ...]
    dice: tuple[Any, ...] | None = None
    held: frozenset[int] = frozenset()
    undo_to: GameState | None = field(default=None, compare=False, repr=False)
    turn_moves: int = field(default=0, compare=False, repr=False)
    moves: int = field(default=0, compare=False, repr=False)
    #: the dice were entered from real dice (:class:`Entered`), not rolled here
    entered: bool = False

    @classmethod
    def start(cls, ruleset: Rules, players: Sequence[Player]) -> GameState:
        """The state before the first roll of a new game of ``ruleset``'s mode."""
        if not 1 <= len(players) <= MAX_PLAYERS:
            raise YachtDiceError(f"a game needs 1 to {MAX_PLAYERS} players, not {len(players)}")
        engine = engine_for(ruleset)
        for p in players:
            if p.strategy is not None and not _plays(ruleset.mode, p.strategy):
                raise YachtDiceError(f"player {p.name!r}: {p.strategy!r} is not a computer "
                                     f"level of {ruleset.name}")
        return cls(ruleset, tuple(players), tuple(engine.new_card(ruleset) for _ in players),
                   current=0, rolls_left=ruleset.rolls_per_turn,
                   saved_rolls=(0,) * len(players))

    @property
    def engine(self) -> AnyEngine:
        """The rules of play of this game's mode."""
        return engine_for(self.ruleset)

    @property
    def mode(self) -> str:
        """The id of this game's mode (its ruleset's ``mode``)."""
        return str(self.ruleset.mode)

    def __repr__(self) -> str:
        return (f"<GameState {self.ruleset.id} player={self.current} "
                f"turn={self.turn} dice={self.dice} held={sorted(self.held)} "
                f"rolls_left={self.rolls_left}>")

    # -- views -----------------------------------------------------------------------------------
    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def card(self) -> Card:
        """The card of the player whose turn it is (a :class:`Scorecard` for pip dice)."""
        return self.cards[self.current]

    @property
    def finished(self) -> bool:
        return all(c.is_full for c in self.cards)

    @property
    def turn(self) -> int:
        """The current player's turn number, from 1 to the number of boxes."""
        return min(int(self.card.filled_count) + 1, self.engine.box_count(self.ruleset))

    @property
    def rolls_available(self) -> int:
        """Rolls the current player may still make this turn, saved rolls included."""
        return self.rolls_left + self.saved_rolls[self.current]

    def standings(self) -> tuple[Standing, ...]:
        return self.engine.standings(self.ruleset, self.cards)

    # -- checking --------------------------------------------------------------------------------
    def problem(self, action: Action) -> str | None:
        """Why ``action`` is not allowed now, in one sentence, or None if it is."""
        if isinstance(action, Undo):
            return self.undo_problem() or self._moves_problem()
        if self.finished:
            return _OVER.text
        if isinstance(action, Entered):
            if self.dice is not None and not self.entered:
                return _ROLLED_HERE.text
            problem = self.engine.roll_problem(self.ruleset, action.dice)
            # a correction counts as a move, so a turn's log stays bounded
            if problem is None and self.entered and self._moves_problem() is not None:
                return _RETYPED.text
            return problem
        if isinstance(action, Roll):
            return self._roll_problem(action)
        if isinstance(action, Hold):
            return self._hold_problem(action)
        if isinstance(action, Score):
            if self.dice is None:
                return _ROLL_FIRST.text
            return self.engine.claim_problem(self.ruleset, self.card, self.dice, action.claim)
        return f"unknown action {action!r}"

    def undo_problem(self) -> str | None:
        """Why Undo is not allowed now, or None.

        Undo takes back the last action only if a person took it: holds of the
        turn in play, or the score that ended a person's turn while the next
        player has not rolled yet. A computer player's moves and a finished
        game are never taken back.
        """
        if self.finished:
            return _OVER_UNDO.text
        if self.undo_to is None:
            return _NO_UNDO_ROLL.text if self.dice is not None else _NO_UNDO.text
        actor = self.undo_to.player
        if actor.computer:
            return _NOT_YOURS.format(player=actor.name)
        return None

    def throw_problem(self) -> str | None:
        """Why the dice cannot be thrown now (before knowing how they land), or None."""
        if self.finished:
            return _OVER.text
        if self.rolls_available <= 0:
            return _NO_ROLLS.text
        if len(self.held) == self.ruleset.dice_count:
            return _ALL_HELD.text
        return None

    def _roll_problem(self, action: Roll) -> str | None:
        problem = self.throw_problem() or self.engine.roll_problem(self.ruleset, action.dice)
        if problem:
            return problem
        if self.dice is not None:
            for i in self.held:
                if action.dice[i] != self.dice[i]:
                    return _HELD_DIE.format(die=i + 1)
        return None

    def _hold_problem(self, action: Hold) -> str | None:
        if self.dice is None:
            return _ROLL_FIRST.text
        if self.rolls_available <= 0:
            return _HOLD_NOTHING.text
        n = self.ruleset.dice_count
        if any(isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < n
               for i in action.dice):
            return _DICE_NUMBERED.format(count=n)
        if len(set(action.dice)) != len(action.dice):
            return _TWICE.text
        if frozenset(action.dice) == self.held:
            return _SAME_HELD.text
        return self._moves_problem()

    def _moves_problem(self) -> str | None:
        """Why no more holds or undos are allowed (the limits), or None."""
        if self.moves >= MAX_GAME_MOVES:
            return _GAME_MOVES.format(moves=f"{MAX_GAME_MOVES:,}")
        if self.turn_moves >= MAX_TURN_MOVES:
            return _TURN_MOVES.format(moves=MAX_TURN_MOVES)
        return None

    def can(self, action: Action) -> bool:
        return self.problem(action) is None

    # -- acting ----------------------------------------------------------------------------------
    def apply(self, action: Action) -> GameState:
        """The state after ``action``; IllegalActionError (and no change) if it is not allowed."""
        problem = self.problem(action)
        if problem is not None:
            raise IllegalActionError(as_sentence(problem))
        if isinstance(action, Undo):
            assert self.undo_to is not None
            return self._undone()
        if isinstance(action, Entered):  # a correction keeps what Undo went back to
            corrected = int(self.entered)
            return replace(self, dice=tuple(action.dice), rolls_left=0, held=frozenset(),
                           entered=True, undo_to=self.undo_to if self.entered else self,
                           turn_moves=self.turn_moves + corrected,
                           moves=self.moves + corrected)
        if isinstance(action, Roll):
            if self.rolls_left > 0:
                return replace(self, dice=tuple(action.dice), rolls_left=self.rolls_left - 1,
                               undo_to=None)
            saved = list(self.saved_rolls)
            saved[self.current] -= 1
            return replace(self, dice=tuple(action.dice), saved_rolls=tuple(saved), undo_to=None)
        if isinstance(action, Hold):
            return replace(self, held=frozenset(action.dice), undo_to=self,
                           turn_moves=self.turn_moves + 1, moves=self.moves + 1)
        assert isinstance(action, Score) and self.dice is not None
        cards = list(self.cards)
        cards[self.current] = self.engine.book(self.ruleset, self.card, self.dice, action.claim)
        saved = list(self.saved_rolls)
        if self.ruleset.carry_over_rolls:
            saved[self.current] += self.rolls_left
        return GameState(self.ruleset, self.players, tuple(cards),
                         current=(self.current + 1) % len(self.players),
                         rolls_left=self.ruleset.rolls_per_turn, saved_rolls=tuple(saved),
                         undo_to=self, moves=self.moves)

    def _undone(self) -> GameState:
        """The state Undo goes back to, still counting the moves made (an undo of a score
        goes back into the turn it ended, whose count goes on)."""
        assert self.undo_to is not None
        back = self.undo_to
        return replace(back, turn_moves=max(self.turn_moves, back.turn_moves) + 1,
                       moves=self.moves + 1)

    def replayed(self, action: Action) -> GameState:
        """Like :meth:`apply`, for reading a saved log: an Undo that records written before
        the own-moves-only rule hold (of a computer's move, or after the last box) still
        goes back one step, so those games keep replaying."""
        if isinstance(action, Undo) and self.undo_to is not None:
            problem = self._moves_problem()
            if problem is not None:
                raise IllegalActionError(as_sentence(problem))
            return self._undone()
        return self.apply(action)

    def draw_roll(self, source: DiceSource) -> Roll:
        """A Roll whose outcome comes from ``source``: held dice stay, the others are thrown."""
        problem = self.throw_problem()
        if problem is not None:
            raise IllegalActionError(as_sentence(problem))
        held = self.held if self.dice is not None else frozenset()
        n = self.ruleset.dice_count
        engine, rules = self.engine, self.ruleset
        current = self.dice or (None,) * n
        if engine.same_faces(rules):
            thrown = iter(source.roll(n - len(held), engine.die_faces(rules, 0)))
            return Roll(tuple(current[i] if i in held else next(thrown) for i in range(n)))
        return Roll(tuple(current[i] if i in held else source.roll(1, engine.die_faces(rules, i))[0]
                          for i in range(n)))


# -- a game's own values, checked (the shared state carries them as any game's) -----------------

RulesT = TypeVar("RulesT")
CardT = TypeVar("CardT")


def rules_as(rules: object, kind: type[RulesT], game: str) -> RulesT:
    """``rules`` as the ruleset type ``kind`` of one game (``game`` names it in the error:
    "a pip-dice game"); a YachtDiceError in one sentence for another game's rules.

    >>> rules_as("text", str, "a game of strings")
    'text'
    >>> rules_as(3, str, "a game of strings")
    Traceback (most recent call last):
    ...
    yachtdice.core.errors.YachtDiceError: 3 is not a game of strings
    """
    if not isinstance(rules, kind):
        raise YachtDiceError(f"{getattr(rules, 'name', rules)} is not {game}")
    return rules


def cards_as(state: GameState, kind: type[CardT], card: str) -> tuple[CardT, ...]:
    """Every seat's card in ``state`` as the card type ``kind`` (``card`` names it in the
    error: "a pip-dice scorecard")."""
    found = tuple(c for c in state.cards if isinstance(c, kind))
    if len(found) != len(state.cards):
        raise YachtDiceError(f"{state.ruleset.name}: a card is not {card}")
    return found
