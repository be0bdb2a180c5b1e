"""The window's registry of games: what the game table asks of each game, by mode id.

A game's window parts are one :class:`GameUI`, registered once (the built-in games by
:func:`yachtdice.ui.modes.builtin.install`, a test's toy game by the test). The table, the
board and the dialogs ask :func:`game_ui` and never name a game. A game registers what it
has; for the rest it gets the defaults: numbered faces, no part beside the card (a box is
booked by its id), a card of its boxes and their total, rules help from its box names, no
New Game options and no timer, no commands of its own in the Game menu, the core game's
keep-and-claim computers, and no strategy engines.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, runtime_checkable

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QApplication, QWidget

from yachtdice.core import DiceSource, GameRecord, GameState, Hold, Player, Score
from yachtdice.core.game import Place
from yachtdice.core.game import Rules as TurnRules
from yachtdice.core.modes import mode as core_mode
from yachtdice.core.modes import mode_for
from yachtdice.core.registry import KeepClaimSeat, Rules
from yachtdice.core.text import QT_TRANSLATE_NOOP, Template
from yachtdice.core.values import value_type
from yachtdice.ui.board.faces import FaceSet, number_faces
from yachtdice.ui.board.scorecard_model import PLAIN_CARD, GameCard
from yachtdice.ui.i18n import translated

if TYPE_CHECKING:
    from yachtdice.core.score_sheet import ScoreSheet
    from yachtdice.store.stats import Stats
    from yachtdice.ui.board.dice_tray import DiceTray
    from yachtdice.ui.board.scorecard_view import ScorecardView
    from yachtdice.ui.widgets.form_fields import ModeForm  # with House Rules: not at start

PERSON = "person"
_PERSON = QT_TRANSLATE_NOOP("GameUI", "Person")
_COMPUTER = QT_TRANSLATE_NOOP("GameUI", "Computer – {level}")
#: a dialog's property: while it is open a timed turn's time runs on (a dialog that is part
#: of the turn, as looking a word up is: holding the clock, it would let a player stall)
CLOCK_RUNS = "turnClockRuns"

_NO_HINTS = QT_TRANSLATE_NOOP("GameUI", "{rules} has no hints.")
_RULES_LABEL = QT_TRANSLATE_NOOP("GameUI", "{name} ({game})")

#: a game's own types, as its core :class:`~yachtdice.core.registry.Mode` has them: its
#: ruleset, its claim, its review and a row of the review
R = TypeVar("R", bound=TurnRules)
K = TypeVar("K")
V = TypeVar("V")
W = TypeVar("W")


# -- strategy engines ----------------------------------------------------------------------------

class Strategies(Protocol):
    """A game's strategy engines, worked out off the window's thread (solved, or read from
    the store's tables): the window shows a solve's progress and can stop it, and a review
    asks for the engine of a finished game's rules. A game that has engines makes one per
    window (:attr:`GameUI.strategies`); its own parts use their own type of it."""

    @property
    def progress(self) -> SignalInstance:
        """(ruleset name, fraction done) while solving."""
        ...

    @property
    def status(self) -> SignalInstance:
        """What it is doing and roughly how long is left (one sentence)."""
        ...

    @property
    def finished(self) -> SignalInstance:
        """A ruleset id: solving it is over (done, failed or cancelled)."""
        ...

    @property
    def failed(self) -> SignalInstance:
        """Why an engine could not be worked out (one sentence)."""
        ...

    @property
    def busy(self) -> bool:
        """Working out an engine now."""
        ...

    def known(self, rules: Rules) -> object | None:
        """The engine for ``rules`` if it is held (a request is then answered at once)."""
        ...

    def request(self, rules: Rules, callback: Callable[[object], None],
                owner: QObject | None = None, keep: bool = True) -> None:
        """``callback`` gets the engine for ``rules`` once it is worked out (not once
        ``owner`` has been deleted meanwhile); ``keep``: its tables are kept."""
        ...

    def cancel(self) -> None:
        """Stop the work under way; whoever waited gets nothing."""
        ...

    def shut_down(self, wait: float = ...) -> bool:
        """Stop every job, start none later, wait up to ``wait`` seconds (True: all ended)."""
        ...


class NoStrategies(QObject):
    """The strategy service of a window whose games have no engines: it never works."""

    progress = Signal(str, float)
    status = Signal(str)
    finished = Signal(str)
    failed = Signal(str)
    busy = False

    def known(self, rules: Rules) -> object | None:
        return None

    def request(self, rules: Rules, callback: Callable[[object], None],
                owner: QObject | None = None, keep: bool = True) -> None:
        """No engine comes: the request is dropped."""

    def cancel(self) -> None:
        """Nothing is under way."""

    def shut_down(self, wait: float = 0.0) -> bool:
        return True


# -- what the window offers a game's parts ------------------------------------------------------

class Controller(Protocol):
    """What a game's part may ask of the game controller."""

    @property
    def state(self) -> GameState | None: ...

    @property
    def record(self) -> GameRecord | None: ...

    @property
    def dice(self) -> DiceSource: ...

    @property
    def engines(self) -> Strategies: ...

    @property
    def loaded(self) -> object:
        """What the game's :class:`Preload` loaded, None until it has."""
        ...

    @property
    def out_of_time(self) -> bool: ...

    def new_game(self, ruleset: Rules, players: Sequence[Player]) -> None: ...

    def claim(self, claim: object) -> None: ...

    def mark_hint_used(self) -> None: ...


class Table(Protocol):
    """What a game's part may use of the window it sits in."""

    @property
    def controller(self) -> Controller: ...

    @property
    def tray(self) -> DiceTray: ...

    @property
    def scorecard(self) -> ScorecardView: ...

    def show_message(self, text: str) -> None: ...

    def window(self) -> QWidget:
        """The window itself: the parent of the dialogs a game's part opens."""
        ...

    def shown_message(self) -> str:
        """The message on show now."""
        ...

    def show_hint(self, text: str) -> None: ...

    def ask_hint(self) -> None:
        """The Hint command (H), as the window runs it: for a key of the game's own."""
        ...

    def select_box(self, box_id: str) -> None: ...

    def hold_key(self, die: int) -> None: ...

    def settle_dice(self) -> None:
        """A roll in flight lands at once."""
        ...

    def setup(self) -> Mapping[str, object]:
        """New Game's choices (the game's options among them), as remembered."""
        ...


class GamePart:
    """A game's part of the window: what sits beside the card (a claim panel), how a box
    chosen on the card is booked, the hint. The window makes one per game, the first time a
    game of it is dealt, and talks to it while such a game is on the table.

    This base is what a game that brings none gets: nothing beside the card, a box booked by
    its id, no hint.
    """

    #: shown beside the scorecard while a game of this kind is on the table (None: nothing)
    panel: QWidget | None = None
    #: the panel sits under the dice rather than beside the card (a wide panel: the card
    #: keeps the room its names need, the dice the room they need to be read)
    panel_under_dice: bool = False

    def __init__(self, table: Table) -> None:
        self.table = table

    def begin(self, state: GameState) -> None:
        """A game of this kind is dealt (or resumed)."""
        if self.panel is not None:
            self.panel.show()

    def leave(self) -> None:
        """A game of another kind is dealt."""
        if self.panel is not None:
            self.panel.hide()

    def show(self, state: GameState) -> None:
        """Every new state of the game."""

    def focus(self, state: GameState) -> bool:
        """Put the keyboard where this game wants it after ``state``; False: the window's
        own choice (the first open box after a roll)."""
        return False

    def book(self, box_id: str) -> None:
        """A box chosen on the card (clicked, or Enter)."""
        self.table.controller.claim(box_id)

    def book_place(self, place: Place) -> None:
        """A box of one column chosen on a card with several columns per player: by default
        the place is the claim."""
        self.table.controller.claim(place)

    def hint(self) -> None:
        """H, or the Hint button."""
        state = self.table.controller.state
        if state is not None:
            self.table.show_message(translated(_NO_HINTS.format(rules=state.ruleset.name)))

    def zero_only(self, flag: bool) -> None:
        """A timed turn ran out (True): only a zero may be written; False: time again."""

    def present(self, scale: float | None) -> None:
        """The table is shown to a room (the classroom view), the part's panel at ``scale``
        times its usual type; None: back to the usual table."""
        if self.panel is not None:
            font = QFont(QApplication.font(self.panel))
            font.setPointSizeF(font.pointSizeF() * (scale or 1.0))
            self.panel.setFont(font)


# -- computers -----------------------------------------------------------------------------------

class Seat(Protocol):
    """A computer player at the table."""

    def decide(self, state: GameState) -> Hold | Score | None:
        """Its move with the dice on the table: a hold, a booking, or None to roll the dice
        not held (those it wants are held)."""
        ...


class ComputerTable(Protocol):
    """What a game that seats its own computers may use of the controller."""

    @property
    def engines(self) -> Strategies: ...

    @property
    def record(self) -> GameRecord | None: ...

    def seat(self, index: int, player: Seat) -> None:
        """A computer is ready to play seat ``index``."""
        ...

    def play_on(self) -> None:
        """Computers seated later than the deal: let the one at play move."""
        ...

    def say(self, text: str) -> None:
        """One sentence for the players (a computer waits for its strategy)."""
        ...


def keep_claim_seats(record: GameRecord, rng: random.Random | None = None) -> dict[int, Seat]:
    """The core game's computers for every computer seat (none if the game has none)."""
    m = mode_for(record.ruleset)
    if m.computer is None:
        return {}
    rng = rng or random.Random()
    seats = len(record.players)
    return {i: KeepClaimSeat(m.computer(record.ruleset, p.strategy or m.computer_levels[0],
                                        seats, rng))
            for i, p in enumerate(record.players) if p.computer}


# -- New Game ------------------------------------------------------------------------------------

class GameOptions(Protocol):
    """A game's own options in New Game (a timer, a rule of the teacher's): one widget,
    shown while one of the game's rulesets is chosen."""

    @property
    def widget(self) -> QWidget: ...

    def load(self, setup: Mapping[str, object]) -> None:
        """Show the options a saved setup asks for."""
        ...

    def setup(self) -> dict[str, object]:
        """What the options add to the setup that is saved and dealt."""
        ...

    def show_rules(self, rules: object) -> None:
        """The rules chosen now (of any game): a ruleset may fix an option."""
        ...


# What a game hands the window (Preload, ReviewLook, OptimalPlay, GameUI) is compared by
# identity (eq=False): its fields are functions, and nothing compares two; their __eq__ and
# __hash__ are not compiled at start.
@value_type(eq=False)
class Preload:
    """What a game loads before its claims can be judged and its computers play, as a
    background job: ``load()`` makes it; ``name`` says what it is ("word list")."""

    name: str
    load: Callable[[], object]
    #: what a claim made too early is told (a whole sentence)
    loading: str = QT_TRANSLATE_NOOP("GameUI", "What this game needs is still loading; claim "
                                     "again in a moment.")
    #: what the player is told when loading failed (the reason follows)
    failure: str = QT_TRANSLATE_NOOP("GameUI", "What this game needs could not be loaded")


# -- the review window ---------------------------------------------------------------------------

@value_type(eq=False)
class ReviewLook(Generic[V, R, W]):
    """How the review window shows a game's review ``V`` (the core game's ``review``) under
    its rules ``R``: the review's rows ``W`` have a ``turn`` and a ``loss`` (the review's
    figure), and the review answers ``of(player)``, ``total_loss(player)`` and
    ``loss_per_turn(player)``. The window hands each callable only the review, rules and rows
    of the one game it shows."""

    #: the columns' headers; the last column is the row's figure
    headers: tuple[str, ...]
    #: the rows shown for a player, from the review
    rows: Callable[[V, int], Sequence[W]]
    #: a row's cells, one text per column, from the rules and the row
    cells: Callable[[R, W], Sequence[str]]
    #: a row's tooltip (None: none)
    tip: Callable[[R, W], str | None]
    #: a player's review in a sentence or two, from the review and the player
    summary: Callable[[V, int], str]
    #: the figure, as Statistics' axis names it ("expected points given away")
    measure: str
    #: the figure of a turn, as the review's chart names it ("points given away")
    per_turn: str
    #: a game's figure in a sentence, formatted with ``game`` and ``value`` ("game 12:
    #: 9 points missed")
    figure: str
    #: the Statistics tab that draws the figure per game
    chart_title: str
    #: the title above the rows
    rows_title: str
    #: the columns that share the width left over
    stretch: tuple[int, ...] = ()


# -- Statistics ----------------------------------------------------------------------------------

@runtime_checkable
class Reference(Protocol):
    """Optimal play's figures for one ruleset, as Statistics draws them."""

    @property
    def expected_score(self) -> float: ...

    @property
    def probabilities(self) -> Sequence[float]:
        """P(final score = s), by score s."""
        ...


#: one row of Statistics' "Where the points go": (the box or bonus as players read it, your
#: average per game, optimal play's or None, your share of zeros in it or None)
BoxRow = tuple[str, float, float | None, float | None]


@value_type(eq=False)
class OptimalPlay(Generic[R]):
    """What Statistics draws of optimal play for a game that works it out (``R``: its
    rulesets' type)."""

    #: optimal play's figures for a ruleset of the game (called off the GUI thread: it may
    #: solve the rules first, which takes minutes the first time)
    reference: Callable[[R], Reference]
    #: the "Where the points go" rows, bonuses too, from the statistics of one ruleset, the
    #: rules and optimal play's figures (None: not worked out yet)
    box_rows: Callable[[Stats, R, Reference | None], list[BoxRow]]


# -- the registry --------------------------------------------------------------------------------

#: how a game under rules ``R`` shows its review: the review and its rows are the game's own,
#: handed back to it unread (Python's types cannot say "some type": hence erased)
ReviewLookOf = ReviewLook[Any, R, Any]
#: how some game shows its review, as the shared review window holds it
AnyReviewLook = ReviewLookOf[Any]


@value_type(eq=False)
class GameUI(Generic[R, K]):
    """What the window knows of one game (``mode_id`` is its core mode's id).

    ``R`` and ``K`` are the game's ruleset and claim types, as in its core
    :class:`~yachtdice.core.registry.Mode`: a game's callables are checked against its own
    types, while the registry holds every game alike (:data:`AnyGameUI`) and the shared
    parts hand a game's callables only the rulesets and claims of that game.
    """

    mode_id: str
    #: the dice's faces for a ruleset (None: numbers, pips up to nine)
    faces: Callable[[R], FaceSet] | None = None
    #: the scorecard's rows and cells (None: each box, then the total)
    card: GameCard | None = None
    #: the game's part of the window, made once per window (None: :class:`GamePart`)
    part: Callable[[Table], GamePart] | None = None
    #: the game's own commands for the Game menu (Print…), made once per window and shown
    #: there while a game of it is on the table (None: none)
    actions: Callable[[Table], Sequence[QAction]] | None = None
    #: its printed score card in the window's language (numbers as the locale writes them,
    #: say); None: each of the core's texts on it translated
    score_sheet_language: Callable[[ScoreSheet], ScoreSheet] | None = None
    #: F1: the rules as HTML, every text escaped (None: from the box names)
    rules_html: Callable[[R], str] | None = None
    #: a ruleset as the rules lists name it (None: its name, the game's in brackets)
    rules_label: Callable[[R], str] | None = None
    #: the names of the computer levels by id (None: the core game's level ids)
    level_names: Mapping[str, str] | None = None
    #: the game's New Game options (None: none)
    options: Callable[[], GameOptions] | None = None
    #: the rules a saved setup deals, from the chosen ruleset and the setup's options
    with_setup: Callable[[R, Mapping[str, object]], R] = lambda rules, setup: rules
    #: the seconds a person has for a turn by a setup's options (None: the game has no timer)
    turn_seconds: Callable[[Mapping[str, object]], int | None] | None = None
    #: whether a claim writes a zero (the one claim left once a timed turn runs out)
    is_zero: Callable[[K], bool] = lambda claim: False
    #: why a game cannot start with so many players (None: it can)
    players_problem: Callable[[int], str | None] = lambda count: None
    #: the game's own form in the House Rules window (a
    #: :class:`~yachtdice.ui.widgets.form_fields.ModeForm`), made the first time a ruleset of
    #: the game is shown there; None: the game's rules are not made there
    ruleset_form: Callable[[], ModeForm] | None = None
    #: New Game's Edit... and New... open the game's rules in House Rules (and its saved
    #: rules are deleted there); False: they are off, and New Game deletes its saved rules
    edit_from_new_game: bool = False
    #: the help line's words on what to do with the dice rolled
    pick_help: str = QT_TRANSLATE_NOOP("GameUI",
                                       "Pick a box with the arrow keys and Enter, or click it.")
    #: the key that rolls again with dice on the table
    roll_key: str = QT_TRANSLATE_NOOP("GameUI", "Space")
    #: the game's own keys for Help > Keyboard Shortcuts, (key, what it does), listed after
    #: the roll key (none: the table's keys only)
    shortcuts: Sequence[tuple[Template, Template]] = ()
    #: seats the game's computers itself (None: the core game's keep-and-claim players)
    computers: Callable[[ComputerTable, GameRecord], None] | None = None
    #: what the game loads before play (None: nothing)
    preload: Preload | None = None
    #: the end's note when a tie-break decided equal totals (None: no note)
    tie_break_note: Callable[[R], str | None] = lambda rules: None
    #: the end's note on how a finished game was decided, naming who won a tie-break
    #: (None: none)
    result_note: Callable[[GameState], str | None] = lambda state: None
    #: how its review is shown, made when first shown (None: turns and their figure)
    review: Callable[[], ReviewLookOf[R]] | None = None
    #: optimal play beside the player's in Statistics, made when first drawn (None: the game
    #: has no optimal play to compare)
    optimal_play: Callable[[], OptimalPlay[R]] | None = None
    #: the service that works out its strategy engines, made once per window with the
    #: window's controller as its parent (None: the game has none); a game that has one
    #: registers its window parts at once, not later (:func:`make_strategies`)
    strategies: Callable[[QObject], Strategies] | None = None
    #: stops the background work its window parts keep beyond a window (House Rules'
    #: shared solves) within ``seconds``; False if it did not stop (None: it keeps none)
    stop_background: Callable[[float], bool] | None = None


#: some game's window parts, as the registry holds them and the shared parts ask them (a
#: game's callables are handed only that game's rulesets and claims)
AnyGameUI = GameUI[Any, Any]

#: each game's window parts, or what imports them when first asked for (:func:`register_later`)
_GAMES: dict[str, AnyGameUI | Callable[[], AnyGameUI]] = {}


def register(game: AnyGameUI) -> None:
    """Add a game's window parts (again: replaced)."""
    _GAMES[game.mode_id] = game


def register_later(mode_id: str, load: Callable[[], AnyGameUI]) -> None:
    """Add the window parts of the game ``mode_id`` without importing them: ``load()``
    returns them, the first time they are asked for (a game of theirs dealt or listed)."""
    _GAMES[mode_id] = load


def unregister(mode_id: str) -> None:
    """Forget a game's window parts (a test's toy game, after the test)."""
    _GAMES.pop(mode_id, None)


def game_ui(mode_id: str) -> AnyGameUI:
    """The window parts of the game ``mode_id``; the defaults if it registered none."""
    found = _GAMES.get(mode_id)
    if found is None:
        return GameUI(mode_id)
    if not isinstance(found, GameUI):
        found = _GAMES[mode_id] = found()
        if found.mode_id != mode_id:
            raise ValueError(f"the window parts registered for {mode_id!r} are {found.mode_id!r}'s")
    return found


def make_strategies(parent: QObject) -> Strategies:
    """The window's strategy service: made by the first game registered at once that has
    one (:attr:`GameUI.strategies`); none: a service that never works."""
    for game in _GAMES.values():
        if isinstance(game, GameUI) and game.strategies is not None:
            return game.strategies(parent)
    return NoStrategies(parent)


def stop_every_background(seconds: float) -> bool:
    """Stop the background work that every loaded game's window parts keep beyond a
    window (:attr:`GameUI.stop_background`); False if any did not stop in time."""
    stopped = True
    for game in list(_GAMES.values()):
        if isinstance(game, GameUI) and game.stop_background is not None:
            stopped = game.stop_background(seconds) and stopped
    return stopped


def game_of(rules: object) -> AnyGameUI:
    """The window parts of the game a ruleset belongs to."""
    return game_ui(mode_for(rules).id)


# -- what every caller asks, defaults included ---------------------------------------------------

def faces_for(state: GameState) -> FaceSet:
    """The faces of the dice of ``state``'s game."""
    make = game_ui(state.mode).faces
    return number_faces(state) if make is None else make(state.ruleset)


def card_for(state: GameState) -> GameCard:
    """The card of ``state``'s game."""
    return game_ui(state.mode).card or PLAIN_CARD


def rules_label(rules: TurnRules) -> str:
    """A ruleset as the rules lists name it."""
    label = game_of(rules).rules_label
    if label is not None:
        return label(rules)
    return translated(_RULES_LABEL.format(name=rules.name, game=mode_for(rules).name.lower()))


def level_name(mode_id: str, level: str) -> str:
    """A computer level of a game by its name in the window's language (its id if unnamed)."""
    return translated((game_ui(mode_id).level_names or {}).get(level, level))


def player_kinds(mode_id: str) -> list[tuple[str, str]]:
    """The kinds of player a game seats, (key, what New Game calls it): a person, then each
    of the game's computer levels."""
    names = game_ui(mode_id).level_names or {}
    return [(PERSON, translated(_PERSON))] + [
        (lv, translated(_COMPUTER.format(level=names.get(lv, lv.capitalize()))))
        for lv in core_mode(mode_id).computer_levels]
